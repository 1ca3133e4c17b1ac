import ChartModel

extension NarrationContext {
  /// What the importer left out of the chart or did to its data, as the last sentences of every
  /// description, so that nothing is left out silently: one sentence names every channel and layer
  /// not described ("Not described: the size channel (population) and layer 2 (text)."), then one
  /// sentence a notice about the data ("3 rows without a valid price left out, as the chart leaves
  /// them out.").
  ///
  /// Channel and mark names are the spec's identifiers (`size`, `text`), as the author wrote them;
  /// layers are counted from 1. Empty when the chart has no notices.
  ///
  /// - Complexity: O(*k*) in the notices.
  func noticeSentences() throws(NarrationError) -> [Phrase] {
    var omitted: [PhraseArgument] = []
    var sentences: [Phrase] = []
    for notice in chart.notices {
      switch notice {
      case .channelNotDescribed(let channel, let field):
        omitted.append(
          try render(
            "notice.channel", ["channel": PhraseArgument(verbatim: channel), "field": PhraseArgument(verbatim: field)]
          ).argument)
      case .layerNotDescribed(let index, let mark, let reason):
        let layer = try numbers.count(index + 1)
        // A bootstrap interval: the layer's centres are described, its random ranges are not.
        let id =
          switch reason {
          case .labels: "notice.labels"
          case .randomInterval: "notice.randomInterval"
          default: "notice.layer"
          }
        omitted.append(try render(id, ["n": layer, "mark": PhraseArgument(verbatim: mark)]).argument)
      case .viewNotDescribed(let number, _, _):
        omitted.append(try render("set.view.number", ["n": try numbers.count(number)]).argument)
      case .invalidRowsDropped(let count, let field), .invalidRowsDrawn(let count, let field):
        let id =
          notice == .invalidRowsDropped(count: count, field: field) ? "notice.invalidRows" : "notice.invalidRowsDrawn"
        sentences.append(
          try render(id, ["count": try numbers.count(count), "field": PhraseArgument(verbatim: field)]))
      case .valuesImputed(let count, let field, let method):
        let known = ["mean", "median", "max", "min"].contains(method) ? method : "value"
        sentences.append(
          try render(
            "notice.imputed",
            [
              "count": try numbers.count(count), "field": PhraseArgument(verbatim: field),
              "method": PhraseArgument(key: known),
            ]))
      case .duplicateX(let rows, let series, let example):
        var arguments = ["rows": try numbers.count(rows), "example": PhraseArgument(verbatim: example)]
        if !series.isEmpty { arguments["series"] = PhraseArgument(verbatim: series) }
        sentences.append(try render(series.isEmpty ? "notice.duplicateX" : "notice.duplicateXInSeries", arguments))
      case .readAsLongFormat(let column):
        sentences.append(try render("notice.longFormat", ["column": PhraseArgument(verbatim: column)]))
      case .unitsDiffer(let columns, let units):
        let pairs = try zip(columns, units).map { (column, unit) throws(NarrationError) in
          try render(
            "notice.unit", ["column": PhraseArgument(verbatim: column), "unit": PhraseArgument(verbatim: unit)]
          )
          .argument
        }
        sentences.append(try render("notice.unitsDiffer", ["list": try list(pairs, limit: pairs.count)]))
      }
    }
    if !omitted.isEmpty {
      sentences.insert(try render("notice.notDescribed", ["list": try list(omitted, limit: omitted.count)]), at: 0)
    }
    return sentences
  }
}
