"""FEAT_MOPS memory copy and set (isa/a64/base_mops.py) against QEMU 11.1: the registers and
NZCV after each of the prologue, main and epilogue instructions, the whole memory region after
the three, forward, backward and overlapping copies of 0 to several pages at page-crossing
offsets, and a fault part-way (a SIGSEGV handler prints the registers Linux saved: restarting
from them must finish the job). The programs are built by clang-19 and run by QEMU and by
tilesim from the same executable; stdout and exit status must be equal."""
from __future__ import annotations

import random

import pytest

from simulator import Machine
from tools import qemu_oracle

needs_qemu = pytest.mark.skipif(
    not (qemu_oracle.tools_available() and qemu_oracle.clang_available()),
    reason="QEMU 11.1, clang-19 or ld.lld-19 not installed")

MARCH = ("-march=armv9.4-a+mops+memtag",)
REGION = 0x8000  # the mmap'd region: 8 pages
# registers: x1 = Xd, x2 = Xs, x3 = Xn, x4 = the SET byte; x19 = the region, x20 = scratch
_PROLOGUE = f"""    .text
    .global _start
_start:
    mov x8, #222        // mmap(0, REGION, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS)
    mov x1, #{REGION}
    mov x0, #0
    mov x3, #0x22
    mov x2, #3
    mov x5, #0
    mov x4, #-1
    svc #0
    mov x19, x0
    mov x22, #{REGION}  // bytes fill() writes
    sub sp, sp, #64
    mov x20, sp
"""
_EPILOGUE = """    mov x0, #0
    mov x8, #93
    svc #0
fill:  // the first x22 bytes of the region: word i = hash(i), 8 bytes at a time
    mov x9, #0
    ldr x11, =0x9E3779B97F4A7C15
    lsr x12, x22, #3
1:  mul x10, x9, x11
    eor x10, x10, x10, lsr #29
    str x10, [x19, x9, lsl #3]
    add x9, x9, #1
    cmp x9, x12
    b.ne 1b
    ret
dump:  // x1 - region, x2 - region (copies), x3, NZCV: 32 bytes to stdout
    sub x9, x1, x19
    sub x10, x2, x19
    stp x9, x10, [x20]
    mrs x9, nzcv
    stp x3, x9, [x20, #16]
    mov x0, #1
    mov x1, x20
    mov x2, #32
    mov x8, #64
    svc #0
    ldp x9, x10, [x20]
    add x1, x9, x19
    add x2, x10, x19
    ret
region:
    mov x0, #1
    mov x1, x19
    mov x2, #{region}
    mov x8, #64
    svc #0
    ret
""".replace("{region}", str(REGION))


def _call(label: str) -> str:
    return f"    bl {label}\n"


def _case(kind: str, dst: int, src: int, size: int, byte: int, flags: int, opt: str = "") -> str:
    """One copy or set: fresh region, P/M/E each followed by a dump, then the region."""
    ops = {"cpyf": "[x1]!, [x2]!, x3!", "cpy": "[x1]!, [x2]!, x3!", "set": "[x1]!, x3!, x4",
           "setg": "[x1]!, x3!, x4"}[kind]
    out = [_call("fill"), f"    ldr x9, ={dst}", "    add x1, x19, x9", f"    ldr x9, ={src}",
           "    add x2, x19, x9",
           f"    ldr x3, ={size}", f"    mov x4, #{byte}", f"    mov x9, #{flags << 28}",
           "    msr nzcv, x9"]
    for phase in "pme":
        out.append(f"    {kind}{phase}{opt} {ops}")
        out.append(_call("dump"))
    out.append(_call("region"))
    return "\n".join(out) + "\n"


def _program(cases: list[str], extra: str = "") -> str:
    return _PROLOGUE + "".join(cases) + _EPILOGUE + extra + "\n    .ltorg\n"


def _both(tmp_path, src: str, name: str = "mops") -> tuple[bytes, int]:
    path = tmp_path / f"{name}.s"
    path.write_text(src)
    exe = qemu_oracle.build_clang(path, tmp_path, MARCH)
    want, err, status = qemu_oracle.run_qemu(exe)
    m = Machine.from_file(exe, capture=None)
    m.run(max_steps=50_000_000)
    got = m.fault.exit_status if m.fault is not None else m.exit_code
    assert got == status, (got, status, m.fault.render() if m.fault else "", err[-300:])
    out = bytes(m.stdout)
    if out != want:
        first = next(i for i in range(min(len(out), len(want)) + 1)
                     if i >= min(len(out), len(want)) or out[i] != want[i])
        raise AssertionError(f"stdout differs at byte {first} (of {len(want)} from QEMU, "
                             f"{len(out)} from tilesim): qemu {want[first:first + 32].hex()} "
                             f"tilesim {out[first:first + 32].hex()}")
    return want, status


def _sizes(rng: random.Random) -> list[tuple[int, int, int]]:
    """(dst, src, size) within the region: page-crossing and aligned offsets, 0..3 pages."""
    out = [(0, 0x4000, 0), (0x10, 0x4000, 1), (0xFF0, 0x4008, 0x30), (0, 0x4000, 0x1000),
           (0x800, 0x4100, 0x2345), (0x1000, 0x5000, 0x3000), (0x0FFF, 0x4001, 0x3001)]
    for _ in range(3):
        out.append((rng.randrange(0, 0x3000), rng.randrange(0x4000, 0x5000),
                    rng.randrange(0, 0x3000)))
    return out


@needs_qemu
def test_copy_and_set_steps_match_qemu(tmp_path):
    rng = random.Random(20261128)
    cases = []
    for dst, src, size in _sizes(rng):
        cases.append(_case("cpyf", dst, src, size, 0, 0, rng.choice(("", "wt", "rtn", "n"))))
        cases.append(_case("set", dst, 0, size, rng.randrange(256), 0xF, rng.choice(("", "t"))))
    for dst, src, size in ((0x1100, 0x1000, 0x2800), (0x1000, 0x1100, 0x2800),
                           (0x2010, 0x1FF0, 0x40), (0x3000, 0x0800, 0x2F00),
                           (0x0800, 0x3000, 0x2F00), (0x123, 0x4567, 0x1F00)):
        cases.append(_case("cpy", dst, src, size, 0, 0x2))  # overlapping both ways and not
        cases.append(_case("cpyf", dst, src, size, 0, 0))  # forwards even when overlapping
    for dst, size in ((0x40, 0x2000), (0x1FF0, 0x1010), (0, 0)):
        cases.append(_case("setg", dst, 0, size, 0xA5, 0))
    out, status = _both(tmp_path, _program(cases))
    assert status == 0 and len(out) > 30 * REGION


# -- faults part-way: the region's page 6 (0x6000-0x6fff) is unmapped; the handler prints the
# registers of the signal frame (x1-x3 relative to the region, pc relative to _start) and exits
_HANDLER = """
handler:  // (signo, info, ucontext): uc_mcontext.regs at ucontext + 184, pc at + 440
    add x9, x2, #184
    ldp x10, x11, [x9, #8]
    sub x10, x10, x19
    sub x11, x11, x19
    ldr x12, [x9, #24]
    ldr x13, [x2, #440]
    adr x14, _start
    sub x13, x13, x14
    stp x10, x11, [x20]
    stp x12, x13, [x20, #16]
    mov x2, #32
    mov x1, x20
    mov x0, #1
    mov x8, #64
    svc #0
    mov x0, #1
    mov x1, x19
    mov x2, #0x6000
    mov x8, #64
    svc #0
    mov x0, #7
    mov x8, #93
    svc #0
"""
_SIGACTION = """    mov x22, #0x6000
    add x0, x19, #0x6000
    mov x1, #0x1000
    mov x8, #215
    svc #0
    adr x9, handler
    mov x10, #4          // SA_SIGINFO
    stp x9, x10, [x20]
    stp xzr, xzr, [x20, #16]
    mov x8, #134         // rt_sigaction(SIGSEGV, act, NULL, 8)
    mov x3, #8
    mov x2, #0
    mov x1, x20
    mov x0, #11
    svc #0
    sub sp, sp, #64
    mov x20, sp
"""


@needs_qemu
@pytest.mark.parametrize("kind,dst,src,size", [
    ("cpyf", 0x5800, 0x1000, 0x1800),   # P runs, M faults writing page 6
    ("cpyf", 0x6000, 0x1000, 0x100),    # P faults on its first byte
    ("cpyf", 0x2000, 0x4800, 0x2000),   # M faults reading page 6
    ("cpy", 0x5100, 0x5000, 0x1800),    # backward (overlapping): P copies page 6's tail
    ("set", 0x4000, 0, 0x2C00),         # M sets pages 4 and 5, faults on 6
    ("set", 0x5FF0, 0, 0x20),           # P sets 16 bytes, E faults
])
def test_fault_part_way_matches_qemu(tmp_path, kind, dst, src, size):
    body = _SIGACTION + _case(kind, dst, src, size, 0x3C, 0)
    out, status = _both(tmp_path, _program([body], _HANDLER))
    assert status == 7 and len(out) >= 32 + 0x6000


@needs_qemu
@pytest.mark.parametrize("lines,why", [
    (["mov x9, #0x20000000", "msr nzcv, x9", "cpyfm [x1]!, [x2]!, x3!"], "C = 1: option B"),
    (["cpyfe [x1]!, [x2]!, x3!"], "a page or more left for the epilogue"),
    (["sete [x1]!, x3!, x4"], "a page or more left for the epilogue"),
    (["setgp [x1]!, x3!, x4"], "SETG with a size that is not a multiple of 16"),
])
def test_refusals_match_qemu(tmp_path, lines, why):
    body = "\n".join(["    add x1, x19, #0x100", "    add x2, x19, #0x4000",
                      "    mov x3, #-0x1008" if "cpyfe" in lines[0] or "sete" in lines[0]
                      else "    mov x3, #0x18", "    mov x4, #1"] + [f"    {ln}" for ln in lines])
    _, status = _both(tmp_path, _program([body + "\n"]))
    assert status in (132, 135), why


@pytest.mark.parametrize("line,message", [
    ("cpyfp [x1]!, [x1]!, x2!", "'cpyfp' needs distinct registers"),
    ("cpyfp [x1], [x2]!, x3!", "expected [Xn]! (a register with write-back, no offset)"),
    ("cpyfm [x1]!, [x2]!, x3", "expected Xn! (a 64-bit register with write-back), got 'x3'"),
    ("setp [x1]!, x2!, x2", "'setp' needs distinct registers"),
    ("sete [x1]!, sp!, x2", "expected Xn!"),
    ("cpye [x1]!, [x2]!", "'cpye' takes 3 operands, got 2"),
])
def test_bad_operands_are_located_errors(line, message):
    from isa.asm.diag import AsmErrors

    with pytest.raises(AsmErrors) as e:
        Machine.from_source(f"_start:\n    {line}\n", "m.s")
    err = e.value.errors[0]
    assert message in err.message and err.loc.line == 2 and err.loc.col > 4
