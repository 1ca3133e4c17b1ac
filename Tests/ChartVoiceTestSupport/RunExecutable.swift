import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a finished run of the `chartvoice` binary produced.
public struct ExecutableResult: Sendable {
  /// Standard output, as bytes (`speak -o -` writes WAV audio there).
  public var stdout: Data
  /// Standard error, decoded as UTF-8.
  public var stderr: String
  /// The exit status, or 128 + the signal number when a signal ended the process (as shells
  /// report it).
  public var status: Int32
  /// Whether the run was killed because it outlived its timeout.
  public var timedOut: Bool

  /// Standard output decoded as UTF-8.
  public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }

  /// Standard error split into lines, without the empty string after a final newline.
  public var stderrLines: [Substring] {
    stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
      stderr.hasSuffix("\n") ? 1 : 0
    )
    .map { $0 }
  }
}

/// Runs the built `chartvoice` binary the way a user or a script does, for end-to-end tests.
///
///     let result = try RunExecutable.chartvoice(["describe", "chart.json", "--level", "alt"])
///     result.status        // 0
///     result.stdoutText    // "Line chart of …\n"
///
/// Standard output and standard error are read on their own threads while standard input is
/// written on a third, so a large output never deadlocks against a full pipe; a run that outlives
/// its timeout is killed and reported with ``ExecutableResult/timedOut``, so a hang fails a test
/// instead of blocking CI.
public enum RunExecutable {
  /// The error thrown when the binary cannot be found or started.
  public struct LaunchError: Error, CustomStringConvertible {
    public var description: String
  }

  /// The folders searched for the binary, in order:
  /// 1. the folder of the running test process (`swift test` runs
  ///    `.build/<triple>/debug/chartvoicePackageTests.xctest`, beside the executables);
  /// 2. the folder of `Bundle.main` (the same place, found through Foundation);
  /// 3. `<repository>/.build/debug`, SwiftPM's link to the last debug build.
  public static var searchedFolders: [URL] {
    var folders: [URL] = []
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      folders.append(URL(fileURLWithPath: path).deletingLastPathComponent())
    }
    if let executable = Bundle.main.executableURL {
      folders.append(executable.deletingLastPathComponent())
    }
    folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
    folders.append(RepositoryPaths.root.appendingPathComponent(".build/debug"))
    return folders
  }

  /// The built `chartvoice` binary.
  ///
  /// - Throws: ``LaunchError`` naming every folder searched when none holds it.
  public static func chartvoiceURL() throws -> URL {
    let folders = searchedFolders
    for folder in folders {
      let candidate = folder.appendingPathComponent("chartvoice")
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    throw LaunchError(
      description: "cannot find the chartvoice binary; looked in "
        + folders.map { "'\($0.path)'" }.joined(separator: ", ") + "; run 'swift build' first")
  }

  /// Runs the built `chartvoice` binary.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - stdin: Bytes for standard input; `nil` connects `/dev/null`, so nothing waits on a
  ///     terminal.
  ///   - stdinHandle: A handle for standard input in place of `stdin` (a pseudo-terminal, say).
  ///   - workingDirectory: The folder to run in; `nil` keeps the test process's.
  ///   - environment: Changes to the inherited environment: a value sets a variable, `nil`
  ///     removes it.
  ///   - stdout: A handle for standard output in place of a pipe (a pseudo-terminal, say); the
  ///     result's `stdout` is then empty.
  ///   - executable: The binary to run; `nil` runs ``chartvoiceURL()``.
  ///   - timeout: Seconds before the process is killed.
  /// - Throws: ``LaunchError`` when the binary is missing or cannot start.
  public static func chartvoice(
    _ arguments: [String],
    stdin: Data? = nil,
    stdinHandle: FileHandle? = nil,
    workingDirectory: URL? = nil,
    environment: [String: String?] = [:],
    stdout: FileHandle? = nil,
    executable: URL? = nil,
    timeout: TimeInterval = 60
  ) throws -> ExecutableResult {
    _ = ignoreSIGPIPE
    let process = Process()
    process.executableURL = try executable ?? chartvoiceURL()
    process.arguments = arguments
    if let workingDirectory { process.currentDirectoryURL = workingDirectory }
    var variables = ProcessInfo.processInfo.environment
    for (name, value) in environment { variables[name] = value }
    process.environment = variables

    let outputPipe = Pipe()
    let errorPipe = Pipe()
    let inputPipe = stdin.map { _ in Pipe() }
    process.standardOutput = stdout ?? outputPipe
    process.standardError = errorPipe
    if let inputPipe {
      process.standardInput = inputPipe
    } else if let stdinHandle {
      process.standardInput = stdinHandle
    } else {
      process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    }

    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do {
      try process.run()
    } catch {
      throw LaunchError(
        description: "cannot start '\(process.executableURL?.path ?? "")': \(error)")
    }
    // The parent's copies of the child's ends must close, or the reads below never see EOF.
    if stdout == nil { try? outputPipe.fileHandleForWriting.close() }
    try? errorPipe.fileHandleForWriting.close()
    if let inputPipe { try? inputPipe.fileHandleForReading.close() }

    let readers = DispatchGroup()
    let outputBytes = Collected()
    let errorBytes = Collected()
    if stdout == nil { read(outputPipe.fileHandleForReading, into: outputBytes, group: readers) }
    read(errorPipe.fileHandleForReading, into: errorBytes, group: readers)
    if let stdin, let inputPipe {
      let handle = inputPipe.fileHandleForWriting
      onOwnThread(group: readers) {
        // A child that exits without reading closes the pipe: ignore the error, not SIGPIPE's
        // default (the test process ignores SIGPIPE while this runs, see ``ignoreSIGPIPE``).
        try? handle.write(contentsOf: stdin)
        try? handle.close()
      }
    }

    var timedOut = false
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      process.terminate()
      if finished.wait(timeout: .now() + 2) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        finished.wait()
      }
    }
    // The readers end at EOF, once every holder of the pipes' write ends has exited.
    if readers.wait(timeout: .now() + 10) == .timedOut { timedOut = true }

    let status: Int32 =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
    return ExecutableResult(
      stdout: outputBytes.data, stderr: String(decoding: errorBytes.data, as: UTF8.self),
      status: status, timedOut: timedOut)
  }

  /// Reads `handle` to its end on a background thread.
  private static func read(_ handle: FileHandle, into collected: Collected, group: DispatchGroup) {
    onOwnThread(group: group) {
      collected.data = (try? handle.readToEnd()) ?? Data()
      try? handle.close()
    }
  }

  /// Runs `work`, which blocks on a pipe, on a thread of its own, inside `group`.
  ///
  /// Not on Dispatch's global queue: its threads are few, and with many tests running binaries
  /// in parallel, blocked readers took them all, so a child's standard input was never written
  /// and the child waited for keys until its timeout (seen in CI under load).
  private static func onOwnThread(group: DispatchGroup, _ work: @escaping @Sendable () -> Void) {
    group.enter()
    let thread = Thread {
      work()
      group.leave()
    }
    thread.stackSize = 1 << 18
    thread.start()
  }

  /// Makes writing to a pipe whose reader has gone an error instead of a fatal signal, once per
  /// test process.
  private static let ignoreSIGPIPE: Void = {
    signal(SIGPIPE, SIG_IGN)
  }()
}

/// Bytes one reader thread fills in; the `DispatchGroup` wait orders the write before any read.
private final class Collected: @unchecked Sendable {
  var data = Data()
}
