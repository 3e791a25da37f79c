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
mode switches and serialising instructions take a slow path (:meth:`Engine._slow`).

Counting executions costs nothing per step: only taken branches are counted (per branch and per
target); per-instruction counts are reconstructed from that flow afterwards (:func:`_flow_counts`).
"""
from __future__ import annotations

import math

from isa.faults import ProgramExit

from .cache import Hierarchy
from .classes import (F_BRANCH, F_FLOPS, F_MEM, F_MODE, F_SERIAL, F_STORE, NRES, STREAMING_PREFIX,
                      ZA0, analyse, flops_of, refine_class)
from .description import ArmMachine

_LOOP = """
def loop(self, ops, pc, limit):
    T = self.table; rdy = self.rdy; st = self.st; stm = self.stm; lw = self.lw
    tk = self.tk; ent = self.ent; slow = self._slow
    K = self.K; IW = self.IW; KB = self.KB; s = self.s
    n0 = self.n; rec = self.records.append  #REC
    i = 0
    try:
        for i in range(limit):
            npc = ops[pc]()
            srcs, dsts, u, lat, occ, fl = T[pc]
            t0 = t = s + IW
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
                if fl == 2:
                    if npc != pc + 1:
                        s = t - t % K + KB
                        tk[pc] += 1
                        ent[npc] += 1
                else:
                    s = slow(pc, npc, fl, t, e)
                    T = self.table
                    tk = self.tk
                    ent = self.ent
                    e = self._e  #REC
            rec((n0 + i, pc, t0, t, e, u))  #REC
            pc = npc
    except BaseException as ex:
        self.s = s
        self._i = i
        self._pc = pc
        if isinstance(ex, ProgramExit):
            self.stop[pc] += 1
        raise
    self.s = s
    return pc
"""


def _compile(record: bool):
    lines = []
    for ln in _LOOP.splitlines():
        if ln.rstrip().endswith("#REC"):
            if not record:
                continue
            ln = ln.replace("#REC", "")
        lines.append(ln)
    ns = {"ProgramExit": ProgramExit}
    exec("\n".join(lines), ns)  # noqa: S102 - our own template, compiled once
    return ns["loop"]


_FAST = _compile(False)
_RECORD = _compile(True)


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
        nslots = len(program.slots) + 1
        known = set(desc.classes)
        self.infos = []
        for ins in program.slots:
            if ins is None:
                self.infos.append(None)
                continue
            self.infos.append(analyse(ins, refine_class(ins, known)))
        # per mode (0 = non-streaming, 1 = streaming): hot table + aux facts per instruction
        self.classes_by_mode = [[], []]
        self.tables, self.aux = [], []
        nu = len(units)
        for mode in (0, 1):
            table, aux = [], []
            for ins, info in zip(program.slots, self.infos):
                if info is None:
                    table.append(((), (), nu, 0, 0, 0))  # never timed: the op raises first
                    aux.append(None)
                    self.classes_by_mode[mode].append(None)
                    continue
                cname = info.klass
                if mode and cname.startswith("sve_") and STREAMING_PREFIX + cname[4:] in desc.classes:
                    cname = STREAMING_PREFIX + cname[4:]
                ct = desc.classes[cname]
                u = uidx[ct.unit]
                unit = desc.units[ct.unit]
                occ = ct.interval * K // unit.count
                table.append((info.srcs + (NRES + u,), info.dsts, NRES + u, ct.latency * K, occ,
                              info.flags))
                lvl = self.hier.index[unit.cache] if (unit.cache and info.flags & F_MEM) else (
                    0 if info.flags & F_MEM and self.hier.levels else -1)
                ldsts = tuple(r for r in info.dsts if r not in info.wb)
                aux.append((lvl, ldsts))
                self.classes_by_mode[mode].append(cname)
            table.append(((), (), NRES + nu, 0, 0, 0))
            self.tables.append(table)
            self.aux.append(aux)
        self.mode = 1 if state.sm else 0
        self.table = self.tables[self.mode]
        self.rdy = [0] * (NRES + nu + 1)  # ready tick per register, then free tick per unit
        self.st = [0] * (NRES + nu + 4)
        self.ST_SERIAL, self.ST_BRANCH = NRES + nu + 1, NRES + nu + 2
        self.stm = [0] * (NRES + nu + 4)
        self.lw = [-1] * (NRES + nu + 4)
        self.flops: dict[str, int] = {}
        self.s = -self.IW
        self._e = 0
        self.n = 0
        self.records: list[tuple] = []
        self.windows: list[tuple[int, int]] = []
        self.trace = memory.enable_trace()
        self.closed: list[tuple[int, list[int]]] = []  # (mode, counts) of finished segments
        self._new_segment(program.entry)

    # ------------------------------------------------------------------ recording
    def record(self, start: int, count: int) -> None:
        """Keep per-instruction records for dynamic instructions [start, start + count)."""
        self.windows.append((start, start + count))

    # ------------------------------------------------------------------ running
    def run(self, ops, pc: int, limit: int) -> int:
        done = 0
        try:
            while done < limit:
                n = self.n
                seg, rec = limit - done, False
                for a, b in self.windows:
                    if a <= n < b:
                        rec, seg = True, min(seg, b - n)
                    elif n < a:
                        seg = min(seg, a - n)
                pc = (_RECORD if rec else _FAST)(self, ops, pc, seg)
                done += seg
                self.n += seg
        except BaseException as ex:
            self.i = done + self._i
            self.pc = self._pc
            self.n += self._i + (1 if isinstance(ex, ProgramExit) else 0)
            raise
        return pc

    def _slow(self, pc: int, npc: int, fl: int, t: int, e: int) -> int:
        K = self.K
        s = t
        srcs, dsts, u, lat, occ, _ = self.table[pc]
        if fl & F_SERIAL:
            m = max(self.rdy)
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
                lvl, ldsts = self.aux[self.mode][pc]
                worst = 0
                if lvl >= 0:
                    acc = self.hier.access
                    for a, nb in tr:
                        c = acc(lvl, a, nb)
                        if c > worst:
                            worst = c
                tr.clear()
                if worst and not fl & F_STORE:
                    e += worst * K
                    for r in ldsts:
                        self.rdy[r] = e
                        self.lw[r] = e
        if fl & F_FLOPS:
            info = self.infos[pc]
            kind = info.flop_kind
            self.flops[kind] = self.flops.get(kind, 0) + flops_of(info, self.program.slots[pc],
                                                                  self.state.vlb)
        if fl & F_BRANCH and npc != pc + 1:
            s = t - t % K + self.KB
            self.tk[pc] += 1
            self.ent[npc] += 1
        if fl & F_MODE:
            mode = 1 if self.state.sm else 0
            if mode != self.mode:
                self.stop[pc] += 1
                self._close_segment(None)
                self.mode = mode
                self.table = self.tables[mode]
                self._new_segment(npc)
        self._e = e
        return s

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

    def cycles(self) -> int:
        K = self.K
        last = self.s + self.IW if self.n else 0
        end = max(max(self.rdy[:NRES]), last - last % K + (K if self.n else 0))
        return -(-end // K)

