import ChartModel

/// A WebVTT transcript (W3C WebVTT): one cue per spoken sentence and per tone group, so the audio
/// can be published with captions.
public enum WebVTT {
  /// The transcript text.
  ///
  ///     WEBVTT
  ///
  ///     1
  ///     00:00:00.000 --> 00:00:02.480
  ///     Monthly revenue, first half of 2024.
  ///
  /// - Complexity: O(*n*) in the cues' text.
  public static func document(_ cues: [AudioCue]) -> String {
    var text = "WEBVTT\n"
    for (index, cue) in cues.enumerated() {
      text += "\n\(index + 1)\n\(timestamp(cue.start)) --> \(timestamp(max(cue.end, cue.start + 0.001)))\n"
      text += escape(cue.text) + "\n"
    }
    return text
  }

  /// `hh:mm:ss.ttt`.
  static func timestamp(_ seconds: Double) -> String {
    let milliseconds = Int((max(0, seconds) * 1000).rounded())
    let hours = milliseconds / 3_600_000
    let minutes = milliseconds / 60_000 % 60
    let secs = milliseconds / 1000 % 60
    let millis = milliseconds % 1000
    func pad(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(pad(hours, 2)):\(pad(minutes, 2)):\(pad(secs, 2)).\(pad(millis, 3))"
  }

  /// Cue text escaping: `&`, `<` and `>` are markup in WebVTT (so `-->` cannot appear), a line
  /// break of any kind (LF, CR, CR LF, U+2028, U+2029) becomes a space, so no blank line can
  /// end the cue, and other control characters are made visible (`\u001B`) for whoever reads
  /// the file in a terminal.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\n", "\r", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "\u{85}": result += " "
      default:
        if VisibleText.isControl(scalar), scalar != "\t" {
          result += VisibleText.escape(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
