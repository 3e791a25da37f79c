"""The timing engine's run loop over compiled traces (:mod:`.timed`), per streaming mode.

A slot entered ``HOT`` times becomes the head of a trace (:func:`.timed.trace`): the block
there, continued past direct branches the way they now go. A trace covers slots outside its
head's neighbourhood, so each slot remembers the traces covering it, and a slot whose row
changes (decoded, or a neighbour decoded: fusion) drops exactly those.
"""
from __future__ import annotations

from isa.faults import ProgramExit

from .timed import MAX_LEN, block_length, compile_timed, trace

HOT = 64  # entries into a slot before a trace is compiled there


class TimedBlocks:
    """The engine's compiled traces, per streaming mode and head slot, for one op list."""

    def __init__(self, eng, ops, probe: int, cop: int, cond: int):
        self.eng, self.ops, self.probe, self.cop, self.cond = eng, ops, probe, cop, cond
        n = len(ops)
        self.blocks = [[None] * n, [None] * n]
        self.lengths: list[list | None] = [None, None]
        self.heat = [[0] * n, [0] * n]
        self.cover: dict[int, list] = {}  # slot -> [(mode, head)] of the traces covering it

    def grow(self, n: int) -> None:
        """The op list now has ``n`` slots (a process mapped more code)."""
        for mode in (0, 1):
            add = n - len(self.blocks[mode])
            if add > 0:
                self.blocks[mode].extend([None] * add)
                self.heat[mode].extend([0] * add)
                if self.lengths[mode] is not None:
                    self.lengths[mode].extend([-1] * add)

    def forget(self, lo: int, hi: int) -> None:
        """Slots ``[lo, hi)`` changed: drop the traces covering them and the block lengths
        that may (a block runs at most MAX_LEN slots on from its head)."""
        cover = self.cover
        for i in range(lo, hi):
            for mode, head in cover.pop(i, ()):
                self.blocks[mode][head] = None
        for mode in (0, 1):  # slice assignments: every first run of a slot comes here
            lengths = self.lengths[mode]
            a, b = max(lo - MAX_LEN, 0), min(hi, len(self.blocks[mode]))
            if a < b and lengths is not None:
                lengths[a:b] = [-1] * (b - a)

    def _compile(self, mode: int, pc: int):
        pcs = trace(self.eng, pc)
        b = compile_timed(self.eng, self.ops, pcs, self.probe, self.cop, self.cond)
        for i in set(pcs):
            self.cover.setdefault(i, []).append((mode, pc))
        self.blocks[mode][pc] = b
        return b

    def run(self, fast, pc: int, limit: int) -> int:
        """At most ``limit`` steps from ``pc``, as ``fast`` (the per-instruction loop) would
        run them: sets the engine's ``_done``, and ``_probe`` when stopping at a loop head;
        after an exception ``_i``/``_pc`` name the faulting step."""
        eng, ops = self.eng, self.ops
        nops = len(ops)
        done = 0
        b = None
        by_mode = self.blocks
        try:
            while done < limit:
                mode = eng.mode
                b = by_mode[mode][pc] if 0 <= pc < nops else None
                if b is None:
                    if not 0 <= pc < nops:  # off the text: the loop reports it
                        pc = fast(eng, ops, pc, 1)
                        done += eng._done
                        continue
                    lengths = self.lengths[mode]
                    if lengths is None:
                        lengths = self.lengths[mode] = [-1] * nops
                    n = lengths[pc]
                    if n < 0:
                        n = lengths[pc] = block_length(eng.program, eng.table, pc)
                    heat = self.heat[mode]
                    heat[pc] += 1
                    if n > 0 and heat[pc] >= HOT:
                        b = self._compile(mode, pc)
                    else:
                        pc = fast(eng, ops, pc, min(max(n, 1), limit - done))
                        done += eng._done
                        if eng._probe is not None:
                            break
                        continue
                left = limit - done
                if b.length > left:
                    b = None
                    pc = fast(eng, ops, pc, left)
                    done += eng._done
                    break
                pc = b.fn(eng, left)
                done += eng._done
                if eng._probe is not None:
                    break
        except BaseException as ex:
            if b is not None:  # inside a block: the step its text names faulted
                eng._i, eng._pc = done + eng._k, b.pcs[eng._kpc]
                if isinstance(ex, ProgramExit):
                    eng.stop[eng._pc] += 1
            else:  # the per-instruction loop has done its own accounting
                eng._i += done
            raise
        eng._done = done
        return pc
