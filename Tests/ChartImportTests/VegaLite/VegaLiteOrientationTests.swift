import ChartImport
import ChartModel
import Testing

/// Which way Vega-Lite bars run (`VegaLiteChart+Build.swift`): the measure on x and categories
/// on y are horizontal bars, read top to bottom; every other bar chart is vertical.
@Suite struct VegaLiteOrientationTests {
  static let values =
    #"[{"c":"A","g":"x","v":1},{"c":"A","g":"y","v":2},{"c":"B","g":"x","v":3},{"c":"B","g":"y","v":1}]"#

  static func orientation(_ encoding: String) throws -> (Orientation, Stacking) {
    let spec = #"{"data":{"values":\#(values)},"mark":"bar","encoding":{\#(encoding)}}"#
    let chart = try VegaLiteReaderTests.read(spec)
    return (chart.orientation, chart.stacking)
  }

  @Test func barsWithTheMeasureOnXAreHorizontal() throws {
    #expect(
      try Self.orientation(#""y":{"field":"c","type":"nominal"},"x":{"field":"v","type":"quantitative"}"#) == (
        .horizontal, .none
      ))
    // A colour field stacks them, still horizontal (stacked_bar_h).
    #expect(
      try Self.orientation(
        #""y":{"field":"c","type":"nominal"},"x":{"aggregate":"sum","field":"v"},"color":{"field":"g"}"#)
        == (.horizontal, .stacked))
    // Side by side by yOffset (bar_grouped_horizontal).
    #expect(
      try Self.orientation(
        #""y":{"field":"c","type":"nominal"},"x":{"field":"v","type":"quantitative"},"yOffset":{"field":"g"},"color":{"field":"g"}"#
      )
        == (.horizontal, .none))
  }

  @Test func barsWithTheMeasureOnYStayVertical() throws {
    #expect(
      try Self.orientation(#""x":{"field":"c","type":"nominal"},"y":{"field":"v","type":"quantitative"}"#).0
        == .vertical)
    #expect(
      try Self.orientation(
        #""x":{"field":"c","type":"nominal"},"y":{"aggregate":"sum","field":"v"},"color":{"field":"g"}"#)
        == (.vertical, .stacked))
  }
}
