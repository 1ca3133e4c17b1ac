import ChartAudio
import ChartModel
import ChartNarration
import Foundation

/// What every fuzz target does with a chart its reader accepted: analyse it, narrate every tier
/// in one locale chosen from the input (so each input costs one narration, not ten, and every
/// locale is still reached), render JSON and SSML, and plan its audio graph. A reader's input
/// either fails with its error type or flows through all of this; a crash, trap or hang anywhere
/// is a bug.
public enum Exercise {
  /// Every phrase book, loaded once.
  static let books: [PhraseBook] = {
    guard let folder = try? LocaleDirectory.find() else { return [] }
    return LocaleDirectory.locales(in: folder).compactMap {
      try? PhraseBook(contentsOf: folder.appendingPathComponent($0 + ".json"))
    }
  }()

  /// The locale an input is narrated in: FNV-1a of its bytes picks one of the phrase books, so
  /// the same input always takes the same locale and a mutation may move it to another.
  static func book(for input: UnsafeBufferPointer<UInt8>) -> PhraseBook? {
    guard !books.isEmpty else { return nil }
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in input {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }
    return books[Int(hash % UInt64(books.count))]
  }

  /// Runs the whole pipeline after the reader, in the locale `input` picks.
  public static func chart(_ chart: ChartDescriptor, input: UnsafeBufferPointer<UInt8>) {
    // Readouts of huge inputs are long but bounded by the input's size, which libFuzzer limits.
    if let book = book(for: input) {
      guard let description = try? ChartDescription(chart, book: book) else {
        fatalError("narration failed for a chart the reader accepted")
      }
      _ = description.jsonText()
      _ = description.ssml()
      _ = try? description.text()
      _ = try? description.markdown()
      // A figure is one HTML block of a Markdown page: never a blank line, whatever the chart holds.
      if let html = try? description.html(), html.contains("\n\n") { fatalError("a blank line in an HTML figure") }
    }
    if let plan = try? TonePlan(descriptor: chart, style: SonificationStyle()) {
      _ = AudioLegend(plan: plan, descriptor: chart)
    }
  }

  /// Starts libFuzzer's driver; each target calls this from its module entry point.
  public static func runDriver(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
  ) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, callback)
  }
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt
