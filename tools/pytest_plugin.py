"""pytest plugin (entry point ``pytest11``): every ``*.s`` program with ``// CHECK:`` lines is a
test item. On failure the report shows expected vs actual with a diff."""
from __future__ import annotations

import difflib

import pytest


def pytest_collect_file(parent, file_path):
    if file_path.suffix == ".s" and "CHECK:" in file_path.read_text(errors="replace"):
        return ProgramFile.from_parent(parent, path=file_path)
    return None


class ProgramFile(pytest.File):
    def collect(self):
        yield ProgramItem.from_parent(self, name="checks")


class ProgramFailure(Exception):
    pass


class ProgramItem(pytest.Item):
    def runtest(self) -> None:
        from .checks import evaluate, parse_checks, run_options

        from simulator import load_machine

        text = self.path.read_text(errors="replace")
        checks, opts = parse_checks(text)
        kw = run_options(opts)
        kw.pop("machine", None)
        m = load_machine(text, str(self.path), **kw)
        m.run()
        bad = [o for o in evaluate(m, checks) if not o.ok]
        if bad:
            raise ProgramFailure(bad, m)

    def repr_failure(self, excinfo):
        if not isinstance(excinfo.value, ProgramFailure):
            return super().repr_failure(excinfo)
        bad, m = excinfo.value.args
        out = []
        for o in bad:
            out.append(f"line {o.check.line}: CHECK {o.check.lhs} == {o.check.rhs}")
            diff = difflib.unified_diff([o.check.rhs], [o.actual], "expected", "actual", lineterm="")
            out.extend("  " + d for d in diff)
            if o.message:
                out.append("  " + o.message)
        if m.fault is not None:
            out.append(m.fault.render())
        return "\n".join(out)

    def reportinfo(self):
        return self.path, 0, f"program: {self.path.name}"
