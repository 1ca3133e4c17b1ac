import ChartModel
internal import ChartSupport
import Foundation

extension VegaLiteReader {
  /// The keys of a composition of views.
  static let concatKeys = ["hconcat", "vconcat", "concat"]
  /// The encoding channels that facet a single view.
  static let facetChannels = ["row", "column", "facet"]

  /// Reads a Vega-Lite spec as a set of charts: the views of a `concat`, `hconcat`, `vconcat`,
  /// `repeat` or facet (the `facet` operator, or the `row`, `column` and `facet` channels), each a
  /// chart of its own; a spec that is not composed gives a set of one view.
  ///
  ///     let set = try VegaLiteReader.readSet(bytes, source: "weather.vl.json")
  ///     let seattle = try set.view(1)
  ///
  /// Each view is read against its own data: its `data`, else its parents' after their
  /// transforms; a facet's views each hold the rows of one facet value (in the facet's sort
  /// order, ascending by default); a repeat's views put each repeated field where the spec says
  /// `{"repeat": …}`. Views are in reading order: left to right, then top to bottom (a grid by
  /// rows). A view chartvoice does not describe (a map, a text table) is left out with a
  /// ``ChartModel/ChartNotice/viewNotDescribed(number:path:reason:)`` notice on the set, as long
  /// as one view is described.
  ///
  /// - Throws: ``ChartModelError`` as ``read(_:source:options:)`` does; for a composition, the
  ///   first view's refusal when no view can be described.
  public static func readSet(
    _ bytes: [UInt8], source: String, options: VegaLiteOptions = VegaLiteOptions()
  ) throws(ChartModelError) -> ChartSet {
    let document = try JSONDocument(bytes: bytes, source: source)
    let root = JSONFieldReader(document: document)
    guard case .object = root.value.kind else {
      throw root.invalid("expected a Vega-Lite spec object, found \(root.value.typeDescription)")
    }
    let context = try makeContext(root, options: options)
    guard let arrangement = arrangement(of: root) else {
      return ChartSet(single: try readView(root, context: context, inherited: nil).chart)
    }
    var composer = Composer(context: context)
    try composer.visit(root, records: nil, labels: [], path: "")
    let described = composer.views.compactMap { $0 }
    guard !described.isEmpty else { throw composer.refusals[0] }
    var notices: [ChartNotice] = []
    for (index, view) in composer.views.enumerated() where view == nil {
      let refusal = composer.refusals[composer.views[..<index].filter { $0 == nil }.count]
      notices.append(
        .viewNotDescribed(number: index + 1, path: composer.paths[index], reason: refusal.problem))
    }
    var set = ChartSet(
      title: try title(root), summary: try root.member("description")?.optionalString(),
      arrangement: arrangement, views: described, facetFields: composer.facetFields,
      sharedScales: try sharedScales(root, arrangement: arrangement), notices: notices)
    set.rowLengths = gridRows(root, paths: composer.paths)
    return set
  }

  /// How a spec composes views, or `nil` for a single view (one mark, or a layer).
  static func arrangement(of spec: JSONFieldReader) -> ChartSet.Arrangement? {
    for key in concatKeys where spec.member(key) != nil { return ChartSet.Arrangement(rawValue: key) }
    if spec.member("repeat") != nil, !isRepeatedLayer(spec) { return .repeat }
    if spec.member("facet") != nil, spec.member("spec") != nil { return .facet }
    if facetChannels.contains(where: { spec.member("encoding")?.member($0) != nil }) { return .facet }
    return nil
  }

  /// The position channels whose scales the top level shares: a facet shares `x` and `y` unless
  /// `resolve` makes one independent; a concatenation or repeat (a concatenation of repeated
  /// views) shares neither unless `resolve` shares it, as Vega-Lite's defaults are.
  static func sharedScales(_ root: JSONFieldReader, arrangement: ChartSet.Arrangement) throws(ChartModelError)
    -> [String]
  {
    let scale = root.member("resolve")?.member("scale")
    var shared: [String] = []
    for channel in ["x", "y"] {
      if let mode = try scale?.member(channel)?.string() {
        if mode == "shared" { shared.append(channel) }
      } else if arrangement == .facet {
        shared.append(channel)
      }
    }
    return shared
  }

  /// The `params` of every view below `spec` (layers and composed views), which a composed chart's
  /// views share.
  static func nestedParams(_ spec: JSONFieldReader) throws(ChartModelError) -> [JSONFieldReader] {
    var params: [JSONFieldReader] = []
    for key in ["layer"] + concatKeys {
      guard let children = spec.member(key), case .array = children.value.kind else { continue }
      for child in try children.array() {
        params += try child.member("params")?.array() ?? []
        params += try nestedParams(child)
      }
    }
    if let inner = spec.member("spec"), case .object = inner.value.kind {
      params += try inner.member("params")?.array() ?? []
      params += try nestedParams(inner)
    }
    return params
  }

  /// Walks a composed spec down to its views.
  struct Composer {
    let context: VLContext
    /// One entry a view in reading order: the chart, or `nil` for a view refused.
    var views: [ChartView?] = []
    var paths: [String] = []
    /// The refusals of the views refused, in order.
    var refusals: [ChartModelError] = []
    var facetFields: [String] = []

    init(context: VLContext) {
      self.context = context
    }

    /// Reads `spec` and every view below it.
    ///
    /// - Parameters:
    ///   - records: The data it inherits (its parents' after their transforms), or `nil`.
    ///   - labels: The facet values or repeated fields of its parents.
    mutating func visit(_ spec: JSONFieldReader, records inherited: [VLRecord]?, labels: [String], path: String)
      throws(ChartModelError)
    {
      let arrangement = VegaLiteReader.arrangement(of: spec)
      guard arrangement != nil else {
        try read(spec, records: inherited, labels: labels, path: path)
        return
      }
      var records = inherited
      if let key = VegaLiteReader.concatKeys.first(where: { spec.member($0) != nil }) {
        records = try ownRecords(spec, inherited: inherited)
        for (index, child) in try spec.required(key).array().enumerated() {
          try visit(child, records: records, labels: labels, path: Self.join(path, "\(key)[\(index)]"))
        }
      } else if let repeatField = spec.member("repeat") {
        records = try ownRecords(spec, inherited: inherited)
        let inner = try spec.required("spec")
        for (fields, values) in try Self.repetitions(repeatField) {
          let substituted = Self.substituting(
            inner.value, repeat: Dictionary(uniqueKeysWithValues: zip(fields, values)))
          let child = JSONFieldReader(document: inner.document, value: substituted, path: inner.path)
          try visit(
            child, records: records, labels: labels + [values.joined(separator: ", ")],
            path: Self.join(path, "spec"))
        }
      } else if let facet = spec.member("facet"), let inner = spec.member("spec") {
        records = try ownRecords(spec, inherited: inherited)
        let channels = try Self.facetDefinitions(facet)
        let innerPath = Self.join(path, "spec")
        if VegaLiteReader.arrangement(of: inner) == nil {
          // A view's transforms run before the facet splits its rows, as in Vega-Lite (a facet
          // may split by a field they compute).
          let own = try ownRecords(inner, inherited: records) ?? []
          let child = JSONFieldReader(
            document: inner.document, value: Self.removing(["data", "transform"], from: inner.value, encoding: []),
            path: inner.path)
          for partition in try partitions(own, by: channels, at: facet) {
            try read(
              child, records: partition.records, labels: labels + [partition.label], path: innerPath,
              recurring: labels.isEmpty ? partition.recurring : nil)
          }
        } else {
          for partition in try partitions(records ?? [], by: channels, at: facet) {
            try visit(inner, records: partition.records, labels: labels + [partition.label], path: innerPath)
          }
        }
      } else {
        // The row, column or facet channels of one view: its data and transforms first, then one
        // view per facet value, without them.
        let own = try ownRecords(spec, inherited: inherited) ?? []
        let encoding = try spec.required("encoding")
        let channels = VegaLiteReader.facetChannels.compactMap { name in encoding.member(name).map { (name, $0) } }
        let stripped = Self.removing(
          ["data", "transform", "title", "description"], from: spec.value,
          encoding: VegaLiteReader.facetChannels)
        let child = JSONFieldReader(document: spec.document, value: stripped, path: spec.path)
        for partition in try partitions(own, by: channels, at: encoding) {
          try read(
            child, records: partition.records, labels: labels + [partition.label], path: path,
            recurring: labels.isEmpty ? partition.recurring : nil)
        }
      }
    }

    /// Reads one view (a mark or a layer) and keeps it, or its refusal.
    mutating func read(
      _ spec: JSONFieldReader, records: [VLRecord]?, labels: [String], path: String, recurring: RecurringTime? = nil
    ) throws(ChartModelError) {
      paths.append(path.isEmpty ? "(root)" : path)
      do {
        let (chart, measure) = try VegaLiteReader.readView(spec, context: context, inherited: records)
        var view = ChartView(chart: chart, label: labels.joined(separator: ", "), path: paths.last!, measure: measure)
        view.recurringLabel = recurring
        views.append(view)
      } catch {
        switch error {
        case .unsupported, .noNumericData, .emptySeries:
          views.append(nil)
          refusals.append(error)
        default:
          throw error
        }
      }
    }

    /// A composition level's data after its transforms: its own `data`, else what it inherits.
    func ownRecords(_ spec: JSONFieldReader, inherited: [VLRecord]?) throws(ChartModelError) -> [VLRecord]? {
      var records = inherited
      if let data = spec.member("data") {
        records = try context.loader.load(data, temporalFields: VegaLiteReader.temporalFields(in: spec.document.root))
      }
      if let transforms = spec.member("transform") {
        guard let current = records else {
          throw ChartModelError.missingField(spec.location, field: spec.path(of: "data"))
        }
        var runner = VLTransformRunner(context: context, records: current)
        try runner.run(transforms)
        records = runner.records
      }
      return records
    }

    /// The records of each facet value (of each row value, then each column value, for a grid),
    /// in the facet's sort order; and each value's label.
    mutating func partitions(
      _ records: [VLRecord], by definitions: [(String, JSONFieldReader)], at place: JSONFieldReader
    ) throws(ChartModelError) -> [(label: String, records: [VLRecord], recurring: RecurringTime?)] {
      var result: [(label: String, values: [VLValue], records: [VLRecord])] = [("", [], records)]
      var recurring: [RecurringTime?] = []
      for (name, definition) in definitions {
        guard let channel = try VLEncodingReader.channel(named: name, definition, selections: context.selections),
          channel.field != nil
        else {
          throw ChartModelError.unsupported(definition.location, feature: "a facet without a field")
        }
        // A binned facet: one view a bin, named by its range as Vega writes the header
        // ("5 – 10"); rows without a valid number are in a view of their own, "null", as Vega
        // draws them.
        let bins = channel.bin.map { parameters in
          parameters.bins(for: result.flatMap(\.records).map { VLChartBuilder.value(of: channel, in: $0, bins: nil) })
        }
        let title = channel.displayTitle.isEmpty ? channel.field?.flatName ?? "" : channel.displayTitle
        if !facetFields.contains(title) { facetFields.append(title) }
        let name = bins.map(Self.binLabeller) ?? Self.labeller(channel, values: result.flatMap(\.records))
        var next: [(label: String, values: [VLValue], records: [VLRecord])] = []
        for part in result {
          var groups: [VLValue: [VLRecord]] = [:]
          var seen: [VLValue] = []
          for record in part.records {
            let key = VLChartBuilder.value(of: channel, in: record, bins: bins).groupKey
            if groups[key] == nil { seen.append(key) }
            groups[key, default: []].append(record)
          }
          for value in try Self.sorted(seen, groups: groups, by: channel.sort) {
            let label = part.label.isEmpty ? name(value) : part.label + ", " + name(value)
            next.append((label, part.values + [value], groups[value] ?? []))
            // A facet of one recurring time unit names its views by their typed positions.
            if definitions.count == 1, let unit = channel.timeUnit, case .date(let seconds) = value {
              recurring.append(unit.recurringTime(seconds))
            } else {
              recurring.append(nil)
            }
          }
        }
        result = next
      }
      guard !result.isEmpty else {
        throw ChartModelError.noNumericData(place.location, detail: "the facet has no rows to split")
      }
      return zip(result, recurring + Array(repeating: nil, count: max(0, result.count - recurring.count))).map {
        ($0.0.label, $0.0.records, definitions.count == 1 ? $0.1 : nil)
      }
    }

    /// How the bins of a binned facet are named: by their start and end, as Vega's header
    /// writes a bin ("5 – 10").
    static func binLabeller(_ bins: VLBins) -> (VLValue) -> String {
      { value in
        guard case .number(let start) = value else { return value.text }
        return VLChartBuilder.binName(start, bins)
      }
    }

    /// How a facet's values are named: a time unit without a year by its language-free recurring
    /// label ("3" for March; ``recurringTime(_:of:)`` gives the typed position the narration
    /// names), other dates in ISO 8601 to their finest unit ("2010", "2012-03", "2012-03-06"),
    /// anything else as Vega writes it into a header.
    static func labeller(_ channel: VLChannel, values records: [VLRecord]) -> (VLValue) -> String {
      if let unit = channel.timeUnit, !unit.hasYear {
        return { value in if case .date(let seconds) = value { unit.recurringLabel(seconds) } else { value.text } }
      }
      guard channel.timeUnit != nil || channel.type == .temporal else { return { $0.text } }
      let instants = records.compactMap { record -> Double? in
        if case .date(let seconds) = VLChartBuilder.value(of: channel, in: record, bins: nil) { return seconds }
        return nil
      }
      let unit = channel.timeUnit?.axisTimeUnit ?? TimeUnit.finest(in: instants)
      return { value in
        guard case .date(let seconds) = value else { return value.text }
        let text = ISO8601.format(seconds, unit: unit)
        switch unit {
        case .year: return String(text.prefix(4))
        case .month: return String(text.prefix(7))
        default: return text
        }
      }
    }

    /// A facet's values in its sort order: ascending (the default), descending, the order an
    /// array lists (values it does not list after, ascending), or by an aggregate of a field over
    /// each value's rows (`{"field": …, "op": …}`, `min` by default as in Vega-Lite).
    static func sorted(_ values: [VLValue], groups: [VLValue: [VLRecord]], by sort: JSONFieldReader?)
      throws(ChartModelError) -> [VLValue]
    {
      let ascending = values.sorted { VLValue.ascending($0, $1) < 0 }
      guard let sort else { return ascending }
      switch sort.value.kind {
      case .null:
        return values
      case .string(let order):
        guard order == "ascending" || order == "descending" else {
          throw ChartModelError.unsupported(sort.location, feature: "a facet sorted by '\(order)'")
        }
        return order == "ascending" ? ascending : ascending.reversed()
      case .array(let items):
        let listed = items.map { VLDataLoader.value($0) }
        let first = listed.compactMap { item in values.first { VLValue.looselyEqual($0, item) } }
        return first + ascending.filter { !first.contains($0) }
      case .object:
        try sort.requireObject(allowedKeys: ["field", "op", "order"])
        let descending = try sort.member("order")?.optionalString() == "descending"
        let op =
          try sort.member("op").map { (f) throws(ChartModelError) in try VLEncodingReader.aggregateOp(f) } ?? .min
        let field = try sort.member("field").map { (f) throws(ChartModelError) in try VLEncodingReader.fieldPath(f) }
        let keyed = ascending.map { value in
          let members = groups[value] ?? []
          return (value, op.apply(members.map { field?.value(in: $0) ?? .bool(true) }, records: members))
        }
        let ordered = keyed.enumerated().sorted { a, b in
          let order = VLValue.ascending(a.element.1, b.element.1)
          return order != 0 ? order < 0 : a.offset < b.offset
        }.map(\.element.0)
        return descending ? ordered.reversed() : ordered
      default:
        throw sort.invalid("expected 'ascending', 'descending', an array of values or a sort field")
      }
    }

    /// A `facet` operator's field definitions: one (`{"field": …}`), or a row and a column.
    static func facetDefinitions(_ facet: JSONFieldReader) throws(ChartModelError) -> [(String, JSONFieldReader)] {
      if facet.member("field") != nil { return [("facet", facet)] }
      let channels = ["row", "column"].compactMap { name in facet.member(name).map { (name, $0) } }
      guard !channels.isEmpty else { throw facet.invalid("expected a field, or a 'row' or 'column' definition") }
      return channels
    }

    /// Each repeated view's fields: (the repeat keys, their fields), rows before columns, so that
    /// the views come in reading order.
    static func repetitions(_ repeatField: JSONFieldReader) throws(ChartModelError) -> [(
      keys: [String], values: [String]
    )] {
      if case .array = repeatField.value.kind {
        return try repeatField.array().map { (item: JSONFieldReader) throws(ChartModelError) in
          (["repeat"], [try item.string()])
        }
      }
      try repeatField.requireObject(allowedKeys: ["row", "column", "layer"])
      if let layer = repeatField.member("layer") {
        throw ChartModelError.unsupported(layer.location, feature: "a repeated layer ('repeat.layer')")
      }
      var combinations: [(keys: [String], values: [String])] = [([], [])]
      for key in ["row", "column"] {
        guard let list = repeatField.member(key) else { continue }
        let fields = try list.array().map { (item: JSONFieldReader) throws(ChartModelError) in try item.string() }
        combinations = combinations.flatMap { base in fields.map { (base.keys + [key], base.values + [$0]) } }
      }
      return combinations
    }

    /// `value` with every `{"repeat": key}` replaced by the field repeated in that place.
    static func substituting(_ value: JSONValue, repeat fields: [String: String]) -> JSONValue {
      switch value.kind {
      case .object(let members):
        if members.count == 1, members[0].key == "repeat", case .string(let key) = members[0].value.kind,
          let field = fields[key]
        {
          return JSONValue(kind: .string(field), offset: value.offset)
        }
        return JSONValue(
          kind: .object(members.map { ($0.key, substituting($0.value, repeat: fields)) }), offset: value.offset)
      case .array(let items):
        return JSONValue(kind: .array(items.map { substituting($0, repeat: fields) }), offset: value.offset)
      default:
        return value
      }
    }

    /// `spec` without the members `keys`, and without the channels `channels` in its encoding.
    static func removing(_ keys: [String], from spec: JSONValue, encoding channels: [String]) -> JSONValue {
      guard case .object(let members) = spec.kind else { return spec }
      let kept = members.filter { !keys.contains($0.key) }.map { member -> (key: String, value: JSONValue) in
        guard member.key == "encoding", case .object(let encoding) = member.value.kind else { return member }
        return (
          member.key,
          JSONValue(kind: .object(encoding.filter { !channels.contains($0.key) }), offset: member.value.offset)
        )
      }
      return JSONValue(kind: .object(kept), offset: spec.offset)
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }
  }
}
