import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartNarration

/// Facts by salience, and the budgets of the alt text and the summary over every golden input in
/// every locale (issue 12 §2).
@Suite struct SalienceTests {
  static func fact(_ id: String, _ text: String? = nil) -> Phrase {
    Phrase(display: text ?? id, speech: text ?? id, id: id)
  }

  @Test func factsAreSaidMostSalientFirst() {
    let facts = [
      Self.fact("summary.trend.rising"), Self.fact("summary.extremes"), Self.fact("summary.outliers.one"),
      Self.fact("summary.volatility.volatile"),
    ]
    let effects = ["summary.trend.rising": 0.2, "summary.outliers.one": 0.9]
    let ordered = Salience.ordered(facts) { effects[$0] }.compactMap(\.id)
    #expect(
      ordered == ["summary.outliers.one", "summary.trend.rising", "summary.extremes", "summary.volatility.volatile"])
  }

  @Test func aFactWithoutARowKeepsItsPlaceAndContinuationsStayAttached() {
    let facts = [
      Self.fact("summary.trend.noneFluctuating"), Self.fact("summary.reference.above"),
      Self.fact("summary.reference.crossedOnce"), Self.fact("summary.somethingNew"),
      Self.fact("summary.extremes"),
    ]
    let ordered = Salience.ordered(facts) { _ in nil }.compactMap(\.id)
    #expect(
      ordered == [
        "summary.reference.above", "summary.reference.crossedOnce", "summary.somethingNew", "summary.extremes",
        "summary.trend.noneFluctuating",
      ])
  }

  /// "The other 6 series stayed between 13 and 26.9 °C." counts the series with no clause of
  /// their own: said before "Riga went from 6.6 to 9.3 °C.", it would be heard to include Riga.
  @Test func theOtherSeriesFollowEverySeriesClause() {
    let facts = [
      Self.fact("summary.seriesTrend.rising", "Oslo rose."), Self.fact("summary.seriesOthers"),
      Self.fact("summary.seriesTrend.fewPoints", "Riga went from 6.6 to 9.3."), Self.fact("summary.seriesExtremes"),
    ]
    let ordered = Salience.ordered(facts) { _ in nil }.compactMap(\.id)
    #expect(
      ordered == [
        "summary.seriesTrend.rising", "summary.seriesExtremes", "summary.seriesTrend.fewPoints",
        "summary.seriesOthers",
      ])
  }

  @Test func eachFactIsSaidOnce() {
    let facts = [
      Self.fact("summary.extremes", "The lowest was 3."), Self.fact("summary.extremes", "The lowest was 3."),
    ]
    #expect(Salience.ordered(facts) { _ in nil }.count == 1)
  }

  @Test func effectsRaiseARankWithinItsWeight() throws {
    let small = try #require(Salience.rank("summary.outliers.one", effect: 0.1))
    let large = try #require(Salience.rank("summary.outliers.one", effect: 0.9))
    #expect(small < large)
    #expect(Salience.rank("summary.outliers.one", effect: 7) == Salience.rank("summary.outliers.one", effect: 1))
    #expect(Salience.rank("unknown.id") == nil)
    // The longest prefix wins: "summary.shape.several" is not the shape itself.
    #expect(Salience.rank("summary.shape.several") ?? 0 < Salience.rank("summary.shape") ?? 0)
  }

  /// Seeded: 40 charts of 5 years of months, a yearly wave of amplitude `wave` peaking in July
  /// with noise SD 3 and a rise of `slope` a month.
  static func seasonal(wave: Double, slope: Double, seed: UInt64) -> [ChartDescriptor] {
    (0..<40).map { index in
      var random = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9)
      let x = (0..<60).map { CivilDate(year: 2019 + $0 / 12, month: $0 % 12 + 1, day: 1).secondsSince1970 }
      let y = (0..<60).map { t in
        ((100 + slope * Double(t) + wave * cos(2 * Double.pi * Double(t % 12 - 6) / 12) + 3 * random.nextNormal())
          * 100).rounded() / 100
      }
      return ChartDescriptor(
        title: "Visitors", kind: .line, xAxis: Axis(title: "Month", type: .temporal, timeUnit: .month),
        yAxis: Axis(title: "Visitors", type: .numeric),
        series: [DataSeries(name: "Visitors", isContinuous: true, x: x, y: y)])
    }
  }

  /// The alt text says a season when it leads the summary (it outranks the trend and the shape),
  /// and the trend when a clear rise outranks a weaker wave; every alt is true of the data.
  @Test func theAltSaysTheSeasonWhenItOutranksTheTrend() throws {
    func alts(wave: Double, slope: Double, seed: UInt64) throws -> [(alt: String, summary: [String])] {
      try Self.seasonal(wave: wave, slope: slope, seed: seed).map { chart in
        let narration = try ChartDescription(
          chart, locale: "en", levels: [.alt, .summary], localesDirectory: RepositoryPaths.locales
        ).narration
        let report = ClaimsChecker(truth: ClaimsTruth(chart: chart)).check(
          alt: narration.alt[.display], summary: [], readout: [])
        #expect(report.falseClaims.isEmpty && report.unparsed.isEmpty, "\(narration.alt[.display]) \(report)")
        return (narration.alt[.display], narration.summary.map { $0[.display] })
      }
    }
    // The wave peaks in July and bottoms out in January; noise may move either by a month.
    let season = #": highest around (June|July|August) and lowest around (December|January|February) each year\.$"#
    func saysSeason(_ alt: String) -> Bool { alt.range(of: season, options: .regularExpression) != nil }
    let waves = try alts(wave: 20, slope: 0, seed: 0x5EA5_0001)
    #expect(waves.filter { saysSeason($0.alt) }.count >= 38, "\(waves.map(\.alt))")
    // A clear rise of 4 a month (240 in all) over a wave of 5: the rise is what the eye takes in.
    let rises = try alts(wave: 5, slope: 4, seed: 0x5EA5_0002)
    #expect(rises.allSatisfy { $0.alt.contains(": rose from ") }, "\(rises.map(\.alt))")
    // The alt never says a season the summary leaves out, nor puts it behind another fact there.
    for (alt, summary) in waves + rises where saysSeason(alt) {
      let facts = summary.drop { !$0.hasPrefix("Line chart of visitors") }.dropFirst()
      let clause = alt[alt.range(of: ": ")!.upperBound...]
      #expect(facts.first == "The values tend to be " + clause, "\(summary)")
    }
  }

  @Test func aClauseIsDroppedWholeNeverCut() {
    let alt = Phrase(
      display: "Line chart of sales for 2 series: A led all year; C overtook B in June.",
      speech: "Line chart of sales for 2 series: A led all year; C overtook B in June.")
    #expect(ContentPlan.droppingLastClause(alt)?.display == "Line chart of sales for 2 series: A led all year.")
    let french = Phrase(display: "Graphique : A en tête\u{202F}; B a dépassé C.", speech: "Graphique : A en tête ; B.")
    #expect(ContentPlan.droppingLastClause(french)?.display == "Graphique : A en tête.")
    #expect(ContentPlan.droppingLastClause(Phrase(display: "Chart: rose from 1 to 2.", speech: "x")) == nil)
  }
}

// MARK: - Budgets over every golden input

extension SalienceTests {
  static let inputs = NarrationGoldenTests.fixtures
  /// Every locale, English first (the others' facts are compared with its).
  static let locales = ["en"] + NarrationGoldenTests.locales.filter { $0 != "en" }
  /// Every locale's phrase book, loaded once.
  static let books: [PhraseBook] = locales.map { try! PhraseBook.load(locale: $0, directory: RepositoryPaths.locales) }

  /// The ids of the computed facts a summary says (not the title, author text or orientation).
  static func factIDs(_ description: ChartDescription) -> [String] { factIDs(description.narration) }

  static func factIDs(_ narration: Narration) -> [String] {
    narration.summary.dropFirst(narration.orientationCount).compactMap(\.id).filter { $0 != "summary.context" }
  }

  /// A chart's alt text and summary in every locale (in ``locales``' order), analysed once.
  ///
  /// - Complexity: one analysis and *L* narrations.
  static func narrations(_ chart: ChartDescriptor, policy: DescriptionPolicy) throws -> [Narration] {
    let levels: Set<NarrationLevel> = [.alt, .summary]
    let first = try ChartDescription(chart, book: books[0], levels: levels, policy: policy)
    return try [first.narration]
      + books.dropFirst().map { book in
        try Narrator(book: book, policy: policy).narrate(first.chart, analysis: first.analysis, levels: levels)
      }
  }

  /// What breaks the budgets of issue 12 §2 in one chart's alt text and summary, one line each
  /// (none when they hold): an alt over ``DescriptionPolicy/maximumAltCharacters``, more facts
  /// than the summary's budget, a fact sentence said twice, and facts that differ in kind or
  /// order between the locales.
  ///
  /// - Complexity: one analysis and *L* narrations of the alt and summary.
  static func budgetProblems(
    _ chart: ChartDescriptor, id: String, policy: DescriptionPolicy, budgets: DescriptionPolicy = .standard
  ) throws -> [String] {
    let budget = chart.kind == .sparkline ? budgets.maximumSparklineFacts : budgets.maximumSummaryFacts
    var problems: [String] = []
    var reference: [String] = []
    for (index, narration) in try narrations(chart, policy: policy).enumerated() {
      let locale = locales[index]
      let alt = narration.alt.display
      if alt.count > budgets.maximumAltCharacters {
        problems.append("\(id) × \(locale): alt of \(alt.count) characters: \(alt)")
      }
      let facts = factIDs(narration)
      if facts.count > budget { problems.append("\(id) × \(locale): \(facts.count) facts: \(facts)") }
      let sentences = narration.summary.dropFirst(narration.orientationCount).map(\.display)
      if Set(sentences).count < sentences.count { problems.append("\(id) × \(locale): a sentence twice: \(sentences)") }
      // The same facts in the same order in every locale.
      if index == 0 {
        reference = facts
      } else if facts != reference {
        problems.append("\(id) × \(locale) says \(facts), \(locales[0]) says \(reference)")
      }
    }
    return problems
  }

  @Test(arguments: inputs) func budgetsHoldInEveryLocale(input: URL) throws {
    let chart = try NarrationGoldenTests.loadChart(input)
    for problem in try Self.budgetProblems(
      chart, id: input.lastPathComponent, policy: try NarrationGoldenTests.policy(for: input))
    {
      Issue.record(Comment(rawValue: problem))
    }
  }

  /// The check finds a chart over budget: the same revenue chart against an alt of 40
  /// characters and a summary of one fact.
  @Test func theBudgetCheckFindsAChartOverBudget() throws {
    let url = RepositoryPaths.examples.appendingPathComponent("monthly-revenue.json")
    let chart = try NarrationGoldenTests.loadChart(url)
    let policy = try NarrationGoldenTests.policy(for: url)
    #expect(try Self.budgetProblems(chart, id: "revenue", policy: policy).isEmpty)
    var tight = DescriptionPolicy.standard
    tight.maximumAltCharacters = 40
    tight.maximumSummaryFacts = 1
    let over = try Self.budgetProblems(chart, id: "revenue", policy: policy, budgets: tight)
    #expect(over.filter { $0.contains(": alt of ") }.count == Self.locales.count, "\(over)")
    #expect(over.filter { $0.contains(" facts: ") }.count == Self.locales.count, "\(over)")
  }

  /// What was found sets the count: two values say where they went, a constant says it once.
  @Test func theFactCountFollowsWhatWasFound() throws {
    let fixtures = RepositoryPaths.fixtures.appendingPathComponent("charts")
    let examples = RepositoryPaths.examples
    func facts(_ name: String) throws -> [String] {
      let url = [fixtures, examples].map { $0.appendingPathComponent(name) }
        .first { FileManager.default.fileExists(atPath: $0.path) }
      return Self.factIDs(try NarrationGoldenTests.describe(try #require(url), locale: "en"))
    }
    #expect(try facts("two-points.json") == ["summary.startEnd.down"])
    #expect(try facts("constant.json") == ["summary.trend.constant"])
  }

  /// A price that rose about 760% over ten years with a dip on the way (AAPL, 2000 to 2010):
  /// the several-fold rise is what the eye takes in, so it comes first in the alt and the
  /// summary; the dip follows. Every sentence is checked.
  @Test func aSeveralFoldRiseComesBeforeADip() throws {
    let url = RepositoryPaths.fixtures.appendingPathComponent("charts/line-stock-rise.json")
    let description = try NarrationGoldenTests.describe(url, locale: "en")
    let alt = description.narration.alt[.display]
    #expect(alt.hasSuffix(": went from $25.94 to about $223."), "\(alt)")
    let ids = Self.factIDs(description)
    let rise = try #require(ids.firstIndex(of: "summary.startEnd.up"), "\(ids)")
    let dip = try #require(ids.firstIndex(of: "summary.outliers.one"), "\(ids)")
    #expect(rise == 0 && rise < dip, "\(ids)")
    let chart = try NarrationGoldenTests.loadChart(url)
    let report = try ClaimsRun.check(chart, id: "line-stock-rise").report
    #expect(report.falseClaims.isEmpty && report.unparsed.isEmpty, "\(report)")
  }

  /// A rise of less than twofold ranks by the table as before (its start and end follow a
  /// spike), and a fold is never claimed of values through zero.
  @Test func onlyASeveralFoldChangeOutranksASpike() throws {
    func rank(_ y: [Double]) throws -> Double? {
      let series = DataSeries(name: "v", isContinuous: true, x: y.indices.map(Double.init), y: y)
      let chart = ChartDescriptor(
        title: "", kind: .line, xAxis: Axis(title: "t", type: .numeric), yAxis: Axis(title: "v", type: .numeric),
        series: [series])
      let analysis = ChartAnalysis(chart)
      let c = NarrationContext(chart: chart, analysis: analysis, book: Self.books[0], policy: .standard)
      return ContentPlan(chart: chart, analysis: analysis).foldRank(c, try #require(SeriesStatistics(series)))
    }
    #expect(try rank([10, 12, 30, 15, 19]) == nil)
    #expect(try rank([10, 12, 30, 15, 21]) ?? 0 > Salience.rank("summary.outliers.one", effect: 0.5) ?? 100)
    #expect(try rank([21, 12, 30, 15, 10]) ?? 0 > 60)
    #expect(try rank([-1, 3, 5, 8]) == nil)
  }
}

// MARK: - Budgets over the generated and planted benchmarks

extension SalienceTests {
  /// The budgets hold on every generated benchmark chart and on one planted chart of each
  /// pattern and null model (the long episode series included), with the same facts in the same
  /// order in every locale.
  @Test func budgetsHoldOnTheBenchmarks() throws {
    var charts: [(id: String, chart: ChartDescriptor, policy: DescriptionPolicy)] = TruthBenchmarkTests.all.map {
      ($0.id, $0.chart, TruthBenchmarkTests.policy($0))
    }
    charts += PlantedPatterns.fast(perKind: 1).map { ($0.id, $0.chart, DescriptionPolicy()) }
    for (id, chart, policy) in charts {
      for problem in try Self.budgetProblems(chart, id: id, policy: policy) { Issue.record(Comment(rawValue: problem)) }
    }
  }
}

// MARK: - Budgets over the shared Vega-Lite corpora

extension SalienceTests {
  /// The budgets of every chart of `inputs` in every locale: how many were described, and every
  /// problem (a chart chartvoice cannot describe is one).
  static func corpusBudgets(_ inputs: [(id: String, chart: ChartDescriptor)]) -> (described: Int, problems: [String]) {
    var described = 0
    var problems: [String] = []
    for input in inputs {
      do {
        problems += try budgetProblems(input.chart, id: input.id, policy: DescriptionPolicy())
        described += 1
      } catch {
        problems.append("\(input.id): not described: \(error)")
      }
    }
    return (described, problems)
  }

  /// `make test`: every 12th spec of each shared Vega-Lite corpus (about 60 charts) in every
  /// locale; skipped when the corpora are absent (CI).
  @Test(
    .enabled(if: !TruthBenchmarkTests.corpora.isEmpty, "the shared Vega-Lite corpora are not beside the repository"))
  func budgetsHoldOnASampleOfTheVegaLiteCorpora() {
    let inputs = TruthBenchmarkTests.corpora.flatMap { TruthBenchmarkTests.corpusInputs($0, every: 12) }
    #expect(inputs.count >= 40)
    for problem in Self.corpusBudgets(inputs).problems { Issue.record(Comment(rawValue: problem)) }
  }

  /// `make bench-truth` (`CHARTVOICE_BUDGETS_REPORT=<file>`): every described spec of both
  /// corpora in every locale; the figures go to the file, for the script to print.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["CHARTVOICE_BUDGETS_REPORT"] != nil))
  func budgetsHoldOnEveryVegaLiteSpec() throws {
    let output = ProcessInfo.processInfo.environment["CHARTVOICE_BUDGETS_REPORT"]!
    var lines: [String] = []
    for folder in TruthBenchmarkTests.corpora {
      let inputs = TruthBenchmarkTests.corpusInputs(folder)
      let (described, problems) = Self.corpusBudgets(inputs)
      lines.append(
        "  \(folder.lastPathComponent): \(described) specs × \(Self.locales.count) locales, over budget or unlike \(Self.locales[0]): \(problems.count)"
      )
      lines += problems.prefix(20).map { "    " + $0 }
      for problem in problems { Issue.record(Comment(rawValue: problem)) }
    }
    if TruthBenchmarkTests.corpora.isEmpty { lines.append("  no shared Vega-Lite corpus beside the repository") }
    try (lines.joined(separator: "\n") + "\n").write(toFile: output, atomically: true, encoding: .utf8)
  }
}

// MARK: - No rounded value followed by the same value exact

extension SalienceTests {
  /// The numbers of an English display text, each with whether it is hedged ("about 1.4
  /// billion") and the unit of its last stated digit (0.1 billion; 100 for "38,800").
  static func statedNumbers(_ text: String) -> [(value: Double, hedged: Bool, unit: Double)] {
    // A percentage ("down about 96%") is another quantity than the values: not read.
    let pattern = #"(about |roughly |around )?-?[$€£]?(\d[\d,]*(?:\.\d+)?)(?![\d.]*%)( thousand| million| billion)?"#
    guard let regex = CompiledPatterns.expression(pattern) else { return [] }
    let scales = [" thousand": 1e3, " million": 1e6, " billion": 1e9]
    let ns = text as NSString
    return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).compactMap { match in
      func group(_ i: Int) -> String? {
        match.range(at: i).location == NSNotFound ? nil : ns.substring(with: match.range(at: i))
      }
      guard let digits = group(2), let value = Double(digits.replacingOccurrences(of: ",", with: "")) else {
        return nil
      }
      let scale = group(3).flatMap { scales[$0] } ?? 1
      let decimals = digits.split(separator: ".").dropFirst().first?.count
      let zeros = digits.replacingOccurrences(of: ",", with: "").reversed().prefix { $0 == "0" }.count
      let unit = decimals.map { pow(10, -Double($0)) } ?? (value == 0 ? 1 : pow(10, Double(zeros)))
      return (value * scale, group(1) != nil, unit * scale)
    }
  }

  @Test func statedNumbersAreRead() {
    let numbers = Self.statedNumbers("about 1.4 billion, then 38,800 and about $12")
    #expect(numbers.map(\.value) == [1.4e9, 38_800, 12] && numbers.map(\.hedged) == [true, false, true])
    #expect(numbers.map(\.unit) == [1e8, 100, 1])
  }

  /// Once a value is said rounded ("about 1.4 billion"), the summary never says it again
  /// exactly ("1.43 billion") a sentence later: it would read as a second, different value.
  @Test(arguments: inputs) func noRoundedValueIsFollowedByTheSameValueExact(input: URL) throws {
    let summary = try NarrationGoldenTests.describe(input, locale: "en").narration.summary.map(\.display)
    #expect(Self.roundedThenExact(summary) == nil, "\(input.lastPathComponent)")
  }

  /// The first exact value of an English summary said after the same value hedged and rounded
  /// (the exact value rounds to it: within half the unit of its last digit), as "about A, then
  /// B: sentence"; `nil` when there is none.
  static func roundedThenExact(_ summary: [String]) -> String? {
    var said: [(value: Double, hedged: Bool, unit: Double)] = []
    for sentence in summary {
      let numbers = statedNumbers(sentence)
      for number in numbers where !number.hedged {
        if let rounded = said.first(where: {
          $0.hedged && $0.value != number.value && abs($0.value - number.value) <= $0.unit / 2 * (1 + 1e-9)
        }) {
          return "about \(rounded.value), then \(number.value): \(sentence)"
        }
      }
      said += numbers
    }
    return nil
  }

  @Test func aRoundedValueThenExactIsFound() {
    #expect(Self.roundedThenExact(["India has about 1.4 billion.", "India is highest at 1.43 billion."]) != nil)
    #expect(Self.roundedThenExact(["India has 1.43 billion.", "China has about 1.4 billion."]) == nil)
    #expect(Self.roundedThenExact(["Alpha ended at about $766.", "The highest was $793.50."]) == nil)
  }
}

// MARK: - No number said twice for the same name

extension SalienceTests {
  /// The names a readout gives, in the locale's words: every point's label and every series'
  /// name (the text between a line's first colon and the next comma).
  static func readoutNames(_ description: ChartDescription, _ style: TextStyle) -> Set<String> {
    var names: Set<String> = []
    for line in description.narration.readout where line.depth >= 1 {
      let text = line[style]
      guard let colon = text.firstIndex(of: ":") else { continue }
      let rest = text[text.index(after: colon)...].drop { $0 == " " }
      let name = String(rest.prefix { $0 != "," && $0 != "،" }).trimmingCharacters(in: .whitespaces)
      // Digits alone ("3") are numbers, not names.
      if name.count >= 2, name.contains(where: \.isLetter) { names.insert(name) }
    }
    return names
  }

  /// The number tokens of a sentence with at least two digits, years and clock times left out
  /// (they name a time).
  static func numberTokens(_ sentence: String) -> Set<String> {
    guard let regex = CompiledPatterns.expression("\\d(?:[\\d.,\u{00A0}\u{202F}]*\\d)?"),
      let clock = CompiledPatterns.expression("\\d{1,2}:\\d{2}")
    else { return [] }
    let untimed = clock.stringByReplacingMatches(
      in: sentence, range: NSRange(location: 0, length: (sentence as NSString).length), withTemplate: "§")
    let ns = untimed as NSString
    return Set(
      regex.matches(in: untimed, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range) }
        .filter { token in
          token.filter(\.isNumber).count >= 2 && !(token.count == 4 && (token.hasPrefix("19") || token.hasPrefix("20")))
        })
  }

  /// Each fact once (issue 12 §2): no two fact sentences of a summary give the same number with
  /// the same name ("India (about 1.43 billion) …" then "India is highest at about 1.43
  /// billion"; "ended at $49,100 in June" then "the highest was $49,100 in June"), in every
  /// locale and both styles.
  @Test(arguments: inputs) func noSummarySaysANumberTwiceForOneName(input: URL) throws {
    for locale in Self.locales {
      let description = try NarrationGoldenTests.describe(input, locale: locale)
      for style in TextStyle.allCases {
        let facts = description.narration.summary.dropFirst(description.narration.orientationCount).map { $0[style] }
        let names = Self.readoutNames(description, style)
        let longestFirst = names.sorted { $0.count > $1.count }
        var said: [String: String] = [:]
        for sentence in facts {
          // The numbers outside the names ("21" of "January 21" is a date, not a value), and
          // the names as whole words ("January 2" is not in "January 21").
          var outside = sentence
          var present: [String] = []
          for name in longestFirst {
            let pattern = "(?<![\\p{L}\\p{N}])" + NSRegularExpression.escapedPattern(for: name) + "(?![\\p{L}\\p{N}])"
            guard let regex = CompiledPatterns.expression(pattern) else { continue }
            let range = NSRange(location: 0, length: (outside as NSString).length)
            if regex.firstMatch(in: outside, range: range) != nil {
              present.append(name)
              outside = regex.stringByReplacingMatches(in: outside, range: range, withTemplate: "§")
            }
          }
          let tokens = Self.numberTokens(outside)
          for name in present {
            for token in tokens {
              let key = name + "\u{1F}" + token
              if let before = said[key], before != sentence {
                Issue.record(
                  "\(input.lastPathComponent) × \(locale) (\(style)): \(name) \(token) twice: \(before) | \(sentence)")
              }
              said[key] = sentence
            }
          }
        }
      }
    }
  }
}
