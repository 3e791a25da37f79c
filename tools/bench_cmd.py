"""`tilesim bench`: simulated instructions per second on fixed programs (programs/bench/)."""
from __future__ import annotations

import json
import os
import time

_HERE = os.path.dirname(os.path.abspath(__file__))
BENCH_DIR = os.path.join(os.path.dirname(_HERE), "programs", "bench")
# name -> (file, machine kwargs, what to count)
BENCHES = {
    "scalar": ("scalar_loop.s", {}, "instructions"),
    "sve": ("sve_loop.s", {}, "instructions"),
    "sme-fmopa": ("sme_fmopa_loop.s", {"svl": 512}, "fmopa"),
}


def register(sub) -> None:
    p = sub.add_parser("bench", help="measure simulation speed on fixed programs")
    p.add_argument("names", nargs="*", choices=[*BENCHES, []], metavar="NAME",
                   help=f"benchmarks to run ({', '.join(BENCHES)}; default all)")
    p.add_argument("--repeat", type=int, default=3, help="runs per benchmark; the best is kept")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=run)


def _best(path: str, kw: dict, repeat: int, name: str):
    from simulator import Machine

    best = None
    for _ in range(repeat):
        m = Machine.from_file(path, **kw)
        t0 = time.perf_counter()
        m.run()
        dt = time.perf_counter() - t0
        if m.exit_code != 0:
            raise RuntimeError(f"benchmark {name} failed: exit {m.exit_code} "
                               f"{m.fault.render() if m.fault else ''}")
        if best is None or dt < best[0]:
            best = (dt, m)
    return best


def measure(name: str, repeat: int = 3, timing: bool = True) -> dict:
    fname, kw, unit = BENCHES[name]
    path = os.path.join(BENCH_DIR, fname)
    dt, m = _best(path, kw, repeat, name)
    fmopas = sum(1 for i in m.program.insns if i.mnemonic == "fmopa")
    res = {"name": name, "instructions": m.steps, "seconds": round(dt, 4),
           "instructions_per_second": round(m.steps / dt)}
    if unit == "fmopa":
        iters = 25000
        res["fmopa_per_second"] = round(fmopas * iters / dt)
    if timing:  # the cycle model (m4) against functional-only: target at most 2x
        tdt, tm = _best(path, {**kw, "machine": "m4", "timing": True}, repeat, name)
        res["timed_seconds"] = round(tdt, 4)
        res["timing_slowdown"] = round(tdt / dt, 2)
        res["cycles"] = tm.cycles
    return res


def run(args) -> int:
    names = args.names or list(BENCHES)
    results = [measure(n, args.repeat) for n in names]
    if args.json:
        print(json.dumps(results, indent=1))
        return 0
    print(f"{'benchmark':<12} {'instructions':>13} {'seconds':>9} {'instr/s':>12} "
          f"{'timed/func':>10}  extra")
    for r in results:
        extra = f"{r['fmopa_per_second']:,} FMOPA/s" if "fmopa_per_second" in r else ""
        slow = f"{r['timing_slowdown']:.2f}x" if "timing_slowdown" in r else "-"
        print(f"{r['name']:<12} {r['instructions']:>13,} {r['seconds']:>9.3f} "
              f"{r['instructions_per_second']:>12,} {slow:>10}  {extra}")
    return 0
