"""Lower one instantiation of a ``__simd_vf__`` function to the structured VF form the ``.vf.s``
assembler builds (:mod:`isa.vf.structure`): ``for`` loops become :class:`Loop` nodes (the
classifier then decides hardware or software loop from the C++ counter type, start, step, bound
and body, exactly as for ``for.u16``), runtime ``if`` becomes :class:`If`, and every Reg API call
becomes one VF instruction decoded by the same table the assembler uses, located at its C++
line. ``if constexpr`` and constant conditions are folded; helpers are inlined.
"""
from __future__ import annotations

import re

import attrs

from isa.asm.diag import AsmError
from isa.asm.lexer import Operand, Statement
from isa.vf.operands import Scope, scalar
from isa.vf.structure import CTYPES, Function, If, Loop
from isa.vf.table import decode

from . import values as V
from .calls import CallMixin
from .expr import ExprMixin, Var
from .host import HostMixin
from .records import RecordMixin
from .scalars import type_range
from .values import RT, Aff, Const, Enum, Ptr, Record, Reg, Type

LOOP_CTYPE = {"uint16_t": "u16", "uint32_t": "u32", "int32_t": "s32", "int": "s32",
              "unsigned": "u32"}
_SREG = re.compile(r"\bs(\d+)\b")


class LoopFrame:
    """An open C++ loop: its node, the body it goes into, the loop-invariant instructions
    hoisted in front of it, the emission tick at its start and the registers those hold."""

    __slots__ = ("lp", "parent", "pre", "tick", "regs")

    def __init__(self, lp, parent, tick):
        self.lp, self.parent, self.pre, self.tick, self.regs = lp, parent, [], tick, []


COUNT = {"s": 32, "v": 32, "m": 8, "a": 8}
MAX_OPS = 20_000


class Lowerer(HostMixin, CallMixin, RecordMixin, ExprMixin):
    last_node = None

    def __init__(self, decls, macros, slots):
        self.decls, self.macros, self.slots = decls, macros, slots
        self.const_cache: dict = {}
        self.ranges: dict = {}
        self.evaluating: set = set()
        self.local_using: list = []
        self.scopes: list = [{}]
        self.ns: tuple = ()
        self.src = None

    # ------------------------------------------------------------ instantiation
    def instantiate(self, fd, targs: list, name: str, host: bool = False) -> Function:
        """Lower VF ``fd`` (or, ``host``, a host function that launches VFs: then
        ``self.calls`` names the VF instances it calls)."""
        self.src, self.ns = fd.src, fd.ns
        self.host = host
        self.calls: list = []
        self.host_cse: dict = {}  # host code: argument values computed in a region (host_operand)
        self.regions: list = []  # scopes of the open loop bodies and run-time branches
        self.free = {k: list(range(n)) for k, n in COUNT.items()}
        self.ever_used: set = set()
        self.frames: list = [[]]  # temporaries per statement
        self.scope_regs: list = [[]]
        self.counters: list = []  # (vf name, slot) for the decoder's scope
        self.loops: list[LoopFrame] = []
        self.tick = 0
        self.last_use: dict = {}  # scalar register number -> tick of its last mention
        self.bodies: list = []
        self.hoisted: dict = {}
        self.invariant: dict = {}  # register -> loop depth where it got its final value
        self.param_regs: set = set()  # parameters the VF never writes
        self.ranges: dict = {}  # register -> (lo, hi) of the value it keeps (range_of)
        # loop-invariant values of parameters, computed once: in front of the first top-level
        # statement that needs one (so mask setup before the first loop goes first, as in
        # the hand-written tail_loop.vf.s)
        self.prologue: list = []
        self.prologue_at: int | None = None
        self.runtime_depth = 0
        self.depth = 0
        self.inlined: list = []
        self.ret = None
        self.done = False
        self.local_using = []
        self.remarks: list = []  # warnings found while lowering (a pragma not applied)
        self.dscope = Scope({}, lambda n: None)
        self.dscope.counters = self.counters
        tb = self.bind_targs(fd, targs, [], fd.node)
        loc = self.src.loc(fd.node.start_byte, fd.node.start_point)
        head = Statement(loc, (), ".vf", (), name, loc.col)
        fn = Function(name, [p.name for p in fd.params], head, syntax="cpp", host=host)
        self.assigned = self.assigned_names(fd.body)
        scope: dict = dict(tb)
        self.scopes = [scope]
        for i, p in enumerate(fd.params):
            ty = self.param_type(p)
            if (p.ref and not (host and ty.name == "ptr")) or ty.name in ("RegTensor", "MaskReg", "AddrReg"):
                raise self.err(p.node, f"VF parameter '{p.name}' is {ty}{'&' * p.ref}",
                               "a VF takes __ubuf__ pointers and scalars")
            reg = self.alloc("s", p.node)
            scope[p.name] = Var(reg, ty)
            fn.ptypes[p.name] = "ptr" if ty.name == "ptr" else V.VF_TYPE.get(ty.name, "s64")
            if p.name not in self.assigned:
                self.invariant[reg] = 0
                self.param_regs.add(reg)
                r = type_range(ty) if ty.is_scalar else None
                if r is not None:
                    self.ranges[reg] = r
        self.bodies = [fn.body]
        self.block(fd.body.named_children)
        at = self.prologue_at or 0
        fn.body[at:at] = self.prologue
        return fn

    def param_type(self, p) -> Type:
        ty = self.type_of(p.type_node)
        return Type("ptr", ty) if p.ptr else ty

    def bind_targs(self, fd, targs, args, node) -> dict:
        out = {}
        for k, (kind, name, default) in enumerate(fd.tparams):
            if k < len(targs):
                out[name] = targs[k]
            elif default is not None:
                out[name] = self.targ(default) if kind == "type" else self.ev(default)
        return out

    # ------------------------------------------------------------ registers
    def alloc(self, kind: str, node) -> str | int:
        if not self.free[kind]:
            what = {"s": "scalar registers (parameters, locals and temporaries)",
                    "v": "RegTensors", "m": "MaskRegs", "a": "AddrRegs"}[kind]
            raise self.err(node, f"more than {COUNT[kind]} {what} live at once",
                           "declare registers in inner blocks so they are freed, or split the VF")
        n = self.free[kind].pop(0)
        if kind == "s":
            self.ever_used.add(n)
        return f"s{n}" if kind == "s" else n

    def alloc_fresh(self, node, where) -> str:
        """A scalar register for a value computed earlier in program order (hoisted to the
        VF's entry or in front of a loop): one no instruction lowered since that point has
        used, so the value survives to its uses; freed when the loop closes."""
        frame = next((f for f in self.loops if f.pre is where), None)
        since = frame.tick if frame is not None else -1
        fresh = [n for n in self.free["s"] if self.last_use.get(n, -2) < since
                 or (frame is None and n not in self.ever_used)]
        if not fresh:
            raise self.err(node, "no scalar register left for a loop-invariant address term",
                           "fewer live scalars, or split the VF")
        n = fresh[-1]
        self.free["s"].remove(n)
        self.ever_used.add(n)
        if frame is not None:
            frame.regs.append(f"s{n}")
        return f"s{n}"

    def release(self, kind: str, n) -> None:
        if kind == "s":
            # a freed register's next value is a new one: no longer loop-invariant, and no
            # value computed from it is valid any more
            self.invariant.pop(str(n), None)
            for key in [k for k in self.hoisted if str(n) in _atoms(k)]:
                del self.hoisted[key]
            self.ranges.pop(str(n), None)
            self.param_regs.discard(str(n))
            n = int(str(n)[1:])
        if n not in self.free[kind]:
            self.free[kind].append(n)
            self.free[kind].sort()

    def temp(self, node) -> str:
        r = self.alloc("s", node)
        self.frames[-1].append(r)
        return r

    # ------------------------------------------------------------ emission
    def emit(self, mn: str, ops: list[str], node, addr: tuple | None = None, where=None):
        """Decode one VF instruction at the C++ node's location and append it. ``addr``:
        (operand index, C++ text, node) of the address operand, whose remarks then name the C++
        expression at its column."""
        loc = self.here(node)
        cols = [loc.col] * len(ops)
        if addr is not None:
            cols[addr[0]] = self.src.loc(addr[2].start_byte, addr[2].start_point).col
        st = Statement(loc, (), mn, tuple(Operand(o, c) for o, c in zip(ops, cols)),
                       ", ".join(ops), loc.col)
        spec = decode(st, self.dscope)
        self.tick += 1
        if self.tick > MAX_OPS:  # nested unrolling and inlining multiply: keep it bounded
            raise self.err(node, f"the VF is more than {MAX_OPS} instructions after unrolling "
                           "and inlining", "unroll less, or split the VF")
        for o in ops:
            for m in _SREG.finditer(o):
                self.last_use[int(m.group(1))] = self.tick
        if addr is not None and spec.addr is not None:
            spec.addr = attrs.evolve(spec.addr, text=addr[1])
        if where is self.prologue and where is not None:
            top = len(self.bodies[0])
            self.prologue_at = top if self.prologue_at is None else min(self.prologue_at, top)
        (where if where is not None else self.bodies[-1]).append(spec)
        return spec

    def here(self, node):
        """The location of ``node``, noting the call sites it was inlined through."""
        loc = self.src.loc(node.start_byte, node.start_point)
        if self.inlined:
            loc = attrs.evolve(loc, notes=tuple(reversed(self.inlined)))
        return loc

    # ------------------------------------------------------------ statements
    def block(self, stmts) -> None:
        for s in stmts:
            if self.done:
                return
            self.frames.append([])
            try:
                self.stmt(s)
            finally:
                for r in self.frames.pop():
                    self.release("s", r)

    def push_scope(self):
        self.scopes.append({})
        self.scope_regs.append([])

    def pop_scope(self):
        self.scopes.pop()
        for kind, n in self.scope_regs.pop():
            self.release(kind, n)

    def stmt(self, s) -> None:
        self.last_node = s
        t = s.type
        if t in ("comment", "empty_statement", ";"):
            return
        if t == "compound_statement":
            self.push_scope()
            try:
                self.block(s.named_children)
            finally:
                self.pop_scope()
        elif t == "declaration":
            self.declaration(s)
        elif t == "expression_statement":
            if s.named_children:
                self.ev(s.named_children[0])
        elif t == "for_statement":
            self.for_loop(s)
        elif t == "if_statement":
            self.if_stmt(s)
        elif t == "return_statement":
            if self.runtime_depth:
                raise self.unsupported(s, "return inside a runtime loop or if")
            self.ret = self.ev(s.named_children[0]) if s.named_children else None
            self.done = True
        elif t == "using_declaration":
            txt = self.txt(s).replace(" ", "")
            if txt.startswith("usingnamespace"):
                self.local_using.append(tuple(p for p in txt[14:].rstrip(";").split("::") if p))
        elif t in ("alias_declaration", "type_definition", "static_assert_declaration"):
            if t == "alias_declaration":
                self.scopes[-1][self.txt(s.child_by_field_name("name"))] = self.type_of(s.child_by_field_name("type"))
        elif t == "ERROR":
            raise self.err(s, f"cannot parse this C++: '{self.txt(s)[:40]}'")
        else:
            what = {"while_statement": "a while loop", "do_statement": "a do-while loop",
                    "switch_statement": "switch", "break_statement": "break",
                    "continue_statement": "continue", "goto_statement": "goto",
                    "labeled_statement": "a label", "try_statement": "try"}.get(t, t)
            raise self.unsupported(s, f"{what}")

    def declaration(self, s) -> None:
        ty_node = s.child_by_field_name("type")
        ty = self.type_of(ty_node)
        quals = {self.txt(c) for c in s.children if c.type == "type_qualifier"}
        const = bool(quals & {"constexpr", "const"})
        constexpr = "constexpr" in quals
        for dc in s.children_by_field_name("declarator"):
            init = None
            d = dc
            if dc.type == "init_declarator":
                init = dc.child_by_field_name("value")
                d = dc.child_by_field_name("declarator")
            ptr = False
            while d.type in ("pointer_declarator", "reference_declarator"):
                if d.type == "reference_declarator":
                    raise self.unsupported(d, "a local reference")
                ptr = True
                d = d.child_by_field_name("declarator") or d.named_children[-1]
            if d.type != "identifier":
                raise self.unsupported(d, f"the declarator '{self.txt(d)}'")
            name = self.txt(d)
            vty = Type("ptr", ty) if ptr else ty
            val = self.local(name, vty, init, const, dc)
            if constexpr and not isinstance(val, (Const, Record, Enum, Type)):
                raise self.err(dc, f"constexpr '{name}' is not initialised with a constant")
            self.scopes[-1][name] = val

    def local(self, name, ty: Type, init, const: bool, node):
        if ty.name in ("RegTensor", "MaskReg", "AddrReg"):
            kind = {"RegTensor": "v", "MaskReg": "m", "AddrReg": "a"}[ty.name]
            reg = Reg(kind, self.alloc(kind, node), ty.elem)
            self.scope_regs[-1].append((kind, reg.n))
            if init is not None:
                self.assign_to(reg, init, node)
            return reg
        val = self.init_value_node(ty, init, node)
        if isinstance(val, (Const, Record, Enum, Type)) and (const or name not in self.assigned):
            return val
        if isinstance(val, (Record, Enum, Type)):
            raise self.unsupported(node, f"a modifiable {ty}")
        if ty.name == "auto":
            ty = self.type_of_value(val, node) if val is not None else Type("int")
        reg = None
        if isinstance(val, (RT, Ptr)) and name not in self.assigned:
            # never written: the local names its value (SSA), so `uint32_t off = i * stride;`
            # keeps the affine shape the AddrReg analysis needs — when every register in it
            # keeps its value (loop counters do within their loop, which encloses this block)
            counters = {n for n, _ in self.counters}
            atoms = {a for k in val.aff.terms for a in k}
            if atoms and all(a in counters or a in self.invariant for a in atoms):
                return val
        if val is not None and name not in self.assigned and not isinstance(val, Const):
            one = val.aff.single()
            if one is not None and (one in self.frames[-1] or one in self.invariant):
                if one in self.frames[-1]:  # adopt the temporary that holds the value
                    self.frames[-1].remove(one)
                    self.scope_regs[-1].append(("s", one))
                    self.invariant[one] = len(self.loops)
                return Var(one, ty)
        reg = self.alloc("s", node)
        self.scope_regs[-1].append(("s", reg))
        if val is not None:
            self.store(reg, val, ty, node)
        if name not in self.assigned:
            self.invariant[reg] = len(self.loops)
        return Var(reg, ty)

    def store(self, reg: str, val, ty: Type, node) -> None:
        self.ranges.pop(reg, None)  # the register gets a new value
        if isinstance(val, Const):
            if isinstance(val.value, float) and not ty.is_float:
                val = V.convert(val, ty)
            self.emit("mov", [reg, self.operand(val, node)], node)
            return
        if isinstance(val, (RT, Ptr)):
            if isinstance(val, RT) and val.type.is_float and not ty.is_float:
                raise self.unsupported(node, "a float-to-integer conversion at run time")
            if val.aff.single() == reg:
                return
            if val.aff.single() is not None or val.aff.is_const:
                self.emit("mov", [reg, self.operand(val, node)], node)
            else:
                self.materialize_into(reg, val.aff, node)
            return
        raise self.err(node, f"cannot store {type(val).__name__} in a scalar")

    # ------------------------------------------------------------ assignment
    def lvalue(self, node):
        name = " ".join(self.txt(node).split())
        b = self.binding(name) if node.type == "identifier" else None
        if b is None:
            raise self.unsupported(node, f"assigning to '{self.txt(node)}'")
        if isinstance(b, (Const, Record)):
            raise self.err(node, f"'{name}' is a constant here",
                           "tilesim folds locals that are never assigned; this one is const")
        return b

    def assign(self, node):
        op = self.txt(node.child_by_field_name("operator"))
        target = self.lvalue(node.child_by_field_name("left"))
        right = node.child_by_field_name("right")
        if isinstance(target, Reg):
            if op != "=":
                raise self.unsupported(node, f"'{op}' on a register")
            self.assign_to(target, right, node)
            return target
        val = self.ev(right)
        if op != "=":
            cur = self.read(target)
            val = self.arith(op[:-1], cur, val, node)
        self.write(target, val, node)
        return self.read(target)

    def write(self, target: Var, val, node) -> None:
        if target.counter:
            self.emit("mov", [target.reg, self.operand(val, node)], node)
            return
        if isinstance(val, Const) and target.type.is_scalar and not target.type.is_float:
            val = V.convert(val, target.type)
        self.store(target.reg, val, target.type, node)

    def update(self, node):
        target = self.lvalue(node.child_by_field_name("argument"))
        op = self.txt(node.child_by_field_name("operator"))
        if not isinstance(target, Var):
            raise self.unsupported(node, f"'{op}' on this")
        val = self.arith("+" if op == "++" else "-", self.read(target), Const(1, Type("int")), node)
        self.write(target, val, node)
        return self.read(target)

    def assign_to(self, reg: Reg, expr, node) -> None:
        if expr.type == "call_expression":
            self.call(expr, dst=reg)
            return
        src = self.ev(expr)
        if isinstance(src, Reg) and src.kind == reg.kind == "m":
            if src.n != reg.n:
                self.emit("pmov", [f"m{reg.n}", f"m{src.n}"], node)
            return
        raise self.unsupported(node, f"assigning {type(src).__name__} to a {reg.kind}-register "
                               "(RegTensor copies are not in the subset)")

    # ------------------------------------------------------------ control flow
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


def _atoms(key) -> set:
    """The registers a hoisted value's cache key names: (atoms, coef) or ("sum", terms)."""
    if key[0] == "sum":
        return {a for k, _ in key[1] for a in k}
    return set(key[0])
