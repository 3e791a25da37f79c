"""SVE loads and stores: contiguous LD1B/H/W/D (and the sign-extending LD1SB/SH/SW), ST1B/H/W/D
(widening loads, narrowing stores), LD1RB/RH/RW/RD and LD1RSB/RSH/RSW broadcast,
LD1RQB/RQH/RQW/RQD (one quadword replicated to every 128-bit segment), and LDR/STR of Z and P.
The gather/scatter forms of LD1/ST1 (a vector in the address) are in sve_gather.py.

Contiguous accesses are predicated: inactive elements never touch memory (cannot fault), loads
zero them, stores leave their memory alone. A fault is raised only by an active element.
"""
from __future__ import annotations

import numpy as np

from isa.faults import IllegalInstruction

from . import encoding as E
from . import operands as O
from .sve import LOG2, SINT, SIZE, UINT, gov
from .table import M64, Args, insn
from .sve2p1_mem import decode_q_contiguous
from .sve_gather import decode_gather, is_vector_address
from .vmem import active_span

# mnemonic -> (memory element bytes, signed)
_LD1 = {"ld1b": (1, False), "ld1h": (2, False), "ld1w": (4, False), "ld1d": (8, False),
        "ld1sb": (1, True), "ld1sh": (2, True), "ld1sw": (4, True)}
_ST1 = {"st1b": 1, "st1h": 2, "st1w": 4, "st1d": 8}
# mnemonic -> (memory element bytes, signed); LD1RS* sign-extend into wider elements
_LD1R = {"ld1rb": (1, False), "ld1rh": (2, False), "ld1rw": (4, False), "ld1rd": (8, False),
         "ld1rsb": (1, True), "ld1rsh": (2, True), "ld1rsw": (4, True)}
_LD1RQ = {"ld1rqb": 1, "ld1rqh": 2, "ld1rqw": 4, "ld1rqd": 8}
_LD1RO = {"ld1rob": 1, "ld1roh": 2, "ld1row": 4, "ld1rod": 8}  # FEAT_F64MM: 32-byte blocks


def _one_z(a: Args, msz: int, signed: bool) -> tuple[int, int]:
    """The ``{zT.T}`` transfer list (braces optional, as GNU as allows)."""
    o = a._get(0)
    if isinstance(o, O.RegList):
        if len(o.items) != 1 or not isinstance(o.items[0], O.ZReg):
            raise a.error(0, f"'{a.m}' transfers one Z register", f"e.g. {{z0.{SIZE[msz]}}}")
        o = o.items[0]
    if not isinstance(o, O.ZReg):
        raise a.error(0, f"expected {{zN.T}}, got '{a.raw[0].text}'")
    ok = [e for e in (1, 2, 4, 8) if e >= msz + (1 if signed else 0) and e >= msz]
    if o.esz not in ok:
        want = " or ".join(f".{SIZE[e]}" for e in ok)
        raise a.error(0, f"'{a.m}' cannot transfer z{o.num}" +
                      (f".{SIZE[o.esz]}" if o.esz else " without an element size") +
                      f": expected {want}", f"write {{z{o.num}.{SIZE[ok[0]]}}}")
    return o.num, o.esz


def _address(a: Args, i: int, msz: int, esz: int, nreg: int = 1):
    """``[Xn|SP{, Xm, LSL #log2(msz)}]`` or ``[Xn|SP{, #imm, MUL VL}]``: ('reg', m, sh) or
    ('vl', k) where the offset is k * (bytes transferred). ``nreg``: registers per access (the
    LD2-LD4/ST2-ST4 structure forms), whose immediate is a multiple of it in -8n..7n."""
    mem = a._get(i)
    if not isinstance(mem, O.Mem) or mem.pre or len(a) > i + 1:
        raise a.error(i, "expected [Xn, Xm, lsl #k] or [Xn, #imm, mul vl]",
                      "SVE contiguous and structure accesses have no pre/post-index forms")
    if mem.base.kind == "zr" or not mem.base.is64:
        raise a.error(i, "the base must be x0-x30 or sp")
    off, shift = mem.offset, mem.shift
    sh = LOG2[msz]
    if off is None:
        return mem.base.num, ("vl", 0)
    if isinstance(off, O.Gpr):
        if not off.is64 or off.kind in ("sp", "zr"):
            raise a.error(i, f"the index register must be x0-x30, not '{off.name}'",
                          "e.g. [x0, x1, lsl #2] (an index of xzr is unallocated)")
        amt = 0
        if shift is not None:
            if shift.kind != "lsl":
                raise a.error(i, f"'{shift.kind}' is not allowed here", f"use lsl #{sh}")
            amt = a.ctx.value(shift.amount or "0", shift.col)
        if amt != sh:
            raise a.error(i, f"the index must be scaled by the element size: lsl #{sh}" if sh
                          else "a byte access takes an unscaled index",
                          f"write [{mem.base.name}, {off.name}" + (f", lsl #{sh}]" if sh else "]"))
        return mem.base.num, ("reg", off.num, sh)
    if isinstance(off, O.Imm):
        k = a.ctx.value(off.text, off.col)
        if k == 0 and shift is None:
            return mem.base.num, ("vl", 0)
        if shift is None or shift.kind != "mul" or shift.amount is not None:
            raise a.error(i, "an immediate offset here counts vectors: add 'mul vl'",
                          f"e.g. [{mem.base.name}, #{k}, mul vl]")
        if nreg == 1 and not -8 <= k <= 7:
            raise a.error(i, f"offset {k} out of range -8 to 7 (vectors)")
        if k % nreg or not -8 * nreg <= k <= 7 * nreg:
            raise a.error(i, f"offset {k} must be a multiple of {nreg} in {-8 * nreg} to "
                          f"{7 * nreg}", f"e.g. [{mem.base.name}, #{nreg}, mul vl]")
        return mem.base.num, ("vl", k)
    raise a.error(i, "unsupported memory operand for SVE", "e.g. [x0, x1, lsl #2]")


try:  # the C function itself: numpy's Python wrapper costs more than the count on a few lanes
    from numpy._core._multiarray_umath import count_nonzero as _count_nonzero
except ImportError:  # pragma: no cover - other numpy layouts
    _count_nonzero = np.count_nonzero


def _addr_parts(mode) -> tuple[int | None, int, int]:
    """(index register or None, its shift, MUL VL multiple): the address is
    ``x[base] + (x[index] << shift)`` or ``x[base] + multiple * (VL in bytes >> ratio)``."""
    if mode[0] == "reg":
        return mode[1], mode[2], 0
    return None, 0, mode[1]


def _is_q(a: Args) -> bool:
    """``{Zt.Q}`` of LD1W/LD1D/ST1W/ST1D: the SVE2p1 128-bit element forms (sve2p1_mem.py)."""
    o = a[0] if len(a) else None
    if isinstance(o, O.RegList) and len(o.items) == 1:
        o = o.items[0]
    return isinstance(o, O.ZReg) and o.esz == 16 and a.m in ("ld1w", "ld1d", "st1w", "st1d")


@insn(*_LD1, klass="sve_load", first="RegList:ZReg|ZReg")
def ld1(a: Args):
    if is_vector_address(a, 2):
        return decode_gather(a)
    if _is_q(a):
        return decode_q_contiguous(a)
    a.count(3, usage="{Zt.T}, Pg/Z, [Xn, Xm, lsl #k] | {Zt.T}, Pg/Z, [Xn{, #imm, mul vl}]")
    msz, signed = _LD1[a.m]
    t, esz = _one_z(a, msz, signed)
    g, _ = gov(a, 1, "z")
    base, mode = _address(a, 2, msz, esz)
    MT = (SINT if signed else UINT)[msz]
    DT = (SINT if signed else UINT)[esz]
    sh, ratio = LOG2[esz], LOG2[esz] - LOG2[msz]

    def bind(cpu, idx):
        zt, p, mem, nxt = cpu.z.view(DT), cpu.p, cpu.mem, idx + 1
        row, prow, zb = zt[t], p[g], cpu.z[t]
        x, view = cpu.x, mem.view
        mreg, msh, kvl = _addr_parts(mode)

        v: list = [-1]  # the VL in force and its views, made again when it changes

        def run():
            vlb = cpu.vlb
            if v[0] != vlb:  # same-size elements: a byte copy into Zt's bytes
                v[:] = [vlb, vlb >> sh, prow[:vlb:esz], row[:vlb >> sh], (vlb >> sh) * msz,
                        None if ratio else zb[:vlb], kvl * (vlb >> ratio)]
            _, ne, pg, dst, nbytes, whole, koff = v
            addr = (x[base] + ((x[mreg] << msh) if mreg is not None else koff)) & M64
            if _count_nonzero(pg) == ne:  # all active (cheaper than pg.all())
                if whole is not None:
                    whole[:] = view(addr, nbytes)
                else:
                    dst[:] = view(addr, nbytes).view(MT)
                return nxt
            span = active_span(mem, addr, pg, msz, False)
            dst[:] = 0
            if span is not None:
                lo, hi, raw = span
                np.copyto(dst[lo:hi], raw.view(MT), where=pg[lo:hi])
            return nxt
        return run
    return bind


@insn(*_ST1, klass="sve_store", first="RegList:ZReg|ZReg")
def st1(a: Args):
    if is_vector_address(a, 2):
        return decode_gather(a)
    if _is_q(a):
        return decode_q_contiguous(a)
    a.count(3, usage="{Zt.T}, Pg, [Xn, Xm, lsl #k] | {Zt.T}, Pg, [Xn{, #imm, mul vl}]")
    msz = _ST1[a.m]
    t, esz = _one_z(a, msz, False)
    g, _ = gov(a, 1, "")
    base, mode = _address(a, 2, msz, esz)
    MT = UINT[msz]
    sh, ratio = LOG2[esz], LOG2[esz] - LOG2[msz]

    def bind(cpu, idx):
        zt, p, mem, nxt = cpu.z.view(UINT[esz]), cpu.p, cpu.mem, idx + 1
        row, prow, zb = zt[t], p[g], cpu.z[t]
        x, view = cpu.x, mem.view
        mreg, msh, kvl = _addr_parts(mode)

        v: list = [-1]  # the VL in force and its views, made again when it changes

        def run():
            vlb = cpu.vlb
            if v[0] != vlb:  # same-size elements: a byte copy from Zt's bytes
                v[:] = [vlb, vlb >> sh, prow[:vlb:esz], row[:vlb >> sh], (vlb >> sh) * msz,
                        None if ratio else zb[:vlb], kvl * (vlb >> ratio)]
            _, ne, pg, src, nbytes, whole, koff = v
            addr = (x[base] + ((x[mreg] << msh) if mreg is not None else koff)) & M64
            if _count_nonzero(pg) == ne:  # all active (cheaper than pg.all())
                if whole is not None:
                    view(addr, nbytes, True)[:] = whole
                else:
                    np.copyto(view(addr, nbytes, True).view(MT), src, casting="unsafe")
                return nxt
            span = active_span(mem, addr, pg, msz, True)
            if span is not None:
                lo, hi, raw = span
                np.copyto(raw.view(MT), src[lo:hi], where=pg[lo:hi], casting="unsafe")
            return nxt
        return run
    return bind


@insn(*_LD1R, klass="sve_load", first="RegList:ZReg|ZReg")
def ld1r(a: Args):
    a.count(3, usage="{Zt.T}, Pg/Z, [Xn{, #imm}]")
    msz, signed = _LD1R[a.m]
    t, esz = _one_z(a, msz, signed)
    g, _ = gov(a, 1, "z")
    mem_op = a._get(2)
    if not isinstance(mem_op, O.Mem) or mem_op.pre or mem_op.shift is not None or \
            not (mem_op.offset is None or isinstance(mem_op.offset, O.Imm)):
        raise a.error(2, "expected [Xn{, #imm}]", f"e.g. [x0, #{msz}]")
    k = a.ctx.value(mem_op.offset.text, mem_op.offset.col) if mem_op.offset else 0
    if k % msz or not 0 <= k // msz <= 63:
        raise a.error(2, f"offset {k} must be a multiple of {msz} from 0 to {63 * msz}")
    base = mem_op.base.num
    sh = LOG2[esz]
    DT = UINT[esz]

    def bind(cpu, idx):
        zt, p, mem, x, nxt = cpu.z.view(DT), cpu.p, cpu.mem, cpu.x, idx + 1
        row, prow = zt[t], p[g]

        def run():
            vlb = cpu.vlb
            pg = prow[:vlb:esz]
            dst = row[:vlb >> sh]
            if not pg.any():  # no active element: no access, no fault
                dst[:] = 0
                return nxt
            v = mem.load((x[base] + k) & M64, msz)
            if signed:  # sign-extend the memory element, then keep esize bits
                v = (v - ((v >> (8 * msz - 1)) << (8 * msz))) & ((1 << 8 * esz) - 1)
            dst[:] = 0
            np.copyto(dst, DT(v), where=pg)
            return nxt
        return run
    return bind


@insn(*_LD1RQ, *_LD1RO, klass="sve_load", first="RegList:ZReg|ZReg")
def ld1rq(a: Args):
    """LD1RQ{B,H,W,D}: load the 16 bytes at the address into the first 128-bit segment -- the
    first 16/msz elements of Pg govern them, inactive ones read nothing and become zero -- and
    replicate that segment to the whole vector (Arm ARM ``Replicate(result, VL DIV 128)``).
    LD1RO{B,H,W,D} (FEAT_F64MM) do the same with 32-byte blocks; they are UNDEFINED when VL is
    less than 256 bits and illegal in streaming mode without FEAT_SME_FA64."""
    octa = a.m in _LD1RO
    block = 32 if octa else 16
    msz = (_LD1RO if octa else _LD1RQ)[a.m]
    t = SIZE[msz]
    sh = LOG2[msz]
    usage = (f"{{Zt.{t}}}, Pg/Z, [Xn{{, #imm}}] | {{Zt.{t}}}, Pg/Z, [Xn, Xm"
             + (f", lsl #{sh}]" if sh else "]"))
    a.count(3, usage=usage)
    o = a._get(0)
    if isinstance(o, O.RegList) and len(o.items) == 1:
        o = o.items[0]
    if not isinstance(o, O.ZReg) or o.esz != msz:
        raise a.error(0, f"'{a.m}' loads .{t} elements: expected {{z{getattr(o, 'num', 0)}.{t}}}",
                      f"write {{z{getattr(o, 'num', 0)}.{t}}}")
    zt = o.num
    g, _ = gov(a, 1, "z")
    mem_op = a._get(2)
    if not isinstance(mem_op, O.Mem) or mem_op.pre:
        raise a.error(2, "expected [Xn{, #imm}] or [Xn, Xm" + (f", lsl #{sh}]" if sh else "]"),
                      f"'{a.m}' has no pre/post-index form")
    base, off, shift = mem_op.base.num, mem_op.offset, mem_op.shift
    reg, k = None, 0
    if isinstance(off, O.Gpr):
        if not off.is64 or off.kind in ("sp", "zr"):
            raise a.error(2, f"the index register must be x0-x30, not '{off.name}'",
                          f"e.g. [{mem_op.base.name}, x1" + (f", lsl #{sh}]" if sh else "]"))
        amt = 0
        if shift is not None:
            if shift.kind != "lsl":
                raise a.error(2, f"'{shift.kind}' is not allowed here",
                              f"use lsl #{sh}" if sh else "a byte index is unscaled")
            amt = a.ctx.value(shift.amount or "0", shift.col)
        if amt != sh:
            raise a.error(2, f"the index must be scaled by the element size: lsl #{sh}" if sh
                          else "a byte access takes an unscaled index",
                          f"write [{mem_op.base.name}, {off.name}" + (f", lsl #{sh}]" if sh else "]"))
        reg = off.num
    elif isinstance(off, O.Imm):
        if shift is not None:
            raise a.error(2, "the offset is in bytes: no 'mul vl' or shift",
                          f"a multiple of {block}, e.g. [x0, #{block}]")
        k = a.ctx.value(off.text, off.col)
        if k % block or not -8 * block <= k <= 7 * block:
            raise a.error(2, f"offset {k} must be a multiple of {block} from {-8 * block} to "
                          f"{7 * block}", f"the offset counts {('quadwords', 'octawords')[octa]} "
                          f"({block} bytes): #{-8 * block}, "
                          f"..., #0, #{block}, ..., #{7 * block}")
    elif off is not None:
        raise a.error(2, "unsupported memory operand", f"e.g. [x0, #16] or [x0, x1, lsl #{sh}]")
    DT = UINT[msz]
    per = block // msz
    if octa:
        a.info = {"non_streaming": True}

    def bind(cpu, idx):
        zv, p, mem, x, nxt = cpu.z.view(DT), cpu.p, cpu.mem, cpu.x, idx + 1
        row, prow = zv[zt], p[g]
        view = mem.view

        def run():
            vlb = cpu.vlb
            if vlb < block:
                raise IllegalInstruction(f"'{a.m}' needs a vector length of at least 256 bits "
                                         f"(VL is {8 * vlb})")
            pg = prow[:block:msz]
            addr = (x[base] + (x[reg] << sh if reg is not None else k)) & M64
            q = np.zeros(per, DT)
            if pg.all():
                q[:] = view(addr, block).view(DT)
            elif pg.any():
                lo, hi, raw = active_span(mem, addr, pg, msz, False)
                np.copyto(q[lo:hi], raw.view(DT), where=pg[lo:hi])
            row[:vlb // msz].reshape(-1, per)[:] = q
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- LDR / STR (Z, P)
def _ldr_str(a: Args):
    a.count(2, usage="Zt, [Xn{, #imm, mul vl}] | Pt, [Xn{, #imm, mul vl}]")
    o = a[0]
    is_p = isinstance(o, O.PReg)
    if o.esz or (is_p and o.qual) or (not is_p and o.index is not None):
        raise a.error(0, f"'{a.m}' moves the whole register: no element size",
                      f"write {'p' if is_p else 'z'}{o.num}")
    mem_op = a._get(1)
    if not isinstance(mem_op, O.Mem) or mem_op.pre or not (
            mem_op.offset is None or isinstance(mem_op.offset, O.Imm)):
        raise a.error(1, "expected [Xn{, #imm, mul vl}]", "e.g. [x0, #1, mul vl]")
    k = 0
    if mem_op.offset is not None:
        k = a.ctx.value(mem_op.offset.text, mem_op.offset.col)
        sh = mem_op.shift
        if k and (sh is None or sh.kind != "mul" or sh.amount is not None):
            raise a.error(1, "the offset counts vectors: add 'mul vl'", f"e.g. [x0, #{k}, mul vl]")
        if not -256 <= k <= 255:
            raise a.error(1, f"offset {k} out of range -256 to 255")
    base, n, load = mem_op.base.num, o.num, a.m == "ldr"

    def bind(cpu, idx):
        x, mem, nxt = cpu.x, cpu.mem, idx + 1
        row = (cpu.p if is_p else cpu.z)[n]
        view = mem.view

        def run():
            vlb = cpu.vlb
            size = vlb >> 3 if is_p else vlb
            addr = (x[base] + k * size) & M64
            if is_p:
                if load:
                    row[:vlb] = np.unpackbits(view(addr, size), bitorder="little").view(np.bool_)
                else:
                    view(addr, size, True)[:] = np.packbits(row[:vlb], bitorder="little")
            elif load:
                row[:vlb] = view(addr, size)
            else:
                view(addr, size, True)[:] = row[:vlb]
            return nxt
        return run
    return bind


for _m in ("ldr", "str"):
    insn(_m, klass="sve_load" if _m == "ldr" else "sve_store", first="ZReg|PReg")(_ldr_str)


# ----------------------------------------------------------------------------- encodings
# Arm ARM C4.1.x "SVE Memory - Contiguous Load" / "- Contiguous Store" / "- Load and Broadcast";
# spellings checked against llvm/test/MC/AArch64/SVE/{ld1b,ld1sw,ld1rb,ld1rqw,st1w,ldr,str}.s:
# llvm-objdump writes the list as "{ z0.s }", hex offsets, and "[x0]" for a zero offset.
# dtype (bits 24:21 of LD1, bits 24:23:14:13 of LD1R) -> (mnemonic, log2 esize):
DTYPE = (("ld1b", 0), ("ld1b", 1), ("ld1b", 2), ("ld1b", 3), ("ld1sw", 3), ("ld1h", 1),
          ("ld1h", 2), ("ld1h", 3), ("ld1sh", 3), ("ld1sh", 2), ("ld1w", 2), ("ld1w", 3),
          ("ld1sb", 3), ("ld1sb", 2), ("ld1sb", 1), ("ld1d", 3))
_MSZ = {"b": 0, "h": 1, "w": 2, "d": 3}


def _zlist(t: int, lsz: int) -> str:
    return f"{{ {E.zr(t, lsz)} }}"


def _fmt_ss(m: str, lsz: int, msz: int, gov_q: str):
    """[Xn|SP, Xm{, LSL #msz}] (scalar plus scalar); Xm = 31 is unallocated."""
    def fmt(f):
        if f.Rm == 31:
            return None
        sh = f", lsl #{msz}" if msz else ""
        return (f"{m} {_zlist(f.Zt, lsz)}, {E.pr(f.Pg, gov_q)}, "
                f"[{E.x(f.Rn, sp=True)}, {E.x(f.Rm)}{sh}]")
    return fmt


def _fmt_si(m: str, lsz: int, gov_q: str, field: str = "imm4", bits: int = 4,
            scale: int = 1, suffix: str = ", mul vl", signed: bool = True):
    """[Xn|SP{, #imm{, MUL VL}}] (scalar plus immediate)."""
    def fmt(f):
        k = (E.sext(f[field], bits) if signed else f[field]) * scale
        off = f", {E.himm(k)}{suffix}" if k else ""
        return f"{m} {_zlist(f.Zt, lsz)}, {E.pr(f.Pg, gov_q)}, [{E.x(f.Rn, sp=True)}{off}]"
    return fmt


for _dt, (_m, _lsz) in enumerate(DTYPE):
    _ms = _MSZ[_m[-1]]
    E.ENC(_m, f"1010010 {_dt:04b} 0 imm4:4 101 Pg:3 Rn:5 Zt:5", _fmt_si(_m, _lsz, "z"), "sve")
    E.ENC(_m, f"1010010 {_dt:04b} Rm:5 010 Pg:3 Rn:5 Zt:5", _fmt_ss(_m, _lsz, _ms, "z"), "sve")
    _r = "ld1r" + _m[3:]  # LD1R<S>B/H/W/D: offset imm6 counts memory elements
    E.ENC(_r, f"1000010 {_dt >> 2:02b} 1 imm6:6 1 {_dt & 3:02b} Pg:3 Rn:5 Zt:5",
          _fmt_si(_r, _lsz, "z", "imm6", 6, 1 << _ms, "", False), "sve")

for _m, _ms in _MSZ.items():
    _m = "st1" + _m
    for _lsz in range(_ms, 4):
        E.ENC(_m, f"1110010 {_ms:02b} {_lsz:02b} 0 imm4:4 111 Pg:3 Rn:5 Zt:5",
              _fmt_si(_m, _lsz, ""), "sve")
        E.ENC(_m, f"1110010 {_ms:02b} {_lsz:02b} Rm:5 010 Pg:3 Rn:5 Zt:5",
              _fmt_ss(_m, _lsz, _ms, ""), "sve")
    _q = "ld1rq" + _m[-1]  # LD1RQ: offset imm4 counts quadwords
    E.ENC(_q, f"1010010 {_ms:02b} 00 0 imm4:4 001 Pg:3 Rn:5 Zt:5",
          _fmt_si(_q, _ms, "z", scale=16, suffix=""), "sve")
    E.ENC(_q, f"1010010 {_ms:02b} 00 Rm:5 000 Pg:3 Rn:5 Zt:5", _fmt_ss(_q, _ms, _ms, "z"), "sve")
    _o = "ld1ro" + _m[-1]  # LD1RO (FEAT_F64MM): offset imm4 counts 32-byte blocks
    E.ENC(_o, f"1010010 {_ms:02b} 01 0 imm4:4 001 Pg:3 Rn:5 Zt:5",
          _fmt_si(_o, _ms, "z", scale=32, suffix=""), "f64mm")
    E.ENC(_o, f"1010010 {_ms:02b} 01 Rm:5 000 Pg:3 Rn:5 Zt:5", _fmt_ss(_o, _ms, _ms, "z"), "f64mm")


def _fmt_ldr_str(op: str, reg: str):
    """LDR/STR (vector|predicate) Zt|Pt, [Xn|SP{, #imm9, MUL VL}]."""
    def fmt(f):
        k = E.sext(f.imm9, 9)
        off = f", {E.himm(k)}, mul vl" if k else ""
        return f"{op} {reg}{f.Rt}, [{E.x(f.Rn, sp=True)}{off}]"
    return fmt


for _op, _top in (("ldr", "1000010"), ("str", "1110010")):
    E.ENC(_op, f"{_top} 110 imm9:6 010 imm9:3 Rn:5 Rt:5", _fmt_ldr_str(_op, "z"), "sve")
    E.ENC(_op, f"{_top} 110 imm9:6 000 imm9:3 Rn:5 0 Rt:4", _fmt_ldr_str(_op, "p"), "sve")
