import Foundation

/// A number rounded for reading, held as decimal digits so later steps (grouping, scale words,
/// plural operands) never reintroduce binary floating-point error.
///
/// `value = ±digits × 10^exponent`, with `digits` holding no leading zeros.
struct DecimalDigits: Equatable {
  var isNegative: Bool
  /// ASCII digits of the significand, e.g. "388" for 38,800.
  var digits: String
  var exponent: Int

  static let zero = DecimalDigits(isNegative: false, digits: "0", exponent: 0)

  /// Rounds `value` to `significant` digits, half away from zero (Foundation's default would be
  /// half-even: 12.5 → "12").
  ///
  /// - Precondition: `value` is finite; `significant` is in 1…17.
  init(_ value: Double, significant: Int) {
    precondition(value.isFinite, "Only finite numbers can be phrased.")
    precondition((1...17).contains(significant), "Significant digits must be 1 to 17.")
    guard value != 0 else {
      self = .zero
      return
    }
    let magnitude = abs(value)
    var leading = Int(floor(log10(magnitude)))
    var scaled = (magnitude * pow(10, Double(significant - 1 - leading))).rounded(.toNearestOrAwayFromZero)
    if scaled >= pow(10, Double(significant)) {  // 9.96 → 10.0 gained a digit
      leading += 1
      scaled = (magnitude * pow(10, Double(significant - 1 - leading))).rounded(.toNearestOrAwayFromZero)
    }
    var text = String(format: "%.0f", scaled)
    var exponent = leading - significant + 1
    while text.count > 1, text.hasSuffix("0") {  // keep the digits minimal
      text.removeLast()
      exponent += 1
    }
    self.init(isNegative: value < 0 && text != "0", digits: text, exponent: exponent)
  }

  init(isNegative: Bool, digits: String, exponent: Int) {
    self.isNegative = isNegative
    self.digits = digits
    self.exponent = exponent
  }

  /// The number of significant digits of the shortest decimal that reads back as `value`.
  static func shortestSignificantDigits(of value: Double) -> Int {
    guard value != 0, value.isFinite else { return 1 }
    let description = "\(abs(value))"
    let mantissa = description.split(whereSeparator: { $0 == "e" || $0 == "E" }).first.map(String.init) ?? description
    let digits = mantissa.filter(\.isNumber).drop { $0 == "0" }
    let trimmed = digits.reversed().drop { $0 == "0" }
    return max(1, trimmed.count)
  }

  /// Digits before the decimal point (empty for |value| < 1).
  var integerDigits: String {
    if exponent >= 0 { return digits + String(repeating: "0", count: exponent) }
    let count = digits.count + exponent
    return count > 0 ? String(digits.prefix(count)) : ""
  }

  /// Digits after the decimal point, without trailing zeros.
  var fractionDigits: String {
    guard exponent < 0 else { return "" }
    let count = -exponent
    if count >= digits.count { return String(repeating: "0", count: count - digits.count) + digits }
    return String(digits.suffix(count))
  }

  /// This number divided by 10^power, exactly.
  func shifted(by power: Int) -> DecimalDigits {
    DecimalDigits(isNegative: isNegative, digits: digits, exponent: exponent - power)
  }

  /// Plain ASCII text such as "-1.25" (for plural operands).
  var plain: String {
    let integer = integerDigits.isEmpty ? "0" : integerDigits
    let fraction = fractionDigits
    return (isNegative ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction)
  }

  /// The decimal exponent of the leading digit (2 for 388).
  var magnitude: Int { exponent + digits.count - 1 }
}
