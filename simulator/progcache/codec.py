"""A decoded :class:`~isa.asm.program.Program` to bytes and back, its closures included.

The instruction table's decoders return binders that are closures, which :mod:`pickle` cannot
store. Here a function is stored as where its code object lives (module, top-level name, the
path through nested code constants) plus its cell values, and rebuilt around the *same* code
object of the live module, so a loaded program is what a fresh decode gives (the block
compiler recognises an SVE LD1's closure by its code, simulator/blocks/inline.py; instruction
forms, isa/a64/sem.py, are plain attrs objects and find their closure factory again). Code made by ``exec``/``eval`` at decode time (condition tests) has no such home and is
stored by value (:mod:`marshal`). Functions that are module-level values of ``isa`` (or items of
its tables) come back as the same objects; other captured values are copies. Equal operands (frozen) are stored once, and a
binder that holds its decoder's ``Args`` keeps it without the assembler behind it.
"""
from __future__ import annotations

import builtins
import importlib
import io
import marshal
import pickle
import sys
import types
from typing import Any

import attrs

_ATOMS = (int, float, str, bytes, bool, complex, type(None))
_PREFIXES = ("isa.",)  # modules whose module-level functions keep their identity

_paths: dict[int, tuple] = {}  # id(code) -> ((module, name, member, const path), code), at store
_indexed: set[str] = set()
_codes: dict[tuple, types.CodeType] = {}  # (module, name, member, path) -> code, at load


class CodecError(Exception):
    """The program holds something this codec cannot store (the caller does not cache it)."""


# ---------------------------------------------------------------- code objects by location
def _walk(code: types.CodeType, where: tuple, path: tuple) -> None:
    _paths.setdefault(id(code), (where + (path,), code))
    for i, c in enumerate(code.co_consts):
        if isinstance(c, types.CodeType):
            _walk(c, where, path + (i,))


def _index(modname: str) -> None:
    """Record where each code object of ``modname``'s functions and methods lives."""
    if modname in _indexed:
        return
    _indexed.add(modname)
    mod = sys.modules[modname]
    for name, v in list(vars(mod).items()):
        fn = getattr(v, "__code__", None)
        if isinstance(fn, types.CodeType) and getattr(v, "__module__", None) == modname:
            _walk(fn, (modname, name, None), ())
        elif isinstance(v, type) and v.__module__ == modname:
            for member, a in list(vars(v).items()):
                f = getattr(a, "__func__", a)
                c = getattr(f, "__code__", None)
                if isinstance(c, types.CodeType):
                    _walk(c, (modname, name, member), ())


def _code_at(modname: str, name: str, member: str | None, path: tuple) -> types.CodeType:
    key = (modname, name, member, path)
    code = _codes.get(key)
    if code is None:
        obj = getattr(importlib.import_module(modname), name)
        if member is not None:
            obj = vars(obj)[member]
        code = getattr(obj, "__func__", obj).__code__
        for i in path:
            code = code.co_consts[i]
        _codes[key] = code
    return code


# ---------------------------------------------------------------- rebuilders (load side)
def _function(where: tuple, name: str, defaults, kwdefaults, closure) -> types.FunctionType:
    modname = where[0]
    code = _code_at(*where) if len(where) == 4 else marshal.loads(where[1])
    fn = types.FunctionType(code, sys.modules[modname].__dict__, name, defaults, closure)
    if kwdefaults:
        fn.__kwdefaults__ = kwdefaults
    return fn


def _free_function(code: bytes, name: str, defaults, kwdefaults, closure) -> types.FunctionType:
    fn = types.FunctionType(marshal.loads(code), {"__builtins__": builtins}, name, defaults,
                            closure)
    if kwdefaults:
        fn.__kwdefaults__ = kwdefaults
    return fn


def _set_globals(fn: types.FunctionType, state: dict) -> None:
    fn.__globals__.update(state)


def _cell() -> types.CellType:
    return types.CellType()


def _full_cell(value) -> types.CellType:
    return types.CellType(value)


def _set_cell(cell: types.CellType, state: tuple) -> None:
    cell.cell_contents = state[0]


# ---------------------------------------------------------------- functions in module tables
_registry: dict[int, tuple] | None = None


def _module_functions() -> dict[int, tuple]:
    """Functions that are module-level values of ``isa`` modules, or items of their dicts,
    lists and tuples (e.g. ``simd._LOGIC["eor"]``): id -> ((module, name, key), function)."""
    global _registry
    if _registry is None:
        from isa.a64 import load_all

        load_all()
        out: dict[int, tuple] = {}
        for modname in sorted(m for m in sys.modules if m.startswith(_PREFIXES)):
            mod = sys.modules[modname]
            for name, v in list(vars(mod).items()) if mod is not None else ():
                if isinstance(v, types.FunctionType):
                    out.setdefault(id(v), ((modname, name, None), v))
                items = v.items() if isinstance(v, dict) else (
                    enumerate(v) if isinstance(v, (list, tuple)) else ())
                for k, item in items:
                    if isinstance(item, types.FunctionType) and isinstance(k, _ATOMS):
                        out.setdefault(id(item), ((modname, name, k), item))
        _registry = out
    return _registry


def _module_function(key: tuple, qualname: str, where: tuple, *rest) -> types.FunctionType:
    """The live function at ``key`` when it is there (a table filled lazily may not hold it
    yet in this process), else the stored copy (``where`` and the rest: see _function)."""
    modname, name, k = key
    try:
        v = getattr(importlib.import_module(modname), name)
        fn = v if k is None else v[k]
        if isinstance(fn, types.FunctionType) and fn.__qualname__ == qualname:
            return fn
    except (AttributeError, KeyError, IndexError, TypeError, ImportError):
        pass
    return _function(where, *rest)


def _assembler_classes() -> tuple[type, type, type]:
    global _ASM_CLASSES
    if _ASM_CLASSES is None:
        from isa.a64.table import Args
        from isa.asm.assembler import Assembler, Context

        _ASM_CLASSES = (Args, Assembler, Context)
    return _ASM_CLASSES


_ASM_CLASSES: tuple[type, type, type] | None = None


def _detached(cls: type, state: dict):
    obj = cls.__new__(cls)
    vars(obj).update(state)
    return obj


# ---------------------------------------------------------------- attrs classes
_positional: dict[type, tuple[str, ...] | None] = {}


def _init_fields(cls: type) -> tuple[str, ...] | None:
    """Field names when ``cls(*values)`` rebuilds an instance exactly, else None."""
    if cls not in _positional:
        fields = attrs.fields(cls)
        ok = all(f.init and not f.kw_only and f.converter is None for f in fields)
        _positional[cls] = tuple(f.name for f in fields) if ok else None
    return _positional[cls]


_PAGE = 1 << 12


class _Sparse:
    """A large bytearray (a section's image: ``.space`` buffers are mostly zeros) stored as its
    size and its pages that are not all zero."""

    def __init__(self, data: bytearray):
        self.data = data

    def __reduce__(self):
        d, zero = self.data, bytes(_PAGE)
        pages = [(o, bytes(d[o:o + _PAGE])) for o in range(0, len(d), _PAGE)
                 if d[o:o + _PAGE] != zero[:len(d) - o]]
        return (_unsparse, (len(d), pages))


def _unsparse(size: int, pages: list[tuple[int, bytes]]) -> bytearray:
    out = bytearray(size)
    for o, b in pages:
        out[o:o + len(b)] = b
    return out


class _Pickler(pickle.Pickler):
    def __init__(self, file):
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self._tables = _module_functions()
        self._equal: dict = {}  # frozen operand -> the first equal one

    def _canonical(self, obj):
        try:
            return self._equal.setdefault(obj, obj)
        except TypeError:  # an unhashable field
            return obj

    def reducer_override(self, obj):
        if isinstance(obj, types.FunctionType):
            return self._function(obj)
        if isinstance(obj, types.CellType):
            try:
                value = obj.cell_contents
            except ValueError:
                return (_cell, ())
            if isinstance(value, _ATOMS):  # cannot lead back to the cell: one call
                return (_full_cell, (value,))
            return (_cell, (), (value,), None, None, _set_cell)
        cls = type(obj)
        args, assembler, context = _assembler_classes()
        if cls is args:  # held by a binder for its mnemonic: kept without the assembler
            return (_detached, (cls, dict(vars(obj), ctx=None)))  # context (assembly is over)
        if isinstance(obj, (assembler, context)):
            raise CodecError(f"the program holds the assembler ({cls.__name__})")
        if attrs.has(cls) and not isinstance(obj, type):
            names = _init_fields(cls)
            if names is None:
                return NotImplemented
            values = tuple(_Sparse(v) if type(v) is bytearray and len(v) > _PAGE else v
                           for v in (getattr(obj, n) for n in names))
            if cls.__name__ == "Insn":  # operands are frozen: equal ones stored once
                i = names.index("operands")
                values = values[:i] + (tuple(self._canonical(o) for o in values[i]),) \
                    + values[i + 1:]
            return (cls, values)
        return NotImplemented

    def _function(self, fn: types.FunctionType):
        code, g = fn.__code__, fn.__globals__
        modname = g.get("__name__")
        mod = sys.modules.get(modname) if isinstance(modname, str) else None
        if mod is None or vars(mod) is not g:  # made by exec() in a private namespace
            state = {k: v for k, v in g.items() if k != "__builtins__"}
            return (_free_function, (marshal.dumps(code), fn.__name__, fn.__defaults__,
                                     fn.__kwdefaults__, fn.__closure__),
                    state, None, None, _set_globals)
        if modname == "__main__":
            raise CodecError(f"function {fn.__qualname__} lives in __main__")
        if "<" not in fn.__qualname__ and getattr(mod, fn.__name__, None) is fn:
            return NotImplemented  # a module-level function: by reference
        _index(modname)
        found = _paths.get(id(code))
        if found is not None and found[1] is code and found[0][0] == modname:
            where = found[0]
        else:
            where = (modname, marshal.dumps(code))  # e.g. an eval()'d lambda
        args = (where, fn.__name__, fn.__defaults__, fn.__kwdefaults__, fn.__closure__)
        table = self._tables.get(id(fn))
        if table is not None and table[1] is fn:
            return (_module_function, (table[0], fn.__qualname__) + args)
        return (_function, args)


def dumps(obj: Any) -> bytes:
    """``obj`` (a Program, or data holding one) as bytes; CodecError if it cannot be."""
    buf = io.BytesIO()
    try:
        _Pickler(buf).dump(obj)
    except (pickle.PicklingError, TypeError, AttributeError, ValueError, RecursionError) as e:
        raise CodecError(f"{type(e).__name__}: {e}") from None
    return buf.getvalue()


def loads(data: bytes) -> Any:
    """What :func:`dumps` stored (any exception means a damaged or foreign entry). The
    collector is paused meanwhile: the objects made all live on, and a large program would
    otherwise be walked by several full collections while it grows (twice the load time)."""
    import gc

    paused = gc.isenabled()
    gc.disable()
    try:
        return pickle.loads(data)
    finally:
        if paused:
            gc.enable()
