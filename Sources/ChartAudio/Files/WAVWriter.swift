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
