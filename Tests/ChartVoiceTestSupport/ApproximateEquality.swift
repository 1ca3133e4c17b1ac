/// Approximate comparison of floating-point results for tests.
///
/// Relative tolerance, with an absolute floor for values near zero. Not transitive, so it is a test
/// helper and never an `Equatable` conformance.
public func isApproximatelyEqual(
  _ a: Double, _ b: Double, relativeTolerance: Double = 1e-9, absoluteTolerance: Double = 1e-12
) -> Bool {
  if a == b { return true }
  if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
  if a.isInfinite || b.isInfinite { return false }
  let scale = max(abs(a), abs(b))
  return abs(a - b) <= max(absoluteTolerance, relativeTolerance * scale)
}

/// Approximate comparison of optional results: both `nil`, or both present and approximately
/// equal.
public func isApproximatelyEqual(
  _ a: Double?, _ b: Double?, relativeTolerance: Double = 1e-9, absoluteTolerance: Double = 1e-12
) -> Bool {
  switch (a, b) {
  case (nil, nil): true
  case (let a?, let b?):
    isApproximatelyEqual(
      a, b, relativeTolerance: relativeTolerance, absoluteTolerance: absoluteTolerance)
  default: false
  }
}
