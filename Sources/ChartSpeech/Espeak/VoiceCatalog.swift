import ChartModel
internal import ChartSupport

/// The voices espeak-ng offers, and how a user's word picks one of them.
///
///     let catalog = VoiceCatalog(voicesFromEspeak)
///     try catalog.resolve("EN-US").identifier   // "gmw/en-US"  (file name)
///     try catalog.resolve("zh").identifier      // "sit/cmn"    (language)
///
/// Pure Swift, so the mapping is tested without the C library. It mirrors what espeak-ng does
/// itself, with two fixes: a language finds a voice even where espeak-ng's name lookup fails
/// (`"zh"` by name is `EE_NOT_FOUND`; it means Mandarin, `sit/cmn`), and a miss lists near matches
/// instead of leaving a half-loaded voice selected.
package struct VoiceCatalog: Sendable, Equatable {
  /// The usable voices, sorted by identifier; MBROLA voices are left out (they fail without the
  /// `mbrola` program, printing to stderr and leaving the engine with a broken voice).
  package let voices: [Voice]

  /// Creates a catalog from espeak-ng's listing, dropping MBROLA voices and sorting by identifier.
  package init(_ voices: [Voice]) {
    self.voices = voices.filter { !$0.isMBROLA }.sorted { $0.identifier < $1.identifier }
  }

  /// Finds the voice a user means.
  ///
  /// In order, case-insensitively, `_` and `-` alike in tags:
  /// 1. an identifier (`gmw/de`), then a file name (`de`, `en-US`), then a display name
  ///    (`German`; `English_(America)` as `espeak-ng --voices` prints it);
  /// 2. a language tag (`pt-br`, `zh`, `en_GB`): the voice that lists it with the lowest priority
  ///    number, ties going to the first identifier; if none does, the tag without its last subtag
  ///    (`de-CH` → `de`, `zh-Hant-TW` → `zh-Hant` → `zh`).
  ///
  /// - Throws: ``SpeechError/unknownVoice(_:suggestions:)`` with up to three near matches (file
  ///   names, each of which resolves).
  /// - Complexity: O(*v*·*l*) for *v* voices of *l* languages each; O(*v*·*k*²) for suggestions.
  package func resolve(_ query: String) throws(SpeechError) -> Voice {
    let trimmed = query.trimmingWhitespace()
    if let voice = byName(trimmed) ?? byLanguage(trimmed) { return voice }
    throw .unknownVoice(query, suggestions: suggestions(for: trimmed))
  }

  // MARK: - Lookup

  private func byName(_ query: String) -> Voice? {
    let tag = Self.tagKey(query)
    let name = Self.nameKey(query)
    return voices.first { Self.tagKey($0.identifier) == tag }
      ?? voices.first { Self.tagKey($0.fileName) == tag }
      ?? voices.first { Self.nameKey($0.name) == name }
  }

  private func byLanguage(_ query: String) -> Voice? {
    var subtags = Self.tagKey(query).split(separator: "-")
    while !subtags.isEmpty {
      let tag = subtags.joined(separator: "-")
      let ranked = voices.compactMap { voice in voice.priority(for: tag).map { (voice, $0) } }
      // `min(by:)` keeps the first of equal elements: the first identifier wins a tie.
      if let best = ranked.min(by: { $0.1 < $1.1 }) { return best.0 }
      subtags.removeLast()
    }
    return nil
  }

  // MARK: - Suggestions

  /// Up to three file names whose voice has a file name, language or display name (with or
  /// without its parenthesised qualifier) close to `query` (edit distance 1 for short words, 2
  /// from 4 letters, 3 from 8), or starting with it; nearest first, then alphabetical.
  package func suggestions(for query: String) -> [String] {
    let wanted = Self.nameKey(query)
    guard !wanted.isEmpty else { return [] }
    let limit = wanted.count >= 8 ? 3 : wanted.count >= 4 ? 2 : 1
    var best: [String: Int] = [:]
    for voice in voices {
      // The display name without its qualifier too: "Portuguese (Brazil)" → "Portuguese".
      let baseName = voice.name.split(separator: " (").first.map(String.init) ?? voice.name
      let keys = [voice.fileName, voice.name, baseName] + voice.languages
      let distance =
        keys.map { key -> Int in
          let candidate = Self.nameKey(key)
          return candidate.hasPrefix(wanted) ? 0 : ChartSupport.editDistance(wanted, candidate)
        }.min() ?? Int.max
      guard distance <= limit else { continue }
      best[voice.fileName] = min(distance, best[voice.fileName] ?? Int.max)
    }
    return best.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(3).map(\.key)
  }

  // MARK: - Keys

  /// Tags and file names: lower case, `_` as `-` (`en_US` ~ `en-US`).
  private static func tagKey(_ text: String) -> String {
    text.lowercased().replacingAll("_", with: "-")
  }

  /// Display names: lower case, `_` as a space (`English_(America)` ~ `English (America)`).
  private static func nameKey(_ text: String) -> String {
    text.lowercased().replacingAll("_", with: " ")
  }
}

extension String {
  fileprivate func replacingAll(_ target: Character, with replacement: Character) -> String {
    String(map { $0 == target ? replacement : $0 })
  }

  fileprivate func trimmingWhitespace() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
