"""The user-facing surface: `tilesim run` dumps and reports, CHECK lines, `tilesim check`, the
pytest plugin. Expected values are derived by hand from the programs."""
import json
import subprocess
import sys
import textwrap

import numpy as np
import pytest

from simulator import Machine
from simulator.dump import dump
from tools.checks import evaluate, parse_checks

PROG = textwrap.dedent("""\
    // RUN: tilesim --svl 512
    // CHECK: x0 == 0x2a
    // CHECK: x1 == 0x2b
    // CHECK: z1.s == [1, 2, 3, ...]
    // CHECK: z1.f32 == [1.4e-45, ...]
    // CHECK: mem:out:f32:2 == [1.5, -0.0]
    // CHECK: exit == 42
    // CHECK: stdout == "hi\\n"
        .data
    msg: .ascii "hi\\n"
    out: .float 1.5, -0.0
        .text
    _start:
        index z1.s, #1, #1
        mov x0, #1
        adr x1, msg
        mov x2, #3
        mov x8, #64
        svc #0
        mov x0, #42
        mov x1, #43
        mov x8, #93
        svc #0
    """)


def tilesim(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "tools.cli", *args], capture_output=True,
                          text=True, cwd=cwd)


def test_checks_pass_and_fail_as_derived(tmp_path):
    checks, opts = parse_checks(PROG)
    assert opts == ["--svl", "512"] and len(checks) == 7
    m = Machine.from_source(PROG, svl=512)
    m.run()
    by_lhs = {o.check.lhs: o.ok for o in evaluate(m, checks)}
    # x1 is 43 = 0x2b; 1.4e-45 is the float32 with bits 0x00000001, i.e. z1.s[0] == 1
    assert by_lhs == {"x0": True, "x1": True, "z1.s": True, "z1.f32": True,
                      "mem:out:f32:2": True, "exit": True, "stdout": True}
    bad = PROG.replace("x0 == 0x2a", "x0 == 0x2b").replace("[1, 2, 3, ...]", "[1, 2, 4, ...]")
    outcomes = evaluate(m, parse_checks(bad)[0])
    failed = {o.check.lhs: o for o in outcomes if not o.ok}
    assert set(failed) == {"x0", "z1.s"}
    assert failed["x0"].actual == "0x000000000000002a"
    assert "element 2" in failed["z1.s"].message


def test_tilesim_check_command(tmp_path):
    good = tmp_path / "good.s"
    good.write_text(PROG)
    bad = tmp_path / "bad.s"
    bad.write_text(PROG.replace("exit == 42", "exit == 7"))
    r = tilesim("check", str(good), str(bad))
    assert r.returncode == 1
    assert "1 passed, 1 failed" in r.stdout
    assert f"{bad}:7: CHECK failed: exit == 7" in r.stderr and "actual:   42" in r.stderr


def test_run_passes_program_output_and_exit_status_and_dumps_json(tmp_path):
    p = tmp_path / "p.s"
    p.write_text(PROG)
    r = tilesim("run", str(p), "--svl", "512", "--no-timing", "--dump", "x1", "--dump", "z1.u32",
                "--dump", "mem:out:f32:2", "--dump-format", "json")
    assert r.returncode == 42 and r.stdout == "hi\n"
    d = json.loads(r.stderr)
    assert d[0] == {"name": "x1", "kind": "scalar", "type": "x", "value": "0x000000000000002b"}
    assert d[1]["values"] == list(range(1, 17))  # SVL 512 = 16 words, INDEX from 1 step 1
    assert d[2]["values"] == [1.5, -0.0]


def test_report_file_and_fault(tmp_path):
    p = tmp_path / "f.s"
    p.write_text(".text\n_start:\n    mov x3, #16\n    ldr x4, [x3]\n")
    rep = tmp_path / "r.txt"
    r = tilesim("run", str(p), "--report", str(rep), "--dump", "x3")
    assert r.returncode == 139 and r.stderr == ""
    text = rep.read_text()
    assert "SIGSEGV" in text and "f.s:4:5" in text and "x3 = 0x0000000000000010" in text


ZA_OFF_PROG = """// CHECK: za0h.s[0] == [0.0, ...]
// CHECK: exit == 0
    .text
    .global _start
_start:
    smstart
    smstop
    mov x0, #0
    mov x8, #93
    svc #0
"""


def test_reading_za_while_it_is_off_is_an_error(tmp_path):
    """After smstop (PSTATE.ZA=0) ZA and ZT0 have no contents: --dump and CHECK say so instead
    of showing the stale bytes; other dumps and checks still run."""
    p = tmp_path / "zaoff.s"
    p.write_text(ZA_OFF_PROG)
    r = tilesim("run", str(p), "--dump", "za0.s", "--dump", "zt0", "--dump", "za0h.s[1]",
                "--dump", "x0")
    assert r.returncode == 0
    for spec in ("za0.s", "zt0", "za0h.s[1]"):
        assert (f"tilesim: error: {spec}: ZA is off (PSTATE.ZA=0, e.g. after smstop): it holds "
                "no values now") in r.stderr
    assert "x0 = 0x0000000000000000" in r.stderr
    r = tilesim("check", str(p))
    assert r.returncode == 1 and "1 failed" in r.stdout
    assert "bad check: za0h.s[0]: ZA is off (PSTATE.ZA=0" in r.stderr


def test_tilesim_entry_keeps_numpy_to_one_blas_thread():
    """The CLI entry asks BLAS for one thread before numpy loads: after a matrix product the
    process has no BLAS pool spinning beside the run (one thread: /proc/self/task). Without
    the entry the same product starts OpenBLAS's pool (one thread per core) on a multi-core
    host."""
    import os

    code = ("{entry}import numpy as np, os; a = np.ones((400, 400)); a @ a; "
            "print(len(os.listdir('/proc/self/task')))")
    env = {k: v for k, v in os.environ.items()
           if not k.endswith("_NUM_THREADS") and k != "VECLIB_MAXIMUM_THREADS"}
    counts = []
    for entry in ("import tools.cli; ", ""):
        r = subprocess.run([sys.executable, "-c", code.format(entry=entry)], env=env,
                           capture_output=True, text=True, check=True)
        counts.append(int(r.stdout))
    assert counts[0] == 1
    if (os.cpu_count() or 1) > 1:
        assert counts[1] > 1  # the pool the entry prevents


def test_canonical_dump_text():
    m = Machine.from_source(".data\nv: .word 0x7fc00001, 0x80000000, 0x3dcccccd, 0x7f800000\n"
                            ".text\n_start: mov x0, #0\n mov x8, #93\n svc #0\n")
    m.run()
    assert dump(m, "mem:v:f32:4").to_text() == "mem:v:f32:4 = [nan(0x7fc00001), -0.0, 0.1, inf]"
    assert dump(m, "mem:v:u8:2").to_text() == "mem:v:u8:2 = [1, 0]"
    assert dump(m, "w8").to_text() == "w8 = 0x0000005d"
    assert dump(m, "nzcv").to_text() == "nzcv = nZcv"  # QEMU linux-user starts with Z only


def test_pytest_plugin_reports_expected_vs_actual(tmp_path):
    (tmp_path / "prog.s").write_text(PROG.replace("[1, 2, 3, ...]", "[1, 2, 9, ...]"))
    (tmp_path / "ok.s").write_text(PROG)
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        str(tmp_path)], capture_output=True, text=True, cwd=tmp_path)
    assert "1 failed, 1 passed" in r.stdout
    assert "line 4: CHECK z1.s == [1, 2, 9, ...]" in r.stdout
    assert "-[1, 2, 9, ...]" in r.stdout and "+[0x00000001, 0x00000002, 0x00000003" in r.stdout
