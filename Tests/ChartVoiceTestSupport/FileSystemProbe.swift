import Foundation

/// File-system probes shared by the output-path tests of several test targets.
public enum FileSystemProbe {
  /// The kind of what is at `path` (`S_IFREG`, `S_IFIFO`, `S_IFLNK`, …), without following a
  /// symbolic link; `nil` when nothing is there.
  public static func kind(_ path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }
}

/// Reads a FIFO to its end on a thread of its own: opening a FIFO blocks until the other end
/// opens it, which must not tie up the tests' shared threads.
public final class FIFODrain: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var data = Data()

  public init(_ path: String) {
    Thread.detachNewThread { [self] in
      data = FileHandle(forReadingAtPath: path)?.readDataToEndOfFile() ?? Data()
      done.signal()
    }
  }

  /// What the writer wrote, once it has closed its end.
  public var value: Data {
    done.wait()
    return data
  }
}
