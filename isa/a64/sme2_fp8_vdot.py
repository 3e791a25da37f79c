"""SME2 FP8 "vertical" dot products (FEAT_SME_F8F16, FEAT_SME_F8F32):

* ``fvdot za.h[Wv, off, vgx2], {Zn.B, Zn+1.B}, Zm.B[k]`` (k 0-7);
* ``fvdotb|fvdott za.s[Wv, off, vgx4], {Zn.B, Zn+1.B}, Zm.B[k]`` (k 0-3).

"Vertical": each 2-way product pairs byte i of Zn with byte i of Zn+1. Per the Arm ARM
pseudocode (A64 ISA XML, ``fvdot_za_z8z8i``, ``fvdotb_za32_z8z8i``, ``fvdott_za32_z8z8i``),
lane e of the r-th vector of the group (r < R, R = 2 into ZA.H, 4 into ZA.S) adds
``Zn[R*e + r] * Zm[j] + Zn+1[R*e + r] * Zm[j+1]``, where (j, j+1) is the indexed byte pair of
e's 128-bit segment: pair k (FVDOT), the low (B) or high (T) pair of 32-bit group k. The sum
is rounded once (:mod:`isa.a64.fp8`, FPMR.LSCALE[3:0] for ZA.H, all of it for ZA.S).

QEMU 11.1 reads other Z bytes and writes other ZA vectors for all three
(docs/known-differences.md); tilesim follows the pseudocode.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import fp8 as F8
from .simd_fp8 import FP8_INFO
from .sme2_fp8 import bind_za, is_b
from .sme2_za import za_group, zag, zgroup, zl, zm_single
from .sme2_za_vdot import fvdot as fvdot_h
from .table import Args, insn



def vdot_lanes(n0: np.ndarray, n1: np.ndarray, m: np.ndarray, r: int, nvec: int,
               pair: int) -> tuple[np.ndarray, np.ndarray]:
    """The (Zn bytes, Zm bytes) of every lane of group vector ``r``, each [lanes, 2]: Zn and
    Zn+1 byte ``nvec*e + r``; Zm's bytes ``pair``, ``pair+1`` of e's 128-bit segment."""
    nb = np.stack([n0[r::nvec], n1[r::nvec]], axis=1)
    seg = m.reshape(-1, 16)[:, pair:pair + 2]
    return nb, np.repeat(seg, 16 // nvec, axis=0)


@insn("fvdot", "fvdotb", "fvdott", family="sme", klass="sme_za_fma")
def fvdot(a: Args):
    """FVDOT into ZA.H (vgx2) and FVDOTB/FVDOTT into ZA.S (vgx4) from two .B registers; the
    .H-source FVDOT is :func:`isa.a64.sme2_za_vdot.fvdot`'s."""
    if a.m == "fvdot" and len(a) > 1 and not is_b(a[1]):
        return fvdot_h(a)
    wide = a.m != "fvdot"
    nvec = 4 if wide else 2
    usage = ("za.s[Wv, off, vgx4], {Zn.b, Zn+1.b}, Zm.b[imm]" if wide
             else "za.h[Wv, off, vgx2], {Zn.b, Zn+1.b}, Zm.b[imm]")
    a.count(3, usage=usage)
    zn, cnt, _ = zgroup(a, 1, "b")
    if cnt != 2:
        raise a.error(1, f"'{a.m}' takes a list of two registers", "e.g. {z0.b, z1.b}")
    _, wreg, off = za_group(a, 0, "s" if wide else "h", 1, nvec)
    zm, k = zm_single(a, 2, 1, index_max=3 if wide else 7)
    pair = 4 * k + 2 * (a.m == "fvdott") if wide else 2 * k
    a.info = FP8_INFO
    fmt, dt, mask = F8.DOT_ACC[nvec]

    def lane(row, r, _s, z, mode):
        nb, mb = vdot_lanes(z[zn, :row.size], z[zn + 1, :row.size], z[zm, :row.size], r, nvec,
                            pair)
        acc = row.view(dt)
        acc[:] = F8.dot_add_lanes(nb, mb, acc.copy(), fmt, mode, mask)
    return bind_za(a.m, wreg, off, nvec, 1, lane)


# ============================================================================= encodings
# A64 ISA XML fvdot_za_z8z8i, fvdotb_za32_z8z8i, fvdott_za32_z8z8i ("SME2 multi-vector
# indexed"); llvm/test/MC/AArch64/FP8_SME2/fvdot.s (llvm-objdump spellings).
E.ENC("fvdot", "11000001 1101 Zm:4 0 Rv:2 1 i3h:2 Zn:4 1 0 i3l:1 off:3",
      lambda f: f"fvdot {zag('h', f.Rv, f.off, 1, 2)}, {zl(2 * f.Zn, 2, 'b')}, "
                f"z{f.Zm}.b[{f.i3h << 1 | f.i3l}]", "fp8")
E.ENC("fvdotb", "11000001 1101 Zm:4 0 Rv:2 0 1 i2h:1 Zn:4 0 T:1 i2l:1 off:3",
      lambda f: f"fvdot{'bt'[f.T]} {zag('s', f.Rv, f.off, 1, 4)}, {zl(2 * f.Zn, 2, 'b')}, "
                f"z{f.Zm}.b[{f.i2h << 1 | f.i2l}]", "fp8", aliases=("fvdott",))
