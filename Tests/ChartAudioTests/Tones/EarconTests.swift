import ChartAudio
import Testing

@Suite struct EarconTests {
  @Test func defaultsAreShortAndClicksSitAboveThePitchRange() {
    let earcons = EarconStyle()
    let top = PitchMapping.frequency(midiNote: SonificationStyle().highestNote)
    for earcon in Earcon.allCases {
      #expect(earcons.sound(for: earcon).duration <= 0.15, "\(earcon)")
      #expect(earcons.plays(earcon))
    }
    for earcon in [Earcon.maximum, .minimum, .crossingUp, .crossingDown] {
      let sound = earcons.sound(for: earcon)
      #expect(min(sound.startFrequency, sound.endFrequency) > top, "\(earcon)")
    }
    #expect(earcons.amplitude < SonificationStyle().toneAmplitude)
  }

  @Test func crossingTicksSweepInTheirDirection() {
    let earcons = EarconStyle()
    #expect(earcons.crossingUp.endFrequency > earcons.crossingUp.startFrequency)
    #expect(earcons.crossingDown.endFrequency < earcons.crossingDown.startFrequency)
    #expect(EarconSound(startFrequency: 500, duration: 0.1).endFrequency == 500)
  }
}
