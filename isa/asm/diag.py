"""Diagnostics as values: every error the assembler reports carries file, line, column and a hint.

Nothing here prints; ``tools`` renders :class:`AsmError` as ``FILE:LINE:COL: error: MESSAGE`` with
the source line and a caret under the column.
"""
from __future__ import annotations

import attrs


@attrs.frozen
class SourceLoc:
    """A position in a source file; ``line`` and ``col`` are 1-based."""

    file: str
    line: int
    col: int = 1
    text: str = ""  # the whole source line, for the caret display
    # where this line was expanded (innermost first): "in macro 'm' expanded at f.s:7:1"
    notes: tuple[str, ...] = ()

    def at(self, col: int) -> "SourceLoc":
        return attrs.evolve(self, col=max(1, col))

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


@attrs.define(eq=False)
class AsmError(Exception):
    """One diagnostic. ``severity`` is error, warning or remark."""

    loc: SourceLoc
    message: str
    hint: str = ""
    severity: str = "error"

    def __attrs_post_init__(self) -> None:
        Exception.__init__(self, self.render())

    def render(self) -> str:
        """Plain-text form: location, message, source line, caret, hint."""
        lines = [f"{self.loc}: {self.severity}: {self.message}"]
        if self.loc.text:
            src = self.loc.text.replace("\t", " ")
            lines.append(src)
            lines.append(" " * (self.loc.col - 1) + "^")
        lines.extend(f"note: {n}" for n in self.loc.notes)
        if self.hint:
            lines.append(f"hint: {self.hint}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.render()


class AsmErrors(Exception):
    """Every error found in one assembly (all of them are reported, not only the first)."""

    def __init__(self, errors: list[AsmError]):
        self.errors = errors
        super().__init__("\n".join(e.render() for e in errors))

    def render(self) -> str:
        n = len(self.errors)
        tail = f"{n} error{'s' if n != 1 else ''} generated."
        return "\n".join(e.render() for e in self.errors) + "\n" + tail


MAX_ERRORS = 50
