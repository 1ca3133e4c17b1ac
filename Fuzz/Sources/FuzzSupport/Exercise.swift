import ChartModel
import ChartNarration
import Foundation

/// What every fuzz target does with a chart its reader accepted: analyse it, narrate every tier
/// in every locale, render JSON and SSML, and plan its audio graph. A reader's input either
/// fails with its error type or flows through all of this; a crash, trap or hang anywhere is a bug.
public enum Exercise {
  /// Every phrase book, loaded once.
  static let books: [PhraseBook] = {
    guard let folder = try? LocaleDirectory.find() else { return [] }
    return LocaleDirectory.locales(in: folder).compactMap {
      try? PhraseBook(contentsOf: folder.appendingPathComponent($0 + ".json"))
    }
  }()

  /// Runs the whole pipeline after the reader.
  public static func chart(_ chart: ChartDescriptor) {
    // Readouts of huge inputs are long but bounded by the input's size, which libFuzzer limits.
    for book in books {
      guard let description = try? ChartDescription(chart, book: book) else {
        fatalError("narration failed for a chart the reader accepted")
      }
      _ = description.json().serialized()
      _ = description.ssml()
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
