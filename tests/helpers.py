"""Small helpers for tests: run a snippet of Arm assembly and return the machine."""
from __future__ import annotations

from simulator import Machine

EXIT = "\n    mov x8, #93\n    svc #0\n"


def run_asm(body: str, data: str = "", **kw) -> Machine:
    """Assemble ``body`` (instructions after _start) + ``data`` (.data section), run to exit."""
    src = f".data\n{data}\n.text\n.global _start\n_start:\n{body}\n    mov x0, #0{EXIT}"
    m = Machine.from_source(src, "<test>", **kw)
    m.run(max_steps=kw.get("max_steps", 1_000_000))
    assert m.fault is None, m.fault.render()
    return m
