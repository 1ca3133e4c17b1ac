import ChartAudio
import ChartModel
import ChartVoiceTestSupport
import Testing

@Suite struct PanMappingTests {
  @Test func positionsSpreadOverTheWidth() {
    let pan = PanMapping(domain: 0...10, width: 0.9)
    #expect(pan.pan(for: 0) == -0.9)
    #expect(pan.pan(for: 5) == 0)
    #expect(pan.pan(for: 10) == 0.9)
    #expect(pan.pan(for: 20) == 0.9)
  }

  @Test func oneCategoryPlaysCentred() {
    let chart = TestCharts.bars([42])
    let pan = PanMapping(descriptor: chart, style: SonificationStyle())
    #expect(pan.domain == 0...0)
    #expect(pan.pan(for: 0) == 0)
    #expect(PanMapping(domain: nil, width: 0.9).pan(for: 3) == 0)
  }

  @Test func categoriesSpanTheAxisAndOtherAxesTheirRangeOrData() {
    let style = SonificationStyle()
    #expect(PanMapping(descriptor: TestCharts.bars([1, 2, 3, 4]), style: style).domain == 0...3)
    var chart = TestCharts.lines([1, 2, 3], [4, 5, 6, 7, 8])
    #expect(PanMapping(descriptor: chart, style: style).domain == 0...4)
    chart.xAxis.range = -10...10
    #expect(PanMapping(descriptor: chart, style: style).domain == -10...10)
  }
}
