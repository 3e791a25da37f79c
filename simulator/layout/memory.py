"""Memory images of tiled arrays, vectorised as pad → reshape → transpose per tile level.

Byte order is little-endian. Elements of E(1|2|4) layouts are packed several to a byte, the
element at the lower slot in the lower bits ("low nibble first" for s4/u4). Note: the copy of
XLA's host-side ``PackIntN`` we could read (xla/util.h) shifts element j of a byte by
``bits·(per_byte-1-j)``, i.e. first element in the *high* bits; the project's chosen convention is
low-first (as numpy/ml_dtypes-style little-endian packing) — see ``_pack``/``_unpack``.
bf16 arrays are uint16 bit patterns; float input for a bf16 shape is rounded with
f32_to_bf16_bits (RNE).
"""

from __future__ import annotations

import math

import numpy as np

from .dtypes import f32_to_bf16_bits
from .shape import Shape


def _value_dtype(shape: Shape) -> np.dtype:
    return shape.etype.storage


def _coerce(array: np.ndarray, shape: Shape) -> np.ndarray:
    arr = np.asarray(array)
    if arr.shape != shape.dims:
        raise ValueError(f"array has shape {arr.shape}, but {shape} has dims {shape.dims}")
    et = shape.etype
    if et.name == "bf16" and arr.dtype.kind == "f":
        return f32_to_bf16_bits(arr)
    if et.bits == 4 and arr.size:
        lo, hi = (-8, 7) if et.signed else (0, 15)
        if arr.min() < lo or arr.max() > hi:
            raise ValueError(f"{et.name} values must lie in [{lo}, {hi}]")
    return arr.astype(et.storage, copy=False)


def to_slots(array: np.ndarray, shape: Shape, pad: int | float = 0) -> np.ndarray:
    """Logical array → 1-D array of every slot in memory order (padding filled with ``pad``)."""
    a = np.transpose(array, tuple(reversed(shape.layout.minor_to_major)))
    for level in shape.levels:
        a = a.reshape(level.combined)
        if level.padded != level.combined:
            padded = np.full(level.padded, pad, dtype=a.dtype)
            padded[tuple(slice(0, d) for d in level.combined)] = a
            a = padded
        m, k = level.n_major, len(level.sizes)
        split = level.combined[:m] + tuple(
            x for c, t in zip(level.counts, level.sizes) for x in (c, t)
        )
        a = a.reshape(split)
        order = (
            tuple(range(m))
            + tuple(m + 2 * i for i in range(k))
            + tuple(m + 2 * i + 1 for i in range(k))
        )
        a = a.transpose(order)
    flat = np.ascontiguousarray(a).reshape(-1)
    if shape.num_slots != flat.size:
        tail = np.full(shape.num_slots - flat.size, pad, dtype=flat.dtype)
        flat = np.concatenate([flat, tail])
    return flat


def from_slots(flat: np.ndarray, shape: Shape) -> np.ndarray:
    """Inverse of to_slots: slots in memory order → logical array (padding dropped)."""
    a = np.asarray(flat)[: math.prod(shape.tiled_dims)].reshape(shape.tiled_dims)
    for level in reversed(shape.levels):
        m, k = level.n_major, len(level.sizes)
        inverse = list(range(m))
        for i in range(k):
            inverse += [m + i, m + k + i]
        a = a.transpose(inverse).reshape(level.padded)
        if level.padded != level.combined:
            a = a[tuple(slice(0, d) for d in level.combined)]
        a = a.reshape(level.in_dims)
    logical_order = np.argsort(tuple(reversed(shape.layout.minor_to_major)))
    return np.ascontiguousarray(a.transpose(tuple(int(i) for i in logical_order)))


def _pack(values: np.ndarray, bits: int) -> np.ndarray:
    per = 8 // bits
    v = values.view(np.uint8) if values.dtype.itemsize == 1 else values.astype(np.uint8)
    v = v & np.uint8((1 << bits) - 1)
    if v.size % per:
        v = np.concatenate([v, np.zeros(per - v.size % per, dtype=np.uint8)])
    shifts = (np.arange(per, dtype=np.uint8) * bits).astype(np.uint8)
    return np.bitwise_or.reduce(v.reshape(-1, per) << shifts, axis=1).astype(np.uint8)


def _unpack(buf: np.ndarray, bits: int, count: int, signed: bool) -> np.ndarray:
    per = 8 // bits
    shifts = (np.arange(per, dtype=np.uint8) * bits).astype(np.uint8)
    v = ((buf[:, None] >> shifts) & np.uint8((1 << bits) - 1)).reshape(-1)[:count]
    if signed:
        v = v.astype(np.int8)
        v = np.where(v >= 1 << (bits - 1), v - (1 << bits), v).astype(np.int8)
    return v


def to_memory(array: np.ndarray, shape: Shape, pad: int | float = 0) -> np.ndarray:
    """Memory image (uint8, ``shape.byte_size`` bytes) of a logical array; padding = ``pad``."""
    flat = to_slots(_coerce(array, shape), shape, pad)
    bits = shape.element_bits
    if bits < 8:
        return _pack(flat, bits)
    return np.ascontiguousarray(flat.astype(_value_dtype(shape), copy=False)).view(np.uint8)


def from_memory(buf: np.ndarray | bytes, shape: Shape) -> np.ndarray:
    """Logical array read from a memory image (extra trailing bytes are ignored).

    Returns the type's numpy dtype (bf16: uint16 bits; s4: int8; u4: uint8; pred: bool).
    """
    raw = np.frombuffer(buf, dtype=np.uint8) if isinstance(buf, (bytes, bytearray)) else buf
    raw = np.asarray(raw).reshape(-1).view(np.uint8)
    if raw.size < shape.byte_size:
        raise ValueError(f"{shape} needs {shape.byte_size} bytes, buffer has {raw.size}")
    raw = raw[: shape.byte_size]
    et = shape.etype
    bits = shape.element_bits
    if bits < 8:
        flat = _unpack(raw, bits, shape.num_slots, et.signed and et.name != "pred")
        flat = flat.astype(et.storage) if et.name != "pred" else flat != 0
    elif et.name == "pred":
        flat = raw != 0
    else:
        flat = np.ascontiguousarray(raw).view(_value_dtype(shape))
    return from_slots(flat, shape)
