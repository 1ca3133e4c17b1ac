#!/usr/bin/env python3
"""How many points Vega draws for the scatter plots of several colour groups in the shared
Vega-Lite corpus (symbols in vl-convert's scenegraph). Prints name and count as TSV;
`VegaLiteDrawnPointsTests` checks that the description counts every one of them. The Swift
tests never run Python.

    pip install vl-convert-python
    python3 Tests/Fixtures/vega-lite/drawn_points.py ../shared/corpus/vega-lite \
      > Tests/Fixtures/vega-lite/drawn-points.tsv
"""
import glob, json, os, sys
import vl_convert as vlc

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
corpus = sys.argv[1]
os.chdir(corpus)

def inline(spec):
    data = spec.get("data")
    if isinstance(data, dict) and "url" in data and not data["url"].startswith("http"):
        path = data["url"]
        fmt = data.get("format", {}).get("type") or os.path.splitext(path)[1][1:]
        text = open(path).read()
        data = {k: v for k, v in data.items() if k != "url"}
        if fmt == "json":
            data["values"] = json.loads(text)
        else:
            data["values"] = text
            data["format"] = dict(data.get("format", {}), type=fmt)
        spec = dict(spec, data=data)
    return spec

def symbols(node, out):
    if isinstance(node, dict):
        if node.get("marktype") == "symbol" and node.get("role") == "mark":
            out += [i for i in node.get("items", []) if "x" in i and "y" in i]
        for child in node.get("items", []):
            symbols(child, out)
    return out

print("name\tpoints")
for path in sorted(glob.glob("specs/*.vl.json")):
    name = os.path.basename(path)[: -len(".vl.json")]
    spec = json.load(open(path))
    mark = spec.get("mark")
    mark = mark.get("type") if isinstance(mark, dict) else mark
    encoding = spec.get("encoding", {})
    color = encoding.get("color", {})
    if mark not in ("point", "circle", "square") or "layer" in spec or "transform" in spec:
        continue
    if color.get("type") not in ("nominal", "ordinal") or "aggregate" in encoding.get("y", {}):
        continue
    if encoding.get("x", {}).get("type") != "quantitative" or encoding.get("y", {}).get("type") != "quantitative":
        continue
    try:
        graph = vlc.vegalite_to_scenegraph(inline(spec))
        graph = json.loads(graph) if isinstance(graph, str) else graph
    except Exception:
        continue
    print(f"{name}\t{len(symbols(graph['scenegraph'], []))}")
