import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes half-written temporary files when the process is interrupted (Ctrl-C, `kill`), so an
/// interrupted `speak` or batch `describe` leaves nothing behind.
///
/// ``AtomicFile`` registers each temporary file while it writes it. The signal handler may only
/// make async-signal-safe calls, so the paths live in a fixed table of C strings that the handler
/// reads without locks and passes to `unlink`; registering and clearing take a lock among
/// ordinary threads.
package enum InterruptCleanup {
  static let slotCount = 64
  static let slotSize = Int(PATH_MAX) + 1

  /// `slotCount` NUL-terminated paths; an empty string is a free slot.
  /// Zeroed by `calloc`, which takes fresh zero pages from the system for a table this size
  /// (256 KiB) rather than writing zeros into each: a run that writes one file touches one page.
  nonisolated(unsafe) static let table: UnsafeMutablePointer<CChar> = {
    guard let memory = calloc(slotCount * slotSize, 1) else { fatalError("Out of memory for the cleanup table.") }
    return memory.bindMemory(to: CChar.self, capacity: slotCount * slotSize)
  }()
  static let lock = NSLock()

  /// Remembers a temporary file; returns its slot, or `nil` when the table is full (the file is
  /// then not removed on interruption, only on ordinary failure).
  static func register(_ path: String) -> Int? {
    let bytes = Array(path.utf8)
    guard bytes.count < slotSize else { return nil }
    lock.lock()
    defer { lock.unlock() }
    for slot in 0..<slotCount where table[slot * slotSize] == 0 {
      let start = table + slot * slotSize
      for (offset, byte) in bytes.enumerated().reversed() { start[offset] = CChar(bitPattern: byte) }
      start[bytes.count] = 0
      // The first byte last: the handler never sees a half-copied path as a whole one.
      return slot
    }
    return nil
  }

  /// Forgets a temporary file (renamed into place or already removed).
  static func clear(_ slot: Int?) {
    guard let slot else { return }
    lock.lock()
    defer { lock.unlock() }
    table[slot * slotSize] = 0
  }

  /// Installs handlers for SIGINT, SIGTERM and SIGHUP that remove every registered temporary
  /// file, then end the process as the signal would have (a shell sees 130 for Ctrl-C).
  /// Handlers installed later (such as `explore`'s terminal restore) run first and chain here.
  package static func installSignalHandlers() {
    _ = table  // allocate before any signal can arrive
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
      for slot in 0..<InterruptCleanup.slotCount {
        let path = InterruptCleanup.table + slot * InterruptCleanup.slotSize
        if path.pointee != 0 { _ = unlink(path) }
      }
      var restore = sigaction()
      restore.__sigaction_handler.sa_handler = SIG_DFL
      _ = sigaction(signal, &restore, nil)
      _ = raise(signal)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      var previous = sigaction()
      _ = sigaction(signal, nil, &previous)
      // A signal the parent chose to ignore (nohup) stays ignored.
      if let handler = previous.__sigaction_handler.sa_handler,
        unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
      {
        continue
      }
      _ = sigaction(signal, &action, nil)
      sigaddset(&unblock, signal)
    }
    // A parent may start us with these blocked (a thread pool's mask is inherited through exec);
    // then they would never arrive. Ignored ones (nohup) were left alone above.
    _ = pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
  }
}
