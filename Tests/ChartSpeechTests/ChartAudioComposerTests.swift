import ChartAudio
import ChartImport
import ChartModel
import ChartNarration
import ChartSpeech
import ChartVoiceTestSupport
import Foundation
import Testing

@Suite(.tags(.espeak), .enabled(if: EspeakEngine.isAvailable))
struct ChartAudioComposerTests {
  let description: ChartDescription = {
    let url = RepositoryPaths.examples.appendingPathComponent("monthly-revenue.json")
    let chart = try! ChartJSONReader.read(Array(try! Data(contentsOf: url)), source: "monthly-revenue.json")
    return try! ChartDescription(chart, locale: "en", levels: [.summary], localesDirectory: RepositoryPaths.locales)
  }()

  func composer() throws -> ChartAudioComposer {
    ChartAudioComposer(engine: try EspeakEngine.shared(), speech: SpeechOptions(voice: "en-us"))
  }

  @Test func speechLegendTonesThenFactsInOrder() throws {
    let result = try composer().compose(description)
    #expect(result.audio.channelCount == 2)
    #expect(result.audio.sampleRate == 22_050)
    // Cues never overlap and come in order.
    for (before, after) in zip(result.cues, result.cues.dropFirst()) {
      #expect(before.end <= after.start + 1e-9, "\(before.text) overlaps \(after.text)")
    }
    let tonesIndex = try #require(result.cues.firstIndex { $0.text.hasPrefix("Audio graph of") })
    let legendIndex = try #require(result.cues.firstIndex { $0.text.lowercased().contains("higher pitch means") })
    #expect(legendIndex < tonesIndex)
    #expect(result.cues[0].text == "Monthly revenue, first half of 2024.")
    #expect(result.cues.last?.text == description.narration.summary.last?.display)
    #expect(abs((result.cues.last?.end ?? 0) - result.audio.duration) < 0.01)
    // The tone cue lasts as long as the plan.
    let plan = try TonePlan(descriptor: description.chart, style: SonificationStyle())
    let toneCue = result.cues[tonesIndex]
    #expect(abs((toneCue.end - toneCue.start) - plan.groups[0].duration) < 0.01)
  }

  /// Issue 12 §2: `speak`'s default (the alt text, a one-sentence legend, the tones) of a
  /// 6-point chart lasts at most 30 seconds, measured on espeak-ng's real output.
  @Test func aSixPointChartsDefaultAudioLastsAtMostThirtySeconds() throws {
    let alt = try ChartDescription(
      description.chart, locale: "en", levels: [.alt], localesDirectory: RepositoryPaths.locales)
    #expect(alt.chart.series[0].count == 6)
    let result = try composer().compose(alt)
    #expect(result.audio.duration <= 30, "\(result.audio.duration) seconds")
    #expect(result.cues.first?.text == alt.narration.alt.display)
  }

  @Test func theLegendIsOneShortSentenceUnlessTheFullOneIsAsked() throws {
    let short = try composer().compose(description)
    var options = ChartAudioOptions()
    options.legend = .full
    let full = try composer().compose(description, options: options)
    let legend = { (audio: ComposedAudio) in
      audio.cues.filter {
        $0.text.lowercased().contains("pitch") || $0.text.contains("tones") && !$0.text.hasPrefix("Audio graph")
      }
    }
    #expect(legend(short).map(\.text) == ["Higher pitch means higher revenue."])
    #expect(legend(full).count > 1)
    #expect(full.audio.duration > short.audio.duration)
  }

  @Test func partsCanBeLeftOut() throws {
    var speechOnly = ChartAudioOptions()
    speechOnly.includesTones = false
    let spoken = try composer().compose(description, options: speechOnly)
    #expect(spoken.audio.channelCount == 1)
    #expect(!spoken.cues.contains { $0.text.hasPrefix("Audio graph of") || $0.text.contains("pitch") })

    var tonesOnly = ChartAudioOptions()
    tonesOnly.includesSpeech = false
    let tones = try ChartAudioComposer(engine: nil, speech: SpeechOptions(voice: "en")).compose(
      description, options: tonesOnly)
    let plan = try TonePlan(descriptor: description.chart, style: SonificationStyle())
    #expect(abs(tones.audio.duration - plan.duration) < 0.01)
    #expect(tones.cues.count == 1)
  }

  @Test func fortyFourKilohertzResamplesTheSpeech() throws {
    var options = ChartAudioOptions()
    options.style.sampleRate = 44_100
    let result = try composer().compose(description, options: options)
    #expect(result.audio.sampleRate == 44_100)
    let at22 = try composer().compose(description)
    // Same length within the small variation of espeak-ng between calls.
    #expect(abs(result.audio.duration - at22.audio.duration) < 0.5)
    #expect(result.audio.peak <= 1.0)
  }

  /// Issue 15: what was left out is spoken last, after the facts and the readout.
  @Test func theNoticesAreSpokenLast() throws {
    var chart = description.chart
    chart.notices = [.channelNotDescribed(channel: "size", field: "population")]
    let noticed = try ChartDescription(
      chart, locale: "en", levels: [.summary], localesDirectory: RepositoryPaths.locales)
    let result = try composer().compose(noticed)
    #expect(result.cues.last?.text == "Not described: the size channel (population).")
    #expect(result.cues.dropLast().last?.text == noticed.narration.summary.last?.display)
  }
}

@Suite struct WebVTTTests {
  @Test func formatsCuesWithTimestampsAndEscapes() {
    let text = WebVTT.document([
      AudioCue(start: 0, end: 2.4804, text: "Sales <b> & more"),
      AudioCue(start: 3_725.5, end: 3_726, text: "line one\nline two"),
    ])
    #expect(
      text == """
        WEBVTT

        1
        00:00:00.000 --> 00:00:02.480
        Sales &lt;b&gt; &amp; more

        2
        01:02:05.500 --> 01:02:06.000
        line one line two

        """)
  }
}
