/// A `chartvoice` subcommand.
protocol Subcommand {
  static var spec: CommandSpec { get }
  static func run(_ arguments: ParsedArguments) throws(CLIError)
}
