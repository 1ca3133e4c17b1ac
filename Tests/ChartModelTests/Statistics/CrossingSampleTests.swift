import ChartModel
import Testing

/// A crossing between samples that are not interpolated (months of a year as categories) is at
/// the first sample where the new order held, not where the lead first passed the hysteresis band
/// (a course notebook's midpoint temperatures: New York passes Seattle in April by 0.33 °C, which
/// the band misses, and leads by 2.6 °C in May; "overtook Seattle in May" was false).
@Suite struct CrossingSampleTests {
  @Test func aCrossingBetweenSamplesIsAtTheFirstSampleOfTheNewOrder() throws {
    let months = (1...12).map(Double.init)
    let newYork = [0.51, 0.35, 4.96, 11.02, 17.03, 21.68, 25.52, 24.4, 20.96, 15.1, 8.13, 6.06]
    let seattle = [5.46, 6.96, 8.62, 10.69, 14.46, 17.32, 20.1, 20.44, 17.14, 12.87, 7.86, 5.76]
    let series = [
      DataSeries(name: "New York", isContinuous: true, x: months, y: newYork),
      DataSeries(name: "Seattle", isContinuous: true, x: months, y: seattle),
    ]
    let comparison = try #require(SeriesComparison(series, ordered: true, interpolates: false))
    let crossing = try #require(comparison.crossings.first)
    #expect(crossing.ahead == 0 && crossing.behind == 1)
    #expect(crossing.x == 4 && crossing.before == 4 && crossing.after == 4)
  }
}
