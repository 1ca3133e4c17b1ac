import ChartModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading plain decimal numbers (`-12`, `3.25`, `.5`, `6.02e23`) from UTF-8 bytes, correctly
/// rounded, without building a `String`.
///
/// The accepted syntax is `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`, with `.` as
/// the decimal point. Hexadecimal, digit separators and decimal commas are not numbers here (see
/// ``LenientNumber`` for those). The missing-value markers people export (`NA`, `N/A`, `#N/A`,
/// `null`, `NaN`, `None`, in any case, and a lone `-`) and the spellings of infinity (`inf`,
/// `Infinity`) are recognised separately, so that a reader can take the first as missing values and
/// reject the second.
///
/// Most numbers take a fast path: the digits are gathered in a `UInt64`, and when they fit in 53
/// bits and the decimal exponent in ±22, one IEEE multiplication or division by an exact power of
/// ten gives the correctly rounded result (Clinger 1990). Everything else goes to the C library's
/// `strtod` in the C locale on a small NUL-terminated stack buffer (glibc's `strtod` is correctly
/// rounded).
package enum DecimalNumber {
  /// What a cell holds, as far as numbers go.
  package enum Scan: Equatable, Sendable {
    /// A finite number.
    case number(Double)
    /// Well-formed, but beyond the range of `Double` (such as `1e400`).
    case outOfRange
    /// A missing-value marker: `NA`, `N/A`, `#N/A`, `null`, `NaN`, `None` (any case, `NaN` with
    /// an optional sign), or a lone `-`.
    case missing
    /// A spelling of infinity: `inf`, `Infinity`, with an optional sign, in any case.
    case infinity
    /// Anything else.
    case notANumber
  }

  /// Reads the number in `bytes`, which must hold exactly the number (no surrounding spaces).
  ///
  ///     DecimalNumber.scan(Array("-2.5e3".utf8))   // .number(-2500)
  ///     DecimalNumber.scan(Array("NaN".utf8))      // .missing
  ///
  /// - Parameter bytes: The text; empty text is ``Scan/notANumber``.
  /// - Returns: The value, correctly rounded to the nearest `Double` (ties to even); numbers too
  ///   small for a subnormal become ±0.
  /// - Complexity: O(*n*) in the length of the text.
  @inline(__always)
  package static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return .notANumber }
    return scan(base, count: bytes.count)
  }

  /// ``scan(_:)`` on an array, for tests and callers that hold the text in one.
  package static func scan(_ bytes: [UInt8]) -> Scan {
    bytes.withUnsafeBufferPointer { scan($0) }
  }

  /// ``scan(_:)`` on a pointer and count.
  @inline(__always)
  package static func scan(_ p: UnsafePointer<UInt8>, count: Int) -> Scan {
    let (scan, end) = scanPrefix(p, from: 0, end: count)
    if end == count { return scan }
    if end == 0 { return word(p, count: count) }
    return .notANumber
  }

  /// Reads the longest number at the start of `p[start..<end]`, for readers that find where a
  /// cell ends while they read it.
  ///
  ///     scanPrefix("12.5,3", from: 0, end: 6)   // (.number(12.5), 4)
  ///     scanPrefix("abc", from: 0, end: 3)      // (.notANumber, 0)
  ///
  /// - Returns: The number and the index just past it; ``Scan/notANumber`` and `start` when no
  ///   number starts there. An exponent marker without digits (`1e`) is not part of the number.
  /// - Complexity: O(*n*) in the length of the number.
  @inline(__always)
  package static func scanPrefix(_ p: UnsafePointer<UInt8>, from start: Int, end count: Int)
    -> (scan: Scan, end: Int)
  {
    if let short = scanShortPrefix(p, from: start, end: count) { return short }
    return scanPrefixInGeneral(p, from: start, end: count)
  }

  /// The short numbers most cells hold (`49.99`, `-3`, `1000.6138`): an optional `-`, at most 19
  /// digits with at most one `.` among or around them, and no exponent, read one byte at a time.
  ///
  /// For a handful of digits a byte loop beats the eight-byte (SWAR) steps of the general path,
  /// whose set-up is paid twice (integer and fraction). The value is computed exactly as the
  /// general path computes it (one correctly rounded division by an exact power of ten), so the
  /// two always agree; anything else — `+`, an exponent, more than 19 digits, a mantissa above
  /// 2⁵³, no digits at all — returns `nil` and takes the general path.
  ///
  /// - Complexity: O(*n*) in the length of the number.
  @inline(__always)
  private static func scanShortPrefix(_ p: UnsafePointer<UInt8>, from start: Int, end count: Int)
    -> (scan: Scan, end: Int)?
  {
    var i = start
    let negative = i < count && p[i] == UInt8(ascii: "-")
    if negative { i &+= 1 }
    var mantissa: UInt64 = 0
    let integerStart = i
    i = accumulateShortDigits(p, from: i, end: count, into: &mantissa)
    var digits = i &- integerStart
    var fractionDigits = 0
    if i < count, p[i] == UInt8(ascii: ".") {
      let fractionStart = i &+ 1
      i = accumulateShortDigits(p, from: fractionStart, end: count, into: &mantissa)
      fractionDigits = i &- fractionStart
      digits &+= fractionDigits
    }
    // 19 digits never wrap a UInt64; an exponent (or `1e`, which is not one) is left to the
    // general path.
    guard digits > 0, digits <= 19, mantissa <= 1 << 53,
      i == count || p[i] | 0x20 != UInt8(ascii: "e")
    else { return nil }
    if mantissa == 0 { return (.number(negative ? -0.0 : 0.0), i) }
    let value = Double(mantissa) / powersOfTen[fractionDigits]
    return (.number(negative ? -value : value), i)
  }

  /// Appends the decimal digits from `start` on to `mantissa`, one byte at a time (wrapping
  /// around past 19 digits).
  ///
  /// - Returns: The index of the first byte that is not a digit.
  @inline(__always)
  private static func accumulateShortDigits(
    _ p: UnsafePointer<UInt8>, from start: Int, end: Int, into mantissa: inout UInt64
  ) -> Int {
    var i = start
    while i < end {
      let digit = p[i] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      mantissa = mantissa &* 10 &+ UInt64(digit)
      i &+= 1
    }
    return i
  }

  /// ``scanPrefix(_:from:end:)`` for every number: signs, long mantissas, exponents.
  private static func scanPrefixInGeneral(
    _ p: UnsafePointer<UInt8>, from start: Int, end count: Int
  ) -> (scan: Scan, end: Int) {
    var i = start
    var negative = false
    if i < count, p[i] == UInt8(ascii: "-") || p[i] == UInt8(ascii: "+") {
      negative = p[i] == UInt8(ascii: "-")
      i &+= 1
    }
    // Digits accumulate with wrapping arithmetic; the value is exact while at most 19 digits
    // follow the leading zeros, which is checked afterwards, off the common path.
    var mantissa: UInt64 = 0
    let integerStart = i
    i = accumulateDigits(p, from: i, end: count, into: &mantissa)
    let integerDigits = i &- integerStart
    var fractionDigits = 0
    if i < count, p[i] == UInt8(ascii: ".") {
      let fractionStart = i &+ 1
      let j = accumulateDigits(p, from: fractionStart, end: count, into: &mantissa)
      fractionDigits = j &- fractionStart
      // A lone "." is not a number; "5." and ".5" are.
      if integerDigits + fractionDigits > 0 { i = j }
    }
    guard integerDigits + fractionDigits > 0 else { return (.notANumber, start) }
    var exponent = -fractionDigits
    // Leading zeros add nothing to `mantissa`; more than 19 other digits leave it wrapped around.
    let truncated =
      integerDigits + fractionDigits > 19
      && hasTooManyDigits(
        p, integerStart: integerStart, integerDigits: integerDigits, fractionDigits: fractionDigits)

    if i < count, p[i] | 0x20 == UInt8(ascii: "e") {
      var j = i &+ 1
      var exponentNegative = false
      if j < count, p[j] == UInt8(ascii: "-") || p[j] == UInt8(ascii: "+") {
        exponentNegative = p[j] == UInt8(ascii: "-")
        j &+= 1
      }
      var written = 0
      let digitsStart = j
      while j < count {
        let digit = p[j] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        // Saturate: anything past 10⁶ is out of range or zero either way.
        if written < 1_000_000 { written = written &* 10 &+ Int(digit) }
        j &+= 1
      }
      if j > digitsStart {
        exponent += exponentNegative ? -written : written
        i = j
      }
    }

    if !truncated, mantissa == 0 { return (.number(negative ? -0.0 : 0.0), i) }
    if !truncated, mantissa <= 1 << 53 {
      if exponent >= 0, exponent <= 22 {
        let value = Double(mantissa) * powersOfTen[exponent]
        return (.number(negative ? -value : value), i)
      }
      if exponent < 0, exponent >= -22 {
        let value = Double(mantissa) / powersOfTen[-exponent]
        return (.number(negative ? -value : value), i)
      }
      if exponent > 22, exponent <= 22 + 15 {
        // 12e30 = (12 × 10⁸) × 10²² when the first product is still exact.
        let (scaled, overflow) = mantissa.multipliedReportingOverflow(
          by: UInt64(powersOfTen[exponent - 22]))
        if !overflow, scaled <= 1 << 53 {
          let value = Double(scaled) * 1e22
          return (.number(negative ? -value : value), i)
        }
      }
    }
    return (strtodInCLocale(p + start, count: i - start), i)
  }

  /// Appends the decimal digits from `start` on to `mantissa` (wrapping around past 19 digits).
  ///
  /// Eight bytes at a time while eight are readable: the run of digits at the start of the word is
  /// found without a branch per byte, moved to the word's low-order end and converted with three
  /// multiplications (the SWAR method of simdjson and fast_float). A number's digits usually end
  /// inside the first word, so there is no loop exit to mispredict.
  ///
  /// - Returns: The index of the first byte that is not a digit.
  @inline(__always)
  private static func accumulateDigits(
    _ p: UnsafePointer<UInt8>, from start: Int, end: Int, into mantissa: inout UInt64
  ) -> Int {
    var i = start
    while i &+ 8 <= end {
      let word = UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self))
      // A byte is a digit when its high nibble is 3 and adding 6 leaves it at 3. (A carry out of a
      // byte of 0xFA or more only reaches later bytes, after a non-digit.)
      let nibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
      let shape = (word & nibbles) | (((word &+ 0x0606_0606_0606_0606) & nibbles) >> 4)
      let digits = (shape ^ 0x3333_3333_3333_3333).trailingZeroBitCount >> 3
      if digits == 0 { return i }
      // The digits' values, the first in the highest byte of those kept, zeros above them.
      var value = (word &- 0x3030_3030_3030_3030) << UInt64((8 &- digits) << 3)
      value = (value &* 2561) >> 8 & 0x00FF_00FF_00FF_00FF
      value = (value &* 6_553_601) >> 16 & 0x0000_FFFF_0000_FFFF
      value = (value &* 42_949_672_960_001) >> 32
      mantissa = mantissa &* powersOfTenIntegers[digits] &+ value
      i &+= digits
      if digits < 8 { return i }
    }
    while i < end {
      let digit = p[i] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      mantissa = mantissa &* 10 &+ UInt64(digit)
      i &+= 1
    }
    return i
  }

  /// 10⁰ … 10⁸ as integers.
  private static let powersOfTenIntegers: [UInt64] = [
    1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000,
  ]

  /// Whether more than 19 digits follow the leading zeros of a mantissa, too many for a `UInt64`.
  private static func hasTooManyDigits(
    _ p: UnsafePointer<UInt8>, integerStart: Int, integerDigits: Int, fractionDigits: Int
  ) -> Bool {
    var zeros = 0
    var index = integerStart
    let end = integerStart + integerDigits + (fractionDigits > 0 ? 1 + fractionDigits : 0)
    while index < end, p[index] == UInt8(ascii: "0") || p[index] == UInt8(ascii: ".") {
      if p[index] == UInt8(ascii: "0") { zeros += 1 }
      index += 1
    }
    return integerDigits + fractionDigits - zeros > 19
  }

  /// 10⁰ … 10²², each exactly representable as a `Double`.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// The C library's correctly rounded conversion, in the C locale whatever the process's locale,
  /// on a NUL-terminated copy of text already checked to be a number.
  private static func strtodInCLocale(_ p: UnsafePointer<UInt8>, count: Int) -> Scan {
    let value = withUnsafeTemporaryAllocation(of: CChar.self, capacity: count + 1) { buffer in
      for index in 0..<count { buffer[index] = CChar(bitPattern: p[index]) }
      buffer[count] = 0
      guard let start = buffer.baseAddress else { return Double.nan }
      #if canImport(Glibc) || canImport(Musl)
        let previous = uselocale(cLocale)
        defer { uselocale(previous) }
        return strtod(start, nil)
      #else
        return strtod_l(start, nil, cLocale)
      #endif
    }
    return value.isFinite ? .number(value) : .outOfRange
  }

  /// What a cell that does not start with a number spells: a missing-value marker, infinity, or
  /// neither.
  private static func word(_ p: UnsafePointer<UInt8>, count: Int) -> Scan {
    if count == 1, p[0] == UInt8(ascii: "-") { return .missing }
    var start = 0
    if count > 0, p[0] == UInt8(ascii: "-") || p[0] == UInt8(ascii: "+") { start = 1 }
    guard count - start <= 8, count > start else { return .notANumber }
    var word: UInt64 = 0
    for index in start..<count {
      let byte = p[index]
      guard byte < 0x80 else { return .notANumber }
      word = word << 8 | UInt64(byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0))
    }
    if infinityWords.contains(word) { return .infinity }
    if word == nanWord || (start == 0 && missingWords.contains(word)) { return .missing }
    return .notANumber
  }

  /// Packs lower-case ASCII big-endian into a `UInt64`.
  private static func pack(_ word: String) -> UInt64 {
    word.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
  }

  private static let nanWord = pack("nan")
  /// The missing-value markers other than `NaN` and `-`, lower-cased.
  private static let missingWords: Set<UInt64> = Set(
    ["na", "n/a", "#n/a", "null", "none"].map(pack))
  private static let infinityWords: Set<UInt64> = Set(["inf", "infinity"].map(pack))
}

/// A C locale for number conversion, created once; `uselocale` makes it the thread's locale for
/// the length of one `strtod` call.
private nonisolated(unsafe) let cLocale = newlocale(LC_NUMERIC_MASK, "C", nil)
