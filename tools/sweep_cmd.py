"""`tilesim sweep`: design-space exploration on Dask (see simulator/sweep).

    tilesim sweep SPEC.toml [--scheduler tcp://host:8786] [--workers N] [--out DIR]
    tilesim sweep plot DIR --x kc [--y svl] --z peak_fraction [--output FIG.png]
    tilesim sweep best DIR [--metric peak_fraction] [--top 5]

With no scheduler the points run on a LocalCluster of this machine's cores (``--workers 0``:
in this process, no Dask). Results go to DIR (default ``<spec stem>.sweep``): one row per point
in results.parquet and results.csv; a re-run skips the points already there.
"""
from __future__ import annotations

import json
import os
import sys
import time

_NEED = 'tilesim sweep needs its extra: pip install "tilesim[sweep]" (dask[distributed], ' \
        "pyarrow, matplotlib)"


def register(sub) -> None:
    p = sub.add_parser("sweep", help="run a design-space sweep (TOML spec) on Dask; "
                       "'sweep plot DIR' / 'sweep best DIR' read the results",
                       description=__doc__, formatter_class=_raw())
    p.add_argument("target", metavar="SPEC.toml | plot | best",
                   help="a sweep spec to run, or 'plot' / 'best' followed by a results DIR")
    p.add_argument("dir", nargs="?", metavar="DIR", help="(plot, best) the results directory")
    g = p.add_argument_group("running")
    g.add_argument("--scheduler", metavar="ADDR",
                   help="a running Dask scheduler (tcp://host:8786); default: a LocalCluster")
    g.add_argument("--workers", type=int, default=None, metavar="N",
                   help="LocalCluster worker processes (default: the cores; 0: run in-process)")
    g.add_argument("--out", metavar="DIR", help="results directory (default <spec stem>.sweep)")
    g.add_argument("--retry-failed", action="store_true",
                   help="re-run the points recorded as failed (default: they are results too)")
    a = p.add_argument_group("plot / best")
    a.add_argument("--x", help="(plot) parameter on the x axis")
    a.add_argument("--y", help="(plot) parameter on the y axis: a heat map (default: lines)")
    a.add_argument("--z", "--metric", dest="metric", default=None,
                   help="the metric (default peak_fraction when recorded, else cycles)")
    a.add_argument("--output", metavar="PNG", help="(plot) the figure (default DIR/<z>.png)")
    a.add_argument("--top", type=int, default=5, help="(best) how many points (default 5)")
    a.add_argument("--minimize", action="store_true", default=None,
                   help="(best) smaller is better (default: by metric; cycles are minimized)")
    p.set_defaults(func=run)


def _raw():
    import argparse

    return argparse.RawDescriptionHelpFormatter


def run(args) -> int:
    try:
        if args.target in ("plot", "best"):
            if not args.dir:
                return _usage(f"'tilesim sweep {args.target}' needs the results DIR")
            return _plot(args) if args.target == "plot" else _best(args)
        if args.dir:
            return _usage(f"unexpected argument '{args.dir}' after the spec")
        return _run(args)
    except ModuleNotFoundError as e:
        if e.name and e.name.split(".")[0] in ("dask", "distributed", "pyarrow", "matplotlib"):
            print(f"tilesim sweep: error: {_NEED}", file=sys.stderr)
            return 2
        raise


def _usage(msg: str) -> int:
    print(f"tilesim sweep: error: {msg}", file=sys.stderr)
    return 2


def _spec_error(e) -> int:
    print(f"{e.file}:{e.line}:{e.col}: error: {e.message}", file=sys.stderr)
    try:
        with open(e.file, encoding="utf-8") as fh:
            src = fh.read().splitlines()[e.line - 1]
        print(f"  {src}\n  {' ' * (e.col - 1)}^", file=sys.stderr)
    except (OSError, IndexError):
        pass
    if e.hint:
        print(f"  hint: {e.hint}", file=sys.stderr)
    return 2


def _run(args) -> int:
    from simulator.sweep import SweepSpecError, load_spec

    try:
        spec = load_spec(args.target)
    except SweepSpecError as e:
        return _spec_error(e)
    if args.workers is not None and args.workers < 0:
        return _usage("--workers must be 0 (in-process) or more")
    if args.scheduler and args.workers:
        return _usage("--workers sizes the LocalCluster; with --scheduler the cluster's "
                      "workers run the points")
    from simulator.sweep import run_sweep

    out = args.out or os.path.splitext(os.path.basename(args.target))[0] + ".sweep"
    t0 = time.monotonic()
    with _Progress() as prog:
        try:
            res = run_sweep(spec, out, scheduler=args.scheduler, workers=args.workers,
                            retry_failed=args.retry_failed, on_event=prog.event)
        except SweepSpecError as e:
            prog.stop()
            return _spec_error(e)
        except (OSError, TimeoutError) as e:
            prog.stop()
            print(f"tilesim sweep: error: cannot reach the Dask scheduler "
                  f"{args.scheduler or '(local)'}: {e}", file=sys.stderr)
            return 1
    wall = time.monotonic() - t0
    failed = [r for r in res.rows if r.get("status") != "ok"]
    lines = [f"sweep {spec.file}: {res.total} points"
             + (f" ({res.excluded} excluded by the constraints)" if res.excluded else "")
             + f", {res.ran} run now, {res.skipped} already done, {len(failed)} failed"
             + f"  [{wall:.1f} s]",
             f"  results {res.tables[0]}  {res.tables[1]}"]
    for r in failed[:5]:
        lines.append(f"  {r['status']:8} {_params(r, spec)}: {r.get('error', '')}")
    metric = _default_metric(res.rows)
    if metric and len(res.rows) > 1 and not res.interrupted:
        lines += _summary(res.rows, metric, [a.name for a in spec.axes], top=3)
    print("\n".join(lines))
    if res.interrupted:
        print(f"tilesim sweep: interrupted: {len(res.rows)} of {res.total} points are stored in "
              f"{out}; run the same command again to resume", file=sys.stderr)
        return 130
    return 1 if failed else 0


def _params(row: dict, spec_or_axes) -> str:
    axes = spec_or_axes if isinstance(spec_or_axes, list) else [a.name for a in spec_or_axes.axes]
    return " ".join(f"{a}={row.get(a)}" for a in axes)


def _default_metric(rows: list[dict]) -> str | None:
    cols = rows[0] if rows else {}
    return next((m for m in ("peak_fraction", "cycles") if m in cols), None)


def _summary(rows, metric: str, axes: list[str], top: int) -> list[str]:
    from simulator.sweep.analysis import best, lower_is_better, sensitivity

    lines = []
    b = best(rows, metric, top)
    if b:
        lines.append(f"best by {metric} ({'lower' if lower_is_better(metric) else 'higher'} "
                     "is better):")
        for r in b:
            lines.append(f"  {metric} {_fmt(r[metric])}   {_params(r, axes)}")
    eff = sensitivity(rows, metric, [a for a in axes])
    if eff:
        lines.append(f"sensitivity of {metric} (spread of its mean over each parameter's "
                     "values):")
        for e in eff:
            means = ", ".join(f"{v}: {_fmt(m)}" for v, m in e.means)
            lines.append(f"  {e.parameter:32} {_fmt(e.spread):>10} ({100 * e.relative:.0f} %)"
                         f"   {means}")
        mach = [e for e in eff if e.parameter.startswith("machine.")]
        if mach:
            lines.append(f"  the machine parameter that moves {metric} most: "
                         f"{mach[0].parameter[len('machine.'):]}")
    return lines


def _fmt(v) -> str:
    if isinstance(v, float):
        return f"{v:.4g}"
    return str(v)


def _load(d: str):
    from simulator.sweep.store import read_rows

    if not os.path.exists(os.path.join(d, "results.parquet")):
        raise FileNotFoundError(f"{d}: no results.parquet (run 'tilesim sweep SPEC.toml --out "
                                f"{d}' first)")
    meta = {}
    try:
        with open(os.path.join(d, "sweep.json"), encoding="utf-8") as fh:
            meta = json.load(fh)
    except (OSError, ValueError):
        pass
    return read_rows(d), meta.get("axes")


def _best(args) -> int:
    from simulator.sweep.analysis import AnalysisError, best

    try:
        rows, axes = _load(args.dir)
        metric = args.metric or _default_metric(rows)
        if metric is None:
            return _usage("no metric: give --metric")
        axes = axes or []
        lines = _summary(rows, metric, axes, args.top) if args.minimize is None else [
            f"  {metric} {_fmt(r[metric])}   {_params(r, axes)}"
            for r in best(rows, metric, args.top, minimize=True)]
    except (FileNotFoundError, AnalysisError) as e:
        return _usage(str(e))
    print("\n".join(lines) if lines else f"no successful point has '{metric}'")
    return 0


def _plot(args) -> int:
    from simulator.sweep.analysis import AnalysisError, plot

    if not args.x:
        return _usage("'tilesim sweep plot' needs --x (and --z; --y for a heat map)")
    try:
        rows, axes = _load(args.dir)
        metric = args.metric or _default_metric(rows)
        out = args.output or os.path.join(args.dir, f"{metric}.png")
        path = plot(rows, args.x, metric, args.y, out, axes=axes)
    except (FileNotFoundError, AnalysisError) as e:
        return _usage(str(e))
    print(f"wrote {path}")
    return 0


class _Progress:
    """A rich progress bar (done / failed / remaining, ETA) on a terminal; silent otherwise."""

    def __init__(self):
        from .progress import is_tty

        self.show = is_tty(sys.stderr) and not os.environ.get("TILESIM_NO_PROGRESS")
        self.p = self.task = None
        self.failed = 0

    def __enter__(self):
        if self.show:
            from rich.console import Console
            from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                                       TimeElapsedColumn, TimeRemainingColumn)

            self.p = Progress(TextColumn("sweep"), BarColumn(), MofNCompleteColumn(),
                              TextColumn("done, {task.fields[failed]} failed, "
                                         "{task.fields[left]} remaining"),
                              TimeElapsedColumn(), TextColumn("ETA"), TimeRemainingColumn(),
                              console=Console(file=sys.stderr), transient=True)
            self.p.start()
        return self

    def event(self, kind: str, info: dict) -> None:
        if self.p is None:
            return
        if kind == "start":
            self.task = self.p.add_task("sweep", total=info["todo"], failed=0,
                                        left=info["todo"])
        elif kind == "done" and self.task is not None:
            self.failed += info["row"].get("status") != "ok"
            t = self.p.tasks[0]
            self.p.update(self.task, advance=1, failed=self.failed,
                          left=max(0, t.total - t.completed - 1))

    def stop(self) -> None:
        if self.p is not None:
            self.p.stop()
            self.p = None

    def __exit__(self, *exc):
        self.stop()
        return False
