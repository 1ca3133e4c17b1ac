import ChartNarration

/// Reads back the numbers a phrase file's ``Inflection`` forms spell in speech ("od dwustu jeden"
/// → "od 201", "dwa tysiące dwudziestego czwartego roku" → "2024 roku", "dwóch przecinek 5" →
/// "2,5", "خَمْس وَعِشْرِين" → "25"), so the per-locale truth
/// check sees them as digits again. The reverse of `Inflection.apply`, from the same tables.
struct SpelledNumbers {
  private var cardinal: [String: Int] = [:]
  private var thousandNouns: Set<String> = []
  private var ordinal: [String: Int] = [:]
  private var ordinalPrefixes: [(words: [String], value: Int)] = []
  /// Whole numbers spelled in several words (Arabic "خَمْس وَعِشْرِين", Polish "dwadzieścia dwie"),
  /// longest first.
  private var phrases: [(words: [String], value: Int)] = []
  /// The words said for a decimal separator ("przecinek"), and the locale's separator.
  private var separators: Set<String> = []
  /// What a table glues before each later component (Arabic "وَ" in "مِئَة وَثَلَاث").
  private var conjunctions: Set<String> = []
  private let decimal: String

  init(_ book: PhraseBook) {
    decimal = book.numbers.decimal
    for form in book.inflections.values {
      for (key, word) in form.cardinal {
        // "1000s.38": the thousands noun after a count (Arabic "أَلْفًا", "آلَاف").
        if key == "1000s" || key.hasPrefix("1000s.") {
          thousandNouns.insert(word)
          continue
        }
        if key == "," {
          separators.insert(word)
          continue
        }
        if key == "&" {
          conjunctions.insert(word)
          continue
        }
        // "1.f" (a lone one of a feminine noun) is a one too.
        // "N+" is N inside a compound ("1+", Arabic "15+"), "2000+" the thousands before the rest.
        guard let value = Int(String(key.prefix { $0 != "." && $0 != "+" })) else { continue }
        let words = word.split(separator: " ").map(String.init)
        if words.count > 1 { phrases.append((words, value)) } else { cardinal[word] = value }
      }
      for (key, word) in form.ordinal {
        // A round year said whole ("=2000": "dwutysięcznego") reads back as its digits.
        if key.hasPrefix("="), let value = Int(key.dropFirst()) {
          let words = word.split(separator: " ").map(String.init)
          if words.count > 1 { phrases.append((words, value)) } else { cardinal[word] = value }
          continue
        }
        guard let value = Int(key) else { continue }
        if value >= 100 {
          ordinalPrefixes.append((word.split(separator: " ").map(String.init), value))
        } else {
          ordinal[word] = value
        }
      }
    }
    ordinalPrefixes.sort { $0.words.count > $1.words.count }
    phrases.sort { $0.words.count > $1.words.count }
  }

  /// The text with every spelled number written in digits again.
  ///
  /// - Complexity: O(*n* · *p*) for *n* words and *p* ordinal prefixes.
  func digits(_ text: String) -> String {
    var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    var output: [String] = []
    var index = 0
    func bare(_ word: String) -> (String, String) {
      var core = Substring(word)
      var trailing = ""
      while let last = core.last, ",.;:)،؛".contains(last) {
        trailing = String(last) + trailing
        core = core.dropLast()
      }
      return (String(core), trailing)
    }
    while index < words.count {
      // A year: a cardinal prefix, then ordinal tens and units.
      if let prefix = ordinalPrefixes.first(where: { prefix in
        index + prefix.words.count < words.count
          && Array(words[index..<(index + prefix.words.count)]) == prefix.words
          && ordinal[bare(words[index + prefix.words.count]).0] != nil
      }) {
        var value = prefix.value
        var end = index + prefix.words.count
        var trailing = ""
        while end < words.count, let part = ordinal[bare(words[end]).0], trailing.isEmpty {
          value += part
          trailing = bare(words[end]).1
          end += 1
        }
        output.append(String(value) + trailing)
        index = end
        continue
      }
      // A cardinal: components summed, a thousands noun multiplying what came before; a
      // component after the first may carry the table's conjunction ("وَثَلَاث"), and a
      // component may be a phrase of several words ("خَمْس وَعِشْرِين").
      var total = 0
      var current = 0
      var end = index
      var trailing = ""
      while end < words.count, trailing.isEmpty {
        var first = words[end]
        if end > index, let and = conjunctions.first(where: { first.hasPrefix($0) && first.count > $0.count }) {
          first = String(first.dropFirst(and.count))
        }
        if let phrase = phrases.first(where: { phrase in
          end + phrase.words.count <= words.count
            && zip(phrase.words, [first] + words[(end + 1)..<(end + phrase.words.count)]).enumerated().allSatisfy {
              offset, pair in pair.0 == (offset == phrase.words.count - 1 ? bare(pair.1).0 : pair.1)
            }
        }) {
          current += phrase.value
          trailing = bare(words[end + phrase.words.count - 1]).1
          end += phrase.words.count
          continue
        }
        let (core, after) = bare(first)
        if thousandNouns.contains(core) {
          total += max(current, 1) * 1000
          current = 0
        } else if let value = cardinal[core] {
          if value == 1000 { total += 1000 } else { current += value }
        } else {
          break
        }
        trailing = after
        end += 1
      }
      if end > index {
        // A decimal: "dwóch przecinek 5" is "2,5".
        if trailing.isEmpty, end + 1 < words.count, separators.contains(words[end]),
          let first = words[end + 1].first, first.isASCII, first.isNumber
        {
          output.append(String(total + current) + decimal + words[end + 1])
          index = end + 2
          continue
        }
        output.append(String(total + current) + trailing)
        index = end
      } else {
        output.append(words[index])
        index += 1
      }
    }
    words = output
    return words.joined(separator: " ")
  }
}
