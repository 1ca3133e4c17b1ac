import Foundation

/// Standard input, output and error, written as bytes so nothing is re-encoded or buffered twice.
enum Terminal {
  static func write(_ text: String) throws(CLIError) {
    try write(Data(text.utf8))
  }

  /// Writes to standard output.
  ///
  /// - Throws: A failure (exit 1) when standard output cannot take the bytes (a full disk, a
  ///   closed terminal), where `FileHandle.write(_:)` would trap.
  static func write(_ data: Data) throws(CLIError) {
    do {
      try FileHandle.standardOutput.write(contentsOf: data)
    } catch {
      throw CLIError.failure("Error: cannot write to standard output: \(InputOptions.describe(error))")
    }
  }

  /// Writes to standard error; if even that fails, there is nowhere left to say so.
  static func writeError(_ text: String) {
    try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
  }

  /// Whether a file descriptor is an interactive terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }
}
