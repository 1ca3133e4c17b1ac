import ChartVoiceTestSupport
import Foundation
import Testing

/// `chartvoice describe` on Vega-Lite specs, messy CSV and many inputs at once, run as users run it:
/// the built binary, its standard output and error, and its exit code.
@Suite struct DescribeInputsTests {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `chartvoice` binary built beside this test bundle.
  static let binary: URL = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for folder in [
      bundle, bundle.deletingLastPathComponent(),
      RepositoryPaths.root.appendingPathComponent(".build/debug"),
    ] {
      let candidate = folder.appendingPathComponent("chartvoice")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return RepositoryPaths.root.appendingPathComponent(".build/debug/chartvoice")
  }()

  static func run(_ arguments: [String], in directory: URL? = nil) throws -> Run {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var environment = ProcessInfo.processInfo.environment
    environment["CHARTVOICE_LOCALES_DIR"] = RepositoryPaths.locales.path
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read both pipes before waiting, so a full pipe cannot block the child.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  static let fixtures = RepositoryPaths.fixtures.appendingPathComponent("vega-lite")

  /// A fresh folder, removed by the caller.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "chartvoice-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func describesAVegaLiteSpecWithItsDataBesideIt() throws {
    let run = try Self.run(["describe", "specs/bar.vl.json", "--level", "alt"], in: Self.fixtures)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("Bar chart of b by a"))
    // The corpus's URLs are relative to the folder above specs/: the working directory, here.
    let weather = try Self.run(
      ["describe", "specs/stacked_bar_weather.vl.json", "--level", "alt"], in: Self.fixtures)
    #expect(weather.status == 0, "\(weather.stderr)")
    let based = try Self.run([
      "describe", Self.fixtures.appendingPathComponent("specs/stacked_bar_weather.vl.json").path,
      "--base",
      Self.fixtures.path, "--format", "json",
    ])
    #expect(based.status == 0, "\(based.stderr)")
    #expect(based.stdout.contains("\"drizzle\""))
  }

  /// `--x-recurring`: a CSV column of month numbers, named in the output language; the same
  /// table in German and Arabic names the same months, and the JSON output gives the positions.
  @Test func csvMonthNumbersAreNamedInTheOutputLanguage() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let csv = "month,visits\n" + (1...12).map { "\($0),\(100 + $0 * 7 % 5)" }.joined(separator: "\n") + "\n"
    try Data(csv.utf8).write(to: folder.appendingPathComponent("months.csv"))
    let german = try Self.run(
      ["describe", "months.csv", "--x-recurring", "monthOfYear", "--locale", "de", "--level", "readout"], in: folder)
    #expect(german.status == 0, "\(german.stderr)")
    #expect(german.stdout.contains("Januar") && german.stdout.contains("Dezember"), "\(german.stdout)")
    let json = try Self.run(
      ["describe", "months.csv", "--x-recurring", "monthOfYear", "--locale", "ar", "--format", "json"], in: folder)
    #expect(json.status == 0, "\(json.stderr)")
    #expect(json.stdout.contains("\"recurring\": \"monthOfYear\""), "\(json.stdout)")
    #expect(json.stdout.contains("يناير"))
    // Without the option, the numbers are a numeric axis.
    let plain = try Self.run(["describe", "months.csv", "--format", "json"], in: folder)
    #expect(!plain.stdout.contains("\"recurring\""))
    let bad = try Self.run(["describe", "months.csv", "--x-recurring", "dayOfWeek"], in: folder)
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("'8' is not a position in dayOfWeek"), "\(bad.stderr)")
  }

  @Test func refusesWhatItCannotDescribeWithExitOne() throws {
    // A strip in a layer (as a bullet chart draws its bars) has nothing to compare its values by.
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec =
      #"{"data": {"values": [{"t": 1}, {"t": 4}]}, "layer": [{"mark": "tick", "encoding": {"x": {"field": "t", "type": "quantitative"}}}]}"#
    try Data(spec.utf8).write(to: folder.appendingPathComponent("strip.vl.json"))
    let run = try Self.run(["describe", "strip.vl.json"], in: folder)
    #expect(run.status == 1)
    #expect(
      run.stderr.hasPrefix("strip.vl.json:1:63: error: unsupported: a one-dimensional 'tick' plot"), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test func aRemoteURLNamesTheOptionForALocalCopy() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec =
      #"{"$schema": "https://vega.github.io/schema/vega-lite/v6.json", "data": {"url": "https://example.com/d.csv"}, "mark": "bar", "encoding": {"x": {"field": "a", "type": "nominal"}, "y": {"field": "b", "type": "quantitative"}}}"#
    try Data(spec.utf8).write(to: folder.appendingPathComponent("remote.json"))
    let refused = try Self.run(["describe", "remote.json"], in: folder)
    #expect(refused.status == 1)
    #expect(
      refused.stderr.contains(
        "the reader never reads the network; save the file and give it with --data FILE"))
    try Data("a,b\nx,3\ny,4\n".utf8).write(to: folder.appendingPathComponent("local.csv"))
    let local = try Self.run(
      ["describe", "remote.json", "--data", "local.csv", "--level", "alt"], in: folder)
    #expect(local.status == 0, "\(local.stderr)")
    #expect(local.stdout.contains("y is highest at 4"))
  }

  @Test func messyCSVWithADecimalCommaAndNotices() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      "Monat;Umsatz\n2024-01;\"1.234,50 €\"\n2024-02;NA\n2024-02;2.000 €\n2024-03;1.500 €\n".utf8
    )
    .write(to: folder.appendingPathComponent("umsatz.csv"))
    let run = try Self.run(
      ["describe", "umsatz.csv", "--decimal", ",", "--format", "json"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("\"unit\" : \"EUR\"") || run.stdout.contains("\"unit\": \"EUR\""))
    #expect(
      run.stderr
        == "umsatz.csv: warning: 1 row repeats an x value (first '2024-02-01'); each x holds the mean of its rows\n"
    )
    // Without --decimal the numbers show the decimal comma ("1.234,50 €"): the same chart, in
    // English as in German (issue 11 §6: the output language never changes how numbers read).
    for locale in ["en", "de"] {
      let withoutOption = try Self.run(
        ["describe", "umsatz.csv", "--format", "json", "--locale", locale], in: folder)
      #expect(withoutOption.status == 0, "\(withoutOption.stderr)")
      #expect(withoutOption.stdout.contains("1234.5"), "\(withoutOption.stdout)")
    }
    // An explicit --decimal still decides.
    let forced = try Self.run(["describe", "umsatz.csv", "--decimal", "."], in: folder)
    #expect(forced.status == 1)
    #expect(forced.stderr.contains("use --decimal ,"))
  }

  @Test func manyInputsIntoAFolderOneBadOneStopsNothing() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    try Data("x,y\n1,2\n2,3\n3,5\n".utf8).write(to: folder.appendingPathComponent("good.csv"))
    try Data("x,y\n1,2\n2,oops\n3,4\n".utf8).write(to: folder.appendingPathComponent("bad.csv"))
    let specs = Self.fixtures.appendingPathComponent("specs")
    let run = try Self.run(
      [
        "describe", "good.csv", "bad.csv", specs.appendingPathComponent("bar.vl.json").path,
        specs.appendingPathComponent("arc_pie.vl.json").path, "--out-dir", out.path, "--format",
        "markdown",
      ], in: folder)
    #expect(run.status == 1)
    #expect(run.stderr.contains("bad.csv:3:2: error: 'y': 'oops' is not a number"))
    #expect(run.stderr.contains("Wrote 3 of 4 descriptions into"))
    let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(written == ["arc_pie.md", "bar.md", "good.md"])
    let markdown = try String(contentsOf: out.appendingPathComponent("bar.md"), encoding: .utf8)
    #expect(markdown.hasPrefix("## Alt text\n\nBar chart of b by a"))
    #expect(markdown.contains("    - 1 of 9: A, 28"))

    let allGood = try Self.run(
      ["describe", "good.csv", "--out-dir", out.path, "--format", "json"], in: folder)
    #expect(allGood.status == 0)
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("good.json").path))
  }

  @Test func severalInputsNeedAnOutputFolder() throws {
    let run = try Self.run(["describe", "a.csv", "b.csv"])
    #expect(run.status == 64)
    #expect(
      run.stderr.hasPrefix("Error: 2 inputs need '--out-dir <dir>' to write one description each"))
    let clash = try Self.run(["describe", "a/x.csv", "b/x.csv", "--out-dir", "/tmp/never"])
    #expect(clash.status == 64)
    #expect(clash.stderr.contains("would both be written to 'x.csv.txt'"))
  }
}
