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
      name: "y", valueName: "column", help: "CSV: a column of y values; repeat or list several (default: every other numeric column).",
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
    let bytes: [UInt8]
    do {
      if fromStandardInput {
        bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
      } else {
        bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      }
    } catch {
      // Foundation reports a directory as "The operation could not be completed", and reads the
      // empty path as the working directory.
      var isDirectory: ObjCBool = false
      let detail: String
      if path.isEmpty {
        detail = "no such file"
      } else if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        detail = "it is a directory, not a file"
      } else {
        detail = describe(error)
      }
      throw CLIError.failure("Error: cannot read '\(path)': \(detail)")
    }
    let format: InputFormat
    if let declared = arguments.value("input-format").flatMap(InputFormat.init(rawValue:)) {
      format = declared
    } else if !fromStandardInput, let fromName = InputFormat(path: path) {
      format = fromName
    } else {
      format = InputFormat(sniffing: bytes)
    }
    let csvFlags = ["x", "y", "series", "kind", "title"].filter { arguments.values[$0] != nil }
    if format == .json, let flag = csvFlags.first {
      throw CLIError.usage("'--\(flag)' applies to CSV and TSV input only; '\(source)' is chart JSON", command: command)
    }
    do {
      switch format {
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
        return try CSVReader.read(bytes, source: source, options: options)
      }
    } catch let error as ChartModelError {
      throw CLIError.failure(error.description)
    } catch {
      throw CLIError.failure("Error: \(source): \(error)")
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
