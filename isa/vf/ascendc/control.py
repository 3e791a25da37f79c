"""Control flow of the VF subset: ``for`` loops become :class:`Loop` nodes (the classifier
then decides hardware or software loop from the C++ counter type, start, step, bound and body,
exactly as for ``for.u16``), ``#pragma unroll N`` is applied as the compiler applies it, a
runtime ``if`` becomes :class:`If`, and ``if constexpr`` / constant conditions are folded.
"""
from __future__ import annotations

from isa.asm.diag import AsmError
from isa.asm.lexer import Operand, Statement
from isa.vf.operands import scalar
from isa.vf.structure import CTYPES, If, Loop

from . import values as V
from .expr import Var
from .values import RT, Aff, Const, Type

LOOP_CTYPE = {"uint16_t": "u16", "uint32_t": "u32", "int32_t": "s32", "int": "s32",
              "unsigned": "u32"}


class LoopFrame:
    """An open C++ loop: its node, the body it goes into, the loop-invariant instructions
    hoisted in front of it, the emission tick at its start and the registers those hold."""

    __slots__ = ("lp", "parent", "pre", "tick", "regs")

    def __init__(self, lp, parent, tick):
        self.lp, self.parent, self.pre, self.tick, self.regs = lp, parent, [], tick, []


class ControlMixin:
    """Loops and branches for :class:`isa.vf.ascendc.lower.Lowerer`."""

    def for_loop(self, s) -> None:
        init, cond = s.child_by_field_name("initializer"), s.child_by_field_name("condition")
        upd, body = s.child_by_field_name("update"), s.child_by_field_name("body")
        if init is None or init.type != "declaration" or cond is None or upd is None:
            raise self.unsupported(s, "a for loop without `TYPE i = START; i < BOUND; i++` form")
        ty = self.type_of(init.child_by_field_name("type"))
        ctype = LOOP_CTYPE.get(ty.name)
        if ctype not in CTYPES:
            raise self.err(init, f"loop counter type {ty} is not in the subset",
                           "uint16_t (hardware loops), uint32_t or int32_t")
        dc = init.child_by_field_name("declarator")
        if dc is None or dc.type != "init_declarator":
            raise self.err(init, "the loop counter needs a start value", "uint16_t i = 0")
        cname = self.txt(dc.child_by_field_name("declarator"))
        start = self.ev(dc.child_by_field_name("value"))
        step = self.step_of(upd, cname)
        bound = self.bound_of(cond, cname, step)
        unroll = self.unroll_of(s)
        if unroll > 1 and isinstance(start, Const) and start.value == 0 and step == 1:
            self.unrolled(s, cname, ty, ctype, bound, body, unroll)
            return
        if unroll > 1:
            self.remarks.append(AsmError(self.here(s), f"'#pragma unroll {unroll}' is not applied: "
                                         "the loop does not count from 0 by 1", severity="warning"))

        def lower_body():
            self.scopes[-1][cname] = Var(self.counters[-1][0], ty, counter=True)
            self.stmt(body)
        self.loop(s, cname, ctype, start, bound, step, lower_body)

    def loop(self, s, cname: str, ctype: str, start, bound, step: int, lower_body) -> Loop:
        """One loop node around ``lower_body()`` (run with the loop's counter pushed)."""
        vfname = cname
        k = 1
        taken = {n for n, _ in self.counters}
        while vfname in taken or vfname[:1] in "vmasu" and vfname[1:].isdigit():
            vfname, k = f"{cname}_{k}", k + 1
        loc = self.here(s)
        st = Statement(loc, (), "for", (), "", loc.col)
        ops = [self.operand(x, s) for x in (start, bound, Const(step, Type("int")))]
        sc = [scalar(st, Operand(o, loc.col), self.dscope) for o in ops]
        level = len(self.loops) + 1
        if level > 8:
            raise self.err(s, "loops nested more than 8 deep", "split the VF")
        lp = Loop(st, vfname, self.slots.new(vfname), "for", ctype, sc[0], sc[1], sc[2], level=level)
        self.counters.append((vfname, lp.slot))
        parent = self.bodies[-1]
        frame = LoopFrame(lp, parent, self.tick)
        self.loops.append(frame)
        self.bodies.append(lp.body)
        self.push_scope()
        self.regions.append(self.scope_regs[-1])
        self.runtime_depth += 1
        try:
            lower_body()
        finally:
            self.runtime_depth -= 1
            self.regions.pop()
            self.pop_scope()
            self.bodies.pop()
            self.loops.pop()
            self.counters.pop()
        parent.extend(frame.pre)
        parent.append(lp)
        for r in frame.regs:
            self.release("s", r)
        return lp

    def unroll_of(self, s) -> int:
        """N of a ``#pragma unroll N`` right before the loop (blank lines between allowed)."""
        row = s.start_point[0] - 1
        while row >= 0:
            if row in self.src.unrolls:
                return self.src.unrolls[row]
            if self.src.lines[row].strip():
                return 0
            row -= 1
        return 0

    def unrolled(self, s, cname, ty, ctype, bound, body, n: int) -> None:
        """``#pragma unroll n`` as the compiler does it: a loop of bound/n trips running n
        copies of the body (counter i = trip·n + k, so addresses stay affine and each copy's
        block-local registers are its own), then a loop over the bound % n remaining ones."""
        if isinstance(bound, Const):
            trips, rest = Const(int(bound.value) // n, bound.type), Const(int(bound.value) % n, bound.type)
        else:
            trips = self.arith("/", bound, Const(n, Type("int")), s)
            rest = self.arith("%", bound, Const(n, Type("int")), s)
            self.invariant[trips.aff.single()] = len(self.loops)

        def copies():
            trip = Aff.atom(self.counters[-1][0]).scale(n)
            for k in range(n):
                self.push_scope()
                try:
                    self.scopes[-1][cname] = RT(trip + Aff.const(k), ty)
                    self.stmt(body)
                finally:
                    self.pop_scope()

        def remainder():
            done = V.aff_of(trips).scale(n)
            self.scopes[-1][cname] = RT(done + Aff.atom(self.counters[-1][0]), ty)
            self.stmt(body)
        # the counters are named for what they count: trips of n, then the remaining ones
        self.loop(s, f"{cname}_x{n}", ctype, Const(0, Type("int")), trips, 1, copies)
        self.loop(s, f"{cname}_rest", ctype, Const(0, Type("int")), rest, 1, remainder)

    def step_of(self, upd, cname) -> int:
        t = upd.type
        if t == "update_expression":
            arg = upd.child_by_field_name("argument")
            if self.txt(arg) == cname:
                return 1 if self.txt(upd.child_by_field_name("operator")) == "++" else -1
        if t == "assignment_expression" and self.txt(upd.child_by_field_name("left")) == cname:
            op = self.txt(upd.child_by_field_name("operator"))
            right = upd.child_by_field_name("right")
            if op in ("+=", "-="):
                v = self.ev(right)
                if isinstance(v, Const) and not isinstance(v.value, float) and v.value:
                    return int(v.value) if op == "+=" else -int(v.value)
            if op == "=" and right.type == "binary_expression":
                left = right.child_by_field_name("left")
                o2 = self.txt(right.child_by_field_name("operator"))
                v = self.ev(right.child_by_field_name("right"))
                if self.txt(left) == cname and o2 in "+-" and isinstance(v, Const) and v.value:
                    return int(v.value) * (1 if o2 == "+" else -1)
        raise self.unsupported(upd, "this loop update (use i++, i--, i += CONST)")

    def bound_of(self, cond, cname, step):
        if cond.type != "binary_expression":
            raise self.unsupported(cond, "this loop condition (use i < BOUND)")
        op = self.txt(cond.child_by_field_name("operator"))
        left, right = cond.child_by_field_name("left"), cond.child_by_field_name("right")
        if self.txt(right) == cname and self.txt(left) != cname:
            left, right = right, left
            op = {"<": ">", ">": "<", "<=": ">=", ">=": "<=", "!=": "!="}.get(op, op)
        if self.txt(left) != cname:
            raise self.unsupported(cond, "a loop condition that does not test the counter")
        b = self.ev(right)
        if not isinstance(b, (Const, RT)) or (isinstance(b, Const) and isinstance(b.value, float)):
            raise self.err(right, "the loop bound must be an integer")
        want = {"<": 1, "!=": 0, "<=": 1, ">": -1, ">=": -1}.get(op)
        if want is None or (want and (step > 0) != (want > 0)):
            raise self.unsupported(cond, f"the loop condition '{op}' with step {step}")
        if op == "<=":
            b = self.arith("+", b, Const(1, Type("int")), cond)
        elif op == ">=":
            b = self.arith("-", b, Const(1, Type("int")), cond)
        return b

    def if_stmt(self, s) -> None:
        is_constexpr = any(c.type == "constexpr" or self.txt(c) == "constexpr" for c in s.children
                           if not c.is_named)
        cond_node = s.child_by_field_name("condition")
        inner = cond_node.named_children[-1] if cond_node.named_children else cond_node
        cons, alt = s.child_by_field_name("consequence"), s.child_by_field_name("alternative")
        if alt is not None and alt.type == "else_clause":
            alt = alt.named_children[0] if alt.named_children else None
        c = self.ev(inner)
        if isinstance(c, Const):
            branch = cons if c.value else alt
            if branch is not None:
                self.branch_scope(branch)
            return
        if is_constexpr:
            raise self.err(inner, "if constexpr needs a constant condition")
        if not isinstance(c, RT):
            raise self.err(inner, "an if condition must be a scalar")
        loc = self.here(s)
        st = Statement(loc, (), "if", (), "", loc.col)
        node = If(st, scalar(st, Operand(self.operand(c, inner), loc.col), self.dscope))
        self.runtime_depth += 1
        try:
            self.bodies.append(node.then)
            try:
                self.branch_scope(cons, region=True)
            finally:
                self.bodies.pop()
            if alt is not None:
                self.bodies.append(node.other)
                try:
                    self.branch_scope(alt, region=True)
                finally:
                    self.bodies.pop()
        finally:
            self.runtime_depth -= 1
        self.bodies[-1].append(node)

    def branch_scope(self, s, region: bool = False) -> None:
        """Lower a branch in its own block scope; ``region``: a branch taken at run time, so
        values computed in it are not reused after it (:meth:`HostMixin.host_operand`)."""
        self.push_scope()
        if region:
            self.regions.append(self.scope_regs[-1])
        try:
            self.block([s] if s.type != "compound_statement" else s.named_children)
        finally:
            if region:
                self.regions.pop()
            self.pop_scope()
