import ChartModel
import Foundation

/// The facts of one chart in one locale, with helpers that phrase them: the measure, x values,
/// y values with their unit, counts with the right noun, lists.
struct NarrationContext {
  let chart: ChartDescriptor
  let analysis: ChartAnalysis
  let policy: DescriptionPolicy
  let numbers: NumberPhrasing
  let dates: DatePhrasing
  var book: PhraseBook { numbers.book }
  /// Whether dates need their year (the data spans more than one calendar year).
  let datesNeedYear: Bool
  /// Whether every position lies within one calendar day, on an axis of hours, minutes or
  /// seconds with at least two positions: the orientation names the day once ("on May 1, 2024,
  /// from 10:00 to 10:59"), and each place after it is its time alone ("at 10:30"), as years are
  /// left out when all dates share one (``datesNeedYear``).
  let timesInOneDay: Bool
  /// The cadence of the first series with one (weekly data counts weeks, not days).
  let cadence: Cadence?
  /// Whether a numeric x axis counts years (every x a whole number from 1000 to 2999): years are
  /// said as years, "1990", never "1,990".
  let xIsYears: Bool
  /// Whether x counts years (``xIsYears``), one per point: consecutive years, gaps allowed, so a
  /// count of points is a count of years ("8 of 11 years"); points every 5 years are "points".
  let xStepsByYear: Bool
  /// Whether some series has two points at one x: its points are then "values", not "years".
  let xRepeats: Bool
  /// A temporal axis whose points are quarters (every date the first of January, April, July or
  /// October, a quarter apart) or weeks: said as "Q3 2022" and "the week of March 4", never as
  /// the month or the day the period starts on.
  let period: Cadence?
  /// How many periods of ``cadence`` the x values span, first to last (``periodsSpanned(_:by:)``),
  /// found once: a count of points is a count of periods only when it equals this.
  let periodsSpanned: Int?
  /// The significant digits each value of y was first said with, rounded: a value said again
  /// is rounded the same way ("about €31,300" in the summary and the alt, never "about €31,000"
  /// in one and "about €31,300" in the other; issue 11 §2, "consistently within a description").
  let stated = StatedDigits()
  /// The decimal place (10^power) a numeric x value is said to in alt text and summaries, or
  /// `nil` (``xPower(_:)``), found once when first needed (most x values need none).
  var xPower: Int? { stated.xPower { Self.xPower(chart) } }
  /// Whether x values are said as written, to six significant digits (the readout and explore
  /// mode, `content.md` §4: "Readout: the data's own precision"); else, in alt text and
  /// summaries, at ``xPower``.
  var statesXExactly = false

  init(chart: ChartDescriptor, analysis: ChartAnalysis, book: PhraseBook, policy: DescriptionPolicy) {
    self.chart = chart
    self.analysis = analysis
    self.policy = policy
    numbers = NumberPhrasing(book: book)
    dates = DatePhrasing(numbers: numbers)
    var years = Set<Int>()
    if chart.xAxis.type == .temporal {
      for statistics in analysis.series.compactMap({ $0 }) {
        years.insert(CivilDate(secondsSince1970: statistics.first.x).year)
        years.insert(CivilDate(secondsSince1970: statistics.last.x).year)
        years.insert(CivilDate(secondsSince1970: statistics.min.x).year)
        years.insert(CivilDate(secondsSince1970: statistics.max.x).year)
      }
    }
    datesNeedYear = years.count > 1
    timesInOneDay = Self.timesInOneDay(chart)
    cadence = analysis.series.lazy.compactMap { $0?.gaps.cadence }.first
    xIsYears = Self.numbersAreYears(chart)
    xRepeats = chart.series.contains(where: \.hasRepeatedX)
    xStepsByYear = xIsYears && Self.smallestStep(chart) == 1
    period = Self.period(chart, cadence: cadence)
    periodsSpanned = chart.xAxis.type == .temporal ? cadence.map { Self.periodsSpanned(chart, by: $0) } : nil
  }

  /// The decimal place a numeric x value is said to in alt text and summaries: three significant
  /// digits of the largest |x| (the precision the values are said with, `content.md` §4), or
  /// finer when neighbouring x values are closer than that, down to the place of the smallest
  /// step between them (so that two positions are never said alike): t from −π to π in steps of
  /// 0.063 is "about −3.14", never "about −3.14159". `nil` off a numeric axis or without x values.
  ///
  /// - Complexity: O(*n* log *n*) in the points.
  static func xPower(_ chart: ChartDescriptor) -> Int? {
    guard chart.xAxis.type == .numeric else { return nil }
    var largest = 0.0
    for series in chart.series { for x in series.x where x.isFinite { largest = Swift.max(largest, abs(x)) } }
    guard largest > 0 else { return nil }
    var power = Int(floor(log10(largest))) - 2
    if let step = smallestStep(chart), step > 0 { power = Swift.min(power, Int(floor(log10(step)))) }
    return Swift.max(power, -12)
  }

  /// Whether the chart's positions (and its declared x range, if any) lie within one calendar
  /// day, at least two of them, on a temporal axis finer than days (``timesInOneDay``).
  ///
  /// - Complexity: O(*n*) in the points, with no copy of them.
  static func timesInOneDay(_ chart: ChartDescriptor) -> Bool {
    guard chart.xAxis.type == .temporal, let unit = chart.xAxis.timeUnit, unit > .day else { return false }
    var first = Double.infinity
    var last = -Double.infinity
    for series in chart.series {
      for x in series.x where x.isFinite {
        first = Swift.min(first, x)
        last = Swift.max(last, x)
      }
    }
    if let range = chart.xAxis.range {
      first = Swift.min(first, range.lowerBound)
      last = Swift.max(last, range.upperBound)
    }
    guard first.isFinite, last.isFinite, first < last else { return false }
    let (a, b) = (CivilDate(secondsSince1970: first), CivilDate(secondsSince1970: last))
    return a.year == b.year && a.month == b.month && a.day == b.day
  }

  /// `.quarter` or `.week` when the temporal x steps by that period, else `nil`.
  static func period(_ chart: ChartDescriptor, cadence: Cadence?) -> Cadence? {
    guard chart.xAxis.type == .temporal else { return nil }
    switch cadence {
    case .week:
      return .week
    case .quarter:
      for series in chart.series {
        for x in series.x where x.isFinite {
          let civil = CivilDate(secondsSince1970: x)
          guard civil.day == 1, (civil.month - 1) % 3 == 0, civil.hour == 0, civil.minute == 0, civil.second == 0
          else { return nil }
        }
      }
      return .quarter
    default:
      return nil
    }
  }

  /// The arguments of a quarter's phrases: its number (1 … 4) and year.
  private func quarterArguments(_ position: Double) -> [String: PhraseArgument] {
    let civil = CivilDate(secondsSince1970: position)
    return ["q": PhraseArgument(key: String((civil.month - 1) / 3 + 1)), "year": numbers.year(civil.year)]
  }

  /// The quarter a category label such as "Q1 2023" or "2023-Q1" names, as the arguments of the
  /// quarter phrases; `nil` for other categories and for a quarter without a year ("Q1").
  private func categoryQuarter(_ position: Double) -> [String: PhraseArgument]? {
    guard chart.xAxis.type == .categorical, let time = chart.xAxis.timeCategories, time.kind == .quarter,
      time.indices.indices.contains(Int(position))
    else { return nil }
    let rank = time.indices[Int(position)]
    guard rank >= 4 else { return nil }
    return ["q": PhraseArgument(key: String(rank % 4 + 1)), "year": numbers.year(rank / 4)]
  }

  /// Whether a numeric x axis counts years: every x a whole number from 1000 to 2999, and either
  /// the axis title names years or the points step evenly by 1 to 10. A scatter plot's x counts
  /// years only when its title says so (prices from 1,200 to 2,800 are not a time line, but a
  /// scatter of deaths against "Year" is read by year).
  static func numbersAreYears(_ chart: ChartDescriptor) -> Bool {
    guard chart.xAxis.type == .numeric else { return false }
    var xs = Set<Double>()
    for series in chart.series {
      for x in series.x where x.isFinite {
        guard x == x.rounded(), (1000...2999).contains(x) else { return false }
        xs.insert(x)
      }
    }
    guard !xs.isEmpty else { return false }
    let title = chart.xAxis.title.lowercased()
    let yearWords = ["year", "jahr", "année", "annee", "año", "anno", "ano", "jaar", "rok", "वर्ष", "साल", "سنة", "عام"]
    if yearWords.contains(where: title.contains) { return true }
    guard chart.kind != .scatter else { return false }
    let sorted = xs.sorted()
    let steps = Set(zip(sorted, sorted.dropFirst()).map { $1 - $0 })
    guard steps.count <= 1, let step = steps.first ?? 1 as Double?, (1...10).contains(step) else { return false }
    return true
  }

  /// The smallest distance between two distinct x positions of any series, or `nil` with
  /// fewer than two.
  ///
  /// - Complexity: O(*n*) with no copy when every series has the same positions in order (one
  ///   column of a wide table); else O(*n* log *n*) in the points, which are copied and sorted.
  static func smallestStep(_ chart: ChartDescriptor) -> Double? {
    guard let first = chart.series.first?.x else { return nil }
    if chart.series.allSatisfy({ $0.x == first }), let step = smallestStep(ascending: first) { return step }
    var xs = chart.series.flatMap { $0.x.filter(\.isFinite) }
    xs.sort()
    return smallestStep(ascending: xs) ?? nil
  }

  /// The smallest positive difference of neighbouring finite values that never descend:
  /// `.some(nil)` with fewer than two distinct values, `nil` when a value descends.
  ///
  /// - Complexity: O(*n*).
  static func smallestStep(ascending xs: [Double]) -> Double?? {
    var previous = -Double.infinity
    var smallest = Double.infinity
    for x in xs where x.isFinite {
      if x < previous { return nil }
      if previous.isFinite, x > previous { smallest = Swift.min(smallest, x - previous) }
      previous = x
    }
    return .some(smallest.isFinite ? smallest : nil)
  }

  // MARK: - Rendering

  /// Renders a phrase. Templates may also use `{Measure}` and `{X}`: the measure and the x axis
  /// title as the author wrote them, for the start of a sentence (capitalising in code would be
  /// English-only); and the grammar keys ``PhraseBook/grammarKeys`` for `select`.
  func render(_ id: String, _ arguments: [String: PhraseArgument]) throws(NarrationError) -> Phrase {
    var arguments = arguments
    // What the display template or its speech variant uses: either may need a grammar key.
    var used = try book.template(id).placeholders
    if book.has(id + ".speech") { used.formUnion(try book.template(id + ".speech").placeholders) }
    if used.contains("Measure"), arguments["Measure"] == nil {
      arguments["Measure"] = try measureAsWritten()
    }
    if used.contains("X"), arguments["X"] == nil {
      arguments["X"] = PhraseArgument(verbatim: chart.xAxis.title)
    }
    // Grammar keys for `select`: a language whose words agree with the chart's kind or with what
    // the x axis counts (gender, case) chooses its forms by these, never by English text.
    if used.contains("kindKey"), arguments["kindKey"] == nil {
      arguments["kindKey"] = PhraseArgument(key: chart.kind.rawValue)
    }
    if used.contains("xKey"), arguments["xKey"] == nil {
      // "time": a place within the chart's one day is its time alone ("um 10:30 Uhr", never "am").
      let key =
        timesInOneDay
        ? "time" : chart.xAxis.type == .temporal ? (chart.xAxis.timeUnit ?? .day).rawValue : chart.xAxis.type.rawValue
      arguments["xKey"] = PhraseArgument(key: key)
    }
    if used.contains("xTime"), arguments["xTime"] == nil {
      arguments["xTime"] = PhraseArgument(key: chart.xAxis.timeCategories?.kind.rawValue ?? "none")
    }
    return try numbers.render(id, arguments)
  }

  /// The measure as the author wrote it, for the start of a sentence.
  func measureAsWritten() throws(NarrationError) -> PhraseArgument {
    if !chart.yAxis.title.isEmpty { return PhraseArgument(verbatim: chart.yAxis.title) }
    if chart.series.count == 1, !chart.series[0].name.isEmpty {
      return PhraseArgument(verbatim: chart.series[0].name)
    }
    return try numbers.render("measure.valuesStart", [:]).argument
  }

  // MARK: - What the chart measures

  /// The kind's name ("Line chart").
  func kindName() throws(NarrationError) -> PhraseArgument {
    // A strip draws its values, which its one box summarizes.
    if chart.drawnAs == .strip { return try render("kind.drawn.strip", [:]).argument }
    // A box plot's points are its boxes' medians, whatever kind draws them.
    if !chart.boxes.isEmpty { return try render("kind.boxplot", [:]).argument }
    // Candles draw four prices a date, whose closes the points are.
    if !chart.candles.isEmpty { return try render("kind.candlestick", [:]).argument }
    // A grid of cells is named by what draws its values ("Heat map"), whatever the mark.
    if let cells = chart.cells { return try render("kind.cells.\(cells.rawValue)", [:]).argument }
    // Arcs or a band are named as drawn, whatever kind reads their values.
    if chart.drawnAs != nil { return try render("kind.\(ChartSetNarrator.drawnName(chart))", [:]).argument }
    var id = "kind.\(chart.kind.rawValue)"
    // Intervals are one set of bars (or a band) a pair of series, never groups of their ends.
    let groups = chart.intervals.isEmpty ? chart.series.count : chart.intervals.count
    if groups > 1, [.bar, .area, .line].contains(chart.kind) {
      if chart.stacking != .none {
        id += ".\(chart.stacking.rawValue)"
      } else if chart.kind == .bar {
        id += ".grouped"
      }
    }
    if chart.kind == .bar, chart.orientation == .horizontal { id += ".horizontal" }
    return try render(book.has(id) ? id : "kind.\(chart.kind.rawValue)", [:]).argument
  }

  /// The natural unit of a slope or an age along x: "week" for weekly data, else the time unit.
  var slopeUnit: SlopeUnit { chart.xAxis.slopeUnit(cadence: cadence) }

  /// An author's title inside a sentence, lowercased where the locale does so and the title is
  /// neither an acronym nor in title case ("Revenue" → "revenue", "Miles per gallon" → "miles per
  /// gallon"; "GDP" and "Rotten Tomatoes Rating" stay, never "rotten Tomatoes Rating").
  ///
  /// `beside` is a name the author wrote next to this one (the other axis's title): when it is
  /// a word in lower case ("month", not the placeholder "x"), the author did not capitalise
  /// names by habit, so a capitalised single word ("Oslo") is a name as written and keeps its
  /// case.
  func inSentence(_ title: String, beside other: String = "") -> String {
    guard book.lowercasesTitles, let first = title.first, first.isUppercase else { return title }
    if !title.contains(where: \.isWhitespace), other.filter(\.isLetter).count > 1,
      let initial = other.first(where: \.isLetter), initial.isLowercase
    {
      return title
    }
    let words = title.split(whereSeparator: \.isWhitespace)
    guard let firstWord = words.first, firstWord.dropFirst().allSatisfy({ !$0.isUppercase }), firstWord.count > 1
    else { return title }
    // A later capitalised word ("Tomatoes", not the acronym "USD") makes the title a name.
    let titleCase = words.dropFirst().contains { word in
      guard let initial = word.first(where: \.isLetter), initial.isUppercase else { return false }
      return word.contains(where: \.isLowercase)
    }
    return titleCase ? title : first.lowercased() + title.dropFirst()
  }

  /// What the y values measure: the y axis title, else the only series' name, else "values".
  func measure() throws(NarrationError) -> PhraseArgument {
    if !chart.yAxis.title.isEmpty {
      return PhraseArgument(verbatim: inSentence(chart.yAxis.title, beside: chart.xAxis.title))
    }
    if chart.series.count == 1, !chart.series[0].name.isEmpty {
      return PhraseArgument(verbatim: inSentence(chart.series[0].name, beside: chart.xAxis.title))
    }
    return try render("measure.values", [:]).argument
  }

  /// The measure with its unit's name, for the orientation sentence ("revenue in US dollars").
  func measureWithUnit() throws(NarrationError) -> PhraseArgument {
    let measure = try measure()
    guard let unit = chart.yAxis.unit, !unit.isEmpty else { return measure }
    let unitName =
      book.has("unitName.\(unit)") ? try render("unitName.\(unit)", [:]).argument : PhraseArgument(verbatim: unit)
    return try render("measure.withUnit", ["measure": measure, "unit": unitName]).argument
  }

  /// The x axis title inside a sentence.
  var xTitle: PhraseArgument { PhraseArgument(verbatim: inSentence(chart.xAxis.title)) }

  // MARK: - Values

  /// A y value with the axis unit; without `scaleWords`, a million and more in digits.
  ///
  /// At `.exact` (a readout's point), a percentage computed to more digits than a readout gives
  /// (a share of a total: 3.94089%) is said as the summary says it ("about 3.94%"): no one reads
  /// six digits off a percent axis, and the hedge keeps it true.
  func value(_ y: Double, _ precision: NumberPrecision = .significant(3), scaleWords: Bool = true)
    throws(NarrationError) -> PhraseArgument
  {
    var chosen = precision
    // The axis format's places when the input gives them: ".1~%" labels 3.94089% "3.9%".
    if case .exact = precision, chart.yAxis.unit == "%", y.isFinite, let decimals = chart.yAxis.labelDecimals {
      return try numbers.number(y, atPower: -decimals, unit: chart.yAxis.unit)
    }
    if case .exact = precision, chart.yAxis.unit == "%", y.isFinite,
      NumberPhrasing.ownDigits(of: y) > NumberPhrasing.readoutDigits
    {
      chosen = .significant(3)
    }
    if case .significant(let digits) = precision { chosen = .significant(stated.digits(for: y, else: digits)) }
    return try numbers.number(y, precision: chosen, unit: chart.yAxis.unit, scaleWords: scaleWords)
  }

  /// A y value said with as many significant digits as it takes to read apart from each of
  /// `others` that differs from it: a near tie that rounds alike ("Trebi … about 473" beside
  /// 472.7) is said as "472.8", never as one more "about 473". Values equal to `y` are ties,
  /// which the sentence names as such.
  ///
  ///     c.valueApart(472.8, from: [472.7])   // "472.8"
  ///     c.valueApart(39.43, from: [30.4])    // "about 39.4", as ``value(_:_:scaleWords:)``
  ///
  /// - Complexity: O(*k*·*d*) in the others and the digits tried (at most 15).
  func valueApart(_ y: Double, from others: [Double]) throws(NarrationError) -> PhraseArgument {
    let said = try value(y)
    let near = others.filter { $0 != y && $0.isFinite }
    var clash = false
    for other in near where try value(other).display.text == said.display.text { clash = true }
    guard clash else { return said }
    for digits in 4...15 {
      let candidate = try numbers.number(y, precision: .significant(digits), unit: chart.yAxis.unit)
      var apart = true
      for other in near
      where try numbers.number(other, precision: .significant(digits), unit: chart.yAxis.unit).display.text
        == candidate.display.text
      {
        apart = false
      }
      if apart { return candidate }
    }
    return try numbers.number(y, precision: .exact, unit: chart.yAxis.unit)
  }

  /// The unit of a change or a slope of the y values: a quantity measured in percent changes by
  /// percentage points ("rose 0.14 percentage points a month"), not by percent.
  var changeUnit: String? { chart.yAxis.unit == "%" ? "pp" : chart.yAxis.unit }

  /// Whether the y values are in percent, so their changes are percentage points, never a
  /// percent change of a percentage.
  var yIsPercent: Bool { chart.yAxis.unit == "%" }

  /// Whether the y values are on a scale without a true zero (degrees Celsius or Fahrenheit),
  /// where a percent change means nothing: 21.5 °C to 22.4 °C is up 0.9 °C, not "up 4.2%".
  var yHasNoTrueZero: Bool { ["°C", "°F", "℃", "℉"].contains(chart.yAxis.unit ?? "") }

  /// Values said in one sentence: as rounded as `precision` allows, but with as many more
  /// significant digits (up to seven) as it takes for different values to sound different —
  /// "went from 100,000 to 100,000" for 99,999 and 100,000 would be false (content.md: "3 when two
  /// values would otherwise sound the same").
  ///
  /// - Complexity: O(*k*² × *d*) for *k* values and *d* extra digits; *k* is a handful.
  /// With `differences`, the values are gaps between two values of y, said in ``changeUnit``
  /// (percentage points between two percentages). When a scale word would carry over to a small
  /// value said with it (``scaleCarriesOver(_:)``: "from 30 to about 9.51 million"), the large
  /// values are written in digits ("from 30 to about 9,510,000").
  func values(
    _ ys: [Double], _ precision: NumberPrecision = .significant(3), differences: Bool = false
  ) throws(NarrationError) -> [PhraseArgument] {
    let scaleWords = !scaleCarriesOver(ys)
    var chosen = precision
    if case .significant(let base) = precision {
      var digits = base
      // Whether two different values, each rounded to its digits, would read the same.
      func clash(_ each: [Int]) -> Bool {
        let rounded = zip(ys, each).map { numbers.round($0, .significant($1)) }
        return ys.indices.contains { i in
          ys.indices.contains { j in j > i && ys[i] != ys[j] && rounded[i] == rounded[j] }
        }
      }
      while digits < 7, clash(Array(repeating: digits, count: ys.count)) { digits += 1 }
      chosen = .significant(digits)
      // Values said before keep their rounding, unless two values would then sound the same.
      if !differences {
        let each = ys.map { stated.known($0) ?? digits }
        let sayAlike = clash(each)
        var result: [PhraseArgument] = []
        for (y, d) in zip(ys, sayAlike ? Array(repeating: digits, count: ys.count) : each) {
          stated.record(y, d)
          result.append(
            try numbers.number(y, precision: .significant(d), unit: chart.yAxis.unit, scaleWords: scaleWords))
        }
        return result
      }
    }
    var result: [PhraseArgument] = []
    for y in ys {
      result.append(
        differences
          ? try numbers.number(y, precision: chosen, unit: changeUnit, scaleWords: scaleWords)
          : try value(y, chosen, scaleWords: scaleWords))
    }
    return result
  }

  /// Whether values said together as a range would be heard wrong because a scale word carries
  /// over: in "between 1 and 3 million" the listener hears one million. True when one value is
  /// said with a scale word (a million or more) and another is a bare number below 1,000 that is
  /// not 0 (zero million is still zero).
  ///
  /// - Complexity: O(*k*) for *k* values.
  func scaleCarriesOver(_ ys: [Double]) -> Bool {
    let smallestScale = book.numbers.scales.keys.min().map { pow(10, Double($0)) } ?? .infinity
    // Rounded to two significant digits, 999,500 is already "1 million".
    return ys.contains { abs($0) >= smallestScale * 0.9995 } && ys.contains { $0 != 0 && abs($0) < 1000 }
  }

  /// An x position as the reader knows it: a date, a category name or a number.
  /// A bucket the data covers only in part says so wherever it is named: "April (partial month)".
  /// A quarter has the select key ``quarterKey``, so that a language can put its name in the case
  /// a preposition needs (Polish "względem pierwszego kwartału", not "kategorii pierwszy kwartał").
  func x(_ position: Double) throws(NarrationError) -> PhraseArgument {
    switch chart.xAxis.type {
    case .temporal:
      let date: PhraseArgument
      if period == .quarter {
        date = Self.markedQuarter(try render("date.quarter", quarterArguments(position)).argument)
      } else if period == .week {
        // "week": a language puts the week's article after a preposition (Spanish "respecto a
        // la semana del 4 de marzo", German "in der Woche vom 4. März"), partial or not.
        let day = try dates.date(position, unit: .day, includeYear: datesNeedYear)
        var week = try markingPartialBucket(try render("date.week", ["date": day.argument]).argument, at: position)
        week.display.selectKey = Self.weekKey
        week.speech.selectKey = Self.weekKey
        return week
      } else if timesInOneDay, let unit = chart.xAxis.timeUnit {
        // The day is the orientation's: "10:30", never "May 1 at 10:30" again and again.
        let civil = CivilDate(secondsSince1970: position)
        let time = try dates.time(civil, unit: unit)
        // Its hour as the select key `hourHH`: a preposition may agree with it (Portuguese "à
        // 1h", "à uma hora", but "às 10h").
        var timeOfDay = try render("date.timeOfDay", ["time": time.argument]).argument
        let hour = "hour" + (civil.hour < 10 ? "0" : "") + String(civil.hour)
        timeOfDay.display.selectKey = hour
        timeOfDay.speech.selectKey = hour
        date = timeOfDay
      } else {
        let unit = chart.xAxis.timeUnit ?? .day
        date = numbers.containingYear(
          try dates.date(position, unit: unit, includeYear: datesNeedYear).argument, unit: unit)
      }
      return try markingPartialBucket(date, at: position)
    case .categorical:
      let index = Int(position)
      guard chart.xAxis.categories.indices.contains(index) else { return PhraseArgument(verbatim: "") }
      // Typed positions of a recurring cycle, named from the phrase file.
      if let times = chart.xAxis.recurringTimes, times.indices.contains(index) {
        let named = try dates.recurring(times[index])
        return times[index].cycle == .quarterOfYear ? Self.markedQuarter(named) : named
      }
      // Months and weekdays by their full names in the output language: "Feb" is read as a name.
      if let time = chart.xAxis.timeCategories {
        let period = time.indices[index]
        if time.kind == .month { return PhraseArgument(verbatim: book.monthNames[period - 1]) }
        if time.kind == .weekday, book.weekdayNames.count == 7 {
          return PhraseArgument(verbatim: book.weekdayNames[period - 1])
        }
      }
      var label = yearMarked(PhraseArgument(verbatim: chart.xAxis.categories[index]))
      // A quarter label keeps the author's text on screen, and is said by the locale's quarter
      // name: espeak-ng reads "Q1 2023" letter by letter.
      if let quarter = categoryQuarter(position) {
        label.speech = RenderedArgument(text: try render("date.quarter", quarter).speech)
        label = Self.markedQuarter(label)
      }
      return label
    case .numeric:
      if xIsYears, position == position.rounded(), abs(position) < 1e6 { return numbers.axisYear(Int(position)) }
      // A value of at most four digits is said as written, as values are (NumberPrecision).
      if !statesXExactly, let power = xPower, NumberPhrasing.ownDigits(of: position) > NumberPhrasing.exactDigits {
        return try numbers.number(position, atPower: power, unit: chart.xAxis.unit)
      }
      return try numbers.number(position, precision: .exact, unit: chart.xAxis.unit)
    }
  }

  /// A category label that is a year ("2014" on an axis of Games) marked as one, so that it is
  /// said as a year after a preposition (Polish "względem dwa tysiące czternastego roku",
  /// Italian "rispetto al 2014"); any other label as it is.
  func yearMarked(_ label: PhraseArgument) -> PhraseArgument {
    let text = label.display.text
    guard chart.xAxis.timeCategories?.kind == .year, text.count == 4, text.allSatisfy({ $0.isASCII && $0.isNumber })
    else { return label }
    return numbers.containingYear(label)
  }

  /// The select key of a quarter's name.
  static let quarterKey = "quarter"
  /// The select key of a week's name ("week of April 1").
  static let weekKey = "week"

  static func markedQuarter(_ argument: PhraseArgument) -> PhraseArgument {
    var marked = argument
    marked.display.selectKey = quarterKey
    marked.speech.selectKey = quarterKey
    return marked
  }

  /// Where a run of periods starts or ends: the first day of a week ("2 weeks from March 4 to
  /// March 11", the noun already says weeks), else ``x(_:)``.
  func periodStart(_ position: Double) throws(NarrationError) -> PhraseArgument {
    guard chart.xAxis.type == .temporal, period == .week else { return try x(position) }
    return try dates.date(position, unit: .day, includeYear: datesNeedYear).argument
  }

  /// "in April", "for Germany", "at 5".
  func at(_ position: Double) throws(NarrationError) -> PhraseArgument {
    // A quarter of every year: "in the third quarter", "im dritten Quartal".
    if chart.xAxis.type == .categorical, let times = chart.xAxis.recurringTimes, times.indices.contains(Int(position)),
      times[Int(position)].cycle == .quarterOfYear
    {
      return try render("at.quarterOfYear", ["q": PhraseArgument(key: String(times[Int(position)].phase))]).argument
    }
    if let quarter = categoryQuarter(position) {
      var phrase = try at(x: try x(position))
      phrase.speech = RenderedArgument(text: try render("at.quarter", quarter).speech)
      return phrase
    }
    if chart.xAxis.type == .temporal, period == .quarter {
      return try markingPartialBucket(try render("at.quarter", quarterArguments(position)).argument, at: position)
    }
    if chart.xAxis.type == .temporal, period == .week {
      let day = try dates.date(position, unit: .day, includeYear: datesNeedYear)
      return try markingPartialBucket(try render("at.week", ["date": day.argument]).argument, at: position)
    }
    return try at(x: try x(position))
  }

  /// A bucket the data covers only in part says so: "the week of January 1 (partial week)".
  func markingPartialBucket(_ named: PhraseArgument, at position: Double) throws(NarrationError) -> PhraseArgument {
    guard let unit = chart.bucketUnit, unit != .day, chart.partialBuckets.contains(position) else { return named }
    return try render("bucket.partial.\(unit.rawValue)", ["x": named]).argument
  }

  /// The "at" phrase around an x value or a list of them: "for Stamina, Passing and Defence".
  func at(x: PhraseArgument) throws(NarrationError) -> PhraseArgument {
    let id =
      switch chart.xAxis.type {
      // Several quarters or weeks: "for Q1 2023 and Q3 2023".
      case .temporal where period != nil: "at.category"
      case .temporal where timesInOneDay: "at.time"
      case .temporal: "at.\((chart.xAxis.timeUnit ?? .day).rawValue)"
      case .categorical:
        switch chart.xAxis.timeCategories?.kind {
        case .month: "at.month"
        case .weekday: "at.day"
        case .year, .fiscalYear: "at.year"
        // A quarter or half written as a label ("2021 Q1") is a time: "in 2021 Q1", never "for".
        case .quarter, .half: "at.period"
        case .hourOfDay: "at.hourOfDay"
        case .dayOfYear: "at.day"
        case .dayOfMonth, nil: "at.category"
        }
      case .numeric: xIsYears ? "at.year" : chart.xAxis.title.isEmpty ? "at.numericUntitled" : "at.numeric"
      }
    return try render(id, ["x": x, "title": xTitle]).argument
  }

  /// A count with the noun of what the x axis steps through: "6 months", "9 categories", "8
  /// years" on a numeric axis of consecutive years. Points of a time axis that share an x
  /// (``xRepeats``) are "values", since 398 rows over 13 years are not 398 years, unless
  /// `distinctX` says the count is of distinct x positions; on other numeric axes they stay
  /// "points", as in a scatter plot.
  ///
  /// - Complexity: O(1).
  func countNoun(_ count: Int, distinctX: Bool = false) throws(NarrationError) -> PhraseArgument {
    let id: String
    if xRepeats, !distinctX, chart.xAxis.type == .temporal || xStepsByYear {
      return try nounCount("count.values", count)
    }
    switch chart.xAxis.type {
    case .temporal:
      // The noun of the points' cadence, not of the axis unit: 7 dated points over 12 weeks
      // are "7 values", never "7 days"; nor are 14 weekly points "14 weeks" when they span 16,
      // or 60 points of 5 series over 12 months "60 months".
      if let cadence, book.has("count.\(cadence.rawValue)"), count == periodsSpanned {
        id = "count.\(cadence.rawValue)"
      } else {
        id = "count.values"
      }
    case .categorical:
      switch chart.xAxis.timeCategories?.kind {
      case .month: id = "count.month"
      case .weekday: id = "count.day"
      case .quarter: id = "count.quarter"
      case .year, .fiscalYear: id = "count.year"
      case .hourOfDay: id = "count.hour"
      case .dayOfMonth, .dayOfYear: id = "count.day"
      case .half, nil: id = "count.categories"
      }
    case .numeric: id = xStepsByYear ? "count.year" : "count.points"
    }
    return try nounCount(id, count)
  }

  /// How many periods of `cadence` the chart's x values span, first to last, both counted.
  ///
  /// - Complexity: O(*n*) in the points.
  static func periodsSpanned(_ chart: ChartDescriptor, by cadence: Cadence) -> Int {
    var first = Double.infinity
    var last = -Double.infinity
    for series in chart.series {
      for x in series.x where x.isFinite {
        first = min(first, x)
        last = max(last, x)
      }
    }
    guard first <= last else { return 0 }
    let (a, b) = (CivilDate(secondsSince1970: first), CivilDate(secondsSince1970: last))
    switch cadence {
    case .month: return (b.year - a.year) * 12 + b.month - a.month + 1
    case .quarter: return (b.year - a.year) * 4 + (b.month - 1) / 3 - (a.month - 1) / 3 + 1
    case .year: return b.year - a.year + 1
    default: break
    }
    func midnight(_ date: CivilDate) -> Double {
      CivilDate(year: date.year, month: date.month, day: date.day).secondsSince1970
    }
    let seconds: Double =
      switch cadence {
      case .day: 86_400
      case .week: 604_800
      default: cadence.approximateSeconds
      }
    let span = cadence == .day || cadence == .week ? midnight(b) - midnight(a) : last - first
    return Int((span / seconds).rounded(.down)) + 1
  }

  /// A count phrase whose select key is its noun ("year" for `count.year`), so that a language
  /// can agree a word with the noun's gender ("in jedem der 3 Jahre", "in jeder der 4 Kategorien").
  private func nounCount(_ id: String, _ count: Int) throws(NarrationError) -> PhraseArgument {
    var argument = try render(id, ["n": try numbers.count(count)]).argument
    let noun = String(id.dropFirst("count.".count))
    argument.display.selectKey = noun
    argument.speech.selectKey = noun
    return argument
  }

  /// The x extent: "from January to June 2024", "over distance from 0 to 10", "across 9 categories".
  func span(from start: Double, to end: Double, count: Int) throws(NarrationError) -> PhraseArgument {
    if start == end, chart.xAxis.type == .temporal, period == .quarter {
      return try at(start)
    }
    if start == end, chart.xAxis.type == .temporal {
      // One date: "in July 2024", not "from July to July 2024".
      return try at(x: try dates.date(start, unit: chart.xAxis.timeUnit ?? .day, includeYear: true).argument)
    }
    if start == end, chart.xAxis.type == .numeric {
      return try at(start)
    }
    switch chart.xAxis.type {
    case .temporal where period == .quarter:
      // `xKey` "quarter": German "vom 1. Quartal 2021 bis zum 4. Quartal 2022".
      let range = try render("range.fromTo", ["from": try x(start), "to": try x(end)])
      return try render("span.temporal", ["range": range.argument, "xKey": PhraseArgument(key: "quarter")]).argument
    case .temporal where period == .week:
      // Weeks by their first days; `xKey` "week" lets a language choose its article for them.
      let range = try dates.weekRange(from: start, to: end)
      return try render("span.temporal", ["range": range.argument, "xKey": PhraseArgument(key: "week")]).argument
    case .temporal:
      let range = try dates.range(from: start, to: end, unit: chart.xAxis.timeUnit ?? .day)
      return try render("span.temporal", ["range": range.argument]).argument
    case .numeric:
      let range = try render("range.fromTo", ["from": try x(start), "to": try x(end)])
      if chart.xAxis.title.isEmpty { return try render("span.numericUntitled", ["range": range.argument]).argument }
      return try render("span.numeric", ["x": xTitle, "range": range.argument]).argument
    case .categorical:
      if chart.xAxis.title.isEmpty {
        return try render("span.categoriesUntitled", ["count": try countNoun(count)]).argument
      }
      return try render("span.categories", ["x": xTitle]).argument
    }
  }

  /// The x extent of the whole chart (every series' first and last point).
  func chartSpan() throws(NarrationError) -> PhraseArgument {
    let statistics = analysis.series.compactMap { $0 }
    let start = statistics.map(\.first.x).min() ?? 0
    let end = statistics.map(\.last.x).max() ?? 0
    let count =
      chart.xAxis.type == .categorical
      ? chart.xAxis.categories.count : chart.series.map(\.count).max() ?? 0
    return try span(from: start, to: end, count: count)
  }

  /// The x extent of a chart in coarser units, for an alt text over its budget: "from 2020 to
  /// 2022" for January 2020 to December 2022, "from January to August 2018" for days of 2018, two
  /// significant figures on a numeric axis. `nil` on categories, or when nothing is coarser.
  ///
  /// - Complexity: O(*s*) in the series.
  func coarseChartSpan() throws(NarrationError) -> PhraseArgument? {
    let statistics = analysis.series.compactMap { $0 }
    guard let start = statistics.map(\.first.x).min(), let end = statistics.map(\.last.x).max(), start < end
    else { return nil }
    if chart.xAxis.type == .numeric, !chart.xAxis.title.isEmpty, !xIsYears {
      // Two significant figures: "from about −3.1 to about 3.1" for −3.14159 to 3.14159.
      guard numbers.round(start, .significant(2)) != numbers.round(end, .significant(2)) else { return nil }
      let ends = [
        try numbers.number(start, precision: .significant(2)), try numbers.number(end, precision: .significant(2)),
      ]
      let range = try render("range.fromTo", ["from": ends[0], "to": ends[1]])
      let coarse = try render("span.numeric", ["x": xTitle, "range": range.argument])
      return coarse.display == (try chartSpan()).display.text ? nil : coarse.argument
    }
    guard chart.xAxis.type == .temporal, period != .quarter else { return nil }
    let unit = chart.xAxis.timeUnit ?? .day
    let (first, last) = (CivilDate(secondsSince1970: start), CivilDate(secondsSince1970: end))
    let coarse: TimeUnit
    if unit > .year, first.year != last.year {
      coarse = .year
    } else if unit > .month, first.year != last.year || first.month != last.month {
      coarse = .month
    } else {
      return nil
    }
    let range = try dates.range(from: start, to: end, unit: coarse)
    return try render("span.temporal", ["range": range.argument]).argument
  }

  /// A list in the locale's pattern, naming at most `limit` items and counting the rest; one
  /// item more than the limit is named too ("North, South, East and West", never "and 1 other").
  func list(_ items: [PhraseArgument], limit: Int = 3) throws(NarrationError) -> PhraseArgument {
    try list(Array(items.prefix(Self.namedCount(items.count, limit: limit))), total: items.count)
  }

  /// How many of `total` items a list names: all of them up to `limit`, and also when only one
  /// would be left to count ("and 1 other" is never said).
  static func namedCount(_ total: Int, limit: Int = 3) -> Int { total == limit + 1 ? total : min(total, limit) }

  /// More than three series that hold one value, by their names only ("in 25 series: 0, 10, 6
  /// and 22 others"): each one's places too would nest a list in a list that no listener can
  /// follow.
  ///
  /// - Complexity: O(1) beyond the names.
  func seriesNamed(_ names: [String]) throws(NarrationError) -> PhraseArgument {
    let named = names.prefix(Self.namedCount(names.count)).map { PhraseArgument(verbatim: $0) }
    return try render(
      "at.inSeries", ["count": try numbers.count(names.count), "names": try list(Array(named), total: names.count)]
    ).argument
  }

  /// A list naming `named` items of `total`: "A, B, C and 4 others".
  func list(_ named: [PhraseArgument], total: Int) throws(NarrationError) -> PhraseArgument {
    guard !named.isEmpty else { return PhraseArgument(verbatim: "") }
    var result: PhraseArgument
    if named.count == 1 {
      result = named[0]
    } else if named.count == 2 {
      result = try render("list.two", ["first": named[0], "second": named[1]]).argument
    } else {
      // CLDR list patterns: start, then middle (the same as start here), then end.
      var tail = try render("list.end", ["first": named[named.count - 2], "last": named[named.count - 1]]).argument
      for item in named.dropLast(2).reversed() {
        tail = try render("list.start", ["first": item, "rest": tail]).argument
      }
      result = tail
    }
    if total > named.count {
      result = try render(
        "list.more", ["list": try listPlain(named), "count": try numbers.count(total - named.count)]
      ).argument
    } else if named.allSatisfy({ $0.display.selectKey == Self.quarterKey }) {
      // A list of quarters is said in the case a preposition needs, as one quarter is.
      result = Self.markedQuarter(result)
    }
    return result
  }

  /// Items joined with the locale's "start" pattern only ("A, B, C"), for the head of a longer list.
  private func listPlain(_ items: [PhraseArgument]) throws(NarrationError) -> PhraseArgument {
    var result = items[items.count - 1]
    for item in items.dropLast().reversed() {
      result = try render("list.start", ["first": item, "rest": result]).argument
    }
    return result
  }
}

/// The significant digits each value of y was first said with, shared by the copies of one
/// ``NarrationContext`` (one description, or one explore session). A lock guards it: an explore
/// session's narration is `Sendable`.
final class StatedDigits: @unchecked Sendable {
  private let lock = NSLock()
  private var digits: [Double: Int] = [:]
  private var foundXPower: Int??

  /// ``NarrationContext/xPower``, computed by `compute` the first time.
  func xPower(_ compute: () -> Int?) -> Int? {
    lock.withLock {
      if let found = foundXPower { return found }
      let power = compute()
      foundXPower = .some(power)
      return power
    }
  }

  /// The digits `y` was said with before, if it was.
  func known(_ y: Double) -> Int? { lock.withLock { digits[y] } }

  /// Records that `y` was said with `count` digits, unless it was said before.
  func record(_ y: Double, _ count: Int) {
    lock.withLock { if digits[y] == nil { digits[y] = count } }
  }

  /// The digits `y` was said with before, or `count` (recorded) when it is new.
  func digits(for y: Double, else count: Int) -> Int {
    lock.withLock {
      if let known = digits[y] { return known }
      digits[y] = count
      return count
    }
  }
}
