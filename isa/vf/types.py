"""VF element types, typed register views, mask layout and the numeric helpers shared by the
semantics (bf16 rounding, Cast rounding modes, the binary-tree sum).

Facts (the Ascend C Reg API docs (cannmirror/asc-devkit) §1, AD:R/寄存器数据类型/*.md): VL = 256 bytes; a MaskReg has one bit
per byte of VL — for b16 two bits per element and for b32 four, the low one counting. tilesim
writes every bit of an element's group (so a byte-granular StoreAlign sees the same lanes) and
reads the low one.
"""
from __future__ import annotations

import numpy as np

VL = 256
DTYPES = {"f32": np.float32, "f16": np.float16, "bf16": np.uint16, "s32": np.int32,
          "u32": np.uint32, "s16": np.int16, "u16": np.uint16, "s8": np.int8, "u8": np.uint8,
          "s64": np.int64, "u64": np.uint64}
SIZE = {"f32": 4, "f16": 2, "bf16": 2, "s32": 4, "u32": 4, "s16": 2, "u16": 2, "s8": 1, "u8": 1,
        "s64": 8, "u64": 8, "b8": 1, "b16": 2, "b32": 4}
FLOATS = ("f32", "f16", "bf16")
ARITH_TYPES = ("f32", "f16", "bf16", "s32", "u32", "s16", "u16", "s8", "u8")
RAW = {"b8": "u8", "b16": "u16", "b32": "u32"}  # width-only suffixes → an unsigned view


def lanes(t: str) -> int:
    return VL // SIZE[t]


def raw_dtype(t: str):
    return DTYPES[RAW.get(t, t)]


def compute(raw: np.ndarray, t: str) -> np.ndarray:
    """Register lanes → values to compute with (bf16 widens to f32 exactly)."""
    if t == "bf16":
        return (raw.astype(np.uint32) << 16).view(np.float32)
    return raw


def f32_to_bf16(x: np.ndarray) -> np.ndarray:
    """Round-to-nearest-even f32 → bf16 bit pattern (NaNs stay quiet NaNs)."""
    bits = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    rounded = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)
    nan = np.isnan(np.asarray(x, np.float32))
    return np.where(nan, ((bits >> 16) | 0x40).astype(np.uint16), rounded)


def store(x: np.ndarray, t: str) -> np.ndarray:
    """Computed values → register lane type (bf16 rounds to nearest even)."""
    if t == "bf16":
        return f32_to_bf16(np.asarray(x, np.float32))
    return np.asarray(x).astype(DTYPES[t], copy=False)


def mask_bits(m_row: np.ndarray, t: str) -> np.ndarray:
    """Active lanes of element type ``t`` in one 256-bit mask row (the low bit of each group)."""
    return m_row[::SIZE[t]].astype(bool)


def mask_row(active: np.ndarray, t: str) -> np.ndarray:
    """A 256-bit mask row with every bit of each active element's group set."""
    return np.repeat(np.asarray(active, np.uint8), SIZE[t])


def scalar_value(bits: int, t: str):
    """An s-register's 64-bit pattern read as a value of type ``t`` (floats: the low bits)."""
    if t == "f32":
        return np.uint32(bits & 0xFFFFFFFF).view(np.float32)
    if t == "f16":
        return np.uint16(bits & 0xFFFF).view(np.float16)
    if t == "bf16":
        return np.float32(np.uint32((bits & 0xFFFF) << 16).view(np.float32))
    return DTYPES[t](np.array(bits & ((1 << (8 * SIZE[t])) - 1)).astype(np.uint64)
                     .astype(DTYPES[t]))


def tree_sum(x: np.ndarray) -> np.generic:
    """Binary-tree sum in the element type: adjacent pairs are added, level by level
    (the Ascend C Reg API docs (cannmirror/asc-devkit) §1 "SUM is a binary-tree sum"; the pairing order is tilesim's)."""
    v = x.copy()
    while v.size > 1:
        v = (v[0::2] + v[1::2]).astype(x.dtype)
    return v[0]


# ---------------------------------------------------------------- Cast rounding (AscendC RoundMode)
ROUND_MODES = ("rint", "round", "floor", "ceil", "trunc", "odd", "none")


def round_float(x: np.ndarray, to, mode: str) -> np.ndarray:
    """Round exact values ``x`` (float64) to float type ``to`` with an AscendC RoundMode:
    rint = nearest-even, round = nearest ties away, floor, ceil, trunc, odd (von Neumann)."""
    x = np.asarray(x, np.float64)
    r = x.astype(to)
    if mode in ("rint", "none"):
        return r
    rd = r.astype(np.float64)
    lo = np.where(rd > x, np.nextafter(r, to(-np.inf)), r)
    hi = np.where(rd < x, np.nextafter(r, to(np.inf)), r)
    exact = rd == x
    if mode == "floor":
        out = lo
    elif mode == "ceil":
        out = hi
    elif mode == "trunc":
        out = np.where(x >= 0, lo, hi)
    elif mode == "round":
        dlo, dhi = x - lo.astype(np.float64), hi.astype(np.float64) - x
        away = np.where(x >= 0, hi, lo)
        out = np.where(dlo < dhi, lo, np.where(dhi < dlo, hi, away))
    elif mode == "odd":
        bits_t = {np.float16: np.uint16, np.float32: np.uint32}[to]
        lo_odd = (lo.view(bits_t) & 1).astype(bool)
        out = np.where(lo_odd, lo, hi)
    else:
        raise ValueError(mode)
    return np.where(exact | np.isnan(x) | np.isinf(x), r, out).astype(to)


def round_int(x: np.ndarray, to, mode: str) -> np.ndarray:
    """Float → integer with a RoundMode and saturation; NaN → 0."""
    x = np.asarray(x, np.float64)
    f = {"rint": np.rint, "none": np.rint, "floor": np.floor, "ceil": np.ceil, "trunc": np.trunc,
         "round": lambda v: np.sign(v) * np.floor(np.abs(v) + 0.5), "odd": np.rint}[mode](x)
    info = np.iinfo(to)
    f = np.where(np.isnan(f), 0, np.clip(f, info.min, info.max))
    return f.astype(to)


class UnalignReg:
    """An unaligned register (asc-devkit ``vector_load_align`` / ``vector_store_align``, 32
    bytes): ``load`` is the UB address of the aligned block a load stream has primed (None:
    not primed); ``pending_at``/``pending`` are the unaligned tail a store stream still owes."""

    __slots__ = ("load", "pending_at", "pending")

    def __init__(self) -> None:
        self.load: int | None = None
        self.pending_at: int | None = None
        self.pending: bytes = b""

    def copy(self) -> "UnalignReg":
        r = UnalignReg()
        r.load, r.pending_at, r.pending = self.load, self.pending_at, self.pending
        return r


UNALIGN_REGS = 8  # tilesim provides u0-u7 (the hardware count is not published)

