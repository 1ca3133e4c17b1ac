import ChartModel
internal import ChartSupport

/// Vega-Lite's measurement types.
enum VLFieldType: String, Sendable, Hashable {
  case quantitative, temporal, ordinal, nominal
}

/// One encoding channel's definition: a field and how it is transformed (aggregate, time unit,
/// bin), or a constant (`datum`, `value`), with its title, sort and stack.
struct VLChannel {
  let name: String
  let reader: JSONFieldReader
  var field: VLFieldPath?
  var type: VLFieldType = .nominal
  var aggregate: VLAggregateOp?
  /// For `{"argmax": "field"}` aggregates: the field whose extreme picks the record.
  var argField: VLFieldPath?
  var timeUnit: VLTimeUnit?
  var bin: VLBinParameters?
  /// A constant position (`"datum": 45`).
  var datum: VLValue?
  /// The title the spec gives (`axis.title`, `legend.title` or `title`); `nil` when none.
  var title: String?
  var sort: JSONFieldReader?
  /// The stack offset the spec asks for; `.some(nil)` for `stack: null` or `false`.
  var stack: String??
  var impute: JSONFieldReader?
  var scaleType: String?
  /// The definition came from a selection `condition`.
  var isConditional = false
  /// The axis labels the values as percentages (`axis.format` of d3-format type `%` or `p`):
  /// the values are fractions of one, drawn as a hundred times them ("3.9%" for 0.039).
  var percentFormat = false
  /// The decimal places of a percent format that fixes them (`".1~%"`: 1; `"%"`, `".2p"`: `nil`,
  /// `p` counting significant digits).
  var percentDecimals: Int?

  /// Whether the channel carries data (a field or a count).
  var hasData: Bool { field != nil || aggregate != nil }

  /// A continuous quantity: aggregated, or quantitative and not binned.
  var isMeasure: Bool {
    if aggregate != nil { return true }
    return type == .quantitative && bin == nil
  }

  /// Discrete or temporal positions: nominal, ordinal, binned, temporal or a time unit.
  var isDimension: Bool { hasData && !isMeasure }

  /// The title to show: the spec's, else the field's name (flattened); empty for a count.
  var displayTitle: String {
    if let title { return title }
    if let argField, aggregate == .argmax || aggregate == .argmin { return argField.flatName }
    return field?.flatName ?? ""
  }
}

/// Reads encoding channels and the small definitions they share with transforms.
enum VLEncodingReader {
  /// Channels that carry data into the description.
  static let positional = [
    "x", "y", "x2", "y2", "theta", "theta2", "radius", "radius2", "xError", "yError", "xError2", "yError2",
  ]
  static let series = [
    "color", "fill", "stroke", "shape", "strokeDash", "detail", "xOffset", "yOffset", "size",
    "opacity", "fillOpacity", "strokeOpacity", "strokeWidth", "angle",
  ]
  /// Channels whose bins are at most 6 unless the spec says otherwise.
  static let sixBins: Set<String> = [
    "row", "column", "color", "fill", "stroke", "size", "strokeWidth", "opacity", "fillOpacity", "strokeOpacity",
    "shape",
  ]
  /// Channels that only label or link marks, or order them.
  static let passive = ["tooltip", "href", "url", "description", "key", "order", "text"]
  /// The prefix of the names the fields of a tooltip are kept under (`tooltip·0`): they only group.
  static let tooltipPrefix = "tooltip·"
  /// Channels chartvoice refuses.
  static let refused: [String: String] = [
    "row": "faceted charts (the 'row' channel)", "column": "faceted charts (the 'column' channel)",
    "facet": "faceted charts (the 'facet' channel)", "latitude": "geographic positions",
    "longitude": "geographic positions",
    "latitude2": "geographic positions", "longitude2": "geographic positions",
    "time": "animated charts (the 'time' channel)",
  ]

  /// Reads an `encoding` object.
  static func channels(_ encoding: JSONFieldReader?, selections: [String: VLSelection])
    throws(ChartModelError) -> [String: VLChannel]
  {
    guard let encoding else { return [:] }
    guard case .object(let members) = encoding.value.kind else {
      throw encoding.invalid(
        "expected an object of channels, found \(encoding.value.typeDescription)")
    }
    var result: [String: VLChannel] = [:]
    for member in members {
      let reader = JSONFieldReader(
        document: encoding.document, value: member.value, path: encoding.path(of: member.key))
      if let reason = refused[member.key] {
        throw ChartModelError.unsupported(reader.location, feature: reason)
      }
      guard
        positional.contains(member.key) || series.contains(member.key)
          || passive.contains(member.key)
      else {
        throw ChartModelError.unsupported(
          reader.location, feature: "the encoding channel '\(member.key)'")
      }
      if passive.contains(member.key) {
        // A tooltip's fields without an aggregate group the marks, as every field of the encoding
        // does in Vega-Lite (a mean split into one mark per value), though they draw nothing.
        if member.key == "tooltip" {
          for (index, definition) in ((try? reader.array()) ?? [reader]).enumerated() {
            guard case .object = definition.value.kind, definition.member("field") != nil,
              let tooltip = try? channel(named: member.key, definition, selections: selections),
              tooltip.aggregate == nil
            else { continue }
            result[tooltipPrefix + "\(index)"] = tooltip
          }
        }
        continue
      }
      if let channel = try channel(named: member.key, reader, selections: selections) {
        result[member.key] = channel
      }
    }
    return result
  }

  /// One channel, or `nil` when it holds only a constant visual value.
  static func channel(
    named name: String, _ reader: JSONFieldReader, selections: [String: VLSelection]
  )
    throws(ChartModelError) -> VLChannel?
  {
    guard case .object = reader.value.kind else {
      if case .array = reader.value.kind { return nil }
      throw reader.invalid(
        "expected a channel definition object, found \(reader.value.typeDescription)")
    }
    var definition = reader
    var conditional = false
    if reader.member("field") == nil, reader.member("aggregate") == nil,
      reader.member("datum") == nil,
      let condition = reader.member("condition"), case .object = condition.value.kind
    {
      // A field inside a selection's condition: shown as such while the selection starts empty
      // (every mark selected); with an initial selection it only highlights, and is not described.
      guard condition.member("field") != nil || condition.member("aggregate") != nil else {
        return nil
      }
      if let param = try condition.member("param")?.string(), let selection = selections[param],
        selection.value != nil
      {
        return nil
      }
      definition = condition
      conditional = true
    }
    guard
      definition.member("field") != nil || definition.member("aggregate") != nil
        || definition.member("datum") != nil
    else { return nil }
    var channel = VLChannel(name: name, reader: definition)
    channel.isConditional = conditional
    if let field = definition.member("field") {
      if case .object = field.value.kind {
        throw ChartModelError.unsupported(
          field.location, feature: "a field given as an object (repeat)")
      }
      channel.field = try fieldPath(field)
    }
    if let datum = definition.member("datum") {
      if case .object = datum.value.kind {
        if datum.member("expr") != nil {
          throw ChartModelError.unsupported(
            datum.location, feature: "a position given by an expression ('datum.expr')")
        }
        channel.datum = .date(try VLPredicate.dateTime(datum))
      } else {
        channel.datum = VLDataLoader.value(datum.value)
      }
    }
    if let aggregate = definition.member("aggregate") {
      if case .object(let members) = aggregate.value.kind, let first = members.first,
        first.key == "argmax" || first.key == "argmin"
      {
        channel.aggregate = first.key == "argmax" ? .argmax : .argmin
        guard case .string(let text) = first.value.kind, let path = VLFieldPath(text) else {
          throw aggregate.invalid("expected {\"\(first.key)\": \"field\"}")
        }
        channel.argField = path
      } else {
        channel.aggregate = try aggregateOp(aggregate)
      }
    }
    if let unit = definition.member("timeUnit") { channel.timeUnit = try timeUnit(unit) }
    if let binField = definition.member("bin") {
      switch binField.value.kind {
      case .bool(false), .null: break
      default:
        // Vega-Lite's `autoMaxBins`: 6 on colour, size, opacity and shape, 4 on stroke dashes,
        // else 10 (positions, and the angle and radius of arcs).
        let maxbins: Double =
          name == "strokeDash" ? 4 : (VLEncodingReader.sixBins.contains(name) ? 6 : 10)
        channel.bin = try VLBinParameters(binField, defaultMaxBins: maxbins)
      }
    }
    if let typeField = definition.member("type") {
      let text = try typeField.string()
      guard let type = VLFieldType(rawValue: text) else {
        if text == "geojson" {
          throw ChartModelError.unsupported(typeField.location, feature: "geographic data")
        }
        throw typeField.invalid(
          "'\(text)' is not a type: use quantitative, temporal, ordinal or nominal")
      }
      channel.type = type
    } else if channel.timeUnit != nil {
      channel.type = .temporal
    } else if channel.bin != nil || channel.aggregate != nil {
      channel.type = .quantitative
    } else if let datum = channel.datum {
      if case .date = datum {
        channel.type = .temporal
      } else if case .number = datum {
        channel.type = .quantitative
      }
    } else if [
      "theta", "radius", "size", "opacity", "fillOpacity", "strokeOpacity", "strokeWidth", "angle",
    ].contains(name) {
      channel.type = .quantitative
    } else if let scale = definition.member("scale"),
      case .string(let kind)? = scale.member("type").map(\.value.kind),
      ["linear", "log", "pow", "sqrt", "symlog", "time", "utc"].contains(kind)
    {
      channel.type = kind == "time" || kind == "utc" ? .temporal : .quantitative
    }
    if let aggregate = channel.aggregate,
      aggregate.isCount || aggregate == .argmax || aggregate == .argmin
    {
      if aggregate.isCount { channel.type = .quantitative }
    }
    channel.title = try title(of: definition, channel: name)
    if let axis = definition.member("axis"), case .object = axis.value.kind {
      channel.percentFormat = isPercentFormat(axis)
      if channel.percentFormat { channel.percentDecimals = percentDecimals(axis) }
    }
    channel.sort = definition.member("sort")
    if let stack = definition.member("stack") {
      switch stack.value.kind {
      case .null, .bool(false): channel.stack = .some(nil)
      case .bool(true): channel.stack = "zero"
      case .string(let offset) where ["zero", "normalize", "center"].contains(offset):
        channel.stack = offset
      default: throw stack.invalid("expected 'zero', 'normalize', 'center', true, false or null")
      }
    }
    // `impute: null` imputes nothing, as no `impute` does.
    if let impute = definition.member("impute") {
      if case .null = impute.value.kind {} else { channel.impute = impute }
    }
    if let scale = definition.member("scale"), case .object = scale.value.kind {
      channel.scaleType = try scale.member("type")?.optionalString()
    }
    return channel
  }

  /// Whether an axis formats its labels as percentages: a d3-format specifier whose type is `%`
  /// or `p` (`".1~%"`, `"%"`, `".0p"`), with no `formatType` other than `number`.
  static func isPercentFormat(_ axis: JSONFieldReader) -> Bool {
    if let type = axis.member("formatType") {
      guard case .string("number") = type.value.kind else { return false }
    }
    guard case .string(let format)? = axis.member("format")?.value.kind else { return false }
    return format.wholeMatch(of: percentSpecifier) != nil
  }

  /// The digits after the point of a `%` format with a precision (`".1~%"`: 1, `".0%"`: 0);
  /// `nil` for a `p` format (significant digits) or one with no precision.
  static func percentDecimals(_ axis: JSONFieldReader) -> Int? {
    guard case .string(let format)? = axis.member("format")?.value.kind,
      let match = format.firstMatch(of: /\.(\d+)~?%$/)
    else { return nil }
    return Int(match.1)
  }

  /// d3-format's specifier (`[[fill]align][sign][symbol][0][width][,][.precision][~][type]`)
  /// with a percent type.
  nonisolated(unsafe) static let percentSpecifier = /(?:.?[<>=^])?[+\-( ]?[$#]?0?\d*,?(?:\.\d+)?~?[%p]/

  /// The title from `axis.title`, `legend.title` or `title` (strings joined by spaces).
  static func title(of definition: JSONFieldReader, channel: String) throws(ChartModelError)
    -> String?
  {
    for guide in ["axis", "legend"] {
      if let title = definition.member(guide)?.member("title"), let text = titleText(title) {
        return text
      }
    }
    if let title = definition.member("title") { return titleText(title) }
    return nil
  }

  static func titleText(_ field: JSONFieldReader) -> String? {
    switch field.value.kind {
    case .string(let text): return text
    case .array(let lines):
      let parts = lines.compactMap { line -> String? in
        if case .string(let text) = line.kind { return text }
        return nil
      }
      return parts.isEmpty ? nil : parts.joined(separator: " ")
    default: return nil
    }
  }

  static func fieldPath(_ field: JSONFieldReader) throws(ChartModelError) -> VLFieldPath {
    let text = try field.string()
    guard let path = VLFieldPath(text) else {
      throw field.invalid("'\(text)' is not a field name: a bracket or quote is not closed")
    }
    return path
  }

  static func timeUnit(_ field: JSONFieldReader) throws(ChartModelError) -> VLTimeUnit {
    var text: String
    var step = 1
    var prefix = ""
    if case .object = field.value.kind {
      try field.requireObject(allowedKeys: ["unit", "step", "utc", "binned", "maxbins"])
      if field.member("maxbins") != nil {
        throw ChartModelError.unsupported(
          field.location, feature: "a time unit chosen by 'maxbins'")
      }
      text = try field.required("unit").string()
      step = clampedInt(try field.member("step")?.number() ?? 1)
      if try field.member("binned")?.bool() == true { prefix = "binned" }
    } else {
      text = try field.string()
    }
    text = prefix + text
    guard let unit = VLTimeUnit(text, step: step) else {
      throw field.invalid(
        "'\(text)' is not a time unit such as year, yearmonth, month, date, day or hours")
    }
    return unit
  }

  static func aggregateOp(_ field: JSONFieldReader) throws(ChartModelError) -> VLAggregateOp {
    // An operation with a parameter ({"exponential": 0.5}) is named by its key.
    if case .object(let members) = field.value.kind, members.count == 1 {
      let name = members[0].key
      let reason = VLAggregateOp.refused[name].map { " (\($0))" } ?? ""
      throw ChartModelError.unsupported(field.location, feature: "the aggregate '\(name)'\(reason)")
    }
    let text = try field.string()
    if let reason = VLAggregateOp.refused[text] {
      throw ChartModelError.unsupported(
        field.location, feature: "the aggregate '\(text)' (\(reason))")
    }
    guard let op = VLAggregateOp(rawValue: text) else {
      throw ChartModelError.unsupported(field.location, feature: "the aggregate '\(text)'")
    }
    return op
  }
}
