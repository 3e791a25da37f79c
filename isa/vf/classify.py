"""The hardware-loop classifier and the AddrReg analysis, run once at assembly time.

Hardware Loop rules (the Ascend C "VF loop optimisation" guide (Atlas 350) "Hardware Loop编码规范"): the counter is uint16, starts
at 0 and steps +1; the body has no jump (no if/else — and so no software loop, whose compare and
branch is a jump); the bound is not changed once the loop runs (not written in the body; an
enclosing loop's counter must first be copied to a scalar); at most 4 nesting levels, each level
may hold several loops one after another. Anything else is a Software Loop.

AddrReg (the Ascend C "VF loop optimisation" guide (Atlas 350) "循环内地址管理优化"): a load/store address ``base + Σ counter·stride``
over enclosing hardware loops gets an AddrReg (strides only; the counters are implicit), at most 8
per VF; other addresses are computed by scalar instructions every time they run.
"""
from __future__ import annotations

from isa.asm.diag import AsmError

from .spec import OpSpec
from .structure import Function, If, Loop, walk_ops

MAX_LEVELS = 4
MAX_AREGS = 8


def _where(stmt) -> str:
    return f"line {stmt.loc.line}"


def _branches(body: list):
    for node in body:
        if isinstance(node, If):
            yield node
        elif isinstance(node, Loop):
            yield from _branches(node.body)


def _writes(body: list):
    for op in walk_ops(body):
        for w in op.swrites:
            yield w, op
    for node in body:
        if isinstance(node, Loop):
            yield ("c", node.slot), None  # its own counter: not a write by the body


# the guide's replacement for `if (hasTail)`, in the syntax the program was written in
TAIL_HINT = {"vf": "use `loop k, hasTail` instead of `if hasTail`",
             "cpp": "use `for (uint16_t k = 0; k < hasTail; k++)` instead of `if (hasTail)`"}


def classify(fn: Function, remarks: list[AsmError], enclosing: tuple = ()) -> None:
    """Set ``hw`` and ``reasons`` on every loop of ``fn`` and emit one remark per loop."""
    _classify_body(fn.body, enclosing, remarks, TAIL_HINT[fn.syntax])


def _classify_body(body: list, enclosing: tuple, remarks: list[AsmError], tail: str) -> None:
    for node in body:
        if isinstance(node, Loop):
            _classify_body(node.body, enclosing + (node,), remarks, tail)
            _classify_loop(node, enclosing, remarks, tail)
        elif isinstance(node, If):
            _classify_body(node.then, enclosing, remarks, tail)
            _classify_body(node.other, enclosing, remarks, tail)


def _classify_loop(lp: Loop, enclosing: tuple, remarks: list[AsmError], tail: str) -> None:
    r = lp.reasons
    if lp.ctype != "u16":
        r.append(f"counter is {lp.ctype} (hardware loops count with u16)")
    if not (lp.start.is_imm and lp.start.value == 0):
        r.append(f"start is {lp.start.text} (hardware loops start at 0)")
    if not (lp.step.is_imm and lp.step.value == 1):
        r.append(f"step is {lp.step.text} (hardware loops step by 1)")
    for br in _branches(lp.body):
        r.append(f"body has a branch: if at {_where(br.stmt)} (no jumps in a hardware loop; "
                 f"{tail})")
        break
    inner_sw = [n for n in _loops(lp.body) if not n.hw]
    if inner_sw:
        r.append(f"body has a branch: software loop '{inner_sw[0].name}' at "
                 f"{_where(inner_sw[0].stmt)} (its compare-and-branch is a jump)")
    written = {w: op for w, op in _writes(lp.body) if op is not None}
    b = lp.end
    if b.kind == "c" and any(e.slot == b.value for e in enclosing):
        r.append(f"bound is the counter '{b.text}' of an enclosing loop (copy it to a scalar "
                 f"register first)")
    elif not b.is_imm and (b.kind, b.value) in written:
        r.append(f"bound {b.text} is written inside the loop at {_where(written[(b.kind, b.value)].stmt)} "
                 f"(the bound must not change once the loop runs)")
    if ("c", lp.slot) in written:
        r.append(f"counter '{lp.name}' is written inside the loop at "
                 f"{_where(written[('c', lp.slot)].stmt)}")
    if lp.level > MAX_LEVELS:
        r.append(f"nesting level {lp.level} (hardware loops nest at most {MAX_LEVELS} deep)")
    lp.hw = not r
    if lp.hw:
        msg = (f"hardware loop '{lp.name}' (level {lp.level}): u16 counter from 0 step 1, "
               f"no branch, fixed bound")
        hint = "zero overhead per iteration"
    else:
        msg = "software loop: " + "; ".join(r)
        hint = (f"loop '{lp.name}' at level {lp.level}: its counter update, compare and branch run "
                "on the scalar unit every iteration")
    remarks.append(AsmError(lp.stmt.loc, msg, hint, severity="remark"))


def _loops(body: list):
    for node in body:
        if isinstance(node, Loop):
            yield node
            yield from _loops(node.body)
        elif isinstance(node, If):
            yield from _loops(node.then)
            yield from _loops(node.other)


# ---------------------------------------------------------------- AddrReg analysis
def addrregs(fn: Function, remarks: list[AsmError], errors: list[AsmError]) -> None:
    """Decide for every load/store address: AddrReg, post-update, plain base or scalar
    arithmetic; allocate AddrRegs (explicit vag registers first), at most 8 per VF."""
    explicit = {op.areg for op in walk_ops(fn.body) if op.klass == "vag"}
    free = [a for a in range(MAX_AREGS) if a not in explicit]
    keys: dict = {}
    for a in sorted(explicit):
        fn.aregs[a] = "explicit (vag)"
    _walk_addr(fn, fn.body, (), free, keys, remarks)
    for op in walk_ops(fn.body):
        if op.klass == "vag":
            enclosing = _enclosing_of(fn.body, op)
            n = len(op.sreads)
            if any(not lp.hw for lp in enclosing[-n:]):
                remarks.append(AsmError(op.stmt.loc, "vag over a software loop: its counter is not "
                                        "a hardware-loop counter", "the offset is still computed, "
                                        "at scalar cost", severity="remark"))


def _enclosing_of(body, target, enclosing=()):
    for node in body:
        if node is target:
            return enclosing
        if isinstance(node, Loop):
            r = _enclosing_of(node.body, target, enclosing + (node,))
            if r is not None:
                return r
        elif isinstance(node, If):
            r = _enclosing_of(node.then, target, enclosing) or _enclosing_of(node.other, target, enclosing)
            if r is not None:
                return r
    return None


def _walk_addr(fn, body, enclosing, free, keys, remarks) -> None:
    for node in body:
        if isinstance(node, Loop):
            _walk_addr(fn, node.body, enclosing + (node,), free, keys, remarks)
        elif isinstance(node, If):
            _walk_addr(fn, node.then, enclosing, free, keys, remarks)
            _walk_addr(fn, node.other, enclosing, free, keys, remarks)
        elif isinstance(node, OpSpec) and node.addr is not None:
            _one(fn, node, enclosing, free, keys, remarks)


def _one(fn, op: OpSpec, enclosing, free, keys, remarks) -> None:
    a = op.addr
    if a.post is not None:
        op.addr_mode = "post"
        return
    if a.areg is not None:
        op.addr_mode = "explicit"
        return
    extra = len(a.scalars) - 1 + sum(1 for _, m in a.scalars if m != 1)
    if not a.counters:
        op.addr_mode, op.addr_cost_terms = ("base", 0) if extra <= 0 else ("scalar", extra)
        if extra > 0:
            remarks.append(AsmError(op.stmt.loc.at(a.col), f"address {a.text} is computed by "
                                    f"scalar instructions ({extra} extra term{'s' * (extra > 1)})",
                                    "a single base register plus constants is free", severity="remark"))
        return
    by_slot = {lp.slot: lp for lp in enclosing}
    why = None
    for slot, name, stride in a.counters:
        lp = by_slot.get(slot)
        if lp is None or not lp.hw:
            why = f"counter '{name}' belongs to a software loop"
            break
    if why is None:
        outer = min((by_slot[s] for s, _, _ in a.counters), key=lambda lp: lp.level)
        inside = enclosing[enclosing.index(outer):]
        written = set()
        for lp in inside:
            for o in walk_ops(lp.body):
                written.update(o.swrites)
        for sc, _ in a.scalars:
            if (sc.kind, sc.value) in written:
                why = f"base {sc.text} is written inside the loop"
        for _, _, stride in a.counters:
            if not stride.is_imm and (stride.kind, stride.value) in written:
                why = f"stride {stride.text} is written inside the loop"
    terms = ", ".join(f"{name}*{stride.text}" for _, name, stride in a.counters)
    if why is None:
        key = tuple((s, stride.kind, stride.value) for s, _, stride in sorted(a.counters, key=lambda c: c[0]))
        if key not in keys:
            if not free:
                why = f"no AddrReg left (at most {MAX_AREGS} per VF)"
            else:
                keys[key] = free.pop(0)
                fn.aregs[keys[key]] = terms
        if why is None:
            op.addr_mode, op.areg = "areg", keys[key]
            remarks.append(AsmError(op.stmt.loc.at(a.col), f"address {a.text} uses AddrReg "
                                    f"a{op.areg} ({terms})", "generated by the hardware loops: no "
                                    "scalar cost", severity="remark"))
            return
    op.addr_mode = "scalar"
    op.addr_cost_terms = len(a.counters) + max(extra, 0)
    remarks.append(AsmError(op.stmt.loc.at(a.col), f"address {a.text} is computed by scalar "
                            f"instructions: {why}", "every execution pays scalar address "
                            "arithmetic", severity="remark"))
