""".S files through the C preprocessor, line markers, `sym = value` and the small GNU as
directives real kernels use.

A .S program must behave as clang-19 builds it (clang -c x.S, ld.lld-19, QEMU 11.1), and every
diagnostic must name the original file and line (the preprocessor's `# LINE "FILE"` markers).
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

from isa.asm.diag import AsmErrors  # noqa: E402
from isa.asm.lexer import lex  # noqa: E402
from simulator import Machine  # noqa: E402
from simulator.loader import cpp  # noqa: E402
from tools import qemu_oracle  # noqa: E402
from tools.cli import main  # noqa: E402

needs_cpp = pytest.mark.skipif(not any(shutil.which(c) for c in ("cpp", "clang-19", "clang")),
                               reason="no C preprocessor (cpp or clang) installed")

HEADER = """\
#define SYS_EXIT 93
#define SYS_WRITE 64
"""
KERNEL_S = """\
// a KleidiAI-style kernel: macros, an include, .inst words with their text as comments
#include "defs.h"
#define ACC x19
#define STEP(n) add ACC, ACC, #(n)

    .text
    .global _start
    .type _start, %function
    .p2align 4
_start:
    mov ACC, #0
    STEP(5)
    STEP(7)
    .inst 0x91000673  // add x19, x19, #1
#ifdef EXTRA
    STEP(100)
#endif
    mov x0, #1
    adr x1, msg
    mov x2, #len
    mov x8, #SYS_WRITE
    svc #0
    mov x0, ACC
    mov x8, #SYS_EXIT
    svc #0
    .size _start, . - _start

    .section .rodata,"a"
msg: .ascii "cpp ok\\n"
    len = . - msg
    .section .note.GNU-stack,"",%progbits
"""


def _write(tmp: Path, kernel: str = KERNEL_S) -> Path:
    (tmp / "defs.h").write_text(HEADER)
    (tmp / "k.S").write_text(kernel)
    return tmp / "k.S"


@needs_cpp
def test_S_runs_like_clang_builds_it(tmp_path):
    path = _write(tmp_path)
    m = Machine.from_file(path)
    m.run()
    assert (m.exit_code, bytes(m.stdout)) == (13, b"cpp ok\n")
    if not (qemu_oracle.clang_available() and qemu_oracle.tools_available()):
        pytest.skip("clang-19 / ld.lld-19 / qemu-aarch64 11.1 not installed")
    exe = qemu_oracle.build_clang(path, tmp_path)
    proc = subprocess.run([qemu_oracle.QEMU, *qemu_oracle.QEMU_FLAGS, str(exe)],
                          capture_output=True, timeout=60)
    assert (qemu_oracle.status_from_returncode(proc.returncode), proc.stdout) == (13, b"cpp ok\n")


@needs_cpp
def test_S_diagnostics_name_the_original_file_and_line(tmp_path):
    path = _write(tmp_path, KERNEL_S.replace("    STEP(7)\n", "    STEP(7)\n    frob x0\n"))
    with pytest.raises(AsmErrors) as e:
        Machine.from_file(path)
    [err] = e.value.errors
    assert (err.loc.file, err.loc.line) == (str(path), 14)
    assert "unknown instruction 'frob'" in err.message
    # an error inside the included header names the header
    (tmp_path / "defs.h").write_text("#define SYS_EXIT 93\n#define SYS_WRITE 64\n  bogus_op\n")
    with pytest.raises(AsmErrors) as e:
        Machine.from_file(tmp_path / "k.S")
    assert (Path(e.value.errors[0].loc.file).name, e.value.errors[0].loc.line) == ("defs.h", 3)


@needs_cpp
def test_S_preprocessor_errors_are_located(tmp_path):
    path = _write(tmp_path, KERNEL_S.replace('#include "defs.h"', '#include "missing.h"'))
    with pytest.raises(AsmErrors) as e:
        cpp.preprocess(str(path))
    err = e.value.errors[0]
    assert (err.loc.file, err.loc.line) == (str(path), 2) and "missing.h" in err.message
    path.write_text("#if\n")
    with pytest.raises(AsmErrors) as e:
        cpp.preprocess(str(path))
    assert e.value.errors[0].loc.line == 1


@needs_cpp
def test_S_defines_and_include_dirs(tmp_path):
    inc = tmp_path / "inc"
    inc.mkdir()
    path = _write(tmp_path)
    (tmp_path / "defs.h").rename(inc / "defs.h")
    text = cpp.preprocess(str(path), (str(inc),), {"EXTRA": "1"})
    m = Machine.from_source(text, str(path))
    m.run()
    assert m.exit_code == 113


@needs_cpp
@pytest.mark.parametrize("command", ["run", "asm", "check"])
def test_cli_accepts_S(command, tmp_path, capsys):
    path = _write(tmp_path, "// CHECK: exit == 13\n" + KERNEL_S)
    status = main([command, str(path)])
    out, err = capsys.readouterr()
    assert status == (13 if command == "run" else 0), err
    assert "Traceback" not in err


@needs_cpp
def test_cli_debug_lists_S_source(tmp_path, capsys):
    path = _write(tmp_path)
    status = main(["debug", str(path), "-ex", "b 12", "-ex", "run", "--batch"])
    out = capsys.readouterr().out
    assert status == 0
    assert "k.S:12" in out and "add x19, x19, #(5)" in out  # the line as the assembler saw it


def test_missing_preprocessor_names_both(monkeypatch, tmp_path):
    monkeypatch.setattr(cpp.shutil, "which", lambda name: None)
    with pytest.raises(cpp.PreprocessorMissing) as e:
        cpp.preprocess(str(_write(tmp_path)))
    assert "cpp" in str(e.value) and "clang" in str(e.value)


def test_line_markers_relocate_diagnostics():
    text = ('# 1 "orig.S"\n  nop\n# 40 "inc/defs.h" 1\n  frob\n#line 7 "orig.S"\n'
            "  mov x0, #1\n")
    stmts = lex(text, "pre.s", [])
    assert [(s.loc.file, s.loc.line, s.mnemonic) for s in stmts] == [
        ("orig.S", 1, "nop"), ("inc/defs.h", 40, "frob"), ("orig.S", 7, "mov")]
    # a `#` comment that is not a marker stays a comment
    assert lex("# not a marker\n nop\n", "a.s", [])[0].loc.line == 2


def test_assignment_is_set():
    src = (".text\n.global _start\n_start:\n  n = 3\n  m=n*4\n  mov x0, #m\n"
           "  mov x8, #93\n  svc #0\nlen = . - _start\n")
    m = Machine.from_source(src, "a.s")
    m.run()
    assert m.exit_code == 12 and m.program.symbols["len"] == 12  # three instructions
    with pytest.raises(AsmErrors) as e:
        Machine.from_source(".text\n_start: nop\n  x = (1 +\n", "a.s")
    assert str(e.value.errors[0].loc).startswith("a.s:3:")
    # GNU as: a symbol may be reassigned in terms of itself (`i = i + 1`)
    m = Machine.from_source(".text\n_start:\n i = 1\n i = i + 1\n i = i * 5\n mov x0, #i\n"
                            " mov x8, #93\n svc #0\n", "a.s")
    m.run()
    assert m.exit_code == 10
    # `==` is not an assignment; `ldr x0, =sym` is a literal load
    with pytest.raises(AsmErrors):
        Machine.from_source(".text\n  y == 3\n", "a.s")


SET_AGAIN = """\
    .text
    .global _start
_start:
    i = 1
    mov x1, #i          // 1: the value in force here
    i = i + 1
    mov x2, #i          // 2
    .set i, i * 5
    mov x0, #i          // 10
    add x0, x0, x1
    add x0, x0, x2, lsl #4
    mov x8, #93
    svc #0
"""


def test_symbol_set_again_has_its_value_at_each_use(tmp_path):
    m = Machine.from_source(SET_AGAIN, "s.s")
    m.run()
    assert (m.x[1], m.x[2], m.exit_code) == (1, 2, 43)
    if not qemu_oracle.tools_available():
        pytest.skip("aarch64-linux-gnu-as / -ld / qemu-aarch64 11.1 not installed")
    (tmp_path / "s.s").write_text(SET_AGAIN)
    _, _, status = qemu_oracle.run_qemu(qemu_oracle.build(tmp_path / "s.s", tmp_path))
    assert status == 43


def test_kernel_directives_are_accepted():
    src = """\
    .arch armv9-a+sme
    .text
    .p2align 5
    .global kern
    .hidden kern
    .type kern, %function
    .type obj, @object
kern:
    ret
    .size kern, .-kern
    .section .rodata.cst4,"aM",@progbits,4
    .p2align 2
c4: .word 1
    .section .data.rel.local,"aw"
obj: .quad kern
    .section .note.GNU-stack,"",%progbits
    .text
_start: mov x8, #93
    svc #0
"""
    m = Machine.from_source(src, "k.s")
    assert m.program.symbols["kern"] % 32 == 0
    assert ".note.GNU-stack" not in m.program.sections
    m.run()
    assert m.exit_code is not None and m.fault is None
    assert m.memory.read("obj", "u64", 1).tolist() == [m.program.symbols["kern"]]
