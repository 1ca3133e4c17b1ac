import ChartModel
internal import ChartSupport

// Layers that hold layers, and repeated layers: both read as the flat layer they draw.
extension VegaLiteReader {
  /// The items of a `layer`, with every nested layer flattened into the views it holds, in
  /// drawing order. Each view of a nested layer inherits what Vega-Lite passes down: the
  /// encodings of its parents (its own channels over theirs), their data when it has none, and
  /// their transforms before its own (a view with data of its own starts from that data alone).
  /// Views of the top level are returned as they are.
  static func flattenedLayers(_ layers: JSONFieldReader) throws(ChartModelError) -> [JSONFieldReader] {
    var result: [JSONFieldReader] = []
    for item in try layers.array() {
      try flatten(item, inherited: Inherited(), into: &result)
    }
    return result
  }

  /// What a nested view inherits from the layers that hold it.
  private struct Inherited {
    var encoding: JSONFieldReader?
    var transforms: [JSONValue] = []
    var data: JSONValue?
    var isNested = false
  }

  private static func flatten(_ item: JSONFieldReader, inherited: Inherited, into result: inout [JSONFieldReader])
    throws(ChartModelError)
  {
    let ownData = item.member("data")?.value
    let ownTransforms = try item.member("transform")?.array().map(\.value) ?? []
    var passed = Inherited(
      encoding: View.merge(inherited.encoding, item.member("encoding")),
      transforms: ownData != nil ? ownTransforms : inherited.transforms + ownTransforms,
      data: ownData ?? inherited.data, isNested: true)
    if let children = item.member("layer") {
      for child in try children.array() { try flatten(child, inherited: passed, into: &result) }
      return
    }
    guard inherited.isNested, case .object(let members) = item.value.kind else {
      result.append(item)
      return
    }
    passed.isNested = false
    var rewritten = members.filter { !["data", "transform", "encoding"].contains($0.key) }
    let offset = item.value.offset
    if let data = passed.data { rewritten.append(("data", data)) }
    if !passed.transforms.isEmpty {
      rewritten.append(("transform", JSONValue(kind: .array(passed.transforms), offset: offset)))
    }
    if let encoding = passed.encoding { rewritten.append(("encoding", encoding.value)) }
    result.append(
      JSONFieldReader(
        document: item.document, value: JSONValue(kind: .object(rewritten), offset: offset), path: item.path))
  }

  /// Whether `spec` repeats one view as layers (`repeat: {"layer": [...]}`, no rows or columns).
  static func isRepeatedLayer(_ spec: JSONFieldReader) -> Bool {
    guard let repeatField = spec.member("repeat"), case .object(let members) = repeatField.value.kind else {
      return false
    }
    return members.count == 1 && members[0].key == "layer"
  }

  /// A repeated layer as the one chart it draws: the repeated fields folded into one column
  /// (Vega-Lite draws one layer a field; a fold gives the same marks as one series a field), so
  /// that `{"repeat": "layer"}` as a `field` reads the folded values and as a `datum` (the usual
  /// colour, stroke or offset of each layer) reads the field's name. The folded values are named
  /// by the repeated fields, joined by ", ", which titles the measure when the spec gives no
  /// title. `nil` when `spec` is no repeated layer.
  ///
  /// - Throws: ``ChartModelError/unsupported(_:feature:remedy:)`` for a repeated field used
  ///   anywhere else (a title, a transform), which one column cannot stand for.
  static func expandingRepeatedLayer(_ spec: JSONFieldReader) throws(ChartModelError) -> JSONFieldReader? {
    guard isRepeatedLayer(spec), let repeatField = spec.member("repeat"), case .object(let root) = spec.value.kind
    else { return nil }
    let layer = try repeatField.required("layer")
    let fields = try layer.array().map { (item: JSONFieldReader) throws(ChartModelError) in try item.string() }
    guard !fields.isEmpty else { throw layer.invalid("a repeated layer needs at least one field") }
    let inner = try spec.required("spec")
    guard case .object(let innerMembers) = inner.value.kind else {
      throw inner.invalid("expected a view object, found \(inner.value.typeDescription)")
    }
    let offset = repeatField.value.offset
    let keyName = "repeat"
    let valueName = fields.joined(separator: ", ")
    let escaped = String(valueName.flatMap { ".[]\\".contains($0) ? ["\\", $0] : [$0] })
    func string(_ text: String) -> JSONValue { JSONValue(kind: .string(text), offset: offset) }

    var transforms: [JSONValue] = []
    if inner.member("data") == nil { transforms += try spec.member("transform")?.array().map(\.value) ?? [] }
    transforms += try inner.member("transform")?.array().map(\.value) ?? []
    transforms.append(
      JSONValue(
        kind: .object([
          ("fold", JSONValue(kind: .array(fields.map(string)), offset: offset)),
          ("as", JSONValue(kind: .array([string(keyName), string(valueName)]), offset: offset)),
        ]), offset: offset))

    var members = root.filter { !["repeat", "spec", "transform"].contains($0.key) }
    if inner.member("data") != nil { members.removeAll { $0.key == "data" } }
    for member in innerMembers where member.key != "transform" {
      members.removeAll { $0.key == member.key }
      members.append((member.key, try substituting(member.value, field: escaped, key: keyName, in: spec)))
    }
    members.append(("transform", JSONValue(kind: .array(transforms), offset: offset)))
    return JSONFieldReader(
      document: spec.document, value: JSONValue(kind: .object(members), offset: spec.value.offset), path: spec.path)
  }

  /// `value` with `{"repeat": "layer"}` as a channel's `field` replaced by the folded values'
  /// field, and as its `datum` by the fold's key field (nominal, untitled as Vega-Lite leaves a
  /// datum's legend).
  private static func substituting(_ value: JSONValue, field: String, key: String, in spec: JSONFieldReader)
    throws(ChartModelError) -> JSONValue
  {
    func isRepeat(_ value: JSONValue) -> Bool {
      guard case .object(let members) = value.kind, members.count == 1, members[0].key == "repeat" else { return false }
      return true
    }
    switch value.kind {
    case .object(let members):
      if isRepeat(value) {
        throw ChartModelError.unsupported(
          JSONFieldReader(document: spec.document, value: value, path: spec.path).location,
          feature: "a repeated layer's field outside a channel's 'field' or 'datum'")
      }
      var result: [(key: String, value: JSONValue)] = []
      for member in members {
        if member.key == "field", isRepeat(member.value) {
          result.append((member.key, JSONValue(kind: .string(field), offset: member.value.offset)))
        } else if member.key == "datum", isRepeat(member.value) {
          result.append(("field", JSONValue(kind: .string(key), offset: member.value.offset)))
          if !members.contains(where: { $0.key == "type" }) {
            result.append(("type", JSONValue(kind: .string("nominal"), offset: member.value.offset)))
          }
          if !members.contains(where: { $0.key == "title" }) {
            result.append(("title", JSONValue(kind: .string(""), offset: member.value.offset)))
          }
        } else {
          result.append((member.key, try substituting(member.value, field: field, key: key, in: spec)))
        }
      }
      return JSONValue(kind: .object(result), offset: value.offset)
    case .array(let items):
      var result: [JSONValue] = []
      for item in items { result.append(try substituting(item, field: field, key: key, in: spec)) }
      return JSONValue(kind: .array(result), offset: value.offset)
    default:
      return value
    }
  }
}

extension VegaLiteReader {
  /// The reference lines of a rule placed by an expression of the chart's own scale,
  /// `{"value": {"expr": "scale('x', b_extent[0])"}}`: a line at the value inside `scale(…)`,
  /// computed from the parameters (an `extent`'s bounds); `nil` for any other rule.
  static func scaledReferenceLines(for view: View, runner: VLTransformRunner, built: VLChartBuilder.Built)
    -> [ReferenceLine]?
  {
    guard let encoding = view.spec.member("encoding") else { return nil }
    var lines: [ReferenceLine] = []
    for name in ["x", "y"] {
      guard let definition = encoding.member(name) else { continue }
      guard let expr = definition.member("value")?.member("expr"), case .string(let text) = expr.value.kind else {
        return nil
      }
      let prefix = "scale('\(name)',"
      let source = text.trimmingSpaces
      guard source.hasPrefix(prefix), source.hasSuffix(")") else { return nil }
      let inner = String(source.dropFirst(prefix.count).dropLast())
      guard let expression = try? runner.context.expression(inner, at: expr) else { return nil }
      var context = runner.expressionContext
      let value = expression.evaluate(VLRecord(), context: &context)
      guard value.isValid, value.number.isFinite else { return nil }
      if name == built.plan.measure.name {
        lines.append(ReferenceLine(axis: .y, value: value.number))
      } else if name == built.plan.dimension?.name, built.xAxis.type == .numeric {
        lines.append(ReferenceLine(axis: .x, value: value.number))
      } else {
        return nil
      }
    }
    return lines.isEmpty ? nil : lines
  }
}

extension VegaLiteReader {
  /// The paths a line, area or trail draws one a value of a field that only highlights (a colour
  /// inside the condition of a selection that starts with a value): Vega-Lite still draws one
  /// path a value, so the field groups the points as a `detail` would. `nil` when the view has
  /// a series channel, or no such field.
  static func highlightedPaths(
    _ encoding: JSONFieldReader?, mark: String, channels: [String: VLChannel], context: VLContext
  ) throws(ChartModelError) -> VLChannel? {
    guard ["line", "area"].contains(mark), let encoding,
      !VLChartBuilder.seriesOrder.contains(where: { channels[$0]?.isDimension == true })
    else { return nil }
    for name in VLChartBuilder.seriesOrder where channels[name] == nil {
      guard let condition = encoding.member(name)?.member("condition"), condition.member("field") != nil,
        let param = try condition.member("param")?.string(), context.selections[param]?.value != nil
      else { continue }
      var groups = try VLEncodingReader.channel(named: "detail", condition, selections: [:])
      groups?.title = nil
      return groups
    }
    return nil
  }
}
