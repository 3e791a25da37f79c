"""SME2 floating-point accumulation into ZA array vector groups: FMLA/FMLS (.H, .S, .D;
multiple and single, multiple, indexed), BFMLA/BFMLS (.H), and FADD/FSUB (.H, .S, .D) and
BFADD/BFSUB (.H) of a Z list into the group (``fadd za.s[w8, 0, vgx2], {z0.s, z1.s}``:
clang-19 emits these for ``svadd_za32_f32_vg1x2``; Apple M4 has the .S/.D forms).

The .H forms are FEAT_SME_F16F16 (FMLA/FMLS/FADD/FSUB) and FEAT_SME_B16B16 (the BF forms):
QEMU ``max`` has them, Apple M4 does not; simulator/features.py refuses them there (it reads
the ZA operand's element size from the entry's operands). Every result is rounded once
(fused multiply-add; kernels in sme2_za_fp.py) and NaNs become the default NaN, as for all ZA arithmetic (FPCR.DN
behaves as 1; QEMU FPST_ZA). Group addressing is sme2_za.py's ``bind_group``.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import fp
from . import operands as O
from . import sme2_za_fp as K
from .sme import TNAME
from .sme2_za import FLOAT, bind_group, seg_pick, za_group, zag, zgroup, zl, zm_single
from .table import Args, insn

# ----------------------------------------------------------------------------- FMLA / BFMLA
@insn("fmla", "fmls", "bfmla", "bfmls", family="sme", klass="sme_za_fma", first="ZAArray")
def fmla_za(a: Args):
    """``fmla za.T[Wv, off, vgxN], {Zn…}, Zm | {Zm…} | Zm[k]``: ZA vector += Zn * Zm (fused),
    T = .h (SME_F16F16; BFMLA: SME_B16B16), .s or .d."""
    bf16 = a.m.startswith("bf")
    sizes = "h" if bf16 else "hsd"
    a.count(3, usage=f"za.{sizes[0]}[Wv, off, vgx2|vgx4], {{Zn...}}, Zm | {{Zm...}} | Zm[imm]")
    third = a._get(2)
    multi = isinstance(third, O.ZList)
    indexed = isinstance(third, O.ZReg) and third.index is not None
    zn, nreg, zesz = zgroup(a, 1, sizes, aligned=multi or indexed)
    esz, wreg, off = za_group(a, 0, sizes, 1, nreg)
    if zesz != esz:
        raise a.error(1, f"the sources must be .{TNAME[esz]} like the ZA group")
    k = -1
    if multi:
        zm, cnt, _ = zgroup(a, 2, TNAME[esz])
        if cnt != nreg:
            raise a.error(2, f"the Zm list has {cnt} registers, the Zn list {nreg}")
    else:
        zm, k = zm_single(a, 2, esz, index_max=16 // esz - 1 if indexed else None)
    neg = a.m.endswith("s")
    per = 16 // esz

    if esz == 2:
        def kern16(row, n, m, sel):
            acc = row.view(np.uint16)
            mv = m.view(np.uint16) if k < 0 else seg_pick(m.view(np.uint16), k, per, per)
            acc[:] = K.fma16(acc, n.view(np.uint16), mv, neg, bf16)
        return bind_group(a.m, wreg, off, nreg, 1, zn, zm, multi, kern16)
    F = FLOAT[esz]

    def kern(row, n, m, sel):
        acc = row.view(F)
        mv = m.view(F) if k < 0 else seg_pick(m.view(F), k, per, per)
        acc[:] = K.fmla_za(acc, n.view(F), mv, neg)
    return bind_group(a.m, wreg, off, nreg, 1, zn, zm, multi, kern)


# ----------------------------------------------------------------------------- FADD / BFADD
@insn("fadd", "fsub", "bfadd", "bfsub", family="sme", klass="sme_za_fma", first="ZAArray")
def fadd_za(a: Args):
    """``fadd za.T[Wv, off, vgxN], {Zm…}``: every vector of the group += (or -=) its Zm."""
    bf16 = a.m.startswith("bf")
    a.count(2, usage="za.s[Wv, off, vgx2|vgx4], {Zm...}")
    zm, nreg, esz = zgroup(a, 1, "h" if bf16 else "hsd")
    gesz, wreg, off = za_group(a, 0, "h" if bf16 else "hsd", 1, nreg)
    if gesz != esz:
        raise a.error(1, f"the sources must be .{TNAME[gesz]} like the ZA group")
    sub = a.m.endswith("sub")
    if esz == 2:
        def kern16(row, n, m, sel):
            acc = row.view(np.uint16)
            acc[:] = K.add16(acc, m.view(np.uint16), sub, bf16)
        return bind_group(a.m, wreg, off, nreg, 1, None, zm, True, kern16)
    F = FLOAT[esz]

    def kern(row, n, m, sel):
        acc = row.view(F)
        r = fp.fsub(acc, m.view(F)) if sub else fp.fadd(acc, m.view(F))
        acc[:] = K.default_nan(np.asarray(r, F))
    return bind_group(a.m, wreg, off, nreg, 1, None, zm, True, kern)


# ============================================================================= binary encodings
# Arm ARM (DDI 0487) C4.1 SME2 "multi-vector" groups for the half-precision and add forms;
# llvm-objdump spellings as in llvm/test/MC/AArch64/SME2/fadd.s, fsub.s and SME2p1/fmla.s,
# bfmla.s, bfadd.s (FEAT_SME_F16F16/SME_B16B16).
def _m(f, base: str) -> str:
    return ("bf" if f.B else "f") + base


def _fmt_h_single(f):
    n = 4 if f.vg else 2
    return (f"{_m(f, ('mla', 'mls')[f.S])} {zag('h', f.Rv, f.off, 1, n)}, {zl(f.Zn, n, 'h')}, "
            f"z{f.Zm}.h")


def _fmt_h_multi(n: int):
    def fmt(f):
        return (f"{_m(f, ('mla', 'mls')[f.S])} {zag('h', f.Rv, f.off, 1, n)}, "
                f"{zl(f.Zn * n, n, 'h')}, {zl(f.Zm * n, n, 'h')}")
    return fmt


def _fmt_h_index(n: int):
    def fmt(f):
        return (f"{_m(f, ('mla', 'mls')[f.S])} {zag('h', f.Rv, f.off, 1, n)}, "
                f"{zl(f.Zn * n, n, 'h')}, z{f.Zm}.h[{(f.ih << 1) | f.il}]")
    return fmt


def _fmt_add(n: int):
    def fmt(f):
        t = "h" if f.h else "sd"[f.sz]
        m = ("add", "sub")[f.S]
        m = ("bf" if f.h and f.sz else "f") + m
        return f"{m} {zag(t, f.Rv, f.off, 1, n)}, {zl(f.Zm * n, n, t)}"
    return fmt


_HA = ("fmls", "bfmla", "bfmls")
E.ENC("fmla", "11000001 0 B:1 1 vg:1 Zm:4 0 Rv:2 111 Zn:5 0 S:1 off:3", _fmt_h_single,
      "sme-f16f16", aliases=_HA)
E.ENC("fmla", "11000001 1 B:1 1 Zm:4 0 0 Rv:2 100 Zn:4 0 S:1 1 off:3", _fmt_h_multi(2),
      "sme-f16f16", aliases=_HA)
E.ENC("fmla", "11000001 1 B:1 1 Zm:3 0 1 0 Rv:2 100 Zn:3 0 0 S:1 1 off:3", _fmt_h_multi(4),
      "sme-f16f16", aliases=_HA)
E.ENC("fmla", "11000001 0001 Zm:4 0 Rv:2 1 ih:2 Zn:4 B:1 S:1 il:1 off:3", _fmt_h_index(2),
      "sme-f16f16", aliases=_HA)
E.ENC("fmla", "11000001 0001 Zm:4 1 Rv:2 1 ih:2 Zn:3 0 B:1 S:1 il:1 off:3", _fmt_h_index(4),
      "sme-f16f16", aliases=_HA)
_AA = ("fsub", "bfadd", "bfsub")
E.ENC("fadd", "11000001 1 sz:1 1 00 h:1 0 0 0 Rv:2 111 Zm:4 0 0 S:1 off:3", _fmt_add(2),
      "sme2", aliases=_AA)
E.ENC("fadd", "11000001 1 sz:1 1 00 h:1 0 1 0 Rv:2 111 Zm:3 00 0 S:1 off:3", _fmt_add(4),
      "sme2", aliases=_AA)
