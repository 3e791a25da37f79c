"""The binary front end: a 32-bit word becomes the same :class:`Insn` its canonical text gives.

``decode_word(word, address)`` finds the encoding (:mod:`isa.a64.encoding`), formats the
canonical text and hands it to the text front end (the table's decoders) with a context that
knows the instruction's address. So a word and its disassembly decode to identical operands and
the identical ready-to-run operation, and every form has exactly one semantics.

A word whose decode never looked at its address (neither the formatter, through ``f.addr``, nor
the text decoder, through the context's ``address``/``index``) decodes the same everywhere: it
is decoded once per process and later copies get their own address, index and location (a
static glibc hello world decodes ~4,000 slots holding ~2,700 distinct words). Branches, ADR/ADRP
and literal loads read the address and are decoded at each address.
"""
from __future__ import annotations

import re

import attrs

from isa.asm.diag import AsmError, SourceLoc
from isa.asm.expr import ExprError, parse_expr
from isa.asm.lexer import RawStatement, lex, lex_statement
from isa.asm.program import Insn

from . import encoding
from .encoding import Encoding, disassemble, disassemble_fields
from .table import decode_statement


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


# the numbers canonical text holds (``0x2a2000``, ``-0x8``, ``3``): what the expression parser
# would give for them, without parsing an expression
_NUMBER = re.compile(r"-?(?:0x[0-9a-f]+|[1-9][0-9]*|0)")


class _WordContext:
    """The assembler context for one decoded word: numbers only, no symbols, no literal pool."""

    def __init__(self, stmt, address: int, text_base: int):
        self.stmt = stmt
        self._address = address
        self._index = (address - text_base) >> 2
        self.used_address = False  # the decoder read address or index: decode per address

    @property
    def address(self) -> int:
        self.used_address = True
        return self._address

    @property
    def index(self) -> int:
        self.used_address = True
        return self._index

    def value(self, text, col: int) -> int:
        if isinstance(text, str) and _NUMBER.fullmatch(text):  # canonical text: a plain number
            return int(text, 0)
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


_LOADED = False


def _decode_statement(stmt, ctx) -> Insn:
    global _LOADED
    if not _LOADED:
        from . import load_all

        load_all()
        _LOADED = True
    return decode_statement(stmt, ctx)


def disasm(word: int, address: int = 0) -> str | None:
    """Canonical text of ``word`` (llvm-objdump's spelling), or None when not supported."""
    hit = disassemble(word, address)
    return hit[0] if hit else None


_CACHE_LIMIT = 1 << 16  # distinct words kept (a 2 MB libc has ~150k words, most never run)
# word -> (its decode at some address, that decode's context): address-independent words only
_cache: dict[int, tuple[Insn, _WordContext]] = {}
_cache_generation = -1


def decode_word(word: int, address: int, *, text_base: int = 0, loc: SourceLoc | None = None,
                ) -> Insn:
    """Decode ``word`` at ``address`` into a ready-to-bind :class:`Insn`.

    ``loc`` is the source position to report (from DWARF or ``.inst``); by default a location
    naming the address. Raises :class:`UndefinedWord` when no supported encoding matches.
    """
    global _cache_generation
    if _cache_generation != encoding.generation():
        _cache.clear()
        _cache_generation = encoding.generation()
    hit = _cache.get(word)
    if hit is not None:
        if not hit[1].used_address:  # (an operation that read the address when bound: no)
            return placed(hit[0], address, text_base, loc)
        del _cache[word]
    found = disassemble_fields(word, address)
    if found is None:
        raise UndefinedWord(word, address)
    text, enc, fields = found
    ins, ctx = _decode_text(text, word, address, text_base, loc)
    if not fields.pc_relative and not ctx.used_address:
        if len(_cache) >= _CACHE_LIMIT:
            _cache.clear()
        _cache[word] = placed(ins, address, text_base, loc), ctx
    return ins


def clear_decode_cache() -> None:
    """Forget every cached decode (tests compare a cached decode with a fresh one)."""
    _cache.clear()


def placed(ins: Insn, address: int, text_base: int, loc: SourceLoc | None) -> Insn:
    """A copy of the address-independent ``ins`` at ``address`` (its own location and info)."""
    return Insn(_where(address, loc, ins.text), ins.mnemonic, ins.text, ins.operands, ins.bind,
                ins.klass, address, (address - text_base) >> 2, dict(ins.info))


def _where(address: int, loc: SourceLoc | None, text: str) -> SourceLoc:
    """The location an instruction reports: ``loc`` (column and line text filled in), else
    one naming the address."""
    if loc is None:
        return SourceLoc(f"0x{address:x}", 0, 1, text)
    if loc.col and loc.text:
        return loc
    return attrs.evolve(loc, col=loc.col or 1, text=loc.text or text)


def insn_from_text(text: str, enc: Encoding | None, word: int, address: int, *, text_base: int,
                   loc: SourceLoc | None) -> Insn:
    return _decode_text(text, word, address, text_base, loc)[0]


def _decode_text(text: str, word: int, address: int, text_base: int, loc: SourceLoc | None,
                 ) -> tuple[Insn, _WordContext]:
    where = _where(address, loc, text)
    errors: list[AsmError] = []
    if ";" in text or "//" in text:  # canonical text is one statement, without comments
        stmts = lex(text, where.file, errors)
        st = stmts[0] if len(stmts) == 1 else None
    else:
        st = lex_statement(RawStatement(where, text, 1), errors)
    if errors or st is None:
        raise AsmError(where, f"internal: canonical text {text!r} of 0x{word:08x} does not lex")
    if st.loc != where:
        st = attrs.evolve(st, loc=where)
    ctx = _WordContext(st, address, text_base)
    ins = _decode_statement(st, ctx)
    ins.address = address
    ins.index = ctx._index
    ins.text = text
    ins.info.setdefault("word", word)
    return ins, ctx
