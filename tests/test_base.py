"""Base A64 semantics against values derived by hand from the Arm ARM pseudocode."""
import pytest

from simulator import Machine

from helpers import run_asm

M64 = 2**64 - 1


@pytest.mark.parametrize("body,reg,value", [
    ("mov x1, #-1", 1, M64),
    ("mov w1, #-1", 1, 0xFFFFFFFF),                         # W write zeroes the upper half
    ("mov x1, #0xff00ff00ff00ff00", 1, 0xFF00FF00FF00FF00),  # bitmask immediate
    ("movz x1, #0xbeef, lsl #16\n movk x1, #0x1234", 1, 0xBEEF1234),
    ("movn x1, #0", 1, M64),
    ("mov x2, #5\n sub x1, x2, #7", 1, M64 - 1),
    ("mov x2, #5\n add w1, w2, #-6", 1, 0xFFFFFFFF),
    ("mov x2, #1\n add x1, x2, x2, lsl #63", 1, (1 << 63) + 1),
    ("mov x2, #-8\n mov x3, #1\n add x1, x3, w2, sxtw #1", 1, M64 - 14),
    ("mov x2, #-8\n mov x3, #1\n add x1, x3, w2, uxtw", 1, 1 + 0xFFFFFFF8),
    ("mov x2, #-16\n asr x1, x2, #2", 1, M64 - 3),
    ("mov x2, #-16\n lsr w1, w2, #2", 1, 0x3FFFFFFC),
    ("mov x2, #1\n mov x3, #65\n lsl x1, x2, x3", 1, 2),     # register shifts are modulo 64
    ("mov x2, #0xf\n ror x1, x2, #4", 1, 0xF000000000000000),
    ("mov x2, #7\n mov x3, #-2\n mul x1, x2, x3", 1, M64 - 13),
    ("mov x2, #7\n mov x3, #3\n mov x4, #100\n msub x1, x2, x3, x4", 1, 79),
    ("mov x2, #-7\n mov x3, #2\n sdiv x1, x2, x3", 1, M64 - 2),  # rounds toward zero
    ("mov x2, #7\n mov x3, #0\n udiv x1, x2, x3", 1, 0),          # divide by zero gives 0
    ("mov x2, #1\n lsl x2, x2, #63\n mov x3, #-1\n sdiv x1, x2, x3", 1, 1 << 63),  # INT_MIN/-1
    ("mov x2, #-1\n mov x3, #-1\n umulh x1, x2, x3", 1, M64 - 1),
    ("mov x2, #-1\n mov x3, #-1\n smulh x1, x2, x3", 1, 0),
    ("mov w2, #-2\n mov w3, #3\n smull x1, w2, w3", 1, M64 - 5),
    ("mov x2, #0xabcd\n ubfx x1, x2, #4, #8", 1, 0xBC),
    ("mov x2, #0x80\n sbfx x1, x2, #4, #4", 1, M64 - 7),
    ("mov x2, #0x3\n ubfiz x1, x2, #8, #2", 1, 0x300),
    ("mov x1, #-1\n mov x2, #0\n bfi x1, x2, #8, #8", 1, M64 ^ 0xFF00),
    ("mov x2, #0x80\n sxtb x1, w2", 1, M64 - 127),
    ("mov x2, #-1\n uxth w1, w2", 1, 0xFFFF),
    ("mov x2, #1\n clz x1, x2", 1, 63),
    ("mov x2, #1\n rbit x1, x2", 1, 1 << 63),
    ("ldr x2, =0x0102030405060708\n rev x1, x2", 1, 0x0807060504030201),
    ("ldr x2, =0x0102030405060708\n rev16 x1, x2", 1, 0x0201040306050807),
    ("mov x2, #-1\n cls x1, x2", 1, 63),
    ("mov x2, #0xf0\n mov x3, #0x3c\n bic x1, x2, x3", 1, 0xC0),
    ("mov x2, #0xf0\n mvn x1, x2", 1, M64 ^ 0xF0),
    ("mov x2, #0x0f\n eor x1, x2, #0xff", 1, 0xF0),
])
def test_alu(body, reg, value):
    assert run_asm(body).x[reg] == value


@pytest.mark.parametrize("setup,cond,taken", [
    ("mov x1, #3\n cmp x1, #5", "lt", True), ("mov x1, #3\n cmp x1, #5", "lo", True),
    ("mov x1, #-3\n cmp x1, #5", "lo", False), ("mov x1, #-3\n cmp x1, #5", "lt", True),
    ("mov x1, #5\n cmp x1, #5", "eq", True), ("mov x1, #5\n cmp x1, #5", "hs", True),
    ("mov x1, #5\n cmp x1, #5", "gt", False), ("mov x1, #5\n cmp x1, #5", "ge", True),
    ("mov x1, #6\n cmp x1, #5", "hi", True), ("mov x1, #5\n cmp x1, #5", "ls", True),
    ("mov x1, #1\n lsl x1, x1, #63\n cmp x1, #1", "vs", True),  # INT_MIN - 1 overflows
    ("mov x1, #0\n cmn x1, #1", "mi", False), ("mov x1, #-1\n cmn x1, #1", "eq", True),
    ("mov x1, #-1\n cmn x1, #1", "cs", True), ("mov x1, #2\n tst x1, #1", "eq", True),
    ("mov x1, #-1\n adds x2, x1, #0", "mi", True), ("mov x1, #4\n cmp x1, #4", "le", True),
])
def test_conditions(setup, cond, taken):
    m = run_asm(f"{setup}\n mov x9, #0\n b.{cond} 1f\n mov x9, #1\n1: cset x10, {cond}")
    assert m.x[9] == (0 if taken else 1)
    assert m.x[10] == int(taken)


def test_csel_family():
    m = run_asm("mov x1, #10\n mov x2, #20\n cmp x1, x2\n csel x3, x1, x2, gt\n"
                " csinc x4, x1, x2, gt\n csinv x5, x1, x2, lt\n csneg x6, x1, x2, gt\n"
                " csetm x7, lt\n cinc x11, x1, lt\n cneg x9, x1, lt")
    assert [m.x[i] for i in (3, 4, 5, 6, 7, 11, 9)] == [20, 21, 10, M64 - 19, M64, 11, M64 - 9]


def test_loads_stores_and_addressing():
    m = run_asm("""
    adr x0, buf
    mov x1, #0x1122
    strh w1, [x0, #2]
    ldrh w2, [x0, #2]
    mov x3, #-2
    strb w3, [x0, #5]
    ldrsb x4, [x0, #5]
    ldrb w5, [x0, #5]
    mov x6, #4
    str x1, [x0, x6, lsl #3]     // buf + 32
    ldr x7, [x0, #32]
    mov w6, #-8
    add x10, x0, #40
    ldr x16, [x10, w6, sxtw]      // buf + 32 again
    str x1, [x0, #16]!            // pre-index: x0 = buf + 16
    ldr x9, [x0], #-16            // post-index: x0 back to buf
    mov x17, x0
    stp x1, x3, [sp, #-16]!
    ldp x11, x12, [sp], #16
    ldur x13, [x0, #-1]
    ldrsw x14, =0x80000000
    ldr x15, val
    """, data=".balign 8\n.quad 0x77\nbuf: .space 64\nval: .quad 0x99")
    assert m.x[2] == 0x1122
    assert m.x[4] == M64 - 1 and m.x[5] == 0xFE
    assert m.x[7] == 0x1122 and m.x[16] == 0x1122 and m.x[9] == 0x1122
    assert m.x[17] == m.program.symbols["buf"]
    assert m.x[11] == 0x1122 and m.x[12] == M64 - 1
    # bytes buf-1 .. buf+6: 00 (top of .quad 0x77), 00 00 22 11 (strh at +2), 00, fe (strb at +5)
    assert m.x[13] == 0x00FE001122000000
    assert m.x[14] == 0xFFFFFFFF80000000
    assert m.x[15] == 0x99


def test_ldur_reads_across_quad():
    m = run_asm("adr x0, v\n ldur x1, [x0, #1]", data=".balign 8\nv: .quad 0x8877665544332211\n .quad 0xff")
    assert m.x[1] == 0xFF88776655443322


def test_calls_and_returns():
    m = run_asm("""
    mov x0, #5
    bl square
    mov x19, x0
    adr x1, square
    mov x0, #3
    blr x1
    mov x20, x0
    b 9f
square:
    mul x0, x0, x0
    ret
9:  mov x1, #0
    """)
    assert m.x[19] == 25 and m.x[20] == 9


def test_cbz_tbz():
    m = run_asm("mov x1, #0\n mov x9, #0\n cbz x1, 1f\n mov x9, #1\n1: mov x2, #4\n"
                " tbnz x2, #2, 2f\n mov x9, #2\n2: tbz x2, #2, 3f\n cbnz x2, 3f\n mov x9, #3\n3:")
    assert m.x[9] == 0


def test_fmov_moves_bits_through_d_register():
    m = run_asm("ldr x1, =0x400921fb54442d18\n fmov d3, x1\n fmov x2, d3\n mov w4, #0x3fc00000\n"
                " fmov s5, w4\n fmov w6, s5")
    assert m.x[2] == 0x400921FB54442D18 and m.x[6] == 0x3FC00000
    assert m.z[5].u32[0] == 0x3FC00000 and not m.z[5].u32[1:].any()


def test_write_syscall_and_exit_code():
    m = Machine.from_source('.data\nmsg: .ascii "ok\\n"\n.text\n_start: mov x0, #1\n adr x1, msg\n'
                            " mov x2, #3\n mov x8, #64\n svc #0\n mov x19, x0\n mov x0, #2\n"
                            " adr x1, msg\n mov x2, #2\n svc #0\n mov x0, #300\n mov x8, #93\n svc #0\n")
    assert m.run() == 300 & 0xFF
    assert bytes(m.stdout) == b"ok\n" and bytes(m.stderr) == b"ok"
    assert m.x[19] == 3


def test_unknown_syscall_returns_enosys_and_warns():
    m = run_asm("mov x8, #999\n svc #0\n mov x1, x0")
    assert m.x[1] == M64 - 37  # -ENOSYS
    assert any("999" in w for w in m.linux.warnings)


def test_prctl_sets_lengths():
    m = run_asm("mov x0, #50\n mov x1, #32\n mov x8, #167\n svc #0\n mov x19, x0\n"
                " mov x0, #63\n mov x1, #64\n svc #0\n mov x20, x0\n mov x0, #64\n svc #0\n"
                " mov x21, x0\n mov x0, #50\n mov x1, #48\n svc #0\n mov x22, x0")
    assert (m.x[19], m.x[20], m.x[21]) == (32, 64, 64)
    assert m.x[22] == 48  # QEMU 7.2 -cpu max supports every SVE length that is a multiple of 16
    assert m.state.nsvlb == 48 and m.state.svlb == 64


def test_prctl_sme_rounds_down_to_power_of_two_and_rejects_flags():
    m = run_asm("mov x0, #63\n mov x1, #48\n mov x8, #167\n svc #0\n mov x19, x0\n"
                " mov x0, #50\n mov x1, #1\n lsl x1, x1, #17\n orr x1, x1, #32\n svc #0\n mov x20, x0")
    assert m.x[19] == 32  # SME lengths are powers of two
    assert m.x[20] == M64 - 21  # -EINVAL: QEMU does not support PR_SVE_VL_INHERIT


def test_syscall_leaves_streaming_mode():
    # QEMU linux-user clears PSTATE.SM on every syscall (ZA is preserved)
    m = run_asm("smstart\n mov x8, #999\n svc #0\n cntw x19")
    assert m.x[19] == 16 and not m.state.sm and m.state.za_on


def test_segfault_keeps_output_and_reports_location():
    src = ('.data\nmsg: .ascii "before"\n.text\n_start: mov x0, #1\n adr x1, msg\n mov x2, #6\n'
           " mov x8, #64\n svc #0\n mov x3, #16\n ldr x4, [x3]\n")
    m = Machine.from_source(src, "f.s")
    assert m.run() == 139
    assert bytes(m.stdout) == b"before"
    assert m.fault.insn.loc.line == 10
    r = m.fault.render()
    assert "SIGSEGV" in r and "f.s:10" in r and "0x10" in r


def test_step_limit_exit_124():
    m = Machine.from_source(".text\n_start: b _start\n", max_steps=1000)
    assert m.run() == 124 and m.steps == 1000


def test_running_off_the_end_is_sigill():
    m = Machine.from_source(".text\n_start: nop\n")
    assert m.run() == 132


def test_step_and_resume_match_a_straight_run():
    src = ".text\n_start: mov x1, #0\n1: add x1, x1, #2\n cmp x1, #40\n b.ne 1b\n mov x0, x1\n mov x8, #93\n svc #0\n"
    a = Machine.from_source(src)
    a.run()
    b = Machine.from_source(src)
    n = 0
    while not b.finished:
        n += b.step(7)
    assert b.exit_code == a.exit_code == 40 and n == a.steps == b.steps


def test_snapshot_restore_replays_identically_with_cycles():
    """Restoring a snapshot and running again gives the same state, output and cycle count as
    the first run from that point (determinism + complete snapshots)."""
    src = (".data\nbuf: .space 64\nmsg: .ascii \"ab\"\n.text\n_start: adr x1, buf\n mov x2, #0\n"
           "1: str x2, [x1, x2, lsl #3]\n add x2, x2, #1\n cmp x2, #8\n b.ne 1b\n mov x0, #1\n"
           " adr x1, msg\n mov x2, #2\n mov x8, #64\n svc #0\n mov x0, #3\n mov x8, #93\n svc #0\n")
    m = Machine.from_source(src, machine="m4", timing=True)
    m.step(5)
    snap = m.snapshot()
    m.run()
    first = (m.exit_code, bytes(m.stdout), m.cycles, m.memory.read("buf", "u64", 8).tolist())
    m.restore(snap)
    assert m.steps == 5 and m.exit_code is None and bytes(m.stdout) == b""
    m.run()
    assert (m.exit_code, bytes(m.stdout), m.cycles, m.memory.read("buf", "u64", 8).tolist()) == first
    assert first[3] == list(range(8)) and first[0] == 3
