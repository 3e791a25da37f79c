"""Reading a finished sweep: the best points, a sensitivity summary (which swept parameter, and
which machine parameter, moves a metric most) and figures (matplotlib heat map / line plot)."""
from __future__ import annotations

import math
import os
from collections import defaultdict

import attrs

# metrics where smaller is better (everything else: larger is better)
LOWER_IS_BETTER = ("cycles", "instructions", "max_rel_error", "host_seconds", "stats.stalls")
META = ("id", "status", "error", "kind", "host_seconds", "worker_pid", "machine_hash",
        "tilesim_version", "timeout")


class AnalysisError(ValueError):
    """A request the results cannot answer (unknown column, nothing to plot)."""


def lower_is_better(metric: str) -> bool:
    return any(metric == m or metric.startswith(m + ".") for m in LOWER_IS_BETTER)


def swept(rows: list[dict], spec_axes: list[str] | None = None) -> list[str]:
    """The parameters that vary across ``rows`` (in column order)."""
    if not rows:
        return []
    names = spec_axes or [k for k in rows[0] if k not in META]
    return [k for k in names if len({repr(r.get(k)) for r in rows}) > 1]


def _num(v) -> float | None:
    if isinstance(v, bool) or not isinstance(v, (int, float)) or math.isnan(v):
        return None
    return float(v)


def check_column(rows: list[dict], name: str) -> None:
    if rows and name not in rows[0]:
        cols = [k for k in rows[0] if k not in META]
        raise AnalysisError(f"no column '{name}' in the results (columns: {', '.join(cols)})")


def best(rows: list[dict], metric: str, top: int = 5, minimize: bool | None = None) -> list[dict]:
    """The ``top`` successful rows by ``metric``."""
    check_column(rows, metric)
    low = lower_is_better(metric) if minimize is None else minimize
    ok = [r for r in rows if r.get("status") == "ok" and _num(r.get(metric)) is not None]
    return sorted(ok, key=lambda r: _num(r[metric]) * (1 if low else -1))[:top]


@attrs.frozen
class Effect:
    parameter: str
    spread: float          # (max - min) of the metric's mean over the parameter's values
    relative: float        # spread / |overall mean|
    means: tuple           # ((value, mean), …)


def sensitivity(rows: list[dict], metric: str, params: list[str] | None = None) -> list[Effect]:
    """Main effects: for each swept parameter, the metric's mean at each of its values
    (averaged over everything else); parameters ranked by the spread of those means."""
    check_column(rows, metric)
    ok = [r for r in rows if r.get("status") == "ok" and _num(r.get(metric)) is not None]
    if not ok:
        return []
    overall = sum(_num(r[metric]) for r in ok) / len(ok)
    effects = []
    for p in params or swept(ok):
        if p == metric:
            continue
        groups: dict = defaultdict(list)
        for r in ok:
            groups[r.get(p)].append(_num(r[metric]))
        if len(groups) < 2:
            continue
        means = sorted(((v, sum(x) / len(x)) for v, x in groups.items()),
                       key=lambda t: (str(type(t[0])), t[0]))
        spread = max(m for _, m in means) - min(m for _, m in means)
        effects.append(Effect(p, spread, spread / abs(overall) if overall else math.inf,
                              tuple(means)))
    return sorted(effects, key=lambda e: -e.spread)


def plot(rows: list[dict], x: str, z: str, y: str | None = None, out: str = "sweep.png",
         title: str | None = None, axes: list[str] | None = None) -> str:
    """A heat map of ``z`` over ``x`` x ``y`` (or a line plot of ``z`` against ``x``, one line
    per value of every other parameter of ``axes`` that varies) written to ``out`` (PNG). Cells with several
    points (other parameters varied too) show the best of them."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    for c in (x, z) + ((y,) if y else ()):
        check_column(rows, c)
    ok = [r for r in rows if r.get("status") == "ok" and _num(r.get(z)) is not None]
    if not ok:
        raise AnalysisError(f"no successful point has a value for '{z}'")
    pick = min if lower_is_better(z) else max
    fig, ax = plt.subplots(figsize=(6.4, 4.8), dpi=150)
    if y:
        xs = sorted({r[x] for r in ok})
        ys = sorted({r[y] for r in ok})
        cells: dict = defaultdict(list)
        for r in ok:
            cells[(r[x], r[y])].append(_num(r[z]))
        grid = [[pick(cells[(a, b)]) if cells.get((a, b)) else math.nan for a in xs] for b in ys]
        im = ax.imshow(grid, origin="lower", aspect="auto", cmap="viridis")
        ax.set_xticks(range(len(xs)), [str(v) for v in xs])
        ax.set_yticks(range(len(ys)), [str(v) for v in ys])
        ax.set_ylabel(y)
        vals = [v for row in grid for v in row if not math.isnan(v)]
        mid = (min(vals) + max(vals)) / 2
        for j, row in enumerate(grid):
            for i, v in enumerate(row):
                if not math.isnan(v):
                    ax.text(i, j, f"{v:.3g}", ha="center", va="center", fontsize=8,
                            color="black" if v > mid else "white")
        fig.colorbar(im, ax=ax, label=z)
    else:
        others = [p for p in swept(ok, axes) if p not in (x, z)]
        series: dict = defaultdict(dict)
        for r in ok:
            label = ", ".join(f"{p}={r[p]}" for p in others) or z
            series[label].setdefault(r[x], []).append(_num(r[z]))
        for label, pts in sorted(series.items()):
            xs = sorted(pts)
            ax.plot(xs, [pick(pts[v]) for v in xs], marker="o", label=label)
        if len(series) > 1:
            ax.legend(fontsize=7)
        ax.set_ylabel(z)
        ax.grid(alpha=0.3)
    ax.set_xlabel(x)
    ax.set_title(title or f"{z} over {x}" + (f" x {y}" if y else ""))
    fig.tight_layout()
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    fig.savefig(out)
    plt.close(fig)
    return out

