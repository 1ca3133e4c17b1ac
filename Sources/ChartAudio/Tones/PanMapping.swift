import ChartModel

/// From an x position to a stereo pan, −width (left) … +width (right) (`sonification.md` §3).
///
///     let pan = PanMapping(domain: 0...10, width: 0.9)
///     pan.pan(for: 0)    // -0.9
///     pan.pan(for: 5)    //  0
///     pan.pan(for: 10)   //  0.9
///
/// Edge cases: a one-position domain (a single category, a single date) plays centred, as does
/// every position when there is no domain; positions outside the domain pan to its nearest end.
public struct PanMapping: Sendable, Equatable {
  /// The x positions mapped to the left and right ends; `nil` when there are no points.
  public var domain: ClosedRange<Double>?
  /// The pan of the domain's ends, 0…1.
  public var width: Double

  public init(domain: ClosedRange<Double>?, width: Double) {
    self.domain = domain
    self.width = width
  }

  /// The mapping for a chart, shared by all its series so equal x positions pan equally: a
  /// categorical axis spans its categories (0 … count − 1); otherwise the declared x range when
  /// there is one, else the data's.
  ///
  /// - Complexity: O(*n*) over all points when the domain comes from the data, else O(1).
  public init(descriptor: ChartDescriptor, style: SonificationStyle) {
    let axis = descriptor.xAxis
    if axis.type == .categorical, !axis.categories.isEmpty {
      self.init(domain: 0...Double(axis.categories.count - 1), width: style.panWidth)
    } else if let declared = axis.range {
      self.init(domain: declared, width: style.panWidth)
    } else {
      var low = Double.infinity
      var high = -Double.infinity
      for series in descriptor.series {
        for position in series.x where position.isFinite {
          low = min(low, position)
          high = max(high, position)
        }
      }
      self.init(domain: low <= high ? low...high : nil, width: style.panWidth)
    }
  }

  /// The pan of `position`, −width…+width; 0 when the domain has one position or none.
  ///
  /// - Complexity: O(1).
  public func pan(for position: Double) -> Double {
    guard let domain, domain.lowerBound < domain.upperBound, position.isFinite else { return 0 }
    let t = (position - domain.lowerBound) / (domain.upperBound - domain.lowerBound)
    return width * (2 * min(1, max(0, t)) - 1)
  }
}
