import Foundation

/// Standard input, output and error, written as bytes so nothing is re-encoded or buffered twice.
enum Terminal {
  static func write(_ text: String) {
    write(Data(text.utf8))
  }

  static func write(_ data: Data) {
    FileHandle.standardOutput.write(data)
  }

  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Whether a file descriptor is an interactive terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }
}
