"""Reverse execution over mapping calls: stepping back over munmap/mmap brings the mappings
(and their bytes) back as a fresh run to the same step has them."""
from __future__ import annotations

import pytest

from simulator import Machine
from simulator.debug.session import Debugger

SRC = """.text
.global _start
_start:
 mov x0, #0
 mov x1, #0x2000
 mov x2, #3
 mov x3, #0x22
 mov x4, #-1
 mov x5, #0
 mov x8, #222
 svc #0
 mov x19, x0
 mov x9, #5
 str x9, [x0]
 mov x1, #0x2000
 mov x8, #215
 svc #0
 mov x0, #0
 mov x8, #214
 svc #0
 add x0, x0, #0x5000
 mov x8, #214
 svc #0
 mov x0, #0
 mov x8, #93
 svc #0
"""


def _spans(m: Machine) -> list[tuple[int, int, str]]:
    return sorted((r.base, r.end, r.perms) for r in m.memory.regions)


@pytest.mark.parametrize("back", [1, 2, 4, 7, 12])
def test_reverse_over_mmap_munmap_brk(back):
    d = Debugger(lambda: Machine.from_source(SRC, "m.s"))
    d.forward(n=20)
    d.backward(n=back)
    ref = Machine.from_source(SRC, "m.s")
    ref.step(20 - back)
    assert _spans(d.m) == _spans(ref)
    assert d.m.state.x[:31] == ref.state.x[:31]
    assert d.m.linux.mm.brk == ref.linux.mm.brk
    if any(r.base <= ref.state.x[19] < r.end for r in ref.memory.regions):
        assert d.m.memory.load(ref.state.x[19], 8) == ref.memory.load(ref.state.x[19], 8)
    d.forward(n=50)
    assert d.m.exit_code == 0
