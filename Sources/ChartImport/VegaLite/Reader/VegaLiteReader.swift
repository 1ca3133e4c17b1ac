import ChartModel
package import ChartSupport
import Foundation

/// How ``VegaLiteReader`` finds a spec's data. It knows no language: a time unit without a year
/// (`month`, `day`) gives typed recurring positions (``ChartModel/RecurringTime``), which the
/// narration names in the output language.
public struct VegaLiteOptions: Sendable, Equatable {
  /// `--base DIR`: the folder data URLs are relative to; `nil` for the spec's folder, then the
  /// working directory.
  public var baseDirectory: String?
  /// `--data FILE`: a local file read in place of the spec's data (CSV, TSV or JSON, by its
  /// extension, else the spec's `format.type`).
  public var dataFile: String?
  /// The folder that holds the spec, the first default base; `nil` for standard input.
  public var specDirectory: String?

  public init(baseDirectory: String? = nil, dataFile: String? = nil, specDirectory: String? = nil) {
    self.baseDirectory = baseDirectory
    self.dataFile = dataFile
    self.specDirectory = specDirectory
  }
}

/// Reads a Vega-Lite spec (v4 to v6, as Altair writes them too) into a ``ChartDescriptor``: the data
/// after the spec's transforms, encoded as the spec encodes it.
///
///     let chart = try VegaLiteReader.read(bytes, source: "cars.vl.json",
///                                         options: VegaLiteOptions(specDirectory: "charts"))
///
/// **What it reads.** A single view or a `layer` of views over the same data: marks `line`, `bar`,
/// `area`, `point`, `circle`, `square`, `tick`, `rule`, `arc` and `rect`; the channels `x`, `y`,
/// `x2`, `y2`, `theta`, `radius`, `color` (and `fill`, `stroke`, `shape`, `strokeDash`, `detail`,
/// `xOffset`, `yOffset`: series), `size` and `opacity`; field types, `aggregate`, `timeUnit`, `bin`,
/// `stack`, `sort`, `impute`, axis and legend titles; the transforms of ``VLTransformRunner``.
/// Data comes inline, from a named dataset, a `sequence`, or a local file named by `url` (see
/// ``VLDataLoader`` for how URLs resolve, and why remote ones are refused). How views map to
/// charts is in ``VLChartBuilder``. A `rule` layer over a chart's data becomes reference lines.
///
/// **What it refuses**, always by name and with the line and column: view composition (`concat`,
/// `facet`, `repeat`, `row`, `column`), other marks, maps without a value to describe (``VLGeo``
/// reads the others), animation (`time`), other
/// transforms (`regression`, `loess`, …), expression functions outside its subset, and charts
/// with nothing to measure. Interactive parameters are read as the chart first appears: a selection
/// that starts empty selects everything.
///
/// **Dates** are read in UTC throughout.
public enum VegaLiteReader {
  /// The marks chartvoice describes.
  static let marks =
    [
      "line", "bar", "area", "point", "circle", "square", "tick", "rule", "arc", "rect",
    ] + VLCompositeLayer.marks

  /// Whether parsed JSON is a Vega-Lite spec rather than chart JSON: it names a Vega-Lite
  /// `$schema`, or has a `mark`, a `layer` or a view-composition key at its root.
  public static func isVegaLite(_ bytes: [UInt8]) -> Bool {
    guard let document = try? JSONDocument(bytes: bytes, source: "") else { return false }
    return isVegaLite(document.root)
  }

  package static func isVegaLite(_ root: JSONValue) -> Bool {
    guard case .object = root.kind else { return false }
    if case .string(let schema)? = root["$schema"]?.kind, schema.contains("vega-lite") {
      return true
    }
    if root["series"] != nil { return false }
    return ["mark", "layer", "hconcat", "vconcat", "concat", "facet", "repeat"].contains {
      root[$0] != nil
    }
  }

  /// Reads a Vega-Lite spec.
  ///
  /// - Parameters:
  ///   - bytes: The spec, UTF-8 JSON.
  ///   - source: Its name for messages (`chart.vl.json`, `<stdin>`).
  ///   - options: Where its data is, and the language of recurring times.
  /// - Returns: The chart, with notices for what it leaves out (a third quantity in colour, a
  ///   layer of points over a line).
  /// - Throws: ``ChartModelError``: `unsupported` (with what, precisely) for what chartvoice does
  ///   not describe; `invalidValue` and `malformedInput` for errors in the spec or its data, with
  ///   their line and column.
  /// - Complexity: O(*n* log *n*) in the number of records, times the transforms.
  public static func read(
    _ bytes: [UInt8], source: String, options: VegaLiteOptions = VegaLiteOptions()
  )
    throws(ChartModelError) -> ChartDescriptor
  {
    let document = try JSONDocument(bytes: bytes, source: source)
    let root = JSONFieldReader(document: document)
    guard case .object = root.value.kind else {
      throw root.invalid("expected a Vega-Lite spec object, found \(root.value.typeDescription)")
    }
    for key in ["hconcat", "vconcat", "concat", "facet", "repeat"] {
      if let composition = root.member(key), key != "repeat" || !isRepeatedLayer(root) {
        throw ChartModelError.unsupported(
          composition.location,
          feature: "view composition ('\(key)'); describe each view on its own")
      }
    }
    return try readView(root, context: try makeContext(root, options: options), inherited: nil).chart
  }

  /// Reads one view (a single mark or a layer): the whole spec, or a view of a composed one.
  ///
  /// - Parameter inherited: The records a view of a composition draws when it has no `data` of
  ///   its own: its parents' data after their transforms (and, in a facet, its facet's rows).
  /// - Returns: The chart, and what its values measure as the spec encodes it: the measure
  ///   channel's field, aggregate and time unit (two views measure the same quantity when these
  ///   are equal, whatever their titles).
  static func readView(_ spec: JSONFieldReader, context: VLContext, inherited: [VLRecord]?)
    throws(ChartModelError) -> (chart: ChartDescriptor, measure: String)
  {
    let root = try expandingRepeatedLayer(spec) ?? spec
    let flatLayers = try root.member("layer").map(flattenedLayers)
    // Data and the shared transforms; layers may bring data of their own instead.
    let records: [VLRecord]?
    let temporal = temporalFields(in: root.document.root)
    if let data = root.member("data") {
      records = try context.loader.load(data, temporalFields: temporal)
    } else if let inherited {
      records = inherited
    } else if let flatLayers, flatLayers.contains(where: { $0.member("data") != nil }) {
      records = nil
    } else {
      throw ChartModelError.missingField(root.location, field: "data")
    }
    var runner = VLTransformRunner(context: context, records: records ?? [])
    if records != nil { try runner.run(root.member("transform")) }
    let shared = runner
    /// The records a layer draws before its own transforms: its own data (Vega-Lite resolves a
    /// layer with data against that data alone), else the shared records.
    func layerRunner(_ view: View) throws(ChartModelError) -> VLTransformRunner {
      if root.member("layer") != nil, let own = view.spec.member("data") {
        return VLTransformRunner(context: context, records: try context.loader.load(own, temporalFields: temporal))
      }
      guard records != nil else {
        throw ChartModelError.missingField(view.spec.location, field: view.spec.path(of: "data"))
      }
      return shared
    }

    // The views: one, or the layers.
    var views: [View] = []
    // Text layers over other marks: labels, left out with a notice once the described layer is known.
    var textLayers: [(index: Int, spec: JSONFieldReader)] = []
    // Layers chartvoice cannot read (a trail, a loess curve): left out with a notice when the
    // other layers are a chart, else the chart is refused by their name.
    var unreadable: [(index: Int, mark: String, part: ChartModelError)] = []
    // Unreadable rules from one end to another (a bootstrap interval): error bars of the points.
    var spanningRules = false
    var textChart: TextChart?
    if let layers = root.member("layer") {
      let rootEncoding = root.member("encoding")
      for (index, layer) in (flatLayers ?? []).enumerated() {
        let type = try Self.markType(of: layer)
        if type == "text" {
          textLayers.append((index, layer))
          continue
        }
        // A map layer: its values, or geometry alone (a basemap), left out with a notice.
        if let geo = try VLGeo.layerView(
          index: index, layer: layer, mark: type, inherited: rootEncoding, context: context)
        {
          if let view = geo.view {
            views.append(view)
          } else if let part = geo.refusal {
            unreadable.append((index, type ?? "", part))
          }
          continue
        }
        if let part = try Self.unreadablePart(of: layer, mark: type) {
          unreadable.append((index, type ?? "", part))
          spanningRules = spanningRules || Self.isSpanningRule(layer, mark: type)
          continue
        }
        if let nested = layer.member("hconcat") ?? layer.member("vconcat") {
          throw ChartModelError.unsupported(
            nested.location, feature: "a layer that holds other views")
        }
        do {
          views.append(try View(index: index, spec: layer, inherited: rootEncoding, context: context))
        } catch .unsupported(let location, let feature, let remedy) where type == "rule" {
          // A rule chartvoice cannot place (at a parameter's expression) adds no value to the
          // other layers: left out with a notice, or the chart refused by it when it is alone.
          unreadable.append((index, "rule", .unsupported(location, feature: feature, remedy: remedy)))
        }
      }
      if views.isEmpty, let first = unreadable.first { throw VLGeo.chartRefusal(unreadable.map(\.part)) ?? first.part }
      if views.isEmpty, let text = textLayers.first,
        let read = try Self.readingText(text.spec, inherited: rootEncoding, context: context)
      {
        // A chart of text alone: a table, or labelled points.
        textLayers.removeFirst()
        textChart = read.chart
        views.append(try View(index: text.index, spec: read.spec, inherited: rootEncoding, context: context))
      }
      if views.isEmpty, let text = textLayers.first {
        // Only text: a chart of labels, refused by name.
        throw ChartModelError.unsupported(
          (text.spec.member("mark") ?? text.spec).location, feature: "the mark 'text'")
      }
      guard !views.isEmpty else { throw layers.invalid("a layer chart needs at least one layer") }
    } else if let read = try Self.readingText(root, inherited: nil, context: context) {
      textChart = read.chart
      views.append(try View(index: 0, spec: read.spec, inherited: nil, context: context))
    } else {
      let mark = try Self.markType(of: root)
      let geographic = VLGeo.isGeographic(mark: mark, encoding: root.member("encoding"))
      views.append(
        geographic
          ? try View(geographic: 0, spec: root, inherited: nil, context: context)
          : try View(index: 0, spec: root, inherited: nil, context: context))
    }

    // Error bars, bands and boxes: a chart of their centres, or the ranges of another layer's points.
    if root.member("layer") != nil { views = Self.readingHandBuiltErrorBars(views) }
    // A box plot drawn from pre-aggregated fields: its medians are the chart, its parts its boxes.
    let handBuiltBoxes =
      root.member("layer") != nil && !views.contains { VLCompositeLayer.marks.contains($0.mark) }
      ? VLHandBuiltBoxes(views) : nil
    if let handBuiltBoxes { views = views.filter { handBuiltBoxes.parts[$0.index] == nil } }
    // Candlesticks: a line of the closes, each date's four prices its candle.
    let candlesticks = root.member("layer") != nil && handBuiltBoxes == nil ? VLCandlesticks(views) : nil
    if let candlesticks {
      views = [candlesticks.closes] + views.filter { candlesticks.parts[$0.index] == nil }
    } else if root.member("layer") != nil {
      try Self.refusingCandlesticks(flatLayers ?? [], shared: root.member("encoding"))
    }
    // A heat lane: the count per bin its lanes draw, as a histogram.
    if candlesticks == nil, handBuiltBoxes == nil, let lane = VLHeatLane(views, shared: root.member("transform")) {
      views = [lane.counts] + views.filter { !lane.lanes.contains($0.index) }
    }
    let layerViews = views
    let composite = try VLCompositeLayer.read(
      views, runner: runner, layered: root.member("layer") != nil, layerRunner: layerRunner)
    if let composite {
      views = views.filter { $0.index != composite.index }
      // A box plot is read by its boxes, whatever points are drawn over them; a strip by its one box.
      if composite.mark == "boxplot" || composite.isStrip || views.allSatisfy({ $0.mark == "rule" }) {
        guard composite.hasCentres else {
          throw ChartModelError.unsupported(
            composite.centreView.markField.location, feature: "a '\(composite.mark)' without a centre to describe")
        }
        views.insert(composite.centreView, at: 0)
      }
    }
    // A layer with a quantity on a position comes first (bars of full height that only show on
    // hover measure nothing).
    let measures = { (view: View) in
      ["x", "y"].contains { view.channels[$0]?.hasData == true && view.channels[$0]?.isMeasure == true }
    }
    var main =
      views.first { ["line", "bar", "area"].contains($0.mark) && measures($0) }
      ?? views.first { ["line", "bar", "area"].contains($0.mark) }
      ?? views.first { $0.mark != "rule" } ?? views[0]
    // Points over a line that add a series field (a ranged dot plot) describe more than the line;
    // points whose shape repeats the line's colour field add nothing, and the line stays a line.
    let mainSeriesFields = Set(VLChartBuilder.seriesOrder.compactMap { main.channels[$0]?.field })
    if let richer = views.first(where: { view in
      view.index != main.index && view.mark != "rule"
        && view.channels["x"]?.field == main.channels["x"]?.field
        && view.channels["y"]?.field == main.channels["y"]?.field
        && VLChartBuilder.seriesOrder.contains { channel in
          guard let added = view.channels[channel], added.isDimension else { return false }
          return main.channels[channel] == nil && !(added.field.map(mainSeriesFields.contains) ?? false)
        }
    }) {
      main = richer
    }
    var mainRunner = try layerRunner(main)
    if let composite, main.index == composite.index {
      mainRunner.records = composite.records
    } else if views.count > 1 || root.member("layer") != nil {
      try mainRunner.run(main.spec.member("transform"))
    }
    if let impute = main.channels.values.first(where: { $0.impute != nil && $0.isMeasure }) {
      try imputeEncoding(impute, channels: main.channels, runner: &mainRunner)
    }
    // A scale whose domain a selection's initial extent sets: only its window is drawn.
    if let window = Self.selectionWindow(main, context: context) {
      mainRunner.records = Self.inside(window, mainRunner.records)
    }
    // The values the chart fills in: drawn, and described as drawn, but not the data's.
    let imputed = mainRunner.imputed.map {
      ChartNotice.valuesImputed(count: $0.count, field: $0.field, method: $0.method)
    }
    // A unit chart: one mark a row, read as the count of marks per category.
    var units = false
    if root.member("layer") == nil, composite == nil,
      let counted = VLUnitChart.counting(main, records: mainRunner.records, transforms: root.member("transform"))
    {
      main = counted
      units = true
    }
    // A map: one row a region or place, named by its label.
    let mapNotices: [ChartNotice]
    (main, mainRunner.records, mapNotices) = try VLGeo.prepare(main, mainRunner.records, context: context)
    var builder = VLChartBuilder(
      mark: main.mark, markField: main.markField, channels: main.channels, context: context,
      stackLineage: mainRunner.stackLineage)
    let built = try builder.build(mainRunner.records, orderField: main.orderField)
    var notices = mapNotices + builder.notices + (composite?.notices ?? []) + imputed

    // Rules become reference lines; other layers are left out, with a notice.
    var referenceLines: [ReferenceLine] = []
    var omitted: [ChartNotice] = textLayers.map { text in
      .layerNotDescribed(
        index: text.index, mark: "text",
        reason: Self.labels(text.spec, inherited: root.member("encoding"), of: main)
          ? .labels : .followsLayer(main.index))
    }
    for layer in unreadable {
      guard case .unsupported(_, let feature, _) = layer.part else { continue }
      omitted.append(.layerNotDescribed(index: layer.index, mark: layer.mark, reason: .unsupported(feature)))
    }
    for view in views where view.index != main.index {
      if view.mark == "rule" {
        var ruleRunner = try layerRunner(view)
        try ruleRunner.run(view.spec.member("transform"))
        if let lines = Self.referenceLines(for: view, records: ruleRunner.records, built: built)
          ?? Self.scaledReferenceLines(for: view, runner: ruleRunner, built: built)
        {
          referenceLines += lines
          continue
        }
        omitted.append(
          .layerNotDescribed(
            index: view.index, mark: view.mark, reason: .rulesNotReferenceLines))
      } else if !view.repeats(main) || view.spec.member("data") != nil || main.spec.member("data") != nil {
        // A layer of other data is never a repeat of the described one, whatever it encodes.
        omitted.append(
          .layerNotDescribed(
            index: view.index, mark: view.mark, reason: .followsLayer(main.index)))
      }
    }
    // In the order of the spec's layers.
    notices += omitted.sorted { Self.layerIndex($0) < Self.layerIndex($1) }

    var chart = ChartDescriptor(
      title: try title(root),
      summary: try root.member("description")?.optionalString(),
      kind: built.kind,
      xAxis: built.xAxis,
      yAxis: built.yAxis,
      series: built.series,
      referenceLines: referenceLines,
      notices: notices,
      stacking: built.stacking)
    chart.orientation = built.orientation
    chart.intervals = built.intervals
    chart.stackParts = built.stackParts
    chart.cells = built.cells
    // Vega-Lite draws a radar's values as arcs, and an error band alone as a band.
    if main.mark == "arc", built.kind == .radar { chart.drawnAs = .arcs }
    if let composite, main.index == composite.index, composite.mark == "errorband" { chart.drawnAs = .band }
    if let composite, composite.isStrip { chart.drawnAs = .strip }
    if units { chart.drawnAs = .units }
    if let field = built.plan.measure.field?.name, mainRunner.cumulativeFields.contains(field) {
      chart.isCumulative = true
    }
    // A mean or median made by a transform adds up no more than one made by the encoding.
    if let field = built.plan.measure.field?.name, mainRunner.nonAdditiveFields.contains(field) {
      chart.yAxis.isAdditive = false
    }
    // Only bars draw a histogram: a map read as its regions by binned value is still a map, and
    // points at the bins' counts are points.
    if let step = built.histogramStep, chart.drawnAs == nil, composite == nil, main.geo == nil, main.mark == "bar" {
      chart.drawnAs = .histogram
      chart.binStep = step
    }
    // Points at categories with error bars through them are an error bar plot, not bars.
    if built.kind == .bar, ["point", "circle", "square"].contains(main.mark),
      spanningRules || composite?.mark == "errorbar"
    {
      chart.drawnAs = .errorBars
    }
    if let geo = main.geo {
      // A map's values are colours or sizes, which add up to no total.
      chart.cells = geo.kind.cells
      chart.yAxis.isAdditive = false
    }
    switch textChart {
    case .table: chart.cells = .text
    case .labelledPoints(let field): chart.notices.insert(.channelNotDescribed(channel: "text", field: field), at: 0)
    case nil: break
    }
    if let composite {
      (chart.uncertainty, chart.boxes) = composite.attach(to: chart, context: context)
      // Means and medians do not add up to a total.
      if main.index == composite.index, composite.centre == .mean || composite.centre == .median {
        chart.yAxis.isAdditive = false
      }
      // A box plot's value axis spans its values, not only the medians its points stand for.
      if let low = chart.boxes.map(\.minimum).min(), let high = chart.boxes.map(\.maximum).max(), low < high {
        chart.yAxis.range = low...high
      }
      if chart.uncertainty.isEmpty, chart.boxes.isEmpty, composite.notices.isEmpty {
        chart.notices.append(
          .layerNotDescribed(
            index: composite.index, mark: composite.mark,
            reason: .matchesNoPoint(main.index)))
      }
    }
    if let title = Self.explicitLayerTitle(layerViews, main: main, measure: built.plan.measure, root: root) {
      chart.yAxis.title = title
    }
    if let handBuiltBoxes {
      if let boxes = handBuiltBoxes.boxes(for: chart, records: mainRunner.records, context: context),
        let low = boxes.map(\.minimum).min(), let high = boxes.map(\.maximum).max()
      {
        chart.boxes = boxes
        chart.yAxis.isAdditive = false
        if low < high { chart.yAxis.range = low...high }
      } else {
        for (index, mark) in handBuiltBoxes.parts.sorted(by: { $0.key < $1.key }) {
          chart.notices.append(.layerNotDescribed(index: index, mark: mark, reason: .followsLayer(main.index)))
        }
      }
    }
    if let candlesticks {
      guard let candles = candlesticks.candles(for: chart, records: mainRunner.records, context: context),
        let low = candles.map(\.low).min(), let high = candles.map(\.high).max()
      else {
        throw ChartModelError.unsupported(
          candlesticks.closes.markField.location,
          feature: "a candlestick chart whose four prices are not in order at each date")
      }
      chart.candles = candles
      chart.yAxis.isAdditive = false
      if low < high { chart.yAxis.range = low...high }
    }
    // Points at categories that no other kind names (no box, cell, strip, unit or error bar) are a
    // dot plot, read as the bars of their values: Vega draws points, not bars.
    if chart.kind == .bar, chart.drawnAs == nil, chart.cells == nil, chart.boxes.isEmpty,
      ["point", "circle", "square"].contains(main.mark)
    {
      chart.drawnAs = .dots
    }
    // Fractions of one that the axis labels as percentages are said as the axis shows them.
    if built.plan.measure.percentFormat, chart.yAxis.type == .numeric, chart.yAxis.unit == nil,
      chart.uncertainty.isEmpty, chart.boxes.isEmpty, chart.intervals.isEmpty, chart.stackParts.isEmpty,
      chart.cells == nil
    {
      chart.showPercentages()
      chart.yAxis.labelDecimals = built.plan.measure.percentDecimals
    }
    // Shares of all values not said as percentages are no histogram a listener could tell from
    // one of counts.
    if built.histogramOfShares, chart.yAxis.unit != "%", chart.drawnAs == .histogram {
      chart.drawnAs = nil
      chart.binStep = nil
    }
    let measure = built.plan.measure
    let identity = [
      measure.field?.flatName ?? "", measure.aggregate?.rawValue ?? "", measure.argField?.flatName ?? "",
      measure.timeUnit.map { "\($0)" } ?? "", chart.yAxis.unit ?? "",
    ]
    return (chart, identity.joined(separator: "|"))
  }

  // MARK: - Pieces

  /// A layer's mark type (`"bar"`, or the `type` of a mark object), or `nil` when it has none.
  static func markType(of layer: JSONFieldReader) throws(ChartModelError) -> String? {
    guard let mark = layer.member("mark") else { return nil }
    if case .object = mark.value.kind { return try mark.member("type")?.optionalString() }
    return try mark.optionalString()
  }

  /// Marks read as another mark: a trail as the line it draws, an image as the point it stands at.
  static let readAs = ["trail": "line", "image": "point"]

  /// What makes a layer unreadable while the rest of its chart may be read: a mark chartvoice
  /// does not read (a map's `geoshape`; text layers are labels, handled apart) or a transform it
  /// refuses (a loess or regression curve, quantiles); `nil` for a layer to read.
  static func unreadablePart(of layer: JSONFieldReader, mark: String?) throws(ChartModelError) -> ChartModelError? {
    if let mark, mark != "text", !marks.contains(readAs[mark] ?? mark) {
      return .unsupported((layer.member("mark") ?? layer).location, feature: "the mark '\(mark)'")
    }
    // A filled line is a polygon (an ellipse, a region), not a series of values.
    if mark == "line", let filled = layer.member("mark")?.member("filled"), case .bool(true) = filled.value.kind {
      return .unsupported(filled.location, feature: "a filled line (a polygon)")
    }
    // An aggregate chartvoice does not compute (an exponential moving average) leaves its layer out.
    if let encoding = layer.member("encoding"), case .object(let channels) = encoding.value.kind {
      for (name, _) in channels {
        guard let aggregate = encoding.member(name)?.member("aggregate") else { continue }
        if case .object(let members) = aggregate.value.kind, ["argmax", "argmin"].contains(members.first?.key ?? "") {
          continue
        }
        do { _ = try VLEncodingReader.aggregateOp(aggregate) } catch { if case .unsupported = error { return error } }
      }
    }
    guard let transforms = layer.member("transform") else { return nil }
    for transform in try transforms.array() {
      guard case .object(let members) = transform.value.kind else { continue }
      if let kind = members.first(where: { VLTransformRunner.refused.contains($0.key) })?.key {
        return .unsupported(transform.location, feature: "transform '\(kind)'")
      }
    }
    return nil
  }

  /// Whether a text layer writes values the described view draws: its `text` channel (its own,
  /// else the shared one) shows a field of that view's channels, with the same aggregate, and the
  /// view is no normalised stack.
  static func labels(_ layer: JSONFieldReader, inherited: JSONFieldReader?, of main: View) -> Bool {
    guard let text = layer.member("encoding")?.member("text") ?? inherited?.member("text") else { return false }
    let field = (try? text.member("field")?.optionalString()) ?? nil
    let aggregate = (try? text.member("aggregate")?.optionalString()) ?? nil
    // A normalised stack describes shares, not the values its labels write.
    guard field != nil || aggregate != nil, !main.channels.values.contains(where: { $0.stack == .some("normalize") })
    else { return false }
    return main.channels.values.contains { channel in
      channel.name != "tooltip" && channel.field?.flatName == field && channel.aggregate?.rawValue == aggregate
    }
  }

  /// The layer a layer notice names, for ordering notices as the spec orders its layers.
  static func layerIndex(_ notice: ChartNotice) -> Int {
    if case .layerNotDescribed(let index, _, _) = notice { return index }
    return -1
  }

  /// One view (the spec itself or a layer): its mark and channels, the root's merged in.
  struct View {
    let index: Int
    let spec: JSONFieldReader
    let mark: String
    let markField: JSONFieldReader
    let channels: [String: VLChannel]
    let orderField: VLFieldPath?
    /// A view drawn on a map (``VLGeo``), read as the bar chart of its values.
    var geo: VLGeo.Reading? = nil

    init(index: Int, spec: JSONFieldReader, inherited: JSONFieldReader?, context: VLContext)
      throws(ChartModelError)
    {
      self.index = index
      self.spec = spec
      guard let markField = spec.member("mark") else {
        throw ChartModelError.missingField(spec.location, field: spec.path(of: "mark"))
      }
      let type: String
      if case .object = markField.value.kind {
        type = try markField.required("type").string()
      } else {
        type = try markField.string()
      }
      // A trail is a line whose width varies (its size channel, left out with a notice); an
      // image mark is a point drawn as a picture.
      let drawnAs = VegaLiteReader.readAs[type] ?? type
      guard VegaLiteReader.marks.contains(drawnAs) else {
        throw ChartModelError.unsupported(markField.location, feature: "the mark '\(type)'")
      }
      mark = drawnAs
      self.markField = markField
      let encoding = Self.merge(inherited, spec.member("encoding"))
      var channels = try VLEncodingReader.channels(encoding, selections: context.selections)
      if let groups = try VegaLiteReader.highlightedPaths(encoding, mark: drawnAs, channels: channels, context: context)
      {
        channels["detail"] = groups
      }
      self.channels = channels
      let order = spec.member("encoding")?.member("order") ?? inherited?.member("order")
      if let field = order?.member("field") {
        orderField = try VLEncodingReader.fieldPath(field)
      } else {
        orderField = nil
      }
    }

    /// A layer's encoding over the shared one: each channel's properties over the shared channel's,
    /// as Vega-Lite merges them.
    static func merge(_ shared: JSONFieldReader?, _ own: JSONFieldReader?) -> JSONFieldReader? {
      guard let shared, case .object(let base) = shared.value.kind else { return own }
      guard let own, case .object(let top) = own.value.kind else { return shared }
      var members = base
      for member in top {
        if let index = members.firstIndex(where: { $0.key == member.key }) {
          if case .object(let inner) = members[index].value.kind,
            case .object(let overriding) = member.value.kind
          {
            var merged = inner.filter { old in !overriding.contains { $0.key == old.key } }
            merged += overriding
            members[index] = (
              member.key, JSONValue(kind: .object(merged), offset: member.value.offset)
            )
          } else {
            members[index] = member
          }
        } else {
          members.append(member)
        }
      }
      return JSONFieldReader(
        document: own.document, value: JSONValue(kind: .object(members), offset: own.value.offset),
        path: own.path)
    }

    /// Whether this view draws the same data as `other` (points on a line).
    func repeats(_ other: View) -> Bool {
      ["x", "y", "color", "theta"].allSatisfy { name in
        let a = channels[name]
        let b = other.channels[name]
        return a?.field == b?.field && a?.aggregate == b?.aggregate && a?.timeUnit == b?.timeUnit
      }
    }
  }

  static func makeContext(_ root: JSONFieldReader, options: VegaLiteOptions) throws(ChartModelError)
    -> VLContext
  {
    var variables: [String: VLValue] = [:]
    var selections: [String: VLSelection] = [:]
    var params: [JSONFieldReader] = try root.member("params")?.array() ?? []
    for legacy in ["selection"] {
      if let old = root.member(legacy) {
        throw ChartModelError.unsupported(
          old.location, feature: "the Vega-Lite 4 'selection' property; use 'params'")
      }
    }
    params += try nestedParams(root)
    for param in params {
      let name = try param.required("name").string()
      if param.member("select") != nil {
        var initial: [VLRecord]?
        if let value = param.member("value") {
          switch value.value.kind {
          case .array(let items):
            initial = items.map { VLDataLoader.object($0) }
          case .object:
            selections[name] = VLSelection(name: name, value: [], isInterval: true, initialExtent: value)
            continue
          case .string, .number, .bool:
            // A point selection of one field may start at a bare value (a slider's): the records
            // whose field holds it.
            let fields = try param.member("select")?.member("fields")?.array() ?? []
            if fields.count == 1 {
              let entry = JSONValue(kind: .object([(try fields[0].string(), value.value)]), offset: value.value.offset)
              initial = [VLDataLoader.object(entry)]
            }
          default:
            initial = nil
          }
        }
        selections[name] = VLSelection(name: name, value: initial)
      } else if let value = param.member("value") {
        variables[name] = VLDataLoader.value(value.value)
      } else if param.member("expr") != nil {
        variables[name] = .null
      }
    }
    let loader = VLDataLoader(options: options, datasets: root.member("datasets"))
    return VLContext(options: options, loader: loader, variables: variables, selections: selections)
  }

  /// The first-level names of every field the spec uses as a date: with `"type": "temporal"` or a
  /// `timeUnit`, anywhere (encodings, filters, transforms).
  static func temporalFields(in value: JSONValue) -> Set<String> {
    var names = Set<String>()
    func visit(_ value: JSONValue, depth: Int) {
      guard depth < 64 else { return }
      switch value.kind {
      case .object(let members):
        if case .string(let field)? = value["field"]?.kind {
          var temporal = value["timeUnit"] != nil
          if case .string("temporal")? = value["type"]?.kind { temporal = true }
          if temporal, let path = VLFieldPath(field), case .key(let first)? = path.components.first {
            names.insert(first)
          }
        }
        for member in members where member.key != "data" { visit(member.value, depth: depth + 1) }
      case .array(let elements):
        for element in elements { visit(element, depth: depth + 1) }
      default:
        break
      }
    }
    visit(value, depth: 0)
    return names
  }

  static func title(_ root: JSONFieldReader) throws(ChartModelError) -> String {
    guard let title = root.member("title") else { return "" }
    if case .object = title.value.kind {
      return title.member("text").flatMap(VLEncodingReader.titleText) ?? ""
    }
    return VLEncodingReader.titleText(title) ?? ""
  }

  /// An `impute` on the measure channel: missing x values of each series filled in.
  static func imputeEncoding(
    _ channel: VLChannel, channels: [String: VLChannel], runner: inout VLTransformRunner
  ) throws(ChartModelError) {
    guard let impute = channel.impute, let field = channel.field else { return }
    let keyName = channel.name == "y" ? "x" : "y"
    guard let key = channels[keyName]?.field else { return }
    try impute.requireObject(allowedKeys: ["keyvals", "frame", "method", "value"])
    let groupby = VLChartBuilder.seriesOrder.compactMap { name -> VLFieldPath? in
      guard let series = channels[name], series.isDimension else { return nil }
      return series.field
    }
    let method = try impute.member("method")?.string() ?? "value"
    let value = impute.member("value").map { VLDataLoader.value($0.value) } ?? .null
    let frame = try VLTransformRunner.frame(impute.member("frame"), default: (nil, nil))
    let keyvals = try VLTransformRunner.keyvals(impute.member("keyvals"))
    try runner.imputeRecords(
      field: field, key: key, keyvals: keyvals, groupby: groupby, method: method, value: value,
      frame: frame,
      at: impute)
  }

  /// The reference lines a rule layer draws: one line per group of its colour field, at a constant
  /// (`datum`) or at the aggregate of its field over the chart's data; `nil` when its rules are not
  /// lines across the chart (they vary from record to record, or span two positions).
  static func referenceLines(for view: View, records: [VLRecord], built: VLChartBuilder.Built)
    -> [ReferenceLine]?
  {
    let measureName = built.plan.measure.name
    let dimensionName = built.plan.dimension?.name
    let positional = ["x", "y"].compactMap { view.channels[$0] }
    guard positional.count == 1, let channel = positional.first,
      view.channels["x2"] == nil, view.channels["y2"] == nil
    else { return nil }
    let orientation: ReferenceLine.Orientation
    if channel.name == measureName {
      orientation = .y
    } else if channel.name == dimensionName, built.xAxis.type != .categorical {
      orientation = .x
    } else {
      return nil
    }
    let label = channel.title
    if let datum = channel.datum {
      guard let value = position(datum, orientation: orientation, axis: built.xAxis) else {
        return nil
      }
      return [ReferenceLine(axis: orientation, value: value, label: label)]
    }
    let groupFields = ["color", "detail", "stroke"].compactMap { view.channels[$0]?.field }
    var lines: [ReferenceLine] = []
    for group in VLTransformRunner.group(records, by: groupFields) {
      let members = group.indices.map { records[$0] }
      let result: VLValue
      if let op = channel.aggregate {
        result = op.apply(
          members.map { channel.field?.value(in: $0) ?? .bool(true) }, records: members)
      } else {
        let values = Set(
          members.map { VLChartBuilder.value(of: channel, in: $0, bins: nil).groupKey })
        guard values.count == 1, let only = values.first else { return nil }
        result = only
      }
      guard let value = position(result, orientation: orientation, axis: built.xAxis) else {
        continue
      }
      let name = group.key.isEmpty ? label : group.key.map(\.text).joined(separator: ", ")
      lines.append(ReferenceLine(axis: orientation, value: value, label: name))
    }
    return lines
  }

  private static func position(_ value: VLValue, orientation: ReferenceLine.Orientation, axis: Axis)
    -> Double?
  {
    if orientation == .x, axis.type == .temporal { return VLDates.instant(of: value) }
    guard value.isValid else { return nil }
    let number = value.number
    return number.isFinite ? number : nil
  }
}

extension ChartDescriptor {
  /// Fractions of one said as the percentages an axis labels them with: every value, range and
  /// line on the y axis a hundred times over, in `%`.
  fileprivate mutating func showPercentages() {
    for index in series.indices {
      let labels = series[index].labels
      series[index].setColumns(x: series[index].x, y: series[index].y.map { $0 * 100 })
      series[index].setLabels(labels)
    }
    for index in referenceLines.indices where referenceLines[index].axis == .y { referenceLines[index].value *= 100 }
    if let range = yAxis.range { yAxis.range = (range.lowerBound * 100)...(range.upperBound * 100) }
    yAxis.unit = "%"
  }
}
