"""`tilesim debug` on a C program built with clang-19 -g: frames from the DWARF CFI, C variables
and types, frame selection, starti, $_exitcode, pn8/zt0, disassemble /s. The values are checked
against gdb-multiarch running the same commands on the same executable under
`qemu-aarch64 -g` (gdb's own DWARF reader as the reference), after stack addresses and paths
are masked; the rest against values worked out from the C source."""
from __future__ import annotations

import os
import re
import subprocess
import sys

import numpy as np
import pytest

from gdb_helpers import ROOT, build, finish, gdb, normal, start_qemu


@pytest.fixture(scope="module")
def progs(tmp_path_factory):
    out = tmp_path_factory.mktemp("cprogs")
    return {"O0": build("prog.c", "-O0", out), "O2": build("prog.c", "-O2", out),
            "sme": build("sme.c", "-O0", out), "types": build("types.c", "-O0", out)}


def tilesim_debug(prog, cmds: list[str], *extra: str) -> str:
    args = [sys.executable, "-m", "tools.cli", "debug", str(prog), "--batch", *extra]
    for c in cmds:
        args += ["-ex", c]
    r = subprocess.run(args, capture_output=True, text=True, timeout=120, cwd=ROOT,
                       env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr
    return r.stdout


def values(out: str) -> list[str]:
    """The lines that carry values: `$N = …`, `name = …` (info locals/args), backtrace lines
    (paths cut to the file name, stack addresses masked)."""
    keep = []
    for ln in normal(out):
        ln = re.sub(r" at /\S*/([\w.]+:\d+)", r" at \1", ln)
        if re.match(r"^(\$\d+ = |\w+ = |#\d+ |Stack level \d+, frame at | pc = )", ln):
            keep.append(ln)
    return keep


SESSION = ["break leaf", "CONT", "bt", "info args", "info locals", "p v", "up", "info frame",
           "p *p",
           "p p->tag", "p table[k+3]", "p p->x * 2 - (k + 3)", "up", "p values", "p values[2]", "p pt",
           "p pt.y", "p &pt", "p table", "info locals", "down", "p k", "frame 2", "p i",
           "frame 0", "delete", "CONT", "p $_exitcode"]


def test_c_variables_and_frames_match_gdb_on_qemu(progs):
    prog = progs["O0"]
    ours = tilesim_debug(prog, [c.replace("CONT", "run" if i == 1 else "continue")
                                for i, c in enumerate(SESSION)])
    q, port = start_qemu(prog)
    theirs = gdb(prog, port, [c.replace("CONT", "continue") for c in SESSION])
    finish(q)
    ours_v = values(ours)
    theirs_v = values(theirs)
    assert ours_v == theirs_v, "\n".join(["tilesim:", *ours_v, "gdb:", *theirs_v])
    assert len(ours_v) == 30
    assert "#0  leaf (v=3) at prog.c:10" in ours and "$1 = 3" in ours
    assert "$2 = {x = 3, y = 4, tag = 77}" in ours and "values = {10, 20, 30, 40}" in ours


def test_c_types_print_as_gdb_prints_them(progs):
    """chars (signed, unsigned, escapes), bool, enums, unions, typedefs, bit-fields, 2-D and
    char arrays (as strings), pointers (with <symbol>), char pointers (with the string)."""
    prog = progs["types"]
    src = (ROOT / "tests" / "gdb" / "types.c").read_text().splitlines()
    line = next(i for i, t in enumerate(src, 1) if "return o->in.s" in t)
    cmds = [f"break types.c:{line}", "CONT", "info locals", "info args", "p *o", "p o->name",
            "p *o->link", "p o->c", "p grid[1]", "p **ppi", "p greeting", "p w.b", "p fl3.level",
            "p &shared", "p uc", "p *msg", "p o->name[1]"]
    ours = tilesim_debug(prog, [c.replace("CONT", "run") for c in cmds])
    q, port = start_qemu(prog)
    theirs = gdb(prog, port, [c.replace("CONT", "continue") for c in cmds])
    finish(q)
    assert values(ours) == values(theirs), "\n".join(["tilesim:", *values(ours), "gdb:",
                                                      *values(theirs)])
    for text in ("uc = 200 '\\310'", 'w = {u = 1065353216, f = 1, b = "\\000\\000\\200?"}',
                 "fl3 = {ready = 1, mode = 5, level = -3}", 'msg = 0x200224 "hello"',
                 "pi = 0x230498 <shared>", '$1 = {name = "abcde", in = {s = 3, d = 0.5}, '
                 "link = 0x230498 <shared>, c = GREEN}"):
        assert text in ours, text


def test_finish_returns_the_c_value_as_gdb(progs):
    """finish prints the returned value with the function's C type (AAPCS64 x0), as gdb."""
    prog = progs["O0"]
    ours = tilesim_debug(prog, ["break leaf", "run", "finish", "finish", "p $ + 1"])
    q, port = start_qemu(prog)
    theirs = gdb(prog, port, ["break leaf", "continue", "finish", "finish", "p $ + 1"])
    finish(q)
    pick = re.compile(r"^(Value returned is \$\d+ = .*|\$\d+ = .*)$", re.M)
    assert pick.findall(ours) == pick.findall(theirs) == [
        "Value returned is $1 = 7", "Value returned is $2 = 8", "$3 = 9"]


def test_frames_at_O2_match_gdb(progs):
    prog = progs["O2"]
    cmds = ["break leaf", "CONT", "bt", "p v", "p table[3]", "up", "p k", "p counter"]
    ours = tilesim_debug(prog, [c.replace("CONT", "run") for c in cmds])
    q, port = start_qemu(prog)
    theirs = gdb(prog, port, ["set print entry-values no"] +
                 [c.replace("CONT", "continue") for c in cmds])
    finish(q)
    ours_bt = [ln for ln in values(ours) if ln.startswith("#")]
    theirs_bt = [ln for ln in values(theirs) if ln.startswith("#")]
    assert [re.sub(r"\(.*\)", "()", x) for x in ours_bt] == \
        [re.sub(r"\(.*\)", "()", x) for x in theirs_bt]
    assert "$1 = 3\n$2 = 5" in ours and "$4 = 0" in ours


def test_starti_exitcode_registers_and_disassemble_source(progs):
    out = tilesim_debug(progs["sme"], [
        "p $_exitcode", "break za_ready", "run", "p zt0.b[5]", "p pn8", "p/x p0.s",
        "starti", "info frame", "disassemble /s fill", "delete", "continue", "p $_exitcode"])
    assert "$1 = void" in out and "Breakpoint 1 at 0x21022c: file sme.c, line 12." in out
    assert "$2 = zt0.b[5] = 0x5" in out  # ZT0 byte 5 (filled with 0, 1, …, 63)
    assert re.search(r"\$3 = pn8 = \[(0, ){31}0\]", out)  # P8 untouched; SVL 256: 32 bits
    assert "$4 = p0.s = [1, 1, 1, 1, 1, 1, 1, 1]" in out  # ptrue p0.s at SVL 256
    assert "Program stopped.\n=> 0x210240 <_start>  sme.c:28" in out
    assert re.search(r"Stack level 0, frame at 0x7f[0-9a-f]+:\n pc = 0x210240 in _start "
                     r"\(sme\.c:28\); outermost", out)
    # disassemble /s groups the instructions under their source lines as gdb does
    q, port = start_qemu(progs["sme"])
    ref = gdb(progs["sme"], port, ["disassemble /s fill"])
    finish(q)
    assert _source_groups(out) == _source_groups(ref) and len(_source_groups(ref)) == 5
    assert "[program exited with code 7]" in out and "$5 = 7" in out


def _source_groups(out: str) -> list[tuple[int, list[int]]]:
    """`disassemble /s` as (line, [instruction offsets]) groups."""
    groups: list = []
    text = out[out.index("Dump of assembler code"):out.index("End of assembler dump.")]
    for ln in text.splitlines():
        mo = re.match(r"^(\d+)\t", ln)
        if mo:
            groups.append((int(mo.group(1)), []))
        mo = re.search(r"<\+(\d+)>:", ln)
        if mo and groups:
            groups[-1][1].append(int(mo.group(1)))
    return groups


def test_read_and_access_watch_commands(progs):
    """rwatch/awatch in `tilesim debug`: a C variable's bytes; stops before the instruction."""
    out = tilesim_debug(progs["O0"], ["break main", "run", "rwatch counter", "continue",
                                      "continue", "info breakpoints", "delete",
                                      "awatch table[2]", "continue", "awatch *0", "delete",
                                      "continue"])
    assert out.count("Read watchpoint 2: the next instruction reads 0x") == 2
    assert out.count("<leaf+28>  prog.c:11  counter += twice;") == 2  # the ldr of counter
    assert re.search(r"2   read watch  keep  y    0x[0-9a-f]+ +4 bytes\n +watchpoint already "
                     r"hit 2 times", out)
    assert re.search(r"Access watchpoint 3: the next instruction reads or writes 0x[0-9a-f]+ "
                     r"\(4 bytes\)\n=> 0x[0-9a-f]+ <middle\+\d+>  prog.c:17  acc \+= table\[k\];",
                     out)
    assert "error: cannot watch 0x0: not mapped" in out and "exited with code 23" in out


def _state(m) -> dict:
    snap = m.state.snapshot()
    snap.update(steps=m.steps, exit=m.exit_code)
    return snap


def _same_state(a: dict, b: dict) -> bool:
    return all(np.array_equal(a[k], b[k]) if isinstance(a[k], np.ndarray) else a[k] == b[k]
               for k in a)


def test_reverse_every_instruction_of_a_compiled_program(progs):
    """The undo log on a clang-built executable with SME code (a Linux process decodes its code
    on first execution): undoing each instruction gives back the registers, modes, Z/P/ZA/ZT0
    before it, SMSTART, SMSTOP and the exit call included; forward again gives the same."""
    from simulator import Machine
    from simulator.debug import Debugger

    path = str(progs["sme"])
    d = Debugger(lambda: Machine.from_file(path))
    snaps = [_state(d.m)]
    while not d.m.finished:
        d.stepi()
        snaps.append(_state(d.m))
    assert d.m.exit_code == 7 and len(snaps) > 100
    for i in range(len(snaps) - 2, -1, -1):
        assert d.reverse_stepi().reason == "step"
        assert _same_state(_state(d.m), snaps[i]), f"state differs after undoing step {i + 1}"
    assert d.reverse_stepi().reason == "history-start"
    for i in range(1, len(snaps)):
        d.stepi()
        assert _same_state(_state(d.m), snaps[i]), f"state differs after redoing step {i}"


def test_frame_commands_without_debug_info(tmp_path):
    prog = tmp_path / "p.s"
    prog.write_text("_start:\n  bl f\n  mov x0, #0\n  mov x8, #93\n  svc #0\n"
                    "f:\n  stp x29, x30, [sp, #-16]!\n  mov x29, sp\n  nop\n"
                    "  ldp x29, x30, [sp], #16\n  ret\n")
    out = tilesim_debug(prog, ["break f", "run", "si 2", "bt", "up", "frame", "info locals",
                               "p $_exitcode"])
    # no DWARF: the frame-record chain; f's caller is _start's bl (the return address - 4)
    assert "#0  f () at p.s:9  [pc 0x400090]\n#1  0x40007c in _start () at p.s:2" in out
    assert "error: no call frames without debugging information" in out
    assert "error: No symbol table info available." in out and "$1 = void" in out
