"""Run control shared by the Arm and the VF machine: ``run`` to the end or the step limit,
``step(n)``. A machine provides ``_go(limit)`` (run at most ``limit`` steps), ``_stop_limit()``
(record the step-limit stop), ``steps``, ``max_steps`` and ``exit_code``; a run that stops
abnormally leaves a :class:`FaultReport`."""
from __future__ import annotations

import attrs

from isa.asm.diag import SourceLoc
from isa.asm.program import Insn


class RunControl:
    steps: int
    max_steps: int
    exit_code: int | None

    @property
    def finished(self) -> bool:
        return self.exit_code is not None

    def run(self, max_steps: int | None = None) -> int:
        """Run until exit, fault or the step limit; return the exit status."""
        self._go(self.max_steps - self.steps if max_steps is None else max_steps)
        if not self.finished and (max_steps is None or self.steps >= self.max_steps):
            self._stop_limit()
        return self.exit_code if self.exit_code is not None else -1

    def step(self, n: int = 1) -> int:
        """Run at most ``n`` instructions; return how many ran."""
        before = self.steps
        self._go(n)
        return self.steps - before

    def _go(self, limit: int) -> None:  # pragma: no cover - provided by the machine
        raise NotImplementedError

    def _stop_limit(self) -> None:  # pragma: no cover - provided by the machine
        raise NotImplementedError


@attrs.define(eq=False)
class FaultReport:
    """Where and why a run stopped abnormally."""

    kind: str  # e.g. "SIGILL (illegal instruction)", "step limit"
    detail: str
    exit_status: int
    insn: Insn | None
    address: int | None = None
    note: str = ""  # e.g. "the last instruction before it" when the pc is not an instruction

    @property
    def loc(self) -> SourceLoc | None:
        return self.insn.loc if self.insn else None

    def render(self) -> str:
        lines = [f"tilesim: {self.kind}: {self.detail}"]
        if self.insn is not None:
            pc = self.insn.address
            lines.append(f"  at pc 0x{pc:x}: {self.insn.text}")
            lines.append(f"  {self.insn.loc.file}:{self.insn.loc.line}:{self.insn.loc.col}: "
                         f"{self.insn.loc.text.strip()}"
                         + (f"   ({self.note})" if self.note else ""))
        if self.address is not None:
            lines.append(f"  address: 0x{self.address & ((1 << 64) - 1):x}")
        return "\n".join(lines)
