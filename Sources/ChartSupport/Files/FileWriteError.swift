/// A file could not be written; nothing was left behind.
///
///     FileWriteError.cannotWrite(path: "out.wav", detail: "no such directory").description
///     // "cannot write 'out.wav': no such directory"
package struct FileWriteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path as the caller gave it.
  package var path: String
  /// What went wrong, as a phrase ("permission denied").
  package var detail: String

  package static func cannotWrite(path: String, detail: String) -> FileWriteError {
    FileWriteError(path: path, detail: detail)
  }

  package var description: String { "cannot write '\(path)': \(detail)" }
}
