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
    """A dump: matrices as a rich table on a terminal, canonical text elsewhere."""
    if d.kind == "matrix" and is_tty(stream):
        from rich.console import Console
        from rich.table import Table

        from simulator.dump import fmt_elems

        arr = np.asarray(d.value)
        cells = [fmt_elems(row, d.dtype) for row in arr]
        table = Table(title=d.name, show_header=True, header_style="bold cyan")
        table.add_column("row", style="bold cyan", justify="right")
        for c in range(arr.shape[1]):
            table.add_column(str(c), justify="right", no_wrap=True)
        for r, row in enumerate(cells):
            table.add_row(str(r), *row)
        widths = [max([len(str(c))] + [len(row[c]) for row in cells]) for c in range(arr.shape[1])]
        need = sum(w + 3 for w in widths) + 8
        Console(file=stream, width=max(need, 80)).print(table)  # never truncate a value
        return
    print(d.to_text(), file=stream)


def error(message: str, hint: str = "", stream: TextIO | None = None) -> None:
    stream = stream if stream is not None else sys.stderr
    print(f"tilesim: error: {message}", file=stream)
    if hint:
        print(f"hint: {hint}", file=stream)
