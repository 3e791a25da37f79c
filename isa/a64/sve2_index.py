"""SVE2 same-size multiplies by an indexed element and the saturating doubling high-half
multiplies: MLA/MLS/MUL Zd.T, Zn.T, Zm.T[imm]; SQDMULH/SQRDMULH (vectors and indexed);
SQRDMLAH/SQRDMLSH (vectors and indexed).

The indexed operand is element ``imm`` of each 128-bit segment of Zm (Zm is z0-z7 for .H and
.S, z0-z15 for .D). SQDMULH = SignedSat((2*n*m) >> esize); SQRDMULH adds 1 << (esize-1) before
the shift; SQRDMLAH/SQRDMLSH = SignedSat(((acc << esize) +- 2*n*m + (1 << (esize-1))) >> esize)
(Arm ARM C8.2), computed exactly on Python integers for 32- and 64-bit lanes.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import operands as O
from .table import Args, insn

# element tables by size (numpy's own names, so that sve.py, which hands MUL (indexed) to this
# module, is not imported back)
SIZE = {1: "b", 2: "h", 4: "s", 8: "d"}
SINT = {e: np.dtype(f"<i{e}") for e in SIZE}
UINT = {e: np.dtype(f"<u{e}") for e in SIZE}

_OPC = {0b000010: "mla", 0b000011: "mls", 0b111110: "mul", 0b111100: "sqdmulh",
        0b111101: "sqrdmulh", 0b000100: "sqrdmlah", 0b000101: "sqrdmlsh"}


def indexed_zm(a: Args, i: int, esz: int, zmax: int) -> tuple[int, int]:
    """``zM.T[imm]`` with M <= zmax and imm < elements per 128-bit segment."""
    m = a.zreg(i, SIZE[esz], index=True)[0]
    o = a[i]
    if o.index is None:
        raise a.error(i, "expected an indexed element", f"e.g. z{m}.{SIZE[esz]}[1]")
    k = a.ctx.value(o.index.lstrip("#"), o.col)
    if not 0 <= k < 16 // esz:
        raise a.error(i, f"element index {k} out of range 0-{16 // esz - 1}")
    if m > zmax:
        raise a.error(i, f"indexed '{a.m}' .{SIZE[esz]} takes z0-z{zmax}, not z{m}")
    return m, k


def is_indexed(a: Args, i: int) -> bool:
    return i < len(a) and isinstance(a[i], O.ZReg) and a[i].index is not None


def _exact(v, esz: int):
    """Exact integers: (acc << esize) + 2*n*m needs more than 64 bits from .s up."""
    return v.astype(object) if esz >= 4 else v.astype(np.int64)


def _sat(v, bits: int):
    return np.minimum(np.maximum(v, -(1 << (bits - 1))), (1 << (bits - 1)) - 1)


def _op(m: str, esz: int):
    """fn(acc, n, m) on exact signed integers -> the new element (before truncation)."""
    b = 8 * esz
    rnd = 1 << (b - 1)
    return {"mla": lambda c, x, y: c + x * y, "mls": lambda c, x, y: c - x * y,
            "mul": lambda c, x, y: x * y,
            "sqdmulh": lambda c, x, y: _sat((2 * x * y) >> b, b),
            "sqrdmulh": lambda c, x, y: _sat((2 * x * y + rnd) >> b, b),
            "sqrdmlah": lambda c, x, y: _sat(((c << b) + 2 * x * y + rnd) >> b, b),
            "sqrdmlsh": lambda c, x, y: _sat(((c << b) - 2 * x * y + rnd) >> b, b)}[m]


def decode_same(a: Args):
    """The Zd.T, Zn.T, Zm.T{[imm]} forms of this module (MLA/MLS/MUL hand the indexed ones on)."""
    a.count(3, usage="Zd.T, Zn.T, Zm.T[imm]")
    d, esz = a.zreg(0, "bhsd")
    n = a.zreg(1, SIZE[esz])[0]
    k = None
    if is_indexed(a, 2):
        if esz == 1:
            raise a.error(0, f"indexed '{a.m}' has no .b form")
        m, k = indexed_zm(a, 2, esz, 15 if esz == 8 else 7)
    elif a.m in ("mla", "mls", "mul"):
        raise a.error(2, "expected an indexed element", f"e.g. z2.{SIZE[esz]}[1]")
    else:
        m = a.zreg(2, SIZE[esz])[0]
    fn = _op(a.m, esz)
    S, U = SINT[esz], UINT[esz]
    per = 16 // esz
    mask = (1 << (8 * esz)) - 1

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1

        def run():
            vlb = cpu.vlb
            ne = vlb // esz
            x = _exact(z[n, :vlb].view(S), esz)
            y = z[m, :vlb].view(S)
            if k is not None:
                y = np.repeat(y.reshape(-1, per)[:, k], per)
            y = _exact(y, esz)
            c = _exact(z[d, :vlb].view(S), esz)
            r = np.asarray(fn(c, x, y)) & mask
            z[d, :vlb].view(U)[:] = (r.astype(np.uint64) if esz >= 4 else r).astype(U)[:ne]
            return nxt
        return run
    return bind


@insn("sqdmulh", "sqrdmulh", "sqrdmlah", "sqrdmlsh", klass="sve_int", first="ZReg")
def sqdmulh(a: Args):
    """SQDMULH/SQRDMULH/SQRDMLAH/SQRDMLSH Zd.T, Zn.T, Zm.T{[imm]}."""
    return decode_same(a)


# ============================================================================= binary encodings
# Arm ARM (DDI 0487) C4.1 "SVE2 integer multiply(-add) (indexed)", "SVE2 saturating multiply
# high (unpredicated)", "SVE2 saturating multiply-add high"; llvm/test/MC/AArch64/SVE2/mla.s,
# sqdmulh.s, sqrdmlah.s.
def _fmt_idx(t: str):
    def fmt(f):
        m = _OPC.get(f.opc)
        if m is None:
            return None
        k = (f.ih << 2 | f.il) if t == "h" else f.i
        return f"{m} z{f.Zd}.{t}, z{f.Zn}.{t}, z{f.Zm}.{t}[{k}]"
    return fmt


_AL = tuple(sorted(set(_OPC.values()) - {"mla"}))
E.ENC("mla", "01000100 0 ih:1 1 il:2 Zm:3 opc:6 Zn:5 Zd:5", _fmt_idx("h"), "sve2", aliases=_AL)
E.ENC("mla", "01000100 101 i:2 Zm:3 opc:6 Zn:5 Zd:5", _fmt_idx("s"), "sve2", aliases=_AL)
E.ENC("mla", "01000100 111 i:1 Zm:4 opc:6 Zn:5 Zd:5", _fmt_idx("d"), "sve2", aliases=_AL)
E.ENC("sqdmulh", "00000100 size:2 1 Zm:5 01110 R:1 Zn:5 Zd:5",
      lambda f: f"{('sqdmulh', 'sqrdmulh')[f.R]} {E.zr(f.Zd, f.size)}, {E.zr(f.Zn, f.size)}, "
                f"{E.zr(f.Zm, f.size)}", "sve2", aliases=("sqrdmulh",))
E.ENC("sqrdmlah", "01000100 size:2 0 Zm:5 01110 S:1 Zn:5 Zd:5",
      lambda f: f"{('sqrdmlah', 'sqrdmlsh')[f.S]} {E.zr(f.Zd, f.size)}, {E.zr(f.Zn, f.size)}, "
                f"{E.zr(f.Zm, f.size)}", "sve2", aliases=("sqrdmlsh",))
