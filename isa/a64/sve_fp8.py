"""SVE FP8 (FEAT_FP8 with FEAT_SVE2 or, in streaming mode, FEAT_SSVE_FP8*) and SVE LUT forms:

* FDOT Zda.H, Zn.B, Zm.B{[k]} (2-way) and Zda.S (4-way); FMLALB/FMLALT Zda.H and
  FMLALLBB/BT/TB/TT Zda.S, vector and indexed (the index picks, in each 128-bit segment, a
  pair, a group of four, or one byte of Zm; QEMU gvec_fmla_idx_hb/sb);
* F1CVT/F2CVT/BF1CVT/BF2CVT{LT} Zd.H, Zn.B (the even, LT: odd, FP8 bytes to half / bfloat16;
  QEMU sve2_fcvt_hb, sve2_bfcvt), FCVTN/BFCVTN Zd.B, {Zn.H-Zn+1.H} (interleaved) and FCVTNB/
  FCVTNT Zd.B, {Zn.S-Zn+1.S} (bytes 0 and 2 / 1 and 3 of each word; QEMU sve2_fcvtn*);
* LUTI2/LUTI4 Zd.B|H, {Zn.B|H{, Zn+1.H}}, Zm[k]: packed indices, segment k of Zm, into a table
  of Zn's first 128 bits (Arm ARM C8.2 LUTI2, LUTI4).

Arithmetic is :mod:`isa.a64.fp8`'s; every form keeps Zda's other bytes.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import fp8 as F8
from . import operands as O
from .simd_fp8 import FP8_INFO, lut
from .sme2_cvt import fcvt_multi as sme2_fcvtn
from .sme2_fp8 import narrow_multi
from .sme2_za import fmlalb as fmlalb_h
from .sve2p1_dot import fdot as fdot_h
from .table import Args, insn

_LL = ("fmlallbb", "fmlallbt", "fmlalltb", "fmlalltt")


def _zm_index(a: Args, i: int, hi: int) -> tuple[int, int]:
    """``Zm.B[k]`` with Zm in z0-z7 -> (m, k)."""
    o = a._get(i)
    m, _ = a.zreg(i, "b", index=True)
    if o.index is None:
        raise a.error(i, "expected an indexed element", f"e.g. z{m}.b[0]")
    if m > 7:
        raise a.error(i, f"z{m} is not allowed here: indexed '{a.m}' takes Zm from z0-z7",
                      "the Zm field is 3 bits")
    k = a.ctx.value(o.index.lstrip("#"), o.col)
    if not 0 <= k <= hi:
        raise a.error(i, f"element index {k} out of range 0-{hi}")
    return m, k


def _is_fp8(a: Args) -> bool:
    return len(a) > 1 and isinstance(a[1], O.ZReg) and a[1].esz == 1


def _bind_acc(d: int, n: int, m: int, k: int, step: int, sel: int, idx: int,
              dt, fmt: F8.Fmt, mask: int):
    """Zda lane e (``dt``) += sum_j Zn.b[step*e + sel + j] * Zm.b[...] for j < k; ``idx`` >= 0:
    Zm's bytes are the ``idx``-th k-byte group of each 128-bit segment."""
    def bind(cpu, idx_):
        z, regs, nxt = cpu.z, cpu.sysregs, idx_ + 1

        def run():
            vlb = cpu.vlb
            mode = F8.Fpmr.of(regs.get("fpmr", 0))
            ne = vlb // step
            nb = z[n, :vlb].reshape(ne, step)[:, sel:sel + k]
            if idx >= 0:
                seg = z[m, :vlb].reshape(-1, 16)[:, idx * k:idx * k + k]
                mb = np.repeat(seg, 16 // step, axis=0)
            else:
                mb = z[m, :vlb].reshape(ne, step)[:, sel:sel + k]
            acc = z[d, :vlb].view(dt)
            acc[:] = F8.dot_add_lanes(nb, mb, acc.copy(), fmt, mode, mask)
            return nxt
        return run
    return bind


@insn("fdot", klass="sve_fma", first="ZReg,ZReg")
def fdot(a: Args):
    """``fdot zda.h, zn.b, zm.b{[0-7]}`` (2-way) / ``fdot zda.s, zn.b, zm.b{[0-3]}`` (4-way);
    the .H-source forms are SVE2p1's (:func:`isa.a64.sve2p1_dot.fdot`)."""
    if not _is_fp8(a):
        return fdot_h(a)
    a.count(3, usage="Zda.S, Zn.B, Zm.B | Zm.B[imm]")
    d, esz = a.zreg(0, "hs")
    n, _ = a.zreg(1, "b")
    o = a._get(2)
    if isinstance(o, O.ZReg) and o.index is not None:
        m, idx = _zm_index(a, 2, 7 if esz == 2 else 3)
    else:
        m, _ = a.zreg(2, "b")
        idx = -1
    a.info = FP8_INFO
    fmt, dt, mask = (F8.F16, np.uint16, 0xF) if esz == 2 else (F8.F32, np.uint32, -1)
    return _bind_acc(d, n, m, esz, esz, 0, idx, dt, fmt, mask)


@insn("fmlalb", "fmlalt", klass="sve_fma", first="ZReg,ZReg")
def fmlalb(a: Args):
    """``fmlalb|fmlalt zda.h, zn.b, zm.b | zm.b[0-15]``: Zda.H[i] += Zn.B[2i+T] * Zm.B[2i+T]
    (by element: byte k of Zm's segment); the .S forms are :func:`isa.a64.sme2_za.fmlalb`'s."""
    if not _is_fp8(a):
        return fmlalb_h(a)
    return _fmlal(a)


@insn(*_LL, klass="sve_fma", first="ZReg")
def fmlall(a: Args):
    """``fmlall<xy> zda.s, zn.b, zm.b | zm.b[0-15]``: Zda.S[i] += Zn.B[4i+j] * Zm.B[4i+j],
    j = 2x+y (by element: byte k of Zm's segment)."""
    return _fmlal(a)


def _fmlal(a: Args):
    a.count(3, usage="Zda.H, Zn.B, Zm.B | Zm.B[imm]")
    wide = a.m.startswith("fmlall")
    d, _ = a.zreg(0, "s" if wide else "h")
    n, _ = a.zreg(1, "b")
    o = a._get(2)
    if isinstance(o, O.ZReg) and o.index is not None:
        m, idx = _zm_index(a, 2, 15)
    else:
        m, _ = a.zreg(2, "b")
        idx = -1
    a.info = FP8_INFO
    step = 4 if wide else 2
    sel = _LL.index(a.m) if wide else int(a.m.endswith("t"))
    fmt, dt, mask = (F8.F32, np.uint32, -1) if wide else (F8.F16, np.uint16, 0xF)
    return _bind_acc(d, n, m, 1, step, sel, idx, dt, fmt, mask)


# ----------------------------------------------------------------------------- conversions
_CVT = ("f1cvt", "f2cvt", "bf1cvt", "bf2cvt")


@insn(*_CVT, *(c + "lt" for c in _CVT), klass="sve_fp", first="ZReg")
def f1cvt(a: Args):
    """``f1cvt zd.h, zn.b``: the even (…LT: odd) FP8 bytes of Zn, format FPMR.F8S1 (F2…:
    F8S2), times 2**-LSCALE (F2…: LSCALE2; half precision: its low 4 bits), to half (BF…:
    bfloat16)."""
    a.count(2, usage="Zd.H, Zn.B")
    d, _ = a.zreg(0, "h")
    n, _ = a.zreg(1, "b")
    a.info = FP8_INFO
    top = int(a.m.endswith("lt"))
    cvt = F8.Widening.of(a.m)

    def bind(cpu, idx):
        z, regs, nxt = cpu.z, cpu.sysregs, idx + 1

        def run():
            vlb = cpu.vlb
            mode = F8.Fpmr.of(regs.get("fpmr", 0))
            z[d, :vlb].view(np.uint16)[:] = cvt.convert(z[n, top:vlb:2].copy(), mode)
            return nxt
        return run
    return bind


@insn("fcvtn", "bfcvtn", "fcvtnb", "fcvtnt", klass="sve_fp", first="ZReg,ZList")
def fcvtn(a: Args):
    """``fcvtn|bfcvtn zd.b, {zn.h, zn+1.h}`` (interleaved: byte 2i from Zn, 2i+1 from Zn+1),
    ``fcvtnb|fcvtnt zd.b, {zn.s, zn+1.s}`` (bytes 4i and 4i+2, zeroing 4i+1 and 4i+3 / bytes
    4i+1 and 4i+3, keeping the others): to FP8 format FPMR.F8D times 2**NSCALE."""
    if a.m == "fcvtn" and a[0].esz == 1 and len(a[1].items) == 4:
        return narrow_multi(a, True)
    if a.m in ("fcvtn", "bfcvtn") and a[0].esz != 1:
        return sme2_fcvtn(a)
    a.count(2, usage="Zd.B, {Zn.H, Zn+1.H}")
    d, _ = a.zreg(0, "b")
    lst = a._get(1)
    esz = 4 if a.m in ("fcvtnb", "fcvtnt") else 2
    t = "s" if esz == 4 else "h"
    if len(lst.items) != 2 or any(r.esz != esz for r in lst.items) or lst.items[0].num % 2 \
            or lst.items[1].num != lst.items[0].num + 1:
        raise a.error(1, f"'{a.m}' takes two consecutive .{t} registers starting at an even one",
                      f"e.g. {{z2.{t}, z3.{t}}}")
    n = lst.items[0].num
    a.info = FP8_INFO
    frm = {"fcvtn": F8.F16, "bfcvtn": F8.BF16}.get(a.m, F8.F32)
    dt = np.uint16 if esz == 2 else np.uint32
    top = a.m == "fcvtnt"

    def bind(cpu, idx):
        z, regs, nxt = cpu.z, cpu.sysregs, idx + 1

        def run():
            vlb = cpu.vlb
            mode = F8.Fpmr.of(regs.get("fpmr", 0))
            ns = mode.nscale16 if frm is F8.F16 else mode.nscale
            pair = np.stack([z[n, :vlb].view(dt), z[n + 1, :vlb].view(dt)], axis=1).reshape(-1)
            res = np.array(F8.to_fp8(pair, frm, mode, ns), np.uint8)
            if esz == 2:
                z[d, :vlb] = res
            else:
                out = z[d, :vlb].reshape(-1, 2)
                if not top:
                    out[:, 1] = 0
                out[:, int(top)] = res
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- LUTI2 / LUTI4
@insn("luti2", "luti4", klass="sve_perm", first="ZReg,RegList:ZReg|ZReg,ZList")
def luti(a: Args):
    """``luti2 zd.b|h, {zn.b|h}, zm[k]``, ``luti4 zd.b|h, {zn.b|h}, zm[k]``,
    ``luti4 zd.h, {zn.h, zn+1.h}, zm[k]``: element e of Zd is the table entry the isize-bit
    field (k * elements + e) of Zm selects; the table is the first 2**isize elements of Zn
    (of Zn and Zn+1: half each)."""
    a.count(3, usage="Zd.B, {Zn.B}, Zm[imm]")
    d, esz = a.zreg(0, "bh")
    isize = 2 if a.m == "luti2" else 4
    lst = a._get(1)
    t = "b" if esz == 1 else "h"
    nreg = len(lst.items)
    if nreg not in ((1, 2) if (isize, esz) == (4, 2) else (1,)) or any(
            not isinstance(r, O.ZReg) or r.esz != esz for r in lst.items):
        raise a.error(1, f"'{a.m} z{d}.{t}' takes the table {{z1.{t}}}"
                      + (" or {z1.h, z2.h}" if (isize, esz) == (4, 2) else ""))
    n = lst.items[0].num
    if nreg == 2 and lst.items[1].num != (n + 1) % 32:
        raise a.error(1, "the table registers must be consecutive")
    o = a._get(2)
    if not isinstance(o, O.ZReg) or o.index is None or o.esz:
        raise a.error(2, f"expected Zm[index], got '{a.raw[2].text}'", "e.g. z2[0]")
    hi = {(2, 1): 3, (2, 2): 7, (4, 1): 1, (4, 2): 3}[isize, esz]
    k = a.ctx.value(o.index.lstrip("#"), o.col)
    if not 0 <= k <= hi:
        raise a.error(2, f"segment index {k} out of range 0-{hi}")
    m = o.num
    a.info = {"feature": "lut"}
    dt = np.uint8 if esz == 1 else np.uint16
    tb = (1 << isize) * esz // nreg  # table bytes per register: luti4 zd.h, {zn.h} reads 256 bits
    what = a.m

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1

        def run():
            vlb = cpu.vlb
            if tb > vlb:  # Arm ARM LUTI4 (16-bit, one register): UNDEFINED below VL 256
                cpu.illegal(f"'{what}' needs a vector length of at least 256 bits")
            table = np.concatenate([z[(n + j) % 32, :tb].view(dt) for j in range(nreg)])
            z[d, :vlb].view(dt)[:] = lut(table, z[m, :vlb].copy(), k, isize, vlb // esz)
            return nxt
        return run
    return bind


# ============================================================================= encodings
# Arm ARM C4.1 SVE "FP8 …" groups and "SVE lookup table"; llvm/test/MC/AArch64/FP8_SVE2/*.s,
# SVE2p1 LUT tests (llvm-objdump spellings).
def _z(n: int, t: str) -> str:
    return f"z{n}.{t}"


E.ENC("fdot", "01100100 0 sz:1 1 Zm:5 100001 Zn:5 Zd:5",
      lambda f: f"fdot {_z(f.Zd, 'hs'[f.sz])}, {_z(f.Zn, 'b')}, {_z(f.Zm, 'b')}", "fp8")
E.ENC("fdot", "01100100 001 i2:2 Zm:3 0100 i0:1 1 Zn:5 Zd:5",
      lambda f: f"fdot {_z(f.Zd, 'h')}, {_z(f.Zn, 'b')}, z{f.Zm}.b[{f.i2 << 1 | f.i0}]", "fp8")
E.ENC("fdot", "01100100 011 i:2 Zm:3 010001 Zn:5 Zd:5",
      lambda f: f"fdot {_z(f.Zd, 's')}, {_z(f.Zn, 'b')}, z{f.Zm}.b[{f.i}]", "fp8")
E.ENC("fmlalb", "01100100 101 Zm:5 100 T:1 10 Zn:5 Zd:5",
      lambda f: f"{('fmlalb', 'fmlalt')[f.T]} {_z(f.Zd, 'h')}, {_z(f.Zn, 'b')}, {_z(f.Zm, 'b')}",
      "fp8", aliases=("fmlalt",))
E.ENC("fmlalb", "01100100 T:1 01 i3:2 Zm:3 0101 i1:2 Zn:5 Zd:5",
      lambda f: f"{('fmlalb', 'fmlalt')[f.T]} {_z(f.Zd, 'h')}, {_z(f.Zn, 'b')}, "
                f"z{f.Zm}.b[{f.i3 << 2 | f.i1}]", "fp8", aliases=("fmlalt",))
E.ENC("fmlallbb", "01100100 001 Zm:5 10 T:2 10 Zn:5 Zd:5",
      lambda f: f"{_LL[f.T]} {_z(f.Zd, 's')}, {_z(f.Zn, 'b')}, {_z(f.Zm, 'b')}", "fp8",
      aliases=_LL)
E.ENC("fmlallbb", "01100100 T:2 1 i3:2 Zm:3 1100 i1:2 Zn:5 Zd:5",
      lambda f: f"{_LL[f.T]} {_z(f.Zd, 's')}, {_z(f.Zn, 'b')}, z{f.Zm}.b[{f.i3 << 2 | f.i1}]",
      "fp8", aliases=_LL)
E.ENC("f1cvt", "01100101 00001 00 L:1 0011 op:2 Zn:5 Zd:5",
      lambda f: f"{_CVT[f.op]}{'lt' if f.L else ''} {_z(f.Zd, 'h')}, {_z(f.Zn, 'b')}", "fp8",
      aliases=_CVT[1:] + tuple(c + "lt" for c in _CVT))
E.ENC("fcvtn", "01100101 00001010 0011 op:2 Zn:4 0 Zd:5",
      lambda f: f"{('fcvtn', 'fcvtnb', 'bfcvtn', 'fcvtnt')[f.op]} {_z(f.Zd, 'b')}, "
                f"{{ {_z(2 * f.Zn, 'hshs'[f.op])}, {_z(2 * f.Zn + 1, 'hshs'[f.op])} }}", "fp8",
      aliases=("bfcvtn", "fcvtnb", "fcvtnt"))
E.ENC("luti2", "01000101 i:2 1 Zm:5 101100 Zn:5 Zd:5",
      lambda f: f"luti2 {_z(f.Zd, 'b')}, {{ {_z(f.Zn, 'b')} }}, z{f.Zm}[{f.i}]", "lut")
E.ENC("luti2", "01000101 i2:2 1 Zm:5 101 i0:1 10 Zn:5 Zd:5",
      lambda f: f"luti2 {_z(f.Zd, 'h')}, {{ {_z(f.Zn, 'h')} }}, z{f.Zm}[{f.i2 << 1 | f.i0}]",
      "lut")
E.ENC("luti4", "01000101 i:1 11 Zm:5 101001 Zn:5 Zd:5",
      lambda f: f"luti4 {_z(f.Zd, 'b')}, {{ {_z(f.Zn, 'b')} }}, z{f.Zm}[{f.i}]", "lut")
E.ENC("luti4", "01000101 i:2 1 Zm:5 101111 Zn:5 Zd:5",
      lambda f: f"luti4 {_z(f.Zd, 'h')}, {{ {_z(f.Zn, 'h')} }}, z{f.Zm}[{f.i}]", "lut")
E.ENC("luti4", "01000101 i:2 1 Zm:5 101101 Zn:5 Zd:5",
      lambda f: f"luti4 {_z(f.Zd, 'h')}, {{ {_z(f.Zn, 'h')}, {_z((f.Zn + 1) % 32, 'h')} }}, "
                f"z{f.Zm}[{f.i}]", "lut")
