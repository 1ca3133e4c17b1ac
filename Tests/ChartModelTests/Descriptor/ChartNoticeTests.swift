import ChartModel
import Testing

/// The English warnings of ``ChartNotice``, which standard error and `notices[].message` show.
struct ChartNoticeTests {
  /// Layers are counted from 1, as the description's own "Not described: layer 1 (line)." and a
  /// view's notice count them; the JSON field `layer` keeps the index from 0.
  @Test func layersAreCountedFromOne() {
    let follows = ChartNotice.layerNotDescribed(index: 0, mark: "line", reason: .followsLayer(1))
    #expect(follows.problem == "layer 1 ('line') is not part of the description: the description follows layer 2")
    let unmatched = ChartNotice.layerNotDescribed(index: 2, mark: "errorbar", reason: .matchesNoPoint(0))
    #expect(
      unmatched.problem == "layer 3 ('errorbar') is not part of the description: its ranges match no point of layer 1")
  }
}
