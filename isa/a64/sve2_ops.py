"""SVE integer operations real SME kernels use (legal in streaming mode): SMAX/SMIN/UMAX/UMIN
(predicated, #imm), SQADD/UQADD/SQSUB/UQSUB (vectors, #imm), SUBR, MLA/MLS/MAD/MSB,
ABS/NEG/CNOT/NOT (predicated), ASR/LSL/LSR (#imm, vectors, wide .d) and ASRR/LSRR/LSLR,
SDOT/UDOT (vectors and indexed). Binary encodings are at the end.

Semantics follow the Arm ARM pseudocode of each instruction (QEMU 11.1 target/arm/tcg/
sve_helper.c is the executable cross-check). Closures work on unsigned views of ``cpu.z``;
signed operations reinterpret the same bytes.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import operands as O
from .sve import LOG2, SINT, SIZE, UINT, destructive, gov, zsame
from .sve2_index import decode_same, is_indexed
from .sve2p1_dot import dot2way
from .sve_intmisc import pred_saturating
from .table import Args, insn


# ----------------------------------------------------------------------------- element functions
def _sat(esz: int, signed: bool, sub: bool):
    """SQADD/UQADD/SQSUB/UQSUB on unsigned element arrays (widened to 64/128-bit python ints
    only for .d; numpy int64 holds the .b/.h/.s sums exactly)."""
    bits = 8 * esz
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    U = UINT[esz]
    view = SINT[esz] if signed else U

    def fn(x, y):
        a = x.view(view)
        # the immediate forms add/subtract UInt(imm), never a negative number (Arm ARM SQADD
        # (immediate)); a vector operand is read with the element's signedness
        b = np.int64(int(y)) if np.ndim(y) == 0 else np.asarray(y, U).view(view)
        if esz == 8:
            r = [min(max(int(p) - int(q) if sub else int(p) + int(q), lo), hi)
                 for p, q in zip(a.tolist(), np.broadcast_to(b, a.shape).tolist())]
            return np.array([v & ((1 << 64) - 1) for v in r], dtype=U)
        w = a.astype(np.int64)
        w = w - b.astype(np.int64) if sub else w + b.astype(np.int64)
        return np.clip(w, lo, hi).astype(view).view(U)
    return fn


def _minmax(esz: int, signed: bool, mx: bool):
    view = SINT[esz] if signed else UINT[esz]
    op = np.maximum if mx else np.minimum
    return lambda x, y: op(x.view(view), np.asarray(y, UINT[esz]).view(view)).view(UINT[esz])


def _shift(esz: int, kind: str):
    """ASR/LSR/LSL by unsigned per-element amounts (any size: >= esize saturates)."""
    bits = 8 * esz
    U, S = UINT[esz], SINT[esz]

    def fn(x, amt):
        amt = np.asarray(amt).astype(np.uint64)
        big = amt >= bits
        s = np.where(big, 0, amt).astype(U)
        if kind == "asr":
            s = np.where(big, bits - 1, s).astype(U)
            return np.right_shift(x.view(S), s.view(S)).view(U)
        r = np.right_shift(x, s) if kind == "lsr" else np.left_shift(x, s)
        return np.where(big, U(0), r).astype(U)
    return fn


def _binary_bind(fn, esz: int, d: int, n: int, m, g: int | None = None, imm: bool = False,
                 rev: bool = False, wide: bool = False):
    """Zd = fn(Zn, Zm | #imm) (unpredicated), or Zdn = fn(Zdn, Zm) merging under Pg;
    ``rev`` swaps the operands (SUBR, ASRR…), ``wide`` reads Zm as .d (shift by wide elements)."""
    U, sh = UINT[esz], LOG2[esz]
    ratio = 8 // esz

    def bind(cpu, idx):
        zt, z64, p, nxt = cpu.z.view(U), cpu.z.view(np.uint64), cpu.p, idx + 1
        rd, rn = zt[d], zt[n]
        rm = None if imm else (z64[m] if wide else zt[m])
        k = U(m) if imm else None
        prow = p[g] if g is not None else None

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            y = k if imm else (np.repeat(rm[:vlb >> 3], ratio) if wide else rm[:ne])
            x = rn[:ne]
            res = fn(y, x) if rev else fn(x, y)
            if prow is None:
                rd[:ne] = res
            else:
                np.copyto(rd[:ne], res, where=prow[:vlb:esz])
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- min/max, saturating
def _imm8(a: Args, i: int, esz: int, signed: bool) -> int:
    lo, hi = (-128, 127) if signed else (0, 255)
    return a.imm(i, lo, hi, "immediate") & ((1 << 8 * esz) - 1)


def _addsub_imm(a: Args, i: int, esz: int) -> int:
    """Unsigned imm8 with optional LSL #8, as ADD/SUB (immediate) take it."""
    v = a.imm(i)
    if len(a) == i + 2:
        _, s = a.shift(i + 1, ("lsl",), 8)
        if s not in (0, 8) or (s and esz == 1):
            raise a.error(i + 1, "shift must be lsl #0 or lsl #8 (not for .b)")
        if not 0 <= v <= 255:
            raise a.error(i, f"immediate {v} out of range 0-255")
        v <<= s
    elif not (0 <= v <= 255 or (esz > 1 and v % 256 == 0 and 0 <= v >> 8 <= 255)):
        raise a.error(i, f"immediate {v} out of range",
                      "0-255, or a multiple of 256 up to 65280 (not .b)")
    return v


@insn("smax", "smin", "umax", "umin", klass="sve_int", first="ZReg")
def minmax(a: Args):
    """S/U MAX/MIN Zdn.T, Pg/M, Zdn.T, Zm.T | Zdn.T, Zdn.T, #imm8 (signed or unsigned)."""
    a.count(3, 4, usage="Zdn.T, Pg/M, Zdn.T, Zm.T | Zdn.T, Zdn.T, #imm")
    d, esz = a.zreg(0)
    signed = a.m[0] == "s"
    fn = _minmax(esz, signed, a.m.endswith("max"))
    if len(a) == 3:
        destructive(a, d, 1)
        zsame(a, 1, esz)
        return _binary_bind(fn, esz, d, d, _imm8(a, 2, esz, signed), imm=True)
    g, _ = gov(a, 1, "m")
    zsame(a, 2, esz)
    destructive(a, d, 2)
    return _binary_bind(fn, esz, d, d, zsame(a, 3, esz), g)


@insn("sqadd", "uqadd", "sqsub", "uqsub", klass="sve_int", first="ZReg")
def saturating(a: Args):
    """SQADD/UQADD/SQSUB/UQSUB Zd.T, Zn.T, Zm.T | Zdn.T, Zdn.T, #imm{, lsl #8} (the predicated
    forms: :mod:`isa.a64.sve_intmisc`)."""
    a.count(3, 4, usage="Zd.T, Zn.T, Zm.T | Zdn.T, Zdn.T, #imm{, lsl #8} | "
                        "Zdn.T, Pg/M, Zdn.T, Zm.T")
    if isinstance(a[1], O.PReg):  # the predicated SVE2 forms
        return pred_saturating(a)
    d, esz = a.zreg(0)
    fn = _sat(esz, a.m[0] == "s", a.m.endswith("sub"))
    n = zsame(a, 1, esz)
    if a.is_imm(2):
        destructive(a, d, 1)
        return _binary_bind(fn, esz, d, n, _addsub_imm(a, 2, esz), imm=True)
    a.count(3)
    return _binary_bind(fn, esz, d, n, zsame(a, 2, esz))


def _sub(x, y):
    return np.subtract(x, y, dtype=x.dtype)


@insn("subr", klass="sve_int", first="ZReg")
def subr(a: Args):
    """SUBR Zdn.T, Pg/M, Zdn.T, Zm.T (Zm - Zdn) | Zdn.T, Zdn.T, #imm{, lsl #8} (imm - Zdn)."""
    a.count(3, 4, usage="Zdn.T, Pg/M, Zdn.T, Zm.T | Zdn.T, Zdn.T, #imm{, lsl #8}")
    d, esz = a.zreg(0)
    if isinstance(a[1], O.PReg):
        a.count(4)
        g, _ = gov(a, 1, "m")
        zsame(a, 2, esz)
        destructive(a, d, 2)
        return _binary_bind(_sub, esz, d, d, zsame(a, 3, esz), g, rev=True)
    zsame(a, 1, esz)
    destructive(a, d, 1)
    return _binary_bind(_sub, esz, d, d, _addsub_imm(a, 2, esz), imm=True, rev=True)


# ----------------------------------------------------------------------------- multiply-add
@insn("mla", "mls", "mad", "msb", klass="sve_int", first="ZReg")
def mla(a: Args):
    """MLA/MLS Zda.T, Pg/M, Zn.T, Zm.T (Zda +-= Zn*Zm); MAD/MSB Zdn.T, Pg/M, Zm.T, Za.T
    (Zdn = Za +- Zdn*Zm). Modular arithmetic in the element size. MLA/MLS by an indexed
    element: sve2_index.py."""
    if a.m in ("mla", "mls") and len(a) == 3 and is_indexed(a, 2):
        return decode_same(a)
    a.count(4, usage="Zda.T, Pg/M, Zn.T, Zm.T")
    d, esz = a.zreg(0)
    g, _ = gov(a, 1, "m")
    s1, s2 = zsame(a, 2, esz), zsame(a, 3, esz)
    sub = a.m in ("mls", "msb")
    if a.m in ("mla", "mls"):
        acc, x, y = d, s1, s2
    else:
        acc, x, y = s2, d, s1
    U, sh = UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zt, p, nxt = cpu.z.view(U), cpu.p, idx + 1
        rd, ra, rx, ry, prow = zt[d], zt[acc], zt[x], zt[y], p[g]

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            prod = np.multiply(rx[:ne], ry[:ne], dtype=U)
            res = np.subtract(ra[:ne], prod, dtype=U) if sub else np.add(ra[:ne], prod, dtype=U)
            np.copyto(rd[:ne], res, where=prow[:vlb:esz])
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- unary
def _unary_fn(m: str, esz: int):
    U, S = UINT[esz], SINT[esz]
    if m == "abs":
        return lambda x: np.abs(x.view(S)).view(U)  # abs(MIN) wraps to MIN, as the Arm ARM says
    if m == "neg":
        return lambda x: np.negative(x.view(S)).view(U)
    if m == "not":
        return np.invert
    return lambda x: (x == 0).astype(U)  # cnot


@insn("abs", "cnot", klass="sve_int", first="ZReg")
@insn("neg", "not", klass="sve_int", first="ZReg")
def unary(a: Args):
    """ABS/NEG/CNOT/NOT Zd.T, Pg/M, Zn.T (merging)."""
    a.count(3, usage="Zd.T, Pg/M, Zn.T")
    d, esz = a.zreg(0)
    g, _ = gov(a, 1, "m")
    n = zsame(a, 2, esz)
    fn = _unary_fn(a.m, esz)
    U, sh = UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zt, p, nxt = cpu.z.view(U), cpu.p, idx + 1
        rd, rn, prow = zt[d], zt[n], p[g]

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            np.copyto(rd[:ne], fn(rn[:ne]), where=prow[:vlb:esz])
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- shifts
@insn("asr", "lsl", "lsr", klass="sve_int", first="ZReg")
@insn("asrr", "lslr", "lsrr", klass="sve_int")
def shifts(a: Args):
    """ASR/LSL/LSR Zd.T, Zn.T, #imm | Zd.T, Zn.T, Zm.D (wide) | Zdn.T, Pg/M, Zdn.T, #imm |
    Zdn.T, Pg/M, Zdn.T, Zm.T | Zdn.T, Pg/M, Zdn.T, Zm.D (wide); ASRR/LSLR/LSRR reversed."""
    a.count(3, 4, usage="Zd.T, Zn.T, #imm | Zdn.T, Pg/M, Zdn.T, Zm.T")
    rev = a.m.endswith("r") and len(a.m) == 4
    kind = a.m[:3]
    d, esz = a.zreg(0)
    fn = _shift(esz, kind)
    bits = 8 * esz
    pred = isinstance(a[1], O.PReg)
    if rev and not pred:
        raise a.error(1, f"'{a.m}' has only the predicated vector form",
                      f"e.g. {a.m} z{d}.{SIZE[esz]}, p0/m, z{d}.{SIZE[esz]}, z1.{SIZE[esz]}")
    g = None
    if pred:
        a.count(4)
        g, _ = gov(a, 1, "m")
        zsame(a, 2, esz)
        destructive(a, d, 2)
        n, src = d, 3
    else:
        a.count(3)
        n, src = zsame(a, 1, esz), 2
    if a.is_imm(src):
        if rev:
            raise a.error(src, f"'{a.m}' takes a vector, not an immediate")
        lo, hi = (0, bits - 1) if kind == "lsl" else (1, bits)
        return _binary_bind(fn, esz, d, n, a.imm(src, lo, hi, "shift amount"), g, imm=True)
    o = a._get(src)
    if isinstance(o, O.ZReg) and o.esz == 8 and esz != 8:
        if rev:
            raise a.error(src, f"'{a.m}' has no wide form", f"write z{o.num}.{SIZE[esz]}")
        return _binary_bind(fn, esz, d, n, a.zreg(src, "d")[0], g, wide=True)
    if not pred:
        raise a.error(src, f"unpredicated '{a.m}' takes #imm or a wide z.d shift",
                      f"e.g. {a.m} z{d}.{SIZE[esz]}, z{n}.{SIZE[esz]}, z1.d")
    return _binary_bind(fn, esz, d, n, zsame(a, src, esz), g, rev=rev)


# ----------------------------------------------------------------------------- dot products
@insn("sdot", "udot", klass="sve_int", first="ZReg")
def dot(a: Args):
    """SDOT/UDOT Zda.S, Zn.B, Zm.B | Zda.D, Zn.H, Zm.H (and indexed Zm.T[i]): four-way widening
    dot products (USDOT/SUDOT need FEAT_I8MM, which the llvm-objdump oracle is not run with);
    the SVE2p1 two-way ``Zda.S, Zn.H, Zm.H`` forms are in sve2p1_dot.py."""
    if len(a) == 3 and isinstance(a[0], O.ZReg) and isinstance(a[1], O.ZReg) \
            and (a[0].esz, a[1].esz) == (4, 2):
        return dot2way(a)
    a.count(3, usage="Zda.S, Zn.B, Zm.B | Zda.D, Zn.H, Zm.H[imm]")
    d, esz = a.zreg(0, "sd")
    t = "b" if esz == 4 else "h"
    n = a.zreg(1, t)[0]
    m, _ = a.zreg(2, t, index=True)
    k = None
    if a[2].index is not None:
        k = a.ctx.value(a[2].index.lstrip("#"), a[2].col)
        kmax, zmax = (3, 7) if esz == 4 else (1, 15)
        if not 0 <= k <= kmax:
            raise a.error(2, f"element index {k} out of range 0-{kmax}")
        if m > zmax:
            raise a.error(2, f"indexed '{a.m}' .{t} takes z0-z{zmax}, not z{m}")
    nsz = esz // 4
    TN = TM = (SINT if a.m == "sdot" else UINT)[nsz]
    U, sh = UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1
        rd = z.view(U)[d]
        rn, rm = z.view(TN)[n], z.view(TM)[m]

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            x = rn[:vlb // nsz].reshape(ne, 4).astype(np.int64)
            y = rm[:vlb // nsz].reshape(-1, 4).astype(np.int64)
            if k is not None:  # the indexed group within each 128-bit segment
                per = 16 // esz
                y = np.repeat(y.reshape(-1, per, 4)[:, k, :], per, axis=0)
            # four 8x8 or 16x16-bit products: the sum fits int64; the accumulate wraps
            s = (x * y).sum(axis=1).astype(U)
            np.add(rd[:ne], s, out=rd[:ne])
            return nxt
        return run
    return bind


# ============================================================================= binary encodings
# Layouts: Arm ARM (DDI 0487) C4.1 "SVE encodings"; llvm-objdump spellings checked against
# llvm/test/MC/AArch64/SVE/<mnemonic>.s and SVE2/ (tests/encodings/sve2_ops.s runs them all).
def _z(n: int, size: int) -> str:
    return E.zr(n, size)


def _pred3(m: str, f, zm_size: int | None = None) -> str:
    z = _z(f.Zdn, f.size)
    return f"{m} {z}, p{f.Pg}/m, {z}, {_z(f.Zm, f.size if zm_size is None else zm_size)}"


# SMAX/UMAX/SMIN/UMIN (vectors, predicated): opc 0 max, 1 min (2: SABD/UABD, not executed)
E.ENC("smax", "00000100 size:2 001 opc:2 U:1 000 Pg:3 Zm:5 Zdn:5",
      lambda f: f.opc < 2 and _pred3("su"[f.U] + ("max", "min")[f.opc], f) or None, "sve",
      aliases=("umax", "smin", "umin"))


# SMAX/UMAX/SMIN/UMIN (immediate): signed imm8 for S, unsigned for U
def _fmt_minmax_imm(f):
    if f.opc > 3:
        return None
    m = ("smax", "umax", "smin", "umin")[f.opc]
    v = E.himm(E.sext(f.imm8, 8)) if m[0] == "s" else E.himm(f.imm8)
    z = _z(f.Zdn, f.size)
    return f"{m} {z}, {z}, {v}"


E.ENC("smax", "00100101 size:2 101 opc:3 11 0 imm8:8 Zdn:5", _fmt_minmax_imm, "sve",
      aliases=("umax", "smin", "umin"))
# SQADD/UQADD/SQSUB/UQSUB (vectors, unpredicated)
E.ENC("sqadd", "00000100 size:2 1 Zm:5 0001 S:1 U:1 Zn:5 Zd:5",
      lambda f: f"{'su'[f.U]}q{('add', 'sub')[f.S]} {_z(f.Zd, f.size)}, {_z(f.Zn, f.size)}, "
                f"{_z(f.Zm, f.size)}", "sve", aliases=("uqadd", "sqsub", "uqsub"))


def _imm_sh(size: int, sh: int, imm8: int) -> str | None:
    if size == 0 and sh:
        return None
    if sh and imm8 == 0:
        return "#0x0, lsl #8"
    return f"#0x{imm8 << 8 * sh:x}"


def _fmt_addsub_imm(m: str):
    def fmt(f):
        v = _imm_sh(f.size, f.sh, f.imm8)
        z = _z(f.Zdn, f.size)
        name = m or f"{'su'[f.U]}q{('add', 'sub')[f.S]}"
        return v and f"{name} {z}, {z}, {v}"
    return fmt


# SQADD/UQADD/SQSUB/UQSUB/SUBR (immediate): opc 1SU / 011 of the ADD (immediate) group
E.ENC("sqadd", "00100101 size:2 100 1 S:1 U:1 11 sh:1 imm8:8 Zdn:5", _fmt_addsub_imm(""), "sve",
      aliases=("uqadd", "sqsub", "uqsub"))
E.ENC("subr", "00100101 size:2 100 011 11 sh:1 imm8:8 Zdn:5", _fmt_addsub_imm("subr"), "sve")
# SUBR (vectors, predicated): opc 011 of the ADD/SUB (vectors, predicated) group
E.ENC("subr", "00000100 size:2 0 00 011 000 Pg:3 Zm:5 Zdn:5", lambda f: _pred3("subr", f), "sve")
# MLA/MLS Zda, Pg/M, Zn, Zm and MAD/MSB Zdn, Pg/M, Zm, Za
E.ENC("mla", "00000100 size:2 0 Zm:5 01 op:1 Pg:3 Zn:5 Zda:5",
      lambda f: f"{('mla', 'mls')[f.op]} {_z(f.Zda, f.size)}, p{f.Pg}/m, {_z(f.Zn, f.size)}, "
                f"{_z(f.Zm, f.size)}", "sve", aliases=("mls",))
E.ENC("mad", "00000100 size:2 0 Zm:5 11 op:1 Pg:3 Za:5 Zdn:5",
      lambda f: f"{('mad', 'msb')[f.op]} {_z(f.Zdn, f.size)}, p{f.Pg}/m, {_z(f.Zm, f.size)}, "
                f"{_z(f.Za, f.size)}", "sve", aliases=("msb",))


# ABS/NEG (integer unary, predicated) and CNOT/NOT (bitwise unary, predicated)
def _fmt_unary(m: str):
    return lambda f: f"{m} {_z(f.Zd, f.size)}, p{f.Pg}/m, {_z(f.Zn, f.size)}"


E.ENC("abs", "00000100 size:2 010110 101 Pg:3 Zn:5 Zd:5", _fmt_unary("abs"), "sve")
E.ENC("neg", "00000100 size:2 010111 101 Pg:3 Zn:5 Zd:5", _fmt_unary("neg"), "sve")
E.ENC("cnot", "00000100 size:2 011011 101 Pg:3 Zn:5 Zd:5", _fmt_unary("cnot"), "sve")
E.ENC("not", "00000100 size:2 011110 101 Pg:3 Zn:5 Zd:5", _fmt_unary("not"), "sve")


# ASR/LSR/LSL (immediate): tsz's highest set bit gives the element size; ASR/LSR encode
# 2*esize - shift, LSL esize + shift
def _tsz_shift(tsz: int, imm3: int, left: bool) -> tuple[int, int] | None:
    if tsz == 0:
        return None
    size = tsz.bit_length() - 1
    esize = 8 << size
    v = (tsz << 3) | imm3
    return size, (v - esize if left else 2 * esize - v)


_SHIFT_OPC = {0: "asr", 1: "lsr", 3: "lsl"}


def _fmt_shift_imm(pred: bool):
    def fmt(f):
        m = _SHIFT_OPC.get(f.opc)
        s = m and _tsz_shift((f.tszh << 2) | f.tszl, f.imm3, m == "lsl")
        if not s:
            return None
        size, amt = s
        if pred:
            z = _z(f.Zdn, size)
            return f"{m} {z}, p{f.Pg}/m, {z}, {E.himm(amt)}"
        return f"{m} {_z(f.Zd, size)}, {_z(f.Zn, size)}, {E.himm(amt)}"
    return fmt


E.ENC("asr", "00000100 tszh:2 1 tszl:2 imm3:3 1001 opc:2 Zn:5 Zd:5", _fmt_shift_imm(False), "sve",
      aliases=("lsr", "lsl"))
E.ENC("asr", "00000100 tszh:2 00 00 opc:2 100 Pg:3 tszl:2 imm3:3 Zdn:5", _fmt_shift_imm(True),
      "sve", aliases=("lsr", "lsl"))
# ASR/LSR/LSL (wide elements, unpredicated and predicated): not for .d
E.ENC("asr", "00000100 size:2 1 Zm:5 1000 opc:2 Zn:5 Zd:5",
      lambda f: f.size < 3 and f.opc in _SHIFT_OPC and
      f"{_SHIFT_OPC[f.opc]} {_z(f.Zd, f.size)}, {_z(f.Zn, f.size)}, {_z(f.Zm, 3)}" or None, "sve",
      aliases=("lsr", "lsl"))
E.ENC("asr", "00000100 size:2 011 0 opc:2 100 Pg:3 Zm:5 Zdn:5",
      lambda f: f.size < 3 and f.opc in _SHIFT_OPC and _pred3(_SHIFT_OPC[f.opc], f, 3) or None,
      "sve", aliases=("lsr", "lsl"))
# ASR/LSR/LSL/ASRR/LSRR/LSLR (vectors, predicated): R L U
_SHIFT_RLU = {0: "asr", 1: "lsr", 3: "lsl", 4: "asrr", 5: "lsrr", 7: "lslr"}
E.ENC("asr", "00000100 size:2 010 opc:3 100 Pg:3 Zm:5 Zdn:5",
      lambda f: f.opc in _SHIFT_RLU and _pred3(_SHIFT_RLU[f.opc], f) or None, "sve",
      aliases=("lsr", "lsl", "asrr", "lsrr", "lslr"))


# SDOT/UDOT (vectors; size 10 = .s from .b, 11 = .d from .h) and the indexed
# forms (.s: i2 + Zm 3 bits, .d: i1 + Zm 4 bits)
def _dot(f, m: str, zm: str) -> str:
    t = ("b", "h")[f.wide]
    return f"{m} z{f.Zda}.{'sd'[f.wide]}, z{f.Zn}.{t}, {zm.format(t=t)}"


E.ENC("sdot", "01000100 1 wide:1 0 Zm:5 00000 U:1 Zn:5 Zda:5",
      lambda f: _dot(f, "su"[f.U] + "dot", f"z{f.Zm}.{{t}}"), "sve", aliases=("udot",))
E.ENC("sdot", "01000100 1 0 1 i2:2 Zm:3 00000 U:1 Zn:5 Zda:5",
      lambda f: f"{'su'[f.U]}dot z{f.Zda}.s, z{f.Zn}.b, z{f.Zm}.b[{f.i2}]", "sve",
      aliases=("udot",))
E.ENC("sdot", "01000100 1 1 1 i1:1 Zm:4 00000 U:1 Zn:5 Zda:5",
      lambda f: f"{'su'[f.U]}dot z{f.Zda}.d, z{f.Zn}.h, z{f.Zm}.h[{f.i1}]", "sve",
      aliases=("udot",))
