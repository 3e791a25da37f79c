"""Consecutive FMOPA (non-widening, .S) instructions into distinct ZA tiles, batched as one
numpy operation over the tiles (the GEMM micro-kernel's 2x2-tile step).

Exactness: each element goes through the same IEEE operations as the per-instruction fast
path (isa/a64/fp_mop.py ``_fmopa_s_fast``): exact f64 products, one RN53 sum with ZA, a check
that no sum needs the exact path (NaN/inf/huge, a float32 rounding midpoint), and the f32
rounding. The rounding goes into scratch first (numpy raises ``underflow`` on a cast only after
writing its destination), and on any failed check, predicate that is not all-active, mode that
is off, or other vector length, ``run`` returns False having written nothing: the caller then
runs the instructions one by one.
"""
from __future__ import annotations

import attrs
import numpy as np

F32, F64 = np.float32, np.float64
_MID_MASK = np.int64(0x1FFFFFFF)  # f64 mantissa bits below float32 precision
_MID = np.int64(0x10000000)       # exactly half an f32 ulp: a rounding midpoint


@attrs.define(frozen=True)
class MopaSpec:
    """FMOPA ZA<k>.S, P<pn>/M, P<pm>/M, Z<n>.S, Z<m>.S (FMOPS when ``neg``)."""

    k: int
    n: int
    m: int
    pn: int
    pm: int
    neg: bool


def recognise_fmopa(op, ins, state) -> MopaSpec | None:
    """The operands of a bound FMOPA/FMOPS .S closure (isa/a64/sme_mop.py), else None."""
    code = getattr(op, "__code__", None)
    if code is None or ins.mnemonic not in ("fmopa", "fmops") or not op.__closure__:
        return None
    if code.co_qualname != "_fp_bind.<locals>.bind.<locals>.run":
        return None
    cells = dict(zip(code.co_freevars, (c.cell_contents for c in op.__closure__)))
    refresh = cells.get("refresh")
    if cells.get("fast") is None or cells.get("cpu") is not state or refresh is None:
        return None
    rc = dict(zip(refresh.__code__.co_freevars,
                  (c.cell_contents for c in refresh.__closure__ or ())))
    if rc.get("esz") != 4 or rc.get("pstep") != 4 or rc.get("fdt") is not F32:
        return None
    return MopaSpec(rc["k"], rc["n"], rc["m"], rc["pn"], rc["pm"], bool(cells["neg"]))


def safe_between(op, ins, state, specs: list[MopaSpec]) -> bool:
    """Whether a called instruction may run before FMOPAs of ``specs`` that precede it (they are
    deferred to the last one): an SVE contiguous load (isa/a64/sve_mem.py ``ld1``) that writes
    no Z register the FMOPAs read (loads touch neither ZA nor P nor the modes)."""
    code = getattr(op, "__code__", None)
    if code is None or code.co_qualname != "ld1.<locals>.bind.<locals>.run" or not op.__closure__:
        return False
    cells = dict(zip(code.co_freevars, (c.cell_contents for c in op.__closure__)))
    row = cells.get("row")
    if row is None or not np.shares_memory(row, state.z):
        return False
    return not any(np.shares_memory(row, state.z[r]) for s in specs for r in (s.n, s.m))


def make_group(state, specs: list[MopaSpec]):
    """``(ready, run)``: ``ready()`` says whether the FMOPAs of ``specs`` (into ZA0-ZA3.S in
    order) can be batched now (modes on, all predicates active); ``run()`` then does them at
    once (True) or writes nothing (False). None when numpy has no cheap raising FP state."""
    from isa.a64.fp import _ECV, _IGNORE, _RAISE

    if _ECV is None or [s.k for s in specs] != [0, 1, 2, 3]:
        return None
    ns = np.array([s.n for s in specs])
    ms = np.array([s.m for s in specs])
    preds = sorted({s.pn for s in specs} | {s.pm for s in specs})
    neg = specs[0].neg
    count, copyto, take = np.count_nonzero, np.copyto, np.take
    mul, add, band, bxor = np.multiply, np.add, np.bitwise_and, np.bitwise_xor
    z, p, za = state.z, state.p, state.za
    v: list = [None] * 10

    def refresh(svl: int) -> None:
        dim = svl // 4
        tiles = za[:svl, :svl].view(F32).reshape(dim, 4, dim)  # [i, k, j]: ZAk.S row i = 4i+k
        assert np.shares_memory(tiles, za)
        zn, zm = np.empty((4, dim), F32), np.empty((4, dim), F32)
        v[:] = [svl, dim, tiles, z[:, :svl].view(F32), zn, zm, np.empty((dim, 4, dim)),
                np.empty((dim, 4, dim)), np.empty((dim, 4, dim), np.int64),
                np.empty((dim, 4, dim), F32)]

    def ready() -> bool:
        if not (state.sm and state.za_on):
            return False
        svl = state.svlb
        if v[0] != svl:
            refresh(svl)
        dim = v[1]
        for g in preds:
            if count(p[g, :svl:4]) != dim:
                return False
        return True

    def run() -> bool:
        _, dim, tiles, zf, zn, zm, s, c, t, r = v
        take(zf, ns, axis=0, out=zn)
        take(zf, ms, axis=0, out=zm)
        tok = _ECV.set(_IGNORE)
        copyto(c, tiles)
        _ECV.set(_RAISE)
        try:
            mul(zn.T[:, :, None], zm[None, :, :], out=s, dtype=F64)  # exact products
            if neg:
                np.negative(s, out=s)
            add(s, c, out=s)                              # RN53(c + p)
            copyto(t, s, casting="unsafe")                # NaN, inf and huge sums raise here
            band(s.view(np.int64), _MID_MASK, out=t)
            bxor(t, _MID, out=t)                          # zero exactly on a midpoint
            if count(t) != t.size:
                return False
            copyto(r, s, casting="same_kind")             # overflow / inexact subnormal raise
        except FloatingPointError:
            return False
        finally:
            _ECV.reset(tok)
        copyto(tiles, r)
        return True
    return ready, run
