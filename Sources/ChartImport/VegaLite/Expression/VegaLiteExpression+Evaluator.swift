import ChartModel
internal import ChartSupport
import Foundation

// The tree evaluated on a record, with JavaScript's semantics, and the functions it calls.
extension VLExpression {
  struct Evaluator {
    let record: VLRecord

    func evaluate(_ node: Node, _ context: inout VLExpressionContext) -> VLValue {
      switch node {
      case .literal(let value): return value
      case .datum: return .object(record.fields)
      case .variable(let name): return context.variables[name] ?? .null
      case .member(.datum, let key):
        // `datum.x` reads the record's field directly, without merging its fields into one object.
        return record[evaluate(key, &context).text] ?? .null
      case .member(let object, let key):
        let target = evaluate(object, &context)
        let name = evaluate(key, &context)
        switch target {
        case .object(let members): return members[name.text] ?? .null
        case .array(let elements):
          if name.text == "length" { return .number(Double(elements.count)) }
          let index = Int(exactly: name.number) ?? -1
          return elements.indices.contains(index) ? elements[index] : .null
        case .string(let text) where name.text == "length": return .number(Double(text.utf16.count))
        default: return .null
        }
      case .not(let a): return .bool(!evaluate(a, &context).isTruthy)
      case .negate(let a): return .number(-evaluate(a, &context).number)
      case .plus(let a): return .number(evaluate(a, &context).number)
      case .and(let a, let b):
        let left = evaluate(a, &context)
        return left.isTruthy ? evaluate(b, &context) : left
      case .or(let a, let b):
        let left = evaluate(a, &context)
        return left.isTruthy ? left : evaluate(b, &context)
      case .conditional(let test, let yes, let no):
        return evaluate(test, &context).isTruthy ? evaluate(yes, &context) : evaluate(no, &context)
      case .binary(let op, let a, let b):
        let x = evaluate(a, &context)
        let y = evaluate(b, &context)
        switch op {
        case "+": return VLValue.plus(x, y)
        case "-": return .number(x.number - y.number)
        case "*": return .number(x.number * y.number)
        case "/": return .number(x.number / y.number)
        case "%": return .number(fmod(x.number, y.number))
        case "==": return .bool(VLValue.looselyEqual(x, y))
        case "!=": return .bool(!VLValue.looselyEqual(x, y))
        case "===": return .bool(VLValue.strictlyEqual(x, y))
        case "!==": return .bool(!VLValue.strictlyEqual(x, y))
        case "<": return .bool(VLValue.lessThan(x, y))
        case ">": return .bool(VLValue.lessThan(y, x))
        case "<=": return .bool(comparable(x, y) && !VLValue.lessThan(y, x))
        case ">=": return .bool(comparable(x, y) && !VLValue.lessThan(x, y))
        default: return .null
        }
      case .call(let name, let arguments):
        if name == "if" {
          guard arguments.count == 3 else { return .null }
          return evaluate(arguments[0], &context).isTruthy
            ? evaluate(arguments[1], &context) : evaluate(arguments[2], &context)
        }
        let values = arguments.map { evaluate($0, &context) }
        return call(name, values, &context)
      case .object(let members):
        var object: [String: VLValue] = [:]
        for member in members { object[member.name] = evaluate(member.value, &context) }
        return .object(object)
      }
    }

    /// `<=` and `>=` are false when either side is NaN as a number (and they are not strings).
    private func comparable(_ x: VLValue, _ y: VLValue) -> Bool {
      if case .string = x, case .string = y { return true }
      return !x.number.isNaN && !y.number.isNaN
    }

    private func call(_ name: String, _ a: [VLValue], _ context: inout VLExpressionContext)
      -> VLValue
    {
      func number(_ i: Int) -> Double { i < a.count ? a[i].number : .nan }
      func date(_ i: Int) -> CivilDate? {
        guard i < a.count, let seconds = VLDates.instant(of: a[i]) else { return nil }
        return CivilDate(secondsSince1970: seconds)
      }
      func field(_ body: (CivilDate) -> Int) -> VLValue {
        guard let civil = date(0) else { return .number(.nan) }
        return .number(Double(body(civil)))
      }
      let unprefixed = name.hasPrefix("utc") ? String(name.dropFirst(3)) : name
      switch unprefixed {
      case "isValid": return .bool(a.first?.isValid ?? false)
      case "isNaN": return .bool(number(0).isNaN)
      case "isFinite": return .bool(number(0).isFinite)
      case "isDate": if case .date = a.first { return .bool(true) } else { return .bool(false) }
      case "isNumber": if case .number = a.first { return .bool(true) } else { return .bool(false) }
      case "isString": if case .string = a.first { return .bool(true) } else { return .bool(false) }
      case "isBoolean": if case .bool = a.first { return .bool(true) } else { return .bool(false) }
      case "isArray": if case .array = a.first { return .bool(true) } else { return .bool(false) }
      case "isObject":
        switch a.first {
        case .object, .array, .date: return .bool(true)
        default: return .bool(false)
        }
      case "toNumber", "parseFloat":
        guard let value = a.first, value != .null else { return .null }
        if case .string(let text) = value, unprefixed == "parseFloat" {
          return .number(
            VLValue.parseNumber(
              String(text.trimmingSpaces.prefix { "+-.0123456789eE".contains($0) })))
        }
        return .number(value.number)
      case "parseInt":
        return .number(number(0).rounded(.towardZero))
      case "toString":
        guard let value = a.first, value != .null else { return .null }
        return .string(value.text)
      case "toBoolean":
        guard let value = a.first, value != .null else { return .null }
        if case .string(let text) = value {
          return .bool(text == "true" || (text != "false" && !text.isEmpty))
        }
        return .bool(value.isTruthy)
      case "toDate":
        guard let value = a.first, value != .null else { return .null }
        return VLDates.instant(of: value).map { .date($0) } ?? .null
      case "year": return field(\.year)
      case "quarter": return field { ($0.month - 1) / 3 + 1 }
      case "month": return field { $0.month - 1 }
      case "date": return field(\.day)
      case "day": return field { ($0.weekday + 1) % 7 }  // 0 = Sunday
      case "hours": return field(\.hour)
      case "minutes": return field(\.minute)
      case "seconds": return field { Int($0.second) }
      case "milliseconds":
        return field { Int((($0.second - $0.second.rounded(.down)) * 1_000).rounded()) }
      case "dayofyear":
        return field {
          CivilDate.days(fromCivil: $0.year, $0.month, $0.day)
            - CivilDate.days(fromCivil: $0.year, 1, 1) + 1
        }
      case "time":
        guard let seconds = a.first.flatMap(VLDates.instant(of:)) else { return .number(.nan) }
        return .number(seconds * 1_000)
      case "datetime", "":
        // datetime(year, month0, day, hours, minutes, seconds, ms); utc(...) alike (UTC here).
        let parts = (0..<7).map { $0 < a.count ? a[$0].number : ($0 == 2 ? 1 : 0) }
        guard parts.allSatisfy(\.isFinite) else { return .null }
        let seconds = CivilDate.epochSeconds(
          year: clampedInt(parts[0]), monthIndex: clampedInt(parts[1]), day: clampedInt(parts[2]),
          hour: clampedInt(parts[3]), minute: clampedInt(parts[4]),
          second: parts[5] + parts[6] / 1_000)
        return .date(seconds)
      case "abs": return .number(abs(number(0)))
      case "ceil": return .number(number(0).rounded(.up))
      case "floor": return .number(number(0).rounded(.down))
      case "round": return .number((number(0) + 0.5).rounded(.down))
      case "sqrt": return .number(number(0).squareRoot())
      case "exp": return .number(Foundation.exp(number(0)))
      case "log": return .number(Foundation.log(number(0)))
      case "pow": return .number(Foundation.pow(number(0), number(1)))
      case "sin": return .number(Foundation.sin(number(0)))
      case "cos": return .number(Foundation.cos(number(0)))
      case "tan": return .number(Foundation.tan(number(0)))
      case "asin": return .number(Foundation.asin(number(0)))
      case "acos": return .number(Foundation.acos(number(0)))
      case "atan": return .number(Foundation.atan(number(0)))
      case "atan2": return .number(Foundation.atan2(number(0), number(1)))
      case "min", "max":
        var result = unprefixed == "min" ? Double.infinity : -Double.infinity
        for value in a {
          let x = value.number
          if x.isNaN { return .number(.nan) }
          result = unprefixed == "min" ? Swift.min(result, x) : Swift.max(result, x)
        }
        return .number(result)
      case "clamp":
        return .number(Swift.min(Swift.max(number(0), number(1)), number(2)))
      case "random":
        return .number(Double(context.random.next() >> 11) / Double(1 << 53))
      case "length":
        switch a.first {
        case .string(let text): return .number(Double(text.utf16.count))
        case .array(let values): return .number(Double(values.count))
        default: return .number(.nan)
        }
      case "lower": return a.first.map { .string($0.text.lowercased()) } ?? .null
      case "upper": return a.first.map { .string($0.text.uppercased()) } ?? .null
      case "trim": return a.first.map { .string($0.text.trimmingSpaces) } ?? .null
      case "substring", "slice":
        guard let first = a.first else { return .null }
        let units = Array(first.text.utf16)
        var start = clampedInt(number(1).isFinite ? number(1) : 0)
        var end = a.count > 2 && number(2).isFinite ? clampedInt(number(2)) : units.count
        if unprefixed == "slice" {
          if start < 0 { start += units.count }
          if end < 0 { end += units.count }
        } else if start > end {
          swap(&start, &end)
        }
        start = Swift.max(0, Swift.min(start, units.count))
        end = Swift.max(start, Swift.min(end, units.count))
        return .string(String(decoding: units[start..<end], as: UTF16.self))
      case "indexOf", "lastIndexOf":
        guard let first = a.first, a.count > 1 else { return .number(-1) }
        if case .array(let values) = first {
          let found =
            unprefixed == "indexOf"
            ? values.firstIndex { VLValue.strictlyEqual($0, a[1]) }
            : values.lastIndex { VLValue.strictlyEqual($0, a[1]) }
          return .number(Double(found ?? -1))
        }
        let text = first.text
        let range =
          unprefixed == "indexOf"
          ? text.range(of: a[1].text) : text.range(of: a[1].text, options: .backwards)
        guard let range else { return .number(-1) }
        return .number(Double(text.utf16.distance(from: text.startIndex, to: range.lowerBound)))
      case "join":
        guard case .array(let values) = a.first else { return .null }
        return .string(values.map(\.text).joined(separator: a.count > 1 ? a[1].text : ","))
      case "span":
        guard case .array(let values) = a.first, let first = values.first, let last = values.last
        else {
          return .number(0)
        }
        return .number(last.number - first.number)
      case "quantileUniform":
        let (low, high) = (a.count > 1 ? number(1) : 0, a.count > 2 ? number(2) : 1)
        let p = number(0)
        return .number(p < 0 || p > 1 ? .nan : low + p * (high - low))
      case "quantileNormal":
        let p = number(0)
        let (mean, deviation) = (a.count > 1 ? number(1) : 0, a.count > 2 && a[2] != .null ? number(2) : 1)
        return .number(p < 0 || p > 1 ? .nan : mean + deviation * VLNormal.quantile(p))
      case "peek":
        guard case .array(let values) = a.first else { return .null }
        return values.last ?? .null
      default:
        return .null
      }
    }
  }
}
