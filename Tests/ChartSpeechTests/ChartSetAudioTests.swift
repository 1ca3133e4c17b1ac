import ChartAudio
import ChartImport
import ChartModel
import ChartNarration
import ChartSpeech
import ChartVoiceTestSupport
import Foundation
import Testing

/// A set of charts as audio: each view's tones in turn, in reading order, each as long as its own
/// tone plan; with speech, each view's number and label before its tones and the legend once.
@Suite struct ChartSetAudioTests {
  static func set() throws -> ChartSetDescription {
    let url = RepositoryPaths.fixtures.appendingPathComponent("vega-lite/composed/facet-temperature.vl.json")
    let set = try VegaLiteReader.readSet([UInt8](try Data(contentsOf: url)), source: url.lastPathComponent)
    return try ChartSetDescription(set, locale: "en", levels: [.summary], localesDirectory: RepositoryPaths.locales)
  }

  @Test func tonesOnlyPlayEveryViewInTurn() throws {
    let description = try Self.set()
    var options = ChartAudioOptions()
    options.includesSpeech = false
    let audio = try ChartAudioComposer(engine: nil, speech: SpeechOptions(voice: "en-us")).compose(
      description, options: options)
    let plans = try description.views.map { try TonePlan(descriptor: $0.chart, style: options.style) }
    // One tone caption a view, in order, each as long as that view's tones.
    #expect(audio.cues.count == plans.reduce(0) { $0 + $1.groups.count })
    for (cue, plan) in zip(audio.cues, plans) {
      #expect(abs((cue.end - cue.start) - plan.groups[0].duration) < 0.01)
    }
    for (before, after) in zip(audio.cues, audio.cues.dropFirst()) { #expect(before.end <= after.start + 1e-9) }
    let tones = plans.reduce(0) { $0 + $1.duration }
    #expect(audio.audio.duration >= tones)
    #expect(audio.audio.duration <= tones + Double(plans.count) * options.pause + 0.01)
  }

  /// `sonify` composes the tones without describing the charts: the same samples and captions as
  /// composing the description's audio with speech off, for a set and for each view alone, and
  /// with the charts bucketed by week (as `--bucket week` describes them); without a phrase book
  /// (no transcript), the same samples and no captions.
  @Test(arguments: [nil, BucketUnit.week])
  func tonesWithoutADescriptionAreTheDescriptionsTones(bucket: BucketUnit?) throws {
    let url = RepositoryPaths.fixtures.appendingPathComponent("vega-lite/composed/facet-temperature.vl.json")
    let set = try VegaLiteReader.readSet([UInt8](try Data(contentsOf: url)), source: url.lastPathComponent)
    let book = try PhraseBook.load(locale: "en", directory: RepositoryPaths.locales)
    var policy = DescriptionPolicy()
    policy.bucket = bucket
    var options = ChartAudioOptions()
    options.includesSpeech = false
    let composer = ChartAudioComposer(engine: nil, speech: SpeechOptions(voice: "en-us"))

    let described = try composer.compose(
      try ChartSetDescription(set, book: book, levels: [.alt], policy: policy), options: options)
    let direct = try composer.composeTones(set.views.map(\.chart), isSet: true, book: book, policy: policy)
    #expect(direct.audio == described.audio)
    #expect(direct.cues == described.cues)
    #expect(direct.viewTonedSeriesCounts == described.viewTonedSeriesCounts)
    #expect(direct.tonedSeriesCount == described.tonedSeriesCount)
    #expect(!direct.cues.isEmpty)
    // Without a phrase book: the same tones, without captions.
    let uncaptioned = try composer.composeTones(set.views.map(\.chart), isSet: true, book: nil, policy: policy)
    #expect(uncaptioned.audio == described.audio)
    #expect(uncaptioned.cues.isEmpty)
    #expect(uncaptioned.viewTonedSeriesCounts == described.viewTonedSeriesCounts)

    for view in set.views {
      let one = try composer.compose(
        try ChartDescription(view.chart, book: book, levels: [.alt], policy: policy), options: options)
      let alone = try composer.composeTones([view.chart], isSet: false, book: book, policy: policy)
      #expect(alone.audio == one.audio)
      #expect(alone.cues == one.cues)
      #expect(alone.viewTonedSeriesCounts.isEmpty)
      #expect(alone.tonedSeriesCount == one.tonedSeriesCount)
      let bare = try composer.composeTones([view.chart], isSet: false, book: nil, policy: policy)
      #expect(bare.audio == one.audio)
      #expect(bare.cues.isEmpty)
    }
  }

  @Test(.tags(.espeak), .enabled(if: EspeakEngine.isAvailable))
  func speechNamesEachViewBeforeItsTonesAndTheLegendOnce() throws {
    let description = try Self.set()
    let composer = ChartAudioComposer(engine: try EspeakEngine.shared(), speech: SpeechOptions(voice: "en-us"))
    let texts = try composer.compose(description).cues.map(\.text)
    let intros = ["View 1 of 3: Chicago.", "View 2 of 3: New York.", "View 3 of 3: Seattle."]
    let positions = intros.map { intro in texts.firstIndex(of: intro) }
    #expect(positions.allSatisfy { $0 != nil }, "\(texts)")
    let found = positions.compactMap { $0 }
    #expect(found == found.sorted())
    // Each view's tones follow its introduction, the first view's after the one legend sentence.
    let legend = texts.indices.filter { texts[$0].lowercased().contains("higher pitch means") }
    #expect(legend == [found[0] + 1])
    for index in found {
      let tones = index + (index == found[0] ? 2 : 1)
      #expect(texts[tones].hasPrefix("Audio graph of"), "\(texts[tones])")
    }
    #expect(texts.first == description.narration.summary.first?.display)
    #expect(texts.last == description.narration.summary.last?.display)
  }
}
