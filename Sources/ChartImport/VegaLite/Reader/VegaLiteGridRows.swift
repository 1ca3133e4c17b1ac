import ChartModel
internal import ChartSupport

/// The rows of a `vconcat` whose parts lay their views side by side (issue 15,
/// `vl__test_invalid_default`: two `hconcat`s of 4, once said to be "8 charts, one above the
/// other"; `vl__nested_concat_align`: two repeats by column, of 2): the composition's structure
/// says how many views each row holds.
extension VegaLiteReader {
  /// The number of views in each row of `root`, in order, from the paths of every view read or
  /// refused (`vconcat[1].hconcat[2]`); empty when `root` is no `vconcat`, when one of its parts
  /// is not laid out in one row (a `vconcat`, a wrapped `concat` or repeat, a facet by row), or
  /// when every row holds one view (views one above the other).
  static func gridRows(_ root: JSONFieldReader, paths: [String]) -> [Int] {
    guard let parts = try? root.member("vconcat")?.array() else { return [] }
    var rows: [Int] = []
    for (index, part) in parts.enumerated() {
      guard liesInOneRow(part) else { return [] }
      let prefix = "vconcat[\(index)]"
      let count = paths.count { $0 == prefix || $0.hasPrefix(prefix + ".") }
      guard count > 0 else { return [] }
      rows.append(count)
    }
    return rows.contains { $0 > 1 } ? rows : []
  }

  /// Whether a part of a `vconcat` draws its views in one row: a single view, an `hconcat` of
  /// single views, a repeat by column alone (or a list of fields, not wrapped into columns), or
  /// a facet by column alone.
  private static func liesInOneRow(_ part: JSONFieldReader) -> Bool {
    guard let arrangement = arrangement(of: part) else { return true }
    func onlyColumn(_ field: JSONFieldReader?) -> Bool {
      guard case .object(let members)? = field?.value.kind else { return false }
      return members.map(\.key) == ["column"]
    }
    switch arrangement {
    case .hconcat:
      guard let items = try? part.member("hconcat")?.array() else { return false }
      return items.allSatisfy { self.arrangement(of: $0) == nil }
    case .repeat:
      guard let repeated = part.member("repeat") else { return false }
      if case .array = repeated.value.kind { return part.member("columns") == nil }
      return onlyColumn(repeated)
    case .facet:
      if let facet = part.member("facet") { return onlyColumn(facet) }
      let channels = facetChannels.filter { part.member("encoding")?.member($0) != nil }
      return channels == ["column"]
    case .vconcat, .concat:
      return false
    }
  }
}
