import ChartModel
package import ChartSupport
import Foundation

/// A set of charts described (a Vega-Lite `concat`, `repeat` or facet): one alt text for the
/// whole, a summary that compares the views where they plot the same measure, and one readout
/// node per view with that view's own readout beneath it.
///
///     let set = try VegaLiteReader.readSet(bytes, source: "weather.vl.json")
///     let description = try ChartSetDescription(set, locale: "en")
///     print(description.narration.alt.display)   // "3 line charts of temperature, one per city: …"
///
/// Each view is also described alone, as ``ChartDescription`` describes a chart (``views``):
/// every fact the set states of a view is one of that view's own facts or the mean of its drawn
/// values.
public struct ChartSetDescription: Sendable {
  public var set: ChartSet
  /// Each view described alone, in reading order.
  public var views: [ChartDescription]
  /// The views compared where they share a measure.
  public var comparison: ViewComparison?
  /// The set's alt text, summary and readout (a node a view, the view's readout beneath it).
  public var narration: Narration
  public var levels: Set<NarrationLevel>
  public let book: PhraseBook

  /// Describes a set with the phrase file of `locale`.
  public init(
    _ set: ChartSet, locale: String = "en", levels: Set<NarrationLevel> = Set(NarrationLevel.allCases),
    policy: DescriptionPolicy = .standard, verbosity: ReadoutVerbosity = .terse, localesDirectory: URL? = nil
  ) throws(NarrationError) {
    try self.init(
      set, book: try PhraseBook.load(locale: locale, directory: localesDirectory), levels: levels, policy: policy,
      verbosity: verbosity)
  }

  /// Describes a set with a phrase book already loaded.
  ///
  /// - Throws: ``NarrationError`` when the phrase book lacks a phrase.
  /// - Complexity: that of describing each view, plus O(*n*) in the points for the comparison.
  public init(
    _ set: ChartSet, book: PhraseBook, levels: Set<NarrationLevel> = Set(NarrationLevel.allCases),
    policy: DescriptionPolicy = .standard, verbosity: ReadoutVerbosity = .terse
  ) throws(NarrationError) {
    self.book = book
    self.levels = levels
    var viewLevels = levels
    if levels.contains(.readout) { viewLevels.insert(.alt) }
    var views: [ChartDescription] = []
    for view in set.views {
      views.append(
        try ChartDescription(view.chart, book: book, levels: viewLevels, policy: policy, verbosity: verbosity))
    }
    // The facts compared are those of the charts as described (readable names, buckets).
    var described = set
    for index in described.views.indices { described.views[index].chart = views[index].chart }
    // Fields that split the views are named as words (`Weight_in_lbs` → "Weight in lbs"), as the
    // charts' own axes are; a facet's labels are data values and stay as written.
    described.facetFields = described.facetFields.map(Self.readable)
    // A row and a column of fields repeated: one view a pair of fields.
    let pairs =
      described.arrangement == .repeat && described.views.count > 1
      && described.views.allSatisfy { $0.label.components(separatedBy: ", ").count == 2 }
    if described.arrangement == .repeat {
      for index in described.views.indices {
        // A row and a column repeated: both fields, each in words, said as the one plotted
        // against the other ("Horsepower against Acceleration") where they are the view's axes.
        let fields = described.views[index].label.components(separatedBy: ", ").map(Self.readable)
        described.views[index].label = fields.joined(separator: ", ")
        if let pair = try Self.pairLabel(fields, chart: views[index].chart, book: book) {
          described.views[index].label = pair
        }
      }
    }
    self.set = described
    self.views = views
    comparison = ViewComparison(described, analyses: views.map(\.analysis))
    // Scatter plots repeated over other fields of the same rows draw the same values of the
    // measure: their means differ only by the rows each leaves out, which is nothing to compare.
    if described.arrangement == .repeat, let compared = comparison,
      compared.views.allSatisfy({ described.views[$0].chart.kind == .scatter })
    {
      comparison = nil
    }
    var writer = ChartSetNarrator(set: described, views: views, comparison: comparison, book: book, policy: policy)
    writer.pairs = pairs
    let summary = levels.contains(.summary) ? try writer.summary() : []
    narration = Narration(
      locale: book.locale,
      alt: levels.contains(.alt) ? try writer.alt() : Phrase(display: "", speech: ""),
      summary: summary,
      readout: levels.contains(.readout) ? try writer.readout() : [],
      orientationCount: summary.isEmpty ? 0 : 1,
      notices: try writer.notices(levels: levels))
  }
}

extension ChartSetDescription {
  /// Two repeated fields that are a view's y and x axes, said as one plotted against the other
  /// ("Horsepower against Acceleration"); `nil` for any other label.
  static func pairLabel(_ fields: [String], chart: ChartDescriptor, book: PhraseBook) throws(NarrationError)
    -> String?
  {
    guard fields.count == 2 else { return nil }
    let y = readable(chart.yAxis.title)
    let x = readable(chart.xAxis.title)
    guard Set(fields) == Set([y, x]) else { return nil }
    let phrase = try NumberPhrasing(book: book).render(
      "set.view.against", ["y": PhraseArgument(verbatim: y), "x": PhraseArgument(verbatim: x)])
    return phrase.display
  }

  /// A field's name as words when it is an identifier (`Weight_in_lbs` → "Weight in lbs",
  /// `load_mw` → "load MW"), else as written.
  static func readable(_ field: String) -> String {
    ChartDescriptor.readable(field) == nil ? field : ChartDescriptor.words(field)
  }
}

/// Chooses and words the sentences of a set.
struct ChartSetNarrator {
  let set: ChartSet
  let views: [ChartDescription]
  let comparison: ViewComparison?
  let book: PhraseBook
  let policy: DescriptionPolicy
  /// Renders with the compared views' measure and unit (the first view's when none is compared).
  let context: NarrationContext
  /// The views are a repeat of a row and a column of fields, one view a pair of them.
  var pairs = false

  init(
    set: ChartSet, views: [ChartDescription], comparison: ViewComparison?, book: PhraseBook, policy: DescriptionPolicy
  ) {
    self.set = set
    self.views = views
    self.comparison = comparison
    self.book = book
    self.policy = policy
    let index = comparison?.views.first ?? 0
    context = NarrationContext(chart: views[index].chart, analysis: views[index].analysis, book: book, policy: policy)
  }

  var capitalising: Narrator { Narrator(book: book, policy: policy) }

  /// "3 line charts", "3 choropleth maps", "3 heat maps" (views named as drawn, as each view's own
  /// description names it), or "3 charts" when their kinds differ or a view is left out (its kind
  /// is not known): every view the spec draws is counted.
  func charts() throws(NarrationError) -> PhraseArgument {
    let names = Set(set.views.map { Self.drawnName($0.chart) })
    var id = names.count == 1 && set.leftOutNumbers.isEmpty ? "set.charts.\(names.first!)" : "set.charts.mixed"
    // A kind drawn otherwise than its name says, without a plural of its own, is no bar chart.
    if !context.book.has(id) { id = "set.charts.mixed" }
    return try context.render(id, ["n": try context.numbers.count(set.viewCount)]).argument
  }

  /// What a view's own description names it by, as ``NarrationContext/kindName()`` chooses: its
  /// boxes, its cells, the marks that draw it, else its kind ("cells.colour", "boxplot", "bar").
  static func drawnName(_ chart: ChartDescriptor) -> String {
    if chart.drawnAs == .strip { return "drawn.strip" }
    if !chart.boxes.isEmpty { return "boxplot" }
    if let cells = chart.cells { return "cells.\(cells.rawValue)" }
    if let drawn = chart.drawnAs {
      // A band whose ranges are not described (a bootstrap interval) is read as its centre line.
      return "drawn.\(drawn.rawValue)" + (drawn == .band && chart.uncertainty.isEmpty ? ".centres" : "")
    }
    return chart.kind.rawValue
  }

  /// What tells each view from the others: its facet value or repeated field, else its title,
  /// else its measure; else what it shows ("bar chart of precipitation"); when these leave a view
  /// unnamed or two alike, every view is named by its number ("view 2").
  func viewNames() throws(NarrationError) -> [PhraseArgument] {
    var preferred: [PhraseArgument] = []
    for (index, view) in set.views.enumerated() {
      let other = [view.chart.title, context.inSentence(view.chart.yAxis.title)].first { !$0.isEmpty } ?? ""
      preferred.append(try label(index) ?? PhraseArgument(verbatim: other))
    }
    func distinct(_ names: [PhraseArgument]) -> Bool {
      let texts = names.map(\.display.text)
      return !texts.contains("") && Set(texts).count == texts.count
    }
    if distinct(preferred) { return preferred }
    var shown: [PhraseArgument] = []
    for index in set.views.indices {
      let view = NarrationContext(
        chart: views[index].chart, analysis: views[index].analysis, book: book, policy: policy)
      let kind = try view.kindName()
      shown.append(
        try view.render(
          "set.view.shows",
          [
            "kind": PhraseArgument(
              display: RenderedArgument(text: view.inSentence(kind.display.text)),
              speech: RenderedArgument(text: view.inSentence(kind.speech.text))),
            "measure": try view.measure(),
          ]
        ).argument)
    }
    if distinct(shown) { return shown }
    var numbered: [PhraseArgument] = []
    for number in set.viewNumbers {
      numbered.append(try context.render("set.view.number", ["n": try context.numbers.count(number)]).argument)
    }
    return numbered
  }

  /// A view's label: a recurring position named in the output language ("March"), else the
  /// facet value or repeated field as written; `nil` for a view without one.
  func label(_ index: Int) throws(NarrationError) -> PhraseArgument? {
    try ChartSetDescription.label(of: set.views[index], dates: context.dates)
  }

  func names(_ indices: [Int], limit: Int) throws(NarrationError) -> PhraseArgument {
    let all = try viewNames()
    return try context.list(indices.map { all[$0] }, limit: limit)
  }

  /// The facet fields ("city"; "year and sex" for a grid).
  func facetField() throws(NarrationError) -> PhraseArgument? {
    guard !set.facetFields.isEmpty else { return nil }
    let fields = set.facetFields.map { PhraseArgument(verbatim: context.inSentence($0)) }
    return try context.list(fields, limit: 2)
  }

  /// The measure every view plots, when they all plot one.
  var sharedMeasure: Bool { comparison.map { $0.views.count == set.views.count } ?? false }

  // MARK: - Alt

  /// One sentence of at most the policy's alt budget: the charts, what splits them, and the view
  /// highest on average when the views share a measure; else the views named.
  func alt() throws(NarrationError) -> Phrase {
    // One view described (the others left out): its own alt text says more than a count of one.
    if views.count == 1, let only = views.first, !only.narration.alt.display.isEmpty { return only.narration.alt }
    var arguments: [String: PhraseArgument] = ["charts": try charts()]
    var candidates: [Phrase] = []
    let measure = sharedMeasure ? try context.measure() : nil
    if let measure { arguments["measure"] = measure }
    if set.arrangement == .facet, let field = try facetField() {
      arguments["field"] = field
      let prefix = measure == nil ? "set.alt.facet.any" : "set.alt.facet"
      if let comparison, sharedMeasure, comparison.highest.count < comparison.views.count {
        arguments["highest"] = try names(comparison.highest, limit: 2)
        candidates.append(try context.render(prefix + ".highest", arguments))
      }
      for limit in [4, 2] {
        arguments["views"] = try names(Array(set.views.indices), limit: limit)
        candidates.append(try context.render(prefix, arguments))
      }
      candidates.append(try context.render(prefix + ".short", arguments))
    } else {
      let id = set.arrangement == .repeat ? (pairs ? "set.alt.repeat.pairs" : "set.alt.repeat") : "set.alt.views"
      for limit in [4, 2] {
        arguments["views"] = try names(Array(set.views.indices), limit: limit)
        candidates.append(try context.render(id, arguments))
      }
      candidates.append(try context.render("set.alt.short", arguments))
    }
    let fits = candidates.first { $0.display.count <= policy.maximumAltCharacters } ?? candidates.last!
    return capitalising.capitalised(fits)
  }

  // MARK: - Summary

  /// The orientation (how many charts, how laid out, of what), then at most five facts: where
  /// the shared measure is highest and lowest on average, where it trends up, down or neither,
  /// and the views left out.
  func summary() throws(NarrationError) -> [Phrase] {
    var sentences: [Phrase] = []
    var arguments: [String: PhraseArgument] = [
      "charts": try charts(), "views": try names(Array(set.views.indices), limit: 5),
    ]
    if let title = set.title.isEmpty ? nil : set.title { arguments["title"] = PhraseArgument(verbatim: title) }
    let arrangement = set.arrangement ?? .concat
    if arrangement == .facet, let field = try facetField() {
      arguments["field"] = field
      if sharedMeasure {
        arguments["measure"] = try context.measure()
        sentences.append(try context.render("set.orientation.facet", arguments))
      } else {
        sentences.append(try context.render("set.orientation.facet.any", arguments))
      }
    } else if arrangement == .vconcat, let columns = set.rowLengths.first {
      // Rows of views side by side: a grid, said by its rows ("in 2 rows of 4").
      arguments["rows"] = try context.numbers.count(set.rowLengths.count)
      arguments["columns"] = try context.numbers.count(columns)
      let even = set.rowLengths.allSatisfy { $0 == columns }
      sentences.append(try context.render(even ? "set.orientation.grid" : "set.orientation.rows", arguments))
    } else if pairs {
      // Long names of many views: the first few say what the views are.
      arguments["views"] = try names(Array(set.views.indices), limit: 3)
      sentences.append(try context.render("set.orientation.repeat.pairs", arguments))
    } else {
      sentences.append(try context.render("set.orientation.\(arrangement.rawValue)", arguments))
    }
    var facts: [Phrase] = []
    if let comparison {
      let measure: [String: PhraseArgument] = [
        "measure": try context.measure()
      ]
      if comparison.highest.count < comparison.views.count {
        let position = { (index: Int) in comparison.means[comparison.views.firstIndex(of: index)!] }
        let values = try context.values([position(comparison.highest[0]), position(comparison.lowest[0])])
        facts.append(
          try context.render(
            "set.mean.extremes",
            measure.merging([
              "highest": try names(comparison.highest, limit: 3), "high": values[0],
              "lowest": try names(comparison.lowest, limit: 3), "low": values[1],
            ]) { $1 }))
      }
      if !comparison.rising.isEmpty {
        facts.append(
          try context.render(
            "set.trend.rising", measure.merging(["views": try names(comparison.rising, limit: 3)]) { $1 }))
      }
      if !comparison.falling.isEmpty {
        facts.append(
          try context.render(
            "set.trend.falling", measure.merging(["views": try names(comparison.falling, limit: 3)]) { $1 }))
      }
      if !comparison.steady.isEmpty, comparison.rising.count + comparison.falling.count > 0 {
        facts.append(
          try context.render(
            "set.trend.none", measure.merging(["views": try names(comparison.steady, limit: 3)]) { $1 }))
      }
    }
    if let left = try leftOut() { facts.append(left) }
    // Issue 12's budget: the orientation and at most five facts; the views left out are kept.
    if facts.count > 5 { facts.remove(at: facts.count - 2) }
    return (sentences + facts).map(capitalising.capitalised)
  }

  /// "2 views are not described: view 3 and view 4.", or `nil` when every view is described.
  func leftOut() throws(NarrationError) -> Phrase? {
    let left = set.leftOutNumbers
    guard !left.isEmpty else { return nil }
    var items: [PhraseArgument] = []
    for number in left {
      items.append(try context.render("set.view.number", ["n": try context.numbers.count(number)]).argument)
    }
    return try context.render(
      "set.notDescribed", ["count": try context.numbers.count(left.count), "views": try context.list(items, limit: 3)])
  }

  /// The last sentences of every output of the set: the views left out (a fact of the summary,
  /// repeated here only when there is no summary), then the views' notices, each said once and
  /// named by the views it holds for ("View 2: Not described: the size channel (population).",
  /// "Views 1 and 3: …", "In every view: …"), in the order the views first hold them.
  ///
  /// - Complexity: O(*v* · *k*) for *v* views of at most *k* notices.
  func notices(levels: Set<NarrationLevel>) throws(NarrationError) -> [Phrase] {
    var sentences: [Phrase] = []
    if !levels.contains(.summary), let left = try leftOut() { sentences.append(left) }
    var grouped: [(notice: Phrase, views: [Int])] = []
    for (index, view) in views.enumerated() {
      for notice in view.narration.notices {
        if let at = grouped.firstIndex(where: { $0.notice == notice }) {
          grouped[at].views.append(index)
        } else {
          grouped.append((notice, [index]))
        }
      }
    }
    for (notice, holders) in grouped {
      if holders.count == views.count, views.count > 1 {
        sentences.append(try context.render("notice.inEveryView", ["notice": notice.argument]))
        continue
      }
      let name: Phrase
      if holders.count == 1 {
        name = try context.render("set.view.number", ["n": try context.numbers.count(set.viewNumbers[holders[0]])])
      } else {
        var numbers: [PhraseArgument] = []
        for index in holders { numbers.append(try context.numbers.count(set.viewNumbers[index])) }
        name = try context.render("set.view.numbers", ["list": try context.list(numbers, limit: numbers.count)])
      }
      sentences.append(
        try context.render(
          "notice.inView", ["view": capitalising.capitalised(name).argument, "notice": notice.argument]))
    }
    return sentences.map(capitalising.capitalised)
  }

  // MARK: - Readout

  /// One node a view ("View 2 of 3: New York."), its alt text, and the view's readout beneath;
  /// views are numbered among all the views drawn, those left out included.
  func readout() throws(NarrationError) -> [ReadoutLine] {
    var lines: [ReadoutLine] = []
    let numbers = set.viewNumbers
    for (index, view) in views.enumerated() {
      var arguments: [String: PhraseArgument] = [
        "n": try context.numbers.count(numbers[index]), "count": try context.numbers.count(set.viewCount),
        "alt": view.narration.alt.argument,
      ]
      let label = try label(index)
      if let label { arguments["label"] = label }
      lines.append(
        ReadoutLine(
          try context.render(label == nil ? "set.readout.view" : "set.readout.view.label", arguments), depth: 0))
      lines += view.narration.readout.map { ReadoutLine($0.phrase, depth: $0.depth + 1) }
    }
    return lines
  }
}

// MARK: - Speech

extension ChartSetDescription {
  /// What is said before a view's tones: "View 2 of 3: New York."
  public func spokenIntroduction(ofView index: Int) throws(NarrationError) -> Phrase {
    let numbers = NumberPhrasing(book: book)
    var arguments: [String: PhraseArgument] = [
      "n": try numbers.count(set.viewNumbers[index]), "count": try numbers.count(set.viewCount),
    ]
    let label = try Self.label(of: set.views[index], dates: DatePhrasing(numbers: numbers))
    if let label { arguments["label"] = label }
    return try numbers.render(label == nil ? "set.speak.view" : "set.speak.view.label", arguments)
  }

  /// A view's label in the output language, or `nil` for a view without one.
  static func label(of view: ChartView, dates: DatePhrasing) throws(NarrationError) -> PhraseArgument? {
    if let time = view.recurringLabel { return try dates.recurring(time) }
    return view.label.isEmpty ? nil : PhraseArgument(verbatim: view.label)
  }
}

// MARK: - Output

extension ChartSetDescription {
  /// Plain text of the requested tiers, as ``ChartDescription/text(_:)`` writes a chart's.
  public func text(_ style: TextStyle = .display) throws(NarrationError) -> String {
    try narration.text(style, levels: levels, book: book)
  }

  /// The requested tiers as Markdown, as ``ChartDescription/markdown(_:)`` writes a chart's.
  public func markdown(_ style: TextStyle = .display) throws(NarrationError) -> String {
    try narration.markdown(style, levels: levels, book: book)
  }

  /// The speech text of the requested tiers as SSML.
  public func ssml() -> String { narration.ssml(levels: levels) }

  /// The set as JSON: its texts (display and speech), how its views are arranged, the comparison
  /// of the views, and `views`, each view's description in the shape ``ChartDescription`` gives
  /// one chart, with its `label` and `path`.
  public func jsonText(pretty: Bool = false) -> String { json().serialized(pretty: pretty) }

  package func json() -> JSONOutput {
    // The facts' conformances and the encoder never throw.
    (try? JSONOutputEncoder.encode(facts)) ?? .object([])
  }

  /// The set as data, with the JSON's field names (`docs/json.md`).
  public var facts: ChartSetFacts {
    ChartSetFacts(
      title: set.title, composition: set.arrangement?.rawValue ?? "single", locale: narration.locale,
      text: narration.texts(.display, levels: levels), speech: narration.texts(.speech, levels: levels),
      readoutDepth: narration.readoutDepths(levels: levels), facetFields: set.facetFields,
      sharedScales: set.sharedScales,
      comparison: comparison.map { comparison in
        let numbers = { (views: [Int]) in views.map { $0 + 1 } }
        return .init(
          measure: comparison.measure, unit: comparison.unit, views: numbers(comparison.views),
          means: comparison.means, highest: numbers(comparison.highest), lowest: numbers(comparison.lowest),
          rising: numbers(comparison.rising), falling: numbers(comparison.falling),
          steady: numbers(comparison.steady))
      },
      views: zip(set.views, views).map { .init(label: $0.label, path: $0.path, description: $1.facts) },
      notices: set.notices.isEmpty ? nil : set.notices.map(ChartDescription.noticeFacts))
  }
}
