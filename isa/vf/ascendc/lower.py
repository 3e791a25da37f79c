"""Lower one instantiation of a ``__simd_vf__`` function to the structured VF form the ``.vf.s``
assembler builds (:mod:`isa.vf.structure`): declarations, assignments and registers here, loops
and branches in :mod:`.control`, calls in :mod:`.calls`; every Reg API call becomes one VF
instruction decoded by the same table the assembler uses, located at its C++ line.
"""
from __future__ import annotations

import re

import attrs

from isa.asm.lexer import Operand, Statement
from isa.vf.operands import Scope, scalar
from isa.vf.structure import Function
from isa.vf.table import decode

from . import values as V
from .calls import CallMixin
from .control import ControlMixin
from .expr import ExprMixin, Var
from .host import HostMixin
from .records import RecordMixin
from .scalars import type_range
from .values import RT, Const, Enum, Ptr, Record, Reg, Type

_SREG = re.compile(r"\bs(\d+)\b")


COUNT = {"s": 32, "v": 32, "m": 8, "a": 8}
MAX_OPS = 20_000


class Lowerer(ControlMixin, HostMixin, CallMixin, RecordMixin, ExprMixin):
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
        self.loops: list = []  # open loops (control.LoopFrame), outermost first
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


def _atoms(key) -> set:
    """The registers a hoisted value's cache key names: (atoms, coef) or ("sum", terms)."""
    if key[0] == "sum":
        return {a for k, _ in key[1] for a in k}
    return set(key[0])
