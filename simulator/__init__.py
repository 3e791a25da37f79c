"""tilesim's machine: state, memory, run loop, dumps, layouts and timing.

``Machine``, ``FaultReport`` and ``assemble`` load on first use (PEP 562), so a leaf module
such as :mod:`simulator.hostenv` can be imported before numpy is.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .machine import FaultReport, Machine, assemble

__all__ = ["Machine", "FaultReport", "assemble", "load_machine", "is_vf_source"]
_LAZY = ("Machine", "FaultReport", "assemble")


def __getattr__(name: str):
    if name in _LAZY:
        from . import machine

        return getattr(machine, name)
    raise AttributeError(f"module 'simulator' has no attribute '{name}'")


def is_vf_source(text: str) -> bool:
    """True when the first statement of ``text`` is ``.arch ascend-vf``."""
    from isa.vf import is_vf_source as probe

    return probe(text)


def load_machine(text: str, file: str = "<string>", **kw):
    """The Arm ``Machine`` or the ``VfMachine``, chosen by the file's ``.arch`` line; an Ascend
    C source (.asc .cpp .h …, by ``file`` or as the path ``text``) is a VF program too:
    ``load_machine("softmax.asc", defines={"SCENARIO_NUM": 2})``."""
    from isa.vf.ascendc import is_ascendc, is_cpp_path

    if file == "<string>" and is_cpp_path(text) and "\n" not in text:
        file = text
        with open(file, encoding="utf-8", errors="replace") as fh:
            text = fh.read()
    if is_vf_source(text) or is_ascendc(file, text):
        from .vf import VfMachine

        return VfMachine.load(text, file, **kw)
    from .machine import Machine

    return Machine.from_source(text, file, **kw)
