import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// The claims checker over the generated benchmark: a fast subset of 66 charts in `make test`
/// (each kind in 6 of the 10 variants, each variant in 6 or 7 kinds); all of it, with the golden
/// inputs and the shared corpora, in `make bench-truth`.
@Suite struct TruthBenchmarkTests {
  static let all = TruthBenchmark.charts()
  static let fast: [TruthBenchmark.Chart] = {
    let kinds = TruthBenchmark.Kind.allCases.count
    let variants = TruthBenchmark.Variant.allCases.count
    return (0..<variants).flatMap { v in
      (0..<kinds).filter { k in ((v - k) % variants + variants) % variants < 6 }.map { k in all[k + kinds * v] }
    }
  }()

  static func policy(_ chart: TruthBenchmark.Chart) -> DescriptionPolicy {
    var policy = DescriptionPolicy()
    policy.bucket = chart.bucket
    return policy
  }

  @Test func theBenchmarkCoversEveryKindAndVariant() {
    #expect(Self.all.count >= 300)
    #expect(Self.fast.count == 66)
    for kind in TruthBenchmark.Kind.allCases {
      #expect(Self.fast.contains { $0.id.hasPrefix(kind.rawValue + "/") }, "no \(kind) in the fast subset")
    }
    for variant in TruthBenchmark.Variant.allCases {
      #expect(Self.fast.contains { $0.id.contains("/\(variant.rawValue)/") }, "no \(variant) in the fast subset")
    }
  }

  @Test(arguments: fast.map(\.id)) func claimsAreTrue(id: String) throws {
    let chart = try #require(Self.all.first { $0.id == id })
    let outcome = try ClaimsRun.check(chart.chart, id: id, policy: Self.policy(chart))
    #expect(outcome.report.unparsed.isEmpty, "unparsed in \(id):\n\(outcome.report.unparsed.joined(separator: "\n"))")
    ClaimsRun.expectTrue(outcome, known: KnownFalseClaims.generated[id] ?? [])
  }
}

extension TruthBenchmarkTests {
  /// `CHARTVOICE_CLAIMS_DUMP=1`: every false claim and unparsed sentence of the whole generated
  /// benchmark, into /tmp/claims-generated.txt.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["CHARTVOICE_CLAIMS_DUMP"] != nil))
  func dump() throws {
    var text = ""
    for chart in Self.all {
      let outcome = try ClaimsRun.check(chart.chart, id: chart.id, policy: Self.policy(chart))
      for claim in outcome.report.falseClaims { text += "\(chart.id): \(claim)\n" }
      for sentence in outcome.report.unparsed { text += "\(chart.id): UNPARSED \(sentence)\n" }
    }
    try text.write(toFile: "/tmp/claims-generated.txt", atomically: true, encoding: .utf8)
  }
}

// MARK: - make bench-truth

extension TruthBenchmarkTests {
  /// The Vega-Lite specs of a shared corpus folder that chartvoice reads (the others it refuses
  /// with a reason), each with the data as chartvoice's reader computes it.
  static func corpusInputs(_ folder: URL) -> [(id: String, chart: ChartDescriptor)] {
    let specs = folder.appendingPathComponent("specs")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: specs.path)) ?? [])
      .filter { $0.hasSuffix(".vl.json") }.sorted()
    return names.compactMap { name in
      let url = specs.appendingPathComponent(name)
      let options = VegaLiteOptions(baseDirectory: folder.path, specDirectory: specs.path)
      guard let bytes = try? Data(contentsOf: url),
        let chart = try? VegaLiteReader.read([UInt8](bytes), source: name, options: options)
      else { return nil }
      return (folder.lastPathComponent + "/" + name.replacingOccurrences(of: ".vl.json", with: ""), chart)
    }
  }

  /// `make bench-truth`: the checker over every golden input, the whole generated benchmark and
  /// the shared Vega-Lite corpora; writes the figures to `$CHARTVOICE_BENCH_TRUTH` and every false
  /// claim and unparsed sentence beside it (`.claims.txt`).
  @Test(.enabled(if: ProcessInfo.processInfo.environment["CHARTVOICE_BENCH_TRUTH"] != nil))
  func benchTruth() throws {
    let output = ProcessInfo.processInfo.environment["CHARTVOICE_BENCH_TRUTH"]!
    var sources: [(name: String, inputs: [(id: String, chart: ChartDescriptor, policy: DescriptionPolicy)])] = []
    sources.append(("golden", try ClaimsRun.goldenInputs().map { ($0.id, $0.chart, $0.policy) }))
    sources.append(("generated", Self.all.map { ($0.id, $0.chart, Self.policy($0)) }))
    let shared = RepositoryPaths.vegaLiteCorpus.deletingLastPathComponent()
    for corpus in ["vega-lite", "vega-lite-gallery"] {
      let folder = shared.appendingPathComponent(corpus)
      guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("specs").path) else { continue }
      sources.append(("corpus " + corpus, Self.corpusInputs(folder).map { ($0.id, $0.chart, DescriptionPolicy()) }))
    }
    var lines: [String] = []
    var detail = ""
    var total = ClaimsReport()
    var perSource: [String] = []
    var failedToDescribe = 0
    for source in sources {
      var report = ClaimsReport()
      var charts = 0
      for input in source.inputs {
        guard let outcome = try? ClaimsRun.check(input.chart, id: input.id, policy: input.policy) else {
          failedToDescribe += 1
          continue
        }
        charts += 1
        report.merge(outcome.report)
        for claim in outcome.report.falseClaims { detail += "\(input.id): \(claim)\n" }
        for sentence in outcome.report.unparsed { detail += "\(input.id): UNPARSED \(sentence)\n" }
      }
      perSource.append(
        "  \(source.name): \(charts) charts, false claims \(report.falseClaims.count) of \(report.claims.count), unparsed \(report.unparsed.count)")
      total.merge(report)
    }
    lines.append("false claims: \(total.falseClaims.count) of \(total.claims.count)")
    lines.append("unparsed sentences: \(total.unparsed.count)")
    lines.append("false claims by class:")
    let byClass = Dictionary(grouping: total.falseClaims, by: { $0.kind }).mapValues { $0.count }
    for (kind, count) in byClass.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
      lines.append("  \(kind): \(count)")
    }
    lines.append("by source:")
    lines += perSource
    lines.append("classified without a check (orientation, statistics): \(total.classified.count)")
    if failedToDescribe > 0 { lines.append("charts chartvoice could not describe: \(failedToDescribe)") }
    try (lines.joined(separator: "\n") + "\n").write(toFile: output, atomically: true, encoding: .utf8)
    try detail.write(toFile: output + ".claims.txt", atomically: true, encoding: .utf8)
  }
}

extension TruthBenchmarkTests {
  /// `CHARTVOICE_CLAIMS_SHOW=<id>`: one generated chart's data, English text and verdicts, into
  /// /tmp/claims-show.txt.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["CHARTVOICE_CLAIMS_SHOW"] != nil))
  func show() throws {
    let id = ProcessInfo.processInfo.environment["CHARTVOICE_CLAIMS_SHOW"]!
    let chart = try #require(Self.all.first { $0.id == id })
    var text = "\(id)\n"
    for series in ClaimsTruth(chart: chart.chart, bucket: chart.bucket).series {
      text += "\(series.name): " + zip(series.x, series.y).map { "(\($0), \($1))" }.joined(separator: " ") + "\n"
    }
    let description = try ChartDescription(chart.chart, locale: "en", policy: Self.policy(chart), localesDirectory: RepositoryPaths.locales)
    text += description.narration.alt[.display] + "\n" + description.narration.summary.map { $0[.display] }.joined(separator: "\n") + "\n"
    text += description.narration.readout.map { $0[.display] }.joined(separator: "\n") + "\n"
    let outcome = try ClaimsRun.check(chart.chart, id: id, policy: Self.policy(chart))
    text += outcome.report.claims.map(\.description).joined(separator: "\n") + "\n"
    try text.write(toFile: "/tmp/claims-show.txt", atomically: true, encoding: .utf8)
  }
}
