/// One espeak-ng voice, as listed by ``EspeakEngine/voices()``.
///
///     Voice(name: "German", identifier: "gmw/de", languages: [("de", 5)])
///     // fileName "de", languages ["de"]
public struct Voice: Sendable, Equatable, Hashable {
  /// The voice's gender as espeak-ng declares it (all of espeak-ng 1.51's own voices say male).
  public enum Gender: String, Sendable, Equatable, Hashable {
    case unknown, male, female, neutral
  }

  /// The display name, e.g. `English (America)`.
  public var name: String
  /// The path within espeak-ng's voice folder, e.g. `gmw/en-US`; unique, and what the engine selects.
  public var identifier: String
  /// The languages the voice speaks, most preferred first, e.g. `["en-us", "en"]`.
  public var languages: [String]
  /// espeak-ng's preference for each entry of ``languages``, same order; lower is preferred.
  public var languagePriorities: [Int]
  /// The declared gender.
  public var gender: Gender

  /// Creates a voice from espeak-ng's listing.
  ///
  /// - Parameters:
  ///   - languages: Language tags with espeak-ng's priority (lower is preferred); stored sorted by
  ///     priority, ties keeping their order.
  public init(
    name: String, identifier: String, languages: [(tag: String, priority: Int)],
    gender: Gender = .unknown
  ) {
    let ranked = languages.enumerated().sorted {
      ($0.element.priority, $0.offset) < ($1.element.priority, $1.offset)
    }
    self.name = name
    self.identifier = identifier
    self.languages = ranked.map(\.element.tag)
    self.languagePriorities = ranked.map(\.element.priority)
    self.gender = gender
  }

  /// The last component of ``identifier`` (`gmw/en-US` → `en-US`), which espeak-ng also accepts
  /// as a name.
  public var fileName: String {
    identifier.split(separator: "/").last.map(String.init) ?? identifier
  }

  /// Whether this is an MBROLA voice (`mb/…`). They need the separate `mbrola` program and fail
  /// without it, so ``EspeakEngine/voices()`` leaves them out.
  public var isMBROLA: Bool { identifier.hasPrefix("mb/") }

  /// espeak-ng's priority for `language` (case-insensitive), or `nil` if the voice doesn't list it.
  ///
  /// - Complexity: O(*n*) in the number of listed languages.
  public func priority(for language: String) -> Int? {
    let wanted = language.lowercased()
    return languages.firstIndex { $0.lowercased() == wanted }.map { languagePriorities[$0] }
  }
}
