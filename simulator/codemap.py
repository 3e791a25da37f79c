"""Executable memory as instruction slots, decoded on first execution.

An assembled program has one ``.text`` whose slots are decoded up front. A Linux process has
code wherever an executable mapping is: the program, its interpreter, the shared libraries the
interpreter maps. :class:`CodeMap` gives each executable range it meets a run of slots (one per
word, plus one past the end), so the machine, the cycle model and the block compiler keep
indexing plain lists. A slot is decoded the first time it runs — like QEMU's translation on
first execution, and what makes a 1 MB libc start in milliseconds — and a direct branch out of
its range goes through :meth:`CodeMap.enter`, as an indirect one does.

Listeners (the cycle model, the block runners, the debugger's history) keep per-slot tables:
they hear ``code_grew(n)`` when slots are added and ``code_changed(lo, hi)`` when slots
``[lo, hi)`` were decoded or reset (an unmapped or re-protected range).
"""
from __future__ import annotations

import bisect
import gc
from functools import partial
from itertools import repeat
from typing import Any, Callable

import attrs

from isa.a64.bits import tbi_address
from isa.asm.diag import SourceLoc
from isa.asm.program import Insn
from isa.faults import BusError, SegmentationFault

Op = Callable[[], int]


@attrs.define(eq=False)
class CodeRange:
    """Slots ``[index, index + (hi - lo) // 4]`` hold the words of ``[lo, hi)``; the last slot
    continues at ``hi`` (the next mapping, or a fault)."""

    lo: int
    hi: int
    index: int
    name: str = ""
    live: bool = True

    @property
    def words(self) -> int:
        return (self.hi - self.lo) >> 2


@attrs.define(eq=False)
class SourceInfo:
    """Where the words of ``[lo, hi)`` came from: a line map (address -> (file, line)) and the
    source files it names (:class:`~simulator.loader.image.SourceFiles`)."""

    lo: int
    hi: int
    lines: dict
    files: Any


class CodeMap:
    """The slots of a process's executable memory (see the module docstring)."""

    def __init__(self, memory, slots: list, ops: list, bind: Callable[[Insn, int], Op]):
        self.memory = memory
        self.slots = slots
        self.ops = ops
        self.bind = bind
        self.ranges: list[CodeRange] = []  # by address
        self._by_index: list[CodeRange] = []  # by first slot (ranges get slots in order)
        self._firsts: list[int] = []  # their first slots, for bisect
        self._los: list[int] = []
        self.sources: list[SourceInfo] = []
        self.listeners: list = []
        self.decoded = 0
        self._peeked: dict[int, Insn] = {}  # decoded for a look (the cycle model), not run yet
        self._targets: dict[int, int] = {}  # branch target address -> slot (returns repeat)

    # ------------------------------------------------------------------ addresses
    def index_of(self, address: int) -> int | None:
        """The slot of ``address`` when a known live range holds it, else None."""
        k = bisect.bisect_right(self._los, address) - 1
        if k >= 0:
            r = self.ranges[k]
            if r.live and address < r.hi:
                return r.index + ((address - r.lo) >> 2)
        return None

    def address_of(self, index: int) -> int:
        """The address slot ``index`` stands for (the slot past a range: its end)."""
        r = self.range_of(index)
        return 4 * index if r is None else r.lo + 4 * (index - r.index)

    def range_at(self, address: int) -> CodeRange | None:
        """The live range holding ``address``, or None."""
        k = bisect.bisect_right(self._los, address) - 1
        return self.ranges[k] if k >= 0 and address < self.ranges[k].hi else None

    def range_of(self, index: int) -> CodeRange | None:
        k = bisect.bisect_right(self._firsts, index) - 1
        if k >= 0 and index <= self._by_index[k].index + self._by_index[k].words:
            return self._by_index[k]
        return None

    # ------------------------------------------------------------------ control flow
    def enter(self, address: int) -> int:
        """The slot to run for a branch to ``address`` (ArmState.branch_to in a process):
        SIGBUS for a misaligned target (PC alignment fault), SIGSEGV where nothing executable
        is mapped."""
        i = self._targets.get(address)
        if i is not None:
            return i
        i = self.index_of(address)
        if i is not None and not address & 3:
            if len(self._targets) < 1 << 16:
                self._targets[address] = i
            return i
        if tbi_address(address) != address:  # a tagged target runs untagged (AArch64.BranchAddr)
            return self.enter(tbi_address(address))
        r = self.memory.region_at(address)
        if r is None or "x" not in r.perms:
            raise SegmentationFault(f"branch to 0x{address & ((1 << 64) - 1):x}: no executable "
                                    "code is mapped there", address, "fetch")
        if address & 3:
            raise BusError(f"branch to 0x{address:x}: not 4-byte aligned (PC alignment fault)",
                           address, "fetch")
        self.add_range(r.base, r.end, r.name)
        return self.index_of(address)

    def add_range(self, lo: int, hi: int, name: str = "") -> int:
        """Give ``[lo, hi)`` (executable memory) slots; returns the slot of ``lo``."""
        for r in self.ranges:  # a range made again (re-mapped code): its old slots retire
            if r.live and r.lo < hi and lo < r.hi:
                self._retire(r)
        base = len(self.slots)
        r = CodeRange(lo, hi, base, name)
        n = r.words + 1
        self.slots.extend([None] * n)
        # one trampoline per word (a static libc is ~90,000 words): partial objects made with
        # the cyclic GC paused, since the collections this many allocations trigger walk the
        # whole heap and cost ~10x the allocation itself
        paused = gc.isenabled()
        gc.disable()
        try:
            self.ops.extend(map(partial, repeat(self._first_run, r.words),
                                range(base, base + r.words)))
        finally:
            if paused:
                gc.enable()
        self.ops.append(self._past_end(hi))
        k = bisect.bisect_right(self._los, lo)
        self.ranges.insert(k, r)
        self._los.insert(k, lo)
        self._by_index.append(r)
        self._firsts.append(base)
        for li in self.listeners:
            li.code_grew(len(self.slots))
        return base

    def add_slot(self, address: int, make: Callable[[int], Insn]) -> int:
        """A slot for an instruction no memory holds (``make(index)`` gives it): the return
        sentinel of ``m.call``, the fault of an entry point where nothing is mapped."""
        i = self.add_range(address, address + 4, "<slot>")
        ins = make(i)
        self.slots[i] = ins
        self.ops[i] = self.bind(ins, i)
        for li in self.listeners:
            li.code_changed(i, i + 1)
        return i

    def invalidate(self, lo: int, hi: int) -> None:
        """Bytes ``[lo, hi)`` were unmapped, re-mapped or changed permission: the ranges that
        overlap them are retired (their slots fault or re-enter on the next run)."""
        for r in list(self.ranges):
            if r.live and r.lo < hi and lo < r.hi:
                self._retire(r)

    def _retire(self, r: CodeRange) -> None:
        r.live = False
        self._targets.clear()
        k = self.ranges.index(r)
        del self.ranges[k]
        del self._los[k]
        for k in range(r.index, r.index + r.words):
            self.slots[k] = None
            self._peeked.pop(k, None)
            self.ops[k] = self._reenter(r.lo + 4 * (k - r.index))
        for li in self.listeners:
            li.code_changed(r.index, r.index + r.words + 1)

    # ------------------------------------------------------------------ decoding
    def _first_run(self, i: int) -> int:
        """Slot ``i``'s operation before it is decoded: decode, bind, run."""
        return self.materialize(i)()

    def _past_end(self, hi: int) -> Op:
        enter = self.enter
        return lambda: enter(hi)

    def _reenter(self, address: int) -> Op:
        enter, ops = self.enter, self.ops
        return lambda: ops[enter(address)]()

    def insn(self, i: int) -> Insn | None:
        """The instruction of slot ``i``, decoding it if it was never run (the debugger and
        disassembler look at code before it runs); None for no code."""
        if 0 <= i < len(self.slots) and self.slots[i] is None:
            r = self.range_of(i)
            if r is not None and r.live and i < r.index + r.words:
                self.materialize(i)
        return self.slots[i] if 0 <= i < len(self.slots) else None

    def peek(self, i: int) -> Insn | None:
        """The instruction slot ``i`` holds, decoded but not bound or counted as run (the
        cycle model looks at a branch's neighbours: a compare fuses with the branch after it,
        whichever of the two runs first)."""
        if not 0 <= i < len(self.slots):
            return None
        ins = self.slots[i] or self._peeked.get(i)
        if ins is None:
            r = self.range_of(i)
            if r is None or not r.live or i >= r.index + r.words:
                return None
            ins = self._peeked[i] = self._decode(i, r)
        return ins

    def _decode(self, i: int, r: CodeRange) -> Insn:
        from .loader.image import decode_slot

        addr = r.lo + 4 * (i - r.index)
        return decode_slot(self.memory.fetch(addr), addr, r.lo - 4 * r.index, self._loc(addr))

    def materialize(self, i: int) -> Op:
        """Decode and bind slot ``i`` (its first run), tell the listeners, return its op."""
        r = self.range_of(i)
        addr = r.lo + 4 * (i - r.index)
        ins = self._peeked.pop(i, None) or self._decode(i, r)
        if "undefined" in ins.info:  # about to raise SIGILL: name the word as LLVM does
            from .loader.image import name_unsupported

            ins = next(iter(name_unsupported([ins])), ins)
        op = self.bind(ins, i)
        target = ins.info.get("target") if ins.info else None
        if target is not None and not r.lo <= target < r.hi:
            op = _branch_out(op, i + ((target - addr) >> 2), target, self.enter)
        self.slots[i] = ins
        self.ops[i] = op
        self.decoded += 1
        for li in self.listeners:
            li.code_changed(i, i + 1)
        return op

    def line_rows(self):
        """(address, file, line) of every line-table row flagged ``is_stmt`` (where a
        debugger puts a breakpoint on a line; not each word a row covers), in address order
        per module."""
        for s in self.sources:
            stmts = getattr(s.lines, "stmts", None)
            if stmts is None:  # a plain mapping: every address it has
                yield from ((a, *s.lines[a]) for a in sorted(s.lines))
                continue
            yield from sorted(stmts)

    def row_kind(self, addr: int) -> str | None:
        """Where ``addr`` lies in its line table: ``"stmt"`` (a row flagged is_stmt begins
        there), ``"row"`` (another row begins there), ``"mid"`` (inside a row), or None (no
        line table covers it)."""
        s = next((s for s in self.sources if s.lo <= addr < s.hi), None)
        lines = s.lines if s is not None else None
        if lines is None or not hasattr(lines, "stmt_starts") or addr not in lines:
            return None
        if addr in lines.stmt_starts:
            return "stmt"
        return "row" if addr in lines.starts else "mid"

    def add_source(self, info: SourceInfo) -> None:
        self.sources.append(info)

    def _loc(self, addr: int) -> SourceLoc | None:
        from .loader.image import source_loc

        s = next((s for s in self.sources if s.lo <= addr < s.hi), None)
        return source_loc(addr, s.lines, s.files) if s is not None else None


def _branch_out(op: Op, slot: int, target: int, enter: Callable[[int], int]) -> Op:
    """A direct branch whose target lies in another range: taking it enters that range."""
    def run() -> int:
        n = op()
        return enter(target) if n == slot else n
    return run
