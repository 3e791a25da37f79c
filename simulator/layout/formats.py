"""Named layouts: TPU default tilings (tiled_layout.md) and BLIS/ulmBLAS packed panels."""

from __future__ import annotations

from typing import Sequence

from .dtypes import ELEMENT_TYPES
from .shape import Shape


def tpu_default_layout(dtype: str, dims: Sequence[int]) -> Shape:
    """The TPU tiling the seed describes for ``dtype[dims]`` (default minor_to_major).

    32-bit: (8,128), or (2,128)/(4,128) when the second most minor dim is 1–2 / 3–4 (the "small"
    / compact 2nd-minor format); 16-bit: (8,128)(2,1); 8-bit: (8,128)(4,1); pred: the proposed
    (32,128)(32,1) with one bit per element (E(1)). Rank < 2 has no 2-D tile in the seed and gets
    the untiled default layout. 64-bit and sub-byte types are not covered by the seed.
    """
    et = ELEMENT_TYPES.get(dtype)
    if et is None:
        raise ValueError(f"unknown element type '{dtype}'")
    dims = tuple(int(d) for d in dims)
    if len(dims) < 2:
        return Shape.make(dtype, dims)
    if et.name == "pred":
        return Shape.make(dtype, dims, tiles=[(32, 128), (32, 1)], element_size_in_bits=1)
    if et.bits == 32:
        second_minor = dims[-2]
        rows = 2 if second_minor <= 2 else 4 if second_minor <= 4 else 8
        return Shape.make(dtype, dims, tiles=[(rows, 128)])
    if et.bits == 16:
        return Shape.make(dtype, dims, tiles=[(8, 128), (2, 1)])
    if et.bits == 8:
        return Shape.make(dtype, dims, tiles=[(8, 128), (4, 1)])
    raise ValueError(f"the TPU tiled-layout doc gives no default format for {dtype}")


def packed_a(mc: int, kc: int, mr: int, dtype: str = "f32") -> Shape:
    """Packed A block: ``dtype[MC,KC]{0,1:T(KC,MR)}`` — panels of MR rows stored column-wise.

    Slot of A(i,l) is ν(i,l) = (i/MR)·MR·KC + l·MR + i mod MR (ulmBLAS pack_A); rows past MC in
    the last panel are padding (pack with ``pad=0`` for ulmBLAS's zero extension).
    """
    return Shape.make(dtype, (mc, kc), (0, 1), tiles=[(kc, mr)])


def packed_b(kc: int, nc: int, nr: int, dtype: str = "f32") -> Shape:
    """Packed B panel: ``dtype[KC,NC]{1,0:T(KC,NR)}`` — panels of NR columns stored row-wise.

    Slot of B(l,j) is ν(l,j) = (j/NR)·NR·KC + l·NR + j mod NR (ulmBLAS pack_B).
    """
    return Shape.make(dtype, (kc, nc), (1, 0), tiles=[(kc, nr)])
