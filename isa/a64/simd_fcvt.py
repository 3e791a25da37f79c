"""AdvSIMD floating-point conversions and estimates (Arm ARM C7.2; encodings C4.1.95 "two-register
miscellaneous", "scalar two-register miscellaneous" and the fixed-point forms of "shift by
immediate"):

* FCVT<r>S/FCVT<r>U and SCVTF/UCVTF on scalar SIMD registers (Hd/Sd/Dd, same size), and
  between scalar SIMD&FP registers of different sizes (FEAT_FPRCVT: FCVTAS Sd, Hn; SCVTF Hd, Dn;
  ...; QEMU 11.1 also runs the same-size words of that encoding, as the same conversions);
* fixed point: FCVTZS/FCVTZU/SCVTF/UCVTF Vd.T, Vn.T, #fbits and Hd/Sd/Dd, #fbits;
* FRECPE/FRSQRTE (vector and scalar), FRECPX (scalar), URECPE/URSQRTE (.2s/.4s);
* FCVTXN{2} (double to single, rounding to odd), FRINT32Z/FRINT32X/FRINT64Z/FRINT64X.

The estimates follow the Arm ARM pseudocode (shared/functions/float/fprecipestimate,
fprsqrtestimate, unsignedrecipestimate: RecipEstimate and RecipSqrtEstimate on 9-bit
significands), as QEMU's ``recip_estimate``/``do_recip_sqrt_estimate`` do.
"""
from __future__ import annotations

import math

import numpy as np

from . import encoding as E
from . import fp
from . import operands as O
from .fp_convert import round_to_float, to_fixed
from .simd import FLOAT, HOOKS, bind_vec, vec
from .simd_elems import lanes, pack, same_shape
from .table import Args, insn

# binary16/32/64: (exponent bits, fraction bits)
_EF = {2: (5, 10), 4: (8, 23), 8: (11, 52)}


def recip_estimate(a: int) -> int:
    """RecipEstimate: 9-bit a (256..511, i.e. 0.5 <= x < 1) -> 256..511 (1/x, 8 fraction bits)."""
    a = a * 2 + 1
    b = (1 << 19) // a
    return (b + 1) // 2


def recip_sqrt_estimate(a: int) -> int:
    """RecipSqrtEstimate: 9-bit a (128..511, 0.25 <= x < 1) -> 256..511."""
    if a < 256:
        a = a * 2 + 1
    else:
        a = (a >> 1) << 1
        a = (a + 1) * 2
    b = 512
    while a * (b + 1) * (b + 1) < (1 << 28):
        b += 1
    return (b + 1) // 2


def _nan_or(u: int, esz: int) -> int | None:
    """The result for a NaN operand (quietened), or None when ``u`` is not a NaN."""
    e, f = _EF[esz]
    if (u >> f) & ((1 << e) - 1) == (1 << e) - 1 and u & ((1 << f) - 1):
        return u | (1 << (f - 1))
    return None


def _unpack(u: int, esz: int) -> tuple[int, int, int, int, int]:
    """(exponent bits, fraction bits, sign, biased exponent, fraction) of an element."""
    e, f = _EF[esz]
    return e, f, u >> (e + f) & 1, (u >> f) & ((1 << e) - 1), u & ((1 << f) - 1)


def frecpe_bits(u: int, esz: int) -> int:
    """FPRecipEstimate (FPCR = 0) on the bits of one element."""
    e, f, sign, exp, frac = _unpack(u, esz)
    nan = _nan_or(u, esz)
    if nan is not None:
        return nan
    inf = sign << (e + f) | ((1 << e) - 1) << f
    if exp == (1 << e) - 1:
        return sign << (e + f)                       # 1/inf = 0
    if exp == 0 and frac == 0:
        return inf                                   # 1/0 = inf (DZC)
    # tiny values overflow to infinity (round to nearest): |x| < 2^-(bias+2)
    if exp == 0 and frac >> (f - 2) == 0:
        return inf
    if exp == 0:
        if frac >> (f - 1) & 1 == 0:
            exp, frac = -1, (frac << 2) & ((1 << f) - 1)
        else:
            frac = (frac << 1) & ((1 << f) - 1)
    scaled = 1 << 8 | frac >> (f - 8)
    result_exp = {2: 29, 4: 253, 8: 2045}[esz] - exp
    est = recip_estimate(scaled)
    frac = (est & 0xFF) << (f - 8)
    if result_exp == 0:
        frac = 1 << (f - 1) | frac >> 1
    elif result_exp == -1:
        frac = 1 << (f - 2) | frac >> 2
        result_exp = 0
    return sign << (e + f) | (result_exp & ((1 << e) - 1)) << f | frac


def frsqrte_bits(u: int, esz: int) -> int:
    """FPRSqrtEstimate (FPCR = 0) on the bits of one element."""
    e, f, sign, exp, frac = _unpack(u, esz)
    nan = _nan_or(u, esz)
    if nan is not None:
        return nan
    if exp == 0 and frac == 0:
        return sign << (e + f) | ((1 << e) - 1) << f    # 1/sqrt(+-0) = +-inf (DZC)
    if sign:
        return fp.default_nan_bits(FLOAT[esz])            # negative: invalid
    if exp == (1 << e) - 1:
        return 0                                         # 1/sqrt(inf) = +0
    if exp == 0:
        while frac >> (f - 1) & 1 == 0:
            frac = (frac << 1) & ((1 << f) - 1)
            exp -= 1
        frac = (frac << 1) & ((1 << f) - 1)
    scaled = (1 << 8 | frac >> (f - 8)) if exp & 1 == 0 else (1 << 7 | frac >> (f - 7))
    result_exp = ({2: 44, 4: 380, 8: 3068}[esz] - exp) // 2
    est = recip_sqrt_estimate(scaled)
    return (result_exp & ((1 << e) - 1)) << f | (est & 0xFF) << (f - 8)


def frecpx_bits(u: int, esz: int) -> int:
    """FPRecpX: the sign, the inverted exponent (max finite for zero/subnormal), no fraction."""
    e, f = _EF[esz]
    nan = _nan_or(u, esz)
    if nan is not None:
        return nan
    sign, exp = u >> (e + f) & 1, (u >> f) & ((1 << e) - 1)
    new = ((1 << e) - 2) if exp == 0 else (~exp & ((1 << e) - 1))
    return sign << (e + f) | new << f


def urecpe(u: int) -> int:
    return 0xFFFFFFFF if not u >> 31 else (recip_estimate(u >> 23) & 0x1FF) << 23


def ursqrte(u: int) -> int:
    return 0xFFFFFFFF if not u >> 30 else (recip_sqrt_estimate(u >> 23) & 0x1FF) << 23


_EST = {"frecpe": frecpe_bits, "frsqrte": frsqrte_bits, "frecpx": frecpx_bits}


@insn("frecpe", "frsqrte", "frecpx", "urecpe", "ursqrte", klass="fp", first="VReg|FReg")
def estimate(a: Args):
    """FRECPE/FRSQRTE Vd.T, Vn.T | Hd/Sd/Dd; FRECPX Hd/Sd/Dd; URECPE/URSQRTE Vd.2s|4s."""
    a.count(2, usage="Vd.4s, Vn.4s")
    if a.m in ("urecpe", "ursqrte"):
        (d, n), esz, nl, _ = same_shape(a, (0, 1), "2s 4s", "")
        fn = urecpe if a.m == "urecpe" else ursqrte
        return bind_vec(d, [n], 16, lambda vn: pack([fn(x) for x in lanes(vn, 4, nl, False)], 4))
    (d, n), esz, nl, _ = same_shape(a, (0, 1), "" if a.m == "frecpx" else "4h 8h 2s 4s 2d",
                                    "hsd")
    fn = _EST[a.m]
    return bind_vec(d, [n], 16, lambda vn: pack([fn(x, esz) for x in lanes(vn, esz, nl, False)],
                                                esz))


# ----------------------------------------------------------------------------- conversions
_FCVT = tuple(f"fcvt{r}{s}" for r in "nmapz" for s in "su")


def _to_int(esz: int, nl: int, fbits: int, signed: bool, mode: str):
    F = FLOAT[esz]
    return lambda vn: pack([to_fixed(float(v), fbits, 8 * esz, signed, mode)
                            for v in vn[:esz * nl].view(F)], esz)


def _to_float(esz: int, nl: int, fbits: int, signed: bool):
    F = FLOAT[esz]
    return lambda vn: np.array([round_to_float(x, fbits, esz)
                                for x in lanes(vn, esz, nl, signed)], F)


def _fbits(a: Args, esz: int) -> int:
    return a.imm(2, 1, 8 * esz, "fixed-point fraction bits", f"#fbits is 1-{8 * esz}")


@insn(*_FCVT, klass="fp", first="FReg")
def fcvt_scalar(a: Args):
    """FCVT<r>S/FCVT<r>U Hd|Sd|Dd, Hn|Sn|Dn (saturating, same size); FCVTZS/FCVTZU also
    with #fbits."""
    a.count(2, 3, usage="Sd, Sn{, #fbits}")
    return convert(a)


_SCALAR_BYTES = {"h": 2, "s": 4, "d": 8}


def _mixed_sizes(a: Args) -> bool:
    """Two scalar SIMD&FP registers of different sizes (an FEAT_FPRCVT form)."""
    return (len(a) == 2 and all(type(a[i]) is O.FReg for i in (0, 1))
            and a[0].kind != a[1].kind
            and a[0].kind in _SCALAR_BYTES and a[1].kind in _SCALAR_BYTES)


def convert_mixed(a: Args):
    """FEAT_FPRCVT (Arm ARM C7.2 "FCVTAS (scalar SIMD&FP)" ... "UCVTF (scalar SIMD&FP)"):
    FCVT<r>S/U Sd, Hn | Dd, Sn | Dd, Hn | Sd, Dn, an integer of the destination's size in a
    SIMD&FP register (saturating; NaN gives 0); SCVTF/UCVTF Hd, Sn | Dd, Sn | Hd, Dn | Sd, Dn from
    one (rounded once, nearest even)."""
    d, n = a[0], a[1]
    dsz, nsz = _SCALAR_BYTES[d.kind], _SCALAR_BYTES[n.kind]
    pairs = (("h", "s"), ("d", "s"), ("h", "d"), ("s", "d")) if a.m.endswith("cvtf") else \
        (("s", "h"), ("d", "s"), ("d", "h"), ("s", "d"))
    if (d.kind, n.kind) not in pairs:
        raise a.error(0, f"'{a.m}' converts " + ", ".join(f"{n_.upper()}n to {d_.upper()}d"
                                                           for d_, n_ in pairs),
                      f"e.g. {a.m} {pairs[0][0]}0, {pairs[0][1]}1")
    if a.m.endswith("cvtf"):
        return bind_vec(d.num, [n.num], 16, lambda vn: np.array(
            [round_to_float(lanes(vn, nsz, 1, a.m == "scvtf")[0], 0, dsz)], FLOAT[dsz]))
    signed, mode, F = a.m.endswith("s"), a.m[4], FLOAT[nsz]
    return bind_vec(d.num, [n.num], 16, lambda vn: pack(
        [to_fixed(float(vn[:nsz].view(F)[0]), 0, 8 * dsz, signed, mode)], dsz))


def convert(a: Args):
    """Vector or scalar SIMD&FP conversion: FCVT<r>S/U and SCVTF/UCVTF {, #fbits}."""
    if _mixed_sizes(a):
        return convert_mixed(a)
    (d, n), esz, nl, _ = same_shape(a, (0, 1), "4h 8h 2s 4s 2d", "hsd")
    if esz == 1:
        raise a.error(0, "expected .h, .s or .d elements")
    fbits = 0
    if len(a) == 3:
        if a.m not in ("fcvtzs", "fcvtzu", "scvtf", "ucvtf"):
            raise a.error(2, f"'{a.m}' has no fixed-point form")
        fbits = _fbits(a, esz)
    if a.m.endswith("cvtf"):
        return bind_vec(d, [n], 16, _to_float(esz, nl, fbits, a.m == "scvtf"))
    return bind_vec(d, [n], 16, _to_int(esz, nl, fbits, a.m.endswith("s"), a.m[4]))


HOOKS["convert"] = convert


@insn("fcvtxn", "fcvtxn2", klass="fp", first="VReg|FReg")
def fcvtxn(a: Args):
    """FCVTXN{2} Vd.2s|4s, Vn.2d | Sd, Dn: double to single, rounding to odd (no double
    rounding when narrowed again)."""
    a.count(2, usage="Vd.2s, Vn.2d")
    upper = a.m.endswith("2")
    if type(a._get(0)) is O.FReg:
        if upper or a[0].kind != "s" or type(a[1]) is not O.FReg or a[1].kind != "d":
            raise a.error(0, "fcvtxn Sd, Dn")
        d, n, nl = a[0].num, a[1].num, 1
    else:
        d, _, dl = vec(a, 0, "4s" if upper else "2s")
        n, _, nl = vec(a, 1, "2d")

    def run(vn, vd):
        out = fp.fcvt_odd_f32(vn[:8 * nl].view(np.float64)).view(np.uint8)
        return np.concatenate([vd[:8], out]) if upper else out
    return bind_vec(d, [n], 16, run, read_d=True)


def frint_n(bits: int, exact: bool):
    """FRINT32Z/FRINT64Z (toward zero) and FRINT32X/FRINT64X (nearest even): round to an
    integral value that fits ``bits``-bit signed integers, else the most negative one."""
    def one(x: float) -> float:
        if math.isnan(x) or math.isinf(x):
            return float(-(1 << (bits - 1)))
        r = math.trunc(x) if not exact else round(x)  # Python round: ties to even
        if not -(1 << (bits - 1)) <= r < (1 << (bits - 1)):
            return float(-(1 << (bits - 1)))
        return math.copysign(float(r), x) if r == 0 else float(r)
    return one


@insn("frint32z", "frint32x", "frint64z", "frint64x", klass="fp", first="VReg|FReg")
def frint_ts(a: Args):
    """FRINT32Z/32X/64Z/64X Vd.2s|4s|2d, Vn.T | Sd, Sn | Dd, Dn (FEAT_FRINTTS)."""
    a.count(2, usage="Vd.4s, Vn.4s")
    (d, n), esz, nl, _ = same_shape(a, (0, 1), "2s 4s 2d", "sd")
    F, one = FLOAT[esz], frint_n(int(a.m[5:7]), a.m.endswith("x"))
    return bind_vec(d, [n], 16, lambda vn: np.array([one(float(v)) for v in
                                                     vn[:esz * nl].view(F)], F))


# ----------------------------------------------------------------------------- encodings
# (U, a, opcode) -> scalar/vector misc FP forms here
_MISC_ENC = {(0, 0, 0b11010): "fcvtns", (0, 0, 0b11011): "fcvtms", (0, 0, 0b11100): "fcvtas",
             (0, 0, 0b11101): "scvtf", (0, 1, 0b11010): "fcvtps", (0, 1, 0b11011): "fcvtzs",
             (0, 1, 0b11101): "frecpe", (0, 1, 0b11111): "frecpx", (1, 0, 0b11010): "fcvtnu",
             (1, 0, 0b11011): "fcvtmu", (1, 0, 0b11100): "fcvtau", (1, 0, 0b11101): "ucvtf",
             (1, 1, 0b11010): "fcvtpu", (1, 1, 0b11011): "fcvtzu", (1, 1, 0b11101): "frsqrte"}


def _fmt_scalar(f):
    if f.U and not f.a and f.opcode == 0b10110:
        return f"fcvtxn s{f.Rd}, d{f.Rn}" if f.get("sz") else None
    m = _MISC_ENC.get((f.U, f.a, f.opcode))
    if m is None:
        return None
    r = "sd"[f.sz] if "sz" in f else "h"
    return f"{m} {r}{f.Rd}, {r}{f.Rn}"


_VEC_MISC = {(0, 1, 0b11101): "frecpe", (1, 1, 0b11101): "frsqrte",
             (0, 0, 0b11110): "frint32z", (0, 0, 0b11111): "frint64z",
             (1, 0, 0b11110): "frint32x", (1, 0, 0b11111): "frint64x"}


def _fmt_vec(f):
    if f.a and f.opcode == 0b11100 and not f.sz:
        t = ("2s", "4s")[f.Q]
        return f"{('urecpe', 'ursqrte')[f.U]} v{f.Rd}.{t}, v{f.Rn}.{t}"
    if f.U and not f.a and f.opcode == 0b10110:
        return f.sz and f"fcvtxn{'2' if f.Q else ''} v{f.Rd}.{('2s', '4s')[f.Q]}, v{f.Rn}.2d" \
            or None
    m = _VEC_MISC.get((f.U, f.a, f.opcode))
    if m is None or (f.sz and not f.Q):
        return None
    t = ("2s", "4s")[f.Q] if not f.sz else "2d"
    return f"{m} v{f.Rd}.{t}, v{f.Rn}.{t}"


def _fmt_vec_h(f):
    m = {(0, 0b11101): "frecpe", (1, 0b11101): "frsqrte"}.get((f.U, f.opcode)) if f.a else None
    t = ("4h", "8h")[f.Q]
    return m and f"{m} v{f.Rd}.{t}, v{f.Rn}.{t}"


def _fixed(f) -> tuple[str, int, int] | None:
    """(mnemonic, element bytes, fbits) of a fixed-point shift-by-immediate word."""
    if f.immh >> 1 == 0:  # 000x: other groups (and 8-bit is unallocated)
        return None
    log = f.immh.bit_length() - 1  # 1: h, 2: s, 3: d
    esize = 8 << log
    m = {0b11100: ("scvtf", "ucvtf"), 0b11111: ("fcvtzs", "fcvtzu")}.get(f.opcode)
    if m is None:
        return None
    return m[f.U], 1 << log, 2 * esize - (f.immh << 3 | f.immb)


def _fmt_fixed_vec(f):
    hit = _fixed(f)
    if hit is None:
        return None
    m, esz, fb = hit
    t = {2: ("4h", "8h"), 4: ("2s", "4s"), 8: (None, "2d")}[esz][f.Q]
    return t and f"{m} v{f.Rd}.{t}, v{f.Rn}.{t}, {E.himm(fb)}"


def _fmt_fixed_scalar(f):
    hit = _fixed(f)
    if hit is None:
        return None
    m, esz, fb = hit
    r = "bhsd"[esz.bit_length() - 1]
    return f"{m} {r}{f.Rd}, {r}{f.Rn}, {E.himm(fb)}"


# FEAT_FPRCVT: the (rmode, opcode) of each conversion in "Conversion between floating-point
# and integer" (sf 0 0 11110 ftype 1 rmode opcode 000000 Rn Rd), and the (sf, ftype) register
# sizes (integer, floating point); spelled as GNU binutils' gas/testsuite/gas/aarch64/fprcvt.d
_FPRCVT = {(3, 2): "fcvtas", (3, 3): "fcvtau", (2, 4): "fcvtms", (2, 5): "fcvtmu",
           (1, 2): "fcvtns", (1, 3): "fcvtnu", (2, 2): "fcvtps", (2, 3): "fcvtpu",
           (2, 6): "fcvtzs", (2, 7): "fcvtzu", (3, 4): "scvtf", (3, 5): "ucvtf"}
_FPRCVT_SIZES = {(0, 3): ("s", "h"), (1, 0): ("d", "s"), (1, 3): ("d", "h"), (0, 1): ("s", "d"),
                 (0, 0): ("s", "s"), (1, 1): ("d", "d")}


def _fmt_fprcvt(f):
    m = _FPRCVT.get((f.rmode, f.opcode))
    sizes = _FPRCVT_SIZES.get((f.sf, f.ftype))
    if m is None or sizes is None:
        return None
    i, v = sizes
    if m.endswith("cvtf"):
        return f"{m} {v}{f.Rd}, {i}{f.Rn}"
    return f"{m} {i}{f.Rd}, {v}{f.Rn}"


def _fmt_frint_scalar(f):
    m = ("frint32z", "frint32x", "frint64z", "frint64x")[f.op]
    r = "sd"[f.sz]
    return f"{m} {r}{f.Rd}, {r}{f.Rn}"


E.ENC("frint32z", "000 11110 0 sz:1 1 0100 op:2 10000 Rn:5 Rd:5", _fmt_frint_scalar,
      aliases=("frint32x", "frint64z", "frint64x"))

_CVTS = (*_FCVT, "scvtf", "ucvtf", "frecpe", "frecpx", "frsqrte", "fcvtxn")
E.ENC("fcvtzs", "01 U:1 11110 a:1 sz:1 10000 opcode:5 10 Rn:5 Rd:5", _fmt_scalar, aliases=_CVTS)
E.ENC("fcvtzs", "01 U:1 11110 a:1 1111 00 opcode:5 10 Rn:5 Rd:5", _fmt_scalar, aliases=_CVTS)
E.ENC("frecpe", "0 Q:1 U:1 01110 a:1 sz:1 10000 opcode:5 10 Rn:5 Rd:5", _fmt_vec,
      aliases=("frsqrte", "urecpe", "ursqrte", "fcvtxn", "fcvtxn2", "frint32z", "frint32x",
               "frint64z", "frint64x"))
E.ENC("frecpe", "0 Q:1 U:1 01110 a:1 1 11100 opcode:5 10 Rn:5 Rd:5", _fmt_vec_h,
      aliases=("frsqrte",))
E.ENC("fcvtzs", "0 Q:1 U:1 011110 immh:4 immb:3 opcode:5 1 Rn:5 Rd:5", _fmt_fixed_vec,
      aliases=("fcvtzu", "scvtf", "ucvtf"))
E.ENC("fcvtzs", "01 U:1 111110 immh:4 immb:3 opcode:5 1 Rn:5 Rd:5", _fmt_fixed_scalar,
      aliases=("fcvtzu", "scvtf", "ucvtf"))
E.ENC("fcvtas", "sf:1 0 0 11110 ftype:2 1 rmode:2 opcode:3 000000 Rn:5 Rd:5", _fmt_fprcvt,
      "fprcvt", aliases=tuple(m for m in _FPRCVT.values() if m != "fcvtas"))
