/// Where in an input a problem was found: the file as the user named it, and the line and column
/// when the format has them.
public struct InputLocation: Sendable, Hashable, CustomStringConvertible {
  /// The input's name as the user gave it ("sales.csv"), or `<stdin>`.
  public var source: String
  /// 1-based line, when known.
  public var line: Int?
  /// 1-based column in Unicode scalars, when known.
  public var column: Int?

  public init(source: String, line: Int? = nil, column: Int? = nil) {
    self.source = source
    self.line = line
    self.column = column
  }

  /// `file:line:column`, leaving out what is unknown, as compilers print it.
  public var description: String {
    var text = source
    if let line {
      text += ":\(line)"
      if let column { text += ":\(column)" }
    }
    return text
  }
}

/// Everything that can be wrong with a chart's input.
///
/// Each message is one line in compiler style (`sales.csv:14:7: error: …`), names the field or
/// column, quotes the culprit and, where there is a choice, lists the valid ones. When a change
/// of options would let the input be read, the error carries it as a typed ``remedy``, which the
/// message states in the importers' terms and a front end may state in its own.
public enum ChartModelError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The bytes are not well-formed in the input's format (JSON syntax, CSV quoting, UTF-8).
  case malformedInput(InputLocation, detail: String)
  /// A field is present but its value is wrong. `field` is a path such as
  /// `series[0].points[3].y`, or a column name.
  case invalidValue(InputLocation, field: String, detail: String, remedy: InputRemedy? = nil)
  /// A required field is absent.
  case missingField(InputLocation, field: String)
  /// A column named on the command line does not exist.
  case unknownColumn(InputLocation, name: String, available: [String])
  /// Nothing in the input can be plotted as a y value.
  case noNumericData(InputLocation, detail: String, remedy: InputRemedy? = nil)
  /// A series has no points at all.
  case emptySeries(InputLocation, name: String)
  /// The input uses a feature chartvoice does not support; never silently misdescribed.
  case unsupported(InputLocation, feature: String, remedy: InputRemedy? = nil)

  /// Where the problem is.
  public var location: InputLocation {
    switch self {
    case .malformedInput(let location, _), .invalidValue(let location, _, _, _),
      .missingField(let location, _), .unknownColumn(let location, _, _),
      .noNumericData(let location, _, _), .emptySeries(let location, _),
      .unsupported(let location, _, _):
      location
    }
  }

  /// The change of options that would let the input be read, when there is one.
  public var remedy: InputRemedy? {
    switch self {
    case .invalidValue(_, _, _, let remedy), .noNumericData(_, _, let remedy),
      .unsupported(_, _, let remedy):
      remedy
    case .malformedInput, .missingField, .unknownColumn, .emptySeries:
      nil
    }
  }

  /// The problem without its location, followed by its ``remedy`` in the importers' terms.
  public var message: String {
    guard let remedy else { return problem }
    return "\(problem); \(remedy)"
  }

  /// The problem without its location or remedy.
  public var problem: String {
    switch self {
    case .malformedInput(_, let detail):
      return detail
    case .invalidValue(_, let field, let detail, _):
      return "'\(field)': \(detail)"
    case .missingField(_, let field):
      return "missing required field '\(field)'"
    case .unknownColumn(_, let name, let available):
      let list = available.map { "'\($0)'" }.joined(separator: ", ")
      return "no column named '\(name)'; the columns are \(list)"
    case .noNumericData(_, let detail, _):
      return "no numeric data: \(detail)"
    case .emptySeries(_, let name):
      return "series '\(name)' has no points"
    case .unsupported(_, let feature, _):
      return "unsupported: \(feature)"
    }
  }

  /// One line: `source:line:column: error: message`.
  public var description: String { "\(location): error: \(message)" }
}

/// A piece of the input quoted in a message, cut so that the error stays one readable line.
public enum InputQuote {
  /// The most characters of the input a message quotes.
  public static let limit = 200

  /// The most characters of one line of a message: what is left after quotes are cut (a list of
  /// 10,000 column names, say) is cut here.
  public static let lineLimit = 1_000

  /// `text` when it has at most ``limit`` characters, else its first ``limit`` and "…".
  public static func cut(_ text: String) -> String {
    text.count <= limit ? text : String(text.prefix(limit)) + "…"
  }

  /// A message with every quoted piece (`'…'` or `"…"`) of more than ``limit`` characters cut
  /// to its first ``limit`` and "…", and then every line to ``lineLimit`` characters: for the
  /// messages that quote the input without ``cut(_:)``.
  ///
  ///     InputQuote.cutQuotes(in: "'\(String(repeating: "z", count: 5_000))' is not a date")
  ///     // "'zzz…zzz…' is not a date", 200 z's
  ///
  /// A quote opens after a character that is not a letter or digit and closes before one, so
  /// an apostrophe (`the chart's`) opens none.
  ///
  /// - Complexity: O(*n*) in the characters of `text`.
  public static func cutQuotes(in text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let cut = cutQuotes(inLine: line)
      return cut.count <= lineLimit ? cut : String(cut.prefix(lineLimit)) + "…"
    }.joined(separator: "\n")
  }

  private static func cutQuotes(inLine line: Substring) -> String {
    guard line.count > limit else { return String(line) }
    func isWordCharacter(_ character: Character?) -> Bool {
      character.map { $0.isLetter || $0.isNumber } ?? false
    }
    var output = ""
    var index = line.startIndex
    var previous: Character?
    while index < line.endIndex {
      let character = line[index]
      output.append(character)
      index = line.index(after: index)
      guard character == "'" || character == "\"", !isWordCharacter(previous) else {
        previous = character
        continue
      }
      // An opening quote: find its closing one.
      var end = index
      var length = 0
      while end < line.endIndex {
        let next = line.index(after: end)
        if line[end] == character, !isWordCharacter(next < line.endIndex ? line[next] : nil) {
          break
        }
        end = next
        length += 1
      }
      let quoted = line[index..<end]
      output += length <= limit ? String(quoted) : String(quoted.prefix(limit)) + "…"
      if end < line.endIndex {
        output.append(character)
        index = line.index(after: end)
      } else {
        index = end
      }
      previous = character
    }
    return output
  }
}
