"""Tensors in simulated memory: the ``.tensor`` directive, ``tensor:NAME`` dumps, and the
``write_tensor``/``read_tensor`` API. A tensor is bytes laid out by an XLA tiled layout.

    .tensor A, "f32[3,5]{1,0:T(2,2)}", arange     // zeros (default) | arange | random:SEED
"""
from __future__ import annotations

import numpy as np

from isa.asm.directives import DirectiveError, parse_string
from isa.asm.limits import MAX_TENSOR_BYTES, MAX_TENSOR_ELEMENTS, size_text
from isa.asm.lexer import Statement

from .layout import LayoutError, Shape, from_memory, parse_shape, to_memory

INITS = ("zeros", "arange", "random:SEED")


def _init_array(shape: Shape, init: str, col: int) -> np.ndarray:
    dims = tuple(shape.dims)
    n = int(np.prod(dims)) if dims else 1
    et = str(shape.element_type)
    if init == "zeros":
        vals = np.zeros(n)
    elif init == "arange":
        vals = np.arange(n, dtype=np.float64)
    elif init.startswith("random:") and init[7:].isdigit():
        rng = np.random.default_rng(int(init[7:]))
        if et.startswith(("f", "bf")):
            vals = rng.uniform(-1.0, 1.0, n)
        elif et == "pred":
            vals = rng.integers(0, 2, n)
        else:
            bits = shape.element_bits
            lo = -(1 << (bits - 1)) if et.startswith("s") else 0
            hi = (1 << (bits - 1)) if et.startswith("s") else (1 << bits)
            vals = rng.integers(lo, hi, n)
    else:
        raise DirectiveError(f"unknown tensor initialiser '{init}'", col,
                             "use zeros, arange or random:SEED")
    return vals.reshape(dims) if dims else vals.reshape(())


class TensorDirective:
    """The ``.tensor NAME, "SHAPE"[, INIT]`` directive (an assembler hook)."""

    def __init__(self) -> None:
        self.tensors: dict[str, Shape] = {}

    def _parse(self, stmt: Statement) -> tuple[str, Shape, str, int]:
        ops = stmt.operands
        if len(ops) not in (2, 3):
            raise DirectiveError(".tensor takes a name, a shape string and an optional initialiser",
                                 stmt.rest_col, '.tensor A, "f32[3,5]{1,0:T(2,2)}", arange')
        name = ops[0].text
        text = parse_string(ops[1].text, ops[1].col).decode()
        try:
            shape = parse_shape(text)
        except LayoutError as e:
            col = ops[1].col + 1 + ((e.column or 1) - 1)
            raise DirectiveError(e.message, col, e.hint or "see `tilesim layout --help`") from None
        init = ops[2].text.strip().lower() if len(ops) == 3 else "zeros"
        n = 1
        for d in shape.dims:
            n *= d
        if n > MAX_TENSOR_ELEMENTS or shape.byte_size > MAX_TENSOR_BYTES:
            raise DirectiveError(f"tensor {name} has {n:,} elements in {shape.byte_size:,} bytes, "
                                 f"over tilesim's limit ({MAX_TENSOR_ELEMENTS:,} elements, "
                                 f"{size_text(MAX_TENSOR_BYTES)})", ops[1].col,
                                 "simulate a smaller problem: memory is host memory")
        return name, shape, init, ops[2].col if len(ops) == 3 else stmt.rest_col

    def reserve(self, stmt: Statement) -> tuple[str | None, int, int]:
        name, shape, init, col = self._parse(stmt)
        _init_array(shape, init, col)  # validate the initialiser in pass 1
        self.tensors[name] = shape
        return name, shape.byte_size, max(shape.alignment, 1)

    def emit(self, stmt: Statement) -> bytes:
        name, shape, init, col = self._parse(stmt)
        arr = _init_array(shape, init, col)
        if str(shape.element_type) == "bf16":
            arr = arr.astype(np.float32)
        else:
            arr = arr.astype(shape.dtype) if not hasattr(shape.dtype, "bits") else arr.astype(np.int64)
        return to_memory(arr, shape).tobytes()


def tensor_shape(machine, name: str) -> Shape:
    shapes = machine.program.extra.get("tensors", {})
    if name not in shapes:
        raise KeyError(f"no tensor '{name}'" + (f"; tensors: {', '.join(shapes)}" if shapes else ""))
    return shapes[name]


def read_tensor(machine, where, shape: Shape | str | None = None) -> np.ndarray:
    """The logical array stored at ``where`` (a tensor name, symbol or address)."""
    if shape is None:
        shape = tensor_shape(machine, where)
    elif isinstance(shape, str):
        shape = parse_shape(shape)
    raw = machine.memory.view(machine.memory.address_of(where), shape.byte_size)
    return from_memory(raw, shape)


def write_tensor(machine, where, array, shape: Shape | str | None = None) -> None:
    if shape is None:
        shape = tensor_shape(machine, where)
    elif isinstance(shape, str):
        shape = parse_shape(shape)
    data = to_memory(np.asarray(array), shape)
    machine.memory.write_bytes(machine.memory.address_of(where), data.tobytes())
