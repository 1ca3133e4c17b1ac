import Foundation
import Testing

/// Golden-file comparison: the expected text lives in a file beside the tests.
///
/// Set `CHARTVOICE_RECORD_GOLDENS=1` to write the actual text into the file instead; a recording
/// run records an issue on purpose, so it can never pass CI by accident.
public enum Golden {
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["CHARTVOICE_RECORD_GOLDENS"] == "1"
  }

  /// Compares `actual` with the file at `url`, reporting the first differing line.
  public static func check(
    _ actual: String, against url: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if isRecording {
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? Data(actual.utf8).write(to: url)
      Issue.record("recorded \(url.lastPathComponent); unset CHARTVOICE_RECORD_GOLDENS", sourceLocation: sourceLocation)
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        "no golden file \(url.path); run the tests with CHARTVOICE_RECORD_GOLDENS=1 to create it",
        sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    let expectedLines = expected.components(separatedBy: "\n")
    let actualLines = actual.components(separatedBy: "\n")
    let index =
      zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(expectedLines.count, actualLines.count)
    let want = index < expectedLines.count ? expectedLines[index] : "<end of file>"
    let got = index < actualLines.count ? actualLines[index] : "<end of text>"
    Issue.record(
      "\(url.lastPathComponent) differs at line \(index + 1):\n  expected: \(want)\n  actual:   \(got)",
      sourceLocation: sourceLocation)
  }
}
