"""SME2 FP8 forms (FEAT_SME_F8F16, FEAT_SME_F8F32) into ZA, and the SME2 multi-vector FSCALE,
FAMAX and FAMIN (FEAT_FP8, FEAT_FAMINMAX):

* FDOT za.h (2-way) / za.s (4-way) [Wv, off, vgx2|vgx4], {Zn.B…}, Zm.B | {Zm.B…} | Zm.B[k];
* FMLAL za.h[Wv, off:off+1{, vgxN}] (row s of each pair takes bytes 2e+s) and FMLALL
  za.s[Wv, off:off+3{, vgxN}] (row s of each quad takes bytes 4e+s), single, multi, indexed;
* FMOPA zaK.h / zaK.s, Pn/M, Pm/M, Zn.B, Zm.B: 2- / 4-way FP8 outer products;
* FSCALE {Zdn…}, {Zdn…}, Zm | {Zm…}; FAMAX/FAMIN {Zdn…}, {Zdn…}, {Zm…}.

Every FP8 sum is rounded once (:mod:`isa.a64.fp8`; QEMU 11.1 f8dotadd); ZA.H accumulators take
FPMR.LSCALE[3:0], ZA.S all of LSCALE. Row numbering is :func:`isa.a64.sme2_za.vector_rows`'s.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import fp
from . import fp8 as F8
from . import operands as O
from .simd_fp8 import FP8_INFO
from .sme import gov_pred
from .sme2 import luti as luti_zt0
from .sme2 import zlist as zlist_sme2
from .sme2_cvt import fcvt_multi
from .sme2_za import (fdot_za, fmlal_za, vector_rows, za_group, zag, zgroup,
                      zl, zm_single)
from .sve2_fp import fscale as fscale_values
from .table import REGISTRY, Args, insn



def is_b(o) -> bool:
    if isinstance(o, O.RegList):
        return bool(o.items) and getattr(o.items[0], "esz", 0) == 1
    return isinstance(o, O.ZReg) and o.esz == 1


def bind_za(what: str, wreg: int, off: int, nreg: int, nsel: int, lane_fn):
    """Run ``lane_fn(row_bytes, r, s, z, mode)`` on row s of each vector r of the group."""
    def bind(cpu, idx):
        nxt, za, z, x, regs = idx + 1, cpu.za, cpu.z, cpu.x, cpu.sysregs

        def run():
            if not (cpu.sm and cpu.za_on):
                cpu.require(sm=True, za=True, what=what)
            svl = cpu.svlb
            mode = F8.Fpmr.of(regs.get("fpmr", 0))
            for r, row in enumerate(vector_rows(x[wreg], off, nsel, svl, nreg)):
                for s in range(nsel):
                    lane_fn(za[row + s, :svl], r, s, z, mode)
            return nxt
        return run
    return bind


def _zm_bytes(z, zm: int, r: int, multi: bool, idx: int, k: int, svl: int, step: int):
    """The Zm bytes lane e uses, as [lanes, k]: Zm(+r) at [step*e, step*e+k), or (idx >= 0)
    the idx-th k-byte group of each 128-bit segment of Zm."""
    reg = zm + r if multi else zm
    if idx >= 0:
        seg = z[reg, :svl].reshape(-1, 16)[:, idx * k:idx * k + k]
        return np.repeat(seg, 16 // step, axis=0)
    return z[reg, :svl].reshape(-1, step)[:, :k]


def _accumulate(row, nb, mb, esz, mode):
    fmt, dt, mask = F8.DOT_ACC[esz]
    acc = row.view(dt)
    acc[:] = F8.dot_add_lanes(nb, mb, acc.copy(), fmt, mode, mask)


def _second(a: Args, i: int, nreg: int, index_max: int) -> tuple[int, bool, int]:
    """Zm.B, {Zm.B…} (nreg aligned registers) or Zm.B[k] -> (m, multi, k or -1)."""
    o = a._get(i)
    if isinstance(o, O.RegList):
        m, cnt, _ = zgroup(a, i, "b")
        if cnt != nreg:
            raise a.error(i, f"the second list must have {nreg} registers too")
        return m, True, -1
    if o.index is not None:
        m, k = zm_single(a, i, 1, index_max=index_max)
        return m, False, k
    m, _ = zm_single(a, i, 1)
    return m, False, -1


# ----------------------------------------------------------------------------- FDOT
@insn("fdot", family="sme", klass="sme_za_fma", first="ZAArray,ZList|ZAArray,RegList:ZReg")
def fdot(a: Args):
    """``fdot za.h|za.s[Wv, off, vgxN], {Zn.B…}, Zm.B | {Zm.B…} | Zm.B[k]``; the .H-source
    forms are :func:`isa.a64.sme2_za.fdot`'s."""
    if len(a) < 2 or not is_b(a[1]):
        return fdot_za(a)
    a.count(3, usage="za.s[Wv, off, vgx2], {Zn.B, Zn+1.B}, Zm.B")
    multi_m = isinstance(a._get(2), O.RegList)
    zn, nreg, _ = zgroup(a, 1, "b", aligned=multi_m)
    esz, wreg, off = za_group(a, 0, "hs", 1, nreg)
    m, multi, k = _second(a, 2, nreg, 7 if esz == 2 else 3)
    a.info = FP8_INFO

    def lane(row, r, s, z, mode):
        svl = row.size
        nb = z[(zn + r) % 32, :svl].reshape(-1, esz)
        _accumulate(row, nb, _zm_bytes(z, m, r, multi, k, esz, svl, esz), esz, mode)
    return bind_za(a.m, wreg, off, nreg, 1, lane)


# ----------------------------------------------------------------------------- FMLAL / FMLALL
@insn("fmlal", family="sme", klass="sme_za_fma", first="ZAArray,ZReg|ZAArray,ZList")
def fmlal(a: Args):
    """``fmlal za.h[Wv, off:off+1{, vgxN}], Zn.B | {Zn.B…}, Zm.B | {Zm.B…} | Zm.B[k]``;
    the .H-source forms are :func:`isa.a64.sme2_za.fmlal`'s."""
    if not is_b(a[1]):
        return fmlal_za(a)
    return _fmlal(a, 2)


@insn("fmlall", family="sme", klass="sme_za_fma", first="ZAArray")
def fmlall(a: Args):
    """``fmlall za.s[Wv, off:off+3{, vgxN}], Zn.B | {Zn.B…}, Zm.B | {Zm.B…} | Zm.B[k]``."""
    return _fmlal(a, 4)


def _fmlal(a: Args, nsel: int):
    a.count(3, usage=f"za.{'hs'[nsel // 4]}[Wv, off:off+{nsel - 1}], Zn.B, Zm.B")
    multi_m = isinstance(a._get(2), O.RegList)
    zn, nreg, _ = zgroup(a, 1, "b", aligned=multi_m, allow_one=True)
    _, wreg, off = za_group(a, 0, "h" if nsel == 2 else "s", nsel, nreg)
    m, multi, k = _second(a, 2, nreg, 15)
    a.info = FP8_INFO

    def lane(row, r, s, z, mode):
        svl = row.size
        nb = z[(zn + r) % 32, :svl].reshape(-1, nsel)[:, s:s + 1]
        if k >= 0:
            mb = _zm_bytes(z, m, r, False, k, 1, svl, nsel)
        else:
            mb = z[m + r if multi else m, :svl].reshape(-1, nsel)[:, s:s + 1]
        _accumulate(row, nb, mb, nsel, mode)
    return bind_za(a.m, wreg, off, nreg, nsel, lane)


# ----------------------------------------------------------------------------- FMOPA
@insn("fmopa", family="sme", klass="sme_fmopa_widen", first="ZATile,PReg")
def fmopa(a: Args):
    """``fmopa zaK.h|zaK.s, Pn/M, Pm/M, Zn.B, Zm.B``: tile[i, j] += sum_k Zn[K*i+k] *
    Zm[K*j+k] (K = 2 into .H, 4 into .S); a cell changes only if some k has both bytes active,
    and an inactive byte reads as +0, so 0 * inf gives a NaN (as QEMU 11.1 computes it; the
    other forms: :func:`isa.a64.sme_mop.fmopa`)."""
    if len(a) < 4 or not is_b(a[3]):  # the other forms: sme_mop.py's entry
        return a.hand_to(REGISTRY["fmopa"])
    a.count(5, usage="zaK.s, Pn/M, Pm/M, Zn.B, Zm.B")
    t = a._get(0)
    if not isinstance(t, O.ZATile) or t.esz not in (2, 4) or not 0 <= t.num < t.esz:
        raise a.error(0, "expected za0.h-za1.h or za0.s-za3.s")
    esz, tile_k = t.esz, t.num
    pn = gov_pred(a, 1, "m", "outer-product predicates")
    pm = gov_pred(a, 2, "m", "outer-product predicates")
    n, _ = a.zreg(3, "b")
    m, _ = a.zreg(4, "b")
    a.info = FP8_INFO
    fmt, dt, mask = F8.DOT_ACC[esz]

    def bind(cpu, idx):
        nxt, za, z, p, regs = idx + 1, cpu.za, cpu.z, cpu.p, cpu.sysregs

        def run():
            if not (cpu.sm and cpu.za_on):
                cpu.require(sm=True, za=True, what=a.m)
            svl = cpu.svlb
            mode = F8.Fpmr.of(regs.get("fpmr", 0))
            dim = svl // esz
            nb, mb = z[n, :svl].reshape(dim, esz).tolist(), z[m, :svl].reshape(dim, esz).tolist()
            pa, pb = p[pn, :svl].reshape(dim, esz), p[pm, :svl].reshape(dim, esz)
            tile = za[tile_k:svl:esz, :svl].view(dt)
            for i in np.flatnonzero(pa.any(axis=1)):
                for j in np.flatnonzero(pb.any(axis=1)):
                    act = pa[i] & pb[j]
                    if not act.any():
                        continue
                    ns = [x if on else 0 for x, on in zip(nb[i], pa[i])]
                    ms = [x if on else 0 for x, on in zip(mb[j], pb[j])]
                    tile[i, j] = F8.dot_add(ns, ms, int(tile[i, j]), fmt, mode, mask)
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- conversions
_CVT = ("f1cvt", "f2cvt", "bf1cvt", "bf2cvt")


@insn(*_CVT, *(c + "l" for c in _CVT), family="sme2", klass="sve_fp", first="ZList")
def f1cvt_multi(a: Args):
    """``f1cvt {Zd.H, Zd+1.H}, Zn.B``: the first half of Zn's FP8 bytes to Zd, the second to
    Zd+1 (…L: the even bytes to Zd, the odd to Zd+1); FPMR.F8S1 (F2…: F8S2) and LSCALE
    (LSCALE2; half precision: its low 4 bits), to half (BF…: bfloat16) (QEMU sme2_fcvt_hb,
    sme2_fcvtl_hb)."""
    a.count(2, usage="{Zd.H, Zd+1.H}, Zn.B")
    d, cnt, _ = zgroup(a, 0, "h")
    if cnt != 2:
        raise a.error(0, f"'{a.m}' writes two registers", "e.g. {z0.h, z1.h}")
    n, _ = a.zreg(1, "b")
    a.info = FP8_INFO
    interleave = a.m.endswith("cvtl")
    cvt = F8.Widening.of(a.m)

    def bind(cpu, idx):
        z, regs, nxt = cpu.z, cpu.sysregs, idx + 1

        def run():
            vlb = cpu.vlb
            mode = F8.Fpmr.of(regs.get("fpmr", 0))
            src = z[n, :vlb].copy()
            parts = (src[0::2], src[1::2]) if interleave else (src[:vlb // 2], src[vlb // 2:])
            for j, part in enumerate(parts):
                z[d + j, :vlb].view(np.uint16)[:] = cvt.convert(part, mode)
            return nxt
        return run
    return bind


@insn("luti4", family="sme2", klass="sve_perm", first="ZList,ZT0")
def luti4_pair(a: Args):
    """``luti4 {Zd.B-Zd+3.B}, zt0, {Zn, Zn+1}`` (FEAT_SME_LUTv2; also into strided lists): the
    4-bit indices of Zn and Zn+1 (4 x VL of them) pick bytes of ZT0's 16 entries (their low
    bytes); the other forms are :func:`isa.a64.sme2.luti`'s."""
    lst = a._get(2) if len(a) > 2 else None
    if not isinstance(lst, O.RegList) or not all(isinstance(r, O.ZReg) and not r.esz
                                                 for r in lst.items):
        return luti_zt0(a)
    a.count(3, usage="{Zd.B-Zd+3.B}, zt0, {Zn, Zn+1}")
    nums, _ = zlist_sme2(a, 0, (4,), "b", strided=True)
    if len(lst.items) != 2 or lst.items[0].num % 2 or lst.items[1].num != lst.items[0].num + 1:
        raise a.error(2, "the index registers are an even-numbered pair", "e.g. {z10, z11}")
    n = lst.items[0].num
    a.info = {"feature": "lut"}
    what = a.m

    def bind(cpu, idx):
        z, t, nxt = cpu.z, cpu.zt0, idx + 1

        def run():
            if not (cpu.sm and cpu.za_on):
                cpu.require(sm=True, za=True, what=what)
            vlb = cpu.vlb
            table = t.view("<u4").astype(np.uint8)
            src = np.concatenate([z[n, :vlb], z[n + 1, :vlb]])
            nib = np.stack([src & 0xF, src >> 4], axis=1).reshape(-1)
            out = table[nib].reshape(4, vlb)
            for r, dn in enumerate(nums):
                z[dn, :vlb] = out[r]
            return nxt
        return run
    return bind


def narrow_multi(a: Args, interleave: bool):
    """``fcvt Zd.B, {Zn.H, Zn+1.H}`` and ``fcvt|fcvtn Zd.B, {Zn.S-Zn+3.S}``: to FP8
    (FPMR.F8D, NSCALE, OSC): the registers' values one after another (FCVTN: element i of
    each register in turn; QEMU gvec_fcvt_bh, sme2_fcvt_bs, sme2_fcvtn_bs)."""
    a.count(2, usage="Zd.B, {Zn.H, Zn+1.H}")
    d, _ = a.zreg(0, "b")
    n, cnt, esz = zgroup(a, 1, "hs")
    if (esz, cnt) not in ((2, 2), (4, 4)) or interleave and esz == 2:
        raise a.error(1, f"'{a.m}' takes {{Zn.H, Zn+1.H}} or four .S registers")
    a.info = FP8_INFO
    frm = F8.F32 if esz == 4 else F8.F16
    dt = np.uint32 if esz == 4 else np.uint16

    def bind(cpu, idx):
        z, regs, nxt = cpu.z, cpu.sysregs, idx + 1

        def run():
            vlb = cpu.vlb
            mode = F8.Fpmr.of(regs.get("fpmr", 0))
            ns = mode.nscale16 if frm is F8.F16 else mode.nscale
            vals = np.stack([z[n + j, :vlb].view(dt) for j in range(cnt)])
            flat = vals.T.reshape(-1) if interleave else vals.reshape(-1)
            z[d, :vlb] = np.array(F8.to_fp8(flat, frm, mode, ns), np.uint8)
            return nxt
        return run
    return bind


@insn("fcvt", family="sme2", klass="sve_fp", first="ZReg,ZList")
def fcvt_b(a: Args):
    """``fcvt Zd.B, {…}`` (:func:`narrow_multi`); the .H-result forms are
    :func:`isa.a64.sme2_cvt.fcvt_multi`'s."""
    if not isinstance(a[0], O.ZReg) or a[0].esz != 1:
        return fcvt_multi(a)
    return narrow_multi(a, False)


# ----------------------------------------------------------------------------- FSCALE
_FT = {2: (np.float16, np.int16), 4: (np.float32, np.int32), 8: (np.float64, np.int64)}


@insn("fscale", family="sme2", klass="sve_fp", first="ZList")
def fscale_multi(a: Args):
    """``fscale {Zdn.T…}, {Zdn.T…}, Zm.T | {Zm.T…}``: Zdn * 2**Zm (Zm signed integers). The
    multi-vector FAMAX/FAMIN are in sme2_vec.py."""
    a.count(3, usage="{Zdn.T, Zdn+1.T}, {Zdn.T, Zdn+1.T}, Zm.T")
    d, nreg, esz = zgroup(a, 0, "hsd")
    d2, nreg2, esz2 = zgroup(a, 1, "hsd")
    if (d2, nreg2, esz2) != (d, nreg, esz):
        raise a.error(1, f"'{a.m}' is destructive: the second operand must be the first list")
    o = a._get(2)
    if isinstance(o, O.RegList):
        m, cnt, e3 = zgroup(a, 2, "hsd")
        if (cnt, e3) != (nreg, esz):
            raise a.error(2, "the lists must have the same length and element size")
        multi = True
    else:
        m, e3 = a.zreg(2, "hsd")
        if m > 15 or e3 != esz:
            raise a.error(2, "the single vector is z0-z15 with the lists' element size")
        multi = False
    a.info = {"feature": "fp8"}
    ft, it = _FT[esz]

    def bind(cpu, idx):
        nxt, z = idx + 1, cpu.z

        def run():
            vlb = cpu.vlb
            # every source is read before any destination is written (Zm may be in the list)
            xs = [z[d + r, :vlb].copy().view(ft) for r in range(nreg)]
            ys = [z[m + r if multi else m, :vlb].copy() for r in range(nreg)]
            for r in range(nreg):
                z[d + r, :vlb].view(ft)[:] = fscale_values(xs[r], ys[r].view(it))
            return nxt
        return run
    return bind


# ============================================================================= encodings
# Arm ARM C4.1 "SME2 multi-vector" FP8 groups, "SME outer product" (FMOPA from .B);
# llvm/test/MC/AArch64/FP8_SME2/*.s, SME2/fscale.s, famax.s (llvm-objdump spellings).
def _zs(n: int, cnt: int) -> str:
    return zl(n, cnt, "b")


E.ENC("fdot", "11000001 001 vg4:1 Zm:4 0 Rv:2 100 Zn:5 S:1 1 off:3",
      lambda f: f"fdot {zag('hs'[f.S], f.Rv, f.off, 1, 2 << f.vg4)}, {_zs(f.Zn, 2 << f.vg4)}, "
                f"z{f.Zm}.b", "fp8")
E.ENC("fdot", "11000001 101 Zm:4 0 0 Rv:2 100 Zn:4 1 S:1 0 off:3",
      lambda f: f"fdot {zag('hs'[f.S], f.Rv, f.off, 1, 2)}, {_zs(2 * f.Zn, 2)}, "
                f"{_zs(2 * f.Zm, 2)}", "fp8")
E.ENC("fdot", "11000001 101 Zm:3 0 1 0 Rv:2 100 Zn:3 0 1 S:1 0 off:3",
      lambda f: f"fdot {zag('hs'[f.S], f.Rv, f.off, 1, 4)}, {_zs(4 * f.Zn, 4)}, "
                f"{_zs(4 * f.Zm, 4)}", "fp8")
E.ENC("fdot", "11000001 1101 Zm:4 0 Rv:2 0 i2:2 Zn:4 1 0 i0:1 off:3",
      lambda f: f"fdot {zag('h', f.Rv, f.off, 1, 2)}, {_zs(2 * f.Zn, 2)}, "
                f"z{f.Zm}.b[{f.i2 << 1 | f.i0}]", "fp8")
E.ENC("fdot", "11000001 0001 Zm:4 1 Rv:2 1 i2:2 Zn:3 1 0 0 i0:1 off:3",
      lambda f: f"fdot {zag('h', f.Rv, f.off, 1, 4)}, {_zs(4 * f.Zn, 4)}, "
                f"z{f.Zm}.b[{f.i2 << 1 | f.i0}]", "fp8")
E.ENC("fdot", "11000001 0101 Zm:4 0 Rv:2 0 i:2 Zn:4 111 off:3",
      lambda f: f"fdot {zag('s', f.Rv, f.off, 1, 2)}, {_zs(2 * f.Zn, 2)}, z{f.Zm}.b[{f.i}]", "fp8")
E.ENC("fdot", "11000001 0101 Zm:4 1 Rv:2 0 i:2 Zn:3 0001 off:3",
      lambda f: f"fdot {zag('s', f.Rv, f.off, 1, 4)}, {_zs(4 * f.Zn, 4)}, z{f.Zm}.b[{f.i}]", "fp8")
E.ENC("fmlal", "11000001 0011 Zm:4 0 Rv:2 011 Zn:5 00 off:3",
      lambda f: f"fmlal {zag('h', f.Rv, 2 * f.off, 2, 1)}, z{f.Zn}.b, z{f.Zm}.b", "fp8")
E.ENC("fmlal", "11000001 001 vg4:1 Zm:4 0 Rv:2 010 Zn:5 001 off:2",
      lambda f: f"fmlal {zag('h', f.Rv, 2 * f.off, 2, 2 << f.vg4)}, {_zs(f.Zn, 2 << f.vg4)}, "
                f"z{f.Zm}.b", "fp8")
E.ENC("fmlal", "11000001 101 Zm:4 0 0 Rv:2 010 Zn:4 1 000 off:2",
      lambda f: f"fmlal {zag('h', f.Rv, 2 * f.off, 2, 2)}, {_zs(2 * f.Zn, 2)}, "
                f"{_zs(2 * f.Zm, 2)}", "fp8")
E.ENC("fmlal", "11000001 101 Zm:3 0 1 0 Rv:2 010 Zn:3 0 1 000 off:2",
      lambda f: f"fmlal {zag('h', f.Rv, 2 * f.off, 2, 4)}, {_zs(4 * f.Zn, 4)}, "
                f"{_zs(4 * f.Zm, 4)}", "fp8")
E.ENC("fmlal", "11000001 1100 Zm:4 i3:1 Rv:2 0 i2:2 Zn:5 0 i0:1 off:3",
      lambda f: f"fmlal {zag('h', f.Rv, 2 * f.off, 2, 1)}, z{f.Zn}.b, "
                f"z{f.Zm}.b[{f.i3 << 3 | f.i2 << 1 | f.i0}]", "fp8")
E.ENC("fmlal", "11000001 1001 Zm:4 0 Rv:2 1 i2:2 Zn:4 1 1 i0:2 off:2",
      lambda f: f"fmlal {zag('h', f.Rv, 2 * f.off, 2, 2)}, {_zs(2 * f.Zn, 2)}, "
                f"z{f.Zm}.b[{f.i2 << 2 | f.i0}]", "fp8")
E.ENC("fmlal", "11000001 1001 Zm:4 1 Rv:2 1 i2:2 Zn:3 010 i0:2 off:2",
      lambda f: f"fmlal {zag('h', f.Rv, 2 * f.off, 2, 4)}, {_zs(4 * f.Zn, 4)}, "
                f"z{f.Zm}.b[{f.i2 << 2 | f.i0}]", "fp8")
E.ENC("fmlall", "11000001 0011 Zm:4 0 Rv:2 001 Zn:5 000 off:2",
      lambda f: f"fmlall {zag('s', f.Rv, 4 * f.off, 4, 1)}, z{f.Zn}.b, z{f.Zm}.b", "fp8")
E.ENC("fmlall", "11000001 001 vg4:1 Zm:4 0 Rv:2 000 Zn:5 0001 off:1",
      lambda f: f"fmlall {zag('s', f.Rv, 4 * f.off, 4, 2 << f.vg4)}, "
                f"{_zs(f.Zn, 2 << f.vg4)}, z{f.Zm}.b", "fp8")
E.ENC("fmlall", "11000001 101 Zm:4 0 0 Rv:2 000 Zn:4 1 0000 off:1",
      lambda f: f"fmlall {zag('s', f.Rv, 4 * f.off, 4, 2)}, {_zs(2 * f.Zn, 2)}, "
                f"{_zs(2 * f.Zm, 2)}", "fp8")
E.ENC("fmlall", "11000001 101 Zm:3 0 1 0 Rv:2 000 Zn:3 0 1 0000 off:1",
      lambda f: f"fmlall {zag('s', f.Rv, 4 * f.off, 4, 4)}, {_zs(4 * f.Zn, 4)}, "
                f"{_zs(4 * f.Zm, 4)}", "fp8")
E.ENC("fmlall", "11000001 0100 Zm:4 i3:1 Rv:2 i2:1 i0:2 Zn:5 000 off:2",
      lambda f: f"fmlall {zag('s', f.Rv, 4 * f.off, 4, 1)}, z{f.Zn}.b, "
                f"z{f.Zm}.b[{f.i3 << 3 | f.i2 << 2 | f.i0}]", "fp8")
E.ENC("fmlall", "11000001 1001 Zm:4 0 Rv:2 0 i2:2 Zn:4 1 00 i0:2 off:1",
      lambda f: f"fmlall {zag('s', f.Rv, 4 * f.off, 4, 2)}, {_zs(2 * f.Zn, 2)}, "
                f"z{f.Zm}.b[{f.i2 << 2 | f.i0}]", "fp8")
E.ENC("fmlall", "11000001 0001 Zm:4 1 Rv:2 0 i2:2 Zn:3 1000 i0:2 off:1",
      lambda f: f"fmlall {zag('s', f.Rv, 4 * f.off, 4, 4)}, {_zs(4 * f.Zn, 4)}, "
                f"z{f.Zm}.b[{f.i2 << 2 | f.i0}]", "fp8")
E.ENC("fmopa", "10000000 101 Zm:5 Pm:3 Pn:3 Zn:5 0100 ZA:1",
      lambda f: f"fmopa za{f.ZA}.h, p{f.Pn}/m, p{f.Pm}/m, z{f.Zn}.b, z{f.Zm}.b", "fp8")
E.ENC("fmopa", "10000000 101 Zm:5 Pm:3 Pn:3 Zn:5 000 ZA:2",
      lambda f: f"fmopa za{f.ZA}.s, p{f.Pn}/m, p{f.Pm}/m, z{f.Zn}.b, z{f.Zm}.b", "fp8")


E.ENC("f1cvt", "11000001 op:2 100110 111000 Zn:5 Zd:4 L:1",
      lambda f: f"{_CVT[(f.op & 1) << 1 | f.op >> 1]}{'l' if f.L else ''} {zl(2 * f.Zd, 2, 'h')}, "
                f"z{f.Zn}.b", "fp8",
      aliases=_CVT[1:] + tuple(c + "l" for c in _CVT))
# BFCVT Zd.B, {Zn.H, Zn+1.H} (0xc164e000) is left out: QEMU 11.1 -cpu max does not execute it
E.ENC("luti4", "11000000 10001011 000000 Zn:4 0 Zd:3 00",
      lambda f: f"luti4 {zl(4 * f.Zd, 4, 'b')}, zt0, {{ z{2 * f.Zn}, z{2 * f.Zn + 1} }}", "lut")
E.ENC("luti4", "11000000 10011011 000000 Zn:4 0 D:1 00 Zd:2",
      lambda f: "luti4 { " + ", ".join(f"z{16 * f.D + f.Zd + 4 * k}.b" for k in range(4))
                + f" }}, zt0, {{ z{2 * f.Zn}, z{2 * f.Zn + 1} }}", "lut")
E.ENC("fcvt", "11000001 00 100100 111000 Zn:4 0 Zd:5",
      lambda f: f"fcvt z{f.Zd}.b, {zl(2 * f.Zn, 2, 'h')}", "fp8")
E.ENC("fcvt", "11000001 00110100 111000 Zn:3 0 N:1 Zd:5",
      lambda f: f"{('fcvt', 'fcvtn')[f.N]} z{f.Zd}.b, {zl(4 * f.Zn, 4, 's')}", "fp8",
      aliases=("fcvtn",))


def _fmt_fscale(f, nreg: int, multi: bool):
    if f.sz == 0:
        return None
    t = "bhsd"[f.sz]
    step = nreg
    dl = zl(f.Zdn * step, nreg, t)
    second = zl(f.Zm * step, nreg, t) if multi else f"z{f.Zm}.{t}"
    return f"fscale {dl}, {dl}, {second}"


E.ENC("fscale", "11000001 sz:2 1 0 Zm:4 1010 0 0 01100 Zdn:4 0",
      lambda f: _fmt_fscale(f, 2, False), "fp8")
E.ENC("fscale", "11000001 sz:2 1 0 Zm:4 1010 1 0 01100 Zdn:3 00",
      lambda f: _fmt_fscale(f, 4, False), "fp8")
E.ENC("fscale", "11000001 sz:2 1 Zm:4 0 101100 01100 Zdn:4 0",
      lambda f: _fmt_fscale(f, 2, True), "fp8")
E.ENC("fscale", "11000001 sz:2 1 Zm:3 00 101110 01100 Zdn:3 00",
      lambda f: _fmt_fscale(f, 4, True), "fp8")
