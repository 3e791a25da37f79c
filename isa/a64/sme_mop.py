"""SME outer products and tile additions: FMOPA/FMOPS (.S, .D, .S <- .H, .H), BFMOPA/BFMOPS
(.S <- .H, .H),
SMOPA/UMOPA/SUMOPA/USMOPA and their …MOPS (.S <- .B, and .D <- .H with FEAT_SME_I16I64),
ADDHA/ADDVA (.S, .D).

Floating point is done by ``isa.a64.fp`` (QEMU-11.1-exact, vectorised, writing into the tile view
in place). Integer outer products follow QEMU's ``do_imopa_s``/``do_imopa_d``: every element of
the tile is rewritten, bytes (halfwords) whose row or column predicate bit is clear contribute 0,
arithmetic is modular.

Hot path: FMOPA in a GEMM inner loop. Everything is resolved in ``bind``; the views of the tile,
the two Z registers and the two predicates are made once per streaming vector length (they are
views of persistent arrays, so they always show current values) and the closure only checks the
modes, compares ``cpu.svlb`` with its cached value and calls the kernel.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from . import encoding as E
from . import fp_mop
from . import operands as O
from .sme import TNAME, gov_pred
from .sme2_za_fp import fma16
from .table import Args, insn

_TILE_DT = {4: np.uint32, 8: np.uint64}


def _tile(a: Args, i: int, sizes: tuple[int, ...]) -> tuple[int, int]:
    """``zaK.T`` accumulator tile -> (esz, K)."""
    o = a._get(i)
    names = " or ".join(f"za0.{TNAME[s]}" for s in sizes)
    if not isinstance(o, O.ZATile) or o.esz == 0:
        raise a.error(i, f"expected a ZA tile ({names}), got '{a.raw[i].text}'",
                      f"e.g. {a.m} za0.s, p0/m, p1/m, z0.s, z1.s")
    if o.esz not in sizes:
        raise a.error(i, f"'{a.m}' accumulates into {names} tiles, "
                         f"not .{TNAME[o.esz]}", f"use {names}")
    if not 0 <= o.num < o.esz:
        t = TNAME[o.esz]
        raise a.error(i, f"za{o.num}.{t} does not exist: .{t} tiles are ZA0-ZA{o.esz - 1}",
                      f"use za0.{t} to za{o.esz - 1}.{t}")
    return o.esz, o.num


tile_operand = _tile  # the public name, for the quarter-tile forms (isa.a64.sme_mop4)


def _mop_operands(a: Args, allowed: dict[int, str], src_sizes_hint: str):
    """Common decoding of ``op zaK.T, Pn/m, Pm/m, Zn.Ts, Zm.Ts`` -> (esz, k, pn, pm, n, m, src)."""
    a.count(5, usage=f"zaK.T, Pn/m, Pm/m, Zn.Ts, Zm.Ts ({src_sizes_hint})")
    esz, k = _tile(a, 0, tuple(allowed))
    pn = gov_pred(a, 1, "m", "outer-product predicates")
    pm = gov_pred(a, 2, "m", "outer-product predicates")
    srcs = allowed[esz]
    n, ns = a.zreg(3, srcs)
    m, ms = a.zreg(4, srcs)
    if ns != ms:
        raise a.error(4, f"z{m}.{TNAME[ms]} does not match z{n}.{TNAME[ns]}",
                      f"write z{m}.{TNAME[ns]}")
    return esz, k, pn, pm, n, m, ns


# ----------------------------------------------------------------------------- FMOPA / FMOPS / BFMOPA
@insn("fmopa", "fmops", family="sme", klass="sme_fmopa")
def fmopa(a: Args):
    esz, k, pn, pm, n, m, src = _mop_operands(a, {2: "h", 4: "sh", 8: "d"},
                                              ".h from .h, .s from .s or .h, .d from .d")
    neg = a.m == "fmops"
    if esz == 2:  # FEAT_SME_F16F16 (simulator/features.py gates it by the .h tile)
        a.info = {"tile": (esz, k), "widening": False}
        return _fp16_bind(a.m, k, pn, pm, n, m, neg, False)
    widen = src == 2
    a.info = {"tile": (esz, k), "widening": widen}
    return _fp_bind(a.m, esz, k, pn, pm, n, m, neg, "f16" if widen else None)


@insn("bfmopa", "bfmops", family="sme", klass="sme_fmopa_widen")
def bfmopa(a: Args):
    esz, k, pn, pm, n, m, src = _mop_operands(a, {2: "h", 4: "h"},
                                              ".s from .h, or .h from .h (bf16)")
    if esz == 2:  # FEAT_SME_B16B16: non-widening bfloat16
        a.info = {"tile": (esz, k), "widening": False}
        return _fp16_bind(a.m, k, pn, pm, n, m, a.m == "bfmops", True)
    a.info = {"tile": (esz, k), "widening": True}
    return _fp_bind(a.m, esz, k, pn, pm, n, m, a.m == "bfmops", "bf16")


def _fp16_bind(what, k, pn, pm, n, m, neg, bf16):
    """FMOPA/FMOPS/BFMOPA/BFMOPS zaK.H: tile[i, j] = round16(tile[i, j] +- zn[i] * zm[j]) for
    active rows i (Pn.H) and columns j (Pm.H), one rounding, default NaN (sme2_za_fp.fma16)."""
    def bind(cpu, idx):
        nxt, za, z, p = idx + 1, cpu.za, cpu.z, cpu.p

        def run():
            if not (cpu.sm and cpu.za_on):
                cpu.require(sm=True, za=True, what=what)
            svl = cpu.svlb
            tile = za[k:svl:2, :svl].view(np.uint16)
            dim = tile.shape[0]
            zn, zm = z[n, :svl].view(np.uint16), z[m, :svl].view(np.uint16)
            act = np.logical_and.outer(p[pn, :svl:2], p[pm, :svl:2])
            if act.any():
                new = fma16(tile, np.broadcast_to(zn[:, None], (dim, dim)),
                            np.broadcast_to(zm[None, :], (dim, dim)), neg, bf16)
                np.copyto(tile, new, where=act)
            return nxt
        return run
    return bind


def _fp_bind(what, esz, k, pn, pm, n, m, neg, widen):
    fdt = np.float32 if esz == 4 else np.float64

    def bind(cpu, idx):
        if widen is None:
            kernel, zdt, pstep = fp_mop.fmopa, fdt, esz
        elif widen == "f16":
            kernel, zdt, pstep = fp_mop.fmopa_widening_f16, np.float16, 2
        else:
            kernel, zdt, pstep = fp_mop.bfmopa_widening, np.uint16, 2
        nxt, za, z, p = idx + 1, cpu.za, cpu.z, cpu.p
        svl = dim = 0
        tile = zn = zm = ra = ca = zcol = bufs = None
        # .S non-widening with all rows/columns active is the GEMM hot path: scratch arrays
        # live with the closure so the kernel allocates nothing (fp_mop.fmopa_s_full)
        fast = fp_mop.fmopa_s_full if widen is None and esz == 4 else None
        count = fp_mop.count_nonzero  # the C function, no Python wrapper

        def refresh():
            nonlocal svl, dim, tile, zn, zm, ra, ca, zcol, bufs
            svl = cpu.svlb
            tile = za[k:svl:esz, :svl].view(fdt)
            zn = z[n, :svl].view(zdt)
            zm = z[m, :svl].view(zdt)
            ra = p[pn, :svl:pstep]
            ca = p[pm, :svl:pstep]
            dim = tile.shape[0]
            zcol = zn[:, None]
            bufs = (np.empty((dim, dim)), np.empty((dim, dim)), np.empty((dim, dim), np.int64))

        def run():
            if not (cpu.sm and cpu.za_on):
                cpu.require(sm=True, za=True, what=what)
            if cpu.svlb != svl:
                refresh()
            if fast is not None and count(ra) == dim and count(ca) == dim:
                fast(tile, zcol, zm, *bufs, neg)
            else:
                kernel(tile, zn, zm, ra, ca, neg)
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- integer outer products
# mnemonic stem -> (Zn signed, Zm signed)
_SIGNS = {"smop": (True, True), "umop": (False, False), "sumop": (True, False),
          "usmop": (False, True)}
_IMOP = [f"{s}{t}" for s in _SIGNS for t in "as"]
INT_SIGNS = _SIGNS  # the public name, for the quarter-tile forms (isa.a64.sme_mop4)


@insn(*_IMOP, family="sme", klass="sme_imopa")
def imopa(a: Args):
    esz, k, pn, pm, n, m, src = _mop_operands(a, {4: "b", 8: "h"}, ".s from .b, .d from .h")
    nsig, msig = _SIGNS[a.m[:-1]]
    neg = a.m.endswith("s")
    a.info = {"tile": (esz, k)}
    sdt = {1: (np.uint8, np.int8), 2: (np.uint16, np.int16)}[src]
    ndt, mdt = sdt[nsig], sdt[msig]
    tdt = _TILE_DT[esz]
    # 8-bit products and their 4-way sums fit in int32 (|sum| < 2^18), 16-bit ones need int64;
    # the signed sum reinterpreted as the unsigned tile type is the modular addend
    wdt = np.int32 if src == 1 else np.int64
    what = a.m

    def bind(cpu, idx):
        nxt, za, z, p = idx + 1, cpu.za, cpu.z, cpu.p
        matmul, multiply = np.matmul, np.multiply
        acc = np.subtract if neg else np.add
        svl = dim = 0
        tile = zn = zm = pnv = pmv = None

        def refresh():
            nonlocal svl, dim, tile, zn, zm, pnv, pmv
            svl = cpu.svlb
            dim = svl // esz
            tile = za[k:svl:esz, :svl].view(tdt)
            zn = z[n, :svl].view(ndt)
            zm = z[m, :svl].view(mdt)
            pnv = p[pn, :svl:src]
            pmv = p[pm, :svl:src]

        def run():
            if not (cpu.sm and cpu.za_on):
                cpu.require(sm=True, za=True, what=what)
            if cpu.svlb != svl:
                refresh()
            # 4-way dot products: row i of Zn (4 narrow elements) with column j of Zm, each
            # narrow element gated by its own predicate bit (one bit per element of size src)
            nv = multiply(zn, pnv, dtype=wdt).reshape(dim, 4)
            mv = multiply(zm, pmv, dtype=wdt).reshape(dim, 4)
            acc(tile, matmul(nv, mv.T).view(tdt), out=tile)
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- ADDHA / ADDVA
@insn("addha", "addva", family="sme", klass="sme_addha")
def addha(a: Args):
    """``addha zaK.S, Pn/m, Pm/m, Zn.S``: ZA[i][j] += Zn[j] (ADDVA: Zn[i]) for active i (Pn), j (Pm)."""
    a.count(4, usage="zaK.S, Pn/m, Pm/m, Zn.S")
    esz, k = _tile(a, 0, (4, 8))
    pn = gov_pred(a, 1, "m", "governing predicates")
    pm = gov_pred(a, 2, "m", "governing predicates")
    n, _ = a.zreg(3, TNAME[esz])
    vertical = a.m == "addva"
    tdt = _TILE_DT[esz]
    what = a.m

    def bind(cpu, idx):
        nxt, za, z, p = idx + 1, cpu.za, cpu.z, cpu.p
        add = np.add

        def run():
            if not (cpu.sm and cpu.za_on):
                cpu.require(sm=True, za=True, what=what)
            svl = cpu.svlb
            tile = za[k:svl:esz, :svl].view(tdt)
            zn = z[n, :svl].view(tdt)
            mask = p[pn, :svl:esz, None] & p[pm, None, :svl:esz]
            add(tile, zn[:, None] if vertical else zn[None, :], out=tile, where=mask)
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- encodings
# Outer products (Arm ARM C4.1 SME "SME outer product"; QEMU target/arm/tcg/sme.decode FMOPA_s,
# FMOPA_d, FMOPA_h, BFMOPA, SMOPA_s, SMOPA_d; LLVM llvm/test/MC/AArch64/SME/fmopa-*.s, bfmopa.s,
# smopa-*.s, umopa-*.s, sumopa-*.s, usmopa-*.s and the …mops files):
#   ... Zm:5 Pm:3 Pn:3 Zn:5 S:1 0 0 ZAda:2 (.S tiles) / S:1 0 ZAda:3 (.D tiles), S = subtract.
# Bits 3-2 are fixed: other values are SME2 forms tilesim does not execute.
def _mop(name: "str | Callable[[E.Fields], str]", tile: str, src: str) -> E.Formatter:
    """Formatter of ``<name>a|s zaK.<tile>, Pn/m, Pm/m, Zn.<src>, Zm.<src>`` (name: a stem or
    a function of the fields giving it)."""

    def fmt(f) -> str:
        m = name(f) if callable(name) else name
        return (f"{m}{'s' if f.S else 'a'} za{f.ZAda}.{tile}, p{f.Pn}/m, p{f.Pm}/m, "
                f"z{f.Zn}.{src}, z{f.Zm}.{src}")
    return fmt


_MOP = "Zm:5 Pm:3 Pn:3 Zn:5 S:1"
E.ENC("fmopa", f"10000000 100 {_MOP} 00 ZAda:2", _mop("fmop", "s", "s"), "sme",
      aliases=("fmops",))
E.ENC("fmopa", f"10000000 110 {_MOP} 0 ZAda:3", _mop("fmop", "d", "d"), "sme-f64f64")
E.ENC("fmopa", f"10000001 101 {_MOP} 00 ZAda:2", _mop("fmop", "s", "h"), "sme")
E.ENC("bfmopa", f"10000001 100 {_MOP} 00 ZAda:2", _mop("bfmop", "s", "h"), "sme",
      aliases=("bfmops",))
# non-widening half precision into .H tiles: FEAT_SME_F16F16 (FMOPA) / FEAT_SME_B16B16 (BFMOPA)
# (LLVM llvm/test/MC/AArch64/SME2p1/fmopa.s, bfmopa.s)
E.ENC("fmopa", f"10000001 100 {_MOP} 100 ZAda:1", _mop("fmop", "h", "h"), "sme-f16f16",
      aliases=("fmops",))
E.ENC("bfmopa", f"10000001 101 {_MOP} 100 ZAda:1", _mop("bfmop", "h", "h"), "sme-b16b16",
      aliases=("bfmops",))

# integer: 1010000 u0 1 sz u1 …; u0 = Zn unsigned, u1 = Zm unsigned (SMOPA 00, SUMOPA 01,
# USMOPA 10, UMOPA 11); sz = 1 is the .D <- .H form (FEAT_SME_I16I64).
_ISTEM = {(0, 0): "smop", (0, 1): "sumop", (1, 0): "usmop", (1, 1): "umop"}
_istem = lambda f: _ISTEM[f.u0, f.u1]  # noqa: E731
E.ENC("smopa", f"1010000 u0:1 1 0 u1:1 {_MOP} 00 ZAda:2", _mop(_istem, "s", "b"), "sme",
      aliases=tuple(_IMOP))
E.ENC("smopa", f"1010000 u0:1 1 1 u1:1 {_MOP} 0 ZAda:3", _mop(_istem, "d", "h"), "sme-i16i64")

# ADDHA/ADDVA: 11000000 1 sz 0 1 000 V Pm Pn Zn 0 0 (0) ZAda (Arm ARM C4.1 SME "SME add vector
# to array"; QEMU sme.decode ADDHA_s/ADDHA_d; LLVM llvm/test/MC/AArch64/SME/addha-32.s …).
def _fmt_addha(tile: str):
    return lambda f: (f"{('addha', 'addva')[f.V]} za{f.ZAda}.{tile}, p{f.Pn}/m, p{f.Pm}/m, "
                      f"z{f.Zn}.{tile}")


E.ENC("addha", "11000000 1 0 0 1 000 V:1 Pm:3 Pn:3 Zn:5 000 ZAda:2", _fmt_addha("s"), "sme",
      aliases=("addva",))
E.ENC("addha", "11000000 1 1 0 1 000 V:1 Pm:3 Pn:3 Zn:5 00 ZAda:3", _fmt_addha("d"),
      "sme-i16i64")
