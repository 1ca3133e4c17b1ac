import ChartVoiceTestSupport
import Foundation
import Testing

/// Interrupting chartvoice while it writes leaves no temporary file and no partial output.
@Suite struct InterruptTests {
  /// A long series, so the audio (and its write) is large enough to interrupt mid-write.
  static func longSeriesCSV() -> String {
    var text = "t,v\n"
    for index in 0..<20_000 {
      text += "\(index),\(String(format: "%.3f", sin(Double(index) / 50) * 100 + Double(index) * 0.01))\n"
    }
    return text
  }

  /// Whether process `pid` has an unnamed (`O_TMPFILE`) file open in `folder`: Linux shows
  /// one in `/proc/<pid>/fd` as `<folder>/#<inode> (deleted)`.
  static func holdsUnnamedFile(_ pid: Int32, in folder: URL) -> Bool {
    let fds = "/proc/\(pid)/fd"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: fds) else { return false }
    let prefix = folder.resolvingSymlinksInPath().path + "/#"
    return names.contains { name in
      let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: fds + "/" + name)) ?? ""
      return target.hasPrefix(prefix) && target.hasSuffix("(deleted)")
    }
  }

  @Test func terminatingDuringTheWriteRemovesTheTemporaryFile() throws {
    let directory = try TemporaryDirectory()
    try directory.write("long.csv", Self.longSeriesCSV())
    var caughtMidWrite = false
    // The write lasts a fraction of a second; longer audio makes it easier to catch.
    for duration in ["60", "180", "360"] where !caughtMidWrite {
      let process = Process()
      process.executableURL = try RunExecutable.chartvoiceURL()
      process.arguments = ["sonify", "long.csv", "--duration", duration, "--sample-rate", "48000", "-o", "big.wav"]
      process.currentDirectoryURL = directory.url
      process.standardError = FileHandle.nullDevice
      try process.run()
      let deadline = Date().addingTimeInterval(120)
      var signal = SIGTERM
      while process.isRunning, Date() < deadline {
        if try directory.contents().contains(where: { $0.hasSuffix(".tmp") }) {
          process.terminate()  // SIGTERM, while the named temporary file exists
          caughtMidWrite = true
          break
        }
        if Self.holdsUnnamedFile(process.processIdentifier, in: directory.url) {
          // O_TMPFILE: the file has no name until it is complete, so even SIGKILL, which no
          // handler can catch, leaves nothing.
          kill(process.processIdentifier, SIGKILL)
          signal = SIGKILL
          caughtMidWrite = true
          break
        }
        usleep(2_000)
      }
      process.waitUntilExit()
      let left = try directory.contents().filter { $0 != "long.csv" }
      if caughtMidWrite {
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
        #expect(left.isEmpty, "left behind: \(left)")
      } else {
        #expect(left == ["big.wav"], "a finished run leaves only its output: \(left)")
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("big.wav"))
      }
    }
    #expect(caughtMidWrite, "never caught the write in progress; the test proved nothing")
  }
}
