"""Packed GEMM (programs/gemm/, simulator/gemm.py, `tilesim gemm`): the packing routine against the
layout library and ulmBLAS's ν formula, the kernels against numpy on odd sizes, the CLI."""
from __future__ import annotations

import json

import numpy as np
import pytest

from simulator.gemm import (GemmError, build, descriptor, layout_shape, narrow_packed,
                            packed_reference, random_inputs, run_gemm)
from simulator.layout import packed_a, packed_b, to_memory

SIZES = [(1, 1, 1), (17, 33, 70), (70, 17, 33), (33, 70, 17)]
LAYOUTS = [("row", "row", "row"), ("col", "col", "col"), ("tiled", "tiled", "tiled"),
           ("{0,1:T(8,128)}", "col", "{0,1:T(8,128)}")]


def assert_matches_numpy(r, seed: int = 0) -> None:
    """C against numpy, computed here: the seeded inputs the run used, their product in int64
    (int8 kernels: C must be exact) or float64, every element within 1e-6 of the sum of
    |products| (fp32 rounding over k terms)."""
    dtype = {"sme-f16": "f16", "sme-i8": "s8"}.get(r.kernel, "f32")
    a, b = random_inputs(r.m, r.n, r.k, dtype, seed)
    assert r.c.shape == (r.m, r.n)
    if dtype == "s8":
        want = (a.astype(np.int64) @ b.astype(np.int64)).astype(np.int32)
        np.testing.assert_array_equal(r.c, want)
        return
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    err = np.abs(r.c.astype(np.float64) - a64 @ b64)
    bound = 1e-6 * np.abs(a64) @ np.abs(b64)
    assert np.all(err <= bound), f"max error / bound {np.max(err / np.maximum(bound, 1e-300))}"



@pytest.mark.parametrize("svl", [256, 512])
@pytest.mark.parametrize("a_layout,b_layout", [("row", "row"), ("col", "col"),
                                               ("tiled", "{0,1:T(8,128)}")])
@pytest.mark.parametrize("m,n,k", [(1, 1, 1), (17, 33, 70), (70, 40, 13)])
def test_packing_matches_layout_library(svl, a_layout, b_layout, m, n, k):
    """Run only the packing (REPS=0) on one block; the buffers must equal
    to_memory(block, packed_a/packed_b(...)) byte for byte, zero padding included, and ν."""
    mach, ctx = build(m, n, k, a_layout=a_layout, b_layout=b_layout, svl=svl, reps=0,
                      machine=None)
    assert mach.run() == 0, mach.fault and mach.fault.render()
    mr = 2 * svl // 32
    a, b = ctx["a"], ctx["b"]
    sa, sb = packed_a(m, k, mr), packed_b(k, n, mr)
    got_a = mach.memory.read_bytes(mach.memory.address_of("Apack"), sa.byte_size)
    got_b = mach.memory.read_bytes(mach.memory.address_of("Bpack"), sb.byte_size)
    assert got_a == to_memory(a, sa).tobytes()
    assert got_b == to_memory(b, sb).tobytes()
    assert np.array_equal(np.frombuffer(got_a, np.float32), packed_reference(a, "a", k, mr))
    assert np.array_equal(np.frombuffer(got_b, np.float32), packed_reference(b, "b", k, mr))


@pytest.mark.parametrize("svl", [256, 512])
@pytest.mark.parametrize("layouts", LAYOUTS)
@pytest.mark.parametrize("m,n,k", SIZES)
def test_sme_f32_odd_sizes(svl, layouts, m, n, k):
    r = run_gemm(m, n, k, a_layout=layouts[0], b_layout=layouts[1], c_layout=layouts[2],
                 svl=svl, machine=None, split=False, warm=False)
    assert_matches_numpy(r)


@pytest.mark.parametrize("m,n,k", [(70, 33, 70), (33, 70, 41)])
def test_several_blocks_accumulate(m, n, k):
    """Small MC/KC/NC: every loop of the driver turns, later k blocks accumulate into C."""
    r = run_gemm(m, n, k, svl=256, mc=32, kc=16, nc=16, machine=None, split=False, warm=False,
                 a_layout="tiled", c_layout="col")
    assert_matches_numpy(r)


@pytest.mark.parametrize("svl", [256, 512])
@pytest.mark.parametrize("m,n,k", SIZES)
def test_sme_i8_exact(svl, m, n, k):
    r = run_gemm(m, n, k, kernel="sme-i8", svl=svl, machine=None, split=False, warm=False)
    assert r.exact
    assert_matches_numpy(r)


@pytest.mark.parametrize("m,n,k", SIZES)
def test_sme_f16_widening(m, n, k):
    r = run_gemm(m, n, k, kernel="sme-f16", svl=512, machine=None, split=False, warm=False)
    assert_matches_numpy(r)  # f16 products are exact in fp32; only the fp32 sums round


@pytest.mark.parametrize("m,n,k", SIZES)
def test_unpacked_in_place(m, n, k):
    r = run_gemm(m, n, k, packed=False, svl=512, machine=None, split=False, warm=False)
    assert_matches_numpy(r)


def test_timed_run_counts_the_outer_products_and_cycles():
    m, n, k, mr = 70, 33, 20, 32
    r = run_gemm(m, n, k, svl=512, machine="m4")
    blocks = -(-m // mr) * -(-n // mr)
    assert r.fmopas == 4 * blocks * k       # 4 FMOPAs per k-step per MR x NR block
    assert r.flops == 2 * m * n * k
    assert r.cycles > r.fmopas              # at most one FMOPA per cycle on m4
    assert 0 < r.pack_cycles < r.cycles and r.kernel_cycles == r.cycles - r.pack_cycles
    assert r.peak_fraction == pytest.approx(r.flops / r.cycles / 512, abs=1e-4)


def test_packing_only_run_in_a_forked_process_counts_the_same(monkeypatch):
    """``parallel`` (what `tilesim gemm` uses) runs the reps = 0 program in a forked process
    beside the main run: the same cycles as running it after; a failure there is an error."""
    seq = run_gemm(40, 36, 24, svl=512, machine="m4")
    par = run_gemm(40, 36, 24, svl=512, machine="m4", parallel=True)
    assert (par.cycles, par.pack_cycles, par.kernel_cycles) == \
        (seq.cycles, seq.pack_cycles, seq.kernel_cycles)
    monkeypatch.setattr("simulator.gemm.os.cpu_count", lambda: 1)  # one CPU: no fork
    assert run_gemm(40, 36, 24, svl=512, machine="m4", parallel=True).pack_cycles \
        == seq.pack_cycles


def test_descriptor_matches_library_and_rejects_others():
    d = descriptor(layout_shape("tiled", 20, 300))
    assert (d.mode, d.s, d.t1e, d.G) == (0, 512, 1024, 3 * 4096)
    d = descriptor(layout_shape("col", 20, 30))
    assert (d.mode, d.s, d.G) == (1, 80, 640)
    with pytest.raises(GemmError):
        descriptor(layout_shape("{1,0:T(2,2)}", 5, 5))
    with pytest.raises(GemmError):
        layout_shape("f32[4,4]{1,0}", 5, 5)


def test_cli_json(capsys):
    from tools.cli import main

    assert main(["gemm", "--m", "17", "--n", "33", "--k", "9", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    for key in ("m", "n", "k", "cycles", "flops", "gflops", "peak_fraction", "max_rel_error"):
        assert key in out
    assert (out["m"], out["n"], out["k"], out["flops"]) == (17, 33, 9, 2 * 17 * 33 * 9)
    assert out["max_rel_error"] < 1e-6


def test_cli_text_and_errors(capsys):
    from tools.cli import main

    assert main(["gemm", "--m", "5", "--n", "6", "--k", "7", "--kernel", "sme-i8"]) == 0
    assert "exact (int32)" in capsys.readouterr().out
    assert main(["gemm", "--m", "5", "--n", "6", "--k", "7", "--a-layout", "{1,0:T(2,2)}"]) == 2
    assert "not supported" in capsys.readouterr().err


@pytest.mark.parametrize("kernel", ["sme", "sme-i8", "sve"])
def test_cli_refuses_a_problem_bigger_than_the_host_before_allocating(kernel):
    """m = n = k = 100000 needs hundreds of GiB: one error line naming the memory, exit 2, and
    nothing allocated (the process runs with a 3 GiB address-space limit, so an attempt would
    end in a MemoryError traceback instead)."""
    import resource
    import subprocess
    import sys

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))

    r = subprocess.run([sys.executable, "-m", "tools.cli", "gemm", "--m", "100000", "--n",
                        "100000", "--k", "100000", "--kernel", kernel], capture_output=True,
                       text=True, preexec_fn=limit, timeout=120)
    assert r.returncode == 2 and r.stdout == ""
    lines = r.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("tilesim gemm: error: m=100000 n=100000 "
                                                   "k=100000 needs about ")
    assert "GiB of host memory" in lines[0] and "Traceback" not in r.stderr


def test_generated_kernels_are_up_to_date():
    """programs/gemm/ukernel_sme*.s are exactly what tools/gen_gemm_kernels.py generates."""
    import os

    from tools.gen_gemm_kernels import HEADER, OUT_DIR, VARIANTS, generate

    for name in VARIANTS:
        with open(os.path.join(OUT_DIR, f"{name}.s"), encoding="utf-8") as fh:
            text = fh.read()
        assert text.startswith(HEADER)
        assert "do not edit" in HEADER
        assert generate(name) == text, f"{name}.s: run python3 -m tools.gen_gemm_kernels"
    assert generate("ukernel_sme") == generate("ukernel_sme")   # deterministic


@pytest.mark.parametrize("svl", [256, 512])
@pytest.mark.parametrize("m,n,k", [(1, 1, 1), (64, 17, 40), (33, 70, 24)])
def test_kernel_loops_over_row_blocks(svl, m, n, k):
    """Several row blocks per call (the kernel's own ir loop), kc a multiple of 8 so the next
    block's loads overlap the current one, beta 0 and 1 (kc=8 blocks), both C orders."""
    for c_layout in ("row", "col"):
        r = run_gemm(m, n, k, svl=svl, kc=8 if k > 8 else None, c_layout=c_layout,
                     machine=None, split=False, warm=False)
        assert_matches_numpy(r)


@pytest.mark.parametrize("vl", [256, 512])
@pytest.mark.parametrize("a_layout,b_layout", [("row", "row"), ("col", "tiled")])
def test_sve_packing_matches_layout_library(vl, a_layout, b_layout):
    """--kernel sve packs in assembly with pack.s: Apack / Bpack equal
    to_memory(block, f32[MC,KC]{0,1:T(KC,NR)}) / f32[KC,NC]{1,0:T(KC,NR)}, NR = 2*VL/32."""
    m, n, k = 37, 45, 19
    mach, ctx = build(m, n, k, kernel="sve", a_layout=a_layout, b_layout=b_layout, svl=vl,
                      reps=0, machine=None)
    assert mach.run() == 0, mach.fault and mach.fault.render()
    nr = 2 * vl // 32
    sa, sb = packed_a(m, k, nr), packed_b(k, n, nr)
    assert str(sa) == f"f32[{m},{k}]{{0,1:T({k},{nr})}}"
    assert str(sb) == f"f32[{k},{n}]{{1,0:T({k},{nr})}}"
    got_a = mach.memory.read_bytes(mach.memory.address_of("Apack"), sa.byte_size)
    got_b = mach.memory.read_bytes(mach.memory.address_of("Bpack"), sb.byte_size)
    assert got_a == to_memory(ctx["a"], sa).tobytes()
    assert got_b == to_memory(ctx["b"], sb).tobytes()
    assert ctx["blocking"]["MR"] == 8 and ctx["blocking"]["NR"] == nr


@pytest.mark.parametrize("vl", [256, 512])
@pytest.mark.parametrize("m,n,k", [(1, 1, 1), (17, 33, 70), (9, 65, 3), (70, 40, 13)])
def test_sve_kernel_odd_sizes(vl, m, n, k):
    r = run_gemm(m, n, k, kernel="sve", svl=vl, machine=None, split=False, warm=False)
    assert_matches_numpy(r)


def test_sve_kernel_timed_on_a64fx():
    """`tilesim gemm --kernel sve`'s default: the A64FX description times the run (its driver
    packs in streaming mode, which the A64FX lacks, so the run has QEMU max's features)."""
    r = run_gemm(24, 24, 16, kernel="sve", svl=512, machine="a64fx", split=False, warm=False)
    assert r.max_rel_error < 1e-6 and r.cycles > 0


@pytest.mark.parametrize("layouts", [("row", "row", "row"), ("tiled", "col", "tiled")])
def test_sve_five_loops_accumulate(layouts):
    """Small MC/KC/NC: every driver loop turns, later k blocks load C (beta 1), several
    8-row register blocks per A panel, edge rows and columns."""
    r = run_gemm(70, 45, 41, kernel="sve", svl=256, mc=32, kc=16, nc=16, machine=None,
                 split=False, warm=False, a_layout=layouts[0], b_layout=layouts[1],
                 c_layout=layouts[2])
    assert_matches_numpy(r)


def test_sve_errors():
    with pytest.raises(GemmError, match="row-contiguous"):
        run_gemm(8, 8, 8, kernel="sve", c_layout="col", machine=None)
    with pytest.raises(GemmError, match="packed operands only"):
        run_gemm(8, 8, 8, kernel="sve", packed=False, machine=None)


def test_sve_kernel_refused_on_m4():
    """Apple M4 has no SVE outside streaming mode (simulator/features.py)."""
    with pytest.raises(GemmError, match="streaming mode.*--machine generic"):
        run_gemm(8, 8, 8, kernel="sve", machine="m4")


def test_sve_kernel_timed():
    r = run_gemm(32, 64, 256, kernel="sve", svl=512, machine="generic")
    assert_matches_numpy(r)
    # generic runs 2 FMLAs per cycle (vec x2, interval 1): 16 lanes x 2 FLOP x 2 = 64 FLOP/cycle
    assert r.peak_flops_per_cycle == 64
    bound = 32 * 2 * 2 * 256 // 2   # 2 FMLAs per row, column panel and k-step; 2 per cycle
    assert r.flops == 64 * bound
    # the first touch of each packed line misses the L1 (packed by the SME unit via the L2)
    assert bound <= r.kernel_cycles <= 1.5 * bound


@pytest.mark.parametrize("m,n,k", [(1, 1, 1), (13, 70, 9), (33, 65, 20)])
def test_vf_kernel_odd_sizes(m, n, k):
    r = run_gemm(m, n, k, kernel="vf")
    assert_matches_numpy(r)
    assert r.cycles >= (-(-m // 4)) * (-(-n // 64)) * k * 4 // 2   # vmula: two vector units


def test_vf_too_big_for_the_ub(capsys):
    from simulator.gemm import UB_BYTES, vf_ub_bytes
    from tools.cli import main

    assert vf_ub_bytes(128, 128, 128) <= UB_BYTES < vf_ub_bytes(256, 256, 256)
    assert main(["gemm", "--m", "256", "--n", "256", "--k", "256", "--kernel", "vf"]) == 2
    assert "248 KiB" in capsys.readouterr().err


@pytest.mark.parametrize("svl,kernel,dtype,per", [(256, "sme-f16", "f16", 2),
                                                   (512, "sme-i8", "s8", 4)])
@pytest.mark.parametrize("a_layout,b_layout", [("row", "row"), ("col", "col")])
@pytest.mark.parametrize("m,n,k", [(1, 1, 1), (17, 33, 71)])
def test_narrow_packing_matches_layout_library(svl, kernel, dtype, per, a_layout, b_layout,
                                               m, n, k):
    """fp16 pairs / int8 quads packed by the assembly (pack_zip for r-contiguous sources,
    pack_panels on 32-bit words + pack_mask for k-contiguous ones) equal
    to_memory(block, {0,1:T(kp,MR)(per,1)}) / {1,0:T(kp,NR)(per,1)} byte for byte."""
    mach, ctx = build(m, n, k, kernel=kernel, a_layout=a_layout, b_layout=b_layout, svl=svl,
                      reps=0, machine=None)
    assert mach.run() == 0, mach.fault and mach.fault.render()
    mr = 2 * svl // 32
    sa, sb = narrow_packed(m, k, dtype, mr, "a"), narrow_packed(k, n, dtype, mr, "b")
    assert str(sa).endswith(f"{{0,1:T({sa.dims[1]},{mr})({per},1)}}")
    a, b = ctx["a"], ctx["b"]
    ap = np.zeros(sa.dims, a.dtype)
    ap[:m, :k] = a
    bp = np.zeros(sb.dims, b.dtype)
    bp[:k, :n] = b
    got_a = mach.memory.read_bytes(mach.memory.address_of("Apack"), sa.byte_size)
    got_b = mach.memory.read_bytes(mach.memory.address_of("Bpack"), sb.byte_size)
    assert got_a == to_memory(ap, sa).tobytes()
    assert got_b == to_memory(bp, sb).tobytes()
    # the pair / quad of row 0, k-step 0 sits in the first 32-bit lane of the A panel
    assert got_a[:per * ap.itemsize] == ap[0, :per].tobytes()


@pytest.mark.parametrize("kernel", ["sme-f16", "sme-i8"])
@pytest.mark.parametrize("a_layout,b_layout", [("row", "col"), ("col", "row")])
def test_narrow_several_k_blocks(kernel, a_layout, b_layout):
    """odd k over several k blocks: the last block ends inside a pair / quad (pack_mask)."""
    r = run_gemm(70, 33, 71, kernel=kernel, a_layout=a_layout, b_layout=b_layout, svl=256,
                 mc=32, kc=8, nc=16, machine=None, split=False, warm=False)
    assert r.ok
    assert_matches_numpy(r)


@pytest.mark.parametrize("c_layout", ["row", "col"])
def test_later_k_blocks_reload_c(c_layout):
    """beta 1 on full 32 x 32 blocks at SVL 512 (C -> z0-z31 -> MOVA), several k blocks."""
    r = run_gemm(64, 64, 40, svl=512, kc=8, c_layout=c_layout, machine=None, split=False,
                 warm=False)
    assert_matches_numpy(r)


def test_later_k_blocks_cost_less_than_the_za_load_chain():
    """Per 32 x 32 block, a later k block (beta 1) costs less than 16 x 18 = 288 cycles more
    than a first one: the C reload no longer waits for the L2 latency slice after slice."""
    one = run_gemm(64, 64, 64, svl=512, kc=64, machine="m4")
    four = run_gemm(64, 64, 256, svl=512, kc=64, machine="m4")
    extra = (four.kernel_cycles - 4 * one.kernel_cycles) / (3 * 4)
    assert 0 < extra < 200, extra


def test_vf_percent_of_peak(capsys):
    """vmula f32: 64 elements/cycle per vector unit (ascend950.toml), two units, 2 FLOP."""
    from tools.cli import main

    r = run_gemm(13, 70, 9, kernel="vf")
    assert r.peak_flops_per_cycle == 64 * 2 * 2
    assert r.peak_fraction == pytest.approx(r.flops / r.cycles / 256, abs=1e-4)
    assert 0 < r.peak_fraction < 1
    assert main(["gemm", "--m", "8", "--n", "64", "--k", "8", "--kernel", "vf", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["peak_flops_per_cycle"] == 256
    assert out["peak_fraction"] == pytest.approx(out["flops"] / out["cycles"] / 256, abs=1e-4)
    assert main(["gemm", "--m", "8", "--n", "64", "--k", "8", "--kernel", "vf"]) == 0
    assert "% of peak (256 FLOP/cycle)" in capsys.readouterr().out
