"""The structured form of a VF body: loops (``loop``/``for``), ``if``/``else`` and operations,
parsed from statements once; then compiled to a flat list of steps with resolved jumps, so the run
loop is ``pc = ops[pc]()`` like the Arm core's.
"""
from __future__ import annotations

import attrs

from isa.asm.limits import MAX_VF_NESTING

from isa.asm.diag import AsmError

from .operands import Scalar, Scope, expect, scalar
from .spec import OpSpec
from .table import decode

CTYPES = ("u16", "u32", "s32")


@attrs.define(eq=False)
class Loop:
    stmt: object
    name: str
    slot: int
    kind: str  # "loop" (u16, 0, +1 by construction) or "for"
    ctype: str
    start: Scalar
    end: Scalar
    step: Scalar
    body: list = attrs.field(factory=list)
    level: int = 1
    hw: bool = True
    reasons: list = attrs.field(factory=list)


@attrs.define(eq=False)
class If:
    stmt: object
    cond: Scalar
    then: list = attrs.field(factory=list)
    other: list = attrs.field(factory=list)
    in_else: bool = False


@attrs.define(eq=False)
class Function:
    name: str
    params: list[str]
    stmt: object
    body: list = attrs.field(factory=list)
    aregs: dict = attrs.field(factory=dict)  # AddrReg index -> description
    ptypes: dict = attrs.field(factory=dict)  # parameter -> VF type or "ptr" (Ascend C sources)
    syntax: str = "vf"  # the source language: "vf" (.vf.s) or "cpp" (Ascend C), for remark hints
    host: bool = False  # scalar code that launches VFs (an Ascend C __aicore__ function)
    calls: list = attrs.field(factory=list)  # host: the VF instances it launches


class SlotAllocator:
    def __init__(self) -> None:
        self.n = 0
        self.names: list[str] = []

    def new(self, name: str) -> int:
        self.names.append(name)
        self.n += 1
        return self.n - 1


def parse_body(fn: Function, stmts, scope: Scope, slots: SlotAllocator, errors: list[AsmError],
               allow_call: bool) -> None:
    """Fill ``fn.body`` from statements; errors are collected and parsing goes on."""
    stack: list = []  # open Loop / If nodes

    def target() -> list:
        if not stack:
            return fn.body
        top = stack[-1]
        if isinstance(top, Loop):
            return top.body
        return top.other if top.in_else else top.then

    overflow = 0  # blocks opened beyond MAX_VF_NESTING: reported once, then skipped
    for st in stmts:
        base, *parts = st.mnemonic.split(".")
        if base in ("loop", "for", "if") and (overflow or len(stack) >= MAX_VF_NESTING):
            if not overflow:
                errors.append(st.error(f"blocks nested too deeply (more than {MAX_VF_NESTING} "
                                       "loop/for/if levels)", st.loc.col,
                                       "move the inner part into its own VF"))
            overflow += 1
            continue
        if overflow and base in ("endloop", "endfor", "endif"):
            overflow -= 1
            continue
        try:
            if base in ("loop", "for"):
                stack.append(_open_loop(st, base, parts, scope, slots, len([s for s in stack if isinstance(s, Loop)]) + 1))
                scope.counters.append((stack[-1].name, stack[-1].slot))
            elif base in ("endloop", "endfor"):
                want = "loop" if base == "endloop" else "for"
                if not stack or not isinstance(stack[-1], Loop) or stack[-1].kind != want:
                    raise st.error(f"'{base}' without a matching '{want}'", st.loc.col,
                                   "loops close with endloop, for with endfor, if with endif")
                node = stack.pop()
                scope.counters.pop()
                target().append(node)
            elif base == "if":
                expect(st, 1, "if sreg")
                stack.append(If(st, scalar(st, st.operands[0], scope)))
            elif base == "else":
                if not stack or not isinstance(stack[-1], If) or stack[-1].in_else:
                    raise st.error("'else' without a matching 'if'", st.loc.col)
                stack[-1].in_else = True
            elif base == "endif":
                if not stack or not isinstance(stack[-1], If):
                    raise st.error("'endif' without a matching 'if'", st.loc.col)
                node = stack.pop()
                target().append(node)
            else:
                spec = decode(st, scope)
                if spec.kind == "call" and not allow_call:
                    raise st.error("vfcall is only allowed in .entry", st.loc.col,
                                   "a VF cannot call another VF")
                if spec.kind != "call" and allow_call and spec.klass not in ("scalar",):
                    raise st.error(f"'{st.mnemonic}' is a VF instruction; .entry runs scalar code "
                                   "and vfcall", st.loc.col, "put it in a .vf function")
                target().append(spec)
        except AsmError as e:
            errors.append(e)
    for node in reversed(stack):
        what = "loop" if isinstance(node, Loop) else "if"
        closer = {"loop": "endloop", "for": "endfor"}.get(getattr(node, "kind", ""), "endif")
        errors.append(node.stmt.error(f"unterminated '{what}'", node.stmt.loc.col,
                                      f"close it with {closer} before .endvf"))


def _open_loop(st, base, parts, scope, slots, level) -> Loop:
    if base == "loop":
        if parts:
            raise st.error("loop has no suffix (it is always u16 from 0 step 1)", st.loc.col,
                           "use for.TYPE for other counters")
        ops = expect(st, 2, "loop NAME, BOUND")
        name = ops[0].text.strip()
        _check_name(st, ops[0], scope)
        return Loop(st, name, slots.new(name), "loop", "u16", Scalar("imm", 0, "0"),
                    scalar(st, ops[1], scope), Scalar("imm", 1, "1"), level=level)
    if not parts or parts[0] not in CTYPES:
        raise st.error("for needs a counter type suffix", st.loc.col, "for.u16, for.u32 or for.s32")
    ops = expect(st, 4, f"for.{parts[0]} NAME, START, END, STEP")
    name = ops[0].text.strip()
    _check_name(st, ops[0], scope)
    step = scalar(st, ops[3], scope)
    if step.is_imm and step.value == 0:
        raise st.error("for step is 0 (the loop would never end)", ops[3].col)
    return Loop(st, name, slots.new(name), "for", parts[0], scalar(st, ops[1], scope),
                scalar(st, ops[2], scope), step, level=level)


def _check_name(st, op, scope) -> None:
    import re

    name = op.text.strip()
    if not re.match(r"^[A-Za-z_][\w]*$", name) or re.match(r"^[vmas]\d+$", name, re.I):
        raise st.error(f"bad loop counter name '{name}'", op.col, "a name such as i, j, row")
    if name in scope.params or any(n == name for n, _ in scope.counters):
        raise st.error(f"loop counter '{name}' shadows a parameter or an enclosing counter", op.col)


# ---------------------------------------------------------------- compile to flat steps
def compile_body(body: list, out: list) -> None:
    """Append steps: ("op", spec) ("linit", loop, exit) ("lend", loop, start) ("if", node, else)
    ("jmp", target) ("call", spec). Jump targets are patched in place."""
    for node in body:
        if isinstance(node, OpSpec):
            out.append(["call" if node.kind == "call" else "op", node])
        elif isinstance(node, Loop):
            init = ["linit", node, None]
            out.append(init)
            start = len(out)
            compile_body(node.body, out)
            out.append(["lend", node, start])
            init[2] = len(out)
        elif isinstance(node, If):
            head = ["if", node, None]
            out.append(head)
            compile_body(node.then, out)
            if node.other:
                jmp = ["jmp", None]
                out.append(jmp)
                head[2] = len(out)
                compile_body(node.other, out)
                jmp[1] = len(out)
            else:
                head[2] = len(out)


def walk_ops(body: list):
    """Every OpSpec in a body, depth first."""
    for node in body:
        if isinstance(node, OpSpec):
            yield node
        elif isinstance(node, Loop):
            yield from walk_ops(node.body)
        elif isinstance(node, If):
            yield from walk_ops(node.then)
            yield from walk_ops(node.other)
