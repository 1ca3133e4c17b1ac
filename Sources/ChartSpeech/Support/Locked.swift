import Foundation
import Synchronization

/// A value that only one thread at a time may touch, behind a pthread mutex (`NSLock`).
///
/// ChartSpeech uses this rather than `Synchronization.Mutex` for two measured reasons: on Linux,
/// ThreadSanitizer does not see `Mutex`'s futex, so a correctly locked counter is reported as a
/// race (which would make `make tsan` useless), while pthread mutexes are understood; and Swift
/// 6.3.1 with `-O` miscompiled a `static let` `Mutex` holding an optional payload (its bytes
/// were zeroed), so release builds of the espeak engine crashed while debug builds passed.
final class Locked<State>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State
  /// The thread inside ``withLock(_:)``, or 0.
  private let owner = Atomic<UInt>(0)

  init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with exclusive access to the value.
  ///
  /// - Complexity: O(1) plus the cost of `body`; callers wait while another thread holds it.
  func withLock<Result, Failure: Error>(
    _ body: (inout State) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    owner.store(pthread_self(), ordering: .relaxed)
    defer {
      owner.store(0, ordering: .relaxed)
      lock.unlock()
    }
    return try body(&state)
  }

  /// Whether the calling thread is inside ``withLock(_:)`` now: for tests of what runs outside it.
  ///
  /// - Complexity: O(1).
  var isHeldByCurrentThread: Bool { owner.load(ordering: .relaxed) == pthread_self() }
}
