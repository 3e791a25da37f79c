"""Base A64 bitfields (UBFX/SBFX/UBFIZ/SBFIZ/BFI/BFXIL, BFM/UBFM/SBFM), extends and bit
counting (CLZ/CLS/RBIT/REV)."""
from __future__ import annotations

from .base import _BITS, _MASK
from .bits import sext
from .table import Args, insn


# ----------------------------------------------------------------------------- bitfields
def _bitfield(d, n, is64, immr, imms, signed, keep_dst):
    """BFM/SBFM/UBFM (Arm ARM shared pseudocode, with DecodeBitMasks' wmask/tmask)."""
    bits = _BITS[is64]
    mask = _MASK[is64]

    def ones(k):
        return (1 << k) - 1

    def ror(v, s):
        return ((v >> s) | (v << (bits - s))) & mask if s else v

    # DecodeBitMasks(N, imms, immr, immediate=False)
    levels = bits - 1
    s_, r_ = imms & levels, immr & levels
    diff = (s_ - r_) & levels
    welem = ones(s_ + 1)
    telem = ones(diff + 1)
    wmask = ror(welem, r_)
    tmask = telem

    def run_value(src, dst):
        bot = (dst & ~wmask | ror(src, r_) & wmask) if keep_dst else (ror(src, r_) & wmask)
        top = (mask if (src >> s_) & 1 else 0) if signed else (dst if keep_dst else 0)
        return ((top & ~tmask) | (bot & tmask)) & mask
    return run_value


def _bf_decode(a: Args, kind: str):
    a.count(4, usage="Xd, Xn, #lsb, #width")
    d, is64 = a.gpr(0, write=True)
    n, _ = a.gpr(1)
    a.same_width(0, 1)
    bits = _BITS[is64]
    lsb = a.imm(2, 0, bits - 1, "lsb")
    width = a.imm(3, 1, bits - lsb, "width")
    if kind in ("ubfx", "sbfx", "bfxil"):
        immr, imms = lsb, lsb + width - 1
    else:  # ubfiz, sbfiz, bfi
        immr, imms = (-lsb) % bits, width - 1
    return d, n, is64, immr, imms


@insn("ubfx", "sbfx", "ubfiz", "sbfiz", "bfi", "bfxil")
def bitfield(a: Args):
    d, n, is64, immr, imms = _bf_decode(a, a.m)
    fn = _bitfield(d, n, is64, immr, imms, a.m[0] == "s", a.m.startswith("bf"))
    return _unary_dst(d, n, fn)


@insn("ubfm", "sbfm", "bfm")
def bfm(a: Args):
    a.count(4, usage="Xd, Xn, #immr, #imms")
    d, is64 = a.gpr(0, write=True)
    n, _ = a.gpr(1)
    a.same_width(0, 1)
    bits = _BITS[is64]
    immr = a.imm(2, 0, bits - 1, "immr")
    imms = a.imm(3, 0, bits - 1, "imms")
    return _unary_dst(d, n, _bitfield(d, n, is64, immr, imms, a.m[0] == "s", a.m == "bfm"))


def _unary_dst(d, n, fn):
    def bind(cpu, idx):
        x, nxt = cpu.x, idx + 1

        def run():
            x[d] = fn(x[n], x[d] if d < 32 else 0)
            return nxt
        return run
    return bind


@insn("sxtb", "sxth", "sxtw", "uxtb", "uxth")
def extend(a: Args):
    a.count(2, usage="Xd, Wn")
    d, is64 = a.gpr(0, write=True)
    n, n64 = a.gpr(1, width=32)
    if a.m == "sxtw" and not is64:
        raise a.error(0, "sxtw needs an x destination")
    if a.m[0] == "u" and is64:
        raise a.error(0, f"{a.m} needs a w destination", f"{a.m} wd, wn (the upper half is zeroed)")
    ebits = {"b": 8, "h": 16, "w": 32}[a.m[-1]]
    mask = _MASK[is64]
    signed = a.m[0] == "s"
    return _unary_dst(d, n, (lambda v, _: sext(v, ebits) & mask) if signed
                      else (lambda v, _: v & ((1 << ebits) - 1)))


# ----------------------------------------------------------------------------- bit counting
@insn("clz", "cls", "rbit", "rev", "rev16", "rev32")
def bitops(a: Args):
    a.count(2, usage="Xd, Xn")
    d, is64 = a.gpr(0, write=True)
    n, _ = a.gpr(1)
    a.same_width(0, 1)
    bits = _BITS[is64]
    nbytes = bits // 8
    if a.m == "rev32" and not is64:
        raise a.error(0, "rev32 needs x registers")

    def rev_chunks(v: int, chunk: int) -> int:
        out = 0
        for c in range(0, nbytes, chunk):
            part = (v >> (8 * c)) & ((1 << (8 * chunk)) - 1)
            out |= int.from_bytes(part.to_bytes(chunk, "little"), "big") << (8 * c)
        return out

    fn = {
        "clz": lambda v: bits - v.bit_length(),
        "rbit": lambda v: int(format(v, f"0{bits}b")[::-1], 2),
        "rev": lambda v: rev_chunks(v, nbytes),
        "rev16": lambda v: rev_chunks(v, 2),
        "rev32": lambda v: rev_chunks(v, 4),
        "cls": lambda v: bits - 1 - ((v ^ (v >> 1)) & ((1 << (bits - 1)) - 1)).bit_length(),
    }[a.m]
    mask = _MASK[is64]
    return _unary_dst(d, n, lambda v, _: fn(v & mask))
