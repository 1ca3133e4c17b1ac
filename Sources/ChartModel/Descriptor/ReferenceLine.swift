/// A line drawn across the chart at a fixed value: a target, a threshold, an average.
public struct ReferenceLine: Sendable, Equatable {
  public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable {
    /// A horizontal line at a y value.
    case y
    /// A vertical line at an x position.
    case x
  }

  /// Which axis the value is on.
  public var axis: Orientation
  /// The value, as a position on that axis (see ``Axis``).
  public var value: Double
  /// The author's label ("Target"); `nil` when unlabelled.
  public var label: String?

  public init(axis: Orientation, value: Double, label: String? = nil) {
    self.axis = axis
    self.value = value
    self.label = label
  }
}
