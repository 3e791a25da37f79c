"""AdvSIMD shifts by immediate beyond :mod:`isa.a64.simd` (Arm ARM C7.2; encodings C4.1.95
"Advanced SIMD shift by immediate" and "scalar shift by immediate"):

* same width: SSRA/USRA, SRSHR/URSHR, SRSRA/URSRA, SRI, SLI, SQSHL/UQSHL/SQSHLU (immediate),
  and the scalar Dd forms of SSHR/USHR/SHL and of all of these (SQSHL… at any element size);
* narrowing: RSHRN{2}, SQSHRN/UQSHRN{2}, SQRSHRN/UQRSHRN{2}, SQSHRUN/SQRSHRUN{2} (vector) and
  the scalar saturating narrows.

The fixed-point conversions of the same encoding group are in :mod:`isa.a64.simd_fp`.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import operands as O
from .simd import HOOKS, bind_vec, vec
from .simd_elems import ESZ_OF_KIND, lanes, pack, same_shape, sat
from .table import Args, insn

_RIGHT = ("sshr", "ushr", "ssra", "usra", "srshr", "urshr", "srsra", "ursra", "sri")
_LEFT = ("shl", "sli", "sqshl", "uqshl", "sqshlu")
_NARROW = ("rshrn", "sqshrn", "uqshrn", "sqrshrn", "uqrshrn", "sqshrun", "sqrshrun")


def _right(m: str, x: int, d: int, sh: int, bits: int) -> int:
    rounded = m[1] == "r" and m not in ("sri",)
    v = (x + (1 << (sh - 1))) >> sh if rounded else x >> sh
    if m.endswith("sra"):
        return d + v
    if m == "sri":
        mask = ((1 << bits) - 1) >> sh
        return (d & ~mask) | (v & mask)
    return v


def _left(m: str, x: int, d: int, sh: int, bits: int) -> int:
    if m == "sli":
        mask = ((1 << bits) - 1) << sh
        return (d & ~mask) | ((x << sh) & mask)
    if m == "shl":
        return x << sh
    return sat(x << sh, bits, m == "sqshl")


@insn(*_RIGHT[2:], "sli", "sqshlu", klass="fp", first="VReg")
def shift_same(a: Args):
    """<op> Vd.T, Vn.T, #shift: right shifts by 1..esize, left shifts by 0..esize-1 (SQSHL/
    UQSHL #shift come here from :func:`isa.a64.simd_int.three_same`)."""
    return shift_imm(a)


@insn(*_RIGHT, "shl", "sli", "sqshlu", klass="fp", first="FReg")
def shift_scalar(a: Args):
    """<op> Dd, Dn, #shift (SQSHLU: Bd…Dd)."""
    return shift_imm(a)


def shift_imm(a: Args):
    """Shift by immediate, vector or scalar (SQSHL/UQSHL/SQSHLU at any scalar size)."""
    a.count(3, usage="Vd.4s, Vn.4s, #shift")
    scalar = "bhsd" if a.m.startswith(("sq", "uq")) else "d"
    (d, n), esz, nl, _ = same_shape(a, (0, 1), "8b 16b 4h 8h 2s 4s 2d", scalar)
    bits = 8 * esz
    if a.m in _RIGHT:
        sh = a.imm(2, 1, bits, "shift")
        signed = a.m[0] == "s" and a.m != "sri"
        op = _right
    else:
        sh = a.imm(2, 0, bits - 1, "shift")
        signed = a.m in ("sqshl", "sqshlu") or a.m == "shl"
        op = _left
    m = a.m

    def run(vn, vd):
        xs, ds = lanes(vn, esz, nl, signed), lanes(vd, esz, nl, False)
        return pack([op(m, x, c, sh, bits) for x, c in zip(xs, ds)], esz)
    return bind_vec(d, [n], 16, run, read_d=True)


HOOKS["shift_imm"] = shift_imm


def _narrow_value(m: str, x: int, sh: int, bits: int) -> int:
    base = m.rstrip("2")
    v = (x + (1 << (sh - 1))) >> sh if "rshr" in base else x >> sh
    if base == "rshrn":
        return v
    return sat(v, bits, base.startswith("sq") and not base.endswith("un"))


def _two(names):
    return tuple(n for m in names for n in (m, m + "2"))


@insn(*_two(_NARROW), klass="fp", first="VReg|FReg")
def shift_narrow(a: Args):
    """<op>{2} Vd.T, Vn.Tw, #shift (1..esize of the narrow element): shift right (rounded for
    the R forms), then keep the low half (RSHRN) or saturate (SQ/UQ signed/unsigned sources,
    …UN signed to unsigned); 2 writes Vd's upper half and keeps the lower. Scalar: Bd, Hn…"""
    a.count(3, usage="Vd.4h, Vn.4s, #shift")
    upper = a.m.endswith("2")
    o = a._get(0)
    if type(o) is O.FReg:
        src = a[1]
        if a.m == "rshrn" or upper or type(src) is not O.FReg or o.kind not in "bhs" \
                or ESZ_OF_KIND.get(src.kind) != 2 * ESZ_OF_KIND[o.kind]:
            raise a.error(1, f"'{a.m}' narrows Hn to Bd, Sn to Hd or Dn to Sd")
        d, n, nesz, nl = o.num, src.num, ESZ_OF_KIND[o.kind], 1
    else:
        d, nesz, dl = vec(a, 0, "8b 16b 4h 8h 2s 4s")
        n, wesz, nl = vec(a, 1, "8h 4s 2d")
        if wesz != 2 * nesz or dl != nl * (2 if upper else 1):
            raise a.error(1, f"'{a.m}' narrows the wide elements of Vn into "
                          + ("the upper half of Vd" if upper else "Vd"))
    bits = 8 * nesz
    sh = a.imm(2, 1, bits, "shift")
    signed = not a.m.startswith("uq") and a.m.rstrip("2") != "rshrn"
    m = a.m

    def run(vn, vd):
        out = pack([_narrow_value(m, x, sh, bits) for x in lanes(vn, 2 * nesz, nl, signed)], nesz)
        return np.concatenate([vd[:8], out]) if upper else out
    return bind_vec(d, [n], 16, run, read_d=True)


# ----------------------------------------------------------------------------- encodings
# immh's top set bit gives the element size; right shifts encode 2*esize - shift, left shifts
# esize + shift (Arm ARM C4.1.95).
def _arr(log: int, q: int) -> str | None:
    return {0: ("8b", "16b"), 1: ("4h", "8h"), 2: ("2s", "4s"), 3: (None, "2d")}[log][q]


# (U, opcode) -> mnemonic
_SAME_ENC = {(0, 0b00010): "ssra", (1, 0b00010): "usra", (0, 0b00100): "srshr",
             (1, 0b00100): "urshr", (0, 0b00110): "srsra", (1, 0b00110): "ursra",
             (1, 0b01000): "sri", (1, 0b01010): "sli", (1, 0b01100): "sqshlu",
             (0, 0b01110): "sqshl", (1, 0b01110): "uqshl"}
_SCALAR_ONLY_ENC = {(0, 0b00000): "sshr", (1, 0b00000): "ushr", (0, 0b01010): "shl"}
_NARROW_ENC = {(0, 0b10001): "rshrn", (1, 0b10000): "sqshrun", (1, 0b10001): "sqrshrun",
               (0, 0b10010): "sqshrn", (1, 0b10010): "uqshrn", (0, 0b10011): "sqrshrn",
               (1, 0b10011): "uqrshrn"}


def _amount(m: str, log: int, v: int) -> int:
    esize = 8 << log
    return v - esize if m in _LEFT else 2 * esize - v


def _fmt_vec(f):
    if f.immh == 0:
        return None
    log = f.immh.bit_length() - 1
    v = f.immh << 3 | f.immb
    m = _SAME_ENC.get((f.U, f.opcode))
    if m is not None:
        t = _arr(log, f.Q)
        return t and f"{m} v{f.Rd}.{t}, v{f.Rn}.{t}, {E.himm(_amount(m, log, v))}"
    m = _NARROW_ENC.get((f.U, f.opcode))
    if m is None or log == 3:
        return None
    return (f"{m}{'2' if f.Q else ''} v{f.Rd}.{_arr(log, f.Q)}, v{f.Rn}.{_arr(log + 1, 1)}, "
            f"{E.himm(_amount(m, log, v))}")


def _fmt_scalar(f):
    if f.immh == 0:
        return None
    log = f.immh.bit_length() - 1
    v = f.immh << 3 | f.immb
    m = _SAME_ENC.get((f.U, f.opcode)) or _SCALAR_ONLY_ENC.get((f.U, f.opcode))
    if m is not None:
        if log != 3 and m not in ("sqshl", "uqshl", "sqshlu"):
            return None
        r = "bhsd"[log]
        return f"{m} {r}{f.Rd}, {r}{f.Rn}, {E.himm(_amount(m, log, v))}"
    m = _NARROW_ENC.get((f.U, f.opcode))
    if m is None or m == "rshrn" or log == 3:
        return None
    return f"{m} {'bhs'[log]}{f.Rd}, {'hsd'[log]}{f.Rn}, {E.himm(_amount(m, log, v))}"


E.ENC("ssra", "0 Q:1 U:1 011110 immh:4 immb:3 opcode:5 1 Rn:5 Rd:5", _fmt_vec,
      aliases=(*_SAME_ENC.values(), *_two(_NARROW)))
E.ENC("sshr", "01 U:1 111110 immh:4 immb:3 opcode:5 1 Rn:5 Rd:5", _fmt_scalar,
      aliases=(*_SAME_ENC.values(), *_SCALAR_ONLY_ENC.values(), *_NARROW))
