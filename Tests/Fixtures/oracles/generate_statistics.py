#!/usr/bin/env python3
"""Writes statistics.json: expected values for chartvoice's statistics, from independent oracles.

Run offline (CI needs no Python):

    pip install numpy scipy pymannkendall
    python3 Tests/Fixtures/oracles/generate_statistics.py

Oracles (analysis.md §11):
- pymannkendall.original_test: Mann–Kendall S, tie-corrected Var(S), continuity-corrected Z and
  its normal p-value. Its p is 2·(1 − Φ(|Z|)), which cancels to 0 beyond |Z| ≈ 8.3, so the
  fixture also stores 2·norm.sf(|Z|) from scipy ("pNormalTail"), accurate in the far tail.
- scipy.stats.kendalltau(method="exact"): the exact two-sided p for n ≤ 10 without ties.
- scipy.stats.theilslopes(method="joint"): Theil–Sen slope and intercept median(y − slope·x).
  For n > 2000 chartvoice samples 200,000 pairs; the fixture adds the band of all pairwise slopes
  between the quantiles 0.5 ± 5·0.5/√200000 (five standard errors of a sample median) and the
  intercepts at the band's ends.
- numpy: mean and median, cross-checked against exact rational arithmetic (fractions), which is
  what the fixture stores (numpy's mean overflows near 1.8e308 and cancels badly for ±1e300).

Missing values (NaN) are written as null and dropped before every oracle, as chartvoice does.
"""

import json
import math
import platform
import sys
from fractions import Fraction
from pathlib import Path

import numpy as np
import pymannkendall
import scipy
from scipy import stats

SAMPLE_PAIRS = 200_000  # DescriptionPolicy.theilSenSamplePairs
EXACT_THEIL_SEN_LIMIT = 2_000  # DescriptionPolicy.exactTheilSenLimit
EXACT_MANN_KENDALL_LIMIT = 10  # DescriptionPolicy.exactMannKendallLimit
MINIMUM_POINTS_FOR_TREND = 5  # DescriptionPolicy.minimumPointsForTrendTest
SIGNIFICANCE = 0.05  # DescriptionPolicy.trendSignificance
BAND_STANDARD_ERRORS = 5.0


def cases():
    rng = np.random.default_rng(20240611)
    out = []

    def add(name, x, y):
        out.append((name, [float(v) for v in x], [float(v) for v in y]))

    add("empty", [], [])
    add("one-point", [3], [7.5])
    add("two-points", [0, 1], [2, 5])
    add("three-points", [0, 1, 2], [4, 1, 9])
    add("all-missing", [0, 1, 2, 3], [math.nan] * 4)
    add("nan-mixed", range(12), [3, math.nan, 4, 6, math.nan, 5, 8, 9, math.nan, 11, 10, 13])
    add("nan-at-ends", range(8), [math.nan, 2, 4, 3, 5, 7, 6, math.nan])
    add("constant", range(8), [4.2] * 8)
    add("constant-with-missing", range(7), [1, math.nan, 1, 1, math.nan, 1, 1])
    add("ties-small", range(9), [1, 2, 2, 3, 3, 3, 5, 4, 6])
    # Exact Mann–Kendall cases, n = 5…10 without ties.
    add("exact-n5", range(5), [1.5, 3.25, 2.0, 4.75, 5.0])
    add("exact-n6-falling", range(6), [9, 8, 6, 7, 4, 2])
    add("exact-n7-noise", range(7), rng.permutation(7) + 0.5)
    add("exact-n8", range(8), [0.3, 0.1, 0.7, 0.5, 1.2, 0.9, 1.5, 1.4])
    add("exact-n9-level", range(9), [5, 3, 6, 2, 7, 4, 8, 1, 5.5])
    add("exact-n10-increasing", range(10), [float(i) ** 1.5 for i in range(10)])
    add("exact-n10-noise", range(10), rng.normal(size=10))
    add("huge", range(40), rng.normal(size=40) * 1e300 + np.arange(40) * 2e298)
    add("near-max", range(6), [1.6e308, 1.7e308, 1.5e308, 1.65e308, 1.72e308, 1.61e308])
    add("tiny", range(30), (rng.uniform(size=30) + np.arange(30) * 0.05) * 1e-300)
    add("negative", range(25), -100 - np.arange(25) * 3.5 + rng.normal(size=25) * 4)
    add("crossing-zero", range(20), np.arange(20) * 0.8 - 8 + rng.normal(size=20))
    irregular = 1.7e9 + np.cumsum(rng.integers(60, 86_400 * 3, size=30)).astype(float)
    add("irregular-x", irregular, 20 + (irregular - irregular[0]) / 86_400 * 0.3 + rng.normal(size=30))
    add("duplicate-x", [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9],
        np.repeat(np.arange(10), 2) * 1.5 + rng.normal(size=20))
    add("all-same-x", [2] * 6, [1, 4, 2, 8, 5, 7])
    add("reversed-x", np.arange(15)[::-1], np.arange(15) * 2.0 + rng.normal(size=15))
    add("ties-heavy-n50", range(50), rng.integers(0, 6, size=50))
    add("trend-n50", range(50), np.arange(50) * 0.2 + rng.normal(size=50) * 2)
    add("walk-n500", range(500), np.cumsum(rng.normal(size=500)))
    add("noise-n500", range(500), rng.normal(size=500))
    add("ties-n500", range(500), np.round(np.arange(500) * 0.004 + rng.normal(size=500)))
    add("sampled-n3000", range(3000), np.arange(3000) * 0.01 + rng.normal(size=3000) * 5)
    return out


def exact_mean(values):
    return float(sum(Fraction(v) for v in values) / len(values))


def exact_median(values):
    ordered = sorted(values)
    n = len(ordered)
    if n % 2:
        return ordered[n // 2]
    return float((Fraction(ordered[n // 2 - 1]) + Fraction(ordered[n // 2])) / 2)


def point(x, y, index):
    return {"x": x[index], "y": y[index]}


def expected(x, y):
    finite = [i for i, v in enumerate(y) if not math.isnan(v)]
    fx = [x[i] for i in finite]
    fy = [y[i] for i in finite]
    n = len(fy)
    result = {"count": n, "missing": len(y) - n}
    if n == 0:
        return result

    mean = exact_mean(fy)
    median = exact_median(fy)
    with np.errstate(over="ignore"):
        numpy_mean = float(np.mean(fy))
        numpy_median = float(np.median(fy))
    if math.isfinite(numpy_mean) and max(abs(v) for v in fy) < 1e200:
        assert math.isclose(numpy_mean, mean, rel_tol=1e-12, abs_tol=1e-300), (numpy_mean, mean)
    if math.isfinite(numpy_median):
        assert math.isclose(numpy_median, median, rel_tol=1e-15), (numpy_median, median)
    result["mean"] = mean
    result["median"] = median

    low = min(range(n), key=lambda k: (fy[k], k))
    high = min(range(n), key=lambda k: (-fy[k], k))
    result["min"] = point(fx, fy, low)
    result["max"] = point(fx, fy, high)
    result["first"] = point(fx, fy, 0)
    result["last"] = point(fx, fy, n - 1)

    if n >= 2:
        mk = pymannkendall.original_test(np.array(fy))
        ties = len(set(fy)) < n
        is_exact = n <= EXACT_MANN_KENDALL_LIMIT and not ties
        entry = {
            "s": int(mk.s),
            "variance": float(mk.var_s),
            "z": float(mk.z),
            "pPymannkendall": float(mk.p),
            "pNormalTail": float(2 * stats.norm.sf(abs(mk.z))),
            "isExact": is_exact,
        }
        if is_exact:
            tau = stats.kendalltau(np.arange(n), fy, method="exact")
            entry["pExact"] = float(tau.pvalue)
        result["mannKendall"] = entry

    distinct_x = len(set(fx)) >= 2
    if n >= 2 and distinct_x:
        ts = stats.theilslopes(fy, fx, method="joint")
        slope = float(ts.slope)
        # numpy's median averages the two middle residuals as (a + b) / 2, which overflows near
        # 1.8e308; the exact median of the same residuals stands in when it does.
        intercept = float(ts.intercept)
        exact_intercept = exact_median([b - slope * a for a, b in zip(fx, fy)])
        if math.isfinite(intercept):
            assert math.isclose(intercept, exact_intercept, rel_tol=1e-12, abs_tol=1e-300)
        else:
            intercept = exact_intercept
        entry = {"slope": slope, "intercept": intercept, "isSampled": n > EXACT_THEIL_SEN_LIMIT}
        if n > EXACT_THEIL_SEN_LIMIT:
            ax = np.array(fx)
            ay = np.array(fy)
            i, j = np.triu_indices(n, k=1)
            keep = ax[i] != ax[j]
            slopes = (ay[j][keep] - ay[i][keep]) / (ax[j][keep] - ax[i][keep])
            half_width = BAND_STANDARD_ERRORS * 0.5 / math.sqrt(SAMPLE_PAIRS)
            slope_low = float(np.quantile(slopes, 0.5 - half_width, method="lower"))
            slope_high = float(np.quantile(slopes, 0.5 + half_width, method="higher"))
            assert ax.min() >= 0, "the intercept band needs x ≥ 0 (intercept falls as slope rises)"
            entry["samplePairs"] = SAMPLE_PAIRS
            entry["slopeBand"] = [slope_low, slope_high]
            entry["interceptBand"] = [float(np.median(ay - slope_high * ax)),
                                      float(np.median(ay - slope_low * ax))]
        result["theilSen"] = entry

    if n >= MINIMUM_POINTS_FOR_TREND and distinct_x:
        mk = result["mannKendall"]
        p = mk["pExact"] if mk["isExact"] else mk["pNormalTail"]
        if p < SIGNIFICANCE:
            result["direction"] = "rising" if mk["s"] > 0 else "falling"
        else:
            result["direction"] = "none"
    return result


def main():
    records = []
    for name, x, y in cases():
        records.append({
            "name": name,
            "x": x,
            "y": [None if math.isnan(v) else v for v in y],
            "expected": expected(x, y),
        })
    document = {
        "metadata": {
            "generator": "Tests/Fixtures/oracles/generate_statistics.py",
            "python": platform.python_version(),
            "numpy": np.__version__,
            "scipy": scipy.__version__,
            "pymannkendall": getattr(pymannkendall, "__version__", "unknown"),
            "policy": {
                "exactMannKendallLimit": EXACT_MANN_KENDALL_LIMIT,
                "exactTheilSenLimit": EXACT_THEIL_SEN_LIMIT,
                "theilSenSamplePairs": SAMPLE_PAIRS,
                "minimumPointsForTrendTest": MINIMUM_POINTS_FOR_TREND,
                "trendSignificance": SIGNIFICANCE,
            },
        },
        "cases": records,
    }
    path = Path(__file__).with_name("statistics.json")
    path.write_text(json.dumps(document, indent=1, allow_nan=False) + "\n")
    print(f"wrote {len(records)} cases to {path}", file=sys.stderr)


if __name__ == "__main__":
    main()
