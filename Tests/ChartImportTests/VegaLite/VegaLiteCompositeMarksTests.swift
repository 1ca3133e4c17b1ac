import ChartImport
import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// Error bars, error bands and box plots (`VegaLiteCompositeMarks.swift`, issue 15): each group's
/// centre and range, or box, as Vega-Lite computes them, checked against the statistics computed
/// here from the same rows.
@Suite struct VegaLiteCompositeMarksTests {
  /// Three groups of values, one with an outlier.
  static let groups: [(String, [Double])] = [
    ("A", [10, 12, 14, 11, 13]), ("B", [20, 25, 21, 23, 22, 60]), ("C", [5, 7]),
  ]
  static var values: String {
    let rows = groups.flatMap { name, values in values.map { #"{"g":"\#(name)","v":\#($0)}"# } }
    return "[" + rows.joined(separator: ",") + "]"
  }

  static func mean(_ v: [Double]) -> Double { v.reduce(0, +) / Double(v.count) }
  static func sampleStdev(_ v: [Double]) -> Double {
    let m = mean(v)
    return (v.map { ($0 - m) * ($0 - m) }.reduce(0, +) / Double(v.count - 1)).squareRoot()
  }

  static func layered(_ errorbar: String, centre: String = #"{"aggregate":"mean","field":"v","type":"quantitative"}"#)
    throws -> ChartDescriptor
  {
    let spec = #"""
      {"data":{"values":\#(values)},"encoding":{"x":{"field":"g","type":"nominal"}},
       "layer":[{"mark":"point","encoding":{"y":\#(centre)}},
                {"mark":\#(errorbar),"encoding":{"y":{"field":"v","type":"quantitative"}}}]}
      """#
    return try VegaLiteReaderTests.read(spec)
  }

  /// The range of each category, by name.
  static func ranges(_ chart: ChartDescriptor) -> [String: (Double, Double)] {
    var result: [String: (Double, Double)] = [:]
    for ranges in chart.uncertainty {
      for (x, (low, high)) in zip(ranges.x, zip(ranges.lower, ranges.upper)) {
        result[chart.xAxis.categories[Int(x)]] = (low, high)
      }
    }
    return result
  }

  @Test(arguments: [("\"errorbar\"", RangeExtent.stderr), (#"{"type":"errorbar","extent":"stdev"}"#, .stdev)])
  func meanPlusMinusSpread(mark: String, extent: RangeExtent) throws {
    let chart = try Self.layered(mark)
    let ranges = Self.ranges(chart)
    #expect(chart.uncertainty.count == 1)
    #expect(chart.uncertainty.first?.centre == .mean && chart.uncertainty.first?.extent == extent)
    for (name, values) in Self.groups {
      let spread = Self.sampleStdev(values) / (extent == .stderr ? Double(values.count).squareRoot() : 1)
      let range = try #require(ranges[name])
      #expect(abs(range.0 - (Self.mean(values) - spread)) < 1e-9, "\(name)")
      #expect(abs(range.1 - (Self.mean(values) + spread)) < 1e-9, "\(name)")
    }
  }

  @Test func interquartileRangeIsAroundTheMedian() throws {
    let chart = try Self.layered(
      #"{"type":"errorbar","extent":"iqr"}"#, centre: #"{"aggregate":"median","field":"v","type":"quantitative"}"#)
    let ranges = Self.ranges(chart)
    #expect(chart.uncertainty.first?.centre == .median)
    // B sorted: 20 21 22 23 25 60 → R-7 quartiles at ranks 1.25 and 3.75: 21.25 and 24.5.
    #expect(ranges["B"]?.0 == 21.25 && ranges["B"]?.1 == 24.5)
    #expect(ranges["C"]?.0 == 5.5 && ranges["C"]?.1 == 6.5)
  }

  @Test func bootstrapIntervalIsLeftOutByName() throws {
    let chart = try Self.layered(#"{"type":"errorbar","extent":"ci"}"#)
    #expect(chart.uncertainty.isEmpty)
    #expect(
      chart.notices.contains {
        if case .layerNotDescribed(1, "errorbar", let reason) = $0 { return reason == .randomInterval }
        return false
      })
    #expect(chart.series.first?.y == Self.groups.map { Self.mean($0.1) })
  }

  /// An error bar alone: its centres (the means) are the chart's points.
  @Test func errorBarAloneDescribesItsMeans() throws {
    let spec = #"""
      {"data":{"values":\#(Self.values)},"mark":{"type":"errorbar","extent":"stdev"},
       "encoding":{"y":{"field":"g","type":"nominal"},"x":{"field":"v","type":"quantitative"}}}
      """#
    let chart = try VegaLiteReaderTests.read(spec)
    #expect(chart.series.count == 1)
    #expect(chart.series[0].y == Self.groups.map { Self.mean($0.1) })
    #expect(Self.ranges(chart).count == 3)
    #expect(chart.xAxis.title == "g" && chart.yAxis.title == "v")
  }

  @Test func preAggregatedErrorsAndEnds() throws {
    let rows = #"[{"c":"A","m":10,"e":2,"e2":-3,"lo":6,"hi":13},{"c":"B","m":20,"e":1,"e2":-1,"lo":18,"hi":21}]"#
    let asymmetric = #"""
      {"data":{"values":\#(rows)},"layer":[
        {"mark":"errorbar","encoding":{"x":{"field":"c","type":"nominal"},
          "y":{"field":"m","type":"quantitative"},"yError":{"field":"e"},"yError2":{"field":"e2"}}},
        {"mark":"point","encoding":{"x":{"field":"c","type":"nominal"},"y":{"field":"m","type":"quantitative"}}}]}
      """#
    var ranges = Self.ranges(try VegaLiteReaderTests.read(asymmetric))
    #expect(ranges["A"]?.0 == 7 && ranges["A"]?.1 == 12)
    #expect(ranges["B"]?.0 == 19 && ranges["B"]?.1 == 21)
    let symmetric = asymmetric.replacingOccurrences(of: #","yError2":{"field":"e2"}"#, with: "")
    ranges = Self.ranges(try VegaLiteReaderTests.read(symmetric))
    #expect(ranges["A"]?.0 == 8 && ranges["A"]?.1 == 12)
    let band = #"""
      {"data":{"values":\#(rows)},"layer":[
        {"mark":"errorband","encoding":{"x":{"field":"c","type":"nominal"},
          "y":{"field":"hi","type":"quantitative"},"y2":{"field":"lo"}}},
        {"mark":"line","encoding":{"x":{"field":"c","type":"nominal"},"y":{"field":"m","type":"quantitative"}}}]}
      """#
    let chart = try VegaLiteReaderTests.read(band)
    ranges = Self.ranges(chart)
    #expect(ranges["A"]?.0 == 6 && ranges["A"]?.1 == 13)
    #expect(chart.uncertainty.first?.extent == .given)
    // Two ends alone have no centre to describe.
    let alone = #"""
      {"data":{"values":\#(rows)},"mark":"errorbar","encoding":{"x":{"field":"c","type":"nominal"},
        "y":{"field":"hi","type":"quantitative"},"y2":{"field":"lo"}}}
      """#
    #expect(throws: ChartModelError.self) { try VegaLiteReaderTests.read(alone) }
  }

  @Test(arguments: [nil, "min-max"] as [String?])
  func boxPlotSummarizesEachGroup(extent: String?) throws {
    let mark = extent.map { #"{"type":"boxplot","extent":"\#($0)"}"# } ?? "\"boxplot\""
    let spec = #"""
      {"data":{"values":\#(Self.values)},"mark":\#(mark),
       "encoding":{"x":{"field":"g","type":"nominal"},"y":{"field":"v","type":"quantitative"}}}
      """#
    let chart = try VegaLiteReaderTests.read(spec)
    #expect(chart.boxes.count == 3)
    #expect(chart.uncertainty.isEmpty)
    for (name, values) in Self.groups {
      let box = try #require(chart.boxes.first { chart.xAxis.categories[Int($0.x)] == name })
      let sorted = values.sorted()
      let index = try #require(chart.series[0].x.firstIndex(of: box.x))
      #expect(chart.series[0].y[index] == box.median)
      #expect(box.count == values.count)
      if extent == nil {
        let iqr = box.upperQuartile - box.lowerQuartile
        let inside = sorted.filter { $0 >= box.lowerQuartile - 1.5 * iqr && $0 <= box.upperQuartile + 1.5 * iqr }
        #expect(box.upperWhisker == inside.last && box.outliers == values.count - inside.count, "\(name)")
      } else {
        #expect(box.lowerWhisker == sorted.first && box.upperWhisker == sorted.last && box.outliers == 0)
      }
    }
    // B: 60 lies beyond 24.5 + 1.5 × 3.25.
    #expect(chart.boxes.first { chart.xAxis.categories[Int($0.x)] == "B" }?.outliersAbove == (extent == nil ? 1 : 0))
  }

  /// A box plot over one quantity and no group is one box (`vl__boxplot_1D_horizontal`), along x
  /// or y; an error bar so is one mean and its range.
  @Test(arguments: ["x", "y"])
  func boxPlotOverOneQuantityIsOneBox(channel: String) throws {
    let values = Self.groups[1].1
    let rows = "[" + values.map { #"{"v":\#($0)}"# }.joined(separator: ",") + "]"
    let chart = try VegaLiteReaderTests.read(
      #"{"data":{"values":\#(rows)},"mark":"boxplot","encoding":{"\#(channel)":{"field":"v","type":"quantitative"}}}"#)
    let box = try #require(chart.boxes.count == 1 ? chart.boxes.first : nil)
    // 20 21 22 23 25 60: median 22.5, R-7 quartiles 21.25 and 24.5, 60 beyond 24.5 + 1.5 × 3.25.
    #expect(box.median == 22.5 && box.lowerQuartile == 21.25 && box.upperQuartile == 24.5)
    #expect(box.lowerWhisker == 20 && box.upperWhisker == 25 && box.outliersAbove == 1)
    #expect(chart.series.map(\.y) == [[22.5]] && chart.series[0].x == [box.x])
    #expect(chart.yAxis.title == "v" && chart.yAxis.range == 20...60 && chart.notices.isEmpty)
    let bar = try VegaLiteReaderTests.read(
      #"{"data":{"values":\#(rows)},"mark":{"type":"errorbar","extent":"stdev"},"encoding":{"\#(channel)":{"field":"v","type":"quantitative"}}}"#
    )
    let range = try #require(bar.uncertainty.first?.range(at: bar.series[0].x[0]))
    #expect(bar.series.map(\.y) == [[Self.mean(values)]])
    #expect(abs(range.upper - Self.mean(values) - Self.sampleStdev(values)) < 1e-9)
  }

  /// Over two quantities and no range, Vega-Lite measures 'y' at each value of 'x' (or 'x' at each
  /// 'y' for `orient: "horizontal"`); a group with no valid position is left out, as `invalid:
  /// "filter"` leaves it out (`vl__boxplot_1D_invalid`: one box at 33).
  @Test func boxPlotOverTwoQuantitiesIsMeasuredAlongY() throws {
    let rows = #"[{"a":"null","b":28},{"a":33,"b":55},{"a":33,"b":43},{"a":"null","b":91},{"a":null,"b":81}]"#
    let chart = try VegaLiteReaderTests.read(
      #"""
      {"data":{"values":\#(rows)},"mark":{"type":"boxplot","invalid":"filter"},
       "encoding":{"x":{"field":"a","type":"quantitative"},"y":{"field":"b","type":"quantitative"}}}
      """#)
    #expect(chart.boxes.count == 1 && chart.boxes.first?.median == 49 && chart.boxes.first?.x == 33)
    #expect(chart.boxes.first?.lowerQuartile == 46 && chart.boxes.first?.upperQuartile == 52)
    #expect(chart.notices == [.invalidRowsDropped(count: 3, field: "a")])
    let horizontal = try VegaLiteReaderTests.read(
      #"""
      {"data":{"values":\#(rows)},"mark":{"type":"boxplot","orient":"horizontal"},
       "encoding":{"x":{"field":"b","type":"quantitative"},"y":{"field":"a","type":"quantitative"}}}
      """#)
    #expect(horizontal.boxes.map(\.median) == [49])
  }

  /// An error band alone is named as drawn, a band; with a line through it, the line's chart.
  @Test func errorBandAloneIsDrawnAsABand() throws {
    let encoding = #""encoding":{"x":{"field":"g","type":"nominal"},"y":{"field":"v","type":"quantitative"}}"#
    let alone = try VegaLiteReaderTests.read(#"{"data":{"values":\#(Self.values)},"mark":"errorband",\#(encoding)}"#)
    #expect(alone.drawnAs == .band && alone.uncertainty.count == 1)
    let withLine = try VegaLiteReaderTests.read(
      #"""
      {"data":{"values":\#(Self.values)},\#(encoding),
       "layer":[{"mark":"errorband"},{"mark":"line","encoding":{"y":{"aggregate":"mean","field":"v"}}}]}
      """#)
    #expect(withLine.drawnAs == nil && withLine.uncertainty.count == 1)
    // Error bars alone are an error bar plot of their means, not bars (issue 15).
    let bars = try VegaLiteReaderTests.read(#"{"data":{"values":\#(Self.values)},"mark":"errorbar",\#(encoding)}"#)
    #expect(bars.drawnAs == .errorBars)
  }

  @Test func unknownExtentIsAnError() throws {
    #expect(throws: ChartModelError.self) { try Self.layered(#"{"type":"errorbar","extent":"range"}"#) }
  }

  /// What Vega draws for the composite marks of the gallery corpus (`drawn-composites.tsv`, from
  /// VegaFusion by `drawn_composites.py`): every range end, quartile, median and whisker that
  /// chartvoice reads is the number Vega computes.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: RepositoryPaths.vegaLiteGalleryCorpus.path)))
  func rangesAndBoxesAreWhatVegaDraws() throws {
    let table = try String(
      contentsOf: RepositoryPaths.fixtures.appendingPathComponent("vega-lite/drawn-composites.tsv"), encoding: .utf8)
    var expected: [String: [(group: String, statistic: String, value: Double)]] = [:]
    for line in table.split(separator: "\n").dropFirst() {
      let cells = line.split(separator: "\t").map(String.init)
      guard cells.count == 4, let value = Double(cells[3]) else { continue }
      expected[cells[0], default: []].append((cells[1], cells[2], value))
    }
    var checked = 0
    let folder = RepositoryPaths.vegaLiteGalleryCorpus
    for (name, rows) in expected.sorted(by: { $0.key < $1.key }) {
      let url = folder.appendingPathComponent("specs/\(name).vl.json")
      let options = VegaLiteOptions(baseDirectory: folder.path, specDirectory: url.deletingLastPathComponent().path)
      guard let chart = try? VegaLiteReader.read([UInt8](try Data(contentsOf: url)), source: name, options: options)
      else { continue }
      func at(_ group: String) -> Double? {
        // The one group of a mark over one quantity alone: the chart's one point.
        if group == "*" {
          let points = chart.series.flatMap(\.x)
          return points.count == 1 ? points[0] : nil
        }
        switch chart.xAxis.type {
        case .categorical: return chart.xAxis.categories.firstIndex(of: group).map(Double.init)
        case .temporal: return Double(group).map { $0 / 1000 } ?? ISO8601.parse(group, allowingBareYear: true)
        case .numeric: return Double(group)
        }
      }
      for row in rows {
        let x = try #require(at(row.group), "\(name): no category '\(row.group)'")
        let read: Double?
        switch row.statistic {
        case "lower", "upper":
          // Vega names a band's ends by channel (`y` lower, `y2` upper), whichever is larger.
          let range = chart.uncertainty.lazy.compactMap { $0.range(at: x) }.first
          read = range.map { [$0.lower, $0.upper].min { abs($0 - row.value) < abs($1 - row.value) }! }
        default:
          let box = chart.boxes.first { $0.x == x }
          let values: [String: Double?] = [
            "q1": box?.lowerQuartile, "q3": box?.upperQuartile, "median": box?.median,
            "lowerWhisker": box?.lowerWhisker, "upperWhisker": box?.upperWhisker,
          ]
          read = values[row.statistic] ?? nil
        }
        let value = try #require(read, "\(name): no \(row.statistic) at '\(row.group)'")
        #expect(abs(value - row.value) <= 1e-9 * max(1, abs(row.value)), "\(name) \(row.group) \(row.statistic)")
        checked += 1
      }
    }
    #expect(checked >= 300)
  }
}
