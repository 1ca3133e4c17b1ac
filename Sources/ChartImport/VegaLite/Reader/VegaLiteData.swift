import ChartModel
internal import ChartSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a Vega-Lite spec's data comes from, and how to read it.
///
/// Data is inline (`values`: records, bare values, or CSV/TSV/JSON text with `format.type`), a
/// named dataset (`datasets`), a `sequence` generator, or a `url`. A URL is read only from the local
/// disk, resolved the way Vega's loader resolves it, against a base folder: ``VegaLiteOptions/
/// baseDirectory``, else the spec's own folder and then the working directory. chartvoice never
/// uses the network: a URL with a scheme (`https://…`) or a protocol-relative one (`//host/…`) is
/// refused, and so is any path that leaves the base folder (`../`, an absolute path, a symbolic
/// link pointing out). ``VegaLiteOptions/dataFile`` replaces the spec's data with a local file.
struct VLDataLoader {
  let options: VegaLiteOptions
  /// The datasets of the spec's top-level `datasets`, by name.
  let datasets: JSONFieldReader?

  /// The largest data file read, in bytes: more is refused before it is parsed.
  static let maximumFileBytes = 256 << 20

  /// The records of a `data` definition.
  ///
  /// - Parameters:
  ///   - allowOverride: whether ``VegaLiteOptions/dataFile`` replaces it (the spec's main data, not
  ///     a lookup's).
  ///   - temporalFields: the fields the spec uses as dates, which Vega-Lite parses as dates when it
  ///     loads the data (its implicit `parse`): text in any form ``VLDates/parse(_:)`` reads,
  ///     numbers as milliseconds since 1970.
  /// - Throws: ``ChartModelError`` naming the field and its line for a definition chartvoice cannot
  ///   read, and the data file and its line for a problem inside it.
  func load(
    _ data: JSONFieldReader, allowOverride: Bool = true, temporalFields: Set<String> = []
  ) throws(ChartModelError) -> [VLRecord] {
    try data.requireObject(allowedKeys: [
      "url", "values", "format", "name", "sequence", "sphere", "graticule",
    ])
    let format = try VLDataFormat(data.member("format"))
    var records: [VLRecord]
    if allowOverride, let file = options.dataFile {
      let bytes = try Self.readFile(atPath: file, shownAs: file)
      let type = VLDataFormat.type(ofPath: file) ?? format.type ?? "json"
      records = try parse(
        bytes, type: type, format: format, source: file, field: data, temporalFields: temporalFields
      )
    } else if let url = data.member("url") {
      let text = try url.string()
      let (path, shown) = try resolve(text, at: url)
      let bytes = try Self.readFile(atPath: path, shownAs: shown)
      let type = format.type ?? VLDataFormat.type(ofPath: text) ?? "json"
      records = try parse(
        bytes, type: type, format: format, source: shown, field: data,
        temporalFields: temporalFields)
    } else if let values = data.member("values") {
      switch values.value.kind {
      case .string(let text):
        records = try parse(
          Array(text.utf8), type: format.type ?? "json", format: format,
          source: values.location.description, field: data, temporalFields: temporalFields)
      default:
        records = try Self.records(from: values, property: format.property)
      }
    } else if let name = data.member("name") {
      let key = try name.string()
      guard let set = datasets?.member(key) else {
        throw name.invalid("no dataset named '\(key)' in the spec's 'datasets'")
      }
      records = try Self.records(from: set, property: format.property)
    } else if let sequence = data.member("sequence") {
      records = try Self.sequence(sequence)
    } else if let generator = data.member("sphere") ?? data.member("graticule") {
      throw ChartModelError.unsupported(generator.location, feature: VLGeo.generatorRefusal(generator))
    } else {
      throw data.invalid("expected 'values', 'url', 'name' or 'sequence'")
    }
    try format.applyParse(to: &records)
    let explicit = Set(format.parse.map(\.field))
    let dates = temporalFields.subtracting(explicit)
    if !dates.isEmpty {
      for index in records.indices {
        for field in dates {
          guard let value = records[index][field] else { continue }
          switch value {
          case .date, .null: continue
          case .string(let text) where text.isEmpty: records[index][field] = .null
          default: records[index][field] = VLDates.instant(of: value).map(VLValue.date) ?? .null
          }
        }
      }
    }
    return records
  }

  // MARK: - URLs

  /// The local path of a data URL, checked to lie inside the base folder, and the name to show.
  func resolve(_ url: String, at field: JSONFieldReader) throws(ChartModelError) -> (
    path: String, shown: String
  ) {
    let lower = url.lowercased()
    if lower.hasPrefix("//")
      || lower.range(of: "^[a-z][a-z0-9+.-]*:", options: .regularExpression) != nil
    {
      throw field.invalid(
        "'\(url)' is a remote or absolute URL, and the reader never reads the network",
        remedy: .saveAndGiveDataFile)
    }
    var relative = url
    if let query = relative.firstIndex(where: { $0 == "?" || $0 == "#" }) {
      relative = String(relative[..<query])
    }
    relative = relative.removingPercentEncoding ?? relative
    if relative.hasPrefix("/") {
      throw field.invalid(
        "'\(url)' is an absolute path, outside the base folder", remedy: .giveDataFile)
    }
    var bases: [String] = []
    if let base = options.baseDirectory {
      bases = [base]
    } else {
      if let folder = options.specDirectory { bases.append(folder) }
      bases.append(FileManager.default.currentDirectoryPath)
    }
    var looked: [String] = []
    for base in bases {
      let joined = (base as NSString).appendingPathComponent(relative)
      guard let realBase = Self.realPath(base) else {
        looked.append(base)
        continue
      }
      looked.append(realBase)
      guard let real = Self.realPath(joined) else { continue }
      guard real.hasPrefix(realBase.hasSuffix("/") ? realBase : realBase + "/") else {
        throw field.invalid(
          "'\(url)' leads outside the base folder '\(base)'", remedy: .giveBaseFolderOrDataFile)
      }
      return (real, joined)
    }
    let list = looked.map { "'\($0)'" }.joined(separator: ", ")
    throw field.invalid(
      "cannot find the data file '\(url)' in \(list)", remedy: .giveBaseFolderOrDataFile)
  }

  /// `realpath(3)`: the absolute path with every symbolic link resolved, or `nil` when it does not
  /// exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  static func readFile(atPath path: String, shownAs shown: String) throws(ChartModelError)
    -> [UInt8]
  {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .malformedInput(
        InputLocation(source: shown), detail: "cannot read the data file: no such file")
    }
    if isDirectory.boolValue {
      throw .malformedInput(
        InputLocation(source: shown), detail: "cannot read the data file: it is a directory")
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    if size > maximumFileBytes {
      throw .unsupported(
        InputLocation(source: shown),
        feature:
          "a data file of \(size >> 20) MiB; Vega-Lite data files are read up to \(maximumFileBytes >> 20) MiB"
      )
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .malformedInput(InputLocation(source: shown), detail: "cannot read the data file")
    }
    return [UInt8](data)
  }

  // MARK: - Formats

  /// Records from file or inline text in `type` (`json`, `csv`, `tsv`, `dsv`).
  func parse(
    _ bytes: [UInt8], type: String, format: VLDataFormat, source: String, field: JSONFieldReader,
    temporalFields: Set<String> = []
  ) throws(ChartModelError) -> [VLRecord] {
    switch type {
    case "json":
      let document = try JSONDocument(bytes: bytes, source: source)
      return try Self.records(from: JSONFieldReader(document: document), property: format.property)
    case "csv", "tsv", "dsv":
      let delimiter: UInt8
      switch type {
      case "tsv": delimiter = 0x09
      case "csv": delimiter = UInt8(ascii: ",")
      default:
        guard let text = format.delimiter, text.utf8.count == 1, let byte = text.utf8.first else {
          throw field.invalid("a 'dsv' format needs a one-character 'delimiter'")
        }
        delimiter = byte
      }
      return try VLDelimitedText.records(
        bytes, delimiter: delimiter, source: source, textFields: temporalFields)
    case "topojson":
      let document = try JSONDocument(bytes: bytes, source: source)
      return try VLGeo.topoJSONRecords(JSONFieldReader(document: document), format: format, at: field)
    default:
      throw ChartModelError.unsupported(
        field.member("format")?.location ?? field.location, feature: "data in the '\(type)' format")
    }
  }

  /// Records from a JSON value: an array of objects (other elements become `{ "data": value }`, as
  /// in Vega), reached through `property` (`hits.hits`) when given.
  static func records(from field: JSONFieldReader, property: String?) throws(ChartModelError)
    -> [VLRecord]
  {
    var target = field
    if let property {
      for key in property.split(separator: ".") {
        guard let next = target.member(String(key)) else {
          throw field.invalid("the data has no property '\(property)' (format.property)")
        }
        target = next
      }
    }
    guard case .array(let elements) = target.value.kind else {
      if case .object = target.value.kind { return [object(target.value)] }
      throw target.invalid("expected an array of records, found \(target.value.typeDescription)")
    }
    return elements.map { element in
      if case .object = element.kind { return object(element) }
      return ["data": value(element)]
    }
  }

  static func object(_ json: JSONValue) -> VLRecord {
    guard case .object(let members) = json.kind else { return [:] }
    var record = VLRecord(minimumCapacity: members.count)
    for member in members { record[member.key] = value(member.value) }
    return record
  }

  static func value(_ json: JSONValue) -> VLValue {
    switch json.kind {
    case .null: .null
    case .bool(let flag): .bool(flag)
    case .number(let number): .number(number)
    case .string(let text): .string(text)
    case .array(let elements): .array(elements.map(value))
    case .object: .object(object(json).fields)
    }
  }

  /// Vega's `sequence` generator: numbers from `start` up to (not including) `stop`.
  static func sequence(_ field: JSONFieldReader) throws(ChartModelError) -> [VLRecord] {
    try field.requireObject(allowedKeys: ["start", "stop", "step", "as"])
    let start = try field.required("start").number()
    let stop = try field.required("stop").number()
    let step = try field.member("step")?.number() ?? 1
    let name = try field.member("as")?.string() ?? "data"
    // Vega's `range`: ceil((stop - start) / step) values, the i-th being start + i * step. Counting
    // first (rather than adding the step until `stop`) bounds the work even where adding the
    // step no longer moves the value (1e16 + 1 == 1e16).
    let count = ((stop - start) / step).rounded(.up)
    guard step != 0, count.isFinite || count < 0, count <= Double(Self.maximumSequenceLength)
    else {
      throw field.invalid(
        "the sequence from \(VLValue.format(start)) to \(VLValue.format(stop)) in steps of "
          + "\(VLValue.format(step)) has more than \(Self.maximumSequenceLength) values")
    }
    guard count > 0 else { return [] }
    return (0..<Int(count)).map { [name: .number(start + Double($0) * step)] }
  }

  /// The most values a `sequence` (or impute's `keyvals` sequence) may generate.
  static let maximumSequenceLength = 1_000_000
}

/// A data definition's `format`: its type, `property`, `delimiter` and `parse` directives.
struct VLDataFormat {
  var type: String?
  var property: String?
  var delimiter: String?
  /// A TopoJSON format's object: its name, whether it is read as a `mesh` (else as `feature`s).
  var topology: (object: String, mesh: Bool, reader: JSONFieldReader)?
  /// Field → `number`, `boolean`, `date`, `string`, `date:'%…'` or `utc:'%…'`.
  var parse: [(field: String, directive: String, reader: JSONFieldReader)] = []

  init(_ field: JSONFieldReader?) throws(ChartModelError) {
    guard let field else { return }
    try field.requireObject(allowedKeys: [
      "type", "property", "parse", "delimiter", "feature", "mesh",
    ])
    type = try field.member("type")?.string()
    property = try field.member("property")?.optionalString()
    delimiter = try field.member("delimiter")?.string()
    if let object = field.member("feature") ?? field.member("mesh") {
      topology = (try object.string(), field.member("feature") == nil, object)
    }
    if let parseField = field.member("parse") {
      switch parseField.value.kind {
      case .null: break
      case .string(let text) where text == "auto": break
      case .object(let members):
        for member in members {
          let reader = JSONFieldReader(
            document: parseField.document, value: member.value,
            path: parseField.path(of: member.key))
          guard case .string(let directive) = member.value.kind else {
            if case .null = member.value.kind { continue }
            throw reader.invalid("expected a parse directive such as \"number\" or \"date\"")
          }
          parse.append((member.key, directive, reader))
        }
      default:
        throw parseField.invalid("expected an object of parse directives, \"auto\" or null")
      }
    }
  }

  /// The format a file name's extension implies.
  static func type(ofPath path: String) -> String? {
    var name = path
    if let query = name.firstIndex(where: { $0 == "?" || $0 == "#" }) {
      name = String(name[..<query])
    }
    switch (name as NSString).pathExtension.lowercased() {
    case "json": return "json"
    case "csv": return "csv"
    case "tsv", "tab": return "tsv"
    case "topojson": return "topojson"
    default: return nil
    }
  }

  /// Applies the `parse` directives to every record.
  func applyParse(to records: inout [VLRecord]) throws(ChartModelError) {
    for (field, directive, reader) in parse {
      let path = VLFieldPath(plain: field)
      let convert: (VLValue) -> VLValue
      switch directive {
      case "number": convert = { $0 == .null ? .null : .number($0.number) }
      case "boolean":
        convert = { $0 == .null ? .null : .bool($0.isTruthy && $0 != .string("false")) }
      case "string": convert = { $0 == .null ? .null : .string($0.text) }
      case "date": convert = { VLDates.instant(of: $0).map(VLValue.date) ?? .null }
      default:
        let utc = directive.hasPrefix("utc:")
        guard utc || directive.hasPrefix("date:") else {
          throw reader.invalid(
            "'\(directive)' is not a parse directive: use number, boolean, date, string, date:'…' or utc:'…'"
          )
        }
        var pattern = String(directive.dropFirst(utc ? 4 : 5))
        if pattern.count >= 2, let first = pattern.first, first == pattern.last,
          first == "'" || first == "\""
        {
          pattern = String(pattern.dropFirst().dropLast())
        }
        let fixed = pattern
        convert = { value in
          guard case .string(let text) = value else { return .null }
          return VLDates.parse(text, pattern: fixed).map(VLValue.date) ?? .null
        }
      }
      for index in records.indices {
        let value = path.value(in: records[index])
        records[index][field] = convert(value)
      }
    }
  }
}

/// CSV and TSV data as Vega reads it (d3-dsv), with its `auto` type inference: a column whose
/// every non-empty cell is a number holds numbers, `true`/`false` columns booleans; empty cells are
/// `null`; everything else stays text (dates are parsed where the spec uses them as dates).
enum VLDelimitedText {
  /// - Parameter textFields: columns kept as text whatever they hold (the ones read as dates, so
  ///   that `1900` is that year).
  static func records(
    _ bytes: [UInt8], delimiter: UInt8, source: String, textFields: Set<String> = []
  ) throws(ChartModelError) -> [VLRecord] {
    var rows: [[String]] = []
    var tokenizer = CSVTokenizer(source: source, delimiter: delimiter)
    try bytes.withUnsafeBufferPointer { (buffer) throws(ChartModelError) in
      var start = 0
      if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { start = 3 }
      tokenizer = CSVTokenizer(source: source, delimiter: delimiter, startingAt: start)
      while try tokenizer.next(in: buffer, isFinal: true) == .record {
        let fields = tokenizer.fields
        if fields.count == 1, fields[0].isEmpty { continue }
        rows.append(fields.map { CSVCell.text($0, in: buffer) })
      }
    }
    guard let header = rows.first else { return [] }
    let body = rows.dropFirst()
    // Infer each column's type from all its cells.
    var numeric = [Bool](repeating: true, count: header.count)
    var boolean = [Bool](repeating: true, count: header.count)
    var seen = [Bool](repeating: false, count: header.count)
    let keepText = header.map { textFields.contains($0) }
    for row in body {
      for (index, cell) in row.enumerated() where index < header.count && !cell.isEmpty {
        seen[index] = true
        if numeric[index], VLValue.parseNumber(cell).isNaN { numeric[index] = false }
        if boolean[index], cell != "true", cell != "false" { boolean[index] = false }
      }
    }
    return body.map { row in
      var record = VLRecord(minimumCapacity: header.count)
      for (index, name) in header.enumerated() {
        let cell = index < row.count ? row[index] : ""
        if cell.isEmpty {
          record[name] = .null
        } else if keepText[index] {
          record[name] = .string(cell)
        } else if seen[index], numeric[index] {
          record[name] = .number(VLValue.parseNumber(cell))
        } else if seen[index], boolean[index] {
          record[name] = .bool(cell == "true")
        } else {
          record[name] = .string(cell)
        }
      }
      return record
    }
  }
}
