import ChartSupport

/// `--jobs`: how many threads a command may use to read and analyse a large chart, or to work
/// through a batch's inputs.
enum JobsOption {
  /// The most `--jobs` takes: far beyond any machine this runs on, but a typo's 100000 is refused.
  static let range = 1...1_024

  static let jobs = TypedOption<Int>.integer(
    OptionSpec(
      name: "jobs", short: "j", valueName: "n",
      help:
        "Use up to n threads for a large chart (several statistics at once) or for a batch's inputs; 1 keeps everything on one core.",
      defaultValue: "the cores this process may use"),
    in: range, of: "threads")

  static let group = OptionGroup(title: "PERFORMANCE OPTIONS", options: [jobs.spec])

  /// The threads the arguments allow: `--jobs`, else every core the process may run on (its CPU
  /// affinity and cgroup quota: one under `taskset -c 0`).
  static func threads(_ arguments: ParsedArguments) -> Int {
    arguments.value(jobs) ?? Parallel.availableProcessors
  }
}
