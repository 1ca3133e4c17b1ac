import ChartModel
import Foundation

// MARK: - A scatter plot's colour groups

extension ClaimsChecker {
  /// The claims of a scatter plot of several groups, each recomputed from the data; `nil` when
  /// `text` is none of them.
  /// - "Across all groups, there is a strong negative relationship (r = −0.78)": Pearson's r of
  ///   every point together rounds to the stated r, with its sign and its band of
  ///   ``DescriptionPolicy/correlationBands``; "… no clear relationship between X and Y": as
  ///   ``noRelationship(_:)``.
  /// - "Each of the 3 groups on its own shows the same relationship (r from −0.75 to −0.67)": 3
  ///   series have an r; each has the band and sign of all points together; the lowest and
  ///   highest of their r round to the two numbers.
  /// - "Group by group: A (r = 0.47), B (no clear relationship, r = 0.05) and C (r = 0.7)": each
  ///   named series' r rounds to its number; "no clear relationship" holds at 1 % divided by
  ///   the number of groups (Fisher's z).
  func groupClause(_ text: String, _ sentence: String) -> [CheckedClaim]? {
    let r = #"(−?-?[\d.]+)"#
    if text.hasPrefix("Across all groups, there is ") {
      let rest = "There is " + text.dropFirst("Across all groups, there is ".count)
      if rest.firstMatch(#"^There is no clear relationship between .+ and .+$"#) != nil {
        return [noRelationship(sentence)]
      }
      if let m = rest.firstMatch(
        "^There is an? (weak|moderate|strong|very strong|very weak or no clear) (positive|negative) relationship \\(r = \(r)\\)$"
      ) {
        let pooled = Self.pearson(scatterPairs)
        return correlation(m, sentence) + [
          claim("correlation-band", sentence, Self.band(pooled) == m[1], "r is \(show(pooled)): '\(Self.band(pooled))'")
        ]
      }
    }
    let groups = truth.series.indices.compactMap { s -> (name: String, r: Double, count: Int)? in
      let pairs = groupPairs(s)
      guard pairs.count >= 2, Set(pairs.map(\.0)).count > 1 else { return nil }
      return (truth.series[s].name, Self.pearson(pairs), pairs.count)
    }
    if let m = text.firstMatch(
      #"^Each of the (\d+) groups on its own shows the same relationship \(r from "# + r + " to " + r + #"\)$"#)
    {
      let pooled = Self.pearson(scatterPairs)
      let differ = groups.filter { Self.band($0.r) != Self.band(pooled) || ($0.r >= 0) != (pooled >= 0) }
      let rs = groups.map(\.r)
      guard let low = rs.min(), let high = rs.max(), let a = ClaimsText.number(m[2], unit: nil),
        let b = ClaimsText.number(m[3], unit: nil)
      else { return [claim("groups", sentence, false, "no group has an r")] }
      return [
        claim("groups", sentence, Int(m[1]) == groups.count, "\(groups.count) groups have an r, not \(m[1])"),
        claim(
          "groups", sentence, differ.isEmpty,
          "\(differ.map { "\($0.name) (r = \(show($0.r)))" }.joined(separator: ", ")) differ from all points (r = \(show(pooled)))"
        ),
        claim(
          "groups", sentence, Self.statesCoefficient(a, low) && Self.statesCoefficient(b, high),
          "the groups' r run from \(show(low)) to \(show(high))"),
      ]
    }
    if let m = text.firstMatch(#"^Group by group: (.+)$"#) {
      var result: [CheckedClaim] = []
      for item in m[1].matches(#"(.+?) \((no clear relationship, )?r = "# + r + #"\)(?:, | and |$)"#) {
        let name = item[1].hasPrefix("and ") ? String(item[1].dropFirst(4)) : item[1]
        guard let group = groups.first(where: { $0.name == name }), let stated = ClaimsText.number(item[3], unit: nil)
        else {
          result.append(claim("groups", sentence, false, "no group '\(name)' with an r"))
          continue
        }
        result.append(
          claim(
            "groups", sentence, Self.statesCoefficient(stated, group.r),
            "r of \(name) is \(show(group.r)), not \(item[3])"))
        if !item[2].isEmpty {
          let p = Self.fisherP(group.r, count: group.count)
          result.append(
            claim(
              "no-relationship", sentence, p >= 0.01 / Double(groups.count),
              "\(name): r = \(show(group.r)) from \(group.count) points, p = \(p): a clear relationship"))
        }
      }
      return result.isEmpty ? [claim("groups", sentence, false, "no group read")] : result
    }
    return nil
  }

  /// The finite points of series `s`.
  func groupPairs(_ s: Int) -> [(Double, Double)] {
    let one = truth.series[s]
    return one.finite.map { (one.x[$0.index], $0.y) }.filter { $0.0.isFinite }
  }

  /// Pearson's r of the pairs; 0 when either column is constant.
  static func pearson(_ pairs: [(Double, Double)]) -> Double {
    guard pairs.count >= 2 else { return 0 }
    let n = Double(pairs.count)
    let ma = pairs.reduce(0) { $0 + $1.0 } / n
    let mb = pairs.reduce(0) { $0 + $1.1 } / n
    var (sab, saa, sbb) = (0.0, 0.0, 0.0)
    for (u, v) in pairs {
      sab += (u - ma) * (v - mb)
      saa += (u - ma) * (u - ma)
      sbb += (v - mb) * (v - mb)
    }
    return saa > 0 && sbb > 0 ? sab / (saa * sbb).squareRoot() : 0
  }

  /// The two-sided p-value of r from `count` pairs by Fisher's z.
  static func fisherP(_ r: Double, count: Int) -> Double {
    guard count > 3 else { return 1 }
    let z = atanh(Swift.min(0.999_999, abs(r))) * Double(count - 3).squareRoot()
    return erfc(z / 2.0.squareRoot())
  }

  /// The English band word of |r| by ``DescriptionPolicy/correlationBands``.
  static func band(_ r: Double) -> String {
    let words = ["very weak or no clear", "weak", "moderate", "strong", "very strong"]
    return words[DescriptionPolicy.standard.correlationBands.filter { abs(r) >= $0 }.count]
  }
}
