import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

@Suite struct PhraseBookTests {
  static let locales = LocaleDirectory.locales(in: RepositoryPaths.locales)
  let english = try! PhraseBook.load(locale: "en", directory: RepositoryPaths.locales)

  @Test func englishIsThere() {
    #expect(Self.locales.contains("en"))
    #expect(english.voice == "en-us")
    #expect(english.monthNames.count == 12)
  }

  /// Every locale has every English phrase with the same placeholders, and no phrase English lacks.
  @Test(arguments: locales) func localeIsComplete(_ locale: String) throws {
    let book = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
    #expect(book.locale == locale)
    let missing = Set(english.phraseIDs).subtracting(book.phraseIDs).filter { !$0.hasSuffix(".speech") }
    #expect(missing.isEmpty, "\(locale) lacks \(missing.sorted())")
    // Units, and the scale words a locale counts by (Hindi लाख, करोड़), may go beyond English's.
    let scales = Set(book.numbers.scales.values.map { "scale." + $0 })
    let extra = Set(book.phraseIDs).subtracting(english.phraseIDs).filter {
      !$0.hasSuffix(".speech") && !$0.hasPrefix("unit.") && !$0.hasPrefix("unitName.") && !scales.contains($0)
    }
    for scale in scales { #expect(book.has(scale), "\(locale) counts by '\(scale)' but has no such phrase") }
    #expect(extra.isEmpty, "\(locale) has phrases English lacks: \(extra.sorted())")
    // The same facts in every language; grammar keys (select-only) may differ.
    let grammar = PhraseBook.grammarKeys
    // `monthInDate` is the month in the form a date declines it: the same fact as `month`;
    // `atList` and `firstAt` are the places of `list` and `first` after their preposition.
    func facts(_ placeholders: Set<String>) -> Set<String> {
      var result = placeholders
      if result.contains("monthInDate") { result.insert("month") }
      for (alias, fact) in ["atList": "list", "firstAt": "first"] where result.remove(alias) != nil {
        result.insert(fact)
      }
      return result.subtracting(grammar)
    }
    for id in english.phraseIDs where book.has(id) {
      let expected = facts(try english.template(id).placeholders)
      let actual = facts(try book.template(id).placeholders)
      #expect(actual == expected, "\(locale) '\(id)' uses \(actual.sorted()), English \(expected.sorted())")
    }
  }

  /// Every plural in a locale lists each category its rules can produce ("Missing plural
  /// category 'few' in 'pl' phrase …"), so no number falls back to a wrong form.
  @Test(arguments: locales) func pluralsCoverTheLocaleCategories(_ locale: String) throws {
    let book = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
    let needed = Set(book.pluralRules.categories)
    for id in book.phraseIDs {
      for (name, categories) in try book.template(id).pluralCategories {
        let missing = needed.subtracting(categories)
        #expect(missing.isEmpty, "\(locale) '\(id)': plural '\(name)' lacks \(missing.map(\.rawValue).sorted())")
      }
    }
  }

  @Test func everyPlaceholderIsOneTheCodeFills() throws {
    // The names the narration code passes; a template using any other could never render.
    let filled: Set<String> = [
      "kind", "measure", "Measure", "unit", "list", "count", "first", "second", "rest", "last", "n", "x", "X",
      "year", "month", "day", "date", "hour", "minute", "second", "time", "from", "to", "series", "at", "range",
      "title", "span", "min", "max", "value", "top", "topCount", "bottom", "bottomCount", "median", "where",
      "lowWhere", "text", "slope", "minAt", "maxAt", "firstAt", "lastAt", "change", "xRange", "yRange", "name",
      "topAt", "bottomAt", "label", "above", "total", "index", "y", "low", "high", "timbre", "played",
      "original", "lines", "previous",
      // Issue 3: shapes, comparisons, shares, scatter, radar, sparklines, readout groups.
      "age", "ahead", "axes", "balance", "behind", "end", "fromAt", "fromX", "groups", "largest",
      "lead", "leader", "line", "others", "outlier", "period", "periods", "points", "r", "rho",
      "shape", "share", "sign", "strength", "toAt", "toBy", "toUntil", "toX", "weakest", "window",
      "xHigh", "xLow", "yHigh", "yLow",
      // Issue 11: a quarter's number (1 … 4).
      "q",
      // Issue 11: axis directions by chart kind, a pie's whole.
      "direction", "sum", "heading",
      // Issue 12: seasons, steps and sign changes.
      "peak", "trough", "cycle", "step", "until", "again",
      // Issue 12: anomalous episodes.
      "level", "between", "duration",
      // Issue 12 §2: how many share second place in a ranking.
      "secondCount",
      // Issue 11: the coloured parts of a stack inside a group; series tied for the most leads.
      "parts", "leaders",
      // Issue 11: slices tied for the largest or smallest share.
      "topTie", "bottomTie",
      // Issue 12: a jump and its steady (or not) fall back.
      "before", "beforeAt", "by", "steady",
      // Issue 15: a set of charts, its views and the views highest and lowest on average.
      "charts", "field", "views", "highest", "lowest", "alt",
      // Issue 15: what the importer left out (channels, layers, rows) and did (merged, long format).
      "channel", "mark", "rows", "example", "column", "view", "notice",
      // Issue 15: error bars and box plots: a range's centre, ends and extent; a box's quartiles.
      "centre", "lower", "upper", "extent", "q1", "q3", "outliers",
      // Issue 15: a grid's rows and views a row; how an impute fills values in.
      "columns", "method",
      // Issue 16: a point's line and the label it carries (AXDataPoint.label).
      "point",
      // Issue 17: a scatter point's axes; a help line's braces (the template's own characters).
      "xName", "yName", "openBrace", "closeBrace",
      // Issue 15: a histogram's bin with the most values, and its ends.
      "most", "mostFrom", "mostTo",
      // A first or last value far outside the rest: its side, the rest's way and the jump to it.
      "side", "way", "jump", "next", "nextAt",
      // Many holders of one value, named without their positions.
      "names",
      // Issue 15: a candlestick chart's four prices, its extremes' dates and its candles' closes.
      "open", "close", "candle", "highAt", "lowAt", "up", "down", "flat",
      // fx24: missing places grouped by series; a full-bucket end that is the highest or lowest.
      "groups", "firstNote", "lastNote",
      // fx28: a crash or a surge, the time it took and the recovery after it.
      "took", "back",
    ]
    for id in english.phraseIDs {
      let unknown = try english.template(id).placeholders.subtracting(filled).subtracting(PhraseBook.grammarKeys)
      #expect(unknown.isEmpty, "'\(id)' uses \(unknown.sorted())")
    }
  }

  /// A folder whose en.json has a malformed template, `kind.pie`; the caller removes it.
  static func brokenEnglishFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("phrases-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var text = String(
      decoding: try Data(contentsOf: RepositoryPaths.locales.appendingPathComponent("en.json")), as: UTF8.self)
    text = text.replacingOccurrences(of: #""kind.pie": "Pie chart","#, with: #""kind.pie": "Pie {chart","#)
    try Data(text.utf8).write(to: folder.appendingPathComponent("en.json"))
    return folder
  }

  @Test func aBrokenPhraseFileNamesTheProblem() throws {
    let folder = try Self.brokenEnglishFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      _ = try PhraseBook.load(locale: "en", directory: folder)
      Issue.record("expected an error")
    } catch {
      #expect("\(error)".contains("'phrases.kind.pie': template syntax"))
    }
  }

  /// A book read on demand (`sonify`) holds the same phrases, parsed to the same templates.
  @Test(arguments: locales) func onDemandBookMatchesTheCheckedOne(_ locale: String) throws {
    let checked = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
    let onDemand = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales, loading: .onDemand)
    #expect(onDemand.phraseIDs == checked.phraseIDs)
    var differing: [String] = []
    for id in checked.phraseIDs where try onDemand.template(id) != checked.template(id) { differing.append(id) }
    // A second use reads the kept template.
    for id in checked.phraseIDs.prefix(20) where try onDemand.template(id) != checked.template(id) {
      differing.append(id)
    }
    #expect(differing.isEmpty, "\(locale): \(differing)")
    #expect(!onDemand.has("no.such.phrase"))
    #expect(throws: NarrationError.missingPhrase(id: "no.such.phrase", locale: onDemand.locale)) {
      try onDemand.template("no.such.phrase")
    }
  }

  /// On demand, a malformed template fails where it is used, with the message the checked load
  /// gives, and the rest of the book still works.
  @Test func onDemandBookNamesABrokenPhraseWhenUsed() throws {
    let folder = try Self.brokenEnglishFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var checkedMessage = ""
    do {
      _ = try PhraseBook.load(locale: "en", directory: folder)
    } catch {
      checkedMessage = "\(error)"
    }
    let book = try PhraseBook.load(locale: "en", directory: folder, loading: .onDemand)
    #expect(try book.template("kind.line") == english.template("kind.line"))
    do {
      _ = try book.template("kind.pie")
      Issue.record("expected an error")
    } catch {
      #expect("\(error)".contains("'phrases.kind.pie': template syntax"))
      #expect("\(error)" == checkedMessage)
    }
  }

  @Test func unknownLocaleListsTheAvailableOnes() {
    do {
      _ = try PhraseBook.load(locale: "xx", directory: RepositoryPaths.locales)
      Issue.record("expected an error")
    } catch {
      #expect(error == .unknownLocale("xx", available: Self.locales))
      #expect("\(error)".contains("'en'"))
    }
  }

  @Test func regionalLocalesFallBackToTheLanguage() throws {
    #expect(try PhraseBook.load(locale: "en_GB", directory: RepositoryPaths.locales).locale == "en")
  }

  @Test func missingFolderIsAClearError() {
    #expect(throws: NarrationError.self) { try LocaleDirectory.find(explicit: "/nonexistent/locales") }
  }
}
