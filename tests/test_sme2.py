"""SME2 core: operand syntax, predicate-as-counter, multi-vector loads/stores, multi-vector MOVA,
ZT0 and LUTI2/LUTI4.

Expectations come from the Arm ARM pseudocode (``EncodePredCount``, ``CounterToPredicate``,
LUTI2/LUTI4, MOVA (tile to vector, two/four registers)) re-derived here with Python integers and
numpy, never from tilesim's earlier output; the byte-exact comparison with QEMU 11.1 is in
``programs/sme2/*.s`` (tests/test_qemu_diff.py).
"""
from __future__ import annotations

import numpy as np
import pytest

from isa.a64 import operands as O
from isa.asm.diag import AsmErrors
from simulator.machine import Machine

EXIT = "  mov x0, #0\n  mov x8, #93\n  svc #0\n"


def machine(body: str, svl: int = 256, data: str = "", start: str = "smstart",
            features: str | None = None) -> Machine:
    src = "_start:\n" + (f"  {start}\n" if start else "") + body.strip("\n") + "\n" + EXIT
    if data:
        src += ".data\n.balign 64\n" + data + "\n"
    m = Machine.from_source(src, svl=svl, features=features)
    if start:
        assert m.step(1) == 1
    return m


def run_ok(m: Machine) -> None:
    """Run up to the final ``svc`` (which would leave streaming mode), check nothing faulted."""
    last = m.program.insns[-1].index
    while not m.finished and m.state.pc != last:
        m.step(1)
    assert m.fault is None, m.fault.render()


def asm_errors(src: str) -> list:
    with pytest.raises(AsmErrors) as ei:
        Machine.from_source("_start:\n" + src + "\n" + EXIT)
    return ei.value.errors


def pword(m: Machine, n: int) -> int:
    """Bits 0-15 of P<n> as an integer (bit i = predicate bit of vector byte i)."""
    bits = m.state.p[n, :16]
    return sum(int(b) << i for i, b in enumerate(bits))


# ============================================================================ operands
@pytest.mark.parametrize("text, nums, esz, stride", [
    ("{z0.s-z3.s}", (0, 1, 2, 3), 4, 1),
    ("{ z4.h - z7.h }", (4, 5, 6, 7), 2, 1),
    ("{z0.d, z1.d}", (0, 1), 8, 1),
    ("{z0.b, z8.b}", (0, 8), 1, 8),
    ("{z3.s, z7.s, z11.s, z15.s}", (3, 7, 11, 15), 4, 4),
    ("{z31.b-z0.b}", (31, 0), 1, 1),
])
def test_z_lists(text, nums, esz, stride):
    o = O.parse_operand(text, 1)
    assert isinstance(o, O.ZList) and isinstance(o, O.RegList)
    assert o.nums == nums and o.items[0].esz == esz and o.stride == stride


def test_single_register_list_stays_a_reglist():
    o = O.parse_operand("{z0.s}", 1)
    assert type(o) is O.RegList


@pytest.mark.parametrize("text, want", [
    ("za.s[w8, 0, vgx2]", (4, 8, "0", None, 2)),
    ("za.d[w11, 7, vgx4]", (8, 11, "7", None, 4)),
    ("za.s[w9, 0:1]", (4, 9, "0", "1", 0)),
    ("za.b[w10, 4:7, vgx2]", (1, 10, "4", "7", 2)),
    ("za[w8, 3, vgx2]", (0, 8, "3", None, 2)),
])
def test_za_array_groups(text, want):
    o = O.parse_operand(text, 1)
    assert isinstance(o, O.ZAArray)
    assert (o.esz, o.wreg, o.imm, o.imm_hi, o.vgx) == want


def test_sme_za_vector_and_tile_ranges():
    o = O.parse_operand("za[w12, 3]", 1)
    assert isinstance(o, O.ZASlice) and o.esz == 0 and o.wreg == 12
    o = O.parse_operand("za0h.s[w12, 0:3]", 1)
    assert isinstance(o, O.ZASlice) and (o.imm, o.imm_hi) == ("0", "3")


@pytest.mark.parametrize("text, want", [
    ("pn8", (8, 0, "", None)), ("pn9/z", (9, 0, "z", None)), ("pn15.d", (15, 8, "", None)),
    ("pn8[3]", (8, 0, "", "3")),
])
def test_predicate_as_counter(text, want):
    o = O.parse_operand(text, 1)
    assert isinstance(o, O.PNReg) and (o.num, o.esz, o.qual, o.index) == want


def test_zt0_and_indexed_predicate():
    assert O.parse_operand("zt0", 1) == O.ZT0(1, None)
    assert O.parse_operand("zt0[8]", 1).index == "8"
    o = O.parse_operand("p2.s[w12, 1]", 1)
    assert isinstance(o, O.PReg) and o.index == "w12, 1" and o.esz == 4


@pytest.mark.parametrize("line, col, words", [
    ("  ld1w {z1.s-z4.s}, pn8/z, [x0]", 8, "multiple of 4"),
    ("  ld1w {z0.s, z2.s}, pn8/z, [x0]", 8, "strided by 8"),
    ("  ld1w {z0.s-z1.s}, pn7/z, [x0]", 21, "pn8-pn15"),
    ("  ld1w {z0.s-z1.s}, pn8, [x0]", 21, "pn8/z"),
    ("  st1w {z0.s-z1.s}, pn8/z, [x0]", 21, "plain pn8"),
    ("  ld1w {z0.s-z1.s}, pn8/z, [x0, #3, mul vl]", 34, "multiple of 2"),
    ("  ld1w {z0.s-z1.s}, pn8/z, [x0, x1]", 28, "lsl #2"),
    ("  ld1h {z0.s-z1.s}, pn8/z, [x0]", 8, ".h"),
    ("  mova {z0.s-z3.s}, za0h.s[w12, 1:4]", 33, "multiple of 4"),
    ("  mova {z0.d, z1.d}, za.d[w8, 0, vgx4]", 22, "vgx4"),
    ("  mova {z0.d, z1.d}, za.d[w12, 0, vgx2]", 27, "W8-W11"),
    ("  luti4 {z0.b-z3.b}, zt0, z1[0]", 9, ".h or .s"),
    ("  luti2 z0.b, zt0, z1[16]", 20, "0-15"),
    ("  movt x0, zt0[4]", 12, "multiple of 8"),
    ("  whilelt pn8.s, x0, x1, vlx3", 26, "vlx2 or vlx4"),
    ("  psel p0, p1, p2.s[w11, 0]", 16, "W12-W15"),
    ("  mova z0.s, p0/m, za0h.s[w12, 0:1]", 32, "range"),
])
def test_bad_operands_give_located_errors(line, col, words):
    errs = asm_errors(line)
    assert errs[0].loc.line == 2 and errs[0].loc.col == col, (errs[0].loc, str(errs[0]))
    assert words in str(errs[0])


# ============================================================================ counters
def _pn_encode(esz: int, elements: int, count: int) -> int:
    """Arm ARM EncodePredCount(esize, elements, count, invert = FALSE)."""
    if count == 0:
        return 0
    inv = 0
    if count == elements:
        count, inv = 0, 1
    marker = {1: 0b1, 2: 0b10, 4: 0b100, 8: 0b1000}[esz]
    return (inv << 15) | ((count << (esz.bit_length())) & 0x7FFF) | marker


@pytest.mark.parametrize("svl", [128, 256, 2048])
@pytest.mark.parametrize("t, esz", [("b", 1), ("h", 2), ("s", 4), ("d", 8)])
def test_ptrue_and_whilelt_counters(svl, t, esz):
    vlb = svl // 8
    m = machine(f"  ptrue pn8.{t}\n  whilelt pn9.{t}, x0, x1, vlx2\n"
                f"  whilelo pn10.{t}, x0, x2, vlx4\n  cntp x3, pn9.{t}, vlx2\n"
                f"  cntp x4, pn10.{t}, vlx4\n", svl=svl)
    m.state.x[0], m.state.x[1], m.state.x[2] = 1, 4, 1 + 4 * vlb // esz
    run_ok(m)
    n = vlb // esz
    assert pword(m, 8) == _pn_encode(esz, n, n)
    assert pword(m, 9) == _pn_encode(esz, 2 * n, min(3, 2 * n))
    assert pword(m, 10) == _pn_encode(esz, 4 * n, 4 * n)
    assert not m.state.p[9, 16:vlb].any()
    assert m.state.x[3] == min(3, 2 * n) and m.state.x[4] == 4 * n


@pytest.mark.parametrize("a, b, count, nzcv", [
    (0, 0, 0, [0, 1, 1, 0]), (0, 5, 5, [1, 0, 1, 0]), (0, 16, 16, [1, 0, 0, 0]),
    (-3, 100, 16, [1, 0, 0, 0]), (2**63 - 3, 2**63 - 1, 2, [1, 0, 1, 0]),
])
def test_whilelt_counter_flags(a, b, count, nzcv):
    m = machine("  whilelt pn12.s, x0, x1, vlx2\n")
    m.state.x[0], m.state.x[1] = a % 2**64, b % 2**64
    run_ok(m)
    assert pword(m, 12) == _pn_encode(4, 16, count)
    assert list(m.state.nzcv) == nzcv


def test_while_pair_and_pext():
    m = machine("  whilelt {p2.h, p3.h}, x0, x1\n  whilelt pn8.h, x0, x1, vlx4\n"
                "  pext p4.h, pn8[1]\n  pext {p6.h, p7.h}, pn8[0]\n  pext p5.h, pn8[3]\n")
    m.state.x[1] = 21  # 16 .h elements per vector at SVL 256
    run_ok(m)
    p = m.state.p
    want = np.zeros(64, bool)
    want[0:42:2] = True  # elements 0-20 of a 2-vector (.h) predicate
    assert (p[2, :32] == want[:32]).all() and (p[3, :32] == want[32:]).all()
    assert (p[4, :32] == want[32:]).all()
    assert (p[6, :32] == want[:32]).all() and (p[7, :32] == want[32:]).all()
    assert not p[5, :32].any()


def test_psel_selects_or_clears():
    m = machine("  ptrue p2.s, vl2\n  ptrue p1.b\n  psel p3, p1, p2.s[w12, 1]\n"
                "  psel p4, p1, p2.s[w12, 2]\n  psel pn9, pn8, p2.s[w13, 1]\n")
    m.state.x[12], m.state.x[13] = 0, 8  # (8 + 1) mod 8 = 1: active
    run_ok(m)
    p = m.state.p
    assert p[3, :32].all() and not p[4, :32].any() and (p[9, :32] == p[8, :32]).all()


def test_sve_cntp_still_goes_to_sve():
    m = machine("  ptrue p0.s\n  ptrue p1.s, vl5\n  cntp x3, p0, p1.s\n")
    run_ok(m)
    assert m.state.x[3] == 5


# ============================================================================ loads / stores
@pytest.mark.parametrize("svl", [128, 512])
@pytest.mark.parametrize("form, nums, esz, count", [
    ("ld1w {z0.s-z3.s}, pn8/z, [x0, #4, mul vl]", (0, 1, 2, 3), 4, 37),
    ("ldnt1d {z16.d, z24.d}, pn8/z, [x0, x1, lsl #3]", (16, 24), 8, 3),
    ("ld1b {z3.b, z7.b, z11.b, z15.b}, pn8/z, [x0, #-8, mul vl]", (3, 7, 11, 15), 1, 50),
    ("ld1h {z30.h, z31.h}, pn8/z, [x0]", (30, 31), 2, 9),
])
def test_multi_vector_loads(svl, form, nums, esz, count):
    vlb = svl // 8
    nreg = len(nums)
    t = "bhsd"[esz.bit_length() - 1]
    m = machine(f"  whilelt pn8.{t}, xzr, x2, vlx{nreg}\n  {form}\n", svl=svl,
                data="buf: .space 8192")
    base = m.state.mem.address_of("buf") + 4096
    src = (np.arange(8192, dtype=np.uint64) * 7 + 3).astype(np.uint8)
    m.state.mem.view(base - 4096, 8192, True)[:] = src
    m.state.x[0], m.state.x[1], m.state.x[2] = base, 5, count
    m.state.z[:, :] = 0x55
    run_ok(m)
    if "mul vl" in form:
        addr = base + int(form.split("#")[1].split(",")[0]) * vlb
    elif "x1" in form:
        addr = base + 5 * esz
    else:
        addr = base
    block = m.state.mem.view(addr, nreg * vlb).copy()
    elems = np.arange(nreg * vlb // esz)
    mask = np.repeat(elems < count, esz)
    want = np.where(mask, block, 0).reshape(nreg, vlb)
    for r, zn in enumerate(nums):
        assert (m.state.z[zn, :vlb] == want[r]).all(), r


def test_multi_vector_store_leaves_inactive_memory():
    m = machine("  whilelt pn9.h, xzr, x2, vlx2\n  st1h {z4.h, z12.h}, pn9, [x0, #2, mul vl]\n",
                data="buf: .space 256")
    base = m.state.mem.address_of("buf")
    m.state.mem.view(base, 256, True)[:] = 0xEE
    m.state.x[0], m.state.x[2] = base, 20  # 16 .h per vector: 4 into z12
    m.state.z[4, :32] = np.arange(32)
    m.state.z[12, :32] = np.arange(100, 132)
    run_ok(m)
    got = m.state.mem.view(base, 256)
    assert (got[:64] == 0xEE).all()
    assert (got[64:96] == np.arange(32)).all()
    assert (got[96:104] == np.arange(100, 108)).all() and (got[104:] == 0xEE).all()


def test_multi_vector_load_faults_only_on_active_elements():
    m = machine("  whilelt pn8.s, xzr, x2, vlx2\n  ld1w {z0.s, z1.s}, pn8/z, [x0]\n",
                data="buf: .space 64")
    end = m.state.mem.region_at(m.state.mem.address_of("buf")).end
    m.state.x[0], m.state.x[2] = end - 32, 8  # the second vector is unmapped but inactive
    run_ok(m)
    m = machine("  whilelt pn8.s, xzr, x2, vlx2\n  ld1w {z0.s, z1.s}, pn8/z, [x0]\n",
                data="buf: .space 64")
    m.state.x[0], m.state.x[2] = end - 32, 9
    assert m.run() == 139 and m.fault.address == end


def test_multi_vector_load_needs_streaming_mode():
    """Apple M4 has SME2 but not SVE2p1: the multi-vector forms are streaming-only there; with
    SVE2p1 (QEMU -cpu max, the default) the consecutive forms also run outside streaming mode."""
    m = machine("  ld1w {z0.s-z3.s}, pn8/z, [sp]\n", start="", features="m4")
    assert m.run() == 132 and "streaming" in m.fault.render()
    m = machine("  ld1w {z0.s-z3.s}, pn8/z, [sp]\n", start="")
    assert m.run() == 0


# ============================================================================ MOVA
def test_mova_tile_slices_round_down_and_wrap():
    m = machine("  mova za1h.h[w12, 6:7], {z2.h, z3.h}\n  mova {z8.d-z11.d}, za4v.d[w13, 0:3]\n")
    st = m.state
    st.x[12], st.x[13] = 9, 6  # 15 -> 14; .d: 6 -> 4, mod 4 -> 0
    st.z[2, :32], st.z[3, :32] = 1, 2
    st.za[4:32:8, 0:8] = np.arange(4)[:, None] + 10  # ZA4.D column 0 = 10..13
    st.za[4:32:8, 8:16] = 20
    run_ok(m)
    assert (st.za[1 + 2 * 14, :32] == 1).all() and (st.za[1 + 2 * 15, :32] == 2).all()
    assert (st.z[8, :32].reshape(4, 8) == np.arange(10, 14)[:, None]).all()  # column 0
    assert (st.z[9, :32].reshape(4, 8) == 20).all()


def test_mova_array_groups_alias_tiles():
    m = machine("  mova za.d[w8, 7, vgx4], {z0.d-z3.d}\n  mova {z4.s, z5.s}, za.s[w9, 0, vgx2]\n")
    st = m.state
    st.x[8], st.x[9] = 6, 27  # (6 + 7) mod 8 = 5: rows 5, 13, 21, 29; 27 mod 16 = 11: 11, 27
    for k in range(4):
        st.z[k, :32] = k + 1
    st.za[11, :32], st.za[27, :32] = 7, 8
    run_ok(m)
    assert [int(st.za[r, 0]) for r in (5, 13, 21, 29)] == [1, 2, 3, 4]
    assert (st.z[4, :32] == 7).all() and (st.z[5, :32] == 8).all()


# ============================================================================ ZT0 / LUTI
def _luti_ref(table: bytes, zn: bytes, isize: int, esz: int, nreg: int, imm: int) -> list:
    """Arm ARM LUTI2/LUTI4 with Python integers."""
    vlb = len(zn)
    elements = vlb // esz
    segments = 8 * esz // (isize * nreg)
    seg = imm % segments
    bits = int.from_bytes(zn, "little")
    entries = [int.from_bytes(table[4 * i:4 * i + 4], "little") for i in range(16)]
    out = []
    for r in range(nreg):
        base = (seg * nreg + r) * elements
        res = b""
        for e in range(elements):
            index = (bits >> ((base + e) * isize)) & ((1 << isize) - 1)
            res += (entries[index] & ((1 << (8 * esz)) - 1)).to_bytes(esz, "little")
        out.append(res)
    return out


@pytest.mark.parametrize("svl", [128, 512])
@pytest.mark.parametrize("text, isize, esz, nreg, imm", [
    ("luti2 z5.b, zt0, z30[13]", 2, 1, 1, 13),
    ("luti4 z5.s, zt0, z30[7]", 4, 4, 1, 7),
    ("luti2 {z4.h, z5.h}, zt0, z30[6]", 2, 2, 2, 6),
    ("luti4 {z4.b, z5.b}, zt0, z30[1]", 4, 1, 2, 1),
    ("luti2 {z4.s-z7.s}, zt0, z30[3]", 2, 4, 4, 3),
    ("luti4 {z28.h-z31.h}, zt0, z30[1]", 4, 2, 4, 1),
])
def test_luti_matches_reference(svl, text, isize, esz, nreg, imm):
    vlb = svl // 8
    rng = np.random.default_rng(svl + imm)
    table = rng.integers(0, 256, 64, dtype=np.uint8)
    zn = rng.integers(0, 256, vlb, dtype=np.uint8)
    m = machine(f"  {text}\n", svl=svl)
    m.state.zt0[:] = table
    m.state.z[30, :vlb] = zn
    run_ok(m)
    first = int(text.split("z")[1].split(".")[0])
    want = _luti_ref(table.tobytes(), zn.tobytes(), isize, esz, nreg, imm)
    for r in range(nreg):
        assert m.state.z[first + r, :vlb].tobytes() == want[r], r


def test_zt0_load_store_movt_zero():
    m = machine("  ldr zt0, [x0]\n  movt x3, zt0[16]\n  movt zt0[56], x4\n  str zt0, [x1]\n"
                "  zero {zt0}\n  movt x5, zt0[56]\n", data="a: .space 64\nb: .space 64")
    mem = m.state.mem
    a, b = mem.address_of("a"), mem.address_of("b")
    mem.view(a, 64, True)[:] = np.arange(64)
    m.state.x[0], m.state.x[1], m.state.x[4], m.state.x[5] = a, b, 0x0123456789ABCDEF, 7
    run_ok(m)
    assert m.state.x[3] == int.from_bytes(bytes(range(16, 24)), "little")
    got = mem.view(b, 64)
    assert (got[:56] == np.arange(56)).all()
    assert got[56:].tobytes() == (0x0123456789ABCDEF).to_bytes(8, "little")
    assert m.state.x[5] == 0 and not m.state.zt0.any()


def test_smstart_za_zeroes_zt0_and_za_off_is_sigill():
    m = machine("  smstop\n  smstart za\n  movt x0, zt0[0]\n  smstop za\n  movt x1, zt0[0]\n")
    m.state.zt0[:] = 9
    assert m.run() == 132
    assert m.state.x[0] == 0 and "PSTATE.ZA" in m.fault.detail


def test_luti_needs_streaming_mode():
    m = machine("  luti4 z0.b, zt0, z1[0]\n", start="smstart za")
    assert m.run() == 132 and "streaming" in m.fault.render()


def test_rprfm_is_a_hint():
    m = machine("  rprfm pldkeep, x0, [x1]\n  rprfm #63, x2, [sp]\n", start="")
    assert m.run() == 0 and m.fault is None


def test_mova_four_d_slices_undefined_at_svl_128():
    m = machine("  mova {z0.d, z1.d}, za0h.d[w12, 0:1]\n  mova {z0.d-z3.d}, za0h.d[w12, 0:3]\n",
                svl=128)
    assert m.run() == 132 and m.fault.insn.loc.line == 4 and "SVL" in m.fault.render()


def test_dump_zt0():
    m = machine("  movt zt0[8], x3\n", start="smstart za")
    m.state.x[3] = 0x1122334455667788
    run_ok(m)
    text = m.dump("zt0")
    assert "zt0.s" in text and "0x55667788" in text and "0x11223344" in text


def test_ldr_str_pn_are_predicate_transfers():
    m = machine("  whilelt pn9.s, xzr, x2, vlx2\n  str pn9, [x0]\n  ldr pn10, [x0]\n",
                data="buf: .space 64")
    m.state.x[0], m.state.x[2] = m.state.mem.address_of("buf"), 5
    run_ok(m)
    assert pword(m, 10) == pword(m, 9) == _pn_encode(4, 16, 5)


@pytest.mark.parametrize("line", [
    "ptrue pn8.s", "whilelt pn8.s, x0, x1, vlx2", "whilelo {p0.b, p1.b}, x0, x1",
    "pext p0.s, pn8[0]", "psel p0, p1, p2.s[w12, 0]", "cntp x0, pn8.s, vlx4",
    "st1w {z0.s, z8.s}, pn8, [sp]",
])
def test_predicate_as_counter_needs_streaming_mode(line):
    """Without FEAT_SVE2p1 (Apple M4) these SME2 forms exist only in streaming mode; with it
    (QEMU -cpu max, the default) all but the strided store run outside it too."""
    m = machine(f"  {line}\n", start="smstart za", features="m4")
    assert m.run() == 132 and "streaming" in m.fault.render()
    m = machine(f"  {line}\n", start="smstart za")
    if "z8.s" in line:  # strided lists are SME2 only
        assert m.run() == 132 and "streaming" in m.fault.render()
    else:
        assert m.run() == 0, m.fault and m.fault.render()


def test_decrementing_while_counter_is_inverted():
    """WHILEGE PN: the last ``count`` elements are active, EncodePredCount(invert = TRUE)."""
    m = machine("  whilege pn8.s, x0, x1, vlx2\n  whilehi {p2.d, p3.d}, x0, x1\n")
    m.state.x[0], m.state.x[1] = 10, 5  # 6 of 16 .s; 5 of 8 .d
    run_ok(m)
    assert pword(m, 8) == (1 << 15) | ((16 - 6) << 3) | 0b100
    p = m.state.p
    want = np.zeros(64, bool)
    want[3 * 8:8 * 8:8] = True  # elements 3-7 of the two .d vectors
    assert (p[2, :32] == want[:32]).all() and (p[3, :32] == want[32:]).all()
    assert list(m.state.nzcv) == [0, 0, 0, 0]  # first element inactive, last active
