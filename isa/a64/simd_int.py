"""AdvSIMD integer forms beyond :mod:`isa.a64.simd` (Arm ARM C7.2; encodings C4.1.95 "Advanced
SIMD three same", "two-register miscellaneous", "across lanes", "scalar pairwise" and their scalar
variants):

* three same: SHADD/UHADD, SRHADD/URHADD, SHSUB/UHSUB, SQADD/UQADD, SQSUB/UQSUB, SSHL/USHL,
  SQSHL/UQSHL, SRSHL/URSHL, SQRSHL/UQRSHL (register), SABD/UABD, SABA/UABA, MLA/MLS, PMUL,
  SMAXP/UMAXP/SMINP/UMINP, SQDMULH/SQRDMULH; scalar SQADD…SQRDMULH and ADD/SUB/CMxx Dd forms;
* two-register misc: REV16/REV32/REV64, SADDLP/UADDLP, SADALP/UADALP, SUQADD/USQADD, CLS/CLZ,
  RBIT, SQABS/SQNEG, CMGT/CMGE/CMEQ/CMLE/CMLT #0, SHLL{2}; scalar ABS/NEG, SQABS/SQNEG,
  SUQADD/USQADD, CMxx #0;
* across lanes SADDLV/UADDLV; scalar pairwise ADDP Dd, Vn.2d.

Elements are Python integers (the pseudocode's unbounded integers); saturating forms clamp
(FPSR.QC is not modelled, as in :mod:`isa.a64.simd`).
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import operands as O
from .simd import HOOKS, bind_vec, vec, widen_form
from .simd_elems import lanes, pack, same_shape, sat
from .table import Args, insn


def shift_reg(x: int, y: int, bits: int, rounding: bool) -> int:
    """SSHL-family element: x shifted by SInt(y<7:0>) (left if positive; right, optionally
    rounded, if negative), Arm ARM shared/functions SSHL pseudocode."""
    sh = (y & 0xFF) - (0x100 if y & 0x80 else 0)
    if sh >= 0:
        return x << sh
    rc = (1 << (-sh - 1)) if rounding else 0
    return (x + rc) >> -sh


def _pmul8(x: int, y: int) -> int:
    r = 0
    for i in range(8):
        if y >> i & 1:
            r ^= x << i
    return r


# name -> (signed, element fn(x, y, d, bits), saturate, 2d allowed, reads Vd, scalar kinds)
_S, _U = True, False
THREE = {
    "shadd": (_S, lambda x, y, d, b: (x + y) >> 1, False, False, False, ""),
    "uhadd": (_U, lambda x, y, d, b: (x + y) >> 1, False, False, False, ""),
    "srhadd": (_S, lambda x, y, d, b: (x + y + 1) >> 1, False, False, False, ""),
    "urhadd": (_U, lambda x, y, d, b: (x + y + 1) >> 1, False, False, False, ""),
    "shsub": (_S, lambda x, y, d, b: (x - y) >> 1, False, False, False, ""),
    "uhsub": (_U, lambda x, y, d, b: (x - y) >> 1, False, False, False, ""),
    "sqadd": (_S, lambda x, y, d, b: x + y, True, True, False, "bhsd"),
    "uqadd": (_U, lambda x, y, d, b: x + y, True, True, False, "bhsd"),
    "sqsub": (_S, lambda x, y, d, b: x - y, True, True, False, "bhsd"),
    "uqsub": (_U, lambda x, y, d, b: x - y, True, True, False, "bhsd"),
    "sshl": (_S, lambda x, y, d, b: shift_reg(x, y, b, False), False, True, False, "d"),
    "ushl": (_U, lambda x, y, d, b: shift_reg(x, y, b, False), False, True, False, "d"),
    "sqshl": (_S, lambda x, y, d, b: shift_reg(x, y, b, False), True, True, False, "bhsd"),
    "uqshl": (_U, lambda x, y, d, b: shift_reg(x, y, b, False), True, True, False, "bhsd"),
    "srshl": (_S, lambda x, y, d, b: shift_reg(x, y, b, True), False, True, False, "d"),
    "urshl": (_U, lambda x, y, d, b: shift_reg(x, y, b, True), False, True, False, "d"),
    "sqrshl": (_S, lambda x, y, d, b: shift_reg(x, y, b, True), True, True, False, "bhsd"),
    "uqrshl": (_U, lambda x, y, d, b: shift_reg(x, y, b, True), True, True, False, "bhsd"),
    "sabd": (_S, lambda x, y, d, b: abs(x - y), False, False, False, ""),
    "uabd": (_U, lambda x, y, d, b: abs(x - y), False, False, False, ""),
    "saba": (_S, lambda x, y, d, b: d + abs(x - y), False, False, True, ""),
    "uaba": (_U, lambda x, y, d, b: d + abs(x - y), False, False, True, ""),
    "mla": (_U, lambda x, y, d, b: d + x * y, False, False, True, ""),
    "mls": (_U, lambda x, y, d, b: d - x * y, False, False, True, ""),
    "pmul": (_U, lambda x, y, d, b: _pmul8(x, y), False, False, False, ""),
    "sqdmulh": (_S, lambda x, y, d, b: (2 * x * y) >> b, True, False, False, "hs"),
    "sqrdmulh": (_S, lambda x, y, d, b: (2 * x * y + (1 << (b - 1))) >> b, True, False, False,
                 "hs"),
}
# scalar Dd forms of mnemonics whose vector forms live in isa.a64.simd
_SCALAR_D = {
    "add": (_U, lambda x, y, d, b: x + y), "sub": (_U, lambda x, y, d, b: x - y),
    "cmgt": (_S, lambda x, y, d, b: -(x > y)), "cmge": (_S, lambda x, y, d, b: -(x >= y)),
    "cmhi": (_U, lambda x, y, d, b: -(x > y)), "cmhs": (_U, lambda x, y, d, b: -(x >= y)),
    "cmeq": (_U, lambda x, y, d, b: -(x == y)), "cmtst": (_U, lambda x, y, d, b: -(x & y != 0)),
}
PAIRWISE = {"smaxp": (_S, max), "umaxp": (_U, max), "sminp": (_S, min), "uminp": (_U, min)}


def _arrangements(two_d: bool, name: str) -> str:
    if name == "pmul":
        return "8b 16b"
    if name in ("sqdmulh", "sqrdmulh"):
        return "4h 8h 2s 4s"
    return "8b 16b 4h 8h 2s 4s" + (" 2d" if two_d else "")


def _bind3(d: int, n: int, m: int, esz: int, nl: int, signed: bool, fn, saturate: bool,
           read_d: bool):
    bits = 8 * esz

    def run(vn, vm, vd):
        xs, ys = lanes(vn, esz, nl, signed), lanes(vm, esz, nl, signed)
        ds = lanes(vd, esz, nl, signed) if read_d else [0] * nl
        out = [fn(x, y, a, bits) for x, y, a in zip(xs, ys, ds)]
        return pack([sat(v, bits, signed) for v in out] if saturate else out, esz)
    return bind_vec(d, [n, m], 16, run, read_d=True)


@insn(*THREE, *PAIRWISE, klass="fp", first="VReg|FReg")
def three_same(a: Args):
    """<op> Vd.T, Vn.T, Vm.T (and the scalar Bd/Hd/Sd/Dd forms the encoding has); MLA/MLS/
    MUL/SQDMULH/SQRDMULH by element go to :mod:`isa.a64.simd_long`."""
    if len(a) == 3 and isinstance(a[2], O.VReg) and a[2].index is not None:
        return HOOKS["by_element"](a)
    if a.m in ("sqshl", "uqshl") and len(a) == 3 and a.is_imm(2):
        return HOOKS["shift_imm"](a)
    a.count(3, usage="Vd.4s, Vn.4s, Vm.4s")
    if a.m in PAIRWISE:
        (d, n, m), esz, nl, _ = same_shape(a, (0, 1, 2), "8b 16b 4h 8h 2s 4s", "")
        signed, op = PAIRWISE[a.m]

        def run(vn, vm):
            cat = lanes(vn, esz, nl, signed) + lanes(vm, esz, nl, signed)
            return pack([op(cat[i], cat[i + 1]) for i in range(0, 2 * nl, 2)], esz)
        return bind_vec(d, [n, m], 16, run)
    signed, fn, saturate, two_d, read_d, scalar = THREE[a.m]
    (d, n, m), esz, nl, _ = same_shape(a, (0, 1, 2), _arrangements(two_d, a.m), scalar)
    return _bind3(d, n, m, esz, nl, signed, fn, saturate, read_d)


@insn(*_SCALAR_D, klass="fp", first="FReg")
def scalar_d(a: Args):
    """ADD/SUB/CMGT/CMGE/CMHI/CMHS/CMEQ/CMTST Dd, Dn, Dm (64-bit scalar); CMxx Dd, Dn, #0."""
    if len(a) == 3 and a.is_imm(2):
        return compare_zero(a)
    a.count(3, usage="Dd, Dn, Dm")
    (d, n, m), esz, nl, _ = same_shape(a, (0, 1, 2), "", "d")
    signed, fn = _SCALAR_D[a.m]
    return _bind3(d, n, m, esz, nl, signed, fn, False, False)


# ----------------------------------------------------------------------------- two-register misc
_ZERO_CMP = {"cmgt": lambda x: x > 0, "cmge": lambda x: x >= 0, "cmeq": lambda x: x == 0,
             "cmle": lambda x: x <= 0, "cmlt": lambda x: x < 0}


def compare_zero(a: Args):
    """CMGT/CMGE/CMEQ/CMLE/CMLT Vd.T, Vn.T, #0 | Dd, Dn, #0: all ones where the signed
    comparison with zero holds."""
    a.count(3, usage="Vd.4s, Vn.4s, #0")
    if a.imm(2, 0, 0, "immediate", "the comparison is with #0") != 0:
        raise a.error(2, "expected #0")
    (d, n), esz, nl, _ = same_shape(a, (0, 1), "8b 16b 4h 8h 2s 4s 2d", "d")
    test = _ZERO_CMP[a.m]
    return bind_vec(d, [n], 16, lambda vn: pack([-int(test(x)) for x in lanes(vn, esz, nl, True)],
                                                esz))


HOOKS["compare_zero"] = compare_zero


@insn("cmle", "cmlt", klass="fp", first="VReg|FReg")
def cmle_cmlt(a: Args):
    return compare_zero(a)


def _clz(x: int, bits: int) -> int:
    return bits - x.bit_length()


def _cls(x: int, bits: int) -> int:
    return bits - 1 - (x if x >= 0 else ~x).bit_length()


def _rbit8(x: int) -> int:
    return int(f"{x & 0xFF:08b}"[::-1], 2)


# name -> (signed, fn(x, d, bits), saturate, reads Vd, arrangements, scalar kinds)
MISC = {
    "cls": (_S, lambda x, d, b: _cls(x, b), False, False, "8b 16b 4h 8h 2s 4s", ""),
    "clz": (_U, lambda x, d, b: _clz(x, b), False, False, "8b 16b 4h 8h 2s 4s", ""),
    "rbit": (_U, lambda x, d, b: _rbit8(x), False, False, "8b 16b", ""),
    "sqabs": (_S, lambda x, d, b: abs(x), True, False, "8b 16b 4h 8h 2s 4s 2d", "bhsd"),
    "sqneg": (_S, lambda x, d, b: -x, True, False, "8b 16b 4h 8h 2s 4s 2d", "bhsd"),
    # SUQADD: signed Vd + unsigned Vn; USQADD: unsigned Vd + signed Vn (x is read accordingly)
    "suqadd": (_U, lambda x, d, b: d + x, True, True, "8b 16b 4h 8h 2s 4s 2d", "bhsd"),
    "usqadd": (_S, lambda x, d, b: d + x, True, True, "8b 16b 4h 8h 2s 4s 2d", "bhsd"),
}


@insn(*MISC, klass="fp", first="VReg|FReg")
def misc(a: Args):
    """CLS/CLZ/RBIT/SQABS/SQNEG/SUQADD/USQADD Vd.T, Vn.T (scalar forms for the saturating
    ones)."""
    a.count(2, usage="Vd.4s, Vn.4s")
    signed, fn, saturate, read_d, allowed, scalar = MISC[a.m]
    (d, n), esz, nl, _ = same_shape(a, (0, 1), allowed, scalar)
    bits = 8 * esz
    d_signed = a.m == "suqadd"
    res_signed = a.m != "usqadd"

    def run(vn, vd):
        xs = lanes(vn, esz, nl, signed)
        ds = lanes(vd, esz, nl, d_signed) if read_d else [0] * nl
        out = [fn(x, y, bits) for x, y in zip(xs, ds)]
        return pack([sat(v, bits, res_signed) for v in out] if saturate else out, esz)
    return bind_vec(d, [n], 16, run, read_d=True)


@insn("abs", "neg", klass="fp", first="FReg")
def abs_neg_scalar(a: Args):
    """ABS/NEG Dd, Dn (modulo 2^64)."""
    a.count(2, usage="Dd, Dn")
    (d, n), esz, nl, _ = same_shape(a, (0, 1), "", "d")
    f = abs if a.m == "abs" else (lambda x: -x)
    return bind_vec(d, [n], 16, lambda vn: pack([f(x) for x in lanes(vn, 8, 1, True)], 8))


_REV = {"rev16": 2, "rev32": 4, "rev64": 8}


@insn(*_REV, klass="fp_mov", first="VReg")
def rev(a: Args):
    """REV16/REV32/REV64 Vd.T, Vn.T: reverse the elements within each 16/32/64-bit container."""
    a.count(2, usage="Vd.16b, Vn.16b")
    container = _REV[a.m]
    allowed = {2: "8b 16b", 4: "8b 16b 4h 8h", 8: "8b 16b 4h 8h 2s 4s"}[container]
    (d, n), esz, nl, _ = same_shape(a, (0, 1), allowed, "")
    nb = esz * nl
    return bind_vec(d, [n], 16, lambda vn: np.ascontiguousarray(
        vn[:nb].reshape(-1, container // esz, esz)[:, ::-1, :]).reshape(-1))


_ADDLP = ("saddlp", "uaddlp", "sadalp", "uadalp")


@insn(*_ADDLP, klass="fp", first="VReg")
def add_long_pairwise(a: Args):
    """SADDLP/UADDLP Vd.Tw, Vn.T: sums of adjacent element pairs at twice the width;
    SADALP/UADALP add them to Vd."""
    a.count(2, usage="Vd.8h, Vn.16b")
    d, desz, dl = vec(a, 0, "4h 8h 2s 4s 1d 2d")
    n, nesz, nl = vec(a, 1, "8b 16b 4h 8h 2s 4s")
    if desz != 2 * nesz or nl != 2 * dl:
        raise a.error(1, f"'{a.m}' pairs a .{dl}{'bhsd'[desz.bit_length() - 1]} result with "
                      f".{2 * dl}{'bhsd'[desz.bit_length() - 2]} elements")
    signed, acc = a.m[0] == "s", "adal" in a.m

    def run(vn, vd):
        xs = lanes(vn, nesz, nl, signed)
        ds = lanes(vd, desz, dl, False) if acc else [0] * dl
        return pack([ds[i] + xs[2 * i] + xs[2 * i + 1] for i in range(dl)], desz)
    return bind_vec(d, [n], 16, run, read_d=True)


@insn("shll", "shll2", klass="fp", first="VReg")
def shll(a: Args):
    """SHLL{2} Vd.Tw, Vn.T, #esize: the lower (2: upper) half's elements widened (zero-
    extended) and shifted left by their own size."""
    a.count(3, usage="Vd.8h, Vn.8b, #8")
    upper = a.m.endswith("2")
    d, desz, dl = vec(a, 0, "8h 4s 2d")
    n, nesz, nl = vec(a, 1, "8b 16b 4h 8h 2s 4s")
    if desz != 2 * nesz or nl != dl * (2 if upper else 1):
        raise a.error(1, f"'{a.m}' widens the {'upper' if upper else 'lower'} half of Vn")
    a.imm(2, 8 * nesz, 8 * nesz, "shift", f"the shift is the element size, #{8 * nesz}")
    return widen_form(d, n, nesz, 8 if upper else 0, 8 * nesz)


@insn("saddlv", "uaddlv", klass="fp", first="FReg")
def add_long_across(a: Args):
    """SADDLV/UADDLV Hd|Sd|Dd, Vn.T: the sum of all elements at twice their width."""
    a.count(2, usage="Hd, Vn.16b")
    n, esz, nl = vec(a, 1, "8b 16b 4h 8h 4s")
    o = a[0]
    if type(o) is not O.FReg or o.kind != "bhsd"[esz.bit_length()]:
        raise a.error(0, f"expected a {'bhsd'[esz.bit_length()]} register for the sum")
    signed = a.m == "saddlv"
    return bind_vec(o.num, [n], 16, lambda vn: pack([sum(lanes(vn, esz, nl, signed))], 2 * esz))


@insn("addp", klass="fp", first="FReg")
def addp_scalar(a: Args):
    """ADDP Dd, Vn.2d: the sum of the two elements (modulo 2^64)."""
    a.count(2, usage="Dd, Vn.2d")
    n, _, _ = vec(a, 1, "2d")
    if type(a[0]) is not O.FReg or a[0].kind != "d":
        raise a.error(0, "expected a d register", "addp d0, v1.2d")
    return bind_vec(a[0].num, [n], 16, lambda vn: pack([sum(lanes(vn, 8, 2, False))], 8))


# ----------------------------------------------------------------------------- encodings
# Arm ARM C4.1.95; spellings as llvm/test/MC/AArch64/neon-*.s and llvm-objdump-19.
def _arr(size: int, q: int) -> str | None:
    return {0: ("8b", "16b"), 1: ("4h", "8h"), 2: ("2s", "4s"), 3: (None, "2d")}[size][q]


# (U, opcode) -> mnemonic of the three-same forms here
_THREE_ENC = {(0, 0b00000): "shadd", (1, 0b00000): "uhadd", (0, 0b00001): "sqadd",
              (1, 0b00001): "uqadd", (0, 0b00010): "srhadd", (1, 0b00010): "urhadd",
              (0, 0b00100): "shsub", (1, 0b00100): "uhsub", (0, 0b00101): "sqsub",
              (1, 0b00101): "uqsub", (0, 0b01000): "sshl", (1, 0b01000): "ushl",
              (0, 0b01001): "sqshl", (1, 0b01001): "uqshl", (0, 0b01010): "srshl",
              (1, 0b01010): "urshl", (0, 0b01011): "sqrshl", (1, 0b01011): "uqrshl",
              (0, 0b01110): "sabd", (1, 0b01110): "uabd", (0, 0b01111): "saba",
              (1, 0b01111): "uaba", (0, 0b10010): "mla", (1, 0b10010): "mls",
              (1, 0b10011): "pmul", (0, 0b10100): "smaxp", (1, 0b10100): "umaxp",
              (0, 0b10101): "sminp", (1, 0b10101): "uminp", (0, 0b10110): "sqdmulh",
              (1, 0b10110): "sqrdmulh"}


def _fmt_three(f):
    m = _THREE_ENC.get((f.U, f.opcode))
    t = _arr(f.size, f.Q)
    if m is None or t is None:
        return None
    if t not in _arrangements(m in THREE and THREE[m][3], m).split():
        return None
    return f"{m} v{f.Rd}.{t}, v{f.Rn}.{t}, v{f.Rm}.{t}"


_SCALAR_D_ENC = {(0, 0b10000): "add", (1, 0b10000): "sub", (0, 0b00110): "cmgt",
                 (1, 0b00110): "cmhi", (0, 0b00111): "cmge", (1, 0b00111): "cmhs",
                 (0, 0b10001): "cmtst", (1, 0b10001): "cmeq"}


def _fmt_three_scalar(f):
    m = _THREE_ENC.get((f.U, f.opcode))
    if m in THREE and THREE[m][5]:
        if "bhsd"[f.size] not in THREE[m][5]:
            return None
        r = "bhsd"[f.size]
        return f"{m} {r}{f.Rd}, {r}{f.Rn}, {r}{f.Rm}"
    m = _SCALAR_D_ENC.get((f.U, f.opcode))
    return m and f.size == 3 and f"{m} d{f.Rd}, d{f.Rn}, d{f.Rm}" or None


# (U, opcode) -> two-register misc integer forms here (plus the #0 compares)
_MISC_ENC = {(0, 0b00000): "rev64", (1, 0b00000): "rev32", (0, 0b00001): "rev16",
             (0, 0b00010): "saddlp", (1, 0b00010): "uaddlp", (0, 0b00011): "suqadd",
             (1, 0b00011): "usqadd", (0, 0b00100): "cls", (1, 0b00100): "clz",
             (0, 0b00110): "sadalp", (1, 0b00110): "uadalp", (0, 0b00111): "sqabs",
             (1, 0b00111): "sqneg", (0, 0b01000): "cmgt", (1, 0b01000): "cmge",
             (0, 0b01001): "cmeq", (1, 0b01001): "cmle", (0, 0b01010): "cmlt",
             (1, 0b10011): "shll"}


def _fmt_misc(f):
    if f.U and f.opcode == 0b00101:  # RBIT (size 01); NOT is size 00 (isa.a64.simd)
        return f.size == 1 and f"rbit v{f.Rd}.{('8b', '16b')[f.Q]}, v{f.Rn}.{('8b', '16b')[f.Q]}" \
            or None
    m = _MISC_ENC.get((f.U, f.opcode))
    if m is None:
        return None
    t = _arr(f.size, f.Q)
    if m in _REV:
        if t is None or 8 << f.size >= 8 * _REV[m]:
            return None
        return f"{m} v{f.Rd}.{t}, v{f.Rn}.{t}"
    if m in _ADDLP:
        if f.size == 3:
            return None
        return f"{m} v{f.Rd}.{_arr(f.size + 1, f.Q) or '1d'}, v{f.Rn}.{t}"
    if m == "shll":
        if f.size == 3:
            return None
        return (f"shll{'2' if f.Q else ''} v{f.Rd}.{_arr(f.size + 1, 1)}, v{f.Rn}.{t}, "
                f"#{8 << f.size}")
    if t is None or (m in ("cls", "clz") and f.size == 3):
        return None
    if m in _ZERO_CMP:
        return f"{m} v{f.Rd}.{t}, v{f.Rn}.{t}, #0"
    return f"{m} v{f.Rd}.{t}, v{f.Rn}.{t}"


def _fmt_misc_scalar(f):
    m = _MISC_ENC.get((f.U, f.opcode))
    if f.opcode == 0b01011:  # ABS / NEG
        m = ("abs", "neg")[f.U]
    r = "bhsd"[f.size]
    if m in ("suqadd", "usqadd", "sqabs", "sqneg"):
        return f"{m} {r}{f.Rd}, {r}{f.Rn}"
    if f.size != 3:
        return None
    if m in _ZERO_CMP:
        return f"{m} d{f.Rd}, d{f.Rn}, #0"
    if m in ("abs", "neg"):
        return f"{m} d{f.Rd}, d{f.Rn}"
    return None


def _fmt_addlv(f):
    if f.opcode != 0b00011 or f.size == 3 or (f.size == 2 and not f.Q):
        return None
    return f"{('saddlv', 'uaddlv')[f.U]} {'hsd'[f.size]}{f.Rd}, v{f.Rn}.{_arr(f.size, f.Q)}"


E.ENC("shadd", "0 Q:1 U:1 01110 size:2 1 Rm:5 opcode:5 1 Rn:5 Rd:5", _fmt_three,
      aliases=tuple(THREE) + tuple(PAIRWISE))
E.ENC("sqadd", "01 U:1 11110 size:2 1 Rm:5 opcode:5 1 Rn:5 Rd:5", _fmt_three_scalar,
      aliases=tuple(m for m, v in THREE.items() if v[5]) + tuple(_SCALAR_D))
E.ENC("rev64", "0 Q:1 U:1 01110 size:2 10000 opcode:5 10 Rn:5 Rd:5", _fmt_misc,
      aliases=(*_REV, *_ADDLP, *MISC, *_ZERO_CMP, "shll", "shll2"))
E.ENC("sqabs", "01 U:1 11110 size:2 10000 opcode:5 10 Rn:5 Rd:5", _fmt_misc_scalar,
      aliases=("sqneg", "suqadd", "usqadd", "abs", "neg", *_ZERO_CMP))
E.ENC("saddlv", "0 Q:1 U:1 01110 size:2 11000 opcode:5 10 Rn:5 Rd:5", _fmt_addlv,
      aliases=("uaddlv",))
E.ENC("addp", "01 0 11110 11 11000 11011 10 Rn:5 Rd:5", lambda f: f"addp d{f.Rd}, v{f.Rn}.2d")
