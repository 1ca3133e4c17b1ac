#!/usr/bin/env python3
"""What Vega draws in each layer of the gallery's layer charts whose layers have data of their own
or hold a layer chartvoice leaves out (text labels, a trail or image mark, a loess, regression or
quantile curve): for every mark of
the scenegraph named `layer_<i>_…`, its layer, mark type, how many marks, and for every numeric
field of the marks' ARIA descriptions ("b: 28; a: A") the sum, minimum, maximum and count of the
values drawn, and for text marks the labels as drawn. Read from vl-convert's scenegraph; `VegaLiteDrawnLayersTests` checks the layer
chartvoice describes, and that text labels draw values of that layer, against it. The Swift tests
never run Python.

    pip install vl-convert-python
    python3 Tests/Fixtures/vega-lite/drawn_layers.py ../shared/corpus/vega-lite-gallery \\
      > Tests/Fixtures/vega-lite/drawn-layers.json
"""
import glob, json, os, re, sys

from drawn_views import inline, scenegraph, summarise  # noqa: E402  (the same data inlining and summary)
from drawn_charts import layers as flattened  # noqa: E402  (the layers as chartvoice numbers them)

LEFT_OUT_MARKS = ("text", "trail", "image")
LEFT_OUT_TRANSFORMS = ("loess", "regression", "quantile")
LAYER = re.compile(r"^layer_(\d+)_")


def left_out(layer):
    mark = layer.get("mark")
    mark = mark.get("type") if isinstance(mark, dict) else mark
    if mark in LEFT_OUT_MARKS:
        return True
    return any(k in t for t in layer.get("transform", []) for k in LEFT_OUT_TRANSFORMS)


def marks(node, out, prefixes):
    """The data marks under a node, each with the index of its layer: a layer that holds layers
    is flattened into its views ("layer_0_layer_1_marks" is a view of its own), numbered in
    drawing order as chartvoice numbers them."""
    if isinstance(node, dict):
        name = node.get("name") or ""
        if node.get("role") == "mark" and node.get("marktype") != "group" and LAYER.match(name):
            index = max((p for p in prefixes if name.startswith(p)), key=len, default=None)
            if index is not None:
                out.append((prefixes[index], node))
        for child in node.get("items", []):
            marks(child, out, prefixes)


def layers(spec):
    found = []
    marks(scenegraph(spec), found, {prefix: index for index, _, prefix in flattened(spec)})
    result = []
    for index, mark in found:
        # Vega writes negative numbers with U+2212 MINUS SIGN ("−28").
        items = [dict(i, description=(i.get("description") or "").replace("\u2212", "-")) for i in mark.get("items", [])]
        summary = summarise([dict(mark, items=items)])
        entry = {"layer": index, "marktype": mark["marktype"], "marks": summary["marks"], "values": summary["values"]}
        if mark["marktype"] == "text":
            # The labels as drawn ("28", "12.5%", "Comedy"), a line of several joined by a space.
            entry["texts"] = [" ".join(map(str, t)) if isinstance(t, list) else str(t)
                              for t in (item.get("text") for item in mark.get("items", [])) if t is not None]
        result.append(entry)
    return result


def main():
    gallery = os.path.abspath(sys.argv[1])
    result = {}
    for path in sorted(glob.glob(os.path.join(gallery, "specs", "*.vl.json"))):
        spec = json.load(open(path))
        if "layer" not in spec or not any(left_out(layer) or "data" in layer for layer in spec["layer"]):
            continue
        name = os.path.basename(path)[: -len(".vl.json")]
        try:
            result[name] = layers(inline(spec, gallery))
        except Exception as error:  # a spec vl-convert cannot render is left out of the table
            print(f"{name}: {error}", file=sys.stderr)
    json.dump(result, sys.stdout, indent=1, sort_keys=True)
    print()


if __name__ == "__main__":
    main()
