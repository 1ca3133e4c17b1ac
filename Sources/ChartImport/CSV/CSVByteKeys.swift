/// A hash table from byte strings (a cell's raw bytes) to small integers, looked up straight from
/// the bytes: no `String` and no array is made for a lookup.
///
/// Long-format tables name a row's series in a cell; interleaved tables (`date,series,value`
/// with every date once per series) change series every row, so the series must be found from
/// the cell's bytes at the cost of a hash, not of building its name.
///
///     var keys = CSVByteKeys()
///     keys.insert(cell, value: 3)
///     keys.value(for: cell)   // 3
///
/// Keys are compared byte for byte; FNV-1a hashes them into an open-addressing table kept at most
/// half full.
struct CSVByteKeys {
  /// Per slot, the entry's index plus one; 0 for an empty slot. A power of two long.
  private var slots: [Int32] = Array(repeating: 0, count: 16)
  /// The keys' bytes, one after another.
  private var storage: [UInt8] = []
  /// Per entry: where its key starts in `storage` and ends (the next entry's start), its hash and
  /// its value.
  private var starts: [Int] = [0]
  private var hashes: [UInt64] = []
  private var values: [Int] = []

  /// The number of keys.
  var count: Int { values.count }

  /// The value stored for `key`, if any.
  ///
  /// - Complexity: O(*k*) in the key's length, expected.
  @inline(__always)
  func value(for key: UnsafeBufferPointer<UInt8>) -> Int? {
    let hash = Self.hash(key)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let stored = Int(slots[slot])
      if stored == 0 { return nil }
      let entry = stored - 1
      if hashes[entry] == hash, matches(entry, key) { return values[entry] }
      slot = (slot + 1) & mask
    }
  }

  /// Stores `value` for `key`, which must not be stored yet.
  ///
  /// - Complexity: O(*k*) in the key's length, amortised.
  mutating func insert(_ key: UnsafeBufferPointer<UInt8>, value: Int) {
    precondition(self.value(for: key) == nil, "The key is already stored.")
    if (count + 1) * 2 > slots.count { grow() }
    let hash = Self.hash(key)
    storage.append(contentsOf: key)
    starts.append(storage.count)
    hashes.append(hash)
    values.append(value)
    place(entry: values.count - 1)
  }

  /// Whether entry `entry`'s key is `key`.
  @inline(__always)
  private func matches(_ entry: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = starts[entry]
    guard starts[entry + 1] - start == key.count else { return false }
    return storage.withUnsafeBufferPointer { stored in
      var index = 0
      while index < key.count {
        if stored[start + index] != key[index] { return false }
        index += 1
      }
      return true
    }
  }

  /// Puts an entry in the first free slot from its hash's.
  private mutating func place(entry: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hashes[entry]) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(entry + 1)
  }

  /// Doubles the slots and places every entry again.
  private mutating func grow() {
    slots = Array(repeating: 0, count: slots.count * 2)
    for entry in 0..<values.count { place(entry: entry) }
  }

  /// FNV-1a, 64-bit.
  ///
  /// - Complexity: O(*k*).
  @inline(__always)
  private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
  }
}
