import ChartModel

extension ChartDescriptor {
  /// The chart with the scale word of a column identifier applied to its values
  /// (`speakers_millions`: 1,500 is 1,500,000,000) and taken out of the name (`speakers`), so that
  /// every output says each value at its true size ("1.5 billion") and none drops the scale. The
  /// value axis's title scales the values; without one, a scale word every series' name shares
  /// does (`coal_mn`, `gas_mn`). A numeric x axis's title scales the x positions. A chart whose
  /// values are also held elsewhere (error bars, boxes, cells, bins) keeps the word in its name.
  ///
  /// - Complexity: O(*n*) in the points.
  package var scaledByNames: ChartDescriptor {
    guard cells == nil, uncertainty.isEmpty, boxes.isEmpty, binStep == nil else { return self }
    var chart = self
    if let (tokens, power) = Self.scaleOf(yAxis.title) {
      chart.yAxis.title = tokens
      for index in chart.series.indices where chart.series[index].name == yAxis.title {
        chart.series[index].name = tokens
      }
      chart.scale(.y, power)
    } else if yAxis.title.isEmpty, !series.isEmpty {
      let scales = series.map { Self.scaleOf($0.name) }
      if let first = scales[0], scales.allSatisfy({ $0?.power == first.power }) {
        for index in chart.series.indices { chart.series[index].name = scales[index]?.tokens ?? "" }
        chart.scale(.y, first.power)
      }
    }
    if xAxis.type == .numeric, let (tokens, power) = Self.scaleOf(xAxis.title) {
      chart.xAxis.title = tokens
      chart.scale(.x, power)
    }
    return chart
  }

  /// The identifier without its scale word (its other words joined by `_` as they were) and
  /// the power of ten the word names; `nil` when it names none.
  static func scaleOf(_ name: String) -> (tokens: String, power: Int)? {
    // "Population (millions)" → "Population"; "Revenue (USD millions)" → "Revenue (USD)".
    if let (words, unit, power) = bracketed(name) {
      return power == 0 ? nil : (unit.map { "\(words) (\($0))" } ?? words, power)
    }
    guard name.contains("_"), !name.contains(where: \.isWhitespace) else { return nil }
    let (tokens, power) = withoutScale(identifierTokens(name))
    return power == 0 ? nil : (tokens.joined(separator: "_"), power)
  }

  /// `value` times 10^`power`, shifted in decimal so that 1.35 million is 1,350,000 exactly
  /// (never 1,350,000.0000000002).
  static func shifted(_ value: Double, _ power: Int) -> Double {
    guard value.isFinite else { return value }
    let text = "\(value)"
    if !text.contains("e"), let result = Double(text + "e\(power)") { return result }
    var result = value
    for _ in 0..<power { result *= 10 }
    return result
  }

  /// Multiplies the values (`y`) or the positions (`x`) and everything drawn on that axis by
  /// 10^`power`.
  mutating func scale(_ axis: ReferenceLine.Orientation, _ power: Int) {
    func times(_ values: [Double]) -> [Double] { values.map { Self.shifted($0, power) } }
    for index in series.indices {
      let one = series[index]
      series[index].setColumns(x: axis == .x ? times(one.x) : one.x, y: axis == .y ? times(one.y) : one.y)
      series[index].setLabels(one.labels)
    }
    for index in stackParts.indices {
      if axis == .x {
        stackParts[index].x = times(stackParts[index].x)
      } else {
        stackParts[index].y = times(stackParts[index].y)
      }
    }
    for index in referenceLines.indices where referenceLines[index].axis == axis {
      referenceLines[index].value = Self.shifted(referenceLines[index].value, power)
    }
    let range = axis == .x ? xAxis.range : yAxis.range
    if let range {
      let scaled = Self.shifted(range.lowerBound, power)...Self.shifted(range.upperBound, power)
      if axis == .x { xAxis.range = scaled } else { yAxis.range = scaled }
    }
  }
}
