/// Musical note names for pitch-range options: "C3" is MIDI note 48, "A4" is 69 (440 Hz).
public enum NoteName {
  /// The MIDI note number of a name such as `C3`, `F#4`, `Bb2` or a plain number `48`.
  ///
  ///     NoteName.midiNote("C6")    // 84
  ///
  /// - Returns: `nil` when the text is neither a note name nor a number from 0 to 127.
  public static func midiNote(_ text: String) -> Double? {
    if let number = Double(text) { return (0...127).contains(number) ? number : nil }
    var characters = Substring(text)
    guard let letter = characters.first?.uppercased(),
      let base = ["C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11][letter]
    else { return nil }
    characters = characters.dropFirst()
    var semitone = base
    if characters.first == "#" || characters.first == "♯" {
      semitone += 1
      characters = characters.dropFirst()
    } else if characters.first == "b" || characters.first == "♭" {
      semitone -= 1
      characters = characters.dropFirst()
    }
    guard let octave = Int(characters), (-1...9).contains(octave) else { return nil }
    let note = Double(12 * (octave + 1) + semitone)
    return (0...127).contains(note) ? note : nil
  }
}
