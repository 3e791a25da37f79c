"""The first-fault register and the loads that write it: SETFFR, WRFFR, RDFFR/RDFFRS,
contiguous LDFF1{B,H,W,D,SB,SH,SW} ``[Xn{, Xm, lsl #k}]`` and LDNF1* ``[Xn{, #imm, mul vl}]``
(the gather forms of LDFF1 are in sve_gather.py).

clang vectorises ``while (s[i]) i++`` with SETFFR; LDFF1B; RDFFR: the load may run past the
end of a mapping, and FFR says which elements really were read. The first active element of
LDFF1 faults as a normal load; any later element that cannot be read, and every element after
it, is not loaded: FFR is cleared from that element on and the destination is zero there.
LDNF1 treats the first element like the others (it never faults). FFR is kept one bit per
vector byte like a predicate (``cpu.ffr``). None of these is legal in streaming mode without
FEAT_SME_FA64 (simulator/features.py lists them).
"""
from __future__ import annotations

import numpy as np

from isa.faults import SegmentationFault

from . import encoding as E
from . import operands as O
from .sve import LOG2, SINT, SIZE, UINT, gov
from .sve_gather import decode_gather, is_vector_address
from .sve_mem import DTYPE
from .sve_pred import pred_test
from .table import M64, XZR_READ, Args, insn

# mnemonic -> (memory bytes, signed)
_LOADS = {f"{p}{s}": ({"b": 1, "h": 2, "w": 4, "d": 8}[s[-1]], s.startswith("s"))
          for p in ("ldff1", "ldnf1") for s in ("b", "h", "w", "d", "sb", "sh", "sw")}


# ----------------------------------------------------------------------------- FFR moves
@insn("setffr", klass="sve_pred")
def setffr(a: Args):
    """SETFFR: every FFR element true (for the current vector length)."""
    a.count(0)

    def bind(cpu, idx):
        ffr, nxt = cpu.ffr, idx + 1

        def run():
            ffr[:cpu.vlb] = True
            return nxt
        return run
    return bind


@insn("wrffr", klass="sve_pred")
def wrffr(a: Args):
    """WRFFR Pn.B: FFR = Pn."""
    a.count(1, usage="Pn.B")
    n, _, _ = a.preg(0, "", sizes="b")

    def bind(cpu, idx):
        ffr, src, nxt = cpu.ffr, cpu.p[n], idx + 1

        def run():
            vlb = cpu.vlb
            ffr[:vlb] = src[:vlb]
            return nxt
        return run
    return bind


@insn("rdffr", "rdffrs", klass="sve_pred")
def rdffr(a: Args):
    """RDFFR Pd.B (unpredicated) | RDFFR/RDFFRS Pd.B, Pg/Z (FFR AND Pg; RDFFRS sets NZCV)."""
    setf = a.m == "rdffrs"
    a.count(2, usage="Pd.B, Pg/Z") if setf else a.count(1, 2, usage="Pd.B{, Pg/Z}")
    d, _, _ = a.preg(0, "", sizes="b")
    g = a.preg(1, "z")[0] if len(a) == 2 else None

    def bind(cpu, idx):
        ffr, p, f, nxt = cpu.ffr, cpu.p, cpu.nzcv, idx + 1
        row = p[d]
        grow = p[g] if g is not None else None

        def run():
            vlb = cpu.vlb
            if grow is None:
                row[:vlb] = ffr[:vlb]
                return nxt
            gv = grow[:vlb].copy()
            np.logical_and(ffr[:vlb], gv, out=row[:vlb])
            if setf:
                pred_test(f, gv, row[:vlb])
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- LDFF1 / LDNF1
def _zt(a: Args, msz: int, signed: bool) -> tuple[int, int]:
    o = a._get(0)
    if isinstance(o, O.RegList) and len(o.items) == 1:
        o = o.items[0]
    ok = [e for e in (1, 2, 4, 8) if e > msz or (e == msz and not signed)]
    if not isinstance(o, O.ZReg) or o.esz not in ok or o.index is not None:
        raise a.error(0, f"'{a.m}' transfers one of " + ", ".join(f"{{zT.{SIZE[e]}}}" for e in ok),
                      f"e.g. {{z0.{SIZE[ok[0]]}}}")
    return o.num, o.esz


def _contiguous_address(a: Args, i: int, msz: int, nf: bool):
    """LDFF1: (Xn, Xm or XZR, shift, 0); LDNF1: (Xn, None, 0, imm in vectors)."""
    mem = a._get(i)
    sh = LOG2[msz]
    if not isinstance(mem, O.Mem) or mem.pre or mem.base.kind == "zr" or not mem.base.is64:
        raise a.error(i, "expected [Xn|SP, #imm, mul vl]" if nf else "expected [Xn|SP{, Xm, lsl #k}]")
    off = mem.offset
    if off is None:
        return mem.base.num, (None if nf else XZR_READ), 0, 0
    if nf:
        if not isinstance(off, O.Imm) or mem.shift is None or mem.shift.kind != "mul":
            raise a.error(i, "LDNF1 takes [Xn, #imm, mul vl]", f"e.g. [{mem.base.name}, #1, mul vl]")
        k = a.ctx.value(off.text, off.col)
        if not -8 <= k <= 7:
            raise a.error(i, f"offset {k} out of range -8 to 7 (vectors)")
        return mem.base.num, None, 0, k
    if not isinstance(off, O.Gpr) or not off.is64 or off.kind == "sp":
        raise a.error(i, "LDFF1 takes [Xn, Xm{, lsl #k}]", "an index of xzr is allowed")
    amt = a.ctx.value(mem.shift.amount or "0", mem.shift.col) if mem.shift is not None else 0
    if (mem.shift is not None and mem.shift.kind != "lsl") or amt != sh:
        raise a.error(i, f"the index must be scaled by the element size: lsl #{sh}" if sh
                      else "a byte access takes an unscaled index")
    return mem.base.num, (XZR_READ if off.kind == "zr" else off.num), sh, 0


@insn(*_LOADS, klass="sve_load", first="RegList:ZReg|ZReg")
def ldff1(a: Args):
    """LDFF1x {Zt.T}, Pg/Z, [Xn{, Xm, lsl #k}] (and the gathers) | LDNF1x {Zt.T}, Pg/Z,
    [Xn{, #imm, mul vl}]."""
    nf = a.m.startswith("ldnf1")
    if not nf and is_vector_address(a, 2):
        return decode_gather(a)
    a.count(3, usage="{Zt.T}, Pg/Z, [Xn, #imm, mul vl]" if nf else "{Zt.T}, Pg/Z, [Xn, Xm, lsl #k]")
    msz, signed = _LOADS[a.m]
    t, esz = _zt(a, msz, signed)
    g, _ = gov(a, 1, "z")
    base, m, msh, kvl = _contiguous_address(a, 2, msz, nf)
    U, sh = UINT[esz], LOG2[esz]
    MT, DT = (SINT if signed else UINT)[msz], (SINT if signed else UINT)[esz]

    def bind(cpu, idx):
        zt, p, mem, x, nxt = cpu.z.view(U), cpu.p, cpu.mem, cpu.x, idx + 1
        row, prow, ffr = zt[t], p[g], cpu.ffr

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            act = prow[:vlb:esz]
            addr = (x[base] + ((x[m] << msh) if m is not None else kvl * (ne * msz))) & M64
            out = np.zeros(ne, U)
            first = not nf
            for e in np.flatnonzero(act):
                try:
                    v = mem.load((addr + int(e) * msz) & M64, msz)
                except SegmentationFault:
                    if first:
                        raise
                    ffr[e * esz:vlb] = False
                    break
                first = False
                out[e] = np.array([v], UINT[msz]).view(MT).astype(DT).view(U)[0]
            row[:ne] = out
            return nxt
        return run
    return bind


# ============================================================================= binary encodings
# Arm ARM C4.1 "SVE Predicate Misc" (SETFFR, WRFFR, RDFFR/RDFFRS) and "SVE Memory - Contiguous
# Load" (LDFF1 scalar plus scalar, LDNF1 scalar plus immediate; dtype as LD1's); llvm-objdump
# prints LDFF1 with Xm = XZR as "[Xn]" (llvm/test/MC/AArch64/SVE/ldff1w.s, ldnf1b.s, rdffr.s).
E.ENC("setffr", "00100101 00101100 10010000 00000000", lambda f: "setffr", "sve")
E.ENC("wrffr", "00100101 00101000 1001000 Pn:4 00000", lambda f: f"wrffr p{f.Pn}.b", "sve")
E.ENC("rdffr", "00100101 00011001 11110000 0000 Pd:4", lambda f: f"rdffr p{f.Pd}.b", "sve")
E.ENC("rdffr", "00100101 0 S:1 011000 1111000 Pg:4 0 Pd:4",
      lambda f: f"{('rdffr', 'rdffrs')[f.S]} p{f.Pd}.b, p{f.Pg}/z", "sve", aliases=("rdffrs",))


def _fmt_ldff1(m: str, lsz: int, msz: int):
    def fmt(f):
        sh = f", lsl #{msz}" if msz else ""
        off = "" if f.Rm == 31 else f", {E.x(f.Rm)}{sh}"
        return f"{m} {{ {E.zr(f.Zt, lsz)} }}, p{f.Pg}/z, [{E.x(f.Rn, sp=True)}{off}]"
    return fmt


def _fmt_ldnf1(m: str, lsz: int):
    def fmt(f):
        k = E.sext(f.imm4, 4)
        off = f", {E.himm(k)}, mul vl" if k else ""
        return f"{m} {{ {E.zr(f.Zt, lsz)} }}, p{f.Pg}/z, [{E.x(f.Rn, sp=True)}{off}]"
    return fmt


for _dt, (_m, _lsz) in enumerate(DTYPE):
    _ms = {"b": 0, "h": 1, "w": 2, "d": 3}[_m[-1]]
    E.ENC("ldff1" + _m[3:], f"1010010 {_dt:04b} Rm:5 011 Pg:3 Rn:5 Zt:5",
          _fmt_ldff1("ldff1" + _m[3:], _lsz, _ms), "sve")
    E.ENC("ldnf1" + _m[3:], f"1010010 {_dt:04b} 1 imm4:4 101 Pg:3 Rn:5 Zt:5",
          _fmt_ldnf1("ldnf1" + _m[3:], _lsz), "sve")
