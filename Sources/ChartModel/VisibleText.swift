/// The one sanitizer of text bound for a terminal or a text file: chart text (a title, a series
/// name, a category, an error quoting the input) may hold ANSI escapes, OSC 52 clipboard writes,
/// BEL or carriage returns, which a terminal would obey rather than show. Every control character
/// is replaced by a visible escape, `\u001B`, so the reader sees what the file holds and the
/// terminal is not driven by it.
///
///     VisibleText.escaping("Sales\u{1B}[2J")   // "Sales\\u001B[2J"
///
/// Control characters are C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F, which
/// holds the one-byte CSI, U+009B). Line feeds are kept when `keepingLineFeeds` is set (the
/// output's own line structure); tabs are kept. A carriage return is always escaped: alone it
/// moves the cursor back over what was printed.
public enum VisibleText {
  /// Whether `scalar` is a control character a terminal may act on.
  @inlinable
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// `text` with every control character (but tabs and, when asked, line feeds) replaced by
  /// `\uXXXX`.
  ///
  /// - Complexity: O(*n*); text without control characters is returned as it is.
  public static func escaping(_ text: String, keepingLineFeeds: Bool = true) -> String {
    func kept(_ scalar: Unicode.Scalar) -> Bool {
      !isControl(scalar) || scalar == "\t" || (keepingLineFeeds && scalar == "\n")
    }
    guard !text.unicodeScalars.allSatisfy(kept) else { return text }
    var result = String.UnicodeScalarView()
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if kept(scalar) {
        result.append(scalar)
      } else {
        result.append(contentsOf: escape(scalar).unicodeScalars)
      }
    }
    return String(result)
  }

  /// `\u001B` for U+001B: four upper-case hexadecimal digits.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
