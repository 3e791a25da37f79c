"""The two-pass assembler core shared by every ISA.

Pass 1 walks the statements, sizes every directive and instruction and gives each label a
(section, offset). Sections are then placed at fixed addresses. Pass 2 evaluates expressions,
emits data bytes and asks the ISA backend to decode each instruction. Errors are collected
(up to MAX_ERRORS) and raised together as :class:`AsmErrors`.
"""
from __future__ import annotations

import os
import re
from typing import Iterable, Iterator, Protocol

import attrs

from . import directives as D
from . import limits as L
from .diag import MAX_ERRORS, AsmError, AsmErrors, SourceLoc
from .expr import Expr, ExprError, parse_expr
from .layout import InputSection, gnu_ld_layout, output_group
from .lexer import Statement, raw_statements
from .macros import Expander
from .program import SECTION_ALIGN, TEXT_BASE, Insn, Program, Section

_IGNORED = {".global", ".globl", ".type", ".size", ".arch", ".arch_extension", ".cpu", ".file",
            ".ident", ".local", ".weak", ".hidden", ".internal", ".loc", ".fpu",
            ".variant_pcs", ".protected", ".addrsig", ".addrsig_sym"}  # and D.CFI_DIRECTIVES
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

    # optional: ``decode_word(word, stmt, ctx) -> Insn`` for ``.inst`` (an undecodable word
    # gives an Insn that faults when run and carries ``info["unsupported"]``, the message)


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
    operand: int = 0  # which operand of a multi-operand ``.inst``


class Context:
    """What the backend sees while decoding one statement in pass 2."""

    def __init__(self, asm: "Assembler", item: _Item):
        self._asm, self._item = asm, item
        self.stmt = item.stmt
        self.address = asm.sections[item.section].base + item.offset
        self.index = ((self.address - asm.sections[".text"].base) >> 2
                      if item.kind in ("insn", "inst") else -1)

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
    # a page-per-section memory map from BASE (the VF unit's); Arm programs are laid out as
    # GNU ld does instead (see _place_like_ld)
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
        self.equ_defs: dict[str, list[tuple[int, Expr, "_Item"]]] = {}  # every (re)definition
        self.local_defs: dict[str, list[tuple[int, str, int]]] = {}  # "1" -> [(pos, sec, off)]
        self.items: list[_Item] = []
        self.files: dict[str, str] = {}
        self.warnings: list[AsmError] = []  # e.g. `.inst` words tilesim cannot execute
        self.section_flags: dict[str, str | None] = {}  # name -> `.section` flags ("aw", …)
        self.unloaded: set[str] = set()  # empty sections the image leaves out

    # ---------------------------------------------------------------- entry points
    def assemble(self, text: str, file: str = "<input>") -> Program:
        self.files[file] = text
        for name, value in self.defsyms.items():
            self.equs[name] = (parse_expr(str(int(value))), _Item(None, ".text", 0, 0, "equ", -1))
        self._include_chain = [os.path.realpath(file) if file and not file.startswith("<")
                               else file]
        self._n_includes = 0
        self._pass1(self._statements(text, file))
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
        sections = {n: s for n, s in self.sections.items() if n not in self.unloaded}
        return Program(self.backend.name, sections, symbols, insns, entry, text,
                       files=self.files, remarks=list(self.warnings))

    # ---------------------------------------------------------------- include
    def _include(self, st: Statement, depth: int, file: str) -> tuple[str, list] | None:
        """The raw statements of the file ``.include`` names at include ``depth`` in ``file``
        (None after reporting why it cannot be read)."""
        try:
            name = D.parse_string(st.rest, st.rest_col).decode()
        except D.DirectiveError as e:
            self._err(st, e.message, e.col, e.hint)
            return None
        path = self._find_include(name, file)
        if path is None:
            self._err(st, f"cannot find include file '{name}'", st.rest_col,
                      "paths are relative to the including file's folder")
            return None
        chain = self._include_chain[:depth + 1]
        real = os.path.realpath(path)
        problem = ("file includes itself (include cycle)" if real in chain else
                   f"includes nested too deeply (limit {L.MAX_INCLUDE_DEPTH})"
                   if depth >= L.MAX_INCLUDE_DEPTH else
                   f"too many .include expansions (limit {L.MAX_INCLUDES})"
                   if self._n_includes >= L.MAX_INCLUDES else "")
        if problem:
            self._err(st, problem, st.rest_col, "include each file once; guard repeated "
                      "definitions with .ifndef")
            return None
        self._n_includes += 1
        try:
            text = L.read_source(path)
        except L.SourceError as e:
            if e.line:
                self._add(AsmError(SourceLoc(path, e.line, e.col, e.text), e.message, e.hint))
            else:
                self._err(st, e.message, st.rest_col, e.hint)
            return None
        self.files[path] = text
        self._include_chain[depth + 1:] = [real]
        return path, raw_statements(text, path, self.errors)

    def _statements(self, text: str, file: str) -> Iterator[Statement]:
        """The program's statements with macros, repeats, conditionals and includes expanded,
        produced while pass 1 runs (``.if`` sees the symbols defined before it)."""
        asm = self

        class _Env:
            def const(self, text: str, col: int) -> int:
                return asm._const(text, col)

            def defined(self, name: str) -> bool:
                return name in asm.labels or name in asm.equs

            def include(self, st: Statement, depth: int, file: str):
                return asm._include(st, depth, file)

        return Expander(_Env(), self.errors, self.warnings).statements(
            raw_statements(text, file, self.errors), file)

    def _find_include(self, name: str, file: str) -> str | None:
        here = os.path.dirname(file) if file and not file.startswith("<") else "."
        for d in (here, *self.include_dirs, "."):
            p = os.path.join(d, name)
            if os.path.exists(p) and not os.path.isdir(p):  # devices/FIFOs: read_source says why
                return p
        return None

    # ---------------------------------------------------------------- pass 1
    def _section(self, name: str, flags: str | None = None, nobits: bool = False) -> Section:
        """The section ``name`` (created on first use). Code sections (``.text*``, flags with
        ``x``) are kept apart until layout, which joins them into ``.text`` in ld's order."""
        if name not in self.sections:
            # GNU as: a section's alignment is the largest any of its contents asks for
            code = name.startswith(".text") or (flags is not None and "x" in flags)
            self.sections[name] = Section(name, nobits=name.startswith(".bss") or nobits,
                                          executable=code, align=1)
            self.section_flags[name] = flags
        return self.sections[name]

    def _pass1(self, stmts: Iterable[Statement]) -> None:
        self._section(".text")
        cur = prev = ".text"
        stack: list[tuple[str, str]] = []  # .pushsection: (section, previous section)
        pending_literals: list[_Item] = []

        def flush_literals(section: str) -> None:
            """Emit the section's literal pools as GNU as does: one pool per entry size
            (4, then 8 bytes), each aligned to its size, equal literals sharing one entry."""
            sec = self.sections[section]
            mine = [p for p in pending_literals if p.section == section]
            sizes = {id(p): self.backend.literal_size(p.stmt) for p in mine}
            for size in sorted(set(sizes.values())):
                pool: dict[object, int] = {}
                for it in (p for p in mine if sizes[id(p)] == size):
                    key = self._literal_key(it.stmt)
                    if key not in pool:
                        sec.size = -(-sec.size // size) * size
                        sec.align = max(sec.align, size)
                        pool[key] = sec.size
                        sec.size += size
                    it.literal_offset = pool[key]
            for it in mine:
                pending_literals.remove(it)

        for pos, st in enumerate(stmts):
            sec = self.sections[cur]
            for name, col in st.labels:
                self._define_label(st, name, col, cur, sec.size, pos)
            m = st.mnemonic
            if not m:
                continue
            size0, nitems = sec.size, len(self.items)
            try:
                if m in (".text", ".data", ".bss", ".rodata"):
                    prev, cur = cur, self._section(_SECTION_SHORT[m]).name
                elif m in (".section", ".pushsection"):
                    name = st.operands[0].text.strip('"') if st.operands else ""
                    if not name:
                        raise D.DirectiveError(f"{m} needs a name", st.rest_col)
                    flags = st.operands[1].text.strip('"') if len(st.operands) > 1 else None
                    kind = st.operands[2].text.lower() if len(st.operands) > 2 else ""
                    if m == ".pushsection":
                        stack.append((cur, prev))
                    prev, cur = cur, self._section(name, flags, kind.endswith("nobits")).name
                elif m == ".previous":
                    prev, cur = cur, prev
                elif m == ".popsection":
                    if not stack:
                        raise D.DirectiveError(".popsection without .pushsection", st.loc.col)
                    cur, prev = stack.pop()
                elif m in (".equ", ".set", ".equiv"):
                    self._define_equ(st, _Item(st, cur, sec.size, 0, "equ", pos))
                elif m in D.ALIGN_DIRS:
                    align, fill = D.alignment(st, self._const)
                    if align > L.MAX_ALIGN:
                        raise D.DirectiveError(f"alignment {align:#x} is larger than "
                                               f"{L.size_text(L.MAX_ALIGN)} (tilesim's limit)",
                                               st.rest_col, "align to a page (0x1000) or less")
                    sec.align = max(sec.align, align)
                    new = -(-sec.size // align) * align
                    if new - sec.size > D.max_skip(st, self._const):
                        new = sec.size  # GNU as: no padding beyond the maximum skip
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
                elif m in (".ltorg", ".pool"):
                    flush_literals(cur)
                elif m == ".inst" and hasattr(self.backend, "decode_word"):
                    if not st.operands:
                        raise D.DirectiveError(".inst needs a word", st.rest_col,
                                               ".inst 0xd503201f  // one or more 32-bit words")
                    sec.size = -(-sec.size // 4) * 4
                    sec.align = max(sec.align, 4)
                    for k in range(len(st.operands)):
                        self.items.append(_Item(st, cur, sec.size, 4, "inst" if sec.executable
                                                else "data", pos, operand=k))
                        sec.size += 4
                elif m in _IGNORED or m in D.CFI_DIRECTIVES:
                    pass
                elif self.backend.is_instruction(m):
                    if not sec.executable:
                        raise D.DirectiveError(f"instruction in section {cur}", st.loc.col,
                                               "put instructions after .text")
                    if sec.size % 4:
                        sec.size = -(-sec.size // 4) * 4
                    sec.align = max(sec.align, 4)
                    it = _Item(st, cur, sec.size, 4, "insn", pos)
                    self.items.append(it)
                    if self.backend.literal_size(st):
                        pending_literals.append(it)
                    sec.size += 4
                elif m.startswith("."):
                    if not self.backend.directive(st, None):
                        raise D.DirectiveError(f"unknown directive '{m}'", st.loc.col,
                                               "see README.md for the directives tilesim knows")
                else:
                    raise D.DirectiveError(f"unknown instruction '{m}'", st.loc.col,
                                           self._suggest(m))
            except D.DirectiveError as e:
                self._err(st, e.message, e.col, e.hint)
            except AsmError as e:
                self._add(e)
            if sec.size > L.MAX_SECTION_BYTES or sec.size - size0 > 4096 and sum(
                    x.size for x in self.sections.values()) > L.MAX_IMAGE_BYTES:
                # undo the statement: nothing huge is allocated later
                self._err(st, f"section {sec.name} would grow to {sec.size:,} bytes, over "
                          f"tilesim's limit ({L.size_text(L.MAX_SECTION_BYTES)} a section, "
                          f"{L.size_text(L.MAX_IMAGE_BYTES)} in all)",
                          st.rest_col, "use a smaller size; simulated memory is host memory")
                sec.size = size0
                del self.items[nitems:]
        for section in {p.section for p in pending_literals}:
            flush_literals(section)
        self._npos = len(self.items) and max(it.position for it in self.items) + 1

    def _literal_key(self, st: Statement) -> object:
        """What makes two ``ldr Rt, =EXPR`` literals the same entry: the constant value, else
        the expression text."""
        text = st.operands[-1].text.lstrip("=").strip() if st.operands else ""
        try:
            return ("value", self._const(text, st.rest_col))
        except D.DirectiveError:
            return ("expr", "".join(text.split()))

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
        text = val.text
        if name.text in self.equs and re.search(rf"(?<![\w.$]){re.escape(name.text)}(?![\w.$])",
                                                text):
            # `i = i + 1` (GNU as): the old value, a constant, stands in for the name
            old = self._const(name.text, val.col)
            text = re.sub(rf"(?<![\w.$]){re.escape(name.text)}(?![\w.$])", f"({old})", text)
        try:
            self.equs[name.text] = (parse_expr(text), here)
        except ExprError as e:
            raise D.DirectiveError(e.message, val.col + e.offset, e.hint) from None
        self.equ_defs.setdefault(name.text, []).append((here.position, *self.equs[name.text]))

    def _equ_at(self, name: str, item: "_Item | None") -> tuple[Expr, "_Item"]:
        """The definition of ``name`` in force at ``item`` (GNU as: a symbol set again with
        ``.set``/``=`` has its earlier value before that point; later or unplaced uses see the
        last one)."""
        defs = self.equ_defs.get(name)
        if defs and item is not None and item.position >= 0:
            before = [d for d in defs if d[0] <= item.position]
            if before:
                return before[-1][1], before[-1][2]
        return self.equs[name]

    def _const(self, text: str, col: int) -> int:
        """Pass-1 constant: only numbers and .equ symbols that are themselves constant."""
        try:
            e = parse_expr(text)
        except ExprError as err:
            raise D.DirectiveError(err.message, col + err.offset, err.hint) from None

        memo: dict[str, int] = {}  # each symbol once: `.equ aN, aM+aM` chains stay linear

        def resolve(name: str) -> int:
            if name in memo:
                return memo[name]
            if name in self.equs:
                memo[name] = v = self.equs[name][0].value(resolve)
                return v
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
        aligned to at least ``MIN_ALIGN`` and starting on a ``PAGE`` boundary. Arm programs
        (``FIRST_SECTION`` ``.text``) go where GNU ld puts them (:mod:`isa.asm.layout`)."""
        if self.FIRST_SECTION == ".text":
            self._place_like_ld()
            return
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

    def _place_like_ld(self) -> None:
        inputs = [InputSection(n, s.size, s.align,
                               output_group(n, self.section_flags.get(n), s.nobits))
                  for n, s in self.sections.items()]
        where = gnu_ld_layout(inputs)
        for name, sec in self.sections.items():
            sec.base = where[name]
            sec.data = bytearray(sec.size)
        # a section that is not allocated (.note.GNU-stack, .comment) is not part of the
        # image; its symbols keep their offsets (address 0 + offset), as in the linked ELF
        self.unloaded = {i.name for i in inputs if i.kind == "none"}
        self._join_code()
        self.sections = dict(sorted(self.sections.items(), key=lambda kv: kv[1].base))

    def _join_code(self) -> None:
        """Make the placed code sections (``.text.*``, ``"ax"`` orphans, contiguous after
        ``.text``) one ``.text``, so every instruction has a slot index from its base."""
        text = self.sections[".text"]
        for name in [n for n, s in self.sections.items() if s.executable and n != ".text"]:
            sec = self.sections.pop(name)
            shift = sec.base - text.base
            for it in self.items:
                if it.section == name:
                    it.section, it.offset = ".text", it.offset + shift
                    if it.literal_offset >= 0:
                        it.literal_offset += shift
            for sym, (s, off) in list(self.labels.items()):
                if s == name:
                    self.labels[sym] = (".text", off + shift)
            for defs in self.local_defs.values():
                defs[:] = [(p, ".text", off + shift) if s == name else (p, s, off)
                           for p, s, off in defs]
            for _, here in self.equs.values():
                if here.section == name:
                    here.section, here.offset = ".text", here.offset + shift
            text.size = max(text.size, shift + sec.size)
            text.align = max(text.align, sec.align)
        text.data = bytearray(text.size)
    # ---------------------------------------------------------------- pass 2
    def symbol_value(self, name: str, item: _Item | None, depth: int = 0) -> int | None:
        """The value of ``name`` seen from ``item``; None when it (or what it names) is
        undefined."""
        try:
            return self._symbol_value(name, item, depth)
        except (_Undefined, ExprError, RecursionError):
            return None

    def _symbol_value(self, name: str, item: _Item | None, depth: int = 0,
                      memo: dict | None = None) -> int | None:
        if name in self.labels:
            sec, off = self.labels[name]
            return self.sections[sec].base + off
        if name in self.equs:
            if depth > 64:
                return None
            memo = {} if memo is None else memo  # one evaluation: each .equ symbol once
            expr, here = self._equ_at(name, item)
            key = (name, id(here))
            if key not in memo:
                memo[key] = expr.value(lambda n: self._resolve(n, here, depth + 1, memo))
            return memo[key]
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

    def _resolve(self, name: str, item: _Item | None, depth: int = 0,
                 memo: dict | None = None) -> int:
        v = self._symbol_value(name, item, depth, memo)
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
                elif it.kind == "inst" or (it.kind == "data" and st.mnemonic == ".inst"):
                    op = st.operands[it.operand]
                    word = ctx.value(op.text, op.col)
                    if not -(1 << 31) <= word < 1 << 32:
                        raise D.DirectiveError(f"value {word:#x} does not fit in 32 bits", op.col,
                                               ".inst takes 32-bit words")
                    word &= 0xFFFFFFFF
                    sec.data[it.offset:it.offset + 4] = word.to_bytes(4, "little")
                    if it.kind == "inst":
                        ins = self.backend.decode_word(word, st, ctx)
                        ins.address, ins.index = ctx.address, ctx.index
                        insns.append(ins)
                        if "unsupported" in ins.info:
                            self.warnings.append(AsmError(
                                st.loc.at(op.col), ins.info["unsupported"],
                                "GNU as accepts any word; tilesim raises SIGILL only if it runs",
                                severity="warning"))
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
                elif it.kind == "align" and it.size and sec.executable and it.fill is None \
                        and hasattr(self.backend, "decode_word"):
                    insns.extend(self._code_padding(it, sec))
                elif it.kind == "align" and it.size:
                    fill = it.fill if it.fill is not None else 0
                    sec.data[it.offset:it.offset + it.size] = bytes([fill]) * it.size
            except D.DirectiveError as e:
                self._err(st, e.message, e.col, e.hint)
            except AsmError as e:
                self._add(e)
        return insns

    NOP = 0xD503201F  # A64 NOP (HINT #0): what GNU as pads code alignment with

    def _code_padding(self, it: _Item, sec: Section) -> list[Insn]:
        """Alignment padding in code: zero bytes up to a word boundary, then NOPs that run
        (GNU as fills code alignment so, so falling through a ``.p2align`` works)."""
        insns = []
        first = -(-it.offset // 4) * 4
        for off in range(first, it.offset + it.size - 3, 4):
            sec.data[off:off + 4] = self.NOP.to_bytes(4, "little")
            slot = _Item(it.stmt, it.section, off, 4, "inst", it.position)
            ctx = Context(self, slot)
            ins = self.backend.decode_word(self.NOP, it.stmt, ctx)
            ins.address, ins.index = ctx.address, ctx.index
            insns.append(ins)
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
