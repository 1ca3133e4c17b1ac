import ChartModel
internal import ChartSupport

extension ChartDescriptor {
  /// The chart with its x values read as positions in a recurring cycle (`--x-recurring`): a
  /// column of month numbers 1 … 12 (weekdays 1 = Monday … 7 = Sunday, hours 0 … 23) becomes a
  /// categorical axis of ``Axis/recurringTimes``, which the narration names in its own language.
  ///
  /// The axis holds the positions in calendar order (January first, Monday first, whatever the
  /// rows' order), and each series' points are put in that order. Without a declared kind, the
  /// chart becomes a bar chart, as any chart of categories.
  ///
  /// - Parameters:
  ///   - cycle: The cycle the x values are positions in.
  ///   - kind: The declared kind (`--kind`), or `nil`.
  ///   - location: Where to report a value that is no position.
  /// - Throws: ``ChartModelError/invalidValue(_:field:detail:remedy:)`` for an x value that is not
  ///   a whole number of the cycle, or two that are the same position;
  ///   ``ChartModelError/unsupported(_:feature:remedy:)`` for dates.
  /// - Complexity: O(*n* log *n*) in the points.
  func placingX(in cycle: SeasonalCycle, kind: ChartKind?, location: InputLocation) throws(ChartModelError)
    -> ChartDescriptor
  {
    let field = xAxis.title.isEmpty ? "x" : xAxis.title
    func invalid(_ detail: String) -> ChartModelError { .invalidValue(location, field: field, detail: detail) }
    // Each x position's label, and the positions in the order the axis will hold them.
    var labels: [Double: String] = [:]
    var order: [Double] = []
    switch xAxis.type {
    case .temporal:
      throw .unsupported(location, feature: "dates as positions in \(cycle.rawValue); give whole numbers")
    case .categorical:
      for (index, name) in xAxis.categories.enumerated() {
        labels[Double(index)] = name
        order.append(Double(index))
      }
    case .numeric:
      for one in series {
        for value in one.x where value.isFinite && labels[value] == nil {
          labels[value] = value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
          order.append(value)
        }
      }
    }
    var found: [(position: Double, time: RecurringTime)] = []
    for position in order {
      let label = labels[position] ?? ""
      let words = label.split(separator: " ")
      guard words.count == 1, let phase = Int(words[0]), let time = RecurringTime(cycle, phase) else {
        throw invalid(
          "'\(label)' is not a position in \(cycle.rawValue): expected a whole number from "
            + "\(cycle.phases.lowerBound) to \(cycle.phases.upperBound)")
      }
      guard !found.contains(where: { $0.time == time }) else {
        throw invalid("position \(phase) of \(cycle.rawValue) appears twice")
      }
      found.append((position, time))
    }
    // In calendar order, whatever order the rows had.
    found.sort { $0.time.phase < $1.time.phase }
    let times = found.map(\.time)
    var index: [Double: Double] = [:]
    for (rank, one) in found.enumerated() { index[one.position] = Double(rank) }
    let kind = kind ?? .default(for: .categorical)
    var placed: [DataSeries] = []
    for one in series {
      var moved = DataSeries(
        name: one.name, isContinuous: kind.isContinuousByDefault, x: one.x.map { index[$0] ?? .nan }, y: one.y)
      moved.isCumulative = one.isCumulative
      moved.recurringTime = one.recurringTime
      moved.sortByX()
      placed.append(moved)
    }
    var axis = Axis(title: xAxis.title, recurring: times, isAdditive: xAxis.isAdditive)
    axis.unit = xAxis.unit
    return ChartDescriptor(
      title: title, summary: summary, context: context, kind: kind, xAxis: axis, yAxis: yAxis, series: placed,
      referenceLines: referenceLines, notices: notices, stacking: stacking, orientation: orientation)
  }
}
