import ChartModel

// The expression language's tokens.
extension VLExpression {
  enum Token: Equatable {
    case number(Double)
    case string(String)
    case identifier(String)
    case punctuation(String)
  }

  enum Lexer {
    static let operators = [
      "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "<", ">", "+", "-", "*", "/", "%", "!", "?",
      ":", "(", ")", "[", "]", "{", "}", ",", ".",
    ]

    static func tokens(of source: String) throws(Problem) -> [Token] {
      var tokens: [Token] = []
      let chars = Array(source.unicodeScalars)
      var i = 0
      while i < chars.count {
        let c = chars[i]
        if c.properties.isWhitespace {
          i += 1
          continue
        }
        if c.properties.numericType != nil && c.isASCII
          || (c == "." && i + 1 < chars.count && ("0"..."9").contains(chars[i + 1]))
        {
          var j = i
          while j < chars.count, ("0"..."9").contains(chars[j]) || chars[j] == "." { j += 1 }
          if j < chars.count, chars[j] == "e" || chars[j] == "E" {
            var k = j + 1
            if k < chars.count, chars[k] == "+" || chars[k] == "-" { k += 1 }
            if k < chars.count, ("0"..."9").contains(chars[k]) {
              j = k
              while j < chars.count, ("0"..."9").contains(chars[j]) { j += 1 }
            }
          }
          let text = String(String.UnicodeScalarView(chars[i..<j]))
          guard let value = Double(text) else { throw .syntax("'\(text)' is not a number") }
          tokens.append(.number(value))
          i = j
          continue
        }
        if c == "'" || c == "\"" {
          var j = i + 1
          var text = String.UnicodeScalarView()
          while j < chars.count, chars[j] != c {
            if chars[j] == "\\", j + 1 < chars.count {
              j += 1
              switch chars[j] {
              case "n": text.append("\n")
              case "t": text.append("\t")
              default: text.append(chars[j])
              }
            } else {
              text.append(chars[j])
            }
            j += 1
          }
          guard j < chars.count else { throw .syntax("a string is not closed") }
          tokens.append(.string(String(text)))
          i = j + 1
          continue
        }
        if c.properties.isAlphabetic || c == "_" || c == "$" {
          var j = i
          while j < chars.count,
            chars[j].properties.isAlphabetic || chars[j] == "_" || chars[j] == "$"
              || ("0"..."9").contains(chars[j])
          {
            j += 1
          }
          tokens.append(.identifier(String(String.UnicodeScalarView(chars[i..<j]))))
          i = j
          continue
        }
        let rest = String(String.UnicodeScalarView(chars[i..<min(chars.count, i + 3)]))
        guard let op = operators.first(where: { rest.hasPrefix($0) }) else {
          throw .syntax("unexpected '\(c)'")
        }
        tokens.append(.punctuation(op))
        i += op.unicodeScalars.count
      }
      return tokens
    }
  }
}
