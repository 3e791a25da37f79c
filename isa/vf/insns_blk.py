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
from .insns_mem import distribution, post_increment
from .spec import OpSpec, bind_address, ub_slice

BLOCK = 32
PLD = {"": (32, 32), "norm": (32, 32), "us": (16, 16), "ds": (64, 32)}  # bytes, alignment
PST = {"": (32, 32), "norm": (32, 32), "pack": (16, 16)}


def _reads(a) -> tuple:
    return (("a", a.areg),) if a.areg is not None else ()


def _sreads(a) -> tuple:
    return tuple(s for s, _ in a.scalars) + tuple(s for _, _, s in a.counters if not s.is_imm)


def decode_plds(stmt, parts, scope) -> OpSpec:
    return _mask(stmt, parts, scope, load=True)


def decode_psts(stmt, parts, scope) -> OpSpec:
    return _mask(stmt, parts, scope, load=False)


def _mask(stmt, parts, scope, load: bool) -> OpSpec:
    """``plds[.us|.ds] md, [ADDR]`` / ``psts[.pack] [ADDR], ms`` (``[sN], #imm`` post-increments)."""
    mn, table = ("plds", PLD) if load else ("psts", PST)
    d = distribution(stmt, parts, table, mn)
    usage = (f"{mn}[.us|.ds] md, [ADDR]  or  {mn} md, [sN], #imm" if load
             else f"{mn}[.pack] [ADDR], ms  or  {mn} [sN], ms, #imm")
    ops = expect(stmt, (2, 3), usage)
    m = reg(stmt, ops[0 if load else 1], "m")
    a = address(stmt, ops[1 if load else 0], scope, ops[2] if len(ops) == 3 else None)
    nbytes, align = table[d]
    what = f"{mn}{'.' + d if d else ''}"

    def make(st):
        M, f = st.m, bind_address(st, a)
        bump = post_increment(st, a, f, a.post) if a.post is not None else None

        def run():
            ub = ub_slice(st, f(), nbytes, align, what)
            if load:
                bits = np.unpackbits(ub, bitorder="little")
                M[m] = np.repeat(bits, 2) if d == "us" else bits[0::2] if d == "ds" else bits
            else:
                ub[:] = np.packbits(M[m][0::2] if d == "pack" else M[m], bitorder="little")
            if bump is not None:
                bump()
        return run
    sw = (("s", a.scalars[0][0].value),) if a.post is not None else ()
    if load:
        return OpSpec(stmt, "vld", "b8", make, _reads(a), (("m", m),), _sreads(a), sw, addr=a,
                      ub_r=1, lanes=256)
    return OpSpec(stmt, "vst", "b8", make, (("m", m),) + _reads(a), (), _sreads(a), sw, addr=a,
                  ub_w=1, single=True, lanes=256)


def decode_vsldb(stmt, parts, scope) -> OpSpec:
    return _block(stmt, parts, scope, load=True)


def decode_vsstb(stmt, parts, scope) -> OpSpec:
    return _block(stmt, parts, scope, load=False)


def _block(stmt, parts, scope, load: bool) -> OpSpec:
    """``vsldb vd, [ADDR], stride, m`` / ``vsstb [ADDR], vs, stride, m``."""
    mn = "vsldb" if load else "vsstb"
    usage = f"{mn} vd, [ADDR], stride, m" if load else f"{mn} [ADDR], vs, stride, m"
    if parts:
        raise stmt.error(f"{mn} has no suffix", stmt.loc.col, usage)
    ops = expect(stmt, 4, usage + "   (stride in 32-byte blocks)")
    v = reg(stmt, ops[0 if load else 1], "v")
    a = address(stmt, ops[1 if load else 0], scope)
    stride = scalar(stmt, ops[2], scope)
    mk, _ = mask_operand(stmt, ops[3])

    def make(st):
        V, M, S, f = st.v, st.m, st.s, bind_address(st, a)
        get = (lambda: stride.value) if stride.is_imm else (lambda: S[stride.value])

        def run():
            base, step = f(), int(get()) * BLOCK
            on = M[mk].reshape(8, BLOCK).astype(bool)
            blocks = np.flatnonzero(on.any(axis=1))
            if load:  # whole blocks with an active element; the others zero, not read
                out = np.zeros((8, BLOCK), np.uint8)
                for k in blocks:
                    out[k] = ub_slice(st, base + k * step, BLOCK, BLOCK, mn)
                V[v] = out.reshape(256)
                return
            src = V[v].reshape(8, BLOCK)
            for k in blocks:  # the active elements only
                ub_slice(st, base + k * step, BLOCK, BLOCK, mn)[on[k]] = src[k][on[k]]
        return run
    sr = _sreads(a) + ((stride,) if not stride.is_imm else ())
    if load:
        return OpSpec(stmt, "vld", "b8", make, (("m", mk),) + _reads(a), (("v", v),), sr, addr=a,
                      ub_r=1, lanes=256)
    return OpSpec(stmt, "vst", "b8", make, (("v", v), ("m", mk)) + _reads(a), (), sr, addr=a,
                  ub_w=1, single=True, lanes=256)
