import ChartModel
import Testing

@Suite struct PersistenceTests {
  @Test func whiteResidualsAreStationaryAndUninflated() {
    let persistence = Persistence(count: 100, autocorrelation: -0.05, scale: 30)
    #expect(persistence.statistic == 105)
    #expect(persistence.isStationary)
    #expect(persistence.varianceFactor == 1)
  }

  @Test func walkLikeResidualsAreNotStationary() {
    // n(1 − ρ̂) = 10 < 30 · 100/108.
    #expect(!Persistence(count: 100, autocorrelation: 0.9, scale: 30).isStationary)
  }

  @Test func theFactorIsTheBiasCorrectedAROneFactor() {
    let persistence = Persistence(count: 100, autocorrelation: 0.5, scale: 30)
    let rho = 0.5 + 4.0 / 100
    #expect(abs(persistence.varianceFactor - (1 + rho) / (1 - rho)) < 1e-12)
    // The inflated variance makes the same S less significant.
    let plain = Statistics.normalTwoSidedPValue(Double(99) / 100)
    #expect(persistence.pValue(s: 100, variance: 10_000) > plain)
    #expect(persistence.pValue(s: 0, variance: 10_000) == 1)
  }

  @Test func kendallTauIsSOverThePairs() {
    #expect(Statistics.kendallTau(s: 15, count: 6) == 1)
    #expect(Statistics.kendallTau(s: -3, count: 3) == -1)
    #expect(Statistics.kendallTau(s: 0, count: 1) == 0)
  }
}
