"""Tiled layouts (XLA): parse/print shapes, index through tiles, convert to and from memory.

Public API::

    parse_shape(text) -> Shape                 # raises LayoutError(message, column, hint)
    parse_layout(text) -> Layout               # a bare "{1,0:T(8,128)}"
    Shape.make(element_type, dims, minor_to_major=None, tiles=(), **layout_attrs) -> Shape
    linear_index(shape, index) -> int          # slot, in elements, through every tile level
    slot_index(shape, slot) -> index | None    # its inverse, one slot at a time
    trace_index(shape, index) -> IndexTrace    # the same, with per-level derivation
    byte_size(shape) -> int
    offsets(shape) -> np.ndarray[int64]        # slot of every logical element
    to_memory(array, shape, pad=0) -> np.ndarray[uint8]
    from_memory(buf, shape) -> np.ndarray
    tpu_default_layout(dtype, dims) -> Shape
    packed_a(mc, kc, mr, dtype="f32") / packed_b(kc, nc, nr, dtype="f32") -> Shape
    f32_to_bf16_bits(x) / bf16_bits_to_f32(bits)
"""

from .dtypes import ELEMENT_TYPES, ElementType, SubByte, bf16_bits_to_f32, f32_to_bf16_bits
from .errors import LayoutError
from .formats import packed_a, packed_b, tpu_default_layout
from .index import (
    IndexTrace,
    LevelStep,
    byte_size,
    first_level_tiles,
    linear_index,
    slot_index,
    offsets,
    row_major,
    trace_index,
)
from .memory import from_memory, from_slots, to_memory, to_slots
from .parse import parse_layout, parse_shape
from .shape import COMBINE, Layout, Level, Shape, Tile

__all__ = [
    "COMBINE",
    "ELEMENT_TYPES",
    "ElementType",
    "IndexTrace",
    "Layout",
    "LayoutError",
    "Level",
    "LevelStep",
    "Shape",
    "SubByte",
    "Tile",
    "bf16_bits_to_f32",
    "byte_size",
    "f32_to_bf16_bits",
    "first_level_tiles",
    "from_memory",
    "from_slots",
    "linear_index",
    "slot_index",
    "offsets",
    "packed_a",
    "packed_b",
    "parse_layout",
    "parse_shape",
    "row_major",
    "to_memory",
    "to_slots",
    "tpu_default_layout",
    "trace_index",
]
