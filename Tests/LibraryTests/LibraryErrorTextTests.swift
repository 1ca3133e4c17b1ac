import ChartAudio
import ChartModel
import ChartNarration
import ChartSpeech
import ChartVoiceTestSupport
import Foundation
import Testing

/// Library errors and notices say what is wrong in the library's terms: no command-line flag, no
/// command. The fix is a typed remedy the command line renders as its flag.
@Suite struct LibraryErrorTextTests {
  static let location = InputLocation(source: "chart.json", line: 3, column: 7)

  /// Every library error and notice, each case at least once, with its remedy where it has one.
  static let texts: [String] = {
    var texts: [String] = []
    let build: [ChartBuildError] = [
      .noSeries, .noPositions, .emptySeries(name: "A"), .countMismatch(series: "A", values: 2, positions: 3),
      .unnamedCategory(index: 0), .duplicateCategory("Mon"), .unnamedSeries(index: 1),
      .nonFiniteValue(series: "A", index: 0), .nonFinitePosition(index: 0), .noValues,
      .noCategory(series: "A", position: 2, categories: 1),
    ]
    texts += build.map(\.description)
    let speech: [SpeechError] = [
      .engineUnavailable(detail: "x"), .unknownVoice("deu", suggestions: []), .unknownVoice("deu", suggestions: ["de"]),
      .parameterOutOfRange(name: "rate", value: 9, range: 80...450), .synthesisFailed(detail: "x"),
      .audioDeviceUnavailable(detail: "x"),
    ]
    texts += speech.map(\.description)
    let remedies: [InputRemedy] = [
      .useDecimalSeparator(.comma), .chooseYColumn, .useOneYColumnWithSeries, .chooseLayout, .saveAndGiveDataFile,
      .giveDataFile, .giveBaseFolderOrDataFile,
    ]
    texts += remedies.map(\.description)
    texts += remedies.map { ChartModelError.invalidValue(location, field: "y", detail: "bad", remedy: $0).description }
    let model: [ChartModelError] = [
      .malformedInput(location, detail: "x"), .missingField(location, field: "series"),
      .unknownColumn(location, name: "revnue", available: ["revenue"]), .noNumericData(location, detail: "x"),
      .emptySeries(location, name: "A"), .unsupported(location, feature: "x"),
    ]
    texts += model.map(\.description)
    let notices: [ChartNotice] = [
      .duplicateX(rows: 2, series: "A", example: "3"), .readAsLongFormat(seriesColumn: "region"),
      .unitsDiffer(columns: ["a", "b"], units: ["kg", "lb"]), .channelNotDescribed(channel: "size", field: "pop"),
      .layerNotDescribed(index: 1, mark: "text", reason: .followsLayer(0)), .invalidRowsDropped(count: 2, field: "y"),
      .invalidRowsDrawn(count: 1, field: "y"), .viewNotDescribed(number: 2, path: "hconcat[1]", reason: "x"),
    ]
    texts += notices.map(\.description)
    let narration: [NarrationError] = [
      .localesNotFound(searched: ["/x"]), .unknownLocale("xx", available: ["en"]),
      .invalidPhraseFile(path: "en.json", detail: "x"), .missingPhrase(id: "a", locale: "en"),
      .cannotRender(id: "a", locale: "en", detail: "x"),
    ]
    texts += narration.map(\.description)
    return texts
  }()

  @Test func noLibraryTextNamesAFlagOrACommand() {
    #expect(Self.texts.count >= 50)
    for text in Self.texts {
      #expect(!text.contains("--"), "\(text)")
      #expect(!text.contains("chartvoice"), "\(text)")
    }
  }

  /// No string literal in a library target names a flag or a command of the command line.
  @Test func noLibrarySourceNamesACommand() throws {
    let sources = RepositoryPaths.root.appendingPathComponent("Sources")
    let commands = ["describe", "speak", "sonify", "explore", "voices", "locales"]
    var found: [String] = []
    for module in ["ChartSupport", "ChartModel", "ChartImport", "ChartAudio", "ChartNarration", "ChartSpeech"] {
      let folder = sources.appendingPathComponent(module)
      let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
      for file in files where file.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
          if commands.contains(where: { line.contains("'chartvoice \($0)") || line.contains("\"chartvoice \($0)") }) {
            found.append("\(module)/\(file): \(line)")
          }
        }
      }
    }
    #expect(found.isEmpty, "\(found)")
  }

  /// An unknown voice carries its remedy as a value.
  @Test func anUnknownVoiceCarriesItsRemedy() {
    let error = SpeechError.unknownVoice("deu", suggestions: ["de"])
    #expect(error.remedy == .chooseInstalledVoice)
    #expect(error.problem == "unknown voice 'deu'; did you mean 'de'?")
    #expect(error.description.hasSuffix("EspeakEngine.voices() lists them)"))
    #expect(SpeechError.synthesisFailed(detail: "x").remedy == nil)
  }
}
