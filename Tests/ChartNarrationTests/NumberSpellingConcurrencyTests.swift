import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartNarration

/// Numbers, units and grammatical forms are spelled the same from many tasks at once as one at
/// a time: a phrase book and its tables are built once, when the file is read, and never changed
/// after (no cache, no lazily filled table), so descriptions made in parallel (a batch run, an
/// explore session, the test runner) say the same words. Issue #19 saw the Arabic speech of a
/// value in grams as digits in a parallel test run and spelled alone; the digits came from the
/// construct table, which could not spell 4,700 in any run, and the run's difference from
/// espeak-ng output lost under load (the phoneme helper now retries).
struct NumberSpellingConcurrencyTests {
  /// Values with the spellings the tables build: thousands, millions, decimals, 01/02 endings.
  static let values: [Double] = [
    1, 2, 3, 11, 25, 101, 102, 250, 1000, 2002, 3350, 4700, 11_000, 38_800, 101_000, 300_000, 2_500_000,
    144_444_000, 2_499_322_157, 3.5, 0.25, -42,
  ]
  static let units: [String?] = [nil, "g", "USD", "%", "kg"]

  /// Every value in every unit and precision, and each digit text in every grammatical form of
  /// the locale: display and speech, in order.
  static func spellings(_ book: PhraseBook) throws -> [String] {
    let numbers = NumberPhrasing(book: book)
    var result: [String] = []
    for value in values {
      for unit in units {
        for precision in [NumberPrecision.exact, .significant(2)] {
          let said = try numbers.number(value, precision: precision, unit: unit)
          result += [said.display.text, said.speech.text]
        }
      }
      let digits = try numbers.number(value, precision: .exact).speech.text
      for name in book.inflections.keys.sorted() {
        result.append(book.inflections[name]!.apply(to: digits, style: .speech))
      }
    }
    return result
  }

  @Test(arguments: NarrationGoldenTests.locales)
  func spellingFromManyTasksAtOnceEqualsSpellingOneAtATime(_ locale: String) async throws {
    let serial = try Self.spellings(try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales))
    // Each task loads its own book (tables built while others read theirs) or shares one.
    let shared = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
    let parallel = try await withThrowingTaskGroup(of: [String].self) { group in
      for task in 0..<16 {
        group.addTask {
          let book =
            task.isMultiple(of: 2) ? shared : try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
          return try Self.spellings(book)
        }
      }
      var all: [[String]] = []
      for try await spelled in group { all.append(spelled) }
      return all
    }
    #expect(parallel.count == 16)
    for spelled in parallel {
      #expect(spelled.count == serial.count)
      for (one, many) in zip(serial, spelled) where one != many {
        Issue.record("\(locale): \"\(many)\" in parallel, \"\(one)\" alone")
      }
    }
  }

  /// The Arabic description of the penguins' body mass in grams, made by eight tasks at once,
  /// equals the one made alone, speech included.
  @Test func arabicGramsDescribedInParallelAsAlone() async throws {
    let fixture = try #require(NarrationGoldenTests.fixtures.first { $0.lastPathComponent == "boxplot-penguins.json" })
    let alone = try NarrationGoldenTests.transcript(try NarrationGoldenTests.describe(fixture, locale: "ar"))
    #expect(alone.contains("أَرْبَعَة آلَاف وَسَبْعُمِئَة غرام"), "4,700 grams spelled in speech")
    let parallel = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<8 {
        group.addTask { try NarrationGoldenTests.transcript(try NarrationGoldenTests.describe(fixture, locale: "ar")) }
      }
      var all: [String] = []
      for try await transcript in group { all.append(transcript) }
      return all
    }
    #expect(parallel.count == 8)
    for transcript in parallel { #expect(transcript == alone) }
  }
}
