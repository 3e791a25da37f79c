"""Compile a basic block (or a self-loop) starting at one instruction slot into a function.

``fn(left) -> (next_pc, steps)`` runs at most ``left`` instructions (the caller passes
``left >= block.length``). Inlined forms (see :mod:`.inline`) keep registers in locals, which
are written back before every call of a reference closure and at every exit, so a fault inside
a called closure sees everything before it committed; NZCV of an inlined ``adds``/``subs`` is
kept as the operands and computed only where a branch reads it, or in full before a call and
at an exit. ``lines`` maps a line of the generated text to the offset of its instruction, which
is how the runner finds the faulting instruction from a traceback.
"""
from __future__ import annotations

import attrs

from isa.a64.bits import COND_EXPR
from isa.a64.fp_mop import count_nonzero  # the C function, no Python wrapper
from isa.a64.table import M64
from simulator.progcache.codecache import compiled

from .inline import Inline, ld1_address, ld1_ready, recognise
from .sme_batch import make_chain, make_group, recognise_fmopa, safe_between

MAX_LEN = 160
_BRANCH_KINDS = {"cbz", "cbnz", "b", "bcond"}


@attrs.define(eq=False)
class Block:
    start: int
    length: int
    fn: object
    lines: dict  # generated line number -> instruction offset in the block
    loop: bool
    source: str


def _regs(il: Inline) -> tuple[set, set]:
    """(registers read, registers written) of an inlined form."""
    c, k = il.cells, il.kind
    if k in ("add_imm", "adds_imm", "mov_reg"):
        return {c["n"]}, {c["d"]}
    if k in ("add_reg", "sub_reg", "logic_reg"):
        return {c["n"], c["m"]}, {c["d"]}
    if k == "mov_imm":
        return set(), {c["d"]}
    if k in ("cbz", "cbnz"):
        return {c["t"]}, set()
    if k == "ld1":  # writes Z only
        return {c["base"]} | ({c["mreg"]} if c["mreg"] is not None else set()), set()
    return set(), set()


def scan(m, start: int) -> list[tuple[int, object, Inline | None]]:
    """The instructions of the block at ``start``: (slot, closure, inline form or None)."""
    slots, ops, st = m.program.slots, m._ops, m.state
    out = []
    i = start
    while i < len(slots) and slots[i] is not None and len(out) < MAX_LEN:
        ins, op = slots[i], ops[i]
        il = recognise(op, ins, st)
        out.append((i, op, il))
        if (il is not None and il.kind in _BRANCH_KINDS) or (
                il is None and ins.klass in ("branch", "system")):
            break
        i += 1
    return out


def compile_block(m, start: int) -> Block | None:
    body = scan(m, start)
    if not body or all(il is None for _, _, il in body) and len(body) < 2:
        return None
    last_i, _, last_il = body[-1]
    loop = last_il is not None and last_il.kind in _BRANCH_KINDS and _target(last_il) == start
    reads, writes = set(), set()
    for _, _, il in body:
        if il is not None:
            r, w = _regs(il)
            reads |= r
            writes |= w
    regs = sorted(reads | writes)
    g = _Gen(regs, sorted(writes), loop, len(body))
    env: dict = {"x": m.state.x, "f": m.state.nzcv}
    g.line("def block(left):", None)
    g.line("    _n = 0", None)
    ind = 1
    if loop:  # every register in a local at the top of the loop
        g.ensure(1, None, regs)
        g.line("    while True:", None)
        ind = 2
        first = _first_flag_event(body)
    role = fmopa_roles(m, body, env)
    P = "    " * ind
    for k, (i, op, il) in enumerate(body):
        what, dname, text = role.get(k, (None, None, None))
        if what in ("first", "last"):
            g.flush(ind, k)
            if text is not None:
                for t in text.split("\n"):
                    g.line(f"{P}{t}", k)
        if il is None:
            name = f"o{k}"
            env[name] = op
            pre = ""
            g.flush(ind, k)
            if what in ("first", "fmopa", "last"):
                g.line(f"{P}if not _g:", k)
                pre = "    "
            if what == "between":
                g.line(f"{P}try:", k)
                g.line(f"{P}    _p = {name}()", k)
                g.line(f"{P}except BaseException:", k)
                g.line(f"{P}    if _g:", k)
                g.line(f"{P}        {dname}()", k)
                g.line(f"{P}    raise", k)
            else:
                g.line(f"{P}{pre}_p = {name}()", k)
            last = k == len(body) - 1
            if last and not loop:
                if pre:  # batched (or deferred): this FMOPA has been done
                    g.line(f"{P}else:", k)
                    g.line(f"{P}    _p = {i + 1}", k)
                g.line(f"{P}return _p, _n + {k + 1}", k)
                break
            g.line(f"{P}{pre}if _p != {i + 1}:", k)
            if what == "between":
                g.line(f"{P}    if _g:", k)
                g.line(f"{P}        {dname}()", k)
            g.line(f"{P}    {pre}return _p, _n + {k + 1}", k)
            g.reload(ind, k)
            continue
        if il.kind == "ld1":
            env[f"o{k}"], env[f"v{k}"], env[f"vw{k}"] = op, il.cells["v"], il.cells["view"]
            env["st"], env["cnt"] = m.state, count_nonzero
            g.load(ind, k, i, il, dname if what == "between" else None)
            continue
        g.emit(ind, k, i, il, start if loop and k == len(body) - 1 else None)
    if loop:
        g.ensure(2, len(body) - 1, regs)
        if first != "set":
            g.materialize(2, len(body) - 1)
        g.line(f"        _n += {len(body)}", len(body) - 1)
        g.line(f"        if _n + {len(body)} > left:", len(body) - 1)
        g.exit(3, len(body) - 1, str(start), "_n")
    elif body[-1][2] is not None and body[-1][2].kind not in _BRANCH_KINDS:
        g.exit(1, len(body) - 1, str(body[-1][0] + 1), str(len(body)))
    elif body[-1][2] is None:
        pass  # the call above returned
    src = "\n".join(g.lines) + "\n"
    code = compiled(src, f"<block {start}>")
    exec(code, env)  # noqa: S102 - text generated above from the instruction table's operands
    return Block(start, len(body), env["block"], g.where, loop, src)


def fmopa_roles(m, body, env: dict) -> dict:
    """The block's batched FMOPAs: offset -> (what, deferred function's name, text before the
    instruction), ``what`` one of first / fmopa / between / last; the functions the texts and
    names use go into ``env``. Shared by the functional and the timed blocks.

    With ``_g`` (ready) the FMOPAs are deferred to the last one of their group and batched there;
    a load between them that faults first commits the FMOPAs before it. Consecutive groups with
    only loads and scalar forms between them form a chain: one ready check, each group's
    operands copied at its last FMOPA, all done at the last one."""
    role: dict = {}
    groups = _fmopa_groups(m, body)
    for cid, chain in enumerate(_chains(m, body, groups)):
        gs = [groups[h] for h in chain]
        ops = [[body[o][1] for o in offs] for offs, _ in gs]
        ch = make_chain(m.state, [sp for _, sp in gs], ops) if len(gs) > 1 else None
        if ch is None:
            for h in chain:
                _group_roles(m, body, env, role, h, groups[h])
            continue
        ready, snaps, commit = ch
        env[f"cr{cid}"], env[f"cc{cid}"] = ready, commit
        for gi, (offs, _) in enumerate(gs):
            ops4 = [body[o][1] for o in offs]
            env[f"cs{cid}_{gi}"] = snaps[gi]
            for q in range(4):
                env[f"cd{cid}_{gi}_{q}"] = _deferred(ops4[:q], commit, gi)
            for o in range(offs[0], offs[-1] + 1):
                q = sum(1 for f in offs if f < o)
                if o == offs[0]:
                    role[o] = ("first", None, f"_g = cr{cid}()" if gi == 0 else None)
                elif o == offs[-1]:
                    done = f"; cc{cid}({len(gs)})" if gi == len(gs) - 1 else ""
                    role[o] = ("last", None, f"if _g: cs{cid}_{gi}(){done}")
                else:
                    role[o] = ("fmopa" if o in offs else "between", f"cd{cid}_{gi}_{q}", None)
            if gi < len(gs) - 1:  # between this group and the next: commit the ones done
                env[f"cg{cid}_{gi}"] = _deferred([], commit, gi + 1)
                for o in range(offs[-1] + 1, gs[gi + 1][0][0]):
                    role[o] = ("between", f"cg{cid}_{gi}", None)
    return role


def _fmopa_groups(m, body) -> list[tuple[list[int], list]]:
    """Groups of four FMOPA .S into ZA0, ZA1, ZA2, ZA3 (in that order, same sign) with only
    scalar forms (inlined or called, :func:`_between_ok`) and loads that are safe to run first
    between them (see .sme_batch): (offsets of the four, their specs)."""
    st = m.state
    specs = [recognise_fmopa(op, m.program.slots[i], st) if il is None else None
             for i, op, il in body]
    out: list = []
    k = 0
    while k < len(body):
        if specs[k] is None or specs[k].k != 0:
            k += 1
            continue
        offs, j = [k], k + 1
        while j < len(body) and len(offs) < 4:
            sp, (i, op, il) = specs[j], body[j]
            if sp is not None and sp.k == len(offs) and sp.neg == specs[k].neg:
                offs.append(j)
            elif il is not None and il.kind not in _BRANCH_KINDS and il.kind != "ld1":
                pass  # an inlined scalar form: no Z, P or ZA
            elif not ((il is None or il.kind == "ld1") and sp is None and _between_ok(
                    op, m.program.slots[i], st, [specs[o] for o in offs] + [
                        s for s in specs[j:] if s is not None][:4 - len(offs)])):
                break  # (checked against this group's FMOPAs: those still to come included)
            j += 1
        group = [specs[o] for o in offs]
        if len(offs) == 4 and make_group(st, group) is not None and all(
                _between_ok(body[o][1], m.program.slots[body[o][0]], st, group)
                for o in range(offs[0], offs[-1]) if o not in offs and (
                    body[o][2] is None or body[o][2].kind == "ld1")):
            out.append((offs, group))
            k = offs[-1] + 1
        else:
            k += 1
    return out


# called forms on X registers and NZCV alone (the base integer data-processing instructions:
# no memory, Z, P, ZA, ZT0 or mode), which may run before FMOPAs deferred past them
_SCALAR_KLASS = ("int", "int_mul", "int_div")
_NOT_SCALAR = frozenset({"movt", "rprfm", "udf", "rdsvl", "addsvl", "addspl"})


def _between_ok(op, ins, st, specs) -> bool:
    """Whether a called instruction may run before the deferred FMOPAs of ``specs``."""
    if ins is not None and ins.klass in _SCALAR_KLASS and ins.mnemonic not in _NOT_SCALAR:
        return True
    return safe_between(op, ins, st, specs)


def _chains(m, body, groups) -> list[list[int]]:
    """Groups (indices into ``groups``) in runs where only inlined forms other than branches,
    scalar calls and loads (each a form :func:`_between_ok` admits) lie between two groups."""
    st, slots = m.state, m.program.slots
    out: list = []
    for h, (offs, _) in enumerate(groups):
        if out and all((il is not None and il.kind not in _BRANCH_KINDS) or (il is None and (
                _between_ok(op, slots[i], st, []))) for i, op, il in body[groups[h - 1][0][-1] + 1:
                                                                        offs[0]]):
            out[-1].append(h)
        else:
            out.append([h])
    return out


def bind_group(state, body, env: dict, gid: int, offs, specs) -> None:
    """Put group ``gid``'s batched operation (``gr``/``gb``) and its fallbacks (``gd<q>``: the
    first q FMOPAs one at a time) in a block's namespace; shared by the timed blocks."""
    ready, batch = make_group(state, specs)
    ops4 = [body[o][1] for o in offs]
    env[f"gr{gid}"], env[f"gb{gid}"] = ready, batch
    for q in range(5):
        env[f"gd{gid}_{q}"] = _deferred(ops4[:q])


def _group_roles(m, body, env, role, gid, group) -> None:
    """Roles of one group batched alone (.sme_batch.make_group)."""
    offs, specs = group
    bind_group(m.state, body, env, gid, offs, specs)
    for o in range(offs[0], offs[-1] + 1):
        q = sum(1 for f in offs if f < o)
        if o == offs[0]:
            role[o] = ("first", None, f"_g = gr{gid}()")
        elif o == offs[-1]:
            role[o] = ("last", None, f"if _g and not gb{gid}():\n    gd{gid}_4()")
        else:
            role[o] = ("fmopa" if o in offs else "between", f"gd{gid}_{q}", None)


def _deferred(ops, commit=None, n: int = 0):
    """Run the deferred FMOPA closures ``ops`` one by one, in program order (after
    ``commit(n)``: the groups of a chain before them)."""
    def run():
        if commit is not None:
            commit(n)
        for o in ops:
            o()
    return run


def _rd(r: int, mask: int) -> str:
    """A register read under ``mask``: registers always hold 64-bit unsigned values."""
    return f"r{r}" if mask == M64 else f"(r{r} & {mask})"


def _target(il: Inline) -> int:
    return il.cells["tgt"] if il.kind in ("cbz", "cbnz") else il.cells["t"]


def _first_flag_event(body) -> str:
    """'set' when the body writes all of NZCV before anything reads it or leaves the loop."""
    for _, _, il in body:
        if il is None or il.kind in _BRANCH_KINDS or il.kind == "ld1":  # ld1: may call
            return "read"
        if il.kind == "adds_imm":
            return "set"
    return "read"


class _Gen:
    """Line-by-line text of one block function."""

    def __init__(self, regs: list, writes: list, loop: bool, length: int):
        self.regs, self.writes, self.loop, self.length = regs, writes, loop, length
        self.lines: list[str] = []
        self.where: dict[int, int] = {}
        self.pend: tuple | None = None  # (av, usum, res, b, bits, mask) names/values
        # registers whose local is newer than x[]: in a loop, round again any write may be
        self.dirty: set = set(writes) if loop else set()
        self.loaded: set = set()  # registers whose local is up to date
        self.count = 0

    def line(self, text: str, k: int | None) -> None:
        self.lines.append(text)
        self.where[len(self.lines)] = 0 if k is None else k

    def reload(self, ind: int, k: int | None) -> None:
        """After a call: every local may be stale; each is loaded again where next read."""
        self.loaded = set()

    def ensure(self, ind: int, k: int | None, regs) -> None:
        for r in sorted(set(regs) - self.loaded):
            self.line(f"{'    ' * ind}r{r} = x[{r}]", k)
            self.loaded.add(r)

    def flush(self, ind: int, k: int) -> None:
        for r in sorted(self.dirty):
            self.line(f"{'    ' * ind}x[{r}] = r{r}", k)
        self.dirty = set()
        self.materialize(ind, k)
        self.pend = None  # the call may write NZCV itself

    def flags(self) -> tuple[str, str, str, str]:
        av, u, res, b, bits, mask = self.pend
        top = bits - 1
        return (f"({res} >> {top})", f"({res} == 0)", f"({u} > {mask})",
                f"(({av} >> {top}) == {b >> top} and ({res} >> {top}) != ({av} >> {top}))")

    def materialize(self, ind: int, k: int) -> None:
        if self.pend is None:
            return
        n, z, c, v = self.flags()
        p = "    " * ind
        self.line(f"{p}f[0] = {n}; f[1] = int{z}; f[2] = int{c}; f[3] = int({v})", k)

    def exit(self, ind: int, k: int, pc: str, steps: str) -> None:
        p = "    " * ind
        for r in sorted(self.dirty):
            self.line(f"{p}x[{r}] = r{r}", k)
        self.materialize(ind, k)
        self.line(f"{p}return {pc}, {steps}", k)

    def load(self, ind: int, k: int, i: int, il: Inline, dname: str | None) -> None:
        """An inlined LD1 (see .inline._ld1): the closure's fast path when the VL its views were
        made for is in force and the predicate is all active; else (or when the access faults)
        the closure itself, with the registers and NZCV committed first and, between deferred
        FMOPAs, ``dname`` (doing the FMOPAs deferred before it) run if it raises."""
        c, p = il.cells, "    " * ind
        self.ensure(ind, k, _regs(il)[0])
        self.line(f"{p}_v = v{k}; _s = not ({ld1_ready('st')})", k)
        self.line(f"{p}if not _s:", k)
        self.line(f"{p}    try:", k)
        self.line(f"{p}        _v[5][:] = vw{k}({ld1_address(c, lambda n: f'r{n}')}, _v[4])", k)
        self.line(f"{p}    except Exception:", k)
        self.line(f"{p}        _s = True", k)
        self.line(f"{p}if _s:", k)
        for r in sorted(self.dirty):
            self.line(f"{p}    x[{r}] = r{r}", k)
        self.materialize(ind + 1, k)
        if dname is None:
            self.line(f"{p}    _p = o{k}()", k)
        else:
            self.line(f"{p}    try:", k)
            self.line(f"{p}        _p = o{k}()", k)
            self.line(f"{p}    except BaseException:", k)
            self.line(f"{p}        if _g:", k)
            self.line(f"{p}            {dname}()", k)
            self.line(f"{p}        raise", k)
        self.line(f"{p}    if _p != {i + 1}:", k)
        if dname is not None:
            self.line(f"{p}        if _g:", k)
            self.line(f"{p}            {dname}()", k)
        self.line(f"{p}        return _p, _n + {k + 1}", k)

    def emit(self, ind: int, k: int, i: int, il: Inline, loop_start: int | None) -> None:
        c, p = il.cells, "    " * ind
        kind = il.kind
        reads, writes = _regs(il)
        self.ensure(ind, k, reads)
        self.loaded |= writes
        self.dirty |= writes
        if kind == "add_imm":
            self.line(f"{p}r{c['d']} = (r{c['n']} + {c['k']}) & {c['mask']}", k)
        elif kind == "adds_imm":
            j = self.count = self.count + 1
            av, u, res = f"a{j}", f"u{j}", f"s{j}"
            self.line(f"{p}{av} = {_rd(c['n'], c['mask'])}; {u} = {av} + {c['b'] + c['carry']}; "
                      f"{res} = {u} & {c['mask']}; r{c['d']} = {res}", k)
            self.pend = (av, u, res, c["b"], c["bits"], c["mask"])
        elif kind in ("add_reg", "sub_reg"):
            op = "+" if kind == "add_reg" else "-"
            self.line(f"{p}r{c['d']} = (r{c['n']} {op} r{c['m']}) & {c['mask']}", k)
        elif kind == "logic_reg":
            op = {"and": "&", "orr": "|", "eor": "^"}[il.cond]
            mk = c["mask"]
            self.line(f"{p}r{c['d']} = {_rd(c['n'], mk)} {op} {_rd(c['m'], mk)}", k)
        elif kind == "mov_reg":
            self.line(f"{p}r{c['d']} = {_rd(c['n'], c['mask'])}", k)
        elif kind == "mov_imm":
            self.line(f"{p}r{c['d']} = {c['v']}", k)
        else:  # a branch: the last instruction of the block
            tgt, nxt = _target(il), i + 1
            if kind == "b":
                cond = "True"
            elif kind == "cbz":
                cond = f"not r{c['t']} & {c['mask']}"
            elif kind == "cbnz":
                cond = f"r{c['t']} & {c['mask']}"
            else:
                cond = COND_EXPR[il.cond]
                if self.pend is not None:
                    for q, e in enumerate(self.flags()):
                        cond = cond.replace(f"f[{q}]", e)
            if loop_start is not None:  # a self-loop: taken goes round again
                self.line(f"{p}if not ({cond}):", k)
                self.exit(ind + 1, k, str(nxt), f"_n + {k + 1}")
                return
            self.line(f"{p}if {cond}:", k)
            self.exit(ind + 1, k, str(tgt), f"_n + {k + 1}")
            self.exit(ind, k, str(nxt), f"_n + {k + 1}")
