/// The kind of chart a descriptor describes.
///
/// The kind chooses the content plan of the description (what the narration says first) and the
/// audio graph's defaults (continuous glide or separate tones). It never changes the data.
public enum ChartKind: String, Sendable, Hashable, CaseIterable, Codable {
  case line
  case bar
  case area
  case scatter
  case radar
  case sparkline
  case pie
}
