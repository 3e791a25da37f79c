"""The block-level run loop for functional runs (used by ``Machine._go``)."""
from __future__ import annotations

import os

from .compiler import MAX_LEN, Block, compile_block

_NONE = object()
HOT = 64  # entries into a slot before its block is compiled (cold code is not worth it)


def default_on() -> bool:
    """Blocks are used unless ``TILESIM_NO_JIT`` is set (for debugging the simulator)."""
    return not os.environ.get("TILESIM_NO_JIT")


class BlockRunner:
    """Runs a machine's program block by block; after an exception ``i`` (steps run before
    the faulting instruction) and ``pc`` (its slot) say where it happened, as the timing
    engine's ``i``/``pc`` do."""

    def __init__(self, machine):
        self.m = machine
        self.ops = None
        self.blocks: list = []
        self.i = 0
        self.pc = 0

    def _reset(self) -> None:
        self.ops = self.m._ops  # loader.call rebinds the program: blocks follow
        self.blocks = [_NONE] * len(self.ops)
        self.heat = [0] * len(self.ops)
        code = self.m.program.code
        if code is not None and self not in code.listeners:
            code.listeners.append(self)

    def code_grew(self, n: int) -> None:
        """A process's code map added slots: room for their blocks."""
        add = len(self.ops) - len(self.blocks)
        if add > 0:
            self.blocks.extend([_NONE] * add)
            self.heat.extend([0] * add)

    def code_changed(self, lo: int, hi: int) -> None:
        """Slots ``[lo, hi)`` were decoded or reset: forget blocks that may cover them."""
        a, b = max(lo - MAX_LEN, 0), min(hi, len(self.blocks))
        if a < b:  # a slice assignment: every first run of a slot comes here
            self.blocks[a:b] = [_NONE] * (b - a)

    def run(self, pc: int, limit: int) -> int:
        """Run at most ``limit`` instructions from slot ``pc``; return the next slot."""
        if self.ops is not self.m._ops:
            self._reset()
        ops, blocks, m, heat = self.ops, self.blocks, self.m, self.heat
        done = 0
        b = None
        try:
            while done < limit:
                b = blocks[pc]
                if b is _NONE:
                    b = None
                    heat[pc] += 1
                    if heat[pc] >= HOT:
                        b = blocks[pc] = compile_block(m, pc)
                        if b is not None:  # its body's slots were warmed by the cold runs:
                            for j in range(pc + 1, pc + b.length):  # not block heads
                                heat[j] = 0
                if b is not None and b.length <= limit - done:
                    pc, n = b.fn(limit - done)
                    done += n
                else:
                    b = None
                    pc = ops[pc]()
                    done += 1
        except Exception as e:
            self.i, self.pc = done, pc
            if b is not None:
                self._locate(e, b, done)
            raise
        return pc

    def _locate(self, e: BaseException, b: Block, done: int) -> None:
        """The faulting instruction inside block ``b`` from the block function's frame."""
        tb = e.__traceback__
        code = b.fn.__code__
        while tb is not None and tb.tb_frame.f_code is not code:
            tb = tb.tb_next
        if tb is None:  # raised before the block function ran its first line
            self.pc = b.start
            return
        k = b.lines.get(tb.tb_lineno, 0)
        self.i = done + tb.tb_frame.f_locals.get("_n", 0) + k
        self.pc = b.start + k
