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

  /// Every `$ chartvoice …` line of a code block with the lines shown after it, up to the next
  /// command or the end of the block.
  static var commandSamples: [(line: String, shown: [String])] {
    var samples: [(line: String, shown: [String])] = []
    for block in codeBlocks {
      for line in block {
        if line.hasPrefix("$ chartvoice ") {
          samples.append((line, []))
        } else if line.hasPrefix("$ ") {
          samples.append(("", []))
        } else if !samples.isEmpty {
          samples[samples.count - 1].shown.append(line)
        }
      }
      samples.append(("", []))
    }
    return samples.filter { !$0.line.isEmpty }
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
    for (line, shown) in Self.commandSamples where line.hasPrefix("$ chartvoice describe Examples/") {
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

  /// The files behind the README's error and notice samples, which the README names but does
  /// not show: each written so that the sample's message is what it must produce (line 7,
  /// column 14 holds "n/a"; line 12, column 5 the regression; two rows repeat 2024-03-01).
  static let sampleInputs: [String: String] = [
    "broken.json": """
    {
      "series": [{
        "points": [
          { "x": 1, "y": 2 },
          { "x": 2, "y": 3 },
          { "x": 3,
            "y": "n/a" }
        ]
      }]
    }

    """,
    "trend.vl.json": """
    {
      "$schema": "https://vega.github.io/schema/vega-lite/v5.json",
      "data": {
        "values": [
          {"year": 2020, "sales": 10},
          {"year": 2021, "sales": 12},
          {"year": 2022, "sales": 15}
        ]
      },
      "mark": "line",
      "transform": [
        {"regression": "sales", "on": "year"}
      ],
      "encoding": {
        "x": {"field": "year", "type": "quantitative"},
        "y": {"field": "sales", "type": "quantitative"}
      }
    }

    """,
    "sales.csv": "date,sales\n2024-02-01,5\n2024-03-01,7\n2024-03-01,9\n2024-03-01,8\n2024-04-01,6\n",
  ]

  /// Every `$ chartvoice describe <file>` sample whose file is not in the repository (the error
  /// and notice samples): its lines are what the binary prints on standard error, exactly.
  @Test func errorAndNoticeSamplesAreTheBinarysOutput() throws {
    let directory = try TemporaryDirectory()
    for (name, text) in Self.sampleInputs {
      try text.write(to: directory.url.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    var checked = 0
    for (line, shown) in Self.commandSamples
    where line.hasPrefix("$ chartvoice describe ") && !line.hasPrefix("$ chartvoice describe Examples/") {
      let arguments = line.dropFirst("$ chartvoice ".count).split(separator: " ").map(String.init)
      let name = try #require(arguments.dropFirst().first)
      #expect(Self.sampleInputs[name] != nil, "README sample '\(line)' has no input in sampleInputs")
      let result = try CLI.run(arguments, in: directory.url)
      #expect(result.stderrLines.map(String.init) == shown, "README: '\(line)'")
      checked += 1
    }
    #expect(checked == Self.sampleInputs.count)
  }

  /// The `explore` session: its point lines are the keys `l` pressed one fewer times than there
  /// are points shown, and a last line that is no point is the `t` key's answer.
  @Test func exploreSampleIsTheBinarysOutput() throws {
    let block = try #require(Self.codeBlocks.first { $0.first?.hasPrefix("$ chartvoice explore Examples/") == true })
    let shown = Array(block.dropFirst())
    let points = shown.filter { $0.firstMatch(#"^\d+ of \d+, "#) != nil }.count
    let keys =
      String(repeating: "l", count: points - 1) + (shown.last?.firstMatch(#"^\d+ of \d+, "#) == nil ? "t" : "") + "q"
    let arguments =
      block[0].dropFirst("$ chartvoice ".count).split(separator: " ").map(String.init) + ["--no-speech", "--no-tones"]
    let result = try CLI.run(arguments, stdin: Data(keys.utf8), in: RepositoryPaths.root)
    #expect(result.status == 0)
    let actual = result.stdoutText.components(separatedBy: "\n").filter { !$0.isEmpty }
    #expect(Array(actual.prefix(shown.count)) == shown)
  }

  /// The JSON output sample is shortened but never changed: every key it shows is in the real
  /// output of `describe Examples/monthly-revenue.json --format json`, with the same value.
  @Test func jsonSampleIsPartOfTheBinarysOutput() throws {
    let marker = "`chartvoice describe --format json` prints"
    let after = try #require(Self.readme.range(of: marker)).upperBound
    let rest = Self.readme[after...]
    let open = try #require(rest.range(of: "```\n"))
    let close = try #require(rest[open.upperBound...].range(of: "```"))
    let shown = try JSONSerialization.jsonObject(with: Data(rest[open.upperBound..<close.lowerBound].utf8))
    let output = try Self.output(["describe", "Examples/monthly-revenue.json", "--format", "json"])
    let actual = try JSONSerialization.jsonObject(with: Data(output.utf8))
    var differences: [String] = []
    Self.compare(shown, actual, path: "", into: &differences)
    #expect(differences.isEmpty, "README JSON sample: \(differences.joined(separator: "; "))")
  }

  /// Records where `shown` is not part of `actual`: objects by key, arrays item by item.
  static func compare(_ shown: Any, _ actual: Any, path: String, into differences: inout [String]) {
    switch (shown, actual) {
    case (let a as [String: Any], let b as [String: Any]):
      for (key, value) in a {
        guard let other = b[key] else {
          differences.append("\(path).\(key) missing")
          continue
        }
        compare(value, other, path: path + "." + key, into: &differences)
      }
    case (let a as [Any], let b as [Any]):
      if a.count > b.count { differences.append("\(path) has \(b.count) items, not \(a.count)") }
      for (index, (x, y)) in zip(a, b).enumerated() { compare(x, y, path: "\(path)[\(index)]", into: &differences) }
    case (let a as NSObject, let b as NSObject):
      if a != b { differences.append("\(path): \(a) is \(b)") }
    default:
      differences.append("\(path): different types")
    }
  }
}
