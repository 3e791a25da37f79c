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
# GNU as `SYMBOL = EXPRESSION` (the same as `.set SYMBOL, EXPRESSION`)
_ASSIGN = re.compile(r"\s*([A-Za-z_.$][\w.$]*)\s*=(?!=)")
# C preprocessor line markers: `# 12 "file.S" 1 3` (cpp output) and `#line 12 "file.S"`
_LINE_MARKER = re.compile(r'^\s*#\s*(?:line\s+)?(\d+)(?:\s+"((?:[^"\\]|\\.)*)")?(?:\s+\d+)*\s*$')


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


_OTHER_BREAKS = str.maketrans({c: " " for c in "\r\f\v\x1c\x1d\x1e\x85\u2028\u2029"})


def source_lines(text: str) -> list[str]:
    """Physical lines as GNU as counts them: only LF ends a line; CR (so CRLF and CR-only
    files), form feed, vertical tab and Unicode line separators are blanks within a line."""
    lines = text.translate(_OTHER_BREAKS).split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def strip_comments(text: str, file: str, errors: list[AsmError]) -> list[tuple[int, str, str]]:
    """Return (line number, code without comments, original line) for every physical line.

    Block comments may span lines; their characters become spaces so columns stay right.
    """
    out: list[tuple[int, str, str]] = []
    in_block = False
    for lineno, line in enumerate(source_lines(text), 1):
        if not in_block and line.lstrip().startswith("#") and _LINE_MARKER.match(line):
            out.append((lineno, "", line))  # a line marker: lex() follows it
            continue
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


@attrs.frozen
class RawStatement:
    """One statement's text before lexing (macro bodies are kept so): ``text`` starts at
    column ``col`` of the line ``loc`` (``loc.text`` is the whole line)."""

    loc: SourceLoc
    text: str
    col: int


def raw_statements(text: str, file: str, errors: list[AsmError]) -> list[RawStatement]:
    """The statements of a whole source file as text, comments removed, line markers applied."""
    out: list[RawStatement] = []
    shift, here = 0, file  # what line markers say: physical line + shift, in file `here`
    for lineno, code, original in strip_comments(text, file, errors):
        if not code.strip():
            marker = _LINE_MARKER.match(original) if original.lstrip().startswith("#") else None
            if marker:
                shift = int(marker.group(1)) - lineno - 1
                here = _unescape(marker.group(2)) if marker.group(2) is not None else here
            continue
        loc = SourceLoc(here, lineno + shift, 1, original)
        out.extend(RawStatement(loc, piece, scol) for scol, piece in split_statements(code))
    return out


def lex_statement(raw: RawStatement, errors: list[AsmError]) -> Statement | None:
    """Lex one statement: labels, a mnemonic or directive, operand fields (None if empty)."""
    piece, scol = raw.text, raw.col
    labels: list[tuple[str, int]] = []
    pos = 0
    while True:
        m = _LABEL.match(piece, pos)
        if not m:
            break
        labels.append((m.group(1), scol + m.start(1)))
        pos = m.end()
    loc = raw.loc.at(scol + pos)
    a = _ASSIGN.match(piece, pos)
    if a:
        return _assignment(piece, a, scol, labels, loc)
    m = _WORD.match(piece, pos)
    if not m:
        if piece[pos:].strip():
            bad = pos + len(piece[pos:]) - len(piece[pos:].lstrip())
            errors.append(AsmError(loc.at(scol + bad), f"unexpected '{piece[bad:].strip()[:20]}'",
                                   "expected a label, a directive or an instruction"))
        elif labels:
            return Statement(loc, tuple(labels), "", (), "", scol + pos)
        return None
    mnem = m.group(1).lower()
    rest = piece[m.end():]
    rest_col = scol + m.end()
    return Statement(loc.at(scol + m.start(1)), tuple(labels), mnem,
                     split_operands(rest, rest_col), rest, rest_col)


def lex(text: str, file: str, errors: list[AsmError]) -> list[Statement]:
    """Turn a whole source file into statements (errors are appended, lexing goes on)."""
    out = []
    for raw in raw_statements(text, file, errors):
        st = lex_statement(raw, errors)
        if st is not None:
            out.append(st)
    return out


def _assignment(piece: str, a: re.Match, scol: int, labels: list, loc: SourceLoc) -> Statement:
    """``SYM = EXPR`` as the statement ``.set SYM, EXPR`` (operand columns as written)."""
    name = Operand(a.group(1), scol + a.start(1))
    rest = piece[a.end():]
    lead = len(rest) - len(rest.lstrip())
    value = Operand(rest.strip(), scol + a.end() + lead)
    return Statement(loc.at(scol + a.start(1)), tuple(labels), ".set", (name, value),
                     piece[a.start(1):], scol + a.start(1))


def _unescape(name: str) -> str:
    """A file name from a line marker (cpp escapes backslashes and quotes)."""
    return re.sub(r"\\(.)", r"\1", name)
