"""A sweep's results directory: one content-addressed JSON file per finished point
(``points/<id>.json``, written atomically as each point finishes, so a crash loses nothing and a
re-run skips what is there) and the tables ``results.parquet`` / ``results.csv``, one row per
point with its full parameter set, the tilesim version and the machine description's hash."""
from __future__ import annotations

import csv
import hashlib
import json
import os


def point_id(task: dict) -> str:
    """The content address of a point: everything that determines its result."""
    key = {k: task[k] for k in ("params", "record", "version", "machine_hash", "program_hash")}
    text = json.dumps(key, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:20]


class Store:
    def __init__(self, root: str):
        self.root = root
        self.points = os.path.join(root, "points")
        os.makedirs(self.points, exist_ok=True)

    def _path(self, pid: str) -> str:
        return os.path.join(self.points, f"{pid}.json")

    def get(self, pid: str) -> dict | None:
        try:
            with open(self._path(pid), encoding="utf-8") as fh:
                return json.load(fh)
        except (OSError, ValueError):  # absent, or torn by a crash mid-write (not atomic FS)
            return None

    def put(self, row: dict) -> None:
        path = self._path(row["id"])
        tmp = f"{path}.tmp{os.getpid()}"
        with open(tmp, "w", encoding="utf-8") as fh:
            json.dump(row, fh, sort_keys=True, default=str)
        os.replace(tmp, path)

    def write_tables(self, rows: list[dict]) -> tuple[str, str]:
        """``results.parquet`` and ``results.csv`` for ``rows`` (columns: the union, in order
        of first appearance)."""
        import pyarrow as pa
        import pyarrow.parquet as pq

        cols: list[str] = []
        for r in rows:
            cols.extend(k for k in r if k not in cols)
        data = {c: _column([r.get(c) for r in rows]) for c in cols}
        table = pa.table(data) if rows else pa.table({"id": pa.array([], pa.string())})
        pq_path = os.path.join(self.root, "results.parquet")
        csv_path = os.path.join(self.root, "results.csv")
        pq.write_table(table, pq_path + ".tmp")
        os.replace(pq_path + ".tmp", pq_path)
        with open(csv_path + ".tmp", "w", encoding="utf-8", newline="") as fh:
            w = csv.writer(fh)
            w.writerow(cols)
            for r in rows:
                w.writerow(["" if r.get(c) is None else r.get(c) for c in cols])
        os.replace(csv_path + ".tmp", csv_path)
        return pq_path, csv_path


def _column(values: list):
    """One type per column: bool, int, float (ints widened) or str."""
    import pyarrow as pa

    present = [v for v in values if v is not None]
    if present and all(isinstance(v, bool) for v in present):
        return pa.array(values, pa.bool_())
    if present and all(isinstance(v, int) and not isinstance(v, bool) for v in present):
        return pa.array(values, pa.int64())
    if present and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in present):
        return pa.array([None if v is None else float(v) for v in values], pa.float64())
    return pa.array([None if v is None else (v if isinstance(v, str) else json.dumps(v))
                     for v in values], pa.string())


def read_rows(root: str) -> list[dict]:
    """The rows of ``root/results.parquet`` as dicts."""
    import pyarrow.parquet as pq

    return pq.read_table(os.path.join(root, "results.parquet")).to_pylist()
