#!/usr/bin/env python3
"""The polars equivalent of python_pipeline.py: the same facts, read and reduced by polars.

    python3 Benchmarks/polars_pipeline.py data.csv --name 1M [--repeat 3] [--dates]

polars.read_csv (dates parsed by polars), then min, max, mean and median in polars,
scipy.stats.kendalltau (the Mann–Kendall S behind the trend test; polars has no Kendall's tau), a
least-squares slope (numpy.polyfit) and lttb to 200 points. Prints `polars_pipeline_<name>:
<seconds> s` (the fastest of --repeat runs, by the wall clock) and the process CPU time of that run.
"""

import numpy as np
import polars as pl
from pipeline_common import ordered_facts, run


def pipeline(path, dates):
    frame = pl.read_csv(path, try_parse_dates=dates)
    first, second = frame.columns[0], frame.columns[1]
    if dates:
        # Seconds since 1970, whatever unit the parser chose.
        x = frame[first].dt.epoch("ms").to_numpy().astype(float) / 1e3
    else:
        x = frame[first].cast(pl.Float64).to_numpy()
    column = frame[second].cast(pl.Float64)
    y = column.to_numpy()
    facts = {
        "min": column.min(),
        "max": column.max(),
        "mean": column.mean(),
        "median": column.median(),
    }
    facts.update(ordered_facts(x, y))
    return facts


if __name__ == "__main__":
    run(pipeline, "polars_pipeline")
