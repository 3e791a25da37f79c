"""The undo log behind exact reverse execution (see the package docstring)."""
from __future__ import annotations

import collections

import numpy as np

from isa.a64.base_atomic import _monitor

from ..state.arm import ArmState
from ..vf.engine import Engine as VfEngine
from .types import DEFAULT_HISTORY, DEFAULT_HISTORY_BYTES
from .writes import ALL_ROWS, writes_of

def _view(memory, addr: int, nbytes: int) -> np.ndarray:
    """``memory.view`` without the cache model's access trace (``Memory.enable_trace`` replaces
    the instance's method): the log's own reads and restores are no accesses of the program."""
    return type(memory).view(memory, addr, nbytes)


def _save(views: tuple, scal: tuple) -> tuple:
    """Copies of ``views`` then the values of the ``(container, key)`` pairs ``scal``."""
    if len(views) == 1 and not scal:
        return (views[0].copy(),)
    return tuple([v.copy() for v in views] + [c[k] for c, k in scal])


def _row_diff(pre: np.ndarray, cur: np.ndarray):
    """Rows of ``pre`` that differ from ``cur`` as (row indexes, their old contents), or None."""
    rows = np.flatnonzero((pre != cur).reshape(pre.shape[0], -1).any(axis=1))
    if rows.size == 0:
        return None
    return rows, pre[rows]


def _size(obj) -> int:
    """A cheap estimate of the bytes a record holds (numpy data, byte strings, containers)."""
    if isinstance(obj, np.ndarray):
        return 112 + obj.nbytes
    if isinstance(obj, (bytes, bytearray)):
        return 40 + len(obj)
    if isinstance(obj, (tuple, list, collections.deque, set)):
        return 56 + 8 * len(obj) + sum(_size(o) for o in obj if not isinstance(o, (int, bool)))
    if isinstance(obj, dict):
        return 100 + 16 * len(obj) + sum(_size(v) for v in obj.values()
                                         if not isinstance(v, (int, bool)))
    return 32


class History:
    """The undo log. ``step()`` runs one instruction and records it; ``undo()`` reverts one record.

    Bounded twice: at most ``limit`` records and at most ``max_bytes`` of them (estimated; the
    default, :data:`DEFAULT_HISTORY_BYTES`, is 256 MiB); the oldest go first. ``per_step`` adds a
    fixed charge per record for undo data kept beside the log (the Arm cycle model's tokens)."""

    def __init__(self, machine, limit: int = DEFAULT_HISTORY,
                 max_bytes: int = DEFAULT_HISTORY_BYTES):
        self.m = machine
        self.limit = max(0, int(limit))
        self.max_bytes = max(0, int(max_bytes))
        self.per_step = 0
        self.log: collections.deque = collections.deque()
        self._sizes: collections.deque = collections.deque()
        self.bytes = 0  # estimated bytes held by the records in ``log``
        self.dropped = 0  # records pushed out by the bound
        self._mem: list | None = None  # (address, old bytes) of the step running, else None
        self._buf: list = []  # the list ``_mem`` is during a step
        machine.memory.on_write = self._on_write
        self._fast = isinstance(machine.state, ArmState)
        if self._fast:
            # a process decodes its code on first execution (simulator/codemap.py): what a
            # slot may write is then decided when the slot is first planned, and decided again
            # when its code changes (a listener of the code map)
            self._code = getattr(machine.program, "code", None)
            slots = machine.program.slots
            # what each slot may write (:mod:`.writes`), None: not decided yet; past the end:
            # nothing
            self._writes: list = ([None] * len(slots) if self._code is not None
                                  else [writes_of(i) for i in slots]) + [writes_of(None)]
            self._plans: list = [None] * len(self._writes)
            self._items: list = []  # plan id -> (views, (container, key) pairs)
            self._made: dict = {}  # (slot, SVL in bytes) -> its plan
            self._svlb = machine.state.svlb  # the SVL the plans in ``_plans`` were made for
            if self._code is not None:
                self._code.listeners.append(self)
        self._linux = getattr(machine, "linux", None)

    def __len__(self) -> int:
        return len(self.log)

    # ------------------------------------------------------------------ a process's code map
    def code_grew(self, n: int) -> None:
        """The code map has ``n`` slots now (a new executable mapping)."""
        grow = n + 1 - len(self._writes)
        if grow > 0:
            self._writes[-1:] = [None] * grow + [writes_of(None)]
            self._plans.extend([None] * grow)

    def code_changed(self, lo: int, hi: int) -> None:
        """Slots ``[lo, hi)`` were decoded or reset: decide what they write again."""
        hi = min(hi, len(self._writes) - 1)
        for i in range(lo, hi):
            self._writes[i] = None
            self._plans[i] = None
        for key in [k for k in self._made if lo <= k[0] < hi]:
            del self._made[key]

    def _writes_at(self, pc: int):
        w = self._writes[pc]
        if w is None:  # a process's slot not planned yet: its instruction, decoded, not run
            w = self._writes[pc] = writes_of(self._code.peek(pc))
        return w

    def _on_write(self, addr: int, nbytes: int) -> None:
        if self._mem is not None:
            self._mem.append((addr, _view(self.m.memory, addr, nbytes).tobytes()))

    def _push(self, rec, n: int) -> None:
        """Append record ``rec`` of estimated size ``n`` bytes, dropping the oldest beyond the
        bounds."""
        log = self.log
        log.append(rec)
        self._sizes.append(n)
        self.bytes += n
        if len(log) > self.limit or self.bytes > self.max_bytes:
            self._trim()

    def _trim(self) -> None:
        log = self.log
        if self.limit == 0:
            log.clear()
            self._sizes.clear()
            self.bytes = 0
            self.dropped += 1
            return
        while len(log) > 1 and (len(log) > self.limit or self.bytes > self.max_bytes):
            log.popleft()
            self.bytes -= self._sizes.popleft()
            self.dropped += 1

    def _pop(self):
        self.bytes -= self._sizes.pop()
        return self.log.pop()

    # ------------------------------------------------------------------ forward
    def step(self) -> bool:
        """Run one instruction (recording how to undo it); False if the program has ended."""
        return self.run(1) == 1

    def run(self, n: int, stops: frozenset | set = frozenset(), limit: int | None = None) -> int:
        """Run up to ``n`` instructions, recording each; stop early after one that ends the
        program, lands on a slot in ``stops`` or brings the machine's step count to ``limit``
        (at least one runs). Returns how many records were added (a faulting attempt is one)."""
        m = self.m
        if limit is not None:
            n = min(n, max(1, limit - m.steps))  # every step that does not end the run counts
        done = 0
        if not self._fast or m.timing is not None:
            while done < n and m.exit_code is None:
                if self._fast:
                    self._step_slow()
                else:
                    self._step_generic()
                done += 1
                if (m.state.pc if self._fast else m.pc) in stops:
                    break
            return done
        if m.exit_code is not None:
            return 0
        st = m.state
        plans, ops, nplans = self._plans, m._ops, len(self._plans)
        x, f, log, sizes, mem = st.x, st.nzcv, self.log, self._sizes, self._buf
        per = 150 + self.per_step
        if st.svlb != self._svlb:  # a reverse step went back over a change of the SVL
            self._svlb = st.svlb
            plans[:] = [None] * nplans
        while done < n:
            pc = st.pc
            plan = plans[pc] if 0 <= pc < nplans else False
            if plan is None:
                plan = plans[pc] = self._plan(pc)
            if plan is False:  # a full step: it may end the program or change the SVL
                self._step_full(pc)
                done += 1
                if m.exit_code is not None or st.pc in stops:
                    break
                if st.svlb != self._svlb:
                    self._svlb = st.svlb
                    plans[:] = [None] * nplans  # made again (or found in ``_made``) for it
                continue
            _, views, scal, nbytes, xsave, pid = plan
            x0 = x.copy() if xsave else None
            f0 = f.copy()
            # old values only: records hold no objects the garbage collector tracks
            if scal or len(views) > 1:
                saved = _save(views, scal)
            else:
                saved = (views[0].copy(),) if views else None
            self._mem = mem
            try:  # Machine._go's reference path for one step, without its loop
                npc = ops[pc]()
            except BaseException as e:
                # put back what the attempt wrote and let the machine run it (and report the
                # fault or exit) under a full snapshot: the simulator is deterministic
                self._mem = None
                self._revert(x0, f0, pid, saved, mem)
                mem.clear()
                if not isinstance(e, Exception):
                    raise
                self._step_full(pc)
                done += 1
                if m.exit_code is not None or st.pc in stops:
                    break
                continue
            self._mem = None
            steps = m.steps
            st.pc = npc
            m.steps = steps + 1
            # output and the end of the program only come from an exception or SVC (full steps)
            xd = ()
            if xsave and x0 != x:
                xd = tuple(v for i, old in enumerate(x0) if old != x[i] for v in (i, old))
            fd = None if f0 == f else tuple(f0)
            size = per + nbytes
            if mem:
                size += sum(40 + len(o) for _, o in mem)
                rec = (pc, steps, xd, fd, pid, saved,
                       (tuple(mem), len(m.stdout), len(m.stderr), False, None))
                mem.clear()
            else:
                rec = (pc, steps, xd, fd, pid, saved, None)
            log.append(rec)  # :meth:`_push`, inline
            sizes.append(size)
            self.bytes += size
            if len(log) > self.limit or self.bytes > self.max_bytes:
                self._trim()
            done += 1
            if npc in stops:
                break
        return done

    def _step_slow(self) -> None:
        """One step through ``Machine.step`` (the cycle model on)."""
        st = self.m.state
        pc = st.pc
        plans = self._plans
        plan = plans[pc] if 0 <= pc < len(plans) else False
        if plan is None or plan is not False and plan[0] != st.svlb:
            plan = plans[pc] = self._plan(pc)
        if plan is False:
            self._step_full(pc)
        else:
            self._step_timed(pc, plan)

    def _step_timed(self, pc: int, plan) -> bool:
        """:meth:`step` with the cycle model on: the machine runs the step (``Machine.step``)."""
        m = self.m
        st = m.state
        _, views, scal, nbytes, xsave, pid = plan
        x, f = st.x, st.nzcv
        x0 = x.copy() if xsave else None
        f0 = f.copy()
        steps, outn, errn = m.steps, len(m.stdout), len(m.stderr)
        saved = _save(views, scal) if views or scal else None
        mem = self._mem = []
        try:
            m.step(1)
        finally:
            self._mem = None
        xd = ()
        if xsave and x0 != x:
            xd = tuple(v for i, old in enumerate(x0) if old != x[i] for v in (i, old))
        extra = None
        size = 150 + nbytes + self.per_step
        if mem or m.finished or outn != len(m.stdout) or errn != len(m.stderr):
            extra = (tuple(mem) or None, outn, errn, m.finished, None)
            size += sum(40 + len(o) for _, o in mem)
        self._push((pc, steps, xd, None if f0 == f else tuple(f0), pid, saved, extra), size)
        return True

    def _plan(self, pc: int):
        """(SVL it was made for, the array views and (container, key) pairs the slot may write,
        bytes saved per step, whether X may change, plan id), or False: take a full snapshot."""
        w = self._writes_at(pc)
        if w.full:
            return False
        st = self.m.state
        svlb = st.svlb
        if (pc, svlb) in self._made:  # the SVL changed back (prctl)
            return self._made[pc, svlb]
        # views into the register arrays (they never move: ArmState sizes them for 2048 bits)
        views = [st.z[r] for r in w.z] + [st.p[r] for r in w.p]
        for start, step in w.za:
            views.append(st.za[:svlb, :svlb] if step == ALL_ROWS
                          else st.za[start:svlb:step, :svlb])
        views += [st.ffr] if w.ffr else []
        views += [st.zt0] if w.zt0 else []
        # the system registers key by key (bound MRS/MSR closures hold the dict itself)
        scal = [(st.sysregs, k) for k in st.sysregs] if w.sysregs else []
        if w.monitor:
            scal.append((_monitor(st), 0))
        views, scal = tuple(views), tuple(scal)
        self._items.append((views, scal))
        plan = self._made[pc, svlb] = (svlb, views, scal, sum(112 + v.nbytes for v in views)
                                       + 40 * len(scal), w.x, len(self._items) - 1)
        return plan

    def _revert(self, x0, f0, pid, saved, mem) -> None:
        """Undo a partly run instruction from the values saved before it."""
        st = self.m.state
        if x0 is not None:
            st.x[:] = x0
        st.nzcv[:] = f0
        if saved is not None:
            self._restore(pid, saved)
        for addr, old in reversed(mem):
            _view(self.m.memory, addr, len(old))[:] = np.frombuffer(old, np.uint8)

    def _restore(self, pid: int, saved: tuple) -> None:
        views, scal = self._items[pid]
        for v, old in zip(views, saved):
            v[...] = old
        if scal:
            for (c, k), old in zip(scal, saved[len(views):]):
                c[k] = old

    def _step_full(self, pc: int) -> bool:
        """The fallback for instructions that may change modes, vector lengths or run the
        operating system: a snapshot of the whole register state, kept as a delta."""
        m = self.m
        st = m.state
        x0, f0 = st.x.copy(), st.nzcv.copy()
        steps, outn, errn = m.steps, len(m.stdout), len(m.stderr)
        pre = self._full_pre()
        mem = self._mem = []
        try:
            m.step(1)
        finally:
            self._mem = None
        full = self._full_post(pre)
        x = st.x
        xd = tuple(v for i, old in enumerate(x0) if old != x[i] for v in (i, old))
        fd = None if f0 == st.nzcv else f0
        rec = (pc, steps, xd, None if fd is None else tuple(fd), None, None,
               (tuple(mem) or None, outn, errn, m.finished, full))
        self._push(rec, _size(rec) + self.per_step)
        return True

    def _full_pre(self) -> tuple:
        st, m, lx = self.m.state, self.m, self._linux
        return ((st.nsvlb, st.svlb, st.sm, st.za_on, st.vlb), st.z.copy(), st.p.copy(),
                st.ffr.copy(), st.za.copy(), st.zt0.copy(), dict(st.sysregs), _monitor(st)[0],
                (len(lx.warnings), set(lx.unknown_reported), lx.snapshot())
                if lx is not None else None,
                m.output_truncated, m.memory.mapping())

    def _full_post(self, pre: tuple) -> tuple:
        """``pre`` reduced to what the step changed (None for unchanged parts)."""
        st, m = self.m.state, self.m
        mode, z, p, ffr, za, zt0, regs, mon, lx, trunc, mapping = pre
        return (None if mode == (st.nsvlb, st.svlb, st.sm, st.za_on, st.vlb) else mode,
                _row_diff(z, st.z), _row_diff(p, st.p),
                None if np.array_equal(ffr, st.ffr) else ffr, _row_diff(za, st.za),
                None if np.array_equal(zt0, st.zt0) else zt0,
                None if regs == st.sysregs else regs, mon, lx, trunc,
                None if mapping == m.memory.mapping() else mapping)

    def _step_generic(self) -> bool:
        """Any other machine (the VF unit): record what one step changed in its registers (a
        delta against a snapshot taken before it), its pc, call stack and cycle engine."""
        m = self.m
        regs = m.state.snapshot()
        snap = {"regs": regs, "pc": m.pc,
                "calls": [tuple(c) if not isinstance(c, tuple) else
                          tuple(list(x) if isinstance(x, list) else x for x in c)
                          for c in getattr(m, "call_stack", ())]}
        steps, outn, errn = m.steps, len(m.stdout), len(m.stderr)
        tsnap = self._timing_snapshot()
        mem = self._mem = []
        # VF stores write the UB through numpy views, not Memory.store: diff the UB around them
        ins = m._insn_at.get(m.pc) if hasattr(m, "_insn_at") else None
        writes = ins is not None and (ins.mnemonic.startswith("vst") or getattr(
            ins.info.get("spec"), "ub_w", 0))
        pre = [(r, r.arr.copy()) for r in m.memory.regions] if writes else ()
        try:
            m.step(1)
        finally:
            self._mem = None
            snap["regs"] = _snap_delta(regs, m.state.snapshot())
            if tsnap is not None and tsnap[0] == "vf":
                tsnap = _vf_engine_post(m.engine, tsnap)
        for r, old in pre:
            idx = np.flatnonzero(old != r.arr)
            if idx.size:
                lo, hi = int(idx[0]), int(idx[-1]) + 1
                mem.append((r.base + lo, old[lo:hi].tobytes()))
        rec = ("G", steps, snap, (mem, outn, errn, m.finished, None, tsnap))
        self._push(rec, _size(rec) + self.per_step)
        return True

    def _timing_snapshot(self):
        """The VF cycle engine: what one step can change (see :func:`_vf_engine_pre`); any
        other engine: a copy of its counters and buffers."""
        e = getattr(self.m, "engine", None)
        if e is None:
            return None
        if isinstance(e, VfEngine):
            return _vf_engine_pre(e)
        snap = {}
        for k, v in vars(e).items():
            if k in ("c", "war"):
                continue
            if k == "spans":  # append-only: its length is enough
                snap[k] = len(v)
            elif isinstance(v, dict):
                snap[k] = {kk: (list(vv) if isinstance(vv, list) else vv) for kk, vv in v.items()}
            elif isinstance(v, (list, bytearray, set, collections.deque)):
                snap[k] = v.copy()
            else:
                snap[k] = v
        return snap

    # ------------------------------------------------------------------ edits by the user
    def edit(self) -> "_Edit":
        """``with history.edit(): …`` records a user change (``set var``) so reverse undoes it."""
        return _Edit(self)

    # ------------------------------------------------------------------ backward
    def peek_pc(self) -> int | None:
        """The instruction slot the newest record would return to (None if none/edit)."""
        if not self.log:
            return None
        rec = self.log[-1]
        return rec[0] if isinstance(rec[0], int) else (rec[2]["pc"] if rec[0] == "G" else None)

    def undo(self) -> str:
        """Revert the newest record: 'insn', 'fault' (a faulting attempt: no instruction
        completed), 'edit', or 'start'/'limit' when there is nothing left to undo."""
        if not self.log:
            return "limit" if self.dropped else "start"
        rec = self._pop()
        m = self.m
        tag = rec[0]
        if tag == "E":
            rec[1]()
            return "edit"
        if tag == "G":
            _, steps, snap, (mem, outn, errn, ended, cycles, tsnap) = rec
            self._undo_common(steps, mem, outn, errn, ended, cycles, tsnap)
            completed = steps != m.steps
            m.state.restore(_snap_apply(m.state.snapshot(), snap["regs"]))
            m.pc = snap["pc"]
            if hasattr(m, "call_stack"):
                m.call_stack[:] = [tuple(list(x) if isinstance(x, list) else x for x in c)
                                   for c in snap["calls"]]
            m.steps = steps
            return "insn" if completed else "fault"
        pc, steps, xd, fd, pid, saved, extra = rec
        st = m.state
        completed = m.steps != steps
        if extra is not None:
            mem, outn, errn, ended, full = extra
            if full is not None:
                self._full_undo(full)
            self._undo_common(steps, mem, outn, errn, ended, None, None)
        if saved is not None:
            self._restore(pid, saved)
        x = st.x
        for i in range(0, len(xd), 2):
            x[xd[i]] = xd[i + 1]
        if fd is not None:
            st.nzcv[:] = fd
        st.pc = pc
        m.steps = steps
        return "insn" if completed else "fault"

    def _undo_common(self, steps, mem, outn, errn, ended, cycles, tsnap) -> None:
        m = self.m
        if mem:
            for addr, old in reversed(mem):
                _view(m.memory, addr, len(old))[:] = np.frombuffer(old, np.uint8)
        del m.stdout[outn:]
        del m.stderr[errn:]
        if ended:
            m.exit_code = None
            m.fault = None
        if tsnap is not None and isinstance(tsnap, tuple):
            _vf_engine_undo(m.engine, tsnap)
        elif tsnap is not None:
            e = m.engine
            for k, v in tsnap.items():
                cur = getattr(e, k, None)
                if k == "spans":
                    del cur[v:]
                elif isinstance(cur, (list, bytearray, collections.deque)) and type(cur) is type(v):
                    cur.clear()
                    cur.extend(v) if not isinstance(cur, set) else None
                elif isinstance(cur, (dict, set)) and type(cur) is type(v):
                    cur.clear()
                    cur.update(v)
                else:
                    setattr(e, k, v)

    def _full_undo(self, full: tuple) -> None:
        st, m = self.m.state, self.m
        mode, zd, pd, ffr, zad, zt0, regs, mon, lx, trunc, mapping = full
        if mapping is not None:  # mmap/munmap/mprotect/brk: the mappings before the call
            m.memory.set_mapping(mapping)
        if mode is not None:
            st.nsvlb, st.svlb, st.sm, st.za_on, st.vlb = mode
        for arr, d in ((st.z, zd), (st.p, pd), (st.za, zad)):
            if d is not None:
                arr[d[0]] = d[1]
        if ffr is not None:
            st.ffr[:] = ffr
        if zt0 is not None:
            st.zt0[:] = zt0
        if regs is not None:
            st.sysregs.update(regs)  # in place: bound MRS/MSR closures hold the dict
        _monitor(st)[0] = mon
        if lx is not None and self._linux is not None:
            del self._linux.warnings[lx[0]:]
            self._linux.unknown_reported = set(lx[1])
            self._linux.restore(lx[2])
        m.output_truncated = trunc


def _snap_delta(pre: dict, post: dict) -> dict:
    """The entries of snapshot ``pre`` that differ from ``post``: changed rows of arrays,
    whole values otherwise."""
    d = {}
    for k, old in pre.items():
        new = post.get(k)
        if isinstance(old, np.ndarray):
            if old.ndim == 2:
                rd = _row_diff(old, new)
                if rd is not None:
                    d[k] = ("rows", rd)
            elif not np.array_equal(old, new):
                d[k] = old
        elif old != new:
            d[k] = old
    return d


def _snap_apply(cur: dict, delta: dict) -> dict:
    """``cur`` (a fresh snapshot) with ``delta``'s old values put back."""
    for k, v in delta.items():
        if isinstance(v, tuple) and len(v) == 2 and v[0] == "rows":
            rows, old = v[1]
            cur[k][rows] = old
        else:
            cur[k] = v
    return cur


_SCALARS = ("front", "sc", "entered", "done", "_n")
_LISTS = ("ready", "last_read", "last_write")


def _vf_engine_pre(e: VfEngine) -> tuple:
    """What one VF step may change, saved before it: counters, the small register tables, the
    ``use`` entries from ``front`` to ``done`` and the matching ``busy`` bytes (a step only
    touches cycles from ``front`` on, and nothing past ``done`` is set yet), lengths of the
    append-only lists; ``use`` entries pruned during the step are journalled by the engine."""
    lo, hi = e.front, e.done + 1
    use = e.use
    full = hi - lo > 4096
    if full:
        part = {k: v[:] for k, v in use.items()}
    else:
        part = {k: use[k][:] for k in range(lo, hi) if k in use}
    e.pruned = {}
    return ("vf", tuple(getattr(e, k) for k in _SCALARS),
            tuple(tuple(getattr(e, k)) for k in _LISTS),
            tuple(e.window), dict(e.counts), len(e.spans), lo, full, part,
            len(e.busy), bytes(e.busy[lo:hi]))


def _vf_engine_post(e: VfEngine, pre: tuple) -> tuple:
    """Shrink ``pre`` to a delta once the step ran."""
    _, scal, lists, window, counts, nspans, lo, full, part, nbusy, busy = pre
    pruned, e.pruned = e.pruned or {}, None
    ld = tuple(tuple((i, v) for i, (v, w) in enumerate(zip(old, getattr(e, k))) if v != w)
               for k, old in zip(_LISTS, lists))
    cd = {k: v for k, v in counts.items() if e.counts.get(k) != v}
    cur = tuple(e.window)
    # the step popped ``j`` items on the left and appended some on the right (j = len: all)
    j = next(j for j in range(len(window) + 1) if cur[:len(window) - j] == window[j:])
    wd = (window[:j], len(cur) - (len(window) - j))
    pruned = {k: v for k, v in pruned.items() if full or k < lo}
    if not full:  # keep only the entries the step changed below the old ``done`` (None: new);
        use = e.use  # every entry above it is new and is popped by position
        part = {k: part.get(k) for k in range(lo, scal[_SCALARS.index("done")] + 1)
                if use.get(k) != part.get(k)}
    hi = e.done + 1
    if bytes(e.busy[lo:lo + len(busy)]) == busy:
        busy = None  # unchanged below the old ``done``: only zeros above it to put back
    return ("vfd", scal, ld, wd, cd, nspans, lo, full, part, pruned, nbusy, busy, hi,
            len(busy) if busy is not None else 0)


def _vf_engine_undo(e: VfEngine, d: tuple) -> None:
    _, scal, ld, wd, cd, nspans, lo, full, part, pruned, nbusy, busy, hi, _ = d
    for k, v in zip(_SCALARS, scal):
        setattr(e, k, v)
    for k, diff in zip(_LISTS, ld):
        arr = getattr(e, k)
        for i, v in diff:
            arr[i] = v
    head, added = wd
    for _ in range(added):
        e.window.pop()
    e.window.extendleft(reversed(head))
    e.counts.update(cd)
    del e.spans[nspans:]
    use = e.use
    if full:
        use.clear()
        use.update(part)
    else:
        use.update(pruned)
        old_hi = scal[_SCALARS.index("done")] + 1
        for k in range(lo, max(hi, old_hi)):
            if k in part:
                if part[k] is None:
                    use.pop(k, None)
                else:
                    use[k] = part[k]
            elif k >= old_hi:
                use.pop(k, None)  # created by the step
    b = e.busy
    old_hi = scal[_SCALARS.index("done")] + 1
    if busy is not None:
        b[lo:lo + len(busy)] = busy
    if len(b) > old_hi:
        top = min(len(b), max(hi, old_hi))
        b[old_hi:top] = bytes(top - old_hi)
    del b[nbusy:]


class _Edit:
    def __init__(self, h: History):
        self.h = h

    def __enter__(self):
        m = self.h.m
        self.snap = m.state.snapshot()
        self.extra = (m.exit_code, m.fault)
        self.h._mem = self.mem = []
        return self

    def __exit__(self, *exc) -> None:
        h, m = self.h, self.h.m
        h._mem = None
        snap, mem, (code, fault) = self.snap, self.mem, self.extra

        def undo() -> None:
            for addr, old in reversed(mem):
                _view(m.memory, addr, len(old))[:] = np.frombuffer(old, np.uint8)
            m.state.restore(snap)
            m.exit_code, m.fault = code, fault

        if exc[0] is not None:
            undo()
            return
        h._push(("E", undo), _size(snap) + _size(mem))


