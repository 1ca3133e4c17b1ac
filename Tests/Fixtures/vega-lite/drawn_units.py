#!/usr/bin/env python3
"""How many marks Vega draws per category in the unit charts of the shared corpora (isotype charts,
Wilkinson dot plots: one mark a row): each mark's ARIA description ("col: 3; animal: cattle") names
its category, and the marks are counted per category (and per facet, for a faceted spec). Prints
spec, facet (its place among the facet's views, "" without one), category field, category and count as TSV, from vl-convert's
scenegraph; `VegaLiteUnitChartTests` checks that chartvoice reads the same counts. The Swift tests
never run Python.

    pip install vl-convert-python
    python3 Tests/Fixtures/vega-lite/drawn_units.py ../shared > Tests/Fixtures/vega-lite/drawn-units.tsv
"""
import collections, json, os, sys
import vl_convert as vlc

# Spec, its corpus, and the field that names a mark's category in its description.
SPECS = [
    ("circle_wilkinson_dotplot", "vega-lite", "data"),
    ("isotype_grid", "vega-lite", "row"),
    ("alt__wilkinson_dot_plot", "vega-lite-gallery", "data"),
    ("alt__isotype_grid", "vega-lite-gallery", "row"),
    ("vl__isotype_bar_chart", "vega-lite-gallery", "animal"),
    ("alt__isotype", "vega-lite-gallery", "animal"),
]


def items(node, facet=""):
    """The symbol items of a scenegraph, each with its facet: the 1-based place of its cell among
    the facet's cells, in drawing (reading) order; "" outside a facet."""
    if not isinstance(node, dict):
        return
    if node.get("marktype") == "symbol" and node.get("role") == "mark":
        for item in node.get("items", []):
            yield item, facet
        return
    cells = node.get("marktype") == "group" and node.get("name") == "cell"
    for index, child in enumerate(node.get("items", [])):
        yield from items(child, str(index + 1) if cells else facet)


def fields(description):
    result = {}
    for part in (description or "").split("; "):
        key, _, value = part.partition(": ")
        result[key.strip()] = value.strip()
    return result


print("spec\tfacet\tfield\tcategory\tcount")
shared = sys.argv[1]
for name, corpus, field in SPECS:
    folder = os.path.join(shared, "corpus", corpus)
    spec = json.load(open(os.path.join(folder, "specs", name + ".vl.json")))
    data = spec.get("data")
    if isinstance(data, dict) and "url" in data:
        spec["data"] = {"values": json.load(open(os.path.join(folder, data["url"])))}
    graph = vlc.vegalite_to_scenegraph(spec)
    graph = json.loads(graph) if isinstance(graph, str) else graph
    graph = graph.get("scenegraph", graph)
    counts = collections.Counter()
    for item, facet in items(graph):
        key = fields(item.get("description")).get(field)
        if key is not None:
            counts[(facet, key)] += 1
    for (group, category), count in sorted(counts.items()):
        print(f"{name}\t{group}\t{field}\t{category}\t{count}")
