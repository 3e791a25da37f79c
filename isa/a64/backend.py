"""The Arm ISA as the assembler core sees it (:class:`A64Backend`): the instruction table
(:mod:`.table`) for statements, :mod:`.inst` for ``.inst`` words. Kept apart from the table so
that the binary front end (:mod:`.binary`, which decodes through the table) and ``.inst``
(which decodes through the binary front end) import in one direction only."""
from __future__ import annotations

from isa.asm.lexer import Statement
from isa.asm.program import Insn

from . import load_all
from .inst import decode_inst
from .table import decode_statement, is_mnemonic, mnemonics


class A64Backend:
    """The Arm ISA as seen by the assembler core."""

    name = "a64"

    def __init__(self) -> None:
        load_all()

    def mnemonics(self) -> list[str]:
        return mnemonics()

    def is_instruction(self, mnemonic: str) -> bool:
        return is_mnemonic(mnemonic)

    def literal_size(self, stmt: Statement) -> int:
        if stmt.mnemonic in ("ldr", "ldrsw") and len(stmt.operands) == 2 \
                and stmt.operands[1].text.startswith("="):
            first = stmt.operands[0].text.strip().lower()
            if stmt.mnemonic == "ldr" and first[:1] in ("d", "q") and first[1:].isdigit():
                return 8 if first[0] == "d" else 16  # SIMD&FP literal (isa/a64/fp_mem.py)
            return 8 if first.startswith("x") and stmt.mnemonic == "ldr" else 4
        return 0

    def directive(self, stmt: Statement, ctx) -> bool:
        return False

    def decode_word(self, word: int, stmt: Statement, ctx) -> Insn:
        """``.inst WORD`` (see :mod:`isa.a64.inst`)."""
        return decode_inst(word, stmt, ctx)

    def decode(self, stmt: Statement, ctx) -> Insn:
        return decode_statement(stmt, ctx)
