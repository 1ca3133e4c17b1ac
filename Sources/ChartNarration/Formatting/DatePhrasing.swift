import ChartModel

/// Turns temporal positions into spoken-style dates from the phrase file: full month names, no
/// abbreviations ("Jan" is read as a name), no dashes ("from January to June 2024", since
/// espeak-ng drops an en dash).
public struct DatePhrasing: Sendable {
  public let numbers: NumberPhrasing
  public var book: PhraseBook { numbers.book }

  public init(numbers: NumberPhrasing) {
    self.numbers = numbers
  }

  /// A date at the precision of `unit`, with or without its year.
  ///
  ///     date(aprilFirst, unit: .month, includeYear: false)   // "April"
  ///     date(aprilFifteenth, unit: .day, includeYear: true)  // "April 15, 2024"
  public func date(_ position: Double, unit: TimeUnit, includeYear: Bool) throws(NarrationError) -> Phrase {
    let civil = CivilDate(secondsSince1970: position)
    var arguments: [String: PhraseArgument] = [
      "year": numbers.year(civil.year),
      "month": PhraseArgument(verbatim: book.monthNames[civil.month - 1]),
      // Languages whose dates decline the month ("15 kwietnia") use this in their day formats.
      "monthInDate": PhraseArgument(verbatim: book.monthNamesInDates[civil.month - 1]),
      "day": numbers.year(civil.day),
    ]
    switch unit {
    case .year:
      return try numbers.render("date.year", arguments)
    case .month:
      return try numbers.render(includeYear ? "date.monthYear" : "date.month", arguments)
    case .day:
      return try numbers.render(includeYear ? "date.dayYear" : "date.day", arguments)
    case .hour, .minute, .second:
      arguments["date"] = try numbers.render(includeYear ? "date.dayYear" : "date.day", arguments).argument
      arguments["time"] = try time(civil, unit: unit).argument
      return try numbers.render("date.time", arguments)
    }
  }

  /// A position in a recurring cycle as the reader knows it, from the phrase file: months and
  /// weekdays by their full names ("March", "März", "مارس"), quarters as `date.quarterOfYear`
  /// ("Q3", said "the third quarter"), hours as `date.hourOfDay` ("14:00"), days of the month by
  /// their number. Every name of a recurring position (an axis category, a series, a season's
  /// peak) comes from here.
  ///
  ///     recurring(RecurringTime(.monthOfYear, 3)!)   // "March" in English, "März" in German
  ///
  /// - Complexity: O(1).
  public func recurring(_ time: RecurringTime) throws(NarrationError) -> PhraseArgument {
    switch time.cycle {
    case .monthOfYear:
      return PhraseArgument(verbatim: book.monthNames[time.phase - 1])
    case .dayOfWeek:
      guard book.weekdayNames.count == 7 else { return try numbers.count(time.phase) }
      return PhraseArgument(verbatim: book.weekdayNames[time.phase - 1])
    case .quarterOfYear:
      return try numbers.render("date.quarterOfYear", ["q": PhraseArgument(key: String(time.phase))]).argument
    case .hourOfDay:
      return try numbers.render("date.hourOfDay", ["hour": PhraseArgument(verbatim: String(time.phase))]).argument
    case .dayOfMonth:
      return try numbers.count(time.phase)
    case .dayOfYear:
      // "March 6": the day of a leap year, said without the year (the positions of every year).
      let (month, day) = SeasonalCycle.monthAndDay(ofLeapYearDay: time.phase)
      return try date(CivilDate(year: 2000, month: month, day: day).secondsSince1970, unit: .day, includeYear: false)
        .argument
    }
  }

  /// A clock time, "09:05" or "09:05:30".
  func time(_ civil: CivilDate, unit: TimeUnit) throws(NarrationError) -> Phrase {
    var arguments: [String: PhraseArgument] = [
      "hour": PhraseArgument(verbatim: twoDigits(civil.hour)),
      "minute": PhraseArgument(verbatim: twoDigits(civil.minute)),
    ]
    if unit == .second {
      arguments["second"] = PhraseArgument(verbatim: twoDigits(Int(civil.second)))
      return try numbers.render("time.second", arguments)
    }
    return try numbers.render("time.minute", arguments)
  }

  /// "from January to June 2024": the year said once when both ends share it.
  public func range(from start: Double, to end: Double, unit: TimeUnit) throws(NarrationError) -> Phrase {
    let first = CivilDate(secondsSince1970: start)
    let last = CivilDate(secondsSince1970: end)
    if unit > .day, first.year == last.year, first.month == last.month, first.day == last.day {
      // Within one day: "on May 1, 2024, from 00:00 to 06:00".
      return try numbers.render(
        "range.sameDay",
        [
          "date": try date(start, unit: .day, includeYear: true).argument,
          "from": try time(first, unit: unit).argument, "to": try time(last, unit: unit).argument,
        ])
    }
    let sameYear =
      CivilDate(secondsSince1970: start).year == CivilDate(secondsSince1970: end).year && unit != .year
    let from = try date(start, unit: unit, includeYear: !sameYear)
    let to = try date(end, unit: unit, includeYear: true)
    // Days have their own pattern: Spanish "del 9 de diciembre al 10 de marzo", but "de enero a
    // marzo" and "de 2015 a 2024".
    return try numbers.render(
      unit >= .day ? "range.days" : "range.fromTo",
      [
        "from": numbers.containingYear(from.argument, unit: unit),
        "to": numbers.containingYear(to.argument, unit: unit),
      ])
  }

  /// A range of weeks, each named by its first day: "from the week of April 1 to the week of
  /// April 29, 2024" (the last week may run past its first day, so "to April 29" would not do).
  ///
  /// - Complexity: O(1).
  public func weekRange(from start: Double, to end: Double) throws(NarrationError) -> Phrase {
    let sameYear = CivilDate(secondsSince1970: start).year == CivilDate(secondsSince1970: end).year
    return try numbers.render(
      "range.weeks",
      [
        "from": try date(start, unit: .day, includeYear: !sameYear).argument,
        "to": try date(end, unit: .day, includeYear: true).argument,
      ])
  }

  private func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
