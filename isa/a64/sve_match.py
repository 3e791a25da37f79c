"""SVE2 histogram and character-match forms: HISTCNT, HISTSEG, MATCH, NMATCH.

Arm ARM (DDI 0487) pseudocode: HISTCNT counts, for each active element e of Zn, the active
elements i <= e of Zm equal to it (inactive elements become 0); HISTSEG counts, for each byte of
Zn, the bytes of the same 128-bit segment of Zm equal to it; MATCH/NMATCH set each active
element of Pd when some (no) element of the same 128-bit segment of Zm equals it, and set NZCV
by PredTest. All four are illegal in streaming mode without FEAT_SME_FA64. Each builds the
equality matrix of one vector against the other with numpy broadcasting.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from .sve import LOG2, SIZE, UINT, gov, write_pred, zsame
from .sve_pred import pred_test
from .table import Args, insn

NON_STREAMING = "SVE2: non-streaming only (SIGILL when PSTATE.SM=1: no FEAT_SME_FA64)"


@insn("histcnt", klass="sve_int")
def histcnt(a: Args):
    """HISTCNT Zd.T, Pg/Z, Zn.T, Zm.T (T = s or d)."""
    a.count(4, usage="Zd.T, Pg/Z, Zn.T, Zm.T (T = s or d)")
    d, esz = a.zreg(0, "sd")
    g, _ = gov(a, 1, "z")
    n, m = zsame(a, 2, esz), zsame(a, 3, esz)
    U, sh = UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zt, p, nxt = cpu.z.view(U), cpu.p, idx + 1
        rd, rn, rm, prow = zt[d], zt[n], zt[m], p[g]

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            act = prow[:vlb:esz]
            eq = rn[:ne, None] == rm[None, :ne]          # [e, i]
            eq &= act[None, :] & np.tri(ne, dtype=bool)  # i active and i <= e
            rd[:ne] = np.where(act, eq.sum(axis=1), 0).astype(U)
            return nxt
        return run
    return bind


@insn("histseg", klass="sve_int")
def histseg(a: Args):
    """HISTSEG Zd.B, Zn.B, Zm.B."""
    a.count(3, usage="Zd.B, Zn.B, Zm.B")
    d = a.zreg(0, "b")[0]
    n, m = a.zreg(1, "b")[0], a.zreg(2, "b")[0]

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1

        def run():
            vlb = cpu.vlb
            x = z[n, :vlb].reshape(-1, 16)
            y = z[m, :vlb].reshape(-1, 16)
            z[d, :vlb] = (x[:, :, None] == y[:, None, :]).sum(axis=2).reshape(-1)
            return nxt
        return run
    return bind


@insn("match", "nmatch", klass="sve_pred")
def match(a: Args):
    """MATCH/NMATCH Pd.T, Pg/Z, Zn.T, Zm.T (T = b or h); sets NZCV."""
    a.count(4, usage="Pd.T, Pg/Z, Zn.T, Zm.T (T = b or h)")
    d, _, esz = a.preg(0, "", sizes="bh")
    g, _ = gov(a, 1, "z")
    n, m = zsame(a, 2, esz), zsame(a, 3, esz)
    U, per = UINT[esz], 16 // esz
    want = a.m == "match"

    def bind(cpu, idx):
        zt, p, f, nxt = cpu.z.view(U), cpu.p, cpu.nzcv, idx + 1
        rn, rm, prow, rd = zt[n], zt[m], p[g], p[d]

        def run():
            vlb = cpu.vlb
            ne = vlb // esz
            x = rn[:ne].reshape(-1, per)
            y = rm[:ne].reshape(-1, per)
            hit = (x[:, :, None] == y[:, None, :]).any(axis=2).reshape(-1)
            gv = prow[:vlb:esz].copy()
            res = (hit == want) & gv
            write_pred(rd, vlb, esz, res)
            pred_test(f, gv, res)
            return nxt
        return run
    return bind


histcnt.mode = histseg.mode = match.mode = NON_STREAMING

# ============================================================================= binary encodings
# Arm ARM (DDI 0487) C4.1 "SVE2 histogram generation (vector)", "SVE2 histogram generation
# (segment)", "SVE2 character match"; llvm/test/MC/AArch64/SVE2/{histcnt,histseg,match,
# nmatch}.s.
E.ENC("histcnt", "01000101 size:2 1 Zm:5 110 Pg:3 Zn:5 Zd:5",
      lambda f: f.size >= 2 and f"histcnt {E.zr(f.Zd, f.size)}, p{f.Pg}/z, "
                                f"{E.zr(f.Zn, f.size)}, {E.zr(f.Zm, f.size)}" or None, "sve2")
E.ENC("histseg", "01000101 00 1 Zm:5 101000 Zn:5 Zd:5",
      lambda f: f"histseg z{f.Zd}.b, z{f.Zn}.b, z{f.Zm}.b", "sve2")
E.ENC("match", "01000101 size:2 1 Zm:5 100 Pg:3 Zn:5 op:1 Pd:4",
      lambda f: f.size < 2 and f"{('match', 'nmatch')[f.op]} p{f.Pd}.{SIZE[1 << f.size]}, "
                               f"p{f.Pg}/z, {E.zr(f.Zn, f.size)}, {E.zr(f.Zm, f.size)}" or None,
      "sve2", aliases=("nmatch",))
