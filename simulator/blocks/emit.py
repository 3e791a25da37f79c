"""Python text of a block function: instruction forms (:mod:`isa.a64.sem`) inlined with their
registers in locals, NZCV lazily, memory accesses through a per-site region cache.

Contract (used by the functional compiler, :mod:`.compiler`, and open to the timed one): an
:class:`Emitter` writes lines into ``lines`` (``where`` maps a line number to the offset of its
instruction in the block, which is how a fault is located). Locals ``r<n>`` hold X registers:
``ensure`` loads them, ``dirty`` ones are stored back by ``flush`` (before a call of a closure)
and ``exit``. ``pend`` holds the four NZCV expressions of the last flag-setting form, written
to ``f`` only by ``materialize`` (before a call, at an exit) or substituted where a condition
reads them. ``form(ind, k, i, fm)`` emits one :class:`~isa.a64.sem.Form` at block offset ``k``,
slot ``i``; the caller puts into the block's namespace (:func:`namespace`): ``x``, ``f``,
``o<k>`` (the slot's closure, the slow path of a memory access) and ``c<k>`` (the access site's
region cache, :meth:`simulator.memory.Memory.cache_region`). A memory form's fast path is its
body on the cached region's bytes; off the cached region (first use, another region, an edge,
a fault) it commits registers and flags, calls the closure (which faults at this instruction
with the same state) and refills the cache.
"""
from __future__ import annotations

import ast
import re
import struct

from isa.a64.bits import COND_EXPR
from isa.a64.sem import M64, Form, as_ints, flag_exprs, render

_UNPACK = {n: struct.Struct(f"<{c}").unpack_from for n, c in ((1, "B"), (2, "H"), (4, "I"), (8, "Q"))}
_PACK = {n: struct.Struct(f"<{c}").pack_into for n, c in ((1, "B"), (2, "H"), (4, "I"), (8, "Q"))}


LOOP_FLAGS = "#LOOP-FLAGS#"
_M32 = r"(?:4294967295|0xFFFFFFFF)"
_MASKED = re.compile(r"\((\w+) & " + _M32 + r"\)")  # a read of a W register's low half
_MASKED_RHS = re.compile(r"^(\s*r\d+ = )(\w+) & " + _M32 + "$")


def _narrow(e: ast.expr, known: set) -> bool:
    """Whether expression ``e`` is below 2^32 when the names in ``known`` are."""
    if isinstance(e, ast.Constant):
        return isinstance(e.value, int) and 0 <= e.value <= 0xFFFFFFFF
    if isinstance(e, ast.Name):
        return e.id in known
    if isinstance(e, ast.BinOp):
        if isinstance(e.op, ast.BitAnd):
            return _narrow(e.left, known) or _narrow(e.right, known)
        if isinstance(e.op, (ast.BitOr, ast.BitXor)):
            return _narrow(e.left, known) and _narrow(e.right, known)
        if isinstance(e.op, ast.RShift):
            return _narrow(e.left, known)
    if isinstance(e, ast.IfExp):
        return _narrow(e.body, known) and _narrow(e.orelse, known)
    return False


def namespace(m) -> dict:
    """The names every block function's text may use."""
    env = {"x": m.state.x, "f": m.state.nzcv, "M64": M64, "cache": m.memory.cache_region,
           "zm": m.state.zbytes}
    for n in _UNPACK:
        env[f"U{n}"], env[f"P{n}"] = _UNPACK[n], _PACK[n]
    return env


XZR_W = 33  # a destination that discards the write: a block's local for it is never stored


def form_regs(fm: Form) -> tuple[set, set]:
    """(registers read, registers written) of a form."""
    return fm.reads(), fm.written()


def _drop_mask(st: ast.stmt, known: set) -> str | None:
    """``r = E & 0xFFFFFFFF`` as ``r = E`` when ``E`` is below 2^32 already, else None."""
    if not (isinstance(st, ast.Assign) and len(st.targets) == 1
            and isinstance(st.targets[0], ast.Name)):
        return None
    v = st.value
    if (isinstance(v, ast.BinOp) and isinstance(v.op, ast.BitAnd)
            and isinstance(v.right, ast.Constant) and v.right.value == 0xFFFFFFFF
            and _narrow(v.left, known)):
        return f"{st.targets[0].id} = {ast.unparse(v.left)}"
    return None


class Emitter:
    """Line-by-line text of one block function."""

    def __init__(self, writes: list, loop: bool):
        self.lines: list[str] = []
        self.where: dict[int, int] = {}
        self.pend: tuple | None = None  # the four NZCV expressions not yet in f
        # registers whose local is newer than x[]: in a loop, round again any write may be
        self.dirty: set = set(writes) if loop else set()
        self.loaded: set = set()  # registers whose local is up to date
        self.ret = 0  # the link address a BL's ``{ret}`` stands for
        # in a self-loop whose body sets NZCV before reading it: until the first form that
        # sets them, NZCV are the previous round's (``_lf`` says there was one), which
        # :meth:`loop_flags` writes where this leaves a mark
        self.top_flags = False
        # locals (registers, temporaries) known to hold values below 2^32 at this point of
        # the text: a W-register read of one needs no mask (see :meth:`narrowed`)
        self.narrow: set = set()

    def line(self, text: str, k: int | None) -> None:
        self.lines.append(text)
        self.where[len(self.lines)] = 0 if k is None else k

    def reload(self) -> None:
        """After a call: every local may be stale; each is loaded again where next read."""
        self.loaded = set()
        self.narrow = set()

    def narrowed(self, lines: list[str]) -> list[str]:
        """``lines`` (a form's straight-line text) with masks to 32 bits dropped from reads of
        locals known to be below 2^32; the narrow locals updated by the lines' assignments
        (a target assigned under a condition or loop is no longer known)."""
        known = self.narrow
        out = []
        for t in lines:
            t = _MASKED.sub(lambda m: m.group(1) if m.group(1) in known else m.group(0), t)
            t = _MASKED_RHS.sub(lambda m: m.group(1) + m.group(2)
                                if m.group(2) in known else m.group(0), t)
            out.append(t)
        try:
            tree = ast.parse("\n".join(t[len(t) - len(t.lstrip()):] if i == 0 else t
                                       for i, t in enumerate(out)))
        except SyntaxError:  # (indented continuation lines: forget what they assign)
            tree = None
        if tree is None:
            self.narrow = set()
            return out
        one_each = len(tree.body) == len(out) and all(
            st.lineno == q + 1 and st.end_lineno == q + 1 for q, st in enumerate(tree.body))
        for q, st in enumerate(tree.body):
            if one_each:
                t = _drop_mask(st, known)
                if t is not None:
                    out[q] = out[q][:len(out[q]) - len(out[q].lstrip())] + t
            if isinstance(st, ast.Assign) and all(isinstance(g, ast.Name) for g in st.targets):
                small = _narrow(st.value, known)
                for g in st.targets:
                    (known.add if small else known.discard)(g.id)
                continue
            for node in ast.walk(st):  # anything else: its targets are not known any more
                for g in list(getattr(node, "targets", ())) + ([node.target] if isinstance(
                        node, (ast.AugAssign, ast.AnnAssign)) else []):
                    for n in ast.walk(g):
                        if isinstance(n, ast.Name):
                            known.discard(n.id)
        return out

    def ensure(self, ind: int, k: int | None, regs) -> None:
        for r in sorted(set(regs) - self.loaded):
            self.line(f"{'    ' * ind}r{r} = x[{r}]", k)
            self.loaded.add(r)
            self.narrow.discard(f"r{r}")

    def commit(self, ind: int, k: int) -> None:
        """Registers and NZCV to the state (the locals stay valid)."""
        for r in sorted(self.dirty):
            self.line(f"{'    ' * ind}x[{r}] = r{r}", k)
        self.materialize(ind, k)

    def flush(self, ind: int, k: int) -> None:
        """Before a call that may write registers or NZCV."""
        self.commit(ind, k)
        self.dirty = set()
        self.pend = None

    def materialize(self, ind: int, k: int) -> None:
        if self.pend is None:
            if self.top_flags:
                self.line(f"{'    ' * ind}{LOOP_FLAGS}", k)
            return
        n, z, c, v = as_ints(self.pend)
        self.line(f"{'    ' * ind}f[0] = {n}; f[1] = {z}; f[2] = {c}; f[3] = {v}", k)

    def exit(self, ind: int, k: int, pc: str, steps: str) -> None:
        self.commit(ind, k)
        self.line(f"{'    ' * ind}return {pc}, {steps}", k)

    def loop_flags(self) -> None:
        """Replace the marks :meth:`materialize` left at the top of a self-loop by the store of
        the round's last NZCV expressions (``pend`` at the end of the body), when there was a
        round before (none when the round ended with NZCV stored: after a call)."""
        if self.pend is None:
            self.lines = [t.replace(LOOP_FLAGS, "pass") for t in self.lines]  # (lines kept:
            return  # ``where`` numbers them)
        n, z, c, v = as_ints(self.pend)
        store = f"if _lf: f[0] = {n}; f[1] = {z}; f[2] = {c}; f[3] = {v}"
        self.lines = [t.replace(LOOP_FLAGS, store) for t in self.lines]

    def cond(self, name: str) -> str:
        """Condition ``name`` on the flags: pending expressions substituted."""
        e = COND_EXPR.get(name, "True")
        if self.pend is not None:
            for q, t in enumerate(self.pend):
                e = e.replace(f"f[{q}]", t)
        return e

    def text(self, fm: Form, k: int, t: str, fast_mem: bool = False) -> str:
        """Template ``t`` of ``fm`` at offset ``k``: locals, literals, lazy condition; loads and
        stores on the cached region ``_c`` at offset ``_o`` (of the access's address)."""
        addr = f"_a_{k}"

        def off(a: str) -> str:
            return a.replace(addr, "_o")

        def load(n: int, a: str) -> str:
            if not fast_mem:
                raise ValueError("a load outside the access's fast path")
            return f"U{n}(_c[2], {off(a)})[0]"

        def store(n: int, a: str, v: str) -> str:
            if not fast_mem:
                raise ValueError("a store outside the access's fast path")
            v = v if n == 8 else f"({v}) & {(1 << 8 * n) - 1}"
            return f"P{n}(_c[2], {off(a)}, {v})"

        def load_bytes(n: int, a: str) -> str:
            if not fast_mem:
                raise ValueError("a load outside the access's fast path")
            o = off(a)
            return f"_c[2][{o}:({o}) + {n}]"

        def store_bytes(n: int, a: str, v: str) -> str:
            if not fast_mem:
                raise ValueError("a store outside the access's fast path")
            o = off(a)
            return f"_c[2][{o}:({o}) + {n}] = {v}"

        return render(t, fm, reg=lambda _, r: f"r{r}", temp=lambda n: f"{n}_{k}",
                      const=lambda n, v: repr(self.ret if n == "ret" else v),
                      cond=self.cond(fm.cond), load=load, store=store, load_bytes=load_bytes,
                      store_bytes=store_bytes)

    def form(self, ind: int, k: int, i: int, fm: Form, ret: int | None = None) -> None:
        """Form ``fm`` (not a branch) at block offset ``k``, slot ``i``; ``ret``: the address
        of the next instruction (a link)."""
        p = "    " * ind
        self.ret = ret or 0
        reads, writes = form_regs(fm)
        writes = writes - {XZR_W}  # (its local is assigned, never stored)
        self.ensure(ind, k, reads)
        if "r" in fm.nzcv:
            self.materialize(ind, k)  # the body reads f itself
        if fm.access is None:
            for t in self.narrowed(self._body(fm, k, False)):
                self.line(p + t, k)
        else:
            self._access(ind, k, i, fm)
            self.narrow -= {f"r{r}" for r in writes}
        self.loaded |= writes
        self.dirty |= writes
        if "w" in fm.nzcv:  # the body wrote all of f
            self.pend = None
        if fm.flags is not None:
            self.top_flags = False
            self.pend = flag_exprs(fm.flags, lambda t: self.text(fm, k, t))

    def _body(self, fm: Form, k: int, fast: bool) -> list[str]:
        text = self.text(fm, k, fm.body, fast)
        return [t for t in text.split("\n") if t.strip()]

    def _access(self, ind: int, k: int, i: int, fm: Form) -> None:
        p = "    " * ind
        a, nbytes, rw = fm.access
        self.line(f"{p}_a_{k} = {self.text(fm, k, a)}; _c = c{k}; _o = _a_{k} - _c[0]", k)
        self.line(f"{p}if 0 <= _o <= _c[1]:", k)
        for t in self._body(fm, k, True):
            self.line(f"{p}    {t}", k)
        self.line(f"{p}else:", k)
        self.commit(ind + 1, k)
        self.line(f"{p}    _p = o{k}()", k)
        self.line(f"{p}    cache(_c, _a_{k}, {nbytes}, {rw == 'w'})", k)
        for r in sorted(fm.written()):
            self.line(f"{p}    r{r} = x[{r}]", k)

    def branch(self, ind: int, k: int, i: int, fm: Form, loop_start: int | None,
               ret: int = 0) -> None:
        """A direct branch, the last instruction of the block: to its target (round again in
        a self-loop) or on."""
        p = "    " * ind
        self.ensure(ind, k, fm.reads())
        if fm.body:
            self.form(ind, k, i, attrs_without_branch(fm), ret)
        cond = self.text(fm, k, fm.branch)
        tgt, nxt = dict(fm.consts)["tgt"], i + 1
        if loop_start is not None:  # a self-loop: taken goes round again
            self.line(f"{p}if not ({cond}):", k)
            self.exit(ind + 1, k, str(nxt), f"_n + {k + 1}")
            return
        self.line(f"{p}if {cond}:", k)
        self.exit(ind + 1, k, str(tgt), f"_n + {k + 1}")
        self.exit(ind, k, str(nxt), f"_n + {k + 1}")


def attrs_without_branch(fm: Form) -> Form:
    """The body of a branch form (BL's link) as a plain form."""
    import attrs

    return attrs.evolve(fm, branch=None, make=None)
