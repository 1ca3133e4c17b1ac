import ChartModel
import ChartSupport
import Testing

@testable import ChartImport

@Suite struct VegaLiteRecordTests {
  @Test func ownFieldsHideSharedOnes() {
    let source: VLRecord = ["a": .number(1), "b": .number(2)]
    var record = source.sharing(["key": .string("a"), "b": .number(5)])
    #expect(record["a"] == .number(1) && record["b"] == .number(5) && record["key"] == .string("a"))
    #expect(record.count == 3 && record.ownFieldCount == 2)
    record["a"] = nil
    #expect(record["a"] == nil && record.count == 2)
    #expect(record.fields == ["b": .number(5), "key": .string("a")])
    #expect(source["a"] == .number(1), "the source is untouched")
  }

  static func runner(_ records: [VLRecord]) throws -> VLTransformRunner {
    let root = JSONFieldReader(document: try JSONDocument(bytes: Array("{}".utf8), source: "test"))
    return VLTransformRunner(
      context: try VegaLiteReader.makeContext(root, options: VegaLiteOptions()), records: records)
  }

  static func transform(_ json: String) throws -> JSONFieldReader {
    JSONFieldReader(document: try JSONDocument(bytes: Array(json.utf8), source: "test"))
  }

  /// Folding all *w* fields of a record of *w* fields: a copying fold stores *w* · (*w* + 2)
  /// values (25 M at *w* = 5,000, refused before); a linear one *w* · 2 of its own plus the *w*
  /// shared once. Counts the values each folded record stores for itself.
  @Test func foldIsLinearInMemory() throws {
    let width = 5_000
    var source = VLRecord(minimumCapacity: width)
    for index in 0..<width { source["f\(index)"] = .number(Double(index)) }
    var runner = try Self.runner([source])
    let fields = (0..<width).map { "\"f\($0)\"" }.joined(separator: ",")
    try runner.apply(try Self.transform("{\"fold\": [\(fields)]}"))
    #expect(runner.records.count == width)
    #expect(runner.records.map(\.ownFieldCount).reduce(0, +) == 2 * width)
    #expect(runner.records[7]["key"] == .string("f7") && runner.records[7]["value"] == .number(7))
    #expect(runner.records[7]["f9"] == .number(9) && runner.records[7].count == width + 2)
  }

  /// A `calculate` after a fold reads `datum.x` from the record itself: it adds one own field
  /// per record, not a merged copy of the shared ones.
  @Test func calculateAfterFoldStaysSmall() throws {
    let source: VLRecord = ["a": .number(1), "b": .number(2), "c": .number(3)]
    var runner = try Self.runner([source, source])
    try runner.apply(try Self.transform("{\"fold\": [\"a\", \"b\"]}"))
    try runner.apply(try Self.transform("{\"calculate\": \"datum.value + datum.c\", \"as\": \"s\"}"))
    #expect(runner.records.map { $0["s"] } == [.number(4), .number(5), .number(4), .number(5)])
    #expect(runner.records.allSatisfy { $0.ownFieldCount == 3 })
  }

  /// A pivot of *n* records, each its own group and its own key: a dense pivot stores every
  /// group's *n* cells, *n* · (*n* + 1) values (4 M at *n* = 2,000) and computes as many
  /// aggregates; a linear one stores each group's field and its one non-empty cell, the empty
  /// cells once for all. Counts the values each pivoted record stores for itself.
  @Test func pivotIsLinearInMemory() throws {
    let count = 2_000
    let source = (0..<count).map { (index) -> VLRecord in
      ["g": .string("g\(index)"), "k": .string("k\(index)"), "v": .number(Double(index))]
    }
    var runner = try Self.runner(source)
    try runner.apply(try Self.transform(#"{"pivot": "k", "value": "v", "groupby": ["g"]}"#))
    #expect(runner.records.count == count)
    #expect(runner.records.map(\.ownFieldCount).reduce(0, +) == 2 * count)
    let record = runner.records[7]
    #expect(record["g"] == .string("g7") && record["k7"] == .number(7))
    #expect(record["k8"] == .null && record.count == count + 1, "an empty cell is missing: Vega draws no mark")
  }

  /// The pivot as Vega defines it, written plainly: the keys are the distinct values, the first
  /// seen of each name, sorted stably; per group, per key, the `op` of the values of the group's
  /// records with that key.
  static func plainPivot(
    _ records: [VLRecord], op: VLAggregateOp, limit: Int
  ) -> [[String: VLValue]] {
    let key = VLFieldPath(plain: "k")
    var keys: [VLValue] = []
    for record in records {
      let value = key.value(in: record).groupKey
      if !keys.contains(where: { $0.text == value.text }) { keys.append(value) }
    }
    keys.sort { VLValue.ascending($0, $1) < 0 }  // stable
    if limit > 0 { keys = Array(keys.prefix(limit)) }
    return VLTransformRunner.group(records, by: [VLFieldPath(plain: "g")]).map { group in
      var row: [String: VLValue] = ["g": group.key[0]]
      let members = group.indices.map { records[$0] }
      for pivotKey in keys {
        let matching = members.filter { key.value(in: $0).groupKey == pivotKey }
        // A sum of no record is missing (Vega draws no mark there), not 0.
        row[pivotKey.text] =
          matching.isEmpty && op == .sum ? .null : op.apply(matching.map { $0["v"] ?? .null }, records: matching)
      }
      return row
    }
  }

  /// Random records whose keys include two of one name (`1` and `"1"`), NaN and null, strings
  /// that tie with numbers, and the groupby field's name: every `op` and `limit` gives what the
  /// plain pivot gives. (Picking among tied keys by a `Set`'s order once made this vary from run
  /// to run.)
  @Test(arguments: [VLAggregateOp.sum, .count, .mean, .max, .argmax, .distinct])
  func pivotGivesWhatThePlainPivotGives(_ op: VLAggregateOp) throws {
    var random = SplitMix64(seed: 1_300 + UInt64(op.rawValue.utf8.count))
    let keys: [VLValue] = [
      .number(1), .string("1"), .number(2), .string("g"), .null, .number(.nan), .string("b"),
    ]
    let groups: [VLValue] = [.string("x"), .string("y"), .number(3), .null]
    let records = (0..<300).map { _ -> VLRecord in
      [
        "g": groups[Int(random.next() % UInt64(groups.count))],
        "k": keys[Int(random.next() % UInt64(keys.count))],
        "v": random.next() % 9 == 0 ? .null : .number(Double(random.next() % 50)),
      ]
    }
    for limit in [0, 2, 3] {
      var runner = try Self.runner(records)
      try runner.apply(
        try Self.transform(
          #"{"pivot": "k", "value": "v", "groupby": ["g"], "op": "\#(op.rawValue)", "limit": \#(limit)}"#
        ))
      // NaN (a mean of nothing) is not equal to itself: compare group keys, NaN as null.
      let expected = Self.plainPivot(records, op: op, limit: limit).map {
        $0.mapValues(\.groupKey)
      }
      let pivoted = runner.records.map { $0.fields.mapValues(\.groupKey) }
      #expect(pivoted == expected, "op \(op) limit \(limit)")
    }
  }
}
