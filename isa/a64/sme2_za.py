"""SME2 ZA-array arithmetic: multi-vector operations into ZA array vector groups.

FMLAL/FMLSL and BFMLAL/BFMLSL (16 -> 32 widening), FDOT/BFDOT (2-way),
SDOT/UDOT/USDOT/SUDOT (4-way .B -> .S, 2-way .H -> .S, 4-way .H -> .D), the SMLALL family
(SMLALL/SMLSLL/UMLALL/UMLSLL/USMLALL/SUMLALL, .B -> .S and .H -> .D), SMLAL/SMLSL/UMLAL/UMLSL
(2-way .H -> .S) and ADD/SUB into ZA array groups -- each as multi-and-single
(``{z0.s-z3.s}, z4.s``), multiple (``{…}, {…}``) and indexed (``{…}, z4.s[1]``) forms --
plus the outer products BMOPA/BMOPS and the 2-way 16-bit SMOPA/SMOPS/UMOPA/UMOPS, and the
SVE2 FMLALB/FMLALT/FMLSLB/FMLSLT/BFMLALB/BFMLALT on Z.

ZA array vector groups (Arm ARM "ZA array vector access", QEMU ``get_zarray``): with ``N`` vectors
in the group (VGx2/VGx4; 1 for the non-grouped forms) the array is split into ``N`` quarters or
halves of ``vstride = SVL/8 / N`` rows; ``za.s[Wv, off]`` selects row
``base = (Wv + off) mod vstride`` (Wv rounded down to a multiple of the rows per vector, 2 for
``off:off+1`` and 4 for ``off:off+3`` forms), and vector ``r`` of the group is row
``r * vstride + base`` (plus ``i`` for the ``i``-th row of a 2- or 4-row widening form). Rows
alias the tiles as usual: row ``R`` is ``ZA(R mod esz).T`` slice ``R div esz``.

Element kernels (and their QEMU-exact floating point) live in :mod:`sme2_za_fp`; the binary
encodings are at the end (formatters print llvm-objdump-19's text).
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from . import encoding as E
from . import operands as O
from . import sme2_za_fp as K
from .sme import TNAME, gov_pred
from .sme_mop import _tile
from .table import M32, Args, insn

FLOAT = {2: np.float16, 4: np.float32, 8: np.float64}
SINT = {1: np.int8, 2: np.int16, 4: np.int32, 8: np.int64}
UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
Kernel = Callable[[np.ndarray, np.ndarray, np.ndarray, int], None]


# ----------------------------------------------------------------------------- operands
def za_group(a: Args, i: int, sizes: str, nsel: int, nreg: int) -> tuple[int, int, int]:
    """``za.T[Wv, off{:off+nsel-1}{, vgxN}]`` -> (esz, index into cpu.x, offset)."""
    o = a._get(i)
    rng = "0:1" if nsel == 2 else "0:3" if nsel == 4 else "0"
    ex = f"za.{sizes[0]}[w8, {rng}{', vgx2' if nreg > 1 else ''}]"
    if not isinstance(o, O.ZAArray):
        raise a.error(i, f"expected a ZA array vector group, got '{a.raw[i].text}'", f"e.g. {ex}")
    if o.esz == 0 or TNAME[o.esz] not in sizes:
        raise a.error(i, f"'{a.m}' accumulates into " + " or ".join(f"za.{s}" for s in sizes)
                      + " vector groups", f"e.g. {ex}")
    if o.vgx and o.vgx != nreg:
        raise a.error(i, f"vgx{o.vgx} does not match the {nreg}-vector list",
                      f"write vgx{nreg}" if nreg > 1 else "drop the vgx suffix")
    lo = a.ctx.value(o.imm, o.imm_col)
    if nsel == 1:
        if o.imm_hi is not None:
            raise a.stmt.error(f"'{a.m}' takes a single vector-select offset, not a range",
                               o.imm_col, f"e.g. {ex}")
        top = 7
    else:
        hi = a.ctx.value(o.imm_hi, o.imm_col) if o.imm_hi is not None else None
        if hi != lo + nsel - 1 or lo % nsel:
            raise a.stmt.error(f"'{a.m}' needs an offset range of {nsel} rows starting at a "
                               f"multiple of {nsel}", o.imm_col, f"e.g. {ex}")
        top = (16 if nreg == 1 else 8) - nsel
    if not 0 <= lo <= top:
        raise a.stmt.error(f"vector-select offset {lo} out of range 0-{top}", o.imm_col,
                           f"e.g. {ex}")
    return o.esz, o.wreg, lo


def zgroup(a: Args, i: int, sizes: str, *, aligned: bool = True,
           allow_one: bool = False) -> tuple[int, int, int]:
    """A Z register list of 2 or 4 consecutive registers (or one register when ``allow_one``)
    -> (first register, count, element bytes). ``aligned``: the first is a multiple of the
    count (multi-vector operands); multi-and-single Zn lists may start anywhere and wrap."""
    o = a._get(i)
    if isinstance(o, O.ZReg) and allow_one:
        n, esz = a.zreg(i, sizes)
        return n, 1, esz
    if not isinstance(o, O.ZList) or len(o.items) not in (2, 4) or o.stride != 1:
        raise a.error(i, f"expected a list of 2 or 4 consecutive Z registers, got "
                         f"'{a.raw[i].text}'", f"e.g. {{z0.{sizes[0]}-z3.{sizes[0]}}}")
    esz = {z.esz for z in o.items}
    e = esz.pop()
    if esz or e == 0 or TNAME[e] not in sizes:
        raise a.error(i, "list elements need the element size " +
                      " or ".join(f".{s}" for s in sizes), f"e.g. {{z0.{sizes[0]}, z1.{sizes[0]}}}")
    first, cnt = o.items[0].num, len(o.items)
    if aligned and first % cnt:
        raise a.error(i, f"a {cnt}-register list must start at a multiple of {cnt}",
                      f"e.g. {{z{first - first % cnt}.{TNAME[e]}-z{first - first % cnt + cnt - 1}"
                      f".{TNAME[e]}}}")
    return first, cnt, e


def zm_single(a: Args, i: int, esz: int, *, index_max: int | None = None) -> tuple[int, int]:
    """The single (Z0-Z15) second source, ``zM.T`` or ``zM.T[k]`` -> (M, k or -1)."""
    o = a._get(i)
    t = TNAME[esz]
    m, _ = a.zreg(i, t, index=index_max is not None)
    if m > 15:
        raise a.error(i, f"z{m} is not allowed here: the single vector is Z0-Z15 (a 4-bit field)",
                      f"use z0.{t}-z15.{t}")
    if index_max is None:
        return m, -1
    if o.index is None:
        raise a.error(i, "expected an indexed element", f"e.g. z{m}.{t}[0]")
    k = a.ctx.value(o.index.lstrip("#"), o.col)
    if not 0 <= k <= index_max:
        raise a.error(i, f"element index {k} out of range 0-{index_max}")
    return m, k


# ----------------------------------------------------------------------------- execution
def vector_rows(wv: int, off: int, nsel: int, svl: int, nreg: int) -> list[int]:
    """The ZA row of each vector of the group ``za.T[Wv, off…, vgxN]`` (module docstring)."""
    vstride = svl // nreg
    base = (((wv & M32) & ~(nsel - 1)) + off) % vstride
    return [r * vstride + base for r in range(nreg)]


def bind_group(what: str, wreg: int, off: int, nreg: int, nsel: int, zn: int | None, zm: int,
               multi: bool, kernel: Kernel):
    """Run ``kernel(row, zn, zm, sel)`` on every ZA row of the group: row bytes (uint8, SVL/8
    long, written in place), the Zn and Zm bytes of vector ``r`` and the row's number ``sel``
    within its 1/2/4-row slot. Single-vector Zn lists wrap modulo 32; multi-vector Zm advance."""

    def bind(cpu, idx):
        nxt, za, z, x = idx + 1, cpu.za, cpu.z, cpu.x

        def run():
            if not (cpu.sm and cpu.za_on):
                cpu.require(sm=True, za=True, what=what)
            svl = cpu.svlb
            for r, row in enumerate(vector_rows(x[wreg], off, nsel, svl, nreg)):
                n = z[(zn + r) % 32, :svl] if zn is not None else None
                m = z[zm + r if multi else zm, :svl]
                for i in range(nsel):
                    kernel(za[row + i, :svl], n, m, i)
            return nxt
        return run
    return bind


def seg_pick(v: np.ndarray, k: int, per_seg: int, lanes: int) -> np.ndarray:
    """Element ``k`` of every 128-bit segment of ``v`` (``per_seg`` elements a segment),
    repeated ``lanes`` times: the indexed operand of each result lane."""
    return np.repeat(v.reshape(-1, per_seg)[:, k], lanes)


def _forms(a: Args, sizes: str, zsizes: str, nsel: int, *, idx_max=None, one: bool = False,
           multi_ok: bool = True):
    """Common decoding ``op za.T[...], Zn-list|Zn, Zm|Zm-list|Zm[k]``.
    -> (esz, wreg, off, nreg, zn, zesz, zm, multi, k)."""
    a.count(3, usage=f"za.{sizes[0]}[Wv, off, vgx2|vgx4], {{Zn...}}, Zm | {{Zm...}} | Zm[imm]")
    third = a._get(2)
    multi = isinstance(third, O.ZList)
    indexed = isinstance(third, O.ZReg) and third.index is not None
    if multi and not multi_ok:
        raise a.error(2, f"'{a.m}' has no multi-vector form", "use a single Zm or Zm[imm]")
    if indexed and idx_max is None:
        raise a.error(2, f"'{a.m}' has no indexed form")
    zn, nreg, zesz = zgroup(a, 1, zsizes, aligned=multi or indexed, allow_one=one and not multi)
    if multi and nreg == 1:
        raise a.error(1, "the multi-vector form needs a list of 2 or 4 registers")
    esz, wreg, off = za_group(a, 0, sizes, nsel, nreg)
    if multi:
        zm, cnt, _ = zgroup(a, 2, TNAME[zesz])
        if cnt != nreg:
            raise a.error(2, f"the Zm list has {cnt} registers, the Zn list {nreg}")
        k = -1
    else:
        zm, k = zm_single(a, 2, zesz, index_max=idx_max(esz, zesz) if indexed else None)
    return esz, wreg, off, nreg, zn, zesz, zm, multi, k


def _pick_groups(zm: np.ndarray, k: int, gbytes: int) -> np.ndarray:
    """Indexed Zm as bytes: the ``gbytes``-byte group ``k`` of every 128-bit segment, repeated to
    fill the segment (so lane ``e`` of the result pairs with the group its segment selects)."""
    per = 16 // gbytes
    return np.repeat(zm.view(UINT[gbytes]).reshape(-1, per)[:, k], per).view(np.uint8)


# FMLA/FMLS into ZA groups (.H/.S/.D, BFMLA/BFMLS): sme2_za_float.py


# ----------------------------------------------------------------------------- ADD / SUB
@insn("add", "sub", family="sme", klass="sme_addha", first="ZAArray")
def add_za(a: Args):
    """``add za.s[Wv, off, vgxN], {Zm…}``: ZA vectors += Zm (array accumulators);
    ``add za.s[…], {Zn…}, Zm | {Zm…}``: ZA vectors = Zn + Zm (array results)."""
    U, sub = None, a.m == "sub"
    if len(a) == 2:
        zm, nreg, esz = zgroup(a, 1, "sd")
        gesz, wreg, off = za_group(a, 0, "sd", 1, nreg)
        if gesz != esz:
            raise a.error(1, f"the sources must be .{TNAME[gesz]} like the ZA group")
        U = UINT[esz]

        def acc_kern(row, n, m, sel):
            r = row.view(U)
            r[:] = r - m.view(U) if sub else r + m.view(U)
        return bind_group(a.m, wreg, off, nreg, 1, None, zm, True, acc_kern)
    esz, wreg, off, nreg, zn, zesz, zm, multi, k = _forms(a, "sd", "sd", 1)
    if zesz != esz:
        raise a.error(1, f"the sources must be .{TNAME[esz]} like the ZA group")
    U = UINT[esz]

    def kern(row, n, m, sel):
        row.view(U)[:] = n.view(U) - m.view(U) if sub else n.view(U) + m.view(U)
    return bind_group(a.m, wreg, off, nreg, 1, zn, zm, multi, kern)


# ----------------------------------------------------------------------------- FMLAL family
@insn("fmlal", "fmlsl", "bfmlal", "bfmlsl", family="sme", klass="sme_za_fma", first="ZAArray")
def fmlal_za(a: Args):
    """``fmlal za.s[Wv, off:off+1{, vgxN}], Zn.h | {Zn.h…}, Zm.h | {…} | Zm.h[k]``: row 0 of
    each pair takes the even (bottom) halves, row 1 the odd (top) ones, widened to .s."""
    esz, wreg, off, nreg, zn, zesz, zm, multi, k = _forms(
        a, "s", "h", 2, idx_max=lambda e, z: 7, one=True)
    neg, bf = a.m.endswith("sl"), a.m.startswith("bf")

    def kern(row, n, m, sel):
        acc = row.view(np.float32)
        mh = m.view(np.uint16)
        if k >= 0:
            mv = seg_pick(mh, k, 8, 4)
        else:
            mv = mh[sel::2]
        acc[:] = K.fmlal(acc, n.view(np.uint16)[sel::2], mv, neg, bf, True)
    return bind_group(a.m, wreg, off, nreg, 2, zn, zm, multi, kern)


_MLAL = {"smlal": (True, False), "smlsl": (True, True), "umlal": (False, False),
         "umlsl": (False, True)}  # mnemonic -> (signed, subtract)


@insn(*_MLAL, family="sme", klass="sme_za_dot", first="ZAArray")
def mlal_za(a: Args):
    """``smlal za.s[Wv, off:off+1{, vgxN}], Zn.h | {Zn.h…}, Zm.h | {…} | Zm.h[k]``: 2-way
    widening 16 -> 32 multiply-add, even halves into row 0 of each pair, odd into row 1."""
    esz, wreg, off, nreg, zn, zesz, zm, multi, k = _forms(
        a, "s", "h", 2, idx_max=lambda e, z: 7, one=True)
    signed, sub = _MLAL[a.m]
    dt = np.int16 if signed else np.uint16

    def kern(row, n, m, sel):
        mh = m.view(dt)
        mv = seg_pick(mh, k, 8, 4) if k >= 0 else mh[sel::2]
        p = (n.view(dt)[sel::2].astype(np.int64) * mv.astype(np.int64)).astype(np.int32)
        acc = row.view(np.int32)
        acc[:] = acc - p if sub else acc + p
    return bind_group(a.m, wreg, off, nreg, 2, zn, zm, multi, kern)


# ----------------------------------------------------------------------------- dot products
_INT_DOT = {  # mnemonic -> (Zn signed, Zm signed)
    "sdot": (True, True), "udot": (False, False), "usdot": (False, True), "sudot": (True, False)}


@insn("fdot", "bfdot", family="sme", klass="sme_za_fma", first="ZAArray")
def fdot_za(a: Args):
    """``fdot za.s[Wv, off, vgxN], {Zn.h…}, Zm.h | {…} | Zm.h[k]``: 2-way half-precision dot
    products into .S (BFDOT: bfloat16)."""
    esz, wreg, off, nreg, zn, zesz, zm, multi, k = _forms(a, "s", "h", 1, idx_max=lambda e, z: 3)
    fn = K.bfdot if a.m == "bfdot" else K.fdot

    def kern(row, n, m, sel):
        acc = row.view(np.float32)
        mv = m if k < 0 else _pick_groups(m, k, 4)
        acc[:] = fn(acc, n.view(np.uint16), mv.view(np.uint16))
    return bind_group(a.m, wreg, off, nreg, 1, zn, zm, multi, kern)


@insn("sdot", "udot", "usdot", "sudot", family="sme", klass="sme_za_dot", first="ZAArray")
def idot_za(a: Args):
    """Integer dot products into ZA: 4-way .B -> .S (SDOT/UDOT/USDOT/SUDOT), 2-way .H -> .S and
    4-way .H -> .D (SDOT/UDOT, the latter FEAT_SME_I16I64)."""
    mixed = a.m in ("usdot", "sudot")
    esz, wreg, off, nreg, zn, zesz, zm, multi, k = _forms(
        a, "s" if mixed else "sd", "b" if mixed else "bh", 1,
        idx_max=lambda e, z: 1 if e == 8 else 3, multi_ok=a.m != "sudot")
    if esz == 8 and zesz != 2 or esz == 4 and zesz not in (1, 2):
        raise a.error(1, f"'{a.m} za.{TNAME[esz]}' takes ." + ("h" if esz == 8 else "b or .h")
                      + " sources")
    nsig, msig = _INT_DOT[a.m]
    ways = esz // zesz
    ndt = SINT[zesz] if nsig else UINT[zesz]
    mdt = SINT[zesz] if msig else UINT[zesz]
    A = SINT[esz]

    def kern(row, n, m, sel):
        mv = m if k < 0 else _pick_groups(m, k, esz)
        p = n.view(ndt).astype(np.int64) * mv.view(mdt).astype(np.int64)
        acc = row.view(A)
        acc[:] = acc + p.reshape(-1, ways).sum(axis=1).astype(A)
    return bind_group(a.m, wreg, off, nreg, 1, zn, zm, multi, kern)


# ----------------------------------------------------------------------------- SMLALL family
_MLALL = {  # mnemonic -> (Zn signed, Zm signed, subtract)
    "smlall": (True, True, False), "smlsll": (True, True, True),
    "umlall": (False, False, False), "umlsll": (False, False, True),
    "usmlall": (False, True, False), "sumlall": (True, False, False)}


@insn(*_MLALL, family="sme", klass="sme_za_dot", first="ZAArray")
def mlall_za(a: Args):
    """``smlall za.s[Wv, off:off+3{, vgxN}], Zn.b | {Zn.b…}, Zm.b | {…} | Zm.b[k]``: row i of
    each 4-row slot accumulates the widened products of narrow elements ``4e + i``."""
    mixed = a.m in ("usmlall", "sumlall")
    esz, wreg, off, nreg, zn, zesz, zm, multi, k = _forms(
        a, "s" if mixed else "sd", "b" if mixed else "bh", 4,
        idx_max=lambda e, z: 15 if z == 1 else 7, one=True, multi_ok=a.m != "sumlall")
    if esz // zesz != 4:
        raise a.error(1, f"'{a.m} za.{TNAME[esz]}' takes .{TNAME[esz // 4]} sources")
    nsig, msig, sub = _MLALL[a.m]
    ndt = SINT[zesz] if nsig else UINT[zesz]
    mdt = SINT[zesz] if msig else UINT[zesz]
    A = SINT[esz]
    per = 16 // zesz

    def kern(row, n, m, sel):
        mv = m.view(mdt)
        mv = seg_pick(mv, k, per, per // 4) if k >= 0 else mv[sel::4]
        p = n.view(ndt)[sel::4].astype(np.int64) * mv.astype(np.int64)
        acc = row.view(A)
        acc[:] = acc - p.astype(A) if sub else acc + p.astype(A)
    return bind_group(a.m, wreg, off, nreg, 4, zn, zm, multi, kern)


# ----------------------------------------------------------------------------- BMOPA / 2-way SMOPA
@insn("bmopa", "bmops", family="sme", klass="sme_imopa")
def bmopa(a: Args):
    """``bmopa zaK.s, Pn/m, Pm/m, Zn.s, Zm.s``: ZA[i][j] += popcount(~(Zn[i] ^ Zm[j])) where
    both 32-bit predicate elements are active (BMOPS subtracts)."""
    a.count(5, usage="zaK.S, Pn/m, Pm/m, Zn.S, Zm.S")
    _, t = _tile(a, 0, (4,))
    pn = gov_pred(a, 1, "m", "outer-product predicates")
    pm = gov_pred(a, 2, "m", "outer-product predicates")
    n, _ = a.zreg(3, "s")
    m, _ = a.zreg(4, "s")
    sub = a.m == "bmops"
    a.info = {"tile": (4, t)}

    def bind(cpu, idx):
        nxt, za, z, p = idx + 1, cpu.za, cpu.z, cpu.p

        def run():
            if not (cpu.sm and cpu.za_on):
                cpu.require(sm=True, za=True, what=a.m)
            svl = cpu.svlb
            tile = za[t:svl:4, :svl].view(np.uint32)
            x = ~(z[n, :svl].view(np.uint32)[:, None] ^ z[m, :svl].view(np.uint32)[None, :])
            cnt = np.unpackbits(x.view(np.uint8).reshape(*x.shape, 4), axis=-1).sum(
                axis=-1, dtype=np.uint32)
            act = p[pn, :svl:4][:, None] & p[pm, :svl:4][None, :]
            cnt = np.where(act, cnt, np.uint32(0))
            tile[...] = tile - cnt if sub else tile + cnt
            return nxt
        return run
    return bind


@insn("smopa", "smops", "umopa", "umops", family="sme", klass="sme_imopa", first="ZATile")
def smopa2(a: Args):
    """``smopa zaK.s, Pn/m, Pm/m, Zn.h, Zm.h`` (SME2 2-way): ZA[i][j] += Zn.h[2i]*Zm.h[2j] +
    Zn.h[2i+1]*Zm.h[2j+1], each half counted where both its predicate bits are set. The
    4-way forms (.s from .b, .d from .h) are handed to :func:`sme_mop.imopa`."""
    o = a[3] if len(a) > 3 else None
    t0 = a[0] if len(a) else None
    if not (isinstance(o, O.ZReg) and o.esz == 2 and isinstance(t0, O.ZATile) and t0.esz == 4):
        from .sme_mop import imopa
        return imopa(a)
    a.count(5, usage="zaK.S, Pn/m, Pm/m, Zn.H, Zm.H")
    _, t = _tile(a, 0, (4,))
    pn = gov_pred(a, 1, "m", "outer-product predicates")
    pm = gov_pred(a, 2, "m", "outer-product predicates")
    n, _ = a.zreg(3, "h")
    m, _ = a.zreg(4, "h")
    sub = a.m.endswith("s")
    dt = np.int16 if a.m.startswith("s") else np.uint16
    a.info = {"tile": (4, t)}

    def bind(cpu, idx):
        nxt, za, z, p = idx + 1, cpu.za, cpu.z, cpu.p

        def run():
            if not (cpu.sm and cpu.za_on):
                cpu.require(sm=True, za=True, what=a.m)
            svl = cpu.svlb
            dim = svl // 4
            tile = za[t:svl:4, :svl].view(np.int32)
            nv = (z[n, :svl].view(dt) * p[pn, :svl:2]).astype(np.int64).reshape(dim, 2)
            mv = (z[m, :svl].view(dt) * p[pm, :svl:2]).astype(np.int64).reshape(dim, 2)
            s = (nv @ mv.T).astype(np.int32)
            tile[...] = tile - s if sub else tile + s
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- SVE2 FMLALB/T
@insn("fmlalb", "fmlalt", "fmlslb", "fmlslt", "bfmlalb", "bfmlalt", "bfmlslb", "bfmlslt",
      family="sve", klass="sve_fma")
def fmlalb(a: Args):
    """``fmlalb zda.s, zn.h, zm.h`` / ``zm.h[k]``: Zda.s += widen(Zn.h[2e+T]) * widen(Zm.h[…])
    (fused, Arm NaN propagation; T = 0 bottom, 1 top; FMLSL/BFMLSL (FEAT_SVE_B16B16) negate
    Zn)."""
    a.count(3, usage="Zda.S, Zn.H, Zm.H | Zm.H[imm]")
    d, _ = a.zreg(0, "s")
    n, _ = a.zreg(1, "h")
    o = a._get(2)
    if isinstance(o, O.ZReg) and o.index is not None:
        m, _ = a.zreg(2, "h", index=True)
        if m > 7:
            raise a.error(2, f"z{m} is not allowed here: indexed '{a.m}' takes Zm from z0-z7",
                          "the Zm field is 3 bits")
        k = a.ctx.value(o.index.lstrip("#"), o.col)
        if not 0 <= k <= 7:
            raise a.error(2, f"element index {k} out of range 0-7")
    else:
        m, _ = a.zreg(2, "h")
        k = -1
    top = int(a.m.endswith("t"))
    neg, bf = "mlsl" in a.m, a.m.startswith("bf")

    def bind(cpu, idx):
        nxt, z = idx + 1, cpu.z

        def run():
            vlb = cpu.vlb
            acc = z[d, :vlb].view(np.float32)
            mh = z[m, :vlb].view(np.uint16)
            mv = seg_pick(mh, k, 8, 4) if k >= 0 else mh[top::2]
            acc[:] = K.fmlal(acc, z[n, :vlb].view(np.uint16)[top::2], mv, neg, bf, False)
            return nxt
        return run
    return bind


fmlalb.mode = "SVE: non-streaming (VL) or streaming (SVL)"  # an SVE2 instruction (tilesim isa)


# ----------------------------------------------------------------------------- encodings
# Arm ARM C4.1 "SME2 multi-vector - ZA array" groups; QEMU target/arm/tcg/sme.decode (FMLA_n1,
# FMLA_nn, FMLA_nx, FMLAL_*, FDOT_*, SDOT_*, SMLALL_*, ADD_aaz/ADD_azz, BMOPA, SMOPA2); LLVM
# llvm/test/MC/AArch64/SME2/{fmla,fmls,fmlal,fmlsl,bfmlal,bfmlsl,fdot,bfdot,sdot,udot,usdot,
# sudot,smlall,smlsll,umlall,umlsll,usmlall,sumlall,smlal,umlsl,add,sub,bmopa,bmops,smopa,
# umops}.s and
# llvm/test/MC/AArch64/SVE2/fmlalb.s … bfmlalb.s. Spellings are llvm-objdump-19's: offsets of
# the 2- and 4-row forms in hex ranges, and lists as llvm-objdump groups them.
def zl(first: int, n: int, t: str) -> str:
    """A Z register list as llvm-objdump prints it (``{ z0.s - z3.s }`` unless it wraps)."""
    if n == 1:
        return f"z{first}.{t}"
    regs = [(first + i) % 32 for i in range(n)]
    if n == 4 and regs[-1] > regs[0]:
        return f"{{ z{regs[0]}.{t} - z{regs[-1]}.{t} }}"
    return "{ " + ", ".join(f"z{r}.{t}" for r in regs) + " }"


def zag(t: str, rv: int, off: int, nsel: int, nreg: int, gap: str = " ") -> str:
    """A ZA array vector group: ``za.s[w8, 0, vgx2]``, ``za.s[w8, 0x0:0x1]``…"""
    o = str(off) if nsel == 1 else f"0x{off:x}:0x{off + nsel - 1:x}"
    return f"za.{t}[w{8 + rv}, {o}" + (f",{gap}vgx{nreg}]" if nreg > 1 else "]")


_VG2 = ("Zm:4 0", "Zn:4 0")      # multi-vector: Zm/Zn fields of VGx2 and VGx4
_VG4 = ("Zm:3 0 1", "Zn:3 0 0")
_INT = {(0, 0, 0): ("sdot", "s", "b"), (0, 1, 0): ("udot", "s", "b"),
        (0, 0, 1): ("usdot", "s", "b"), (0, 1, 1): ("sudot", "s", "b"),
        (1, 0, 1): ("sdot", "s", "h"), (1, 1, 1): ("udot", "s", "h"),
        (1, 0, 0): ("sdot", "d", "h"), (1, 1, 0): ("udot", "d", "h")}
_LL = {(0, 0): "smlall", (0, 1): "smlsll", (1, 0): "umlall", (1, 1): "umlsll"}


def _ll(f) -> str | None:
    """SMLALL-family mnemonic from U, S, X (X: mixed signs, .S only, no subtract)."""
    if f.X:
        return None if f.S or f.get("sz") else ("sumlall" if f.U else "usmlall")
    return _LL[f.U, f.S]


def _zm(f, t: str, k: int | None = None) -> str:
    return f"z{f.Zm}.{t}" + (f"[{k}]" if k is not None else "")


# --- multi-and-single (Zn list from any register, Zm Z0-Z15)
def _n1_fmla(f):
    t = "sd"[f.sz]
    m = ("fmla", "fmls", "add", "sub")[2 * f.A + f.S]
    nreg = 4 if f.vg else 2
    return f"{m} {zag(t, f.Rv, f.off, 1, nreg)}, {zl(f.Zn, nreg, t)}, {_zm(f, t)}"


def _n1_fdot(f):
    nreg = 4 if f.vg else 2
    return (f"{'bf' if f.B else 'f'}dot {zag('s', f.Rv, f.off, 1, nreg)}, {zl(f.Zn, nreg, 'h')}, "
            f"{_zm(f, 'h')}")


def _n1_int(f):
    m, t, s = _INT[f.sz, f.U, f.X]
    nreg = 4 if f.vg else 2
    return f"{m} {zag(t, f.Rv, f.off, 1, nreg)}, {zl(f.Zn, nreg, s)}, {_zm(f, s)}"


def _fmlal_m(f) -> str:
    """FMLAL/FMLSL/BFMLAL/BFMLSL, or (sz = 1) SMLAL/SMLSL/UMLAL/UMLSL with B the unsigned bit."""
    if f.get("sz"):
        return ("u" if f.B else "s") + ("mlsl" if f.S else "mlal")
    return ("bfmlsl" if f.S else "bfmlal") if f.B else ("fmlsl" if f.S else "fmlal")


_FMLAL_ALIASES = ("fmlsl", "bfmlal", "bfmlsl", "smlal", "smlsl", "umlal", "umlsl")


def _n1_fmlal(nreg: int):
    def fmt(f):
        n = nreg or (4 if f.vg else 2)
        return (f"{_fmlal_m(f)} {zag('s', f.Rv, 2 * f.off, 2, n)}, {zl(f.Zn, n, 'h')}, "
                f"{_zm(f, 'h')}")
    return fmt


def _n1_mlall(nreg: int):
    def fmt(f):
        m = _ll(f)
        if m is None or m == "sumlall" and nreg == 1:  # no non-grouped SUMLALL (single)
            return None
        n = nreg or (4 if f.vg else 2)
        t, s = ("sd"[f.sz], "bh"[f.sz])
        return (f"{m} {zag(t, f.Rv, 4 * f.off, 4, n)}, {zl(f.Zn, n, s)}, {_zm(f, s)}")
    return fmt


E.ENC("fmla", "11000001 0 sz:1 1 vg:1 Zm:4 0 Rv:2 110 Zn:5 A:1 S:1 off:3", _n1_fmla, "sme2",
      aliases=("fmls", "add", "sub"))
E.ENC("fdot", "11000001 0 0 1 vg:1 Zm:4 0 Rv:2 100 Zn:5 B:1 0 off:3", _n1_fdot, "sme2",
      aliases=("bfdot",))
E.ENC("sdot", "11000001 0 sz:1 1 vg:1 Zm:4 0 Rv:2 101 Zn:5 U:1 X:1 off:3", _n1_int, "sme2",
      aliases=("udot", "usdot", "sudot"))
E.ENC("fmlal", "11000001 0 sz:1 1 vg:1 Zm:4 0 Rv:2 010 Zn:5 B:1 S:1 0 off:2", _n1_fmlal(0),
      "sme2", aliases=_FMLAL_ALIASES)
E.ENC("fmlal", "11000001 0 sz:1 1 0 Zm:4 0 Rv:2 011 Zn:5 B:1 S:1 off:3", _n1_fmlal(1), "sme2",
      aliases=_FMLAL_ALIASES)
E.ENC("smlall", "11000001 0 sz:1 1 vg:1 Zm:4 0 Rv:2 000 Zn:5 U:1 S:1 X:1 0 off:1", _n1_mlall(0),
      "sme2", aliases=tuple(_MLALL))
E.ENC("smlall", "11000001 0 sz:1 1 0 Zm:4 0 Rv:2 001 Zn:5 U:1 S:1 X:1 off:2", _n1_mlall(1),
      "sme2", aliases=tuple(_MLALL))


# --- multiple vectors (both lists aligned)
def _nn(nreg: int, body):
    def fmt(f):
        f["Zm"], f["Zn"] = f.Zm * nreg, f.Zn * nreg
        return body(f, nreg)
    return fmt


def _nn_fmla(f, n):
    t = "sd"[f.sz]
    m = ("fmla", "fmls", "add", "sub")[2 * f.A + f.S]
    return f"{m} {zag(t, f.Rv, f.off, 1, n)}, {zl(f.Zn, n, t)}, {zl(f.Zm, n, t)}"


def _nn_fdot(f, n):
    if f.sz:
        return None
    return (f"{'bf' if f.B else 'f'}dot {zag('s', f.Rv, f.off, 1, n)}, {zl(f.Zn, n, 'h')}, "
            f"{zl(f.Zm, n, 'h')}")


def _nn_int(f, n):
    m, t, s = _INT[f.sz, f.U, f.X]
    if m == "sudot":
        return None
    return f"{m} {zag(t, f.Rv, f.off, 1, n)}, {zl(f.Zn, n, s)}, {zl(f.Zm, n, s)}"


def _nn_fmlal(f, n):
    return (f"{_fmlal_m(f)} {zag('s', f.Rv, 2 * f.off, 2, n)}, {zl(f.Zn, n, 'h')}, "
            f"{zl(f.Zm, n, 'h')}")


def _nn_mlall(f, n):
    m = _ll(f)
    if m is None or m == "sumlall":
        return None
    t, s = ("sd"[f.sz], "bh"[f.sz])
    return f"{m} {zag(t, f.Rv, 4 * f.off, 4, n)}, {zl(f.Zn, n, s)}, {zl(f.Zm, n, s)}"


for _n, (_zmf, _znf) in ((2, _VG2), (4, _VG4)):
    _pre = f"11000001 1 sz:1 1 {_zmf} 0 Rv:2"
    E.ENC("fmla", f"{_pre} 110 {_znf} A:1 S:1 off:3", _nn(_n, _nn_fmla), "sme2",
          aliases=("fmls", "add", "sub"))
    E.ENC("fdot", f"{_pre} 100 {_znf} B:1 0 off:3", _nn(_n, _nn_fdot), "sme2", aliases=("bfdot",))
    E.ENC("sdot", f"{_pre} 101 {_znf} U:1 X:1 off:3", _nn(_n, _nn_int), "sme2",
          aliases=("udot", "usdot"))
    E.ENC("fmlal", f"{_pre} 010 {_znf} B:1 S:1 0 off:2", _nn(_n, _nn_fmlal), "sme2",
          aliases=_FMLAL_ALIASES)
    E.ENC("smlall", f"{_pre} 000 {_znf} U:1 S:1 X:1 0 off:1", _nn(_n, _nn_mlall), "sme2",
          aliases=tuple(_MLALL))


# --- ADD/SUB array accumulators: za.T[...] += {Zm...}
def _aaz(n: int):
    def fmt(f):
        t = "sd"[f.sz]
        return f"{('add', 'sub')[f.S]} {zag(t, f.Rv, f.off, 1, n)}, {zl(f.Zm * n, n, t)}"
    return fmt


E.ENC("add", "11000001 1 sz:1 1 0000 0 0 Rv:2 111 Zm:4 0 1 S:1 off:3", _aaz(2), "sme2",
      aliases=("sub",))
E.ENC("add", "11000001 1 sz:1 1 0000 1 0 Rv:2 111 Zm:3 00 1 S:1 off:3", _aaz(4), "sme2",
      aliases=("sub",))


# --- indexed (Zn list aligned, Zm Z0-Z15 with an element index per 128-bit segment)
def _nx(n: int, body):
    def fmt(f):
        f["Zn"] = f.Zn * n
        return body(f, n)
    return fmt


def _nx_s(f, n):
    """``0 i:2 … P Q R``: FMLA/FMLS .S; ``1 i:2 …``: FDOT/BFDOT and SDOT/UDOT/USDOT/SUDOT .S."""
    g = zag("s", f.Rv, f.off, 1, n)
    if not f.H:
        if f.P or f.R:
            return None
        return f"{('fmla', 'fmls')[f.Q]} {g}, {zl(f.Zn, n, 's')}, {_zm(f, 's', f.I)}"
    if f.P:
        m = {(0, 0): "sdot", (1, 0): "udot", (0, 1): "usdot", (1, 1): "sudot"}[f.Q, f.R]
        return f"{m} {g}, {zl(f.Zn, n, 'b')}, {_zm(f, 'b', f.I)}"
    m = ("bfdot" if f.Q else "fdot") if f.R else ("udot" if f.Q else "sdot")
    return f"{m} {g}, {zl(f.Zn, n, 'h')}, {_zm(f, 'h', f.I)}"


def _nx_d(f, n):
    """FMLA/FMLS .D (R = 0) and SDOT/UDOT .D from .H (R = 1)."""
    g = zag("d", f.Rv, f.off, 1, n)
    if f.R:
        return f"{('sdot', 'udot')[f.Q]} {g}, {zl(f.Zn, n, 'h')}, {_zm(f, 'h', f.I)}"
    return f"{('fmla', 'fmls')[f.Q]} {g}, {zl(f.Zn, n, 'd')}, {_zm(f, 'd', f.I)}"


def _nx_fmlal(f, n):
    k = 2 * f.IH + f.IL
    return (f"{_fmlal_m(f)} {zag('s', f.Rv, 2 * f.off, 2, n)}, {zl(f.Zn, n, 'h')}, "
            f"{_zm(f, 'h', k)}")


def _nx_mlall_s(f, n):
    m = _ll(f)
    if m is None:
        return None
    return (f"{m} {zag('s', f.Rv, 4 * f.off, 4, n)}, {zl(f.Zn, n, 'b')}, "
            f"{_zm(f, 'b', 4 * f.IH + f.IL)}")


def _nx_mlall_d(f, n):
    return (f"{_LL[f.U, f.S]} {zag('d', f.Rv, 4 * f.off, 4, n)}, {zl(f.Zn, n, 'h')}, "
            f"{_zm(f, 'h', 4 * f.IH + f.IL)}")


for _n, _znf, _vg in ((2, "Zn:4", "0"), (4, "Zn:3 0", "1")):
    _pre = f"Zm:4 {_vg} Rv:2"
    E.ENC("fmla", f"11000001 0101 {_pre} H:1 I:2 {_znf} P:1 Q:1 R:1 off:3", _nx(_n, _nx_s),
          "sme2", aliases=("fmls", "fdot", "bfdot", "sdot", "udot", "usdot", "sudot"))
    E.ENC("fmla", f"11000001 1101 {_pre} 00 I:1 {_znf} 0 Q:1 R:1 off:3", _nx(_n, _nx_d),
          "sme-f64f64", aliases=("fmls", "sdot", "udot"))
    E.ENC("fmlal", f"11000001 1 sz:1 01 {_pre} 1 IH:2 {_znf} 0 B:1 S:1 IL:1 off:2",
          _nx(_n, _nx_fmlal), "sme2", aliases=_FMLAL_ALIASES)
    E.ENC("smlall", f"11000001 0001 {_pre} 0 IH:2 {_znf} X:1 U:1 S:1 IL:2 off:1",
          _nx(_n, _nx_mlall_s), "sme2", aliases=tuple(_MLALL))
    E.ENC("smlall", f"11000001 1001 {_pre} 00 IH:1 {_znf} 0 U:1 S:1 IL:2 off:1",
          _nx(_n, _nx_mlall_d), "sme-i16i64", aliases=("smlsll", "umlall", "umlsll"))
E.ENC("fmlal", "11000001 1 sz:1 00 Zm:4 IH:1 Rv:2 1 IL:2 Zn:5 B:1 S:1 off:3",
      lambda f: (f"{_fmlal_m(f)} {zag('s', f.Rv, 2 * f.off, 2, 1)}, z{f.Zn}.h, "
                 f"{_zm(f, 'h', 4 * f.IH + f.IL)}"), "sme2", aliases=_FMLAL_ALIASES)
E.ENC("smlall", "11000001 0000 Zm:4 IH:1 Rv:2 IL:3 Zn:5 U:1 S:1 X:1 off:2",
      lambda f: (None if _ll(f) is None else
                 f"{_ll(f)} {zag('s', f.Rv, 4 * f.off, 4, 1)}, z{f.Zn}.b, "
                 f"{_zm(f, 'b', 8 * f.IH + f.IL)}"), "sme2", aliases=tuple(_MLALL))
E.ENC("smlall", "11000001 1000 Zm:4 IH:1 Rv:2 0 IL:2 Zn:5 U:1 S:1 0 off:2",
      lambda f: (f"{_LL[f.U, f.S]} {zag('d', f.Rv, 4 * f.off, 4, 1)}, z{f.Zn}.h, "
                 f"{_zm(f, 'h', 4 * f.IH + f.IL)}"), "sme-i16i64",
      aliases=("smlsll", "umlall", "umlsll"))

# --- outer products: BMOPA/BMOPS, 2-way SMOPA/UMOPA (…S = subtract)
_MOP2 = "Zm:5 Pm:3 Pn:3 Zn:5 S:1 10 ZAda:2"
E.ENC("bmopa", f"10000000 100 {_MOP2}",
      lambda f: (f"bmop{'s' if f.S else 'a'} za{f.ZAda}.s, p{f.Pn}/m, p{f.Pm}/m, z{f.Zn}.s, "
                 f"z{f.Zm}.s"), "sme2", aliases=("bmops",))
E.ENC("smopa", f"1010000 U:1 100 {_MOP2}",
      lambda f: (f"{'su'[f.U]}mop{'s' if f.S else 'a'} za{f.ZAda}.s, p{f.Pn}/m, p{f.Pm}/m, "
                 f"z{f.Zn}.h, z{f.Zm}.h"), "sme2", aliases=("smops", "umopa", "umops"))


# --- SVE2 FMLALB/FMLALT/FMLSLB/FMLSLT, BFMLALB/BFMLALT (vector and indexed)
def _fmlalb(f, idx: str) -> str | None:
    m = ("bf" if f.B else "f") + ("mlsl" if f.S else "mlal") + "bt"[f.T]
    return f"{m} z{f.Zda}.s, z{f.Zn}.h, z{f.Zm}.h{idx}"


E.ENC("fmlalb", "01100100 1 B:1 1 Zm:5 10 S:1 00 T:1 Zn:5 Zda:5", lambda f: _fmlalb(f, ""),
      "sve2", aliases=("fmlalt", "fmlslb", "fmlslt", "bfmlalb", "bfmlalt", "bfmlslb", "bfmlslt"))
E.ENC("fmlalb", "01100100 1 B:1 1 IH:2 Zm:3 01 S:1 0 IL:1 T:1 Zn:5 Zda:5",
      lambda f: _fmlalb(f, f"[{2 * f.IH + f.IL}]"), "sve2",
      aliases=("fmlalt", "fmlslb", "fmlslt", "bfmlalb", "bfmlalt", "bfmlslb", "bfmlslt"))
