"""``.S`` files: assembly through the C preprocessor, as a build for the target would see it.

The preprocessor runs with ``-x assembler-with-cpp`` and keeps its ``# LINE "FILE"`` markers, so
the assembler's lexer (:mod:`isa.asm.lexer`) reports every diagnostic at the original file and
line. With clang-19 (or clang) installed it is ``clang -E --target=aarch64-linux-gnu
-march=<the machine's>``: ``__aarch64__`` and the ACLE feature macros (``__ARM_FEATURE_SME2``…)
are exactly what a real build defines, so KleidiAI-style ``#if defined(__ARM_FEATURE_SME2)``
blocks keep their code. Otherwise the host's GNU ``cpp`` runs with its own target macros
undefined (``-undef``) and tilesim's list of those macros defined
(:func:`simulator.features.acle_macros`). A preprocessor error becomes a located
:class:`~isa.asm.diag.AsmErrors`.
"""
from __future__ import annotations

import re
import shutil
import subprocess

from isa.asm.diag import AsmError, AsmErrors, SourceLoc

_CLANGS = ("clang-19", "clang")
# `file.S:3:10: fatal error: nope.h: No such file or directory` (GCC and clang spell it so)
_DIAG = re.compile(r"^(.+?):(\d+):(?:(\d+):)?\s*(fatal error|error|warning):\s*(.*)$")
TIMEOUT = 60


class PreprocessorMissing(ValueError):
    """Neither ``clang`` nor ``cpp`` is installed."""


def find_preprocessor(features: frozenset[str] | None = None) -> list[str]:
    """The preprocessor command for a core with ``features`` (None: QEMU ``max``):
    ``clang-19 -E --target=aarch64-linux-gnu -march=…`` when a clang is installed, else
    ``cpp -undef`` with the target's macros defined."""
    from simulator.features import ALL, acle_macros, march

    feats = ALL if features is None else features
    for name in _CLANGS:
        if shutil.which(name):
            return [name, "-E", "--target=aarch64-linux-gnu", f"-march={march(feats)}"]
    if shutil.which("cpp"):
        return ["cpp", "-undef"] + [f"-D{k}={v}" for k, v in acle_macros(feats).items()]
    raise PreprocessorMissing(
        "cannot preprocess a .S file: neither 'clang-19'/'clang' nor 'cpp' (GNU cpp, package "
        "cpp) is installed; install one, or preprocess the file yourself and run the .s output")


def preprocess(path: str, include_dirs: tuple[str, ...] = (),
               defines: dict[str, str | None] | None = None,
               features: frozenset[str] | None = None) -> str:
    """The preprocessed text of ``path`` with line markers (``# 12 "path"``), as a build for a
    core with ``features`` (None: QEMU ``max``) sees it.

    ``include_dirs`` become ``-I``, ``defines`` ``-DNAME=VALUE`` (``-DNAME`` for None/""). Raises
    :class:`AsmErrors` located at the preprocessor's file:line:col for ``#include``/``#if``/
    ``#error`` problems.
    """
    cmd = find_preprocessor(features)
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


def parse_define(text: str) -> tuple[str, str | None]:
    """``NAME`` or ``NAME=VALUE`` (as ``cc -D`` takes it) -> (name, value or None); raises
    ValueError naming what a macro name must look like."""
    name, sep, value = text.partition("=")
    if not re.fullmatch(r"[A-Za-z_]\w*", name):
        raise ValueError(f"-D {text}: expected NAME or NAME=VALUE with NAME a C identifier")
    return name, value if sep else None


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
