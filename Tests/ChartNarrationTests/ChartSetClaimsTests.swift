import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// The claims checker over every composed spec of the gallery corpus that chartvoice describes as
/// a set of charts (none of which it described before it read composed views): every view's own
/// description (as the set's readout and `--view N` give it) and the set's alt text and summary.
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

  /// The sets are checked in this many parts, one test case each, so the two cores share them.
  static let parts = 6

  /// The sets of one part: every `parts`-th, from `part`.
  static func sets(ofPart part: Int) -> ArraySlice<(id: String, set: ChartSet)> {
    ArraySlice(newly.indices.filter { $0 % parts == part }.map { newly[$0] })
  }

  /// What the parts checked, for the figures of `CHARTVOICE_SET_CLAIMS`.
  static let tally = LockedTally()

  @Test func everyComposedGallerySpecThatShouldBeIsDescribedAsASet() {
    #expect(Self.newly.count >= 130, "\(Self.newly.count) composed gallery specs described")
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
      try "\(Self.newly.count) sets, \(total.views) views, \(total.claims) claims checked\n".write(
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
