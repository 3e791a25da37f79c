"""Shape, Layout and Tile value classes, their XLA text form and their tiling plan.

Printing follows XLA's ``Layout::Print`` (xla/layout.cc): ``{`` + minor_to_major joined by ``,``,
then ``:`` only if an attribute follows, then ``T(..)(..)``, ``L(n)`` (omitted if 1), ``E(n)``
(omitted if 0), ``S(n)`` (omitted if 0), ``SC(..)``, ``M(n)`` (omitted if 0), then ``}``; no
spaces. ``Tile::Print`` writes ``*`` for ``kCombineDimension``. Scalars print without ``{}``
(ShapeUtil::HumanStringWithLayout: "Don't print "{}" as layout for scalars").

Tiling (openxla docs/tiled_layout.md): each tile level applies to the most minor dims of
the previous level's *result*, so ``(2,4)(2,1)`` re-tiles the within-tile dims of the first level.
XLA's own LayoutUtil::LinearIndex and ShapeUtil::ArraySize stop at the first tile; we do not.
"""

from __future__ import annotations

import math
from typing import Iterable, Sequence

import attrs
import numpy as np

from .dtypes import ELEMENT_TYPES, ElementType, SubByte
from .errors import LayoutError

#: Tile::kCombineDimension = std::numeric_limits<int64_t>::min() (xla/layout.h). The tiled_layout
#: doc still says -1; the code uses INT64_MIN and so do we.
COMBINE = -(2**63)


def _ints(values: Iterable[int]) -> tuple[int, ...]:
    return tuple(int(v) for v in values)


@attrs.frozen
class Tile:
    """One tile level, dims major→minor; ``COMBINE`` marks a ``*`` dim."""

    dims: tuple[int, ...] = attrs.field(converter=_ints)

    def __str__(self) -> str:
        parts = []
        for d in self.dims:
            if d >= 0:
                parts.append(str(d))
            elif d == COMBINE:
                parts.append("*")
            else:  # as Tile::Print; never produced by our parser or accepted by Shape
                parts.append(f"Invalid value {d}")
        return "(" + ",".join(parts) + ")"


def _tiles(values: Iterable) -> tuple[Tile, ...]:
    return tuple(v if isinstance(v, Tile) else Tile(v) for v in values)


def _split_configs(values: Iterable) -> tuple[tuple[int, tuple[int, ...]], ...]:
    return tuple((int(d), _ints(ix)) for d, ix in values)


@attrs.frozen
class Layout:
    """XLA dense layout: minor_to_major plus the attributes tilesim understands.

    ``split_configs`` (SC) and ``dynamic_shape_metadata_prefix_bytes`` (M) are kept so XLA text
    round-trips; they do not change indexing.
    """

    minor_to_major: tuple[int, ...] = attrs.field(converter=_ints)
    tiles: tuple[Tile, ...] = attrs.field(default=(), converter=_tiles)
    tail_padding_alignment_in_elements: int = 1  # L(n)
    element_size_in_bits: int = 0  # E(n); 0 = the type's natural size
    memory_space: int = 0  # S(n)
    split_configs: tuple[tuple[int, tuple[int, ...]], ...] = attrs.field(
        default=(), converter=_split_configs
    )
    dynamic_shape_metadata_prefix_bytes: int = 0  # M(n)

    def __str__(self) -> str:
        attrs_text = ""
        if self.tiles:
            attrs_text += "T" + "".join(str(t) for t in self.tiles)
        if self.tail_padding_alignment_in_elements != 1:
            attrs_text += f"L({self.tail_padding_alignment_in_elements})"
        if self.element_size_in_bits != 0:
            attrs_text += f"E({self.element_size_in_bits})"
        if self.memory_space != 0:
            attrs_text += f"S({self.memory_space})"
        if self.split_configs:
            attrs_text += "SC" + "".join(
                f"({d}:{','.join(map(str, ix))})" for d, ix in self.split_configs
            )
        if self.dynamic_shape_metadata_prefix_bytes > 0:
            attrs_text += f"M({self.dynamic_shape_metadata_prefix_bytes})"
        m2m = ",".join(str(d) for d in self.minor_to_major)
        return "{" + m2m + (":" if attrs_text else "") + attrs_text + "}"


@attrs.frozen
class Level:
    """One tile level as index-space arithmetic (all dims major→minor).

    ``groups[i]`` lists the positions of ``in_dims`` merged into combined dim i (a ``*`` merges a
    dim into the next more minor one); the last ``len(sizes)`` combined dims are tiled.
    """

    number: int  # 1-based
    tile: Tile
    in_dims: tuple[int, ...]
    groups: tuple[tuple[int, ...], ...]
    combined: tuple[int, ...]
    sizes: tuple[int, ...]  # the tile without its '*' entries

    @property
    def n_major(self) -> int:
        return len(self.combined) - len(self.sizes)

    @property
    def counts(self) -> tuple[int, ...]:
        """Number of tiles along each tiled dim (⌈d/t⌉)."""
        return tuple(-(-d // t) for d, t in zip(self.combined[self.n_major :], self.sizes))

    @property
    def padded(self) -> tuple[int, ...]:
        return self.combined[: self.n_major] + tuple(c * t for c, t in zip(self.counts, self.sizes))

    @property
    def out_dims(self) -> tuple[int, ...]:
        return self.combined[: self.n_major] + self.counts + self.sizes

    @property
    def is_combining(self) -> bool:
        return len(self.combined) != len(self.in_dims)

    def combine(self, index: Sequence[int]) -> tuple[int, ...]:
        """Index in ``in_dims`` → index in ``combined`` (row-major within each group)."""
        out = []
        for group in self.groups:
            v = 0
            for p in group:
                v = v * self.in_dims[p] + index[p]
            out.append(v)
        return tuple(out)

    def split(self, combined_index: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Combined index → (tile index, within-tile index) for the tiled dims."""
        tiled = combined_index[self.n_major :]
        return (
            tuple(e // t for e, t in zip(tiled, self.sizes)),
            tuple(e % t for e, t in zip(tiled, self.sizes)),
        )

    def forward(self, index: Sequence[int]) -> tuple[int, ...]:
        """linear_index_with_tile's index rewrite: e → (major, ⌊e/t⌋, e mod t)."""
        c = self.combine(index)
        tile_index, within = self.split(c)
        return c[: self.n_major] + tile_index + within


def build_levels(physical_dims: tuple[int, ...], tiles: Sequence[Tile]) -> tuple[Level, ...]:
    """Plan every tile level; raise LayoutError (with ``loc``) for tiles that cannot apply."""
    levels = []
    cur = tuple(physical_dims)
    for n, tile in enumerate(tiles):
        k = len(tile.dims)
        if k == 0:
            raise LayoutError("a tile needs at least one dimension", loc=("tile", n))
        for j, t in enumerate(tile.dims):
            if t != COMBINE and t <= 0:
                raise LayoutError(
                    f"tile dimension must be a positive integer or '*', got {t}",
                    loc=("tile", n, j),
                )
        if k > len(cur):
            hint = (
                f"it applies to the {len(cur)} physical dims ({','.join(map(str, cur))})"
                if n == 0
                else f"level {n + 1} applies to the result of level {n}, whose dims are "
                f"({','.join(map(str, cur))})"
            )
            raise LayoutError(
                f"tile {tile} has {k} dimensions, but the shape it tiles has rank {len(cur)}",
                hint=hint,
                loc=("tile", n),
            )
        if tile.dims[-1] == COMBINE:
            raise LayoutError(
                "the most minor tile dimension cannot be '*'",
                hint="'*' combines a dimension with the next more minor one, and there is none",
                loc=("tile", n, k - 1),
            )
        start = len(cur) - k
        groups: list[tuple[int, ...]] = [(i,) for i in range(start)]
        sizes: list[int] = []
        pending: list[int] = []
        for j, t in enumerate(tile.dims):
            pending.append(start + j)
            if t != COMBINE:
                groups.append(tuple(pending))
                sizes.append(t)
                pending = []
        combined = tuple(math.prod(cur[p] for p in g) for g in groups)
        level = Level(n + 1, tile, cur, tuple(groups), combined, tuple(sizes))
        levels.append(level)
        cur = level.out_dims
    return tuple(levels)


def _check_element_size(et: ElementType, e: int) -> None:
    if e == 0 or e == et.natural_bits:
        return
    if e in (1, 2, 4) and e >= et.bits:
        return
    raise LayoutError(
        f"element size E({e}) is not supported for {et.name}",
        hint=f"use E({et.natural_bits}) or omit it; sub-byte packing is E(4) for s4/u4, "
        "E(1|2|4) for pred",
        loc=("E",),
    )


@attrs.frozen
class Shape:
    """An XLA array shape with a dense (possibly tiled) layout; validated on construction."""

    element_type: str
    dims: tuple[int, ...] = attrs.field(converter=_ints)
    layout: Layout
    _levels: tuple[Level, ...] = attrs.field(init=False, eq=False, repr=False, hash=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "_levels", self._validate())

    @classmethod
    def make(
        cls,
        element_type: str,
        dims: Sequence[int],
        minor_to_major: Sequence[int] | None = None,
        tiles: Sequence[Sequence[int] | Tile] = (),
        **layout_attrs: object,
    ) -> "Shape":
        """Build a shape; ``minor_to_major`` defaults to XLA's default (major-to-minor = 0..n-1)."""
        if minor_to_major is None:
            minor_to_major = tuple(range(len(dims) - 1, -1, -1))
        return cls(element_type, dims, Layout(minor_to_major, tiles, **layout_attrs))

    # -- validation ---------------------------------------------------------------------------
    def _validate(self) -> tuple[Level, ...]:
        et = ELEMENT_TYPES.get(self.element_type)
        if et is None:
            raise LayoutError(
                f"unknown element type '{self.element_type}'",
                hint="supported: " + " ".join(ELEMENT_TYPES),
                loc=("type",),
            )
        for i, d in enumerate(self.dims):
            if d < 0:
                raise LayoutError(f"dimension size must be >= 0, got {d}", loc=("dim", i))
        lay = self.layout
        m2m = lay.minor_to_major
        if len(m2m) != len(self.dims):
            # Message verbatim from HloParserImpl::ParseShape (xla/hlo/parser/hlo_parser.cc).
            raise LayoutError(
                f"Dimensions size is {len(self.dims)}, but minor to major size is {len(m2m)}.",
                hint="minor_to_major lists every dimension once, most minor first",
                loc=("m2m",),
            )
        listed = "{" + ", ".join(map(str, m2m)) + "}"
        seen: set[int] = set()
        for i, d in enumerate(m2m):
            # Messages as LayoutUtil::ValidateLayoutForShape (xla/layout_util.cc); XLA appends the
            # shape proto's ShortDebugString, we append the shape text without its layout.
            if not 0 <= d < len(self.dims):
                raise LayoutError(
                    f"layout minor_to_major field has out-of-bounds value: {listed}; "
                    f"shape: {self.element_type}[{','.join(map(str, self.dims))}]",
                    hint=f"dimension numbers run from 0 to {len(self.dims) - 1}",
                    loc=("m2m", i),
                )
            if d in seen:
                raise LayoutError(
                    f"layout minor_to_major field has duplicate values: {listed}; "
                    f"shape: {self.element_type}[{','.join(map(str, self.dims))}]",
                    hint="minor_to_major must be a permutation of the dimension numbers",
                    loc=("m2m", i),
                )
            seen.add(d)
        if lay.tail_padding_alignment_in_elements < 1:
            raise LayoutError(
                f"tail padding alignment L({lay.tail_padding_alignment_in_elements}) must be >= 1",
                loc=("L",),
            )
        _check_element_size(et, lay.element_size_in_bits)
        if lay.memory_space < 0:
            raise LayoutError(f"memory space S({lay.memory_space}) must be >= 0", loc=("S",))
        if lay.dynamic_shape_metadata_prefix_bytes < 0:
            raise LayoutError("dynamic shape metadata prefix bytes must be >= 0", loc=("M",))
        return build_levels(self.physical_dims, lay.tiles)

    # -- text ---------------------------------------------------------------------------------
    def __str__(self) -> str:
        text = f"{self.element_type}[{','.join(map(str, self.dims))}]"
        return text if not self.dims and str(self.layout) == "{}" else text + str(self.layout)

    # -- derived facts ------------------------------------------------------------------------
    @property
    def rank(self) -> int:
        return len(self.dims)

    @property
    def levels(self) -> tuple[Level, ...]:
        return self._levels

    @property
    def etype(self) -> ElementType:
        return ELEMENT_TYPES[self.element_type]

    @property
    def element_bits(self) -> int:
        """Bits one element occupies in memory (E(n), else the type's whole-byte size)."""
        return self.layout.element_size_in_bits or self.etype.natural_bits

    @property
    def dtype(self) -> np.dtype | SubByte:
        """numpy dtype of one element (bf16: uint16 bits), or SubByte when packed below a byte."""
        et = self.etype
        if self.element_bits < 8:
            return SubByte(et.name, self.element_bits, et.signed and et.name != "pred")
        return et.storage

    @property
    def alignment(self) -> int:
        """Natural alignment in bytes: one element's size, at least 1 (packed types: 1)."""
        return max(1, self.element_bits // 8)

    @property
    def physical_dims(self) -> tuple[int, ...]:
        """Dim sizes in physical order, major→minor (minor_to_major reversed)."""
        return tuple(self.dims[d] for d in reversed(self.layout.minor_to_major))

    @property
    def tiled_dims(self) -> tuple[int, ...]:
        """The index space after the last tile level (major→minor)."""
        return self._levels[-1].out_dims if self._levels else self.physical_dims

    @property
    def num_elements(self) -> int:
        return math.prod(self.dims)

    @property
    def num_slots(self) -> int:
        """Padded element count: every tile level's padding, then rounded up to L(n)."""
        n = math.prod(self.tiled_dims)
        align = self.layout.tail_padding_alignment_in_elements
        return -(-n // align) * align

    @property
    def byte_size(self) -> int:
        """Bytes of the memory image, padding included (sub-byte: ⌈slots·bits/8⌉)."""
        return -(-self.num_slots * self.element_bits // 8)

    def with_tiles(self, tiles: Sequence[Tile | Sequence[int]]) -> "Shape":
        return Shape(self.element_type, self.dims, attrs.evolve(self.layout, tiles=tiles))
