"""The binary front end: a 32-bit word becomes the same :class:`Insn` its canonical text gives.

``decode_word(word, address)`` finds the encoding (:mod:`isa.a64.encoding`), formats the
canonical text and hands it to the text front end (the table's decoders) with a context that
knows the instruction's address. So a word and its disassembly decode to identical operands and
the identical ready-to-run operation, and every form has exactly one semantics.
"""
from __future__ import annotations

import attrs

from isa.asm.diag import AsmError, SourceLoc
from isa.asm.expr import ExprError, parse_expr
from isa.asm.lexer import lex
from isa.asm.program import Insn

from .encoding import Encoding, disassemble


@attrs.define(eq=False)
class UndefinedWord(Exception):
    """A word that no supported encoding matches (``known``: what it is, when we can say)."""

    word: int
    address: int
    known: str = ""

    def __attrs_post_init__(self) -> None:
        Exception.__init__(self, self.message)

    @property
    def message(self) -> str:
        what = f"unsupported: {self.known}" if self.known else "undefined or unsupported instruction"
        return f"{what} (0x{self.word:08x})"


class _WordContext:
    """The assembler context for one decoded word: numbers only, no symbols, no literal pool."""

    def __init__(self, stmt, address: int, text_base: int):
        self.stmt = stmt
        self.address = address
        self.index = (address - text_base) >> 2

    def value(self, text, col: int) -> int:
        try:
            e = text if not isinstance(text, str) else parse_expr(text)
            return e.value(self._no_symbols)
        except ExprError as err:
            raise self.stmt.error(err.message, col + err.offset, err.hint) from None

    @staticmethod
    def _no_symbols(name: str) -> int:
        raise ExprError(f"symbol '{name}' in decoded text", 0)

    def symbol(self, name: str) -> None:
        return None

    def literal_address(self) -> int:
        raise self.stmt.error("a decoded word has no literal pool")

    def write_literal(self, value: int, size: int) -> None:
        raise self.stmt.error("a decoded word has no literal pool")

    def error(self, message: str, col: int | None = None, hint: str = "") -> AsmError:
        return self.stmt.error(message, col, hint)


_BACKEND = None


def _backend():
    global _BACKEND
    if _BACKEND is None:
        from .table import A64Backend

        _BACKEND = A64Backend()
    return _BACKEND


def disasm(word: int, address: int = 0) -> str | None:
    """Canonical text of ``word`` (llvm-objdump's spelling), or None when not supported."""
    hit = disassemble(word, address)
    return hit[0] if hit else None


def decode_word(word: int, address: int, *, text_base: int = 0, loc: SourceLoc | None = None,
                ) -> Insn:
    """Decode ``word`` at ``address`` into a ready-to-bind :class:`Insn`.

    ``loc`` is the source position to report (from DWARF or ``.inst``); by default a location
    naming the address. Raises :class:`UndefinedWord` when no supported encoding matches.
    """
    hit = disassemble(word, address)
    if hit is None:
        raise UndefinedWord(word, address)
    text, enc = hit
    return insn_from_text(text, enc, word, address, text_base=text_base, loc=loc)


def insn_from_text(text: str, enc: Encoding | None, word: int, address: int, *, text_base: int,
                   loc: SourceLoc | None) -> Insn:
    where = loc or SourceLoc(f"0x{address:x}", 0, 1, text)
    errors: list[AsmError] = []
    stmts = lex(text, where.file, errors)
    if errors or len(stmts) != 1:
        raise AsmError(where, f"internal: canonical text {text!r} of 0x{word:08x} does not lex")
    st = attrs.evolve(stmts[0], loc=attrs.evolve(where, col=where.col or 1,
                                                  text=where.text or text))
    ctx = _WordContext(st, address, text_base)
    ins = _backend().decode(st, ctx)
    ins.address = address
    ins.index = ctx.index
    ins.text = text
    ins.info.setdefault("word", word)
    return ins
