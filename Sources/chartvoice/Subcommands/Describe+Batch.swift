import ChartModel
import ChartNarration
import ChartSupport
import Foundation

/// `chartvoice describe a.vl.json b.csv … --out-dir DIR`: one description file per input, for a
/// documentation site or a CI job that writes text alternatives at build time.
///
/// The inputs are described in parallel on every core (``BatchRun`` keeps going past a bad input,
/// or stops at the first with `--fail-fast`, and reports). Each output is written atomically (a
/// temporary file renamed into place), so a reader never sees half a file. Each input's notices
/// are `warning:` lines, and the summary line counts the descriptions that hold notices.
struct DescribeBatch {
  let inputs: [String]
  let directory: String
  var settings: InputSettings
  let book: PhraseBook
  let levels: Set<NarrationLevel>
  let format: Describe.Format
  var policy: DescriptionPolicy
  let verbosity: ReadoutVerbosity
  /// `--view N`: only view N of each input.
  var view: Int? = nil
  /// The heading level of `--format html`.
  var html = HTMLOptions()
  /// `--fail-fast`: one input at a time, stopping at the first that fails.
  var failFast = false

  func run() throws(CLIError) {
    let batch = BatchRun(
      inputs: inputs, directory: directory, command: Describe.spec.name,
      noun: .init(singular: "description", plural: "descriptions", done: "described"), failFast: failFast,
      threads: policy.maxConcurrency)
    let paths = try batch.outputPaths(extensions: [format.fileExtension]).map { $0[0] }
    var copy = self
    copy.policy.maxConcurrency = batch.threadsPerInput
    copy.settings.csv.maxConcurrency = batch.threadsPerInput
    let job = copy
    try batch.run { index in job.describe(job.inputs[index], into: paths[index]) }
  }

  /// Reads, describes and writes one input.
  func describe(_ input: String, into path: String) -> BatchRun.Outcome {
    var outcome = BatchRun.Outcome()
    do throws(CLIError) {
      let set = try BatchRun.read(input, settings: settings, view: view, command: Describe.spec.name)
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
}
