import ChartSpeech
import Foundation
import Testing

/// A WebVTT cue's text can neither end the cue (a blank line), nor start a timing line (`-->`),
/// nor drive the terminal of whoever reads the file (issue 13).
@Suite struct WebVTTSafetyTests {
  @Test(arguments: [
    "a\r\n\r\nb", "a\n\nb", "a\r\rb", "a\u{2028}\u{2029}b", "a\u{0B}\u{0C}\u{85}b",
    "00:00:01.000 --> 00:00:02.000", "x\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\u{9B}y",
  ])
  func cueTextStaysInItsCue(_ text: String) {
    let document = WebVTT.document([
      AudioCue(start: 0, end: 1, text: text), AudioCue(start: 1, end: 2, text: "next"),
    ])
    let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
    // WEBVTT, then per cue: blank, number, timing, one text line; a final line feed.
    #expect(lines.count == 10, "\(document.debugDescription)")
    #expect(lines.filter { $0.contains("-->") }.count == 2, "\(document.debugDescription)")
    #expect(lines[4].isEmpty == false && lines[5].isEmpty, "\(document.debugDescription)")
    #expect(
      !document.unicodeScalars.contains {
        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}"
          || $0 == "\u{2029}"
      }, "\(document.debugDescription)")
  }

  @Test func escapesAreVisible() {
    let document = WebVTT.document([AudioCue(start: 0, end: 1, text: "x\u{1B}[2J")])
    #expect(document.contains(#"x\u001B[2J"#))
  }
}
