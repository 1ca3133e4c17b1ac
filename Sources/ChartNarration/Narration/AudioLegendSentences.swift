import ChartAudio
import ChartModel
import Foundation

extension Narrator {
  /// The spoken legend of an audio graph: what pitch, left-to-right and each timbre and earcon
  /// mean, said before the tones play (`sonification.md` §7).
  ///
  /// - Complexity: O(*s* + *e*) in the series and earcons of the legend.
  public func legendSentences(
    _ legend: AudioLegend, chart: ChartDescriptor, analysis: ChartAnalysis
  ) throws(NarrationError) -> [Phrase] {
    let c = NarrationContext(chart: chart, analysis: analysis, book: book, policy: policy)
    var sentences: [Phrase] = []
    if let low = legend.valueAtLowestPitch, let high = legend.valueAtHighestPitch {
      let (small, large) = (min(low, high), max(low, high))
      sentences.append(
        try c.render(
          legend.isInverted ? "audio.legend.pitchInverted" : "audio.legend.pitch",
          ["measure": try c.measure(), "low": try c.value(small), "high": try c.value(large)]))
      if legend.isLogarithmic {
        sentences.append(try c.render("audio.legend.pitchLog", ["measure": try c.measure()]))
      }
    }
    if let start = legend.xStart, let end = legend.xEnd, start != end {
      let range = try c.render("range.fromTo", ["from": try phrase(start, c), "to": try phrase(end, c)])
      if chart.xAxis.type == .temporal, case .date(let first) = start, case .date(let last) = end {
        let dates = try c.dates.range(
          from: first.timeIntervalSince1970, to: last.timeIntervalSince1970, unit: chart.xAxis.timeUnit ?? .day)
        sentences.append(
          try c.render(legend.pansByX ? "audio.legend.pan" : "audio.legend.order", ["range": dates.argument]))
      } else {
        sentences.append(
          try c.render(legend.pansByX ? "audio.legend.pan" : "audio.legend.order", ["range": range.argument]))
      }
    }
    if legend.series.count > 1 {
      let names = legend.series.map { PhraseArgument(verbatim: $0.seriesName) }
      sentences.append(try c.render("audio.legend.seriesOrder", ["list": try c.list(names, limit: names.count)]))
      for group in legend.series.prefix(4) {
        sentences.append(
          try c.render(
            "audio.legend.timbre",
            [
              "series": PhraseArgument(verbatim: group.seriesName),
              "timbre": try c.render("audio.timbre.\(group.timbre.rawValue)", [:]).argument,
            ]))
      }
    }
    let total = chart.series.filter { !$0.isEmpty }.count
    if legend.series.count < total {
      sentences.append(
        try c.render(
          "audio.legend.seriesLimited",
          ["played": try c.numbers.count(legend.series.count), "total": try c.numbers.count(total)]))
    }
    for group in legend.series where group.isReduced {
      sentences.append(
        try c.render(
          "audio.legend.reduced",
          [
            "series": PhraseArgument(verbatim: group.seriesName.isEmpty ? chart.yAxis.title : group.seriesName),
            "played": try c.numbers.count(group.playedPointCount),
            "original": try c.numbers.count(group.originalPointCount),
          ]))
    }
    let earcons = Set(legend.earcons)
    if earcons.contains(.seriesStart) || earcons.contains(.seriesEnd) {
      sentences.append(try c.render("audio.earcon.boundaries", [:]))
    }
    if earcons.contains(.maximum), earcons.contains(.minimum) {
      sentences.append(try c.render("audio.earcon.extremes", [:]))
    } else if earcons.contains(.maximum) {
      sentences.append(try c.render("audio.earcon.maximum", [:]))
    } else if earcons.contains(.minimum) {
      sentences.append(try c.render("audio.earcon.minimum", [:]))
    }
    if !legend.crossedReferenceLines.isEmpty || legend.marksZeroCrossings {
      var lines: [PhraseArgument] = []
      for index in legend.crossedReferenceLines where chart.referenceLines.indices.contains(index) {
        let line = chart.referenceLines[index]
        if let label = line.label {
          lines.append(PhraseArgument(verbatim: c.inSentence(label)))
        } else {
          lines.append(try c.value(line.value))
        }
      }
      if legend.marksZeroCrossings { lines.append(try c.render("audio.zeroLine", [:]).argument) }
      sentences.append(try c.render("audio.earcon.crossings", ["lines": try c.list(lines)]))
    }
    if legend.hasMissingValueCues {
      sentences.append(try c.render("audio.missing", [:]))
    }
    return sentences
  }

  /// The audio legend in one short sentence, said by default before the tones: what pitch means
  /// ("Higher pitch means higher revenue."). The range, the left-to-right order and each sound
  /// are in the full legend (``legendSentences(_:chart:analysis:)``, `speak --legend full` and
  /// `explore`'s `e` key); the spoken alt text or summary has already said the chart's span.
  ///
  /// - Returns: `[]` when no value sounds (no finite data).
  /// - Complexity: O(1).
  public func legendSentence(
    _ legend: AudioLegend, chart: ChartDescriptor, analysis: ChartAnalysis
  ) throws(NarrationError) -> [Phrase] {
    guard legend.valueAtLowestPitch != nil, legend.valueAtHighestPitch != nil else { return [] }
    let c = NarrationContext(chart: chart, analysis: analysis, book: book, policy: policy)
    return [
      try c.render(
        legend.isInverted ? "audio.legend.shortInverted" : "audio.legend.short", ["measure": try c.measure()])
    ]
  }

  /// The caption of one series' tones, for transcripts.
  public func toneCaption(_ group: ToneGroup, chart: ChartDescriptor) throws(NarrationError) -> Phrase {
    let numbers = NumberPhrasing(book: book)
    let name = group.seriesName.isEmpty ? chart.yAxis.title : group.seriesName
    return try numbers.render(
      "audio.caption.tones",
      ["series": PhraseArgument(verbatim: name), "count": try numbers.count(group.playedPointCount)])
  }

  private func phrase(_ value: XValue, _ c: NarrationContext) throws(NarrationError) -> PhraseArgument {
    switch value {
    // A year of a year axis is said as a year ("od dwa tysiące dwudziestego pierwszego roku").
    case .number(let number) where c.xIsYears && number == number.rounded() && abs(number) < 1e6:
      c.numbers.axisYear(Int(number))
    case .number(let number): try c.numbers.number(number, precision: .exact)
    case .category(let name): c.yearMarked(PhraseArgument(verbatim: name))
    case .date(let date): try c.x(date.timeIntervalSince1970)
    }
  }
}
