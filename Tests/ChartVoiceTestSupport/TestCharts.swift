import ChartModel
import ChartSupport

/// Small charts for the sonification tests.
package enum TestCharts {
  /// A bar chart of `values` over categories "c0", "c1", …
  package static func bars(_ values: [Double], name: String = "Sales") -> ChartDescriptor {
    chart(kind: .bar, series: [series(values, name: name, continuous: false)], categorical: true)
  }

  /// A line chart of one series per entry, over x = 0, 1, 2, …
  package static func lines(_ values: [Double]..., names: [String]? = nil) -> ChartDescriptor {
    let all = values.enumerated().map { index, ys in
      series(ys, name: names?[index] ?? "Series \(index + 1)", continuous: true)
    }
    return chart(kind: .line, series: all, categorical: false)
  }

  package static func series(_ values: [Double], name: String, continuous: Bool) -> DataSeries {
    DataSeries(
      name: name, isContinuous: continuous, x: values.indices.map(Double.init), y: values)
  }

  package static func chart(
    kind: ChartKind, series: [DataSeries], categorical: Bool, yRange: ClosedRange<Double>? = nil,
    referenceLines: [ReferenceLine] = []
  ) -> ChartDescriptor {
    let count = series.map(\.count).max() ?? 0
    let xAxis =
      categorical
      ? Axis(title: "Category", type: .categorical, categories: (0..<count).map { "c\($0)" })
      : Axis(title: "Step", type: .numeric)
    return ChartDescriptor(
      title: "Test", kind: kind, xAxis: xAxis,
      yAxis: Axis(title: "Value", type: .numeric, unit: "USD", range: yRange), series: series,
      referenceLines: referenceLines)
  }

  /// A seeded random walk of `count` points.
  package static func walk(count: Int, seed: UInt64) -> [Double] {
    var generator = SplitMix64(seed: seed)
    var level = 0.0
    return (0..<count).map { _ in
      level += Double.random(in: -1...1, using: &generator)
      return level
    }
  }
}
