"""Base A64 bitfields (UBFX/SBFX/UBFIZ/SBFIZ/BFI/BFXIL/BFC, BFM/UBFM/SBFM, EXTR), extends and bit
counting (CLZ/CLS/RBIT/REV)."""
from __future__ import annotations

from .base import _BITS, _MASK
from . import encoding as E
from .encoding import Fields
from .sem import Form, form
from .table import XZR_READ, Args, insn


# ----------------------------------------------------------------------------- bitfields
def _bitfield(d, n, is64, immr, imms, signed, keep_dst) -> Form:
    """BFM/SBFM/UBFM (Arm ARM shared pseudocode, with DecodeBitMasks' wmask/tmask) as a form:
    the rotation and masks are fixed at decode time."""
    bits = _BITS[is64]
    mask = _MASK[is64]

    def ones(k):
        return (1 << k) - 1

    # DecodeBitMasks(N, imms, immr, immediate=False)
    levels = bits - 1
    s_, r_ = imms & levels, immr & levels
    diff = (s_ - r_) & levels
    welem = ones(s_ + 1)
    tmask = ones(diff + 1)
    wmask = ((welem >> r_) | (welem << (bits - r_))) & mask if r_ else welem
    src = "{n}" if is64 else f"({{n}} & {mask})"
    rot = src if r_ == 0 else f"(({src} >> {r_}) | ({src} << {bits - r_}))"
    if keep_dst:  # BFM: bits outside the field from Xd
        keep = mask & ~(wmask & tmask)
        text = f"({{d}} & {keep}) | ({rot} & {wmask & tmask})"
        return form(f"{{d}} = {text}", {"d": d, "n": n}, ("d",))
    low = f"{rot} & {wmask & tmask}"
    if signed:  # the field's top bit (bit s of the source) fills the bits above it
        high = mask & ~tmask
        if high:
            low = f"({low}) | (-(({src} >> {s_}) & 1) & {high})"
    return form(f"{{d}} = {low}", {"d": d, "n": n}, ("d",))


def _bf_decode(a: Args, kind: str):
    a.count(4, usage="Xd, Xn, #lsb, #width")
    d, is64 = a.gpr(0, write=True)
    n, _ = a.gpr(1)
    a.same_width(0, 1)
    bits = _BITS[is64]
    lsb = a.imm(2, 0, bits - 1, "lsb")
    width = a.imm(3, 1, bits - lsb, "width")
    if kind in ("ubfx", "sbfx", "bfxil"):
        immr, imms = lsb, lsb + width - 1
    else:  # ubfiz, sbfiz, bfi
        immr, imms = (-lsb) % bits, width - 1
    return d, n, is64, immr, imms


@insn("ubfx", "sbfx", "ubfiz", "sbfiz", "bfi", "bfxil")
def bitfield(a: Args):
    d, n, is64, immr, imms = _bf_decode(a, a.m)
    return _bitfield(d, n, is64, immr, imms, a.m[0] == "s", a.m.startswith("bf"))


@insn("bfc")
def bfc(a: Args):
    """BFC Xd, #lsb, #width: BFM Xd, XZR, #(-lsb MOD size), #(width-1) (Arm ARM C6.2 BFC)."""
    a.count(3, usage="Xd, #lsb, #width")
    d, is64 = a.gpr(0, write=True)
    bits = _BITS[is64]
    lsb = a.imm(1, 0, bits - 1, "lsb")
    width = a.imm(2, 1, bits - lsb, "width")
    src = XZR_READ
    return _bitfield(d, src, is64, (-lsb) % bits, width - 1, False, True)


@insn("extr")
def extr(a: Args):
    """EXTR Xd, Xn, Xm, #lsb: bits lsb.. of the concatenation Xn:Xm (Arm ARM C6.2 EXTR)."""
    a.count(4, usage="Xd, Xn, Xm, #lsb")
    d, is64 = a.gpr(0, write=True)
    n, _ = a.gpr(1)
    m, _ = a.gpr(2)
    a.same_width(0, 1, 2)
    bits, mask = _BITS[is64], _MASK[is64]
    lsb = a.imm(3, 0, bits - 1, "lsb")

    return form(f"{{d}} = ((({{n}} & {mask}) << {bits} | ({{m}} & {mask})) >> {{lsb}}) & {mask}",
                {"d": d, "n": n, "m": m}, ("d",), {"lsb": lsb})


@insn("ubfm", "sbfm", "bfm")
def bfm(a: Args):
    a.count(4, usage="Xd, Xn, #immr, #imms")
    d, is64 = a.gpr(0, write=True)
    n, _ = a.gpr(1)
    a.same_width(0, 1)
    bits = _BITS[is64]
    immr = a.imm(2, 0, bits - 1, "immr")
    imms = a.imm(3, 0, bits - 1, "imms")
    return _bitfield(d, n, is64, immr, imms, a.m[0] == "s", a.m == "bfm")


@insn("sxtb", "sxth", "sxtw", "uxtb", "uxth", "uxtw")
def extend(a: Args):
    """SXT*/UXT*. GNU as also takes ``uxtb/uxth/uxtw Xd, Wn`` (as ``uxtb Wd, Wn``…, ``uxtw`` as
    ``mov Wd, Wn``): a W write zeroes the upper half, so the X destination gets the same value."""
    a.count(2, usage="Xd, Wn")
    d, is64 = a.gpr(0, write=True)
    n, n64 = a.gpr(1, width=32)
    if a.m == "sxtw" and not is64:
        raise a.error(0, "sxtw needs an x destination", "sxtw xd, wn")
    ebits = {"b": 8, "h": 16, "w": 32}[a.m[-1]]
    em, es = (1 << ebits) - 1, 1 << (ebits - 1)
    if a.m[0] == "s":
        return form(f"{{d}} = ((({{n}} & {em}) ^ {es}) - {es}) & {_MASK[is64]}", {"d": d, "n": n},
                    ("d",))
    return form(f"{{d}} = {{n}} & {em}", {"d": d, "n": n}, ("d",))


# ----------------------------------------------------------------------------- bit counting
@insn("clz", "cls", "rbit", "rev", "rev16", "rev32", "rev64")
def bitops(a: Args):
    a.count(2, usage="Xd, Xn")
    d, is64 = a.gpr(0, write=True)
    n, _ = a.gpr(1)
    a.same_width(0, 1)
    bits = _BITS[is64]
    nbytes = bits // 8
    if a.m in ("rev32", "rev64") and not is64:
        raise a.error(0, f"{a.m} needs x registers", f"{a.m} xd, xn")

    mask = _MASK[is64]
    src = "{n}" if is64 else f"({{n}} & {mask})"
    h = 0x00FF00FF00FF00FF & mask
    swapped = f"int.from_bytes({src}.to_bytes({nbytes}, 'little'), 'big')"
    text = {"clz": f"{bits} - {src}.bit_length()",
            "rbit": f"int(format({src}, '0{bits}b')[::-1], 2)",
            "rev": swapped, "rev64": swapped,  # (REV64 is an alias of REV Xd, Arm ARM C6.2)
            "rev16": f"(({src} & {h}) << 8) | (({src} >> 8) & {h})",
            "rev32": f"(({swapped} >> 32) | ({swapped} << 32)) & {mask}",
            "cls": f"{bits - 1} - (({src} ^ ({src} >> 1)) & {(1 << (bits - 1)) - 1}).bit_length()",
            }[a.m]
    return form(f"{{d}} = {text}", {"d": d, "n": n}, ("d",))


# ----------------------------------------------------------------------------- encodings
# Arm ARM C4.1.64 (Data processing -- immediate): bitfield. The preferred aliases follow the
# Arm ARM's alias conditions for SBFM/BFM/UBFM (C6.2 ASR, LSL, SBFIZ, BFC, …; checked against
# llvm-objdump-19 on every immr/imms pair): ASR/LSR/LSL, BFC when Rn is ZR (and imms < immr or
# immr = 0), SBFIZ/UBFIZ/BFI when imms < immr, SXTB/SXTH/SXTW/UXTB/UXTH, else SBFX/UBFX/BFXIL.
def _fmt_bitfield(f):
    bits = 64 if f.sf else 32
    if f.opc == 3 or f.N != f.sf or (not f.sf and (f.immr | f.imms) >> 5):
        return None
    rd, rn, r, s = E.r(f.sf, f.Rd), E.r(f.sf, f.Rn), f.immr, f.imms
    kind = ("s", "", "u")[f.opc]
    if f.opc != 1 and s == bits - 1:
        return f"{'asr' if f.opc == 0 else 'lsr'} {rd}, {rn}, #{r}"
    if f.opc == 2 and s + 1 == r:
        return f"lsl {rd}, {rn}, #{bits - 1 - s}"
    if f.opc == 1 and f.Rn == 31 and (s < r or r == 0):  # BFC (lsb = 0 included)
        return f"bfc {rd}, #{(bits - r) % bits}, #{s + 1}"
    if s < r:
        m = "bfi" if f.opc == 1 else kind + "bfiz"
        return f"{m} {rd}, {rn}, #{bits - r}, #{s + 1}"
    if r == 0 and f.opc != 1 and (s in (7, 15) or (s == 31 and f.opc == 0)) and (
            f.opc == 0 or not f.sf):
        return f"{kind}xt{({7: 'b', 15: 'h', 31: 'w'})[s]} {rd}, {E.w(f.Rn)}"
    m = "bfxil" if f.opc == 1 else kind + "bfx"
    return f"{m} {rd}, {rn}, #{r}, #{s - r + 1}"


E.ENC("sbfm", "sf:1 opc:2 100110 N:1 immr:6 imms:6 Rn:5 Rd:5", _fmt_bitfield,
      aliases=("bfm", "ubfm", "asr", "lsr", "lsl", "sbfiz", "ubfiz", "bfi", "sxtb", "sxth",
               "sxtw", "uxtb", "uxth", "sbfx", "ubfx", "bfxil"))
# BFC is BFM with Rn = ZR (FEAT_ASMv8p2 spelling); the same formatter, tried first.
E.ENC("bfc", "sf:1 01 100110 N:1 immr:6 imms:6 11111 Rd:5",
      lambda f: _fmt_bitfield(Fields(f, opc=1, Rn=31)))


# Arm ARM C4.1.64: extract. EXTR with Rn == Rm is ROR (immediate); llvm-objdump prints the
# amount in hex.
def _fmt_extr(f):
    if f.N != f.sf or (not f.sf and f.imms >= 32):
        return None
    rd, rn, rm = E.r(f.sf, f.Rd), E.r(f.sf, f.Rn), E.r(f.sf, f.Rm)
    if f.Rn == f.Rm:
        return f"ror {rd}, {rn}, {E.himm(f.imms)}"
    return f"extr {rd}, {rn}, {rm}, {E.himm(f.imms)}"


E.ENC("extr", "sf:1 00 100111 N:1 0 Rm:5 imms:6 Rn:5 Rd:5", _fmt_extr, aliases=("ror",))


# Arm ARM C4.1.67 (Data processing -- register): data processing (1 source). REV64 is an alias
# of REV Xd that llvm-objdump prints as REV.
def _fmt_dp1(f):
    if f.opc == 3 and not f.sf:
        return None
    m = ("rbit", "rev16", "rev32" if f.sf else "rev", "rev")[f.opc]
    return f"{m} {E.r(f.sf, f.Rd)}, {E.r(f.sf, f.Rn)}"


E.ENC("rbit", "sf:1 1 0 11010110 00000 0000 opc:2 Rn:5 Rd:5", _fmt_dp1,
      aliases=("rev16", "rev32", "rev", "rev64"))
E.ENC("clz", "sf:1 1 0 11010110 00000 00010 op:1 Rn:5 Rd:5",
      lambda f: f"{('clz', 'cls')[f.op]} {E.r(f.sf, f.Rd)}, {E.r(f.sf, f.Rn)}", aliases=("cls",))
