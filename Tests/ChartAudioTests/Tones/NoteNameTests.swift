import ChartAudio
import Testing

@Suite struct NoteNameTests {
  @Test(arguments: [
    ("C3", 48.0), ("C6", 84.0), ("A4", 69.0), ("F#4", 66.0), ("Bb2", 46.0), ("c-1", 0.0), ("48", 48.0),
  ])
  func namesAndNumbers(_ text: String, _ note: Double) {
    #expect(NoteName.midiNote(text) == note)
  }

  @Test(arguments: ["H3", "C", "C10", "128", "-1", "C#", ""])
  func rejects(_ text: String) {
    #expect(NoteName.midiNote(text) == nil)
  }
}
