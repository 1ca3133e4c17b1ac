import ChartModel
import Foundation

// MARK: - Categories, parts of a whole, relationships and radar profiles

extension ContentPlan {
  /// A simple bar chart of nominal categories: top and bottom, the median, the top's share of the
  /// total, evenness, unusual bars.
  func ranking(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> [Phrase] {
    var facts: [Phrase] = []
    let series = described[0].series
    let top = try placesAndCount(c, of: s.max.y, in: series, phrase: c.x)
    let bottom = try placesAndCount(c, of: s.min.y, in: series, phrase: c.x)
    // The top and the bottom read apart from the values next to them (a near tie).
    let finite = series.y.filter(\.isFinite)
    let belowTop = finite.filter { $0 < s.max.y }.max()
    let aboveBottom = finite.filter { $0 > s.min.y }.min()
    facts.append(
      try c.render(
        chart.kind == .pie ? "summary.ranking.pie" : "summary.ranking",
        [
          "top": top.list, "topCount": top.count, "max": try c.valueApart(s.max.y, from: [belowTop].compactMap { $0 }),
          "bottom": bottom.list, "bottomCount": bottom.count,
          "min": try c.valueApart(s.min.y, from: [aboveBottom].compactMap { $0 }), "median": try c.value(s.median),
        ]))
    let second = try secondPlace(c, s, series: series)
    if let second { facts.append(second.phrase) }
    if let parts = analysis.partToWhole {
      let largest = parts.shares[parts.largest]
      facts.append(
        try c.render(
          "summary.ranking.share", ["top": top.list, "topCount": top.count, "share": try share(c, largest.share)]))
      if Self.isEvenlySpread(series.y, policy: c.policy) { facts.append(try c.render("summary.ranking.even", [:])) }
    }
    // Bars that stand out, less those the ranking named with their values (each fact once).
    let named = [s.max.y, s.min.y] + (second.map { [$0.value] } ?? [])
    let high = s.outliers.outliers.filter { $0.z > 0 && !named.contains($0.point.y) }
    let low = s.outliers.outliers.filter { $0.z < 0 && !named.contains($0.point.y) }
    for (group, id) in [(high, "summary.outliers.ranking.high"), (low, "summary.outliers.ranking.low")]
    where !group.isEmpty {
      var items: [PhraseArgument] = []
      for outlier in group.prefix(NarrationContext.namedCount(group.count)) {
        items.append(
          try c.render("outlier.ranking", ["x": try c.x(outlier.point.x), "value": try c.value(outlier.point.y)])
            .argument)
      }
      facts.append(
        try c.render(id, ["list": try c.list(items, total: group.count), "count": try c.numbers.count(group.count)]))
    }
    return facts
  }

  /// Whether the values are "fairly evenly spread": more than one, all positive, and the largest
  /// less than ``DescriptionPolicy/equalSharesRatio`` times the smallest (the test a pie's
  /// "roughly equal" slices pass), a property of the data a listener can check, unlike entropy.
  ///
  /// - Complexity: O(*n*) in the values.
  static func isEvenlySpread(_ values: [Double], policy: DescriptionPolicy) -> Bool {
    let finite = values.filter(\.isFinite)
    guard finite.count > 1, let low = finite.min(), let high = finite.max(), low > 0 else { return false }
    return high / low < policy.equalSharesRatio
  }

  /// Second place of a ranking (issue 12 §2: rankings name first, second and last): the
  /// categories at the largest value below the top, ties named together ("Python and SQL are
  /// tied for second at 51"). Said only when one category is alone on top (with a tie for first
  /// there is no second place) and the second value is above the lowest, so that first, second
  /// and last are three different places. A pie's slices are told by size and share instead.
  /// Returns the sentence and the value it names.
  ///
  /// - Complexity: O(*n*) in the categories.
  func secondPlace(
    _ c: NarrationContext, _ s: SeriesStatistics, series: DataSeries
  ) throws(NarrationError) -> (phrase: Phrase, value: Double)? {
    guard chart.kind != .pie, series.y.filter({ $0 == s.max.y }).count == 1,
      let value = series.y.filter({ $0.isFinite && $0 < s.max.y }).max(), value > s.min.y
    else { return nil }
    let second = try placesAndCount(c, of: value, in: series, phrase: c.x)
    // Apart from first place and from the next below: "second at about 39.4" after a first
    // heard as 39.4 would be a tie.
    let third = series.y.filter { $0.isFinite && $0 < value }.max()
    let phrase = try c.render(
      "summary.ranking.second",
      [
        "second": second.list, "secondCount": second.count,
        "value": try c.valueApart(value, from: [s.max.y] + [third].compactMap { $0 }),
      ])
    return (phrase, value)
  }

  // MARK: Scatter

  /// The word band of |r| (`analysis.md` §8): "none", "weak", "moderate", "strong" or
  /// "veryStrong", by the policy's bounds.
  func correlationStrength(_ c: NarrationContext, _ r: CorrelationResult) -> String? {
    let strengths = ["none", "weak", "moderate", "strong", "veryStrong"]
    let index = c.policy.correlationBands.filter { abs(r.pearson) >= $0 }.count
    return strengths.indices.contains(index) ? strengths[index] : nil
  }

  /// The step of x a scatter plot's slope is said per: the power of ten nearest below a quarter
  /// of x's range (1 for a range of 4 to 40, 10 for 40 to 400, 0.1 for 0.4 to 4), so that the
  /// slope is a change a reader can picture along the axis. 1 for an empty or non-finite range.
  ///
  /// - Complexity: O(1).
  static func slopeStep(xRange: Double) -> Double {
    guard xRange.isFinite, xRange > 0 else { return 1 }
    return pow(10, (log10(xRange / 4)).rounded(.down))
  }

  func relationship(_ c: NarrationContext, measure: PhraseArgument) throws(NarrationError) -> [Phrase] {
    guard let only = described.first else { return [] }
    var facts: [Phrase] = []
    let xs = only.series.x
    if let low = xs.min(), let high = xs.max() {
      let xRange = try c.render("range.fromTo", ["from": try c.x(low), "to": try c.x(high)])
      // Said together, so that no scale word of the larger is heard with the smaller ("1 to 10
      // million").
      let ends = try c.values([only.statistics.min.y, only.statistics.max.y])
      let yRange = try c.render("range.fromTo", ["from": ends[0], "to": ends[1]])
      facts.append(
        try c.render(
          "summary.scatterRanges",
          ["x": c.xTitle, "measure": measure, "xRange": xRange.argument, "yRange": yRange.argument]))
    }
    guard let r = analysis.correlation, let strength = correlationStrength(c, r) else { return facts }
    // Not significant: no band word, no slope and no curvature, only "no clear relationship".
    let related = r.isRelated(policy: c.policy)
    let sign = r.pearson >= 0 ? "positive" : "negative"
    if !related {
      facts.append(try c.render("summary.scatterTrend.none", ["x": c.xTitle, "measure": measure]))
    } else {
      facts.append(
        try c.render(
          "summary.scatter.correlation",
          [
            "strength": PhraseArgument(key: strength), "sign": PhraseArgument(key: sign),
            "r": try c.numbers.number(r.pearson, precision: .significant(2), hedge: false),
          ]))
      if r.count < c.policy.minimumPointsForCertainRelationship {
        facts.append(try c.render("summary.scatter.uncertain", [:]))
      }
    }
    // Cluster centres: the template's "near" is their hedge.
    if let clusters = analysis.clusters {
      var items: [PhraseArgument] = []
      for centre in clusters.centres {
        items.append(
          try c.render(
            "cluster.centre",
            [
              "x": try c.numbers.number(centre.x, precision: .significant(2), hedge: false), "title": c.xTitle,
              "y": try c.numbers.number(centre.y, precision: .significant(2), unit: chart.yAxis.unit, hedge: false),
              "measure": measure,
            ]
          ).argument)
      }
      facts.append(
        try c.render("summary.scatter.clusters", ["count": try c.numbers.count(clusters.k), "list": try c.list(items)]))
    }
    // On a logarithmic axis the least-squares slope and the points far from that line are of the
    // values as numbers, not of what is drawn: neither is said.
    let linear = !chart.hasLogarithmicAxis
    if linear, related, strength != "none", chart.xAxis.type == .numeric, let low = xs.min(), let high = xs.max() {
      // Per a round step of x that suits its range ("for each additional 10 horsepower", never
      // "0.0021 for each additional 1" when x spans thousands). A percentage x is stepped in
      // plain numbers: "10%" more of a rate would read as a relative change.
      let step = Self.slopeStep(xRange: high - low)
      let xUnit = chart.xAxis.unit == "%" ? nil : chart.xAxis.unit
      facts.append(
        try c.render(
          "summary.scatter.slope",
          [
            "x": c.xTitle, "measure": measure,
            "slope": try c.numbers.number(
              abs(r.slope) * step, precision: .significant(2), unit: chart.yAxis.unit, hedge: false),
            "step": try c.numbers.number(step, precision: .exact, unit: xUnit, hedge: false),
            "sign": PhraseArgument(key: r.slope >= 0 ? "positive" : "negative"),
          ]))
    }
    let outliers = only.statistics.outliers
    if linear, outliers.count > 0 {
      var items: [PhraseArgument] = []
      for outlier in outliers.outliers.prefix(NarrationContext.namedCount(outliers.outliers.count)) {
        items.append(
          try c.render("outlier.fit", ["value": try c.value(outlier.point.y), "x": try c.x(outlier.point.x)]).argument)
      }
      facts.append(
        try c.render(
          "summary.outliers.fit",
          ["count": try c.numbers.count(outliers.count), "list": try c.list(items, total: outliers.count)]))
    }
    // The spread's quantiles, rounded, say "about".
    if let x = analysis.xSpread, let y = analysis.ySpread {
      let xWords = !c.scaleCarriesOver([x.lowerBound, x.upperBound])
      let yWords = !c.scaleCarriesOver([y.lowerBound, y.upperBound])
      facts.append(
        try c.render(
          "summary.scatter.spread",
          [
            "xLow": try spreadBound(c, x.lowerBound, of: only.series.x, unit: chart.xAxis.unit, scaleWords: xWords),
            "xHigh": try spreadBound(c, x.upperBound, of: only.series.x, unit: chart.xAxis.unit, scaleWords: xWords),
            "x": c.xTitle, "measure": measure,
            "yLow": try spreadBound(c, y.lowerBound, of: only.series.y, unit: chart.yAxis.unit, scaleWords: yWords),
            "yHigh": try spreadBound(c, y.upperBound, of: only.series.y, unit: chart.yAxis.unit, scaleWords: yWords),
          ]))
    }
    if linear, related, abs(r.spearman - r.pearson) > c.policy.rankDivergence {
      facts.append(
        try c.render(
          "summary.scatter.curved", ["rho": try c.numbers.number(r.spearman, precision: .significant(2), hedge: false)])
      )
    }
    return facts
  }

  /// A scatter plot of several colour groups (`content.md` §3): the relationship of all points
  /// together ("Across all groups, there is a strong negative relationship (r = −0.78)"), then
  /// the groups: one sentence when each group on its own has the same relationship (the same
  /// band and sign, or none in each) with the range of their r, else each group's r. Each group
  /// is tested at the level divided by the number of groups
  /// (``CorrelationResult/isRelated(policy:among:)``). Never a first and a last value: a group's
  /// points are no sequence over x.
  ///
  /// - Complexity: O(*s*) in the series.
  func groupRelationships(_ c: NarrationContext) throws(NarrationError) -> [Phrase] {
    guard let pooled = analysis.correlation, let pooledStrength = correlationStrength(c, pooled) else { return [] }
    let measure = try c.measure()
    var facts: [Phrase] = []
    let pooledRelated = pooled.isRelated(policy: c.policy)
    let sign = pooled.pearson >= 0 ? "positive" : "negative"
    if pooledRelated {
      facts.append(
        try c.render(
          "summary.scatter.pooled",
          [
            "strength": PhraseArgument(key: pooledStrength), "sign": PhraseArgument(key: sign),
            "r": try c.numbers.number(pooled.pearson, precision: .significant(2), hedge: false),
          ]))
    } else {
      facts.append(try c.render("summary.scatter.pooled.none", ["x": c.xTitle, "measure": measure]))
    }
    let groups = zip(chart.series, analysis.groupCorrelations).compactMap { series, r in r.map { (series, $0) } }
    guard groups.count > 1 else { return facts }
    /// What the summary would say of one group's points: related or not, and how.
    func verdict(_ r: CorrelationResult, among tests: Int) -> String {
      guard r.isRelated(policy: c.policy, among: tests), let strength = correlationStrength(c, r) else { return "none" }
      return strength + (r.pearson >= 0 ? "+" : "-")
    }
    let overall = verdict(pooled, among: 1)
    // No relationship overall nor in any group: "no clear relationship" says it all.
    if overall == "none", groups.allSatisfy({ verdict($0.1, among: groups.count) == "none" }) { return facts }
    let rs = groups.map(\.1.pearson)
    if groups.allSatisfy({ verdict($0.1, among: groups.count) == overall }), let low = rs.min(), let high = rs.max() {
      facts.append(
        try c.render(
          "summary.scatter.groups.alike",
          [
            "count": try c.numbers.count(groups.count),
            "low": try c.numbers.number(low, precision: .significant(2), hedge: false),
            "high": try c.numbers.number(high, precision: .significant(2), hedge: false),
          ]))
      return facts
    }
    var items: [PhraseArgument] = []
    for (series, r) in groups.prefix(NarrationContext.namedCount(groups.count, limit: c.policy.maximumNamedSeries)) {
      let id = r.isRelated(policy: c.policy, among: groups.count) ? "scatter.group" : "scatter.group.none"
      items.append(
        try c.render(
          id,
          [
            "series": PhraseArgument(verbatim: series.name),
            "r": try c.numbers.number(r.pearson, precision: .significant(2), hedge: false),
          ]
        ).argument)
    }
    facts.append(try c.render("summary.scatter.groups", ["list": try c.list(items, total: groups.count)]))
    return facts
  }

  // MARK: Grouped bars

  func groupedAlt(_ c: NarrationContext, _ base: [String: PhraseArgument]) throws(NarrationError) -> Phrase? {
    // "highest in 1 of 1 category" is no lead: the highest and lowest bars are said instead.
    guard let comparison = analysis.comparison, let leader = comparison.leader, comparison.comparedCount >= 2
    else { return nil }
    var arguments = base
    arguments["count"] = try c.render("count.series", ["n": try c.numbers.count(chart.series.count)]).argument
    arguments["leader"] = PhraseArgument(verbatim: chart.series[leader].name)
    arguments["lead"] = try c.numbers.count(comparison.leaderCount)
    arguments["total"] = try c.countNoun(comparison.comparedCount)
    let tied = comparison.tiedLeaders
    if tied.count > 1 { return try tiedLeadersAlt(c, "alt.grouped.tied", arguments, tied) }
    // "highest in all 5 categories", not "in 5 of 5".
    let all = comparison.leaderCount == comparison.comparedCount
    return try c.render(all ? "alt.grouped.all" : "alt.grouped", arguments)
  }

  func grouped(_ c: NarrationContext) throws(NarrationError) -> [Phrase] {
    guard let comparison = analysis.comparison else { return Salience.ordered(try severalSeries(c)) }
    var facts: [Phrase] = []
    // One category: "highest in 1 of 1 category" is no lead; the difference says it.
    if let leader = comparison.leader, comparison.comparedCount >= 2 {
      let tied = comparison.tiedLeaders
      let counts: [String: PhraseArgument] = [
        "lead": try c.numbers.count(comparison.leaderCount), "total": try c.countNoun(comparison.comparedCount),
      ]
      facts.append(
        tied.count > 1
          ? try c.render("summary.grouped.leader.tied", counts.merging(["leaders": try leaderList(c, tied)]) { $1 })
          : try c.render(
            comparison.leaderCount == comparison.comparedCount
              ? "summary.grouped.leader.all" : "summary.grouped.leader",
            counts.merging(["leader": PhraseArgument(verbatim: chart.series[leader].name)]) { $1 }))
      let flips = zip(comparison.winnerX, comparison.winners).filter { $0.1 != nil && $0.1 != leader }.map(\.0)
      // Name the exceptions only when the leader clearly leads (a tie is no rule to except from).
      if !flips.isEmpty, flips.count <= 3, flips.count < comparison.leaderCount {
        var names: [PhraseArgument] = []
        for x in flips { names.append(try c.x(x)) }
        facts.append(
          try c.render("summary.grouped.flips", ["list": try c.list(names), "count": try c.numbers.count(flips.count)]))
      }
    }
    if let largest = comparison.largestDifference, described.count >= 2 {
      let byMean = described.indices.sorted { described[$0].statistics.mean > described[$1].statistics.mean }
      // Every category where the gap is as large is named: a tie is never said as one place.
      let tied = Self.positions(of: abs(largest.y), between: described[byMean[0]].series, described[byMean[1]].series)
      var places: [PhraseArgument] = []
      for x in tied.isEmpty ? [largest.x] : tied { places.append(try c.x(x)) }
      facts.append(
        try c.render(
          "summary.grouped.difference",
          [
            "first": PhraseArgument(verbatim: described[byMean[0]].series.name),
            "second": PhraseArgument(verbatim: described[byMean[1]].series.name),
            "at": places.count == 1 ? try c.at(largest.x) : try c.at(x: try c.list(places)),
            "value": try c.numbers.number(abs(largest.y), precision: .significant(3), unit: c.changeUnit),
          ]))
    }
    let ordered = described.sorted { $0.statistics.mean > $1.statistics.mean }
    for (series, s) in ordered.prefix(2) where !s.isConstant {
      facts.append(
        try c.render(
          "summary.seriesRanking",
          [
            "name": PhraseArgument(verbatim: series.name),
            "topAt": try c.at(x: try places(c, of: s.max.y, in: series, phrase: c.x)), "max": try c.value(s.max.y),
            "bottomAt": try c.at(x: try places(c, of: s.min.y, in: series, phrase: c.x)), "min": try c.value(s.min.y),
          ]))
    }
    facts += try referenceLines(c)
    return facts
  }

  // MARK: Stacks

  /// Whether the stack's parts add up to a whole (sums, counts, shares), so that a part's share
  /// and "the largest part" over time mean something: not for means, medians or rates.
  var partsAreAdditive: Bool { chart.yAxis.isAdditive ?? (chart.stacking == .normalized || chart.yAxis.unit != "%") }

  /// The part that became the largest and stayed so, where the quantities add up.
  var largestPartChange: LargestPartChange? { partsAreAdditive ? analysis.partToWhole?.largestPartChange : nil }

  func stackedAlt(_ c: NarrationContext, _ base: [String: PhraseArgument]) throws(NarrationError) -> Phrase? {
    guard let parts = analysis.partToWhole else { return nil }
    var arguments = base
    if let change = largestPartChange {
      arguments["name"] = PhraseArgument(verbatim: chart.series[change.component].name)
      arguments["at"] = try c.at(change.x)
      return try c.render("alt.stacked.became", arguments)
    }
    guard let largest = largestShare(parts) else { return nil }
    arguments["largest"] = try largestNames(c, parts, largest.indices)
    arguments["share"] = try share(c, largest.share, apartFrom: largest.others)
    return try c.render("alt.stacked" + largest.suffix, arguments)
  }

  /// The part or parts with the largest share and that share. A 100% stack draws every category
  /// as one whole and not the grand total, so its share is the mean of the categories' shares
  /// (phrase suffix ".average"); any other stack's is the share of the grand total. Every part
  /// at the largest share is returned (suffix ".tied" or ".averageTied" when several).
  ///
  /// - Complexity: O(*k*) in the parts.
  func largestShare(_ parts: PartToWhole) -> (indices: [Int], share: Double, suffix: String, others: [Double])? {
    let average = chart.stacking == .normalized && parts.averageShares.count == parts.shares.count
    let indices = average ? parts.largestAverageParts : parts.largestParts
    guard let first = indices.first else { return nil }
    let all = average ? parts.averageShares : parts.shares.map(\.share)
    let share = all[first]
    let suffix = average ? (indices.count > 1 ? ".averageTied" : ".average") : (indices.count > 1 ? ".tied" : "")
    // The other parts' shares, for a near tie said apart ("43.87%" beside 43.81%).
    let others = all.indices.filter { !indices.contains($0) }.map { all[$0] }
    return (indices, share, suffix, others)
  }

  /// The parts' names as a list: up to three named, then counted ("A, B, C and 2 others").
  ///
  /// - Complexity: O(*k*).
  private func largestNames(_ c: NarrationContext, _ parts: PartToWhole, _ indices: [Int]) throws(NarrationError)
    -> PhraseArgument
  {
    try c.list(indices.map { PhraseArgument(verbatim: parts.shares[$0].name) })
  }

  func stacked(_ c: NarrationContext) throws(NarrationError) -> [Phrase] {
    guard let parts = analysis.partToWhole else { return [] }
    var facts: [Phrase] = []
    // Totals, except for a normalised stack, where every total is 100%.
    if chart.stacking != .normalized, let totals = analysis.totals, let series = parts.totals {
      if totals.isConstant {
        facts.append(try c.render("summary.stacked.totals.constant", ["value": try c.value(totals.max.y)]))
      } else if shape == .trend {
        let wording = TrendWording(totals, policy: c.policy)
        let key: String
        switch wording {
        case .rising, .tendRise: key = "rising"
        case .falling, .tendFall: key = "falling"
        default: key = "none"
        }
        facts.append(
          try c.render(
            "summary.stacked.totals.\(key)",
            try fourValues(c, first: totals.first.y, last: totals.last.y, min: totals.min.y, max: totals.max.y)))
      } else {
        facts.append(
          try c.render(
            "summary.stacked.totals.ranking",
            [
              "topAt": try c.at(x: try places(c, of: totals.max.y, in: series, phrase: c.x)),
              "max": try c.valueApart(
                totals.max.y, from: [series.y.filter { $0.isFinite && $0 < totals.max.y }.max()].compactMap { $0 }),
              "bottomAt": try c.at(x: try places(c, of: totals.min.y, in: series, phrase: c.x)),
              "min": try c.valueApart(
                totals.min.y, from: [series.y.filter { $0.isFinite && $0 > totals.min.y }.min()].compactMap { $0 }),
            ]))
      }
    }
    let change = largestPartChange
    if let change {
      facts.append(
        try c.render(
          "summary.stacked.became",
          ["name": PhraseArgument(verbatim: chart.series[change.component].name), "at": try c.at(change.x)]))
    }
    if let largest = largestShare(parts) {
      facts.append(
        try c.render(
          "summary.stacked.largest" + largest.suffix,
          [
            "name": try largestNames(c, parts, largest.indices),
            "share": try share(c, largest.share, apartFrom: largest.others),
          ]))
    }
    // Leads are strict: a category where parts tie for the largest is nobody's lead, but it is
    // one of the categories counted.
    let categories = parts.positionsWithValues
    var leads = [Int](repeating: 0, count: chart.series.count)
    for leader in parts.leaders.compactMap({ $0 }) { leads[leader] += 1 }
    let most = leads.indices.max { leads[$0] < leads[$1] || (leads[$0] == leads[$1] && $0 > $1) } ?? 0
    // A change of leader says who led where; the counts would only restate it.
    if categories > 0, leads[most] > 0, change == nil {
      facts.append(
        try c.render(
          leads[most] == categories ? "summary.stacked.leadsAll" : "summary.stacked.leads",
          [
            "name": PhraseArgument(verbatim: chart.series[most].name), "lead": try c.numbers.count(leads[most]),
            "total": try c.countNoun(categories),
          ]))
      // Where another component leads: the next most frequent leader, its categories named.
      if let other = leads.indices.filter({ $0 != most && leads[$0] > 0 }).max(by: { leads[$0] < leads[$1] }),
        let totals = parts.totals
      {
        var places: [PhraseArgument] = []
        for (x, leader) in zip(totals.x, parts.leaders) where leader == other { places.append(try c.x(x)) }
        facts.append(
          try c.render(
            "summary.stacked.leadsAt",
            ["name": PhraseArgument(verbatim: chart.series[other].name), "at": try c.at(x: try c.list(places))]))
      }
    }
    // Shares only of a whole that adds up; the new largest part's shift first. Never over a
    // whole cycle (twelve months of the year): its first and last months are neighbours, no
    // start and end. Part of a cycle (January to June) runs from its first to its last.
    let shifts =
      partsAreAdditive && !xGoesRoundACycle
      ? parts.shifts.sorted { a, b in
        (a.component == change?.component) != (b.component == change?.component)
          ? a.component == change?.component : abs(a.points) > abs(b.points)
      } : []
    if let biggest = shifts.max(by: { abs($0.points) < abs($1.points) }) {
      if abs(biggest.points) < 1 {
        facts.append(try c.render("summary.stacked.shift.level", [:]))
      } else {
        for shift in shifts.prefix(2) where abs(shift.points) >= 1 {
          facts.append(
            try c.render(
              shift.points > 0 ? "summary.stacked.shift.up" : "summary.stacked.shift.down",
              try shiftArguments(c, shift.first, shift.last).merging(
                ["name": PhraseArgument(verbatim: chart.series[shift.component].name)]) { $1 }))
        }
      }
    }
    facts += try referenceLines(c)
    return facts
  }

  /// Whether the x axis goes round a whole cycle (``Axis/goesRoundACycle``): its first and last
  /// positions are neighbours, no start and end.
  ///
  /// - Complexity: O(1).
  var xGoesRoundACycle: Bool { chart.xAxis.goesRoundACycle }

  // MARK: Pie

  func pieAlt(_ c: NarrationContext, _ base: [String: PhraseArgument]) throws(NarrationError) -> Phrase? {
    guard let parts = analysis.partToWhole, parts.shares.count > 1 else { return nil }
    var arguments = base
    let top = parts.shares[parts.largest]
    let bottom = parts.shares[parts.smallest]
    arguments["top"] = PhraseArgument(verbatim: top.name)
    arguments["share"] = try share(c, top.share)
    if parts.hasMajority(policy: c.policy) {
      arguments["others"] = try c.numbers.count(parts.shares.count - 1)
      return try c.render("alt.pie.majority", arguments)
    }
    arguments.merge(try slicesSharing(c, top.value, key: "top")) { $1 }
    arguments.merge(try slicesSharing(c, bottom.value, key: "bottom")) { $1 }
    arguments["low"] = try share(c, bottom.share)
    return try c.render("alt.pie.largest", arguments)
  }

  /// Every slice with the value `value`, as `key` ("top": "Red and Blue") and `key` + "Tie"
  /// (`tied` when several share it): a tie for the largest or smallest slice names them all.
  func slicesSharing(_ c: NarrationContext, _ value: Double, key: String) throws(NarrationError) -> [String:
    PhraseArgument]
  {
    guard let parts = analysis.partToWhole else { return [:] }
    let names = parts.shares.filter { $0.value == value }.map { PhraseArgument(verbatim: $0.name) }
    return [key: try c.list(names), key + "Tie": PhraseArgument(key: names.count > 1 ? "tied" : "one")]
  }

  func pie(_ c: NarrationContext) throws(NarrationError) -> [Phrase] {
    guard let parts = analysis.partToWhole else { return [] }
    var facts: [Phrase] = []
    let sum = parts.shares.map(\.value).reduce(0, +)
    // A sum or slice of more than six significant digits (418.69997) is rounded, and said so.
    let whole = try c.numbers.number(sum, precision: .exact, unit: chart.yAxis.unit)
    let top = parts.shares[parts.largest]
    let bottom = parts.shares[parts.smallest]
    let topSlices = try slicesSharing(c, top.value, key: "top")
    // A tie for the largest slice is said as one (two halves are no "about half" of one).
    let tied = parts.shares.filter { $0.value == top.value }.count > 1
    var id =
      parts.hasMajority(policy: c.policy)
      ? "summary.pie.majority"
      : c.policy.aboutHalfBand.contains(top.share) && !tied ? "summary.pie.half" : "summary.pie.largest"
    var arguments = ["share": try share(c, top.share)].merging(topSlices) { $1 }
    if chart.yAxis.unit == "%" && abs(sum - 100) < 1e-9 {
      // Slices in percent: the whole first ("The slices add up to 100%."), then shares.
      facts.append(try c.render("summary.pie.total", ["sum": whole]))
    } else {
      // The largest slice as a part of the whole: "Yes holds a majority: 412 of 550, 75%."
      id += "Of"
      arguments["value"] = try c.numbers.number(top.value, precision: .exact, unit: chart.yAxis.unit)
      arguments["sum"] = whole
    }
    facts.append(try c.render(id, arguments))
    if parts.shares.count > 1 {
      facts.append(
        try c.render(
          "summary.pie.smallest",
          ["share": try share(c, bottom.share)].merging(try slicesSharing(c, bottom.value, key: "bottom")) { $1 }))
    }
    if parts.shares.count > 2 {
      facts.append(try c.render("summary.pie.topTwo", ["share": try share(c, parts.topTwoShare)]))
    }
    if parts.shares.count > 1, bottom.share > 0, top.share / bottom.share < c.policy.equalSharesRatio {
      facts.append(try c.render("summary.pie.even", [:]))
    } else if parts.shares.count > 2, parts.evenness < c.policy.dominatedEvenness {
      facts.append(try c.render("summary.pie.dominated", [:]))
    }
    facts += try referenceLines(c)
    return facts
  }

  // MARK: Radar

  private func axisList(_ c: NarrationContext, _ indices: [Int]) throws(NarrationError) -> PhraseArgument {
    // Each axis named as every category is (a month by its name in the output language).
    var names: [PhraseArgument] = []
    for index in indices { names.append(try c.x(Double(index))) }
    return try c.list(names)
  }

  func radarAlt(_ c: NarrationContext, _ base: [String: PhraseArgument]) throws(NarrationError) -> Phrase? {
    // The first series with a strongest axis to name (one not level on every axis).
    guard let radar = analysis.radar,
      let index = radar.series.firstIndex(where: { $0.map { $0.strongest != $0.weakest } ?? false }),
      let first = radar.series[index]
    else { return nil }
    var arguments = base
    arguments["axes"] = try c.render("count.axes", ["n": try c.numbers.count(radar.axes.count)]).argument
    arguments["count"] = try c.render("count.series", ["n": try c.numbers.count(chart.series.count)]).argument
    arguments["name"] = PhraseArgument(verbatim: chart.series[index].name)
    arguments["top"] = try axisList(c, first.strongest)
    return try c.render("alt.radar", arguments)
  }

  func radar(_ c: NarrationContext) throws(NarrationError) -> [Phrase] {
    guard let radar = analysis.radar else { return [] }
    var facts: [Phrase] = []
    facts.append(
      try c.render(
        "summary.radar.axes", ["list": try c.list(radar.axes.map { PhraseArgument(verbatim: $0) }, limit: 12)]))
    for (series, result) in zip(chart.series, radar.series).prefix(3) {
      // A series level on every axis has no strongest axis: nothing to name.
      guard let result, result.strongest != result.weakest else { continue }
      let balance =
        result.variation < c.policy.radarBalance.lowerBound
        ? "balanced" : result.variation <= c.policy.radarBalance.upperBound ? "uneven" : "lopsided"
      facts.append(
        try c.render(
          "summary.radar.series",
          [
            "name": PhraseArgument(verbatim: series.name), "top": try axisList(c, result.strongest),
            "weakest": try axisList(c, result.weakest),
            "balance": PhraseArgument(key: balance),
          ]))
    }
    if let dominant = radar.dominant {
      facts.append(
        try c.render("summary.radar.dominant", ["name": PhraseArgument(verbatim: chart.series[dominant].name)]))
    } else if !radar.biggestDifferences.isEmpty {
      facts.append(try c.render("summary.radar.differences", ["list": try axisList(c, radar.biggestDifferences)]))
    }
    return facts
  }
}

extension ContentPlan {
  /// The change of a share in points with the two shares, said so that they add up: 23.5% to
  /// 28.4% is not "rose 5 points, from 24% to 28%" (28 − 24 = 4) but "rose 4.9 points, from
  /// 23.5% to 28.4%". The shares keep their usual rounding when its difference rounds to the
  /// whole points said.
  func shiftArguments(_ c: NarrationContext, _ first: Double, _ last: Double) throws(NarrationError) -> [String:
    PhraseArgument]
  {
    let (a, b) = (100 * first, 100 * last)
    func rounded(_ v: Double, _ decimals: Int) -> Double {
      var scale = 1.0
      for _ in 0..<decimals { scale *= 10 }
      return (v * scale).rounded() / scale
    }
    let usual = abs(rounded(b, NumberPhrasing.percentDecimals(b)) - rounded(a, NumberPhrasing.percentDecimals(a)))
    // Every figure rounded is said with "about"; one said without it is exact.
    if rounded(usual, 0) == rounded(abs(b - a), 0) {
      return [
        "points": try c.numbers.number(abs(b - a), atPower: 0),
        "first": try share(c, first), "last": try share(c, last),
      ]
    }
    var decimals = 1
    while decimals < 3,
      rounded(abs(rounded(b, decimals) - rounded(a, decimals)), decimals) != rounded(abs(b - a), decimals)
    {
      decimals += 1
    }
    return [
      "points": try c.numbers.number(abs(b - a), atPower: -decimals),
      "first": try c.numbers.percent(a, hedge: true, decimals: decimals),
      "last": try c.numbers.percent(b, hedge: true, decimals: decimals),
    ]
  }

  /// A quantile of the spread sentence: rounded to two significant digits with "about", and, when
  /// that would say it exactly though it is no data value and has more decimals than the data
  /// (41.33 kg among values written to 0.1 kg), at the data's own last decimal, with "about".
  func spreadBound(
    _ c: NarrationContext, _ q: Double, of values: [Double], unit: String?, scaleWords: Bool = true
  ) throws(NarrationError) -> PhraseArgument {
    func lastDigit(_ v: Double) -> Int {
      let own = NumberPhrasing.ownDigits(of: v)
      return v == 0 ? 0 : DecimalDigits(v, significant: own).magnitude - own + 1
    }
    let data = values.filter { $0.isFinite && $0 != 0 }
    // Two significant digits say a quantile of at most four digits exactly (NumberPhrasing).
    let saidExactly = NumberPhrasing.ownDigits(of: q) <= max(2, NumberPhrasing.exactDigits)
    guard saidExactly, let power = data.map(lastDigit).min(), !values.contains(q), lastDigit(q) < power else {
      return try c.numbers.number(q, precision: .significant(2), unit: unit, scaleWords: scaleWords)
    }
    return try c.numbers.number(q, atPower: max(power, -7), unit: unit)
  }

  /// The x positions, in order, where `a` and `b` are `gap` apart (either way round), to a
  /// relative 1e-9 so that decimal inputs that differ by the same amount are found.
  ///
  /// - Complexity: O(*n* log *n*) for *n* points.
  static func positions(of gap: Double, between a: DataSeries, _ b: DataSeries) -> [Double] {
    var other: [Double: Double] = [:]
    for (x, y) in zip(b.x, b.y) where y.isFinite { other[x] = y }
    return zip(a.x, a.y).compactMap { x, y in
      guard y.isFinite, let z = other[x], abs(abs(y - z) - gap) <= 1e-9 * max(1, gap) else { return nil }
      return x
    }.sorted()
  }
}
