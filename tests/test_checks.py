"""CHECK/RUN lines: every line that looks like a directive either checks something or is a
located error; a file that checks nothing fails (`tilesim check`)."""
import subprocess
import sys
import textwrap

import pytest

from tools.checks import CheckSyntaxErrors, parse_file

BODY = textwrap.dedent("""\
        .text
    _start:
        mov x0, #5
        mov x8, #93
        svc #0
    """)


def tilesim(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "tools.cli", *args], capture_output=True,
                          text=True, cwd=cwd)


@pytest.mark.parametrize("line,col,words", [
    ("// CHECK: x0 = 5", 14, "'=' is not a CHECK comparison"),
    ("// check: x0 == 5", 4, "must be written 'CHECK:'"),
    ("// CHECK-NEXT: x0 == 5", 4, "not a tilesim directive"),
    ("// CHECK:", 10, "empty CHECK line"),
    ("// CHECK: x0", 11, "no '==' or '!=' comparison"),
    ("// RUN: --svl 512 --bogus", 19, "unknown RUN option '--bogus'"),
    ("// RUN: tilesim --svl abc", 17, "--svl abc: expected an integer"),
    ("// RUN: llvm-mc -triple=aarch64 %s | FileCheck %s", 9, "runs 'llvm-mc', not tilesim"),
])
def test_malformed_line_is_a_located_error(line, col, words):
    with pytest.raises(CheckSyntaxErrors) as e:
        parse_file(line + "\n" + BODY, "t.s")
    (err,) = e.value.errors
    assert (err.loc.line, err.loc.col) == (1, col) and words in err.message and err.hint


def test_not_equal_is_a_check():
    f = parse_file("// RUN: tilesim check %s --svl 512\n// CHECK: x0 != 3\n" + BODY)
    assert f.opted_in and f.opts == ["--svl", "512"]
    assert [(c.lhs, c.op, c.rhs) for c in f.checks] == [("x0", "!=", "3")]


def test_check_command_fails_on_dropped_or_missing_checks(tmp_path):
    bad = tmp_path / "bad.s"
    bad.write_text("// CHECK: x0 = 5\n// CHECK: x0 != 3\n// check: x0 == 5\n" + BODY)
    none = tmp_path / "none.s"
    none.write_text(BODY)
    good = tmp_path / "good.s"
    # mov x0, #5 then exit(x0): x0 is 5, differs from 3, the exit status is 5
    good.write_text("// CHECK: x0 != 3\n// CHECK: x0 == 5\n// CHECK: exit == 5\n" + BODY)
    wrong = tmp_path / "wrong.s"
    wrong.write_text("// CHECK: x0 != 5\n" + BODY)
    r = tilesim("check", str(bad), str(none), str(good), str(wrong))
    assert r.returncode == 1 and "1 passed, 3 failed" in r.stdout
    assert f"{bad}:1:14: error: '=' is not a CHECK comparison" in r.stderr
    assert f"{bad}:3:4: error: directive 'check:' must be written 'CHECK:'" in r.stderr
    assert f"{none}: no CHECK lines, nothing was checked" in r.stderr
    assert f"{wrong}:1: CHECK failed: x0 != 5" in r.stderr
    assert "Traceback" not in r.stderr
