"""SVE2 floating-point conversions of odd elements and with rounding to odd (Arm ARM C8.2):

* FCVTX Zd.S, Pg/M, Zn.D: double to single rounding to odd, zero-extended in each 64-bit
  container (a later narrowing then rounds only once);
* FCVTXNT Zd.S, Pg/M, Zn.D and FCVTNT Zd.H, Pg/M, Zn.S | Zd.S, Pg/M, Zn.D: narrow into the top
  (odd) half of each container of Zd, keeping the bottom half;
* FCVTLT Zd.S, Pg/M, Zn.H | Zd.D, Pg/M, Zn.S: widen the top half of each container of Zn.

Rounding and NaN rules are :func:`isa.a64.fp.fcvt` / :func:`~isa.a64.fp.fcvt_odd_f32`
(QEMU 11.1 ``sve2_fcvtnt_*``, ``sve2_fcvtlt_*``, FCVTX via ``sve_fcvt_ds`` with
float_round_to_odd). Binary encodings are at the end.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import fp
from .sve import FLOAT, LOG2, UINT, gov
from .table import Args, insn

# mnemonic -> allowed (destination, source) element sizes
_FORMS = {"fcvtx": ((4, 8),), "fcvtxnt": ((4, 8),), "fcvtnt": ((2, 4), (4, 8)),
          "fcvtlt": ((4, 2), (8, 4))}


def _convert(m: str, src: np.ndarray, dsz: int) -> np.ndarray:
    if m in ("fcvtx", "fcvtxnt"):
        return fp.fcvt_odd_f32(src)
    return fp.fcvt(src, FLOAT[dsz])


@insn(*_FORMS, klass="sve_fp", first="ZReg")
def fcvt_odd(a: Args):
    """FCVTX/FCVTXNT/FCVTNT/FCVTLT Zd.T, Pg/M, Zn.Tb (merging, per wide element)."""
    a.count(3, usage="Zd.S, Pg/M, Zn.D | Zd.H, Pg/M, Zn.S | Zd.S, Pg/M, Zn.H")
    d, dsz = a.zreg(0, "hsd")
    g, _ = gov(a, 1, "m")
    n, ssz = a.zreg(2, "hsd")
    if (dsz, ssz) not in _FORMS[a.m]:
        forms = " or ".join(f"z{d}.{'bhsd'[LOG2[x]]}, p{g}/m, z{n}.{'bhsd'[LOG2[y]]}"
                            for x, y in _FORMS[a.m])
        raise a.error(2, f"'{a.m}' has no .{'bhsd'[LOG2[dsz]]} <- .{'bhsd'[LOG2[ssz]]} form",
                      f"write {a.m} {forms}")
    m = a.m
    esz = max(dsz, ssz)
    top_src = m == "fcvtlt"
    top_dst = m in ("fcvtnt", "fcvtxnt")
    CU, sh, SF, DU = UINT[esz], LOG2[esz], FLOAT[ssz], UINT[dsz]

    def bind(cpu, idx):
        z, p, nxt = cpu.z, cpu.p, idx + 1
        prow = p[g]

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            act = prow[:vlb:esz]
            if top_src:   # the odd narrow elements of Zn
                src = z[n, :vlb].view(SF)[1::2]
            elif ssz == esz:
                src = z[n, :vlb].view(SF)
            else:
                src = z[n, :vlb].view(SF)[::2]
            res = _convert(m, src, dsz).view(DU)
            if top_dst:
                halves = z[d, :vlb].view(DU).reshape(ne, 2)
                halves[act, 1] = res[act]
            else:
                np.copyto(z[d, :vlb].view(CU), res.astype(CU), where=act)
            return nxt
        return run
    return bind


# ============================================================================= binary encodings
# Arm ARM C4.1 "SVE floating-point convert precision odd elements" (FCVTXNT/FCVTNT/FCVTLT; the
# (10, 10) slot is BFCVTNT in sve_fp.py) and "SVE floating-point convert precision" (FCVTX);
# LLVM llvm/test/MC/AArch64/SVE2/fcvtxnt.s, fcvtnt.s, fcvtlt.s, fcvtx.s.
_ODD = {(0, 2): ("fcvtxnt", "s", "d"), (2, 0): ("fcvtnt", "h", "s"), (2, 1): ("fcvtlt", "s", "h"),
        (3, 2): ("fcvtnt", "s", "d"), (3, 3): ("fcvtlt", "d", "s")}


def _fmt_odd(f):
    form = _ODD.get((f.opc, f.opc2))
    if form is None:
        return None
    m, td, ts = form
    return f"{m} z{f.Zd}.{td}, p{f.Pg}/m, z{f.Zn}.{ts}"


E.ENC("fcvtxnt", "01100100 opc:2 0010 opc2:2 101 Pg:3 Zn:5 Zd:5", _fmt_odd, "sve2",
      aliases=("fcvtnt", "fcvtlt"))
E.ENC("fcvtx", "01100101 00 0010 10 101 Pg:3 Zn:5 Zd:5",
      lambda f: f"fcvtx z{f.Zd}.s, p{f.Pg}/m, z{f.Zn}.d", "sve2")
