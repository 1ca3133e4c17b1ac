import ChartModel

/// The point-by-point readout: "4 of 6: April, 38,800", each value at the data's own precision,
/// missing values read as "no data" (matching the audio graph's cue).
///
/// A series longer than ``DescriptionPolicy/readoutGroupThreshold`` points is read in
/// ``DescriptionPolicy/readoutGroups`` groups of consecutive points ("1 to 10,000 of 1,000,000:
/// January 1 to January 7, from 12 to 45"), so the readout of a million points stays short and
/// fast (`content.md` §2: group before listing).
struct Readout {
  let context: NarrationContext

  func lines() throws(NarrationError) -> [Phrase] {
    let c = context
    var lines: [Phrase] = []
    let several = c.chart.series.count > 1
    for series in c.chart.series {
      let grouped = series.count > c.policy.readoutGroupThreshold
      let groups = min(series.count, max(1, c.policy.readoutGroups))
      if grouped {
        lines.append(
          try c.render(
            "readout.grouped",
            [
              "name": PhraseArgument(verbatim: series.name), "count": try c.countNoun(series.count),
              "groups": try c.numbers.count(groups),
            ]))
        lines += try groupLines(series, groups: groups)
        continue
      }
      if several {
        lines.append(
          try c.render(
            "readout.series", ["name": PhraseArgument(verbatim: series.name), "count": try c.countNoun(series.count)]))
      }
      let total = try c.numbers.count(series.count)
      for index in 0..<series.count {
        var arguments: [String: PhraseArgument] = [
          "index": try c.numbers.count(index + 1), "total": total, "x": try c.x(series.x[index]),
        ]
        let y = series.y[index]
        if y.isNaN {
          lines.append(try c.render("readout.missing", arguments))
        } else {
          arguments["y"] = try c.numbers.number(y, precision: .exact, unit: nil, hedge: false)
          lines.append(try c.render("readout.point", arguments))
        }
      }
    }
    return lines
  }

  /// One line per group of consecutive points: positions, x extent and the lowest and highest
  /// value (both data values, at the data's precision).
  ///
  /// - Complexity: O(*n*).
  private func groupLines(_ series: DataSeries, groups: Int) throws(NarrationError) -> [Phrase] {
    let c = context
    var lines: [Phrase] = []
    let total = try c.numbers.count(series.count)
    for group in 0..<groups {
      let start = group * series.count / groups
      let end = (group + 1) * series.count / groups
      guard end > start else { continue }
      var low = Double.infinity
      var high = -Double.infinity
      for index in start..<end where series.y[index].isFinite {
        low = min(low, series.y[index])
        high = max(high, series.y[index])
      }
      var arguments: [String: PhraseArgument] = [
        "from": try c.numbers.count(start + 1), "to": try c.numbers.count(end), "total": total,
        "fromX": try c.x(series.x[start]), "toX": try c.x(series.x[end - 1]),
      ]
      if low.isFinite {
        arguments["min"] = try c.numbers.number(low, precision: .exact, unit: nil, hedge: false)
        arguments["max"] = try c.numbers.number(high, precision: .exact, unit: nil, hedge: false)
        lines.append(try c.render("readout.group", arguments))
      } else {
        lines.append(try c.render("readout.groupMissing", arguments))
      }
    }
    return lines
  }
}
