"""Profiles on the command line: the tables `tilesim run --profile` / `--profile-lines FUNC`
print, the files `--profile-out FILE` writes (speedscope JSON and collapsed stacks), and
`tilesim profile plot FILE`, a flame graph PNG drawn with matplotlib. The numbers come from
:mod:`simulator.profile`; this module only renders them."""
from __future__ import annotations

import json
import linecache
import os
import zlib

from .render import error

COLD = 1.25  # a first call this much slower than the later calls' mean is marked cold


def register(sub) -> None:
    p = sub.add_parser("profile", help="flame graphs of `tilesim run --profile-out` files",
                       description="Draw a flame graph PNG of a profile `tilesim run "
                       "--profile-out FILE` wrote (FILE.folded collapsed stacks or the FILE "
                       "speedscope JSON); needs matplotlib (pip install 'tilesim[sweep]').")
    ps = p.add_subparsers(dest="action", metavar="ACTION")
    ps.required = True
    plot = ps.add_parser("plot", help="draw a flame graph PNG")
    plot.add_argument("file", help="collapsed stacks (.folded) or speedscope JSON")
    plot.add_argument("-o", "--output", metavar="PNG",
                      help="where to write the PNG (default: FILE with .png appended)")
    plot.add_argument("--title", default=None, help="the graph's title (default: the file name)")
    plot.set_defaults(func=plot_cmd)


def add_profile_args(p) -> None:
    g = p.add_argument_group("profile (per function and source line, like perf)")
    g.add_argument("--profile", action="store_true",
                   help="print where the cycles went (functional runs: the instructions), per "
                   "function: self and total cycles, instructions, IPC, stalls, SME unit use, "
                   "calls and each function's first (cold) call")
    g.add_argument("--profile-lines", action="append", default=[], metavar="FUNC",
                   help="per source line and instruction view of function FUNC (perf annotate; "
                   "repeatable)")
    g.add_argument("--profile-out", metavar="FILE",
                   help="write the call-stack profile as speedscope JSON to FILE and as "
                   "collapsed stacks (flame-graph text) to FILE.folded")


def wants_profile(args) -> bool:
    return bool(getattr(args, "profile", False) or getattr(args, "profile_lines", None)
                or getattr(args, "profile_out", None))


class Profiled:
    """A machine whose steps run under a :class:`~simulator.profile.Profiler` (for the CLI's
    run loop, which drives ``step``/``finished``/``steps``/``run(0)``)."""

    def __init__(self, machine, profiler):
        self._m, self.profiler = machine, profiler

    def step(self, n: int = 1) -> int:
        return self.profiler.step(n)

    def __getattr__(self, name):
        return getattr(self._m, name)


def folded(prof) -> str:
    """Collapsed stacks, the flame-graph text format (``a;b;c 123`` per line: Brendan
    Gregg's FlameGraph ``stackcollapse`` output)."""
    return "".join(f"{';'.join(k)} {w}\n" for k, w in prof.weights() if w > 0)


def speedscope(prof, name: str) -> dict:
    """The profile in speedscope's file format (https://www.speedscope.app/file-format-schema.json):
    one sampled profile, one sample per distinct stack weighted by its cycles (instructions for
    a functional run)."""
    frames: list[dict] = []
    index: dict[str, int] = {}
    info = {f.name: f for f in prof.functions}
    samples, weights = [], []
    for key, w in prof.weights():
        if w <= 0:
            continue
        row = []
        for fn in key:
            if fn not in index:
                index[fn] = len(frames)
                fr: dict = {"name": fn}
                f = info.get(fn)
                if f is not None and f.file:
                    fr["file"], fr["line"] = f.file, f.line
                frames.append(fr)
            row.append(index[fn])
        samples.append(row)
        weights.append(w)
    unit = "cycles" if prof.timed else "instructions"
    return {"$schema": "https://www.speedscope.app/file-format-schema.json",
            "shared": {"frames": frames},
            "profiles": [{"type": "sampled", "name": f"{name} ({unit})", "unit": "none",
                          "startValue": 0, "endValue": sum(weights), "samples": samples,
                          "weights": weights}],
            "name": name, "activeProfileIndex": 0, "exporter": "tilesim"}


def write_outputs(prof, path: str, name: str) -> None:
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(speedscope(prof, name), fh, indent=1)
    with open(path + ".folded", "w", encoding="utf-8") as fh:
        fh.write(folded(prof))


# ---------------------------------------------------------------------------------- tables
def _n(x: float) -> str:
    return f"{round(x):,}"


def render_table(prof, top: int = 30) -> str:
    """The per-function table (``perf report``): sorted by self cycles (instructions)."""
    timed = prof.timed
    cyc = prof.to_cycles
    unit = "cycles" if timed else "instructions"
    total = prof.total_ticks if timed else prof.instructions
    head = (f"Profile: {_n(cyc(prof.total_ticks))} cycles, {prof.instructions:,} instructions "
            f"(machine {prof.machine}); self cycles add up to the total" if timed else
            f"Profile: {prof.instructions:,} instructions (functional run: no cycle model)")
    cols = ["Self%", f"Self {unit[:3]}", f"Total {unit[:3]}"]
    if timed:
        cols += ["Instrs", "IPC", "Dep", "Mem", "Unit", "Other", "SME%", "SMEq"]
    cols += ["Calls", "1st call", "Later avg", "Function"]
    rows = []
    cold_seen = False
    for f in prof.functions[:top]:
        s = f.self_ticks if timed else f.self_instructions
        t = f.total_ticks if timed else f.total_instructions
        row = [f"{100 * s / total:.1f}" if total else "-", _n(cyc(s) if timed else s),
               _n(cyc(t) if timed else t)]
        if timed:
            st = f.stalls
            ipc = prof.ipc(f)
            sme = prof.sme_utilisation(f)
            other = st.get("serialise", 0) + st.get("branch_mispredict", 0) + \
                st.get("type_switch", 0)
            row += [f"{f.self_instructions:,}", f"{ipc:.2f}" if ipc is not None else "-",
                    _n(cyc(st.get("dependency", 0))), _n(cyc(st.get("memory", 0))),
                    _n(cyc(st.get("unit_busy", 0))), _n(cyc(other)),
                    f"{100 * sme:.0f}" if sme else "-",
                    f"{st['sme_queue'] / s:.1f}" if st.get("sme_queue") and s else "-"]
        first = f.first_ticks
        later = f.later_ticks / f.later_calls if f.later_calls else None
        mark = ""
        if f.recursive:
            mark = " r"
        elif timed and first is not None and later and first > COLD * later:
            mark = " *"
            cold_seen = True
        conv = cyc if timed else (lambda v: v)
        row += [f"{f.calls:,}", (_n(conv(first)) + mark) if first is not None else "-",
                _n(conv(later)) if later is not None else "-", f.name]
        rows.append(row)
    widths = [max(len(c), *(len(r[i]) for r in rows)) if rows else len(c)
              for i, c in enumerate(cols)]
    lines = [head]
    if timed:
        lines.append("Stall cycles (self): Dep dependencies, Mem waiting for memory, Unit busy "
                     "units, Other serialising +\nmispredicts + type switches. SME%: the SME "
                     "unit's busiest pipe; SMEq: SME instructions waiting in its\nqueue (mean). "
                     "1st call: its first call's cycles, callees included; Later avg: its other "
                     "calls'.")
    fmt = "  ".join(f"{{:>{w}}}" if i < len(cols) - 1 else "{}" for i, w in enumerate(widths))
    lines.append(fmt.format(*cols))
    lines += [fmt.format(*r) for r in rows]
    if len(prof.functions) > top:
        lines.append(f"… {len(prof.functions) - top} more functions")
    if cold_seen:
        lines.append(f"* first (cold) call over {COLD:g}x the later calls' mean: caches, "
                     "branch predictors, the SME unit's queue were cold")
    if any(f.recursive for f in prof.functions[:top]):
        lines.append("r recursive: its first call encloses the later ones")
    if prof.too_deep:
        from simulator.profile import MAX_DEPTH

        lines.append(f"calls deeper than {MAX_DEPTH} frames were booked as tail calls (the "
                     "stacks and totals above that depth are cut)")
    if timed and prof.drain[1]:
        d = cyc(prof.drain[1])
        lines.append(f"{_n(d)} cycle{'s' * (round(d) != 1)} after the last instruction issued "
                     f"(results in flight) booked to {prof.drain[0]}, where the run ended")
    return "\n".join(lines)


def render_lines(prof, name: str) -> str:
    """Per source line of function ``name``, each line's instructions beneath it (perf annotate)."""
    rows = prof.lines[name]
    f = prof.function(name)
    timed = prof.timed
    total = f.self_ticks if timed else f.self_instructions
    unit = "cycles" if timed else "instructions"
    where = f" ({os.path.basename(f.file)}:{f.line})" if f.file else ""
    out = [f"{name}{where}: {_n(prof.to_cycles(total) if timed else total)} {unit}"
           + (f", {f.self_instructions:,} instructions" if timed else "")]
    cyc = f"{'Cycles':>10}  " if timed else ""
    out.append(f"{'%':>6}  {cyc}{'Execs':>8}  Line / instruction")
    for lp in rows:
        v = lp.ticks if timed else lp.instructions
        cyc = f"{_n(prof.to_cycles(v)):>10}  " if timed else ""
        out.append(f"{_pct(v, total)}  {cyc}{lp.instructions:>8,}  "
                   f"{os.path.basename(lp.file)}:{lp.line}  {_source(lp)}")
        for addr, text, t, c in lp.insns:
            v = t if timed else c
            cyc = f"{_n(prof.to_cycles(v)):>10}  " if timed else ""
            out.append(f"{_pct(v, total)}  {cyc}{c:>8,}      0x{addr:x}  {text}")
    if timed and prof.drain[0] == name and prof.drain[1]:
        out.append(f"{_pct(prof.drain[1], total)}  {_n(prof.to_cycles(prof.drain[1])):>10}  "
                   f"{'':>8}  (after the last instruction issued: results in flight)")
    return "\n".join(out)


def _pct(v: float, total: float) -> str:
    return f"{100 * v / total:6.1f}" if total else f"{'-':>6}"


def _source(lp) -> str:
    if lp.text:
        return lp.text
    return linecache.getline(lp.file, lp.line).strip() if lp.file and lp.line else ""


# ---------------------------------------------------------------------------------- plot
class PlotError(ValueError):
    def __init__(self, message: str, hint: str = ""):
        super().__init__(message)
        self.message, self.hint = message, hint


def read_stacks(path: str) -> list[tuple[tuple[str, ...], float]]:
    """(stack, weight) pairs from collapsed stacks (``a;b;c 12`` lines) or a speedscope JSON
    file's sampled profiles."""
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except OSError as e:
        raise PlotError(f"cannot open '{path}': {e.strerror}", "check the path") from None
    except UnicodeDecodeError:
        raise PlotError(f"{path}: not a text file", "give FILE.folded or the speedscope "
                        "JSON `tilesim run --profile-out FILE` wrote") from None
    if text.lstrip().startswith("{"):
        return _speedscope_stacks(path, text)
    out = []
    for i, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        stack, _, weight = line.rstrip().rpartition(" ")
        try:
            w = float(weight)
        except ValueError:
            w = -1.0
        if not stack or w < 0:
            raise PlotError(f"{path}:{i}:{len(stack) + 2 if stack else 1}: expected 'frame;frame;"
                            f"... WEIGHT' (collapsed stacks), got {line[:60]!r}",
                            "give FILE.folded as `tilesim run --profile-out FILE` wrote it")
        out.append((tuple(stack.split(";")), w))
    if not out:
        raise PlotError(f"{path}: no stacks in the file", "is the profile empty?")
    return out


def _speedscope_stacks(path: str, text: str) -> list[tuple[tuple[str, ...], float]]:
    try:
        doc = json.loads(text)
        frames = [f["name"] for f in doc["shared"]["frames"]]
        out = []
        for prof in doc["profiles"]:
            if prof.get("type") != "sampled":
                continue
            for sample, w in zip(prof["samples"], prof["weights"]):
                out.append((tuple(frames[int(i)] for i in sample), float(w)))
    except json.JSONDecodeError as e:
        raise PlotError(f"{path}:{e.lineno}:{e.colno}: not valid JSON: {e.msg}") from None
    except (KeyError, TypeError, IndexError, ValueError) as e:
        raise PlotError(f"{path}: not a speedscope file with sampled profiles ({type(e).__name__}: "
                        f"{e})", "give the file `tilesim run --profile-out FILE` wrote") from None
    if not out:
        raise PlotError(f"{path}: no sampled stacks in the file")
    return out


def _tree(stacks) -> dict:
    root: dict = {"name": "all", "value": 0.0, "kids": {}}
    for stack, w in stacks:
        root["value"] += w
        node = root
        for name in stack:
            node = node["kids"].setdefault(name, {"name": name, "value": 0.0, "kids": {}})
            node["value"] += w
    return root


def plot_flame(stacks, output: str, title: str) -> None:
    """A flame graph (Brendan Gregg's layout: x = share of the weight, callers below callees,
    frames sorted by name) drawn with matplotlib's Agg backend."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.patches import Rectangle

    root = _tree(stacks)
    total = root["value"] or 1.0
    boxes = []

    def walk(node, x: float, depth: int) -> int:
        boxes.append((x, depth, node["value"], node["name"]))
        deepest = depth
        for name in sorted(node["kids"]):
            kid = node["kids"][name]
            deepest = max(deepest, walk(kid, x, depth + 1))
            x += kid["value"]
        return deepest

    depth = walk(root, 0.0, 0) + 1
    fig, ax = plt.subplots(figsize=(12, 1.2 + 0.32 * depth), dpi=100)
    for x, d, w, name in boxes:
        h = zlib.crc32(name.encode())  # a stable warm colour per function
        color = (0.85 + 0.15 * ((h & 0xFF) / 255), 0.35 + 0.45 * (((h >> 8) & 0xFF) / 255),
                 0.1 + 0.2 * (((h >> 16) & 0xFF) / 255))
        ax.add_patch(Rectangle((x / total, d), w / total, 0.95, facecolor=color,
                               edgecolor="white", linewidth=0.5))
        if w / total > 0.04:
            label = f"{name} ({100 * w / total:.1f}%)"
            room = int(w / total * 150)
            ax.text(x / total + 0.003, d + 0.45, label if len(label) <= room else
                    label[:max(room - 1, 1)] + "…", va="center", fontsize=8, clip_on=True)
    ax.set_xlim(0, 1)
    ax.set_ylim(0, depth)
    ax.set_yticks([])
    ax.set_xlabel("share of the profile's weight")
    ax.set_title(title)
    fig.tight_layout()
    fig.savefig(output)
    plt.close(fig)


def plot_cmd(args) -> int:
    try:
        stacks = read_stacks(args.file)
    except PlotError as e:
        error(e.message, e.hint)
        return 2
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        error("`tilesim profile plot` needs matplotlib, which is not installed",
              "pip install 'tilesim[sweep]' (or pip install matplotlib)")
        return 2
    out = args.output or args.file + ".png"
    try:
        plot_flame(stacks, out, args.title or os.path.basename(args.file))
    except OSError as e:
        error(f"cannot write '{out}': {e.strerror}", "check the directory")
        return 2
    return 0
