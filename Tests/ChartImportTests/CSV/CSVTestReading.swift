import ChartImport
import ChartModel
import Testing

/// Reading CSV text in tests, always two ways.
///
/// Each input is read in one piece, and one byte at a time through the reader's streaming path
/// (smallest buffer). Both must give the same chart or the same error, so every test also checks
/// that where the input is cut makes no difference.
enum CSVTestReading {
  static let source = "t.csv"

  /// The chart `text` gives.
  static func read(
    _ text: String, options: CSVOptions = CSVOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ChartDescriptor {
    try read(bytes: Array(text.utf8), options: options, sourceLocation: sourceLocation)
  }

  /// The chart `bytes` give.
  static func read(
    bytes: [UInt8], options: CSVOptions = CSVOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ChartDescriptor {
    let whole = Result { () throws(ChartModelError) in
      try CSVReader.read(bytes, source: source, options: options)
    }
    let pieces = Result { () throws(ChartModelError) in
      try CSVReader.read(
        pieces: bytes.map { [$0] }, source: source, options: options, bufferSize: 1)
    }
    #expect(
      whole == pieces, "read whole and read a byte at a time differ", sourceLocation: sourceLocation
    )
    return try whole.get()
  }

  /// The description of the error `bytes` give, or `nil` when they read without one.
  static func error(
    bytes: [UInt8], options: CSVOptions = CSVOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> String? {
    do {
      _ = try read(bytes: bytes, options: options, sourceLocation: sourceLocation)
      return nil
    } catch {
      return String(describing: error)
    }
  }
}
