package import ChartSupport

// How JSON readers (the importers, the phrase-file loader) report problems: as `ChartModelError`s
// that name the place in the input, with a typed remedy.

/// Typed, path-aware access to a JSON value, throwing ``ChartModelError``.
package typealias JSONFieldReader = JSONReader<ChartModelError>

extension ChartModelError: JSONReadingFailure {
  package static func location(source: String, line: Int, column: Int) -> InputLocation {
    InputLocation(source: source, line: line, column: column)
  }
}

extension JSONDocument {
  /// Parses `bytes` as one JSON value.
  ///
  /// - Throws: ``ChartModelError/malformedInput(_:detail:)`` at the first syntax error, duplicate
  ///   key, number outside `Double`'s range, invalid UTF-8 or nesting deeper than
  ///   ``JSONDocument/maximumDepth``.
  /// - Complexity: O(*n*) in the input's length.
  package init(bytes: [UInt8], source: String) throws(ChartModelError) {
    do {
      try self.init(parsing: bytes, source: source)
    } catch {
      let position = JSONDocument.position(ofOffset: error.offset, in: bytes)
      throw ChartModelError.malformedInput(
        InputLocation(source: source, line: position.line, column: position.column), detail: error.message)
    }
  }

  /// The line and column (in Unicode scalars, both 1-based) of a value.
  package func location(of value: JSONValue) -> InputLocation {
    let position = position(of: value)
    return InputLocation(source: source, line: position.line, column: position.column)
  }
}
