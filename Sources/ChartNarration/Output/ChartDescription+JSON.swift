import ChartModel
package import ChartSupport

extension ChartDescription {
  /// The description as JSON: the texts of the requested tiers (display and speech) and every
  /// computed fact, with x values as numbers, category names or ISO 8601 strings.
  ///
  /// The keys are documented in the README; existing keys keep their names and meaning.
  ///
  /// - Parameter pretty: two-space indentation, one member per line.
  public func jsonText(pretty: Bool = false) -> String {
    json().serialized(pretty: pretty)
  }

  /// The description as a JSON value (``jsonText(pretty:)`` writes it).
  package func json() -> JSONOutput {
    var members: [(String, JSONOutput)] = [
      ("title", .string(chart.title)),
      ("kind", .string(chart.kind.rawValue)),
      ("locale", .string(narration.locale)),
      ("text", texts(.display)),
      ("speech", texts(.speech)),
      // The readout is a tree: each line's depth (0 the chart, 1 axes and series, 2 segments,
      // groups or points, 3 points within a segment), parallel to `text.readout`.
      ("readoutDepth", narration.readoutDepths(levels: levels)),
      ("xAxis", axisJSON(chart.xAxis)),
      ("yAxis", axisJSON(chart.yAxis)),
    ]
    if chart.stacking != .none { members.append(("stacking", .string(chart.stacking.rawValue))) }
    if chart.orientation != .vertical { members.append(("orientation", .string(chart.orientation.rawValue))) }
    // What draws the values when the kind alone does not name it (the name the text gives).
    if let cells = chart.cells { members.append(("cells", .string(cells.rawValue))) }
    if let drawn = chart.drawnAs { members.append(("drawnAs", .string(drawn.rawValue))) }
    if let unit = chart.bucketUnit {
      // The buckets the data covers only in part: their sums are not whole periods.
      members.append(
        (
          "buckets",
          .object([
            ("unit", .string(unit.rawValue)),
            ("partial", .array(chart.partialBuckets.sorted().map { chart.xAxis.jsonValue(at: $0) })),
          ])
        ))
    }
    if !chart.intervals.isEmpty {
      members.append(
        (
          "intervals",
          .array(
            chart.intervals.map { pair in
              .object([
                ("name", .string(pair.name)), ("start", .string(chart.series[pair.start].name)),
                ("end", .string(chart.series[pair.end].name)),
              ])
            })
        ))
    }
    members.append(
      ("series", .array(zip(chart.series, analysis.series).map { seriesJSON($0, $1) })))
    members.append(("referenceLines", .array(analysis.referenceLines.map(referenceLineJSON))))
    if let comparison = analysis.comparison { members.append(("comparison", comparisonJSON(comparison))) }
    if let correlation = analysis.correlation { members.append(("correlation", correlationJSON(correlation))) }
    if let radar = analysis.radar { members.append(("radar", radarJSON(radar))) }
    if let parts = analysis.partToWhole {
      members.append(
        ("shares", .array(parts.shares.map { .object([("name", .string($0.name)), ("share", .number($0.share))]) })))
      members.append(("evenness", .number(parts.evenness)))
      members.append(("topTwoShare", .number(parts.topTwoShare)))
      if let totals = analysis.totals { members.append(("totals", statisticsJSON(totals))) }
      if !parts.shifts.isEmpty {
        members.append(
          (
            "compositionShift",
            .array(
              parts.shifts.map { shift in
                .object([
                  ("name", .string(chart.series[shift.component].name)), ("first", .number(shift.first)),
                  ("last", .number(shift.last)), ("points", .number(shift.points)),
                ])
              })
          ))
      }
    }
    if let window = analysis.sparkline {
      members.append(
        (
          "window",
          .object([("from", chart.xAxis.jsonValue(at: window.from)), ("to", chart.xAxis.jsonValue(at: window.to))])
        ))
      members.append(("lastPointAge", lastPointAgeJSON(window)))
      members.append(("endPosition", .number(window.endPosition)))
    }
    if !chart.notices.isEmpty { members.append(("notices", .array(chart.notices.map(Self.noticeJSON)))) }
    return .object(members)
  }

  /// What the importer did to the data or left out: the notice's kind, its fields, and its
  /// English message (a diagnostic, as on standard error; descriptions carry no English).
  package static func noticeJSON(_ notice: ChartNotice) -> JSONOutput {
    var members: [(String, JSONOutput)]
    switch notice {
    case .duplicateX(let rows, let series, let example):
      members = [
        ("kind", .string("duplicateX")), ("rows", .number(Double(rows))), ("series", .string(series)),
        ("example", .string(example)),
      ]
    case .readAsLongFormat(let column):
      members = [("kind", .string("readAsLongFormat")), ("seriesColumn", .string(column))]
    case .unitsDiffer(let columns, let units):
      members = [
        ("kind", .string("unitsDiffer")), ("columns", .array(columns.map { .string($0) })),
        ("units", .array(units.map { .string($0) })),
      ]
    case .channelNotDescribed(let channel, let field):
      members = [("kind", .string("channelNotDescribed")), ("channel", .string(channel)), ("field", .string(field))]
    case .layerNotDescribed(let index, let mark, let reason):
      members = [
        ("kind", .string("layerNotDescribed")), ("layer", .number(Double(index))), ("mark", .string(mark)),
        ("reason", .string(reason.description)),
      ]
    case .invalidRowsDropped(let count, let field):
      members = [("kind", .string("invalidRowsDropped")), ("rows", .number(Double(count))), ("field", .string(field))]
    case .invalidRowsDrawn(let count, let field):
      members = [("kind", .string("invalidRowsDrawn")), ("rows", .number(Double(count))), ("field", .string(field))]
    case .viewNotDescribed(let number, let path, let reason):
      members = [
        ("kind", .string("viewNotDescribed")), ("view", .number(Double(number))), ("path", .string(path)),
        ("reason", .string(reason)),
      ]
    }
    members.append(("message", .string(notice.description)))
    return .object(members)
  }

  private func texts(_ style: TextStyle) -> JSONOutput { narration.texts(style, levels: levels) }

  private func axisJSON(_ axis: Axis) -> JSONOutput {
    var members: [(String, JSONOutput)] = [("title", .string(axis.title)), ("type", .string(axis.type.rawValue))]
    if let unit = axis.unit { members.append(("unit", .string(unit))) }
    if axis.type == .categorical {
      members.append(("categories", .array(axis.categories.map { .string($0) })))
      members.append(("ordinal", .bool(axis.isOrdinal)))
      // Positions of a recurring cycle: the cycle and each category's phase, beside its name
      // in the output language in `categories`.
      if let times = axis.recurringTimes, let cycle = times.first?.cycle {
        members.append(("recurring", .string(cycle.rawValue)))
        members.append(("phases", .array(times.map { .number(Double($0.phase)) })))
      }
    }
    if let timeUnit = axis.timeUnit { members.append(("timeUnit", .string(timeUnit.rawValue))) }
    if let range = axis.range {
      members.append(("range", .array([axis.jsonValue(at: range.lowerBound), axis.jsonValue(at: range.upperBound)])))
    }
    return .object(members)
  }

  private func point(_ point: DataPoint?) -> JSONOutput {
    guard let point else { return .null }
    return .object([("x", chart.xAxis.jsonValue(at: point.x)), ("y", .number(point.y))])
  }

  private func seriesJSON(_ series: DataSeries, _ statistics: SeriesStatistics?) -> JSONOutput {
    var members: [(String, JSONOutput)] = [("name", .string(series.name))]
    if series.isCumulative { members.append(("cumulative", .bool(true))) }
    if let time = series.recurringTime {
      members.append(
        ("recurring", .object([("cycle", .string(time.cycle.rawValue)), ("phase", .number(Double(time.phase)))])))
    }
    guard let s = statistics else {
      members += [
        ("count", .number(0)), ("missing", .number(Double(series.count))), ("min", .null), ("max", .null),
        ("mean", .null), ("median", .null), ("first", .null), ("last", .null), ("change", .null),
        ("percentChange", .null), ("trend", trendJSON(nil, cadence: nil)), ("outliers", .array([])),
        ("gaps", .array([])), ("segments", .array([])),
      ]
      return .object(members)
    }
    if case .object(let statistics) = statisticsJSON(s) { members += statistics }
    return .object(members)
  }

  /// Every statistic of one series (also used for a stack's totals).
  private func statisticsJSON(_ s: SeriesStatistics) -> JSONOutput {
    var members: [(String, JSONOutput)] = [
      ("count", .number(Double(s.count))),
      ("missing", .number(Double(s.missing))),
      ("min", point(s.min)),
      ("max", point(s.max)),
      ("mean", .number(s.mean)),
      ("median", .number(s.median)),
      ("first", point(s.first)),
      ("last", point(s.last)),
      ("change", .number(s.change)),
      ("percentChange", .number(s.percentChange)),
      ("trend", trendJSON(s.trend, cadence: s.gaps.cadence)),
      (
        "outliers",
        .array(
          s.outliers.outliers.map { outlier in
            .object([
              ("x", chart.xAxis.jsonValue(at: outlier.point.x)), ("y", .number(outlier.point.y)),
              ("z", .number(outlier.z)),
            ])
          })
      ),
      ("outlierCount", .number(Double(s.outliers.count))),
      (
        "gaps",
        .array(
          s.gaps.gaps.map { gap in
            .object([
              ("from", chart.xAxis.jsonValue(at: gap.from)), ("to", chart.xAxis.jsonValue(at: gap.to)),
              ("count", .number(Double(gap.count))), ("kind", .string(gap.kind.rawValue)),
            ])
          })
      ),
      ("gapCount", .number(Double(s.gaps.gapCount))),
      ("missingPeriods", .number(Double(s.gaps.missingPeriods))),
      ("cadence", s.gaps.cadence.map { .string($0.rawValue) } ?? .null),
      (
        "segments",
        .array(
          (s.shape?.segments ?? []).map { segment in
            .object([
              ("from", point(segment.from)), ("to", point(segment.to)),
              ("direction", .string(segment.direction.rawValue)),
            ])
          })
      ),
      ("peaks", .array((s.shape?.peaks ?? []).map { point($0) })),
      ("troughs", .array((s.shape?.troughs ?? []).map { point($0) })),
    ]
    if let shape = s.shape { members.append(("segmentsDownsampled", .bool(shape.isDownsampled))) }
    members += patternMembers(s)
    if let v = s.volatility {
      members.append(
        (
          "volatility",
          .object([
            ("level", .string(v.level.rawValue)), ("efficiencyRatio", .number(v.efficiencyRatio)),
            ("residualSpread", .number(v.residualSpread)), ("directionChanges", .number(v.directionChanges)),
            ("autocorrelation", .number(v.autocorrelation)),
          ])
        ))
    }
    if let rolling = s.rolling {
      members.append(
        (
          "rolling",
          .object([
            ("window", .number(Double(rolling.window))), ("first", point(rolling.first)), ("last", point(rolling.last)),
            ("min", point(rolling.min)), ("max", point(rolling.max)),
          ])
        ))
    }
    return .object(members)
  }

  /// The calibrated patterns of one series (`docs/patterns.md`), each present only when its
  /// detector found it: `steps` and `signRuns` are empty arrays otherwise, the others absent.
  private func patternMembers(_ s: SeriesStatistics) -> [(String, JSONOutput)] {
    var members: [(String, JSONOutput)] = [
      (
        "steps",
        .array(
          s.steps.map { step in
            .object([
              ("before", point(step.before)), ("after", point(step.after)), ("from", .number(step.from)),
              ("to", .number(step.to)),
            ])
          })
      ),
      (
        "signRuns",
        .array(
          (s.signRuns?.runs ?? []).map { run in
            .object([("positive", .bool(run.isPositive)), ("first", point(run.first)), ("last", point(run.last))])
          })
      ),
    ]
    if let episode = s.episode {
      members.append(
        (
          "episode",
          .object([
            ("start", point(episode.start)), ("end", point(episode.end)), ("count", .number(Double(episode.count))),
            ("level", .number(episode.level)), ("above", .bool(episode.isAbove)), ("usual", .number(episode.usual)),
          ])
        ))
    }
    if let season = s.season {
      var fields: [(String, JSONOutput)] = [
        ("cycle", .string(season.cycle.rawValue)),
        ("peak", season.peak.map { .number(Double($0)) } ?? .null),
        ("trough", season.trough.map { .number(Double($0)) } ?? .null),
        ("strength", .number(season.strength)), ("pValue", .number(season.pValue)),
        ("cycles", .number(Double(season.cycles))),
      ]
      if let part = season.weekPart { fields.append(("weekPart", .string(part.rawValue))) }
      if let day = season.spikeDay { fields.append(("spikeDay", .number(Double(day)))) }
      members.append(("season", .object(fields)))
    }
    if let jump = s.jump {
      members.append(
        (
          "jump",
          .object([
            ("before", point(jump.before)), ("top", point(jump.top)), ("last", point(jump.last)),
            ("direction", .string(jump.isUp ? "up" : "down")), ("steady", .bool(jump.isSteady)),
          ])
        ))
    }
    if let run = s.zeroRun {
      members.append(
        ("zeroRun", .object([("from", point(run.from)), ("to", point(run.to)), ("count", .number(Double(run.count)))])))
    }
    return members
  }

  /// The slope per natural step of the x axis (a month, a week, a category, one unit of x).
  private func trendJSON(_ trend: TrendResult?, cadence: Cadence?) -> JSONOutput {
    let unit = chart.xAxis.slopeUnit(cadence: cadence)
    guard let trend else {
      return .object([
        ("direction", .string(TrendDirection.none.rawValue)), ("pValue", .null), ("slope", .null),
        ("slopeUnit", .string(unit.name)),
      ])
    }
    let test = trend.mannKendall
    return .object([
      ("direction", .string(trend.direction.rawValue)),
      ("pValue", .number(test.pValue)),
      ("slope", .number(trend.theilSen.slope * unit.scale)),
      ("slopeUnit", .string(unit.name)),
      ("slopeSampled", .bool(trend.theilSen.isSampled)),
      ("s", .number(Double(test.s))),
      ("variance", .number(test.variance)),
      ("z", .number(test.z)),
      ("exactPValue", .bool(test.isExact)),
      ("autocorrelation", .number(trend.autocorrelation)),
      ("modifiedPValue", .number(trend.modifiedPValue)),
    ])
  }

  private func referenceLineJSON(_ result: ReferenceLineStatistics) -> JSONOutput {
    let axis = result.line.axis == .y ? chart.yAxis : chart.xAxis
    return .object([
      ("label", result.line.label.map { .string($0) } ?? .null),
      ("axis", .string(result.line.axis.rawValue)),
      ("value", result.line.axis == .y ? .number(result.line.value) : axis.jsonValue(at: result.line.value)),
      ("above", .number(Double(result.above))),
      ("below", .number(Double(result.below))),
      ("on", .number(Double(result.on))),
      (
        "crossings",
        .array(
          result.crossings.map { crossing in
            .object([
              ("x", chart.xAxis.jsonValue(at: crossing.x)), ("series", .string(chart.series[crossing.series].name)),
              ("direction", .string(crossing.upward ? "up" : "down")),
            ])
          })
      ),
      ("crossingCount", .number(Double(result.crossingCount))),
    ])
  }

  private func comparisonJSON(_ c: SeriesComparison) -> JSONOutput {
    var members: [(String, JSONOutput)] = [
      // `tied`: every series with as many leads as the leader (the leader too), as the text
      // names them; one name when the lead is the leader's own.
      (
        "leader",
        c.leader.map {
          .object([
            ("name", .string(chart.series[$0].name)), ("count", .number(Double(c.leaderCount))),
            ("tied", .array(c.tiedLeaders.map { .string(chart.series[$0].name) })),
          ])
        } ?? .null
      ),
      ("compared", .number(Double(c.comparedCount))),
      (
        "wins",
        .array(
          chart.series.indices.map { index in
            .object([("name", .string(chart.series[index].name)), ("count", .number(Double(c.wins[index])))])
          })
      ),
      ("order", .array(c.order.map { .string(chart.series[$0].name) })),
      (
        "crossings",
        .array(
          c.crossings.map { crossing in
            // The interpolated x, and the shared samples it lies between.
            .object([
              ("x", chart.xAxis.jsonValue(at: crossing.x)),
              (
                "between",
                .array([chart.xAxis.jsonValue(at: crossing.before), chart.xAxis.jsonValue(at: crossing.after)])
              ),
              ("ahead", .string(chart.series[crossing.ahead].name)),
              ("behind", .string(chart.series[crossing.behind].name)),
            ])
          })
      ),
      ("crossingCount", .number(Double(c.crossingCount))),
    ]
    if let gap = c.gap {
      let direction = gap.direction == .rising ? "widened" : gap.direction == .falling ? "narrowed" : "none"
      var gapMembers: [(String, JSONOutput)] = [
        ("ahead", .string(chart.series[gap.ahead].name)), ("behind", .string(chart.series[gap.behind].name)),
        ("direction", .string(direction)), ("first", .number(gap.first)), ("last", .number(gap.last)),
        ("pValue", .number(gap.pValue)),
      ]
      if let buckets = gap.buckets { gapMembers.append(("bucketMeans", .number(Double(buckets)))) }
      members.append(("gap", .object(gapMembers)))
    }
    if let levels = c.levelCorrelation { members.append(("levelCorrelation", .number(levels))) }
    if let differences = c.differenceCorrelation { members.append(("differenceCorrelation", .number(differences))) }
    if let largest = c.largestDifference { members.append(("largestDifference", point(largest))) }
    if let mean = c.meanDifference { members.append(("meanDifference", .number(mean))) }
    return .object(members)
  }

  private func correlationJSON(_ r: CorrelationResult) -> JSONOutput {
    var members: [(String, JSONOutput)] = [
      ("pearson", .number(r.pearson)), ("spearman", .number(r.spearman)), ("slope", .number(r.slope)),
      ("intercept", .number(r.intercept)), ("count", .number(Double(r.count))),
    ]
    if let clusters = analysis.clusters {
      members.append(
        (
          "clusters",
          .object([
            ("k", .number(Double(clusters.k))), ("silhouette", .number(clusters.silhouette)),
            ("sampled", .bool(clusters.isSampled)),
            (
              "centres",
              .array(
                zip(clusters.centres, clusters.sizes).map { centre, size in
                  .object([
                    ("x", chart.xAxis.jsonValue(at: centre.x)), ("y", .number(centre.y)),
                    ("size", .number(Double(size))),
                  ])
                })
            ),
          ])
        ))
    } else {
      members.append(("clusters", .null))
    }
    if let x = analysis.xSpread, let y = analysis.ySpread {
      members.append(
        ("xSpread", .array([chart.xAxis.jsonValue(at: x.lowerBound), chart.xAxis.jsonValue(at: x.upperBound)])))
      members.append(("ySpread", .array([.number(y.lowerBound), .number(y.upperBound)])))
    }
    return .object(members)
  }

  private func radarJSON(_ radar: RadarAnalysis) -> JSONOutput {
    func axis(_ index: Int) -> JSONOutput { .string(radar.axes.indices.contains(index) ? radar.axes[index] : "") }
    var members: [(String, JSONOutput)] = [
      ("axes", .array(radar.axes.map { .string($0) })),
      (
        "series",
        .array(
          zip(chart.series, radar.series).compactMap { series, result in
            guard let result else { return nil }
            return .object([
              ("name", .string(series.name)), ("strongest", .array(result.strongest.map(axis))),
              ("weakest", .array(result.weakest.map(axis))), ("variation", .number(result.variation)),
            ])
          })
      ),
      ("biggestDifferences", .array(radar.biggestDifferences.map(axis))),
    ]
    members.append(("higherOnEveryAxis", radar.dominant.map { .string(chart.series[$0].name) } ?? .null))
    return .object(members)
  }

  private func lastPointAgeJSON(_ window: SparklineWindow) -> JSONOutput {
    guard let age = window.lastPointAge else { return .null }
    let unit = chart.xAxis.slopeUnit(cadence: analysis.series.first??.gaps.cadence)
    return .object([
      ("seconds", .number(age)), ("value", .number(age / unit.scale)), ("unit", .string(unit.name)),
      ("stale", .bool(window.isStale)),
    ])
  }
}

extension Axis {
  /// An x position as JSON: the number, the category name, or an ISO 8601 string.
  func jsonValue(at position: Double) -> JSONOutput {
    switch type {
    case .numeric:
      return .number(position)
    case .temporal:
      return .string(ISO8601.format(position, unit: timeUnit ?? .second))
    case .categorical:
      let index = Int(position)
      return categories.indices.contains(index) ? .string(categories[index]) : .null
    }
  }
}

extension Narration {
  /// The texts of `levels` in one style, as the JSON output's `text` and `speech` hold them.
  func texts(_ style: TextStyle, levels: Set<NarrationLevel>) -> JSONOutput {
    var members: [(String, JSONOutput)] = []
    if levels.contains(.alt) { members.append(("alt", .string(alt[style]))) }
    if levels.contains(.summary) { members.append(("summary", .string(summaryText(style)))) }
    if levels.contains(.readout) { members.append(("readout", .array(readout.map { .string($0[style]) }))) }
    // What was left out, in words, whatever the tiers (the top-level `notices` objects hold the
    // details).
    if !notices.isEmpty { members.append(("notices", .array(notices.map { .string($0[style]) }))) }
    return .object(members)
  }

  /// Each readout line's depth, parallel to `text.readout`.
  func readoutDepths(levels: Set<NarrationLevel>) -> JSONOutput {
    .array(levels.contains(.readout) ? readout.map { .number(Double($0.depth)) } : [])
  }
}
