"""pytest plugin (entry point ``pytest11``): self-checking tilesim programs become test items.

Only files that opt in are collected, so other projects' ``.s`` files (llvm-mc tests with their
own ``RUN:``/``CHECK:`` lines) are left alone:

- a ``*.s`` file with a RUN line naming tilesim (``// RUN: tilesim --svl 512``), anywhere; or
- a ``*.s`` file with CHECK/RUN lines under a directory of the ``tilesim_programs`` ini option
  (``[tool.pytest.ini_options] tilesim_programs = ["programs"]``, relative to the rootdir).

A malformed CHECK/RUN line or a file without checks is a failing item with file:line:col, never a
traceback. Switch the plugin off with ``pytest -p no:tilesim``. On failure the report shows
expected vs actual with a diff.
"""
from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from .checks import CheckSyntaxErrors, has_directives, opts_in, parse_file

INI_DIRS = "tilesim_programs"


def pytest_addoption(parser) -> None:
    parser.addini(INI_DIRS, type="paths", default=[],
                  help="tilesim: directories whose *.s files with CHECK/RUN lines are collected "
                       "as programs (files elsewhere opt in with `// RUN: tilesim ...`)")


def _in_program_dirs(config, path: Path) -> bool:
    for d in config.getini(INI_DIRS):
        try:
            path.resolve().relative_to(Path(d).resolve())
            return True
        except ValueError:
            continue
    return False


def pytest_collect_file(parent, file_path):
    if file_path.suffix != ".s":
        return None
    try:
        text = file_path.read_text(errors="replace")
    except OSError:
        return None
    if not has_directives(text):
        return None
    if not (opts_in(text) or _in_program_dirs(parent.config, file_path)):
        return None  # another tool's file (llvm-mc, lit): not ours
    return ProgramFile.from_parent(parent, path=file_path)


class ProgramFile(pytest.File):
    def collect(self):
        yield ProgramItem.from_parent(self, name="checks")


class ProgramFailure(Exception):
    pass


class ProgramError(Exception):
    """A file that cannot be checked: malformed lines, no checks, does not assemble."""


class ProgramItem(pytest.Item):
    def runtest(self) -> None:
        from isa.asm.diag import AsmErrors
        from simulator import load_machine
        from simulator.loader import LoadError

        from .checks import evaluate, run_options

        text = self.path.read_text(errors="replace")
        try:
            f = parse_file(text, str(self.path))
            kw = run_options(f.opts)
        except CheckSyntaxErrors as e:
            raise ProgramError(e.render()) from None
        if not f.checks:
            raise ProgramError(f"{self.path}: no CHECK lines, nothing was checked\n"
                               "hint: add `// CHECK: LHS == VALUE` lines "
                               "(e.g. `// CHECK: exit == 0`)")
        if kw.get("machine"):  # a functional run; the machine's features apply (m4: SVE
            kw.setdefault("timing", False)  # outside streaming mode is SIGILL)
        try:
            m = load_machine(text, str(self.path), **kw)
        except AsmErrors as e:
            raise ProgramError(e.render()) from None
        except (LoadError, ValueError) as e:
            raise ProgramError(f"{self.path}: {e}") from None
        m.run()
        bad = [o for o in evaluate(m, f.checks) if not o.ok]
        if bad:
            raise ProgramFailure(bad, m)

    def repr_failure(self, excinfo):
        if isinstance(excinfo.value, ProgramError):
            return str(excinfo.value)
        if not isinstance(excinfo.value, ProgramFailure):
            return super().repr_failure(excinfo)
        bad, m = excinfo.value.args
        out = []
        for o in bad:
            out.append(f"line {o.check.line}: CHECK {o.check.lhs} {o.check.op} {o.check.rhs}")
            diff = difflib.unified_diff([o.check.rhs], [o.actual], "expected", "actual", lineterm="")
            out.extend("  " + d for d in diff)
            if o.message:
                out.append("  " + o.message)
        if m.fault is not None:
            out.append(m.fault.render())
        return "\n".join(out)

    def reportinfo(self):
        return self.path, 0, f"program: {self.path.name}"
