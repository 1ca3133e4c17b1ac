import ChartModel

/// An error the command line reports, with the exit code it causes.
///
/// Usage errors (exit 64) print three parts on standard error, as swift-argument-parser does:
/// `Error: …`, the usage line, and where to find help. Runtime failures (exit 1) print one line.
/// Only ``ChartVoiceCommand/report(_:spec:)`` prints them, so the messages carry no prefix.
enum CLIError: Error, Equatable {
  /// The command line itself is wrong: an unknown option, a missing or invalid value.
  case usage(String, command: String)
  /// The command could not do its work: unreadable input, espeak-ng failure. Printed as
  /// `Error: <message>`.
  case failure(String)
  /// A problem at a place in an input, already in compiler style (`sales.csv:14:7: error: …`),
  /// printed as it is.
  case located(String)

  /// The one line a runtime failure prints (without its line end); a usage error's first line.
  /// Control characters a message quotes from the input or the command line, line feeds
  /// included, are made visible (`\u000A`), so it stays one line and the terminal obeys none.
  var line: String {
    switch self {
    case .usage(let message, _), .failure(let message):
      "Error: " + VisibleText.escaping(message, keepingLineFeeds: false)
    case .located(let message): VisibleText.escaping(message, keepingLineFeeds: false)
    }
  }
}

/// Process exit codes, as swift-argument-parser and sysexits.h define them.
enum ExitCode: Int32 {
  case success = 0
  case failure = 1
  /// EX_USAGE: the command was used incorrectly.
  case usage = 64
}
