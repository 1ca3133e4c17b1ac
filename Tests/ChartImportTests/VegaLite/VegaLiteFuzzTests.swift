import ChartImport
import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// Mangled Vega-Lite specs give a chart or an error, never a crash: the committed specs with their
/// values, fields and structure replaced at random (seeded, so a failure names its seed).
@Suite struct VegaLiteFuzzTests {
  static let fixtures = RepositoryPaths.fixtures.appendingPathComponent("vega-lite")

  static let specs: [Data] = {
    let folder = fixtures.appendingPathComponent("specs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().compactMap { try? Data(contentsOf: folder.appendingPathComponent($0)) }
  }()

  /// Values that have broken readers before: extremes, wrong types, odd strings.
  static var hostile: [Any] {
    [
      NSNull(), 0, -1, 1e300, -1e300, 5e-324, 1.5, true, "", "NaN", "-", "datum.x", "(((", "'",
      "yearmonthdatehoursminutesseconds", "binnedutcquarter", "2024-02-30", "Jan 1 2000",
      "9999999999",
      [Any](), [1, 2], ["a", "b", "c"], [String: Any](), ["field": "a"], ["expr": "x"],
      ["bin": true], ["aggregate": "argmax"], ["timeUnit": "month", "field": "date"],
    ]
  }

  @Test(arguments: 0..<60 as Range<UInt64>)
  func neverCrashes(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    for bytes in Self.specs {
      guard let spec = try? JSONSerialization.jsonObject(with: bytes) else { continue }
      let mangled = Self.mangle(spec, &random, depth: 0)
      guard JSONSerialization.isValidJSONObject(mangled),
        let data = try? JSONSerialization.data(withJSONObject: mangled)
      else { continue }
      do {
        let chart = try VegaLiteReader.read(
          [UInt8](data), source: "fuzz", options: VegaLiteOptions(baseDirectory: Self.fixtures.path)
        )
        for series in chart.series { #expect(series.x.count == series.y.count) }
      } catch {
        // An error is a fine answer to a mangled spec.
      }
    }
  }

  /// The value with about one node in six replaced by a hostile value, a random other node's
  /// value, or its children shuffled.
  static func mangle(_ value: Any, _ random: inout SplitMix64, depth: Int) -> Any {
    if depth > 0, random.next() % 6 == 0 {
      let choices = hostile
      return choices[Int(random.next() % UInt64(choices.count))]
    }
    switch value {
    case let object as [String: Any]:
      var result: [String: Any] = [:]
      for (key, child) in object {
        if key == "url", random.next() % 4 != 0 {
          result[key] = child  // keep most data files readable, so later stages run
          continue
        }
        result[key] = mangle(child, &random, depth: depth + 1)
      }
      return result
    case let array as [Any]:
      var result = array.map { mangle($0, &random, depth: depth + 1) }
      if result.count > 1, random.next() % 5 == 0 { result.swapAt(0, result.count - 1) }
      return result
    default:
      return value
    }
  }
}
