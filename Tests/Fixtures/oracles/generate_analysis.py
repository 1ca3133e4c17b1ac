#!/usr/bin/env python3
"""Writes analysis.json: expected values for chartvoice's issue-3 statistics, from independent oracles.

Run offline (CI needs no Python):

    pip install numpy scipy pandas rdp pymannkendall scikit-learn
    python3 Tests/Fixtures/oracles/generate_analysis.py

Oracles:
- scipy.stats.pearsonr, spearmanr, linregress: correlation and the least-squares line.
- numpy.percentile (linear interpolation): the scatter spread quantiles.
- pandas Series.rolling(w, center=True, min_periods=1).mean(): the rolling mean that shrinks
  at the edges (missing values skipped).
- pandas rolling(5, center=True, min_periods=1).median() residuals, then numpy median/MAD robust
  z (Iglewicz & Hoaglin 0.6745·(r − median)/MAD, |z| > 3.5, endpoints excluded): time-series
  outliers. numpy robust z of the values: category outliers.
- rdp.rdp(points, epsilon, return_mask=True) on x and y normalised to [0, 1]: segmentation.
- pandas resample(...).sum(): calendar buckets (days; weeks from Monday; months), empty as 0.
- A plain Python reference of the gap rules (median step → cadence; a step longer than 1.5
  periods leaves round(step/period) − 1 periods empty, calendar months for month cadence) and of
  the Hamed–Rao lag-1 variance factor 1 + 2(n − 3)ρ/n on the Theil–Sen residuals' lag-1
  autocorrelation (numpy), with pymannkendall's S and variance.
- scikit-learn KMeans (Lloyd, n_init=1, from chartvoice's farthest-point seeds, re-implemented
  here) and silhouette_score: scatter clusters.

Missing values (NaN) are written as null.
"""

import json
import math
import platform
from pathlib import Path

import numpy as np
import pandas as pd
import pymannkendall
import rdp
import scipy
from scipy import stats

OUTLIER_Z = 3.5
SEGMENT_TOLERANCE = 0.08
GAP_FACTOR = 1.5
AUTOCORRELATION_THRESHOLD = 0.3


def clean(values):
    return [None if (isinstance(v, float) and math.isnan(v)) else float(v) for v in values]


def correlation_cases(rng):
    cases = []

    def add(name, x, y):
        x = np.asarray(x, float)
        y = np.asarray(y, float)
        keep = np.isfinite(x) & np.isfinite(y)
        fx, fy = x[keep], y[keep]
        expected = None
        if len(fx) >= 2 and np.ptp(fx) > 0:
            lr = stats.linregress(fx, fy)
            if np.ptp(fy) > 0:
                pearson = float(stats.pearsonr(fx, fy)[0])
                spearman = float(stats.spearmanr(fx, fy)[0])
            else:
                pearson = spearman = 0.0
            expected = {"pearson": pearson, "spearman": spearman, "slope": float(lr.slope),
                        "intercept": float(lr.intercept), "count": int(len(fx))}
        quantiles = {}
        if len(fy):
            for q in (0.1, 0.5, 0.9):
                quantiles[str(q)] = float(np.percentile(fy, 100 * q))
        cases.append({"name": name, "x": clean(x), "y": clean(y), "expected": expected,
                      "yQuantiles": quantiles})

    add("linear-noise", np.arange(30), np.arange(30) * 2.5 + rng.normal(size=30) * 4)
    add("negative", np.arange(20), -3 * np.arange(20) + rng.normal(size=20))
    add("ties", [1, 1, 2, 2, 3, 3, 4, 4, 5, 5], [2, 3, 3, 3, 5, 4, 6, 6, 6, 9])
    add("curved", np.linspace(0, 4, 25), np.exp(np.linspace(0, 4, 25)))
    add("nan-mixed", [1, 2, np.nan, 4, 5, 6, 7, 8], [3, np.nan, 5, 4, 7, 8, np.nan, 9])
    add("constant-y", np.arange(6), [4.0] * 6)
    add("huge", np.arange(15) * 1e6, rng.normal(size=15) * 1e300 + np.arange(15) * 1e299)
    add("tiny", np.arange(12) * 1e-8, (np.arange(12) + rng.uniform(size=12)) * 1e-300)
    add("two-points", [0, 1], [5, 7])
    add("one-point", [3], [4])
    add("all-missing", [0, 1, 2], [np.nan, np.nan, np.nan])
    add("offset", 1e9 + np.arange(40), 1e6 + np.arange(40) * 0.5 + rng.normal(size=40))
    return cases


def rolling_cases(rng):
    cases = []
    series = {
        "short": [1, 2, 3, 4, 5],
        "noise": list(rng.normal(size=40) * 10 + 50),
        "with-nan": [4, np.nan, 6, 7, np.nan, np.nan, 3, 8, 9, np.nan, 2],
        "all-nan-window": [1, np.nan, np.nan, np.nan, np.nan, np.nan, 5],
        "long": list(np.cumsum(rng.normal(size=2000))),
    }
    for name, values in series.items():
        for window in (1, 2, 3, 4, 7):
            expected = pd.Series(values, dtype=float).rolling(window, center=True, min_periods=1).mean()
            cases.append({"name": f"{name}-w{window}", "y": clean(values), "window": window,
                          "expected": clean(list(expected))})
    return cases


def robust_z(values):
    values = np.asarray(values, float)
    median = np.median(values)
    mad = np.median(np.abs(values - median))
    if mad > 0:
        return 0.6745 * (values - median) / mad
    mean_ad = np.mean(np.abs(values - median))
    if mean_ad == 0:
        return np.zeros_like(values)
    return (values - median) / (1.2533 * mean_ad)


def outlier_cases(rng):
    cases = []

    def add_series(name, y):
        y = np.asarray(y, float)
        med = pd.Series(y).rolling(5, center=True, min_periods=1).median().to_numpy()
        z = robust_z(y - med)
        flagged = [i for i in range(1, len(y) - 1) if abs(z[i]) > OUTLIER_Z]
        cases.append({"name": name, "method": "rollingMedian", "y": clean(y), "outliers": flagged,
                      "z": [float(z[i]) for i in flagged]})

    def add_values(name, y):
        y = np.asarray(y, float)
        z = robust_z(y)
        flagged = [i for i in range(len(y)) if abs(z[i]) > OUTLIER_Z]
        cases.append({"name": name, "method": "values", "y": clean(y), "outliers": flagged,
                      "z": [float(z[i]) for i in flagged]})

    spike = 100 + np.arange(30) * 0.5 + rng.normal(size=30)
    spike[17] = 185
    add_series("spike", spike)
    dip = 50 + np.sin(np.arange(60) / 5) * 10 + rng.normal(size=60) * 0.5
    dip[40] = 5
    dip[12] = 95
    add_series("spike-and-dip", dip)
    add_series("smooth", np.arange(50) * 1.0 + np.sin(np.arange(50)))
    add_series("ramp-ends", list(range(20)) + [200])
    add_values("populations", [1410.7, 1428.6, 340.0, 277.5, 240.5, 223.8, 216.4, 173.0, 144.4])
    add_values("mad-zero", [5, 5, 5, 5, 5, 5, 9])
    add_values("even", [10, 11, 12, 13, 14, 15])
    return cases


def rdp_cases(rng):
    cases = []

    def add(name, x, y):
        x = np.asarray(x, float)
        y = np.asarray(y, float)
        nx = (x - x[0]) / (x[-1] - x[0])
        ny = (y - y.min()) / (y.max() - y.min())
        mask = rdp.rdp(np.column_stack([nx, ny]), epsilon=SEGMENT_TOLERANCE, return_mask=True)
        cases.append({"name": name, "x": clean(nx), "y": clean(ny), "epsilon": SEGMENT_TOLERANCE,
                      "kept": [int(i) for i in np.flatnonzero(mask)]})

    add("rise-fall", np.arange(15), [12, 14, 17, 19, 22, 25, 27, 30, 34, 31, 27, 24, 22, 21, 21])
    add("noise", np.arange(40), np.cumsum(rng.normal(size=40)))
    add("steps", np.arange(12), [1, 1, 1, 5, 5, 5, 2, 2, 2, 8, 8, 8])
    add("irregular-x", np.cumsum(rng.uniform(0.5, 3, size=25)), np.sin(np.arange(25) / 3))
    return cases


def bucket_cases(rng):
    cases = []
    start = pd.Timestamp("2024-02-26T00:00:00Z")
    offsets = np.sort(rng.uniform(0, 86400 * 70, size=60))
    times = start + pd.to_timedelta(offsets, unit="s")
    values = np.round(rng.uniform(1, 10, size=60), 2)
    # leave a hole of two weeks
    keep = ~((offsets > 86400 * 20) & (offsets < 86400 * 36))
    times, values = times[keep], values[keep]
    series = pd.Series(values, index=times)
    rules = {"day": "D", "week": "W-MON", "month": "MS"}
    for unit, rule in rules.items():
        if unit == "week":
            res = series.resample(rule, label="left", closed="left").sum()
        else:
            res = series.resample(rule).sum()
        cases.append({
            "name": f"events-{unit}", "unit": unit,
            "x": [t.timestamp() for t in times], "y": clean(values),
            "expectedX": [t.timestamp() for t in res.index], "expectedY": clean(list(res.to_numpy())),
        })
    return cases


def month_index(t):
    d = pd.Timestamp(t, unit="s")
    return d.year * 12 + d.month - 1


def gap_reference(x, y):
    x = np.asarray(x, float)
    steps = np.diff(x)
    positive = steps[steps > 0]
    cadence = None
    period = None
    if len(positive):
        step = float(np.median(positive))
        days = step / 86400
        if 28 <= days <= 31:
            cadence, period = "month", 2629746
        elif 89 <= days <= 92:
            cadence, period = "quarter", 7889238
        elif 365 <= days <= 366:
            cadence, period = "year", 31556952
        else:
            for name, seconds in (("second", 1), ("minute", 60), ("hour", 3600), ("day", 86400), ("week", 604800)):
                if abs(step - seconds) <= 0.1 * seconds:
                    cadence, period = name, seconds
                    break
    gaps = []
    run = None
    for i in range(len(x)):
        if y[i] is None:
            if run is None:
                run = i
        elif run is not None:
            gaps.append({"from": x[run], "to": x[i - 1], "count": i - run, "kind": "missingValues"})
            run = None
        if cadence and i > 0 and x[i] - x[i - 1] > GAP_FACTOR * period:
            months = {"month": 1, "quarter": 3, "year": 12}.get(cadence)
            if months:
                missing = round((month_index(x[i]) - month_index(x[i - 1])) / months) - 1
                a = pd.Timestamp(x[i - 1], unit="s") + pd.DateOffset(months=months)
                b = pd.Timestamp(x[i], unit="s") - pd.DateOffset(months=months)
                lo, hi = a.timestamp(), b.timestamp()
            else:
                missing = round((x[i] - x[i - 1]) / period) - 1
                lo, hi = x[i - 1] + period, x[i] - period
            if missing > 0:
                gaps.append({"from": lo, "to": hi, "count": int(missing), "kind": "missingPeriods"})
    if run is not None:
        gaps.append({"from": x[run], "to": x[len(x) - 1], "count": len(x) - run, "kind": "missingValues"})
    return cadence, gaps


def gap_cases():
    cases = []
    day = 86400

    def add(name, x, y):
        cadence, gaps = gap_reference(x, y)
        cases.append({"name": name, "x": [float(v) for v in x], "y": y, "cadence": cadence, "gaps": gaps})

    weeks = [pd.Timestamp("2024-01-01T00:00:00Z").timestamp() + i * 7 * day for i in range(16) if i not in (9, 10)]
    add("weekly-two-missing", weeks, [1.0] * len(weeks))
    months = [pd.Timestamp(f"2023-{m:02d}-01T00:00:00Z").timestamp() for m in (1, 2, 3, 6, 7, 8, 9, 12)]
    add("monthly-holes", months, [3.0, None, 4.0, 5.0, None, None, 6.0, 7.0])
    days = [1.7e9 + i * day for i in range(30) if i not in (5, 6, 7, 20)]
    add("daily", days, [float(i) for i in range(len(days))])
    years = [pd.Timestamp(f"{y}-01-01T00:00:00Z").timestamp() for y in (2000, 2001, 2002, 2005, 2006)]
    add("yearly", years, [1.0, 2.0, 3.0, 4.0, 5.0])
    irregular = [0.0, 10.0, 13.0, 50.0, 51.0, 90.0]
    add("irregular", irregular, [1.0, 2.0, None, 4.0, 5.0, None])
    return cases


def hamed_rao_cases(rng):
    cases = []

    def add(name, y):
        y = np.asarray(y, float)
        n = len(y)
        x = np.arange(n, dtype=float)
        mk = pymannkendall.original_test(y)
        slope = float(stats.theilslopes(y, x, method="joint")[0])
        intercept = float(np.median(y - slope * x))
        r = y - (intercept + slope * x)
        r = r - r.mean()
        rho = float(np.sum(r[1:] * r[:-1]) / np.sum(r * r))
        factor = 1 + 2 * (n - 3) * rho / n
        modified = None
        if rho > AUTOCORRELATION_THRESHOLD:
            var = mk.var_s * factor
            s = mk.s
            z = 0 if s == 0 else (s - 1 if s > 0 else s + 1) / math.sqrt(var)
            modified = float(2 * stats.norm.sf(abs(z)))
        cases.append({"name": name, "y": clean(y), "autocorrelation": rho, "modifiedPValue": modified,
                      "s": int(mk.s), "variance": float(mk.var_s)})

    add("random-walk", np.cumsum(rng.normal(size=300)))
    add("white-noise-trend", np.arange(200) * 0.02 + rng.normal(size=200))
    add("ar1-trend", np.arange(120) * 0.05 + np.cumsum(rng.normal(size=120)) * 0.3)
    return cases


def volatility_cases(rng):
    """numpy reference of the volatility measures about the Theil–Sen line (scipy, "joint")."""
    cases = []

    def add(name, y):
        y = np.asarray(y, float)
        x = np.arange(len(y), dtype=float)
        slope = float(stats.theilslopes(y, x, method="joint")[0])
        intercept = float(np.median(y - slope * x))
        r = y - (intercept + slope * x)
        steps = np.diff(y)
        nonzero = steps[steps != 0]
        reversals = int(np.sum(np.sign(nonzero[1:]) != np.sign(nonzero[:-1])))
        rc = r - r.mean()
        cases.append({
            "name": name, "y": clean(y), "slope": slope, "intercept": intercept,
            "efficiencyRatio": float(abs(y[-1] - y[0]) / np.sum(np.abs(steps))),
            "residualSpread": float(np.std(r, ddof=1) / np.ptp(y)),
            "directionChanges": reversals / (len(y) - 2),
            "autocorrelation": float(np.sum(rc[1:] * rc[:-1]) / np.sum(rc * rc)),
        })

    add("random-walk", np.cumsum(rng.normal(size=500)))
    add("steady-rise", np.arange(40) * 2.0 + rng.normal(size=40) * 0.3)
    add("with-flat-steps", [1, 2, 2, 2, 3, 2, 2, 4, 5, 5, 3, 6])
    add("zigzag", [0, 5, 1, 6, 2, 7, 3, 8, 4, 9])
    return cases


def farthest_point_seeds(points, k):
    """chartvoice's deterministic seeds: farthest from the mean, then farthest from the seeds."""
    mean = points.mean(axis=0)
    d = ((points - mean) ** 2).sum(axis=1)
    seeds = [int(np.argmax(d))]
    nearest = ((points - points[seeds[0]]) ** 2).sum(axis=1)
    while len(seeds) < k:
        nxt = int(np.argmax(nearest))
        seeds.append(nxt)
        nearest = np.minimum(nearest, ((points - points[nxt]) ** 2).sum(axis=1))
    return seeds


def cluster_cases(rng):
    """scikit-learn KMeans (Lloyd, from chartvoice's seeds) and silhouette_score per k."""
    from sklearn.cluster import KMeans
    from sklearn.metrics import silhouette_score

    cases = []

    def add(name, points):
        points = np.asarray(points, float)
        standard = (points - points.mean(axis=0)) / points.std(axis=0)
        per_k = {}
        best = None
        for k in (2, 3, 4):
            seeds = farthest_point_seeds(standard, k)
            km = KMeans(n_clusters=k, init=standard[seeds], n_init=1, tol=0, max_iter=300,
                        algorithm="lloyd").fit(standard)
            score = float(silhouette_score(standard, km.labels_))
            per_k[str(k)] = score
            if best is None or score > best[1]:
                best = (k, score, km.labels_)
        k, score, labels = best
        sizes = np.bincount(labels, minlength=k)
        passes = score > 0.5 and sizes.min() >= 0.05 * len(points)
        order = sorted(range(k), key=lambda c: (-sizes[c], c))
        centres = [[float(v) for v in points[labels == c].mean(axis=0)] for c in order]
        cases.append({"name": name, "x": clean(points[:, 0]), "y": clean(points[:, 1]),
                      "silhouettes": per_k, "k": int(k) if passes else None,
                      "sizes": [int(sizes[c]) for c in order] if passes else None,
                      "centres": centres if passes else None})

    blobs = np.vstack([rng.normal([0, 0], 0.5, size=(60, 2)), rng.normal([6, 5], 0.7, size=(40, 2))])
    add("two-blobs", blobs)
    three = np.vstack([rng.normal(c, 0.4, size=(30, 2)) for c in ([0, 0], [5, 0], [2.5, 4])])
    add("three-blobs", three * [10, 1] + [100, 0])
    add("no-clusters", rng.uniform(size=(80, 2)))
    add("line", np.column_stack([np.arange(50.0), np.arange(50.0) * 2 + rng.normal(size=50)]))
    return cases


def main():
    rng = np.random.default_rng(20241129)
    fixture = {
        "metadata": {
            "generator": "Tests/Fixtures/oracles/generate_analysis.py",
            "python": platform.python_version(), "numpy": np.__version__, "scipy": scipy.__version__,
            "pandas": pd.__version__, "rdp": "0.8", "pymannkendall": "1.4.3",
            "policy": {"outlierZ": OUTLIER_Z, "segmentTolerance": SEGMENT_TOLERANCE, "gapFactor": GAP_FACTOR,
                       "autocorrelationThreshold": AUTOCORRELATION_THRESHOLD},
        },
        "correlation": correlation_cases(rng),
        "rolling": rolling_cases(rng),
        "outliers": outlier_cases(rng),
        "rdp": rdp_cases(rng),
        "buckets": bucket_cases(rng),
        "gaps": gap_cases(),
        "hamedRao": hamed_rao_cases(rng),
        "volatility": volatility_cases(rng),
        "clusters": cluster_cases(rng),
    }
    path = Path(__file__).with_name("analysis.json")
    path.write_text(json.dumps(fixture, indent=1) + "\n")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
