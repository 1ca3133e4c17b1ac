import ChartModel
import Testing

@Suite struct DataPointTests {
  @Test func comparesBothCoordinates() {
    #expect(DataPoint(x: 1, y: 2) == DataPoint(x: 1, y: 2))
    #expect(DataPoint(x: 1, y: 2) != DataPoint(x: 2, y: 2))
    #expect(DataPoint(x: 1, y: 2) != DataPoint(x: 1, y: 3))
    #expect(Set([DataPoint(x: 1, y: 2), DataPoint(x: 1, y: 2)]).count == 1)
  }
}
