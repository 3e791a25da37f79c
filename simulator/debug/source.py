"""What the debugger knows about the program's source: its DWARF, where ``break FUNCTION``
goes, the source line of an instruction. A mixin of :class:`.session.Debugger` (which provides
``m``, ``arm`` and ``insn``)."""
from __future__ import annotations

import os

from .types import DebugError


class SourceFacts:
    @property
    def dwarf(self):
        """The program's DWARF (:class:`.dwarf.DwarfInfo`) when it is an ELF file built with
        -g, else None; read once."""
        if not hasattr(self, "_dwarf"):
            from .dwarf import DwarfInfo

            path = self.m.program.extra.get("elf") if self.arm else None
            image = self.m.program.extra.get("process") if self.arm else None
            bias = image.main.bias if image is not None else 0  # a PIE runs at a load bias
            try:
                self._dwarf = DwarfInfo(path, bias) if path else None
            except Exception:  # noqa: BLE001 - damaged debug info: debug at the machine level
                self._dwarf = None
        return self._dwarf

    def after_prologue(self, address: int) -> int:
        """Where gdb puts ``break FUNCTION`` (see :meth:`.dwarf.DwarfInfo.after_prologue`)."""
        info = self.dwarf
        return address if info is None else info.after_prologue(address)

    def line_slots(self, file: str | None, line: int) -> tuple[tuple[int, ...], int]:
        """``break FILE:LINE`` as gdb resolves it (linespec.c, symtab.c skip_prologue_sal):
        the ``is_stmt`` rows of LINE in FILE (no FILE: the program's first file), else those
        of the nearest later line with code; of each function only its lowest address, moved
        past the function's prologue when it lies in it. Returns the slots and the line gdb
        reports (the row's; the new address's line when the prologue moved it)."""
        prog = self.m.program
        if prog.code is None:
            rows = [(i.index, i.loc.file, i.loc.line) for i in prog.insns]
        else:  # a process: the line tables of its files, for code not run yet too
            rows = [(i, f, n) for a, f, n in prog.code.line_rows()
                    if (i := prog.index_of(a)) is not None]
        picked = [r for r in rows if file is None or r[1] == file
                  or os.path.basename(r[1]) == os.path.basename(file)]
        if file is None:
            main = rows[0][1] if rows else ""
            picked = [r for r in picked if r[1] == main] or picked
        if not picked:
            raise DebugError(f"no source file '{file}' in this program")
        later = [r[2] for r in picked if r[2] >= line]
        if not later:
            raise DebugError(f"line {line} is past the last instruction of the file")
        best = min(later)
        slots = sorted({r[0] for r in picked if r[2] == best})
        info = self.dwarf
        if info is None:
            return tuple(slots), best
        out: dict[object, int] = {}
        moved = False
        for i in slots:
            address = self.address(i)
            lo = info.function_start(address)
            if lo is None:
                out[("slot", i)] = i
                continue
            if lo in out:
                continue  # one place per function: its lowest address
            post = info.after_prologue(lo)
            if address < post and (j := self.slot_at(post)) is not None:
                i, moved = j, True
            out[lo] = i
        found = tuple(sorted(set(out.values())))
        loc = self.loc_at(found[0]) if moved else None
        return found, (loc.line if loc is not None and loc.line else best)

    def slot_at(self, address: int) -> int | None:
        """The instruction slot at ``address`` (None: no code there). A process's program maps
        several code ranges (``Program.index_of``); a program image has one ``.text``."""
        prog = self.m.program
        index_of = getattr(prog, "index_of", None)
        if index_of is not None:
            return index_of(address)
        i = (address - prog.text_base) >> 2
        return i if 0 <= i < len(prog.slots) and not address & 3 else None

    def loc_at(self, index: int):
        """The source location of slot ``index``. An ELF instruction without a row of its own
        in the DWARF line table (line 0) belongs to the row before it, as in gdb."""
        ins = self.insn(index)
        if ins is None:
            return None
        if ins.loc.line or not self.arm or "elf" not in self.m.program.extra:
            return ins.loc
        address = self.address(index)
        for back in range(4, 4096, 4):
            j = self.slot_at(address - back)
            prev = self.insn(j) if j is not None else None
            if prev is not None and prev.loc.line:
                return prev.loc
        return ins.loc
