"""SME instructions: modes, ZERO, RDSVL/ADDSVL/ADDSPL, MOVA, slice loads/stores, LDR/STR ZA,
outer products, ADDHA/ADDVA — expectations derived by hand from the Arm ARM
(tile rows striped through ZA: ``ZAk.T[r][c]`` = bytes ``[c*esz, (c+1)*esz)`` of ZA row
``k + esz*r``), never from the simulator's own earlier output.

Programs start with ``smstart`` (or another mode switch); the test steps over it, pokes Z/P/ZA
through the machine's views (an SM change zeroes Z and P, so inputs go in after it), then runs.
"""
from __future__ import annotations

import numpy as np
import pytest

from isa.asm.diag import AsmErrors
from isa.a64.binary import decode_word
from simulator.machine import Machine

EXIT = "  mov x0, #0\n  mov x8, #93\n  svc #0\n"


def machine(body: str, svl: int = 256, data: str = "", start: str = "smstart") -> Machine:
    src = "_start:\n" + (f"  {start}\n" if start else "") + body.strip("\n") + "\n" + EXIT
    if data:
        src += ".data\n.balign 64\n" + data + "\n"
    m = Machine.from_source(src, svl=svl)
    if start:
        assert m.step(1) == 1
    return m


def run_ok(m: Machine) -> None:
    """Run up to the final exit ``svc`` (a syscall leaves streaming mode and so zeroes Z/P, as
    Linux does), check nothing faulted, then let the program exit with status 0."""
    last = m.program.insns[-1].index
    while not m.finished and m.state.pc != last:
        m.step(1)
    assert m.fault is None, m.fault.render()
    assert m.state.pc == last


def pred(m: Machine, n: int, esz: int, active) -> np.ndarray:
    """Set P<n> so that element i of size esz is active iff active[i]; return the bools."""
    bits = m.p[n].bits
    bits[:] = False
    act = np.asarray(active, bool)
    bits[::esz][:len(act)] = act
    return act


def asm_errors(src: str) -> list:
    with pytest.raises(AsmErrors) as ei:
        Machine.from_source("_start:\n" + src + "\n" + EXIT)
    return ei.value.errors


# ============================================================================ modes
def test_smstart_smstop_variants_set_and_clear_sm_and_za():
    m = machine("  smstart sm\n  smstop sm\n  smstart za\n  smstop za\n  smstart\n  smstop\n",
                start="")
    st = m.state
    seen = []
    for _ in range(6):
        m.step(1)
        seen.append((st.sm, st.za_on))
    assert seen == [(True, False), (False, False), (False, True), (False, False), (True, True),
                    (False, False)]


def test_msr_svcr_spellings_are_smstart_smstop():
    """``msr svcrsm|svcrza|svcrsmza, #imm`` (Arm ARM C6.2 SMSTART/SMSTOP: the MSR they alias)."""
    m = machine("  msr svcrsm, #1\n  msr svcrsm, #0\n  msr svcrza, #1\n  msr svcrza, #0\n"
                "  msr svcrsmza, #1\n  msr svcrsmza, #0\n  MSR SVCRSMZA, #1\n", start="")
    st = m.state
    seen = []
    for _ in range(7):
        m.step(1)
        seen.append((st.sm, st.za_on))
    assert seen == [(True, False), (False, False), (False, True), (False, False), (True, True),
                    (False, False), (True, True)]


def test_sm_change_zeroes_z_and_p_and_za_off_to_on_zeroes_za():
    m = machine("  smstart za\n  smstart sm\n  smstop za\n  smstart za\n", start="")
    m.step(1)  # ZA on, SM off
    m.za.array[:] = 7
    m.z[3].u8[:] = 9
    m.p[2].bits[:] = True
    m.step(1)  # smstart sm: SM 0 -> 1 zeroes Z and P, leaves ZA
    assert not m.z[3].u8.any() and not m.p[2].bits.any()
    assert (m.za.array == 7).all()
    m.step(1)  # smstop za: ZA off (contents not architecturally visible)
    m.step(1)  # smstart za: off -> on zeroes ZA
    assert not m.za.array.any()
    assert m.state.sm and m.state.za_on


def test_smstart_when_already_on_keeps_za():
    m = machine("  smstart za\n")
    m.za.array[:] = 5
    run_ok(m)
    assert (m.za.array == 5).all()


@pytest.mark.parametrize("body, name, why", [
    ("  fmopa za0.s, p0/m, p0/m, z0.s, z1.s", "fmopa", "streaming"),
    ("  mova za0h.s[w12, 0], p0/m, z0.s", "mova", "streaming"),
    ("  ld1w {za0h.s[w12, 0]}, p0/z, [x0]", "ld1w", "streaming"),
    ("  addha za0.s, p0/m, p0/m, z0.s", "addha", "streaming"),
    ("  smopa za0.s, p0/m, p0/m, z0.b, z1.b", "smopa", "streaming"),
])
def test_sigill_without_streaming_mode(body, name, why):
    m = machine(body, start="smstart za")  # ZA on, SM off
    assert m.run() == 132
    rep = m.fault.render()
    assert "SIGILL" in rep and name in rep and why in rep
    assert m.fault.insn.mnemonic == name


@pytest.mark.parametrize("body, name", [
    ("  zero {za}", "zero"),
    ("  ldr za[w12, 0], [sp]", "ldr"),
    ("  str za[w12, 0], [sp]", "str"),
    ("  fmopa za0.s, p0/m, p0/m, z0.s, z1.s", "fmopa"),
    ("  mov z0.s, p0/m, za0h.s[w12, 0]", "mov"),
])
def test_sigill_without_za(body, name):
    m = machine(body, start="smstart sm")  # SM on, ZA off
    assert m.run() == 132
    assert "PSTATE.ZA" in m.fault.detail and name in m.fault.render()


def test_zero_and_ldr_str_za_need_only_za():
    m = machine("  zero {za}\n  str za[w12, 0], [sp]\n  ldr za[w12, 1], [sp, #1, mul vl]\n",
                start="smstart za")
    assert m.run() == 0 and m.fault is None


def test_sigill_after_smstop_reports_the_source_line():
    m = machine("  smstop\n  zero {za0.s}\n")
    assert m.run() == 132
    assert m.fault.insn.loc.line == 4 and "zero {za0.s}" in m.fault.render()


# ============================================================================ RDSVL / ADDSVL / ADDSPL
@pytest.mark.parametrize("svl", [128, 256, 512, 2048])
def test_rdsvl_addsvl_addspl_use_svl_even_outside_streaming_mode(svl):
    b = svl // 8
    m = machine("  rdsvl x1, #1\n  rdsvl x2, #-32\n  mov x3, #1000\n  addsvl x4, x3, #31\n"
                "  addspl x5, x3, #-3\n  mov x6, sp\n  addsvl sp, sp, #-2\n  mov x7, sp\n"
                "  addsvl sp, sp, #2\n", svl=svl, start="")
    run_ok(m)
    assert m.x[1] == b
    assert m.x[2] == (-32 * b) % 2**64
    assert m.x[4] == 1000 + 31 * b
    assert m.x[5] == 1000 - 3 * (b // 8)
    assert m.x[7] == m.x[6] - 2 * b


def test_rdsvl_follows_prctl_sme_set_vl():
    m = machine("  mov x0, #63\n  mov x1, #64\n  mov x8, #167\n  svc #0\n  rdsvl x9, #1\n",
                svl=256, start="")
    run_ok(m)
    assert m.x[9] == 64 and m.state.svlb == 64


# ============================================================================ ZERO
@pytest.mark.parametrize("tiles, mask", [
    ("za", 0xFF), ("za0.b", 0xFF), ("za0.h", 0x55), ("za1.h", 0xAA), ("za0.s", 0x11),
    ("za3.s", 0x88), ("za1.d, za5.d", 0x22), ("za0.d, za2.d, za4.d, za6.d", 0x55),
    ("za0.s, za1.d", 0x13), ("za1.s, za0.h", 0x77), ("", 0x00), ("za7.d", 0x80),
])
def test_zero_mask_is_llvm_zak_d_mask(tiles, mask):
    m = Machine.from_source(f"_start:\n  zero {{{tiles}}}\n" + EXIT)
    assert m.program.insns[0].info["zero_mask"] == mask


@pytest.mark.parametrize("svl", [256, 512])
@pytest.mark.parametrize("tiles, rows_mod8", [
    ("za1.d, za5.d", {1, 5}), ("za0.h", {0, 2, 4, 6}), ("za2.s", {2, 6}), ("za", set(range(8))),
])
def test_zero_clears_rows_congruent_mod_8(svl, tiles, rows_mod8):
    m = machine(f"  zero {{{tiles}}}\n", svl=svl)
    a = m.za.array
    a[:] = (np.arange(a.shape[0])[:, None] + 1).astype(np.uint8)
    run_ok(m)
    for r in range(a.shape[0]):
        if r % 8 in rows_mod8:
            assert not a[r].any(), r
        else:
            assert (a[r] == r + 1).all(), r


def test_zero_za0_s_clears_za0_s_and_za4_d_but_not_za1_s():
    m = machine("  zero {za0.s}\n")
    m.za.array[:] = 0xAB
    run_ok(m)
    assert not m.za.tile("s", 0).any() and not m.za.tile("d", 4).any()
    assert not m.za.tile("d", 0).any()
    assert (m.za.tile("s", 1) == 0xABABABAB).all()
    assert (m.za.tile("h", 1) == 0xABAB).all()


# ============================================================================ MOVA / MOV
def test_mova_write_za0_s_row_aliases_d_h_and_b_tiles():
    # svl 256: ZA is 32x32 bytes, ZA0.S has 8 rows: row 1 is ZA row 4
    m = machine("  mov w12, #0\n  mova za0h.s[w12, 1], p0/m, z1.s\n"
                "  mov z2.d, p0/m, za4h.d[w12, 0]\n  mova z3.h, p0/m, za0v.h[w12, 1]\n")
    pred(m, 0, 1, np.ones(32))
    vals = (0x11223300 + np.arange(8)).astype(np.uint32)
    m.z[1].u32[:] = vals
    run_ok(m)
    raw = vals.view(np.uint8)
    assert (m.za.array[4] == raw).all()
    assert m.za.array[[r for r in range(32) if r != 4]].sum() == 0
    assert (m.za.tile("s", 0)[1] == vals).all()
    assert (m.za.tile("d", 4)[0] == vals.view(np.uint64)).all()  # ZA4.D row 0 = ZA row 4
    assert not m.za.tile("d", 0).any()
    assert (m.za.tile("h", 0)[2] == vals.view(np.uint16)).all()  # ZA0.H row 2 = ZA row 4
    assert (m.za.tile("b", 0)[4] == raw).all()
    assert (m.z[2].u64 == vals.view(np.uint64)).all()
    # ZA0V.H column 1: element r is ZA row 2r bytes 2..3; only row 4 (r = 2) is non-zero
    want = np.zeros(16, np.uint16)
    want[2] = 0x1122
    assert (m.z[3].u16 == want).all()


def test_mova_vertical_s_merging_with_wraparound():
    m = machine("  mov w13, #6\n  mova za2v.s[w13, 3], p0/m, z1.s\n")  # (6+3) mod 8 = column 1
    act = pred(m, 0, 4, [1, 0, 1, 0, 0, 1, 0, 1])
    m.za.array[:] = np.arange(32 * 32, dtype=np.uint32).reshape(32, 32).astype(np.uint8)
    old = m.za.tile("s", 2).copy()
    z = (np.arange(8) * 1000 + 7).astype(np.uint32)
    m.z[1].u32[:] = z
    run_ok(m)
    t = m.za.tile("s", 2)
    assert (t[:, 1] == np.where(act, z, old[:, 1])).all()
    assert (np.delete(t, 1, axis=1) == np.delete(old, 1, axis=1)).all()
    # the element of row r lives in ZA row 2 + 4r, bytes 4..8
    assert m.za.array[2 + 4 * 5, 4:8].view(np.uint32)[0] == 5007


def test_mova_horizontal_wraps_index_modulo_dim():
    # w12 = 0xffffffff: (2^32 - 1 + 3) mod 8 = 2  (32-bit index register)
    m = machine("  mov x12, #-1\n  mova za1h.s[w12, 3], p0/m, z4.s\n")
    pred(m, 0, 4, np.ones(8))
    m.z[4].u32[:] = 0xCAFE0000 + np.arange(8)
    run_ok(m)
    assert (m.za.tile("s", 1)[2] == 0xCAFE0000 + np.arange(8)).all()
    assert (m.za.array[1 + 4 * 2, :4] == [0, 0, 0xFE, 0xCA]).all()


def test_mova_to_z_vertical_b_merging():
    m = machine("  mov w14, #20\n  mova z5.b, p1/m, za0v.b[w14, 15]\n")  # (20+15) mod 32 = 3
    act = pred(m, 1, 1, np.arange(32) % 3 == 0)
    m.za.array[:] = (np.arange(32)[:, None] * 32 + np.arange(32)[None, :]).astype(np.uint8)
    m.z[5].u8[:] = 0xEE
    run_ok(m)
    col = (np.arange(32) * 32 + 3).astype(np.uint8)
    assert (m.z[5].u8 == np.where(act, col, 0xEE)).all()


def test_mova_q_vertical_svl512():
    # svl 512: 64-byte rows, .Q tiles are 4x4; ZA13.Q row r is ZA row 13 + 16r
    m = machine("  mov w15, #6\n  mova za13v.q[w15, 0], p2/m, z7.q\n"
                "  mov w15, #1\n  mov z8.q, p3/m, za13h.q[w15, 0]\n", svl=512)
    act = pred(m, 2, 16, [1, 0, 1, 1])
    pred(m, 3, 16, [1, 1, 1, 1])
    m.z[7].u8[:] = np.arange(64, dtype=np.uint8) + 100
    run_ok(m)
    for r in range(4):
        want = np.arange(16 * r, 16 * r + 16) + 100 if act[r] else np.zeros(16)
        assert (m.za.array[13 + 16 * r, 32:48] == want).all()
    assert (m.za.array[13 + 16 * 1, 32:48] == 0).all()
    # row 1 of ZA13.Q is ZA row 29: only its column 2 (bytes 32..48) would be set; it is inactive
    assert not m.z[8].u8.any()
    assert m.za.array.sum() == sum(range(100, 164)) - sum(range(116, 132))


@pytest.mark.parametrize("t, esz", [("b", 1), ("h", 2), ("s", 4), ("d", 8), ("q", 16)])
def test_mov_roundtrip_every_size_horizontal_and_vertical(t, esz):
    hi = {1: 15, 2: 7, 4: 3, 8: 1, 16: 0}[esz]
    k = esz - 1
    m = machine(f"  mov w12, #5\n  mov za{k}h.{t}[w12, {hi}], p0/m, z1.{t}\n"
                f"  mov z2.{t}, p0/m, za{k}h.{t}[w12, {hi}]\n"
                f"  mova za{k}v.{t}[w12, {hi}], p0/m, z1.{t}\n"
                f"  mova z3.{t}, p0/m, za{k}v.{t}[w12, {hi}]\n", svl=512)
    dim = 64 // esz
    pred(m, 0, esz, np.ones(dim))
    src = np.random.default_rng(esz).integers(1, 255, 64).astype(np.uint8)
    m.z[1].u8[:] = src
    run_ok(m)
    s = (5 + hi) % dim
    assert (m.za.array[k + esz * s, :64] == src).all()
    assert (m.z[2].u8 == src).all()
    assert (m.z[3].u8 == src).all()
    rows = m.za.array[k::esz][:dim, s * esz:(s + 1) * esz]
    assert (rows.reshape(-1) == src).all()


# ============================================================================ LD1x / ST1x
def test_ld1w_horizontal_zeroes_inactive_and_scales_xm():
    m = machine("  adr x0, buf\n  mov x1, #3\n  mov w12, #1\n"
                "  ld1w {za3h.s[w12, 2]}, p0/z, [x0, x1, lsl #2]\n",
                data="buf: .word " + ", ".join(str(100 + i) for i in range(16)))
    act = pred(m, 0, 4, [1, 1, 0, 1, 0, 0, 1, 0])
    m.za.array[:] = 0xFF
    run_ok(m)
    row = m.za.tile("s", 3)[3]
    assert (row == np.where(act, 103 + np.arange(8), 0)).all()
    assert (m.za.tile("s", 3)[2] == 0xFFFFFFFF).all()


def test_ld1_all_false_predicate_touches_no_memory_and_zeroes_slice():
    m = machine("  mov x0, #16\n  mov w13, #0\n  ld1d {za5v.d[w13, 1]}, p1/z, [x0, x0, lsl #3]\n"
                "  ld1b {za0h.b[w13, 0]}, p1/z, [x0]\n")  # x0 unmapped
    m.za.array[:] = 0x77
    run_ok(m)
    assert not m.za.tile("d", 5)[:, 1].any()
    assert not m.za.array[0].any()
    assert (m.za.tile("d", 5)[:, 0] == 0x7777777777777777).all()


def test_ld1d_vertical_partial_and_ld1h_b_offsets():
    m = machine("  adr x0, buf\n  mov w15, #2\n  ld1d {za6v.d[w15, 1]}, p2/z, [x0]\n"
                "  mov x1, #5\n  ld1h {za1h.h[w15, 7]}, p3/z, [x0, x1, lsl #1]\n"
                "  ld1b {za0v.b[w15, 15]}, p3/z, [x0, x1]\n",
                data="buf: .quad " + ", ".join(str(0x0101010101010101 * (i + 1)) for i in range(8)))
    actd = pred(m, 2, 8, [0, 1, 1, 0])
    acth = pred(m, 3, 1, np.ones(32))  # all bytes: all .h and .b elements active
    run_ok(m)
    buf = np.array([0x0101010101010101 * (i + 1) for i in range(8)], np.uint64)
    col = m.za.tile("d", 6)[:, 3]  # (2 + 1) mod 4 = 3
    assert (col == np.where(actd, buf[:4], 0)).all()
    h = m.za.tile("h", 1)[9]  # (2 + 7) mod 16 = 9
    assert (h == buf.view(np.uint16)[5:21]).all()
    b = m.za.tile("b", 0)[:, 17]  # (2 + 15) mod 32 = 17
    assert (b == buf.view(np.uint8)[5:37]).all()
    assert acth.all()


def test_st1w_vertical_writes_active_elements_only():
    m = machine("  adr x0, buf\n  mov w12, #3\n  st1w {za1v.s[w12, 2]}, p4, [x0]\n",
                data="buf: .fill 10, 4, 0xeeeeeeee")
    act = pred(m, 4, 4, [1, 0, 0, 1, 1, 0, 1, 0])
    t = m.za.tile("s", 1)
    t[:] = (np.arange(64).reshape(8, 8) + 1000).astype(np.uint32)
    run_ok(m)
    out = m.memory.read("buf", "u32", 10)
    col = 1000 + np.arange(8) * 8 + 5  # column (3 + 2) mod 8 = 5
    assert (out[:8] == np.where(act, col, 0xEEEEEEEE)).all()
    assert (out[8:] == 0xEEEEEEEE).all()


def test_st1_all_false_to_unmapped_address_is_fine_active_element_faults():
    m = machine("  mov x0, #64\n  st1b {za0h.b[w12, 0]}, p0, [x0]\n"
                "  st1q {za3h.q[w12, 0]}, p1, [x0, x0, lsl #4]\n")
    pred(m, 1, 16, [0, 1])
    assert m.run() == 139
    assert m.fault.insn.mnemonic == "st1q"
    assert m.fault.address == 64 + 64 * 16 + 16  # element 1 of the slice


def test_st1q_horizontal_and_ld1q_vertical_svl256():
    m = machine("  adr x0, buf\n  mov w12, #0\n  st1q {za3h.q[w12, 0]}, p0, [x0]\n"
                "  ld1q {za9v.q[w12, 0]}, p0/z, [x0]\n",
                data="buf: .space 64, 0xee")
    pred(m, 0, 16, [1, 1])
    m.za.array[3] = np.arange(32, dtype=np.uint8)  # ZA3.Q row 0 = ZA row 3
    run_ok(m)
    out = m.memory.read("buf", "u8", 64)
    assert (out[:32] == np.arange(32)).all() and (out[32:] == 0xEE).all()
    assert (m.za.array[9, :16] == np.arange(16)).all()  # ZA9.Q column 0: rows 9, 25
    assert (m.za.array[25, :16] == np.arange(16, 32)).all()


def test_st1d_horizontal_xm_offset():
    m = machine("  adr x0, buf\n  mov w14, #3\n  st1d {za2h.d[w14, 1]}, p0, [x0, x1, lsl #3]\n",
                data="buf: .space 256")
    pred(m, 0, 8, np.ones(4))
    m.x[1] = 2
    m.za.tile("d", 2)[0] = np.arange(4, dtype=np.uint64) * 3 + 1  # (3 + 1) mod 4 = 0
    run_ok(m)
    assert (m.memory.read("buf+16", "u64", 4) == np.arange(4) * 3 + 1).all()


# ============================================================================ LDR / STR ZA
def test_ldr_za_row_and_address_use_the_same_immediate():
    m = machine("  adr x1, buf\n  mov w13, #30\n  ldr za[w13, 5], [x1, #5, mul vl]\n"
                "  mov w12, #0\n  str za[w12, 3], [x1, #3, mul vl]\n  str za[w12, 0], [x1]\n",
                data="buf: .space 320")
    buf = np.arange(320, dtype=np.uint32).astype(np.uint8)
    m.memory.write("buf", buf, "u8")
    m.za.array[3] = 42
    run_ok(m)
    assert (m.za.array[(30 + 5) % 32] == buf[5 * 32:6 * 32]).all()  # row 3 <- buf + 160
    assert (m.memory.read("buf+96", "u8", 32) == buf[5 * 32:6 * 32]).all()  # row 3 -> buf + 96
    assert (m.memory.read("buf", "u8", 32) == 0).all()  # row 0 was zero


def test_ldr_za_svl512_wraps_row_index():
    m = machine("  adr x1, buf\n  mov w15, #70\n  ldr za[w15, 0], [x1]\n",
                svl=512, data="buf: .fill 64, 1, 9")
    run_ok(m)
    assert (m.za.array[6] == 9).all() and m.za.array.sum() == 9 * 64


# ============================================================================ integer outer products
_SIGNED = {"smop": (True, True), "umop": (False, False), "sumop": (True, False),
           "usmop": (False, True)}


@pytest.mark.parametrize("mn", [s + t for s in _SIGNED for t in "as"])
def test_integer_mopa_s_against_einsum(mn):
    rng = np.random.default_rng(hash(mn) % 2**32)
    m = machine(f"  {mn} za2.s, p3/m, p5/m, z7.b, z30.b\n", svl=512)
    n = rng.integers(0, 256, 64).astype(np.uint8)
    mm = rng.integers(0, 256, 64).astype(np.uint8)
    pn = rng.random(64) < 0.7
    pm = rng.random(64) < 0.7
    m.z[7].u8[:] = n
    m.z[30].u8[:] = mm
    m.p[3].bits[:] = pn
    m.p[5].bits[:] = pm
    acc = rng.integers(0, 2**32, (16, 16), dtype=np.uint64).astype(np.uint32)
    m.za.tile("s", 2)[:] = acc
    m.za.tile("s", 1)[:] = 5
    run_ok(m)
    ns, ms = _SIGNED[mn[:-1]]
    nv = (n.view(np.int8) if ns else n).astype(np.int64) * pn
    mv = (mm.view(np.int8) if ms else mm).astype(np.int64) * pm
    s = np.einsum("ik,jk->ij", nv.reshape(16, 4), mv.reshape(16, 4))
    want = (acc.astype(np.int64) + (-s if mn.endswith("s") else s)) % 2**32
    assert (m.za.tile("s", 2) == want).all()
    assert (m.za.tile("s", 1) == 5).all()


def test_smopa_hand_example_predicates_per_byte():
    # svl 128: 4x4 .s tile. Row 0 of Zn = bytes (1, 2, 3, 4), column 1 of Zm = bytes (5..8)
    m = machine("  smopa za0.s, p0/m, p1/m, z0.b, z1.b\n", svl=128)
    m.z[0].u8[:] = np.arange(1, 17)
    m.z[1].u8[:] = (-np.arange(1, 17)) & 0xFF  # -1 .. -16
    pred(m, 0, 1, [1, 0, 1, 1] + [0] * 12)  # row 0 only, byte 1 off
    pred(m, 1, 1, [0] * 4 + [1] * 4 + [0] * 8)  # column 1 only
    run_ok(m)
    t = m.za.tile("s", 0).view(np.int32)
    assert t[0, 1] == -(1 * 5 + 3 * 7 + 4 * 8)
    assert np.count_nonzero(t) == 1


def test_umops_d_from_h_i16i64():
    m = machine("  umops za5.d, p0/m, p1/m, z2.h, z3.h\n", svl=256)
    rng = np.random.default_rng(3)
    n = rng.integers(0, 65536, 16).astype(np.uint16)
    mm = rng.integers(0, 65536, 16).astype(np.uint16)
    pn = pred(m, 0, 2, rng.random(16) < 0.8)
    pm = pred(m, 1, 2, rng.random(16) < 0.8)
    m.z[2].u16[:] = n
    m.z[3].u16[:] = mm
    run_ok(m)
    s = np.einsum("ik,jk->ij", (n.astype(object) * pn).reshape(4, 4),
                  (mm.astype(object) * pm).reshape(4, 4))
    want = np.array([[(-int(v)) % 2**64 for v in row] for row in s], np.uint64)
    assert (m.za.tile("d", 5) == want).all()


# ============================================================================ ADDHA / ADDVA
@pytest.mark.parametrize("mn", ["addha", "addva"])
def test_addha_addva_s(mn):
    m = machine(f"  {mn} za3.s, p1/m, p2/m, z9.s\n", svl=256)
    rng = np.random.default_rng(7)
    zn = rng.integers(0, 2**32, 8, dtype=np.uint64).astype(np.uint32)
    ra = pred(m, 1, 4, [1, 1, 0, 1, 0, 1, 1, 1])
    ca = pred(m, 2, 4, [0, 1, 1, 1, 1, 0, 1, 1])
    acc = rng.integers(0, 2**32, (8, 8), dtype=np.uint64).astype(np.uint32)
    m.za.tile("s", 3)[:] = acc
    m.z[9].u32[:] = zn
    run_ok(m)
    add = zn[None, :] if mn == "addha" else zn[:, None]
    want = np.where(ra[:, None] & ca[None, :],
                    (acc.astype(np.uint64) + add) % 2**32, acc)
    assert (m.za.tile("s", 3) == want).all()


# ============================================================================ floating point
@pytest.mark.parametrize("mn", ["fmopa", "fmops"])
def test_fmopa_fmops_s_exact_small_values(mn):
    m = machine(f"  {mn} za1.s, p5/m, p2/m, z10.s, z21.s\n", svl=512)
    rng = np.random.default_rng(11)
    n = rng.integers(-50, 50, 16) / 4
    mm = rng.integers(-50, 50, 16) / 8
    acc = rng.integers(-1000, 1000, (16, 16)) / 2 + 0.25
    ra = pred(m, 5, 4, rng.random(16) < 0.75)
    ca = pred(m, 2, 4, rng.random(16) < 0.75)
    m.z[10].f32[:] = n
    m.z[21].f32[:] = mm
    tile = m.za.tile("s", 1).view(np.float32)
    tile[:] = acc
    run_ok(m)
    sign = -1 if mn == "fmops" else 1
    want = np.where(ra[:, None] & ca[None, :], acc + sign * np.outer(n, mm), acc)
    assert (m.za.tile("s", 1).view(np.float32) == want.astype(np.float32)).all()


def test_fmopa_d_exact_and_other_tiles_untouched():
    m = machine("  fmopa za7.d, p0/m, p1/m, z1.d, z2.d\n", svl=256)
    n = np.array([1.5, -2.0, 3.25, 0.5])
    mm = np.array([2.0, 4.0, -0.125, 8.0])
    ra = pred(m, 0, 8, [1, 1, 0, 1])
    ca = pred(m, 1, 8, [1, 0, 1, 1])
    m.z[1].f64[:] = n
    m.z[2].f64[:] = mm
    m.za.tile("d", 7).view(np.float64)[:] = 1.0
    m.za.tile("d", 6).view(np.float64)[:] = 3.0
    run_ok(m)
    want = np.where(ra[:, None] & ca[None, :], 1.0 + np.outer(n, mm), 1.0)
    assert (m.za.tile("d", 7).view(np.float64) == want).all()
    assert (m.za.tile("d", 6).view(np.float64) == 3.0).all()


def test_fmopa_is_fused_single_rounding():
    # (1 + 2^-23)^2 = 1 + 2^-22 + 2^-46; minus (1 + 2^-22): fused gives 2^-46, unfused 0
    m = machine("  fmopa za0.s, p0/m, p0/m, z0.s, z0.s\n", svl=128)
    pred(m, 0, 4, np.ones(4))
    m.z[0].f32[:] = np.float32(1 + 2.0 ** -23)
    m.za.tile("s", 0).view(np.float32)[:] = np.float32(-(1 + 2.0 ** -22))
    run_ok(m)
    assert (m.za.tile("s", 0).view(np.float32) == np.float32(2.0 ** -46)).all()


def _pairs(n, m, pn, pm, dim):
    """2-way products of ZA.S <- .H x .H: row i pairs Zn halves 2i, 2i+1 with Zm halves 2j, 2j+1."""
    nn = (n * pn).reshape(dim, 2)
    mm = (m * pm).reshape(dim, 2)
    return nn @ mm.T


@pytest.mark.parametrize("mn", ["fmopa", "fmops"])
def test_fmopa_widening_h_exact(mn):
    m = machine(f"  {mn} za3.s, p6/m, p7/m, z4.h, z5.h\n", svl=256)
    rng = np.random.default_rng(5)
    n = rng.integers(-20, 20, 16).astype(np.float64)
    mm = rng.integers(-20, 20, 16).astype(np.float64) / 2
    pn = pred(m, 6, 2, rng.random(16) < 0.8)
    pm = pred(m, 7, 2, rng.random(16) < 0.8)
    m.z[4].f16[:] = n
    m.z[5].f16[:] = mm
    acc = rng.integers(-100, 100, (8, 8)).astype(np.float64) + 0.5
    m.za.tile("s", 3).view(np.float32)[:] = acc
    run_ok(m)
    s = _pairs(n, mm, pn, pm, 8)
    want = acc + (-s if mn == "fmops" else s)
    assert (m.za.tile("s", 3).view(np.float32) == want.astype(np.float32)).all()


@pytest.mark.parametrize("mn", ["bfmopa", "bfmops"])
def test_bfmopa_exact(mn):
    m = machine(f"  {mn} za0.s, p0/m, p1/m, z0.h, z1.h\n", svl=256)
    rng = np.random.default_rng(9)
    n = rng.integers(-20, 20, 16).astype(np.float32)
    mm = (rng.integers(-20, 20, 16) / 4).astype(np.float32)
    pn = pred(m, 0, 2, np.ones(16))
    pm = pred(m, 1, 2, rng.random(16) < 0.7)
    m.z[0].u16[:] = (n.view(np.uint32) >> 16).astype(np.uint16)  # exact bf16 values
    m.z[1].u16[:] = (mm.view(np.uint32) >> 16).astype(np.uint16)
    acc = rng.integers(-100, 100, (8, 8)).astype(np.float64) + 0.5
    m.za.tile("s", 0).view(np.float32)[:] = acc
    run_ok(m)
    s = _pairs(n.astype(np.float64), mm.astype(np.float64), pn, pm, 8)
    want = acc + (-s if mn == "bfmops" else s)
    assert (m.za.tile("s", 0).view(np.float32) == want.astype(np.float32)).all()


def test_fmopa_follows_svl_change_by_prctl():
    # the closure caches tile views per SVL: after PR_SME_SET_VL the 16x16 tile must be used
    src = ("  fmopa za0.s, p0/m, p0/m, z0.s, z1.s\n  cbnz x20, 1f\n  mov x20, #1\n"
           "  mov x0, #63\n  mov x1, #64\n  mov x8, #167\n  svc #0\n  smstart\n  b 2f\n"
           "1:\n  b 3f\n2:\n  fmopa za0.s, p0/m, p0/m, z0.s, z1.s\n3:\n")
    m = machine(src, svl=256)
    pred(m, 0, 4, np.ones(8))
    m.z[0].f32[:] = 2.0
    m.z[1].f32[:] = 3.0
    while m.state.svlb == 32 and not m.finished:
        m.step(1)
    m.step(1)  # smstart at the new length
    pred(m, 0, 4, np.ones(16))
    m.z[0].f32[:] = np.arange(16)
    m.z[1].f32[:] = 1.0
    run_ok(m)
    assert (m.za.tile("s", 0).view(np.float32) == np.arange(16)[:, None]).all()


# ============================================================================ assembler errors
def _one(src: str):
    errs = asm_errors(src)
    assert len(errs) == 1, [e.render() for e in errs]
    return errs[0]


@pytest.mark.parametrize("line, needle, msg, hint", [
    ("  mova za0h.b[w12, 17], p0/m, z0.b", "17", "immediate 17 out of range 0-15 for .b slice offset",
     "0-15"),
    ("  mova za0h.h[w12, 8], p0/m, z0.h", "8]", "immediate 8 out of range 0-7 for .h slice offset", ""),
    ("  ld1w {za0h.s[w12, 4]}, p0/z, [x0]", "4]", "immediate 4 out of range 0-3 for .s slice offset",
     ""),
    ("  st1d {za0v.d[w12, 2]}, p0, [x0]", "2]", "out of range 0-1 for .d slice offset", ""),
    ("  mova z0.q, p0/m, za0v.q[w12, 1]", "1]", "out of range 0-0 for .q slice offset", ""),
    ("  mova za0h.s[w11, 0], p0/m, z0.s", "w11", "slice index register must be W12-W15",
     "W12-W15"),
    ("  fmopa za0.s, p8/m, p0/m, z0.s, z1.s", "p8", "P0-P7", "outer-product predicates are P0-P7"),
    ("  smopa za0.s, p0/m, p9/m, z0.b, z1.b", "p9", "P0-P7", "outer-product predicates are P0-P7"),
    ("  fmopa za4.s, p0/m, p0/m, z0.s, z1.s", "za4", "za4.s does not exist", "za0.s to za3.s"),
    ("  mova za2h.h[w12, 0], p0/m, z0.h", "za2", "does not exist", ""),
    ("  mova za8h.d[w12, 0], p0/m, z0.d", "za8", "does not exist", ""),
    ("  mova za16h.q[w12, 0], p0/m, z0.q", "za16", "does not exist", ""),
    ("  zero {za0.s, za4.s}", "za4", "za4.s does not exist", ""),
    ("  zero {za2.h}", "za2", "za2.h does not exist", ""),
    ("  ldr za[w12, 5], [x0, #4, mul vl]", "4,", "must equal the slice offset 5", "#5, mul vl"),
    ("  str za[w12, 16], [x0, #16, mul vl]", "16]", "out of range 0-15", ""),
    ("  ld1w {za0h.d[w12, 0]}, p0/z, [x0]", "za0h", "'ld1w' needs a .s slice", "za0h.s"),
    ("  ld1w {za0h.s[w12, 0]}, p0/z, [x0, x1]", "[x0", "lsl #2", ""),
    ("  ld1h {za0h.h[w12, 0]}, p0/z, [x0, x1, lsl #2]", "lsl", "lsl #1", ""),
    ("  ld1w {za0h.s[w12, 0]}, p0/m, [x0]", "p0", "expected p0/z", ""),
    ("  mova za0h.s[w12, 0], p0/z, z0.s", "p0", "expected p0/m", ""),
    ("  mova za0h.s[w12, 0], p8/m, z0.s", "p8", "P0-P7", ""),
    ("  mova za0h.s[w12, 0], p0/m, z0.d", "z0", "expected .s", ""),
    ("  fmopa za0.s, p0/m, p0/m, z0.s, z1.h", "z1", "z1.h does not match z0.s", "z1.s"),
    ("  fmopa za0.d, p0/m, p0/m, z0.h, z1.h", "z0", "expected .d", ""),
    ("  smopa za0.s, p0/m, p0/m, z0.s, z1.s", "z0", "expected .b", ""),
    ("  bfmopa za0.d, p0/m, p0/m, z0.h, z1.h", "za0.d", "za0.s", ""),
    ("  smstart zz", "zz", "expected sm or za", ""),
    ("  rdsvl x0, #32", "32", "immediate 32 out of range -32-31", ""),
    ("  addsvl x0, x1, #-33", "-33", "out of range", ""),
    ("  mova za[w12, 0], p0/m, z0.b", "za[", "za[Wv, imm] is not allowed here", ""),
    ("  ldr za0h.b[w12, 0], [x0]", "za0h", "expected the ZA array vector", ""),
    ("  addha za0.s, p0/m, p0/m, z0.d", "z0", "expected .s", ""),
    ("  msr svcrsm, #2", "2", "immediate 2 out of range 0-1", "#0 (stop) or #1 (start)"),
    ("  msr svcrfoo, #1", "svcrfoo", "unsupported system register", ""),
    ("  zero {za0.s, za0.q}", "za0.q", "not .q", ""),
])
def test_assembler_errors_point_at_the_operand(line, needle, msg, hint):
    e = _one(line)
    assert msg in e.message, e.render()
    assert e.loc.line == 2
    assert e.loc.col == line.index(needle) + 1, e.render()
    if hint:
        assert hint in e.hint, e.render()


def test_every_error_is_listed():
    errs = asm_errors("  mova za0h.b[w12, 16], p0/m, z0.b\n  nop\n  fmopa za0.s, p9/m, p0/m, z0.s, z1.s\n"
                      "  zero {za0.s, za9.d}\n")
    assert [e.loc.line for e in errs] == [2, 4, 5]


def test_braces_optional_and_case_insensitive():
    m = machine("  LD1W ZA0H.S[W12, 0], P0/Z, [X0]\n  st1w {za0v.s[w12, #1]}, p0, [x0]\n")
    run_ok(m)
    assert [i.mnemonic for i in m.program.insns[:3]] == ["smstart", "ld1w", "st1w"]


# ============================================================================ binary encodings
# (line, word): the words clang-19 assembles for these lines (the encodings of LLVM's
# llvm/test/MC/AArch64/SME/*.s); checked against clang-19 below when it is installed.
_BINARY = [
    ("msr svcrza, #1", 0xd503457f),
    ("zero {za0.s,za1.s}", 0xc0080033),
    ("zero {za0.d, za2.d}", 0xc0080005),
    ("mova za1v.h[w13, 7], p0/m, z0.h", 0xc040a00f),
    ("mova za3h.s[w14, 3], p1/m, z1.s", 0xc080442f),
    ("mova za15v.q[w15, 0], p2/m, z3.q", 0xc0c1e86f),
    ("mova z4.s, p1/m, za2v.s[w12, 1]", 0xc0828524),
    ("mova z5.b, p3/m, za0h.b[w15, 15]", 0xc0026de5),
    ("ld1w {za1h.s[w12, 2]}, p1/z, [x0, x1, lsl #2]", 0xe0810406),
    ("ld1b {za0v.b[w13, 9]}, p2/z, [x0]", 0xe01fa809),
    ("ld1q {za9h.q[w14, 0]}, p3/z, [x0, x2, lsl #4]", 0xe1c24c09),
    ("st1d {za5v.d[w15, 1]}, p1, [x3, x1, lsl #3]", 0xe0e1e46b),
    ("st1h {za1h.h[w12, 3]}, p2, [x3]", 0xe07f086b),
    ("ldr za[w13, 5], [x0, #5, mul vl]", 0xe1002005),
    ("str za[w14, 15], [x3, #15, mul vl]", 0xe120406f),
    ("str za[w12, 0], [x4]", 0xe1200080),
    ("fmopa za2.s, p1/m, p2/m, z6.s, z7.s", 0x808744c2),
    ("fmops za6.d, p2/m, p1/m, z8.d, z9.d", 0x80c92916),
    ("fmopa za3.s, p1/m, p3/m, z10.h, z11.h", 0x81ab6543),
    ("bfmops za1.s, p2/m, p1/m, z10.h, z11.h", 0x818b2951),
    ("smopa za0.s, p1/m, p2/m, z12.b, z13.b", 0xa08d4580),
    ("usmops za5.d, p3/m, p1/m, z14.h, z15.h", 0xa1cf2dd5),
    ("addva za3.s, p1/m, p2/m, z16.s", 0xc0914603),
    ("addha za1.d, p2/m, p3/m, z17.d", 0xc0d06a21),
    ("rdsvl x5, #-3", 0x04bf5fa5),
    ("addsvl x6, x0, #7", 0x042058e6),
    ("addspl x7, sp, #-32", 0x047f5c07),
]


def test_mov_and_mova_spellings_have_the_same_timing_class():
    """llvm-objdump prints MOVA as MOV, so decoded words and source text must time alike."""
    m = machine("  mov z1.s, p0/m, za1h.s[w12, 0]\n  mova z1.s, p0/m, za1h.s[w12, 0]\n"
                "  mov za1h.s[w12, 0], p0/m, z1.s\n  mova za1h.s[w12, 0], p0/m, z1.s\n"
                "  msr svcrsm, #1\n  smstart sm\n")
    klass = [i.klass for i in m.program.insns[1:7]]
    assert klass[:4] == ["sme_mova"] * 4
    assert klass[4] == klass[5] == "sme_mode"


def test_binary_table_matches_clang():
    from tools import objdump_oracle as OD

    if not OD.available():
        pytest.skip("clang-19 / llvm-objdump-19 not installed")
    assert OD.assemble([ln for ln, _ in _BINARY]) == [w for _, w in _BINARY]


def test_every_zero_mask_prints_like_llvm_objdump():
    """All 256 ZERO words: llvm-objdump's tile-list grouping, and the text means the same mask."""
    from isa.a64.binary import disasm
    from tools import objdump_oracle as OD

    if not OD.available():
        pytest.skip("clang-19 / llvm-objdump-19 not installed")
    words = [0xC0080000 | mask for mask in range(256)]
    assert [disasm(w) for w in words] == OD.objdump_words(words)
    for mask, w in enumerate(words):
        assert decode_word(w, 0).info["zero_mask"] == mask


def _binary_machine(words: bool) -> Machine:
    setup = ["adr x0, src", "adr x3, dst", "adr x4, dst2", "mov x1, #3", "mov x2, #1",
             "mov w12, #1", "mov w13, #6", "mov w14, #9", "mov w15, #30"]
    lines = setup + [ln for ln, _ in _BINARY] + ["msr svcrsmza, #0"]
    m = machine("".join(f"  {ln}\n" for ln in lines), svl=512, start="smstart sm",
                data="src: .space 4096\ndst: .space 4096\ndst2: .space 256")
    if words:  # run the decoded words instead of the assembled text, slot for slot
        word = {ln: w for ln, w in _BINARY}
        done = 0
        for ins in m.program.insns:
            w = word.get(ins.loc.text.strip())
            if w is not None:
                addr = m.state.text_base + 4 * ins.index
                m._ops[ins.index] = decode_word(w, addr).bind(m.state, ins.index)
                done += 1
        assert done == len(_BINARY)
    return m


def test_decoded_words_execute_exactly_like_their_source_lines():
    """Every SME form decoded from its word (:func:`isa.a64.binary.decode_word`) leaves the same
    ZA, Z, X and memory as the assembled source line, from the same random inputs."""
    runs = []
    for words in (False, True):
        m = _binary_machine(words)
        for _ in range(10):  # the setup, then msr svcrza, #1 (word or text)
            m.step(1)
        assert m.state.sm and m.state.za_on
        rng = np.random.default_rng(5)
        m.za.array[:] = rng.integers(0, 256, m.za.array.shape, dtype=np.uint8)
        for n in range(32):
            m.z[n].bytes[:] = rng.integers(0, 256, m.z[n].bytes.shape, dtype=np.uint8)
        for n in range(16):
            m.p[n].bits[:] = rng.random(m.p[n].bits.shape) < 0.7
        m.memory.write_bytes(m.program.symbols["src"],
                             bytes(rng.integers(0, 256, 4096, dtype=np.uint8)))
        last = m.program.insns[-4].index  # msr svcrsmza, #0, before the exit
        while m.state.pc != last:
            m.step(1)
        assert m.fault is None, m.fault.render()
        runs.append((m.za.array.copy(), [m.z[n].bytes.copy() for n in range(32)],
                     [int(m.x[i]) for i in range(31)],
                     m.memory.read_bytes(m.program.symbols["dst"], 4096 + 256)))
        m.step(1)
        assert not m.state.sm and not m.state.za_on
    (za0, z0, x0, mem0), (za1, z1, x1, mem1) = runs
    assert (za0 == za1).all()
    assert all((a == b).all() for a, b in zip(z0, z1))
    assert x0 == x1
    assert mem0 == mem1
    assert mem0 != bytes(len(mem0))  # the stores wrote something
