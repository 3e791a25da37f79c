"""Running a sweep on Dask (``dask.distributed``): an embedded ``LocalCluster`` of worker
processes by default, or the cluster behind a scheduler address. Each point is one task keyed
by its content address, so a point is stored once even when a dead worker's tasks are re-run
(the scheduler reschedules them on the survivors and on the replacement the nanny starts).
Results are stored as they arrive; an interrupt (Ctrl-C) cancels the rest and keeps them.
Nothing here prints: progress goes to the ``on_event`` callback."""
from __future__ import annotations

import hashlib
import json
import logging
import os
from typing import Callable

import attrs

from ..hostenv import limit_blas_threads
from .machine import description_dict, description_hash
from .spec import SweepSpec, expand, machine_of, overrides_of
from .store import Store, point_id
from .worker import run_point


def tilesim_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("tilesim")
    except PackageNotFoundError:
        return "0.1.0+source"


@attrs.define
class SweepOutcome:
    rows: list[dict]          # one per point of the spec, in spec order (finished ones)
    total: int                # points after the constraints
    excluded: int             # points the constraints removed
    skipped: int              # points already in the results directory
    ran: int                  # points run now
    interrupted: bool = False
    tables: tuple[str, str] | None = None


def make_tasks(spec: SweepSpec) -> tuple[list[dict], int]:
    """The spec's points as worker tasks, each with its content address ``id``."""
    points, excluded = expand(spec)
    version = tilesim_version()
    prog_hash = (hashlib.sha256(spec.program_text.encode()).hexdigest()[:16]
                 if spec.program_text is not None else "")
    tasks = []
    for p in points:
        mname = machine_of(p)
        desc = description_dict(mname, overrides_of(p))
        task = {"params": p, "record": list(spec.record), "version": version,
                "machine_hash": description_hash(desc), "program_hash": prog_hash,
                "program_text": spec.program_text, "machine": mname}
        task["id"] = point_id(task)
        tasks.append(task)
    return tasks, excluded


def full_row(task: dict, result: dict) -> dict:
    row = {"id": task["id"], "status": result.get("status"), "error": result.get("error", "")}
    row.update({k: v for k, v in task["params"].items()})
    row.update({k: v for k, v in result.items() if k not in row})
    row.update(machine=task["machine"], machine_hash=task["machine_hash"],
               tilesim_version=task["version"])
    return row


def run_sweep(spec: SweepSpec, out: str, *, scheduler: str | None = None,
              workers: int | None = None, client=None, retry_failed: bool = False,
              on_event: Callable[[str, dict], None] | None = None) -> SweepOutcome:
    """Run the points of ``spec`` not yet in ``out``. ``workers`` = 0 runs them in this process
    (no Dask); ``client``: an existing ``dask.distributed.Client`` to use. ``on_event(kind,
    info)``: ``start`` {total, skipped, todo}, ``done`` {row}, ``lost`` {row}."""
    emit = on_event or (lambda kind, info: None)
    tasks, excluded = make_tasks(spec)  # every point checked before anything runs
    store = Store(out)
    with open(os.path.join(out, "spec.toml"), "w", encoding="utf-8") as fh:
        fh.write(spec.text)
    with open(os.path.join(out, "sweep.json"), "w", encoding="utf-8") as fh:
        json.dump({"spec": os.path.abspath(spec.file), "kind": spec.kind,
                   "axes": [a.name for a in spec.axes], "record": list(spec.record)}, fh)
    done: dict[str, dict] = {}
    for t in tasks:
        row = store.get(t["id"])
        if row is not None and not (retry_failed and row.get("status") != "ok"):
            done[t["id"]] = row
    todo = [t for t in tasks if t["id"] not in done]
    outcome = SweepOutcome([], len(tasks), excluded, len(done), 0)
    emit("start", {"total": len(tasks), "skipped": len(done), "todo": len(todo)})

    def finish(task: dict, result: dict) -> None:
        row = full_row(task, result)
        store.put(row)
        done[task["id"]] = row
        outcome.ran += 1
        emit("done", {"row": row})

    try:
        if todo and workers == 0:
            for t in todo:
                finish(t, run_point(_wire(t)))
        elif todo:
            _run_dask(todo, finish, scheduler, workers, client)
    except KeyboardInterrupt:
        outcome.interrupted = True
    finally:
        outcome.rows = [done[t["id"]] for t in tasks if t["id"] in done]
        outcome.tables = store.write_tables(outcome.rows)
    return outcome


def _wire(task: dict) -> dict:
    return {k: task[k] for k in ("id", "params", "record", "program_text")}


def _run_dask(todo: list[dict], finish, scheduler, workers, client) -> None:
    from dask.distributed import Client, LocalCluster, as_completed

    own_cluster = own_client = None
    try:
        if client is None:
            if scheduler:
                client = own_client = Client(scheduler, timeout="30s")
            else:
                limit_blas_threads()  # the worker processes start with this environment
                own_cluster = LocalCluster(n_workers=workers or os.cpu_count() or 1,
                                           threads_per_worker=1, processes=True,
                                           # the scheduler's HTTP server always starts; on a
                                           # free port, so a second cluster (another user's,
                                           # on 8787) does not make it warn
                                           dashboard_address=":0",
                                           silence_logs=logging.ERROR,
                                           preload=["simulator.sweep.worker"])
                client = own_client = Client(own_cluster)
        by_key = {}
        futures = []
        for t in todo:
            f = client.submit(run_point, _wire(t), key=f"tilesim-point-{t['id']}", pure=False,
                              retries=1)
            by_key[f.key] = t
            futures.append(f)
        try:
            for f in as_completed(futures):
                t = by_key[f.key]
                try:
                    result = f.result()
                except Exception as e:  # noqa: BLE001 (KilledWorker after repeated deaths…)
                    result = {"status": "lost", "error": f"{type(e).__name__}: {e}"[:500]}
                finish(t, result)
        finally:
            client.cancel(futures)
    finally:
        if own_client is not None:
            own_client.close()
        if own_cluster is not None:
            own_cluster.close()
