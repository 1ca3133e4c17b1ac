import ChartImport
import ChartModel
import ChartNarration
import ChartSupport
import Foundation

/// The formats `chartvoice` reads.
enum InputFormat: String, CaseIterable {
  case json
  case vegaLite = "vega-lite"
  case csv
  case tsv

  /// The format a file name implies, if any (`.vl.json` is Vega-Lite; other `.json` files are
  /// told apart by their content).
  init?(path: String) {
    if path.lowercased().hasSuffix(".vl.json") {
      self = .vegaLite
      return
    }
    switch URL(fileURLWithPath: path).pathExtension.lowercased() {
    case "json": self = .json
    case "csv": self = .csv
    case "tsv", "tab": self = .tsv
    default: return nil
    }
  }

  /// A guess from the first bytes: JSON starts with `{`, anything else is read as a table.
  init(sniffing bytes: [UInt8]) {
    let first = bytes.drop {
      $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF
    }.first
    self = first == UInt8(ascii: "{") ? .json : .csv
  }
}

/// How to read one input: everything the command line says about it.
struct InputSettings: Sendable {
  var declaredFormat: InputFormat?
  var csv = CSVOptions()
  /// Names of the CSV options given, for the error when the input is not a table.
  var csvFlags: [String] = []
  var vegaLite = VegaLiteOptions()
  /// `--data` given, for the error when the input is not Vega-Lite.
  var dataFlag: String?
  /// The largest input read whole into memory (JSON, Vega-Lite, and anything on standard input);
  /// CSV and TSV files are streamed and have no limit.
  var maximumWholeInputBytes = InputOptions.defaultMaximumInputMegabytes << 20
}

/// The options every subcommand that reads a chart shares.
enum InputOptions {
  /// Chart JSON parses into a tree about ten times its size, so 64 MB of JSON (about three
  /// million points) is near a gigabyte of memory.
  static let defaultMaximumInputMegabytes = 64

  /// The values `--max-input-mb` accepts: at least one megabyte, at most 16 GB.
  static let inputMegabytes: ClosedRange<Int> = 1...16_384

  /// `--max-input-mb`: the largest input read whole, in megabytes.
  static let maximumInputMegabytes = TypedOption<Int>.integer(
    OptionSpec(
      name: "max-input-mb", valueName: "megabytes",
      help:
        "The largest input read whole: chart JSON, Vega-Lite, or anything on standard input. CSV and TSV files are streamed whatever their size.",
      defaultValue: "\(defaultMaximumInputMegabytes)"),
    in: inputMegabytes, of: "megabytes")

  static let inputFormat = TypedOption<InputFormat>.choice(
    OptionSpec(
      name: "input-format", valueName: "input-format", help: "The input's format.",
      defaultValue: "from the file extension and content"))
  static let x = TypedOption<String>(
    OptionSpec(name: "x", valueName: "column", help: "The column of x values (default: the first)."))
  static let y = TypedOption<String>(
    OptionSpec(
      name: "y", valueName: "column",
      help: "A column of y values; name several after one --y, or repeat it (default: every other numeric column).",
      repeats: true))
  static let series = TypedOption<String>(
    OptionSpec(name: "series", valueName: "column", help: "A column whose values name the series (long format)."))
  static let kind = TypedOption<ChartKind>.choice(
    OptionSpec(name: "kind", valueName: "kind", help: "The kind of chart.", defaultValue: "line, or bar for categories")
  )
  static let title = TypedOption<String>(OptionSpec(name: "title", valueName: "title", help: "The chart's title."))
  static let xRecurring = TypedOption<SeasonalCycle>.choice(
    OptionSpec(
      name: "x-recurring", valueName: "cycle",
      help:
        "The x values are positions in a cycle, named in the output language: months 1-12, weekdays 1 (Monday) to 7, quarters 1-4, hours 0-23."
    ))
  static let decimal = TypedOption<DecimalSeparator>.choice(
    OptionSpec(
      name: "decimal", valueName: "separator",
      help: "The decimal separator of the numbers; thousands are grouped by the other one.",
      defaultValue: "what the numbers show, else '.'"))
  static let base = TypedOption<String>(
    OptionSpec(
      name: "base", valueName: "dir",
      help: "The folder data URLs are relative to (default: the spec's folder, then the working directory)."))
  static let data = TypedOption<String>(
    OptionSpec(
      name: "data", valueName: "file",
      help: "A local CSV, TSV or JSON file to read in place of the spec's data (chartvoice never reads the network)."))

  /// `--view`: one view of a composed chart.
  static let view = TypedOption<Int>.integer(
    OptionSpec(
      name: "view", valueName: "n",
      help:
        "Describe only view N of a composed chart (concat, repeat or facet), numbered from 1 in reading order: left to right, then top to bottom."
    ),
    in: 1...1_000_000)

  /// How any input is read.
  static let input = OptionGroup(title: "INPUT OPTIONS", options: [maximumInputMegabytes.spec, inputFormat.spec])
  /// How a CSV or TSV table is read.
  static let csvOptions = OptionGroup(
    title: "CSV OPTIONS", options: [x.spec, y.spec, series.spec, kind.spec, title.spec, decimal.spec, xRecurring.spec])
  /// Where a Vega-Lite spec's data comes from.
  static let vegaLiteOptions = OptionGroup(title: "VEGA-LITE OPTIONS", options: [base.spec, data.spec, view.spec])

  /// Every group of input options, as the commands that read a chart list them, and `--jobs`.
  static let groups = [input, csvOptions, vegaLiteOptions, JobsOption.group]

  static let argument = ArgumentSpec(
    name: "input",
    help:
      "The chart: a chart JSON file (or an app's AXChartDescriptor as JSON), a Vega-Lite spec, or a CSV or TSV table. '-' or nothing reads standard input."
  )

  /// Several inputs, for `describe`'s batch mode.
  static let inputs = ArgumentSpec(
    name: "input",
    help:
      "The charts: chart JSON files (or AXChartDescriptors as JSON), Vega-Lite specs, or CSV or TSV tables. '-' or nothing reads one from standard input; several need --out-dir.",
    repeats: true)

  /// What the arguments say about reading inputs.
  static func settings(_ arguments: ParsedArguments, command: String) throws(CLIError) -> InputSettings {
    var settings = InputSettings()
    settings.declaredFormat = arguments.value(inputFormat)
    settings.csvFlags = csvOptions.options.filter(arguments.isGiven).map(\.name)
    settings.csv.x = arguments.value(x)
    settings.csv.y = arguments.values(y)
    settings.csv.series = arguments.value(series)
    settings.csv.kind = arguments.value(kind)
    settings.csv.title = arguments.value(title)
    settings.csv.xRecurring = arguments.value(xRecurring)
    settings.csv.maxConcurrency = JobsOption.threads(arguments)
    // Raw events are summed into their buckets: no row may be averaged away first.
    settings.csv.mergesRepeatedX = arguments.value(AnalysisOptions.bucket) == nil
    // Without --decimal the numbers decide, never the output language: a CSV with 1,234.5 reads
    // the same in English and in German.
    settings.csv.decimalSeparator = arguments.value(decimal)
    settings.vegaLite.baseDirectory = arguments.value(base)
    settings.vegaLite.dataFile = arguments.value(data)
    settings.dataFlag = arguments.value(data)
    if let megabytes = arguments.value(maximumInputMegabytes) {
      settings.maximumWholeInputBytes = megabytes << 20
    }
    return settings
  }

  /// Reads and imports the one chart the arguments name (a composed chart's view chosen with
  /// `--view`), printing its notices on standard error.
  static func loadChart(_ arguments: ParsedArguments, command: String) throws(CLIError) -> ChartDescriptor {
    let set = try loadChartSet(arguments, command: command)
    guard !set.isComposed else {
      throw CLIError.usage(
        "'\(arguments.positionals.first ?? "-")' holds \(set.viewCount) views; choose one with --view N (1 to \(set.viewCount))",
        command: command)
    }
    return set.views[0].chart
  }

  /// Reads and imports the chart or set of charts the arguments name, printing its notices on
  /// standard error; with `--view N`, view N alone.
  static func loadChartSet(_ arguments: ParsedArguments, command: String) throws(CLIError) -> ChartSet {
    let path = arguments.positionals.first ?? "-"
    let settings = try settings(arguments, command: command)
    if path == "-", Terminal.isTerminal(STDIN_FILENO) {
      throw CLIError.usage(
        "Missing expected argument '<input>': give a chart file, or pipe one into standard input", command: command)
    }
    var set = try readChartSet(path, settings: settings, command: command)
    if let number = arguments.value(view) {
      do {
        set = ChartSet(single: try set.view(number))
      } catch {
        // A view that exists but cannot be described is the input's problem, not the command line's.
        if case .notDescribed = error {
          throw CLIError.failure("\(path == "-" ? "<stdin>" : path): --view \(number): \(error)")
        }
        throw CLIError.usage("--view \(number): \(error)", command: command)
      }
    }
    reportNotices(set, source: path == "-" ? "<stdin>" : path)
    return set
  }

  /// A set's notices and each view's, as `commandLineText` lines (a view's prefixed with its number).
  static func noticeLines(_ set: ChartSet) -> [String] {
    var lines = set.notices.map(\.commandLineText)
    for (index, view) in set.views.enumerated() {
      let prefix = set.isComposed ? "view \(index + 1) ('\(view.path)'): " : ""
      lines += view.chart.notices.map { prefix + $0.commandLineText }
    }
    return lines
  }

  /// Prints a chart's notices as warnings: `sales.csv: warning: …`.
  static func reportNotices(_ set: ChartSet, source: String) {
    for line in noticeLines(set) {
      Terminal.writeError("\(source): warning: \(line)\n")
    }
  }

  /// Reads one input: a path, or `-` for standard input. Only a Vega-Lite spec can compose views;
  /// any other input is a set of one chart.
  static func readChartSet(_ path: String, settings: InputSettings, command: String) throws(CLIError) -> ChartSet {
    let fromStandardInput = path == "-"
    let source = fromStandardInput ? "<stdin>" : path
    if !fromStandardInput { try checkReadable(path) }
    // A FIFO or process substitution (`<(…)`) can be read only once: like standard input, it is
    // read whole, then parsed from memory.
    var readsOnce = fromStandardInput || !isRegularFile(path)
    // UTF-16 (with a byte-order mark, as Windows tools save text) is converted to UTF-8.
    let isUTF16 = !readsOnce && UTF16Input.isUTF16(prefixOf: path)
    if isUTF16 { readsOnce = true }

    // A table on disk is streamed in pieces (its columns, not its text, stay in memory);
    // everything else is read whole.
    var bytes: [UInt8] = []
    var format = settings.declaredFormat ?? (fromStandardInput ? nil : InputFormat(path: path))
    if format != .csv && format != .tsv || readsOnce {
      bytes = try readWhole(path, source: source, limit: settings.maximumWholeInputBytes)
      if UTF16Input.isUTF16(bytes) {
        guard let converted = UTF16Input.utf8(bytes) else {
          throw CLIError.located(
            "\(source):1: error: the text is UTF-16 but not valid UTF-16; save the file as UTF-8")
        }
        bytes = converted
      }
      format = format ?? InputFormat(sniffing: bytes)
      if format == .json, settings.declaredFormat == nil, VegaLiteReader.isVegaLite(bytes) { format = .vegaLite }
    }
    if format == .json || format == .vegaLite, let flag = settings.csvFlags.first {
      throw CLIError.usage(
        "'--\(flag)' applies to CSV and TSV input only; '\(source)' is \(format == .json ? "chart JSON" : "a Vega-Lite spec")",
        command: command)
    }
    if format != .vegaLite, settings.dataFlag != nil {
      throw CLIError.usage("'--data' applies to Vega-Lite specs only; '\(source)' is not one", command: command)
    }
    if format == .csv || format == .tsv || format == nil {
      if readsOnce {
        try checkIsText(bytes, source: source)
      } else if let handle = FileHandle(forReadingAtPath: path) {
        let prefix = (try? handle.read(upToCount: 65_536)) ?? Data()
        try? handle.close()
        try checkIsText(prefix, source: source)
      }
    }
    do {
      switch format ?? .csv {
      case .json:
        // An app's exported AXChartDescriptor (series of `dataPoints`) or chart JSON.
        if AXChartReader.isAXChart(bytes) { return ChartSet(single: try AXChartReader.read(bytes, source: source)) }
        return ChartSet(single: try ChartJSONReader.read(bytes, source: source))
      case .vegaLite:
        var options = settings.vegaLite
        if !fromStandardInput {
          options.specDirectory =
            (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        }
        return try VegaLiteReader.readSet(bytes, source: source, options: options)
      case .csv, .tsv:
        var options = settings.csv
        if format == .tsv { options.delimiter = UInt8(ascii: "\t") }
        // A table of millions of rows: its buffers reuse the memory of those freed before.
        LargeInputMemory.prepare(forInputBytes: readsOnce ? bytes.count : byteCount(ofFile: path))
        if readsOnce {
          return ChartSet(single: try CSVReader.read(bytes, source: source, options: options))
        }
        return ChartSet(single: try CSVReader.read(contentsOf: path, source: source, options: options))
      }
    } catch {
      throw CLIError(error)
    }
  }

  /// The size of the file at `path` in bytes, 0 when it cannot be told.
  static func byteCount(ofFile path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : 0
  }

  /// Whether `path` names a regular file (through links); a FIFO, a device or a socket is not.
  static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// Fails early, in words, for what Foundation reports badly: the empty path (read as the working
  /// directory) and a directory ("The operation could not be completed").
  static func checkReadable(_ path: String) throws(CLIError) {
    var isDirectory: ObjCBool = false
    if path.isEmpty {
      throw CLIError.failure("cannot read '': no such file")
    }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw CLIError.failure("cannot read '\(path)': it is a directory, not a file")
    }
  }

  /// Reads a file or standard input whole, refusing more than `limit` bytes with an error that
  /// names the limit and how to raise it, before the memory is spent.
  static func readWhole(_ path: String, source: String, limit: Int) throws(CLIError) -> [UInt8] {
    func tooLarge(_ size: Int?) -> CLIError {
      let what = size.map { "is \($0 >> 20) MB, more than" } ?? "holds more than"
      return .failure(
        "'\(source)' \(what) the \(limit >> 20) MB chartvoice reads whole; "
          + "raise the limit with --max-input-mb, or give the data as a CSV file, which is streamed")
    }
    let handle: FileHandle
    if path == "-" {
      handle = FileHandle.standardInput
    } else {
      if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > limit {
        throw tooLarge(size)
      }
      do {
        handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      } catch {
        throw CLIError.failure("cannot read '\(path)': \(describe(error))")
      }
    }
    var bytes: [UInt8] = []
    do {
      while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
        bytes.append(contentsOf: chunk)
        if bytes.count > limit { throw tooLarge(nil) }
      }
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError.failure("cannot read '\(path)': \(describe(error))")
    }
    return bytes
  }

  /// Fails when a table's first 64 KiB hold a NUL byte: binary data (an image, a spreadsheet, a
  /// zip) would otherwise be reported as a confusing row-length error.
  ///
  /// - Complexity: O(*n*) in the bytes looked at; contiguous bytes (`Data`, arrays) are searched by
  ///   `memchr`, not one element at a time.
  static func checkIsText(_ prefix: some Collection<UInt8>, source: String) throws(CLIError) {
    let limit = 65_536
    let hasNul =
      prefix.withContiguousStorageIfAvailable { bytes in
        bytes.baseAddress.map { memchr($0, 0, min(bytes.count, limit)) != nil } ?? false
      } ?? prefix.prefix(limit).contains(0)
    guard hasNul, let nul = prefix.prefix(limit).firstIndex(of: 0) else { return }
    let line = 1 + prefix[..<nul].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    throw CLIError.located("\(source):\(line): error: binary data (byte 0x00); a CSV or TSV file is text")
  }

  /// A file error in words, without Foundation's Objective-C phrasing.
  static func describe(_ error: any Error) -> String {
    let nsError = error as NSError
    var posix: Int32?
    if nsError.domain == NSPOSIXErrorDomain { posix = Int32(nsError.code) }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      posix = Int32(underlying.code)
    }
    switch posix {
    case ENOENT?: return "no such file"
    case EACCES?, EPERM?: return "permission denied"
    case EISDIR?: return "it is a directory, not a file"
    case let code?: return String(decoding: Array(String(cString: strerror(code)).utf8), as: UTF8.self).lowercased()
    case nil: break
    }
    switch nsError.code {
    case NSFileReadNoSuchFileError: return "no such file"
    case NSFileReadNoPermissionError: return "permission denied"
    default: return nsError.localizedDescription
    }
  }
}

/// UTF-16 text, recognised by its byte-order mark or, without one, by the zero bytes of ASCII
/// text in UTF-16, and converted to UTF-8 (rather than refused as binary).
enum UTF16Input {
  static func isUTF16(_ bytes: some Collection<UInt8>) -> Bool {
    let head = Array(bytes.prefix(4))
    guard head.count >= 2 else { return false }
    if head[0] == 0xFF && head[1] == 0xFE || head[0] == 0xFE && head[1] == 0xFF { return true }
    // "a\0b\0" (little-endian) or "\0a\0b" (big-endian): ASCII text in UTF-16.
    guard head.count == 4 else { return false }
    return head[0] != 0 && head[1] == 0 && head[2] != 0 && head[3] == 0
      || head[0] == 0 && head[1] != 0 && head[2] == 0 && head[3] != 0
  }

  /// Whether the file at `path` starts as UTF-16 text.
  static func isUTF16(prefixOf path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    return isUTF16((try? handle.read(upToCount: 4)) ?? Data())
  }

  /// The text as UTF-8, without the byte-order mark; `nil` when it is not valid UTF-16.
  static func utf8(_ bytes: [UInt8]) -> [UInt8]? {
    var bigEndian = bytes.count >= 2 && (bytes[0] == 0xFE && bytes[1] == 0xFF || bytes[0] == 0 && bytes[1] != 0)
    var start = 0
    if bytes.count >= 2, bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF {
      bigEndian = bytes[0] == 0xFE
      start = 2
    }
    guard (bytes.count - start) % 2 == 0 else { return nil }
    var units: [UInt16] = []
    units.reserveCapacity((bytes.count - start) / 2)
    var index = start
    while index < bytes.count {
      let (a, b) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
      units.append(bigEndian ? a << 8 | b : b << 8 | a)
      index += 2
    }
    var output: [UInt8] = []
    output.reserveCapacity(units.count)
    // `transcode` returns whether it stopped on an error (a lone surrogate).
    let failed = transcode(
      units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true
    ) { output.append($0) }
    return failed ? nil : output
  }
}
