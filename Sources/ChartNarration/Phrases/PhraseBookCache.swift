import Foundation

/// The phrase books this process has read, so a program that describes many charts (a batch, a
/// server, a test suite) reads and checks each locale's file once: parsing and checking its
/// hundreds of templates costs more than describing a small chart.
///
/// A book is read again when its file changed since (another size, modification time or inode),
/// so an edited phrase file is seen at the next load, as without the cache. The lock is not held
/// while a file is read, so threads loading different locales do not wait for each other; two
/// threads loading the same file at once may both read it, and either book is kept.
final class PhraseBookCache: @unchecked Sendable {
  /// The process's cache.
  static let shared = PhraseBookCache()

  private struct Key: Hashable {
    let path: String
    let loading: PhraseLoading
  }

  /// What identifies one version of a file.
  private struct FileStamp: Equatable {
    let size: Int64
    let inode: UInt64
    let seconds: Int
    let nanoseconds: Int
  }

  private let lock = NSLock()
  private var books: [Key: (stamp: FileStamp, book: PhraseBook)] = [:]

  /// The book of the phrase file at `url`, read by `read` unless this process has read the same
  /// version of the file before.
  ///
  /// - Complexity: One `stat` of the file when the book is kept; otherwise the cost of `read`.
  func book(
    at url: URL, loading: PhraseLoading, read: () throws(NarrationError) -> PhraseBook
  ) throws(NarrationError) -> PhraseBook {
    // A file that cannot be examined is read as it is, and its error reported by `read`.
    guard let stamp = Self.stamp(url.path) else { return try read() }
    let key = Key(path: url.path, loading: loading)
    if let kept = lock.withLock({ books[key] }), kept.stamp == stamp { return kept.book }
    let book = try read()
    lock.withLock { books[key] = (stamp, book) }
    return book
  }

  private static func stamp(_ path: String) -> FileStamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileStamp(
      size: Int64(info.st_size), inode: UInt64(info.st_ino), seconds: Int(info.st_mtim.tv_sec),
      nanoseconds: Int(info.st_mtim.tv_nsec))
  }
}
