"""What the assembler produces: a machine-independent program image plus decoded instructions.

Decode once: every instruction is validated at assembly time and carries a ``bind`` function that
a machine calls once with its state to get the ready-to-run operation (a closure returning the
index of the next instruction). The run loop never parses text or looks names up.
"""
from __future__ import annotations

from typing import Any, Callable

import attrs

from .diag import AsmError, SourceLoc

TEXT_BASE = 0x400000
SECTION_ALIGN = 0x1000

Runner = Callable[[], int]
Binder = Callable[[Any, int], Runner]


@attrs.define(eq=False)
class Insn:
    """One decoded instruction. ``bind(state, index)`` returns the runnable operation."""

    loc: SourceLoc
    mnemonic: str
    text: str  # the statement as written (for traces, debugger, fault reports)
    operands: tuple  # parsed operand objects (for timing: what it reads and writes)
    bind: Binder
    klass: str = "int"  # timing class name
    address: int = 0
    index: int = 0
    info: dict = attrs.field(factory=dict)  # extra facts for timing/debugging (reads, writes, …)


@attrs.define(eq=False)
class Section:
    name: str
    data: bytearray = attrs.field(factory=bytearray)
    size: int = 0
    align: int = 16
    base: int = 0
    nobits: bool = False  # .bss: zero-filled, no data may be stored
    executable: bool = False


@attrs.define(eq=False)
class Program:
    """A program image: sections at fixed addresses, symbols, instructions, entry index."""

    arch: str
    sections: dict[str, Section]
    symbols: dict[str, int]
    insns: list[Insn]
    entry: int  # index into insns
    source: str
    files: dict[str, str] = attrs.field(factory=dict)  # file name -> text (for listings)
    remarks: list[AsmError] = attrs.field(factory=list)
    extra: dict = attrs.field(factory=dict)  # backend-specific (VF functions, tensors, …)
    slots: list = attrs.field(factory=list)  # index -> Insn or None (data or padding in .text)
    # a process's code map (simulator.codemap.CodeMap): slots for every executable mapping,
    # decoded on first execution; None: the slots are ``.text``'s, decoded up front
    code: Any = None

    def __attrs_post_init__(self) -> None:
        if not self.slots and ".text" in self.sections:
            self.slots = [None] * (self.sections[".text"].size // 4)
            for ins in self.insns:
                self.slots[ins.index] = ins

    @property
    def text_base(self) -> int:
        return self.sections[".text"].base if ".text" in self.sections else TEXT_BASE

    def address_of(self, index: int) -> int:
        """The address of instruction slot ``index``."""
        if self.code is not None:
            return self.code.address_of(index)
        return self.text_base + 4 * index

    def index_of(self, address: int) -> int | None:
        """The slot of the instruction at ``address`` (None: no code slot there)."""
        if self.code is not None:
            return self.code.index_of(address) if not address & 3 else None
        i = (address - self.text_base) >> 2
        return i if 0 <= i < len(self.slots) and not address & 3 else None

    def insn(self, index: int) -> Insn | None:
        """The instruction in slot ``index`` (decoded now if a process never ran it)."""
        if self.code is not None:
            return self.code.insn(index)
        return self.slots[index] if 0 <= index < len(self.slots) else None

    def symbol_at(self, address: int) -> str | None:
        best = None
        for name, val in self.symbols.items():
            if val == address and not name.startswith(".L"):
                best = name
        return best

    def insn_at_address(self, address: int) -> Insn | None:
        i = self.index_of(address)
        return None if i is None else self.insn(i)
