"""No input, however broken, produces a Python traceback: only located errors (exit 2),
a run, or a fault report."""
import io
import os
import random
import sys
from contextlib import redirect_stderr, redirect_stdout

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tools.cli import main

HERE = os.path.dirname(__file__)
PROGRAMS = os.path.join(os.path.dirname(HERE), "programs")
SEED_LINES = [
    "mov x0, #1", "add x1, x2, #4095", "ldr x0, =0x123456789", "b.ne 1b", "1:", ".word 5, sym",
    "fmopa za0.s, p0/m, p1/m, z0.s, z1.s", "ld1w {za0h.s[w12, 3]}, p0/z, [x0, x1, lsl #2]",
    "st1w {z0.s}, p0, [x1]", "smstart", "zero {za}", ".ascii \"x\\n\"", ".float 1.5", "svc #0",
    "whilelt p0.s, x0, x1", "mova z0.s, p0/m, za0v.s[w13, 1]", "ldr za[w12, 0], [x0]",
    ".balign 16", "_start:", ".text", ".data", "adrp x0, sym", "sym: .quad 0",
]
JUNK = ["#", "[", "]", "{", "}", ",", ":", "!", "\"", "'", "=", "0x", "-", "w99", "z40.s",
        "p16", "za9.s", "\x00", "\xff", "9" * 40, "lsl #70", ".", ";", "/*", "*/", "\t"]


def _run_cli(path: str) -> int:
    out, err = io.StringIO(), io.StringIO()
    sys_stdout = sys.stdout
    try:
        with redirect_stdout(out), redirect_stderr(err):
            class _Buf:
                buffer = io.BytesIO()

                def write(self, s):
                    return len(s)

                def flush(self):
                    pass
            sys.stdout = _Buf()  # program output goes to .buffer
            rc = main(["run", path, "--max-steps", "2000"])
    finally:
        sys.stdout = sys_stdout
    assert "Traceback" not in err.getvalue()
    return rc


# CI draws a small number of examples per property; `pytest -m slow` runs the long versions
# (10x the counts CI drew before its time budget was cut)
FUZZ = dict(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
LINES = st.lists(st.one_of(st.sampled_from(SEED_LINES), st.sampled_from(JUNK),
                           st.text(max_size=30)), max_size=25)


def _random_program(tmp_path, lines):
    p = tmp_path / "fuzz.s"
    p.write_text("\n".join(lines), encoding="utf-8", errors="surrogatepass"
                 if False else "replace")
    rc = _run_cli(str(p))
    assert isinstance(rc, int) and 0 <= rc <= 255


@settings(max_examples=60, **FUZZ)
@given(LINES)
def test_random_programs_never_traceback(tmp_path, lines):
    _random_program(tmp_path, lines)


@pytest.mark.slow
@settings(max_examples=1500, **FUZZ)
@given(LINES)
def test_random_programs_never_traceback_long(tmp_path, lines):
    _random_program(tmp_path, lines)


def _mutated_program(tmp_path, data):
    files = sorted(os.path.join(dp, f) for dp, _, fs in os.walk(PROGRAMS) for f in fs if f.endswith(".s"))
    src = open(data.draw(st.sampled_from(files)), encoding="utf-8").read()
    rnd = random.Random(data.draw(st.integers(0, 2**32)))
    chars = list(src)
    for _ in range(rnd.randint(1, 8)):
        i = rnd.randrange(len(chars) + 1)
        op = rnd.choice(("ins", "del", "dup"))
        if op == "ins":
            chars.insert(i, rnd.choice(JUNK))
        elif op == "del" and chars:
            del chars[min(i, len(chars) - 1)]
        else:
            chars[i:i] = chars[i:i + rnd.randint(1, 40)]
    p = tmp_path / "mut.s"
    p.write_text("".join(chars), encoding="utf-8", errors="replace")
    rc = _run_cli(str(p))
    assert 0 <= rc <= 255


@settings(max_examples=40, **FUZZ)
@given(st.data())
def test_mutated_real_programs_never_traceback(tmp_path, data):
    _mutated_program(tmp_path, data)


@pytest.mark.slow
@settings(max_examples=1200, **FUZZ)
@given(st.data())
def test_mutated_real_programs_never_traceback_long(tmp_path, data):
    _mutated_program(tmp_path, data)


def test_binary_garbage(tmp_path):
    p = tmp_path / "garbage.s"
    p.write_bytes(bytes(random.Random(5).randrange(256) for _ in range(4000)))
    assert _run_cli(str(p)) == 2


def test_missing_file():
    assert _run_cli("/nonexistent/prog.s") == 2


# ---------------------------------------------------------------- the input-limit classes
# Mutations that insert each class of absurd input docs/guide.md's input limits cover (huge
# alignment/space/tensor, special-file and recursive includes, .equ blow-up, deep nesting,
# long sums, huge literals, CR/FF line ends, deep VF nesting); each must give a run or a located
# error at the inserted line. `python -m tests.fuzz_mutations N_ARM N_VF` runs thousands.
from tests.fuzz_mutations import ARM_BAD, VF_BAD, check, mutate, seed_files  # noqa: E402


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(0, 2**32), st.booleans())
def test_limit_class_mutations_are_located(tmp_path, seed, vf):
    rnd = random.Random(seed)
    src_file = rnd.choice(seed_files(vf))
    with open(src_file, encoding="utf-8") as fh:
        text, expect, kind = mutate(fh.read(), rnd, vf, "mut.vf.s" if vf else "mut.s")
    p = tmp_path / ("mut.vf.s" if vf else "mut.s")
    p.write_text(text, encoding="utf-8", errors="replace")
    assert check(str(p), expect) == "ok", (kind, src_file)


def test_every_limit_class_once(tmp_path):
    """One mutant per class, so every class runs in CI whatever hypothesis draws."""
    for vf, classes in ((False, ARM_BAD), (True, VF_BAD)):
        src_file = seed_files(vf)[0]
        with open(src_file, encoding="utf-8") as fh:
            src = fh.read()
        for k in range(len(classes)):
            rnd = random.Random(0)
            rnd.random = lambda: 0.0  # always insert (never junk)
            rnd.choice = lambda seq, k=k: seq[k] if seq is classes else random.Random(k).choice(seq)
            name = "one.vf.s" if vf else "one.s"
            text, expect, kind = mutate(src, rnd, vf, name)
            p = tmp_path / name
            p.write_text(text, encoding="utf-8", errors="replace")
            assert check(str(p), expect) == "ok", (kind, src_file)
