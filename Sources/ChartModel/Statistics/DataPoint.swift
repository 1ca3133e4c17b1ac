/// One point of a series: an x *position* (see ``Axis``) and its y value.
///
///     DataPoint(x: 3, y: 12.5)
///
/// Statistics report points rather than bare values so that a description can say *where*
/// something happened ("a peak of 12.5 in March").
public struct DataPoint: Sendable, Hashable {
  /// The position on the x axis: the number itself, seconds since 1970, or a category index.
  public var x: Double
  /// The value.
  public var y: Double

  /// Creates a point.
  ///
  /// - Complexity: O(1).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
