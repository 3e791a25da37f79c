"""Block compiler for functional and timed runs.

The run loop executes basic blocks compiled to Python functions: every instruction with a form
(isa/a64/sem.py: base integer, branches, loads and stores) is inlined from that one definition
with registers in locals, NZCV computed only when read and memory through per-site region
caches (:mod:`.emit`); other instructions call their bound closure; self-loops run as ``while``
loops with a step budget. Timed runs execute blocks with the cycle model compiled in (:mod:`.timed`, driven
by the timing engine); the debugger's tracking and single steps keep the per-instruction path.
"""
from .runner import BlockRunner, default_on

__all__ = ["BlockRunner", "default_on"]
