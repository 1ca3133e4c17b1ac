import ChartModel

extension ChartDescription {
  /// Plain text of the requested tiers. One tier prints alone; several print under the phrase
  /// file's headings, separated by blank lines.
  public func text(_ style: TextStyle = .display) throws(NarrationError) -> String {
    let sections = NarrationLevel.allCases.filter(levels.contains)
    var parts: [String] = []
    for level in sections {
      let body: String
      switch level {
      case .alt: body = narration.alt[style]
      case .summary: body = narration.summaryText(style)
      case .readout:
        // Indented by depth, so the tree reads as a tree; screen readers ignore the spaces.
        body = narration.readout.map { String(repeating: "  ", count: $0.depth) + $0[style] }.joined(separator: "\n")
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
    return parts.joined(separator: "\n\n") + "\n"
  }

  /// The speech text of the requested tiers as SSML, every piece of chart text escaped so that a
  /// title holding `<`, `&` or markup is spoken literally.
  public func ssml() -> String {
    var output = #"<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="\#(SSML.escape(narration.locale))">"# + "\n"
    var first = true
    for level in NarrationLevel.allCases where levels.contains(level) {
      let sentences: [String]
      switch level {
      case .alt: sentences = [narration.alt.speech]
      case .summary: sentences = narration.summary.map(\.speech)
      case .readout: sentences = narration.readout.map(\.phrase.speech)
      }
      if !first { output += "  <break time=\"600ms\"/>\n" }
      first = false
      output += "  <p>\n"
      for sentence in sentences { output += "    <s>\(SSML.escape(sentence))</s>\n" }
      output += "  </p>\n"
    }
    return output + "</speak>\n"
  }
}

/// SSML escaping. espeak-ng reports no error for malformed markup, it just reads it wrongly, so
/// every piece of text is escaped, quotes included.
public enum SSML {
  public static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }
}
