"""The VF cycle engine: a list scheduler over the dynamic instruction stream.

Model (asc-devkit 指令双发优化.md): instructions enter a 64-deep queue in program
order, at most ``issue_width`` per cycle; each issues at the earliest cycle when its source
registers are ready (RAW) and the cycle's resources allow it: ≤ 2 instructions, ≤ 2 register
writes, UB 2 reads or 1 read + 1 write, two vector ALUs (an op of N lanes holds one for
ceil(N/rate) cycles) or its transcendental pipe (Exp/Ln, Div/Sqrt: ``[transcendental]``),
single-issue classes alone. Vector and mask registers are renamed (``[rename]``): a write takes
a spare physical register (waiting for one when all are in use) instead of waiting for earlier
readers/writers of its architectural register (WAR/WAW); with 0 spares those rules apply. Scalar work runs on the auxiliary scalar unit in program order, beside the vector queue: plain
scalar ops (mov, add …) overlap with vector work; work whose result the vector side needs — a
loop's setup or a software loop's compare-and-branch, an UpdateMask count, a scalar-computed
address — holds back everything after it until it is done. mem_bar and a VF launch wait for
every earlier instruction to complete.

Stats split the total cycles by what each cycle did: a vector instruction issued or a vector
unit was busy → vector; else the scalar unit was busy with loop overhead / address arithmetic /
other scalar work → that; else → stall (waiting on latency or a barrier).
"""
from __future__ import annotations

import heapq
from collections import deque

import attrs
import numpy as np

CATEGORIES = ("vector", "loop", "addr", "scalar", "stall")


@attrs.frozen
class TimingInfo:
    """Static timing facts of one op, computed once when a program is bound."""

    op: str  # description op name (vadd, vld, …) or a pseudo class (mask, scalar, none)
    reads: tuple  # register keys: v0-31 → 0-31, m → 32+, a → 40+
    writes: tuple
    occ: int  # cycles on a vector unit (0: none)
    lat: int
    ub_r: int
    ub_w: int
    single: bool
    pre_scalar: int  # scalar cycles before it can enter (plt count update, scalar op)
    pre_addr: int  # scalar address-arithmetic cycles
    slot: bool = True  # takes an issue slot
    pipe: int = 0  # transcendental pipe bit (0: a vector ALU)


class Engine:
    def __init__(self, costs, war: bool = True):
        self.c = costs
        self.war = war
        self.pruned: dict | None = None  # when a dict, pruned ``use`` entries go here (undo)
        self.reset()

    def reset(self) -> None:
        self.front = 0  # cycle at which the next instruction can enter the queue
        self.sc = 0  # cycle at which the scalar unit is free
        self.entered = 0  # instructions entered in cycle `front`
        self.window: deque = deque()
        self.ready = [0] * 48
        self.last_read = [0] * 48
        self.last_write = [-1] * 48
        self.use: dict = {}  # cycle -> [slots, regw, ubr, ubw, alus, single, pipes]
        # renaming: release times of the spare physical registers (vector, mask)
        self.spare = ([0] * self.c.spare_v, [0] * self.c.spare_m)
        self.done = 0
        self.busy = bytearray(1 << 12)
        self.spans: list = []  # (start, cycles, category)
        self.counts = {"instructions": 0, "vector_ops": 0, "scalar_cycles": 0,
                       "hw_loop_iterations": 0, "sw_loop_iterations": 0, "vf_calls": 0,
                       "mem_bars": 0}
        self._n = 0

    # ---------------------------------------------------------------- scalar side
    def scalar(self, cycles: int, cat: str, block: bool = True) -> None:
        """Scalar-unit work of ``cycles`` cycles. The scalar unit runs in program order beside
        the vector queue; ``block``: what follows needs its result (a branch to resolve, a
        count or an address), so nothing later may enter the queue before it is done."""
        if cycles <= 0:
            return
        start = max(self.sc, self.front)
        self.spans.append((start, cycles, cat))
        self.sc = start + cycles
        self.counts["scalar_cycles"] += cycles
        if block and self.sc > self.front:
            self.front, self.entered = self.sc, 0

    def drain(self) -> None:
        """Wait until everything issued so far has completed (mem_bar, VF boundaries)."""
        t = max(self.done, self.sc, self.front + (1 if self.entered else 0))
        self.front, self.entered = t, 0

    def mem_bar(self) -> None:
        self.counts["mem_bars"] += 1
        self.drain()
        self.scalar(self.c.mem_bar, "stall")

    def vf_call(self) -> None:
        self.counts["vf_calls"] += 1
        self.drain()
        self.scalar(self.c.vf_launch, "scalar")

    # ---------------------------------------------------------------- vector side
    def issue(self, ti: TimingInfo) -> None:
        c = self.c
        self.counts["instructions"] += 1
        if ti.pre_scalar:
            # UpdateMask (plt) updates its count on the scalar unit (the queue waits for it, as for
            # any scalar result the vector side needs) and writes the mask without a vector
            # issue slot
            self.scalar(ti.pre_scalar, "scalar", block=ti.slot or ti.op == "plt")
        if ti.pre_addr:
            self.scalar(ti.pre_addr, "addr")
        if not ti.slot:
            for w in ti.writes:
                fin = self.sc - 1 + ti.lat
                if self._pool(w) is None:  # no renaming: wait for the old value's readers
                    fin = max(fin, self.last_read[w] + ti.lat)
                self.ready[w] = max(self.ready[w], fin)
            return
        self.counts["vector_ops"] += 1
        enter = self.front
        if len(self.window) >= c.queue_depth:
            enter = max(enter, self.window.popleft())
        t = enter
        ready, lr, lw = self.ready, self.last_read, self.last_write
        for r in ti.reads:
            if ready[r] > t:
                t = ready[r]
        for w in ti.writes:
            pool = self._pool(w)
            if pool:
                if pool[0] > t:  # the earliest a spare physical register is free
                    t = pool[0]
                continue
            if self.war and lr[w] > t:
                t = lr[w]
            if lw[w] + 1 > t:
                t = lw[w] + 1
        use = self.use
        nw = len(ti.writes)
        while True:
            u = use.get(t)
            if u is None:
                if ti.occ and not self._unit_free(t + 1, ti.occ - 1, ti.pipe):
                    t += 1
                    continue
                break
            if (u[0] < c.issue_width and not u[5] and not (ti.single and u[0])
                    and u[1] + nw <= c.reg_writes and u[2] + ti.ub_r <= c.ub_reads
                    and u[3] + ti.ub_w <= c.ub_writes and u[2] + u[3] + ti.ub_r + ti.ub_w <= c.ub_rw
                    and (not ti.occ or self._unit_free(t, ti.occ, ti.pipe))):
                break
            t += 1
        u = use.get(t)
        if u is None:
            u = use[t] = [0, 0, 0, 0, 0, False, 0]
        u[0] += 1
        u[1] += nw
        u[2] += ti.ub_r
        u[3] += ti.ub_w
        u[5] = u[5] or ti.single
        for k in range(ti.occ):
            v = use.get(t + k)
            if v is None:
                v = use[t + k] = [0, 0, 0, 0, 0, False, 0]
            if ti.pipe:
                v[6] |= ti.pipe
            else:
                v[4] += 1
        end = t + max(ti.occ, 1)
        fin = end - 1 + ti.lat
        for w in ti.writes:
            pool = self._pool(w)
            if pool:  # the old physical register is free once this value is complete and
                # every earlier reader of the old one has issued
                heapq.heapreplace(pool, max(fin, lr[w], ready[w]))
                ready[w] = fin
            else:
                ready[w] = fin if fin > ready[w] else ready[w]
            lw[w] = t
        for r in ti.reads:
            if t > lr[r]:
                lr[r] = t
        if fin > self.done:
            self.done = fin
        if end > len(self.busy):
            self.busy.extend(bytearray(max(end, 2 * len(self.busy)) - len(self.busy)))
        self.busy[t:end] = b"\x01" * (end - t)
        self.window.append(t)
        self.entered += 1
        if self.entered >= c.issue_width:
            self.front += 1
            self.entered = 0
        self._n += 1
        if self._n & 4095 == 0:
            low = min(self.window) if self.window else self.front
            dead = [k for k in use if k < low]
            if self.pruned is not None:
                for k in dead:
                    self.pruned.setdefault(k, use[k])
            for k in dead:
                del use[k]

    def _pool(self, key: int) -> list | None:
        """The spare-register heap of ``key``'s file when it is renamed, else None."""
        pool = self.spare[0] if key < 32 else self.spare[1] if key < 40 else None
        return pool or None

    def _unit_free(self, t: int, n: int, pipe: int) -> bool:
        """A vector ALU (``pipe`` 0) or the transcendental ``pipe`` is free in cycles t..t+n-1."""
        use = self.use
        if pipe:
            return all(not ((use.get(t + k) or _Z)[6] & pipe) for k in range(n))
        return all((use.get(t + k) or _Z)[4] < 2 for k in range(n))

    # ---------------------------------------------------------------- results
    @property
    def total(self) -> int:
        return max(self.done, self.sc, self.front + (1 if self.entered else 0))

    def breakdown(self) -> dict:
        T = self.total
        cat = np.full(T, 4, np.int8)  # stall
        for start, n, c in self.spans:
            cat[start:start + n] = CATEGORIES.index(c)
        vec = np.frombuffer(bytes(self.busy[:T]).ljust(T, b"\0"), np.uint8).astype(bool)
        cat[vec] = 0
        out = {name: int((cat == i).sum()) for i, name in enumerate(CATEGORIES)}
        out["total"] = T
        return out


_Z = (0, 0, 0, 0, 0, False, 0)
