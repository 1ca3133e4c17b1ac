/// What a description writes: a chart's (``ChartDescription``) or a set of charts'
/// (``ChartSetDescription``), in each output format.
public protocol DescriptionOutput: Sendable {
  /// Plain text of the requested tiers.
  func text(_ style: TextStyle) throws(NarrationError) -> String
  /// The requested tiers as Markdown.
  func markdown(_ style: TextStyle) throws(NarrationError) -> String
  /// The speech text of the requested tiers as SSML.
  func ssml() -> String
  /// The requested tiers as an HTML `<figure>` (``ChartDescription/html(_:)``).
  func html(_ options: HTMLOptions) throws(NarrationError) -> String
  /// The texts and facts as JSON.
  func jsonText(pretty: Bool) -> String
}

extension ChartDescription: DescriptionOutput {}
extension ChartSetDescription: DescriptionOutput {}
