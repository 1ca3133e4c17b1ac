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
package enum AtomicFile {
  /// Writes UTF-8 text atomically.
  package static func write(_ text: String, to path: String) throws(FileWriteError) {
    try write(Array(text.utf8), to: path)
  }

  /// Writes `bytes` to `path` through a temporary file and a rename.
  ///
  /// The new file gets the old file's permissions when it replaces one, else `0666` less the
  /// umask. What `path` names decides how it is written:
  ///
  /// - a regular file, or nothing: atomically, through a temporary file renamed into place;
  /// - a symbolic link: written through to its target (atomically, in the target's folder),
  ///   the link kept;
  /// - a device or a FIFO (`/dev/null`, a named pipe): opened and written directly, as a shell
  ///   redirect would, never replaced by a file;
  /// - a socket or a directory: refused.
  ///
  /// - Throws: ``FileWriteError``; nothing is left behind.
  /// - Complexity: O(*n*) in the number of bytes.
  package static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
    try write(to: path) { descriptor in writeAll(bytes, to: descriptor) }
  }

  /// Writes to `path` what `fill` writes to the temporary file's descriptor, then renames it
  /// over `path`: for output produced in pieces, which then never has to be whole in memory.
  /// Paths are handled as ``write(_:to:)`` describes.
  ///
  ///     try AtomicFile.write(to: "speech.wav") { descriptor in
  ///       writeAll(part1, to: descriptor) ?? writeAll(part2, to: descriptor)
  ///     }
  ///
  /// On Linux the temporary file is made with `O_TMPFILE` where the file system supports it: it
  /// has no name until `linkat` gives it one, so even a run killed with SIGKILL leaves nothing.
  /// Elsewhere it is a hidden `.chartvoice-<pid>-<random>.tmp`, removed on failure and on
  /// SIGINT or SIGTERM; one left by SIGKILL is removed by the next write into that folder, once
  /// its process is gone.
  ///
  /// - Parameter fill: Writes the contents; returns `nil`, or the `errno` of a failed write (see
  ///   ``writeAll(_:to:)``), which removes the temporary file and becomes the error thrown.
  /// - Throws: ``FileWriteError``; nothing is left behind.
  /// - Complexity: that of `fill`, plus a flush to disk.
  package static func write(to path: String, fill: (Int32) -> Int32?) throws(FileWriteError) {
    func failure(_ code: Int32) -> FileWriteError {
      .cannotWrite(path: path, detail: describe(errno: code, path: path))
    }
    guard !path.isEmpty, !path.hasSuffix("/") else {
      throw .cannotWrite(path: path, detail: "the path names a directory, not a file")
    }
    let target = try resolvingLinks(path)
    var existing = stat()
    var existingMode: mode_t?
    if unsafe lstat(target, &existing) == 0 {
      switch existing.st_mode & S_IFMT {
      case S_IFREG: existingMode = existing.st_mode & 0o7777
      case S_IFCHR, S_IFBLK, S_IFIFO:
        try writeInPlace(target, path: path, fill: fill)
        return
      case S_IFSOCK:
        throw .cannotWrite(
          path: path, detail: "it is a socket; give a file, a device or a named pipe")
      case S_IFDIR: throw failure(EISDIR)
      default: break
      }
    }
    let directory = split(target).directory
    removeStaleTemporaries(in: directory)
    if try writeUnnamed(
      to: target, directory: directory, existingMode: existingMode, path: path, fill: fill)
    {
      return
    }

    // O_EXCL on a fresh random name: no other writer's file is ever reused.
    // The name is registered before the file exists, so InterruptCleanup's handler removes it
    // whenever the process is interrupted before the rename, even right after `open`.
    var temporary = ""
    var descriptor: Int32 = -1
    var slot: Int?
    for _ in 0..<16 {
      temporary = temporaryName(in: directory)
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
    if code == nil, unsafe rename(temporary, target) != 0 { code = errno }
    if let code {
      unsafe unlink(temporary)
      throw failure(code)
    }
    syncDirectory(directory)
  }

  /// The prefix of every temporary file's name.
  static let temporaryPrefix = ".chartvoice-"

  /// `.chartvoice-<pid>-<random>.tmp` in `directory`: the process id tells a later run whether
  /// the file's writer is gone.
  static func temporaryName(in directory: String) -> String {
    let tag = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    return directory + "/" + temporaryPrefix + String(getpid()) + "-" + tag + ".tmp"
  }

  /// Removes the `.chartvoice-<pid>-*.tmp` files in `directory` whose process no longer runs
  /// (left by a run killed with SIGKILL). Best effort: a file that cannot be removed stays.
  static func removeStaleTemporaries(in directory: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return
    }
    for name in names where name.hasPrefix(temporaryPrefix) && name.hasSuffix(".tmp") {
      let rest = name.dropFirst(temporaryPrefix.count)
      guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0 else {
        continue
      }
      // ESRCH: no such process. EPERM means it runs (as another user): leave it.
      if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
        var info = stat()
        let file = directory + "/" + name
        if unsafe lstat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
          unsafe unlink(file)
        }
      }
    }
  }

  /// `path` with symbolic links followed to what they finally name (which may not exist yet),
  /// so that writing to a link writes its target and keeps the link.
  static func resolvingLinks(_ path: String) throws(FileWriteError) -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard unsafe lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else {
        return current
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = unsafe readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return current }
      let link = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = link.hasPrefix("/") ? link : split(current).directory + "/" + link
    }
    throw .cannotWrite(path: path, detail: "too many levels of symbolic links")
  }

  /// Writes straight into a device or a FIFO, as `> path` in a shell does.
  private static func writeInPlace(
    _ target: String, path: String, fill: (Int32) -> Int32?
  ) throws(FileWriteError) {
    let descriptor = unsafe open(target, O_WRONLY | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
      throw .cannotWrite(path: path, detail: describe(errno: errno, path: path))
    }
    var code = fill(descriptor)
    if close(descriptor) != 0, code == nil, errno != EINTR { code = errno }
    if let code { throw .cannotWrite(path: path, detail: describe(errno: code, path: path)) }
  }

  /// Linux's `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), which Swift does not import.
  #if os(Linux)
    private static let openTemporaryFile: Int32 = 0o20_000_000 | O_DIRECTORY
  #endif

  /// Writes through an unnamed file (`O_TMPFILE`), named by `linkat` once complete: nothing
  /// shows in the folder while it is written, and nothing stays if the process is killed.
  ///
  /// - Returns: `false` when the system or file system has no unnamed files (then the caller
  ///   uses a named temporary file).
  private static func writeUnnamed(
    to target: String, directory: String, existingMode: mode_t?, path: String,
    fill: (Int32) -> Int32?
  ) throws(FileWriteError) -> Bool {
    #if os(Linux)
      let descriptor = unsafe open(directory, openTemporaryFile | O_WRONLY | O_CLOEXEC, 0o666)
      guard descriptor >= 0 else {
        switch errno {
        case EOPNOTSUPP, EISDIR, EINVAL,
          ENOENT where FileManager.default.fileExists(atPath: directory):
          return false
        default:
          throw .cannotWrite(path: path, detail: describe(errno: errno, path: path))
        }
      }
      func fail(_ code: Int32) -> FileWriteError {
        .cannotWrite(path: path, detail: describe(errno: code, path: path))
      }
      var code = fill(descriptor)
      if code == nil, let existingMode, fchmod(descriptor, existingMode) != 0 { code = errno }
      if code == nil, fsync(descriptor) != 0 { code = errno }
      if let code {
        _ = close(descriptor)
        throw fail(code)
      }
      let source = "/proc/self/fd/\(descriptor)"
      // No file yet: the link itself puts the finished file in place.
      if unsafe linkat(AT_FDCWD, source, AT_FDCWD, target, AT_SYMLINK_FOLLOW) == 0 {
        _ = close(descriptor)
        syncDirectory(directory)
        return true
      }
      guard errno == EEXIST else {
        let code = errno
        _ = close(descriptor)
        if code == ENOENT || code == EXDEV || code == EPERM { return false }  // no /proc
        throw fail(code)
      }
      // A file to replace: link under a temporary name, then rename over it in one step.
      let temporary = temporaryName(in: directory)
      let slot = InterruptCleanup.register(temporary)
      defer { InterruptCleanup.clear(slot) }
      var linkCode: Int32?
      if unsafe linkat(AT_FDCWD, source, AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) != 0 {
        linkCode = errno
      }
      _ = close(descriptor)
      if let linkCode { throw fail(linkCode) }
      if unsafe rename(temporary, target) != 0 {
        let renameCode = errno
        unsafe unlink(temporary)
        throw fail(renameCode)
      }
      syncDirectory(directory)
      return true
    #else
      return false
    #endif
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
