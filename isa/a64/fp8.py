"""FP8 arithmetic (FEAT_FP8, FEAT_FP8FMA, FEAT_FP8DOT2/4): the OCP 8-bit formats E5M2 and E4M3,
the FPMR register that selects them, and exact rounding into half, bfloat16 and single precision.

Everything is computed exactly (Python integers: a value is ``M * 2**E``) and rounded once, as
QEMU 11.1 does (target/arm/tcg/fp8_helper.c: the products and their sum are kept in
``FloatParts64`` and rounded once, ``f8dotadd_*``): FP8 operations run with default NaN, no
flushing, and round to nearest even — or, for the multiplies with FPMR.OSM set, round to
nearest even with overflow to the largest finite value. Arm ARM A1.4.x "8-bit floating-point
formats" and D1.x "FPMR" describe the formats and fields. tilesim does not model the FPSR
cumulative flags, so none are computed here.
"""
from __future__ import annotations

import attrs
import numpy as np

E5M2, E4M3 = 0, 1  # FPMR.F8S1 / F8S2 / F8D encodings of the formats


@attrs.frozen
class Fpmr:
    """The fields of FPMR (Arm ARM "FPMR, Floating-point Mode Register")."""

    f8s1: int     # [2:0] first source format
    f8s2: int     # [5:3] second source format
    f8d: int      # [8:6] destination format
    osm: bool     # [14] multiplies: overflow saturates
    osc: bool     # [15] conversions: overflow saturates
    lscale: int   # [22:16] source scale (2**-LSCALE)
    nscale: int   # [31:24] signed destination scale (half precision: [28:24])
    nscale16: int
    lscale2: int  # [37:32] second source scale (the "2" conversions)

    @classmethod
    def of(cls, v: int) -> "Fpmr":
        ns = v >> 24 & 0xFF
        n16 = v >> 24 & 0x1F
        return cls(v & 7, v >> 3 & 7, v >> 6 & 7, bool(v >> 14 & 1), bool(v >> 15 & 1),
                   v >> 16 & 0x7F, ns - 256 if ns & 0x80 else ns, n16 - 32 if n16 & 0x10 else n16,
                   v >> 32 & 0x3F)


# ----------------------------------------------------------------------------- formats
@attrs.frozen
class Fmt:
    """A binary floating-point format: exponent and fraction widths; ``ieee``: the all-ones
    exponent encodes infinities and NaNs (E4M3 has no infinity and one NaN per sign)."""

    ebits: int
    mbits: int
    ieee: bool = True

    @property
    def bias(self) -> int:
        return (1 << (self.ebits - 1)) - 1

    @property
    def default_nan(self) -> int:
        if not self.ieee:
            return (1 << (self.ebits + self.mbits)) - 1
        return ((1 << self.ebits) - 1) << self.mbits | 1 << (self.mbits - 1)

    @property
    def max_finite(self) -> int:
        emax = (1 << self.ebits) - (2 if self.ieee else 1)
        frac = (1 << self.mbits) - (1 if self.ieee else 2)
        return emax << self.mbits | frac

    @property
    def inf(self) -> int:
        return ((1 << self.ebits) - 1) << self.mbits


F16, BF16, F32 = Fmt(5, 10), Fmt(8, 7), Fmt(8, 23)
# the FP8 dot-product accumulators by element bytes: (format, bits dtype, FPMR.LSCALE mask)
DOT_ACC = {2: (F16, np.uint16, 0xF), 4: (F32, np.uint32, -1)}
FP8 = {E5M2: Fmt(5, 2), E4M3: Fmt(4, 3, ieee=False)}

ZERO, NUM, INF, NAN = 0, 1, 2, 3


def unpack(bits: int, f: Fmt) -> tuple[int, int, int, int]:
    """(class, sign, M, E) with value ``(-1)**sign * M * 2**E``."""
    sign = bits >> (f.ebits + f.mbits) & 1
    e = bits >> f.mbits & ((1 << f.ebits) - 1)
    m = bits & ((1 << f.mbits) - 1)
    top = (1 << f.ebits) - 1
    if f.ieee and e == top:
        return (INF if m == 0 else NAN), sign, 0, 0
    if not f.ieee and e == top and m == (1 << f.mbits) - 1:
        return NAN, sign, 0, 0
    if e == 0:
        return (ZERO if m == 0 else NUM), sign, m, 1 - f.bias - f.mbits
    return NUM, sign, m | 1 << f.mbits, e - f.bias - f.mbits


def pack(cls: int, sign: int, m: int, e: int, f: Fmt, saturate: bool = False,
         inf_saturates: bool = False) -> int:
    """Round ``(-1)**sign * m * 2**e`` (m >= 0) to ``f``, to nearest even; an overflow gives
    the largest finite value when ``saturate``, else infinity (E4M3: its NaN). An infinity
    stays one unless ``inf_saturates`` (the FP8 conversions with FPMR.OSC)."""
    s = sign << (f.ebits + f.mbits)
    if cls == NAN:
        return f.default_nan
    if cls == INF:
        if inf_saturates or not f.ieee and saturate:
            return s | f.max_finite
        return s | (f.inf if f.ieee else f.default_nan)
    if cls == ZERO or m == 0:
        return s
    emin = 1 - f.bias
    ex = max(m.bit_length() - 1 + e, emin)  # the result's exponent before rounding
    q = ex - f.mbits                        # its quantum: the weight of the last fraction bit
    sh = q - e
    if sh <= 0:
        mant = m << -sh
    else:
        mant, rem, half = m >> sh, m & ((1 << sh) - 1), 1 << (sh - 1)
        if rem > half or (rem == half and mant & 1):
            mant += 1
    if mant >> (f.mbits + 1):  # rounding carried into a new binade
        mant >>= 1
        ex += 1
    biased = ex + f.bias if mant >> f.mbits else 0
    bits = biased << f.mbits | (mant & ((1 << f.mbits) - 1))
    if bits > f.max_finite:
        return s | (f.max_finite if saturate else (f.inf if f.ieee else f.default_nan))
    return s | bits


def _table(fmt: int) -> list[tuple[int, int, int, int]]:
    f = FP8.get(fmt)
    if f is None:  # a reserved format: QEMU treats every input as a signalling NaN
        return [(NAN, 0, 0, 0)] * 256
    return [unpack(b, f) for b in range(256)]


_TABLES = {fmt: _table(fmt) for fmt in (E5M2, E4M3, 2)}


def fp8_values(fmt: int) -> list[tuple[int, int, int, int]]:
    """The 256 unpacked values of FP8 format ``fmt`` (a reserved format: all NaN)."""
    return _TABLES.get(fmt, _TABLES[2])


# ----------------------------------------------------------------------------- exact sums
def _add(a: tuple, b: tuple) -> tuple:
    """Exact sum of two unpacked values (Arm FPAdd rules for signed zeros, infinities and
    NaNs; default-NaN mode)."""
    ca, sa, ma, ea = a
    cb, sb, mb, eb = b
    if ca == NAN or cb == NAN:
        return a if ca == NAN else b
    if ca == INF or cb == INF:
        if ca == INF and cb == INF and sa != sb:
            return (NAN, 0, 0, 0)
        return a if ca == INF else b
    if ca == ZERO and cb == ZERO:
        return (ZERO, sa & sb, 0, 0)
    if ca == ZERO:
        return b
    if cb == ZERO:
        return a
    e = min(ea, eb)
    v = (-1) ** sa * (ma << (ea - e)) + (-1) ** sb * (mb << (eb - e))
    if v == 0:
        return (ZERO, 0, 0, 0)
    return (NUM, int(v < 0), abs(v), e)


def _mul(a: tuple, b: tuple) -> tuple:
    ca, sa, ma, ea = a
    cb, sb, mb, eb = b
    s = sa ^ sb
    if ca == NAN or cb == NAN or (ca == INF and cb == ZERO) or (ca == ZERO and cb == INF):
        return (NAN, 0, 0, 0)
    if ca == INF or cb == INF:
        return (INF, s, 0, 0)
    if ca == ZERO or cb == ZERO:
        return (ZERO, s, 0, 0)
    return (NUM, s, ma * mb, ea + eb)


def dot_add(n8: list[int], m8: list[int], acc: int, acc_fmt: Fmt, mode: Fpmr,
            scale_mask: int = -1) -> int:
    """``acc + 2**-LSCALE * sum(n8[i] * m8[i])`` rounded once into ``acc_fmt`` (QEMU f8dot /
    f8dotadd_h / f8dotadd_s: products summed in order, then scaled, then the addend)."""
    t1, t2 = fp8_values(mode.f8s1), fp8_values(mode.f8s2)
    r = _mul(t1[n8[0]], t2[m8[0]])
    for i in range(1, len(n8)):
        r = _add(_mul(t1[n8[i]], t2[m8[i]]), r)
    if r[0] == NUM:
        r = (NUM, r[1], r[2], r[3] - (mode.lscale & scale_mask))
    r = _add(r, unpack(acc, acc_fmt))
    return pack(*r, acc_fmt, saturate=mode.osm)


def dot_add_lanes(n: np.ndarray, m: np.ndarray, acc: np.ndarray, acc_fmt: Fmt, mode: Fpmr,
                  scale_mask: int = -1) -> np.ndarray:
    """:func:`dot_add` per lane: ``n``/``m`` uint8 [lanes, k], ``acc`` uint16/uint32 [lanes]."""
    out = acc.copy()
    nl, ml = n.tolist(), m.tolist()
    for i, c in enumerate(acc.tolist()):
        out[i] = dot_add(nl[i], ml[i], c, acc_fmt, mode, scale_mask)
    return out


# ----------------------------------------------------------------------------- conversions
def from_fp8(b: np.ndarray, fmt: int, to: Fmt, scale: int) -> list[int]:
    """FP8 bytes to ``to`` (F1CVT, BF2CVT…): each value times ``2**-scale``, rounded to
    nearest even (NaNs give the default NaN)."""
    t = fp8_values(fmt)
    out = []
    for x in b.tolist():
        c, s, mm, e = t[x]
        out.append(pack(c, s, mm, e - scale, to))
    return out


@attrs.frozen
class Widening:
    """F1CVT/F2CVT/BF1CVT/BF2CVT (any suffix): which source format and scale FPMR gives
    (F2…: F8S2 and LSCALE2), and the result format (BF…: bfloat16 with LSCALE[5:0]; else half
    precision with LSCALE[3:0]) (QEMU fp8_src_start)."""

    second: bool
    to: Fmt
    mask: int

    @classmethod
    def of(cls, mnemonic: str) -> "Widening":
        bf = mnemonic.startswith("bf")
        return cls(mnemonic.lstrip("b").startswith("f2"), BF16 if bf else F16, 0x3F if bf else 0xF)

    def convert(self, b: np.ndarray, mode: Fpmr) -> list[int]:
        fmt = mode.f8s2 if self.second else mode.f8s1
        scale = (mode.lscale2 if self.second else mode.lscale) & self.mask
        return from_fp8(b, fmt, self.to, scale)


def to_fp8(v: np.ndarray, frm: Fmt, mode: Fpmr, nscale: int) -> list[int]:
    """Half, bfloat16 or single values to FP8 format FPMR.F8D (FCVTN, BFCVTN, FCVTNB/NT): each
    value times ``2**nscale``, rounded to nearest even; overflow saturates when FPMR.OSC
    (an infinity too), a reserved F8D gives 0xFF."""
    f = FP8.get(mode.f8d)
    out = []
    for x in v.tolist():
        if f is None:
            out.append(0xFF)
            continue
        c, s, mm, e = unpack(x, frm)
        out.append(pack(c, s, mm, e + nscale, f, saturate=mode.osc, inf_saturates=mode.osc))
    return out
