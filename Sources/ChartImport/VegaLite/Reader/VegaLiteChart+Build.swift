import ChartModel

extension VLChartBuilder {
  /// The chart's axes, kind and series, from the records after the transforms.
  struct Built {
    var kind: ChartKind
    var xAxis: Axis
    var yAxis: Axis
    var series: [DataSeries]
    var plan: Plan
    /// How the series are drawn: stacked as Vega-Lite stacks bars and areas of several series by
    /// default, or side by side.
    var stacking: Stacking = .none
    /// Which way bars run: horizontal when the measure is on x and the categories on y, which
    /// Vega-Lite draws top to bottom in domain order.
    var orientation: Orientation = .vertical
    /// The series pairs that are the ends of intervals (`x`/`x2`, `y`/`y2`).
    var intervals: [IntervalPair] = []
    /// The coloured parts of stacks inside groups.
    var stackParts: [StackPart] = []
    /// How a grid of cells draws its values (a heat map's colour).
    var cells: CellEncoding?
    /// The bins' width when the chart counts the values in bins of one quantity (a histogram).
    var histogramStep: Double?
    /// The histogram's bars are shares of all values (fractions of one), not counts.
    var histogramOfShares = false
    /// The positions of the x axis's categories by their value, for reference lines.
    var positions: [VLValue: Double]
  }

  /// One mark's values: its x value, its y value(s) and its series.
  struct Row {
    var dimension: VLValue
    var value: Double
    var valueEnd: Double?
    var seriesKey: [VLValue]
  }

  // MARK: - Channel values

  /// The bins of every binned channel, from the extent of its field's values.
  func binsByChannel(_ records: [VLRecord]) -> [String: VLBins] {
    var result: [String: VLBins] = [:]
    for (name, channel) in channels {
      guard let bin = channel.bin, !bin.isBinned, let field = channel.field else { continue }
      result[name] = bin.bins(for: records.map { field.value(in: $0) })
    }
    return result
  }

  /// A channel's value for one record: the field, floored to its time unit, parsed as a date,
  /// binned, or read as a number, as the channel asks.
  static func value(of channel: VLChannel, in record: VLRecord, bins: VLBins?) -> VLValue {
    if let datum = channel.datum { return datum }
    guard let field = channel.field else { return .null }
    let raw = field.value(in: record)
    if let unit = channel.timeUnit {
      guard let seconds = VLDates.instant(of: raw) else { return .null }
      return .date(unit.isBinned ? seconds : unit.floor(seconds))
    }
    if channel.type == .temporal {
      return VLDates.instant(of: raw).map(VLValue.date) ?? .null
    }
    if let bins {
      return bins.start(of: raw).map(VLValue.number) ?? .null
    }
    if channel.type == .quantitative {
      if raw == .null { return .null }
      if case .date = raw { return raw }
      return .number(raw.number)
    }
    return raw
  }

  /// Every channel's value per mark: one per record, or one per group when a channel aggregates
  /// (grouped by every other field channel, as Vega-Lite groups).
  func marks(_ records: [VLRecord]) -> [[String: VLValue]] {
    let bins = binsByChannel(records)
    let aggregated = channels.values.filter { $0.aggregate != nil }
    // Keyed as in `channels` (a tooltip's fields are kept apart from the channel of their name).
    let keyed = channels.filter { $0.value.field != nil && $0.value.aggregate == nil && $0.value.datum == nil }
      .sorted { $0.key < $1.key }
    let keys = keyed.map(\.value)
    guard !aggregated.isEmpty else {
      return records.map { record in
        var values: [String: VLValue] = [:]
        for (name, channel) in channels {
          values[name] = Self.value(of: channel, in: record, bins: bins[name])
        }
        return values
      }
    }
    var order: [[VLValue]] = []
    var groups: [[VLValue]: [Int]] = [:]
    for (index, record) in records.enumerated() {
      let key = keyed.map { Self.value(of: $0.value, in: record, bins: bins[$0.key]).groupKey }
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(index)
    }
    return order.map { key in
      var values: [String: VLValue] = [:]
      for (channel, value) in zip(keys, key) { values[channel.name] = value }
      let members = (groups[key] ?? []).map { records[$0] }
      for channel in aggregated {
        guard let op = channel.aggregate else { continue }
        if let argField = channel.argField {
          let picked = op.apply(members.map { argField.value(in: $0) }, records: members)
          if case .object(let record) = picked, let field = channel.field {
            values[channel.name] = Self.value(
              of: VLChannel(
                name: channel.name, reader: channel.reader, field: field, type: channel.type),
              in: VLRecord(record), bins: nil)
          } else {
            values[channel.name] = .null
          }
          continue
        }
        let result = op.apply(
          members.map { channel.field?.value(in: $0) ?? .bool(true) }, records: members)
        if case .object(let record) = result, let field = channel.field {
          values[channel.name] = field.value(in: VLRecord(record))
        } else {
          values[channel.name] = result
        }
      }
      for channel in channels.values where channel.datum != nil {
        values[channel.name] = channel.datum
      }
      return values
    }
  }

  // MARK: - Build

  mutating func build(_ records: [VLRecord], orderField: VLFieldPath?) throws(ChartModelError)
    -> Built
  {
    var plan = try plan()
    let marks = marks(records)
    let measure = plan.measure

    // A range a stack transform computed stands for the quantity it stacked.
    var stackOrigin: VLStackOrigin?
    if let end = plan.measureEnd, let start = measure.field?.flatName,
      let stop = end.field?.flatName,
      let origin = stackLineage[start], stackLineage[stop] == origin
    {
      stackOrigin = origin
      plan.measureEnd = nil
    }

    var rows: [Row] = []
    rows.reserveCapacity(marks.count)
    var droppedPositions = 0
    let dimensionIsContinuous =
      plan.dimension.map {
        $0.type == .quantitative || $0.type == .temporal || $0.timeUnit != nil || $0.bin != nil
      } ?? false
    // Positions on continuous scales (x or y, quantitative, temporal or binned) without a valid
    // value are not drawn; nor are they described.
    let continuousPositions = plan.series.filter {
      ($0.name == "x" || $0.name == "y")
        && ($0.type == .quantitative || $0.type == .temporal || $0.timeUnit != nil || $0.bin != nil)
    }
    let filteringScales = invalidFilteringScales
    var droppedScales: [String: Int] = [:]
    for values in marks {
      let dimensionValue =
        plan.dimension.map { values[$0.name] ?? .null } ?? .string(measure.displayTitle)
      if dimensionIsContinuous, !dimensionValue.isValid || dimensionValue.number.isInfinite {
        droppedPositions += 1
        continue
      }
      if continuousPositions.contains(where: { channel in
        let value = values[channel.name] ?? .null
        return !value.isValid || value.number.isInfinite
      }) {
        droppedPositions += 1
        continue
      }
      if let scale = filteringScales.first(where: { !(values[$0.name] ?? .null).isValid }) {
        droppedScales[scale.displayTitle, default: 0] += 1
        continue
      }
      var value = Self.number(values[measure.name] ?? .null)
      var valueEnd = plan.measureEnd.map { Self.number(values[$0.name] ?? .null) }
      if let stackOrigin, let end = plan.measureEnd ?? channels[measure.name == "x" ? "x2" : "y2"] {
        let stop = Self.number(values[end.name] ?? .null)
        value = (stop - value) * (stackOrigin.normalized ? 100 : 1)
        valueEnd = nil
      }
      let key = plan.series.map { values[$0.name] ?? .null }
      rows.append(Row(dimension: dimensionValue, value: value, valueEnd: valueEnd, seriesKey: key))
    }
    if droppedPositions > 0, let dimension = plan.dimension {
      let rows = droppedRows(
        records, dimension: dimensionIsContinuous ? dimension : nil, positions: continuousPositions)
      // Marks whose aggregate is not a valid position: counted as marks, under the dimension.
      for (channel, count) in rows.isEmpty ? [(dimension, droppedPositions)] : rows {
        notices.append(invalidNotice(count: count, channel: channel))
      }
    }
    // Raw values without a valid value that the chart draws at zero (`invalid: null`): not described.
    if measure.aggregate == nil, marks.count == records.count, drawsInvalid(on: measure) {
      let count = rows.count(where: { $0.value.isNaN })
      if count > 0 { notices.append(.invalidRowsDrawn(count: count, field: measure.displayTitle)) }
    }
    for (field, count) in droppedScales.sorted(by: { $0.key < $1.key }) {
      notices.append(.invalidRowsDropped(count: count, field: field))
    }
    if let orderField, mark == "line" {
      // A line drawn in the order of a field: keep that order (before grouping by x).
      var keyed = zip(records, rows).map { ($0.0, $0.1) }
      if records.count == rows.count {
        keyed.sort { VLValue.ascending(orderField.value(in: $0.0), orderField.value(in: $1.0)) < 0 }
        rows = keyed.map(\.1)
      }
    }

    // Stacked bars and areas: rows sharing a bar add up, as drawn; normalize gives shares. Marks
    // stacked by `detail` alone (one dot per record) are described by their stacks.
    let explicitStack = measure.stack.flatMap { $0 }
    let stacking =
      (["bar", "area"].contains(mark) || explicitStack != nil) && stackOrigin == nil
      && plan.measureEnd == nil
    let offset: String? = stacking ? (measure.stack ?? "zero") : nil
    if offset != nil, !plan.series.isEmpty, plan.series.allSatisfy({ $0.name == "detail" }) {
      plan.series = []
      for index in rows.indices { rows[index].seriesKey = [] }
    }
    // Stacks inside groups (an `xOffset` or `yOffset` and a colour): Vega draws one stack per
    // category and group. The groups are the series, each bar read by its stack's total (its
    // height as drawn); the parts inside a stack are not told apart.
    let grouping = plan.series.indices.filter { ["xOffset", "yOffset"].contains(plan.series[$0].name) }
    // The coloured parts of those stacks, kept beside the groups (``ChartDescriptor/stackParts``):
    // each row keyed by its group, then by its part.
    var partRows: [Row] = []
    var partChannels: (groups: [VLChannel], parts: [VLChannel]) = ([], [])
    if offset != nil, offset != "normalize", measure.isMeasure, !grouping.isEmpty, grouping.count < plan.series.count {
      let others = plan.series.indices.filter { !grouping.contains($0) }
      partChannels = (grouping.map { plan.series[$0] }, others.map { plan.series[$0] })
      partRows = Self.sumDuplicates(
        rows.map { row in
          var keyed = row
          keyed.seriesKey = (grouping + others).map { row.seriesKey[$0] }
          return keyed
        })
    }
    if offset != nil, measure.isMeasure, !grouping.isEmpty, grouping.count < plan.series.count {
      plan.series = grouping.map { plan.series[$0] }
      for index in rows.indices { rows[index].seriesKey = grouping.map { rows[index].seriesKey[$0] } }
    }
    if offset != nil, measure.isMeasure {
      rows = Self.sumDuplicates(rows)
      if offset == "normalize" {
        // A pie's slices are one stack (theta has no x to group by): each slice's share of the
        // whole pie. Bars and areas stack per x category.
        func stackKey(_ row: Row) -> VLValue { mark == "arc" ? .null : row.dimension.groupKey }
        var totals: [VLValue: Double] = [:]
        for row in rows where !row.value.isNaN {
          totals[stackKey(row), default: 0] += abs(row.value)
        }
        for index in rows.indices {
          let total = totals[stackKey(rows[index])] ?? 0
          rows[index].value = total == 0 ? .nan : rows[index].value / total * 100
        }
      }
    }

    // The x axis.
    var xAxis = Axis(title: plan.dimension?.displayTitle ?? "", type: .categorical)
    var positions: [VLValue: Double] = [:]
    var xPositions: [Double] = []
    var binStep: Double?
    let dimension = plan.dimension
    if let dimension, let unit = dimension.timeUnit, !unit.hasYear {
      let values = Array(Set(rows.map(\.dimension.groupKey))).sorted {
        VLValue.ascending($0, $1) < 0
      }
      let ordered = try categoryOrder(dimension, values: values, rows: rows, records: records)
      let instants = ordered.map(VLDates.instant(of:))
      xAxis.categories = zip(ordered, instants).map { value, instant in instant.map(unit.recurringLabel) ?? value.text }
      // Months, weekdays, quarters, hours: typed positions, which the narration names.
      let times = instants.map { $0.flatMap(unit.recurringTime) }
      if unit.recurringCycle != nil, !times.contains(nil) { xAxis.recurringTimes = times.compactMap { $0 } }
      for (index, value) in ordered.enumerated() { positions[value] = Double(index) }
      xPositions = rows.map { positions[$0.dimension.groupKey] ?? 0 }
    } else if let dimension, dimension.timeUnit != nil || dimension.type == .temporal {
      xAxis.type = .temporal
      xPositions = rows.map { VLDates.instant(of: $0.dimension) ?? 0 }
      // Times apart by less than a second (numbers read as milliseconds, as Vega reads them)
      // cannot be told apart in words, which name times to the second.
      if dimension.timeUnit == nil, Set(xPositions).count > Set(xPositions.map { $0.rounded(.down) }).count {
        throw ChartModelError.unsupported(
          markField.location,
          feature: "times less than a second apart on '\(dimension.name)' ('\(dimension.displayTitle)'); "
            + "numbers on a temporal axis are milliseconds")
      }
      xAxis.timeUnit = dimension.timeUnit?.axisTimeUnit ?? TimeUnit.finest(in: xPositions)
    } else if let dimension, dimension.type == .quantitative || dimension.bin != nil {
      xAxis.type = .numeric
      xPositions = rows.map { $0.dimension.number }
      if let bin = dimension.bin, !bin.isBinned, let field = dimension.field {
        let bins = bin.bins(for: records.map { field.value(in: $0) })
        if bins.start <= bins.stop { xAxis.range = bins.start...bins.stop }
        binStep = bins.step
      } else if let bin = dimension.bin, bin.isBinned, let bins = Self.binnedEdges(dimension, channels, records) {
        // Bins already in the data (`bin: "binned"`, x to x2): the bins as their edges draw them.
        xAxis.range = bins.start...bins.stop
        binStep = bins.step
      }
    } else {
      let values = Array(Set(rows.map(\.dimension.groupKey)))
      let firstSeen = Self.firstAppearance(rows.map(\.dimension.groupKey))
      let ordered = try categoryOrder(
        plan.dimension, values: values.sorted { VLValue.ascending($0, $1) < 0 }, rows: rows,
        records: records, firstSeen: firstSeen)
      xAxis.categories = ordered.map(Self.name(of:))
      for (index, value) in ordered.enumerated() { positions[value] = Double(index) }
      xPositions = rows.map { positions[$0.dimension.groupKey] ?? 0 }
    }

    // Each part row's x, as its group's bar is placed.
    let partX: [Double] = partRows.map { row in
      switch xAxis.type {
      case .temporal: return VLDates.instant(of: row.dimension) ?? 0
      case .numeric: return row.dimension.number
      default: return positions[row.dimension.groupKey] ?? 0
      }
    }

    // The kind.
    var perCell: [[VLValue]: Int] = [:]
    for (row, position) in zip(rows, xPositions) {
      perCell[row.seriesKey.map(\.groupKey) + [.number(position)], default: 0] += 1
    }
    let oneValuePerCell = perCell.values.allSatisfy { $0 <= 1 }
    switch mark {
    case "bar", "rect", "rule": plan.kind = .bar
    case "line": plan.kind = orderField != nil && xAxis.type != .temporal ? .scatter : .line
    case "area": plan.kind = .area
    case "arc": break
    default:
      let discrete = xAxis.type == .categorical || plan.dimension?.bin != nil
      plan.kind = discrete && oneValuePerCell ? .bar : .scatter
    }
    if plan.kind == .line, xAxis.type == .categorical, !oneValuePerCell { plan.kind = .scatter }

    // The series.
    var seriesOrder: [[VLValue]] = []
    var seriesRows: [[VLValue]: [Int]] = [:]
    for (index, row) in rows.enumerated() {
      let key = row.seriesKey.map(\.groupKey)
      if seriesRows[key] == nil { seriesOrder.append(key) }
      seriesRows[key, default: []].append(index)
    }
    seriesOrder = try orderSeries(seriesOrder, plan: plan, records: records)
    let keepsMissing = plan.kind != .scatter
    let bins = binsByChannel(records)
    var series: [DataSeries] = []
    var intervals: [IntervalPair] = []
    for key in seriesOrder {
      let indices = seriesRows[key] ?? []
      let baseName = zip(plan.series, key).map { Self.seriesName($1, channel: $0, bins: bins[$0.name]) }
      // A series that is one month (weekday, quarter, hour) of a recurring cycle says so.
      var recurringTime: RecurringTime?
      if plan.series.count == 1, plan.measureEnd == nil, let unit = plan.series[0].timeUnit,
        case .date(let seconds) = key.first
      {
        recurringTime = unit.recurringTime(seconds)
      }
      var parts: [(String, KeyPath<Row, Double>?, KeyPath<Row, Double?>?)] = [
        (measure.displayTitle, \Row.value, nil)
      ]
      if let end = plan.measureEnd {
        var titles = (measure.displayTitle, end.displayTitle)
        if titles.0 == titles.1, measure.aggregate != end.aggregate {
          // The same field's minimum and maximum: named by their operations, as the spec writes them.
          titles = (
            "\(titles.0) (\(measure.aggregate?.rawValue ?? measure.name))",
            "\(titles.1) (\(end.aggregate?.rawValue ?? end.name))"
          )
        }
        parts = [(titles.0, \Row.value, nil), (titles.1, nil, \Row.valueEnd)]
      }
      let firstPart = series.count
      for (title, valuePath, endPath) in parts {
        var x: [Double] = []
        var y: [Double] = []
        for index in indices {
          let value: Double =
            valuePath.map { rows[index][keyPath: $0] }
            ?? (endPath.flatMap { rows[index][keyPath: $0] } ?? .nan)
          if !keepsMissing, value.isNaN { continue }
          x.append(xPositions[index])
          y.append(value)
        }
        if x.isEmpty { continue }
        var nameParts = baseName
        if plan.measureEnd != nil || baseName.isEmpty { nameParts.append(title) }
        let name =
          baseName.isEmpty && plan.measureEnd == nil ? title : nameParts.joined(separator: ", ")
        var one = DataSeries(name: name, isContinuous: plan.kind.isContinuousByDefault, x: x, y: y)
        one.recurringTime = recurringTime
        if plan.kind.readsInXOrder(xAxis: xAxis.type) || xAxis.type == .categorical {
          one.sortByX()
        }
        series.append(one)
      }
      // Both ends drawn at the same places: one interval a mark.
      if plan.measureEnd != nil, series.count == firstPart + 2, series[firstPart].x == series[firstPart + 1].x {
        let name = zip(plan.series, key).map { Self.seriesName($1, channel: $0, bins: bins[$0.name]) }
        intervals.append(
          IntervalPair(name: name.joined(separator: ", "), start: firstPart, end: firstPart + 1))
      }
    }
    guard !series.isEmpty, series.contains(where: { $0.y.contains { !$0.isNaN } }) else {
      throw ChartModelError.noNumericData(
        markField.location,
        detail: rows.isEmpty
          ? "no data is left to draw after the transforms"
          : "'\(measure.displayTitle.isEmpty ? measure.name : measure.displayTitle)' has no valid values"
      )
    }
    var yAxis = Axis(title: measure.displayTitle, type: .numeric)
    // Sums and counts add up to a whole; means, medians and other statistics do not.
    if let op = measure.aggregate { yAxis.isAdditive = [.sum, .count, .valid, .missing].contains(op) }
    if let stackOrigin {
      yAxis.title = measure.title ?? stackOrigin.field.flatName
      if stackOrigin.normalized { yAxis.unit = "%" }
    }
    if offset == "normalize" { yAxis.unit = "%" }
    if plan.measureEnd != nil, measure.title == nil { yAxis.title = "" }
    // A log scale draws equal ratios at equal steps: the readout says so, and the narration says
    // nothing that holds only on even steps.
    if measure.scaleType == "log" { yAxis.scale = .logarithmic }
    if plan.dimension?.scaleType == "log", xAxis.type == .numeric { xAxis.scale = .logarithmic }
    var built = Built(
      kind: plan.kind, xAxis: xAxis, yAxis: yAxis, series: series, plan: plan, positions: positions)
    built.intervals = intervals.count * 2 == series.count ? intervals : []
    built.stackParts = stackParts(partRows, x: partX, channels: partChannels, bins: bins)
    if plan.kind == .bar, plan.measure.name == "x", let dimension = plan.dimension, dimension.name == "y",
      [.nominal, .ordinal].contains(dimension.type), dimension.bin == nil
    {
      built.orientation = .horizontal
    }
    built.stacking = Self.stacking(
      offset: stackOrigin.map { $0.normalized ? "normalize" : "zero" } ?? offset, kind: plan.kind,
      series: series, offsetGroups: ["xOffset", "yOffset"].contains { channels[$0]?.hasData == true },
      unstacked: measure.stack == .some(nil))
    // A grid of cells whose colour or dot size is the value: named as drawn (a heat map).
    if plan.kind == .bar, built.stacking == .none, built.intervals.isEmpty { built.cells = plan.cells }
    // Bars of the count of values in bins of one quantity: a histogram. Counts already binned in
    // the data are counts by name and are whole numbers of at least zero.
    let counts =
      measure.aggregate == .count
      || (dimension?.bin?.isBinned == true && Self.namesCounts(measure)
        && series.allSatisfy { $0.y.allSatisfy { $0 >= 0 && $0 == $0.rounded() } })
    // Shares of all values per bin (a relative frequency histogram): fractions of one, at
    // least zero, that add up to one over every row (a bin of missing values, which the chart
    // leaves out, included), which the axis labels as percentages.
    let shares =
      dimension?.bin?.isBinned == true && measure.percentFormat && measure.aggregate == nil && series.count == 1
      && series[0].y.allSatisfy { $0 >= 0 }
      && abs(records.reduce(0.0) { $0 + (measure.field?.value(in: $1).statisticsNumber ?? 0) } - 1) < 1e-9
    if plan.kind == .bar, counts || shares, plan.measureEnd == nil, series.count == 1,
      built.intervals.isEmpty, built.cells == nil, let binStep, binStep > 0
    {
      built.histogramStep = binStep
      built.histogramOfShares = shares && !counts
    }
    return built
  }

  /// The edges of bins already in the data: from the lowest `x` to the highest `x2`, each bin as
  /// wide as the `step` the spec gives, else as every row's `x2 − x` when that is one width;
  /// `nil` when the rows' bins differ in width or there is no `x2`.
  static func binnedEdges(
    _ dimension: VLChannel, _ channels: [String: VLChannel], _ records: [VLRecord]
  ) -> (start: Double, stop: Double, step: Double)? {
    guard let field = dimension.field, let endField = channels[dimension.name == "y" ? "y2" : "x2"]?.field else {
      return nil
    }
    var widths: Set<Double> = []
    var start = Double.infinity
    var stop = -Double.infinity
    for record in records {
      // A row without a bin (a null, as binning a missing value gives) is no bin's width.
      guard let low = field.value(in: record).statisticsNumber, let high = endField.value(in: record).statisticsNumber,
        low.isFinite, high.isFinite
      else { continue }
      widths.insert(((high - low) * 1e9).rounded() / 1e9)
      start = min(start, low)
      stop = max(stop, high)
    }
    // The bars run from `x` to `x2`: a `step` the spec gives that the rows' one width belies
    // (ticks every 60 over bins of 20) places ticks, not bins.
    var step = dimension.bin?.step ?? (widths.count == 1 ? widths.first : nil)
    if let given = step, widths.count == 1, let width = widths.first, abs(width - given) >= given * 1e-9 {
      step = width
    }
    guard let step, step > 0, start < stop, widths.allSatisfy({ abs($0 - step) < step * 1e-9 }) else { return nil }
    return (start, stop, step)
  }

  /// Whether a measure is a count by its field or title ("count", "frequency", "n"): a number
  /// per bin that says how many values fall in it.
  static func namesCounts(_ measure: VLChannel) -> Bool {
    let names = [measure.field?.flatName, measure.title].compactMap { $0?.lowercased() }
    return names.contains { name in
      ["count", "counts", "frequency", "n"].contains(name) || name.hasPrefix("count of")
        || name.hasPrefix("number of")
    }
  }

  /// How Vega-Lite draws the series: bars and areas of several series with a stack offset (the
  /// default for a colour field, or a `stack` transform) are stacked, unless an `xOffset` or
  /// `yOffset` places them side by side (grouped bars; stacks within groups are described as
  /// groups). A stack needs two parts at one x at least. Bars that `stack: null` or `false`
  /// (`unstacked`) keeps from stacking are drawn over one another where two share an x.
  static func stacking(
    offset: String?, kind: ChartKind, series: [DataSeries], offsetGroups: Bool, unstacked: Bool = false
  ) -> Stacking {
    guard kind == .bar || kind == .area, !offsetGroups, series.count > 1 else { return .none }
    var parts: [Double: Int] = [:]
    for one in series {
      for (x, y) in zip(one.x, one.y) where !y.isNaN { parts[x, default: 0] += 1 }
    }
    guard parts.values.contains(where: { $0 > 1 }) else { return .none }
    guard let offset else { return unstacked && kind == .bar ? .overlaid : .none }
    switch offset {
    case "normalize": return .normalized
    case "center": return .centered
    default: return .stacked
    }
  }

  /// The parts of stacks inside groups: one ``StackPart`` a group and colour, in the order the
  /// rows first show them, each sorted by x; rows without a value are left out.
  ///
  /// - Parameters:
  ///   - rows: Rows keyed by the group channels' values, then the part channels' (summed per bar).
  ///   - x: Each row's x position.
  /// - Complexity: O(*n* log *n*) in the rows.
  func stackParts(
    _ rows: [Row], x: [Double], channels: (groups: [VLChannel], parts: [VLChannel]), bins: [String: VLBins]
  ) -> [StackPart] {
    var order: [[VLValue]] = []
    var byKey: [[VLValue]: StackPart] = [:]
    for (row, position) in zip(rows, x) where !row.value.isNaN {
      let key = row.seriesKey.map(\.groupKey)
      if byKey[key] == nil {
        let names = zip(channels.groups + channels.parts, row.seriesKey).map {
          Self.seriesName($1, channel: $0, bins: bins[$0.name])
        }
        let group = names.prefix(channels.groups.count).joined(separator: ", ")
        let part = names.dropFirst(channels.groups.count).joined(separator: ", ")
        byKey[key] = StackPart(group: group, name: part, x: [], y: [])
        order.append(key)
      }
      byKey[key]!.x.append(position)
      byKey[key]!.y.append(row.value)
    }
    return order.compactMap { key in
      guard var part = byKey[key] else { return nil }
      let sorted = zip(part.x, part.y).sorted { $0.0 < $1.0 }
      part.x = sorted.map(\.0)
      part.y = sorted.map(\.1)
      return part
    }
  }

  static func number(_ value: VLValue) -> Double {
    switch value {
    case .null: return .nan
    case .date(let seconds): return seconds * 1_000
    default:
      let number = value.number
      return number.isFinite ? number : .nan
    }
  }

  /// Rows that share a bar (x and series) summed into one, keeping the order of first appearance.
  static func sumDuplicates(_ rows: [Row]) -> [Row] {
    var order: [[VLValue]] = []
    var merged: [[VLValue]: Row] = [:]
    for row in rows {
      let key = [row.dimension.groupKey] + row.seriesKey.map(\.groupKey)
      if var existing = merged[key] {
        if existing.value.isNaN {
          existing.value = row.value
        } else if !row.value.isNaN {
          existing.value += row.value
        }
        merged[key] = existing
      } else {
        order.append(key)
        merged[key] = row
      }
    }
    return order.compactMap { merged[$0] }
  }

  static func firstAppearance(_ values: [VLValue]) -> [VLValue] {
    var seen = Set<VLValue>()
    return values.filter { seen.insert($0).inserted }
  }

  /// A bin's name: its start and end, as Vega writes a bin in a header ("5 – 10").
  static func binName(_ start: Double, _ bins: VLBins) -> String {
    VLValue.number(start).text + " – " + VLValue.number(bins.end(ofStart: start)).text
  }

  /// A category's name: text as it is, numbers as JavaScript prints them, dates in ISO 8601.
  static func name(of value: VLValue) -> String {
    if case .date(let seconds) = value {
      return ISO8601.format(seconds, unit: TimeUnit.finest(in: [seconds]))
    }
    return value.text
  }

  /// A series value's name, dates as precise as the channel's time unit; a recurring position
  /// (a month of every year) by its language-free label; a bin of a binned channel by its start
  /// and end, as its legend spans it ("20 – 30"), never by its start alone.
  static func seriesName(_ value: VLValue, channel: VLChannel, bins: VLBins? = nil) -> String {
    if let bins, case .number(let start) = value, start.isFinite { return binName(start, bins) }
    guard case .date(let seconds) = value else { return name(of: value) }
    if let unit = channel.timeUnit {
      if !unit.hasYear { return unit.recurringLabel(seconds) }
      let civil = CivilDate(secondsSince1970: seconds)
      switch unit.axisTimeUnit {
      case .year: return String(civil.year)
      case .month: return String(ISO8601.format(seconds, unit: .day).prefix(7))
      default: return ISO8601.format(seconds, unit: unit.axisTimeUnit)
      }
    }
    return name(of: value)
  }

  // MARK: - Sorting

  /// The order of the x axis's categories, as the dimension channel's `sort` asks: ascending by
  /// default, `descending`, `null` (order of appearance), a list of values first, by another field's
  /// aggregate (`{"field": …, "op": …}`), or by an encoded channel (`"-y"`, `{"encoding": "x"}`).
  func categoryOrder(
    _ dimension: VLChannel?, values sortedAscending: [VLValue], rows: [Row], records: [VLRecord],
    firstSeen: [VLValue]? = nil
  ) throws(ChartModelError) -> [VLValue] {
    guard let dimension, let sort = dimension.sort else { return sortedAscending }
    let appearance = firstSeen ?? sortedAscending
    switch sort.value.kind {
    case .null:
      return appearance
    case .string("ascending"):
      return sortedAscending
    case .string("descending"):
      return sortedAscending.reversed()
    case .string(let text):
      let descending = text.hasPrefix("-")
      let name = descending ? String(text.dropFirst()) : text
      guard channels[name] != nil else {
        throw sort.invalid(
          "'\(text)' is not a sort order: use ascending, descending, null, a channel or a list")
      }
      return orderByMeasure(sortedAscending, rows: rows, descending: descending)
    case .array:
      let listed = try sort.array().map { VLDataLoader.value($0.value) }
      var result: [VLValue] = []
      for item in listed {
        if let match = appearance.first(where: {
          $0.groupKey == item.groupKey || $0.text == item.text
        }),
          !result.contains(match)
        {
          result.append(match)
        }
      }
      return result + appearance.filter { !result.contains($0) }
    case .object:
      try sort.requireObject(allowedKeys: ["field", "op", "order", "encoding"])
      let descending = try sort.member("order")?.optionalString() == "descending"
      if let encoding = try sort.member("encoding")?.string() {
        guard channels[encoding] != nil else {
          throw sort.invalid("no '\(encoding)' channel to sort by")
        }
        return orderByMeasure(sortedAscending, rows: rows, descending: descending)
      }
      let op = try sort.member("op").map { (f) throws(ChartModelError) in
        try VLEncodingReader.aggregateOp(f)
      }
      let field = try sort.member("field").map { (f) throws(ChartModelError) in
        try VLEncodingReader.fieldPath(f)
      }
      if op == nil, field == nil {
        return descending ? sortedAscending.reversed() : sortedAscending
      }
      let chosen = op ?? (["bar", "area"].contains(mark) ? .sum : .min)
      let bins = binsByChannel(records)
      var groups: [VLValue: [VLRecord]] = [:]
      for record in records {
        groups[
          Self.value(of: dimension, in: record, bins: bins[dimension.name]).groupKey, default: []
        ].append(record)
      }
      let keyed = sortedAscending.map { value -> (VLValue, VLValue) in
        let members = groups[value.groupKey] ?? []
        return (
          value, chosen.apply(members.map { field?.value(in: $0) ?? .bool(true) }, records: members)
        )
      }
      let ordered = keyed.enumerated().sorted { a, b in
        let c = VLValue.ascending(a.element.1, b.element.1)
        if c != 0 { return descending ? c > 0 : c < 0 }
        return a.offset < b.offset
      }
      return ordered.map(\.element.0)
    default:
      throw sort.invalid("expected a sort order, found \(sort.value.typeDescription)")
    }
  }

  /// Categories ordered by the sum of their values.
  private func orderByMeasure(_ values: [VLValue], rows: [Row], descending: Bool) -> [VLValue] {
    var totals: [VLValue: Double] = [:]
    for row in rows where !row.value.isNaN {
      totals[row.dimension.groupKey, default: 0] += row.value
    }
    return values.enumerated().sorted { a, b in
      let x = totals[a.element.groupKey] ?? 0
      let y = totals[b.element.groupKey] ?? 0
      if x != y { return descending ? x > y : x < y }
      return a.offset < b.offset
    }.map(\.element)
  }

  /// Series in the first series channel's sort order (ascending by default; `null` keeps the order
  /// of appearance).
  func orderSeries(_ keys: [[VLValue]], plan: Plan, records: [VLRecord]) throws(ChartModelError)
    -> [[VLValue]]
  {
    guard let first = plan.series.first else { return keys }
    if case .null? = first.sort?.value.kind { return keys }
    let descending: Bool
    if case .string("descending")? = first.sort?.value.kind {
      descending = true
    } else {
      descending = false
    }
    return keys.enumerated().sorted { a, b in
      for (x, y) in zip(a.element, b.element) {
        let c = VLValue.ascending(x, y)
        if c != 0 { return descending ? c > 0 : c < 0 }
      }
      return a.offset < b.offset
    }.map(\.element)
  }
}
