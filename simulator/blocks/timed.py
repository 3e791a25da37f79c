"""Traces with the cycle model compiled in, for timed runs (driven by :mod:`.timed_run`).

A trace (:func:`trace`) is a basic block continued past direct branches the way they now go,
up to an indirect branch, a mode switch, a serialising instruction or ``MAX_LEN``
instructions. Its generated function runs each instruction, then that instruction's
scoreboard step with the engine's table entry unrolled into constants: the earliest issue,
each source's ready tick (in table order, so the binding resource is the same; a source the
trace itself made ready early enough is not compared, :class:`_Bounds`), the stall booking,
the unit's busy tick and the destinations' ready tick. The free tick of a unit two or more of
its instructions book, and the first cache level's hit counts, live in locals of the trace's
function (:func:`_with_locals`: back in the engine before its slow path and wherever the trace
leaves).

An instruction with a form (:mod:`isa.a64.sem`) is inlined as the functional blocks inline it
(:mod:`.emit`: registers in locals, committed before a closure call and at every exit); a load
or store's access goes from its address to the cache model's first-level hit path
(:mod:`.timed_steps`), a direct branch's target into ``_p``. Other instructions call their
closures (FMOPA groups and chains batched and contiguous LD1 inlined as in :mod:`.compiler`).
Other memory accesses, mode switches and serialising instructions call the engine's slow
path as the per-instruction loop does; the slow path's steps for FLOPs (counted once per run
of the trace when no predicate or vector length can change inside it), switch gates, the SME
queue and branches (taken-branch cost, the predictor, probing a loop head for fast-forward)
are unrolled in its order. After an instruction whose successor is not the next one in the
trace the function returns. Cycles, stalls and counters therefore equal a step-by-step run's.
A trace that leads back to its head goes round inside its function within the step budget. A
fault inside a trace leaves ``s`` and every earlier step committed; the line of the generated
text names the faulting instruction (:attr:`TimedBlock.lines`, its slot in ``pcs``).
"""
from __future__ import annotations

import re
from types import SimpleNamespace

import attrs

from isa.a64.sem import Form, form_of
from simulator.features import OpsInMode
from simulator.progcache.codecache import compiled
from simulator.timing.cache import ADDRESS_MASK
from simulator.timing.classes import (F_BRANCH, F_FLOPS, F_MEM, F_MIX, F_MODE, F_SERIAL,
                                      F_STORE, NRES, NZCV, P0, Z0, count_flops)
from simulator.timing.frontend import is_conditional

from .compiler import fmopa_roles
from .emit import Emitter, form_regs, namespace
from .inline import Inline, recognise
from .sme_batch import recognise_fmopa
from .timed_steps import cond_branch, from_trace, inline_ld1, mem_step

MAX_LEN = 160
_ENDS = F_BRANCH | F_MODE | F_SERIAL
_SCALAR = Inline("scalar", {})  # stands for an X-register-only instruction in an FMOPA group
_INLINE = F_FLOPS | F_MIX  # flags handled in the block's text (and F_COP)


@attrs.define(eq=False)
class TimedBlock:
    """``fn(engine, left) -> next slot`` runs the block (``left >= length`` steps allowed) and
    sets the engine's ``s``, ``_done`` (steps run) and, at a loop head to probe, ``_probe``."""

    start: int
    length: int
    fn: object
    lines: dict  # generated line number -> instruction offset in the block
    source: str
    loop: bool  # goes round while its last instruction leads back to the start
    pcs: list  # the slot of each instruction (a trace follows branches)


def block_length(program, table, start: int) -> int:
    """Instructions of the basic block at ``start`` (0: a data slot or the end of the text)."""
    slots = program.slots
    i = start
    while i < len(slots) and slots[i] is not None and i - start < MAX_LEN:
        if table[i][5] & _ENDS or slots[i].klass in ("branch", "system"):
            return i - start + 1
        i += 1
    return i - start


def trace(eng, start: int) -> list[int]:
    """The slots of the trace at ``start``: a basic block continued past a direct branch to
    its target (past a conditional one the way its 2-bit counter now predicts), up to an
    indirect branch, a mode switch or serialising instruction, a slot not decoded yet, a slot
    already in the trace (the start: the trace is a loop) or MAX_LEN instructions."""
    slots, T = eng.program.slots, eng.table
    n = len(slots)
    pcs: list[int] = []
    seen: set = set()
    i = start
    while 0 <= i < n and slots[i] is not None and i not in seen and len(pcs) < MAX_LEN:
        pcs.append(i)
        seen.add(i)
        ins, fl = slots[i], T[i][5]
        if fl & (F_MODE | F_SERIAL) or ins.klass == "system":
            break
        if fl & F_BRANCH or ins.klass == "branch":
            tgt = _direct_target(slots, i)
            if tgt is None or not fl & F_BRANCH:
                break
            if eng.pred[i]:  # predicted: the way its counter says
                i = tgt if eng.bht[i] >= 2 else i + 1
            else:  # unconditional, or conditional on a machine without a predictor: BTFN
                i = tgt if tgt <= i or not is_conditional(ins) else i + 1
        else:
            i += 1
    return pcs


def _direct_target(slots, i: int) -> int | None:
    """The slot a direct branch at slot ``i`` goes to when taken, if it is decoded in the same
    range of slots (None: an indirect branch, or the target is elsewhere or not decoded)."""
    ins = slots[i]
    tgt = ins.info.get("target") if ins.info else None
    if tgt is None:
        return None
    j = i + ((tgt - ins.address) >> 2)
    if 0 <= j < len(slots) and slots[j] is not None and slots[j].address == tgt:
        return j
    return None


def compile_timed(eng, ops, pcs: list[int], probe: int, F_COP: int,
                  F_COND: int) -> TimedBlock:
    """The trace of the instructions at slots ``pcs`` under the engine's current table (each
    one's successor in the trace is the next, else the block returns); a taken backward branch
    stops at its target when the target's entry count ``& probe`` is 0 (the engine's constants
    ``probe``, ``F_COP`` and ``F_COND``: its coprocessor and predicted-branch flags)."""
    start, length = pcs[0], len(pcs)
    ops = OpsInMode(ops, eng.mode)  # compiled for this mode: its feature guards are settled
    inline = _INLINE | F_COP
    T, aux = eng.table, eng.aux[eng.mode]
    K, IW, KB = eng.K, eng.IW, eng.KB
    env: dict = {"cf": count_flops, "stt": eng.state}
    env.update(namespace(SimpleNamespace(state=eng.state, memory=eng.memory)))
    env["cache"] = _counted_cache(eng.memory)
    slots = eng.program.slots
    forms = [_inlinable(slots, pc, T[pc][5], aux[pc], F_COP, F_COND) for pc in pcs]
    writes: set = set()
    for fm in forms:
        if fm is not None:
            writes |= fm.written()
    em = Emitter(sorted(writes), False)
    units = _unit_locals(eng, pcs)
    # the first cache levels the memory steps hit: hits and bytes counted in locals (h<l>,
    # b<l>), added to the level where the trace leaves (sums: the order does not matter);
    # its sets and dirty lines in S<l>, D<l> (rebound only by Hierarchy.restore, between runs)
    levels = sorted({aux[pc][0] for pc in pcs if T[pc][5] & ~(F_STORE | F_COP) == F_MEM
                     and aux[pc][0] >= 0})
    for lvl in levels:
        env[f"lv{lvl}"] = eng.hier.levels[lvl]
    line = _with_locals(em.line, units, levels)

    def rd(r: int) -> str:  # a ready tick's text (a unit's free tick kept in a local)
        return f"u{r}" if r in units else f"rdy[{r}]"

    # FLOPs follow the predicates and the vector length: counted once per block run when no
    # instruction of the block writes a predicate, switches modes or serialises (svc: prctl)
    pwrites = any(P0 <= r < NZCV for pc in pcs for r in eng.infos[pc].dsts) or any(
        T[pc][5] & (F_MODE | F_SERIAL) for pc in pcs)
    flop_at = [(k, eng.fspec[pc]) for k, pc in enumerate(pcs) if T[pc][5] & F_FLOPS]
    defer = bool(flop_at) and not pwrites and not any(
        T[pcs[k]][5] & ~inline for k, _ in flop_at)  # else the slow path counts them
    if defer:
        env["addfl"] = _flop_adder(eng, flop_at)
    role = _groups(eng, ops, pcs, env)
    for k in role:  # a memory form between deferred FMOPAs is called (as the functional blocks do)
        if forms[k] is not None and forms[k].access is not None:
            forms[k] = None
    regs = sorted(set().union(*(form_regs(fm)[0] | form_regs(fm)[1] for fm in forms if fm)))
    # a trace that ends in a branch goes round in a while loop within the step budget
    # ``left`` as long as the branch goes back to its first instruction (a loop)
    # (a trace whose last branch cannot lead back to its head, e.g. a RET, is not a loop: its
    # registers are loaded where read and stored where written, not all at the top and end)
    loop = (T[pcs[-1]][5] & _ENDS) == F_BRANCH and (
        _direct_target(slots, pcs[-1]) == start or pcs[-1] + 1 == start)
    line("def block(self, left):", 0)
    line("    rdy = self.rdy; st = self.st", 0)  # (stm, lw, slow: the env's, bound once)
    if any(T[pc][5] & F_BRANCH for pc in pcs):  # (rebound only by a mode switch: a trace's end)
        line("    tk = self.tk; ent = self.ent; bht = self.bht", 0)
    if units or levels:
        line("    " + "; ".join([f"u{r} = rdy[{r}]" for r in units]
                              + [f"h{lv} = b{lv} = 0; S{lv} = lv{lv}.sets; D{lv} = lv{lv}.dirty"
                                 for lv in levels]), 0)
    line("    s = self.s; _n = 0; w = -1", 0)
    line("    try:", 0)
    P = "        "
    if loop:  # every register the forms use in a local at the top of each round
        em.ensure(2, 0, regs)
        em.dirty = set(writes)
        line("        while True:", 0)
        P = "            "
    ind = len(P) // 4
    known = _Bounds(IW)  # (from the top: a loop's next round starts with nothing known)
    for k in range(length):
        pc = pcs[k]
        nxt = pcs[k + 1] if k + 1 < length else None
        srcs, dsts, u, lat, occ, fl = T[pc]
        last = k == length - 1
        env[f"o{k}"] = ops[pc]
        what, dname, text = role.get(k, (None, None, None))
        inl = False  # an inlined LD1: its access in ``a``, ``nb`` when ``_i``
        fm = forms[k]
        # the next slot: an inlined form's is known, an inlined branch's in _p
        np_ = "_p" if fm is None or fm.branch is not None else str(pc + 1)
        if fm is not None and fm.branch is not None:  # a direct branch (BL: its link first)
            em.ensure(ind, k, fm.reads())
            if fm.body:
                em.form(ind, k, pc, attrs.evolve(fm, branch=None, make=None),
                        eng.state.address_of(pc + 1) if fm.link else None)
            tgt = dict(fm.consts)["tgt"]
            line(f"{P}_p = {tgt} if {em.text(fm, k, fm.branch)} else {pc + 1}", k)
        elif fm is not None:
            if fm.access is not None:
                env[f"c{k}"] = [0, -1, None]  # the access site's region (Memory.cache_region)
                line(f"{P}_t0 = len(tr) if tr else 0", k)
            em.form(ind, k, pc, fm)
            if fm.access is not None:  # on the region cache (nothing traced) or the closure's
                n = _accesses(fm)
                sz = fm.access[1] // n
                line(f"{P}if not tr:  # the region cache's: its access not traced", k)
                line(f"{P}    a = _a_{k} & LM; nb = {sz}; _i = True", k)
                if n == 2:
                    line(f"{P}    a2 = (_a_{k} + {sz}) & LM; nb2 = {sz}", k)
                line(f"{P}elif len(tr) == _t0:  # after steps not taken: all to the slow path", k)
                line(f"{P}    a = _a_{k} & LM; nb = {sz}; _i = False; tr.append((a, nb))", k)
                if n == 2:
                    line(f"{P}    a2 = (_a_{k} + {sz}) & LM; nb2 = {sz}; tr.append((a2, nb2))", k)
                line(f"{P}else:", k)
                from_trace(line, P + "    ", k, n == 2)
            if last:
                line(f"{P}_p = {pc + 1}", k)
        else:
            em.flush(ind, k)  # a closure: the registers and NZCV in the state first
            if what in ("first", "last") and text is not None:
                for t in text.split("\n"):
                    line(f"{P}{t}", k)
            if what in ("first", "fmopa", "last"):  # batched: done (or deferred) as a group
                line(f"{P}if not _g:", k)
                line(f"{P}    _p = o{k}()", k)
                if last:
                    line(f"{P}else:", k)
                    line(f"{P}    _p = {pc + 1}", k)
            else:
                C = P
                il = recognise(ops[pc], slots[pc], eng.state)
                inl = il is not None and il.kind == "ld1" and bool(T[pc][5] & F_MEM)
                if inl:
                    inline_ld1(line, P, k, pc, il, eng, env)
                    C = P + "    "
                if what == "between":  # runs before the deferred FMOPAs: commits them on a fault
                    line(f"{C}try:", k)
                    line(f"{C}    _p = o{k}()", k)
                    line(f"{C}except BaseException:", k)
                    line(f"{C}    if _g:", k)
                    line(f"{C}        {dname}()", k)
                    line(f"{C}    raise", k)
                else:
                    line(f"{C}_p = o{k}()", k)
                if inl:  # the closure's access, off the trace, as an inlined one's (mem_step)
                    line(f"{C}if len(tr) == 1:", k)
                    line(f"{C}    a, nb = tr.pop(); a &= LM; _i = True", k)
            em.reload()
        line(f"{P}t0 = t = s + {IW}", k)
        # (w: the binding source, read only when t > t0, i.e. when set for this instruction)
        live = [r for r in srcs if not known.ready(r)]  # the others cannot be later than t0
        wv = "w" if live else "-1"
        if len(live) == 1:  # one source: it binds whenever anything waits
            r = live[0]
            line(f"{P}if {rd(r)} > t:", k)
            line(f"{P}    t = {rd(r)}; w = {r}", k)
            if r >= NRES:  # a unit, queue or gate: no load latency to book (lw is a load's)
                line(f"{P}    st[{r}] += t - t0", k)
            else:
                line(f"{P}    if lw[{r}] == t:", k)
                line(f"{P}        stm[{r}] += t - t0", k)
                line(f"{P}    else:", k)
                line(f"{P}        st[{r}] += t - t0", k)
        for r in live if len(live) > 1 else ():
            line(f"{P}if {rd(r)} > t:", k)
            line(f"{P}    t = {rd(r)}; w = {r}", k)
        if len(live) > 1:
            line(f"{P}if t > t0:", k)
            line(f"{P}    if lw[w] == t:", k)
            line(f"{P}        stm[w] += t - t0", k)
            line(f"{P}    else:", k)
            line(f"{P}        st[w] += t - t0", k)
        if not fl & F_COP:  # (a coprocessor instruction sets s below)
            line(f"{P}s = t", k)
        if u != eng.NONE_UNIT:  # (a line-buffered unit: the memory step books it)
            line(f"{P}{rd(u)} = t + {occ}", k)
        full = fl & ~inline and fl not in (F_BRANCH, F_BRANCH | F_COND)
        mem = fl & ~(F_STORE | F_COP) == F_MEM and aux[pc][0] >= 0  # its common case here
        known.step(eng, pc, mem, full, bool(fl & F_COP))
        if dsts or full:
            line(f"{P}e = t - t % {K} + {lat}", k)
        if dsts and not mem:  # (the memory step sets them)
            line(f"{P}{' = '.join(f'rdy[{r}]' for r in dsts)} = e", k)
        if fl == F_BRANCH:  # as the per-instruction loop: count it, probe loop heads
            line(f"{P}if _p != {pc + 1}:", k)
            line(f"{P}    s = t - t % {K} + {KB}", k)
            line(f"{P}    tk[{pc}] += 1; ent[_p] += 1", k)
            line(f"{P}    if not ent[_p] & PROBE and _p <= {pc}:", k)
            em.commit(ind + 2, k)
            line(f"{P}        self._probe = _p; self.s = s; self._done = _n + {k + 1}", k)
            if defer:
                line(f"{P}        addfl(self, {k + 1})", k)
            line(f"{P}        return _p", k)
        elif fl == F_BRANCH | F_COND:  # a predicted branch: the slow path's steps, unrolled
            cond_branch(line, P, k, pc, eng)
        elif mem:
            mem_step(line, P, k, pc, fl, eng, env, wv, F_COP, inl,
                      _accesses(fm) if fm is not None else 0, np_)
        elif full:  # memory, mode switches, serialising, other branches: the slow path
            line(f"{P}s = slow({pc}, {np_}, {fl}, t, e, t0, {wv})", k)
        elif fl:  # FLOPs, switch gates, the SME queue: the slow path's steps in its order
            if fl & F_FLOPS and not defer:
                kind, spec = eng.fspec[pc]
                env[f"sp{k}"] = spec
                line(f"{P}fd = self.flops; fd[{kind!r}] = fd.get({kind!r}, 0) + "
                     f"cf(sp{k}, stt.p, stt.vlb)", k)
            if fl & F_MIX:  # the unit's free tick is t + occ (set above)
                for g, pen in aux[pc][3]:
                    line(f"{P}rdy[{g}] = t + {occ + pen}", k)
            if fl & F_COP:
                Q = eng.QR  # the compute queue (memory instructions take the slow path)
                if srcs:
                    line(f"{P}if t > t0 and w != {Q}:", k)
                    line(f"{P}    q = rdy[{Q}]", k)
                    line(f"{P}    if q > t0:", k)
                    line(f"{P}        xq = (q if q < t else t) - t0", k)
                    line(f"{P}        if lw[w] == t:", k)
                    line(f"{P}            stm[w] -= xq", k)
                    line(f"{P}        else:", k)
                    line(f"{P}            st[w] -= xq", k)
                    line(f"{P}        st[{Q}] += xq", k)
                line(f"{P}rdy[{Q}] = t", k)
                line(f"{P}s = t - {eng.KL}", k)
                line(f"{P}if s < t0:", k)
                line(f"{P}    s = t0", k)
        if not last and (fm is None or fm.branch is not None):  # a guard: a surprise stays
            # exact (an inlined form goes on; a called closure has committed everything)
            g = "not _g and " if what in ("first", "fmopa", "last") else ""
            line(f"{P}if {g}_p != {nxt}:", k)
            em.commit(ind + 1, k)
            line(f"{P}    self.s = s; self._done = _n + {k + 1}", k)
            if defer:
                line(f"{P}    addfl(self, {k + 1})", k)
            line(f"{P}    return _p", k)
    end = length - 1
    if defer:
        line(f"{P}addfl(self, {length})", end)
    if loop:
        em.ensure(ind, end, regs)  # (the top of the next round has them all)
        em.materialize(ind, end)
        em.pend = None
        line(f"{P}_n += {length}", end)
        line(f"{P}if _p != {start} or _n + {length} > left:", end)
        em.commit(ind + 1, end)
        line(f"{P}    break", end)
    else:
        em.commit(ind, end)
        line(f"{P}_n = {length}", end)
    line("    except BaseException as ex:", end)
    line("        self.s = s", end)
    line("        self._kpc = k = LINES[ex.__traceback__.tb_lineno]", end)
    line("        self._k = _n + k", end)
    if defer:
        line("        addfl(self, k)", end)
    line("        raise", end)
    line("    self.s = s; self._done = _n", end)
    line("    return _p", end)
    src = "\n".join(em.lines) + "\n"
    where = em.where
    env.update(PROBE=probe, LINES=where, tr=eng.trace, LM=ADDRESS_MASK, stm=eng.stm, lw=eng.lw,
               slow=eng.slow_step)  # (never rebound: restore and undo write into the lists)
    code = compiled(src, f"<timed block {start}>")  # (a program run again reuses the code)
    exec(code, env)  # noqa: S102 - text generated above from the engine's table
    return TimedBlock(start, length, env["block"], where, src, loop, pcs)


class _Bounds:
    """What a trace's text knows of the ready ticks its earlier instructions wrote, so that a
    source that cannot be later than an instruction's earliest issue is not compared at all
    (the comparison would be false: same cycles and stalls).

    ``h`` is a lower bound of the current instruction's earliest issue ``t0``, counted from
    the first one's. Each step moves it on by the issue slot, less what the step may take back
    (a branch's next slot may lie up to one slot before its issue; a coprocessor
    instruction's next slot lies at least at its own ``t0``). A tick written as at most
    ``t + c`` (``t`` the writer's issue) is at most ``t0`` of an instruction whose ``h`` is at
    least ``v = c + h' - IW + d``: ``h'`` the writer's next ``h``, ``d`` how far its next slot
    may lie before its issue. What the engine's slow path may write is not known."""

    def __init__(self, iw: int):
        self.iw, self.h, self.v = iw, 0, {}

    def ready(self, r: int) -> bool:
        v = self.v.get(r)
        return v is not None and v <= self.h

    def step(self, eng, pc: int, mem: bool, full: bool, cop: bool) -> None:
        """The instruction at ``pc``: ``mem`` through the memory step, ``full`` through the
        slow path, ``cop`` a coprocessor instruction."""
        _, dsts, u, lat, occ, fl = eng.table[pc]
        _, _, _, mix, _, ureal = eng.aux[eng.mode][pc]
        back = self.iw if fl & F_BRANCH or full else 0  # s >= t0 - back
        d = back + (eng.KL if cop else 0)  # s >= t - d
        hn = self.h + self.iw - back
        v, base = self.v, hn - self.iw + d
        writes: dict = {r: lat for r in dsts}
        if u != eng.NONE_UNIT:
            writes[u] = occ
        for g, pen in mix:
            writes[g] = occ + pen
        if cop:
            writes[eng.QLS if fl & F_MEM else eng.QR] = 0
        if mem or full:  # the slow path (or the memory step) may write more, and later
            writes = dict.fromkeys([*writes, u, ureal, eng.QR, eng.QLS])
        for r, c in writes.items():
            if c is None:
                v.pop(r, None)
            else:
                v[r] = c + base
        self.h = hn


def _unit_locals(eng, pcs: list[int]) -> list[int]:
    """The units whose free tick a trace keeps in a local (``u<r>``): those two or more of its
    instructions book. Read at the top; written back before the slow path (read again after
    it) and wherever the trace leaves (:func:`_with_locals`). A line-buffered unit (the memory
    step reads its tick) is not kept."""
    T, aux = eng.table, eng.aux[eng.mode]
    lo, hi = NRES, eng.NONE_UNIT
    kept = {aux[pc][5] for pc in pcs if aux[pc] is not None and aux[pc][4]}
    n: dict = {}
    for pc in pcs:
        u = T[pc][2]
        if lo <= u < hi and u not in kept:
            n[u] = n.get(u, 0) + 1
    return sorted(u for u, c in n.items() if c > 1)


def _with_locals(line, units: list[int], levels: list[int]):
    """``line`` for a trace that keeps ``units`` and the hit counts of cache ``levels`` in
    locals: the engine's list gets the units back before a call of the slow path (and they are
    read again after it, on the same line); where the trace leaves (its lines that set
    ``self.s``: every exit and the handler) the units are written back and the counts added."""
    if not units and not levels:
        return line
    back = "".join(f"rdy[{r}] = u{r}; " for r in units)
    again = "".join(f"; u{r} = rdy[{r}]" for r in units)
    leave = back + "".join(f"lv{lv}.hits += h{lv}; lv{lv}.bytes += b{lv}; " for lv in levels)

    def put(text: str, k: int | None) -> None:
        body = text.lstrip()
        ind = text[:len(text) - len(body)]
        if " = slow(" in body and units:
            text = f"{ind}{back}{body}{again}"
        elif "self.s = s" in body:
            text = f"{ind}{leave}{body}"
        line(text, k)
    return put


def _inlinable(slots, pc: int, fl: int, aux, F_COP: int, F_COND: int) -> Form | None:
    """The form of the instruction at ``pc`` when a trace inlines it: one on registers and
    NZCV alone whose timing needs no slow path, a load/store of one or two accesses of one
    size (a pair) that takes the memory step (:func:`.timed_steps.mem_step`), or a direct branch to a
    decoded slot of its own range (its taken-branch and predictor steps unrolled)."""
    ins = slots[pc]
    fm = form_of(ins) if ins is not None else None
    if fm is None:
        return None
    if fm.branch is not None:
        ok = fl in (F_BRANCH, F_BRANCH | F_COND) and fm.access is None and (
            _direct_target(slots, pc) == dict(fm.consts).get("tgt"))
        return fm if ok else None
    if fm.link:
        return None
    if fm.access is None:
        return fm if not fl & ~_INLINE else None
    n = _accesses(fm)
    if (fl & ~(F_STORE | F_COP) != F_MEM or aux[0] < 0 or aux[4] or n not in (1, 2)
            or fm.access[1] % n):
        return None
    return fm


def _accesses(fm: Form) -> int:
    """How many loads or stores the form's body makes (each of ``access[1] / n`` bytes, one
    after another from the access's address: a pair's two)."""
    return len(_LDST_CALL.findall(fm.body))


_LDST_CALL = re.compile(r"\b(?:LD|ST)\d+\(")


def _counted_cache(mem):
    """The region-cache filler for a trace's memory forms: their fast path bypasses the
    memory's trace, and the trace's text does the cache model's step for the access itself."""
    def fill(cell: list, addr: int, nbytes: int, write: bool) -> None:
        mem.cache_region(cell, addr, nbytes, write, counted=True)
    return fill


def _groups(eng, ops, pcs: list[int], env: dict) -> dict:
    """FMOPA groups and chains of the block batched as the functional blocks batch them
    (:func:`.compiler.fmopa_roles`: offset -> (what, deferred function, text before it))."""
    shim = SimpleNamespace(program=eng.program, state=eng.state, _ops=ops)
    slots, T = eng.program.slots, eng.table
    if not any(recognise_fmopa(ops[i], slots[i], eng.state) for i in pcs):
        return {}
    # an instruction on X registers and flags alone (no memory, Z, P or ZA) may run between
    # FMOPAs deferred past it, as an inlined scalar form may in the functional blocks
    body = [(i, ops[i], _SCALAR if T[i][5] == 0 and slots[i].klass not in ("branch", "system")
             and all(r < Z0 or r == NZCV for r in eng.infos[i].srcs + eng.infos[i].dsts)
             else None) for i in pcs]
    return fmopa_roles(shim, body, env)


def _flop_adder(eng, flop_at):
    """``add(engine, n)``: the FLOPs of the block's first ``n`` instructions, for a block whose
    predicates do not change inside it (each distinct count is taken once, times its uses)."""
    st = eng.state
    by_n: dict[int, list] = {}  # n -> [(kind, spec, uses)] in first-use order

    def items(n: int) -> list:
        got = by_n.get(n)
        if got is None:
            uses: dict = {}
            for k, (kind, spec) in flop_at:
                if k >= n:
                    break
                if spec in uses:
                    uses[spec][2] += 1
                else:
                    uses[spec] = [kind, spec, 1]
            got = by_n[n] = [tuple(u) for u in uses.values()]
        return got

    def add(self, n: int) -> None:
        fd = self.flops
        for kind, spec, uses in items(n):
            fd[kind] = fd.get(kind, 0) + uses * count_flops(spec, st.p, st.vlb)
    return add
