import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal pair, so a test can give a child process a terminal for standard input or
/// output and check what it does when `isatty` says yes.
///
///     let terminal = try PseudoTerminal()
///     let result = try RunExecutable.chartvoice(["speak", "chart.json"], stdout: terminal.child)
///     terminal.closeChild()
///     terminal.drain()   // what the child wrote to the terminal
public final class PseudoTerminal {
  /// The end the child process gets (the `/dev/pts/N` device).
  public let child: FileHandle
  /// The controlling end, kept by the test.
  private let controller: Int32
  private var childClosed = false

  /// Opens a new pseudo-terminal pair.
  ///
  /// - Throws: ``RunExecutable/LaunchError`` when the system has no pseudo-terminals to give.
  public init() throws {
    // posix_openpt, unlockpt and ptsname are hidden from Swift by Glibc's feature macros; on
    // Linux they are these calls on /dev/ptmx.
    #if os(Linux) && (arch(x86_64) || arch(arm64))
      let unlock: UInt = 0x4004_5431  // TIOCSPTLCK = _IOW('T', 0x31, int)
      let number: UInt = 0x8004_5430  // TIOCGPTN = _IOR('T', 0x30, unsigned int)
    #else
      throw RunExecutable.LaunchError(
        description: "pseudo-terminals are not set up for this platform")
    #endif
    let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard controller >= 0 else { throw Self.error("open(/dev/ptmx)") }
    var locked: Int32 = 0
    var index: UInt32 = 0
    guard ioctl(controller, unlock, &locked) == 0, ioctl(controller, number, &index) == 0 else {
      close(controller)
      throw Self.error("ioctl(/dev/ptmx)")
    }
    let name = "/dev/pts/\(index)"
    let child = open(name, O_RDWR | O_NOCTTY)
    guard child >= 0 else {
      close(controller)
      throw Self.error("open(\(name))")
    }
    // Reads of the controlling end must never block a test.
    _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
    self.controller = controller
    self.child = FileHandle(fileDescriptor: child, closeOnDealloc: false)
  }

  /// Closes the test's copy of the child end, once the child process has been started.
  public func closeChild() {
    guard !childClosed else { return }
    childClosed = true
    close(child.fileDescriptor)
  }

  /// Everything written to the terminal so far.
  public func drain() -> Data {
    var result = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(controller, &buffer, buffer.count)
      guard count > 0 else { break }  // EAGAIN: nothing more now; EIO: the child end is closed
      result.append(contentsOf: buffer[..<count])
    }
    return result
  }

  /// Types `bytes` into the terminal, as a keyboard would: the child reads them from its end.
  public func send(_ bytes: [UInt8]) {
    var offset = 0
    var attempts = 0
    while offset < bytes.count, attempts < 1_000 {
      let written = bytes[offset...].withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
      if written > 0 {
        offset += written
      } else {
        attempts += 1  // EAGAIN: the terminal's input queue is full for now
        usleep(1_000)
      }
    }
  }

  deinit {
    closeChild()
    close(controller)
  }

  private static func error(_ call: String) -> RunExecutable.LaunchError {
    RunExecutable.LaunchError(
      description: "\(call) failed: \(String(cString: strerror(errno)))")
  }
}
