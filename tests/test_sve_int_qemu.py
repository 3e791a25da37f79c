"""SVE/SVE2 integer forms of isa/a64/sve2_complex_int.py, sve_satcount.py, sve_satcountp.py,
sve_intmisc.py, sve_match.py, sve_crypto.py and the F64MM forms, against QEMU 11.1
(``-cpu max,sme=on``).

1. Directed: every family on special values (INT_MIN / -1 and zero divisors, saturation bounds of
   the counts in X and W registers, carries, equal elements for the matches) at VL 128, 256, 512 and
   2048 (set with prctl(PR_SVE_SET_VL)); each line starts from the same registers and its
   destination is stored; QEMU's stored bytes and tilesim's must be equal. The same program is
   built by clang-19 (tilesim runs the ELF: binary decoder) and assembled from source.
2. The F64MM forms are UNDEFINED below VL 256: SIGILL under both.
3. Random programs (tools/rand_sveint.py through tools/randprog.py): these families only, at
   QEMU's default VL 512 (phase A) and SVL 256 (phase B, streaming), all registers compared.
"""
from __future__ import annotations


import re

import numpy as np
import pytest

from simulator import Machine
from tools import qemu_oracle
from tools.rand_sveint import PHASES
from tools.randprog import run_batch

needs_oracle = pytest.mark.skipif(
    not (qemu_oracle.clang_available() and qemu_oracle.tools_available()),
    reason="needs clang-19, ld.lld-19 and QEMU 11.1 (tools/qemu_oracle.py)")

MAXVL = 64  # bytes of input per register (VL 512)
I32 = [-(1 << 31), -(1 << 31), 7, -7, 0, 5, (1 << 31) - 1, -1, 100, -100, 1, 0, 3, -(1 << 31), 9, 2]
D32 = [-1, 0, 2, 2, 0, -3, -1, 1, 7, 7, 0, -1, -1, 1, 0, -2]
I64 = [-(1 << 63), -(1 << 63), 7, -7, 0, (1 << 63) - 1, -1, 12345678901234]
D64 = [-1, 0, 2, -2, 5, -1, 0, -3]
XIN = [0x7FFFFFFFFFFFFFF0, 0x8000000000000005, 0xFFFFFFFFFFFFFFFE, 0x7FFFFFF0, 0x80000002,
       3, 0xFFFFFFFF00000010, 0x00000000FFFFFFF8]


def _inputs() -> bytes:
    """z0-z7 (MAXVL bytes each): divisions' operands, random bytes, repeated small values."""
    rng = np.random.default_rng(20261128)
    regs = [np.array(I32, np.int64).astype(np.int32).view(np.uint8).copy(),
            np.array(D32, np.int64).astype(np.int32).view(np.uint8).copy(),
            np.array(I64, dtype=object).astype(np.int64).view(np.uint8).copy(),
            np.array(D64, np.int64).view(np.uint8).copy()]
    regs += [rng.integers(0, 256, MAXVL, dtype=np.uint8) for _ in range(2)]
    regs += [rng.integers(0, 4, MAXVL, dtype=np.uint8),  # many equal elements (MATCH, HISTCNT)
             np.array([0x80, 0x7F, 0xFF, 0x00, 0x01] * 13, np.uint8)[:MAXVL]]
    return b"".join(r.tobytes() for r in regs)


LINES = [
    # complex integer
    "cmla z8.b, z4.b, z7.b, #90", "cmla z8.d, z2.d, z3.d, #270", "cmla z8.h, z4.h, z5.h[3], #180",
    "cmla z8.s, z4.s, z5.s[1], #0", "sqrdcmlah z8.h, z7.h, z7.h, #180",
    "sqrdcmlah z8.s, z0.s, z1.s, #90", "sqrdcmlah z8.d, z2.d, z2.d, #0",
    "sqrdcmlah z8.h, z7.h, z6.h[2], #270", "sqrdcmlah z8.s, z0.s, z7.s[1], #90",
    "cdot z8.s, z7.b, z4.b, #0", "cdot z8.d, z7.h, z5.h, #90", "cdot z8.s, z4.b, z7.b[3], #180",
    "cdot z8.d, z5.h, z7.h[1], #270", "cadd z0.b, z0.b, z7.b, #90",
    "sqcadd z0.s, z0.s, z1.s, #270", "sqcadd z2.d, z2.d, z3.d, #90",
    # saturating counts
    "sqincb x0, all, mul #16", "uqincd x2, vl8, mul #5", "sqdecw x1, all, mul #16",
    "uqdech x5, pow2", "uqdecb x6, all, mul #16", "sqincb x3, w3, all, mul #16",
    "sqdecd x4, w4, all, mul #9", "uqincw w3, all, mul #16", "uqdecb w4", "uqdecd w5, vl1",
    "sqinch z0.h, all, mul #16", "uqdecw z1.s, vl4, mul #3", "sqdecd z2.d, all, mul #16",
    "uqincd z3.d, mul3", "sqincp x0, p1.b", "uqincp x2, p1.h", "sqdecp x1, p1.s",
    "uqdecp x5, p1.d", "sqincp x3, p1.b, w3", "sqdecp x4, p1.b, w4", "uqincp w3, p1.b",
    "uqdecp w4, p2.h", "sqincp z0.s, p1.s", "uqdecp z1.h, p1.h", "sqdecp z2.d, p1.d",
    # predicated saturating arithmetic, division, unary and pairwise
    "sqadd z0.s, p1/m, z0.s, z0.s", "uqsub z4.b, p0/m, z4.b, z5.b",
    "sqsubr z2.d, p0/m, z2.d, z3.d", "uqsubr z4.h, p1/m, z4.h, z7.h",
    "suqadd z7.b, p0/m, z7.b, z5.b", "usqadd z5.h, p0/m, z5.h, z7.h",
    "suqadd z2.d, p0/m, z2.d, z3.d", "usqadd z0.s, p1/m, z0.s, z1.s",
    "sdiv z0.s, p0/m, z0.s, z1.s", "udiv z0.s, p1/m, z0.s, z1.s", "sdivr z1.s, p0/m, z1.s, z0.s",
    "sdiv z2.d, p0/m, z2.d, z3.d", "udivr z3.d, p0/m, z3.d, z2.d", "rbit z4.b, p1/m, z5.b",
    "rbit z4.d, p0/m, z5.d", "urecpe z4.s, p1/m, z5.s", "ursqrte z4.s, p0/m, z7.s",
    "ursqrte z4.s, p0/m, z5.s", "sadalp z4.h, p1/m, z5.b", "uadalp z4.d, p0/m, z5.s",
    "adclb z4.s, z5.s, z7.s", "adclt z2.d, z2.d, z7.d", "sbclb z4.d, z5.d, z6.d",
    "sbclt z4.s, z7.s, z5.s", "insr z4.b, w2", "insr z4.d, x1", "insr z4.s, s1",
    "insr z4.h, h7", "adr z4.d, [z2.d, z3.d, lsl #3]", "adr z4.s, [z0.s, z1.s, lsl #1]",
    "adr z4.d, [z2.d, z3.d, sxtw #2]", "adr z4.d, [z2.d, z3.d, uxtw]",
    # histograms and matches
    "histcnt z8.s, p1/z, z6.s, z6.s", "histcnt z8.d, p0/z, z6.d, z7.d",
    "histseg z8.b, z6.b, z7.b", "match p3.b, p0/z, z6.b, z7.b", "nmatch p3.h, p1/z, z6.h, z4.h",
    "ctermeq x0, x1", "ctermne x5, x5", "ctermeq w3, w6", "ctermne w7, w3",
    # polynomial, crypto, bit permutes, matrix multiply and mixed-sign dots
    "pmul z8.b, z4.b, z5.b", "pmullb z8.q, z4.d, z5.d", "pmullt z8.q, z4.d, z2.d",
    "aese z4.b, z4.b, z5.b", "aesd z4.b, z4.b, z6.b", "aesmc z4.b, z4.b", "aesimc z5.b, z5.b",
    "sm4e z4.s, z4.s, z5.s", "sm4ekey z8.s, z4.s, z5.s", "rax1 z8.d, z4.d, z5.d",
    "bdep z8.b, z4.b, z5.b", "bext z8.h, z4.h, z5.h", "bgrp z8.s, z4.s, z5.s",
    "bext z8.d, z4.d, z2.d", "smmla z4.s, z5.b, z7.b", "ummla z4.s, z5.b, z7.b",
    "usmmla z4.s, z5.b, z7.b", "usdot z4.s, z5.b, z7.b", "usdot z4.s, z5.b, z7.b[3]",
    "sudot z4.s, z5.b, z6.b[1]",
]
# the F64MM forms: UNDEFINED below VL 256
LINES_256 = ["ld1rob { z8.b }, p1/z, [x9, #-32]", "ld1roh { z8.h }, p2/z, [x9, x10, lsl #1]",
             "ld1row { z8.s }, p0/z, [x9, #32]", "ld1rod { z8.d }, p1/z, [x9]",
             "zip1 z8.q, z4.q, z5.q", "zip2 z8.q, z4.q, z5.q", "uzp1 z8.q, z4.q, z5.q",
             "uzp2 z8.q, z4.q, z5.q", "trn1 z8.q, z4.q, z5.q", "trn2 z8.q, z4.q, z5.q"]


def _dest(line: str) -> str:
    """The destination register (``z8``, ``p3``, ``x0``; ``w3`` is stored as ``x3``)."""
    return re.search(r"\b([zpxw]\d+)", line.split(None, 1)[1]).group(1)


def program(lines: list[str], vlb: int) -> str:
    """Set VL, then per line: reload z0-z7/p0-p2/x0-x10, run it, store its destination (Z: VL
    bytes, P: VL/8 bytes, X: 8 bytes) at x20; finally write the stored bytes to stdout."""
    body = []
    for ln in lines:
        d = _dest(ln)
        body += ["    bl reload", f"    {ln}"]
        if ln.startswith(("cterm", "match", "nmatch")):  # flag setters: NZCV first
            body += ["    mrs x11, nzcv", "    str x11, [x20], #8"]
        if d[0] == "z":
            body += [f"    str {d}, [x20]", "    addvl x20, x20, #1"]
        elif d[0] == "p":
            body += [f"    str {d}, [x20]", "    addpl x20, x20, #1"]
        else:
            body += [f"    str x{d[1:]}, [x20], #8"]  # a W result: the zero-extended X
    data = ", ".join(str(b) for b in _inputs())
    xs = "\n".join(f"    ldr x{i}, [x19, #{8 * i}]" for i in range(len(XIN)))
    return f"""    .data
    .balign 16
vin: .byte {data}
xin: .quad {", ".join(hex(v) for v in XIN)}
mem: .byte {", ".join(str((7 * i + 3) % 256) for i in range(128))}
    .bss
    .balign 16
out: .space {len(lines) * vlb + 64}
    .text
    .globl _start
_start:
    mov x0, #50
    mov x1, #{vlb}
    mov x8, #167
    svc #0
    adr x20, out
""" + "\n".join(body) + f"""
    mov x0, #1
    adr x1, out
    sub x2, x20, x1
    mov x8, #64
    svc #0
    mov x0, #0
    mov x8, #93
    svc #0
reload:
    adr x19, vin
""" + "\n".join(f"    ldr z{i}, [x19]\n    add x19, x19, #{MAXVL}" for i in range(8)) + f"""
    ptrue p0.b
    ptrue p1.s, vl3
    ptrue p2.h, pow2
    adr x19, xin
{xs}
    adr x9, mem
    add x9, x9, #64
    mov x10, #5
    cmp x10, #3
    ret
"""


def _run_both(src: str, tmp_path, vlb: int):
    """(QEMU's stdout and status, tilesim's on the ELF, tilesim's from the source)."""
    path = tmp_path / "t.s"
    path.write_text(src)
    exe = qemu_oracle.build_clang(path, tmp_path)
    q_out, _, q_status = qemu_oracle.run_qemu(exe)
    m = Machine.from_file(exe, capture=None)
    m.run()
    s = Machine.from_source(src, str(path), capture=None)
    s.run()
    return (q_out, q_status), (bytes(m.stdout), m.exit_code), (bytes(s.stdout), s.exit_code)


def _first_difference(lines: list[str], vlb: int, a: bytes, b: bytes) -> str:
    off = 0
    for ln in lines:
        d = _dest(ln)
        if ln.startswith(("cterm", "match", "nmatch")):
            if a[off:off + 8] != b[off:off + 8]:
                return f"'{ln}' NZCV: QEMU {a[off:off + 8].hex()} tilesim {b[off:off + 8].hex()}"
            off += 8
        n = vlb if d[0] == "z" else (vlb // 8 if d[0] == "p" else 8)
        if a[off:off + n] != b[off:off + n]:
            return f"'{ln}': QEMU {a[off:off + n].hex()} tilesim {b[off:off + n].hex()}"
        off += n
    return f"lengths {len(a)} and {len(b)}"


@needs_oracle
@pytest.mark.parametrize("vlb", [16, 32, 64, 256])
def test_special_values_match_qemu(vlb, tmp_path):
    lines = LINES + (LINES_256 if vlb >= 32 else [])
    (q, qs), (e, es), (s, ss) = _run_both(program(lines, vlb), tmp_path, vlb)
    assert qs == 0 and len(q) > len(lines) * 8
    assert (es, ss) == (0, 0)
    assert e == q, _first_difference(lines, vlb, q, e)
    assert s == q, _first_difference(lines, vlb, q, s)


@needs_oracle
@pytest.mark.parametrize("line", [LINES_256[0], LINES_256[4], LINES_256[-1]])
def test_f64mm_forms_are_undefined_below_vl256(line, tmp_path):
    (q, qs), (e, es), (s, ss) = _run_both(program([line], 16), tmp_path, 16)
    assert qs == 132  # SIGILL
    assert (es, ss) == (132, 132)
    assert e == s == q == b""


RANDOM_BATCHES, PER_BATCH = 1, 24


@needs_oracle
@pytest.mark.parametrize("batch", [*range(RANDOM_BATCHES), *(
    pytest.param(b, marks=pytest.mark.slow) for b in range(RANDOM_BATCHES, RANDOM_BATCHES + 6))])
def test_random_programs_match_qemu(batch, tmp_path):
    seeds = list(range(7000 + batch * PER_BATCH, 7000 + (batch + 1) * PER_BATCH))
    r = run_batch(seeds, tmp_path, phases=PHASES)
    assert r.lines > 40 * PER_BATCH
    assert r.dropped == 0, "generated lines clang-19 rejects"
    assert not r.mismatch, r.mismatch


def test_sm4_sbox_is_a_permutation_with_the_published_corners():
    """GB/T 32907: S(0x00) = 0xd6, S(0x01) = 0x90, S(0xfe) = 0x39, S(0xff) = 0x48."""
    from isa.a64.sve_crypto import SM4_SBOX

    assert sorted(SM4_SBOX.tolist()) == list(range(256))
    assert (SM4_SBOX[0], SM4_SBOX[1], SM4_SBOX[0xFE], SM4_SBOX[0xFF]) == (0xD6, 0x90, 0x39, 0x48)




# ----------------------------------------------------------------------------- diagnostics
BAD = [  # (line, what tilesim's message says); clang-19 rejects each line too
    ("cmla z0.h, z1.h, z2.h[4], #90", "out of range 0-3"),
    ("cmla z0.s, z1.s, z2.s, #45", "rotation 45"),
    ("cdot z0.h, z1.b, z2.b, #0", "expected .s or .d"),
    ("cadd z0.b, z1.b, z2.b, #90", "destructive"),
    ("sqcadd z0.b, z0.b, z2.b, #180", "rotation 180"),
    ("sqincb w0", "x0, w0"),
    ("sqincb x0, w1", "expected w0"),
    ("uqdecp x0, p1.b, w0", "takes only w0"),
    ("sqinch z0.s", "expected .h"),
    ("sdiv z0.b, p0/m, z0.b, z1.b", "expected .s or .d"),
    ("sqsubr z0.s, p0/m, z1.s, z2.s", "destructive"),
    ("insr z0.d, w1", "x register"),
    ("insr z0.s, d1", "expected w/x or s"),
    ("adr z0.s, [z1.s, z2.s, sxtw]", "'sxtw' is not allowed"),
    ("adr z0.d, [z1.d, z2.d, lsl #4]", "out of range 0-3"),
    ("histcnt z0.b, p0/z, z1.b, z2.b", "expected .s or .d"),
    ("match p0.s, p0/z, z1.s, z2.s", "element size .b or .h"),
    ("usdot z0.s, z1.b, z2.b[4]", "out of range"),
    ("sudot z0.s, z1.b, z2.b", "indexed"),
    ("ld1rob { z0.b }, p0/z, [x0, #16]", "multiple of 32"),
    ("pmullb z0.q, z1.s, z2.s", "expected .d"),
]


@pytest.mark.parametrize("line, msg", BAD)
def test_bad_operands_give_located_errors(line, msg, tmp_path):
    from isa.asm.diag import AsmErrors
    from tools.objdump_oracle import CLANG, CLANG_MARCH

    with pytest.raises(AsmErrors) as ei:
        Machine.from_source(f".text\n_start:\n    {line}\n", "<t>")
    e = ei.value.errors[0]
    assert msg in e.message, e.render()
    assert e.loc.line == 3 and e.loc.col > 4, e.render()
    if qemu_oracle.clang_available():  # the independent assembler rejects it too
        import subprocess

        src = tmp_path / "bad.s"
        src.write_text(f"    {line}\n")
        p = subprocess.run([CLANG, "--target=aarch64-linux-gnu", CLANG_MARCH, "-c", str(src),
                            "-o", str(tmp_path / "bad.o")], capture_output=True, text=True)
        assert p.returncode != 0, f"clang-19 accepts '{line}'"


def test_accumulators_read_their_destination():
    """The timing model's dependencies agree with the semantics: CMLA run twice on the same
    inputs adds twice (it reads Zda), so its destination is among its sources; MATCH sets NZCV."""
    src = """.text
_start:
    ptrue p0.b
    index z1.s, #1, #3
    index z2.s, #2, #5
    mov z0.s, #0
    cmla z0.s, z1.s, z2.s, #0
    mov z3.d, z0.d
    cmla z0.s, z1.s, z2.s, #0
    sqincw x5, all, mul #2
    match p1.b, p0/z, z1.b, z2.b
    mov x0, #0
    mov x8, #93
    svc #0
"""
    m = Machine.from_source(src, "<t>", vl=256, machine="generic")
    assert m.run() == 0
    once, twice = m.z[3].view("s32"), m.z[0].view("s32")
    assert once.any() and (twice == 2 * once).all()
    from simulator.timing.classes import NZCV, Z0

    infos = {ins.mnemonic: info for ins, info in zip(m.program.slots, m.timing.infos)
             if ins is not None}
    assert Z0 + 0 in infos["cmla"].srcs and Z0 + 0 in infos["cmla"].dsts
    assert 5 in infos["sqincw"].srcs
    assert NZCV in infos["match"].dsts


# ----------------------------------------------------------------------------- streaming mode
# (line, legal in streaming mode without FEAT_SME_FA64). Not here: AESE/AESD/AESMC/AESIMC and
# PMULLB/PMULLT .Q, legal in streaming mode with FEAT_SSVE_AES, and RAX1, which QEMU 11.1's max
# CPU also runs there: tilesim's M4 implements neither extension and refuses them.
STREAMING = [
    ("cmla z8.s, z4.s, z5.s, #90", True), ("sqrdcmlah z8.h, z4.h, z5.h[1], #0", True),
    ("cdot z8.s, z4.b, z5.b, #0", True), ("sqcadd z0.d, z0.d, z1.d, #90", True),
    ("sqincw x0, vl4", True), ("uqdecp z1.h, p1.h", True), ("sqsubr z2.d, p0/m, z2.d, z3.d", True),
    ("sdiv z0.s, p0/m, z0.s, z1.s", True), ("rbit z4.b, p1/m, z5.b", True),
    ("ctermne x0, x1", True), ("urecpe z4.s, p1/m, z5.s", True),
    ("sadalp z4.h, p1/m, z5.b", True), ("adclb z4.s, z5.s, z7.s", True), ("insr z4.d, d1", True),
    ("pmul z8.b, z4.b, z5.b", True), ("usdot z4.s, z5.b, z7.b[3]", True),
    ("adr z4.d, [z2.d, z3.d, lsl #3]", False), ("histcnt z8.s, p1/z, z6.s, z6.s", False),
    ("histseg z8.b, z6.b, z7.b", False), ("match p3.b, p0/z, z6.b, z7.b", False),
    ("sm4ekey z8.s, z4.s, z5.s", False),
    ("bgrp z8.s, z4.s, z5.s", False), ("smmla z4.s, z5.b, z7.b", False),
    ("ld1row { z8.s }, p0/z, [x9, #32]", False), ("trn2 z8.q, z4.q, z5.q", False),
]


@needs_oracle
def test_streaming_mode_legality_matches_qemu_without_fa64(tmp_path):
    """Each line alone in streaming mode: QEMU 11.1 with ``sme_fa64=off`` and tilesim's Apple M4
    (SME2, no FA64) both run it or both raise SIGILL."""
    import subprocess

    for line, legal in STREAMING:
        src = (".data\nmem: .space 64\n.text\n.globl _start\n_start:\n    smstart sm\n"
               "    ptrue p0.b\n    ptrue p1.s\n    adr x9, mem\n"
               f"    {line}\n    smstop sm\n    mov x0, #0\n    mov x8, #93\n    svc #0\n")
        path = tmp_path / "s.s"
        path.write_text(src)
        exe = qemu_oracle.build_clang(path, tmp_path)
        q = subprocess.run([qemu_oracle.QEMU, "-cpu", "max,sme=on,sme_fa64=off", str(exe)],
                           capture_output=True, timeout=60)
        q_status = qemu_oracle.status_from_returncode(q.returncode)
        m = Machine.from_file(exe, capture=None, features="m4")
        m.run()
        assert (q_status, m.exit_code) == ((0, 0) if legal else (132, 132)), line
