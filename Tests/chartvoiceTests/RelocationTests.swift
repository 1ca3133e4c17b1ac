import ChartVoiceTestSupport
import Foundation
import Testing

/// A `chartvoice` binary copied away from its build folder either still finds the phrase files or
/// says clearly that it cannot; it never crashes.
@Suite struct RelocationTests {
  static let arguments = ["describe", CLI.example("monthly-revenue.json"), "--level", "alt"]

  let directory: TemporaryDirectory
  let binary: URL

  /// Copies the built binary into a fresh folder.
  init() throws {
    directory = try TemporaryDirectory()
    binary = directory.url.appendingPathComponent("chartvoice")
    try FileManager.default.copyItem(at: try RunExecutable.chartvoiceURL(), to: binary)
  }

  /// Runs the copy in its folder with `CHARTVOICE_LOCALES_DIR` set to `locales`, or unset.
  func runCopy(locales: String?) throws -> ExecutableResult {
    try CLI.run(
      Self.arguments, in: directory.url, environment: ["CHARTVOICE_LOCALES_DIR": locales],
      executable: binary)
  }

  @Test func withoutTheEnvironmentVariableItWorksOrSaysWhy() throws {
    let result = try runCopy(locales: nil)
    if result.status == 0 {
      #expect(result.stdoutText.hasPrefix("Line chart of revenue"))
    } else {
      let line = expectFailure(result)
      #expect(line.contains("cannot find the phrase files"), "\(line)")
      #expect(line.contains("CHARTVOICE_LOCALES_DIR"), "\(line)")
    }
  }

  @Test func withTheEnvironmentVariableItWorks() throws {
    let result = try runCopy(locales: RepositoryPaths.locales.path)
    expectSuccess(result)
    #expect(result.stdout == (try CLI.run(Self.arguments)).stdout)
  }

  /// The error path, forced: the variable names a folder without phrase files.
  @Test func anEmptyPhraseFolderIsAClearFailure() throws {
    let empty = try TemporaryDirectory()
    let line = expectFailure(try runCopy(locales: empty.url.path))
    #expect(line.hasPrefix("Error: cannot find the phrase files"), "\(line)")
    #expect(line.contains(empty.url.path), "\(line)")
  }
}
