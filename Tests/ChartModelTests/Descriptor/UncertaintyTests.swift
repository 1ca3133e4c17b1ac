import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// Uncertainty ranges and box-plot summaries (issue 15): the facts a chart keeps about error
/// bars, error bands and boxes.
@Suite struct UncertaintyTests {
  /// Box summaries worked by hand: R-7 quartiles, whiskers at the farthest values within 1.5 IQR.
  @Test func boxSummaryByHand() throws {
    // Sorted 1 2 3 4 100: quartiles at ranks 1 and 3 (2 and 4), IQR 2, fences -1 and 7.
    let box = try #require(BoxSummary(series: "a", x: 0, values: [4, 100, 1, .nan, 3, 2], whiskerSpan: 1.5))
    #expect(box.count == 5)
    #expect(box.median == 3)
    #expect(box.lowerQuartile == 2 && box.upperQuartile == 4)
    #expect(box.lowerWhisker == 1 && box.upperWhisker == 4)
    #expect(box.outliersBelow == 0 && box.outliersAbove == 1)
    #expect(box.minimum == 1 && box.maximum == 100)
    // Interpolated quartiles: 1 2 3 4 → 1.75 and 3.25, the median 2.5.
    let even = try #require(BoxSummary(series: "", x: 1, values: [4, 3, 2, 1], whiskerSpan: 1.5))
    #expect(even.lowerQuartile == 1.75 && even.upperQuartile == 3.25 && even.median == 2.5)
    #expect(even.outliers == 0)
  }

  @Test func minMaxWhiskersHaveNoOutliers() throws {
    let box = try #require(BoxSummary(series: "", x: 0, values: [1, 2, 3, 4, 100, -50], whiskerSpan: nil))
    #expect(box.lowerWhisker == -50 && box.upperWhisker == 100)
    #expect(box.outliers == 0)
    #expect(BoxSummary(series: "", x: 0, values: [.nan, .infinity], whiskerSpan: 1.5) == nil)
  }

  /// Seeded: the whiskers and outlier counts agree with a direct count over the values, and the
  /// quartiles with an order-statistic definition computed another way.
  @Test(arguments: 0..<50 as Range<UInt64>)
  func boxSummaryAgreesWithDirectCount(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let count = Int.random(in: 1...40, using: &random)
    let values = (0..<count).map { _ in
      Double.random(in: 0...1, using: &random) < 0.1
        ? Double.random(in: -500...500, using: &random) : Double.random(in: 0...10, using: &random)
    }
    let box = try #require(BoxSummary(series: "", x: 0, values: values, whiskerSpan: 1.5))
    let sorted = values.sorted()
    func quantile(_ p: Double) -> Double {
      // Hyndman and Fan's type 7: h = (n − 1)p + 1 (1-based), between ⌊h⌋ and ⌈h⌉.
      let h = Double(sorted.count - 1) * p + 1
      let below = sorted[Int(floor(h)) - 1]
      let above = sorted[min(Int(ceil(h)), sorted.count) - 1]
      return below + (h - floor(h)) * (above - below)
    }
    #expect(abs(box.median - quantile(0.5)) < 1e-9)
    #expect(abs(box.lowerQuartile - quantile(0.25)) < 1e-9)
    #expect(abs(box.upperQuartile - quantile(0.75)) < 1e-9)
    let iqr = box.upperQuartile - box.lowerQuartile
    let inside = values.filter { $0 >= box.lowerQuartile - 1.5 * iqr && $0 <= box.upperQuartile + 1.5 * iqr }
    #expect(box.lowerWhisker == inside.min() && box.upperWhisker == inside.max())
    #expect(box.outliers == values.count - inside.count)
    #expect(box.lowerWhisker <= box.lowerQuartile && box.upperQuartile <= box.upperWhisker)
  }

  @Test func rangesKeepTheirPointsAndOrderTheirEnds() {
    let ranges = UncertaintyRanges(
      series: "s", centre: .mean, extent: .stdev, x: [0, 1, 2], lower: [1, 5, 2], upper: [3, 4, 2])
    #expect(ranges.range(at: 1)?.lower == 4 && ranges.range(at: 1)?.upper == 5)
    #expect(ranges.range(at: 2)?.lower == 2)
    #expect(ranges.range(at: 3) == nil)
    #expect(RangeExtent(rawValue: "min-max") == .minMax)
  }
}
