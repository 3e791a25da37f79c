"""Exclusives, atomics and add/subtract with carry against the Arm ARM pseudocode (one thread);
the QEMU comparison is programs/base/atomics.s."""
import pytest

from simulator import Machine

from helpers import run_asm

M64 = 2**64 - 1
CELL = ".balign 16\ncell: .quad 0x8000000000000005, 0"


def test_exclusive_success_then_failure():
    m = run_asm("adr x9, cell\nldxr x1, [x9]\nmov x2, #7\nstxr w3, x2, [x9]\nstxr w4, x2, [x9]\n"
                "ldr x5, [x9]", CELL)
    assert (m.x[1], m.x[3], m.x[4], m.x[5]) == (0x8000000000000005, 0, 1, 7)


def test_clrex_clears_the_monitor():
    m = run_asm("adr x9, cell\nldxr x1, [x9]\nclrex\nmov x2, #7\nstxr w3, x2, [x9]", CELL)
    assert m.x[3] == 1


def test_exclusive_fails_at_another_address():
    m = run_asm("adr x9, cell\nldaxr x1, [x9]\nadd x10, x9, #8\nmov x2, #7\n"
                "stlxr w3, x2, [x10]\nldr x5, [x10]", CELL)
    assert (m.x[3], m.x[5]) == (1, 0)


@pytest.mark.parametrize("insn,old,new", [
    ("ldadd x2, x1, [x9]", 0x8000000000000005, 0x8000000000000005 - 3),
    ("ldclr x2, x1, [x9]", 0x8000000000000005, 0x8000000000000005 & 2),
    ("ldeor x2, x1, [x9]", 0x8000000000000005, 0x8000000000000005 ^ (M64 - 2)),
    ("ldset x2, x1, [x9]", 0x8000000000000005, M64 - 2),
    ("ldsmax x2, x1, [x9]", 0x8000000000000005, M64 - 2),          # -3 > INT64_MIN + 5
    ("ldsmin x2, x1, [x9]", 0x8000000000000005, 0x8000000000000005),
    ("ldumax x2, x1, [x9]", 0x8000000000000005, M64 - 2),
    ("ldumin x2, x1, [x9]", 0x8000000000000005, 0x8000000000000005),
    ("swp x2, x1, [x9]", 0x8000000000000005, M64 - 2),
    ("ldaddb w2, w1, [x9]", 5, 0x8000000000000002),                 # byte: 5 + 0xfd = 0x102
    ("ldsmaxh w2, w1, [x9]", 5, 0x8000000000000005),                 # 5 > -3 as int16
])
def test_atomic_memory_operations(insn, old, new):
    m = run_asm(f"adr x9, cell\nmov x2, #-3\n{insn}\nldr x3, [x9]", CELL)
    assert m.x[1] == old and m.x[3] == new


def test_cas_equal_and_unequal():
    m = run_asm("adr x9, cell\nmov x1, #1\nmov x2, #2\ncas x1, x2, [x9]\nldr x3, [x9]\n"
                "mov x4, x1\ncasal x4, x2, [x9]\nldr x5, [x9]", CELL)
    assert m.x[1] == 0x8000000000000005 and m.x[3] == 0x8000000000000005
    assert m.x[4] == 0x8000000000000005 and m.x[5] == 2


def test_unaligned_atomic_is_sigbus():
    """FEAT_LSE2 (QEMU 11.1 -cpu max): an atomic crossing a 16-byte boundary is an alignment
    fault; tests/test_lse2_align_qemu.py compares every form and offset with QEMU."""
    m = Machine.from_source(".data\n" + CELL + "\n.text\n.global _start\n_start:\n"
                            "adr x9, cell\nadd x9, x9, #12\nldadd x2, x1, [x9]\n", "<t>")
    m.run(max_steps=100)
    assert m.exit_code == 135


@pytest.mark.parametrize("body,value,c", [
    ("mov x1, #-1\nadds xzr, x1, #1\nadc x4, xzr, xzr", 1, None),           # carry in
    ("mov x1, #-1\nmov x2, #1\nadds x3, x1, x2\nadcs x4, x1, xzr", 0, 1),   # -1 + 0 + 1
    ("mov x1, #5\nmov x2, #3\ncmp x1, x2\nsbc x4, x1, x2", 2, None),        # C = 1: no borrow
    ("mov x1, #3\nmov x2, #5\ncmp x1, x2\nsbcs x4, x1, x2", M64 - 2, 0),    # 3 - 5 - 1
    ("cmp xzr, #1\nmov w2, #1\nngc w4, w2", 0xFFFFFFFE, None),              # -1 - 1 (C = 0)
])
def test_add_subtract_with_carry(body, value, c):
    m = run_asm(body)
    assert m.x[4] == value
    if c is not None:
        assert m.state.nzcv[2] == c


@pytest.mark.parametrize("line,message", [
    ("ldxr x0, [x1, #8]", "takes a plain [Xn] address"),
    ("stxr x0, x1, [x2]", "the status register is a w register"),
    ("stxr w1, x1, [x2]", "the status register is also a transfer or base register"),
    ("ldaddb x0, x1, [x2]", "transfers a w register"),
    ("cas x0, w1, [x2]", "operands mix x and w registers"),
])
def test_errors_are_located(line, message):
    from isa.asm.diag import AsmErrors

    with pytest.raises(AsmErrors) as e:
        Machine.from_source(f".text\n_start: {line}\n", "e.s")
    assert message in str(e.value) and "e.s:2:" in e.value.render()
