"""SVE2 complex integer arithmetic: CMLA and SQRDCMLAH (vectors and indexed), CDOT (vectors and
indexed), CADD and SQCADD.

A complex number is a pair of adjacent elements (real at 2e, imaginary at 2e+1). The rotation
#0/#90/#180/#270 (field value 0-3) picks which halves meet and which products are subtracted,
as in the Arm ARM (DDI 0487) pseudocode of "CMLA (vectors)", "SQRDCMLAH (vectors)", "CDOT
(vectors)" and "CADD": ``sel_a = rot<0>``, ``sel_b = NOT rot<0>``, ``sub_r = rot<0> != rot<1>``,
``sub_i = rot<1>``. The indexed forms take the complex pair ``imm`` of each 128-bit segment of Zm
(QEMU 11.1 target/arm/tcg/sve_helper.c is the cross-check). Modular forms wrap in int64/uint64
(numpy wraps silently); the saturating ones compute exactly (Python integers for .s/.d).
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from .sve import SINT, SIZE, UINT, destructive
from .sve2_index import indexed_zm, is_indexed
from .table import Args, insn

ROTS = {0: 0, 90: 1, 180: 2, 270: 3}


def rotation(a: Args, i: int, allowed: tuple[int, ...] = (0, 90, 180, 270)) -> int:
    """The ``#rot`` operand as its field value (0-3 for #0/#90/#180/#270)."""
    v = a.imm(i, what="rotation")
    if v not in allowed:
        raise a.error(i, f"rotation {v} is not one of " + ", ".join(f"#{r}" for r in allowed),
                      f"e.g. #{allowed[0]}")
    return ROTS[v]


def _exact(v, esz: int):
    """Signed element values wide enough for the form's arithmetic (object from .s up)."""
    return v.astype(object) if esz >= 4 else v.astype(np.int64)


def _pairs_of(row, vlb: int, esz: int, k: int | None, exact: bool):
    """Zm as (pairs, 2) signed values: every pair, or pair ``k`` of each 128-bit segment."""
    v = row[:vlb].view(SINT[esz])
    if k is not None:
        per = 16 // esz // 2  # complex pairs per segment
        seg = v.reshape(-1, per, 2)[:, k, :]
        v = np.repeat(seg, per, axis=0).reshape(-1)
    v = _exact(v, esz) if exact else v.astype(np.int64)  # int64 wraps like the element
    return v.reshape(-1, 2)


def cmla_fn(esz: int, rot: int, saturating: bool):
    """fn(acc, n, m) on (pairs, 2) arrays -> new (pairs, 2) values before truncation."""
    sel_a, sel_b = rot & 1, (rot & 1) ^ 1
    sub_r, sub_i = (rot & 1) != (rot >> 1), bool(rot >> 1)
    bits = 8 * esz
    rnd = 1 << (bits - 1)
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1

    def fn(acc, n, m):
        a = n[:, sel_a]
        pr, pi = a * m[:, sel_a], a * m[:, sel_b]
        if sub_r:
            pr = -pr
        if sub_i:
            pi = -pi
        if not saturating:
            return np.stack((acc[:, 0] + pr, acc[:, 1] + pi), axis=1)
        out = [((c << bits) + 2 * p + rnd) >> bits for c, p in ((acc[:, 0], pr), (acc[:, 1], pi))]
        return np.minimum(np.maximum(np.stack(out, axis=1), lo), hi)
    return fn


def cdot_fn(rot: int):
    """fn(acc, n, m): n, m (elements, 4) quarter-width values -> acc + the two complex products
    (``sub_i`` is -1 for #0 and #270, QEMU's do_cdot)."""
    sel_a, sel_b = rot & 1, (rot & 1) ^ 1
    sub_i = -1 if rot in (0, 3) else 1

    def fn(acc, n, m):
        r = acc.copy()
        for i in (0, 2):
            r = r + n[:, i] * m[:, i + sel_a] + sub_i * n[:, i + 1] * m[:, i + sel_b]
        return r
    return fn


def _store(row, vlb: int, esz: int, v) -> None:
    """Element values (any integer array) truncated into ``row``."""
    mask = (1 << 8 * esz) - 1
    if v.dtype == object:
        v = (v & mask).astype(np.uint64)
    row[:vlb].view(UINT[esz])[:] = v.reshape(-1).astype(UINT[esz])


@insn("cmla", "sqrdcmlah", klass="sve_int", first="ZReg")
def cmla(a: Args):
    """CMLA/SQRDCMLAH Zda.T, Zn.T, Zm.T, #rot | Zda.T, Zn.T, Zm.T[imm], #rot (.h: z0-z7, imm
    0-3; .s: z0-z15, imm 0-1)."""
    a.count(4, usage="Zda.T, Zn.T, Zm.T, #rot | Zda.T, Zn.T, Zm.T[imm], #rot")
    d, esz = a.zreg(0)
    n = a.zreg(1, SIZE[esz])[0]
    k = None
    if is_indexed(a, 2):
        if esz not in (2, 4):
            raise a.error(0, f"indexed '{a.m}' takes .h or .s elements")
        m, k = indexed_zm(a, 2, esz, 7 if esz == 2 else 15)
        if k >= 8 // esz:
            raise a.error(2, f"complex pair index {k} out of range 0-{8 // esz - 1}")
    else:
        m = a.zreg(2, SIZE[esz])[0]
    sat = a.m == "sqrdcmlah"
    fn = cmla_fn(esz, rotation(a, 3), sat)
    exact = sat

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1

        def run():
            vlb = cpu.vlb
            acc = _pairs_of(z[d], vlb, esz, None, exact)
            x = _pairs_of(z[n], vlb, esz, None, exact)
            y = _pairs_of(z[m], vlb, esz, k, exact)
            _store(z[d], vlb, esz, np.asarray(fn(acc, x, y)))
            return nxt
        return run
    return bind


@insn("cdot", klass="sve_int", first="ZReg")
def cdot(a: Args):
    """CDOT Zda.S, Zn.B, Zm.B{[imm]}, #rot | Zda.D, Zn.H, Zm.H{[imm]}, #rot: each element adds
    two complex products of its four quarter-width elements (indexed: the group ``imm`` of
    each 128-bit segment; .s: z0-z7, imm 0-3; .d: z0-z15, imm 0-1)."""
    a.count(4, usage="Zda.S, Zn.B, Zm.B{[imm]}, #rot | Zda.D, Zn.H, Zm.H{[imm]}, #rot")
    d, esz = a.zreg(0, "sd")
    q = esz // 4
    n = a.zreg(1, SIZE[q])[0]
    k = None
    if is_indexed(a, 2):
        m, k = indexed_zm(a, 2, q, 7 if esz == 4 else 15)
        if k >= 16 // esz:
            raise a.error(2, f"index {k} out of range 0-{16 // esz - 1}")
    else:
        m = a.zreg(2, SIZE[q])[0]
    fn = cdot_fn(rotation(a, 3))
    per = 16 // esz

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1

        def run():
            vlb = cpu.vlb
            x = z[n, :vlb].view(SINT[q]).astype(np.int64).reshape(-1, 4)
            y = z[m, :vlb].view(SINT[q]).astype(np.int64).reshape(-1, 4)
            if k is not None:
                y = np.repeat(y.reshape(-1, per, 4)[:, k, :], per, axis=0)
            acc = z[d, :vlb].view(SINT[esz]).astype(np.int64)
            _store(z[d], vlb, esz, fn(acc, x, y))
            return nxt
        return run
    return bind


@insn("cadd", "sqcadd", klass="sve_int", first="ZReg")
def cadd(a: Args):
    """CADD/SQCADD Zdn.T, Zdn.T, Zm.T, #rot (#90: real - Zm.imag, imag + Zm.real; #270: the
    opposite signs); SQCADD saturates."""
    a.count(4, usage="Zdn.T, Zdn.T, Zm.T, #90|#270")
    d, esz = a.zreg(0)
    a.zreg(1, SIZE[esz])
    destructive(a, d, 1)
    m = a.zreg(2, SIZE[esz])[0]
    neg = rotation(a, 3, (90, 270)) == 3
    sat = a.m == "sqcadd"
    bits = 8 * esz
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1

        def run():
            vlb = cpu.vlb
            x = _pairs_of(z[d], vlb, esz, None, sat)
            y = _pairs_of(z[m], vlb, esz, None, sat)
            s = 1 if neg else -1
            r = np.stack((x[:, 0] + s * y[:, 1], x[:, 1] - s * y[:, 0]), axis=1)
            if sat:
                r = np.minimum(np.maximum(r, lo), hi)
            _store(z[d], vlb, esz, r)
            return nxt
        return run
    return bind


# ============================================================================= binary encodings
# Arm ARM (DDI 0487) C4.1 "SVE2 complex integer multiply-add", "SVE2 complex integer dot
# product", "SVE2 complex integer multiply-add (indexed)", "SVE2 complex integer dot product
# (indexed)", "SVE2 complex integer add"; llvm/test/MC/AArch64/SVE2/{cmla,sqrdcmlah,cdot,
# cadd,sqcadd}.s.
_ROT = (0, 90, 180, 270)


def _z3(f, t: str, tn: str | None = None, idx: int | None = None) -> str:
    tn = tn or t
    zm = f"z{f.Zm}.{tn}" + (f"[{idx}]" if idx is not None else "")
    return f"z{f.Zda}.{t}, z{f.Zn}.{tn}, {zm}, #{_ROT[f.rot]}"


E.ENC("cmla", "01000100 size:2 0 Zm:5 001 S:1 rot:2 Zn:5 Zda:5",
      lambda f: f"{('cmla', 'sqrdcmlah')[f.S]} {_z3(f, 'bhsd'[f.size])}", "sve2",
      aliases=("sqrdcmlah",))
E.ENC("cmla", "01000100 101 i:2 Zm:3 011 S:1 rot:2 Zn:5 Zda:5",
      lambda f: f"{('cmla', 'sqrdcmlah')[f.S]} {_z3(f, 'h', idx=f.i)}", "sve2",
      aliases=("sqrdcmlah",))
E.ENC("cmla", "01000100 111 i:1 Zm:4 011 S:1 rot:2 Zn:5 Zda:5",
      lambda f: f"{('cmla', 'sqrdcmlah')[f.S]} {_z3(f, 's', idx=f.i)}", "sve2",
      aliases=("sqrdcmlah",))
E.ENC("cdot", "01000100 1 sz:1 0 Zm:5 0001 rot:2 Zn:5 Zda:5",
      lambda f: f"cdot {_z3(f, 'sd'[f.sz], 'bh'[f.sz])}", "sve2")
E.ENC("cdot", "01000100 101 i:2 Zm:3 0100 rot:2 Zn:5 Zda:5",
      lambda f: f"cdot {_z3(f, 's', 'b', f.i)}", "sve2")
E.ENC("cdot", "01000100 111 i:1 Zm:4 0100 rot:2 Zn:5 Zda:5",
      lambda f: f"cdot {_z3(f, 'd', 'h', f.i)}", "sve2")
E.ENC("cadd", "01000101 size:2 00000 op:1 11011 rot:1 Zm:5 Zdn:5",
      lambda f: f"{('cadd', 'sqcadd')[f.op]} {E.zr(f.Zdn, f.size)}, {E.zr(f.Zdn, f.size)}, "
                f"{E.zr(f.Zm, f.size)}, #{(90, 270)[f.rot]}", "sve2", aliases=("sqcadd",))
