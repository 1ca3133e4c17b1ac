import ChartModel
import ChartNarration
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

@Suite struct NumberPhrasingTests {
  let phrasing = NumberPhrasing(book: try! PhraseBook.load(locale: "en", directory: RepositoryPaths.locales))

  struct Case: CustomTestStringConvertible, Sendable {
    var value: Double
    var precision: NumberPrecision
    var unit: String?
    var display: String
    var speech: String
    var testDescription: String { "\(value) \(precision) \(unit ?? "")" }
  }

  static let cases: [Case] = [
    Case(value: 38_800, precision: .exact, display: "38,800", speech: "38800"),
    Case(value: 0.1 + 0.2, precision: .exact, display: "0.3", speech: "0.3"),
    // A difference of data values has no binary noise either: 17 − 16.8 is 0.2.
    Case(value: 17 - 16.8, precision: .exact, display: "0.2", speech: "0.2"),
    // Whole numbers keep every digit in a readout; fractions up to six, and a longer one (a mean)
    // is rounded to six with "about".
    Case(value: 1_234_567, precision: .exact, display: "1,234,567", speech: "1234567"),
    Case(value: 1_234.56, precision: .exact, display: "1,234.56", speech: "1234.56"),
    Case(value: 1_234.567891, precision: .exact, display: "about 1,234.57", speech: "about 1234.57"),
    Case(value: 1_234_567, precision: .significant(2), display: "about 1.2 million", speech: "about 1.2 million"),
    Case(value: 1_000_000, precision: .significant(2), display: "1 million", speech: "1 million"),
    Case(value: 6_500_000_000, precision: .significant(2), display: "6.5 billion", speech: "6.5 billion"),
    // Half away from zero (Foundation's default would give 12).
    Case(value: 1_234_450, precision: .significant(5), display: "about 1.2345 million", speech: "about 1.2345 million"),
    Case(value: 12.25, precision: .significant(2), display: "12.25", speech: "12.25"),
    // Integers below 1,000 stay exact.
    Case(value: 412, precision: .significant(2), display: "412", speech: "412"),
    // A value of up to four significant digits is said as it is, not rounded: $12,450, 9.99, 1,009.
    Case(value: 38_800, precision: .significant(2), display: "38,800", speech: "38800"),
    Case(value: 12_450, precision: .significant(2), unit: "USD", display: "$12,450", speech: "12450 dollars"),
    Case(value: 9.99, precision: .significant(2), unit: "USD", display: "$9.99", speech: "9.99 dollars"),
    Case(value: 1_009, precision: .significant(2), display: "1,009", speech: "1009"),
    Case(value: 4.25, precision: .significant(2), unit: "%", display: "4.25%", speech: "4.25 percent"),
    // A longer value is rounded, and then always hedged, however small the rounding.
    Case(value: 41_234, precision: .significant(2), display: "about 41,000", speech: "about 41000"),
    Case(value: 100_001, precision: .significant(3), display: "about 100,000", speech: "about 100000"),
    Case(value: 38_800, precision: .significant(3), display: "38,800", speech: "38800"),
    Case(value: -3.5, precision: .significant(2), display: "-3.5", speech: "minus 3.5"),
    Case(value: 0.000123, precision: .significant(2), display: "0.000123", speech: "0.000123"),
    Case(value: 0.0001234567, precision: .significant(2), display: "about 0.00012", speech: "about 0.00012"),
    Case(value: 0, precision: .significant(2), display: "0", speech: "0"),
    Case(value: -0.0, precision: .exact, display: "0", speech: "0"),
    // Rounding 9,961 to 10,000 changes it by 0.4%: still hedged, or "10,000" would be false.
    Case(value: 9_961.5, precision: .significant(2), display: "about 10,000", speech: "about 10000"),
    Case(value: 45_000, precision: .significant(3), unit: "USD", display: "$45,000", speech: "45000 dollars"),
    Case(value: 1, precision: .exact, unit: "USD", display: "$1", speech: "1 dollar"),
    Case(
      value: 1_200_000, precision: .significant(2), unit: "USD", display: "$1.2 million", speech: "1.2 million dollars"),
    Case(value: 11.2, precision: .significant(3), unit: "mm", display: "11.2 mm", speech: "11.2 millimetres"),
    Case(value: 1, precision: .significant(3), unit: "mm", display: "1 mm", speech: "1 millimetre"),
    Case(value: 7, precision: .significant(2), unit: "furlongs", display: "7 furlongs", speech: "7 furlongs"),
  ]

  @Test(arguments: cases) func phrases(_ c: Case) throws {
    let phrase = try phrasing.number(c.value, precision: c.precision, unit: c.unit)
    #expect(phrase.display.text == c.display)
    #expect(phrase.speech.text == c.speech)
  }

  /// A large round number is said without "about" only when it is the value: "from 1 to
  /// 3,000,000" is the data's own 3,000,000; a value rounded to it is "about", in text and in
  /// speech, with a scale word or in digits (where a scale word would carry over to a small value
  /// before it).
  @Test(arguments: [
    (3_000_000.0, true, "3 million", "3 million"), (3_000_000, false, "3,000,000", "3000000"),
    (2_961_234, true, "about 3 million", "about 3 million"),
    (2_961_234, false, "about 3,000,000", "about 3000000"),
    (3_700_000, true, "3.7 million", "3.7 million"), (3_741_234, false, "about 3,700,000", "about 3700000"),
    // Four significant digits or fewer are said as they are: 2,960,000 is never "about 3 million".
    (2_960_000, true, "2.96 million", "2.96 million"),
  ])
  func largeRoundNumbersAreHedgedOnlyWhenRounded(
    _ value: Double, _ scaleWords: Bool, _ display: String, _ speech: String
  )
    throws
  {
    let phrase = try phrasing.number(value, precision: .significant(2), scaleWords: scaleWords)
    #expect(phrase.display.text == display)
    #expect(phrase.speech.text == speech)
  }

  @Test(arguments: [
    (19.17, "19%", "19 percent"), (5.25, "5.3%", "5.3 percent"), (0.3, "less than 1%", "less than 1 percent"),
    (0, "0%", "0 percent"), (9.96, "10%", "10 percent"), (100, "100%", "100 percent"),
  ])
  func percentages(_ value: Double, _ display: String, _ speech: String) throws {
    let phrase = try phrasing.percent(value)
    #expect(phrase.display.text == display)
    #expect(phrase.speech.text == speech)
  }

  @Test func countsAndYearsAreExact() throws {
    #expect(try phrasing.count(12_000).display.text == "12,000")
    #expect(try phrasing.count(12_000).speech.text == "12000")
    #expect(phrasing.year(2024).display.text == "2024")
  }

  /// Rounded numbers never stray more than half a unit in the last spoken digit.
  @Test(arguments: 0..<100 as Range<UInt64>) func roundingStaysClose(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let exponent = Double(Int(generator.next() % 16) - 4)
    let value = (Double(generator.next() % 1_000_000) / 1_000_000 + 0.1) * pow10(exponent)
    let phrase = try phrasing.number(value, precision: .significant(2), unit: nil, hedge: false)
    let spoken = parseEnglish(phrase.display.text)
    let relative = abs(spoken - value) / value
    #expect(relative <= 0.05 + 1e-12, "\(value) was said as \(phrase.display.text)")
  }

  private func pow10(_ exponent: Double) -> Double {
    var result = 1.0
    for _ in 0..<Int(abs(exponent)) { result *= 10 }
    return exponent < 0 ? 1 / result : result
  }

  /// Reads back "1.2 million", "39,000" or "0.00012".
  private func parseEnglish(_ text: String) -> Double {
    var number = text.replacingOccurrences(of: ",", with: "")
    var scale = 1.0
    for (word, value) in [(" million", 1e6), (" billion", 1e9), (" trillion", 1e12)] where number.hasSuffix(word) {
      number = String(number.dropLast(word.count))
      scale = value
    }
    return (Double(number) ?? .nan) * scale
  }
}
