import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// How a summary says where the series ended and a time of day (fx27), in every locale. The
/// latest values read as a table heading ("Latest, December: Product B 269.", "Latest, 10:59: p99
/// ms 78.4 and p50 ms 20.6."), and a time of day took a preposition made for dates or none ("the
/// first 01:00", "Pour 00:00", "Per 00:00", Portuguese "às 1h", Polish "1 z siedmiu: północy").
@Suite struct EndsAndTimesWordingTests {
  static let locales = ["en", "de", "es", "fr", "it", "nl", "pl", "pt", "ar", "hi"]

  static func csv(_ name: String) throws -> ChartDescriptor {
    let url = RepositoryPaths.fixtures.appendingPathComponent("csv/\(name)")
    return try CSVReader.read(contentsOf: url.path, source: name)
  }

  static func described(_ chart: ChartDescriptor, _ locale: String) throws -> Narration {
    try ChartDescription(chart, locale: locale, localesDirectory: RepositoryPaths.locales).narration
  }

  static var productsChart: ChartDescriptor {
    get throws {
      try NarrationGoldenTests.loadChart(RepositoryPaths.examples.appendingPathComponent("line-products.json"))
    }
  }

  static var missingHoursChart: ChartDescriptor {
    get throws {
      try NarrationGoldenTests.loadChart(RepositoryPaths.fixtures.appendingPathComponent("charts/mostly-missing.json"))
    }
  }

  /// line-products: one series (Product B) is left whose end no trend clause gave; it ended, in
  /// December, at 269.
  @Test(arguments: [
    ("en", "Product B ended at 269 in December."),
    ("de", "Im Dezember endete Product B bei 269."),
    ("es", "En diciembre, Product B terminó en 269."),
    ("fr", "En décembre, Product B a terminé à 269."),
    ("it", "In dicembre, Product B termina a 269."),
    ("nl", "In december eindigde Product B op 269."),
    ("pl", "Na koniec okresu w grudniu Product B wynosi 269."),
    ("pt", "Em dezembro, Product B terminou em 269."),
    ("ar", "في ديسمبر، انتهت قيم Product B عند 269."),
    ("hi", "दिसंबर में Product B 269 पर समाप्त हुआ।"),
  ])
  func oneSeriesEndedAt(locale: String, sentence: String) throws {
    let summary = try Self.described(try Self.productsChart, locale).summary.map(\.display)
    #expect(summary.contains(sentence), "\(locale): \(summary)")
  }

  /// latency.csv: two series over one day's minutes, both ending at 10:59; the time first, with
  /// the locale's time preposition, then each series' end.
  @Test(arguments: [
    ("en", "At 10:59, p99 ended at 78.4 ms and p50 at 20.6 ms."),
    ("de", "Um 10:59 Uhr endete p99 bei 78,4 ms und p50 bei 20,6 ms."),
    ("es", "A las 10:59, p99 terminó en 78,4 ms y p50 en 20,6 ms."),
    ("fr", "À 10:59, p99 a terminé à 78,4 ms et p50 à 20,6 ms."),
    ("it", "Alle 10:59, p99 termina a 78,4 ms e p50 a 20,6 ms."),
    ("nl", "Om 10:59 eindigde p99 op 78,4 ms en p50 op 20,6 ms."),
    ("pl", "Na koniec okresu o 10:59 p99 wynosi 78,4 ms i p50 – 20,6 ms."),
    ("pt", "Às 10h59, p99 terminou em 78,4 ms e p50 em 20,6 ms."),
    ("ar", "في الساعة 10:59، انتهت قيم p99 عند 78.4 ملي ثانية وقيم p50 عند 20.6 ملي ثانية."),
    ("hi", "10:59 बजे p99 78.4 मिलीसेकंड पर और p50 20.6 मिलीसेकंड पर समाप्त हुए।"),
  ])
  func severalSeriesEndedAt(locale: String, sentence: String) throws {
    let summary = try Self.described(try Self.csv("latency.csv"), locale).summary.map(\.display)
    #expect(summary.contains(sentence), "\(locale): \(summary)")
  }

  /// The claims checker reads the ends it is given, one series or several, with the place first
  /// or last, and finds each true: the series named, its last value, at the place named.
  @Test(arguments: ["latency.csv", "long-five-regions.csv", "stores-missing-months.csv", "budget-actual.csv"])
  func theCheckerReadsEveryEnd(file: String) throws {
    let chart = try Self.csv(file)
    let outcome = try ClaimsRun.check(chart, id: file)
    let ends = outcome.report.claims.filter { $0.kind == "latest-value" }
    #expect(!ends.isEmpty, "\(outcome.report.unparsed)")
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
    #expect(outcome.report.unparsed.isEmpty, "\(outcome.report.unparsed)")
  }

  /// The checker calls an end false when the value or the place is not the series' last.
  @Test func theCheckerCatchesAWrongEnd() throws {
    let chart = try Self.csv("latency.csv")
    let checker = ClaimsChecker(truth: ClaimsTruth(chart: chart))
    for wrong in [
      "At 10:59, p99 ended at 78.4 ms and p50 at 21.6 ms.", "At 10:58, p99 ended at 78.4 ms and p50 at 20.6 ms.",
      "P50 ended at 19.5 ms at 10:59.",
    ] {
      let report = checker.check(alt: "", summary: [wrong], readout: [])
      #expect(report.falseClaims.contains { $0.kind == "latest-value" }, "\(wrong): \(report.claims)")
    }
  }

  /// mostly-missing (one day's hours): the first missing value is at 01:00, said with the
  /// locale's time preposition, never "the first 01:00" (heard as "the first" of something).
  @Test(arguments: [
    ("en", "4 values are missing, the first at 01:00.", "4 values are missing, the first at 01:00."),
    ("de", "4 Werte fehlen, der erste um 01:00 Uhr.", "4 Werte fehlen, der erste um ein Uhr."),
    ("es", "Faltan 4 valores; el primero, a la 01:00.", "Faltan 4 valores; el primero, a la una."),
    ("fr", "4 valeurs manquent ; la première à 01:00.", "4 valeurs manquent ; la première à une heure."),
    ("it", "Mancano 4 valori; il primo alle 01:00.", "Mancano 4 valori; il primo alle ore una."),
    ("nl", "4 waarden ontbreken, de eerste om 01:00.", "4 waarden ontbreken, de eerste om 1 uur."),
    ("pl", "Brakuje 4 wartości, począwszy od 01:00.", "Brakuje 4 wartości, począwszy od pierwszej."),
    ("pt", "Faltam 4 valores; o primeiro, à 1h.", "Faltam 4 valores; o primeiro, à uma hora."),
  ])
  func theFirstMissingTimeTakesItsPreposition(locale: String, display: String, speech: String) throws {
    let summary = try Self.described(try Self.missingHoursChart, locale).summary
    #expect(summary.map(\.display).contains(display), "\(locale): \(summary.map(\.display))")
    #expect(summary.map(\.speech).contains(speech), "\(locale): \(summary.map(\.speech))")
  }

  /// Portuguese: midnight and one o'clock are singular, "à 0h", "à uma hora"; other hours
  /// plural, "às 6h".
  @Test func portugueseOneOClockIsSingular() throws {
    let summary = try Self.described(try Self.missingHoursChart, "pt").summary
    let sentence = "A série começou em 3,2 à 0h e terminou em 4,4 às 6h, alta de cerca de 38%."
    #expect(summary.map(\.display).contains(sentence), "\(summary.map(\.display))")
    #expect(summary.map(\.speech).contains { $0.contains("à zero hora") && $0.contains("às 6 horas") })
  }

  /// Explore's heading for a value (`t`): a time of day with its preposition ("À 00:00", "Alle
  /// 00:00", "A las 00:00"), never the "Pour"/"Per" of a category; a comparison with an earlier
  /// time likewise ("rispetto alle 00:00", "em relação à 0h").
  @Test(arguments: [
    ("fr", "À 00:00 : la première valeur", "À 03:00 : en hausse de 0,7 depuis 00:00"),
    ("it", "Alle 00:00: il primo valore", "Alle 03:00: 0,7 in più rispetto alle 00:00"),
    ("es", "A las 00:00: el primer valor", "A las 03:00: sube 0,7 respecto a las 00:00"),
    ("pt", "0h: o primeiro valor", "3h: alta de 0,7 em relação à 0h"),
    ("de", "Um 00:00 Uhr: der erste Wert", "Um 03:00 Uhr: 0,7 mehr als um 00:00 Uhr"),
  ])
  func exploreSaysATimeWithItsPreposition(locale: String, first: String, later: String) throws {
    let explore = try ExploreNarrationTests.exploration(try Self.missingHoursChart, locale: locale)
    let opening = try explore.comparison(of: 0, inSeries: 0).display
    let fourth = try explore.comparison(of: 3, inSeries: 0).display
    #expect(opening.hasPrefix(first), "\(locale): \(opening)")
    #expect(fourth.hasPrefix(later), "\(locale): \(fourth)")
  }

  /// The verbose readout's change from the point before: "em relação à 0h", "rispetto alle
  /// 00:00" (were "em relação a 0h", "in confronto con 00:00").
  @Test(arguments: [
    ("pt", "Alta de 0,7 em relação à 0h.", "Alta de 0,5 em relação às 3h."),
    ("it", "0,7 in più rispetto alle 00:00.", "0,5 in più rispetto alle 03:00."),
  ])
  func theReadoutComparesWithATimeByItsPreposition(locale: String, fourth: String, seventh: String) throws {
    let lines = try ChartDescription(
      try Self.missingHoursChart, locale: locale, levels: [.readout], verbosity: .verbose,
      localesDirectory: RepositoryPaths.locales
    ).narration.readout.map { $0[.display] }
    #expect(lines.contains { $0.hasPrefix("4 ") && $0.hasSuffix(fourth) }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("7 ") && $0.hasSuffix(seventh) }, "\(lines)")
  }

  /// Polish: a time said alone (a readout label, explore's heading) is in the nominative,
  /// "północ", "pierwsza"; after "o", "od" and "względem" in the case they govern, "o dziesiątej
  /// 59", "względem północy".
  @Test func polishTimesAloneAreNominative() throws {
    let narration = try Self.described(try Self.missingHoursChart, "pl")
    let readout = narration.readout.map { $0[.speech] }
    #expect(readout.contains { $0.hasSuffix("1 z siedmiu: północ, 3,2") }, "\(readout)")
    #expect(readout.contains { $0.hasSuffix("2 z siedmiu: pierwsza, brak danych") }, "\(readout)")
    let explore = try ExploreNarrationTests.exploration(try Self.missingHoursChart, locale: "pl")
    #expect(try explore.comparison(of: 3, inSeries: 0).speech.hasPrefix("trzecia: wzrost o 0,7 względem północy"))
    let latency = try Self.described(try Self.csv("latency.csv"), "pl").summary.map(\.speech)
    #expect(latency.contains { $0.hasPrefix("Na koniec okresu o dziesiątej 59 ") }, "\(latency)")
  }
}
