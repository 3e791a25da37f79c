"""The cycle model: calibration against the published M4 SME figures (SPEC §5), ZA aliasing,
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

# Published M4 P-core figures at SVL 512 (tzakharko/m4-sme-exploration report 02; SPEC §5):
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
    m = Machine.from_file(os.path.join(BENCH, "sve_loop.s"), machine="m4")
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


def test_explicit_machine_applies_default_svl(tmp_path):
    sj = tmp_path / "s.json"
    p = _cli("run", os.path.join(BENCH, "mopa_f32_4t.s"), "--machine", "m4", "--stats-json", str(sj))
    assert p.returncode == 0
    assert json.loads(sj.read_text())["svl"] == 512
    p = _cli("run", os.path.join(BENCH, "mopa_f32_4t.s"), "--stats-json", str(sj))
    assert json.loads(sj.read_text())["svl"] == 256  # QEMU's default stays without --machine


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
