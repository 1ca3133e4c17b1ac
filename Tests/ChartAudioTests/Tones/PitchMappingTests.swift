import ChartAudio
import ChartModel
import ChartVoiceTestSupport
import Testing

@Suite struct PitchMappingTests {
  let style = SonificationStyle()

  @Test func equalTemperament() {
    #expect(PitchMapping.frequency(midiNote: 69) == 440)
    #expect(abs(PitchMapping.frequency(midiNote: 48) - 130.8128) < 1e-4)
    #expect(abs(PitchMapping.frequency(midiNote: 84) - 1046.5023) < 1e-4)
    #expect(abs(PitchMapping.midiNote(frequency: 261.6256) - 60) < 1e-4)
  }

  @Test func valuesMapLinearlyInSemitones() {
    let mapping = PitchMapping(domain: 0...100, style: style)
    #expect(mapping.note(for: 0) == 48)
    #expect(mapping.note(for: 50) == 66)
    #expect(mapping.note(for: 100) == 84)
    // Equal value steps are equal frequency *ratios*.
    let f = [0.0, 25, 50, 75, 100].compactMap(mapping.frequency(for:))
    let ratios = zip(f.dropFirst(), f).map { $0 / $1 }
    #expect(ratios.allSatisfy { abs($0 - ratios[0]) < 1e-9 })
  }

  @Test func invertedPolarityReversesThePitch() {
    var inverted = style
    inverted.invertsPitch = true
    let mapping = PitchMapping(domain: 0...100, style: inverted)
    #expect(mapping.note(for: 0) == 84)
    #expect(mapping.note(for: 100) == 48)
  }

  @Test func missingConstantAndOutOfRangeValues() {
    let mapping = PitchMapping(domain: 0...10, style: style)
    #expect(mapping.note(for: .nan) == nil)
    #expect(mapping.note(for: -5) == 48)
    #expect(mapping.note(for: 50) == 84)
    #expect(PitchMapping(domain: 3...3, style: style).note(for: 3) == 66)
    #expect(PitchMapping(domain: nil, style: style).note(for: 3) == nil)
  }

  @Test func logarithmicAxes() {
    var log = style
    log.isLogarithmic = true
    let mapping = PitchMapping(domain: 1...1_000, style: log)
    #expect(mapping.note(for: 10) == 60)
    #expect(mapping.note(for: 100) == 72)
    #expect(mapping.note(for: 0) == 48)
    #expect(mapping.note(for: -3) == 48)
  }

  @Test func snappingRoundsToSemitones() {
    var snapping = style
    snapping.snapsToSemitones = true
    #expect(PitchMapping(domain: 0...36, style: snapping).note(for: 10.4) == 58)
  }

  @Test func theDeclaredAxisRangeWinsOverTheData() {
    var chart = TestCharts.bars([10, 20, 30])
    #expect(PitchMapping(descriptor: chart, style: style).domain == 10...30)
    chart.yAxis.range = 0...100
    #expect(PitchMapping(descriptor: chart, style: style).domain == 0...100)
  }

  @Test func theDataDomainSpansAllSeries() {
    let chart = TestCharts.lines([1, 2, .nan], [5, -3, 4])
    #expect(PitchMapping(descriptor: chart, style: style).domain == -3...5)
    var log = style
    log.isLogarithmic = true
    #expect(PitchMapping(descriptor: chart, style: log).domain == 1...5)
  }
}
