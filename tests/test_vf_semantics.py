"""VF instruction semantics against numpy and the Reg API's documented rules (the Ascend C Reg API docs (cannmirror/asc-devkit))."""
from __future__ import annotations

import numpy as np
import pytest

from vf_helpers import rng_f32, vf

BIN = """    pset.b32 m1, {pat}
    vld v0, [a]
    vld v1, [b]
    vld v2, [out]
    {op}.{t} v2, v0, v1, m1{mode}
    vst [out], v2, m1
    pset.b32 m2, ALL
    vst [out], v2, m2"""


@pytest.mark.parametrize("op,fn", [("vadd", np.add), ("vsub", np.subtract), ("vmul", np.multiply),
                                   ("vdiv", np.divide), ("vmax", np.maximum), ("vmin", np.minimum)])
def test_binary_f32_zeroing_and_merging(op, fn):
    a, b, old = rng_f32(1), rng_f32(2), rng_f32(3)
    want = fn(a, b).astype(np.float32)
    m = vf(BIN.format(pat="VL16", op=op, t="f32", mode=""))
    out = m.vf_call("k", out=old.copy(), a=a, b=b)["out"]
    assert np.array_equal(out[:16], want[:16]) and not out[16:].any()  # zeroing
    m = vf(BIN.format(pat="VL16", op=op, t="f32", mode="/m"))
    out = m.vf_call("k", out=old.copy(), a=a, b=b)["out"]
    assert np.array_equal(out[:16], want[:16]) and np.array_equal(out[16:], old[16:])  # merging


def test_f16_s32_bf16_lanes():
    a16, b16 = rng_f32(4, 128).astype(np.float16), rng_f32(5, 128).astype(np.float16)
    m = vf(BIN.format(pat="ALL", op="vmul", t="f16", mode="").replace("pset.b32 m1", "pset.b16 m1"))
    out = m.vf_call("k", out=np.zeros(128, np.float16), a=a16, b=b16)["out"]
    assert np.array_equal(out, a16 * b16)
    ai = np.array([2**30, -7, 5] + [3] * 61, np.int32)
    bi = np.array([4, 3, -2] + [1] * 61, np.int32)
    out = vf(BIN.format(pat="ALL", op="vmul", t="s32", mode="")).vf_call(
        "k", out=np.zeros(64, np.int32), a=ai, b=bi)["out"]
    assert np.array_equal(out, (ai.astype(np.int64) * bi).astype(np.int32))  # wraps
    out = vf(BIN.format(pat="ALL", op="vdiv", t="s32", mode="")).vf_call(
        "k", out=np.zeros(64, np.int32), a=ai, b=bi)["out"]
    assert out[1] == -2 and out[2] == -2  # C division truncates toward zero
    # bf16: computed in f32, rounded to nearest even
    x = rng_f32(6, 128)
    xb = (x.view(np.uint32) >> 16).astype(np.uint16)
    ones = np.full(128, 0x3F80, np.uint16)  # 1.0
    out = vf(BIN.format(pat="ALL", op="vadd", t="bf16", mode="").replace("pset.b32 m1", "pset.b16 m1")
             ).vf_call("k", out=np.zeros(128, np.uint16), a=xb, b=ones)["out"]
    exact = (xb.astype(np.uint32) << 16).view(np.float32) + np.float32(1)
    bits = exact.view(np.uint32).astype(np.uint64)
    want = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)
    assert np.array_equal(out, want)


def test_plt_post_decrement():
    m = vf("""    plt.b32 m0, n
    plt.b32 m1, n
    plt.b32 m2, n
    plt.b16 m3, big""", params="n, big")
    m.vf_call("k", n=100, big=300)
    assert m.vf_dump("m0.b32").value.sum() == 64 and m.vf_dump("m1.b32").value.sum() == 36
    assert list(m.vf_dump("m1.b32").value[:37]) == [1] * 36 + [0]
    assert m.vf_dump("m2.b32").value.sum() == 0
    assert m.state.s[0] == 0  # 100 → 36 → 0 → 0
    assert m.state.s[1] == 300 - 128 and m.vf_dump("m3.b16").value.sum() == 128


RED = """    pset.b32 m1, {pat}
    vld v0, [a]
    {op}.f32 v2, v0, m1
    pset.b32 m2, ALL
    vst [out], v2, m2"""


def _tree(x):
    v = x.astype(np.float32)
    while v.size > 1:
        v = (v[0::2] + v[1::2]).astype(np.float32)
    return v[0]


def test_vcadd_binary_tree_order():
    x = np.zeros(64, np.float32)
    x[0], x[1], x[2], x[3] = 1e8, 1, -1e8, 1
    x[4:] = 0.1
    seq = np.float32(0)
    for v in x:
        seq = np.float32(seq + v)
    out = vf(RED.format(pat="ALL", op="vcadd")).vf_call("k", out=np.ones(64, np.float32), a=x,
                                                        b=x)["out"]
    assert out[0] == _tree(x) and out[0] != seq  # the pairing order is observable
    assert not out[1:].any()
    out = vf(RED.format(pat="VL4", op="vcadd")).vf_call("k", out=np.ones(64, np.float32), a=x,
                                                        b=x)["out"]
    assert out[0] == _tree(np.where(np.arange(64) < 4, x, 0))  # inactive lanes count as 0


def test_vcmax_vcmin_value_and_index_lane():
    x = rng_f32(7)
    x[10] = x[20] = 50.0  # first max is lane 10
    x[40] = 99.0  # larger, but inactive under VL32
    x[5] = x[6] = -50.0
    out = vf(RED.format(pat="VL32", op="vcmax")).vf_call("k", out=np.zeros(64, np.float32), a=x, b=x)["out"]
    assert out[0] == 50.0 and out[1:2].view(np.uint32)[0] == 10 and not out[2:].any()
    out = vf(RED.format(pat="VL32", op="vcmin")).vf_call("k", out=np.zeros(64, np.float32), a=x, b=x)["out"]
    assert out[0] == -50.0 and out[1:2].view(np.uint32)[0] == 5
    out = vf(RED.format(pat="ALLF", op="vcmax")).vf_call("k", out=np.zeros(64, np.float32), a=x, b=x)["out"]
    assert out[0] == -np.inf  # no active lane: −inf


def test_load_distributions():
    raw = np.arange(512, dtype=np.uint16)
    body = """    pset.b8 m0, ALL
    vld.{d} v0, [a]
    vst [out], v0, m0"""
    call = lambda d: vf(body.format(d=d)).vf_call("k", out=np.zeros(128, np.uint16), a=raw.copy(), b=raw)["out"]
    assert np.array_equal(call("norm"), raw[:128])
    assert np.array_equal(call("brc.b16"), np.full(128, raw[0]))
    assert np.array_equal(call("us.b16"), np.repeat(raw[:64], 2))
    assert np.array_equal(call("ds.b16"), raw[0:256:2])
    unp = call("unpack.b16").view(np.uint32)
    assert np.array_equal(unp, raw[:64].astype(np.uint32))
    assert np.array_equal(call("blk"), np.tile(raw[:16], 8))


def test_store_distributions():
    x = np.arange(64, dtype=np.uint32) | 0xABCD0000
    body = """    pset.b32 m0, {pat}
    vld v0, [a]
    vst.{d} [out], v0, m0"""
    call = lambda d, pat="ALL": vf(body.format(d=d, pat=pat)).vf_call(
        "k", out=np.full(64, 7, np.uint32), a=x, b=x)["out"]
    first = call("first.b32", "ALLF")  # element 0, mask ignored
    assert first[0] == x[0] and (first[1:] == 7).all()
    packed = call("pack.b32", "VL8").view(np.uint16)  # low half of each active lane
    assert np.array_equal(packed[:8], (x[:8] & 0xFFFF).astype(np.uint16))
    assert (packed[8:] == np.full(64, 7, np.uint32).view(np.uint16)[8:]).all()  # untouched


def test_vcvt_rounding_modes():
    vals = np.array([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 2.7, -2.7] + [0] * 56, np.float32)
    body = """    pset.b32 m0, ALL
    vld v0, [a]
    vcvt.s32.f32 v1, v0, m0, {r}
    vst [out], v1, m0"""
    want = {"rint": [-2, -2, 0, 0, 2, 2, 3, -3], "round": [-3, -2, -1, 1, 2, 3, 3, -3],
            "floor": [-3, -2, -1, 0, 1, 2, 2, -3], "ceil": [-2, -1, 0, 1, 2, 3, 3, -2],
            "trunc": [-2, -1, 0, 0, 1, 2, 2, -2]}
    for r, w in want.items():
        out = vf(body.format(r=r)).vf_call("k", out=np.zeros(64, np.int32), a=vals, b=vals)["out"]
        assert list(out[:8]) == w, r
    # f32 -> f16 lands in the low half of each 32-bit slot (RegLayout ZERO); modes pick neighbours
    x = np.array([1 + 2**-11 + 2**-13, -(1 + 2**-11 + 2**-13), 1 + 2**-11] + [0] * 61, np.float32)
    body16 = body.replace("vcvt.s32.f32", "vcvt.f16.f32")
    lo, hi = np.float16(1), np.nextafter(np.float16(1), np.float16(2))
    got = {r: vf(body16.format(r=r)).vf_call("k", out=np.zeros(64, np.uint32), a=x, b=x)["out"]
           for r in ("rint", "floor", "ceil", "trunc", "odd", "round")}
    h = {r: (g & 0xFFFF).astype(np.uint16).view(np.float16) for r, g in got.items()}
    assert all((g >> 16 == 0).all() for g in got.values())
    assert h["rint"][0] == hi and h["floor"][0] == lo and h["ceil"][0] == hi and h["trunc"][0] == lo
    assert h["floor"][1] == -hi and h["ceil"][1] == -lo and h["trunc"][1] == -lo
    assert h["rint"][2] == lo and h["round"][2] == hi  # a tie: even vs away from zero
    assert h["odd"][0] == hi  # inexact → the neighbour with an odd last bit
    # widening f16 -> f32 reads the low halves
    src = np.zeros(128, np.float16)
    src[0::2] = np.arange(64) / 4
    out = vf(body.replace("vcvt.s32.f32 v1, v0, m0, {r}", "vcvt.f32.f16 v1, v0, m0")).vf_call(
        "k", out=np.zeros(64, np.float32), a=src, b=src)["out"]
    assert np.array_equal(out, np.arange(64, dtype=np.float32) / 4)


def test_vexpdif_f16_computes_in_f32():
    a = np.full(128, 4.0, np.float16)
    b = np.full(128, 0.001, np.float16)
    body = """    pset.b16 m0, ALL
    vld v0, [a]
    vld v1, [b]
    vexpdif.f16 v2, v0, v1, m0
    vst [out], v2, m0"""
    out = vf(body).vf_call("k", out=np.zeros(128, np.float16), a=a, b=b)["out"]
    want = np.exp(a.astype(np.float32) - b.astype(np.float32)).astype(np.float16)
    in_f16 = np.exp((a - b).astype(np.float16)).astype(np.float16)
    assert np.array_equal(out, want) and not np.array_equal(out, in_f16)


def test_fused_select_compare_broadcast_arange():
    a, b, c = rng_f32(8), rng_f32(9), rng_f32(10)
    body = """    pset.b32 m0, ALL
    vld v0, [a]
    vld v1, [b]
    vld v2, [out]
    vld v3, [out]
    vld v4, [out]
    vaxpy.f32 v2, v0, #2.0, m0
    vmula.f32 v3, v0, v1, m0
    vmadd.f32 v4, v0, v1, m0
    vcmp.lt.f32 m1, v0, v1, m0
    vsel.f32 v5, v0, v1, m1
    vcmps.gt.f32 m2, v0, #0.0, m0
    vbr.f32 v6, v0[0], m2
    vci.s32 v7, #5
    vrelu.f32 v8, v0, m0
    vst [out], v2, m0
    vst [out + 256], v3, m0
    vst [out + 512], v4, m0
    vst [out + 768], v5, m0
    vst [out + 1024], v6, m0
    vst [out + 1280], v7, m0
    vst [out + 1536], v8, m0"""
    out = vf(body).vf_call("k", out=np.concatenate([c] + [np.zeros(64, np.float32)] * 6), a=a, b=b)["out"]
    o = out.reshape(7, 64)
    f = np.float32
    assert np.array_equal(o[0], (a * f(2)).astype(f) + c)
    assert np.array_equal(o[1], (a * b).astype(f) + c)
    assert np.array_equal(o[2], (c * a).astype(f) + b)
    assert np.array_equal(o[3], np.where(a < b, a, b))
    assert np.array_equal(o[4], np.where(a > 0, a[0], 0).astype(f))
    assert np.array_equal(o[5].view(np.int32), np.arange(5, 69, dtype=np.int32))
    assert np.array_equal(o[6], np.maximum(a, 0))


def test_mask_patterns_and_logic():
    m = vf("""    pset.b32 m0, VL8
    pset.b32 m1, H
    pset.b32 m2, M3
    pset.b32 m3, Q
    pxor m4, m1, m3
    pnot m5, m0
    pand m6, m1, m5
    por m7, m0, m3""", params="x")
    m.vf_call("k", x=0)
    bits = lambda n: m.vf_dump(f"m{n}.b32").value.astype(bool)
    idx = np.arange(64)
    assert (bits(0) == (idx < 8)).all() and (bits(1) == (idx < 32)).all()
    assert (bits(2) == (idx < 63)).all() and (bits(3) == (idx < 16)).all()
    assert (bits(4) == ((idx < 32) ^ (idx < 16))).all() and (bits(5) == (idx >= 8)).all()
    assert (bits(6) == ((idx < 32) & (idx >= 8))).all() and (bits(7) == (idx < 16)).all()
    assert m.vf_dump("m0").value.sum() == 32  # b32: every bit of an active lane's group


def test_scalar_ops():
    m = vf("""    mov s5, #-7
    div s6, s5, #2
    rem s7, s5, #2
    shl s8, x, #4
    max s9, s5, x""", params="x")
    m.vf_call("k", x=3)
    assert m.state.s[6:10] == [-3, -1, 48, 3]
