"""`tilesim coverage` (tools/coverage.py): every word of Debian's libc.a, libm.a, libstdc++.a and
of programs/c (built by clang-19 and by gcc-12 at several -march levels) that llvm-objdump-19
disassembles must decode in tilesim, for the default (QEMU max) and the m4 feature sets. This
file asserts it for the libraries in the base A64, scalar FP, AdvSIMD and system space (``a64``)
and for the programs in every space (their SVE, SVE2 and SME2 code too); llvm-objdump's output
is cached per file hash in the session's tmp dir and each distinct word is decoded once."""
from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from tools import coverage as C

needs_llvm = pytest.mark.skipif(shutil.which(C.OBJDUMP) is None or shutil.which(C.CLANG) is None,
                                reason="llvm-objdump-19 / clang-19 not installed")
_PROGRAMS = tuple(c.label for c in C.COMPILERS)
_CASES = [(lib, f) for lib in C.CROSS_LIBS for f in C.LLVM_FEATURES] + \
    [(label, f) for label in _PROGRAMS for f in C.LLVM_FEATURES]


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    cache = tmp_path_factory.mktemp("coverage")
    corpus, problems = C.default_corpus(cache)
    # a source that does not compile fails here; a missing gcc-12 skips its cases below
    assert not [p for p in problems if ("programs/c" in p or ".c" in p)
                and "not found" not in p], problems
    return {(r.label, r.features): r for r in C.run(corpus, cache=cache)}, problems, \
        dict(corpus), cache


def _id(label: str, features: str) -> str:
    return f"{os.path.basename(label).replace(' (', '-').rstrip(')')}-{features}"


@needs_llvm
@pytest.mark.parametrize("label,features", _CASES, ids=[_id(l, f) for l, f in _CASES])
def test_no_unknown_words(reports, label, features):
    """Libraries: none in the ``a64`` space; the programs: none in any space."""
    reps = reports[0]
    if label.startswith("/") and not os.path.exists(label):
        pytest.skip(f"{label} not installed (libc6-dev-arm64-cross, libstdc++-12-dev-arm64-cross)")
    if label in _PROGRAMS[1:] and shutil.which(C.GCC) is None:
        pytest.skip(f"{C.GCC} not installed (gcc-12-aarch64-linux-gnu, g++-12-aarch64-linux-gnu)")
    rep = reps[(label, features)]
    assert rep.words > 1000, f"{label}: only {rep.words} instruction words"
    spaces = C.SPACES if label in _PROGRAMS else ("a64",)
    assert rep.unknown_words(spaces) == 0, C.format_report([rep], spaces)


@needs_llvm
def test_gcc_builds_are_in_the_corpus(reports):
    """The gcc-12 group holds every programs/c source at each of its -O2/-O3, NEON/SVE2 flag
    sets, and its SVE code (GCC 12 vectorises for SVE already at -O2) is decoded too."""
    if shutil.which(C.GCC) is None:
        pytest.skip(f"{C.GCC} not installed (gcc-12-aarch64-linux-gnu, g++-12-aarch64-linux-gnu)")
    _, _, corpus, cache = reports
    objs = corpus["programs/c (gcc-12)"]
    sources = [p for p in C.PROGRAMS_DIR.iterdir() if p.suffix in (".c", ".cc", ".cpp")]
    assert len(objs) == len(sources) * len(C.GCC_FLAGS)
    assert {o.name.rsplit(".", 2)[0].split(".", 1)[1] for o in objs} == set(C.GCC_FLAGS)
    sve = sum(i.count for o in objs for w, i in C.objdump_words(o, "max", cache)[0].items()
              if C.space(w) == "sve")
    assert sve > 100, sve


@needs_llvm
def test_cli_lists_unknown_words_by_mnemonic(tmp_path):
    # add x0, x1, x2 (known); st64b x0, [x1] (FEAT_LS64: llvm +all knows it, QEMU max and
    # tilesim do not); paciasp; a data word in a $d region is not counted
    (tmp_path / "a.s").write_text(".text\n.inst 0x8b020020\n.inst 0xf83f9020\n"
                                  ".inst 0xf83f9020\npaciasp\n.word 0xf83f9020\n")
    subprocess.run([C.CLANG, "--target=aarch64-linux-gnu", "-march=armv8.3-a", "-c", "a.s",
                    "-o", "a.o"], cwd=tmp_path, check=True)
    env = dict(os.environ, TILESIM_CACHE_DIR=str(tmp_path / "cache"))
    proc = subprocess.run(["python3", "-m", "tools.cli", "coverage", "--features", "max",
                           str(tmp_path / "a.o")], capture_output=True, text=True, env=env,
                          cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    assert proc.returncode == 1, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0].endswith("[max]: 4 words (3 distinct), unknown to tilesim: 2 words "
                             "(1 distinct)"), lines[0]
    assert lines[1].split()[:4] == ["2", "1", "st64b", "a64"]
    assert "0xf83f9020 st64b x0, [x1]" in lines[1] and len(lines) == 2
    bad = subprocess.run(["python3", "-m", "tools.cli", "coverage", "--features", "nope",
                          str(tmp_path / "a.o")], capture_output=True, text=True, env=env,
                         cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    assert bad.returncode == 2 and "unknown feature set or space: nope" in bad.stderr


def test_bad_inputs_are_one_line_errors(tmp_path):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    (tmp_path / "notes.txt").write_text("not an object\n")
    for args, message in (([str(tmp_path / "missing.o")], "no such file"),
                          ([str(tmp_path / "notes.txt")], "not recognized as a valid object"),
                          (["--space", "xyz", str(tmp_path / "notes.txt")],
                           "unknown feature set or space: xyz")):
        if "valid object" in message and shutil.which(C.OBJDUMP) is None:
            continue
        proc = subprocess.run(["python3", "-m", "tools.cli", "coverage", *args],
                              capture_output=True, text=True, cwd=root,
                              env=dict(os.environ, TILESIM_CACHE_DIR=str(tmp_path / "c")))
        assert proc.returncode == 2 and message in proc.stderr, proc.stderr
        assert "Traceback" not in proc.stderr
