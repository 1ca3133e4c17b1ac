import ChartImport
import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// Every kept fuzz input reads cleanly: a chart, or a `ChartModelError` naming the problem.
@Suite struct FuzzRegressionTests {
  static func inputs(_ folder: String) -> [String] {
    let url = RepositoryPaths.fixtures.appendingPathComponent("fuzz/\(folder)")
    return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  static func bytes(_ folder: String, _ name: String) throws -> [UInt8] {
    Array(try RepositoryPaths.fixture("fuzz/\(folder)/\(name)"))
  }

  @Test(arguments: inputs("chart-json")) func chartJSON(_ name: String) throws {
    do {
      let chart = try ChartJSONReader.read(try Self.bytes("chart-json", name), source: name)
      _ = ChartAnalysis(chart)
    } catch let error as ChartModelError {
      #expect(error.description.hasPrefix(name + ":"), "\(error)")
      #expect(!error.description.contains("\n"))
    }
  }

  @Test(arguments: inputs("csv")) func csv(_ name: String) throws {
    do {
      let chart = try CSVReader.read(try Self.bytes("csv", name), source: name)
      _ = ChartAnalysis(chart)
    } catch let error as ChartModelError {
      #expect(error.description.hasPrefix(name + ":"), "\(error)")
      #expect(!error.description.contains("\n"))
    }
  }

  @Test(arguments: inputs("vega-lite")) func vegaLite(_ name: String) throws {
    do {
      let chart = try VegaLiteReader.read(try Self.bytes("vega-lite", name), source: name)
      _ = ChartAnalysis(chart)
    } catch let error as ChartModelError {
      #expect(error.description.hasPrefix(name + ":"), "\(error)")
      #expect(!error.description.contains("\n"))
    }
  }

  /// Expressions, placed in a spec as `fuzz-expression` places them.
  @Test(arguments: inputs("expression")) func expression(_ name: String) throws {
    let source = String(decoding: try Self.bytes("expression", name), as: UTF8.self)
    let literal = String(
      decoding: try JSONSerialization.data(withJSONObject: source, options: [.fragmentsAllowed]),
      as: UTF8.self)
    let spec = """
      {"params": [{"name": "p", "value": 3}],
       "data": {"values": [{"a": 1, "b": "x", "c": true, "d": null, "e": [1, 2], "f": {"g": 2}, "t": "2024-03-01"},
                           {"a": -2.5, "b": "", "c": false, "d": 0, "e": [], "f": {}, "t": "2024-04-01"}]},
       "transform": [{"calculate": \(literal), "as": "v"}, {"filter": \(literal)}],
       "mark": "point",
       "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "v", "type": "quantitative"}}}
      """
    do {
      _ = try VegaLiteReader.read(Array(spec.utf8), source: name)
    } catch {
      // A `ChartModelError` (the reader throws no other type).
      #expect(error.description.hasPrefix(name + ":"), "\(error)")
      #expect(!error.description.contains("\n"))
      #expect(error.description.count < 600, "\(error.description.prefix(300))")
    }
  }

  @Test func thereAreInputsToCheck() {
    #expect(Self.inputs("expression").count >= 4)
    #expect(Self.inputs("chart-json").count >= 5)
    #expect(Self.inputs("csv").count >= 4)
    #expect(Self.inputs("vega-lite").count >= 4)
  }
}
