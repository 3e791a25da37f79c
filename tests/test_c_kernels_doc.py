"""docs/c-kernels.md: every ``console`` command runs (``tilesim`` as this checkout's CLI,
``qemu-aarch64`` as QEMU 11.1) and prints what the page shows; the ``python`` example prints
its ``output`` block."""
from __future__ import annotations

import contextlib
import io
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "tests") not in sys.path:
    sys.path.append(str(ROOT / "tests"))

from c_kernels import need_tools  # noqa: E402

from tools import qemu_oracle  # noqa: E402

DOC = ROOT / "docs" / "c-kernels.md"


def _blocks(kind: str) -> list[str]:
    return re.findall(rf"```{kind}\n(.*?)```", DOC.read_text(), re.S)


def _commands() -> list[tuple[str, str]]:
    """(command, expected output) for every ``$`` line of the console blocks, in order."""
    out = []
    for block in _blocks("console"):
        for chunk in re.split(r"^\$ ", block, flags=re.M)[1:]:
            cmd, _, expected = chunk.partition("\n")
            out.append((cmd, expected))
    return out


def _shell(cmd: str) -> str:
    cli = f"{shlex.quote(sys.executable)} -m tools.cli"
    cmd = re.sub(r"(^|\$\()tilesim\b", lambda m: m.group(1) + cli, cmd)
    return re.sub(r"^qemu-aarch64\b", shlex.quote(qemu_oracle.QEMU), cmd)


def test_doc_commands_and_example(tmp_path, capsys):
    need_tools()
    (tmp_path / "programs").symlink_to(ROOT / "programs")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get(
        "PYTHONPATH", "")])}
    commands = _commands()
    assert len(commands) >= 7
    for cmd, expected in commands:
        proc = subprocess.run(_shell(cmd), shell=True, cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=300)
        assert proc.returncode == 0, (cmd, proc.stderr)
        if expected:
            assert proc.stdout == expected, cmd
        elif " asm " in cmd and "KAI_NEGATE" in cmd:
            assert "bfmops za0.s" in proc.stdout and "bfmopa" not in proc.stdout
    [example] = _blocks("python")
    [output] = _blocks("output")
    here = os.getcwd()
    buf = io.StringIO()
    try:
        os.chdir(tmp_path)
        with contextlib.redirect_stdout(buf):
            exec(compile(example, str(DOC), "exec"), {})
    finally:
        os.chdir(here)
    assert buf.getvalue() == output
