import ChartAudio
import ChartModel
import ChartSpeech
import ChartSupport
import Foundation

/// `chartvoice speak a.vl.json b.csv … --out-dir DIR`: one audio file per input (and with
/// `--transcripts` its WebVTT captions beside it), for a site or a CI job that publishes audio
/// alternatives of many charts.
///
/// The inputs are read, described, rendered and encoded in parallel on every core; only the
/// calls into espeak-ng take turns, under the one lock inside ``EspeakEngine``. ``BatchRun`` keeps
/// going past a bad input (or stops at the first with `--fail-fast`) and reports. Each file is
/// written atomically, the audio before its transcript, and an input whose transcript cannot be
/// written leaves neither file.
struct SpeakBatch {
  static let outputDirectory = TypedOption<String>(
    OptionSpec(
      name: "out-dir", valueName: "dir",
      help:
        "Write one audio file per input into this folder (<name>.wav, or .opus with --audio-format opus), working on the inputs in parallel; needed for several inputs."
    ))
  static let transcripts = Flag(
    name: "transcripts", help: "With --out-dir: also write each audio file's WebVTT transcript beside it (<name>.vtt).")

  let inputs: [String]
  let directory: String
  var settings: InputSettings
  var job: AudioJob
  let format: AudioFileFormat
  let writesTranscripts: Bool
  /// `--view N`: only view N of each input.
  var view: Int? = nil
  /// `--fail-fast`: one input at a time, stopping at the first that fails.
  var failFast = false

  func run() throws(CLIError) {
    let batch = BatchRun(
      inputs: inputs, directory: directory, command: job.command,
      noun: .init(singular: "audio file", plural: "audio files", done: "spoken"), failFast: failFast,
      threads: job.policy.maxConcurrency)
    let paths = try batch.outputPaths(
      extensions: [format.fileExtension] + (writesTranscripts ? ["vtt"] : []))
    var copy = self
    copy.job.policy.maxConcurrency = batch.threadsPerInput
    copy.settings.csv.maxConcurrency = batch.threadsPerInput
    let speaker = copy
    try batch.run { index in
      speaker.speak(speaker.inputs[index], into: paths[index][0], transcript: paths[index].dropFirst().first)
    }
  }

  /// Reads, composes and writes one input.
  func speak(_ input: String, into path: String, transcript: String?) -> BatchRun.Outcome {
    var outcome = BatchRun.Outcome()
    do throws(CLIError) {
      let set = try BatchRun.read(input, settings: settings, view: view, command: job.command)
      outcome.notices = InputOptions.noticeLines(set)
      let (composition, _) = try job.composeAndWrite(set, format: format, to: path, transcript: transcript)
      outcome.notices += job.tonedSeriesNotes(set, composition: composition)
      outcome.isWritten = true
    } catch {
      outcome.error = error.line
    }
    return outcome
  }
}
