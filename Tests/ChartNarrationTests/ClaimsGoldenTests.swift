import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// The claims checker over every golden input in English: no false claim, no unparsed sentence.
@Suite struct ClaimsGoldenTests {
  static let inputs = (try? ClaimsRun.goldenInputs()) ?? []

  @Test func everyGoldenInputIsRead() {
    #expect(Self.inputs.count >= 40, "\(Self.inputs.count) golden inputs")
  }

  @Test(arguments: inputs.map(\.id)) func claimsAreTrue(id: String) throws {
    let input = try #require(Self.inputs.first { $0.id == id })
    let outcome = try ClaimsRun.check(input.chart, id: id, policy: input.policy)
    #expect(outcome.report.unparsed.isEmpty, "unparsed in \(id):\n\(outcome.report.unparsed.joined(separator: "\n"))")
    ClaimsRun.expectTrue(outcome, known: KnownFalseClaims.golden[id] ?? [])
  }
}

extension ClaimsGoldenTests {
  /// `CHARTVOICE_CLAIMS_DUMP=1`: prints every false claim and unparsed sentence of the golden
  /// inputs (for extending the checker and for the report).
  @Test(.enabled(if: ProcessInfo.processInfo.environment["CHARTVOICE_CLAIMS_DUMP"] != nil))
  func dump() throws {
    var text = ""
    for input in Self.inputs {
      let outcome = try ClaimsRun.check(input.chart, id: input.id, policy: input.policy)
      for claim in outcome.report.falseClaims { text += "\(input.id): \(claim)\n" }
      for sentence in outcome.report.unparsed { text += "\(input.id): UNPARSED \(sentence)\n" }
      text += "\(input.id): \(outcome.report.claims.count) claims\n"
    }
    try text.write(toFile: "/tmp/claims-dump.txt", atomically: true, encoding: .utf8)
  }
}
