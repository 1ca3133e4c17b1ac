/// The three tiers of a chart's description, each in display and speech text.
public struct Narration: Sendable, Equatable {
  /// The locale the words are in.
  public var locale: String
  /// One sentence for an image's alternative text.
  public var alt: Phrase
  /// 3–6 sentences of computed facts, plus the title and any author text.
  public var summary: [Phrase]
  /// One line per series heading and per point, "4 of 6: April, 38,800".
  public var readout: [Phrase]
  /// How many leading summary sentences orient the listener (title, author summary, what the
  /// chart shows); an audio graph plays after them, before the facts.
  public var orientationCount: Int

  public init(locale: String, alt: Phrase, summary: [Phrase], readout: [Phrase], orientationCount: Int = 0) {
    self.locale = locale
    self.alt = alt
    self.summary = summary
    self.readout = readout
    self.orientationCount = min(orientationCount, summary.count)
  }

  /// The summary as one paragraph.
  public func summaryText(_ style: TextStyle) -> String {
    summary.map { $0[style] }.joined(separator: " ")
  }
}

/// Which tiers to produce. Readouts of long series are costly, so they are made only on request.
public enum NarrationLevel: String, Sendable, Hashable, CaseIterable {
  case alt
  case summary
  case readout
}
