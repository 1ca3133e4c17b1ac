import ChartAudio
import ChartModel
import ChartNarration
import Foundation

/// One exploration: keys in, announcements out, until `q`, Ctrl-C, Ctrl-D or the end of input.
///
/// The session owns the position (``Navigator``) and turns each key's command into words from
/// ``ExploreNarration`` and sounds from ``PointSonifier``, which the ``Announcer`` prints, speaks
/// and plays. It knows nothing of terminals: its keys come from a ``KeyReader``.
struct ExploreSession {
  let description: ChartDescription
  let narration: ExploreNarration
  let sonifier: PointSonifier
  let announcer: Announcer
  /// Whether the status line shows a braille sparkline of the series.
  let showsBraille: Bool
  private(set) var navigator: Navigator

  init(
    description: ChartDescription, narration: ExploreNarration, sonifier: PointSonifier,
    announcer: Announcer,
    showsBraille: Bool
  ) throws(CLIError) {
    guard let navigator = Navigator(xColumns: description.chart.series.map(\.x)) else {
      throw CLIError.failure("the chart has no points to explore")
    }
    self.description = description
    self.narration = narration
    self.sonifier = sonifier
    self.announcer = announcer
    self.showsBraille = showsBraille
    self.navigator = navigator
  }

  var chart: ChartDescriptor { description.chart }

  /// Announces the chart and its first point, then follows the keys until one quits or they end.
  ///
  /// - Throws: A failure when a phrase is missing from the locale's file or output fails.
  mutating func run(keys: inout KeyReader) throws(CLIError) {
    try words {
      let opening = try narration.opening()
      let heading = chart.series.count > 1 ? [try narration.series(navigator.series)] : []
      try showPoint(before: [opening] + heading)
    }
    while let key = try keys.next() {
      let command = ExploreCommand(key)
      if command == .quit { return }
      try perform(command)
    }
  }

  /// Carries out one command.
  mutating func perform(_ command: ExploreCommand) throws(CLIError) {
    try words {
      switch command {
      case .move(let move):
        switch navigator.perform(move) {
        case .point: try showPoint()
        case .series: try showPoint(before: [try narration.series(navigator.series)])
        case .edge(let edge): try announcer.say([try narration.message(edge)])
        }
      case .summary:
        try announcer.say(description.narration.summary)
      case .altText:
        try announcer.say([description.narration.alt])
      case .context:
        try announcer.say([
          try narration.comparison(of: navigator.index, inSeries: navigator.series)
        ])
      case .help:
        try announcer.say(try narration.help())
      case .legend:
        let plan = try TonePlan(descriptor: chart, style: sonifier.style)
        let legend = AudioLegend(plan: plan, descriptor: chart)
        try announcer.say(
          try Narrator(book: description.book).legendSentences(
            legend, chart: chart, analysis: description.analysis))
      case .play:
        // The caption ("Audio graph of Revenue: 6 tones."), spoken, then the tones.
        let plan = try sonifier.plan(series: navigator.series)
        let narrator = Narrator(book: description.book)
        try announcer.say(
          try plan.groups.map { group throws(NarrationError) in
            try narrator.toneCaption(group, chart: chart)
          },
          then: announcer.playsTones ? ToneRenderer.render(plan) : nil)
      case .stop:
        announcer.stop()
      case .unknown:
        try announcer.say([try narration.message(.unknownKey)])
      case .ignore, .quit:
        break
      }
    }
  }

  /// Announces the current point (after `before`), with its tone and the braille sparkline.
  private func showPoint(before: [Phrase] = []) throws(CLIError) {
    try words {
      let (series, index) = (navigator.series, navigator.index)
      let point = try narration.point(index, inSeries: series)
      let tone =
        announcer.playsTones
        ? ToneRenderer.render(sonifier.plan(point: index, inSeries: series)) : nil
      let sparkline =
        showsBraille || announcer.braille != nil
        ? BrailleSparkline.render(chart.series[series].y, cursor: index) : nil
      try announcer.show(
        point: point, sparkline: showsBraille ? sparkline : nil, before: before, tone: tone)
      announcer.showOnDisplay(point: point, sparkline: sparkline)
    }
  }

  /// Runs `body`, turning a missing or broken phrase into a one-line failure.
  private func words(_ body: () throws -> Void) throws(CLIError) {
    do {
      try body()
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError(error)
    }
  }
}
