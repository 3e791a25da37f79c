"""Consecutive FMOPA (non-widening, .S) instructions into distinct ZA tiles, batched as one
numpy operation over the tiles (the GEMM micro-kernel's 2x2-tile step).

Exactness: each element goes through the same IEEE operations as the per-instruction fast
path (isa/a64/fp_mop.py ``_fmopa_s_fast``): exact f64 products, one RN53 sum with ZA, a check
that no sum needs the exact path (NaN/inf/huge, a float32 rounding midpoint), and the f32
rounding. numpy raises ``underflow`` on a cast only after writing its destination, so the tiles
are saved first (the f64 copy ``c`` every sum needs anyway) and rewritten from it when the
rounding raises; on any failed check, predicate that is not all-active, mode that is off, or
other vector length, ``run`` returns False with ZA as it was: the caller then runs the
instructions one by one.
"""
from __future__ import annotations

import attrs
import numpy as np

from isa.a64.fp import MID_F32, MID_MASK_F32  # a float32 rounding midpoint held in an f64
from isa.a64.fp_mop import count_nonzero as _count  # the C function, no Python wrapper

F32, F64 = np.float32, np.float64


@attrs.define(frozen=True)
class MopaSpec:
    """FMOPA ZA<k>.S, P<pn>/M, P<pm>/M, Z<n>.S, Z<m>.S (FMOPS when ``neg``)."""

    k: int
    n: int
    m: int
    pn: int
    pm: int
    neg: bool



def _zflat(z: np.ndarray) -> np.ndarray:
    """Every Z register as one contiguous run of f32 (a view)."""
    zflat = z.reshape(-1).view(F32)
    assert np.shares_memory(zflat, z)
    return zflat


def _tiles(za: np.ndarray, svl: int) -> np.ndarray:
    """ZA0-ZA3.S as one [i, k, j] view: ZAk.S row i is ZA array row 4i+k."""
    dim = svl // 4
    tiles = za[:svl, :svl].view(F32).reshape(dim, 4, dim)
    assert np.shares_memory(tiles, za)
    return tiles

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
    once (True) or leaves ZA as it was (False). None when numpy has no cheap raising FP state.

    The work is a handful of numpy calls on preallocated scratch (no allocation per call): one
    gather of the operand elements in broadcast order, the f64 products, the sum with ZA, the
    checks, and the f32 rounding straight into the tiles. The checks before that rounding are
    finiteness (NaN/inf inputs or sums) and the midpoint test; the rounding itself raises on
    overflow and inexact subnormals, and then the tiles are rewritten from ``c``, the f64 copy
    of ZA taken before (f32 -> f64 -> f32 is exact for finite values, and a NaN in ZA fails the
    finiteness check first), so a False return leaves ZA bit-identical."""
    from isa.a64.fp import _ECV, _IGNORE, _RAISE

    if _ECV is None or [s.k for s in specs] != [0, 1, 2, 3]:
        return None
    preds = sorted({s.pn for s in specs} | {s.pm for s in specs})
    span = preds == list(range(preds[0], preds[-1] + 1))  # one view covers them all
    neg = specs[0].neg
    ns, ms = [s.n for s in specs], [s.m for s in specs]
    outer = _outer(specs)
    count, copyto, mul, add = _count, np.copyto, np.multiply, np.add
    band, bxor, isfinite, negative = np.bitwise_and, np.bitwise_xor, np.isfinite, np.negative
    z, p, za = state.z, state.p, state.za
    zflat = _zflat(z)
    row = z.shape[1] // 4
    v: list = []

    def refresh(svl: int) -> None:
        dim = svl // 4
        tiles = _tiles(za, svl)
        s, c = np.empty((dim, 4, dim)), np.empty((dim, 4, dim))
        e = np.arange(dim)
        if outer:  # s viewed as rows (i, ra) by columns (cb, j): one 2-D outer product
            ia, ib = _operand_index(*outer, row, e)
            ops = np.empty(4 * dim, F32)
            a, b = ops[:2 * dim, None], ops[None, 2 * dim:]
            s_mul = s.reshape(2 * dim, 2 * dim)
        else:  # element (i, k) of the Zn operand and (k, j) of the Zm operand
            ia, ib = _operand_index(ns, ms, row, e)
            ops = np.empty(8 * dim, F32)
            a, b = ops[:4 * dim].reshape(dim, 4, 1), ops[4 * dim:].reshape(1, 4, dim)
            s_mul = s
        idx = np.concatenate([ia, ib])
        t, ok = np.empty((dim, 4, dim), np.int64), np.empty((dim, 4, dim), np.bool_)
        mask = np.full(t.shape, MID_MASK_F32)  # array operands: no scalar conversion
        mid = np.full(t.shape, MID_F32)
        pv = [p[preds[0]:preds[-1] + 1, :svl:4]] if span else [p[g, :svl:4] for g in preds]
        v[:] = [svl, dim * len(preds) // len(pv), tiles, idx, ops, a, b, s, s.view(np.int64),
                c, t, ok, mask, mid, pv, s_mul, s.size]

    def ready() -> bool:
        if not (state.sm and state.za_on):
            return False
        if not v or v[0] != state.svlb:
            refresh(state.svlb)
        dim = v[1]
        for pg in v[14]:
            if count(pg) != dim:
                return False
        return True

    def run() -> bool:
        _, _, tiles, idx, ops, a, b, s, sbits, c, t, ok, mask, mid, _, s_mul, size = v
        zflat.take(idx, out=ops)
        tok = _ECV.set(_RAISE)
        try:
            copyto(c, tiles)                              # (NaNs fail the checks below)
            mul(a, b, out=s_mul, dtype=F64)               # exact products
            if neg:
                negative(s, out=s)
            add(s, c, out=s)                              # RN53(c + p); inf - inf raises
            isfinite(s, out=ok)
            band(sbits, mask, out=t)
            bxor(t, mid, out=t)                           # zero exactly on a midpoint
            if count(ok) != size or count(t) != size:
                return False
            try:
                copyto(tiles, s, casting="same_kind")     # overflow / inexact subnormal raise
            except FloatingPointError:
                _ECV.set(_IGNORE)  # back to ZA as it was (exact: c holds ZA's finite values)
                copyto(tiles, c, casting="same_kind")
                return False
        except FloatingPointError:
            return False
        finally:
            _ECV.reset(tok)
        return True
    return ready, run


def _outer(specs: list[MopaSpec]) -> tuple[list[int], list[int]] | None:
    """([Zn of rows A0, A1], [Zm of columns B0, B1]) when ZA0-ZA3 = A0xB0, A0xB1, A1xB0, A1xB1
    (the 2x2 micro-kernel), else None."""
    ns, ms = [s.n for s in specs], [s.m for s in specs]
    if ns[0] == ns[1] and ns[2] == ns[3] and ms[0] == ms[2] and ms[1] == ms[3]:
        return [ns[0], ns[2]], [ms[0], ms[1]]
    return None


def _operand_index(zn: list[int], zm: list[int], row: int, e: np.ndarray):
    """Flat indices (into the Z file as float32 lanes, ``row`` lanes per register) of the Zn
    operands' lanes ``e`` in (lane, register) order and the Zm operands' in (register, lane)."""
    return ((np.array(zn)[None, :] * row + e[:, None]).ravel(),
            (np.array(zm)[:, None] * row + e[None, :]).ravel())


def make_chain(state, groups: list[list[MopaSpec]], closures: list[list]):
    """Consecutive 2x2-tile groups (each as :func:`make_group`'s, all of the A x B outer form and
    the same sign) of one block, with only loads and scalar forms between them: ``(ready,
    snaps, commit)``, or None. ``ready()`` (at the first FMOPA: modes on, every predicate of
    every group all active; nothing between the groups changes them) says whether the chain is
    batched; ``snaps[g]()`` copies group ``g``'s operand elements at its last FMOPA (later loads
    may overwrite the registers); ``commit(n)`` then does groups ``0..n-1`` on ZA in order.

    The products of all the groups are one numpy multiply, the sums and roundings go group by
    group (each sum reads the ZA the previous group rounded), and the checks (finite, no
    float32 rounding midpoint; overflow and inexact subnormals raise) are made once at the end
    over every sum: on any failure ZA gets its bytes from before the chain back and each group
    is done by its FMOPA closures (``closures[g]``), the group's operands put back into their Z
    registers for the time (Z is restored after), so the result is the sequential one."""
    from isa.a64.fp import _ECV, _IGNORE, _RAISE

    G = len(groups)
    if _ECV is None or G < 2 or len({s.neg for sp in groups for s in sp}) != 1:
        return None
    outers = [_outer(specs) if [s.k for s in specs] == [0, 1, 2, 3] else None for specs in groups]
    if None in outers:
        return None
    preds = sorted({s.pn for sp in groups for s in sp} | {s.pm for sp in groups for s in sp})
    neg = groups[0][0].neg
    count, copyto, mul, add = _count, np.copyto, np.multiply, np.add
    band, bxor, isfinite, negative = np.bitwise_and, np.bitwise_xor, np.isfinite, np.negative
    z, p, za = state.z, state.p, state.za
    zflat = _zflat(z)
    row = z.shape[1] // 4
    v: list = []

    def refresh(svl: int) -> None:
        dim = svl // 4
        tiles = _tiles(za, svl)
        e = np.arange(dim)
        idx = [np.concatenate(_operand_index(a, b, row, e)) for a, b in outers]
        ops = np.empty((G, 4 * dim), F32)
        s = np.empty((G, dim, 4, dim))
        shape = (G, dim, 4, dim)
        v[:] = [svl, dim * len(preds), tiles, idx, ops, ops[:, :2 * dim, None],
                ops[:, None, 2 * dim:], s, s.reshape(G, 2 * dim, 2 * dim), s.view(np.int64),
                np.empty((dim, 4, dim)), np.empty(shape, np.int64), np.empty(shape, np.bool_),
                np.full(shape, MID_MASK_F32), np.full(shape, MID_F32),
                p[preds[0]:preds[-1] + 1, :svl:4] if preds == list(range(preds[0], preds[-1] + 1))
                else None, np.empty((dim, 4, dim), F32)]

    def ready() -> bool:
        if not (state.sm and state.za_on):
            return False
        if not v or v[0] != state.svlb:
            refresh(state.svlb)
        pv = v[15]
        if pv is not None:
            return count(pv) == v[1]
        svl = v[0]
        return all(count(p[g, :svl:4]) == v[1] // len(preds) for g in preds)

    def snap(g: int):
        def run() -> None:
            zflat.take(v[3][g], out=v[4][g])
        return run

    def commit(n: int) -> None:
        if n == 0:
            return
        _, _, tiles, idx, ops, a, b, s, s_mul, sbits, c, t, ok, mask, mid, _, save = v
        copyto(save, tiles)
        good = False
        tok = _ECV.set(_RAISE)
        try:
            if n == G:
                mul(a, b, out=s_mul, dtype=F64)       # exact products, every group
                if neg:
                    negative(s, out=s)
            else:
                mul(a[:n], b[:n], out=s_mul[:n], dtype=F64)
                if neg:
                    negative(s[:n], out=s[:n])
            for g in range(n):
                sg = s[g]
                copyto(c, tiles)
                add(sg, c, out=sg)                    # RN53(ZA + p); inf - inf raises
                copyto(tiles, sg, casting="same_kind")  # overflow / inexact subnormal raise
            if n == G:
                isfinite(s, out=ok)
                band(sbits, mask, out=t)
                bxor(t, mid, out=t)                   # zero exactly on a midpoint
                good = count(ok) == ok.size and count(t) == t.size
            else:
                isfinite(s[:n], out=ok[:n])
                band(sbits[:n], mask[:n], out=t[:n])
                bxor(t[:n], mid[:n], out=t[:n])
                good = count(ok[:n]) == ok[:n].size and count(t[:n]) == t[:n].size
        except FloatingPointError:
            good = False
        finally:
            _ECV.reset(tok)
        if good:
            return
        copyto(tiles, save)  # ZA's bytes from before the chain, then group by group
        zsave = z.copy()
        try:
            for g in range(n):
                zflat.put(idx[g], ops[g])
                for op in closures[g]:
                    op()
        finally:
            copyto(z, zsave)
    return ready, [snap(g) for g in range(G)], commit
