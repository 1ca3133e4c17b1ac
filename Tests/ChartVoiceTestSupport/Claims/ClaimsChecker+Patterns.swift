import ChartModel
import Foundation

// MARK: - Sign changes, steps and seasons, checked against the data

extension ClaimsChecker {
  /// Reads a sign-change, step or season sentence of one series (or a jump, an empty stretch, a
  /// spike on a day of the month: ``jumpOrEmptyClause(_:_:)``); `nil` when the clause is none of
  /// them. Every verdict comes from the input data, never from chartvoice's analysis.
  func patternClause(_ text: String, _ sentence: String) -> [CheckedClaim]? {
    let cycles = "(each year|each week|each day|each month)"
    guard truth.series.count == 1 else {
      // Several series share one season only when each series has it.
      let every = truth.series.indices
      if let m = text.firstMatch("^The values tend to be highest around (.+?) and lowest around (.+?) \(cycles)$") {
        return every.flatMap {
          [
            season(m[1], highest: true, m[3], sentence, series: $0),
            season(m[2], highest: false, m[3], sentence, series: $0),
          ]
        }
      }
      if let m = text.firstMatch("^The values tend to be (highest|lowest) around (.+?) \(cycles)$") {
        return every.map { season(m[2], highest: m[1] == "highest", m[3], sentence, series: $0) }
      }
      return nil
    }
    if let claims = jumpOrEmptyClause(text, sentence) { return claims }
    if let claims = sharpMoveClause(text, sentence) { return claims }
    let sides = "(below|above)"
    if let m = text.firstMatch("^The values were \(sides) zero until (.+) and \(sides) zero from (.+)$") {
      return [signRuns([(m[1], nil, m[2]), (m[3], m[4], nil)], sentence)]
    }
    if let m = text.firstMatch(
      "^The values were \(sides) zero until (.+), \(sides) zero from (.+) to (.+), and \(sides) zero again from (.+)$")
    {
      return [signRuns([(m[1], nil, m[2]), (m[3], m[4], m[5]), (m[6], m[7], nil)], sentence)]
    }
    if let m = text.firstMatch(
      "^[Tt]he (?:average )?level (jumped|dropped) from \(n) to \(n) (.+?)(?:, then (jumped|dropped) to \(n) (.+))?$")
    {
      var steps = [(up: m[1] == "jumped", to: m[3], at: m[4])]
      if !m[5].isEmpty { steps.append((m[5] == "jumped", m[6], m[7])) }
      return levelSteps(from: m[2], steps, sentence)
    }
    // The summary's sentence, or the alt text's clause without its subject.
    let subject = "(?:The values tend to be )?"
    if let m = text.firstMatch("^\(subject)highest around (.+?) and lowest around (.+?) \(cycles)$") {
      return [season(m[1], highest: true, m[3], sentence), season(m[2], highest: false, m[3], sentence)]
    }
    if let m = text.firstMatch("^\(subject)(highest|lowest) around (.+?) \(cycles)$") {
      return [season(m[2], highest: m[1] == "highest", m[3], sentence)]
    }
    return nil
  }

  /// Runs of one sign: each stated run holds only values of its sign, from its first named
  /// point (or the start) to its last (or the end), and the runs cover every finite value.
  private func signRuns(_ runs: [(side: String, from: String?, until: String?)], _ sentence: String) -> CheckedClaim {
    let points = truth.series[0].finite
    var covered = 0
    for run in runs {
      let positive = run.side == "above"
      let start = run.from.map { truth.indices(named: ClaimsText.place($0), series: 0).first } ?? points.first?.index
      let end = run.until.map { truth.indices(named: ClaimsText.place($0), series: 0).last } ?? points.last?.index
      guard let start, let end, start <= end else {
        return claim("sign-change", sentence, false, "no points at '\(run.from ?? "start")' to '\(run.until ?? "end")'")
      }
      let inside = points.filter { $0.index >= start && $0.index <= end }
      if let wrong = inside.first(where: { positive ? $0.y <= 0 : $0.y >= 0 }) {
        return claim(
          "sign-change", sentence, false,
          "the value \(show(wrong.y)) at index \(wrong.index) is not \(run.side) zero")
      }
      covered += inside.count
    }
    return claim(
      "sign-change", sentence, covered == points.count, "the runs cover \(covered) of \(points.count) values")
  }

  /// Level shifts: the mean of the values between the stated changes is each stated level, the
  /// direction matches, and at each change the first point of the new level lies nearer the new
  /// level and the point before it nearer the old.
  private func levelSteps(
    from first: String, _ steps: [(up: Bool, to: String, at: String)], _ sentence: String
  ) -> [CheckedClaim] {
    let points = truth.series[0].finite
    var cuts: [Int] = []
    for step in steps {
      guard let index = truth.indices(named: ClaimsText.place(step.at), series: 0).first,
        let position = points.firstIndex(where: { $0.index >= index }), position > 0
      else { return [claim("step", sentence, false, "no point at '\(step.at)'")] }
      cuts.append(position)
    }
    guard cuts == cuts.sorted() else { return [claim("step", sentence, false, "the steps are out of order")] }
    let edges = [0] + cuts + [points.count]
    let levels = zip(edges, edges.dropFirst()).map { a, b in
      b > a ? points[a..<b].map(\.y).reduce(0, +) / Double(b - a) : .nan
    }
    var result: [CheckedClaim] = []
    let stated = [first] + steps.map(\.to)
    for (k, text) in stated.enumerated() {
      let ok = num(text).map { $0.states(levels[k]) || ($0.hedged && $0.rounds(levels[k])) } ?? false
      result.append(claim("step", sentence, ok, "the level \(k + 1) mean is \(show(levels[k])), not \(text)"))
    }
    for (k, step) in steps.enumerated() {
      let old = levels[k]
      let new = levels[k + 1]
      let at = points[cuts[k]].y
      let before = points[cuts[k] - 1].y
      result.append(claim("step", sentence, (new > old) == step.up, "the level went from \(show(old)) to \(show(new))"))
      result.append(
        claim(
          "step", sentence, abs(at - new) < abs(at - old) && abs(before - old) < abs(before - new),
          "the change from \(show(old)) to \(show(new)) is not at '\(step.at)' (values \(show(before)), \(show(at)))"))
    }
    return result
  }

  /// A season: in at least half of the data's complete cycles, the highest (lowest) value,
  /// less a centred moving mean over one cycle, lies near the named phase (within one phase, or
  /// two hours; exactly at it for quarters).
  private func season(
    _ name: String, highest: Bool, _ cycleWords: String, _ sentence: String, series index: Int = 0
  ) -> CheckedClaim {
    let series = truth.series[index]
    guard truth.chart.xAxis.type == .temporal, let phase = Self.phase(named: name) else {
      return claim("season", sentence, false, "cannot read the phase '\(name)'")
    }
    let points = series.finite
    let xs = points.map { series.x[$0.index] }
    let (count, phaseOf, cycleOf): (Int, (Double) -> Int, (Double) -> Int)
    let days = { (x: Double) in Int((x / 86_400).rounded(.down)) }
    switch (phase.kind, cycleWords) {
    case ("month", "each year"):
      (count, phaseOf, cycleOf) = (
        12, { CivilDate(secondsSince1970: $0).month }, { CivilDate(secondsSince1970: $0).year }
      )
    case ("quarter", "each year"):
      (count, phaseOf, cycleOf) = (
        4, { (CivilDate(secondsSince1970: $0).month - 1) / 3 + 1 }, { CivilDate(secondsSince1970: $0).year }
      )
    case ("weekday", "each week"):
      (count, phaseOf, cycleOf) = (7, { (days($0) + 3) % 7 + 1 }, { (days($0) + 3) / 7 })
    case ("hour", "each day"):
      (count, phaseOf, cycleOf) = (24, { Int(($0 / 3_600).rounded(.down)) % 24 }, { days($0) })
    case ("day", "each month"):
      (count, phaseOf, cycleOf) = (
        31, { CivilDate(secondsSince1970: $0).day },
        {
          let c = CivilDate(secondsSince1970: $0)
          return c.year * 12 + c.month
        }
      )
    default:
      return claim("season", sentence, false, "'\(name)' is not a phase of '\(cycleWords)'")
    }
    // Points per cycle, for the moving mean that takes the trend out.
    let cycleIDs = xs.map(cycleOf)
    var perCycle: [Int: [Int]] = [:]
    for (k, id) in cycleIDs.enumerated() { perCycle[id, default: []].append(k) }
    let sizes = perCycle.values.map(\.count).sorted()
    let window = sizes.isEmpty ? 1 : sizes[sizes.count / 2]
    let values = points.map(\.y)
    let half = window / 2
    var detrended = values
    for k in values.indices {
      let a = Swift.max(0, Swift.min(k - half, values.count - window))
      let b = Swift.min(values.count, a + window)
      detrended[k] = values[k] - values[a..<b].reduce(0, +) / Double(b - a)
    }
    let reach = count < 7 ? 0 : Swift.max(1, count / 12)
    var complete = 0
    var hits = 0
    for members in perCycle.values where members.count >= Swift.min(window, count == 31 ? 28 : count) {
      guard
        let extreme = highest
          ? members.max(by: { detrended[$0] < detrended[$1] }) : members.min(by: { detrended[$0] < detrended[$1] })
      else { continue }
      complete += 1
      let d = abs(phaseOf(xs[extreme]) - phase.value) % count
      if Swift.min(d, count - d) <= reach { hits += 1 }
    }
    return claim(
      "season", sentence, complete >= 2 && 2 * hits >= complete,
      "the \(highest ? "highest" : "lowest") value is near '\(name)' in \(hits) of \(complete) cycles")
  }

  /// "July" → month 7, "Saturday" → weekday 6, "18:00" → hour 18, "day 25", "Q4".
  static func phase(named name: String) -> (kind: String, value: Int)? {
    let months = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
      "December",
    ]
    let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    if let k = months.firstIndex(of: name) { return ("month", k + 1) }
    if let k = weekdays.firstIndex(of: name) { return ("weekday", k + 1) }
    if let m = name.firstMatch(#"^(\d{1,2}):00$"#), let h = Int(m[1]) { return ("hour", h) }
    if let m = name.firstMatch(#"^day (\d{1,2})$"#), let d = Int(m[1]) { return ("day", d) }
    if let m = name.firstMatch(#"^Q([1-4])$"#), let q = Int(m[1]) { return ("quarter", q) }
    return nil
  }
}
