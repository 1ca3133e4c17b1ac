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

  /// The shared Vega-Lite corpus: `$CHARTVOICE_VEGALITE_CORPUS`, else `shared/corpus/vega-lite`
  /// beside the repository or beside a folder that holds it (a git worktree in `wt/<name>`).
  public static let vegaLiteCorpus: URL = {
    if let path = ProcessInfo.processInfo.environment["CHARTVOICE_VEGALITE_CORPUS"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    var folder = root.deletingLastPathComponent()
    for _ in 0..<3 {
      let candidate = folder.appendingPathComponent("shared/corpus/vega-lite")
      if FileManager.default.fileExists(
        atPath: candidate.appendingPathComponent("manifest.tsv").path)
      {
        return candidate
      }
      folder = folder.deletingLastPathComponent()
    }
    return root.deletingLastPathComponent().appendingPathComponent("shared/corpus/vega-lite")
  }()

  /// Whether the shared Vega-Lite corpus is there (CI clones only the repository).
  public static var hasVegaLiteCorpus: Bool {
    FileManager.default.fileExists(
      atPath: vegaLiteCorpus.appendingPathComponent("manifest.tsv").path)
  }

  /// The shared gallery corpus of real Vega-Lite specs, composed ones included
  /// (`shared/corpus/vega-lite-gallery`, beside the first corpus).
  public static let vegaLiteGalleryCorpus = vegaLiteCorpus.deletingLastPathComponent()
    .appendingPathComponent("vega-lite-gallery")

  /// Whether the shared gallery corpus is there.
  public static var hasVegaLiteGalleryCorpus: Bool {
    FileManager.default.fileExists(atPath: vegaLiteGalleryCorpus.appendingPathComponent("manifest.tsv").path)
  }

  /// A fixture file's bytes.
  public static func fixture(_ relativePath: String) throws -> Data {
    try Data(contentsOf: fixtures.appendingPathComponent(relativePath))
  }
}
