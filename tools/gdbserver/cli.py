"""`tilesim run --gdb` / `tilesim debug --gdb`: listen, serve the client, end like the program."""
from __future__ import annotations

import sys

from ..render import error
from .server import GdbServer, listen

KILLED_STATUS = 137  # 128 + SIGKILL: the client killed the program (gdb's `kill`)


def _say(text: str) -> None:
    print(f"tilesim: {text}", file=sys.stderr, flush=True)


def serve(dbg, spec: str, program: str) -> int | None:
    """Serve ``dbg`` on ``spec`` ([HOST:]PORT; port 0 picks a free one and says which) until the
    client kills, detaches or leaves an ended program. Returns None when the program ended
    (its exit status and fault report are the caller's), else the exit status to use."""
    try:
        sock = listen(spec)
    except ValueError as e:
        error(str(e), "e.g. --gdb 1234 or --gdb 127.0.0.1:1234")
        return 2
    host, port = sock.getsockname()[:2]
    _say(f"gdb server listening on {host}:{port}; connect with: gdb-multiarch {program} "
         f"-ex 'target remote {host}:{port}'")
    try:
        outcome = GdbServer(dbg, _say).serve(sock)
    except KeyboardInterrupt:
        _say("interrupted")
        return 130
    finally:
        sock.close()
    m = dbg.m
    if outcome == "kill":
        _say("the gdb client killed the program")
        return KILLED_STATUS
    if outcome == "detach" and not m.finished:
        _say("the gdb client detached; running the program to its end")
        dbg.delete()
        dbg.cont()
    if m.finished:
        return None
    _say("the program did not end (the listening socket closed)")
    return 1
