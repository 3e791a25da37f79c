"""The cycle model: machine descriptions (machines/*.toml), static per-instruction facts, a cache
hierarchy, the in-order issue engine and its reports (text, JSON, timeline, Chrome trace)."""
from __future__ import annotations

from .description import DEFAULT_MACHINE, DescriptionError, available, load_machine


def make_engine(machine: str | None, program, state, memory):
    """An :class:`~simulator.timing.engine.Engine` for ``machine`` (default m4)."""
    from .engine import Engine

    desc = load_machine(machine or DEFAULT_MACHINE)
    if desc.kind != "arm":
        raise DescriptionError(desc.file, "kind", f"machine '{desc.name}' describes a VF unit, "
                               "not an Arm core; its engine comes with the VF unit:")
    return Engine(desc, program, state, memory)


__all__ = ["DEFAULT_MACHINE", "DescriptionError", "available", "load_machine", "make_engine"]
