"""Text of one instruction's memory and branch steps in a timed trace (:mod:`.timed`): the
engine's slow path (:meth:`~simulator.timing.engine.Engine._slow`) unrolled for its common
cases, each written by ``line(text, offset)`` at indentation ``P`` and leaving the engine's
state as the slow path would; anything else calls the slow path from the text.
"""
from __future__ import annotations

from isa.a64.fp_mop import count_nonzero  # the C function, no Python wrapper
from simulator.timing.cache import ADDRESS_MASK
from simulator.timing.classes import F_STORE, NRES

from .inline import ld1_address, ld1_ready

PAIRS = frozenset({"ldp", "stp", "ldpsw", "ldnp", "stnp"})  # two accesses, one per register


def inline_ld1(line, P: str, k: int, pc: int, il, eng, env: dict) -> None:
    """An SVE contiguous load (see .inline._ld1) without its closure: when the VL its views were
    made for is in force and its predicate is all active, a byte copy into Zt, as the
    closure's fast path does; else (or when the access would fault) ``_i`` is False and the
    caller's next line calls the closure. The access is in ``a``, ``nb`` for the memory step
    (:func:`mem_step`), not in the trace. The copy goes between memoryviews of the region the
    site read last and of Zt while the memory's map is unchanged (``Memory.gen``); else through
    ``Memory.view``, and the site remembers that region."""
    c = il.cells
    mem = eng.memory
    env.update(LM=ADDRESS_MASK, X=eng.state.x, cnt=count_nonzero, MEM=mem, ld1_site=_ld1_site,
               mview=type(mem).view.__get__(mem))  # the untraced view: the access is added here
    env[f"v{k}"] = c["v"]
    env[f"rc{k}"] = [-1, 0, 0, None, None, None]  # gen, base, size, bytes, Zt array, Zt bytes
    line(f"{P}_v = v{k}; _i = False", k)
    line(f"{P}if {ld1_ready('stt')}:", k)
    line(f"{P}    a = {ld1_address(c, lambda n: f'X[{n}]')}; nb = _v[4]; rc = rc{k}; o_ = a - rc[1]",
         k)
    line(f"{P}    if rc[0] == MEM.gen and 0 <= o_ <= rc[2] - nb and rc[4] is _v[5]:", k)
    line(f"{P}        rc[5][:] = rc[3][o_:o_ + nb]", k)
    line(f"{P}        _i = True; _p = {pc + 1}", k)
    line(f"{P}    else:", k)
    line(f"{P}        try:", k)
    line(f"{P}            _v[5][:] = mview(a, nb)", k)
    line(f"{P}            _i = True; _p = {pc + 1}", k)
    line(f"{P}            ld1_site(rc, MEM, a, nb, _v[5])", k)
    line(f"{P}        except Exception:", k)
    line(f"{P}            pass", k)
    line(f"{P}if not _i:", k)


def _ld1_site(rc: list, mem, a: int, nb: int, zt) -> None:
    """Remember at an inlined LD1's site the region it read ``[a, a + nb)`` from and Zt's
    bytes (as memoryviews; both stay valid while ``mem.gen`` does and Zt's view is the same)."""
    r = mem.search_region(a, nb)
    if r is not None:
        rc[:] = [mem.gen, r.base, r.size, memoryview(r.buf), zt, memoryview(zt)]


def from_trace(line, P: str, k: int, pair: bool) -> None:
    """The closure's access (two for a pair) taken off the trace into ``a``, ``nb`` (``a2``,
    ``nb2``), ``_i`` when the trace holds just that."""
    if pair:
        line(f"{P}_i = len(tr) == 2", k)
        line(f"{P}if _i:", k)
        line(f"{P}    (a, nb), (a2, nb2) = tr; tr.clear(); a &= LM; a2 &= LM", k)
    else:
        line(f"{P}_i = len(tr) == 1", k)
        line(f"{P}if _i:", k)
        line(f"{P}    a, nb = tr.pop(); a &= LM", k)


def mem_step(line, P: str, k: int, pc: int, fl: int, eng, env: dict, wv: str,
              F_COP: int, inl: bool, given: int = 0, np_: str = "_p") -> None:
    """The slow path's memory step for a load or store (:meth:`~simulator.timing.engine.Engine._slow`
    with ``F_MEM``, and ``F_COP`` for the SME unit's queue), unrolled for its common case: one
    access inside one line that hits in the unit's first cache level
    (:meth:`~simulator.timing.cache.Hierarchy.access_trace`'s fast path), a line-buffered
    unit's wait and booking (:meth:`~simulator.timing.engine.Engine._line_buffer`). Anything
    else (nothing changed yet) takes the slow path."""
    lvl, ldsts, _, _, kline, ureal = eng.aux[eng.mode][pc]
    _, dsts, _, lat, _, _ = eng.table[pc]
    store = bool(fl & F_STORE)
    lv = eng.hier.levels[lvl]
    sh, K = lv.line_shift, eng.K
    env.update(tr=eng.trace, lbuf=eng.lbuf, lbbusy=eng.lbbusy, LM=ADDRESS_MASK)
    env[f"lv{lvl}"] = lv
    i = ureal - NRES
    wb = [r for r in dsts if r not in ldsts or store or not lv.hit_latency]
    # the access in a, nb (an inlined LD1's, or the closure's taken off the trace: ``_i``);
    # (no cache journal here: blocks run only untracked, Engine.set_tracking)
    # a pair (LDP/STP: two accesses on the trace) hits when both do: checked before either
    # changes its set (a hit evicts nothing), then done in order as access_trace does them
    # (``given``: a memory form's accesses, already in a, nb (a2, nb2) and _i)
    pair = given == 2 or (not given and not inl and not kline
                          and eng.program.slots[pc].mnemonic in PAIRS)
    if not inl and not given:
        from_trace(line, P, k, pair)
    am = "(a & LM)" if inl else "a"  # an inlined LD1's line as the cache names it (no TBI tag)
    sets = f"S{lvl}"  # lv.sets and lv.dirty, read at the trace's top (timed._with_locals)
    cond = (f"_i and nb > 0 and (ln := {am} >> {sh}) == ({am} + nb - 1) >> {sh} "
            f"and ln in (ss := {sets}[ln % {lv.nsets}])")
    if pair:
        cond += (f" and nb2 > 0 and (ln2 := a2 >> {sh}) == (a2 + nb2 - 1) >> {sh} "
                 f"and ln2 in (ss2 := {sets}[ln2 % {lv.nsets}])")
    if kline and wv != "w":  # no binding resource to move the stall from: the slow path waits
        cond += f" and (ln == lbuf[{i}] or rdy[{ureal}] <= t)"
    line(f"{P}if {cond}:", k)
    Q = P + "    "
    for ln, ss in (("ln", "ss"), ("ln2", "ss2")) if pair else (("ln", "ss"),):
        if store:  # the most recent line of its set, and dirty
            line(f"{Q}if {ss}[-1] != {ln} or {ln} not in D{lvl}:", k)
            line(f"{Q}    if {ss}[-1] != {ln}:", k)
            line(f"{Q}        {ss}.remove({ln}); {ss}.append({ln})", k)
            line(f"{Q}    D{lvl}.add({ln})", k)
        else:
            line(f"{Q}if {ss}[-1] != {ln}:", k)
            line(f"{Q}    {ss}.remove({ln}); {ss}.append({ln})", k)
    if pair:  # (counted in the trace's locals: timed._with_locals)
        line(f"{Q}h{lvl} += 2; b{lvl} += nb + nb2", k)
    else:
        line(f"{Q}h{lvl} += 1; b{lvl} += nb", k)
    if kline:
        line(f"{Q}if ln != lbuf[{i}]:", k)
        if wv == "w":  # waits for the unit: the whole wait is the unit's
            line(f"{Q}    xq = rdy[{ureal}]", k)
            line(f"{Q}    if xq > t:", k)
            line(f"{Q}        if t > t0:", k)
            line(f"{Q}            if lw[w] == t:", k)
            line(f"{Q}                stm[w] -= t - t0", k)
            line(f"{Q}            else:", k)
            line(f"{Q}                st[w] -= t - t0", k)
            line(f"{Q}        st[{ureal}] += xq - t0", k)
            line(f"{Q}        w = {ureal}; t = s = xq", k)
            line(f"{Q}        e = t - t % {K} + {lat}", k)
        line(f"{Q}    lbuf[{i}] = ln; rdy[{ureal}] = t + {kline}; lbbusy[{i}] += {kline}", k)
    if wb:
        line(f"{Q}{' = '.join(f'rdy[{r}]' for r in wb)} = e", k)
    if lv.hit_latency and ldsts and not store:
        line(f"{Q}e += {lv.hit_latency * K}", k)
        line(f"{Q}{' = '.join(f'rdy[{r}] = lw[{r}]' for r in ldsts)} = e", k)
    if fl & F_COP:
        qls = eng.QLS
        if wv == "w":
            line(f"{Q}if t > t0 and w != {qls} and w >= 0:", k)
            line(f"{Q}    q = rdy[{qls}]", k)
            line(f"{Q}    if q > t0:", k)
            line(f"{Q}        xq = (q if q < t else t) - t0", k)
            line(f"{Q}        if lw[w] == t:", k)
            line(f"{Q}            stm[w] -= xq", k)
            line(f"{Q}        else:", k)
            line(f"{Q}            st[w] -= xq", k)
            line(f"{Q}        st[{qls}] += xq", k)
        line(f"{Q}rdy[{qls}] = t", k)
        line(f"{Q}s = t - {eng.KL}", k)
        line(f"{Q}if s < t0:", k)
        line(f"{Q}    s = t0", k)
    line(f"{P}else:", k)
    line(f"{P}    if _i:  # back on the trace for the slow path", k)
    line(f"{P}        tr.append((a, nb))", k)
    if pair:
        line(f"{P}        tr.append((a2, nb2))", k)
    if dsts:
        line(f"{P}    {' = '.join(f'rdy[{r}]' for r in dsts)} = e", k)
    line(f"{P}    s = slow({pc}, {np_}, {fl}, t, e, t0, {wv})", k)


def cond_branch(line, P: str, k: int, pc: int, eng) -> None:
    """The slow path's taken-branch and predictor steps for the conditional branch at ``pc``
    (:meth:`~simulator.timing.engine.Engine._slow`, ``F_BRANCH`` then ``F_COND``)."""
    K, IW = eng.K, eng.IW
    csrcs, _, fused = eng.pred[pc]

    def mispredict(p: str) -> None:
        line(f"{p}xq = t", k)
        for r in csrcs:
            line(f"{p}if rdy[{r}] > xq:", k)
            line(f"{p}    xq = rdy[{r}]", k)
        line(f"{p}xq = xq - xq % {K} + {eng.KM - IW}", k)
        line(f"{p}if xq > s:", k)
        line(f"{p}    st[{eng.ST_BRANCH}] += xq - s; s = xq", k)
        line(f"{p}self.misp += 1", k)

    line(f"{P}c = bht[{pc}]", k)
    line(f"{P}if _p != {pc + 1}:", k)
    line(f"{P}    s = t - t % {K} + {eng.KB}", k)
    line(f"{P}    tk[{pc}] += 1; ent[_p] += 1", k)
    line(f"{P}    if c < 3:", k)
    line(f"{P}        bht[{pc}] = c + 1", k)
    line(f"{P}        if c < 2:", k)
    mispredict(P + "            ")
    line(f"{P}else:", k)
    line(f"{P}    if c > 0:", k)
    line(f"{P}        bht[{pc}] = c - 1", k)
    line(f"{P}    if c >= 2:", k)
    mispredict(P + "        ")
    if fused:  # one macro-op with its compare: no issue slot of its own
        line(f"{P}    else:", k)
        line(f"{P}        s = t - {IW}", k)
