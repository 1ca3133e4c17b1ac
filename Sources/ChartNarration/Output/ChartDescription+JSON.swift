import ChartModel
package import ChartSupport

extension ChartDescription {
  /// The description as JSON: the texts of the requested tiers (display and speech) and every
  /// computed fact, with x values as numbers, category names or ISO 8601 strings.
  ///
  /// The keys are documented in `docs/json.md`; existing keys keep their names and meaning. The
  /// JSON is ``facts`` encoded.
  ///
  /// - Parameter pretty: two-space indentation, one member per line.
  public func jsonText(pretty: Bool = false) -> String {
    json().serialized(pretty: pretty)
  }

  /// The description as a JSON value (``jsonText(pretty:)`` writes it): ``facts`` encoded.
  package func json() -> JSONOutput {
    // The facts' conformances and the encoder never throw.
    (try? JSONOutputEncoder.encode(facts)) ?? .object([])
  }

  /// The description as data: the texts of the requested tiers and every computed fact, with
  /// the JSON's field names (`docs/json.md`).
  public var facts: DescriptionFacts {
    var facts = DescriptionFacts(
      title: chart.title, kind: chart.kind.rawValue, locale: narration.locale,
      text: narration.texts(.display, levels: levels), speech: narration.texts(.speech, levels: levels),
      // The readout is a tree: each line's depth (0 the chart, 1 axes and series, 2 segments,
      // groups or points, 3 points within a segment), parallel to `text.readout`.
      readoutDepth: narration.readoutDepths(levels: levels), xAxis: axisFacts(chart.xAxis),
      yAxis: axisFacts(chart.yAxis),
      series: zip(chart.series, analysis.series).map { seriesFacts($0, $1) },
      referenceLines: analysis.referenceLines.map(referenceLineFacts))
    if chart.stacking != .none { facts.stacking = chart.stacking.rawValue }
    if chart.orientation != .vertical { facts.orientation = chart.orientation.rawValue }
    // What draws the values when the kind alone does not name it (the name the text gives).
    facts.cells = chart.cells?.rawValue
    facts.drawnAs = chart.drawnAs?.rawValue ?? (chart.candles.isEmpty ? nil : "candlestick")
    facts.binStep = chart.binStep
    if let unit = chart.bucketUnit {
      // The buckets the data covers only in part: their sums are not whole periods.
      facts.buckets = .init(unit: unit.rawValue, partial: chart.partialBuckets.sorted().map(x))
    }
    if !chart.intervals.isEmpty {
      facts.intervals = chart.intervals.map { pair in
        .init(name: pair.name, start: chart.series[pair.start].name, end: chart.series[pair.end].name)
      }
    }
    if !chart.boxes.isEmpty {
      facts.boxes = chart.boxes.map { box in
        .init(
          series: box.series, x: x(box.x), count: box.count, median: box.median, lowerQuartile: box.lowerQuartile,
          upperQuartile: box.upperQuartile, lowerWhisker: box.lowerWhisker, upperWhisker: box.upperWhisker,
          outliersBelow: box.outliersBelow, outliersAbove: box.outliersAbove, minimum: box.minimum,
          maximum: box.maximum, whiskerSpan: box.whiskerSpan)
      }
    }
    if !chart.candles.isEmpty {
      facts.candles = chart.candles.map { candle in
        .init(
          series: candle.series, x: x(candle.x), open: candle.open, high: candle.high, low: candle.low,
          close: candle.close)
      }
    }
    if !chart.uncertainty.isEmpty {
      facts.uncertainty = chart.uncertainty.map { ranges in
        .init(
          series: ranges.series, centre: ranges.centre.rawValue, extent: ranges.extent.rawValue,
          ranges: (0..<ranges.x.count).map {
            DescriptionFacts.RangeAt(x: x(ranges.x[$0]), lower: ranges.lower[$0], upper: ranges.upper[$0])
          })
      }
    }
    facts.comparison = analysis.comparison.map(comparisonFacts)
    facts.correlation = analysis.correlation.map(correlationFacts)
    facts.radar = analysis.radar.map(radarFacts)
    if let parts = analysis.partToWhole {
      facts.shares = parts.shares.map { .init(name: $0.name, share: $0.share) }
      facts.evenness = parts.evenness
      facts.topTwoShare = parts.topTwoShare
      facts.totals = analysis.totals.map(statistics)
      if !parts.shifts.isEmpty {
        facts.compositionShift = parts.shifts.map { shift in
          .init(name: chart.series[shift.component].name, first: shift.first, last: shift.last, points: shift.points)
        }
      }
    }
    if let window = analysis.sparkline {
      facts.window = .init(from: x(window.from), to: x(window.to))
      facts.lastPointAge = lastPointAge(window)
      facts.endPosition = window.endPosition
    }
    if !chart.notices.isEmpty { facts.notices = chart.notices.map(Self.noticeFacts) }
    return facts
  }

  /// What the importer did to the data or left out: the notice's kind, its fields, and its
  /// English message (a diagnostic, as on standard error; descriptions carry no English).
  package static func noticeFacts(_ notice: ChartNotice) -> DescriptionFacts.Notice {
    var facts = DescriptionFacts.Notice(kind: "", message: notice.description)
    switch notice {
    case .duplicateX(let rows, let series, let example):
      (facts.kind, facts.rows, facts.series, facts.example) = ("duplicateX", rows, series, example)
    case .readAsLongFormat(let column):
      (facts.kind, facts.seriesColumn) = ("readAsLongFormat", column)
    case .unitsDiffer(let columns, let units):
      (facts.kind, facts.columns, facts.units) = ("unitsDiffer", columns, units)
    case .channelNotDescribed(let channel, let field):
      (facts.kind, facts.channel, facts.field) = ("channelNotDescribed", channel, field)
    case .layerNotDescribed(let index, let mark, let reason):
      (facts.kind, facts.layer, facts.mark, facts.reason) = ("layerNotDescribed", index, mark, reason.description)
    case .invalidRowsDropped(let count, let field):
      (facts.kind, facts.rows, facts.field) = ("invalidRowsDropped", count, field)
    case .invalidRowsDrawn(let count, let field):
      (facts.kind, facts.rows, facts.field) = ("invalidRowsDrawn", count, field)
    case .viewNotDescribed(let number, let path, let reason):
      (facts.kind, facts.view, facts.path, facts.reason) = ("viewNotDescribed", number, path, reason)
    case .valuesImputed(let count, let field, let method):
      (facts.kind, facts.rows, facts.field, facts.reason) = ("valuesImputed", count, field, method)
    }
    return facts
  }

  private func x(_ position: Double) -> DescriptionFacts.XValue { chart.xAxis.factsValue(at: position) }

  private func axisFacts(_ axis: Axis) -> DescriptionFacts.AxisFacts {
    var facts = DescriptionFacts.AxisFacts(title: axis.title, type: axis.type.rawValue, unit: axis.unit)
    if axis.type == .categorical {
      facts.categories = axis.categories
      facts.ordinal = axis.isOrdinal
      // Positions of a recurring cycle: the cycle and each category's phase, beside its name
      // in the output language in `categories`.
      if let times = axis.recurringTimes, let cycle = times.first?.cycle {
        facts.recurring = cycle.rawValue
        facts.phases = times.map(\.phase)
      }
    }
    facts.timeUnit = axis.timeUnit?.rawValue
    if axis.scale == .logarithmic { facts.scale = axis.scale.rawValue }
    if let range = axis.range {
      facts.range = [axis.factsValue(at: range.lowerBound), axis.factsValue(at: range.upperBound)]
    }
    return facts
  }

  private func point(_ point: DataPoint) -> DescriptionFacts.Point { .init(x: x(point.x), y: point.y) }

  private func seriesFacts(_ series: DataSeries, _ statistics: SeriesStatistics?) -> DescriptionFacts.SeriesFacts {
    .init(
      name: series.name, cumulative: series.isCumulative ? true : nil,
      recurring: series.recurringTime.map { .init(cycle: $0.cycle.rawValue, phase: $0.phase) },
      statistics: statistics.map(self.statistics)
        ?? .init(
          count: 0, missing: series.count, trend: trendFacts(nil, cadence: nil), outliers: [], gaps: [],
          segments: []))
  }

  /// Every statistic of one series (also used for a stack's totals).
  private func statistics(_ s: SeriesStatistics) -> DescriptionFacts.Statistics {
    var facts = DescriptionFacts.Statistics(
      count: s.count, missing: s.missing, min: point(s.min), max: point(s.max), mean: s.mean,
      median: s.median, first: point(s.first), last: point(s.last), change: s.change,
      percentChange: s.percentChange, trend: trendFacts(s.trend, cadence: s.gaps.cadence),
      outliers: s.outliers.outliers.map { .init(x: x($0.point.x), y: $0.point.y, z: $0.z) },
      outlierCount: s.outliers.count,
      gaps: s.gaps.gaps.map { .init(from: x($0.from), to: x($0.to), count: $0.count, kind: $0.kind.rawValue) },
      gapCount: s.gaps.gapCount, missingPeriods: s.gaps.missingPeriods, cadence: s.gaps.cadence?.rawValue,
      segments: (s.shape?.segments ?? []).map {
        .init(from: point($0.from), to: point($0.to), direction: $0.direction.rawValue)
      },
      peaks: (s.shape?.peaks ?? []).map(point), troughs: (s.shape?.troughs ?? []).map(point),
      segmentsDownsampled: s.shape?.isDownsampled)
    addPatterns(s, to: &facts)
    if let v = s.volatility {
      facts.volatility = .init(
        level: v.level.rawValue, efficiencyRatio: v.efficiencyRatio, residualSpread: v.residualSpread,
        directionChanges: v.directionChanges, autocorrelation: v.autocorrelation)
    }
    if let rolling = s.rolling {
      facts.rolling = .init(
        window: rolling.window, first: point(rolling.first), last: point(rolling.last), min: point(rolling.min),
        max: point(rolling.max))
    }
    return facts
  }

  /// The calibrated patterns of one series (`docs/patterns.md`), each present only when its
  /// detector found it: `steps` and `signRuns` are empty arrays otherwise, the others absent.
  private func addPatterns(_ s: SeriesStatistics, to facts: inout DescriptionFacts.Statistics) {
    facts.steps = s.steps.map { .init(before: point($0.before), after: point($0.after), from: $0.from, to: $0.to) }
    facts.signRuns = (s.signRuns?.runs ?? []).map {
      .init(positive: $0.isPositive, first: point($0.first), last: point($0.last))
    }
    if let episode = s.episode {
      facts.episode = .init(
        start: point(episode.start), end: point(episode.end), count: episode.count, level: episode.level,
        above: episode.isAbove, usual: episode.usual)
    }
    if let season = s.season {
      facts.season = .init(
        cycle: season.cycle.rawValue, peak: season.peak, trough: season.trough, strength: season.strength,
        pValue: season.pValue, cycles: season.cycles, weekPart: season.weekPart?.rawValue, spikeDay: season.spikeDay)
    }
    if let jump = s.jump {
      facts.jump = .init(
        before: point(jump.before), top: point(jump.top), last: point(jump.last), direction: jump.isUp ? "up" : "down",
        steady: jump.isSteady)
    }
    if let spike = s.endSpike {
      facts.endSpike = .init(
        point: point(spike.point), neighbour: point(spike.neighbour), end: spike.isLast ? "last" : "first",
        side: spike.isAbove ? "above" : "below", restMin: point(spike.restMin), restMax: point(spike.restMax),
        restEnd: point(spike.restEnd))
    }
    if let move = s.sharpMove {
      facts.sharpMove = .init(
        from: point(move.from), to: point(move.to), steps: move.steps, direction: move.isFall ? "down" : "up",
        recovery: move.recovery.map(point))
    }
    if let run = s.zeroRun {
      facts.zeroRun = .init(from: point(run.from), to: point(run.to), count: run.count)
    }
  }

  /// The slope per natural step of the x axis (a month, a week, a category, one unit of x).
  private func trendFacts(_ trend: TrendResult?, cadence: Cadence?) -> DescriptionFacts.Trend {
    let unit = chart.xAxis.slopeUnit(cadence: cadence)
    guard let trend else {
      return .init(direction: TrendDirection.none.rawValue, slopeUnit: unit.name)
    }
    let test = trend.mannKendall
    return .init(
      direction: trend.direction.rawValue, pValue: test.pValue, slope: trend.theilSen.slope * unit.scale,
      slopeUnit: unit.name, slopeSampled: trend.theilSen.isSampled, s: Int(test.s), variance: test.variance, z: test.z,
      exactPValue: test.isExact, autocorrelation: trend.autocorrelation, modifiedPValue: trend.modifiedPValue)
  }

  private func referenceLineFacts(_ result: ReferenceLineStatistics) -> DescriptionFacts.ReferenceLineFacts {
    .init(
      label: result.line.label, axis: result.line.axis.rawValue,
      value: result.line.axis == .y ? .number(result.line.value) : x(result.line.value), above: result.above,
      below: result.below, on: result.on,
      crossings: result.crossings.map {
        .init(x: x($0.x), series: chart.series[$0.series].name, direction: $0.upward ? "up" : "down")
      },
      crossingCount: result.crossingCount)
  }

  private func comparisonFacts(_ c: SeriesComparison) -> DescriptionFacts.Comparison {
    var facts = DescriptionFacts.Comparison(
      // `tied`: every series with as many leads as the leader (the leader too), as the text
      // names them; one name when the lead is the leader's own.
      leader: c.leader.map {
        .init(
          name: chart.series[$0].name, count: c.leaderCount, tied: c.tiedLeaders.map { chart.series[$0].name })
      },
      compared: c.comparedCount,
      wins: chart.series.indices.map { .init(name: chart.series[$0].name, count: c.wins[$0]) },
      order: c.order.map { chart.series[$0].name },
      // The interpolated x, and the shared samples it lies between.
      crossings: c.crossings.map {
        .init(
          x: x($0.x), between: [x($0.before), x($0.after)], ahead: chart.series[$0.ahead].name,
          behind: chart.series[$0.behind].name)
      },
      crossingCount: c.crossingCount)
    if let gap = c.gap {
      let direction = gap.direction == .rising ? "widened" : gap.direction == .falling ? "narrowed" : "none"
      facts.gap = .init(
        ahead: chart.series[gap.ahead].name, behind: chart.series[gap.behind].name, direction: direction,
        first: gap.first, last: gap.last, pValue: gap.pValue, bucketMeans: gap.buckets)
    }
    facts.levelCorrelation = c.levelCorrelation
    facts.differenceCorrelation = c.differenceCorrelation
    facts.largestDifference = c.largestDifference.map(point)
    facts.meanDifference = c.meanDifference
    return facts
  }

  private func correlationFacts(_ r: CorrelationResult) -> DescriptionFacts.Correlation {
    var facts = DescriptionFacts.Correlation(
      pearson: r.pearson, spearman: r.spearman, slope: r.slope, intercept: r.intercept, count: r.count,
      clusters: analysis.clusters.map { clusters in
        .init(
          k: clusters.k, silhouette: clusters.silhouette, sampled: clusters.isSampled,
          centres: zip(clusters.centres, clusters.sizes).map { .init(x: x($0.x), y: $0.y, size: $1) })
      })
    if let xSpread = analysis.xSpread, let ySpread = analysis.ySpread {
      facts.xSpread = [x(xSpread.lowerBound), x(xSpread.upperBound)]
      facts.ySpread = [ySpread.lowerBound, ySpread.upperBound]
    }
    return facts
  }

  private func radarFacts(_ radar: RadarAnalysis) -> DescriptionFacts.Radar {
    func axis(_ index: Int) -> String { radar.axes.indices.contains(index) ? radar.axes[index] : "" }
    return .init(
      axes: radar.axes,
      series: zip(chart.series, radar.series).compactMap { series, result in
        result.map {
          .init(
            name: series.name, strongest: $0.strongest.map(axis), weakest: $0.weakest.map(axis),
            variation: $0.variation)
        }
      },
      biggestDifferences: radar.biggestDifferences.map(axis),
      higherOnEveryAxis: radar.dominant.map { chart.series[$0].name })
  }

  private func lastPointAge(_ window: SparklineWindow) -> DescriptionFacts.LastPointAge? {
    guard let age = window.lastPointAge else { return nil }
    let unit = chart.xAxis.slopeUnit(cadence: analysis.series.first??.gaps.cadence)
    return .init(seconds: age, value: age / unit.scale, unit: unit.name, stale: window.isStale)
  }
}

extension Axis {
  /// An x position as the facts hold it: the number, the category name, or an ISO 8601 string.
  func factsValue(at position: Double) -> DescriptionFacts.XValue {
    switch type {
    case .numeric:
      return .number(position)
    case .temporal:
      return .text(ISO8601.format(position, unit: timeUnit ?? .second))
    case .categorical:
      let index = Int(position)
      return categories.indices.contains(index) ? .text(categories[index]) : .missing
    }
  }
}

extension Narration {
  /// The texts of `levels` in one style, as the JSON output's `text` and `speech` hold them.
  func texts(_ style: TextStyle, levels: Set<NarrationLevel>) -> DescriptionFacts.Texts {
    var texts = DescriptionFacts.Texts()
    if levels.contains(.alt) { texts.alt = alt[style] }
    if levels.contains(.summary) { texts.summary = summaryText(style) }
    if levels.contains(.readout) { texts.readout = readout.map { $0[style] } }
    // What was left out, in words, whatever the tiers (the top-level `notices` objects hold the
    // details).
    if !notices.isEmpty { texts.notices = notices.map { $0[style] } }
    return texts
  }

  /// Each readout line's depth, parallel to `text.readout`.
  func readoutDepths(levels: Set<NarrationLevel>) -> [Int] {
    levels.contains(.readout) ? readout.map(\.depth) : []
  }
}
