import ChartModel
import Testing

/// Whether a value axis's values add up to a total, so that a bar's share of it means something.
struct AxisTests {
  static func valueAxis(_ title: String, unit: String = "", isAdditive: Bool? = nil) -> Axis {
    Axis(title: title, type: .numeric, unit: unit, isAdditive: isAdditive)
  }

  /// Statistics, scores, rates and properties of each thing measured do not add up.
  @Test(arguments: [
    "IMDB Rating", "mean_acc", "Mean acceleration", "avgPrice", "Miles_per_Gallon", "Median age",
    "Unemployment rate", "Price (USD)", "Temperature (°C)", "Body weight", "GDP per capita",
  ])
  func aTitleNamingAStatisticOrARateIsNotAdditive(_ title: String) {
    #expect(Self.valueAxis(title).titleNamesANonAdditiveQuantity)
    #expect(!Self.valueAxis(title).valuesAreAdditive)
  }

  /// Amounts and counts add up; a word that only contains one of the listed words does not count
  /// ("Operations" holds "rat", "Passengers" holds "age").
  @Test(arguments: [
    "Sales", "Population", "Count of Records", "2024 sales (million USD)", "Passengers", "Operations",
    "Deaths", "Revenue", "Emissions (t)",
  ])
  func anAmountOrACountIsAdditive(_ title: String) {
    #expect(!Self.valueAxis(title).titleNamesANonAdditiveQuantity)
    #expect(Self.valueAxis(title).valuesAreAdditive)
  }

  /// What the input declares wins over the title; percentages never add up unless declared.
  @Test func aDeclarationWinsOverTheTitle() {
    #expect(Self.valueAxis("Average sales", isAdditive: true).valuesAreAdditive)
    #expect(!Self.valueAxis("Sales", isAdditive: false).valuesAreAdditive)
    #expect(!Self.valueAxis("Sales", unit: "%").valuesAreAdditive)
  }
}
