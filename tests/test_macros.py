"""GNU as's macro language (isa/asm/macros.py) against GNU as 2.40 itself.

Each source is assembled by ``aarch64-linux-gnu-as`` and by tilesim; the object's .text/.data
(pyelftools) must equal tilesim's sections byte for byte. tilesim keeps no encodings of source
instructions, so each instruction slot is filled with the word GNU as gives the instruction text
tilesim assembled there (after expansion): the expansion is what is being compared.
"""
from __future__ import annotations

import shutil
import subprocess

import pytest

from isa.a64.backend import A64Backend
from isa.asm import limits as L
from isa.asm.assembler import Assembler
from isa.asm.diag import AsmErrors

AS = "aarch64-linux-gnu-as"
needs_as = pytest.mark.skipif(shutil.which(AS) is None,
                              reason="aarch64-linux-gnu-as (GNU binutils) not installed")


def _tilesim(text: str, file: str = "t.s"):
    return Assembler(A64Backend()).assemble(text, file)


def _gnu_sections(text: str, tmp) -> dict[str, bytes]:
    from elftools.elf.elffile import ELFFile

    src, obj = tmp / "g.s", tmp / "g.o"
    src.write_text(text)
    r = subprocess.run([AS, "-march=armv9-a+sme", str(src), "-o", str(obj)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    with open(obj, "rb") as fh:
        return {s.name: s.data() for s in ELFFile(fh).iter_sections()
                if s.name in (".text", ".data")}


def _compare(text: str, tmp) -> dict[str, bytes]:
    gnu = _gnu_sections(text, tmp)
    prog = _tilesim(text)
    mine = {n: bytearray(s.data) for n, s in prog.sections.items() if n in (".text", ".data")}
    text_sec = prog.sections[".text"]
    source = [i for i in prog.insns if "word" not in i.info]
    if source:
        words = _gnu_sections(".text\n" + "\n".join(i.text for i in source) + "\n", tmp)[".text"]
        for k, ins in enumerate(source):
            off = ins.address - text_sec.base
            mine[".text"][off:off + 4] = words[4 * k:4 * k + 4]
    for name in (".text", ".data"):
        assert bytes(mine.get(name, b"")) == gnu.get(name, b""), name
    return gnu


MACROS = r"""
.macro m a, b=7, c
  .byte \a, \b
  .ascii "\c"
  .byte \@
.endm
.macro two x, y
  .ascii "<\x>|<\y>"
.endm
.macro va a, rest:vararg
  .ascii "<\a>{\rest}"
.endm
.macro Cap A
  .byte \A
.endm
.text
m 1
m 2 3 "hi there"
m c=abc, a=4
m 5,,q
two 1 + 2, x0 - 1
two ( 1 + 2 ), "a b"
va 1, 2, 3 4
va x0, [x1, #8]
CAP 9
"""

NESTED = r"""
.macro ex n
  .byte 1
  .if \n > 1
  .exitm
  .endif
  .byte 2
.endm
.macro outer nm, v
  .macro \nm x
    .byte \x + \v
  .endm
.endm
.macro cnt
  .byte \@
  .rept 2
  .byte \@
  .endr
.endm
.macro sum from=0, to=5
  .byte \from
  .if \to-\from
  sum "(\from+1)", \to
  .endif
.endm
.text
ex 1
ex 2
outer in1, 10
in1 5
cnt
cnt
sum 0, 6
.macro sep r
  .ascii "\r\().s|\(lit)"
.endm
sep z0
.purgem sep
.macro sep r
  .byte 0x33
.endm
sep q
"""

REPEAT = r"""
.text
.rept 0
.byte 0xff
.endr
.rept 2
.irp v, 1, 2
.byte \v
.endr
.irpc c, 34
.byte \c
.endr
.endr
 i = 0
.rept 3
 .byte i
 i = i + 1
.endr
.irp r
.ascii "[\r]"
.endr
.irpc q, "ab c"
.ascii "<\q>"
.endr
.irp reg, x0 x1, x2
  add \reg, \reg, #1
.endr
.rept 3
  .inst 0xd503201f
.endr
"""

CONDITIONS = r"""
.text
.ifc x0, x0
.byte 0x11
.endif
.ifnc a,b
.byte 0x13
.endif
.ifeqs "a", "a"
.byte 0x14
.endif
.ifnes "a", "b"
.byte 0x15
.endif
.ifb
.byte 0x16
.endif
.ifnb x
.byte 0x17
.endif
.set k, 3
.if k == 3
.byte 0x18
.elseif k == 4
.byte 0x19
.else
.byte 0x1a
.endif
.if k == 4
.byte 0x1b
.elseif k == 3
.byte 0x1c
.else
.byte 0x1d
.endif
.ifdef k
.byte 0x1e
.endif
.ifndef nope
.byte 0x1f
.endif
.ifgt k-4
.byte 0x20
.else
.byte 0x21
.endif
.ifge k-3
.byte 0x22
.endif
.iflt k-4
.byte 0x23
.endif
.ifle k-2
.byte 0x24
.endif
.ifeq k-3
.byte 0x25
.endif
.ifne k-3
.byte 0x26
.endif
.if 0
  .if 1
  .byte 0x27
  .else
  .byte 0x28
  .endif
  .macro never
  .endm
  nonsense !!
.endif
lbl: .byte 0x29
lbl3: .if 1
.byte lbl3 - lbl
.endif
.ifdef lbl
.byte 0x2a
.endif
"""

ALIASES = r"""
.text
ptr .req x3
cnt .req w4
acc .req z1
 mov ptr, #1
 add PTR, ptr, x2
 ldr x5, [ptr, #8]
 add cnt, cnt, #2
 mov acc.d, #0
 .unreq ptr
ptr .req x7
 mov ptr, #3
"""

EXTRA = r"""
.macro add a, b
.byte \a + \b
.endm
.macro m x
.byte \x
.endm
.text
lbl: m 1
lbl2: add 2, 3
.irp v 4 5 6
.byte \v
.endr
.irp v, 1, 2
.byte \v, \@
.endr
m 7
.irp v, 1
.byte \@
.endr
.macro q a
 .ifc \a,
  .byte 0xee
 .else
  .byte \a
 .endif
.endm
q
q 3
.macro lbls
 1: .byte 0x40
 .byte 1b - .
.endm
lbls
lbls
.macro M2 first second
 .byte \first * \second
.endm
M2 3 4
M2 first=2 second=5
.set n, 2
.rept n*2
.byte n
.endr
.byte lbl2 - lbl
"""

SECTIONS = r"""
.text
.byte 1
.pushsection .data
.byte 2
.pushsection .text
.byte 3
.popsection
.byte 4
.popsection
.byte 5
.data
.byte 6
.previous
.byte 7
.p2align 3, 0xaa
.byte 8
.p2align 4, 0xbb, 3
.byte 9
.p2align 2, 0xcc, 3
.byte 10
.cfi_startproc
.cfi_def_cfa_offset 16
.cfi_offset 30, -8
.cfi_endproc
"""


@needs_as
@pytest.mark.parametrize("name", ["MACROS", "NESTED", "REPEAT", "CONDITIONS", "ALIASES",
                                  "EXTRA", "SECTIONS"])
def test_same_bytes_as_gnu_as(name, tmp_path):
    _compare(globals()[name], tmp_path)


@needs_as
def test_include_inside_macros_and_conditionals(tmp_path, monkeypatch):
    """Macros defined in an included file are used after it; an .include in a false .if is not
    read (its file does not exist); an .include inside a macro body is expanded at each use."""
    (tmp_path / "defs.inc").write_text(".macro twice v\n.byte \\v, \\v\n.endm\n.byte 0x77\n")
    text = (".text\n.include \"defs.inc\"\ntwice 5\n.if 0\n.include \"missing.inc\"\n.endif\n"
            ".macro inc_it\n.include \"defs2.inc\"\n.endm\n")
    (tmp_path / "defs2.inc").write_text(".byte 0x99\n")
    text += "inc_it\ninc_it\n"
    monkeypatch.chdir(tmp_path)  # GNU as looks for .include files in the current folder
    gnu = _compare(text, tmp_path)
    assert gnu[".text"] == bytes([0x77, 5, 5, 0x99, 0x99])


@needs_as
def test_kleidiai_shaped_source(tmp_path):
    """Macros around .inst words in .rept, register aliases, .irp over registers."""
    text = r"""
    .text
    .global kernel
    .macro LOAD_ZA n, base
      .inst 0xe1006000 | (\n << 13)  // ldr za[w(12+\n), 0], [x0] in KleidiAI's .inst style
    .endm
    .macro KAI_ASM_FUNCTION_TYPE name
    .type \name, %function
    .endm
    KAI_ASM_FUNCTION_TYPE kernel
kernel:
    lhs_ptr .req x9
    .rept 2
      .inst 0xd503477f  // smstart
      .inst 0xd503467f  // smstop
    .endr
    .irp n, 0, 1, 2, 3
      LOAD_ZA \n, x0
    .endr
    add lhs_ptr, lhs_ptr, #64
    ret
    """
    _compare(text, tmp_path)


# ---------------------------------------------------------------------- errors
def _errors(text: str) -> list[str]:
    with pytest.raises(AsmErrors) as e:
        _tilesim(text)
    return [x.render() for x in e.value.errors]


def test_error_in_macro_names_definition_and_use_site():
    errs = _errors(".macro bad r\n  foo \\r\n.endm\n.text\n  bad x0\n")
    assert len(errs) == 1
    first = errs[0].splitlines()[0]
    assert first.startswith("t.s:2:") and "foo" in first
    assert "note: in macro 'bad' expanded at t.s:5:3" in errs[0]


def test_nested_expansion_notes():
    errs = _errors(".macro a\n  bogus\n.endm\n.macro b\n  a\n.endm\n.text\nb\n")
    assert "note: in macro 'a' expanded at t.s:5:3" in errs[0]
    assert "note: in macro 'b' expanded at t.s:8:1" in errs[0]


@pytest.mark.parametrize("src, where, words", [
    (".macro r a:req\n.byte \\a\n.endm\nr\n", "t.s:4:", "required parameter 'a'"),
    (".macro r a\n.endm\nr 1, 2\n", "t.s:3:6", "too many arguments"),
    (".macro r a\n.endm\nr b=1\n", "t.s:3:3", "no parameter 'b'"),
    (".macro r\n.endm\n.macro r\n.endm\n", "t.s:3:8", "already defined"),
    (".macro r\n.byte 1\n", "t.s:1:1", ".macro without .endm"),
    (".rept 3\n.byte 1\n", "t.s:1:1", ".rept without .endr"),
    (".rept -1\n.endr\n", "t.s:1:7", "negative .rept count"),
    (".else\n", "t.s:1:1", "'.else' without a matching .if"),
    (".endif\n", "t.s:1:1", "'.endif' without"),
    (".if 1\n.byte 1\n", "t.s:1:1", "end of file inside a conditional"),
    (".if undefined_sym\n.endif\n", "t.s:1:5", "not a constant"),
    (".error \"boom\"\n", "t.s:1:1", "boom"),
    (".altmacro\n", "t.s:1:1", ".altmacro is not supported"),
    ("x .req foo\n", "t.s:1:8", "'foo' is not a register"),
    (".unreq q\n", "t.s:1:8", "unknown register alias 'q'"),
    (".exitm\n", "t.s:1:1", ".exitm outside a macro"),
    (".ifc a b\n.endif\n", "t.s:1:5", "bad format for .ifc"),
])
def test_located_errors(src, where, words):
    errs = _errors(src)
    assert any(e.startswith(where) and words in e for e in errs), errs


def test_warnings_are_remarks():
    prog = _tilesim(".warning \"careful\"\n.text\nnop\n.endr\n  .endm\n")
    assert [(str(r.loc), r.severity) for r in prog.remarks] == [
        ("t.s:1:1", "warning"), ("t.s:4:1", "warning"), ("t.s:5:3", "warning")]
    assert prog.remarks[0].message == "careful"
    assert ".endr without" in prog.remarks[1].message  # GNU as warns and goes on, too


def test_limits_are_located_errors_not_hangs():
    errs = _errors(".rept 1000000000\n.byte 0\n.endr\n")
    assert errs[0].startswith("t.s:1:7") and f"{L.MAX_EXPANDED_STATEMENTS:,}" in errs[0]
    errs = _errors(".macro rec n\nrec \\n\n.endm\nrec 1\n")
    assert len(errs) == 1 and "nested too deeply" in errs[0]
    errs = _errors(".macro dbl a\ndbl \\a\\a\\a\\a\n.endm\ndbl xx\n")
    assert "longer than" in errs[0]
    # a long expansion made of nested .rept is stopped at the limit
    errs = _errors(".rept 1000\n.rept 1000\n.byte 0\n.endr\n.endr\n")
    assert "more than" in errs[0] and "statements" in errs[0]


KLEIDIAI_S = r"""
// KleidiAI-shaped: #define macros beside .macro, .inst words inside .rept, register aliases
#define KAI_ASM_GLOBAL(name) .global name
#define KAI_ASM_FUNCTION_TYPE(name) .type name, %function
#define KAI_ASM_INST(num) .inst (num)
#define ROWS 4

    .text
    KAI_ASM_GLOBAL(_start)
    KAI_ASM_FUNCTION_TYPE(_start)

    .macro ACCUM dst, src, times=ROWS
    .rept \times
    add \dst, \dst, \src
    .endr
    .endm

    .macro SME_BLOCK
    KAI_ASM_INST(0xd503477f)  // smstart
    KAI_ASM_INST(0xc00800ff)  // zero {za}
    KAI_ASM_INST(0xd503467f)  // smstop
    .endm

_start:
    acc .req x19
    step .req x20
    mov acc, #0
    mov step, #3
    ACCUM acc, step                 // 4 * 3
    ACCUM acc, step, times=2        // + 2 * 3
    .rept 2
    SME_BLOCK
    .endr
    .irp r, x9, x10
    mov \r, #ROWS
    add acc, acc, \r
    .endr
    mov x0, acc
    mov x8, #93
    svc #0
    .section .note.GNU-stack,"",%progbits
"""


def test_kleidiai_shaped_S_runs_like_clang_builds_it(tmp_path):
    import sys
    from pathlib import Path

    sys.path.append(str(Path(__file__).resolve().parent.parent))
    from simulator import Machine
    from tools import qemu_oracle

    if not any(shutil.which(c) for c in ("cpp", "clang-19", "clang")):
        pytest.skip("no C preprocessor (cpp or clang) installed")
    path = tmp_path / "kernel.S"
    path.write_text(KLEIDIAI_S)
    m = Machine.from_file(path)
    m.run()
    assert m.exit_code == 26
    if not (qemu_oracle.clang_available() and qemu_oracle.tools_available()):
        pytest.skip("clang-19 / ld.lld-19 / qemu-aarch64 11.1 not installed")
    exe = qemu_oracle.build_clang(path, tmp_path)
    proc = subprocess.run([qemu_oracle.QEMU, *qemu_oracle.QEMU_FLAGS, str(exe)],
                          capture_output=True, timeout=60)
    assert qemu_oracle.status_from_returncode(proc.returncode) == 26


def test_broken_macro_input_never_gives_a_traceback():
    """Random sequences of (mostly malformed) macro-language lines: AsmErrors or success only."""
    import random

    pieces = [".macro m a=1, b:req, c:vararg", ".macro", ".macro 1x", ".macro m a b", ".endm",
              ".exitm", "m", "m 1", "m b=2", "m ,,,", "m a=", 'm "', ".rept 3", ".rept",
              ".rept x", ".endr", ".irp", ".irp r", ".irp r, 1, 2", '.irpc c, "', ".irpc",
              ".if", ".if 1", ".if x", ".ifdef", ".ifdef 1", ".ifc", ".ifc a", ".ifc 'a",
              ".ifeqs", '.ifeqs "a"', ".ifeqs a, b", ".elseif", ".elseif 1", ".else", ".endif",
              ".req", "x .req", "x .req x0", ".unreq", ".unreq x0", "add x, x, #1", ".error",
              ".error x", '.warning "w"', "\\a", "\\@", "\\(", ".byte \\a", ".purgem",
              ".purgem m", ".altmacro", ".include", '.include "nope"', "lbl: m 1", "lbl:",
              ".set i, i+1", ".set i, 0", "i = 3", ".p2align 3, 1, 2", ".pushsection .data",
              ".popsection", ".previous", ".cfi_startproc", "nop"]
    rng = random.Random(7)
    for _ in range(300):
        src = "\n".join(rng.choice(pieces) for _ in range(rng.randint(1, 12))) + "\n"
        try:
            _tilesim(src, "f.s")
        except AsmErrors:
            pass


GNU_ERROR_CASES = {
    "required": ".macro r a:req\n.byte \\a\n.endm\n.text\nr\n",
    "too_many": ".macro r a\n.endm\n.text\nr 1, 2\n",
    "in_body": ".macro bad\n  .byte 1\n  foo x0\n.endm\n.text\nbad\n",
    "error_directive": ".text\n.byte 1\n.error \"boom\"\n",
    "negative_rept": ".text\n.rept -1\n.endr\n",
    "else_without_if": ".text\n.byte 1\n.else\n",
    "endif_without_if": ".text\n.endif\n",
    "redefined": ".macro r\n.endm\n.text\n.macro r\n.endm\n",
    "unknown_alias": ".text\n.unreq q\n",
    "nested_body": ".macro a\n  foo x1\n.endm\n.macro b\n  a\n.endm\n.text\nb\n",
}


@needs_as
@pytest.mark.parametrize("name", sorted(GNU_ERROR_CASES))
def test_error_lines_match_gnu_as(name, tmp_path):
    """GNU as and tilesim report the first error on the same line (GNU as: the macro body line
    for an error in an expansion, the use line for bad arguments)."""
    import re

    src = GNU_ERROR_CASES[name]
    (tmp_path / "t.s").write_text(src)
    r = subprocess.run([AS, "t.s", "-o", "t.o"], cwd=tmp_path, capture_output=True, text=True)
    gnu_lines = [int(m.group(1)) for m in re.finditer(r"^t\.s:(\d+): Error", r.stderr, re.M)]
    assert gnu_lines, r.stderr
    with pytest.raises(AsmErrors) as e:
        _tilesim(src)
    assert e.value.errors[0].loc.line == gnu_lines[0], (e.value.render(), r.stderr)
