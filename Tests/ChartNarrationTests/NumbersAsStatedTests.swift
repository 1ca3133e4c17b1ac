import ChartImport
import ChartModel
import ChartNarration
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 11 §2 and §3: numbers are said as they are, and categories that are time are time.
@Suite struct NumbersAsStatedTests {
  /// A chart from chart JSON.
  static func chart(_ json: String) throws -> ChartDescriptor {
    try ChartJSONReader.read(Array(json.utf8), source: "test.json")
  }

  /// A chart of one series from (x, y) pairs; `x` strings are quoted, numbers are not.
  static func chart(
    kind: String = "line", xType: String, unit: String? = nil, additive: Bool? = nil, points: [(String, Double)]
  ) throws -> ChartDescriptor {
    let unitField = unit.map { ", \"unit\": \"\($0)\"" } ?? ""
    let additiveField = additive.map { ", \"additive\": \($0)" } ?? ""
    let quoted = xType != "numeric"
    let pointText = points.map { x, y in "{\"x\": \(quoted ? "\"\(x)\"" : x), \"y\": \(y)}" }
    return try chart(
      """
      {"title": "", "kind": "\(kind)", "xAxis": {"title": "X", "type": "\(xType)"},
       "yAxis": {"title": "Amount", "type": "numeric"\(unitField)\(additiveField)},
       "series": [{"name": "Amount", "points": [\(pointText.joined(separator: ","))]}]}
      """)
  }

  static func describe(_ chart: ChartDescriptor, locale: String = "en", verbose: Bool = false) throws
    -> ChartDescription
  {
    try ChartDescription(
      chart, locale: locale, verbosity: verbose ? .verbose : .terse, localesDirectory: RepositoryPaths.locales)
  }

  /// Every text of a description in one style, for searching.
  static func text(_ description: ChartDescription, _ style: TextStyle = .display) -> String {
    ([description.narration.alt[style]] + description.narration.summary.map { $0[style] }
      + description.narration.readout.map { $0[style] }).joined(separator: "\n")
  }

  // MARK: - §2 Numbers stated as they are

  /// 1,009 was "1,010" and 13,210 "13,200" without "about"; 9.99 was "10" in the alt text.
  @Test func shortValuesAreSaidExactly() throws {
    let revenue = try Self.describe(
      try Self.chart(
        xType: "temporal", unit: "USD",
        points: [("2024-01", 12_450), ("2024-02", 11_980), ("2024-03", 1_009), ("2024-04", 13_210)]))
    let text = Self.text(revenue)
    #expect(text.contains("$1,009"))
    #expect(text.contains("$13,210"))
    #expect(!text.contains("1,010"))
    #expect(!text.contains("13,200"))
    let prices = try Self.describe(
      try Self.chart(
        kind: "bar", xType: "categorical", unit: "USD",
        points: [("Coffee", 9.99), ("Tea", 12.45), ("Cake", 61.2), ("Juice", 132.4)]))
    #expect(prices.narration.alt.display.contains("$9.99"))
    #expect(prices.narration.alt.display.contains("$132.40"))
  }

  /// Every number said without a hedge, in every sentence of a seeded set of charts, is a data
  /// value or the exact median: rounding always comes with "about".
  @Test(arguments: 0..<20 as Range<UInt64>) func unhedgedValuesAreData(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let count = 4 + Int(generator.next() % 8)
    // Values of 3 to 6 significant digits, so some must be rounded.
    let values = (0..<count).map { _ -> Double in
      let digits = 3 + Int(generator.next() % 4)
      let scale = pow(10, Double(Int(generator.next() % 4)))
      return Double(Int(generator.next() % UInt64(9 * pow(10, Double(digits - 1)))) + Int(pow(10, Double(digits - 1))))
        / scale
    }
    // Letters for names, so no digit of a name is taken for a number.
    let points = values.enumerated().map { (String(UnicodeScalar(UInt8(65 + $0.offset))), $0.element) }
    let description = try Self.describe(try Self.chart(kind: "bar", xType: "categorical", points: points))
    let sorted = values.sorted()
    let median =
      sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    let allowed = values + [median]
    let sentences = [description.narration.alt.display] + description.narration.summary.map(\.display)
    for sentence in sentences {
      for (number, hedged) in Self.numbers(in: sentence) where !hedged && !number.hasSuffix("%") {
        let plain = number.replacingOccurrences(of: ",", with: "")
        guard let value = Double(plain) else { continue }
        // Counts (4 categories) are small integers, not values.
        if value == Double(count) { continue }
        #expect(
          allowed.contains { abs($0 - value) <= 1e-9 * max(1, abs(value)) },
          "'\(number)' is said without 'about' in '\(sentence)' but is no value of \(values)")
      }
    }
  }

  /// Numbers in an English sentence, each with whether "about" comes right before it.
  static func numbers(in sentence: String) -> [(String, Bool)] {
    var result: [(String, Bool)] = []
    let pattern = CompiledPatterns.expression("(about )?\\$?(-?[0-9][0-9,]*(\\.[0-9]+)?%?)")!
    let range = NSRange(sentence.startIndex..., in: sentence)
    for match in pattern.matches(in: sentence, range: range) {
      guard let numberRange = Range(match.range(at: 2), in: sentence) else { continue }
      // "and 2 others" counts names, it states no value.
      if sentence[numberRange.upperBound...].hasPrefix(" other") { continue }
      var number = String(sentence[numberRange])
      while number.hasSuffix(",") { number.removeLast() }
      result.append((number, match.range(at: 1).location != NSNotFound))
    }
    return result
  }

  @Test func changesOfPercentagesArePercentagePoints() throws {
    let points = (1...9).map { ("2024-0\($0)", 4.25 + 0.14 * Double($0 - 1)) }
    let description = try Self.describe(try Self.chart(xType: "temporal", unit: "%", points: points), verbose: true)
    let text = Self.text(description)
    #expect(text.contains("0.14 percentage points a month"))
    #expect(text.contains("up 1.12 percentage points"))
    #expect(text.contains("Up 0.14 percentage points from"))
    #expect(!text.contains("up 26%"))
    let german = Self.text(
      try Self.describe(try Self.chart(xType: "temporal", unit: "%", points: points), locale: "de"))
    #expect(german.contains("Prozentpunkte"))
  }

  @Test func numericYearsAreYears() throws {
    let points = stride(from: 1990, through: 2020, by: 5).map { (year: Int) -> (String, Double) in
      ("\(year)", 5 + Double(year - 1990) / 10)
    }
    let description = try Self.describe(try Self.chart(xType: "numeric", points: points))
    let text = Self.text(description)
    #expect(text.contains("1990"))
    #expect(text.contains("in 2020"))
    #expect(!text.contains("1,990"))
    #expect(!text.contains("2,020"))
    // Prices that happen to lie between 1000 and 2999, unevenly spaced, are not years.
    let prices = Self.text(
      try Self.describe(try Self.chart(xType: "numeric", points: [("1200", 5), ("1450", 7), ("2100", 3), ("2800", 9)])))
    #expect(prices.contains("1,200"))
    #expect(!prices.contains("in 2100"))
  }

  @Test func quartersAreQuarters() throws {
    let months = ["01", "04", "07", "10"]
    let points = (0..<8).map { (i: Int) -> (String, Double) in
      ("\(2022 + i / 4)-\(months[i % 4])-01", 120 + 7 * Double(i))
    }
    let description = try Self.describe(try Self.chart(xType: "temporal", points: points))
    let display = Self.text(description)
    #expect(display.contains("Q1 2022"))
    #expect(display.contains("Q4 2023"))
    #expect(display.contains("8 quarters"))
    #expect(!display.contains("October"))
    #expect(!display.contains("July"))
    let speech = Self.text(description, .speech)
    #expect(speech.contains("the fourth quarter of 2023"))
  }

  @Test func weeksAreWeeks() throws {
    let points = ["2024-03-04", "2024-03-11", "2024-03-18", "2024-03-25", "2024-04-01"].enumerated().map {
      ($0.element, [120.0, 135, 150, 142, 160][$0.offset])
    }
    let text = Self.text(try Self.describe(try Self.chart(xType: "temporal", points: points)))
    #expect(text.contains("the week of March 4"))
    #expect(text.contains("5 weeks"))
  }

  @Test func currencyKeepsItsCents() throws {
    let description = try Self.describe(
      try Self.chart(
        kind: "bar", xType: "categorical", unit: "EUR",
        points: [("North", 61.2), ("South", 132.4), ("East", 48.75), ("West", 99)]))
    let text = Self.text(description)
    #expect(text.contains("€132.40"))
    #expect(text.contains("61.20"))
    #expect(!text.contains("61.2\n"))
    #expect(!text.contains("€132.4 "))
    let german = Self.text(
      try Self.describe(
        try Self.chart(kind: "bar", xType: "categorical", unit: "EUR", points: [("Nord", 61.2), ("Süd", 132.4)]),
        locale: "de"))
    #expect(german.contains("132,40"))
    #expect(german.contains("61,20"))
  }

  /// 7 dated points over 12 weeks are 7 values, not 7 days.
  @Test func irregularPointsAreCountedAsValues() throws {
    let dates = ["2024-03-01", "2024-03-04", "2024-03-19", "2024-04-02", "2024-04-05", "2024-05-10", "2024-05-24"]
    let points = dates.enumerated().map { ($0.element, 5 + Double($0.offset)) }
    let summary = try Self.describe(try Self.chart(xType: "temporal", unit: "km", points: points))
      .narration.summary.map(\.display).joined(separator: " ")
    #expect(summary.contains("(7 values)"))
    #expect(!summary.contains("7 days"))
  }

  @Test func sharesOfTheTotalOnlyForAdditiveValues() throws {
    let points = [("A", 36.0), ("B", 28), ("C", 21), ("D", 15)]
    func summary(unit: String?, additive: Bool?) throws -> String {
      try Self.describe(
        try Self.chart(kind: "bar", xType: "categorical", unit: unit, additive: additive, points: points)
      )
      .narration.summary.map(\.display).joined(separator: " ")
    }
    #expect(try summary(unit: nil, additive: nil).contains("of the total"))
    #expect(try !summary(unit: "%", additive: nil).contains("of the total"))
    #expect(try !summary(unit: nil, additive: false).contains("of the total"))
    #expect(try summary(unit: "%", additive: true).contains("of the total"))
  }

  // MARK: - §3 Categories that are time

  @Test func monthCategoriesAreATimeAxis() throws {
    let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
    let values: [Double] = [32_000, 35_100, 38_900, 41_200, 43_800, 46_300]
    let chart = try Self.chart(kind: "bar", xType: "categorical", unit: "USD", points: Array(zip(names, values)))
    let description = try Self.describe(chart)
    let summary = description.narration.summary.map(\.display).joined(separator: " ")
    #expect(summary.contains("$32,000 in January"))
    #expect(summary.contains("$46,300 in June"))
    #expect(summary.contains("(6 months)"))
    #expect(!summary.contains("of the total"))
    let everything = Self.text(description) + Self.text(description, .speech)
    let words = everything.split { !$0.isLetter }
    #expect(!words.contains("Feb"))
    #expect(!words.contains("Jun"))
    #expect(everything.contains("February"))
    let german = Self.text(try Self.describe(chart, locale: "de"), .speech)
    #expect(german.contains("Februar"))
    #expect(german.contains("im Juni"))
  }

  @Test func weekdayCategoriesInGermanAreWeekdays() throws {
    let names = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]
    let chart = try Self.chart(
      kind: "bar", xType: "categorical", points: Array(zip(names, [120, 135, 128, 150, 170, 90, 80])))
    let english = Self.text(try Self.describe(chart))
    #expect(english.contains("Friday"))
    #expect(english.contains("7 days"))
    let french = Self.text(try Self.describe(chart, locale: "fr"))
    #expect(french.contains("vendredi"))
  }
}
