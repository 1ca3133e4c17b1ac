import ChartModel
import Testing

@Suite struct DataSeriesTests {
  @Test func missingValuesCompareEqual() {
    let a = DataSeries(name: "A", isContinuous: true, x: [0, 1], y: [1, .nan])
    let b = DataSeries(name: "A", isContinuous: true, x: [0, 1], y: [1, .nan])
    #expect(a == b)
    #expect(a != DataSeries(name: "A", isContinuous: true, x: [0, 1], y: [1, 2]))
  }

  @Test func categoricalPositionsMapBackToNames() {
    let axis = Axis(title: "Fruit", type: .categorical, categories: ["apple", "pear"])
    #expect(axis.value(at: 1) == .category("pear"))
  }

  @Test func inputLocationPrintsLikeACompiler() {
    #expect(InputLocation(source: "a.csv", line: 3, column: 7).description == "a.csv:3:7")
    #expect(InputLocation(source: "a.csv", line: 3).description == "a.csv:3")
    #expect(
      ChartModelError.missingField(InputLocation(source: "c.json"), field: "series").description
        == "c.json: error: missing required field 'series'")
  }
}
