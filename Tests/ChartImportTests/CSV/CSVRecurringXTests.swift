import ChartImport
import ChartModel
import Testing

/// `--x-recurring`: a CSV column of month (weekday, hour) numbers as typed recurring positions,
/// which the narration names in its own language.
@Suite struct CSVRecurringXTests {
  static func read(_ csv: String, _ cycle: SeasonalCycle, kind: ChartKind? = nil) throws -> ChartDescriptor {
    try CSVTestReading.read(csv, options: CSVOptions(kind: kind, xRecurring: cycle))
  }

  @Test func monthNumbersArePositionsInTheirOrder() throws {
    let chart = try Self.read("month,visits\n1,310\n2,340\n3,420\n12,450\n", .monthOfYear)
    #expect(chart.kind == .bar)
    #expect(chart.xAxis.type == .categorical)
    #expect(chart.xAxis.recurringTimes == [1, 2, 3, 12].compactMap { RecurringTime(.monthOfYear, $0) })
    #expect(chart.xAxis.categories == ["1", "2", "3", "12"])
    #expect(chart.series.map(\.x) == [[0, 1, 2, 3]])
    #expect(chart.series.map(\.y) == [[310, 340, 420, 450]])
    #expect(chart.xAxis.isOrdered)
  }

  /// Rows in any order give the positions in calendar order; a declared kind stays, and each
  /// series is put in the axis' order.
  @Test func rowsInAnyOrderGiveCalendarOrderAndTheDeclaredKindStays() throws {
    let chart = try Self.read("m,a,b\n7,1,2\n8,3,4\n12,5,6\n1,7,8\n6,9,10\n", .monthOfYear, kind: .line)
    #expect(chart.kind == .line)
    #expect(chart.xAxis.recurringTimes?.map(\.phase) == [1, 6, 7, 8, 12])
    #expect(chart.xAxis.timeCategories?.kind == .month)
    #expect(chart.series.map(\.name) == ["a", "b"])
    #expect(chart.series[1].y == [8, 10, 2, 4, 6])
    #expect(chart.series.allSatisfy { $0.isContinuous })
  }

  /// Long format, Sunday first: ISO weekdays, Monday first.
  @Test func longFormatWeekdays() throws {
    let chart = try Self.read("day,shop,n\n7,A,5\n1,A,6\n2,A,3\n1,B,7\n7,B,1\n", .dayOfWeek)
    #expect(chart.xAxis.recurringTimes?.map(\.phase) == [1, 2, 7])
    #expect(chart.series.map(\.name) == ["A", "B"])
    #expect(chart.series[0].y == [6, 3, 5])
    #expect(chart.series[1].x == [0, 2])
  }

  @Test(arguments: [
    ("month,v\n0,1\n1,2\n", SeasonalCycle.monthOfYear, "'0' is not a position in monthOfYear"),
    ("hour,v\n23,1\n24,2\n", .hourOfDay, "'24' is not a position in hourOfDay"),
    ("day,v\n1.5,1\n2,2\n", .dayOfWeek, "'1.5' is not a position in dayOfWeek"),
    ("month,v\nMarch,1\nMay,2\n", .monthOfYear, "'March' is not a position in monthOfYear"),
    ("date,v\n2024-01-01,1\n2024-02-01,2\n", .monthOfYear, "dates as positions"),
  ]) func valuesThatAreNoPositionsAreErrors(csv: String, cycle: SeasonalCycle, message: String) {
    do {
      let chart = try Self.read(csv, cycle)
      Issue.record("read \(chart.xAxis.categories)")
    } catch {
      #expect("\(error)".contains(message), "\(error)")
    }
  }
}
