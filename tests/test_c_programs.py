"""Whole C and C++ programs (programs/c/), built here by clang-19 and by Debian's GCC 12 against
Debian's cross glibc and libstdc++, static and dynamic, run under QEMU 11.1 and under tilesim
(functional and with the m4 cycle model): the same stdout, the same exit status."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from simulator import Machine
from tools import qemu_oracle
from tools.cli import main

SYSROOT = "/usr/aarch64-linux-gnu"
SRC = Path(__file__).resolve().parent.parent / "programs" / "c"
ENV = {"TILESIM_TEST_VAR": "forty two", "PATH": "/usr/bin:/bin", "LANG": "C"}
# program -> its arguments (a {dir} is a fresh directory) and whether its stderr is compared
CASES = {
    "hello": (["one", "two words"], True),
    "files": (["{dir}"], True),
    "heap": ([], True),
    "mathfn": ([], True),
    "jumps": ([], False),  # ends killed by SIGSEGV: QEMU and tilesim each report it their way
    "clocks": ([], True),
    "sha256": (["3"], False),  # stderr: the elapsed time it measured
    "shapes": (["arg"], True),
    "iostream": (["you"], True),
}


def _tools_or_skip(compiler: str = "clang") -> None:
    tools = (qemu_oracle.CLANG, "clang++-19", qemu_oracle.LLD) if compiler == "clang" else \
        (qemu_oracle.GCC, qemu_oracle.GXX)
    for tool in tools:
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} not installed" + ("" if compiler == "clang" else
                        " (Debian gcc-12-aarch64-linux-gnu, g++-12-aarch64-linux-gnu)"))
    if not os.path.exists(os.path.join(SYSROOT, "lib", "libc.a")):
        pytest.skip("Debian's libc6-dev-arm64-cross (the sysroot /usr/aarch64-linux-gnu) not "
                    "installed")
    if not os.access(qemu_oracle.QEMU, os.X_OK):
        pytest.skip(f"QEMU {qemu_oracle.QEMU_VERSION} not installed")


def build(name: str, out: Path, static: bool, compiler: str = "clang") -> Path:
    """``programs/c/NAME.c`` (or ``.cpp``) built with clang-19 (and ld.lld) or with Debian's
    aarch64-linux-gnu-gcc-12/g++-12 (and GNU ld), -O2 -g, for aarch64-linux-gnu."""
    src = SRC / f"{name}.c"
    cpp = not src.exists()
    if cpp:
        src = SRC / f"{name}.cpp"
    exe = out / f"{name}-{compiler}-{'static' if static else 'dynamic'}"
    if compiler == "clang":
        cmd = ["clang++-19" if cpp else qemu_oracle.CLANG, "--target=aarch64-linux-gnu",
               "-fuse-ld=lld"]
    else:
        cmd = [qemu_oracle.GXX if cpp else qemu_oracle.GCC]
    cmd += ["-O2", "-g", str(src), "-o", str(exe), "-lm"]
    if static:
        cmd.insert(1, "-static")
    subprocess.run(cmd, check=True, capture_output=True)
    return exe


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[tuple[str, bool], Path]:
    _tools_or_skip()
    out = tmp_path_factory.mktemp("cprogs")
    return {(n, s): build(n, out, s) for n in CASES for s in (True, False)
            if s or (n, s) in RUNS}


@pytest.fixture(scope="module")
def built_gcc(tmp_path_factory) -> dict[tuple[str, bool], Path]:
    """The programs built once by gcc-12/g++-12 -O2: every one static, GCC_RUNS' dynamic."""
    _tools_or_skip("gcc")
    out = tmp_path_factory.mktemp("cprogs-gcc")
    return {(n, s): build(n, out, s, "gcc") for n, s in GCC_RUNS}


def _args(name: str, tmp: Path) -> list[str]:
    words = []
    for w in CASES[name][0]:
        if w == "{dir}":
            d = tmp / "workdir"
            d.mkdir(exist_ok=True)
            for f in d.iterdir():
                f.unlink()
            w = str(d)
        words.append(w)
    return words


def run_qemu(exe: Path, args: list[str]) -> tuple[bytes, bytes, int]:
    proc = subprocess.run([qemu_oracle.QEMU, *qemu_oracle.QEMU_FLAGS, "-L", SYSROOT, str(exe),
                           *args], capture_output=True, env=ENV, timeout=60)
    return proc.stdout, proc.stderr, qemu_oracle.status_from_returncode(proc.returncode)


def run_tilesim(exe: Path, args: list[str], machine: str | None = None) -> Machine:
    m = Machine.from_file(exe, argv=[str(exe), *args], env=ENV, sysroot=SYSROOT,
                          machine=machine, capture=None)
    m.run()
    return m


# every program static; the dynamic ones that load libm and libstdc++ too (each dynamic run
# spends most of its time in ld.so's relocation of libc)
RUNS = [(n, True) for n in CASES] + [(n, False) for n in ("hello", "files", "mathfn", "shapes")]


# gcc-12: every program static; a C and a C++ program dynamic (GNU ld's output, gcc's startup)
GCC_RUNS = [(n, True) for n in CASES] + [(n, False) for n in ("hello", "shapes")]


@pytest.mark.parametrize("name, static", RUNS,
                         ids=[f"{n}-{'static' if s else 'dynamic'}" for n, s in RUNS])
def test_program_matches_qemu(name, static, built, tmp_path):
    _matches_qemu(built[(name, static)], name, tmp_path)


# clocks' 200,000-iteration scalar loop is 1.4 M instructions from gcc: slow-marked (the same
# system calls run in the clang build)
@pytest.mark.parametrize("name, static", [
    pytest.param(n, s, id=f"{n}-{'static' if s else 'dynamic'}",
                 marks=[pytest.mark.slow] if n == "clocks" else []) for n, s in GCC_RUNS])
def test_gcc_program_matches_qemu(name, static, built_gcc, tmp_path):
    """The same programs built by GCC 12 -O2 (its code generation, GNU ld's layout, DWARF 5):
    the same stdout, exit status and (where compared) stderr as QEMU."""
    _matches_qemu(built_gcc[(name, static)], name, tmp_path)


def _matches_qemu(exe: Path, name: str, tmp_path: Path) -> None:
    args = _args(name, tmp_path)
    out, err, status = run_qemu(exe, args)
    args = _args(name, tmp_path)  # a fresh directory again
    m = run_tilesim(exe, args)
    assert m.fault is None or m.fault.exit_status == status, m.fault.render()
    assert bytes(m.stdout) == out
    assert m.exit_code == status
    if CASES[name][1]:
        assert bytes(m.stderr) == err


@pytest.mark.parametrize("name", ["hello", "mathfn", "jumps"])
def test_program_with_m4_cycles_matches_qemu_and_repeats(name, built, tmp_path):
    """With the cycle model the output is the same, and a second run gives the same bytes and
    the same cycles (clocks and random numbers are the run's own)."""
    exe = built[(name, True)]
    args = _args(name, tmp_path)
    out, _, status = run_qemu(exe, args)
    a = run_tilesim(exe, args, machine="m4")
    b = run_tilesim(exe, args, machine="m4")
    assert (bytes(a.stdout), a.exit_code) == (out, status)
    assert (bytes(b.stdout), b.exit_code, b.cycles, b.steps) == (bytes(a.stdout), a.exit_code,
                                                                 a.cycles, a.steps)
    assert a.cycles > a.steps // 8  # counted, not a placeholder


def test_cli_runs_a_dynamic_program_with_its_arguments(built, capfd):
    """`tilesim run -L SYSROOT PROGRAM ARGS...`: the words after the program are its argv."""
    exe = built[("hello", False)]
    status = main(["run", "--no-timing", "-L", SYSROOT, "-E", "TILESIM_TEST_VAR=cli",
                   str(exe), "a", "--stats"])
    out = capfd.readouterr().out
    assert status == 7
    assert "argv[1]=a (1 bytes)\nargv[2]=--stats (7 bytes)\n" in out
    assert "TILESIM_TEST_VAR=cli\n" in out


def test_missing_interpreter_is_one_line(built, capsys, monkeypatch):
    monkeypatch.delenv("TILESIM_LD_PREFIX", raising=False)
    exe = built[("hello", False)]
    if os.path.exists("/lib/ld-linux-aarch64.so.1"):
        pytest.skip("this host has an aarch64 interpreter of its own")
    status = main(["run", str(exe)])
    err = capsys.readouterr().err
    assert status == 2
    assert err.count("\n") <= 2 and "/lib/ld-linux-aarch64.so.1" in err and "-L" in err
    assert "Traceback" not in err


def test_code_decoded_on_first_run_times_as_decoded_up_front(tmp_path):
    """A process's code is decoded as it first runs (simulator/codemap.py); the cycle model's
    tables follow each decode, so the cycles equal a run whose text was decoded before the
    first instruction (tests/profile/fmm.c: loops, calls, recursion; no C library)."""
    _tools_or_skip()
    exe = tmp_path / "fmm"
    subprocess.run([qemu_oracle.CLANG, "--target=aarch64-linux-gnu", "-fuse-ld=lld", "-static",
                    "-nostdlib", "-ffreestanding", "-O2", str(SRC.parent.parent / "tests" /
                                                             "profile" / "fmm.c"),
                    "-o", str(exe)], check=True, capture_output=True)
    lazy = run_tilesim(exe, [], machine="m4")
    eager = Machine.from_file(exe, argv=[str(exe)], env=ENV, machine="m4", capture=None)
    code = eager.program.code
    words = 0
    for r in list(code.ranges):
        words += r.words
        for i in range(r.index, r.index + r.words):
            code.insn(i)
    assert code.decoded == words > 5 * lazy.program.code.decoded  # the lazy run: a few
    eager.run()
    assert (eager.exit_code, bytes(eager.stdout)) == (lazy.exit_code, bytes(lazy.stdout))
    assert (eager.steps, eager.cycles) == (lazy.steps, lazy.cycles)


def test_a_program_timing_itself_reads_the_simulated_cycles(built):
    """sha256 times its loop with clock_gettime(CLOCK_MONOTONIC): with the m4 cycle model the
    duration it prints is the cycles between its two clock reads at the machine's clock,
    within one tick."""
    exe = built[("sha256", True)]
    m = Machine.from_file(exe, argv=[str(exe), "2"], env=ENV, machine="m4", capture=None)
    seen: list[int] = []
    kernel = m.state.syscall

    def spy(pc: int):
        if m.state.x[8] == 113 and m.state.x[0] == 1:  # clock_gettime(CLOCK_MONOTONIC, …)
            seen.append(m.timing.cycles())
        return kernel(pc)

    m.state.syscall = spy  # bound by each svc as it first runs, so before m.run()
    m.run()
    assert m.exit_code == 0
    elapsed = int(bytes(m.stderr).split()[-1])
    ghz = m.timing.desc.clock_ghz
    assert len(seen) == 2 and seen[1] > seen[0]
    want = (seen[1] - seen[0]) / ghz
    assert abs(elapsed - want) <= 1 / ghz + 1, (elapsed, want)
    assert elapsed > 10_000  # two 1 KiB blocks' worth of hashing, not a placeholder


def test_fork_is_not_simulated_one_warning(tmp_path, capfd):
    """fork(2) -> clone: ENOSYS with one warning naming the call, never a hang or traceback."""
    _tools_or_skip()
    exe = build("forks", tmp_path, True)
    status = main(["run", "--no-timing", str(exe)])
    out, err = capfd.readouterr()
    assert status == 3
    assert out == "fork: Function not implemented\n"
    warn = [ln for ln in err.splitlines() if "clone" in ln]
    assert len(warn) == 1 and "not simulated" in warn[0] and "Traceback" not in err


def test_unknown_system_call_and_endless_loop(tmp_path, capfd):
    """An unknown call is -ENOSYS with a one-line warning; a program that never ends stops at
    --max-steps with exit status 124 and a one-line reason."""
    src = tmp_path / "p.s"
    src.write_text("    .global _start\n_start:\n    mov x8, #400\n    svc #0\n"
                   "    cmn x0, #38\n    b.ne 1f\n0:  b 0b\n1:  mov x0, #1\n    mov x8, #93\n"
                   "    svc #0\n")
    if not qemu_oracle.clang_available():
        pytest.skip("clang-19/ld.lld-19 not installed")
    exe = qemu_oracle.build_clang(src, tmp_path)
    status = main(["run", "--no-timing", "--max-steps", "5000", str(exe)])
    err = capfd.readouterr().err
    assert status == 124
    assert "unsupported system call 400" in err and "-ENOSYS" in err
    assert "step limit" in err and "Traceback" not in err


def test_docs_programs_commands(tmp_path, capfd, monkeypatch):
    """Every console block of docs/programs.md: the command run as shown, its stdout then the
    start of its stderr (the program's own lines; tilesim's report follows them), and the
    exit status."""
    import re
    import shlex

    _tools_or_skip()
    for name, static, exe in (("hello", True, "hello"), ("hello", False, "hello-dyn"),
                              ("sha256", True, "sha256")):
        build(name, tmp_path, static).rename(tmp_path / exe)
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("TILESIM_TEST_VAR", raising=False)
    monkeypatch.delenv("TILESIM_LD_PREFIX", raising=False)
    text = (Path(__file__).resolve().parent.parent / "docs" / "programs.md").read_text()
    blocks = re.findall(r"^```console\n(.*?)^```$", text, re.M | re.S)
    assert len(blocks) == 3
    for block in blocks:
        cmd, _, shown = block.partition("\n")
        words = shlex.split(cmd)
        assert words[:3] == ["$", "tilesim", "run"]
        body, status_line = shown.rstrip("\n").rsplit("\n", 1)
        status = main(words[2:])
        out, err = capfd.readouterr()
        assert status_line == f"[exit status {status}]"
        body += "\n"
        assert body.startswith(out) and err.startswith(body[len(out):]), (out, err)


def test_debugger_takes_the_program_s_arguments_as_gdb_does(built, capfd):
    """`tilesim debug --args PROGRAM ARGS...` (gdb's --args): the program sees its argv."""
    exe = built[("hello", True)]
    status = main(["debug", "--batch", "--clear-env", "-ex", "break main", "-ex", "run",
                   "-ex", "print argc", "-ex", "continue", "--args", str(exe), "x", "y"])
    out = capfd.readouterr().out
    assert status == 0
    assert "$1 = 3" in out and "argv[2]=y (1 bytes)" in out and "exited with code 7" in out


AUTOVEC = {  # -march/-mcpu -> (vector lengths to run at, tilesim features)
    "-march=armv8.2-a+fp16+dotprod": ((512,), None),
    "-march=armv9-a+sve2": ((128, 512), None),
    "-march=armv9-a+sme2": ((256,), None),
    "-mcpu=apple-m4": ((512,), "m4"),
}


@pytest.mark.parametrize("march", list(AUTOVEC))
def test_auto_vectorised_loops_match_qemu(march, tmp_path):
    """programs/c/autovec.c at -O3: clang's NEON, SVE2 and (for the M4) NEON+SME code for
    compare-select, min/max, widening dot products, reductions, gathers, division by
    constants and predicated tails, at several vector lengths: the same output as QEMU."""
    _tools_or_skip()
    exe = tmp_path / "autovec"
    subprocess.run([qemu_oracle.CLANG, "--target=aarch64-linux-gnu", "-fuse-ld=lld", "-static",
                    "-O3", march, str(SRC / "autovec.c"), "-o", str(exe)], check=True,
                   capture_output=True)
    _autovec_matches_qemu(exe, march, *AUTOVEC[march])


# GCC 12 (no SME): -march -> vector lengths; its SVE loops are vector-length agnostic
# (whilelo, incw, uqdecw), so each length runs other trip counts and tails
AUTOVEC_GCC = {
    "-march=armv8.2-a+fp16+dotprod": (256,),
    "-march=armv9-a+sve2": (128, 384, 2048),
}


@pytest.mark.parametrize("march", list(AUTOVEC_GCC))
def test_gcc_auto_vectorised_loops_match_qemu(march, tmp_path):
    """programs/c/autovec.c built by gcc-12 -O3: GCC's NEON and SVE2 loops, the same output
    as QEMU at several vector lengths."""
    _tools_or_skip("gcc")
    exe = tmp_path / "autovec-gcc"
    subprocess.run([qemu_oracle.GCC, "-static", "-O3", march, str(SRC / "autovec.c"), "-o",
                    str(exe)], check=True, capture_output=True)
    dis = subprocess.run(["llvm-objdump-19", "-d", "--mattr=+all", str(exe)], capture_output=True,
                         text=True, check=True).stdout
    if "sve2" in march:  # the loops are SVE code, not NEON
        assert dis.count("whilelo\tp") > 5 and ("uqdec" in dis or "incw" in dis)
    _autovec_matches_qemu(exe, march, AUTOVEC_GCC[march], None)


def _autovec_matches_qemu(exe: Path, march: str, lengths: tuple[int, ...],
                          features: str | None) -> None:
    for vl in lengths:
        want = subprocess.run([qemu_oracle.QEMU, "-cpu",
                               f"max,sme=on,sve-default-vector-length={vl // 8}", str(exe)],
                              capture_output=True, timeout=60)
        m = Machine.from_file(exe, argv=[str(exe)], env={}, vl=vl, features=features,
                              capture=None)
        m.run()
        assert m.fault is None, m.fault.render()
        assert (bytes(m.stdout), m.exit_code) == (want.stdout, want.returncode), (march, vl)
        assert b"count_if" in want.stdout


def test_debugger_reads_c_variables_of_a_position_independent_program(tmp_path, capfd):
    """A dynamic PIE runs at a load bias: breakpoints, C variables and frames follow it."""
    _tools_or_skip()
    exe = tmp_path / "hello-pie"
    subprocess.run([qemu_oracle.CLANG, "--target=aarch64-linux-gnu", "-fuse-ld=lld", "-O0", "-g",
                    str(SRC / "hello.c"), "-o", str(exe)], check=True, capture_output=True)
    status = main(["debug", "--batch", "--clear-env", "-L", SYSROOT, "-ex", "break main",
                   "-ex", "run", "-ex", "print argc", "-ex", "print argv[1]", "-ex", "bt",
                   "-ex", "continue", "--args", str(exe), "first", "second"])
    out = capfd.readouterr().out
    assert status == 0
    assert "file hello.c, line 7." in out and "$1 = 3" in out and '"first"' in out
    assert "#0  main (argc=3, argv=0x" in out and "exited with code 7" in out
