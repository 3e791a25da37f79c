"""What the debugger knows about the program's source: its DWARF, where ``break FUNCTION``
goes, the source line of an instruction. A mixin of :class:`.session.Debugger` (which provides
``m``, ``arm`` and ``insn``)."""
from __future__ import annotations


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
