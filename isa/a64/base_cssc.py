"""Integer instructions of FEAT_CSSC and FEAT_CRC32 (Arm ARM C6.2), both in QEMU 11.1 ``-cpu
max`` (ID_AA64ISAR2_EL1.CSSC, ID_AA64ISAR0_EL1.CRC32):

* ABS, CNT, CTZ Rd, Rn; SMAX/SMIN/UMAX/UMIN Rd, Rn, Rm | #imm8 (signed or unsigned);
* CRC32B/H/W/X and CRC32CB/CH/CW/CX Wd, Wn, Wm|Xm: the bit-reflected CRC-32 (polynomial
  0x04C11DB7) and CRC-32C (0x1EDC6F41) of the low byte/half/word/doubleword of Rm, accumulated
  onto Wn without the inversions software CRCs add.
"""
from __future__ import annotations

from . import encoding as E
from .table import Args, insn

_MINMAX = {"smax": (True, max), "smin": (True, min), "umax": (False, max), "umin": (False, min)}


@insn("abs", "cnt", "ctz", klass="int", first="Gpr")
def unary(a: Args):
    """ABS (two's complement: the most negative value is itself), CNT (population count), CTZ
    (trailing zeros; the width for zero)."""
    a.count(2, usage="Rd, Rn")
    d, is64 = a.gpr(0, write=True)
    n, _ = a.gpr(1)
    a.same_width(0, 1)
    bits = 64 if is64 else 32
    mask = (1 << bits) - 1
    m = a.m

    def bind(cpu, idx):
        x, nxt = cpu.x, idx + 1

        def run():
            v = x[n] & mask
            if m == "abs":
                r = (-v if v >> (bits - 1) else v) & mask
            elif m == "cnt":
                r = bin(v).count("1")
            else:
                r = ((v & -v).bit_length() - 1) if v else bits
            x[d] = r
            return nxt
        return run
    return bind


@insn(*_MINMAX, klass="int", first="Gpr")
def minmax(a: Args):
    """SMAX/SMIN/UMAX/UMIN Rd, Rn, Rm | #imm (signed -128..127 or unsigned 0..255)."""
    a.count(3, usage="Rd, Rn, Rm|#imm")
    d, is64 = a.gpr(0, write=True)
    n, _ = a.gpr(1)
    signed, op = _MINMAX[a.m]
    bits = 64 if is64 else 32
    mask = (1 << bits) - 1
    if a.is_imm(2):
        imm = a.imm(2, -128 if signed else 0, 127 if signed else 255)
        m = None
    else:
        m, _ = a.gpr(2)
        a.same_width(0, 1, 2)
        imm = 0

    def val(v: int) -> int:
        v &= mask
        return v - (1 << bits) if signed and v >> (bits - 1) else v

    def bind(cpu, idx):
        x, nxt = cpu.x, idx + 1
        if m is None:
            def run():
                x[d] = op(val(x[n]), imm) & mask
                return nxt
        else:
            def run():
                x[d] = op(val(x[n]), val(x[m])) & mask
                return nxt
        return run
    return bind


_CRC = {f"crc32{c}{s}": (c == "c", {"b": 1, "h": 2, "w": 4, "x": 8}[s])
        for c in ("", "c") for s in "bhwx"}


def crc32_update(acc: int, data: int, nbytes: int, castagnoli: bool) -> int:
    """One CRC32 instruction: reflected polynomial division, no pre/post inversion."""
    poly = 0x82F63B78 if castagnoli else 0xEDB88320
    acc ^= data & ((1 << (8 * nbytes)) - 1)
    for _ in range(8 * nbytes):
        acc = (acc >> 1) ^ (poly if acc & 1 else 0)
    return acc & 0xFFFFFFFF


@insn(*_CRC, klass="int")
def crc32(a: Args):
    """CRC32{C}B/H/W Wd, Wn, Wm; CRC32{C}X Wd, Wn, Xm."""
    a.count(3, usage="Wd, Wn, Wm (Xm for crc32x/crc32cx)")
    c, nbytes = _CRC[a.m]
    d, _ = a.gpr(0, write=True, width=32)
    n, _ = a.gpr(1, width=32)
    m, _ = a.gpr(2, width=64 if nbytes == 8 else 32)

    def bind(cpu, idx):
        x, nxt = cpu.x, idx + 1

        def run():
            x[d] = crc32_update(x[n] & 0xFFFFFFFF, x[m], nbytes, c)
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- encodings
def _fmt_unary(f):
    m = {0b001000: "abs", 0b000111: "cnt", 0b000110: "ctz"}.get(f.op)
    return m and f"{m} {E.r(f.sf, f.Rd)}, {E.r(f.sf, f.Rn)}"


def _fmt_minmax_imm(f):
    if f.opc > 3:
        return None
    m = ("smax", "umax", "smin", "umin")[f.opc]
    v = E.sext(f.imm8, 8) if m[0] == "s" else f.imm8
    return f"{m} {E.r(f.sf, f.Rd)}, {E.r(f.sf, f.Rn)}, {E.himm(v)}"


def _fmt_minmax(f):
    m = ("smax", "umax", "smin", "umin")[f.opc]
    return f"{m} {E.r(f.sf, f.Rd)}, {E.r(f.sf, f.Rn)}, {E.r(f.sf, f.Rm)}"


def _fmt_crc(f):
    if (f.sz == 3) != bool(f.sf):
        return None
    m = f"crc32{'c' if f.C else ''}{'bhwx'[f.sz]}"
    return f"{m} {E.w(f.Rd)}, {E.w(f.Rn)}, {E.r(f.sz == 3, f.Rm)}"


E.ENC("abs", "sf:1 1 0 11010110 00000 op:6 Rn:5 Rd:5", _fmt_unary, aliases=("cnt", "ctz"))
E.ENC("smax", "sf:1 0 0 100011 1 opc:4 imm8:8 Rn:5 Rd:5", _fmt_minmax_imm,
      aliases=("smin", "umax", "umin"))
E.ENC("smax", "sf:1 0 0 11010110 Rm:5 0110 opc:2 Rn:5 Rd:5", _fmt_minmax,
      aliases=("smin", "umax", "umin"))
E.ENC("crc32b", "sf:1 0 0 11010110 Rm:5 010 C:1 sz:2 Rn:5 Rd:5", _fmt_crc, aliases=tuple(_CRC))
