import ChartModel
import Foundation

/// Reads the numbers, dates and names of a non-English description (display or speech text) and
/// checks each against the chart's input data:
/// - a number ("41 200 USD", "1,43 mld", "około dziewiętnastu procent" once spelled numbers are
///   read back as digits) is a data value, an x value, a year, day or clock reading of a data x,
///   or a number the English text states for the same chart in a sentence the English
///   ``ClaimsChecker`` found true — each within the rounding its digits admit;
/// - a date (a month with or without a year, a quarter, a weekday) names a period that holds a
///   data x;
/// - a name: in Arabic and Hindi every Latin word comes from the input (title, names, axis titles,
///   units); in every locale a quoted name is a name of the input;
/// - a unit word (CLDR's long unit and currency names: "Kilowattstunden", "dolarów") names one of
///   the chart's own units.
///
///     let checker = LocaleClaimsChecker(truth: truth, vocabulary: .of("pl")!, english: texts, englishReport: report)
///     checker.check(polishTexts).falseClaims
public struct LocaleClaimsChecker: Sendable {
  public var truth: ClaimsTruth
  public var vocabulary: LocaleVocabulary
  /// Numbers stated in English sentences that hold no false claim, each with its rounding.
  public var accepted: [(value: Double, tolerance: Double)]
  /// Numbers of the data itself: values, x values, years, days, hours and minutes of dates.
  public var facts: [Double]
  /// The author's strings, longest first: their digits and words are the author's own.
  public var authored: [String]

  public init(truth: ClaimsTruth, vocabulary: LocaleVocabulary, english: [String], englishReport: ClaimsReport) {
    self.truth = truth
    self.vocabulary = vocabulary
    let chart = truth.chart
    var authored = [chart.title, chart.summary ?? "", chart.context ?? "", chart.xAxis.title, chart.yAxis.title]
    authored += chart.series.map(\.name) + chart.xAxis.categories + chart.referenceLines.compactMap(\.label)
    authored += chart.stackParts.map(\.name)
    authored += [chart.xAxis.unit ?? "", chart.yAxis.unit ?? ""]
    let longestFirst = authored.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    self.authored = longestFirst
    let wrong = englishReport.falseClaims.map(\.sentence)
    accepted =
      english
      .filter { sentence in !wrong.contains { $0.contains(sentence) || sentence.contains($0) } }
      .flatMap { Self.englishNumbers(Self.removing(longestFirst, from: $0)) }
      .map { (abs($0.value), $0.tolerance) }
    var facts: [Double] = [0]
    for series in truth.series {
      facts += series.y.filter(\.isFinite).map(abs)
      if chart.xAxis.type == .numeric { facts += series.x.map(abs) }
      if chart.xAxis.type == .temporal {
        for x in series.x where x.isFinite {
          let date = CivilDate(secondsSince1970: x)
          let twelve = date.hour % 12 == 0 ? 12 : date.hour % 12
          facts += [Double(date.year), Double(date.day), Double(date.hour), Double(twelve), Double(date.minute)]
        }
      }
    }
    facts += truth.totals.map { abs($0.total) }
    facts += chart.referenceLines.map { abs($0.value) }
    self.facts = facts
  }

  /// Checks every text (sentences of the alt, summary and readout, display or speech, with
  /// spelled numbers already written as digits).
  ///
  /// - Complexity: O(*t* · (*f* + *a*)) for *t* tokens, *f* data facts and *a* accepted numbers.
  public func check(_ texts: [String]) -> ClaimsReport {
    var report = ClaimsReport()
    for sentence in texts {
      var text = Self.removing(authored, from: sentence)
      text = Self.westernDigits(text)
      // Arabic short vowels and shadda: diacritised speech reads as display text.
      text.unicodeScalars.removeAll { (0x064B...0x0652).contains($0.value) }
      report.claims += names(in: sentence)
      if truth.chart.xAxis.type == .temporal {
        let (claims, rest) = quarters(in: text, sentence)
        report.claims += claims
        text = rest
        report.claims += months(in: text, sentence) + weekdays(in: text, sentence)
      } else if let labelled = categoryQuarters {
        // Quarter labels ("Q1 2023") said by the locale's quarter names.
        let (claims, rest) = quarters(in: text, sentence, periods: labelled)
        report.claims += claims
        text = rest
      } else {
        text = removingQuarters(text)
      }
      report.claims += numbers(in: text, sentence)
      report.claims += units(in: text, sentence)
    }
    return report
  }

  // MARK: - Numbers

  func numbers(in text: String, _ sentence: String) -> [CheckedClaim] {
    localeNumbers(text).map { number in
      let ok =
        facts.contains { abs($0 - number.value) <= number.tolerance }
        || accepted.contains { abs($0.value - number.value) <= max(number.tolerance, $0.tolerance) }
      return CheckedClaim(
        kind: "locale-number", sentence: sentence, isTrue: ok,
        reason: ok ? "" : "\(number.text) is no data value and no number the English text states")
    }
  }

  /// Numbers in the locale's format: grouped display digits, the locale's decimal separator,
  /// a scale word after the number. Magnitudes only: signs are words ("minus") or dashes.
  func localeNumbers(_ text: String) -> [(text: String, value: Double, tolerance: Double)] {
    let decimal = NSRegularExpression.escapedPattern(for: vocabulary.decimal)
    let groups = vocabulary.groups.map { NSRegularExpression.escapedPattern(for: String($0)) }.joined(separator: "|")
    let scales = vocabulary.scales.map { NSRegularExpression.escapedPattern(for: $0.word) }.joined(separator: "|")
    let indian = vocabulary.indianGrouping ? #"\d{1,2}(?:,\d{2})+,\d{3}|"# : ""
    let pattern =
      #"(?<![\p{L}\p{N}:/.,\u066B\u066C]|\p{N}[-−–])("# + indian + #"\d{1,3}(?:(?:"# + groups + #")\d{3})+|\d+)(?:"#
      + decimal + #"(\d+))?(?!\p{N}|:\p{N})(?:[\s\u00A0\u202F]+("# + scales + #")[\p{L}.]*)?"#
    let regex = CompiledPatterns.expression(pattern)!
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
      let whole = String(text[Range(match.range, in: text)!])
      var digits = String(text[Range(match.range(at: 1), in: text)!])
      digits.removeAll { !$0.isASCII || !$0.isNumber }
      var token = digits
      var unit = 1.0
      if let range = Range(match.range(at: 2), in: text) {
        let fraction = String(text[range])
        token += "." + fraction
        unit = pow(10, -Double(fraction.count))
      } else {
        let zeros = digits.reversed().prefix { $0 == "0" }.count
        unit = digits.allSatisfy { $0 == "0" } ? 1 : pow(10, Double(zeros))
      }
      var scale = 1.0
      if let range = Range(match.range(at: 3), in: text) {
        let word = String(text[range])
        scale = vocabulary.scales.first { $0.word == word }?.power ?? 1
      }
      guard let value = Double(token) else { return nil }
      return (whole, value * scale, unit * scale / 2 * (1 + 1e-9))
    }
  }

  /// Numbers in English display text ("$1,200", "-£2,100", "7.84 billion", "19%"), each with the
  /// tolerance its digits admit: half a unit in the last significant digit ("51,000" covers
  /// 50,500 to 51,500; "7.84 billion" covers 7.835 to 7.845 billion).
  public static func englishNumbers(_ text: String) -> [(value: Double, tolerance: Double)] {
    let pattern = #"(?<![\w:])-?[$€£]?\d[\d,]*(\.\d+)?( (million|billion|trillion))?(?![\d:])"#
    let regex = CompiledPatterns.expression(pattern)!
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
      var token = String(text[Range(match.range, in: text)!])
      var scale = 1.0
      for (word, value) in [(" million", 1e6), (" billion", 1e9), (" trillion", 1e12)] where token.hasSuffix(word) {
        token.removeLast(word.count)
        scale = value
      }
      token.removeAll { "$€£,".contains($0) }
      return Self.stated(token, scale: scale)
    }
  }

  /// A number written in plain digits with "." for decimals ("-2100", "7.84"), times `scale`,
  /// with half a unit in its last significant digit as its tolerance (trailing zeros of a whole
  /// number are rounding).
  public static func stated(_ token: String, scale: Double) -> (value: Double, tolerance: Double)? {
    guard let value = Double(token) else { return nil }
    let unit: Double
    if let dot = token.firstIndex(of: ".") {
      unit = pow(10, -Double(token.distance(from: dot, to: token.endIndex) - 1))
    } else {
      let zeros = token.reversed().prefix { $0 == "0" }.count
      unit = token.allSatisfy { $0 == "0" || $0 == "-" } ? 1 : pow(10, Double(zeros))
    }
    return (value * scale, unit * scale / 2 * (1 + 1e-9))
  }

  /// Arabic-Indic and Devanagari digits as ASCII digits, the Arabic decimal and group signs as
  /// the separators of the vocabulary.
  static func westernDigits(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0660...0x0669: output.unicodeScalars.append(Unicode.Scalar(scalar.value - 0x0660 + 0x30)!)
      case 0x06F0...0x06F9: output.unicodeScalars.append(Unicode.Scalar(scalar.value - 0x06F0 + 0x30)!)
      case 0x0966...0x096F: output.unicodeScalars.append(Unicode.Scalar(scalar.value - 0x0966 + 0x30)!)
      case 0x066B: output += "."
      case 0x066C: output += ","
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  static func removing(_ authored: [String], from sentence: String) -> String {
    var text = sentence
    for author in authored { text = text.replacingOccurrences(of: author, with: " ") }
    return text
  }
}
