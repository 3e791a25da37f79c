"""`tilesim debug` on C built by Debian's GCC 12 (DWARF 5 by default: location lists with base
address entries and location views, several line-table rows at one address, ``is_stmt``
flags): breakpoints by FILE:LINE and FUNCTION, `next` and `print` of locals, compared with
gdb-multiarch on the same executable (statically for breakpoint placement, under
`qemu-aarch64 -g` for sessions). tests/gdb/prog.c built freestanding, once per session per
optimisation level."""
from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from elftools.elf.elffile import ELFFile

from gdb_helpers import GDB, HERE, TIMEOUT, build, finish, gdb, need, normal, start_qemu
from test_debug_c import tilesim_debug, values
from tools.qemu_oracle import GCC


@pytest.fixture(scope="module")
def gcc_prog(tmp_path_factory):
    if shutil.which(GCC) is None:
        pytest.skip(f"{GCC} not installed (Debian gcc-12-aarch64-linux-gnu)")
    out = tmp_path_factory.mktemp("gccprog")
    built = {}
    for opt in ("-O0", "-O2"):
        exe = out / f"prog-gcc{opt}"
        # compiled in tests/gdb by its relative name, as gdb_helpers.build does for clang
        subprocess.run([GCC, "-static", "-nostdlib", "-ffreestanding", "-g", opt, "prog.c",
                        "-o", str(exe)], check=True, cwd=HERE / "gdb", timeout=TIMEOUT)
        built[opt] = exe
    return built


def stop_lines(out: str, ours: bool) -> list[int]:
    """The source line of every stop after the first breakpoint hit: tilesim's
    ``0x… <fn+off>  prog.c:N  text`` lines, gdb's ``N<TAB>text`` lines."""
    out = out[out.index("Breakpoint 1, "):]
    pat = r"^(?:Breakpoint \d+, )?0x[0-9a-f]+ <[^>]+>  prog\.c:(\d+)  " if ours else r"^(\d+)\t"
    return [int(n) for n in re.findall(pat, out, re.M)]


def test_gcc_emits_dwarf_5(gcc_prog):
    with open(gcc_prog["-O2"], "rb") as fh:
        versions = {cu.header.version for cu in ELFFile(fh).get_dwarf_info().iter_CUs()}
    assert versions == {5}


SESSIONS = {
    # -O0: every local in memory; `next` over the call to leaf, out of middle into the middle
    # of main's line 26 (gdb steps on to the start of a line: 25, the loop increment)
    "-O0": ["break prog.c:16", "CONT", "p acc", "next", "p acc", "next", "next", "info locals",
            "next", "next", "p sum", "p i", "bt", "p values[i]", "p pt", "p table[k]"],
    # -O2: acc is a DWARF expression over registers and memory, k a register, p the value x0
    # had on entry (DW_OP_entry_value: main's call site says where it came from)
    "-O2": ["break prog.c:17", "CONT", "p acc", "p k", "p p", "p *p", "info args",
            "info locals", "bt", "next", "next", "next", "CONT", "p k", "p acc", "break leaf",
            "CONT", "p v", "bt", "next"],
}


@pytest.mark.parametrize("opt", list(SESSIONS))
def test_break_next_print_match_gdb_on_qemu(gcc_prog, opt):
    need(GDB)
    prog = gcc_prog[opt]
    cmds = SESSIONS[opt]
    first = cmds.index("CONT")
    ours = tilesim_debug(prog, [("run" if i == first else "continue") if c == "CONT" else c
                                for i, c in enumerate(cmds)])
    q, port = start_qemu(prog)
    # gdb's frame lines show parameters' entry values too (p=p@entry=…) unless told not to
    theirs = gdb(prog, port, ["set print entry-values no"] +
                 [c.replace("CONT", "continue") for c in cmds])
    finish(q)
    assert stop_lines(ours, True) == stop_lines(theirs, False), (ours, theirs)
    ours_v, theirs_v = values(ours), values(theirs)
    assert ours_v == theirs_v, "\n".join(["tilesim:", *ours_v, "gdb:", *theirs_v])
    assert "<optimized out>" not in "\n".join(ours_v)
    if opt == "-O0":
        assert stop_lines(ours, True) == [16, 17, 18, 19, 25, 26]
        assert "$3 = 18" in ours and "#0  main () at prog.c:26" in ours
    else:
        assert "$1 = 8" in ours and "$4 = {x = 3, y = 4, tag = 0}" in ours
        # the third `next` meets breakpoint 1 again (k = 1); continue: k = 2, acc = leaf(5) +
        # table[2] = 11 + 3;
        # leaf is next called with p->x + k = 3 + 3
        assert "$5 = 2\n$6 = 14" in ours and "$7 = 6" in ours
        assert "#1  0x00000000004001bc in main () at prog.c:26" in ours


def _placements(prog, specs: list[str], ours: bool) -> list[str]:
    if ours:
        out = tilesim_debug(prog, [f"break {s}" for s in specs])
    else:
        args = [GDB, "-nx", "-batch"] + [a for s in specs for a in ("-ex", f"break {s}")]
        out = subprocess.run([*args, str(prog)], capture_output=True, text=True,
                             timeout=TIMEOUT).stdout
    return [re.sub(r"^Breakpoint \d+ at ", "", ln) for ln in normal(out)
            if ln.startswith("Breakpoint ")]


@pytest.mark.parametrize("opt", ["-O0", "-O2"])
def test_breakpoints_by_line_and_function_land_where_gdb_puts_them(gcc_prog, opt):
    """Every line of prog.c (lines without code take the next line that has some; a
    function's opening line goes past its prologue at -O0, not at -O2, where GCC's location
    lists are valid at every pc) and every function."""
    need(GDB)
    prog = gcc_prog[opt]
    specs = [f"prog.c:{n}" for n in range(1, 30)] + ["leaf", "middle", "main"]
    ours, theirs = _placements(prog, specs, True), _placements(prog, specs, False)
    assert ours == theirs and len(ours) == len(specs)


@pytest.mark.parametrize("opt", ["-O0", "-O2"])
def test_clang_breakpoints_by_line_land_where_gdb_puts_them(opt, tmp_path):
    """The same rules on clang-19's line table (prologue_end rows, one row per address)."""
    need(GDB)
    prog = build("prog.c", opt, tmp_path)
    specs = [f"prog.c:{n}" for n in range(1, 30)] + ["leaf", "middle", "main"]
    assert _placements(prog, specs, True) == _placements(prog, specs, False)
