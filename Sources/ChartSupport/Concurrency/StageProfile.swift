import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The time of each stage of a run and its critical path, printed to standard error when the
/// environment variable `CHARTVOICE_PROFILE` is set (`CHARTVOICE_PROFILE=1 chartvoice describe …`).
///
/// Each stage line gives the stage's wall-clock span from the start of the process and the CPU
/// time of the thread that ran it (`CLOCK_THREAD_CPUTIME_ID`). The closing line gives the whole
/// process's wall and CPU time and the **critical path** by CPU: the CPU time of the longest
/// chain of work that must run one piece after the other (the main thread's, with each parallel
/// region counted as its slowest branch). On a loaded machine a thread waits for a core, so the
/// wall clock measures the neighbours as well; the critical path does not, and it is the wall
/// time the run would take with a core for each of its threads.
///
/// Any program built on the libraries reports the same way at its exit (`Benchmarks/`'s
/// `parallel-cutoff` reads it). Off (the variable unset) each hook costs one load of a constant
/// `Bool`.
package enum StageProfile {
  /// Whether stages are measured and reported.
  package static let isOn = getenv("CHARTVOICE_PROFILE") != nil

  /// Runs `body` as the stage `name` (made only when measured): measured when ``isOn``.
  package static func stage<Result, Failure: Error>(
    _ name: @autoclosure () -> String, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard isOn else { return try body() }
    let log = log  // started before the first stage's clock is read
    let wall = wallSeconds()
    let branch = Branch()
    let result = try body()
    log.record(
      name: name(), wallStart: wall, wallEnd: wallSeconds(), cpu: threadCPUSeconds() - branch.cpu,
      criticalPath: branch.criticalPath)
    return result
  }

  /// A branch of a parallel region: its start, for ``Branch/criticalPath``.
  package struct Branch {
    let cpu: Double
    let extra: Double

    /// Starts measuring the calling thread's branch.
    package init() {
      cpu = StageProfile.threadCPUSeconds()
      extra = StageProfile.log.extra
    }

    /// The branch's critical path so far: the thread's CPU time since ``init()`` and what the
    /// regions it joined since then added to it.
    package var criticalPath: Double { StageProfile.threadCPUSeconds() - cpu + StageProfile.log.extra - extra }
  }

  /// After a parallel region the calling thread joined: its own branch took `own` of critical
  /// path, the region's slowest branch `slowest`; the difference lengthens the caller's path.
  package static func joined(own: Double, slowest: Double) {
    log.extra += Swift.max(0, slowest - own)
  }

  /// Prints the stages and the totals to standard error, when ``isOn``: at the exit of a process
  /// that measured a stage.
  static func report() {
    guard isOn else { return }
    let end = wallSeconds()
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    let processCPU = Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    var lines = log.records.map { record in
      "profile: \(record.name): "
        + String(
          format: "wall %.3f–%.3f ms, thread CPU %.3f ms, critical path CPU %.3f ms, thread %d",
          (record.wallStart - log.start) * 1e3, (record.wallEnd - log.start) * 1e3, record.cpu * 1e3,
          record.criticalPath * 1e3, record.thread)
    }
    lines.append(
      String(
        format:
          "profile: total: wall %.1f ms (since the first stage), process CPU %.1f ms, main thread CPU %.1f ms, critical path CPU %.1f ms",
        (end - log.start) * 1e3, processCPU * 1e3, threadCPUSeconds() * 1e3,
        (threadCPUSeconds() + log.extra) * 1e3))
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
  }

  /// The calling thread's CPU time in seconds.
  package static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  static func wallSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  static let log = Log()

  /// The stages measured and each thread's extra critical path, behind one lock.
  final class Log: @unchecked Sendable {
    struct Record {
      var name: String
      var wallStart: Double
      var wallEnd: Double
      var cpu: Double
      var criticalPath: Double
      var thread: Int
    }

    private let lock = NSLock()
    private var stored: [Record] = []
    private var extras: [UInt: Double] = [:]
    private var threads: [UInt: Int] = [:]
    let start = StageProfile.wallSeconds()

    var records: [Record] {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }

    init() {
      // The report comes last, whichever program measured its stages.
      atexit { StageProfile.report() }
    }

    func record(name: String, wallStart: Double, wallEnd: Double, cpu: Double, criticalPath: Double) {
      lock.lock()
      defer { lock.unlock() }
      let thread = threadNumber()
      stored.append(
        Record(
          name: name, wallStart: wallStart, wallEnd: wallEnd, cpu: cpu, criticalPath: criticalPath, thread: thread))
    }

    /// The critical path the regions the calling thread joined added to its own CPU time.
    var extra: Double {
      get {
        lock.lock()
        defer { lock.unlock() }
        return extras[Self.threadKey] ?? 0
      }
      set {
        lock.lock()
        defer { lock.unlock() }
        extras[Self.threadKey] = newValue
      }
    }

    /// The calling thread's number: 0 for the main thread, then 1, 2, … in the order they record.
    private func threadNumber() -> Int {
      if Thread.isMainThread { return 0 }
      let key = Self.threadKey
      if let number = threads[key] { return number }
      threads[key] = threads.count + 1
      return threads.count
    }

    /// The calling thread's identity (a finished thread's may be reused by a later one).
    private static var threadKey: UInt {
      #if os(Linux)
        UInt(pthread_self())
      #else
        UInt(bitPattern: pthread_self())
      #endif
    }
  }
}
