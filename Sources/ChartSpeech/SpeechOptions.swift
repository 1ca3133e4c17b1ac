/// How to speak a text: the voice and espeak-ng's prosody settings.
///
///     var options = SpeechOptions(voice: "de", rate: 200)
///     options.pitch = 40
///     try options.validate()   // passes; rate 500 would throw .parameterOutOfRange
///
/// espeak-ng keeps these settings globally between calls, so the engine sets every one of them on
/// every synthesis; a value left at its default here really is the default.
public struct SpeechOptions: Sendable, Equatable {
  /// A voice name, identifier, file name or language, as ``EspeakEngine/resolveVoice(_:)`` accepts.
  public var voice: String
  /// Words per minute, 80…450 (``rateRange``); espeak-ng's default is 175.
  public var rate: Int
  /// Base pitch, 0…100; 50 is normal.
  public var pitch: Int = 50
  /// Loudness, 0…200; 100 is normal, 0 is silence, above 100 may distort.
  public var volume: Int = 100
  /// Pitch range (intonation), 0…100; 0 is a monotone, 50 is normal.
  public var pitchRange: Int = 50
  /// Whether the text is SSML (`<speak>…</speak>`). Chart text placed into SSML must be escaped:
  /// espeak-ng reports no error for malformed markup.
  public var isSSML: Bool = false

  /// The rates espeak-ng supports, in words per minute.
  public static let rateRange: ClosedRange<Int> = 80...450
  /// The pitches espeak-ng supports.
  public static let pitchRange: ClosedRange<Int> = 0...100
  /// The volumes espeak-ng supports.
  public static let volumeRange: ClosedRange<Int> = 0...200
  /// The pitch ranges espeak-ng supports.
  public static let pitchRangeRange: ClosedRange<Int> = 0...100

  /// Creates options for a voice at a speaking rate, with normal pitch, volume and intonation.
  ///
  /// - Parameters:
  ///   - voice: A voice name, identifier, file name or language (`"en-us"`, `"de"`, `"zh"`).
  ///   - rate: Words per minute, 80…450. Not checked here: ``validate()`` and the engine do it.
  public init(voice: String, rate: Int = 175) {
    self.voice = voice
    self.rate = rate
  }

  /// Checks every numeric setting against the range espeak-ng supports.
  ///
  /// espeak-ng accepts out-of-range values silently (a rate of 500 is taken as 500), so this is
  /// the only check.
  ///
  /// - Throws: ``SpeechError/parameterOutOfRange(name:value:range:)`` for the first bad setting, in
  ///   the order rate, pitch, volume, pitch range.
  /// - Complexity: O(1).
  public func validate() throws(SpeechError) {
    let checks: [(String, Int, ClosedRange<Int>)] = [
      ("rate", rate, Self.rateRange),
      ("pitch", pitch, Self.pitchRange),
      ("volume", volume, Self.volumeRange),
      ("pitch range", pitchRange, Self.pitchRangeRange),
    ]
    for (name, value, range) in checks where !range.contains(value) {
      throw .parameterOutOfRange(name: name, value: value, range: range)
    }
  }
}
