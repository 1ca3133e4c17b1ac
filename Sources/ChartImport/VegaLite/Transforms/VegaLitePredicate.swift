import ChartModel
internal import ChartSupport

/// A Vega-Lite filter predicate: an expression string, a field predicate (`equal`, `lt`, `lte`,
/// `gt`, `gte`, `range`, `oneOf`, `valid`, with an optional `timeUnit`), a selection parameter, or
/// `and`, `or` and `not` of them.
indirect enum VLPredicate {
  case expression(VLExpression)
  case field(path: VLFieldPath, timeUnit: VLTimeUnit?, test: FieldTest)
  case constant(Bool)
  case selection(VLSelection)
  case and([VLPredicate])
  case or([VLPredicate])
  case not(VLPredicate)

  enum FieldTest {
    case equal(VLValue)
    case lessThan(VLValue, orEqual: Bool)
    case greaterThan(VLValue, orEqual: Bool)
    case range(VLValue?, VLValue?)
    case oneOf([VLValue])
    case valid(Bool)
  }

  /// Reads a predicate.
  ///
  /// - Throws: ``ChartModelError`` at the predicate for a syntax error or something unsupported.
  init(_ field: JSONFieldReader, context: VLContext) throws(ChartModelError) {
    switch field.value.kind {
    case .string(let text):
      self = .expression(try context.expression(text, at: field))
    case .bool(let flag):
      self = .constant(flag)
    case .object:
      if let parts = field.member("and") ?? field.member("or") {
        let predicates = try parts.array().map { (part) throws(ChartModelError) in
          try VLPredicate(part, context: context)
        }
        self = field.member("and") != nil ? .and(predicates) : .or(predicates)
      } else if let inner = field.member("not") {
        self = .not(try VLPredicate(inner, context: context))
      } else if let param = field.member("param") {
        let name = try param.string()
        guard let selection = context.selections[name] else {
          if let value = context.variables[name] {
            self = .constant(value.isTruthy)
            return
          }
          throw param.invalid("no parameter named '\(name)'")
        }
        let empty = try field.member("empty")?.bool() ?? true
        if selection.isInterval {
          throw ChartModelError.unsupported(
            param.location, feature: "a filter by an interval selection with an initial value")
        }
        if selection.value == nil {
          self = .constant(empty)
        } else {
          self = .selection(selection)
        }
      } else if let name = field.member("field") {
        let path = try VLEncodingReader.fieldPath(name)
        let timeUnit = try field.member("timeUnit").map { (unit) throws(ChartModelError) in
          try VLEncodingReader.timeUnit(unit)
        }
        func value(_ member: JSONFieldReader) throws(ChartModelError) -> VLValue {
          try VLPredicate.value(member, timeUnit: timeUnit)
        }
        if let equal = field.member("equal") {
          self = .field(path: path, timeUnit: timeUnit, test: .equal(try value(equal)))
        } else if let bound = field.member("lt") ?? field.member("lte") {
          self = .field(
            path: path, timeUnit: timeUnit,
            test: .lessThan(try value(bound), orEqual: field.member("lte") != nil))
        } else if let bound = field.member("gt") ?? field.member("gte") {
          self = .field(
            path: path, timeUnit: timeUnit,
            test: .greaterThan(try value(bound), orEqual: field.member("gte") != nil))
        } else if let range = field.member("range") {
          let bounds = try range.array()
          guard bounds.count == 2 else { throw range.invalid("expected [lower, upper]") }
          func bound(_ member: JSONFieldReader) throws(ChartModelError) -> VLValue? {
            if case .null = member.value.kind { return nil }
            return try value(member)
          }
          self = .field(
            path: path, timeUnit: timeUnit, test: .range(try bound(bounds[0]), try bound(bounds[1]))
          )
        } else if let list = field.member("oneOf") ?? field.member("in") {
          let values = try list.array().map { (member) throws(ChartModelError) in try value(member)
          }
          self = .field(path: path, timeUnit: timeUnit, test: .oneOf(values))
        } else if let valid = field.member("valid") {
          self = .field(path: path, timeUnit: timeUnit, test: .valid(try valid.bool()))
        } else {
          throw field.invalid(
            "a field predicate needs 'equal', 'lt', 'lte', 'gt', 'gte', 'range', 'oneOf' or 'valid'"
          )
        }
      } else {
        throw field.invalid(
          "expected a predicate: an expression, a field predicate, 'param', 'and', 'or' or 'not'")
      }
    default:
      throw field.invalid("expected a predicate, found \(field.value.typeDescription)")
    }
  }

  /// A predicate's comparison value: a date-time object as an instant; with a single time unit,
  /// a number as that part of a date (`year: 2006`, `month: 1` for January).
  static func value(_ field: JSONFieldReader, timeUnit: VLTimeUnit?) throws(ChartModelError)
    -> VLValue
  {
    if case .object = field.value.kind {
      return .date(try dateTime(field))
    }
    let value = VLDataLoader.value(field.value)
    if let timeUnit, timeUnit.parts.count == 1, let part = timeUnit.parts.first,
      case .number(let number) = value
    {
      var parts: [VLTimeUnit.Part: Double] = [part: number]
      if part != .year { parts[.year] = 2012 }
      return .date(dateTime(parts))
    }
    if let timeUnit, case .string(let text) = value, let seconds = VLDates.parse(text) {
      return .date(timeUnit.floor(seconds))
    }
    return value
  }

  /// A Vega-Lite `DateTime` object (`{"year": 2005, "month": 1}`; months 1–12 or names, year 2012
  /// when absent) as an instant.
  static func dateTime(_ field: JSONFieldReader) throws(ChartModelError) -> Double {
    try field.requireObject(allowedKeys: [
      "year", "quarter", "month", "date", "day", "hours", "minutes", "seconds", "milliseconds",
      "utc",
    ])
    var parts: [VLTimeUnit.Part: Double] = [:]
    for part in VLTimeUnit.Part.allCases {
      guard let member = field.member(part.rawValue) else { continue }
      if case .string(let name) = member.value.kind {
        let stem = String(name.lowercased().prefix(3))
        if part == .month, let index = VLDates.monthNames.firstIndex(of: stem) {
          parts[.month] = Double(index + 1)
          continue
        }
        if part == .day, let index = VLDates.weekdayNames.firstIndex(of: stem) {
          parts[.day] = Double(index)
          continue
        }
        throw member.invalid("'\(name)' is not a \(part.rawValue)")
      }
      parts[part] = try member.number()
    }
    if parts[.year] == nil { parts[.year] = 2012 }
    return dateTime(parts)
  }

  static func dateTime(_ parts: [VLTimeUnit.Part: Double]) -> Double {
    let year = clampedInt(parts[.year] ?? 2012)
    var monthIndex = clampedInt(parts[.month].map { $0 - 1 } ?? 0)
    if let quarter = parts[.quarter] { monthIndex = clampedInt(quarter - 1) * 3 }
    let day = clampedInt(parts[.date] ?? 1)
    let seconds = (parts[.seconds] ?? 0) + (parts[.milliseconds] ?? 0) / 1_000
    return CivilDate.epochSeconds(
      year: year, monthIndex: monthIndex, day: day, hour: clampedInt(parts[.hours] ?? 0),
      minute: clampedInt(parts[.minutes] ?? 0), second: seconds)
  }

  /// Whether a record passes.
  func test(_ record: VLRecord, context: inout VLExpressionContext) -> Bool {
    switch self {
    case .expression(let expression):
      return expression.evaluate(record, context: &context).isTruthy
    case .constant(let flag):
      return flag
    case .selection(let selection):
      return selection.contains(record)
    case .and(let predicates):
      for predicate in predicates where !predicate.test(record, context: &context) { return false }
      return true
    case .or(let predicates):
      for predicate in predicates where predicate.test(record, context: &context) { return true }
      return false
    case .not(let predicate):
      return !predicate.test(record, context: &context)
    case .field(let path, let timeUnit, let test):
      var value = path.value(in: record)
      if let timeUnit {
        guard let seconds = VLDates.instant(of: value) else {
          if case .valid(let wanted) = test { return !wanted }
          return false
        }
        value = .date(timeUnit.floor(seconds))
      }
      switch test {
      case .equal(let expected):
        return VLPredicate.equal(value, expected)
      case .lessThan(let bound, let orEqual):
        return VLValue.lessThan(value, bound) || (orEqual && VLPredicate.equal(value, bound))
      case .greaterThan(let bound, let orEqual):
        return VLValue.lessThan(bound, value) || (orEqual && VLPredicate.equal(value, bound))
      case .range(let lower, let upper):
        guard value.isValid else { return false }
        if let lower, VLValue.lessThan(value, lower) { return false }
        if let upper, VLValue.lessThan(upper, value) { return false }
        return true
      case .oneOf(let values):
        return values.contains { VLPredicate.equal(value, $0) }
      case .valid(let wanted):
        return (value != .null && !value.number.isNaN) == wanted
      }
    }
  }

  /// Equality as Vega-Lite's field predicates test it: by instant for dates, strictly otherwise.
  static func equal(_ a: VLValue, _ b: VLValue) -> Bool {
    switch (a, b) {
    case (.date, _), (_, .date): return a.number == b.number
    default: return VLValue.strictlyEqual(a, b)
    }
  }
}

/// A selection parameter with an initial value (`"value": [{"Cylinders": 4}]`): the records it
/// holds when the chart is first shown.
struct VLSelection {
  let name: String
  /// The initial selection: records of field values, any of which a record may match; `nil` when
  /// the selection starts empty.
  let value: [VLRecord]?
  /// An interval (brush) selection, whose initial extent chartvoice does not apply.
  var isInterval = false
  /// An interval selection's initial extent, by channel (`{"x": [from, to]}`): applied only to a
  /// scale whose domain the selection sets (``VegaLiteReader/selectionWindow(_:context:)``).
  var initialExtent: JSONFieldReader?

  func contains(_ record: VLRecord) -> Bool {
    guard let value else { return true }
    return value.contains { entry in
      entry.fields.allSatisfy { key, expected in
        VLPredicate.equal(VLFieldPath(plain: key).value(in: record), expected)
      }
    }
  }
}
