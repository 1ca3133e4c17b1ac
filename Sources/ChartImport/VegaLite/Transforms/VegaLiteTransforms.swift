import ChartModel
internal import ChartSupport

/// Runs a Vega-Lite `transform` array over records, as Vega would: `filter`, `calculate`, `fold`,
/// `aggregate`, `joinaggregate`, `timeUnit`, `bin`, `window`, `impute`, `pivot`, `flatten`,
/// `lookup`, `stack`, `density`, `quantile` and `extent`. Any other transform is refused by name
/// (`unsupported: transform 'regression'`), never skipped.
struct VLTransformRunner {
  /// The spec's context; an `extent` transform adds its parameter to the variables.
  var context: VLContext
  var records: [VLRecord]
  var expressionContext: VLExpressionContext
  /// For each field a `stack` transform produced (or a `calculate` derived from one), that
  /// transform's stacked field and offset, so that bars drawn from `y` to `y2` can be described
  /// by the quantity they stack.
  var stackLineage: [String: VLStackOrigin] = [:]
  /// The values the aggregates of `window` frames have read: the work they took, which a
  /// running aggregate keeps linear in the rows.
  var frameValuesRead = 0
  /// The values an `impute` filled in (a transform's, or a channel's), per field with its method,
  /// for the chart's notices: the chart draws them, but the data does not give them.
  var imputed: [(count: Int, field: String, method: String)] = []
  /// The fields a `window` made cumulative along its sort: a `cume_dist`, or a running `sum` or
  /// `count` from the first row (frame `[null, 0]`), which a chart of them draws as a curve that
  /// climbs by construction.
  var cumulativeFields: Set<String> = []
  /// The fields an `aggregate`, `joinaggregate` or `window` made with a statistic whose values
  /// do not add up to a total (a mean, a median, a rank), so that no share of a total is said of
  /// a chart of them.
  var nonAdditiveFields: Set<String> = []

  init(context: VLContext, records: [VLRecord]) {
    self.context = context
    self.records = records
    expressionContext = context.expressionContext
  }

  static let names = [
    "filter", "calculate", "fold", "aggregate", "joinaggregate", "timeUnit", "bin", "window",
    "impute", "pivot", "flatten", "lookup", "stack", "density", "quantile", "extent",
  ]
  static let refused = ["regression", "loess", "sample"]

  /// Applies every transform in order.
  mutating func run(_ transforms: JSONFieldReader?) throws(ChartModelError) {
    guard let transforms else { return }
    for transform in try transforms.array() {
      try apply(transform)
    }
  }

  mutating func apply(_ transform: JSONFieldReader) throws(ChartModelError) {
    guard case .object(let members) = transform.value.kind else {
      throw transform.invalid(
        "expected a transform object, found \(transform.value.typeDescription)")
    }
    guard
      let kind = members.first(where: {
        Self.names.contains($0.key) || Self.refused.contains($0.key)
      })?.key
    else {
      let first = members.first?.key ?? "(empty)"
      throw ChartModelError.unsupported(transform.location, feature: "transform '\(first)'")
    }
    if Self.refused.contains(kind) {
      throw ChartModelError.unsupported(transform.location, feature: "transform '\(kind)'")
    }
    switch kind {
    case "filter": try filter(transform)
    case "calculate": try calculate(transform)
    case "fold": try fold(transform)
    case "aggregate": try aggregate(transform, join: false)
    case "joinaggregate": try aggregate(transform, join: true)
    case "timeUnit": try timeUnit(transform)
    case "bin": try bin(transform)
    case "window": try window(transform)
    case "impute": try impute(transform)
    case "pivot": try pivot(transform)
    case "flatten": try flatten(transform)
    case "lookup": try lookup(transform)
    case "stack": try stack(transform)
    case "density": try density(transform)
    case "quantile": try quantile(transform)
    case "extent": try extent(transform)
    default: break
    }
  }

  /// A sort order: fields, each ascending or descending, compared as Vega compares.
  struct SortOrder {
    var fields: [(path: VLFieldPath, descending: Bool)]

    init(_ field: JSONFieldReader?) throws(ChartModelError) {
      fields = []
      guard let field else { return }
      let items: [JSONFieldReader]
      if case .array = field.value.kind { items = try field.array() } else { items = [field] }
      for item in items {
        if case .string = item.value.kind {
          fields.append((try VLEncodingReader.fieldPath(item), false))
          continue
        }
        try item.requireObject(allowedKeys: ["field", "order"])
        let path = try VLEncodingReader.fieldPath(try item.required("field"))
        let order = try item.member("order")?.string() ?? "ascending"
        fields.append((path, order == "descending"))
      }
    }

    var isEmpty: Bool { fields.isEmpty }

    /// -1, 0 or 1.
    func compare(_ a: VLRecord, _ b: VLRecord) -> Int {
      for (path, descending) in fields {
        let order = VLValue.ascending(path.value(in: a), path.value(in: b))
        if order != 0 { return descending ? -order : order }
      }
      return 0
    }

    /// The indices of `records` in this order, ties in input order (a stable sort).
    func sortedIndices(_ records: [VLRecord], _ indices: [Int]) -> [Int] {
      guard !fields.isEmpty else { return indices }
      return indices.enumerated().sorted { x, y in
        let order = compare(records[x.element], records[y.element])
        return order != 0 ? order < 0 : x.offset < y.offset
      }.map(\.element)
    }
  }

  /// Groups records by the values of `fields`, keeping the order of first appearance.
  static func group(_ records: [VLRecord], by fields: [VLFieldPath]) -> [(
    key: [VLValue], indices: [Int]
  )] {
    var order: [[VLValue]] = []
    var groups: [[VLValue]: [Int]] = [:]
    for (index, record) in records.enumerated() {
      let key = fields.map { $0.value(in: record).groupKey }
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(index)
    }
    return order.map { ($0, groups[$0] ?? []) }
  }

  /// The most values a `pivot` may make (rows times columns); a `fold` may make half as many
  /// records (each holds a key and a value of its own and shares the rest with its source).
  static let maximumValues = 10_000_000
}

/// Where a field drawn as a range comes from: a `stack` transform's field and offset.
struct VLStackOrigin: Hashable {
  let field: VLFieldPath
  let normalized: Bool
}

/// A context shared by everything that reads one spec: options, parameters and the data loader.
struct VLContext {
  let options: VegaLiteOptions
  let loader: VLDataLoader
  /// Parameters with a value (`{"name": "cutoff", "value": 5}`), usable in expressions.
  var variables: [String: VLValue]
  /// Selection parameters, with their initial value.
  let selections: [String: VLSelection]

  var expressionContext: VLExpressionContext {
    VLExpressionContext(variables: variables)
  }

  /// Parses an expression found at `field`, turning its problems into located errors.
  func expression(_ text: String, at field: JSONFieldReader) throws(ChartModelError) -> VLExpression {
    do {
      return try VLExpression(text, variables: Set(variables.keys))
    } catch {
      switch error {
      case .unsupported(let what):
        throw ChartModelError.unsupported(
          field.location, feature: "\(what) in the expression \"\(InputQuote.cut(text))\"")
      case .syntax(let detail):
        throw field.invalid(
          "the expression \"\(InputQuote.cut(text))\" cannot be read: \(InputQuote.cut(detail))")
      }
    }
  }
}
