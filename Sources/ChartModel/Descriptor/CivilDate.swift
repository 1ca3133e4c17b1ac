/// A proleptic Gregorian calendar date and time of day in UTC, convertible to and from seconds since
/// 1970 without Foundation's `Calendar` (which is slow per call and depends on the process's time zone).
///
/// The day arithmetic is Howard Hinnant's `days_from_civil` / `civil_from_days`, valid for every
/// year an `Int` can hold.
public struct CivilDate: Sendable, Hashable {
  public var year: Int
  /// 1…12
  public var month: Int
  /// 1…31
  public var day: Int
  public var hour: Int = 0
  public var minute: Int = 0
  /// Seconds, with any fraction.
  public var second: Double = 0

  public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Double = 0) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// The date at `seconds` since 1970-01-01T00:00:00Z.
  ///
  /// - Complexity: O(1).
  public init(secondsSince1970 seconds: Double) {
    let days = (seconds / 86_400).rounded(.down)
    let (y, m, d) = CivilDate.civil(fromDays: Int(days))
    var rest = seconds - days * 86_400
    let hour = Int(rest / 3_600)
    rest -= Double(hour) * 3_600
    let minute = Int(rest / 60)
    rest -= Double(minute) * 60
    self.init(year: y, month: m, day: d, hour: hour, minute: minute, second: rest)
  }

  /// Seconds since 1970-01-01T00:00:00Z.
  public var secondsSince1970: Double {
    Double(CivilDate.days(fromCivil: year, month, day)) * 86_400 + Double(hour) * 3_600
      + Double(minute) * 60 + second
  }

  /// Days since 1970-01-01 of a civil date.
  public static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The civil date of a day count since 1970-01-01.
  public static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// The number of days in a month of a year.
  public static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Day of the week, 0 = Monday … 6 = Sunday (ISO 8601 order).
  public var weekday: Int {
    let days = CivilDate.days(fromCivil: year, month, day)
    // 1970-01-01 was a Thursday (3).
    return ((days % 7) + 7 + 3) % 7
  }

  /// The finest calendar field this date uses: `.year` for 1 January at midnight, and so on.
  public var finestUnit: TimeUnit {
    if second != 0 { return .second }
    if minute != 0 { return .minute }
    if hour != 0 { return .hour }
    if day != 1 { return .day }
    if month != 1 { return .month }
    return .year
  }
}

extension TimeUnit {
  /// The finest calendar field any of these temporal positions uses; `.day` when there are none.
  ///
  ///     TimeUnit.finest(in: [jan1, feb1, mar1])   // .month
  ///
  /// - Complexity: O(*n*), stopping early at `.second`. Once the finest unit so far is a day, hour
  ///   or minute, a position on a whole number of those units (seconds since 1970 divisible by
  ///   86,400, 3,600 or 60: UTC has no leap seconds here) cannot be finer, and is passed over without
  ///   a calendar conversion.
  @inlinable public static func finest(in positions: some Sequence<Double>) -> TimeUnit {
    var finest: TimeUnit?
    var step = 0.0  // the length of `finest` in seconds, for day and finer; else 0
    for position in positions where position.isFinite {
      if step > 0 {
        let units = (position / step).rounded(.down)
        if units * step == position { continue }
      }
      let unit = CivilDate(secondsSince1970: position).finestUnit
      if finest == nil || unit > finest! {
        finest = unit
        step = unit >= .day ? unit.approximateSeconds : 0
      }
      if finest == .second { break }
    }
    return finest ?? .day
  }
}
