"""Parse a C++ file with tree-sitter's C++ grammar and collect what the VF subset can name:
functions (templates, ``__simd_vf__`` and helpers), namespace-scope constants, structs and
unions of constants, type aliases, namespace aliases and ``using namespace``. Bodies are kept as
syntax trees and lowered only when a VF instantiation reaches them, so host code in the same
file (tiling, ``TPipe``, kernel launches) is parsed and left alone.
"""
from __future__ import annotations

import attrs
import tree_sitter as ts
import tree_sitter_cpp as tscpp

from .source import Source

_PARSER = ts.Parser(ts.Language(tscpp.language()))


def parse(text: bytes):
    return _PARSER.parse(text)


@attrs.define(eq=False)
class Param:
    name: str
    type_node: object
    ptr: bool
    ref: bool
    node: object


@attrs.define(eq=False)
class FuncDecl:
    name: str
    ns: tuple
    tparams: list  # (kind 'type'|'value', name, default node or None)
    params: list[Param]
    body: object
    node: object
    src: Source
    vf: bool
    callee: bool
    init_list: object = None  # constructors: field_initializer_list

    @property
    def qualname(self) -> str:
        return "::".join(self.ns + (self.name,))


@attrs.define(eq=False)
class VarDecl:
    name: str
    ns: tuple
    type_node: object
    init: object  # expression, initializer_list or argument_list node
    src: Source


@attrs.define(eq=False)
class RecordDecl:
    name: str
    kind: str  # struct | union | class
    fields: list  # (name, type node, default node or None)
    statics: dict  # name -> (type node, init node)
    ctors: list[FuncDecl]
    src: Source
    ns: tuple = ()

    @property
    def qualname(self) -> str:
        return "::".join(self.ns + (self.name,))


@attrs.define(eq=False)
class Decls:
    funcs: dict = attrs.field(factory=dict)  # qualname -> [FuncDecl]
    vars: dict = attrs.field(factory=dict)  # qualname -> VarDecl
    records: dict = attrs.field(factory=dict)  # qualname -> RecordDecl
    aliases: dict = attrs.field(factory=dict)  # qualname -> (type node, src)
    ns_alias: dict = attrs.field(factory=dict)  # name -> tuple of namespace parts
    using: list = attrs.field(factory=list)  # namespaces (tuples) opened at file scope
    errors: list = attrs.field(factory=list)  # (node, src, message) of parse errors at top level


def text(node, src: Source) -> str:
    return src.text[node.start_byte:node.end_byte].decode("utf-8", errors="replace")


def ns_parts(node, src: Source) -> tuple:
    return tuple(p for p in text(node, src).replace(" ", "").split("::") if p)


def collect(tree, src: Source, d: Decls) -> None:
    _walk(tree.root_node, (), src, d, None)


def _walk(node, ns: tuple, src: Source, d: Decls, tparams) -> None:
    for ch in node.named_children:
        t = ch.type
        if t == "namespace_definition":
            name = ch.child_by_field_name("name")
            body = ch.child_by_field_name("body")
            sub = ns + (ns_parts(name, src) if name is not None else ())
            if body is not None:
                _walk(body, sub, src, d, None)
        elif t in ("linkage_specification",):
            body = ch.child_by_field_name("body")
            if body is not None:
                _walk(body, ns, src, d, None)
        elif t == "namespace_alias_definition":
            ids = [c for c in ch.named_children]
            if len(ids) >= 2:
                d.ns_alias[text(ids[0], src)] = ns_parts(ids[1], src)
        elif t == "using_declaration":
            s = text(ch, src)
            if s.replace(" ", "").startswith("usingnamespace"):
                target = ch.named_children[-1]
                if ns == ():
                    d.using.append(ns_parts(target, src))
        elif t == "alias_declaration":
            name = ch.child_by_field_name("name")
            ty = ch.child_by_field_name("type")
            if name is not None and ty is not None:
                d.aliases["::".join(ns + (text(name, src),))] = (ty, src)
        elif t == "template_declaration":
            tp = _tparams(ch.child_by_field_name("parameters"), src)
            for sub in ch.named_children:
                if sub.type in ("function_definition", "declaration", "struct_specifier",
                                "class_specifier", "union_specifier", "alias_declaration"):
                    _one(sub, ns, src, d, tp)
        elif t in ("function_definition", "declaration", "struct_specifier", "union_specifier",
                   "class_specifier", "type_definition"):
            _one(ch, ns, src, d, None)


def _one(ch, ns, src, d, tparams) -> None:
    t = ch.type
    if t == "function_definition":
        f = function(ch, ns, src, tparams or [])
        if f is not None:
            d.funcs.setdefault(f.qualname, []).append(f)
        return
    if t in ("struct_specifier", "union_specifier", "class_specifier"):
        _record(ch, ns, src, d)
        return
    if t == "alias_declaration":
        name, ty = ch.child_by_field_name("name"), ch.child_by_field_name("type")
        if name is not None and ty is not None:
            d.aliases["::".join(ns + (text(name, src),))] = (ty, src)
        return
    if t == "declaration":
        ty = ch.child_by_field_name("type")
        if ty is not None and ty.type in ("struct_specifier", "union_specifier", "class_specifier"):
            _record(ty, ns, src, d)
        for dc in ch.children_by_field_name("declarator"):
            if dc.type == "init_declarator":
                name = dc.child_by_field_name("declarator")
                init = dc.child_by_field_name("value")
                if name is not None and name.type == "identifier":
                    d.vars["::".join(ns + (text(name, src),))] = VarDecl(text(name, src), ns, ty,
                                                                         init, src)


def _tparams(node, src) -> list:
    out = []
    if node is None:
        return out
    for p in node.named_children:
        if p.type in ("type_parameter_declaration", "optional_type_parameter_declaration"):
            name = p.child_by_field_name("name") or next(
                (c for c in p.named_children if c.type == "type_identifier"), None)
            default = p.child_by_field_name("default_type")
            out.append(("type", text(name, src) if name is not None else "", default))
        elif p.type in ("parameter_declaration", "optional_parameter_declaration"):
            dc = p.child_by_field_name("declarator")
            while dc is not None and dc.type not in ("identifier",):
                dc = dc.child_by_field_name("declarator") or (dc.named_children[-1] if dc.named_children else None)
            out.append(("value", text(dc, src) if dc is not None else "", p.child_by_field_name("default_value")))
        elif p.type == "variadic_type_parameter_declaration":
            out.append(("pack", "", None))
    return out


def _declarator_name(dc, src):
    """(name, is pointer, is reference) of a (possibly pointer/reference) declarator."""
    ptr = ref = False
    while dc is not None:
        if dc.type in ("identifier", "field_identifier", "qualified_identifier", "destructor_name",
                       "operator_name", "template_function"):
            return text(dc, src), ptr, ref
        if dc.type == "pointer_declarator":
            ptr = True
        elif dc.type == "reference_declarator":
            ref = True
        nxt = dc.child_by_field_name("declarator")
        if nxt is None:
            nxt = next((c for c in dc.named_children if c.type.endswith(("declarator", "identifier"))), None)
        dc = nxt
    return "", ptr, ref


def function(node, ns, src: Source, tparams: list) -> FuncDecl | None:
    dc = node.child_by_field_name("declarator")
    while dc is not None and dc.type in ("pointer_declarator", "reference_declarator"):
        dc = dc.child_by_field_name("declarator")
    if dc is None or dc.type != "function_declarator":
        return None
    name_node = dc.child_by_field_name("declarator")
    name = text(name_node, src) if name_node is not None else ""
    params = []
    plist = dc.child_by_field_name("parameters")
    for p in plist.named_children if plist is not None else ():
        if p.type not in ("parameter_declaration", "optional_parameter_declaration"):
            continue
        pn, ptr, ref = _declarator_name(p.child_by_field_name("declarator"), src)
        params.append(Param(pn, p.child_by_field_name("type"), ptr, ref, p))
    # the qualifiers were blanked to spaces, so a leading `__simd_vf__` lies before the node:
    # the head runs from the end of the previous declaration to the function's name
    outer = node.parent if node.parent is not None and node.parent.type == "template_declaration" else node
    prev = outer.prev_sibling
    head = (prev.end_byte if prev is not None else _open_of(outer.parent),
            name_node.start_byte if name_node is not None else node.start_byte)
    vf = any(head[0] <= m < head[1] for m in src.vf_marks)
    callee = any(head[0] <= m < head[1] for m in src.callee_marks)
    inits = next((c for c in node.named_children if c.type == "field_initializer_list"), None)
    parts = tuple(p for p in name.replace(" ", "").split("::") if p)
    return FuncDecl(parts[-1] if parts else name, ns + parts[:-1], tparams, params,
                    node.child_by_field_name("body"), node, src, vf, callee, inits)


def _open_of(parent) -> int:
    """Where a container's own declarations begin: after a namespace's ``{``, else the file's
    start (a translation unit's node starts at its first token, after any blanked text)."""
    if parent is None or parent.type == "translation_unit":
        return 0
    return parent.start_byte


def _record(node, ns, src, d) -> None:
    name_node = node.child_by_field_name("name")
    body = node.child_by_field_name("body")
    if name_node is None or body is None:
        return
    name = text(name_node, src)
    fields, statics, ctors = [], {}, []
    for f in body.named_children:
        if f.type == "field_declaration":
            ty = f.child_by_field_name("type")
            is_static = any(c.type == "storage_class_specifier" and text(c, src) == "static"
                            for c in f.children)
            default = f.child_by_field_name("default_value")
            for dc in f.children_by_field_name("declarator"):
                fname, _, _ = _declarator_name(dc, src)
                if is_static:
                    statics[fname] = (ty, default)
                else:
                    fields.append((fname, ty, default))
        elif f.type in ("function_definition", "template_declaration"):
            tp = _tparams(f.child_by_field_name("parameters"), src) if f.type == "template_declaration" else []
            fdef = f if f.type == "function_definition" else next(
                (c for c in f.named_children if c.type == "function_definition"), None)
            fn = function(fdef, ns + (name,), src, tp) if fdef is not None else None
            if fn is not None and fn.name == name:
                ctors.append(fn)
            elif fn is not None:  # a member function: Class::Method (a VF may be a static one)
                d.funcs.setdefault(fn.qualname, []).append(fn)
    kind = {"union_specifier": "union", "class_specifier": "class"}.get(node.type, "struct")
    d.records["::".join(ns + (name,))] = RecordDecl(name, kind, fields, statics, ctors, src, ns)
