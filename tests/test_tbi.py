"""Top Byte Ignore, as Linux runs user space (TCR_EL1.TBI0 = 1): a tagged pointer reaches the
same bytes as the untagged one on every load/store path, and costs the same cycles (caches are
tagged by the location, not the pointer), with or without the block compiler; a system call
given a tagged pointer fails with EFAULT and a pointer whose bit 55 is set faults, both as under
QEMU 11.1. Every load/store form with tagged pointers against QEMU: programs/base/tbi.s
(tests/test_qemu_diff.py, tests/test_elf.py, tests/test_blocks.py)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

from simulator import Machine  # noqa: E402
from tools import qemu_oracle  # noqa: E402

# a loop of scalar, pair, SIMD, SVE and SME2 loads/stores through x1 (tag in x9) over `buf`
LOOP = """
    .text
    .global _start
_start:
    adr     x1, buf
    orr     x1, x1, x9
    ptrue   p0.s
    mov     x3, #40
1:  ldr     x4, [x1, #8]
    ldp     x5, x6, [x1, #16]
    add     x4, x4, x5
    str     x4, [x1, #8]
    ldr     q0, [x1, #64]
    ld1w    {{z1.s}}, p0/z, [x1]
    add     z1.s, z1.s, z1.s
    st1w    {{z1.s}}, p0, [x1, #2, mul vl]
    stp     x6, x4, [x1, #32]
    add     x1, x1, #8
    subs    x3, x3, #1
    b.ne    1b
    and     x0, x4, #0xff
    mov     x8, #93
    svc     #0
    .data
    .balign 64
buf: .fill 2048, 1, 3
"""


def _run(tag: int, jit: bool, monkeypatch) -> Machine:
    monkeypatch.setattr("simulator.blocks.runner.HOT", 1)
    monkeypatch.setattr("simulator.blocks.timed_run.HOT", 1)
    m = Machine.from_source(f"    .text\n    mov x9, #{tag << 56:#x}\n" + LOOP.format(), "<tbi>",
                            machine="m4", features="max")  # the loop has SVE: QEMU max's rules
    if not jit:
        m.jit = None
        m.timing.jit = False
    m.state.x[9] = tag << 56
    m.run(max_steps=100_000)
    assert m.fault is None, m.fault.render()
    return m


@pytest.mark.parametrize("jit", [False, True])
def test_tagged_loop_same_bytes_and_cycles_as_untagged(jit, monkeypatch):
    plain, tagged = _run(0, jit, monkeypatch), _run(0xA5, jit, monkeypatch)
    assert tagged.exit_code == plain.exit_code
    assert [r.arr.tobytes() for r in tagged.memory.regions] == \
        [r.arr.tobytes() for r in plain.memory.regions]
    assert tagged.state.x[1] >> 56 == 0xA5  # the base register keeps its tag
    assert tagged.cycles == plain.cycles and tagged.steps == plain.steps
    assert tagged.timing.hier.stats() == plain.timing.hier.stats()


def test_kernel_half_pointer_faults():
    """Bit 55 set: not a tag but an address in the kernel's half (TTBR1): SIGSEGV, reported at
    the address without its tag (bits 63:56 a copy of bit 55), as Linux reports si_addr."""
    m = Machine.from_source(".text\n_start: adr x1, v\n mov x2, #0x80000000000000\n"
                            " orr x1, x1, x2\n ldr x0, [x1]\n mov x8, #93\n svc #0\n"
                            ".data\nv: .quad 1\n")
    m.run()
    assert m.fault is not None and m.fault.kind.startswith("SIGSEGV") and m.exit_code == 139
    assert "read of 8 bytes at unmapped address 0xff80" in m.fault.detail


def test_tagged_store_to_read_only_data_names_the_permission():
    """The fault names the untagged address (Linux clears the tag from si_addr)."""
    m = Machine.from_source(".text\n_start: adr x1, v\n mov x2, #0x7700000000000000\n"
                            " orr x1, x1, x2\n str x0, [x1]\n mov x8, #93\n svc #0\n"
                            ".section .rodata\nv: .quad 1\n")
    m.run()
    assert m.fault is not None and m.fault.kind.startswith("SIGSEGV")
    assert "write of 8 bytes at 0x4" in m.fault.detail and "no write permission" in m.fault.detail


SYSCALL = """// write(1, tagged pointer, 3) without PR_SET_TAGGED_ADDR_CTRL: -EFAULT; exit with errno
    .text
    .global _start
_start:
    mov     x9, #0x5a00000000000000
    adr     x1, msg
    orr     x1, x1, x9
    mov     x0, #1
    mov     x2, #3
    mov     x8, #64
    svc     #0
    neg     x0, x0
    mov     x8, #93
    svc     #0
msg: .ascii "hi\\n"
"""


@pytest.mark.skipif(not qemu_oracle.tools_available(), reason="QEMU 11.1 / cross binutils missing")
def test_system_call_with_tagged_pointer_is_efault_as_qemu(tmp_path):
    src = tmp_path / "tagged_write.s"
    src.write_text(SYSCALL)
    out, _, status = qemu_oracle.run_qemu(qemu_oracle.build(src, tmp_path))
    m = Machine.from_file(src)
    m.run()
    assert (bytes(m.stdout), m.exit_code) == (out, status) == (b"", 14)
