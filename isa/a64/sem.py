"""Instruction semantics written once: a :class:`Form` is the Python text of what one decoded
instruction does, and both the interpreter's closure and the block compiler's inlined code are
made from that one text.

A decoder returns a :class:`Form` where it used to return a hand-written binder: the form is
the binder (``form(cpu, idx)`` gives the closure the run loop calls), so the table entry stays
the single source of syntax, encoding, semantics and timing class. The closure comes from a
factory compiled once per template shape (:func:`factory`) and called with the form's register
numbers and constants, so binding ~100k slots of a static glibc program costs one call each.

The contract (stable; the functional and the timed block compilers both rely on it):

- :func:`form_of(insn)` is the instruction's :class:`Form`, or None (a closure to call).
- ``Form.body`` is Python statements in a small template language:

  ``{r}``    the X register named ``r`` in ``regs`` (0-30, 31 = SP, 32 reads as zero, 33
             discards writes); written only when ``r`` is in ``writes``. The closure uses
             ``x[r]``; a block uses a local.
  ``{k}``    the int constant ``k`` in ``consts`` (a closure cell; a literal in a block).
  ``{_t}``   a temporary (a block gives each instruction's its own name).
  ``{cond}`` the truth of condition ``Form.cond`` on NZCV (Arm ARM ConditionHolds).
  ``F[i]``   NZCV read or written directly. ``Form.nzcv`` says how the form uses NZCV: "c"
             {cond} reads it, "r" the body reads ``F`` (so pending flags are stored first),
             "w" the body writes all four of ``F`` on every path.
  ``LDn(a)`` the n-byte little-endian load at ``a``; ``STn(a, v)`` the store of ``v``'s low
             n bytes (at most two levels of parentheses inside).
  ``LDBn(a)`` the n bytes at ``a`` (a bytes-like object); ``STBn(a, v)`` (a statement of its
             own) stores the n bytes of ``v``.
  ``{Z}``    Z0-Z31 as one flat byte view (state ``zbytes``; register t at ``256 * t``).

- ``Form.flags``: NZCV the form sets, as expressions to evaluate lazily (a block computes them
  only where read): ``("add", bits, a, b, u, r)`` (AddWithCarry of ``a + b + carry``: ``u``
  the unbounded sum, ``r`` the result) or ``("nz", bits, r)`` (N, Z from ``r``; C = V = 0).
- ``Form.access``: ``(addr, nbytes, "r" | "w")`` when the body's loads/stores all lie in
  ``[addr, addr + nbytes)`` (``addr`` a template expression, evaluated first into ``{_a}``):
  the block checks that range once against a cached region and, off it, calls the closure.
  A form with an access writes no register before its last access, so a fault leaves the
  registers as they were; stores before a faulting one stay written, as in the closure.
- ``Form.branch``: a direct branch's taken condition (a template expression; target slot in
  ``consts["tgt"]``); the closure returns the target when it holds, else the next slot.
- ``Form.link``: ``{ret}`` is the address of the next instruction (BL), fixed at bind time.

:func:`render` substitutes a template for either use; :func:`flag_exprs` gives the four NZCV
expressions of ``Form.flags``.
"""
from __future__ import annotations

import re
from typing import Callable

import attrs

from .bits import COND_EXPR

M64 = (1 << 64) - 1
_NAME = re.compile(r"\{(\w+)\}")
_ARG = r"((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)"  # up to two levels of parentheses
_LD = re.compile(r"LD(\d+)\(" + _ARG + r"\)")
_ST = re.compile(r"ST(\d+)\(" + _ARG + r"\)")
_LDB = re.compile(r"LDB(\d+)\(" + _ARG + r"\)")
_STB = re.compile(r"STB(\d+)\(" + _ARG + r"\)")


@attrs.define(slots=True)
class Form:
    """One instruction form's semantics (see the module docstring for the template)."""

    body: str
    regs: tuple  # ((name, register number), ...)
    writes: tuple = ()  # names in ``regs`` the body writes
    consts: tuple = ()  # ((name, int), ...)
    flags: tuple | None = None
    nzcv: str = ""  # letters c (via {cond}), r (reads F), w (writes all of F)
    cond: str = ""
    branch: str | None = None
    access: tuple | None = None
    link: bool = False
    make: Callable | None = attrs.field(default=None, eq=False, repr=False)  # (on first bind)

    def __call__(self, cpu, idx: int):
        make = self.make
        if make is None:
            make = self.make = factory(self)
        args = [v for _, v in self.regs] + [v for _, v in self.consts]
        if self.link:
            args.append(cpu.address_of(idx + 1))
        if self.access is not None:
            mem = cpu.mem
            return make(cpu.x, cpu.nzcv, mem.load, mem.store, mem.view, cpu.zbytes, idx + 1, *args)
        return make(cpu.x, cpu.nzcv, None, None, None, cpu.zbytes, idx + 1, *args)

    def __reduce__(self):  # the factory is found again after unpickling (a program cache)
        return (Form, (self.body, self.regs, self.writes, self.consts, self.flags, self.nzcv,
                       self.cond, self.branch, self.access, self.link))

    def reads(self) -> set[int]:
        """Register numbers the body may read (every named register not only written)."""
        text = self.body + (self.branch or "") + (self.access[0] if self.access else "")
        used = set(_NAME.findall(text))
        rm = dict(self.regs)
        out = set()
        for name, num in rm.items():
            if name not in used:
                continue
            if name in self.writes and not _reads_name(text, name):
                continue
            out.add(num)
        return out

    def uses_z(self) -> bool:
        """Whether the body reads or writes vector registers (``{Z}``)."""
        return "{Z}" in self.body

    def written(self) -> set[int]:
        rm = dict(self.regs)
        return {rm[w] for w in self.writes}


def _reads_name(text: str, name: str) -> bool:
    """Whether ``{name}`` appears other than as the target of a plain assignment."""
    for m in re.finditer(r"\{" + name + r"\}", text):
        after = text[m.end():m.end() + 4]
        if not (after.startswith(" = ") and not after.startswith(" ==")):
            return True
    return False


def form(body: str, regs: dict | None = None, writes=(), consts: dict | None = None,
         **kw) -> Form:
    """A :class:`Form`; ``regs``/``consts`` as dicts."""
    return Form(body, tuple((regs or {}).items()), tuple(writes), tuple((consts or {}).items()),
                **kw)


def form_of(insn) -> Form | None:
    """The :class:`Form` of a decoded instruction, or None when it is a plain binder."""
    b = getattr(insn, "bind", None)
    return b if isinstance(b, Form) else None


def render(text: str, f: Form, *, reg: Callable[[str, int], str], temp: Callable[[str], str],
           const: Callable[[str, int], str], cond: str, fl: str = "f",
           load: Callable[[int, str], str], store: Callable[[int, str, str], str],
           load_bytes: Callable[[int, str], str] | None = None,
           store_bytes: Callable[[int, str, str], str] | None = None) -> str:
    """``text`` (a template of ``f``) with each placeholder replaced: registers by
    ``reg(name, number)``, temporaries by ``temp(name)``, constants by ``const(name, value)``,
    ``{cond}`` by ``cond``, ``F[`` by ``fl[``, ``{Z}`` by ``zm``, loads and stores by
    ``load(n, addr)``, ``store(n, addr, value)``, ``load_bytes`` and ``store_bytes`` (their
    arguments rendered first)."""
    regs, consts = dict(f.regs), dict(f.consts)

    def name(m):
        n = m.group(1)
        if n in regs:
            return reg(n, regs[n])
        if n in consts:
            return const(n, consts[n])
        if n == "cond":
            return cond
        if n == "Z":
            return "zm"
        if n == "ret" and f.link:
            return const(n, None)
        if n.startswith("_"):
            return temp(n)
        raise KeyError(f"template of {f.body!r}: unknown name {n}")

    text = _NAME.sub(name, text).replace("F[", f"{fl}[")
    if load_bytes is not None:
        text = _LDB.sub(lambda m: load_bytes(int(m.group(1)), m.group(2)), text)
    if store_bytes is not None:
        text = _STB.sub(lambda m: store_bytes(int(m.group(1)), *_split2(m.group(2))), text)
    if "LDB" in text or "STB" in text:
        raise ValueError(f"template of {f.body!r}: byte loads and stores need load_bytes and "
                         "store_bytes")
    text = _LD.sub(lambda m: load(int(m.group(1)), m.group(2)), text)
    return _ST.sub(lambda m: store(int(m.group(1)), *_split2(m.group(2))), text)


def _split2(args: str) -> tuple[str, str]:
    depth = 0
    for i, c in enumerate(args):
        depth += c == "("
        depth -= c == ")"
        if c == "," and depth == 0:
            return args[:i].strip(), args[i + 1:].strip()
    raise ValueError(f"store needs (address, value): {args!r}")


def flag_exprs(flags: tuple, ex: Callable[[str], str]) -> tuple[str, str, str, str]:
    """N, Z, C, V of ``flags`` as expressions (N and V int-valued, Z and C bool-valued: see
    :func:`as_ints`), each template rendered by ``ex``."""
    kind, bits = flags[0], flags[1]
    top, mask = bits - 1, (1 << bits) - 1
    if kind == "nz":
        r = ex(flags[2])
        return f"({r} >> {top})", f"({r} == 0)", "0", "0"
    a, b, u, r = (ex(t) for t in flags[2:])
    return (f"({r} >> {top})", f"({r} == 0)", f"({u} > {mask})",
            f"((({a} ^ {r}) & ({b} ^ {r})) >> {top})")


def as_ints(exprs: tuple) -> tuple[str, str, str, str]:
    """The four NZCV expressions as ints 0/1, as the state holds them."""
    n, z, c, v = exprs
    return n, f"int{z}", (f"int{c}" if c != "0" else c), v


# ----------------------------------------------------------------------------- closures
_FACTORIES: dict[tuple, Callable] = {}


def _key(f: Form) -> tuple:
    return (f.body, tuple(n for n, _ in f.regs), tuple(n for n, _ in f.consts), f.flags,
            f.cond, f.branch, f.access and f.access[0], f.link)


def closure_text(f: Form) -> str:
    """The source of ``f``'s closure factory ``make(x, f, ld, st, vw, zm, nxt, *regs, *consts)``
    (``ld``, ``st``, ``vw``: the memory's load, store and view)."""
    def rend(t: str) -> str:
        return render(t, f, reg=lambda n, _: f"x[{n}]", temp=lambda n: n,
                      const=lambda n, _: n, cond=COND_EXPR.get(f.cond, "True"),
                      load=lambda n, a: f"ld({a}, {n})", store=lambda n, a, v: f"st({a}, {n}, {v})",
                      load_bytes=lambda n, a: f"vw({a}, {n})",
                      store_bytes=lambda n, a, v: f"vw({a}, {n}, True)[:] = {v}")

    params = [n for n, _ in f.regs] + [n for n, _ in f.consts] + (["ret"] if f.link else [])
    lines = [f"def make(x, f, ld, st, vw, zm, nxt, {', '.join(params)}):" if params else
             "def make(x, f, ld, st, vw, zm, nxt):", "    def run():"]
    if f.access is not None:  # the address, before any access (the template's ``{_a}``)
        lines.append(f"        _a = {rend(f.access[0])}")
    lines += ["        " + ln for ln in rend(f.body).split("\n") if ln.strip()]
    if f.flags is not None:
        n, z, c, v = as_ints(flag_exprs(f.flags, lambda t: rend(t)))
        lines.append(f"        f[0] = {n}; f[1] = {z}; f[2] = {c}; f[3] = {v}")
    if f.branch is not None:
        lines.append(f"        return tgt if {rend(f.branch)} else nxt" if f.branch != "True"
                     else "        return tgt")
    else:
        lines.append("        return nxt")
    lines.append("    return run")
    return "\n".join(lines) + "\n"


def factory(f: Form) -> Callable:
    """The compiled closure factory of ``f``'s template shape (compiled once per process)."""
    key = _key(f)
    make = _FACTORIES.get(key)
    if make is None:
        env: dict = {"M64": M64}
        exec(compile(closure_text(f), "<form>", "exec"), env)  # noqa: S102 - text from the table
        make = _FACTORIES[key] = env["make"]
    return make
