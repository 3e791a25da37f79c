"""SVE/SVE2 integer forms compilers emit for ordinary C loops: SMULH/UMULH (predicated and
unpredicated), SABD/UABD, the halving adds and subtracts (SHADD/UHADD/SRHADD/URHADD/SHSUB/
UHSUB/SHSUBR/UHSUBR), SSRA/USRA/SRSRA/URSRA, SABA/UABA, the bitwise selects (EOR3/BCAX/BSL/
BSL1N/BSL2N/NBSL), SXTB/SXTH/SXTW/UXTB/UXTH/UXTW and CLS/CLZ/CNT (predicated).

clang-19 -O3 uses SMULH/UMULH + USRA for division by a constant, UABD/UABA for sums of
absolute differences, URHADD for rounding averages and BSL for vectorised selects. Semantics
follow the Arm ARM pseudocode (QEMU 11.1 target/arm/tcg/sve_helper.c is the cross-check).
Every closure works on unsigned views of ``cpu.z`` and reinterprets for signed operations.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from .sve import LOG2, SINT, UINT, destructive, gov, zsame
from .table import Args, insn

_M32 = np.uint64(0xFFFFFFFF)
_S32 = np.uint64(32)


# ----------------------------------------------------------------------------- element functions
def umulh64(a, b):
    """High 64 bits of the 128-bit unsigned products (32-bit limbs: no overflow in uint64)."""
    al, ah, bl, bh = a & _M32, a >> _S32, b & _M32, b >> _S32
    ll, lh, hl = al * bl, al * bh, ah * bl
    mid = (ll >> _S32) + (lh & _M32) + (hl & _M32)
    return ah * bh + (lh >> _S32) + (hl >> _S32) + (mid >> _S32)


def mulh(esz: int, signed: bool):
    """SMULH/UMULH: the upper half of the double-width product."""
    U, S, bits = UINT[esz], SINT[esz], 8 * esz
    if esz == 8:
        def fn64(x, y):
            hi = umulh64(x, y)
            if signed:  # signed high half = unsigned high half - (x<0 ? y) - (y<0 ? x)
                hi = hi - np.where(x.view(S) < 0, y, U(0)) - np.where(y.view(S) < 0, x, U(0))
            return hi
        return fn64
    W = np.int64 if signed else np.uint64
    view = S if signed else U

    def fn(x, y):
        p = x.view(view).astype(W) * y.view(view).astype(W)
        return (p >> bits).astype(U)
    return fn


def abd(esz: int, signed: bool):
    """SABD/UABD: |x - y| of the exact difference, kept modulo 2^esize."""
    U, view = UINT[esz], (SINT if signed else UINT)[esz]

    def fn(x, y):
        gt = x.view(view) > y.view(view)
        return np.where(gt, x - y, y - x).astype(U)
    return fn


def halving(esz: int, op: str):
    """SHADD/UHADD/SRHADD/URHADD/SHSUB/UHSUB/SHSUBR/UHSUBR without a wider type: the halves
    and the carried low bit give the exact (x op y) >> 1 truncated to the element."""
    signed, kind = op[0] == "s", op[1:]
    view = (SINT if signed else UINT)[esz]
    one = view(1)

    def fn(x, y):
        a, b = x.view(view), y.view(view)
        if kind.endswith("r") and kind != "rhadd":  # hsubr: y - x
            a, b = b, a
        ha, hb = a >> one, b >> one
        if kind == "hadd":
            r = ha + hb + (a & b & one)
        elif kind == "rhadd":
            r = ha + hb + ((a | b) & one)
        else:
            r = ha - hb - (~a & b & one)
        return r.astype(view).view(UINT[esz])
    return fn


def shift_right(esz: int, signed: bool, rounding: bool, amount: int):
    """Elements shifted right by ``amount`` (1..esize), rounding half up when asked: the
    rounded shift is (x >> s) + bit s-1 of x, exact in the element width."""
    view = (SINT if signed else UINT)[esz]
    s1 = view(amount - 1)
    one = view(1)

    def fn(x):
        v = x.view(view)
        r = (v >> s1) >> one
        if rounding:
            r = r + ((v >> s1) & one)
        return r.astype(view).view(UINT[esz])
    return fn


def _clz(x, bits: int):
    """Leading zero bits of unsigned elements (binary search on the shifted value)."""
    n = np.zeros(x.shape, np.int64)
    v = x.astype(np.uint64)
    for step in (32, 16, 8, 4, 2, 1):
        if step >= bits:
            continue
        small = v < (np.uint64(1) << np.uint64(bits - step))
        n += np.where(small, step, 0)
        v = np.where(small, v << np.uint64(step), v)
    return n + (x == 0)


def unary(esz: int, op: str):
    """The predicated unary element functions of this module."""
    U, S, bits = UINT[esz], SINT[esz], 8 * esz
    if op == "clz":
        return lambda x: _clz(x, bits).astype(U)
    if op == "cls":  # leading bits equal to the sign, not counting it
        return lambda x: (_clz(np.where(x.view(S) < 0, ~x, x).astype(U), bits) - 1).astype(U)
    if op == "cnt":
        return lambda x: np.unpackbits(x.view(np.uint8).reshape(-1, esz), axis=1).sum(
            axis=1).astype(U)
    src = {"b": 1, "h": 2, "w": 4}[op[3]]
    ST = (SINT if op[0] == "s" else UINT)[src]
    return lambda x: x.astype(ST).astype(S if op[0] == "s" else U).view(U)


# ----------------------------------------------------------------------------- binders
def _bin_bind(fn, esz: int, d: int, n: int, m: int, g: int | None = None, acc: bool = False):
    """Zd = fn(Zn, Zm); merging Zdn = fn(Zdn, Zm) under Pg; ``acc``: Zda += fn(Zn, Zm)."""
    U, sh = UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zt, p, nxt = cpu.z.view(U), cpu.p, idx + 1
        rd, rn, rm = zt[d], zt[n], zt[m]
        prow = p[g] if g is not None else None

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            r = fn(rn[:ne], rm[:ne])
            if acc:
                np.add(rd[:ne], r, out=rd[:ne])
            elif prow is None:
                rd[:ne] = r
            else:
                np.copyto(rd[:ne], r, where=prow[:vlb:esz])
            return nxt
        return run
    return bind


def _unary_bind(fn, esz: int, d: int, n: int, g: int | None, acc: bool = False):
    """Zd = fn(Zn) merging under Pg, or (``acc``) Zda += fn(Zn) unpredicated."""
    U, sh = UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zt, p, nxt = cpu.z.view(U), cpu.p, idx + 1
        rd, rn = zt[d], zt[n]
        prow = p[g] if g is not None else None

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            r = fn(rn[:ne])
            if acc:
                np.add(rd[:ne], r, out=rd[:ne])
            else:
                np.copyto(rd[:ne], r, where=prow[:vlb:esz])
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- decoders
def _pred_binary(a: Args, fn_of) -> object:
    """``Zdn.T, Pg/M, Zdn.T, Zm.T`` (destructive, merging)."""
    a.count(4, usage="Zdn.T, Pg/M, Zdn.T, Zm.T")
    d, esz = a.zreg(0)
    g, _ = gov(a, 1, "m")
    zsame(a, 2, esz)
    destructive(a, d, 2)
    return _bin_bind(fn_of(esz), esz, d, d, zsame(a, 3, esz), g)


@insn("smulh", "umulh", klass="sve_int", first="ZReg")
def smulh(a: Args):
    """SMULH/UMULH Zd.T, Zn.T, Zm.T (SVE2) | Zdn.T, Pg/M, Zdn.T, Zm.T."""
    signed = a.m[0] == "s"
    if len(a) == 4:
        return _pred_binary(a, lambda esz: mulh(esz, signed))
    a.count(3, usage="Zd.T, Zn.T, Zm.T | Zdn.T, Pg/M, Zdn.T, Zm.T")
    d, esz = a.zreg(0)
    return _bin_bind(mulh(esz, signed), esz, d, zsame(a, 1, esz), zsame(a, 2, esz))


@insn("sabd", "uabd", klass="sve_int", first="ZReg")
def sabd(a: Args):
    """SABD/UABD Zdn.T, Pg/M, Zdn.T, Zm.T."""
    return _pred_binary(a, lambda esz: abd(esz, a.m[0] == "s"))


_HALVING = ("shadd", "uhadd", "shsub", "uhsub", "srhadd", "urhadd", "shsubr", "uhsubr")


@insn(*_HALVING, klass="sve_int", first="ZReg")
def halving_op(a: Args):
    """SHADD/UHADD/SRHADD/URHADD/SHSUB/UHSUB/SHSUBR/UHSUBR Zdn.T, Pg/M, Zdn.T, Zm.T (SVE2)."""
    return _pred_binary(a, lambda esz: halving(esz, a.m))


@insn("saba", "uaba", klass="sve_int", first="ZReg")
def saba(a: Args):
    """SABA/UABA Zda.T, Zn.T, Zm.T: Zda += |Zn - Zm| (SVE2)."""
    a.count(3, usage="Zda.T, Zn.T, Zm.T")
    d, esz = a.zreg(0)
    return _bin_bind(abd(esz, a.m[0] == "s"), esz, d, zsame(a, 1, esz), zsame(a, 2, esz),
                     acc=True)


@insn("ssra", "usra", "srsra", "ursra", klass="sve_int", first="ZReg")
def sra(a: Args):
    """SSRA/USRA/SRSRA/URSRA Zda.T, Zn.T, #shift (1..esize): Zda += Zn >> shift (SVE2)."""
    a.count(3, usage="Zda.T, Zn.T, #shift")
    d, esz = a.zreg(0)
    n = zsame(a, 1, esz)
    s = a.imm(2, 1, 8 * esz, "shift")
    fn = shift_right(esz, a.m[0] == "s", a.m in ("srsra", "ursra"), s)
    return _unary_bind(fn, esz, d, n, None, acc=True)


_SELECT = {
    "eor3": lambda d, m, k: d ^ m ^ k,
    "bcax": lambda d, m, k: d ^ (m & ~k),
    "bsl": lambda d, m, k: (d & k) | (m & ~k),
    "bsl1n": lambda d, m, k: (~d & k) | (m & ~k),
    "bsl2n": lambda d, m, k: (d & k) | (~m & ~k),
    "nbsl": lambda d, m, k: ~((d & k) | (m & ~k)),
}


@insn(*_SELECT, klass="sve_int", first="ZReg")
def bitsel(a: Args):
    """EOR3/BCAX/BSL/BSL1N/BSL2N/NBSL Zdn.D, Zdn.D, Zm.D, Zk.D (SVE2, whole registers)."""
    a.count(4, usage="Zdn.D, Zdn.D, Zm.D, Zk.D")
    d = a.zreg(0, "d")[0]
    a.zreg(1, "d")
    destructive(a, d, 1)
    m, k = a.zreg(2, "d")[0], a.zreg(3, "d")[0]
    fn = _SELECT[a.m]

    def bind(cpu, idx):
        zt, nxt = cpu.z.view(np.uint64), idx + 1
        rd, rm, rk = zt[d], zt[m], zt[k]

        def run():
            ne = cpu.vlb >> 3
            rd[:ne] = fn(rd[:ne], rm[:ne], rk[:ne])
            return nxt
        return run
    return bind


_EXT = {"sxtb": "hsd", "uxtb": "hsd", "sxth": "sd", "uxth": "sd", "sxtw": "d", "uxtw": "d"}


@insn(*_EXT, "cls", "clz", "cnt", klass="sve_int", first="ZReg")
def unary_op(a: Args):
    """SXTB/UXTB/SXTH/UXTH/SXTW/UXTW and CLS/CLZ/CNT Zd.T, Pg/M, Zn.T (merging)."""
    a.count(3, usage="Zd.T, Pg/M, Zn.T")
    d, esz = a.zreg(0, _EXT.get(a.m, "bhsd"))
    g, _ = gov(a, 1, "m")
    n = zsame(a, 2, esz)
    return _unary_bind(unary(esz, a.m), esz, d, n, g)


# ============================================================================= binary encodings
# Arm ARM (DDI 0487) C4.1 "SVE encodings"; llvm-objdump spellings as in the LLVM MC tests
# llvm/test/MC/AArch64/SVE/<mnemonic>.s and SVE2/<mnemonic>.s.
def _z(n: int, size: int) -> str:
    return E.zr(n, size)


def _pred3(m: str, f) -> str:
    z = _z(f.Zdn, f.size)
    return f"{m} {z}, p{f.Pg}/m, {z}, {_z(f.Zm, f.size)}"


# SMULH/UMULH (predicated): "SVE integer multiply vectors (predicated)" H=1
E.ENC("smulh", "00000100 size:2 01001 U:1 000 Pg:3 Zm:5 Zdn:5",
      lambda f: _pred3(("smulh", "umulh")[f.U], f), "sve", aliases=("umulh",))
# SMULH/UMULH (unpredicated, SVE2): "SVE2 integer multiply vectors (unpredicated)" opc 10U
E.ENC("smulh", "00000100 size:2 1 Zm:5 01101 U:1 Zn:5 Zd:5",
      lambda f: f"{('smulh', 'umulh')[f.U]} {_z(f.Zd, f.size)}, {_z(f.Zn, f.size)}, "
                f"{_z(f.Zm, f.size)}", "sve2", aliases=("umulh",))
# SABD/UABD: "SVE integer min/max/difference (predicated)" opc 1U
E.ENC("sabd", "00000100 size:2 00110 U:1 000 Pg:3 Zm:5 Zdn:5",
      lambda f: _pred3(("sabd", "uabd")[f.U], f), "sve", aliases=("uabd",))
# the halving forms: "SVE2 integer halving add/subtract (predicated)" R:S:U
_HOPC = ("shadd", "uhadd", "shsub", "uhsub", "srhadd", "urhadd", "shsubr", "uhsubr")
E.ENC("shadd", "01000100 size:2 010 opc:3 100 Pg:3 Zm:5 Zdn:5",
      lambda f: _pred3(_HOPC[f.opc], f), "sve2", aliases=_HOPC[1:])
# SABA/UABA: "SVE2 integer absolute difference and accumulate"
E.ENC("saba", "01000101 size:2 0 Zm:5 11111 U:1 Zn:5 Zda:5",
      lambda f: f"{('saba', 'uaba')[f.U]} {_z(f.Zda, f.size)}, {_z(f.Zn, f.size)}, "
                f"{_z(f.Zm, f.size)}", "sve2", aliases=("uaba",))


# SSRA/USRA/SRSRA/URSRA: "SVE2 bitwise shift right and accumulate"; tsz's highest set bit is
# the element size, the shift is 2 * esize - tsz:imm3
def _fmt_sra(f):
    tsz = (f.tszh << 2) | f.tszl
    if tsz == 0:
        return None
    size = tsz.bit_length() - 1
    amt = 2 * (8 << size) - ((tsz << 3) | f.imm3)
    m = ("ssra", "usra", "srsra", "ursra")[f.op]
    return f"{m} {_z(f.Zda, size)}, {_z(f.Zn, size)}, {E.himm(amt)}"


E.ENC("ssra", "01000101 tszh:2 0 tszl:2 imm3:3 1110 op:2 Zn:5 Zda:5", _fmt_sra, "sve2",
      aliases=("usra", "srsra", "ursra"))
# EOR3/BCAX/BSL/BSL1N/BSL2N/NBSL: "SVE2 bitwise ternary operations" opc:o2
_TOPC = {(0, 0): "eor3", (0, 1): "bsl", (1, 0): "bcax", (1, 1): "bsl1n", (2, 1): "bsl2n",
         (3, 1): "nbsl"}
E.ENC("eor3", "00000100 opc:2 1 Zm:5 00111 o2:1 Zk:5 Zdn:5",
      lambda f: (m := _TOPC.get((f.opc, f.o2))) and
      f"{m} z{f.Zdn}.d, z{f.Zdn}.d, z{f.Zm}.d, z{f.Zk}.d", "sve2",
      aliases=("bsl", "bcax", "bsl1n", "bsl2n", "nbsl"))


# SXTB/UXTB/SXTH/UXTH/SXTW/UXTW: "SVE integer unary operations (predicated)" opc 000-101;
# the source must be narrower than the element
def _fmt_ext(f):
    if f.opc > 5 or f.size <= f.opc >> 1:
        return None
    m = ("sxtb", "uxtb", "sxth", "uxth", "sxtw", "uxtw")[f.opc]
    return f"{m} {_z(f.Zd, f.size)}, p{f.Pg}/m, {_z(f.Zn, f.size)}"


E.ENC("sxtb", "00000100 size:2 010 opc:3 101 Pg:3 Zn:5 Zd:5", _fmt_ext, "sve",
      aliases=("uxtb", "sxth", "uxth", "sxtw", "uxtw"))
# CLS/CLZ/CNT: "SVE bitwise unary operations (predicated)" opc 000-010
E.ENC("cls", "00000100 size:2 011 0 opc:2 101 Pg:3 Zn:5 Zd:5",
      lambda f: f.opc < 3 and f"{('cls', 'clz', 'cnt')[f.opc]} {_z(f.Zd, f.size)}, "
                             f"p{f.Pg}/m, {_z(f.Zn, f.size)}" or None, "sve",
      aliases=("clz", "cnt"))
