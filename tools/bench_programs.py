"""`tilesim bench` rows for whole programs: C/C++ built against glibc, run as whole processes.

Each row builds its program (clang-19 --target=aarch64-linux-gnu -fuse-ld=lld -O2 -static, or
GNU as and ld for an assembly row such as the GEMM ELF, in a temporary directory), then runs ``tilesim run`` in a fresh interpreter — functional
(``--no-timing``) and with the m4 cycle model — and ``qemu-aarch64 -cpu max,sme=on`` on the same
ELF, each ``repeat`` times in turn (a busy machine slows every side alike). The figures are CPU
seconds of the whole child process (user + system, from ``os.wait4``): on a shared machine wall
time mostly measures the other tenants. Every row carries the 1-minute load average at its end.
"""
from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import attrs

from simulator.assets import program_path

SYSROOT = "/usr/aarch64-linux-gnu"
CFLAGS = ("--target=aarch64-linux-gnu", "-fuse-ld=lld", "-O2", "-static")
TINY_START = """\
    .globl _start
_start:
    mov x0, #0
    mov x8, #93
    svc #0
"""


@attrs.frozen
class Whole:
    """One whole-program row: its source (under programs/), arguments and targets."""

    source: str
    args: tuple[str, ...] = ()
    max_seconds: float | None = None  # whole `tilesim run` process, functional
    min_rate: float | None = None  # instructions per CPU-second, functional
    min_timed_rate: float | None = None  # the same with the m4 cycle model
    max_over_qemu: float | None = None  # functional CPU time over QEMU's
    max_timed_over_qemu: float | None = None  # the same with the m4 cycle model
    why: str = ""


PROGRAMS = {
    "startup": Whole("<tiny _start: exit(0)>", max_seconds=0.5,
                     why="start-up floor on a small ELF (issue 25)"),
    "hello-c": Whole("c/hello.c", max_seconds=1.5, why="static glibc hello world (issue 21)"),
    "iostream-cpp": Whole("c/iostream.cpp", max_seconds=2.5,
                          why="static C++ iostream hello world (issue 21)"),
    # its first throw sorts every FDE of the static binary (libgcc's unwinder): 9 M instructions
    "exceptions-cpp": Whole("c/shapes.cpp",
                            why="static C++: exceptions, virtual calls, std containers"),
    "sha256-c": Whole("c/sha256.c", ("512",), min_rate=10e6, min_timed_rate=3e6,
                      why="compiled C workload, SHA-256 of 512 KiB (issue 25)"),
    # the packed SME GEMM as one ELF taking n: cost growth with the work (8x per row)
    "gemm-128": Whole("gemm/gemm_elf.s", ("128",), why="packed SME GEMM 128^3 as an ELF"),
    "gemm-256": Whole("gemm/gemm_elf.s", ("256",), why="packed SME GEMM 256^3 as an ELF"),
    "gemm-512": Whole("gemm/gemm_elf.s", ("512",), max_over_qemu=2.0, max_timed_over_qemu=4.0,
                      why="packed SME GEMM 512^3 as an ELF (issue 25)"),
}
TIMED_SLOWDOWN = 2.0  # a timed run costs at most 2x a functional one (issue 25)


def missing_tools(name: str = "") -> str:
    """What is missing to build row ``name`` (any row: ''), '' when nothing."""
    from tools import qemu_oracle as q

    if PROGRAMS.get(name, Whole("")).source.endswith(".s"):  # GNU binutils, as for QEMU
        return ", ".join(t for t in (q.AS, q.LD) if shutil.which(t) is None)
    need = [t for t in ("clang-19", "clang++-19", "ld.lld-19") if shutil.which(t) is None]
    if not os.path.isdir(os.path.join(SYSROOT, "lib")):
        need.append(f"the cross sysroot {SYSROOT} (libc6-dev-arm64-cross)")
    return ", ".join(need)


def build(name: str, tmp: str) -> str:
    """The static ELF of row ``name`` in ``tmp``."""
    w = PROGRAMS[name]
    exe = os.path.join(tmp, name)
    if name == "startup":
        src, obj = os.path.join(tmp, "tiny.s"), os.path.join(tmp, "tiny.o")
        with open(src, "w") as fh:
            fh.write(TINY_START)
        cmds = [["clang-19", "--target=aarch64-linux-gnu", "-c", src, "-o", obj],
                ["ld.lld-19", obj, "-o", exe]]
    elif w.source.endswith(".s"):  # its .include files lie beside it
        from tools import qemu_oracle as q

        src, obj = program_path(w.source), os.path.join(tmp, "prog.o")
        cmds = [[q.AS, *q.AS_FLAGS, "-I", os.path.dirname(src), src, "-o", obj],
                [q.LD, obj, "-o", exe]]
    else:
        cc = "clang++-19" if w.source.endswith((".cpp", ".cc")) else "clang-19"
        cmds = [[cc, *CFLAGS, program_path(w.source), "-o", exe]]
    for cmd in cmds:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        if p.returncode:
            raise RuntimeError(f"building {name} failed: {p.stderr.strip()[:300]}")
    return exe


def run_child(cmd: list[str], cwd: str | None = None) -> tuple[float, float, int, bytes]:
    """(CPU seconds, wall seconds, exit status, stdout) of ``cmd`` as a child process."""
    with tempfile.TemporaryFile() as out:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=out, stderr=subprocess.DEVNULL, cwd=cwd)
        _, status, ru = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
        p.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
        out.seek(0)
        return ru.ru_utime + ru.ru_stime, wall, p.returncode, out.read()


def _tilesim(exe: str, args: tuple[str, ...], timed: bool, stats: str | None) -> list[str]:
    opts = ["--stats-json", stats] if timed and stats else ([] if timed else ["--no-timing"])
    return [sys.executable, "-m", "tools.cli", "run", *opts, exe, *args]


def count_instructions(exe: str, args: tuple[str, ...]) -> int:
    """Instructions a functional run of ``exe args`` executes (in this process, output
    dropped): the count a row's rate needs when the m4 run that reports it is skipped."""
    from simulator import Machine

    m = Machine.from_file(exe, argv=[exe, *args], output=lambda fd, data: None, timing=False)
    m.run()
    return m.steps


def measure(name: str, repeat: int = 3, timing: bool = True) -> dict:
    """Row ``name``: medians of ``repeat`` rounds (tilesim functional, timed, QEMU)."""
    from tools import qemu_oracle as q

    w = PROGRAMS[name]
    res: dict = {"name": name, "program": w.source, "args": list(w.args), "repeat": repeat,
                 "what": w.why}
    why = missing_tools(name)
    if why:
        res["skipped"] = f"needs {why}"
        return res
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    qemu = q.QEMU if os.access(q.QEMU, os.X_OK) else None
    runs: dict[str, list] = {k: [] for k in ("func", "func_wall", "timed", "timed_wall", "qemu")}
    with tempfile.TemporaryDirectory() as tmp:
        exe = build(name, tmp)
        stats = os.path.join(tmp, "stats.json")
        for _ in range(repeat):
            cpu, wall, status, out = run_child(_tilesim(exe, w.args, False, None), root)
            runs["func"].append(cpu)
            runs["func_wall"].append(wall)
            res["tilesim_status"] = status
            if timing:
                cpu, wall, tstatus, tout = run_child(_tilesim(exe, w.args, True, stats), root)
                runs["timed"].append(cpu)
                runs["timed_wall"].append(wall)
                res["timed_same_output"] = tout == out and tstatus == status
            if qemu is not None:
                qcpu, _, qstatus, qout = run_child([qemu, *q.QEMU_FLAGS, exe, *w.args])
                runs["qemu"].append(qcpu)
                res["qemu_status"] = qstatus
                res["same_output_as_qemu"] = qout == out and qstatus == status
        if timing and os.path.exists(stats):
            import json

            with open(stats) as fh:
                res["instructions"] = json.load(fh).get("instructions")
        elif not timing and w.min_rate is not None:  # the count the rate needs, functional
            res["instructions"] = count_instructions(exe, w.args)
    res["load_average"] = round(os.getloadavg()[0], 2)
    if qemu is None:
        res["qemu"] = "not installed (tools/qemu_oracle.py: $TILESIM_QEMU)"
    med = {k: round(statistics.median(v), 3) for k, v in runs.items() if v}
    res["cpu_seconds"] = med["func"]
    res["wall_seconds"] = med["func_wall"]
    if "timed" in med:
        res["timed_cpu_seconds"] = med["timed"]
        res["timed_wall_seconds"] = med["timed_wall"]
        res["timed_over_functional"] = round(med["timed"] / med["func"], 2)
    if "qemu" in med:
        res["qemu_cpu_seconds"] = med["qemu"]
        q_s = max(med["qemu"], 1e-3)  # a tiny program takes QEMU under a millisecond
        res["over_qemu"] = round(med["func"] / q_s, 1)
        if "timed" in med:
            res["timed_over_qemu"] = round(med["timed"] / q_s, 1)
    n = res.get("instructions")
    if n:
        res["instructions_per_cpu_second"] = round(n / med["func"])
        if "timed" in med:
            res["timed_instructions_per_cpu_second"] = round(n / med["timed"])
    res["targets"] = targets(w, res)
    return res


def targets(w: Whole, r: dict) -> list[str]:
    """Each target of the row with its figure and whether it is met."""
    out = []

    def check(text: str, ok: bool | None) -> None:
        out.append(f"{text}: {'met' if ok else 'NOT met' if ok is not None else 'n/a'}")

    if w.max_seconds is not None:
        check(f"functional process <= {w.max_seconds} CPU-s ({r['cpu_seconds']:.2f})",
              r["cpu_seconds"] <= w.max_seconds)
    rate, trate = r.get("instructions_per_cpu_second"), r.get("timed_instructions_per_cpu_second")
    if w.min_rate is not None:
        check(f">= {w.min_rate / 1e6:g} M instr/CPU-s functional "
              f"({rate / 1e6:.2f} M)" if rate else f">= {w.min_rate / 1e6:g} M instr/CPU-s",
              rate >= w.min_rate if rate else None)
    if w.min_timed_rate is not None:
        check(f">= {w.min_timed_rate / 1e6:g} M instr/CPU-s with m4 "
              f"({trate / 1e6:.2f} M)" if trate else f">= {w.min_timed_rate / 1e6:g} M with m4",
              trate >= w.min_timed_rate if trate else None)
    if w.max_over_qemu is not None:
        ok = r["over_qemu"] <= w.max_over_qemu if "over_qemu" in r else None
        check(f"functional <= {w.max_over_qemu:g}x QEMU"
              + (f" (x{r['over_qemu']:g})" if "over_qemu" in r else ""), ok)
    if w.max_timed_over_qemu is not None:
        ok = r["timed_over_qemu"] <= w.max_timed_over_qemu if "timed_over_qemu" in r else None
        check(f"m4 <= {w.max_timed_over_qemu:g}x QEMU"
              + (f" (x{r['timed_over_qemu']:g})" if "timed_over_qemu" in r else ""), ok)
    if "timed_over_functional" in r:
        check(f"timed <= {TIMED_SLOWDOWN:g}x functional ({r['timed_over_functional']:.2f}x)",
              r["timed_over_functional"] <= TIMED_SLOWDOWN)
    return out


def line(r: dict) -> str:
    """The row as `tilesim bench` prints it."""
    if "skipped" in r:
        return f"{r['name']:<12} skipped: {r['skipped']}"
    parts = [f"{r['name']:<12} {r['cpu_seconds']:.2f} CPU-s functional "
             f"(wall {r['wall_seconds']:.2f})"]
    if "timed_cpu_seconds" in r:
        parts.append(f"{r['timed_cpu_seconds']:.2f} with m4 ({r['timed_over_functional']:.2f}x)")
    if "qemu_cpu_seconds" in r:
        parts.append(f"QEMU {r['qemu_cpu_seconds']:.3f} (x{r['over_qemu']:g}"
                     + (f", m4 x{r['timed_over_qemu']:g}" if "timed_over_qemu" in r else "")
                     + ")")
    else:
        parts.append(f"QEMU {r.get('qemu')}")
    if r.get("instructions"):
        parts.append(f"{r['instructions']:,} instr")
    parts.append(f"load {r['load_average']:.2f}")
    head = ", ".join(parts)
    return head + "\n" + "\n".join(f"{'':<13}target {t}" for t in r["targets"])
