"""Terminal rendering shared by the sub-commands: errors with carets, dumps as rich tables when
the stream is a terminal and as canonical plain text otherwise."""
from __future__ import annotations

import sys
from typing import TextIO

import numpy as np


def is_tty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def print_dump(d, stream: TextIO) -> None:
    """A dump: matrices as rich tables on a terminal, canonical text elsewhere.

    A matrix wider than the terminal is split into column blocks (``columns 0-15``, …) that
    each fit, so no value is truncated and the terminal never wraps a row.
    """
    if d.kind == "matrix" and is_tty(stream):
        import shutil

        from rich.console import Console
        from rich.table import Table

        from simulator.dump import fmt_elems

        arr = np.asarray(d.value)
        cells = [fmt_elems(row, d.dtype) for row in arr]
        ncol = arr.shape[1]
        widths = [max([len(str(c))] + [len(row[c]) for row in cells]) for c in range(ncol)]
        term = max(40, shutil.get_terminal_size((100, 24)).columns)
        blocks, start, used = [], 0, 10
        for c in range(ncol):
            if c > start and used + widths[c] + 3 > term:
                blocks.append((start, c))
                start, used = c, 10
            used += widths[c] + 3
        blocks.append((start, ncol))
        con = Console(file=stream, width=term)
        for lo, hi in blocks:
            title = d.name if len(blocks) == 1 else f"{d.name}  columns {lo}-{hi - 1} of {ncol}"
            table = Table(title=title, show_header=True, header_style="bold cyan")
            table.add_column("row", style="bold cyan", justify="right")
            for c in range(lo, hi):
                table.add_column(str(c), justify="right", no_wrap=True)
            for r, row in enumerate(cells):
                table.add_row(str(r), *row[lo:hi])
            con.print(table)
        return
    print(d.to_text(), file=stream)


def error(message: str, hint: str = "", stream: TextIO | None = None) -> None:
    stream = stream if stream is not None else sys.stderr
    print(f"tilesim: error: {message}", file=stream)
    if hint:
        print(f"hint: {hint}", file=stream)
