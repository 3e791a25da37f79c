"""A SIGILL for a word tilesim does not execute, in an ELF file or a ``.o``: the message names
the word, llvm-objdump-19's text of it, the address and the DWARF file:line; ``tilesim disasm``
prints the same text."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

from simulator import Machine  # noqa: E402
from tools.cli import main  # noqa: E402

# FEAT_LS64's 64-byte load: LLVM decodes it; neither QEMU's user mode nor tilesim runs it
SRC = """\
    .text
    .global _start
_start:
    mov     x1, sp
    ld64b   x0, [x1]
    mov     x8, #93
    svc     #0
"""


def _objdump_text(path: Path, address: int) -> str:
    out = subprocess.run(["llvm-objdump-19", "-d", "--mattr=+all", "--no-show-raw-insn",
                          str(path)], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        m = re.match(rf"\s*{address:x}:\s+(.*)$", line)
        if m:
            return re.sub(r"\s+", " ", m.group(1).split("//")[0]).strip()
    raise AssertionError(f"no line for 0x{address:x} in llvm-objdump's output")


@pytest.mark.parametrize("linked", [False, True])
def test_sigill_names_word_text_address_and_line(tmp_path, capsys, linked):
    for tool in ("clang-19", "ld.lld-19", "llvm-objdump-19"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed")
    (tmp_path / "bad.s").write_text(SRC)
    obj = tmp_path / "bad.o"
    subprocess.run(["clang-19", "--target=aarch64-linux-gnu", "-march=armv8.7-a+ls64", "-g",
                    "-c", str(tmp_path / "bad.s"), "-o", str(obj)], check=True)
    path = obj
    if linked:
        path = tmp_path / "bad"
        subprocess.run(["ld.lld-19", str(obj), "-o", str(path)], check=True)
    m = Machine.from_file(path)
    m.run()
    assert m.exit_code == 132
    address = m.fault.insn.address
    word = m.fault.insn.info["word"]
    text = _objdump_text(path, address - (m.program.symbols["_start"] if not linked else 0))
    assert text.startswith("ld64b")
    assert m.fault.detail.startswith(f"unsupported: {text} (0x{word:08x}), ")
    report = m.fault.render()
    assert f"at pc 0x{address:x}" in report and "bad.s:5:" in report
    assert main(["disasm", str(path)]) == 0
    listing = capsys.readouterr().out
    assert f"<unknown>  // {m.fault.detail}" in listing
