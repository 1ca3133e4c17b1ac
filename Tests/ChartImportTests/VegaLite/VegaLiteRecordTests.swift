@testable import ChartImport
import ChartModel
import ChartSupport
import Testing

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
}
