import ChartAudio
import Testing

@Suite struct SonificationStyleTests {
  @Test func defaultsFollowTheDesign() throws {
    let style = SonificationStyle()
    try style.validate()
    #expect(style.lowestNote == 48 && style.highestNote == 84)
    #expect(style.sampleRate == 22_050 && style.channelCount == 2)
    #expect(style.panWidth == 0.9 && style.fadeDuration == 0.01 && style.seriesPause == 0.7)
    #expect(style.maximumTonesPerSeries == 100)
    #expect(Set(style.timbres).count >= 4)
  }

  struct StepCase: CustomTestStringConvertible, Sendable {
    var points: Int
    var step: Double
    var tone: Double
    var testDescription: String { "\(points) points" }
  }

  /// step = clamp(5 s / n, 50 ms, 250 ms); tone = min(225 ms, 0.8 × step).
  @Test(arguments: [
    StepCase(points: 1, step: 0.25, tone: 0.2),
    StepCase(points: 8, step: 0.25, tone: 0.2),
    StepCase(points: 20, step: 0.25, tone: 0.2),
    StepCase(points: 40, step: 0.125, tone: 0.1),
    StepCase(points: 100, step: 0.05, tone: 0.04),
    StepCase(points: 1_000, step: 0.05, tone: 0.04),
  ])
  func overviewTiming(_ row: StepCase) {
    let style = SonificationStyle()
    let step = style.step(forPointCount: row.points)
    #expect(abs(step - row.step) < 1e-12)
    #expect(abs(style.toneDuration(forStep: step) - row.tone) < 1e-12)
  }

  @Test func longStepsCapTheToneAt225Milliseconds() {
    var style = SonificationStyle()
    style.longestStep = 1
    #expect(style.toneDuration(forStep: style.step(forPointCount: 2)) == 0.225)
  }

  @Test func timbresCycleThroughThePalette() {
    let style = SonificationStyle()
    #expect(
      (0..<5).map(style.timbre(forSeries:)) == [.triangle, .square, .sawtooth, .sine, .triangle])
  }
}
