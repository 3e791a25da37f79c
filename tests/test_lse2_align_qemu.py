"""Unaligned atomic, exclusive and acquire/release accesses (FEAT_LSE2, Arm ARM B2.2.1.1) as
QEMU 11.1 runs them: allowed within one 16-byte aligned block, an alignment fault (SIGBUS) when
crossing one, even before a translation fault; a store-exclusive without the monitor touches no
memory and checks nothing. One program runs every form at every offset; a SIGBUS/SIGSEGV
handler notes the signal and skips the instruction, so QEMU's and tilesim's outputs (registers,
the buffer, the signal of each case) must be equal."""
from __future__ import annotations

import pytest

from tools import qemu_oracle

from simd_oracle import MARCH, run_both

needs_qemu = pytest.mark.skipif(
    not (qemu_oracle.tools_available() and qemu_oracle.clang_available()),
    reason="QEMU 11.1, clang-19 or ld.lld-19 not installed")

OPS = ["ldxr x1, [x2]", "ldxr w1, [x2]", "ldaxrh w1, [x2]", "stxr w3, x1, [x2]",
       "ldxr x4, [x2]\n    stxr w3, x1, [x2]", "ldxp x1, x4, [x2]", "ldaxp w1, w4, [x2]",
       "ldxp w4, w5, [x2]\n    stlxp w3, w1, w4, [x2]", "ldadd x1, x3, [x2]",
       "ldaddh w1, w3, [x2]", "stsetl x1, [x2]", "swpal x1, x3, [x2]", "cas x1, x3, [x2]",
       "casp x0, x1, x4, x5, [x2]", "caspa w0, w1, w4, w5, [x2]", "ldar x1, [x2]",
       "stlr w1, [x2]", "ldapr x1, [x2]", "ldlar x1, [x2]", "stllrh w1, [x2]",
       "ldapur x1, [x2, #3]", "stlurh w1, [x2, #1]", "ldapursw x1, [x2, #4]", "ldtr x1, [x2]",
       "swpp x1, x4, [x2]", "ldsetpa x1, x4, [x2]"]
OFFSETS = (0, 1, 4, 8, 9, 12, 15)
_HANDLER = """
handler:  // note the signal, skip the faulting instruction (uc_mcontext.pc at ucontext + 440)
    adr x9, sig
    str x0, [x9]
    ldr x9, [x2, #440]
    add x9, x9, #4
    str x9, [x2, #440]
    ret
"""


def _program() -> str:
    from simd_oracle import program_with_output

    setup = ["    adr x9, handler", "    mov x10, #0x4", "    movk x10, #0x400, lsl #16  // SA_SIGINFO | SA_RESTORER",
             "    adr x11, restorer", "    sub sp, sp, #64", "    stp x9, x10, [sp]",
             "    stp x11, xzr, [sp, #16]"]
    for sig in (7, 11):
        setup += [f"    mov x0, #{sig}", "    mov x1, sp", "    mov x2, #0", "    mov x3, #8",
                  "    mov x8, #134", "    svc #0"]
    body = []
    for op in OPS:
        for off in OFFSETS:
            body += ["    adr x10, buf", "    adr x11, pristine", "    ldp q16, q17, [x11]",
                     "    stp q16, q17, [x10]", "    mov x1, #0x55", "    mov x3, #0x66",
                     "    movk x1, #0x77, lsl #32", f"    add x2, x10, #{off}", f"    {op}",
                     "    adr x9, sig", "    ldr x4, [x9]", "    str xzr, [x9]",
                     "    stp x1, x3, [x20], #16", "    str x4, [x20], #8",
                     "    ldp q16, q17, [x10]", "    stp q16, q17, [x20], #32"]
    data = (".balign 64\nbuf: .space 32\npristine: .quad 0x1111111111111111, 0x2222222222222222,"
            " 0x3333333333333333, 0x4444444444444444\nsig: .quad 0\n")
    text = program_with_output("\n".join(setup + body), data)
    # the output buffer holds len(OPS) * len(OFFSETS) * 56 bytes
    text = text.replace("out: .space 4096", f"out: .space {len(OPS) * len(OFFSETS) * 56}")
    return text + _HANDLER + "restorer:\n    mov x8, #139\n    svc #0\n"


@needs_qemu
def test_unaligned_atomics_match_qemu(tmp_path):
    run_both(_program(), tmp_path)
