#!/usr/bin/env python3
"""The Python pipeline a user would write to get the facts chartvoice describes, timed.

    python3 Benchmarks/python_pipeline.py data.csv --name 1M [--repeat 3] [--dates]

pandas.read_csv, then min, max, mean, median, scipy.stats.kendalltau (the Mann–Kendall S behind
the trend test), a least-squares slope (numpy.polyfit) and lttb to 200 points. Prints
`python_pipeline_<name>: <seconds> s` (the fastest of --repeat runs, by the wall clock, as
chartvoice's figure is taken) and the process CPU time of that run.
"""

import argparse
import time

import lttb
import numpy as np
import pandas as pd
from scipy import stats


def pipeline(path, dates):
    if dates:
        # ISO 8601 timestamps in the first column, as seconds since 1970.
        frame = pd.read_csv(path, parse_dates=[0])
        x = frame.iloc[:, 0].astype("int64").to_numpy(dtype=float) / 1e9
    else:
        frame = pd.read_csv(path)
        x = frame.iloc[:, 0].to_numpy(dtype=float)
    y = frame.iloc[:, 1].to_numpy(dtype=float)
    facts = {
        "min": float(np.nanmin(y)),
        "max": float(np.nanmax(y)),
        "mean": float(np.nanmean(y)),
        "median": float(np.nanmedian(y)),
        "tau": stats.kendalltau(x, y),
        "slope": np.polyfit(x, y, 1)[0],
        "lttb": lttb.downsample(np.column_stack([x, y]), n_out=200),
    }
    return facts


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("path")
    parser.add_argument("--name", default="file")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--dates", action="store_true", help="the first column holds ISO 8601 dates")
    args = parser.parse_args()
    best = None
    for _ in range(max(1, args.repeat)):
        wall, cpu = time.perf_counter(), time.process_time()
        pipeline(args.path, args.dates)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        if best is None or wall < best[0]:
            best = (wall, cpu)
    print(f"python_pipeline_{args.name}: {best[0]:.3f} s")
    print(f"python_pipeline_{args.name}_cpu: {best[1]:.3f} s")


if __name__ == "__main__":
    main()
