"""Errors in shape/layout text, as values with a location (DESIGN: tools renders them)."""

from __future__ import annotations


class LayoutError(Exception):
    """A bad shape or layout.

    ``column`` is 1-based into ``text`` (the shape text as given), or None when the shape was built
    programmatically.  ``loc`` names the offending part (e.g. ``("tile", 0, 2)``) so the parser can
    turn a validation error raised by :class:`Shape` into a column.
    """

    def __init__(
        self,
        message: str,
        column: int | None = None,
        hint: str | None = None,
        *,
        text: str | None = None,
        loc: tuple | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.column = column
        self.hint = hint
        self.text = text
        self.loc = loc

    def __str__(self) -> str:
        where = f"1:{self.column}: " if self.column is not None else ""
        return f"{where}{self.message}"
