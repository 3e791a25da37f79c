"""`tilesim bench`: simulated instructions per second on fixed programs (programs/bench/)."""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time

from simulator.assets import program_path

from .bench_programs import PROGRAMS
from .run_opts import positive

BENCH_DIR = program_path("bench")
# name -> (file, machine kwargs, what to count)
BENCHES = {
    "scalar": ("scalar_loop.s", {}, "instructions"),
    # shifted operands and register-offset loads/stores, as compiled C indexes arrays
    "scalar-mem": ("scalar_mem_loop.s", {}, "instructions"),
    "sve": ("sve_loop.s", {}, "instructions"),
    "sme-fmopa": ("sme_fmopa_loop.s", {"svl": 512}, "fmopa"),
    # the debugger (simulator/debug, as `tilesim debug` drives it) with its reverse-execution
    # history on: `stepi N` forward, and `reverse-stepi N` back over those N
    "debug-fwd": ("sme_fmopa_loop.s", {"svl": 512}, "debug-forward"),
    "debug-back": ("sme_fmopa_loop.s", {"svl": 512}, "debug-backward"),
}
DEBUG_STEPS = 60_000  # instructions stepped by the debugger benches (the loop runs 150,012)


def register(sub) -> None:
    p = sub.add_parser("bench", help="measure simulation speed on fixed programs")
    p.add_argument("names", nargs="*", choices=[*BENCHES, "layout", *PROGRAMS, []],
                   metavar="NAME", help=f"benchmarks to run ({', '.join(BENCHES)}, layout, "
                   f"and whole programs as whole processes against QEMU: {', '.join(PROGRAMS)}; "
                   "default all; see docs/bench.md)")
    p.add_argument("--repeat", type=positive, default=3,
                   help="runs per benchmark; the median is reported")
    p.add_argument("--no-jit", action="store_true",
                   help="run one closure per instruction instead of compiled blocks "
                        "(simulator/blocks), to compare the two or debug the simulator")
    p.add_argument("--no-timed", action="store_true",
                   help="skip the runs with the m4 cycle model")
    p.add_argument("--json", action="store_true")
    p.add_argument("--vs-qemu", action="store_true",
                   help="also time the packed GEMM (programs/gemm/gemm.s, fp32, SVL 512) in tilesim "
                        "and under qemu-aarch64 in this run and report the wall-time ratio")
    p.add_argument("--gemm-size", type=positive, default=512, metavar="N",
                   help="m = n = k of the --vs-qemu GEMM (default 512)")
    p.set_defaults(func=run)


def _median(path: str, kw: dict, repeat: int, name: str, jit: bool = True):
    """(median run seconds, one machine) over ``repeat`` fresh runs (loading not timed)."""
    from simulator import Machine

    times, m = [], None
    for _ in range(repeat):
        m = Machine.from_file(path, **kw)
        if not jit:
            m.jit = None
        t0 = time.perf_counter()
        m.run()
        times.append(time.perf_counter() - t0)
        if m.exit_code != 0:
            raise RuntimeError(f"benchmark {name} failed: exit {m.exit_code} "
                               f"{m.fault.render() if m.fault else ''}")
    return statistics.median(times), m


def measure(name: str, repeat: int = 3, timing: bool = True, jit: bool = True) -> dict:
    fname, kw, unit = BENCHES[name]
    path = os.path.join(BENCH_DIR, fname)
    if unit.startswith("debug-"):
        return measure_debugger(name, path, kw, unit == "debug-backward", repeat, timing)
    dt, m = _median(path, kw, repeat, name, jit)
    fmopas = sum(1 for i in m.program.insns if i.mnemonic == "fmopa")
    res = {"name": name, "instructions": m.steps, "seconds": round(dt, 4),
           "instructions_per_second": round(m.steps / dt)}
    if unit == "fmopa":
        iters = 25000
        res["fmopa_per_second"] = round(fmopas * iters / dt)
    if unit == "instructions" and jit:  # against a bare Python loop calling one closure per
        # instruction (``pc = ops[pc]()``, what the run loop does without blocks), same run
        bdt, _ = _median(path, kw, repeat, name, jit=False)
        res["bare_loop_instructions_per_second"] = round(m.steps / bdt)
        res["over_bare_loop"] = round(bdt / dt, 2)
    if timing:  # the cycle model (m4) against functional-only: target at most 2x; the same
        # program on the same (QEMU max) features: sve_loop runs SVE outside streaming mode
        tdt, tm = _median(path, {**kw, "machine": "m4", "timing": True, "features": "max"},
                          repeat, name)
        res["timed_seconds"] = round(tdt, 4)
        res["timing_slowdown"] = round(tdt / dt, 2)
        res["cycles"] = tm.cycles
    return res


def _debug_seconds(path: str, kw: dict, backward: bool, repeat: int) -> float:
    """Median seconds of ``stepi DEBUG_STEPS`` (or of ``reverse-stepi`` over them) in a
    debugger session with the default history (loading and, backward, the forward run not
    timed)."""
    from simulator import Machine
    from simulator.debug import Debugger

    times = []
    for _ in range(repeat):
        d = Debugger(lambda: Machine.from_file(path, **kw))
        if backward:
            d.stepi(DEBUG_STEPS)
        t0 = time.perf_counter()
        stop = d.reverse_stepi(DEBUG_STEPS) if backward else d.stepi(DEBUG_STEPS)
        times.append(time.perf_counter() - t0)
        if abs(stop.steps) != DEBUG_STEPS:
            raise RuntimeError(f"debugger bench stopped early: {stop.reason}")
    return statistics.median(times)


def measure_debugger(name: str, path: str, kw: dict, backward: bool, repeat: int = 3,
                     timing: bool = True) -> dict:
    """Instructions per second the debugger steps forward (history on) or back."""
    dt = _debug_seconds(path, kw, backward, repeat)
    res = {"name": name, "instructions": DEBUG_STEPS, "seconds": round(dt, 4),
           "instructions_per_second": round(DEBUG_STEPS / dt)}
    if timing:  # `tilesim debug --machine m4`: the cycle model's undo tokens as well
        tdt = _debug_seconds(path, {**kw, "machine": "m4", "timing": True, "features": "max"},
                             backward, repeat)
        res["timed_seconds"] = round(tdt, 4)
        res["timing_slowdown"] = round(tdt / dt, 2)
    return res


def gemm_vs_qemu(size: int = 512, repeat: int = 1) -> dict:
    """Wall time of the same GEMM program on the same random A and B in tilesim (m4 cycle
    model on, and functional only) and under QEMU user mode: medians of ``repeat`` rounds, each
    round running all of them in turn (so a busy machine slows every side alike). tilesim gets
    A and B through the memory API; the QEMU binary (assembled by GNU as with the same
    parameters) has the same bytes in its image, so both multiply the same numbers."""
    import tempfile

    from simulator.gemm import run_gemm
    from tools import qemu_oracle as q

    res: dict = {"name": f"gemm-{size}", "m": size, "n": size, "k": size, "repeat": repeat}
    runs: dict = {k: [] for k in ("whole", "run", "fwhole", "frun", "proc", "qemu")}
    with tempfile.TemporaryDirectory() as tmp:
        exe, why = _qemu_gemm(size, tmp) if q.tools_available() else (None, "not installed")
        if why:
            res["qemu"] = why
        for _ in range(repeat):
            t0 = time.perf_counter()
            r = run_gemm(size, size, size, split=False)
            runs["whole"].append(time.perf_counter() - t0)
            runs["run"].append(r.sim_seconds)
            t0 = time.perf_counter()
            f = run_gemm(size, size, size, split=False, machine=None, warm=False)
            runs["fwhole"].append(time.perf_counter() - t0)
            runs["frun"].append(f.sim_seconds)
            # whole process: `tilesim gemm` as a user runs it (m4 cycle model, the
            # packing-only second run for the cycle split included)
            runs["proc"].append(_process_seconds(["gemm", "--m", str(size), "--n", str(size),
                                                  "--k", str(size)]))
            if exe is not None:
                t0 = time.perf_counter()
                _, _, status = q.run_qemu(exe, timeout=600)
                runs["qemu"].append(time.perf_counter() - t0)
                res["qemu_status"] = status

    def med(key):
        v = [x for x in runs[key] if x is not None]
        return round(statistics.median(v), 3) if v else None

    res["tilesim_seconds"] = med("whole")
    res["tilesim_run_seconds"] = med("run")
    res["cycles"] = r.cycles
    res["fmopa"] = r.fmopas
    res["fmopa_per_second"] = round(r.fmopas / res["tilesim_run_seconds"]) \
        if res["tilesim_run_seconds"] else None
    res["max_rel_error"] = r.max_rel_error
    res["tilesim_functional_seconds"] = med("fwhole")
    res["tilesim_functional_run_seconds"] = med("frun")
    res["tilesim_process_seconds"] = med("proc")
    if exe is None:
        return res
    res["qemu_seconds"] = q_s = med("qemu")
    res["tilesim_over_qemu"] = round(res["tilesim_seconds"] / q_s, 2)
    res["tilesim_functional_over_qemu"] = round(res["tilesim_functional_seconds"] / q_s, 2)
    # run-only: the simulated run alone; whole process: `tilesim gemm` from exec to exit
    res["run_only_over_qemu"] = round(res["tilesim_run_seconds"] / q_s, 2)
    res["functional_run_only_over_qemu"] = round(res["tilesim_functional_run_seconds"] / q_s, 2)
    if res.get("tilesim_process_seconds") is not None:
        res["process_over_qemu"] = round(res["tilesim_process_seconds"] / q_s, 2)
    return res


def _qemu_gemm(size: int, tmp: str):
    """(binary, None) or (None, why): programs/gemm/gemm.s for QEMU, assembled by GNU as into
    ``tmp`` with tilesim's parameters and its random A and B (the bytes tilesim's
    ``write_tensor`` puts at Amat / Bmat, by ``.incbin``)."""
    import re
    import shutil
    from pathlib import Path

    from simulator.gemm import GEMM_PROGRAM, build
    from simulator.layout import to_memory
    from tools import qemu_oracle as q

    _, ctx = build(size, size, size, machine=None)
    src = Path(tmp) / "gemm.s"
    for f in Path(GEMM_PROGRAM).parent.glob("*.s"):
        shutil.copy(f, Path(tmp) / f.name)
    # GNU as lets a later `.equ` redefine a --defsym symbol (tilesim gives --defsym the last
    # word), so the QEMU copy has the parameters written into its .equ lines
    defs = ctx["defs"]
    text = re.sub(r"^(\s*\.equ\s+)(\w+)(\s*,\s*)([^/\n]*)",
                  lambda m: m.group(1) + m.group(2) + m.group(3) + (
                      str(defs[m.group(2)]) + " " if m.group(2) in defs else m.group(4)),
                  Path(GEMM_PROGRAM).read_text(), flags=re.M)
    for name, arr, shape in (("Amat", ctx["a"], ctx["a_shape"]),
                             ("Bmat", ctx["b"], ctx["b_shape"])):
        data = Path(tmp) / f"{name}.bin"
        data.write_bytes(to_memory(arr, shape).tobytes())
        size_sym = name[0] + "_BYTES"
        text, n = re.subn(rf"^{name}:\s*\.space\s+{size_sym}\s*$",
                          f'{name}: .incbin "{data}"\n        .space {size_sym} - '
                          f"{data.stat().st_size}", text, flags=re.M)
        if n != 1:
            return None, f"gemm.s has no '{name}: .space {size_sym}' line for the data"
    src.write_text(text)
    obj, exe = Path(tmp) / "gemm.o", Path(tmp) / "gemm"
    for cmd in ([q.AS, *q.AS_FLAGS, str(src), "-o", str(obj)], [q.LD, str(obj), "-o", str(exe)]):
        p = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True, timeout=120)
        if p.returncode:
            return None, f"build failed: {p.stderr.strip()[:300]}"
    return exe, None


def _process_seconds(args: list[str]) -> float | None:
    """Wall time of ``tilesim ARGS`` in a fresh interpreter (imports and start-up included);
    None if it fails."""
    t0 = time.perf_counter()
    p = subprocess.run([sys.executable, "-m", "tools.cli", *args], capture_output=True,
                       text=True, timeout=1800, cwd=os.path.dirname(os.path.dirname(__file__)))
    return round(time.perf_counter() - t0, 3) if p.returncode == 0 else None


LAYOUT_SHAPES = ("f32[4096,4096]{1,0:T(8,128)}", "bf16[4096,4096]{1,0:T(8,128)(2,1)}")


def measure_layout(repeat: int = 3) -> list[dict]:
    """Seconds to convert a 4096x4096 array to and from the TPU tiled layouts (issue 3)."""
    import numpy as np

    from simulator.layout import from_memory, parse_shape, to_memory

    out = []
    for text in LAYOUT_SHAPES:
        shape = parse_shape(text)
        a = np.arange(4096 * 4096, dtype=np.uint32).reshape(4096, 4096).astype(shape.dtype)
        to_memory(a, shape)  # first call pays for the page faults of the new buffer
        best_to = best_from = float("inf")
        for _ in range(repeat):
            t0 = time.perf_counter()
            mem = to_memory(a, shape)
            t1 = time.perf_counter()
            from_memory(mem, shape)
            t2 = time.perf_counter()
            best_to, best_from = min(best_to, t1 - t0), min(best_from, t2 - t1)
        out.append({"name": "layout", "shape": text, "to_memory_seconds": round(best_to, 4),
                    "from_memory_seconds": round(best_from, 4)})
    return out


def run(args) -> int:
    from .progress import busy

    if getattr(args, "no_jit", False):  # also for the GEMM runs and the child processes
        os.environ["TILESIM_NO_JIT"] = "1"
    names = args.names or [*BENCHES, "layout", *PROGRAMS]
    results = []
    for n in names:
        if n in PROGRAMS:
            from . import bench_programs

            with busy(f"bench {n} ({args.repeat} runs in tilesim and QEMU)"):
                results.append(bench_programs.measure(n, args.repeat,
                                                      not getattr(args, "no_timed", False)))
        elif n != "layout":
            with busy(f"bench {n} ({args.repeat} runs)"):
                results.append(measure(n, args.repeat, not getattr(args, "no_timed", False),
                                       not getattr(args, "no_jit", False)))
    if "layout" in names:
        with busy("bench layout"):
            results += measure_layout(args.repeat)
    if getattr(args, "vs_qemu", False):
        with busy(f"bench GEMM {args.gemm_size}^3 in tilesim and QEMU"):
            results.append(gemm_vs_qemu(args.gemm_size, args.repeat))
    if args.json:
        print(json.dumps(results, indent=1))
        return 0
    def whole(r: dict) -> bool:  # a whole-program row (not --vs-qemu's gemm-N result)
        return r["name"] in PROGRAMS and "program" in r

    if any(not whole(r) for r in results):
        print(f"{'benchmark':<12} {'instructions':>13} {'seconds':>9} {'instr/s':>12} "
              f"{'timed/func':>10}  extra")
    for r in results:
        if whole(r):
            from .bench_programs import line

            print(line(r))
            continue
        if r["name"].startswith("gemm-"):
            print(_gemm_line(r))
            continue
        if r["name"] == "layout":
            print(f"{'layout':<12} {r['shape']}: to_memory {1e3 * r['to_memory_seconds']:.1f} ms, "
                  f"from_memory {1e3 * r['from_memory_seconds']:.1f} ms")
            continue
        extra = f"{r['fmopa_per_second']:,} FMOPA/s" if "fmopa_per_second" in r else ""
        if "over_bare_loop" in r:
            met = "met" if r["over_bare_loop"] >= 2 else "NOT met"
            extra = (f"{r['over_bare_loop']:.2f}x a bare closure loop "
                     f"({r['bare_loop_instructions_per_second']:,}/s; target >= 2x: {met})")
        slow = f"{r['timing_slowdown']:.2f}x" if "timing_slowdown" in r else "-"
        print(f"{r['name']:<12} {r['instructions']:>13,} {r['seconds']:>9.3f} "
              f"{r['instructions_per_second']:>12,} {slow:>10}  {extra}")
    return 0


def _gemm_line(r: dict) -> str:
    head = (f"{r['name']:<12} tilesim {r['tilesim_seconds']:.2f} s with the m4 cycle model "
            f"({r['tilesim_run_seconds']:.2f} s running, {r['fmopa']:,} FMOPA, "
            f"{r['fmopa_per_second']:,} FMOPA/s), {r['tilesim_functional_seconds']:.2f} s "
            "functional")
    if "qemu_seconds" not in r:
        return head + f"; QEMU: {r.get('qemu')}"
    proc = f"; whole process {r['process_over_qemu']:.2f}x" if "process_over_qemu" in r else ""
    return (head + f"; QEMU {r['qemu_seconds']:.2f} s (exit {r['qemu_status']}); tilesim/QEMU "
            f"wall-time ratio {r['tilesim_over_qemu']:.2f} (functional "
            f"{r['tilesim_functional_over_qemu']:.2f}); run-only {r['run_only_over_qemu']:.2f}x "
            f"(functional {r['functional_run_only_over_qemu']:.2f}x)" + proc)
