"""`tilesim debug` as a gdb user expects it, in batch mode: conditional and temporary
breakpoints, info breakpoints, delete, display/i $pc, $N history, bt, finish, until. Expected
values are derived by hand from the program below (gdb's wording where gdb has one)."""
from __future__ import annotations

import pytest

from tools.cli import main

# x3 counts 3, 2, 1; func is called once per value and adds 1 to x4
PROG = """    .text
_start:
    mov x3, #3
1:  bl func
    sub x3, x3, #1
    cbnz x3, 1b
    mov x0, #0
    mov x8, #93
    svc #0
func:
    stp x29, x30, [sp, #-16]!
    mov x29, sp
    add x4, x4, #1
    ldp x29, x30, [sp], #16
    ret
"""


@pytest.fixture
def prog(tmp_path):
    p = tmp_path / "calls.s"
    p.write_text(PROG)
    return str(p)


def debug(capsys, path, *cmds):
    args = ["debug", path, "--batch"]
    for c in cmds:
        args += ["-ex", c]
    status = main(args)
    out = capsys.readouterr()
    assert status == 0 and "Traceback" not in out.err
    return out.out + out.err


def test_conditional_temporary_info_delete(capsys, prog):
    out = debug(capsys, prog, "break func if x3 == 1", "tbreak 5", "info breakpoints", "run",
                "p x3", "c", "p x3", "info breakpoints", "delete 1", "info breakpoints", "c")
    assert "Breakpoint 1 at 0x400094: file calls.s, line 11. (condition: x3 == 1)" in out
    assert "Temporary breakpoint 2 at 0x400080: file calls.s, line 5." in out
    assert "stop only if x3 == 1" in out and "del   y" in out
    # the temporary breakpoint stops first (after the first call, x3 still 3) and goes away;
    # the conditional one skips the calls with x3 = 3 and 2
    assert "Temporary breakpoint 2, 0x400080" in out and "$1 = x3 = 0x0000000000000003" in out
    assert "Breakpoint 1, 0x400094 <func>" in out and "$2 = x3 = 0x0000000000000001" in out
    assert "breakpoint already hit 1 time" in out
    assert "No breakpoints or watchpoints." in out and "exited with code 0" in out


def test_bt_finish_until_display_history(capsys, prog):
    out = debug(capsys, prog, "break func", "run", "bt", "p x3", "finish", "finish", "delete",
                "display/i $pc", "until", "until 7", "p x4", "p $1")
    assert "#0  func () at calls.s:11" in out and "#1  0x400080 in _start () at calls.s:4" in out
    assert "Run till exit." in out and "0x400080 <_start+8>  calls.s:5" in out
    assert '"finish" not meaningful in the outermost frame.' in out
    assert "=> 0x400080 <_start+8>:\tsub x3, x3, #1" in out  # display/i $pc, at once
    assert "=> 0x400084 <_start+12>:\tcbnz x3, 1b" in out    # and after `until`
    # `until 7` runs the remaining two calls; func has added 1 three times
    assert "calls.s:7  mov x0, #0" in out and "$2 = x4 = 0x0000000000000003" in out
    assert "$3 = x3 = 0x0000000000000003" in out  # $1 again, from the value history
