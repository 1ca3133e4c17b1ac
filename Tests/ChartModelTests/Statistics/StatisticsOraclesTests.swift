import ChartModel
import ChartVoiceTestSupport
import Testing

/// The oracle fixture itself: present, complete, and generated for today's policy.
@Suite struct StatisticsOraclesTests {
  @Test func fixtureLoadsWithItsProvenance() throws {
    let oracles = try #require(
      StatisticsOracles.shared, "Tests/Fixtures/oracles/statistics.json is missing or unreadable")
    #expect(oracles.cases.count >= 30)
    #expect(!oracles.metadata.scipy.isEmpty)
    #expect(!oracles.metadata.numpy.isEmpty)
    #expect(!oracles.metadata.pymannkendall.isEmpty)
    #expect(Set(oracles.cases.map(\.name)).count == oracles.cases.count, "case names repeat")
  }

  @Test func fixtureMatchesTheStandardPolicy() throws {
    // Changing a default in DescriptionPolicy means regenerating the fixture
    // (python3 Tests/Fixtures/oracles/generate_statistics.py) with the new value.
    let policy = try #require(StatisticsOracles.shared).metadata.policy
    let standard = DescriptionPolicy.standard
    #expect(policy.exactMannKendallLimit == standard.exactMannKendallLimit)
    #expect(policy.exactTheilSenLimit == standard.exactTheilSenLimit)
    #expect(policy.theilSenSamplePairs == standard.theilSenSamplePairs)
    #expect(policy.minimumPointsForTrendTest == standard.minimumPointsForTrendTest)
    #expect(policy.trendSignificance == standard.trendSignificance)
  }

  @Test func fixtureCoversTheEdgeCases() {
    let names = Set(StatisticsOracles.all.map(\.name))
    for required in [
      "empty", "one-point", "two-points", "all-missing", "nan-mixed", "constant", "ties-small",
      "huge", "tiny", "negative", "irregular-x", "sampled-n3000",
    ] {
      #expect(names.contains(required), "missing case \(required)")
    }
    #expect(StatisticsOracles.all.contains { $0.expected.mannKendall?.isExact == true })
    #expect(StatisticsOracles.all.contains { $0.expected.theilSen?.isSampled == true })
  }
}
