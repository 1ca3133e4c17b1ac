import ChartNarration

/// Reads back the numbers a phrase file's ``Inflection`` forms spell in speech ("od dwustu jeden"
/// → "od 201", "dwa tysiące dwudziestego czwartego roku" → "2024 roku", "dwóch przecinek 5" →
/// "2,5", "خَمْس وَعِشْرِين" → "25"), so the per-locale truth
/// check sees them as digits again. The reverse of `Inflection.apply`, from the same tables.
struct SpelledNumbers {
  private var cardinal: [String: Int] = [:]
  /// The noun after a count of thousands, millions …, by the power it multiplies by.
  private var scaleNouns: [String: Int] = [:]
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
  /// Numerals the phrase file's `speechPhrases` say in the gender of their noun ("una serie",
  /// "vingt et une séries"), by their words, with the digits they stand for ("1", "21").
  private var numerals: [(words: [String], digits: String)] = []
  /// Words that say a lone one and are also articles (Spanish "un", "una"): a number only inside
  /// a compound ("ciento un"); before a noun they are read as ``numerals``.
  private var articles: Set<String> = []
  /// Every word of a spelled number.
  private var numberWords: Set<String> = []
  /// Conjunctions said as a word of their own ("e " glued is "e" before the next component).
  private var wordConjunctions: Set<String> = []
  /// The conjunctions, each also without its short vowels, in one order for every word.
  private var conjunctionsAndPlain: [String] = []
  /// Positions in ``phrases``, ``ordinalPrefixes`` and the numerals of several words of
  /// ``numerals`` by their first word, ascending: only these can match at a word, and trying
  /// them in their order finds the match the whole list would (the lists are long in Arabic and
  /// Polish, and every word of every description is tried against them).
  private var phrasesByFirstWord: [String: [Int]] = [:]
  private var ordinalPrefixesByFirstWord: [String: [Int]] = [:]
  private var numeralsByFirstWord: [String: [Int]] = [:]
  /// Positions in ``numerals`` of the numerals of one word, by that word.
  private var numeralsOfOneWord: [String: [Int]] = [:]

  init(_ book: PhraseBook) {
    decimal = book.numbers.decimal
    for (pair, said) in book.speechPhrases {
      let written = pair.split(separator: " ").map(String.init)
      guard let digits = written.first, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { continue }
      numerals.append((said.split(separator: " ").map(String.init), digits))
    }
    // The same numerals after a preposition, in the case it governs ("einer Million").
    for form in Set(book.casesAfterPrepositions.prepositions.values) {
      for (phrase, said) in book.inflections[form]?.words ?? [:] {
        let words = phrase.split(separator: " ").map(String.init)
        guard let numeral = numerals.first(where: { $0.words == words }) else { continue }
        numerals.append((said.split(separator: " ").map(String.init), numeral.digits))
      }
    }
    numerals.sort { $0.words.count > $1.words.count }
    articles = Set(numerals.filter { $0.digits == "1" && $0.words.count > 1 }.map { $0.words[0] })
    // A form that spells only what the voice misreads says a lone one as the article does
    // (Portuguese "uma").
    for form in book.inflections.values where !form.spellOnlyWith.isEmpty {
      if let one = form.cardinal["1"] { articles.insert(one) }
    }
    for form in book.inflections.values {
      for (key, word) in form.cardinal {
        // "1000s.38": the thousands noun after a count (Arabic "أَلْفًا", "آلَاف"; "1000000s.few"
        // مَلَايِين).
        // A lone million in one word (Polish "1000000": "miliona") counts like them: "jednego
        // miliona", "miliona pięciuset tysięcy".
        if let scale = Inflection.scales.first(where: { scale in
          key == "\(scale)s" || key.hasPrefix("\(scale)s.")
            || scale >= 1_000_000 && key == "\(scale)" && !word.contains(" ")
        }) {
          scaleNouns[word] = scale
          continue
        }
        if key == "," || key == "." {
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
    numberWords = Set(cardinal.keys).union(phrases.flatMap(\.words))
    wordConjunctions = Set(conjunctions.filter { $0.hasSuffix(" ") }.map { String($0.dropLast()) })
    conjunctionsAndPlain = conjunctions.flatMap { [$0, Self.plain($0)] }
    phrasesByFirstWord = Self.positions(phrases.map(\.words))
    ordinalPrefixesByFirstWord = Self.positions(ordinalPrefixes.map(\.words))
    numeralsByFirstWord = Self.positions(numerals.map(\.words).map { $0.count > 1 ? $0 : [] })
    numeralsOfOneWord = Self.positions(numerals.map(\.words).map { $0.count == 1 ? $0 : [] })
  }

  /// The positions of the word lists by their first word, ascending; empty lists left out.
  private static func positions(_ lists: [[String]]) -> [String: [Int]] {
    var result: [String: [Int]] = [:]
    for (position, words) in lists.enumerated() {
      if let first = words.first { result[first, default: []].append(position) }
    }
    return result
  }

  /// The positions in ``numerals`` that can match at `word`, ascending: numerals of several
  /// words beginning with it, and numerals of one word that it is, or begins before closing
  /// punctuation.
  private func numeralCandidates(_ word: String) -> [Int] {
    var result = numeralsByFirstWord[word] ?? []
    var core = Substring(word)
    while true {
      result += numeralsOfOneWord[String(core)] ?? []
      guard let last = core.last, ",.;:)".contains(last) else { break }
      core = core.dropLast()
    }
    return result.sorted()
  }

  /// A word without Arabic short vowels and shadda.
  static func plain(_ word: String) -> String {
    String(String.UnicodeScalarView(word.unicodeScalars.filter { !(0x064B...0x0652).contains($0.value) }))
  }

  /// The words with each numeral of ``numerals`` written in digits again ("una serie," → "1 serie,").
  private func respelledNumerals(_ words: [String]) -> [String] {
    guard !numerals.isEmpty else { return words }
    var output: [String] = []
    var index = 0
    while index < words.count {
      // Inside a compound ("seiscientos cuarenta y un dólares") the numeral is its last part.
      let inCompound = index > 0 && numberWords.contains(String(words[index - 1].drop { $0 == "(" }))
      if !inCompound,
        let numeral = numeralCandidates(words[index]).lazy.map({ numerals[$0] }).first(where: { numeral in
          index + numeral.words.count <= words.count
            && zip(numeral.words, words[index..<(index + numeral.words.count)]).enumerated().allSatisfy {
              offset, pair in
              offset == numeral.words.count - 1
                ? pair.1.hasPrefix(pair.0) && pair.1.dropFirst(pair.0.count).allSatisfy { ",.;:)".contains($0) }
                : pair.0 == pair.1
            }
        })
      {
        output += [numeral.digits, words[index + numeral.words.count - 1]]
        index += numeral.words.count
      } else {
        output.append(words[index])
        index += 1
      }
    }
    return output
  }

  /// Whether a word is a spelled number or the first word of one.
  private func startsNumber(_ word: String) -> Bool {
    var core = Substring(word)
    while let last = core.last, ",.;:)،؛".contains(last) { core = core.dropLast() }
    return cardinal[String(core)] != nil && !articles.contains(String(core))
      || phrasesByFirstWord[word] != nil
  }

  /// The text with every spelled number written in digits again.
  ///
  /// - Complexity: O(*n* · *p*) for *n* words and *p* ordinal prefixes.
  func digits(_ text: String) -> String {
    // A number that opens a sentence is capitalised ("Mil cuatrocientos sesenta y un valores").
    let opened = text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
      guard let first = word.first, first.isUppercase else { return String(word) }
      let lower = first.lowercased() + word.dropFirst()
      return startsNumber(lower) ? lower : String(word)
    }
    var words = respelledNumerals(opened)
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
      if let prefix = (ordinalPrefixesByFirstWord[words[index]] ?? []).lazy.map({ ordinalPrefixes[$0] }).first(where: {
        prefix in
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
      // A thousand and more said whole ("أَلْفَيْن", "مِئَتَيْ مِلْيُون") is not a count of a later noun.
      func add(_ value: Int) {
        if value >= 1000 { total += value } else { current += value }
      }
      var end = index
      var trailing = ""
      // A template's "و" glued before a spelled number ("وأَرْبَعَة آلَاف"): kept before its digits.
      var lead = ""
      while end < words.count, trailing.isEmpty {
        var first = words[end]
        // A number in parentheses: "(ciento un dólares)".
        if end == index, first.hasPrefix("("), startsNumber(String(first.dropFirst())) {
          lead = "("
          first = String(first.dropFirst())
        }
        // A conjunction of its own between components (Portuguese "duzentas e uma").
        if end > index, end + 1 < words.count, wordConjunctions.contains(first),
          numberWords.contains(bare(words[end + 1]).0)
        {
          end += 1
          continue
        }
        if end > index, let and = conjunctions.first(where: { first.hasPrefix($0) && first.count > $0.count }) {
          first = String(first.dropFirst(and.count))
        } else if end == index, !startsNumber(first),
          let and = conjunctionsAndPlain.first(where: {
            first.hasPrefix($0) && startsNumber(String(first.dropFirst($0.count)))
          })
        {
          lead = and
          first = String(first.dropFirst(and.count))
        }
        if let phrase = (phrasesByFirstWord[first] ?? []).lazy.map({ phrases[$0] }).first(where: { phrase in
          end + phrase.words.count <= words.count
            && zip(phrase.words, [first] + words[(end + 1)..<(end + phrase.words.count)]).enumerated().allSatisfy {
              offset, pair in pair.0 == (offset == phrase.words.count - 1 ? bare(pair.1).0 : pair.1)
            }
        }) {
          add(phrase.value)
          trailing = bare(words[end + phrase.words.count - 1]).1
          end += phrase.words.count
          continue
        }
        let (core, after) = bare(first)
        // An article alone is no number ("un máximo"); inside a compound it is ("ciento un").
        if end == index, articles.contains(core) { break }
        // A scale word after digits is the display's ("2.5 مِلْيَار"): the checker reads it.
        if end == index, scaleNouns[core] != nil, index > 0, words[index - 1].last?.isNumber == true { break }
        if let scale = scaleNouns[core] {
          total += max(current, 1) * scale
          current = 0
        } else if let value = cardinal[core] {
          add(value)
        } else {
          break
        }
        trailing = after
        end += 1
      }
      if end > index {
        // A decimal: "dwóch przecinek 5" is "2,5", "اثنين فاصِلَة 0 5" is "2.05".
        if trailing.isEmpty, end + 1 < words.count, separators.contains(words[end]),
          let first = words[end + 1].first, first.isASCII, first.isNumber
        {
          var fraction = words[end + 1]
          var next = end + 2
          while !fraction.isEmpty, fraction.allSatisfy({ $0.isASCII && $0.isNumber }), next < words.count {
            let (core, after) = bare(words[next])
            guard core.count == 1, core.first?.isNumber == true else { break }
            fraction += core + after
            next += 1
            if !after.isEmpty { break }
          }
          output.append(lead + String(total + current) + decimal + fraction)
          index = next
          continue
        }
        var value = total + current
        // Arabic 101 "مِئَة نقطة وَنقطة" and 102 "مِئَة نقطة وَنُقْطَتَيْن": the noun said again
        // after the table's conjunction, singular (one more) or dual (two more).
        if trailing.isEmpty, end + 1 < words.count,
          let and = conjunctions.first(where: { words[end + 1].hasPrefix($0) && words[end + 1].count > $0.count })
        {
          let noun = Self.plain(bare(words[end]).0)
          let again = Self.plain(String(bare(words[end + 1]).0.dropFirst(and.count)))
          let more =
            noun.count > 2 && again == noun
            ? 1 : noun.count > 2 && again.hasPrefix(noun.dropLast()) && again.count > noun.count ? 2 : 0
          if more > 0 {
            value += more
            let after = bare(words[end + 1]).1
            words[end] = bare(words[end]).0 + after
            words.remove(at: end + 1)
          }
        }
        output.append(lead + String(value) + trailing)
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
