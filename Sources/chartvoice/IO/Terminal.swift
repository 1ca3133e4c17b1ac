import ChartModel
import Foundation

/// Standard input, output and error, written as bytes so nothing is re-encoded or buffered twice.
enum Terminal {
  /// Writes text to standard output with its control characters made visible (`\u001B`):
  /// whatever a chart holds, the terminal shows it rather than obeys it. JSON is unchanged by
  /// this (it escapes control characters itself, and `\u007F` means U+007F in a JSON string).
  static func write(_ text: String) throws(CLIError) {
    try write(Data(VisibleText.escaping(text).utf8))
  }

  /// Writes text as it is: only for the terminal controls chartvoice itself sends (`explore`'s
  /// status line), around chart text already made visible.
  static func writeRaw(_ text: String) throws(CLIError) {
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
      throw CLIError.failure("cannot write to standard output: \(InputOptions.describe(error))")
    }
  }

  /// Writes to standard error; if even that fails, there is nowhere left to say so.
  /// Control characters in the text (an error quoting the input) are made visible, and a quote
  /// of the input is cut to 200 characters (``InputQuote/cutQuotes(in:)``).
  static func writeError(_ text: String) {
    let visible = InputQuote.cutQuotes(in: VisibleText.escaping(text))
    try? FileHandle.standardError.write(contentsOf: Data(visible.utf8))
  }

  /// Whether a file descriptor is an interactive terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }
}
