#!/usr/bin/env python3
"""What Vega draws for the error bars, error bands and box plots of the gallery corpus: each
group's range ends and centre, or its box (quartiles, median, whiskers), as VegaFusion computes
Vega's data flow. Prints spec, group ("*" for the one group of a mark over one quantity alone),
statistic and value as TSV; `VegaLiteCompositeMarksTests`
checks that chartvoice reads the same numbers. Bootstrap intervals (`ci`) are random and left
out. The Swift tests never run Python.

    pip install vl-convert-python vegafusion
    python3 Tests/Fixtures/vega-lite/drawn_composites.py ../shared/corpus/vega-lite-gallery \
      > Tests/Fixtures/vega-lite/drawn-composites.tsv
"""
import glob, json, os, sys
import vl_convert as vlc
import vegafusion as vf

corpus = sys.argv[1]
os.chdir(corpus)
# VegaFusion takes the median of an even count as the lower middle value (101019 for 101019.5),
# where Vega's median (d3's) is the mean of the two: the medians are left out ("mid_box_" matched
# and dropped), and checked by the claims checker against the rows instead.
STATS = {"lower_box_": "q1", "upper_box_": "q3", "mid_box_": None, "lower_whisker_": "lowerWhisker",
         "upper_whisker_": "upperWhisker", "lower_": "lower", "upper_": "upper"}
print("spec\tgroup\tstatistic\tvalue")


def label(value):
    """A group's value as chartvoice names its category: whole numbers without a decimal point."""
    return str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)

def hand_built(spec):
    """The field of a hand-built error bar (issue 15): a rule layer from the `min` to the `max` of
    one field (its ends, in Vega's data, `min_<field>` and `max_<field>`), else None."""
    for view in spec.get("layer", []):
        mark = view.get("mark")
        encoding = view.get("encoding", {})
        for c in ("x", "y"):
            start, end = encoding.get(c), encoding.get(c + "2")
            if (mark if isinstance(mark, str) else (mark or {}).get("type")) == "rule" and isinstance(start, dict) \
                    and isinstance(end, dict) and start.get("field") == end.get("field") \
                    and {start.get("aggregate"), end.get("aggregate")} == {"min", "max"}:
                return start["field"]
    return None


def hand_built_box(spec):
    """The fields of a box plot drawn from pre-aggregated fields (a rule from the lower to the
    upper whisker, a bar from the lower to the upper quartile, a tick at the median), as the
    statistics they are, else None."""
    views = {}
    for view in spec.get("layer", []):
        mark = view.get("mark")
        views.setdefault(mark if isinstance(mark, str) else (mark or {}).get("type"), []).append(
            view.get("encoding", {}))
    for c in ("x", "y"):
        def ends(mark):
            found = [(e[c].get("field"), e[c + "2"].get("field")) for e in views.get(mark, [])
                     if isinstance(e.get(c), dict) and isinstance(e.get(c + "2"), dict)
                     and "aggregate" not in e[c] and e[c].get("field")]
            return found[0] if len(found) == 1 else None
        ticks = [e[c]["field"] for e in views.get("tick", []) if isinstance(e.get(c), dict) and "field" in e[c]]
        if ends("bar") and ends("rule") and len(ticks) == 1:
            (q1, q3), (low, high) = ends("bar"), ends("rule")
            return {q1: "q1", q3: "q3", low: "lowerWhisker", high: "upperWhisker", ticks[0]: None}
    return None


for path in sorted(glob.glob("specs/*.vl.json")):
    text = open(path).read()
    spanned = hand_built(json.loads(text))
    boxed = hand_built_box(json.loads(text))
    # A hand-built error bar's ends are what a min-max error bar's would be: each group's
    # smallest and largest value; a hand-built box's statistics are its fields.
    stats_of = dict(STATS, **{f"min_{spanned}": "lower", f"max_{spanned}": "upper"}) if spanned else boxed or STATS
    spanned = spanned or boxed
    if not spanned and not any(f'"{m}"' in text for m in ("errorbar", "errorband", "boxplot")) or '"ci"' in text:
        continue
    spec = json.loads(text)
    data = spec.get("data")
    if isinstance(data, dict) and "url" in data:
        spec["data"] = data = {"values": json.load(open(data["url"]))}
    try:
        vega = vlc.vegalite_to_vega(spec)
        transformed = vf.runtime.pre_transform_spec(vega)[0]
    except Exception:
        continue
    found = {}
    for dataset in transformed.get("data", []):
        for row in dataset.get("values") or []:
            if not isinstance(row, dict):
                continue
            stats = {}
            for key, value in row.items():
                prefix = next((p for p in stats_of if key.startswith(p)), None)
                if prefix and stats_of[prefix] and isinstance(value, (int, float)):
                    stats[stats_of[prefix]] = value
            group = [label(v) for k, v in sorted(row.items()) if not any(k.startswith(p) for p in stats_of)
                     and not k.startswith(("center_", "min_", "max_") + (("mean_",) if spanned else ()))
                     and not isinstance(v, (dict, list))]
            # A composite mark over one quantity alone is one group, "*" (in a chart of its own:
            # over another layer's points, one range over all the data matches no point).
            if stats and (len(group) == 1 or not group and "layer" not in spec):
                found.setdefault(group[0] if group else "*", {}).update(stats)
    name = os.path.basename(path)[: -len(".vl.json")]
    for group, stats in sorted(found.items()):
        for statistic, value in sorted(stats.items()):
            print(f"{name}\t{group}\t{statistic}\t{value!r}")
