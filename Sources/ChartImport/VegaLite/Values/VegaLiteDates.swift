import ChartModel
import Foundation

/// Dates as Vega reads them, in UTC: JavaScript's `Date.parse` forms, d3 time-format patterns for
/// `format.parse`, and time units.
///
/// chartvoice reads every date as if the chart were shown in UTC: a local-time date (`Jan 1 2000`,
/// `2024-03-05T10:30`) is taken at that wall-clock time in UTC, so `yearmonth` of a date is the
/// month its text names.
enum VLDates {
  /// The instant a value stands for, as Vega's `toDate` reads it: dates as they are, numbers as
  /// milliseconds since 1970, strings parsed; `nil` otherwise.
  static func instant(of value: VLValue) -> Double? {
    let seconds: Double?
    switch value {
    case .date(let instant): seconds = instant
    case .number(let milliseconds): seconds = milliseconds / 1_000
    case .string(let text): seconds = parse(text)
    case .bool, .null, .array, .object: seconds = nil
    }
    // JavaScript dates span ±8.64e15 ms; beyond that a date is invalid.
    guard let seconds, abs(seconds) <= 8.64e12 else { return nil }
    return seconds
  }

  /// Seconds since 1970 of a date string in a form JavaScript's `Date.parse` accepts: ISO 8601
  /// (`2024`, `2024-03`, `2024-03-05`, `2024-03-05T10:30:00.000Z`) and the common other forms
  /// (`Jan 1 2000`, `January 1, 2000 10:30`, `1 Jan 2000`, `2015/01/01 01:00:00`, `1/15/2024`).
  ///
  /// - Returns: `nil` when the text is not a date.
  static func parse(_ text: String) -> Double? {
    let trimmed = text.trimmingSpaces
    if trimmed.isEmpty { return nil }
    if let seconds = ISO8601.parse(trimmed, allowingBareYear: true) { return seconds }
    if let seconds = ISO8601.parse(trimmed.replacingOccurrences(of: ".000Z", with: "Z")) {
      return seconds
    }
    return parseLegacy(trimmed)
  }

  static let monthNames = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]
  static let weekdayNames = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

  /// The forms of V8's fallback date parser that data files use.
  private static func parseLegacy(_ text: String) -> Double? {
    var numbers: [(value: Int, digits: Int)] = []
    var month: Int?
    var time: (hour: Int, minute: Int, second: Double)?
    var pm: Bool?
    var offset = 0
    let tokens = text.split { " ,".contains($0) }
    for token in tokens {
      let lower = token.lowercased()
      if token.contains(":") {
        var parts = token.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var zone: String?
        if let last = parts.last,
          let z = last.firstIndex(where: { $0 == "Z" || $0 == "z" || $0 == "+" || $0 == "-" })
        {
          zone = String(last[z...])
          parts[parts.count - 1] = String(last[..<z])
        }
        guard parts.count >= 2, let h = Int(parts[0]), let m = Int(parts[1]), h < 24, m < 60 else {
          return nil
        }
        let s = parts.count > 2 ? Double(parts[2]) ?? .nan : 0
        guard s.isFinite, s < 61 else { return nil }
        time = (h, m, s)
        if let zone, zone.lowercased() != "z" { return nil }
        continue
      }
      if lower == "am" || lower == "pm" {
        pm = lower == "pm"
        continue
      }
      if lower == "gmt" || lower == "utc" || lower == "z" { continue }
      if lower.hasPrefix("gmt") || lower.hasPrefix("utc"), lower.count == 8,
        let sign = lower.dropFirst(3).first, sign == "+" || sign == "-",
        let hhmm = Int(lower.dropFirst(4))
      {
        offset = (sign == "-" ? -1 : 1) * ((hhmm / 100) * 3_600 + (hhmm % 100) * 60)
        continue
      }
      if let letter = lower.first, letter.isLetter {
        let stem = String(lower.prefix(3))
        if let index = monthNames.firstIndex(of: stem) {
          guard month == nil else { return nil }
          month = index + 1
          continue
        }
        if weekdayNames.contains(stem) { continue }
        return nil
      }
      // Numbers, possibly joined by '/', '-' or '.'.
      let pieces = token.split { "/-.".contains($0) }
      for piece in pieces {
        guard let value = Int(piece), piece.allSatisfy(\.isNumber) else { return nil }
        numbers.append((value, piece.count))
      }
    }
    var year: Int
    var monthNumber: Int
    var day: Int
    if let month {
      guard numbers.count == 2 else { return nil }
      if numbers[0].digits >= 3 || numbers[0].value > 31 {
        (year, day) = (numbers[0].value, numbers[1].value)
      } else {
        (day, year) = (numbers[0].value, numbers[1].value)
      }
      monthNumber = month
      if numbers[year == numbers[0].value ? 0 : 1].digits <= 2 { year += year < 50 ? 2_000 : 1_900 }
    } else {
      guard numbers.count == 3 else { return nil }
      if numbers[0].digits >= 3 {
        (year, monthNumber, day) = (numbers[0].value, numbers[1].value, numbers[2].value)
      } else {
        (monthNumber, day, year) = (numbers[0].value, numbers[1].value, numbers[2].value)
        if numbers[2].digits <= 2 { year += year < 50 ? 2_000 : 1_900 }
      }
    }
    guard (1...12).contains(monthNumber),
      (1...CivilDate.daysInMonth(year: year, month: monthNumber)).contains(day)
    else { return nil }
    var civil = CivilDate(year: year, month: monthNumber, day: day)
    if let time {
      var hour = time.hour
      if let pm {
        guard (1...12).contains(hour) else { return nil }
        hour = hour % 12 + (pm ? 12 : 0)
      }
      civil.hour = hour
      civil.minute = time.minute
      civil.second = time.second
    }
    return civil.secondsSince1970 - Double(offset)
  }

  // MARK: - d3 time format

  /// Parses `text` with a d3 time-format pattern (`%d %b %Y %H:%M:%S`), as `format.parse`'s
  /// `"utc:'…'"` and `"date:'…'"` ask.
  ///
  /// Supported directives: `%Y %y %m %d %e %H %I %p %M %S %L %b %B %a %A %j %%`.
  /// - Returns: `nil` when the text does not match, or the pattern uses another directive.
  static func parse(_ text: String, pattern: String) -> Double? {
    var input = Substring(text)
    var chars = Substring(pattern)
    var year = 1900
    var month = 1
    var day = 1
    var hour = 0
    var minute = 0
    var second = 0.0
    var pm: Bool?
    var dayOfYear: Int?
    func number(maxDigits: Int) -> Int? {
      while input.first == " " { input = input.dropFirst() }
      var sign = 1
      if input.first == "-" || input.first == "+" {
        sign = input.first == "-" ? -1 : 1
        input = input.dropFirst()
      }
      let digits = input.prefix { $0.isASCII && $0.isNumber }.prefix(maxDigits)
      guard !digits.isEmpty, let value = Int(digits) else { return nil }
      input = input.dropFirst(digits.count)
      return sign * value
    }
    func name(_ names: [String]) -> Int? {
      let lower = input.lowercased()
      for (index, full) in names.enumerated() {
        for candidate in [full, String(full.prefix(3))] where lower.hasPrefix(candidate) {
          input = input.dropFirst(candidate.count)
          return index
        }
      }
      return nil
    }
    let months = [
      "january", "february", "march", "april", "may", "june", "july", "august", "september",
      "october", "november", "december",
    ]
    let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    while let c = chars.first {
      chars = chars.dropFirst()
      guard c == "%" else {
        if c == " " {
          while input.first == " " { input = input.dropFirst() }
          continue
        }
        guard input.first == c else { return nil }
        input = input.dropFirst()
        continue
      }
      var directive = chars.first
      chars = chars.dropFirst()
      if directive == "-" || directive == "_" || directive == "0" {
        directive = chars.first
        chars = chars.dropFirst()
      }
      switch directive {
      case "Y":
        guard let v = number(maxDigits: 4) else { return nil }
        year = v
      case "y":
        guard let v = number(maxDigits: 2) else { return nil }
        year = v + (v < 69 ? 2_000 : 1_900)
      case "m":
        guard let v = number(maxDigits: 2) else { return nil }
        month = v
      case "d", "e":
        guard let v = number(maxDigits: 2) else { return nil }
        day = v
      case "j":
        guard let v = number(maxDigits: 3) else { return nil }
        dayOfYear = v
      case "H", "I":
        guard let v = number(maxDigits: 2) else { return nil }
        hour = v
      case "M":
        guard let v = number(maxDigits: 2) else { return nil }
        minute = v
      case "S":
        guard let v = number(maxDigits: 2) else { return nil }
        second += Double(v)
      case "L":
        guard let v = number(maxDigits: 3) else { return nil }
        second += Double(v) / 1_000
      case "p":
        let lower = input.lowercased()
        guard lower.hasPrefix("am") || lower.hasPrefix("pm") else { return nil }
        pm = lower.hasPrefix("pm")
        input = input.dropFirst(2)
      case "b", "B":
        guard let v = name(months) else { return nil }
        month = v + 1
      case "a", "A": guard name(weekdays) != nil else { return nil }
      case "%":
        guard input.first == "%" else { return nil }
        input = input.dropFirst()
      default: return nil
      }
    }
    guard input.allSatisfy({ $0 == " " }) else { return nil }
    if let pm { hour = hour % 12 + (pm ? 12 : 0) }
    if let dayOfYear {
      return CivilDate.epochSeconds(
        year: year, monthIndex: 0, day: dayOfYear, hour: hour, minute: minute, second: second)
    }
    guard (1...12).contains(month),
      (1...CivilDate.daysInMonth(year: year, month: month)).contains(day),
      hour < 24, minute < 60, second < 61
    else { return nil }
    return CivilDate(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
      .secondsSince1970
  }
}

extension CivilDate {
  /// Seconds since 1970 of a date given as JavaScript's `Date.UTC` takes it: the month counted
  /// from 0, and every field allowed to overflow into the next (month 12 is January of the next
  /// year, day 0 the last day of the month before).
  static func epochSeconds(
    year: Int, monthIndex: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Double = 0
  ) -> Double {
    let totalMonths = year * 12 + monthIndex
    let normalizedYear = clampedInt((Double(totalMonths) / 12).rounded(.down))
    let month = totalMonths - normalizedYear * 12 + 1
    let days = CivilDate.days(fromCivil: normalizedYear, month, 1) + day - 1
    return Double(days) * 86_400 + Double(hour) * 3_600 + Double(minute) * 60 + second
  }
}

/// A Vega-Lite time unit: which calendar fields of a date to keep (`yearmonth`, `monthdate`,
/// `hoursminutes`, …), with Vega's `utc` and `binned` prefixes and an optional step.
struct VLTimeUnit: Sendable, Hashable, CustomStringConvertible {
  enum Part: String, Sendable, Hashable, CaseIterable, Comparable {
    case year, quarter, month, week, day, dayofyear, date, hours, minutes, seconds, milliseconds

    static func < (a: Part, b: Part) -> Bool { a.rank < b.rank }

    /// The position in ``allCases``, coarsest first.
    private var rank: Int { Part.allCases.firstIndex(of: self) ?? 0 }
  }

  let name: String
  let parts: Set<Part>
  let step: Int
  /// The data is already binned by this unit (`binnedyearmonth`): nothing to floor.
  let isBinned: Bool

  /// Parses a unit such as `utcyearmonthdate`, `binnedyearmonth` or `hoursminutes`.
  ///
  /// - Returns: `nil` for an unknown unit.
  init?(_ text: String, step: Int = 1) {
    var rest = Substring(text.lowercased())
    var binned = false
    if rest.hasPrefix("binned") {
      binned = true
      rest = rest.dropFirst(6)
    }
    if rest.hasPrefix("utc") { rest = rest.dropFirst(3) }
    var parts = Set<Part>()
    // Longest names first, so that `dayofyear` is not read as `day`.
    let names: [Part] = [
      .dayofyear, .milliseconds, .quarter, .minutes, .seconds, .hours, .month, .year, .week, .date,
      .day,
    ]
    while !rest.isEmpty {
      guard let part = names.first(where: { rest.hasPrefix($0.rawValue) }) else { return nil }
      parts.insert(part)
      rest = rest.dropFirst(part.rawValue.count)
    }
    guard !parts.isEmpty else { return nil }
    name = text
    self.parts = parts
    self.step = max(1, step)
    isBinned = binned
  }

  var description: String { name }

  /// Whether the unit keeps the year, so that its values are instants on a time line rather than
  /// recurring positions (every January).
  var hasYear: Bool { parts.contains(.year) }

  /// The finest part, which `step` applies to.
  var finest: Part { parts.max() ?? .year }

  /// The precision of the axis the unit gives.
  var axisTimeUnit: TimeUnit {
    switch finest {
    case .year: .year
    case .quarter, .month: .month
    case .week, .day, .dayofyear, .date: .day
    case .hours: .hour
    case .minutes: .minute
    case .seconds, .milliseconds: .second
    }
  }

  /// The start of the unit that holds `seconds`, as Vega's `timeFloor` computes it: fields not in
  /// the unit are reset, and a unit without a year falls in 2012 (a leap year starting on a
  /// Sunday), as in Vega.
  func floor(_ seconds: Double) -> Double {
    let civil = CivilDate(secondsSince1970: seconds)
    let year = parts.contains(.year) ? floorStep(civil.year, .year) : 2012
    var monthIndex = 0
    if parts.contains(.month) {
      monthIndex = floorStep(civil.month - 1, .month)
    } else if parts.contains(.quarter) {
      monthIndex = floorStep((civil.month - 1) / 3, .quarter) * 3
    }
    var day = 1
    if parts.contains(.week) {
      let jan1 = CivilDate.days(fromCivil: civil.year, 1, 1)
      let dayOfYear = CivilDate.days(fromCivil: civil.year, civil.month, civil.day) - jan1
      // Weeks start on Sunday (d3's %U): 0 = Sunday.
      let jan1Weekday = (CivilDate(year: civil.year, month: 1, day: 1).weekday + 1) % 7
      let week = floorStep((dayOfYear + jan1Weekday) / 7, .week)
      day = 1 + 7 * week - (CivilDate(year: year, month: 1, day: 1).weekday + 1) % 7
      if parts.contains(.day) { day += (civil.weekday + 1) % 7 }
    } else if parts.contains(.day) {
      day = 1 + floorStep((civil.weekday + 1) % 7, .day)
    } else if parts.contains(.date) {
      day = floorStep(civil.day - 1, .date) + 1
    } else if parts.contains(.dayofyear) {
      let dayOfYear =
        CivilDate.days(fromCivil: civil.year, civil.month, civil.day)
        - CivilDate.days(fromCivil: civil.year, 1, 1)
      day = floorStep(dayOfYear, .dayofyear) + 1
    }
    let hour = parts.contains(.hours) ? floorStep(civil.hour, .hours) : 0
    let minute = parts.contains(.minutes) ? floorStep(civil.minute, .minutes) : 0
    var second = 0.0
    if parts.contains(.seconds) { second += Double(floorStep(Int(civil.second), .seconds)) }
    if parts.contains(.milliseconds) {
      let millis = Int(((civil.second - civil.second.rounded(.down)) * 1_000).rounded())
      second += Double(floorStep(millis, .milliseconds)) / 1_000
    }
    return CivilDate.epochSeconds(
      year: year, monthIndex: monthIndex, day: day, hour: hour, minute: minute, second: second)
  }

  private func floorStep(_ value: Int, _ part: Part) -> Int {
    guard part == finest, step > 1 else { return value }
    return (value / step) * step
  }

  /// The end of the unit that starts at `start` (the start of the next one).
  func next(after start: Double) -> Double {
    let civil = CivilDate(secondsSince1970: start)
    switch finest {
    case .year:
      return CivilDate.epochSeconds(
        year: civil.year + step, monthIndex: civil.month - 1, day: civil.day)
    case .quarter:
      return CivilDate.epochSeconds(
        year: civil.year, monthIndex: civil.month - 1 + 3 * step, day: civil.day)
    case .month:
      return CivilDate.epochSeconds(
        year: civil.year, monthIndex: civil.month - 1 + step, day: civil.day)
    case .week: return start + Double(7 * step) * 86_400
    case .day, .date, .dayofyear: return start + Double(step) * 86_400
    case .hours: return start + Double(step) * 3_600
    case .minutes: return start + Double(step) * 60
    case .seconds: return start + Double(step)
    case .milliseconds: return start + Double(step) / 1_000
    }
  }

  /// The recurring cycle a unit without a year is a position in, when it keeps one field only:
  /// `month`, `day` (the weekday), `quarter`, `hours` or `date` (the day of the month).
  var recurringCycle: SeasonalCycle? {
    if !hasYear, Set(parts) == [.month, .date] { return .dayOfYear }
    guard !hasYear, parts.count == 1, let part = parts.first else { return nil }
    switch part {
    case .month: return .monthOfYear
    case .day: return .dayOfWeek
    case .quarter: return .quarterOfYear
    case .hours: return .hourOfDay
    case .date: return .dayOfMonth
    case .year, .week, .dayofyear, .minutes, .seconds, .milliseconds: return nil
    }
  }

  /// The recurring position of an instant this unit floored (Vega's weekday 0 = Sunday becomes
  /// ISO's 7), or `nil` when the unit is no single recurring cycle.
  ///
  /// - Complexity: O(1).
  func recurringTime(_ seconds: Double) -> RecurringTime? {
    guard let cycle = recurringCycle else { return nil }
    return RecurringTime(cycle, cycle.phase(of: seconds))
  }

  /// The language-free label of an instant this unit floored, for a unit without a year: the
  /// phase's number for one recurring cycle ("3" for March; the narration names it), else the
  /// fields as ISO 8601 writes them ("03-06" for `monthdate`, "14:30" for `hoursminutes`), and
  /// the week or day of the year as a number.
  ///
  /// - Complexity: O(1).
  func recurringLabel(_ seconds: Double) -> String {
    if let time = recurringTime(seconds) { return time.description }
    let civil = CivilDate(secondsSince1970: seconds)
    let jan1 = CivilDate.days(fromCivil: civil.year, 1, 1)
    let dayOfYear = CivilDate.days(fromCivil: civil.year, civil.month, civil.day) - jan1
    func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
    var date: [String] = []
    if parts.contains(.quarter), !parts.contains(.month) { date.append("Q\((civil.month - 1) / 3 + 1)") }
    if parts.contains(.month) { date.append(twoDigits(civil.month)) }
    if parts.contains(.week) { date.append("W" + twoDigits((dayOfYear + 6) / 7)) }
    if parts.contains(.date) { date.append(twoDigits(civil.day)) }
    if parts.contains(.dayofyear) { date.append(String(dayOfYear + 1)) }
    if parts.contains(.day) { date.append(String(SeasonalCycle.dayOfWeek.phase(of: seconds))) }
    var time: [String] = []
    if parts.contains(.hours) { time.append(twoDigits(civil.hour)) }
    if parts.contains(.minutes) { time.append(twoDigits(civil.minute)) }
    if parts.contains(.seconds) { time.append(twoDigits(Int(civil.second))) }
    // A lone minute, second or week is its number, as Vega's axis shows it.
    if date.isEmpty, time.count == 1, !parts.contains(.hours) { return String(Int(time[0]) ?? 0) }
    if time.isEmpty, date.count == 1, parts == [.week] { return String((dayOfYear + 6) / 7) }
    if time.count == 1, parts.contains(.hours) { time.append("00") }
    return [date.joined(separator: "-"), time.joined(separator: ":")].filter { !$0.isEmpty }.joined(separator: " ")
  }
}
