import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 15: nothing is left out silently. Every notice of a chart (a channel or layer not
/// described, rows left out or merged) ends every output in the output language: the last line of
/// the text, the last paragraph of the Markdown and the SSML, and `notices` in the JSON texts.
@Suite struct NoticeSentencesTests {
  /// A scatter whose bubble sizes and text layer are not described, and two rows left out.
  static let chart: ChartDescriptor = {
    var chart = ChartDescriptor(
      title: "Health and income", kind: .scatter, xAxis: Axis(title: "income", type: .numeric),
      yAxis: Axis(title: "health", type: .numeric),
      series: [DataSeries(name: "countries", isContinuous: false, x: [1, 2, 3, 4, 5], y: [50, 58, 61, 70, 75])])
    chart.notices = [
      .channelNotDescribed(channel: "size", field: "population"),
      .layerNotDescribed(index: 1, mark: "text", reason: .labels),
      .invalidRowsDropped(count: 2, field: "income"),
    ]
    return chart
  }()

  static func describe(_ chart: ChartDescriptor, locale: String = "en", levels: Set<NarrationLevel>) throws
    -> ChartDescription
  {
    try ChartDescription(chart, locale: locale, levels: levels, localesDirectory: RepositoryPaths.locales)
  }

  static let expected = [
    "Not described: the size channel (population) and the text labels of layer 2 (values the chart already shows).",
    "2 rows without a valid income left out, as the chart leaves them out.",
  ]

  @Test(arguments: [[NarrationLevel.alt], [.summary], [.alt, .summary, .readout]])
  func theTextEndsWithTheNotices(levels: [NarrationLevel]) throws {
    let description = try Self.describe(Self.chart, levels: Set(levels))
    #expect(description.narration.notices.map(\.display) == Self.expected)
    let text = try description.text()
    #expect(text.hasSuffix("\n" + Self.expected.joined(separator: " ") + "\n"), "\(text)")
    let markdown = try description.markdown()
    #expect(markdown.hasSuffix("\n\n" + Self.expected.joined(separator: " ") + "\n"), "\(markdown)")
    let ssml = description.ssml()
    let sentences = ssml.components(separatedBy: "<s>").dropFirst().map { $0.components(separatedBy: "</s>")[0] }
    #expect(Array(sentences.suffix(2)) == Self.expected, "\(ssml)")
  }

  @Test func theJSONKeepsTheObjectsAndAddsTheSentences() throws {
    let json =
      try JSONSerialization.jsonObject(
        with: Data(try Self.describe(Self.chart, levels: [.summary]).jsonText().utf8)) as? [String: Any]
    let objects = try #require(json?["notices"] as? [[String: Any]])
    #expect(
      objects.map { $0["kind"] as? String } == ["channelNotDescribed", "layerNotDescribed", "invalidRowsDropped"])
    #expect(objects[1]["reason"] as? String == LayerOmission.labels.description)
    let text = try #require(json?["text"] as? [String: Any])
    #expect(text["notices"] as? [String] == Self.expected)
    let speech = try #require(json?["speech"] as? [String: Any])
    #expect((speech["notices"] as? [String])?.count == 2)
  }

  /// A chart without notices ends as before: no notice sentence, no `notices` texts.
  @Test func noNoticesNoSentences() throws {
    var chart = Self.chart
    chart.notices = []
    let description = try Self.describe(chart, levels: [.alt])
    #expect(description.narration.notices.isEmpty)
    #expect(try description.text() == description.narration.alt.display + "\n")
    #expect(!description.jsonText().contains("\"notices\""))
  }

  /// Every locale words every kind of notice, naming the field and the channel as the spec does.
  @Test(arguments: ["en", "de", "es", "fr", "it", "nl", "pl", "pt", "ar", "hi"])
  func everyLocaleWordsEveryNotice(locale: String) throws {
    var chart = Self.chart
    chart.notices += [
      .duplicateX(rows: 3, series: "", example: "2024-01"),
      .duplicateX(rows: 1, series: "north", example: "2024-02"),
      .readAsLongFormat(seriesColumn: "region"),
      .unitsDiffer(columns: ["cost", "weight"], units: ["USD", "kg"]),
      .layerNotDescribed(index: 2, mark: "rule", reason: .rulesNotReferenceLines),
    ]
    let notices = try Self.describe(chart, locale: locale, levels: [.alt]).narration.notices
    #expect(notices.count == 6)
    let all = notices.map(\.display).joined(separator: " ")
    for name in ["size", "population", "income", "2024-01", "north", "region", "cost", "kg", "rule"] {
      #expect(all.contains(name), "\(locale): \(name) missing from \(all)")
    }
    #expect(!notices.contains { $0.display.contains("{") || $0.speech.isEmpty })
  }
}

/// A set's notices: each view's, named by its number, and the views left out when no summary says so.
@Suite struct SetNoticeSentencesTests {
  static func set() -> ChartSet {
    var first = NoticeSentencesTests.chart
    first.notices = [.channelNotDescribed(channel: "size", field: "population")]
    var second = NoticeSentencesTests.chart
    second.notices = []
    return ChartSet(
      title: "", arrangement: .concat,
      views: [
        ChartView(chart: first, label: "", path: "hconcat[0]"), ChartView(chart: second, label: "", path: "hconcat[1]"),
      ],
      notices: [.viewNotDescribed(number: 3, path: "hconcat[2]", reason: "unsupported: the mark 'trail'")])
  }

  @Test func eachViewsNoticesEndTheSet() throws {
    let description = try ChartSetDescription(Self.set(), locale: "en", localesDirectory: RepositoryPaths.locales)
    #expect(description.narration.notices.map(\.display) == ["View 1: Not described: the size channel (population)."])
    #expect(description.narration.summary.last?.display == "1 view is not described: view 3.")
    #expect(try description.text().hasSuffix("\n\nView 1: Not described: the size channel (population).\n"))
    #expect(description.ssml().contains("<s>View 1: Not described: the size channel (population).</s>"))
  }

  @Test func withoutASummaryTheViewsLeftOutAreANotice() throws {
    let description = try ChartSetDescription(
      Self.set(), locale: "en", levels: [.alt], localesDirectory: RepositoryPaths.locales)
    #expect(
      description.narration.notices.map(\.display) == [
        "1 view is not described: view 3.", "View 1: Not described: the size channel (population).",
      ])
    let json = try JSONSerialization.jsonObject(with: Data(description.jsonText().utf8)) as? [String: Any]
    let text = try #require(json?["text"] as? [String: Any])
    #expect((text["notices"] as? [String])?.count == 2)
  }

  /// A notice that several views share is said once, naming them, or "in every view".
  @Test func aSharedNoticeIsSaidOnce() throws {
    var chart = NoticeSentencesTests.chart
    chart.notices = [.channelNotDescribed(channel: "size", field: "population")]
    var other = NoticeSentencesTests.chart
    other.notices = [.channelNotDescribed(channel: "color", field: "region")]
    func notices(_ charts: [ChartDescriptor], locale: String = "en") throws -> [String] {
      let set = ChartSet(
        title: "", arrangement: .concat,
        views: charts.enumerated().map { ChartView(chart: $1, label: "", path: "hconcat[\($0)]") })
      return try ChartSetDescription(set, locale: locale, localesDirectory: RepositoryPaths.locales)
        .narration.notices.map(\.display)
    }
    #expect(try notices([chart, chart, chart]) == ["In every view: Not described: the size channel (population)."])
    #expect(
      try notices([chart, other, chart]) == [
        "Views 1 and 3: Not described: the size channel (population).",
        "View 2: Not described: the color channel (region).",
      ])
    for locale in ["de", "es", "fr", "it", "nl", "pl", "pt", "ar", "hi"] {
      #expect(try notices([chart, chart]).count == 1, "\(locale)")
      #expect(try notices([chart, other, chart], locale: locale).count == 2, "\(locale)")
    }
  }
}
