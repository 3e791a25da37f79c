"""Bind the flat steps of a VF image to a state and an engine: one closure per step returning
the next step index (decode once; the run loop does no text work)."""
from __future__ import annotations

from isa.faults import ProgramExit
from isa.vf.spec import wrap64

from .engine import TimingInfo

_LAT = {"vld": "vld", "vld_ds": "vld", "vld_intlv": "vld", "gather": "vld", "scatter": "vst", "vst": "vst", "valu": "valu", "valu32": "valu",
        "vbr": "valu", "vcvt": "valu", "vcvt32": "valu", "vcmp": "valu", "vsel": "valu",
        "vtrans": "vtranscendental", "vexpdif": "vtranscendental", "reduce": "vreduce",
        "mask": "mask", "plt": "mask"}
_WRAP = {"u16": (1 << 16, False), "u32": (1 << 32, False), "s32": (1 << 32, True)}


class Return(Exception):
    """A VF called from Python returned."""


def _key(r) -> int:
    kind, n = r
    return n + {"v": 0, "m": 32, "a": 40}[kind]


def timing_info(spec, costs) -> TimingInfo:
    k = spec.klass
    base = spec.stmt.mnemonic.split(".")[0]
    reads = tuple(_key(r) for r in spec.reads)
    writes = tuple(_key(w) for w in spec.writes)
    addr = spec.addr_cost_terms * costs.scalar_op if spec.addr_mode == "scalar" else 0
    if k in ("scalar",):
        return TimingInfo("scalar", (), (), 0, 0, 0, 0, False, costs.scalar_op, 0, slot=False)
    if k in ("vag", "membar"):
        return TimingInfo(k, (), (), 0, 0, 0, 0, False, 0, 0, slot=False)
    lat = costs.lat.get(_LAT.get(k, "valu"), 1)
    if k == "plt":  # UpdateMask: the scalar unit counts, then writes the mask (no vector slot)
        return TimingInfo(k, reads, writes, 0, lat, 0, 0, False, costs.plt_scalar, 0, slot=False)
    if k == "mask":
        return TimingInfo(k, reads, writes, 0, lat, 0, 0, False, 0, 0)
    if k in ("vld", "vld_ds", "vld_intlv"):
        op = {"vld_ds": "vld_strided", "vld_intlv": "interleave"}.get(k, "vld")
        occ = 2 if k != "vld" else costs.occupancy("vld", "b8", spec.lanes)
        return TimingInfo(op, reads, writes, 0, lat + occ - 1, spec.ub_r, 0, op in costs.single,
                          0, addr)
    if k == "vst":
        return TimingInfo("vst", reads, (), 0, lat, 0, spec.ub_w,
                          spec.single or "vst" in costs.single, 0, addr)
    if k in ("gather", "scatter"):
        occ = costs.occupancy(k, spec.dtype, spec.lanes)
        return TimingInfo(k, reads, writes, occ, lat + occ - 1, spec.ub_r, spec.ub_w,
                          True, 0, addr)
    op = {"vcvt32": "vcvt", "valu32": base, "vtrans": base, "valu": base, "reduce": base}.get(k, base)
    dtype = "s32" if k == "vcvt32" else spec.dtype
    occ = costs.occupancy(op, dtype, spec.lanes)
    return TimingInfo(op, reads, writes, occ, lat, 0, 0, spec.single or op in costs.single, 0, addr,
                      pipe=costs.pipes.get(op, 0))


def bind_steps(steps, st, eng, costs, functions, machine) -> list:
    ops = []
    for i, s in enumerate(steps):
        ops.append(_bind(i, s, st, eng, costs, functions, machine))
    return ops


def _getter(st, sc, ctype=None):
    if sc.is_imm:
        v = sc.value
        if isinstance(v, float):  # float literals in scalar context are f32 bit patterns
            import numpy as np

            v = int(np.float32(v).view(np.uint32))
        v = int(v)
        return lambda: v
    src, n = (st.s if sc.kind == "s" else st.c), sc.value
    return lambda: src[n]


def _bind(i, s, st, eng, costs, functions, machine):
    kind = s[0]
    nxt = i + 1
    if kind == "op":
        spec = s[1]
        run = spec.make(st)
        if spec.klass == "membar":
            bar = eng.mem_bar

            def f():
                bar()
                return nxt
            return f
        ti = timing_info(spec, costs)
        issue = eng.issue

        def f():
            run()
            issue(ti)
            return nxt
        return f
    if kind == "linit":
        lp, exit_pc = s[1], s[2]
        C, B, slot = st.c, st.bound, lp.slot
        start, end = _getter(st, lp.start), _getter(st, lp.end)
        mod, signed = _WRAP[lp.ctype]
        counts = eng.counts
        if lp.hw:
            setup = costs.hw_loop_setup

            def f():
                C[slot] = 0
                B[slot] = b = end() & 0xFFFF
                # the setup writes only the loop hardware's count and bound; the body's vector
                # instructions read neither (their addresses come from AddrRegs the loop steps),
                # so they enter the queue while the scalar unit does it (a zero-trip loop, as
                # Case 5's tail loops, costs the scalar unit but does not stall the queue)
                eng.scalar(setup, "loop", block=False)
                if b > 0:
                    counts["hw_loop_iterations"] += 1
                    return nxt
                return exit_pc
            return f
        step = _getter(st, lp.step)
        cost = costs.sw_loop_iter

        def f():
            c = _wrap(start(), mod, signed)
            C[slot] = c
            eng.scalar(cost, "loop")
            if _cond(c, _wrap(end(), mod, signed), step()):
                counts["sw_loop_iterations"] += 1
                return nxt
            return exit_pc
        return f
    if kind == "lend":
        lp, body = s[1], s[2]
        C, B, slot = st.c, st.bound, lp.slot
        counts = eng.counts
        if lp.hw:
            def f():
                c = C[slot] + 1
                C[slot] = c
                if c < B[slot]:
                    counts["hw_loop_iterations"] += 1
                    return body
                return nxt
            return f
        end, step = _getter(st, lp.end), _getter(st, lp.step)
        mod, signed = _WRAP[lp.ctype]
        cost = costs.sw_loop_iter

        def f():
            stp = step()
            c = _wrap(C[slot] + stp, mod, signed)
            C[slot] = c
            eng.scalar(cost, "loop")
            if _cond(c, _wrap(end(), mod, signed), stp):
                counts["sw_loop_iterations"] += 1
                return body
            return nxt
        return f
    if kind == "if":
        node, else_pc = s[1], s[2]
        cond = _getter(st, node.cond)
        cost = costs.branch

        def f():
            eng.scalar(cost, "loop")
            return nxt if cond() != 0 else else_pc
        return f
    if kind == "jmp":
        target = s[1]
        return lambda: target
    if kind == "call":
        spec = s[1]
        fn, start = functions[spec.target]
        args = [_getter(st, a) for a in spec.args]
        S = st.s

        def f():
            vals = [wrap64(g()) for g in args]
            eng.vf_call()
            machine.call_stack.append((nxt, list(S)))
            for k, v in enumerate(vals):
                S[k] = v
            return start
        return f
    if kind == "ret":
        S = st.s

        def f():
            if not machine.call_stack:
                raise Return()
            ret, saved = machine.call_stack.pop()
            if ret is None:
                raise Return()
            S[:] = saved
            return ret
        return f
    if kind == "halt":
        def f():
            raise ProgramExit(0)
        return f
    raise AssertionError(kind)


def _wrap(v: int, mod: int, signed: bool) -> int:
    v %= mod
    if signed and v >= mod >> 1:
        v -= mod
    return v


def _cond(c: int, end: int, step: int) -> bool:
    return c < end if step > 0 else c > end
