import ChartModel

/// What an HTML figure links to besides its words, and the level of its headings.
///
///     var options = HTMLOptions(headingLevel: 3)
///     options.audio = "revenue.wav"       // as `chartvoice speak -o revenue.wav` wrote it
///     options.captions = "revenue.vtt"    // and `--transcript revenue.vtt`
///
/// The paths are written into the page as they are given (relative to the page, or URLs); they
/// are escaped, never checked.
public struct HTMLOptions: Sendable, Equatable {
  /// The level of the figure's heading (1 to 6); a set's views take the level below.
  public var headingLevel: Int
  /// An image of the chart: an `<img>` whose `alt` is the alt text.
  public var image: String?
  /// An audio file of the chart: an `<audio controls>` element.
  public var audio: String?
  /// The WebVTT transcript of ``audio``: the audio's captions track.
  public var captions: String?

  /// The headings a figure can have: `<h1>` to `<h6>`.
  public static let headingLevels = 1...6

  public init(headingLevel: Int = 2, image: String? = nil, audio: String? = nil, captions: String? = nil) {
    precondition(Self.headingLevels.contains(headingLevel), "An HTML heading level is from 1 to 6.")
    self.headingLevel = headingLevel
    self.image = image
    self.audio = audio
    self.captions = captions
  }
}

extension ChartDescription {
  /// The requested tiers as one self-contained HTML `<figure>`, for a documentation site or a
  /// page that shows the chart:
  ///
  ///     <figure class="chartvoice" lang="en" dir="ltr" aria-label="Line chart of revenue …">
  ///     <figcaption>
  ///     <h2>Summary</h2>
  ///     <p>Monthly revenue. …</p>
  ///     </figcaption>
  ///     <details>
  ///     <summary>Readout</summary>
  ///     <table>…</table>
  ///     </details>
  ///     </figure>
  ///
  /// The alt text is the figure's `aria-label` (and the `alt` of ``HTMLOptions/image``), the
  /// summary its caption under a heading, the readout a table of the data (a row an x value, a
  /// column a series, the unit in the headers), the notices the last paragraph, and
  /// ``HTMLOptions/audio`` an `<audio controls>` element with its captions track. The fragment
  /// holds no script, no style and no blank line (so a Markdown page keeps it as one HTML
  /// block); every text is escaped, and `lang` and `dir` come from the phrase file.
  ///
  /// - Throws: ``NarrationError`` when the phrase file lacks a phrase.
  /// - Complexity: O(*n* log *n*) in the points.
  public func html(_ options: HTMLOptions = HTMLOptions()) throws(NarrationError) -> String {
    var writer = HTMLWriter()
    try writer.figure(self, options: options, notices: true)
    return writer.output
  }
}

extension ChartSetDescription {
  /// The set as one HTML `<figure>`, as ``ChartDescription/html(_:)`` writes a chart's, holding
  /// one `<figure>` a view (headed one level below the set, each with its summary and its table),
  /// then the set's notices.
  public func html(_ options: HTMLOptions = HTMLOptions()) throws(NarrationError) -> String {
    let numbers = NumberPhrasing(book: book)
    var writer = HTMLWriter()
    try writer.open(narration, book: book, levels: levels, options: options, heading: nil)
    let viewOptions = HTMLOptions(headingLevel: min(options.headingLevel + 1, HTMLOptions.headingLevels.upperBound))
    for (index, view) in views.enumerated() {
      var arguments: [String: PhraseArgument] = [
        "n": try numbers.count(index + 1), "count": try numbers.count(views.count),
      ]
      let label = try Self.label(of: set.views[index], dates: DatePhrasing(numbers: numbers))
      if let label { arguments["label"] = label }
      let heading = try numbers.render(label == nil ? "html.view" : "html.view.label", arguments)
      try writer.figure(view, options: viewOptions, notices: false, heading: heading.display, nested: true)
    }
    writer.close(narration)
    return writer.output
  }
}

/// Writes figures line by line.
struct HTMLWriter {
  var output = ""

  mutating func line(_ text: String) { output += text + "\n" }

  /// A chart's figure; a view of a set is `nested` (no `lang`, which it inherits) and its
  /// notices are the set's.
  mutating func figure(
    _ description: ChartDescription, options: HTMLOptions, notices: Bool, heading: String? = nil, nested: Bool = false
  ) throws(NarrationError) {
    try open(
      description.narration, book: description.book, levels: description.levels, options: options, heading: heading,
      nested: nested)
    if description.levels.contains(.readout) {
      let readout = try NumberPhrasing(book: description.book).render("heading.readout", [:])
      line("<details>")
      line("<summary>\(HTML.escape(readout.display))</summary>")
      try DataTable(description).write(into: &self)
      line("</details>")
    }
    if notices { close(description.narration) } else { line("</figure>") }
  }

  /// The figure's start: its label, its caption (a heading and the summary), its image and audio.
  mutating func open(
    _ narration: Narration, book: PhraseBook, levels: Set<NarrationLevel>, options: HTMLOptions, heading: String?,
    nested: Bool = false
  ) throws(NarrationError) {
    let numbers = NumberPhrasing(book: book)
    var attributes = nested ? #"class="chartvoice-view""# : #"class="chartvoice""#
    let language = book.locale.replacingOccurrences(of: "_", with: "-")
    if !nested {
      let direction = try numbers.render("html.direction", [:]).display
      attributes += #" lang="\#(HTML.escape(language))" dir="\#(HTML.escape(direction))""#
    }
    let alt = levels.contains(.alt) ? narration.alt.display : ""
    if !alt.isEmpty { attributes += #" aria-label="\#(HTML.escape(alt))""# }
    line("<figure \(attributes)>")
    var title = heading
    if title == nil, levels.contains(.summary) { title = try numbers.render("heading.summary", [:]).display }
    if let title {
      // A level set past the initialiser's check is kept within <h1> to <h6>.
      let allowed = HTMLOptions.headingLevels
      let tag = "h\(min(max(options.headingLevel, allowed.lowerBound), allowed.upperBound))"
      line("<figcaption>")
      line("<\(tag)>\(HTML.escape(title))</\(tag)>")
      if levels.contains(.summary) { line("<p>\(HTML.escape(narration.summaryText(.display)))</p>") }
      line("</figcaption>")
    }
    if let image = options.image { line(#"<img src="\#(HTML.escape(image))" alt="\#(HTML.escape(alt))">"#) }
    if let audio = options.audio {
      let source = HTML.escape(audio)
      line(#"<audio controls preload="none" src="\#(source)">"#)
      if let captions = options.captions {
        let label = try numbers.render("html.captions", [:]).display
        line(
          #"<track kind="captions" src="\#(HTML.escape(captions))" srclang="\#(HTML.escape(language))" "#
            + #"label="\#(HTML.escape(label))" default>"#)
      }
      line(#"<a href="\#(source)">\#(HTML.escape(try numbers.render("html.audio.link", [:]).display))</a>"#)
      line("</audio>")
    }
  }

  /// What was left out, the figure's last paragraph, and its end.
  mutating func close(_ narration: Narration) {
    if !narration.notices.isEmpty {
      line(#"<p class="chartvoice-notices">\#(HTML.escape(narration.noticesText(.display)))</p>"#)
    }
    line("</figure>")
  }
}

/// A chart's data as an HTML table: a row an x value and a column a series when every series
/// has one point an x (with a series' range ends beside it); a row a point (series, x, y) when
/// points share an x; a row a box for a box plot.
struct DataTable {
  let context: NarrationContext

  init(_ description: ChartDescription) {
    context = NarrationContext(
      chart: description.chart, analysis: description.analysis, book: description.book, policy: .standard)
  }

  var chart: ChartDescriptor { context.chart }

  func text(_ id: String, _ arguments: [String: PhraseArgument] = [:]) throws(NarrationError) -> String {
    HTML.escape(try context.render(id, arguments).display)
  }

  /// A header with the y unit's name: "Revenue (US dollars)"; `name` as it is (not escaped).
  func valueHeader(_ name: String) throws(NarrationError) -> String {
    let name = name.isEmpty ? try context.render("html.table.value", [:]).argument : PhraseArgument(verbatim: name)
    guard let unit = chart.yAxis.unit, !unit.isEmpty else { return HTML.escape(name.display.text) }
    let unitName =
      context.book.has("unitName.\(unit)")
      ? try context.render("unitName.\(unit)", [:]).argument : PhraseArgument(verbatim: unit)
    return try text("html.table.withUnit", ["name": name, "unit": unitName])
  }

  var xHeader: String {
    get throws(NarrationError) {
      chart.xAxis.title.isEmpty ? try text("html.table.x") : HTML.escape(chart.xAxis.title)
    }
  }

  func value(_ y: Double) throws(NarrationError) -> String {
    guard y.isFinite else { return try text("html.table.missing") }
    return HTML.escape(
      try context.numbers.number(y, precision: .exact, unit: nil, centsOf: chart.yAxis.unit).display.text)
  }

  func write(into writer: inout HTMLWriter) throws(NarrationError) {
    let series = chart.series.filter { !$0.isEmpty }
    guard !series.isEmpty || !chart.boxes.isEmpty else { return }
    let caption =
      chart.title.isEmpty
      ? try text("html.table.caption") : try text("html.table.caption.titled", ["title": .init(verbatim: chart.title)])
    let table =
      if !chart.boxes.isEmpty {
        try boxes()
      } else if series.contains(where: \.hasRepeatedX) {
        try long(series)
      } else {
        try wide(series)
      }
    writer.line("<table>")
    writer.line("<caption>\(caption)</caption>")
    writer.line("<thead>")
    writer.line("<tr>" + table.headers.map { #"<th scope="col">\#($0)</th>"# }.joined() + "</tr>")
    writer.line("</thead>")
    writer.line("<tbody>")
    for row in table.rows {
      writer.line(#"<tr><th scope="row">\#(row[0])</th>"# + row.dropFirst().map { "<td>\($0)</td>" }.joined() + "</tr>")
    }
    writer.line("</tbody>")
    writer.line("</table>")
  }

  /// Escaped column headers and rows, each row's first cell its header.
  typealias Cells = (headers: [String], rows: [[String]])

  /// A row an x value, a column a series, and two more (its lower and upper ends) for a series
  /// drawn with a range at each point (error bars, a band).
  func wide(_ series: [DataSeries]) throws(NarrationError) -> Cells {
    let single = series.count == 1 && !chart.yAxis.title.isEmpty
    var headers = [try xHeader]
    var columns: [(values: [Double: Double], ranges: UncertaintyRanges?)] = []
    for each in series {
      let name = single ? chart.yAxis.title : each.name
      headers.append(try valueHeader(name))
      let ranges = chart.uncertainty.first { $0.series == each.name }
      if ranges != nil {
        for id in ["html.table.lower", "html.table.upper"] {
          headers.append(try valueHeader(try context.render(id, ["name": PhraseArgument(verbatim: name)]).display))
        }
      }
      columns.append((Dictionary(zip(each.x, each.y), uniquingKeysWith: { first, _ in first }), ranges))
    }
    var rows: [[String]] = []
    for x in Set(series.flatMap(\.x)).sorted() {
      var row = [HTML.escape(try context.x(x).display.text)]
      for column in columns {
        row.append(try value(column.values[x] ?? .nan))
        guard let ranges = column.ranges else { continue }
        let range = ranges.range(at: x)
        row += [try value(range?.lower ?? .nan), try value(range?.upper ?? .nan)]
      }
      rows.append(row)
    }
    return (headers, rows)
  }

  /// A row a point: its series (when there are several), x and y.
  func long(_ series: [DataSeries]) throws(NarrationError) -> Cells {
    var headers: [String] = []
    if series.count > 1 { headers.append(try text("html.table.series")) }
    headers += [try xHeader, try valueHeader(chart.yAxis.title)]
    var rows: [[String]] = []
    for each in series {
      for (x, y) in zip(each.x, each.y) {
        let cells = [HTML.escape(try context.x(x).display.text), try value(y)]
        rows.append(series.count > 1 ? [HTML.escape(each.name)] + cells : cells)
      }
    }
    return (headers, rows)
  }

  /// A row a box of a box plot: its group (and series, when there are several), median,
  /// quartiles, whiskers' ends and how many values lie beyond them; of a strip, its median,
  /// quartiles and extremes.
  func boxes() throws(NarrationError) -> Cells {
    let several = Set(chart.boxes.map(\.series)).count > 1
    var headers: [String] = several ? [try text("html.table.series")] : []
    headers.append(try xHeader)
    // A strip's whiskers are its extremes, and it has no outliers.
    let strip = chart.drawnAs == .strip
    for id in ["median", "q1", "q3"] + (strip ? ["least", "greatest"] : ["whiskerLow", "whiskerHigh"]) {
      headers.append(try valueHeader(try context.render("html.table.\(id)", [:]).display))
    }
    if !strip { headers.append(try text("html.table.outliers")) }
    var rows: [[String]] = []
    for box in chart.boxes {
      var row = several ? [HTML.escape(box.series)] : []
      row.append(HTML.escape(try context.x(box.x).display.text))
      for y in [box.median, box.lowerQuartile, box.upperQuartile, box.lowerWhisker, box.upperWhisker] {
        row.append(try value(y))
      }
      if !strip { row.append(HTML.escape(try context.numbers.count(box.outliers).display.text)) }
      rows.append(row)
    }
    return (headers, rows)
  }
}

/// HTML escaping: text and attribute values alike.
public enum HTML {
  /// `text` with `&`, `<`, `>`, `"` and `'` written as character references, a line break or tab
  /// as a space (so a fragment never holds a blank line), and what HTML forbids in a document
  /// removed: control characters and noncharacters (U+FDD0 to U+FDEF, and the last two code
  /// points of every plane).
  ///
  ///     HTML.escape("Sales <2024> & \"more\"")   // "Sales &lt;2024&gt; &amp; &quot;more&quot;"
  ///
  /// - Complexity: O(*n*).
  public static func escape(_ text: String) -> String {
    let escaped = SSML.escape(text)
    guard escaped.unicodeScalars.contains(where: isNoncharacter) else { return escaped }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: escaped.unicodeScalars.lazy.filter { !isNoncharacter($0) })
    return String(result)
  }

  static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
    (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
  }
}
