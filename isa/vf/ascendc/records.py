"""Initialisers of the VF subset: ``{…}`` and ``(…)`` for scalars, CastTrait and the user's
structs and unions of constants (constexpr constructors with member-initialiser lists; a union
remembers the member it was written through)."""
from __future__ import annotations

from . import values as V
from .values import Const, Enum, Record, Type


class RecordMixin:
    """Constant initialisation for :class:`isa.vf.ascendc.lower.Lowerer`."""

    def init_value_node(self, ty, init, node):
        if init is None:
            return self.default(ty, node)
        return self.init_value(ty, init, node, typed=True)

    def default(self, ty: Type, node):
        rec = self.find("records", ty.name) if not ty.is_scalar else None
        if rec is not None or ty.name == "CastTrait":
            return self.record(ty, [], node)
        return None

    def init_value(self, ty_node, init, node, typed=False):
        ty = ty_node if typed else self.type_of(ty_node)
        if init is None:
            return self.default(ty, node)
        if init.type == "initializer_list":
            items = init.named_children
            if ty.is_scalar or ty.name == "ptr":
                return self.convert(self.ev(items[0]), ty, init) if items else Const(0, ty)
            return self.record(ty, [self.ev(i) for i in items], init)
        if init.type == "argument_list":
            args = [self.ev(a) for a in init.named_children]
            if ty.is_scalar:
                return self.convert(args[0], ty, init) if args else Const(0, ty)
            return self.construct(ty, args, init)
        return self.convert(self.ev(init), ty, init)

    def record(self, ty: Type, items: list, node) -> Record:
        if ty.name == "CastTrait":
            f = dict(zip(V.CAST_TRAIT_FIELDS, items))
            return Record("CastTrait", {k: f.get(k, Enum("X", "UNKNOWN")) for k in V.CAST_TRAIT_FIELDS})
        rec = self.find("records", ty.name)
        if rec is None:
            raise self.err(node, f"'{ty}' is not a struct tilesim knows")
        fields = {}
        for k, (fname, fty, default) in enumerate(rec.fields):
            t2 = self.in_src(rec.src, lambda fty=fty: self.type_of(fty))
            if k < len(items):
                fields[fname] = self.convert(items[k], t2, node)
            elif default is not None:
                fields[fname] = self.in_src(rec.src, lambda d=default, t2=t2: self.init_value(t2, d, node, typed=True))
            else:
                fields[fname] = Const(0, t2) if t2.is_scalar else None
        return Record(rec.qualname, fields)

    def construct(self, ty: Type, args: list, node) -> Record:
        rec = self.find("records", ty.name)
        if rec is None:
            raise self.err(node, f"'{ty}' has no constructor tilesim knows")
        for ctor in rec.ctors:
            if len(ctor.params) != len(args):
                continue
            val = Record(rec.qualname, {f: None for f, _, _ in rec.fields})
            saved, self.scopes = self.scopes, [{p.name: a for p, a in zip(ctor.params, args)}]
            try:
                for fi in (ctor.init_list.named_children if ctor.init_list is not None else ()):
                    fname = self.in_src(rec.src, lambda fi=fi: self.txt(fi.named_children[0]))
                    argn = fi.named_children[1].named_children[0]
                    fty = next((t for f, t, _ in rec.fields if f == fname), None)
                    if fty is None:
                        raise self.in_src(rec.src, lambda fi=fi: self.err(
                            fi, f"'{ty.name}' has no member '{fname}' to initialise"))
                    t2 = self.in_src(rec.src, lambda fty=fty: self.type_of(fty))
                    val.fields[fname] = self.in_src(rec.src, lambda a=argn, t2=t2: self.convert(self.ev(a), t2, a))
                    val.union_last = fname if rec.kind == "union" else None
            finally:
                self.scopes = saved
            return val
        raise self.err(node, f"no constructor of '{ty.name}' takes {len(args)} arguments")

