"""SME2 multi-vector operations on Z register lists (isa/a64/sme2_vec.py, sme2_cvt.py).

Semantics are checked against independent references written from the Arm ARM pseudocode with
numpy / Python integers (interleave and concatenation orders, exact rounding shifts, saturation,
CounterToPredicate); bit-exactness against QEMU 11.1 is in programs/sme2/*.s (test_qemu_diff),
the encodings against llvm-objdump-19 in tests/encodings/sme2_vec.s (test_encodings).
"""
from __future__ import annotations

import numpy as np
import pytest

from isa.asm.diag import AsmErrors
from simulator.machine import Machine

EXIT = "  mov x0, #0\n  mov x8, #93\n  svc #0\n"
rng = np.random.default_rng(7)


def run(body: str, zin: dict[int, np.ndarray], svl: int = 256, start: str = "smstart",
        p: dict[int, int] | None = None) -> Machine:
    """Set Z registers (any dtype, from byte 0), run ``body`` after ``start``, stop before exit."""
    src = "_start:\n" + (f"  {start}\n" if start else "") + body.strip("\n") + "\n" + EXIT
    m = Machine.from_source(src, svl=svl)
    if start:
        assert m.step(1) == 1
    for n, v in zin.items():
        b = np.ascontiguousarray(v).view(np.uint8)
        m.state.z[n, :b.size] = b
    for n, bits in (p or {}).items():
        m.state.p[n, :] = False
        m.state.p[n, :16] = [(bits >> k) & 1 for k in range(16)]
    last = m.program.insns[-3].index  # the first instruction of EXIT
    while not m.finished and m.state.pc != last:
        m.step(1)
    assert m.fault is None, m.fault.render()
    return m


def z(m: Machine, n: int, dt, vlb: int = 32) -> np.ndarray:
    return m.state.z[n, :vlb].copy().view(dt)


def rand(dt, n: int) -> np.ndarray:
    return rng.integers(0, 256, n * np.dtype(dt).itemsize, dtype=np.uint8).view(dt)


def errors(line: str) -> list:
    with pytest.raises(AsmErrors) as ei:
        Machine.from_source("_start:\n  " + line + "\n" + EXIT)
    return ei.value.errors


# ============================================================================ arithmetic
@pytest.mark.parametrize("dt, t", [(np.int8, "b"), (np.int16, "h"), (np.int32, "s"),
                                   (np.int64, "d")])
@pytest.mark.parametrize("cnt", [2, 4])
def test_smax_umin_add_single_and_multi_match_numpy(dt, t, cnt):
    ne = 32 // np.dtype(dt).itemsize
    src = {k: rand(dt, ne) for k in range(16)}
    g = f"{{z0.{t}-z{cnt - 1}.{t}}}"
    h = f"{{z4.{t}-z{3 + cnt}.{t}}}"
    s = f"{{z8.{t}-z{7 + cnt}.{t}}}"
    m = run(f"  smax {g}, {g}, z15.{t}\n  umin {h}, {h}, {s}", src)
    u = np.dtype(dt).str.replace("i", "u")
    for k in range(cnt):
        assert (z(m, k, dt) == np.maximum(src[k], src[15])).all()
        want = np.minimum(src[4 + k].view(u), src[8 + k].view(u))
        assert (z(m, 4 + k, u) == want).all()
    m = run(f"  add {g}, {g}, z12.{t}", src)
    for k in range(cnt):
        assert (z(m, k, u) == src[k].view(u) + src[12].view(u)).all()


def _rshl_ref(x: int, sh: int, bits: int, signed: bool) -> int:
    """Arm ARM SRSHL/URSHL (multiple vectors): ShiftSat, exact rounding, truncation."""
    sh = max(-(bits + 1), min(bits + 1, sh))
    r = x << sh if sh >= 0 else (x + (1 << (-sh - 1))) >> -sh
    r &= (1 << bits) - 1
    return r - (1 << bits) if signed and r >> (bits - 1) else r


@pytest.mark.parametrize("bits", [8, 16, 32, 64])
def test_srshl_urshl_whole_element_shift_saturates(bits):
    sdt, udt = np.dtype(f"i{bits // 8}"), np.dtype(f"u{bits // 8}")
    ne = 256 // bits
    shifts = np.array([0, 1, -1, bits - 1, bits, bits + 1, -bits + 1, -bits, -bits - 1, 1000,
                       -1000, 3, -3, -2, 2, 5] * 4, dtype=np.int64)[:ne]
    vals = rand(sdt, ne)
    vals[:3] = [np.iinfo(sdt).min, np.iinfo(sdt).max, -1]
    src = {0: vals, 1: vals, 2: shifts.astype(sdt), 4: vals, 5: vals, 6: vals, 7: vals}
    t = "bhsd"[(bits // 8).bit_length() - 1]
    m = run(f"  srshl {{z0.{t}-z1.{t}}}, {{z0.{t}-z1.{t}}}, z2.{t}\n"
            f"  urshl {{z4.{t}-z7.{t}}}, {{z4.{t}-z7.{t}}}, z2.{t}", src)
    sh = [int(v) for v in shifts.astype(sdt)]
    want_s = [_rshl_ref(int(x), s, bits, True) for x, s in zip(vals, sh)]
    want_u = [_rshl_ref(int(x), s, bits, False) for x, s in zip(vals.view(udt), sh)]
    assert [int(v) for v in z(m, 1, sdt)] == want_s
    assert [int(v) for v in z(m, 7, udt)] == want_u


@pytest.mark.parametrize("bits", [8, 16, 32, 64])
def test_sqdmulh_doubles_takes_high_half_and_saturates_min_times_min(bits):
    dt = np.dtype(f"i{bits // 8}")
    ne = 256 // bits
    lo, hi = int(np.iinfo(dt).min), int(np.iinfo(dt).max)
    x = rand(dt, ne)
    y = rand(dt, ne)
    x[:3], y[:3] = [lo, lo, hi], [lo, hi, hi]
    t = "bhsd"[(bits // 8).bit_length() - 1]
    m = run(f"  sqdmulh {{z0.{t}-z1.{t}}}, {{z0.{t}-z1.{t}}}, {{z2.{t}-z3.{t}}}",
            {0: x, 1: x, 2: y, 3: y[::-1].copy()})
    want = [min((2 * int(a) * int(b)) >> bits, hi) for a, b in zip(x, y)]
    assert [int(v) for v in z(m, 0, dt)] == want and want[0] == hi


def test_sunpk_uunpk_widen_in_order():
    h = rand(np.int16, 16)
    m = run("  sunpk {z0.s-z1.s}, z4.h\n  uunpk {z8.s-z11.s}, {z4.h-z5.h}",
            {4: h, 5: h[::-1].copy()})
    assert (np.concatenate([z(m, 0, np.int32), z(m, 1, np.int32)]) == h.astype(np.int32)).all()
    src = np.concatenate([h, h[::-1]]).view(np.uint16).astype(np.uint32)
    got = np.concatenate([z(m, 8 + k, np.uint32) for k in range(4)])
    assert len(got) == 32 and (got == src).all()


def test_fclamp_is_minnum_of_maxnum_and_keeps_nan_rules():
    x = np.array([1.0, -5.0, 7.0, np.nan, 0.0, -0.0, np.inf, 2.5], np.float32)
    lo = np.array([0.0, 0.0, 0.0, 0.0, -0.0, 0.0, 0.0, np.nan], np.float32)
    hi = np.array([2.0, 2.0, 2.0, 2.0, 0.0, -0.0, 2.0, 2.0], np.float32)
    m = run("  fclamp z0.s, z1.s, z2.s\n  fclamp {z4.s-z5.s}, z1.s, z2.s",
            {0: x, 1: lo, 2: hi, 4: x, 5: x[::-1].copy()})
    want = [1.0, 0.0, 2.0, 0.0, 0.0, -0.0, 2.0, 2.0]
    got = z(m, 0, np.float32)[:8]
    assert got.tolist() == want and np.signbit(got[5]) and not np.signbit(got[4])
    assert (z(m, 4, np.uint32) == z(m, 0, np.uint32)).all()


def test_sclamp_uclamp_single_and_x4():
    src = {k: rand(np.int16, 16) for k in range(8)}
    lo, hi = np.full(16, -100, np.int16), np.full(16, 300, np.int16)
    src[1], src[2] = lo, hi
    m = run("  sclamp z0.h, z1.h, z2.h\n  uclamp {z4.h-z7.h}, z1.h, z2.h", src)
    assert (z(m, 0, np.int16) == np.clip(src[0], -100, 300)).all()
    for k in range(4):  # unsigned: lo is 65436 > hi 300, so min(max(x, lo), hi) = hi
        assert (z(m, 4 + k, np.uint16) == 300).all()


# ============================================================================ SEL, counters
def _counter(esz: int, count: int, invert: bool = False) -> int:
    t = esz.bit_length() - 1
    return (1 << t) | (count << (t + 1)) | (0x8000 if invert else 0)


@pytest.mark.parametrize("pesz, count, invert", [
    (4, 5, False), (1, 40, False), (2, 0, False), (8, 3, False), (4, 13, True), (1, 100, False),
    (2, 9, True), (8, 15, True), (1, 127, False)])
@pytest.mark.parametrize("cnt", [2, 4])
def test_sel_follows_counter_to_predicate(pesz, count, invert, cnt):
    src = {k: rand(np.uint32, 8) for k in range(16)}
    m = run(f"  sel {{z8.s-z{7 + cnt}.s}}, pn9, {{z0.s-z{cnt - 1}.s}}, {{z4.s-z{3 + cnt}.s}}",
            src, p={9: _counter(pesz, count, invert)})
    # Arm ARM CounterToPredicate over 4 vectors (count fits pred<maxbit:log2(pesz)+1>, maxbit =
    # Log2(VL/8 * 4) = 7 at VL 256), element e of size pesz active iff e < count
    # (inverted: e >= count); an element of .s is active when its first byte's bit is set
    byte_active = np.repeat((np.arange(4 * 32 // pesz) < count) ^ invert, pesz)
    first = np.zeros_like(byte_active)
    first[::pesz] = byte_active[::pesz]
    act = first[::4]
    for k in range(cnt):
        want = np.where(act[8 * k:8 * k + 8], src[k], src[4 + k])
        assert (z(m, 8 + k, np.uint32) == want).all()


def test_sel_with_all_zero_counter_takes_second_group():
    src = {k: rand(np.uint8, 32) for k in range(8)}
    m = run("  sel {z0.b-z1.b}, pn8, {z2.b-z3.b}, {z4.b-z5.b}", src, p={8: 0})
    assert (z(m, 0, np.uint8) == src[4]).all() and (z(m, 1, np.uint8) == src[5]).all()


# ============================================================================ ZIP / UZP
@pytest.mark.parametrize("esz", [1, 2, 4, 8, 16])
def test_zip_uzp_x2_and_x4_against_numpy(esz):
    svl = 512 if esz == 16 else 256  # .Q x4 needs SVL >= 512
    vlb = svl // 8
    ne = vlb // esz
    dt = np.dtype(f"V{esz}") if esz == 16 else np.dtype(f"u{esz}")
    src = {k: rand(np.uint8, vlb).view(dt) for k in range(2, 8)}
    t = "bhsdq"[esz.bit_length() - 1]
    m = run(f"  zip {{z0.{t}-z1.{t}}}, z2.{t}, z3.{t}\n"
            f"  zip {{z8.{t}-z11.{t}}}, {{z4.{t}-z7.{t}}}\n"
            f"  uzp {{z12.{t}-z15.{t}}}, {{z8.{t}-z11.{t}}}\n"
            f"  uzp {{z16.{t}-z17.{t}}}, z0.{t}, z1.{t}",
            src, svl=svl)
    zipped = np.stack([src[2], src[3]], 1).reshape(-1)  # ZIP1 then ZIP2
    assert z(m, 0, dt, vlb).tobytes() + z(m, 1, dt, vlb).tobytes() == zipped.tobytes()
    four = np.stack([src[4 + k] for k in range(4)], 1).reshape(-1)
    assert b"".join(z(m, 8 + k, dt, vlb).tobytes() for k in range(4)) == four.tobytes()
    for k in range(4):  # UZP undoes ZIP
        assert z(m, 12 + k, dt, vlb).tobytes() == src[4 + k].tobytes()
    assert z(m, 16, dt, vlb).tobytes() == src[2].tobytes()
    assert z(m, 17, dt, vlb).tobytes() == src[3].tobytes()
    assert ne >= 2


def test_zip_q_x4_below_svl512_is_sigill():
    m = Machine.from_source("_start:\n  smstart\n  zip {z0.q-z3.q}, {z4.q-z7.q}\n" + EXIT, svl=256)
    assert m.run() == 132
    assert "512" in m.fault.detail


# ============================================================================ conversions
def test_fcvt_concatenates_and_fcvtn_interleaves():
    a = np.array([1.0, 65504.0, 65520.0, 1 + 2 ** -11, 2.0 ** -25, -0.0, np.inf, 3.0], np.float32)
    b = np.array([-2.0, 6e-8, 1e9, 0.5, 1 + 3 * 2 ** -11, -1.0, -np.inf, 7.0], np.float32)
    src = {2: np.tile(a, 1), 3: np.tile(b, 1)}
    m = run("  fcvt z0.h, {z2.s-z3.s}\n  fcvtn z1.h, {z2.s-z3.s}", src)
    with np.errstate(over="ignore"):  # numpy: IEEE RNE, the FPCR default
        ha, hb = a.astype(np.float16), b.astype(np.float16)
    got = z(m, 0, np.uint16)
    assert got[:8].tobytes() == ha.tobytes() and got[8:16].tobytes() == hb.tobytes()
    assert z(m, 1, np.uint16)[:16].tobytes() == np.stack([ha, hb], 1).reshape(-1).tobytes()


def test_bfcvt_rounds_to_nearest_even():
    bits = np.array([0x3F808000, 0x3F818000, 0x3F808001, 0x7F7FFFFF, 0x00000001, 0xBF800000,
                     0x7F800001, 0xFFC00000], np.uint32)
    m = run("  bfcvt z0.h, {z2.s-z3.s}", {2: bits, 3: bits})
    want = [0x3F80, 0x3F82, 0x3F81, 0x7F80, 0x0000, 0xBF80, 0x7FC0, 0xFFC0]
    assert z(m, 0, np.uint16)[:8].tolist() == want


def test_frint_modes_and_int_conversions():
    x = np.array([2.5, -2.5, 0.5, -0.5, 1.49999994, -0.3, 8388609.0, 3.5], np.float32)
    m = run("  frintn {z0.s-z1.s}, {z4.s-z5.s}\n  frintm {z2.s-z3.s}, {z4.s-z5.s}\n"
            "  frintp {z8.s-z11.s}, {z4.s-z7.s}\n  frinta {z12.s-z13.s}, {z4.s-z5.s}",
            {4: x, 5: x, 6: x, 7: x})
    assert z(m, 0, np.float32)[:8].tolist() == np.rint(x).tolist()
    assert z(m, 2, np.float32)[:8].tolist() == np.floor(x).tolist()
    assert z(m, 8, np.float32)[:8].tolist() == np.ceil(x).tolist()
    assert z(m, 12, np.float32)[:8].tolist() == [3.0, -3.0, 1.0, -1.0, 1.0, -0.0, 8388609.0, 4.0]
    assert np.signbit(z(m, 12, np.float32)[5])
    y = np.array([3e9, -3e9, np.nan, -1.5, 2147483520.0, 4294967040.0, -0.0, 7.9], np.float32)
    m = run("  fcvtzs {z0.s-z1.s}, {z4.s-z5.s}\n  fcvtzu {z2.s-z3.s}, {z4.s-z5.s}",
            {4: y, 5: y})
    assert z(m, 0, np.int32)[:8].tolist() == [2 ** 31 - 1, -2 ** 31, 0, -1, 2147483520,
                                              2 ** 31 - 1, 0, 7]
    assert z(m, 2, np.uint32)[:8].tolist() == [3000000000, 0, 0, 0, 2147483520, 4294967040, 0, 7]
    i = np.array([-1, 2 ** 31 - 1, 16777217, 0, 7, -2 ** 31, 33554431, 5], np.int32)
    m = run("  scvtf {z0.s-z3.s}, {z4.s-z7.s}\n  ucvtf {z8.s-z9.s}, {z4.s-z5.s}", {4: i, 5: i})
    assert z(m, 0, np.float32)[:8].tolist() == i.astype(np.float32).tolist()
    assert z(m, 8, np.float32)[:8].tolist() == i.view(np.uint32).astype(np.float32).tolist()


def _narrow_ref(vals, shift, out_bits, signed_out):
    out = []
    for v in vals:
        r = (int(v) + (1 << (shift - 1))) >> shift if shift else int(v)
        lo, hi = ((-(1 << (out_bits - 1)), (1 << (out_bits - 1)) - 1) if signed_out
                  else (0, (1 << out_bits) - 1))
        out.append(min(max(r, lo), hi) & ((1 << out_bits) - 1))
    return out


@pytest.mark.parametrize("m, sgn_in, sgn_out, inter", [
    ("sqcvt", True, True, False), ("uqcvt", False, False, False), ("sqcvtu", True, False, False),
    ("sqcvtn", True, True, True), ("uqcvtn", False, False, True), ("sqcvtun", True, False, True)])
@pytest.mark.parametrize("src_t, dst_t, cnt", [("s", "h", 2), ("s", "b", 4), ("d", "h", 4)])
@pytest.mark.parametrize("shift", [0, 1, "mid", "max"])
def test_saturating_narrowing_concatenates_or_interleaves(m, sgn_in, sgn_out, inter, src_t,
                                                           dst_t, cnt, shift):
    esz = {"s": 4, "d": 8}[src_t]
    desz = {"b": 1, "h": 2}[dst_t]
    top = 8 * esz if cnt == 4 else 8 * esz // 2
    sh = {0: 0, 1: 1, "mid": top // 2 + 1, "max": top}[shift]
    mn = m if not sh else m.replace("cvt", "rshr")
    dt = np.dtype(f"{'i' if sgn_in else 'u'}{esz}")
    ne = 64 // esz  # SVL 512
    src = {}
    for k in range(cnt):
        v = rand(dt, ne)
        v[:4] = [0, 1, np.iinfo(dt).max, np.iinfo(dt).min]
        half = (1 << (sh - 1)) if sh else 200  # a rounding halfway point: rounds up
        v[4] = half if half <= np.iinfo(dt).max else -half
        src[4 + k] = v
    imm = f", #{sh}" if sh else ""
    mm = run(f"  {mn} z0.{dst_t}, {{z4.{src_t}-z{3 + cnt}.{src_t}}}{imm}", src, svl=512)
    res = [_narrow_ref(src[4 + k], sh, 8 * desz, sgn_out) for k in range(cnt)]
    want = [res[k][i] for i in range(ne) for k in range(cnt)] if inter else sum(res, [])
    assert z(mm, 0, np.dtype(f"u{desz}"), 64).tolist() == want


# ============================================================================ errors, modes
@pytest.mark.parametrize("line, text", [
    ("smax {z1.s-z2.s}, {z1.s-z2.s}, z4.s", "multiple of 2"),
    ("smax {z0.s-z2.s}, {z0.s-z2.s}, z4.s", "group of 2 or 4"),
    ("smax {z0.s-z1.s}, {z2.s-z3.s}, z4.s", "destructive"),
    ("smax {z0.s-z1.s}, {z0.s-z1.s}, z16.s", "Z0-Z15"),
    ("fmax {z0.b-z1.b}, {z0.b-z1.b}, z4.b", "expected .h or .s or .d"),
    ("add {z0.s-z1.s}, {z0.s-z1.s}, {z2.s-z3.s}", "single vector"),
    ("sel {z0.s-z1.s}, pn7, {z2.s-z3.s}, {z4.s-z5.s}", "PN8-PN15"),
    ("sel {z0.s-z1.s}, p8, {z2.s-z3.s}, {z4.s-z5.s}", "predicate-as-counter"),
    ("zip {z0.s-z1.s}, {z4.s-z7.s}", "takes 3 operands"),
    ("sqcvt z0.b, {z2.s-z3.s}", "narrows 2 registers"),
    ("sqrshr z0.h, {z2.s-z3.s}, #17", "out of range 1-16"),
    ("sqrshr z0.h, {z4.d-z7.d}, #65", "out of range 1-64"),
    ("fcvt z0.h, {z2.d-z3.d}", "expected .s"),
    ("frintn {z0.s, z2.s}, {z4.s-z5.s}", "consecutive"),
])
def test_bad_operands_give_located_errors(line, text):
    errs = errors(line)
    assert len(errs) == 1
    e = errs[0]
    assert text in e.message, e.render()
    assert e.loc.line == 2 and e.loc.col > 1


@pytest.mark.parametrize("line", ["smax {z0.s-z1.s}, {z0.s-z1.s}, z4.s",
                                  "sclamp {z0.s-z1.s}, z4.s, z5.s",
                                  "fcvt z0.h, {z2.s-z3.s}", "zip {z0.s-z1.s}, z2.s, z3.s",
                                  "sqrshr z0.h, {z2.s-z3.s}, #3"])
def test_sigill_outside_streaming_mode(line):
    """SME2-only forms (the single-vector clamps are SVE2p1 too: tests/test_sve_clang_forms.py)."""
    m = Machine.from_source("_start:\n  " + line + "\n" + EXIT)
    assert m.run() == 132
    assert "streaming" in m.fault.detail
