"""Command-line usage: every option is validated before the program runs (exit 2, no work
done), options that do not apply to a VF or an Arm program are refused by name, output that is
cut says so, and Ctrl-C reports where the program was (exit 130)."""
from __future__ import annotations

import json
import os
import pty
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
VF = str(ROOT / "programs" / "vf" / "tail_if.vf.s")
ARM = str(ROOT / "programs" / "sme" / "outer_product.s")
# writes "started\n" first: a run that got as far as the program prints it
ARM_SIDE_EFFECT = """    .data
msg: .ascii "started\\n"
    .text
_start:
    mov x0, #1
    adr x1, msg
    mov x2, #8
    mov x8, #64
    svc #0
    mov x0, #3
    mov x8, #93
    svc #0
"""
SPIN = """    .text
_start:
    mov x3, #0
loop:
    add x3, x3, #1
    b loop
"""


def tilesim(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "tools.cli", *args], capture_output=True,
                          text=True, cwd=cwd)


@pytest.fixture
def side_effect(tmp_path):
    p = tmp_path / "side.s"
    p.write_text(ARM_SIDE_EFFECT)
    return str(p)


@pytest.mark.parametrize("opts,words", [
    (["--svl", "512"], "--svl does not apply to a VF program"),
    (["--vl", "256"], "--vl does not apply to a VF program"),
    (["--no-timing"], "--no-timing does not apply to a VF program"),
    (["--timeline", "0:4"], "--timeline does not apply to a VF program"),
    (["--trace", "t.json"], "--trace does not apply to a VF program"),
    (["--machine", "m4"], "--machine m4 describes an Arm core; this is a VF program"),
])
def test_vf_refuses_arm_options(opts, words):
    r = tilesim("run", VF, *opts)
    assert r.returncode == 2 and words in r.stderr and "hint:" in r.stderr
    assert "cycles:" not in r.stderr  # refused before running


def test_vf_stats_json_and_machine_work(tmp_path):
    sj = tmp_path / "s.json"
    r = tilesim("run", VF, "--machine", "ascend950", "--stats-json", str(sj))
    assert r.returncode == 0, r.stderr
    s = json.loads(sj.read_text())
    # the cycle split adds up to the total, as the VF report prints it
    assert s["cycles"] == sum(s[k] for k in ("vector", "loop", "addr", "scalar", "stall")) > 0


@pytest.mark.parametrize("prog, text_cycles", [(ARM, r"Total Cycles:\s+(\d+)"),
                                               (VF, r"^cycles: (\d+) ")])
def test_stats_json_has_one_schema_on_both_machines(prog, text_cycles, tmp_path):
    """The Arm and the VF machine's --stats-json both carry cycles, instructions and ipc at the
    top level: cycles as the text report (--stats) prints them, ipc = instructions / cycles."""
    import re

    sj = tmp_path / "s.json"
    r = tilesim("run", prog, "--stats", "--stats-json", str(sj))
    assert r.returncode == 0, r.stderr
    s = json.loads(sj.read_text())
    assert {"cycles", "instructions", "ipc"} <= set(s)
    assert s["cycles"] == int(re.search(text_cycles, r.stderr, re.M).group(1)) > 0
    assert s["instructions"] > 0 and s["ipc"] == round(s["instructions"] / s["cycles"], 4)


@pytest.mark.parametrize("opts,words", [
    (["--remarks"], "--remarks applies to VF programs"),
    (["--stats", "--no-timing"], "--stats needs the cycle model, which --no-timing turns off"),
    (["--dump", "bogus"], "--dump bogus: unknown dump spec 'bogus'"),
    (["--dump", "za9.s"], "--dump za9.s: tile za9.s does not exist"),
    (["--dump", "mem:nosuch:u8:4"], "--dump mem:nosuch:u8:4"),
    (["--machine", "ascend950"], "--machine ascend950 describes a VF unit"),
    (["--machine", "nosuch"], "nosuch"),
])
def test_usage_errors_before_running(side_effect, opts, words):
    r = tilesim("run", side_effect, *opts)
    assert (r.returncode, r.stdout) == (2, "")  # the program never ran (it prints first)
    assert words in r.stderr and "Traceback" not in r.stderr


@pytest.mark.parametrize("opts", [["--defsym", "N"], ["--defsym", "=3"], ["--svl", "384"],
                                  ["--vl", "100"], ["--timeline", "3"], ["--max-steps", "0"],
                                  ["--trace-limit", "-1"]])
def test_malformed_values_exit_2(side_effect, opts):
    r = tilesim("run", side_effect, *opts)
    assert (r.returncode, r.stdout) == (2, "") and "usage: tilesim run" in r.stderr
    assert opts[0] in r.stderr


def test_version_and_gemm_blocking():
    r = tilesim("--version")
    assert r.returncode == 0 and r.stdout.startswith("tilesim ")
    r = tilesim("gemm", "--m", "64", "--n", "64", "--k", "64", "--mc", "3")
    assert r.returncode == 2 and "--mc 3: must be a multiple of MR = 32" in r.stderr
    r = tilesim("gemm", "--kernel", "vf", "--mc", "32")
    assert r.returncode == 2 and "--mc does not apply to --kernel vf" in r.stderr


def test_cut_output_says_so(tmp_path):
    sj, tr = tmp_path / "s.json", tmp_path / "t.json"
    r = tilesim("run", ARM, "--svl", "512", "--timeline", "0:5", "--trace", str(tr),
                "--trace-limit", "7", "--stats-json", str(sj))
    assert r.returncode == 0, r.stderr
    total = json.loads(sj.read_text())["instructions"]
    more = [ln for ln in r.stderr.splitlines() if ln.startswith("…")]
    # the counts add up: instructions run = shown + not shown
    assert more == [
        f"… {total - 5:,} more instructions not shown (raise COUNT in --timeline 0:5, or move "
        "START)",
        f"… {total - 7:,} more instructions not shown in {tr} (raise --trace-limit 7)"]


def test_ctrl_c_reports_where_and_shows_progress(tmp_path):
    src = tmp_path / "spin.s"
    src.write_text(SPIN)
    master, slave = pty.openpty()  # stderr is a terminal: the progress line appears
    p = subprocess.Popen([sys.executable, "-m", "tools.cli", "run", str(src), "--no-timing"],
                         cwd=ROOT, stdin=subprocess.DEVNULL, stdout=slave, stderr=slave,
                         env={**os.environ, "COLUMNS": "250"})
    os.close(slave)
    out = b""
    deadline = time.monotonic() + 60
    while b"Ctrl-C stops" not in out and time.monotonic() < deadline:
        if select.select([master], [], [], 0.5)[0]:
            out += os.read(master, 4096)
    p.send_signal(signal.SIGINT)
    status = p.wait(timeout=60)
    while select.select([master], [], [], 0.5)[0]:
        try:
            chunk = os.read(master, 4096)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    os.close(master)
    text = out.decode(errors="replace")
    assert status == 130, text
    assert "Ctrl-C stops" in text and "--max-steps" in text
    assert "tilesim: interrupted at pc 0x" in text and "spin.s:" in text
    assert " instructions" in text and "Traceback" not in text
    assert " cycles" not in text  # --no-timing: no cycle count claimed


def test_sliced_run_equals_one_run():
    """The CLI runs in slices (to show progress and catch Ctrl-C): cycles and every statistic
    equal an uninterrupted run's."""
    from simulator import Machine
    from tools.progress import SLICE, run_machine

    path = ROOT / "programs" / "bench" / "sve_loop.s"
    one = Machine.from_file(path, machine="m4", features="max")  # non-streaming SVE
    one.run()
    sliced = Machine.from_file(path, machine="m4", features="max")
    run_machine(sliced, "sve_loop")
    assert one.steps > SLICE and one.exit_code == sliced.exit_code == 0
    assert (sliced.steps, sliced.stats()) == (one.steps, one.stats())


@pytest.mark.parametrize("command", ["run", "debug"])
def test_help_names_every_shipped_machine_and_what_run_takes(command):
    shipped = sorted(p.stem for p in (ROOT / "simulator" / "timing" / "machines").glob("*.toml"))
    r = tilesim(command, "--help")
    text = " ".join(r.stdout.split())
    assert r.returncode == 0 and shipped and all(name in text for name in shipped), shipped
    if command == "run":
        assert "ELF executable, .o, .S, .s or VF program" in text
