"""Every instruction form the block compiler inlines (isa/a64/sem.py), with random operands,
runs the same compiled and one closure per instruction: registers, NZCV, memory, step count and
fault. The memory fast path's edges (the last bytes of a region, an unmapped page, a store to
read-only memory, a pair straddling a region's end) fault at the same instruction with the same
state. The forms' semantics themselves are compared with QEMU by tests/test_random_diff.py."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from isa.a64.sem import form_of
from simulator import Machine

# instruction templates: {d} {n} {m} general registers (x or w by the template's width), x9
# the scratch buffer's middle, x10 a small index
ALU = [
    "add {d}, {n}, #{imm12}", "sub {d}, {n}, #{imm12}", "adds {d}, {n}, #{imm12}",
    "subs {d}, {n}, #{imm12}, lsl #12", "cmp {n}, #{imm12}", "cmn {n}, #{imm12}",
    "add {d}, {n}, {m}", "sub {d}, {n}, {m}, lsl #{sh}", "adds {d}, {n}, {m}, lsr #{sh}",
    "subs {d}, {n}, {m}, asr #{sh}", "cmp {n}, {m}", "cmn {n}, {m}, lsl #{sh}",
    "neg {d}, {m}", "negs {d}, {m}, lsl #{sh}",
    "and {d}, {n}, {m}", "orr {d}, {n}, {m}, ror #{sh}", "eor {d}, {n}, {m}, lsr #{sh}",
    "bic {d}, {n}, {m}, asr #{sh}", "orn {d}, {n}, {m}", "eon {d}, {n}, {m}, lsl #{sh}",
    "ands {d}, {n}, {m}", "bics {d}, {n}, {m}, ror #{sh}", "tst {n}, {m}", "mvn {d}, {m}",
    "and {d}, {n}, #0xff", "orr {d}, {n}, #0xff00", "eor {d}, {n}, #0x1", "ands {d}, {n}, #0x3c",
    "tst {n}, #0x80000000",
    "mov {d}, {n}", "mov {d}, #{imm12}", "movz {d}, #{imm16}, lsl #16", "movn {d}, #{imm16}",
    "movk {d}, #{imm16}", "lsl {d}, {n}, #{sh}", "lsr {d}, {n}, #{sh}", "asr {d}, {n}, #{sh}",
    "ror {d}, {n}, #{sh}", "lsl {d}, {n}, {m}", "lsr {d}, {n}, {m}", "asr {d}, {n}, {m}",
    "ror {d}, {n}, {m}",
    "ubfx {d}, {n}, #{lsb}, #{width}", "sbfx {d}, {n}, #{lsb}, #{width}",
    "ubfiz {d}, {n}, #{lsb}, #{width}", "sbfiz {d}, {n}, #{lsb}, #{width}",
    "bfi {d}, {n}, #{lsb}, #{width}", "bfxil {d}, {n}, #{lsb}, #{width}",
    "bfc {d}, #{lsb}, #{width}", "extr {d}, {n}, {m}, #{sh}",
    "clz {d}, {n}", "cls {d}, {n}", "rbit {d}, {n}", "rev {d}, {n}", "rev16 {d}, {n}",
    "csel {d}, {n}, {m}, {cond}", "csinc {d}, {n}, {m}, {cond}", "csinv {d}, {n}, {m}, {cond}",
    "csneg {d}, {n}, {m}, {cond}", "cset {d}, {cond}", "csetm {d}, {cond}",
    "cinc {d}, {n}, {cond}", "cneg {d}, {n}, {cond}",
    "ccmp {n}, {m}, #{nzcv}, {cond}", "ccmn {n}, #{imm5}, #{nzcv}, {cond}",
    "mul {d}, {n}, {m}", "madd {d}, {n}, {m}, {n}", "msub {d}, {n}, {m}, {m}", "mneg {d}, {n}, {m}",
    "udiv {d}, {n}, {m}", "sdiv {d}, {n}, {m}",
]
X_ONLY = [
    "add {d}, {n}, {wm}, uxtb #{ext}", "sub {d}, {n}, {wm}, sxth", "adds {d}, {n}, {wm}, uxtw #{ext}",
    "subs {d}, {n}, {wm}, sxtw #{ext}", "add {d}, {n}, {m}, sxtx #{ext}", "cmp {n}, {wm}, uxtw",
    "smull {d}, {wn}, {wm}", "umull {d}, {wn}, {wm}", "smaddl {d}, {wn}, {wm}, {n}",
    "umsubl {d}, {wn}, {wm}, {m}", "smulh {d}, {n}, {m}", "umulh {d}, {n}, {m}",
    "sxtw {d}, {wn}", "rev32 {d}, {n}",
]
W_ONLY = ["sxtb {d}, {n}", "sxth {d}, {n}", "uxtb {d}, {n}", "uxth {d}, {n}"]
MEM = [
    "ldr {d}, [x9, #{off8}]", "str {n}, [x9, #{off8}]", "ldur {d}, [x9, #{soff}]",
    "stur {n}, [x9, #{soff}]", "ldrb w{r}, [x9, #{soff}]", "strb w{r}, [x9, #{off8}]",
    "ldrh w{r}, [x9, #{off8}]", "strh w{r}, [x9, #{soff}]", "ldrsb x{r}, [x9, #{soff}]",
    "ldrsh w{r}, [x9, #{off8}]", "ldrsw x{r}, [x9, #{off8}]",
    "ldr {d}, [x9, x10, lsl #3]", "str {n}, [x9, x10]", "ldr {d}, [x9, w10, sxtw #3]",
    "ldrb w{r}, [x9, w10, uxtw]", "ldr {d}, [x9, #{off8}]!", "str {n}, [x9], #{soff}",
    "ldp {d}, {m}, [x9, #{poff}]", "stp {n}, {m}, [x9, #{poff}]!", "ldp {d}, {m}, [x9], #{poff}",
    "ldpsw x{r}, x{r2}, [x9, #{poff}]", "ldr {d}, lit", "ldrsw x{r}, lit",
    "ldr q{r}, [x9, #{off16}]", "str q{r}, [x9, #{off16}]", "ldr d{r}, [x9, x10, lsl #3]",
    "str s{r}, [x9, #{soff}]!", "ldr h{r}, [x9], #{soff}", "strb w{r}, [x9, #{soff}]",
    "ldr b{r}, [x9, #{off8}]", "stur d{r}, [x9, #{soff}]", "ldur q{r}, [x9, #{soff}]",
    "ldp q{r}, q{r2}, [x9, #{qoff}]", "stp q{r}, q{r2}, [x9, #{qoff}]!",
    "ldp d{r}, d{r2}, [x9], #{poff}", "stp s{r}, s{r2}, [x9, #{soff4}]", "ldr q{r}, lit",
]
VEC = [
    "and v{r}.16b, v{r2}.16b, v{r3}.16b", "orr v{r}.8b, v{r2}.8b, v{r3}.8b",
    "eor v{r}.16b, v{r2}.16b, v{r3}.16b", "bic v{r}.16b, v{r2}.16b, v{r3}.16b",
    "orn v{r}.8b, v{r2}.8b, v{r3}.8b", "bsl v{r}.16b, v{r2}.16b, v{r3}.16b",
    "bit v{r}.8b, v{r2}.8b, v{r3}.8b", "bif v{r}.16b, v{r2}.16b, v{r3}.16b",
    "mov v{r}.16b, v{r2}.16b", "fmov d{r}, x{r2}", "fmov s{r}, w{r2}", "fmov x{r}, d{r2}",
    "fmov w{r}, s{r2}",
    "ushll v{r}.8h, v{r2}.8b, #3", "ushll2 v{r}.4s, v{r2}.8h, #15", "uxtl v{r}.2d, v{r2}.2s",
    "uxtl2 v{r}.8h, v{r2}.16b", "ushll v{r}.2d, v{r2}.2s, #31", "shll v{r}.4s, v{r2}.4h, #16",
    "shll2 v{r}.8h, v{r2}.16b, #8", "shll v{r}.2d, v{r2}.2s, #32",
    "shl v{r}.4s, v{r2}.4s, #24", "shl v{r}.2d, v{r2}.2d, #1", "shl v{r}.8b, v{r2}.8b, #7",
    "shl v{r}.8h, v{r2}.8h, #0", "ushr v{r}.4s, v{r2}.4s, #32", "ushr v{r}.2d, v{r2}.2d, #63",
    "ushr v{r}.16b, v{r2}.16b, #3", "ushr v{r}.4h, v{r2}.4h, #9",
]
BRANCH = ["cbz {n}, 2f", "cbnz {n}, 2f", "tbz {n}, #{bit}, 2f", "tbnz {n}, #{bit}, 2f",
          "b.{cond} 2f", "bl 3f"]
CONDS = ["eq", "ne", "cs", "cc", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt", "gt", "le"]
SPECIAL = [0, 1, 2, 0x7F, 0x80, 0xFF, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0x100000000,
           (1 << 63) - 1, 1 << 63, (1 << 64) - 1, (1 << 64) - 2]

PROGRAM = """
    .text
    .global _start
_start:
    mov x28, #{rounds}
1:
{body}
2:  subs x28, x28, #1
    b.ne 1b
    mov x8, #93
    svc #0
3:  ret
    .balign 8
lit: .quad 0x8000000076543210, 0x0123456789abcdef
    .data
    .balign 16
    .space 512
mid: .space 512
"""


@st.composite
def _line(draw, table):
    t = draw(st.sampled_from(table))
    w = table is W_ONLY or (table is ALU and draw(st.booleans()))
    p = "w" if w else "x"
    bits = 32 if w else 64
    regs = st.integers(0, 7)
    lsb = draw(st.integers(0, bits - 1))
    return t.format(
        d=f"{p}{draw(regs)}", n=f"{p}{draw(regs)}", m=f"{p}{draw(regs)}", wm=f"w{draw(regs)}",
        wn=f"w{draw(regs)}", r=draw(regs), r2=draw(regs), r3=draw(regs), imm12=draw(st.integers(0, 4095)),
        imm16=draw(st.integers(0, 0xFFFF)), sh=draw(st.integers(0, bits - 1)),
        ext=draw(st.integers(0, 4)), lsb=lsb, width=draw(st.integers(1, bits - lsb)),
        cond=draw(st.sampled_from(CONDS)), nzcv=draw(st.integers(0, 15)),
        imm5=draw(st.integers(0, 31)), off8=8 * draw(st.integers(-8, 40)) if "[x9, #{off8}]!" not in t
        else 8 * draw(st.integers(-8, 8)), soff=draw(st.integers(-64, 64)),
        poff=8 * draw(st.integers(-8, 8)), bit=draw(st.integers(0, bits - 1)),
        off16=16 * draw(st.integers(0, 20)), qoff=16 * draw(st.integers(-4, 4)),
        soff4=4 * draw(st.integers(-16, 16)))


_LINES = st.one_of(_line(ALU), _line(X_ONLY), _line(W_ONLY), _line(MEM), _line(VEC))
_VALUES = st.one_of(st.sampled_from(SPECIAL), st.integers(0, (1 << 64) - 1))


def _run(src: str, regs: list, nzcv: list, jit: bool, limit: int = 10_000):
    import simulator.blocks.runner as runner

    old, runner.HOT = runner.HOT, 1
    try:
        m = Machine.from_source(src, "<forms>")
        if not jit:
            m.jit = None
        for i, v in enumerate(regs):
            m.state.x[i] = v
        for i in range(8):  # vector registers too
            m.state.z[i, :32] = [(regs[i] >> (8 * (j % 8)) ^ j) & 0xFF for j in range(32)]
        if "mid" in m.memory.symbols:
            m.state.x[9] = m.memory.symbols["mid"]
            m.state.x[10] = regs[0] & 7
        m.state.nzcv[:] = nzcv
        m.run(limit)
    finally:
        runner.HOT = old
    return m


def _state(m) -> dict:
    return {"x": list(m.state.x[:32]), "z": m.state.z.tobytes(), "nzcv": [int(v) for v in m.state.nzcv],
            "types": [type(v).__name__ for v in m.state.nzcv], "steps": m.steps, "pc": m.state.pc,
            "fault": m.fault.render() if m.fault else None, "exit": m.exit_code,
            "memory": [bytes(r.buf) for r in m.memory.regions]}


def _same(body: list[str], regs: list, nzcv: list, rounds: int = 3):
    src = PROGRAM.format(rounds=rounds, body="\n".join(f"    {t}" for t in body))
    try:
        a = _run(src, regs, nzcv, False)
    except Exception as e:  # an operand combination the assembler rejects: not a case
        if "AsmError" in type(e).__name__ or "error" in str(e).lower():
            return None
        raise
    b = _run(src, regs, nzcv, True)
    sa, sb = _state(a), _state(b)
    for k in sa:
        assert sa[k] == sb[k], f"{k} differs compiled:\n" + "\n".join(body)
    return b


def _cases(lines: int) -> dict:
    """Strategies of one case: up to ``lines`` forms, maybe a branch, registers and NZCV."""
    return {"body": st.lists(_LINES, min_size=1, max_size=lines),
            "tail": st.one_of(st.none(), _line(BRANCH)),
            "regs": st.lists(_VALUES, min_size=8, max_size=8),
            "nzcv": st.lists(st.integers(0, 1), min_size=4, max_size=4)}


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(**_cases(8))
def test_forms_same_compiled(body, tail, regs, nzcv):
    _same(body + ([tail] if tail else []), regs, nzcv)


@pytest.mark.slow
@settings(max_examples=3000, deadline=None, suppress_health_check=list(HealthCheck))
@given(**_cases(12))
def test_forms_same_compiled_long(body, tail, regs, nzcv):
    _same(body + ([tail] if tail else []), regs, nzcv)


def test_every_base_template_is_a_form():
    """The templates above decode to forms (so the test exercises the inliner, not closures)."""
    m = Machine.from_source(PROGRAM.format(rounds=1, body="\n".join(
        "    " + t.format(d="x1", n="x2", m="x3", wm="w3", wn="w2", r=1, r2=2, r3=3, imm12=5, imm16=7,
                          sh=3, ext=2, lsb=4, width=8, cond="eq", nzcv=5, imm5=3, off8=8,
                          soff=-3, poff=16, bit=5, off16=32, qoff=-32, soff4=8)
        for t in ALU + X_ONLY + MEM + VEC + BRANCH)), "<forms>")
    slots = [s for s in m.program.slots if s is not None]
    called = [s.text for s in slots if form_of(s) is None and s.mnemonic not in ("svc", "ret")]
    assert called == []


# ---------------------------------------------------------------- memory fast path edges
EDGE = """
    .text
    .global _start
_start:
    adr x9, {where}
    mov x1, #{n}
    mov x2, #0x1122
    movk x2, #0x3344, lsl #48
1:  {op}
    add x9, x9, #{step}
    subs x1, x1, #1
    b.ne 1b
    mov x0, #0
    mov x8, #93
    svc #0
    .section .rodata
ro: .quad 1, 2, 3, 4
    .data
    .balign 16
buf: .quad 5, 6, 7, 8
"""


def _edge(op: str, where: str, step: int, n: int):
    src = EDGE.format(op=op, where=where, step=step, n=n)
    a = _run(src, [0] * 8, [0, 0, 0, 0], False, 100_000)
    b = _run(src, [0] * 8, [0, 0, 0, 0], True, 100_000)
    sa, sb = _state(a), _state(b)
    for k in sa:
        assert sa[k] == sb[k], f"{k} differs compiled: {op}"
    return b


@pytest.mark.parametrize("op,step", [
    ("ldr x3, [x9]", 8), ("ldr x3, [x9]", 3), ("ldrh w3, [x9, #1]", 1), ("ldrb w3, [x9]", 1),
    ("str x2, [x9]", 8), ("str x2, [x9]", 5), ("strb w2, [x9]", 1), ("ldp x3, x4, [x9]", 8),
    ("stp x2, x2, [x9]", 8), ("stp x2, x2, [x9]", 12), ("ldr x3, [x9], #8", 0),
    ("str x2, [x9, #8]!", 0), ("ldp x3, x4, [x9, #16]!", -8), ("stp x2, x2, [x9], #-16", 24)])
def test_data_region_edge(op, step):
    """Walking across the end of .data (into unmapped memory): the access that leaves the
    region faults, with the stores before it (a pair's first half too) written."""
    m = _edge(op, "buf", step, 5000)
    assert m.fault is not None and m.fault.render().split("\n")[1].strip().endswith(op)


@pytest.mark.parametrize("op", ["str x2, [x9]", "stp x2, x2, [x9]", "strb w2, [x9, #1]"])
def test_store_to_read_only(op):
    """Loads from .rodata take the fast path; a store there faults at the store."""
    m = _edge(f"ldr x3, [x9]\n    {op}", "ro", 8, 3)
    assert m.fault is not None and "no write permission" in m.fault.render()


def test_unmapped_between_iterations():
    """munmap of the page an access site cached: the next access faults."""
    src = """
    .text
    .global _start
_start:
    mov x0, #0
    mov x1, #8192
    mov x2, #3
    mov x3, #0x22
    mov x4, #-1
    mov x5, #0
    mov x8, #222            // mmap(0, 8192, PROT_READ|PROT_WRITE, MAP_PRIVATE|MAP_ANONYMOUS)
    svc #0
    mov x9, x0
    mov x10, #3
1:  str x10, [x9, #4096]
    ldr x11, [x9, #4096]
    subs x10, x10, #1
    b.ne 1b
    add x0, x9, #4096
    mov x1, #4096
    mov x8, #215            // munmap the second page
    svc #0
    mov x10, #3
2:  str x10, [x9, #4088]    // still mapped
    ldr x11, [x9, #4096]    // unmapped now: SIGSEGV
    subs x10, x10, #1
    b.ne 2b
    mov x8, #93
    svc #0
"""
    a = _run(src, [0] * 8, [0, 0, 0, 0], False)
    b = _run(src, [0] * 8, [0, 0, 0, 0], True)
    assert _state(a) == _state(b)
    assert b.fault is not None and "ldr x11, [x9, #4096]" in b.fault.render()
