import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// The claims checker over every composed spec of the gallery corpus that chartvoice describes as
/// a set of charts (none of which it described before it read composed views): every view's own
/// description (as the set's readout and `--view N` give it) and the set's alt text and summary.
/// `make test` checks a fixed stratified third of the sets (``sampled``); `make bench-truth`
/// checks them all (`CHARTVOICE_SET_CLAIMS`, `scripts/bench-truth.sh`).
@Suite(
  .enabled(if: RepositoryPaths.hasVegaLiteGalleryCorpus, "the shared gallery corpus is not beside the repository"))
struct ChartSetClaimsTests {
  /// The gallery specs described only as sets of charts, each with its set, read once.
  static let newly: [(id: String, set: ChartSet)] = (try? newlyDescribed()) ?? []

  static func newlyDescribed() throws -> [(id: String, set: ChartSet)] {
    try ClaimsRun.gallerySpecs { name, bytes, options in
      guard (try? VegaLiteReader.read(bytes, source: name, options: options)) == nil,
        let set = try? VegaLiteReader.readSet(bytes, source: name, options: options), set.isComposed
      else { return nil }
      return set
    }.map { ($0.id, $0.kept) }
  }

  /// Whether every set is checked: in `make bench-truth` (`CHARTVOICE_SET_CLAIMS=<file>`, which
  /// also writes the figures). `make test` checks a fixed stratified sample, ``sampled``.
  static let checksEverySet = ProcessInfo.processInfo.environment["CHARTVOICE_SET_CLAIMS"] != nil

  /// Every `sampleStep`-th set of each arrangement (concat, hconcat, vconcat, repeat, facet, a
  /// layer of views), in name order, from the first: `make test`'s sample, about a third of the
  /// sets (the whole sweep, 611 views, took a third of the debug test run's time).
  static let sampleStep = 3

  /// The sets `make test` checks (see ``sampleStep``), in name order.
  static let sampled: [(id: String, set: ChartSet)] = {
    let strata = Dictionary(grouping: newly.indices) { newly[$0].set.arrangement?.rawValue ?? "" }
    let kept = Set(strata.values.flatMap { $0.enumerated().filter { $0.offset % sampleStep == 0 }.map(\.element) })
    return newly.indices.filter(kept.contains).map { newly[$0] }
  }()

  /// The sets checked: all of them, or the sample.
  static var checked: [(id: String, set: ChartSet)] { checksEverySet ? newly : sampled }

  /// The sets are checked in this many parts, one test case each, so the two cores share them.
  static let parts = 6

  /// The sets of one part: every `parts`-th checked set, from `part`.
  static func sets(ofPart part: Int) -> ArraySlice<(id: String, set: ChartSet)> {
    let checked = Self.checked
    return ArraySlice(checked.indices.filter { $0 % parts == part }.map { checked[$0] })
  }

  /// What the parts checked, for the figures of `CHARTVOICE_SET_CLAIMS`.
  static let tally = LockedTally()

  @Test func everyComposedGallerySpecThatShouldBeIsDescribedAsASet() {
    #expect(Self.newly.count >= 130, "\(Self.newly.count) composed gallery specs described")
    // The sample holds every arrangement the sets have, and at least a third of them.
    let arrangements = { (sets: [(id: String, set: ChartSet)]) in Set(sets.map { $0.set.arrangement?.rawValue ?? "" }) }
    #expect(arrangements(Self.sampled) == arrangements(Self.newly))
    #expect(Self.sampled.count * Self.sampleStep >= Self.newly.count)
  }

  @Test(arguments: 0..<parts) func everyViewOfEveryNewlyDescribedGallerySpecIsTrue(part: Int) throws {
    var views = 0
    var claims = 0
    for (id, set) in Self.sets(ofPart: part) {
      for number in set.viewNumbers {
        let outcome = try ClaimsRun.check(try set.view(number), id: "\(id) view \(number)")
        views += 1
        claims += outcome.report.claims.count
        ClaimsRun.expectTrue(outcome, known: [])
      }
    }
    #expect(claims > views, "\(claims) claims checked in \(views) views")
    // `CHARTVOICE_SET_CLAIMS=<file>`: the figures, for the coverage notes, once every part is done.
    if let total = Self.tally.add(views: views, claims: claims, parts: Self.parts),
      let path = ProcessInfo.processInfo.environment["CHARTVOICE_SET_CLAIMS"]
    {
      try "\(Self.checked.count) sets, \(total.views) views, \(total.claims) claims checked\n".write(
        toFile: path, atomically: true, encoding: .utf8)
    }
  }

  @Test(arguments: 0..<parts) func theSetSentencesOfEveryNewlyDescribedGallerySpecAreTrue(part: Int) throws {
    var claims = 0
    for (id, set) in Self.sets(ofPart: part) {
      let description = try ChartSetDescription(set, locale: "en", localesDirectory: RepositoryPaths.locales)
      let narration = description.narration
      #expect(
        narration.alt.display.count <= DescriptionPolicy().maximumAltCharacters, "\(id): \(narration.alt.display)")
      let report = SetClaimsChecker(set: description.set).check(
        alt: narration.alt[.display], summary: narration.summary.map { $0[.display] })
      claims += report.claims.count
      #expect(report.falseClaims.isEmpty, "\(id):\n\(report.falseClaims.map(\.description).joined(separator: "\n"))")
      #expect(report.unparsed.isEmpty, "\(id) unparsed:\n\(report.unparsed.joined(separator: "\n"))")
    }
    #expect(claims > 0)
  }
}

/// The views and claims the parts of ``ChartSetClaimsTests`` checked, summed.
final class LockedTally: @unchecked Sendable {
  private let lock = NSLock()
  private var parts = 0
  private var views = 0
  private var claims = 0

  /// Adds one part's figures; the totals once `parts` parts have added theirs, else `nil`.
  func add(views: Int, claims: Int, parts expected: Int) -> (views: Int, claims: Int)? {
    lock.withLock {
      parts += 1
      self.views += views
      self.claims += claims
      return parts == expected ? (self.views, self.claims) : nil
    }
  }
}
