import ChartModel
import Foundation

/// Expected statistics computed offline by `Tests/Fixtures/oracles/generate_statistics.py`
/// (pymannkendall, scipy, numpy), decoded from `Tests/Fixtures/oracles/statistics.json`.
public struct StatisticsOracles: Decodable, Sendable {
  /// The Python package versions and the policy values the fixture was generated for.
  public struct Metadata: Decodable, Sendable {
    public var numpy: String
    public var scipy: String
    public var pymannkendall: String
    public var policy: Policy
  }

  /// The ``DescriptionPolicy`` values the generator assumed.
  public struct Policy: Decodable, Sendable {
    public var exactMannKendallLimit: Int
    public var exactTheilSenLimit: Int
    public var theilSenSamplePairs: Int
    public var minimumPointsForTrendTest: Int
    public var trendSignificance: Double
  }

  /// A point as the fixture writes it.
  public struct Point: Decodable, Sendable {
    public var x: Double
    public var y: Double

    /// The same point as a ``DataPoint``.
    public var dataPoint: DataPoint { DataPoint(x: x, y: y) }
  }

  /// pymannkendall's `original_test`, plus scipy's exact p for small samples without ties.
  public struct MannKendall: Decodable, Sendable {
    public var s: Int64
    public var variance: Double
    public var z: Double
    /// pymannkendall's p = 2·(1 − Φ(|z|)), which cancels to 0 in the far tail.
    public var pPymannkendall: Double
    /// 2·norm.sf(|z|) from scipy, accurate in the far tail.
    public var pNormalTail: Double
    public var isExact: Bool
    /// `scipy.stats.kendalltau(method: "exact")`'s p, when ``isExact``.
    public var pExact: Double?
  }

  /// `scipy.stats.theilslopes(method: "joint")`, plus the band a sampled slope must fall in.
  public struct TheilSen: Decodable, Sendable {
    public var slope: Double
    public var intercept: Double
    public var isSampled: Bool
    /// The sample size the band was computed for, when ``isSampled``.
    public var samplePairs: Int?
    /// The pairwise slopes' quantiles 0.5 ± 5·0.5/√samplePairs, when ``isSampled``.
    public var slopeBand: [Double]?
    /// median(y − b·x) at the band's ends (x ≥ 0, so it falls as b rises), when ``isSampled``.
    public var interceptBand: [Double]?
  }

  /// Everything expected of one series; absent keys mean "no such statistic".
  public struct Expected: Decodable, Sendable {
    public var count: Int
    public var missing: Int
    public var mean: Double?
    public var median: Double?
    public var min: Point?
    public var max: Point?
    public var first: Point?
    public var last: Point?
    public var mannKendall: MannKendall?
    public var theilSen: TheilSen?
    /// The trend direction, when a trend is expected (enough points, distinct x).
    public var direction: String?
  }

  /// One series and its expected statistics.
  public struct Case: Decodable, Sendable, CustomStringConvertible {
    public var name: String
    public var x: [Double]
    /// The values, `nil` for missing.
    public var y: [Double?]
    public var expected: Expected

    /// The values with missing ones as NaN.
    public var values: [Double] { y.map { $0 ?? .nan } }

    /// The case as a series.
    public var series: DataSeries {
      DataSeries(name: name, isContinuous: true, x: x, y: values)
    }

    public var description: String { name }
  }

  public var metadata: Metadata
  public var cases: [Case]

  /// The fixture, or `nil` when it cannot be read (a test reports that on its own).
  public static let shared: StatisticsOracles? = {
    guard let data = try? RepositoryPaths.fixture("oracles/statistics.json") else { return nil }
    return try? JSONDecoder().decode(StatisticsOracles.self, from: data)
  }()

  /// All cases, empty when the fixture cannot be read.
  public static var all: [Case] { shared?.cases ?? [] }

  /// The cases matching a predicate.
  public static func cases(where predicate: (Case) -> Bool) -> [Case] {
    all.filter(predicate)
  }
}
