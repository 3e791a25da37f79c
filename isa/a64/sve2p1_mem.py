"""SVE2p1 quadword loads and stores: LD1Q/ST1Q (gather/scatter of 128-bit elements, vector
plus scalar ``[Zn.D{, Xm}]``) and LD2Q/LD3Q/LD4Q, ST2Q/ST3Q/ST4Q (structures of quadwords,
``[Xn, Xm, lsl #4]`` or ``[Xn{, #imm, mul vl}]``).

Predication is per quadword: element e is active when predicate byte 16*e is set (Pg.Q).
LD1Q's address for quadword e is the low doubleword of Zn's quadword e plus Xm (Arm ARM LD1Q:
the bases are 128-bit elements whose bits 63:0 are the address). Only active elements touch memory; loads zero the
inactive ones. LD1Q/ST1Q are gathers: illegal in streaming mode without FEAT_SME_FA64.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import operands as O
from .sve import gov
from .table import M64, XZR_READ, Args, insn

_Q = np.dtype("V16")


def _qlist(a: Args, n: int) -> int:
    """``{Zt.Q, ...}`` with ``n`` consecutive registers (modulo 32)."""
    o = a._get(0)
    items = o.items if isinstance(o, O.RegList) else (o,) if isinstance(o, O.ZReg) else ()
    ex = "{" + ", ".join(f"z{k}.q" for k in range(n)) + "}"
    if len(items) != n or not all(isinstance(z, O.ZReg) and z.esz == 16 for z in items):
        raise a.error(0, f"'{a.m}' transfers {n} Z register{'s' * (n > 1)} of .q", f"e.g. {ex}")
    first = items[0].num
    if any(z.num != (first + k) % 32 for k, z in enumerate(items)):
        raise a.error(0, "the registers must be consecutive (modulo 32)", f"e.g. {ex}")
    return first


def _bind(n: int, load: bool, t: int, g: int, address):
    """``address(cpu, e, r, vlb)``: the address of register r's quadword of element e."""
    regs = [(t + k) % 32 for k in range(n)]

    def bind(cpu, idx):
        z, p, mem, nxt = cpu.z, cpu.p, cpu.mem, idx + 1
        zq = z.view(_Q)
        prow = p[g]

        def run():
            vlb = cpu.vlb
            nq = vlb >> 4
            act = np.flatnonzero(prow[:vlb:16])
            if load:
                out = np.zeros((n, vlb), np.uint8)
                for e in act:
                    for r in range(n):
                        out[r, 16 * e:16 * e + 16] = mem.view(address(cpu, int(e), r, vlb), 16)
                for r, reg in enumerate(regs):
                    z[reg, :vlb] = out[r]
                return nxt
            src = [zq[reg, :nq].copy() for reg in regs]
            for e in act:
                for r in range(n):
                    mem.view(address(cpu, int(e), r, vlb), 16, True)[:] = \
                        np.frombuffer(src[r][e].tobytes(), np.uint8)
            return nxt
        return run
    return bind


@insn("ld1q", "st1q", klass="sve_load")
def ld1q(a: Args):
    """LD1Q {Zt.Q}, Pg/Z, [Zn.D{, Xm}] | ST1Q {Zt.Q}, Pg, [Zn.D{, Xm}]."""
    load = a.m == "ld1q"
    a.count(3, usage="{Zt.Q}, Pg/Z, [Zn.D{, Xm}]")
    if not load:
        a.klass = "sve_store"
    t = _qlist(a, 1)
    g, _ = gov(a, 1, "z" if load else "")
    mem = a._get(2)
    if not isinstance(mem, O.ZMem) or mem.base.esz != 8 or isinstance(mem.offset, (O.Imm, O.ZReg)):
        raise a.error(2, "expected [Zn.D{, Xm}]", "e.g. [z1.d, x2]")
    zn = mem.base.num
    xm = XZR_READ
    if mem.offset is not None:
        o = mem.offset
        if not o.is64 or o.kind == "sp":
            raise a.error(2, "the offset register is x0-x30 or xzr")
        xm = XZR_READ if o.kind == "zr" else o.num
    a.info = {"non_streaming": True, "feature": "sve2p1"}

    def address(cpu, e, r, vlb):
        return (int(cpu.z.view(np.uint64)[zn, 2 * e]) + cpu.x[xm]) & M64
    return _bind(1, load, t, g, address)


def _ldnq(a: Args):
    """LD2Q-LD4Q {Zt.Q-..}, Pg/Z, [Xn, Xm, lsl #4] | [Xn{, #imm, mul vl}] (and ST2Q-ST4Q)."""
    a.info = {"feature": "sve2p1"}
    load = a.m.startswith("ld")
    n = int(a.m[2])
    a.count(3, usage="{Zt.Q, ...}, Pg/Z, [Xn, Xm, lsl #4] | [Xn{, #imm, mul vl}]")
    if not load:
        a.klass = "sve_store"
    t = _qlist(a, n)
    g, _ = gov(a, 1, "z" if load else "")
    mem = a._get(2)
    if not isinstance(mem, O.Mem) or mem.pre or mem.base.kind == "zr" or not mem.base.is64:
        raise a.error(2, "expected [Xn, Xm, lsl #4] or [Xn{, #imm, mul vl}]")
    base, off = mem.base.num, mem.offset
    if isinstance(off, O.Gpr):
        amt = a.ctx.value(mem.shift.amount or "0", mem.shift.col) if mem.shift else -1
        if not off.is64 or off.kind != "r" or mem.shift is None or mem.shift.kind != "lsl" \
                or amt != 4:
            raise a.error(2, "the index is x0-x30 scaled by lsl #4", "e.g. [x0, x1, lsl #4]")
        xm = off.num

        def address(cpu, e, r, vlb):
            return (cpu.x[base] + (cpu.x[xm] << 4) + 16 * (e * n + r)) & M64
        return _bind(n, load, t, g, address)
    k = 0
    if off is not None:
        k = a.ctx.value(off.text, off.col)
        if k and (mem.shift is None or mem.shift.kind != "mul"):
            raise a.error(2, "an immediate offset here counts vectors: add 'mul vl'")
        if k % n or not -8 * n <= k <= 7 * n:
            raise a.error(2, f"offset {k} must be a multiple of {n} in {-8 * n} to {7 * n}")

    def address_vl(cpu, e, r, vlb):
        return (cpu.x[base] + k * vlb + 16 * (e * n + r)) & M64
    return _bind(n, load, t, g, address_vl)


def decode_q_contiguous(a: Args):
    """LD1W/LD1D {Zt.Q}, Pg/Z, [Xn, Xm, lsl #k] | [Xn{, #imm, mul vl}] and ST1W/ST1D {Zt.Q}:
    one 32- or 64-bit memory element per 128-bit element, zero-extended (SVE2p1; the decoders
    of sve_mem.py hand these on)."""
    a.info = {"feature": "sve2p1"}
    load = a.m.startswith("ld")
    msz = 4 if a.m.endswith("w") else 8
    a.count(3, usage="{Zt.Q}, Pg/Z, [Xn, Xm, lsl #k] | [Xn{, #imm, mul vl}]")
    if not load:
        a.klass = "sve_store"
    t = _qlist(a, 1)
    g, _ = gov(a, 1, "z" if load else "")
    mem = a._get(2)
    if not isinstance(mem, O.Mem) or mem.pre or mem.base.kind == "zr" or not mem.base.is64:
        raise a.error(2, "expected [Xn, Xm, lsl #k] or [Xn{, #imm, mul vl}]")
    sh = 2 if msz == 4 else 3
    base, off = mem.base.num, mem.offset
    xm, k = None, 0
    if isinstance(off, O.Gpr):
        amt = a.ctx.value(mem.shift.amount or "0", mem.shift.col) if mem.shift else -1
        if not off.is64 or off.kind != "r" or mem.shift is None or mem.shift.kind != "lsl" \
                or amt != sh:
            raise a.error(2, f"the index is x0-x30 scaled by lsl #{sh}", f"e.g. [x0, x1, lsl #{sh}]")
        xm = off.num
    elif off is not None:
        k = a.ctx.value(off.text, off.col)
        if k and (mem.shift is None or mem.shift.kind != "mul"):
            raise a.error(2, "an immediate offset here counts vectors: add 'mul vl'")
        if not -8 <= k <= 7:
            raise a.error(2, f"offset {k} out of range -8 to 7 (vectors)")

    def bind(cpu, idx):
        z, p, mem_, x, nxt = cpu.z, cpu.p, cpu.mem, cpu.x, idx + 1

        def run():
            vlb = cpu.vlb
            nq = vlb >> 4
            addr = (x[base] + ((x[xm] << sh) if xm is not None else k * nq * msz)) & M64
            act = np.flatnonzero(p[g, :vlb:16])
            row = z[t, :vlb].reshape(nq, 16)
            if load:
                out = np.zeros((nq, 16), np.uint8)
                for e in act:
                    out[e, :msz] = mem_.view((addr + int(e) * msz) & M64, msz)
                row[:] = out
                return nxt
            vals = row[:, :msz].copy()
            for e in act:
                mem_.view((addr + int(e) * msz) & M64, msz, True)[:] = vals[e]
            return nxt
        return run
    return bind


for _n in (2, 3, 4):
    insn(f"ld{_n}q", klass="sve_load")(_ldnq)
    insn(f"st{_n}q", klass="sve_store")(_ldnq)


# ============================================================================= binary encodings
# Arm ARM (DDI 0487) C4.1 SVE2.1 "quadword" loads and stores; llvm-objdump spellings as in
# llvm/test/MC/AArch64/SVE2p1/{ld1q,st1q,ld2q,st4q}.s ("[z0.d]" when Xm is XZR).
def _qtext(t: int, n: int) -> str:
    if n <= 2:
        return "{ " + ", ".join(f"z{(t + k) % 32}.q" for k in range(n)) + " }"
    return f"{{ z{t}.q - z{(t + n - 1) % 32}.q }}" if t + n <= 32 else \
        "{ " + ", ".join(f"z{(t + k) % 32}.q" for k in range(n)) + " }"


def _fmt_1q(load: bool):
    def fmt(f):
        off = "" if f.Rm == 31 else f", {E.x(f.Rm)}"
        g = f"p{f.Pg}/z" if load else f"p{f.Pg}"
        return f"{'ld1q' if load else 'st1q'} {{ z{f.Zt}.q }}, {g}, [z{f.Zn}.d{off}]"
    return fmt


def _fmt_nq(load: bool, imm: bool):
    def fmt(f):
        if f.num == 0:
            return None
        n = f.num + 1
        if imm:
            k = E.sext(f.imm4, 4) * n
            addr = f"[{E.x(f.Rn, True)}, {E.himm(k)}, mul vl]" if k else f"[{E.x(f.Rn, True)}]"
        else:
            if f.Rm == 31:
                return None
            addr = f"[{E.x(f.Rn, True)}, {E.x(f.Rm)}, lsl #4]"
        g = f"p{f.Pg}/z" if load else f"p{f.Pg}"
        return f"{'ld' if load else 'st'}{n}q {_qtext(f.Zt, n)}, {g}, {addr}"
    return fmt


E.ENC("ld1q", "11000100 000 Rm:5 101 Pg:3 Zn:5 Zt:5", _fmt_1q(True), "sve2p1")
E.ENC("st1q", "11100100 001 Rm:5 001 Pg:3 Zn:5 Zt:5", _fmt_1q(False), "sve2p1")
_NQ = ("ld2q", "ld3q", "ld4q")
E.ENC("ld2q", "1010010 num:2 01 Rm:5 100 Pg:3 Rn:5 Zt:5", _fmt_nq(True, False), "sve2p1",
      aliases=_NQ[1:])
E.ENC("ld2q", "1010010 num:2 001 imm4:4 111 Pg:3 Rn:5 Zt:5", _fmt_nq(True, True), "sve2p1",
      aliases=_NQ[1:])
E.ENC("st2q", "11100100 num:2 1 Rm:5 000 Pg:3 Rn:5 Zt:5", _fmt_nq(False, False), "sve2p1",
      aliases=("st3q", "st4q"))
E.ENC("st2q", "11100100 num:2 00 imm4:4 000 Pg:3 Rn:5 Zt:5", _fmt_nq(False, True), "sve2p1",
      aliases=("st3q", "st4q"))
# LD1W/LD1D/ST1W/ST1D {Zt.Q} (SVE2p1 contiguous, 128-bit elements; llvm/test/MC/AArch64/SVE2p1/
# ld1w.s, st1d.s)


def _fmt_q1(m: str, imm: bool):
    def fmt(f):
        g = f"p{f.Pg}/z" if m.startswith("ld") else f"p{f.Pg}"
        if imm:
            kk = E.sext(f.imm4, 4)
            addr = f"[{E.x(f.Rn, True)}, {E.himm(kk)}, mul vl]" if kk else f"[{E.x(f.Rn, True)}]"
        else:
            if f.Rm == 31:
                return None
            addr = f"[{E.x(f.Rn, True)}, {E.x(f.Rm)}, lsl #{2 if m.endswith('w') else 3}]"
        return f"{m} {{ z{f.Zt}.q }}, {g}, {addr}"
    return fmt


for _m, _top, _ss, _si in (("ld1w", "1010010 1000", "Rm:5 100", "1 imm4:4 001"),
                           ("ld1d", "1010010 1100", "Rm:5 100", "1 imm4:4 001"),
                           ("st1w", "1110010 1000", "Rm:5 010", "0 imm4:4 111"),
                           ("st1d", "1110010 1110", "Rm:5 010", "0 imm4:4 111")):
    E.ENC(_m, f"{_top} {_ss} Pg:3 Rn:5 Zt:5", _fmt_q1(_m, False), "sve2p1")
    E.ENC(_m, f"{_top} {_si} Pg:3 Rn:5 Zt:5", _fmt_q1(_m, True), "sve2p1")
