#!/usr/bin/env python3
"""Writes lttb.json: the indices the `lttb` package keeps, the oracle of Downsampling.lttb.

Setup (the package pins an old numpy in its metadata but works with numpy 2):
    pip install numpy && pip install --no-deps lttb
Run from anywhere:
    python3 Tests/Fixtures/oracles/generate_lttb.py

Each case records the series (null for a missing value), the threshold, and two expectations:
- "lttb": the indices plain LTTB keeps (the package returns points; x is strictly increasing,
  so each maps back to exactly one index). For series with missing values, LTTB runs on the
  finite points only.
- "lttbWithExtremes": chartvoice's documented result: those indices, plus the first occurrence
  of the global maximum and minimum when dropped (or every index when the series has no more
  points than the threshold), plus the first missing index of every run of
  missing values between kept points (or before the first / after the last).
"""

import json
import math
import pathlib
import platform
from importlib.metadata import version

import lttb
import numpy as np


def plain_lttb(x, y, threshold):
    """Indices into x of the finite points LTTB keeps."""
    finite = [i for i, v in enumerate(y) if not math.isnan(v)]
    if len(finite) <= threshold:
        return finite
    data = np.array([[x[i], y[i]] for i in finite], dtype=np.float64)
    out = lttb.downsample(data, n_out=threshold)
    positions = np.searchsorted(data[:, 0], out[:, 0])
    assert np.array_equal(data[positions, 0], out[:, 0])
    assert np.array_equal(data[positions, 1], out[:, 1])
    return [finite[p] for p in positions]


def with_extremes_and_gaps(y, kept_finite, threshold):
    if len(y) <= threshold:
        return list(range(len(y)))
    finite = [i for i, v in enumerate(y) if not math.isnan(v)]
    kept = set(kept_finite)
    if finite:
        kept.add(min(finite, key=lambda i: (y[i], i)))
        kept.add(min(finite, key=lambda i: (-y[i], i)))
    result, marked_gap = [], False
    for i, v in enumerate(y):
        if i in kept:
            result.append(i)
            marked_gap = False
        elif math.isnan(v) and not marked_gap:
            result.append(i)
            marked_gap = True
    return result


def cases():
    rng = np.random.default_rng(20130501)

    n = 1000
    walk = np.round(np.cumsum(rng.normal(0, 1, n)), 6)
    yield "random-walk", list(map(float, np.arange(n))), list(map(float, walk)), 100

    n = 500
    gaps = np.round(rng.uniform(0.5, 1.5, n), 6)
    x = np.round(np.cumsum(gaps), 6)
    y = np.round(np.sin(x / 20) * 10 + rng.normal(0, 1, n), 6)
    yield "sine-irregular-x", list(map(float, x)), list(map(float, y)), 50

    n = 365
    x = [1704067200.0 + 86400.0 * d for d in range(n)]  # daily, 2024 (temporal positions)
    y = np.round(12 + 10 * np.sin(2 * np.pi * (np.arange(n) - 100) / 365) + rng.normal(0, 2, n), 6)
    yield "daily-temperature", x, list(map(float, y)), 60

    n = 200
    y = np.zeros(n)
    for spike in (17, 18, 90, 151, 152, 153):
        y[spike] = float(rng.integers(5, 50))
    y[120] = -30.0
    yield "spikes", list(map(float, np.arange(n))), list(map(float, y)), 20

    yield "tiny", [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0], [
        3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0, 5.0, 3.0], 4

    n = 300
    y = np.round(np.cumsum(rng.normal(0, 1, n)), 6)
    y[[40, 41, 42, 150, 151, 299]] = np.nan
    yield "walk-with-gaps", list(map(float, np.arange(n))), [float(v) for v in y], 30


def main():
    out = []
    for name, x, y, threshold in cases():
        raw = plain_lttb(x, y, threshold)
        out.append({
            "name": name,
            "threshold": threshold,
            "x": x,
            "y": [None if math.isnan(v) else v for v in y],
            "lttb": raw,
            "lttbWithExtremes": with_extremes_and_gaps(y, raw, threshold),
        })
    document = {
        "metadata": {
            "generator": "Tests/Fixtures/oracles/generate_lttb.py",
            "python": platform.python_version(),
            "numpy": version("numpy"),
            "lttb": version("lttb"),
        },
        "cases": out,
    }
    path = pathlib.Path(__file__).with_name("lttb.json")
    path.write_text(json.dumps(document, indent=1) + "\n")
    print(f"wrote {path} ({len(out)} cases)")


if __name__ == "__main__":
    main()
