"""FP8 matrix multiply-accumulate (FEAT_F8F16MM, FEAT_F8F32MM), Advanced SIMD and SVE:

* ``fmmla Vd.8h, Vn.16b, Vm.16b`` / ``fmmla Zda.H, Zn.B, Zm.B``: in each 64-bit segment the 2x4
  FP8 matrix of the first source times the transpose of the second's is added to the 2x2
  half-precision matrix (4-way dot products, FPMR.LSCALE[3:0]);
* ``fmmla Vd.4s, Vn.16b, Vm.16b`` / ``fmmla Zda.S, Zn.B, Zm.B``: the same per 128-bit segment
  with 2x8 matrices into 2x2 single precision (8-way, all of LSCALE).

Element (i, j) of each accumulator matrix adds ``sum_k n[i][k] * m[j][k]`` with one rounding
(Arm ARM FMMLA (widening, 8-bit floating-point to half/single-precision), FP8MatMulAddFP;
:mod:`isa.a64.fp8`). The SVE forms are illegal in streaming mode without FEAT_SME_FA64.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import fp8 as F8
from .simd import vec, vwriter
from .simd_fp8 import FP8_INFO
from .sve_fpmisc import fmmla as fmmla_sve
from .table import Args, insn

_ROWS, _COLS = [0, 0, 1, 1], [0, 1, 0, 1]  # the 2x2 result in element order (i, j)


def matmul_add(vn: np.ndarray, vm: np.ndarray, acc: np.ndarray, esz: int,
               mode: F8.Fpmr) -> np.ndarray:
    """FP8MatMulAddFP on every segment: ``vn``/``vm`` bytes, ``acc`` the accumulator bytes (as
    many as the sources); ``esz`` 2 (4-way, 64-bit segments) or 4 (8-way, 128-bit)."""
    way = 2 * esz
    fmt, dt, mask = F8.DOT_ACC[esz]
    n = vn.reshape(-1, 2, way)
    m = vm.reshape(-1, 2, way)
    nb = n[:, _ROWS, :].reshape(-1, way)
    mb = m[:, _COLS, :].reshape(-1, way)
    out = acc.copy()
    out.view(dt)[:] = F8.dot_add_lanes(nb, mb, acc.view(dt), fmt, mode, mask)
    return out


@insn("fmmla", klass="fp", first="VReg")
def fmmla_simd(a: Args):
    """``fmmla Vd.8h|4s, Vn.16b, Vm.16b`` (FEAT_F8F16MM / FEAT_F8F32MM)."""
    a.count(3, usage="Vd.4s, Vn.16b, Vm.16b")
    d, esz, _ = vec(a, 0, "8h 4s")
    n, _, _ = vec(a, 1, "16b")
    m, _, _ = vec(a, 2, "16b")
    a.info = FP8_INFO

    def bind(cpu, idx):
        z, regs, nxt = cpu.z, cpu.sysregs, idx + 1
        write = vwriter(z, d)

        def run():
            mode = F8.Fpmr.of(regs.get("fpmr", 0))
            write(matmul_add(z[n, :16].copy(), z[m, :16].copy(), z[d, :16].copy(), esz, mode))
            return nxt
        return run
    return bind


@insn("fmmla", klass="sve_fma", first="ZReg,ZReg")
def fmmla(a: Args):
    """``fmmla Zda.H|S, Zn.B, Zm.B``; the other SVE FMMLA forms are
    :func:`isa.a64.sve_fpmisc.fmmla`'s."""
    if not (len(a) > 1 and getattr(a[1], "esz", 0) == 1):
        return fmmla_sve(a)
    a.count(3, usage="Zda.S, Zn.B, Zm.B")
    d, esz = a.zreg(0, "hs")
    n, _ = a.zreg(1, "b")
    m, _ = a.zreg(2, "b")
    a.info = FP8_INFO

    def bind(cpu, idx):
        z, regs, nxt = cpu.z, cpu.sysregs, idx + 1

        def run():
            vlb = cpu.vlb
            mode = F8.Fpmr.of(regs.get("fpmr", 0))
            z[d, :vlb] = matmul_add(z[n, :vlb].copy(), z[m, :vlb].copy(), z[d, :vlb].copy(),
                                    esz, mode)
            return nxt
        return run
    return bind


fmmla.mode = fmmla_sve.mode  # an SVE FMMLA: outside the streaming subset without FEAT_SME_FA64


# ============================================================================= encodings
# Arm ARM FMMLA (widening, 8-bit floating-point to half/single-precision), "Advanced SIMD three
# same (extra)" and "SVE floating-point matrix multiply accumulate"; llvm/test/MC/AArch64/FP8/
# fmmla.s (llvm-objdump-19 has no text for them: tests/test_fp8_mmla.py checks the spelling
# against that listing).
E.ENC("fmmla", "01101110 S:1 00 Rm:5 111011 Rn:5 Rd:5",
      lambda f: f"fmmla v{f.Rd}.{('8h', '4s')[f.S]}, v{f.Rn}.16b, v{f.Rm}.16b", "f8mm")
E.ENC("fmmla", "01100100 0 H:1 1 Zm:5 111000 Zn:5 Zda:5",
      lambda f: f"fmmla z{f.Zda}.{'sh'[f.H]}, z{f.Zn}.b, z{f.Zm}.b", "f8mm")

