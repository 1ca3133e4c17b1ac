import ChartModel
import ChartSupport
import Foundation

/// What the batch modes share (`describe … --out-dir DIR`, `speak … --out-dir DIR`): one output
/// file per input, named after it, in one folder.
///
/// By default (`--keep-going`) the inputs are worked on in parallel on every core (`--jobs`), and one bad
/// input does not stop the others. With `--fail-fast` they are worked on one at a time, in the
/// order given, and the first that fails stops the batch. Afterwards each input's warnings and
/// problem are printed on standard error in the order of the inputs, then one summary line; the
/// exit code is 1 when any input failed.
struct BatchRun {
  static let keepGoing = Flag(
    name: "keep-going", help: "With --out-dir: go on with the other inputs when one fails (the default).")
  static let failFast = Flag(
    name: "fail-fast", help: "With --out-dir: work through the inputs in order and stop at the first that fails.")

  /// What became of one input.
  struct Outcome: Sendable {
    /// The warnings, as `warning:` lines say them.
    var notices: [String] = []
    var error: String?
    /// Whether the output was written.
    var isWritten = false
  }

  /// What the batch writes and does, for its messages: "description", "descriptions",
  /// "described".
  struct Noun {
    var singular: String
    var plural: String
    /// What is done to an input: "described", "spoken".
    var done: String

    func counted(_ count: Int) -> String { count == 1 ? singular : plural }
  }

  let inputs: [String]
  let directory: String
  let command: String
  let noun: Noun
  /// `--fail-fast`: one input at a time, stopping at the first that fails.
  var failFast = false
  /// `--jobs`: how many inputs are worked on at once (without `--fail-fast`).
  var threads = Parallel.availableProcessors

  /// The threads each input's analysis may use: those left when every worker has its input
  /// (`--jobs 4` over 2 inputs: 2 each; over 10 inputs: 1 each).
  var threadsPerInput: Int {
    failFast ? threads : Swift.max(1, threads / Swift.max(1, Swift.min(threads, inputs.count)))
  }

  /// Refuses the flags of batch mode without `--out-dir`, and the two together.
  static func checkFlags(_ arguments: ParsedArguments, batch: Bool, command: String) throws(CLIError) {
    if !batch, let flag = [keepGoing.spec, failFast.spec].first(where: arguments.isGiven) {
      throw CLIError.usage("'--\(flag.name)' is an option of '--out-dir <dir>'", command: command)
    }
    if arguments.isSet(keepGoing), arguments.isSet(failFast) {
      throw CLIError.usage("'--keep-going' and '--fail-fast' cannot be used together", command: command)
    }
  }

  /// Checks the inputs, makes the folder, and returns each input's output path, one for each
  /// extension in `extensions` (an audio file and its transcript: `["wav", "vtt"]`).
  ///
  /// - Throws: A usage error for no inputs, `-` among them, names that would clash, or an output
  ///   that would replace an input; a failure when the folder cannot be made.
  func outputPaths(extensions: [String]) throws(CLIError) -> [[String]] {
    guard !inputs.isEmpty else {
      throw CLIError.usage(
        "Missing expected argument '<input>': give the charts to write into '\(directory)'", command: command)
    }
    if inputs.contains("-") {
      throw CLIError.usage(
        "'-' (standard input) cannot be \(noun.done) into '--out-dir'; give files", command: command)
    }
    let names = try Self.outputNames(for: inputs, extension: extensions[0], command: command)
    let paths = names.map { name in
      extensions.indices.map { index in
        let file = index == 0 ? name : (name as NSString).deletingPathExtension + "." + extensions[index]
        return (directory as NSString).appendingPathComponent(file)
      }
    }
    // No output may replace one of the inputs (`describe notes.md --format markdown --out-dir .`),
    // by name or through a link.
    for (input, outputs) in zip(inputs, paths) {
      for path in outputs {
        if let victim = inputs.first(where: { AudioCommand.sameFile($0, path) }) {
          throw CLIError.usage(
            "The \(noun.singular) of '\(input)' would overwrite the input '\(victim)'; choose another --out-dir",
            command: command)
        }
      }
    }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw CLIError.failure(
        "cannot create the folder '\(directory)': \(InputOptions.describe(error))")
    }
    return paths
  }

  /// Works on every input with `work` (its index in, its outcome out), then reports.
  ///
  /// - Throws: A failure when any input failed, after every outcome is printed.
  func run(_ work: @Sendable (Int) -> Outcome) throws(CLIError) {
    let outcomes = OutcomeStore(count: inputs.count)
    if failFast {
      for index in inputs.indices {
        let outcome = work(index)
        outcomes.set(index, outcome)
        if outcome.error != nil { break }
      }
    } else {
      for (index, outcome) in Parallel.map(inputs.count, threads: threads, work).enumerated() {
        outcomes.set(index, outcome)
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
    var summary = "Wrote \(written) of \(inputs.count) \(noun.counted(inputs.count)) into '\(directory)'"
    if noticed > 0 { summary += "; \(noticed) with notices (the warnings above)" }
    Terminal.writeError(summary + ".\n")
    if failed > 0 {
      let skipped = inputs.count - written - failed
      throw CLIError.failure(
        skipped > 0
          ? "stopped at the first input that could not be \(noun.done) (--fail-fast); \(skipped) not \(noun.done)"
          : "\(failed) of \(inputs.count) input\(inputs.count == 1 ? "" : "s") could not be \(noun.done)"
      )
    }
  }

  /// Reads one input of a batch, or only its view `view` (`--view N`).
  ///
  /// - Throws: The input's problem, or a failure when it has no view `view`.
  static func read(_ input: String, settings: InputSettings, view: Int?, command: String) throws(CLIError)
    -> ChartSet
  {
    let set = try InputOptions.readChartSet(input, settings: settings, command: command)
    guard let number = view else { return set }
    do {
      return ChartSet(single: try set.view(number))
    } catch {
      throw CLIError.failure("--view \(number): \(error)")
    }
  }

  /// The output file of each input: ``outputName(for:extension:)``, except that inputs whose
  /// names would clash keep their whole file name (`x.csv` and `x.json` → `x.csv.md` and
  /// `x.json.md`).
  ///
  /// - Throws: A usage error when two outputs would still share a name (one file name in two
  ///   folders, or one input given twice).
  static func outputNames(
    for inputs: [String], extension fileExtension: String, command: String
  ) throws(CLIError) -> [String] {
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
          "'\(other)' and '\(input)' would both be written to '\(output)'; write them into different folders",
          command: command)
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
  private var outcomes: [BatchRun.Outcome]

  init(count: Int) {
    outcomes = Array(repeating: BatchRun.Outcome(), count: count)
  }

  func set(_ index: Int, _ outcome: BatchRun.Outcome) {
    lock.lock()
    outcomes[index] = outcome
    lock.unlock()
  }

  var all: [BatchRun.Outcome] {
    lock.lock()
    defer { lock.unlock() }
    return outcomes
  }
}
