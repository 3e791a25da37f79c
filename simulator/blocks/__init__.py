"""Block compiler for functional and timed runs.

The run loop executes basic blocks compiled to Python functions: the bound per-instruction
closures (the reference path) are called in sequence, and the hottest scalar forms are inlined
with registers in locals, NZCV computed only when read, and self-loops as ``while`` loops with
a step budget. Timed runs execute blocks with the cycle model compiled in (:mod:`.timed`, driven
by the timing engine); the debugger's tracking and single steps keep the per-instruction path.
"""
from .runner import BlockRunner, default_on

__all__ = ["BlockRunner", "default_on"]
