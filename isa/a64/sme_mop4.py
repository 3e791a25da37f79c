"""SME quarter-tile outer products (FEAT_SME_MOP4): FMOP4A/FMOP4S (.H, .S, .D and .S from 2-way
.H sums), BFMOP4A/BFMOP4S (.H and .S from .H), SMOP4A/UMOP4A/SUMOP4A/USMOP4A and their …MOP4S
(.S from 4-way .B, .S from 2-way .H for SMOP4/UMOP4, .D from 4-way .H), FP8 FMOP4A.

``fmop4a zaK.T, Zn|{Zn-Zn+1}, Zm|{Zm-Zm+1}``: the tile is split into four quarters (row half
r, column half c); quarter (r, c) accumulates the outer product of half r of the first source
register c and half c of the second source register r, where a single register serves both
halves (Arm ARM C3.11.18 "Quarter-tile outer product", FMOP4A (non-widening)). So one Zn and
one Zm give the whole-tile product ``zn[i] * zm[j]``. Unpredicated; each FMOP4 element is one
fused multiply-add with default NaN, as FMOPA (``isa.a64.fp_mop.fmopa``), the widening and .H
ones as FMOPA/BFMOPA compute them; each integer element adds a dot product of its row's and
column's narrow elements, modular, as SMOPA (Arm ARM SMOP4A, UMOP4A, SUMOP4A, USMOP4A). QEMU
11.1 agrees (tests/test_sme_mop4.py). FP8 FMOP4A (.H and .S from .B) as FP8 FMOPA.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import fp8 as F8
from . import fp_mop
from . import operands as O
from .sme2 import zlist, zlist_text
from .sme2_za_fp import fma16
from .sme_mop import INT_SIGNS, tile_operand
from .table import Args, insn


def _source(a: Args, i: int, lo: int, t: str) -> tuple[int, int]:
    """A single even register Z<lo>..Z<lo+14> or a pair from one -> (first, count)."""
    if isinstance(a[i], O.ZList):
        nums, _ = zlist(a, i, (2,), t)
        first, count = nums[0], 2
    else:
        first, _ = a.zreg(i, t)
        count = 1
    if not (lo <= first <= lo + 14 and first % 2 == 0):
        raise a.error(i, f"'{a.m}' takes an even register z{lo}-z{lo + 14} here",
                      f"e.g. z{lo}.{t} or {{z{lo}.{t}-z{lo + 1}.{t}}}")
    return first, count


def _source_esz(a: Args) -> int:
    """The element size of the first source (0 when it is not a Z register or list)."""
    o = a[1] if len(a) > 1 else None
    if isinstance(o, O.ZList):
        o = o.items[0]
    return getattr(o, "esz", 0)


def _operands(a: Args, t: str, esz: int = 4) -> tuple[int, int, int, int, int]:
    """``zaK.T, Zn|{Zn-Zn+1}, Zm|{Zm-Zm+1}`` -> (K, n, count of n, m, count of m)."""
    tt = {2: "h", 4: "s", 8: "d"}[esz]
    a.count(3, usage=f"zaK.{tt}, Zn.{t}|{{Zn.{t}-Zn+1.{t}}}, Zm.{t}|{{Zm.{t}-Zm+1.{t}}}")
    _, k = tile_operand(a, 0, (esz,))
    n, nn = _source(a, 1, 0, t)
    m, mm = _source(a, 2, 16, t)
    return k, n, nn, m, mm


def _tile_esz(a: Args) -> int:
    """The element size of the tile operand (4 unless it names a .h or .d tile)."""
    esz = getattr(a[0], "esz", 4)
    return esz if esz in (2, 8) else 4


def _quarters(a: Args, k: int, n: int, nn: int, m: int, mm: int, kernel, esz: int = 4):
    """The bind of a quarter-tile form: ``kernel(quarter, zn half bytes, zm half bytes)`` for
    each quarter (r, c) of the tile of ``esz``-byte elements, Zn+c (or Zn) and Zm+r (or Zm)."""
    what, tdt = a.m, {2: np.uint16, 4: np.uint32, 8: np.uint64}[esz]

    def bind(cpu, idx):
        nxt, za, z = idx + 1, cpu.za, cpu.z

        def run():
            if not (cpu.sm and cpu.za_on):
                cpu.require(sm=True, za=True, what=what)
            svl = cpu.svlb
            tile = za[k:svl:esz, :svl].view(tdt)
            h, hb = tile.shape[0] // 2, svl // 2
            zn = [z[n + i, :svl].copy() for i in range(nn)]
            zm = [z[m + i, :svl].copy() for i in range(mm)]
            for r in range(2):
                for c in range(2):
                    kernel(tile[r * h:(r + 1) * h, c * h:(c + 1) * h],
                           zn[c % nn][r * hb:(r + 1) * hb], zm[r % mm][c * hb:(c + 1) * hb])
            return nxt
        return run
    return bind


@insn("fmop4a", "fmop4s", family="sme", klass="sme_fmopa")
def fmop4a(a: Args):
    """``fmop4a|fmop4s zaK.s, Zn.s, Zm.s`` (``zaK.d, Zn.d, Zm.d``) and the multi-vector forms
    (``.h`` sources: :func:`fmop4a_widening`)."""
    if _source_esz(a) == 2:
        return fmop4a_widening(a)
    if _source_esz(a) == 1:
        return fmop4a_fp8(a)
    esz = _tile_esz(a)
    k, n, nn, m, mm = _operands(a, "s" if esz == 4 else "d", esz)
    neg = a.m == "fmop4s"
    fdt = np.float32 if esz == 4 else np.float64
    a.info = {"tile": (esz, k), "widening": False}
    ones = np.ones(1024, bool)

    def kernel(q, zn, zm):
        h = q.shape[0]
        fp_mop.fmopa(q.view(fdt), zn.view(fdt), zm.view(fdt), ones[:h], ones[:h], neg)
    return _quarters(a, k, n, nn, m, mm, kernel, esz)


@insn("bfmop4a", "bfmop4s", family="sme", klass="sme_fmopa_widen")
def fmop4a_widening(a: Args):
    """``fmop4a|bfmop4a zaK.s, Zn.h, Zm.h`` (…MOP4S) and the multi-vector forms (``zaK.h``:
    one half/bfloat16 product per element, one rounding, as the non-widening FMOPA/BFMOPA
    ``.h``, ``sme2_za_fp.fma16``). Each .s element
    adds (subtracts) the 2-way sum of half-precision (bfloat16) products of row i's and
    column j's pair, as FMOPA/BFMOPA (widening) (``fp_mop.fmopa_widening_f16``,
    ``fp_mop.bfmopa_widening``)."""
    a.klass = "sme_fmopa_widen"
    neg = a.m.endswith("s")
    bf16 = a.m.startswith("bf")
    if _tile_esz(a) == 2:  # non-widening .h (FEAT_SME_F16F16 / FEAT_SME_B16B16)
        k, n, nn, m, mm = _operands(a, "h", 2)
        a.info = {"tile": (2, k), "widening": False}

        def kernel16(q, zn, zm):
            h = q.shape[0]
            new = fma16(q, np.broadcast_to(zn.view(np.uint16)[:, None], (h, h)),
                        np.broadcast_to(zm.view(np.uint16)[None, :], (h, h)), neg, bf16)
            np.copyto(q, new)
        return _quarters(a, k, n, nn, m, mm, kernel16, 2)
    k, n, nn, m, mm = _operands(a, "h")
    fn = fp_mop.bfmopa_widening if a.m.startswith("bf") else fp_mop.fmopa_widening_f16
    a.info = {"tile": (4, k), "widening": True}
    ones = np.ones(1024, bool)

    def kernel(q, zn, zm):
        h2 = 2 * q.shape[0]
        fn(q.view(np.float32), zn.view(np.uint16), zm.view(np.uint16), ones[:h2], ones[:h2], neg)
    return _quarters(a, k, n, nn, m, mm, kernel)


def fmop4a_fp8(a: Args):
    """``fmop4a zaK.h|zaK.s, Zn.b, Zm.b`` and the multi-vector forms (FEAT_SME_F8F16 /
    FEAT_SME_F8F32): each element adds the 2-way (.h) or 4-way (.s) FP8 dot product of row
    i's and column j's bytes, scaled by FPMR.LSCALE, as FP8 FMOPA (``isa.a64.fp8.dot_add``)."""
    if a.m != "fmop4a":
        raise a.error(None, f"'{a.m}' has no FP8 form", "use fmop4a")
    a.klass = "sme_fmopa_widen"
    esz = 2 if _tile_esz(a) == 2 else 4
    k, n, nn, m, mm = _operands(a, "b", esz)
    fmt, dt, mask = F8.DOT_ACC[esz]
    a.info = {"feature": "fp8", "tile": (esz, k)}
    holder: list = [None]

    def kernel(q, zn, zm):
        h = q.shape[0]
        nb = np.repeat(zn.reshape(h, esz), h, axis=0)
        mb = np.tile(zm.reshape(h, esz), (h, 1))
        acc = q.view(dt).reshape(-1)
        q.view(dt)[:] = F8.dot_add_lanes(nb, mb, acc, fmt, holder[0], mask).reshape(h, h)
    run_quarters = _quarters(a, k, n, nn, m, mm, kernel, esz)

    def bind(cpu, idx):
        run = run_quarters(cpu, idx)
        regs = cpu.sysregs

        def run_fp8():
            holder[0] = F8.Fpmr.of(regs.get("fpmr", 0))
            return run()
        return run_fp8
    return bind


# mnemonic stem -> (Zn signed, Zm signed), as SMOPA's
_SIGNS = {f"{stem}4": signs for stem, signs in INT_SIGNS.items()}
_IMOP4 = [f"{s}{t}" for s in _SIGNS for t in "as"]


@insn(*_IMOP4, family="sme", klass="sme_imopa")
def imop4a(a: Args):
    """``smop4a|umop4a|sumop4a|usmop4a zaK.s, Zn.b, Zm.b`` (…MOP4S), ``smop4a|umop4a zaK.s,
    Zn.h, Zm.h`` and ``smop4a|umop4a|sumop4a|usmop4a zaK.d, Zn.h, Zm.h`` (FEAT_SME_I16I64) and
    the multi-vector forms: each element adds (subtracts) the 4-way (2-way for .s from .h) dot
    product of row i's and column j's narrow elements, modular."""
    esz = _tile_esz(a)
    src = 2 if esz == 8 or _source_esz(a) == 2 else 1
    if esz == 4 and src == 2 and a.m[:2] in ("su", "us"):
        raise a.error(1, f"'{a.m}' has no .s from .h form", "use .b sources, or a .d tile")
    k, n, nn, m, mm = _operands(a, "b" if src == 1 else "h", esz)
    nsig, msig = _SIGNS[a.m[:-1]]
    sdt = {1: (np.uint8, np.int8), 2: (np.uint16, np.int16)}[src]
    ndt, mdt = sdt[nsig], sdt[msig]
    wdt, tdt = (np.int32, np.uint32) if esz == 4 else (np.int64, np.uint64)
    way = esz // src
    acc = np.subtract if a.m.endswith("s") else np.add
    a.info = {"tile": (esz, k)}

    def kernel(q, zn, zm):
        h = q.shape[0]
        nv = zn.view(ndt).astype(wdt).reshape(h, way)
        mv = zm.view(mdt).astype(wdt).reshape(h, way)
        acc(q, (nv @ mv.T).view(tdt), out=q)
    return _quarters(a, k, n, nn, m, mm, kernel, esz)


# ============================================================================= encodings
# Arm ARM "SME2 FP32 non-widening quarter tile outer product"; llvm/test/MC/AArch64/SME2p2/
# fmop4as-fp32-non-widening.s (llvm-objdump-19 has no text for them: tests/test_sme_mop4.py
# checks the spelling against that listing).
def _srcs(f, t: str) -> str:
    """``Zn, Zm`` of a quarter-tile form, each a register or a pair."""
    zn = zlist_text(2 * f.Zn, 2, t) if f.N else f"z{2 * f.Zn}.{t}"
    zm = zlist_text(16 + 2 * f.Zm, 2, t) if f.M else f"z{16 + 2 * f.Zm}.{t}"
    return f"{zn}, {zm}"


def _fmt(f) -> str:
    return f"fmop4{'as'[f.S]} za{f.ZAda}.s, {_srcs(f, 's')}"


def _fmt_d(f) -> str:
    return f"fmop4{'as'[f.S]} za{f.ZAda}.d, {_srcs(f, 'd')}"


def _fmt_h(f) -> str:
    return f"{('s', 'u')[f.U]}mop4{'as'[f.S]} za{f.ZAda}.s, {_srcs(f, 'h')}"


def _fmt_hh(f) -> str:
    return f"{('f', 'bf')[f.B]}mop4{'as'[f.S]} za{f.ZAda}.h, {_srcs(f, 'h')}"


def _fmt_ih(f) -> str:
    stem = {(0, 0): "smop4", (0, 1): "sumop4", (1, 0): "usmop4", (1, 1): "umop4"}[f.u0, f.u1]
    return f"{stem}{'as'[f.S]} za{f.ZAda}.d, {_srcs(f, 'h')}"


def _fmt_widen(f) -> str:
    zn = zlist_text(2 * f.Zn, 2, "h") if f.N else f"z{2 * f.Zn}.h"
    zm = zlist_text(16 + 2 * f.Zm, 2, "h") if f.M else f"z{16 + 2 * f.Zm}.h"
    return f"{('bf', 'f')[f.F]}mop4{'as'[f.S]} za{f.ZAda}.s, {zn}, {zm}"


def _fmt_int(f) -> str:
    zn = zlist_text(2 * f.Zn, 2, "b") if f.N else f"z{2 * f.Zn}.b"
    zm = zlist_text(16 + 2 * f.Zm, 2, "b") if f.M else f"z{16 + 2 * f.Zm}.b"
    stem = {(0, 0): "smop4", (0, 1): "sumop4", (1, 0): "usmop4", (1, 1): "umop4"}[f.u0, f.u1]
    return f"{stem}{'as'[f.S]} za{f.ZAda}.s, {zn}, {zm}"


E.ENC("fmop4a", "10000000 000 M:1 Zm:3 0 000000 N:1 Zn:3 0 S:1 00 ZAda:2", _fmt, "sme-mop4",
      aliases=("fmop4s",))
# 8-bit to 32-bit integer: 1000000 u0 00 u1 M Zm 0 100000 N Zn 0 S 00 ZAda; u0 = Zn unsigned,
# u1 = Zm unsigned as in SMOPA (llvm/test/MC/AArch64/SME2p2/smop4a-8to32.s, umop4a-8to32.s, …)
E.ENC("smop4a", "1000000 u0:1 00 u1:1 M:1 Zm:3 0 100000 N:1 Zn:3 0 S:1 00 ZAda:2", _fmt_int,
      "sme-mop4", aliases=tuple(_IMOP4[1:]))
# widening 16-bit to 32-bit: 1000000 1 00 F M Zm 0 000000 N Zn 0 S 00 ZAda, F = 1 FMOP4A (FP16),
# 0 BFMOP4A (llvm/test/MC/AArch64/SME2p2/fmop4as-fp16-fp32-widening.s, bfmop4as-widening.s)
E.ENC("fmop4a", "10000001 00 F:1 M:1 Zm:3 0 000000 N:1 Zn:3 0 S:1 00 ZAda:2", _fmt_widen,
      "sme-mop4", aliases=("fmop4s", "bfmop4a", "bfmop4s"))
# 16-bit to 32-bit integer (2-way), SMOP4A/UMOP4A only: … S 10 ZAda; 16-bit to 64-bit (4-way,
# FEAT_SME_I16I64): 101000 u0 0 1 1 u1 …; FP64 (FEAT_SME_F64F64): 10000000 110 …
# (llvm/test/MC/AArch64/SME2p2/smop4a-16to32.s, smop4a-64.s, umop4a-64.s, fmop4as-fp64-…s)
E.ENC("smop4a", "1000000 U:1 000 M:1 Zm:3 0 100000 N:1 Zn:3 0 S:1 10 ZAda:2", _fmt_h,
      "sme-mop4", aliases=("smop4s", "umop4a", "umop4s"))
E.ENC("smop4a", "1010000 u0:1 11 u1:1 M:1 Zm:3 0 000000 N:1 Zn:3 0 S:1 1 ZAda:3", _fmt_ih,
      "sme-mop4", aliases=tuple(_IMOP4[1:]))
E.ENC("fmop4a", "10000000 110 M:1 Zm:3 0 000000 N:1 Zn:3 0 S:1 1 ZAda:3", _fmt_d,
      "sme-mop4", aliases=("fmop4s",))
# non-widening half precision / bfloat16 (FEAT_SME_F16F16 / FEAT_SME_B16B16):
# 10000001 00 B M Zm 0 000000 N Zn 0 S 100 ZAda (llvm/test/MC/AArch64/SME2p2/
# fmop4as-fp16-non-widening.s, bfmop4as-non-widening.s)
E.ENC("fmop4a", "10000001 00 B:1 M:1 Zm:3 0 000000 N:1 Zn:3 0 S:1 100 ZAda:1", _fmt_hh,
      "sme-mop4", aliases=("fmop4s", "bfmop4a", "bfmop4s"))
# FP8 (FEAT_SME_F8F32 / FEAT_SME_F8F16), FMOP4A only: 10000000 001 M Zm 0 000000 N Zn 0 0 H 0 …
# ZAda (llvm/test/MC/AArch64/SME2p2/fmop4a-fp8-fp32-widening.s, fmop4a-fp8-fp16-widening.s)
E.ENC("fmop4a", "10000000 001 M:1 Zm:3 0 000000 N:1 Zn:3 0 0 00 ZAda:2",
      lambda f: f"fmop4a za{f.ZAda}.s, {_srcs(f, 'b')}", "sme-mop4")
E.ENC("fmop4a", "10000000 001 M:1 Zm:3 0 000000 N:1 Zn:3 0 0 100 ZAda:1",
      lambda f: f"fmop4a za{f.ZAda}.h, {_srcs(f, 'b')}", "sme-mop4")
