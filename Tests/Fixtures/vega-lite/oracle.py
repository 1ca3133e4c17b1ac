#!/usr/bin/env python3
"""Expected numbers for a sample of the shared Vega-Lite corpus, computed independently of
chartvoice.

Each spec's data is run through its transforms and encoding aggregation by VegaFusion (the Rust
implementation of Vega's transforms that Altair's `transformed_data()` uses), and, where VegaFusion
does not support a transform, by hand with plain Python. For each spec the table below names the
columns of that output that chartvoice describes: the measure (its y values), the dimension (its x
axis, whose rows without a valid value the chart leaves out) and the series. The script writes, per
spec, the number of series, the number of valid y values, their minimum, maximum and mean, and the
values of reference lines, to `expected.json`, which `VegaLiteOracleTests` compares with what
`VegaLiteReader` reads: from the corpus when it is there, else for the specs copied into
`specs/` beside this script (CI has only those). The Swift tests never run Python.

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install altair vegafusion vl-convert-python pandas pyarrow
    TZ=UTC /tmp/venv/bin/python Tests/Fixtures/vega-lite/oracle.py ../shared/corpus/vega-lite

Dates are UTC, as chartvoice reads them (hence TZ=UTC).
"""

import csv
import json
import math
import os
import sys

os.environ["TZ"] = "UTC"

import altair as alt  # noqa: E402
import vegafusion  # noqa: E402

# spec → how chartvoice maps VegaFusion's output: measure column (or a function of a row), dimension
# column (None for one value), series columns, whether the dimension is continuous (invalid rows
# dropped), and extras: "normalize" (shares in percent of each dimension value's total), "layer"
# (which layer's data), "rules" (layer and column of reference-line values).
SAMPLE = {
    "bar_aggregate": dict(measure="sum_people", dim="age", series=[]),
    "histogram": dict(measure="__count", dim="bin_maxbins_10_IMDB Rating", series=[], continuous=True),
    "line": dict(measure="price", dim="date", series=[], continuous=True),
    "stacked_bar_weather": dict(measure="__count", dim="month_date", series=["weather"]),
    "area": dict(measure="sum_count", dim="yearmonth_date", series=[], continuous=True),
    "point_2d": dict(measure="Miles_per_Gallon", dim="Horsepower", series=[], continuous=True, scatter=True),
    "bar_month": dict(measure="mean_precipitation", dim="month_date", series=[]),
    "line_color": dict(measure="price", dim="date", series=["symbol"], continuous=True),
    "window_top_k": dict(measure="score", dim="student", series=[]),
    "joinaggregate_percent_of_total": dict(measure="PercentOfTotal", dim="Activity", series=[]),
    "line_slope": dict(measure="median_yield", dim="year", series=["site"]),
    "rect_heatmap": dict(measure="mean_Horsepower", dim="Cylinders", series=["Origin"]),
    "arc_pie": dict(measure="value", dim="category", series=[]),
    "area_cumulative_freq": dict(measure="Cumulative Count", dim="IMDB Rating", series=[], continuous=True),
    "line_calculate": dict(measure="mean_temp_range", dim="month_date", series=[]),
    "histogram_rel_freq": dict(measure="PercentOfTotal", dim="bin_Horsepwoer", series=[], continuous=True),
    "bar_column_pivot": dict(measure="gold", dim="country", series=[]),
    "window_cumulative_running_average": dict(measure="Average_MPG", dim="year", series=[], layer=1, continuous=True),
    "stacked_area_normalize": dict(measure="sum_count", dim="yearmonth_date", series=["series"], continuous=True, normalize=True),
    "circle_binned": dict(measure="__count", dim="bin_maxbins_10_IMDB Rating", series=["bin_maxbins_10_Rotten Tomatoes Rating"], continuous=True, series_continuous=True),
    "line_impute_transform_frame": dict(measure="b", dim="a", series=["c"], continuous=True),
    "bar_diverging_stack_transform": dict(measure=lambda row: row["nx2"] - row["nx"], dim="question", series=["type"]),
    "tick_strip": dict(measure="Horsepower", dim="Cylinders", series=[], scatter=True),
    "layer_line_color_rule": dict(measure="price", dim="date", series=["symbol"], continuous=True, rules=(1, "mean_price")),
    "layer_bar_month": dict(measure="mean_precipitation", dim="month_date", series=[], rules=(1, "mean_precipitation")),
    "stacked_bar_population": dict(measure="sum_people", dim="age", series=["gender"]),
    "line_max_year": dict(measure="max_temp_max", dim="yearmonth_date", series=[], continuous=True),
    "bar": dict(measure="b", dim="a", series=[]),
    "rect_heatmap_weather": dict(measure="max_temp_max", dim="date_date", series=["month_date"]),
    "point_color_with_shape": dict(measure="Body Mass (g)", dim="Flipper Length (mm)", series=["Species"], continuous=True),
    "stacked_bar_unaggregate": dict(measure="b", dim="a", series=["c"]),
    "bar_grouped": dict(measure="value", dim="category", series=["group"]),
    "line_quarter_legend": dict(measure="mean_price", dim="year_date", series=["quarter_date"], continuous=True),
    "stacked_area_stream": dict(measure="sum_count", dim="yearmonth_date", series=["series"], continuous=True),
    "histogram_log": dict(measure="__count", dim="x1", series=[], continuous=True),
    "circle_github_punchcard": dict(measure="sum_count", dim="hours_time", series=["day_time"]),
    "bar_yearmonth": dict(measure="mean_temp_max", dim="yearmonth_date", series=[], continuous=True),
    "line_overlay": dict(measure="mean_price", dim="year_date", series=["symbol"], continuous=True),
    "stacked_bar_h": dict(measure="sum_yield", dim="variety", series=["site"]),
    "tick_histogram": dict(measure="__count", dim="bin_maxbins_10_IMDB Rating", series=[], continuous=True),
    "line_color_binned": dict(measure="mean_Horsepower", dim="Year", series=["bin_maxbins_6_Acceleration"], continuous=True),
    "bar_gantt": dict(measure="start", dim="task", series=[], extra_measure="end"),
    "area_temperature_range": dict(measure="max_temp_max", dim="monthdate_date", series=[], extra_measure="min_temp_min"),
}


def valid(value):
    if value is None:
        return False
    try:
        return not math.isnan(float(value))
    except (TypeError, ValueError):
        return True  # text and dates are valid values


def records(frame):
    return frame.to_dict("records") if frame is not None else []


def expected_for(name, rows, mapping, layers):
    measure = mapping["measure"]
    value = measure if callable(measure) else (lambda row: row.get(measure))
    dim = mapping.get("dim")
    if mapping.get("continuous") and dim:
        rows = [row for row in rows if valid(row.get(dim))]
    if mapping.get("series_continuous"):
        rows = [row for row in rows if all(valid(row.get(column)) for column in mapping["series"])]
    values = []
    for row in rows:
        v = value(row)
        values.append(float(v) if valid(v) else None)
    series_count_factor = 1
    if "extra_measure" in mapping:
        # A range (y with y2): the ends are a second series.
        values += [float(row[mapping["extra_measure"]]) if valid(row.get(mapping["extra_measure"])) else None
                   for row in rows]
        series_count_factor = 2
    if mapping.get("normalize"):
        totals = {}
        for row, v in zip(rows, values):
            if v is not None:
                totals[str(row[dim])] = totals.get(str(row[dim]), 0.0) + abs(v)
        values = [None if v is None or totals[str(row[dim])] == 0 else v / totals[str(row[dim])] * 100
                  for row, v in zip(rows, values)]
    series = {tuple(str(row.get(column)) for column in mapping["series"]) for row in rows}
    numbers = [v for v in values if v is not None]
    result = {
        "series": len(series) * series_count_factor,
        "points": len(numbers),
        "min": min(numbers),
        "max": max(numbers),
        "mean": math.fsum(numbers) / len(numbers),
    }
    if "rules" in mapping:
        layer, column = mapping["rules"]
        result["referenceLines"] = sorted(float(row[column]) for row in records(layers[layer]))
    return result


def lookup_by_hand(corpus):
    """`lookup`: the mean age of each group's people (VegaFusion has no lookup from a file)."""
    with open(os.path.join(corpus, "data/lookup_people.csv")) as f:
        people = {row["name"]: row for row in csv.DictReader(f)}
    with open(os.path.join(corpus, "data/lookup_groups.csv")) as f:
        groups = list(csv.DictReader(f))
    ages = {}
    for row in groups:
        person = people.get(row["person"])
        if person is not None:
            ages.setdefault(row["group"], []).append(float(person["age"]))
    means = [math.fsum(a) / len(a) for a in ages.values()]
    return {"series": 1, "points": len(means), "min": min(means), "max": max(means),
            "mean": math.fsum(means) / len(means)}


def main():
    corpus = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "../shared/corpus/vega-lite")
    here = os.path.dirname(os.path.abspath(__file__))
    os.chdir(corpus)  # data URLs are relative to the corpus folder
    expected = {}
    for name, mapping in SAMPLE.items():
        with open(f"specs/{name}.vl.json") as f:
            spec = json.load(f)
        chart = alt.LayerChart.from_dict(spec) if "layer" in spec else alt.Chart.from_dict(spec)
        data = chart.transformed_data()
        layers = data if isinstance(data, list) else [data]
        rows = records(layers[mapping.get("layer", 0)])
        expected[name] = expected_for(name, rows, mapping, layers)
    expected["lookup"] = lookup_by_hand(corpus)
    document = {
        "generator": "Tests/Fixtures/vega-lite/oracle.py",
        "altair": alt.__version__,
        "vegafusion": vegafusion.__version__,
        "specs": expected,
    }
    with open(os.path.join(here, "expected.json"), "w") as f:
        json.dump(document, f, indent=2, sort_keys=True)
        f.write("\n")
    print(f"wrote {len(expected)} specs to {os.path.join(here, 'expected.json')}")


if __name__ == "__main__":
    main()
