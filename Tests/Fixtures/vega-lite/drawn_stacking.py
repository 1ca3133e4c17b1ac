#!/usr/bin/env python3
"""Which bar charts of the shared Vega-Lite corpus Vega draws stacked (vl-convert's scenegraph).

A bar chart is drawn stacked when two bars of one chart share a band (the same centre across
the bars: x for vertical bars, y for horizontal ones) and both have a length. Areas are stacked
when the compiled Vega holds a stack transform. Prints name, mark and stacking
(none, stacked, normalized, centered, overlaid) as TSV; `VegaLiteOracleTests` compares the chart's
`stacking` with it. The Swift tests never run Python.

    pip install vl-convert-python
    python3 Tests/Fixtures/vega-lite/drawn_stacking.py ../shared/corpus/vega-lite \
      > Tests/Fixtures/vega-lite/drawn-stacking.tsv
"""
import glob, json, os, sys
import vl_convert as vlc

corpus = sys.argv[1]
os.chdir(corpus)

def rects(node, out):
    if isinstance(node, dict):
        if node.get("marktype") == "rect":
            for item in node.get("items", []):
                out.append(item)
        for key in ("items", "root"):
            if key in node:
                for child in node[key] if isinstance(node[key], list) else [node[key]]:
                    rects(child, out)
    return out

def absolute(spec):
    # Local data as inline values, so that vl-convert needs no network.
    data = spec.get("data")
    if isinstance(data, dict) and "url" in data and not data["url"].startswith("http"):
        path = data["url"]
        fmt = data.get("format", {}).get("type") or os.path.splitext(path)[1][1:]
        text = open(path).read()
        data = dict(data)
        del data["url"]
        if fmt == "json":
            values = json.loads(text)
            prop = data.get("format", {}).get("property")
            if prop: values = values[prop]; data.get("format", {}).pop("property")
            data["values"] = values
        else:
            data["values"] = text
            data["format"] = dict(data.get("format", {}), type=fmt)
        spec = dict(spec, data=data)
    return spec

print("name\tmark\tstacking")
for path in sorted(glob.glob("specs/*.vl.json")):
    name = os.path.basename(path)[: -len(".vl.json")]
    spec = json.load(open(path))
    mark = spec.get("mark")
    mark = mark.get("type") if isinstance(mark, dict) else mark
    encoding = spec.get("encoding", {})
    if mark not in ("bar", "area") or "layer" in spec:
        continue
    if not any(k in encoding for k in ("color", "fill", "detail", "stroke", "opacity")):
        continue
    try:
        spec = absolute(spec)
        vega = vlc.vegalite_to_vega(spec)
        vega = json.loads(vega) if isinstance(vega, str) else vega
    except Exception as error:
        continue
    stacks = [t for d in vega.get("data", []) for t in d.get("transform", []) if t.get("type") == "stack"]
    offset = stacks[0].get("offset", "zero") if stacks else None
    kind = {"zero": "stacked", "normalize": "normalized", "center": "centered", None: "none"}[offset]
    if mark == "bar":
        try:
            graph = vlc.vegalite_to_scenegraph(spec)
            graph = json.loads(graph) if isinstance(graph, str) else graph
        except Exception:
            continue
        items = rects(graph.get("scenegraph", graph), [])
        y = encoding.get("y", {})
        x = encoding.get("x", {})
        horizontal = (x.get("type") == "quantitative" or "aggregate" in x) and not (
            y.get("type") == "quantitative" or "aggregate" in y)
        bands = {}
        for item in items:
            length = item.get("width", 0) if horizontal else item.get("height", 0)
            if not length or abs(length) < 1e-9:
                continue
            # A band is a bar's centre across the bars (a field Vega cannot place draws at 0).
            key = round(item.get("y", 0) + item.get("height", 0) / 2, 3) if horizontal else round(
                item.get("x", 0) + item.get("width", 0) / 2, 3)
            bands.setdefault(key, []).append(item)
        drawnStacked = any(len(v) > 1 for v in bands.values())
        if not drawnStacked:
            kind = "none"
        elif offset is None and not any(k in encoding for k in ("xOffset", "yOffset")):
            # Two bars in one band without a stack transform (`stack: null`): drawn over one another.
            kind = "overlaid"
    print(f"{name}\t{mark}\t{kind}")
