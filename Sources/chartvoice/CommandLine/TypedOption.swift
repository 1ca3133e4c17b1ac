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
    let bounds =
      range.upperBound == Int.max ? ", \(range.lowerBound) or more" : " from \(range.lowerBound) to \(range.upperBound)"
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

  /// The value given, else the one the option's documented default names (`--level`'s "all"),
  /// so a default is written once, where help shows it. Only for defaults that are values: a
  /// default such as "the locale's voice" is not one.
  func valueOrDefault<Value>(_ option: TypedOption<Value>) -> Value {
    if let given = value(option) { return given }
    guard let text = option.spec.defaultValue, let value = try? option.read(text) else {
      preconditionFailure("--\(option.spec.name) has no default value to read")
    }
    return value
  }
}

extension TypedOption where Value == String {
  /// An option whose value is any text: a file, a column, a name.
  init(_ spec: OptionSpec) {
    self.init(spec) { text throws(InvalidOptionValue) in text }
  }
}

extension TypedOption where Value: RawRepresentable & CaseIterable & SendableMetatype, Value.RawValue == String {
  /// One of an enumeration's raw values, which become the option's listed choices.
  static func choice(_ spec: OptionSpec) -> TypedOption {
    var spec = spec
    spec.choices = Value.allCases.map(\.rawValue)
    let names = spec.choices ?? []
    return TypedOption(spec) { text throws(InvalidOptionValue) in
      // The scanner has already refused anything but the choices.
      guard let value = Value(rawValue: text) else { throw .expected("one of " + names.joined(separator: ", ")) }
      return value
    }
  }
}

/// An option that takes no value (`--mono`), declared once.
struct Flag: Sendable {
  let spec: OptionSpec

  init(name: String, short: Character? = nil, help: String) {
    spec = OptionSpec(name: name, short: short, valueName: nil, help: help)
  }
}

extension ParsedArguments {
  /// Whether a flag was given.
  func isSet(_ flag: Flag) -> Bool { self.flag(flag.spec.name) }

  /// Every value of a repeating text option, in the order given.
  func values(_ option: TypedOption<String>) -> [String] { values[option.spec.name] ?? [] }

  /// Whether an option was given at all.
  func isGiven(_ option: OptionSpec) -> Bool { values[option.name] != nil || flags.contains(option.name) }
}
