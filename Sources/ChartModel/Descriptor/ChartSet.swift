/// Several charts drawn together: a Vega-Lite `concat`, `hconcat`, `vconcat`, `repeat` or facet
/// (the `facet` operator, or the `row`, `column` and `facet` channels).
///
/// Each view is a chart of its own, read against its own data (its own, or inherited from the
/// views around it, after their transforms and, for facets, the rows of its facet value only).
/// The views are in reading order: left to right, then top to bottom. A chart that is not
/// composed is a set of one view with no ``arrangement``.
public struct ChartSet: Sendable, Equatable {
  /// How the views are laid out.
  public enum Arrangement: String, Sendable, Hashable, CaseIterable, Codable {
    /// Views wrapped into rows (`concat`).
    case concat
    /// Views side by side (`hconcat`).
    case hconcat
    /// Views one above the other (`vconcat`).
    case vconcat
    /// One view repeated for each of several fields (`repeat`).
    case `repeat`
    /// One view repeated for each value of a field (the `facet` operator, the `row`, `column` or
    /// `facet` channel).
    case facet
  }

  /// The set's title as the author wrote it ("" for none).
  public var title: String
  /// An author-written description, kept verbatim.
  public var summary: String?
  /// How the views are laid out; `nil` for a chart that is not composed.
  public var arrangement: Arrangement?
  /// The views, in reading order.
  public var views: [ChartView]
  /// The titles of the fields whose values split a facet into views ("city"; a row field and a
  /// column field for a grid); empty for other arrangements.
  public var facetFields: [String]
  /// The position channels (`x`, `y`) whose scale the views share, so their axes line up: facets
  /// and repeats share them unless `resolve` makes them independent; concatenations share none
  /// unless `resolve` shares them.
  public var sharedScales: [String]
  /// Views left out of the description, each with the reason.
  public var notices: [ChartNotice]
  /// For views one above the other (``Arrangement/vconcat``) whose parts lay views side by side,
  /// the number of views in each row, top to bottom; empty when each row holds one view, or for
  /// other arrangements.
  public var rowLengths: [Int] = []

  public init(
    title: String, summary: String? = nil, arrangement: Arrangement?, views: [ChartView],
    facetFields: [String] = [], sharedScales: [String] = [], notices: [ChartNotice] = []
  ) {
    self.title = title
    self.summary = summary
    self.arrangement = arrangement
    self.views = views
    self.facetFields = facetFields
    self.sharedScales = sharedScales
    self.notices = notices
  }

  /// A set of one chart that is not composed.
  public init(single chart: ChartDescriptor) {
    self.init(
      title: chart.title, summary: chart.summary, arrangement: nil,
      views: [ChartView(chart: chart, label: "", path: "")])
  }

  /// Whether the set is a composition of views rather than one chart.
  public var isComposed: Bool { arrangement != nil }

  /// The numbers of the views left out of the description, in reading order.
  public var leftOutNumbers: [Int] {
    notices.compactMap { notice in
      if case .viewNotDescribed(let number, _, _) = notice { return number }
      return nil
    }
  }

  /// How many views the spec draws: the views described and those left out.
  public var viewCount: Int { views.count + leftOutNumbers.count }

  /// Each described view's number among all the views the spec draws, in reading order: a view
  /// after one that is left out keeps its place ("view 2" when view 1 is a map left out), so
  /// that a number always names the same view.
  ///
  /// - Complexity: O(*v*) in the views.
  public var viewNumbers: [Int] {
    let left = Set(leftOutNumbers)
    var numbers: [Int] = []
    var number = 1
    while numbers.count < views.count {
      if !left.contains(number) { numbers.append(number) }
      number += 1
    }
    return numbers
  }

  /// The chart of view `number` (1-based, in reading order, counting the views left out),
  /// alone: its notices and the set's title kept when the view has none.
  ///
  /// - Throws: ``ChartSetError/noSuchView(_:count:)`` when there is no such view,
  ///   ``ChartSetError/notDescribed(_:reason:)`` when that view is left out.
  /// - Complexity: O(*v*) in the views.
  public func view(_ number: Int) throws(ChartSetError) -> ChartDescriptor {
    for notice in notices {
      if case .viewNotDescribed(number, _, let reason) = notice { throw .notDescribed(number, reason: reason) }
    }
    guard let index = viewNumbers.firstIndex(of: number) else { throw .noSuchView(number, count: viewCount) }
    let view = views[index]
    var chart = view.chart
    if chart.title.isEmpty { chart.title = view.label.isEmpty || view.recurringLabel != nil ? title : view.label }
    return chart
  }
}

/// A view of a ``ChartSet``.
public struct ChartView: Sendable, Equatable {
  /// The view as a chart.
  public var chart: ChartDescriptor
  /// What tells the view from the others: the facet value(s) it shows ("Seattle"; "2004, Male" in
  /// a grid), or the field a repeat puts in it; "" for a view of a concatenation.
  public var label: String
  /// The recurring position the view's label stands for, when the view is one value of a facet
  /// by a time unit without a year (``label`` is then its language-free number, "3" for March,
  /// and the narration names the position in the output language).
  public var recurringLabel: RecurringTime?
  /// Where the view is in the spec (`hconcat[1]`, `facet`), for messages.
  public var path: String
  /// What the view's values measure, as the importer identifies it (Vega-Lite: the measure's
  /// field, aggregate and time unit, so that a mean and a median of one field differ though
  /// their axis titles agree); "" when it has no better identity than the y axis title and unit.
  public var measure: String

  public init(chart: ChartDescriptor, label: String, path: String, measure: String = "") {
    self.chart = chart
    self.label = label
    self.path = path
    self.measure = measure
  }
}

/// Asking a ``ChartSet`` for a view it does not have.
public enum ChartSetError: Error, Sendable, Equatable, CustomStringConvertible {
  /// View `number` was asked for, and the set has `count`.
  case noSuchView(Int, count: Int)
  /// View `number` was asked for, and it is left out of the description for `reason`.
  case notDescribed(Int, reason: String)

  public var description: String {
    switch self {
    case .noSuchView(let number, let count):
      "there is no view \(number): the chart has \(count) view\(count == 1 ? "" : "s"), numbered 1 to \(count) "
        + "in reading order"
    case .notDescribed(let number, let reason):
      "view \(number) is not described: \(reason)"
    }
  }
}
