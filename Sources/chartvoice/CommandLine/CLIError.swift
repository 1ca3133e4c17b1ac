/// An error the command line reports, with the exit code it causes.
///
/// Usage errors (exit 64) print three parts on standard error, as swift-argument-parser does:
/// `Error: …`, the usage line, and where to find help. Runtime failures (exit 1) print one line.
enum CLIError: Error, Equatable {
  /// The command line itself is wrong: an unknown option, a missing or invalid value.
  case usage(String, command: String)
  /// The command could not do its work: unreadable input, bad data, espeak-ng failure.
  case failure(String)
}

/// Process exit codes, as swift-argument-parser and sysexits.h define them.
enum ExitCode: Int32 {
  case success = 0
  case failure = 1
  /// EX_USAGE: the command was used incorrectly.
  case usage = 64
}
