"""Dump specs (``x0``, ``z5.s``, ``za1h.s[3]``, ``mem:out:f32:4`` …) resolved to values, and their
canonical text / JSON forms. Canonical text: one register per line, integers in fixed-width hex,
floats in the shortest form that reads back to the same bits (NaNs with their bit pattern).

Spec grammar (case-insensitive):
  x | xN | wN | sp | pc | nzcv
  z | zN | zN.T                 T: b h s d q (hex) or u8…u64 s8…s64 f16 bf16 f32 f64
  p | pN | pN.T                 T: b h s d (one 0/1 per element)
  za | zaK.T | zaKh.T[i] | zaKv.T[i]   tiles/slices; T as for z (size letter or number type)
  mem:SYM[+OFF]:TYPE:COUNT      TYPE u8…u64 s8…s64 f16 bf16 f32 f64
  tensor:NAME                   a .tensor read through its layout
"""
from __future__ import annotations

import json
import re

import attrs
import numpy as np

from .state.arm import DTYPES, ESZ

_SIZE_OF = {"b": 1, "h": 2, "s": 4, "d": 8, "q": 16, "u8": 1, "s8": 1, "u16": 2, "s16": 2,
            "f16": 2, "bf16": 2, "u32": 4, "s32": 4, "f32": 4, "u64": 8, "s64": 8, "f64": 8}


class DumpError(ValueError):
    def __init__(self, message: str, hint: str = ""):
        super().__init__(message + (f" ({hint})" if hint else ""))
        self.message, self.hint = message, hint


class ZaOffError(DumpError):
    """ZA or ZT0 read while PSTATE.ZA = 0: the architecture gives them no contents then (they
    are zeroed when ZA is next enabled), so there is nothing to show, and a value read
    here would be stale. Whether it is raised depends on the state the run reached."""

    def __init__(self, spec: str):
        super().__init__(f"{spec}: {ZA_OFF}", ZA_OFF_HINT)


ZA_OFF = "ZA is off (PSTATE.ZA=0, e.g. after smstop): it holds no values now"
ZA_OFF_HINT = "smstart or smstart za turns it on (zeroed); read ZA before the smstop"


@attrs.frozen
class Dump:
    """A named value: ``kind`` scalar/vector/matrix/flags; ``dtype`` the element type name."""

    name: str
    kind: str
    dtype: str
    value: object  # int, or numpy array (1-D / 2-D)

    def elements(self) -> list:
        if self.kind == "scalar":
            return [self.value]
        return np.asarray(self.value).reshape(-1).tolist()

    def to_text(self) -> str:
        if self.kind == "scalar":
            return f"{self.name} = {fmt_scalar(self.value, self.dtype)}"
        if self.kind == "flags":
            return f"{self.name} = {self.value}"
        if self.kind == "group":
            return "\n".join(d.to_text() for d in self.value)
        arr = np.asarray(self.value)
        if arr.ndim == 1:
            return f"{self.name} = [{', '.join(fmt_elems(arr, self.dtype))}]"
        rows = [f"  [{', '.join(fmt_elems(r, self.dtype))}]" for r in arr]
        return f"{self.name} = [\n" + ",\n".join(rows) + "\n]"

    def to_json(self) -> dict:
        if self.kind == "group":
            return {"name": self.name, "kind": "group", "items": [d.to_json() for d in self.value]}
        if self.kind in ("scalar", "flags"):
            return {"name": self.name, "kind": self.kind, "type": self.dtype,
                    "value": self.value if self.kind == "flags" else fmt_scalar(self.value, self.dtype)}
        arr = np.asarray(self.value)
        return {"name": self.name, "kind": self.kind, "type": self.dtype, "shape": list(arr.shape),
                "values": _nested(arr, self.dtype)}


def _nested(arr: np.ndarray, dtype: str):
    if arr.ndim == 1:
        return fmt_elems(arr, dtype, json_mode=True)
    return [_nested(r, dtype) for r in arr]


def fmt_scalar(v: int, dtype: str) -> str:
    width = {"x": 16, "w": 8}.get(dtype, 16)
    return f"0x{v:0{width}x}"


def fmt_float(v, dtype: str) -> str:
    """Shortest text that reads back to the same value; NaN shown with its bit pattern."""
    bits_dt = {"f16": np.uint16, "f32": np.uint32, "f64": np.uint64}[dtype]
    f = np.asarray(v, dtype=DTYPES[dtype])
    if np.isnan(f):
        nd = np.dtype(bits_dt).itemsize * 2
        return f"nan(0x{int(f.view(bits_dt)):0{nd}x})"
    if np.isinf(f):
        return "inf" if f > 0 else "-inf"
    s = np.format_float_positional(f[()], unique=True, trim="0") if abs(float(f)) >= 1e-4 or f == 0 \
        else np.format_float_scientific(f[()], unique=True, trim="0")
    if abs(float(f)) >= 1e16:
        s = np.format_float_scientific(f[()], unique=True, trim="0")
    return s


def fmt_elems(arr: np.ndarray, dtype: str, json_mode: bool = False) -> list:
    if dtype in ("f16", "f32", "f64"):
        out = [fmt_float(v, dtype) for v in arr]
        if json_mode:
            return [float(s) if not s.startswith(("nan", "inf", "-inf")) else s for s in out]
        return out
    if dtype == "bf16":
        f = (arr.astype(np.uint32) << 16).view(np.float32)
        return fmt_elems(f, "f32", json_mode)
    if dtype in ("u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64", "bit"):
        return [int(v) for v in arr] if json_mode else [str(int(v)) for v in arr]
    if dtype == "q":  # 16-byte elements: arr is (n, 16) bytes
        return [("0x" + bytes(e[::-1]).hex()) for e in arr]
    width = 2 * _SIZE_OF[dtype]
    return [f"0x{int(v):0{width}x}" for v in arr]


_Z = re.compile(r"^z(\d+)(?:\.(\w+))?$")
_P = re.compile(r"^p(\d+)(?:\.([bhsd]))?$")
_TILE = re.compile(r"^za(\d+)\.(\w+)$")
_SLICE = re.compile(r"^za(\d+)([hv])\.(\w+)\[(\d+)\]$")


def dump(machine, spec: str) -> Dump:
    """Resolve one dump spec against a machine (raises DumpError with a hint)."""
    vf = getattr(machine, "vf_dump", None)
    if vf is not None:  # the VF machine has its own register names (simulator/vf/dump.py)
        return vf(spec)
    st = machine.state
    s = spec.strip()
    low = s.lower()
    if low.startswith("mem:"):
        return _mem(machine, s)
    if low.startswith("tensor:"):
        return tensor_dump(machine, s[7:])
    if low == "x":
        return Dump("x", "group", "x", [dump(machine, f"x{i}") for i in range(31)] + [dump(machine, "sp")])
    if low == "z":
        return Dump("z", "group", "s", [dump(machine, f"z{i}.s") for i in range(32)])
    if low == "p":
        return Dump("p", "group", "b", [dump(machine, f"p{i}") for i in range(16)])
    if low == "sp":
        return Dump("sp", "scalar", "x", st.x[31])
    if low == "pc":
        return Dump("pc", "scalar", "x", machine.pc)
    if low == "nzcv":
        f = st.nzcv
        return Dump("nzcv", "flags", "nzcv", "".join(c.upper() if v else c for c, v in zip("nzcv", f)))
    m = re.match(r"^([xw])(\d+)$", low)
    if m:
        n = int(m.group(2))
        if n > 30:
            raise DumpError(f"no register {s}", "x0-x30, w0-w30, sp")
        v = st.x[n] if m.group(1) == "x" else st.x[n] & 0xFFFFFFFF
        return Dump(low, "scalar", m.group(1), v)
    m = _Z.match(low)
    if m:
        n, t = int(m.group(1)), m.group(2) or "s"
        _check(n < 32, f"no register z{n}", "z0-z31")
        _check(t in _SIZE_OF, f"unknown element type '.{t}'", "b h s d q or u8…u64 s8…s64 f16 bf16 f32 f64")
        row = st.z[n, :st.vlb]
        return Dump(low if m.group(2) else f"z{n}.s", "vector", t, _typed(row, t))
    m = _P.match(low)
    if m:
        n, t = int(m.group(1)), m.group(2) or "b"
        _check(n < 16, f"no register p{n}", "p0-p15")
        return Dump(low if m.group(2) else f"p{n}", "vector", "bit",
                    st.p[n, :st.vlb:ESZ[t]].astype(np.uint8))
    if low == "za":
        _za_on(st, low)
        return Dump("za", "matrix", "b", st.za[:st.svlb, :st.svlb])
    m = re.match(r"^zt0(?:\.(\w+))?$", low)  # SME2 lookup table (16 32-bit entries)
    if m:
        t = m.group(1) or "s"
        _check(t in _SIZE_OF, f"unknown element type '.{t}'", "b h s d or u8…u64 s8…s64 f32…")
        _za_on(st, low)
        return Dump(low if m.group(1) else "zt0.s", "vector", t, _typed(st.zt0, t))
    m = _TILE.match(low)
    if m:
        k, t = int(m.group(1)), m.group(2)
        tile = _tile(st, t, k)
        _za_on(st, low)
        return Dump(low, "matrix", t, tile)
    m = _SLICE.match(low)
    if m:
        k, hv, t, i = int(m.group(1)), m.group(2), m.group(3), int(m.group(4))
        tile = _tile(st, t, k)
        dim = tile.shape[0]
        _check(i < dim, f"slice {i} out of range 0-{dim - 1}", f"za{k}{hv}.{t} has {dim} slices")
        _za_on(st, low)
        return Dump(low, "vector", t, tile[i] if hv == "h" else tile[:, i])
    raise DumpError(f"unknown dump spec '{spec}'",
                    "e.g. x0, w3, nzcv, z5.s, z2.f32, p1.s, za, za0.s, za1h.s[3], mem:buf:f32:8")


def tensor_dump(machine, name: str):
    """``tensor:NAME``: a .tensor read through its layout (tensors.py holds the layout side)."""
    from .tensors import read_tensor, tensor_shape

    try:
        shape = tensor_shape(machine, name)
    except KeyError as e:
        raise DumpError(str(e).strip("'\""), "declare it with .tensor NAME, \"SHAPE\"") from None
    arr = read_tensor(machine, name, shape)
    et = str(shape.element_type)
    dtype = {"f32": "f32", "f64": "f64", "f16": "f16", "bf16": "bf16"}.get(et)
    if dtype is None:
        dtype = et if et in ("u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64") else "s64"
        arr = arr.astype(np.int64) if dtype == "s64" else arr
    kind = "matrix" if arr.ndim == 2 else "vector"
    if arr.ndim > 2:
        arr = arr.reshape(-1, arr.shape[-1])
        kind = "matrix"
    return Dump(f"tensor:{name} {shape}", kind, dtype, arr)


def _za_on(st, spec: str) -> None:
    if not st.za_on:
        raise ZaOffError(spec)


def _check(ok: bool, message: str, hint: str = "") -> None:
    if not ok:
        raise DumpError(message, hint)


def _typed(row: np.ndarray, t: str) -> np.ndarray:
    if t == "q":
        return row.reshape(-1, 16)
    return row.view(DTYPES[t])


def _tile(st, t: str, k: int) -> np.ndarray:
    _check(t in _SIZE_OF, f"unknown element type '.{t}'", "b h s d q or f32, u16, …")
    esz = _SIZE_OF[t]
    _check(k < esz, f"tile za{k}.{t} does not exist", f"tiles of {esz}-byte elements are za0-za{esz - 1}")
    rows = st.za[k:st.svlb:esz, :st.svlb]
    if t == "q":
        return rows.reshape(st.svlb // 16, st.svlb // 16, 16)
    return rows.view(DTYPES[t])


def _mem(machine, spec: str) -> Dump:
    parts = spec.split(":")
    if len(parts) != 4:
        raise DumpError(f"bad memory spec '{spec}'", "mem:SYMBOL[+OFF]:TYPE:COUNT, e.g. mem:out:f32:16")
    _, where, t, count = parts
    t = t.lower()
    _check(t in DTYPES and t not in ESZ, f"unknown memory type '{t}'",
           "u8 u16 u32 u64 s8 s16 s32 s64 f16 bf16 f32 f64")
    try:
        n = int(count, 0)
        addr = machine.memory.address_of(where)
    except (ValueError, KeyError) as e:
        raise DumpError(str(e).strip("'\""), "check the symbol name and count") from None
    from isa.faults import SegmentationFault

    try:
        arr = machine.memory.read(addr, t, n)
    except SegmentationFault as e:
        raise DumpError(f"cannot read {spec}: {e.detail}") from None
    return Dump(spec, "vector", t, arr)


def dumps_json(ds: list[Dump]) -> str:
    return json.dumps([d.to_json() for d in ds], indent=1)
