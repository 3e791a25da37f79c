"""Random data and operand spellings for the random differential programs (tools/randprog.py):
register values that mix NaN payloads, infinities, subnormals, signed zeros and values near 1
in every element size, predicates of every shape, and operands that alias on purpose."""
from __future__ import annotations

import random
import struct
from typing import Callable

VL, SVL = 64, 32  # bytes: QEMU 11.1 -cpu max user-mode defaults (SVE 512 bits, SME 256 bits)
SCRATCH = 512
XREGS = list(range(27))  # writable by random instructions (x27/x28 are reserved)

F16 = [0x7E00, 0x7C01, 0x7D23, 0xFE00, 0x7C00, 0xFC00, 0x0001, 0x03FF, 0x0400, 0x8000, 0x0000,
       0x3C00, 0x3C01, 0xBBFF, 0x7BFF, 0x1400]
F32 = [0x7FC00000, 0x7F800001, 0x7FC12345, 0xFFC00001, 0x7FA00000, 0x7F800000, 0xFF800000,
       0x00000001, 0x807FFFFF, 0x00800000, 0x80000000, 0x00000000, 0x3F800000, 0x3F800001,
       0xBF7FFFFF, 0x7F7FFFFF, 0x39800000, 0x3F801000]
F64 = [0x7FF8000000000000, 0x7FF0000000000001, 0x7FF8000000012345, 0xFFF4000000000000,
       0x7FF0000000000000, 0xFFF0000000000000, 0x0000000000000001, 0x800FFFFFFFFFFFFF,
       0x0010000000000000, 0x8000000000000000, 0x0, 0x3FF0000000000000, 0x3FF0000000000001,
       0xBFEFFFFFFFFFFFFF, 0x7FEFFFFFFFFFFFFF, 0x3FF0000200000000]
XVALS = [0, 1, 2, 0xFFFFFFFFFFFFFFFF, 0x7FFFFFFFFFFFFFFF, 0x8000000000000000, 0xFFFFFFFF,
         0x80000000, 0x7FFFFFFF, 0xDEADBEEF00000005, 0xFFFFFFFF80000000, 0x123456789ABCDEF0,
         63, 64, 0x100000000, 0xCAFEF00D7FFFFFFF]
LOGIMM_X = ["#0xff", "#0xffff", "#0xf0f0f0f0f0f0f0f0", "#0x5555555555555555", "#0xfffffffffffffffe",
            "#0x1"]
LOGIMM_W = ["#0xff", "#0xffff0000", "#0x55555555", "#0x1", "#0x7ffffffe"]
FP_IMM = {"fadd": ("0.5", "1.0"), "fsub": ("0.5", "1.0"), "fmul": ("0.5", "2.0"),
          "fmax": ("0.0", "1.0")}  # the immediates SVE FADD/FSUB/FMUL/FMAX (immediate) encode
CONDS = ["eq", "ne", "cs", "cc", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt", "gt", "le"]
SZ = {"b": 1, "h": 2, "s": 4, "d": 8}
# every special value of each FP size, in .data under FP_SPECIALS (randprog.program_text): the
# scalar FP generator loads its operands from there, so every pair of them meets every form
FP_SPECIALS = "fp_specials"
SPECIALS = {"h": F16, "s": F32, "d": F64}

# ----------------------------------------------------------------------------- data
def random_chunk(rng: random.Random) -> bytes:
    """8 bytes of one random kind: raw, small integers, or FP values of one element size."""
    k = rng.randrange(6)
    if k == 0:
        return rng.randbytes(8)
    if k == 1:
        return bytes(rng.choice((0, 1, 2, 0xFF, 0xFE, 0x7F, 0x80)) for _ in range(8))
    if k == 2:
        return struct.pack("<Q", rng.choice(F64) if rng.random() < 0.6 else
                           struct.unpack("<Q", struct.pack("<d", rng.uniform(-4, 4)))[0])
    if k == 3:
        return b"".join(struct.pack("<I", rng.choice(F32) if rng.random() < 0.6 else
                                    struct.unpack("<I", struct.pack("<f", rng.uniform(-4, 4)))[0])
                        for _ in range(2))
    if k == 4:
        return b"".join(struct.pack("<H", rng.choice(F16) if rng.random() < 0.6 else
                                    struct.unpack("<H", struct.pack("<e", rng.uniform(-4, 4)))[0])
                        for _ in range(4))
    return b"".join(struct.pack("<H", rng.choice(F32) >> 16) for _ in range(4))  # bf16


def random_bytes(rng: random.Random, n: int) -> bytes:
    return b"".join(random_chunk(rng) for _ in range(-(-n // 8)))[:n]


def random_pred(rng: random.Random, n: int) -> bytes:
    """Predicate bytes: all-true / all-false / partial / random patterns of one element size."""
    k = rng.randrange(4)
    if k == 0:
        return b"\xff" * n
    if k == 1:
        return bytes(n)
    bits = rng.choice((0x01, 0x11, 0x55, 0xFF))  # .d .s .h .b lane patterns
    if k == 2:
        cut = rng.randrange(n + 1)
        return bytes([bits] * cut + [0] * (n - cut))
    return bytes(b & rng.randrange(256) for b in [bits] * n)


# ----------------------------------------------------------------------------- operands
class Ops:
    """Random operand spellings with deliberate aliasing."""

    def __init__(self, rng: random.Random):
        self.r = rng
        self.last_x: list[int] = []
        self.last_z: list[int] = []

    def xn(self, w: bool = False, zr: bool = True) -> str:
        r = self.r
        if self.last_x and r.random() < 0.35:
            n = r.choice(self.last_x)
        elif zr and r.random() < 0.08:
            return "wzr" if w else "xzr"
        else:
            n = r.choice(XREGS)
        self.last_x = (self.last_x + [n])[-3:]
        return f"{'w' if w else 'x'}{n}"

    def xd(self, w: bool = False) -> str:
        return self.xn(w, zr=False)

    def z(self, t: str = "", hi: int = 31) -> str:
        """A Z register, often one of the last few (so Zd == Zn == Zm happens)."""
        recent = [n for n in self.last_z if n <= hi]
        n = self.r.choice(recent) if recent and self.r.random() < 0.3 else self.r.randint(0, hi)
        self.last_z = (self.last_z + [n])[-3:]
        return f"z{n}" + (f".{t}" if t else "")

    def p(self, hi: int = 15) -> str:
        return f"p{self.r.randint(0, hi)}"

    def t(self, sizes: str = "bhsd") -> str:
        return self.r.choice(sizes)

    def zlist(self, t: str, n: int) -> str:
        base = self.r.randrange(0, 32, n)
        return "{" + f"z{base}.{t}-z{base + n - 1}.{t}" + "}"

    def zlist_alias(self, t: str, n: int) -> str:
        """A consecutive list that, more often than not, is the last one made or overlaps it
        (its first register inside the last list: destination and sources alias)."""
        last = getattr(self, "_last_list", None)
        if last is not None and self.r.random() < 0.6:
            base = last - last % n if self.r.random() < 0.5 else (last + n) % 32 // n * n
        else:
            base = self.r.randrange(0, 32, n)
        self._last_list = base
        return "{" + f"z{base}.{t}-z{base + n - 1}.{t}" + "}"

    def z_in_last_list(self, t: str, hi: int = 31) -> str:
        """A single Z register from the last list when it fits ``hi`` (an operand that is also
        a member of a list operand), else any."""
        last = getattr(self, "_last_list", None)
        if last is not None and last + 1 <= hi and self.r.random() < 0.6:
            return f"z{last + self.r.randrange(2)}.{t}"
        return self.z(t, hi)

    def imm(self, lo: int, hi: int) -> str:
        return f"#{self.r.randint(lo, hi)}"


Gen = Callable[[Ops], str]
