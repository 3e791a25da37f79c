"""SME2 multi-vector contiguous loads and stores: LD1B/H/W/D, LDNT1B/H/W/D, ST1B/H/W/D and
STNT1B/H/W/D of two or four Z registers (consecutive ``{z0.s-z3.s}`` or strided
``{z0.s, z8.s}`` / ``{z0.s, z4.s, z8.s, z12.s}``) governed by a predicate-as-counter, with
scalar+scalar (``[Xn, Xm, lsl #k]``) and scalar+immediate (``[Xn, #imm, mul vl]``) addresses;
and RPRFM (a range prefetch hint: no architectural effect).

The group is one block of ``nreg`` vectors in memory at ``Xn + Xm * esize`` or
``Xn + imm * VL bytes`` (``imm`` a multiple of ``nreg``); register ``r`` of the list takes vector
``r`` of the block. Element ``r * elements + e`` is active when the counter's predicate says so
(Arm ARM ``CounterToPredicate``); loads zero inactive elements, stores leave their memory alone,
and only active elements can fault. The non-temporal forms behave the same.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import operands as O
from .sme2 import counter_pred, pn, require_sm, zlist, zlist_text
from .sve import LOG2, UINT
from .table import M64, XZR_READ, Args, insn
from .vmem import active_span

_SZ = {"b": 1, "h": 2, "w": 4, "d": 8}
_LOADS = {f"{p}{s}": _SZ[s] for p in ("ld1", "ldnt1") for s in "bhwd"}
_STORES = {f"{p}{s}": _SZ[s] for p in ("st1", "stnt1") for s in "bhwd"}


def _address(a: Args, i: int, esz: int, nreg: int):
    """(base, ('reg', m) | ('imm', k)) with the immediate in vectors (a multiple of nreg)."""
    mem = a._get(i)
    sh = LOG2[esz]
    ex = f"[x0, x1, lsl #{sh}]" if sh else "[x0, x1]"
    if not isinstance(mem, O.Mem) or mem.pre or len(a) > i + 1:
        raise a.error(i, f"expected {ex} or [x0, #imm, mul vl]",
                      "multi-vector loads and stores have no write-back forms")
    off, shift = mem.offset, mem.shift
    if off is None:
        return mem.base.num, ("imm", 0)
    if isinstance(off, O.Gpr):
        # Xm = 31 is XZR here (Arm ARM LD1B (scalar plus scalar, consecutive/strided); clang
        # emits [x9, xzr]): unlike the single-vector SVE forms it is not unallocated
        if not off.is64 or off.kind == "sp":
            raise a.error(i, f"the index register must be x0-x30 or xzr, not '{off.name}'",
                          f"e.g. {ex}")
        amt = 0
        if shift is not None:
            if shift.kind != "lsl":
                raise a.stmt.error(f"'{shift.kind}' is not allowed here", shift.col,
                                   f"use lsl #{sh}")
            amt = a.ctx.value(shift.amount or "0", shift.col)
        if amt != sh:
            raise a.error(i, f"the index must be scaled by the element size: lsl #{sh}" if sh
                          else "a byte access takes an unscaled index", f"e.g. {ex}")
        return mem.base.num, ("reg", XZR_READ if off.kind == "zr" else off.num)
    if isinstance(off, O.Imm):
        k = a.ctx.value(off.text, off.col)
        if k == 0 and shift is None:
            return mem.base.num, ("imm", 0)
        if shift is None or shift.kind != "mul" or shift.amount is not None:
            raise a.stmt.error("an immediate offset here counts vectors: add 'mul vl'", off.col,
                               f"e.g. [x0, #{k}, mul vl]")
        lo, hi = -8 * nreg, 7 * nreg
        if not lo <= k <= hi or k % nreg:
            raise a.stmt.error(f"offset {k} must be a multiple of {nreg} in {lo} to {hi}",
                               off.col, f"a {nreg}-register group moves {nreg} vectors at a time")
        return mem.base.num, ("imm", k)
    raise a.error(i, f"unsupported address '{a.raw[i].text}'", f"e.g. {ex}")


@insn(*_LOADS, *_STORES, family="sme2", klass="sve_load", first="ZList")
def ldst_multi(a: Args):
    """LD1x/LDNT1x {list}, PNg/Z, [addr] and ST1x/STNT1x {list}, PNg, [addr]."""
    load = a.m in _LOADS
    esz = (_LOADS if load else _STORES)[a.m]
    t = "bhsd"[LOG2[esz]]
    a.count(3, usage=f"{{z0.{t}-z3.{t}}}, pn8{'/z' if load else ''}, [Xn, Xm, lsl #k] | "
                     f"[Xn{{, #imm, mul vl}}]")
    if not load:
        a.klass = "sve_store"
    nums, _ = zlist(a, 0, (2, 4), t, strided=True)
    nreg = len(nums)
    g, _, _ = pn(a, 1, "z" if load else "")
    base, (kind, k) = _address(a, 2, esz, nreg)
    a.info = {"access": "load" if load else "store", "esz": esz, "nreg": nreg}
    UT = UINT[esz]
    what = a.m
    # strided lists are SME2 only (streaming); consecutive ones are SVE2p1 too (see sme2.py)
    strided = nums[-1] - nums[0] != nreg - 1

    def bind(cpu, idx):
        x, z, p, mem, nxt = cpu.x, cpu.z.view(UT), cpu.p, cpu.mem, idx + 1

        def run():
            if strided and not cpu.sm:
                require_sm(cpu, what)
            vlb = cpu.vlb
            ne = vlb // esz
            if kind == "reg":
                addr = (x[base] + x[k] * esz) & M64
            else:
                addr = (x[base] + k * vlb) & M64
            pg = counter_pred(p[g], vlb, nreg)[::esz]
            span = active_span(mem, addr, pg, esz, not load)
            if load:
                block = np.zeros(nreg * ne, UT)
                if span is not None:
                    lo, hi, raw = span
                    np.copyto(block[lo:hi], raw.view(UT), where=pg[lo:hi])
                for r, zn in enumerate(nums):
                    z[zn, :ne] = block[r * ne:(r + 1) * ne]
            elif span is not None:
                lo, hi, raw = span
                src = np.concatenate([z[zn, :ne] for zn in nums])
                np.copyto(raw.view(UT), src[lo:hi], where=pg[lo:hi])
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- RPRFM
_RPRFM = {0: "pldkeep", 1: "pstkeep", 4: "pldstrm", 5: "pststrm"}
_RPRFM_NUM = {v: k for k, v in _RPRFM.items()}


@insn("rprfm", family="sme2", klass="int")
def rprfm(a: Args):
    """RPRFM <rprfop>, Xm, [Xn|SP]: a range prefetch hint (no architectural effect)."""
    a.count(3, usage="pldkeep|pstkeep|pldstrm|pststrm|#imm, Xm, [Xn|SP]")
    o = a._get(0)
    if isinstance(o, O.Ident):
        if o.name not in _RPRFM_NUM:
            raise a.error(0, f"unknown range prefetch operation '{a.raw[0].text}'",
                          "pldkeep, pstkeep, pldstrm, pststrm or #0-63")
    else:
        a.imm(0, 0, 63, "prefetch operation")
    a.gpr(1, width=64)
    mem = a._get(2)
    if not isinstance(mem, O.Mem) or mem.offset is not None or mem.pre:
        raise a.error(2, f"expected [Xn|SP], got '{a.raw[2].text}'", "e.g. [x1]")

    def bind(cpu, idx):
        nxt = idx + 1

        def run():
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- encodings
# LD1x/LDNT1x/ST1x/STNT1x (multiple consecutive or strided vectors, scalar plus scalar / scalar
# plus immediate) (Arm ARM C8.2; LLVM llvm/test/MC/AArch64/SME2/ld1w.s, ldnt1b.s, st1d.s,
# stnt1h.s…). PNg is 3 bits (PN8-PN15); N selects the non-temporal form; the immediate counts
# groups (imm4 * nreg vectors). Consecutive lists: Zt * nreg; strided: T:'0':Zt (x2, Zt 3 bits)
# and T:'00':Zt (x4, Zt 2 bits).
def _name(st: int, n: int, msz: int) -> str:
    return f"{('ld', 'st')[st]}{'nt' if n else ''}1{'bhwd'[msz]}"


def _fmt_multi(nreg: int, strided: bool, imm: bool):
    def fmt(f):
        t = "bhsd"[f.msz]
        if strided:
            step = 8 if nreg == 2 else 4
            first = 16 * f.T + f.Zt
            lst = zlist_text(first, nreg, t, step)
        else:
            lst = zlist_text(f.Zt * nreg, nreg, t)
        pred = f"pn{8 + f.PNg}{'' if f.st else '/z'}"
        rn = E.x(f.Rn, True)
        if imm:
            k = E.sext(f.imm4, 4) * nreg
            addr = f"[{rn}, {E.himm(k)}, mul vl]" if k else f"[{rn}]"
        else:
            addr = f"[{rn}, {E.x(f.Rm)}" + (f", lsl #{f.msz}]" if f.msz else "]")
        return f"{_name(f.st, f.N, f.msz)} {lst}, {pred}, {addr}"
    return fmt


_ALIASES = tuple(sorted((set(_LOADS) | set(_STORES)) - {"ld1b"}))
for _imm, _off in ((False, "Rm:5"), (True, "0 imm4:4")):
    _form = "01" if _imm else "00"
    E.ENC("ld1b", f"1010000 0 {_form} st:1 {_off} 0 msz:2 PNg:3 Rn:5 Zt:4 N:1",
          _fmt_multi(2, False, _imm), "sme2", aliases=_ALIASES)
    E.ENC("ld1b", f"1010000 0 {_form} st:1 {_off} 1 msz:2 PNg:3 Rn:5 Zt:3 0 N:1",
          _fmt_multi(4, False, _imm), "sme2", aliases=_ALIASES)
    E.ENC("ld1b", f"1010000 1 {_form} st:1 {_off} 0 msz:2 PNg:3 Rn:5 T:1 N:1 Zt:3",
          _fmt_multi(2, True, _imm), "sme2", aliases=_ALIASES)
    E.ENC("ld1b", f"1010000 1 {_form} st:1 {_off} 1 msz:2 PNg:3 Rn:5 T:1 N:1 0 Zt:2",
          _fmt_multi(4, True, _imm), "sme2", aliases=_ALIASES)


# RPRFM (Arm ARM C6.2 RPRFM; LLVM llvm/test/MC/AArch64/rprfm.s): the PRFM (register) space with
# option<1> = 1 and Rt<4:3> = 11; rprfop is option<2>:option<0>:S:Rt<2:0> (bits 15, 13, 12, 2-0).
def _fmt_rprfm(f):
    op = (f.o5 << 5) | (f.o4 << 4) | (f.o3 << 3) | f.o0
    return f"rprfm {_RPRFM.get(op, E.himm(op))}, {E.x(f.Rm)}, [{E.x(f.Rn, True)}]"


E.ENC("rprfm", "11111000 101 Rm:5 o5:1 1 o4:1 o3:1 10 Rn:5 11 o0:3", _fmt_rprfm, "sme2")

# modes for `tilesim isa` (no FEAT_SVE2p1 on Apple M4: the multi-vector forms are streaming-only)
ldst_multi.mode = "PSTATE.SM=1"
rprfm.mode = "any"
