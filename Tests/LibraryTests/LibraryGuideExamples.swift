// The examples of docs/library.md, compiled and run by LibraryGuideTests. Each ```swift block of
// the guide is a piece of this file, character for character; edit both together.

import ChartImport
import ChartModel
import ChartNarration
import ChartSpeech
import Foundation

func revenueChart() throws -> ChartDescriptor {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC")!
  let months = (1...6).map { calendar.date(from: DateComponents(year: 2024, month: $0, day: 1))! }
  return try ChartDescriptor(
    title: "Monthly revenue, first half of 2024", x: .dates(months),
    values: [41_200, 39_500, 43_800, nil, 46_300, 49_100],
    xTitle: "Month", yTitle: "Revenue", unit: "USD")
}

func storesChart() throws -> ChartDescriptor {
  try ChartDescriptor(
    title: "Visitors by store", x: .categories(["Mon", "Tue", "Wed", "Thu", "Fri"]),
    series: [
      SeriesValues("North", [120, 135, 180, 150, 210]),
      SeriesValues("South", [90, 95, 110, nil, 140]),
    ],
    xTitle: "Day", yTitle: "Visitors")
}

func describeInGerman(_ chart: ChartDescriptor) throws -> String {
  let text = try chart.describe(locale: "de")
  let altText = try chart.describe(locale: "de", levels: [.alt])
  return altText + "\n" + text
}

func speakAndCaption(_ chart: ChartDescriptor, in folder: URL) throws -> Double {
  let audio = try chart.speak(to: folder.appendingPathComponent("revenue.opus"), locale: "en")
  try WebVTT.document(audio.cues).write(
    to: folder.appendingPathComponent("revenue.vtt"), atomically: true, encoding: .utf8)
  return audio.audio.duration
}

func factsAsJSON(_ chart: ChartDescriptor) throws -> [String: Any] {
  let data = try chart.json(locale: "en")
  return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
}

func risingSeries(_ chart: ChartDescriptor) throws -> [String] {
  let facts = try chart.described(locale: "en").facts
  return facts.series.filter { $0.statistics.trend.direction == "rising" }.map(\.name)
}

func factsFromJSON(_ data: Data) throws -> DescriptionFacts {
  try JSONDecoder().decode(DescriptionFacts.self, from: data)
}

func chartJSONRoundTrip(_ chart: ChartDescriptor) throws -> ChartDescriptor {
  let data = try JSONEncoder().encode(chart)
  return try JSONDecoder().decode(ChartDescriptor.self, from: data)
}

func describeAppDescriptor(_ exported: Data) throws -> String {
  let chart = try AXChartReader.read(Array(exported), source: "chart.json")
  return try chart.describe(locale: "en", levels: [.summary, .readout])
}

func exportForVoiceOver(_ chart: ChartDescriptor) -> String {
  AXChartWriter.text(chart, pretty: true)
}

func explainWhatIsWrong() -> String {
  do {
    _ = try ChartDescriptor(title: "Rain", x: .categories(["Mon", "Tue"]), values: [3, 4, 5], yTitle: "Rain")
    return "built"
  } catch ChartBuildError.countMismatch(let series, let values, let positions) {
    return "\(series): \(values) values for \(positions) days"
  } catch {
    return "\(error)"
  }
}

func speakSeveral(_ charts: [ChartDescriptor], into folder: URL) async throws -> [Double] {
  try await withThrowingTaskGroup(of: Double.self) { group in
    for (number, chart) in charts.enumerated() {
      group.addTask {
        let file = folder.appendingPathComponent("chart-\(number).wav")
        return try chart.speak(to: file).audio.duration
      }
    }
    return try await group.reduce(into: []) { $0.append($1) }
  }
}
