"""Call frames from the AAPCS64 frame-record chain (what gdb's ``bt`` shows without CFI).

A function that calls others keeps a frame record ``{saved x29, saved x30}`` at ``[x29]``
(AAPCS64 §6.2.3 "The Frame Pointer"): walking ``x29`` gives every caller's return address. The
innermost frames need care, as gdb's prologue analysis does: a leaf function (or one before its
``stp x29, x30, [sp, #-N]!``) has not saved LR yet, so its caller is found through X30, and its
X29 still points at the caller's record.
"""
from __future__ import annotations

import re

import attrs

_PUSH_RECORD = re.compile(r"^stp\s+(x29|fp),\s*(x30|lr),\s*\[sp", re.I)
MAX_FRAMES = 64


@attrs.frozen
class Frame:
    level: int
    pc: int          # level 0: the pc; outer levels: the return address (the call is at pc - 4)
    function: str    # label the pc belongs to ('' if none)
    fp: int          # the frame's X29 (its frame record's address) or 0 when not known
    how: str         # "pc", "lr" (caller of a frame without a record yet) or "fp" (the chain)


def _saved_record(dbg, fn_start: int, pc: int) -> bool:
    """True when the function containing ``pc`` has pushed its frame record before ``pc``."""
    a = fn_start
    while a < pc:
        ins = dbg.insn_at(a)
        if ins is not None and _PUSH_RECORD.match(ins.text.strip()):
            return True
        a += 4
    return False


def _function(dbg, address: int) -> tuple[int, str]:
    sym = dbg.symbolize(address)
    if not sym:
        return dbg.address(0), ""
    name, _, off = sym.partition("+")
    return address - (int(off) if off else 0), name


def _in_text(dbg, address: int) -> bool:
    return dbg.insn_at(address) is not None


def backtrace(dbg) -> list[Frame]:
    """Frames from the innermost (level 0, the pc) outwards; Arm programs only."""
    st, mem = dbg.m.state, dbg.m.memory
    pc = dbg.address(dbg.pc)
    start, name = _function(dbg, pc)
    fp = st.x[29]
    frames = [Frame(0, pc, name, fp, "pc")]
    if not _saved_record(dbg, start, pc):
        lr = st.x[30]
        if _in_text(dbg, lr) and lr != pc:
            _, caller = _function(dbg, lr - 4)
            frames.append(Frame(1, lr, caller, fp, "lr"))
    seen = set()
    while len(frames) < MAX_FRAMES and fp and fp not in seen and fp % 8 == 0 \
            and mem.mapped(fp, 16):
        seen.add(fp)
        ret = mem.load(fp + 8, 8)
        prev = mem.load(fp, 8)
        if not _in_text(dbg, ret):
            break
        if frames[-1].how != "lr" or frames[-1].pc != ret:
            _, caller = _function(dbg, ret - 4)
            frames.append(Frame(len(frames), ret, caller, prev, "fp"))
        fp = prev
    return frames
