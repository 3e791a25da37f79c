"""The cycle engine: in-order issue, a scoreboard on every register, structural hazards per unit,
cache latencies from the memory trace, taken-branch cost. Deterministic.

Time is counted in *ticks*: ``K`` ticks per cycle, ``K`` a multiple of the issue width and of every
unit count. An issue slot costs ``K / issue_width`` ticks, so at most ``issue_width`` instructions
issue in one cycle; an instruction keeps its unit type busy for ``interval * K / count`` ticks, so
a type with ``count`` units accepts ``count`` instructions per ``interval`` cycles (exact for the
steady state, and it keeps the per-step work to a handful of list operations). Results become
ready at the start of cycle ``issue_cycle + latency``.

Per step the run loop (compiled from :data:`_LOOP`) does: execute the operation, then
``t = max(previous issue + slot, ready[src]..., unit free)``, record the stall against the binding
register/unit, set the unit busy and the destinations' ready time. Branches, memory, FLOP-counting,
mode switches and serialising instructions take a slow path (:meth:`Engine._slow`). Hot basic
blocks run instead as traces with these steps unrolled (simulator/blocks/timed.py: same
cycles, stalls and counters; ``Engine.jit = False`` or ``TILESIM_NO_JIT`` keeps the loop).

Front end (``predictor = "btfn"``): a conditional branch does not wait for its condition; a
2-bit counter per branch (:data:`F_COND`, slow path) checks the guess, and a wrong one restarts
issue ``mispredict_penalty`` cycles after the condition is ready. A fused compare + branch
(``fusion``) takes no issue slot of its own; a fused CMP/CMN/TST (it writes only NZCV) does
not wait for its operands at issue either, and a mispredicted branch resolves when they are ready. Coprocessor (``coprocessor_units``, the SME unit):
its instructions take a core issue slot, then issue in order behind the previous instruction
of their queue (compute, or loads/stores: pseudo-registers ``QR``/``QLS``); the core runs on, at
most ``coprocessor_lead`` cycles ahead of them.

Line buffer (a class with ``per_line = true``, M4's streaming Z loads): the unit keeps the
last line such a load fetched; a load inside it neither waits for the unit nor holds it, and
``interval`` counts per line fetched. Whether a load waits is known only from its addresses,
so the slow path books that unit (:meth:`Engine._line_buffer`); the table names a scratch slot.

Switch penalties (``[switch_penalties]`` of a description, e.g. M4's FP32 <-> FP64 outer
products) are pseudo-registers, "gates", one per (penalty, class): an instruction reads its own
class's gates and, once issued, sets the other classes' gates to its unit's free tick plus the
penalty. A switch therefore waits (the stall is booked as a type switch), a run of one class
never does, and pure single-type programs time exactly as without penalties.

FLOPs count active elements only: the slow path reads the governing predicates at run time
(:func:`~simulator.timing.classes.count_flops`); a loop that writes a predicate its FLOP
instructions read is therefore not fast-forwarded.

For the debugger, :meth:`Engine.set_tracking` switches to a loop variant that remembers the last
instruction's issue and binding resource (:meth:`Engine.current_stall`) and journals the caches,
so :meth:`Engine.mark` / :meth:`Engine.undo` take single steps back exactly; :meth:`Engine.snapshot`
/ :meth:`Engine.restore` save and restore the whole state.

Counting executions costs nothing per step: only taken branches are counted (per branch and per
target); per-instruction counts are reconstructed from that flow afterwards (:func:`_flow_counts`).

Steady-state loops are fast-forwarded exactly: every 64th arrival at a loop head, one iteration
is timed; if the timing state relative to the cycle (ready/busy ticks above the current cycle,
slot within the cycle) is the same after it as before, later iterations that follow the same path
run functionally with only their flagged instructions checked, and each adds the iteration's
cycles, stalls, FLOPs and branch counts. Loops with memory, mode or serialising instructions are
not fast-forwarded. A diverging iteration is re-timed step by step from its head, so the result
equals a step-by-step run (``fast_forward = False``; tests compare both).
"""
from __future__ import annotations

import math

from isa.faults import ProgramExit

from simulator.blocks.runner import default_on
from simulator.blocks.timed_run import TimedBlocks

from .cache import _MASK, Hierarchy
from .classes import (F_BRANCH, F_FLOPS, F_MEM, F_MIX, F_MODE, F_SERIAL, F_STORE, NRES, NZCV, P0,
                      STREAMING_PREFIX, Z0, ZA0, analyse, count_flops, refine_class, resource_name,
                      unrenamed_resources)
from .description import ArmMachine
from .frontend import fuses, is_conditional, may_fuse_next, predicted_taken

F_COND = 128  # a predicted conditional branch: checked against its guess on the slow path
F_COP = 256   # runs on the decoupled coprocessor (the SME unit): issues from its in-order queue

_LOOP = """
def loop(self, ops, pc, limit):
    T = self.table; rdy = self.rdy; st = self.st; stm = self.stm; lw = self.lw
    tk = self.tk; ent = self.ent; slow = self._slow
    K = self.K; IW = self.IW; KB = self.KB; s = self.s
    n0 = self.n; rec = self.records.append  #REC
    stop_at = self._probe; path = self._path.append  #PRB
    i = 0
    try:
        for i in range(limit):
            npc = ops[pc]()
            srcs, dsts, u, lat, occ, fl = T[pc]
            t0 = t = s + IW
            w = -1
            for r in srcs:
                if rdy[r] > t:
                    t = rdy[r]
                    w = r
            if t > t0:
                if lw[w] == t:
                    stm[w] += t - t0
                else:
                    st[w] += t - t0
            s = t
            rdy[u] = t + occ
            e = t - t % K + lat
            for r in dsts:
                rdy[r] = e
            if fl:
                path((pc, npc, fl))  #PRB
                if fl == 2:
                    if npc != pc + 1:
                        s = t - t % K + KB
                        tk[pc] += 1
                        ent[npc] += 1
                        if not ent[npc] & PROBE and npc <= pc:  #FAST
                            self._probe = npc  #FAST
                            pc = npc  #FAST
                            self.s = s  #FAST
                            self._done = i + 1  #FAST
                            return pc  #FAST
                        if npc == stop_at:  #PRB
                            pc = npc  #PRB
                            self.s = s  #PRB
                            self._done = i + 1  #PRB
                            return pc  #PRB
                else:
                    s = slow(pc, npc, fl, t, e, t0, w)
                    T = self.table
                    tk = self.tk
                    ent = self.ent
                    e = self._e  #REC
                    t = self._tw[0]  #REC
                    t, w = self._tw  #LST
            rec((n0 + i, pc, t0, t, e, u, self.mode))  #REC
            self._last = (pc, npc, t0, t, w, s)  #LST
            pc = npc
    except BaseException as ex:
        self.s = s
        self._i = i
        self._pc = pc
        if isinstance(ex, ProgramExit):
            self.stop[pc] += 1
        raise
    self.s = s
    self._done = limit
    return pc
"""


# steady-state fast-forward: functional execution, checking only the flagged instructions
_FF = """
def ff(self, ops, pc, limit, flg, ppc, pnpc):
    j = 0; n = len(ppc); it = 0; i = 0
    try:
        for i in range(limit):
            npc = ops[pc]()
            if flg[pc]:
                if ppc[j] != pc or pnpc[j] != npc:
                    self._ff = (it, j, npc, True)
                    self._done = i + 1
                    return npc
                j += 1
                if j == n:
                    j = 0
                    it += 1
            pc = npc
    except BaseException:
        self._ff = (it, j, None, False)
        self._done = i
        self._pc = pc
        raise
    self._ff = (it, j, None, False)
    self._done = limit
    return pc
"""


# stall kinds as the report splits them (:meth:`Engine.stall_ticks`)
STALL_KINDS = ("dependency", "memory", "unit_busy", "sme_queue", "serialise",
               "branch_mispredict", "type_switch")

PROBE = 63  # a loop head is probed for a steady state every 64 arrivals


_TAGS = {"#REC": "rec", "#PRB": "probe", "#FAST": "fast", "#LST": "last"}


def _compile(variant: str):
    """The run loop with the lines tagged for ``variant`` kept and every other tagged line
    dropped: fast (probes loop heads for fast-forward), rec (per-instruction records), probe
    (one timed loop iteration), replay, last (remembers the last instruction's issue and stall,
    for the debugger)."""
    lines = []
    for ln in _LOOP.splitlines():
        tag = next((t for t in _TAGS if ln.rstrip().endswith(t)), None)
        if tag is not None:
            if _TAGS[tag] != variant:
                continue
            ln = ln[:ln.rindex("#")]
        lines.append(ln)
    ns = {"ProgramExit": ProgramExit, "PROBE": PROBE}
    exec("\n".join(lines), ns)  # noqa: S102 - our own template, compiled once
    return ns["loop"]


_FAST = _compile("fast")
_RECORD = _compile("rec")
_PROBE = _compile("probe")
_REPLAY = _compile("replay")
_LAST = _compile("last")
_ns: dict = {}
exec(_FF, _ns)  # noqa: S102
_FFLOOP = _ns["ff"]


class _Replay:
    """Stands in for the op list when re-timing a partial loop iteration: yields known next pcs."""

    def __init__(self, npcs):
        self._it = iter(npcs)

    def __getitem__(self, pc):
        return self._next

    def _next(self):
        return next(self._it)


def _flow_counts(tk, ent, stop, cur) -> list[int]:
    """Executions per instruction from taken-branch counts, entries and where the flow stands."""
    out = [0] * len(ent)
    fall = 0
    for p in range(len(ent)):
        c = ent[p] + fall - (1 if p == cur else 0)
        out[p] = c
        fall = c - tk[p] - stop[p]
    return out


class Engine:
    """Cycle accounting for one :class:`~simulator.machine.Machine` run."""

    def __init__(self, desc: ArmMachine, program, state, memory):
        self.desc = desc
        self.program = program
        self.state = state
        self.memory = memory
        units = list(desc.units.values())
        self.unit_names = [u.name for u in units]
        uidx = {u.name: i for i, u in enumerate(units)}
        K = desc.issue_width
        for u in units:
            K = K * u.count // math.gcd(K, u.count)
        self.K, self.IW = K, K // desc.issue_width
        self.KB = K * (1 + desc.taken_branch_penalty) - self.IW
        self.hier = Hierarchy(desc.caches)
        # main memory ([memory]): ticks the channel needs per line read / written back, and the
        # channel work a memory unit may run ahead of (0: no bandwidth limit)
        mem, line = desc.memory, self.hier.line
        self.KDR = round(K * line / mem.read_bytes_per_cycle) if mem and line else 0
        self.KDW = round(K * line / mem.write_bytes_per_cycle) if mem and line else 0
        self.KDQ = K * mem.queue if mem else 0
        known = set(desc.classes)
        nu = len(units)
        # switch penalties: one pseudo-register ("gate") per (penalty, class); an instruction of
        # class c reads its gates and, issued, sets the gates of the other classes of the group
        # to (unit free) + penalty, so a switch waits and a run of one class never does
        self.GATE0 = NRES + nu + 5
        self.gate_names: list[tuple[str, str]] = []
        own: dict[str, list[int]] = {}
        other: dict[str, list[tuple[int, int]]] = {}
        for pen in desc.switch_penalties:
            gates = {}
            for c in pen.between:
                gates[c] = self.GATE0 + len(self.gate_names)
                self.gate_names.append((pen.name, c))
            for c in pen.between:
                own.setdefault(c, []).append(gates[c])
                other.setdefault(c, []).extend((gates[d], pen.cycles * K)
                                               for d in pen.between if d != c)
        # the coprocessor's two in-order queues (compute; loads/stores): last issue tick of each,
        # as pseudo-registers
        QR = self.QR = NRES + nu + 3
        QLS = self.QLS = NRES + nu + 4
        self.KL = K * desc.coprocessor_lead
        self.NONE_UNIT = NRES + nu  # the unit slot of untimed slots and line-buffered loads
        # the rows of a slot with no instruction (never timed: its op raises or decodes first)
        # and of the slot past the end
        self.UNTIMED = ((), (), nu, 0, 0, 0)
        self.PAST_END = ((), (), self.NONE_UNIT, 0, 0, 0)
        unrenamed = unrenamed_resources(desc.rename)
        self._ctx = (known, unrenamed, uidx, own, other)  # what _rows and _at need
        self.KM = K * desc.mispredict_penalty
        self.misp = 0  # mispredicted branches so far
        slots = program.slots
        n = len(slots)
        if program.code is None:
            # once per program and class set: another machine on the same program reuses it
            memo = program.extra.setdefault("timing_analysis", {})
            key = (frozenset(known), unrenamed, n)  # m.call appends its return slot
            if key not in memo:
                memo[key] = [None if ins is None else analyse(ins, refine_class(ins, known),
                                                              unrenamed) for ins in slots]
            self.infos = list(memo[key])
        else:  # a process: slots are decoded as they first run (simulator.codemap)
            self.infos = [None if ins is None else analyse(ins, refine_class(ins, known),
                                                           unrenamed) for ins in slots]
        # front end: per conditional branch (its condition sources, the static guess, fused?)
        self.pred: list = [None] * n
        self.cmp_free = [False] * n  # a fused compare that does not wait at issue
        for i in range(n):  # a process's undecoded slots get theirs when decoded (code_changed)
            if program.code is None or slots[i] is not None:
                self._predict(i)
        # a 2-bit saturating counter per conditional branch (>= 2: taken), starting weakly at
        # the static guess; part of the steady-state key, so fast-forward stays exact
        self.bht = [(2 if p[1] else 1) if p else 0 for p in self.pred]
        # per mode (0 = non-streaming, 1 = streaming): hot table + aux facts per instruction
        self.classes_by_mode = [[None] * n, [None] * n]
        self.tables = [[self.UNTIMED] * n, [self.UNTIMED] * n]
        self.aux = [[None] * n, [None] * n]
        for i in range(n):  # (a process's ~100,000 undecoded slots keep that row)
            if self.infos[i] is not None:
                self._rows(i)
        for t in self.tables:
            t.append(self.PAST_END)
        self.mode = 1 if state.sm else 0
        self.table = self.tables[self.mode]
        nx = self.GATE0 + len(self.gate_names)
        # ready tick per register, then free tick per unit, 3 unused, then the gates
        self.rdy = [0] * nx
        self.NU1 = NRES + nu + 1  # registers and units
        self.st = [0] * nx
        # per unit: the line its buffer holds (line_buffer units), ticks of line fetches
        self.lbuf = [-1] * nu
        self.lbbusy = [0] * nu
        self.ST_SERIAL, self.ST_BRANCH = NRES + nu + 1, NRES + nu + 2
        self.stm = [0] * nx
        self.lw = [-1] * nx
        self.fspec = [(i.flop_kind, i.flop_spec) if i is not None and i.flop_kind else None
                      for i in self.infos]
        self.flops: dict[str, int] = {}
        self.s = -self.IW
        self._e = 0
        self.n = 0
        self.records: list[tuple] = []
        self.fast_forward = True  # steady-state loop fast-forward (exact; off for checking)
        self._probe = None
        self._path: list = []
        self._ff_fail: dict[int, int] = {}
        self._done = 0
        self.flagged = [[bool(e[5]) for e in t] for t in self.tables]
        self.windows: list[tuple[int, int]] = []
        self.trace = memory.enable_trace()
        self.closed: list[tuple[int, list[int]]] = []  # (mode, counts) of finished segments
        self._new_segment(program.entry)
        self.track = False  # debugger mode: remember the last instruction's stall (_LAST loop)
        self._last = None   # (pc, next pc, earliest issue, issue, binding resource, next slot)
        # untracked, unrecorded steps run as blocks with this model compiled in
        # (simulator/blocks/timed.py); False: the per-instruction loop (TILESIM_NO_JIT)
        self.jit = default_on()
        self._blocks: TimedBlocks | None = None
        self._k = self._kpc = 0  # a faulting block's steps before the fault, its offset
        if program.code is not None:  # a process: its code map tells of new and changed slots
            program.code.listeners.append(self)

    # ------------------------------------------------------------------ per-slot tables
    def _predict(self, i: int) -> None:
        """The front end's facts for slot ``i``: a conditional branch's guess and whether it
        fuses with the compare before it (which then does not wait at issue)."""
        slots = self.program.slots
        if 0 <= i < len(slots) and slots[i] is None and (
                i == 0 or not may_fuse_next(slots[i - 1])):
            # not run yet, and nothing before it waits on whether it fuses: its facts come
            # when it is decoded (code_changed), without decoding it now to look
            self.pred[i] = None
            return
        ins, info = self._at(i)
        self.pred[i] = None
        if self.desc.predictor != "btfn" or info is None or info.klass != "branch" or (
                not is_conditional(ins)):
            return
        prev = self._at(i - 1) if i else (None, None)
        fused = self.desc.fusion == "compare+branch" and fuses(prev[0], prev[1], ins, info)
        csrcs = info.srcs
        if fused and set(prev[1].dsts) == {NZCV}:
            # CMP/CMN/TST + B.cc: the macro-op waits for its operands in the scheduler, not at
            # the head of the in-order issue stream (the branch is predicted), so a compare on
            # a just-incremented pointer does not hold the loop back; a misprediction resolves
            # when those operands are ready
            csrcs = prev[1].srcs + info.srcs
            self.cmp_free[i - 1] = True
        self.pred[i] = (csrcs, predicted_taken(self.program, ins), fused)

    def _at(self, i: int) -> tuple:
        """(instruction, analysis) of slot ``i``; in a process, a slot not run yet is looked at
        (decoded, not bound) so that fusion does not depend on which of two runs first."""
        ins = self.program.slots[i] if 0 <= i < len(self.infos) else None
        if ins is not None:
            return ins, self.infos[i]
        code = self.program.code
        ins = code.peek(i) if code is not None else None
        if ins is None:
            return None, None
        known, unrenamed = self._ctx[0], self._ctx[1]
        return ins, analyse(ins, refine_class(ins, known), unrenamed)

    def _rows(self, i: int) -> None:
        """Slot ``i``'s row of the hot table and its aux facts, for both modes."""
        known, unrenamed, uidx, own, other = self._ctx
        desc, K = self.desc, self.K
        info = self.infos[i]
        for mode in (0, 1):
            if info is None:
                self.tables[mode][i] = self.UNTIMED
                self.aux[mode][i] = None
                self.classes_by_mode[mode][i] = None
                continue
            cname = info.klass
            if mode and cname.startswith("sve_") and STREAMING_PREFIX + cname[4:] in desc.classes:
                cname = STREAMING_PREFIX + cname[4:]
            ct = desc.classes[cname]
            u = uidx[ct.unit]
            unit = desc.units[ct.unit]
            occ = ct.interval * info.beats * K // unit.count  # multi-vector: per vector
            mix = tuple(other.get(cname, ()))
            pred = self.pred[i]
            # a predicted branch (and a compare fused with one) does not wait for its sources
            srcs = () if pred or self.cmp_free[i] else info.srcs
            cop = ct.unit in desc.coprocessor_units
            if cop and info.flags & F_STORE:
                # a coprocessor store's data (Z, ZA) waits in the store buffer, not at the head
                # of the queue, so later loads run on: the published streaming copy (m4.toml
                # [M]) keeps the load path busy while stores wait for their data
                srcs = tuple(r for r in srcs if not (Z0 <= r < Z0 + 32 or ZA0 <= r < ZA0 + 8))
            if cop:  # in order behind the previous instruction of its queue
                srcs += (self.QLS if info.flags & F_MEM else self.QR,)
            # a line-buffered unit: ticks per line fetched (else 0: occupancy per instruction).
            # Whether it waits for its unit is known only from the addresses, so the slow path
            # books the unit; the table names the unused unit slot
            kline = ct.interval * K // unit.count if ct.per_line and info.flags & F_MEM else 0
            tu = self.NONE_UNIT if kline else NRES + u
            self.tables[mode][i] = (srcs + ((NRES + u,) if not kline else ())
                                    + tuple(own.get(cname, ())), info.dsts,
                                    tu, ct.latency * K, 0 if kline else occ,
                                    info.flags | (F_MIX if mix else 0) | (F_COND if pred else 0)
                                    | (F_COP if cop else 0))
            lvl = self.hier.index[unit.cache] if (unit.cache and info.flags & F_MEM) else (
                0 if info.flags & F_MEM and self.hier.levels else -1)
            ldsts = tuple(r for r in info.dsts if r not in info.wb)
            self.aux[mode][i] = (lvl, ldsts, K // unit.count, mix, kline, NRES + u)
            self.classes_by_mode[mode][i] = cname

    def code_grew(self, n: int) -> None:
        """A process's code map added slots (all undecoded): extend every per-slot table."""
        old = len(self.infos)
        add = n - old
        if add <= 0:
            return
        self.infos.extend([None] * add)
        self.pred.extend([None] * add)
        self.cmp_free.extend([False] * add)
        self.bht.extend([0] * add)
        self.fspec.extend([None] * add)
        for mode in (0, 1):
            t = self.tables[mode]
            del t[old:]  # the slot past the end moves to the new end
            t.extend([self.UNTIMED] * add)
            t.append(self.PAST_END)
            self.aux[mode].extend([None] * add)
            self.classes_by_mode[mode].extend([None] * add)
            self.flagged[mode][old:] = [False] * (add + 1)
        for lst in (self.tk, self.ent, self.stop):
            lst.extend([0] * add)
        if self._blocks is not None:
            self._blocks.grow(n + 1)

    def code_changed(self, lo: int, hi: int) -> None:
        """Slots ``[lo, hi)`` were decoded (or reset): their rows, and their neighbours' (a
        compare fuses with the branch after it), are made again."""
        known, unrenamed = self._ctx[0], self._ctx[1]
        slots, n = self.program.slots, len(self.infos)
        for i in range(lo, hi):
            ins = slots[i]
            info = None if ins is None else analyse(ins, refine_class(ins, known), unrenamed)
            self.infos[i] = info
            self.fspec[i] = (info.flop_kind, info.flop_spec) if info and info.flop_kind else None
        near = [i for i in (lo - 1, hi, hi + 1) if 0 <= i < n and not lo <= i < hi]
        old = {i: (self.pred[i], self.cmp_free[i]) for i in near}
        for i in range(max(lo - 1, 0), min(hi + 1, n)):
            self.cmp_free[i] = False
        for i in range(max(lo - 1, 0), min(hi + 2, n)):
            self._predict(i)
        for i in range(lo, hi):  # a new branch starts at its static guess
            p = self.pred[i]
            self.bht[i] = (2 if p[1] else 1) if p else 0
        for i in range(max(lo - 1, 0), min(hi + 2, n)):  # hi + 1: a branch that now fuses
            if i in old and old[i] == (self.pred[i], self.cmp_free[i]):
                continue  # a neighbour whose front-end facts (all its row reads) stayed
            self._rows(i)
            for mode in (0, 1):
                self.flagged[mode][i] = bool(self.tables[mode][i][5])
        if self._blocks is not None:
            self._blocks.forget(max(lo - 1, 0), min(hi + 1, n))

    # ------------------------------------------------------------------ recording
    def record(self, start: int, count: int) -> None:
        """Keep per-instruction records for dynamic instructions [start, start + count)."""
        self.windows.append((start, start + count))

    # ------------------------------------------------------------------ running
    def run(self, ops, pc: int, limit: int) -> int:
        done = 0
        if self.mode != (1 if self.state.sm else 0):  # SM set from outside (m.call, debugger)
            self._close_segment(None)
            self.mode = 1 - self.mode
            self.table = self.tables[self.mode]
            self._new_segment(pc)
        try:
            while done < limit:
                n = self.n
                seg, rec = limit - done, False
                for a, b in self.windows:
                    if a <= n < b:
                        rec, seg = True, min(seg, b - n)
                    elif n < a:
                        seg = min(seg, a - n)
                self._probe = None
                if rec or self.track or not self.jit:
                    pc = (_RECORD if rec else _LAST if self.track else _FAST)(self, ops, pc, seg)
                else:  # compiled blocks, the same steps as _FAST
                    if self._blocks is None or self._blocks.ops is not ops:
                        self._blocks = TimedBlocks(self, ops, PROBE, F_COP, F_COND)
                    pc = self._blocks.run(_FAST, pc, seg)
                k = self._done
                done += k
                self.n += k
                if self._probe is not None and done < limit and self.fast_forward:
                    pc, k = self._try_ff(ops, pc, min(limit - done, seg - k))
                    done += k
        except BaseException as ex:
            self.i = done + self._i
            self.pc = self._pc
            self.n += self._i + (1 if isinstance(ex, ProgramExit) else 0)
            raise
        return pc

    # ------------------------------------------------------------------ steady-state loops
    def _key(self):
        s, K = self.s, self.K
        base = s - s % K
        return (s % K, tuple([x - base if x > base else 0 for x in self.rdy]), tuple(self.bht))

    def _try_ff(self, ops, pc: int, limit: int) -> tuple[int, int]:
        """At loop head ``pc``: time one iteration; if it leaves the timing state as it found it
        (relative to the cycle), the loop is in a steady state: run further iterations
        functionally, checking only the flagged instructions follow the same path, and add
        the iteration's cycles, stalls, FLOPs and branch counts per iteration. A diverging
        iteration is re-timed from its start, so cycles equal a step-by-step run's."""
        head = pc
        if self._ff_fail.get(head, 0) >= 4 or limit <= 0:
            return pc, 0
        key1 = self._key()
        s1, n1 = self.s, self.n
        st1, stm1, fl1 = list(self.st), list(self.stm), dict(self.flops)
        misp1 = self.misp
        self._path = []
        self._probe = head
        pc = _PROBE(self, ops, pc, limit)
        k = self._done
        self.n += k
        path = self._path
        if pc != head or k >= limit or any(f & ~(F_BRANCH | F_FLOPS | F_MIX | F_COND) for _, _, f in path) \
                or self._key() != key1 or not self._flops_constant(head, k, path):
            self._ff_fail[head] = self._ff_fail.get(head, 0) + 1
            return pc, k
        P, D = k, self.s - s1
        dmisp = self.misp - misp1
        dst = [b - a for a, b in zip(st1, self.st)]
        dstm = [b - a for a, b in zip(stm1, self.stm)]
        dfl = {kd: v - fl1.get(kd, 0) for kd, v in self.flops.items() if v != fl1.get(kd, 0)}
        ppc = [p for p, _, _ in path]
        pnpc = [q for _, q, _ in path]
        taken = [(p, q) for p, q, _ in path if q != p + 1]
        flg = self.flagged[self.mode]
        total = k
        exc = None
        try:
            pc = _FFLOOP(self, ops, head, limit - k, flg, ppc, pnpc)
        except BaseException as ex:  # noqa: BLE001 - re-raised below after accounting
            exc = ex
        it, j, dnpc, diverged = self._ff
        ran = self._done
        # whole iterations: shift time, add per-iteration counters
        if it:
            sh = it * D
            self.s += sh
            self.rdy[:] = [x + sh for x in self.rdy]
            for w, v in enumerate(dst):
                if v:
                    self.st[w] += it * v
            for w, v in enumerate(dstm):
                if v:
                    self.stm[w] += it * v
            for kd, v in dfl.items():
                self.flops[kd] += it * v
            for p, q in taken:
                self.tk[p] += it
                self.ent[q] += it
            self.n += it * P
            self.misp += it * dmisp
        # the partial iteration: re-time it step by step from the loop head
        m = ran - it * P
        if m:
            npcs, p, jj = [], head, 0
            for _ in range(m):
                if flg[p]:
                    q = pnpc[jj] if jj < j else dnpc
                    jj += 1
                else:
                    q = p + 1
                npcs.append(q)
                p = q
            save = self._probe
            self._probe = None
            _REPLAY(self, _Replay(npcs), head, m)
            self._probe = save
            self.n += m
        total += ran
        if exc is not None:
            # run() adds _i to n and takes the faulting pc from _pc (set by the FF loop)
            if isinstance(exc, ProgramExit):
                self.stop[self._pc] += 1
            self.n = n1
            self._i = total
            raise exc
        return pc, total

    def _flops_constant(self, head: int, k: int, path) -> bool:
        """Whether every iteration of the loop at ``head`` (one iteration of ``k`` instructions
        took ``path``) counts the FLOPs the timed one did: FLOPs follow the predicates, so a
        loop that writes a predicate its FLOP-counting instructions read is not fast-forwarded."""
        fspec, infos = self.fspec, self.infos
        flg = self.flagged[self.mode]
        reads: set[int] = set()
        writes: set[int] = set()
        p, j = head, 0
        for _ in range(k):
            if p < len(infos) and infos[p] is not None:
                fs = fspec[p]
                if fs is not None:
                    sp = fs[1]
                    reads.update(x for x in ((sp[1], sp[2]) if sp[0] == "mopa" else (sp[1],))
                                 if x >= 0)
                writes.update(r - P0 for r in infos[p].dsts if P0 <= r < NZCV)
            if flg[p]:
                p = path[j][1]
                j += 1
            else:
                p += 1
        return not (reads & writes)

    def _slow(self, pc: int, npc: int, fl: int, t: int, e: int, t0: int = 0, w: int = -1) -> int:
        K = self.K
        s = t
        self._tw = (t, w)  # issue tick and binding resource, for records (a load may wait here)
        srcs, dsts, u, lat, occ, _ = self.table[pc]
        if fl & F_SERIAL:
            m = max(self.rdy[:self.NU1])
            if m > t:
                self.st[self.ST_SERIAL] += m - t
                t = s = m
                self.rdy[u] = t + occ
                e = t - t % K + lat
                for r in dsts:
                    self.rdy[r] = e
        if fl & F_MEM:
            tr = self.trace
            if tr:
                lvl, ldsts, ktick, _, kline, ureal = self.aux[self.mode][pc]
                worst = 0
                store = bool(fl & F_STORE)
                if kline:
                    u = ureal
                    s, e, w = self._line_buffer(u, tr, t, e, t0, w, kline, lvl, dsts, lat)
                    t = s
                    self._tw = (t, w)
                if lvl >= 0:
                    hier = self.hier
                    worst, wbs, dr, dw = hier.access_trace(lvl, tr, store)
                    if store and wbs:  # dirty victims drain through the store unit
                        self.rdy[u] += wbs * ktick
                    if (dr or dw) and self.KDR:
                        # main memory: one channel moving lines in turn; the unit waits while
                        # more than the queue's worth of channel work is ahead of it
                        start = hier.dram_free if hier.dram_free > t else t
                        hier.dram_free = start + dr * self.KDR + dw * self.KDW
                        if hier.dram_free - self.KDQ > self.rdy[u]:
                            self.rdy[u] = hier.dram_free - self.KDQ
                        if dr and not store:
                            e += start - t  # the fill waits for its turn on the channel
                tr.clear()
                if worst and not store:
                    e += worst * K
                    for r in ldsts:
                        self.rdy[r] = e
                        self.lw[r] = e
        if fl & F_FLOPS:
            kind, spec = self.fspec[pc]
            st = self.state
            self.flops[kind] = self.flops.get(kind, 0) + count_flops(spec, st.p, st.vlb)
        if fl & F_MIX:
            free = self.rdy[u]
            rdy = self.rdy
            for g, pen in self.aux[self.mode][pc][3]:
                rdy[g] = free + pen
        if fl & F_BRANCH and npc != pc + 1:
            s = t - t % K + self.KB
            self.tk[pc] += 1
            self.ent[npc] += 1
        if fl & F_COND:
            csrcs, _, fused = self.pred[pc]
            c = self.bht[pc]
            taken = npc != pc + 1
            self.bht[pc] = min(c + 1, 3) if taken else max(c - 1, 0)
            if taken != (c >= 2):
                # mispredicted: the branch resolves when its condition is ready; the right
                # path issues mispredict_penalty cycles after that
                x = t
                for r in csrcs:
                    if self.rdy[r] > x:
                        x = self.rdy[r]
                x = x - x % K + self.KM - self.IW
                if x > s:
                    self.st[self.ST_BRANCH] += x - s
                    s = x
                self.misp += 1
            elif fused and npc == pc + 1 and s == t:
                s = t - self.IW  # one macro-op with its compare: no issue slot of its own
        if fl & (F_MODE | F_SERIAL):  # SMSTART/SMSTOP; a system call leaves streaming mode
            mode = 1 if self.state.sm else 0
            if mode != self.mode:
                self.stop[pc] += 1
                self._close_segment(None)
                self.mode = mode
                self.table = self.tables[mode]
                self._new_segment(npc)
        if fl & F_COP:
            # the SME unit issues in order from its queue; the core only dispatched it. The
            # part of the wait spent behind earlier queued work is the queue's, not the
            # binding resource's
            Q = self.QLS if fl & F_MEM else self.QR
            q = self.rdy[Q]
            if t > t0 and q > t0 and w != Q and w >= 0:
                x = min(q, t) - t0
                (self.stm if self.lw[w] == t else self.st)[w] -= x
                self.st[Q] += x
            self.rdy[Q] = t
            s = max(t0, t - self.KL)
        self._e = e
        return s

    slow_step = _slow  # (the name compiled traces bind once, simulator/blocks/timed.py)

    def _line_buffer(self, u: int, tr, t: int, e: int, t0: int, w: int, kline: int,
                     lvl: int, dsts, lat: int) -> tuple[int, int, int]:
        """A line-buffered unit: the lines of the accesses ``tr`` other than the one its
        buffer holds (the last one fetched) each hold the unit ``kline`` ticks; an access inside
        the buffered line neither waits for the unit nor holds it. Returns the issue tick,
        the destinations' ready tick and the binding resource (the unit, when it waited)."""
        i = u - NRES
        sh = self.hier.levels[lvl].line_shift
        buf, n = self.lbuf[i], 0
        for a, nb in tr:
            a &= _MASK
            for line in range(a >> sh, ((a + max(nb, 1) - 1) >> sh) + 1):
                if line != buf:
                    n += 1
                    buf = line
        self.lbuf[i] = buf
        if not n:
            return t, e, w
        rdy = self.rdy
        x = rdy[u]
        if x > t:  # waits for the unit: the whole wait is the unit's
            if w >= 0 and t > t0:
                (self.stm if self.lw[w] == t else self.st)[w] -= t - t0
            self.st[u] += x - t0
            w, t = u, x
            e = t - t % self.K + lat
            for r in dsts:
                rdy[r] = e
        rdy[u] = t + n * kline
        self.lbbusy[i] += n * kline
        return t, e, w

    # ------------------------------------------------------------------ counts
    def _new_segment(self, entry: int) -> None:
        n = len(self.tables[0])
        self.tk, self.ent, self.stop = [0] * n, [0] * n, [0] * n
        self.ent[entry] += 1

    def _close_segment(self, cur) -> None:
        self.closed.append((self.mode, _flow_counts(self.tk, self.ent, self.stop, cur)))

    def segments(self, cur) -> list[tuple[int, list[int]]]:
        """(mode, executions per instruction) for every segment so far; ``cur`` = the pc the
        flow stands at (not executed), None when the program has exited."""
        return self.closed + [(self.mode, _flow_counts(self.tk, self.ent, self.stop, cur))]

    # ------------------------------------------------------------------ snapshots
    def snapshot(self) -> dict:
        """The whole timing state (with the caches): :meth:`restore` brings it back exactly."""
        rdy = self.rdy[:]
        rdy[self.NONE_UNIT] = 0  # scratch: untimed slots and line-buffered loads write it
        return {"s": self.s, "n": self.n, "e": self._e, "mode": self.mode,
                "rdy": rdy, "st": self.st[:], "stm": self.stm[:], "lw": self.lw[:],
                "flops": dict(self.flops), "tk": self.tk[:], "ent": self.ent[:],
                "stop": self.stop[:], "closed": [(md, c[:]) for md, c in self.closed],
                "records": len(self.records), "ff_fail": dict(self._ff_fail), "misp": self.misp,
                "bht": self.bht[:], "lbuf": self.lbuf[:], "lbbusy": self.lbbusy[:],
                "last": self._last, "cache": self.hier.snapshot()}

    def restore(self, snap: dict) -> None:
        self.s, self.n, self._e, self.mode = snap["s"], snap["n"], snap["e"], snap["mode"]
        self.misp = snap["misp"]
        self.bht[:] = snap["bht"]
        self.table = self.tables[self.mode]
        for k in ("rdy", "st", "stm", "lw", "lbuf", "lbbusy"):
            getattr(self, k)[:] = snap[k]
        self.flops = dict(snap["flops"])
        self.tk, self.ent, self.stop = snap["tk"][:], snap["ent"][:], snap["stop"][:]
        self.closed = [(md, c[:]) for md, c in snap["closed"]]
        del self.records[snap["records"]:]
        self._ff_fail = dict(snap["ff_fail"])
        self._last = snap["last"]
        self.hier.restore(snap["cache"])
        if self.trace:
            self.trace.clear()

    def set_tracking(self, on: bool = True) -> None:
        """Debugger mode: remember the last instruction's stall (:meth:`current_stall`) and
        journal cache changes so :meth:`mark`/:meth:`undo` can take single steps back."""
        self.track = on
        self.hier.journal = [] if on else None
        self.hier._jbase = 0

    def mark(self) -> tuple:
        """A small token that undoes the *next single step* (tracking mode): the old values of
        just what one instruction at the current pc can change (its destinations, unit, gates
        and stall counters, its FLOP kind, the branch counts, the cache journal position)."""
        pc = self.state.pc
        T = self.table
        srcs, dsts, u, _, _, fl = T[pc] if 0 <= pc < len(T) else ((), (), 0, 0, 0, 0)
        aux = self.aux[self.mode][pc] if 0 <= pc < len(self.aux[self.mode]) else None
        lb = bool(aux and aux[4])  # a per-line load: the slow path books its unit and buffer
        ureal = (aux[5],) if lb else ()
        ri = (tuple(dsts) + (u, self.QR, self.QLS) + ureal
              + (tuple(g for g, _ in aux[3]) if aux else ()))
        si = tuple(srcs) + (self.ST_SERIAL, self.ST_BRANCH) + ureal
        rdy, st, stm, lw = self.rdy, self.st, self.stm, self.lw
        fs = self.fspec[pc] if 0 <= pc < len(self.fspec) else None
        kind = fs[0] if fs else None
        tk, stop = self.tk, self.stop
        n = len(tk)
        return (pc, self.s, self.n, self._e, self.mode, self._last, tk, self.ent, stop,
                tk[pc] if pc < n else 0, stop[pc] if pc < n else 0, len(self.closed),
                len(self.records), ri, [rdy[i] for i in ri], si, [st[i] for i in si],
                [stm[i] for i in si], dsts, [lw[i] for i in dsts], kind,
                self.flops.get(kind) if kind else None, self.hier.mark(), self.misp,
                (pc, self.bht[pc]) if 0 <= pc < len(self.bht) else None,
                (self.lbuf[:], self.lbbusy[:]) if lb else None)

    def undo(self, tok: tuple) -> None:
        """Back to the state :meth:`mark` saw (the steps after it undone newest first)."""
        (pc, s, n, e, mode, last, tk, ent, stop, tkpc, stoppc, nclosed, nrec, ri, rv, si, sv,
         smv, li, lv, kind, fl, cmark, misp, bh, lb) = tok
        if lb is not None:
            self.lbuf[:], self.lbbusy[:] = lb
        self.misp = misp
        if bh is not None:
            self.bht[bh[0]] = bh[1]
        if self.tk is tk and pc < len(tk) and tk[pc] != tkpc and self._last is not None:
            ent[self._last[1]] -= 1  # the undone step was a taken branch to _last's next pc
        self.tk, self.ent, self.stop = tk, ent, stop
        if pc < len(tk):
            tk[pc], stop[pc] = tkpc, stoppc
        self.s, self.n, self._e, self._last = s, n, e, last
        self.mode, self.table = mode, self.tables[mode]
        del self.closed[nclosed:]
        del self.records[nrec:]
        rdy, st, stm, lwl = self.rdy, self.st, self.stm, self.lw
        for i, v in zip(ri, rv):
            rdy[i] = v
        for i, v, vm in zip(si, sv, smv):
            st[i] = v
            stm[i] = vm
        for i, v in zip(li, lv):
            lwl[i] = v
        if kind:
            if fl is None:
                self.flops.pop(kind, None)
            else:
                self.flops[kind] = fl
        self.hier.rewind(cmark)
        if self.trace:
            self.trace.clear()

    def trim(self, tok: tuple) -> None:
        """No undo will go back past ``tok`` any more: drop older cache journal entries."""
        self.hier.trim(tok[-4])

    # ------------------------------------------------------------------ the debugger's view
    def stall_label(self, w: int, pc: int | None = None) -> tuple[str, str]:
        """(cause, what) of a stall on resource/unit/gate index ``w``."""
        nu = len(self.unit_names)
        if w >= self.GATE0:
            name, cls = self.gate_names[w - self.GATE0]
            return "type switch", f"{name} (switching to {cls})"
        if w in (self.QR, self.QLS):
            return "sme queue", "(in order behind the previous SME-unit instruction)"
        if w == self.ST_SERIAL:
            return "serialise", "(smstart/smstop/svc waits for everything in flight)"
        if NRES <= w < NRES + nu:
            return "unit busy", self.unit_names[w - NRES]
        what = resource_name(w)
        if ZA0 <= w < ZA0 + 8 and pc is not None and 0 <= pc < len(self.infos):
            info = self.infos[pc]
            if info is not None and info.za_name:
                what = f"{info.za_name} (row group {what})"
        return "dependency", what

    def current_stall(self) -> dict | None:
        """The stall of the last instruction run in tracking mode: ``cycles`` (a float: time is
        kept in ticks of 1/K cycle, ``ticks_per_cycle``; an issue slot is 1/issue_width), ``cause`` (dependency, memory, unit busy,
        type switch, serialise; None when it issued without waiting) and ``on`` (the register,
        ZA tile, unit or penalty it waited for). None before the first tracked instruction."""
        if self._last is None:
            return None
        pc, npc, t0, t, w, s = self._last
        K = self.K
        wait = t - t0
        table = self.table if 0 <= pc < len(self.table) else self.tables[0]
        fl = table[pc][5] if 0 <= pc < len(table) else 0
        ins = self.program.slots[pc] if 0 <= pc < len(self.program.slots) else None
        out = {"instruction": ins.text if ins is not None else None, "cycles": 0.0,
               "cause": None, "on": None, "ticks_per_cycle": K,
               "issue_width": self.desc.issue_width}
        if fl & F_SERIAL and s > t and not (fl & F_BRANCH and npc != pc + 1):
            out.update(cycles=(s - t0) / K, cause="serialise",
                       on=self.stall_label(self.ST_SERIAL)[1])
            return out
        if wait <= 0 or w < 0:
            return out
        cause, what = self.stall_label(w, pc)
        if cause == "dependency" and self.lw[w] == t:
            cause = "memory"
        out.update(cycles=wait / K, cause=cause, on=what)
        return out

    def stall_ticks(self) -> tuple[int, ...]:
        """Stall ticks so far by kind, in :data:`STALL_KINDS` order, split as the report splits
        them (a profiler reads them where the running function changes)."""
        st, nu = self.st, len(self.unit_names)
        return (sum(st[:NRES]), sum(self.stm[:NRES]), sum(st[NRES:NRES + nu]),
                st[self.QR] + st[self.QLS], st[self.ST_SERIAL], st[self.ST_BRANCH],
                sum(st[self.GATE0:]))

    def cycles(self) -> int:
        K = self.K
        last = self.s + self.IW if self.n else 0
        q = max(self.rdy[self.QR], self.rdy[self.QLS])
        end = max(max(self.rdy[:NRES]), last - last % K + (K if self.n else 0),
                  q - q % K + K if q else 0)
        return -(-end // K)

