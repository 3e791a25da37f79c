"""docs/gdb.md: the transcripts it shows are what the commands print. Each block marked
``<!-- test: NAME -->`` is parsed: its `$ gdb-multiarch …` / `$ tilesim debug …` line is run
(on tests/gdb/prog.c built as the block's clang line says) and the lines after it must be the
output, with stack addresses masked (the initial stack is the loader's business)."""
from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys

import pytest

from gdb_helpers import ROOT, build, finish, gdb, mask_stack, start_tilesim

DOC = ROOT / "docs" / "gdb.md"


def blocks() -> dict[str, tuple[list[str], list[str]]]:
    """name -> (command lines without `$ `, output lines)."""
    text = DOC.read_text()
    out = {}
    for mo in re.finditer(r"<!-- test: ([\w-]+) -->\n```console\n(.*?)\n```", text, re.S):
        lines = mo.group(2).split("\n")
        cmds = [ln[2:] for ln in lines if ln.startswith("$ ")]
        out[mo.group(1)] = (cmds, [ln for ln in lines if not ln.startswith("$ ")])
    return out


def _mask(lines: list[str]) -> list[str]:
    return [mask_stack(ln) for ln in lines]


def _ex(cmd: str) -> list[str]:
    words = shlex.split(cmd)
    return [words[i + 1] for i, w in enumerate(words) if w == "-ex"]


@pytest.fixture(scope="module")
def prog(tmp_path_factory):
    cmds, _ = blocks()["gdb-session"]
    assert "-O0 -g prog.c -o prog" in cmds[0]  # the doc's build is the one used here
    return build("prog.c", "-O0", tmp_path_factory.mktemp("docprog"))


def test_doc_has_both_transcripts():
    assert set(blocks()) == {"gdb-session", "debug-session"}


def test_gdb_session_transcript(prog):
    cmds, want = blocks()["gdb-session"]
    assert cmds[1] == "tilesim run --gdb 1234 prog &"
    ex = _ex(cmds[2])
    assert ex[0] == "target remote :1234"
    p, port = start_tilesim(prog)
    got = gdb(prog, port, ex[1:], stderr=False)
    status, _ = finish(p)
    assert _mask(got.rstrip("\n").split("\n")) == _mask(want) and status == 23


def test_debug_session_transcript(prog):
    cmds, want = blocks()["debug-session"]
    words = shlex.split(cmds[0])
    assert words[:4] == ["tilesim", "debug", "prog", "--batch"]
    r = subprocess.run([sys.executable, "-m", "tools.cli", "debug", str(prog), *words[4:]],
                       capture_output=True, text=True, timeout=120, cwd=ROOT,
                       env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert r.returncode == 0 and not r.stderr
    assert _mask(r.stdout.rstrip("\n").split("\n")) == _mask(want)
