import ChartVoiceTestSupport
import Foundation
import Testing

/// The publishing example of `docs/publishing.md` is what the command makes now: the fragment,
/// the plain HTML page and the Markdown page (`make docs-example` writes them).
@Suite struct DocsExampleTests {
  static let examples = RepositoryPaths.root.appendingPathComponent("docs/examples")

  @Test func theCommittedExampleIsWhatTheCommandMakes() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      RepositoryPaths.root.appendingPathComponent("scripts/docs-example.sh").path, "--check",
      try RunExecutable.chartvoiceURL().path,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(message)")
  }

  /// The fragment sits in each page as it is: in the Markdown page as one HTML block between
  /// blank lines, in the HTML page inside `<main>`.
  @Test func theFragmentIsInBothPages() throws {
    let fragment = try String(contentsOf: Self.examples.appendingPathComponent("monthly-revenue.html"), encoding: .utf8)
    #expect(HTMLStructure(fragment).problems.isEmpty)
    #expect(fragment.hasPrefix("<figure ") && fragment.hasSuffix("</figure>\n"))
    let markdown = try String(contentsOf: Self.examples.appendingPathComponent("page.md"), encoding: .utf8)
    #expect(markdown.contains("\n\n" + fragment + "\n"))
    let page = try String(contentsOf: Self.examples.appendingPathComponent("page.html"), encoding: .utf8)
    #expect(page.contains("<main>\n") && page.contains(fragment + "</main>\n"))
    let guide = try String(
      contentsOf: RepositoryPaths.root.appendingPathComponent("docs/publishing.md"), encoding: .utf8)
    #expect(guide.contains("```html\n" + fragment + "```\n"))
  }
}
