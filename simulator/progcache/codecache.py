"""Compiled block functions kept beside the decoded programs.

The block compilers (:mod:`simulator.blocks`) generate Python text per hot block; compiling a
large one (a GEMM k-loop with the cycle model written in: ~6,000 lines) costs more than a tenth
of a second, and the same program generates the same text on every run. :func:`compiled`
returns the code object for a text from memory, from the cache directory (marshalled, keyed by
the text, the file name the code carries and the interpreter's bytecode magic), or compiles and
stores it. Same switches and size bound as the program cache (:mod:`.store`).
"""
from __future__ import annotations

import marshal
import types
from importlib.util import MAGIC_NUMBER

from . import enabled, store
from ._hash import blake2b

_MEMORY: dict[tuple[str, str], types.CodeType] = {}
_MEMORY_MAX = 4096


def compiled(text: str, filename: str) -> types.CodeType:
    """``compile(text, filename, "exec")``, remembered in this process and on disk."""
    code = _MEMORY.get((text, filename))
    if code is not None:
        return code
    key = None
    if enabled():
        h = blake2b(digest_size=16)
        h.update(MAGIC_NUMBER + filename.encode() + b"\0" + text.encode())
        key = "code-" + h.hexdigest()
        entry = store.read(key)
        if entry is not None:
            try:
                code = marshal.loads(entry["code"])
            except (KeyError, TypeError, ValueError, EOFError):
                store.discard(key)
    if not isinstance(code, types.CodeType):
        code = compile(text, filename, "exec")
        if key is not None:
            store.write({"key": key, "code": marshal.dumps(code)})
    if len(_MEMORY) >= _MEMORY_MAX:
        _MEMORY.clear()
    _MEMORY[(text, filename)] = code
    return code
