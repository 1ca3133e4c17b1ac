import ChartAudio
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct WAVWriterTests {
  /// A fresh directory per test, removed afterwards; tests run in parallel.
  struct Scratch: ~Copyable {
    let path: String
    init() throws {
      path =
        FileManager.default.temporaryDirectory
        .appendingPathComponent("chartvoice-wav-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func file(_ name: String) -> String { path + "/" + name }
    /// The directory's entries, hidden ones (temporary files) included.
    func listing() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
  }

  static let tone = PCMBuffer(
    sampleRate: 22_050, channelCount: 1,
    samples: (0..<2_205).map { Float(sin(Double($0) * 2 * .pi * 440 / 22_050)) * 0.5 })

  @Test func writesAReadableFile() throws {
    let scratch = try Scratch()
    let target = scratch.file("speech.wav")
    try WAVWriter.write(Self.tone, to: target)
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: target)))
    #expect(bytes.count == 44 + 2 * 2_205)
    #expect(bytes == WAVEncoder.encode(Self.tone))
    #expect(try scratch.listing() == ["speech.wav"])
  }

  @Test func missingDirectoryThrowsAndLeavesNothing() throws {
    let scratch = try Scratch()
    let target = scratch.file("missing/speech.wav")
    #expect(
      throws: AudioError.cannotWrite(
        path: target, detail: "the directory '\(scratch.file("missing"))' does not exist")
    ) {
      try WAVWriter.write(Self.tone, to: target)
    }
    #expect(try scratch.listing() == [])
  }

  @Test func parentThatIsAFileThrowsAndLeavesNothingNew() throws {
    let scratch = try Scratch()
    try Data("x".utf8).write(to: URL(fileURLWithPath: scratch.file("notes.txt")))
    let target = scratch.file("notes.txt/speech.wav")
    #expect(
      throws: AudioError.cannotWrite(
        path: target, detail: "a part of the path is not a directory")
    ) {
      try WAVWriter.write(Self.tone, to: target)
    }
    #expect(try scratch.listing() == ["notes.txt"])
  }

  @Test func targetThatIsADirectoryThrowsAndRemovesTheTemporaryFile() throws {
    let scratch = try Scratch()
    try FileManager.default.createDirectory(
      atPath: scratch.file("out.wav"), withIntermediateDirectories: false)
    #expect(
      throws: AudioError.cannotWrite(
        path: scratch.file("out.wav"), detail: "a directory of that name exists")
    ) {
      try WAVWriter.write(Self.tone, to: scratch.file("out.wav"))
    }
    #expect(try scratch.listing() == ["out.wav"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.file("out.wav")) == [])
  }

  @Test func pathEndingInASlashIsRefused() throws {
    let scratch = try Scratch()
    let error = #expect(throws: AudioError.self) {
      try WAVWriter.write(Self.tone, to: scratch.path + "/")
    }
    #expect(error?.description.contains("names a directory") == true)
    #expect(try scratch.listing() == [])
  }

  @Test(.enabled(if: geteuid() != 0, "root may write anywhere"))
  func unwritableDirectoryThrowsAndLeavesNothing() throws {
    let scratch = try Scratch()
    let locked = scratch.file("locked")
    try FileManager.default.createDirectory(
      atPath: locked, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o555])
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked)
    }
    #expect(throws: AudioError.self) {
      try WAVWriter.write(Self.tone, to: locked + "/speech.wav")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: locked) == [])
  }

  @Test func replacesAnExistingFileKeepingItsPermissions() throws {
    let scratch = try Scratch()
    let target = scratch.file("speech.wav")
    try Data("an older, longer file that is not audio at all".utf8)
      .write(to: URL(fileURLWithPath: target))
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
    let before = try #require(inode(of: target))

    let short = PCMBuffer(sampleRate: 22_050, channelCount: 1, samples: [0.1])
    try WAVWriter.write(short, to: target)

    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: target)))
    #expect(bytes == WAVEncoder.encode(short))
    // A new inode: the file was renamed into place, not rewritten in place.
    #expect(inode(of: target) != before)
    let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
    #expect(mode == 0o640)
    #expect(try scratch.listing() == ["speech.wav"])
  }

  @Test func failedReplacementLeavesTheOldFile() throws {
    let scratch = try Scratch()
    let target = scratch.file("speech.wav")
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    // Writing through a non-directory fails before anything touches the target.
    #expect(throws: AudioError.self) {
      try WAVWriter.write(Self.tone, to: target + "/inner.wav")
    }
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
    #expect(try scratch.listing() == ["speech.wav"])
  }

  @Test func writesAStreamToAHandle() throws {
    let scratch = try Scratch()
    let target = scratch.file("stream.wav")
    #expect(FileManager.default.createFile(atPath: target, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: target))
    try WAVWriter.write(Self.tone, to: handle)
    try handle.close()
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: target)))
    #expect(bytes.count == 44 + 2 * 2_205)
    #expect(Array(bytes[40..<44]) == [0x3A, 0x11, 0x00, 0x00])  // 4410 data bytes
  }

  @Test func handleThatCannotBeWrittenThrowsWithItsName() throws {
    let scratch = try Scratch()
    let source = scratch.file("read-only.wav")
    #expect(FileManager.default.createFile(atPath: source, contents: Data()))
    let handle = try #require(FileHandle(forReadingAtPath: source))
    defer { try? handle.close() }
    let error = #expect(throws: AudioError.self) {
      try WAVWriter.write(Self.tone, to: handle, name: "-")
    }
    guard case .cannotWrite(let path, _) = error else {
      Issue.record("expected cannotWrite, got \(String(describing: error))")
      return
    }
    #expect(path == "-")
  }

  private func inode(of path: String) -> UInt64? {
    var info = stat()
    return stat(path, &info) == 0 ? UInt64(info.st_ino) : nil
  }
}
