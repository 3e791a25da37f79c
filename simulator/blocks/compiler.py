"""Compile a basic block (or a self-loop) starting at one instruction slot into a function.

``fn(left) -> (next_pc, steps)`` runs at most ``left`` instructions (the caller passes
``left >= block.length``). Every instruction with a :class:`~isa.a64.sem.Form` is inlined from
its form's text (:mod:`.emit`: registers in locals, which are written back before every call of
a closure and at every exit, so a fault inside a called closure sees everything before it
committed; NZCV kept as expressions and computed only where read, or in full before a call and
at an exit; loads and stores on a cached region, the closure off it); other instructions call
their closure. ``lines`` maps a line of the generated text to the offset of its instruction,
which is how the runner finds the faulting instruction from a traceback.
"""
from __future__ import annotations

import attrs

from isa.a64.fp_mop import count_nonzero  # the C function, no Python wrapper
from isa.a64.sem import Form, form_of
from simulator.progcache.codecache import compiled

from .emit import XZR_W, Emitter, form_regs, namespace
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


def _is_branch(it) -> bool:
    """A direct branch the block ends with (an inlined form's or a timed block's item)."""
    if isinstance(it, Form):
        return it.branch is not None
    return it is not None and it.kind in _BRANCH_KINDS


def _is_scalar(it) -> bool:
    """An inlined form on X registers and NZCV alone (no memory, Z, P or ZA)."""
    if isinstance(it, Form):
        return it.branch is None and it.access is None and not it.uses_z()
    return it is not None and it.kind not in _BRANCH_KINDS and it.kind != "ld1"


def _regs(it) -> tuple[set, set]:
    """(registers read, registers written) of an inlined item."""
    if isinstance(it, Form):
        r, w = form_regs(it)
        return r, w - {XZR_W}
    c = it.cells
    if it.kind == "ld1":  # writes Z only
        return {c["base"]} | ({c["mreg"]} if c["mreg"] is not None else set()), set()
    return set(), set()


def scan(m, start: int) -> list[tuple[int, object, object]]:
    """The instructions of the block at ``start``: (slot, closure, Form / inlined LD1 / None)."""
    slots, ops, st = m.program.slots, m._ops, m.state
    out = []
    i = start
    while i < len(slots) and slots[i] is not None and len(out) < MAX_LEN:
        ins, op = slots[i], ops[i]
        it = form_of(ins) or recognise(op, ins, st)
        out.append((i, op, it))
        if _is_branch(it) or (it is None and ins.klass in ("branch", "system")):
            break
        i += 1
    return out


def compile_block(m, start: int) -> Block | None:
    body = scan(m, start)
    if not body or all(it is None for _, _, it in body) and len(body) < 2:
        return None
    loop = _is_branch(body[-1][2]) and dict(body[-1][2].consts)["tgt"] == start
    env = namespace(m)
    role = fmopa_roles(m, body, env)
    # a memory form with an FMOPA role (run between deferred FMOPAs) is called, not inlined
    body = [(i, op, None if k in role and isinstance(it, Form) and it.access else it)
            for k, (i, op, it) in enumerate(body)]
    reads, writes = set(), set()
    for _, _, it in body:
        if it is not None:
            r, w = _regs(it)
            reads |= r
            writes |= w
    regs = sorted(reads | writes)
    g = Emitter(sorted(writes), loop)
    g.line("def block(left):", None)
    g.line("    _n = 0", None)
    ind = 1
    if loop:  # every register in a local at the top of the loop
        g.ensure(1, None, regs)
        first = _first_flag_event(body)
        if first == "set":
            g.line("    _lf = 0", None)
            g.top_flags = True
        g.line("    while True:", None)
        ind = 2
    P = "    " * ind
    addr = m.state.address_of
    for k, (i, op, it) in enumerate(body):
        what, dname, text = role.get(k, (None, None, None))
        env[f"o{k}"] = op
        if what in ("first", "last"):
            g.flush(ind, k)
            if text is not None:
                for t in text.split("\n"):
                    g.line(f"{P}{t}", k)
        if it is None:
            _call(g, ind, k, i, what, dname, k == len(body) - 1 and not loop)
            if k == len(body) - 1 and not loop:
                break
            continue
        if isinstance(it, Inline):  # an SVE LD1
            env[f"v{k}"], env[f"vw{k}"] = it.cells["v"], it.cells["view"]
            env["st"], env["cnt"] = m.state, count_nonzero
            _ld1(g, ind, k, i, it, dname if what == "between" else None)
            continue
        if it.access is not None:
            env[f"c{k}"] = [0, -1, None]
        ret = addr(i + 1) if it.link else 0
        if it.branch is not None:
            g.branch(ind, k, i, it, start if loop and k == len(body) - 1 else None, ret)
        else:
            g.form(ind, k, i, it, ret)
    if loop:
        g.ensure(2, len(body) - 1, regs)
        if first != "set":
            g.materialize(2, len(body) - 1)
        else:  # the next round's top stores these NZCV where it commits
            g.line("        _lf = 1", len(body) - 1)
            g.loop_flags()
        g.line(f"        _n += {len(body)}", len(body) - 1)
        g.line(f"        if _n + {len(body)} > left:", len(body) - 1)
        g.exit(3, len(body) - 1, str(start), "_n")
    elif body[-1][2] is not None and not _is_branch(body[-1][2]):
        g.exit(1, len(body) - 1, str(body[-1][0] + 1), str(len(body)))
    src = "\n".join(g.lines) + "\n"
    code = compiled(src, f"<block {start}>")
    exec(code, env)  # noqa: S102 - text generated above from the instruction table's forms
    return Block(start, len(body), env["block"], g.where, loop, src)


def _guarded_call(g: Emitter, P: str, k: int, dname: str) -> None:
    """``_p = o<k>()`` between deferred FMOPAs: if it raises, ``dname`` does the FMOPAs
    deferred before it first."""
    g.line(f"{P}try:", k)
    g.line(f"{P}    _p = o{k}()", k)
    g.line(f"{P}except BaseException:", k)
    g.line(f"{P}    if _g:", k)
    g.line(f"{P}        {dname}()", k)
    g.line(f"{P}    raise", k)


def _call(g: Emitter, ind: int, k: int, i: int, what, dname, last: bool) -> None:
    """A called closure ``o<k>`` (batched FMOPAs: deferred, see :func:`fmopa_roles`)."""
    P = "    " * ind
    pre = ""
    g.flush(ind, k)
    if what in ("first", "fmopa", "last"):
        g.line(f"{P}if not _g:", k)
        pre = "    "
    if what == "between":
        _guarded_call(g, P, k, dname)
    else:
        g.line(f"{P}{pre}_p = o{k}()", k)
    if last:
        if pre:  # batched (or deferred): this FMOPA has been done
            g.line(f"{P}else:", k)
            g.line(f"{P}    _p = {i + 1}", k)
        g.line(f"{P}return _p, _n + {k + 1}", k)
        return
    g.line(f"{P}{pre}if _p != {i + 1}:", k)
    if what == "between":
        g.line(f"{P}    if _g:", k)
        g.line(f"{P}        {dname}()", k)
    g.line(f"{P}    {pre}return _p, _n + {k + 1}", k)
    g.reload()


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
            elif _is_scalar(il):
                pass  # an inlined scalar form: no Z, P or ZA
            elif not (not _is_branch(il) and sp is None and _between_ok(
                    op, m.program.slots[i], st, [specs[o] for o in offs] + [
                        s for s in specs[j:] if s is not None][:4 - len(offs)])):
                break  # (checked against this group's FMOPAs: those still to come included)
            j += 1
        group = [specs[o] for o in offs]
        if len(offs) == 4 and make_group(st, group) is not None and all(
                _between_ok(body[o][1], m.program.slots[body[o][0]], st, group)
                for o in range(offs[0], offs[-1]) if o not in offs and not _is_scalar(body[o][2])):
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
        if out and all(_is_scalar(il) or (not _is_branch(il) and (
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


def _first_flag_event(body) -> str:
    """'set' when an inlined form writes all of NZCV before anything reads them (a call, a
    condition, a branch) in the loop's body: only memory forms' slow paths (which commit the
    previous round's NZCV, see :meth:`.emit.Emitter.loop_flags`) may come first."""
    for _, _, it in body:
        if not isinstance(it, Form) or it.branch is not None or it.nzcv:
            return "read"
        if it.flags is not None:
            return "set"
    return "read"


def _ld1(g: Emitter, ind: int, k: int, i: int, il: Inline, dname: str | None) -> None:
    """An inlined LD1 (see .inline._ld1): the closure's fast path when the VL its views were
    made for is in force and the predicate is all active; else (or when the access faults)
    the closure itself, with the registers and NZCV committed first and, between deferred
    FMOPAs, ``dname`` (doing the FMOPAs deferred before it) run if it raises."""
    c, p = il.cells, "    " * ind
    g.ensure(ind, k, _regs(il)[0])
    g.line(f"{p}_v = v{k}; _s = not ({ld1_ready('st')})", k)
    g.line(f"{p}if not _s:", k)
    g.line(f"{p}    try:", k)
    g.line(f"{p}        _v[5][:] = vw{k}({ld1_address(c, lambda n: f'r{n}')}, _v[4])", k)
    g.line(f"{p}    except Exception:", k)
    g.line(f"{p}        _s = True", k)
    g.line(f"{p}if _s:", k)
    g.commit(ind + 1, k)
    if dname is None:
        g.line(f"{p}    _p = o{k}()", k)
    else:
        _guarded_call(g, p + "    ", k, dname)
    g.line(f"{p}    if _p != {i + 1}:", k)
    if dname is not None:
        g.line(f"{p}        if _g:", k)
        g.line(f"{p}            {dname}()", k)
    g.line(f"{p}        return _p, _n + {k + 1}", k)
