import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Independent pieces of work on a few threads of their own, for the analysis of a large chart.
///
///     let (trend, shape) = Parallel.both(concurrently: true) { trendOf(y) } and: { shapeOf(y) }
///     let stats = Parallel.map(series.count, threads: 2) { index in statistics(series[index]) }
///
/// With one thread (`concurrently: false`, `threads: 1`) the work runs on the calling thread, in
/// order, and no thread is started. Otherwise each extra thread is started for the call and joined
/// before it returns (a fixed handful, never a pool that outlives the call), so the results are
/// those of the sequential run whatever the scheduling: every piece writes only its own result.
package enum Parallel {
  /// Runs `first` on a thread of its own and `second` on the calling thread when `concurrently`,
  /// else both on the calling thread, `first` first; returns both results once both are done.
  ///
  /// - Complexity: The two pieces' own, plus the start of one thread (tens of microseconds).
  package static func both<First: Sendable, Second>(
    concurrently: Bool, _ first: @Sendable () -> First, and second: () -> Second
  ) -> (First, Second) {
    guard concurrently else {
      let one = first()
      return (one, second())
    }
    return withoutActuallyEscaping(first) { first in
      // The thread holds the slot, never the closure, which must not outlive this call: the slot
      // lets go of it before the thread says it is done.
      let slot = Slot<First>(first)
      let profiled = StageProfile.isOn ? StageProfile.Branch() : nil
      let thread = Thread {
        let branch = profiled.map { _ in StageProfile.Branch() }
        slot.value = slot.work?()
        slot.work = nil
        slot.criticalPath = branch?.criticalPath ?? 0
        slot.done.signal()
      }
      // Deep recursion is none of ours, but a sort's may be: the main thread's 8 MiB, not 512 KiB.
      thread.stackSize = 8 << 20
      thread.start()
      let two = second()
      slot.done.wait()
      if let profiled {
        StageProfile.joined(own: profiled.criticalPath, slowest: slot.criticalPath)
      }
      guard let one = slot.value else { preconditionFailure("The thread ended without its result.") }
      return (one, two)
    }
  }

  /// `body(0) … body(count − 1)`, in order, computed on up to `threads` threads (the calling one
  /// among them), each taking the next index when it is free.
  ///
  /// - Complexity: The bodies' own, plus the start of `min(threads, count) − 1` threads.
  package static func map<Result: Sendable>(
    _ count: Int, threads: Int, _ body: @Sendable (Int) -> Result
  ) -> [Result] {
    let workers = Swift.min(threads, count)
    guard workers > 1 else { return (0..<Swift.max(0, count)).map(body) }
    return withoutActuallyEscaping(body) { body in
      // As in `both`: the threads hold the results, which let go of the closure once all are done.
      let results = Results<Result>(count: count, body: body)
      defer { results.body = nil }
      let profiled = StageProfile.isOn
      let work: @Sendable () -> Double = {
        let branch = profiled ? StageProfile.Branch() : nil
        while let index = results.claim(), let body = results.body { results.set(index, body(index)) }
        return branch?.criticalPath ?? 0
      }
      let finished = DispatchSemaphore(value: 0)
      for _ in 1..<workers {
        let thread = Thread {
          results.joinPath(work())
          finished.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
      }
      let own = work()
      for _ in 1..<workers { finished.wait() }
      if profiled { StageProfile.joined(own: own, slowest: results.slowestPath) }
      return results.all
    }
  }

  /// How many processors this process may run on: the CPUs of its affinity mask (`taskset -c 0`
  /// leaves one), at most its cgroup's CPU quota rounded up (a container given 1.5 CPUs has 2),
  /// and at least 1.
  ///
  /// - Complexity: O(1): a system call and the reading of two small files.
  package static var availableProcessors: Int {
    var count = ProcessInfo.processInfo.activeProcessorCount
    #if canImport(Glibc) && os(Linux)
      if let mask = affinityCount() { count = Swift.min(count, mask) }
      if let quota = cgroupQuota() { count = Swift.min(count, quota) }
    #endif
    return Swift.max(1, count)
  }

  #if canImport(Glibc) && os(Linux)
    /// glibc's `sched_getaffinity(2)` wrapper, which the Glibc module does not import (it needs
    /// `_GNU_SOURCE`): the CPUs the calling thread may run on, a bit each in a 1,024-bit mask.
    package typealias AffinityCall = @convention(c) (Int32, Int, UnsafeMutableRawPointer) -> Int32

    /// `sched_getaffinity` or `sched_setaffinity`, looked up by name.
    package static func affinityCall(_ name: String) -> AffinityCall? {
      dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: AffinityCall.self) }
    }

    /// How many CPUs the calling thread's affinity mask holds; `nil` when it cannot be read.
    private static func affinityCount() -> Int? {
      guard let call = affinityCall("sched_getaffinity") else { return nil }
      var mask = [UInt64](repeating: 0, count: 16)
      let status = mask.withUnsafeMutableBytes { call(0, $0.count, $0.baseAddress!) }
      let count = mask.reduce(0) { $0 + $1.nonzeroBitCount }
      return status == 0 && count > 0 ? count : nil
    }
  #endif

  /// The CPU quota of the process's cgroup (v2 `cpu.max`, else v1 `cpu.cfs_quota_us` over
  /// `cpu.cfs_period_us`), rounded up; `nil` when there is none.
  private static func cgroupQuota() -> Int? {
    let read = { (path: String) in try? String(contentsOfFile: path, encoding: .utf8) }
    // "0::/user.slice/…" names the process's own group under the unified hierarchy.
    let own =
      read("/proc/self/cgroup")?.split(separator: "\n").first { $0.hasPrefix("0::") }.map { String($0.dropFirst(3)) }
    let candidates = [own.map { "/sys/fs/cgroup\($0)/cpu.max" }, "/sys/fs/cgroup/cpu.max"].compactMap { $0 }
    for path in candidates {
      guard let text = read(path) else { continue }
      let parts = text.split(whereSeparator: \.isWhitespace)
      guard parts.count == 2, let quota = Double(parts[0]), let period = Double(parts[1]), period > 0 else {
        return nil  // "max 100000": no quota
      }
      return Swift.max(1, Int((quota / period).rounded(.up)))
    }
    if let quota = read("/sys/fs/cgroup/cpu/cpu.cfs_quota_us").flatMap({ Double($0.trimmed) }),
      let period = read("/sys/fs/cgroup/cpu/cpu.cfs_period_us").flatMap({ Double($0.trimmed) }), quota > 0, period > 0
    {
      return Swift.max(1, Int((quota / period).rounded(.up)))
    }
    return nil
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}

/// One thread's result, written once by it and read after its semaphore is signalled.
private final class Slot<Value>: @unchecked Sendable {
  var work: (@Sendable () -> Value)?
  var value: Value?
  /// The thread's critical path by CPU, when ``StageProfile`` measures.
  var criticalPath = 0.0
  let done = DispatchSemaphore(value: 0)

  init(_ work: @escaping @Sendable () -> Value) { self.work = work }
}

/// The results of ``Parallel/map(_:threads:_:)`` and the next index to claim, behind one lock.
private final class Results<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Value?]
  private var next = 0
  private var slowest = 0.0
  /// The work, set before the threads start and cleared after they are all done.
  var body: (@Sendable (Int) -> Value)?

  init(count: Int, body: @escaping @Sendable (Int) -> Value) {
    values = Array(repeating: nil, count: count)
    self.body = body
  }

  func claim() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < values.count else { return nil }
    next += 1
    return next - 1
  }

  func set(_ index: Int, _ value: Value) {
    lock.lock()
    values[index] = value
    lock.unlock()
  }

  /// Notes one thread's critical path by CPU (``StageProfile``).
  func joinPath(_ seconds: Double) {
    lock.lock()
    slowest = Swift.max(slowest, seconds)
    lock.unlock()
  }

  /// The longest critical path a thread noted.
  var slowestPath: Double {
    lock.lock()
    defer { lock.unlock() }
    return slowest
  }

  var all: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return values.map { value in
      guard let value else { preconditionFailure("A piece of the work ended without its result.") }
      return value
    }
  }
}
