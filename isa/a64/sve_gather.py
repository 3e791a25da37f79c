"""SVE gathers and scatters: LD1{B,H,W,D,SB,SH,SW}, LDFF1* and ST1{B,H,W,D} with vector
addresses — scalar plus vector (``[Xn, Zm.D{, lsl #k}]``, ``[Xn, Zm.T, sxtw|uxtw{ #k}]``) and
vector plus immediate (``[Zn.T{, #imm}]``) — as clang emits them for ``a[idx[i]]``; and the
SVE2 non-temporal LDNT1*/STNT1* (vector plus scalar ``[Zn.T{, Xm}]``).

Each active element moves ``msz`` bytes at its own address, in element order; a load zeroes
inactive elements and sign- or zero-extends into the element. LD1/ST1 fault on the first
active element whose address is not mapped. LDFF1 (first-fault) faults only on the first
active element; a later element that cannot be read stops the load there: FFR is cleared
from that element on and the destination elements from it are zero (Arm ARM C8.2 LDFF1B
(vector plus immediate) etc.; QEMU 11.1 sve_ldff1_z). These are not legal in streaming mode
without FEAT_SME_FA64 (``info["non_streaming"]``, read by simulator/features.py).
"""
from __future__ import annotations

import numpy as np

from isa.faults import SegmentationFault

from . import encoding as E
from . import operands as O
from .sve import LOG2, SINT, SIZE, UINT, gov
from .table import M64, XZR_READ, Args, insn

_MSZ = {"b": 1, "h": 2, "w": 4, "d": 8}


def parse_mnemonic(m: str) -> tuple[bool, bool, int, bool]:
    """(load, first_fault, memory bytes, signed) of ld1*/ldff1*/st1* (``ld1sw``, ``ldff1h``)."""
    load = m.startswith("ld")
    ff = m.startswith("ldff1")
    tail = m[5:] if ff or m[2:5] == "nt1" else m[3:]
    signed = tail.startswith("s")
    return load, ff, _MSZ[tail[-1]], signed


def is_vector_address(a: Args, i: int) -> bool:
    """True for the gather/scatter addresses: a Z base, or a Z offset."""
    o = a[i] if i < len(a) else None
    return isinstance(o, O.ZMem) or (isinstance(o, O.Mem) and isinstance(o.offset, O.ZReg))


def _zt(a: Args, msz: int, signed: bool) -> tuple[int, int]:
    o = a._get(0)
    if isinstance(o, O.RegList) and len(o.items) == 1:
        o = o.items[0]
    if not isinstance(o, O.ZReg) or o.esz not in (4, 8) or o.index is not None:
        raise a.error(0, "gathers and scatters transfer {zT.s} or {zT.d}",
                      f"e.g. {{z0.d}} (got '{a.raw[0].text}')")
    if o.esz < msz or (o.esz == msz and signed):
        raise a.error(0, f"'{a.m}' cannot transfer .{SIZE[o.esz]} elements",
                      f"write {{z{o.num}.d}}")
    return o.num, o.esz


def _address(a: Args, i: int, esz: int, msz: int):
    """('vec', Zn, imm) or ('sv', Xn, Zm, extend 'lsl'|'sxtw'|'uxtw'|'', shift)."""
    mem = a._get(i)
    sh = LOG2[msz]
    if isinstance(mem, O.ZMem):
        zn = mem.base
        if zn.esz != esz:
            raise a.error(i, f"the vector base must be z{zn.num}.{SIZE[esz]} like the data")
        k = 0
        if isinstance(mem.offset, O.Gpr) and a.m[2:5] == "nt1":  # LDNT1/STNT1 [Zn.T, Xm]
            o = mem.offset
            if not o.is64 or o.kind == "sp":
                raise a.error(i, "the offset register is x0-x30 or xzr")
            return "vreg", zn.num, XZR_READ if o.kind == "zr" else o.num
        if a.m[2:5] == "nt1" and mem.offset is not None:
            raise a.error(i, f"'{a.m}' takes [Zn.T{{, Xm}}]", f"e.g. [z{zn.num}.{SIZE[esz]}, x1]")
        if mem.offset is not None:
            if not isinstance(mem.offset, O.Imm):
                raise a.error(i, "a vector base takes an immediate offset",
                              f"e.g. [z{zn.num}.{SIZE[esz]}, #{msz}]")
            k = a.ctx.value(mem.offset.text, mem.offset.col)
        if k % msz or not 0 <= k <= 31 * msz:
            raise a.error(i, f"offset {k} must be a multiple of {msz} in 0-{31 * msz}")
        return "vec", zn.num, k
    zm = mem.offset
    if mem.base.kind == "zr" or not mem.base.is64:
        raise a.error(i, "the base must be x0-x30 or sp")
    kind, amt = "", 0
    if mem.shift is not None:
        kind = mem.shift.kind
        amt = a.ctx.value(mem.shift.amount or "0", mem.shift.col)
    if zm.esz != esz and not (esz == 8 and zm.esz == 8):
        raise a.error(i, f"the offsets must be z{zm.num}.{SIZE[esz]} like the data")
    if esz == 4 and kind not in ("sxtw", "uxtw"):
        raise a.error(i, ".s offsets need sxtw or uxtw", f"e.g. [x0, z{zm.num}.s, uxtw #{sh}]")
    if kind not in ("", "lsl", "sxtw", "uxtw") or (kind == "" and amt) or (kind == "lsl" and not sh):
        raise a.error(i, f"bad offset modifier '{kind}'", "lsl #k, sxtw or uxtw")
    if kind == "lsl" and amt != sh or kind in ("sxtw", "uxtw") and amt not in (0, sh):
        raise a.error(i, f"the offset scale must be #{sh} (the memory element size)")
    return "sv", mem.base.num, zm.num, kind, amt


def decode_gather(a: Args):
    """The gather/scatter forms of ld1*/ldff1*/st1* (the decoders in sve_mem.py hand them on)."""
    load, ff, msz, signed = parse_mnemonic(a.m)
    a.count(3, usage="{Zt.D}, Pg/Z, [Xn, Zm.D{, lsl #k}] | {Zt.S}, Pg/Z, [Xn, Zm.S, sxtw #k] | "
                     "{Zt.T}, Pg/Z, [Zn.T{, #imm}]")
    t, esz = _zt(a, msz, signed)
    g, _ = gov(a, 1, "z" if load else "")
    mode = _address(a, 2, esz, msz)
    a.info = {"non_streaming": True}
    if not load:
        a.klass = "sve_store"
    U, S, sh = UINT[esz], SINT[esz], LOG2[esz]
    MT = (SINT if signed else UINT)[msz]
    mmask = (1 << 8 * msz) - 1

    def addresses(cpu, ne):
        if mode[0] in ("vec", "vreg"):
            _, zn, k = mode
            off = cpu.x[k] if mode[0] == "vreg" else k
            return [(int(v) + off) & M64 for v in cpu.z.view(U)[zn, :ne]]
        _, xn, zm, kind, amt = mode
        base = cpu.x[xn]
        if kind == "sxtw":
            offs = cpu.z.view(S)[zm, :ne].astype(np.int32 if esz == 4 else np.int64)
            if esz == 8:
                offs = cpu.z.view(np.int32)[zm, :2 * ne:2].astype(np.int64)
        elif kind == "uxtw":
            offs = cpu.z.view(np.uint32)[zm, :ne * (esz // 4):esz // 4]
        else:
            offs = cpu.z.view(np.uint64)[zm, :ne]
        return [(base + (int(o) << amt)) & M64 for o in offs]

    def bind(cpu, idx):
        zt, p, mem, nxt = cpu.z.view(U), cpu.p, cpu.mem, idx + 1
        row, prow, ffr = zt[t], p[g], cpu.ffr

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            act = prow[:vlb:esz]
            addrs = addresses(cpu, ne)
            if not load:
                vals = row[:ne]
                for e in np.flatnonzero(act):
                    mem.store(addrs[e], msz, int(vals[e]) & mmask)
                return nxt
            out = np.zeros(ne, U)
            first = True
            for e in np.flatnonzero(act):
                try:
                    v = mem.load(addrs[e], msz)
                except SegmentationFault:
                    if not ff or first:
                        raise
                    ffr[e * esz:vlb] = False
                    break
                first = False
                out[e] = np.array([v], UINT[msz]).view(MT).astype(S if signed else U).view(U)[0]
            row[:ne] = out
            return nxt
        return run
    return bind


@insn("ldnt1sb", "ldnt1sh", "ldnt1sw", klass="sve_load")
def ldnt1s(a: Args):
    """LDNT1SB/SH/SW {Zt.T}, Pg/Z, [Zn.T{, Xm}]: the sign-extending non-temporal gathers."""
    if not is_vector_address(a, 2):
        raise a.error(2 if len(a) > 2 else None, f"'{a.m}' takes a vector base [Zn.T{{, Xm}}]",
                      "e.g. [z1.d, x2]")
    return decode_gather(a)


# ============================================================================= binary encodings
# Arm ARM (DDI 0487) C4.1 "SVE Memory - 32-bit Gather and Unsized Contiguous", "SVE Memory -
# 64-bit Gather", "SVE Memory - Scatter"; llvm-objdump spellings as in the LLVM MC tests
# llvm/test/MC/AArch64/SVE/ld1w.s, ldff1d.s, st1h.s (vector-offset and vector-base forms).
_LDNAME = {(0, 0): "ld1sb", (0, 1): "ld1b", (1, 0): "ld1sh", (1, 1): "ld1h", (2, 0): "ld1sw",
           (2, 1): "ld1w", (3, 1): "ld1d"}
_ALL = tuple(sorted({n for n in _LDNAME.values()} | {"ld" + "ff" + n[2:] for n in
                                                     _LDNAME.values()}))


def _ld(f, esz: int) -> str | None:
    n = _LDNAME.get((f.msz, f.U))
    if n is None or (1 << f.msz) > esz or (esz == (1 << f.msz) and not f.U):
        return None
    return ("ldff1" + n[3:]) if f.ff else n


def _imm_addr(zn: int, t: str, imm5: int, msz: int) -> str:
    k = imm5 << msz
    return f"[z{zn}.{t}, {E.himm(k)}]" if k else f"[z{zn}.{t}]"


def _fmt_vi(esz: int, load: bool):
    t = SIZE[esz]

    def fmt(f):
        if load:
            m = _ld(f, esz)
            return m and f"{m} {{ z{f.Zt}.{t} }}, p{f.Pg}/z, {_imm_addr(f.Zn, t, f.imm5, f.msz)}"
        if (1 << f.msz) > esz:
            return None
        return f"st1{'bhwd'[f.msz]} {{ z{f.Zt}.{t} }}, p{f.Pg}, {_imm_addr(f.Zn, t, f.imm5, f.msz)}"
    return fmt


def _fmt_sv(esz: int, load: bool, ext: str):
    """ext: 'x' (sxtw/uxtw from the xs bit), 'd' (64-bit offsets, lsl when scaled)."""
    t = SIZE[esz]

    def fmt(f):
        if f.sc and f.msz == 0:
            return None
        if ext == "d":
            mod = f", lsl #{f.msz}" if f.sc else ""
        else:
            mod = f", {('uxtw', 'sxtw')[f.xs]}" + (f" #{f.msz}" if f.sc else "")
        addr = f"[{E.x(f.Rn, True)}, z{f.Zm}.{t}{mod}]"
        if load:
            m = _ld(f, esz)
            return m and f"{m} {{ z{f.Zt}.{t} }}, p{f.Pg}/z, {addr}"
        if (1 << f.msz) > esz:
            return None
        return f"st1{'bhwd'[f.msz]} {{ z{f.Zt}.{t} }}, p{f.Pg}, {addr}"
    return fmt


# loads: 32-bit elements (scalar + 32-bit offsets; vector + immediate)
E.ENC("ld1b", "1000010 msz:2 xs:1 sc:1 Zm:5 0 U:1 ff:1 Pg:3 Rn:5 Zt:5", _fmt_sv(4, True, "x"),
      "sve", aliases=_ALL)
E.ENC("ld1b", "1000010 msz:2 01 imm5:5 1 U:1 ff:1 Pg:3 Zn:5 Zt:5", _fmt_vi(4, True), "sve",
      aliases=_ALL)
# 64-bit elements (scalar + unpacked 32-bit offsets; + 64-bit offsets; vector + immediate)
E.ENC("ld1b", "1100010 msz:2 xs:1 sc:1 Zm:5 0 U:1 ff:1 Pg:3 Rn:5 Zt:5", _fmt_sv(8, True, "x"),
      "sve", aliases=_ALL)
E.ENC("ld1b", "1100010 msz:2 1 sc:1 Zm:5 1 U:1 ff:1 Pg:3 Rn:5 Zt:5", _fmt_sv(8, True, "d"),
      "sve", aliases=_ALL)
E.ENC("ld1b", "1100010 msz:2 01 imm5:5 1 U:1 ff:1 Pg:3 Zn:5 Zt:5", _fmt_vi(8, True), "sve",
      aliases=_ALL)
# stores
_ST = ("st1h", "st1w", "st1d")
E.ENC("st1b", "1110010 msz:2 1 sc:1 Zm:5 1 xs:1 0 Pg:3 Rn:5 Zt:5", _fmt_sv(4, False, "x"),
      "sve", aliases=_ST)
E.ENC("st1b", "1110010 msz:2 0 sc:1 Zm:5 1 xs:1 0 Pg:3 Rn:5 Zt:5", _fmt_sv(8, False, "x"),
      "sve", aliases=_ST)
E.ENC("st1b", "1110010 msz:2 0 sc:1 Zm:5 101 Pg:3 Rn:5 Zt:5", _fmt_sv(8, False, "d"),
      "sve", aliases=_ST)
E.ENC("st1b", "1110010 msz:2 11 imm5:5 101 Pg:3 Zn:5 Zt:5", _fmt_vi(4, False), "sve",
      aliases=_ST)
E.ENC("st1b", "1110010 msz:2 10 imm5:5 101 Pg:3 Zn:5 Zt:5", _fmt_vi(8, False), "sve",
      aliases=_ST)


# LDNT1/STNT1 (vector plus scalar, SVE2); Xm = XZR prints as "[Zn.T]" (llvm/test/MC/AArch64/SVE2/
# ldnt1w.s, stnt1d.s)
def _fmt_nt(esz: int, load: bool):
    t = SIZE[esz]

    def fmt(f):
        if (1 << f.msz) > esz or (load and not f.U and (1 << f.msz) == esz):
            return None
        addr = f"[z{f.Zn}.{t}" + ("" if f.Rm == 31 else f", {E.x(f.Rm)}") + "]"
        if load:
            m = ("ldnt1s" if not f.U else "ldnt1") + "bhwd"[f.msz]
            return f"{m} {{ z{f.Zt}.{t} }}, p{f.Pg}/z, {addr}"
        return f"stnt1{'bhwd'[f.msz]} {{ z{f.Zt}.{t} }}, p{f.Pg}, {addr}"
    return fmt


_NT = ("ldnt1h", "ldnt1w", "ldnt1d", "ldnt1sb", "ldnt1sh", "ldnt1sw")
E.ENC("ldnt1b", "1000010 msz:2 00 Rm:5 10 U:1 Pg:3 Zn:5 Zt:5", _fmt_nt(4, True), "sve2",
      aliases=_NT)
E.ENC("ldnt1b", "1100010 msz:2 00 Rm:5 1 U:1 0 Pg:3 Zn:5 Zt:5", _fmt_nt(8, True), "sve2",
      aliases=_NT)
E.ENC("stnt1b", "1110010 msz:2 1 0 Rm:5 001 Pg:3 Zn:5 Zt:5", _fmt_nt(4, False), "sve2",
      aliases=("stnt1h", "stnt1w"))
E.ENC("stnt1b", "1110010 msz:2 0 0 Rm:5 001 Pg:3 Zn:5 Zt:5", _fmt_nt(8, False), "sve2",
      aliases=("stnt1h", "stnt1w", "stnt1d"))
