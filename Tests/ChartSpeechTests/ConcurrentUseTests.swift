import ChartImport
import ChartModel
import ChartNarration
import ChartSpeech
import ChartVoiceTestSupport
import Foundation
import Testing

/// The library used from many tasks at once (issue 8): describing is pure Swift and must give
/// byte-identical results; speaking goes through the one espeak-ng lock and must give the same
/// audio within espeak-ng's own small call-to-call variation.
@Suite struct ConcurrentUseTests {
  static let examples: [ChartDescriptor] = {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.examples.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    return names.compactMap { name in
      (try? Data(contentsOf: RepositoryPaths.examples.appendingPathComponent(name)))
        .flatMap { try? ChartJSONReader.read(Array($0), source: name) }
    }
  }()

  static func describe(_ chart: ChartDescriptor, _ book: PhraseBook) throws -> String {
    let description = try ChartDescription(chart, book: book)
    return description.json().serialized() + (try description.text())
  }

  @Test func describingFromEightTasksMatchesDescribingInTurn() async throws {
    let book = try PhraseBook.load(locale: "en", directory: RepositoryPaths.locales)
    let charts = Self.examples
    #expect(charts.count >= 8)
    let sequential = try charts.map { try Self.describe($0, book) }
    for _ in 0..<3 {  // repeated, to give interleavings a chance
      let results = try await withThrowingTaskGroup(of: (Int, String).self) { group in
        for task in 0..<8 {
          group.addTask {
            let index = task % charts.count
            return (index, try Self.describe(charts[index], book))
          }
        }
        return try await group.reduce(into: [(Int, String)]()) { $0.append($1) }
      }
      #expect(results.count == 8)
      for (index, text) in results {
        #expect(text == sequential[index], "chart \(index) described differently under concurrency")
      }
    }
  }

  @Test(.tags(.espeak), .enabled(if: EspeakEngine.isAvailable))
  func speakingFromEightTasksMatchesSpeakingInTurn() async throws {
    let book = try PhraseBook.load(locale: "en", directory: RepositoryPaths.locales)
    let engine = try EspeakEngine.shared()
    let charts = Array(Self.examples.prefix(4))
    func speak(_ chart: ChartDescriptor) throws -> (duration: Double, cues: Int) {
      let description = try ChartDescription(chart, book: book, levels: [.alt])
      let audio = try ChartAudioComposer(engine: engine, speech: SpeechOptions(voice: book.voice))
        .compose(description)
      return (audio.audio.duration, audio.cues.count)
    }
    let sequential = try charts.map(speak)
    for _ in 0..<2 {
      let results = try await withThrowingTaskGroup(of: (Int, Double, Int).self) { group in
        for task in 0..<8 {
          group.addTask {
            let index = task % charts.count
            let result = try speak(charts[index])
            return (index, result.duration, result.cues)
          }
        }
        return try await group.reduce(into: [(Int, Double, Int)]()) { $0.append($1) }
      }
      #expect(results.count == 8)
      for (index, duration, cues) in results {
        #expect(cues == sequential[index].cues)
        // espeak-ng varies a little from call to call (see EspeakEngineTests); tones are exact.
        #expect(abs(duration - sequential[index].duration) <= 0.05 * sequential[index].duration)
      }
    }
  }
}
