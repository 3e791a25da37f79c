"""DWARF line ranges: every instruction word of clang-19 ``-O2 -g`` code gets the source line
gdb-multiarch's ``info line *ADDR`` gives it (a row covers the addresses up to the next row),
not only each row's first word; the debugger stops at a breakpoint on the first instruction."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "tests") not in sys.path:
    sys.path.append(str(ROOT / "tests"))

from c_kernels import header, link_program, need_tools  # noqa: E402

from simulator import Machine  # noqa: E402

_INFO = re.compile(r'Line (\d+) of "([^"]+)" (?:starts at|is at) address (0x[0-9a-f]+)')


@pytest.fixture(scope="module")
def program(tmp_path_factory):
    need_tools(qemu=False)
    d = tmp_path_factory.mktemp("lines")
    header(d / "inputs.h", {"A": np.ones(16, np.float32), "B": np.ones(16, np.float32),
                            "X": np.ones(3, np.float32)}, {"VL": 8, "NX": 3})
    return link_program(["sme_lazy_za.c", "sme_lazy_za_main.c"], d, "lines")


def test_every_word_has_gdbs_line(program):
    if shutil.which("gdb-multiarch") is None:
        pytest.skip("gdb-multiarch is not installed")
    m = Machine.from_file(program)
    syms = m.program.symbols
    lo, hi = syms["za_scratch_sum"], syms["_start"]
    # a process decodes its code as it runs: ask for each word (decoded now) by address
    words = [i for a in range(lo, hi, 4) if (i := m.program.insn_at_address(a)) is not None]
    assert len(words) > 100
    cmd = ["gdb-multiarch", "-nx", "-batch", str(program)]
    for ins in words:
        cmd += ["-ex", f"info line *0x{ins.address:x}"]
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=120).stdout.splitlines()
    assert len(out) == len(words), out[:5]
    mismatched = []
    for ins, text in zip(words, out):
        hit = _INFO.search(text)
        want = (Path(hit.group(2)).name, int(hit.group(1))) if hit else None
        got = (Path(ins.loc.file).name, ins.loc.line) if ins.loc.line else None
        if got != want:
            mismatched.append((hex(ins.address), got, text))
    assert not mismatched, mismatched[:5]


def test_breakpoint_on_the_first_instruction_is_hit(program):
    from simulator.debug.session import Debugger

    s = Debugger(lambda: Machine.from_file(program))
    s.add_breakpoint("_start")
    stop = s.run()
    assert stop.reason == "breakpoint" and s.m.pc == s.m.program.symbols["_start"]
    assert s.m.steps == 0
    assert s.cont().reason == "exited" and s.m.exit_code == 0
