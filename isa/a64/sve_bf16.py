"""SVE BFloat16 arithmetic (FEAT_SVE_B16B16, in streaming mode too) and the FEAT_BF16 dot
products on Z registers:

* BFADD/BFSUB/BFMUL Zd.H, Zn.H, Zm.H (unpredicated) and Zdn.H, Pg/M, Zdn.H, Zm.H with
  BFMAX/BFMIN/BFMAXNM/BFMINNM (merging); BFMUL Zd.H, Zn.H, Zm.H[imm];
* BFMLA/BFMLS Zda.H, Pg/M, Zn.H, Zm.H and Zda.H, Zn.H, Zm.H[imm] (fused);
* BFDOT Zda.S, Zn.H, Zm.H | Zm.H[imm] and BFMMLA Zda.S, Zn.H, Zm.H (FEAT_BF16: QEMU
  ``bfdotadd`` with FPCR.EBF = 0 -- round to odd, denormals flushed, default NaN).

Element arithmetic is :mod:`isa.a64.bf16` (one rounding, Arm NaN rules). An indexed operand is
element ``imm`` of each 128-bit segment of Zm (Arm ARM: ``Elem[Z[m], segmentbase + index]``).
Binary encodings are at the end (Arm ARM C4.1 "SVE floating-point arithmetic", "multiply-add",
"multiply-add (indexed)", "SVE BFloat16 floating-point dot product"; LLVM
llvm/test/MC/AArch64/SVE2p1/bfadd.s, bfmla.s, bfmul.s, bfmaxnm.s, SVE/bfdot.s, bfmmla.s).
"""
from __future__ import annotations

import numpy as np

from . import bf16
from . import encoding as E
from . import operands as O
from .sme2_za_fp import bfdot as bfdot_kernel
from .sve import destructive, gov
from .sve_fpmisc import merging
from .table import Args, insn

U16 = np.uint16
# the feature simulator/features.py checks: FEAT_SVE_B16B16 goes with FEAT_SME_B16B16 there
B16B16 = {"feature": "sme-b16b16"}


def _hidx(a: Args, i: int, zmax: int, imax: int) -> tuple[int, int]:
    """``Zm.T[imm]``: (register, index), Zm limited to z0-z``zmax`` by its 3-bit field."""
    o = a._get(i)
    if not isinstance(o, O.ZReg) or o.index is None:
        raise a.error(i, "expected an indexed element, e.g. z0.h[1]")
    m = a.zreg(i, "h", index=True)[0]
    if m > zmax:
        raise a.error(i, f"z{m} is not allowed here: indexed '{a.m}' takes Zm from z0-z{zmax}",
                      "the Zm field is 3 bits")
    k = a.ctx.value(o.index.lstrip("#"), o.col)
    if not 0 <= k <= imax:
        raise a.error(i, f"element index {k} out of range 0-{imax}")
    return m, k


def _seg(v: np.ndarray, k: int, per_seg: int, lanes: int) -> np.ndarray:
    """Element ``k`` of every 128-bit segment of ``v``, repeated ``lanes`` times."""
    return np.repeat(v.reshape(-1, per_seg)[:, k], lanes)


# ----------------------------------------------------------------------------- binary ops
_UNPRED = ("bfadd", "bfsub", "bfmul")


@insn("bfadd", "bfsub", "bfmul", "bfmax", "bfmin", "bfmaxnm", "bfminnm", klass="sve_fp",
      first="ZReg")
def bf_binary(a: Args):
    """BF<op> Zd.H, Zn.H, Zm.H | Zdn.H, Pg/M, Zdn.H, Zm.H | BFMUL Zd.H, Zn.H, Zm.H[imm]."""
    a.count(3, 4, usage="Zd.H, Zn.H, Zm.H | Zdn.H, Pg/M, Zdn.H, Zm.H")
    a.info = dict(B16B16)
    d = a.zreg(0, "h")[0]
    fn = bf16.OPS[a.m]
    if len(a) == 3:
        if a.m not in _UNPRED:
            raise a.error(1, f"'{a.m}' has only a predicated form",
                          f"e.g. {a.m} z{d}.h, p0/m, z{d}.h, z1.h")
        n = a.zreg(1, "h")[0]
        o = a._get(2)
        k = -1
        if isinstance(o, O.ZReg) and o.index is not None:
            if a.m != "bfmul":
                raise a.error(2, f"'{a.m}' has no indexed form")
            m, k = _hidx(a, 2, 7, 7)
        else:
            m = a.zreg(2, "h")[0]

        def bind_u(cpu, idx):
            z, nxt = cpu.z.view(U16), idx + 1
            rn, rm, rd = z[n], z[m], z[d]

            def run():
                ne = cpu.vlb >> 1
                y = _seg(rm[:ne], k, 8, 8) if k >= 0 else rm[:ne]
                rd[:ne] = fn(rn[:ne], y)
                return nxt
            return run
        return bind_u
    g, _ = gov(a, 1, "m")
    a.zreg(2, "h")
    destructive(a, d, 2)
    m = a.zreg(3, "h")[0]
    return merging(d, g, 2, U16, fn, d, m)


@insn("bfmla", "bfmls", klass="sve_fma", first="ZReg")
def bf_fma(a: Args):
    """BFMLA/BFMLS Zda.H, Pg/M, Zn.H, Zm.H (merging) | Zda.H, Zn.H, Zm.H[imm]:
    Zda + (-)Zn*Zm with one rounding."""
    a.count(3, 4, usage="Zda.H, Pg/M, Zn.H, Zm.H | Zda.H, Zn.H, Zm.H[imm]")
    a.info = dict(B16B16)
    d = a.zreg(0, "h")[0]
    neg = a.m == "bfmls"
    g, k = None, -1
    if len(a) == 4:
        g, _ = gov(a, 1, "m")
        n, m = a.zreg(2, "h")[0], a.zreg(3, "h")[0]
    else:
        n = a.zreg(1, "h")[0]
        m, k = _hidx(a, 2, 7, 7)

    def bind(cpu, idx):
        z, p, nxt = cpu.z.view(U16), cpu.p, idx + 1
        rd, rn, rm = z[d], z[n], z[m]
        prow = p[g] if g is not None else None

        def run():
            vlb = cpu.vlb
            ne = vlb >> 1
            y = _seg(rm[:ne], k, 8, 8) if k >= 0 else rm[:ne]
            res = bf16.fma(rd[:ne], rn[:ne], y, neg)
            if prow is None:
                rd[:ne] = res
            else:
                np.copyto(rd[:ne], res, where=prow[:vlb:2])
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- BFDOT / BFMMLA
@insn("bfdot", klass="sve_fma", first="ZReg")
def bfdot(a: Args):
    """BFDOT Zda.S, Zn.H, Zm.H | Zm.H[imm]: each single += the two products of its bfloat16
    pair (indexed: pair ``imm`` of each 128-bit segment of Zm)."""
    a.count(3, usage="Zda.S, Zn.H, Zm.H | Zm.H[imm]")
    d = a.zreg(0, "s")[0]
    n = a.zreg(1, "h")[0]
    o = a._get(2)
    k = -1
    if isinstance(o, O.ZReg) and o.index is not None:
        m, k = _hidx(a, 2, 7, 3)
    else:
        m = a.zreg(2, "h")[0]

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1

        def run():
            vlb = cpu.vlb
            mv = z[m, :vlb].view(np.uint32)
            if k >= 0:
                mv = _seg(mv, k, 4, 4)
            acc = z[d, :vlb].view(np.float32)
            acc[:] = bfdot_kernel(acc, z[n, :vlb].view(U16), mv.view(U16))
            return nxt
        return run
    return bind


@insn("bfmmla", klass="sve_fma", first="ZReg")
def bfmmla(a: Args):
    """BFMMLA Zda.S, Zn.H, Zm.H: per 128-bit segment, the 2x2 single matrix += (2x4 bfloat16
    rows of Zn) x (2x4 rows of Zm)^T, each element two chained BFDotAdd steps (Arm ARM
    BFMMLA (SVE))."""
    a.count(3, usage="Zda.S, Zn.H, Zm.H")
    d = a.zreg(0, "s")[0]
    n, m = a.zreg(1, "h")[0], a.zreg(2, "h")[0]

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1

        def run():
            vlb = cpu.vlb
            seg = vlb // 16
            nv = z[n, :vlb].view(np.uint32).reshape(seg, 2, 2)   # [segment, row i, pair k]
            mv = z[m, :vlb].view(np.uint32).reshape(seg, 2, 2)   # [segment, row j, pair k]
            acc = z[d, :vlb].view(np.float32).reshape(seg, 2, 2).copy()
            for kk in range(2):
                ni = np.repeat(nv[:, :, kk], 2, axis=1)           # n[i, kk] for (i, j)
                mj = np.tile(mv[:, :, kk], (1, 2))                # m[j, kk] for (i, j)
                acc = bfdot_kernel(acc.reshape(-1), ni.reshape(-1).view(U16),
                                   mj.reshape(-1).view(U16)).reshape(seg, 2, 2)
            z[d, :vlb].view(np.float32)[:] = acc.reshape(-1)
            return nxt
        return run
    return bind


# ============================================================================= binary encodings
def _z(n: int) -> str:
    return f"z{n}.h"


_U_OPC = {0: "bfadd", 1: "bfsub", 2: "bfmul"}
E.ENC("bfadd", "01100101 00 0 Zm:5 000 opc:3 Zn:5 Zd:5",
      lambda f: f.opc in _U_OPC and f"{_U_OPC[f.opc]} {_z(f.Zd)}, {_z(f.Zn)}, {_z(f.Zm)}" or None,
      "sve-b16b16", aliases=("bfsub", "bfmul"))
_P_OPC = {0: "bfadd", 1: "bfsub", 2: "bfmul", 4: "bfmaxnm", 5: "bfminnm", 6: "bfmax", 7: "bfmin"}
E.ENC("bfadd", "01100101 00 00 opc:4 100 Pg:3 Zm:5 Zdn:5",
      lambda f: f.opc in _P_OPC and
      f"{_P_OPC[f.opc]} {_z(f.Zdn)}, p{f.Pg}/m, {_z(f.Zdn)}, {_z(f.Zm)}" or None,
      "sve-b16b16", aliases=tuple(v for v in _P_OPC.values() if v != "bfadd"))
E.ENC("bfmla", "01100101 00 1 Zm:5 0 0 op:1 Pg:3 Zn:5 Zda:5",
      lambda f: f"{('bfmla', 'bfmls')[f.op]} {_z(f.Zda)}, p{f.Pg}/m, {_z(f.Zn)}, {_z(f.Zm)}",
      "sve-b16b16", aliases=("bfmls",))
E.ENC("bfmla", "01100100 0 i:1 1 i:2 Zm:3 00001 op:1 Zn:5 Zda:5",
      lambda f: f"{('bfmla', 'bfmls')[f.op]} {_z(f.Zda)}, {_z(f.Zn)}, z{f.Zm}.h[{f.i}]",
      "sve-b16b16", aliases=("bfmls",))
E.ENC("bfmul", "01100100 0 i:1 1 i:2 Zm:3 001010 Zn:5 Zd:5",
      lambda f: f"bfmul {_z(f.Zd)}, {_z(f.Zn)}, z{f.Zm}.h[{f.i}]", "sve-b16b16")
E.ENC("bfdot", "01100100 011 Zm:5 100000 Zn:5 Zda:5",
      lambda f: f"bfdot z{f.Zda}.s, {_z(f.Zn)}, {_z(f.Zm)}", "sve-bf16")
E.ENC("bfdot", "01100100 011 i:2 Zm:3 010000 Zn:5 Zda:5",
      lambda f: f"bfdot z{f.Zda}.s, {_z(f.Zn)}, z{f.Zm}.h[{f.i}]", "sve-bf16")
E.ENC("bfmmla", "01100100 011 Zm:5 111001 Zn:5 Zda:5",
      lambda f: f"bfmmla z{f.Zda}.s, {_z(f.Zn)}, {_z(f.Zm)}", "sve-bf16")
