"""Which bound closures the compiler inlines, and the Python text for each.

A closure is recognised by its code object (the one the instruction table's ``bind`` returns
for that form, found by binding sample instructions once) and its constants are read from the
closure's cells, so the generated text and the reference closure share their operands.
Anything not recognised here is called as is.
"""
from __future__ import annotations

import attrs

from isa.a64.bits import COND_EXPR
from isa.a64.table import M64

_SAMPLES = """
add x0, x1, #1
subs x0, x1, #1
add x0, x1, x2
sub x0, x1, x2
mov x0, x1
mov x0, #5
eor x0, x1, x2
l: cbz x0, l
cbnz x0, l
b l
"""
_KINDS = ("add_imm", "adds_imm", "add_reg", "sub_reg", "mov_reg", "mov_imm", "logic_reg",
          "cbz", "cbnz", "b")


@attrs.define
class Inline:
    """One inlined instruction: its form (``kind``), the bound closure's cell values and, for
    b.cond and logic ops, the condition or operation name."""

    kind: str
    cells: dict
    cond: str = ""


_CODES: dict | None = None


def _codes() -> dict:
    global _CODES
    if _CODES is None:
        from isa.a64.backend import A64Backend
        from isa.asm.assembler import Assembler
        from simulator.memory import Memory
        from simulator.state.arm import ArmState

        prog = Assembler(A64Backend()).assemble(_SAMPLES, "<block-compiler samples>")
        st = ArmState(Memory({}), prog.text_base, len(prog.slots))
        _CODES = {ins.bind(st, i).__code__: k
                  for i, (ins, k) in enumerate(zip(prog.insns, _KINDS))}
    return _CODES


def _cells(op) -> dict:
    return dict(zip(op.__code__.co_freevars, (c.cell_contents for c in op.__closure__ or ())))


def recognise(op, ins, state) -> Inline | None:
    """The inline form of ``op`` (bound for ``ins``), or None to call it."""
    code = getattr(op, "__code__", None)
    if code is None:
        return None
    cells = _cells(op) if op.__closure__ else {}
    if cells.get("x", state.x) is not state.x or cells.get("f", state.nzcv) is not state.nzcv:
        return None
    kind = _codes().get(code)
    if kind == "logic_reg":
        from isa.a64 import base

        op_name = next((k for k in ("and", "orr", "eor") if cells["fn"] is base._LOGIC[k]), None)
        if op_name is None or cells["setf"] or cells["tf"] is not None or cells["v"] is not None:
            return None
        return Inline("logic_reg", cells, op_name)
    if kind is not None:
        return Inline(kind, cells)
    if code.co_qualname == "ld1.<locals>.bind.<locals>.run" and op.__closure__:
        return _ld1(cells, state)
    if (code.co_qualname == "make.<locals>.run" and code.co_freevars == ("f", "nxt", "t")
            and ins.mnemonic.removeprefix("b").lstrip(".") in COND_EXPR):
        return Inline("bcond", cells, ins.mnemonic.removeprefix("b").lstrip("."))
    return None


def _ld1(cells: dict, state) -> Inline | None:
    """An SVE contiguous load with same-size elements (isa/a64/sve_mem.py ``ld1``): inlined as
    its all-active fast path (a byte copy into Zt) behind a guard on the VL and the predicate;
    anything else (another VL, an inactive element, a fault) calls the closure."""
    need = ("v", "cpu", "x", "view", "base", "mreg", "msh", "ratio")
    if any(k not in cells for k in need) or cells["ratio"] != 0 or cells["cpu"] is not state:
        return None
    return Inline("ld1", cells)


def ld1_ready(state: str) -> str:
    """Text of an inlined LD1's guard (its views, ``_v``, made for the VL in force in ``state``,
    every element of its predicate active): the closure's fast path applies."""
    return f"_v[0] == {state}.vlb and cnt(_v[2]) == _v[1]"


def ld1_address(cells: dict, reg) -> str:
    """Text of an inlined LD1's address, the register numbered ``n`` read as ``reg(n)``."""
    off = f"({reg(cells['mreg'])} << {cells['msh']})" if cells["mreg"] is not None else "_v[6]"
    return f"({reg(cells['base'])} + {off}) & {M64}"
