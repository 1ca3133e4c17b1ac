import Foundation

// MARK: - Student's t distribution

extension Statistics {
  /// The two-sided p-value of a t statistic with `degrees` degrees of freedom:
  /// P(|T| ≥ |t|) = I_{ν/(ν+t²)}(ν/2, 1/2), the regularised incomplete beta function.
  ///
  ///     Statistics.studentTTwoSided(2.228, degrees: 10)   // 0.05
  ///
  /// - Returns: The p-value in [0, 1]; 1 for t = 0 or non-finite input with `degrees` < 1.
  /// - Complexity: O(1) (a continued fraction of at most 300 terms).
  package static func studentTTwoSided(_ t: Double, degrees: Double) -> Double {
    guard degrees >= 1, !t.isNaN else { return 1 }
    guard t.isFinite else { return 0 }
    return Swift.min(1, Swift.max(0, regularizedBeta(degrees / (degrees + t * t), degrees / 2, 0.5)))
  }

  /// I_x(a, b) by Lentz's continued fraction (Press et al., *Numerical Recipes* §6.4).
  ///
  /// - Complexity: O(1).
  static func regularizedBeta(_ x: Double, _ a: Double, _ b: Double) -> Double {
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    let logBeta: Double = lgamma(a + b) - lgamma(a) - lgamma(b)
    let logFront: Double = logBeta + a * log(x) + b * log(1 - x)
    if x > (a + 1) / (a + b + 2) { return 1 - regularizedBeta(1 - x, b, a) }
    let tiny = 1e-300
    var c = 1.0
    var d = 1 - (a + b) * x / (a + 1)
    if abs(d) < tiny { d = tiny }
    d = 1 / d
    var h = d
    for m in 1...300 {
      let m = Double(m)
      var numerator = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
      d = 1 + numerator * d
      if abs(d) < tiny { d = tiny }
      c = 1 + numerator / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      h *= d * c
      numerator = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
      d = 1 + numerator * d
      if abs(d) < tiny { d = tiny }
      c = 1 + numerator / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      let step = d * c
      h *= step
      if abs(step - 1) < 1e-14 { break }
    }
    return exp(logFront) * h / a
  }
}
