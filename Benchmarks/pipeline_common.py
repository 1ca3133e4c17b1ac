"""What the Python pipelines share (python_pipeline.py, polars_pipeline.py): the facts computed
with numpy and scipy whatever read the data, the command line and the timing.

    ordered_facts(x, y)                # Kendall's tau, the least-squares slope, lttb to 200 points

    run(pipeline, "python_pipeline")   # parses PATH --name --repeat --dates, times pipeline(path, dates)

Prints `<prefix>_<name>: <seconds> s` (the fastest of --repeat runs, by the wall clock, as
chartvoice's figure is taken) and `<prefix>_<name>_cpu: <seconds> s`, the process CPU time of that run.
"""

import argparse
import time

import lttb
import numpy as np
from scipy import stats


def ordered_facts(x, y):
    return {
        "tau": stats.kendalltau(x, y),
        "slope": np.polyfit(x, y, 1)[0],
        "lttb": lttb.downsample(np.column_stack([x, y]), n_out=200),
    }


def run(pipeline, prefix):
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
    print(f"{prefix}_{args.name}: {best[0]:.3f} s")
    print(f"{prefix}_{args.name}_cpu: {best[1]:.3f} s")
