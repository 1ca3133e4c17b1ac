import Foundation

#if canImport(Glibc)
  import Glibc
  private let systemWrite = unsafe Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = unsafe Darwin.write
#endif

/// Writes files so that they are never seen half-written: the bytes go to a hidden temporary file
/// in the target's directory, which is flushed to disk and renamed over the target in one step.
/// Whatever fails, the temporary file is removed and the target is untouched.
public enum AtomicFile {
  /// Writes UTF-8 text atomically.
  public static func write(_ text: String, to path: String) throws(SpeechError) {
    try write(Array(text.utf8), to: path)
  }

  /// Writes `bytes` to `path` through a temporary file and a rename.
  ///
  /// The new file gets the old file's permissions when it replaces one, else `0666` less the
  /// umask. A symbolic link at `path` is replaced by the file, not followed.
  ///
  /// - Throws: ``SpeechError/cannotWrite(path:detail:)``; nothing is left behind.
  /// - Complexity: O(*n*) in the number of bytes.
  public static func write(_ bytes: [UInt8], to path: String) throws(SpeechError) {
    try write(to: path) { descriptor in writeAll(bytes, to: descriptor) }
  }

  /// Writes to `path` what `fill` writes to the temporary file's descriptor, then renames it
  /// over `path`: for output produced in pieces, which then never has to be whole in memory.
  ///
  ///     try AtomicFile.write(to: "speech.wav") { descriptor in
  ///       writeAll(part1, to: descriptor) ?? writeAll(part2, to: descriptor)
  ///     }
  ///
  /// - Parameter fill: Writes the contents; returns `nil`, or the `errno` of a failed write (see
  ///   ``writeAll(_:to:)``), which removes the temporary file and becomes the error thrown.
  /// - Throws: ``SpeechError/cannotWrite(path:detail:)``; nothing is left behind.
  /// - Complexity: that of `fill`, plus a flush to disk.
  package static func write(to path: String, fill: (Int32) -> Int32?) throws(SpeechError) {
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
    // The name is registered before the file exists, so InterruptCleanup's handler removes it
    // whenever the process is interrupted before the rename, even right after `open`.
    var temporary = ""
    var descriptor: Int32 = -1
    var slot: Int?
    for _ in 0..<16 {
      let tag = String(UInt64.random(in: 0...UInt64.max), radix: 36)
      temporary = directory + "/." + String(fileName.prefix(64)) + "." + tag + ".tmp"
      slot = InterruptCleanup.register(temporary)
      descriptor = unsafe open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor >= 0 { break }
      let code = errno
      InterruptCleanup.clear(slot)  // not ours: never remove another writer's file
      slot = nil
      errno = code
      if code != EEXIST { break }
    }
    defer { InterruptCleanup.clear(slot) }
    guard descriptor >= 0 else { throw failure(errno) }

    var code: Int32? = fill(descriptor)
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
  package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    unsafe bytes.withUnsafeBytes { raw in writeAll(raw, to: descriptor) }
  }

  /// Writes every byte of `raw`, retrying short writes and interruptions.
  ///
  /// - Returns: `nil` on success, else the `errno` of the failing write.
  package static func writeAll(_ raw: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
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

  /// A message a user can act on for a failed system call, starting in lower case.
  package static func describe(errno code: Int32, path: String) -> String {
    switch code {
    case ENOENT:
      FileManager.default.fileExists(atPath: split(path).directory)
        ? "files cannot be created in '\(split(path).directory)'"
        : "the directory '\(split(path).directory)' does not exist"
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
