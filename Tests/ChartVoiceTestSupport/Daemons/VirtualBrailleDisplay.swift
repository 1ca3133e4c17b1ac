import Foundation

/// A braille display as brltty's virtual driver (`-b vr`) sees one: a socket that says how many
/// cells it has, receives what brltty shows, and sends the display's commands (`FWINRT`).
///
///     let display = try VirtualBrailleDisplay(socket: TestDaemons.brailleDisplaySocket!, cells: 40)
///     let window = display.await { $0.text.hasPrefix("⡤") }   // what brltty shows, and its dots
///     try display.press("FWINRT")
///
/// brltty sends each window as a `Visual "<text>"` line followed by a `Braille "<dots>"` line, the
/// dots of each cell as digits 1–8 between bars (`"3678|236| "`); a cursor raises dots 7 and 8.
public final class VirtualBrailleDisplay {
  /// One window brltty showed.
  public struct Window: Sendable, Equatable {
    /// The text, padded with spaces to the display's width.
    public var text: String
    /// Each cell's raised dots, as digits: `"3678"`.
    public var cells: [String]

    /// The 0-based cells whose dots 7 and 8 are both raised (brltty's cursor).
    public var cursorCells: [Int] {
      cells.indices.filter { cells[$0].contains("7") && cells[$0].contains("8") }
    }
  }

  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  private let descriptor: Int32
  private var pending = Data()
  private var visual: String?
  /// Every window received, in order.
  public private(set) var windows: [Window] = []

  /// Connects to the driver's socket and declares `cells` cells on one row.
  public init(socket path: String, cells: Int) throws {
    descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
    }
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard connected == 0 else {
      Glibc.close(descriptor)
      throw Failure(description: "connect \(path): \(String(cString: strerror(errno)))")
    }
    try send("cells \(cells)")
  }

  deinit {
    Glibc.close(descriptor)
  }

  /// Sends one command line: a display command such as `FWINRT`, `FWINLT`, `LNDN`.
  public func press(_ command: String) throws {
    try send(command)
  }

  private func send(_ line: String) throws {
    let bytes = Array((line + "\n").utf8)
    guard write(descriptor, bytes, bytes.count) == bytes.count else {
      throw Failure(description: "the display's socket refused \(line)")
    }
  }

  /// Reads windows until one satisfies `match` (it is returned), or `seconds` pass (`nil`).
  public func await(within seconds: Double = 10, _ match: (Window) -> Bool) -> Window? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      for window in readWindows(waitingMilliseconds: 100) where match(window) { return window }
    }
    return nil
  }

  /// The windows that arrive within `milliseconds`.
  private func readWindows(waitingMilliseconds milliseconds: Int32) -> [Window] {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&request, 1, milliseconds) > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return [] }
    pending.append(contentsOf: buffer[..<count])
    var received: [Window] = []
    while let newline = pending.firstIndex(of: 0x0A) {
      let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
      pending.removeSubrange(pending.startIndex...newline)
      if line.hasPrefix("Visual ") {
        visual = Self.unquote(line.dropFirst("Visual ".count))
      } else if line.hasPrefix("Braille "), let text = visual {
        let dots = Self.unquote(line.dropFirst("Braille ".count))
        let window = Window(
          text: text,
          cells: dots.split(separator: "|", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
          })
        received.append(window)
        windows.append(window)
      }
    }
    return received
  }

  /// The text of a driver string: `"…"` with `\\`, `\"` and `\Xhh` escapes.
  static func unquote(_ quoted: Substring) -> String {
    var text = ""
    var characters = quoted.dropFirst().dropLast()[...]
    while let character = characters.popFirst() {
      guard character == "\\", let next = characters.popFirst() else {
        text.append(character)
        continue
      }
      if next == "X" || next == "x" {
        let hex = String(characters.prefix(2))
        characters = characters.dropFirst(2)
        if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
      } else {
        text.append(next)
      }
    }
    return text
  }
}
