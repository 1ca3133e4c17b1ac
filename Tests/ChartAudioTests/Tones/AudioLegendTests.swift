import ChartAudio
import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

@Suite struct AudioLegendTests {
  @Test func describesTheMappingOfAMonthlyLineChart() throws {
    let months = (1...12).map { CivilDate(year: 2024, month: $0, day: 1).secondsSince1970 }
    let values = [
      12_000.0, 15_000, 14_000, 18_000, 21_000, 22_000, 25_000, 24_000, .nan, 30_000, 31_000,
      34_000,
    ]
    let chart = ChartDescriptor(
      title: "Revenue", kind: .line, xAxis: Axis(title: "Month", type: .temporal, timeUnit: .month),
      yAxis: Axis(title: "Revenue", type: .numeric, unit: "USD"),
      series: [DataSeries(name: "Revenue", isContinuous: true, x: months, y: values)],
      referenceLines: [ReferenceLine(axis: .y, value: 20_000, label: "Target")])
    let plan = try TonePlan(descriptor: chart)
    let legend = AudioLegend(plan: plan, descriptor: chart)
    #expect(legend.measureTitle == "Revenue" && legend.measureUnit == "USD")
    #expect(legend.valueAtLowestPitch == 12_000 && legend.valueAtHighestPitch == 34_000)
    #expect(
      abs(legend.lowestFrequency - 130.81) < 0.01 && abs(legend.highestFrequency - 1_046.5) < 0.01)
    #expect(legend.xTitle == "Month")
    #expect(legend.xStart == .date(Date(timeIntervalSince1970: months[0])))
    #expect(legend.xEnd == .date(Date(timeIntervalSince1970: months[11])))
    #expect(legend.pansByX && !legend.isInverted && !legend.isLogarithmic)
    #expect(legend.series.map(\.seriesName) == ["Revenue"] && legend.series[0].timbre == .triangle)
    #expect(legend.earcons == [.seriesStart, .seriesEnd, .maximum, .minimum, .crossingUp])
    #expect(legend.crossedReferenceLines == [0] && !legend.marksZeroCrossings)
    #expect(legend.hasMissingValueCues && !legend.isReduced)
  }

  @Test func invertedPitchSwapsTheEndsAndCategoriesNameThem() throws {
    var style = SonificationStyle()
    style.invertsPitch = true
    style.channelCount = 1
    let chart = TestCharts.bars([5, 1, 3])
    let legend = AudioLegend(plan: try TonePlan(descriptor: chart, style: style), descriptor: chart)
    #expect(legend.valueAtLowestPitch == 5 && legend.valueAtHighestPitch == 1 && legend.isInverted)
    #expect(legend.xStart == .category("c0") && legend.xEnd == .category("c2"))
    #expect(!legend.pansByX && !legend.hasMissingValueCues)
  }

  @Test func saysWhenASeriesWasReducedAndWhenThereIsNoData() throws {
    let long = TestCharts.lines(TestCharts.walk(count: 500, seed: 2))
    #expect(AudioLegend(plan: try TonePlan(descriptor: long), descriptor: long).isReduced)
    let empty = TestCharts.bars([])
    let legend = AudioLegend(plan: try TonePlan(descriptor: empty), descriptor: empty)
    #expect(legend.valueAtLowestPitch == nil && legend.xStart == nil && legend.series.isEmpty)
    #expect(legend.earcons.isEmpty && !legend.pansByX)
  }
}
