import ChartModel
internal import ChartSupport

// Charts drawn with the `text` mark alone: tables of numbers, and scatter plots of labels.
extension VegaLiteReader {
  /// What a chart of text draws.
  enum TextChart {
    /// A table: the numbers its `text` channel writes, in rows (`y`) and columns (`x`).
    case table
    /// A scatter plot whose points are labels (`x` and `y` both quantities): its `text` is left
    /// out with a notice.
    case labelledPoints(field: String)
  }

  /// A view whose mark is `text` rewritten as the chart it draws: a scatter plot of `point`s when
  /// `x` and `y` both hold quantities; else a table of `rect` cells whose value is the number the
  /// `text` channel writes (moved to the `strokeWidth` channel, which no text draws). `nil` when
  /// `spec` is no text view.
  ///
  /// - Parameter inherited: The shared encoding of the layer that holds it.
  /// - Throws: ``ChartModelError/unsupported(_:feature:remedy:)`` for text that writes no numbers
  ///   over no quantities (names, words, a stem-and-leaf plot's digits), or a table whose cells
  ///   have another quantity as well.
  static func readingText(_ spec: JSONFieldReader, inherited: JSONFieldReader?, context: VLContext)
    throws(ChartModelError) -> (spec: JSONFieldReader, chart: TextChart)?
  {
    guard try markType(of: spec) == "text", case .object(let members) = spec.value.kind else { return nil }
    let markField = spec.member("mark") ?? spec
    guard let encoding = View.merge(inherited, spec.member("encoding")),
      case .object(var channels) = encoding.value.kind
    else {
      throw ChartModelError.unsupported(markField.location, feature: "the mark 'text' without an encoding")
    }
    let parsed = try VLEncodingReader.channels(encoding, selections: context.selections)
    let text = encoding.member("text")
    let textField = (try? text?.member("field")?.optionalString()) ?? nil
    let kind: TextChart
    if let textField, let axis = ["x", "y"].first(where: { parsed[$0]?.field?.flatName == textField }) {
      // A column of the axis's own values (a pyramid's ages) labels the axis, and is no table.
      throw ChartModelError.unsupported(
        markField.location, feature: "the mark 'text' writing its own axis ('\(axis)': '\(textField)')")
    }
    if parsed["x"]?.hasData == true, parsed["x"]?.isMeasure == true, parsed["y"]?.hasData == true,
      parsed["y"]?.isMeasure == true
    {
      kind = .labelledPoints(field: textField ?? "")
      channels.removeAll { $0.key == "text" }
    } else if let text, isQuantity(text) {
      if let other = VLChartBuilder.measureOrder.first(where: {
        parsed[$0]?.hasData == true && parsed[$0]?.isMeasure == true
      }) {
        throw ChartModelError.unsupported(
          markField.location, feature: "a table of text whose cells also have a quantity in '\(other)'")
      }
      kind = .table
      channels.removeAll { $0.key == "text" || $0.key == "strokeWidth" }
      channels.append(("strokeWidth", text.value))
    } else {
      throw ChartModelError.unsupported(
        markField.location,
        feature: "the mark 'text' writing \(textField.map { "'\($0)'" } ?? "constant text"), not numbers, "
          + "where 'x' and 'y' are not both quantities")
    }
    let mark: String
    if case .labelledPoints = kind { mark = "point" } else { mark = "rect" }
    var rewritten = members.filter { $0.key != "mark" && $0.key != "encoding" }
    rewritten.append(("mark", JSONValue(kind: .string(mark), offset: markField.value.offset)))
    rewritten.append(("encoding", JSONValue(kind: .object(channels), offset: encoding.value.offset)))
    return (
      JSONFieldReader(
        document: spec.document, value: JSONValue(kind: .object(rewritten), offset: spec.value.offset),
        path: spec.path),
      kind
    )
  }

  /// Whether a `text` channel writes numbers: a quantitative field, or a numeric aggregate.
  private static func isQuantity(_ text: JSONFieldReader) -> Bool {
    if let aggregate = text.member("aggregate") {
      if case .string(let op) = aggregate.value.kind { return op != "argmin" && op != "argmax" }
      return false
    }
    guard text.member("field") != nil, case .string("quantitative")? = text.member("type")?.value.kind else {
      return false
    }
    return text.member("bin") == nil && text.member("timeUnit") == nil
  }
}
