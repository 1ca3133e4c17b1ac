import ChartImport
import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartNarration

/// `--format html`: one self-contained `<figure>` a chart (issue 16), checked by structure in
/// every locale and against `Golden/html/<locale>/<fixture>.html`. Re-record with
/// `CHARTVOICE_RECORD_GOLDENS=1 swift test --filter HTMLTests`; `scripts/check-html.py` parses the
/// goldens with html5lib.
@Suite struct HTMLTests {
  static let goldenFolder = NarrationGoldenTests.goldenFolder.appendingPathComponent("html")
  static let locales = NarrationGoldenTests.locales

  /// Charts of each table layout: one series by month, several series, a scatter plot (a row a
  /// point), missing values, a title holding markup, a box plot (a row a box) and error bars (a
  /// series' range ends beside it).
  static let goldenCharts = [
    "monthly-revenue", "line-products", "scatter-clusters", "mostly-missing", "markup-title", "boxplot-penguins",
    "errorbar-barley",
  ]

  static func fixture(_ name: String) -> URL {
    NarrationGoldenTests.fixtures.first { $0.deletingPathExtension().lastPathComponent == name }!
  }

  static func html(_ name: String, locale: String, options: HTMLOptions = HTMLOptions()) throws -> String {
    try NarrationGoldenTests.describe(fixture(name), locale: locale).html(options)
  }

  static let audio = HTMLOptions(headingLevel: 3, image: "revenue.png", audio: "revenue.wav", captions: "revenue.vtt")

  // MARK: - Goldens

  /// The charts whose golden is kept in every locale (the others in English only): between them
  /// they hold every phrase of a figure.
  static let everyLocale: Set<String> = ["monthly-revenue", "mostly-missing", "hconcat-sales"]

  static func goldenLocales(_ fixture: String) -> [String] { everyLocale.contains(fixture) ? locales : ["en"] }

  @Test(arguments: goldenCharts.flatMap { name in goldenLocales(name).map { (name, $0) } })
  func matchesGolden(fixture: String, locale: String) throws {
    let options = fixture == "monthly-revenue" ? Self.audio : HTMLOptions()
    Golden.check(
      try Self.html(fixture, locale: locale, options: options),
      against: Self.goldenFolder.appendingPathComponent(locale).appendingPathComponent(fixture + ".html"))
  }

  @Test(arguments: ChartSetGoldenTests.fixtures.flatMap { name in goldenLocales(name).map { (name, $0) } })
  func setMatchesGolden(fixture: String, locale: String) throws {
    Golden.check(
      try ChartSetGoldenTests.describe(fixture, locale: locale).html(),
      against: Self.goldenFolder.appendingPathComponent(locale).appendingPathComponent("set-" + fixture + ".html"))
  }

  // MARK: - Structure

  /// Every fixture in every locale: balanced tags, escaped text, no script, style or blank line,
  /// the alt text as the label, the summary in the caption, and `lang` and `dir` of the locale.
  @Test(arguments: locales) func everyFixtureIsAWellFormedFigure(locale: String) throws {
    for url in NarrationGoldenTests.fixtures {
      let description = try NarrationGoldenTests.describe(url, locale: locale)
      let html = try description.html()
      let structure = HTMLStructure(html)
      let name = url.lastPathComponent
      #expect(structure.problems.isEmpty, "\(name) \(locale): \(structure.problems)")
      let figure = try #require(structure.elements.first, "\(name)")
      #expect(figure.name == "figure")
      #expect(figure.attributes["lang"] == locale)
      #expect(figure.attributes["dir"] == (locale == "ar" ? "rtl" : "ltr"), "\(name) \(locale)")
      #expect(figure.attributes["aria-label"] == description.narration.alt.display, "\(name) \(locale)")
      let caption = try #require(structure.all("p").first, "\(name)")
      #expect(caption.ancestors.last == "figcaption")
      #expect(caption.text == description.narration.summaryText(.display), "\(name) \(locale)")
      #expect(structure.all("h2").count == 1)
      #expect(structure.all("details").count == 1)
      // The notices, last, as in every other format.
      if !description.narration.notices.isEmpty {
        #expect(structure.all("p").last?.text == description.narration.noticesText(.display), "\(name)")
      }
    }
  }

  /// Each table has a caption, a header row of column headers and a row header a row, and every
  /// row as many cells as the header.
  @Test(arguments: locales) func everyTableIsRegular(locale: String) throws {
    for url in NarrationGoldenTests.fixtures {
      let structure = HTMLStructure(try NarrationGoldenTests.describe(url, locale: locale).html())
      let rows = structure.all("tr")
      guard let header = rows.first else { continue }
      let name = url.lastPathComponent
      #expect(structure.all("caption").count == 1, "\(name)")
      let columns = structure.elements.filter { $0.name == "th" && $0.attributes["scope"] == "col" }.count
      #expect(columns >= 2, "\(name)")
      #expect(header.ancestors.last == "thead")
      let cells = structure.elements.filter { $0.name == "td" || $0.name == "th" }
      #expect(cells.count == columns * rows.count, "\(name) \(locale): \(cells.count) cells, \(rows.count) rows")
      #expect(structure.elements.filter { $0.attributes["scope"] == "row" }.count == rows.count - 1, "\(name)")
    }
  }

  /// The table holds the data: in English, each row's cells read back as the chart's values, the
  /// row's header is the x value the readout names, and a missing value says so.
  @Test(arguments: ["monthly-revenue", "line-products", "mostly-missing", "bar-grouped"])
  func theTableHoldsTheData(fixture: String) throws {
    let description = try NarrationGoldenTests.describe(Self.fixture(fixture), locale: "en")
    let chart = description.chart
    let structure = HTMLStructure(try description.html())
    let rows = Array(structure.all("tr").dropFirst())
    let positions = Set(chart.series.flatMap(\.x)).sorted()
    try #require(rows.count == positions.count)
    let missing = try NumberPhrasing(book: description.book).render("html.table.missing", [:]).display
    let cells = structure.all("td")
    for (row, x) in positions.enumerated() {
      for (column, series) in chart.series.enumerated() {
        let cell = cells[row * chart.series.count + column].text
        guard let at = series.x.firstIndex(of: x), series.y[at].isFinite else {
          #expect(cell == missing, "\(fixture) row \(row)")
          continue
        }
        let number = Double(cell.filter { $0.isNumber || $0 == "." || $0 == "-" })
        #expect(number == series.y[at], "\(fixture) row \(row): '\(cell)' for \(series.y[at])")
      }
    }
  }

  /// A box plot's table is a row a box: its median, quartiles and whiskers' ends as the chart
  /// holds them, and its outliers counted.
  @Test func aBoxPlotHasARowABox() throws {
    let description = try NarrationGoldenTests.describe(Self.fixture("boxplot-penguins"), locale: "en")
    let boxes = description.chart.boxes
    try #require(!boxes.isEmpty)
    let structure = HTMLStructure(try description.html())
    #expect(structure.problems.isEmpty)
    let rows = Array(structure.all("tr").dropFirst())
    #expect(rows.count == boxes.count)
    let cells = structure.all("td").map { Double($0.text.filter { $0.isNumber || $0 == "." || $0 == "-" }) }
    let width = cells.count / boxes.count
    for (index, box) in boxes.enumerated() {
      let row = Array(cells[(index * width)..<((index + 1) * width)])
      let expected = [
        box.median, box.lowerQuartile, box.upperQuartile, box.lowerWhisker, box.upperWhisker, Double(box.outliers),
      ]
      #expect(row.suffix(6) == expected.map { Optional($0) }, "box \(index)")
    }
  }

  /// Error bars: each series with ranges has its lower and upper ends beside its values.
  @Test func rangesHaveTheirEndsBesideTheValues() throws {
    let description = try NarrationGoldenTests.describe(Self.fixture("errorbar-barley"), locale: "en")
    let chart = description.chart
    let ranges = try #require(chart.uncertainty.first)
    let structure = HTMLStructure(try description.html())
    #expect(structure.problems.isEmpty)
    let headers = structure.elements.filter { $0.attributes["scope"] == "col" }
    #expect(headers.count == 1 + chart.series.count + 2 * chart.uncertainty.count)
    let column = try #require(chart.series.firstIndex { $0.name == ranges.series })
    // The cell of the series' value in a row (the row header aside), after the earlier series
    // and their ends; its lower and upper ends follow it.
    let earlierEnds = chart.series[..<column].filter { series in chart.uncertainty.contains { $0.series == series.name }
    }
    let valueCell = column + 2 * earlierEnds.count
    let width = headers.count - 1
    let cells = structure.all("td").map { Double($0.text.filter { $0.isNumber || $0 == "." || $0 == "-" }) }
    let positions = Set(chart.series.flatMap(\.x)).sorted()
    #expect(cells.count == positions.count * width)
    var checked = 0
    for (row, x) in positions.enumerated() {
      guard let range = ranges.range(at: x) else { continue }
      #expect(cells[row * width + valueCell + 1] == range.lower, "x \(x)")
      #expect(cells[row * width + valueCell + 2] == range.upper, "x \(x)")
      checked += 1
    }
    #expect(checked == ranges.x.count)
  }

  @Test func aScatterPlotHasARowAPoint() throws {
    let description = try NarrationGoldenTests.describe(Self.fixture("scatter-clusters"), locale: "en")
    let structure = HTMLStructure(try description.html())
    #expect(structure.all("tr").count == description.chart.pointCount + 1)
  }

  @Test func theUnitIsInTheHeaders() throws {
    let description = try NarrationGoldenTests.describe(Self.fixture("monthly-revenue"), locale: "en")
    let unit = try #require(description.chart.yAxis.unit)
    let name = try NumberPhrasing(book: description.book).render("unitName.\(unit)", [:]).display
    let headers = HTMLStructure(try description.html()).elements.filter { $0.attributes["scope"] == "col" }
    #expect(headers.count == 2)
    #expect(headers[1].text.contains(name))
    #expect(headers[0].text == description.chart.xAxis.title)
  }

  // MARK: - Options

  @Test(arguments: HTMLOptions.headingLevels) func theHeadingLevelIsTheOptions(level: Int) throws {
    let structure = HTMLStructure(
      try Self.html("monthly-revenue", locale: "en", options: HTMLOptions(headingLevel: level)))
    #expect(structure.all("h\(level)").count == 1)
    #expect(structure.elements.filter { $0.name.hasPrefix("h") && $0.name.count == 2 }.count == 1)
  }

  /// A set: one figure for the set, one inside it a view, headed one level below.
  @Test(arguments: ChartSetGoldenTests.fixtures) func aSetHoldsAFigureAView(fixture: String) throws {
    let description = try ChartSetGoldenTests.describe(fixture, locale: "en")
    let structure = HTMLStructure(try description.html(HTMLOptions(headingLevel: 4)))
    #expect(structure.problems.isEmpty, "\(structure.problems)")
    let figures = structure.all("figure")
    #expect(figures.count == description.views.count + 1)
    #expect(figures[0].attributes["aria-label"] == description.narration.alt.display)
    #expect(structure.all("h4").count == 1)
    #expect(structure.all("h5").count == description.views.count)
    for (figure, view) in zip(figures.dropFirst(), description.views) {
      #expect(figure.ancestors == ["figure"])
      #expect(figure.attributes["aria-label"] == view.narration.alt.display)
      #expect(figure.attributes["lang"] == nil)
    }
    #expect(structure.all("table").count == description.views.count)
  }

  @Test func theAudioHasItsCaptionsTrackAndTheImageItsAlt() throws {
    let description = try NarrationGoldenTests.describe(Self.fixture("monthly-revenue"), locale: "de")
    let structure = HTMLStructure(try description.html(Self.audio))
    #expect(structure.problems.isEmpty)
    let image = try #require(structure.all("img").first)
    #expect(image.attributes["src"] == "revenue.png")
    #expect(image.attributes["alt"] == description.narration.alt.display)
    let audio = try #require(structure.all("audio").first)
    #expect(audio.attributes["src"] == "revenue.wav")
    #expect(audio.attributes["controls"] != nil)
    let track = try #require(structure.all("track").first)
    #expect(track.ancestors.last == "audio")
    #expect(track.attributes["kind"] == "captions")
    #expect(track.attributes["src"] == "revenue.vtt")
    #expect(track.attributes["srclang"] == "de")
    // Without captions there is no track; without audio, no audio element.
    let noTrack = HTMLStructure(try description.html(HTMLOptions(audio: "a.wav")))
    #expect(noTrack.all("track").isEmpty && noTrack.all("audio").count == 1)
    #expect(HTMLStructure(try description.html()).all("audio").isEmpty)
  }

  @Test func onlyTheRequestedTiers() throws {
    let chart = try NarrationGoldenTests.loadChart(Self.fixture("monthly-revenue"))
    let alt = try ChartDescription(chart, locale: "en", levels: [.alt], localesDirectory: RepositoryPaths.locales)
    let structure = HTMLStructure(try alt.html())
    #expect(structure.elements.map(\.name) == ["figure"])
    #expect(structure.elements[0].attributes["aria-label"] == alt.narration.alt.display)
    let readout = try ChartDescription(
      chart, locale: "en", levels: [.readout], localesDirectory: RepositoryPaths.locales)
    let table = HTMLStructure(try readout.html())
    #expect(table.all("figcaption").isEmpty && table.all("table").count == 1)
    #expect(table.elements[0].attributes["aria-label"] == nil)
  }

  // MARK: - Escaping

  @Test(arguments: [
    ("Sales <2024> & \"more\"", "Sales &lt;2024&gt; &amp; &quot;more&quot;"),
    ("it's", "it&apos;s"),
    ("two\nlines\n\nand a tab\t", "two lines  and a tab "),
    ("bell\u{7} and escape\u{1B}[31m", "bell and escape[31m"),
    ("\u{639}\u{631}\u{628}\u{64A} \u{939}\u{93F}", "\u{639}\u{631}\u{628}\u{64A} \u{939}\u{93F}"),
  ])
  func escapes(_ text: String, _ expected: String) {
    #expect(HTML.escape(text) == expected)
  }

  /// Noncharacters (which a Swift literal cannot hold) are dropped.
  @Test func dropsNoncharacters() {
    var text = String.UnicodeScalarView()
    for value: UInt32 in [0x61, 0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFF, 0x10FFFE, 0x62] {
      text.append(Unicode.Scalar(value)!)
    }
    #expect(HTML.escape(String(text)) == "ab")
  }

  /// Markup in the chart's own text stays text: a title, category and series holding tags.
  @Test func markupInTheChartIsText() throws {
    let chart = ChartDescriptor(
      title: "<script>alert(1)</script> & co", kind: .bar,
      xAxis: Axis(title: "<b>team</b>", type: .categorical, categories: ["<i>A</i>", "B\"\n\nC"]),
      yAxis: Axis(title: "tasks", type: .numeric),
      series: [DataSeries(name: "<style>", isContinuous: false, x: [0, 1], y: [3, 5])])
    let description = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales)
    let html = try description.html(HTMLOptions(image: "x\"><script>.png"))
    let structure = HTMLStructure(html)
    #expect(structure.problems.isEmpty, "\(structure.problems)")
    #expect(!html.contains("<script") && !html.contains("<style") && !html.contains("<b>"))
    #expect(structure.all("img").first?.attributes["src"] == "x\"><script>.png")
    #expect(structure.all("th").contains { $0.text == "<i>A</i>" })
  }
}
