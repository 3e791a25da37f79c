"""`.inst WORD`: words from a real assembler run like the text they encode; words tilesim cannot
execute assemble (GNU as accepts any word) and raise SIGILL only when executed, saying what
they are (the Arm ARM's A64 decode groups, :mod:`isa.a64.classify`).

Words come from clang-19 / GNU as (tools/objdump_oracle.assemble); programs/base/inst_words.s
runs the same kind of program under QEMU 11.1 (tests/test_qemu_diff.py).
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

from isa.a64.classify import classify, describe  # noqa: E402
from isa.asm.diag import AsmErrors  # noqa: E402
from simulator import Machine  # noqa: E402
from tools import objdump_oracle as oracle  # noqa: E402

needs_clang = pytest.mark.skipif(not oracle.available(),
                                 reason="clang-19 / llvm-objdump-19 not installed")
HEAD = ".text\n.global _start\n_start:\n"
EXIT = "    mov x8, #93\n    svc #0\n"

# one program per family; every register it leaves is compared between text and .inst
PROGRAMS = {
    "base": ["mov x0, #42", "movk x0, #0x1234, lsl #16", "add x1, x0, x0, lsl #3",
             "eor x2, x1, #0xff00", "csel x3, x1, x2, ne", "ubfx x4, x3, #4, #12",
             "madd x5, x4, x3, x1"],
    "memory": ["sub x9, sp, #128", "mov x0, #7", "str x0, [x9, #8]", "ldr x1, [x9, #8]",
               "stp x0, x1, [x9, #16]!", "ldp x2, x3, [x9], #-16", "ldrb w4, [x9, #8]"],
    "branches": ["mov x0, #3", "1: sub x0, x0, #1", "cbnz x0, 1b", "mov x1, #5",
                 "tbz x1, #1, 2f", "mov x1, #99", "2: add x1, x1, #1"],
    "sve": ["ptrue p0.s", "index z0.s, #1, #1", "add z1.s, z0.s, z0.s", "uaddv d2, p0, z1.s",
            "fmov x3, d2", "cntw x4"],
    "sme": ["smstart", "ptrue p0.s", "fdup z0.s, #2.0", "fdup z1.s, #1.5", "zero {za}",
            "fmopa za0.s, p0/m, p0/m, z0.s, z1.s", "mov w12, #0",
            "mova z2.s, p0/m, za0h.s[w12, 0]", "fmov w5, s2", "smstop"],
}


def _run(src: str) -> Machine:
    m = Machine.from_source(src, "t.s", svl=512)
    m.run()
    assert m.fault is None, m.fault.render()
    return m


@needs_clang
@pytest.mark.parametrize("family", sorted(PROGRAMS))
def test_inst_words_run_like_their_text(family):
    lines = PROGRAMS[family]
    plain = [ln.split(": ", 1)[-1] for ln in lines]  # no labels: clang encodes each alone
    text_src = HEAD + "".join(f"    {ln}\n" for ln in lines) + EXIT
    # assemble the real program with clang so branch offsets are right
    words = oracle.assemble(["_start:"] + lines + ["mov x8, #93", "svc #0"])
    assert len(words) == len(plain) + 2
    inst_src = HEAD + "".join(f"    .inst 0x{w:08x}  // {t}\n" for w, t in zip(words, plain)) \
        + "    .inst " + ", ".join(f"0x{w:08x}" for w in words[-2:]) + "\n"
    a, b = _run(text_src), _run(inst_src)
    assert [a.x[i] for i in range(9)] == [b.x[i] for i in range(9)]
    assert (a.z[1].u32 == b.z[1].u32).all() and (a.z[2].u32 == b.z[2].u32).all()
    assert a.steps == b.steps
    assert not b.program.remarks  # every word decoded: no warnings


def test_unsupported_word_assembles_and_faults_only_when_run():
    src = (HEAD + "    b 1f\n    .inst 0x38f2a031  // rcwswpal x18, x17, [x1]\n"
           "1:  mov x0, #3\n" + EXIT)
    m = Machine.from_source(src, "k.s")
    [warning] = [r for r in m.program.remarks if r.severity == "warning"]
    assert str(warning.loc) == "k.s:5:11"
    m.run()
    assert m.fault is None and m.exit_code == 3  # never executed: no fault
    src = HEAD + "    .inst 0xffffffff\n" + EXIT
    m = Machine.from_source(src, "k.s")
    m.run()
    assert m.exit_code == 132
    assert m.fault.detail == "unsupported: 0xffffffff, " + describe(0xFFFFFFFF)
    assert "k.s:4:5" in m.fault.render()


def test_unsupported_word_quotes_its_comment():
    # a word no A64 encoding tilesim executes: a read-check-write swap (FEAT_THE, which QEMU
    # 11.1 does not implement either)
    src = HEAD + "    .inst 0x38f2a031  // rcwswpal x18, x17, [x1]\n" + EXIT
    m = Machine.from_source(src, "k.s")
    m.run()
    assert m.exit_code == 132
    assert m.fault.detail == ("unsupported: rcwswpal x18, x17, [x1] (0x38f2a031), "
                              "an atomic memory operation instruction")
    assert m.fault.loc.line == 4


def test_inst_errors_are_located():
    for line, message in (("    .inst\n", ".inst needs a word"),
                          ("    .inst 0x100000000\n", "does not fit in 32 bits"),
                          ("    .inst nowhere\n", "undefined symbol 'nowhere'")):
        with pytest.raises(AsmErrors) as e:
            Machine.from_source(HEAD + line + EXIT, "e.s")
        assert e.value.errors[0].loc.line == 4 and message in e.value.errors[0].message


def test_inst_in_data_is_data_and_expressions_work():
    src = (HEAD + "    .inst 0xd2800000 | (5 << 5)  // mov x0, #5\n" + EXIT
           + ".data\nw: .inst 0x12345678\n")
    m = Machine.from_source(src, "t.s")
    m.run()
    assert m.exit_code == 5
    assert m.memory.read("w", "u32", 1).tolist() == [0x12345678]


@needs_clang
@pytest.mark.parametrize("text,group", [
    ("fmopa za0.s, p0/m, p0/m, z22.s, z12.s", "SME outer product"),
    ("smopa za0.s, p0/m, p0/m, z0.b, z1.b", "SME outer product"),
    ("mova z0.s, p0/m, za0h.s[w12, 0]", "SME move, zero, add-to-tile or lookup-table instruction"),
    ("ld1w {za0h.s[w12, 0]}, p0/z, [x0]", "SME load/store (ZA tile slice)"),
    ("ldr za[w12, 0], [x0]", "SME load/store (ZA array vector or ZT0)"),
    ("fmla za.s[w8, 0, vgx2], {z0.s-z1.s}, z2.s", "SME2 multi-vector instruction"),
    ("ld1w {z0.s-z1.s}, pn8/z, [x0]", "SME2 multi-vector contiguous load/store"),
    ("add z0.s, p0/m, z0.s, z1.s", "SVE predicated integer arithmetic"),
    ("fadd z0.s, p0/m, z0.s, z1.s", "SVE floating-point arithmetic"),
    ("ld1w {z0.s}, p0/z, [x0]", "SVE contiguous or replicating load"),
    ("st1w {z0.s}, p0, [x0]", "SVE store"),
    ("ld1w {z0.d}, p0/z, [x0, z1.d, lsl #2]", "SVE 64-bit gather load"),
    ("adrp x0, 0", "PC-relative addressing (ADR/ADRP)"),
    ("add x0, x1, #1", "add/subtract (immediate)"),
    ("and x0, x1, #1", "logical (immediate)"),
    ("movz x0, #1", "move wide (immediate)"),
    ("ubfx x0, x1, #1, #2", "bitfield"),
    ("extr x0, x1, x2, #3", "extract"),
    ("b.eq .", "conditional branch (immediate)"),
    ("bl .", "unconditional branch (immediate)"),
    ("cbz x0, .", "compare and branch (immediate)"),
    ("tbnz x0, #1, .", "test and branch (immediate)"),
    ("svc #0", "exception generation"),
    ("nop", "hint"),
    ("dmb ish", "barrier"),
    ("msr daifset, #2", "PSTATE"),
    ("mrs x0, tpidr_el0", "system register move (MRS/MSR)"),
    ("ret", "unconditional branch (register)"),
    ("ldr x0, .", "load register (literal)"),
    ("stp x0, x1, [sp, #-16]!", "load/store pair"),
    ("ldr x0, [x1, #8]", "load/store register (unsigned immediate)"),
    ("ldr x0, [x1, x2, lsl #3]", "load/store register (register offset)"),
    ("ldur x0, [x1, #-1]", "load/store register (unscaled immediate)"),
    ("ldr x0, [x1], #8", "load/store register (immediate post-indexed)"),
    ("ldr x0, [x1, #8]!", "load/store register (immediate pre-indexed)"),
    ("ldadd x0, x1, [x2]", "atomic memory operation"),
    ("ldaxr x0, [x1]", "load/store exclusive, ordered or compare-and-swap"),
    ("ld1 {v0.4s}, [x0]", "Advanced SIMD load/store multiple structures"),
    ("ld1 {v0.s}[1], [x0]", "Advanced SIMD load/store single structure"),
    ("add x0, x1, x2, lsl #2", "add/subtract (shifted register)"),
    ("add x0, x1, w2, uxtw", "add/subtract (extended register)"),
    ("orr x0, x1, x2", "logical (shifted register)"),
    ("udiv x0, x1, x2", "data-processing (2 source)"),
    ("clz x0, x1", "data-processing (1 source)"),
    ("madd x0, x1, x2, x3", "data-processing (3 source)"),
    ("csinc x0, x1, x2, ne", "conditional select"),
    ("ccmp x0, #3, #0, eq", "conditional compare"),
    ("adcs x0, x1, x2", "add/subtract with carry, rotate or evaluate into flags"),
    ("fmadd s0, s1, s2, s3", "scalar floating-point"),
    ("fcvtzs x0, d1", "scalar floating-point"),
    ("add v0.4s, v1.4s, v2.4s", "Advanced SIMD"),
    ("addp d0, v1.2d", "Advanced SIMD scalar"),
    ("aese v0.16b, v1.16b", "cryptographic AES"),
])
def test_classify_names_the_arm_arm_group(text, group):
    """Words from clang-19 for instructions of each group of the Arm ARM's A64 decode
    tables (DDI 0487, C4.1)."""
    [word] = oracle.assemble([".arch_extension lse", ".arch_extension aes", text])
    assert classify(word) == group, f"{text} = 0x{word:08x}"


def test_classify_reserved_and_article():
    assert classify(0) == "permanently undefined instruction (UDF)"
    assert classify(0x00010000) == "reserved encoding"
    assert describe(0x808C02C0) == "an SME outer product instruction"
    assert describe(0x91000420) == "an add/subtract (immediate) instruction"


def test_asm_lists_unsupported_words_as_warnings(tmp_path, capsys):
    from tools.cli import main

    p = tmp_path / "k.s"
    p.write_text(HEAD + "    .inst 0x38f2a031  // rcwswpal x18, x17, [x1]\n" + EXIT)
    assert main(["asm", str(p)]) == 0
    err = capsys.readouterr().err
    assert f"{p}:4:11: warning: unsupported: rcwswpal x18, x17, [x1] (0x38f2a031), " \
           "an atomic memory operation instruction" in err
