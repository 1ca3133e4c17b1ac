import ChartModel
import Foundation

/// The analysis options shared by `describe` and `speak`: calendar buckets, a rolling mean and the
/// present moment for recency.
enum AnalysisOptions {
  static let group = OptionGroup(
    title: "ANALYSIS OPTIONS",
    options: [
      bucket.spec,
      rolling.spec,
      now.spec,
    ])

  /// `--bucket`: the calendar unit raw events are summed into.
  static let bucket = TypedOption<BucketUnit>.choice(
    OptionSpec(
      name: "bucket", valueName: "unit",
      help: "Sum raw events into calendar buckets before describing them; empty buckets count as zero."))

  /// `--rolling`: the window of the rolling mean, in points.
  static let rolling = TypedOption<Int>.integer(
    OptionSpec(
      name: "rolling", valueName: "n",
      help: "Also describe a centred rolling mean of n points (the window shrinks at the edges) as a trend line."),
    in: 1...Int.max, of: "points")

  /// `--now`: the present moment, in seconds since 1970.
  static let now = TypedOption<Double>(
    OptionSpec(
      name: "now", valueName: "iso8601",
      help: "The present moment for a sparkline's recency, such as 2024-05-20 or 2024-05-20T12:00:00Z.",
      defaultValue: "the clock")
  ) { text throws(InvalidOptionValue) in
    guard let seconds = ISO8601.parse(text, allowingBareYear: true) else {
      throw .expected("an ISO 8601 date such as 2024-05-20 or 2024-05-20T12:00:00Z")
    }
    return seconds
  }

  /// The description policy the options describe.
  static func policy(_ arguments: ParsedArguments, command: String) throws(CLIError) -> DescriptionPolicy {
    var policy = DescriptionPolicy()
    policy.bucket = arguments.value(bucket)
    policy.rollingWindow = arguments.value(rolling)
    policy.now = arguments.value(now) ?? Date().timeIntervalSince1970
    policy.maxConcurrency = JobsOption.threads(arguments)
    return policy
  }

  /// Checks that the chart can take the options (buckets need dates on the x axis).
  static func validate(_ chart: ChartDescriptor, policy: DescriptionPolicy, command: String) throws(CLIError) {
    if let bucket = policy.bucket, chart.xAxis.type != .temporal {
      throw CLIError.usage(
        "'--bucket \(bucket.rawValue)' needs dates on the x axis; this chart's x axis is \(chart.xAxis.type.rawValue)",
        command: command)
    }
  }
}
