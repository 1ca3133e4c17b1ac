/// Why a text is not a value an option takes: the end of the usage error that follows
/// "The value 'x' is invalid for '--duration <seconds>'" (". Please provide …" or ": …").
struct InvalidOptionValue: Error, Sendable {
  var reason: String

  /// ". Please provide <what>.": the usual ending, naming what a valid value is.
  static func expected(_ what: String) -> InvalidOptionValue {
    InvalidOptionValue(reason: ". Please provide \(what).")
  }
}

/// An option whose text is read as a `Value`, declared once: the scanner checks each text with
/// the same function the command reads the value with, so a bad value is a usage error before
/// anything runs (and `--help` can still be shown), and the command never handles it.
struct TypedOption<Value>: Sendable {
  let spec: OptionSpec
  let read: @Sendable (String) throws(InvalidOptionValue) -> Value

  init(_ spec: OptionSpec, read: @escaping @Sendable (String) throws(InvalidOptionValue) -> Value) {
    var spec = spec
    spec.check = { text -> InvalidOptionValue? in
      do throws(InvalidOptionValue) {
        _ = try read(text)
        return nil
      } catch {
        return error
      }
    }
    self.spec = spec
    self.read = read
  }

  /// A whole number within `range`, as in "a whole number of megabytes from 1 to 16384".
  static func integer(_ spec: OptionSpec, in range: ClosedRange<Int>, of unit: String? = nil) -> TypedOption<Int>
  where Value == Int {
    let what = unit.map { "a whole number of \($0)" } ?? "a whole number"
    let bounds = range.upperBound == Int.max ? ", \(range.lowerBound) or more" : " from \(range.lowerBound) to \(range.upperBound)"
    return TypedOption<Int>(spec) { text throws(InvalidOptionValue) in
      guard let number = Int(text), range.contains(number) else { throw .expected(what + bounds) }
      return number
    }
  }
}

extension ParsedArguments {
  /// The value of a typed option, read from its last text; `nil` when it was not given. The
  /// scanner has checked the text, so reading it cannot fail.
  func value<Value>(_ option: TypedOption<Value>) -> Value? {
    value(option.spec.name).flatMap { try? option.read($0) }
  }
}
