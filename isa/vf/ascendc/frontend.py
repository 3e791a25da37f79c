"""Ascend C source -> the VF program the ``.vf.s`` assembler makes: preprocess and parse every
file, collect declarations, lower each requested ``__simd_vf__`` instantiation, run the shared
hardware-loop classifier and AddrReg analysis on it and link through :func:`isa.vf.assembler.link`,
so remarks, cycles, ``vf_call`` and the CLI are the ones ``.vf.s`` programs have.

Non-template VFs are lowered at load; a template VF (``CustomSoftmaxVF<float>``) when it is named
in ``instantiate`` or first called (:meth:`Frontend.instantiate`).
"""
from __future__ import annotations

import os
import re

from isa.asm.diag import MAX_ERRORS, AsmError, AsmErrors, SourceLoc
from isa.asm.program import Section
from isa.vf.assembler import add_function, link
from isa.vf.classify import addrregs, classify
from isa.vf.structure import SlotAllocator

from .decls import Decls, collect, parse
from . import memapi
from .lower import Lowerer
from .source import Macro, Source, preprocess
from .values import Const

MAX_INCLUDES = 32
# Python errors that can only be a front-end bug: reported as a located error, not a traceback
_INTERNAL = (IndexError, KeyError, TypeError, AttributeError, ValueError, RecursionError,
             StopIteration, AssertionError)


class Frontend:
    """The parsed files of one program; instantiates VFs on request."""

    def __init__(self, text: str, file: str, defines: dict | None = None, include_dirs=()):
        self.file = file
        self.errors: list[AsmError] = []
        self.macros: dict = {}
        dloc = SourceLoc("<defines>", 1, 1)
        for k, v in (defines or {}).items():
            if not re.match(r"^[A-Za-z_]\w*$", str(k)):
                raise AsmErrors([AsmError(dloc, f"bad macro name '{k}' in defines")])
            self.macros[k] = Macro(k, None, "1" if v is True else str(int(v) if isinstance(v, bool) else v), dloc)
        self.decls = Decls()
        self.slots = SlotAllocator()
        self.lowerer = Lowerer(self.decls, self.macros, self.slots)
        self.texts = {file: text}
        self.top_errors: list[AsmError] = []
        self.warnings: list[AsmError] = []
        seen = set()
        todo = [(file, text.encode("utf-8", errors="replace"))]
        while todo and len(seen) < MAX_INCLUDES:
            path, raw = todo.pop(0)
            seen.add(os.path.abspath(path))
            src = preprocess(raw, path, self.macros, self.errors, self._cond, include_dirs)
            tree = parse(src.text)
            collect(tree, src, self.decls)
            self.warnings += src.pragmas
            for node in tree.root_node.named_children:
                if node.has_error and node.type not in ("function_definition", "template_declaration",
                                                        "namespace_definition"):
                    self.top_errors.append(AsmError(src.loc(node.start_byte, node.start_point),
                                                    "cannot parse this C++ declaration"))
            for inc, loc in src.includes:
                if os.path.abspath(inc) in seen:
                    continue
                try:
                    with open(inc, "rb") as fh:
                        todo.append((inc, fh.read()))
                    self.texts[inc] = ""
                except OSError as e:
                    self.errors.append(AsmError(loc, f"cannot read '{inc}': {e.strerror}"))
        self.vfs = {fd.qualname: fd for fds in self.decls.funcs.values() for fd in fds if fd.vf}
        self.remarks: list[AsmError] = []
        self.memapi_loaded = False

    def _cond(self, text: str, loc: SourceLoc) -> int:
        lw = self.lowerer
        code = text.encode()
        lw.src = Source(loc.file, code, [code], [], [], [], [loc.text])
        lw.scopes = [{}]
        probe = _Probe(loc)
        saved = dict(self.macros)
        try:
            v = lw.parse_const(text, probe)
        except AsmError as e:
            if "unknown name" in e.message:  # an undefined macro in #if is 0, as in C
                name = re.search(r"'([A-Za-z_]\w*)'", e.message)
                if name and name.group(1) not in self.macros:
                    self.macros[name.group(1)] = Macro(name.group(1), None, "0", loc)
                    try:
                        return self._cond(text, loc)
                    finally:
                        self.macros.clear()
                        self.macros.update(saved)
            raise AsmError(loc, e.message, e.hint) from None
        if not isinstance(v, Const):
            raise AsmError(loc, f"#if '{text}' is not an integer")
        return int(v.value)

    # ------------------------------------------------------------ instantiation
    def canonical(self, name: str) -> tuple[str, str, list]:
        """``Name<float, 4>`` -> (canonical name, function, template argument texts)."""
        m = re.match(r"^\s*([A-Za-z_][\w:]*)\s*(?:<(.*)>)?\s*$", name)
        if not m:
            raise KeyError(f"bad VF name '{name}' (expected NAME or NAME<T, …>)")
        args = [a.strip() for a in _split(m.group(2))] if m.group(2) is not None else []
        base = m.group(1)
        return (base + (f"<{', '.join(args)}>" if args else "")), base, args

    def lookup(self, base: str):
        """The ``__simd_vf__`` function named ``base``, else a host function of that name
        with a body (an ``__aicore__`` function that launches VFs, lowered when called)."""
        for q, fd in self.vfs.items():
            if q == base or q.split("::")[-1] == base:
                return fd
        for q, fds in self.decls.funcs.items():
            if (q == base or q.split("::")[-1] == base) and fds[0].body is not None \
                    and fds[0].src.file != memapi.FILE:
                return fds[0]
        return None

    def load_memapi(self) -> None:
        """Parse the memory-level API's VF implementations (:mod:`.memapi`), once."""
        if self.memapi_loaded:
            return
        self.memapi_loaded = True
        src = preprocess(memapi.source().encode(), memapi.FILE, dict(self.macros), self.errors,
                         self._cond)
        collect(parse(src.text), src, self.decls)
        self.vfs = {fd.qualname: fd for fds in self.decls.funcs.values() for fd in fds if fd.vf}

    def key(self, name: str) -> str:
        """The table name of VF ``name``: its unqualified name and template arguments as
        written (``Ops::AddVF< float >`` and ``AddVF<float>`` are one instance)."""
        canon, base, args = self.canonical(name)
        fd = self.lookup(base)
        return canon if fd is None else fd.name + (f"<{', '.join(args)}>" if args else "")

    def templates(self) -> list[tuple[str, str]]:
        """(name, example instance) of each template VF (instantiated only when named or
        called); the example names float for a single type parameter."""
        out = []
        for fd in self.vfs.values():
            if fd.tparams and fd.src.file != memapi.FILE:
                one = len(fd.tparams) == 1 and fd.tparams[0][0] == "type"
                out.append((fd.name, f"{fd.name}<{'float' if one else '…'}>"))
        return sorted(out)

    def instantiate(self, name: str):
        """Lower VF ``name`` (``Name`` or ``Name<T>``); returns the classified Function."""
        _, base, args = self.canonical(name)
        canon = self.key(name)
        fd = self.lookup(base)
        if fd is None:
            near = ", ".join(sorted({q.split('::')[-1] + ('<…>' if f.tparams else '')
                                     for q, f in self.vfs.items()
                                     if f.src.file != memapi.FILE})) or "none"
            extra = f" ({self.top_errors[0].loc}: a declaration could not be parsed)" if self.top_errors else ""
            raise KeyError(f"no __simd_vf__ function '{base}' in {self.file}{extra}; VFs: {near}")
        lw = self.lowerer
        lw.src, lw.ns, lw.scopes = fd.src, fd.ns, [{}]
        targs = []
        for a in args:
            t = lw.lookup_type(a, fd.node)
            targs.append(t if t is not None else lw.parse_const(a, fd.node))
        need = [p for p in fd.tparams if p[2] is None]
        if len(targs) < len(need):
            raise KeyError(f"{base} is a template: name its arguments, e.g. '{base}<float>'")
        bad = _first_error(fd.node)
        if bad is not None:
            raise AsmErrors([AsmError(fd.src.loc(bad.start_byte, bad.start_point),
                                      "cannot parse this C++" + (" (missing token)" if bad.is_missing else ""),
                                      "tilesim parses C++ with tree-sitter; check the syntax here")])
        host = not fd.vf
        try:
            fn = lw.instantiate(fd, targs, canon, host=host)
        except _INTERNAL as e:
            node = lw.last_node or fd.node
            raise AsmErrors([AsmError(lw.src.loc(node.start_byte, node.start_point),
                                      f"internal error in the Ascend C front end "
                                      f"({type(e).__name__}: {e}) lowering this",
                                      "please report it with the source")]) from None
        remarks: list[AsmError] = list(lw.remarks)
        errors: list[AsmError] = []
        classify(fn, remarks)
        if not host:
            addrregs(fn, remarks, errors)
        if errors:
            raise AsmErrors(errors[:MAX_ERRORS])
        if any(c.startswith("Mem") for c in lw.calls):
            self.load_memapi()
        fn.calls = list(dict.fromkeys(lw.calls))
        self.remarks += remarks
        return fn, remarks


class _Probe:
    """A stand-in node for locating ``#if`` evaluation errors."""

    def __init__(self, loc: SourceLoc):
        self.start_byte = 0
        self.start_point = (0, 0)


def _first_error(node):
    if node.type == "ERROR" or node.is_missing:
        return node
    if not node.has_error:
        return None
    for c in node.children:
        r = _first_error(c)
        if r is not None:
            return r
    return node


def _split(text: str) -> list[str]:
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "<(":
            depth += 1
        elif ch in ">)":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur)
    return out


def compile_ascendc(text: str, file: str = "<string>", defines: dict | None = None,
                    instantiate=(), include_dirs=()):
    """The VF program of an Ascend C source: every non-template ``__simd_vf__`` function and
    the named instantiations, linked as :func:`isa.vf.assemble_vf` links a ``.vf.s`` file.
    ``program.extra['ascendc']`` is the :class:`Frontend` for later instantiations."""
    try:
        fe = Frontend(text, file, defines, include_dirs)
    except _INTERNAL as e:
        raise AsmErrors([AsmError(SourceLoc(file, 1, 1), "internal error in the Ascend C front "
                                  f"end ({type(e).__name__}: {e}) reading this file",
                                  "please report it with the source")]) from None
    if fe.errors:
        fe.errors.sort(key=lambda e: (e.loc.file, e.loc.line, e.loc.col))
        raise AsmErrors(fe.errors[:MAX_ERRORS])
    names = [q for q, fd in fe.vfs.items() if not fd.tparams] + list(instantiate)
    functions = {}
    remarks: list[AsmError] = list(fe.warnings)
    errors: list[AsmError] = []
    todo = list(names)
    while todo:
        n = todo.pop(0)
        try:
            if fe.key(n) in functions:
                continue
            fn, rs = fe.instantiate(n)
            todo += fn.calls  # a host function's VFs are linked with it
        except AsmError as e:
            errors.append(e)
            continue
        except AsmErrors as e:
            errors += e.errors
            continue
        except KeyError as e:
            errors.append(AsmError(SourceLoc(file, 1, 1), e.args[0]))
            continue
        functions[fn.name] = fn
        remarks += [r for r in rs if r.loc.file != memapi.FILE]
    if errors:
        raise AsmErrors(errors[:MAX_ERRORS])
    prog = link(functions, None, fe.slots, {".ub": Section(".ub")}, {}, text, file, remarks,
                {"ascendc": fe, "tensors": {}})
    return prog


def add_instance(prog, name: str) -> tuple:
    """Instantiate ``name`` into an already linked program; returns (Function, new insns)."""
    fe = prog.extra["ascendc"]
    canon = fe.key(name)
    image = prog.extra["vf"]
    if canon in image.functions:
        return image.functions[canon][0], []
    fn, remarks = fe.instantiate(name)
    insns = []
    for callee in fn.calls:  # the VFs a host function launches are bound before it
        insns += add_instance(prog, callee)[1]
    # the memory-level API's VFs are the library's: their remarks are not the user's
    prog.remarks.extend(sorted((r for r in remarks if r.loc.file != memapi.FILE),
                               key=lambda e: (e.loc.file, e.loc.line, e.loc.col)))
    image.n_slots, image.slot_names = fe.slots.n, fe.slots.names
    insns += add_function(image, fn)
    prog.insns.extend(insns)
    return fn, insns

