import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartImport

/// Inputs that once crashed, hung or ran out of memory (issue 13) end in an error naming the
/// limit they pass. No test here is timed: each bound is on the work, and the test checks the error.
@Suite struct VegaLiteLimitsTests {
  static func error(fixture name: String) throws -> String? {
    let bytes = Array(try RepositoryPaths.fixture("fuzz/vega-lite/\(name)"))
    do {
      _ = try VegaLiteReader.read(bytes, source: name)
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// 60,000-term chains overflowed the stack while evaluating, and again while releasing the tree.
  @Test(arguments: [
    "chain-plus.vl.json", "chain-or.vl.json", "chain-member.vl.json", "chain-index.vl.json",
  ])
  func longExpressionChainsAreRefused(_ name: String) throws {
    let message = try #require(try Self.error(fixture: name))
    #expect(message.hasPrefix(name + ":"), "\(message)")
    #expect(message.contains("a chain of more than 1000 operations"), "\(message)")
  }

  /// A chain just under the limit still evaluates, to the value JavaScript gives.
  @Test func chainsUnderTheLimitEvaluate() throws {
    let terms = VLExpression.maximumHeight / 2
    let sum = try VLExpression(Array(repeating: "1", count: terms).joined(separator: "+"))
    var context = VLExpressionContext()
    #expect(sum.evaluate([:], context: &context) == .number(Double(terms)))
    let members = try VLExpression("datum" + String(repeating: ".a", count: terms - 1))
    var record: VLValue = .number(7)
    for _ in 0..<(terms - 1) { record = .object(["a": record]) }
    guard case .object(let datum) = record else {
      Issue.record("not an object")
      return
    }
    #expect(members.evaluate(VLRecord(datum), context: &context) == .number(7))
    #expect(throws: VLExpression.Problem.self) {
      try VLExpression(
        Array(repeating: "1", count: VLExpression.maximumHeight + 2).joined(separator: "||"))
    }
  }

  /// `value += step` stopped moving near 1e16, so the sequence never ended.
  @Test(arguments: ["sequence-stuck-step.vl.json", "impute-keyvals-stuck-step.vl.json"])
  func sequencesWhereTheStepDoesNotMoveEnd(_ name: String) throws {
    // 1e16 to 1e16 + 10 in steps of 1: ten values, as Vega's range makes them (start + i * step).
    if name.hasPrefix("sequence") {
      let chart = try VegaLiteReader.read(
        Array(try RepositoryPaths.fixture("fuzz/vega-lite/\(name)")), source: name)
      #expect(chart.series.first?.count == 10)
    } else {
      _ = try Self.error(fixture: name)  // ends: a chart or an error
    }
  }

  @Test func sequencesPastTheLimitAreRefused() throws {
    for (start, stop, step) in [(0.0, 2e6, 1.0), (1e16, 1e17, 1.0), (0, 1, 1e-300), (-1e300, 1e300, 1e290)] {
      let spec =
        #"{"data": {"sequence": {"start": \#(start), "stop": \#(stop), "step": \#(step)}}, "mark": "point", "encoding": {"x": {"field": "data", "type": "quantitative"}, "y": {"field": "data", "type": "quantitative"}}}"#
      do {
        _ = try VegaLiteReader.read(Array(spec.utf8), source: "s")
        Issue.record("\(start)…\(stop) step \(step) was read")
      } catch {
        #expect("\(error)".contains("more than 1000000 values"), "\(error)")
      }
    }
    let backwards =
      #"{"data": {"sequence": {"start": 5, "stop": 0, "step": -1}}, "mark": "point", "encoding": {"x": {"field": "data", "type": "quantitative"}, "y": {"field": "data", "type": "quantitative"}}}"#
    let chart = try VegaLiteReader.read(Array(backwards.utf8), source: "s")
    #expect(chart.series.first?.x.sorted() == [1, 2, 3, 4, 5])
  }

  /// One record of 5,000 fields folded over all of them asked for 25 million copied values; the
  /// folded records now share the source's fields, so it reads as 5,000 bars
  /// (`VegaLiteRecordTests` counts the values each folded record stores).
  @Test func aWideFoldIsRead() throws {
    let bytes = Array(try RepositoryPaths.fixture("fuzz/vega-lite/fold-wide.vl.json"))
    let chart = try VegaLiteReader.read(bytes, source: "fold-wide.vl.json")
    #expect(chart.series.first?.count == 5_000)
  }

  /// 1,000,000 records folded over 6 fields: past the 5,000,000 records a fold may make, counted
  /// before any is made.
  @Test func foldPastTheRecordLimitIsRefused() throws {
    let spec =
      #"{"data": {"sequence": {"start": 0, "stop": 1000000}}, "transform": [{"fold": ["a", "b", "c", "d", "e", "f"]}], "mark": "bar", "encoding": {"x": {"field": "key", "type": "nominal"}, "y": {"field": "value", "type": "quantitative"}}}"#
    #expect {
      _ = try VegaLiteReader.read(Array(spec.utf8), source: "s")
    } throws: { error in
      "\(error)".contains("makes more than 5000000 records")
    }
  }

  /// 4,000 groups by 4,000 keys: 16 million values, and a filter per key per group.
  @Test func pivotPastTheValueLimitIsRefused() throws {
    let message = try #require(try Self.error(fixture: "pivot-square.vl.json"))
    #expect(message.contains("more than 10000000 values"), "\(message)")
  }

  /// The pivot that buckets by key once gives what filtering per key gave: per group, the sum
  /// of the values of the key.
  @Test func pivotStillAggregatesPerKey() throws {
    var random = SplitMix64(seed: 13)
    var values: [String] = []
    var expected: [String: Double] = [:]
    for group in 0..<7 {
      for key in 0..<5 {
        for _ in 0..<(1 + Int(random.next() % 4)) {
          let value = Double(random.next() % 100)
          values.append(#"{"g": "g\#(group)", "k": "k\#(key)", "v": \#(value)}"#)
          if key == 3 { expected["g\(group)", default: 0] += value }
        }
      }
    }
    values.shuffle(using: &random)
    let spec =
      #"{"data": {"values": [\#(values.joined(separator: ","))]}, "transform": [{"pivot": "k", "value": "v", "groupby": ["g"]}], "mark": "bar", "encoding": {"x": {"field": "g", "type": "nominal"}, "y": {"field": "k3", "type": "quantitative"}}}"#
    let chart = try VegaLiteReader.read(Array(spec.utf8), source: "s")
    let series = try #require(chart.series.first)
    #expect(series.y.sorted() == expected.values.sorted())
  }
}
