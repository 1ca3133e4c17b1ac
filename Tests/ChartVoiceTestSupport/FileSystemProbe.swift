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

  /// Makes at `path` a character device like `/dev/null` (major 1, minor 3): what a test needs
  /// to write to a device without touching the machine's own. Needs root (`CAP_MKNOD`).
  public static func makeNullDevice(at path: String) -> Bool {
    mknod(path, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0
  }

  /// Whether devices can be made and opened in the temporary folder (as root, on a file system
  /// not mounted `nodev`).
  public static let canMakeDevices: Bool = {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("device-probe-\(UUID().uuidString)").path
    guard makeNullDevice(at: path) else { return false }
    defer { unlink(path) }
    let descriptor = open(path, O_WRONLY)
    guard descriptor >= 0 else { return false }
    close(descriptor)
    return true
  }()
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
