"""`--gdb [HOST:]PORT`: a GDB remote serial protocol server, so gdb, lldb or an IDE debug a
program running in tilesim (see docs/gdb.md)."""
from .server import GdbServer, listen

__all__ = ["GdbServer", "listen"]
