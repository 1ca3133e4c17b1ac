import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Each locale's speech text is read by its own voice: espeak-ng's phoneme output
/// (`espeak-ng -q -x`) shows a switch to English as `(en)`, which means it met a word it took for
/// English — a sign of untranslated wording. Author-written names and titles are taken out first:
/// they may be English on purpose.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/espeak-ng"), "espeak-ng is not installed"))
struct EspeakPhonemeTests {
  static let locales = NarrationGoldenTests.locales.filter { $0 != "en" }

  /// Every speech sentence of every fixture in a locale, with the author's words removed.
  static func sentences(_ locale: String) throws -> [String] {
    var result: [String] = []
    for fixture in NarrationGoldenTests.fixtures {
      let chart = try NarrationGoldenTests.loadChart(fixture)
      let description = try ChartDescription(chart, locale: locale, localesDirectory: RepositoryPaths.locales)
      var authored = [chart.title, chart.summary ?? "", chart.context ?? "", chart.xAxis.title, chart.yAxis.title]
      authored +=
        chart.series.map(\.name) + chart.stackParts.map(\.name) + chart.xAxis.categories + [chart.yAxis.unit ?? ""]
      authored += chart.referenceLines.compactMap(\.label)
      authored = authored.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
      let narration = description.narration
      for phrase in [narration.alt] + narration.summary + narration.readout.map(\.phrase) {
        var text = phrase.speech
        for words in authored {
          text = text.replacingOccurrences(of: words, with: " ")
          text = text.replacingOccurrences(of: words.lowercased(), with: " ")
        }
        result.append(text)
      }
    }
    return result
  }

  /// espeak-ng's phonemes of `text`. A run that fails or prints nothing (seen on a loaded
  /// machine) is run again, up to three times.
  ///
  /// The text goes in as a file (`-f`), not through a pipe: written to standard input while the
  /// phonemes fill standard output, a long text deadlocked once both pipes were full.
  ///
  /// At 449 words a minute: `-q` still synthesises the sound, whose cost grows with its length,
  /// and the phonemes (the language switches with them) do not depend on the rate; above 449
  /// espeak-ng speeds the sound up afterwards, which costs more. The golden inputs' speech text
  /// gives the same language switches at 175 and 449 in all nine locales (the same phonemes in
  /// all but Arabic, where a few consonants change with the rate), in less than half the time.
  static func phonemes(_ text: String, voice: String) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("phonemes-\(UUID().uuidString).txt")
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    var data = Data()
    for _ in 1...3 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/espeak-ng")
      process.arguments = ["-q", "-x", "-s", "449", "-v", voice, "-f", file.path]
      let output = Pipe()
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      if process.terminationStatus == 0, !data.isEmpty { break }
    }
    return String(decoding: data, as: UTF8.self)
  }

  @Test(arguments: locales) func speechStaysInTheLocaleLanguage(_ locale: String) throws {
    let book = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
    let sentences = try Self.sentences(locale)
    // One espeak-ng run for all of them; only on a hit, one run per sentence to name it.
    guard try Self.phonemes(sentences.joined(separator: "\n"), voice: book.voice).contains("(en)") else { return }
    for sentence in Set(sentences) where try Self.phonemes(sentence, voice: book.voice).contains("(en)") {
      Issue.record("\(locale): espeak-ng switches to English in \"\(sentence)\"")
    }
  }
}
