import ChartImport
import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// The numbers chartvoice reads from a sample of the shared corpus's specs agree with the data
/// after the spec's transforms, as computed independently by VegaFusion (and by hand where it
/// cannot): `Tests/Fixtures/vega-lite/oracle.py` wrote `expected.json`.
///
/// Each spec is read from the corpus when it is beside the repository, else from the copies in
/// `Tests/Fixtures/vega-lite/specs` (CI has only those); a spec in neither is skipped.
@Suite struct VegaLiteOracleTests {
  struct Expected: Decodable, Sendable {
    var series: Int
    var points: Int
    var min: Double
    var max: Double
    var mean: Double
    var referenceLines: [Double]?
  }

  struct Document: Decodable {
    var specs: [String: Expected]
  }

  static let expected: [String: Expected] = {
    guard let data = try? RepositoryPaths.fixture("vega-lite/expected.json"),
      let document = try? JSONDecoder().decode(Document.self, from: data)
    else { return [:] }
    return document.specs
  }()

  @Test func theSampleIsLargeAndVaried() {
    #expect(Self.expected.count >= 15)
  }

  /// Whether the spec's x or y axis formats its labels as percentages (`"format": ".1~%"`).
  static func percentAxis(_ bytes: [UInt8]) -> Bool {
    guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
      let encoding = root["encoding"] as? [String: Any]
    else { return false }
    return ["x", "y"].contains { channel in
      let axis = (encoding[channel] as? [String: Any])?["axis"] as? [String: Any]
      return (axis?["format"] as? String)?.hasSuffix("%") == true
    }
  }

  @Test(arguments: expected.keys.sorted())
  func agreesWithVegaFusion(_ name: String) throws {
    let expected = try #require(Self.expected[name])
    let fixtures = RepositoryPaths.fixtures.appendingPathComponent("vega-lite")
    let folders =
      RepositoryPaths.hasVegaLiteCorpus ? [RepositoryPaths.vegaLiteCorpus, fixtures] : [fixtures]
    guard
      let folder = folders.first(where: {
        FileManager.default.fileExists(
          atPath: $0.appendingPathComponent("specs/\(name).vl.json").path)
      })
    else { return }
    let bytes = [UInt8](
      try Data(contentsOf: folder.appendingPathComponent("specs/\(name).vl.json")))
    let chart = try VegaLiteReader.read(
      bytes, source: name, options: VegaLiteOptions(baseDirectory: folder.path))
    #expect(chart.series.count == expected.series, "series")
    // Strips of each category are read as the distributions of the points: as many values in
    // all, from the least to the greatest (their sum is no fact of a box).
    if chart.drawnAs == .strip, chart.boxes.count > 1 {
      #expect(chart.boxes.reduce(0) { $0 + $1.count } == expected.points, "points")
      #expect(isApproximatelyEqual(chart.boxes.map(\.minimum).min() ?? .nan, expected.min), "min")
      #expect(isApproximatelyEqual(chart.boxes.map(\.maximum).max() ?? .nan, expected.max), "max")
      return
    }
    // Fractions that the measure's axis labels as percentages are read as it shows them: a
    // hundred times what Vega computes.
    let shown = Self.percentAxis(bytes) ? 100.0 : 1.0
    let values = chart.series.flatMap(\.y).filter { !$0.isNaN }.map { $0 / shown }
    #expect(values.count == expected.points, "points")
    #expect(isApproximatelyEqual(values.min() ?? .nan, expected.min), "min \(values.min() ?? .nan)")
    #expect(isApproximatelyEqual(values.max() ?? .nan, expected.max), "max \(values.max() ?? .nan)")
    let mean = values.reduce(0, +) / Double(values.count)
    #expect(isApproximatelyEqual(mean, expected.mean, relativeTolerance: 1e-9), "mean \(mean)")
    if let lines = expected.referenceLines {
      let actual = chart.referenceLines.map(\.value).sorted()
      #expect(actual.count == lines.count, "reference lines")
      for (a, e) in zip(actual, lines) {
        #expect(isApproximatelyEqual(a, e, relativeTolerance: 1e-9), "line \(a)")
      }
    }
  }
}

/// Bars and areas of several series are stacked exactly where Vega draws them stacked (two bars
/// in one band, or a stack transform for areas), as `drawn_stacking.py` found with vl-convert:
/// a colour field stacks by default; an `xOffset` does not, and `stack: null` draws the bars
/// over one another (`overlaid`).
@Suite(
  .enabled(
    if: RepositoryPaths.hasVegaLiteCorpus,
    "the shared Vega-Lite corpus is not beside the repository"))
struct VegaLiteDrawnStackingTests {
  static let expected: [(name: String, stacking: String)] = {
    guard let data = try? RepositoryPaths.fixture("vega-lite/drawn-stacking.tsv") else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst().compactMap { line in
      let cells = line.split(separator: "\t")
      return cells.count == 3 ? (String(cells[0]), String(cells[2])) : nil
    }
  }()

  @Test func theSampleHasBothKinds() {
    #expect(Self.expected.count >= 50)
    #expect(Self.expected.contains { $0.stacking == "stacked" } && Self.expected.contains { $0.stacking == "none" })
  }

  @Test func stackingIsAsVegaDrawsIt() throws {
    let corpus = RepositoryPaths.vegaLiteCorpus
    var compared = 0
    for (name, stacking) in Self.expected {
      let url = corpus.appendingPathComponent("specs/\(name).vl.json")
      let bytes = [UInt8](try Data(contentsOf: url))
      guard
        let chart = try? VegaLiteReader.read(
          bytes, source: name, options: VegaLiteOptions(baseDirectory: corpus.path)),
        chart.series.count > 1
      else { continue }
      compared += 1
      if name == "bar_grouped_stacked" {
        // Stacks within groups (xOffset and a colour): one series a group, each bar its stack's
        // total, side by side, never one stack per category.
        #expect(chart.stacking == .none && stacking == "stacked")
        continue
      }
      #expect(chart.stacking.rawValue == stacking, "\(name): read \(chart.stacking.rawValue), drawn \(stacking)")
    }
    #expect(compared >= 30, "\(compared) specs of several series compared")
  }
}
