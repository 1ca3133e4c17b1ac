import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

@Suite struct ISO8601Tests {
  struct Case: CustomTestStringConvertible, Sendable {
    var text: String
    var expected: Double?
    var testDescription: String { "'\(text)'" }
  }

  // Expected values from `date -u -d … +%s`.
  static let cases: [Case] = [
    Case(text: "2024-03", expected: 1_709_251_200),
    Case(text: "2024-03-05", expected: 1_709_596_800),
    Case(text: "2024-03-05T10:30Z", expected: 1_709_634_600),
    Case(text: "2024-03-05T10:30:15.250Z", expected: 1_709_634_615.25),
    Case(text: "2024-03-05 10:30:15", expected: 1_709_634_615),
    Case(text: "2024-03-05T12:30:00+02:00", expected: 1_709_634_600),
    Case(text: "2024-03-05T05:00-0530", expected: 1_709_634_600),
    Case(text: "1969-12-31", expected: -86_400),
    Case(text: "2024-02-29", expected: 1_709_164_800),
    Case(text: "2023-02-29", expected: nil),
    Case(text: "2024-13", expected: nil),
    Case(text: "2024", expected: nil),
    Case(text: "2024-03-05T25:00", expected: nil),
    Case(text: "March 2024", expected: nil),
    Case(text: "2024-03-05x", expected: nil),
    Case(text: "", expected: nil),
  ]

  @Test(arguments: cases) func parses(_ c: Case) {
    #expect(ISO8601.parse(c.text) == c.expected)
  }

  @Test func bareYearOnlyWhenAllowed() {
    #expect(ISO8601.parse("2024") == nil)
    #expect(ISO8601.parse("2024", allowingBareYear: true) == 1_704_067_200)
  }

  @Test func formatsAsPreciseAsTheUnit() {
    #expect(ISO8601.format(1_709_251_200, unit: .month) == "2024-03-01")
    #expect(ISO8601.format(1_709_634_600, unit: .minute) == "2024-03-05T10:30:00Z")
    #expect(ISO8601.format(1_709_634_615.25, unit: .second) == "2024-03-05T10:30:15.250Z")
  }

  @Test(arguments: 0..<50 as Range<UInt64>) func civilDateRoundTrips(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    // Foundation switches to the Julian calendar before 1582; stay after it.
    let days = Int(generator.next() % 300_000) - 140_000
    let (y, m, d) = CivilDate.civil(fromDays: days)
    #expect(CivilDate.days(fromCivil: y, m, d) == days)
    // Cross-check with Foundation's Gregorian calendar in UTC.
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents(
      [.year, .month, .day], from: Date(timeIntervalSince1970: Double(days) * 86_400))
    #expect(parts.year == y && parts.month == m && parts.day == d)
  }

  @Test func finestUnitFollowsTheData() {
    let months = ["2024-01", "2024-02", "2024-03"].compactMap { ISO8601.parse($0) }
    #expect(TimeUnit.finest(in: months) == .month)
    let days = ["2024-01-01", "2024-01-02"].compactMap { ISO8601.parse($0) }
    #expect(TimeUnit.finest(in: days) == .day)
    let years = ["2023-01-01", "2024-01-01"].compactMap { ISO8601.parse($0) }
    #expect(TimeUnit.finest(in: years) == .year)
    #expect(CivilDate(year: 2024, month: 3, day: 4).weekday == 0)  // a Monday
  }

  /// `TimeUnit.finest(in:)` skips positions on whole units of the finest unit so far; it must
  /// agree with converting every position.
  @Test(arguments: 0..<20 as Range<UInt64>)
  func finestUnitAgreesWithConvertingEveryPosition(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let steps: [Double] = [31_556_952, 2_629_746, 86_400, 3_600, 60, 1, 0.5]
    var positions: [Double] = []
    for _ in 0..<40 {
      let base = ISO8601.parse("2024-01-01") ?? 0
      let step = steps[Int(generator.next() % UInt64(steps.count))]
      positions.append(base + step * Double(generator.next() % 40))
    }
    let expected = positions.map { CivilDate(secondsSince1970: $0).finestUnit }.max() ?? .day
    #expect(TimeUnit.finest(in: positions) == expected)
  }
}

@Suite struct ISO8601CommonLayoutTests {
  /// The fixed-offset fast path agrees with the general scanner wherever it answers.
  @Test(arguments: 0..<200 as Range<UInt64>) func fastPathAgreesWithTheScanner(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let days = Int(generator.next() % 200_000) - 50_000
    let (y, m, d) = CivilDate.civil(fromDays: days)
    let h = Int(generator.next() % 24)
    let mi = Int(generator.next() % 60)
    let s = Int(generator.next() % 60)
    func pad(_ v: Int, _ w: Int) -> String { String(repeating: "0", count: max(0, w - String(v).count)) + String(v) }
    let date = "\(pad(y, 4))-\(pad(m, 2))-\(pad(d, 2))"
    let texts = [
      date, "\(date)T\(pad(h, 2)):\(pad(mi, 2))", "\(date) \(pad(h, 2)):\(pad(mi, 2)):\(pad(s, 2))",
      "\(date)T\(pad(h, 2)):\(pad(mi, 2)):\(pad(s, 2))Z",
    ]
    for text in texts where y >= 0 && y <= 9999 {
      let fast = Array(text.utf8).withUnsafeBufferPointer { ISO8601.parseCommonLayout($0) }
      #expect(fast != nil, "\(text)")
      #expect(fast == ISO8601.parse(text), "\(text)")
    }
  }

  /// A reader that remembers the last date answers as the stateless parse and as the calendar
  /// arithmetic, over runs of timestamps that share dates, with invalid cells in between (which
  /// must not leave a date remembered).
  @Test(arguments: 0..<50 as Range<UInt64>) func rememberingReaderAgreesWithTheCalendar(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    func pad(_ v: Int, _ w: Int) -> String { String(repeating: "0", count: max(0, w - String(v).count)) + String(v) }
    var reader = ISO8601.CommonLayoutReader()
    var days = Int(generator.next() % 100_000) - 20_000
    for _ in 0..<400 {
      if generator.next() % 4 == 0 { days += Int(generator.next() % 3) }
      let (y, m, d) = CivilDate.civil(fromDays: days)
      guard y >= 0, y <= 9999 else { continue }
      let h = Int(generator.next() % 24)
      let mi = Int(generator.next() % 60)
      let s = Int(generator.next() % 61)
      let date = "\(pad(y, 4))-\(pad(m, 2))-\(pad(d, 2))"
      let separator = ["T", " ", "t"][Int(generator.next() % 3)]
      let (text, expected): (String, Double?)
      switch generator.next() % 6 {
      case 0:
        (text, expected) = (date, CivilDate(year: y, month: m, day: d).secondsSince1970)
      case 1:
        (text, expected) = (
          "\(date)\(separator)\(pad(h, 2)):\(pad(mi, 2))",
          CivilDate(year: y, month: m, day: d, hour: h, minute: mi).secondsSince1970
        )
      case 2:
        (text, expected) = (
          "\(date)\(separator)\(pad(h, 2)):\(pad(mi, 2)):\(pad(s, 2))Z",
          CivilDate(year: y, month: m, day: d, hour: h, minute: mi, second: Double(s)).secondsSince1970
        )
      case 3:
        // Invalid time after a valid date: no answer, and the date may stay remembered.
        (text, expected) = ("\(date)T\(pad(24 + h, 2)):\(pad(mi, 2))", nil)
      case 4:
        // An invalid date with the same first eight bytes: must be checked again, not remembered.
        (text, expected) = ("\(pad(y, 4))-\(pad(m, 2))-\(pad(32 + d % 60, 2))T10:00", nil)
      default:
        (text, expected) = (
          "\(date)T\(pad(h, 2)):\(pad(mi, 2)):\(pad(s, 2))",
          CivilDate(year: y, month: m, day: d, hour: h, minute: mi, second: Double(s)).secondsSince1970
        )
      }
      let bytes = Array(text.utf8)
      let remembered = bytes.withUnsafeBufferPointer { reader.parse($0) }
      let stateless = bytes.withUnsafeBufferPointer { ISO8601.parseCommonLayout($0) }
      #expect(remembered == expected, "\(text)")
      #expect(stateless == expected, "\(text)")
    }
  }

  @Test(arguments: [
    "2024-02-30", "2024-13-01", "2024-01-01T24:00", "2024-01-01T10:60", "2024-01-01X10:00", "2024/01/01",
  ])
  func fastPathRejectsWhatIsNotADate(_ text: String) {
    #expect(Array(text.utf8).withUnsafeBufferPointer { ISO8601.parseCommonLayout($0) } == nil)
  }
}
