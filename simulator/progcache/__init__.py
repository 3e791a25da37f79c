"""The decoded-program cache: assembling a program again is loading it.

Assembly costs ~100 µs per statement (lexing, macros, two passes, operand parsing and decoding);
a cached program loads in a fraction of that. An entry is keyed by everything the assembled
:class:`~isa.asm.program.Program` depends on: the source text and file name, the include
directories, ``--defsym`` values, the Python and numpy versions and a hash of the assembler and
instruction-table code (``isa/``, the ``.tensor`` directive and layouts, this package), so
editing tilesim invalidates it. Each ``.include`` is recorded with the file it named, the path
the search found (beside the including file, the include directories, the working directory)
and that file's text hash; an entry is used only if every search still finds the same path and
the file reads the same. Warnings the assembler gave are part of the Program (``remarks``) and
so come back with it. Entries are pickles: the directory must be the user's own.

``TILESIM_NO_CACHE=1`` (or ``tilesim --no-cache``) turns the cache off; ``TILESIM_CACHE_DIR``
moves it (see :mod:`.store` for the default and the size bound).
"""
from __future__ import annotations

import os
import sys
from typing import Callable

from . import store
from ._hash import blake2b

FORMAT = 1
_fingerprint: str | None = None


def enabled() -> bool:
    """False when ``TILESIM_NO_CACHE`` is set to anything but ``""``/``0``."""
    return os.environ.get("TILESIM_NO_CACHE", "") in ("", "0")


def code_fingerprint() -> str:
    """A hash of the code an assembled program depends on, and of the interpreter."""
    global _fingerprint
    if _fingerprint is None:
        import numpy

        root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        h = blake2b(digest_size=16)
        h.update(f"{FORMAT} {sys.version} {numpy.__version__}".encode())
        paths = []
        for top in ("isa", os.path.join("simulator", "layout"),
                    os.path.join("simulator", "progcache")):
            for d, dirs, files in os.walk(os.path.join(root, top)):
                dirs[:] = sorted(x for x in dirs if x != "__pycache__")
                paths += [os.path.join(d, f) for f in files if f.endswith(".py")]
        paths += [os.path.join(root, "simulator", f) for f in ("tensors.py", "machine.py")]
        for p in sorted(paths):
            h.update(os.path.relpath(p, root).encode() + b"\0")
            try:
                with open(p, "rb") as fh:
                    h.update(fh.read())
            except OSError:
                h.update(b"<missing>")
        _fingerprint = h.hexdigest()
    return _fingerprint


def entry_key(text: str, file: str, include_dirs: tuple[str, ...],
              defsyms: dict[str, int] | None) -> str:
    """The entry name for assembling ``text`` as ``file`` with these options (the included
    files are checked separately: :func:`_deps_hold`)."""
    h = blake2b(digest_size=20)
    for part in (code_fingerprint(), file, repr(tuple(include_dirs)),
                 repr(sorted((defsyms or {}).items())), text):
        h.update(part.encode("utf-8", "surrogatepass") + b"\0")
    return h.hexdigest()


def _text_hash(text: str) -> str:
    return blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()


def _deps_hold(deps: list, include_dirs: tuple[str, ...]) -> bool:
    """Every recorded ``.include`` still resolves to the same path and reads the same."""
    if not deps:
        return True
    from isa.asm.assembler import Assembler
    from isa.asm.limits import SourceError, read_source

    finder = Assembler(None, include_dirs)
    texts: dict[str, str] = {}
    for name, including, path, digest in deps:
        if finder._find_include(name, including) != path:
            return False
        if path not in texts:
            try:
                texts[path] = _text_hash(read_source(path))
            except SourceError:
                return False
        if texts[path] != digest:
            return False
    return True


def assemble(assemble_fn: Callable, text: str, file: str = "<string>",
             include_dirs: tuple[str, ...] = (), defsyms: dict[str, int] | None = None):
    """``assemble_fn(text, file, include_dirs, defsyms, assembler=...)`` through the cache.
    Errors are never cached (the assembler reports them each time)."""
    if not enabled():
        return assemble_fn(text, file, include_dirs, defsyms)
    from . import codec

    include_dirs = tuple(include_dirs)
    key = entry_key(text, file, include_dirs, defsyms)
    entry = store.read(key)
    if entry is not None:
        try:
            if _deps_hold(entry["deps"], include_dirs):
                return codec.loads(entry["program"])
        except Exception:  # noqa: BLE001 - a damaged or foreign entry: assemble instead
            store.discard(key)
    lookups: list[tuple[str, str, str | None]] = []
    program = assemble_fn(text, file, include_dirs, defsyms,
                          assembler=_recording_assembler(lookups))
    try:
        deps = [(name, including, path, _text_hash(program.files[path]))
                for name, including, path in lookups if path is not None]
        store.write({"key": key, "deps": deps, "program": codec.dumps(program)})
    except (codec.CodecError, KeyError):
        pass  # not storable: it still runs, uncached
    return program


def _recording_assembler(lookups: list):
    """The assembler class, recording each ``.include`` lookup (name, including file, path)
    into ``lookups``."""
    from isa.asm.assembler import Assembler

    class Recording(Assembler):
        def _find_include(self, name: str, file: str) -> str | None:
            path = super()._find_include(name, file)
            lookups.append((name, file, path))
            return path

    return Recording
