import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// `-o`, `--transcript` and `--out-dir` never replace what is not a regular file (issue 13): a
/// FIFO (as a device would be) is written directly, a symbolic link is written through to its
/// target and kept, a socket is refused, and no temporary file is left anywhere.
@Suite struct AtomicFilePathTests {
  final class Folder {
    let path: String
    init() throws {
      path =
        FileManager.default.temporaryDirectory
        .appendingPathComponent("atomic-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    func file(_ name: String) -> String { path + "/" + name }
    func contents() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
  }

  static func drain(_ path: String) -> FIFODrain { FIFODrain(path) }

  @Test func aFIFOIsWrittenDirectlyAndStaysAFIFO() throws {
    let folder = try Folder()
    let fifo = folder.file("out.wav")
    #expect(mkfifo(fifo, 0o644) == 0)
    let reader = Self.drain(fifo)
    try AtomicFile.write(Array("sound".utf8), to: fifo)
    #expect(reader.value == Data("sound".utf8))
    #expect(FileSystemProbe.kind(fifo) == S_IFIFO)
    #expect(try folder.contents() == ["out.wav"])
  }

  @Test func aSymbolicLinkToAFIFOIsWrittenThrough() throws {
    let folder = try Folder()
    let fifo = folder.file("pipe")
    #expect(mkfifo(fifo, 0o644) == 0)
    #expect(symlink("pipe", folder.file("link.vtt")) == 0)
    let reader = Self.drain(fifo)
    try AtomicFile.write("WEBVTT\n", to: folder.file("link.vtt"))
    #expect(reader.value == Data("WEBVTT\n".utf8))
    #expect(FileSystemProbe.kind(folder.file("link.vtt")) == S_IFLNK)
    #expect(FileSystemProbe.kind(fifo) == S_IFIFO)
  }

  @Test func aSymbolicLinkIsWrittenThroughToItsTargetInAnotherFolder() throws {
    let folder = try Folder()
    let other = try Folder()
    try Data("old".utf8).write(to: URL(fileURLWithPath: other.file("target.txt")))
    #expect(chmod(other.file("target.txt"), 0o600) == 0)
    #expect(symlink(other.file("target.txt"), folder.file("link.txt")) == 0)
    try AtomicFile.write("new", to: folder.file("link.txt"))
    #expect(FileSystemProbe.kind(folder.file("link.txt")) == S_IFLNK)
    #expect(try String(contentsOfFile: other.file("target.txt"), encoding: .utf8) == "new")
    var info = stat()
    #expect(lstat(other.file("target.txt"), &info) == 0 && info.st_mode & 0o777 == 0o600)
    #expect(try folder.contents() == ["link.txt"])
    #expect(try other.contents() == ["target.txt"])
    // A dangling link makes its target.
    #expect(symlink("made.txt", folder.file("dangling.txt")) == 0)
    try AtomicFile.write("made", to: folder.file("dangling.txt"))
    #expect(FileSystemProbe.kind(folder.file("dangling.txt")) == S_IFLNK)
    #expect(try String(contentsOfFile: folder.file("made.txt"), encoding: .utf8) == "made")
  }

  @Test func aLinkLoopIsRefused() throws {
    let folder = try Folder()
    #expect(symlink("b", folder.file("a")) == 0)
    #expect(symlink("a", folder.file("b")) == 0)
    #expect(throws: FileWriteError.self) { try AtomicFile.write("x", to: folder.file("a")) }
    #expect(try folder.contents() == ["a", "b"])
  }

  @Test func aSocketIsRefusedAndKept() throws {
    let folder = try Folder()
    let path = folder.file("s.wav")
    let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in path.utf8.enumerated() where index < raw.count - 1 { raw[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(bound == 0)
    do {
      try AtomicFile.write("x", to: path)
      Issue.record("wrote to a socket")
    } catch {
      #expect("\(error)".contains("socket"), "\(error)")
    }
    #expect(FileSystemProbe.kind(path) == S_IFSOCK)
  }

  /// The unnamed temporary file (`O_TMPFILE`) never shows in the folder: a regular write leaves
  /// exactly the target, whether it made it or replaced it.
  @Test func aWriteLeavesOnlyItsFile() throws {
    let folder = try Folder()
    try AtomicFile.write("one", to: folder.file("a.txt"))
    try AtomicFile.write("two", to: folder.file("a.txt"))
    #expect(try folder.contents() == ["a.txt"])
    #expect(try String(contentsOfFile: folder.file("a.txt"), encoding: .utf8) == "two")
  }

  /// While the file is being written nothing in the folder names it, where the file system has
  /// unnamed files (`O_TMPFILE`): so a run killed with SIGKILL mid-write leaves nothing. (A
  /// named temporary file, which SIGKILL would leave, showed here.) Elsewhere the one file
  /// shown is this process's `.chartvoice-<pid>-*.tmp`, which a later run can tell is stale.
  @Test func nothingIsNamedWhileTheFileIsWritten() throws {
    let folder = try Folder()
    let probe = open(folder.path, 0o20_000_000 | O_DIRECTORY | O_WRONLY, 0o600)
    let hasUnnamedFiles = probe >= 0
    if hasUnnamedFiles { close(probe) }
    for round in 0..<2 {  // making the file, then replacing it
      var seen: [String] = []
      try AtomicFile.write(to: folder.file("a.wav")) { descriptor in
        seen = (try? folder.contents()) ?? ["?"]
        return AtomicFile.writeAll(Array("round \(round)".utf8), to: descriptor)
      }
      let earlier = round == 0 ? [] : ["a.wav"]
      if hasUnnamedFiles {
        #expect(seen == earlier)
      } else {
        let named = seen.filter { !earlier.contains($0) }
        #expect(named.count == 1 && named[0].hasPrefix(".chartvoice-\(getpid())-"), "\(seen)")
      }
      #expect(try folder.contents() == ["a.wav"])
    }
  }

  /// A `.chartvoice-<pid>-*.tmp` whose process is gone (a run killed with SIGKILL on a file
  /// system without unnamed files) is removed by the next write there; a live one is kept.
  @Test func staleTemporaryFilesAreRemoved() throws {
    let folder = try Folder()
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let stale = folder.file(".chartvoice-\(finished.processIdentifier)-abc.tmp")
    let live = folder.file(".chartvoice-\(getpid())-def.tmp")
    let other = folder.file(".chartvoice-notapid.tmp")
    for path in [stale, live, other] { try Data("x".utf8).write(to: URL(fileURLWithPath: path)) }
    try AtomicFile.write("new", to: folder.file("a.txt"))
    #expect(
      try folder.contents()
        == [".chartvoice-\(getpid())-def.tmp", ".chartvoice-notapid.tmp", "a.txt"])
  }
}
