import ChartModel
internal import ChartSupport

/// Maps: a view drawn by `geoshape` or placed by `longitude` and `latitude`.
///
/// A map is described by the values it colours or sizes, never by its geometry: a **choropleth**
/// (regions, each in the colour of its value) is the table of its regions and values, ranked by
/// value; a **map of points** with a value on colour or size is its places ranked by that value,
/// named by the spec's label field (its nominal tooltip or text), else by their coordinates. Each is
/// read as a bar chart of one value per region or place, named as drawn (``CellEncoding/regions``,
/// ``CellEncoding/points``). A region drawn in several pieces (islands) is one region.
///
/// Geometry without a value to describe (outlines, a graticule, a sphere, positions alone) is
/// refused by name; under a described layer (a basemap under points) it is left out with a notice.
/// TopoJSON data is read as Vega reads it (`feature`: one GeoJSON feature per geometry, with its
/// `id` and `properties`; `mesh`: one record), without the geometry.
enum VLGeo {
  /// The channels that place marks on a map.
  static let positions = ["longitude", "latitude", "longitude2", "latitude2"]
  /// The channels that may draw a map's value, in the order they are chosen: a region's colour;
  /// a point's size (a wind vector's speed rather than the direction its colour repeats).
  static let valueChannels = ["color", "fill", "size", "opacity", "fillOpacity"]
  static let pointValueChannels = ["size", "color", "fill", "opacity", "fillOpacity"]

  static func valueChannels(_ kind: Kind) -> [String] { kind == .regions ? valueChannels : pointValueChannels }
  /// The fields that name a region when the spec names no label, in the order they are tried.
  static let regionNames = ["name", "properties.name", "id"]

  /// What a view draws on a map.
  enum Kind {
    case regions, points

    var cells: CellEncoding { self == .regions ? .regions : .points }
  }

  /// Whether a view (its mark, its encoding merged with the shared one) draws on a map.
  static func isGeographic(mark: String?, encoding: JSONFieldReader?) -> Bool {
    mark == "geoshape" || positions.contains { encoding?.member($0) != nil }
  }

  /// Why a data generator is refused: the sphere and the graticule are geometry alone.
  static func generatorRefusal(_ generator: JSONFieldReader) -> String {
    "\(generatorPrefix) ('\(generator.path)')"
  }

  /// Why a chart of unreadable layers is refused when its first layers are geometry alone (a
  /// basemap, a sphere): the first other layer's reason (points without a value, say), which says
  /// what the chart shows; `nil` to keep the first layer's.
  static func chartRefusal(_ parts: [ChartModelError]) -> ChartModelError? {
    parts.first { part in
      guard case .unsupported(_, let feature, _) = part else { return true }
      return feature != regionsRefusal && !feature.hasPrefix(generatorPrefix)
    }
  }

  static let regionsRefusal = "a map of regions without a value to describe (geometry alone)"
  static let generatorPrefix = "raw geometry without a value to describe"

  /// The refusal of a map without a value to describe, or `nil` when it has one.
  static func refusal(mark: String?, encoding: JSONFieldReader?, at place: JSONFieldReader, context: VLContext)
    -> ChartModelError?
  {
    let kind: Kind = mark == "geoshape" ? .regions : .points
    let hasValue = valueChannels.contains { name in
      guard let reader = encoding?.member(name),
        let channel = try? VLEncodingReader.channel(named: name, reader, selections: context.selections)
      else { return false }
      return channel.hasData && channel.isMeasure
    }
    guard !hasValue else { return nil }
    return .unsupported(
      place.location,
      feature: kind == .regions ? regionsRefusal : "a map of positions without a value to describe")
  }

  /// A layer of a layered spec that draws on a map: the view of its values, or the refusal of
  /// geometry without a value (left out with a notice when other layers are a chart); `nil` for
  /// a layer that is no map.
  static func layerView(
    index: Int, layer: JSONFieldReader, mark: String?, inherited: JSONFieldReader?, context: VLContext
  ) throws(ChartModelError) -> (view: VegaLiteReader.View?, refusal: ChartModelError?)? {
    let encoding = VegaLiteReader.View.merge(inherited, layer.member("encoding"))
    guard isGeographic(mark: mark, encoding: encoding), layer.member("layer") == nil else { return nil }
    if let generator = layer.member("data")?.member("sphere") ?? layer.member("data")?.member("graticule") {
      return (nil, .unsupported(generator.location, feature: generatorRefusal(generator)))
    }
    if let refusal = refusal(mark: mark, encoding: encoding, at: layer.member("mark") ?? layer, context: context) {
      return (nil, refusal)
    }
    return (try VegaLiteReader.View(geographic: index, spec: layer, inherited: inherited, context: context), nil)
  }

  /// A described view and its records, prepared as ``Reading/prepare(_:)`` says when it is a map.
  static func prepare(_ view: VegaLiteReader.View, _ records: [VLRecord], context: VLContext) throws(ChartModelError)
    -> (VegaLiteReader.View, [VLRecord], [ChartNotice])
  {
    guard let geo = view.geo else { return (view, records, []) }
    var rows = records
    var named: String?
    if geo.kind == .regions, geo.label == nil, let names = lookupNames(view.spec, context: context) {
      // Named from a lookup's table when it names every region with a value (those drawn).
      let keyed = rows.map { names.names[names.key.value(in: $0).groupKey] }
      let valued = rows.map { row in geo.value.field.map { $0.value(in: row).isValid } ?? true }
      if zip(keyed, valued).allSatisfy({ $0 != nil || !$1 }) {
        for index in rows.indices { rows[index][lookupNameField] = keyed[index] ?? .null }
        named = names.column
      }
    }
    let prepared = try geo.prepare(rows, lookupName: named)
    return (VegaLiteReader.View(view, channels: prepared.channels), prepared.records, prepared.notices)
  }

  // MARK: - TopoJSON

  /// The records of a TopoJSON document's object: its features (`feature`) or its mesh (`mesh`),
  /// each without its geometry's coordinates.
  static func topoJSONRecords(_ root: JSONFieldReader, format: VLDataFormat, at field: JSONFieldReader)
    throws(ChartModelError) -> [VLRecord]
  {
    guard let (name, mesh, reader) = format.topology else {
      throw (field.member("format") ?? field).invalid("TopoJSON data needs a 'feature' or a 'mesh' object to read")
    }
    guard let object = root.member("objects")?.member(name) else {
      throw reader.invalid("the TopoJSON data has no object '\(name)'")
    }
    if mesh { return [["type": .string("MultiLineString")]] }
    let type = try object.member("type")?.string() ?? ""
    let geometries = type == "GeometryCollection" ? try object.required("geometries").array() : [object]
    return geometries.map { geometry in
      var record: VLRecord = ["type": .string("Feature")]
      if let id = geometry.member("id") { record["id"] = VLDataLoader.value(id.value) }
      let properties = geometry.member("properties").map { VLDataLoader.value($0.value) }
      if case .object = properties { record["properties"] = properties } else { record["properties"] = .object([:]) }
      let kind = (try? geometry.member("type")?.optionalString()) ?? nil
      record["geometry"] = .object(["type": kind.map(VLValue.string) ?? .null])
      return record
    }
  }

  // MARK: - Reading a map

  /// A map view's reading: its value, what names its regions or places, and what it leaves out.
  struct Reading {
    var kind: Kind
    /// The value channel, read as `y`.
    var value: VLChannel
    /// The spec's label field (a nominal tooltip or text) and its title.
    var label: (field: VLFieldPath, title: String?)?
    /// A `shape` field (`"type": "geojson"`): rows without a shape are not drawn.
    var shape: VLFieldPath?
    var longitude: VLChannel?
    var latitude: VLChannel?
    /// The channels left out, with notices.
    var notices: [ChartNotice] = []
    /// Where the x channel's synthetic definition points in the spec.
    var place: JSONFieldReader
    /// What the data calls its regions: the TopoJSON object the map draws ("counties").
    var regionsName: String?

    init(mark: String?, markField: JSONFieldReader, encoding: JSONFieldReader?, context: VLContext)
      throws(ChartModelError)
    {
      kind = mark == "geoshape" ? .regions : .points
      place = markField
      if let error = VLGeo.refusal(mark: mark, encoding: encoding, at: markField, context: context) { throw error }
      var kept: [(key: String, value: JSONValue)] = []
      var labels: [JSONFieldReader] = []
      if let encoding, case .object(let members) = encoding.value.kind {
        for member in members {
          let reader = JSONFieldReader(
            document: encoding.document, value: member.value, path: encoding.path(of: member.key))
          if VLGeo.positions.contains(member.key) {
            let channel = try VLEncodingReader.channel(named: member.key, reader, selections: context.selections)
            if member.key == "longitude" { longitude = channel }
            if member.key == "latitude" { latitude = channel }
            if member.key.hasSuffix("2"), channel?.hasData == true {
              notices.append(.channelNotDescribed(channel: member.key, field: channel?.displayTitle ?? ""))
            }
            continue
          }
          if member.key == "shape", case .string("geojson")? = reader.member("type")?.value.kind {
            shape = try reader.member("field").map { (field) throws(ChartModelError) in
              try VLEncodingReader.fieldPath(field)
            }
            continue
          }
          if member.key == "tooltip" || member.key == "text" { labels.append(reader) }
          kept.append(member)
        }
      }
      let filtered = encoding.map { encoding in
        JSONFieldReader(
          document: encoding.document, value: JSONValue(kind: .object(kept), offset: encoding.value.offset),
          path: encoding.path)
      }
      let channels = try VLEncodingReader.channels(filtered, selections: context.selections)
      guard
        let chosen = VLGeo.valueChannels(kind).lazy.compactMap({ channels[$0] }).first(where: {
          $0.hasData && $0.isMeasure
        })
      else {
        throw ChartModelError.unsupported(markField.location, feature: "a map without a value to describe")
      }
      var value = VLChannel(name: "y", reader: chosen.reader)
      value.field = chosen.field
      value.type = chosen.type
      value.aggregate = chosen.aggregate
      value.argField = chosen.argField
      value.timeUnit = chosen.timeUnit
      value.bin = chosen.bin
      value.title = chosen.title
      value.stack = .some(nil)
      value.scaleType = chosen.scaleType
      self.value = value
      for reader in labels where label == nil { label = try VLGeo.label(reader, besides: value.field) }
      // A tooltip's fields name the places (the label) or only group the marks: not left out.
      for (name, channel) in channels.sorted(by: { $0.key < $1.key })
      where name != chosen.name && !name.hasPrefix(VLEncodingReader.tooltipPrefix) && channel.hasData {
        notices.append(.channelNotDescribed(channel: name, field: channel.displayTitle))
      }
    }

    /// The channels of the bar chart the map is read as: `x` names the regions or places (ranked
    /// by value, `"sort": "-y"`), `y` is the value.
    func channels(labelField: VLFieldPath, title: String?) -> [String: VLChannel] {
      var x = VLChannel(name: "x", reader: place)
      x.field = labelField
      x.type = .nominal
      x.title = title
      x.sort = JSONFieldReader(
        document: place.document, value: JSONValue(kind: .string("-y"), offset: place.value.offset),
        path: place.path(of: "sort"))
      return ["x": x, "y": value]
    }

    /// The records a map draws, one per region or place, and the channels that describe them:
    /// rows without a shape or a value are left out (Vega draws nothing for them), the pieces of
    /// one region are one region, and places without a label are named by their coordinates.
    ///
    /// - Throws: ``ChartModelError/unsupported(_:feature:remedy:)`` for regions with nothing to name
    ///   them, and for names that several regions or places share (their values would add up).
    func prepare(_ records: [VLRecord], lookupName: String? = nil) throws(ChartModelError) -> (
      records: [VLRecord], channels: [String: VLChannel], notices: [ChartNotice]
    ) {
      var rows = records
      var notices = self.notices
      if let shape {
        rows = records.filter { if case .object = shape.value(in: $0) { true } else { false } }
        if rows.count < records.count {
          notices.append(.invalidRowsDropped(count: records.count - rows.count, field: shape.flatName))
        }
      }
      // A region or place without a valid value is not drawn (Vega filters it out).
      if value.aggregate == nil, let field = value.field {
        let valued = rows.filter { field.value(in: $0).isValid }
        if valued.count < rows.count {
          notices.append(.invalidRowsDropped(count: rows.count - valued.count, field: value.displayTitle))
        }
        rows = valued
      }
      let labelField: VLFieldPath
      var title: String?
      // Regions named by nothing but a code (a FIPS number) are not named at all.
      var byCode = false
      if let label {
        (labelField, title) = label
      } else if let lookupName {
        (labelField, title) = (VLFieldPath(plain: VLGeo.lookupNameField), lookupName)
      } else if kind == .regions {
        let present = { (path: VLFieldPath) in rows.contains { path.value(in: $0) != .null && path.exists(in: $0) } }
        let named = VLGeo.regionNames.dropLast().lazy.compactMap({ VLFieldPath($0) }).first(where: present)
        guard
          let name = named ?? VLGeo.nameColumn(rows, besides: value.field)
            ?? VLFieldPath("id").flatMap({ present($0) ? $0 : nil })
        else {
          throw ChartModelError.unsupported(place.location, feature: "a map of regions without an id or a name")
        }
        labelField = name
        byCode = named == nil && name == VLFieldPath("id") && rows.allSatisfy { VLGeo.isCode(name.value(in: $0)) }
      } else {
        guard let latitude = latitude?.field, let longitude = longitude?.field else {
          throw ChartModelError.unsupported(
            place.location, feature: "a map of positions without a latitude and longitude")
        }
        // "47.6 / -122.3": a slash, since lists of places are written with commas.
        let name = [self.latitude?.displayTitle ?? "", self.longitude?.displayTitle ?? ""].joined(separator: " / ")
        labelField = VLFieldPath(plain: name)
        title = name
        for index in rows.indices {
          let lat = latitude.value(in: rows[index])
          let lon = longitude.value(in: rows[index])
          guard lat.isValid, lon.isValid else { continue }
          labelField.set(.string("\(VLValue.format(lat.number)) / \(VLValue.format(lon.number))"), in: &rows[index])
        }
      }
      // One row a region: a region drawn in several pieces holds one value.
      if value.aggregate == nil {
        var seen = Set<[VLValue]>()
        var named: [VLValue: Int] = [:]
        rows = rows.filter { record in
          let name = labelField.value(in: record).groupKey
          let number = value.field?.value(in: record) ?? .null
          guard seen.insert([name, number]).inserted else { return false }
          if number.isValid { named[name, default: 0] += 1 }
          return true
        }
        if let shared = named.first(where: { $0.value > 1 })?.key {
          throw ChartModelError.unsupported(
            place.location,
            feature:
              "a map whose \(kind == .regions ? "regions" : "places") share a name ('\(shared.text)') with different values"
          )
        }
      }
      if byCode, value.aggregate == nil {
        return (rows, try distribution(), notices)
      }
      return (rows, channels(labelField: labelField, title: title), notices)
    }

    /// The channels of a map whose regions have no name, only a code: the number of regions by
    /// their binned value (a histogram, `bin: true` as Vega-Lite bins a position), which says how
    /// the values are spread over the regions without naming any by a code that tells a listener
    /// nothing of where it is.
    func distribution() throws(ChartModelError) -> [String: VLChannel] {
      var x = VLChannel(name: "x", reader: value.reader)
      x.field = value.field
      x.type = .quantitative
      x.title = value.title
      x.scaleType = value.scaleType
      x.bin = try VLBinParameters(
        JSONFieldReader(
          document: place.document, value: JSONValue(kind: .bool(true), offset: place.value.offset),
          path: place.path(of: "bin")),
        defaultMaxBins: 10)
      var y = VLChannel(name: "y", reader: place)
      y.aggregate = .count
      y.type = .quantitative
      y.title = regionsName
      return ["x": x, "y": y]
    }
  }

  /// Whether a region's key is a bare code: a number, or digits (a FIPS code, "06").
  static func isCode(_ value: VLValue) -> Bool {
    switch value {
    case .number: true
    case .string(let text): !text.isEmpty && text.allSatisfy(\.isASCII) && text.allSatisfy(\.isNumber)
    default: false
    }
  }

  /// The field that holds a region's name from a lookup's table.
  static let lookupNameField = "chartvoice·name"

  /// The names a `lookup` of the spec's (the view's, else the top level's) could give its regions:
  /// the looked-up table's column that names each key once and each name one key (``nameColumn``),
  /// by the key the lookup matches on, though the lookup brings only the values (`fields`). `nil`
  /// when no lookup's table has such a column, or it cannot be read.
  static func lookupNames(_ spec: JSONFieldReader, context: VLContext) -> (
    key: VLFieldPath, column: String, names: [VLValue: VLValue]
  )? {
    let root = JSONFieldReader(document: spec.document, value: spec.document.root, path: "")
    var transforms: [JSONFieldReader] = []
    for level in [spec, root] {
      guard let list = level.member("transform"), let items = try? list.array() else { continue }
      transforms += items
    }
    for transform in transforms {
      guard let lookup = transform.member("lookup"), let key = try? VLEncodingReader.fieldPath(lookup),
        let from = transform.member("from"), let data = from.member("data"), let keyField = from.member("key"),
        let foreignKey = try? VLEncodingReader.fieldPath(keyField),
        let table = try? context.loader.load(data, allowOverride: false)
      else { continue }
      let rows = table.map { record in
        var row = record
        row["id"] = foreignKey.value(in: record)
        return row
      }
      guard let column = nameColumn(rows, besides: nil)?.flatName else { continue }
      var names: [VLValue: VLValue] = [:]
      for row in rows { names[(row["id"] ?? .null).groupKey] = row[column] }
      return (key, column, names)
    }
    return nil
  }

  /// A column of the map's own rows that names its regions where the spec names no label: text in
  /// every row, one name an `id` and one `id` a name (a table of states beside its FIPS codes), so
  /// that each region is named by what its row calls it rather than by a number. The first such
  /// column in alphabetical order; `nil` when there is none.
  static func nameColumn(_ rows: [VLRecord], besides value: VLFieldPath?) -> VLFieldPath? {
    guard let first = rows.first else { return nil }
    let ids = rows.map { $0["id"] ?? .null }
    guard ids.allSatisfy(\.isValid), Set(ids).count > 1 else { return nil }
    for key in first.fields.keys.sorted() where key != "id" && key != "type" && VLFieldPath(plain: key) != value {
      var names: [VLValue: VLValue] = [:]
      var owners: [VLValue: VLValue] = [:]
      let oneToOne = zip(rows, ids).allSatisfy { row, id in
        guard case .string(let text)? = row[key], !text.isEmpty, !isCode(.string(text)) else { return false }
        let name = VLValue.string(text)
        if names[id, default: name] != name || owners[name, default: id] != id { return false }
        names[id] = name
        owners[name] = id
        return true
      }
      if oneToOne { return VLFieldPath(plain: key) }
    }
    return nil
  }

  /// A label field from a `tooltip` or `text` definition: the first nominal or ordinal field
  /// (or one without a type) other than the value's.
  static func label(_ reader: JSONFieldReader, besides value: VLFieldPath?) throws(ChartModelError) -> (
    field: VLFieldPath, title: String?
  )? {
    let items: [JSONFieldReader]
    if case .array = reader.value.kind { items = try reader.array() } else { items = [reader] }
    for item in items {
      guard case .object = item.value.kind, let field = item.member("field"),
        case .string(let name) = field.value.kind
      else { continue }
      let type = (try? item.member("type")?.optionalString()) ?? nil
      guard type == nil || type == "nominal" || type == "ordinal", item.member("aggregate") == nil,
        let path = VLFieldPath(name), path != value
      else { continue }
      return (path, item.member("title").flatMap(VLEncodingReader.titleText))
    }
    return nil
  }
}

extension VegaLiteReader.View {
  /// A view drawn on a map, read as the bar chart of its values (``VLGeo``).
  init(geographic index: Int, spec: JSONFieldReader, inherited: JSONFieldReader?, context: VLContext)
    throws(ChartModelError)
  {
    guard let markField = spec.member("mark") else {
      throw ChartModelError.missingField(spec.location, field: spec.path(of: "mark"))
    }
    let encoding = Self.merge(inherited, spec.member("encoding"))
    var reading = try VLGeo.Reading(
      mark: try VegaLiteReader.markType(of: spec), markField: markField, encoding: encoding, context: context)
    let data = spec.member("data")?.value ?? spec.document.root["data"]
    if case .string(let name)? = data?["format"]?["feature"]?.kind { reading.regionsName = name }
    self.index = index
    self.spec = spec
    self.mark = "bar"
    self.markField = markField
    self.channels = reading.channels(labelField: VLFieldPath(plain: "id"), title: nil)
    self.orderField = nil
    self.geo = reading
  }

  /// `view` with other channels: a map's, once its records say what names its regions.
  init(_ view: Self, channels: [String: VLChannel]) {
    self.index = view.index
    self.spec = view.spec
    self.mark = view.mark
    self.markField = view.markField
    self.channels = channels
    self.orderField = view.orderField
    self.geo = view.geo
  }
}
