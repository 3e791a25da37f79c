"""`tilesim run/debug FILE.asc --vf 'NAME<T>' --arg PARAM=VALUE …`: build the call's arguments
(numbers, or numpy arrays placed in UB) and bind the call as the program; array parameters
become UB symbols, so `--dump ub:PARAM:f32:8` shows them after the call. Also the Ascend C
notes of `run` and `asm`."""
from __future__ import annotations

import re
import sys

import numpy as np

from .render import error

_DT = {"f32": np.float32, "f16": np.float16, "s32": np.int32, "u32": np.uint32, "s16": np.int16,
       "u16": np.uint16, "s8": np.int8, "u8": np.uint8, "bf16": np.uint16}
_ARRAY = re.compile(r"^(\w+)\[([\d,\s]+)\](?::(random|range)(?::(\d+))?)?$")


def parse_value(text: str):
    """``3``, ``0.5``, ``f32[128]``, ``f32[128,128]:random:7``, ``s32[64]:range``."""
    t = text.strip()
    m = _ARRAY.match(t)
    if m:
        dt = _DT.get(m.group(1))
        if dt is None:
            raise ValueError(f"unknown element type '{m.group(1)}' (one of {' '.join(_DT)})")
        shape = tuple(int(x) for x in m.group(2).split(",") if x.strip())
        n = int(np.prod(shape))
        if n <= 0 or n * np.dtype(dt).itemsize > 248 * 1024:
            raise ValueError(f"array {t} does not fit in the 248 KiB UB")
        if m.group(3) == "random":
            rng = np.random.default_rng(int(m.group(4) or 0))
            if np.dtype(dt).kind == "f":
                return rng.uniform(-4, 4, shape).astype(dt)
            return rng.integers(-100 if np.dtype(dt).kind == "i" else 0, 100, shape).astype(dt)
        if m.group(3) == "range":
            return np.arange(n).reshape(shape).astype(dt)
        return np.zeros(shape, dt)
    try:
        return int(t, 0)
    except ValueError:
        pass
    try:
        return float(t)
    except ValueError:
        raise ValueError(f"'{t}' is not a number or an array spec (f32[N], f32[N]:random:SEED, "
                         "s32[N]:range)") from None


def parse_args(items: list[str]) -> dict | None:
    """--arg PARAM=VALUE items as keyword arguments; None after printing the error."""
    kwargs = {}
    for item in items:
        k, sep, v = item.partition("=")
        if not sep or not k.strip():
            error(f"--arg {item}: expected PARAM=VALUE", "--arg n=100 --arg x=f32[128]:random:1")
            return None
        try:
            kwargs[k.strip()] = parse_value(v)
        except ValueError as e:
            error(f"--arg {item}: {e}")
            return None
    return kwargs


def start_vf(m, name: str, items: list[str]) -> int | None:
    """Bind the call of VF ``name`` as ``m``'s program (run/step then execute it); None when
    bound, else the exit status after printing the error."""
    kwargs = parse_args(items)
    if kwargs is None:
        return 2
    if not hasattr(m, "start_call"):
        error("--vf applies to VF programs (Ascend C or .arch ascend-vf)")
        return 2
    try:
        m.start_call(name, **kwargs)
    except (KeyError, TypeError, ValueError, MemoryError) as e:
        msg = e.args[0] if e.args else str(e)
        print(msg if "\n" in str(msg) else f"tilesim: error: {msg}", file=sys.stderr)
        return 2
    return None


def _frontend(prog):
    extra = getattr(prog, "extra", None)
    return extra.get("ascendc") if isinstance(extra, dict) else None


def needs_vf(m, args) -> bool:
    """An Ascend C file has no entry: `run` without --vf is a usage error naming its VFs."""
    fe = _frontend(getattr(m, "program", None))
    if fe is None or getattr(args, "vf", None):
        return False
    names = sorted(m.image.functions) + [e for _, e in fe.templates()]
    error(f"{args.file} is Ascend C: it has no entry to run; name a VF with --vf",
          "VFs: " + (", ".join(names) or "none") + " (arguments with --arg PARAM=VALUE)")
    return True


def template_notes(prog) -> None:
    """`asm`: say when a file has no VF, and name the template VFs that have no code yet (they
    are instantiated on request)."""
    fe = _frontend(prog)
    if fe is None:
        return
    if not fe.vfs:
        why = f" ({fe.top_errors[0].loc}: a declaration could not be parsed)" if fe.top_errors else ""
        print(f"tilesim: note: no __simd_vf__ function in {fe.file}{why}", file=sys.stderr)
    done = {k.split("<")[0] for k in prog.extra["vf"].functions}
    for t, example in fe.templates():
        if t not in done:
            print(f"tilesim: note: template VF '{t}' not instantiated: name it with "
                  f"--vf '{example}'", file=sys.stderr)
