import ChartModel

extension ChartDescription {
  /// The requested tiers as Markdown, for a documentation site or a build that writes text
  /// alternatives next to its charts.
  ///
  ///     ## Alt text
  ///
  ///     Line chart of revenue from January to June 2024: rose from $41,000 to $49,000.
  ///
  ///     ## Summary
  ///     …
  ///     ## Readout
  ///
  ///     - 1 of 6: January 2024, $41,200
  ///
  /// One tier prints alone (the readout as a list); several print under level-2 headings from the
  /// phrase file (`heading.alt`, `heading.summary`, `heading.readout`); what was left out of the
  /// chart (its notices) is the last paragraph. Every sentence is escaped, so that a title or category holding `*`, `_`, `[`, `<`, `#` or `|` is shown as written rather
  /// than read as Markdown.
  ///
  /// - Throws: ``NarrationError`` when the phrase file lacks a heading.
  /// - Complexity: O(*n*) in the length of the text.
  public func markdown(_ style: TextStyle = .display) throws(NarrationError) -> String {
    try narration.markdown(style, levels: levels, book: book)
  }
}

extension Narration {
  /// `levels` as Markdown: one tier alone, several under level-2 headings.
  func markdown(_ style: TextStyle, levels: Set<NarrationLevel>, book: PhraseBook) throws(NarrationError) -> String {
    let sections = NarrationLevel.allCases.filter(levels.contains)
    var parts: [String] = []
    for level in sections {
      let body: String
      switch level {
      case .alt: body = Markdown.escape(alt[style])
      case .summary: body = Markdown.escape(summaryText(style))
      case .readout:
        body = readout.map { String(repeating: "  ", count: $0.depth) + "- " + Markdown.escape($0[style]) }
          .joined(separator: "\n")
      }
      if sections.count == 1 {
        parts.append(body)
      } else {
        let heading = try NumberPhrasing(book: book).render("heading.\(level.rawValue)", [:])
        parts.append("## " + Markdown.escape(heading[style]) + "\n\n" + body)
      }
    }
    // What was left out: the last paragraph, whatever the tiers.
    if !notices.isEmpty { parts.append(Markdown.escape(noticesText(style))) }
    return parts.joined(separator: "\n\n") + "\n"
  }
}

/// Escaping text for Markdown (CommonMark).
public enum Markdown {
  /// `text` with every character that could start emphasis, code, a link, a table cell or a
  /// heading escaped with a backslash, HTML's `<`, `>` and `&` written as entities, a line
  /// break kept as a space and any other control character made visible (`\u001B`).
  ///
  ///     Markdown.escape("Sales *2024* [draft]")   // "Sales \*2024\* \[draft\]"
  ///
  /// - Complexity: O(*n*).
  public static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var atLineStart = true
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\", "`", "*", "_", "[", "]", "|", "#", "~", "{", "}":
        result += "\\"
        result.unicodeScalars.append(scalar)
      // HTML is written as entities, which every renderer shows as the character, even one
      // that passes raw HTML through and ignores a backslash before `<`.
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      case "-", "+", "=", "!":
        if atLineStart { result += "\\" }
        result.unicodeScalars.append(scalar)
      case "\n", "\r":
        result += " "
        atLineStart = false
        continue
      default:
        if VisibleText.isControl(scalar), scalar != "\t" {
          result += VisibleText.escape(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
      atLineStart = false
    }
    return result
  }
}
