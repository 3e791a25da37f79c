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
        return RT(Aff.atom(t), ty)

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
        terms = sorted(aff.terms.items(), key=lambda kv: (kv[0] == (), kv[0]))
        if not terms:
            self.emit("mov", [dst, "#0"], node)
            return
        first = True
        for key, coef in terms:
            if key == ():
                self.emit("mov" if first else "add", [dst, f"#{coef}"] if first else [dst, dst, f"#{coef}"], node)
            elif len(key) == 1 and coef in (1, -1) and not first:
                self.emit("add" if coef == 1 else "sub", [dst, dst, key[0]], node)
            else:
                into = dst if first else self.temp(node)
                if len(key) == 1:
                    if coef == 1:
                        self.emit("mov", [into, key[0]], node)
                    else:
                        self.emit("mul", [into, key[0], f"#{coef}"], node)
                else:
                    self.emit("mul", [into, key[0], key[1]], node)
                    if coef != 1:
                        self.emit("mul", [into, into, f"#{coef}"], node)
                if not first:
                    self.emit("add", [dst, dst, into], node)
            first = False

