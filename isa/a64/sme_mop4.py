"""SME quarter-tile outer products (FEAT_SME_MOP4): FMOP4A/FMOP4S single precision.

``fmop4a zaK.s, Zn|{Zn-Zn+1}, Zm|{Zm-Zm+1}``: the tile is split into four quarters (row half
r, column half c); quarter (r, c) accumulates the outer product of half r of the first source
register c and half c of the second source register r, where a single register serves both
halves (Arm ARM C3.11.18 "Quarter-tile outer product", FMOP4A (non-widening)). So one Zn and
one Zm give the whole-tile product ``zn[i] * zm[j]``. Unpredicated; each element is one fused
multiply-add with default NaN, as FMOPA (``isa.a64.fp_mop.fmopa``). QEMU 11.1 agrees
(tests/test_sme_mop4.py).
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import fp_mop
from . import operands as O
from .sme2 import zlist, zlist_text
from .sme_mop import tile_operand
from .table import Args, insn


def _source(a: Args, i: int, lo: int) -> tuple[int, int]:
    """A single even register Z<lo>..Z<lo+14> or a pair from one -> (first, count)."""
    if isinstance(a[i], O.ZList):
        nums, _ = zlist(a, i, (2,), "s")
        first, count = nums[0], 2
    else:
        first, _ = a.zreg(i, "s")
        count = 1
    if not (lo <= first <= lo + 14 and first % 2 == 0):
        raise a.error(i, f"'{a.m}' takes an even register z{lo}-z{lo + 14} here",
                      f"e.g. z{lo}.s or {{z{lo}.s-z{lo + 1}.s}}")
    return first, count


@insn("fmop4a", "fmop4s", family="sme", klass="sme_fmopa")
def fmop4a(a: Args):
    """``fmop4a|fmop4s zaK.s, Zn, Zm`` and the multi-vector forms (FEAT_SME_MOP4)."""
    a.count(3, usage="zaK.s, Zn.s|{Zn.s-Zn+1.s}, Zm.s|{Zm.s-Zm+1.s}")
    _, k = tile_operand(a, 0, (4,))
    n, nn = _source(a, 1, 0)
    m, mm = _source(a, 2, 16)
    neg = a.m == "fmop4s"
    a.info = {"tile": (4, k), "widening": False}
    ones = np.ones(1024, bool)

    def bind(cpu, idx):
        nxt, za, z = idx + 1, cpu.za, cpu.z

        def run():
            if not (cpu.sm and cpu.za_on):
                cpu.require(sm=True, za=True, what=a.m)
            svl = cpu.svlb
            tile = za[k:svl:4, :svl].view(np.float32)
            h = tile.shape[0] // 2
            zn = [z[n + i, :svl].view(np.float32).copy() for i in range(nn)]
            zm = [z[m + i, :svl].view(np.float32).copy() for i in range(mm)]
            for r in range(2):
                for c in range(2):
                    q = tile[r * h:(r + 1) * h, c * h:(c + 1) * h]
                    fp_mop.fmopa(q, zn[c % nn][r * h:(r + 1) * h],
                                 zm[r % mm][c * h:(c + 1) * h], ones[:h], ones[:h], neg)
            return nxt
        return run
    return bind


# ============================================================================= encodings
# Arm ARM "SME2 FP32 non-widening quarter tile outer product"; llvm/test/MC/AArch64/SME2p2/
# fmop4as-fp32-non-widening.s (llvm-objdump-19 has no text for them: tests/test_sme_mop4.py
# checks the spelling against that listing).
def _fmt(f) -> str:
    zn = zlist_text(2 * f.Zn, 2, "s") if f.N else f"z{2 * f.Zn}.s"
    zm = zlist_text(16 + 2 * f.Zm, 2, "s") if f.M else f"z{16 + 2 * f.Zm}.s"
    return f"fmop4{'as'[f.S]} za{f.ZAda}.s, {zn}, {zm}"


E.ENC("fmop4a", "10000000 000 M:1 Zm:3 0 000000 N:1 Zn:3 0 S:1 00 ZAda:2", _fmt, "sme-mop4",
      aliases=("fmop4s",))
