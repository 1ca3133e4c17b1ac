import ChartModel

/// One record of Vega-Lite data: named fields, possibly nested.
///
/// A record keeps the fields set on it apart from fields it shares with the record it was made
/// from, so that a `fold` of *k* fields of a record of *w* fields makes *k* records of two own
/// fields each over one shared dictionary — O(*k* + *w*) memory, not O(*k* · *w*):
///
///     let source: VLRecord = ["a": .number(1), "b": .number(2)]
///     let folded = source.sharing(["key": .string("a"), "value": .number(1)])
///     folded["b"]          // .number(2), read from the shared fields
///     folded.ownFieldCount // 2
struct VLRecord: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  /// Fields set on this record; they hide a shared field of the same name.
  private var own: [String: VLValue]
  /// Fields shared, unchanged, with the record this one was made from (and its siblings): one
  /// dictionary's storage, reference-counted, never copied per record.
  private var shared: [String: VLValue]

  init() {
    own = [:]
    shared = [:]
  }

  init(minimumCapacity: Int) {
    own = Dictionary(minimumCapacity: minimumCapacity)
    shared = [:]
  }

  init(dictionaryLiteral elements: (String, VLValue)...) {
    own = Dictionary(elements, uniquingKeysWith: { $1 })
    shared = [:]
  }

  /// A record of `fields` (an object value), shared rather than copied.
  ///
  /// - Complexity: O(1).
  init(_ fields: [String: VLValue]) {
    own = [:]
    shared = fields
  }

  private init(own: [String: VLValue], shared: [String: VLValue]) {
    self.own = own
    self.shared = shared
  }

  /// The value of a field; `nil` when the record has no such field.
  ///
  /// - Complexity: O(1) expected.
  subscript(key: String) -> VLValue? {
    get { own[key] ?? shared[key] }
    set {
      if let newValue {
        own[key] = newValue
      } else {
        own[key] = nil
        if shared[key] != nil { shared[key] = nil }
      }
    }
  }

  /// The number of distinct fields.
  ///
  /// - Complexity: O(own fields).
  var count: Int { shared.count + own.keys.lazy.filter { shared[$0] == nil }.count }

  /// The fields set on this record itself, not shared: what it costs beyond its source.
  var ownFieldCount: Int { own.count }

  /// Every field, as one dictionary (a `datum` in an expression, an `argmax` object).
  ///
  /// - Complexity: O(1) when nothing is shared or nothing is own, else O(fields).
  var fields: [String: VLValue] {
    if shared.isEmpty { return own }
    if own.isEmpty { return shared }
    return shared.merging(own) { $1 }
  }

  /// A record with this one's fields, shared rather than copied, under `fields` of its own.
  ///
  /// - Complexity: O(`fields`) when this record's fields are all own or all shared; otherwise
  ///   O(fields) once — call it on a record and reuse the result's ``fields`` for siblings, as
  ///   ``sharing(_:with:)`` does.
  func sharing(_ fields: [String: VLValue]) -> VLRecord {
    VLRecord(own: fields, shared: self.fields)
  }

  /// A record of `fields` over the already merged `base` (from ``fields``), so siblings made
  /// from one source share one dictionary.
  ///
  /// - Complexity: O(`fields`).
  static func sharing(_ fields: [String: VLValue], with base: [String: VLValue]) -> VLRecord {
    VLRecord(own: fields, shared: base)
  }

  static func == (a: VLRecord, b: VLRecord) -> Bool { a.fields == b.fields }

  func hash(into hasher: inout Hasher) { hasher.combine(fields) }
}
