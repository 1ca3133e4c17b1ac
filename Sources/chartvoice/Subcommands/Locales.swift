import ChartNarration
import Foundation

/// `chartvoice locales`: the languages with a phrase file.
enum Locales: Subcommand {
  static let spec = CommandSpec(
    name: "locales",
    overview: "List the languages chartvoice can describe charts in.",
    options: [LocaleOptions.directory.spec])

  static func run(_ arguments: ParsedArguments) throws(CLIError) {
    let folder: URL
    do {
      folder = try LocaleDirectory.find(explicit: arguments.value(LocaleOptions.directory))
    } catch {
      throw CLIError(error)
    }
    var output = ""
    for locale in LocaleDirectory.locales(in: folder) {
      do {
        let book = try PhraseBook(contentsOf: folder.appendingPathComponent(locale + ".json"))
        output +=
          locale.padding(toLength: 8, withPad: " ", startingAt: 0)
          + book.name.padding(toLength: 16, withPad: " ", startingAt: 0) + "voice: \(book.voice)\n"
      } catch {
        throw CLIError(error)
      }
    }
    try Terminal.write(output)
  }
}
