import ChartModel

extension ChartDescription {
  /// Plain text of the requested tiers. One tier prints alone; several print under the phrase
  /// file's headings, separated by blank lines.
  public func text(_ style: TextStyle = .display) throws(NarrationError) -> String {
    try narration.text(style, levels: levels, book: book)
  }

  /// The speech text of the requested tiers as SSML, every piece of chart text escaped so that a
  /// title holding `<`, `&` or markup is spoken literally.
  public func ssml() -> String { narration.ssml(levels: levels) }
}

extension Narration {
  /// Plain text of `levels`: one tier alone, several under the phrase file's headings.
  func text(_ style: TextStyle, levels: Set<NarrationLevel>, book: PhraseBook) throws(NarrationError) -> String {
    let sections = NarrationLevel.allCases.filter(levels.contains)
    var parts: [String] = []
    for level in sections {
      let body: String
      switch level {
      case .alt: body = alt[style]
      case .summary: body = summaryText(style)
      case .readout:
        // Indented by depth, so the tree reads as a tree; screen readers ignore the spaces.
        body = readout.map { String(repeating: "  ", count: $0.depth) + $0[style] }.joined(separator: "\n")
      }
      if sections.count == 1 {
        parts.append(body)
      } else {
        let phrasing = NumberPhrasing(book: book)
        let heading = try phrasing.render("heading.\(level.rawValue)", [:])
        // "Summary:", but French "Résumé :" as in its body text.
        parts.append(try phrasing.render("heading.line", ["heading": heading.argument])[style] + "\n" + body)
      }
    }
    // What was left out: the last line, whatever the tiers.
    var text = parts.joined(separator: "\n\n")
    if !notices.isEmpty { text += (sections.count == 1 ? "\n" : "\n\n") + noticesText(style) }
    // Chart text may hold terminal escapes: they are shown (`\u001B`), never sent raw.
    return VisibleText.escaping(text + "\n")
  }

  /// The speech text of `levels` as SSML.
  func ssml(levels: Set<NarrationLevel>) -> String {
    var output =
      #"<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="\#(SSML.escape(locale))">"# + "\n"
    var first = true
    for level in NarrationLevel.allCases where levels.contains(level) {
      let sentences: [String]
      switch level {
      case .alt: sentences = [alt.speech]
      case .summary: sentences = summary.map(\.speech)
      case .readout: sentences = readout.map(\.phrase.speech)
      }
      if !first { output += "  <break time=\"600ms\"/>\n" }
      first = false
      output += "  <p>\n"
      for sentence in sentences { output += "    <s>\(SSML.escape(sentence))</s>\n" }
      output += "  </p>\n"
    }
    // What was left out, last, as in the text.
    if !notices.isEmpty {
      output += "  <break time=\"600ms\"/>\n  <p>\n"
      for sentence in notices { output += "    <s>\(SSML.escape(sentence.speech))</s>\n" }
      output += "  </p>\n"
    }
    return output + "</speak>\n"
  }
}

/// SSML escaping. espeak-ng reports no error for malformed markup, it just reads it wrongly, so
/// every piece of text is escaped, quotes included, and the characters XML 1.0 forbids (C0
/// controls but tab, line feed and carriage return; U+FFFE and U+FFFF) are removed, so the
/// document is well-formed whatever the chart holds. The other control characters (DEL, C1),
/// which XML allows but a terminal would obey, are removed too: they are never speech.
public enum SSML {
  public static func escape(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result.append(contentsOf: "&amp;".unicodeScalars)
      case "<": result.append(contentsOf: "&lt;".unicodeScalars)
      case ">": result.append(contentsOf: "&gt;".unicodeScalars)
      case "\"": result.append(contentsOf: "&quot;".unicodeScalars)
      case "'": result.append(contentsOf: "&apos;".unicodeScalars)
      case "\t", "\n", "\r": result.append(" ")
      case "\u{FFFE}", "\u{FFFF}": break
      default:
        if !VisibleText.isControl(scalar) { result.append(scalar) }
      }
    }
    return String(result)
  }
}
