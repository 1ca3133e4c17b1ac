import ChartAudio
import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartImport
@testable import chartvoice

/// The README's table of limits on untrusted input states each limit the code enforces, with the
/// number the code uses (issue 13).
extension BadInputTableTests {
  /// The rows of the README's limits table: first cell, second cell.
  static func readmeLimits() throws -> [(input: String, limit: String)] {
    let readme = try String(
      contentsOf: RepositoryPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.components(separatedBy: "\n")
    let header = try #require(lines.firstIndex(of: "| Input | Limit | Past it |"))
    return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { line in
      // Split on the cell bars, not on `\|` inside a cell.
      let cells = line.replacingOccurrences(of: "\\|", with: "¦").split(separator: "|")
        .map { $0.trimmingCharacters(in: .whitespaces) }
      return (cells[0], cells.count > 1 ? cells[1] : "")
    }
  }

  /// The whole numbers a cell states, in order ("1 to 3,600 seconds" → 1, 3600).
  static func numbers(in text: String) -> [Int] {
    text.split(whereSeparator: { !$0.isNumber && $0 != "," }).compactMap {
      Int($0.replacingOccurrences(of: ",", with: ""))
    }
  }

  /// The lowest whole number an integer option accepts, found by asking it.
  static func lowest(_ option: TypedOption<Int>) -> Int? {
    (-1...100).first { (try? option.read("\($0)")) != nil }
  }

  @Test func theLimitsTableStatesTheNumbersTheCodeUses() throws {
    let expected: [(row: String, numbers: [Int])] = [
      (
        "Inputs read whole",
        [
          InputOptions.defaultMaximumInputMegabytes, InputOptions.inputMegabytes.lowerBound,
          InputOptions.inputMegabytes.upperBound,
        ]
      ),
      ("CSV and TSV columns", [CSVIngest.maximumColumns]),
      ("JSON nesting", [JSONDocument.maximumDepth]),
      ("Vega-Lite expression chains", [VLExpression.maximumHeight]),
      ("Vega-Lite expression nesting", [VLExpression.maximumNesting]),
      ("`sequence`, impute `keyvals`", [VLDataLoader.maximumSequenceLength]),
      ("`fold` output", [VLTransformRunner.maximumValues / 2]),
      ("`pivot` output", [VLTransformRunner.maximumValues]),
      ("`impute`", [VLDataLoader.maximumSequenceLength]),
      ("`window` and `impute` frames", [VLTransformRunner.maximumValues]),
      ("Vega-Lite data files", [VLDataLoader.maximumFileBytes >> 20]),
      ("Series played as tones", [TonePlan.maximumSeries, Int(TonePlan.maximumDuration)]),
      ("`--duration`", [Int(AudioOptions.durations.lowerBound), Int(AudioOptions.durations.upperBound)]),
      ("`--rate`", [Speak.rates.lowerBound, Speak.rates.upperBound]),
      ("`--jobs`", [JobsOption.range.lowerBound, JobsOption.range.upperBound]),
      ("`--rolling`", [try #require(Self.lowest(AnalysisOptions.rolling))]),
      ("A quote of the input", [InputQuote.limit]),
      ("A line of a message", [InputQuote.lineLimit]),
    ]
    let rows = try Self.readmeLimits()
    for (name, numbers) in expected {
      let matching = rows.filter { $0.input.hasPrefix(name) }
      guard matching.count == 1 else {
        Issue.record("the README's limits table has \(matching.count) rows for '\(name)'")
        continue
      }
      #expect(
        Self.numbers(in: matching[0].limit).starts(with: numbers),
        "README row '\(name)' says '\(matching[0].limit)'; the code's limit is \(numbers)")
    }
    // Every other row states no number: no limit is stated unchecked.
    let unlimited = ["CSV and TSV files", "UTF-16 input"]
    for row in rows where !expected.contains(where: { row.input.hasPrefix($0.row) }) {
      #expect(unlimited.contains { row.input.hasPrefix($0) }, "unchecked row '\(row.input)'")
    }
  }
}
