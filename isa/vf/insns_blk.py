"""MaskReg loads/stores and data-block (DATA_BLOCK_COPY) loads/stores.

Facts (cannmirror/asc-devkit, docs/zh/api/SIMD-API/基础API/Reg矢量计算/; the intrinsic names
from impl/basic_api/reg_compute/dav_3510/kernel_reg_compute_datacopy_*impl.h):
- MaskReg搬入（LoadAlign）.md — ``plds``: a MaskReg (one bit per byte of VL) from UB. DIST_NORM
  reads VL/8 = 32 bytes (aligned to 32), DIST_US reads VL/16 = 16 bytes (aligned to 16) and
  repeats every bit twice, DIST_DS reads VL/4 = 64 bytes (aligned to 32) and keeps every other
  bit. MaskReg搬出（StoreAlign）.md — ``psts``: DIST_NORM writes the 32 bytes, DIST_PACK keeps
  every other bit and writes 16 bytes. The bit order in a byte is not stated: tilesim takes bit
  ``i`` of the mask from bit ``i % 8`` of byte ``i // 8`` (little-endian, as numpy's
  ``packbits(bitorder="little")``).
- 非连续对齐搬入/搬出（LoadAlign/StoreAlign, DataCopyMode::DATA_BLOCK_COPY) — ``vsldb`` /
  ``vsstb``: the eight 32-byte blocks of a register to/from ``ADDR + k·stride·32``
  (``stride`` in blocks; 0 repeats the first block). A load brings a whole block when any of its
  elements is active under the mask and zeros the block (without reading UB) when none is; a
  store writes the active elements, and a block with none is not accessed.
"""
from __future__ import annotations

import numpy as np

from .operands import address, expect, mask_operand, reg, scalar
from .spec import OpSpec, bind_address, ub_slice, wrap64

BLOCK = 32
PLD = {"": (32, 32), "norm": (32, 32), "us": (16, 16), "ds": (64, 32)}  # bytes, alignment
PST = {"": (32, 32), "norm": (32, 32), "pack": (16, 16)}


def _reads(a) -> tuple:
    return (("a", a.areg),) if a.areg is not None else ()


def _sreads(a) -> tuple:
    return tuple(s for s, _ in a.scalars) + tuple(s for _, _, s in a.counters if not s.is_imm)


def _post(st, a):
    if a.post is None:
        return None
    S, r, k = st.s, a.scalars[0][0].value, a.post

    def bump():
        S[r] = wrap64(S[r] + k)
    return bump


def _dist(stmt, parts, table, what):
    d = ".".join(parts)
    if d not in table:
        raise stmt.error(f"unknown {what} distribution '.{d}'", stmt.loc.col,
                         " ".join(k for k in table if k))
    return d


def decode_plds(stmt, parts, scope) -> OpSpec:
    d = _dist(stmt, parts, PLD, "plds")
    ops = expect(stmt, (2, 3), "plds[.us|.ds] md, [ADDR]  or  plds md, [sN], #imm")
    md = reg(stmt, ops[0], "m")
    a = address(stmt, ops[1], scope, ops[2] if len(ops) == 3 else None)
    nbytes, align = PLD[d]
    what = f"plds{'.' + d if d else ''}"

    def make(st):
        M, f, bump = st.m, bind_address(st, a), _post(st, a)

        def run():
            bits = np.unpackbits(ub_slice(st, f(), nbytes, align, what), bitorder="little")
            M[md] = np.repeat(bits, 2) if d == "us" else bits[0::2] if d == "ds" else bits
            if bump is not None:
                bump()
        return run
    sw = (("s", a.scalars[0][0].value),) if a.post is not None else ()
    return OpSpec(stmt, "vld", "b8", make, _reads(a), (("m", md),), _sreads(a), sw, addr=a,
                  ub_r=1, lanes=256)


def decode_psts(stmt, parts, scope) -> OpSpec:
    d = _dist(stmt, parts, PST, "psts")
    ops = expect(stmt, (2, 3), "psts[.pack] [ADDR], ms  or  psts [sN], ms, #imm")
    a = address(stmt, ops[0], scope, ops[2] if len(ops) == 3 else None)
    ms = reg(stmt, ops[1], "m")
    nbytes, align = PST[d]
    what = f"psts{'.' + d if d else ''}"

    def make(st):
        M, f, bump = st.m, bind_address(st, a), _post(st, a)

        def run():
            bits = M[ms][0::2] if d == "pack" else M[ms]
            ub_slice(st, f(), nbytes, align, what)[:] = np.packbits(bits, bitorder="little")
            if bump is not None:
                bump()
        return run
    sw = (("s", a.scalars[0][0].value),) if a.post is not None else ()
    return OpSpec(stmt, "vst", "b8", make, (("m", ms),) + _reads(a), (), _sreads(a), sw,
                  addr=a, ub_w=1, single=True, lanes=256)


def decode_vsldb(stmt, parts, scope) -> OpSpec:
    if parts:
        raise stmt.error("vsldb has no suffix", stmt.loc.col, "vsldb vd, [ADDR], stride, m")
    ops = expect(stmt, 4, "vsldb vd, [ADDR], stride, m   (stride in 32-byte blocks)")
    vd = reg(stmt, ops[0], "v")
    a = address(stmt, ops[1], scope)
    stride = scalar(stmt, ops[2], scope)
    mk, _ = mask_operand(stmt, ops[3])

    def make(st):
        V, M, S, f = st.v, st.m, st.s, bind_address(st, a)
        get = (lambda: stride.value) if stride.is_imm else (lambda: S[stride.value])

        def run():
            base, step = f(), int(get()) * BLOCK
            out = np.zeros(256, np.uint8)
            active = M[mk].reshape(8, BLOCK).any(axis=1)
            for k in np.flatnonzero(active):
                out[k * BLOCK:(k + 1) * BLOCK] = ub_slice(st, base + k * step, BLOCK, BLOCK, "vsldb")
            V[vd] = out
        return run
    sr = _sreads(a) + ((stride,) if not stride.is_imm else ())
    return OpSpec(stmt, "vld", "b8", make, (("m", mk),) + _reads(a), (("v", vd),), sr, addr=a,
                  ub_r=1, lanes=256)


def decode_vsstb(stmt, parts, scope) -> OpSpec:
    if parts:
        raise stmt.error("vsstb has no suffix", stmt.loc.col, "vsstb [ADDR], vs, stride, m")
    ops = expect(stmt, 4, "vsstb [ADDR], vs, stride, m   (stride in 32-byte blocks)")
    a = address(stmt, ops[0], scope)
    vs = reg(stmt, ops[1], "v")
    stride = scalar(stmt, ops[2], scope)
    mk, _ = mask_operand(stmt, ops[3])

    def make(st):
        V, M, S, f = st.v, st.m, st.s, bind_address(st, a)
        get = (lambda: stride.value) if stride.is_imm else (lambda: S[stride.value])

        def run():
            base, step = f(), int(get()) * BLOCK
            on = M[mk].reshape(8, BLOCK).astype(bool)
            src = V[vs].reshape(8, BLOCK)
            for k in np.flatnonzero(on.any(axis=1)):
                dst = ub_slice(st, base + k * step, BLOCK, BLOCK, "vsstb")
                dst[on[k]] = src[k][on[k]]
        return run
    sr = _sreads(a) + ((stride,) if not stride.is_imm else ())
    return OpSpec(stmt, "vst", "b8", make, (("v", vs), ("m", mk)) + _reads(a), (), sr, addr=a,
                  ub_w=1, single=True, lanes=256)
