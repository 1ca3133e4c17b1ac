#!/usr/bin/env python3
"""The Python pipeline a user would write to get the facts chartvoice describes, timed.

    python3 Benchmarks/python_pipeline.py data.csv --name 1M [--repeat 3] [--dates]

pandas.read_csv, then min, max, mean, median, scipy.stats.kendalltau (the Mann–Kendall S behind
the trend test), a least-squares slope (numpy.polyfit) and lttb to 200 points. Prints
`python_pipeline_<name>: <seconds> s` (the fastest of --repeat runs, by the wall clock, as
chartvoice's figure is taken) and the process CPU time of that run.
"""

import numpy as np
import pandas as pd
from pipeline_common import ordered_facts, run


def pipeline(path, dates):
    if dates:
        # ISO 8601 timestamps in the first column, as seconds since 1970.
        frame = pd.read_csv(path, parse_dates=[0])
        # pandas 3 parses to microseconds, earlier versions to nanoseconds: say which, then
        # divide (astype("int64") alone gives the parser's unit).
        x = frame.iloc[:, 0].to_numpy(dtype="datetime64[ns]").astype("int64").astype(float) / 1e9
    else:
        frame = pd.read_csv(path)
        x = frame.iloc[:, 0].to_numpy(dtype=float)
    y = frame.iloc[:, 1].to_numpy(dtype=float)
    facts = {
        "min": float(np.nanmin(y)),
        "max": float(np.nanmax(y)),
        "mean": float(np.nanmean(y)),
        "median": float(np.nanmedian(y)),
    }
    facts.update(ordered_facts(x, y))
    return facts


if __name__ == "__main__":
    run(pipeline, "python_pipeline")
