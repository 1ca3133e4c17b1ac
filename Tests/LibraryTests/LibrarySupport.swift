import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

extension Tag {
  /// Tests that need espeak-ng installed.
  @Tag static var espeak: Self
}

/// What the library tests share: the repository's charts, the claims checker, the CLI.
enum Library {
  /// The chart JSON files of `Examples/` and `Tests/Fixtures/charts/`.
  static let chartJSONFiles: [URL] = {
    var files: [URL] = []
    for folder in [RepositoryPaths.examples, RepositoryPaths.fixtures.appendingPathComponent("charts")] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      files += names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }
    return files
  }()

  /// The `AXChartDescriptor` fixtures, `Tests/Fixtures/ax/`.
  static let axFiles: [URL] = {
    let folder = RepositoryPaths.fixtures.appendingPathComponent("ax")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
  }()

  /// The English description of `chart` read back by the claims checker.
  static func claims(_ chart: ChartDescriptor) throws -> ClaimsReport {
    let description = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales)
    let narration = description.narration
    return ClaimsChecker(truth: ClaimsTruth(chart: chart)).check(
      alt: narration.alt[.display], summary: narration.summary.map { $0[.display] },
      readout: narration.readout.map { $0[.display] })
  }

  /// Runs the built `chartvoice` and requires it to succeed.
  static func cli(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> ExecutableResult {
    let result = try RunExecutable.chartvoice(arguments)
    #expect(
      result.status == 0, "chartvoice \(arguments.joined(separator: " ")): \(result.stderr)",
      sourceLocation: sourceLocation)
    return result
  }

  /// A fresh empty folder.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("LibraryTests-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
