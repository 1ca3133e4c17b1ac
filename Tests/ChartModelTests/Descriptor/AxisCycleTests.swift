import ChartModel
import Testing

/// Audit 20 §5: which x axes go round a cycle (no first-to-last change is said over them).
@Suite struct AxisCycleTests {
  @Test func cyclesAreMonthsWeekdaysAndHoursOfAnyPeriod() {
    #expect(Axis(title: "m", recurring: (1...12).compactMap { RecurringTime(.monthOfYear, $0) }).isCyclic)
    #expect(Axis(title: "d", type: .categorical, categories: ["Mon", "Tue", "Wed"]).isCyclic)
    #expect(Axis(title: "m", type: .categorical, categories: ["Jan", "Feb", "Mar"]).isCyclic)
    #expect(!Axis(title: "q", type: .categorical, categories: ["2021 Q1", "2021 Q2"]).isCyclic)
    #expect(!Axis(title: "t", type: .temporal, timeUnit: .month).isCyclic)
    #expect(!Axis(title: "fruit", type: .categorical, categories: ["pear", "apple"]).isCyclic)
    #expect(!Axis(title: "x", type: .numeric).isCyclic)
  }
}
