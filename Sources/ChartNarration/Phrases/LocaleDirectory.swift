import Foundation

/// Finds the folder of phrase files (`Locales/`) without ever trapping.
///
/// SwiftPM's generated `Bundle.module` calls `fatalError` when the resource bundle is missing (a
/// copied binary whose build folder is gone), so chartvoice looks for the files itself, in order:
/// 1. an explicit folder (`--locales-dir`, or the `CHARTVOICE_LOCALES_DIR` environment variable);
/// 2. the resource bundle beside the executable (`chartvoice_ChartNarration.resources/Locales`);
/// 3. `../share/chartvoice/Locales` relative to the executable (an installed layout);
/// 4. the `Locales/` folder of the source tree this binary was built from.
public enum LocaleDirectory {
  /// The environment variable that overrides the search.
  public static let environmentVariable = "CHARTVOICE_LOCALES_DIR"

  /// The folders searched, in order.
  public static func candidates(explicit: String? = nil) -> [URL] {
    var result: [URL] = []
    if let explicit { return [URL(fileURLWithPath: explicit)] }
    if let fromEnvironment = ProcessInfo.processInfo.environment[environmentVariable], !fromEnvironment.isEmpty {
      return [URL(fileURLWithPath: fromEnvironment)]
    }
    if let executable = executableURL() {
      let folder = executable.deletingLastPathComponent()
      result.append(folder.appendingPathComponent("chartvoice_ChartNarration.resources/Locales"))
      result.append(folder.appendingPathComponent("../share/chartvoice/Locales").standardizedFileURL)
    }
    let sourceRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Phrases
      .deletingLastPathComponent()  // ChartNarration
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()
    result.append(sourceRoot.appendingPathComponent("Locales"))
    return result
  }

  /// The first candidate folder that holds `en.json`.
  ///
  /// - Throws: ``NarrationError/localesNotFound(searched:)`` listing every folder tried.
  public static func find(explicit: String? = nil) throws(NarrationError) -> URL {
    let folders = candidates(explicit: explicit)
    for folder in folders
    where FileManager.default.fileExists(atPath: folder.appendingPathComponent("en.json").path) {
      return folder
    }
    throw .localesNotFound(searched: folders.map(\.path))
  }

  /// The locale identifiers with a phrase file in `folder`, sorted.
  public static func locales(in folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  private static func executableURL() -> URL? {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return URL(fileURLWithPath: path)
    }
    return Bundle.main.executableURL
  }
}

extension PhraseBook {
  /// Loads the phrase book of a locale.
  ///
  /// The locale is matched case-insensitively, with `_` read as `-`; `pt-BR` falls back to `pt`.
  ///
  /// - Parameters:
  ///   - locale: a locale identifier such as "en" or "de".
  ///   - directory: the phrase folder; `nil` searches as ``LocaleDirectory`` describes.
  ///   - loading: When the templates are parsed: all as the file is read, or each on first use.
  ///
  /// A process reads each version of a file once: loading the same locale again returns the
  /// book already read, unless its file changed since.
  /// - Throws: ``NarrationError/unknownLocale(_:available:)`` listing what exists, or an error
  ///   about the file.
  public static func load(
    locale: String, directory: URL? = nil, loading: PhraseLoading = .checkingEveryPhrase
  ) throws(NarrationError) -> PhraseBook {
    let folder: URL
    if let directory { folder = directory } else { folder = try LocaleDirectory.find() }
    let available = LocaleDirectory.locales(in: folder)
    let wanted = locale.replacingOccurrences(of: "_", with: "-").lowercased()
    let language = wanted.split(separator: "-").first.map(String.init) ?? wanted
    guard
      let match = available.first(where: { $0.lowercased() == wanted })
        ?? available.first(where: { $0.lowercased() == language })
    else {
      throw .unknownLocale(locale, available: available)
    }
    let file = folder.appendingPathComponent(match + ".json")
    return try PhraseBookCache.shared.book(at: file, loading: loading) { () throws(NarrationError) in
      try PhraseBook(contentsOf: file, loading: loading)
    }
  }
}
