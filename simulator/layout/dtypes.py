"""Element types of XLA shapes and how their values are held in numpy.

numpy has no bfloat16: bf16 values travel as uint16 bit patterns (see f32_to_bf16_bits).
Sub-byte types (s4/u4 with E(4), pred with E(1)) are unpacked to int8/uint8/bool in numpy and
packed into bytes only in memory images.
"""

from __future__ import annotations

import attrs
import numpy as np


@attrs.frozen
class ElementType:
    """One XLA primitive type: its value width and the numpy dtype used for unpacked values."""

    name: str
    bits: int  # width of the value itself (pred: 1, s4: 4)
    storage: np.dtype  # numpy dtype of one unpacked value
    signed: bool = False

    @property
    def natural_bits(self) -> int:
        """Bits one element takes without E(n): whole bytes, as XLA's ByteSizeOfPrimitiveType."""
        return 8 * ((self.bits + 7) // 8)


@attrs.frozen
class SubByte:
    """Marker used as ``Shape.dtype`` when elements are packed several to a byte (E(1|2|4))."""

    name: str
    bits: int
    signed: bool

    @property
    def unpacked(self) -> np.dtype:
        """numpy dtype that ``from_memory`` returns for these elements."""
        if self.name == "pred":
            return np.dtype(np.bool_)
        return np.dtype(np.int8 if self.signed else np.uint8)


def _t(name: str, bits: int, dtype: type, signed: bool = False) -> ElementType:
    return ElementType(name, bits, np.dtype(dtype).newbyteorder("<"), signed)


ELEMENT_TYPES: dict[str, ElementType] = {
    t.name: t
    for t in (
        _t("pred", 1, np.bool_),
        _t("s4", 4, np.int8, True),
        _t("s8", 8, np.int8, True),
        _t("s16", 16, np.int16, True),
        _t("s32", 32, np.int32, True),
        _t("s64", 64, np.int64, True),
        _t("u4", 4, np.uint8),
        _t("u8", 8, np.uint8),
        _t("u16", 16, np.uint16),
        _t("u32", 32, np.uint32),
        _t("u64", 64, np.uint64),
        _t("f16", 16, np.float16, True),
        _t("bf16", 16, np.uint16, True),  # bit patterns, see module docstring
        _t("f32", 32, np.float32, True),
        _t("f64", 64, np.float64, True),
    )
}


def f32_to_bf16_bits(values: np.ndarray | float) -> np.ndarray:
    """Round float32 values to bfloat16 (round to nearest, ties to even); return uint16 bits.

    NaNs stay NaNs (quiet bit forced), infinities and signed zeros are kept.
    """
    bits = np.asarray(values, dtype=np.float32).view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
    nan = np.isnan(np.asarray(values, dtype=np.float32))
    out = np.where(nan, (bits >> 16) | 0x0040, rounded)
    return out.astype(np.uint16)


def bf16_bits_to_f32(bits: np.ndarray | int) -> np.ndarray:
    """Widen bfloat16 bit patterns (uint16) to float32 exactly."""
    return (np.asarray(bits, dtype=np.uint16).astype(np.uint32) << 16).view(np.float32)
