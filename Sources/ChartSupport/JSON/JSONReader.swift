/// The error a ``JSONReader`` throws, in its reader's own terms: the importers throw
/// `ChartModelError`, which names the place as an `InputLocation` and carries a typed remedy.
package protocol JSONReadingFailure: Error {
  /// How the failure names a place in the input.
  associatedtype Location
  /// What the user can do about a wrong value.
  associatedtype Remedy
  /// The place at `line` and `column` (1-based, in Unicode scalars) of `source`.
  static func location(source: String, line: Int, column: Int) -> Location
  /// A value that is present but wrong.
  static func invalidValue(_ location: Location, field: String, detail: String, remedy: Remedy?) -> Self
  /// A required member that is absent.
  static func missingField(_ location: Location, field: String) -> Self
}

/// Typed, path-aware access to a JSON object's members for importers, so every error names the
/// field (`series[0].points[3].y`) and its line and column.
package struct JSONReader<Failure: JSONReadingFailure> {
  package let document: JSONDocument
  package let value: JSONValue
  /// The path of `value` from the root, as users write it (`series[0].points`); "" for the root.
  package let path: String

  @inlinable package init(document: JSONDocument, value: JSONValue, path: String) {
    self.document = document
    self.value = value
    self.path = path
  }

  package init(document: JSONDocument) {
    self.init(document: document, value: document.root, path: "")
  }

  package var location: Failure.Location {
    let position = document.position(of: value)
    return Failure.location(source: document.source, line: position.line, column: position.column)
  }

  /// The path of a member of this object.
  @inlinable package func path(of key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  /// An error about this value, with the change of options that would fix it when there is one.
  package func invalid(_ detail: String, remedy: Failure.Remedy? = nil) -> Failure {
    .invalidValue(location, field: path.isEmpty ? "(root)" : path, detail: detail, remedy: remedy)
  }

  /// Requires this value to be an object whose keys are all in `allowed` (keys starting with `$`,
  /// such as `$schema` and `$comment`, are always allowed). An unknown key is an error that
  /// suggests the nearest allowed one, because a misspelt field silently ignored would change the
  /// description without anyone noticing.
  package func requireObject(allowedKeys allowed: [String]) throws(Failure) {
    guard case .object(let members) = value.kind else {
      throw invalid("expected an object, found \(value.typeDescription)")
    }
    for member in members where !allowed.contains(member.key) && !member.key.hasPrefix("$") {
      let field = JSONReader(document: document, value: member.value, path: path(of: member.key))
      var detail = "unknown field"
      if let suggestion = nearest(to: member.key, in: allowed) {
        detail += "; did you mean '\(suggestion)'?"
      } else {
        detail += "; the fields here are " + allowed.map { "'\($0)'" }.joined(separator: ", ")
      }
      throw Failure.invalidValue(field.location, field: field.path, detail: detail, remedy: nil)
    }
  }

  /// The member `key`, or `nil` when it is absent (a JSON `null` counts as present).
  @inlinable package func member(_ key: String) -> JSONReader? {
    value[key].map { JSONReader(document: document, value: $0, path: path(of: key)) }
  }

  /// The member `key`, which must be present.
  @inlinable package func required(_ key: String) throws(Failure) -> JSONReader {
    guard let member = member(key) else {
      throw Failure.missingField(location, field: path(of: key))
    }
    return member
  }

  @inlinable package func string() throws(Failure) -> String {
    guard case .string(let text) = value.kind else {
      throw invalid("expected a string, found \(value.typeDescription)")
    }
    return text
  }

  /// A string, or `nil` for JSON `null`.
  @inlinable package func optionalString() throws(Failure) -> String? {
    if case .null = value.kind { return nil }
    return try string()
  }

  @inlinable package func bool() throws(Failure) -> Bool {
    guard case .bool(let flag) = value.kind else {
      throw invalid("expected true or false, found \(value.typeDescription)")
    }
    return flag
  }

  @inlinable package func number() throws(Failure) -> Double {
    guard case .number(let number) = value.kind else {
      throw invalid("expected a number, found \(value.typeDescription)")
    }
    return number
  }

  @inlinable package func array() throws(Failure) -> [JSONReader] {
    guard case .array(let elements) = value.kind else {
      throw invalid("expected an array, found \(value.typeDescription)")
    }
    return elements.enumerated().map {
      JSONReader(document: document, value: $0.element, path: "\(path)[\($0.offset)]")
    }
  }

  /// A string that must be one of `choices`.
  package func choice<T: RawRepresentable & CaseIterable>(_: T.Type) throws(Failure) -> T
  where T.RawValue == String {
    let text = try string()
    guard let result = T(rawValue: text) else {
      let list = T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      throw invalid("'\(text)' is not one of \(list)")
    }
    return result
  }
}
