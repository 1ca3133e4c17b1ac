import ChartAudio
import Foundation
import Testing

@Suite struct SonificationStyleValidationTests {
  struct BadStyle: CustomTestStringConvertible, Sendable {
    var name: String
    var change: @Sendable (inout SonificationStyle) -> Void
    /// A fragment the message must contain.
    var message: String
    var testDescription: String { name }
  }

  static let badStyles: [BadStyle] = [
    BadStyle(
      name: "inverted range",
      change: {
        $0.lowestNote = 84
        $0.highestNote = 48
      }, message: "empty or inverted"),
    BadStyle(
      name: "empty range",
      change: {
        $0.lowestNote = 60
        $0.highestNote = 60
      }, message: "empty or inverted"),
    BadStyle(
      name: "over 6 octaves",
      change: {
        $0.lowestNote = 20
        $0.highestNote = 100
      }, message: "1 to 6 octaves"),
    BadStyle(name: "under an octave", change: { $0.highestNote = 55 }, message: "1 to 6 octaves"),
    BadStyle(name: "not MIDI", change: { $0.highestNote = 140 }, message: "MIDI notes 0…127"),
    BadStyle(name: "NaN note", change: { $0.lowestNote = .nan }, message: "MIDI notes"),
    BadStyle(
      name: "above Nyquist",
      change: {
        $0.lowestNote = 70
        $0.highestNote = 127
      }, message: "Nyquist"),
    BadStyle(
      name: "zero overview", change: { $0.overviewDuration = 0 },
      message: "the overview's duration must be positive"),
    BadStyle(
      name: "negative tone", change: { $0.longestTone = -0.1 },
      message: "the longest tone must be positive"),
    BadStyle(
      name: "zero density cap", change: { $0.maximumTonesPerSecond = 0 },
      message: "the most tones per second"),
    BadStyle(
      name: "negative pause", change: { $0.seriesPause = -1 },
      message: "the pause between series must be zero or positive"),
    BadStyle(
      name: "tone fraction over 1", change: { $0.toneFraction = 1.5 }, message: "share of its step"),
    BadStyle(name: "step below cap", change: { $0.longestStep = 0.01 }, message: "density cap"),
    BadStyle(
      name: "tiny overview", change: { $0.overviewDuration = 0.1 }, message: "fewer than 3 tones"),
    BadStyle(
      name: "long fades", change: { $0.fadeDuration = 0.05 }, message: "half the shortest tone"),
    BadStyle(name: "loud", change: { $0.toneAmplitude = 0.8 }, message: "above the peak limit"),
    BadStyle(
      name: "amplitude over 1", change: { $0.peakLimit = 1.5 }, message: "the peak limit must be more than 0"),
    BadStyle(name: "pan width", change: { $0.panWidth = 1.2 }, message: "stereo width"),
    BadStyle(name: "channels", change: { $0.channelCount = 6 }, message: "channel count"),
    BadStyle(
      name: "sample rate", change: { $0.sampleRate = 11_025 }, message: "22050, 44100, 48000"),
    BadStyle(name: "no timbres", change: { $0.timbres = [] }, message: "palette is empty"),
    BadStyle(name: "partials", change: { $0.partialCount = 0 }, message: "number of partials"),
    BadStyle(
      name: "long earcon", change: { $0.earcons.seriesEnd.duration = 0.5 },
      message: "series end earcon"),
    BadStyle(
      name: "earcon above Nyquist", change: { $0.earcons.maximum.startFrequency = 20_000 },
      message: "Nyquist"),
  ]

  @Test(arguments: badStyles)
  func nonsenseIsRejectedWithAnActionableMessage(_ row: BadStyle) {
    var style = SonificationStyle()
    row.change(&style)
    #expect {
      try style.validate()
    } throws: { error in
      guard case .invalidSonification(let detail) = error as? AudioError else { return false }
      let description = (error as? AudioError)?.description ?? ""
      return detail.contains(row.message) && detail.first?.isLowercase == true
        && description.contains(detail)
    }
  }

  /// Every property name of the style (`overviewDuration`, `earcons`, `seriesEnd` …), from
  /// reflection so that a setting added later is covered too.
  static let propertyNames: Set<String> = {
    let style = SonificationStyle()
    var names = Set(Mirror(reflecting: style).children.compactMap(\.label))
    names.formUnion(Mirror(reflecting: style.earcons).children.compactMap(\.label))
    names.formUnion(Earcon.allCases.map(\.rawValue).filter { $0.contains { $0.isUppercase } })
    return names
  }()

  /// A message reaches command-line users, who never see the Swift API: no message names a
  /// property, and none holds a camel-case identifier or a dotted path (`earcons.amplitude`).
  @Test(arguments: badStyles)
  func noMessageNamesAnInternalProperty(_ row: BadStyle) throws {
    var style = SonificationStyle()
    row.change(&style)
    let error = try #require(throws: AudioError.self) { try style.validate() }
    guard case .invalidSonification(let detail) = error else {
      Issue.record("\(row.name): \(error)")
      return
    }
    let words = detail.split { !($0.isLetter || $0 == ".") }.map(String.init)
    let internalNames = words.filter { word in
      Self.propertyNames.contains(word.trimmingCharacters(in: .punctuationCharacters))
        && word.contains { $0.isUppercase }
        || word.dropFirst().contains { $0.isUppercase } && word.first?.isLowercase == true
        || word.split(separator: ".").count > 1
    }
    #expect(internalNames.isEmpty, "\(row.name): \(detail)")
    #expect(!Self.propertyNames.isEmpty)
  }

  @Test func validStylesPass() throws {
    var style = SonificationStyle()
    style.sampleRate = 44_100
    style.channelCount = 1
    style.lowestNote = 36
    style.highestNote = 108  // six octaves
    try style.validate()
  }
}
