import ChartNarration
import Foundation

#if canImport(Glibc)
  import Glibc
  private let systemWrite = unsafe Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = unsafe Darwin.write
#endif

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
  /// - Throws: ``SpeechError/cannotWrite(path:detail:)`` when the directory is missing or not
  ///   writable, the path is a directory, the disk is full, …; nothing is left behind.
  /// - Complexity: O(*n*) in the number of samples.
  public static func write(_ buffer: PCMBuffer, to path: String) throws {
    try write(bytes: WAVEncoder.encode(buffer), toFile: path)
  }

  /// Writes `buffer` as a WAV stream to an open handle (a pipe, standard output, a socket).
  ///
  /// The header carries the true length, so players and `sox --i` read the stream correctly.
  /// A process writing to a pipe should ignore `SIGPIPE` so that a closed reader becomes this
  /// error instead of killing it.
  ///
  /// - Parameters:
  ///   - name: How errors name the destination, e.g. `-` for standard output.
  /// - Throws: ``SpeechError/cannotWrite(path:detail:)``, e.g. when the reader has gone.
  /// - Complexity: O(*n*) in the number of samples.
  public static func write(
    _ buffer: PCMBuffer, to handle: FileHandle, name: String = "-"
  ) throws {
    let bytes = WAVEncoder.encode(buffer)
    if let code = writeAll(bytes, to: handle.fileDescriptor) {
      throw SpeechError.cannotWrite(path: name, detail: describe(errno: code, path: name))
    }
  }

  // MARK: - Atomic file writing

  /// Writes `bytes` to `path` through a temporary file and a rename.
  package static func write(bytes: [UInt8], toFile path: String) throws(SpeechError) {
    func failure(_ code: Int32) -> SpeechError {
      .cannotWrite(path: path, detail: describe(errno: code, path: path))
    }
    guard !path.isEmpty, !path.hasSuffix("/") else {
      throw .cannotWrite(path: path, detail: "the path names a directory, not a file")
    }
    let (directory, fileName) = split(path)
    var existing = stat()
    let existingMode: mode_t? =
      unsafe lstat(path, &existing) == 0 && (existing.st_mode & S_IFMT) == S_IFREG
      ? existing.st_mode & 0o7777 : nil

    // O_EXCL on a fresh random name: no other writer's file is ever reused.
    var temporary = ""
    var descriptor: Int32 = -1
    for _ in 0..<16 {
      let tag = String(UInt64.random(in: 0...UInt64.max), radix: 36)
      temporary = directory + "/." + String(fileName.prefix(64)) + "." + tag + ".tmp"
      descriptor = unsafe open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw failure(errno) }

    var code: Int32? = writeAll(bytes, to: descriptor)
    if code == nil, let existingMode, fchmod(descriptor, existingMode) != 0 { code = errno }
    if code == nil, fsync(descriptor) != 0 { code = errno }
    if close(descriptor) != 0, code == nil { code = errno }
    if code == nil, unsafe rename(temporary, path) != 0 { code = errno }
    if let code {
      unsafe unlink(temporary)
      throw failure(code)
    }
    syncDirectory(directory)
  }

  /// The directory (`.` for a bare name) and the last component of `path`.
  private static func split(_ path: String) -> (directory: String, fileName: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }

  /// Best effort: makes the rename itself durable. Some file systems refuse; that is not an error.
  private static func syncDirectory(_ directory: String) {
    let descriptor = unsafe open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    _ = close(descriptor)
  }

  /// Writes every byte, retrying short writes and interruptions.
  ///
  /// - Returns: `nil` on success, else the `errno` of the failing write.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    unsafe bytes.withUnsafeBytes { raw -> Int32? in
      guard let base = raw.baseAddress else { return nil }  // nothing to write
      var offset = 0
      while offset < raw.count {
        let written = unsafe systemWrite(descriptor, base + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }

  /// A message a user can act on for a failed system call, starting in lower case.
  package static func describe(errno code: Int32, path: String) -> String {
    switch code {
    case ENOENT: "the directory '\(split(path).directory)' does not exist"
    case ENOTDIR: "a part of the path is not a directory"
    case EACCES, EPERM: "permission denied; choose a directory you can write to"
    case EISDIR: "a directory of that name exists"
    case ENOSPC: "no space left on the device"
    case EDQUOT: "the disk quota is exceeded"
    case EROFS: "the file system is read-only"
    case ENAMETOOLONG: "the file name is too long"
    case EPIPE: "the reading end of the pipe was closed"
    default:
      unsafe String(cString: strerror(code)).lowercased() + " (errno \(code))"
    }
  }
}
