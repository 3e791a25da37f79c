"""Machine overrides: dotted keys into a machine description (``classes.sme_fmopa_s.latency``),
checked against what the description has, applied to a copy, validated by the description
parser and written to a private ``.toml`` whose stem is the machine's name (so the feature set
stays that machine's)."""
from __future__ import annotations

import copy
import hashlib
import json
import os
import tempfile
import tomllib

from simulator.timing.description import DescriptionError, parse, path_of


class MachineOverrideError(ValueError):
    """An override the description cannot take: ``key`` is the dotted key (without
    ``machine.``), empty when the machine itself is unknown."""

    def __init__(self, key: str, message: str, hint: str = ""):
        super().__init__(message)
        self.key, self.hint = key, hint


_RAW: dict[str, dict] = {}


def base_description(name: str) -> dict:
    """The description ``name`` (or a .toml path) as a plain dict."""
    path = path_of(name)
    if path not in _RAW:
        try:
            with open(path, "rb") as fh:
                _RAW[path] = tomllib.load(fh)
        except OSError:
            from simulator.timing import available

            raise MachineOverrideError("", f"no machine description '{name}'",
                                       f"known: {', '.join(available())}") from None
        except tomllib.TOMLDecodeError as e:
            raise MachineOverrideError("", f"machine description '{name}': {e}") from None
    return _RAW[path]


def check_overrides(base: dict, overrides: dict) -> None:
    """Raise :class:`MachineOverrideError` unless every key exists with a value of its type."""
    for key, value in overrides.items():
        node, parts = base, key.split(".")
        for i, part in enumerate(parts):
            if not isinstance(node, dict) or part not in node:
                have = sorted(node) if isinstance(node, dict) else []
                at = ".".join(parts[:i]) or "the top level"
                raise MachineOverrideError(
                    key, f"the machine description has no '{key}' ('{part}' is not in {at})",
                    f"keys there: {', '.join(have[:12])}{' …' if len(have) > 12 else ''}"
                    if have else "")
            node = node[part]
        if isinstance(node, dict):
            raise MachineOverrideError(key, f"'{key}' is a table of the machine description",
                                       f"override one of its keys: {', '.join(sorted(node))}")
        num = (int, float) if isinstance(node, float) else type(node)
        if isinstance(value, bool) != isinstance(node, bool) or not isinstance(value, num):
            raise MachineOverrideError(key, f"'{key}' is {type(node).__name__} in the machine "
                                       f"description, not {type(value).__name__} ({value!r})")


def description_dict(name: str, overrides: dict) -> dict:
    """The description with ``overrides`` applied, validated (MachineOverrideError if bad)."""
    base = base_description(name)
    check_overrides(base, overrides)
    data = copy.deepcopy(base)
    for key, value in overrides.items():
        *path, last = key.split(".")
        node = data
        for p in path:
            node = node[p]
        node[last] = value
    if overrides:
        try:
            parse(data, path_of(name))
        except DescriptionError as e:
            raise MachineOverrideError(e.key or next(iter(overrides)), str(e)) from None
    return data


def description_hash(data: dict) -> str:
    """A content hash of a description (canonical JSON), recorded with every result."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def materialize(name: str, overrides: dict) -> str:
    """A machine argument for the simulator: ``name`` itself without overrides, else the path
    of a private ``<dir>/<hash>/<stem>.toml`` holding the overridden description."""
    if not overrides:
        return name
    data = description_dict(name, overrides)
    stem = os.path.basename(path_of(name)).removesuffix(".toml")
    d = os.path.join(tempfile.gettempdir(), f"tilesim-sweep-{os.getuid()}", description_hash(data))
    path = os.path.join(d, f"{stem}.toml")
    if not os.path.exists(path):
        os.makedirs(d, exist_ok=True)
        tmp = f"{path}.{os.getpid()}"
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(to_toml(data))
        os.replace(tmp, path)
    return path


def to_toml(data: dict) -> str:
    """TOML text for a description dict (scalars, lists, nested tables)."""
    lines: list[str] = []
    _emit(data, [], lines)
    return "\n".join(lines) + "\n"


def _emit(table: dict, path: list[str], lines: list[str]) -> None:
    scalars = {k: v for k, v in table.items() if not isinstance(v, dict)}
    if path and (scalars or not table):
        lines.append(f"[{'.'.join(json.dumps(p) for p in path)}]")
    for k, v in scalars.items():
        lines.append(f"{json.dumps(k)} = {_value(v)}")
    for k, v in table.items():
        if isinstance(v, dict):
            _emit(v, path + [k], lines)


def _value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v)
    if isinstance(v, list):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    raise TypeError(f"cannot write {type(v).__name__} as TOML")
