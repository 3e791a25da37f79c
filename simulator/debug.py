"""The debugger engine: breakpoints, watchpoints, expressions, stepping, and an undo log that makes
reverse execution exact. Nothing here prints; ``tools/debug_cmd.py`` is the user interface.

Reverse execution is built on an undo log rather than re-running: before each instruction the
log records what that instruction may change (the X/NZCV entries that did change, memory bytes
about to be overwritten via ``Memory.on_write``, output lengths, exit/fault status, and, only for
instructions that name vector state, the Z/P/ZA rows that changed). Undoing a record puts exactly
those values back, so ``reverse-stepi`` costs about as much as ``stepi``. The log is bounded
(``History(limit=N)``); beyond the bound the oldest records are dropped and reverse steps stop there.
"""
from __future__ import annotations

import ast
import bisect
import collections
import os
import re
from typing import Callable

import attrs
import numpy as np

from .dump import Dump, DumpError, dump
from .state.arm import DTYPES, ESZ, ArmState

DEFAULT_HISTORY = 1_000_000
M64 = (1 << 64) - 1
CALLS = frozenset(("bl", "blr"))
RETURNS = frozenset(("ret",))


class DebugError(ValueError):
    """A command the debugger cannot carry out; the UI prints it and goes on."""

    def __init__(self, message: str, hint: str = ""):
        super().__init__(message + (f" ({hint})" if hint else ""))
        self.message, self.hint = message, hint


@attrs.define(eq=False)
class Breakpoint:
    number: int
    indexes: tuple[int, ...]  # instruction slots where it stops
    spec: str
    temporary: bool = False
    condition: str | None = None
    enabled: bool = True
    hits: int = 0


@attrs.define(eq=False)
class Watchpoint:
    number: int
    expr: str
    old: object  # the value last seen (a copy)
    enabled: bool = True
    hits: int = 0


@attrs.define(eq=False)
class Stop:
    """Why execution stopped. ``steps`` is instructions run (negative: undone)."""

    reason: str  # step, breakpoint, watchpoint, exited, fault, history-start, history-limit,
    #              finish, until, interrupted, step-limit, not-running, condition-error
    steps: int = 0
    breakpoint: Breakpoint | None = None
    watch: Watchpoint | None = None
    old: object = None
    new: object = None
    message: str = ""
    value: Dump | None = None  # finish: x0 on return


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
    if mn in ("svc", "smstart", "smstop", "hvc", "brk"):
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


class History:
    """The undo log. ``step()`` runs one instruction and records it; ``undo()`` reverts one record."""

    def __init__(self, machine, limit: int = DEFAULT_HISTORY):
        self.m = machine
        self.limit = max(0, int(limit))
        self.log: collections.deque = collections.deque(maxlen=self.limit or 1)
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
        if len(self.log) == self.limit:
            self.dropped += 1
        self.log.append(rec)

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
        """Any other machine (the VF unit): snapshot its registers, pc, call stack and cycle
        engine before each step (they are small)."""
        m = self.m
        snap = {"regs": m.state.snapshot(), "pc": m.pc,
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
        for r, old in pre:
            idx = np.flatnonzero(old != r.arr)
            if idx.size:
                lo, hi = int(idx[0]), int(idx[-1]) + 1
                mem.append((r.base + lo, old[lo:hi].tobytes()))
        self._push(("G", steps, snap, (mem, outn, errn, m.finished, None, tsnap)))
        return True

    def _timing_snapshot(self):
        """The VF cycle engine is a handful of counters and small buffers: copy them."""
        e = getattr(self.m, "engine", None)
        if e is None:
            return None
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
        rec = self.log.pop()
        m = self.m
        tag = rec[0]
        if tag == "E":
            rec[1]()
            return "edit"
        if tag == "G":
            _, steps, snap, (mem, outn, errn, ended, cycles, tsnap) = rec
            self._undo_common(steps, mem, outn, errn, ended, cycles, tsnap)
            completed = steps != m.steps
            m.state.restore(snap["regs"])
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
        if tsnap is not None:
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


# ---------------------------------------------------------------------------------------------
# expressions: registers as dumps name them, symbols, sym+off, C operators, *ADDR and {TYPE}ADDR
_SPEC = re.compile(r"\b(?:mem:[\w.+\-]+:\w+:\w+|tensor:\w+)", re.I)
_TYPED = re.compile(r"\{\s*(\w+)\s*(?:\[\s*(\d+)\s*\])?\s*\}")
_REG = re.compile(r"^(?:[xw]\d+|sp|pc|nzcv|xzr|wzr|z\d+|p\d+|za\d*[hv]?|x|z|p)$", re.I)
_VF_REG = re.compile(r"^(?:[vmsa]\d+|[vmsa])$", re.I)
_SLICE_BASE = re.compile(r"^za\d+[hv]\.\w+$", re.I)


def _preprocess(text: str) -> tuple[str, dict[str, str]]:
    specs: dict[str, str] = {}

    def keep(mo):
        key = f"__spec{len(specs)}"
        specs[key] = mo.group(0)
        return f" {key} "

    s = _SPEC.sub(keep, text).replace("$", "")
    s = _TYPED.sub(lambda mo: f" __mem_{mo.group(1).lower()}_{mo.group(2) or 0} @ ", s)
    out, prev = [], ""
    for ch in s:  # unary '*' (dereference) becomes '__deref @' (binds like a binary '*')
        if ch == "*" and (prev == "" or prev in "(,=<>!&|+-*/%~^@[") and not out[-1:] == ["*"]:
            out.append(" __deref @ ")
        else:
            out.append(ch)
        if not ch.isspace():
            prev = ch
    s = "".join(out)
    s = s.replace("&&", " and ").replace("||", " or ")
    s = re.sub(r"!(?!=)", " not ", s)
    return s.strip(), specs


class Expr:
    """A parsed expression; ``evaluate(debugger)`` gives a :class:`Dump` (registers keep the
    dump module's names and types, arithmetic gives kind 'scalar' with dtype 'int'/'float')."""

    def __init__(self, text: str):
        self.text = text.strip()
        if not self.text:
            raise DebugError("empty expression")
        src, self.specs = _preprocess(self.text)
        try:
            self.tree = ast.parse(src, mode="eval").body
        except SyntaxError:
            raise DebugError(f"cannot parse expression '{self.text}'",
                             "e.g. x0, w3 + 4, z3.s, za1h.s[2], sym+8, *sym, {f32}sym") from None

    def evaluate(self, dbg: "Debugger") -> Dump:
        v = _Eval(dbg, self.specs).value(self.tree)
        return as_dump(self.text, v)

    def truth(self, dbg: "Debugger") -> bool:
        v = _Eval(dbg, self.specs).value(self.tree)
        v = _raw(v)
        return bool(np.all(v)) if isinstance(v, np.ndarray) else bool(v)


def as_dump(name: str, v) -> Dump:
    if isinstance(v, Dump):
        return Dump(name, v.kind, v.dtype, v.value) if v.kind != "group" else v
    if isinstance(v, (bool, np.bool_)):
        return Dump(name, "scalar", "int", int(v))
    if isinstance(v, (int, np.integer)):
        return Dump(name, "scalar", "int", int(v))
    if isinstance(v, (float, np.floating)):
        return Dump(name, "scalar", "float", float(v))
    if isinstance(v, np.ndarray):
        dt = {"f": "f64", "b": "u8"}.get(v.dtype.kind, None)
        dtn = dt if dt and v.dtype.kind == "b" else _np_name(v.dtype)
        return Dump(name, "vector" if v.ndim <= 1 else "matrix", dtn,
                    v.astype(np.uint8) if v.dtype.kind == "b" else v)
    raise DebugError(f"'{name}' has no printable value")


def _np_name(dt: np.dtype) -> str:
    return {"f": "f", "i": "s", "u": "u"}.get(dt.kind, "u") + str(dt.itemsize * 8)


def _raw(v):
    """A Dump's value for arithmetic: an int, a float or a numpy array."""
    if isinstance(v, Dump):
        if v.kind == "group":
            raise DebugError(f"'{v.name}' is a group of registers, not a value")
        if v.kind == "flags":
            return sum(8 >> i for i, c in enumerate(v.value) if c.isupper())
        val = v.value
        if isinstance(val, np.ndarray):
            if v.dtype in ("s", "h", "d", "b", "q") or val.dtype.kind in "uif":
                return val
        return val
    return v


_BIN = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
        ast.Div: lambda a, b: (a // b if isinstance(a, int) and isinstance(b, int) else a / b),
        ast.FloorDiv: lambda a, b: a // b, ast.Mod: lambda a, b: a % b,
        ast.LShift: lambda a, b: a << b, ast.RShift: lambda a, b: a >> b,
        ast.BitAnd: lambda a, b: a & b, ast.BitOr: lambda a, b: a | b,
        ast.BitXor: lambda a, b: a ^ b, ast.Pow: lambda a, b: a ** b}
_CMP = {ast.Eq: lambda a, b: a == b, ast.NotEq: lambda a, b: a != b, ast.Lt: lambda a, b: a < b,
        ast.LtE: lambda a, b: a <= b, ast.Gt: lambda a, b: a > b, ast.GtE: lambda a, b: a >= b}


class _Eval:
    def __init__(self, dbg: "Debugger", specs: dict[str, str]):
        self.dbg, self.specs = dbg, specs

    def value(self, node):
        meth = getattr(self, "_" + type(node).__name__, None)
        if meth is None:
            raise DebugError(f"unsupported expression syntax ({type(node).__name__})")
        return meth(node)

    def _dump(self, spec: str) -> Dump:
        m = self.dbg.m
        try:
            return m.vf_dump(spec) if hasattr(m, "vf_dump") else dump(m, spec)
        except DumpError as e:
            raise DebugError(e.message, e.hint) from None

    def _Constant(self, n):
        if isinstance(n.value, (int, float)):
            return n.value
        raise DebugError(f"unsupported constant {n.value!r}")

    def _Name(self, n):
        name = n.id
        if name in self.specs:
            return self._dump(self.specs[name])
        low = name.lower()
        if not self.dbg.arm:
            if _VF_REG.match(low):
                return self._dump(low)
            syms = self.dbg.m.program.symbols
            if name in syms:
                return syms[name]
            raise DebugError(f"no register or symbol '{name}'",
                             "VF registers v0-v31 (v3.f32), m0-m7, s0-s31, a0-a7; or a UB label")
        if low in ("xzr", "wzr"):
            return Dump(low, "scalar", low[0], 0)
        if _REG.match(low) and low not in ("za",) and not re.match(r"^za\d+[hv]?$", low):
            return self._dump(low)
        if low == "za":
            return self._dump("za")
        syms = self.dbg.m.program.symbols
        if name in syms:
            return syms[name]
        raise DebugError(f"no register or symbol '{name}'",
                         "registers x0-x30, w0-w30, sp, pc, nzcv, zN.T, pN, zaK.T; or a label")

    def _Attribute(self, n):
        base = n.value
        if isinstance(base, ast.Name) and base.id not in self.specs:
            spec = f"{base.id}.{n.attr}".lower()
            if _SLICE_BASE.match(spec):
                raise DebugError(f"'{spec}' needs a slice index", f"e.g. {spec}[0]")
            return self._dump(spec)
        raise DebugError(f"cannot take '.{n.attr}' here", "use zN.T, pN.T or zaK.T")

    def _Subscript(self, n):
        idx = n.slice
        if isinstance(n.value, ast.Attribute) and isinstance(n.value.value, ast.Name):
            spec = f"{n.value.value.id}.{n.value.attr}".lower()
            if _SLICE_BASE.match(spec):
                i = self._index(idx)
                return self._dump(f"{spec}[{i}]")
        base = self.value(n.value)
        arr = _raw(base)
        if not isinstance(arr, np.ndarray):
            raise DebugError("only vectors, tiles and slices can be indexed")
        key = self._slice(idx)
        try:
            v = arr[key]
        except IndexError as e:
            raise DebugError(f"index out of range: {e}") from None
        dt = base.dtype if isinstance(base, Dump) else _np_name(arr.dtype)
        if isinstance(v, np.ndarray) and v.ndim:
            return Dump("", "vector" if v.ndim == 1 else "matrix", dt, v)
        if dt in ("b", "h", "s", "d", "u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64", "bit"):
            return Dump("", "scalar", dt, int(v))
        if dt == "bf16":
            return float((np.uint32(v) << np.uint32(16)).view(np.float32))
        return float(v) if np.asarray(v).dtype.kind == "f" else int(v)

    def _index(self, node) -> int:
        v = _raw(self.value(node))
        if not isinstance(v, (int, np.integer)):
            raise DebugError("an index must be an integer")
        return int(v)

    def _slice(self, node):
        if isinstance(node, ast.Slice):
            f = lambda x: None if x is None else self._index(x)  # noqa: E731
            return slice(f(node.lower), f(node.upper), f(node.step))
        if isinstance(node, ast.Tuple):
            return tuple(self._slice(e) for e in node.elts)
        return self._index(node)

    def _mem(self, tag: str, addr):
        addr = _raw(addr)
        if not isinstance(addr, (int, np.integer)):
            raise DebugError("an address must be an integer")
        addr = int(addr) & M64
        if tag == "__deref":
            t, count = "u64", 0
        else:
            t, n = tag[len("__mem_"):].rsplit("_", 1)
            count = int(n)
        from .memory import DTYPES as MT

        if t not in MT:
            raise DebugError(f"unknown memory type '{t}'", "u8…u64 s8…s64 f16 bf16 f32 f64")
        from isa.faults import SegmentationFault

        try:
            arr = self.dbg.m.memory.read(addr, t, max(count, 1))
        except SegmentationFault as e:
            raise DebugError(f"cannot access memory at 0x{addr:x}: {e.detail}") from None
        if count:
            return Dump("", "vector", t, arr)
        v = arr[0]
        return Dump("", "scalar", t if t != "u64" else "x", int(v)) if arr.dtype.kind in "ui" \
            else float(v)

    def _BinOp(self, n):
        if isinstance(n.op, ast.MatMult) and isinstance(n.left, ast.Name) and \
                n.left.id.startswith(("__deref", "__mem_")):
            return self._mem(n.left.id, self.value(n.right))
        op = _BIN.get(type(n.op))
        if op is None:
            raise DebugError("unsupported operator")
        a, b = _raw(self.value(n.left)), _raw(self.value(n.right))
        try:
            with np.errstate(all="ignore"):
                return op(a, b)
        except (ZeroDivisionError, TypeError, ValueError) as e:
            raise DebugError(f"cannot evaluate '{ast.unparse(n)}': {e}") from None

    def _UnaryOp(self, n):
        v = _raw(self.value(n.operand))
        if isinstance(n.op, ast.USub):
            return -v
        if isinstance(n.op, ast.UAdd):
            return v
        if isinstance(n.op, ast.Invert):
            return ~v
        if isinstance(n.op, ast.Not):
            return not (np.all(v) if isinstance(v, np.ndarray) else v)
        raise DebugError("unsupported operator")

    def _Compare(self, n):
        left = _raw(self.value(n.left))
        result = True
        for op, right_node in zip(n.ops, n.comparators):
            right = _raw(self.value(right_node))
            fn = _CMP.get(type(op))
            if fn is None:
                raise DebugError("unsupported comparison")
            r = fn(left, right)
            result = result & r if isinstance(r, np.ndarray) else (result and r)
            left = right
        return result

    def _BoolOp(self, n):
        vals = [_raw(self.value(v)) for v in n.values]
        vals = [bool(np.all(v)) if isinstance(v, np.ndarray) else bool(v) for v in vals]
        return all(vals) if isinstance(n.op, ast.And) else any(vals)


def same_value(a, b) -> bool:
    """Bit-exact equality of two watched values (NaNs with equal bits are equal)."""
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return (isinstance(a, np.ndarray) and isinstance(b, np.ndarray) and a.shape == b.shape
                and a.dtype == b.dtype and a.tobytes() == b.tobytes())
    return type(a) is type(b) and a == b


def _snapshot_value(d: Dump):
    v = d.value
    if isinstance(v, np.ndarray):
        return v.copy()
    return v


# ---------------------------------------------------------------------------------------------
class Debugger:
    """A program under control: the machine, its history, breakpoints and watchpoints.

    ``factory()`` builds a fresh machine (``run`` restarts with it). Every motion command returns
    a :class:`Stop`; errors are :class:`DebugError`.
    """

    def __init__(self, factory: Callable[[], object], history: int = DEFAULT_HISTORY):
        self.factory = factory
        self.history_limit = history
        self.breakpoints: dict[int, Breakpoint] = {}
        self.watchpoints: dict[int, Watchpoint] = {}
        self._number = 0
        self.interrupted = False  # set from a signal handler to stop a long motion
        self.started = False
        self._load(factory())

    def _load(self, machine) -> None:
        self.m = machine
        self.arm = isinstance(machine.state, ArmState)
        self.history = History(machine, self.history_limit)
        prog = machine.program
        if self.arm:
            self.text_base = prog.text_base
            text_end = self.text_base + 4 * len(prog.slots)
            self._syms = sorted((v, k) for k, v in prog.symbols.items()
                                if self.text_base <= v < text_end and not k.startswith(".L"))
        else:  # VF: instruction "addresses" are step indexes; labels are the VF functions
            self.text_base = 0
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
        slots = self.m.program.slots
        return slots[i] if 0 <= i < len(slots) else None

    def address(self, index: int) -> int:
        return self.text_base + 4 * index if self.arm else index

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
            return self._line(m.group(1), int(m.group(2)))
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
        i = (addr - self.text_base) >> 2
        if addr & 3 or not 0 <= i < len(prog.slots) or prog.slots[i] is None:
            raise DebugError(f"no instruction at 0x{addr:x}", "breakpoints go on instructions")
        return (i,)

    def _line(self, file: str | None, line: int) -> tuple[int, ...]:
        prog = self.m.program
        insns = [i for i in prog.insns if file is None or i.loc.file == file
                 or os.path.basename(i.loc.file) == os.path.basename(file)]
        if file is None:
            main = prog.insns[0].loc.file if prog.insns else ""
            insns = [i for i in insns if i.loc.file == main] or insns
        if not insns:
            raise DebugError(f"no source file '{file}' in this program")
        later = [i.loc.line for i in insns if i.loc.line >= line]
        if not later:
            raise DebugError(f"line {line} is past the last instruction of the file")
        best = min(later)
        return tuple(i.index for i in insns if i.loc.line == best)

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
        self.breakpoints[bp.number] = bp
        return bp

    def add_watchpoint(self, expr: str) -> Watchpoint:
        w = Watchpoint(self._next_number(), expr.strip(), self._watch_value(expr))
        self.watchpoints[w.number] = w
        return w

    def _watch_value(self, expr: str):
        return _snapshot_value(Expr(expr).evaluate(self))

    def delete(self, numbers: list[int] | None = None) -> list[int]:
        if numbers is None:
            gone = [*self.breakpoints, *self.watchpoints]
            self.breakpoints.clear()
            self.watchpoints.clear()
            return gone
        for n in numbers:
            if n not in self.breakpoints and n not in self.watchpoints:
                raise DebugError(f"no breakpoint number {n}")
        for n in numbers:
            self.breakpoints.pop(n, None)
            self.watchpoints.pop(n, None)
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
            i = (target - self.text_base) >> 2
            if target & 3 or not 0 <= i < len(m.program.slots):
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

        from .memory import DTYPES as MT

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
        while True:
            pc = self.pc
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

    def _resync_timing(self) -> None:
        """The Arm cycle model's state is too large to log per step: after going backward, rebuild
        it by running a fresh machine to the same instruction (the simulator is deterministic;
        the undo log already restored everything else exactly)."""
        m = self.m
        if getattr(m, "timing", None) is None or any(r[0] == "E" for r in self.history.log):
            return
        fresh = self.factory()
        out, fresh._output = fresh._output, None
        fresh.step(m.steps)
        fresh._output = out
        if fresh.steps != m.steps or fresh.state.pc != m.state.pc:
            return
        m.timing = fresh.timing
        m.timing.state, m.timing.memory = m.state, m.memory

    def _ended_text(self) -> str:
        m = self.m
        if m.fault is not None:
            return f"the program stopped with {m.fault.kind}"
        if m.exit_code is not None:
            return f"the program exited with code {m.exit_code}"
        return ""

    def _line_of(self, index: int):
        ins = self.insn(index)
        return (ins.loc.file, ins.loc.line) if ins is not None else None

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
        return self.forward()

    def step_line(self, over_calls: bool = False, count: int = 1) -> Stop:
        """``step``/``next``: to the next source line (``next`` runs called functions through)."""
        stop = Stop("step")
        for _ in range(count):
            start = self._line_of(self.pc)
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
                return self._line_of(self.pc) != start

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
