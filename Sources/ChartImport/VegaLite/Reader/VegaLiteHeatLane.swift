import ChartModel
internal import ChartSupport

/// A heat lane (`bar_heatlane`): bins of one quantity counted, each drawn as a bar from `x` to
/// `x2` whose height (`y` to `y2`, centred on a line) and colour show the count, binned again.
/// It is a histogram drawn as coloured lanes, read as one: the count per bin of the binned field,
/// the counts as the data's `count` aggregate gives them (the lanes draw them rounded up to
/// their own bins). Without this the bars were read by `y` with internal field names.
struct VLHeatLane {
  /// The bars of the counts by the bins of `x`: the chart.
  let counts: VegaLiteReader.View
  /// The layers that draw the lanes, by index.
  let lanes: Set<Int>

  /// The heat lane of `views`, or `nil` when they draw none: bars placed by `x`, `x2`, `y` and
  /// `y2`, over rows that a `count` aggregate grouped by exactly the fields of `x` and `x2`.
  ///
  /// - Parameter shared: The transforms the layers share (the spec's own).
  init?(_ views: [VegaLiteReader.View], shared: JSONFieldReader?) {
    func field(_ view: VegaLiteReader.View, _ name: String) -> String? {
      guard let channel = view.channels[name], channel.aggregate == nil, channel.bin == nil else { return nil }
      return channel.field?.name
    }
    let bars = views.filter { view in
      view.mark == "bar" && ["x", "x2", "y", "y2"].allSatisfy { field(view, $0) != nil }
    }
    guard let first = bars.first, let start = field(first, "x"), let end = field(first, "x2"),
      bars.allSatisfy({ field($0, "x") == start && field($0, "x2") == end }),
      let count = Self.countField(groupedBy: [start, end], in: [shared, first.spec.member("transform")]),
      var y = first.channels["y"], var x = first.channels["x"]
    else { return nil }
    // The bins are in the data, `x` to `x2`: a histogram's, as Vega-Lite's `bin: "binned"`.
    if x.bin == nil {
      let binned = JSONValue(kind: .string("binned"), offset: x.reader.value.offset)
      x.bin = try? VLBinParameters(
        JSONFieldReader(document: x.reader.document, value: binned, path: x.reader.path), defaultMaxBins: 10)
    }
    // The count, titled as the lanes' colour legend titles it ("Number of models").
    y.field = VLFieldPath(plain: count)
    y.type = .quantitative
    y.title = bars.lazy.compactMap { $0.channels["color"]?.title }.first
    y.scaleType = nil
    var channels = first.channels
    channels["y"] = y
    channels["x"] = x
    for name in ["y2", "color", "fill", "opacity", "fillOpacity"] { channels[name] = nil }
    counts = VegaLiteReader.View(
      index: first.index, spec: first.spec, mark: "bar", markField: first.markField, channels: channels,
      orderField: nil)
    lanes = Set(bars.map(\.index))
  }

  /// The name a `count` aggregate gives its result when it groups by exactly `fields`, in one
  /// of the transform lists; `nil` when none does.
  private static func countField(groupedBy fields: Set<String>, in lists: [JSONFieldReader?]) -> String? {
    for list in lists {
      guard let transforms = try? list?.array() else { continue }
      for transform in transforms {
        guard let operations = try? transform.member("aggregate")?.array(),
          let groups = try? transform.member("groupby")?.array(),
          Set(groups.compactMap { try? $0.string() }) == fields, groups.count == fields.count
        else { continue }
        for operation in operations where (try? operation.member("op")?.string()) == "count" {
          if let name = try? operation.member("as")?.string() { return name }
        }
      }
    }
    return nil
  }
}
