import ChartSupport
import Testing

@testable import ChartImport

/// The byte-keyed table behind long format's series lookup: every key finds its own value, however
/// many keys (the table grows) and however alike (shared prefixes, the empty key, lengths apart by
/// one), and a key never stored finds nothing.
@Suite struct CSVByteKeysTests {
  @Test func everyKeyFindsItsValueAndNoOtherKeyFindsOne() {
    var generator = SplitMix64(seed: 18)
    var keys: [[UInt8]] = [[], [0], [0, 0], Array("north".utf8), Array("nort".utf8), Array("northh".utf8)]
    while keys.count < 2_000 {
      let length = generator.nextIndex(below: 6)
      keys.append((0..<length).map { _ in UInt8(truncatingIfNeeded: generator.nextIndex(below: 4) + 97) })
    }
    var distinct: [[UInt8]] = []
    var seen = Set<[UInt8]>()
    for key in keys where seen.insert(key).inserted { distinct.append(key) }
    let stored = distinct.prefix(distinct.count / 2)
    let absent = distinct.dropFirst(distinct.count / 2)

    var table = CSVByteKeys()
    for (value, key) in stored.enumerated() {
      key.withUnsafeBufferPointer { table.insert($0, value: value) }
    }
    #expect(table.count == stored.count)
    for (value, key) in stored.enumerated() {
      #expect(key.withUnsafeBufferPointer { table.value(for: $0) } == value, "\(key)")
    }
    for key in absent {
      #expect(key.withUnsafeBufferPointer { table.value(for: $0) } == nil, "\(key)")
    }
  }
}
