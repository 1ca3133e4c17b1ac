import Foundation

/// The audio file formats chartvoice writes: WAV (uncompressed PCM, for editing and exact
/// analysis) and Ogg Opus (compressed, for publishing: about a fifteenth of the size).
public enum AudioFileFormat: String, Sendable, CaseIterable {
  case wav
  case opus

  /// The format a file name asks for by its extension (`.wav`; `.opus` or `.ogg`), case
  /// ignored; `nil` for any other name, `-` included.
  public init?(fileName: String) {
    switch (fileName as NSString).pathExtension.lowercased() {
    case "wav", "wave": self = .wav
    case "opus", "ogg", "oga": self = .opus
    default: return nil
    }
  }

  /// The extension a file of this format gets: `wav` or `opus`.
  public var fileExtension: String { rawValue }

  /// Writes `buffer` in this format at `path`, atomically (see ``WAVWriter`` and ``OpusWriter``).
  ///
  /// - Throws: ``AudioError/cannotWrite(path:detail:)``; nothing is left behind.
  /// - Complexity: O(*n*) in the number of samples.
  public func write(_ buffer: PCMBuffer, to path: String) throws {
    switch self {
    case .wav: try WAVWriter.write(buffer, to: path)
    case .opus: try OpusWriter.write(buffer, to: path)
    }
  }

  /// Writes `buffer` in this format to an open handle such as standard output.
  ///
  /// - Throws: ``AudioError/cannotWrite(path:detail:)``, e.g. when the reader has gone.
  /// - Complexity: O(*n*) in the number of samples.
  public func write(_ buffer: PCMBuffer, to handle: FileHandle, name: String = "-") throws {
    switch self {
    case .wav: try WAVWriter.write(buffer, to: handle, name: name)
    case .opus: try OpusWriter.write(buffer, to: handle, name: name)
    }
  }
}
