"""Debugger expressions: registers as dumps name them, symbols, memory reads, C operators."""
from __future__ import annotations

import ast
import re

import numpy as np

from ..dump import Dump, DumpError, dump

from .types import DebugError, M64

if False:  # typing only
    from . import Debugger  # noqa: F401

# ---------------------------------------------------------------------------------------------
# expressions: registers as dumps name them, symbols, sym+off, C operators, *ADDR and {TYPE}ADDR
_SPEC = re.compile(r"\b(?:(?:mem|ub):[\w.+\-]+:\w+:\w+|tensor:\w+)", re.I)
_TYPED = re.compile(r"\{\s*(\w+)\s*(?:\[\s*(\d+)\s*\])?\s*\}")
_REG = re.compile(r"^(?:[xw]\d+|sp|pc|nzcv|xzr|wzr|z\d+|p\d+|za\d*[hv]?|zt0|x|z|p)$", re.I)
_VF_REG = re.compile(r"^(?:[vmsa]\d+|[vmsa])$", re.I)
_SLICE_BASE = re.compile(r"^za\d+[hv]\.\w+$", re.I)


def _preprocess(text: str) -> tuple[str, dict[str, str]]:
    specs: dict[str, str] = {}

    def keep(mo):
        key = f"__spec{len(specs)}"
        specs[key] = mo.group(0)
        return f" {key} "

    s = _SPEC.sub(keep, text).replace("$", "")
    s = _TYPED.sub(lambda mo: f" __mem_{mo.group(1).lower()}_{mo.group(2) or 0} @ ", s)
    out, prev = [], ""
    for ch in s:  # unary '*' (dereference) becomes '__deref @' (binds like a binary '*')
        if ch == "*" and (prev == "" or prev in "(,=<>!&|+-*/%~^@[") and not out[-1:] == ["*"]:
            out.append(" __deref @ ")
        else:
            out.append(ch)
        if not ch.isspace():
            prev = ch
    s = "".join(out)
    s = s.replace("&&", " and ").replace("||", " or ")
    s = re.sub(r"!(?!=)", " not ", s)
    return s.strip(), specs


class Expr:
    """A parsed expression; ``evaluate(debugger)`` gives a :class:`Dump` (registers keep the
    dump module's names and types, arithmetic gives kind 'scalar' with dtype 'int'/'float')."""

    def __init__(self, text: str):
        self.text = text.strip()
        if not self.text:
            raise DebugError("empty expression")
        src, self.specs = _preprocess(self.text)
        try:
            self.tree = ast.parse(src, mode="eval").body
        except SyntaxError:
            raise DebugError(f"cannot parse expression '{self.text}'",
                             "e.g. x0, w3 + 4, z3.s, za1h.s[2], sym+8, *sym, {f32}sym") from None

    def evaluate(self, dbg: "Debugger") -> Dump:
        v = _Eval(dbg, self.specs).value(self.tree)
        return as_dump(self.text, v)

    def truth(self, dbg: "Debugger") -> bool:
        v = _Eval(dbg, self.specs).value(self.tree)
        v = _raw(v)
        return bool(np.all(v)) if isinstance(v, np.ndarray) else bool(v)


def as_dump(name: str, v) -> Dump:
    if isinstance(v, Dump):
        return Dump(name, v.kind, v.dtype, v.value) if v.kind != "group" else v
    if isinstance(v, (bool, np.bool_)):
        return Dump(name, "scalar", "int", int(v))
    if isinstance(v, (int, np.integer)):
        return Dump(name, "scalar", "int", int(v))
    if isinstance(v, (float, np.floating)):
        return Dump(name, "scalar", "float", float(v))
    if isinstance(v, np.ndarray):
        dt = {"f": "f64", "b": "u8"}.get(v.dtype.kind, None)
        dtn = dt if dt and v.dtype.kind == "b" else _np_name(v.dtype)
        return Dump(name, "vector" if v.ndim <= 1 else "matrix", dtn,
                    v.astype(np.uint8) if v.dtype.kind == "b" else v)
    raise DebugError(f"'{name}' has no printable value")


def _np_name(dt: np.dtype) -> str:
    return {"f": "f", "i": "s", "u": "u"}.get(dt.kind, "u") + str(dt.itemsize * 8)


def _raw(v):
    """A Dump's value for arithmetic: an int, a float or a numpy array."""
    if isinstance(v, Dump):
        if v.kind == "group":
            raise DebugError(f"'{v.name}' is a group of registers, not a value")
        if v.kind == "flags":
            return sum(8 >> i for i, c in enumerate(v.value) if c.isupper())
        val = v.value
        if isinstance(val, np.ndarray):
            if v.dtype in ("s", "h", "d", "b", "q") or val.dtype.kind in "uif":
                return val
        return val
    return v


_BIN = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
        ast.Div: lambda a, b: (a // b if isinstance(a, int) and isinstance(b, int) else a / b),
        ast.FloorDiv: lambda a, b: a // b, ast.Mod: lambda a, b: a % b,
        ast.LShift: lambda a, b: a << b, ast.RShift: lambda a, b: a >> b,
        ast.BitAnd: lambda a, b: a & b, ast.BitOr: lambda a, b: a | b,
        ast.BitXor: lambda a, b: a ^ b, ast.Pow: lambda a, b: a ** b}
_CMP = {ast.Eq: lambda a, b: a == b, ast.NotEq: lambda a, b: a != b, ast.Lt: lambda a, b: a < b,
        ast.LtE: lambda a, b: a <= b, ast.Gt: lambda a, b: a > b, ast.GtE: lambda a, b: a >= b}


class _Eval:
    def __init__(self, dbg: "Debugger", specs: dict[str, str]):
        self.dbg, self.specs = dbg, specs

    def value(self, node):
        meth = getattr(self, "_" + type(node).__name__, None)
        if meth is None:
            raise DebugError(f"unsupported expression syntax ({type(node).__name__})")
        return meth(node)

    def _dump(self, spec: str) -> Dump:
        m = self.dbg.m
        try:
            return m.vf_dump(spec) if hasattr(m, "vf_dump") else dump(m, spec)
        except DumpError as e:
            raise DebugError(e.message, e.hint) from None

    def _Constant(self, n):
        if isinstance(n.value, (int, float)):
            return n.value
        raise DebugError(f"unsupported constant {n.value!r}")

    def _Name(self, n):
        name = n.id
        if name in self.specs:
            return self._dump(self.specs[name])
        low = name.lower()
        if not self.dbg.arm:
            if _VF_REG.match(low):
                return self._dump(low)
            syms = self.dbg.m.program.symbols
            if name in syms:
                return syms[name]
            raise DebugError(f"no register or symbol '{name}'",
                             "VF registers v0-v31 (v3.f32), m0-m7, s0-s31, a0-a7; or a UB label")
        if low in ("xzr", "wzr"):
            return Dump(low, "scalar", low[0], 0)
        mo = re.match(r"^pn(\d+)$", low)
        if mo:  # PN8-PN15: P8-P15 read as predicate-as-counter registers (SME2); same bits
            if not 8 <= int(mo.group(1)) <= 15:
                raise DebugError(f"no register {low}", "pn8-pn15")
            d = self._dump(f"p{mo.group(1)}")
            return Dump(low, d.kind, d.dtype, d.value)
        if _REG.match(low) and low not in ("za",) and not re.match(r"^za\d+[hv]?$", low):
            return self._dump(low)
        if low == "za":
            return self._dump("za")
        syms = self.dbg.m.program.symbols
        if name in syms:
            return syms[name]
        raise DebugError(f"no register or symbol '{name}'",
                         "registers x0-x30, w0-w30, sp, pc, nzcv, zN.T, pN, zaK.T; or a label")

    def _Attribute(self, n):
        base = n.value
        if isinstance(base, ast.Name) and base.id not in self.specs:
            spec = f"{base.id}.{n.attr}".lower()
            if _SLICE_BASE.match(spec):
                raise DebugError(f"'{spec}' needs a slice index", f"e.g. {spec}[0]")
            return self._dump(spec)
        raise DebugError(f"cannot take '.{n.attr}' here", "use zN.T, pN.T or zaK.T")

    def _Subscript(self, n):
        idx = n.slice
        if isinstance(n.value, ast.Attribute) and isinstance(n.value.value, ast.Name):
            spec = f"{n.value.value.id}.{n.value.attr}".lower()
            if _SLICE_BASE.match(spec):
                i = self._index(idx)
                return self._dump(f"{spec}[{i}]")
        base = self.value(n.value)
        arr = _raw(base)
        if not isinstance(arr, np.ndarray):
            raise DebugError("only vectors, tiles and slices can be indexed")
        key = self._slice(idx)
        try:
            v = arr[key]
        except IndexError as e:
            raise DebugError(f"index out of range: {e}") from None
        dt = base.dtype if isinstance(base, Dump) else _np_name(arr.dtype)
        if isinstance(v, np.ndarray) and v.ndim:
            return Dump("", "vector" if v.ndim == 1 else "matrix", dt, v)
        if dt in ("b", "h", "s", "d", "u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64", "bit"):
            return Dump("", "scalar", dt, int(v))
        if dt == "bf16":
            return float((np.uint32(v) << np.uint32(16)).view(np.float32))
        return float(v) if np.asarray(v).dtype.kind == "f" else int(v)

    def _index(self, node) -> int:
        v = _raw(self.value(node))
        if not isinstance(v, (int, np.integer)):
            raise DebugError("an index must be an integer")
        return int(v)

    def _slice(self, node):
        if isinstance(node, ast.Slice):
            f = lambda x: None if x is None else self._index(x)  # noqa: E731
            return slice(f(node.lower), f(node.upper), f(node.step))
        if isinstance(node, ast.Tuple):
            return tuple(self._slice(e) for e in node.elts)
        return self._index(node)

    def _mem(self, tag: str, addr):
        addr = _raw(addr)
        if not isinstance(addr, (int, np.integer)):
            raise DebugError("an address must be an integer")
        addr = int(addr) & M64
        if tag == "__deref":
            t, count = "u64", 0
        else:
            t, n = tag[len("__mem_"):].rsplit("_", 1)
            count = int(n)
        from ..memory import DTYPES as MT

        if t not in MT:
            raise DebugError(f"unknown memory type '{t}'", "u8…u64 s8…s64 f16 bf16 f32 f64")
        from isa.faults import SegmentationFault

        try:
            arr = self.dbg.m.memory.read(addr, t, max(count, 1))
        except SegmentationFault as e:
            raise DebugError(f"cannot access memory at 0x{addr:x}: {e.detail}") from None
        if count:
            return Dump("", "vector", t, arr)
        v = arr[0]
        return Dump("", "scalar", t if t != "u64" else "x", int(v)) if arr.dtype.kind in "ui" \
            else float(v)

    def _BinOp(self, n):
        if isinstance(n.op, ast.MatMult) and isinstance(n.left, ast.Name) and \
                n.left.id.startswith(("__deref", "__mem_")):
            return self._mem(n.left.id, self.value(n.right))
        op = _BIN.get(type(n.op))
        if op is None:
            raise DebugError("unsupported operator")
        a, b = _raw(self.value(n.left)), _raw(self.value(n.right))
        try:
            with np.errstate(all="ignore"):
                return op(a, b)
        except (ZeroDivisionError, TypeError, ValueError) as e:
            raise DebugError(f"cannot evaluate '{ast.unparse(n)}': {e}") from None

    def _UnaryOp(self, n):
        v = _raw(self.value(n.operand))
        if isinstance(n.op, ast.USub):
            return -v
        if isinstance(n.op, ast.UAdd):
            return v
        if isinstance(n.op, ast.Invert):
            return ~v
        if isinstance(n.op, ast.Not):
            return not (np.all(v) if isinstance(v, np.ndarray) else v)
        raise DebugError("unsupported operator")

    def _Compare(self, n):
        left = _raw(self.value(n.left))
        result = True
        for op, right_node in zip(n.ops, n.comparators):
            right = _raw(self.value(right_node))
            fn = _CMP.get(type(op))
            if fn is None:
                raise DebugError("unsupported comparison")
            r = fn(left, right)
            result = result & r if isinstance(r, np.ndarray) else (result and r)
            left = right
        return result

    def _BoolOp(self, n):
        vals = [_raw(self.value(v)) for v in n.values]
        vals = [bool(np.all(v)) if isinstance(v, np.ndarray) else bool(v) for v in vals]
        return all(vals) if isinstance(n.op, ast.And) else any(vals)


def same_value(a, b) -> bool:
    """Bit-exact equality of two watched values (NaNs with equal bits are equal)."""
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return (isinstance(a, np.ndarray) and isinstance(b, np.ndarray) and a.shape == b.shape
                and a.dtype == b.dtype and a.tobytes() == b.tobytes())
    return type(a) is type(b) and a == b


def _snapshot_value(d: Dump):
    v = d.value
    if isinstance(v, np.ndarray):
        return v.copy()
    return v


