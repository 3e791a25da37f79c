"""docs/linux.md's system-call table, generated from simulator/linux's table (one row per
call: number, name, how tilesim gives it), so the document cannot drift from the code."""
from __future__ import annotations

from pathlib import Path

from simulator.linux import SYSCALLS

BEGIN, END = "<!-- syscalls: begin (tools/linux_doc.py) -->", "<!-- syscalls: end -->"
DOC = Path(__file__).resolve().parent.parent / "docs" / "linux.md"


def table() -> str:
    rows = ["| nr | call | what tilesim does |", "|---:|---|---|"]
    for nr in sorted(SYSCALLS):
        sc = SYSCALLS[nr]
        rows.append(f"| {nr} | `{sc.name}` | {sc.how.replace('|', '/')} |")
    return "\n".join(rows)


def render(text: str) -> str:
    """``text`` (docs/linux.md) with the generated table between its markers."""
    head, _, rest = text.partition(BEGIN)
    _, _, tail = rest.partition(END)
    return f"{head}{BEGIN}\n{table()}\n{END}{tail}"


def update(path: Path = DOC) -> bool:
    """Rewrite the table in ``path``; True when it changed."""
    old = path.read_text(encoding="utf-8")
    new = render(old)
    if new != old:
        path.write_text(new, encoding="utf-8")
    return new != old
