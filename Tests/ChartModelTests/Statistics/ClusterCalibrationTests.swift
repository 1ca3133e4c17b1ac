import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

/// Calibration of the scatter cluster claim (``Statistics/clusters(x:y:policy:)``).
///
/// Null models without clusters (a cloud with no gap, so no sighted reader would see groups):
/// one round Gaussian; one elongated Gaussian (correlation 0.9: the cloud chartvoice used to call
/// "2 clusters"); a uniform square; a straight line with Gaussian noise (x uniform, y = 2x +
/// noise of SD 0.3, correlation ≈ 0.9). The time-series null models of `NullModel` do not apply:
/// a cluster claim is made on scatter plots only. Limit: ≤ 1 % false claims at 20, 50, 365 and
/// 10,000 points.
///
/// Planted pattern: 2 or 3 round unit-variance blobs of equal size whose centres lie 8 standard
/// deviations apart (16 at 20 points, where each blob has 6 to 10 points); detection ≥ 90 %, and
/// the number of clusters told must be the number planted.
@Suite struct ClusterCalibrationTests {
  enum Cloud: String, CaseIterable, CustomTestStringConvertible {
    case round, elongated, uniform, line
    var testDescription: String { rawValue }

    func points(_ n: Int, using random: inout SplitMix64) -> ([Double], [Double]) {
      var x: [Double] = []
      var y: [Double] = []
      for _ in 0..<n {
        switch self {
        case .round:
          x.append(random.nextNormal())
          y.append(random.nextNormal())
        case .elongated:
          let a = random.nextNormal()
          x.append(a)
          y.append(0.9 * a + (1 - 0.81).squareRoot() * random.nextNormal())
        case .uniform:
          x.append(random.nextUnit())
          y.append(random.nextUnit())
        case .line:
          let a = random.nextUnit()
          x.append(a)
          y.append(2 * a + 0.3 * random.nextNormal())
        }
      }
      return (x, y)
    }
  }

  static let lengths = [20, 50, 365, 10_000]

  /// Series per case: 1,000 in the full calibration; `make test` (a debug build, where k-means
  /// with its restarts is slow) runs 100 at 20 and 50 points, 10 at 365 and 2 at 10,000.
  static func count(_ length: Int) -> Int {
    guard !CalibrationSize.isFull else { return CalibrationSize.series(length: length) }
    switch length {
    case ...50: return 100
    case ...365: return 10
    default: return 2
    }
  }

  @Test(arguments: Cloud.allCases, lengths)
  func noClustersInOneCloud(_ cloud: Cloud, _ length: Int) {
    let series = Self.count(length)
    let rate = CalibrationRate.measure(series: series, seed: 0xC1_0000 + UInt64(length)) { random in
      let (x, y) = cloud.points(length, using: &random)
      return Statistics.clusters(x: x, y: y) != nil
    }
    CalibrationReport.record("cluster", "\(cloud.rawValue) cloud, \(length)", rate, limit: 0.01, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.01, series: series), "\(cloud.rawValue), \(length): \(rate)")
  }

  @Test(arguments: [2, 3], lengths)
  func wellSeparatedBlobsAreFound(_ blobs: Int, _ length: Int) {
    let series = Self.count(length)
    let separation = length <= 20 ? 16.0 : 8.0
    let centres = [(0.0, 0.0), (separation, 0.0), (separation / 2, separation * 0.75.squareRoot())]
    let rate = CalibrationRate.measure(series: series, seed: 0xC2_0000 + UInt64(length * blobs)) { random in
      var x: [Double] = []
      var y: [Double] = []
      for index in 0..<length {
        let centre = centres[index % blobs]
        x.append(centre.0 + random.nextNormal())
        y.append(centre.1 + random.nextNormal())
      }
      return Statistics.clusters(x: x, y: y)?.k == blobs
    }
    CalibrationReport.record(
      "cluster", "\(blobs) blobs \(Int(separation)) SD apart, \(length)", rate, limit: 0.9, kind: .detections)
    #expect(rate.fraction >= 0.9, "\(blobs) blobs, \(length): \(rate)")
  }
  /// A strip plot: horsepower over 5 cylinder counts, in two well separated groups of y. The
  /// cylinder columns are the axis's grid: no clusters while x takes 5 values, and the same
  /// groups are found once x is continuous (so the rule, not the data, is what says nothing).
  @Test func aDiscreteAxisHasNoClusters() {
    var random = SplitMix64(seed: 0xC3_0001)
    var columns: [Double] = []
    var continuous: [Double] = []
    var y: [Double] = []
    for index in 0..<200 {
      let column = Double([3, 4, 5, 6, 8][index % 5])
      columns.append(column)
      continuous.append(column + random.nextNormal())
      y.append((index % 2 == 0 ? 0 : 16) + random.nextNormal())
    }
    #expect(Statistics.clusters(x: columns, y: y) == nil)
    #expect(Statistics.clusters(x: continuous, y: y)?.k == 2)
  }
}
