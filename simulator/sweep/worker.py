"""One sweep point, run where Dask puts it (or in-process): a ``tilesim gemm`` run, a program
with ``--defsym`` symbols, or a user's callable. Failures are data: every exception becomes a
row with a status (``fault``, ``timeout``, ``wrong``, ``error``) and the message."""
from __future__ import annotations

import os
import time

from .machine import materialize
from .spec import machine_of, overrides_of

SLICE = 20_000  # instructions between two looks at the clock


def dask_setup(worker=None) -> None:
    """Dask preload hook (``preload=["simulator.sweep.worker"]``): a worker process of the
    embedded LocalCluster ignores SIGINT, so a Ctrl-C on the terminal (sent to the whole
    process group) stops the sweep in the client, which then shuts the workers down."""
    import signal
    import threading

    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, signal.SIG_IGN)


class PointTimeout(RuntimeError):
    """The point ran past its time limit."""


class ProgramFault(RuntimeError):
    """The simulated program faulted (the message is the fault's report)."""


def timed_runner(limit: float):
    """A ``runner(machine)`` that steps the machine and gives up ``limit`` seconds after it
    starts (assembly and setup do not count)."""

    def runner(m) -> int:
        deadline = time.monotonic() + limit
        while not m.finished and m.steps < m.max_steps:
            m.step(min(SLICE, m.max_steps - m.steps))
            if time.monotonic() > deadline:
                raise PointTimeout(f"time limit reached after {m.steps:,} instructions")
        return m.run(0)

    return runner


def run_point(task: dict) -> dict:
    """``task``: {"id", "params", "record", "program_text"} -> a result row (never raises for a
    failing point)."""
    params = task["params"]
    t0 = time.perf_counter()
    row: dict = {"status": "ok", "error": ""}
    try:
        limit = float(params.get("timeout", 600))
        machine = materialize(machine_of(params), overrides_of(params))
        kind = params["kind"]
        if kind == "gemm":
            values = _gemm(params, machine, limit)
        elif kind == "program":
            values = _program(params, task["program_text"], machine, limit)
        else:
            values = _call(params, machine)
        row.update(_select(values, task["record"]))
        if values.get("ok") is not None and not values["ok"]:
            row["status"] = "wrong"
            row["error"] = values.get("why", "result differs from numpy")
    except PointTimeout as e:
        row.update(status="timeout", error=str(e))
    except Exception as e:  # noqa: BLE001 (a failing point is recorded, the sweep goes on)
        fault = type(e).__name__
        status = "fault" if isinstance(e, ProgramFault) or "GEMM program failed" in str(e) \
            else "error"
        row.update(status=status, error=f"{fault}: {e}".splitlines()[0][:500])
    row["host_seconds"] = round(time.perf_counter() - t0, 3)
    row["worker_pid"] = os.getpid()
    return row


def _gemm(p: dict, machine: str, limit: float) -> dict:
    from simulator.gemm import run_gemm

    kw = {k: p[k] for k in ("a_layout", "b_layout", "c_layout", "mc", "kc", "nc", "seed",
                            "packed", "warm") if k in p}
    r = run_gemm(p.get("m", 64), p.get("n", 64), p.get("k", 64), kernel=p.get("kernel", "sme"),
                 svl=p.get("svl", 512), machine=machine, split=p.get("split", False),
                 runner=timed_runner(limit), **kw)
    values = {k: v for k, v in r.summary().items() if not isinstance(v, (dict, list))}
    values["ok"] = bool(r.ok)
    values["ipc"] = r.stats.get("ipc") if r.stats else None
    if not r.ok:
        values["why"] = (f"C differs from numpy (max relative error {r.max_rel_error:.2e})"
                         if r.exact is None else "C differs from numpy (int32)")
    values["stats"] = r.stats or {}
    return values


def _program(p: dict, text: str, machine: str, limit: float) -> dict:
    from simulator.machine import Machine

    defs = {k[len("defsym."):]: v for k, v in p.items() if k.startswith("defsym.")}
    kw = {k: p[k] for k in ("svl", "vl", "max_steps") if k in p}
    m = Machine.from_source(text, p["program"], defsyms=defs, machine=machine,
                            features=machine, **kw)
    status = timed_runner(limit)(m)
    if m.fault is not None:
        raise ProgramFault(m.fault.render())
    st = m.stats() or {}
    values = {"exit_status": status, "cycles": m.cycles, "instructions": m.steps,
              "ipc": st.get("ipc"), "peak_fraction": (st.get("percent_of_peak") or 0) / 100
              if st.get("percent_of_peak") is not None else None,
              "gflops": st.get("gflops"), "stats": st, "ok": status == 0}
    if status != 0:
        values["why"] = f"exit status {status}"
    return values


def _call(p: dict, machine: str) -> dict:
    import importlib

    mod, fn = p["callable"].split(":")
    values = getattr(importlib.import_module(mod), fn)(dict(p, machine=machine))
    if not isinstance(values, dict):
        raise TypeError(f"{p['callable']} returned {type(values).__name__}, not a dict of metrics")
    return values


def _select(values: dict, record) -> dict:
    """The recorded metrics: names of ``values`` or ``stats.<dotted path>`` into the stats."""
    out = {}
    for name in record:
        if name.startswith("stats."):
            node = values.get("stats", {})
            for part in name[6:].split("."):
                node = node.get(part) if isinstance(node, dict) else None
            if isinstance(node, dict):  # a whole table: one column per scalar inside
                for k, v in _leaves(node, name):
                    out[k] = v
                continue
            out[name] = node
        else:
            out[name] = values.get(name)
    return out


def _leaves(node: dict, prefix: str):
    for k, v in node.items():
        if isinstance(v, dict):
            yield from _leaves(v, f"{prefix}.{k}")
        elif not isinstance(v, list):
            yield f"{prefix}.{k}", v
