"""UB addresses of the Reg API calls: element pointers in C++, bytes in the VF form. ``p + i *
rDimAlign`` on a ``float*`` is ``[p + i*s9]`` with ``s9 = rDimAlign*4`` computed once where the
compiler's loop-invariant code motion puts it (the VF's entry for parameters it never writes,
else in front of the outermost loop that does not change it), so the AddrReg analysis sees
``counter × loop-invariant stride``; base sums (``src + main * 64``) likewise, sharing products
and sub-sums. Post-update forms advance a pointer variable.
"""
from __future__ import annotations

from . import values as V
from .values import RT, Const, Ptr, Type


def _counters(lw) -> set:
    return {n for n, _ in lw.counters}


def invariant_reg(lw, atoms: tuple, coef: int, node) -> str:
    """``Π atoms × coef`` in a register (a scaled stride), hoisted like :func:`invariant_sum`."""
    where = _hoist_target(lw, atoms)
    key = (atoms, coef)
    hit = _hoisted(lw, key)
    if hit is not None:
        return hit
    reg, tag = _hoist_reg(lw, node, where, atoms)
    _product(lw, reg, atoms, coef, node, where)
    if tag is not None:
        lw.hoisted[key] = (reg, tag)
    return reg


def _hoisted(lw, key) -> str | None:
    """The register of a value computed earlier and still valid here, or None."""
    hit = lw.hoisted.get(key)
    if hit is not None and (hit[1] == "entry" or hit[1] is lw.prologue
                            or any(hit[1] is x.pre for x in lw.loops)):
        return hit[0]
    return None


def _hoist_reg(lw, node, where, atoms) -> tuple[str, object]:
    """A register for a value computed at ``where`` and the tag its cache entry keeps. A value
    of registers fixed since the VF's start (a top-level local never written, as ``halfA``)
    lives to the VF's end: the next loop nest reuses it, as a compiler keeps it."""
    if where is None:
        return lw.temp(node), None
    reg = lw.alloc_fresh(node, where)
    if where is not lw.prologue and all(lw.invariant.get(a) == 0 for a in atoms):
        lw.loops[0].regs.remove(reg)
        return reg, "entry"
    return reg, where


def _product(lw, reg, atoms, coef, node, where) -> None:
    if len(atoms) == 1:
        lw.emit("mul", [reg, atoms[0], f"#{coef}"], node, where=where)
        return
    for a, b in (atoms, atoms[::-1]):  # a scaled factor already in a register: one mul
        scaled = _hoisted(lw, ((a,), coef)) if coef != 1 else None
        if scaled is not None:
            lw.emit("mul", [reg, b, scaled], node, where=where)
            return
    lw.emit("mul", [reg, atoms[0], atoms[1]], node, where=where)
    if coef != 1:
        lw.emit("mul", [reg, reg, f"#{coef}"], node, where=where)


def _hoist_target(lw, atoms):
    """Where a value of these registers can be computed once: the VF's entry (parameters it
    never writes), before the outermost loop inside which none of them changes, or None."""
    depths = [lw.invariant.get(a) for a in atoms]
    if any(d is None for d in depths):
        return None
    if all(a in lw.param_regs for a in atoms):
        return lw.prologue
    if max(depths) < len(lw.loops):
        return lw.loops[max(depths)].pre
    return None


def invariant_sum(lw, terms: list, node) -> str:
    """The base ``Σ coef·Π regs`` of an address in one register (the compiler's hoisted base
    pointer, as ``add s21, src, s20`` in the hand-written tail_loop), computed where
    :func:`_hoist_target` says, or in place. Products are shared (``main*256`` once for the
    ``src`` and the ``dst`` base) and the first addition reads both sources, as a compiler's
    common-subexpression elimination and three-operand ``add`` give."""
    atoms = tuple(sorted({a for k, _ in terms for a in k}))
    where = _hoist_target(lw, atoms)
    key = ("sum", tuple(sorted(terms)))
    hit = _hoisted(lw, key)
    if hit is not None:
        return hit
    ops: list[tuple[int, str]] = []  # (sign, register)
    if len(terms) > 2:  # a sum of all terms but one computed already: one add more
        for t in sorted(terms):
            rest = tuple(sorted(x for x in terms if x != t))
            part = _hoisted(lw, ("sum", rest))
            if part is not None:
                k, coef = t
                one = len(k) == 1 and coef in (1, -1)
                ops = [(1, part), (coef if one else 1, k[0] if one else invariant_reg(lw, k, coef, node))]
                break
    for k, coef in ([] if ops else sorted(terms, key=lambda t: (t[1] < 0, t[0]))):
        if len(k) == 1 and coef in (1, -1):
            ops.append((coef, k[0]))
        else:
            ops.append((1, invariant_reg(lw, k, coef, node)))
    reg, tag = _hoist_reg(lw, node, where, atoms)
    if ops[0][0] < 0:  # every term negative: 0 - a - b …
        lw.emit("mov", [reg, "#0"], node, where=where)
        ops.insert(0, (1, reg))
    if len(ops) == 1:
        lw.emit("mov", [reg, ops[0][1]], node, where=where)
    else:
        (_, a), (sb, b) = ops[0], ops[1]
        lw.emit("add" if sb > 0 else "sub", [reg, a, b], node, where=where)
        for sg, r in ops[2:]:
            lw.emit("add" if sg > 0 else "sub", [reg, reg, r], node, where=where)
    if tag is not None:
        lw.hoisted[key] = (reg, tag)
    return reg


def invariant_value(lw, terms: list, const: int, node) -> str:
    """``Σ coef·Π regs + const`` in a register, hoisted like :func:`invariant_sum` (a host's
    loop-invariant tensor address such as ``sumTensor[rowOff]``)."""
    plain = len(terms) == 1 and terms[0][1] == 1 and len(terms[0][0]) == 1
    if not const:
        return terms[0][0][0] if plain else invariant_sum(lw, terms, node)
    atoms = tuple(sorted({a for k, _ in terms for a in k}))
    key = ("sum", tuple(sorted(terms + [((), const)])))
    hit = _hoisted(lw, key)
    if hit is not None:
        return hit
    base = terms[0][0][0] if plain else invariant_sum(lw, terms, node)
    where = _hoist_target(lw, atoms)
    reg, tag = _hoist_reg(lw, node, where, atoms)
    lw.emit("add", [reg, base, f"#{const}"], node, where=where)
    if tag is not None:
        lw.hoisted[key] = (reg, tag)
    return reg


def address(lw, p: Ptr, node) -> str:
    """The VF address text of a pointer value: ``[base + i*stride + j*256 + 64]``."""
    cnt = _counters(lw)
    parts: list[tuple[int, str]] = []
    scalars = []
    const = 0
    for key, coef in p.aff.terms.items():  # the C++ expression's order
        cs = [a for a in key if a in cnt]
        rs = [a for a in key if a not in cnt]
        if key == ():
            const = coef
        elif not cs:
            scalars.append((key, coef))
        elif len(key) == 1:
            parts.append((coef, f"{cs[0]}*{abs(coef)}"))
        elif len(cs) == 1:
            stride = rs[0] if coef == 1 else invariant_reg(lw, (rs[0],), coef, node)
            parts.append((1, f"{cs[0]}*{stride}"))
        else:
            t = lw.temp(node)
            _product(lw, t, tuple(cs), coef, node, None)
            parts.append((1, t))
    if len(scalars) == 1 and scalars[0][1] == 1 and len(scalars[0][0]) == 1:
        parts.insert(0, (1, scalars[0][0][0]))
    elif scalars:
        parts.insert(0, (1, invariant_sum(lw, scalars, node)))
    if const:
        parts.append((1 if const > 0 else -1, str(abs(const))))
    if not parts:
        return "[0]"
    text = ""
    for k, (sign, s) in enumerate(parts):
        if k == 0:
            text = s if sign > 0 else f"0 - {s}"
        else:
            text += f" + {s}" if sign > 0 else f" - {s}"
    return f"[{text}]"


def pointer(lw, node) -> Ptr:
    p = lw.ev(node)
    if not isinstance(p, Ptr):
        raise lw.err(node, f"expected a __ubuf__ pointer, got '{lw.txt(node)}'")
    return p


def pointer_reg(lw, node) -> str:
    p = pointer(lw, node)
    reg = p.aff.single()
    if reg is None or not reg.startswith("s"):
        raise lw.err(node, "a post-update address is a pointer variable",
                     "declare it: __ubuf__ float* p = src; then LoadAlign<…, POST_MODE_UPDATE>(v, p, 64)")
    return reg


def post_operands(lw, ptr_node, stride_node, ty: Type, node) -> tuple[str, list]:
    """A post-update access: ``[sP]`` and the operands after it — ``#stride·sizeof(T)`` for a
    constant stride (the stride is in elements); a run-time stride has no immediate form, so
    the pointer is advanced by a scalar ``add`` after the access (:func:`_emit_post`)."""
    stride = lw.ev(stride_node)
    reg = pointer_reg(lw, ptr_node)
    if isinstance(stride, Const):
        return f"[{reg}]", [f"#{int(stride.value) * V.SIZEOF[ty.name]}"]
    if not isinstance(stride, RT) or stride.type.is_float:
        raise lw.err(stride_node, "the post-update stride must be an integer")
    one, size = stride.aff.single(), V.SIZEOF[ty.name]
    if one is not None and one not in _counters(lw):  # a register: scaled once, if invariant
        step = one if size == 1 else invariant_reg(lw, (one,), size, node)
    else:
        step = lw.operand(RT(stride.aff.scale(size), stride.type), node)
    return f"[{reg}]", [("add", [reg, reg, step])]


def emit_post(lw, mn, ops: list, tail: list, node, addr) -> None:
    """Emit a post-update access: ``tail`` is its immediate, or the scalar add to run after."""
    if tail and isinstance(tail[0], tuple):
        lw.emit(mn, ops, node, addr=addr)
        lw.emit(tail[0][0], tail[0][1], node)
    else:
        lw.emit(mn, ops + tail, node, addr=addr)
