"""SME2 ZA-array arithmetic (isa/a64/sme2_za.py): vector-group addressing, element layouts and
arithmetic against numpy references written from the Arm ARM pseudocode (``ZAvector[vec + r *
vstride]``, ``Elem[operand, 4 * e + i]``, 128-bit segments for indexed forms), plus located
assembler errors. Floating-point rounding and NaN details are compared with QEMU 11.1 by the
programs under programs/sme2/za_*.s (tests/test_qemu_diff.py).
"""
from __future__ import annotations

import numpy as np
import pytest

from isa.asm.diag import AsmErrors
from simulator.machine import Machine

EXIT = "  mov x0, #0\n  mov x8, #93\n  svc #0\n"
SVLB = 32  # tests run at SVL 256


def machine(body: str, svl: int = 256, start: str = "smstart") -> Machine:
    m = Machine.from_source("_start:\n" + (f"  {start}\n" if start else "") + body.strip("\n")
                            + "\n" + EXIT, svl=svl)
    if start:
        assert m.step(1) == 1
    return m


def run_ok(m: Machine) -> None:
    """Run up to the final exit ``svc`` (which would leave streaming mode) without a fault."""
    last = m.program.insns[-1].index
    while not m.finished and m.state.pc != last:
        m.step(1)
    assert m.fault is None, m.fault.render()


def za(m: Machine) -> np.ndarray:
    return m.za.array[:SVLB, :SVLB]


def group_rows(wv: int, off: int, nreg: int, nsel: int = 1) -> list[list[int]]:
    """Rows of each group member (Arm ARM: vstride = SVL/8 / nreg, vec = (Wv + off) MOD vstride,
    rounded down to a multiple of nsel)."""
    vstride = SVLB // nreg
    vec = (wv + off) % vstride
    vec -= vec % nsel
    return [[r * vstride + vec + i for i in range(nsel)] for r in range(nreg)]


# ============================================================================ addressing
@pytest.mark.parametrize("wv, off, nreg", [(0, 0, 2), (5, 7, 2), (37, 3, 4), (0xFFFFFFFD, 7, 4),
                                           (15, 1, 2)])
def test_fmla_single_hits_rows_of_the_group(wv, off, nreg):
    last = nreg - 1
    m = machine(f"  ldr w8, ={wv}\n  fmla za.s[w8, {off}, vgx{nreg}], "
                f"{{z30.s-z{(30 + last) % 32}.s}}, z5.s\n")
    rng = np.random.default_rng(wv)
    zin = {}
    for r in range(nreg):
        n = (30 + r) % 32  # the list wraps past z31
        zin[n] = rng.integers(-8, 8, SVLB // 4).astype(np.float32)
        m.z[n].f32[:] = zin[n]
    m.z[5].f32[:] = zm = rng.integers(-8, 8, SVLB // 4).astype(np.float32)
    m.za.array[:] = 0
    run_ok(m)
    want = np.zeros((SVLB, SVLB // 4), np.float32)
    for r, rows in enumerate(group_rows(wv, off, nreg)):
        want[rows[0]] = zin[(30 + r) % 32] * zm
    np.testing.assert_array_equal(za(m).copy().view(np.float32), want)


def test_group_rows_alias_tile_slices():
    """ZA row R is slice R div 4 of ZA(R mod 4).S: an FMLA group is visible through MOVA."""
    m = machine("  mov w8, #6\n  fmla za.s[w8, 0, vgx4], {z0.s-z3.s}, z4.s\n"
                "  mov w12, #1\n  mova z10.s, p0/m, za2h.s[w12, 0]\n"
                "  mova z11.s, p0/m, za2h.s[w12, 2]\n  mov w12, #7\n"
                "  mova z12.s, p0/m, za2h.s[w12, 0]\n")
    for r in range(4):
        m.z[r].f32[:] = r + 1
    m.z[4].f32[:] = 2
    m.p[0].bits[:] = True
    m.za.array[:] = 0
    run_ok(m)
    # rows 6, 14, 22, 30 = ZA2.S slices 1, 3, 5, 7
    assert (m.z[10].f32 == 2).all() and (m.z[11].f32 == 4).all()
    assert (m.z[12].f32 == 8).all()
    np.testing.assert_array_equal(m.za.tile("s", 2)[5].view(np.float32), 6)


def test_fmls_multi_and_indexed_d():
    m = machine("  mov w9, #1\n  fmls za.d[w9, 2, vgx2], {z4.d-z5.d}, {z6.d-z7.d}\n"
                "  fmla za.d[w9, 0, vgx2], {z4.d-z5.d}, z8.d[1]\n")
    rng = np.random.default_rng(3)
    v = {n: rng.integers(-9, 9, SVLB // 8).astype(np.float64) for n in (4, 5, 6, 7, 8)}
    for n, x in v.items():
        m.z[n].f64[:] = x
    m.za.array[:] = 0
    run_ok(m)
    a = za(m).copy().view(np.float64)
    idx = np.repeat(v[8].reshape(-1, 2)[:, 1], 2)  # element 1 of each 128-bit segment
    for r, rows in enumerate(group_rows(1, 2, 2)):
        np.testing.assert_array_equal(a[rows[0]], -v[4 + r] * v[6 + r])
    for r, rows in enumerate(group_rows(1, 0, 2)):
        np.testing.assert_array_equal(a[rows[0]], v[4 + r] * idx)


def test_fma_is_fused_and_za_nans_are_default():
    m = machine("  mov w8, #0\n  fmla za.s[w8, 0, vgx2], {z0.s-z1.s}, z2.s\n")
    x = np.float32(1 + 2 ** -12)
    m.z[0].f32[:] = x
    m.z[1].u32[:] = 0x7F800011  # signalling NaN
    m.z[2].f32[:] = x
    m.za.array[:] = 0
    m.za.array[0, :SVLB].view(np.float32)[:] = -1
    run_ok(m)
    assert (za(m)[0].view(np.uint32) == 0x3A000400).all()  # (1+2^-12)^2 - 1, one rounding
    assert (za(m)[16].view(np.uint32) == 0x7FC00000).all()  # default NaN, payload dropped


# ============================================================================ widening
def test_fmlal_bottom_and_top_halves_go_to_row_pairs():
    m = machine("  mov w10, #3\n  fmlal za.s[w10, 2:3, vgx2], {z0.h-z1.h}, z2.h\n"
                "  fmlsl za.s[w10, 14:15], z3.h, z4.h[5]\n")
    rng = np.random.default_rng(5)
    h = {n: rng.integers(-20, 20, SVLB // 2).astype(np.float16) for n in range(5)}
    for n, x in h.items():
        m.z[n].f16[:] = x
    m.za.array[:] = 0
    run_ok(m)
    a = za(m).copy().view(np.float32)
    for r, rows in enumerate(group_rows(3, 2, 2, 2)):
        for i, row in enumerate(rows):
            want = h[r][i::2].astype(np.float32) * h[2][i::2].astype(np.float32)
            np.testing.assert_array_equal(a[row], want)
    k = np.repeat(h[4].reshape(-1, 8)[:, 5], 4).astype(np.float32)
    for i, row in enumerate(group_rows(3, 14, 1, 2)[0]):
        np.testing.assert_array_equal(a[row], -h[3][i::2].astype(np.float32) * k)


def test_fdot_bfdot_two_way():
    m = machine("  mov w8, #0\n  fdot za.s[w8, 1, vgx2], {z0.h-z1.h}, z2.h\n"
                "  bfdot za.s[w8, 2, vgx2], {z4.h-z5.h}, z6.h[3]\n")
    rng = np.random.default_rng(6)
    h = {n: rng.integers(-6, 6, SVLB // 2) for n in (0, 1, 2, 4, 5, 6)}
    for n in (0, 1, 2):
        m.z[n].f16[:] = h[n].astype(np.float16)
    for n in (4, 5, 6):  # bf16 = top half of the float32 bits
        m.z[n].u16[:] = (h[n].astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
    m.za.array[:] = 0
    run_ok(m)
    a = za(m).copy().view(np.float32)
    for r in range(2):
        np.testing.assert_array_equal(a[1 + 16 * r], (h[r] * h[2]).reshape(-1, 2).sum(1))
        mm = np.tile(h[6].reshape(-1, 8)[:, 6:8], 4).reshape(-1, 2)  # pair 3 of each segment
        np.testing.assert_array_equal(a[2 + 16 * r], (h[4 + r].reshape(-1, 2) * mm).sum(1))


# ============================================================================ integer
@pytest.mark.parametrize("op, nt, mt", [("sdot", np.int8, np.int8), ("udot", np.uint8, np.uint8),
                                        ("usdot", np.uint8, np.int8), ("sudot", np.int8, np.uint8)])
def test_four_way_dot_products(op, nt, mt):
    m = machine(f"  mov w11, #2\n  {op} za.s[w11, 1, vgx4], {{z4.b-z7.b}}, z9.b[2]\n")
    rng = np.random.default_rng(7)
    b = {n: rng.integers(0, 256, SVLB).astype(np.uint8) for n in (4, 5, 6, 7, 9)}
    for n, x in b.items():
        m.z[n].u8[:] = x
    m.za.array[:] = 0
    run_ok(m)
    a = za(m).copy().view(np.int32)
    mm = np.tile(b[9].reshape(-1, 16)[:, 8:12], 4).reshape(-1)  # group 2 of each segment
    for r, rows in enumerate(group_rows(2, 1, 4)):
        p = b[4 + r].view(nt).astype(np.int64) * mm.view(mt).astype(np.int64)
        np.testing.assert_array_equal(a[rows[0]], p.reshape(-1, 4).sum(1))


def test_dot_16_bit_into_d_wraps_modulo():
    m = machine("  mov w8, #0\n  udot za.d[w8, 0, vgx2], {z0.h-z1.h}, {z2.h-z3.h}\n"
                "  udot za.d[w8, 0, vgx2], {z0.h-z1.h}, {z2.h-z3.h}\n")
    for n in range(4):
        m.z[n].u16[:] = 0xFFFF
    m.za.array[:] = 0
    m.za.array[0, :SVLB].view(np.uint64)[:] = 2 ** 64 - 5
    run_ok(m)
    p = 4 * 0xFFFF * 0xFFFF
    assert (za(m)[0].view(np.uint64) == (2 ** 64 - 5 + 2 * p) % 2 ** 64).all()
    assert (za(m)[16].view(np.uint64) == 2 * p).all()


def test_smlall_row_i_takes_narrow_elements_4e_plus_i():
    m = machine("  mov w9, #1\n  usmlall za.s[w9, 4:7, vgx2], {z2.b-z3.b}, z5.b\n"
                "  umlsll za.d[w9, 12:15], z6.h, z7.h[6]\n")
    rng = np.random.default_rng(9)
    b = {n: rng.integers(0, 256, SVLB).astype(np.uint8) for n in (2, 3, 5, 6, 7)}
    for n, x in b.items():
        m.z[n].u8[:] = x
    m.za.array[:] = 0
    run_ok(m)
    a = za(m).copy()
    for r, rows in enumerate(group_rows(1, 4, 2, 4)):
        for i, row in enumerate(rows):
            p = b[2 + r][i::4].astype(np.int64) * b[5].view(np.int8)[i::4].astype(np.int64)
            np.testing.assert_array_equal(a[row].view(np.int32), p)
    k = np.repeat(b[7].view(np.uint16).reshape(-1, 8)[:, 6], 2).astype(np.int64)
    for i, row in enumerate(group_rows(1, 12, 1, 4)[0]):
        p = b[6].view(np.uint16)[i::4].astype(np.int64) * k
        np.testing.assert_array_equal(a[row].view(np.int64), -p)


def test_smlal_two_way_halves_into_row_pairs():
    m = machine("  mov w10, #9\n  umlsl za.s[w10, 2:3, vgx4], {z4.h-z7.h}, {z8.h-z11.h}\n"
                "  smlal za.s[w10, 6:7], z1.h, z2.h[3]\n")
    rng = np.random.default_rng(10)
    for n in range(12):
        m.z[n].u8[:] = rng.integers(0, 256, SVLB).astype(np.uint8)
    m.za.array[:] = 0
    run_ok(m)
    a = za(m).copy().view(np.int32)
    for r, rows in enumerate(group_rows(9, 2, 4, 2)):
        for i, row in enumerate(rows):
            p = m.z[4 + r].u16[i::2].astype(np.int64) * m.z[8 + r].u16[i::2].astype(np.int64)
            np.testing.assert_array_equal(a[row], (-p).astype(np.int32))
    k = np.repeat(m.z[2].s16.reshape(-1, 8)[:, 3], 4).astype(np.int64)
    for i, row in enumerate(group_rows(9, 6, 1, 2)[0]):
        np.testing.assert_array_equal(a[row], m.z[1].s16[i::2].astype(np.int64) * k)


def test_other_register_files_keep_their_forms():
    """``add``/``fmla``/``smopa`` with a ZA group first are new overloads: the base, SVE and SME
    forms still decode to their own instructions."""
    m = machine("  mov x1, #5\n  add x2, x1, #3\n  ptrue p1.b\n  fmla z3.s, p1/m, z4.s, z5.s\n"
                "  smopa za1.s, p1/m, p1/m, z6.b, z7.b\n")
    m.z[4].f32[:], m.z[5].f32[:], m.z[3].f32[:] = 2, 3, 1
    m.z[6].u8[:], m.z[7].u8[:] = 1, 2
    m.za.array[:] = 0
    run_ok(m)
    assert m.x[2] == 8 and (m.z[3].f32 == 7).all()
    assert (m.za.tile("s", 1).view(np.int32) == 8).all()


def test_add_sub_array_accumulators_and_results():
    m = machine("  mov w8, #3\n  add za.s[w8, 0, vgx2], {z2.s-z3.s}\n"
                "  sub za.d[w8, 1, vgx4], {z31.d, z0.d, z1.d, z2.d}, z9.d\n")
    for n in range(32):
        m.z[n].u32[:] = n + 1
    m.za.array[:] = 0
    m.za.array[3, :SVLB].view(np.uint32)[:] = 10
    run_ok(m)
    a = za(m).copy()
    assert (a[3].view(np.uint32) == 13).all() and (a[19].view(np.uint32) == 4).all()
    # results form: ZA = Zn - Zm (not accumulated); z31 then z0, z1, z2 (the list wraps)
    zd = lambda n: np.full(SVLB // 8, (n + 1) | (n + 1) << 32, np.uint64)  # noqa: E731
    for r, n in enumerate((31, 0, 1, 2)):
        np.testing.assert_array_equal(a[4 + 8 * r].view(np.uint64), zd(n) - zd(9))


def test_bmopa_and_two_way_smopa():
    m = machine("  ptrue p1.s, vl3\n  ptrue p2.h, vl5\n"
                "  bmopa za1.s, p1/m, p0/m, z0.s, z1.s\n  bmops za1.s, p0/m, p1/m, z0.s, z0.s\n"
                "  smopa za2.s, p0/m, p2/m, z2.h, z3.h\n")
    rng = np.random.default_rng(12)
    for n in range(4):
        m.z[n].u8[:] = rng.integers(0, 256, SVLB).astype(np.uint8)
    m.p[0].bits[:] = True
    m.za.array[:] = 0
    run_ok(m)
    zn, zm = m.z[0].u32.copy(), m.z[1].u32.copy()
    pop = np.vectorize(lambda v: bin(int(v)).count("1"))
    want = (np.where(np.arange(8)[:, None] < 3, pop(~(zn[:, None] ^ zm[None, :])), 0)
            - np.where(np.arange(8)[None, :] < 3, pop(~(zn[:, None] ^ zn[None, :])), 0))
    np.testing.assert_array_equal(m.za.tile("s", 1).view(np.int32), want)
    h2, h3 = m.z[2].s16.astype(np.int64), m.z[3].s16.astype(np.int64) * (np.arange(16) < 5)
    np.testing.assert_array_equal(m.za.tile("s", 2).view(np.int32),
                                  h2.reshape(8, 2) @ h3.reshape(8, 2).T)


def test_fmlalb_fmlalt_sve2():
    m = machine("  fmlalb z10.s, z0.h, z1.h\n  fmlslt z11.s, z0.h, z1.h[7]\n", start="")
    rng = np.random.default_rng(13)
    vl = m.state.vlb
    h0 = rng.integers(-30, 30, vl // 2).astype(np.float16)
    h1 = rng.integers(-30, 30, vl // 2).astype(np.float16)
    m.z[0].f16[:], m.z[1].f16[:] = h0, h1
    m.z[10].f32[:] = 1
    m.z[11].f32[:] = 2
    run_ok(m)
    np.testing.assert_array_equal(m.z[10].f32, 1 + h0[0::2].astype(np.float32) * h1[0::2])
    k = np.repeat(h1.reshape(-1, 8)[:, 7], 4).astype(np.float32)
    np.testing.assert_array_equal(m.z[11].f32, 2 - h0[1::2].astype(np.float32) * k)


def test_za_group_needs_streaming_and_za():
    m = machine("  fmla za.s[w8, 0, vgx2], {z0.s-z1.s}, z2.s\n", start="smstart za")
    m.run()
    assert m.exit_code == 132 and "streaming mode" in m.fault.render()


# ============================================================================ errors
def _one(line: str):
    with pytest.raises(AsmErrors) as ei:
        Machine.from_source("_start:\n" + line + "\n" + EXIT)
    assert len(ei.value.errors) == 1, [e.render() for e in ei.value.errors]
    return ei.value.errors[0]


@pytest.mark.parametrize("line, needle, msg", [
    ("  fmla za.s[w8, 0, vgx2], {z0.s-z1.s}, z16.s", "z16", "Z0-Z15"),
    ("  fmla za.s[w8, 0, vgx2], {z1.s-z2.s}, {z4.s-z5.s}", "{z1", "multiple of 2"),
    ("  fmla za.s[w8, 8, vgx2], {z0.s-z1.s}, z2.s", "8, vgx2", "out of range 0-7"),
    ("  fmla za.s[w8, 0, vgx4], {z0.s-z1.s}, z2.s", "za.s", "vgx4 does not match"),
    ("  fmla za.s[w12, 0, vgx2], {z0.s-z1.s}, z2.s", "w12", "W8-W11"),
    ("  fmla za.d[w8, 0, vgx2], {z0.s-z1.s}, z2.s", "{z0", "must be .d"),
    ("  fmlal za.s[w8, 1:2], z0.h, z1.h", "1:2", "multiple of 2"),
    ("  fmlal za.s[w8, 0:1, vgx2], {z0.h-z1.h}, z2.h[8]", "z2.h[8]", "out of range 0-7"),
    ("  smlall za.s[w8, 0:3, vgx2], {z0.b-z1.b}, z2.b[16]", "z2.b[16]", "out of range 0-15"),
    ("  sumlall za.s[w8, 0:3, vgx2], {z0.b-z1.b}, {z2.b-z3.b}", "{z2", "no multi-vector form"),
    ("  sudot za.s[w8, 0, vgx2], {z0.b-z1.b}, {z2.b-z3.b}", "{z2", "no multi-vector form"),
    ("  sdot za.d[w8, 0, vgx2], {z0.b-z1.b}, z2.b", "{z0", "takes .h sources"),
    ("  bmopa za4.s, p0/m, p0/m, z0.s, z1.s", "za4", "does not exist"),
])
def test_errors_are_located(line, needle, msg):
    e = _one(line)
    assert msg in e.message, e.render()
    assert e.loc.col == line.index(needle) + 1, e.render()
