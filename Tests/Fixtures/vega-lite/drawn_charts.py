#!/usr/bin/env python3
"""What Vega draws for every single-view Vega-Lite spec (no facet, repeat or concatenation) of the
shared corpora: the marks of the layer chartvoice describes (the first line, bar or area layer,
else the first layer that is not a rule, as `VegaLiteReader.readView` chooses), how many, and for
every numeric field of the marks' ARIA descriptions ("a: B; b: 28") the sum, minimum, maximum and
count of the values drawn. Two more fields are measured from the marks' geometry, since the
descriptions give the data's values and not what is drawn of them: "(share)", each slice's angle
as a percentage of the whole circle (an arc), and "(normalized)", each bar's length as a
percentage of its stack (a bar normalized by `stack: "normalize"`). When the marks fall into
series (the line or area of each group, or the bars and points of each colour), "series" lists
each one's mark count and per field the sum. Read from vl-convert's scenegraph;
`VegaLiteDrawnChartsTests` checks the charts chartvoice reads against it. The Swift tests never
run Python.

    pip install vl-convert-python
    python3 Tests/Fixtures/vega-lite/drawn_charts.py ../shared/corpus/vega-lite \\
      ../shared/corpus/vega-lite-gallery > Tests/Fixtures/vega-lite/drawn-charts.json

A map (a `geoshape`, or marks placed by `longitude` and `latitude`) is read by chartvoice as the
ranking of its regions or places by the value on colour or size, one per region: its label (the
spec's nominal tooltip or text field, else the region's `id`) is added to the marks' tooltip, so
that the descriptions name it, and the marks that describe the same region and value (the pieces of
one region) count once. A map layer without a value (a basemap) is never the described layer.

Vega draws some marks from rows without a valid position that chartvoice leaves out with a notice
(`invalid: null` draws them at zero, an ordinal bin puts them in a bar of their own, "null"). A
probe (`probed`) marks them: the described layer's marks carry "chartvoice_null: 1" in their
descriptions when all their rows lack a valid position, and such entries record how many
("nullMarks") and, as "valued", the same measurements of the other marks, which the test compares
with a reading that says it leaves them out.

Entries are keyed `corpus/<name>` and `gallery/<name>`. Fields drawn from `random()` or a
bootstrapped confidence interval differ from run to run; the test matches a reading against any
one field, so a change in them alone is no change.
"""
import glob, json, math, os, re, sys
from collections import OrderedDict

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from drawn_views import composed, inline, repeated_layer  # noqa: E402

NUMBER = re.compile(r"^-?[\d,]*\.?\d+(?:e[-+]?\d+)?$")
MARKTYPES = {"bar": "rect", "rect": "rect", "tick": "rect", "line": "line", "trail": "trail", "area": "area",
             "point": "symbol", "circle": "symbol", "square": "symbol", "arc": "arc", "text": "text", "rule": "rule",
             "image": "image", "geoshape": "shape", "boxplot": "rect", "errorbar": "rule", "errorband": "area"}
SERIES = ("color", "fill", "stroke", "shape", "strokeDash", "size", "opacity", "fillOpacity", "strokeOpacity",
          "strokeWidth", "detail", "xOffset", "yOffset")


def mark_type(view):
    mark = view.get("mark")
    return mark.get("type") if isinstance(mark, dict) else mark


def field(channel):
    return channel.get("field") if isinstance(channel, dict) else None


def merged(shared, own):
    encoding = dict(shared)
    for key, value in own.items():
        encoding[key] = dict(shared.get(key, {}), **value) if isinstance(value, dict) else value
    return encoding


def layers(spec):
    """The views of a spec with the shared encoding merged in, each with its index and the prefix
    of its marks' names: a layer that holds layers is flattened into its views, in drawing order,
    each inheriting its parents' encodings (as `VegaLiteReader.flattenedLayers` reads them)."""
    if "layer" not in spec:
        return [(0, spec, "")]
    out = []

    def visit(node, shared, prefix):
        for position, layer in enumerate(node["layer"]):
            encoding = merged(shared, layer.get("encoding", {}))
            if "layer" in layer:
                visit(layer, encoding, f"{prefix}layer_{position}_")
            else:
                out.append((len(out), dict(layer, encoding=encoding), f"{prefix}layer_{position}_"))

    visit(spec, spec.get("encoding", {}), "")
    return out


GEO_POSITIONS = ("longitude", "latitude", "longitude2", "latitude2")
GEO_VALUES = ("color", "fill", "size", "opacity", "fillOpacity")


def geographic(view):
    encoding = view.get("encoding", {})
    return mark_type(view) == "geoshape" or any(c in encoding for c in GEO_POSITIONS)


def geo_value(view):
    """The channel that holds a map's value, as chartvoice chooses it, or None."""
    encoding = view.get("encoding", {})
    # A region's value is its colour; a point's its size, else its colour.
    for name in GEO_VALUES if mark_type(view) == "geoshape" else ("size",) + GEO_VALUES:
        c = encoding.get(name)
        if isinstance(c, dict) and ("aggregate" in c or (c.get("type") == "quantitative" and "field" in c and not c.get("bin"))):
            return name
    return None


def geo_label(view):
    """The field that names a map's regions or places: a nominal tooltip or text field, else None."""
    encoding = view.get("encoding", {})
    value = field(encoding.get(geo_value(view)))
    for name in ("tooltip", "text"):
        items = encoding.get(name)
        for item in items if isinstance(items, list) else [items]:
            if isinstance(item, dict) and "field" in item and item.get("type") in (None, "nominal", "ordinal") \
                    and "aggregate" not in item and item["field"] != value:
                return item["field"]
    return None


def read_as(view):
    """The mark chartvoice reads a view as: a map with a value is a bar chart of its values."""
    if geographic(view):
        return "bar" if geo_value(view) else None
    return mark_type(view)


def hand_built_centres(views):
    """The points of a hand-built error bar (a rule from the `min` to the `max` of a field, and
    one layer of its `mean`), which chartvoice describes with the rules as their ranges."""
    for rule in (v[1] for v in views if mark_type(v[1]) == "rule"):
        encoding = rule.get("encoding", {})
        for c in ("x", "y"):
            start, end = encoding.get(c), encoding.get(c + "2")
            if not (isinstance(start, dict) and isinstance(end, dict) and field(start) == field(end)
                    and {start.get("aggregate"), end.get("aggregate")} == {"min", "max"}):
                continue
            centres = [v for v in views if mark_type(v[1]) not in ("rule", "tick")
                       and isinstance(v[1].get("encoding", {}).get(c), dict)
                       and v[1]["encoding"][c].get("aggregate") in ("mean", "average")
                       and field(v[1]["encoding"][c]) == field(start)]
            if len(centres) == 1:
                return centres[0]
    return None


def hand_built_medians(views, spec):
    """The ticks of a box plot drawn from pre-aggregated fields (a rule and a bar each from one
    field to another, a tick at a third), which chartvoice describes as the box plot's medians."""
    shared = spec.get("encoding", {})
    for c in ("x", "y"):
        def spans(mark):
            return [v for v in views if mark_type(v[1]) == mark and all(
                isinstance(merged(shared, v[1].get("encoding", {})).get(n), dict)
                and "aggregate" not in merged(shared, v[1].get("encoding", {}))[n]
                and field(merged(shared, v[1].get("encoding", {})).get(n)) for n in (c, c + "2"))]
        ticks = [v for v in views if mark_type(v[1]) == "tick" and field(v[1].get("encoding", {}).get(c))
                 and c + "2" not in v[1].get("encoding", {})]
        if len(spans("bar")) == 1 and len(spans("rule")) == 1 and len(ticks) == 1:
            return ticks[0]
    return None


def described(spec):
    """The index, view and marks' prefix of the layer chartvoice describes."""
    views = [v for v in layers(spec) if read_as(v[1]) is not None] or layers(spec)
    main = hand_built_centres(views) or hand_built_medians(views, spec) or next((v for v in views if read_as(v[1]) in ("line", "bar", "area")), None) or next(
        (v for v in views if mark_type(v[1]) != "rule"), views[0])
    for view in views:
        if view[0] == main[0] or mark_type(view[1]) == "rule":
            continue
        e, m = view[1].get("encoding", {}), main[1].get("encoding", {})
        if field(e.get("x")) == field(m.get("x")) and field(e.get("y")) == field(m.get("y")) and any(
            isinstance(e.get(c), dict) and "field" in e[c] and "aggregate" not in e[c] and not field(m.get(c))
            for c in SERIES):
            main = view
            break
    return main


def data_marks(node, prefix, out):
    """The data marks under a node whose names start with the layer's prefix."""
    for item in node.get("items", []):
        if not isinstance(item, dict):
            continue
        role = item.get("role")
        if role in ("axis", "legend", "title", "frame", "scope") and item.get("marktype") != "group":
            continue
        if item.get("marktype") == "group" and role in ("axis", "legend", "title"):
            continue
        name = item.get("name") or ""
        if role == "mark" and item.get("marktype") != "group":
            if name.startswith(prefix) and "brush" not in name and not name.endswith("_voronoi"):
                out.append(item)
        else:
            data_marks(item, prefix, out)
    return out


def pieces(item, probe=False):
    values = OrderedDict()
    for part in (item.get("description") or "").split("; "):
        key, _, value = part.partition(": ")
        value = value.strip().replace("\u2212", "-")  # d3-format writes a minus sign
        if NUMBER.match(value) and (probe or key != PROBE):
            values[key] = float(value.replace(",", ""))
    return values


def summary(items, extra):
    values = {}
    for item in items:
        for key, value in pieces(item).items():
            values.setdefault(key, []).append(value)
        for key, value in extra(item).items():
            values.setdefault(key, []).append(value)
    return {k: [round(sum(v), 9), min(v), max(v), len(v)] for k, v in values.items()}


def normalized(spec, view):
    encoding = view.get("encoding", {})
    return any(isinstance(encoding.get(c), dict) and encoding[c].get("stack") == "normalize"
               for c in ("x", "y", "theta"))


def geometry(marktype, spec, view, items):
    """The drawn shares of arcs and of the bars of a normalized stack, by item id."""
    shares = {}
    if marktype == "arc":
        for item in items:
            if "startAngle" in item and "endAngle" in item:
                shares[id(item)] = {"(share)": round(abs(item["endAngle"] - item["startAngle"]) / (2 * math.pi) * 100, 6)}
    elif marktype in ("rect", "area") and normalized(spec, view):
        horizontal = isinstance(view["encoding"].get("x"), dict) and view["encoding"]["x"].get("stack") == "normalize"
        stacks = {}
        for item in items:
            key = round(item.get("y" if horizontal else "x", 0), 3)
            stacks.setdefault(key, []).append(item)
        for stack in stacks.values():
            length = [abs(i["y2"] - i["y"]) if "y2" in i else abs(i.get("width" if horizontal else "height", 0))
                      for i in stack]
            total = sum(length)
            if total > 0:
                for item, size in zip(stack, length):
                    shares[id(item)] = {"(normalized)": round(size / total * 100, 6)}
    return shares


def labelled(spec):
    """The spec with the label of the map it describes added to the marks' tooltip."""
    index, view, _ = described(spec)
    if not geographic(view) or not geo_value(view):
        return spec
    spec = json.loads(json.dumps(spec))
    target = spec["layer"][index] if "layer" in spec else spec
    encoding = target.setdefault("encoding", {})
    label = geo_label(view) or (None if mark_type(view) != "geoshape" else "id")
    tooltip = encoding.get("tooltip")
    tooltip = tooltip if isinstance(tooltip, list) else [tooltip] if isinstance(tooltip, dict) else []
    if label and not any(isinstance(t, dict) and t.get("field") == label for t in tooltip):
        tooltip = tooltip + [{"field": label, "type": "nominal"}]
    value = view["encoding"][geo_value(view)]
    if "field" in value and not any(isinstance(t, dict) and t.get("field") == value["field"] for t in tooltip):
        tooltip = tooltip + [{"field": value["field"], "type": "quantitative"}]
    encoding["tooltip"] = tooltip
    return spec


PROBE = "chartvoice_null"
POSITIONS = ("x", "y", "x2", "y2", "theta", "radius")


def accessor(name):
    """A Vega expression reading a field as Vega-Lite names it ("a.b" is nested, "a\\.b" is not)."""
    parts = [p.replace("\\.", ".") for p in re.split(r"(?<!\\)\.", name)]
    return "datum" + "".join(f"[{json.dumps(p)}]" for p in parts)


def probed(spec):
    """The spec with a probe in the described layer's marks' descriptions: "chartvoice_null: 1"
    for a mark drawn only from rows without a valid value on a position (a line's point drawn at
    zero by `invalid: null`, an ordinal bin of nulls, a bar of null directors), else 0. Each row is
    flagged by a calculate after the layer's transforms; a mark that aggregates rows takes the
    least flag of its rows, so that one valid row makes it a mark of valid values. `None` when
    the layer has no position field to probe (or is a map, repeated, or a composite mark)."""
    index, view, _ = described(spec)
    # A composite mark's tooltip changes what its marks describe (a box's quartiles, a bar's ends).
    if geographic(view) or repeated_layer(spec) or mark_type(view) in ("boxplot", "errorbar", "errorband"):
        return None
    encoding = view.get("encoding", {})
    tests = []
    for name in POSITIONS:
        channel = encoding.get(name)
        # A count is drawn for null rows too; another aggregate of nulls only is null.
        if not isinstance(channel, dict) or not isinstance(channel.get("field"), str) or channel.get(
                "aggregate") in ("count", "valid", "missing", "distinct"):
            continue
        value = accessor(channel["field"])
        numeric = channel.get("type") == "quantitative" or channel.get("bin") or "aggregate" in channel
        tests.append(f"!isValid({value})" + (f" || !isFinite(+{value})" if numeric else ""))
    if not tests:
        return None
    aggregated = any(isinstance(c, dict) and "aggregate" in c for c in encoding.values())
    spec = json.loads(json.dumps(spec))
    target = spec["layer"][index] if "layer" in spec and len(layers(spec)) == len(spec["layer"]) else spec
    if target is spec and "layer" in spec:
        return None  # nested layers: the probe would not reach the described one alone
    target.setdefault("transform", []).append({"calculate": f"({' || '.join(tests)}) ? 1 : 0", "as": PROBE})
    own = target.setdefault("encoding", {})
    tooltip = own.get("tooltip", encoding.get("tooltip"))
    tooltip = tooltip if isinstance(tooltip, list) else [tooltip] if isinstance(tooltip, dict) else []
    tooltip = [t for t in tooltip if isinstance(t, dict) and ("field" in t or "aggregate" in t)]
    probe = {"field": PROBE, "type": "quantitative"}
    if aggregated:
        probe["aggregate"] = "min"
    own["tooltip"] = tooltip + [dict(probe, title=PROBE)]
    return spec


def drawn_from_null(item):
    return pieces(item, probe=True).get(PROBE) == 1


def drawn(spec, graph):
    if repeated_layer(spec):
        # One view a repeated field ("child__layer_US_Gross_…"), all of them the chart.
        # A datum of the repeated field names each layer's series: a field, as chartvoice folds them.
        datum = json.loads(json.dumps(spec["spec"]).replace('{"datum": {"repeat": "layer"}', '{"field": "repeat"'))
        index, view, inner = described(datum)
        prefixes = ["child__layer_" + re.sub(r"\W", "_", f) + "_" + inner for f in spec["repeat"]["layer"]]
    else:
        index, view, prefix = described(spec)
        prefixes = [prefix]
    marktype = MARKTYPES.get(mark_type(view))
    encoding = view.get("encoding", {})
    measured = lambda c: isinstance(encoding.get(c), dict) and (
        encoding[c].get("type") == "quantitative" or "aggregate" in encoding[c])
    band = "y" if measured("x") and not measured("y") else "x"
    marks = [m for prefix in prefixes for m in data_marks(graph, prefix, []) if m.get("marktype") == marktype]
    if not marks:
        return None
    # A mark that draws several series puts each in a group of its own ("pathgroup").
    groups = []
    for mark in marks:
        # A line's point with no value is a gap in the line, not a point drawn.
        groups.append([item for item in mark.get("items", []) if item.get("defined", True) is not False])
    items = [item for group in groups for item in group]
    if geographic(view) and geo_value(view):
        # One region or place a label and value: a region's pieces count once.
        seen = set()
        items = [i for i in items if not (i.get("description") in seen or seen.add(i.get("description")))]
        groups = [items]
    result = measure(marktype, spec, view, items, groups, band)
    # Marks drawn only from rows without a valid position (`invalid: null`, an ordinal bin of
    # nulls), which chartvoice leaves out with a notice: what is drawn without them, to compare.
    null = [item for item in items if drawn_from_null(item)]
    if null:
        valued = [[item for item in group if not drawn_from_null(item)] for group in groups]
        result["nullMarks"] = len(null)
        result["valued"] = measure(marktype, spec, view, [i for i in items if not drawn_from_null(i)], valued, band)
    return result


def measure(marktype, spec, view, items, groups, band):
    """The marks' count, values, stacks and series."""
    shares = geometry(marktype, spec, view, items)
    extra = lambda item: shares.get(id(item), {})
    result = {"marktype": marktype, "marks": len(items), "values": summary(items, extra)}
    # Bars drawn on top of each other at one position (a stack) are read as its total.
    if marktype == "rect":
        stacks = len({round(item.get(band) or 0, 3) for item in items})
        if stacks < len(items):
            result["stacks"] = stacks
    # Series: each path of a line or area, or the marks of each colour.
    series = []
    if marktype in ("line", "area", "trail"):
        series = groups if len(groups) > 1 else []
    else:
        encoding = view.get("encoding", {})
        colour = encoding.get("color") or encoding.get("fill")
        if isinstance(colour, dict) and colour.get("type") in ("nominal", "ordinal") and "field" in colour and \
                colour["field"] not in (field(encoding.get("x")), field(encoding.get("y")), field(encoding.get("theta"))) \
                and marktype != "arc":
            by = OrderedDict()
            for item in items:
                by.setdefault(json.dumps(item.get("fill") or item.get("stroke")), []).append(item)
            if len(by) > 1:
                series = list(by.values())
    if series:
        result["series"] = sorted(
            [[len(s), {k: v[0] for k, v in summary(s, extra).items()}] for s in series],
            key=lambda s: (s[0], json.dumps(s[1], sort_keys=True)))
    return result


def scenegraph(spec):
    import vl_convert as vlc
    spec.setdefault("config", {})["aria"] = True
    graph = vlc.vegalite_to_scenegraph(spec)
    graph = json.loads(graph) if isinstance(graph, str) else graph
    return graph.get("scenegraph", graph)


def main(folders, render=scenegraph):
    result = {}
    for folder in folders:
        label = "gallery" if os.path.basename(os.path.normpath(folder)).endswith("gallery") else "corpus"
        for path in sorted(glob.glob(os.path.join(folder, "specs", "*.vl.json"))):
            spec = json.load(open(path))
            if composed(spec) or not ("mark" in spec or "layer" in spec or repeated_layer(spec)):
                continue
            name = os.path.basename(path)[: -len(".vl.json")]
            try:
                try:
                    entry = drawn(spec, render(inline(probed(spec) or labelled(spec), folder), f"{label}/{name}"))
                except Exception as error:  # a probe Vega cannot evaluate: the spec as it is
                    print(f"{name}: without a probe: {error}", file=sys.stderr)
                    entry = drawn(spec, render(inline(labelled(spec), folder), f"{label}/{name}"))
            except Exception as error:  # a spec Vega itself cannot draw offline
                print(f"{name}: {error}", file=sys.stderr)
                continue
            if entry:
                result[f"{label}/{name}"] = entry
    return result


if __name__ == "__main__":
    result = main(sys.argv[1:], lambda spec, _: scenegraph(spec))
    # One spec a line: compact, and a change shows as the lines of the specs it changes.
    print("{\n" + ",\n".join(f"{json.dumps(k)}: {json.dumps(result[k], sort_keys=True)}" for k in sorted(result)) + "\n}")
