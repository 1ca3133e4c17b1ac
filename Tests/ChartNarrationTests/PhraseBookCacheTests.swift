import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartNarration

/// A process reads each version of a phrase file once, and reads it again once it changed.
@Suite struct PhraseBookCacheTests {
  /// A folder of its own holding a copy of the English phrase file.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("phrase-cache-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: RepositoryPaths.locales.appendingPathComponent("en.json"), to: folder.appendingPathComponent("en.json"))
    return folder
  }

  @Test(arguments: [PhraseLoading.checkingEveryPhrase, .onDemand])
  func aSecondLoadOfTheSameFileIsTheBookAlreadyRead(loading: PhraseLoading) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try PhraseBook.load(locale: "en", directory: folder, loading: loading)
    let second = try PhraseBook.load(locale: "EN", directory: folder, loading: loading)
    #expect(first.templates === second.templates)
  }

  @Test func aChangedFileIsReadAgain() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("en.json")
    let before = try PhraseBook.load(locale: "en", directory: folder)
    #expect(try before.template("kind.line").pieces.isEmpty == false)
    let text = try String(contentsOf: file, encoding: .utf8)
    let changed = text.replacingOccurrences(
      of: #""name": "English""#, with: #""name": "English (changed)""#)
    #expect(changed != text)
    try changed.write(to: file, atomically: true, encoding: .utf8)
    let after = try PhraseBook.load(locale: "en", directory: folder)
    #expect(before.name == "English")
    #expect(after.name == "English (changed)")
    #expect(before.templates !== after.templates)
  }

  @Test func aBrokenFileIsStillReportedEachTime() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try PhraseBook.load(locale: "en", directory: folder)
    try "{".write(to: folder.appendingPathComponent("en.json"), atomically: true, encoding: .utf8)
    for _ in 0..<2 {
      #expect(throws: NarrationError.self) { try PhraseBook.load(locale: "en", directory: folder) }
    }
  }
}
