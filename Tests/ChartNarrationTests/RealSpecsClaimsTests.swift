import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 15: real Vega-Lite specs from outside the two shared corpora (course notebooks, see
/// `Tests/Fixtures/vega-lite/real/README.md` for each one's source and licence), each described
/// as the command line reads it, with every sentence read back by the claims checker, or refused
/// by the name of what chartvoice does not read. `manifest.tsv` says which, and for a described
/// spec the kind Vega draws (checked against vl-convert's scenegraph when the fixture was added).
@Suite struct RealSpecsClaimsTests {
  struct Entry {
    var name: String
    /// `chart <kind>`, `views <kind> <kind> …` (a set, a kind a view) or `refused <what the refusal
    /// names>`; a kind drawn otherwise than its name says adds what draws it (`bar/dots`).
    var expected: String
    /// Whether its data is a file of the shared gallery corpus (else inline).
    var needsGalleryData: Bool
  }

  static let folder = RepositoryPaths.fixtures.appendingPathComponent("vega-lite/real")

  static func entries() throws -> [Entry] {
    let text = try String(contentsOf: folder.appendingPathComponent("manifest.tsv"), encoding: .utf8)
    return text.split(separator: "\n").dropFirst().map { line in
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return Entry(name: columns[0], expected: columns[1], needsGalleryData: columns[2] == "gallery")
    }
  }

  static func read(_ entry: Entry) throws -> Result<ChartSet, ChartModelError> {
    let spec = folder.appendingPathComponent("\(entry.name).vl.json")
    let base = entry.needsGalleryData ? RepositoryPaths.vegaLiteGalleryCorpus : folder
    let options = VegaLiteOptions(baseDirectory: base.path, specDirectory: folder.path)
    let bytes = [UInt8](try Data(contentsOf: spec))
    do throws(ChartModelError) {
      return .success(try VegaLiteReader.readSet(bytes, source: spec.lastPathComponent, options: options))
    } catch {
      return .failure(error)
    }
  }

  @Test func everyFixtureIsListedOnce() throws {
    let listed = try Self.entries().map(\.name)
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".vl.json") }.map { $0.replacingOccurrences(of: ".vl.json", with: "") }
    #expect(Set(listed) == Set(files))
    #expect(listed.count == Set(listed).count)
    #expect(listed.count >= 10)
  }

  @Test func everyRealSpecIsDescribedTruthfullyOrRefusedByName() throws {
    var claims = 0
    for entry in try Self.entries() {
      if entry.needsGalleryData, !RepositoryPaths.hasVegaLiteGalleryCorpus { continue }
      let words = entry.expected.split(separator: " ").map(String.init)
      switch try Self.read(entry) {
      case .failure(let error):
        guard words.first == "refused", case .unsupported(_, let feature, _) = error else {
          Issue.record("\(entry.name): expected \(entry.expected), refused: \(error.problem)")
          continue
        }
        let named = words.dropFirst().joined(separator: " ")
        #expect(feature.contains(named), "\(entry.name): refused for '\(feature)', not '\(named)'")
      case .success(let set):
        // What each view is drawn as: its kind, and what draws it where that differs ("bar/dots").
        let drawn = set.viewNumbers.compactMap { number in
          (try? set.view(number)).map { $0.kind.rawValue + ($0.drawnAs.map { "/" + $0.rawValue } ?? "") }
        }
        #expect(
          words.first == (set.isComposed ? "views" : "chart") && Array(words.dropFirst()) == drawn,
          "\(entry.name): expected \(entry.expected), drawn as \(drawn)")
        for number in set.viewNumbers {
          let outcome = try ClaimsRun.check(try set.view(number), id: "real/\(entry.name) view \(number)")
          claims += outcome.report.claims.count
          ClaimsRun.expectTrue(outcome, known: [])
        }
        guard set.isComposed else { continue }
        let description = try ChartSetDescription(set, locale: "en", localesDirectory: RepositoryPaths.locales)
        let report = SetClaimsChecker(set: description.set).check(
          alt: description.narration.alt[.display], summary: description.narration.summary.map { $0[.display] })
        claims += report.claims.count
        #expect(report.falseClaims.isEmpty, "\(entry.name): \(report.falseClaims.map(\.description))")
      }
    }
    #expect(claims > 10, "\(claims) claims checked")
  }
}
