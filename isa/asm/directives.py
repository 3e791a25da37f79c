"""Data directives shared by every ISA: sizes (pass 1) and bytes (pass 2).

A directive handler gets the statement and a context with ``value(text, col)`` (expression
evaluation) and returns the bytes it emits. Sizes must be known in pass 1, so handlers compute
them from operand counts or from constant expressions.
"""
from __future__ import annotations

import struct

from .lexer import Statement

INT_SIZES = {".byte": 1, ".hword": 2, ".short": 2, ".2byte": 2, ".word": 4, ".int": 4, ".long": 4,
             ".4byte": 4, ".quad": 8, ".8byte": 8, ".xword": 8, ".dword": 8}
FLOAT_FORMATS = {".float": "<f", ".single": "<f", ".double": "<d"}
STRING_DIRS = {".ascii": False, ".asciz": True, ".string": True}
# the w/l forms take a 2/4-byte fill pattern; tilesim pads them like the plain forms (zeros in
# data, NOPs in code)
ALIGN_DIRS = {".align", ".balign", ".p2align", ".balignw", ".balignl", ".p2alignw", ".p2alignl"}
SPACE_DIRS = {".space", ".skip", ".zero", ".fill"}
DATA_DIRECTIVES = set(INT_SIZES) | set(FLOAT_FORMATS) | set(STRING_DIRS) | SPACE_DIRS
# call-frame information: accepted and ignored (tilesim unwinds from frame records). These are
# the ones GNU as 2.40 accepts for AArch64, plus LLVM's .cfi_mte_tagged_frame; any other
# .cfi_* is an unknown directive, as in GNU as.
CFI_DIRECTIVES = {".cfi_" + n for n in (
    "sections", "startproc", "endproc", "def_cfa", "def_cfa_register", "def_cfa_offset",
    "adjust_cfa_offset", "offset", "rel_offset", "register", "return_column", "restore",
    "undefined", "same_value", "remember_state", "restore_state", "window_save",
    "negate_ra_state", "escape", "signal_frame", "val_offset", "label", "b_key_frame",
    "personality", "lsda", "val_encoded_addr", "mte_tagged_frame")}

_ESCAPES = {"n": 10, "t": 9, "r": 13, "b": 8, "f": 12, "v": 11, "a": 7, "e": 27, "\\": 92, '"': 34,
            "'": 39}


class DirectiveError(ValueError):
    def __init__(self, message: str, col: int, hint: str = ""):
        super().__init__(message)
        self.message, self.col, self.hint = message, col, hint


def parse_string(text: str, col: int) -> bytes:
    """Parse one C-style string literal as GNU as does (octal and \\x escapes included)."""
    t = text.strip()
    if len(t) < 2 or not t.startswith('"') or not t.endswith('"'):
        raise DirectiveError("expected a string in double quotes", col, 'write it as "text"')
    body, out, i = t[1:-1], bytearray(), 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out += c.encode("utf-8")
            i += 1
            continue
        i += 1
        if i >= len(body):
            raise DirectiveError("string ends with a lone backslash", col + i)
        e = body[i]
        if e in "01234567":
            j = i
            while j < len(body) and j < i + 3 and body[j] in "01234567":
                j += 1
            out.append(int(body[i:j], 8) & 0xFF)
            i = j
        elif e in "xX":
            j = i + 1
            while j < len(body) and body[j] in "0123456789abcdefABCDEF":
                j += 1
            if j == i + 1:
                raise DirectiveError("\\x used with no following hex digits", col + i)
            out.append(int(body[i + 1:j], 16) & 0xFF)
            i = j
        else:
            out.append(_ESCAPES.get(e, ord(e) & 0xFF))
            i += 1
    return bytes(out)


def parse_float(text: str, col: int) -> float:
    t = text.strip().lower().replace("_", "")
    for prefix in ("0f", "0d", "0e"):
        if t.startswith(prefix) or t.startswith("-" + prefix) or t.startswith("+" + prefix):
            t = t.replace(prefix, "", 1)
    t = t.lstrip("#")
    try:
        if "0x" in t and "p" in t:
            return float.fromhex(t)
        return float(t)
    except ValueError:
        raise DirectiveError(f"bad floating-point number '{text.strip()}'", col,
                             "write e.g. 1.5, -2e-3 or 0x1.8p1") from None


def float_bytes(fmt: str, value: float, col: int) -> bytes:
    try:
        return struct.pack(fmt, value)
    except OverflowError:
        return struct.pack(fmt, float("inf") if value > 0 else float("-inf"))


def int_bytes(value: int, size: int, col: int) -> bytes:
    lo, hi = -(1 << (8 * size - 1)), (1 << (8 * size)) - 1
    if not lo <= value <= hi:
        raise DirectiveError(f"value {value} does not fit in {size} byte{'s' * (size > 1)}", col,
                             f"the range is {lo} to {hi}")
    return (value & hi).to_bytes(size, "little")


def data_size(stmt: Statement, const) -> int:
    """Bytes emitted by a data directive (pass 1). ``const(text, col)`` evaluates constants."""
    d = stmt.mnemonic
    if d in INT_SIZES:
        return INT_SIZES[d] * len(stmt.operands)
    if d in FLOAT_FORMATS:
        return struct.calcsize(FLOAT_FORMATS[d]) * len(stmt.operands)
    if d in STRING_DIRS:
        return sum(len(parse_string(o.text, o.col)) + STRING_DIRS[d] for o in stmt.operands)
    if d in (".space", ".skip", ".zero"):
        if not stmt.operands:
            raise DirectiveError(f"{d} needs a size", stmt.rest_col)
        n = const(stmt.operands[0].text, stmt.operands[0].col)
        if n < 0 or n > 1 << 30:
            raise DirectiveError(f"{d} size {n} out of range", stmt.operands[0].col)
        return n
    if d == ".fill":
        if not stmt.operands:
            raise DirectiveError(".fill needs a repeat count", stmt.rest_col)
        rep = const(stmt.operands[0].text, stmt.operands[0].col)
        size = const(stmt.operands[1].text, stmt.operands[1].col) if len(stmt.operands) > 1 else 1
        if rep < 0 or not 0 <= size <= 8 or rep * size > 1 << 30:
            raise DirectiveError(".fill repeat/size out of range", stmt.rest_col, "size is 0-8 bytes")
        return rep * size
    raise AssertionError(d)


def data_bytes(stmt: Statement, value, const) -> bytes:
    """Bytes of a data directive (pass 2). ``value`` may name symbols; ``const`` may not."""
    d = stmt.mnemonic
    ops = stmt.operands
    if d in INT_SIZES:
        return b"".join(int_bytes(value(o.text, o.col), INT_SIZES[d], o.col) for o in ops)
    if d in FLOAT_FORMATS:
        return b"".join(float_bytes(FLOAT_FORMATS[d], parse_float(o.text, o.col), o.col) for o in ops)
    if d in STRING_DIRS:
        return b"".join(parse_string(o.text, o.col) + b"\0" * STRING_DIRS[d] for o in ops)
    if d in (".space", ".skip", ".zero"):
        n = const(ops[0].text, ops[0].col)
        fill = const(ops[1].text, ops[1].col) & 0xFF if len(ops) > 1 and d != ".zero" else 0
        return bytes([fill]) * n
    if d == ".fill":
        rep = const(ops[0].text, ops[0].col)
        size = const(ops[1].text, ops[1].col) if len(ops) > 1 else 1
        val = const(ops[2].text, ops[2].col) if len(ops) > 2 else 0
        # GNU as: the value is stored as 4 bytes at most, the rest zero (little-endian)
        one = (val & 0xFFFFFFFF).to_bytes(4, "little")[:size].ljust(size, b"\0")
        return one * rep
    raise AssertionError(d)


def max_skip(stmt: Statement, const) -> int:
    """The third operand of ``.p2align N, FILL, MAX`` (GNU as pads only when at most MAX bytes
    are needed; the section alignment is raised anyway); unlimited when absent."""
    ops = stmt.operands
    if len(ops) > 2 and ops[2].text:
        return const(ops[2].text, ops[2].col)
    return 1 << 62


def alignment(stmt: Statement, const) -> tuple[int, int | None]:
    """(byte alignment, fill byte or None) of .align/.balign/.p2align (AArch64: .align = p2)."""
    ops = stmt.operands
    if not ops:
        raise DirectiveError(f"{stmt.mnemonic} needs an alignment", stmt.rest_col)
    n = const(ops[0].text, ops[0].col)
    fill = const(ops[1].text, ops[1].col) & 0xFF if len(ops) > 1 and ops[1].text else None
    if stmt.mnemonic[-1] in "wl":
        fill = None
    if stmt.mnemonic.startswith(".balign"):
        if n <= 0 or n & (n - 1):
            raise DirectiveError(f"alignment {n} is not a power of 2", ops[0].col)
        return n, fill
    if not 0 <= n <= 16:
        raise DirectiveError(f"alignment exponent {n} out of range 0-16", ops[0].col)
    return 1 << n, fill
