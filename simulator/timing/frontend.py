"""Static front-end facts of branches: which are conditional, which way a static
backward-taken/forward-not-taken predictor guesses them, and which compare+branch pairs fuse.

The direction is the sign of the branch offset (the target label's address against the
branch's own; Arm ARM C6.2 B.cond, CBZ/CBNZ, TBZ/TBNZ).
Fusion follows Apple's documented behaviour ("Apple Silicon CPU Optimization Guide", section
on macro-op fusion): a flag-setting compare or ALU op directly followed by the branch that
consumes its result issues as one macro-op.
"""
from __future__ import annotations

from .classes import NZCV

_COND_REG = ("cbz", "cbnz", "tbz", "tbnz")
_FUSE_FLAGS = ("cmp", "cmn", "tst", "subs", "adds", "ands")
_FUSE_ALU = ("add", "sub", "and", "orr", "eor", "mov", "subs", "adds", "ands")


def is_conditional(ins) -> bool:
    m = ins.mnemonic
    return m.startswith("b.") or m in _COND_REG or (
        m.startswith("b") and len(m) == 3 and m not in ("blr", "brk", "bic", "bfi", "bfm"))


def predicted_taken(program, ins) -> bool:
    """Static backward-taken / forward-not-taken guess for a conditional branch: numeric local
    labels say their direction (``1b``/``1f``); a named target is looked up in the symbols."""
    from isa.a64 import operands as O
    target = next((o for o in reversed(ins.operands) if isinstance(o, O.Imm)), None)
    if target is None:
        return False
    text = target.text.strip()
    if text[:-1].isdigit() and text[-1:] in ("b", "f"):
        return text[-1] == "b"
    addr = program.symbols.get(text)
    if addr is None:
        try:
            addr = int(text, 0)
        except ValueError:
            return False
    return addr <= ins.address


def may_fuse_next(prev) -> bool:
    """Whether ``prev`` is an instruction a conditional branch after it may fuse with (cheap:
    a slot after any other one need not be looked at for fusion)."""
    return prev is not None and (prev.mnemonic in _FUSE_FLAGS or prev.mnemonic in _FUSE_ALU)


def fuses(prev, prev_info, ins, info) -> bool:
    """Whether ``prev`` directly followed by conditional branch ``ins`` issue as one macro-op."""
    if prev is None or prev_info is None or prev_info.klass != "int":
        return False
    m = ins.mnemonic
    if m in _COND_REG[:2]:
        return prev.mnemonic in _FUSE_ALU and bool(set(prev_info.dsts) & set(info.srcs))
    return prev.mnemonic in _FUSE_FLAGS and NZCV in prev_info.dsts and NZCV in info.srcs
