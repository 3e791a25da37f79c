"""`tilesim sweep` on real Dask components (no mocks): a LocalCluster of 2 worker processes, a
worker killed by pid mid-sweep, a separately started `dask scheduler` + `dask worker` on
loopback, an interrupted and resumed sweep, failing points, and bad specs.

The reference for every distributed run is the same points run serially in this process
(cycles are deterministic); each GEMM point also checks its C against numpy (``ok``)."""
from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time

import pytest

pytest.importorskip("dask.distributed", reason="the sweep extra (dask[distributed]) is missing")
pytest.importorskip("pyarrow", reason="the sweep extra (pyarrow) is missing")

from simulator.sweep import parse_spec, run_sweep  # noqa: E402
from simulator.sweep.store import read_rows  # noqa: E402
from tools.cli import main  # noqa: E402

# 2 x 2 x 2 = 8 tiny GEMM points, one machine parameter swept
SPEC = """\
[run]
kind = "gemm"
m = 32
n = 32
k = 32
timeout = 300

[axes]
svl = [256, 512]
kc = [8, 16]
machine.classes.sme_fmopa_s.latency = [2, 8]

[sweep]
record = ["cycles", "ipc", "peak_fraction", "instructions", "max_rel_error", "ok"]
"""
# 4 of the same points (latency fixed at 8 in [run]: the same full parameter sets)
SPEC4 = SPEC.replace("timeout = 300\n", "timeout = 300\nmachine.classes.sme_fmopa_s.latency = 8\n"
                     ).replace("machine.classes.sme_fmopa_s.latency = [2, 8]\n", "")
VOLATILE = ("host_seconds", "worker_pid")


def _write(tmp_path, text, name="spec.toml"):
    p = tmp_path / name
    p.write_text(text)
    return str(p)


def _same(rows):
    return {r["id"]: {k: v for k, v in r.items() if k not in VOLATILE} for r in rows}


@pytest.fixture(scope="module")
def serial(tmp_path_factory):
    """The 8 points run one after another in this process (no Dask)."""
    d = tmp_path_factory.mktemp("serial")
    spec = parse_spec(SPEC, _write(d, SPEC))
    res = run_sweep(spec, str(d / "out"), workers=0)
    assert len(res.rows) == 8 and all(r["status"] == "ok" and r["ok"] for r in res.rows)
    assert len({r["cycles"] for r in res.rows}) > 1  # the axes do move the cycles
    return _same(res.rows)


def test_local_cluster_equals_serial(tmp_path, serial, capsys):
    spec = _write(tmp_path, SPEC)
    out = str(tmp_path / "out")
    assert main(["sweep", spec, "--workers", "2", "--out", out]) == 0
    rows = read_rows(out)
    assert _same(rows) == serial
    assert len({r["worker_pid"] for r in rows}) == 2  # both worker processes ran points
    assert "8 points, 8 run now" in capsys.readouterr().out
    # the tables carry the full parameter set, the version and the description's hash
    assert {"svl", "kc", "machine.classes.sme_fmopa_s.latency", "tilesim_version",
            "machine_hash"} <= set(rows[0])
    assert len({r["machine_hash"] for r in rows}) == 2
    with open(os.path.join(out, "results.csv")) as fh:
        assert len(fh.read().splitlines()) == 9
    # plot + best read them back
    png = str(tmp_path / "fig.png")
    assert main(["sweep", "plot", out, "--x", "kc", "--y", "svl", "--z", "cycles",
                 "--output", png]) == 0
    with open(png, "rb") as fh:
        assert fh.read(8) == b"\x89PNG\r\n\x1a\n"
    assert main(["sweep", "best", out, "--metric", "cycles", "--top", "1"]) == 0
    text = capsys.readouterr().out
    best = min(serial.values(), key=lambda r: r["cycles"])
    assert f"cycles {best['cycles']}" in text
    assert "the machine parameter that moves cycles most: classes.sme_fmopa_s.latency" in text


def test_worker_killed_mid_sweep(tmp_path, serial):
    from dask.distributed import Client, LocalCluster

    spec = parse_spec(SPEC, _write(tmp_path, SPEC))
    killed = []
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        def on_event(kind, info):
            if kind == "done" and not killed:
                pid = next(iter(client.run(os.getpid).values()))
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)

        res = run_sweep(spec, str(tmp_path / "out"), client=client, on_event=on_event)
    assert killed
    with pytest.raises(ProcessLookupError):
        os.kill(killed[0], 0)
    ids = [r["id"] for r in res.rows]
    assert len(ids) == len(set(ids)) == 8
    assert sorted(os.listdir(tmp_path / "out" / "points")) == sorted(f"{i}.json" for i in ids)
    assert _same(read_rows(str(tmp_path / "out"))) == serial


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_external_scheduler_on_loopback(tmp_path, serial):
    dask = shutil.which("dask")
    if dask is None:
        pytest.skip("the `dask` command (dask[distributed]) is not on PATH")
    port = _free_port()
    addr = f"tcp://127.0.0.1:{port}"
    env = dict(os.environ, PYTHONPATH=os.getcwd())
    procs = [subprocess.Popen([dask, "scheduler", "--host", "127.0.0.1", "--port", str(port),
                               "--no-dashboard"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, env=env)]
    try:
        procs.append(subprocess.Popen([dask, "worker", addr, "--nworkers", "2", "--nthreads",
                                       "1", "--host", "127.0.0.1", "--no-dashboard"],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                      env=env))
        from dask.distributed import Client

        with Client(addr, timeout="60s") as c:
            c.wait_for_workers(2, timeout=90)
        out = str(tmp_path / "out")
        assert main(["sweep", _write(tmp_path, SPEC4), "--scheduler", addr, "--out", out]) == 0
        rows = _same(read_rows(out))  # 4 of the 8 points (the same full parameter sets)
        assert len(rows) == 4 and all(serial[i] == r for i, r in rows.items())
    finally:
        for p in reversed(procs):
            p.terminate()
        for p in reversed(procs):
            try:
                p.wait(timeout=20)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()


def test_interrupt_then_resume(tmp_path, serial):
    spec = _write(tmp_path, SPEC4)
    out = tmp_path / "out"
    env = dict(os.environ, TILESIM_NO_PROGRESS="1")
    proc = subprocess.Popen([sys.executable, "-m", "tools.cli", "sweep", spec, "--workers", "0",
                             "--out", str(out)], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        if len([f for f in os.listdir(out / "points")] if (out / "points").exists() else []) >= 2:
            break
        time.sleep(0.1)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "run the same command again to resume" in err
    first = {f: os.stat(out / "points" / f).st_mtime_ns for f in os.listdir(out / "points")}
    assert 2 <= len(first) < 4
    events = []
    res = run_sweep(parse_spec(SPEC4, spec), str(out), workers=0,
                    on_event=lambda k, i: events.append((k, i)))
    assert events[0] == ("start", {"total": 4, "skipped": len(first), "todo": 4 - len(first)})
    assert res.ran == 4 - len(first) and not res.interrupted
    for f, mtime in first.items():  # the stored points were not run again
        assert os.stat(out / "points" / f).st_mtime_ns == mtime
    rows = _same(read_rows(str(out)))
    assert len(rows) == 4 and all(serial[i] == r for i, r in rows.items())


FAILING = """\
        .global _start
_start: mov     x0, #CODE
        cmp     x0, #98
        b.eq    2f
        cmp     x0, #99
        b.ne    1f
        mov     x1, #0
        ldr     x2, [x1]        // CODE = 99: a load from address 0 faults
2:      b       2b              // CODE = 98: never ends
1:      mov     x8, #93         // exit(CODE)
        svc     #0
"""


def test_failures_are_data(tmp_path):
    (tmp_path / "prog.s").write_text(FAILING)
    spec_text = ('[run]\nkind = "program"\nprogram = "prog.s"\ntimeout = 2\n'
                 '[axes]\ndefsym.CODE = [0, 3, 99, 98]\n')
    spec = parse_spec(spec_text, _write(tmp_path, spec_text))
    res = run_sweep(spec, str(tmp_path / "out"), workers=0)
    by = {r["defsym.CODE"]: r for r in res.rows}
    assert by[0]["status"] == "ok" and by[0]["cycles"] > 0
    assert by[3]["status"] == "wrong" and "exit status 3" in by[3]["error"]
    assert by[99]["status"] == "fault"
    assert by[98]["status"] == "timeout"
    assert len(read_rows(str(tmp_path / "out"))) == 4


VSUM = """\
        .global vsum
vsum:   mov     x2, #0          // x0: int64 *a, x1: n
1:      cbz     x1, 2f
        ldr     x3, [x0], #8
        add     x2, x2, x3
        sub     x1, x1, #1
        b       1b
2:      mov     x0, x2
        ret
"""


def vsum_kernel(p: dict) -> dict:
    """A ``kind = "call"`` point: m.call on a loaded function, checked against numpy."""
    import numpy as np

    from simulator.machine import Machine

    m = Machine.from_source(VSUM, "vsum.s", machine=p["machine"])
    a = np.arange(p["n"], dtype=np.int64)
    r = m.call("vsum", a, p["n"])
    return {"cycles": r.cycles, "instructions": r.instructions, "ok": r.value == int(a.sum())}


def test_call_kind(tmp_path):
    text = ('[run]\nkind = "call"\ncallable = "test_sweep:vsum_kernel"\n'
            '[axes]\nn = [4, 64]\nmachine.classes.int.latency = [1, 4]\n'
            '[sweep]\nrecord = ["cycles", "instructions", "ok"]\n')
    res = run_sweep(parse_spec(text, _write(tmp_path, text)), str(tmp_path / "out"), workers=0)
    by = {(r["n"], r["machine.classes.int.latency"]): r for r in res.rows}
    assert all(r["status"] == "ok" and r["ok"] for r in res.rows)
    assert by[(64, 1)]["instructions"] == by[(64, 4)]["instructions"] > by[(4, 1)]["instructions"]
    assert by[(64, 4)]["cycles"] > by[(64, 1)]["cycles"]  # the override reached the cycle model


@pytest.mark.parametrize("body, line, needle", [
    ("[run]\nm = 32\n[axes]\nsvl = [256]\nkcc = [8]\n", 5, "unknown parameter 'kcc'"),
    ("[run]\nm = 32\n[axes]\nkc = []\n", 4, "axis 'kc' is empty"),
    ("[run]\nm = 32\nn = \"32\"\n", 3, "'n' must be int, not str"),
    ("[run]\nm = 32\n[axes]\nkc = [8, 16.5]\n", 4, "'kc' must be int, not float"),
    ("[run]\nm = 32\n[axes]\nmachine.classes.sme_fmopa_s.latncy = [2]\n", 4,
     "no 'classes.sme_fmopa_s.latncy'"),
    ("[run]\nm = 32\n\n[axes]\nmachine.caches.l3.size = [1024]\n", 5, "no 'caches.l3.size'"),
    ("[run]\nm = 32\n[axes]\nmachine.clock_ghz = [\"fast\"]\n", 4, "is float in the machine"),
    ("[run]\nm = 32\n[sweep]\nzip = [[\"m\"]]\n", 4, "zip group"),
    ("[run]\nm = 32\n[axes]\nkc = [8]\n[sweep]\nconstraints = [\"kc < foo\"]\n", 6,
     "unknown name 'foo'"),
    ("[run]\nm = 32\n[bogus]\nx = 1\n", 3, "unknown table 'bogus'"),
])
def test_bad_spec_is_located(tmp_path, capsys, body, line, needle):
    spec = _write(tmp_path, body)
    out = tmp_path / "out"
    assert main(["sweep", spec, "--workers", "0", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{spec}:{line}:"), err
    assert needle in err and "Traceback" not in err
    assert not out.exists()  # nothing ran
