import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// A unit or scale in brackets after a column's words ("Weight (kg)", "Population (millions)",
/// "Price (USD)", "Share (%)", "Temperature (°C)") is read as the identifier forms are
/// (`weight_kg`, `speakers_millions`): the measure is "weight in kilograms", every value carries
/// the unit or the scale, and the claims checkers read the values back.
@Suite struct BracketUnitsTests {
  @Test(
    arguments: [
      ("Weight (kg)", "Weight", "kg", 1_500.0), ("Population (millions)", "Population", nil, 1_500_000_000),
      ("Price (USD)", "Price", "USD", 1_500), ("Share (%)", "Share", "%", 1_500),
      ("Temperature (°C)", "Temperature", "°C", 1_500), ("Revenue (USD millions)", "Revenue", "USD", 1_500_000_000),
      ("Revenue ($ thousands)", "Revenue", "USD", 1_500_000), ("Sales (online)", "Sales (online)", nil, 1_500),
      ("Vitamin (c)", "Vitamin (c)", nil, 1_500), ("Income (k)", "Income (k)", nil, 1_500),
    ] as [(String, String, String?, Double)])
  func aUnitOrScaleInBracketsIsRead(_ name: String, _ words: String, _ unit: String?, _ first: Double) {
    let readable = AuditFactsTests.bars(named: name).withReadableNames
    #expect(readable.yAxis.title == words)
    #expect(readable.yAxis.unit == unit)
    #expect(readable.series[0].name == words)
    #expect(readable.series[0].y[0] == first)
  }

  /// "Share (%)" over fractions (0.31, 0.42) may be a chart's percent format: no value is said
  /// with "%" (31% or 0.31%), the name loses its brackets.
  @Test func percentInBracketsOverFractionsIsNoUnit() {
    var chart = AuditFactsTests.bars(named: "Share (%)")
    chart.series[0].setColumns(x: [0, 1], y: [0.31, 0.42])
    let readable = chart.withReadableNames
    #expect(readable.yAxis.title == "Share" && readable.yAxis.unit == nil)
  }

  @Test(arguments: [
    (
      "weight-kg.csv", "(kg)", "Line chart of weight in kilograms", "fell from 83.5 kg to 74.7 kg",
      "1 of 20: the week of January 7, 83.5 kg"
    ),
    (
      "population-millions.csv", "(millions)", "Bar chart of population by country",
      "India is highest at about 1.43 billion", "1 of 6: India, 1,428,600,000"
    ),
    ("stock-crash.csv", "(USD)", "Line chart of price in US dollars", "about $128", "1 of 64: January 2, $183.86"),
    (
      "survey-shares.csv", "(%)", "Bar chart of share in percent by answer", "highest at 42%",
      "1 of 5: Very satisfied, 31%"
    ),
    (
      "daily-temperature.csv", "(°C)", "Line chart of temperature in degrees Celsius", "a peak of 21.4 °C",
      "Axis 2 of 2, bottom to top: temperature in degrees Celsius, from -4.8 °C to 21.4 °C."
    ),
  ])
  func aCSVColumnWithItsUnitInBracketsIsDescribedWithIt(
    _ file: String, _ bracket: String, _ orientation: String, _ inAlt: String, _ readoutLine: String
  ) throws {
    let chart = try AuditFactsTests.csv(file)
    let description = try AuditFactsTests.describe(chart)
    let alt = description.narration.alt[.display]
    #expect(alt.contains(inAlt), "\(alt)")
    let summary = description.narration.summary.map { $0[.display] }
    #expect(summary.contains { $0.hasPrefix(orientation) }, "\(summary)")
    let readout = description.narration.readout.map { $0[.display] }
    #expect(readout.contains { $0.hasSuffix(readoutLine) }, "\(readout.prefix(6))")
    for text in AuditFactsTests.texts(description) { #expect(!text.contains(bracket), "\(text)") }
    ClaimsRun.expectTrue(try ClaimsRun.check(chart, id: file), known: [])
    try AuditFactsTests.expectLocalesTrue(chart, id: file)
  }
}
