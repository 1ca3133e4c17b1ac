import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartNarration

/// The locale claims checker: each class of claim caught when false and passed when true, then
/// every golden input and the fast truth-benchmark subset in the nine other locales.
@Suite struct LocaleClaimsCheckerTests {
  /// Revenue from January to June 2024 (41,200 … 49,100).
  static let revenue: ChartDescriptor = {
    let x = (1...6).map { CivilDate(year: 2024, month: $0, day: 1).secondsSince1970 }
    let series = DataSeries(
      name: "Revenue", isContinuous: true, x: x, y: [41_200, 39_500, 43_800, 38_800, 46_300, 49_100])
    return ChartDescriptor(
      title: "Monthly revenue", kind: .line, xAxis: Axis(title: "Month", type: .temporal),
      yAxis: Axis(title: "Revenue", type: .numeric, unit: "USD"), series: [series],
      referenceLines: [ReferenceLine(axis: .y, value: 45_000, label: "target")])
  }()

  static func checker(_ locale: String, english: [String] = ["Revenue rose by about 19%."]) throws
    -> LocaleClaimsChecker
  {
    LocaleClaimsChecker(
      truth: ClaimsTruth(chart: revenue), vocabulary: try #require(LocaleVocabulary.of(locale)), english: english,
      englishReport: ClaimsReport())
  }

  static func falseKinds(_ checker: LocaleClaimsChecker, _ text: String) -> [String] {
    checker.check([text]).falseClaims.map(\.kind)
  }

  @Test func aNumberIsADataValueOrAnAcceptedEnglishNumber() throws {
    let pl = try Self.checker("pl")
    #expect(Self.falseKinds(pl, "Najwyższa wartość to 49\u{00A0}100 USD w czerwcu, wzrost o około 19%.").isEmpty)
    #expect(Self.falseKinds(pl, "Najwyższa wartość to 49\u{00A0}700 USD w czerwcu.") == ["locale-number"])
    #expect(Self.falseKinds(pl, "wzrost o około 23%") == ["locale-number"])
    let de = try Self.checker("de")
    #expect(Self.falseKinds(de, "Höchster Wert: 49.100 USD im Juni.").isEmpty)
    #expect(Self.falseKinds(de, "Höchster Wert: 49,1 Millionen USD.") == ["locale-number"])
    let ar = try Self.checker("ar")
    #expect(Self.falseKinds(ar, "بَلَغَت أعلى قيمة ٤٩١٠٠ دولار في يونيو").isEmpty)
  }

  @Test func aNumberInAFalseEnglishSentenceIsNotAccepted() throws {
    let english = ["The lowest value was $38,800 in April, and the highest was $49,700 in June."]
    let truth = ClaimsTruth(chart: Self.revenue)
    let report = ClaimsChecker(truth: truth).check(alt: "", summary: english, readout: [])
    #expect(!report.falseClaims.isEmpty)
    let checker = LocaleClaimsChecker(
      truth: truth, vocabulary: try #require(LocaleVocabulary.of("fr")), english: english, englishReport: report)
    #expect(Self.falseKinds(checker, "La valeur la plus élevée était de 49\u{202F}700 $ en juin.") == ["locale-number"])
    let trusting = LocaleClaimsChecker(
      truth: truth, vocabulary: try #require(LocaleVocabulary.of("fr")), english: english, englishReport: ClaimsReport()
    )
    #expect(Self.falseKinds(trusting, "La valeur la plus élevée était de 49\u{202F}700 $ en juin.").isEmpty)
  }

  @Test func aMonthOrQuarterHoldsADataDate() throws {
    let es = try Self.checker("es")
    #expect(Self.falseKinds(es, "de enero a junio de 2024").isEmpty)
    #expect(Self.falseKinds(es, "el valor más alto fue en julio de 2024") == ["locale-date"])
    // The year is no data year either.
    #expect(Self.falseKinds(es, "en junio de 2023") == ["locale-date", "locale-number"])
    #expect(Self.falseKinds(es, "en el 2.º trimestre de 2024").isEmpty)
    #expect(Self.falseKinds(es, "en el 3.er trimestre de 2024") == ["locale-date"])
    let pl = try Self.checker("pl")
    #expect(Self.falseKinds(pl, "w II kwartale 2024 r., w maju").isEmpty)
    #expect(Self.falseKinds(pl, "IV kwartał 2024") == ["locale-date"])
    #expect(Self.falseKinds(pl, "w lipcu") == ["locale-date"])
    let hi = try Self.checker("hi")
    #expect(Self.falseKinds(hi, "2024 की पहली तिमाही में").isEmpty)
    // No data x in that quarter, and none in that year.
    #expect(Self.falseKinds(hi, "2025 की पहली तिमाही में") == ["locale-date", "locale-date"])
  }

  /// Bars over quarter labels ("Q1 2023" … "Q2 2024"): a quarter said in words names a label.
  @Test func aQuarterOfACategoryAxisIsALabel() throws {
    let labels = ["Q1 2023", "Q2 2023", "Q3 2023", "Q4 2023", "Q1 2024", "Q2 2024"]
    let series = DataSeries(
      name: "Sales", isContinuous: false, x: labels.indices.map(Double.init), y: [10, 12, 9, 14, 15, 13])
    let chart = ChartDescriptor(
      title: "Sales", kind: .bar, xAxis: Axis(title: "Quarter", type: .categorical, categories: labels),
      yAxis: Axis(title: "Sales", type: .numeric), series: [series])
    func checker(_ locale: String) throws -> LocaleClaimsChecker {
      LocaleClaimsChecker(
        truth: ClaimsTruth(chart: chart), vocabulary: try #require(LocaleVocabulary.of(locale)), english: [],
        englishReport: ClaimsReport())
    }
    let it = try checker("it")
    #expect(Self.falseKinds(it, "Il valore più alto è 15 nel primo trimestre 2024.").isEmpty)
    #expect(Self.falseKinds(it, "Il valore più alto è 15 nel terzo trimestre 2024.") == ["locale-date"])
    let pl = try checker("pl")
    #expect(Self.falseKinds(pl, "w czwartym kwartale 2023 roku").isEmpty)
    #expect(Self.falseKinds(pl, "w czwartym kwartale 2024 roku") == ["locale-date"])
  }

  @Test func aWeekdayHoldsADataDate() throws {
    // 2024-01-01 was a Monday; the six dates are the first days of the months.
    let it = try Self.checker("it")
    #expect(Self.falseKinds(it, "il valore più alto cade di lunedì").isEmpty)
    #expect(Self.falseKinds(it, "il valore più alto cade di martedì") == ["locale-date"])
  }

  /// The revenue chart is in US dollars: a word of another unit's CLDR name is false.
  @Test func aUnitWordNamesTheChartUnit() throws {
    let pl = try Self.checker("pl")
    #expect(Self.falseKinds(pl, "od trzydziestu ośmiu tysięcy ośmiuset dolarów").isEmpty)
    #expect(Self.falseKinds(pl, "od 38800 euro") == ["locale-unit"])
    let de = try Self.checker("de")
    #expect(Self.falseKinds(de, "Der niedrigste Wert war 38800 Dollar im April.").isEmpty)
    #expect(Self.falseKinds(de, "Der niedrigste Wert war 38800 Kilowattstunden im April.") == ["locale-unit"])
    let ar = try Self.checker("ar")
    #expect(Self.falseKinds(ar, "بَلَغَت أدنى قيمة 38800 دولار في أبريل").isEmpty)
    #expect(Self.falseKinds(ar, "بَلَغَت أدنى قيمة 38800 يُورو في أبريل") == ["locale-unit"])
  }

  /// A column named `net_income_usd` states its unit: dollars are its unit, euros are not.
  @Test func aUnitCodeInTheAxisTitleIsTheChartsUnit() throws {
    var chart = Self.revenue
    chart.yAxis = Axis(title: "net_income_usd", type: .numeric)
    let de = LocaleClaimsChecker(
      truth: ClaimsTruth(chart: chart), vocabulary: try #require(LocaleVocabulary.of("de")), english: [],
      englishReport: ClaimsReport())
    #expect(Self.falseKinds(de, "Der niedrigste Wert war 38800 Dollar im April.").isEmpty)
    #expect(Self.falseKinds(de, "Der niedrigste Wert war 38800 Euro im April.") == ["locale-unit"])
  }

  @Test func aNameIsANameOfTheInput() throws {
    let ar = try Self.checker("ar")
    #expect(Self.falseKinds(ar, "تَجَاوَزَت قِيَم Revenue مستوى target").isEmpty)
    #expect(Self.falseKinds(ar, "تَجَاوَزَت قِيَم Profit مستوى target") == ["locale-name"])
    let pl = try Self.checker("pl")
    #expect(Self.falseKinds(pl, "Revenue przekracza poziom „target”").isEmpty)
    #expect(Self.falseKinds(pl, "Revenue przekracza poziom „goal”") == ["locale-name"])
  }

  /// What each locale's phrase file says in speech — a month with its year, a day, a quarter
  /// alone and after a preposition, an amount with its unit word — reads back through the
  /// checker (numbers spelled for their case read as digits again) as claims of their kind that
  /// hold; the same phrases for a period, an amount or a unit the data lacks read back false.
  @Test(arguments: LocaleClaimsRun.locales) func speechDatesQuartersAndUnitsRoundTrip(_ locale: String) throws {
    let book = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
    let numbers = NumberPhrasing(book: book)
    let dates = DatePhrasing(numbers: numbers)
    let checker = try Self.checker(locale)
    func said(month: Int, quarter: Int, amount: Double, unit: String) throws -> [String] {
      let monthStart = CivilDate(year: 2024, month: month, day: 1).secondsSince1970
      let q = ["q": PhraseArgument(key: String(quarter)), "year": numbers.year(2024)]
      return [
        try dates.date(monthStart, unit: .month, includeYear: true).speech,
        try dates.date(monthStart, unit: .day, includeYear: true).speech,
        try numbers.render("date.quarter", q).speech, try numbers.render("at.quarter", q).speech,
        try numbers.number(amount, unit: unit).speech.text,
      ].map(SpelledNumbers(book).digits)
    }
    /// The kinds of claim each text makes that are true (or false).
    func kinds(_ texts: [String], true isTrue: Bool) -> [Set<String>] {
      texts.map { text in Set(checker.check([text]).claims.filter { $0.isTrue == isTrue }.map(\.kind)) }
    }
    // The four dates, then the amount (a year or day said with a date is a number claim too).
    let expected: [Set<String>] = Array(repeating: ["locale-date"], count: 4) + [["locale-number", "locale-unit"]]
    let truths = try said(month: 6, quarter: 2, amount: 49_100, unit: "USD")
    #expect(zip(kinds(truths, true: true), expected).allSatisfy { $1.isSubset(of: $0) }, "\(truths)")
    #expect(checker.check(truths).falseClaims.isEmpty, "\(truths)")
    let falsehoods = try said(month: 7, quarter: 3, amount: 49_700, unit: "EUR")
    #expect(zip(kinds(falsehoods, true: false), expected).allSatisfy { $1.isSubset(of: $0) }, "\(falsehoods)")
  }

  @Test(arguments: NarrationGoldenTests.fixtures) func goldenInputsAreTrueInEveryLocale(_ fixture: URL) throws {
    let outcomes = try LocaleClaimsRun.check(
      try NarrationGoldenTests.loadChart(fixture), id: fixture.lastPathComponent,
      policy: try NarrationGoldenTests.policy(for: fixture))
    for outcome in outcomes {
      let wrong = outcome.report.falseClaims
      #expect(wrong.isEmpty, "\(outcome.locale) \(outcome.id):\n\(wrong.map(\.description).joined(separator: "\n"))")
    }
  }

  @Test(arguments: TruthBenchmarkTests.fast.map(\.id)) func generatedChartsAreTrueInEveryLocale(id: String) throws {
    let chart = try #require(TruthBenchmarkTests.fast.first { $0.id == id })
    let outcomes = try LocaleClaimsRun.check(chart.chart, id: id, policy: TruthBenchmarkTests.policy(chart))
    for outcome in outcomes {
      let wrong = outcome.report.falseClaims
      #expect(wrong.isEmpty, "\(outcome.locale) \(outcome.id):\n\(wrong.map(\.description).joined(separator: "\n"))")
    }
  }
}

extension LocaleClaimsCheckerTests {
  /// `CHARTVOICE_LOCALE_CLAIMS=<file>`: the bench-truth line for the other locales alone (golden
  /// inputs and every generated chart), with each false claim in `<file>.claims.txt`.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["CHARTVOICE_LOCALE_CLAIMS"] != nil))
  func figure() throws {
    let output = ProcessInfo.processInfo.environment["CHARTVOICE_LOCALE_CLAIMS"]!
    let inputs =
      try ClaimsRun.goldenInputs() + TruthBenchmarkTests.all.map { ($0.id, $0.chart, TruthBenchmarkTests.policy($0)) }
    let figure = LocaleClaimsRun.figure(inputs)
    try (figure.line + "\n").write(toFile: output, atomically: true, encoding: .utf8)
    try figure.detail.write(toFile: output + ".claims.txt", atomically: true, encoding: .utf8)
  }
}
