import ChartAudio
import ChartModel
import ChartNarration
import ChartSpeech
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 12 §2, spoken audio: `speak`'s default — the spoken alt text, a one-sentence audio
/// legend and the tones — of a 6-point chart lasts at most 30 seconds, measured on the audio
/// espeak-ng renders (not estimated from the words), for every kind of chart in every locale
/// with the locale's own voice; the full legend (`--legend full`) says more.
@Suite(.tags(.espeak), .enabled(if: EspeakEngine.isAvailable))
struct SpokenLengthTests {
  static let locales = LocaleDirectory.locales(in: RepositoryPaths.locales)

  static let months = (1...6).map { CivilDate(year: 2024, month: $0, day: 1).secondsSince1970 }
  static let regions = [
    "North America", "Western Europe", "South-East Asia", "Latin America", "Middle East", "Oceania",
  ]

  static func monthly(_ kind: ChartKind, _ series: [(String, [Double])], stacking: Stacking = .none) -> ChartDescriptor
  {
    ChartDescriptor(
      title: "Monthly revenue by product line", kind: kind,
      xAxis: Axis(title: "Month", type: .temporal, timeUnit: .month),
      yAxis: Axis(title: "Revenue", type: .numeric, unit: "USD"),
      series: series.map { DataSeries(name: $0.0, isContinuous: kind != .bar, x: months, y: $0.1) }, stacking: stacking)
  }

  static func categories(_ kind: ChartKind, _ series: [(String, [Double])], stacking: Stacking = .none)
    -> ChartDescriptor
  {
    ChartDescriptor(
      title: "Customers by region", kind: kind,
      xAxis: Axis(title: "Region", type: .categorical, categories: regions),
      yAxis: Axis(title: "Customers", type: .numeric),
      series: series.map { DataSeries(name: $0.0, isContinuous: false, x: regions.indices.map(Double.init), y: $0.1) },
      stacking: stacking)
  }

  /// Six points of every kind of chart (six per series, six categories, slices or spokes), with
  /// names and values as long as real ones.
  static let charts: [(name: String, chart: ChartDescriptor)] = [
    ("line", monthly(.line, [("Revenue", [41_200, 39_500, 43_800, 45_100, 38_800, 49_100])])),
    ("spike", monthly(.line, [("Revenue", [41_200, 41_900, 40_800, 98_700, 41_300, 42_100])])),
    (
      "three lines",
      monthly(
        .line,
        [
          ("Enterprise software", [41_200, 39_500, 43_800, 45_100, 38_800, 49_100]),
          ("Consumer hardware", [32_100, 35_600, 37_900, 44_800, 47_200, 51_300]),
          ("Professional services", [12_300, 12_900, 11_800, 12_100, 13_400, 12_700]),
        ])
    ),
    ("bars", categories(.bar, [("Customers", [1_234_000, 987_500, 2_345_600, 456_700, 234_500, 98_700])])),
    ("pie", categories(.pie, [("Customers", [1_234_000, 987_500, 2_345_600, 456_700, 234_500, 98_700])])),
    (
      "stacked bars",
      categories(
        .bar,
        [
          ("Retail", [523_000, 412_000, 987_000, 201_000, 99_000, 41_000]),
          ("Wholesale", [411_000, 375_500, 1_058_600, 155_700, 85_500, 37_700]),
          ("Online", [300_000, 200_000, 300_000, 100_000, 50_000, 20_000]),
        ], stacking: .stacked)
    ),
    (
      "grouped bars",
      categories(
        .bar,
        [
          ("2023", [1_234_000, 987_500, 2_345_600, 456_700, 234_500, 98_700]),
          ("2024", [1_334_000, 937_500, 2_545_600, 496_700, 214_500, 118_700]),
        ])
    ),
    (
      "scatter",
      ChartDescriptor(
        title: "Fuel use and engine power", kind: .scatter, xAxis: Axis(title: "Horsepower", type: .numeric),
        yAxis: Axis(title: "Miles per gallon", type: .numeric),
        series: [
          DataSeries(name: "Cars", isContinuous: false, x: [95, 150, 88, 220, 110, 165], y: [31, 19, 33, 12, 27, 18])
        ])
    ),
    (
      "radar",
      ChartDescriptor(
        title: "Player skills", kind: .radar,
        xAxis: Axis(
          title: "Skill", type: .categorical, categories: ["Speed", "Power", "Stamina", "Passing", "Defence", "Vision"]),
        yAxis: Axis(title: "Score", type: .numeric),
        series: [
          DataSeries(name: "Player A", isContinuous: true, x: (0..<6).map(Double.init), y: [91, 78, 85, 60, 55, 72]),
          DataSeries(name: "Player B", isContinuous: true, x: (0..<6).map(Double.init), y: [70, 74, 72, 79, 81, 77]),
        ])
    ),
    ("sparkline", monthly(.sparkline, [("Visits", [1_200, 1_350, 1_280, 1_410, 1_530, 1_490])])),
  ]

  /// Whether every chart is spoken in every locale (`CHARTVOICE_FULL_SPEECH`, `make bench-truth`).
  static let isFull = ProcessInfo.processInfo.environment["CHARTVOICE_FULL_SPEECH"] != nil

  /// The charts spoken in `locale`'s voice: every one with `CHARTVOICE_FULL_SPEECH` set (`make
  /// bench-truth`); in `make test` three, a different three in each locale, so that every chart
  /// is spoken in three locales and every locale speaks three kinds of chart.
  static func charts(for locale: String) -> [(name: String, chart: ChartDescriptor)] {
    if isFull { return charts }
    let offset = locales.firstIndex(of: locale) ?? 0
    return (0..<3).map { charts[(offset * 3 + $0) % charts.count] }
  }

  /// The composer speaking `locale` with its own voice, as `speak` does.
  static func composer(_ book: PhraseBook) throws -> ChartAudioComposer {
    let engine = try EspeakEngine.shared()
    return ChartAudioComposer(
      engine: engine, speech: SpeechOptions(voice: try engine.resolveVoice(book.voice).identifier))
  }

  @Test(arguments: locales) func aSixPointChartsDefaultAudioLastsAtMostThirtySeconds(locale: String) throws {
    let book = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
    let composer = try Self.composer(book)
    var seconds: [String] = []
    defer {
      // `CHARTVOICE_SPOKEN_REPORT=<prefix>`: each locale's durations in `<prefix>.<locale>`.
      if let prefix = ProcessInfo.processInfo.environment["CHARTVOICE_SPOKEN_REPORT"] {
        try? seconds.joined().write(toFile: prefix + "." + locale, atomically: true, encoding: .utf8)
      }
    }
    for (name, chart) in Self.charts(for: locale) {
      #expect(chart.series.allSatisfy { $0.count == 6 })
      // `speak`'s default: the alt text only, then the short legend and the tones.
      let description = try ChartDescription(chart, book: book, levels: [.alt])
      let audio = try composer.compose(description)
      seconds.append(String(format: "%.1f\t%@ × %@\n", audio.audio.duration, name, locale))
      #expect(audio.audio.duration <= 30, "\(name) × \(locale): \(audio.audio.duration) s: \(audio.cues.map(\.text))")
      // Spoken: the alt text and one legend sentence, then the tones.
      let plan = try TonePlan(descriptor: description.chart, style: SonificationStyle())
      let caption = try Narrator(book: book).toneCaption(plan.groups[0], chart: description.chart).display
      #expect(audio.cues.map(\.text).firstIndex(of: caption) == 2, "\(name) × \(locale): \(audio.cues.map(\.text))")
      #expect(audio.cues.first?.text == description.narration.alt.display)
    }
  }

  /// The short legend is one sentence of at most 14 words for every chart in every locale; the
  /// full one (`--legend full`, `explore`'s `e`) says more, and lasts longer when spoken.
  @Test(arguments: locales) func theDefaultLegendIsOneShortSentence(locale: String) throws {
    let book = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
    let composer = try Self.composer(book)
    // Spoken both ways: the locale's first chart (every chart under CHARTVOICE_FULL_SPEECH).
    let spoken = Set(Self.charts(for: locale).prefix(Self.isFull ? Self.charts.count : 1).map(\.name))
    for (name, chart) in Self.charts {
      let description = try ChartDescription(chart, book: book, levels: [.alt])
      let legend = AudioLegend(
        plan: try TonePlan(descriptor: description.chart, style: SonificationStyle()), descriptor: description.chart)
      let narrator = Narrator(book: book)
      let short = try narrator.legendSentence(legend, chart: description.chart, analysis: description.analysis)
      let full = try narrator.legendSentences(legend, chart: description.chart, analysis: description.analysis)
      #expect(short.count == 1, "\(name) × \(locale)")
      #expect(short.allSatisfy { $0.speech.split(separator: " ").count <= 14 }, "\(name) × \(locale): \(short)")
      #expect(full.count > 1, "\(name) × \(locale): \(full)")
      guard spoken.contains(name) else { continue }
      var options = ChartAudioOptions()
      options.legend = .full
      let shortAudio = try composer.compose(description)
      let fullAudio = try composer.compose(description, options: options)
      #expect(fullAudio.audio.duration > shortAudio.audio.duration + 1, "\(name) × \(locale)")
    }
  }
}
