"""The two-pass assembler core shared by every ISA.

Pass 1 walks the statements, sizes every directive and instruction and gives each label a
(section, offset). Sections are then placed at fixed addresses. Pass 2 evaluates expressions,
emits data bytes and asks the ISA backend to decode each instruction. Errors are collected
(up to MAX_ERRORS) and raised together as :class:`AsmErrors`.
"""
from __future__ import annotations

import os
from typing import Protocol

import attrs

from . import directives as D
from .diag import MAX_ERRORS, AsmError, AsmErrors, SourceLoc
from .expr import Expr, ExprError, parse_expr
from .lexer import Statement, lex
from .program import SECTION_ALIGN, TEXT_BASE, Insn, Program, Section

_IGNORED = {".global", ".globl", ".type", ".size", ".arch", ".arch_extension", ".cpu", ".file",
            ".ident", ".p2alignl", ".local", ".weak", ".hidden", ".cfi_startproc",
            ".cfi_endproc", ".cfi_def_cfa_offset", ".cfi_offset", ".loc", ".fpu", ".previous",
            ".variant_pcs", ".protected", ".popsection", ".pushsection"}
_SECTION_SHORT = {".text": ".text", ".data": ".data", ".bss": ".bss", ".rodata": ".rodata"}


class DirectiveHook(Protocol):
    """A directive supplied by a layer above (e.g. ``.tensor``, which needs the layout library).

    ``reserve`` (pass 1) returns (label to define or None, size in bytes, alignment);
    ``emit`` (pass 2) returns the bytes. Both raise DirectiveError for bad input.
    """

    def reserve(self, stmt: Statement) -> tuple[str | None, int, int]: ...

    def emit(self, stmt: Statement) -> bytes: ...


class Backend(Protocol):
    """What an ISA provides to the assembler core."""

    name: str

    def is_instruction(self, mnemonic: str) -> bool: ...

    def literal_size(self, stmt: Statement) -> int: ...

    def decode(self, stmt: Statement, ctx: "Context") -> Insn: ...

    def directive(self, stmt: Statement, ctx: "Context") -> bool: ...  # backend directives


@attrs.define(eq=False)
class _Item:
    stmt: Statement
    section: str
    offset: int
    size: int
    kind: str  # "insn", "data", "align", "label", "literals"
    position: int  # statement number (numeric local labels resolve by position)
    literal_offset: int = -1
    fill: int | None = None


class Context:
    """What the backend sees while decoding one statement in pass 2."""

    def __init__(self, asm: "Assembler", item: _Item):
        self._asm, self._item = asm, item
        self.stmt = item.stmt
        self.address = asm.sections[item.section].base + item.offset
        self.index = (self.address - asm.sections[".text"].base) >> 2 if item.kind == "insn" else -1

    def value(self, text: str | Expr, col: int) -> int:
        """Evaluate an expression (symbols allowed) or raise AsmError at ``col``."""
        return self._asm.evaluate(text, col, self._item)

    def symbol(self, name: str) -> int | None:
        return self._asm.symbol_value(name, self._item)

    def literal_address(self) -> int:
        if self._item.literal_offset < 0:
            raise self.stmt.error("internal: no literal slot for this instruction")
        return self._asm.sections[self._item.section].base + self._item.literal_offset

    def write_literal(self, value: int, size: int) -> None:
        sec = self._asm.sections[self._item.section]
        off = self._item.literal_offset
        sec.data[off:off + size] = (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little")

    def error(self, message: str, col: int | None = None, hint: str = "") -> AsmError:
        return self.stmt.error(message, col, hint)


class Assembler:
    # memory map of the image (the Arm one: text at 0x400000, each section on its own page)
    BASE = TEXT_BASE
    FIRST_SECTION = ".text"
    MIN_ALIGN = 16
    PAGE = SECTION_ALIGN

    def __init__(self, backend: Backend, include_dirs: tuple[str, ...] = (),
                 hooks: dict[str, DirectiveHook] | None = None,
                 defsyms: dict[str, int] | None = None):
        self.backend = backend
        self.hooks = hooks or {}
        self.defsyms = dict(defsyms or {})  # like `as --defsym NAME=VALUE`
        self.include_dirs = include_dirs
        self.errors: list[AsmError] = []
        self.sections: dict[str, Section] = {}
        self.labels: dict[str, tuple[str, int]] = {}  # name -> (section, offset)
        # name -> (expression, item standing where it was defined: `.` and 1b/1f resolve there)
        self.equs: dict[str, tuple[Expr, "_Item"]] = {}
        self.local_defs: dict[str, list[tuple[int, str, int]]] = {}  # "1" -> [(pos, sec, off)]
        self.items: list[_Item] = []
        self.files: dict[str, str] = {}

    # ---------------------------------------------------------------- entry points
    def assemble(self, text: str, file: str = "<input>") -> Program:
        self.files[file] = text
        for name, value in self.defsyms.items():
            self.equs[name] = (parse_expr(str(int(value))), _Item(None, ".text", 0, 0, "equ", -1))
        stmts = self._expand_includes(lex(text, file, self.errors), file, depth=0)
        self._pass1(stmts)
        self._place_sections()
        insns = self._pass2()
        if self.errors:
            order = {f: i for i, f in enumerate(self.files)}
            self.errors.sort(key=lambda e: (order.get(e.loc.file, 0), e.loc.line, e.loc.col))
            raise AsmErrors(self.errors[:MAX_ERRORS])
        entry = 0
        if "_start" in self.labels:
            sec, off = self.labels["_start"]
            entry = (self.sections[sec].base + off - self.sections[".text"].base) >> 2
        symbols = {n: self.sections[s].base + o for n, (s, o) in self.labels.items()}
        for name in self.equs:
            try:
                symbols[name] = self.evaluate(self.equs[name][0], 1, self.equs[name][1])
            except AsmError:
                pass
        return Program(self.backend.name, self.sections, symbols, insns, entry, text,
                       files=self.files)

    # ---------------------------------------------------------------- include
    def _expand_includes(self, stmts: list[Statement], file: str, depth: int) -> list[Statement]:
        out: list[Statement] = []
        for st in stmts:
            if st.mnemonic != ".include":
                out.append(st)
                continue
            if st.labels:
                out.append(Statement(st.loc, st.labels, "", (), "", st.rest_col))
            try:
                name = D.parse_string(st.rest, st.rest_col).decode()
            except D.DirectiveError as e:
                self._err(st, e.message, e.col, e.hint)
                continue
            path = self._find_include(name, file)
            if path is None or depth > 16:
                self._err(st, f"cannot find include file '{name}'" if path is None
                          else "includes nested too deeply", st.rest_col,
                          "paths are relative to the including file's folder")
                continue
            with open(path, encoding="utf-8", errors="replace") as fh:
                text = fh.read()
            self.files[path] = text
            out.extend(self._expand_includes(lex(text, path, self.errors), path, depth + 1))
        return out

    def _find_include(self, name: str, file: str) -> str | None:
        here = os.path.dirname(file) if file and not file.startswith("<") else "."
        for d in (here, *self.include_dirs, "."):
            p = os.path.join(d, name)
            if os.path.isfile(p):
                return p
        return None

    # ---------------------------------------------------------------- pass 1
    def _section(self, name: str) -> Section:
        if name.startswith(".text"):
            name = ".text"
        if name not in self.sections:
            self.sections[name] = Section(name, nobits=name.startswith(".bss"),
                                          executable=name == ".text")
        return self.sections[name]

    def _pass1(self, stmts: list[Statement]) -> None:
        self._section(".text")
        cur = ".text"
        pending_literals: list[_Item] = []

        def flush_literals(section: str) -> None:
            sec = self.sections[section]
            for it in [p for p in pending_literals if p.section == section]:
                size = self.backend.literal_size(it.stmt)
                sec.size = -(-sec.size // size) * size
                it.literal_offset = sec.size
                sec.size += size
                pending_literals.remove(it)

        for pos, st in enumerate(stmts):
            sec = self.sections[cur]
            for name, col in st.labels:
                self._define_label(st, name, col, cur, sec.size, pos)
            m = st.mnemonic
            if not m:
                continue
            try:
                if m in (".text", ".data", ".bss", ".rodata"):
                    cur = self._section(_SECTION_SHORT[m]).name
                elif m == ".section":
                    name = st.operands[0].text.strip('"') if st.operands else ""
                    if not name:
                        raise D.DirectiveError(".section needs a name", st.rest_col)
                    cur = self._section(name).name
                elif m in (".equ", ".set", ".equiv"):
                    self._define_equ(st, _Item(st, cur, sec.size, 0, "equ", pos))
                elif m in D.ALIGN_DIRS:
                    align, fill = D.alignment(st, self._const)
                    sec.align = max(sec.align, align)
                    new = -(-sec.size // align) * align
                    self.items.append(_Item(st, cur, sec.size, new - sec.size, "align", pos, fill=fill))
                    sec.size = new
                elif m in D.DATA_DIRECTIVES:
                    n = D.data_size(st, self._const)
                    self.items.append(_Item(st, cur, sec.size, n, "data", pos))
                    sec.size += n
                elif m in self.hooks:
                    label, n, align = self.hooks[m].reserve(st)
                    sec.align = max(sec.align, align)
                    pad = -(-sec.size // align) * align - sec.size
                    if pad:
                        self.items.append(_Item(st, cur, sec.size, pad, "align", pos))
                        sec.size += pad
                    if label:
                        self._define_label(st, label, st.rest_col, cur, sec.size, pos)
                    self.items.append(_Item(st, cur, sec.size, n, "hook", pos))
                    sec.size += n
                elif m == ".ltorg":
                    flush_literals(cur)
                elif m in _IGNORED or m == ".include":
                    pass
                elif self.backend.is_instruction(m):
                    if not sec.executable:
                        raise D.DirectiveError(f"instruction in section {cur}", st.loc.col,
                                               "put instructions after .text")
                    if sec.size % 4:
                        sec.size = -(-sec.size // 4) * 4
                    it = _Item(st, cur, sec.size, 4, "insn", pos)
                    self.items.append(it)
                    if self.backend.literal_size(st):
                        pending_literals.append(it)
                    sec.size += 4
                elif m.startswith("."):
                    if not self.backend.directive(st, None):
                        raise D.DirectiveError(f"unknown directive '{m}'", st.loc.col,
                                               "see SPEC §2.1 for the directives tilesim knows")
                else:
                    raise D.DirectiveError(f"unknown instruction '{m}'", st.loc.col,
                                           self._suggest(m))
            except D.DirectiveError as e:
                self._err(st, e.message, e.col, e.hint)
            except AsmError as e:
                self._add(e)
        for section in {p.section for p in pending_literals}:
            flush_literals(section)
        self._npos = len(stmts)

    def _suggest(self, m: str) -> str:
        import difflib

        names = getattr(self.backend, "mnemonics", lambda: [])()
        close = difflib.get_close_matches(m, names, n=3)
        return f"did you mean {', '.join(close)}?" if close else "not in tilesim's instruction subset"

    def _define_label(self, st: Statement, name: str, col: int, sec: str, off: int, pos: int) -> None:
        if name.isdigit():
            self.local_defs.setdefault(name, []).append((pos, sec, off))
            return
        if name in self.labels or name in self.equs:
            self._err(st, f"symbol '{name}' is already defined", col, "each label is defined once")
            return
        self.labels[name] = (sec, off)

    def _define_equ(self, st: Statement, here: "_Item") -> None:
        if len(st.operands) != 2:
            raise D.DirectiveError(f"{st.mnemonic} needs a name and a value", st.rest_col,
                                   f"{st.mnemonic} NAME, EXPRESSION")
        name, val = st.operands
        if name.text in self.defsyms:
            return  # --defsym overrides the program's own definition (documented in README)
        if name.text in self.labels or (st.mnemonic == ".equiv" and name.text in self.equs):
            raise D.DirectiveError(f"symbol '{name.text}' is already defined", name.col)
        try:
            self.equs[name.text] = (parse_expr(val.text), here)
        except ExprError as e:
            raise D.DirectiveError(e.message, val.col + e.offset, e.hint) from None

    def _const(self, text: str, col: int) -> int:
        """Pass-1 constant: only numbers and .equ symbols that are themselves constant."""
        try:
            e = parse_expr(text)
        except ExprError as err:
            raise D.DirectiveError(err.message, col + err.offset, err.hint) from None

        def resolve(name: str) -> int:
            if name in self.equs:
                return self.equs[name][0].value(resolve)
            raise D.DirectiveError(f"'{name}' is not a constant here", col,
                                   "sizes and alignments must be known in the first pass")
        try:
            return e.value(resolve)
        except ExprError as err:
            raise D.DirectiveError(err.message, col + err.offset) from None
        except RecursionError:
            raise D.DirectiveError("symbol defined in terms of itself", col) from None

    # ---------------------------------------------------------------- layout
    def _place_sections(self) -> None:
        """Lay sections out from ``BASE``: ``FIRST_SECTION``, the other data, then .bss; each
        aligned to at least ``MIN_ALIGN`` and starting on a ``PAGE`` boundary."""
        addr = self.BASE
        first = self.FIRST_SECTION
        order = [first] + [n for n in self.sections if n != first and not self.sections[n].nobits]
        order += [n for n in self.sections if n != first and self.sections[n].nobits]
        for name in order:
            sec = self.sections[name]
            align = max(sec.align, self.MIN_ALIGN)
            addr = -(-addr // align) * align
            sec.base = addr
            sec.data = bytearray(sec.size)
            addr += sec.size
            addr = -(-addr // self.PAGE) * self.PAGE
        self.sections = {n: self.sections[n] for n in order}

    # ---------------------------------------------------------------- pass 2
    def symbol_value(self, name: str, item: _Item | None, depth: int = 0) -> int | None:
        """The value of ``name`` seen from ``item``; None when it (or what it names) is
        undefined."""
        try:
            return self._symbol_value(name, item, depth)
        except (_Undefined, ExprError, RecursionError):
            return None

    def _symbol_value(self, name: str, item: _Item | None, depth: int = 0) -> int | None:
        if name in self.labels:
            sec, off = self.labels[name]
            return self.sections[sec].base + off
        if name in self.equs:
            if depth > 64:
                return None
            expr, here = self.equs[name]
            return expr.value(lambda n: self._resolve(n, here, depth + 1))
        if name[:-1].isdigit() and name[-1] in "bf" and item is not None:
            defs = self.local_defs.get(name[:-1], [])
            if name[-1] == "b":
                cands = [d for d in defs if d[0] <= item.position]
                d = cands[-1] if cands else None
            else:
                cands = [d for d in defs if d[0] > item.position]
                d = cands[0] if cands else None
            if d is not None:
                return self.sections[d[1]].base + d[2]
        if name == ".":
            return self.sections[item.section].base + item.offset if item else None
        return None

    def _resolve(self, name: str, item: _Item | None, depth: int = 0) -> int:
        v = self._symbol_value(name, item, depth)
        if v is None:
            raise _Undefined(name)
        return v

    def evaluate(self, text: str | Expr, col: int, item: _Item | None) -> int:
        st = item.stmt if item else None
        try:
            e = text if isinstance(text, Expr) else parse_expr(text)
            return e.value(lambda n: self._resolve(n, item))
        except ExprError as err:
            raise AsmError((st.loc if st else SourceLoc("<expr>", 0)).at(col + err.offset),
                           err.message, err.hint) from None
        except _Undefined as u:
            hint = ("numeric labels are referenced as Nb (backward) or Nf (forward)"
                    if u.name[:-1].isdigit() else "define it as a label or with .equ")
            raise AsmError((st.loc if st else SourceLoc("<expr>", 0)).at(col),
                           f"undefined symbol '{u.name}'", hint) from None
        except RecursionError:
            raise AsmError((st.loc if st else SourceLoc("<expr>", 0)).at(col),
                           "symbol defined in terms of itself") from None

    def _pass2(self) -> list[Insn]:
        insns: list[Insn] = []
        for it in self.items:
            if len(self.errors) >= MAX_ERRORS:
                break
            st = it.stmt
            sec = self.sections[it.section]
            ctx = Context(self, it)
            try:
                if it.kind == "insn":
                    ins = self.backend.decode(st, ctx)
                    ins.address, ins.index = ctx.address, ctx.index
                    insns.append(ins)
                elif it.kind == "data":
                    data = D.data_bytes(st, lambda t, c: ctx.value(t, c), self._const)
                    if sec.nobits and any(data):
                        raise D.DirectiveError(f"non-zero data in {sec.name}", st.rest_col,
                                               "put initialised data in .data")
                    sec.data[it.offset:it.offset + len(data)] = data
                elif it.kind == "hook":
                    data = self.hooks[st.mnemonic].emit(st)
                    if sec.nobits and any(data):
                        raise D.DirectiveError(f"non-zero data in {sec.name}", st.rest_col,
                                               "initialised tensors belong in .data")
                    sec.data[it.offset:it.offset + len(data)] = data
                elif it.kind == "align" and it.size:
                    fill = it.fill if it.fill is not None else 0
                    sec.data[it.offset:it.offset + it.size] = bytes([fill]) * it.size
            except D.DirectiveError as e:
                self._err(st, e.message, e.col, e.hint)
            except AsmError as e:
                self._add(e)
        return insns

    # ---------------------------------------------------------------- errors
    def _err(self, st: Statement, message: str, col: int, hint: str = "") -> None:
        self._add(AsmError(st.loc.at(col), message, hint))

    def _add(self, e: AsmError) -> None:
        if len(self.errors) < MAX_ERRORS:
            self.errors.append(e)


class _Undefined(Exception):
    def __init__(self, name: str):
        self.name = name
