"""SVE SQINC/UQINC/SQDEC/UQDEC by element count (isa/a64/sve_satcount.py). Every form against
QEMU 11.1 at three vector lengths: programs/sve/sat_count.s (tests/test_qemu_diff.py);
encodings against llvm-objdump-19: tests/encodings/sve_mem_pred.s (tests/test_encodings.py).
Here: the assembler's errors for the forms that do not exist."""
from __future__ import annotations

import pytest

from isa.asm.diag import AsmErrors
from simulator import Machine


@pytest.mark.parametrize("line, message", [
    ("sqincb w0", "the 32-bit form of 'sqincb' is 'sqincb x0, w0'"),
    ("uqincb x0, w0", "the unsigned 32-bit form takes one register"),
    ("sqdecw x0, w1", "expected w0 (the same register as the destination)"),
    ("sqincb z0.b", "'sqincb' has no vector form"),
    ("uqinch z0.s", "expected .h"),
    ("uqdecw x3, all, mul #17", "multiplier 17 out of range 1-16"),
    ("sqincd p0", "expected a general or Z register"),
])
def test_forms_that_do_not_exist_are_one_line_errors(line, message):
    with pytest.raises(AsmErrors) as e:
        Machine.from_source(f".text\n.global _start\n_start:\n  {line}\n", "t.s")
    first = str(e.value).splitlines()[0]
    assert first.startswith("t.s:4:") and message in first, first
