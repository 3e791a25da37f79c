"""Advanced SIMD FP8 (FEAT_FP8, FP8FMA, FP8DOT2, FP8DOT4) and table lookups (FEAT_LUT).

* FDOT (2-way into .4h/.8h, 4-way into .2s/.4s; vector and by element), FMLALB/FMLALT (.8h),
  FMLALLBB/BT/TB/TT (.4s; vector and by element): FP8 products accumulated with one rounding
  (:mod:`isa.a64.fp8`, FPMR's source formats, LSCALE, OSM);
* F1CVTL/F2CVTL/BF1CVTL/BF2CVTL{2} (FP8 -> half / bfloat16), FCVTN/FCVTN2 (half or single ->
  FP8), FSCALE (multiply by 2**Vm, Arm ARM FPScale);
* LUTI2/LUTI4: packed 2- or 4-bit indices in Vm select bytes or halfwords of the table Vn
  (Arm ARM C7.2 LUTI2, LUTI4; QEMU target/arm/tcg/vec_helper.c gvec_luti*).
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import fp8 as F8
from . import operands as O
from .simd import fcvt_nl, vec, vwriter
from .sve2_fp import fscale as fscale_values
from .table import Args, insn

FP8_INFO = {"feature": "fp8"}


def _bind(d: int, srcs: list[int], fn, read_d: bool = True):
    """Binder for ``Vd = fn(fpmr, *(16 bytes of each source)[, Vd's 16 bytes])``; a 64-bit
    result (8 bytes) clears the upper half, as every AdvSIMD write does."""
    def bind(cpu, idx):
        z, regs, nxt = cpu.z, cpu.sysregs, idx + 1
        write = vwriter(z, d)

        def run():
            views = [z[s, :16].copy() for s in srcs]
            if read_d:
                views.append(z[d, :16].copy())
            write(fn(F8.Fpmr.of(regs.get("fpmr", 0)), *views))
            return nxt
        return run
    return bind


def _index(a: Args, i: int, hi: int, max_reg: int = 31) -> tuple[int, int]:
    """``Vm.T[k]`` / ``Vm[k]`` -> (m, k) with k in 0..hi and m <= max_reg."""
    o = a._get(i)
    if not isinstance(o, O.VReg) or o.index is None:
        raise a.error(i, f"expected an indexed element, got '{a.raw[i].text}'", "e.g. v2.b[1]")
    k = a.ctx.value(o.index.lstrip("#"), o.col)
    if not 0 <= k <= hi:
        raise a.error(i, f"element index {k} out of range 0-{hi}")
    if o.num > max_reg:
        raise a.error(i, f"v{o.num} is not allowed here: the register is v0-v{max_reg}")
    return o.num, k


# ----------------------------------------------------------------------------- FDOT / FMLAL*
@insn("fdot", klass="fp", first="VReg")
def fdot(a: Args):
    """``fdot Vd.4h|8h, Vn.8b|16b, Vm.8b|16b | Vm.2b[k]`` (2-way, half precision) and
    ``fdot Vd.2s|4s, Vn.8b|16b, Vm.8b|16b | Vm.4b[k]`` (4-way, single precision)."""
    a.count(3, usage="Vd.4s, Vn.16b, Vm.16b | Vm.4b[k]")
    d, esz, lanes = vec(a, 0, "4h 8h 2s 4s")
    nb = esz * lanes
    n, _, nl = vec(a, 1, "16b" if nb == 16 else "8b")
    k = esz  # products per lane
    o = a._get(2)
    if o.index is not None:
        m, idx = _index(a, 2, 7 if esz == 2 else 3, 15 if esz == 2 else 31)
    else:
        m, _, _ = vec(a, 2, "16b" if nb == 16 else "8b")
        idx = -1
    a.info = FP8_INFO
    fmt, dt, mask = (F8.F16, np.uint16, 0xF) if esz == 2 else (F8.F32, np.uint32, -1)
    ne = nb // esz

    def run(mode, vn, vm, vd):
        nn = vn[:nb].reshape(ne, k)
        mm = np.tile(vm[idx * k:idx * k + k], (ne, 1)) if idx >= 0 else vm[:nb].reshape(ne, k)
        out = vd.copy()
        out[:nb].view(dt)[:] = F8.dot_add_lanes(nn, mm, vd[:nb].view(dt), fmt, mode, mask)
        return out[:nb]
    return _bind(d, [n, m], run)


_LL = ("fmlallbb", "fmlallbt", "fmlalltb", "fmlalltt")


@insn("fmlalb", "fmlalt", *_LL, klass="fp", first="VReg")
def fmlal_fp8(a: Args):
    """``fmlalb|fmlalt Vd.8h, Vn.16b, Vm.16b | Vm.b[k]``: half lane i += Vn[2i+T] * Vm[2i+T]
    (by element: Vm[k]); ``fmlall<xy> Vd.4s, Vn.16b, Vm.16b | Vm.b[k]``: single lane i +=
    Vn[4i+j] * Vm[4i+j], j = 2x+y (QEMU gvec_fmla_hb/sb, gvec_fmla_idx_hb/sb)."""
    a.count(3, usage="Vd.8h, Vn.16b, Vm.16b | Vm.b[k]")
    wide = a.m.startswith("fmlall")
    d, _, _ = vec(a, 0, "4s" if wide else "8h")
    n, _, _ = vec(a, 1, "16b")
    o = a._get(2)
    if o.index is not None:
        m, idx = _index(a, 2, 15, 7)
    else:
        m, _, _ = vec(a, 2, "16b")
        idx = -1
    a.info = FP8_INFO
    step = 4 if wide else 2
    sel = _LL.index(a.m) if wide else int(a.m.endswith("t"))
    fmt, dt, mask = (F8.F32, np.uint32, -1) if wide else (F8.F16, np.uint16, 0xF)

    def run(mode, vn, vm, vd):
        nn = vn[sel::step].reshape(-1, 1)
        mm = np.full_like(nn, vm[idx]) if idx >= 0 else vm[sel::step].reshape(-1, 1)
        out = vd.copy()
        out.view(dt)[:] = F8.dot_add_lanes(nn, mm, vd.view(dt), fmt, mode, mask)
        return out
    return _bind(d, [n, m], run)


# ----------------------------------------------------------------------------- conversions
_CVTL = ("f1cvtl", "f2cvtl", "bf1cvtl", "bf2cvtl")


@insn(*_CVTL, *(c + "2" for c in _CVTL), klass="fp")
def f1cvtl(a: Args):
    """``f1cvtl Vd.8h, Vn.8b`` / ``f1cvtl2 Vd.8h, Vn.16b``: the low (high) eight FP8 bytes of
    Vn, in format FPMR.F8S1 (F2…: F8S2), times 2**-LSCALE (half: LSCALE[3:0]; bfloat16 takes
    LSCALE[5:0]; F2…: LSCALE2), to half precision (BF…: bfloat16) (QEMU advsimd_fcvtl_hb)."""
    a.count(2, usage="Vd.8h, Vn.8b")
    hi = a.m.endswith("2")
    d, _, _ = vec(a, 0, "8h")
    n, _, _ = vec(a, 1, "16b" if hi else "8b")
    a.info = FP8_INFO
    cvt = F8.Widening.of(a.m)

    def run(mode, vn, vd):
        return np.array(cvt.convert(vn[8:16] if hi else vn[:8], mode), np.uint16).view(np.uint8)
    return _bind(d, [n], run, read_d=True)


@insn("fcvtn", "fcvtn2", klass="fp", first="VReg,VReg")
def fcvtn_fp8(a: Args):
    """``fcvtn Vd.8b|16b, Vn.4h|8h, Vm.4h|8h`` and ``fcvtn{2} Vd.8b|16b, Vn.4s, Vm.4s``:
    Vn's then Vm's values to FP8 (FPMR.F8D, times 2**NSCALE, OSC saturating; QEMU
    gvec_fcvt_bh, advsimd_fcvt_bs); FCVTN2 writes the upper half and keeps the lower.
    The two-operand FCVTN (single/double narrowing) is :func:`isa.a64.simd.fcvt_narrow`'s."""
    if len(a) == 2:
        return fcvt_nl(a)
    a.count(3, usage="Vd.16b, Vn.8h, Vm.8h")
    hi = a.m == "fcvtn2"
    d, _, dl = vec(a, 0, "16b" if hi else "8b 16b")
    n, esz, nl = vec(a, 1, "4s" if hi else "4h 8h 4s")
    m, esz2, nl2 = vec(a, 2, "4h 8h 4s")
    if (esz2, nl2) != (esz, nl):
        raise a.error(2, "operands mix arrangements", "use the same .<T> for Vn and Vm")
    if esz == 2 and nl * 2 != dl or esz == 4 and (dl == 16) != hi:
        want = f"v{d}.{2 * nl}b" if esz == 2 else f"v{d}.{16 if hi else 8}b"
        raise a.error(0, f"'{a.m}' with these sources writes {want}")
    a.info = FP8_INFO
    frm, dt = (F8.F16, np.uint16) if esz == 2 else (F8.F32, np.uint32)

    def run(mode, vn, vm, vd):
        ns = mode.nscale16 if esz == 2 else mode.nscale
        vals = np.concatenate([vn[:nl * esz].view(dt), vm[:nl * esz].view(dt)])
        res = np.array(F8.to_fp8(vals, frm, mode, ns), np.uint8)
        if hi:
            return np.concatenate([vd[:8], res])
        return res
    return _bind(d, [n, m], run)


# ----------------------------------------------------------------------------- FSCALE
_FTYPES = {2: (np.float16, np.int16), 4: (np.float32, np.int32), 8: (np.float64, np.int64)}


@insn("fscale", klass="fp", first="VReg")
def fscale(a: Args):
    """``fscale Vd.T, Vn.T, Vm.T`` (T 4h 8h 2s 4s 2d): Vn * 2**Vm, Vm signed integers."""
    a.count(3, usage="Vd.4s, Vn.4s, Vm.4s")
    regs = []
    shape = None
    for i in range(3):
        r, esz, lanes = vec(a, i, "4h 8h 2s 4s 2d")
        if shape is not None and shape != (esz, lanes):
            raise a.error(i, "operands mix arrangements", "use the same .<T> everywhere")
        shape = (esz, lanes)
        regs.append(r)
    esz, lanes = shape
    ft, it = _FTYPES[esz]
    nb = esz * lanes

    def run(mode, vn, vm):
        return fscale_values(vn[:nb].view(ft), vm[:nb].view(it)).astype(ft).view(np.uint8)
    return _bind(regs[0], regs[1:], run, read_d=False)


# ----------------------------------------------------------------------------- LUTI2 / LUTI4
def lut(table: np.ndarray, indexes: np.ndarray, seg: int, isize: int, n: int) -> np.ndarray:
    """Elements ``e`` of the result: ``table[index_e]``, ``index_e`` the isize-bit field
    ``(seg * n + e)`` of the packed ``indexes`` (bytes, little-endian bit order)."""
    bits = np.unpackbits(indexes, bitorder="little")
    pos = (seg * n + np.arange(n)) * isize
    idx = np.zeros(n, np.int64)
    for b in range(isize):
        idx |= bits[pos + b].astype(np.int64) << b
    return table[idx]


@insn("luti2", "luti4", klass="simd", first="VReg")
def luti_v(a: Args):
    """``luti2 Vd.16b|8h, {Vn.16b|8h}, Vm[k]``, ``luti4 Vd.16b, {Vn.16b}, Vm[k]``,
    ``luti4 Vd.8h, {Vn.8h, Vn+1.8h}, Vm[k]``."""
    a.count(3, usage="Vd.16b, {Vn.16b}, Vm[k]")
    d, esz, _ = vec(a, 0, "16b 8h")
    isize = 2 if a.m == "luti2" else 4
    lst = a._get(1)
    nreg = 2 if (isize, esz) == (4, 2) else 1
    t = "16b" if esz == 1 else "8h"
    if not isinstance(lst, O.RegList) or len(lst.items) != nreg or not all(
            isinstance(r, O.VReg) and r.esz == esz and r.lanes == 16 // esz for r in lst.items):
        want = "{v1.8h, v2.8h}" if nreg == 2 else f"{{v1.{t}}}"
        raise a.error(1, f"'{a.m} v{d}.{t}' takes the table {want}")
    n = lst.items[0].num
    if nreg == 2 and lst.items[1].num != (n + 1) % 32:
        raise a.error(1, "the table registers must be consecutive")
    o = a._get(2)
    if not isinstance(o, O.VReg) or o.index is None or o.lanes:
        raise a.error(2, f"expected Vm[index], got '{a.raw[2].text}'", "e.g. v2[0]")
    ne = 16 // esz
    hi = 128 // (ne * isize) - 1
    k = a.ctx.value(o.index.lstrip("#"), o.col)
    if not 0 <= k <= hi:
        raise a.error(2, f"segment index {k} out of range 0-{hi}")
    m = o.num
    a.info = {"feature": "lut"}
    dt = np.uint8 if esz == 1 else np.uint16

    def bind(cpu, idx):
        z, nxt, write = cpu.z, idx + 1, vwriter(cpu.z, d)

        def run():
            table = np.concatenate([z[(n + j) % 32, :16].view(dt) for j in range(nreg)])
            write(lut(table, z[m, :16].copy(), k, isize, ne).astype(dt).view(np.uint8))
            return nxt
        return run
    return bind


# ============================================================================= encodings
# Arm ARM C4.1 "Advanced SIMD three same (FP16)", "three-register extension", "vector x indexed
# element", "two-register miscellaneous"; llvm/test/MC/AArch64/FP8/*.s, LUT/*.s (llvm-objdump
# spellings: ``v2.2b[k]``, ``{ v1.16b }``).
def _v(n: int, t: str) -> str:
    return f"v{n}.{t}"


def _fmt_3(f):
    b = ("8b", "16b")[f.Q]
    if f.sz in (0, 1):
        acc = (("2s", "4s"), ("4h", "8h"))[f.sz][f.Q]
        return f"fdot {_v(f.Rd, acc)}, {_v(f.Rn, b)}, {_v(f.Rm, b)}"
    if f.sz == 3:
        return f"{('fmlalb', 'fmlalt')[f.Q]} {_v(f.Rd, '8h')}, {_v(f.Rn, '16b')}, {_v(f.Rm, '16b')}"
    return None


E.ENC("fdot", "0 Q:1 0 01110 sz:2 0 Rm:5 111111 Rn:5 Rd:5", _fmt_3, "fp8",
      aliases=("fmlalb", "fmlalt"))
E.ENC("fdot", "0 Q:1 0 01111 01 L:1 M:1 Rm:4 0000 H:1 0 Rn:5 Rd:5",
      lambda f: f"fdot {_v(f.Rd, ('4h', '8h')[f.Q])}, {_v(f.Rn, ('8b', '16b')[f.Q])}, "
                f"v{f.Rm}.2b[{f.H << 2 | f.L << 1 | f.M}]", "fp8")
E.ENC("fdot", "0 Q:1 0 01111 00 L:1 Rm:5 0000 H:1 0 Rn:5 Rd:5",
      lambda f: f"fdot {_v(f.Rd, ('2s', '4s')[f.Q])}, {_v(f.Rn, ('8b', '16b')[f.Q])}, "
                f"v{f.Rm}.4b[{f.H << 1 | f.L}]", "fp8")
E.ENC("fmlalb", "0 T:1 0 01111 11 L:1 M:1 i0:1 Rm:3 0000 H:1 0 Rn:5 Rd:5",
      lambda f: f"{('fmlalb', 'fmlalt')[f.T]} {_v(f.Rd, '8h')}, {_v(f.Rn, '16b')}, "
                f"v{f.Rm}.b[{f.H << 3 | f.L << 2 | f.M << 1 | f.i0}]", "fp8", aliases=("fmlalt",))
E.ENC("fmlallbb", "0 T1:1 0 01110 0 T2:1 0 Rm:5 110001 Rn:5 Rd:5",
      lambda f: f"{_LL[f.T1 << 1 | f.T2]} {_v(f.Rd, '4s')}, {_v(f.Rn, '16b')}, {_v(f.Rm, '16b')}",
      "fp8", aliases=_LL)
E.ENC("fmlallbb", "0 T1:1 1 01111 0 T2:1 L:1 M:1 i0:1 Rm:3 1000 H:1 0 Rn:5 Rd:5",
      lambda f: f"{_LL[f.T1 << 1 | f.T2]} {_v(f.Rd, '4s')}, {_v(f.Rn, '16b')}, "
                f"v{f.Rm}.b[{f.H << 3 | f.L << 2 | f.M << 1 | f.i0}]", "fp8", aliases=_LL)
E.ENC("f1cvtl", "0 Q:1 1 01110 op:2 1 00001 011110 Rn:5 Rd:5",
      lambda f: f"{_CVTL[f.op]}{'2' if f.Q else ''} {_v(f.Rd, '8h')}, "
                f"{_v(f.Rn, ('8b', '16b')[f.Q])}", "fp8",
      aliases=_CVTL[1:] + tuple(c + "2" for c in _CVTL))


def _fmt_fcvtn(f):
    if f.sz == 1:
        t = ("4h", "8h")[f.Q]
        return f"fcvtn {_v(f.Rd, ('8b', '16b')[f.Q])}, {_v(f.Rn, t)}, {_v(f.Rm, t)}"
    if f.sz == 0:
        return (f"{('fcvtn', 'fcvtn2')[f.Q]} {_v(f.Rd, ('8b', '16b')[f.Q])}, {_v(f.Rn, '4s')}, "
                f"{_v(f.Rm, '4s')}")
    return None


E.ENC("fcvtn", "0 Q:1 0 01110 sz:2 0 Rm:5 111101 Rn:5 Rd:5", _fmt_fcvtn, "fp8",
      aliases=("fcvtn2",))
E.ENC("fscale", "0 Q:1 1 01110 110 Rm:5 001111 Rn:5 Rd:5",
      lambda f: "fscale " + ", ".join(_v(r, ("4h", "8h")[f.Q]) for r in (f.Rd, f.Rn, f.Rm)), "fp8")
E.ENC("fscale", "0 Q:1 1 01110 1 sz:1 1 Rm:5 111111 Rn:5 Rd:5",
      lambda f: None if f.sz and not f.Q else "fscale " + ", ".join(
          _v(r, ("2s", "4s", "1d", "2d")[f.sz << 1 | f.Q]) for r in (f.Rd, f.Rn, f.Rm)), "fp8")
E.ENC("luti2", "01001110 10 0 Rm:5 0 i:2 100 Rn:5 Rd:5",
      lambda f: f"luti2 {_v(f.Rd, '16b')}, {{ {_v(f.Rn, '16b')} }}, v{f.Rm}[{f.i}]", "lut")
E.ENC("luti2", "01001110 11 0 Rm:5 0 i:3 00 Rn:5 Rd:5",
      lambda f: f"luti2 {_v(f.Rd, '8h')}, {{ {_v(f.Rn, '8h')} }}, v{f.Rm}[{f.i}]", "lut")
E.ENC("luti4", "01001110 01 0 Rm:5 0 i:1 1 000 Rn:5 Rd:5",
      lambda f: f"luti4 {_v(f.Rd, '16b')}, {{ {_v(f.Rn, '16b')} }}, v{f.Rm}[{f.i}]", "lut")
E.ENC("luti4", "01001110 01 0 Rm:5 0 i:2 1 00 Rn:5 Rd:5",
      lambda f: f"luti4 {_v(f.Rd, '8h')}, {{ {_v(f.Rn, '8h')}, {_v((f.Rn + 1) % 32, '8h')} }}, "
                f"v{f.Rm}[{f.i}]", "lut")
