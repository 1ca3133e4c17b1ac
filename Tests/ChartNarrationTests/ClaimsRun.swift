import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Describes a chart in English and reads the display text back with the claims checker.
enum ClaimsRun {
  /// One described chart and the checker's verdicts.
  struct Outcome {
    var id: String
    var report: ClaimsReport
  }

  static func check(_ chart: ChartDescriptor, id: String, policy: DescriptionPolicy = DescriptionPolicy()) throws
    -> Outcome
  {
    let description = try ChartDescription(
      chart, locale: "en", policy: policy, localesDirectory: RepositoryPaths.locales)
    let narration = description.narration
    let checker = ClaimsChecker(truth: ClaimsTruth(chart: chart, bucket: policy.bucket))
    let report = checker.check(
      alt: narration.alt[.display], summary: narration.summary.map { $0[.display] },
      readout: narration.readout.map { $0[.display] })
    return Outcome(id: id, report: report)
  }

  /// Every golden input: the examples and chart fixtures (with their `$` options), the CSV
  /// fixtures and the Vega-Lite fixture specs, each read as the CLI reads it by default.
  static func goldenInputs() throws -> [(id: String, chart: ChartDescriptor, policy: DescriptionPolicy)] {
    var inputs: [(String, ChartDescriptor, DescriptionPolicy)] = []
    for url in NarrationGoldenTests.fixtures {
      inputs.append(
        (
          "chart/" + url.deletingPathExtension().lastPathComponent, try NarrationGoldenTests.loadChart(url),
          try NarrationGoldenTests.policy(for: url)
        ))
    }
    let csvFolder = RepositoryPaths.fixtures.appendingPathComponent("csv")
    for name in try FileManager.default.contentsOfDirectory(atPath: csvFolder.path).sorted() {
      let url = csvFolder.appendingPathComponent(name)
      guard let chart = try? CSVReader.read(contentsOf: url.path, source: name) else { continue }
      inputs.append(("csv/" + name, chart, DescriptionPolicy()))
    }
    let vegaFolder = RepositoryPaths.fixtures.appendingPathComponent("vega-lite")
    let specs = vegaFolder.appendingPathComponent("specs")
    for name in try FileManager.default.contentsOfDirectory(atPath: specs.path).sorted()
    where name.hasSuffix(".vl.json") {
      let url = specs.appendingPathComponent(name)
      let options = VegaLiteOptions(baseDirectory: vegaFolder.path, specDirectory: specs.path)
      guard let chart = try? VegaLiteReader.read([UInt8](try Data(contentsOf: url)), source: name, options: options)
      else { continue }
      inputs.append(("vega-lite/" + name.replacingOccurrences(of: ".vl.json", with: ""), chart, DescriptionPolicy()))
    }
    return inputs
  }
}

extension ClaimsRun {
  /// Every claim true, except those of the classes `known` to be false in this chart (see
  /// ``KnownFalseClaims``); a known class that no longer occurs fails, so that its entry goes.
  static func expectTrue(_ outcome: Outcome, known: Set<String>, sourceLocation: SourceLocation = #_sourceLocation) {
    for kind in known where KnownFalseClaims.reasons[kind] == nil {
      Issue.record(
        "KnownFalseClaims lists '\(kind)' for \(outcome.id) without a reason", sourceLocation: sourceLocation)
    }
    let falseClaims = outcome.report.falseClaims
    let unexpected = falseClaims.filter { !known.contains($0.kind) }
    #expect(
      unexpected.isEmpty, "false claims in \(outcome.id):\n\(unexpected.map(\.description).joined(separator: "\n"))",
      sourceLocation: sourceLocation)
    let stillFalse = Set(falseClaims.map(\.kind))
    for kind in known.subtracting(stillFalse).sorted() {
      Issue.record(
        "\(outcome.id) makes no '\(kind)' false claim any more: remove it from KnownFalseClaims",
        sourceLocation: sourceLocation)
    }
  }
}

extension ClaimsRun {
  /// Every spec of the shared gallery corpus, by name, with its bytes and the options that find
  /// its data: `read` returns what a test keeps of it, or `nil` to pass it by.
  static func gallerySpecs<Kept>(
    _ read: (_ name: String, _ bytes: [UInt8], _ options: VegaLiteOptions) -> Kept?
  ) throws -> [(id: String, kept: Kept)] {
    let folder = RepositoryPaths.vegaLiteGalleryCorpus
    let specs = folder.appendingPathComponent("specs")
    let names = try FileManager.default.contentsOfDirectory(atPath: specs.path).filter { $0.hasSuffix(".vl.json") }
      .sorted()
    let options = VegaLiteOptions(baseDirectory: folder.path, specDirectory: specs.path)
    return try names.compactMap { name in
      let bytes = [UInt8](try Data(contentsOf: specs.appendingPathComponent(name)))
      return read(name, bytes, options).map { (name.replacingOccurrences(of: ".vl.json", with: ""), $0) }
    }
  }
}
