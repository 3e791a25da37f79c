"""Element helpers for the AdvSIMD families beyond :mod:`isa.a64.simd`: operands that are a
vector (``Vd.4s``) or a scalar element register (``Sd``: one lane), lanes as Python integers
(exact: saturation, rounding and widening follow the Arm ARM pseudocode without overflow), and
the packing back to bytes. Writes go through :func:`isa.a64.simd.bind_vec` (the rest of the Z
register is zeroed, as every AdvSIMD write does)."""
from __future__ import annotations

import numpy as np

from . import operands as O
from .simd import ARR, SINT, UINT, vec
from .table import Args

ESZ_OF_KIND = {"b": 1, "h": 2, "s": 4, "d": 8}


def lanes(row: np.ndarray, esz: int, n: int, signed: bool, start: int = 0) -> list[int]:
    """``n`` elements of ``esz`` bytes from byte ``start`` of a register row, as Python ints."""
    return row[start:start + esz * n].view((SINT if signed else UINT)[esz]).tolist()


def pack(vals, esz: int) -> np.ndarray:
    """Elements (any Python ints) as little-endian bytes, each taken modulo 2^(8*esz)."""
    m = (1 << (8 * esz)) - 1
    return np.array([v & m for v in vals], UINT[esz]).view(np.uint8)


def sat(v: int, bits: int, signed: bool) -> int:
    """SatQ: ``v`` clamped to the signed or unsigned ``bits``-bit range."""
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    return lo if v < lo else hi if v > hi else v


def vec_or_scalar(a: Args, i: int, allowed: str, scalar: str) -> tuple[int, int, int, bool]:
    """(register, element bytes, lanes, is_scalar) of ``Vn.T`` (T in ``allowed``) or of a scalar
    register ``Bn/Hn/Sn/Dn`` (kinds in ``scalar``: one lane)."""
    o = a._get(i)
    if type(o) is O.FReg:
        if o.kind not in scalar:
            raise a.error(i, f"'{a.m}' takes " + ", ".join(f"{k}n" for k in scalar)
                          + " scalar registers here" if scalar else f"'{a.m}' has no scalar form")
        return o.num, ESZ_OF_KIND[o.kind], 1, True
    n, esz, nl = vec(a, i, allowed)
    return n, esz, nl, False


def same_shape(a: Args, idx: tuple[int, ...], allowed: str, scalar: str,
               ) -> tuple[list[int], int, int, bool]:
    """(registers, element bytes, lanes, is_scalar) of operands ``idx`` of one shape."""
    regs, shapes = [], set()
    for i in idx:
        n, esz, nl, sc = vec_or_scalar(a, i, allowed, scalar)
        regs.append(n)
        shapes.add((esz, nl, sc))
        if len(shapes) > 1:
            raise a.error(i, "operands mix element sizes or arrangements",
                          "use the same register shape everywhere")
    esz, nl, sc = shapes.pop()
    return regs, esz, nl, sc


def shape_text(esz: int, nl: int, sc: bool) -> str:
    return "bhsd"[esz.bit_length() - 1] if sc else ARR[(nl, esz)]


def index_elem(a: Args, i: int, esz: int) -> tuple[int, int]:
    """(register, index) of a by-element operand ``Vm.T[i]`` with element size ``esz``
    (.h elements come from V0-V15, Arm ARM "by element" forms)."""
    o = a._get(i)
    if not isinstance(o, O.VReg) or o.index is None or o.esz != esz:
        want = "bhsd"[esz.bit_length() - 1]
        raise a.error(i, f"expected an element v<m>.{want}[<index>]", f"e.g. v1.{want}[0]")
    k = a.ctx.value(o.index, o.col)
    if not 0 <= k < 16 // esz:
        raise a.error(i, f"element index {k} out of range 0-{16 // esz - 1}")
    if esz == 2 and o.num > 15:
        raise a.error(i, "a .h element comes from v0-v15")
    return o.num, k


def is_indexed(a: Args, i: int) -> bool:
    return i < len(a) and isinstance(a[i], O.VReg) and a[i].index is not None
