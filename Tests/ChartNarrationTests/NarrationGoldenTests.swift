import ChartAudio
import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Synchronization
import Testing

/// Every fixture chart, described in every locale, compared with `Golden/<locale>/<fixture>.txt`.
/// Re-record with `CHARTVOICE_RECORD_GOLDENS=1 swift test --filter NarrationGoldenTests`.
@Suite struct NarrationGoldenTests {
  static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// The example charts and the edge-case fixtures, by file.
  static let fixtures: [URL] = {
    let folders = [RepositoryPaths.examples, RepositoryPaths.fixtures.appendingPathComponent("charts")]
    return folders.flatMap { folder in
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }
  }()

  static let locales = LocaleDirectory.locales(in: RepositoryPaths.locales)

  static func loadChart(_ url: URL) throws -> ChartDescriptor {
    try ChartJSONReader.read(Array(try Data(contentsOf: url)), source: url.lastPathComponent)
  }

  /// The analysis options a fixture asks for, in keys the chart reader ignores: `"$now"` (ISO
  /// 8601, as `--now`), `"$bucket"` (as `--bucket`) and `"$rolling"` (as `--rolling`). Without
  /// `"$now"` no recency is judged, so goldens do not depend on the clock.
  static func policy(for url: URL) throws -> DescriptionPolicy {
    var policy = DescriptionPolicy()
    let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: url)) as? [String: Any] ?? [:]
    if let now = object["$now"] as? String { policy.now = ISO8601.parse(now, allowingBareYear: true) }
    if let bucket = object["$bucket"] as? String { policy.bucket = BucketUnit(rawValue: bucket) }
    if let rolling = object["$rolling"] as? Int { policy.rollingWindow = rolling }
    return policy
  }

  /// A fixture described as its options say.
  ///
  /// Each fixture is described once per locale and process: some thirty suites read the same
  /// descriptions, and describing them again in each took about a quarter of the suite's CPU time.
  static func describe(_ url: URL, locale: String) throws -> ChartDescription {
    let key = "\(locale)\u{0}\(url.path)"
    if let known = described.withLock({ $0[key] }) { return known }
    let description = try ChartDescription(
      try loadChart(url), locale: locale, policy: try policy(for: url), localesDirectory: RepositoryPaths.locales)
    described.withLock { $0[key] = description }
    return description
  }

  private static let described = Mutex<[String: ChartDescription]>([:])

  /// The alt text, summary and readout (indented by depth) of a narration in one style.
  static func tiers(_ narration: Narration, _ style: TextStyle) -> String {
    var text = "## alt (\(style.rawValue))\n\(narration.alt[style])\n\n"
    text += "## summary (\(style.rawValue))\n"
    text += narration.summary.map { $0[style] }.joined(separator: "\n") + "\n\n"
    text += "## readout (\(style.rawValue))\n"
    text +=
      narration.readout.map { String(repeating: "  ", count: $0.depth) + $0[style] }.joined(separator: "\n") + "\n\n"
    return text
  }

  /// All three tiers and the audio legend in both styles, in one reviewable text.
  static func transcript(_ description: ChartDescription) throws -> String {
    let verbose = try ChartDescription(
      description.chart, book: description.book, levels: [.readout], verbosity: .verbose)
    func indent(_ line: ReadoutLine) -> String { String(repeating: "  ", count: line.depth) }
    let plan = try TonePlan(descriptor: description.chart, style: SonificationStyle())
    let legend = try Narrator(book: description.book).legendSentences(
      AudioLegend(plan: plan, descriptor: description.chart), chart: description.chart,
      analysis: description.analysis)
    var text = ""
    for style in TextStyle.allCases {
      text += tiers(description.narration, style)
      text += "## readout, verbose (\(style.rawValue))\n"
      text += verbose.narration.readout.map { indent($0) + $0[style] }.joined(separator: "\n") + "\n\n"
      text += "## audio legend (\(style.rawValue))\n"
      text += legend.map { $0[style] }.joined(separator: "\n") + "\n\n"
    }
    return text
  }

  @Test(arguments: fixtures, locales) func matchesGolden(fixture: URL, locale: String) throws {
    let description = try Self.describe(fixture, locale: locale)
    let name = fixture.deletingPathExtension().lastPathComponent
    Golden.check(
      try Self.transcript(description),
      against: Self.goldenFolder.appendingPathComponent(locale).appendingPathComponent(name + ".txt"))
  }
}
