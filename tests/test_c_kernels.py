"""ACLE C kernels (programs/c/kernels) compiled by clang-19: called through ``m.call`` from
the object, and linked with tilesim's SME ABI runtime into freestanding static programs that
run under QEMU 11.1 and tilesim with byte-identical stdout and exit status; results checked
against numpy. The lazy-save protocol (AAPCS64: TPIDR2 block, ZA saved by the callee that has
its own ZA, restored by the caller) is exercised by every call in sme_lazy_za.c."""
from __future__ import annotations

import re
import subprocess

import numpy as np
import pytest
from c_kernels import (CLANG, KERNELS, compile_object, header, link_program, need_tools,
                       parse_hex, qemu_and_tilesim)

from simulator import Machine
from simulator.features import feature_set
from simulator.runtime import sme_abi_object

SVL = 256  # QEMU max's default streaming vector length
VL = SVL // 32


def _lazy_inputs(seed: int = 1):
    rng = np.random.default_rng(seed)
    a = rng.integers(-8, 9, 2 * VL).astype(np.float32) / 4
    b = rng.integers(-8, 9, 2 * VL).astype(np.float32) / 2
    x = rng.integers(-100, 101, 37).astype(np.float32) / 8
    return a, b, x


def _lazy_expected(a, b, x):
    c = np.outer(a[:VL], b[:VL]) + np.outer(a[VL:], b[VL:])
    return c.astype(np.float32), np.array([x.sum(), x[1:].sum()], np.float32)


def test_lazy_za_program_matches_qemu_and_numpy(tmp_path):
    need_tools()
    a, b, x = _lazy_inputs()
    header(tmp_path / "inputs.h", {"A": a, "B": b, "X": x}, {"VL": VL, "NX": x.size})
    exe = link_program(["sme_lazy_za.c", "sme_lazy_za_main.c"], tmp_path, "lazy")
    got = parse_hex(qemu_and_tilesim(exe, SVL))
    c, sums = _lazy_expected(a, b, x)
    np.testing.assert_array_equal(np.frombuffer(got["c"], np.float32).reshape(VL, VL), c)
    np.testing.assert_array_equal(np.frombuffer(got["sums"], np.float32), sums)
    # c is right only if ZA survived za_scratch_sum, which zeroes ZA: the callee committed
    # the lazy save (__arm_tpidr2_save) and the caller reloaded it (__arm_tpidr2_restore)


def test_lazy_za_object_through_call(tmp_path):
    need_tools(qemu=False)
    obj = compile_object("sme_lazy_za.c", tmp_path / "lazy.o")
    m = Machine.from_file(obj, svl=SVL)
    assert m.program.extra.get("runtime"), "the SME ABI runtime was linked in"
    a, b, x = _lazy_inputs(2)
    c = np.zeros((VL, VL), np.float32)
    sums = np.zeros(2, np.float32)
    m.call("outer2_with_call", c, a, b, x, x.size, sums, returns=None)
    ce, se = _lazy_expected(a, b, x)
    np.testing.assert_array_equal(c, ce)
    np.testing.assert_array_equal(sums, se)
    # ZA-sharing functions called one by one: ZA lives across calls made with za="shared"
    m.call("za_accumulate", a, b, returns=None, streaming=True, za="shared")
    m.call("za_accumulate", a[VL:], b[VL:], returns=None, streaming=True, za="shared")
    out = np.zeros((VL, VL), np.float32)
    m.call("za_store", out, returns=None, streaming=True, za="preserved")
    np.testing.assert_array_equal(out, ce)
    assert m.call("za_scratch_sum", x, x.size, returns="float").value == pytest.approx(x.sum())


def _sme2_inputs(seed: int = 3):
    rng = np.random.default_rng(seed)
    nbf, nbi, nl = 3, 2, 4 * 4 * VL  # blocks of 2 float vectors, of 4 int8 vectors; LUT bytes
    xf = (rng.integers(-64, 65, nbf * 2 * VL) / 8).astype(np.float32)
    yf = (rng.integers(-64, 65, nbf * 2 * VL) / 4).astype(np.float32)
    xi = rng.integers(-128, 128, nbi * 4 * 4 * VL).astype(np.int8)
    yi = rng.integers(-128, 128, nbi * 4 * 4 * VL).astype(np.int8)
    table = rng.integers(0, 256, 64).astype(np.uint8)
    table[::5] = 0  # some lookups give 0: the nonzero count checks the call inside lut4
    idx = rng.integers(0, 256, nl // 2 + 4 * VL).astype(np.uint8)
    return dict(XF=xf, YF=yf, XI=xi, YI=yi, TABLE=table, IDX=idx), dict(NBF=nbf, NBI=nbi, NL=nl)


def _sme2_expected(a, c):
    mla = (a["XF"] * a["YF"]).reshape(c["NBF"], 2 * VL).sum(0).astype(np.float32)
    prod = a["XI"].astype(np.int32) * a["YI"].astype(np.int32)
    dot = prod.reshape(c["NBI"], 4 * VL, 4).sum(2).sum(0).astype(np.int32)
    # LUTI4 .b, segment 0: nibble e of the vector loaded at idx + i/2 picks entry e of ZT0's
    # 16 32-bit entries, truncated to 8 bits (Arm ARM LUTI4)
    vlb = 4 * VL
    lut = []
    for i in range(0, c["NL"], vlb):
        v = a["IDX"][i // 2:i // 2 + vlb]
        nib = np.stack([v & 15, v >> 4], 1).ravel()[:vlb]
        lut.append(a["TABLE"].view(np.uint32)[nib].astype(np.uint8))
    lut = np.concatenate(lut)
    return mla, dot, lut


def test_sme2_multi_vector_program_matches_qemu_and_numpy(tmp_path):
    need_tools()
    arrays, consts = _sme2_inputs()
    header(tmp_path / "inputs.h", arrays, {"VL": VL, **consts})
    exe = link_program(["sme2_multi.c", "sme2_multi_main.c"], tmp_path, "sme2")
    got = parse_hex(qemu_and_tilesim(exe, SVL))
    mla, dot, lut = _sme2_expected(arrays, consts)
    np.testing.assert_array_equal(np.frombuffer(got["mla"], np.float32), mla)
    np.testing.assert_array_equal(np.frombuffer(got["dot"], np.int32), dot)
    np.testing.assert_array_equal(np.frombuffer(got["lut"], np.uint8), lut)
    assert int.from_bytes(got["nonzero"], "little") == np.count_nonzero(lut)


def test_sme2_multi_vector_object_through_call(tmp_path):
    need_tools(qemu=False)
    m = Machine.from_file(compile_object("sme2_multi.c", tmp_path / "sme2.o"), svl=SVL)
    arrays, consts = _sme2_inputs(4)
    mla, dot, lut = _sme2_expected(arrays, consts)
    out = np.zeros(2 * VL, np.float32)
    m.call("mla_sum", out, arrays["XF"], arrays["YF"], consts["NBF"], returns=None)
    np.testing.assert_array_equal(out, mla)
    out = np.zeros(4 * VL, np.int32)
    m.call("dot_sum", out, arrays["XI"], arrays["YI"], consts["NBI"], returns=None)
    np.testing.assert_array_equal(out, dot)
    out = np.zeros(consts["NL"], np.uint8)
    r = m.call("lut4", out, arrays["TABLE"], arrays["IDX"], consts["NL"], returns="uint")
    np.testing.assert_array_equal(out, lut)
    assert r.value == np.count_nonzero(lut)


def test_m4_build_runs_as_on_qemu_with_m4_features(tmp_path):
    """-mcpu=apple-m4 code calls __arm_get_current_vg (no SVE outside streaming mode); the
    runtime built for the M4's features answers without SVE; tilesim with machine="m4" (its
    features) prints what QEMU prints."""
    need_tools()
    exe = tmp_path / "za_demo_m4"
    subprocess.run([CLANG, "--target=aarch64-linux-gnu", "-mcpu=apple-m4", "-O2", "-static",
                    "-nostdlib", "-ffreestanding", "-fuse-ld=lld", f"-I{KERNELS}",
                    str(KERNELS / "za_demo.c"), str(KERNELS / "sme_lazy_za.c"),
                    sme_abi_object(feature_set("m4")), "-o", str(exe)], check=True)
    q_out = qemu_and_tilesim(exe, SVL, machine="m4", timing=False)
    assert b"ZA row 0 after the call: 1 2 3 4 5 6 7 8\n" in q_out
    dis = subprocess.run(["llvm-objdump-19", "-d", str(exe)], capture_output=True, text=True,
                         check=True).stdout
    assert re.search(r"\bbl\s+0x[0-9a-f]+ <__arm_get_current_vg>", dis)  # it is called
