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
    assert m.x[22] == 48  # QEMU 11.1 -cpu max supports every SVE length that is a multiple of 16
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


# 32-bit bitfield inserts read only W bits of the source (Arm ARM C6.2 UBFIZ/SBFIZ/BFI: the
# operand is Wn); found by differential fuzzing against QEMU 11.1.
@pytest.mark.parametrize("insn,x0,value", [
    ("ubfiz w3, w1, #28, #3", 0, 0x40000000),
    ("sbfiz w3, w1, #28, #3", 0, 0xC0000000),
    ("bfi w3, w1, #28, #3", 0, 0x40000000),
    ("bfi w3, w1, #28, #3", -1, 0xCFFFFFFF),
    ("ubfx w3, w1, #28, #4", 0, 0xF),
    ("sbfx w3, w1, #28, #4", 0, 0xFFFFFFFF),
    ("bfxil w3, w1, #28, #4", 0, 0xF),
    ("ubfm w3, w1, #4, #2", 0, 0x40000000),        # = ubfiz w3, w1, #28, #3
    ("sbfm w3, w1, #4, #2", 0, 0xC0000000),
    ("bfm w3, w1, #4, #2", 0, 0x40000000),
    ("ror w3, w1, #4", 0, 0x4FFFF123),             # extr w3, w1, w1, #4
    ("extr w3, w1, w1, #4", 0, 0x4FFFF123),
])
def test_w_bitfields_ignore_upper_half(insn, x0, value):
    # x1 = 0xffffffff_ffff1234: w1 = 0xffff1234 with a dirty upper half
    m = run_asm(f"mov x1, #-59\n movk x1, #0x1234\n mov x3, #{x0}\n {insn}")
    assert m.x[1] == 0xFFFFFFFFFFFF1234
    assert m.x[3] == value


@pytest.mark.parametrize("body,reg,value", [
    ("mov x3, #-1\n bfc x3, #4, #8", 3, M64 ^ 0xFF0),
    ("mov x3, #-1\n bfc w3, #0, #32", 3, 0),
    ("mov x3, #-1\n bfc w3, #31, #1", 3, 0x7FFFFFFF),
    ("mov x1, #-2\n uxtw x3, w1", 3, 0xFFFFFFFE),
    ("mov x1, #-2\n uxtb x3, w1", 3, 0xFE),
    ("mov x1, #-2\n uxth x3, w1", 3, 0xFFFE),
    ("ldr x1, =0x0102030405060708\n rev64 x3, x1", 3, 0x0807060504030201),
    ("ldr x1, =0x1122334455667788\n ldr x2, =0x99aabbccddeeff00\n extr x3, x1, x2, #8", 3,
     0x8899AABBCCDDEEFF),
    ("ldr x1, =0x1122334455667788\n ldr x2, =0x99aabbccddeeff00\n extr x3, x1, x2, #0", 3,
     0x99AABBCCDDEEFF00),
    ("ldr x1, =0x1122334455667788\n ldr x2, =0x99aabbccddeeff00\n extr w3, w1, w2, #8", 3,
     0x88DDEEFF),
    ("ldr x1, =0x1122334455667788\n ror x3, x1, #8", 3, 0x8811223344556677),
    ("mov x29, #3\n mov x30, #4\n add fp, fp, lr", 29, 7),
    ("mov ip0, #5\n mov ip1, #6\n mul x3, ip0, ip1", 3, 30),
    ("mov lr, #9\n mov x3, lr", 3, 9),
    ("mov x16, #1\n mov x17, #2\n stp ip0, ip1, [sp, #-16]!\n ldp fp, lr, [sp], #16", 30, 2),
    ("mov x1, #-1\n bic x3, x1, #0xff", 3, M64 ^ 0xFF),      # = and x3, x1, #~0xff
    ("mov x1, #0\n orn w3, w1, #0xff", 3, 0xFFFFFF00),
    ("mov x1, #-1\n eon x3, x1, #0xf0", 3, 0xF0),
    ("mov x1, #0xff\n bics w3, w1, #0xff\n cset x4, eq\n add x3, x3, x4", 3, 1),
])
def test_gnu_as_syntax(body, reg, value):
    assert run_asm(body).x[reg] == value


@pytest.mark.parametrize("line,message", [
    ("rev64 w0, w1", "rev64 needs x registers"),
    ("sxtw w0, w1", "sxtw needs an x destination"),
    ("extr w0, w1, w2, #32", "lsb 32 out of range 0-31"),
    ("extr x0, x1, w2, #3", "operands mix x and w registers"),
    ("bfc w0, #16, #17", "width 17 out of range 1-16"),
    ("ror x0, x1, #64", "shift amount 64 out of range 0-63"),
    ("bic x0, x1, #0x5", "is not a valid bitmask immediate"),
    ("add x0, x1, w2", "a w register here needs an extend"),     # GNU as and LLVM MC agree
    ("add w0, w1, x2, uxtb", "operands mix x and w registers"),
    ("add x0, sp, w2, lsl #2", "lsl needs an x register here"),
    ("add x0, x1, w2, sxtw #5", "shift amount 5 out of range 0-4"),
    ("uxtw x0, x1", "expected a w register"),
])
def test_gnu_as_syntax_errors_are_located(line, message):
    from isa.asm.diag import AsmErrors

    with pytest.raises(AsmErrors) as e:
        Machine.from_source(f".text\n_start: {line}\n", "e.s")
    assert message in str(e.value) and "e.s:2:" in e.value.render()


def _sample_lines(name: str) -> tuple[list[str], str]:
    from pathlib import Path

    text = (Path(__file__).parent / "encodings" / name).read_text()
    lines = [ln.strip() for ln in text.splitlines()
             if ln.strip() and not ln.strip().startswith("//")]
    return lines, "gnu" if "// assembler: gnu" in text else "clang"


@pytest.mark.parametrize("name", ["base_alu.s", "base_alu_gnu.s"])
def test_words_run_like_their_source_text(name):
    """Each sample line, and the word the real assembler makes of it (decoded through its
    canonical text, as ``decode_word`` does), run from the same random registers and flags to the
    same registers and flags."""
    import random

    from isa.a64.binary import disasm

    from tools import objdump_oracle as OD

    lines, assembler = _sample_lines(name)
    if not OD.available() or (assembler == "gnu" and not __import__("shutil").which(OD.GAS)):
        pytest.skip("clang-19 / llvm-objdump-19 / aarch64-linux-gnu-as not installed")
    words = OD.assemble(lines, assembler)
    rng = random.Random(7)
    for line, word in zip(lines, words):
        regs = [rng.choice((rng.getrandbits(64), rng.getrandbits(64) | 0xFFFFFFFF00000000,
                            rng.getrandbits(8), 0)) for _ in range(32)]
        flags = [rng.getrandbits(1) for _ in range(4)]
        out = []
        for src in (line, disasm(word)):  # the word's canonical text: what decode_word runs
            m = Machine.from_source(f".text\n_start: {src}\n", "<sample>")
            for i, v in enumerate(regs):
                m.x[i] = v
            m.state.nzcv[:] = flags
            m.step(1)
            assert m.fault is None, (line, m.fault.render())
            out.append(([m.x[i] for i in range(32)], list(m.state.nzcv)))
        assert out[0] == out[1], f"{line} vs 0x{word:08x}"


# ----------------------------------------------------------------------------- system, hints,
# prefetch, PC-relative wrap (Arm ARM C6.2 PRFM, DMB, DSB, ISB, HINT, BRK, MRS, MSR)
def test_prefetch_barriers_and_hints_have_no_effect():
    body = ("mov x1, #0x10\n prfm pldl1keep, [x1]\n prfm #31, [x1, #32760]\n"
            " prfm pstl2strm, [x1, x1, lsl #3]\n prfm plil3keep, [x1, w1, sxtw]\n"
            " prfum pldl1strm, [x1, #-256]\n prfm pldl1keep, 1f\n1: dmb ish\n dmb #0\n dsb sy\n"
            " isb\n isb #5\n ssbb\n pssbb\n clrex\n hint #0x11\n yield\n bti\n bti c\n bti jc\n"
            " mov x2, #7")
    m = run_asm(body)
    assert m.x[1] == 0x10 and m.x[2] == 7


def test_mrs_msr_user_registers():
    m = run_asm("mrs x1, tpidr_el0\n mov x9, #-2\n msr tpidr_el0, x9\n mrs x2, s3_3_c13_c0_2\n"
                " mrs x3, fpcr\n msr fpcr, xzr\n mov x9, #-1\n msr fpsr, x9\n mrs x4, fpsr\n"
                " mrs x5, dczid_el0\n mrs x6, cntfrq_el0\n mrs x7, cntvct_el0\n"
                " mrs x10, cntvct_el0\n mrs x11, svcr\n smstart za\n mrs x12, svcr\n"
                " mov x9, #1\n msr svcr, x9\n mrs x13, svcr\n cntb x14\n msr svcr, xzr")
    x = m.x
    assert (x[1], x[2], x[3], x[4]) == (0, M64 - 1, 0, 0xF800009F)  # FPSR: N Z C V QC, flags
    assert (x[5], x[6]) == (7, 1_000_000_000)  # QEMU -cpu max: 512-byte DC ZVA, 1 GHz
    assert x[10] > x[7]
    assert (x[11], x[12], x[13]) == (0, 2, 1)  # SVCR.SM is bit 0, SVCR.ZA bit 1
    assert x[14] == m.state.svlb and not m.state.sm


def test_msr_fpcr_other_than_zero_is_unsupported():
    m = Machine.from_source(".text\n_start: mov x1, #1 << 24\n msr fpcr, x1\n", "f.s")
    assert m.run() == 132 and "fpcr" in m.fault.render() and "f.s:3" in m.fault.render()


def test_dc_zva_zeroes_one_aligned_512_byte_block():
    # DCZID_EL0.BS = 7: 4 << 7 = 512 bytes (Arm ARM D23 DCZID_EL0; QEMU -cpu max)
    m = run_asm("adr x1, buf\n add x2, x1, #512 + 100\n dc zva, x2\n dc civac, x2\n ic ivau, x2",
                ".balign 512\nbuf: .fill 1536, 1, 0xff")
    data = m.memory.read("buf", "u8", 1536)
    assert (data[:512] == 0xFF).all() and (data[512:1024] == 0).all() and (data[1024:] == 0xFF).all()


def test_brk_is_sigtrap():
    m = Machine.from_source(".text\n_start: nop\n brk #0x3e8\n", "b.s")
    assert m.run() == 133
    r = m.fault.render()
    assert "SIGTRAP" in r and "b.s:3" in r


@pytest.mark.parametrize("line,message", [
    ("prfm pldl4keep, [x0]", "unknown prefetch operation"),
    ("prfm #32, [x0]", "prefetch operation 32 out of range 0-31"),
    ("prfm pldl1keep, [x0, #8]!", "has no pre/post-index form"),
    ("prfum pldl1keep, [x0, #256]", "out of range -256 to 255"),
    ("dmb foo", "unknown barrier option"),
    ("dsb #16", "barrier option 16 out of range 0-15"),
    ("isb ish", "unknown barrier option"),
    ("chkfeat x0", "chkfeat takes x16"),
    ("hint #128", "hint number 128 out of range 0-127"),
    ("bti x", "bad bti target"),
    ("brk #0x10000", "out of range 0-65535"),
    ("mrs x0, sctlr_el1", "unsupported system register"),
    ("msr midr_el1, x0", "'midr_el1' is read-only"),
    ("msr cntvct_el0, x0", "'cntvct_el0' is read-only"),
    ("mrs w0, tpidr_el0", "expected a x register"),
    ("b.eq .+0x100000", "branch target out of range (±1 MiB)"),
    ("tbz x0, #1, .+0x8000", "branch target out of range (±32 KiB)"),
    ("ldr x0, .+0x100000", "literal out of range"),
    ("ldp x0, x1, [x0, #16]!", "write-back base is also a transfer register"),
    ("stp x0, x1, [x1], #16", "write-back base is also a transfer register"),
    ("dc zvx, x0", "unsupported dc operation"),
    ("ic iallu, x0", "unsupported ic operation"),
    ("dc zva, w0", "expected a x register"),
])
def test_system_and_branch_errors_are_located(line, message):
    from isa.asm.diag import AsmError, AsmErrors

    with pytest.raises((AsmError, AsmErrors)) as e:
        Machine.from_source(f".text\n_start: {line}\n", "e.s")
    text = str(e.value) if isinstance(e.value, AsmErrors) else e.value.render()
    assert message in text and "e.s:2:" in text


def test_register_offset_xzr_and_ret_xzr():
    # Rm = 31 is XZR in the register-offset forms; RET XZR branches to address 0 (SIGSEGV)
    m = run_asm("adr x1, 1f\n ldr x2, [x1, xzr]\n b 2f\n1: .quad 0x1122334455667788\n2: nop")
    assert m.x[2] == 0x1122334455667788
    m = Machine.from_source(".text\n_start: ret xzr\n")
    assert m.run() == 139


# (word, text llvm-objdump-19 prints for it at address 4 * i): the most negative offsets
_WRAPPING = [
    (0x16000000, "b 0xfffffffff8000000"), (0x54800000, "b.eq 0xfffffffffff00004"),
    (0xb580001b, "cbnz x27, 0xfffffffffff00008"), (0x36040000, "tbz w0, #0x0, 0xffffffffffff800c"),
    (0x58800000, "ldr x0, 0xfffffffffff00010"), (0x10800000, "adr x0, 0xfffffffffff00014"),
    (0x90800000, "adrp x0, 0xffffffff00000000"), (0xd8800000, "prfm pldl1keep, 0xfffffffffff0001c"),
]


def test_pc_relative_targets_wrap_modulo_2_64():
    """Words near address 0 whose targets lie below 0 decode as llvm-objdump prints them (the
    address wraps modulo 2^64, Arm ARM "PC-relative" pseudocode) and are accepted as text."""
    from isa.a64.binary import decode_word

    for i, (word, text) in enumerate(_WRAPPING):
        assert decode_word(word, 4 * i).text == text
    m = Machine.from_source(".text\n_start: adr x1, 0xfffffffffff00000 + _start\n"
                            " mov x8, #93\n svc #0\n")
    m.run()
    assert m.x[1] == (m.program.sections[".text"].base - 0x100000) % 2**64
