"""SME loads and stores: LD1B/H/W/D/Q and ST1B/H/W/D/Q between memory and one ZA tile slice,
and LDR/STR of a whole ZA array vector (``za[Wv, imm]``).

Slice transfers (Arm ARM; QEMU ``sme_ld1``/``sme_st1``): address ``Xn + (Xm << log2(esz))``;
loads zero inactive elements, stores write active elements only, and an all-false predicate
touches no memory. Only the bytes from the first to the last active element are accessed, so a
fault is raised exactly when an active element is unmapped (the SVE contiguous-access rule).
"""
from __future__ import annotations

import numpy as np

from isa.faults import SegmentationFault

from . import encoding as E
from . import operands as O
from .sme import gov_pred, slice_text, slice_view, za_slice
from .table import M32, M64, XZR_READ, Args, insn
from .vmem import active_span

try:  # the C function itself: numpy's Python wrapper costs more than the count on a few lanes
    from numpy._core._multiarray_umath import count_nonzero as _count
except ImportError:  # pragma: no cover - other numpy layouts
    _count = np.count_nonzero

_LD1 = {"ld1b": 1, "ld1h": 2, "ld1w": 4, "ld1d": 8, "ld1q": 16}
_ST1 = {"st1b": 1, "st1h": 2, "st1w": 4, "st1d": 8, "st1q": 16}


def _slice_address(a: Args, i: int, esz: int) -> tuple[int, int, int]:
    """``[Xn|SP{, Xm{, lsl #log2(esz)}}]`` -> (base, index register, shift)."""
    mem = a._get(i)
    log = esz.bit_length() - 1
    example = f"[x0, x1, lsl #{log}]" if log else "[x0, x1]"
    if not isinstance(mem, O.Mem):
        raise a.error(i, f"expected a memory operand, got '{a.raw[i].text}'", f"e.g. {example}")
    if mem.pre:
        raise a.error(i, "SME slice loads and stores have no write-back", f"e.g. {example}")
    if mem.offset is None:
        return mem.base.num, XZR_READ, log
    off = mem.offset
    if not isinstance(off, O.Gpr) or not off.is64 or off.kind == "sp":
        raise a.error(i, "the offset must be an X register (scaled by the element size)",
                      f"e.g. {example}")
    m = XZR_READ if off.kind == "zr" else off.num
    sh = mem.shift
    if sh is None:
        if log:
            raise a.error(i, f"'{a.m}' needs the offset register shifted by lsl #{log}",
                          f"e.g. {example}")
        return mem.base.num, m, 0
    amt = a.ctx.value(sh.amount, sh.col) if sh.kind == "lsl" and sh.amount is not None else None
    if sh.kind != "lsl" or amt != log:
        raise a.stmt.error(f"'{a.m}' takes the offset register with lsl #{log}", sh.col,
                           f"e.g. {example}")
    return mem.base.num, m, log


@insn(*_LD1, *_ST1, family="sme", klass="sme_ldst", first="RegList:ZASlice|ZASlice")
def ld1_st1_slice(a: Args):
    load = a.m in _LD1
    esz = (_LD1 if load else _ST1)[a.m]
    a.count(3, usage=f"{{zaKh.{'bhsdq'[esz.bit_length() - 1]}[Ws, imm]}}, Pg{'/z' if load else ''}, "
                     "[Xn, Xm, lsl #k]")
    _, tile, vert, ws, imm = za_slice(a, 0, esz)
    g = gov_pred(a, 1, "z" if load else "")
    base, m, sh = _slice_address(a, 2, esz)
    what = a.m
    a.info = {"access": "load" if load else "store", "esz": esz}

    def bind(cpu, idx):
        nxt, x, za, p, mem = idx + 1, cpu.x, cpu.za, cpu.p, cpu.mem
        copyto, count_nonzero, view = np.copyto, _count, mem.view

        def run():
            if not (cpu.sm and cpu.za_on):
                cpu.require(sm=True, za=True, what=what)
            svlb = cpu.svlb
            dim = svlb // esz
            s = ((x[ws] & M32) + imm) % dim
            sl = slice_view(za, svlb, esz, tile, vert, s)
            pg = p[g, :svlb:esz]
            addr = (x[base] + (x[m] << sh)) & M64
            if count_nonzero(pg) == dim:  # all active: the whole slice in one region (else
                try:                      # active_span finds the first faulting element)
                    raw = view(addr, svlb, not load).reshape(dim, esz)
                except SegmentationFault:
                    pass
                else:
                    if load:
                        sl[...] = raw
                    else:
                        raw[...] = sl
                    return nxt
            span = active_span(mem, addr, pg, esz, not load)
            if span is None:
                if load:
                    sl[...] = 0
                return nxt
            lo, hi, raw = span
            data = raw.reshape(hi - lo, esz)
            where = pg[lo:hi, None]
            if load:
                if hi - lo == dim and count_nonzero(pg) == dim:
                    sl[...] = data
                else:
                    sl[...] = 0
                    copyto(sl[lo:hi], data, where=where)
            else:
                copyto(data, sl[lo:hi], where=where)
            return nxt
        return run
    return bind


@insn("ldr", "str", family="sme", klass="sme_ldst", first="ZASlice")
def ldr_str_za(a: Args):
    """``ldr/str za[Wv, imm], [Xn|SP{, #imm, mul vl}]``: one whole ZA row, unpredicated."""
    a.count(2, usage="za[Wv, imm], [Xn{, #imm, mul vl}]")
    load = a.m == "ldr"
    _, _, _, wv, imm = za_slice(a, 0, array=True)
    mem = a._get(1)
    if not isinstance(mem, O.Mem) or mem.pre:
        raise a.error(1, f"expected [Xn{{, #{imm}, mul vl}}], got '{a.raw[1].text}'",
                      f"e.g. {a.m} za[w12, {imm}], [x0, #{imm}, mul vl]")
    off = mem.offset
    if off is None:
        k = 0
    else:
        if not isinstance(off, O.Imm) or mem.shift is None or mem.shift.kind != "mul" \
                or mem.shift.amount is not None:
            raise a.error(1, "the offset must be #imm, mul vl",
                          f"e.g. {a.m} za[w12, {imm}], [x0, #{imm}, mul vl]")
        k = a.ctx.value(off.text, off.col)
    if k != imm:
        col = off.col if off is not None else a.col(1)
        raise a.stmt.error(f"the vector offset #{k}, mul vl must equal the slice offset {imm}",
                           col, f"write {a.m} za[w{wv}, {imm}], [x{mem.base.num}, #{imm}, mul vl]"
                           if mem.base.kind == "r" else "use the same immediate in both places")
    base = mem.base.num
    what = a.m + " za"

    def bind(cpu, idx):
        nxt, x, za, view = idx + 1, cpu.x, cpu.za, cpu.mem.view

        def run():
            if not cpu.za_on:
                cpu.require(za=True, what=what)
            svlb = cpu.svlb
            row = ((x[wv] & M32) + imm) % svlb
            addr = (x[base] + imm * svlb) & M64
            if load:
                za[row, :svlb] = view(addr, svlb)
            else:
                view(addr, svlb, write=True)[:] = za[row, :svlb]
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- encodings
# LD1B/H/W/D/Q and ST1B/H/W/D/Q (tile slice): 1110000 0 msz st Rm V Rs Pg Rn 0 ZAt:imm, .Q with
# bits 24-22 = 111 (Arm ARM C4.1 SME "SME load array vector / tile slice"; QEMU
# target/arm/tcg/sme.decode LDST1; LLVM llvm/test/MC/AArch64/SME/ld1b.s … st1q.s).
# Rm = XZR prints as ``[Xn]``.
def _fmt_ldst1(esz: int, st: int, f) -> str:
    t = "bhwdq"[esz.bit_length() - 1]
    m = f"{'st' if st else 'ld'}1{t}"
    log = esz.bit_length() - 1
    addr = E.x(f.Rn, True)
    if f.Rm != 31:
        addr += f", {E.x(f.Rm)}" + (f", lsl #{log}" if log else "")
    return (f"{m} {{{slice_text(esz, f.V, f.Rs, f.off)}}}, p{f.Pg}{'' if st else '/z'}, "
            f"[{addr}]")


E.ENC("ld1b", "1110000 0 msz:2 st:1 Rm:5 V:1 Rs:2 Pg:3 Rn:5 0 off:4",
      lambda f: _fmt_ldst1(1 << f.msz, f.st, f), "sme", aliases=(*_LD1, *_ST1))
E.ENC("ld1q", "1110000 111 st:1 Rm:5 V:1 Rs:2 Pg:3 Rn:5 0 off:4",
      lambda f: _fmt_ldst1(16, f.st, f), "sme", aliases=("st1q",))


# LDR/STR ZA[Wv, imm], [Xn|SP{, #imm, mul vl}]: 1110000 100 st 000000 Rv 000 Rn 0 imm4 (Arm ARM
# C4.1 SME "SME load/store array vector"; LLVM llvm/test/MC/AArch64/SME/ldr.s, str.s). The one
# immediate is both the slice offset and the vector offset; llvm-objdump omits ``#0, mul vl``.
def _fmt_ldr_za(f) -> str:
    mem = E.x(f.Rn, True) + (f", {E.himm(f.imm4)}, mul vl" if f.imm4 else "")
    return f"{('ldr', 'str')[f.st]} za[w{12 + f.Rv}, {f.imm4}], [{mem}]"


E.ENC("ldr", "1110000 100 st:1 000000 Rv:2 000 Rn:5 0 imm4:4", _fmt_ldr_za, "sme",
      aliases=("str",))
