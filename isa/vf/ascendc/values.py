"""What a C++ expression of the VF subset evaluates to while a VF is lowered: compile-time
constants, types, runtime scalars as affine forms over scalar registers and loop counters (so an
address keeps its ``base + Σ counter·stride`` shape for the AddrReg analysis), UB pointers,
registers, constant structs and the Reg API's enumerations.
"""
from __future__ import annotations

import re

import attrs
import numpy as np

# C++ scalar type -> VF element type suffix (isa.vf.types)
VF_TYPE = {"float": "f32", "half": "f16", "bfloat16_t": "bf16", "int32_t": "s32", "uint32_t": "u32",
           "int16_t": "s16", "uint16_t": "u16", "int8_t": "s8", "uint8_t": "u8", "int": "s32",
           "unsigned": "u32", "short": "s16", "char": "s8", "int64_t": "s64", "uint64_t": "u64",
           "float32_t": "f32", "float16_t": "f16", "bool": "u8", "double": "f32", "size_t": "u64",
           "long": "s64"}
SIZEOF = {"float": 4, "half": 2, "bfloat16_t": 2, "int32_t": 4, "uint32_t": 4, "int16_t": 2,
          "uint16_t": 2, "int8_t": 1, "uint8_t": 1, "int": 4, "unsigned": 4, "short": 2, "char": 1,
          "int64_t": 8, "uint64_t": 8, "float32_t": 4, "float16_t": 2, "bool": 1, "double": 8,
          "size_t": 8, "long": 8}
FLOAT_TYPES = ("float", "half", "bfloat16_t", "double", "float32_t", "float16_t")
ALIASES = {"float32_t": "float", "float16_t": "half", "unsigned int": "unsigned", "signed": "int",
           "long long": "long", "unsigned long": "uint64_t", "int64": "int64_t"}

# C API register types -> the Reg API's
VECTOR_TYPES = {"vector_float": "float", "vector_half": "half", "vector_bfloat16_t": "bfloat16_t",
                "vector_int32_t": "int32_t", "vector_uint32_t": "uint32_t",
                "vector_int16_t": "int16_t", "vector_uint16_t": "uint16_t",
                "vector_int8_t": "int8_t", "vector_uint8_t": "uint8_t", "vector_f32": "float"}


def c_type(name: str) -> Type | None:
    """A C API register type: ``vector_float`` -> RegTensor<float>, ``vector_bool`` -> MaskReg."""
    if name == "vector_bool":
        return Type("MaskReg")
    elem = VECTOR_TYPES.get(name)
    return Type("RegTensor", Type(elem)) if elem is not None else None



# the Reg API's enumerations (names from the asc-devkit Reg API pages)
ENUMS = {
    "LoadDist": ("DIST_NORM", "DIST_BRC_B8", "DIST_BRC_B16", "DIST_BRC_B32", "DIST_US_B8",
                 "DIST_US_B16", "DIST_DS_B8", "DIST_DS_B16", "DIST_UNPACK_B8", "DIST_UNPACK_B16",
                 "DIST_UNPACK_B32", "DIST_BLK", "DIST_DINTLV_B8", "DIST_DINTLV_B16",
                 "DIST_DINTLV_B32", "DIST_E2B_B16", "DIST_E2B_B32", "DIST_UNPACK4_B8"),
    "StoreDist": ("DIST_NORM", "DIST_NORM_B8", "DIST_NORM_B16", "DIST_NORM_B32",
                  "DIST_FIRST_ELEMENT_B8", "DIST_FIRST_ELEMENT_B16", "DIST_FIRST_ELEMENT_B32",
                  "DIST_PACK_B16", "DIST_PACK_B32", "DIST_INTLV_B8", "DIST_INTLV_B16",
                  "DIST_INTLV_B32", "DIST_PACK4_B32"),
    "PostLiteral": ("POST_MODE_NORMAL", "POST_MODE_UPDATE"),
    "MaskDist": ("DIST_NORM", "DIST_US", "DIST_DS", "DIST_PACK"),
    "DataCopyMode": ("DATA_BLOCK_COPY",),
    "MaskMergeMode": ("ZEROING", "MERGING", "UNKNOWN"),
    "MaskPattern": ("ALL", "ALLF", "H", "Q", "M3", "M4", "VL1", "VL2", "VL3", "VL4", "VL8",
                    "VL16", "VL32", "VL64", "VL128"),
    "CMPMODE": ("EQ", "NE", "LT", "GT", "GE", "LE"),
    "ReduceType": ("SUM", "MAX", "MIN"),
    "RegLayout": ("ZERO", "ONE", "TWO", "THREE", "UNKNOWN"),
    "SatMode": ("SAT", "NO_SAT", "UNKNOWN"),
    "RoundMode": ("CAST_RINT", "CAST_ROUND", "CAST_FLOOR", "CAST_CEIL", "CAST_TRUNC", "CAST_ODD",
                  "CAST_NONE", "UNKNOWN", "CAST_HYBRID"),
    "MemType": ("VEC_ALL", "VEC_LOAD", "VEC_STORE", "SCALAR_LOAD", "SCALAR_STORE"),
    "HardEvent": (), "pipe_t": (),
}
CAST_TRAIT_FIELDS = ("layoutMode", "satMode", "mrgMode", "roundMode")


def _trait(lay, sat, mrg, rnd):
    return {"layoutMode": Enum("RegLayout", lay), "satMode": Enum("SatMode", sat),
            "mrgMode": Enum("MaskMergeMode", mrg), "roundMode": Enum("RoundMode", rnd)}


_RND = {"R": "CAST_RINT", "A": "CAST_ROUND", "C": "CAST_CEIL", "F": "CAST_FLOOR", "Z": "CAST_TRUNC",
        "O": "CAST_ODD"}


def builtin_traits() -> dict:
    """The predefined CastTrait constants of the AscendC namespace (layoutZMrgZ,
    LayoutZMrgZRndRSatNS, MrgZRndA …): their names spell their fields."""
    out = {"layoutZMrgZ": _trait("ZERO", "UNKNOWN", "ZEROING", "UNKNOWN"),
           "layoutZSatSMrgZ": _trait("ZERO", "SAT", "ZEROING", "UNKNOWN")}
    for r, mode in _RND.items():
        out[f"layoutZMrgZRnd{r}"] = _trait("ZERO", "UNKNOWN", "ZEROING", mode)
        for s, sat in (("NS", "NO_SAT"), ("S", "SAT")):
            out[f"LayoutZMrgZRnd{r}Sat{s}"] = _trait("ZERO", sat, "ZEROING", mode)
            out[f"MrgZRnd{r}Sat{s}"] = _trait("UNKNOWN", sat, "ZEROING", mode)
        out[f"MrgZRnd{r}"] = _trait("UNKNOWN", "UNKNOWN", "ZEROING", mode)
    return {k: Record("CastTrait", v) for k, v in out.items()}


# ---------------------------------------------------------------- values
@attrs.frozen
class Type:
    """A C++ type: a scalar name, ``ptr``/``ref`` of one, ``RegTensor``, ``MaskReg``,
    ``AddrReg``, a record name."""

    name: str
    elem: "Type | None" = None

    def __str__(self) -> str:
        if self.name == "ptr":
            return f"{self.elem}*"
        if self.name == "RegTensor":
            return f"RegTensor<{self.elem}>"
        return self.name

    @property
    def is_float(self) -> bool:
        return self.name in FLOAT_TYPES

    @property
    def is_scalar(self) -> bool:
        return self.name in SIZEOF


@attrs.frozen
class Const:
    value: object  # int, float or bool
    type: Type


@attrs.frozen
class Enum:
    enum: str
    member: str


@attrs.define
class Record:
    """A constant struct/union (CastTrait, a user's struct of constants)."""

    type: str
    fields: dict
    union_last: str | None = None  # the member a union was last written through


class Aff:
    """Σ coef·Π atoms + const: atoms are scalar-register (``s3``) or loop-counter names."""

    __slots__ = ("terms",)

    def __init__(self, terms: dict | None = None):
        self.terms = {k: v for k, v in (terms or {}).items() if v}

    @staticmethod
    def atom(name: str) -> "Aff":
        return Aff({(name,): 1})

    @staticmethod
    def const(v: int) -> "Aff":
        return Aff({(): int(v)})

    def __add__(self, o: "Aff") -> "Aff":
        t = dict(self.terms)
        for k, v in o.terms.items():
            t[k] = t.get(k, 0) + v
        return Aff(t)

    def scale(self, k: int) -> "Aff":
        return Aff({key: v * k for key, v in self.terms.items()})

    def __mul__(self, o: "Aff") -> "Aff | None":
        """The product when it stays of degree ≤ 2, else None."""
        t: dict = {}
        for k1, v1 in self.terms.items():
            for k2, v2 in o.terms.items():
                k = tuple(sorted(k1 + k2))
                if len(k) > 2:
                    return None
                t[k] = t.get(k, 0) + v1 * v2
        return Aff(t)

    @property
    def is_const(self) -> bool:
        return all(k == () for k in self.terms)

    @property
    def const_part(self) -> int:
        return self.terms.get((), 0)

    def single(self) -> str | None:
        """The atom when this is exactly one atom with coefficient 1."""
        if len(self.terms) == 1:
            (k, v), = self.terms.items()
            if len(k) == 1 and v == 1:
                return k[0]
        return None


def aff_of(v) -> "Aff":
    """The affine form of a constant or runtime integer / pointer value."""
    if isinstance(v, Const):
        return Aff.const(int(v.value))
    return v.aff


@attrs.frozen
class RT:
    """A runtime scalar value."""

    aff: Aff
    type: Type


@attrs.frozen
class Ptr:
    """A UB pointer: byte address ``aff`` to elements of ``elem``."""

    aff: Aff
    elem: Type


@attrs.frozen
class Reg:
    """A register: kind 'v' (RegTensor, elem = its element type), 'm' (MaskReg), 'a' (AddrReg)."""

    kind: str
    n: int
    elem: Type | None = None


@attrs.frozen
class Func:
    """A reference to a function (a template argument such as ``asc_vf_call<F<float>>``)."""

    name: str
    targs: tuple = ()


# ---------------------------------------------------------------- literals
_INT = re.compile(r"^(0[xX][0-9a-fA-F']+|0[bB][01']+|0[0-7']*|[1-9][0-9']*)([uUlL]*)$")


def number(text: str) -> Const | None:
    """A C++ number literal (integer with u/l suffixes, float with f suffix); None if malformed."""
    t = text.strip()
    m = _INT.match(t)
    if m:
        digits = m.group(1).replace("'", "")
        if digits.lower().startswith("0b"):
            v = int(digits[2:], 2)
        elif digits.lower().startswith("0x"):
            v = int(digits, 16)
        elif len(digits) > 1 and digits.startswith("0"):
            v = int(digits, 8)
        else:
            v = int(digits)
        suf = m.group(2).lower()
        name = "uint64_t" if "l" in suf and "u" in suf else "long" if "l" in suf else \
            "uint32_t" if "u" in suf else "int" if v < 2 ** 31 else "long"
        return Const(v, Type(name))
    f = t.replace("'", "")
    name = "double"
    if f[-1:] in "fF" and not f.lower().startswith("0x"):
        f, name = f[:-1], "float"
    elif f[-1:] in "lL":
        f = f[:-1]
    try:
        return Const(float(f), Type(name))
    except ValueError:
        try:
            return Const(float.fromhex(f), Type(name))
        except ValueError:
            return None


def wrap(v: int, t: Type) -> int:
    """An integer converted to C++ type ``t`` (modular for unsigned and fixed-width signed)."""
    n = SIZEOF.get(t.name)
    if n is None or t.is_float:
        return v
    if t.name == "bool":
        return int(bool(v))
    mod = 1 << (8 * n)
    v %= mod
    if t.name in ("int32_t", "int16_t", "int8_t", "int", "short", "char", "int64_t", "long") \
            and v >= mod >> 1:
        v -= mod
    return v


def convert(c: Const, t: Type) -> Const:
    """``static_cast<t>(c)`` of a constant (float to int truncates; float to half rounds)."""
    v = c.value
    if t.is_float:
        v = float(v)
        if t.name == "half":
            v = float(np.float16(v))
        elif t.name in ("float", "bfloat16_t"):
            v = float(np.float32(v))
        return Const(v, t)
    if isinstance(v, float):
        if v != v or v in (float("inf"), float("-inf")):
            v = 0
        v = int(v)
    return Const(wrap(int(v), t), t)


def bits_as(value, src: Type, dst: Type):
    """The bytes of a constant of type ``src`` read as ``dst`` (a union's other member)."""
    dt = {"float": np.float32, "half": np.float16, "int32_t": np.int32, "uint32_t": np.uint32,
          "int16_t": np.int16, "uint16_t": np.uint16, "int8_t": np.int8, "uint8_t": np.uint8,
          "int": np.int32, "int64_t": np.int64, "uint64_t": np.uint64, "double": np.float64}
    a, b = dt.get(src.name), dt.get(dst.name)
    if a is None or b is None:
        return None
    raw = np.array([value], a).tobytes()
    raw = (raw + bytes(8))[:np.dtype(b).itemsize]
    out = np.frombuffer(raw, b)[0]
    return float(out) if dst.is_float else int(out)
