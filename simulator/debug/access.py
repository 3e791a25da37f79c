"""Read and access watchpoints (gdb's ``rwatch``/``awatch``): does the next instruction read (or
write) a watched byte range?

Answered exactly, without knowing how each instruction forms its addresses: the instruction
is run twice from the same state through the undo log — once as is, once with the watched bytes
inverted — and undone after each run. If anything it computes differs (registers, flags, vector
and matrix state, the bytes it stores, a fault), it read those bytes; the first run's stores
say whether it wrote them. A load that reads a byte and throws the value away (into XZR) is the
one read this cannot see. Only instructions that may touch memory (a memory operand, or a load,
store, atomic or prefetch mnemonic) are tried; the probes never reach the program's output, the
history or the cycle model.
"""
from __future__ import annotations

import attrs
import numpy as np

from isa.a64 import operands as O

_MEMORY_MNEMONICS = ("ld", "st", "cas", "swp", "prf")


@attrs.define(eq=False)
class AccessWatch:
    """A watched byte range; ``kind`` "read" (rwatch) or "access" (awatch: reads and writes)."""

    number: int
    address: int
    length: int
    kind: str
    enabled: bool = True
    hits: int = 0


def touches_memory(ins) -> bool:
    """Whether instruction ``ins`` may read or write memory (decided from its operands)."""
    if ins is None:
        return False
    mn = ins.mnemonic.lower()
    return mn.startswith(_MEMORY_MNEMONICS) or any(isinstance(o, O.Mem) for o in ins.operands)


def _outcome(m, written: list) -> tuple:
    st = m.state
    stored = tuple((a, m.memory.read_bytes(a, n)) for a, n in written if m.memory.mapped(a, n))
    return (tuple(st.x), tuple(st.nzcv), st.pc, st.z.tobytes(), st.p.tobytes(), st.za.tobytes(),
            st.zt0.tobytes(), st.ffr.tobytes(), stored, m.exit_code, m.fault is not None)


def _run_once(dbg, written: list) -> tuple:
    """Run the next instruction, note what it computed, and undo it (cycle model included)."""
    m, h = dbg.m, dbg.history
    eng = getattr(m, "timing", None)
    tok = eng.mark() if eng is not None and getattr(eng, "track", False) else None
    mem = m.memory
    hook = mem.on_write

    def record(addr: int, nbytes: int) -> None:
        written.append((addr, nbytes))
        if hook is not None:
            hook(addr, nbytes)

    mem.on_write = record
    out_len = (len(m.stdout), len(m.stderr))
    try:
        h.step()
    finally:
        mem.on_write = hook
    result = _outcome(m, written)
    h.undo()
    del m.stdout[out_len[0]:], m.stderr[out_len[1]:]
    if tok is not None:
        eng.undo(tok)
    return result


def probe(dbg, watches) -> AccessWatch | None:
    """The first enabled watch the next instruction reads (or, for "access", writes)."""
    ins = dbg.insn()
    if not touches_memory(ins) or dbg.m.finished:
        return None
    written: list = []
    plain = _run_once(dbg, written)
    mem = dbg.m.memory
    for w in watches:
        if not w.enabled or not mem.mapped(w.address, w.length):
            continue
        if w.kind == "access" and any(a < w.address + w.length and w.address < a + n
                                      for a, n in written):
            return w
        region = mem.region_at(w.address, w.length)
        view = region.arr[w.address - region.base:w.address - region.base + w.length]
        saved = view.copy()
        view[:] = np.invert(saved)  # straight into the bytes: no history record, no hook
        try:
            changed = _run_once(dbg, []) != plain
        finally:
            view[:] = saved
        if changed:
            return w
    return None
