/// The three tiers of a chart's description, each in display and speech text.
public struct Narration: Sendable, Equatable {
  /// The locale the words are in.
  public var locale: String
  /// One sentence for an image's alternative text.
  public var alt: Phrase
  /// 3–6 sentences of computed facts, plus the title and any author text.
  public var summary: [Phrase]
  /// The readout tree, one node a line in reading order: the chart, its axes, each series, its
  /// segments (or groups, for long series) and its points, each "i of n" ("4 of 6: April, 38,800").
  public var readout: [ReadoutLine]
  /// How many leading summary sentences orient the listener (title, author summary, what the
  /// chart shows); an audio graph plays after them, before the facts.
  public var orientationCount: Int
  /// What the importer left out or did to the data (``ChartModel/ChartNotice``), in words: the
  /// last sentences of every output, whatever its tiers ("Not described: the size channel
  /// (population)."). Empty when nothing was left out.
  public var notices: [Phrase]

  public init(
    locale: String, alt: Phrase, summary: [Phrase], readout: [ReadoutLine], orientationCount: Int = 0,
    notices: [Phrase] = []
  ) {
    self.locale = locale
    self.alt = alt
    self.summary = summary
    self.readout = readout
    self.orientationCount = min(orientationCount, summary.count)
    self.notices = notices
  }

  /// The notices as one line.
  public func noticesText(_ style: TextStyle) -> String {
    notices.map { $0[style] }.joined(separator: " ")
  }

  /// The summary as one paragraph.
  public func summaryText(_ style: TextStyle) -> String {
    summary.map { $0[style] }.joined(separator: " ")
  }
}

/// One node of the readout tree.
public struct ReadoutLine: Sendable, Equatable {
  public var phrase: Phrase
  /// 0 for the chart, 1 for axes and series, 2 for segments and groups, 3 for points within a
  /// segment (points sit at 2 when their series has no segments).
  public var depth: Int

  public init(_ phrase: Phrase, depth: Int) {
    self.phrase = phrase
    self.depth = depth
  }

  public subscript(style: TextStyle) -> String { phrase[style] }
}

/// How much a readout point says.
public enum ReadoutVerbosity: String, Sendable, Hashable, CaseIterable {
  /// "4 of 6: April, 38,800" — what readers prefer by default (`content.md` §1).
  case terse
  /// "4 of 6: Month is April, Revenue is $38,800. Lowest. Down 5,000 from March."
  case verbose
}

/// Which tiers to produce. Readouts of long series are costly, so they are made only on request.
public enum NarrationLevel: String, Sendable, Hashable, CaseIterable {
  case alt
  case summary
  case readout
}
