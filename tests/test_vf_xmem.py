"""VF unaligned streams (vldu/vstu), gather/scatter, (de)interleaving loads/stores and vcvt
saturation, each against numpy; faults and assembly errors for misuse."""
from __future__ import annotations

import numpy as np
import pytest

from simulator import load_machine
from simulator.vf import VfMachine
from tests.vf_helpers import vf

RNG = np.random.default_rng(20261124)


def _fault(fn) -> str:
    with pytest.raises(RuntimeError) as e:
        fn()
    return str(e.value)


# ---------------------------------------------------------------------------- vldu
@pytest.mark.parametrize("offset", [0, 4, 20, 31, 32, 100, 253])
def test_vldu_reads_vl_bytes_from_any_address_in_a_stream(offset):
    src = RNG.integers(0, 256, 1024, dtype=np.uint8)
    body = f"""    pset.b8 m0, ALL
    vldu.pre u3, [a + {offset}]
    vldu v0, u3, [a + {offset}]
    vldu v1, u3, [a + {offset + 256}]
    vst [out], v0, m0
    vst [out + 256], v1, m0"""
    out = vf(body, "out, a").vf_call("k", out=np.zeros(512, np.uint8), a=src)["out"]
    assert np.array_equal(out, src[offset:offset + 512])


def test_vldu_needs_a_primed_register():
    m = vf("    vldu.pre u0, [a]\n    vldu v0, u0, [a + 64]", "a")
    msg = _fault(lambda: m.vf_call("k", a=np.zeros(128, np.float32)))
    assert "SIGBUS" in msg and "u0 holds the block at" in msg and "vldu.pre u0" in msg
    assert "t.vf.s:7:5" in msg


# ---------------------------------------------------------------------------- vstu
@pytest.mark.parametrize("start,counts", [(12, [64, 64, 8]), (4, [63, 1, 64]), (0, [64]),
                                          (28, [5, 7, 64, 30])])
def test_vstu_stream_writes_exactly_its_elements(start, counts):
    vals = RNG.integers(1, 1 << 30, 64 * len(counts), dtype=np.uint32)
    lines = ["    pset.b32 m0, ALL"]
    pos = start
    for k, c in enumerate(counts):
        lines.append(f"    vld v{k}, [a + {256 * k}]")
        lines.append(f"    vstu.b32 [out + {pos}], u1, v{k}, #{c}")
        pos += 4 * c
    lines.append(f"    vstu.post [out + {pos}], u1")
    out = vf("\n".join(lines), "out, a").vf_call(
        "k", out=np.full(1024, 0xEE, np.uint8), a=vals)["out"]
    want = np.full(1024, 0xEE, np.uint8)
    data = np.concatenate([vals[64 * k:64 * k + c] for k, c in enumerate(counts)])
    want[start:start + data.nbytes] = data.view(np.uint8)
    assert np.array_equal(out, want)  # and nothing around it changed


def test_vstu_stream_must_be_contiguous_and_post_must_match():
    m = vf("""    vstu.b32 [out + 4], u0, v0, #3
    vstu.b32 [out + 40], u0, v0, #3""", "out")
    msg = _fault(lambda: m.vf_call("k", out=np.zeros(64, np.float32)))
    assert "one stream must be contiguous" in msg and "0x" in msg
    m = vf("    vstu.b32 [out + 4], u0, v0, #3\n    vstu.post [out + 20], u0", "out")
    assert "stream ends at" in _fault(lambda: m.vf_call("k", out=np.zeros(64, np.float32)))


# ---------------------------------------------------------------------------- gather/scatter
@pytest.mark.parametrize("t,dt,lanes", [("f32", np.float32, 64), ("s32", np.int32, 64),
                                        ("f16", np.float16, 128), ("u16", np.uint16, 128)])
def test_vgather_ub_form(t, dt, lanes):
    table = RNG.standard_normal(300).astype(dt) if dt in (np.float32, np.float16) else \
        RNG.integers(0, 1000, 300).astype(dt)
    itype = np.uint32 if lanes == 64 else np.uint16
    idx = RNG.integers(0, 300, lanes).astype(itype)
    active = RNG.random(lanes) < 0.7
    w = 32 if lanes == 64 else 16
    bits = np.zeros(256, np.uint8)
    for i in np.flatnonzero(active):  # a mask row: one byte per vector byte, lane i's group set
        bits[i * (w // 8):(i + 1) * (w // 8)] = 1
    body = f"""    vld v1, [idx]
    vld v9, [mk]
    vcmps.ne.u8 m1, v9, #0, m7
    vgather.{t} v2, [tab], v1, m1
    vst [out], v2, m6"""
    m = vf("    pset.b8 m7, ALL\n    pset.b8 m6, ALL\n" + body, "out, tab, idx, mk")
    out = m.vf_call("k", out=np.full(lanes, 9, dt), tab=table, idx=idx, mk=bits)["out"]
    want = np.where(active, table[idx], 0).astype(dt)
    assert np.array_equal(out.view(np.uint8), want.view(np.uint8))


def test_vgather_bytes_zero_extend_and_register_form_wraps():
    table = np.arange(200, 256, dtype=np.uint8)  # values above 127: zero- not sign-extended
    idx = (np.arange(128) * 7 % 56).astype(np.uint16)
    out = vf("""    pset.b16 m0, ALL
    vld v1, [idx]
    vgather.s8 v2, [tab], v1, m0
    vst [out], v2, m0""", "out, tab, idx").vf_call(
        "k", out=np.zeros(128, np.uint16), tab=table, idx=idx)["out"]
    assert np.array_equal(out, table[idx].astype(np.uint16))
    src = RNG.integers(0, 1 << 31, 64).astype(np.uint32)
    ridx = RNG.integers(0, 1000, 64).astype(np.uint32)
    out = vf("""    pset.b32 m0, ALL
    vld v1, [a]
    vld v2, [b]
    vgather.u32 v3, v1, v2
    vst [out], v3, m0""", "out, a, b").vf_call("k", out=np.zeros(64, np.uint32), a=src, b=ridx)["out"]
    assert np.array_equal(out, src[ridx % 64])


def test_vscatter_active_lanes_only():
    perm = RNG.permutation(100)[:64].astype(np.uint32)
    vals = RNG.standard_normal(64).astype(np.float32)
    out = vf("""    pset.b32 m0, VL32
    vld v1, [idx]
    vld v2, [a]
    vscatter.f32 [out], v2, v1, m0""", "out, a, idx").vf_call(
        "k", out=np.full(100, -1, np.float32), a=vals, idx=perm)["out"]
    want = np.full(100, -1, np.float32)
    want[perm[:32]] = vals[:32]
    assert np.array_equal(out, want)


def test_gather_out_of_ub_faults():
    m = vf("""    pset.b32 m0, ALL
    vbr.s32 v1, #100000
    vgather.f32 v2, [a], v1, m0""", "a")
    msg = _fault(lambda: m.vf_call("k", a=np.zeros(8, np.float32)))
    assert "SIGSEGV" in msg and "vgather.f32" in msg


# ---------------------------------------------------------------------------- (de)interleave
@pytest.mark.parametrize("w,dt", [(8, np.uint8), (16, np.uint16), (32, np.uint32)])
def test_deinterleave_load_and_interleave_store(w, dt):
    n = 2 * 256 // (w // 8)
    x = RNG.integers(0, np.iinfo(dt).max, n, dtype=dt)
    out = vf(f"""    pset.b8 m0, ALL
    vld.dintlv.b{w} v0, v1, [a]
    vst [out], v0, m0
    vst [out + 256], v1, m0""", "out, a").vf_call("k", out=np.zeros(n, dt), a=x)["out"]
    assert np.array_equal(out, np.concatenate([x[0::2], x[1::2]]))
    back = vf(f"""    vld v0, [a]
    vld v1, [a + 256]
    vst.intlv.b{w} [out], v0, v1""", "out, a").vf_call("k", out=np.zeros(n, dt), a=out)["out"]
    assert np.array_equal(back, x)


# ---------------------------------------------------------------------------- vcvt sat
@pytest.mark.parametrize("to,frm,dto,dfrom", [("s16", "s32", np.int16, np.int32),
                                              ("u16", "u32", np.uint16, np.uint32),
                                              ("s8", "s16", np.int8, np.int16),
                                              ("u8", "u16", np.uint8, np.uint16)])
def test_vcvt_integer_narrowing_wraps_or_saturates(to, frm, dto, dfrom):
    info = np.iinfo(dfrom)
    x = RNG.integers(info.min, info.max, 256 // np.dtype(dfrom).itemsize, dtype=dfrom)
    body = f"""    pset.b{8 * np.dtype(dfrom).itemsize} m0, ALL
    vld v0, [a]
    vcvt.{to}.{frm} v1, v0, m0{{sat}}
    vst [out], v1, m0"""
    for sat in ("", ", sat"):
        out = vf(body.format(sat=sat), "out, a").vf_call(
            "k", out=np.zeros(x.size, dfrom), a=x)["out"]
        narrow = out.view(dto)[0::2]  # the narrow value sits in the low half of each slot
        if sat:
            ti = np.iinfo(dto)
            want = np.clip(x.astype(np.int64), ti.min, ti.max).astype(dto)
        else:
            want = x.astype(dto)  # numpy's integer cast keeps the low bits
        assert np.array_equal(narrow, want)


def test_vcvt_float_narrowing_saturates_to_max_and_nan_to_zero():
    x = np.array([1e6, -1e6, np.inf, -np.inf, np.nan, 1.5, 65504, 65520] * 8, np.float32)
    body = """    pset.b32 m0, ALL
    vld v0, [a]
    vcvt.f16.f32 v1, v0, m0{sat}
    vst [out], v1, m0"""
    plain = vf(body.format(sat=""), "out, a").vf_call("k", out=np.zeros(64, np.float32), a=x)["out"]
    sat = vf(body.format(sat=", rint, sat"), "out, a").vf_call(
        "k", out=np.zeros(64, np.float32), a=x)["out"]
    p, s = plain.view(np.float16)[0::2], sat.view(np.float16)[0::2]
    with np.errstate(over="ignore"):
        assert np.array_equal(p[:8], x[:8].astype(np.float16), equal_nan=True)
    assert s[:8].tolist()[:4] == [65504.0, -65504.0, 65504.0, -65504.0]
    assert s[4] == 0 and s[5] == 1.5 and s[6] == 65504 and s[7] == 65504


def test_assembly_errors_name_the_operand():
    from isa.asm.diag import AsmErrors

    bad = [("vldu.pre v0, [a]", "expected a unaligned register"),
           ("vldu.pre u8, [a]", "no register u8"),
           ("vstu [a], u0, v0, #4", "needs an element width suffix"),
           ("vgather.f64 v0, [a], v1, m0", "needs an element type suffix"),
           ("vld.dintlv.b32 v0, v0, [a]", "two different destination registers"),
           ("vcvt.s16.s32 v1, v0, m0, sat, rint", "'sat' comes last")]
    for line, want in bad:
        with pytest.raises(AsmErrors) as e:
            vf("    " + line, "a")
        assert want in str(e.value) and "t.vf.s:6:" in str(e.value), (line, str(e.value))


def test_gather_and_interleave_issue_alone_and_cost_more_than_a_load():
    src = """.arch ascend-vf
.ub
.balign 32
t:  .space 1024
.vf k
    pset.b32 m0, ALL
    vci.s32  v1, #0
    {op}
.endvf
.entry
    vfcall k
"""
    def cycles(op):
        m = load_machine(src.format(op=op), "c.vf.s")
        assert m.run() == 0
        return m.stats()["cycles"]
    plain = cycles("vld v2, [t]")
    assert cycles("vgather.f32 v2, [t], v1, m0") > plain + 4  # 64 lanes at 8 per cycle
    assert isinstance(load_machine(src.format(op="vld v2, [t]"), "c.vf.s"), VfMachine)
