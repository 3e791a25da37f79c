"""``.S`` files: assembly through the system C preprocessor, as ``gcc``/``clang`` build them.

The preprocessor runs with ``-x assembler-with-cpp`` and keeps its ``# LINE "FILE"`` markers, so
the assembler's lexer (:mod:`isa.asm.lexer`) reports every diagnostic at the original file and
line. The preprocessor is GNU ``cpp`` when installed, else ``clang-19 -E`` / ``clang -E``.
A preprocessor error becomes a located :class:`~isa.asm.diag.AsmErrors`.
"""
from __future__ import annotations

import re
import shutil
import subprocess

from isa.asm.diag import AsmError, AsmErrors, SourceLoc

_CANDIDATES = (("cpp",), ("clang-19", "-E"), ("clang", "-E"))
# `file.S:3:10: fatal error: nope.h: No such file or directory` (GCC and clang spell it so)
_DIAG = re.compile(r"^(.+?):(\d+):(?:(\d+):)?\s*(fatal error|error|warning):\s*(.*)$")
TIMEOUT = 60


class PreprocessorMissing(ValueError):
    """Neither ``cpp`` nor ``clang`` is installed."""


def find_preprocessor() -> list[str]:
    """The preprocessor command (``cpp`` or ``clang-19 -E`` or ``clang -E``)."""
    for cmd in _CANDIDATES:
        if shutil.which(cmd[0]):
            return list(cmd)
    raise PreprocessorMissing(
        "cannot preprocess a .S file: neither 'cpp' (GNU cpp, package cpp) nor 'clang-19'/'clang' "
        "is installed; install one, or preprocess the file yourself and run the .s output")


def preprocess(path: str, include_dirs: tuple[str, ...] = (),
               defines: dict[str, str] | None = None) -> str:
    """The preprocessed text of ``path`` with line markers (``# 12 "path"``).

    ``include_dirs`` become ``-I``, ``defines`` ``-DNAME=VALUE``. Raises :class:`AsmErrors`
    located at the preprocessor's file:line:col for ``#include``/``#if``/``#error`` problems.
    """
    cmd = find_preprocessor()
    cmd += ["-x", "assembler-with-cpp"]
    cmd += [f"-I{d}" for d in include_dirs]
    cmd += [f"-D{k}" if v is None or v == "" else f"-D{k}={v}" for k, v in (defines or {}).items()]
    cmd.append(path)
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT,
                              errors="replace")
    except subprocess.TimeoutExpired:
        raise AsmErrors([AsmError(SourceLoc(path, 1), f"{cmd[0]} took longer than {TIMEOUT} s",
                                  "look for a recursive #include")]) from None
    if proc.returncode != 0:
        raise AsmErrors(_errors(proc.stderr, path, cmd[0]))
    return proc.stdout


def _errors(stderr: str, path: str, tool: str) -> list[AsmError]:
    """Located errors from the preprocessor's messages (only errors; warnings are dropped)."""
    out: list[AsmError] = []
    for line in stderr.splitlines():
        m = _DIAG.match(line)
        if not m or m.group(4) == "warning":
            continue
        file, lineno, col = m.group(1), int(m.group(2)), int(m.group(3) or 1)
        out.append(AsmError(SourceLoc(file, lineno, col, _source_line(file, lineno)),
                            m.group(5).strip(), f"reported by the C preprocessor ({tool})"))
    if not out:
        first = stderr.strip().splitlines()[0] if stderr.strip() else f"{tool} failed"
        out.append(AsmError(SourceLoc(path, 1), first, f"reported by the C preprocessor ({tool})"))
    return out


def _source_line(file: str, line: int) -> str:
    try:
        with open(file, encoding="utf-8", errors="replace") as fh:
            for i, text in enumerate(fh, 1):
                if i == line:
                    return text.rstrip("\n")
    except OSError:
        pass
    return ""
