/// The two texts every sentence is rendered as.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
  /// For reading: grouped digits ("38,800"), symbols ("$", "%").
  case display
  /// For espeak-ng: no grouping separators, scale and unit words ("39 thousand dollars"), nothing
  /// espeak-ng misreads (`speech.md` §4).
  case speech
}

/// A placeholder value rendered for both styles.
public struct PhraseArgument: Sendable {
  public var display: RenderedArgument
  public var speech: RenderedArgument

  public init(display: RenderedArgument, speech: RenderedArgument) {
    self.display = display
    self.speech = speech
  }

  /// The same text in both styles (names and author text, spoken as written).
  public init(verbatim text: String) {
    display = RenderedArgument(text: text)
    speech = RenderedArgument(text: text)
  }

  /// A text with a select key (for `{name, select, …}`).
  public init(key: String) {
    display = RenderedArgument(text: key, selectKey: key)
    speech = display
  }

  public subscript(style: TextStyle) -> RenderedArgument {
    style == .display ? display : speech
  }
}

/// A sentence or fragment in both styles.
public struct Phrase: Sendable, Equatable, Codable {
  public var display: String
  public var speech: String
  /// The phrase-book id it was rendered from ("summary.extremes"), by which the content plan
  /// ranks facts (``Salience``); `nil` for text put together by hand. Neither compared nor
  /// encoded: two phrases are equal when they read the same.
  public var id: String?

  private enum CodingKeys: String, CodingKey {
    case display, speech
  }

  public init(display: String, speech: String, id: String? = nil) {
    self.display = display
    self.speech = speech
    self.id = id
  }

  public static func == (a: Phrase, b: Phrase) -> Bool { a.display == b.display && a.speech == b.speech }

  public subscript(style: TextStyle) -> String {
    style == .display ? display : speech
  }

  /// This phrase as a placeholder value inside a larger phrase.
  public var argument: PhraseArgument {
    PhraseArgument(display: RenderedArgument(text: display), speech: RenderedArgument(text: speech))
  }
}
