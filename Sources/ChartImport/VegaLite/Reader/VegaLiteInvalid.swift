import ChartModel
internal import ChartSupport

extension VLChartBuilder {
  /// The channels besides the positions whose invalid values (null, NaN) leave a mark undrawn:
  /// Vega-Lite's `invalid: "filter"`, the default, leaves out the marks with no valid value on
  /// any continuous scale, a colour ramp's or a size's as well as x's and y's (a point of a null
  /// size is not drawn). Lines and areas break at invalid values instead; `invalid: "show"` or
  /// `null` draws the marks, and so does a scale given an output for invalid values
  /// (`config.scale.invalid`).
  var invalidFilteringScales: [VLChannel] {
    guard !["line", "area", "trail"].contains(mark) else { return [] }
    if let mode = invalidMode {
      guard case .string(let text) = mode.kind, text != "show" else { return [] }
    }
    let root = markField.document.root
    let drawnAnyway = root["config"]?["scale"]?["invalid"]
    return Self.seriesOrder.compactMap { channels[$0] }.filter {
      drawnAnyway?[$0.name] == nil && $0.field != nil && $0.aggregate == nil && $0.bin == nil && $0.datum == nil
        && ($0.type == .quantitative || $0.type == .temporal)
    }
  }

  /// The mark's `invalid` mode: its own, else the configured one for its mark or for every mark.
  var invalidMode: JSONValue? {
    let root = markField.document.root
    let modes = [markField.value["invalid"], root["config"]?[mark]?["invalid"], root["config"]?["mark"]?["invalid"]]
    return modes.compactMap { $0 }.first
  }

  /// Whether Vega draws the marks of rows without a valid value on `channel`, which the
  /// description leaves out: a binned field of a discrete type puts them in a bin of their own
  /// ("null"), and `invalid: "show"` or `null` draws them at zero, a line's or an area's points as
  /// well (it runs through zero there, as `drawn-charts.json` records), except a null bin on a
  /// quantitative axis, a bar of no width.
  func drawsInvalid(on channel: VLChannel) -> Bool {
    if channel.bin != nil { return channel.type == .ordinal || channel.type == .nominal }
    guard let mode = invalidMode else { return false }
    switch mode.kind {
    case .null, .string("show"): return true
    default: return false
    }
  }

  /// The notice for rows left out for want of a valid value on `channel`: left out as the chart
  /// leaves them out, or though the chart draws them.
  func invalidNotice(count: Int, channel: VLChannel) -> ChartNotice {
    drawsInvalid(on: channel)
      ? .invalidRowsDrawn(count: count, field: channel.displayTitle)
      : .invalidRowsDropped(count: count, field: channel.displayTitle)
  }

  /// The data rows left out for want of a valid position, by the field they lack (the first
  /// checked, the dimension's before the other positions'): counted in records, not marks, since
  /// a mark may aggregate many (a histogram's one bin of nulls holds every row without a value).
  func droppedRows(_ records: [VLRecord], dimension: VLChannel?, positions: [VLChannel]) -> [(VLChannel, Int)] {
    let bins = binsByChannel(records)
    let checked = (dimension.map { [$0] } ?? []) + positions.filter { $0.aggregate == nil }
    var counts = Array(repeating: 0, count: checked.count)
    for record in records {
      let lacking = checked.firstIndex { channel in
        let value = Self.value(of: channel, in: record, bins: bins[channel.name])
        return !value.isValid || value.number.isInfinite
      }
      if let lacking { counts[lacking] += 1 }
    }
    return zip(checked, counts).filter { $0.1 > 0 }.map { ($0.0, $0.1) }
  }
}
