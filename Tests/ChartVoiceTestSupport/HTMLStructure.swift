/// A strict reader of the HTML fragments chartvoice writes, for tests that run without Python:
/// it finds the elements and their attributes and reports what a publishing page must not
/// hold. (`scripts/check-html.py` parses the committed goldens with html5lib as well.)
public struct HTMLStructure {
  /// One start tag.
  public struct Element: Equatable {
    public var name: String
    public var attributes: [String: String]
    /// The names of the open elements around it, outermost first.
    public var ancestors: [String]
    /// The text up to its end tag, tags removed (void elements: empty).
    public var text = ""
  }

  /// Every element, in document order.
  public private(set) var elements: [Element] = []
  /// What is wrong: unbalanced or unknown tags, raw `<` or `&` in text, scripts, styles, blank
  /// lines, a `<th>` without `scope`.
  public private(set) var problems: [String] = []

  /// The elements without an end tag.
  static let void: Set<String> = ["img", "track", "br", "hr", "source", "meta", "link", "input", "col", "wbr"]
  /// The elements a figure may hold.
  static let known: Set<String> =
    void.union([
      "figure", "figcaption", "h1", "h2", "h3", "h4", "h5", "h6", "p", "details", "summary", "table", "caption",
      "thead", "tbody", "tr", "th", "td", "audio", "a", "html", "head", "body", "title", "main", "article",
    ])

  public init(_ html: String) {
    if html.contains("\n\n") { problems.append("a blank line") }
    let scalars = Array(html.unicodeScalars)
    var open: [(name: String, element: Int)] = []
    var index = 0
    var text = ""
    func flush() {
      for item in open { elements[item.element].text += text }
      text = ""
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "&" {
        var end = index + 1
        while end < scalars.count, end - index < 12, scalars[end] != ";", scalars[end] != " " { end += 1 }
        let name = String(String.UnicodeScalarView(scalars[(index + 1)..<min(end, scalars.count)]))
        guard end < scalars.count, scalars[end] == ";", Self.references[name] != nil else {
          problems.append("a raw '&' before '\(name)'")
          index += 1
          continue
        }
        text += Self.references[name]!
        index = end + 1
        continue
      }
      if scalar == ">" { problems.append("a raw '>' in text") }
      guard scalar == "<" else {
        text.unicodeScalars.append(scalar)
        index += 1
        continue
      }
      guard let close = scalars[index...].firstIndex(of: ">") else {
        problems.append("an unclosed tag")
        break
      }
      let tag = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
      index = close + 1
      flush()
      if tag.hasPrefix("!") { continue }
      if tag.hasPrefix("/") {
        let name = String(tag.dropFirst())
        guard let last = open.last, last.name == name else {
          problems.append("'</\(name)>' closes '\(open.last?.name ?? "nothing")'")
          continue
        }
        open.removeLast()
        continue
      }
      guard let element = Self.element(tag, ancestors: open.map(\.name)) else {
        problems.append("a malformed tag '<\(tag)>'")
        continue
      }
      if !Self.known.contains(element.name) { problems.append("an unexpected element '\(element.name)'") }
      if element.attributes.keys.contains("style") || element.attributes.keys.contains(where: { $0.hasPrefix("on") }) {
        problems.append("a style or script attribute on '\(element.name)'")
      }
      if element.name == "th", element.attributes["scope"] == nil { problems.append("a <th> without scope") }
      elements.append(element)
      if !Self.void.contains(element.name) { open.append((element.name, elements.count - 1)) }
    }
    flush()
    if let unclosed = open.last { problems.append("'<\(unclosed.name)>' is never closed") }
  }

  /// The elements named `name`.
  public func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

  /// The character references chartvoice writes, and what they stand for.
  static let references: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]

  /// An attribute value with its character references replaced, each once.
  static func decoded(_ value: Substring) -> String {
    var result = ""
    var rest = value
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      rest = rest[amp...]
      if let semicolon = rest.firstIndex(of: ";"), let character = references[String(rest.dropFirst()[..<semicolon])] {
        result += character
        rest = rest[rest.index(after: semicolon)...]
      } else {
        result += "&"
        rest = rest.dropFirst()
      }
    }
    return result + rest
  }

  /// A start tag's name and attributes (every value double-quoted); `nil` when malformed.
  static func element(_ tag: String, ancestors: [String]) -> Element? {
    var rest = Substring(tag)
    let name = rest.prefix { $0.isLetter || $0.isNumber }
    guard !name.isEmpty else { return nil }
    rest = rest.dropFirst(name.count)
    var attributes: [String: String] = [:]
    while true {
      let spaces = rest.prefix { $0 == " " }
      rest = rest.dropFirst(spaces.count)
      if rest.isEmpty { break }
      guard !spaces.isEmpty else { return nil }
      let key = rest.prefix { $0.isLetter || $0 == "-" }
      guard !key.isEmpty else { return nil }
      rest = rest.dropFirst(key.count)
      guard rest.hasPrefix("=\"") else {
        attributes[String(key)] = ""
        continue
      }
      rest = rest.dropFirst(2)
      guard let end = rest.firstIndex(of: "\"") else { return nil }
      attributes[String(key)] = decoded(rest[..<end])
      rest = rest[rest.index(after: end)...]
    }
    return Element(name: String(name), attributes: attributes, ancestors: ancestors)
  }
}
