import ChartModel
import Foundation

/// The formats `chartvoice` reads.
enum InputFormat: String, CaseIterable {
  case json
  case csv
  case tsv

  /// The format a file name implies, if any.
  init?(path: String) {
    switch URL(fileURLWithPath: path).pathExtension.lowercased() {
    case "json": self = .json
    case "csv": self = .csv
    case "tsv", "tab": self = .tsv
    default: return nil
    }
  }

  /// A guess from the first bytes: JSON starts with `{`, anything else is read as a table.
  init(sniffing bytes: [UInt8]) {
    let first = bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }.first
    self = first == UInt8(ascii: "{") ? .json : .csv
  }
}

/// The options every subcommand that reads a chart shares.
enum InputOptions {
  static let specs: [OptionSpec] = [
    OptionSpec(
      name: "input-format", valueName: "input-format", help: "The input's format.",
      choices: InputFormat.allCases.map(\.rawValue), defaultValue: "from the file extension"),
    OptionSpec(name: "x", valueName: "column", help: "CSV: the column of x values (default: the first)."),
    OptionSpec(
      name: "y", valueName: "column", help: "CSV: a column of y values; name several after one --y, or repeat it (default: every other numeric column).",
      repeats: true),
    OptionSpec(name: "series", valueName: "column", help: "CSV: a column whose values name the series (long format)."),
    OptionSpec(
      name: "kind", valueName: "kind", help: "CSV: the kind of chart.",
      choices: ChartKind.allCases.map(\.rawValue), defaultValue: "line, or bar for categories"),
    OptionSpec(name: "title", valueName: "title", help: "CSV: the chart's title."),
  ]

  static let argument = ArgumentSpec(
    name: "input", help: "The chart: a chart JSON file, or a CSV or TSV table. '-' or nothing reads standard input.")

  /// Reads and imports the chart the arguments name.
  static func loadChart(_ arguments: ParsedArguments, command: String) throws(CLIError) -> ChartDescriptor {
    let path = arguments.positionals.first ?? "-"
    let fromStandardInput = path == "-"
    if fromStandardInput, Terminal.isTerminal(STDIN_FILENO) {
      throw CLIError.usage(
        "Missing expected argument '<input>': give a chart file, or pipe one into standard input", command: command)
    }
    let source = fromStandardInput ? "<stdin>" : path
    let declared = arguments.value("input-format").flatMap(InputFormat.init(rawValue:))
    if !fromStandardInput { try checkReadable(path) }
    let csvFlags = ["x", "y", "series", "kind", "title"].filter { arguments.values[$0] != nil }

    // A table on disk is streamed in pieces (its columns, not its text, stay in memory);
    // everything else is read whole.
    var bytes: [UInt8] = []
    var format = declared ?? (fromStandardInput ? nil : InputFormat(path: path))
    if format == nil || format == .json || fromStandardInput {
      do {
        if fromStandardInput {
          bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
        } else {
          bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
      } catch {
        throw CLIError.failure("Error: cannot read '\(path)': \(describe(error))")
      }
      format = format ?? InputFormat(sniffing: bytes)
    }
    if format == .json, let flag = csvFlags.first {
      throw CLIError.usage("'--\(flag)' applies to CSV and TSV input only; '\(source)' is chart JSON", command: command)
    }
    do {
      switch format ?? .csv {
      case .json:
        return try ChartJSONReader.read(bytes, source: source)
      case .csv, .tsv:
        var options = CSVOptions()
        options.x = arguments.value("x")
        options.y = arguments.values["y"] ?? []
        options.series = arguments.value("series")
        options.kind = arguments.value("kind").flatMap(ChartKind.init(rawValue:))
        options.title = arguments.value("title")
        if format == .tsv { options.delimiter = UInt8(ascii: "\t") }
        if fromStandardInput {
          return try CSVReader.read(bytes, source: source, options: options)
        }
        return try CSVReader.read(contentsOf: path, source: source, options: options)
      }
    } catch {
      throw CLIError.failure(error.description)
    }
  }

  /// Fails early, in words, for what Foundation reports badly: the empty path (read as the working
  /// directory) and a directory ("The operation could not be completed").
  static func checkReadable(_ path: String) throws(CLIError) {
    var isDirectory: ObjCBool = false
    if path.isEmpty {
      throw CLIError.failure("Error: cannot read '': no such file")
    }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw CLIError.failure("Error: cannot read '\(path)': it is a directory, not a file")
    }
  }

  /// A file error in words, without Foundation's Objective-C phrasing.
  static func describe(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    switch nsError.code {
    case NSFileReadNoSuchFileError: return "no such file"
    case NSFileReadNoPermissionError: return "permission denied"
    default: return nsError.localizedDescription
    }
  }
}
