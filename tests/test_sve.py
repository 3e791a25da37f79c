"""SVE instruction semantics: small programs with hand-derived expectations (Arm ARM),
plus assembler diagnostics. VL is kept small (128 or 256 bits) so expectations fit on a line.
"""
from __future__ import annotations

import numpy as np
import pytest

from isa.asm.diag import AsmErrors
from simulator import Machine

EXIT = "\n    mov x0, #0\n    mov x8, #93\n    svc #0\n"


def run(body: str, data: str = "", vl: int = 128, svl: int = 256, ok: bool = True) -> Machine:
    src = f".data\n.balign 16\n{data}\n.text\n.global _start\n_start:\n{body}{EXIT}"
    m = Machine.from_source(src, "<t>", vl=vl, svl=svl)
    m.run(max_steps=100_000)
    if ok:
        assert m.fault is None, m.fault.render()
    return m


def flags(m) -> list[int]:
    return list(m.state.nzcv)


def asm_error(body: str):
    with pytest.raises(AsmErrors) as ei:
        Machine.from_source(f".text\n_start:\n{body}\n", "<t>")
    return ei.value.errors[0]


def f32bits(a) -> list[int]:
    return [int(v) for v in np.asarray(a, np.float32).view(np.uint32)]


# ----------------------------------------------------------------------------- PTRUE / PFALSE
@pytest.mark.parametrize("pat,esz,vl,count", [
    ("", "s", 512, 16), ("all", "b", 128, 16), ("pow2", "s", 512, 16), ("pow2", "d", 128, 2),
    ("vl3", "s", 128, 3), ("vl5", "s", 128, 0), ("vl8", "h", 128, 8), ("vl16", "b", 128, 16),
    ("vl32", "b", 128, 0), ("vl64", "b", 512, 64), ("vl128", "b", 2048, 128),
    ("vl256", "b", 2048, 256), ("mul4", "h", 512, 32), ("mul3", "s", 512, 15),
    ("mul3", "d", 128, 0), ("#14", "b", 512, 0), ("#7", "b", 128, 7), ("#31", "d", 256, 4),
])
def test_ptrue_patterns(pat, esz, vl, count):
    m = run(f"    ptrue p3.{esz}{', ' + pat if pat else ''}", vl=vl)
    act = m.p[3].active(esz)
    assert act.sum() == count and act[:count].all()
    # canonical form: only the first bit of each element is set
    assert m.p[3].bits.sum() == count


def test_ptrue_pow2_and_mul3():
    m = run("    ptrue p0.d, pow2\n    ptrue p1.b, mul3", vl=512)
    assert m.p[0].active("d").sum() == 8
    assert m.p[1].active("b").sum() == 63


def test_ptrues_flags():
    m = run("    ptrues p0.s, vl3", vl=128)
    assert flags(m) == [1, 0, 0, 0]  # C is clear: PredTest(result, result)
    m = run("    ptrues p0.s, vl8", vl=128)
    assert flags(m) == [0, 1, 1, 0]
    m = run("    ptrues p0.b", vl=128)
    assert flags(m) == [1, 0, 0, 0]


def test_ptrue_does_not_touch_flags_and_pfalse():
    m = run("    cmp x0, #1\n    ptrue p2.b\n    pfalse p2.b", vl=128)
    assert flags(m) == [1, 0, 0, 0]  # 0 - 1: N set, C clear (from cmp)
    assert not m.p[2].bits.any()


# ----------------------------------------------------------------------------- WHILE
@pytest.mark.parametrize("insn,a,b,esz,count,nzc", [
    ("whilelt", 0, 3, "s", 3, [1, 0, 1]),
    ("whilelt", 5, 5, "b", 0, [0, 1, 1]),
    ("whilele", 5, 5, "b", 1, [1, 0, 1]),
    ("whilelt", -2, 1, "d", 2, [1, 0, 0]),      # -2, -1, 0 < 1: 3 > 2 elements -> all
    ("whilelo", -2, 1, "d", 0, [0, 1, 1]),      # unsigned: huge < 1 is false
    ("whilelo", 0, 100, "h", 8, [1, 0, 0]),
    ("whilels", 10, 12, "h", 3, [1, 0, 1]),
    ("whilelt", 4, 2, "s", 0, [0, 1, 1]),
])
def test_while_x(insn, a, b, esz, count, nzc):
    m = run(f"    mov x0, #{a}\n    mov x1, #{b}\n    {insn} p1.{esz}, x0, x1", vl=128)
    act = m.p[1].active(esz)
    assert act.sum() == count and act[:count].all()
    assert m.p[1].bits.sum() == count
    assert flags(m) == nzc + [0]


def test_while_w_wraps_at_max():
    # op2 = INT32_MAX / UINT32_MAX: "<=" holds for every element (the counter wraps)
    m = run("    mov w0, #0x7ffffffe\n    mov w1, #0x7fffffff\n    whilele p0.s, w0, w1\n"
            "    mov w2, #-1\n    whilels p1.b, w2, w2\n"
            "    mov x3, #0xffffffff00000000\n    mov w4, #2\n    whilelo p2.s, w3, w4", vl=128)
    assert m.p[0].active("s").all()
    assert m.p[1].active("b").all()
    assert m.p[2].active("s").tolist() == [True, True, False, False]  # upper half ignored


def test_while_loop_b_first_strip_mining():
    data = "src: .word " + ", ".join(str(i * 3) for i in range(37)) + "\ndst: .space 200"
    body = """    adr x2, src
    adr x3, dst
    mov x4, #0
    mov x5, #37
    mov x6, #0
    whilelt p1.s, x4, x5
1:  ld1w {z0.s}, p1/z, [x2, x4, lsl #2]
    st1w {z0.s}, p1, [x3, x4, lsl #2]
    add x6, x6, #1
    incw x4
    whilelt p1.s, x4, x5
    b.first 1b
    b.none 2f
    mov x7, #1
2:  b.last 3f
    mov x9, #1
3:
"""
    m = run(body, data, vl=512)
    assert m.x[6] == 3  # 16 + 16 + 5
    assert m.memory.read("dst", "u32", 37).tolist() == [i * 3 for i in range(37)]
    assert m.memory.read("dst+148", "u32", 1)[0] == 0  # element 37 inactive: never written
    assert m.x[7] == 0 and m.x[9] == 1  # final while: none active -> b.none taken, not last


# ----------------------------------------------------------------------------- counts
def test_cnt_inc_dec_addvl_rdvl():
    body = """    cntb x12
    cnth x1, all, mul #3
    cntw x2, vl3
    cntd x3, vl16
    mov x4, #100
    incw x4
    incb x4, vl8, mul #2
    mov x5, #10
    decd x5, all, mul #4
    mov x6, #1000
    addvl x7, x6, #-2
    addpl x13, x6, #3
    rdvl x9, #-1
    mov x10, sp
    addvl sp, sp, #1
    mov x11, sp
    mov sp, x10
"""
    m = run(body, vl=256)  # 32 bytes
    assert [m.x[i] for i in (12, 1, 2, 3)] == [32, 48, 3, 0]
    assert m.x[4] == 100 + 8 + 16
    assert m.x[5] == (10 - 16) & (2**64 - 1)
    assert m.x[7] == 1000 - 64 and m.x[13] == 1000 + 12
    assert m.x[9] == 2**64 - 32
    assert m.x[11] - m.x[10] == 32


def test_counts_follow_streaming_vl():
    m = run("    cntw x4\n    smstart sm\n    cntw x1\n    rdvl x2, #1\n    smstop sm\n    cntw x3",
            vl=512, svl=128)
    assert (m.x[4], m.x[1], m.x[2], m.x[3]) == (16, 4, 16, 16)


def test_inc_vector():
    m = run("    index z0.s, #0, #1\n    incw z0.s, all, mul #2\n    dech z1.h", vl=128)
    assert m.z[0].s.tolist() == [8, 9, 10, 11]
    assert m.z[1].h.tolist() == [0x10000 - 8] * 8


# ----------------------------------------------------------------------------- INDEX / DUP / MOV
def test_index_forms():
    m = run("""    index z0.s, #-5, #3
    mov w1, #7
    index z1.h, w1, #-1
    mov x2, #-7
    mov x3, #3
    index z2.d, x2, x3
    index z3.b, #15, w1""", vl=128)
    assert m.z[0].s32.tolist() == [-5, -2, 1, 4]
    assert m.z[1].s16.tolist() == [7, 6, 5, 4, 3, 2, 1, 0]
    assert m.z[2].s64.tolist() == [-7, -4]
    assert m.z[3].u8.tolist() == [(15 + 7 * i) & 0xFF for i in range(16)]


def test_dup_and_mov_immediates():
    m = run("""    dup z0.s, #-3
    dup z1.h, #1, lsl #8
    mov z2.b, #255
    mov z3.h, #-129
    mov z4.s, #0xff0000ff
    mov z5.s, #32512
    movz w6, #0x2345
    movk w6, #1, lsl #16
    mov z6.h, w6
    mov x7, #-2
    dup z7.d, x7""", vl=128)
    assert m.z[0].s32.tolist() == [-3] * 4
    assert m.z[1].u16.tolist() == [256] * 8
    assert m.z[2].u8.tolist() == [255] * 16
    assert m.z[3].u16.tolist() == [0xFF7F] * 8
    assert m.z[4].u32.tolist() == [0xFF0000FF] * 4
    assert m.z[5].u32.tolist() == [32512] * 4
    assert m.z[6].u16.tolist() == [0x2345] * 8
    assert m.z[7].s64.tolist() == [-2, -2]


def test_dup_indexed_and_scalar_fp_source():
    m = run("""    index z1.s, #10, #1
    dup z2.s, z1.s[3]
    mov z3.s, z1.s[4]
    mov z4.s, s1
    mov z5.q, z1.q[0]
    index z6.d, #1, #1
    dup z7.q, z6.q[1]""", vl=128)
    assert m.z[2].u32.tolist() == [13] * 4
    assert m.z[3].u32.tolist() == [0] * 4  # index beyond the vector: zero
    assert m.z[4].u32.tolist() == [10] * 4
    assert m.z[5].u32.tolist() == [10, 11, 12, 13]
    assert m.z[7].u64.tolist() == [0, 0]  # q[1] does not exist at VL 128
    m = run("    index z6.d, #1, #1\n    dup z7.q, z6.q[1]", vl=256)
    assert m.z[7].u64.tolist() == [3, 4, 3, 4]


def test_mov_vector_predicated_cpy_and_sel():
    m = run("""    index z0.s, #0, #1
    index z1.s, #0, #1
    add z1.s, z1.s, #100
    ptrue p0.s, vl2
    mov z2.d, z0.d
    mov z2.s, p0/m, z1.s
    mov z3.s, p0/z, #-3
    dup z4.s, #9
    mov z4.s, p0/m, #7
    mov w5, #55
    mov z4.s, p0/m, w5
    fmov z5.s, #1.0
    fmov z5.s, p0/m, #0.0
    mov z6.s, p0/m, s1
    sel z7.s, p0, z0.s, z1.s""", vl=128)
    assert m.z[2].u32.tolist() == [100, 101, 2, 3]
    assert m.z[3].s32.tolist() == [-3, -3, 0, 0]
    assert m.z[4].u32.tolist() == [55, 55, 9, 9]
    assert m.z[5].u32.tolist() == [0, 0, 0x3F800000, 0x3F800000]
    assert m.z[6].u32.tolist() == [100, 100, 0, 0]
    assert m.z[7].u32.tolist() == [0, 1, 102, 103]


@pytest.mark.parametrize("text,value", [("1.0", 1.0), ("-2.5", -2.5), ("0.125", 0.125),
                                        ("31.0", 31.0), ("0.0", 0.0)])
def test_fmov_immediate(text, value):
    m = run(f"    fmov z0.s, #{text}\n    fmov z1.d, #{text}\n    fmov z2.h, #{text}", vl=128)
    assert m.z[0].f32.tolist() == [value] * 4
    assert m.z[1].f64.tolist() == [value] * 2
    assert m.z[2].f16.tolist() == [value] * 8


# ----------------------------------------------------------------------------- integer arithmetic
def test_int_unpredicated_predicated_and_immediate():
    m = run("""    index z0.s, #1, #1
    index z1.s, #10, #10
    ptrue p1.s, vl3
    add z2.s, z0.s, z1.s
    sub z3.s, z0.s, z1.s
    mul z4.s, z0.s, z1.s
    mov z5.d, z0.d
    add z5.s, p1/m, z5.s, z1.s
    mov z6.d, z1.d
    mul z6.s, p1/m, z6.s, z0.s
    mov z7.d, z0.d
    add z7.s, z7.s, #256
    sub z7.s, z7.s, #3
    mul z7.s, z7.s, #-2
    dup z8.b, #-1
    add z8.b, z8.b, #2""", vl=128)
    assert m.z[2].u32.tolist() == [11, 22, 33, 44]
    assert m.z[3].s32.tolist() == [-9, -18, -27, -36]
    assert m.z[4].u32.tolist() == [10, 40, 90, 160]
    assert m.z[5].u32.tolist() == [11, 22, 33, 4]
    assert m.z[6].u32.tolist() == [10, 40, 90, 40]
    assert m.z[7].s32.tolist() == [-2 * (i + 1 + 253) for i in range(4)]
    assert m.z[8].u8.tolist() == [1] * 16  # modular


def test_logic_ops():
    m = run("""    dup z0.s, #0x0f0
    mov z1.s, #0xff00
    and z2.d, z0.d, z1.d
    orr z3.d, z0.d, z1.d
    eor z4.d, z0.d, z1.d
    bic z5.d, z1.d, z0.d
    mov z6.d, z1.d
    and z6.s, z6.s, #0xf000
    mov z7.d, z1.d
    bic z7.s, z7.s, #0xf00
    ptrue p0.s, vl1
    mov z8.d, z0.d
    orr z8.s, p0/m, z8.s, z1.s""", vl=128)
    assert m.z[2].u32.tolist() == [0x000] * 4
    assert m.z[3].u32.tolist() == [0xFFF0] * 4
    assert m.z[4].u32.tolist() == [0xFFF0] * 4
    assert m.z[5].u32.tolist() == [0xFF00] * 4
    assert m.z[6].u32.tolist() == [0xF000] * 4
    assert m.z[7].u32.tolist() == [0xF000] * 4
    assert m.z[8].u32.tolist() == [0xFFF0, 0xF0, 0xF0, 0xF0]


def test_uaddv_saddv():
    m = run("""    dup z0.s, #-1
    ptrue p0.s, vl3
    dup z9.b, #-1
    uaddv d1, p0, z0.s
    saddv d2, p0, z0.s
    index z3.h, #-4, #1
    ptrue p1.h
    saddv d4, p1, z3.h
    ptrue p2.d
    uaddv d5, p2, z0.d""", vl=128)
    assert m.z[1].u64.tolist() == [3 * 0xFFFFFFFF, 0]
    assert m.z[2].s64.tolist() == [-3, 0]
    assert m.z[4].s64.tolist() == [sum(range(-4, 4)), 0]
    assert m.z[5].u64.tolist() == [(2 * (2**64 - 1)) % 2**64, 0]


# ----------------------------------------------------------------------------- permutes
def test_vector_permutes():
    m = run("""    index z0.s, #0, #1
    index z1.s, #10, #1
    zip1 z2.s, z0.s, z1.s
    zip2 z3.s, z0.s, z1.s
    uzp1 z4.s, z0.s, z1.s
    uzp2 z5.s, z0.s, z1.s
    trn1 z6.s, z0.s, z1.s
    trn2 z7.s, z0.s, z1.s""", vl=128)
    assert m.z[2].u32.tolist() == [0, 10, 1, 11]
    assert m.z[3].u32.tolist() == [2, 12, 3, 13]
    assert m.z[4].u32.tolist() == [0, 2, 10, 12]
    assert m.z[5].u32.tolist() == [1, 3, 11, 13]
    assert m.z[6].u32.tolist() == [0, 10, 2, 12]
    assert m.z[7].u32.tolist() == [1, 11, 3, 13]


def test_predicate_permutes_move_whole_elements():
    # p0.h = 1,1,1,0,0,0,0,0 (bits at 0,2,4); p1.h all false
    m = run("""    ptrue p0.h, vl3
    pfalse p1.b
    zip1 p2.h, p0.h, p1.h
    uzp1 p3.h, p0.h, p0.h
    trn2 p4.h, p0.h, p0.h""", vl=128)
    assert m.p[2].active("h").tolist() == [1, 0, 1, 0, 1, 0, 0, 0]
    assert m.p[3].active("h").tolist() == [1, 1, 0, 0, 1, 1, 0, 0]
    assert m.p[4].active("h").tolist() == [1, 1, 0, 0, 0, 0, 0, 0]
    assert m.p[2].bits.sum() == 2 + 1  # only leading bits are ever set


# ----------------------------------------------------------------------------- predicate logic
def test_predicate_mov_sel_and_logic():
    m = run("""    ptrue p1.b, vl4
    ptrue p2.b, vl6
    ptrue p3.b, vl2
    mov p4.b, p2.b
    mov p5.b, p3/z, p2.b
    mov p6.b, p1.b
    mov p6.b, p3/m, p6.b
    sel p7.b, p3, p1.b, p2.b
    and p8.b, p2/z, p1.b, p2.b
    eor p9.b, p2/z, p1.b, p2.b
    bic p10.b, p2/z, p2.b, p1.b
    orr p11.b, p3/z, p1.b, p2.b""", vl=128)
    ones = lambda k: [1] * k + [0] * (16 - k)  # noqa: E731
    assert m.p[4].bits.tolist() == ones(6)
    assert m.p[5].bits.tolist() == ones(2)
    assert m.p[6].bits.tolist() == ones(4)
    assert m.p[7].bits.tolist() == ones(6)  # p3 ? p1 : p2
    assert m.p[8].bits.tolist() == ones(4)
    assert m.p[9].bits.tolist() == [0] * 4 + [1, 1] + [0] * 10
    assert m.p[10].bits.tolist() == [0] * 4 + [1, 1] + [0] * 10
    assert m.p[11].bits.tolist() == ones(2)


def test_ands_flags():
    m = run("    ptrue p1.b, vl4\n    ptrue p2.b, vl8\n    ands p3.b, p2/z, p1.b, p2.b", vl=128)
    assert flags(m) == [1, 0, 1, 0]  # first active true, last active (byte 7) false
    m = run("    ptrue p1.b, vl4\n    pfalse p2.b\n    ands p3.b, p1/z, p2.b, p1.b", vl=128)
    assert flags(m) == [0, 1, 1, 0]


# ----------------------------------------------------------------------------- loads / stores
WORDS = "buf: .word " + ", ".join(str(100 + i) for i in range(32)) + "\nout: .space 256"


def test_ld1_st1_addressing_forms():
    m = run("""    adr x0, buf
    adr x9, out
    ptrue p0.s
    ptrue p1.s, vl2
    mov x1, #3
    ld1w {z0.s}, p0/z, [x0]
    ld1w z1.s, p0/z, [x0, x1, lsl #2]
    ld1w {z2.s}, p0/z, [x0, #2, mul vl]
    ld1w {z3.s}, p1/z, [x0, #-1, mul vl]
    dup z4.s, #-1
    st1w {z4.s}, p1, [x9, x1, lsl #2]
    st1w {z0.s}, p0, [x9, #2, mul vl]""", WORDS, vl=128)
    assert m.z[0].u32.tolist() == [100, 101, 102, 103]
    assert m.z[1].u32.tolist() == [103, 104, 105, 106]
    assert m.z[2].u32.tolist() == [108, 109, 110, 111]
    assert m.z[3].u32.tolist()[2:] == [0, 0]  # zeroing of inactive elements
    out = m.memory.read("out", "u32", 12).tolist()
    assert out == [0, 0, 0, 0xFFFFFFFF, 0xFFFFFFFF, 0, 0, 0, 100, 101, 102, 103]


def test_widening_narrowing_and_signed_loads():
    m = run("""    adr x0, bytes
    adr x9, out
    ptrue p0.b
    ld1b {z0.s}, p0/z, [x0]
    ld1sb {z1.s}, p0/z, [x0]
    ld1sh {z2.d}, p0/z, [x0]
    index z3.s, #-2, #1
    st1b {z3.s}, p0, [x9]
    st1h {z3.d}, p0, [x9, #1, mul vl]""",
            "bytes: .byte 0x80, 0x7f, 0xff, 1\nout: .space 64", vl=128)
    assert m.z[0].u32.tolist() == [0x80, 0x7F, 0xFF, 1]
    assert m.z[1].s32.tolist() == [-128, 127, -1, 1]
    assert m.z[2].s64.tolist() == [0x7F80, 0x01FF]
    assert m.memory.read("out", "u8", 4).tolist() == [0xFE, 0xFF, 0, 1]
    # st1h of .d: 2 elements of 2 bytes; MUL VL counts 4 bytes
    # (z3.d element 1 is 0x00000001_00000000: its low half is 0)
    assert m.memory.read("out+4", "s16", 2).tolist() == [-2, 0]


def test_load_inactive_elements_never_fault():
    m = run("    mov x0, #16\n    pfalse p0.b\n    ld1w {z0.s}, p0/z, [x0]\n"
            "    st1w {z0.s}, p0, [x0]\n    ld1rw {z1.s}, p0/z, [x0]", vl=128)
    assert not m.z[0].bytes.any() and not m.z[1].bytes.any()


def test_load_fault_only_from_active_elements():
    src_ok = """    adr x0, last
    mov x1, #0
    mov x2, #2
    whilelt p0.s, x1, x2
    ld1w {z0.s}, p0/z, [x0]
    st1w {z0.s}, p0, [x0]"""
    data = ".balign 4096\n.space 4088\nlast: .word 7, 8"
    m = run(src_ok, data, vl=512)
    region = m.memory.region_at(m.memory.address_of("last"))  # the data section's pages
    assert m.memory.address_of("last") + 8 == region.end  # the next byte is unmapped
    assert m.z[0].u32.tolist()[:3] == [7, 8, 0]
    m = run(src_ok.replace("#2\n", "#3\n"), data, vl=512, ok=False)
    assert m.exit_code == 139 and "ld1w" in m.fault.insn.text


def test_ld1r_broadcast():
    m = run("""    adr x0, buf
    ptrue p0.s, vl3
    ld1rw {z0.s}, p0/z, [x0, #8]
    ptrue p1.d
    ld1rd {z1.d}, p1/z, [x0, #16]""", WORDS, vl=128)
    assert m.z[0].u32.tolist() == [102, 102, 102, 0]
    assert m.z[1].u64.tolist() == [(105 << 32) | 104] * 2


def test_ldr_str_z_and_p():
    m = run("""    adr x0, buf
    adr x9, out
    ldr z0, [x0, #1, mul vl]
    str z0, [x9, #2, mul vl]
    ptrue p1.s, vl3
    str p1, [x9]
    ldr p2, [x0]
    str p2, [x9, #1, mul vl]""", WORDS, vl=128)
    assert m.z[0].u32.tolist() == [104, 105, 106, 107]
    assert m.memory.read("out+32", "u32", 4).tolist() == [104, 105, 106, 107]
    # P is VL/8 = 2 bytes; bit i is predicate byte i: .s elements 0,1,2 -> bits 0, 4, 8
    assert m.memory.read("out", "u8", 2).tolist() == [0x11, 0x01]
    # buf word 0 = 100 = 0b01100100: bits 2, 5, 6 of byte 0; byte 1 = 0
    assert np.flatnonzero(m.p[2].bits).tolist() == [2, 5, 6]
    assert m.memory.read("out+2", "u8", 2).tolist() == [100, 0]


# ----------------------------------------------------------------------------- floating point
FDATA = "fa: .float 1.5, -2.25, 3.0, 0.1\nfb: .float 0.5, 4.0, -0.0, 0.3\nfd: .double 2.0, -8.0"


def _load_fp(extra: str, vl: int = 128):
    return run("""    adr x0, fa
    adr x1, fb
    ptrue p0.s
    ptrue p1.s, vl2
    ld1w {z0.s}, p0/z, [x0]
    ld1w {z1.s}, p0/z, [x1]
""" + extra, FDATA, vl=vl)


A = np.array([1.5, -2.25, 3.0, 0.1], np.float32)
B = np.array([0.5, 4.0, -0.0, 0.3], np.float32)


def test_fp_unpredicated_matches_numpy():
    m = _load_fp("    fadd z2.s, z0.s, z1.s\n    fsub z3.s, z0.s, z1.s\n    fmul z4.s, z0.s, z1.s")
    assert f32bits(m.z[2].f32) == f32bits(A + B)
    assert f32bits(m.z[3].f32) == f32bits(A - B)
    assert f32bits(m.z[4].f32) == f32bits(A * B)


def test_fp_predicated_merging():
    m = _load_fp("""    mov z2.d, z0.d
    fadd z2.s, p1/m, z2.s, z1.s
    mov z3.d, z0.d
    fdiv z3.s, p0/m, z3.s, z1.s
    mov z4.d, z0.d
    fmax z4.s, p1/m, z4.s, z1.s
    mov z5.d, z0.d
    fmin z5.s, p0/m, z5.s, z1.s
    mov z6.d, z0.d
    fadd z6.s, p1/m, z6.s, #0.5
    mov z7.d, z0.d
    fmul z7.s, p0/m, z7.s, #2.0""")
    assert f32bits(m.z[2].f32) == f32bits([A[0] + B[0], A[1] + B[1], A[2], A[3]])
    with np.errstate(divide="ignore"):
        q = f32bits(A / B)
    assert f32bits(m.z[3].f32) == q[:2] + [0xFF800000] + q[3:]  # 3 / -0 = -inf
    assert m.z[4].f32.tolist() == [1.5, 4.0, 3.0, np.float32(0.1)]
    assert f32bits(m.z[5].f32) == f32bits([0.5, -2.25, -0.0, np.float32(0.1)])
    assert m.z[6].f32.tolist() == [2.0, -1.75, 3.0, np.float32(0.1)]
    assert f32bits(m.z[7].f32) == f32bits(A * 2)


def test_fmla_fmls_single_rounding():
    # a*b + c where the f32 product is inexact: fused result differs from numpy's two roundings
    m = run("""    adr x0, v
    ptrue p0.s
    ld1rw {z0.s}, p0/z, [x0]
    ld1rw {z1.s}, p0/z, [x0, #4]
    ld1rw {z2.s}, p0/z, [x0, #8]
    mov z3.d, z2.d
    fmla z3.s, p0/m, z0.s, z1.s
    mov z4.d, z2.d
    fmls z4.s, p0/m, z0.s, z1.s
    ptrue p1.s, vl1
    mov z5.d, z2.d
    fmla z5.s, p1/m, z0.s, z1.s""",
            "v: .word 0x3f800001, 0x3f800001, 0xbf800002", vl=128)
    a = float(np.uint32(0x3F800001).view(np.float32))  # 1 + 2^-23
    c = float(np.uint32(0xBF800002).view(np.float32))  # -(1 + 2^-22)
    assert m.z[3].f32.tolist() == [2.0 ** -46] * 4  # a*a + c exactly; two roundings give 0
    assert np.float32(a) * np.float32(a) + np.float32(c) == 0  # the test can tell
    assert m.z[4].f32.tolist() == [np.float32(c - a * a)] * 4  # exact in f64, one rounding
    assert m.z[5].f32.tolist() == [2.0 ** -46, c, c, c]


def test_fp_unary():
    m = _load_fp("""    fneg z2.s, p1/m, z0.s
    fabs z3.s, p0/m, z0.s
    fsqrt z4.s, p0/m, z1.s""")
    assert m.z[2].f32.tolist()[:2] == [-1.5, 2.25] and not m.z[2].bytes[8:].any()
    assert f32bits(m.z[3].f32) == f32bits(np.abs(A))
    with np.errstate(invalid="ignore"):
        want = np.sqrt(B)
    want_bits = f32bits(want)
    assert f32bits(m.z[4].f32) == want_bits[:2] + [0x80000000] + want_bits[3:]


def test_faddv_writes_scalar_and_clears_rest():
    m = _load_fp("    dup z5.s, #-1\n    faddv s5, p1, z0.s\n    fmov z6.d, #1.0\n"
                 "    ptrue p2.d\n    faddv d6, p2, z6.d")
    assert m.z[5].f32[0] == np.float32(-0.75) and not m.z[5].bytes[4:].any()
    assert m.z[6].f64.tolist() == [2.0, 0.0]


def test_fcvt_h_s_uses_even_halves():
    m = _load_fp("""    fcvt z2.h, p0/m, z0.s
    fcvt z3.s, p1/m, z2.h""")
    # .s -> .h: the half result sits in the low 16 bits of each 32-bit container
    want_h = A.astype(np.float16)
    assert m.z[2].u32.tolist() == [int(v) for v in want_h.view(np.uint16)]
    assert m.z[3].f32.tolist()[:2] == want_h[:2].astype(np.float32).tolist()
    assert not m.z[3].bytes[8:].any()  # inactive: the old (zero) value stays


def test_fcvt_reads_low_half_of_container_not_odd_halves():
    m = run("""    fmov z0.h, #2.0
    dup z1.h, #0
    ptrue p0.h, vl1
    mov z0.h, p0/m, z1.h
    ptrue p1.s
    fcvt z2.s, p1/m, z0.h""", vl=128)
    assert m.z[2].f32.tolist() == [0.0, 2.0, 2.0, 2.0]


# ----------------------------------------------------------------------------- SVL and VL changes
def test_streaming_vl():
    # while PSTATE.SM = 1 every SVE instruction uses SVL (16 bytes here), not VL (64)
    m = run("""    adr x9, out
    smstart sm
    ptrue p0.s
    index z0.s, #1, #1
    st1w {z0.s}, p0, [x9]
    str p0, [x9, #32, mul vl]
    addvl x10, x9, #1
    smstop sm""", "out: .space 128\n.word 0xaaaaaaaa", vl=512, svl=128)
    assert m.memory.read("out", "u32", 5).tolist() == [1, 2, 3, 4, 0]
    assert m.memory.read("out+64", "u8", 3).tolist() == [0x11, 0x11, 0]
    assert m.x[10] - m.memory.address_of("out") == 16


# ----------------------------------------------------------------------------- indexed FP, LD1RQ
# VL 256 = two 128-bit segments: the index picks an element of *each* segment of Zm.
IDX_DATA = """acc: .float 100, 200, 300, 400, 500, 600, 700, 800
zn: .float 1, 2, 3, 4, 5, 6, 7, 8
zm: .float 10, 20, 30, 40, 50, 60, 70, 80"""


def _idx(body: str, vl: int = 256):
    return run("""    adr x0, acc
    ptrue p0.s
    ld1w {z16.s}, p0/z, [x0]
    ld1w {z17.s}, p0/z, [x0, #1, mul vl]
    ld1w {z2.s}, p0/z, [x0, #2, mul vl]
""" + body, IDX_DATA, vl=vl)


def test_fmla_fmls_fmul_indexed_per_segment():
    m = _idx("""    mov z3.d, z16.d
    fmla z3.s, z17.s, z2.s[1]
    mov z4.d, z16.d
    fmls z4.s, z17.s, z2.s[3]
    fmul z5.s, z17.s, z2.s[0]
    fmul z2.s, z17.s, z2.s[2]""")
    # segment 0 uses zm[1] = 20 / zm[3] = 40 / zm[0] = 10 / zm[2] = 30, segment 1 60 / 80 / 50 / 70
    assert m.z[3].f32.tolist() == [120, 240, 360, 480, 800, 960, 1120, 1280]
    assert m.z[4].f32.tolist() == [60, 120, 180, 240, 100, 120, 140, 160]
    assert m.z[5].f32.tolist() == [10, 20, 30, 40, 250, 300, 350, 400]
    assert m.z[2].f32.tolist() == [30, 60, 90, 120, 350, 420, 490, 560]  # Zd = Zm


def test_fmla_indexed_is_fused_and_fmls_negates_zn():
    m = run("""    adr x0, v
    ptrue p0.s
    ld1rw {z0.s}, p0/z, [x0]
    ld1rw {z1.s}, p0/z, [x0, #4]
    ld1rw {z2.s}, p0/z, [x0, #8]
    mov z3.d, z2.d
    fmla z3.s, z0.s, z1.s[2]
    mov z4.d, z2.d
    fmls z4.s, z0.s, z1.s[0]
    ld1rw {z5.s}, p0/z, [x0, #12]
    mov z6.d, z2.d
    fmls z6.s, z5.s, z1.s[3]""",
            "v: .word 0x3f800001, 0x3f800001, 0xbf800002, 0x7f800001", vl=128)
    a = float(np.uint32(0x3F800001).view(np.float32))  # 1 + 2^-23
    c = float(np.uint32(0xBF800002).view(np.float32))  # -(1 + 2^-22)
    assert m.z[3].f32.tolist() == [2.0 ** -46] * 4      # one rounding; two roundings give 0
    assert m.z[4].f32.tolist() == [np.float32(c - a * a)] * 4
    # FMLS flips the sign of Zn before NaN processing: the sNaN comes back quieted and negative
    assert m.z[6].u32.tolist() == [0xFFC00001] * 4


def test_fmla_fmul_indexed_d_and_h():
    m = run("""    adr x0, d
    ptrue p0.d
    ld1d {z1.d}, p0/z, [x0]
    ld1d {z9.d}, p0/z, [x0, #1, mul vl]
    mov z3.d, z1.d
    fmla z3.d, z1.d, z9.d[1]
    fmul z4.d, z1.d, z9.d[0]
    adr x1, h
    ptrue p1.h
    ld1h {z5.h}, p1/z, [x1]
    fmul z6.h, z5.h, z5.h[6]
    mov z7.d, z5.d
    fmla z7.h, z5.h, z5.h[7]""",
            "d: .double 1, 2, 3, 4\nzm9: .double 10, 20, 30, 40\n"
            "h: .hword 0x3c00, 0x4000, 0x4200, 0x4400, 0x4500, 0x4600, 0x4700, 0x4800\n"
            "   .hword 0x3800, 0x3c00, 0x3e00, 0x4000, 0x4100, 0x4200, 0x4300, 0xc000", vl=256)
    assert m.z[3].f64.tolist() == [21, 42, 123, 164]        # seg 0: zm[1] = 20, seg 1: 40
    assert m.z[4].f64.tolist() == [10, 20, 90, 120]         # zm[0]: 10, then 30
    h = m.z[6].u16.view(np.float16).tolist()
    assert h == [7, 14, 21, 28, 35, 42, 49, 56] + [1.75, 3.5, 5.25, 7, 8.75, 10.5, 12.25, -7]  # 7, then 3.5
    h = m.z[7].u16.view(np.float16).tolist()
    assert h == [9, 18, 27, 36, 45, 54, 63, 72] + [-0.5, -1, -1.5, -2, -2.5, -3, -3.5, 2]  # 8, then -2


QUAD = "q: .word 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16"


def test_ld1rq_replicates_the_quadword():
    m = run("""    adr x0, q
    ptrue p0.s
    ld1rqw {z0.s}, p0/z, [x0]
    ld1rqw {z1.s}, p0/z, [x0, #32]
    add x1, x0, #64
    ld1rqw {z2.s}, p0/z, [x1, #-48]
    mov x2, #3
    ld1rqw {z3.s}, p0/z, [x0, x2, lsl #2]
    ld1rqd {z4.d}, p0/z, [x0, x2, lsl #3]
    ld1rqd {z5.d}, p0/z, [x0, #16]""", QUAD, vl=512)
    assert m.z[0].u32.tolist() == [1, 2, 3, 4] * 4
    assert m.z[1].u32.tolist() == [9, 10, 11, 12] * 4
    assert m.z[2].u32.tolist() == [5, 6, 7, 8] * 4
    assert m.z[3].u32.tolist() == [4, 5, 6, 7] * 4
    assert m.z[4].u32.tolist() == [7, 8, 9, 10] * 4        # x2 * 8 bytes = word 6
    assert m.z[5].u32.tolist() == [5, 6, 7, 8] * 4


def test_ld1rq_predicate_of_the_first_segment_only():
    # p1.s: elements 1 and 2 of segment 0 active, segment 1 all active (ignored)
    m = run("""    adr x0, q
    adr x1, pb
    ldr p1, [x1]
    ld1rqw {z0.s}, p1/z, [x0]
    ptrue p2.d, vl1
    ld1rqd {z1.d}, p2/z, [x0, #16]
    pfalse p3.b
    mov x4, #0
    ld1rqw {z2.s}, p3/z, [x4]""", QUAD + "\npb: .byte 0x10, 0x01, 0x11, 0x11", vl=256)
    assert m.z[0].u32.tolist() == [0, 2, 3, 0] * 2
    assert m.z[1].u32.tolist() == [5, 6, 0, 0] * 2
    assert not m.z[2].bytes[:32].any()            # no element active: no access, no fault


def test_ld1rq_faults_on_an_active_element_only():
    m = run("""    mov x0, #16
    ptrue p0.s, vl1
    ld1rqw {z0.s}, p0/z, [x0]""", vl=128, ok=False)
    assert m.fault is not None and "SIGSEGV" in m.fault.render()


def test_fmla_indexed_timing_matches_fmla():
    """m4: sve_fma on the 4 fpu pipes, interval 1, latency 4; sve_load on 3 load pipes. 16 more
    independent FMLAs per iteration cost 4 more cycles, 4 more chained ones 16 more, 6 more
    LD1RQW 2 more -- indexed or not (the loop's own subs/b.ne overhead cancels out)."""
    def per_iter(body: str) -> float:
        res = []
        for n in (20, 60):
            src = (".text\n_start:\n    ptrue p0.s\n    mov x1, #%d\n1:\n%s\n    subs x1, x1, #1\n"
                   "    b.ne 1b\n    mov x0, #0\n    mov x8, #93\n    svc #0\n" % (n, body))
            mm = Machine.from_source(src, "<t>", machine="m4", features="max")  # SVE outside SM
            assert mm.run() == 0
            res.append(mm.cycles)
        return (res[1] - res[0]) / 40

    def indep(cnt, indexed):
        return "\n".join(f"    fmla z{8 + k % 16}.s, z{24 + k % 4}.s, z{k % 8}.s[{k % 4}]" if indexed
                         else f"    fmla z{8 + k % 16}.s, p0/m, z{24 + k % 4}.s, z{k % 8}.s"
                         for k in range(cnt))
    for indexed in (True, False):
        assert per_iter(indep(32, indexed)) - per_iter(indep(16, indexed)) == pytest.approx(4)
    assert per_iter(indep(16, True)) == per_iter(indep(16, False))

    def chain(cnt):
        return "\n".join(f"    fmla z8.s, z{24 + k % 4}.s, z1.s[{k % 4}]" for k in range(cnt))
    assert per_iter(chain(8)) - per_iter(chain(4)) == pytest.approx(16)

    def loads(cnt):
        return "\n".join(f"    ld1rqw {{z{k}.s}}, p0/z, [sp, #{16 * (k % 8)}]" for k in range(cnt))
    assert per_iter(loads(12)) - per_iter(loads(6)) == pytest.approx(2)


# ----------------------------------------------------------------------------- diagnostics
@pytest.mark.parametrize("line,col,msg,hint", [
    ("fadd z0.s, p0/m, z0.s, z1.h", 24, "z1 has .h; expected .s", "z1.s"),
    ("fadd z0.s, p8/m, z0.s, z1.s", 12, "p8 cannot govern", "p0-p7"),
    ("ld1w {z0.s}, p0/m, [x0]", 14, "needs p0/z", "zero inactive"),
    ("fadd z0.s, p0/m, z1.s, z2.s", 18, "destructive", "fadd z0.s"),
    ("add z0.s, p0/m, z2.s, z1.s", 17, "destructive", "add z0.s"),
    ("st1w {z0.s}, p0/z, [x0]", 14, "needs p0", "write p0"),
    ("ld1w {z0.s}, p0/z, [x0, x1]", 20, "lsl #2", "lsl #2"),
    ("ld1w {z0.s}, p0/z, [x0, #1]", 20, "mul vl", "mul vl"),
    ("ld1w {z0.h}, p0/z, [x0]", 6, "cannot transfer", "z0.s"),
    ("ptrue p0.s, vl9", 13, "unknown pattern", "vl16"),
    ("and z0.s, z1.s, z2.s", 5, "write .d", "and z0.d"),
    ("mov z0.s, z1.s", 5, "mov zd.d", "mov z0.d"),
    ("fmov z0.s, #0.3", 12, "cannot be encoded", "2^"),
    ("uaddv s0, p0, z1.s", 7, "writes a d register", "uaddv d0"),
    ("whilelt p0.s, x0, w1", 19, "mix x and w", ""),
    ("cntw x0, all, mul #17", 15, "out of range 1-16", ""),
    ("mov z0.s, #0x12345678", 11, "cannot be replicated", "bitmask"),
    ("fadd z0.s, p0/m, z0.s, #0.25", 24, "not encodable", "#0.5 or #1.0"),
    ("fdiv z0.s, z1.s, z2.s", 12, "only a predicated form", "p0/m"),
    ("sel z0.s, p0/m, z1.s, z2.s", 11, "needs p0 here", "write p0"),
    ("fmla z0.s, z1.s, z8.s[1]", 18, "z0-z7", "3 bits"),
    ("fmul z0.h, z1.h, z9.h[1]", 18, "z0-z7", "z0-z7"),
    ("fmla z0.d, z1.d, z16.d[1]", 18, "z0-z15", "4 bits"),
    ("fmla z0.s, z1.s, z7.s[4]", 18, "out of range 0-3", "128-bit segment"),
    ("fmls z0.h, z1.h, z7.h[8]", 18, "out of range 0-7", "8 .h elements"),
    ("fmla z0.d, z1.d, z7.d[2]", 18, "out of range 0-1", ""),
    ("fmla z0.s, z1.s, z7.s", 18, "indexed element", "p0/m"),
    ("fmla z0.s, z1.s, z7.d[1]", 18, "z7 has .d; expected .s", "z7.s"),
    ("ld1rqw {z0.s}, p0/z, [x0, #8]", 22, "multiple of 16 from -128 to 112", "quadwords"),
    ("ld1rqw {z0.s}, p0/z, [x0, #128]", 22, "multiple of 16", ""),
    ("ld1rqw {z0.s}, p0/z, [x0, x1]", 22, "lsl #2", "[x0, x1, lsl #2]"),
    ("ld1rqd {z0.d}, p0/z, [x0, xzr, lsl #3]", 22, "x0-x30, not 'xzr'", ""),
    ("ld1rqw {z0.d}, p0/z, [x0]", 8, "loads .s elements", "{z0.s}"),
    ("ld1rqw {z0.s}, p0/m, [x0]", 16, "needs p0/z", "zero inactive"),
    ("ld1rqw {z0.s}, p8/z, [x0]", 16, "P0-P7", "p0-p7"),
    ("ld1rqw {z0.s}, p0/z, [x0, #16, mul vl]", 22, "in bytes", ""),
])
def test_assembler_errors(line, col, msg, hint):
    e = asm_error("    " + line)
    assert msg in e.message, e.render()
    assert e.loc.line == 3 and e.loc.col == col + 4, e.render()
    assert hint in e.hint, e.render()


def test_errors_are_all_reported():
    with pytest.raises(AsmErrors) as ei:
        Machine.from_source(".text\n_start:\n fadd z0.s, p9/m, z0.s, z1.s\n"
                            " ld1d {z0.d}, p0/m, [x0]\n", "<t>")
    assert [e.loc.line for e in ei.value.errors] == [3, 4]


# ----------------------------------------------------------------------------- DUPM, ORN/EON, FDUP/FCPY, MOVPRFX
def test_dupm_and_mov_bitmask_immediates():
    m = run("""    dupm z0.b, #0x1
    dupm z1.h, #0xff
    dupm z2.s, #0xffff0000
    dupm z3.d, #0xfffffffffffffffe
    mov z4.d, #0xff00ff00ff00ff00
    mov z5.b, #0x55""", vl=128)
    assert m.z[0].u8.tolist() == [1] * 16
    assert m.z[1].u16.tolist() == [0xFF] * 8
    assert m.z[2].u32.tolist() == [0xFFFF0000] * 4
    assert m.z[3].u64.tolist() == [2**64 - 2] * 2
    assert m.z[4].u64.tolist() == [0xFF00FF00FF00FF00] * 2
    assert m.z[5].u8.tolist() == [0x55] * 16


def test_orn_eon_are_orr_eor_with_the_inverted_immediate():
    m = run("""    index z0.s, #0, #3
    mov z1.d, z0.d
    orn z1.s, z1.s, #0xfffffffe
    mov z2.d, z0.d
    eon z2.b, z2.b, #0x1
    mov z3.d, z0.d
    eon z3.d, z3.d, #0xffffffff00000000""", vl=128)
    z0 = np.arange(0, 12, 3, dtype=np.uint32)
    assert m.z[1].u32.tolist() == (z0 | 1).tolist()
    assert m.z[2].u8.tolist() == (z0.view(np.uint8) ^ 0xFE).tolist()
    assert m.z[3].u64.tolist() == (z0.view(np.uint64) ^ 0xFFFFFFFF).tolist()


def test_fdup_fcpy_are_fmov():
    m = run("""    ptrue p1.s, vl2
    fdup z0.h, #2.0
    fdup z1.d, #-0.1875
    dup z2.s, #7
    fcpy z2.s, p1/m, #-31.0""", vl=128)
    assert m.z[0].f16.tolist() == [2.0] * 8
    assert m.z[1].f64.tolist() == [-0.1875] * 2
    assert m.z[2].u32.tolist() == f32bits([-31.0, -31.0])[:2] + [7, 7]


def test_movprfx_moves_then_the_destructive_op_runs():
    m = run("""    index z1.s, #10, #1
    index z2.s, #10, #10
    dup z3.s, #-1
    dup z4.s, #-1
    dup z5.s, #-1
    ptrue p0.s, vl1
    movprfx z3, z1
    add z3.s, z3.s, #1
    movprfx z4.s, p0/m, z1.s
    add z4.s, p0/m, z4.s, z2.s
    movprfx z5.s, p0/z, z1.s
    mul z5.s, p0/m, z5.s, z2.s""", vl=128)
    assert m.z[3].u32.tolist() == [11, 12, 13, 14]
    assert m.z[4].s32.tolist() == [20, -1, -1, -1]       # inactive lanes keep Zd
    assert m.z[5].s32.tolist() == [100, 0, 0, 0]         # inactive lanes zeroed


@pytest.mark.parametrize("line,col,msg,hint", [
    ("dupm z0.s, #0x12345678", 12, "not a bitmask immediate", "rotated run"),
    ("dupm z0.b, #0x100", 12, "does not fit", ""),
    ("orn z0.s, z1.s, #1", 11, "destructive", "movprfx"),
    ("eon z0.d, z0.d, z1.d", 17, "only an immediate", "eon z0.d"),
    ("orn z0.s, z0.s, #0", 17, "not a bitmask immediate", ""),
    ("fdup z0.s, #0.0", 12, "cannot be encoded", "fmov"),
    ("fcpy z0.s, p0/z, #1.0", 12, "needs p0/m", ""),
    ("movprfx z0.s, z1.s", 9, "no element size", "movprfx z0, z1"),
    ("movprfx z0.s, p8/m, z1.s", 15, "P0-P7", ""),
    ("movprfx z0.s, p0/m, z1.d", 21, "expected .s", ""),
    ("dup z0.s, s1", 11, "takes a general register", "mov z0.s, s1"),
])
def test_new_form_errors(line, col, msg, hint):
    e = asm_error("    " + line)
    assert msg in e.message, e.render()
    assert e.loc.line == 3 and e.loc.col == col + 4, e.render()
    assert hint in e.hint, e.render()


def test_sample_words_run_like_their_source_lines():
    """Every line of tests/encodings/sve_arith.s, assembled by tilesim from its text and by
    clang-19 to a word (run via `.inst`), changes a random machine state identically."""
    from pathlib import Path

    from tools import objdump_oracle as OD
    if not OD.available():
        pytest.skip("clang-19 / llvm-objdump-19 not installed")
    path = Path(__file__).parent / "encodings" / "sve_arith.s"
    lines = [ln.strip() for ln in path.read_text().splitlines()
             if ln.strip() and not ln.strip().startswith("//")]
    words = OD.assemble(lines)
    rng = np.random.default_rng(7)
    z0 = rng.integers(0, 256, (32, 256), dtype=np.uint8)
    p0 = rng.integers(0, 2, (16, 256)).astype(bool)
    x0 = [int(v) for v in rng.integers(0, 2**63, 31)]
    for ln, w in zip(lines, words):
        if ln.startswith("movprfx"):
            continue  # clang pairs it with the next line; run alone below
        states = []
        for body in (ln, f".inst 0x{w:08x}"):
            m = Machine.from_source(f".text\n_start:\n {body}\n nop\n", "<t>", vl=256)
            st = m.state
            st.z[:] = z0
            st.p[:] = p0
            st.x[:31] = x0
            m.run(max_steps=1)
            states.append((st.z.copy(), st.p.copy(), list(st.x[:31])))
        (za, pa, xa), (zb, pb, xb) = states
        assert (za == zb).all() and (pa == pb).all() and xa == xb, ln


# ----------------------------------------------------------------------------- P logic aliasing
_P5, _P6, _P7 = ([1] * 5 + [0] * 11, [1, 0, 1, 0, 1] + [0] * 11, [1, 1] + [0] * 14)
_PLOGIC_MODEL = {"and": lambda n, m: n & m, "bic": lambda n, m: n & (1 - m),
                 "eor": lambda n, m: n ^ m, "orr": lambda n, m: n | m,
                 "orn": lambda n, m: n | (1 - m), "nor": lambda n, m: 1 - (n | m),
                 "nand": lambda n, m: 1 - (n & m)}


def _pred_test(g, r) -> list[int]:
    """Arm ARM PredTest(mask, result, esize = 8): [N, Z, C, V]."""
    act = [i for i, b in enumerate(g) if b]
    if not act:
        return [0, 1, 1, 0]
    return [r[act[0]], int(not any(r[i] for i in act)), int(not r[act[-1]]), 0]


@pytest.mark.parametrize("op", sorted(_PLOGIC_MODEL))
@pytest.mark.parametrize("alias", ["g", "n", "m"])
def test_flag_setting_logic_with_pd_aliasing_a_source(op, alias):
    """Pd == Pg / Pn / Pm: the flags test the new Pd against the ORIGINAL Pg (QEMU agrees)."""
    src = {"g": ("p5", "p1/z, p6.b, p7.b"), "n": ("p6", "p5/z, p1.b, p7.b"),
           "m": ("p7", "p5/z, p6.b, p1.b")}[alias]
    m = run(f"""    ptrue p5.b, vl5
    ptrue p6.h, vl3
    ptrue p7.b, vl2
    mov p1.b, {src[0]}.b
    {op}s p1.b, {src[1]}""", vl=128)
    r = [_PLOGIC_MODEL[op](n, mm) & g for g, n, mm in zip(_P5, _P6, _P7)]
    assert m.p[1].bits.tolist() == r
    assert flags(m) == _pred_test(_P5, r)


def test_ands_pd_is_pg_found_by_fuzzing():
    m = run("""    ptrue p3.b, vl2
    ptrue p4.b, vl1
    eor p2.b, p3/z, p3.b, p4.b
    mov p1.b, p3.b
    ands p1.b, p1/z, p2.b, p2.b""", vl=128)
    assert flags(m)[:3] == [0, 0, 0]  # QEMU 11.1: N Z C = 0 0 0


def test_movs_and_nots_alias_the_governing_predicate():
    m = run("    ptrue p5.b, vl5\n    ptrue p6.h, vl3\n    mov p1.b, p5.b\n"
            "    movs p1.b, p1/z, p6.b", vl=128)
    assert m.p[1].bits.tolist() == _P6 and flags(m) == _pred_test(_P5, _P6)
    m = run("    ptrue p5.b, vl5\n    ptrue p6.h, vl3\n    mov p1.b, p5.b\n"
            "    nots p1.b, p1/z, p6.b", vl=128)
    r = [g & (1 - n) for g, n in zip(_P5, _P6)]
    assert m.p[1].bits.tolist() == r and flags(m) == _pred_test(_P5, r)
    m = run("    ptrue p5.b, vl5\n    ptrue p6.h, vl3\n    not p2.b, p5/z, p6.b\n"
            "    mov p1.b, p6.b\n    movs p1.b, p1.b", vl=128)
    assert m.p[2].bits.tolist() == [0, 1, 0, 1] + [0] * 12
    assert flags(m) == _pred_test(_P6, _P6)


# ----------------------------------------------------------------------------- CNTP / INCP / DECP
def test_cntp_incp_decp_scalar_and_vector():
    m = run("""    ptrue p5.b, vl5
    ptrue p6.h, vl3
    ptrue p9.s
    cntp x10, p5, p6.h
    cntp x11, p9, p5.s
    cntp x12, p9, p9.d
    mov x13, #10
    incp x13, p5.b
    mov x14, #1
    decp x14, p6.h
    dup z0.h, #-2
    incp z0.h, p6.h
    dup z1.s, #3
    decp z1.s, p5.s
    dup z2.d, #0
    decp z2.d, p9
    incp z2.d, p9.d""", vl=128)
    assert [m.x[i] for i in range(10, 15)] == [3, 2, 2, 15, (1 - 3) % 2**64]
    assert m.z[0].u16.tolist() == [1] * 8
    assert m.z[1].u32.tolist() == [1] * 4
    assert m.z[2].u64.tolist() == [0, 0]


# ----------------------------------------------------------------------------- LD1R / LD1RS
def test_ld1r_and_ld1rs_every_element_size():
    data = "b: .byte 0x80, 0xfe, 0x01, 0x81, 0xff, 0x7f, 0x00, 0x90"
    m = run("""    adr x0, b
    ptrue p0.b
    ptrue p1.s, vl3
    ld1rsb {z0.h}, p0/z, [x0, #1]
    ld1rsb {z1.s}, p1/z, [x0]
    ld1rsb {z2.d}, p0/z, [x0, #2]
    ld1rsh {z3.s}, p0/z, [x0, #2]
    ld1rsh {z4.d}, p0/z, [x0]
    ld1rsw {z5.d}, p0/z, [x0, #4]
    ld1rb {z6.d}, p0/z, [x0]
    ld1rh {z7.s}, p1/z, [x0, #6]""", data, vl=128)
    assert m.z[0].u16.tolist() == [0xfffe] * 8
    assert m.z[1].u32.tolist() == [0xffffff80] * 3 + [0]
    assert m.z[2].u64.tolist() == [1, 1]
    assert m.z[3].u32.tolist() == [0xffff8101] * 4
    assert m.z[4].u64.tolist() == [2**64 - 0x180] * 2  # 0xfe80 sign-extended
    assert m.z[5].u64.tolist() == [0xffffffff_90007fff] * 2
    assert m.z[6].u64.tolist() == [0x80] * 2
    assert m.z[7].u32.tolist() == [0x9000] * 3 + [0]


@pytest.mark.parametrize("line,col,msg,hint", [
    ("ld1rsb {z0.b}, p0/z, [x0]", 8, "cannot transfer z0.b", "{z0.h}"),
    ("ld1rsw {z0.s}, p0/z, [x0]", 8, "cannot transfer z0.s", "{z0.d}"),
    ("ld1rsh {z0.d}, p0/z, [x0, #3]", 22, "multiple of 2 from 0 to 126", ""),
    ("ld1w {z0.s}, p0/z, [x0, xzr, lsl #2]", 20, "not 'xzr'", "unallocated"),
    ("st1b {z0.b}, p0, [x0, xzr]", 18, "not 'xzr'", ""),
    ("cntp w0, p0, p1.s", 6, "expected a x register", ""),
    ("cntp x0, p0/z, p1.s", 10, "needs p0 here", ""),
    ("cntp x0, p0, p1", 14, "element size", "p1.s"),
    ("incp w0, p1.s", 6, "needs an x register", "incp x0"),
    ("incp z0.b, p1.b", 6, "expected .h or .s or .d", ""),
    ("decp z0.s, p1.d", 12, "element size of z0", "p1.s"),
    ("not p0.b, p1/m, p2.b", 11, "needs p1/z", ""),
    ("nots p0.b, p1/z, p2.s", 18, "expected p2.b", ""),
])
def test_pred_count_and_ld1rs_errors(line, col, msg, hint):
    e = asm_error("    " + line)
    assert msg in e.message, e.render()
    assert e.loc.line == 3 and e.loc.col == col + 4, e.render()
    assert hint in e.hint, e.render()


def test_mem_pred_sample_words_run_like_their_source_lines():
    """Every line of tests/encodings/sve_mem_pred.s, assembled by tilesim from its text and by
    GNU as to a word (run via `.inst`), changes a random state -- Z, P, X, NZCV and the memory
    its base registers point into -- identically."""
    import re
    import shutil
    from pathlib import Path

    from tools import objdump_oracle as OD
    if shutil.which(OD.GAS) is None:
        pytest.skip(f"{OD.GAS} (GNU binutils) not installed")
    path = Path(__file__).parent / "encodings" / "sve_mem_pred.s"
    lines = [ln.strip() for ln in path.read_text().splitlines()
             if ln.strip() and not ln.strip().startswith("//")]
    words = OD.assemble(lines, "gnu")
    rng = np.random.default_rng(11)
    z0 = rng.integers(0, 256, (32, 256), dtype=np.uint8)
    p0 = rng.integers(0, 2, (16, 256)).astype(bool)
    x0 = [int(v) for v in rng.integers(0, 16, 31)]  # small: index registers stay in the buffer
    buf = rng.integers(0, 256, 32768, dtype=np.uint8)
    data = ".data\n.balign 4096\nbuf: .space 32768\n"
    for ln, w in zip(lines, words):
        bases = re.findall(r"\[(x\d+|sp)", ln)
        states = []
        for body in (ln, f".inst 0x{w:08x}"):
            m = Machine.from_source(f"{data}.text\n_start:\n {body}\n nop\n", "<t>", vl=256)
            st, lo = m.state, m.program.symbols["buf"]
            mid = lo + 16384  # +-8 KiB: every offset of the sample lines at VL 256
            st.z[:] = z0
            st.p[:] = p0
            st.x[:31] = x0
            for b in bases:
                st.x[31 if b == "sp" else int(b[1:])] = mid
            st.nzcv[:] = [0, 1, 0, 1]
            m.memory.view(lo, 32768, True)[:] = buf
            m.run(max_steps=1)
            assert m.fault is None, (ln, m.fault.render())
            states.append((st.z.copy(), st.p.copy(), list(st.x[:32]), list(st.nzcv),
                           m.memory.view(lo, 32768).copy()))
        (za, pa, xa, fa, ma), (zb, pb, xb, fb, mb) = states
        assert (za == zb).all() and (pa == pb).all() and xa == xb and fa == fb, ln
        assert (ma == mb).all(), ln
