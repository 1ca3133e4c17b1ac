import ChartModel
import Foundation

/// One claim read back from the text and its verdict against the input data.
public struct CheckedClaim: Sendable, CustomStringConvertible {
  /// The class of claim: "extreme", "change", "start-end", "percent-change", "reference",
  /// "crossing", "leader", "share", "segment", "point", "group", "shape", "ranking", "stayed",
  /// "single", "missing", "range", "radar", "correlation", "outlier", "tie".
  public var kind: String
  public var sentence: String
  public var isTrue: Bool
  /// Why it is false (empty when true).
  public var reason: String

  public var description: String { "\(isTrue ? "ok" : "FALSE") [\(kind)] \(sentence)\(isTrue ? "" : " — " + reason)" }
}

/// The checker's verdicts over one description.
public struct ClaimsReport: Sendable {
  public var claims: [CheckedClaim] = []
  /// Sentences (or clauses) the checker could not read: a failure of the checker.
  public var unparsed: [String] = []
  /// Sentences read as orientation or as statistics the checker does not recompute (title,
  /// axis lines, trend tests), by class.
  public var classified: [(kind: String, sentence: String)] = []

  public var falseClaims: [CheckedClaim] { claims.filter { !$0.isTrue } }

  public init() {}

  public mutating func merge(_ other: ClaimsReport) {
    claims += other.claims
    unparsed += other.unparsed
    classified += other.classified
  }
}

/// Reads chartvoice's English display text (alt, summary, readout) back into typed claims and
/// checks each against the chart's input data (``ClaimsTruth``).
///
///     let report = ClaimsChecker(truth: ClaimsTruth(chart: chart))
///       .check(alt: alt, summary: summary, readout: readoutLines)
///     report.falseClaims   // each with its sentence and the data that contradicts it
public struct ClaimsChecker: Sendable {
  public var truth: ClaimsTruth
  let n: String
  let unit: String?

  public init(truth: ClaimsTruth) {
    self.truth = truth
    unit = truth.chart.yAxis.unit
    n = "(" + ClaimsText.numberPattern(unit: truth.chart.yAxis.unit) + ")"
  }

  public func check(alt: String, summary: [String], readout: [String]) -> ClaimsReport {
    var report = ClaimsReport()
    checkAlt(alt, into: &report)
    for sentence in summary { checkSentence(sentence, into: &report) }
    checkReadout(readout, into: &report)
    checkYears([alt] + summary + readout, into: &report)
    checkColourCodes([alt] + summary + readout, into: &report)
    checkScalesCarryOver([alt] + summary, into: &report)
    return report
  }

  /// A scale word heard across a range: "between 1 and 3 million" is heard as one million to
  /// three million, so a bare first value other than 0 below 1,000 is false as heard. A unit
  /// or currency said with the first value ("$1 to $3 million") keeps it apart.
  func checkScalesCarryOver(_ sentences: [String], into report: inout ClaimsReport) {
    let pattern =
      #"\b(?:between|from) (?:about )?(?:minus )?(-?\d[\d,]*(?:\.\d+)?) (?:and|to) (?:about )?(?:minus )?-?[$€£]?-?\d[\d,]*(?:\.\d+)? (million|billion|trillion)\b"#
    for sentence in sentences {
      for m in sentence.matches(pattern) {
        let digits = m[1].filter { $0.isNumber || $0 == "." }
        guard let low = Double(digits), low != 0, low < 1000 else { continue }
        report.claims.append(
          claim("shared-scale", sentence, false, "'\(m[0])' is heard with \(m[1]) \(m[2])"))
      }
    }
  }

  /// A colour written as a code ("#1f77b4") names nothing a listener knows: a series or a place
  /// is named by what the spec calls it, or not at all.
  func checkColourCodes(_ sentences: [String], into report: inout ClaimsReport) {
    for sentence in sentences {
      for m in sentence.matches(#"#[0-9A-Fa-f]{3,8}\b"#) {
        report.claims.append(claim("colour-code", sentence, false, "'\(m[0])' is a colour code, not a name"))
      }
    }
  }

  /// Years are years: on a numeric x axis of whole years, "2,020" is false.
  func checkYears(_ sentences: [String], into report: inout ClaimsReport) {
    let xs = Set(truth.series.flatMap(\.x))
    guard truth.chart.xAxis.type == .numeric, !xs.isEmpty,
      xs.allSatisfy({ $0 == $0.rounded() && $0 >= 1000 && $0 <= 2999 })
    else { return }
    for sentence in sentences {
      for m in sentence.matches(#"\b([12]),(\d{3})\b(?![,.]\d)"#) where xs.contains(Double(m[1] + m[2]) ?? -1) {
        report.claims.append(claim("year", sentence, false, "the year \(m[1] + m[2]) is written as the number \(m[0])"))
      }
    }
  }

  // MARK: - Helpers

  func num(_ text: String) -> StatedNumber? { ClaimsText.number(text, unit: unit) }

  /// A count as written ("3,177").
  func int(_ text: String) -> Int? { Int(text.replacingOccurrences(of: ",", with: "")) }

  var allSeries: [Int] { Array(truth.series.indices) }

  func claim(_ kind: String, _ sentence: String, _ ok: Bool, _ reason: @autoclosure () -> String) -> CheckedClaim {
    guard !ok else { return CheckedClaim(kind: kind, sentence: sentence, isTrue: true, reason: "") }
    let why = reason()
    // "… is 41200, not $41,000": a value rounded but written without "about" is its own class.
    if let m = why.firstMatch(#"is (-?[\d.e+-]+)%?, not (.+)$"#), let truthValue = Double(m[1]),
      let stated = num(m[2]) ?? ClaimsText.number(m[2], unit: nil), !stated.hedged,
      let asHedged = ClaimsText.number("about " + stated.text, unit: unit), asHedged.rounds(truthValue)
    {
      return CheckedClaim(kind: "unhedged-rounding", sentence: sentence, isTrue: false, reason: "\(kind): " + why)
    }
    return CheckedClaim(kind: kind, sentence: sentence, isTrue: false, reason: why)
  }

  func show(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }

  /// The series a place names in "Dakar, in 2024", and the place without it.
  func scoped(_ place: String, default scope: [Int]) -> (series: [Int], place: String) {
    for (s, one) in truth.series.enumerated() where place.hasPrefix(one.name + ", ") {
      return ([s], String(place.dropFirst(one.name.count + 2)))
    }
    return (scope, place)
  }

  /// A list of series, each with its places ("A, in 1992 and B, in 1989"): each item starts with
  /// a series name and ", " at the start or after ", " or " and "; `nil` when the text starts
  /// with no series name.
  func seriesHolders(_ place: String) -> [(series: Int, place: String)]? {
    var starts: [(at: String.Index, body: String.Index, series: Int)] = []
    for (s, one) in truth.series.enumerated().sorted(by: { $0.element.name.count > $1.element.name.count }) {
      var from = place.startIndex
      while let found = place.range(of: one.name + ", ", range: from..<place.endIndex) {
        let head = place[..<found.lowerBound]
        let atItem = head.isEmpty || head.hasSuffix(", ") || head.hasSuffix(" and ")
        if atItem, !starts.contains(where: { $0.at <= found.lowerBound && found.lowerBound < $0.body }) {
          starts.append((found.lowerBound, found.upperBound, s))
        }
        from = found.upperBound
      }
    }
    starts.sort { $0.at < $1.at }
    guard let first = starts.first, first.at == place.startIndex else { return nil }
    return starts.indices.map { i in
      let end = i + 1 < starts.count ? starts[i + 1].at : place.endIndex
      var body = String(place[starts[i].body..<end])
      for separator in [" and ", ", "] where body.hasSuffix(separator) { body.removeLast(separator.count) }
      return (starts[i].series, body)
    }
  }

  /// Whether some point in `scope` at `place` has the value `stated`.
  func valueAt(_ stated: StatedNumber, _ place: String, scope: [Int]) -> (Bool, String) {
    let (scope, place) = scoped(place, default: scope)
    var seen: [String] = []
    for s in scope {
      for index in truth.indices(named: place, series: s) {
        let y = truth.series[s].y[index]
        if y.isFinite, stated.states(y) { return (true, "") }
        seen.append(show(y))
      }
    }
    if seen.isEmpty { return (false, "no point at '\(place)'") }
    return (false, "the data at '\(place)' is \(seen.joined(separator: ", ")), not \(stated)")
  }

  func finiteValues(_ scope: [Int]) -> [Double] {
    scope.flatMap { s in truth.series[s].finite.map(\.y) }
  }

  /// An extreme ("the highest was V at P"): V is the extreme of `scope`, P a place where it
  /// occurs; when the place names fewer of the tied points than share it, a tie is left out.
  func extreme(_ kind: String, highest: Bool, _ value: String, _ place: String?, scope: [Int], _ sentence: String)
    -> [CheckedClaim]
  {
    let values = finiteValues(scope)
    guard let stated = num(value), let truthValue = highest ? values.max() : values.min() else {
      return [claim(kind, sentence, false, "no value to compare with '\(value)'")]
    }
    var result = [
      claim(
        kind, sentence, stated.states(truthValue),
        "the \(highest ? "highest" : "lowest") value is \(show(truthValue)), not \(value)")
    ]
    guard let place else { return result }
    // More than three series holding the extreme, by name only: "in 25 series: 0, 10, 6 and 22
    // others". The count is every series that holds it; each name is one of them.
    if let m = place.firstMatch(#"^in ([\d,]+) series: (.+)$"#) {
      let holding = scope.filter { s in truth.series[s].finite.contains { $0.y == truthValue } }
      let listed = ClaimsText.elided(ClaimsText.list(m[2], known: knownLabels))
      let ok =
        int(m[1]) == holding.count && listed.names.count + listed.others == holding.count
        && listed.names.allSatisfy { name in holding.contains { truth.series[$0].name == name } }
      result.append(
        claim(
          kind, sentence, ok,
          "\(holding.count) series hold the \(highest ? "highest" : "lowest") value \(show(truthValue)), not '\(place)'"
        ))
      return result
    }
    // Several series holding the extreme, each with its places: "Volcanic activity, in 1992 and
    // Wildfire, in 1989". Every holder must hold the value at every place it is named with.
    if let holders = seriesHolders(place), holders.count > 1 {
      for (s, listed) in holders {
        // The last holder of an elided list carries its count: "…, 10, in 2019 and 17 others".
        let at = listed.replacingOccurrences(of: #" and [\d,]+ others?$"#, with: "", options: .regularExpression)
        // "Alpha, 5 of 10 months, scattered from May 2018 to December 2018": that many points of
        // the series hold the value, the first and the last where said.
        if let t = ClaimsText.place(at).firstMatch(#"^([\d,]+) of ([\d,]+) [^,]+, (?:scattered )?from (.+?) to (.+?)$"#)
        {
          let xs = truth.series[s].finite.filter { $0.y == truthValue }.map { truth.series[s].x[$0.index] }.sorted()
          let ok =
            int(t[1]) == xs.count && xs.first.map { truth.place(t[3], names: $0) } == true
            && xs.last.map { truth.place(t[4], names: $0) } == true
          result.append(
            claim(
              kind, sentence, ok,
              "\(xs.count) points of \(truth.series[s].name) hold \(show(truthValue)), not '\(at)'"))
          continue
        }
        let named = ClaimsText.elided(ClaimsText.list(ClaimsText.place(at), known: knownLabels)).names
        let ok = named.allSatisfy { name in
          truth.series[s].finite.contains {
            $0.y == truthValue && truth.place(name, names: truth.series[s].x[$0.index])
          }
        }
        result.append(
          claim(
            kind, sentence, ok,
            "the \(highest ? "highest" : "lowest") value \(show(truthValue)) is not at '\(at)' in \(truth.series[s].name)"
          ))
      }
      return result
    }
    let (placeScope, bare) = scoped(place, default: scope)
    let atExtreme = placeScope.flatMap { s in
      truth.series[s].finite.filter { $0.y == truthValue }.map { (s, $0.index) }
    }
    if let t = ClaimsText.place(bare).firstMatch(#"^([\d,]+) of ([\d,]+) [^,]+, (scattered )?from (.+?) to (.+?)$"#) {
      let xs = Set(atExtreme.map { truth.series[$0.0].x[$0.1] }).sorted()
      let inScope = placeScope.flatMap { s in truth.series[s].finite.map { truth.series[s].x[$0.index] } }
      let total = int(t[2]) ?? -1
      result.append(
        claim(
          "tie", sentence, int(t[1]) == xs.count && (total == inScope.count || total == Set(inScope).count),
          "\(xs.count) of \(inScope.count) points share the \(highest ? "highest" : "lowest") value \(show(truthValue)), not '\(t[1]) of \(t[2])'"
        ))
      let ends =
        xs.first.map { truth.place(t[4], names: $0) } == true && xs.last.map { truth.place(t[5], names: $0) } == true
      result.append(
        claim(
          kind, sentence, ends,
          "the \(highest ? "highest" : "lowest") value \(show(truthValue)) is not first at '\(t[4])' and last at '\(t[5])'"
        ))
      // "From A to B" alone is an unbroken run: no other value lies between the first and the
      // last place; "scattered from A to B" says that some does.
      if let low = xs.first, let high = xs.last {
        let between = Set(inScope.filter { $0 >= low && $0 <= high }).count
        let scattered = !t[3].isEmpty
        result.append(
          claim(
            kind, sentence, (between > xs.count) == scattered,
            "\(between - xs.count) other values lie between '\(t[4])' and '\(t[5])', so the places are \(scattered ? "" : "not ")in a row"
          ))
      }
      return result
    }
    let known = knownLabels
    let (named, others) = ClaimsText.elided(ClaimsText.list(ClaimsText.place(bare), known: known))
    let namedPoints = atExtreme.filter { s, index in named.contains { truth.place($0, names: truth.series[s].x[index]) }
    }
    let allNamedAtExtreme = named.allSatisfy { name in
      atExtreme.contains { s, index in truth.place(name, names: truth.series[s].x[index]) }
    }
    result.append(
      claim(
        kind, sentence, allNamedAtExtreme && !namedPoints.isEmpty,
        "the \(highest ? "highest" : "lowest") value \(show(truthValue)) is not at '\(bare)'"))
    let distinctPlaces = Set(atExtreme.map { truth.series[$0.0].x[$0.1] })
    if allNamedAtExtreme, distinctPlaces.count > Set(namedPoints.map { truth.series[$0.0].x[$0.1] }).count + others,
      named.count < 3
    {
      result.append(
        claim(
          "tie", sentence, false,
          "\(distinctPlaces.count) points share the \(highest ? "highest" : "lowest") value \(show(truthValue)); '\(bare)' names \(named.count)"
        ))
    }
    return result
  }

  /// Labels the text may use for whole places: categories and series names.
  var knownLabels: [String] { truth.categoryLabels + truth.series.map(\.name) }

  /// A change between two stated values with a direction word; `first`/`last` checked at their
  /// places (or, with no place, as the series' first and last values).
  func change(
    _ kind: String, word: String, from a: String, at placeA: String?, to b: String, at placeB: String?,
    scope: [Int], _ sentence: String
  ) -> [CheckedClaim] {
    guard let sa = num(a), let sb = num(b) else {
      return [claim(kind, sentence, false, "cannot read '\(a)' or '\(b)'")]
    }
    var result: [CheckedClaim] = []
    var trueA: Double? = nil
    var trueB: Double? = nil
    if let placeA, let placeB {
      let (okA, whyA) = valueAt(sa, placeA, scope: scope)
      let (okB, whyB) = valueAt(sb, placeB, scope: scope)
      result.append(claim(kind, sentence, okA, whyA))
      result.append(claim(kind, sentence, okB, whyB))
      // Of the points a rounded place names, the one with the stated value.
      func pick(_ place: String, _ stated: StatedNumber) -> Double? {
        let (s, bare) = scoped(place, default: scope)
        guard let first = s.first else { return nil }
        let values = truth.indices(named: bare, series: first).map { truth.series[first].y[$0] }
        return values.first { stated.states($0) } ?? values.first { stated.rounds($0) } ?? values.first
      }
      trueA = pick(placeA, sa)
      trueB = pick(placeB, sb)
    } else if scope.count == 1, let first = truth.series[scope[0]].finite.first,
      let last = truth.series[scope[0]].finite.last
    {
      trueA = first.y
      trueB = last.y
      result.append(claim(kind, sentence, sa.states(first.y), "the first value is \(show(first.y)), not \(a)"))
      result.append(claim(kind, sentence, sb.states(last.y), "the last value is \(show(last.y)), not \(b)"))
    }
    if let trueA, let trueB {
      let rising = ["rose", "climbed", "tended to rise", "up", "widened"].contains(word)
      let falling = ["fell", "dropped", "tended to fall", "down", "narrowed"].contains(word)
      if rising || falling {
        result.append(
          claim(
            "direction", sentence, rising ? trueB > trueA : trueB < trueA,
            "'\(word)' but the data goes from \(show(trueA)) to \(show(trueB))"))
      }
    }
    if ["rose", "climbed", "fell", "dropped"].contains(word), sa.value == sb.value {
      result.append(claim("direction", sentence, false, "'\(word)' between two values written the same (\(a))"))
    }
    return result
  }

  // MARK: - Alt text

  func checkAlt(_ alt: String, into report: inout ClaimsReport) {
    guard !alt.isEmpty else { return }
    var text = alt
    if text.hasSuffix(".") { text.removeLast() }
    // "{kind} of {measure} {span}: body" or "{kind} of {measure} with one value: V at P"; the
    // head ends at the first separator, as a colon may come later in the body ("lowest 1 (in 7
    // series: 10, 20, 30 and 4 others)" after "{kind} of {measure} {span}; ").
    let separators = [text.range(of: ": "), text.range(of: "; ")].compactMap { $0 }
    guard let colon = separators.min(by: { $0.lowerBound < $1.lowerBound }) else {
      report.unparsed.append(alt)
      return
    }
    let head = String(text[..<colon.lowerBound])
    let body = String(text[colon.upperBound...])
    report.classified.append(("orientation", head))
    if head.hasSuffix(" with one value"), let m = body.firstMatch("^\(n) (.+)$") {
      let (ok, why) = valueAt(num(m[1])!, m[2], scope: allSeries)
      report.claims.append(claim("single", alt, ok, why))
      return
    }
    // The radar alt names its leader in the head's series list.
    for clause in body.components(separatedBy: "; ") {
      checkClause(clause, sentence: alt, into: &report)
    }
  }

  // MARK: - Summary sentences

  func checkSentence(_ sentence: String, into report: inout ClaimsReport) {
    var text = sentence
    if text.hasSuffix(".") { text.removeLast() }
    let chart = truth.chart
    if text == chart.title || text + "." == chart.title || sentence == chart.title
      || (chart.summary.map { sentence == $0 || text == $0 || sentence.hasPrefix($0) } ?? false)
      || sentence.hasPrefix("Note from the author: ")
    {
      report.classified.append(("title", sentence))
      return
    }
    // Orientation: "{kind} of {measure}..." with the count in brackets.
    if sentence.hasSuffix(").") && Self.kindNames.contains(where: { sentence.hasPrefix($0 + " ") }) {
      report.classified.append(("orientation", sentence))
      if let count = periodCount(sentence) { report.claims.append(count) }
      return
    }
    checkClause(text, sentence: sentence, into: &report)
  }

  /// "(14 weeks)" closing the orientation of a time axis: as many periods as the x values span,
  /// first to last, so that no period without a point is counted away ("14 weeks" of points
  /// that span 16 is false; they are "14 values").
  func periodCount(_ sentence: String) -> CheckedClaim? {
    guard truth.chart.xAxis.type == .temporal,
      let m = sentence.firstMatch(#"\(([\d,]+) (days|weeks|months|quarters|years|hours)\)\.$"#),
      let stated = Int(m[1].replacingOccurrences(of: ",", with: ""))
    else { return nil }
    let xs = truth.series.flatMap(\.x).filter(\.isFinite)
    guard let first = xs.min(), let last = xs.max() else { return nil }
    let (a, b) = (CivilDate(secondsSince1970: first), CivilDate(secondsSince1970: last))
    func midnight(_ date: CivilDate) -> Double {
      CivilDate(year: date.year, month: date.month, day: date.day).secondsSince1970
    }
    let days = Int(((midnight(b) - midnight(a)) / 86_400).rounded())
    let spanned =
      switch m[2] {
      case "days": days + 1
      case "weeks": days / 7 + 1
      case "months": (b.year - a.year) * 12 + b.month - a.month + 1
      case "quarters": (b.year - a.year) * 4 + (b.month - 1) / 3 - (a.month - 1) / 3 + 1
      case "years": b.year - a.year + 1
      default: Int(((last - first) / 3_600).rounded(.down)) + 1
      }
    return claim("period-count", sentence, stated == spanned, "the x values span \(spanned) \(m[2]), not \(stated)")
  }

  /// The English names of chart kinds ("Line chart", "Error bar plot"): every `kind.*` phrase of
  /// `Locales/en.json` but the spoken forms, so a kind added there is read here too.
  static let kindNames: [String] = {
    let file = RepositoryPaths.locales.appendingPathComponent("en.json")
    guard let data = try? Data(contentsOf: file),
      let book = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let phrases = book["phrases"] as? [String: Any]
    else { preconditionFailure("cannot read the phrases of \(file.path)") }
    return phrases.compactMap { key, value in
      key.hasPrefix("kind.") && !key.hasSuffix(".speech") ? value as? String : nil
    }
    .filter { !$0.contains("{") }
    .sorted { $0.count > $1.count }
  }()

  /// Statistics the checker classifies without recomputing them (trend tests, smoothness,
  /// clusters): their numbers are not data values.
  static let statistical: [String] = [
    #"^There is no clear trend; .+ (stayed roughly level|went up and down)$"#,
    #"^.+ went up and down several times along the way$"#,
    #"^With only .+, no trend can be judged$"#,
    #"^With so few points, the pattern is uncertain$"#,
    #"^The relationship is not a straight line \(rank correlation .+\)$"#,
    #"^Most points lie between .+ and .+ on .+, with .+ between .+ and .+$"#,
    #"^The points form \d+ clusters, centred near .+$"#,
    #"^.+ tends to be (higher|lower) where .+ is higher$"#,
    #"^There is no clear relationship between .+ and .+$"#,
    #"^A \d+-point rolling average, drawn as a trend line, .+$"#,
    #"^The gap between .+ and .+ (widened|narrowed)$"#,
    #"^.+ and .+ moved closely together$"#,
    #"^.+ stands apart from the others, ending at .+$"#,
    #"^A few slices dominate$"#,
    #"^The shares changed by less than 1 point$"#,
    #"^The series crossed \d+ times$"#,
    #"^.+ is higher on every axis$"#,
    #"^The axes, in order: .+$"#,
    #"^There is no data for .+$"#,
    #"^The latest value is from .+$"#,
    #"^the latest value is .+ old$"#,
    #"^a (weak|moderate|strong|very strong) (positive|negative) relationship \(r = .+\)$"#,
    #"^The other \d+ series stayed between .+ and .+$"#,
    #"^.+ showed no clear trend, between .+ and .+$"#,
  ]

  /// Sentences that treat the x axis as a scale of numbers: a spread, clusters, a correlation, a
  /// slope or a curve along it. Over categories (a nominal or ordinal axis) their numbers are
  /// category indices, never values of the data.
  static let numericXPatterns: [String] = [
    #"^Most points lie between .+ and .+ on .+, with .+ between .+ and .+$"#,
    #"^The points form \d+ clusters, centred near .+$"#,
    #"^(?:There is )?an? (weak|moderate|strong|very strong|very weak or no clear) (positive|negative) relationship \(r = .+\)$"#,
    #"^The relationship is not a straight line \(rank correlation .+\)$"#,
    #"^On average, .+ is about .+ (higher|lower) for each additional .+ of .+$"#,
    #"^.+ tends to be (higher|lower) where .+ is higher$"#,
    #"^There is no clear relationship between .+ and .+$"#,
  ]

  /// A numeric-scale sentence over a categorical x axis: false, whatever its numbers.
  func categoricalScaleClaim(_ text: String, _ sentence: String) -> CheckedClaim? {
    guard truth.isCategorical, Self.numericXPatterns.contains(where: { text.firstMatch($0) != nil }) else {
      return nil
    }
    return claim(
      "categorical-scale", sentence, false,
      "'\(truth.chart.xAxis.title)' holds categories: a range, cluster or correlation along it is of category indices")
  }

  func checkClause(_ text: String, sentence: String, into report: inout ClaimsReport) {
    if let claims = candleClause(text, sentence) {
      report.claims += claims
      return
    }
    if let claims = histogramClause(text, sentence) {
      report.claims += claims
      return
    }
    if let claim = categoricalScaleClaim(text, sentence) {
      report.claims.append(claim)
      return
    }
    if compositeClause(text, sentence, into: &report) { return }
    // "The other 8 series stayed at or below 3 million": that many series never go above the
    // value (within its rounding), and one of them reaches it.
    if let m = text.firstMatch("^The other (\\d+) series stayed at or below \(n)$"), let count = Int(m[1]),
      let top = num(m[2])
    {
      let highs = truth.series.compactMap { $0.finite.map(\.y).max() }
      let under = highs.filter { $0 <= top.value + 0.5 * top.resolution }
      report.claims.append(
        claim(
          "others-at-most", sentence, under.count >= count && under.contains { top.rounds($0) },
          "\(under.count) series stay at or below \(top), highest \(under.max().map(show) ?? "none")"))
      return
    }
    if seriesPatternClause(text, sentence, into: &report) { return }
    if trendClaims(text, sentence: sentence, into: &report) { return }
    if let claims = rankingClause(text, sentence) {
      report.claims += claims
      return
    }
    if let claims = shapeClause(text, sentence) {
      report.claims += claims
      return
    }
    let all = allSeries
    let single = truth.series.count == 1
    func seriesScope(_ name: String) -> [Int]? {
      if let s = truth.seriesIndex(named: name) { return [s] }
      return nil
    }
    if let claims = patternClause(text, sentence) {
      report.claims += claims
      return
    }
    if let claims = gapClause(text, sentence) {
      report.claims += claims
      return
    }
    if let claims = eventClause(text, sentence) {
      report.claims += claims
      return
    }
    if let claims = readoutClause(text, sentence) {
      report.claims += claims
      return
    }
    if let claim = evenSpreadClause(text, sentence) {
      report.claims.append(claim)
      return
    }
    if let claims = partsClause(text, sentence) {
      report.claims += claims
      return
    }
    if let claims = compareClause(text, sentence) {
      report.claims += claims
      return
    }
    if let claims = salienceClause(text, sentence) {
      report.claims += claims
      return
    }
    // Intervals (x/x2 bars, Gantt): checked against the chart's interval pairs.
    if !truth.chart.intervals.isEmpty, let claims = intervalClause(text, sentence) {
      report.claims += claims
      return
    }
    // Pie slices tied for the largest or smallest share.
    if let m = text.firstMatch("^(.+) are tied for the largest share: \(n) of \(n) each, \(n) each$") {
      report.claims += share(names: m[1], m[4], sentence, largest: true)
      report.claims += partValue(m[1], m[2], m[3], sentence)
      return
    }
    if let m = text.firstMatch(
      "^(.+) are tied for the (largest|smallest) (?:share, |slice \\(|slice, with )\(n)(?: of the total)? each\\)?$")
    {
      report.claims += share(names: m[1], m[3], sentence, largest: m[2] == "largest", smallest: m[2] == "smallest")
      return
    }
    if let m = text.firstMatch("^(.+) are tied for the smallest \\(\(n) each\\)$") {
      report.claims += share(names: m[1], m[2], sentence, largest: false, smallest: true)
      return
    }
    // Pie shares with their value and the sum.
    if let m = text.firstMatch("^(.+) holds (the largest share|a majority|about half): \(n) of \(n), \(n)$") {
      report.claims += share(names: m[1], m[5], sentence, largest: true)
      report.claims += partValue(m[1], m[3], m[4], sentence)
      return
    }
    if let m = text.firstMatch("^The slices add up to \(n)$") {
      let total = parts.map(\.value).reduce(0, +)
      let stated = num(m[1])!
      report.claims.append(
        claim(
          "share", sentence, stated.states(total) || (stated.hedged && stated.rounds(total)),
          "the slices add up to \(show(total)), not \(m[1])"))
      return
    }
    if let m = text.firstMatch("^The share of (.+) (rose|fell) \(n) points, from \(n) to \(n)$") {
      report.claims += shareShift(m, sentence)
      return
    }
    // Extremes.
    if let m = text.firstMatch("^The lowest value was \(n) (.+), and the highest was \(n) (.+)$") {
      report.claims += extreme("extreme", highest: false, m[1], m[2], scope: all, sentence)
      report.claims += extreme("extreme", highest: true, m[3], m[4], scope: all, sentence)
      return
    }
    if let m = text.firstMatch("^highest \(n) \\((.+)\\), lowest \(n) \\((.+)\\)$") {
      report.claims += extreme("extreme", highest: true, m[1], m[2], scope: all, sentence)
      report.claims += extreme("extreme", highest: false, m[3], m[4], scope: all, sentence)
      return
    }
    // The alt text over its budget says the highest alone.
    if let m = text.firstMatch("^highest \(n) \\((.+)\\)$") {
      report.claims += extreme("extreme", highest: true, m[1], m[2], scope: all, sentence)
      return
    }
    if let m = text.firstMatch(
      "^Across all series, the highest value was \(n) \\((.+)\\) and the lowest \(n) \\((.+)\\)$")
    {
      report.claims += extreme("extreme", highest: true, m[1], m[2], scope: all, sentence)
      report.claims += extreme("extreme", highest: false, m[3], m[4], scope: all, sentence)
      return
    }
    if let m = text.firstMatch("^(.+) is highest (.+) \\(\(n)\\) and lowest (.+) \\(\(n)\\)$"),
      let s = seriesScope(m[1])
    {
      report.claims += extreme("extreme", highest: true, m[3], m[2], scope: s, sentence)
      report.claims += extreme("extreme", highest: false, m[5], m[4], scope: s, sentence)
      return
    }
    if let m = text.firstMatch("^Totals are highest (.+) \\(\(n)\\) and lowest (.+) \\(\(n)\\)$") {
      report.claims += totalsExtreme(highest: true, m[2], m[1], sentence)
      report.claims += totalsExtreme(highest: false, m[4], m[3], sentence)
      return
    }
    // Rankings of categories: "{top} is highest at V, {bottom} lowest at V".
    if let m = text.firstMatch(
      "^(.+) (?:is|are) highest at \(n),(?: and)? (.+?)(?: is| are)? lowest at \(n)(?:; the median is \(n))?$")
    {
      report.claims += extreme("ranking", highest: true, m[2], m[1], scope: all, sentence)
      report.claims += extreme("ranking", highest: false, m[4], m[3], scope: all, sentence)
      if !m[5].isEmpty, let stated = num(m[5]) {
        let sorted = finiteValues(all).sorted()
        let median =
          sorted.count % 2 == 1
          ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        report.claims.append(
          claim(
            "median", sentence, stated.states(median) || (stated.hedged && stated.rounds(median)),
            "the median is \(show(median)), not \(m[5])"))
      }
      return
    }
    if let m = text.firstMatch("^(.+) is the largest slice at \(n),(?: and)? (.+) the smallest at \(n)$") {
      report.claims += extreme("ranking", highest: true, m[2], m[1], scope: all, sentence)
      report.claims += extreme("ranking", highest: false, m[4], m[3], scope: all, sentence)
      return
    }
    // Trend lines with first and last values.
    if let m = text.firstMatch("^(rose|fell|went|tended to rise,|tended to fall,) from \(n) to \(n)$") {
      let word = m[1].replacingOccurrences(of: ",", with: "")
      if single {
        report.claims += change("change", word: word, from: m[2], at: nil, to: m[3], at: nil, scope: [0], sentence)
      } else {
        report.claims += totalsChange(word: word, m[2], m[3], sentence)
      }
      return
    }
    // A candlestick chart's alt: its series' points are the closes.
    if let m = text.firstMatch("^the first candle closed at \(n), the last at \(n)$") {
      let closes = !truth.chart.candles.isEmpty && truth.series.count == 1
      report.claims.append(claim("candle-closes", sentence, closes, "the chart draws no candles of one series"))
      if closes {
        report.claims += change("change", word: "went", from: m[1], at: nil, to: m[2], at: nil, scope: [0], sentence)
      }
      return
    }
    if let m = text.firstMatch("^The total (rose|fell) from \(n) to \(n)$") {
      report.claims += totalsChange(word: m[1], m[2], m[3], sentence)
      return
    }
    if let m = text.firstMatch("^(.+) (rose|fell|went|tended to rise,|tended to fall,) from \(n) to \(n)$"),
      let s = seriesScope(m[1])
    {
      let word = m[2].replacingOccurrences(of: ",", with: "")
      report.claims += change("change", word: word, from: m[3], at: nil, to: m[4], at: nil, scope: s, sentence)
      // A first and a last value that hide a peak (or low) many times their difference beyond
      // both mislead: "Flood rose from 300 to 648" past 3.7 million.
      let values = s.count == 1 ? truth.series[s[0]].finite.map(\.y) : []
      if let first = values.first, let last = values.last, let high = values.max(), let low = values.min() {
        let beyond = max(high - max(first, last), min(first, last) - low)
        report.claims.append(
          claim(
            "hidden-excursion", sentence, beyond <= 3 * abs(last - first),
            "between \(show(first)) and \(show(last)) the series reaches \(show(high)) and \(show(low))"))
      }
      return
    }
    if let m = text.firstMatch("^The total showed no clear trend, between \(n) and \(n)$") {
      let totals = truth.totals.map(\.total)
      if let low = totals.min(), let high = totals.max() {
        report.claims.append(
          claim("range", sentence, num(m[1])!.states(low), "the lowest total is \(show(low)), not \(m[1])"))
        report.claims.append(
          claim("range", sentence, num(m[2])!.states(high), "the highest total is \(show(high)), not \(m[2])"))
      }
      return
    }
    // An alt whose ends contradict its clear trend: the trend, then the range.
    if let m = text.firstMatch("^(rose|fell) overall, with values between \(n) and \(n)$") {
      report.claims.append(trendClaim(rising: m[1] == "rose", series: 0, sentence))
      let high = m[2].hasPrefix("about ") && !m[3].hasPrefix("about ") ? "about " + m[3] : m[3]
      report.claims += extreme("range", highest: false, m[2], nil, scope: all, sentence)
      report.claims += extreme("range", highest: true, high, nil, scope: all, sentence)
      return
    }
    if let m = text.firstMatch("^(?:(.+) showed )?(?:no clear trend, )?between \(n) and \(n)$") {
      let scope = m[1].isEmpty ? all : (seriesScope(m[1]) ?? all)
      // "between about A and B": the hedge covers both.
      let high = m[2].hasPrefix("about ") && !m[3].hasPrefix("about ") ? "about " + m[3] : m[3]
      report.claims += extreme("range", highest: false, m[2], nil, scope: scope, sentence)
      report.claims += extreme("range", highest: true, high, nil, scope: scope, sentence)
      return
    }
    if let m = text.firstMatch("^(?:(.+) )?stayed at \(n)(?: throughout)?$") {
      let scope = (m[1].isEmpty ? nil : seriesScope(m[1])) ?? all
      let values = m[1] == "The total" ? truth.totals.map(\.total) : finiteValues(scope)
      let stated = num(m[2])!
      report.claims.append(
        claim(
          "stayed", sentence, !values.isEmpty && values.allSatisfy { stated.states($0) },
          "the values are \(Set(values.map(show)).sorted().prefix(4).joined(separator: ", ")), not all \(m[2])"))
      return
    }
    // Start and end.
    if text.hasSuffix(" percentage points") || text.hasSuffix(" percentage point") {
      let bare = text.replacingOccurrences(of: #" percentage points?$"#, with: "", options: .regularExpression)
      if let m = bare.firstMatch("^It started at \(n) (.+) and ended at \(n) (.+), (up|down) \(n)$") {
        report.claims += startEnd(m, sentence, points: true)
        return
      }
      if let m = bare.firstMatch(
        "^Over the full (?:weeks|months), it went from \(n) (.+) to \(n) (.+), (up|down) \(n)$")
      {
        report.claims += startEnd(m, sentence, points: true, full: true)
        return
      }
    }
    if let m = text.firstMatch("^It started at \(n) (.+) and ended at \(n) (.+), (up|down) \(n)$") {
      report.claims += startEnd(m, sentence)
      return
    }
    // A candlestick chart's first and last closes: its series' points are the closes.
    if let m = text.firstMatch("^The first candle closed at \(n) (.+) and the last at \(n) (.+), (up|down) \(n)$") {
      let closes = !truth.chart.candles.isEmpty && truth.series.count == 1
      report.claims.append(claim("candle-closes", sentence, closes, "the chart draws no candles of one series"))
      report.claims += startEnd(m, sentence)
      return
    }
    if let m = text.firstMatch("^Over the full (?:weeks|months), it went from \(n) (.+) to \(n) (.+), (up|down) \(n)$")
    {
      report.claims += startEnd(m, sentence, full: true)
      return
    }
    if let m = text.firstMatch("^Over the full (?:weeks|months), it started and ended at \(n)$") {
      let stated = num(m[1])!
      let ends = fullEnds()
      let ok = ends.map { stated.states($0.first.y) && stated.states($0.last.y) } ?? false
      report.claims.append(claim("start-end", sentence, ok, "the first and last full buckets do not both hold \(m[1])"))
      return
    }
    if let m = text.firstMatch("^(?:It started and ended|The first and last candles both closed) at \(n)$") {
      let stated = num(m[1])!
      let values = finiteValues(all)
      let ok = (values.first.map { stated.states($0) } ?? false) && (values.last.map { stated.states($0) } ?? false)
      report.claims.append(
        claim(
          "start-end", sentence, ok,
          "the first and last values are \(values.first.map(show) ?? "-") and \(values.last.map(show) ?? "-")"))
      return
    }
    if let m = text.firstMatch("^It has one value: \(n) (.+)$") {
      let (ok, why) = valueAt(num(m[1])!, m[2], scope: all)
      report.claims.append(claim("single", sentence, ok, why))
      return
    }
    // "B has one value: 2 in 2020": a series of one point, that value at that place.
    if let m = text.firstMatch("^(.+) has one value: \(n) (.+)$"), let scope = seriesScope(m[1]) {
      let (ok, why) = valueAt(num(m[2])!, m[3], scope: scope)
      report.claims.append(claim("single", sentence, ok && finiteValues(scope).count == 1, why))
      return
    }
    // Reference lines.
    if let m = text.firstMatch(
      "^(.+) was (never )?above (?:the (.+) of )?\(n)(?: in (all )?(?:([\\d,]+) of )?([\\d,]+) ([\\w ]+?))?(?:: (.+))?$"
    ) {
      report.claims += reference(m, sentence)
      return
    }
    if let m = text.firstMatch("^It crossed (.+) (once|([\\d,]+) times), (.+)$") {
      report.claims += crossedReference(m, sentence)
      return
    }
    // Leaders; "(counting only where every series has data)": leads and the count over the
    // positions every series has.
    let sharedSuffix = " (counting only where every series has data)"
    let sharedOnly = text.hasSuffix(sharedSuffix)
    let leaderText = sharedOnly ? String(text.dropLast(sharedSuffix.count)) : text
    if let m = leaderText.firstMatch("^(.+) (?:were|are) each highest in ([\\d,]+) of ([\\d,]+) .+$") {
      report.claims += tiedLeaders(m, sentence, sharedOnly: sharedOnly)
      return
    }
    if let m = leaderText.firstMatch(
      "^(.+) (?:was|is) highest (?:in ([\\d,]+) of ([\\d,]+) .+|in all ([\\d,]+) .+|throughout)$")
    {
      report.claims += sharedOnly ? sharedLeader(m, sentence) : leader(m, sentence)
      return
    }
    if let m = text.firstMatch("^The biggest difference between (.+) and (.+) is (.+): \(n)( percentage points?)?$"),
      let a = truth.seriesIndex(named: m[1]), let b = truth.seriesIndex(named: m[2])
    {
      report.claims += biggestDifference(a, b, places: m[3], value: m[4], sentence)
      let stated = num(m[4])
      report.claims.append(
        claim(
          "percentage-points", sentence, unit == "%" ? !m[5].isEmpty && stated?.isPercent == false : m[5].isEmpty,
          "a gap between two values in \(unit ?? "no unit") written as '\(m[4])\(m[5])'"))
      return
    }
    if let m = text.firstMatch("^The biggest differences are in (.+)$"), truth.series.count >= 2 {
      report.claims += biggestDifference(0, 1, places: m[1], value: nil, sentence)
      return
    }
    if let m = text.firstMatch("^(.+) (?:is|are) the exception, led by another series$") {
      report.claims += leaderExceptions(m[1], sentence)
      return
    }
    if let m = text.firstMatch("^(.+) overtook (.+?)( and stayed ahead)?$"), truth.seriesIndex(named: m[1]) != nil {
      // The overtaken series' name, then its place.
      if let behind = truth.series.map(\.name).filter({ m[2].hasPrefix($0 + " ") }).max(by: { $0.count < $1.count }) {
        report.claims += overtook([m[0], m[1], behind, String(m[2].dropFirst(behind.count + 1)), m[3]], sentence)
        return
      }
    }
    if let m = text.firstMatch(
      "^(.+) is the largest part (?:in ([\\d,]+) of ([\\d,]+) .+|in every one of the ([\\d,]+) .+|(.+))$"),
      truth.seriesIndex(named: m[1]) != nil, !m[0].contains(" overall, ")
    {
      report.claims += stackLeader(m, sentence)
      return
    }
    // Shares.
    if let m = text.firstMatch(
      "^(.+) (?:holds|each hold|is the largest part overall,|is the largest part,|holds a majority,|holds about half,|holds the largest share,) \(n) of the total$"
    ) {
      report.claims += share(
        names: m[1], m[2], sentence, largest: text.contains("largest") || text.contains("majority"))
      return
    }
    if let m = text.firstMatch("^(.+) holds a majority \\(\(n)\\)$") {
      report.claims += share(names: m[1], m[2], sentence, largest: true)
      return
    }
    if let m = text.firstMatch("^(.+) is the largest slice \\(\(n)\\)$") {
      report.claims += share(names: m[1], m[2], sentence, largest: true)
      return
    }
    if let m = text.firstMatch("^(.+) is the smallest (?:slice, with|\\() ?\(n)\\)?$") {
      report.claims += share(names: m[1], m[2], sentence, largest: false, smallest: true)
      return
    }
    if let m = text.firstMatch("^the other ([\\d,]+) share the rest$") {
      let count = truth.finiteValueCount
      report.claims.append(
        claim("count", sentence, int(m[1]) == count - 1, "there are \(count) slices, so \(count - 1) others"))
      return
    }
    if let m = text.firstMatch("^The top 2 make up \(n)$") {
      let values = finiteValues(all).sorted(by: >)
      let total = values.reduce(0, +)
      let share = values.count >= 2 && total != 0 ? 100 * (values[0] + values[1]) / total : .nan
      report.claims.append(
        claim("share", sentence, Self.statesShare(num(m[1])!, share), "the top 2 share is \(share)%, not \(m[1])"))
      return
    }
    if let m = text.firstMatch("^(.+)'s share (rose|fell) \(n) points, from \(n) to \(n)$") {
      report.claims += shareShift(m, sentence)
      return
    }
    // Shapes: "{Measure} dropped from A at P to a low of B at Q, then climbed to ...".
    if let range = text.range(of: #"(^| )(climbed|dropped) from |(^| )held near "#, options: .regularExpression) {
      let steps = String(text[range.lowerBound...]).trimmingCharacters(in: .whitespaces)
      if let claims = shape(steps, sentence) {
        report.claims += claims
        return
      }
    }
    // Outliers with their values.
    if let m = text.firstMatch("^One value stands out: a (spike|dip) to \(n) (.+)$") {
      let (ok, why) = valueAt(num(m[2])!, m[3], scope: all)
      report.claims.append(claim("outlier", sentence, ok, why))
      return
    }
    if let m = text.firstMatch("^\\d+ values stand out from their neighbours: (.+)$") {
      for item in Self.items(m[1], before: #"a (?:spike|dip) to "#) {
        if let o = item.firstMatch("^a (?:spike|dip) to \(n) (.+)$") {
          let (ok, why) = valueAt(num(o[1])!, o[2], scope: all)
          report.claims.append(claim("outlier", sentence, ok, why))
        }
      }
      return
    }
    if let m = text.firstMatch("^(.+) (?:is|are) unusually (high|low)$") {
      let items = m[1].matches("([^,()]+?) \\((\(ClaimsText.numberPattern(unit: unit)))\\)")
      guard !items.isEmpty else {
        report.unparsed.append(sentence)
        return
      }
      for item in items {
        let (ok, why) = valueAt(num(item[2])!, item[1].replacingOccurrences(of: "and ", with: ""), scope: all)
        report.claims.append(claim("outlier", sentence, ok, why))
      }
      return
    }
    if let m = text.firstMatch("^\\d+ points? lies? far from the overall pattern: (.+)$") {
      for item in Self.items(m[1], before: #"(?:about )?-?[$€£]?\d\S*(?: \S+)? at "#) {
        if item.firstMatch(#"^\d+ others?$"#) != nil { continue }
        guard let o = item.firstMatch("^\(n) at (.+)$") else {
          report.unparsed.append(sentence)
          return
        }
        // "V at X": a point of the scatter at x = X with the value V.
        let stated = num(o[1])!
        let ok = truth.series.contains { one in
          one.finite.contains { stated.states($0.y) && truth.place(o[2], names: one.x[$0.index]) }
        }
        report.claims.append(claim("outlier", sentence, ok, "no point at \(o[2]) has the value \(o[1])"))
      }
      return
    }
    if let m = text.firstMatch("^(.+) from \(n) to \(n)$"),
      m[1].lowercased() == truth.chart.yAxis.title.lowercased() || truth.chart.yAxis.title.isEmpty
    {
      report.claims += extreme("range", highest: false, m[2], nil, scope: all, sentence)
      report.claims += extreme("range", highest: true, m[3], nil, scope: all, sentence)
      return
    }
    if let m = text.firstMatch("^([\\d,]+) values? (?:is|are) missing, the first:? (.+)$") {
      let missing = truth.series.reduce(0) { $0 + $1.y.filter { !$0.isFinite }.count }
      report.claims.append(claim("missing", sentence, int(m[1]) == missing, "\(missing) values are missing"))
      return
    }
    // Scatter ranges.
    if let m = text.firstMatch("^(.+) ranges from \(n) to \(n), and (.+) from \(n) to \(n)$") {
      let xs = truth.series.flatMap { one in one.finite.map { one.x[$0.index] } }
      if truth.chart.xAxis.type == .numeric, let lo = xs.min(), let hi = xs.max() {
        report.claims.append(
          claim(
            "range", sentence, ClaimsText.number(m[2], unit: nil)!.states(lo),
            "the lowest x is \(show(lo)), not \(m[2])"))
        report.claims.append(
          claim(
            "range", sentence, ClaimsText.number(m[3], unit: nil)!.states(hi),
            "the highest x is \(show(hi)), not \(m[3])"))
      }
      report.claims += extreme("range", highest: false, m[5], nil, scope: all, sentence)
      report.claims += extreme("range", highest: true, m[6], nil, scope: all, sentence)
      return
    }
    if let m = text.firstMatch(
      "^(?:There is )?an? (weak|moderate|strong|very strong|very weak or no clear) (positive|negative) relationship \\(r = (-?[\\d.]+)\\)$"
    ) {
      report.claims += correlation(m, sentence)
      return
    }
    if let m = text.firstMatch("^(.+) is strongest in (.+?)(?: and weakest in (.+?); .+)?$"), let s = seriesScope(m[1])
    {
      report.claims += radar(s[0], strongest: m[2], weakest: m[3], sentence)
      return
    }
    if let m = text.replacingOccurrences(of: " percentage points,", with: ",").replacingOccurrences(
      of: " percentage point,", with: ","
    )
    .firstMatch(
      "^(up|down) \(n), ending (near its high of|near its low of|at) \(n)(?:, within its range of \(n) to \(n))?$"),
      text.contains(" percentage point")
    {
      report.claims += sparkline(m, sentence, points: true)
      return
    }
    if let m = text.firstMatch(
      "^(up|down) \(n), ending (near its high of|near its low of|at) \(n)(?:, within its range of \(n) to \(n))?$")
    {
      report.claims += sparkline(m, sentence)
      return
    }
    if let m = text.firstMatch("^(.+?) (?:was|is) highest in ([\\d,]+) of ([\\d,]+) .+$") {
      _ = m
    }
    for pattern in Self.statistical where text.firstMatch(pattern) != nil {
      report.classified.append(("statistic", sentence))
      return
    }
    report.unparsed.append(text == sentence.dropLast() ? sentence : text)
  }

  /// The items of an English list whose items each start with `before` (a pattern), so that
  /// commas inside an item ("August 27, 2004") stay in it.
  static func items(_ text: String, before: String) -> [String] {
    let marked = text.replacingOccurrences(
      of: "(, and |, | and )(?=\(before)|[\\d,]+ others?$)", with: "\u{1F}", options: .regularExpression)
    return marked.components(separatedBy: "\u{1F}")
  }

  // MARK: - Claim checks

  func totalsExtreme(highest: Bool, _ value: String, _ place: String, _ sentence: String) -> [CheckedClaim] {
    let totals = truth.totals
    guard let stated = num(value), let target = highest ? totals.map(\.total).max() : totals.map(\.total).min() else {
      return [claim("extreme", sentence, false, "no totals")]
    }
    let at = totals.filter { $0.total == target }.map(\.x)
    let names = ClaimsText.list(ClaimsText.place(place), known: truth.categoryLabels)
    let okPlace = names.allSatisfy { name in at.contains { truth.place(name, names: $0) } }
    return [
      claim(
        "extreme", sentence, stated.states(target),
        "the \(highest ? "highest" : "lowest") total is \(show(target)), not \(value)"),
      claim(
        "extreme", sentence, okPlace, "the \(highest ? "highest" : "lowest") total \(show(target)) is not at '\(place)'"
      ),
    ]
  }

  func totalsChange(word: String, _ a: String, _ b: String, _ sentence: String) -> [CheckedClaim] {
    let totals = truth.totals
    guard let first = totals.first?.total, let last = totals.last?.total, let sa = num(a), let sb = num(b) else {
      return [claim("change", sentence, false, "no totals")]
    }
    var result = [
      claim("change", sentence, sa.states(first), "the first total is \(show(first)), not \(a)"),
      claim("change", sentence, sb.states(last), "the last total is \(show(last)), not \(b)"),
    ]
    if word == "rose" || word == "fell" || word.hasPrefix("tended") {
      let rising = word == "rose" || word == "tended to rise"
      result.append(
        claim(
          "direction", sentence, rising ? last > first : last < first,
          "'\(word)' but the total goes from \(show(first)) to \(show(last))"))
    }
    return result
  }

  /// The first and last finite values in buckets the data covers in full, and their positions;
  /// `nil` without one series or with fewer than two such values.
  func fullEnds() -> (first: (x: Double, y: Double), last: (x: Double, y: Double))? {
    guard allSeries.count == 1 else { return nil }
    let one = truth.series[0]
    let full = one.finite.map { (x: one.x[$0.index], y: $0.y) }.filter { !truth.isPartial($0.x) }
    guard let first = full.first, let last = full.last, full.count >= 2 else { return nil }
    return (first, last)
  }

  /// "It started at 39 km in the week of April 1 and ended at 27 km …, down about 31%": the
  /// first and last values, the direction and the change; `full`, "Over the full months, it went
  /// from …": the first and last values in buckets the data covers in full. A change to or from
  /// a partial bucket compares unlike periods (a month of 11 days with one of 31) and is false.
  func startEnd(_ m: [String], _ sentence: String, points: Bool = false, full: Bool = false) -> [CheckedClaim] {
    let scope = allSeries
    guard scope.count == 1, let firstFinite = truth.series[0].finite.first,
      let lastFinite = truth.series[0].finite.last,
      let sa = num(m[1]), let sb = num(m[3]), let change = num(m[6])
    else { return [claim("start-end", sentence, false, "not one series")] }
    let ends: (first: (x: Double, y: Double), last: (x: Double, y: Double))
    if full {
      guard let found = fullEnds() else { return [claim("start-end", sentence, false, "fewer than two full buckets")] }
      ends = found
    } else {
      ends = (
        (truth.series[0].x[firstFinite.index], firstFinite.y), (truth.series[0].x[lastFinite.index], lastFinite.y)
      )
    }
    let (first, last) = ends
    let xFirst = first.x
    let xLast = last.x
    // "to about €617 in May, the highest month": that end is the series' one highest (lowest)
    // value.
    var m = m
    var notes: [CheckedClaim] = []
    for (index, end) in [(2, first), (4, last)] {
      guard let note = m[index].firstMatch("^(.+), the (highest|lowest) (?:week|month),?$") else { continue }
      m[index] = note[1]
      let values = truth.series[0].finite.map(\.y)
      let target = note[2] == "highest" ? values.max() : values.min()
      notes.append(
        claim(
          "extreme", sentence, target == end.y && values.filter { $0 == end.y }.count == 1,
          "\(show(end.y)) is not the one \(note[2]) value (\(target.map(show) ?? "-"))"))
    }
    var result =
      notes + [
        claim(
          "partial-change", sentence, !truth.isPartial(xFirst) && !truth.isPartial(xLast),
          "a change stated between a partial and a full bucket: the \(truth.isPartial(xFirst) ? "first" : "last") bucket covers only part of its period"
        ),
        claim("start-end", sentence, sa.states(first.y), "the first value is \(show(first.y)), not \(m[1])"),
        claim("start-end", sentence, truth.place(m[2], names: xFirst), "the first value is not at '\(m[2])'"),
        claim("start-end", sentence, sb.states(last.y), "the last value is \(show(last.y)), not \(m[3])"),
        claim("start-end", sentence, truth.place(m[4], names: xLast), "the last value is not at '\(m[4])'"),
        claim(
          "direction", sentence, m[5] == "up" ? last.y > first.y : last.y < first.y,
          "'\(m[5])' but the data goes from \(show(first.y)) to \(show(last.y))"),
      ]
    if !full { result += partialEnds(sentence) }
    if points {
      // "down 9.5 percentage points": the difference of two percentages.
      let difference = abs(last.y - first.y)
      result.append(
        claim(
          "change", sentence, unit == "%" && (change.states(difference) || change.rounds(difference)),
          "the change is \(show(difference)) points of a \(unit ?? "non-percent") quantity, not \(m[6]) percentage points"
        ))
    } else if change.isPercent && unit == "%" {
      result.append(
        claim(
          "percentage-points", sentence, false,
          "a change of a percentage written as '\(m[6])': the data moves \(show(abs(last.y - first.y))) percentage points"
        ))
    } else if change.isPercent, ["°C", "°F", "℃", "℉"].contains(unit ?? "") {
      // Degrees have no true zero: a percent change of a temperature means nothing.
      result.append(
        claim(
          "percent-change", sentence, false, "a percent change of a quantity in \(unit ?? ""), which has no true zero"))
    } else if change.isPercent {
      let percent = first.y == 0 ? Double.nan : 100 * abs(last.y - first.y) / abs(first.y)
      result.append(
        claim(
          "percent-change", sentence, Self.statesChange(change, percent),
          "the change is \(String(format: "%.3g", percent))%, not \(m[6])"))
    } else {
      let difference = abs(last.y - first.y)
      result.append(
        claim(
          "change", sentence, change.states(difference) || (change.hedged && change.rounds(difference)),
          "the change is \(show(difference)), not \(m[6])"))
    }
    return result
  }

  /// A percent change as stated: hedged ("about 19%", "less than 1%"), within rounding of its
  /// digits; unhedged ("19%"), the change itself (a 19.17% rise is not "up 19%").
  static func statesChange(_ stated: StatedNumber, _ percent: Double) -> Bool {
    stated.hedged || stated.isBelowOne ? stated.rounds(percent) : stated.states(percent)
  }

  /// A share or percentage as stated, by the same rule: with "about" (or "less than 1%"), within
  /// the rounding of its digits; without, exactly the share at the stated precision (71 of 204
  /// is 34.8%: "35%" is false, "about 35%" is true, and 1 of 4 is "25%").
  static func statesShare(_ stated: StatedNumber, _ percent: Double) -> Bool {
    statesChange(stated, percent)
  }

  /// A shift in points between two stated shares: as any share, or, hedged, the difference of
  /// the two shares as said ("rose about 5 points, from about 23% to about 28%").
  static func statesPoints(_ points: StatedNumber, _ shift: Double, from a: StatedNumber, to b: StatedNumber) -> Bool {
    statesShare(points, shift)
      || (points.hedged && abs(points.value - abs(b.value - a.value)) <= 1e-9 * max(1, points.value))
  }

  /// A change from or to a partial bucket must say that the bucket is partial.
  func partialEnds(_ sentence: String) -> [CheckedClaim] {
    guard truth.partialFirst || truth.partialLast else { return [] }
    let says = sentence.lowercased().contains("partial")
    return [
      claim(
        "partial-bucket", sentence, says,
        "the \(truth.partialFirst ? "first" : "")\(truth.partialFirst && truth.partialLast ? " and " : "")\(truth.partialLast ? "last" : "") bucket covers only part of its period"
      )
    ]
  }

  func referenceValue(_ label: String?, _ stated: StatedNumber?) -> Double? {
    let lines = truth.chart.referenceLines.filter { $0.axis == .y }
    if let label, let line = lines.first(where: { ($0.label ?? "").lowercased() == label.lowercased() }) {
      return line.value
    }
    if let stated, let line = lines.first(where: { stated.states($0.value) }) { return line.value }
    return lines.first?.value ?? stated?.value
  }

  func reference(_ m: [String], _ sentence: String) -> [CheckedClaim] {
    guard let stated = num(m[4]) else { return [claim("reference", sentence, false, "cannot read \(m[4])")] }
    let line = referenceValue(m[3].isEmpty ? nil : m[3], stated) ?? stated.value
    var result = [claim("reference", sentence, stated.states(line), "the line is \(show(line)), not \(m[4])")]
    let points = truth.points
    let above = points.filter { $0.y > line }
    let total = points.count
    if !m[2].isEmpty {
      result.append(claim("reference", sentence, above.isEmpty, "\(above.count) of \(total) are above \(show(line))"))
      return result
    }
    if !m[5].isEmpty {
      result.append(
        claim("reference", sentence, above.count == total, "\(above.count) of \(total) are above \(show(line))"))
      result.append(claim("count", sentence, int(m[7]) == total, "there are \(total) values, not \(m[7])"))
      return result
    }
    result.append(
      claim(
        "reference", sentence, int(m[6]) == above.count,
        "\(above.count) of \(total) are above \(show(line)), not \(m[6])"))
    result.append(claim("count", sentence, int(m[7]) == total, "there are \(total) values, not \(m[7])"))
    if !m[9].isEmpty {
      let names = ClaimsText.list(m[9], known: truth.categoryLabels)
      let aboveX = above.map { truth.series[$0.series].x[$0.index] }
      let ok =
        names.count == aboveX.count && names.allSatisfy { name in aboveX.contains { truth.place(name, names: $0) } }
      result.append(claim("reference", sentence, ok, "the points above are not '\(m[9])'"))
    }
    return result
  }

  /// Sign changes of y − line along one series; each crossing is between two neighbours.
  func crossings(series s: Int, line: Double) -> [(before: Double, after: Double)] {
    let finite = truth.series[s].finite.filter { $0.y != line }
    var result: [(Double, Double)] = []
    for (a, b) in zip(finite, finite.dropFirst()) where (a.y - line) * (b.y - line) < 0 {
      result.append((truth.series[s].x[a.index], truth.series[s].x[b.index]))
    }
    return result
  }

  func crossedReference(_ m: [String], _ sentence: String) -> [CheckedClaim] {
    let label = m[1].hasPrefix("the ") ? String(m[1].dropFirst(4)) : nil
    let line = referenceValue(label, label == nil ? num(m[1]) : nil) ?? 0
    let found = truth.series.indices.flatMap { crossings(series: $0, line: line) }
    let count = m[2] == "once" ? 1 : int(m[3]) ?? -1
    var result = [
      claim("crossing", sentence, found.count == count, "the data crosses \(show(line)) \(found.count) times")
    ]
    func near(_ place: String, _ crossing: (before: Double, after: Double)) -> Bool {
      truth.place(place, names: crossing.after) || truth.place(place, names: crossing.before)
    }
    if m[2] == "once", let only = found.first {
      result.append(claim("crossing", sentence, near(m[4], only), "the crossing is not at '\(m[4])'"))
    } else if let places = m[4].firstMatch("^first (.+) and last (.+)$"), let first = found.first, let last = found.last
    {
      result.append(claim("crossing", sentence, near(places[1], first), "the first crossing is not at '\(places[1])'"))
      result.append(claim("crossing", sentence, near(places[2], last), "the last crossing is not at '\(places[2])'"))
    }
    return result
  }

  /// At each position with data, which series are highest (ties all count); with `sharedOnly`,
  /// only where every series has a value.
  func leaders(sharedOnly: Bool = false) -> [(x: Double, strict: Int?, tied: Set<Int>)] {
    truth.positions.compactMap { x in
      let values = truth.series.indices.compactMap { s in truth.value(series: s, at: x).map { (s, $0) } }
      // Every series drawn: one without any value is no series to compare.
      if sharedOnly, values.count < truth.series.filter({ !$0.finite.isEmpty }).count { return nil }
      guard let top = values.map(\.1).max() else { return nil }
      let tied = Set(values.filter { $0.1 == top }.map(\.0))
      return (x, tied.count == 1 ? tied.first : nil, tied)
    }
  }

  func leader(_ m: [String], _ sentence: String) -> [CheckedClaim] {
    guard let s = truth.seriesIndex(named: m[1]) else {
      // A category named highest "in 3 of 6" is not a series: unparsed.
      return [claim("leader", sentence, false, "no series named '\(m[1])'")]
    }
    let table = leaders()
    let strict = table.filter { $0.strict == s }.count
    let withTies = table.filter { $0.tied.contains(s) }.count
    // On an ordered axis, a count over positions some series lacks needs the qualifier: "GOOG
    // was highest in 68 of 123 months" hides that GOOG had data in only 68.
    let coverage = claim(
      "leader-coverage", sentence,
      !truth.chart.xAxis.isOrdered || leaders(sharedOnly: true).count == table.count
        || int(m[2].isEmpty ? m[4] : m[3]) != table.count,
      "positions lack a series: leads are counted only where every series has data")
    if !m[2].isEmpty {
      let stated = int(m[2]) ?? -1
      let wins = strictWins()
      let others = wins.indices.filter { $0 != s && wins[$0] >= strict }.map { truth.series[$0].name }
      return [
        // Strict: a position where the series ties for highest is not one of its leads.
        claim(
          "leader", sentence, stated == strict,
          "\(m[1]) is strictly highest at \(strict) positions (\(withTies) with ties), not \(m[2])"),
        claim(
          "count", sentence, int(m[3]) == table.count || int(m[3]) == sharedCount,
          "there are \(table.count) positions (\(sharedCount) shared by every series), not \(m[3])"),
        // The leader, alone: a series with as many leads is a tie, one with more the leader.
        claim(
          "tie", sentence, others.isEmpty,
          "\(others.joined(separator: ", ")) \(others.count == 1 ? "leads" : "lead") as often as \(m[1]) or more (\(strict))"
        ),
        coverage,
      ]
    }
    let total = m[4].isEmpty ? table.count : int(m[4]) ?? -1
    // "highest in all 1 month": of the positions every series shares, as the narration counts them.
    if !m[4].isEmpty, total == sharedCount, total < table.count {
      let shared = table.filter { row in truth.series.indices.allSatisfy { truth.value(series: $0, at: row.x) != nil } }
      return [
        claim(
          "leader", sentence, shared.allSatisfy { $0.strict == s },
          "\(m[1]) is not highest at every one of the \(sharedCount) positions every series shares")
      ]
    }
    return [
      claim(
        "leader", sentence, strict == table.count && (total == table.count || total == sharedCount),
        "\(m[1]) is strictly highest at \(strict) of \(table.count) positions (\(sharedCount) shared by every series), not in all \(total)"
      )
    ]
  }

  /// Strict leads per series (parallel to the series).
  func strictWins(sharedOnly: Bool = false) -> [Int] {
    var wins = [Int](repeating: 0, count: truth.series.count)
    for row in leaders(sharedOnly: sharedOnly) { if let s = row.strict { wins[s] += 1 } }
    return wins
  }

  /// "X was highest in N of M months (counting only where every series has data)": some series
  /// lacks data somewhere (else the qualifier is false); M positions have every series; X is
  /// strictly highest at N of them (all of them for "in all M"), and no series leads there as
  /// often.
  func sharedLeader(_ m: [String], _ sentence: String) -> [CheckedClaim] {
    guard let s = truth.seriesIndex(named: m[1]) else {
      return [claim("leader", sentence, false, "no series named '\(m[1])'")]
    }
    let table = leaders(sharedOnly: true)
    let wins = strictWins(sharedOnly: true)
    let total = int(m[2].isEmpty ? m[4] : m[3]) ?? -1
    let stated = m[2].isEmpty ? total : int(m[2]) ?? -1
    let others = wins.indices.filter { $0 != s && wins[$0] >= wins[s] }.map { truth.series[$0].name }
    return [
      claim(
        "leader-coverage", sentence, table.count < leaders().count,
        "every series has data at every position: the qualifier is not needed"),
      claim("count", sentence, total == table.count, "\(table.count) positions have every series, not \(total)"),
      claim(
        "leader", sentence, stated == wins[s],
        "\(m[1]) is strictly highest at \(wins[s]) of the positions every series has, not \(stated)"),
      claim("tie", sentence, others.isEmpty, "\(others.joined(separator: ", ")) lead as often as \(m[1]) or more"),
    ]
  }

  /// "A and B were each highest in 2 of 4 months": every series named has that many strict
  /// leads, the most of any series, and no series with as many is left out.
  func tiedLeaders(_ m: [String], _ sentence: String, sharedOnly: Bool = false) -> [CheckedClaim] {
    let (names, others) = ClaimsText.elided(ClaimsText.list(m[1], known: truth.series.map(\.name)))
    let named = names.compactMap { truth.seriesIndex(named: $0) }
    guard named.count == names.count, named.count >= 2 || others > 0 else {
      return [claim("leader", sentence, false, "unknown series in '\(m[1])'")]
    }
    let wins = strictWins(sharedOnly: sharedOnly)
    let stated = int(m[2]) ?? -1
    let top = wins.max() ?? 0
    let atTop = wins.indices.filter { wins[$0] == top }
    let table = leaders(sharedOnly: sharedOnly)
    return [
      claim(
        "leader", sentence, named.allSatisfy { wins[$0] == stated } && stated == top,
        "the strict leads are \(named.map { "\(truth.series[$0].name) \(wins[$0])" }.joined(separator: ", ")), the most \(top), not \(m[2]) each"
      ),
      claim(
        "tie", sentence, atTop.count == named.count + others && Set(named).isSubset(of: atTop),
        "\(atTop.count) series lead \(top) times each: \(atTop.map { truth.series[$0].name }.joined(separator: ", "))"),
      claim(
        "count", sentence, int(m[3]) == table.count || (!sharedOnly && int(m[3]) == sharedCount),
        "there are \(table.count) positions (\(sharedCount) shared by every series), not \(m[3])"),
    ]
  }

  /// "Beta and Gamma are the exception, led by another series": after "X is highest in N of M",
  /// exactly the positions where a series other than X (the one leader) is strictly highest.
  func leaderExceptions(_ list: String, _ sentence: String) -> [CheckedClaim] {
    let wins = strictWins()
    guard let top = wins.max(), wins.filter({ $0 == top }).count == 1, let leader = wins.firstIndex(of: top) else {
      return [claim("leader", sentence, false, "no one series leads most often, so there is no exception")]
    }
    let flips = leaders().filter { $0.strict != nil && $0.strict != leader }.map(\.x)
    let (names, others) = ClaimsText.elided(ClaimsText.list(ClaimsText.place(list), known: truth.categoryLabels))
    let allFlips = names.allSatisfy { name in flips.contains { truth.place(name, names: $0) } }
    return [
      claim(
        "leader", sentence, allFlips && names.count + others == flips.count,
        "another series than \(truth.series[leader].name) leads strictly at \(flips.count) positions, not at '\(list)'")
    ]
  }

  /// "The biggest difference between A and B is for Reading and Art: 2" (the largest gap and
  /// every place with it) or, on a radar, "The biggest differences are in Vision and Speed" (the
  /// two largest and every spoke tied with the second).
  func biggestDifference(_ a: Int, _ b: Int, places: String, value: String?, _ sentence: String) -> [CheckedClaim] {
    let gaps = truth.positions.compactMap { x -> (x: Double, gap: Double)? in
      guard let va = truth.value(series: a, at: x), let vb = truth.value(series: b, at: x) else { return nil }
      return (x, abs(va - vb))
    }.sorted { $0.gap > $1.gap }
    guard let largest = gaps.first?.gap else { return [claim("difference", sentence, false, "no shared position")] }
    func same(_ g: Double, _ h: Double) -> Bool { abs(g - h) <= 1e-9 * max(1, h) }
    let cut = value == nil && gaps.count > 1 ? gaps[1].gap : largest
    let expected = gaps.filter { $0.gap > cut || same($0.gap, cut) }.map(\.x)
    let (names, others) = ClaimsText.elided(ClaimsText.list(ClaimsText.place(places), known: truth.categoryLabels))
    let ok =
      names.count + others == expected.count
      && names.allSatisfy { name in expected.contains { truth.place(name, names: $0) } }
    var result = [
      claim(
        "difference", sentence, ok,
        "the \(value == nil ? "two " : "")largest gaps (with ties) are at \(expected.count) places, not '\(places)'")
    ]
    if let value, let stated = num(value) {
      // A gap between two percentages is in points: "2.5 percentage points".
      result.append(
        claim(
          "difference", sentence, stated.states(largest) || (stated.hedged && stated.rounds(largest)),
          "the largest gap is \(show(largest)), not \(value)"))
    }
    return result
  }

  /// Positions where every series has a value.
  var sharedCount: Int {
    truth.positions.filter { x in truth.series.indices.allSatisfy { truth.value(series: $0, at: x) != nil } }.count
  }

  func overtook(_ m: [String], _ sentence: String) -> [CheckedClaim] {
    guard let a = truth.seriesIndex(named: m[1]), let b = truth.seriesIndex(named: m[2]) else {
      return [claim("crossing", sentence, false, "unknown series in '\(m[0])'")]
    }
    let shared = truth.positions.compactMap { x -> (Double, Double, Double)? in
      guard let va = truth.value(series: a, at: x), let vb = truth.value(series: b, at: x) else { return nil }
      return (x, va, vb)
    }
    let place = m[3]
    // "Stayed ahead" is strict, as leader counts are: never behind at a later shared position.
    func stayed(after index: Int) -> Bool {
      shared[index...].allSatisfy { $0.1 >= $0.2 }
    }
    if let between = place.firstMatch("^between (.+) and (.+)$") {
      // Between two adjacent shared samples: the difference goes from ≤ 0 to > 0.
      guard
        let i = shared.indices.dropLast().first(where: { i in
          truth.place(between[1], names: shared[i].0) && truth.place(between[2], names: shared[i + 1].0)
            && shared[i].1 <= shared[i].2 && shared[i + 1].1 > shared[i + 1].2
        })
      else {
        return [claim("crossing", sentence, false, "\(m[1]) does not move ahead of \(m[2]) \(place)")]
      }
      var result = [claim("crossing", sentence, true, "")]
      if !m[4].isEmpty {
        result.append(claim("crossing", sentence, stayed(after: i + 1), "\(m[2]) is ahead again after '\(place)'"))
      }
      return result
    }
    // Each overtake with the samples where the two were equal on the way (a crossing at a sample).
    // A crossing between two samples is also named where the lines drawn between them cross.
    var overtakes: [(before: Double, after: Double, index: Int, equal: [Double])] = []
    var lastSign = 0
    var lastX = shared.first?.0 ?? 0
    var lastDifference = 0.0
    var equal: [Double] = []
    for (index, (x, va, vb)) in shared.enumerated() {
      let sign = va > vb ? 1 : va < vb ? -1 : 0
      if sign == 1, lastSign == -1 {
        overtakes.append((lastX, x, index, equal.isEmpty ? [linesCross(lastX, lastDifference, x, va - vb)] : equal))
      }
      if sign == 0 {
        equal.append(x)
      } else {
        lastSign = sign
        lastX = x
        lastDifference = va - vb
        equal = []
      }
    }
    guard
      let hit = overtakes.first(where: { o in
        truth.place(place, names: o.after) || truth.place(place, names: o.before)
          || o.equal.contains { truth.place(place, names: $0) }
      })
    else {
      return [
        claim(
          "crossing", sentence, false,
          "\(m[1]) does not overtake \(m[2]) at '\(place)' (\(overtakes.count) overtakes in the data)")
      ]
    }
    var result = [claim("crossing", sentence, true, "")]
    if !m[4].isEmpty {
      result.append(claim("crossing", sentence, stayed(after: hit.index), "\(m[2]) is ahead again after '\(place)'"))
    }
    return result
  }

  func stackLeader(_ m: [String], _ sentence: String) -> [CheckedClaim] {
    let s = truth.seriesIndex(named: m[1])!
    let table = leaders()
    let strict = table.filter { $0.strict == s }
    let withTies = table.filter { $0.tied.contains(s) }
    if !m[2].isEmpty {
      let stated = int(m[2]) ?? -1
      return [
        claim(
          "leader", sentence, stated == strict.count,
          "\(m[1]) is strictly the largest part at \(strict.count) positions (\(withTies.count) with ties), not \(m[2])"
        ),
        claim("count", sentence, int(m[3]) == table.count, "there are \(table.count) positions, not \(m[3])"),
      ]
    }
    if !m[4].isEmpty {
      return [
        claim(
          "leader", sentence, strict.count == table.count && int(m[4]) == table.count,
          "\(m[1]) is strictly the largest part at \(strict.count) of \(table.count)")
      ]
    }
    let (names, others) = ClaimsText.elided(ClaimsText.list(ClaimsText.place(m[5]), known: truth.categoryLabels))
    let ok =
      names.count + others == strict.count
      && names.allSatisfy { name in strict.contains { truth.place(name, names: $0.x) } }
    return [claim("leader", sentence, ok, "\(m[1]) is the largest part at \(strict.count) positions, not '\(m[5])'")]
  }

  /// Each part's sum: a category's value (one series) or a series' total (several).
  var parts: [(name: String, value: Double)] {
    if truth.series.count == 1 {
      return truth.series[0].finite.map {
        (truth.category(at: truth.series[0].x[$0.index]) ?? show(truth.series[0].x[$0.index]), $0.y)
      }
    }
    return truth.series.map { one in (one.name, one.finite.map(\.y).reduce(0, +)) }
  }

  func share(names: String, _ value: String, _ sentence: String, largest: Bool, smallest: Bool = false)
    -> [CheckedClaim]
  {
    let parts = self.parts
    let total = parts.map(\.value).reduce(0, +)
    guard let stated = num(value), total != 0 else { return [claim("share", sentence, false, "no total")] }
    // "1, 2, 3 and 3 others are tied …": the named parts and a count of the rest.
    let (named, others) = ClaimsText.elided(
      ClaimsText.list(names, known: parts.map(\.name) + parts.map { ClaimsText.fullName($0.name) }))
    var result: [CheckedClaim] = []
    for (position, name) in named.enumerated() {
      guard let part = namedPart(name, parts, first: position == 0) else {
        result.append(claim("share", sentence, false, "no part named '\(name)'"))
        continue
      }
      let share = 100 * part.value / total
      result.append(
        claim(
          "share", sentence, Self.statesShare(stated, share),
          "\(name)'s share of the total is \(String(format: "%.3g", share))%, not \(value)"))
      if largest, let top = parts.map(\.value).max() {
        result.append(claim("share", sentence, part.value == top, "\(name) is not the largest part"))
      }
      if smallest, let bottom = parts.map(\.value).min() {
        result.append(claim("share", sentence, part.value == bottom, "\(name) is not the smallest part"))
      }
    }
    if sentence.contains("majority") {
      let top = parts.map(\.value).max() ?? 0
      result.append(claim("share", sentence, top * 2 > total, "the largest part is not a majority"))
    }
    // A tie for the largest or smallest part names every part in it.
    for (flag, extreme, word) in [
      (largest, parts.map(\.value).max(), "largest"), (smallest, parts.map(\.value).min(), "smallest"),
    ] where flag {
      guard let extreme else { continue }
      let sharing = parts.filter { $0.value == extreme }.count
      result.append(
        claim(
          "tie", sentence, named.count + others >= sharing,
          "\(sharing) parts share the \(word) value \(show(extreme)); '\(names)' names \(named.count + others)"))
    }
    return result
  }

  /// "North … : 98 of 335": the part's value and the sum of every part.
  func partValue(_ name: String, _ value: String, _ sum: String, _ sentence: String) -> [CheckedClaim] {
    let parts = self.parts
    let total = parts.map(\.value).reduce(0, +)
    guard let stated = num(value), let statedSum = num(sum) else {
      return [claim("share", sentence, false, "cannot read '\(value)' or '\(sum)'")]
    }
    var result = [
      claim(
        "share", sentence, statedSum.states(total) || (statedSum.hedged && statedSum.rounds(total)),
        "the parts add up to \(show(total)), not \(sum)")
    ]
    for part in ClaimsText.list(name, known: parts.map(\.name) + parts.map { ClaimsText.fullName($0.name) }) {
      if let one = namedPart(part, parts, first: true) {
        result.append(
          claim(
            "share", sentence, stated.states(one.value) || (stated.hedged && stated.rounds(one.value)),
            "\(part) is \(show(one.value)), not \(value)"))
      }
    }
    return result
  }

  /// The part a name says: exactly, by its full name (a category "Jan" said "January"), or, for
  /// the first word of a sentence (capitalized), in any case.
  func namedPart(_ name: String, _ parts: [(name: String, value: Double)], first: Bool) -> (
    name: String, value: Double
  )? {
    parts.first { $0.name == name } ?? parts.first { ClaimsText.fullName($0.name) == name }
      ?? (first ? parts.first { $0.name.lowercased() == name.lowercased() } : nil)
  }

  /// The sentences about intervals: "3 ranges, A from 1 to 3, …", "The ranges: …", "The widest
  /// range is B (5), the narrowest A and C (2)", "Together they run from 1 to 10".
  func intervalClause(_ text: String, _ sentence: String) -> [CheckedClaim]? {
    let all = truth.intervalSets.flatMap { $0 }
    if let m = text.firstMatch(#"^([\d,]+) ranges?, (.+)$"#) {
      return [claim("count", sentence, int(m[1]) == all.count, "there are \(all.count) ranges, not \(m[1])")]
        + intervalItems(m[2], sentence)
    }
    if let m = text.firstMatch("^The ranges: (.+)$") { return intervalItems(m[1], sentence) }
    if let m = text.firstMatch("^The widest range is (.+) \\(\(n)\\), the narrowest (.+) \\(\(n)\\)$") {
      return intervalWidth(m[1], m[2], widest: true, sentence) + intervalWidth(m[3], m[4], widest: false, sentence)
    }
    if let m = text.firstMatch("^Together they run from \(n) to \(n)$") {
      let ends = all.flatMap { [$0.start, $0.end] }
      guard let low = ends.min(), let high = ends.max() else { return [claim("range", sentence, false, "no ranges")] }
      return [
        claim("range", sentence, num(m[1])!.states(low), "the ranges start at \(show(low)), not \(m[1])"),
        claim("range", sentence, num(m[2])!.states(high), "the ranges end at \(show(high)), not \(m[2])"),
      ]
    }
    return nil
  }

  func intervalItems(_ list: String, _ sentence: String) -> [CheckedClaim] {
    let all = truth.intervalSets.flatMap { $0 }
    let items = list.matches("(?:^|, | and )(.+?) from \(n) to \(n)(?=, | and |$)")
    guard !items.isEmpty else { return [claim("range", sentence, false, "cannot read the ranges '\(list)'")] }
    return items.map { item in
      let name = item[1]
      let ok = all.contains { truth.names(name, interval: $0) && Self.spans($0, num(item[2])!, num(item[3])!) }
      let seen = all.filter { truth.names(name, interval: $0) }.map { "\(show($0.start)) to \(show($0.end))" }
      return claim(
        "range", sentence, ok,
        "the range '\(name)' is \(seen.isEmpty ? "not in the data" : seen.joined(separator: ", ")), not from \(item[2]) to \(item[3])"
      )
    }
  }

  /// Whether "from A to B" is the interval's extent (the narration says it from low to high,
  /// whichever end the data gives first).
  static func spans(_ interval: ClaimsTruth.Interval, _ a: StatedNumber, _ b: StatedNumber) -> Bool {
    (a.states(interval.start) && b.states(interval.end)) || (a.states(interval.end) && b.states(interval.start))
  }

  func intervalWidth(_ list: String, _ value: String, widest: Bool, _ sentence: String) -> [CheckedClaim] {
    let all = truth.intervalSets.flatMap { $0 }
    guard let stated = num(value), let target = widest ? all.map(\.width).max() : all.map(\.width).min() else {
      return [claim("range", sentence, false, "no ranges")]
    }
    let word = widest ? "widest" : "narrowest"
    let atTarget = all.filter { $0.width == target }
    // Names of grouped intervals hold a comma ("Strongly agree, Question 8"); a tail "and 8
    // others" counts the rest.
    let grouped = all.compactMap { interval in
      truth.category(at: interval.x).map { interval.group + ", " + ClaimsText.fullName($0) }
    }
    let (names, others) = ClaimsText.elided(ClaimsText.list(list, known: truth.categoryLabels + grouped))
    var result = [
      claim("range", sentence, stated.states(target), "the \(word) range is \(show(target)) wide, not \(value)"),
      claim(
        "range", sentence, names.allSatisfy { name in atTarget.contains { truth.names(name, interval: $0) } },
        "'\(list)' is not the \(word) range (\(show(target)))"),
    ]
    if names.count + others != atTarget.count, others > 0 || names.count < atTarget.count {
      result.append(
        claim(
          "tie", sentence, false, "\(atTarget.count) ranges are \(show(target)) wide; '\(list)' names \(names.count)"))
    }
    return result
  }

  func shareShift(_ m: [String], _ sentence: String) -> [CheckedClaim] {
    // A part with no point at all at a stack's x (a bin without a Comedy film) adds nothing
    // to that stack: its share there is 0.
    func part(_ s: Int, at x: Double) -> Double? {
      truth.value(series: s, at: x) ?? (truth.series[s].x.contains(x) ? nil : 0)
    }
    guard let s = truth.seriesIndex(named: m[1]), let first = truth.totals.first, let last = truth.totals.last,
      let a = part(s, at: first.x), let b = part(s, at: last.x),
      first.total != 0, last.total != 0
    else { return [claim("share", sentence, false, "no shares for '\(m[1])'")] }
    let shareA = 100 * a / first.total
    let shareB = 100 * b / last.total
    return [
      claim(
        "share", sentence, Self.statesShare(num(m[4])!, shareA),
        "the first share is \(String(format: "%.3g", shareA))%, not \(m[4])"),
      claim(
        "share", sentence, Self.statesShare(num(m[5])!, shareB),
        "the last share is \(String(format: "%.3g", shareB))%, not \(m[5])"),
      claim(
        "share", sentence, Self.statesPoints(num(m[3])!, abs(shareB - shareA), from: num(m[4])!, to: num(m[5])!),
        "the shift is \(String(format: "%.3g", abs(shareB - shareA))) points, not \(m[3])"),
      claim(
        "direction", sentence, m[2] == "rose" ? shareB > shareA : shareB < shareA,
        "'\(m[2])' but the share goes from \(shareA) to \(shareB)"),
    ]
  }

  /// "climbed from A at P to B at Q, then dropped to a low of C at R, then held near D until S".
  func shape(_ steps: String, _ sentence: String) -> [CheckedClaim]? {
    var result: [CheckedClaim] = []
    var previous: (value: Double, place: String)? = nil
    let scope = allSeries
    func trueValue(_ place: String) -> Double? {
      for s in scope {
        if let i = truth.indices(named: place, series: s).first, truth.series[s].y[i].isFinite {
          return truth.series[s].y[i]
        }
      }
      return nil
    }
    for step in steps.components(separatedBy: ", then ") {
      if let m = step.firstMatch(
        "^(?:then )?(climbed|dropped) (?:from \(n) (.+?) )?to (?:a peak of |a low of )?\(n) ((?:in|on|for|at|by) .+)$")
      {
        var fromPlace = previous?.place
        if !m[2].isEmpty {
          let (ok, why) = valueAt(num(m[2])!, m[3], scope: scope)
          result.append(claim("shape", sentence, ok, why))
          fromPlace = m[3]
        }
        let (ok, why) = valueAt(num(m[4])!, m[5], scope: scope)
        result.append(claim("shape", sentence, ok, why))
        if let fromPlace, let a = trueValue(fromPlace), let b = trueValue(m[5]) {
          result.append(
            claim(
              "direction", sentence, m[1] == "climbed" ? b > a : b < a,
              "'\(m[1])' but the data goes from \(show(a)) at '\(fromPlace)' to \(show(b)) at '\(m[5])'"))
        }
        previous = (0, m[5])
      } else if let m = step.firstMatch("^(?:then )?held near \(n) (?:from (.+?) )?(until .+)$") {
        let place = m[2].isEmpty ? previous?.place : m[2]
        if let place {
          let (ok, why) = valueAt(
            num("about " + num(m[1])!.text.replacingOccurrences(of: "about ", with: ""))!, place, scope: scope)
          result.append(claim("shape", sentence, ok, why))
        }
        previous = (0, m[3])
      } else {
        return nil
      }
    }
    return result
  }

  func correlation(_ m: [String], _ sentence: String) -> [CheckedClaim] {
    // As drawn: of the logarithms on a logarithmic axis.
    let pairs = scatterPairs
    let count = Double(pairs.count)
    guard count > 2 else { return [claim("correlation", sentence, false, "too few points")] }
    let mx = pairs.map(\.0).reduce(0, +) / count
    let my = pairs.map(\.1).reduce(0, +) / count
    let sxy = pairs.reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
    let sxx = pairs.reduce(0) { $0 + ($1.0 - mx) * ($1.0 - mx) }
    let syy = pairs.reduce(0) { $0 + ($1.1 - my) * ($1.1 - my) }
    let r = sxy / (sxx * syy).squareRoot()
    let stated = ClaimsText.number(m[3], unit: nil)!
    return [
      claim(
        "correlation", sentence, Self.statesCoefficient(stated, r), "r is \(String(format: "%.3f", r)), not \(m[3])"),
      claim("direction", sentence, (m[2] == "positive") == (r > 0), "'\(m[2])' but r is \(String(format: "%.3f", r))"),
    ]
  }

  /// Whether a stated correlation coefficient is `r` to two decimals: the narration writes r so,
  /// dropping trailing zeros, so "r = 1" is 0.995 or more, never any r rounding to the integer 1.
  static func statesCoefficient(_ stated: StatedNumber, _ r: Double) -> Bool {
    abs(r - stated.value) <= 0.005 * (1 + 1e-9)
  }

  func radar(_ s: Int, strongest: String, weakest: String, _ sentence: String) -> [CheckedClaim] {
    var result = extremePlaces(s, highest: true, strongest, sentence)
    if !weakest.isEmpty { result += extremePlaces(s, highest: false, weakest, sentence) }
    return result
  }

  func extremePlaces(_ s: Int, highest: Bool, _ list: String, _ sentence: String) -> [CheckedClaim] {
    let values = truth.series[s].finite
    guard let target = highest ? values.map(\.y).max() : values.map(\.y).min() else { return [] }
    let at = values.filter { $0.y == target }.map { truth.series[s].x[$0.index] }
    // "A, B, C and 2 others": the named spokes and a count of the rest.
    let (names, others) = ClaimsText.elided(ClaimsText.list(list, known: truth.categoryLabels))
    let ok = names.allSatisfy { name in at.contains { truth.place(name, names: $0) } }
    var result = [
      claim(
        "radar", sentence, ok,
        "'\(list)' is not where \(truth.series[s].name) is \(highest ? "strongest" : "weakest") (\(show(target)))")
    ]
    if ok, names.count + others != at.count {
      result.append(
        claim("tie", sentence, false, "\(at.count) spokes share \(show(target)); '\(list)' names \(names.count)"))
    }
    return result
  }

  func sparkline(_ m: [String], _ sentence: String, points: Bool = false) -> [CheckedClaim] {
    guard truth.series.count == 1, let first = truth.series[0].finite.first, let last = truth.series[0].finite.last
    else { return [] }
    let change = num(m[2])!
    var result: [CheckedClaim] =
      partialEnds(sentence) + [
        claim(
          "direction", sentence, m[1] == "up" ? last.y > first.y : last.y < first.y,
          "'\(m[1])' but the data goes from \(show(first.y)) to \(show(last.y))")
      ]
    if points {
      // "up 6.8 percentage points": the difference of two percentages.
      let difference = abs(last.y - first.y)
      result.append(
        claim(
          "change", sentence, unit == "%" && (change.states(difference) || change.rounds(difference)),
          "the change is \(show(difference)) points of a \(unit ?? "non-percent") quantity, not \(m[2]) percentage points"
        ))
    } else if change.isPercent && unit == "%" {
      result.append(
        claim(
          "percentage-points", sentence, false,
          "a change of a percentage written as '\(m[2])': the data moves \(show(abs(last.y - first.y))) percentage points"
        ))
    } else if change.isPercent, ["°C", "°F", "℃", "℉"].contains(unit ?? "") {
      // Degrees have no true zero: a percent change of a temperature means nothing.
      result.append(
        claim(
          "percent-change", sentence, false, "a percent change of a quantity in \(unit ?? ""), which has no true zero"))
    } else if change.isPercent {
      let percent = 100 * abs(last.y - first.y) / abs(first.y)
      result.append(
        claim(
          "percent-change", sentence, Self.statesChange(change, percent),
          "the change is \(String(format: "%.3g", percent))%, not \(m[2])"))
    } else {
      result.append(
        claim(
          "change", sentence,
          change.states(abs(last.y - first.y)) || (change.hedged && change.rounds(abs(last.y - first.y))),
          "the change is \(show(abs(last.y - first.y))), not \(m[2])"))
    }
    if m[3] == "at" {
      result.append(
        claim("start-end", sentence, num(m[4])!.states(last.y), "the last value is \(show(last.y)), not \(m[4])"))
    } else {
      result += extreme("extreme", highest: m[3].contains("high"), m[4], nil, scope: [0], sentence)
    }
    if !m[5].isEmpty {
      result += extreme("range", highest: false, m[5], nil, scope: [0], sentence)
      result += extreme("range", highest: true, m[6], nil, scope: [0], sentence)
    }
    return result
  }

  // MARK: - Readout

  func checkReadout(_ lines: [String], into report: inout ClaimsReport) {
    let lines = compositeReadout(candleReadout(lines, into: &report), into: &report)
    var current = 0
    // After "Stack totals, N …": the point lines are the stack totals, not points of a series.
    var inTotals = false
    let totals = truth.totals
    for raw in lines {
      var line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasSuffix("."), !line.hasPrefix("Axis "), !line.hasPrefix("Series ") { line.removeLast() }
      if let m = line.firstMatch(#"^Stack totals, ([\d,]+) .+$"#) {
        inTotals = true
        report.classified.append(("orientation", line))
        report.claims.append(
          claim("count", line, int(m[1]) == totals.count, "there are \(totals.count) stack totals, not \(m[1])"))
        continue
      }
      if inTotals, let m = line.firstMatch("^([\\d,]+) of ([\\d,]+): (.+), (\(ClaimsText.numberPattern(unit: unit)))$")
      {
        let index = (int(m[1]) ?? 0) - 1
        guard int(m[2]) == totals.count, totals.indices.contains(index) else {
          report.claims.append(claim("point", line, false, "there are \(totals.count) stack totals, not \(m[2])"))
          continue
        }
        report.claims.append(
          claim("point", line, truth.place(m[3], names: totals[index].x), "total \(m[1]) is not at '\(m[3])'"))
        let stated = ClaimsText.number(m[4], unit: unit)!
        report.claims.append(
          claim(
            "point", line, stated.states(totals[index].total),
            "total \(m[1]) is \(show(totals[index].total)), not \(m[4])"))
        continue
      }
      if line.hasPrefix("Axis "), let m = line.firstMatch("stacked; the totals range from \(n) to \(n)\\.?$") {
        report.classified.append(("orientation", line))
        let values = totals.map(\.total)
        if let low = values.min(), let high = values.max() {
          report.claims.append(
            claim("range", line, num(m[1])!.states(low), "the lowest total is \(show(low)), not \(m[1])"))
          report.claims.append(
            claim("range", line, num(m[2])!.states(high), "the highest total is \(show(high)), not \(m[2])"))
        }
        continue
      }
      if line.hasPrefix("Axis "), let m = line.firstMatch("stacked; every total is \(n)\\.?$") {
        report.classified.append(("orientation", line))
        let stated = num(m[1])!
        report.claims.append(
          claim(
            "stayed", line, !totals.isEmpty && totals.allSatisfy { stated.states($0.total) },
            "the totals are \(Set(totals.map { show($0.total) }).sorted().prefix(4).joined(separator: ", ")), not all \(m[1])"
          ))
        continue
      }
      if !truth.chart.intervals.isEmpty, let m = line.firstMatch("^([\\d,]+) of ([\\d,]+): (.+), from \(n) to \(n)$") {
        let index = (int(m[1]) ?? 0) - 1
        let sets = truth.intervalSlots.filter { $0.count == int(m[2]) }
        let ok = sets.contains { set in
          guard set.indices.contains(index), let interval = set[index] else { return false }
          return truth.names(m[3], interval: interval) && Self.spans(interval, num(m[4])!, num(m[5])!)
        }
        report.claims.append(
          claim("range", line, ok, "range \(m[1]) of \(m[2]) is not '\(m[3])' from \(m[4]) to \(m[5])"))
        continue
      }
      if let m = line.firstMatch(#"^Series ([\d,]+) of ([\d,]+): (.*), .+$"#) {
        inTotals = false
        current = (int(m[1]) ?? 1) - 1
        report.classified.append(("orientation", line))
        // A pair of interval ends (x/x2) is read out as one series.
        let shown = truth.series.count - truth.chart.intervals.count
        let ok = int(m[2]) == shown && truth.series.indices.contains(current)
        report.claims.append(claim("count", line, ok, "there are \(shown) series"))
        continue
      }
      if line.hasPrefix("Axis ")
        || Self.kindNames.contains(where: { line.hasPrefix($0 + ": ") || line.hasPrefix($0 + ", ") })
      {
        report.classified.append(("orientation", line))
        continue
      }
      if let claims = stackPartsLine(line, series: current) {
        report.claims += claims
        continue
      }
      guard truth.series.indices.contains(current) else {
        report.unparsed.append(line)
        continue
      }
      let one = truth.series[current]
      // A point's label after its value ("2 of 4: Q2, 34 (Launch)"): the label the point carries.
      if let m = line.firstMatch(
        "^([\\d,]+) of ([\\d,]+): (.+), (no data|\(ClaimsText.numberPattern(unit: unit))) \\((.+)\\)$"),
        truth.chart.series.indices.contains(current)
      {
        let said = m[m.count - 1]
        let label = truth.chart.series[current].label(at: (int(m[1]) ?? 0) - 1)
        report.claims.append(
          claim("label", line, label == said, "point \(m[1]) is labelled \(label ?? "nothing"), not \(said)"))
        line = String(line.dropLast(said.count + 3))
      }
      if let m = line.firstMatch("^Segment \\d+ of \\d+: (rose|fell) from \(n) (.+?) to \(n) (.+)$") {
        report.claims += change("segment", word: m[1], from: m[2], at: m[3], to: m[4], at: m[5], scope: [current], line)
        continue
      }
      if let m = line.firstMatch("^Segment \\d+ of \\d+: stayed near \(n) from (.+?) to (.+)$") {
        let near = num("about " + m[1].replacingOccurrences(of: "about ", with: ""))!
        let (ok, why) = valueAt(near, m[2], scope: [current])
        report.claims.append(claim("segment", line, ok, why))
        continue
      }
      if let m = line.firstMatch(
        "^([\\d,]+) of ([\\d,]+): (.+), (\(ClaimsText.numberPattern(unit: unit))), (\(ClaimsText.numberPattern(unit: unit))) of (\(ClaimsText.numberPattern(unit: unit)))$"
      ) {
        // "1 of 4: North, 98, 29% of 335": the point, its share of the series' sum, and the sum.
        let index = (int(m[1]) ?? 0) - 1
        guard int(m[2]) == one.count, one.x.indices.contains(index) else {
          report.claims.append(claim("point", line, false, "\(one.name) has \(one.count) points, not \(m[2])"))
          continue
        }
        let sum = one.finite.map(\.y).reduce(0, +)
        let y = one.y[index]
        let stated = ClaimsText.number(m[4], unit: unit)!
        let statedSum = ClaimsText.number(m[6], unit: unit)!
        let share = sum == 0 ? Double.nan : 100 * y / sum
        report.claims.append(
          claim("point", line, truth.place(m[3], names: one.x[index]), "point \(m[1]) is not at '\(m[3])'"))
        report.claims.append(
          claim("point", line, y.isFinite && stated.states(y), "point \(m[1]) is \(show(y)), not \(m[4])"))
        report.claims.append(
          claim(
            "share", line, Self.statesShare(ClaimsText.number(m[5], unit: unit)!, share),
            "point \(m[1]) is \(String(format: "%.3g", share))% of the sum, not \(m[5])"))
        report.claims.append(claim("share", line, statedSum.states(sum), "the sum is \(show(sum)), not \(m[6])"))
        continue
      }
      if let m = line.firstMatch("^([\\d,]+) of ([\\d,]+): (.+), (no data|\(ClaimsText.numberPattern(unit: unit)))$") {
        let index = (int(m[1]) ?? 0) - 1
        guard int(m[2]) == one.count, one.x.indices.contains(index) else {
          report.claims.append(claim("point", line, false, "\(one.name) has \(one.count) points, not \(m[2])"))
          continue
        }
        let okPlace = truth.place(m[3], names: one.x[index])
        report.claims.append(claim("point", line, okPlace, "point \(m[1]) is not at '\(m[3])'"))
        let y = one.y[index]
        if m[4] == "no data" {
          report.claims.append(claim("point", line, !y.isFinite, "point \(m[1]) has the value \(show(y))"))
        } else {
          let stated = ClaimsText.number(m[4], unit: unit)!
          report.claims.append(
            claim("point", line, y.isFinite && stated.states(y), "point \(m[1]) is \(show(y)), not \(m[4])"))
        }
        continue
      }
      if let claims = groupLine(line, series: current) {
        report.claims += claims
        continue
      }
      report.unparsed.append(line)
    }
  }
}

extension ClaimsTruth {
  var finiteValueCount: Int { series.reduce(0) { $0 + $1.finite.count } }
}

extension String {
  /// Every match of `pattern`, each as the whole match and its groups.
  public func matches(_ pattern: String) -> [[String]] {
    guard let regex = CompiledPatterns.expression(pattern) else { return [] }
    return regex.matches(in: self, range: NSRange(startIndex..., in: self)).map { match in
      (0..<match.numberOfRanges).map { index in
        let r = match.range(at: index)
        guard r.location != NSNotFound, let swiftRange = Range(r, in: self) else { return "" }
        return String(self[swiftRange])
      }
    }
  }
}
