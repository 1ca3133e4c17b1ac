import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// Categories that are periods of time (issue 11 §3), recognised in every supported language.
@Suite struct CategoryTimeTests {
  @Test(
    arguments: [
      (["Jan", "Feb", "Mar", "Apr", "May", "Jun"], CategoryTime.Kind.month, [1, 2, 3, 4, 5, 6]),
      (["January", "February", "March"], .month, [1, 2, 3]),
      (["Januar", "Februar", "März", "Mrz"].dropLast().map { $0 }, .month, [1, 2, 3]),
      (["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août"], .month, [1, 2, 3, 4, 5, 6, 7, 8]),
      (["ene", "feb", "mar", "abr"], .month, [1, 2, 3, 4]),
      (["sty", "lut", "mar", "kwi"], .month, [1, 2, 3, 4]),
      (["jan", "feb", "mrt", "apr"], .month, [1, 2, 3, 4]),
      (["Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan", "Feb"], .month, [7, 8, 9, 10, 11, 12, 1, 2]),
      (["जनवरी", "फ़रवरी", "मार्च"], .month, [1, 2, 3]),
      (["يناير", "فبراير", "مارس"], .month, [1, 2, 3]),
      (["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], .weekday, [1, 2, 3, 4, 5, 6, 7]),
      (["Sun", "Mon", "Tue"], .weekday, [7, 1, 2]),
      (["Mo", "Di", "Mi", "Do", "Fr"], .weekday, [1, 2, 3, 4, 5]),
      (["lun.", "mar.", "mer."], .weekday, [1, 2, 3]),
      (["Q1", "Q2", "Q3", "Q4"], .quarter, [0, 1, 2, 3]),
      (["H1", "H2"], .half, [0, 1]),
    ] as [([String], CategoryTime.Kind, [Int])])
  func recognises(_ categories: [String], _ kind: CategoryTime.Kind, _ indices: [Int]) throws {
    let time = try #require(CategoryTime(categories))
    #expect(time.kind == kind)
    #expect(time.indices == indices)
  }

  @Test func datedPeriodsRise() throws {
    #expect(CategoryTime(["Q3 2022", "Q4 2022", "Q1 2023"])?.kind == .quarter)
    #expect(CategoryTime(["Q3 2022", "Q4 2022", "Q1 2023"])?.isConsecutive == true)
    #expect(CategoryTime(["2019", "2020", "2021", "2024"])?.kind == .year)
    #expect(CategoryTime(["2019", "2020", "2021", "2024"])?.isConsecutive == false)
    #expect(CategoryTime(["FY2022", "FY2023", "FY24"])?.kind == .fiscalYear)
    #expect(CategoryTime(["H1 2023", "H2 2023", "H1 2024"])?.kind == .half)
  }

  @Test(arguments: [
    ["Germany", "France", "Italy"],
    ["Mar", "Jan", "Feb", "Apr"],  // out of calendar order (sorted by value)
    ["Jan", "Jan"],
    ["2021", "2020"],
    ["Marketing", "Sales"],
    ["Q1", "Q2", "Q5"],
    ["Jan"],
    ["Fr", "De", "It"],
  ])
  func ignoresOtherCategories(_ categories: [String]) {
    #expect(CategoryTime(categories) == nil)
  }

  @Test func timeCategoriesMakeAnOrderedAxis() {
    let months = Axis(title: "Month", type: .categorical, categories: ["Jan", "Feb", "Mar"])
    #expect(months.isOrdered)
    var countries = Axis(title: "Country", type: .categorical, categories: ["Chad", "Peru"])
    #expect(!countries.isOrdered)
    countries.categories = ["Q1", "Q2"]
    #expect(countries.isOrdered)
  }

  /// The recognised month names are the phrase files' own: a month said in a locale is read
  /// back as that month.
  @Test func phraseFileMonthsAreRecognised() throws {
    let folder = RepositoryPaths.locales
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".json") {
      let data = try Data(contentsOf: folder.appendingPathComponent(file))
      let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let months = try #require(root["months"] as? [String])
      #expect(CategoryTime(months)?.indices == Array(1...12), "\(file)")
      if let weekdays = root["weekdays"] as? [String] {
        #expect(CategoryTime(weekdays)?.kind == .weekday, "\(file)")
        #expect(CategoryTime(weekdays)?.indices == Array(1...7), "\(file)")
      }
    }
  }
}
