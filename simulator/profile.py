"""Where a run's cycles went, per function and per source line (the ``perf report`` /
``perf annotate`` views), as data; tools/ renders it.

How it is measured, exactly: the profiler runs the machine one basic block at a time (a block
ends at its first branch or where the next function starts, so all of it belongs to one
function; the block runner and the timing engine still run it as one compiled block). The
cycle engine's issue clock (``Engine.s``, in ticks of 1/K cycle) before and after the block
gives the block's cycles: the time the core spent issuing it, stalls included. Summed over a
run these are the run's issue time; what remains to the end of the run (results still in
flight after the last issue) is booked to the function the run ended in, so the per-function
self cycles add up to the run's cycles exactly. Functional runs (no cycle model) count
instructions the same way. Functions whose source lines are asked for run one instruction at
a time, so each instruction's own cycles are known.

The call stack follows each block's last instruction: BL/BLR push a frame, RET pops to the
frame whose return address it reached, and any other way into another function (a branch: a
tail call; falling through) replaces the top frame. Stall kinds (:data:`STALL_KINDS`) are
read from the engine where the running function changes; the SME unit's busy time comes
from the engine's per-instruction execution counts afterwards. A run without a profiler is
untouched: nothing here is in the machine's run loop.

Functions are the ELF's ``STT_FUNC`` symbols with their ``.symtab`` sizes; code no sized
symbol covers (and assembly programs) belongs to the nearest text label before it that is not
a local (``.L``) label.
"""
from __future__ import annotations

import bisect
import os
from typing import TYPE_CHECKING

import attrs

from .timing.classes import NRES
from .timing.engine import STALL_KINDS

if TYPE_CHECKING:
    from isa.asm.program import Program

UNKNOWN = "[unknown]"
CALLS = ("bl", "blr")
RETURNS = ("ret",)
INDIRECT = ("ret", "br")  # may return: to a frame's return address, when it is one
MAX_DEPTH = 1000  # frames kept; a deeper call replaces the top frame (bounded memory)


class ProfileError(ValueError):
    """A profile request the program cannot answer (e.g. no such function); ``hint`` says what
    would."""

    def __init__(self, message: str, hint: str = ""):
        super().__init__(message)
        self.message, self.hint = message, hint


@attrs.frozen
class Function:
    """A function: the addresses ``[lo, hi)``."""

    name: str
    lo: int
    hi: int


class FunctionMap:
    """The program's functions by address (the last entry, :data:`UNKNOWN`, stands for code
    outside every function), and the slot <-> address arithmetic of its code."""

    def __init__(self, program: Program, memory=None):
        self.program = program
        sized = _sized_functions(program)
        spans: list[tuple[int, int, str]] = []
        inside: list[tuple[int, int]] = []
        for name, lo, size in sorted(sized, key=lambda t: (t[1], -t[2])):
            if not spans or lo >= spans[-1][1]:  # (an alias or a nested symbol: the first)
                spans.append((lo, lo + size, name))
                inside.append((lo, lo + size))
        marks = sorted({v for k, v in program.symbols.items() if _is_label(k)}
                       | {lo for lo, _, _ in spans})
        for name, lo in sorted(((k, v) for k, v in program.symbols.items() if _is_label(k)),
                               key=lambda kv: (kv[1], kv[0])):
            k = bisect.bisect_right(inside, (lo, 1 << 64)) - 1
            if k >= 0 and inside[k][0] <= lo < inside[k][1]:
                continue  # a label inside a sized function belongs to it
            if spans and spans[-1][0] == lo:
                continue  # two names for one address: the first (sorted) one
            hi = _code_end(program, memory, lo)
            if hi <= lo:
                continue  # not in executable memory (data)
            nxt = marks[bisect.bisect_right(marks, lo)] if lo < marks[-1] else None
            spans.append((lo, min(hi, nxt) if nxt is not None else hi, name))
        spans.sort()
        funcs = [Function(name, lo, hi) for lo, hi, name in spans]
        funcs.append(Function(UNKNOWN, 0, 0))
        self.functions = funcs
        self._los = [f.lo for f in funcs[:-1]]
        self.by_name = {f.name: i for i, f in enumerate(funcs)}

    def find(self, address: int) -> int:
        """The index of the function holding ``address`` (the last one: none does)."""
        k = bisect.bisect_right(self._los, address) - 1
        if k >= 0 and address < self.functions[k].hi:
            return k
        return len(self.functions) - 1

    # the program's code as slots (an assembled program: one .text; a process: code map)
    def address_of(self, slot: int) -> int:
        prog = self.program
        f = getattr(prog, "address_of", None)
        return f(slot) if f is not None else prog.text_base + 4 * slot

    def slot_of(self, address: int) -> int | None:
        prog = self.program
        f = getattr(prog, "index_of", None)
        if f is not None:
            return f(address)
        i = (address - prog.text_base) >> 2
        return i if 0 <= i < len(prog.slots) and not address & 3 else None

    def insn(self, slot: int, decode: bool = False):
        """The instruction in ``slot``; ``decode``: decode it if a process never ran it."""
        prog = self.program
        if decode and getattr(prog, "code", None) is not None:
            return prog.insn(slot)
        return prog.slots[slot] if 0 <= slot < len(prog.slots) else None

    def insn_at(self, address: int):
        i = self.slot_of(address)
        return None if i is None else self.insn(i, decode=True)

    @property
    def lazy(self) -> bool:
        """Whether code is decoded as it first runs (a process): a missing slot may appear."""
        return getattr(self.program, "code", None) is not None


def _code_end(program: Program, memory, address: int) -> int:
    """Where the executable memory holding ``address`` ends (its mapping's end; without a
    memory, .text's); ``address`` itself when none holds it."""
    if memory is not None:
        r = memory.region_at(address)
        return r.base + r.size if r is not None and "x" in r.perms else address
    text = program.sections.get(".text")
    return text.base + text.size if text is not None and text.base <= address < \
        text.base + text.size else address


def _is_label(name: str) -> bool:
    return bool(name) and not name.startswith((".L", "$")) and not name[0].isdigit()


def _sized_functions(program: Program) -> list[tuple[str, int, int]]:
    """(name, address, size) of the ELF's ``STT_FUNC`` symbols with a size (none for assembly
    source). An executable's values are addresses; an object's and a position-independent
    executable's are placed where the loader put them (its symbols)."""
    path = program.extra.get("elf")
    if not path or not os.path.exists(path):
        return []
    from elftools.common.exceptions import ELFError
    from elftools.elf.elffile import ELFFile
    from elftools.elf.sections import SymbolTableSection

    out = []
    try:
        with open(path, "rb") as fh:
            elf = ELFFile(fh)
            symtab = elf.get_section_by_name(".symtab")
            if not isinstance(symtab, SymbolTableSection):
                return []
            placed = elf["e_type"] != "ET_EXEC"
            for sym in symtab.iter_symbols():
                if sym["st_info"]["type"] != "STT_FUNC" or sym["st_shndx"] == "SHN_UNDEF" \
                        or not sym["st_size"] or not sym.name:
                    continue
                addr = program.symbols.get(sym.name) if placed else sym["st_value"]
                if addr is not None:
                    out.append((sym.name, addr, sym["st_size"]))
    except (OSError, ELFError, ValueError, KeyError):
        return []  # (the loader read it; changed since: labels only)
    return out


# ---------------------------------------------------------------------------------- results
@attrs.define
class FunctionProfile:
    """One function's share of a run. Ticks are 1/``ticks_per_cycle`` cycle (a functional run:
    one tick per instruction). ``first_ticks``: its first (cold) call, callees included;
    ``later_ticks`` / ``later_calls``: the calls after it."""

    name: str
    address: int
    file: str
    line: int
    self_ticks: int = 0
    total_ticks: int = 0
    self_instructions: int = 0
    total_instructions: int = 0
    calls: int = 0
    stalls: dict = attrs.field(factory=dict)  # kind -> ticks (self)
    sme_busy: dict = attrs.field(factory=dict)  # SME unit -> busy ticks (self)
    first_ticks: int | None = None
    first_start: int | None = None  # ticks from the start of the profile to its first entry
    later_ticks: int = 0
    later_calls: int = 0
    recursive: bool = False  # called while on the stack: its first call encloses later ones


@attrs.define
class LineProfile:
    """One source line of a function (``perf annotate``): its instructions' ticks and counts,
    and per instruction ``(address, text, ticks, executions)``."""

    file: str
    line: int
    text: str = ""  # the source line
    ticks: int = 0
    instructions: int = 0
    insns: list = attrs.field(factory=list)


@attrs.define
class Profile:
    """A run's (or one call's) profile: ``timed`` (cycles) or functional (instructions)."""

    timed: bool
    ticks_per_cycle: int
    total_ticks: int
    instructions: int
    functions: list[FunctionProfile]
    stacks: dict  # tuple of function names, root first -> [ticks, instructions] (self)
    lines: dict  # function name -> [LineProfile] in line order
    machine: str | None = None
    sme_units: tuple = ()
    drain: tuple = ("", 0)  # (function, ticks) from the last issue to the end of the run
    too_deep: bool = False  # calls deeper than MAX_DEPTH frames replaced the top frame

    @property
    def cycles(self) -> float | None:
        return self.total_ticks / self.ticks_per_cycle if self.timed else None

    def to_cycles(self, ticks: int) -> float:
        return ticks / self.ticks_per_cycle

    def function(self, name: str) -> FunctionProfile:
        for f in self.functions:
            if f.name == name:
                return f
        raise ProfileError(f"no function '{name}' ran in this profile",
                           _near(name, [f.name for f in self.functions]))

    def ipc(self, f: FunctionProfile) -> float | None:
        return f.self_instructions / self.to_cycles(f.self_ticks) if self.timed and \
            f.self_ticks else None

    def sme_utilisation(self, f: FunctionProfile) -> float | None:
        """The busiest SME unit's busy time over the function's self time (the unit runs
        behind a queue, so a function that issues SME work and returns can exceed 1)."""
        if not self.timed or not self.sme_units or not f.self_ticks:
            return None
        return max(f.sme_busy.get(u, 0) for u in self.sme_units) / f.self_ticks

    def weights(self) -> list[tuple[tuple[str, ...], int]]:
        """(stack, weight) with whole-number weights in cycles (instructions for a functional
        run) that add up to the total: each stack's exact share rounded by running sum."""
        out, acc, prev = [], 0, 0
        for key in sorted(self.stacks):
            acc += self.stacks[key][0] if self.timed else self.stacks[key][1]
            cur = round(acc / self.ticks_per_cycle) if self.timed else acc
            out.append((key, cur - prev))
            prev = cur
        return out


def _near(name: str, names: list[str]) -> str:
    near = [n for n in names if name.lower() in n.lower() or n.lower() in name.lower()][:3]
    return f"did you mean {', '.join(near)}?" if near else \
        "functions: " + ", ".join(sorted(names)[:8]) + (" …" if len(names) > 8 else "")


# ---------------------------------------------------------------------------------- profiler
class Profiler:
    """Runs a :class:`~simulator.machine.Machine` block by block and attributes its cycles.

        p = Profiler(m, lines=("kernel",)); p.step(n) ...; prof = p.finish()

    ``step(n)`` runs like ``Machine.step`` (so a CLI loop that runs a machine in slices can
    run a profiler instead); ``finish()`` closes the open calls and returns the
    :class:`Profile`. ``lines``: functions to profile per source line (run one instruction
    at a time)."""

    def __init__(self, machine, lines: tuple[str, ...] = (), stop: int | None = None):
        self.m = machine
        self.stop = stop  # a slot whose step is not booked (a call's return sentinel)
        self.fmap = fm = FunctionMap(machine.program, machine.memory)
        lines = (lines,) if isinstance(lines, str) else tuple(lines)
        for name in lines:
            if name not in fm.by_name:
                raise ProfileError(f"no function '{name}' in {_program_name(machine)}",
                                   _near(name, list(fm.by_name)))
        self.eng = eng = machine.timing
        nf = len(fm.functions)
        self.detail = bytearray(nf)
        for name in lines:
            self.detail[fm.by_name[name]] = 1
        self.unknown = nf - 1
        # per slot, filled as code runs (a process's code grows): its function << 1 | whether
        # it calls or returns (the stack changes even when the function does not), -1 not yet;
        # and the length of the block it starts, -1 not yet
        self.kinds: list[int] = []
        self.blen: list[int] = []
        self.slot_ticks: dict[int, list[int]] = {}
        self.self_stalls = [[0] * len(STALL_KINDS) for _ in range(nf)]
        self.self_lb = [[0] * (len(eng.lbbusy) if eng else 0) for _ in range(nf)]
        self.calls = [0] * nf
        self.active = [0] * nf  # its calls on the stack now
        self.recursive = [False] * nf  # called while already on the stack
        self.first: list[int | None] = [None] * nf
        self.first_start: list[int | None] = [None] * nf
        self.later = [0] * nf
        self.later_n = [0] * nf
        self.stacks: dict[tuple[int, ...], list[int]] = {}
        self.cycles0 = eng.cycles() if eng else 0
        self.steps0 = machine.steps
        self.clock0 = self._clock()
        self.counts0 = _flow_totals(eng, machine.state.pc) if eng else None
        self.stall_at = eng.stall_ticks() if eng else ()
        self.lb_at = list(eng.lbbusy) if eng else []
        # [function, return slot, entry clock, stack key, its first call?]
        self.frames: list[list] = []
        self.too_deep = False
        self.cur: list[int] = [0, 0]
        self.curf = -1
        self._enter(self._kind(machine.state.pc) >> 1, None)

    # ------------------------------------------------------------------ running
    def _clock(self) -> int:
        return self.eng.s if self.eng is not None else self.m.steps

    def step(self, n: int = 1) -> int:
        """Run at most ``n`` instructions (as ``Machine.step``); return how many ran."""
        m, st, eng = self.m, self.m.state, self.eng
        detail = self.detail
        before = m.steps
        end = before + n
        while not m.finished:
            left = end - m.steps
            if left <= 0:
                break
            pc = st.pc
            if pc == self.stop:
                m.step(1)
                continue
            kinds = self.kinds
            kd = kinds[pc] if 0 <= pc < len(kinds) else -1
            if kd < 0:
                kd = self._kind(pc)
            fine = detail[kd >> 1]  # (per instruction: its lines are wanted)
            if pc < 0 or fine:
                b = 1
            else:
                b = self.blen[pc]
                if b < 0:
                    b = self._block_length(pc)
            if b > left:
                b = left
            k0 = m.steps
            if eng is not None:
                s0 = eng.s
                m.step(b)
                dt = eng.s - s0
                k = m.steps - k0
            else:
                m.step(b)
                k = dt = m.steps - k0
            if not k:
                break
            cur = self.cur
            cur[0] += dt
            cur[1] += k
            if fine:
                c = self.slot_ticks.get(pc)
                if c is None:
                    c = self.slot_ticks[pc] = [0, 0]
                c[0] += dt
                c[1] += k
            if m.finished:
                break
            npc = st.pc
            last = pc + k - 1
            kinds = self.kinds
            if k == b and 0 <= npc < len(kinds) and kinds[npc] >= 0 \
                    and kinds[npc] >> 1 == self.curf and not kinds[last] & 1:
                continue  # (the common case: still in the same function, no call or return)
            self._moved(last, npc)
        return m.steps - before

    def run(self, max_steps: int | None = None) -> int:
        """Run to the end like ``Machine.run``; return the exit status."""
        m = self.m
        limit = m.max_steps - m.steps if max_steps is None else max_steps
        self.step(limit)
        return m.run(0)

    def _kind(self, slot: int) -> int:
        """Slot ``slot``'s function << 1 | 1 if it calls or returns (see ``kinds``)."""
        fm = self.fmap
        if slot < 0:
            return self.unknown << 1
        if slot >= len(self.kinds):
            grow = slot + 1 - len(self.kinds) + 256
            self.kinds += [-1] * grow
            self.blen += [-1] * grow
        v = self.kinds[slot]
        if v < 0:
            ins = fm.insn(slot)
            v = fm.find(fm.address_of(slot)) << 1 | (
                ins is not None and ins.mnemonic.lower() in CALLS + RETURNS)
            if ins is not None or not fm.lazy:  # (a process's code not decoded yet: later)
                self.kinds[slot] = v
        return v

    def _block_length(self, pc: int) -> int:
        """Slots from ``pc`` to its block's end: the first branch or system instruction, a data
        slot, or the start of the next function (remembered once its code is all decoded)."""
        fm = self.fmap
        f = self._kind(pc) >> 1
        i = pc
        while i - pc < 4096:
            ins = fm.insn(i)
            if ins is None or self._kind(i) >> 1 != f:
                break
            if ins.klass in ("branch", "system"):
                i += 1
                break
            i += 1
        n = max(1, i - pc)
        if not fm.lazy or fm.insn(i - 1) is not None and (
                fm.insn(i) is not None or i == pc + 4096 or fm.insn(i - 1).klass in (
                    "branch", "system")):
            self.blen[pc] = n
        return n

    # ------------------------------------------------------------------ the call stack
    def _sample(self) -> None:
        """Book the stall ticks since the last change of function to the running one."""
        eng = self.eng
        if eng is None:
            return
        now = eng.stall_ticks()
        row = self.self_stalls[self.curf]
        for j, (a, b) in enumerate(zip(self.stall_at, now)):
            row[j] += b - a
        self.stall_at = now
        lb = eng.lbbusy
        row = self.self_lb[self.curf]
        for j, (a, b) in enumerate(zip(self.lb_at, lb)):
            row[j] += b - a
        self.lb_at = list(lb)

    def _enter(self, f: int, ret: int | None) -> None:
        key = (self.frames[-1][3] if self.frames else ()) + (f,)
        clock = self._clock()
        first = self.first_start[f] is None  # its first call (an outer one, if recursive)
        self.frames.append([f, ret, clock, key, first])
        self.calls[f] += 1
        if self.active[f]:
            self.recursive[f] = True
        self.active[f] += 1
        if first:
            self.first_start[f] = clock - self.clock0
        self._focus()

    def _leave(self, clock: int) -> None:
        f, _, start, _, first = self.frames.pop()
        self.active[f] -= 1
        d = clock - start
        if first:
            self.first[f] = d
        else:
            self.later[f] += d
            self.later_n[f] += 1

    def _focus(self) -> None:
        key = self.frames[-1][3]
        acc = self.stacks.get(key)
        if acc is None:
            acc = self.stacks[key] = [0, 0]
        self.cur = acc
        self.curf = self.frames[-1][0]

    def _moved(self, last: int, npc: int) -> None:
        """Control went from slot ``last`` to ``npc``: follow calls, returns and tail calls."""
        self._sample()
        if npc == self.stop:  # the profiled call returned: its frame stays for the drain
            return
        ins = self.fmap.insn(last) if last >= 0 else None
        mn = ins.mnemonic.lower() if ins is not None else ""
        f = self._kind(npc) >> 1
        if mn in CALLS and npc != last + 1:
            if len(self.frames) < MAX_DEPTH:
                self._enter(f, last + 1)
                return
            self.too_deep = True  # (e.g. BL used as a jump, never returned from)
        if mn in INDIRECT:
            for j in range(len(self.frames) - 1, 0, -1):
                if self.frames[j][1] == npc:
                    clock = self._clock()
                    while len(self.frames) > j:
                        self._leave(clock)
                    self._focus()
                    if self.curf != f:  # returned into a different function than the caller's
                        self._replace(f)
                    return
        if f != self.curf:
            self._replace(f)

    def _replace(self, f: int) -> None:
        """A tail call (or falling into the next function): the top frame becomes ``f``."""
        ret = self.frames[-1][1]
        self._leave(self._clock())
        self._enter(f, ret)

    # ------------------------------------------------------------------ the result
    def finish(self) -> Profile:
        """Close the open calls and return the :class:`Profile` (call once, after the run)."""
        m, eng, fm = self.m, self.eng, self.fmap
        self._sample()
        if eng is not None:
            total = (eng.cycles() - self.cycles0) * eng.K
            tail = total - (eng.s - self.clock0)  # after the last issue, to the run's end
            self.cur[0] += tail
            self.drain = (self.curf, tail)
            clock = eng.s + tail
        else:
            total = m.steps - self.steps0
            clock = m.steps
        while self.frames:
            self._leave(clock)
        nf = len(fm.functions)
        self_t, self_i = [0] * nf, [0] * nf
        tot_t, tot_i = [0] * nf, [0] * nf
        for key, (t, i) in self.stacks.items():
            self_t[key[-1]] += t
            self_i[key[-1]] += i
            for f in set(key):
                tot_t[f] += t
                tot_i[f] += i
        sme_units, busy = self._sme_busy(m)
        names = eng.unit_names if eng else []
        out = []
        for f in range(nf):
            if not (self.calls[f] or self_i[f] or self_t[f]):
                continue
            fn = fm.functions[f]
            first = fm.insn_at(fn.lo) if fn.hi > fn.lo else None  # where its source starts
            sb = dict(busy.get(f, {}))
            for j, v in enumerate(self.self_lb[f]):
                if v and names[j] in sme_units:
                    sb[names[j]] = sb.get(names[j], 0) + v
            out.append(FunctionProfile(
                fn.name, fn.lo, first.loc.file if first else "", first.loc.line if first else 0,
                self_t[f], tot_t[f], self_i[f], tot_i[f],
                self.calls[f], dict(zip(STALL_KINDS, self.self_stalls[f])) if eng else {}, sb,
                self.first[f], self.first_start[f], self.later[f], self.later_n[f],
                self.recursive[f]))
        out.sort(key=lambda p: (-p.self_ticks, -p.self_instructions, p.name))
        stacks = {tuple(fm.functions[f].name for f in key): v for key, v in self.stacks.items()
                  if v[0] or v[1]}
        return Profile(eng is not None, eng.K if eng else 1, total, sum(self_i), out,
                       stacks, self._lines(), eng.desc.name if eng else None, sme_units,
                       (fm.functions[self.drain[0]].name, self.drain[1]) if eng else ("", 0),
                       self.too_deep)

    def _sme_busy(self, m) -> tuple[tuple, dict[int, dict[str, int]]]:
        """Per function, the SME units' busy ticks of the instructions it ran (from the
        engine's execution counts; line-buffered loads are booked where they ran)."""
        eng = self.eng
        if eng is None:
            return (), {}
        units = tuple(u for u in eng.unit_names if u in eng.desc.coprocessor_units)
        cur = None if m.finished and m.fault is None else m.state.pc
        after = _flow_totals(eng, cur)
        out: dict[int, dict[str, int]] = {}
        for mode in (0, 1):
            table = eng.tables[mode]
            c0s = self.counts0[mode]
            for pc, c1 in enumerate(after[mode]):
                c = c1 - (c0s[pc] if pc < len(c0s) else 0)
                if not c or pc >= len(table) or table[pc] is None:
                    continue
                u = table[pc][2] - NRES
                if 0 <= u < len(eng.unit_names) and eng.unit_names[u] in units:
                    d = out.setdefault(self._kind(pc) >> 1, {})
                    name = eng.unit_names[u]
                    d[name] = d.get(name, 0) + c * table[pc][4]
        return units, out

    def _lines(self) -> dict[str, list[LineProfile]]:
        fm = self.fmap
        out: dict[str, list[LineProfile]] = {}
        for f in range(len(self.detail)):
            if not self.detail[f]:
                continue
            fn = self.fmap.functions[f]
            rows: dict[tuple[str, int], LineProfile] = {}
            key = ("", 0)
            for addr in range(fn.lo, fn.hi, 4):
                pc = fm.slot_of(addr)
                ins = fm.insn(pc, decode=True) if pc is not None else None
                if ins is None:
                    continue
                t, c = self.slot_ticks.get(pc, (0, 0))
                if ins.loc.line > 0:  # else the row before it covers it (DWARF line table)
                    key = (ins.loc.file, ins.loc.line)
                lp = rows.get(key)
                if lp is None:
                    lp = rows[key] = LineProfile(*key)
                if not lp.text and ins.loc.line > 0:
                    lp.text = ins.loc.text.strip()
                lp.ticks += t
                lp.instructions += c
                lp.insns.append((ins.address, ins.text, t, c))
            out[fn.name] = sorted(rows.values(), key=lambda r: (r.file, r.line))
        return out


def _flow_totals(eng, cur) -> list[list[int]]:
    """Executions per slot and streaming mode so far (from the engine's branch counts)."""
    segs = eng.segments(cur)
    n = max([len(eng.tables[0])] + [len(c) for _, c in segs])
    tot = [[0] * n, [0] * n]
    for mode, counts in segs:
        row = tot[mode]
        for pc, c in enumerate(counts):
            if c:
                row[pc] += c
    return tot


def _program_name(machine) -> str:
    prog = machine.program
    return os.path.basename(prog.extra.get("elf") or (prog.insns[0].loc.file if prog.insns
                                                       else "the program"))


def profile_run(machine, lines: tuple[str, ...] = ()) -> Profile:
    """Run ``machine`` to its end under a :class:`Profiler` and return the profile."""
    p = Profiler(machine, lines)
    p.run()
    return p.finish()
