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

  /// The chart of view `number` (1-based, in reading order), alone: its notices and the set's
  /// title kept when the view has none.
  ///
  /// - Throws: ``ChartSetError/noSuchView(_:count:)`` when there is no such view.
  /// - Complexity: O(1).
  public func view(_ number: Int) throws(ChartSetError) -> ChartDescriptor {
    guard views.indices.contains(number - 1) else { throw .noSuchView(number, count: views.count) }
    let view = views[number - 1]
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

  public var description: String {
    switch self {
    case .noSuchView(let number, let count):
      "there is no view \(number): the chart has \(count) view\(count == 1 ? "" : "s"), numbered 1 to \(count) "
        + "in reading order"
    }
  }
}
