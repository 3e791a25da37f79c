"""The debugger session: runs a machine under breakpoints, watchpoints and the undo log."""
from __future__ import annotations

import ast
import bisect
import collections
import re
from typing import Callable

import attrs
import numpy as np

from ..dump import ZA_OFF, ZA_OFF_HINT, Dump, dump
from ..state.arm import ESZ, ArmState
from .expr import _SLICE_BASE, Expr, _Eval, _preprocess, _raw, _snapshot_value, same_value
from .access import AccessWatch, probe
from .history import History
from .source import SourceFacts
from .types import CALLS, DEFAULT_HISTORY, M64, RETURNS, Breakpoint, DebugError, Stop, Watchpoint





# ---------------------------------------------------------------------------------------------
_ZA_NAME = re.compile(r"\bza\d*[hv]?\b|\bza\d*[hv]?\.", re.I)


_MARK_BYTES = 1300  # measured size of one Arm cycle-model undo token (Engine.mark)


class Debugger(SourceFacts):
    """A program under control: the machine, its history, breakpoints and watchpoints.

    ``factory()`` builds a fresh machine (``run`` restarts with it). Every motion command returns
    a :class:`Stop`; errors are :class:`DebugError`.
    """

    def __init__(self, factory: Callable[[], object], history: int = DEFAULT_HISTORY):
        self.factory = factory
        self.history_limit = history
        self.breakpoints: dict[int, Breakpoint] = {}
        self.watchpoints: dict[int, Watchpoint] = {}
        self.access_watches: dict[int, AccessWatch] = {}  # rwatch/awatch (.access)
        self._number = 0
        self.interrupted = False  # set from a signal handler to stop a long motion
        self.started = False
        self._load(factory())

    def _load(self, machine) -> None:
        self.m = machine
        self.arm = isinstance(machine.state, ArmState)
        self.history = History(machine, self.history_limit)
        # the Arm cycle model: one small undo token per step, beside the history's records
        # (Engine.mark/undo), so reverse steps restore the cycle count without a re-run
        self._tmarks: collections.deque = collections.deque()
        self._tstale = False
        eng = getattr(machine, "timing", None) if self.arm else None
        if eng is not None and hasattr(eng, "set_tracking"):
            eng.set_tracking(True)
            self.history.per_step = _MARK_BYTES  # the token kept per step, charged to the bound
        prog = machine.program
        if self.arm:
            self._syms = sorted((v, k) for k, v in prog.symbols.items()
                                if prog.index_of(v) is not None and not k.startswith(".L"))
        else:  # VF: instruction "addresses" are step indexes; labels are the VF functions
            funcs = getattr(getattr(machine, "image", None), "functions", {})
            self._syms = sorted((start, name) for name, (_, start) in funcs.items())
        self._sym_addrs = [a for a, _ in self._syms]
        for w in self.watchpoints.values():
            w.old = self._watch_value(w.expr)

    def restart(self) -> None:
        """Back to the program's first instruction with a fresh machine and an empty history."""
        self._load(self.factory())
        self.started = True

    # ------------------------------------------------------------------ places
    @property
    def pc(self) -> int:
        """Index of the next instruction to run."""
        return self.m.state.pc if self.arm else self.m.pc

    def insn(self, index: int | None = None):
        i = self.pc if index is None else index
        if not self.arm:
            return self.m._insn_at.get(i)
        return self.m.program.insn(i)

    def address(self, index: int) -> int:
        return self.m.program.address_of(index) if self.arm else index

    def insn_at(self, address: int):
        """The instruction at ``address`` (Arm), or None."""
        i = self.index_of(address)
        return None if i is None else self.insn(i)

    def text_end(self, address: int) -> int:
        """The end of the code that holds ``address`` (a process has several such ranges)."""
        prog = self.m.program
        if prog.code is None:
            return prog.text_base + 4 * len(prog.slots)
        r = prog.code.range_at(address)
        return r.hi if r is not None else address

    def index_of(self, address: int) -> int | None:
        """The instruction slot at ``address`` (Arm), or the step index itself (VF)."""
        return self.m.program.index_of(address) if self.arm else address

    def symbolize(self, address: int) -> str:
        """``label+off`` for an address in the text (or '' if before every label)."""
        i = bisect.bisect_right(self._sym_addrs, address) - 1
        if i < 0:
            return ""
        a, name = self._syms[i]
        return name if a == address else f"{name}+{address - a}"

    def resolve(self, spec: str) -> tuple[int, ...]:
        """LOCATION → instruction slots: label, label+off, FILE:LINE, LINE, *ADDR, ADDR."""
        s = spec.strip()
        if not s:
            raise DebugError("no location given", "e.g. _start, loop+8, prog.s:12, 12, *0x400010")
        prog = self.m.program
        m = re.match(r"^(?:(.+):)?(\d+)$", s)
        if m and not s.startswith(("0x", "*")):
            return self.line_slots(m.group(1), int(m.group(2)))[0]
        if s.startswith("*"):
            s = s[1:].strip()
        if not self.arm:
            for start, name in self._syms:
                if name == s:
                    at = self.m._insn_at
                    return (min((i for i in at if i >= start), default=start),)
            raise DebugError(f"no VF function or line '{spec}'", "e.g. a VF name or FILE:LINE")
        try:
            addr = self.evaluate(s).value
        except DebugError:
            raise DebugError(f"no label, line or address '{spec}'",
                             "e.g. _start, loop+8, prog.s:12, 12, *0x400010") from None
        if not isinstance(addr, int):
            raise DebugError(f"'{spec}' is not an address")
        i = prog.index_of(addr)
        if i is None or prog.insn(i) is None:
            raise DebugError(f"no instruction at 0x{addr:x}", "breakpoints go on instructions")
        return (i,)

    # ------------------------------------------------------------------ breakpoints/watchpoints
    def _next_number(self) -> int:
        self._number += 1
        return self._number

    def add_breakpoint(self, spec: str, condition: str | None = None,
                       temporary: bool = False) -> Breakpoint:
        idx = self.resolve(spec)
        if condition:
            Expr(condition)  # syntax check now, not at the first hit
        bp = Breakpoint(self._next_number(), idx, spec.strip(), temporary, condition or None)
        mo = re.match(r"^(?:(.+):)?(\d+)$", spec.strip())
        if mo and not spec.strip().startswith(("0x", "*")):
            bp.line = self.line_slots(mo.group(1), int(mo.group(2)))[1]
        self.breakpoints[bp.number] = bp
        return bp

    def add_watchpoint(self, expr: str) -> Watchpoint:
        w = Watchpoint(self._next_number(), expr.strip(), self._watch_value(expr))
        self.watchpoints[w.number] = w
        return w

    def add_access_watch(self, address: int, length: int, kind: str) -> AccessWatch:
        """A read ("read") or read-or-write ("access") watchpoint on ``length`` bytes: motions
        stop before an instruction that touches them (found by :func:`.access.probe`)."""
        if not self.arm or not self.history.limit:
            raise DebugError("read and access watchpoints need an Arm program and a history")
        if not self.m.memory.mapped(address, length):
            raise DebugError(f"cannot watch 0x{address:x}: not mapped")
        w = AccessWatch(self._next_number(), address, length, kind)
        self.access_watches[w.number] = w
        return w

    def _watch_value(self, expr: str):
        return _snapshot_value(Expr(expr).evaluate(self))

    def delete(self, numbers: list[int] | None = None) -> list[int]:
        if numbers is None:
            gone = [*self.breakpoints, *self.watchpoints, *self.access_watches]
            self.breakpoints.clear()
            self.watchpoints.clear()
            self.access_watches.clear()
            return gone
        for n in numbers:
            if n not in self.breakpoints and n not in self.watchpoints and \
                    n not in self.access_watches:
                raise DebugError(f"no breakpoint number {n}")
        for n in numbers:
            self.breakpoints.pop(n, None)
            self.watchpoints.pop(n, None)
            self.access_watches.pop(n, None)
        return numbers

    def set_enabled(self, numbers: list[int] | None, on: bool) -> None:
        items = {**self.breakpoints, **self.watchpoints}
        for n in (numbers if numbers is not None else list(items)):
            if n not in items:
                raise DebugError(f"no breakpoint number {n}")
            items[n].enabled = on

    def set_condition(self, number: int, condition: str | None) -> None:
        if number not in self.breakpoints:
            raise DebugError(f"no breakpoint number {number}")
        if condition:
            Expr(condition)
        self.breakpoints[number].condition = condition or None

    # ------------------------------------------------------------------ expressions
    def evaluate(self, text: str) -> Dump:
        if self.arm and not self.m.state.za_on and _ZA_NAME.search(text):
            raise DebugError(ZA_OFF, ZA_OFF_HINT)
        return Expr(text).evaluate(self)

    def assign(self, lhs: str, rhs: str) -> Dump:
        """``set var LHS = RHS``; recorded in the history so reverse execution undoes it."""
        val = _raw(self.evaluate(rhs))
        with self.history.edit():
            self._assign(lhs.strip(), val)
        for w in self.watchpoints.values():
            w.old = self._watch_value(w.expr)
        return self.evaluate(lhs)

    def _assign(self, lhs: str, val) -> None:
        st, m = self.m.state, self.m
        low = lhs.lower().replace("$", "")
        if not self.arm:
            mo = re.match(r"^([sa])(\d+)$", low)
            if mo:
                regs = st.s if mo.group(1) == "s" else st.a
                if int(mo.group(2)) >= len(regs):
                    raise DebugError(f"no register {low}")
                regs[int(mo.group(2))] = int(val) & M64
                return
        mo = re.match(r"^([xw])(\d+)$", low) if self.arm else None
        if mo and int(mo.group(2)) <= 30:
            st.x[int(mo.group(2))] = int(val) & (M64 if mo.group(1) == "x" else 0xFFFFFFFF)
            return
        if low == "sp" and self.arm:
            st.x[31] = int(val) & M64
            return
        if low == "pc" and self.arm:
            target = int(val)
            i = m.program.index_of(target)
            if i is None:
                raise DebugError(f"0x{target:x} is not an instruction address")
            st.pc = i
            return
        if low == "nzcv" and self.arm:
            v = int(val)
            st.nzcv[:] = [(v >> 3) & 1, (v >> 2) & 1, (v >> 1) & 1, v & 1]
            return
        mo = re.match(r"^p(\d+)(?:\.([bhsd]))?(?:\[(\d+)\])?$", low) if self.arm else None
        if mo:
            n = int(mo.group(1))
            if n > 15:
                raise DebugError(f"no register p{n}", "p0-p15")
            view = st.p[n, :st.vlb:ESZ[mo.group(2) or "b"]]
            if mo.group(3) is not None:
                view[int(mo.group(3))] = bool(val)
            else:
                view[:] = np.asarray(val).astype(bool) if isinstance(val, np.ndarray) else bool(val)
            return
        src, specs = _preprocess(lhs)
        try:
            node = ast.parse(src, mode="eval").body
        except SyntaxError:
            raise DebugError(f"cannot assign to '{lhs}'") from None
        ev = _Eval(self, specs)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.MatMult) and \
                isinstance(node.left, ast.Name) and node.left.id.startswith(("__deref", "__mem_")):
            addr = int(_raw(ev.value(node.right))) & M64
            t = "u64" if node.left.id == "__deref" else node.left.id[6:].rsplit("_", 1)[0]
            self._store(addr, t, val, int(node.left.id.rsplit("_", 1)[1])
                        if node.left.id != "__deref" else 1)
            return
        if isinstance(node, ast.Name) and node.id in specs and specs[node.id].lower().startswith("mem:"):
            _, where, t, count = specs[node.id].split(":")
            try:
                addr = m.memory.address_of(where)
            except KeyError as e:
                raise DebugError(str(e).strip("'\"")) from None
            self._store(addr, t.lower(), val, int(count, 0))
            return
        # a view into the register state: zN.T, zaK.T, zaKh.T[i], and elements of those
        key = None
        target = node
        if isinstance(node, ast.Subscript) and not (
                isinstance(node.value, ast.Attribute) and _SLICE_BASE.match(
                    f"{getattr(node.value.value, 'id', '')}.{node.value.attr}")):
            key = ev._slice(node.slice)
            target = node.value
        d = ev.value(target)
        if not isinstance(d, Dump) or not isinstance(d.value, np.ndarray) or d.dtype == "bit":
            raise DebugError(f"cannot assign to '{lhs}'",
                             "xN, wN, sp, pc, nzcv, pN[.T][i], zN.T[i], zaK.T[r][c], *ADDR, {T}ADDR")
        arr = d.value
        regs = (st.z, st.za) if self.arm else (st.v,)
        if not any(np.shares_memory(arr, r) for r in regs):
            raise DebugError(f"cannot assign to '{lhs}'")
        arr = _bf16_guard(arr, d.dtype)
        try:
            with np.errstate(all="ignore"):
                if key is None:
                    arr[...] = val
                else:
                    arr[key] = val
        except (ValueError, TypeError, IndexError, OverflowError) as e:
            raise DebugError(f"cannot assign to '{lhs}': {e}") from None

    def _store(self, addr: int, t: str, val, count: int) -> None:
        from isa.faults import SegmentationFault

        from ..memory import DTYPES as MT

        if t not in MT:
            raise DebugError(f"unknown memory type '{t}'")
        vals = np.broadcast_to(np.asarray(val), (max(count, 1),))
        try:
            with np.errstate(all="ignore"):
                self.m.memory.write(addr, vals.astype(MT[t]), t)
        except SegmentationFault as e:
            raise DebugError(f"cannot access memory at 0x{addr:x}: {e.detail}") from None

    # ------------------------------------------------------------------ motion
    def _bp_hit(self, forward: bool) -> tuple[Breakpoint | None, str]:
        pc = self.pc
        for bp in self.breakpoints.values():
            if bp.enabled and pc in bp.indexes:
                if bp.condition:
                    try:
                        if not Expr(bp.condition).truth(self):
                            continue
                    except DebugError as e:
                        return bp, f"Error in testing condition for breakpoint {bp.number}: {e}"
                if forward or True:
                    bp.hits += 1
                return bp, ""
        return None, ""

    def _watch_hit(self) -> tuple[Watchpoint, object, object] | None:
        for w in self.watchpoints.values():
            if not w.enabled:
                continue
            try:
                new = self._watch_value(w.expr)
            except DebugError:
                continue
            if not same_value(w.old, new):
                old, w.old = w.old, new
                w.hits += 1
                return w, old, new
        return None

    def _check_stop(self, count: int, forward: bool, bps: bool = True) -> Stop | None:
        sign = 1 if forward else -1
        hit = self._watch_hit() if self.watchpoints else None
        if hit:
            return Stop("watchpoint", sign * count, watch=hit[0], old=hit[1], new=hit[2])
        if bps and self.breakpoints:
            bp, err = self._bp_hit(forward)
            if bp is not None:
                if err:
                    return Stop("condition-error", sign * count, breakpoint=bp, message=err)
                if bp.temporary:
                    self.breakpoints.pop(bp.number, None)
                return Stop("breakpoint", sign * count, breakpoint=bp)
        return None

    def forward(self, n: int | None = None, until: Callable[[int], object] | None = None,
                bps: bool = True) -> Stop:
        """Run until ``n`` instructions ran, ``until(index just run)`` is true, a breakpoint or
        watchpoint triggers, the program ends, or ``interrupted`` is set."""
        m, h = self.m, self.history
        if m.finished:
            return Stop("not-running", message=self._ended_text())
        self.started = True
        self.interrupted = False
        count = 0
        limit = m.max_steps
        check = bool(self.breakpoints or self.watchpoints)
        eng = getattr(m, "timing", None) if self.arm else None
        marks = self._tmarks if eng is not None and h.limit else None
        access = [w for w in self.access_watches.values() if w.enabled]
        if self.arm and marks is None and until is None and not self.watchpoints and not access:
            return self._forward_fast(n, bps)
        while True:
            pc = self.pc
            if access and count:  # as a breakpoint, never before the first instruction
                hit = probe(self, access)
                if hit is not None:
                    hit.hits += 1
                    return Stop("access-watch", count, access=hit)
            if marks is not None:
                marks.append((m.steps, eng.mark()))
                if len(marks) > len(h.log) + 1:  # the history dropped its oldest record
                    marks.popleft()
                    if not m.steps & 4095:
                        eng.trim(marks[0][1])
            h.step()
            if m.fault is not None:
                return Stop("fault", count, message=m.fault.render())
            count += 1
            if m.finished:
                return Stop("exited", count, message=self._ended_text())
            if check:
                s = self._check_stop(count, True, bps)
                if s is not None:
                    return s
            if n is not None and count >= n:
                return Stop("step", count)
            if until is not None:
                r = until(pc)
                if r:
                    return Stop(r if isinstance(r, str) else "step", count)
            if self.interrupted:
                return Stop("interrupted", count)
            if m.steps >= limit:
                return Stop("step-limit", count, message=f"stopped after {m.steps} instructions "
                            "(the --max-steps limit)")

    def _forward_fast(self, n: int | None, bps: bool) -> Stop:
        """:meth:`forward` without ``until``, watchpoints or cycle-model tokens (the common
        ``stepi N``/``continue``): the history runs the steps in chunks (``interrupted`` is
        looked at between them) and stops on the slots breakpoints are on."""
        m, run = self.m, self.history.run
        st = m.state
        stops = {i for bp in self.breakpoints.values() if bp.enabled for i in bp.indexes} \
            if bps else set()
        n = 1 << 62 if n is None else max(n, 1)  # as forward(): at least one step
        limit = m.max_steps
        count = 0
        while True:
            k = run(min(n - count, 4096), stops, limit)
            count += k
            if m.exit_code is not None:
                if m.fault is not None:
                    return Stop("fault", count - 1, message=m.fault.render())
                return Stop("exited", count, message=self._ended_text())
            if k and st.pc in stops:
                s = self._check_stop(count, True, bps)
                if s is not None:
                    return s
            if count >= n:
                return Stop("step", count)
            if self.interrupted:
                return Stop("interrupted", count)
            if m.steps >= limit:
                return Stop("step-limit", count, message=f"stopped after {m.steps} instructions "
                            "(the --max-steps limit)")

    def backward(self, n: int | None = None, until: Callable[[int], object] | None = None,
                 bps: bool = True) -> Stop:
        """Undo instructions: the mirror image of :meth:`forward`."""
        try:
            return self._backward(n, until, bps)
        finally:
            self._resync_timing()

    def _backward(self, n, until, bps) -> Stop:
        h = self.history
        self.interrupted = False
        count = 0
        check = bool(self.breakpoints or self.watchpoints)
        while True:
            if n is not None and count >= n:
                return Stop("step", -count)
            r = h.undo()
            if r in ("insn", "fault"):
                self._undo_timing()
            if r in ("start", "limit"):
                if r == "limit":
                    msg = (f"reached the end of the recorded history ({h.limit} steps; "
                           "raise it with --history N)")
                else:
                    msg = "reached the start of the recorded history"
                for w in self.watchpoints.values():
                    w.old = self._watch_value(w.expr)
                return Stop("history-start" if r == "start" else "history-limit", -count,
                            message=msg)
            if r != "insn":
                continue
            count += 1
            if check:
                s = self._check_stop(count, False, bps)
                if s is not None:
                    return s
            if until is not None:
                res = until(self.pc)
                if res:
                    return Stop(res if isinstance(res, str) else "step", -count)
            if self.interrupted:
                return Stop("interrupted", -count)

    def _undo_timing(self) -> None:
        """Undo one step of the Arm cycle model with the token taken before that step."""
        m = self.m
        eng = getattr(m, "timing", None) if self.arm else None
        if eng is None:
            return
        marks = self._tmarks
        while marks and marks[-1][0] > m.steps:
            marks.pop()
        if marks and marks[-1][0] == m.steps:
            eng.undo(marks.pop()[1])
        else:
            self._tstale = True  # older than the tokens kept: rebuilt by a re-run below

    def _resync_timing(self) -> None:
        """Fallback when a reverse motion went past the kept tokens: rebuild the Arm cycle model
        by running a fresh machine to the same instruction (the simulator is deterministic;
        the undo log already restored everything else exactly)."""
        m = self.m
        if not self._tstale or getattr(m, "timing", None) is None or \
                any(r[0] == "E" for r in self.history.log):
            return
        fresh = self.factory()
        out, fresh._output = fresh._output, None
        fresh.step(m.steps)
        fresh._output = out
        if fresh.steps != m.steps or fresh.state.pc != m.state.pc:
            return
        self._tstale = False
        self._tmarks.clear()
        eng = fresh.timing
        eng.state, eng.memory = m.state, m.memory
        eng.trace = m.memory.enable_trace()  # the accesses of *this* machine's memory
        eng.trace.clear()
        eng.set_tracking(True)
        m.timing = eng

    def _ended_text(self) -> str:
        m = self.m
        if m.fault is not None:
            return f"the program stopped with {m.fault.kind}"
        if m.exit_code is not None:
            return f"the program exited with code {m.exit_code}"
        return ""

    def _line_of(self, index: int):
        loc = self.loc_at(index)
        return (loc.file, loc.line) if loc is not None else None

    def stepi(self, n: int = 1) -> Stop:
        return self.forward(n=n)

    def reverse_stepi(self, n: int = 1) -> Stop:
        return self.backward(n=n)

    def cont(self) -> Stop:
        return self.forward()

    def reverse_continue(self) -> Stop:
        return self.backward()

    def run(self) -> Stop:
        if self.started or self.m.steps:
            self.restart()
        self.started = True
        if self.breakpoints:  # a breakpoint on the first instruction stops before it runs
            bp, err = self._bp_hit(True)
            if bp is not None:
                if err:
                    return Stop("condition-error", 0, breakpoint=bp, message=err)
                if bp.temporary:
                    self.breakpoints.pop(bp.number, None)
                return Stop("breakpoint", 0, breakpoint=bp)
        return self.forward()

    def step_line(self, over_calls: bool = False, count: int = 1) -> Stop:
        """``step``/``next``: to the next source line (``next`` runs called functions through)."""
        stop = Stop("step")
        code = self.m.program.code if self.arm else None
        for _ in range(count):
            start = [self._line_of(self.pc)]
            depth = [0]

            def until(prev: int):
                ins = self.insn(prev)
                mn = ins.mnemonic.lower() if ins is not None else ""
                if over_calls and mn in CALLS and self.pc != prev + 1:
                    depth[0] += 1
                elif mn in RETURNS and depth[0] > 0:
                    depth[0] -= 1  # back in the caller: the line check below decides
                if depth[0] > 0:
                    return False
                line = self._line_of(self.pc)
                # code the line table gives line 0 (no source line) is stepped through, as gdb
                # does, unless the step started in such code
                if line == start[0] or not (line is None or line[1] != 0 or start[0] is None
                                            or start[0][1] == 0):
                    return False
                kind = code.row_kind(self.address(self.pc)) if code is not None else None
                if kind == "mid":  # another line's middle (a return into the caller's
                    start[0] = line  # statement): gdb steps on to a line's start
                return kind in (None, "stmt")  # not at a row gdb ignores (is_stmt clear)

            s = self.forward(until=until)
            stop = attrs.evolve(s, steps=s.steps + (stop.steps if stop.reason == "step" else 0))
            if s.reason != "step":
                return stop
        return stop

    def reverse_step_line(self, over_calls: bool = False, count: int = 1) -> Stop:
        stop = Stop("step")
        for _ in range(count):
            start = self._line_of(self.pc)
            depth = [0]

            def until(now: int):
                ins = self.insn(now)
                mn = ins.mnemonic.lower() if ins is not None else ""
                if over_calls and mn in RETURNS:
                    depth[0] += 1  # undid a return: now inside a callee
                    return False
                if over_calls and mn in CALLS and depth[0] > 0:
                    depth[0] -= 1  # undid the call: back in the caller
                if depth[0] > 0:
                    return False
                line = self._line_of(now)
                if line == start:
                    return False
                prev = self.history.peek_pc()
                return prev is None or self._line_of(prev) != line

            s = self.backward(until=until)
            stop = attrs.evolve(s, steps=s.steps + (stop.steps if stop.reason == "step" else 0))
            if s.reason != "step":
                return stop
        return stop

    def finish(self) -> Stop:
        """Run until the current function returns (counting nested bl/ret pairs)."""
        depth = [0]

        def until(prev: int):
            ins = self.insn(prev)
            mn = ins.mnemonic.lower() if ins is not None else ""
            if mn in CALLS:
                depth[0] += 1
            elif mn in RETURNS:
                if depth[0] == 0:
                    return "finish"
                depth[0] -= 1
            return False

        s = self.forward(until=until)
        if s.reason == "finish":
            s.value = dump(self.m, "x0")
        return s

    def reverse_finish(self) -> Stop:
        """Back to the ``bl`` that called the current function."""
        depth = [0]

        def until(now: int):
            ins = self.insn(now)
            mn = ins.mnemonic.lower() if ins is not None else ""
            if mn in RETURNS:
                depth[0] += 1
            elif mn in CALLS:
                if depth[0] == 0:
                    return "finish"
                depth[0] -= 1
            return False

        return self.backward(until=until)

    def until(self, spec: str | None = None) -> Stop:
        """``until LOCATION``: run to it (or out of the current function). Without a location:
        like ``next``, but never stops at a line before the current one (leaves loops)."""
        start_pc = self.pc
        start_line = self._line_of(start_pc)
        targets = set(self.resolve(spec)) if spec else None
        depth = [0]

        def until(prev: int):
            ins = self.insn(prev)
            mn = ins.mnemonic.lower() if ins is not None else ""
            now = self.pc
            if mn in CALLS and now != prev + 1:
                depth[0] += 1
                return targets is not None and now in targets and "until"
            if mn in RETURNS:
                if depth[0] == 0:
                    return "until"
                depth[0] -= 1
            if depth[0] > 0:
                return False
            if targets is not None:
                return now in targets and "until"
            return depth[0] == 0 and now > start_pc and self._line_of(now) != start_line

        return self.forward(until=until)

    # ------------------------------------------------------------------ facts for the UI
    def timing(self) -> dict | None:
        """Cycle count and current stall when the machine has a timing model, else None."""
        cycles = getattr(self.m, "cycles", None)
        engine = getattr(self.m, "engine", None)  # the VF unit always counts cycles
        if cycles is None and engine is not None:
            cycles = engine.total
        if cycles is None:
            return None
        info = {"cycles": int(cycles)}
        t = getattr(self.m, "timing", None)
        for src in (self.m, t):
            for name in ("stall", "current_stall"):
                v = getattr(src, name, None) if src is not None else None
                if callable(v):
                    v = v()
                if v is not None and "stall" not in info:
                    info["stall"] = v
        return info


def _bf16_guard(arr: np.ndarray, dtype: str) -> np.ndarray:
    if dtype == "bf16":
        raise DebugError("bf16 elements are set through their bits", "use zN.h[i] = 0x3f80")
    return arr


