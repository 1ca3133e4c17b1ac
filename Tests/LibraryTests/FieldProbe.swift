import Foundation

/// Lists every field a `Decodable` type reads, as dotted paths (`series[].trend.pValue`), by
/// decoding it from a decoder that answers every key with a value: each optional is present,
/// each array has one element. A type in `leaves` is not entered (its path is listed alone).
final class FieldProbe {
  private(set) var paths: [String] = []
  let leaves: [String]

  init(leaves: [String]) { self.leaves = leaves }

  /// The paths the type reads, in the order it reads them.
  static func paths<T: Decodable>(of type: T.Type, leaves: [Any.Type]) throws -> [String] {
    let probe = FieldProbe(leaves: leaves.map { String(reflecting: $0) })
    _ = try T(from: ProbeDecoder(probe: probe, path: ""))
    var seen = Set<String>()
    return probe.paths.filter { seen.insert($0).inserted }
  }

  /// A value of the type with every optional present and one element in every array.
  static func instance<T: Decodable>(of type: T.Type, leaves: [Any.Type]) throws -> T {
    try T(from: ProbeDecoder(probe: FieldProbe(leaves: leaves.map { String(reflecting: $0) }), path: ""))
  }

  func isLeaf(_ type: Any.Type) -> Bool {
    let name = String(reflecting: type)
    return leaves.contains(name) || leaves.contains { name == "Swift.Optional<\($0)>" }
  }

  func record(_ path: String) { paths.append(path) }

  /// A value of `type` for `path`: primitives directly, others decoded by a probe one level down.
  func value<T: Decodable>(_ type: T.Type, at path: String) throws -> T {
    if let primitive = Self.primitive(type) { return primitive }
    // A leaf is decoded by a probe whose paths are dropped.
    if isLeaf(type) { return try T(from: ProbeDecoder(probe: FieldProbe(leaves: []), path: path)) }
    return try T(from: ProbeDecoder(probe: self, path: path))
  }

  static func primitive<T>(_ type: T.Type) -> T? {
    switch type {
    case is String.Type: return "" as? T
    case is Double.Type: return 0.0 as? T
    case is Int.Type: return 0 as? T
    case is Bool.Type: return false as? T
    default: return nil
    }
  }
}

private struct ProbeDecoder: Decoder {
  let probe: FieldProbe
  let path: String
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(ProbeKeyed<Key>(probe: probe, path: path))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer { ProbeUnkeyed(probe: probe, path: path + "[]") }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { Single() }
}

/// A single value: a primitive, never `null`.
private struct Single: SingleValueDecodingContainer {
  var codingPath: [any CodingKey] { [] }
  struct Failure: Error {}
  func decodeNil() -> Bool { false }
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    guard let value = FieldProbe.primitive(type) else { throw Failure() }
    return value
  }
}

private struct ProbeKeyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let probe: FieldProbe
  let path: String
  var codingPath: [any CodingKey] { [] }
  var allKeys: [Key] { [] }

  func child(_ key: Key) -> String { path.isEmpty ? key.stringValue : path + "." + key.stringValue }
  func contains(_ key: Key) -> Bool { true }
  func decodeNil(forKey key: Key) throws -> Bool { false }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    probe.record(child(key))
    return try probe.value(type, at: child(key))
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    probe.record(child(key))
    return KeyedDecodingContainer(ProbeKeyed<NestedKey>(probe: probe, path: child(key)))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    probe.record(child(key))
    return ProbeUnkeyed(probe: probe, path: child(key) + "[]")
  }

  func superDecoder() throws -> any Decoder { ProbeDecoder(probe: probe, path: path) }
  func superDecoder(forKey key: Key) throws -> any Decoder { ProbeDecoder(probe: probe, path: child(key)) }
}

/// An array of one element.
private struct ProbeUnkeyed: UnkeyedDecodingContainer {
  let probe: FieldProbe
  let path: String
  var codingPath: [any CodingKey] { [] }
  var count: Int? { 1 }
  var currentIndex = 0
  var isAtEnd: Bool { currentIndex >= 1 }

  init(probe: FieldProbe, path: String) {
    self.probe = probe
    self.path = path
  }

  mutating func decodeNil() throws -> Bool { false }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    currentIndex += 1
    return try probe.value(type, at: path)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
    NestedKey
  > {
    currentIndex += 1
    return KeyedDecodingContainer(ProbeKeyed<NestedKey>(probe: probe, path: path))
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    currentIndex += 1
    return ProbeUnkeyed(probe: probe, path: path + "[]")
  }

  mutating func superDecoder() throws -> any Decoder {
    currentIndex += 1
    return ProbeDecoder(probe: probe, path: path)
  }
}
