import Foundation

/// Paths of the repository's own files, found from this source file's location so tests work from
/// any working directory.
public enum RepositoryPaths {
  /// The repository root (the folder holding `Package.swift`).
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // ChartVoiceTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `Tests/Fixtures`.
  public static let fixtures = root.appendingPathComponent("Tests/Fixtures")

  /// `Examples`.
  public static let examples = root.appendingPathComponent("Examples")

  /// `Locales`.
  public static let locales = root.appendingPathComponent("Locales")

  /// The shared Vega-Lite corpus beside the repository, when it exists.
  public static let vegaLiteCorpus = root.deletingLastPathComponent()
    .appendingPathComponent("shared/corpus/vega-lite")

  /// A fixture file's bytes.
  public static func fixture(_ relativePath: String) throws -> Data {
    try Data(contentsOf: fixtures.appendingPathComponent(relativePath))
  }
}
