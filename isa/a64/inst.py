"""``.inst WORD``: a 32-bit word written by hand becomes an instruction slot.

GNU as accepts any word after ``.inst`` (it may be data), so tilesim does too: a word with a
supported encoding decodes (:func:`isa.a64.binary.decode_word`) to the operation its canonical
text gives; any other word still assembles, and raises SIGILL only when executed, with a message
naming the word, what the Arm ARM's decode tables say it is (:mod:`isa.a64.classify`) and the
text of the line's trailing ``// comment`` when there is one (KleidiAI writes
``.inst 0x808c02c0  // fmopa za0.s, p0/m, p0/m, z22.s, z12.s``).
"""
from __future__ import annotations

import linecache
import re

from isa.asm.diag import AsmError
from isa.asm.lexer import Statement
from isa.asm.program import Insn
from isa.faults import IllegalInstruction

from .binary import UndefinedWord, decode_word
from .classify import describe


def trailing_comment(line: str) -> str:
    """The text of a ``// comment`` (or ``/* comment */``) ending ``line``, else ""."""
    quote = False
    for i, c in enumerate(line):
        if c == '"':
            quote = not quote
        elif not quote and line.startswith("//", i):
            return line[i + 2:].strip()
        elif not quote and line.startswith("/*", i):
            return re.sub(r"\*/.*$", "", line[i + 2:]).strip()
    return ""


def _comment(stmt: Statement) -> str:
    """The ``.inst`` line's comment; for a ``.S`` file the C preprocessor removed it, so it is
    read from the original file and line the line markers name."""
    found = trailing_comment(stmt.loc.text[stmt.loc.col - 1:]) if stmt.loc.text else ""
    if not found and not stmt.loc.file.startswith("<"):
        original = linecache.getline(stmt.loc.file, stmt.loc.line)
        if ".inst" in original.lower():
            found = trailing_comment(original[original.lower().index(".inst"):])
    return found


def unsupported_message(word: int, comment: str = "") -> str:
    """``unsupported: fmopa … (0x808c02c0), an SME outer product instruction``."""
    what = describe(word)
    if comment:
        return f"unsupported: {comment} (0x{word:08x}), {what}"
    return f"unsupported: 0x{word:08x}, {what}"


def decode_inst(word: int, stmt: Statement, ctx) -> Insn:
    """The slot for one ``.inst`` word at ``ctx.address`` (located at ``stmt``)."""
    text_base = ctx.address - 4 * ctx.index
    try:
        return decode_word(word, ctx.address, text_base=text_base, loc=stmt.loc)
    except (UndefinedWord, AsmError):
        pass
    except (ValueError, KeyError, IndexError, TypeError, AttributeError, ArithmeticError):
        pass  # a formatter that cannot handle this word: the word stays data, not a traceback
    comment = _comment(stmt) if len(stmt.operands) == 1 else ""
    message = unsupported_message(word, comment)
    text = f".inst 0x{word:08x}" + (f"  // {comment}" if comment else "")

    def bind(state, index):
        def run():
            raise IllegalInstruction(message)
        return run

    return Insn(stmt.loc, ".inst", text, (), bind, "int",
                info={"word": word, "unsupported": message})
