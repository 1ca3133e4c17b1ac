import ChartSupport
import Testing

@testable import ChartImport

/// Window and impute frames (issue 13): a cumulative or unbounded frame was re-aggregated for
/// every row, and a run of peers rescanned per row, so 50,000 rows took minutes; impute made
/// groups × keys records unbounded (1,000 groups × 1,000,000 keys ran out of memory). None of
/// these tests is timed: each checks the values, or the error naming the bound.
@Suite struct VegaLiteWindowLimitsTests {
  static func runner(_ records: [VLRecord], _ transform: String) throws -> VLTransformRunner {
    var runner = try VegaLiteRecordTests.runner(records)
    try runner.apply(try VegaLiteRecordTests.transform(transform))
    return runner
  }

  static func run(_ records: [VLRecord], _ transform: String) throws -> [VLRecord] {
    try runner(records, transform).records
  }

  static func rows(_ count: Int) -> [VLRecord] {
    (0..<count).map { ["i": .number(Double($0)), "v": .number(Double($0 % 10)), "c": .number(1)] }
  }

  /// 20,000 rows: a re-aggregating window reads 200 million values for a cumulative sum and 400
  /// million for an unbounded mean; a running one reads each row once. Counts the values read.
  @Test func cumulativeAndUnboundedFramesAreOnePass() throws {
    let count = 20_000
    let cumulative = try Self.runner(
      Self.rows(count), #"{"window": [{"op": "sum", "field": "v", "as": "s"}], "sort": [{"field": "i"}]}"#)
    #expect(cumulative.frameValuesRead == count)
    let total = Double((0..<count).reduce(0) { $0 + $1 % 10 })
    #expect(cumulative.records[count - 1]["s"] == .number(total))
    #expect(cumulative.records[12]["s"] == .number(Double((0...12).reduce(0) { $0 + $1 % 10 })))
    for op in ["mean", "max", "median"] {
      let whole = try Self.runner(
        Self.rows(count), #"{"window": [{"op": "\#(op)", "field": "v", "as": "m"}], "frame": [null, null]}"#)
      #expect(whole.frameValuesRead == count, "\(op)")
      let expected: Double = op == "mean" ? total / Double(count) : op == "max" ? 9 : 4.5
      #expect(whole.records.allSatisfy { $0["m"] == .number(expected) }, "\(op)")
    }
    // Every row a peer of every other (sorted by a constant): one run, found once.
    let peers = try Self.run(
      Self.rows(count),
      #"{"window": [{"op": "count", "as": "n"}, {"op": "cume_dist", "as": "d"}], "sort": [{"field": "c"}], "frame": [-1, 1]}"#
    )
    #expect(peers.allSatisfy { $0["n"] == .number(Double(count)) && $0["d"] == .number(1) })
    let nulls = (0..<count).map { (index) -> VLRecord in ["v": index == count - 1 ? .number(7) : .null] }
    let next = try Self.run(nulls, #"{"window": [{"op": "next_value", "field": "v", "as": "n"}]}"#)
    #expect(next.allSatisfy { $0["n"] == .number(7) })
  }

  /// A cumulative median over 5,000 rows reads 12.5 million values: past the bound, refused
  /// before any is read.
  @Test func framesPastTheValueLimitAreRefused() throws {
    #expect {
      _ = try Self.run(
        Self.rows(5_000), #"{"window": [{"op": "median", "field": "v", "as": "m"}], "sort": [{"field": "i"}]}"#)
    } throws: { error in
      "\(error)".contains("more than 10000000 values in all")
    }
  }

  /// The window as Vega-Lite defines it, written plainly: per row, the frame (widened to its
  /// peers), and the `op` of its rows.
  static func plainWindow(
    _ records: [VLRecord], op: VLAggregateOp, frame: (Int?, Int?), sortedBy sort: String?
  ) -> [VLValue] {
    let order = records.indices.sorted { a, b in
      guard let sort else { return a < b }
      let c = VLValue.ascending(records[a][sort] ?? .null, records[b][sort] ?? .null)
      return c != 0 ? c < 0 : a < b
    }
    let data = order.map { records[$0] }
    let n = data.count
    func peers(_ i: Int, _ j: Int) -> Bool {
      sort.map { VLValue.ascending(data[i][$0] ?? .null, data[j][$0] ?? .null) == 0 } ?? false
    }
    var result = [VLValue](repeating: .null, count: n)
    for i in 0..<n {
      var i0 = frame.0.map { max(0, i - abs($0)) } ?? 0
      var i1 = frame.1.map { min(n, i + abs($0) + 1) } ?? n
      while i0 > 0, peers(i0, i0 - 1) { i0 -= 1 }
      while i1 < n, i1 > 0, peers(i1 - 1, i1) { i1 += 1 }
      let slice = i0 < i1 ? Array(data[i0..<i1]) : []
      result[order[i]] = op.apply(slice.map { $0["v"] ?? .null }, records: slice)
    }
    return result
  }

  /// Random values (nulls, strings, ties in the sort) under every frame kind: each aggregate the
  /// runner keeps, and one it does not, gives what the plain window gives.
  @Test(arguments: [VLAggregateOp.sum, .count, .valid, .missing, .mean, .max, .median])
  func windowsGiveWhatThePlainWindowGives(_ op: VLAggregateOp) throws {
    var random = SplitMix64(seed: 1_313 + UInt64(op.rawValue.utf8.count))
    let records = (0..<200).map { _ -> VLRecord in
      let roll = random.next() % 10
      let value: VLValue =
        roll == 0 ? .null : roll == 1 ? .string("x") : .number(Double(random.next() % 1_000) / 7)
      return ["v": value, "t": .number(Double(random.next() % 20))]
    }
    let frames: [(Int?, Int?)] = [(nil, 0), (nil, nil), (-3, 2), (0, nil), (-1, -1)]
    for frame in frames {
      for sort in [nil, "t"] as [String?] {
        let json = { (bound: Int?) in bound.map(String.init) ?? "null" }
        let sortJSON = sort.map { #", "sort": [{"field": "\#($0)"}]"# } ?? ""
        let output = try Self.run(
          records,
          #"{"window": [{"op": "\#(op.rawValue)", "field": "v", "as": "w"}], "frame": [\#(json(frame.0)), \#(json(frame.1))]\#(sortJSON)}"#
        )
        let expected = Self.plainWindow(records, op: op, frame: frame, sortedBy: sort)
        #expect(
          output.map { ($0["w"] ?? .null).groupKey } == expected.map(\.groupKey),
          "\(op) frame \(frame) sort \(sort ?? "none")")
      }
    }
  }

  @Test func imputePastTheRecordLimitIsRefused() throws {
    let records = (0..<3_000).map { (index) -> VLRecord in
      ["k": .number(Double(index)), "g": .number(Double(index % 1_000)), "v": .number(1)]
    }
    #expect {
      _ = try Self.run(records, #"{"impute": "v", "key": "k", "groupby": ["g"]}"#)
    } throws: { error in
      "\(error)".contains("adds more than 1000000 records")
    }
    // Under the bound, every group gets every key, and an unbounded mean is the group's mean.
    let small = try Self.run(
      Array(records.prefix(300)), #"{"impute": "v", "key": "k", "groupby": ["g"], "method": "mean"}"#)
    #expect(small.count == 300 * 300)
    #expect(small.allSatisfy { $0["v"] == .number(1) })
  }
}
