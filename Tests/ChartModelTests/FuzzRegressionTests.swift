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

  @Test func thereAreInputsToCheck() {
    #expect(Self.inputs("chart-json").count >= 5)
    #expect(Self.inputs("csv").count >= 4)
    #expect(Self.inputs("vega-lite").count >= 4)
  }
}
