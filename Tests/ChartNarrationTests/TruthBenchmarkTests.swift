import ChartImport
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
  /// The shared Vega-Lite corpora beside the repository that are present (CI clones only the
  /// repository, so there may be none).
  static let corpora: [URL] = ["vega-lite", "vega-lite-gallery"].map {
    RepositoryPaths.vegaLiteCorpus.deletingLastPathComponent().appendingPathComponent($0)
  }.filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("specs").path) }

  /// The Vega-Lite specs of a shared corpus folder that chartvoice reads (the others it refuses
  /// with a reason), each with the data as chartvoice's reader computes it; with `every` > 1,
  /// only every `every`-th spec in name order (a fixed sample, read alone).
  static func corpusInputs(_ folder: URL, every: Int = 1) -> [(id: String, chart: ChartDescriptor)] {
    let specs = folder.appendingPathComponent("specs")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: specs.path)) ?? [])
      .filter { $0.hasSuffix(".vl.json") }.sorted().enumerated().filter { $0.offset % every == 0 }.map(\.element)
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
    for folder in Self.corpora {
      sources.append(
        ("corpus " + folder.lastPathComponent, Self.corpusInputs(folder).map { ($0.id, $0.chart, DescriptionPolicy()) })
      )
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
        "  \(source.name): \(charts) charts, false claims \(report.falseClaims.count) of \(report.claims.count), unparsed \(report.unparsed.count)"
      )
      total.merge(report)
    }
    lines.append("false claims: \(total.falseClaims.count) of \(total.claims.count)")
    lines.append("unparsed sentences: \(total.unparsed.count)")
    let locales = LocaleClaimsRun.figure(sources.prefix(2).flatMap(\.inputs))
    lines.append(locales.line)
    lines.append("false claims by class:")
    let byClass = Dictionary(grouping: total.falseClaims, by: { $0.kind }).mapValues { $0.count }
    for (kind, count) in byClass.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
      lines.append("  \(kind): \(count)")
    }
    lines.append("by source:")
    lines += perSource
    lines.append("classified without a check (orientation, statistics): \(total.classified.count)")
    if failedToDescribe > 0 { lines.append("charts chartvoice could not describe: \(failedToDescribe)") }
    lines.append("")
    lines.append(
      "planted benchmark (\(PlantedPatterns.patterns.count) patterns and \(PlantedPatterns.nulls.count) null models, 40 charts each):"
    )
    lines += try Self.plantedFigures(PlantedPatterns.charts(perKind: 40), alsoMeasuring: Self.all).lines
    try (lines.joined(separator: "\n") + "\n").write(toFile: output, atomically: true, encoding: .utf8)
    try detail.write(toFile: output + ".claims.txt", atomically: true, encoding: .utf8)
    try locales.detail.write(toFile: output + ".locales.txt", atomically: true, encoding: .utf8)
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
    let description = try ChartDescription(
      chart.chart, locale: "en", policy: Self.policy(chart), localesDirectory: RepositoryPaths.locales)
    text +=
      description.narration.alt[.display] + "\n"
      + description.narration.summary.map { $0[.display] }.joined(separator: "\n") + "\n"
    text += description.narration.readout.map { $0[.display] }.joined(separator: "\n") + "\n"
    let outcome = try ClaimsRun.check(chart.chart, id: id, policy: Self.policy(chart))
    text += outcome.report.claims.map(\.description).joined(separator: "\n") + "\n"
    try text.write(toFile: "/tmp/claims-show.txt", atomically: true, encoding: .utf8)
  }
}

// MARK: - Planted patterns (issue 12 §3)

extension TruthBenchmarkTests {
  /// Words of a text: runs of letters or digits between spaces.
  static func words(_ text: String) -> Int { text.split(whereSeparator: \.isWhitespace).count }

  /// The median of `values`; 0 for none.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Spoken seconds of a speech text, estimated at espeak-ng's default 175 words a minute, each
  /// number counted as the words it is read as (about one per digit before the decimal mark, one
  /// for the mark and one per decimal): a words-per-minute estimate, not a synthesis.
  static func spokenSeconds(_ speech: String) -> Double {
    var words = 0.0
    for token in speech.split(whereSeparator: \.isWhitespace) {
      let digits = token.filter(\.isNumber)
      if digits.isEmpty {
        words += 1
      } else {
        let parts = token.split(separator: ".", maxSplits: 1)
        let whole = parts.first?.filter(\.isNumber).count ?? 0
        let decimals = parts.count > 1 ? parts[1].filter(\.isNumber).count : 0
        words += Double(max(1, whole)) + (decimals > 0 ? 1 + Double(decimals) : 0)
      }
    }
    return words * 60 / 175
  }

  /// The figures of the planted benchmark: each planted pattern stated or not, each null chart
  /// with a pattern claimed or not, and the words and spoken seconds of every description.
  struct PlantedFigures {
    var stated: [String: (stated: Int, total: Int)] = [:]
    var claimedOnNull: [String: (claimed: Int, total: Int)] = [:]
    var falseKinds: [String: Int] = [:]
    var altWords: [Double] = []
    var summaryWords: [Double] = []
    var summarySeconds: [Double] = []
    var unparsed = 0

    var statedTotal: (Int, Int) { stated.values.reduce((0, 0)) { ($0.0 + $1.stated, $0.1 + $1.total) } }
    var claimedTotal: (Int, Int) { claimedOnNull.values.reduce((0, 0)) { ($0.0 + $1.claimed, $0.1 + $1.total) } }

    /// The report's lines.
    var lines: [String] {
      var lines: [String] = []
      let (k, n) = statedTotal
      lines.append("planted patterns stated: \(k) of \(n)")
      for pattern in PlantedPatterns.patterns {
        if let one = stated[pattern] { lines.append("  \(pattern): \(one.stated) of \(one.total)") }
      }
      let (m, nulls) = claimedTotal
      lines.append("patterns claimed where none was planted: \(m) of \(nulls)")
      for model in PlantedPatterns.nulls {
        if let one = claimedOnNull[model.rawValue] {
          lines.append("  \(model.rawValue): \(one.claimed) of \(one.total)")
        }
      }
      for (kind, count) in falseKinds.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
        lines.append("  claimed \(kind): \(count)")
      }
      lines.append(
        "median words: alt \(TruthBenchmarkTests.median(altWords).formatted()), summary \(TruthBenchmarkTests.median(summaryWords).formatted())"
      )
      lines.append(
        "median spoken seconds of the summary (estimated at 175 words a minute): "
          + String(format: "%.1f", TruthBenchmarkTests.median(summarySeconds)))
      return lines
    }
  }

  /// Describes every chart and counts what `PlantedFigures` reports; `words` also counts the
  /// length of descriptions of charts that plant nothing (the generated benchmark).
  static func plantedFigures(_ planted: [PlantedPatterns.Chart], alsoMeasuring others: [TruthBenchmark.Chart] = [])
    throws -> PlantedFigures
  {
    var figures = PlantedFigures()
    func measure(_ description: ChartDescription) {
      figures.altWords.append(Double(words(description.narration.alt.display)))
      let summary = description.narration.summary
      figures.summaryWords.append(Double(summary.reduce(0) { $0 + words($1.display) }))
      figures.summarySeconds.append(summary.reduce(0) { $0 + spokenSeconds($1.speech) })
    }
    for chart in planted {
      // Alt and summary only: the patterns are claimed there, and the readout of 10,000 minutes
      // would only cost time.
      let description = try ChartDescription(
        chart.chart, locale: "en", levels: [.alt, .summary], localesDirectory: RepositoryPaths.locales)
      measure(description)
      let report = ClaimsChecker(truth: ClaimsTruth(chart: chart.chart)).check(
        alt: description.narration.alt.display, summary: description.narration.summary.map(\.display), readout: [])
      figures.unparsed += report.unparsed.count
      let claims: [CheckedClaim] = report.claims
      let trueKinds = Set(claims.filter { $0.isTrue }.map { $0.kind })
      if let pattern = chart.planted {
        var one = figures.stated[pattern] ?? (0, 0)
        one.total += 1
        if trueKinds.contains(pattern) { one.stated += 1 }
        figures.stated[pattern] = one
      } else if let null = chart.null {
        let claimed = Set(claims.filter { !chart.allows($0) }.map { $0.kind }).intersection(
          PlantedPatterns.patternKinds)
        var one = figures.claimedOnNull[null] ?? (0, 0)
        one.total += 1
        if !claimed.isEmpty { one.claimed += 1 }
        figures.claimedOnNull[null] = one
        for kind in claimed { figures.falseKinds[kind, default: 0] += 1 }
      }
    }
    for chart in others {
      measure(
        try ChartDescription(
          chart.chart, locale: "en", levels: [.alt, .summary], policy: policy(chart),
          localesDirectory: RepositoryPaths.locales))
    }
    return figures
  }

  /// `make test`: one planted chart of each kind (the long episode series aside, which the full
  /// run has) is described and counted; the kinds the checker already reads are stated (a
  /// spike, a dip), and the report has a line for every pattern and null model.
  @Test func plantedPatternsAreCounted() throws {
    let planted = PlantedPatterns.fast(perKind: 1).filter { $0.planted != "episode" }
    let figures = try Self.plantedFigures(planted)
    let lines = figures.lines
    #expect(figures.statedTotal.1 == PlantedPatterns.patterns.count - 1)
    #expect(figures.claimedTotal.1 == PlantedPatterns.nulls.count)
    #expect(figures.stated["spike"]?.stated == 1, "\(lines.joined(separator: "\n"))")
    #expect(figures.stated["dip"]?.stated == 1, "\(lines.joined(separator: "\n"))")
    #expect(lines.first == "planted patterns stated: \(figures.statedTotal.0) of \(PlantedPatterns.patterns.count - 1)")
    for name in PlantedPatterns.patterns where name != "episode" {
      #expect(lines.contains { $0.hasPrefix("  \(name): ") }, "no line for \(name)")
    }
    #expect(lines.contains { $0.hasPrefix("patterns claimed where none was planted: ") })
    #expect(figures.altWords.count == planted.count && Self.median(figures.altWords) > 0)
    #expect(Self.median(figures.summarySeconds) > 0)
  }

  /// The episode chart plants nine hours in 10,000 minutes, at the stated levels.
  @Test func theEpisodeChartPlantsNineHoursInTenThousandMinutes() throws {
    let chart = try #require(PlantedPatterns.fast(perKind: 1).first { $0.planted == "episode" })
    let y = chart.chart.series[0].y
    #expect(y.count == 10_000)
    #expect(y.filter { $0 > -14 }.count == 540)
  }

  @Test func spokenSecondsCountNumbersAsTheirWords() {
    // 6 words + "1200" (4) = 10 words; 10 × 60 / 175 seconds.
    #expect(abs(Self.spokenSeconds("It started at 1200 and ended lower.") - 10 * 60 / 175.0) < 1e-9)
    #expect(abs(Self.spokenSeconds("up 2.75") - 5 * 60 / 175.0) < 1e-9)
    #expect(Self.median([3, 1, 2]) == 2 && Self.median([4, 1, 2, 3]) == 2.5 && Self.median([]) == 0)
  }
}
