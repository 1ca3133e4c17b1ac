import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartNarration

/// The truth check of `content.md` §5, for English: every number a description says is a data
/// value, an x value, a count or a computed statistic (within the rounding the text admits), and
/// every direction word agrees with the trend test.
@Suite struct FactConsistencyTests {
  /// Numbers the chart and its analysis can justify.
  static func facts(_ chart: ChartDescriptor, _ analysis: ChartAnalysis) -> [Double] {
    var facts: [Double] = []
    for series in chart.series {
      facts += series.y.filter(\.isFinite)
      // The change between the first and last buckets the data covers in full (fx23).
      let full = zip(series.x, series.y).filter { $0.1.isFinite && !chart.partialBuckets.contains($0.0) }
      if !chart.partialBuckets.isEmpty, let first = full.first?.1, let last = full.last?.1, first != 0 {
        facts += [abs(last - first), 100 * abs(last - first) / abs(first)]
      }
      facts += Array(1...max(1, series.count)).map(Double.init)  // positions "4 of 6" and counts
      if chart.xAxis.type == .numeric { facts += series.x }
      if chart.xAxis.type == .temporal {
        for x in series.x {
          let date = CivilDate(secondsSince1970: x)
          facts += [Double(date.year), Double(date.day)]
          // Clock readings, on a 24- or a 12-hour clock ("00:00" may be said "12 at night").
          let twelve = date.hour % 12 == 0 ? 12 : date.hour % 12
          facts += [Double(date.hour), Double(twelve), Double(date.minute)]
        }
      }
    }
    // The years of dated category labels ("Q1 2023", said "the first quarter of 2023").
    if let time = chart.xAxis.timeCategories {
      switch time.kind {
      case .quarter: facts += time.indices.filter { $0 >= 4 }.map { Double($0 / 4) }
      case .half: facts += time.indices.filter { $0 >= 2 }.map { Double($0 / 2) }
      default: break
      }
    }
    // Stacks inside groups: each part's values.
    for part in chart.stackParts { facts += part.y.filter(\.isFinite) }
    for s in analysis.series.compactMap({ $0 }) {
      facts += [s.mean, s.median, s.change, abs(s.change), Double(s.count), Double(s.missing)]
      if let percent = s.percentChange { facts.append(abs(percent)) }
      if let slope = s.trend?.theilSen.slope {
        facts.append(abs(slope * chart.xAxis.slopeUnit(cadence: s.gaps.cadence).scale))
      }
    }
    for line in analysis.referenceLines {
      facts += [line.line.value, Double(line.above), Double(line.below), Double(line.above + line.below + line.on)]
      facts.append(Double(line.crossingCount))
    }
    // Issue 3's statistics: every one the narration may say.
    func dateFacts(_ x: Double) -> [Double] {
      guard chart.xAxis.type == .temporal else { return [x] }
      let date = CivilDate(secondsSince1970: x)
      return [Double(date.year), Double(date.day)]
    }
    var all = analysis.series.compactMap { $0 }
    if let totals = analysis.totals { all.append(totals) }
    for s in all {
      facts += [s.min.y, s.max.y, s.first.y, s.last.y]
      for segment in s.shape?.segments ?? [] { facts += [segment.from.y, segment.to.y] }
      facts += s.outliers.outliers.map(\.point.y) + [Double(s.outliers.count)]
      facts += [Double(s.gaps.gapCount), Double(s.gaps.periodGapCount), Double(s.gaps.missingPeriods)]
      for gap in s.gaps.gaps { facts += [Double(gap.count)] + dateFacts(gap.from) + dateFacts(gap.to) }
      if let rolling = s.rolling {
        facts += [Double(rolling.window), rolling.first.y, rolling.last.y, rolling.min.y, rolling.max.y]
      }
    }
    if let parts = analysis.partToWhole {
      facts += parts.shares.map { 100 * $0.share } + [100 * parts.topTwoShare, Double(parts.shares.count - 1)]
      // The whole the slices make ("4,520 of 11,140").
      facts.append(parts.shares.map(\.value).reduce(0, +))
      // A shift in points, said to the decimals at which it adds up with its two shares.
      for shift in parts.shifts { facts += [100 * shift.first, 100 * shift.last, abs(shift.points)] }
      facts += parts.totals?.y ?? []
      facts.append(Double(parts.leaders.compactMap { $0 }.count))
      var leads = [Int: Int]()
      for leader in parts.leaders.compactMap({ $0 }) { leads[leader, default: 0] += 1 }
      facts += leads.values.map(Double.init)
    }
    if chart.stacking == .normalized { facts.append(100) }  // "100% stacked bar chart"
    if let comparison = analysis.comparison {
      facts += [Double(comparison.leaderCount), Double(comparison.comparedCount), Double(comparison.crossingCount)]
      facts += comparison.wins.map(Double.init)
      if let largest = comparison.largestDifference { facts.append(abs(largest.y)) }
      if let gap = comparison.gap { facts += [abs(gap.first), abs(gap.last)] }  // "led by 2,100 at the start"
      facts.append(Double(max(0, chart.series.count - 2)))  // "the other 6 series"
    }
    if let r = analysis.correlation {
      facts += [r.pearson, r.spearman, abs(r.slope), 1]
      // The slope is said per a round step of x ("1.5 lower for each additional 10").
      let xs = chart.series.flatMap(\.x).filter(\.isFinite)
      if let low = xs.min(), let high = xs.max() {
        let step = ContentPlan.slopeStep(xRange: high - low)
        facts += [step, abs(r.slope) * step]
      }
    }
    if let x = analysis.xSpread, let y = analysis.ySpread {
      facts += [x.lowerBound, x.upperBound, y.lowerBound, y.upperBound]
    }
    if let radar = analysis.radar { facts.append(Double(radar.axes.count)) }
    if let clusters = analysis.clusters {
      facts += [Double(clusters.k)] + clusters.centres.flatMap { [$0.x, $0.y] }
    }
    if let window = analysis.sparkline, let age = window.lastPointAge {
      let unit = chart.xAxis.slopeUnit(cadence: analysis.series.first??.gaps.cadence)
      facts.append((age / unit.scale).rounded())
    }
    // Readouts of long series are read in groups.
    facts.append(Double(DescriptionPolicy.standard.readoutGroups))
    facts.append(Double(chart.series.count))
    facts += [1, 2]  // the readout's "axis 1 of 2", "axis 2 of 2"
    facts.append(Double(chart.xAxis.categories.count))
    // Error bars and boxes (issue 15): each range's ends, each box's statistics and outliers.
    for ranges in chart.uncertainty { facts += ranges.lower + ranges.upper }
    for box in chart.boxes {
      facts += [box.median, box.lowerQuartile, box.upperQuartile, box.lowerWhisker, box.upperWhisker]
      facts += [box.minimum, box.maximum, Double(box.outliers), Double(box.count)]
    }
    facts.append(Double(chart.boxes.reduce(0) { $0 + $1.outliers }))
    return facts
  }

  /// Numbers in English display text: "$1,200", "-£2,100", "7.84 billion", "19%". Clock times and
  /// digits inside names (from the data) are left out by the caller's choice of text.
  /// Each number with the tolerance its digits admit: half a unit in the last significant digit
  /// ("51,000" covers 50,500 to 51,500; "7.84 billion" covers 7.835 to 7.845 billion).
  static func numbers(in text: String) -> [(value: Double, tolerance: Double)] {
    LocaleClaimsChecker.englishNumbers(text)
  }

  @Test(arguments: NarrationGoldenTests.fixtures) func everyNumberTracesToTheData(_ fixture: URL) throws {
    let description = try NarrationGoldenTests.describe(fixture, locale: "en")
    let chart = description.chart
    let facts = Self.facts(chart, description.analysis)
    // Author text and names are the author's words, not computed facts: leave them out.
    var authored = [chart.title, chart.summary ?? "", chart.context ?? ""] + chart.series.map(\.name)
    authored += chart.xAxis.categories
    var sentences = [description.narration.alt.display] + description.narration.summary.map(\.display)
    sentences += description.narration.readout.map(\.phrase.display)
    for sentence in sentences {
      var text = sentence
      for author in authored where !author.isEmpty { text = text.replacingOccurrences(of: author, with: "") }
      for number in Self.numbers(in: text) {
        let justified = facts.contains { abs($0 - number.value) <= number.tolerance }
        #expect(justified, "\(fixture.lastPathComponent): \(number.value) in \"\(sentence)\" matches no fact")
      }
    }
  }

  /// The scale words of a locale's speech text and their powers, read from its own `scale.*`
  /// phrases (rendered with a few numbers, so every plural form is seen). A scale may be several
  /// words ("mil millones"), so each is the whole text after the number; longest first, so the
  /// longer phrase wins over its own last word.
  static func scaleWords(_ book: PhraseBook) throws -> [(word: String, power: Double)] {
    let numbers = NumberPhrasing(book: book)
    var words: [(word: String, power: Double)] = []
    for power in [1e6, 1e7, 1e9, 1e11, 1e12] {
      for value in [1.0, 2, 5, 11, 1.5] {
        let text = try numbers.number(value * power, precision: .significant(2), hedge: false).speech.text
        let tokens = text.split(whereSeparator: { $0.isWhitespace })
        guard let last = tokens.lastIndex(where: { $0.contains(where: \.isNumber) }),
          let mantissa = Double(tokens[last].replacingOccurrences(of: book.numbers.decimal, with: "."))
        else { continue }
        let word = tokens[(last + 1)...].joined(separator: " ")
        // The word's power, from the number said before it: "12 लाख" for 1.2 million is 10⁵.
        let scale = pow(10, (log10(value * power / mantissa)).rounded())
        if !word.isEmpty, !words.contains(where: { $0.word == word }) { words.append((word, scale)) }
      }
    }
    return words.sorted { $0.word.count > $1.word.count }
  }

  /// Numbers in a locale's speech text — ASCII digits, no grouping, the locale's decimal
  /// separator, scale words after the number — each with the tolerance its digits admit. Signs
  /// are said as words ("minus"), so magnitudes are compared.
  static func numbers(inSpeech text: String, book: PhraseBook, scales: [(word: String, power: Double)]) -> [(
    value: Double, tolerance: Double
  )] {
    let decimal = NSRegularExpression.escapedPattern(for: book.numbers.decimal)
    let words = scales.map { NSRegularExpression.escapedPattern(for: $0.word) }.joined(separator: "|")
    let pattern =
      #"(?<![\w:])\d+("# + decimal + #"\d+)?(?![\d:])(\s+("# + (words.isEmpty ? "$^" : words) + #")(?!\w))?"#
    let regex = CompiledPatterns.expression(pattern)!
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
      let numberRange = Range(match.range(at: 0), in: text)!
      var token = String(text[numberRange])
      var scale = 1.0
      if let wordRange = Range(match.range(at: 3), in: text) {
        let word = String(text[wordRange])
        scale = scales.first { $0.word == word }?.power ?? 1
        token = String(text[numberRange.lowerBound..<text.index(before: wordRange.lowerBound)])
          .trimmingCharacters(in: .whitespaces)
      }
      token = token.replacingOccurrences(of: book.numbers.decimal, with: ".")
      return LocaleClaimsChecker.stated(token, scale: scale)
    }
  }

  /// The truth check in every language: every number in the speech text of every tier matches a
  /// data value or statistic within its rounding.
  @Test(arguments: NarrationGoldenTests.fixtures, NarrationGoldenTests.locales)
  func everyNumberTracesToTheDataInEveryLocale(_ fixture: URL, _ locale: String) throws {
    let description = try NarrationGoldenTests.describe(fixture, locale: locale)
    let chart = description.chart
    // A category that is a number (a year, "2014") is the data's own label; speech may spell it
    // for its case ("w dwa tysiące czternastym roku"), so it is read back as that number.
    let facts = (Self.facts(chart, description.analysis) + chart.xAxis.categories.compactMap { Double($0) }).map(abs)
    let scales = try Self.scaleWords(description.book)
    var authored = [chart.title, chart.summary ?? "", chart.context ?? ""] + chart.series.map(\.name)
    authored += chart.xAxis.categories + [chart.xAxis.title, chart.yAxis.title]
    authored = authored.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    let narration = description.narration
    let spelled = SpelledNumbers(description.book)
    for phrase in [narration.alt] + narration.summary + narration.readout.map(\.phrase) {
      var text = phrase.speech
      for words in authored { text = text.replacingOccurrences(of: words, with: " ") }
      // Numbers spelled for their case ("od dwustu jeden") are read back as digits.
      text = spelled.digits(text)
      for number in Self.numbers(inSpeech: text, book: description.book, scales: scales) {
        let justified = facts.contains { abs($0 - number.value) <= number.tolerance }
        #expect(
          justified, "\(locale) \(fixture.lastPathComponent): \(number.value) in \"\(phrase.speech)\" matches no fact")
      }
    }
  }

  /// The unit a locale's speech names is the chart's own: a word of another unit's spoken form
  /// (rendered for several values, so every plural form is seen; words the phrase file uses
  /// elsewhere left out) never appears. Percent and percentage points may appear on any chart.
  @Test(arguments: NarrationGoldenTests.fixtures, NarrationGoldenTests.locales)
  func unitWordsNameTheChartUnitInEveryLocale(_ fixture: URL, _ locale: String) throws {
    let description = try NarrationGoldenTests.describe(fixture, locale: locale)
    let book = description.book
    let numbers = NumberPhrasing(book: book)
    func words(_ unit: String?) throws -> Set<String> {
      var result = Set<String>()
      for value in [1.0, 2, 5, 22, 1.5, 2e6] {
        let text = try numbers.number(value, unit: unit).speech.text
        result.formUnion(text.split(separator: " ").filter { !$0.contains(where: \.isNumber) }.map(String.init))
      }
      return result
    }
    var common = try words(nil).union(try words("%")).union(try words("pp"))
    for id in book.phraseIDs where !id.hasPrefix("unit.") {
      common.formUnion(try book.template(id).source.split(whereSeparator: { !$0.isLetter }).map(String.init))
    }
    // Numerals a grammatical form spells ("dwie" terawatogodziny, "jedna" seria) are no unit words.
    for form in book.inflections.values {
      for word in Array(form.cardinal.values) + Array(form.ordinal.values) {
        common.formUnion(word.split(whereSeparator: { !$0.isLetter }).map(String.init))
      }
    }
    let chartUnit = description.chart.yAxis.unit ?? ""
    common.formUnion(try words(chartUnit))
    let units = book.phraseIDs.filter { $0.hasPrefix("unit.") && !$0.hasSuffix(".speech") && $0 != "unit.other" }
    let chart = description.chart
    var authored = [chart.title, chart.summary ?? "", chart.context ?? ""] + chart.series.map(\.name)
    authored += chart.xAxis.categories + [chart.xAxis.title, chart.yAxis.title]
    let narration = description.narration
    let spoken = ([narration.alt] + narration.summary + narration.readout.map(\.phrase)).map { phrase in
      authored.filter { !$0.isEmpty }.reduce(phrase.speech) { $0.replacingOccurrences(of: $1, with: " ") }
    }
    let tokens = Set(spoken.flatMap { $0.split(whereSeparator: { !$0.isLetter }).map(String.init) })
    for id in units {
      let unit = String(id.dropFirst("unit.".count))
      for word in try words(unit).subtracting(common) where tokens.contains(word) {
        Issue.record("\(locale) \(fixture.lastPathComponent): '\(word)' (\(unit)) on a chart in '\(chartUnit)'")
      }
    }
  }

  @Test(arguments: NarrationGoldenTests.fixtures) func directionWordsMatchTheTest(_ fixture: URL) throws {
    let description = try NarrationGoldenTests.describe(fixture, locale: "en")
    let chart = description.chart
    guard chart.series.count == 1, chart.kind != .scatter, chart.xAxis.type != .categorical,
      let s = description.analysis.series[0]
    else { return }
    let text = ([description.narration.alt.display] + description.narration.summary.map(\.display))
      .joined(separator: " ")
    let direction = s.trend?.direction ?? .none
    if text.contains(" rose") || text.contains(" increased") {
      #expect(direction == .rising, "\(fixture.lastPathComponent) says it rose")
    }
    if text.contains(" fell") || text.contains(" decreased") {
      #expect(direction == .falling, "\(fixture.lastPathComponent) says it fell")
    }
    // The shape's words ("climbed", "dropped") belong to its segments.
    let segments = s.shape?.segments.map(\.direction) ?? []
    if text.contains(" climbed") {
      #expect(segments.contains(.rising), "\(fixture.lastPathComponent) says it climbed")
    }
    if text.contains(" dropped") {
      #expect(segments.contains(.falling), "\(fixture.lastPathComponent) says it dropped")
    }
    if direction == .none, (s.trend?.mannKendall.pValue ?? 1) >= 0.10, s.count >= 5, !s.isConstant {
      #expect(text.contains("no clear trend"), "\(fixture.lastPathComponent) has no trend but does not say so")
    }
  }

  @Test func theCheckerCatchesAnInventedNumber() throws {
    let chart = try NarrationGoldenTests.loadChart(
      RepositoryPaths.examples.appendingPathComponent("monthly-revenue.json"))
    let facts = Self.facts(chart, ChartAnalysis(chart))
    let invented = Self.numbers(in: "Revenue peaked at $51,000 in July.")
    #expect(invented.count == 1)
    #expect(!facts.contains { abs($0 - invented[0].value) <= invented[0].tolerance })
    let stated = Self.numbers(in: "The highest was $49,100.")
    #expect(facts.contains { abs($0 - stated[0].value) <= stated[0].tolerance })
    #expect(Self.numbers(in: "at 09:05, 7.84 billion, -£2,100").map(\.value) == [7.84e9, -2100])
    let book = try PhraseBook.load(locale: "en", directory: RepositoryPaths.locales)
    let speech = Self.numbers(
      inSpeech: "about 1.2 million dollars, then minus 38800 at 09:05; 2 billion", book: book,
      scales: try Self.scaleWords(book))
    #expect(speech.map(\.value) == [1.2e6, 38_800, 2e9])
    #expect(speech[0].tolerance > 49_999 && speech[0].tolerance < 50_001)
  }

  @Test func theBundledExampleStatesTheTruth() throws {
    let url = RepositoryPaths.examples.appendingPathComponent("monthly-revenue.json")
    let chart = try NarrationGoldenTests.loadChart(url)
    let description = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales)
    let s = try #require(description.analysis.series[0])
    #expect(s.min.y == 38_800 && s.max.y == 49_100)
    #expect(s.trend?.direction == TrendDirection.none)
    #expect(description.analysis.referenceLines.first?.above == 2)
    let summary = description.narration.summaryText(.display)
    // No tested peak or valley: the extremes and the ends are stated as facts, each once (the
    // highest is the last value, said with the end).
    #expect(summary.contains("The lowest value was $38,800 in April."))
    #expect(!summary.contains("the highest was $49,100"))
    #expect(summary.contains("ended at $49,100 in June"))
    #expect(summary.contains("no clear trend"))
    #expect(summary.contains("2 of 6 months"))
  }
}
