"""Split GNU-as source text into statements: labels, a mnemonic or directive, operand fields.

Handles `//` and `/* */` comments, `#` comment lines, `;` separators, string literals with
escapes, and keeps a 1-based column for every operand so errors can point at it.
"""
from __future__ import annotations

import re

import attrs

from .diag import AsmError, SourceLoc

_LABEL = re.compile(r"\s*([A-Za-z_.$][\w.$]*|\d+)\s*:(?!:)")
_WORD = re.compile(r"\s*([A-Za-z_.$][\w.$]*)")


@attrs.frozen
class Operand:
    """One comma-separated operand field: its text and 1-based column in the source line."""

    text: str
    col: int


@attrs.frozen
class Statement:
    loc: SourceLoc  # column of the mnemonic
    labels: tuple[tuple[str, int], ...]  # (name, column)
    mnemonic: str  # lower-case; "" for a label-only statement
    operands: tuple[Operand, ...]
    rest: str  # raw operand text (directives such as .ascii need it verbatim)
    rest_col: int

    def at(self, col: int) -> SourceLoc:
        return self.loc.at(col)

    def error(self, message: str, col: int | None = None, hint: str = "") -> AsmError:
        return AsmError(self.loc.at(col if col is not None else self.loc.col), message, hint)


def strip_comments(text: str, file: str, errors: list[AsmError]) -> list[tuple[int, str, str]]:
    """Return (line number, code without comments, original line) for every physical line.

    Block comments may span lines; their characters become spaces so columns stay right.
    """
    out: list[tuple[int, str, str]] = []
    in_block = False
    for lineno, line in enumerate(text.splitlines(), 1):
        chars = list(line)
        i, n = 0, len(line)
        quote = None
        qstart = 0
        if not in_block and line.lstrip().startswith("#") and not line.lstrip().startswith("#:"):
            out.append((lineno, "", line))
            continue
        while i < n:
            c = line[i]
            if in_block:
                if line.startswith("*/", i):
                    chars[i] = chars[i + 1] = " "
                    in_block = False
                    i += 2
                    continue
                chars[i] = " "
                i += 1
                continue
            if quote:
                if c == "\\":
                    i += 2
                    continue
                if c == quote:
                    quote = None
                i += 1
                continue
            if c == '"':
                quote, qstart = c, i
            elif c == "'" and i + 1 < n:
                # character constant 'a (GNU as) or 'a'
                i += 3 if line[i + 1] == "\\" else 2
                if i < n and line[i] == "'":
                    i += 1
                continue
            elif line.startswith("//", i):
                del chars[i:]
                break
            elif line.startswith("/*", i):
                chars[i] = chars[i + 1] = " "
                in_block = True
                i += 2
                continue
            i += 1
        if quote:
            errors.append(AsmError(SourceLoc(file, lineno, qstart + 1, line),
                                   "unterminated string", "close the string with a double quote"))
            chars = chars[: line.rfind('"')]
        out.append((lineno, "".join(chars), line))
    return out


def _unquoted(text: str):
    """Yield (index, char) for every character outside double-quoted strings."""
    quote, i = False, 0
    while i < len(text):
        c = text[i]
        if quote:
            if c == "\\":
                i += 2
                continue
            quote = c != '"'
        elif c == '"':
            quote = True
        else:
            yield i, c
        i += 1


def split_statements(code: str) -> list[tuple[int, str]]:
    """Split one line at `;` outside strings; return (start column 1-based, text)."""
    parts, start = [], 0
    for i, c in _unquoted(code):
        if c == ";":
            parts.append((start + 1, code[start:i]))
            start = i + 1
    parts.append((start + 1, code[start:]))
    return parts


def split_operands(text: str, col: int) -> tuple[Operand, ...]:
    """Split at top-level commas (outside [], {}, (), strings)."""
    if not text.strip():
        return ()
    ops: list[Operand] = []
    depth = start = 0
    for i, c in _unquoted(text):
        if c in "[{(":
            depth += 1
        elif c in "]})":
            depth -= 1
        elif c == "," and depth <= 0:
            ops.append(_operand(text, start, i, col))
            start = i + 1
    ops.append(_operand(text, start, len(text), col))
    return tuple(ops)


def _operand(text: str, a: int, b: int, col: int) -> Operand:
    piece = text[a:b]
    lead = len(piece) - len(piece.lstrip())
    return Operand(piece.strip(), col + a + lead)


def lex(text: str, file: str, errors: list[AsmError]) -> list[Statement]:
    """Turn a whole source file into statements (errors are appended, lexing goes on)."""
    stmts: list[Statement] = []
    for lineno, code, original in strip_comments(text, file, errors):
        if not code.strip():
            continue
        for scol, piece in split_statements(code):
            labels: list[tuple[str, int]] = []
            pos = 0
            while True:
                m = _LABEL.match(piece, pos)
                if not m:
                    break
                labels.append((m.group(1), scol + m.start(1)))
                pos = m.end()
            m = _WORD.match(piece, pos)
            loc = SourceLoc(file, lineno, scol + pos, original)
            if not m:
                if piece[pos:].strip():
                    bad = pos + len(piece[pos:]) - len(piece[pos:].lstrip())
                    errors.append(AsmError(loc.at(scol + bad), f"unexpected '{piece[bad:].strip()[:20]}'",
                                           "expected a label, a directive or an instruction"))
                elif labels:
                    stmts.append(Statement(loc, tuple(labels), "", (), "", scol + pos))
                continue
            mnem = m.group(1).lower()
            mcol = scol + m.start(1)
            rest = piece[m.end():]
            rest_col = scol + m.end()
            stmts.append(Statement(loc.at(mcol), tuple(labels), mnem,
                                   split_operands(rest, rest_col), rest, rest_col))
    return stmts
