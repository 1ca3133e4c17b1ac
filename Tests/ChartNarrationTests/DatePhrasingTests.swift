import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Testing

@Suite struct DatePhrasingTests {
  let dates = DatePhrasing(
    numbers: NumberPhrasing(book: try! PhraseBook.load(locale: "en", directory: RepositoryPaths.locales)))

  func at(_ text: String) -> Double { ISO8601.parse(text, allowingBareYear: true)! }

  @Test func datesAtTheirPrecision() throws {
    #expect(try dates.date(at("2024-04"), unit: .month, includeYear: false).display == "April")
    #expect(try dates.date(at("2024-04"), unit: .month, includeYear: true).display == "April 2024")
    #expect(try dates.date(at("2024-04-15"), unit: .day, includeYear: true).display == "April 15, 2024")
    #expect(try dates.date(at("2024"), unit: .year, includeYear: true).display == "2024")
    #expect(try dates.date(at("2024-04-15T09:05Z"), unit: .minute, includeYear: false).display == "April 15 at 09:05")
  }

  @Test func rangesSayTheYearOnceAndNeverUseADash() throws {
    let sameYear = try dates.range(from: at("2024-01"), to: at("2024-06"), unit: .month)
    #expect(sameYear.display == "from January to June 2024")
    let twoYears = try dates.range(from: at("2023-11"), to: at("2024-02"), unit: .month)
    #expect(twoYears.display == "from November 2023 to February 2024")
    let years = try dates.range(from: at("2001"), to: at("2017"), unit: .year)
    #expect(years.speech == "from 2001 to 2017")
    #expect(!years.speech.contains("–"))
  }
}
