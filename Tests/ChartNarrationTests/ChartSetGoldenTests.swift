import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// The composed Vega-Lite fixtures (`Tests/Fixtures/vega-lite/composed`: a facet operator, an
/// hconcat, a repeat and a row channel), described as sets of charts in every locale and compared with
/// `Golden/sets/<locale>/<fixture>.txt`. Re-record with
/// `CHARTVOICE_RECORD_GOLDENS=1 swift test --filter ChartSetGoldenTests`.
@Suite struct ChartSetGoldenTests {
  static let folder = RepositoryPaths.fixtures.appendingPathComponent("vega-lite/composed")
  static let goldenFolder = NarrationGoldenTests.goldenFolder.appendingPathComponent("sets")

  static let fixtures: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".vl.json") }.sorted().map { String($0.dropLast(".vl.json".count)) }

  static func set(_ name: String) throws -> ChartSet {
    let url = folder.appendingPathComponent(name + ".vl.json")
    return try VegaLiteReader.readSet([UInt8](try Data(contentsOf: url)), source: url.lastPathComponent)
  }

  static func describe(_ name: String, locale: String) throws -> ChartSetDescription {
    try ChartSetDescription(try set(name), locale: locale, localesDirectory: RepositoryPaths.locales)
  }

  /// The three tiers in both styles, the readout indented by depth.
  static func transcript(_ description: ChartSetDescription) -> String {
    TextStyle.allCases.map { NarrationGoldenTests.tiers(description.narration, $0) }.joined()
  }

  @Test func theFixturesAreFourWaysOfComposing() throws {
    #expect(Self.fixtures == ["facet-temperature", "hconcat-sales", "repeat-weather", "row-population"])
    #expect(try Self.fixtures.map { try Self.set($0).arrangement } == [.facet, .hconcat, .repeat, .facet])
  }

  @Test(arguments: fixtures, NarrationGoldenTests.locales) func matchesGolden(fixture: String, locale: String) throws {
    let description = try Self.describe(fixture, locale: locale)
    Golden.check(
      Self.transcript(description),
      against: Self.goldenFolder.appendingPathComponent(locale).appendingPathComponent(fixture + ".txt"))
  }

  /// Issue 12's budgets hold for a set in every locale: one alt sentence of at most 150
  /// characters, an orientation and at most five facts, and one readout node a view.
  @Test(arguments: fixtures, NarrationGoldenTests.locales) func aSetKeepsTheBudgets(fixture: String, locale: String)
    throws
  {
    let description = try Self.describe(fixture, locale: locale)
    let narration = description.narration
    #expect(narration.alt.display.count <= DescriptionPolicy().maximumAltCharacters, "\(narration.alt.display)")
    #expect(narration.orientationCount == 1)
    #expect(narration.summary.count - narration.orientationCount <= 5)
    let nodes = narration.readout.filter { $0.depth == 0 }
    #expect(nodes.count == description.set.views.count)
    // Each node's tree is its view's own readout, one level down.
    var offset = 0
    for view in description.views {
      #expect(narration.readout[offset].depth == 0)
      let own = narration.readout[(offset + 1)...].prefix(view.narration.readout.count)
      #expect(own.map(\.phrase.display) == view.narration.readout.map(\.phrase.display))
      #expect(own.map(\.depth) == view.narration.readout.map { $0.depth + 1 })
      offset += 1 + view.narration.readout.count
    }
    #expect(offset == narration.readout.count)
  }

  /// A facet by a time unit without a year: each view is a typed month, named in the output
  /// language (`--locale de`: "Januar"), never by the importer's number.
  @Test func aFacetOfRecurringMonthsNamesThemInTheLocale() throws {
    let spec = """
      {"data": {"values": [{"d": "2020-01-05", "v": 1}, {"d": "2021-01-09", "v": 3}, {"d": "2020-02-02", "v": 2},
        {"d": "2021-02-11", "v": 5}]},
       "mark": "bar", "encoding": {"column": {"field": "d", "timeUnit": "month"},
         "x": {"field": "d", "timeUnit": "year", "type": "ordinal"}, "y": {"field": "v", "type": "quantitative"}}}
      """
    let set = try VegaLiteReader.readSet(Array(spec.utf8), source: "months.vl.json")
    #expect(set.views.map(\.label) == ["1", "2"])
    #expect(set.views.map(\.recurringLabel) == [RecurringTime(.monthOfYear, 1), RecurringTime(.monthOfYear, 2)])
    let german = try ChartSetDescription(set, locale: "de", localesDirectory: RepositoryPaths.locales)
    let nodes = german.narration.readout.filter { $0.depth == 0 }.map(\.phrase.display)
    #expect(nodes.count == 2)
    #expect(nodes[0].hasPrefix("Ansicht 1 von 2, Januar: "), "\(nodes)")
    #expect(nodes[1].hasPrefix("Ansicht 2 von 2, Februar: "), "\(nodes)")
    #expect(try set.view(1).title == "")
  }

  /// Views without a title, label or measure of their own are named by what they show ("bar
  /// chart of t"), in every locale; a view after one left out keeps its number in the summary,
  /// the readout and the notices.
  @Test(arguments: NarrationGoldenTests.locales) func untitledViewsAreNamedByWhatTheyShow(locale: String) throws {
    let rows = #"[{"m": 1, "t": 3, "r": 40}, {"m": 2, "t": 5, "r": 31}, {"m": 3, "t": 4, "r": 52}]"#
    let arc = #"{"mark": "arc", "encoding": {"color": {"field": "m", "type": "nominal"}}}"#
    func unit(_ mark: String, _ y: String) -> String {
      #"{"mark": "\#(mark)", "encoding": {"x": {"field": "m", "type": "ordinal"}, "y": {"field": "\#(y)", "type": "quantitative", "axis": {"title": null}}}}"#
    }
    // Both views plot t: their measures do not tell them apart, their kinds do.
    let spec = #"{"data": {"values": \#(rows)}, "vconcat": [\#(arc), \#(unit("bar", "t")), \#(unit("line", "t"))]}"#
    let set = try VegaLiteReader.readSet(Array(spec.utf8), source: "views.vl.json")
    let description = try ChartSetDescription(set, locale: locale, localesDirectory: RepositoryPaths.locales)
    let english = try ChartSetDescription(set, locale: "en", localesDirectory: RepositoryPaths.locales)
    let orientation = english.narration.summary[0].display
    #expect(orientation.contains("3 charts"), "\(orientation)")
    #expect(!orientation.contains("view 1"), "\(orientation)")
    // Each view is named by its own kind, as its own description names it.
    for view in description.views {
      let kind = try #require(view.narration.alt.display.split(separator: " ").first).lowercased().filter(\.isLetter)
      #expect(
        description.narration.summary[0].display.lowercased().contains(kind),
        "\(description.narration.summary[0].display)")
    }
    let nodes = english.narration.readout.filter { $0.depth == 0 }.map(\.phrase.display)
    #expect(nodes.map { String($0.prefix(11)) } == ["View 2 of 3", "View 3 of 3"], "\(nodes)")
    #expect(english.narration.summary.last?.display.contains("view 1") == true, "\(english.narration.summary)")
  }

  /// Every English sentence of each fixture is true: the set's by ``SetClaimsChecker``, each
  /// view's by ``ClaimsChecker``.
  @Test(arguments: fixtures) func everyClaimIsTrue(fixture: String) throws {
    let description = try Self.describe(fixture, locale: "en")
    let report = SetClaimsChecker(set: description.set).check(
      alt: description.narration.alt.display, summary: description.narration.summary.map(\.display))
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
    #expect(report.unparsed.isEmpty, "\(report.unparsed)")
    for number in description.set.viewNumbers {
      let outcome = try ClaimsRun.check(try description.set.view(number), id: "\(fixture) view \(number)")
      ClaimsRun.expectTrue(outcome, known: [])
    }
  }
}
