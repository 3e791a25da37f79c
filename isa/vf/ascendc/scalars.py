"""Runtime scalars on the VF scalar unit: operands for instructions (an immediate, a register,
a loop counter, or a temporary computed by ``mov/add/mul``), affine forms materialised into a
register, and comparisons built from the scalar instructions there are (no compare exists)."""
from __future__ import annotations

from . import values as V
from .values import RT, Aff, Const, Enum, Ptr, Type

BOOL = Type("bool")


class ScalarMixin:
    """Scalar-unit code for :class:`isa.vf.ascendc.lower.Lowerer` (which provides ``emit``,
    ``temp`` and ``err``)."""

    def compare(self, op, a, b, node) -> RT:
        """A runtime comparison as 0/1 in a scalar register. The VF scalar instructions have
        no compare: ``a < b`` is min(max(b − a, 0), 1) (3 instructions), ``==`` from |a − b|."""
        for x in (a, b):
            if isinstance(x, (Const, RT)) and x.type.is_float:
                raise self.unsupported(node, "a floating-point comparison at run time")
            if not isinstance(x, (Const, RT, Ptr)):
                raise self.unsupported(node, f"comparing {type(x).__name__}")
        A, B = V.aff_of(a), V.aff_of(b)
        if op in (">", "<="):
            A, B = B, A
            op = {">": "<", "<=": ">="}[op]
        if op in ("<", ">="):
            d = self.operand(RT(B + A.scale(-1), Type("long")), node)
            t = self.temp(node)
            self.emit("max", [t, d, "#0"], node)
            self.emit("min", [t, t, "#1"], node)
        else:
            d = self.operand(RT(A + B.scale(-1), Type("long")), node)
            t = self.temp(node)
            self.emit("mul", [t, d, "#-1"], node)
            self.emit("max", [t, t, d], node)
            self.emit("min", [t, t, "#1"], node)
        if op in (">=", "=="):
            self.emit("mul", [t, t, "#-1"], node)
            self.emit("add", [t, t, "#1"], node)
        return RT(Aff.atom(t), BOOL)

    def scalar_op(self, mn, a, b, ty, node) -> RT:
        x = self.operand(a, node)
        y = self.operand(b, node)
        if x.startswith("#"):
            t0 = self.temp(node)
            self.emit("mov", [t0, x], node)
            x = t0
        t = self.temp(node)
        self.emit(mn, [t, x, y], node)
        r = _op_range(mn, self.range_of(a), self.range_of(b))
        if r is not None:
            self.ranges[t] = r
        return RT(Aff.atom(t), ty)

    def range_of(self, v) -> tuple[int, int] | None:
        """Bounds of an integer value, from its parameters' C++ types through the operations
        computed from them (the value-range facts a compiler uses to drop a narrowing: a
        ``uint16_t`` parameter's ``(rDim + 63) / 64`` fits ``uint16_t``); None if unknown."""
        if isinstance(v, Const):
            return None if isinstance(v.value, float) else (int(v.value), int(v.value))
        if not isinstance(v, RT) or v.type.is_float:
            return None
        lo = hi = 0
        for key, coef in v.aff.terms.items():
            if key == ():
                lo, hi = lo + coef, hi + coef
                continue
            r = self.ranges.get(key[0]) if len(key) == 1 else None
            if r is None:
                return None
            a, b = r[0] * coef, r[1] * coef
            lo, hi = lo + min(a, b), hi + max(a, b)
        return lo, hi

    def operand(self, v, node) -> str:
        """A VF scalar operand for a value: ``#imm``, a register or counter name, or a temporary
        computed by scalar instructions."""
        if isinstance(v, Const):
            val = v.value
            if isinstance(val, bool):
                val = int(val)
            return f"#{val!r}" if isinstance(val, float) else f"#{int(val)}"
        if isinstance(v, Enum):
            raise self.err(node, f"{v.enum}::{v.member} is not a number here")
        if not isinstance(v, (RT, Ptr)):
            raise self.err(node, f"expected a scalar, got {type(v).__name__}")
        aff = v.aff
        if aff.is_const:
            return f"#{aff.const_part}"
        one = aff.single()
        if one is not None:
            return one
        t = self.temp(node)
        self.materialize_into(t, aff, node)
        return t

    def materialize_into(self, dst: str, aff: Aff, node) -> None:
        """``dst = Σ coef·Π atoms + const`` with the fewest scalar instructions: a plain first
        term is read by the first ``add`` (``add dst, s5, #63``, not ``mov`` then ``add``)."""
        terms = sorted(aff.terms.items(), key=lambda kv: (kv[0] == (), kv[0]))
        if not terms:
            self.emit("mov", [dst, "#0"], node)
            return
        (k0, c0), rest = terms[0], terms[1:]
        if len(k0) == 1 and c0 == 1 and rest:
            first = k0[0]  # folded into the first add/sub below
        else:
            first = None
            self.product_into(dst, k0, c0, node)
        for key, coef in rest:
            src = first if first is not None else dst
            if key == ():
                self.emit("add", [dst, src, f"#{coef}"], node)
            elif len(key) == 1 and coef in (1, -1):
                self.emit("add" if coef == 1 else "sub", [dst, src, key[0]], node)
            else:
                t = self.temp(node)
                self.product_into(t, key, coef, node)
                self.emit("add", [dst, src, t], node)
            first = None

    def product_into(self, dst: str, key: tuple, coef: int, node) -> None:
        """``dst = coef·Π key`` (a constant when ``key`` is empty)."""
        if key == ():
            self.emit("mov", [dst, f"#{coef}"], node)
        elif len(key) == 1 and coef == 1:
            self.emit("mov", [dst, key[0]], node)
        elif len(key) == 1:
            self.emit("mul", [dst, key[0], f"#{coef}"], node)
        else:
            self.emit("mul", [dst, key[0], key[1]], node)
            if coef != 1:
                self.emit("mul", [dst, dst, f"#{coef}"], node)


def _op_range(mn: str, a, b) -> tuple[int, int] | None:
    if a is None or b is None:
        return None
    if mn == "div" and b[0] == b[1] and b[0] > 0 and a[0] >= 0:
        return a[0] // b[0], a[1] // b[0]
    if mn == "shr" and b[0] == b[1] and 0 <= b[0] < 64 and a[0] >= 0:
        return a[0] >> b[0], a[1] >> b[0]
    if mn == "rem" and b[0] == b[1] and b[0] > 0 and a[0] >= 0:
        return 0, min(a[1], b[0] - 1)
    if mn == "and" and b[0] == b[1] and b[0] >= 0 and a[0] >= 0:
        return 0, min(a[1], b[0])
    if mn in ("min", "max"):
        f = min if mn == "min" else max
        return f(a[0], b[0]), f(a[1], b[1])
    if mn == "add":
        return a[0] + b[0], a[1] + b[1]
    if mn == "sub":
        return a[0] - b[1], a[1] - b[0]
    return None


def type_range(ty: Type) -> tuple[int, int] | None:
    """The values of an integer C++ type."""
    n = V.SIZEOF.get(ty.name)
    if n is None or ty.is_float or ty.name == "bool":
        return None
    bits = 8 * n
    if ty.name in ("int32_t", "int16_t", "int8_t", "int", "short", "char", "int64_t", "long"):
        return -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    return 0, (1 << bits) - 1
