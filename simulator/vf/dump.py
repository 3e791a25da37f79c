"""VF dump specs: ``v3`` / ``v3.f32`` (any lane type; default f32), ``m0`` (256 bits) /
``m0.b32`` (one bit per lane), ``a1``, ``s2``, ``v`` / ``m`` / ``s`` (all), ``ub:SYM[+OFF]:TYPE:N``
(also ``mem:``), ``tensor:NAME``."""
from __future__ import annotations

import re

import numpy as np

from isa.vf.types import DTYPES, SIZE

from ..dump import Dump, DumpError, _mem, tensor_dump

_V = re.compile(r"^v(\d+)(?:\.(\w+))?$")
_M = re.compile(r"^m(\d+)(?:\.(b8|b16|b32))?$")
_SA = re.compile(r"^([sa])(\d+)$")
_HEX = {"b": np.uint8, "h": np.uint16, "s": np.uint32, "d": np.uint64}


def vf_dump(m, spec: str) -> Dump:
    s = spec.strip()
    low = s.lower()
    st = m.state
    if low.startswith(("ub:", "mem:")):
        d = _mem(m, "mem:" + s.split(":", 1)[1])
        return Dump(s, d.kind, d.dtype, d.value)
    if low.startswith("tensor:"):
        return tensor_dump(m, s[7:])
    if low in ("v", "m", "s", "a"):
        n = {"v": 32, "m": 8, "s": 32, "a": 8}[low]
        return Dump(low, "group", "x", [vf_dump(m, f"{low}{i}") for i in range(n)])
    g = _V.match(low)
    if g:
        n, t = int(g.group(1)), g.group(2) or "f32"
        if n >= 32:
            raise DumpError(f"no register v{n}", "v0-v31")
        if t in _HEX:
            return Dump(low, "vector", t, st.v[n].view(_HEX[t]))
        if t not in DTYPES or t in ("s64", "u64"):
            raise DumpError(f"unknown lane type '.{t}'", "f32 f16 bf16 s32 u32 s16 u16 s8 u8 or b h s d")
        return Dump(low if g.group(2) else f"v{n}.f32", "vector", t, st.v[n].view(DTYPES[t]))
    g = _M.match(low)
    if g:
        n = int(g.group(1))
        if n >= 8:
            raise DumpError(f"no register m{n}", "m0-m7")
        step = SIZE[g.group(2)] if g.group(2) else 1
        return Dump(low, "vector", "bit", st.m[n, ::step].astype(np.uint8))
    g = _SA.match(low)
    if g:
        kind, n = g.group(1), int(g.group(2))
        regs = st.s if kind == "s" else st.a
        if n >= len(regs):
            raise DumpError(f"no register {low}", f"{kind}0-{kind}{len(regs) - 1}")
        return Dump(low, "scalar", "x", regs[n] & ((1 << 64) - 1))
    raise DumpError(f"unknown VF dump spec '{spec}'",
                    "v3.f32, m0, m0.b32, s2, a1, ub:SYM:f32:16, tensor:NAME")
