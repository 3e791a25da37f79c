"""Expressions of the VF subset: constants fold (constexpr, template arguments, sizeof,
``std::is_same_v``, casts, structs and unions of constants, macros), runtime integers stay affine
over scalar registers and loop counters (so ``srcAddr + i * rDimAlign + j * 64`` reaches the
AddrReg analysis as ``base + i*stride + j*256``), and what is not affine is computed by the VF
scalar instructions into a register, the way the compiler's scalar code would.
"""
from __future__ import annotations

from isa.asm.diag import AsmError

from . import values as V
from .decls import parse
from .scalars import BOOL, ScalarMixin, type_range
from .source import Source
from .values import RT, Aff, Const, Enum, Func, Ptr, Record, Reg, Type

BUILTIN_NS = ("AscendC", "Reg", "MicroAPI", "std", "Custom::AscendC")
INT_OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
           "<<": lambda a, b: a << b, ">>": lambda a, b: a >> b, "&": lambda a, b: a & b,
           "|": lambda a, b: a | b, "^": lambda a, b: a ^ b}
CMP_OPS = {"<": lambda a, b: a < b, ">": lambda a, b: a > b, "<=": lambda a, b: a <= b,
           ">=": lambda a, b: a >= b, "==": lambda a, b: a == b, "!=": lambda a, b: a != b}
SCALAR_MN = {"/": "div", "%": "rem", ">>": "shr", "<<": "shl", "&": "and", "|": "or",
             "*": "mul", "+": "add", "-": "sub"}
UINT = Type("uint32_t")


def c_div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


class ExprMixin(ScalarMixin):
    """Expression evaluation for :class:`isa.vf.ascendc.lower.Lowerer`."""

    # ------------------------------------------------------------ helpers
    def err(self, node, message: str, hint: str = "") -> AsmError:
        return AsmError(self.src.loc(node.start_byte, node.start_point), message, hint)

    def txt(self, node) -> str:
        return self.src.text[node.start_byte:node.end_byte].decode("utf-8", errors="replace")

    def unsupported(self, node, what: str) -> AsmError:
        return self.err(node, f"{what} is not in tilesim's Ascend C subset",
                        "see docs/ascendc.md for the supported C++ and Reg API")

    # ------------------------------------------------------------ types
    def type_of(self, node) -> Type:
        """A type node (primitive, alias, template parameter, RegTensor<T>, pointer)."""
        t = node.type
        if t == "type_descriptor":
            base = self.type_of(node.child_by_field_name("type"))
            dc = node.child_by_field_name("declarator")
            return Type("ptr", base) if dc is not None and "pointer" in dc.type else base
        if t == "qualified_identifier":
            inner = node
            while inner.type == "qualified_identifier" and inner.child_by_field_name("name") is not None:
                inner = inner.child_by_field_name("name")
            if inner.type == "template_type":
                return self.type_of(inner)
        if t in ("primitive_type", "type_identifier", "sized_type_specifier", "qualified_identifier",
                 "template_type", "namespace_identifier", "identifier"):
            if t == "template_type":
                name = self.txt(node.child_by_field_name("name")).split("::")[-1]
                args = node.child_by_field_name("arguments")
                if name == "LocalTensor":  # host code: a tensor in UB is its address
                    targs = [self.targ(a) for a in args.named_children] if args is not None else []
                    if not targs or not isinstance(targs[0], Type):
                        raise self.err(node, "LocalTensor needs an element type")
                    return Type("ptr", targs[0])
                if name == "RegTensor":
                    targs = [self.targ(a) for a in args.named_children] if args is not None else []
                    if not targs or not isinstance(targs[0], Type):
                        raise self.err(node, "RegTensor needs an element type", "RegTensor<float>")
                    return Type("RegTensor", targs[0])
                raise self.unsupported(node, f"the template type '{self.txt(node)}'")
            name = " ".join(self.txt(node).split())
            v = self.lookup_type(name, node)
            if v is not None:
                return v
            raise self.err(node, f"unknown type '{name}'",
                           "float half bfloat16_t int32_t uint32_t … RegTensor<T> MaskReg AddrReg")
        if t in ("placeholder_type_specifier", "auto"):
            return Type("auto")
        if t in ("struct_specifier", "union_specifier"):
            return Type(self.txt(node.child_by_field_name("name")))
        raise self.unsupported(node, f"the type '{self.txt(node)}'")

    def lookup_type(self, name: str, node) -> Type | None:
        short = name
        for ns in BUILTIN_NS:
            if short.startswith(ns + "::"):
                short = short[len(ns) + 2:]
        short = short.replace("Reg::", "").replace("MicroAPI::", "")
        short = V.ALIASES.get(short, short)
        if short in V.SIZEOF:
            return Type(short)
        if short in ("MaskReg", "AddrReg", "CastTrait", "void", "dim3"):
            return Type(short)
        if short.startswith("vector_"):
            ct = V.c_type(short)
            if ct is not None:
                return ct
        b = self.binding(name)
        if isinstance(b, Type):
            return b
        rec = self.find("records", name)
        if rec is not None:
            return Type(rec.qualname)
        alias = self.find("aliases", name)
        if alias is not None:
            node2, src = alias
            return self.in_src(src, lambda: self.type_of(node2))
        return None

    def targ(self, node):
        """A template argument: a type, or a constant / enumerator / function."""
        if node.type == "type_descriptor":
            inner = node.child_by_field_name("type")
            dc = node.child_by_field_name("declarator")
            if dc is None and inner is not None and inner.type in ("type_identifier",
                                                                  "qualified_identifier"):
                name = " ".join(self.txt(inner).split())
                t = self.lookup_type(name, inner)
                if t is not None:
                    return t
                return self.ev(inner)
            if dc is None and inner is not None and inner.type == "template_type":
                fname = self.txt(inner.child_by_field_name("name"))
                if self.find("funcs", fname) is not None:
                    args = inner.child_by_field_name("arguments")
                    return Func(fname, tuple(self.targ(a) for a in args.named_children))
            return self.type_of(node)
        return self.ev(node)

    # ------------------------------------------------------------ names
    def binding(self, name: str):
        for sc in reversed(self.scopes):
            if name in sc:
                return sc[name]
        return None

    def find(self, table: str, name: str):
        """A declaration by C++ name lookup: enclosing namespaces, then `using namespace`."""
        parts = tuple(p for p in name.replace(" ", "").split("::") if p)
        if parts and parts[0] in self.decls.ns_alias:
            parts = self.decls.ns_alias[parts[0]] + parts[1:]
        tab = getattr(self.decls, table)
        ns = self.ns
        for k in range(len(ns), -1, -1):
            key = "::".join(ns[:k] + parts)
            if key in tab:
                return tab[key][0] if table == "funcs" else tab[key]
        for u in self.decls.using + list(self.local_using):
            key = "::".join(u + parts)
            if key in tab:
                return tab[key][0] if table == "funcs" else tab[key]
        return None

    def ident(self, node):
        name = " ".join(self.txt(node).split())
        b = self.binding(name)
        if b is not None:
            return self.read(b)
        return self.global_name(name, node)

    def global_name(self, name: str, node):
        parts = [p for p in name.replace(" ", "").split("::") if p]
        while parts and parts[0] in ("AscendC", "Reg", "MicroAPI", "std", ""):
            parts = parts[1:]
        if len(parts) == 2 and parts[0] in V.ENUMS:
            if V.ENUMS[parts[0]] and parts[1] not in V.ENUMS[parts[0]]:
                raise self.err(node, f"'{parts[1]}' is not a {parts[0]} value",
                               " ".join(V.ENUMS[parts[0]]))
            return Enum(parts[0], parts[1])
        var = self.find("vars", name)
        if var is not None:
            return self.global_var(var, node)
        if len(parts) >= 2:
            rec = self.find("records", "::".join(name.split("::")[:-1]))
            if rec is not None and parts[-1] in rec.statics:
                ty, init = rec.statics[parts[-1]]
                if init is None:
                    raise self.err(node, f"static member '{name}' has no value here",
                                   "give it one in the class: static constexpr float k = 1.0f;")
                return self.in_src(rec.src, lambda: self.convert(self.ev(init), self.type_of(ty), init))
        traits = V.builtin_traits()
        if parts and parts[-1] in traits and len(parts) == 1:
            return traits[parts[-1]]
        if len(parts) == 1 and parts[0] in self.macros:
            return self.macro(parts[0], node)
        if self.find("funcs", name) is not None:
            return Func(name)
        raise self.err(node, f"unknown name '{name}'",
                       "a parameter, local, constexpr value, enumerator or macro (use "
                       "defines={'NAME': value} for a -D macro)")

    def global_var(self, var, node):
        key = ("var", var.ns, var.name)
        if key in self.const_cache:
            return self.const_cache[key]
        if key in self.evaluating:
            raise self.err(node, f"'{var.name}' is defined in terms of itself")
        self.evaluating.add(key)
        try:
            saved = self.ns
            self.ns = var.ns
            try:
                val = self.in_src(var.src, lambda: self.init_value(var.type_node, var.init, node))
            finally:
                self.ns = saved
        finally:
            self.evaluating.discard(key)
        if not isinstance(val, (Const, Record, Enum, Type)):
            raise self.err(node, f"'{var.name}' is not a compile-time constant",
                           "namespace-scope values used in a VF must be constexpr")
        self.const_cache[key] = val
        return val

    def macro(self, name: str, node):
        m = self.macros[name]
        if m.params is not None:
            raise self.err(node, f"function-like macro '{name}' used without arguments")
        if not m.body:
            return Const(1, Type("int"))
        key = ("macro", name)
        if key in self.evaluating:
            raise self.err(node, f"macro '{name}' expands to itself")
        self.evaluating.add(key)
        try:
            return self.parse_const(m.body, node)
        finally:
            self.evaluating.discard(key)

    def read(self, b):
        if isinstance(b, Var):
            if b.type.name == "ptr":
                return Ptr(Aff.atom(b.reg), b.type.elem)
            return RT(Aff.atom(b.reg), b.type)
        return b

    # ------------------------------------------------------------ evaluation
    def ev(self, node):
        if node is None:  # a construct missing a part tree-sitter did not flag
            where = self.last_node
            raise AsmError(self.src.loc(where.start_byte, where.start_point) if where is not None
                           else self.src.loc(0), "incomplete expression in this statement")
        t = node.type
        if t == "number_literal":
            c = V.number(self.txt(node))
            if c is None:
                raise self.err(node, f"bad number '{self.txt(node)}'")
            return c
        if t in ("true", "false"):
            return Const(t == "true", BOOL)
        if t in ("identifier", "qualified_identifier", "namespace_identifier", "type_identifier",
                 "field_identifier"):
            special = self.special_qualified(node)
            if special is not None:
                return special
            return self.ident(node)
        if t == "parenthesized_expression":
            return self.ev(node.named_children[0])
        if t == "binary_expression":
            return self.binary(node)
        if t == "unary_expression":
            return self.unary(node)
        if t == "call_expression":
            return self.call(node)
        if t == "cast_expression":
            return self.convert(self.ev(node.child_by_field_name("value")),
                                self.type_of(node.child_by_field_name("type")), node)
        if t == "field_expression":
            return self.field(node)
        if t == "subscript_expression":
            return self.subscript(node)
        if t == "conditional_expression":
            c = self.ev(node.child_by_field_name("condition"))
            if not isinstance(c, Const):
                raise self.unsupported(node, "a runtime ?: (a branch)")
            return self.ev(node.child_by_field_name("consequence" if c.value else "alternative"))
        if t == "sizeof_expression":
            inner = node.child_by_field_name("type") or node.child_by_field_name("value")
            if inner.type == "parenthesized_expression" and inner.named_children \
                    and inner.named_children[0].type == "identifier":  # sizeof(half): a type name
                named = self.lookup_type(self.txt(inner.named_children[0]), inner)
                if named is not None and self.binding(self.txt(inner.named_children[0])) is None:
                    return Const(self.sizeof(named, node), Type("size_t"))
            ty = self.targ(inner) if inner.type == "type_descriptor" else self.type_of_value(self.ev(inner), inner)
            return Const(self.sizeof(ty, node), Type("size_t"))
        if t == "template_function":
            return self.special_qualified(node) or self.ident(node)
        if t == "assignment_expression":
            return self.assign(node)
        if t == "update_expression":
            return self.update(node)
        if t == "comma_expression":
            self.ev(node.child_by_field_name("left"))
            return self.ev(node.child_by_field_name("right"))
        if t == "null" or t == "nullptr":
            return Const(0, Type("long"))
        if t == "char_literal":
            s = self.txt(node)[1:-1]
            return Const(ord(s[-1]) if s else 0, Type("char"))
        if t in ("ERROR",):
            raise self.err(node, f"cannot parse this C++: '{self.txt(node)[:40]}'")
        raise self.unsupported(node, f"the expression '{self.txt(node)[:40]}' ({t})")

    def special_qualified(self, node):
        """``std::is_same_v<A, B>``, ``AscendC::IsSameType<A, B>::value``, ``std::is_same<…>::value``."""
        s = self.txt(node).replace(" ", "")
        if "is_same" not in s and "IsSameType" not in s:
            return None
        tmpl = _first(node, "template_argument_list")
        if tmpl is None:
            return None
        args = [self.targ(a) for a in tmpl.named_children]
        if len(args) != 2:
            raise self.err(node, "is_same takes two types")
        return Const(args[0] == args[1], BOOL)

    def type_of_value(self, v, node) -> Type:
        if isinstance(v, (Const, RT)):
            return v.type
        if isinstance(v, Ptr):
            return Type("ptr", v.elem)
        if isinstance(v, Reg):
            return Type("RegTensor", v.elem) if v.kind == "v" else Type({"m": "MaskReg", "a": "AddrReg"}[v.kind])
        if isinstance(v, Type):
            return v
        raise self.err(node, "this has no type tilesim knows")

    def sizeof(self, ty, node) -> int:
        if isinstance(ty, Type):
            if ty.name == "ptr":
                return 8
            if ty.name in V.SIZEOF:
                return V.SIZEOF[ty.name]
            if ty.name == "RegTensor":
                return 256
        raise self.err(node, f"sizeof({ty}) is not known to tilesim")

    def field(self, node):
        arg = self.ev(node.child_by_field_name("argument"))
        name = self.txt(node.child_by_field_name("field"))
        if isinstance(arg, Record):
            if name not in arg.fields:
                raise self.err(node, f"'{arg.type}' has no member '{name}'")
            val = arg.fields[name]
            rec = self.find("records", arg.type)
            if arg.union_last and arg.union_last != name and rec is not None:
                last = arg.fields[arg.union_last]
                want = dict((f, self.in_src(rec.src, lambda ty=ty: self.type_of(ty)))
                            for f, ty, _ in rec.fields)[name]
                bits = V.bits_as(last.value, last.type, want)
                if bits is None:
                    raise self.err(node, f"cannot reinterpret {last.type} as {want}")
                return Const(bits, want)
            if val is None:
                raise self.err(node, f"member '{name}' has no value")
            return val
        raise self.unsupported(node, f"member access on {type(arg).__name__}")

    # ------------------------------------------------------------ conversions
    def convert(self, v, ty: Type, node):
        if ty.name == "auto":
            return v
        if isinstance(v, Const):
            if ty.is_scalar:
                return V.convert(v, ty)
            if ty.name == "ptr":
                return Ptr(Aff.const(int(v.value)), ty.elem)
            return v
        if isinstance(v, RT):
            if ty.is_float and not v.type.is_float:
                raise self.unsupported(node, "an integer-to-float conversion at run time (the VF "
                                       "scalar unit computes integers)")
            if ty.is_scalar and not ty.is_float and V.SIZEOF.get(ty.name, 8) < V.SIZEOF.get(v.type.name, 8):
                return self.narrow(v, ty, node)
            return RT(v.aff, ty)
        if isinstance(v, Ptr):
            if ty.name == "ptr":
                return Ptr(v.aff, ty.elem)
            if ty.is_scalar and not ty.is_float:
                return RT(v.aff, ty)
        if isinstance(v, Reg) and ty.name == "RegTensor" and v.kind == "v":
            return Reg("v", v.n, ty.elem)  # (RegTensor<U>&)reg: the same bits seen as U
        if isinstance(v, Record):
            return v
        raise self.err(node, f"cannot convert this value to {ty}")

    def narrow(self, v: RT, ty: Type, node) -> RT:
        """A runtime integer truncated to a narrower unsigned/signed type (an ``and`` mask)."""
        bits = 8 * V.SIZEOF[ty.name]
        if v.aff.is_const:
            return RT(Aff.const(V.wrap(v.aff.const_part, ty)), ty)
        r, want = self.range_of(v), type_range(ty)
        if r is not None and want is not None and want[0] <= r[0] and r[1] <= want[1]:
            return RT(v.aff, ty)  # the value fits: the narrowing is no instruction
        if ty.name in ("int16_t", "int8_t", "short", "char"):
            raise self.unsupported(node, f"narrowing to signed {ty} at run time")
        r = self.operand(v, node)
        t = self.temp(node)
        self.emit("and", [t, r, f"#{(1 << bits) - 1}"], node)
        return RT(Aff.atom(t), ty)

    # ------------------------------------------------------------ operators
    def unary(self, node):
        op = self.txt(node.child_by_field_name("operator"))
        a = self.ev(node.child_by_field_name("argument"))
        if isinstance(a, Const):
            v = a.value
            if op == "-":
                return Const(-v, a.type)
            if op == "+":
                return a
            if op == "!":
                return Const(not v, BOOL)
            if op == "~":
                return Const(V.wrap(~int(v), a.type), a.type)
        if isinstance(a, RT) and not a.type.is_float:
            if op == "-":
                return RT(a.aff.scale(-1), a.type)
            if op == "+":
                return a
            if op == "!":
                return self.compare("==", a, Const(0, a.type), node)
        raise self.unsupported(node, f"unary '{op}' on this value")

    def binary(self, node):
        op = self.txt(node.child_by_field_name("operator"))
        left = self.ev(node.child_by_field_name("left"))
        if op in ("&&", "||") and isinstance(left, Const):
            if (op == "&&") != bool(left.value):
                return Const(bool(left.value), BOOL)
            right = self.ev(node.child_by_field_name("right"))
            if isinstance(right, Const):
                return Const(bool(right.value), BOOL)
            return self.compare("!=", right, Const(0, UINT), node)
        right = self.ev(node.child_by_field_name("right"))
        return self.arith(op, left, right, node)

    def arith(self, op, a, b, node):
        if isinstance(a, Enum) and isinstance(b, Enum) and op in ("==", "!="):
            return Const((a == b) == (op == "=="), BOOL)
        if isinstance(a, Const) and isinstance(b, Const):
            return self.fold(op, a, b, node)
        if op in CMP_OPS:
            return self.compare(op, a, b, node)
        if op in ("&&", "||"):
            x = self.compare("!=", a, Const(0, UINT), node)
            y = self.compare("!=", b, Const(0, UINT), node)
            return self.scalar_op("and" if op == "&&" else "or", x, y, BOOL, node)
        if isinstance(a, Ptr) or isinstance(b, Ptr):
            return self.ptr_arith(op, a, b, node)
        for x in (a, b):
            if not isinstance(x, (Const, RT)):
                raise self.unsupported(node, f"'{op}' on {type(x).__name__}")
            if x.type.is_float:
                raise self.unsupported(node, "floating-point scalar arithmetic at run time (the VF "
                                       "scalar unit computes integers; fold it to a constant)")
        ty = _common(a.type, b.type)
        A, B = V.aff_of(a), V.aff_of(b)
        if op == "+":
            return RT(A + B, ty)
        if op == "-":
            return RT(A + B.scale(-1), ty)
        if op == "*":
            prod = A * B
            if prod is not None:
                return RT(prod, ty)
        if op == "<<" and isinstance(b, Const) and 0 <= b.value < 63:
            return RT(A.scale(1 << int(b.value)), ty)
        if op in ("/", "%") and isinstance(b, Const) and b.value == 0:
            raise self.err(node, "division by zero")
        if op in SCALAR_MN:
            return self.scalar_op(SCALAR_MN[op], a, b, ty, node)
        raise self.unsupported(node, f"the operator '{op}' at run time")

    def fold(self, op, a: Const, b: Const, node) -> Const:
        x, y = a.value, b.value
        if op in CMP_OPS:
            return Const(CMP_OPS[op](x, y), BOOL)
        if op == "&&":
            return Const(bool(x) and bool(y), BOOL)
        if op == "||":
            return Const(bool(x) or bool(y), BOOL)
        ty = _common(a.type, b.type)
        if ty.is_float:
            x, y = float(x), float(y)
            if op == "/":
                if y == 0:
                    raise self.err(node, "division by zero in a constant")
                return V.convert(Const(x / y, ty), ty)
            if op in ("+", "-", "*"):
                return V.convert(Const(INT_OPS[op](x, y), ty), ty)
            raise self.err(node, f"'{op}' on floating-point constants")
        x, y = int(x), int(y)
        if op in ("/", "%"):
            if y == 0:
                raise self.err(node, "division by zero in a constant")
            q = c_div(x, y)
            return Const(V.wrap(q if op == "/" else x - q * y, ty), ty)
        if op in ("<<", ">>") and not 0 <= y < 64:
            raise self.err(node, f"shift by {y}")
        if op not in INT_OPS:
            raise self.unsupported(node, f"the operator '{op}'")
        return Const(V.wrap(INT_OPS[op](x, y), ty), ty)

    def ptr_arith(self, op, a, b, node):
        if isinstance(b, Ptr) and op == "+" and isinstance(a, (Const, RT)):
            a, b = b, a
        if not isinstance(a, Ptr) or op not in ("+", "-") or not isinstance(b, (Const, RT)):
            raise self.unsupported(node, f"pointer '{op}' here")
        if b.type.is_float:
            raise self.err(node, "a pointer offset must be an integer")
        size = self.sizeof(a.elem, node)
        off = V.aff_of(b).scale(size if op == "+" else -size)
        return Ptr(a.aff + off, a.elem)

    # ------------------------------------------------------------ constant parsing
    def parse_const(self, text: str, node):
        """A macro body or ``#if`` expression, parsed by tree-sitter and evaluated."""
        code = f"auto __tilesim_expr = ({text});".encode()
        tree = parse(code)
        decl = tree.root_node.named_children[0] if tree.root_node.named_children else None
        init = None
        if decl is not None and decl.type == "declaration":
            dc = decl.child_by_field_name("declarator")
            init = dc.child_by_field_name("value") if dc is not None else None
        if init is None or tree.root_node.has_error:
            raise self.err(node, f"cannot evaluate '{text}'", "a constant expression")
        loc = self.src.loc(node.start_byte, node.start_point)
        sub = Source(loc.file, code, [code], [], [], [], [loc.text])
        saved = self.src
        self.src = sub
        try:
            v = self.ev(init)
        except AsmError as e:
            raise AsmError(loc, f"in macro/condition '{text}': {e.message}", e.hint) from None
        finally:
            self.src = saved
        if not isinstance(v, (Const, Enum, Record, Type)):
            raise self.err(node, f"'{text}' is not a constant")
        return v

    def in_src(self, src, fn):
        saved = self.src
        self.src = src
        try:
            return fn()
        finally:
            self.src = saved


class Var:
    """A named runtime scalar or pointer living in a scalar register (or a loop counter)."""

    __slots__ = ("reg", "type", "counter")

    def __init__(self, reg: str, type: Type, counter: bool = False):
        self.reg, self.type, self.counter = reg, type, counter


def _common(a: Type, b: Type) -> Type:
    if a.is_float or b.is_float:
        return a if a.is_float else b
    sa, sb = V.SIZEOF.get(a.name, 4), V.SIZEOF.get(b.name, 4)
    if sa < 4 and sb < 4:
        return Type("int")
    return a if sa >= sb else b


def _first(node, kind):
    if node.type == kind:
        return node
    for c in node.named_children:
        r = _first(c, kind)
        if r is not None:
            return r
    return None
