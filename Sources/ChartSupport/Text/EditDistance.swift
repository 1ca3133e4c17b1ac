// Nearest-match suggestions for misspelt names: JSON keys, subcommands, options, locales and
// voices all use these, so a typo is caught the same way everywhere.

/// The allowed word nearest to `word` by edit distance, when it is close enough to be a typo.
package func nearest(to word: String, in candidates: [String]) -> String? {
  let lowered = word.lowercased()
  let scored = candidates.map { ($0, editDistance(lowered, $0.lowercased())) }
  guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
  // Short words allow one edit; longer ones a transposition or a third of their letters.
  let allowed = word.count <= 3 ? 1 : max(2, word.count / 3)
  return best.1 <= allowed ? best.0 : nil
}

/// Levenshtein distance between two strings, over characters.
///
/// - Complexity: O(*m* × *n*); used on short identifiers only.
package func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
