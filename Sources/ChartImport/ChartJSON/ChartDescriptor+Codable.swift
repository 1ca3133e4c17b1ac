import ChartModel
internal import ChartSupport
import Foundation

/// A chart is encoded and decoded as chart JSON (`docs/chart-json.md`): decoding reads with
/// ``ChartJSONReader`` and encoding writes with ``ChartJSONWriter``, so there is one definition of
/// the format, with the reader's checks and messages.
///
///     let chart = try JSONDecoder().decode(ChartDescriptor.self, from: data)
///     let data = try JSONEncoder().encode(chart)
///
/// The conformance lives with the reader and the writer, in ChartImport, since the model knows no
/// format; import ChartImport to use it.
extension ChartDescriptor: Codable {
  /// Reads a chart from chart JSON at the decoder's current value.
  ///
  /// - Throws: `DecodingError.dataCorrupted` whose underlying error is the reader's
  ///   ``ChartModel/ChartModelError``, naming the field at fault.
  /// - Complexity: O(*n*) in the JSON's size, plus the reader's sorting.
  public init(from decoder: any Decoder) throws {
    let tree = try JSONTree(from: decoder)
    let bytes = Array(tree.value.serialized().utf8)
    do {
      self = try ChartJSONReader.read(bytes, source: "<chart JSON>")
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "\(error)", underlyingError: error))
    }
  }

  /// Writes the chart as chart JSON (what ``ChartJSONWriter`` writes: notices, buckets and
  /// intervals are not part of the format).
  ///
  /// - Complexity: O(*n*) in the points.
  public func encode(to encoder: any Encoder) throws {
    try JSONTree(ChartJSONWriter.json(self)).encode(to: encoder)
  }
}

/// Any JSON value, carried through a `Decoder` or an `Encoder` as it is (objects keep the writer's
/// member order when encoded; decoded members are sorted by key, which chart JSON ignores).
private struct JSONTree: Codable {
  var value: JSONOutput

  init(_ value: JSONOutput) { self.value = value }

  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      var elements: [JSONOutput] = []
      while !array.isAtEnd { elements.append(try array.decode(JSONTree.self).value) }
      value = .array(elements)
    } else if let object = try? decoder.container(keyedBy: Key.self) {
      value = .object(
        try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map { key in
          (key.stringValue, try object.decode(JSONTree.self, forKey: key).value)
        })
    } else {
      let single = try decoder.singleValueContainer()
      if single.decodeNil() {
        value = .null
      } else if let bool = try? single.decode(Bool.self) {
        value = .bool(bool)
      } else if let number = try? single.decode(Double.self) {
        value = .number(number)
      } else {
        value = .string(try single.decode(String.self))
      }
    }
  }

  func encode(to encoder: any Encoder) throws {
    switch value {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let bool):
      var single = encoder.singleValueContainer()
      try single.encode(bool)
    case .number(let number):
      var single = encoder.singleValueContainer()
      if number.isFinite { try single.encode(number) } else { try single.encodeNil() }
    case .string(let text):
      var single = encoder.singleValueContainer()
      try single.encode(text)
    case .array(let elements):
      var array = encoder.unkeyedContainer()
      for element in elements { try array.encode(JSONTree(element)) }
    case .object(let members):
      var object = encoder.container(keyedBy: Key.self)
      for (key, member) in members { try object.encode(JSONTree(member), forKey: Key(stringValue: key)) }
    }
  }
}
