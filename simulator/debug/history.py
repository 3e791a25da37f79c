"""The undo log behind exact reverse execution (see the package docstring)."""
from __future__ import annotations

import collections
import re

import numpy as np

from ..state.arm import ArmState
from ..vf.engine import Engine as VfEngine


from .types import DEFAULT_HISTORY, DEFAULT_HISTORY_BYTES

# ---------------------------------------------------------------------------------------------
# which parts of the vector state an instruction may change (decided once per slot)
NONE, ZP, ZA, ZPZA, FULL = 0, 1, 2, 3, 7
_VEC_OPERAND = re.compile(r"\b(?:z\d|p\d|za|[bhsdqv]\d)", re.I)


def vector_kind(ins) -> int:
    """Which vector state an instruction may write: ZP (Z, P, FFR), ZA, both, or FULL (also the
    vector lengths and modes: ``svc`` may be prctl, SMSTART/SMSTOP). Stores write only memory
    (recorded through ``Memory.on_write``); an instruction naming no vector register writes only
    scalar state. Errs on the side of copying more."""
    if ins is None:
        return NONE
    mn = ins.mnemonic.lower()
    if mn in ("svc", "smstart", "smstop", "hvc", "brk", "msr"):  # msr svcr switches modes
        return FULL
    klass = (ins.klass or "").lower()
    text = ins.text.strip()
    ops = text.split(None, 1)[1] if len(text.split(None, 1)) > 1 else ""
    first = ops.split(",", 1)[0].strip().lstrip("{").strip().lower()
    if mn.startswith("st"):
        return NONE  # st1w/str/stp/stur…: memory (and a scalar base writeback) only
    if first.startswith("za"):
        return ZA  # fmopa/smopa/addha/mova/ld1 to a slice/ldr za/zero {za…}: only ZA changes
    if klass.startswith("sme") or mn == "zero":
        return ZPZA
    if klass.startswith(("sve", "fp", "simd")) or _VEC_OPERAND.search(ops):
        return ZP
    return NONE


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
        self._mem: list | None = None
        machine.memory.on_write = self._on_write
        self._fast = isinstance(machine.state, ArmState)
        slots = machine.program.slots
        self._kinds = [vector_kind(i) for i in slots] + [NONE]
        self._linux = getattr(machine, "linux", None)

    def __len__(self) -> int:
        return len(self.log)

    def _on_write(self, addr: int, nbytes: int) -> None:
        if self._mem is not None:
            self._mem.append((addr, self.m.memory.read_bytes(addr, nbytes)))

    def _push(self, rec) -> None:
        if self.limit == 0:
            self.dropped += 1
            return
        n = _size(rec) + self.per_step
        self.log.append(rec)
        self._sizes.append(n)
        self.bytes += n
        while len(self.log) > 1 and (len(self.log) > self.limit or self.bytes > self.max_bytes):
            self.log.popleft()
            self.bytes -= self._sizes.popleft()
            self.dropped += 1

    def _pop(self):
        self.bytes -= self._sizes.pop()
        return self.log.pop()

    # ------------------------------------------------------------------ forward
    def step(self) -> bool:
        """Run one instruction (recording how to undo it); False if the program has ended."""
        m = self.m
        if m.finished:
            return False
        if not self._fast:
            return self._step_generic()
        st = m.state
        pc = st.pc
        kind = self._kinds[pc] if 0 <= pc < len(self._kinds) else FULL
        x0, f0 = st.x[:], st.nzcv[:]
        steps, outn, errn = m.steps, len(m.stdout), len(m.stderr)
        vec = self._vec_pre(kind) if kind else None
        mem = self._mem = []
        try:
            m.step(1)
        finally:
            self._mem = None
        x = st.x
        xd = ()
        if x0 != x:
            xd = tuple(v for i, old in enumerate(x0) if old != x[i] for v in (i, old))
        fd = None if f0 == st.nzcv else tuple(f0)
        extra = None
        if mem or kind or m.finished or outn != len(m.stdout) or errn != len(m.stderr):
            extra = (mem or None, self._vec_post(kind, vec) if kind else None, outn, errn,
                     m.finished, None, None)
        self._push((pc, steps, xd, fd, extra))
        return True

    def _vec_pre(self, kind: int):
        st = self.m.state
        if kind == FULL:
            lx = self._linux
            return ((st.nsvlb, st.svlb, st.sm, st.za_on, st.vlb), st.z.copy(), st.p.copy(),
                    st.ffr.copy(), st.za.copy(),
                    (len(lx.warnings), set(lx.unknown_reported)) if lx is not None else None)
        za = st.za[:st.svlb, :st.svlb].copy() if kind & ZA else None
        if kind & ZP:
            return (None, st.z.copy(), st.p.copy(), st.ffr.copy(), za, None)
        return (None, None, None, None, za, None)

    def _vec_post(self, kind: int, pre):
        st = self.m.state
        mode, z, p, ffr, za, lx = pre
        zad = None
        if za is not None:
            zad = _row_diff(za, st.za if kind == FULL else st.za[:za.shape[0], :za.shape[1]])
        if mode == (st.nsvlb, st.svlb, st.sm, st.za_on, st.vlb):
            mode = None
        if z is None:
            return (mode, None, None, None, zad, za.shape if za is not None else None, lx)
        ffrd = None if np.array_equal(ffr, st.ffr) else ffr
        return (mode, _row_diff(z, st.z), _row_diff(p, st.p), ffrd, zad, za.shape if za is not None
                else None, lx)

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
        self._push(("G", steps, snap, (mem, outn, errn, m.finished, None, tsnap)))
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
        pc, steps, xd, fd, extra = rec
        st = m.state
        completed = m.steps != steps
        x = st.x
        for i in range(0, len(xd), 2):
            x[xd[i]] = xd[i + 1]
        if fd is not None:
            st.nzcv[:] = fd
        if extra is not None:
            mem, vec, outn, errn, ended, cycles, tsnap = extra
            if vec is not None:
                self._vec_undo(vec)
            self._undo_common(steps, mem, outn, errn, ended, cycles, tsnap)
        st.pc = pc
        m.steps = steps
        return "insn" if completed else "fault"

    def _undo_common(self, steps, mem, outn, errn, ended, cycles, tsnap) -> None:
        m = self.m
        if mem:
            for addr, old in reversed(mem):
                m.memory.view(addr, len(old))[:] = np.frombuffer(old, np.uint8)
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

    def _vec_undo(self, vec) -> None:
        st = self.m.state
        mode, zd, pd, ffr, zad, zashape, lx = vec
        for arr, d in ((st.z, zd), (st.p, pd)):
            if d is not None:
                arr[d[0]] = d[1]
        if ffr is not None:
            st.ffr[:] = ffr
        if zad is not None:
            rows, old = zad
            if zashape is not None and zashape[1] != st.za.shape[1]:
                st.za[rows, :zashape[1]] = old
            else:
                st.za[rows] = old
        if mode is not None:
            st.nsvlb, st.svlb, st.sm, st.za_on, st.vlb = mode
        if lx is not None and self._linux is not None:
            del self._linux.warnings[lx[0]:]
            self._linux.unknown_reported = set(lx[1])


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
                m.memory.view(addr, len(old))[:] = np.frombuffer(old, np.uint8)
            m.state.restore(snap)
            m.exit_code, m.fault = code, fault

        if exc[0] is not None:
            undo()
            return
        h._push(("E", undo))


