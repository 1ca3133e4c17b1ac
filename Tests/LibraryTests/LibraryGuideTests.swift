import ChartImport
import ChartModel
import ChartSpeech
import ChartVoiceTestSupport
import Foundation
import Testing

/// docs/library.md's examples are the compiled ones, and they do what the guide says.
@Suite struct LibraryGuideTests {
  static let guide = RepositoryPaths.root.appendingPathComponent("docs/library.md")
  static let examples = RepositoryPaths.root.appendingPathComponent("Tests/LibraryTests/LibraryGuideExamples.swift")

  /// The ```swift blocks of a Markdown text.
  static func swiftBlocks(_ markdown: String) -> [String] {
    markdown.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```\n").first }
  }

  @Test func everySwiftBlockIsCompiledCode() throws {
    let blocks = Self.swiftBlocks(try String(contentsOf: Self.guide, encoding: .utf8))
    let source = try String(contentsOf: Self.examples, encoding: .utf8)
    #expect(blocks.count >= 10)
    for block in blocks {
      #expect(source.contains(block), "not in LibraryGuideExamples.swift:\n\(block)")
    }
    // Every example function is in the guide.
    let functions = source.split(separator: "\n").filter { $0.hasPrefix("func ") }
    for function in functions {
      #expect(blocks.contains { $0.contains(function) }, "not in docs/library.md: \(function)")
    }
  }

  @Test func theREADMELinksTheGuide() throws {
    let readme = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    let quickStart = readme.components(separatedBy: "## Quick start").dropFirst().first ?? ""
    let section = quickStart.components(separatedBy: "\n## ").first ?? ""
    #expect(section.contains("(docs/library.md)"))
    #expect(section.contains("(docs/publishing.md)"))
  }

  @Test func theExamplesRun() throws {
    let revenue = try revenueChart()
    #expect(revenue.xAxis.timeUnit == .month)
    #expect(revenue.series[0].y[3].isNaN)
    let stores = try storesChart()
    #expect(stores.kind == .bar && stores.series.count == 2)

    let german = try describeInGerman(revenue)
    #expect(german.contains("Juni"))
    let facts = try factsAsJSON(revenue)
    #expect(facts["locale"] as? String == "en")
    #expect((facts["series"] as? [Any])?.count == 1)
    let decoded = try factsFromJSON(try revenue.json(locale: "en"))
    #expect(decoded.locale == "en" && decoded.series.map(\.name) == ["Revenue"])
    #expect(decoded.series[0].statistics.last?.y == 49_100)
    // A steady rise is a claimed trend; the revenue chart's ups and downs are not.
    let rising = try ChartDescriptor(
      title: "Members", x: .numbers((1...12).map(Double.init)), values: (1...12).map { 100 + 10 * Double($0) },
      yTitle: "Members")
    #expect(try risingSeries(rising) == ["Members"])
    #expect(try risingSeries(revenue) == [])
    #expect(try chartJSONRoundTrip(stores) == stores)

    let exported = try Data(contentsOf: RepositoryPaths.fixtures.appendingPathComponent("ax/quarterly-revenue.json"))
    #expect(try describeAppDescriptor(exported).contains("(Launch)"))
    let written = exportForVoiceOver(stores)
    #expect(try AXChartReader.read(Array(written.utf8), source: "x").series == stores.series)
    #expect(explainWhatIsWrong() == "Rain: 3 values for 2 days")
  }

  @Test(.tags(.espeak), .enabled(if: EspeakEngine.isAvailable))
  func theSpeechExamplesRun() async throws {
    let folder = try Library.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let seconds = try speakAndCaption(try revenueChart(), in: folder)
    #expect(seconds > 3)
    #expect(try String(contentsOf: folder.appendingPathComponent("revenue.vtt"), encoding: .utf8).hasPrefix("WEBVTT"))
    let durations = try await speakSeveral([try revenueChart(), try storesChart(), try revenueChart()], into: folder)
    #expect(durations.count == 3 && durations.allSatisfy { $0 > 3 })
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("chart-2.wav").path))
  }
}
