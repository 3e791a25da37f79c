"""``tilesim layout SHAPE [--index I,J] [--json]``: draw where every element of a tiled layout lives.

The drawing follows Figure 1 of XLA's tiled_layout.md: the logical grid (two most minor logical
dims; one panel per index of the major dims) with each element's offset in elements, tiles of the
outermost level outlined (plain text) or coloured (terminal), then the physical order with padding
slots. Plain text is used whenever stdout is not a terminal, and is deterministic.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import sys
from typing import TextIO

import numpy as np

import attrs

from simulator.layout import (
    LayoutError,
    Shape,
    linear_index,
    offsets,
    parse_shape,
    slot_index,
    trace_index,
)

_PALETTE = (
    "on dark_blue", "on dark_green", "on dark_red", "on purple4", "on dark_orange3",
    "on deep_sky_blue4", "on dark_cyan", "on magenta3", "on grey30", "on dark_goldenrod",
)  # fmt: skip
_PAD = "·"
_JSON_MAX_ELEMENTS = 1 << 20  # --json prints every offset: bounded output


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "layout",
        help="show how a tiled XLA layout places elements in memory",
        description="Draw a shape such as 'f32[3,5]{1,0:T(2,2)}': each element's offset in "
        "elements, tiles of the outermost level, padding and the physical order.",
    )
    p.add_argument(
        "shape", metavar="SHAPE", help="XLA shape text, e.g. 'bf16[16,256]{1,0:T(8,128)(2,1)}'"
    )
    p.add_argument("--index", metavar="I,J,..", help="explain the offset of one element")
    p.add_argument("--json", action="store_true", help="print shape, sizes and offsets as JSON")
    p.add_argument(
        "--max",
        type=int,
        default=32,
        metavar="N",
        help="show at most N rows/columns per panel and N panels (default 32)",
    )
    p.add_argument("--plain", action="store_true", help="plain text even on a terminal")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    out, err = sys.stdout, sys.stderr
    try:
        shape = parse_shape(args.shape)
    except LayoutError as e:
        _print_error(err, args.shape, e)
        return 2
    if args.index is not None:
        try:
            index = tuple(int(x) for x in args.index.replace(" ", "").split(",") if x != "")
            trace = trace_index(shape, index)
        except (ValueError, IndexError) as e:
            msg = (
                str(e)
                if isinstance(e, IndexError)
                else f"bad --index '{args.index}': expects I,J,.."
            )
            print(f"tilesim layout: error: {msg}", file=err)
            return 2
        out.write(explain(trace))
        return 0
    if args.json:
        if shape.num_elements > _JSON_MAX_ELEMENTS:
            print(f"tilesim layout: error: --json lists every element's offset; {shape} has "
                  f"{shape.num_elements:,} (limit {_JSON_MAX_ELEMENTS:,})", file=err)
            return 2
        out.write(json.dumps(to_json(shape)) + "\n")
        return 0
    if not args.plain and out.isatty():
        _draw_rich(shape, max(1, args.max))
    else:
        out.write(draw_plain(shape, max(1, args.max)))
    return 0


# -- errors ------------------------------------------------------------------------------------
def format_error(text: str, e: LayoutError) -> str:
    """``<shape>:1:COL: error: MESSAGE``, the text, a caret line and the hint if any."""
    col = e.column or 1
    lines = [f"<shape>:1:{col}: error: {e.message}", text, " " * (col - 1) + "^"]
    if e.hint:
        lines.append(f"hint: {e.hint}")
    return "\n".join(lines) + "\n"


def _print_error(err: TextIO, text: str, e: LayoutError) -> None:
    err.write(format_error(text, e))


# -- data ---------------------------------------------------------------------------------------
def to_json(shape: Shape) -> dict:
    return {
        "shape": str(shape),
        "elements": shape.num_elements,  # logical elements
        "slots": shape.num_slots,  # element slots in memory, padding included
        "byte_size": shape.byte_size,
        "offsets": offsets(shape).tolist(),
    }


def _tup(v) -> str:
    return "(" + ",".join(str(x) for x in v) + ")"


def explain(trace) -> str:
    """The derivation of one element's offset: physical index, then every tile level."""
    shape = trace.shape
    lay = shape.layout
    lines = [f"{shape}  element {_tup(trace.logical)}"]
    m2m = ",".join(map(str, lay.minor_to_major))
    lines.append(
        f"  physical order (minor_to_major {m2m}): index {_tup(trace.physical)} "
        f"in dims {_tup(shape.physical_dims)}"
    )
    for st in trace.steps:
        lv = st.level
        head = f"  level {lv.number} T{lv.tile}:"
        if lv.is_combining:
            merged = [g for g in lv.groups if len(g) > 1]
            desc = "; ".join(
                f"dims {_tup(lv.in_dims[p] for p in g)} -> {math.prod(lv.in_dims[p] for p in g)}"
                for g in merged
            )
            lines.append(f"{head} combine {desc}: index {_tup(st.combined)} in {_tup(lv.combined)}")
            head = " " * len(head)
        lines.append(
            f"{head} tile index {_tup(st.tile_index)} of {_tup(lv.counts)} tiles, "
            f"within-tile index {_tup(st.within)} of {_tup(lv.sizes)}"
        )
        lines.append(f"{' ' * len(head)} -> index {_tup(st.index_out)} in {_tup(lv.out_dims)}")
    lines.append(
        f"  offset = linear_index({_tup(trace.final)}, {_tup(shape.tiled_dims)}) = {trace.slot}"
    )
    bit = trace.bit_offset
    where = f"byte {bit // 8}" + (
        f", bits {bit % 8}..{bit % 8 + shape.element_bits - 1}" if shape.element_bits < 8 else ""
    )
    lines.append(f"  {trace.slot} elements of {shape.element_bits} bits = {where}")
    return "\n".join(lines) + "\n"


def _summary(shape: Shape) -> list[str]:
    lines = [
        f"{shape}",
        f"  {shape.element_type}, {shape.element_bits} bits per element; {shape.num_elements} "
        f"elements in {shape.num_slots} slots ({shape.num_slots - shape.num_elements} padding); "
        f"{shape.byte_size} bytes",
    ]
    for lv in shape.levels:
        lines.append(
            f"  level {lv.number} T{lv.tile}: dims {_tup(lv.in_dims)} -> {_tup(lv.out_dims)}"
        )
    return lines


class _Lazy:
    """Offsets and first-level tile numbers of single elements, computed on demand: a drawing
    shows at most ``--max`` rows, columns, panels and lines, so its work and memory stay
    bounded however large the shape is (``offsets()`` of f32[100000,100000] is 80 GB)."""

    def __init__(self, shape: Shape):
        self.shape = shape
        self.one = None
        if shape.levels:
            lay = attrs.evolve(shape.layout, tiles=shape.layout.tiles[:1],
                               tail_padding_alignment_in_elements=1)
            self.one = Shape(shape.element_type, shape.dims, lay)
            self.per = math.prod(shape.levels[0].sizes)

    def off(self, idx: tuple[int, ...]) -> int:
        return linear_index(self.shape, idx)

    def tile(self, idx: tuple[int, ...]) -> int:
        return linear_index(self.one, idx) // self.per if self.one is not None else -1

    def grid(self, major: tuple[int, ...], rows: int, cols: int, limit: int):
        """(offsets, tiles) of the shown ``min(rows, limit) x min(cols, limit)`` corner, as
        arrays with the full ``rows x cols`` extent reported by ``shape``."""
        r_show, c_show = min(rows, limit), min(cols, limit)
        off = np.zeros((r_show, c_show), np.int64)
        tid = np.zeros((r_show, c_show), np.int64)
        rank = self.shape.rank
        for r in range(r_show):
            for c in range(c_show):
                idx = major + ((r, c) if rank >= 2 else (c,) if rank == 1 else ())
                off[r, c], tid[r, c] = self.off(idx), self.tile(idx)
        return _Grid(off, tid, rows, cols, self.shape.num_slots)


class _Grid:
    """The shown corner of one panel and the panel's full size."""

    def __init__(self, off: np.ndarray, tid: np.ndarray, rows: int, cols: int, slots: int):
        self.off, self.tid, self.rows, self.cols, self.slots = off, tid, rows, cols, slots


def _panels(shape: Shape, limit: int, lazy: _Lazy):
    """Yield (title, grid) for each index of the major logical dims (at most ``limit``)."""
    if shape.rank < 2:
        yield "", lazy.grid((), 1, shape.dims[0] if shape.rank else 1, limit)
        return
    majors = shape.dims[:-2]
    rows, cols = shape.dims[-2], shape.dims[-1]
    if not majors:
        yield "", lazy.grid((), rows, cols, limit)
        return
    for n, idx in enumerate(itertools.product(*(range(d) for d in majors))):
        if n == limit:
            yield None, None
            return
        title = "[" + ",".join(map(str, idx)) + ",:,:]"
        yield title, lazy.grid(idx, rows, cols, limit)


def _physical(
    shape: Shape, lazy: _Lazy, limit_lines: int
) -> list[tuple[str, list[tuple[str, int]]]]:
    """Memory order in lines of one outermost tile's size: (label, [(element text, tile)])."""
    slots = shape.num_slots
    if shape.levels:
        per = math.prod(shape.levels[0].sizes)
    else:
        per = shape.physical_dims[-1] if shape.rank else 1
    per = max(1, min(per, 64))
    rows = []
    for start in range(0, slots, per):
        if len(rows) == limit_lines:
            rows.append((f"… {slots - start} more slots", []))
            break
        cells = []
        for s in range(start, min(start + per, slots)):
            idx = slot_index(shape, s)
            if idx is None:
                cells.append((_PAD, -1))
            else:
                cells.append((",".join(str(int(i)) for i in idx), lazy.tile(idx)))
        rows.append((f"{start:>{len(str(slots))}}:", cells))
    return rows


def draw_plain(shape: Shape, limit: int = 32) -> str:
    """Deterministic text drawing: '|' and '-' outline the outermost tiles, '·' is padding."""
    lines = _summary(shape)
    lazy = _Lazy(shape)
    rank = shape.rank
    row_dim, col_dim = (rank - 2, rank - 1) if rank >= 2 else (None, 0 if rank else None)
    lines.append("")
    lines.append(
        "logical grid: "
        + (f"rows = dim {row_dim}, " if row_dim is not None else "")
        + (f"columns = dim {col_dim}, " if col_dim is not None else "")
        + "cell = offset in elements"
        + ("; '|' and '-' mark first-level tile boundaries" if shape.levels else "")
    )
    for title, grid in _panels(shape, limit, lazy):
        if title is None:
            lines.append(f"… more panels not shown (--max {limit})")
            break
        if title:
            lines.append(f"panel {title}")
        lines.extend(_grid_text(grid, limit))
    lines.append("")
    lines.append("physical order (slot: logical index, · = padding):")
    for label, cells in _physical(shape, lazy, limit):
        lines.append(f"  {label} " + " ".join(f"({c})" if c != _PAD else _PAD for c, _ in cells))
    return "\n".join(lines) + "\n"


def _grid_text(grid: _Grid, limit: int) -> list[str]:
    off, tid, rows, cols = grid.off, grid.tid, grid.rows, grid.cols
    r_show, c_show = min(rows, limit), min(cols, limit)
    whole = rows <= r_show and cols <= c_show  # else: as wide as the largest slot number
    top = int(off.max()) if whole and off.size else grid.slots - 1
    w = max(len(str(top)), len(str(c_show - 1)))
    lw = len(str(r_show - 1))
    out = [
        " " * (lw + 1)
        + "".join(" " + f"{c:>{w}}" for c in range(c_show))
        + (" …" if cols > c_show else "")
    ]
    for r in range(r_show):
        if r > 0:
            horiz = [tid[r, c] != tid[r - 1, c] for c in range(c_show)]
            if any(horiz):
                seg = ""
                for c in range(c_show):
                    vert = c > 0 and (
                        tid[r, c] != tid[r, c - 1] or tid[r - 1, c] != tid[r - 1, c - 1]
                    )
                    seg += "+" if vert else "-" if horiz[c] or (c > 0 and horiz[c - 1]) else " "
                    seg += ("-" if horiz[c] else " ") * w
                out.append(" " * (lw + 1) + seg)
        line = f"{r:>{lw}} "
        for c in range(c_show):
            line += "|" if c > 0 and tid[r, c] != tid[r, c - 1] else " "
            line += f"{int(off[r, c]):>{w}}"
        out.append(line + (" …" if cols > c_show else ""))
    if rows > r_show:
        out.append(f"{'…':>{lw}}")
    return out


def _draw_rich(shape: Shape, limit: int) -> None:  # pragma: no cover - needs a terminal
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    con = Console()
    lazy = _Lazy(shape)
    for line in _summary(shape):
        con.print(line, highlight=False)
    for title, grid in _panels(shape, limit, lazy):
        if title is None:
            con.print(f"… more panels not shown (--max {limit})")
            break
        off2, tid2, rows, cols = grid.off, grid.tid, grid.rows, grid.cols
        table = Table(title=f"panel {title}" if title else None, show_lines=False, pad_edge=False)
        table.add_column("", justify="right", style="bold")
        for c in range(min(cols, limit)):
            table.add_column(str(c), justify="right")
        for r in range(min(rows, limit)):
            cells = [
                Text(
                    f"{int(off2[r, c])}",
                    style=_PALETTE[int(tid2[r, c]) % len(_PALETTE)] if tid2[r, c] >= 0 else "",
                )
                for c in range(min(cols, limit))
            ]
            table.add_row(str(r), *cells)
        con.print(table)
    con.print("physical order (slot: logical index, · = padding):", highlight=False)
    for label, cells in _physical(shape, lazy, limit):
        text = Text(f"  {label} ")
        for c, t in cells:
            text.append(
                f" {c} " if c != _PAD else f" {_PAD} ",
                style=_PALETTE[t % len(_PALETTE)] if t >= 0 else "dim",
            )
            text.append(" ")
        con.print(text)
