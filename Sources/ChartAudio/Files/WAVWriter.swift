internal import ChartSupport
import Foundation

/// Writes WAV audio to a file (atomically) or to an open handle such as standard output.
///
///     try WAVWriter.write(speech, to: "chart.wav")
///     try WAVWriter.write(speech, to: .standardOutput)   // `-o -`
///
/// A file is never left half-written: the bytes go to a hidden temporary file in the target's
/// directory, which is flushed to disk and then renamed over the target in one step. Whatever
/// fails, the temporary file is removed and the target is untouched.
public enum WAVWriter {
  /// Writes `buffer` as a WAV file at `path`, replacing any file there atomically.
  ///
  /// The new file gets the old file's permissions when it replaces one, else `0666` less the
  /// umask. A symbolic link at `path` is replaced by the file, not followed.
  ///
  /// - Parameters:
  ///   - buffer: Mono or stereo audio (see ``WAVEncoder/encode(_:)``).
  ///   - path: The file to write; relative paths are relative to the working directory.
  /// - Throws: ``AudioError/cannotWrite(path:detail:)`` when the directory is missing or not
  ///   writable, the path is a directory, the disk is full, …; nothing is left behind.
  /// - Complexity: O(*n*) in the number of samples.
  public static func write(_ buffer: PCMBuffer, to path: String) throws {
    do {
      try AtomicFile.write(to: path) { descriptor in write(buffer, to: descriptor) }
    } catch {
      throw AudioError.cannotWrite(path: error.path, detail: error.detail)
    }
  }

  /// Writes a WAV file at `path` as `produce` makes its audio, replacing any file there
  /// atomically as ``write(_:to:)`` does: the samples go to the temporary file as they come
  /// (``WAVStreamWriter``), so the audio is never whole in memory, and the file is flushed to
  /// disk before it is renamed into place. A device or a named pipe at `path` gets the file
  /// when it is complete.
  ///
  ///     try WAVWriter.write(to: "tones.wav", sampleRate: 22_050, channelCount: 2) { wav in
  ///       wav.append(tones: plan)
  ///     }
  ///
  /// - Throws: What `produce` throws (nothing is left behind then, and the target is untouched),
  ///   else ``AudioError/cannotWrite(path:detail:)`` as ``write(_:to:)``.
  /// - Complexity: that of `produce`, plus O(*n*) in the samples; O(1) memory for a file.
  public static func write(
    to path: String, sampleRate: Int, channelCount: Int, _ produce: (inout WAVStreamWriter) throws -> Void
  ) throws {
    var thrown: (any Error)?
    do {
      try AtomicFile.write(to: path) { descriptor in
        var wav = WAVStreamWriter(descriptor: descriptor, sampleRate: sampleRate, channelCount: channelCount)
        do {
          try produce(&wav)
        } catch {
          thrown = error
          return ECANCELED
        }
        return wav.finish()
      }
    } catch {
      if let thrown { throw thrown }
      throw AudioError.cannotWrite(path: error.path, detail: error.detail)
    }
  }

  /// Writes a WAV stream to an open handle as `produce` makes its audio: held as 16-bit samples
  /// until it is complete (the header, which comes first, carries its length), then written.
  ///
  /// - Parameters:
  ///   - name: How errors name the destination, e.g. `-` for standard output.
  /// - Throws: What `produce` throws (nothing is written then), else
  ///   ``AudioError/cannotWrite(path:detail:)``, e.g. when the reader has gone.
  /// - Complexity: that of `produce`, plus O(*n*) in the samples.
  public static func write(
    to handle: FileHandle, name: String = "-", sampleRate: Int, channelCount: Int,
    _ produce: (inout WAVStreamWriter) throws -> Void
  ) throws {
    var wav = WAVStreamWriter(
      descriptor: handle.fileDescriptor, sampleRate: sampleRate, channelCount: channelCount, holdsAll: true)
    try produce(&wav)
    if let code = wav.finish() {
      throw AudioError.cannotWrite(path: name, detail: AtomicFile.describe(errno: code, path: name))
    }
  }

  /// Writes `buffer` as a WAV stream to an open handle (a pipe, standard output, a socket).
  ///
  /// The header carries the true length, so players and `sox --i` read the stream correctly.
  /// A process writing to a pipe should ignore `SIGPIPE` so that a closed reader becomes this
  /// error instead of killing it.
  ///
  /// - Parameters:
  ///   - name: How errors name the destination, e.g. `-` for standard output.
  /// - Throws: ``AudioError/cannotWrite(path:detail:)``, e.g. when the reader has gone.
  /// - Complexity: O(*n*) in the number of samples.
  public static func write(
    _ buffer: PCMBuffer, to handle: FileHandle, name: String = "-"
  ) throws {
    if let code = write(buffer, to: handle.fileDescriptor) {
      throw AudioError.cannotWrite(path: name, detail: AtomicFile.describe(errno: code, path: name))
    }
  }

  /// Streams `buffer` as WAV to a descriptor, a chunk at a time.
  ///
  /// - Returns: `nil`, or the `errno` of the write that failed.
  private static func write(_ buffer: PCMBuffer, to descriptor: Int32) -> Int32? {
    var failure: Int32?
    WAVEncoder.encode(buffer) { chunk in
      failure = AtomicFile.writeAll(chunk, to: descriptor)
      return failure == nil
    }
    return failure
  }
}
