import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 3's statistics against values computed offline by
/// `Tests/Fixtures/oracles/generate_analysis.py` (scipy, numpy, pandas, rdp, pymannkendall),
/// stored in `Tests/Fixtures/oracles/analysis.json`. Tolerances are stated per statistic.
@Suite struct AnalysisOraclesTests {
  struct Fixture: Decodable {
    struct Correlation: Decodable, CustomTestStringConvertible {
      struct Expected: Decodable {
        var pearson: Double
        var spearman: Double
        var slope: Double
        var intercept: Double
        var count: Int
      }
      var name: String
      var x: [Double?]
      var y: [Double?]
      var expected: Expected?
      var yQuantiles: [String: Double]
      var testDescription: String { name }
    }
    struct Rolling: Decodable, CustomTestStringConvertible {
      var name: String
      var y: [Double?]
      var window: Int
      var expected: [Double?]
      var testDescription: String { name }
    }
    struct Outliers: Decodable, CustomTestStringConvertible {
      var name: String
      var method: String
      var y: [Double?]
      var outliers: [Int]
      var z: [Double]
      var testDescription: String { name }
    }
    struct RDP: Decodable, CustomTestStringConvertible {
      var name: String
      var x: [Double?]
      var y: [Double?]
      var epsilon: Double
      var kept: [Int]
      var testDescription: String { name }
    }
    struct Bucket: Decodable, CustomTestStringConvertible {
      var name: String
      var unit: String
      var x: [Double]
      var y: [Double?]
      var expectedX: [Double]
      var expectedY: [Double?]
      var testDescription: String { name }
    }
    struct Gaps: Decodable, CustomTestStringConvertible {
      struct Expected: Decodable {
        var from: Double
        var to: Double
        var count: Int
        var kind: String
      }
      var name: String
      var x: [Double]
      var y: [Double?]
      var cadence: String?
      var gaps: [Expected]
      var testDescription: String { name }
    }
    struct HamedRao: Decodable, CustomTestStringConvertible {
      var name: String
      var y: [Double?]
      var autocorrelation: Double
      var modifiedPValue: Double?
      var s: Int64
      var variance: Double
      var testDescription: String { name }
    }
    struct VolatilityCase: Decodable, CustomTestStringConvertible {
      var name: String
      var y: [Double?]
      var slope: Double
      var intercept: Double
      var efficiencyRatio: Double
      var residualSpread: Double
      var directionChanges: Double
      var autocorrelation: Double
      var testDescription: String { name }
    }
    struct Clusters: Decodable, CustomTestStringConvertible {
      var name: String
      var x: [Double?]
      var y: [Double?]
      var silhouettes: [String: Double]
      var k: Int?
      var sizes: [Int]?
      var centres: [[Double]]?
      var testDescription: String { name }
    }
    var clusters: [Clusters]
    var volatility: [VolatilityCase]
    var correlation: [Correlation]
    var rolling: [Rolling]
    var outliers: [Outliers]
    var rdp: [RDP]
    var buckets: [Bucket]
    var gaps: [Gaps]
    var hamedRao: [HamedRao]
  }

  static let fixture: Fixture? = {
    let url = RepositoryPaths.fixtures.appendingPathComponent("oracles/analysis.json")
    guard let data = try? Data(contentsOf: url) else { return nil }
    return try? JSONDecoder().decode(Fixture.self, from: data)
  }()

  static func values(_ column: [Double?]) -> [Double] { column.map { $0 ?? .nan } }

  /// |a − b| ≤ tolerance·max(|a|, |b|, floor).
  static func close(_ a: Double, _ b: Double, relative: Double, floor: Double = 1e-300) -> Bool {
    abs(a - b) <= relative * Swift.max(abs(a), abs(b), floor)
  }

  @Test func fixtureLoads() throws {
    let fixture = try #require(Self.fixture, "Tests/Fixtures/oracles/analysis.json is missing or unreadable")
    #expect(fixture.correlation.count >= 10)
    #expect(fixture.rolling.count >= 20)
  }

  /// scipy.stats.pearsonr / spearmanr / linregress, to 1e-9 relative (1e-12 absolute for r).
  @Test(arguments: fixture?.correlation ?? []) func correlationMatchesScipy(_ oracle: Fixture.Correlation) {
    let result = Statistics.correlation(x: Self.values(oracle.x), y: Self.values(oracle.y))
    guard let expected = oracle.expected else {
      #expect(result == nil)
      return
    }
    guard let result else {
      Issue.record("no result")
      return
    }
    #expect(result.count == expected.count)
    #expect(abs(result.pearson - expected.pearson) <= 1e-9, "pearson \(result.pearson) vs \(expected.pearson)")
    #expect(abs(result.spearman - expected.spearman) <= 1e-9, "spearman \(result.spearman) vs \(expected.spearman)")
    #expect(Self.close(result.slope, expected.slope, relative: 1e-8, floor: 1e-300), "slope \(result.slope)")
    #expect(
      Self.close(result.intercept, expected.intercept, relative: 1e-7, floor: abs(expected.slope) + 1e-300),
      "intercept \(result.intercept) vs \(expected.intercept)")
  }

  /// numpy.percentile (linear), to 1e-12 relative.
  @Test(arguments: fixture?.correlation ?? []) func quantilesMatchNumpy(_ oracle: Fixture.Correlation) {
    for (key, expected) in oracle.yQuantiles {
      let q = Double(key)!
      // The oracle drops pairs with either value missing, as the scatter analysis does.
      let finite = zip(oracle.x, oracle.y).compactMap { $0.0 == nil ? nil : $0.1 }
      let actual = Statistics.quantile(finite, q)
      #expect(
        actual.map { Self.close($0, expected, relative: 1e-12) } == true,
        "q \(key): \(String(describing: actual)) vs \(expected)")
    }
  }

  /// pandas rolling(w, center=True, min_periods=1).mean(), to 1e-9 relative.
  @Test(arguments: fixture?.rolling ?? []) func rollingMeanMatchesPandas(_ oracle: Fixture.Rolling) {
    let actual = Statistics.rollingMean(Self.values(oracle.y), window: oracle.window)
    #expect(actual.count == oracle.expected.count)
    var mismatches = 0
    for (a, e) in zip(actual, oracle.expected) {
      if let e {
        mismatches += Self.close(a, e, relative: 1e-9, floor: 1e-9) ? 0 : 1
      } else {
        mismatches += a.isNaN ? 0 : 1
      }
    }
    #expect(mismatches == 0)
  }

  /// pandas rolling median residuals and numpy robust z: the same points, z to 1e-9.
  @Test(arguments: fixture?.outliers ?? []) func outliersMatchTheReference(_ oracle: Fixture.Outliers) {
    let y = Self.values(oracle.y)
    let x = y.indices.map(Double.init)
    let method: OutlierMethod = oracle.method == "values" ? .values : .rollingMedian(window: 5)
    var policy = DescriptionPolicy()
    policy.maximumListedItems = 1_000
    // The reference flags |z| > 3.5: the fixed floor alone, without the Bonferroni threshold
    // that the narration adds for rankings (`OutlierCalibrationTests`).
    policy.outlierFamilyLevel = 1
    policy.outlierSmallSampleFactor = 0
    policy.minimumPointsForOutliers = 3
    let result = Statistics.outliers(x: x, y: y, method: method, policy: policy)
    let found = result.outliers.sorted { $0.point.x < $1.point.x }
    #expect(found.map { Int($0.point.x) } == oracle.outliers)
    #expect(result.count == oracle.outliers.count)
    for (outlier, z) in zip(found, oracle.z) {
      #expect(Self.close(outlier.z, z, relative: 1e-9), "z \(outlier.z) vs \(z)")
    }
  }

  /// rdp.rdp(…, return_mask=True): the same points kept.
  @Test(arguments: fixture?.rdp ?? []) func rdpMatchesThePackage(_ oracle: Fixture.RDP) {
    let kept = Statistics.ramerDouglasPeucker(
      x: Self.values(oracle.x), y: Self.values(oracle.y), epsilon: oracle.epsilon)
    #expect(kept == oracle.kept)
  }

  /// pandas resample(…).sum(): the same bucket starts and sums (to 1e-9), empty buckets 0.
  @Test(arguments: fixture?.buckets ?? []) func bucketsMatchPandas(_ oracle: Fixture.Bucket) throws {
    let chart = ChartDescriptor(
      title: "", kind: .bar, xAxis: Axis(title: "", type: .temporal, timeUnit: .second),
      yAxis: Axis(title: "", type: .numeric),
      series: [DataSeries(name: "E", isContinuous: false, x: oracle.x, y: Self.values(oracle.y))])
    let bucketed = try chart.bucketed(by: try #require(BucketUnit(rawValue: oracle.unit)))
    #expect(bucketed.series[0].x == oracle.expectedX)
    let sums = Self.values(oracle.expectedY)
    #expect(zip(bucketed.series[0].y, sums).allSatisfy { Self.close($0, $1, relative: 1e-9, floor: 1e-9) })
  }

  /// The Python reference of the gap rules: the same cadence and gaps.
  @Test(arguments: fixture?.gaps ?? []) func gapsMatchTheReference(_ oracle: Fixture.Gaps) {
    let result = Statistics.gaps(x: oracle.x, y: Self.values(oracle.y), temporal: true)
    #expect(result.cadence?.rawValue == oracle.cadence)
    #expect(result.gaps.count == oracle.gaps.count)
    for (gap, expected) in zip(result.gaps, oracle.gaps) {
      #expect(gap.from == expected.from && gap.to == expected.to, "\(gap) vs \(expected)")
      #expect(gap.count == expected.count && gap.kind.rawValue == expected.kind)
    }
  }

  /// scikit-learn's KMeans and silhouette_score from the same seeds: silhouettes to 1e-9, the
  /// same decision, sizes and centres (to 1e-9 relative).
  @Test(arguments: fixture?.clusters ?? []) func clustersMatchScikitLearn(_ oracle: Fixture.Clusters) {
    let x = Self.values(oracle.x)
    let y = Self.values(oracle.y)
    let n = Double(x.count)
    let mx = x.reduce(0, +) / n
    let my = y.reduce(0, +) / n
    let sx = (x.reduce(0) { $0 + ($1 - mx) * ($1 - mx) } / n).squareRoot()
    let sy = (y.reduce(0) { $0 + ($1 - my) * ($1 - my) } / n).squareRoot()
    let standard = zip(x, y).map { (($0 - mx) / sx, ($1 - my) / sy) }
    for (key, expected) in oracle.silhouettes {
      let k = Int(key)!
      let score = Statistics.silhouette(standard, labels: Statistics.kMeans(standard, k: k), k: k)
      #expect(abs(score - expected) <= 1e-9, "k = \(k): \(score) vs \(expected)")
    }
    // The decision is no longer scikit-learn's silhouette rule (which calls one noisy line "2
    // clusters"): blobs are still found with the same sizes and centres, a line and one cloud
    // form none (see ClusterCalibrationTests).
    let result = Statistics.clusters(x: x, y: y)
    let expectedK = oracle.name.hasSuffix("blobs") ? oracle.k : nil
    #expect(result?.k == expectedK)
    guard expectedK != nil else { return }
    #expect(result?.sizes == oracle.sizes)
    // Equal-sized clusters may come in another order: each expected centre is one of ours.
    for expected in oracle.centres ?? [] {
      let found = (result?.centres ?? []).contains {
        Self.close($0.x, expected[0], relative: 1e-9) && Self.close($0.y, expected[1], relative: 1e-9)
      }
      #expect(found, "centre \(expected) not found in \(result?.centres ?? [])")
    }
  }

  /// numpy's efficiency ratio, residual SD / range, share of reversals and lag-1 autocorrelation
  /// about scipy's Theil–Sen line: to 1e-9.
  @Test(arguments: fixture?.volatility ?? []) func volatilityMatchesNumpy(_ oracle: Fixture.VolatilityCase) throws {
    let y = Self.values(oracle.y)
    let line = TheilSenResult(slope: oracle.slope, intercept: oracle.intercept, isSampled: false)
    let result = try #require(Statistics.volatility(x: y.indices.map(Double.init), y: y, line: line))
    #expect(abs(result.efficiencyRatio - oracle.efficiencyRatio) <= 1e-9)
    #expect(abs(result.residualSpread - oracle.residualSpread) <= 1e-9)
    #expect(abs(result.directionChanges - oracle.directionChanges) <= 1e-12)
    #expect(abs(result.autocorrelation - oracle.autocorrelation) <= 1e-9)
  }

  /// numpy lag-1 autocorrelation of the Theil–Sen residuals and the Hamed–Rao lag-1 p-value with
  /// pymannkendall's S and variance: to 1e-9 (ρ) and 1e-6 relative (p).
  @Test(arguments: fixture?.hamedRao ?? []) func hamedRaoMatchesTheReference(_ oracle: Fixture.HamedRao) throws {
    let y = Self.values(oracle.y)
    let trend = try #require(Statistics.trend(x: y.indices.map(Double.init), y: y))
    #expect(trend.mannKendall.s == oracle.s)
    #expect(Self.close(trend.mannKendall.variance, oracle.variance, relative: 1e-12))
    #expect(abs(trend.autocorrelation - oracle.autocorrelation) <= 1e-9)
    if let expected = oracle.modifiedPValue {
      let actual = try #require(trend.modifiedPValue)
      #expect(Self.close(actual, expected, relative: 1e-6, floor: 1e-300), "p \(actual) vs \(expected)")
    } else {
      #expect(trend.modifiedPValue == nil)
    }
  }
}
