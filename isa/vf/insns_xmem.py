"""VF loads and stores beyond LoadAlign/StoreAlign: unaligned streams through the unaligned
registers, gather and scatter, and the two-register (de)interleaving forms.

Facts (cannmirror/asc-devkit, docs/api/context/c_api/reg/):
- reg_load/asc_loadunalign_pre.md, asc_loadunalign.md: an unaligned register (32 bytes) is
  primed with the aligned block holding the start address; each load then gives VL bytes from
  any address, and the register carries the next block, so a stream of loads at ``p, p+VL, …``
  needs one ``pre``. tilesim checks the priming: a load whose block the register does not hold
  is a fault (the hardware would return stale bytes).
- reg_store/asc_storeunalign.md, asc_storeunalign_post.md: each store writes the 32-byte-aligned
  part of its bytes (with the tail the register held from the previous store in front) and keeps
  its own unaligned tail in the register; ``post`` writes the last tail. The stores of one stream
  must be contiguous (tilesim checks it: a gap is a fault).
- reg_load/asc_gather.md: ``dst[i] = src[index[i]]`` for active lanes, inactive lanes zeroed;
  index is an element index (u16 lanes for 8/16-bit data, u32 for 32-bit); 8-bit data is
  gathered into 16-bit lanes, zero-extended. The register form takes ``index mod lanes``.
- reg_load/asc_scatter.md: ``UB[base + index[i]*esz] = src[i]`` for active lanes.
- reg_load/asc_loadalign/asc_loadalign_v4.md (DEINTLV): 2·VL bytes, even elements to ``vd0``,
  odd to ``vd1``; reg_store/asc_storealign (INTLV): ``vs0``/``vs1`` interleaved into 2·VL bytes,
  the mask is ignored.
"""
from __future__ import annotations

import numpy as np

from isa.faults import BusError

from . import types as T
from .operands import address, expect, mask_operand, reg, scalar
from .spec import OpSpec, bind_address, ub_slice

BLOCK = 32  # UB alignment: the unaligned register holds one such block
UW = {1: np.uint8, 2: np.uint16, 4: np.uint32}
GATHER_TYPES = ("f32", "s32", "u32", "f16", "bf16", "s16", "u16", "s8", "u8")


def _width(stmt, parts, what: str) -> int:
    w = ".".join(parts)
    if w not in ("b8", "b16", "b32"):
        raise stmt.error(f"{what} needs an element width suffix (got '.{w}')" if w else
                         f"{what} needs an element width suffix", stmt.loc.col, ".b8 .b16 .b32")
    return int(w[1:]) // 8


def _sreads(a) -> tuple:
    return tuple(s for s, _ in a.scalars) + tuple(s for _, _, s in a.counters if not s.is_imm)


def _areads(a) -> tuple:
    return (("a", a.areg),) if a.areg is not None else ()


# ------------------------------------------------------------------ unaligned loads (vldu)
def decode_vldu(stmt, parts, scope) -> OpSpec:
    if parts == ["pre"]:
        ops = expect(stmt, 2, "vldu.pre uN, [ADDR]")
        u = reg(stmt, ops[0], "u")
        a = address(stmt, ops[1], scope)

        def make_pre(st):
            f, U = bind_address(st, a), st.u

            def run():
                addr = f()
                ub_slice(st, addr - addr % BLOCK, BLOCK, BLOCK, "vldu.pre")
                U[u].load = addr - addr % BLOCK
            return run
        return OpSpec(stmt, "vld", "b8", make_pre, _areads(a), (), _sreads(a), addr=a, ub_r=1,
                      lanes=BLOCK)
    if parts:
        raise stmt.error(f"unknown suffix '.{'.'.join(parts)}'", stmt.loc.col, "vldu or vldu.pre")
    ops = expect(stmt, 3, "vldu vd, uN, [ADDR]   (after vldu.pre uN, [ADDR])")
    vd, u = reg(stmt, ops[0], "v"), reg(stmt, ops[1], "u")
    a = address(stmt, ops[2], scope)

    def make(st):
        f, U, V = bind_address(st, a), st.u, st.v

        def run():
            addr = f()
            block = addr - addr % BLOCK
            if U[u].load != block:
                have = "nothing" if U[u].load is None else f"the block at 0x{U[u].load:x}"
                raise BusError(f"vldu: u{u} holds {have}, not the block at 0x{block:x} of address "
                               f"0x{addr:x}: prime it with vldu.pre u{u}, [ADDR]", addr)
            end = addr + T.VL
            span = ub_slice(st, block, -(-end // BLOCK) * BLOCK - block, BLOCK, "vldu")
            V[vd] = span[addr - block:addr - block + T.VL]
            U[u].load = block + T.VL
        return run
    return OpSpec(stmt, "vld", "b8", make, _areads(a), (("v", vd),), _sreads(a), addr=a, ub_r=1,
                  lanes=256)


# ------------------------------------------------------------------ unaligned stores (vstu)
def decode_vstu(stmt, parts, scope) -> OpSpec:
    if parts == ["post"]:
        ops = expect(stmt, 2, "vstu.post [END], uN   (END: the address after the last element)")
        a = address(stmt, ops[0], scope)
        u = reg(stmt, ops[1], "u")

        def make_post(st):
            f, U = bind_address(st, a), st.u

            def run():
                end = f()
                r = U[u]
                if r.pending_at is None:
                    return
                if r.pending_at + len(r.pending) != end:
                    raise BusError(f"vstu.post: u{u}'s stream ends at "
                                   f"0x{r.pending_at + len(r.pending):x}, not 0x{end:x}", end)
                ub_slice(st, r.pending_at, len(r.pending), 1, "vstu.post")[:] = np.frombuffer(
                    r.pending, np.uint8)
                r.pending_at, r.pending = None, b""
            return run
        return OpSpec(stmt, "vst", "b8", make_post, _areads(a), (), _sreads(a), addr=a, ub_w=1,
                      single=True, lanes=BLOCK)
    esz = _width(stmt, parts, "vstu")
    ops = expect(stmt, 4, f"vstu.b{8 * esz} [ADDR], uN, vs, count")
    a = address(stmt, ops[0], scope)
    u, vs = reg(stmt, ops[1], "u"), reg(stmt, ops[2], "v")
    cnt = scalar(stmt, ops[3], scope)

    def make(st):
        f, U, V = bind_address(st, a), st.u, st.v
        get = (lambda: cnt.value) if cnt.is_imm else (
            (lambda: st.s[cnt.value]) if cnt.kind == "s" else (lambda: st.c[cnt.value]))

        def run():
            addr, n = f(), get()
            if not 0 <= n <= T.VL // esz:
                raise BusError(f"vstu: count {n} is outside 0-{T.VL // esz} elements", addr)
            if addr % esz:
                raise BusError(f"vstu: address 0x{addr:x} is not {esz}-byte aligned", addr)
            r = U[u]
            data = V[vs][:n * esz].tobytes()
            start = addr
            if r.pending_at is not None:
                if r.pending_at + len(r.pending) != addr:
                    raise BusError(f"vstu: u{u} holds a tail ending at "
                                   f"0x{r.pending_at + len(r.pending):x}; this store starts at "
                                   f"0x{addr:x} (one stream must be contiguous; end it with "
                                   f"vstu.post)", addr)
                data, start = r.pending + data, r.pending_at
            end = start + len(data)
            cut = end - end % BLOCK
            if cut > start:
                ub_slice(st, start, cut - start, 1, "vstu")[:] = np.frombuffer(data[:cut - start],
                                                                              np.uint8)
                r.pending_at, r.pending = cut, data[cut - start:]
            else:
                r.pending_at, r.pending = start, data
            if not r.pending:
                r.pending_at = None
        return run
    reads = (("v", vs),) + _areads(a)
    return OpSpec(stmt, "vst", "b8", make, reads, (), _sreads(a) + ((cnt,) if not cnt.is_imm else ()),
                  addr=a, ub_w=1, single=True, lanes=256)


# ------------------------------------------------------------------ gather / scatter
def decode_vgather(stmt, parts, scope) -> OpSpec:
    t = _gather_type(stmt, parts, "vgather")
    esz = T.SIZE[t]
    lane = max(esz, 2)  # 8-bit data lands in 16-bit lanes
    itype = np.uint32 if esz == 4 else np.uint16
    n = T.VL // lane
    ops = stmt.operands
    if len(ops) == 3:  # register form
        vd, vs, vi = (reg(stmt, o, "v") for o in ops)

        def make_reg(st):
            Vd, Vi = st.view(UW[esz]), st.view(UW[esz])  # the index has the data's width

            def run():
                src = Vd[vs].copy()
                Vd[vd] = src[Vi[vi] % (T.VL // esz)]
            return run
        return OpSpec(stmt, "gather", t, make_reg, (("v", vs), ("v", vi)), (("v", vd),),
                      single=True, lanes=T.VL // esz)
    ops = expect(stmt, 4, f"vgather.{t} vd, [ADDR], vidx, m   or   vgather.{t} vd, vs, vidx")
    vd = reg(stmt, ops[0], "v")
    a = address(stmt, ops[1], scope)
    vi = reg(stmt, ops[2], "v")
    mk, _ = mask_operand(stmt, ops[3])

    def make(st):
        f, Vi, M = bind_address(st, a), st.view(itype), st.m
        Vout = st.view(UW[lane])

        def run():
            base = f()
            idx = Vi[vi][:n].astype(np.int64)
            on = T.mask_bits(M[mk], f"b{8 * lane}")
            out = np.zeros(n, UW[lane])
            if on.any():
                hi = int(idx[on].max())
                span = ub_slice(st, base, (hi + 1) * esz, esz, f"vgather.{t}").view(UW[esz])
                out[on] = span[idx[on]]
            Vout[vd] = out
        return run
    reads = (("v", vi), ("m", mk)) + _areads(a)
    return OpSpec(stmt, "gather", t, make, reads, (("v", vd),), _sreads(a), addr=a, ub_r=1,
                  single=True, lanes=n)


def decode_vscatter(stmt, parts, scope) -> OpSpec:
    t = _gather_type(stmt, parts, "vscatter")
    esz = T.SIZE[t]
    itype = np.uint32 if esz == 4 else np.uint16
    n = T.VL // max(esz, 2)
    ops = expect(stmt, 4, f"vscatter.{t} [ADDR], vs, vidx, m")
    a = address(stmt, ops[0], scope)
    vs, vi = reg(stmt, ops[1], "v"), reg(stmt, ops[2], "v")
    mk, _ = mask_operand(stmt, ops[3])

    def make(st):
        f, Vi, M, Vs = bind_address(st, a), st.view(itype), st.m, st.view(UW[max(esz, 2)])

        def run():
            base = f()
            idx = Vi[vi][:n].astype(np.int64)
            on = T.mask_bits(M[mk], f"b{8 * max(esz, 2)}")
            if not on.any():
                return
            hi = int(idx[on].max())
            span = ub_slice(st, base, (hi + 1) * esz, esz, f"vscatter.{t}").view(UW[esz])
            span[idx[on]] = Vs[vs][:n][on].astype(UW[esz])  # in lane order: the last one wins
        return run
    reads = (("v", vs), ("v", vi), ("m", mk)) + _areads(a)
    return OpSpec(stmt, "scatter", t, make, reads, (), _sreads(a), addr=a, ub_w=1, single=True,
                  lanes=n)


def _gather_type(stmt, parts, what):
    if len(parts) != 1 or parts[0] not in GATHER_TYPES:
        raise stmt.error(f"{what} needs an element type suffix", stmt.loc.col,
                         " ".join("." + t for t in GATHER_TYPES))
    return parts[0]


# ------------------------------------------------------------------ (de)interleaving load/store
def decode_vld_dintlv(stmt, esz: int, scope) -> OpSpec:
    ops = expect(stmt, 3, f"vld.dintlv.b{8 * esz} vd0, vd1, [ADDR]")
    d0, d1 = reg(stmt, ops[0], "v"), reg(stmt, ops[1], "v")
    if d0 == d1:
        raise stmt.error("vld.dintlv needs two different destination registers", ops[1].col)
    a = address(stmt, ops[2], scope)

    def make(st):
        f, V = bind_address(st, a), st.view(UW[esz])

        def run():
            src = ub_slice(st, f(), 2 * T.VL, BLOCK, f"vld.dintlv.b{8 * esz}").view(UW[esz])
            V[d0], V[d1] = src[0::2], src[1::2]
        return run
    return OpSpec(stmt, "vld_intlv", "b8", make, _areads(a), (("v", d0), ("v", d1)), _sreads(a),
                  addr=a, ub_r=2, single=True, lanes=256)


def decode_vst_intlv(stmt, esz: int, scope) -> OpSpec:
    ops = expect(stmt, 3, f"vst.intlv.b{8 * esz} [ADDR], vs0, vs1   (the mask is ignored)")
    a = address(stmt, ops[0], scope)
    s0, s1 = reg(stmt, ops[1], "v"), reg(stmt, ops[2], "v")

    def make(st):
        f, V = bind_address(st, a), st.view(UW[esz])

        def run():
            dst = ub_slice(st, f(), 2 * T.VL, BLOCK, f"vst.intlv.b{8 * esz}").view(UW[esz])
            dst[0::2], dst[1::2] = V[s0], V[s1]
        return run
    return OpSpec(stmt, "vst", "b8", make, (("v", s0), ("v", s1)) + _areads(a), (), _sreads(a),
                  addr=a, ub_w=2, single=True, lanes=512)
