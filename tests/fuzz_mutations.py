"""Mutations that insert the classes of bad input docs/guide.md's input limits cover, and a checker
that runs one input through the CLI and classifies the outcome.

Used by ``tests/test_fuzz.py`` (hypothesis) and, at scale, by ``python -m tests.fuzz_mutations
N_ARM N_VF`` (a measurement outside the test suite: it prints counts per outcome).
"""
from __future__ import annotations

import io
import os
import random
import re
import resource
import signal
import sys
from contextlib import redirect_stderr, redirect_stdout

HERE = os.path.dirname(__file__)
PROGRAMS = os.path.join(os.path.dirname(HERE), "programs")

# (name, lines to insert, whether the insertion must be reported at its own line)
ARM_BAD = [
    ("balign_huge", [".balign 0x10000000000"], True),
    ("balign_2_70", [f".balign {2 ** 70}"], True),
    ("bss_space", [".bss", "big: .space 1000000000"], True),
    ("fill_huge", [".fill 100000000, 8, 0"], True),
    ("tensor_huge", ['.tensor T, "f32[100000,100000]{1,0}"'], True),
    ("include_proc", ['.include "/proc/self/mem"'], True),
    ("include_dev", ['.include "/dev/zero"'], True),
    ("include_self", ['.include "{self}"', '.include "{self}"'], True),
    ("equ_chain", [".equ q0, 1"] + [f".equ q{i}, q{i - 1}+q{i - 1}" for i in range(1, 41)]
     + [".word q40 & 3"], False),
    ("parens", ["mov x0, #" + "(" * 2000 + "1" + ")" * 2000], True),
    ("long_sum", ["mov x0, #" + "+".join(["0"] * 2000)], False),
    ("incw_bare", ["incw"], True),
    ("digits", [".quad " + "7" * 4400], True),
    ("huge_decimal", ["mov x0, #" + "9" * 60], True),
    ("cr_line", ["nop\rnop"], True),
    ("ff_line", ["nop\fnop"], True),
]
VF_BAD = [
    ("vf_if_nest", ["if s0"] * 2000 + ["endif"] * 2000, False),
    ("vf_loop_nest", ["loop i, 1"] * 500 + ["endloop"] * 500, False),
    ("vf_digits", ["mov s0, " + "9" * 4400], True),
    ("vf_parens", ["mov s0, " + "(" * 2000 + "1" + ")" * 2000], True),
    ("vf_balign", [".balign 0x10000000000"], True),
    ("vf_cr", ["mov s0, 1\rmov s1, 2"], True),
]
JUNK = ["#", "[", "]", "{", "}", ",", ":", "!", "\"", "'", "=", "0x", "-", "w99", "z40.s",
        "p16", "za9.s", "\x00", "\xff", "9" * 40, "lsl #70", ".", ";", "/*", "*/", "\t", "\r",
        "\f", "(" * 300, "9" * 5000]


def seed_files(vf: bool) -> list[str]:
    out = []
    for dp, _, fs in os.walk(PROGRAMS):
        for f in fs:
            if f.endswith(".s") and f.endswith(".vf.s") == vf:
                out.append(os.path.join(dp, f))
    return sorted(out)


def mutate(src: str, rnd: random.Random, vf: bool,
           self_name: str) -> tuple[str, tuple[int, int] | None, str]:
    """One mutated program: (text, 1-based first and last line of which an error must name
    one, or None; mutation name)."""
    lines = src.split("\n")
    bad = VF_BAD if vf else ARM_BAD
    if rnd.random() < 0.7:
        name, ins, located = rnd.choice(bad)
        # after the first statement (VF: inside the first .vf body when there is one)
        first = next((i for i, ln in enumerate(lines) if ln.strip().startswith(".vf ")), None)
        lo = first + 1 if vf and first is not None else 1
        at = rnd.randint(min(lo, len(lines)), len(lines))
        lines[at:at] = ["    " + x.replace("{self}", self_name) for x in ins]
        expect = (at + 1, at + len(ins)) if located else None
    else:
        name, expect = "junk", None
        chars = list("\n".join(lines))
        for _ in range(rnd.randint(1, 6)):
            i = rnd.randrange(len(chars) + 1)
            op = rnd.choice(("ins", "del", "dup"))
            if op == "ins":
                chars[i:i] = list(rnd.choice(JUNK))
            elif op == "del" and chars:
                del chars[min(i, len(chars) - 1)]
            else:
                chars[i:i] = chars[i:i + rnd.randint(1, 40)]
        lines = "".join(chars).split("\n")
    return "\n".join(lines), expect, name


class _Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise _Timeout()


_LOC = re.compile(r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?P<col>\d+): (error|warning):")


def check(path: str, expect_line: tuple[int, int] | None, timeout: int = 20) -> str:
    """Run ``tilesim run PATH`` in-process; the outcome: ``ok`` (ran or located errors),
    ``traceback``, ``unlocated`` (an error line without FILE:LINE:COL), ``wrong-line`` (the
    inserted bad line is not among the reported lines), ``hang`` or ``memory``."""
    from tools.cli import main

    out, err = io.StringIO(), io.StringIO()

    class _Buf:
        buffer = io.BytesIO()

        def write(self, s):
            return len(s)

        def flush(self):
            pass

    old = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(timeout)
    saved = sys.stdout
    try:
        with redirect_stdout(out), redirect_stderr(err):
            sys.stdout = _Buf()
            rc = main(["run", path, "--max-steps", "2000"])
    except _Timeout:
        return "hang"
    except MemoryError:
        return "memory"
    except SystemExit as e:
        rc = e.code if isinstance(e.code, int) else 2
    except BaseException:  # noqa: BLE001 - any escape is what we count
        return "traceback"
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
        sys.stdout = saved
    text = err.getvalue()
    if "Traceback" in text or "internal" in text:
        return "traceback"
    errs = [ln for ln in text.splitlines() if "error:" in ln and not ln.startswith(" ")]
    if rc == 2 and any(not _LOC.match(ln) for ln in errs):
        return "unlocated"
    if rc == 2 and expect_line is not None:
        base = os.path.basename(path)
        lines = {int(m["line"]) for ln in errs if (m := _LOC.match(ln))
                 and os.path.basename(m["file"]) == base}
        lo, hi = expect_line
        if lines and not any(lo <= n <= hi for n in lines) and min(lines) > lo:
            return "wrong-line"
    return "ok"


def measure(n_arm: int, n_vf: int, workdir: str, seed: int = 1, timeout: int = 20) -> dict:
    """Run ``n_arm`` Arm and ``n_vf`` VF mutants; counts per (kind, outcome) and examples."""
    resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))
    rnd = random.Random(seed)
    counts: dict = {}
    examples: dict = {}
    for vf, n in ((False, n_arm), (True, n_vf)):
        files = seed_files(vf)
        for k in range(n):
            src_file = rnd.choice(files)
            with open(src_file, encoding="utf-8") as fh:
                src = fh.read()
            name = f"m{k}.vf.s" if vf else f"m{k % 50}.s"
            text, expect, kind = mutate(src, rnd, vf, name)
            path = os.path.join(workdir, name)
            with open(path, "w", encoding="utf-8", errors="replace") as fh:
                fh.write(text)
            try:
                res = check(path, expect, timeout)
            except _Timeout:  # the alarm fired as check() was already returning
                res = "hang"
            key = ("vf" if vf else "arm", res)
            counts[key] = counts.get(key, 0) + 1
            if res != "ok":
                examples.setdefault((kind, res), (src_file, k))
                keep = os.environ.get("TILESIM_FUZZ_KEEP")
                if keep:  # keep failing inputs for a look afterwards
                    os.makedirs(keep, exist_ok=True)
                    with open(os.path.join(keep, f"{k}-{kind}-{res}-{name}"), "w",
                              encoding="utf-8", errors="replace") as fh:
                        fh.write(text)
    return {"counts": counts, "examples": examples}


if __name__ == "__main__":  # pragma: no cover - a measurement, not a test
    import tempfile

    n_arm, n_vf = (int(a) for a in sys.argv[1:3])
    with tempfile.TemporaryDirectory() as d:
        r = measure(n_arm, n_vf, d, int(sys.argv[3]) if len(sys.argv) > 3 else 1,
                    int(sys.argv[4]) if len(sys.argv) > 4 else 20)
    for k, v in sorted(r["counts"].items()):
        print(k, v)
    for k, v in sorted(r["examples"].items()):
        print("example", k, v)
