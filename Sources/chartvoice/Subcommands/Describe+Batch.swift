import ChartModel
import ChartNarration
import ChartSupport
import Foundation

/// `chartvoice describe a.vl.json b.csv … --out-dir DIR`: one description file per input, for a
/// documentation site or a CI job that writes text alternatives at build time.
///
/// The inputs are described in parallel on every core. Each output is written atomically (a
/// temporary file renamed into place), so a reader never sees half a file. One bad input does not
/// stop the others (`--keep-going`, the default): each problem is printed on standard error, in
/// the order of the inputs, and the exit code is 1 when any input failed (0 when all were
/// described). With `--fail-fast` the inputs are described one at a time, in the order given, and
/// the first that fails stops the batch. Each input's notices are `warning:` lines, and the
/// summary line counts the descriptions that hold notices.
struct DescribeBatch {
  static let keepGoing = Flag(
    name: "keep-going", help: "With --out-dir: describe every input even when some fail (the default).")
  static let failFast = Flag(
    name: "fail-fast", help: "With --out-dir: describe the inputs in order and stop at the first that fails.")

  let inputs: [String]
  let directory: String
  let settings: InputSettings
  let book: PhraseBook
  let levels: Set<NarrationLevel>
  let format: Describe.Format
  let policy: DescriptionPolicy
  let verbosity: ReadoutVerbosity
  /// `--view N`: only view N of each input.
  var view: Int? = nil
  /// The heading level of `--format html`.
  var html = HTMLOptions()
  /// `--fail-fast`: one input at a time, stopping at the first that fails.
  var failFast = false

  /// What became of one input.
  struct Outcome: Sendable {
    /// The notices, as `warning:` lines say them.
    var notices: [String] = []
    var error: String?
    /// Whether the description was written.
    var isWritten = false
  }

  func run() throws(CLIError) {
    let command = Describe.spec.name
    guard !inputs.isEmpty else {
      throw CLIError.usage(
        "Missing expected argument '<input>': give the charts to describe into '\(directory)'",
        command: command)
    }
    if inputs.contains("-") {
      throw CLIError.usage(
        "'-' (standard input) cannot be described into '--out-dir'; give files", command: command)
    }
    let outputs = try Self.outputNames(for: inputs, extension: format.fileExtension)
    // No description may replace one of the inputs (`describe notes.md --format markdown
    // --out-dir .`), by name or through a link.
    for (input, output) in zip(inputs, outputs) {
      let path = (directory as NSString).appendingPathComponent(output)
      if let victim = inputs.first(where: { AudioCommand.sameFile($0, path) }) {
        throw CLIError.usage(
          "The description of '\(input)' would overwrite the input '\(victim)'; choose another --out-dir",
          command: command)
      }
    }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw CLIError.failure(
        "cannot create the folder '\(directory)': \(InputOptions.describe(error))")
    }

    let outcomes = OutcomeStore(count: inputs.count)
    let job = self
    let paths = outputs.map { (directory as NSString).appendingPathComponent($0) }
    if failFast {
      for index in inputs.indices {
        let outcome = describe(inputs[index], into: paths[index])
        outcomes.set(index, outcome)
        if outcome.error != nil { break }
      }
    } else {
      DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
        outcomes.set(index, job.describe(job.inputs[index], into: paths[index]))
      }
    }

    var failed = 0
    var noticed = 0
    for (input, outcome) in zip(inputs, outcomes.all) {
      if !outcome.notices.isEmpty, outcome.error == nil { noticed += 1 }
      for notice in outcome.notices { Terminal.writeError("\(input): warning: \(notice)\n") }
      if let error = outcome.error {
        failed += 1
        Terminal.writeError(error.hasPrefix(input) ? error + "\n" : "\(input): \(error)\n")
      }
    }
    let written = outcomes.all.filter(\.isWritten).count
    var summary = "Wrote \(written) of \(inputs.count) description\(inputs.count == 1 ? "" : "s") into '\(directory)'"
    if noticed > 0 { summary += "; \(noticed) with notices (the warnings above)" }
    Terminal.writeError(summary + ".\n")
    if failed > 0 {
      let skipped = inputs.count - written - failed
      throw CLIError.failure(
        skipped > 0
          ? "stopped at the first input that could not be described (--fail-fast); \(skipped) not described"
          : "\(failed) of \(inputs.count) input\(inputs.count == 1 ? "" : "s") could not be described"
      )
    }
  }

  /// Reads, describes and writes one input.
  func describe(_ input: String, into path: String) -> Outcome {
    var outcome = Outcome()
    do throws(CLIError) {
      var set = try InputOptions.readChartSet(input, settings: settings, command: Describe.spec.name)
      if let number = view {
        do {
          set = ChartSet(single: try set.view(number))
        } catch {
          throw CLIError.failure("--view \(number): \(error)")
        }
      }
      outcome.notices = InputOptions.noticeLines(set)
      let text = try Describe.render(
        set, book: book, levels: levels, format: format, policy: policy, verbosity: verbosity, html: html)
      do {
        try AtomicFile.write(text, to: path)
        outcome.isWritten = true
      } catch {
        outcome.error = CLIError(error).line
      }
    } catch {
      outcome.error = error.line
    }
    return outcome
  }

  /// The output file of each input: ``outputName(for:extension:)``, except that inputs whose
  /// names would clash keep their whole file name (`x.csv` and `x.json` → `x.csv.md` and
  /// `x.json.md`).
  ///
  /// - Throws: A usage error when two outputs would still share a name (one file name in two
  ///   folders, or one input given twice).
  static func outputNames(for inputs: [String], extension fileExtension: String) throws(CLIError) -> [String] {
    var outputs = inputs.map { outputName(for: $0, extension: fileExtension) }
    let counts = Dictionary(outputs.map { ($0, 1) }, uniquingKeysWith: +)
    for index in outputs.indices where counts[outputs[index], default: 0] > 1 {
      let name = (inputs[index] as NSString).lastPathComponent
      if !name.isEmpty, !name.hasPrefix(".") { outputs[index] = name + "." + fileExtension }
    }
    var claimed: [String: String] = [:]
    for (input, output) in zip(inputs, outputs) {
      if let other = claimed[output] {
        throw CLIError.usage(
          "'\(other)' and '\(input)' would both be written to '\(output)'; describe them into different folders",
          command: Describe.spec.name)
      }
      claimed[output] = input
    }
    return outputs
  }

  /// `charts/cars.vl.json` → `cars.md`; `sales.csv` → `sales.md`.
  static func outputName(for input: String, extension fileExtension: String) -> String {
    var name = (input as NSString).lastPathComponent
    if name.lowercased().hasSuffix(".vl.json") {
      name = String(name.dropLast(8))
    } else if !(name as NSString).pathExtension.isEmpty {
      name = (name as NSString).deletingPathExtension
    }
    if name.isEmpty || name.hasPrefix(".") { name = "chart" + name }
    return name + "." + fileExtension
  }
}

/// The outcomes of a batch, written from several threads, one slot each.
final class OutcomeStore: @unchecked Sendable {
  private let lock = NSLock()
  private var outcomes: [DescribeBatch.Outcome]

  init(count: Int) {
    outcomes = Array(repeating: DescribeBatch.Outcome(), count: count)
  }

  func set(_ index: Int, _ outcome: DescribeBatch.Outcome) {
    lock.lock()
    outcomes[index] = outcome
    lock.unlock()
  }

  var all: [DescribeBatch.Outcome] {
    lock.lock()
    defer { lock.unlock() }
    return outcomes
  }
}
