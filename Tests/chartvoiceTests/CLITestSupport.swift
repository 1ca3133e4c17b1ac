import ChartVoiceTestSupport
import Foundation
import Testing

extension Tag {
  /// Tests that need espeak-ng installed (the `speak` and `voices` commands).
  @Tag static var espeak: Self
}

/// Shared helpers of the end-to-end tests: each runs the built `chartvoice` binary.
enum CLI {
  /// Runs `chartvoice` with `arguments`; see ``RunExecutable/chartvoice(_:stdin:stdinHandle:workingDirectory:environment:stdout:executable:timeout:)``.
  static func run(
    _ arguments: [String], stdin: Data? = nil, in directory: URL? = nil,
    environment: [String: String?] = [:], stdout: FileHandle? = nil, executable: URL? = nil,
    timeout: TimeInterval = 60, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ExecutableResult {
    let result = try RunExecutable.chartvoice(
      arguments, stdin: stdin, workingDirectory: directory, environment: environment,
      stdout: stdout, executable: executable, timeout: timeout)
    #expect(
      !result.timedOut, "'chartvoice \(arguments.joined(separator: " "))' timed out",
      sourceLocation: sourceLocation)
    #expect(
      result.status < 128, "crashed: \(result.stderr.prefix(400))",
      sourceLocation: sourceLocation)
    return result
  }

  /// Whether espeak-ng works for the built binary: `chartvoice voices` lists at least one voice.
  static let espeakIsAvailable: Bool = {
    guard let result = try? RunExecutable.chartvoice(["voices"], timeout: 30) else { return false }
    return result.status == 0 && result.stdoutText.split(separator: "\n").count > 1
  }()

  /// `Examples/<name>`.
  static func example(_ name: String) -> String {
    RepositoryPaths.examples.appendingPathComponent(name).path
  }

  /// The file names in `Examples/`, sorted.
  static let exampleNames: [String] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.examples.path)) ?? []
    return names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".csv") || $0.hasSuffix(".tsv") }
      .sorted()
  }()

  /// The bytes of `Examples/<name>`.
  static func exampleData(_ name: String) throws -> Data {
    try Data(contentsOf: RepositoryPaths.examples.appendingPathComponent(name))
  }
}

/// A fresh empty folder for one test, removed when the value is released.
final class TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("chartvoiceTests-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// `url/name`.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// Writes `text` to `name` in the folder.
  func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: url.appendingPathComponent(name))
  }

  /// The names in the folder, hidden ones included, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}

// MARK: - Expectations

/// Checks a usage error: exit 64, nothing on standard output, and the three parts on standard
/// error (`Error: …`, the usage line, possibly wrapped, and where help is).
///
/// - Returns: The message after `Error: `.
@discardableResult
func expectUsageError(
  _ result: ExecutableResult, command: String,
  sourceLocation: SourceLocation = #_sourceLocation
) -> String {
  #expect(result.status == 64, "exit status", sourceLocation: sourceLocation)
  #expect(
    result.stdout.isEmpty, "\(result.stdout.count) bytes on standard output",
    sourceLocation: sourceLocation)
  let lines = result.stderrLines
  let commandName = command.isEmpty ? "chartvoice" : "chartvoice \(command)"
  guard lines.count >= 3, lines[0].hasPrefix("Error: ") else {
    Issue.record(
      "not a three-part usage error: \(result.stderr.prefix(600))",
      sourceLocation: sourceLocation)
    return ""
  }
  #expect(
    lines[1].hasPrefix("Usage: \(commandName)"), "usage line: \(lines[1])",
    sourceLocation: sourceLocation)
  // Continuation lines of a wrapped usage line are indented to line up under the command.
  for line in lines.dropFirst(2).dropLast() {
    #expect(
      line.hasPrefix("       "), "usage continuation: \(line)", sourceLocation: sourceLocation)
  }
  #expect(
    lines.last == "  See '\(commandName) --help' for more information.",
    sourceLocation: sourceLocation)
  // The message is one line however long; the usage line is wrapped to 100 columns.
  for line in lines.dropFirst() {
    #expect(
      line.count <= 100, "line of \(line.count) characters: \(line)",
      sourceLocation: sourceLocation)
  }
  return String(lines[0].dropFirst("Error: ".count))
}

/// Checks a runtime failure: exit 1, nothing on standard output, exactly one line on standard
/// error.
///
/// - Returns: That line.
@discardableResult
func expectFailure(
  _ result: ExecutableResult, sourceLocation: SourceLocation = #_sourceLocation
) -> String {
  #expect(
    result.status == 1, "exit status; stderr: \(result.stderr.prefix(400))",
    sourceLocation: sourceLocation)
  #expect(
    result.stdout.isEmpty, "\(result.stdout.count) bytes on standard output",
    sourceLocation: sourceLocation)
  #expect(
    result.stderrLines.count == 1,
    "\(result.stderrLines.count) lines on standard error: \(result.stderr.prefix(600))",
    sourceLocation: sourceLocation)
  return String(result.stderrLines.first ?? "")
}

/// Checks a success: exit 0 and nothing on standard error.
func expectSuccess(
  _ result: ExecutableResult, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    result.status == 0, "exit status; stderr: \(result.stderr.prefix(600))",
    sourceLocation: sourceLocation)
  #expect(
    result.stderr.isEmpty, "standard error: \(result.stderr.prefix(600))",
    sourceLocation: sourceLocation)
}
