"""Profiles (simulator/profile.py, `tilesim run --profile`, `m.call(profile=, warmup=)`).

References: per-function instruction counts against QEMU 11.1's own execution trace (one
instruction per translation block, ``-d exec``, which names each instruction's symbol);
function ranges against llvm-nm-19's symbol sizes; the GEMM's packing / micro-kernel split
(simulator/gemm.py, a second run without micro-kernel calls); speedscope's published JSON
schema; the PNG signature.
"""
from __future__ import annotations

import collections
import json
import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from simulator import Machine
from simulator.profile import FunctionMap, ProfileError, Profiler, profile_run
from tools import qemu_oracle
from tools.cli import main

HERE = Path(__file__).parent / "profile"
ROOT = Path(__file__).parent.parent
CLANG = "clang-19"
FREESTANDING = ("--target=aarch64-linux-gnu", "-fuse-ld=lld", "-static", "-nostdlib",
                "-ffreestanding", "-O2", "-g")


def _need(*tools: str) -> None:
    for t in tools:
        if shutil.which(t) is None:
            pytest.skip(f"{t} not installed")


@pytest.fixture(scope="module")
def fmm(tmp_path_factory) -> Path:
    """tests/profile/fmm.c built freestanding with clang-19 (ld.lld)."""
    _need(CLANG, "ld.lld-19")
    out = tmp_path_factory.mktemp("profile") / "fmm"
    subprocess.run([CLANG, *FREESTANDING, str(HERE / "fmm.c"), "-o", str(out)], check=True,
                   cwd=HERE)
    return out


@pytest.fixture(scope="module")
def kernels(tmp_path_factory) -> Path:
    _need(CLANG)
    out = tmp_path_factory.mktemp("profile") / "kernels.o"
    subprocess.run([CLANG, "--target=aarch64-linux-gnu", "-O2", "-g", "-fno-vectorize", "-c",
                    str(HERE / "kernels.c"), "-o", str(out)], check=True, cwd=HERE)
    return out


def _qemu_counts(exe: Path) -> tuple[collections.Counter, int]:
    """Instructions executed per symbol, from QEMU's trace with one instruction per block."""
    if not Path(qemu_oracle.QEMU).exists():
        pytest.skip("QEMU 11.1 not installed")
    log = exe.with_suffix(".qemu.log")
    proc = subprocess.run([qemu_oracle.QEMU, "-one-insn-per-tb", "-d", "exec,nochain", "-D",
                           str(log), str(exe)], capture_output=True, timeout=120)
    counts: collections.Counter = collections.Counter()
    for line in log.read_text().splitlines():
        m = re.match(r"Trace \d+: 0x[0-9a-f]+ \[[^\]]*\] (\S+)", line)
        if m:
            counts[m.group(1)] += 1
    return counts, qemu_oracle.status_from_returncode(proc.returncode)


# ---------------------------------------------------------------------------------- functions
def test_functions_are_the_symbol_table_s(fmm):
    _need("llvm-nm-19")
    out = subprocess.run(["llvm-nm-19", "-S", "--defined-only", str(fmm)], capture_output=True,
                         text=True, check=True).stdout
    want = {}
    for line in out.splitlines():
        addr, size, kind, name = line.split()
        if kind in "Tt":
            want[name] = (int(addr, 16), int(size, 16))
    fm = FunctionMap(Machine.from_file(fmm).program)
    got = {f.name: (f.lo, f.hi - f.lo) for f in fm.functions[:-1]}
    assert got == want


@pytest.mark.parametrize("timed", [False, True])
def test_self_instructions_per_function_match_qemu(fmm, timed):
    counts, status = _qemu_counts(fmm)
    m = Machine.from_file(fmm, machine="m4" if timed else None, timing=timed)
    prof = profile_run(m)
    assert m.exit_code == status
    got = {f.name: f.self_instructions for f in prof.functions}
    assert got == dict(counts)
    assert prof.instructions == sum(counts.values()) == m.steps
    # the call stack: main's inclusive count is everything but _start's own instructions
    assert prof.function("main").total_instructions == m.steps - got["_start"]


@pytest.mark.parametrize("machine", ["m4", "generic"])
def test_self_cycles_add_up_to_the_total(fmm, machine):
    plain = Machine.from_file(fmm, machine=machine)
    plain.run()
    m = Machine.from_file(fmm, machine=machine)
    prof = profile_run(m, lines=("matmul",))
    assert (m.cycles, m.steps, m.exit_code) == (plain.cycles, plain.steps, plain.exit_code)
    K = prof.ticks_per_cycle
    assert prof.total_ticks == m.cycles * K
    assert sum(f.self_ticks for f in prof.functions) == prof.total_ticks
    assert sum(v[0] for v in prof.stacks.values()) == prof.total_ticks
    assert prof.function("_start").total_ticks == prof.total_ticks
    # the per-line view of matmul accounts for all its cycles (no drain: the run ends in _start)
    mm = prof.function("matmul")
    assert sum(lp.ticks for lp in prof.lines["matmul"]) == mm.self_ticks
    assert sum(lp.instructions for lp in prof.lines["matmul"]) == mm.self_instructions
    hot = max(prof.lines["matmul"], key=lambda lp: lp.ticks)
    assert "s += x[i * n + k] * y[k * n + j];" in hot.text


def test_recursion_and_first_calls(fmm):
    prof = profile_run(Machine.from_file(fmm, machine="m4"))
    fib = prof.function("fib")
    assert fib.calls > 100  # recursive calls are followed (the stacks nest)
    assert max(len(k) for k in prof.stacks) > 8
    assert fib.first_ticks == fib.total_ticks  # its first call encloses every other one
    fill = prof.function("fill")
    assert fill.calls == 2 and fill.later_calls == 1


# ---------------------------------------------------------------------------------- GEMM
def test_gemm_micro_kernel_owns_the_split_s_cycles():
    """The split (simulator/gemm.py) times a second run without micro-kernel calls. Every
    function but the micro-kernel and its caller owns the same cycles, to the tick, in both
    runs; the caller differs only in its call sequence; so the split's kernel cycles are the
    micro-kernel's cycles plus those of the call sequence, exactly."""
    from simulator.gemm import build, run_gemm

    dims = (96, 128, 80)
    kw = dict(kernel="sme", a_layout=None, b_layout=None, c_layout=None, svl=512, mc=None,
              kc=None, nc=None, packed=True, seed=0, machine="m4", timing=None, warm=True)
    r = run_gemm(*dims, svl=512, machine="m4")
    full_m, _ = build(*dims, **kw)
    full = profile_run(full_m, lines=("gemm_driver",))
    pack_m, _ = build(*dims, **kw, reps=0, program=full_m.program)
    pack = profile_run(pack_m, lines=("gemm_driver",))
    K = full.ticks_per_cycle
    assert full.total_ticks == r.cycles * K and pack.total_ticks == r.pack_cycles * K
    for name in ("_start", "pack_any", "pack_panels"):
        assert full.function(name).self_ticks == pack.function(name).self_ticks, name
    uk = full.function("ukernel_sme")
    drv = full.function("gemm_driver").self_ticks - pack.function("gemm_driver").self_ticks
    assert uk.total_ticks + drv == r.kernel_cycles * K
    assert 0 < drv < uk.total_ticks // 50
    # the driver's extra cycles are all on the lines from `.Lgd_jr` to `.Lgd_ic_next`
    src = (ROOT / "programs" / "gemm" / "driver.s").read_text().splitlines()
    lo = next(i for i, t in enumerate(src, 1) if t.startswith(".Lgd_jr:"))
    hi = next(i for i, t in enumerate(src, 1) if t.startswith(".Lgd_ic_next:"))
    per = {}
    for prof, sign in ((full, 1), (pack, -1)):
        for lp in prof.lines["gemm_driver"]:
            per[lp.line] = per.get(lp.line, 0) + sign * lp.ticks
    assert sum(v for ln, v in per.items() if lo <= ln < hi) == drv
    assert all(v == 0 for ln, v in per.items() if not lo <= ln < hi)
    assert full.sme_utilisation(uk) > 0.5  # the outer-product unit is busy in the kernel
    # pack_any ends in `b.eq pack_panels` (fp32): a tail call, so pack_panels runs in its place
    assert ("_start", "gemm_driver", "pack_panels") in full.stacks
    assert not any("pack_any" in k and "pack_panels" in k for k in full.stacks)


# ---------------------------------------------------------------------------------- calls
def test_cold_and_warm_calls(kernels):
    import numpy as np

    x = np.linspace(-1, 1, 4096, dtype=np.float32)
    y = np.cos(np.arange(4096, dtype=np.float32))
    ref = float(np.dot(x.astype(np.float64), y.astype(np.float64)))
    m = Machine.from_file(kernels, machine="m4")
    cold = m.call("dot", x, y, 4096, returns="float", profile=True)
    warm = m.call("dot", x, y, 4096, returns="float", profile=True)
    again = Machine.from_file(kernels, machine="m4").call("dot", x, y, 4096, returns="float",
                                                          warmup=1)
    assert abs(cold.value - ref) < 1e-3 and warm.value == cold.value == again.value
    assert (again.cycles, again.warmup) == (warm.cycles, 1)
    assert warm.cycles < cold.cycles
    # the first call misses every line of its 2 x 16 KiB of inputs once (m4.toml: 128-byte
    # lines); the second none
    assert cold.cache_misses["l1d"] == 2 * 4096 * 4 // 128
    assert sum(warm.cache_misses.values()) == 0
    # the difference is stall time, nearly all of it waiting for memory
    diff = cold.cycles - warm.cycles
    stalls = sum(cold.stall_cycles.values()) - sum(warm.stall_cycles.values())
    assert abs(diff - stalls) <= 1
    assert cold.memory_stall_cycles - warm.memory_stall_cycles > 0.9 * diff
    for r in (cold, warm):
        p = r.profile
        assert p.total_ticks == r.cycles * p.ticks_per_cycle
        assert [f.name for f in p.functions] == ["dot"]
        assert p.instructions == r.instructions


def test_call_profile_lines_and_bad_arguments(kernels):
    import numpy as np

    from simulator.loader import CallError

    m = Machine.from_file(kernels)  # functional: instructions only
    x = np.ones(64, np.float32)
    r = m.call("dot", x, x, 64, returns="float", profile_lines=("dot",))
    assert r.value == 64.0 and r.profile.timed is False
    assert sum(lp.instructions for lp in r.profile.lines["dot"]) == r.instructions
    with pytest.raises(CallError, match="warmup"):
        m.call("dot", x, x, 64, warmup=-1)
    with pytest.raises(ProfileError, match="no function 'nope'"):
        m.call("dot", x, x, 64, profile_lines=("nope",))


# ---------------------------------------------------------------------------------- files
def test_speedscope_json_validates_and_folded_adds_up(fmm, tmp_path, capsys):
    jsonschema = pytest.importorskip("jsonschema")
    out = tmp_path / "fmm.speedscope.json"
    assert main(["run", "--profile-out", str(out), str(fmm)]) == 114
    doc = json.loads(out.read_text())
    schema = json.loads((HERE / "speedscope-file-format-schema.json").read_text())
    jsonschema.validate(doc, schema)
    m = Machine.from_file(fmm, machine="m4")
    m.run()
    assert sum(doc["profiles"][0]["weights"]) == m.cycles == doc["profiles"][0]["endValue"]
    folded = (tmp_path / "fmm.speedscope.json.folded").read_text().splitlines()
    assert sum(int(ln.rsplit(" ", 1)[1]) for ln in folded) == m.cycles
    assert any(ln.startswith("_start;main;matmul ") for ln in folded)
    with pytest.raises(jsonschema.ValidationError):  # the schema does reject a broken file
        jsonschema.validate(dict(doc, profiles=[{"type": "sampled"}]), schema)


def test_flame_graph_png(fmm, tmp_path):
    pytest.importorskip("matplotlib")
    out = tmp_path / "p.json"
    main(["run", "--no-timing", "--profile-out", str(out), str(fmm)])
    png = tmp_path / "flame.png"
    assert main(["profile", "plot", str(out) + ".folded", "-o", str(png)]) == 0
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    w, h = struct.unpack(">II", data[16:24])
    assert (w, 300 <= h <= 2000) == (1200, True) and len(data) > 5000
    assert main(["profile", "plot", str(out)]) == 0  # the speedscope file draws too
    assert (tmp_path / "p.json.png").exists()


def test_plot_errors(tmp_path, capsys, monkeypatch):
    bad = tmp_path / "bad.folded"
    bad.write_text("a;b 3\nno weight here\n")
    assert main(["profile", "plot", str(bad)]) == 2
    assert f"{bad}:2:" in capsys.readouterr().err
    assert main(["profile", "plot", str(tmp_path / "missing")]) == 2
    bad.write_text("a;b 3\n")
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    assert main(["profile", "plot", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "needs matplotlib" in err and "tilesim[sweep]" in err


def test_cli_tables_and_usage_errors(fmm, capsys):
    assert main(["run", "--profile", "--profile-lines", "fib", str(fmm)]) == 114
    err = capsys.readouterr().err
    assert re.search(r"^\s*[\d.]+\s+[\d,]+\s+[\d,]+\s.*\bmatmul$", err, re.M)
    assert "fib (fmm.c:" in err and "return k < 2 ? k : fib(k - 1) + fib(k - 2);" in err
    assert main(["run", "--no-timing", "--profile", str(fmm)]) == 114
    assert "functional run" in capsys.readouterr().err
    assert main(["run", "--profile-lines", "matmull", str(fmm)]) == 2
    err = capsys.readouterr().err
    assert "no function 'matmull'" in err and "matmul" in err
    assert main(["run", "--no-timing", "--profile-out", "/nonexistent/p.json", str(fmm)]) == 114
    assert "--profile-out: cannot write '/nonexistent/p.json'" in capsys.readouterr().err
    vf = ROOT / "programs" / "vf"
    prog = next(iter(sorted(vf.glob("*.vf.s"))), None)
    if prog is not None:
        assert main(["run", "--profile", str(prog)]) == 2
        assert "does not apply to a VF program" in capsys.readouterr().err


def test_assembly_program_functions_are_its_labels():
    m = Machine.from_file(ROOT / "programs" / "gemm" / "gemm.s", svl=512)
    p = Profiler(m)
    p.run()
    prof = p.finish()
    assert prof.timed is False and m.exit_code == 0
    names = {f.name for f in prof.functions}
    assert {"_start", "gemm_driver", "pack_panels", "ukernel_sme"} <= names
    assert prof.instructions == m.steps


# ---------------------------------------------------------------------------------- docs
def _blocks(kind: str) -> list[str]:
    text = (ROOT / "docs" / "profiling.md").read_text()
    return re.findall(rf"^```{kind}\n(.*?)^```$", text, re.M | re.S)


def test_docs_command_output(fmm, capsys, monkeypatch):
    """docs/profiling.md shows `tilesim run fmm --profile-lines fib` with its output."""
    (block,) = _blocks("console")
    cmd, _, want = block.partition("\n")
    words = cmd.split()
    assert words[:3] == ["$", "tilesim", "run"] and words[-1] == "fmm"
    monkeypatch.chdir(fmm.parent)
    assert main(words[2:]) == 114
    assert capsys.readouterr().err == want


def test_docs_call_examples(kernels, capsys, monkeypatch):
    """docs/profiling.md's cold / warm call examples print what they show (the C kernel from
    its build directory, the SME2 kernel from the repository's root)."""
    codes, wants = _blocks("python"), _blocks("text")
    assert len(codes) == len(wants) == 2
    for code, want in zip(codes, wants):
        monkeypatch.chdir(kernels.parent if "kernels.o" in code else ROOT)
        exec(compile(code, "docs/profiling.md", "exec"), {})  # noqa: S102 - the doc's example
        assert capsys.readouterr().out == want


def test_warm_call_is_not_charged_for_the_host_s_copies():
    """The arguments m.call places and copies back are the host's accesses: a second call of
    the SME2 kernel finds everything cached and misses nothing, like a call after warmup=1."""
    import ctypes

    import numpy as np

    from simulator.loader.call import Block

    P = ctypes.c_void_p
    args = [("lhs", P), ("rhs", P), ("dst", P), ("k", ctypes.c_uint64)]
    lhs, rhs = np.ones((2, 16, 32), np.float32)
    dst = np.zeros((32, 32), np.float32)
    blk = Block(args, {"lhs": lhs, "rhs": rhs, "dst": dst, "k": 16})
    path = ROOT / "programs" / "kernels" / "sme2_gemm_f32.S"
    m = Machine.from_file(path, svl=512, machine="m4")
    cold, warm = (m.call("sme2_gemm_f32", blk, returns=None) for _ in range(2))
    fresh = Machine.from_file(path, svl=512, machine="m4").call("sme2_gemm_f32", blk,
                                                                returns=None, warmup=1)
    assert sum(cold.cache_misses.values()) > 0 and sum(warm.cache_misses.values()) == 0
    assert warm.cycles == fresh.cycles < cold.cycles
    assert (dst == 16).all()


def test_call_depth_is_bounded():
    """BL used as a jump (the callee branches back, never returns): the stack stops growing at
    MAX_DEPTH frames and the self instructions still add up."""
    from simulator.profile import MAX_DEPTH

    src = """
        .text
        .global _start
    _start:
        mov x5, #3000
    again:
        bl step
    done:
        mov x0, #0
        mov x8, #93
        svc #0
    step:
        subs x5, x5, #1
        b.ne again
        b done
    """
    m = Machine.from_source(src)
    prof = profile_run(m)
    assert m.exit_code == 0 and prof.too_deep
    assert max(len(k) for k in prof.stacks) == MAX_DEPTH
    assert prof.function("step").self_instructions == 2 * 3000 + 1
    assert sum(f.self_instructions for f in prof.functions) == m.steps
