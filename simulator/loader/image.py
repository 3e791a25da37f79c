"""From placed bytes to a :class:`~isa.asm.program.Program`: the executable range becomes
``.text`` with one decoded :class:`Insn` per code word, so the machine, cycle model, debugger and
dumps work on an ELF image exactly as on an assembled one.

Words are decoded by :func:`isa.a64.binary.decode_word`. A word no supported encoding matches
still gets a slot: it raises SIGILL "unsupported: … (0x…)" only when executed, located at its
DWARF source line when known. Words in ``$d`` mapping-symbol ranges (data in text, AAELF64
"Mapping symbols") get no instruction.
"""
from __future__ import annotations

import os
import re

import attrs

from isa.asm.diag import AsmError, SourceLoc
from isa.asm.program import Insn, Program, Section
from isa.faults import IllegalInstruction, SegmentationFault

from .dwarf import LineMap


@attrs.define(eq=False)
class Placed:
    """One piece of the loaded image: ``size`` bytes at ``base`` (``data`` may be shorter: the
    rest is zero, like .bss)."""

    name: str
    base: int
    size: int
    data: bytes = b""
    executable: bool = False
    writable: bool = False
    code: list[tuple[int, int]] = attrs.field(factory=list)  # [start, end) ranges to decode


_INST = re.compile(r"(?:\.inst\s+|\(\s*)0x([0-9a-f]{1,8})\b", re.I)


class SourceFiles:
    """Source text of the files the line table names (for fault reports and the debugger)."""

    def __init__(self, roots: tuple[str, ...]):
        self.roots = roots
        self.files: dict[str, str] = {}
        self._lines: dict[str, list[str] | None] = {}
        self._inst: dict[str, dict[int, list[int]]] = {}

    def line(self, file: str, line: int) -> str:
        if file not in self._lines:
            self._lines[file] = None
            for cand in [file] + [os.path.join(r, file) for r in self.roots]:
                if os.path.isfile(cand):
                    try:
                        with open(cand, encoding="utf-8", errors="replace") as fh:
                            text = fh.read()
                    except OSError:
                        continue
                    self.files[file] = text
                    self._lines[file] = text.splitlines()
                    break
        lines = self._lines[file]
        return lines[line - 1] if lines and 0 < line <= len(lines) else ""

    def find_inst(self, file: str, after: int, word: int) -> int | None:
        """The line after ``after`` (within 400 lines) that writes ``word`` with ``.inst`` or
        a macro such as KleidiAI's ``KAI_ASM_INST(0x…)`` (clang emits no line row for
        ``.inst``; GNU as does), or None."""
        if file not in self._inst:
            self.line(file, 1)
            found: dict[int, list[int]] = {}
            for n, text in enumerate(self._lines.get(file) or [], 1):
                for m in _INST.finditer(text):
                    found.setdefault(int(m.group(1), 16), []).append(n)
            self._inst[file] = found
        for n in self._inst[file].get(word, ()):
            if after < n <= after + 400:
                return n
        return None


def source_lines(roots: tuple[str, ...]) -> SourceFiles:
    """The source files a module's line table names, read on demand from ``roots``."""
    return SourceFiles(roots)


def _undefined(word: int, address: int, index: int, message: str, loc: SourceLoc) -> Insn:
    """A slot for a word tilesim cannot execute: SIGILL with ``message`` when it runs."""

    def bind(state, i):
        def run():
            raise IllegalInstruction(message)
        return run

    return Insn(loc, ".inst", f".inst 0x{word:08x}", (), bind, "int", address, index,
                {"word": word, "undefined": message})


def bad_entry(entry: int, address: int, index: int) -> Insn:
    """The start slot of an executable whose entry point is outside its code (e.g. linked
    without ``_start``): SIGSEGV at the entry address, as running it under Linux gives."""

    def bind(state, i):
        def run():
            raise SegmentationFault(f"entry point 0x{entry:x}: no executable code is mapped "
                                    "there (linked without _start?)", entry, "fetch")
        return run

    return Insn(SourceLoc("<entry point>", 0, 1, ""), "<entry>", f"<entry point 0x{entry:x}>",
                (), bind, "int", address, index, {"bad_entry": entry})


def _unsupported(word: int, loc: SourceLoc) -> str:
    """The ``.inst`` front end's message (the word's encoding group, and the text of a
    ``.inst 0x… // text`` source line's comment), when that module is present."""
    try:
        from isa.a64.inst import trailing_comment, unsupported_message
    except ImportError:
        return ""
    line = loc.text
    at = line.lower().find(".inst")
    comment = trailing_comment(line[at:]) if at >= 0 else ""
    return unsupported_message(word, comment)


def source_loc(address: int, lines: LineMap, sources: SourceFiles,
               text: str = "") -> SourceLoc | None:
    """The source location of ``address`` by its line table, with the line's text and the
    column of its first non-blank character (None: no row for it)."""
    hit = lines.get(address)
    if hit is None:
        return None
    file, line = hit
    src = sources.line(file, line)
    col = len(src) - len(src.lstrip()) + 1 if src.strip() else 1
    return SourceLoc(file, line, col, src or text)


def decode_text(data: bytes, base: int, code: list[tuple[int, int]], lines: LineMap,
                sources: SourceFiles) -> list[Insn | None]:
    """One slot per word of ``data`` at ``base``: an Insn for words in ``code`` ranges."""
    slots: list[Insn | None] = [None] * (len(data) // 4)
    starts = getattr(lines, "starts", None)
    lines = dict(lines)
    last: SourceLoc | None = None
    for start, end in code:
        if last is None:
            after = [a for a in lines if start <= a < end]
            if after:  # words before the first row: search the file from its top
                last = SourceLoc(lines[min(after)][0], 0)
        for addr in range(start - (start - base) % 4, end, 4):
            i = (addr - base) >> 2
            if not 0 <= i < len(slots):
                continue
            word = int.from_bytes(data[4 * i:4 * i + 4], "little")
            loc = source_loc(addr, lines, sources) if starts is None or addr in starts else None
            if loc is None and last is not None:
                found = sources.find_inst(last.file, last.line, word)
                if found is not None:
                    lines[addr] = (last.file, found)
            if loc is None:  # inside a row's range (or a .inst line found above)
                loc = source_loc(addr, lines, sources)
            last = loc or last
            slots[i] = decode_slot(word, addr, base, loc)
    return slots


def decode_slot(word: int, addr: int, text_base: int, loc: SourceLoc | None) -> Insn:
    """The instruction ``word`` at ``addr``, or a slot that raises SIGILL naming the word when
    it runs (a word no supported encoding matches, or one tilesim cannot execute)."""
    from isa.a64.binary import UndefinedWord, decode_word, disasm

    i = (addr - text_base) >> 2
    try:
        return decode_word(word, addr, text_base=text_base, loc=loc)
    except UndefinedWord as e:
        where = loc or SourceLoc(f"0x{addr:x}", 0, 1, f".inst 0x{word:08x}")
        return _undefined(word, addr, i, _unsupported(word, where) or e.message, where)
    except AsmError as e:
        text = disasm(word, addr) or f"0x{word:08x}"
        where = loc or SourceLoc(f"0x{addr:x}", 0, 1, text)
        return _undefined(word, addr, i, f"unsupported: {text} (0x{word:08x}): {e.message}",
                          where)
    except Exception as e:  # noqa: BLE001 - a broken encoding table must not stop loading
        where = loc or SourceLoc(f"0x{addr:x}", 0, 1, f".inst 0x{word:08x}")
        return _undefined(word, addr, i, f"cannot decode 0x{word:08x}: {type(e).__name__}: {e}",
                          where)


def name_unsupported(insns) -> list[Insn]:
    """Words that no source comment names get LLVM's text in their SIGILL message (one
    llvm-mc batch for all of ``insns``; see :mod:`.llvm_text`): the replacement instructions
    (each with the index of the one it replaces)."""
    from .llvm_text import llvm_texts, unsupported_text

    bad = [s for s in insns if s is not None and "undefined" in s.info
           and s.info["undefined"].startswith(("unsupported: 0x", "undefined or unsupported"))]
    texts = llvm_texts(s.info["word"] for s in bad) if bad else {}
    return [_undefined(s.info["word"], s.address, s.index,
                       unsupported_text(s.info["word"], texts), s.loc)
            for s in bad if s.info["word"] in texts]


def _warnings(slots: list[Insn | None], limit: int = 20) -> list[AsmError]:
    """A warning for each word that cannot run (as ``tilesim asm`` lists ``.inst`` ones)."""
    bad = [s for s in slots if s is not None and "undefined" in s.info]
    out = [AsmError(s.loc, f"0x{s.address:x}: {s.info['undefined']}", severity="warning")
           for s in bad[:limit]]
    if len(bad) > limit:
        out.append(AsmError(bad[limit].loc, f"{len(bad) - limit} more words tilesim cannot "
                            "execute", severity="warning"))
    return out


def build_program(path: str, pieces: list[Placed], symbols: dict[str, int], entry: int,
                  lines: LineMap, roots: tuple[str, ...] = ()) -> Program:
    """A Program whose ``.text`` spans every executable piece and whose other sections are the
    remaining pieces (names made unique), entry at address ``entry``."""
    execs = [p for p in pieces if p.executable]
    if not execs:
        from .errors import LoadError

        raise LoadError(f"{path}: no executable segment or section", "is this a program?")
    lo = min(p.base for p in execs)
    hi = max(p.base + p.size for p in execs)
    hi += -(hi - lo) % 4
    text = bytearray(hi - lo)
    code: list[tuple[int, int]] = []
    for p in execs:
        text[p.base - lo:p.base - lo + len(p.data)] = p.data
        code += p.code
    sources = SourceFiles(roots)
    slots = decode_text(bytes(text), lo, code, lines, sources)
    for s in name_unsupported(slots):
        slots[s.index] = s
    sections: dict[str, Section] = {".text": Section(".text", text, len(text), 4, lo,
                                                     executable=True)}
    for p in sorted((p for p in pieces if not p.executable), key=lambda p: p.base):
        name, n = p.name, 1
        while name in sections:
            name, n = f"{p.name}.{n}", n + 1
        data = bytearray(p.size)
        data[:len(p.data)] = p.data[:p.size]
        sections[name] = Section(name, data, p.size, 16, p.base, nobits=not p.data)
    ordered = dict(sorted(sections.items(), key=lambda kv: kv[1].base))
    insns = [s for s in slots if s is not None]
    index = (entry - lo) >> 2
    if not (lo <= entry < hi and entry % 4 == 0):
        index = len(slots)  # the kernel would fault fetching the first instruction
        slots.append(bad_entry(entry, lo + 4 * index, index))
    prog = Program("a64", ordered, dict(symbols), insns, index, "", dict(sources.files),
                   remarks=_warnings(slots), slots=slots)
    prog.extra["elf"] = path
    return prog
