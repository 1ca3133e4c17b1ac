/// False claims the English narration makes today, in classes owned by other branches of issue
/// 11. A chart listed here is checked for every class of claim except the ones listed for it;
/// when a listed class no longer occurs in that chart, its test fails so that the entry is
/// removed. Classes (the checker's `CheckedClaim.kind`) and who fixes them:
///
/// - `unhedged-rounding` (§2, numbers): a rounded value written without "about"
///   ("rose from 2.5 billion" for 2,499,322,157; "$557" for $556.93).
/// - `year` (§2, numbers): a year on a numeric axis written as "1,990".
/// - `percentage-points` (§2, numbers): a change of a percent quantity written as a relative
///   percentage ("up 74%" for 9.2% → 16%).
/// - `tie` (§1, data): an extreme several points share, naming only one ("the lowest value was
///   0 mm on March 1" when March 1, 6 and 10 all had 0 mm).
/// - `radar` (§1 near-ties / §4 readouts): "strongest in A and B" where B is lower than A.
/// - `leader` (§1, data, near-ties): "highest in 7 of 10 years" where the data gives 8.
/// - `crossing` (§5, data): "overtook B in July" where it was ahead from June.
/// - `partial-bucket` (§1, data): a change to or from a bucket the data covers only in part,
///   without saying so ("ended at 3.5 km on April 29, down 96%": one day of that week).
enum KnownFalseClaims {
  typealias Entry = [String: String]

  static let reasons: [String: String] = [
    "unhedged-rounding": "§2 numbers: rounded without 'about'",
    "year": "§2 numbers: year written with a group separator",
    "percentage-points": "§2 numbers: change of a percentage not in points",
    "tie": "§1 data: tied extreme named once",
    "radar": "§1/§4: radar strongest/weakest list names a spoke that is not the extreme",
    "leader": "§1 data: near-tie leader count",
    "crossing": "§5 data: crossing named at the wrong sample",
    "partial-bucket": "§1 data: change to a partial bucket not said to be partial",
  ]

  /// Golden inputs (ClaimsGoldenTests), by id: the classes known false in each.
  static let golden: [String: Set<String>] = [:]

  /// Generated charts of the fast subset (TruthBenchmarkTests), by id.
  static let generated: [String: Set<String>] = [:]
}
