"""What comes in: own-assembler source, ``.S`` through the C preprocessor, ELF executables and
relocatable objects (pyelftools), DWARF line tables, and the AAPCS64 call ABI."""
from __future__ import annotations

import os

from .errors import CallError, CallFault, LoadError

__all__ = ["CallError", "CallFault", "LoadError", "file_kind", "load_binary"]


def file_kind(path: str) -> str:
    """``elf`` (by the ELF magic, whatever the name), ``cpp`` (a ``.S`` file) or ``asm``."""
    from .elf import is_elf

    if is_elf(path):
        return "elf"
    return "cpp" if os.fspath(path).endswith(".S") else "asm"


def load_binary(path: str, features: frozenset[str] | None = None):
    """An ELF executable or relocatable object as a :class:`~isa.asm.program.Program`
    (``features``: the core's, for the SME ABI runtime an object may need linked in)."""
    from .elf import load_elf

    return load_elf(os.fspath(path), features)
