import ChartImport
import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// Composed Vega-Lite specs read as a set of charts (`VegaLiteReader.readSet`): one test per way of
/// composing views, each checking every view's data against the rows the spec gives it.
@Suite struct VegaLiteCompositionTests {
  static func read(_ spec: String) throws -> ChartSet {
    try VegaLiteReader.readSet(Array(spec.utf8), source: "spec.vl.json")
  }

  /// Rows of a city's monthly values, as inline data.
  static let cityRows = """
    [{"city": "Oslo", "month": 1, "t": -4, "rain": 49}, {"city": "Oslo", "month": 2, "t": -3, "rain": 36},
     {"city": "Oslo", "month": 3, "t": 1, "rain": 47}, {"city": "Rome", "month": 1, "t": 8, "rain": 67},
     {"city": "Rome", "month": 2, "t": 9, "rain": 73}, {"city": "Rome", "month": 3, "t": 12, "rain": 58},
     {"city": "Lima", "month": 1, "t": 23, "rain": 1}, {"city": "Lima", "month": 2, "t": 24, "rain": 0},
     {"city": "Lima", "month": 3, "t": 23, "rain": 1}]
    """

  /// A unit spec of `y` by month, without data.
  static func unit(_ y: String, mark: String = "line", extra: String = "") -> String {
    #"{"mark": "\#(mark)"\#(extra), "encoding": {"x": {"field": "month", "type": "ordinal"}, "y": {"field": "\#(y)", "type": "quantitative"}}}"#
  }

  // MARK: - Concatenation

  @Test func hconcatViewsReadTheirOwnData() throws {
    let set = try Self.read(
      """
      {"title": "Two charts", "hconcat": [
        {"data": {"values": [{"k": "a", "v": 3}, {"k": "b", "v": 5}]}, "mark": "bar",
         "encoding": {"x": {"field": "k", "type": "nominal"}, "y": {"field": "v", "type": "quantitative"}}},
        {"data": {"values": [{"k": "c", "v": 7}, {"k": "d", "v": 1}, {"k": "e", "v": 2}]}, "mark": "bar",
         "encoding": {"x": {"field": "k", "type": "nominal"}, "y": {"field": "v", "type": "quantitative"}}}
      ]}
      """)
    #expect(set.arrangement == .hconcat)
    #expect(set.isComposed)
    #expect(set.title == "Two charts")
    #expect(set.views.map(\.path) == ["hconcat[0]", "hconcat[1]"])
    #expect(set.views.map(\.label) == ["", ""])
    #expect(set.views[0].chart.xAxis.categories == ["a", "b"])
    #expect(set.views[0].chart.series[0].y == [3, 5])
    #expect(set.views[1].chart.xAxis.categories == ["c", "d", "e"])
    #expect(set.views[1].chart.series[0].y == [7, 1, 2])
    // A concatenation shares no scale unless `resolve` says so.
    #expect(set.sharedScales.isEmpty)
    #expect(set.notices.isEmpty)
  }

  @Test func vconcatViewsInheritTheTopLevelDataAfterItsTransforms() throws {
    let set = try Self.read(
      """
      {"data": {"values": \(Self.cityRows)}, "transform": [{"filter": "datum.city != 'Lima'"}],
       "resolve": {"scale": {"y": "shared"}},
       "vconcat": [
        {"mark": "bar", "encoding": {"x": {"field": "city", "type": "nominal"},
          "y": {"aggregate": "sum", "field": "rain", "type": "quantitative"}}},
        {"transform": [{"filter": "datum.month == 1"}], "mark": "bar",
         "encoding": {"x": {"field": "city", "type": "nominal"}, "y": {"field": "t", "type": "quantitative"}}}
      ]}
      """)
    #expect(set.arrangement == .vconcat)
    #expect(set.sharedScales == ["y"])
    #expect(set.views[0].chart.xAxis.categories == ["Oslo", "Rome"])
    #expect(set.views[0].chart.series[0].y == [132, 198])  // 49 + 36 + 47, 67 + 73 + 58
    // The second view's own filter applies to it alone.
    #expect(set.views[1].chart.xAxis.categories == ["Oslo", "Rome"])
    #expect(set.views[1].chart.series[0].y == [-4, 8])
  }

  @Test func concatOfNestedCompositionsIsInReadingOrder() throws {
    let bar =
      #"{"mark": "bar", "encoding": {"x": {"field": "k", "type": "nominal"}, "y": {"field": "v", "type": "quantitative"}}}"#
    let set = try Self.read(
      """
      {"data": {"values": [{"k": "a", "v": 1}, {"k": "b", "v": 2}]}, "columns": 2, "concat": [
        \(bar), {"hconcat": [\(bar), {"transform": [{"calculate": "datum.v * 10", "as": "v"}], \(bar.dropFirst())]}
      ]}
      """)
    #expect(set.arrangement == .concat)
    #expect(set.views.map(\.path) == ["concat[0]", "concat[1].hconcat[0]", "concat[1].hconcat[1]"])
    #expect(set.views.map(\.chart.series[0].y) == [[1, 2], [1, 2], [10, 20]])
  }

  // MARK: - Repeat

  @Test func repeatPutsEachFieldInItsView() throws {
    let set = try Self.read(
      """
      {"data": {"values": \(Self.cityRows)}, "transform": [{"filter": "datum.city == 'Rome'"}],
       "repeat": ["t", "rain"], "columns": 2,
       "spec": {"mark": "bar", "encoding": {"x": {"field": "month", "type": "ordinal"},
         "y": {"field": {"repeat": "repeat"}, "type": "quantitative"}}}}
      """)
    #expect(set.arrangement == .repeat)
    #expect(set.views.map(\.label) == ["t", "rain"])
    #expect(set.views.map(\.chart.yAxis.title) == ["t", "rain"])
    #expect(set.views[0].chart.series[0].y == [8, 9, 12])
    #expect(set.views[1].chart.series[0].y == [67, 73, 58])
    // Two different fields measure different things: the views are not one measure.
    #expect(set.views[0].measure != set.views[1].measure)
  }

  @Test func repeatByRowAndColumnReadsRowByRow() throws {
    let set = try Self.read(
      """
      {"data": {"values": \(Self.cityRows)},
       "repeat": {"row": ["t", "rain"], "column": ["month", "t"]},
       "spec": {"mark": "point", "encoding": {"x": {"field": {"repeat": "column"}, "type": "quantitative"},
         "y": {"field": {"repeat": "row"}, "type": "quantitative"}}}}
      """)
    #expect(set.views.map(\.label) == ["t, month", "t, t", "rain, month", "rain, t"])
    #expect(set.views.map(\.chart.xAxis.title) == ["month", "t", "month", "t"])
    #expect(set.views.map(\.chart.yAxis.title) == ["t", "t", "rain", "rain"])
  }

  /// A repeated layer alone is one chart (`VegaLiteNestedLayersTests`); repeated in rows or
  /// columns too, it is refused by name.
  @Test func aRepeatedLayerInRowsIsRefusedByName() throws {
    do {
      _ = try Self.read(
        """
        {"data": {"values": \(Self.cityRows)}, "repeat": {"row": ["month"], "layer": ["t", "rain"]},
         "spec": {"mark": "line", "encoding": {"x": {"field": "month", "type": "ordinal"},
           "y": {"field": {"repeat": "layer"}, "type": "quantitative"}}}}
        """)
      Issue.record("expected a refusal")
    } catch {
      #expect("\(error)".contains("a repeated layer ('repeat.layer')"))
    }
  }

  // MARK: - Facet operator

  @Test func facetOperatorGivesAViewPerValueInAscendingOrder() throws {
    let set = try Self.read(
      """
      {"data": {"values": \(Self.cityRows)}, "facet": {"field": "city", "type": "nominal", "title": "City"},
       "spec": \(Self.unit("t"))}
      """)
    #expect(set.arrangement == .facet)
    #expect(set.facetFields == ["City"])
    #expect(set.views.map(\.label) == ["Lima", "Oslo", "Rome"])
    #expect(set.views.map(\.chart.series[0].y) == [[23, 24, 23], [-4, -3, 1], [8, 9, 12]])
    // Facets share both position scales unless `resolve` makes one independent.
    #expect(set.sharedScales == ["x", "y"])
    #expect(Set(set.views.map(\.measure)).count == 1)
  }

  @Test func facetOperatorSortsAndRunsTheInnerTransformsFirst() throws {
    let set = try Self.read(
      """
      {"data": {"values": \(Self.cityRows)}, "resolve": {"scale": {"y": "independent"}},
       "facet": {"field": "warm", "type": "nominal", "sort": "descending"},
       "spec": {"transform": [{"calculate": "datum.t > 5 ? 'warm' : 'cold'", "as": "warm"}],
         "mark": "bar", "encoding": {"x": {"field": "city", "type": "nominal"},
           "y": {"aggregate": "mean", "field": "t", "type": "quantitative"}}}}
      """)
    #expect(set.views.map(\.label) == ["warm", "cold"])
    #expect(set.views[0].chart.xAxis.categories == ["Lima", "Rome"])
    let meanTemperatures: [Double] = [70.0 / 3, 29.0 / 3]
    #expect(set.views[0].chart.series[0].y == meanTemperatures)
    #expect(set.views[1].chart.xAxis.categories == ["Oslo"])
    #expect(set.views[1].chart.series[0].y == [-2])
    #expect(set.sharedScales == ["x"])
  }

  @Test func facetOperatorGridReadsRowByRowInTheGivenOrder() throws {
    let set = try Self.read(
      """
      {"data": {"values": \(Self.cityRows)},
       "facet": {"row": {"field": "city", "sort": ["Rome", "Oslo"]}, "column": {"field": "month"}},
       "spec": {"transform": [{"filter": "datum.city != 'Lima'"}], "mark": "bar",
         "encoding": {"x": {"field": "city", "type": "nominal"}, "y": {"field": "rain", "type": "quantitative"}}}}
      """)
    #expect(set.facetFields == ["city", "month"])
    #expect(set.views.map(\.label) == ["Rome, 1", "Rome, 2", "Rome, 3", "Oslo, 1", "Oslo, 2", "Oslo, 3"])
    #expect(set.views.map(\.chart.series[0].y) == [[67], [73], [58], [49], [36], [47]])
  }

  // MARK: - Row, column and facet channels

  @Test func rowChannelSplitsOneViewByItsValues() throws {
    let set = try Self.read(
      """
      {"title": "Temperature", "data": {"values": \(Self.cityRows)}, "mark": "line",
       "encoding": {"row": {"field": "city", "title": "City"}, "x": {"field": "month", "type": "ordinal"},
         "y": {"field": "t", "type": "quantitative", "title": "temperature"}}}
      """)
    #expect(set.arrangement == .facet)
    #expect(set.title == "Temperature")
    #expect(set.facetFields == ["City"])
    #expect(set.views.map(\.label) == ["Lima", "Oslo", "Rome"])
    // The set's title is the set's, not each view's.
    #expect(set.views.map(\.chart.title) == ["", "", ""])
    #expect(set.views.map(\.chart.yAxis.title) == ["temperature", "temperature", "temperature"])
    #expect(set.views[2].chart.series[0].y == [8, 9, 12])
  }

  @Test func rowAndColumnChannelsMakeAGrid() throws {
    let set = try Self.read(
      """
      {"data": {"values": \(Self.cityRows)}, "transform": [{"filter": "datum.month < 3"}], "mark": "bar",
       "encoding": {"row": {"field": "month", "type": "ordinal"}, "column": {"field": "city", "sort": "descending"},
         "x": {"field": "city", "type": "nominal"}, "y": {"field": "rain", "type": "quantitative"}}}
      """)
    #expect(set.views.map(\.label) == ["1, Rome", "1, Oslo", "1, Lima", "2, Rome", "2, Oslo", "2, Lima"])
    #expect(set.views.map(\.chart.series[0].y) == [[67], [49], [1], [73], [36], [0]])
  }

  @Test func facetChannelWrapsViews() throws {
    let set = try Self.read(
      """
      {"data": {"values": \(Self.cityRows)}, "mark": "bar",
       "encoding": {"facet": {"field": "city", "columns": 2, "sort": {"field": "t", "op": "mean"}},
         "x": {"field": "month", "type": "ordinal"}, "y": {"field": "rain", "type": "quantitative"}}}
      """)
    // Sorted by each city's mean temperature: Oslo, Rome, Lima.
    #expect(set.views.map(\.label) == ["Oslo", "Rome", "Lima"])
    #expect(set.views[2].chart.series[0].y == [1, 0, 1])
  }

  // MARK: - Views left out, and picking one

  @Test func aViewThatCannotBeDescribedIsLeftOutWithANotice() throws {
    let set = try Self.read(
      """
      {"data": {"values": \(Self.cityRows)}, "hconcat": [
        {"layer": [{"mark": "tick", "encoding": {"x": {"field": "t", "type": "quantitative"}}}]},
        \(Self.unit("t", mark: "bar"))
      ]}
      """)
    #expect(set.views.count == 1)
    #expect(set.views[0].path == "hconcat[1]")
    #expect(set.notices.count == 1)
    guard case .viewNotDescribed(let number, let path, let reason)? = set.notices.first else {
      Issue.record("expected a view left out, found \(set.notices)")
      return
    }
    #expect(number == 1)
    #expect(path == "hconcat[0]")
    #expect(reason.contains("one-dimensional 'tick' plot"))
  }

  @Test func noViewDescribedIsTheFirstViewsRefusal() throws {
    // A strip in a layer is refused (a view of a strip alone is its distribution).
    let tick = #"{"layer": [{"mark": "tick", "encoding": {"x": {"field": "t", "type": "quantitative"}}}]}"#
    do {
      _ = try Self.read(#"{"data": {"values": \#(Self.cityRows)}, "vconcat": [\#(tick), \#(tick)]}"#)
      Issue.record("expected a refusal")
    } catch {
      #expect("\(error)".contains("one-dimensional 'tick' plot"))
    }
  }

  @Test func aViewIsPickedByItsNumberInReadingOrder() throws {
    let set = try Self.read(
      #"{"title": "Cities", "data": {"values": \#(Self.cityRows)}, "facet": {"field": "city"}, "spec": \#(Self.unit("t"))}"#
    )
    let oslo = try set.view(2)
    #expect(oslo.series[0].y == [-4, -3, 1])
    // A view without a title of its own is named by its facet value.
    #expect(oslo.title == "Oslo")
    #expect(throws: ChartSetError.noSuchView(4, count: 3)) { try set.view(4) }
    #expect(throws: ChartSetError.noSuchView(0, count: 3)) { try set.view(0) }
    // The library's message names no command-line option.
    #expect(!"\(ChartSetError.noSuchView(4, count: 3))".contains("--"))
  }

  /// A view left out keeps its number: the views after it are numbered among all the views
  /// drawn, so "view 2" names the same view in the notices, the readout and `view(_:)`.
  @Test func aViewAfterOneLeftOutKeepsItsNumber() throws {
    let arc = #"{"mark": "arc", "encoding": {"color": {"field": "city", "type": "nominal"}}}"#
    let set = try Self.read(
      #"{"data": {"values": \#(Self.cityRows)}, "vconcat": [\#(arc), \#(Self.unit("t", mark: "bar")), \#(arc), \#(Self.unit("rain", mark: "bar"))]}"#
    )
    #expect(set.views.count == 2)
    #expect(set.leftOutNumbers == [1, 3])
    #expect(set.viewCount == 4)
    #expect(set.viewNumbers == [2, 4])
    #expect(try set.view(2).yAxis.title == "t")
    #expect(try set.view(4).yAxis.title == "rain")
    #expect(throws: ChartSetError.noSuchView(5, count: 4)) { try set.view(5) }
    do {
      _ = try set.view(3)
      Issue.record("view 3 is left out, and was given")
    } catch {
      guard case .notDescribed(3, let reason) = error else {
        Issue.record("expected view 3 not described, found \(error)")
        return
      }
      #expect(reason.contains("'arc'"), "\(reason)")
    }
  }

  /// A point selection of one field bound to a slider starts at a bare value: a filter by it
  /// keeps the rows whose field holds it, as Vega draws them (`alt__us_population_over_time`).
  @Test func aSelectionStartingAtABareValueFiltersByIt() throws {
    let set = try Self.read(
      """
      {"data": {"values": \(Self.cityRows)}, "transform": [{"filter": {"param": "Month"}}],
       "params": [{"name": "Month", "value": 2, "select": {"type": "point", "fields": ["month"]},
         "bind": {"input": "range", "min": 1, "max": 3, "step": 1}}],
       "mark": "bar", "encoding": {"column": {"field": "city"}, "x": {"field": "city", "type": "nominal"},
         "y": {"field": "t", "type": "quantitative"}}}
      """)
    #expect(set.views.map(\.chart.series[0].y) == [[24], [-3], [9]])
  }

  @Test func aSingleViewIsASetOfOne() throws {
    let spec =
      #"{"data": {"values": \#(Self.cityRows)}, "mark": "bar", "encoding": {"x": {"field": "city", "type": "nominal"}, "y": {"aggregate": "sum", "field": "rain", "type": "quantitative"}}}"#
    let set = try Self.read(spec)
    #expect(!set.isComposed)
    #expect(set.views.count == 1)
    #expect(set.views[0].chart == (try VegaLiteReader.read(Array(spec.utf8), source: "spec.vl.json")))
  }
}
