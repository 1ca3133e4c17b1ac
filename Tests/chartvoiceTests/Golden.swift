import Foundation
import Testing

/// Golden files of this test target, under `Tests/chartvoiceTests/Golden/`.
///
/// Set `CHARTVOICE_RECORD_GOLDENS=1` to write the actual output over the golden files; such a run
/// fails on purpose, so recording is never left on by accident.
enum Golden {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["CHARTVOICE_RECORD_GOLDENS"] == "1"
  }

  /// Compares `actual` with `Golden/<relativePath>`, or records it.
  ///
  /// On a difference, reports the first differing lines (never the whole text) and attaches the
  /// actual output.
  static func check(
    _ actual: String, against relativePath: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = folder.appendingPathComponent(relativePath)
    if isRecording {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        Issue.record(
          "Recorded \(relativePath); unset CHARTVOICE_RECORD_GOLDENS and run the tests again",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("cannot record \(relativePath): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        "Missing golden \(relativePath); record it with CHARTVOICE_RECORD_GOLDENS=1",
        sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard actual != expected else { return }
    Attachment.record(actual, named: url.lastPathComponent)
    Issue.record(
      Comment(
        rawValue: "\(relativePath) differs:\n" + lineDiff(expected: expected, actual: actual)),
      sourceLocation: sourceLocation)
  }

  /// The first few lines that differ, as `-` expected / `+` actual pairs with line numbers.
  static func lineDiff(expected: String, actual: String, limit: Int = 6) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var report: [String] = []
    var shown = 0
    for index in 0..<max(old.count, new.count) where shown < limit {
      let before = index < old.count ? old[index] : nil
      let after = index < new.count ? new[index] : nil
      guard before != after else { continue }
      shown += 1
      report.append("line \(index + 1):")
      report.append("- " + (before.map { String($0) } ?? "(end of file)"))
      report.append("+ " + (after.map { String($0) } ?? "(end of file)"))
    }
    report.append("(\(old.count) expected lines, \(new.count) actual)")
    return report.joined(separator: "\n")
  }
}
