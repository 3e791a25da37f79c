"""SME2 "vertical" dot products into ZA array groups: FVDOT/BFVDOT (2-way half precision into
ZA.S), SVDOT/UVDOT (2-way .H into ZA.S; 4-way .B into ZA.S; 4-way .H into ZA.D with
FEAT_SME_I16I64) and USVDOT/SUVDOT (4-way .B, mixed signs).

"Vertical": the k values a lane multiplies come from the same position of the k registers of
the Zn list, not from k neighbouring elements of one register. Lane e of group vector r adds
``sum_j Zn+j[k*e + r] * Zm[group i of e's segment][j]`` (QEMU 11.1 sme2_fvdot_idx_h,
sme2_svdot_idx_*; Arm ARM C8.2 SVDOT (4-way)).
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import sme2_za_fp as K
from .sme2_za import vector_rows, za_group, zag, zgroup, zl, zm_single
from .table import Args, insn

_INT = {"svdot": (True, True), "uvdot": (False, False), "usvdot": (False, True),
        "suvdot": (True, False)}


def _bind_vdot(what: str, wreg: int, off: int, k: int, zn: int, lane_fn):
    """Run ``lane_fn(row, srcs, r)`` on each of the k ZA vectors of the group (k = list
    length), ``srcs`` the k Zn rows as bytes."""
    def bind(cpu, idx):
        nxt, za, z, x = idx + 1, cpu.za, cpu.z, cpu.x

        def run():
            if not (cpu.sm and cpu.za_on):
                cpu.require(sm=True, za=True, what=what)
            svl = cpu.svlb
            srcs = [z[zn + j, :svl].copy() for j in range(k)]
            for r, row in enumerate(vector_rows(x[wreg], off, 1, svl, k)):
                lane_fn(za[row, :svl], srcs, r, z)
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- FVDOT / BFVDOT
@insn("bfvdot", family="sme", klass="sme_za_fma")
def fvdot(a: Args):
    """``fvdot za.s[Wv, off, vgx2], {Zn.h, Zn+1.h}, Zm.h[k]`` (the table entry of FVDOT is
    :func:`isa.a64.sme2_fp8_vdot.fvdot`, which passes .H lists here): 2-way dot products whose pairs
    run across the two registers ("vertical"): lane e of group vector r adds
    Zn[2e+r]*Zm[pair k][0] + Zn+1[2e+r]*Zm[pair k][1] (QEMU sme2_fvdot_idx_h); BFVDOT: bf16."""
    a.count(3, usage="za.s[Wv, off, vgx2], {Zn.h, Zn+1.h}, Zm.h[imm]")
    zn, nreg, _ = zgroup(a, 1, "h")
    if nreg != 2:
        raise a.error(1, f"'{a.m}' takes a list of two registers", "e.g. {z0.h, z1.h}")
    _, wreg, off = za_group(a, 0, "s", 1, 2)
    zm, k = zm_single(a, 2, 2, index_max=3)
    fn = K.bfdot if a.m == "bfvdot" else K.fdot

    def lane(row, srcs, r, z):
        lo, hi = srcs[0].view(np.uint16), srcs[1].view(np.uint16)
        svl = row.size
        mm = np.repeat(z[zm, :svl].view(np.uint32).reshape(-1, 4)[:, k], 4).view(np.uint16)
        acc = row.view(np.float32)
        acc[:] = fn(acc, np.stack([lo[r::2], hi[r::2]], axis=1).reshape(-1), mm)
    return _bind_vdot(a.m, wreg, off, 2, zn, lane)


@insn(*_INT, family="sme", klass="sme_za_dot")
def svdot(a: Args):
    """``svdot za.s[Wv, off, vgx2], {Zn.h, Zn+1.h}, Zm.h[i]`` | ``za.s[…, vgx4], {Zn.b-Zn+3.b},
    Zm.b[i]`` | ``za.d[…, vgx4], {Zn.h-Zn+3.h}, Zm.h[i]`` (UVDOT unsigned; USVDOT/SUVDOT: .B,
    Zn unsigned/signed and Zm the other)."""
    a.count(3, usage="za.s[Wv, off, vgx4], {Zn.b-Zn+3.b}, Zm.b[imm]")
    zn, k, nesz = zgroup(a, 1, "bh" if a.m in ("svdot", "uvdot") else "b")
    esz = nesz * k  # 2-way .h -> .s, 4-way .b -> .s, 4-way .h -> .d
    if esz not in (4, 8) or (k == 2 and nesz != 2):
        raise a.error(1, f"'{a.m}' takes {{Zn.h, Zn+1.h}} or a list of four .b/.h registers")
    _, wreg, off = za_group(a, 0, "s" if esz == 4 else "d", 1, k)
    zm, i = zm_single(a, 2, nesz, index_max=16 // esz - 1)
    ns, ms = _INT[a.m]
    NT = {1: (np.uint8, np.int8), 2: (np.uint16, np.int16)}[nesz]
    AT = {4: np.uint32, 8: np.uint64}[esz]
    per = 16 // esz

    def lane(row, srcs, r, z):
        svl = row.size
        n = np.stack([s.view(NT[ns])[r::k] for s in srcs], axis=1).astype(np.int64)
        m = z[zm, :svl].view(NT[ms]).reshape(-1, per, k)[:, i, :]
        m = np.repeat(m, per, axis=0).astype(np.int64)
        acc = row.view(AT)
        acc[:] = acc + (n * m).sum(axis=1).astype(AT)
    return _bind_vdot(a.m, wreg, off, k, zn, lane)


# ============================================================================= binary encodings
# Arm ARM (DDI 0487) C4.1 SME2 "multi-vector indexed" vertical dots; llvm/test/MC/AArch64/SME2/
# fvdot.s, bfvdot.s, svdot.s, uvdot.s, usvdot.s, suvdot.s.
E.ENC("fvdot", "11000001 0101 Zm:4 0 Rv:2 0 i2:2 Zn:4 0 B:1 1 off:3",
      lambda f: f"{'bf' if f.B else 'f'}vdot {zag('s', f.Rv, f.off, 1, 2)}, {zl(2 * f.Zn, 2, 'h')}, "
                f"z{f.Zm}.h[{f.i2}]", "sme2", aliases=("bfvdot",))
E.ENC("svdot", "11000001 0101 Zm:4 0 Rv:2 0 i2:2 Zn:4 1 U:1 0 off:3",
      lambda f: f"{('svdot', 'uvdot')[f.U]} {zag('s', f.Rv, f.off, 1, 2)}, {zl(2 * f.Zn, 2, 'h')}, "
                f"z{f.Zm}.h[{f.i2}]", "sme2", aliases=("uvdot",))
_B4 = {(0, 0): "svdot", (1, 0): "uvdot", (0, 1): "usvdot", (1, 1): "suvdot"}
E.ENC("svdot", "11000001 0101 Zm:4 1 Rv:2 0 i2:2 Zn:3 01 U:1 X:1 off:3",
      lambda f: f"{_B4[f.U, f.X]} {zag('s', f.Rv, f.off, 1, 4)}, {zl(4 * f.Zn, 4, 'b')}, "
                f"z{f.Zm}.b[{f.i2}]", "sme2", aliases=("uvdot", "usvdot", "suvdot"))
E.ENC("svdot", "11000001 1101 Zm:4 1 Rv:2 0 1 i1:1 Zn:3 00 U:1 1 off:3",
      lambda f: f"{('svdot', 'uvdot')[f.U]} {zag('d', f.Rv, f.off, 1, 4)}, {zl(4 * f.Zn, 4, 'h')}, "
                f"z{f.Zm}.h[{f.i1}]", "sme-i16i64", aliases=("uvdot",))
