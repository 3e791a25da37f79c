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
            try:
                self._dwarf = DwarfInfo(path) if path else None
            except Exception:  # noqa: BLE001 - damaged debug info: debug at the machine level
                self._dwarf = None
        return self._dwarf

    def after_prologue(self, address: int) -> int:
        """Where gdb puts ``break FUNCTION`` (see :meth:`.dwarf.DwarfInfo.after_prologue`)."""
        info = self.dwarf
        if info is None:
            return address
        return info.after_prologue(address, [(i.address, i.loc.line)
                                              for i in self.m.program.insns])

    def loc_at(self, index: int):
        """The source location of slot ``index``. An ELF instruction without a row of its own
        in the DWARF line table (line 0) belongs to the row before it, as in gdb."""
        ins = self.insn(index)
        if ins is None:
            return None
        if ins.loc.line or not self.arm or "elf" not in self.m.program.extra:
            return ins.loc
        for j in range(index - 1, max(index - 4096, -1), -1):
            prev = self.insn(j)
            if prev is not None and prev.loc.line:
                return prev.loc
        return ins.loc

