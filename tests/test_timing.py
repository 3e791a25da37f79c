"""The cycle model: calibration against the published M4 SME figures, ZA aliasing,
description validation, determinism and the reports. Cycles are always measured by running
programs; expected rates are the published numbers, never read back from the description."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from simulator import Machine
from simulator.timing import DescriptionError, load_machine
from simulator.timing.description import parse
from tools.checks import parse_checks, run_options

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "programs", "bench")

# Published M4 P-core figures at SVL 512 (tzakharko/m4-sme-exploration report 02):
# 2000 GFLOPS fp32 = 512 FLOP/cycle at 3.9 GHz; fp64 a quarter; widening fp16/bf16 2000 GFLOPS;
# int8 4000 GOPS = 1024 OPs/cycle.
PUBLISHED_PEAK = {"f32": 512, "f64": 128, "f16w": 512, "bf16": 512, "i8": 1024}
KIND = {"f32": "fp32", "f64": "fp64", "f16w": "fp16", "bf16": "bf16", "i8": "int8"}


def run_bench(name: str, machine: str = "m4") -> Machine:
    path = os.path.join(BENCH, name)
    with open(path) as fh:
        _, opts = parse_checks(fh.read())
    kw = run_options(opts)
    kw.setdefault("machine", machine)
    m = Machine.from_file(path, **kw)
    assert m.run() == 0, m.fault.render() if m.fault else m.exit_code
    return m


def rate(name: str) -> float:
    """FLOPs (OPs) per cycle measured by the report of one run."""
    s = run_bench(name).stats()
    work = s["flops"] + s["ops"]
    return work / s["cycles"]


@pytest.mark.parametrize("typ,tiles,expect", [
    ("f32", 1, 0.25), ("f32", 2, 0.50), ("f32", 3, 0.75), ("f32", 4, 1.00),
    ("f64", 1, 0.25), ("f64", 2, 0.50), ("f64", 3, 0.75), ("f64", 4, 1.00),
    ("f16w", 1, 0.25), ("f16w", 2, 0.50), ("f16w", 3, 0.75), ("f16w", 4, 1.00),
    ("bf16", 1, 0.25), ("bf16", 4, 1.00),
    ("i8", 1, 0.50), ("i8", 2, 1.00), ("i8", 4, 1.00),
])
def test_calibration_m4(typ, tiles, expect):
    got = rate(f"mopa_{typ}_{tiles}t.s") / PUBLISHED_PEAK[typ]
    assert abs(got - expect) <= 0.05, f"{typ} x{tiles} tiles: {100 * got:.1f} % of peak"


def test_fp64_is_quarter_of_fp32():
    assert rate("mopa_f64_4t.s") == pytest.approx(rate("mopa_f32_4t.s") / 4, rel=0.05)


def test_report_percent_of_peak_matches_published():
    s = run_bench("mopa_f32_4t.s").stats()
    assert s["peak_flops_per_cycle"] == PUBLISHED_PEAK["f32"]
    assert 95 <= s["percent_of_peak"] <= 100.5
    assert s["gflops"] == pytest.approx(2000, rel=0.05)


def _loop(body: str, iters: int = 50, svl: int = 512, machine: str = "m4") -> Machine:
    src = f"""
    .text
_start:
    smstart
    ptrue p0.b
    fmov z0.s, #1.0
    fmov z1.s, #1.0
    mov x1, #{iters}
1:  subs x1, x1, #1
{body}
    b.ne 1b
    mov x0, #0
    mov x8, #93
    svc #0
"""
    m = Machine.from_source(src, svl=svl, machine=machine)
    assert m.run() == 0
    return m


def _per_iter(body: str) -> float:
    a, b = _loop(body, 20), _loop(body, 60)
    return (b.cycles - a.cycles) / 40


def test_dependent_chain_costs_latency():
    body = "\n".join(["    fmopa za0.s, p0/m, p0/m, z0.s, z1.s"] * 8)
    assert _per_iter(body) == pytest.approx(8 * 4, abs=0.5)


def test_widening_latency_8_and_interval_2():
    chain = "\n".join(["    fmopa za0.s, p0/m, p0/m, z0.h, z1.h"] * 4)
    assert _per_iter(chain) == pytest.approx(4 * 8, abs=0.5)
    indep = "\n".join(f"    fmopa za{k % 4}.s, p0/m, p0/m, z0.h, z1.h" for k in range(8))
    assert _per_iter(indep) == pytest.approx(8 * 2, abs=0.5)  # at most one every 2 cycles


def test_za_aliasing_follows_rows():
    # za4.d shares rows with za0.s (groups 4): the FMOPA into za0.s waits for it (latency 4)
    aliased = ("    fmopa za4.d, p0/m, p0/m, z0.d, z1.d\n"
               "    fmopa za0.s, p0/m, p0/m, z0.s, z1.s")
    # za1.s shares no rows with za0.s: back to back
    independent = ("    fmopa za1.s, p0/m, p0/m, z0.s, z1.s\n"
                   "    fmopa za0.s, p0/m, p0/m, z0.s, z1.s")
    # za2.d and za6.d are rows of za2.s, not of za0.s / za1.s
    other = ("    fmopa za2.d, p0/m, p0/m, z0.d, z1.d\n"
             "    fmopa za0.s, p0/m, p0/m, z0.s, z1.s")
    a, i, o = _per_iter(aliased), _per_iter(independent), _per_iter(other)
    assert a >= i + 2, (a, i)
    assert o == pytest.approx(i, abs=0.5)


def test_zero_and_slices_alias():
    from simulator.timing.classes import ZA0, za_groups

    assert za_groups(4, 0) == (0, 4)
    assert za_groups(2, 1) == (1, 3, 5, 7)
    assert za_groups(8, 5) == (5,)
    assert za_groups(16, 13) == (5,)
    assert za_groups(0, 0) == tuple(range(8))
    m = Machine.from_source("""
    .text
_start:
    smstart
    mov w12, #0
    ptrue p0.s
    ld1w {za1h.s[w12, 0]}, p0/z, [sp]
    fmopa za0.s, p0/m, p0/m, z0.s, z1.s
    mov x0, #0
    mov x8, #93
    svc #0
""", svl=512, machine="m4")
    info = m.timing.infos
    ld = next(i for i in info if i is not None and i.klass == "sme_load")
    assert set(ld.dsts) == {ZA0 + 1, ZA0 + 5}
    assert 12 in ld.srcs and 31 in ld.srcs


def test_deterministic():
    a, b = run_bench("mopa_f32_3t.s"), run_bench("mopa_f32_3t.s")
    assert a.cycles == b.cycles
    assert a.stats() == b.stats()


def test_counts_reconstructed_from_flow():
    m = run_bench("mopa_i8_2t.s")
    s = m.stats()
    assert sum(s["classes"].values()) == m.steps == s["instructions"]
    assert s["classes"]["sme_imopa_s"] == 2400


def test_scalar_and_memory_programs_time():
    # non-streaming SVE: timed by the m4 description with QEMU max's features
    m = Machine.from_file(os.path.join(BENCH, "sve_loop.s"), machine="m4", features="max")
    assert m.run() == 0
    s = m.stats()
    assert s["cycles"] > 0 and 0 < s["ipc"] <= 8
    l1 = s["caches"]["l1d"]
    assert l1["hits"] > l1["misses"] > 0
    assert s["kinds"]["fp32"]["flops"] == 64 * 4096 * 2


def test_generic_machine_runs():
    m = run_bench("mopa_f32_4t.s", machine="generic")
    m4 = run_bench("mopa_f32_4t.s")
    assert m.cycles > 0 and m.stats()["machine"] == "generic"
    assert m4.cycles > 0


def test_timing_off_is_functional_only():
    m = Machine.from_file(os.path.join(BENCH, "mopa_f32_1t.s"), svl=512)
    assert m.timing is None and m.cycles is None and m.stats() is None
    assert m.run() == 0


# ------------------------------------------------------------------ descriptions
def _m4_data():
    import tomllib

    with open(load_machine("m4").file, "rb") as fh:
        return tomllib.load(fh)


def test_descriptions_load():
    m4, gen, vf = load_machine("m4"), load_machine("generic"), load_machine("ascend950")
    assert m4.clock_ghz == pytest.approx(3.9) and m4.default_svl == 512
    assert gen.kind == "arm" and vf.kind == "vf"
    assert vf.raw["ops"]["vexp"]["f32"] == 16 and vf.raw["issue_width"] == 2


def test_unknown_key_is_named():
    d = _m4_data()
    d["classes"]["int"]["latncy"] = 3
    with pytest.raises(DescriptionError, match=r"bad\.toml: unknown key 'classes\.int\.latncy'"):
        parse(d, "/x/bad.toml")
    d = _m4_data()
    d["issue_widht"] = 3
    with pytest.raises(DescriptionError, match=r"unknown key 'issue_widht'"):
        parse(d, "bad.toml")


def test_missing_class_is_named():
    d = _m4_data()
    del d["classes"]["sme_fmopa_d"]
    with pytest.raises(DescriptionError, match=r"m4x\.toml: missing class 'classes\.sme_fmopa_d'"):
        parse(d, "m4x.toml")


def test_bad_unit_and_vf_errors():
    d = _m4_data()
    d["classes"]["int"]["unit"] = "nope"
    with pytest.raises(DescriptionError, match=r"classes\.int\.unit"):
        parse(d, "bad.toml")
    import tomllib

    with open(load_machine("ascend950").file, "rb") as fh:
        v = tomllib.load(fh)
    del v["ops"]["vexp"]
    with pytest.raises(DescriptionError, match=r"missing op 'ops\.vexp'"):
        parse(v, "vf.toml")


# ------------------------------------------------------------------ reports / CLI
def _cli(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "tools.cli", *args], cwd=cwd,
                          capture_output=True, text=True)


def test_cli_stats_json_timeline_trace(tmp_path):
    sj, tr = tmp_path / "s.json", tmp_path / "t.json"
    p = _cli("run", os.path.join(BENCH, "mopa_f32_2t.s"), "--svl", "512", "--stats",
             "--stats-json", str(sj), "--timeline", "5:10", "--trace", str(tr))
    assert p.returncode == 0, p.stderr
    assert "Total Cycles:" in p.stderr and "IPC:" in p.stderr and "% of peak" in p.stderr
    assert "Timeline view" in p.stderr and "D" in p.stderr
    s = json.loads(sj.read_text())
    for k in ("cycles", "instructions", "ipc", "flops", "peak_flops_per_cycle", "units",
              "stalls", "caches"):
        assert k in s
    assert s["units"]["sme_mac"]["utilisation"] > 0.45
    assert "za0.d (za, za0.s)" in s["stalls"]["dependency"] or s["stalls"]["dependency"]
    t = json.loads(tr.read_text())
    slices = [e for e in t["traceEvents"] if e["ph"] == "X"]
    names = {e["args"]["name"] for e in t["traceEvents"] if e.get("name") == "thread_name"}
    assert "sme_mac" in names
    assert len(slices) > 2000 and all("source" in e["args"] for e in slices)
    lines = [ln for ln in p.stderr.splitlines() if ln.startswith("[")]
    assert len(lines) == 10 and "fmopa" in lines[-1]


def test_cli_no_timing_and_bad_machine():
    p = _cli("run", os.path.join(BENCH, "mopa_f32_1t.s"), "--no-timing", "--svl", "512")
    assert p.returncode == 0
    p = _cli("run", os.path.join(BENCH, "mopa_f32_1t.s"), "--machine", "nosuch")
    assert p.returncode == 2 and "nosuch.toml" in p.stderr and "Traceback" not in p.stderr


def test_machine_never_changes_the_lengths(tmp_path):
    """The description times the run; the lengths stay QEMU's defaults (SVL 256) and --stats
    says that m4 is natively SVL 512. The program's own answer is the oracle's (qemu_oracle)."""
    sj = tmp_path / "s.json"
    prog = os.path.join(BENCH, "mopa_f32_4t.s")
    p = _cli("run", prog, "--machine", "m4", "--stats", "--stats-json", str(sj))
    assert p.returncode == 0, p.stderr
    assert json.loads(sj.read_text())["svl"] == 256
    assert "machine m4 is natively SVL 512 / VL 512" in p.stderr
    p = _cli("run", prog, "--stats-json", str(sj))
    assert json.loads(sj.read_text())["svl"] == 256
    p = _cli("run", prog, "--machine", "m4", "--svl", "512", "--stats", "--stats-json", str(sj))
    assert json.loads(sj.read_text())["svl"] == 512 and "natively" not in p.stderr


RDSVL = """    .text
_start:
    rdsvl x0, #1            // SVL in bytes: the exit status
    mov x8, #93
    svc #0
"""


def test_machine_gives_the_same_result_as_qemu(tmp_path):
    from pathlib import Path

    from tools import qemu_oracle

    src = tmp_path / "rdsvl.s"
    src.write_text(RDSVL)
    if not qemu_oracle.tools_available():
        pytest.skip("qemu-aarch64 11.1 or aarch64-linux-gnu-as not found")
    _, _, rc = qemu_oracle.run_qemu(qemu_oracle.build(Path(src), tmp_path))
    want = qemu_oracle.status_from_returncode(rc)
    for extra in ((), ("--machine", "m4"), ("--machine", "generic"), ("--no-timing",)):
        assert _cli("run", str(src), *extra).returncode == want, extra


# ------------------------------------------------------------------ steady-state fast-forward
_BRANCHY = """
    .text
_start:
    mov x0, #0
    mov x1, #0
    ldr x2, =3000
1:  add x0, x0, #3
    and x3, x1, #127
    cbnz x3, 2f
    eor x0, x0, x1          // every 128th iteration takes another path
    mul x4, x0, x0
2:  add x1, x1, #1
    cmp x1, x2
    b.lt 1b
    mov x0, #0
    mov x8, #93
    svc #0
"""


@pytest.mark.parametrize("limit", [None, 1234, 2999])
def test_fast_forward_is_exact(limit):
    def go(ff):
        m = Machine.from_source(_BRANCHY, machine="m4")
        m.timing.fast_forward = ff
        if limit is None:
            assert m.run() == 0
        else:
            m.step(limit)
            m.step(limit)
        return m

    a, b = go(True), go(False)
    assert a.steps == b.steps and a.cycles == b.cycles
    assert a.stats() == b.stats()


def test_fast_forward_bench_loops_exact():
    for name in ("scalar_loop.s", "mopa_f32_3t.s"):
        res = []
        for ff in (True, False):
            path = os.path.join(BENCH, name)
            m = Machine.from_file(path, machine="m4", svl=512)
            m.timing.fast_forward = ff
            m.run()
            res.append((m.cycles, m.stats()))
        assert res[0] == res[1]


# ------------------------------------------------------------------ mixed data types (M4)
# tzakharko/m4-sme-exploration report 02, "There is one cycle penalty for switching between some
# data paths": 1 FP32 + 1/2/3 FP64 FMOPAs into independent tiles run at 4/5/6 cycles per loop
# iteration; "mixing I8->I32 SMOPA and I16->I64 SMOPA results in a higher penalty of extra 3
# cycles" (per switch, like the FP32/FP64 cycle).
_F32 = "    fmopa za0.s, p0/m, p0/m, z0.s, z1.s"


def _f64(k: int) -> str:
    return f"    fmopa za{k}.d, p0/m, p0/m, z0.d, z1.d"   # za1/2/3.d: rows of za1-3.s, not za0.s


@pytest.mark.parametrize("n_fp64,published", [(1, 4), (2, 5), (3, 6)])
def test_mixed_fp32_fp64_loops_m4(n_fp64, published):
    body = "\n".join([_F32] + [_f64(k) for k in (1, 2, 3)[:n_fp64]])
    assert _per_iter(body) == pytest.approx(published, abs=0.05)


def test_mixed_fp32_fp64_report_names_the_switch():
    body = "\n".join([_F32, _f64(1), _f64(2), _f64(3)])
    s = _loop(body, 200).stats()
    sw = s["stalls"]["type_switch"]
    # two switches per iteration, each waits its extra cycle plus the unit's own busy cycle
    # (the binding resource takes the whole wait): 2 to 4 cycles per iteration
    assert 2 * 200 - 4 <= sum(sw.values()) <= 4 * 200
    assert any(k.startswith("fp32_fp64") for k in sw)
    assert "cycles" in s["stalls"]["unit"]


def test_mixed_int8_int16_costs_3_per_switch():
    i8 = "    smopa za0.s, p0/m, p0/m, z0.b, z1.b"
    i16 = [f"    smopa za{k}.d, p0/m, p0/m, z0.h, z1.h" for k in (1, 2, 3)]
    # published rates: I8->I32 one per 2 cycles (4000 GOPS), I16->I64 one per cycle (2000 GOPS)
    issue = 2 + 3 * 1
    assert _per_iter("\n".join(i16 + [i16[0].replace("za1.d", "za5.d")])) == \
        pytest.approx(4, abs=0.05)  # 4 I16->I64 alone: throughput/latency bound, no penalty
    assert _per_iter("\n".join([i8] + i16)) == pytest.approx(issue + 2 * 3, abs=0.05)


def test_pure_fp32_unaffected_by_switch_penalties():
    body = "\n".join(f"    fmopa za{k}.s, p0/m, p0/m, z0.s, z1.s" for k in range(4))
    assert _per_iter(body) == pytest.approx(4, abs=0.05)
    s = _loop(body, 100).stats()
    assert s["stalls"]["type_switch"] == {}


def test_mixed_fast_forward_is_exact():
    body = "\n".join([_F32, _f64(1), "    fmopa za2.s, p0/m, p0/m, z0.s, z1.s", _f64(3)])
    res = []
    for ff in (True, False):
        src = _loop_src(body, 300)
        m = Machine.from_source(src, svl=512, machine="m4")
        m.timing.fast_forward = ff
        assert m.run() == 0
        res.append((m.cycles, m.stats()))
    assert res[0] == res[1]


def _loop_src(body: str, iters: int) -> str:
    return f"""
    .text
_start:
    smstart
    ptrue p0.b
    fmov z0.s, #1.0
    fmov z1.s, #1.0
    mov x1, #{iters}
1:  subs x1, x1, #1
{body}
    b.ne 1b
    mov x0, #0
    mov x8, #93
    svc #0
"""


# ------------------------------------------------------------------ predicated FLOPs
_PRED = """
    .text
_start:
    smstart
    ptrue p0.b
    mov x2, #5
    whilelt p1.s, xzr, x2        // 5 of 16 rows (SVL 512)
    mov x2, #7
    whilelt p2.s, xzr, x2        // 7 of 16 columns
    mov x2, #9
    whilelt p3.h, xzr, x2        // .h elements 0-8
    mov x2, #12
    whilelt p4.h, xzr, x2        // .h elements 0-11
    mov x2, #10
    whilelt p5.b, xzr, x2        // .b elements 0-9
    mov x1, #{iters}
1:  subs x1, x1, #1
    fmopa za0.s, p1/m, p2/m, z0.s, z1.s
    fmopa za1.s, p3/m, p4/m, z0.h, z1.h
    smopa za2.s, p5/m, p0/m, z0.b, z1.b
    fmla z3.s, p1/m, z0.s, z1.s
    b.ne 1b
    mov x0, #0
    mov x8, #93
    svc #0
"""


@pytest.mark.parametrize("iters", [3, 300])   # 300: the loop is fast-forwarded
def test_predicated_flops_count_active_elements(iters):
    m = Machine.from_source(_PRED.replace("{iters}", str(iters)), svl=512, machine="m4")
    assert m.run() == 0
    k = m.stats()["kinds"]
    # FMOPA .S: 5 active rows x 7 active columns x 2
    # FMOPA .S <- .H (2-way): row i, pair element j is .h element 2i+j: rows active at j=0: 2i<9
    #   -> 5, at j=1: 2i+1<9 -> 4; columns (12 .h elements) 6 and 6: 2 * (5*6 + 4*6)
    # FMLA .S: 5 active lanes x 2
    assert k["fp32"]["flops"] == iters * (2 * 5 * 7 + 2 * 5)
    assert k["fp16"]["flops"] == iters * 2 * (5 * 6 + 4 * 6)
    # SMOPA .S <- .B (4-way): byte 4i+j active for 4i+j < 10 -> 3, 3, 2, 2 rows; 16 columns each
    assert k["int8"]["ops"] == iters * 2 * (3 + 3 + 2 + 2) * 16


def test_predicates_written_in_the_loop_are_counted_every_iteration():
    src = """
    .text
_start:
    smstart
    ptrue p0.s
    mov x1, #0
1:  and x5, x1, #15
    whilelt p1.s, xzr, x5          // i mod 16 active rows
    fmopa za0.s, p1/m, p0/m, z0.s, z1.s
    add x1, x1, #1
    cmp x1, #200
    b.lt 1b
    mov x0, #0
    mov x8, #93
    svc #0
"""
    expect = 2 * 16 * sum(i & 15 for i in range(200))
    for ff in (True, False):
        m = Machine.from_source(src, svl=512, machine="m4")
        m.timing.fast_forward = ff
        assert m.run() == 0
        assert m.stats()["flops"] == expect


# ------------------------------------------------------------------ write-back traffic
_STREAM = """
    .bss
    .balign 128
buf: .space {size}
    .text
_start:
    adr x0, buf
    mov x4, #{iters}
    ptrue p0.s
    fmov z0.s, #1.0
1:  st1w {{z0.s}}, p0, [x0]              // 8 x 64 bytes (VL 512) = 4 lines per iteration
    st1w {{z0.s}}, p0, [x0, #1, mul vl]
    st1w {{z0.s}}, p0, [x0, #2, mul vl]
    st1w {{z0.s}}, p0, [x0, #3, mul vl]
    st1w {{z0.s}}, p0, [x0, #4, mul vl]
    st1w {{z0.s}}, p0, [x0, #5, mul vl]
    st1w {{z0.s}}, p0, [x0, #6, mul vl]
    st1w {{z0.s}}, p0, [x0, #7, mul vl]
    add x0, x0, #512
    subs x4, x4, #1
    b.ne 1b
    mov x0, #0
    mov x8, #93
    svc #0
"""


def _stream(size: int, machine: str = "m4") -> Machine:
    m = Machine.from_source(_STREAM.format(size=size, iters=size // 512), machine=machine,
                            features="max")  # non-streaming SVE stores, timed by `machine`
    assert m.run() == 0
    return m


def test_store_stream_larger_than_l1_writes_back(tmp_path):
    l1 = load_machine("m4").caches[0]
    lines = 2 * l1.size // l1.line                     # a buffer twice the L1
    m = _stream(2 * l1.size)
    c = m.stats()["caches"]
    # every line is stored (dirty); the second half of the stream evicts the first half
    assert c["l1d"]["misses"] == lines
    assert c["l1d"]["writebacks"] == lines - l1.size // l1.line
    assert c["l1d"]["writeback_cycles"] == c["l1d"]["writebacks"] * l1.writeback_penalty
    assert c["l1d"]["dirty_lines"] == l1.size // l1.line
    assert c["l2"]["writebacks"] == 0                  # 16 MiB L2 keeps them all
    # a buffer that fits: no write-backs
    assert _stream(l1.size // 2).stats()["caches"]["l1d"]["writebacks"] == 0
    # the cost: the same stream on a description without write-back penalties is faster
    text = open(load_machine("m4").file).read().replace("writeback_penalty = 1", "writeback_penalty = 0")
    free = tmp_path / "m4_nowb.toml"
    free.write_text(text)
    m0 = _stream(2 * l1.size, machine=str(free))
    assert m0.stats()["caches"]["l1d"]["writebacks"] == c["l1d"]["writebacks"]
    # store-bound (2 store units, 8 stores per iteration): the 4 write-backs of an iteration
    # keep the store units busy 4 x 1 cycle / 2 units longer
    iters = 2 * l1.size // 512
    wb_iters = c["l1d"]["writebacks"] // 4
    assert m.cycles - m0.cycles == pytest.approx(wb_iters * 4 * l1.writeback_penalty / 2, rel=0.05)
    assert iters * 4 <= m0.cycles <= iters * 6     # at least the 4 cycles of 8 stores on 2 units
    assert "write-backs" in _render(m)


def _render(m) -> str:
    from simulator.timing.report import render_text

    return render_text(m.stats())


def test_writeback_penalty_is_validated():
    d = _m4_data()
    d["caches"]["l1d"]["writeback_penalty"] = -1
    with pytest.raises(DescriptionError, match=r"caches\.l1d\.writeback_penalty"):
        parse(d, "bad.toml")
    d = _m4_data()
    d["switch_penalties"]["fp32_fp64"]["between"] = ["sme_fmopa_s", "nosuch"]
    with pytest.raises(DescriptionError, match=r"switch_penalties\.fp32_fp64\.between\[1\]"):
        parse(d, "bad.toml")


# ------------------------------------------------------------------ Chrome trace durations
def test_chrome_trace_uses_the_streaming_class():
    from simulator.timing.report import chrome_trace

    src = """
    .text
_start:
    ptrue p0.s
    fmla z2.s, p0/m, z0.s, z1.s      // non-streaming: sve_fma
    smstart
    ptrue p0.s
    fmla z2.s, p0/m, z0.s, z1.s      // streaming: ssve_fma
    smstop
    mov x0, #0
    mov x8, #93
    svc #0
"""
    m = Machine.from_source(src, machine="m4", features="max")  # SVE outside streaming too
    m.timing.record(0, 100)
    assert m.run() == 0
    desc = m.timing.desc
    fmla = [e for e in chrome_trace(m)["traceEvents"] if e.get("cat") == "fmla"]
    assert [e["args"]["class"] for e in fmla] == ["sve_fma", "ssve_fma"]
    assert [e["dur"] for e in fmla] == [desc.classes["sve_fma"].interval,
                                        desc.classes["ssve_fma"].interval]
    assert fmla[0]["dur"] != fmla[1]["dur"]   # 1 vs 4 cycles on m4


# ------------------------------------------------------------------ engine snapshots
def test_engine_snapshot_restore_is_exact():
    body = "\n".join([_F32, _f64(1)])
    src = _STREAM.format(size=8192, iters=16).replace("    mov x0, #0\n    mov x8", "    mov x8")
    for text in (_loop_src(body, 100), src):
        ref = Machine.from_source(text, svl=512, machine="m4", features="max")
        assert ref.run() == 0
        m = Machine.from_source(text, svl=512, machine="m4", features="max")
        m.step(40)
        msnap, esnap = m.snapshot(), m.timing.snapshot()
        m.run()
        assert m.stats() == ref.stats()
        m.restore(msnap)
        m.timing.restore(esnap)
        m.run()
        assert m.cycles == ref.cycles and m.stats() == ref.stats()


def test_engine_mark_undo_single_steps():
    text = _STREAM.format(size=4096, iters=8)
    ref = Machine.from_source(text, machine="m4")
    ref.timing.set_tracking()
    marks, states = [], []
    while not ref.finished:
        marks.append(ref.timing.mark())
        states.append((ref.snapshot(), ref.cycles, ref.stats()))
        ref.step(1)
    end = (ref.cycles, ref.stats())
    for tok, (snap, cyc, st) in zip(reversed(marks), reversed(states)):
        ref.timing.undo(tok)
        ref.restore(snap)
        assert ref.cycles == cyc and ref.stats() == st
    ref.run()
    assert (ref.cycles, ref.stats()) == end


# ---------------------------------------------------------------- cycle model v2
# tzakharko/m4-sme-exploration results/op_benchmarks.json.bz2: loops of the ops + SUBS + B.NE run
# at 1.00 cycle per FMOPA (4/8/16 per iteration, or closed by SUB + CBNZ) and the empty loop at
# 1 cycle per iteration (fused compare + branch, one taken branch per cycle, predicted).
def _bare_loop(body: str, iters: int, close: str = "subs", machine: str = "m4") -> int:
    tail = ("    subs x1, x1, #1\n    b.ne 1b" if close == "subs" else
            "    sub x1, x1, #1\n    cbnz x1, 1b")
    src = f"""
    .text
_start:
    smstart
    ptrue p0.b
    mov x1, #{iters}
1:
{body}
{tail}
    mov x0, #0
    mov x8, #93
    svc #0
"""
    # the timing of each description, on QEMU max's features (a64fx has no SME of its own)
    m = Machine.from_source(src, svl=512, machine=machine, features="max")
    assert m.run() == 0
    return m.cycles


def _bare_per_iter(body: str, close: str = "subs", machine: str = "m4") -> float:
    return (_bare_loop(body, 300, close, machine) - _bare_loop(body, 100, close, machine)) / 200


@pytest.mark.parametrize("n,close", [(0, "subs"), (4, "subs"), (8, "subs"), (16, "subs"),
                                     (4, "cbnz")])
def test_front_end_published_loop_rates(n, close):
    body = "\n".join(f"    fmopa za{k % 4}.s, p0/m, p0/m, z0.s, z1.s" for k in range(n))
    assert _bare_per_iter(body, close) == pytest.approx(max(n, 1), rel=0.02)


def test_loop_exit_mispredicts_once():
    m = _loop("", 50)
    s = m.stats()
    assert s["branch_mispredicts"] == 1       # the exit of the one loop
    assert s["stalls"]["branch_mispredict"] == pytest.approx(
        load_machine("m4").mispredict_penalty, abs=1)


def test_ssve_fmla_latency_8_interval_4():
    # op_benchmarks: dependent FMLA z.s chain 15.7 GFLOPS (32 FLOP / 8 cycles at 3.9 GHz),
    # two chains 31.4 GFLOPS (one per 4 cycles)
    assert _bare_per_iter("\n".join(["    fmla z2.s, p0/m, z0.s, z1.s"] * 4)) == \
        pytest.approx(32, rel=0.02)
    assert _bare_per_iter("\n".join(f"    fmla z{2 + k % 2}.s, p0/m, z0.s, z1.s"
                                    for k in range(4))) == pytest.approx(16, rel=0.02)


def _za_rows(body: str) -> float:
    return _bare_per_iter("    mov x2, sp\n    sub x2, x2, #1024\n    mov w12, #0\n" + body) / 4


def test_two_step_za_transfer_is_faster_both_ways():
    # Hello SME! (arXiv 2409.18779): Z load + MOVA beats LD1W ZA, MOVA + Z store beats ST1W ZA
    direct_ld = "\n".join(f"    ld1w {{za{k}h.s[w12, 0]}}, p0/z, [x2]" for k in range(4))
    two_ld = "\n".join(f"    ld1w {{z{k}.s}}, p0/z, [x2]\n    mova za{k}h.s[w12, 0], p0/m, z{k}.s"
                       for k in range(4))
    direct_st = "\n".join(f"    st1w {{za{k}h.s[w12, 0]}}, p0, [x2]" for k in range(4))
    two_st = "\n".join(f"    mova z{k}.s, p0/m, za{k}h.s[w12, 0]\n    st1w {{z{k}.s}}, p0, [x2]"
                       for k in range(4))
    assert _za_rows(two_ld) < _za_rows(direct_ld)
    assert _za_rows(two_st) < _za_rows(direct_st)
    # the same for the untyped forms: LDR/STR ZA vector vs LDR/STR Z + MOVA
    direct_ldr = "\n".join(f"    ldr za[w12, {k}], [x2, #{k}, mul vl]" for k in range(4))
    two_ldr = "\n".join(f"    ldr z{k}, [x2, #{k}, mul vl]\n    mova za{k}h.s[w12, 0], p0/m, z{k}.s"
                        for k in range(4))
    direct_str = "\n".join(f"    str za[w12, {k}], [x2, #{k}, mul vl]" for k in range(4))
    two_str = "\n".join(f"    mova z{k}.s, p0/m, za{k}h.s[w12, 0]\n    str z{k}, [x2, #{k}, mul vl]"
                        for k in range(4))
    assert _za_rows(two_ldr) < _za_rows(direct_ldr)
    assert _za_rows(two_str) < _za_rows(direct_str)


def test_core_work_is_not_held_up_by_the_sme_unit():
    # a dependent FMOPA chain (latency 4 each) beside independent scalar adds: with the SME unit
    # decoupled the adds cost nothing extra; the loop runs at the chain's 4 x 4 cycles
    chain = "\n".join(["    fmopa za0.s, p0/m, p0/m, z0.s, z1.s"] * 4)
    adds = "\n".join(f"    add x{3 + k}, x{3 + k}, #1" for k in range(8))
    assert _bare_per_iter(chain + "\n" + adds) == pytest.approx(_bare_per_iter(chain), abs=0.1)


def test_sme2_vgx4_takes_two_cycles_and_offsets_are_independent():
    # op_benchmarks: FMLA za.s vgx2 249 GFLOPS at ILP 4 (one per cycle), vgx4 250 at ILP 2
    vg2 = "\n".join(f"    fmla za.s[w8, {k % 4}, vgx2], {{z0.s-z1.s}}, z4.s" for k in range(8))
    vg4 = "\n".join(f"    fmla za.s[w8, {k % 2}, vgx4], {{z0.s-z3.s}}, z4.s" for k in range(8))
    assert _bare_per_iter("    mov w8, #0\n" + vg2) == pytest.approx(8 + 0, abs=1.1)
    assert _bare_per_iter("    mov w8, #0\n" + vg4) == pytest.approx(16, abs=1.1)


def test_a64fx_sve_fmla_latency_9_two_pipes():
    # A64FX Microarchitecture Manual: FMLA latency 9, FLA + FLB pipes
    chain = "\n".join(["    fmla z2.s, p0/m, z0.s, z1.s"] * 4)
    assert _bare_per_iter(chain, machine="a64fx") == pytest.approx(36, abs=1)
    def fm(n):
        return "\n".join(f"    fmla z{2 + k % 18}.s, p0/m, z0.s, z1.s" for k in range(n))
    # 18 more independent FMLAs cost 9 more cycles: two per cycle
    assert _bare_per_iter(fm(36), machine="a64fx") - _bare_per_iter(fm(18), machine="a64fx") \
        == pytest.approx(9, abs=0.5)


def test_a64fx_has_no_sme():
    m = Machine.from_source("    .text\n_start:\n    smstart\n    mov x8, #93\n    svc #0\n",
                            machine="a64fx", features="a64fx")
    m.run()
    assert m.fault is not None and m.fault.kind.startswith("SIGILL") and m.exit_code == 132
    assert m.fault.detail == "'smstart' needs FEAT_SME, which this machine does not implement"


def test_report_bottleneck_and_timeline_cut():
    body = "\n".join(f"    fmopa za{k % 4}.s, p0/m, p0/m, z0.s, z1.s" for k in range(8))
    m = _loop(body, 200)
    s = m.stats()
    assert s["bottleneck"].startswith("sme_mac") and "compute-bound" in s["bottleneck"]
    from simulator.timing.report import render_text, render_timeline
    assert "Bottleneck:" in render_text(s)
    m3 = Machine.from_source(_loop_src(body, 30), svl=512, machine="m4")
    m3.timing.record(0, 400)
    assert m3.run() == 0
    assert "cut at 20 columns" in render_timeline(m3, 0, 400, width=20)


# ------------------------------------------------------------------ memory hierarchy
# Published M4 figures (tzakharko/m4-sme-exploration, results/sme-memcpy.json: one thread,
# streaming LD1W Z, unroll 1, GB/s at 3.9 GHz): 245 GB/s with a 6 MiB buffer (the L2 rate),
# ~190 at 12 MiB, ~76 at 24 MiB, 72.3 at 48 MiB (DRAM).
MIB = 1 << 20
L2_RATE, DRAM_RATE = 245 / 3.9, 72.3 / 3.9
DROP_OFF = {6: 245 / 3.9, 12: 190 / 3.9, 24: 76 / 3.9}


def _l2_hit_fraction(size: int, passes: int = 3) -> float:
    """Share of a buffer's lines the m4 L2 keeps: on the last of ``passes`` sweeps, the lines
    not read from DRAM (demand misses and prefetches)."""
    from simulator.timing.cache import Hierarchy

    desc = load_machine("m4")
    l2 = next(c for c in desc.caches if c.name == "l2")
    h = Hierarchy([l2])
    for _ in range(passes):
        r0 = h.dram_reads
        for a in range(0, size, l2.line):
            h.access(0, a, 64)
    return 1 - (h.dram_reads - r0) / (size // l2.line)


def test_l2_capacity_drop_off_follows_the_published_curve():
    # a buffer's lines come from the L2 at the 6 MiB rate or from DRAM at the 48 MiB rate; the
    # model's hit fraction turned into that mix must give the published rate at 6 / 12 / 24 MiB
    for mib, published in DROP_OFF.items():
        hit = _l2_hit_fraction(mib * MIB)
        model = 1 / (hit / L2_RATE + (1 - hit) / DRAM_RATE)
        assert model == pytest.approx(published, rel=0.10), f"{mib} MiB: hit fraction {hit:.3f}"
    assert _l2_hit_fraction(6 * MIB) == 1.0


def _sweep_src(size: int) -> str:
    return f"""
    .text
_start:
    smstart
    ptrue p0.b
    adrp x3, buf
    add x3, x3, :lo12:buf
    ldr x4, =buf + {size}
    mov x0, #ITERS
1:  mov x2, x3
2:  ld1w {{z4.s}}, p0/z, [x2]
    add x2, x2, #64
    cmp x2, x4
    b.lo 2b
    subs x0, x0, #1
    b.ne 1b
    smstop
    mov x0, #0
    mov x8, #93
    svc #0
    .bss
    .balign 256
buf: .space {size}
"""


def _sweep_cycles(size: int, passes: int, machine: str = "m4") -> int:
    m = Machine.from_source(_sweep_src(size), defsyms={"ITERS": passes}, svl=512, machine=machine)
    assert m.run() == 0
    return m.cycles


def test_cold_pass_costs_what_a_capacity_miss_pass_costs(tmp_path):
    # programs/calibration/zload_dram_u1.s measures DRAM with one pass over a cold buffer instead
    # of passes over 48 MiB: on an m4 whose L2 is 256 KiB, a later pass over 1 MiB (every line
    # evicted before its reuse) costs per byte what the first pass over a cold 1 MiB costs
    with open(os.path.join(ROOT, "simulator", "timing", "machines", "m4.toml")) as fh:
        text = fh.read()
    small = text.replace("size = 11796480", "size = 262144")
    assert small != text
    path = tmp_path / "m4small.toml"
    path.write_text(small)
    steady = _sweep_cycles(MIB, 3, str(path)) - _sweep_cycles(MIB, 2, str(path))
    cold = _sweep_cycles(MIB, 1) - _sweep_cycles(MIB // 2, 1)
    assert steady == pytest.approx(2 * cold, rel=0.02)
    assert MIB / steady == pytest.approx(DRAM_RATE, rel=0.05)


def test_next_line_prefetch_halves_the_misses_of_a_stream():
    from simulator.timing.cache import Hierarchy
    from simulator.timing.description import CacheLevel

    for degree, misses in ((0, 64), (1, 32), (3, 16)):
        h = Hierarchy([CacheLevel("l2", 1 << 20, 16, 128, 18, 350, 0, "lru", degree)])
        for a in range(0, 64 * 128, 128):
            h.access(0, a, 128)
        lv = h.levels[0]
        assert (lv.misses, lv.hits) == (misses, 64 - misses)
        assert h.dram_reads == 64  # every line once from memory, demand or prefetched
        assert lv.prefetches == 64 - misses


def test_stores_allocate_without_reading_and_write_back_dirty_lines():
    from simulator.timing.cache import Hierarchy
    from simulator.timing.description import CacheLevel

    h = Hierarchy([CacheLevel("l2", 16 * 128, 2, 128, 18, 350)])  # 8 sets x 2 ways
    for a in range(0, 48 * 128, 128):
        h.access(0, a, 128, write=True)
    assert h.dram_reads == 0
    assert h.dram_writes == 48 - 16  # all but the 16 lines still in the cache
    assert h.memory_stats()["bytes"] == 32 * 128


def test_random_replacement_is_deterministic_and_rewinds():
    from simulator.timing.cache import Hierarchy
    from simulator.timing.description import CacheLevel

    def run(h):
        for a in range(0, 300 * 128, 128):
            h.access(0, (a * 7) % (300 * 128), 64)
        return h.counters()

    desc = CacheLevel("l2", 64 * 128, 4, 128, 18, 350, 0, "random")
    assert run(Hierarchy([desc])) == run(Hierarchy([desc]))
    h = Hierarchy([desc])
    h.journal = []
    run(h)
    mark = h.mark()
    snap = h.snapshot()
    run(h)
    h.rewind(mark)
    assert h.snapshot() == snap


def test_report_names_dram_and_bytes_per_level():
    from simulator.timing.report import render_text

    m = Machine.from_source(_sweep_src(512 * 1024), defsyms={"ITERS": 1}, svl=512, machine="m4")
    assert m.run() == 0
    s = m.stats()
    mem = s["memory"]
    assert mem["dram"]["read_bytes"] >= 512 * 1024
    assert mem["dram"]["bytes_per_cycle"] == pytest.approx(DRAM_RATE, rel=0.10)
    assert s["bottleneck"].startswith("DRAM channel") and "memory-bound" in s["bottleneck"]
    text = render_text(s)
    assert "Memory traffic" in text and "B/cycle" in text
    # the same loop on an L2-resident buffer, warm: bound by the load path or the loop, not DRAM
    m2 = Machine.from_source(_sweep_src(64 * 1024), defsyms={"ITERS": 20}, svl=512, machine="m4")
    assert m2.run() == 0
    s2 = m2.stats()
    assert not s2["bottleneck"].startswith("DRAM")
    assert s2["memory"]["l2"]["bytes"] >= 19 * 64 * 1024


def test_memory_description_is_validated():
    import tomllib

    with open(os.path.join(ROOT, "simulator", "timing", "machines", "m4.toml"), "rb") as fh:
        data = tomllib.load(fh)
    bad = json.loads(json.dumps(data))
    bad["caches"]["l2"]["replacement"] = "fifo"
    with pytest.raises(DescriptionError, match="caches.l2.replacement"):
        parse(bad, "m4.toml")
    bad = json.loads(json.dumps(data))
    bad["memory"]["read_bytes_per_clock"] = 1
    with pytest.raises(DescriptionError, match="memory.read_bytes_per_clock"):
        parse(bad, "m4.toml")
    bad = json.loads(json.dumps(data))
    bad["memory"]["read_bytes_per_cycle"] = 0
    with pytest.raises(DescriptionError, match="memory.read_bytes_per_cycle"):
        parse(bad, "m4.toml")
    bad = json.loads(json.dumps(data))
    bad["classes"]["int"]["per_line"] = True  # the ALU has no cache level, so no lines
    with pytest.raises(DescriptionError, match="classes.int.per_line"):
        parse(bad, "m4.toml")
    bad = json.loads(json.dumps(data))
    bad["classes"]["ssve_load"]["per_line"] = 1
    with pytest.raises(DescriptionError, match="expected bool for 'classes.ssve_load.per_line'"):
        parse(bad, "m4.toml")


@pytest.mark.parametrize("unroll,lines", [(2, 1), (4, 2), (16, 8)])
def test_sme_load_port_is_busy_per_line_fetched(unroll, lines):
    """M4's SME load path keeps the last 128-byte line it fetched: the calibration loops of 2 / 4
    / 16 Z loads of consecutive vectors fetch 0 (after the first) / 2 / 8 lines per iteration,
    each holding one of the 4 load units 6 cycles (1.5 cycles of the unit type)."""
    iters = 50
    path = os.path.join(ROOT, "programs", "calibration", f"zload_l2_u{unroll}.s")
    m = Machine.from_file(path, defsyms={"ITERS": iters}, svl=512, machine="m4")
    assert m.run() == 0
    busy = m.stats()["units"]["sme_ld"]["busy_cycles"]
    fetched = lines if unroll == 2 else lines * iters  # unroll 2: one line, fetched once
    assert busy == pytest.approx(fetched * 6)  # busy_cycles: summed over the 4 units
