import ChartImport
import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

@Suite struct DecimalNumberTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var text: String
    var expected: DecimalNumber.Scan
    var testDescription: String { "'\(text)'" }
  }

  static let cases: [Case] = [
    Case(text: "0", expected: .number(0)),
    Case(text: "-0", expected: .number(-0.0)),
    Case(text: "42", expected: .number(42)),
    Case(text: "+7", expected: .number(7)),
    Case(text: "-12.5", expected: .number(-12.5)),
    Case(text: ".5", expected: .number(0.5)),
    Case(text: "5.", expected: .number(5)),
    Case(text: "0.1", expected: .number(0.1)),
    Case(text: "0.30000000000000004", expected: .number(0.30000000000000004)),
    Case(text: "1e3", expected: .number(1000)),
    Case(text: "2.5E-3", expected: .number(0.0025)),
    Case(text: "1e+2", expected: .number(100)),
    Case(text: "12e30", expected: .number(12e30)),
    Case(text: "9007199254740993", expected: .number(9_007_199_254_740_992)),  // ties to even
    Case(text: "123456789012345678901234567890", expected: .number(1.2345678901234568e29)),
    Case(text: "0.000000000000000000000000000001", expected: .number(1e-30)),
    // 2⁶⁴ wraps a UInt64 around to 0.
    Case(text: "18446744073709551616", expected: .number(18_446_744_073_709_551_616)),
    Case(text: "1.7976931348623157e308", expected: .number(.greatestFiniteMagnitude)),
    Case(text: "4.9e-324", expected: .number(.leastNonzeroMagnitude)),
    Case(text: "1e-400", expected: .number(0)),
    Case(text: "1e400", expected: .outOfRange),
    Case(text: "-1e99999999999", expected: .outOfRange),
    Case(text: "NaN", expected: .missing),
    Case(text: "-nan", expected: .missing),
    Case(text: "-inf", expected: .infinity),
    Case(text: "Infinity", expected: .infinity),
    Case(text: "N/A", expected: .missing),
    Case(text: "#N/A", expected: .missing),
    Case(text: "NA", expected: .missing),
    Case(text: "null", expected: .missing),
    Case(text: "NULL", expected: .missing),
    Case(text: "None", expected: .missing),
    Case(text: "-", expected: .missing),
    Case(text: "-NA", expected: .notANumber),
    Case(text: "--", expected: .notANumber),
    Case(text: "", expected: .notANumber),
    Case(text: ".", expected: .notANumber),
    Case(text: "1e", expected: .notANumber),
    Case(text: "1e+", expected: .notANumber),
    Case(text: "1.2.3", expected: .notANumber),
    Case(text: "0x1p3", expected: .notANumber),
    Case(text: "1,5", expected: .notANumber),
    Case(text: " 1", expected: .notANumber),
    Case(text: "1_000", expected: .notANumber),
    Case(text: "nan1", expected: .notANumber),
    Case(text: "infinite", expected: .notANumber),
  ]

  @Test(arguments: cases)
  func scans(_ c: Case) {
    let scan = DecimalNumber.scan(Array(c.text.utf8))
    #expect(scan == c.expected)
    if case .number(let value) = scan, case .number(let expected) = c.expected {
      #expect(value.sign == expected.sign, "the sign of zero is kept")
    }
  }

  @Test func scansAPrefixUpToWhatCannotContinueIt() {
    let text = Array("12.5e1,x".utf8)
    text.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return }
      let (scan, end) = DecimalNumber.scanPrefix(base, from: 0, end: bytes.count)
      #expect(scan == .number(125))
      #expect(end == 6)
      let (_, stop) = DecimalNumber.scanPrefix(base, from: 7, end: bytes.count)
      #expect(stop == 7, "no number at 'x'")
    }
    // Bytes that carry or borrow in the eight-at-a-time digit scan end the number all the same.
    for next: UInt8 in [0xFF, 0xFA, 0x2F, 0x3A, 0x00, 0x80] {
      let row: [UInt8] = Array("1234".utf8) + [next] + Array("5678901".utf8)
      row.withUnsafeBufferPointer { bytes in
        guard let base = bytes.baseAddress else { return }
        let (scan, end) = DecimalNumber.scanPrefix(base, from: 0, end: bytes.count)
        #expect(scan == .number(1234) && end == 4, "followed by \(next)")
      }
    }
  }

  /// Numbers of up to 16 digits read the same whether more bytes follow them or the input ends
  /// there, for every split of the digits around a dot, each sign and what may follow a number;
  /// and a number followed by a comma reads as Swift reads it.
  @Test(arguments: ["", "-", "+"])
  func shortNumbersReadTheSameWhereverTheInputEnds(sign: String) {
    var generator = SplitMix64(seed: 5)
    let followers = [",", "\n", "\r", ";", "e5", "E-2", "e", ".", ".5", "x", "\u{FF}", "é", " ", ""]
    for integerDigits in 0...8 {
      for fractionDigits in 0...8 {
        for hasDot in [true, false] where hasDot || fractionDigits == 0 {
          let digits = { (count: Int) in
            String((0..<count).map { _ in Character(String(generator.nextIndex(below: 10))) })
          }
          let number = sign + digits(integerDigits) + (hasDot ? "." : "") + digits(fractionDigits)
          for follower in followers {
            let alone = Array((number + follower).utf8)
            let padded = alone + Array(",,,,,,,,".utf8)
            let expected = alone.withUnsafeBufferPointer { bytes in
              DecimalNumber.scanPrefix(bytes.baseAddress!, from: 0, end: bytes.count)
            }
            let read = padded.withUnsafeBufferPointer { bytes in
              DecimalNumber.scanPrefix(bytes.baseAddress!, from: 0, end: bytes.count)
            }
            #expect(read.scan == expected.scan && read.end == expected.end, "'\(number + follower)'")
            if case .number(let value) = read.scan, follower == "," {
              #expect(value == Double(number), "'\(number)'")
              #expect(value.sign == (sign == "-" ? .minus : .plus), "'\(number)'")
            }
          }
        }
      }
    }
  }

  /// Any double, written by `String(describing:)` (the shortest form that reads back exactly),
  /// reads back to the same double: fast path, `strtod` fallback, subnormals and exponents alike,
  /// alone or at the start of a row.
  @Test(arguments: 0..<50 as Range<UInt64>)
  func roundTripsEveryDouble(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for round in 0..<2_000 {
      let value: Double
      switch round % 4 {
      case 0:
        // Any finite bit pattern: every exponent, subnormals included.
        let bits = generator.next()
        value = Double(bitPattern: bits).isFinite ? Double(bitPattern: bits) : 1
      case 1:
        // Data-like: a few decimals.
        value = Double(Int64(bitPattern: generator.next() % 2_000_000) - 1_000_000) / 1_000
      case 2:
        value = Double.random(in: -1e6...1e6, using: &generator)
      default:
        value = Double(Int64(bitPattern: generator.next()) >> Int(generator.next() % 64))
      }
      let text = String(describing: value)
      let scan = DecimalNumber.scan(Array(text.utf8))
      #expect(scan == .number(value), "'\(text)' (seed \(seed))")
      if case .number(let read) = scan {
        #expect(read.bitPattern == value.bitPattern, "'\(text)' (seed \(seed))")
      }
      // As a cell followed by others, the way the CSV fast path reads it (eight bytes at a time,
      // past the cell's end).
      let row = Array((text + ",0123456789").utf8)
      row.withUnsafeBufferPointer { bytes in
        guard let base = bytes.baseAddress else { return }
        let (prefix, end) = DecimalNumber.scanPrefix(base, from: 0, end: bytes.count)
        #expect(prefix == scan && end == text.utf8.count, "'\(text)' in a row (seed \(seed))")
      }
    }
  }
}
