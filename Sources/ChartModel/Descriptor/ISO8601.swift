/// Reading and writing the ISO 8601 date forms chart data uses, in UTC.
///
/// Accepted: `yyyy-MM`, `yyyy-MM-dd`, and `yyyy-MM-ddTHH:mm[:ss[.fff]]` (or a space instead of `T`)
/// with an optional `Z` or `±HH:mm` / `±HHmm` offset; a time without an offset is read as UTC. A bare
/// year (`2024`) is *not* accepted here, because in a table it is usually a number; readers that
/// know a column holds dates accept it through ``parse(_:allowingBareYear:)``.
public enum ISO8601 {
  /// Seconds since 1970 (UTC) of an ISO 8601 date or date-time, or `nil` when the text is not one.
  ///
  ///     ISO8601.parse("2024-03")            // 1709251200 (1 March 2024)
  ///     ISO8601.parse("2024-03-05T10:30Z")  // 1709634600
  ///
  /// - Complexity: O(*n*) in the length of the text.
  @inlinable public static func parse(_ text: some StringProtocol, allowingBareYear: Bool = false) -> Double? {
    var utf8 = Array(text.utf8)
    return utf8.withUnsafeMutableBufferPointer {
      parse(bytes: UnsafeBufferPointer($0), allowingBareYear: allowingBareYear)
    }
  }

  /// ``parse(_:allowingBareYear:)`` on UTF-8 bytes, for readers that never build a `String`.
  public static func parse(bytes: UnsafeBufferPointer<UInt8>, allowingBareYear: Bool = false) -> Double? {
    if let seconds = parseCommonLayout(bytes) { return seconds }
    var scanner = Scanner(bytes: bytes)
    guard let year = scanner.digits(exactly: 4) else { return nil }
    if scanner.isAtEnd {
      return allowingBareYear ? CivilDate(year: year, month: 1, day: 1).secondsSince1970 : nil
    }
    guard scanner.take(UInt8(ascii: "-")), let month = scanner.digits(exactly: 2), (1...12).contains(month)
    else { return nil }
    if scanner.isAtEnd { return CivilDate(year: year, month: month, day: 1).secondsSince1970 }
    guard scanner.take(UInt8(ascii: "-")), let day = scanner.digits(exactly: 2),
      (1...CivilDate.daysInMonth(year: year, month: month)).contains(day)
    else { return nil }
    var date = CivilDate(year: year, month: month, day: day)
    if scanner.isAtEnd { return date.secondsSince1970 }
    guard scanner.take(UInt8(ascii: "T")) || scanner.take(UInt8(ascii: "t")) || scanner.take(UInt8(ascii: " ")),
      let hour = scanner.digits(exactly: 2), hour < 24,
      scanner.take(UInt8(ascii: ":")), let minute = scanner.digits(exactly: 2), minute < 60
    else { return nil }
    date.hour = hour
    date.minute = minute
    if scanner.take(UInt8(ascii: ":")) {
      guard let second = scanner.digits(exactly: 2), second < 61 else { return nil }
      var fraction = 0.0
      if scanner.take(UInt8(ascii: ".")) || scanner.take(UInt8(ascii: ",")) {
        var scale = 0.1
        var any = false
        while let digit = scanner.digit() {
          fraction += Double(digit) * scale
          scale /= 10
          any = true
        }
        guard any else { return nil }
      }
      date.second = Double(second) + fraction
    }
    var offset = 0
    if scanner.take(UInt8(ascii: "Z")) || scanner.take(UInt8(ascii: "z")) {
      offset = 0
    } else if let sign = scanner.sign() {
      guard let hours = scanner.digits(exactly: 2), hours <= 18 else { return nil }
      _ = scanner.take(UInt8(ascii: ":"))
      let minutes = scanner.digits(exactly: 2) ?? 0
      guard minutes < 60 else { return nil }
      offset = sign * (hours * 3_600 + minutes * 60)
    }
    guard scanner.isAtEnd else { return nil }
    return date.secondsSince1970 - Double(offset)
  }

  /// The layouts of nearly every timestamp in exported data — `yyyy-MM-dd`, `yyyy-MM-ddTHH:mm`,
  /// `yyyy-MM-ddTHH:mm:ss` (`T` or a space, optionally ending in `Z`) — read by fixed offsets, with
  /// no scanner: a CSV of a million timestamps spends most of its date time here. Anything else
  /// (offsets, fractions, months alone) returns `nil` and takes the general path.
  ///
  /// - Complexity: O(1).
  package static func parseCommonLayout(_ p: UnsafeBufferPointer<UInt8>) -> Double? {
    var reader = CommonLayoutReader()
    return reader.parse(p)
  }

  /// ``parseCommonLayout(_:)`` for a column of timestamps, remembering the last date it read.
  ///
  /// Consecutive timestamps of a series mostly share their date (1,440 rows a day for data by the
  /// minute), so the reader keeps the ten bytes of the last date (`yyyy-MM-dd`, compared as an
  /// eight- and a two-byte load) with its day number, and checks and converts a date only when
  /// those bytes change. The time of day is read from fixed offsets on every call. Its answers are
  /// exactly ``parseCommonLayout(_:)``'s: the remembered bytes passed the same checks when first
  /// seen.
  package struct CommonLayoutReader {
    /// Bytes 0–7 and 8–9 of the last date read, valid when `hasDate`.
    @usableFromInline var dateHead: UInt64 = 0
    @usableFromInline var dateTail: UInt16 = 0
    @usableFromInline var hasDate = false
    /// Seconds since 1970 of that date at midnight.
    @usableFromInline var dateSeconds = 0.0

    @inlinable package init() {}

    /// Seconds since 1970 of a timestamp in one of the common layouts, or `nil`.
    ///
    /// - Complexity: O(1).
    /// Inlinable: the CSV reader (another module) calls it once per cell.
    @inlinable @inline(__always)
    package mutating func parse(_ cell: UnsafeBufferPointer<UInt8>) -> Double? {
      guard let p = cell.baseAddress else { return nil }
      var count = cell.count
      if count == 17 || count == 20, p[count - 1] == UInt8(ascii: "Z") { count -= 1 }
      guard count == 10 || count == 16 || count == 19 else { return nil }
      let head = UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
      let tail = UnsafeRawPointer(p + 8).loadUnaligned(as: UInt16.self)
      if !hasDate || head != dateHead || tail != dateTail {
        guard let days = ISO8601.days(ofDateAt: p) else { return nil }
        dateHead = head
        dateTail = tail
        dateSeconds = Double(days) * 86_400
        hasDate = true
      }
      guard count > 10 else { return dateSeconds }
      // "THH:mm", then ":ss": each digit checked, then the fields' ranges.
      let separator = p[10]
      let h1 = p[11] &- 0x30
      let h2 = p[12] &- 0x30
      let m1 = p[14] &- 0x30
      let m2 = p[15] &- 0x30
      guard
        separator == UInt8(ascii: "T") || separator == UInt8(ascii: " ")
          || separator == UInt8(ascii: "t"),
        p[13] == UInt8(ascii: ":"), h1 < 10, h2 < 10, m1 < 10, m2 < 10
      else { return nil }
      let hour = Int(h1) &* 10 &+ Int(h2)
      let minute = Int(m1) &* 10 &+ Int(m2)
      guard hour < 24, minute < 60 else { return nil }
      let seconds = dateSeconds + Double(hour &* 3_600 &+ minute &* 60)
      guard count > 16 else { return seconds }
      let s1 = p[17] &- 0x30
      let s2 = p[18] &- 0x30
      guard p[16] == UInt8(ascii: ":"), s1 < 10, s2 < 10 else { return nil }
      let second = Int(s1) &* 10 &+ Int(s2)
      guard second < 61 else { return nil }
      return seconds + Double(second)
    }
  }

  /// Days since 1970 of the `yyyy-MM-dd` in the ten bytes at `p`, or `nil` when they are not a
  /// valid date of that layout.
  ///
  /// - Complexity: O(1).
  @usableFromInline static func days(ofDateAt p: UnsafePointer<UInt8>) -> Int? {
    @inline(__always) func digit(_ i: Int) -> Int? {
      let d = p[i] &- 0x30
      return d < 10 ? Int(d) : nil
    }
    @inline(__always) func two(_ i: Int) -> Int? {
      guard let a = digit(i), let b = digit(i + 1) else { return nil }
      return a * 10 + b
    }
    guard p[4] == UInt8(ascii: "-"), p[7] == UInt8(ascii: "-"),
      let y1 = two(0), let y2 = two(2), let month = two(5), let day = two(8),
      (1...12).contains(month), day >= 1
    else { return nil }
    let year = y1 * 100 + y2
    guard day <= CivilDate.daysInMonth(year: year, month: month) else { return nil }
    return CivilDate.days(fromCivil: year, month, day)
  }

  /// The ISO 8601 text of a position, as precise as `unit` needs: `2024-03-05` for days and coarser,
  /// `2024-03-05T10:30:00Z` for times, with milliseconds only when the seconds have a fraction.
  ///
  /// Dates are written in full (`2024-03-01` for a month) so any ISO 8601 reader accepts them.
  public static func format(_ seconds: Double, unit: TimeUnit) -> String {
    let date = CivilDate(secondsSince1970: seconds)
    let day = "\(pad(date.year, 4))-\(pad(date.month, 2))-\(pad(date.day, 2))"
    guard unit > .day else { return day }
    let whole = Int(date.second)
    var text = "\(day)T\(pad(date.hour, 2)):\(pad(date.minute, 2)):\(pad(whole, 2))"
    let millis = Int(((date.second - Double(whole)) * 1_000).rounded())
    if millis > 0 { text += "." + pad(min(millis, 999), 3) }
    return text + "Z"
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(abs(value))
    let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
    return value < 0 ? "-" + padded : padded
  }

  /// Reads digits and separators from UTF-8 bytes, for the date readers.
  package struct Scanner {
    package let bytes: UnsafeBufferPointer<UInt8>
    package var index = 0

    @inlinable package init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    @inlinable package var isAtEnd: Bool { index == bytes.count }

    @inlinable package mutating func take(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    @inlinable package mutating func digit() -> Int? {
      guard index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 else { return nil }
      defer { index += 1 }
      return Int(bytes[index] - 0x30)
    }

    @inlinable package mutating func digits(exactly count: Int) -> Int? {
      var value = 0
      for _ in 0..<count {
        guard let digit = digit() else { return nil }
        value = value * 10 + digit
      }
      return value
    }

    @inlinable package mutating func sign() -> Int? {
      if take(UInt8(ascii: "+")) { return 1 }
      if take(UInt8(ascii: "-")) { return -1 }
      return nil
    }
  }
}
