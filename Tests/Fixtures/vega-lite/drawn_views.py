#!/usr/bin/env python3
"""What Vega draws in each view of the composed Vega-Lite specs chartvoice describes as sets of
charts: for every view in reading order, its mark types, how many marks, and for every numeric
field of the marks' ARIA descriptions ("age: 0; population: 9310714") the sum, minimum and
maximum of the values drawn. Read from vl-convert's scenegraph; `VegaLiteDrawnViewsTests` checks
the views chartvoice reads against it. The Swift tests never run Python.

    pip install vl-convert-python
    python3 Tests/Fixtures/vega-lite/drawn_views.py ../shared/corpus/vega-lite-gallery \\
      > Tests/Fixtures/vega-lite/drawn-views.json

A map whose regions the spec names by a nominal tooltip (a facet of county choropleths) counts
one mark a region and value, as chartvoice reads it: a region drawn in several pieces is one; its
value is added to the tooltip as "(value)", so that the descriptions write it as a number.

Views are the "cell" groups of a facet (ordered top to bottom, then left to right, as read) and
the groups of a concatenation or repeat (in the spec's order, which is reading order).
"""
import glob, json, os, re, sys
import vl_convert as vlc

here = os.path.dirname(os.path.abspath(__file__))
COMPOSED = ("hconcat", "vconcat", "concat", "repeat")


def repeated_layer(spec):
    """Whether a spec repeats one view as layers (`repeat: {"layer": [...]}` alone): one chart,
    which `drawn_charts.py` measures."""
    return isinstance(spec.get("repeat"), dict) and list(spec["repeat"]) == ["layer"]


def composed(spec):
    if repeated_layer(spec):
        return False
    if any(k in spec for k in COMPOSED) or ("facet" in spec and "spec" in spec):
        return True
    return any(c in spec.get("encoding", {}) for c in ("row", "column", "facet"))


def inline(node, base):
    if isinstance(node, dict):
        out = {}
        for k, v in node.items():
            if k == "data" and isinstance(v, dict) and "url" in v and not v["url"].startswith("http"):
                path = os.path.join(base, v["url"])
                fmt = v.get("format", {}).get("type") or os.path.splitext(path)[1][1:]
                text = open(path).read()
                d = {a: b for a, b in v.items() if a != "url"}
                if fmt == "json":
                    d["values"] = json.loads(text)
                else:
                    d["values"] = text
                    d["format"] = dict(v.get("format", {}), type=fmt)
                out[k] = d
            else:
                out[k] = inline(v, base)
        return out
    if isinstance(node, list):
        return [inline(x, base) for x in node]
    return node


NUMBER = re.compile(r"^-?[\d,]*\.?\d+(?:e[-+]?\d+)?$")


def marks_of(group):
    """The data marks directly or in layers below a view's group (no axes, legends, titles, and
    no brush of an interval selection)."""
    found = []
    for node in group.get("items", []):
        if node.get("role") == "mark" and node.get("marktype") != "group":
            if "brush" not in (node.get("name") or ""):
                found.append(node)
        elif node.get("marktype") == "group" and node.get("role") not in ("axis", "legend", "title", "frame"):
            for item in node.get("items", []):
                found += marks_of(item)
    return found


def is_view_group(node):
    name = node.get("name") or ""
    return node.get("marktype") == "group" and (name.endswith("cell") or (name.endswith("_group") and not name.endswith("pathgroup")))


def holds_views(item):
    """Whether a group item holds views of its own (a composition inside a composition)."""
    for node in item.get("items", []):
        if is_view_group(node) or (node.get("marktype") == "group" and node.get("role") not in ("axis", "legend", "title")
                                   and any(holds_views(i) for i in node.get("items", []))):
            return True
    return False


def views(node, out):
    """Collects the groups that hold data marks, in reading order."""
    if not isinstance(node, dict):
        return
    if is_view_group(node):
        items = node.get("items", [])
        if (node.get("name") or "").endswith("cell"):
            items = sorted(items, key=lambda i: (round(i.get("y", 0), 3), round(i.get("x", 0), 3)))
        for item in items:
            if holds_views(item):
                for child in item.get("items", []):
                    views(child, out)
            else:
                out.append(marks_of(item))
        return
    for child in node.get("items", []):
        if isinstance(child, dict) and child.get("role") not in ("axis", "legend", "title"):
            views(child, out)


def map_label(spec):
    """The nominal tooltip field that names the regions of a composed map, or None."""
    inner = spec.get("spec", spec)
    mark = inner.get("mark")
    if (mark.get("type") if isinstance(mark, dict) else mark) != "geoshape":
        return None
    tooltip = inner.get("encoding", {}).get("tooltip")
    for item in tooltip if isinstance(tooltip, list) else [tooltip]:
        if isinstance(item, dict) and "field" in item and item.get("type") in (None, "nominal", "ordinal"):
            return item["field"]
    return None


def summarise(marks, unique=False):
    values = {}
    count = 0
    seen = set()
    for mark in marks:
        for item in mark.get("items", []):
            if unique:
                if item.get("description") in seen:
                    continue
                seen.add(item.get("description"))
            count += 1
            for part in (item.get("description") or "").split("; "):
                key, _, value = part.partition(": ")
                value = value.strip().replace("\u2212", "-")  # d3-format writes a minus sign
                if NUMBER.match(value):
                    values.setdefault(key, []).append(float(value.replace(",", "")))
    return {
        "marktypes": sorted({m["marktype"] for m in marks}),
        "marks": count,
        "values": {k: [sum(v), min(v), max(v), len(v)] for k, v in values.items()},
    }


def scenegraph(spec):
    """The scenegraph vl-convert renders for a spec, with ARIA descriptions on its marks."""
    spec.setdefault("config", {})["aria"] = True
    sg = vlc.vegalite_to_scenegraph(spec)
    sg = json.loads(sg) if isinstance(sg, str) else sg
    return sg.get("scenegraph", sg)


def drawn(spec):
    out = []
    unique = map_label(spec) is not None
    if unique:
        # The value as a number in every mark's description ("(value): 0.45"), whatever the
        # tooltip's format writes.
        spec = json.loads(json.dumps(spec))
        encoding = spec.get("spec", spec).setdefault("encoding", {})
        colour = encoding.get("color") or {}
        if isinstance(colour.get("field"), str):
            encoding["tooltip"] = list(encoding.get("tooltip") or []) + [
                {"field": colour["field"], "type": "quantitative", "title": "(value)"}]
    views(scenegraph(spec), out)
    return [summarise(v, unique) for v in out]


def main():
    gallery = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else None
    result = {}
    sources = [("composed", os.path.join(here, "composed"), here)]
    if gallery:
        sources.append(("gallery", os.path.join(gallery, "specs"), gallery))
    for label, folder, base in sources:
        for path in sorted(glob.glob(os.path.join(folder, "*.vl.json"))):
            spec = json.load(open(path))
            if not composed(spec):
                continue
            name = os.path.basename(path)[: -len(".vl.json")]
            try:
                result[f"{label}/{name}"] = drawn(inline(spec, base))
            except Exception as error:  # a spec Vega itself cannot draw offline
                print(f"{name}: {error}", file=sys.stderr)
    json.dump(result, sys.stdout, indent=1, sort_keys=True)
    print()


if __name__ == "__main__":
    main()
