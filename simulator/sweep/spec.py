"""Sweep specifications: a TOML file read with stdlib ``tomllib``, validated strictly before
anything runs, and expanded into points.

    [run]                      # what one point runs, and its fixed parameters
    kind = "gemm"              # "gemm" (tilesim gemm), "program" (a .s file), "call" (module:fn)
    m = 64
    timeout = 120              # seconds per point
    [axes]                     # swept parameters: a list, or {start, stop, step|factor}
    svl = [256, 512]
    kc = { start = 8, stop = 64, factor = 2 }
    machine.classes.sme_fmopa_s.latency = [2, 4, 8]   # dotted key into the machine description
    [sweep]
    zip = [["m", "n"]]         # axes varied together (product of the rest)
    constraints = ["kc * mr * 4 <= l1_bytes"]
    record = ["cycles", "ipc", "peak_fraction", "stats.stalls"]

Every error is a :class:`SweepSpecError` carrying the TOML line and column of the offending
key (``tomllib`` has no positions: :func:`key_position` finds the key in the text).
"""
from __future__ import annotations

import ast
import itertools
import os
import re
import tomllib

import attrs

from .machine import MachineOverrideError, base_description, check_overrides, description_dict

KINDS = ("gemm", "program", "call")
# [run] keys per kind -> accepted Python types (an axis may sweep any of them)
_COMMON = {"kind": str, "machine": str, "timeout": (int, float), "svl": int, "seed": int}
_GEMM = {"m": int, "n": int, "k": int, "kernel": str, "mc": int, "kc": int, "nc": int,
         "a_layout": str, "b_layout": str, "c_layout": str, "packed": bool, "warm": bool,
         "split": bool}
_PROGRAM = {"program": str, "vl": int, "max_steps": int}
_CALL = {"callable": str}  # plus any parameters of the callable
_KIND_KEYS = {"gemm": _GEMM, "program": _PROGRAM, "call": _CALL}
_SWEEP = {"zip": list, "constraints": list, "record": list}
_TOP = {"run": dict, "axes": dict, "sweep": dict}
DEFAULT_RECORD = ("cycles", "ipc", "peak_fraction", "gflops", "instructions", "max_rel_error")
# names a constraint may use besides the parameters
DERIVED = ("mr", "l1_bytes", "l2_bytes", "svl_bytes")


class SweepSpecError(ValueError):
    """A bad sweep spec: ``file:line:col: message`` plus a hint."""

    def __init__(self, file: str, line: int, col: int, message: str, hint: str = ""):
        super().__init__(f"{file}:{line}:{col}: {message}")
        self.file, self.line, self.col, self.message, self.hint = file, line, col, message, hint


@attrs.frozen
class Axis:
    name: str
    values: tuple


@attrs.frozen
class SweepSpec:
    file: str
    text: str
    kind: str
    fixed: dict            # [run] parameters (machine overrides as "machine.<dotted key>")
    axes: tuple[Axis, ...]
    zips: tuple[tuple[str, ...], ...]
    constraints: tuple[str, ...]
    record: tuple[str, ...]
    program_text: str | None = None   # kind "program": the source, shipped to the workers

    @property
    def timeout(self) -> float:
        return float(self.fixed.get("timeout", 600))

    def error(self, key: str, message: str, hint: str = "") -> SweepSpecError:
        """An error located at ``key`` (dotted: ``axes.kc``) in the spec's text."""
        line, col = key_position(self.text, key)
        return SweepSpecError(self.file, line, col, message, hint)


# ------------------------------------------------------------------ positions
def _norm_key(key: str) -> str:
    return ".".join(p.strip().strip('"').strip("'") for p in key.split("."))


_HEADER = re.compile(r"^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")
_ASSIGN = re.compile(r"^\s*([A-Za-z0-9_\-.\"' ]+?)\s*=")


def key_position(text: str, dotted: str) -> tuple[int, int]:
    """(line, column), 1-based, of the key ``dotted`` (``axes.kc``) in the TOML ``text``: the
    assignment or table header that defines it or its closest enclosing table (1, 1 if none)."""
    want = dotted.split(".")
    best, best_len = (1, 1), 0
    table: list[str] = []
    for i, line in enumerate(text.splitlines(), 1):
        h = _HEADER.match(line)
        if h:
            table = _norm_key(h.group(1)).split(".")
            path, col = table, line.index("[") + 1
        else:
            a = _ASSIGN.match(line)
            if not a:
                continue
            path, col = table + _norm_key(a.group(1)).split("."), a.start(1) + 1
        n = len(path) if want[:len(path)] == path else 0
        if n == 0 and path[:len(want)] == want:
            n = len(want)
        if n > best_len:
            best, best_len = (i, col), n
            if n == len(want):
                break
    return best


# ------------------------------------------------------------------ loading
def load_spec(path: str) -> SweepSpec:
    """Read, validate and resolve the sweep spec at ``path`` (raises :class:`SweepSpecError`)."""
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except OSError as e:
        raise SweepSpecError(path, 1, 1, f"cannot read the sweep spec: {e.strerror}") from None
    return parse_spec(text, path)


def parse_spec(text: str, file: str = "<sweep>.toml") -> SweepSpec:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        m = re.search(r"line (\d+), column (\d+)", str(e))
        line, col = (int(m.group(1)), int(m.group(2))) if m else (1, 1)
        raise SweepSpecError(file, line, col, f"TOML syntax error: {str(e).split(' (at')[0]}",
                             "see https://toml.io") from None

    def err(key: str, message: str, hint: str = "") -> SweepSpecError:
        line, col = key_position(text, key)
        return SweepSpecError(file, line, col, message, hint)

    for k, v in data.items():
        if k not in _TOP:
            raise err(k, f"unknown table '{k}'", "the tables are [run], [axes] and [sweep]")
        if not isinstance(v, dict):
            raise err(k, f"'{k}' must be a table", f"write [{k}] on its own line")
    run = data.get("run")
    if run is None:
        raise SweepSpecError(file, 1, 1, "no [run] table", 'add [run] with kind = "gemm"')
    kind = run.get("kind", "gemm")
    if kind not in KINDS:
        raise err("run.kind", f"kind = {kind!r}: expected one of {', '.join(KINDS)}")
    schema = {**_COMMON, **_KIND_KEYS[kind]}
    fixed = _flatten(run)
    axes_raw = _flatten(data.get("axes", {}))
    for where, table in (("run", fixed), ("axes", axes_raw)):
        for key in table:
            if kind == "program" and re.fullmatch(r"defsym\.[A-Za-z_]\w*", key):
                continue
            if kind == "call" and key not in schema and not key.startswith("machine."):
                schema[key] = (int, float, str, bool)  # the callable's own parameters
                continue
            if not key.startswith("machine.") and key not in schema:
                raise err(f"{where}.{key}", f"unknown parameter '{key}' for kind '{kind}'",
                          f"known: {', '.join(sorted(schema))}, or machine.<dotted key>"
                          + (", defsym.<SYMBOL>" if kind == "program" else ""))
    schema.update({k: int for k in [*fixed, *axes_raw] if k.startswith("defsym.")})
    for key, v in fixed.items():
        if not key.startswith("machine."):
            _check_type(err, f"run.{key}", key, v, schema[key])
    axes = []
    for key, raw in axes_raw.items():
        if key in fixed:
            raise err(f"axes.{key}", f"'{key}' is both fixed in [run] and swept in [axes]",
                      "keep one of them")
        values = _axis_values(err, f"axes.{key}", raw)
        if not key.startswith("machine."):
            for v in values:
                _check_type(err, f"axes.{key}", key, v, schema[key])
        axes.append(Axis(key, values))
    sweep = data.get("sweep", {})
    for k, v in sweep.items():
        if k not in _SWEEP:
            raise err(f"sweep.{k}", f"unknown key '{k}' in [sweep]",
                      "known: zip, constraints, record")
        if not isinstance(v, list):
            raise err(f"sweep.{k}", f"'{k}' must be a list")
    names = {a.name: a for a in axes}
    zips = []
    for group in sweep.get("zip", []):
        if not isinstance(group, list) or len(group) < 2 or not all(isinstance(g, str) for g in group):
            raise err("sweep.zip", "each zip group is a list of two or more axis names",
                      'e.g. zip = [["m", "n"]]')
        for g in group:
            if g not in names:
                raise err("sweep.zip", f"zip names '{g}', which is not an axis")
            if any(g in z for z in zips):
                raise err("sweep.zip", f"axis '{g}' is in two zip groups")
        lens = {len(names[g].values) for g in group}
        if len(lens) != 1:
            raise err("sweep.zip", f"zipped axes {', '.join(group)} have different lengths "
                      f"({', '.join(str(len(names[g].values)) for g in group)})")
        zips.append(tuple(group))
    constraints = tuple(sweep.get("constraints", []))
    params = set(fixed) | set(names) | set(DERIVED)
    for c in constraints:
        if not isinstance(c, str):
            raise err("sweep.constraints", "constraints are strings, e.g. \"kc * mr * 4 <= l1_bytes\"")
        try:
            _compile_expr(c, params)
        except ValueError as e:
            raise err("sweep.constraints", f"constraint {c!r}: {e}",
                      f"names: the parameters and {', '.join(DERIVED)}") from None
    record = tuple(sweep.get("record", DEFAULT_RECORD))
    for r in record:
        if not isinstance(r, str) or not r:
            raise err("sweep.record", "record lists metric names (strings)")
    program_text = None
    if kind == "program":
        prog = fixed.get("program")
        if not isinstance(prog, str):
            raise err("run", 'kind "program" needs program = "path/to/file.s" in [run]',
                  "and its --defsym symbols as defsym.NAME = value (or an axis)")
        path = os.path.join(os.path.dirname(os.path.abspath(file)), prog)
        try:
            with open(path, encoding="utf-8") as fh:
                program_text = fh.read()
        except OSError as e:
            raise err("run.program", f"cannot read program '{prog}': {e.strerror}",
                      "paths are relative to the spec file") from None
        fixed["program"] = os.path.abspath(path)
    if kind == "call" and not re.fullmatch(r"[\w.]+:\w+", str(fixed.get("callable", ""))):
        raise err("run.callable" if "callable" in fixed else "run",
                  'kind "call" needs callable = "package.module:function" in [run]')
    spec = SweepSpec(file, text, kind, fixed, tuple(axes), tuple(zips), constraints, record,
                     program_text)
    _check_machine(spec, err)
    return spec


def _flatten(table: dict, prefix: str = "") -> dict:
    """Nested tables under ``machine`` and ``defsym`` become dotted keys; range tables stay whole."""
    out = {}
    for k, v in table.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict) and key.split(".")[0] in ("machine", "defsym") and \
                not _is_range(v):
            out.update(_flatten(v, f"{key}."))
        else:
            out[key] = v
    return out


def _is_range(v: dict) -> bool:
    return "start" in v and "stop" in v


def _check_type(err, where: str, key: str, v, want) -> None:
    if isinstance(v, bool) and want is not bool or not isinstance(v, want):
        names = want.__name__ if isinstance(want, type) else "/".join(t.__name__ for t in want)
        raise err(where, f"'{key}' must be {names}, not {type(v).__name__} ({v!r})")


def _axis_values(err, where: str, raw) -> tuple:
    if isinstance(raw, list):
        if not raw:
            raise err(where, f"axis '{where[5:]}' is empty", "give at least one value")
        return tuple(raw)
    if isinstance(raw, dict):
        extra = set(raw) - {"start", "stop", "step", "factor"}
        if extra or not _is_range(raw) or ("step" in raw) == ("factor" in raw):
            raise err(where, f"axis '{where[5:]}': a range is {{start, stop, step}} or "
                      "{start, stop, factor} (stop included)", "or give a list of values")
        start, stop = raw["start"], raw["stop"]
        by = raw.get("step", raw.get("factor"))
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in (start, stop, by)):
            raise err(where, f"axis '{where[5:]}': range bounds must be integers")
        if "step" in raw:
            if by <= 0:
                raise err(where, f"axis '{where[5:]}': step must be positive")
            values = tuple(range(start, stop + 1, by))
        else:
            if by < 2 or start < 1:
                raise err(where, f"axis '{where[5:]}': factor >= 2 and start >= 1")
            values, v = [], start
            while v <= stop:
                values.append(v)
                v *= by
            values = tuple(values)
        if not values:
            raise err(where, f"axis '{where[5:]}' is empty (start > stop)")
        return values
    raise err(where, f"axis '{where[5:]}' must be a list or a range table, not "
              f"{type(raw).__name__}", "fixed values go in [run]")


def _check_machine(spec: SweepSpec, err) -> None:
    """Every machine override names a key the description has, with a value of its type."""
    overrides = {k: [v] for k, v in spec.fixed.items() if k.startswith("machine.")}
    overrides.update({a.name: list(a.values) for a in spec.axes if a.name.startswith("machine.")})
    machines = [spec.fixed.get("machine")] + [v for a in spec.axes if a.name == "machine"
                                              for v in a.values]
    for name in machines:
        try:
            base = base_description(_machine_name(spec.kind, name, spec.fixed))
            for key, values in overrides.items():
                for v in values:
                    check_overrides(base, {key[len("machine."):]: v})
                    description_dict(_machine_name(spec.kind, name, spec.fixed),
                                     {key[len("machine."):]: v})
        except MachineOverrideError as e:
            where = ("axes." if any(a.name == f"machine.{e.key}" for a in spec.axes)
                     else "run.") + (f"machine.{e.key}" if e.key else "machine")
            raise err(where, str(e), e.hint) from None


def _machine_name(kind: str, name, fixed: dict) -> str:
    if name:
        return name
    return "generic" if kind == "gemm" and fixed.get("kernel") == "sve" else "m4"


# ------------------------------------------------------------------ expansion
_OPS = (ast.Expression, ast.BoolOp, ast.And, ast.Or, ast.UnaryOp, ast.Not, ast.USub, ast.UAdd,
        ast.BinOp, ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow,
        ast.Compare, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.Eq, ast.NotEq, ast.Name, ast.Load,
        ast.Constant)


def _mangle(text: str) -> str:
    """Dotted parameter names (``machine.caches.l1d.size``) as Python identifiers."""
    return re.sub(r"\b[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+", lambda m: m.group(0).replace(".", "__"),
                  text)


def _compile_expr(expr: str, names: set[str]):
    """Arithmetic and comparisons over ``names`` only (no calls, attributes or subscripts)."""
    try:
        tree = ast.parse(_mangle(expr), mode="eval")
    except SyntaxError as e:
        raise ValueError(f"syntax error at column {e.offset}") from None
    allowed = {_mangle(n) for n in names}
    for node in ast.walk(tree):
        if not isinstance(node, _OPS):
            raise ValueError(f"'{type(node).__name__}' is not allowed (arithmetic and "
                             "comparisons only)")
        if isinstance(node, ast.Name) and node.id not in allowed:
            raise ValueError(f"unknown name '{node.id.replace('__', '.')}'")
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise ValueError("only numeric constants")
    return compile(tree, "<constraint>", "eval")


def derived(params: dict, desc: dict) -> dict:
    """The names a constraint may use besides the parameters (from the machine description
    after overrides, as a dict)."""
    svl = params.get("svl") or desc.get("default_svl", 512)
    caches = desc.get("caches", {})
    return {"mr": 2 * svl // 32, "svl_bytes": svl // 8,
            "l1_bytes": next((c["size"] for n, c in caches.items() if n.startswith("l1")), 0),
            "l2_bytes": next((c["size"] for n, c in caches.items() if n.startswith("l2")), 0)}


def satisfies(expr: str, env: dict) -> bool:
    names = {_mangle(k): v for k, v in env.items()}
    code = _compile_expr(expr, set(env))
    try:
        return bool(eval(code, {"__builtins__": {}}, names))  # noqa: S307 (AST-checked above)
    except (TypeError, ZeroDivisionError):
        return False


def expand(spec: SweepSpec) -> tuple[list[dict], int]:
    """(the points' full parameter sets, how many the constraints excluded)."""
    groups: list[list[dict]] = []
    zipped = {g for z in spec.zips for g in z}
    for z in spec.zips:
        axes = {a.name: a.values for a in spec.axes if a.name in z}
        groups.append([dict(zip(z, vals)) for vals in zip(*(axes[n] for n in z))])
    for a in spec.axes:
        if a.name not in zipped:
            groups.append([{a.name: v} for v in a.values])
    points, excluded = [], 0
    for combo in itertools.product(*groups):
        p = dict(spec.fixed)
        p["kind"] = spec.kind
        for part in combo:
            p.update(part)
        try:
            desc = description_dict(_machine_name(spec.kind, p.get("machine"), p),
                                    overrides_of(p))
        except MachineOverrideError as e:
            where = "axes" if any(a.name.startswith("machine.") for a in spec.axes) else "run"
            raise spec.error(where, f"{e} (with {_describe(p, spec)})", e.hint) from None
        if spec.constraints:
            env = {k: v for k, v in p.items() if isinstance(v, (int, float))}
            env.update(derived(p, desc))
            if not all(satisfies(c, env) for c in spec.constraints):
                excluded += 1
                continue
        points.append(p)
    return points, excluded


def overrides_of(params: dict) -> dict:
    """The machine overrides of a point: ``{dotted key in the description: value}``."""
    return {k[len("machine."):]: v for k, v in params.items() if k.startswith("machine.")}


def machine_of(params: dict) -> str:
    return _machine_name(params.get("kind", "gemm"), params.get("machine"), params)


def _describe(point: dict, spec: SweepSpec) -> str:
    return ", ".join(f"{a.name} = {point.get(a.name)!r}" for a in spec.axes)
