"""Generate the QEMU-compared SME2 multi-vector programs: programs/sme2/multi_int.s,
multi_fp.s, multi_cvt.s, narrow_sat.s, zip_sel.s and svl128.s (in this order: they draw their
operand pools and vector offsets from one random stream, seed 4242).

    python3 -m tools.gen_sme2_multi           # rewrite the six files
    python3 -m tools.gen_sme2_multi --check   # exit 1 if a file differs

Pools are sized for 64-byte vectors (SVL 512); each result group is dumped, so
tests/test_qemu_diff.py compares every result byte with QEMU 11.1.
"""
from __future__ import annotations

import random
import struct
import sys

import attrs

from tools.gen_common import (IND, OUT_SIZE, START, Body, byte_lines, comments, finish, header,
                              prctl_vl)
from tools.gen_common import main as gen_main

MODULE = "tools.gen_sme2_multi"
VB = 64                 # bytes per pool vector
T = "bhsd"
STOP = ["smstop", *OUT_SIZE, "mov     x0, #1"]
SPEC16 = [0x7e00, 0x7c00, 0xfc00, 0x0000, 0x8000, 0x0001, 0x83ff, 0x7bff, 0xfbff, 0x7d23, 0xfe55,
          0x3c00, 0xbc00, 0x0400, 0x3800, 0xb800]
SPEC32 = [0x7fc00000, 0x7f800000, 0xff800000, 0x0, 0x80000000, 0x1, 0x807fffff, 0x7f7fffff,
          0x7f812345, 0xffc0dead, 0x3f800000, 0xbfc00000, 0x40200000, 0xc0200000, 0x3effffff,
          0x4b000001, 0x4f400000, 0xcf400000, 0x4effffff, 0xcf000000, 0x477fe000, 0x477ff000,
          0x477fefff, 0x33000000, 0x33000001, 0x3f801000, 0x3f800800, 0x3f818000, 0x4f800000,
          0x5f000000, 0xbf000000, 0x3fc00000, 0x40600000, 0x00800000]
SPEC64 = [0x7ff8000000000000, 0x7ff0000000000000, 0xfff0000000000000, 0, 1 << 63, 1,
          0x800fffffffffffff, 0x7fefffffffffffff, 0x7ff0000000012345, 0xfff8deadbeef0000,
          0x3ff0000000000000, 0xbff8000000000000]
PACK = {2: "<e", 4: "<f", 8: "<d"}


def _elem(v: int, esz: int) -> bytes:
    return (v & ((1 << (8 * esz)) - 1)).to_bytes(esz, "little")


def fpool(rng: random.Random, esz: int, spec: list[int], nvec: int) -> bytes:
    """45% specials, the rest random values within +-512."""
    out = bytearray()
    for _ in range(nvec * VB // esz):
        if rng.random() < 0.45:
            v = rng.choice(spec)
        else:
            x = rng.uniform(-8, 8) * 2.0 ** rng.randint(-6, 6)
            v = int.from_bytes(struct.pack(PACK[esz], x), "little")
        out += v.to_bytes(esz, "little")
    return bytes(out)


def ipool(rng: random.Random, nvec: int) -> bytes:
    """Random bytes, 20% of them 0x00/0x7f/0x80/0xff/0x01."""
    return bytes(rng.choice([0, 0x7f, 0x80, 0xff, 1]) if rng.random() < 0.2 else rng.getrandbits(8)
                 for _ in range(nvec * VB))


def nat(rng: random.Random, esz: int, nvec: int) -> bytes:
    """Integers for narrowing: small, boundary and random values of esz bytes."""
    bits = 8 * esz
    b = [0, 1, -1, 127, 128, -128, -129, 255, 256, 32767, 32768, -32768, -32769, 65535, 65536,
         (1 << (bits - 1)) - 1, -(1 << (bits - 1)), 0x7fff8000, 0x7fff7fff, 383, 384, -384, -385,
         0xff80, 0xff7f]
    out = bytearray()
    for _ in range(nvec * VB // esz):
        r = rng.random()
        if r < 0.3:
            v = rng.choice(b)
        elif r < 0.6:
            v = rng.randint(-70000, 70000) << rng.randint(0, bits - 18)
        else:
            v = rng.getrandbits(bits)
        out += _elem(v, esz)
    return bytes(out)


def shifts(rng: random.Random, esz: int, nvec: int) -> bytes:
    """Whole-element signed shift amounts (SME2 SRSHL/URSHL saturate them to +-(esize+1))."""
    vals = [-65, -64, -63, -33, -32, -31, -17, -16, -15, -9, -8, -7, -3, -2, -1, 0, 1, 2, 3, 7, 8,
            9, 15, 16, 17, 31, 32, 33, 63, 64, 65, -128, 127, -1000, 1000, -(1 << (8 * esz - 1)),
            (1 << (8 * esz - 1)) - 1]
    return b"".join(_elem(rng.choice(vals) if rng.random() < 0.6 else rng.randint(-10, 10), esz)
                    for _ in range(nvec * VB // esz))


def extremes(rng: random.Random, esz: int, nvec: int) -> bytes:
    """Elements MIN, MAX, -1, 0, 1, MIN+1 or random: SQDMULH's saturating MIN * MIN."""
    bits = 8 * esz
    vals = [-(1 << (bits - 1)), (1 << (bits - 1)) - 1, -1, 0, 1, -(1 << (bits - 1)) + 1]
    out = bytearray()
    for i in range(nvec * VB // esz):
        v = rng.choice(vals) if rng.random() < 0.6 else rng.getrandbits(bits)
        if i % (32 // esz) == 0:  # element 0 of every 256-bit vector: MIN (MIN * MIN saturates)
            v = vals[0]
        out += _elem(v, esz)
    return bytes(out)


def pn(esz: int, count: int, inv: bool = False) -> int:
    """A predicate-as-counter value (16 bits): element size, count, invert."""
    t = esz.bit_length() - 1
    return ((1 << t) | (count << (t + 1)) | (0x8000 if inv else 0)) & 0xffff


@attrs.define
class Prog:
    """One program: its body, its data pools and (when set) the streaming vector length."""

    body: Body = attrs.field(factory=Body)
    pools: dict[str, bytes] = attrs.field(factory=dict)
    svlb: int | None = None

    def store(self, first: int, cnt: int) -> None:
        for k in range(cnt):
            self.body.st(f"z{first + k}")

    def steps(self, rng: random.Random, steps: list[tuple[str, int, int, int, str]]) -> None:
        """(pool, first, cnt, span, instruction): load z<first>.. from a random vector offset
        below `span` of `pool`, then the instruction."""
        for pool, first, cnt, span, text in steps:
            self.body.load(pool, first, cnt, rng.randrange(0, span))
            self.body.ins(text)

    def load_pns(self) -> None:
        """p8-p15 = the eight counters of the pool `pns`."""
        self.body.ins("adr     x1, pns")
        for k in range(8):
            self.body.ins(f"ldr     p{8 + k}, [x1, #{k}, mul vl]")

    def text(self, cover: str) -> str:
        head = [*START, *(prctl_vl(self.svlb) if self.svlb else []), IND + "smstart",
                IND + "adr     x20, out"]
        data = [line for name, pool in self.pools.items()
                for line in [f"{name}:", *byte_lines(pool)]]
        data += [IND + ".bss", IND + ".balign 16", "out:    .skip   65536"]
        return (header(MODULE) + "// QEMU: compare\n// assembler: clang\n" + comments(cover)
                + "// CHECK: exit == 0\n" + "\n".join(head + self.body.lines) + "\n"
                + finish(STOP, data))


def _sel_groups(p: Prog, rng: random.Random, extra_load: bool) -> None:
    """SEL x2 (even counters) and x4 (odd counters) under pn8-pn15, every element size."""
    for esz in (1, 2, 4, 8):
        t = T[esz.bit_length() - 1]
        for k in range(8):
            cnt = 2 if k % 2 == 0 else 4
            p.body.load("ints", 0, 8, rng.randrange(0, 8))
            if extra_load:
                p.body.load("ints", 16, 4, rng.randrange(0, 12))
            p.body.ins(f"sel {{z16.{t}-z{15 + cnt}.{t}}}, pn{8 + k}, "
                       f"{{z0.{t}-z{cnt - 1}.{t}}}, {{z4.{t}-z{3 + cnt}.{t}}}")
            p.store(16, cnt)


# ---------------------------------------------------------------- integer multi-vector ops
INT_COVER = """\
Covers: SME2 multi-vector SMAX/SMIN/UMAX/UMIN, ADD, SRSHL/URSHL, SQDMULH with a single and a
multi second operand (x2 and x4), SCLAMP/UCLAMP (single-vector and x2/x4), SUNPK/UUNPK (x2,
x4, destination overlapping the source), every element size, on random bytes with
0x00/0x7f/0x80/0xff boundaries (SQDMULH on MIN/MAX/-1/0/1 elements, MIN * MIN in lane 0);
the shift operands take every interesting whole-element amount (0, +-1, +-(esize-1),
+-esize, +-(esize+1), +-1000, MIN, MAX). Output: each result.
"""


def _int_binary(p: Prog, rng: random.Random, esz: int, t: str) -> None:
    for m in ("smax", "smin", "umax", "umin", "add", "srshl", "urshl", "sqdmulh"):
        spool = f"shf{esz}" if "rshl" in m else f"ext{esz}" if m == "sqdmulh" else "ints"
        first = spool if m == "sqdmulh" else "ints"
        for cnt in (2, 4):
            g = f"{{z0.{t}-z{cnt - 1}.{t}}}"
            zm = 15 if cnt == 4 else 9      # single second operand
            p.body.load(first, 0, cnt, rng.randrange(0, 4))
            p.body.load(spool, zm, 1, rng.randrange(0, 8))
            p.body.ins(f"{m} {g}, {g}, z{zm}.{t}")
            p.store(0, cnt)
            if m == "add":
                continue
            p.body.load(first, 4, cnt, rng.randrange(0, 4))
            p.body.load(spool, 8, cnt, rng.randrange(0, 4))
            g4 = f"{{z4.{t}-z{3 + cnt}.{t}}}"
            p.body.ins(f"{m} {g4}, {g4}, {{z8.{t}-z{7 + cnt}.{t}}}")
            p.store(4, cnt)


def multi_int(rng: random.Random) -> str:
    p = Prog()
    p.pools = {"ints": ipool(rng, 16), **{f"shf{e}": shifts(rng, e, 8) for e in (1, 2, 4, 8)},
               **{f"ext{e}": extremes(rng, e, 8) for e in (1, 2, 4, 8)}}
    for esz in (1, 2, 4, 8):
        t = T[esz.bit_length() - 1]
        _int_binary(p, rng, esz, t)
        for m in ("sclamp", "uclamp"):
            p.body.load("ints", 0, 6, rng.randrange(0, 10))
            p.body.ins(f"{m} z0.{t}, z1.{t}, z2.{t}")
            p.body.ins(f"{m} {{z4.{t}-z5.{t}}}, z3.{t}, z1.{t}")
            p.body.load("ints", 8, 4, rng.randrange(0, 12))
            p.body.ins(f"{m} {{z8.{t}-z11.{t}}}, z2.{t}, z3.{t}")
            p.store(0, 1)
            p.store(4, 2)
            p.store(8, 4)
        if esz > 1:
            h = T[esz.bit_length() - 2]
            for m in ("sunpk", "uunpk"):
                p.body.load("ints", 2, 2, rng.randrange(0, 12))
                p.body.ins(f"{m} {{z4.{t}-z5.{t}}}, z3.{h}")
                p.body.ins(f"{m} {{z8.{t}-z11.{t}}}, {{z2.{h}-z3.{h}}}")
                p.body.ins(f"{m} {{z2.{t}-z3.{t}}}, z2.{h}")
                p.store(2, 10)
    return p.text(INT_COVER)


# ---------------------------------------------------------------- fp min/max/clamp
FP_COVER = """\
Covers: SME2 multi-vector FMAX/FMIN/FMAXNM/FMINNM (single and multi second operand, x2 and
x4) and FCLAMP (single-vector and x2/x4) for .h/.s/.d on pools mixing random normals with
quiet and signalling NaNs (payloads, negative), +-inf, +-0, subnormals and the largest
normals. Output: each result group.
"""


def multi_fp(rng: random.Random) -> str:
    p = Prog()
    p.pools = {"fh": fpool(rng, 2, SPEC16, 12), "fs": fpool(rng, 4, SPEC32, 12),
               "fd": fpool(rng, 8, SPEC64, 12)}
    for esz, pool in ((2, "fh"), (4, "fs"), (8, "fd")):
        t = T[esz.bit_length() - 1]
        for m in ("fmax", "fmin", "fmaxnm", "fminnm"):
            for cnt in (2, 4):
                g = f"{{z0.{t}-z{cnt - 1}.{t}}}"
                p.body.load(pool, 0, cnt, rng.randrange(0, 8))
                p.body.load(pool, 12, 1, rng.randrange(0, 12))
                p.body.ins(f"{m} {g}, {g}, z12.{t}")
                p.store(0, cnt)
                g4 = f"{{z4.{t}-z{3 + cnt}.{t}}}"
                p.body.load(pool, 4, cnt, rng.randrange(0, 8))
                p.body.load(pool, 8, cnt, rng.randrange(0, 8))
                p.body.ins(f"{m} {g4}, {g4}, {{z8.{t}-z{7 + cnt}.{t}}}")
                p.store(4, cnt)
        p.body.load(pool, 0, 8, rng.randrange(0, 4))
        p.body.ins(f"fclamp z0.{t}, z1.{t}, z2.{t}")
        p.body.ins(f"fclamp {{z4.{t}-z5.{t}}}, z3.{t}, z1.{t}")
        p.body.load(pool, 8, 4, rng.randrange(0, 8))
        p.body.ins(f"fclamp {{z8.{t}-z11.{t}}}, z2.{t}, z7.{t}")
        p.store(0, 1)
        p.store(4, 2)
        p.store(8, 4)
    return p.text(FP_COVER)


# ---------------------------------------------------------------- conversions
CVT_COVER = """\
Covers: SME2 FCVT/BFCVT (two .s registers to one .h, concatenated) and FCVTN/BFCVTN
(interleaved), FRINTN/FRINTM/FRINTP/FRINTA, FCVTZS/FCVTZU, SCVTF/UCVTF on x2 and x4 groups.
Inputs: NaNs with payloads (quiet, signalling), +-inf, +-0, f32 and f16 subnormals, halfway
cases for f16/bf16 rounding (65520 -> inf, 1+2^-11, 1+2^-8 ...), x.5 ties, values beyond the
int32/uint32 range for the saturating conversions, random ints for SCVTF/UCVTF.
"""


def multi_cvt(rng: random.Random) -> str:
    p = Prog()
    p.pools = {"fs": fpool(rng, 4, SPEC32, 12), "is": nat(rng, 4, 8)}
    for m in ("fcvt", "bfcvt", "fcvtn", "bfcvtn"):
        for at in (0, 5):
            p.body.load("fs", 2, 2, at + rng.randrange(0, 4))
            p.body.ins(f"{m} z31.h, {{z2.s-z3.s}}")
            p.store(31, 1)
    for m in ("frintn", "frintm", "frintp", "frinta", "fcvtzs", "fcvtzu", "scvtf", "ucvtf"):
        pool = "is" if m.endswith("cvtf") else "fs"
        for cnt in (2, 4):
            d = 8 if cnt == 4 else 10
            p.body.load(pool, 4, cnt, rng.randrange(0, 4))
            p.body.ins(f"{m} {{z{d}.s-z{d + cnt - 1}.s}}, {{z4.s-z{3 + cnt}.s}}")
            p.store(d, cnt)
    return p.text(CVT_COVER)


# ---------------------------------------------------------------- saturating narrowing
NARROW_COVER = """\
Covers: SME2 saturating narrowing SQCVT/UQCVT/SQCVTU (concatenated) and SQCVTN/UQCVTN/SQCVTUN
(interleaved), SQRSHR/UQRSHR/SQRSHRU and SQRSHRN/UQRSHRN/SQRSHRUN with the smallest, a middle
and the largest shift: .s x2 -> .h, .s x4 -> .b, .d x4 -> .h. Inputs: 0, +-1, the signed and
unsigned limits of every width and one beyond, rounding halfway points (383/384), random.
"""


def narrow_sat(rng: random.Random) -> str:
    p = Prog()
    p.pools = {"ns": nat(rng, 4, 8), "nd": nat(rng, 8, 8)}
    forms = [(m, ("", "", "")) for m in ("sqcvt", "uqcvt", "sqcvtu", "sqcvtn", "uqcvtn", "sqcvtun")]
    forms += [(m, tuple(f", #{s}" for s in sh))
              for m in ("sqrshr", "uqrshr", "sqrshru", "sqrshrn", "uqrshrn", "sqrshrun")
              for sh in ((1, 1, 1), (7, 13, 33), (16, 32, 64))]
    for m, (s2, s4, s8) in forms:
        p.steps(rng, [("ns", 4, 2, 6, f"{m} z1.h, {{z4.s-z5.s}}{s2}"),
                      ("ns", 8, 4, 4, f"{m} z2.b, {{z8.s-z11.s}}{s4}"),
                      ("nd", 12, 4, 4, f"{m} z3.h, {{z12.d-z15.d}}{s8}")])
        p.store(1, 3)
    return p.text(NARROW_COVER)


# ---------------------------------------------------------------- zip/uzp/sel at SVL 512
ZIP_COVER = """\
Covers: SME2 ZIP/UZP (two registers from two vectors, and four registers) for .b/.h/.s/.d/.q,
with a source repeated and the x4 destination equal to its source; SEL (x2 and x4) under
predicate-as-counter values in PN8-PN15 for every counter element size, counts inside the
first vector, across vectors, zero, larger than the group, inverted, and an all-zero
(no-element) counter. prctl(PR_SME_SET_VL = 63, 64) first: SVL 512, because ZIP/UZP .Q with
four registers is UNDEFINED below it (Arm ARM: VL < esize * 4). Output: each result group.
"""


def zip_sel(rng: random.Random) -> str:
    p = Prog(svlb=64)
    cnts = [pn(4, 5), pn(1, 37), pn(2, 0), pn(8, 3), 0, pn(4, 13, True), pn(1, 200), pn(2, 9, True)]
    pdata = b"".join(v.to_bytes(2, "little") + bytes(VB // 8 - 2) for v in cnts)
    p.pools = {"ints": ipool(rng, 16), "pns": pdata}
    for esz in (1, 2, 4, 8, 16):
        t = "bhsdq"[esz.bit_length() - 1]
        for m in ("zip", "uzp"):
            p.body.load("ints", 2, 2, rng.randrange(0, 12))
            p.body.ins(f"{m} {{z0.{t}-z1.{t}}}, z2.{t}, z3.{t}")
            p.body.ins(f"{m} {{z4.{t}-z5.{t}}}, z3.{t}, z3.{t}")
            p.store(0, 2)
            p.store(4, 2)
            p.body.load("ints", 4, 4, rng.randrange(0, 12))
            p.body.ins(f"{m} {{z8.{t}-z11.{t}}}, {{z4.{t}-z7.{t}}}")
            p.body.ins(f"{m} {{z4.{t}-z7.{t}}}, {{z4.{t}-z7.{t}}}")
            p.store(8, 4)
            p.store(4, 4)
    p.load_pns()
    _sel_groups(p, rng, extra_load=True)
    return p.text(ZIP_COVER)


# ---------------------------------------------------------------- SVL 128
SVL128_COVER = """\
Covers: SME2 multi-vector operations at SVL 128 (prctl(PR_SME_SET_VL = 63, 16)), where a
predicate-as-counter has fewer count bits (Log2(VL/8 * 4) = 6): SEL x2/x4 under counters
of every element size, counts inside and beyond the group, above the field (ignored bits),
inverted and zero; ZIP/UZP with few elements per vector (.d x2 at its minimum VL);
FCVTN/BFCVT, SQCVTN, UQRSHRN, SQRSHRU with 4-element vectors.
"""


def svl128(rng: random.Random) -> str:
    p = Prog(svlb=16)
    cnts = [pn(1, 20), pn(2, 7, True), pn(4, 3), pn(8, 3), pn(1, 100), pn(4, 31, True), pn(2, 63),
            0]
    pdata = b"".join(v.to_bytes(2, "little") for v in cnts)
    p.pools = {"ints": ipool(rng, 16), "pns": pdata, "fs": fpool(rng, 4, SPEC32, 8),
               "ns": nat(rng, 4, 8), "nd": nat(rng, 8, 8)}
    p.load_pns()
    _sel_groups(p, rng, extra_load=False)
    for t in "bhs":
        p.body.load("ints", 4, 4, rng.randrange(0, 12))
        p.body.ins(f"zip {{z8.{t}-z11.{t}}}, {{z4.{t}-z7.{t}}}")
        p.body.ins(f"uzp {{z12.{t}-z13.{t}}}, z4.{t}, z5.{t}")
        p.store(8, 6)
    p.body.ins("zip {z8.d-z9.d}, z4.d, z5.d")
    p.body.ins("uzp {z10.d-z11.d}, z4.d, z5.d")
    p.store(8, 4)
    for m in ("fcvtn", "bfcvt"):
        p.body.load("fs", 2, 2, rng.randrange(0, 6))
        p.body.ins(f"{m} z1.h, {{z2.s-z3.s}}")
        p.store(1, 1)
    for m, s4, s8 in (("sqcvtn", "", ""), ("uqrshrn", ", #9", ", #40"),
                      ("sqrshru", ", #9", ", #40")):
        p.steps(rng, [("ns", 4, 4, 4, f"{m} z1.b, {{z4.s-z7.s}}{s4}"),
                      ("nd", 8, 4, 4, f"{m} z2.h, {{z8.d-z11.d}}{s8}")])
        p.store(1, 2)
    return p.text(SVL128_COVER)


def generate() -> dict[str, str]:
    """Program path (relative to the repository) -> text; one random stream, in this order."""
    rng = random.Random(4242)
    return {f"programs/sme2/{f.__name__}.s": f(rng)
            for f in (multi_int, multi_fp, multi_cvt, narrow_sat, zip_sel, svl128)}


if __name__ == "__main__":
    sys.exit(gen_main(MODULE, generate))
