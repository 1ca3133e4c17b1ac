/// Encodes an `Encodable` value as a ``JSONOutput`` tree, keeping object members in the order
/// they are encoded (a synthesized conformance encodes in declaration order), so that the text
/// ``JSONOutput/serialized(pretty:)`` writes is stable: integers without a fraction, other
/// numbers in their shortest round-trip form, non-finite numbers as `null`.
///
/// An absent optional (`encodeIfPresent`) writes no member; `encode(Optional<T>.none)` writes
/// `null`. Keyed containers taken twice from one encoder add to the same object, so a type can
/// flatten another's members into its own.
package enum JSONOutputEncoder {
  /// The value as a JSON tree.
  ///
  /// - Complexity: O(*n*) in the size of the value.
  package static func encode(_ value: some Encodable) throws -> JSONOutput {
    let node = Node()
    try value.encode(to: NodeEncoder(node: node, codingPath: []))
    return node.output
  }
}

/// One value being built: a leaf, an object or an array.
private final class Node {
  enum Content {
    case unset
    case leaf(JSONOutput)
    case object([(String, Node)])
    case array([Node])
  }
  var content = Content.unset

  var output: JSONOutput {
    switch content {
    case .unset: .object([])
    case .leaf(let value): value
    case .object(let members): .object(members.map { ($0.0, $0.1.output) })
    case .array(let elements): .array(elements.map(\.output))
    }
  }

  func addMember(_ key: String) -> Node {
    let child = Node()
    if case .object(var members) = content {
      members.append((key, child))
      content = .object(members)
    } else {
      content = .object([(key, child)])
    }
    return child
  }

  func addElement() -> Node {
    let child = Node()
    if case .array(var elements) = content {
      elements.append(child)
      content = .array(elements)
    } else {
      content = .array([child])
    }
    return child
  }

  var count: Int {
    if case .array(let elements) = content { return elements.count }
    return 0
  }

  func becomeObject() {
    if case .object = content { return }
    content = .object([])
  }

  func becomeArray() {
    if case .array = content { return }
    content = .array([])
  }

  /// Stores a value: a primitive as a leaf, anything else through its own `encode(to:)`.
  func store(_ value: some Encodable, codingPath: [any CodingKey]) throws {
    switch value {
    case let flag as Bool: content = .leaf(.bool(flag))
    case let number as Double: content = .leaf(.number(number))
    case let number as Float: content = .leaf(.number(Double(number)))
    case let number as Int: content = .leaf(.number(Double(number)))
    case let text as String: content = .leaf(.string(text))
    default: try value.encode(to: NodeEncoder(node: self, codingPath: codingPath))
    }
  }
}

private struct NodeEncoder: Encoder {
  let node: Node
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.becomeObject()
    return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.becomeArray()
    return UnkeyedContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleContainer(node: node, codingPath: codingPath)
  }
}

private struct IndexKey: CodingKey {
  var intValue: Int?
  var stringValue: String { "\(intValue ?? 0)" }
  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: Node
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws { node.addMember(key.stringValue).content = .leaf(.null) }

  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    try node.addMember(key.stringValue).store(value, codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    NodeEncoder(node: node.addMember(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    NodeEncoder(node: node.addMember(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { NodeEncoder(node: node, codingPath: codingPath) }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    NodeEncoder(node: node.addMember(key.stringValue), codingPath: codingPath + [key])
  }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
  let node: Node
  let codingPath: [any CodingKey]
  var count: Int { node.count }

  mutating func encodeNil() throws { node.addElement().content = .leaf(.null) }

  mutating func encode(_ value: some Encodable) throws {
    let key = IndexKey(intValue: count)
    try node.addElement().store(value, codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
    NestedKey
  > {
    let key = IndexKey(intValue: count)
    return NodeEncoder(node: node.addElement(), codingPath: codingPath + [key]).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let key = IndexKey(intValue: count)
    return NodeEncoder(node: node.addElement(), codingPath: codingPath + [key]).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    let key = IndexKey(intValue: count)
    return NodeEncoder(node: node.addElement(), codingPath: codingPath + [key])
  }
}

private struct SingleContainer: SingleValueEncodingContainer {
  let node: Node
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { node.content = .leaf(.null) }

  mutating func encode(_ value: some Encodable) throws { try node.store(value, codingPath: codingPath) }
}
