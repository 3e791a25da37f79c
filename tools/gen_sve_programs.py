"""Generate the QEMU-compared SVE programs that run every form twice, out of streaming mode
(VL 512) and after ``smstart sm`` (SVL 256): programs/sve/int_ops_streaming.s,
ld_st_structures.s, fp_fma_round_cmp.s and permute_extract.s.

    python3 -m tools.gen_sve_programs           # rewrite the four files
    python3 -m tools.gen_sve_programs --check   # exit 1 if a file differs

Inputs are random (fixed seeds) mixed with boundary values; every result register, predicate
and NZCV is dumped, so tests/test_qemu_diff.py compares each result byte with QEMU 11.1.
"""
from __future__ import annotations

import random
import struct
import sys

import numpy as np

from tools.gen_common import (IND, OUT_SIZE, START, Body, byte_lines, comments, data_lines, finish,
                              header)
from tools.gen_common import main as gen_main

MODULE = "tools.gen_sve_programs"
T = "bhsd"
BITS = {"b": 8, "h": 16, "s": 32, "d": 64}
STOP = ["smstop  sm", "mov     x0, #1", *OUT_SIZE]


def program(cover: str, emit, data: list[str]) -> str:
    """`emit(body, streaming)` once out of streaming mode and once in it, then the data."""
    parts = []
    for streaming in (False, True):
        b = Body()
        emit(b, streaming)
        parts.append(b.text())
    head = header(MODULE) + "// QEMU: compare\n" + comments(cover) + "// CHECK: exit == 0\n"
    return (head + "\n".join(START) + f"\n{IND}adr     x20, out\n" + parts[0]
            + f"\n{IND}smstart sm\n" + parts[1] + "\n" + finish(STOP, data))


def whilelt_all(b: Body, comment: str = "") -> None:
    """p1-p4 = whilelt x2, x3 for .b/.h/.s/.d."""
    for i, t in enumerate(T):
        b.ins(f"whilelt p{i + 1}.{t}, x2, x3{comment}")


def op(b: Body, text: str, src: str = "z0") -> None:
    """z10 = src, then `text` (destructive into z10), then dump z10."""
    b.ins(f"mov     z10.d, {src}.d")
    b.ins(text)
    b.st()


def outp(b: Body, preg: str) -> None:
    b.stp(preg)
    b.flags()


# ---------------------------------------------------------------- integer forms
INT_COVER = """\
Covers: SVE integer forms that SME kernels use, out of streaming mode (VL 512) and in it
(SVL 256): SMAX/UMAX/SMIN/UMIN (predicated and #imm), SQADD/UQADD/SQSUB/UQSUB (vectors and
#imm, saturating at both ends), SUBR, MLA/MLS/MAD/MSB, ABS/NEG/CNOT/NOT, ASR/LSR/LSL (#imm
at the bounds, vectors with amounts beyond the element size, wide .d amounts, reversed
ASRR/LSRR/LSLR), SDOT/UDOT (vectors and indexed); CMP<cc> (vectors, wide, signed and unsigned
immediates, swapped aliases) with NZCV, PTEST, BRKA/BRKB (/z, /m, S), BRKN(S), BRKPA/BRKPB(S),
PFIRST, PNEXT. Partial predicates: the first 5 elements. Output: each result register,
predicate and NZCV.
"""
SPECIAL8 = [0x00, 0x01, 0x7f, 0x80, 0xff, 0xfe, 0x81, 0x40]


def _int_vector_ops(b: Body) -> None:
    for t in T:
        pg = f"p{T.index(t) + 1}"
        for m in ("smax", "umax", "smin", "umin"):
            op(b, f"{m} z10.{t}, {pg}/m, z10.{t}, z1.{t}")
        op(b, f"smax z10.{t}, z10.{t}, #-3")
        op(b, f"smin z10.{t}, z10.{t}, #100")
        op(b, f"umax z10.{t}, z10.{t}, #200")
        op(b, f"umin z10.{t}, z10.{t}, #7")
        for m in ("sqadd", "uqadd", "sqsub", "uqsub"):
            b.ins(f"{m}   z10.{t}, z0.{t}, z1.{t}")
            b.st()
            op(b, f"{m} z10.{t}, z10.{t}, #{'255' if t == 'b' else '255, lsl #8'}")
            op(b, f"{m} z10.{t}, z10.{t}, #17", "z1")
        op(b, f"subr z10.{t}, {pg}/m, z10.{t}, z1.{t}")
        op(b, f"subr z10.{t}, z10.{t}, #250")
        op(b, f"mla z10.{t}, {pg}/m, z1.{t}, z2.{t}")
        op(b, f"mls z10.{t}, p0/m, z1.{t}, z2.{t}")
        op(b, f"mad z10.{t}, {pg}/m, z1.{t}, z2.{t}")
        op(b, f"msb z10.{t}, p0/m, z1.{t}, z2.{t}")
        for m in ("abs", "neg", "cnot", "not"):
            op(b, f"{m} z10.{t}, {pg}/m, z1.{t}")
        for m in ("asr", "lsr", "lsl"):
            hi = BITS[t] - 1 if m == "lsl" else BITS[t]
            for amount in (hi, 1):
                b.ins(f"{m}     z10.{t}, z0.{t}, #{amount}")
                b.st()
            op(b, f"{m} z10.{t}, {pg}/m, z10.{t}, #{max(1, hi // 2)}")
            op(b, f"{m} z10.{t}, p0/m, z10.{t}, z3.{t}")
            op(b, f"{m}r z10.{t}, {pg}/m, z10.{t}, z3.{t}", "z3")
            if t != "d":
                b.ins(f"{m}     z10.{t}, z0.{t}, z3.d")
                b.st()
                op(b, f"{m} z10.{t}, {pg}/m, z10.{t}, z3.d")
    for m in ("sdot", "udot"):
        for form in ("z10.s, z0.b, z1.b", "z10.d, z0.h, z1.h", "z10.s, z0.b, z1.b[3]",
                     "z10.s, z0.b, z1.b[1]", "z10.d, z0.h, z1.h[1]", "z10.d, z0.h, z1.h[0]"):
            op(b, f"{m} {form}", "z2")


def _int_compares(b: Body) -> None:
    for t in T:
        pg = f"p{T.index(t) + 1}"
        for c in ("eq", "ne", "gt", "ge", "lt", "le", "hi", "hs", "lo", "ls"):
            forms = [f"p0/z, z0.{t}, z1.{t}", f"{pg}/z, z1.{t}, z0.{t}"]
            if t != "d":
                forms.append(f"p0/z, z0.{t}, z2.d")
            imm = 100 if c in ("hi", "hs", "lo", "ls") else -1
            forms += [f"p0/z, z0.{t}, #{imm}", f"{pg}/z, z0.{t}, #0"]
            for form in forms:
                b.ins(f"cmp{c}   p5.{t}, {form}")
                outp(b, "p5")
        b.ins(f"cmpeq   p5.{t}, {pg}/z, z0.{t}, z0.{t}")   # all true
        outp(b, "p5")
        b.ins("pfalse  p6.b")
        b.ins(f"cmpeq   p5.{t}, p6/z, z0.{t}, z0.{t}")     # no active
        outp(b, "p5")


def _int_predicate_ops(b: Body) -> None:
    b.ins("cmphi   p6.b, p0/z, z0.b, #100")
    b.ins("cmplo   p7.b, p0/z, z1.b, #30")
    for g, p, shown in (("p0", "p6", "p6"), ("p7", "p6", "p6"), ("p1", "p7", "p7")):
        b.ins(f"ptest   {g}, {p}.b")
        outp(b, shown)
    for q in ("z", "m"):
        for m in ("brka", "brkb"):
            b.ins("mov     p8.b, p7.b")
            b.ins(f"{m}    p8.b, p6/{q}, p7.b")
            outp(b, "p8")
    for m in ("brkas", "brkbs"):
        for form in ("p6/z, p7.b", "p0/z, p2.b"):
            b.ins(f"{m}   p8.b, {form}")
            outp(b, "p8")
    for m in ("brkn", "brkns"):
        for pn in ("p7", "p6"):
            b.ins("mov     p8.b, p6.b")
            b.ins(f"{m}   p8.b, p7/z, {pn}.b, p8.b")
            outp(b, "p8")
    for m in ("brkpa", "brkpb", "brkpas", "brkpbs"):
        for pn in ("p6", "p7", "p0"):
            b.ins(f"{m}  p8.b, p6/z, {pn}.b, p7.b")
            outp(b, "p8")
    b.ins("pfalse  p8.b")
    for g in ("p6", "p7"):
        b.ins(f"pfirst  p8.b, {g}, p8.b")
        outp(b, "p8")
    for t in T:
        for g in ("p0", "p9"):
            if g == "p9":
                b.ins(f"cmpne   p9.{t}, p0/z, z0.{t}, #0")
            b.ins("pfalse  p8.b")
            for _ in range(3):
                b.ins(f"pnext   p8.{t}, {g}, p8.{t}")
                outp(b, "p8")
    b.ins("pfalse  p8.b")
    b.ins("pfalse  p9.b")
    b.ins("pnext   p8.s, p9, p8.s")
    outp(b, "p8")


def _int_emit(b: Body, streaming: bool) -> None:
    b.load("zin", 0, 4, 0)
    b.ins("mov     x2, #0")
    b.ins("mov     x3, #5")
    for i, t in enumerate(T):
        b.ins(f"whilelt p{i + 1}.{t}, x2, x3      // first 5 .{t} elements")
    b.ins("ptrue   p0.b")
    _int_vector_ops(b)
    _int_compares(b)
    _int_predicate_ops(b)


def int_ops_streaming() -> str:
    rng = random.Random(5)
    data = [[SPECIAL8[i % 8] if i % 3 == 0 else rng.getrandbits(8) for i in range(64)]
            for _ in range(4)]
    # z3: small shift amounts (some beyond the element size)
    data[3] = [rng.choice([0, 1, 3, 7, 8, 15, 16, 31, 33, 63, 64, 200]) if i % 2 == 0 else 0
               for i in range(64)]
    lines = ["zin:", *byte_lines(sum(data, [])), "out:    .space  262144"]
    return program(INT_COVER, _int_emit, lines)


# ---------------------------------------------------------------- structure loads and stores
MEM_COVER = """\
Covers: SVE LD2/LD3/LD4 and ST2/ST3/ST4 {B,H,W,D} (interleaved structures) with scalar plus
immediate (#N, mul vl) and scalar plus scalar addressing, register lists wrapping past z31,
all-true and partial predicates (inactive structures load zero and leave memory alone), and
the single-vector LDNT1/STNT1 {B,H,W,D}, out of streaming mode (VL 512) and in it (SVL 256).
Output: each loaded register and each stored area.
"""


def _fill_dst(b: Body, nvec: int) -> None:
    """dst[0 .. nvec) = 0x5a bytes."""
    b.ins("adr     x12, dst")
    b.ins("mov     z20.b, #0x5a")
    for k in range(nvec):
        b.ins(f"str     z20, [x12, #{k}, mul vl]" if nvec > 1 else "str     z20, [x12]")


def _mem_structures(b: Body, i: int, t: str, s: str, n: int) -> None:
    lsl = f", lsl #{i}]" if i else "]"
    hi = [f"z{(30 + k) % 32}" for k in range(n)]
    lo = [f"z{k}" for k in range(n)]
    regs = "{" + ", ".join(f"{z}.{s}" for z in hi) + "}"
    regs0 = "{" + ", ".join(f"{z}.{s}" for z in lo) + "}"
    for g in ("p0", f"p{i + 1}"):
        b.ins(f"ld{n}{t}    {regs}, {g}/z, [x10, #{n}, mul vl]")
        for z in hi:
            b.st(z)
        b.ins(f"mov     x11, #{3 * n}")
        b.ins(f"ld{n}{t}    {regs0}, {g}/z, [x10, x11{lsl}")
        for z in lo:
            b.st(z)
        # store: fill a scratch area with a pattern, store, dump the area (n vectors + 1)
        _fill_dst(b, n + 1)
        b.ins(f"st{n}{t}    {regs0}, {g}, [x12]")
        b.ins(f"mov     x13, #{n}")
        b.ins(f"st{n}{t}    {regs}, {g}, [x12, x13{lsl}")
        for k in range(n + 1):
            b.ins(f"ldr     z21, [x12, #{k}, mul vl]")
            b.st("z21")


def _mem_emit(b: Body, streaming: bool) -> None:
    b.ins("ptrue   p0.b")
    b.ins("mov     x2, #0")
    b.ins("mov     x3, #5")
    whilelt_all(b)
    b.ins("adr     x10, src")
    for i, (t, s) in enumerate(zip("bhwd", T)):
        for n in (2, 3, 4):
            _mem_structures(b, i, t, s, n)
        for g in ("p0", f"p{i + 1}"):
            b.ins(f"ldnt1{t}  {{z5.{s}}}, {g}/z, [x10, #-1, mul vl]")
            b.st("z5")
            _fill_dst(b, 1)
            b.ins(f"stnt1{t}  {{z30.{s}}}, {g}, [x12]")
            b.ins("ldr     z21, [x12]")
            b.st("z21")


def ld_st_structures() -> str:
    rng = random.Random(4)
    src = [rng.getrandbits(8) for _ in range(64 * 16)]
    lines = ["pre:    .space  64", "src:", *byte_lines(src), "dst:    .space  512",
             "out:    .space  131072"]
    return program(MEM_COVER, _mem_emit, lines)


# ---------------------------------------------------------------- FMA, rounding, compares
FP_COVER = """\
Covers: SVE FMAD/FMSB/FNMAD/FNMSB/FNMLA/FNMLS (fused, merging; negation flips the sign bit
before NaN selection), FRINTN/P/M/Z/A/X/I (ties, +-0.5, values near 2^23/2^52, -0 results,
NaN quieting with payloads kept), FCM<cc> (vectors and #0.0), FCMUO, FACGE/FACGT and the
swapped aliases FCMLT/FCMLE/FACLE/FACLT, on .h/.s/.d with NaN (quiet and signalling), +-inf,
+-0 and subnormal inputs, all-true and partial (first 7 elements) predicates, out of
streaming mode (VL 512) and in it (SVL 256). Output: each result register or predicate.
"""
S16 = [0x7e11, 0x7c22, 0xfe33, 0x7c00, 0xfc00, 0x0000, 0x8000, 0x0001, 0x83ff, 0x7bff,
       0x3800, 0xb800, 0x3e00, 0xc100, 0x4100, 0x6401, 0x37ff, 0x3bff, 0xba00, 0x4500]
S32 = [0x7fc00011, 0x7f800022, 0xffc00033, 0x7f800000, 0xff800000, 0x00000000, 0x80000000,
       0x00000001, 0x807fffff, 0x7f7fffff, 0x3f000000, 0xbf000000, 0x3fc00000, 0xc0200000,
       0x40200000, 0x4b000001, 0xcb7fffff, 0x3effffff, 0x3f7fffff, 0xbf400000]
S64 = [0x7ff8000000000011, 0x7ff0000000000022, 0xfff8000000000033, 0x7ff0000000000000,
       0xfff0000000000000, 0, 1 << 63, 1, 0x800fffffffffffff, 0x3fe0000000000000,
       0xbfe0000000000000, 0x3ff8000000000000, 0xc004000000000000, 0x4330000000000001,
       0x3fdfffffffffffff, 0x3fefffffffffffff]
FP_T = {2: "h", 4: "s", 8: "d"}


def _fp_bits(x: float, esz: int) -> int:
    if esz == 2:
        return int(np.float16(x).view(np.uint16))
    if esz == 4:
        return struct.unpack("<I", struct.pack("<f", x))[0]
    return int(np.float64(x).view(np.uint64))


def _fp_vector(rng: random.Random, spec: list[int], esz: int) -> list[int]:
    """One 64-byte vector: 60% specials, the rest random values within +-320."""
    vals = []
    for _ in range(64 // esz):
        if rng.random() < 0.6:
            vals.append(rng.choice(spec))
        else:
            vals.append(_fp_bits(rng.uniform(-40, 40) * (2.0 ** rng.randint(-3, 3)), esz))
    return vals


def _fp_emit(b: Body, streaming: bool) -> None:
    b.ins("mov     x2, #0")
    b.ins("mov     x3, #7")
    b.ins("ptrue   p0.b")
    for t in FP_T.values():
        b.load(f"in{t}", 0, 3, 0)
        b.ins(f"whilelt p1.{t}, x2, x3")
        for m in ("fmad", "fmsb", "fnmad", "fnmsb", "fnmla", "fnmls"):
            for pg in ("p0", "p1"):
                op(b, f"{m}   z10.{t}, {pg}/m, z1.{t}, z2.{t}")
            op(b, f"{m}   z10.{t}, p0/m, z0.{t}, z1.{t}", "z2")
        for m in ("frintn", "frintp", "frintm", "frintz", "frinta", "frintx", "frinti"):
            for form in ("p0/m, z0", "p0/m, z1", "p1/m, z0"):
                op(b, f"{m}  z10.{t}, {form}.{t}", "z2")
        for m in ("fcmeq", "fcmne", "fcmge", "fcmgt", "fcmlt", "fcmle", "fcmuo", "facge", "facgt",
                  "facle", "faclt"):
            forms = [f"p0/z, z0.{t}, z1.{t}", f"p1/z, z1.{t}, z0.{t}"]
            if m.startswith("fcm") and m != "fcmuo":
                forms += [f"p0/z, z0.{t}, #0.0", f"p1/z, z1.{t}, #0.0"]
            for form in forms:
                b.ins(f"{m}   p5.{t}, {form}")
                b.stp("p5")


def fp_fma_round_cmp() -> str:
    rng = random.Random(7)
    lines = []
    for esz, spec in ((2, S16), (4, S32), (8, S64)):
        vecs = [_fp_vector(rng, spec, esz) for _ in range(3)]
        lines.append(f"in{FP_T[esz]}:")
        d = {2: ".hword", 4: ".word", 8: ".xword"}[esz]
        for v in vecs:
            lines += data_lines(v, d + "  ", "0x{:x}", 8)
    return program(FP_COVER, _fp_emit, lines + ["out:    .space  65536"])


# ---------------------------------------------------------------- permutes and extracts
PERM_COVER = """\
Covers: SVE EXT (offsets 0 to beyond the vector), TBL (indices out of range give 0), REV on
vectors and predicates, LASTA/LASTB and CLASTA/CLASTB into W/X, B/H/S/D and Z registers with
partial, empty and full predicates (CLAST keeps its operand when nothing is active), SPLICE,
SUNPK/UUNPK LO/HI, REVB/REVH/REVW, PUNPKLO/HI on every element size, out of streaming mode
(VL 512) and in it (SVL 256); COMPACT and FADDA (strictly ordered, NaN/overflow inputs) only
out of streaming mode (they are not streaming SVE instructions). Output: each result.
"""
FADDA_IN = [1.0, 1e-8, -1.0, 3.0e38, 3.0e38, float("nan"), 2.5, -0.0] * 2


def _perm_last(b: Body, t: str, pg: str) -> None:
    """LASTA/LASTB and CLASTA/CLASTB into W/X, a SIMD&FP register and Z."""
    r = "x" if t == "d" else "w"
    for q in ("a", "b"):
        for g in (pg, "p7", "p0"):
            b.ins(f"last{q}   {r}9, {g}, z0.{t}")
            b.stx("x9")
            op(b, f"last{q}   {t}10, {g}, z0.{t}", "z1")
            b.ins("mov     x9, #-1")
            b.ins(f"clast{q}  {r}9, {g}, {r}9, z0.{t}")
            b.stx("x9")
            op(b, f"clast{q}  {t}10, {g}, {t}10, z0.{t}", "z1")
            op(b, f"clast{q}  z10.{t}, {g}, z10.{t}, z0.{t}", "z1")


def _perm_non_streaming(b: Body) -> None:
    """COMPACT and FADDA: not streaming SVE instructions."""
    for t in "sd":
        b.ins(f"compact z10.{t}, p{T.index(t) + 1}, z0.{t}")
        b.st()
        b.ins(f"compact z10.{t}, p0, z0.{t}")
        b.st()
    b.ins("adr     x0, fin")
    b.ins("ldr     z3, [x0]")
    for r, g, z in (("s", "p0", "z3.s"), ("s", "p3", "z3.s"), ("d", "p0", "z0.d"),
                    ("h", "p2", "z0.h")):
        b.ins(f"fmov    {r}11, #1.0")
        b.ins(f"fadda   {r}11, {g}, {r}11, {z}")
        b.st("z11")


def _perm_emit(b: Body, streaming: bool) -> None:
    b.load("zin", 0, 3, 0)
    b.ins("ptrue   p0.b")
    b.ins("pfalse  p7.b")
    b.ins("mov     x2, #3")
    b.ins("mov     x3, #11")
    whilelt_all(b, "    // elements 0..7")
    b.ins("cmphi   p5.b, p0/z, z0.b, #127")
    for k in (0, 1, 13, 31, 32, 63, 64, 200):
        op(b, f"ext     z10.b, z10.b, z1.b, #{k}")
    for t in T:
        pg = f"p{T.index(t) + 1}"
        b.ins(f"tbl     z10.{t}, {{z0.{t}}}, z2.{t}")
        b.st()
        b.ins(f"rev     z10.{t}, z0.{t}")
        b.st()
        b.ins(f"rev     p6.{t}, {pg}.{t}")
        b.stp("p6")
        _perm_last(b, t, pg)
        for g in (pg, "p7", "p5"):
            op(b, f"splice  z10.{t}, {g}, z10.{t}, z1.{t}")
    for t in "hsd":
        for m in ("sunpklo", "sunpkhi", "uunpklo", "uunpkhi"):
            b.ins(f"{m} z10.{t}, z0.{'bhs'['hsd'.index(t)]}")
            b.st()
    for t, ms in (("h", ["revb"]), ("s", ["revb", "revh"]), ("d", ["revb", "revh", "revw"])):
        for m in ms:
            op(b, f"{m}    z10.{t}, p{T.index(t) + 1}/m, z0.{t}", "z1")
    for m in ("punpklo", "punpkhi"):
        b.ins(f"{m} p6.h, p5.b")
        b.stp("p6")
    if not streaming:
        _perm_non_streaming(b)


def permute_extract() -> str:
    rng = random.Random(9)
    data = [[rng.getrandbits(8) for _ in range(64)] for _ in range(3)]
    # z2: table indices (small, some out of range) for every element size
    data[2] = [rng.choice([0, 1, 2, 3, 5, 7, 15, 31, 63, 64, 200, 255]) if i % 2 == 0 else 0
               for i in range(64)]
    fin = np.array(FADDA_IN, np.float32).view(np.uint32)
    lines = ["zin:", *byte_lines(sum(data, [])), "fin:",
             *data_lines((int(x) for x in fin), ".word   ", "0x{:08x}", len(fin)),
             "out:    .space  65536"]
    return program(PERM_COVER, _perm_emit, lines)


def generate() -> dict[str, str]:
    """Program path (relative to the repository) -> text."""
    return {f"programs/sve/{f.__name__}.s": f()
            for f in (int_ops_streaming, ld_st_structures, fp_fma_round_cmp, permute_extract)}


if __name__ == "__main__":
    sys.exit(gen_main(MODULE, generate))
