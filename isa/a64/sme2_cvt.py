"""SME2 multi-vector conversions: FCVT/BFCVT (two registers to one, concatenated) and
FCVTN/BFCVTN (interleaved), FRINTN/FRINTM/FRINTP/FRINTA, SCVTF/UCVTF/FCVTZS/FCVTZU on groups,
and the saturating narrowing SQCVT/UQCVT/SQCVTU, SQCVTN/UQCVTN/SQCVTUN, SQRSHR/UQRSHR/SQRSHRU and
SQRSHRN/UQRSHRN/SQRSHRUN (two and four registers); binary encodings at the end.

"Concatenated" forms place the results of source register r at elements ``r*n .. r*n+n-1`` of
the narrow destination; the ``…N`` forms interleave them (element ``nreg*i + r``), as the Arm ARM
pseudocode for each says. Rounding shifts are computed exactly (Python integers for .D sources),
then saturated. FP rounding and NaN rules come from :mod:`isa.a64.fp` (FPCR as Linux leaves it).
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import fp
from .fp_mop import f32_to_bf16_bits
from .sme2_vec import run_each, zgroup, zl
from .sve import LOG2, SINT, SIZE, UINT
from .table import Args, insn


# ----------------------------------------------------------------------------- narrowing helpers
def _gather(z, n: int, cnt: int, dt, ne: int) -> np.ndarray:
    """(cnt, ne) copy of the first ``ne`` elements of Zn..Zn+cnt-1 as ``dt``."""
    v = z.view(dt)
    return np.stack([v[n + k, :ne].copy() for k in range(cnt)])


def _place(data: np.ndarray, interleave: bool) -> np.ndarray:
    """Flatten (cnt, ne) results: concatenated by register, or interleaved element by element."""
    return (data.T if interleave else data).reshape(-1)


# ----------------------------------------------------------------------------- FCVT / BFCVT
@insn("bfcvt", "fcvtn", "bfcvtn", klass="sve_fp", family="sme2_cvt", first="ZReg")
def fcvt_multi(a: Args):
    """``fcvt Zd.H, {Zn.S-Zn+1.S}``: two single-precision vectors to one half (or BFloat16).
    FCVT itself is reached through the SVE FCVT decoder (it hands two-operand forms here)."""
    a.count(2, usage="Zd.H, {Zn.S-Zn+1.S}")
    d = a.zreg(0, "h")[0]
    n = zgroup(a, 1, "s", 2)[0]
    bf = a.m.startswith("bf")
    inter = a.m.endswith("n")

    def bind(cpu, idx):
        z = cpu.z

        def body(vlb):
            ne = vlb >> 2
            src = _gather(z, n, 2, np.float32, ne)
            with fp.fp_errstate():
                res = f32_to_bf16_bits(src) if bf else fp.fcvt(src, np.float16).view(np.uint16)
            z.view(np.uint16)[d, :2 * ne] = _place(np.asarray(res, np.uint16), inter)
        return run_each(cpu, idx + 1, a.m, body)
    return bind


@insn("fcvt", "fcvtl", klass="sve_fp", family="sme2_cvt", first="ZList")
def fcvt_widen(a: Args):
    """``fcvt {Zd.S-Zd+1.S}, Zn.H`` (SME2p1): the low half of Zn's elements widened into Zd,
    the high half into Zd+1; FCVTL takes the even elements for Zd, the odd ones for Zd+1
    (Arm ARM FCVT (widening), FCVTL; QEMU ``sme2_fcvt_w``, ``sme2_fcvtl``)."""
    a.count(2, usage="{Zd.S-Zd+1.S}, Zn.H")
    d = zgroup(a, 0, "s", 2)[0]
    n = a.zreg(1, "h")[0]
    inter = a.m == "fcvtl"

    def bind(cpu, idx):
        z = cpu.z

        def body(vlb):
            ne = vlb >> 2
            src = z[n, :vlb].view(np.float16).copy()  # Zn may be Zd or Zd+1
            parts = (src[0::2], src[1::2]) if inter else (src[:ne], src[ne:])
            for k in range(2):
                z[d + k, :vlb].view(np.float32)[:] = fp.fcvt(parts[k], np.float32)
        return run_each(cpu, idx + 1, a.m, body)
    return bind


# ----------------------------------------------------------------------------- FRINT*, SCVTF...
def frint(x: np.ndarray, mode: str) -> np.ndarray:
    """Round to integral in FP (FRINTN ties-even, M floor, P ceil, A ties-away); -0 and NaN
    payloads kept, signalling NaNs quietened."""
    with fp.fp_errstate():
        if mode == "n":
            r = np.rint(x)
        elif mode == "m":
            r = np.floor(x)
        elif mode == "p":
            r = np.ceil(x)
        else:
            t = np.trunc(x)
            r = np.where(np.abs(x - t) >= x.dtype.type(0.5), t + np.copysign(x.dtype.type(1), x), t)
        r = np.asarray(r, x.dtype)
    return fp._process_nans(r, (x,))


def cvt_elem(m: str, x: np.ndarray) -> np.ndarray:
    """One conversion on 32-bit elements (``x`` is the raw uint32 data); returns uint32 bits."""
    if m.startswith("frint"):
        return frint(x.view(np.float32), m[-1]).view(np.uint32)
    if m in ("scvtf", "ucvtf"):
        src = x.view(np.int32) if m == "scvtf" else x
        return src.astype(np.float32).view(np.uint32)
    with fp.fp_errstate():  # (widening a signalling NaN raises numpy's "invalid")
        f = x.view(np.float32).astype(np.float64)  # FCVTZS/FCVTZU: truncate, saturate, NaN -> 0
        lo, hi = (-2.0 ** 31, 2.0 ** 31 - 1) if m == "fcvtzs" else (0.0, 2.0 ** 32 - 1)
        v = np.clip(np.trunc(np.nan_to_num(f, nan=0.0)), lo, hi)
    return (v.astype(np.int64) & 0xFFFFFFFF).astype(np.uint32)


@insn("frintn", "frintm", "frintp", "frinta", "scvtf", "ucvtf", "fcvtzs", "fcvtzu",
      klass="sve_fp", family="sme2_cvt", first="ZList")
def cvt_multi(a: Args):
    """``frintn {Zd.S-..}, {Zn.S-..}`` and the int<->fp conversions, 2 or 4 registers of .S."""
    a.count(2, usage="{z0.s-z1.s}, {z2.s-z3.s}")
    d, cnt, _ = zgroup(a, 0, "s")
    n = zgroup(a, 1, "s", cnt)[0]
    m = a.m

    def bind(cpu, idx):
        z = cpu.z
        zu = z.view(np.uint32)

        def body(vlb):
            ne = vlb >> 2
            res = cvt_elem(m, _gather(z, n, cnt, np.uint32, ne))
            for k in range(cnt):
                zu[d + k, :ne] = res[k]
        return run_each(cpu, idx + 1, m, body)
    return bind


# ----------------------------------------------------------------------------- saturating narrowing
_SAT = {  # mnemonic -> (signed source, signed result, interleaved, rounding shift)
    "sqcvt": (True, True, False, False), "uqcvt": (False, False, False, False),
    "sqcvtu": (True, False, False, False), "sqcvtn": (True, True, True, False),
    "uqcvtn": (False, False, True, False), "sqcvtun": (True, False, True, False),
    "sqrshr": (True, True, False, True), "uqrshr": (False, False, False, True),
    "sqrshru": (True, False, False, True), "sqrshrn": (True, True, True, True),
    "uqrshrn": (False, False, True, True), "sqrshrun": (True, False, True, True),
}


def narrow(x: np.ndarray, shift: int, out_bits: int, signed_out: bool) -> np.ndarray:
    """Rounding shift right by ``shift`` (0: none), computed exactly, then saturated to
    ``out_bits`` (Arm ARM SignedSat/UnsignedSat); returns the result's low bits as uint64."""
    v = x.astype(object) if x.dtype.itemsize == 8 else x.astype(np.int64)
    if shift:
        v = (v + (1 << (shift - 1))) >> shift
    lo, hi = ((-(1 << (out_bits - 1)), (1 << (out_bits - 1)) - 1) if signed_out
              else (0, (1 << out_bits) - 1))
    v = np.minimum(np.maximum(v, lo), hi)
    return (np.asarray(v, dtype=object if x.dtype.itemsize == 8 else np.int64)
            .astype(np.int64) & ((1 << out_bits) - 1)).astype(np.uint64)


@insn(*_SAT, klass="sve_int", family="sme2_cvt", first="ZReg")
def sat_narrow(a: Args):
    """``sqcvt Zd.H, {Zn.S-Zn+1.S}``, ``sqcvt Zd.B, {Zn.S-Zn+3.S}``, ``… Zd.H, {Zn.D-Zn+3.D}``,
    ``sqrshr Zd.H, {Zn.S-Zn+1.S}, #1-16`` (…, #1-32 for .S to .B, #1-64 for .D to .H)."""
    sgn_in, sgn_out, inter, rshift = _SAT[a.m]
    a.count(3 if rshift else 2, usage="Zd.H, {Zn.S-Zn+1.S}" + (", #imm" if rshift else ""))
    d, desz = a.zreg(0, "bh")
    n, cnt, esz = zgroup(a, 1, "sd")
    ratio = esz // desz
    if ratio != cnt:
        forms = "Zd.H, {Zn.S-Zn+1.S}, Zd.B, {Zn.S-Zn+3.S} or Zd.H, {Zn.D-Zn+3.D}"
        raise a.error(1, f"'{a.m} z{d}.{SIZE[desz]}' narrows {cnt} registers of .{SIZE[esz]} "
                         f"only to 1/{cnt} width", f"the forms are {forms}")
    top = 8 * esz if cnt == 4 else 8 * esz // 2
    shift = a.imm(2, 1, top, "shift", f"the shift is #1-#{top}") if rshift else 0
    S = SINT[esz] if sgn_in else UINT[esz]
    DU, sh = UINT[desz], LOG2[esz]

    def bind(cpu, idx):
        z = cpu.z

        def body(vlb):
            ne = vlb >> sh
            src = _gather(z, n, cnt, S, ne)
            res = narrow(src.reshape(-1), shift, 8 * desz, sgn_out).reshape(cnt, ne)
            z.view(DU)[d, :cnt * ne] = _place(res, inter).astype(DU)
        # the interleaving two-register forms (SQCVTN, SQRSHRN… Zd.H, {Zn.S-Zn+1.S}) are SVE2p1
        # instructions too; SQCVT/SQRSHR and the four-register forms are SME2 only (Arm ARM)
        return run_each(cpu, idx + 1, a.m, body, sve2p1=inter and cnt == 2)
    return bind


# ----------------------------------------------------------------------------- encodings
# FCVT/FCVTN/BFCVT/BFCVTN (two registers to one) (Arm ARM C8.2 "FCVT (narrowing, FP32 to
# FP16)"; LLVM llvm/test/MC/AArch64/SME2/fcvt.s, fcvtn.s, bfcvt.s, bfcvtn.s).
E.ENC("fcvt", "11000001 0 B:1 1 00000 111000 Zn:4 N:1 Zd:5",
      lambda f: f"{('', 'b')[f.B]}{('fcvt', 'fcvtn')[f.N]} z{f.Zd}.h, {zl(2 * f.Zn, 2, 's')}",
      "sme2", aliases=("bfcvt", "fcvtn", "bfcvtn"))

# FCVT/FCVTL (widening, FP16 to FP32) (SME2p1; LLVM llvm/test/MC/AArch64/SME2p1/fcvt.s,
# fcvtl.s).
E.ENC("fcvt", "11000001 101 00000 111000 Zn:5 Zd:4 L:1",
      lambda f: f"{('fcvt', 'fcvtl')[f.L]} {zl(2 * f.Zd, 2, 's')}, z{f.Zn}.h", "sme2p1",
      aliases=("fcvtl",))

# FRINTN/P/M/A (multiple vectors) (LLVM llvm/test/MC/AArch64/SME2/frintn.s …).
_FRINT = {0: "frintn", 1: "frintp", 2: "frintm", 4: "frinta"}
E.ENC("frintn", "11000001 10 1 0 1 opc:3 111000 Zn:4 0 Zd:4 0",
      lambda f: None if f.opc not in _FRINT else
      f"{_FRINT[f.opc]} {zl(2 * f.Zd, 2, 's')}, {zl(2 * f.Zn, 2, 's')}", "sme2",
      aliases=tuple(_FRINT.values()))
E.ENC("frintn", "11000001 10 1 1 1 opc:3 111000 Zn:3 00 Zd:3 00",
      lambda f: None if f.opc not in _FRINT else
      f"{_FRINT[f.opc]} {zl(4 * f.Zd, 4, 's')}, {zl(4 * f.Zn, 4, 's')}", "sme2",
      aliases=tuple(_FRINT.values()))

# SCVTF/UCVTF/FCVTZS/FCVTZU (multiple vectors) (LLVM llvm/test/MC/AArch64/SME2/scvtf.s …).
_ICVT = {(1, 0): "fcvtzs", (1, 1): "fcvtzu", (2, 0): "scvtf", (2, 1): "ucvtf"}
_ICVT_NAMES = tuple(_ICVT.values())
E.ENC("scvtf", "11000001 00 1 0 00 op:2 111000 Zn:4 U:1 Zd:4 0",
      lambda f: None if (f.op, f.U) not in _ICVT else
      f"{_ICVT[(f.op, f.U)]} {zl(2 * f.Zd, 2, 's')}, {zl(2 * f.Zn, 2, 's')}", "sme2",
      aliases=_ICVT_NAMES)
E.ENC("scvtf", "11000001 00 1 1 00 op:2 111000 Zn:3 0 U:1 Zd:3 00",
      lambda f: None if (f.op, f.U) not in _ICVT else
      f"{_ICVT[(f.op, f.U)]} {zl(4 * f.Zd, 4, 's')}, {zl(4 * f.Zn, 4, 's')}", "sme2",
      aliases=_ICVT_NAMES)

# SQCVT/UQCVT/SQCVTU (two registers) and the four-register forms with SQCVTN/UQCVTN/SQCVTUN
# (LLVM llvm/test/MC/AArch64/SME2/sqcvt.s, sqcvtn.s …); two-register SQCVTN/UQCVTN/SQCVTUN are
# SVE-encoded (LLVM llvm/test/MC/AArch64/SVE2p1/sqcvtn.s).
_QCVT = {(0, 0): "sqcvt", (0, 1): "uqcvt", (1, 0): "sqcvtu"}
E.ENC("sqcvt", "11000001 0 op:1 1 00011 111000 Zn:4 U:1 Zd:5",
      lambda f: None if (f.op, f.U) not in _QCVT else
      f"{_QCVT[(f.op, f.U)]} z{f.Zd}.h, {zl(2 * f.Zn, 2, 's')}", "sme2",
      aliases=("uqcvt", "sqcvtu"))
E.ENC("sqcvt", "11000001 sz:1 op:1 110011 111000 Zn:3 N:1 U:1 Zd:5",
      lambda f: None if (f.op, f.U) not in _QCVT else
      f"{_QCVT[(f.op, f.U)]}{('', 'n')[f.N]} z{f.Zd}.{'bh'[f.sz]}, "
      f"{zl(4 * f.Zn, 4, 'sd'[f.sz])}", "sme2",
      aliases=("uqcvt", "sqcvtu", "sqcvtn", "uqcvtn", "sqcvtun"))
_QCVTN = {0: "sqcvtn", 1: "uqcvtn", 2: "sqcvtun"}
E.ENC("sqcvtn", "01000101 00110001 010 opc:2 0 Zn:4 0 Zd:5",
      lambda f: None if f.opc not in _QCVTN else
      f"{_QCVTN[f.opc]} z{f.Zd}.h, {zl(2 * f.Zn, 2, 's')}", "sme2",
      aliases=("uqcvtn", "sqcvtun"))

# SQRSHR/UQRSHR/SQRSHRU (two registers: shift = 16 - imm4; four registers: .S to .B shift =
# 32 - imm5, .D to .H shift = 64 - i:imm5) and the interleaving …N forms (LLVM
# llvm/test/MC/AArch64/SME2/sqrshr.s, sqrshrn.s …; two-register SQRSHRN/UQRSHRN/SQRSHRUN are
# SVE-encoded: llvm/test/MC/AArch64/SVE2p1/sqrshrn.s).
_RSHR = {(0, 0): "sqrshr", (0, 1): "uqrshr", (1, 0): "sqrshru"}
E.ENC("sqrshr", "11000001 111 op:1 imm4:4 110101 Zn:4 U:1 Zd:5",
      lambda f: None if (f.op, f.U) not in _RSHR else
      f"{_RSHR[(f.op, f.U)]} z{f.Zd}.h, {zl(2 * f.Zn, 2, 's')}, {E.himm(16 - f.imm4)}", "sme2",
      aliases=("uqrshr", "sqrshru"))


def _fmt_rshr4(f):
    if (f.op, f.U) not in _RSHR or (f.sz == 0 and f.ih == 0):
        return None
    shift = 64 - (f.ih << 5 | f.imm5) if f.sz else 32 - f.imm5
    m = _RSHR[(f.op, f.U)] + ("", "n")[f.N]
    return f"{m} z{f.Zd}.{'bh'[f.sz]}, {zl(4 * f.Zn, 4, 'sd'[f.sz])}, {E.himm(shift)}"


E.ENC("sqrshr", "11000001 sz:1 ih:1 1 imm5:5 11011 N:1 Zn:3 op:1 U:1 Zd:5", _fmt_rshr4, "sme2",
      aliases=("uqrshr", "sqrshru", "sqrshrn", "uqrshrn", "sqrshrun"))
_RSHRN = {(1, 0): "sqrshrn", (1, 1): "uqrshrn", (0, 0): "sqrshrun"}
E.ENC("sqrshrn", "01000101 1011 imm4:4 00 op:1 U:1 10 Zn:4 0 Zd:5",
      lambda f: None if (f.op, f.U) not in _RSHRN else
      f"{_RSHRN[(f.op, f.U)]} z{f.Zd}.h, {zl(2 * f.Zn, 2, 's')}, {E.himm(16 - f.imm4)}", "sme2",
      aliases=("uqrshrn", "sqrshrun"))
