"""The SVE contiguous load the block compilers inline beside the forms of :mod:`isa.a64.sem`.

An SVE LD1's closure keeps views made for one vector length; the block runs its all-active fast
path (a byte copy) behind a guard and calls the closure otherwise. It is recognised by its
closure's qualified name and its cells read, as SVE and SME instructions stay closures (numpy
does their work); every base, FP and AdvSIMD form the compiler inlines has a Form instead.
"""
from __future__ import annotations

import attrs

from isa.a64.table import M64


@attrs.define
class Inline:
    """One inlined closure: its form (``kind``: "ld1", or "scalar" for a timed block's stand-in
    of an X-register-only instruction) and the bound closure's cell values."""

    kind: str
    cells: dict
    cond: str = ""


def _cells(op) -> dict:
    return dict(zip(op.__code__.co_freevars, (c.cell_contents for c in op.__closure__ or ())))


def recognise(op, ins, state) -> Inline | None:
    """The inline form of ``op`` (bound for ``ins``) when it is an SVE LD1, or None."""
    code = getattr(op, "__code__", None)
    if code is None or not op.__closure__:
        return None
    if code.co_qualname == "ld1.<locals>.bind.<locals>.run":
        return _ld1(_cells(op), state)
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
