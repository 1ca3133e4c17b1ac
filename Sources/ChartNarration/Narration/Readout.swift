import ChartModel

/// The point-by-point readout: "4 of 6: April, 38,800", each value at the data's own precision,
/// missing values read as "no data" (matching the audio graph's cue).
struct Readout {
  let context: NarrationContext

  func lines() throws(NarrationError) -> [Phrase] {
    let c = context
    var lines: [Phrase] = []
    let several = c.chart.series.count > 1
    for series in c.chart.series {
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
}
