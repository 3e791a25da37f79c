"""Input limits, in one place: each bounds the work or memory one input can cause, so absurd
input gets a located error (``FILE:LINE:COL`` + hint) instead of a hang, a traceback or an
unbounded allocation. README's "Input limits" paragraph lists them.
"""
from __future__ import annotations

MAX_SECTION_BYTES = 256 << 20  # one section (.text, .data, .bss, …) including .space/.balign
MAX_IMAGE_BYTES = 512 << 20  # all sections together
MAX_ALIGN = 1 << 24  # .balign/.p2align/.align and section alignment: 16 MiB
MAX_TENSOR_BYTES = 64 << 20  # one .tensor (its tiled, padded bytes)
MAX_TENSOR_ELEMENTS = 1 << 24  # logical elements of one .tensor (initialised on the host)
MAX_INCLUDE_DEPTH = 16  # nested .include
MAX_INCLUDES = 1024  # .include expansions in one assembly
MAX_SOURCE_BYTES = 64 << 20  # one source or included file
MAX_EXPR_DEPTH = 100  # nested parentheses and unary operators in one expression
MAX_NUMBER_DIGITS = 1000  # characters of one integer literal (any base)
MAX_VALUE_BITS = 8192  # bits of an expression's intermediate value (stays printable)
MAX_VF_NESTING = 64  # nested VF if/loop blocks


def size_text(n: int) -> str:
    """``n`` bytes as a short human text (KiB/MiB/GiB)."""
    for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if n >= 1 << shift and n % (1 << shift) == 0:
            return f"{n >> shift} {unit}"
    return f"{n} bytes"


class SourceError(Exception):
    """A source file that cannot be read as text: ``message``, ``hint`` and, for bytes that are
    not UTF-8, the 1-based ``line``/``col`` and ``text`` of the line that holds them."""

    def __init__(self, message: str, hint: str = "", line: int = 0, col: int = 0,
                 text: str = ""):
        super().__init__(message)
        self.message, self.hint, self.line, self.col, self.text = message, hint, line, col, text


def read_source(path: str) -> str:
    """The text of the regular file ``path``: at most :data:`MAX_SOURCE_BYTES`, UTF-8.
    Devices, FIFOs, directories and unreadable files raise :class:`SourceError` (reading never
    blocks on a FIFO: it is not opened)."""
    import os
    import stat

    try:
        info = os.stat(path)
    except OSError as e:
        raise SourceError(f"cannot read '{path}': {e.strerror}", "check the path") from None
    if not stat.S_ISREG(info.st_mode):
        raise SourceError(f"'{path}' is not a regular file", "include a source file, not a "
                          "device, FIFO or directory")
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_SOURCE_BYTES + 1)
    except OSError as e:
        raise SourceError(f"cannot read '{path}': {e.strerror}", "check the path") from None
    if len(raw) > MAX_SOURCE_BYTES:
        raise SourceError(f"'{path}' is larger than {size_text(MAX_SOURCE_BYTES)} (tilesim's "
                          "source-file limit)", "split the file")
    return decode_source(raw)


def decode_source(raw: bytes) -> str:
    """``raw`` as UTF-8; a byte that is not UTF-8 raises :class:`SourceError` located at it."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        start = raw.rfind(b"\n", 0, e.start) + 1
        end = raw.find(b"\n", e.start)
        line = raw[start:end if end >= 0 else len(raw)].decode("utf-8", "replace")
        raise SourceError(f"byte 0x{raw[e.start]:02x} is not UTF-8", "tilesim reads UTF-8 "
                          "source: save the file as UTF-8", raw.count(b"\n", 0, e.start) + 1,
                          len(raw[start:e.start].decode("utf-8", "replace")) + 1, line) from None

# macro language (isa/asm/macros.py)
MAX_MACRO_DEPTH = 100  # nested macro / .rept / .irp expansions (GNU as stops at about 100)
MAX_EXPANDED_STATEMENTS = 1 << 18  # statements produced by all expansions in one assembly
MAX_EXPANDED_LINE = 1 << 16  # characters of one expanded statement
