import ChartModel
import Foundation

/// The analysis options shared by `describe` and `speak`: calendar buckets, a rolling mean and the
/// present moment for recency.
enum AnalysisOptions {
  static let specs: [OptionSpec] = [
    OptionSpec(
      name: "bucket", valueName: "unit",
      help: "Sum raw events into calendar buckets before describing them; empty buckets count as zero.",
      choices: BucketUnit.allCases.map(\.rawValue)),
    OptionSpec(
      name: "rolling", valueName: "n",
      help: "Also describe a centred rolling mean of n points (the window shrinks at the edges) as a trend line."),
    OptionSpec(
      name: "now", valueName: "iso8601",
      help: "The present moment for a sparkline's recency, such as 2024-05-20 or 2024-05-20T12:00:00Z.",
      defaultValue: "the clock"),
  ]

  /// The description policy the options describe.
  static func policy(_ arguments: ParsedArguments, command: String) throws(CLIError) -> DescriptionPolicy {
    var policy = DescriptionPolicy()
    if let text = arguments.value("bucket") { policy.bucket = BucketUnit(rawValue: text) }
    if let text = arguments.value("rolling") {
      guard let window = Int(text), window >= 1 else {
        throw CLIError.usage(
          "The value '\(text)' is invalid for '--rolling <n>'. Please provide a whole number of points, 1 or more.",
          command: command)
      }
      policy.rollingWindow = window
    }
    if let text = arguments.value("now") {
      guard let seconds = ISO8601.parse(text, allowingBareYear: true) else {
        throw CLIError.usage(
          "The value '\(text)' is invalid for '--now <iso8601>'. Please provide an ISO 8601 date such as 2024-05-20 or 2024-05-20T12:00:00Z.",
          command: command)
      }
      policy.now = seconds
    } else {
      policy.now = Date().timeIntervalSince1970
    }
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
