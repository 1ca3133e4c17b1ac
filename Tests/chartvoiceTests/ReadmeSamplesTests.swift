import ChartVoiceTestSupport
import Foundation
import Testing

/// The README shows what chartvoice says; these tests run the binary and compare, so a sample
/// output in the README is never a sentence the tool no longer says (or never said).
@Suite struct ReadmeSamplesTests {
  static let readme: String = {
    let url = RepositoryPaths.root.appendingPathComponent("README.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// Lines of the fenced code blocks of the README, each block whole.
  static var codeBlocks: [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in readme.components(separatedBy: "\n") {
      if line.hasPrefix("```") {
        if let block = current {
          blocks.append(block)
          current = nil
        } else {
          current = []
        }
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// Runs chartvoice from the repository root, as the README's commands are written.
  static func output(_ arguments: [String]) throws -> String {
    let result = try CLI.run(arguments, in: RepositoryPaths.root)
    #expect(result.status == 0, "chartvoice \(arguments.joined(separator: " ")): \(result.stderr.prefix(300))")
    return result.stdoutText
  }

  static func words(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The summary under "`make demo` prints the summary it spoke" is `describe --level summary`.
  @Test func demoSummaryIsTheBinarysOutput() throws {
    let marker = "`make demo` prints the summary it spoke:"
    let after = try #require(Self.readme.range(of: marker)).upperBound
    let rest = Self.readme[after...]
    let open = try #require(rest.range(of: "```\n"))
    let close = try #require(rest[open.upperBound...].range(of: "```"))
    let shown = String(rest[open.upperBound..<close.lowerBound])
    let actual = try Self.output(["describe", "Examples/monthly-revenue.json", "--level", "summary"])
    #expect(Self.words(shown) == Self.words(actual))
  }

  /// Every `$ chartvoice describe Examples/…` sample: its lines appear in the real output, in
  /// order; a line of "…" stands for lines left out.
  @Test func describeSamplesAreTheBinarysOutput() throws {
    var checked = 0
    for block in Self.codeBlocks {
      var index = 0
      while index < block.count {
        let line = block[index]
        index += 1
        guard line.hasPrefix("$ chartvoice describe Examples/") else { continue }
        var shown: [String] = []
        while index < block.count, !block[index].hasPrefix("$ ") {
          shown.append(block[index])
          index += 1
        }
        let arguments = line.dropFirst("$ chartvoice ".count).split(separator: " ").map(String.init)
        let actual = try Self.output(arguments).components(separatedBy: "\n")
        var position = 0
        for expected in shown where expected.trimmingCharacters(in: .whitespaces) != "…" && !expected.isEmpty {
          guard let found = actual[position...].firstIndex(of: expected) else {
            Issue.record("README: '\(line)' shows a line chartvoice does not print:\n  \(expected)")
            break
          }
          position = found + 1
        }
        checked += 1
      }
    }
    #expect(checked >= 2)
  }

  /// The Languages table's alt text per locale is what `--level alt --locale xx` prints.
  @Test func languageTableAltTextsAreTheBinarysOutput() throws {
    var checked = 0
    for line in Self.readme.components(separatedBy: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 4, cells[2].hasPrefix("`") else { continue }
      let locale = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      let actual = try Self.output(["describe", "Examples/monthly-revenue.json", "--level", "alt", "--locale", locale])
      #expect(Self.words(actual) == Self.words(cells[3]), "README alt text for \(locale)")
      checked += 1
    }
    #expect(checked == 10)
  }
}
