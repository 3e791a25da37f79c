"""Where an element lives: linear index through every tile level, with its derivation."""

from __future__ import annotations

import math
from typing import Sequence

import attrs
import numpy as np

from .shape import Level, Shape


def row_major(index: Sequence[int], dims: Sequence[int]) -> int:
    """linear_index(e, d) = e_n·d_{n-1}…d_1 + … + e_1."""
    v = 0
    for e, d in zip(index, dims):
        v = v * d + e
    return v


@attrs.frozen
class LevelStep:
    """What one tile level did to an element's index (for explanations)."""

    level: Level
    index_in: tuple[int, ...]  # index in level.in_dims
    combined: tuple[int, ...]  # index in level.combined
    tile_index: tuple[int, ...]  # ⌊e/t⌋ over the tiled dims, bounds level.counts
    within: tuple[int, ...]  # e mod t, bounds level.sizes
    index_out: tuple[int, ...]  # index in level.out_dims


@attrs.frozen
class IndexTrace:
    """An element's path from its logical index to its slot (offset in elements)."""

    shape: Shape
    logical: tuple[int, ...]
    physical: tuple[int, ...]  # index in shape.physical_dims
    steps: tuple[LevelStep, ...]
    final: tuple[int, ...]  # index in shape.tiled_dims
    slot: int

    @property
    def bit_offset(self) -> int:
        return self.slot * self.shape.element_bits


def _check_index(shape: Shape, index: Sequence[int]) -> tuple[int, ...]:
    index = tuple(int(i) for i in index)
    if len(index) != shape.rank or any(not 0 <= e < d for e, d in zip(index, shape.dims)):
        raise IndexError(
            f"index ({','.join(map(str, index))}) is out of bounds for "
            f"{shape.element_type}[{','.join(map(str, shape.dims))}]"
        )
    return index


def trace_index(shape: Shape, index: Sequence[int]) -> IndexTrace:
    """Follow ``index`` through minor_to_major, '*' combining and every tile level."""
    logical = _check_index(shape, index)
    physical = tuple(logical[d] for d in reversed(shape.layout.minor_to_major))
    cur = physical
    steps = []
    for level in shape.levels:
        combined = level.combine(cur)
        tile_index, within = level.split(combined)
        out = combined[: level.n_major] + tile_index + within
        steps.append(LevelStep(level, cur, combined, tile_index, within, out))
        cur = out
    return IndexTrace(shape, logical, physical, tuple(steps), cur, row_major(cur, shape.tiled_dims))


def linear_index(shape: Shape, index: Sequence[int]) -> int:
    """Slot (offset in elements) of the element at logical ``index``; every tile level applies."""
    return trace_index(shape, index).slot


def slot_index(shape: Shape, slot: int) -> tuple[int, ...] | None:
    """The logical index stored in ``slot``, or None for a padding slot: the inverse of
    :func:`linear_index`, one slot at a time (for views that show a few slots of a huge
    shape without building :func:`offsets`)."""
    if not 0 <= slot < shape.num_slots:
        raise IndexError(f"slot {slot} is out of range 0-{shape.num_slots - 1}")
    if slot >= math.prod(shape.tiled_dims):
        return None  # tail padding
    cur = []
    for d in reversed(shape.tiled_dims):
        slot, r = divmod(slot, d)
        cur.append(r)
    cur = tuple(reversed(cur))
    for level in reversed(shape.levels):
        m, k = level.n_major, len(level.sizes)
        tile, within = cur[m:m + k], cur[m + k:]
        comb = cur[:m] + tuple(t * s + w for t, s, w in zip(tile, level.sizes, within))
        if any(c >= d for c, d in zip(comb, level.combined)):
            return None  # padding inside a tile
        inner = [0] * len(level.in_dims)
        for group, v in zip(level.groups, comb):
            for p in reversed(group):
                v, inner[p] = divmod(v, level.in_dims[p])
        cur = tuple(inner)
    logical = [0] * shape.rank
    for i, d in enumerate(reversed(shape.layout.minor_to_major)):
        logical[d] = cur[i]
    return tuple(logical)


def byte_size(shape: Shape) -> int:
    """Bytes of the memory image of ``shape``, padding included."""
    return shape.byte_size


def offsets(shape: Shape) -> np.ndarray:
    """Slot of every logical element (int64 array of the logical shape)."""
    from .memory import from_slots  # the vectorised inverse path does the work

    return from_slots(np.arange(math.prod(shape.tiled_dims), dtype=np.int64), shape)


def first_level_tiles(shape: Shape) -> np.ndarray:
    """Number of the outermost (first-level) tile holding each logical element; -1 if untiled.

    With one level, tiles are contiguous runs of ``prod(tile)`` slots, so the tile number is
    the slot of the single-level layout divided by the tile's element count.
    """
    if not shape.levels:
        return np.full(shape.dims, -1, dtype=np.int64)
    first = shape.levels[0]
    one = attrs.evolve(
        shape.layout, tiles=shape.layout.tiles[:1], tail_padding_alignment_in_elements=1
    )
    return offsets(Shape(shape.element_type, shape.dims, one)) // math.prod(first.sizes)
