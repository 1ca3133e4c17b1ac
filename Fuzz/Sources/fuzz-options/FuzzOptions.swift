import ChartModel
import Foundation
import FuzzSupport

// The command line of `chartvoice`, compiled into this target from the CLI's own sources (the
// `CLI` link; `main.swift` left out): the executable is no library a package could depend on.

/// A command line: the input's NUL-separated words (the first names the subcommand). It is
/// parsed as `chartvoice` parses it and every option reader runs on the result; nothing is read,
/// written or played. Each command line must parse or be a `CLIError` whose message is one
/// visible line; usage errors and help render without a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOptions(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  let words = text.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
  guard !words.isEmpty else { return 0 }
  do {
    switch try ChartVoiceCommand.parse(words) {
    case .show(let text):
      precondition(!text.isEmpty, "empty help")
    case .run(let command, let parsed):
      try readEveryOption(parsed, spec: command.spec)
    }
  } catch {
    // One line, and nothing a terminal acts on (a tab is only a wide space).
    let line = error.line
    precondition(
      !line.unicodeScalars.contains { VisibleText.isControl($0) && $0 != "\t" }, "raw error: \(line)")
    if case .usage(_, let name) = error {
      let spec = ChartVoiceCommand.subcommands.first { $0.spec.name == name }?.spec ?? ChartVoiceCommand.mainSpec
      _ = HelpText.usageError(line, spec: spec)
    }
  }
  return 0
}

/// The readers the subcommands call on their options before they do anything.
func readEveryOption(_ parsed: ParsedArguments, spec: CommandSpec) throws(CLIError) {
  let names = Set(spec.allOptions.map(\.name))
  if names.contains("max-input-mb") { _ = try InputOptions.settings(parsed, command: spec.name) }
  if names.contains("pitch-range") { _ = try AudioOptions.style(parsed, command: spec.name) }
  if names.contains("bucket") { _ = try AnalysisOptions.policy(parsed, command: spec.name) }
  if names.contains("rate") { _ = parsed.value(Speak.rate) }
  if names.contains("verbosity") { _ = parsed.valueOrDefault(LevelOption.verbosity) }
}

@_cdecl("fuzz_options_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  Exercise.runDriver(argc, argv, fuzzOptions)
}
