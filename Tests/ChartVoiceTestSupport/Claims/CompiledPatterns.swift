import Foundation

/// Regular expressions compiled once per test process, by pattern.
///
/// Compiling an `NSRegularExpression` builds ICU's character sets (`\b`, `\p{L}`, `[A-Za-z]`)
/// anew each time. The claims checkers match a few hundred fixed patterns against every sentence
/// of every description, and compiling them again on each match took about a sixth of the CPU
/// time of the whole test suite (perf, `make test`). A compiled expression is immutable and safe
/// to share between threads.
public enum CompiledPatterns {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var compiled: [String: NSRegularExpression] = [:]

  /// The compiled `pattern`, or nil when it is not a valid expression.
  ///
  /// - Complexity: O(*m*) for a pattern of length *m* seen before (a dictionary lookup).
  public static func expression(_ pattern: String) -> NSRegularExpression? {
    lock.lock()
    defer { lock.unlock() }
    if let regex = compiled[pattern] { return regex }
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
    compiled[pattern] = regex
    return regex
  }
}
