"""The cache directory: one file per entry, written atomically, bounded in size.

An entry file is ``MAGIC``, a 16-byte BLAKE2b digest of the rest, then a pickle of a dict
(``key``, ``deps``, ``program`` bytes; see :mod:`simulator.progcache`). A file that is short,
foreign, damaged or of another format is reported as missing (and removed); it is never an
error. Writers use a private temporary file and ``os.replace``, so readers see a whole entry
or none, and concurrent writers of one key leave one of their (identical) entries.
"""
from __future__ import annotations

import os
import pickle
import sys

from ._hash import blake2b

MAGIC = b"tilesim program cache 1\n"
SUFFIX = ".prog"
DEFAULT_MAX_MB = 256


def cache_dir() -> str:
    """``$TILESIM_CACHE_DIR``, else ``$XDG_CACHE_HOME/tilesim/programs`` (default
    ``~/.cache/tilesim/programs``)."""
    d = os.environ.get("TILESIM_CACHE_DIR")
    if d:
        return d
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "tilesim", "programs")


def max_bytes() -> int:
    """The size bound: ``$TILESIM_CACHE_MAX_MB`` MiB (default 256)."""
    text = os.environ.get("TILESIM_CACHE_MAX_MB", str(DEFAULT_MAX_MB))
    try:
        mb = float(text)
    except ValueError:
        mb = DEFAULT_MAX_MB
        print(f"tilesim: warning: TILESIM_CACHE_MAX_MB={text!r} is not a number of MiB; using "
              f"{DEFAULT_MAX_MB}", file=sys.stderr)
    return max(0, int(mb * (1 << 20)))


def _digest(data: bytes) -> bytes:
    return blake2b(data, digest_size=16).digest()


def path_of(key: str) -> str:
    return os.path.join(cache_dir(), key + SUFFIX)


def read(key: str) -> dict | None:
    """The entry stored under ``key`` (None when absent or unusable; an unusable file is
    removed)."""
    path = path_of(key)
    try:
        with open(path, "rb") as fh:
            blob = fh.read()
    except OSError:
        return None
    head, n = MAGIC, len(MAGIC)
    body = blob[n + 16:]
    try:
        if blob[:n] != head or _digest(body) != blob[n:n + 16]:
            raise ValueError("damaged")
        entry = pickle.loads(body)
        if not isinstance(entry, dict) or entry.get("key") != key:
            raise ValueError("foreign")
    except Exception:  # noqa: BLE001 - any damage means "not cached"
        discard(key)
        return None
    try:
        os.utime(path)  # recently used: evicted last
    except OSError:
        pass
    return entry


def discard(key: str) -> None:
    try:
        os.remove(path_of(key))
    except OSError:
        pass


def write(entry: dict) -> bool:
    """Store ``entry`` (a dict with ``key``) and keep the directory within its bound; False
    when the directory cannot be written (the cache then just does not help)."""
    body = pickle.dumps(entry, protocol=pickle.HIGHEST_PROTOCOL)
    d = cache_dir()
    limit = max_bytes()
    if len(MAGIC) + 16 + len(body) > limit:
        return False
    import tempfile

    try:
        os.makedirs(d, mode=0o700, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=SUFFIX, dir=d)
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(MAGIC + _digest(body) + body)
            os.replace(tmp, path_of(entry["key"]))
        except BaseException:
            try:
                os.remove(tmp)
            except OSError:
                pass
            raise
    except OSError:
        return False
    evict(d, limit)
    return True


def evict(d: str, limit: int) -> None:
    """Remove the least recently used entries until the directory holds at most ``limit``
    bytes of entries (left-over temporary files older than a minute go too)."""
    import time

    files = []
    now = time.time()
    try:
        with os.scandir(d) as it:
            for e in it:
                if not e.name.endswith(SUFFIX):
                    continue
                try:
                    st = e.stat()
                except OSError:
                    continue
                if e.name.startswith(".tmp-"):
                    if now - st.st_mtime > 60:
                        _remove(e.path)
                    continue
                files.append((st.st_mtime, e.name, st.st_size, e.path))
    except OSError:
        return
    total = sum(f[2] for f in files)
    for _, _, size, path in sorted(files):
        if total <= limit:
            break
        _remove(path)
        total -= size


def _remove(path: str) -> None:
    try:
        os.remove(path)
    except OSError:
        pass
