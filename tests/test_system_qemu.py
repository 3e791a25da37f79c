"""User-mode system instructions against QEMU 11.1 (isa/a64/base_system.py, base_pauth.py,
base_mte.py, the HINT space in base_branch.py): each program's stdout and exit status must equal
QEMU's, run by tilesim from clang-19's ELF (binary decoder) and from the source (assembler).

Pointer authentication keys are random under QEMU and seeded under tilesim, so the PAC programs
print only key-independent facts (round trips, which bits changed, faults)."""
from __future__ import annotations

import pytest

from simulator import Machine
from tools import qemu_oracle

from simd_oracle import program_with_output as _program
from simd_oracle import run_both as _both

needs_qemu = pytest.mark.skipif(
    not (qemu_oracle.tools_available() and qemu_oracle.clang_available()),
    reason="QEMU 11.1, clang-19 or ld.lld-19 not installed")

_REGS = ["midr_el1", "mpidr_el1", "revidr_el1", "id_aa64pfr0_el1", "id_aa64pfr1_el1",
         "id_aa64pfr2_el1", "id_aa64zfr0_el1", "id_aa64smfr0_el1", "id_aa64fpfr0_el1",
         "id_aa64dfr0_el1", "id_aa64dfr1_el1", "id_aa64afr0_el1", "id_aa64afr1_el1",
         "id_aa64isar0_el1", "id_aa64isar1_el1", "id_aa64isar2_el1", "id_aa64isar3_el1",
         "id_aa64mmfr0_el1", "id_aa64mmfr1_el1", "id_aa64mmfr2_el1", "id_aa64mmfr3_el1",
         "id_aa64mmfr4_el1", "ctr_el0", "dczid_el0", "tpidrro_el0", "cntfrq_el0", "dit", "ssbs",
         "tco"]


@needs_qemu
def test_id_and_pstate_registers_match_qemu(tmp_path):
    body = "\n".join(f"    mrs x1, {r}\n    str x1, [x20], #8" for r in _REGS)
    body += """
    msr dit, #1
    msr ssbs, #1
    msr tco, #1
    mrs x1, dit
    mrs x2, ssbs
    mrs x3, tco
    stp x1, x2, [x20], #16
    str x3, [x20], #8
    mov x4, #0
    msr dit, x4
    mov x4, #-1
    msr ssbs, x4
    mrs x1, dit
    mrs x2, ssbs
    stp x1, x2, [x20], #16
"""
    _both(_program(body), tmp_path)


def test_m4_id_registers_clear_missing_features():
    from isa.a64.base_system import ID_MAX, id_registers
    from simulator.features import feature_set

    m4 = id_registers(feature_set("m4"))
    assert (ID_MAX["id_aa64pfr0_el1"] >> 32) & 0xF == 1 and (m4["id_aa64pfr0_el1"] >> 32) & 0xF == 0
    assert m4["id_aa64smfr0_el1"] >> 63 == 0                     # no FA64
    assert (m4["id_aa64smfr0_el1"] >> 56) & 0xF == 1            # SME2, not SME2p1
    assert (m4["id_aa64smfr0_el1"] >> 42) & 3 == 0              # no F16F16 / B16B16
    assert (m4["id_aa64smfr0_el1"] >> 48) & 1 == 1              # F64F64
    assert (m4["id_aa64pfr1_el1"] >> 8) & 0xF == 0 != (ID_MAX["id_aa64pfr1_el1"] >> 8) & 0xF
    m = Machine.from_source(".text\n.global _start\n_start:\nmrs x1, id_aa64pfr0_el1\n"
                            "mov x0, #0\nmov x8, #93\nsvc #0\n", features="m4")
    m.run()
    assert m.x[1] == m4["id_aa64pfr0_el1"]


@needs_qemu
def test_flag_manipulation_matches_qemu(tmp_path):
    lines = []
    for flags in range(16):
        for op in ("cfinv", "axflag", "xaflag", "rmif x5, #3, #0b1011", "rmif x5, #63, #0b0101",
                   "setf8 w5", "setf16 w5", "setf8 w6", "setf16 w6"):
            lines.append(f"    mov x1, #{flags << 28}\n    msr nzcv, x1\n    {op}\n"
                         "    mrs x1, nzcv\n    str w1, [x20], #4")
    body = "    ldr x5, =0x8000000000000f35\n    mov x6, #0x1ff00\n" + "\n".join(lines)
    _both(_program(body), tmp_path)


@needs_qemu
def test_every_hint_runs(tmp_path):
    pac = {7, 8, 10, 12, 14, 24, 25, 26, 27, 28, 29, 30, 31}
    body = "\n".join(f"    hint #{n}" for n in range(128) if n not in pac)
    body += "\n    sb\n    wfe\n    wfi\n    sev\n    sevl\n    esb\n    csdb\n    dgh\n"
    body += "    mov x1, #7\n    str x1, [x20], #8"
    _both(_program(body), tmp_path)


_PAC_BODY = """
    ldr x9, =0x0000ffff12345678
    ldr x10, =0x00000055abcd0010
    ldr x11, =0xff00000000001230
    mov x12, #0x1234
    mov x13, sp
    // key-independent facts: 1 when each holds
    .irp ptr, x9, x10, x11
    .irp pac, pacia, pacib, pacda, pacdb
    mov x1, \\ptr
    \\pac x1, x12
    mov x2, x1
    eor x3, x1, \\ptr
    and x3, x3, #0xff80ffffffffffff      // only bits 54:48 may change
    cmp x3, #0
    cset x4, eq
    str x4, [x20], #8
    xpaci x2
    cmp x2, \\ptr
    cset x4, eq
    str x4, [x20], #8
    .endr
    .endr
    mov x1, x9
    pacia x1, x12
    autia x1, x12
    str x1, [x20], #8
    mov x1, x10
    pacdzb x1
    autdzb x1
    str x1, [x20], #8
    mov x1, x9
    paciza x1
    xpacd x1
    str x1, [x20], #8
    pacga x1, x9, x12
    and x1, x1, #0xffffffff
    str x1, [x20], #8
    // the hint forms in a call: PACIASP / AUTIASP, PACIBSP / RETAB, PACIA1716 / AUTIA1716
    bl f1
    bl f2
    mov x17, x9
    mov x16, x12
    pacia1716
    autia1716
    str x17, [x20], #8
    mov x30, x10
    paciaz
    autiaz
    str x30, [x20], #8
    mov x30, x9
    pacibz
    xpaclri
    str x30, [x20], #8
    // combined branches and the authenticated load
    adr x1, f3
    paciza x1
    blraaz x1
    adr x1, f3
    pacib x1, x13
    blrab x1, sp
    adr x1, word
    pacdza x1
    ldraa x2, [x1, #8]
    str x2, [x20], #8
    adr x1, word
    pacdzb x1
    ldrab x2, [x1, #16]!
    ldr x3, [x1]
    stp x2, x3, [x20], #16
    adr x1, after
    pacia x1, x12
    braa x1, x12
    brk #1
after:
"""
_PAC_FUNCS = """
f1:
    paciasp
    stp x29, x30, [sp, #-16]!
    ldp x29, x30, [sp], #16
    autiasp
    ret
f2:
    pacibsp
    retab
f3:
    mov x5, #3
    str x5, [x20], #8
    ret
"""


@needs_qemu
def test_pointer_authentication_matches_qemu(tmp_path):
    data = "word: .quad 11, 22, 33"
    src = _program(_PAC_BODY, data).replace("    .text\n    .global _start\n",
                                             "    .text\n" + _PAC_FUNCS + "    .global _start\n")
    _both(src, tmp_path)


@needs_qemu
@pytest.mark.parametrize("fail", ["mov x1, x9\n    pacia x1, x12\n    autia x1, x13",
                                  "mov x1, x9\n    paciza x1\n    autdza x1",
                                  "mov x30, x9\n    paciasp\n    mov x30, x10\n    autiasp",
                                  "adr x30, 1f\n    paciasp\n    add sp, sp, #16\n    retaa\n1:",
                                  "adr x1, 1f\n    pacia x1, x12\n    braa x1, x13\n1:",
                                  "adr x1, out\n    pacdza x1\n    ldrab x2, [x1]"])
def test_authentication_failure_is_sigill_like_qemu(fail, tmp_path):
    # "ok" is written first, so a run that faults before the failing AUT differs from QEMU's
    body = "    mov x0, #1\n    adr x1, ok\n    mov x2, #2\n    mov x8, #64\n    svc #0\n" \
           "    ldr x9, =0x0000ffff12345678\n    ldr x10, =0x00000055abcd0010\n" \
           "    mov x12, #0x1234\n    mov x13, #0x1235\n    " + fail + "\n    str x1, [x20], #8"
    # A wrong modifier fails authentication unless the two PACs happen to be equal: with Linux's
    # 48-bit user addresses and TBI the PAC has 7 bits (15 for instruction pointers), QEMU's keys
    # are random per process and an SP modifier moves with the environment, so one run in ~128
    # may authenticate on either side. A real difference shows on every attempt (each attempt's
    # directory name is 16 bytes longer: argv[0], and so tilesim's SP, moves).
    for attempt in range(3):
        try:
            where = tmp_path / ("a" * 16 * (attempt + 1))
            where.mkdir()
            _both(_program(body, 'ok: .ascii "ok"'), where)
            return
        except AssertionError:
            if attempt == 2:
                raise


@needs_qemu
def test_memory_tagging_matches_qemu(tmp_path):
    body = """
    adr x21, buf
    ldr x1, =0x0500000000001234
    irg x2, x1
    irg x3, x1, x1
    addg x4, x1, #32, #3
    subg x5, x1, #16, #15
    gmi x6, x1, xzr
    gmi x7, x21, x6
    stp x2, x3, [x20], #16
    stp x4, x5, [x20], #16
    stp x6, x7, [x20], #16
    mov x8, #-1
    ldg x8, [x21, #16]
    str x8, [x20], #8
    stg x21, [x21]
    st2g x21, [x21, #32]
    stzg x21, [x21, #16]
    stz2g x21, [x21, #64]!
    stgp x9, x10, [x21, #-32]
    stgp x9, x10, [x21], #16
    dc gva, x21
    adr x22, buf
    sub x7, x21, x22                    // the written-back base, relative to buf
    str x7, [x20], #8
    ldr x23, =0xff80000000042000
    subps x8, x1, x23
    mrs x9, nzcv
    subp x10, x23, x1
    cmpp x23, x23
    mrs x11, nzcv
    stp x8, x9, [x20], #16
    stp x10, x11, [x20], #16
    adr x21, buf
    .irp off, 0, 16, 32, 48, 64, 80, 96, 112
    ldr x1, [x21, #\\off]
    str x1, [x20], #8
    .endr
"""
    data = "buf: .fill 192, 1, 0x55"
    _both(_program(body, data), tmp_path)


@needs_qemu
def test_mte_alignment_fault_like_qemu(tmp_path):
    _both(_program("    mov x0, #1\n    adr x1, ok\n    mov x2, #2\n    mov x8, #64\n    svc #0\n"
                   "    adr x1, out\n    add x1, x1, #8\n    stg x1, [x1]", 'ok: .ascii "ok"'),
          tmp_path)


@needs_qemu
def test_dc_zva_and_gzva_zero_a_block_like_qemu(tmp_path):
    body = """
    adr x21, buf
    add x1, x21, #600
    dc zva, x1
    add x1, x21, #1100
    dc gzva, x1
    dc cvac, x1
    dc cvadp, x1
    dc cgvac, x1
    ic ivau, x1
    mov x3, #0
1:  ldrb w2, [x21, x3]
    strb w2, [x20], #1
    add x3, x3, #1
    cmp x3, #2048
    b.ne 1b
"""
    _both(_program(body, ".balign 512\nbuf: .fill 2048, 1, 0xa5"), tmp_path)


@needs_qemu
def test_cssc_crc32_and_ordered_loads_match_qemu(tmp_path):
    vals = ["0", "1", "0x7fffffff", "0x80000000", "0xffffffffffffffff", "0x8000000000000000",
            "0x00f0000000000100", "0x123456789abcdef0"]
    lines = []
    for i, v in enumerate(vals):
        lines.append(f"    ldr x{1 + i % 2}, ={v}")
        if i:
            for op in ("abs", "cnt", "ctz"):
                lines += [f"    {op} x3, x1", f"    {op} w4, w2", "    stp x3, x4, [x20], #16"]
            for op in ("smax", "smin", "umax", "umin"):
                lines += [f"    {op} x3, x1, x2", f"    {op} w4, w2, w1",
                          f"    {op} x5, x1, #{-100 if op[0] == 's' else 200}",
                          f"    {op} w6, w2, #{127 if op[0] == 's' else 0}",
                          "    stp x3, x4, [x20], #16", "    stp x5, x6, [x20], #16"]
            for op in ("crc32b", "crc32h", "crc32w", "crc32cb", "crc32ch", "crc32cw"):
                lines += [f"    {op} w3, w1, w2", "    str x3, [x20], #8"]
            lines += ["    crc32x w3, w2, x1", "    crc32cx w4, w1, x2", "    stp x3, x4, [x20], #16"]
    body = "\n".join(lines) + """
    adr x21, buf
    ldapur x1, [x21, #3]
    ldapursb w2, [x21, #-1]
    ldapursh x3, [x21, #255]
    ldapursw x4, [x21, #1]
    stp x1, x2, [x20], #16
    stp x3, x4, [x20], #16
    stlur w1, [x21, #17]
    stlurb w1, [x21, #21]
    stlurh w2, [x21, #-3]
    ldtr x5, [x21, #16]
    ldtrsb x6, [x21, #21]
    ldtrsh w7, [x21, #-3]
    sttr x5, [x21, #40]
    sttrb w6, [x21, #48]
    ldtrsw x8, [x21, #40]
    stp x5, x6, [x20], #16
    stp x7, x8, [x20], #16
    ldnp x9, x10, [x21, #8]
    stnp x10, x9, [x21, #64]
    ldnp w11, w12, [x21, #64]
    stp x9, x10, [x20], #16
    stp x11, x12, [x20], #16
    cmp x9, x10
    mov x13, #0
    bc.eq 1f
    orr x13, x13, #1
1:  bc.ne 2f
    orr x13, x13, #2
2:  bc.hs 3f
    orr x13, x13, #4
3:  str x13, [x20], #8
"""
    data = "    .balign 16\n    .byte 0\nbuf: .byte " + ", ".join(str((i * 37 + 11) % 256)
                                                      for i in range(300))
    _both(_program(body, data), tmp_path)


@needs_qemu
def test_ignored_should_be_one_fields_like_qemu(tmp_path):
    """LDXR/LDAXR with Rs or Rt2 not 31, STXR with Rt2 not 31 and FCMP #0.0 with Rm not 0 run
    (llvm-objdump and QEMU ignore those fields); UMULH with Ra not 31 is SIGILL under both."""
    body = """
    adr x10, buf
    adr x12, buf
    fmov d30, #-2.0
    .inst 0xc85f0d46        // ldxr x6, [x10] (Rt2 = 3)
    .inst 0xc842c19a        // ldaxr x26, [x12] (Rs = 2)
    ldxr x1, [x10]
    .inst 0xc8010d45        // stxr w1, x5, [x10] (Rt2 = 3)
    .inst 0x1e6623c8        // fcmp d30, #0.0 (Rm = 6)
    mrs x2, nzcv
    stp x6, x26, [x20], #16
    stp x1, x2, [x20], #16
    ldr x3, [x10]
    str x3, [x20], #8
"""
    _both(_program(body, ".balign 16\nbuf: .quad 0x1122334455667788, 7"), tmp_path)
    _both(_program("    mov x0, #1\n    adr x1, ok\n    mov x2, #2\n    mov x8, #64\n    svc #0\n"
                   "    .inst 0x9bca1c4e        // umulh x14, x2, x10 (Ra = 7)",
                   'ok: .ascii "ok"'), tmp_path)


@needs_qemu
def test_pair_atomics_match_qemu(tmp_path):
    body = """
    adr x21, buf
    ldp x0, x1, [x21]
    ldr x2, =0x1111111111111111
    ldr x3, =0x2222222222222222
    casp x0, x1, x2, x3, [x21]          // equal: stores
    mov x4, #5
    mov x5, #6
    caspal x4, x5, x2, x3, [x21]        // unequal: loads only
    stp x0, x1, [x20], #16
    stp x4, x5, [x20], #16
    add x22, x21, #16
    ldp w6, w7, [x22]
    mov w8, #0x77
    mov w9, #0x99
    caspa w6, w7, w8, w9, [x22]
    mov x30, #0
    caspl x30, xzr, x2, x3, [x22]       // the pair x30, xzr: compares with (0, 0)
    stp x6, x7, [x20], #16
    str x30, [x20], #8
    add x23, x21, #32
    ldr x10, =0x00ff00ff00ff00ff
    ldr x11, =0xf0f0f0f0f0f0f0f0
    swpp x10, x11, [x23]
    stp x10, x11, [x20], #16
    ldclrpa x10, x11, [x23]
    stp x10, x11, [x20], #16
    ldsetpal x10, x11, [x23]
    stp x10, x11, [x20], #16
    ldsetpl x12, x13, [x23]
    stp x12, x13, [x20], #16
    .irp off, 0, 16, 32
    ldp x14, x15, [x21, #\\off]
    stp x14, x15, [x20], #16
    .endr
"""
    data = ".balign 16\nbuf: .quad 0x0123456789abcdef, 0xfedcba9876543210, 0x0000007700000099, " \
           "0x1234, 0xaaaaaaaaaaaaaaaa, 0x5555555555555555"
    _both(_program(body, data), tmp_path)
    _both(_program("    mov x0, #1\n    adr x1, ok\n    mov x2, #2\n    mov x8, #64\n    svc #0\n"
                   "    adr x1, buf\n    add x1, x1, #8\n    swpp x2, x3, [x1]",
                   'ok: .ascii "ok"\n.balign 16\nbuf: .quad 1, 2, 3'), tmp_path)


def test_m4_has_no_memory_tagging():
    src = ".text\n.global _start\n_start:\nmov x1, sp\nirg x2, x1\nmov x0, #0\nmov x8, #93\nsvc #0\n"
    m = Machine.from_source(src, features="m4")
    m.run()
    assert m.fault is not None and m.fault.exit_status == 132, m.fault
    assert "'irg' needs FEAT_MTE, which this machine does not implement" in m.fault.render()
    ok = Machine.from_source(src)
    ok.run()
    assert ok.fault is None and ok.exit_code == 0


_BRANCH_PROTECTED_C = r"""
#include <stdint.h>
__attribute__((noinline)) static int64_t leaf(int64_t x, const int32_t *v, int n) {
    int64_t s = x;
    for (int i = 0; i < n; i++) s += (int64_t)v[i] * (i + 1);
    return s;
}
int64_t walk(const int32_t *v, int n, int depth) {
    if (depth == 0) return leaf(depth, v, n);
    return walk(v, n, depth - 1) * 3 + leaf(depth, v, n);
}
void pick(float *d, const float *a, const float *b, int n) {
    for (int i = 0; i < n; i++) d[i] = __builtin_fabsf(a[i] - b[i]) > 1.0f ? a[i] : b[i] * 0.25f;
}
"""


@pytest.mark.skipif(not qemu_oracle.clang_available(), reason="clang-19 not installed")
def test_branch_protected_c_runs_through_call(tmp_path):
    """clang-19 -mbranch-protection=standard code (PACIASP/AUTIASP, BTI) called with m.call,
    checked against Python and numpy."""
    import subprocess

    import numpy as np

    src = tmp_path / "k.c"
    src.write_text(_BRANCH_PROTECTED_C)
    obj = tmp_path / "k.o"
    subprocess.run([qemu_oracle.CLANG, "--target=aarch64-linux-gnu", "-O2", "-march=armv8.5-a",
                    "-mbranch-protection=standard", "-c", str(src), "-o", str(obj)], check=True)
    m = Machine.from_file(obj)
    assert any(i.mnemonic == "paciasp" for i in m.program.slots if i is not None)
    v = np.arange(1, 17, dtype=np.int32)

    def walk(depth: int) -> int:
        leaf = depth + sum(int(x) * (i + 1) for i, x in enumerate(v))
        return leaf if depth == 0 else walk(depth - 1) * 3 + leaf
    assert m.call("walk", v, 16, 5).value == walk(5)
    a = np.linspace(-3, 3, 37).astype(np.float32)
    b = np.cos(a).astype(np.float32)
    d = np.zeros(37, np.float32)
    m.call("pick", d, a, b, 37, returns=None)
    assert (d == np.where(np.abs(a - b) > 1, a, b * np.float32(0.25))).all()


@needs_qemu
def test_fpsr_after_a_change_of_streaming_mode_matches_qemu(tmp_path):
    """A change of PSTATE.SM (SMSTART/SMSTOP SM, MSR SVCR, a system call made in streaming
    mode) is ResetSVEState: FPSR reads 0x0800009f after it, FPCR keeps its value; SMSTART ZA
    alone leaves FPSR alone."""
    body = """
    msr fpsr, xzr
    smstart za
    mrs x1, fpsr
    smstart sm
    mrs x2, fpsr
    mov x10, #0x8000000
    msr fpsr, x10
    mrs x3, fpsr
    smstop sm
    mrs x4, fpsr
    mov x10, #1
    msr fpsr, x10
    msr svcr, x10
    mrs x5, fpsr
    msr fpsr, xzr
    mov x8, #172
    svc #0
    mrs x6, fpsr
    mrs x7, svcr
    mrs x9, fpcr
    stp x1, x2, [x20], #16
    stp x3, x4, [x20], #16
    stp x5, x6, [x20], #16
    stp x7, x9, [x20], #16
"""
    _both(_program(body), tmp_path)
