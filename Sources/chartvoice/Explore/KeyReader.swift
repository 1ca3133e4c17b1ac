import Foundation

/// Reads keys from a file descriptor: a terminal in raw mode, or a pipe or file when a script
/// sends them (`printf 'lllQ' | chartvoice explore chart.json`).
///
/// An Escape at the end of what has arrived may begin an arrow key's sequence, so the reader waits
/// up to ``escapeDelay`` for the rest before taking it as the Escape key; at the end of input it is
/// taken at once.
struct KeyReader {
  /// How long an unfinished escape sequence waits for its next byte (terminals send a sequence in
  /// one write; 50 ms is what many terminal programs allow).
  static let escapeDelay: Int32 = 50

  let descriptor: Int32
  private var decoder = KeyDecoder()
  private var keys: [Key] = []
  private var atEnd = false

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next key, or `nil` at the end of input.
  ///
  /// - Throws: A failure when the input cannot be read.
  mutating func next() throws(CLIError) -> Key? {
    while keys.isEmpty {
      if atEnd { return nil }
      if decoder.hasPending, !waitForInput(milliseconds: Self.escapeDelay) {
        keys += decoder.flush()
        continue
      }
      var buffer = [UInt8](repeating: 0, count: 256)
      let count = read(descriptor, &buffer, buffer.count)
      if count > 0 {
        keys += decoder.decode(buffer[..<count])
      } else if count == 0 {
        atEnd = true
        keys += decoder.flush()
      } else if errno == EINTR || errno == EAGAIN {
        _ = waitForInput(milliseconds: -1)
      } else if errno == EIO {
        // The terminal went away (a hang-up): nothing more will come.
        atEnd = true
      } else {
        throw CLIError.failure("cannot read the keys: \(String(cString: strerror(errno)))")
      }
    }
    return keys.removeFirst()
  }

  /// Whether ``next()`` has a key (or the end of input) to return within `milliseconds`
  /// without waiting longer: keys have been read or arrive in that time.
  func waitForKey(milliseconds: Int32) -> Bool {
    keys.isEmpty && !atEnd && !decoder.hasPending ? waitForInput(milliseconds: milliseconds) : true
  }

  /// Whether input arrives within `milliseconds` (−1 waits as long as it takes).
  private func waitForInput(milliseconds: Int32) -> Bool {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&request, 1, milliseconds) > 0
  }
}
