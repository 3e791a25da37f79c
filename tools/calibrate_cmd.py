"""`tilesim calibrate`: the cycle model against published measurements.

Every program under programs/calibration/ names its published figure, unit, work per loop
iteration and source in its header. Each runs with ``ITERS`` = 100 and 300 (``--defsym``; a
header line ``iterations: A B`` picks other counts: 20 and 60 for the compute loops, which are
in their steady state by then, or those of memory rows whose iterations walk a buffer); the
difference of the two cycle counts over B - A iterations is the model's steady-state
cost per iteration, turned into the published unit (cycles/op, B/cycle or GFLOPS).

VF (Ascend) rows come from the VF programs under programs/vf/ whose header has the same lines
with ``work-per-run`` instead: each runs once on its own machine description (ascend950) and
its total cycles over that work is the model's figure (cycles per 64 lanes, per instruction
or per run)."""
from __future__ import annotations

import glob
import json
import os
import re

import attrs

from simulator.assets import program_path

CAL_DIR = program_path("calibration")
VF_DIR = program_path("vf")
_HDR = re.compile(r"^//\s*(published|work-per-iteration|work-per-run|iterations|source|known-miss|"
                  r"Calibration):"
                  r"\s*(.*)$")
TOLERANCE = 0.10


@attrs.frozen
class Row:
    name: str
    what: str
    published: float
    unit: str
    work: int
    source: str
    known_miss: str | None
    model: float

    @property
    def ratio(self) -> float:
        return self.model / self.published

    @property
    def within(self) -> bool:
        return abs(self.ratio - 1) <= TOLERANCE


def _header(path: str) -> dict:
    out = {}
    with open(path) as fh:
        for ln in fh:
            m = _HDR.match(ln.strip())
            if m:
                out[m.group(1)] = m.group(2).strip()
    return out


def _cycles(path: str, iters: int, machine: str) -> int:
    from simulator import Machine

    with open(path) as fh:
        text = fh.read()
    m = Machine.from_source(text, path, defsyms={"ITERS": iters}, svl=512, machine=machine)
    if m.run() != 0:
        raise RuntimeError(f"{path}: calibration program failed")
    return m.cycles


def _name(path: str) -> str:
    base = os.path.basename(path)
    return base[:-5] if base.endswith(".vf.s") else base[:-2]


def _vf_paths() -> list[str]:
    """VF programs that name a published figure (``// published:`` in their header)."""
    return [p for p in sorted(glob.glob(os.path.join(VF_DIR, "*.vf.s"))) if "published" in _header(p)]


def _measure_vf(path: str, h: dict) -> Row:
    from simulator import load_machine

    value, unit = h["published"].split(None, 1)
    work = int(h["work-per-run"])
    with open(path) as fh:
        m = load_machine(fh.read(), path)
    if m.run() != 0:
        raise RuntimeError(f"{path}: calibration program failed")
    model = m.stats()["cycles"] / work
    return Row(_name(path), h.get("Calibration", "").rstrip("."), float(value), unit, work,
               h.get("source", ""), h.get("known-miss"), round(model, 3))


def measure(path: str, machine: str = "m4") -> Row:
    """One calibration program: its header facts and the model's figure in the same unit."""
    h = _header(path)
    if path.endswith(".vf.s"):
        return _measure_vf(path, h)
    value, unit = h["published"].split(None, 1)
    work = int(h["work-per-iteration"])
    lo, hi = (int(x) for x in h.get("iterations", "100 300").split())
    per_iter = (_cycles(path, hi, machine) - _cycles(path, lo, machine)) / (hi - lo)
    desc_clock = _clock(machine)
    if unit == "cycles/op":
        model = per_iter / work
    elif unit == "B/cycle":
        model = work / per_iter
    elif unit in ("GFLOPS", "GOPS"):
        model = work / per_iter * desc_clock
    else:
        raise ValueError(f"{path}: unknown unit '{unit}'")
    return Row(os.path.basename(path)[:-2], h.get("Calibration", "").rstrip("."), float(value),
               unit, work, h.get("source", ""), h.get("known-miss"), round(model, 3))


def _clock(machine: str) -> float:
    from simulator.timing.description import load_machine

    return load_machine(machine).clock_ghz


def rows(names=(), machine: str = "m4") -> list[Row]:
    paths = sorted(glob.glob(os.path.join(CAL_DIR, "*.s"))) + _vf_paths()
    if names:
        paths = [p for p in paths if _name(p) in names]
    return [measure(p, machine) for p in paths]


def render(rs: list[Row]) -> str:
    w = max([20] + [len(r.name) for r in rs])
    L = [f"{'program':<{w}} {'published':>10} {'model':>10} {'unit':<15} {'ratio':>6}  status"]
    for r in rs:
        st = "ok" if r.within else ("known miss" if r.known_miss else "OUTSIDE 10 %")
        L.append(f"{r.name:<{w}} {r.published:>10g} {r.model:>10g} {r.unit:<15} {r.ratio:>6.2f}  {st}")
    ok = sum(r.within for r in rs)
    L.append(f"{ok}/{len(rs)} rows within {100 * TOLERANCE:g} % of the published figure")
    return "\n".join(L)


def register(sub) -> None:
    p = sub.add_parser("calibrate", help="compare the cycle model with published measurements")
    p.add_argument("names", nargs="*", metavar="NAME", help="calibration programs (default all)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=run)


def run(args) -> int:
    known = {_name(p) for p in glob.glob(os.path.join(CAL_DIR, "*.s")) + _vf_paths()}
    bad = [n for n in args.names if n not in known]
    if bad:
        print(f"tilesim calibrate: unknown program {', '.join(bad)} (known: "
              f"{', '.join(sorted(known))})")
        return 2
    rs = rows(args.names)
    if args.json:
        print(json.dumps([{**attrs.asdict(r), "ratio": round(r.ratio, 3)} for r in rs], indent=1))
    else:
        print(render(rs))
    return 0 if all(r.within or r.known_miss for r in rs) else 1
