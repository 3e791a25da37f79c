"""The assembler core: expressions, directives, labels, sections, literal pools, diagnostics."""
import pytest

from isa.asm.diag import AsmErrors
from isa.asm.expr import parse_expr
from simulator import Machine, assemble

from helpers import run_asm


@pytest.mark.parametrize("text,value", [
    ("1+2*3", 7), ("(1+2)*3", 9), ("1<<4|1", 17), ("-8/3", -2), ("-8%3", -2), ("0x10+0b11", 19),
    ("010", 8), ("~0&0xff", 255), ("'A", 65), ("'\\n'", 10), ("3*4<<1", 24),
    # GNU as: | binds tighter than +  ("Infix Operators")
    ("1+2|4", 7), ("6==6", -1), ("2>3", 0),
])
def test_expressions(text, value):
    assert parse_expr(text).value(lambda s: 0) == value


def test_data_directives_bytes():
    p = assemble("""
    .data
a:  .byte 1, 2, -1
    .hword 0x1234
    .balign 4
b:  .word 0xdeadbeef, a
    .quad -2
    .ascii "hi\\n"
    .asciz "x"
    .float 1.5
    .double -0.0
    .space 3, 0xaa
    .fill 2, 2, 0x0102
    .equ K, 3*4
    .byte K
    .text
    nop
""")
    d = p.sections[".data"]
    base = d.base
    raw = bytes(d.data)
    assert raw[:5] == bytes([1, 2, 0xFF, 0x34, 0x12])
    assert raw[5:8] == b"\0\0\0"  # .balign 4 pads with zeros
    assert raw[8:12] == bytes.fromhex("efbeadde")
    assert int.from_bytes(raw[12:16], "little") == base  # address of a
    assert raw[16:24] == (2**64 - 2).to_bytes(8, "little")
    assert raw[24:29] == b"hi\nx\0"
    assert raw[29:33] == bytes.fromhex("0000c03f")  # 1.5f
    assert raw[33:41] == bytes.fromhex("0000000000000080")  # -0.0
    assert raw[41:44] == b"\xaa\xaa\xaa"
    assert raw[44:48] == bytes([2, 1, 2, 1])
    assert raw[48] == 12


def test_numeric_local_labels_and_literals():
    m = run_asm("""
    mov x1, #0
1:  add x1, x1, #1
    cmp x1, #5
    b.lt 1b
    b 1f
    mov x1, #99
1:  ldr x2, =0x1122334455667788
    ldr w3, =0xcafe
    """)
    assert m.x[1] == 5
    assert m.x[2] == 0x1122334455667788
    assert m.x[3] == 0xCAFE


def test_semicolon_separators_and_comments():
    m = run_asm("mov x1, #1 ; mov x2, #2 /* block */ ; add x3, x1, x2 // done\n# a hash comment line")
    assert (m.x[1], m.x[2], m.x[3]) == (1, 2, 3)


def test_entry_is_start_label():
    m = Machine.from_source(".text\nfoo: mov x0, #7\n mov x8, #93\n svc #0\n.global _start\n"
                            "_start: mov x0, #3\n mov x8, #93\n svc #0\n")
    assert m.run() == 3


def test_adrp_lo12():
    m = run_asm("adrp x1, val\n add x1, x1, :lo12:val\n ldr x2, [x1]\n adrp x3, val\n"
                " ldr x4, [x3, #:lo12:val]",
                data=".balign 8\n.space 40\nval: .quad 0x55aa")
    assert m.x[2] == 0x55AA and m.x[4] == 0x55AA


def _errors(src: str) -> list:
    with pytest.raises(AsmErrors) as e:
        assemble(src, "t.s")
    return e.value.errors


def test_all_errors_are_listed_with_location_and_hint():
    errs = _errors(".text\n  mov x0, #0x12345\n  add x1, x2\n  frob x1\n  b nowhere\n")
    locs = [(e.loc.line, e.loc.col) for e in errs]
    assert locs == [(2, 11), (3, 13), (4, 3), (5, 5)]
    assert "cannot be moved by one instruction" in errs[0].message and "ldr" in errs[0].hint
    assert "takes 3 or 4 operands" in errs[1].message
    assert "unknown instruction 'frob'" in errs[2].message
    assert errs[3].message == "undefined symbol 'nowhere'"
    text = errs[0].render()
    assert text.splitlines()[0] == "t.s:2:11: error: immediate 0x12345 cannot be moved by one instruction"
    assert text.splitlines()[2] == " " * 10 + "^"


@pytest.mark.parametrize("src,msg,col", [
    (".data\n.ascii \"abc\n", "unterminated string", 8),
    (".text\n add x0, x1, #5000\n", "out of range", 14),
    (".text\n ldr x0, [x1, #7]!\n", None, None),  # valid: pre-index -256..255
    (".text\n ldp x0, x1, [x2, #12]\n", "out of range", 14),
    (".text\n and x0, x1, #0x1234\n", "not a valid bitmask immediate", 14),
    (".text\n mov x0, x31\n", "does not exist", 10),
    (".text\n .bogus 1\n", "unknown directive '.bogus'", 2),
    (".text\n ldr x0, [x1, x2, lsl #1]\n", "shift amount must be 0 or 3", 10),
    (".text\nx: nop\nx: nop\n", "already defined", 1),
    (".data\n add x0, x0, #1\n", "instruction in section .data", 2),
])
def test_error_cases(src, msg, col):
    if msg is None:
        assemble(src)
        return
    errs = _errors(src)
    assert msg in errs[0].message
    assert errs[0].loc.col == col


def test_include_relative_to_file(tmp_path):
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "k.inc").write_text(".equ KVAL, 42\n")
    (tmp_path / "main.s").write_text('.include "lib/k.inc"\n.text\n_start: mov x0, #KVAL\n'
                                     " mov x8, #93\n svc #0\n")
    m = Machine.from_file(tmp_path / "main.s")
    assert m.run() == 42


def test_equ_dot_is_the_location_where_it_is_defined():
    # GNU as evaluates `.` in .equ/.set at the definition, not where the symbol is used
    m = Machine.from_source('.data\nmsg: .ascii "hello"\n.equ len, . - msg\n.text\n'
                            "_start: mov x0, #len\n mov x8, #93\n svc #0\n")
    assert m.run() == 5


def test_defsym_overrides_equ():
    src = ".equ K, 3\n.text\n_start: mov x0, #K*2\n mov x8, #93\n svc #0\n"
    assert Machine.from_source(src).run() == 6
    assert Machine.from_source(src, defsyms={"K": 7}).run() == 14


def test_equ_naming_an_undefined_symbol_is_a_located_error():
    errs = _errors(".equ A, B + 1\n.text\n_start: mov x0, #A\n")
    assert errs[0].message == "undefined symbol 'B'" and errs[0].loc.line == 3
