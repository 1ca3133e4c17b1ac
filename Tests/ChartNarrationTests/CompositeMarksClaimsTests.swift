import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Error bars, error bands and box plots of the gallery corpus (issue 15), described in English
/// and read back by the claims checker against each group's rows, which the checker reads from
/// the spec's data itself (``CompositeRows``): no false claim, no sentence it cannot read.
@Suite struct CompositeMarksClaimsTests {
  static let folder = RepositoryPaths.vegaLiteGalleryCorpus

  /// The gallery specs with a composite mark that chartvoice describes.
  static let specs: [String] = {
    let specs = folder.appendingPathComponent("specs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: specs.path)) ?? []
    return names.filter { name in
      guard name.hasSuffix(".vl.json"),
        let text = try? String(contentsOf: specs.appendingPathComponent(name), encoding: .utf8)
      else { return false }
      return ["\"errorbar\"", "\"errorband\"", "\"boxplot\""].contains { text.contains($0) }
    }.sorted()
  }()

  static func check(_ name: String) throws -> (ClaimsReport, ChartDescriptor)? {
    let url = folder.appendingPathComponent("specs").appendingPathComponent(name)
    let options = VegaLiteOptions(baseDirectory: folder.path, specDirectory: url.deletingLastPathComponent().path)
    guard let chart = try? VegaLiteReader.read([UInt8](try Data(contentsOf: url)), source: name, options: options)
    else { return nil }
    let description = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales)
    var truth = ClaimsTruth(chart: chart)
    truth.rows = CompositeRows.read(spec: url, base: folder)
    let narration = description.narration
    let report = ClaimsChecker(truth: truth).check(
      alt: narration.alt[.display], summary: narration.summary.map { $0[.display] },
      readout: narration.readout.map { $0[.display] })
    return (report, chart)
  }

  @Test(.enabled(if: !specs.isEmpty), arguments: specs)
  func claimsAreTrue(spec: String) throws {
    guard let (report, _) = try Self.check(spec) else { return }
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
    let ours = report.unparsed.filter { line in
      ["Mean ", "Median ", "Value ", "The highest median", "The quartiles", "Values beyond", "The widest range"]
        .contains { line.hasPrefix($0) }
    }
    #expect(ours.isEmpty, "\(ours)")
  }

  /// The checker reads and verifies the boxes and ranges of specs whose rows it can read, and
  /// finds a wrong box or range false.
  @Test(.enabled(if: !specs.isEmpty)) func checkerVerifiesAndCatchesErrors() throws {
    let (report, _) = try #require(try Self.check("vl__boxplot_2D_vertical.vl.json"))
    #expect(report.claims.filter { $0.kind == "box" }.count >= 4)
    let (ranges, _) = try #require(try Self.check("vl__layer_point_errorbar_2d_horizontal_stdev.vl.json"))
    #expect(ranges.claims.filter { $0.kind == "range" }.count >= 10)

    let url = Self.folder.appendingPathComponent("specs/vl__boxplot_2D_vertical.vl.json")
    var truth = ClaimsTruth(chart: try #require(try Self.check("vl__boxplot_2D_vertical.vl.json")).1)
    truth.rows = CompositeRows.read(spec: url, base: Self.folder)
    let wrong = ClaimsChecker(truth: truth).check(
      alt: "",
      summary: ["The highest median is 5,000 (Adelie), the lowest 3,700 (Gentoo).", "Values beyond the whiskers: 3."],
      readout: ["1 of 3: Adelie, 3,700", "Median 3,700; quartiles 3,350 and 4,100; whiskers from 2,850 to 4,775."])
    #expect(wrong.falseClaims.count == 3, "\(wrong.claims) \(wrong.unparsed) \(wrong.classified)")

    // One box (a box plot of one quantity): its summary and its readout line, checked against the
    // rows, and a wrong median caught.
    let (one, oneChart) = try #require(try Self.check("vl__boxplot_1D_horizontal.vl.json"))
    #expect(one.claims.filter { $0.kind == "box" && $0.isTrue }.count == 2, "\(one.claims) \(one.classified)")
    var oneTruth = ClaimsTruth(chart: oneChart)
    oneTruth.rows = CompositeRows.read(
      spec: Self.folder.appendingPathComponent("specs/vl__boxplot_1D_horizontal.vl.json"), base: Self.folder)
    let wrongBox = ClaimsChecker(truth: oneTruth).check(
      alt: "", summary: ["Median 4,100; quartiles 3,550 and 4,750; whiskers from 2,700 to 6,300."], readout: [])
    #expect(wrongBox.falseClaims.count == 1, "\(wrongBox.claims) \(wrongBox.classified)")
  }

  /// Error bars drawn by hand (a rule from each age's smallest to largest value, and a point at the
  /// mean) are read back against the rows the spec's filter keeps; a wrong end is caught.
  @Test(
    .enabled(if: !specs.isEmpty),
    arguments: ["vl__errorbar_aggregate.vl.json", "vl__errorbar_horizontal_aggregate.vl.json"])
  func handBuiltErrorBarsAreVerified(spec: String) throws {
    let (report, chart) = try #require(try Self.check(spec))
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
    #expect(report.unparsed.isEmpty, "\(report.unparsed)")
    #expect(report.claims.filter { $0.kind == "range" && $0.isTrue }.count >= 19, "\(report.classified)")

    var truth = ClaimsTruth(chart: chart)
    truth.rows = CompositeRows.read(spec: Self.folder.appendingPathComponent("specs/" + spec), base: Self.folder)
    let wrong = ClaimsChecker(truth: truth).check(
      alt: "", summary: [],
      readout: [
        "1 of 19: 0, 9,523,047",
        "Mean 9,523,047, from 9,310,714 to 9,900,000 (the smallest to the largest value).",
      ])
    #expect(wrong.falseClaims.count == 1, "\(wrong.claims) \(wrong.classified)")
  }
}
