import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import chartvoice

/// Every key the explorer follows is listed where a listener looks for it: the `?` help in every
/// locale and the README's key table.
@Suite struct ExploreKeyListTests {
  /// The printable characters that are commands (Space, whose name is a word of each language,
  /// as are Shift+End's and the arrows', aside).
  static let characterKeys: [Character] = (0x21...0x7E).compactMap { UnicodeScalar($0).map(Character.init) }
    .filter { ExploreCommand(.character($0)) != .unknown }

  /// The keys a text names: its words, with the punctuation after them taken off, and the parts of
  /// combinations (`Ctrl+]`).
  static func keys(in text: String) -> Set<String> {
    var keys: Set<String> = []
    for word in text.split(whereSeparator: \.isWhitespace) {
      var key = String(word)
      while key.count > 1, let last = key.last, ":,.;،।".contains(last) { key.removeLast() }
      keys.insert(key)
      keys.formUnion(key.split(separator: "+").map(String.init))
    }
    return keys
  }

  @Test func theKeysAreTheOnesTheExplorerFollows() {
    // A guard on the list itself: the letters of the README's table, and no stray ones.
    #expect(Set(Self.characterKeys) == Set("hlkj0$][}{qesapLtxyTcgmMSOB?Q"))
  }

  @Test(arguments: ["en", "de", "es", "fr", "it", "nl", "pl", "pt", "ar", "hi"])
  func theHelpNamesEveryKey(locale: String) throws {
    let example = "monthly-revenue.json"
    let chart = try ChartJSONReader.read(Array(try CLI.exampleData(example)), source: example)
    let book = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
    let narration = ExploreNarration(chart: chart, analysis: ChartAnalysis(chart), book: book)
    let named = Self.keys(in: try narration.help().map(\.display).joined(separator: "\n"))
    let missing = Self.characterKeys.filter { !named.contains(String($0)) }
    #expect(missing.isEmpty, "\(locale)'s help leaves out \(missing)")
  }

  @Test func theReadmesTableNamesEveryKey() throws {
    let readme = try String(
      contentsOf: RepositoryPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix("| Key | Does |") })
    let table = lines[start...].prefix { $0.hasPrefix("|") }
    // The key column of each row: its code spans, and the keys named in words.
    let column = table.map { $0.split(separator: "|").first.map(String.init) ?? "" }.joined(separator: " ")
    let spans = column.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    let named = Self.keys(in: spans.joined(separator: " ") + " " + column)
    let missing = Self.characterKeys.filter { !named.contains(String($0)) }
    #expect(missing.isEmpty, "the README's key table leaves out \(missing)")
    for key in ["Space", "Shift+End", "Shift+Home", "Escape", "Ctrl+]", "Page Up"] {
      #expect(column.contains(key), "the README's key table leaves out \(key)")
    }
  }
}
