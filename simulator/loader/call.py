"""Calling a function of a loaded program from Python, following the AAPCS64.

    m = Machine.from_file("saxpy.o")
    r = m.call("saxpy", n, np.float32(2.0), x, y)          # y is updated in place
    r.value, r.cycles, r.instructions

Arguments (Procedure Call Standard for the Arm 64-bit Architecture, AAPCS64, 6.8 "Parameter
passing"): integers, pointers, ``None`` (NULL), numpy arrays and argument blocks go in X0-X7;
Python floats (double), ``np.float64``, ``np.float32``, ``np.float16`` and ctypes floats go in
V0-V7 (D/S/H); the rest on the stack in 8-byte slots from SP (16-byte aligned at the call).
numpy arrays are copied into their own heap region (64-byte aligned, an unmapped guard page
between regions, so an overrun faults) and passed as pointers; after the call every writable
array gets the simulated memory's contents back, in place (also after a fault, so what the
callee wrote is visible). A :class:`Block` (or a ``ctypes.Structure`` instance) is placed in
memory and passed by address; numpy arrays in its pointer fields are placed in the heap first.
The callee returns to a sentinel address in LR, which stops the run.
"""
from __future__ import annotations

import ctypes
from typing import Any

import attrs
import numpy as np

from isa.asm.diag import SourceLoc
from isa.asm.program import Insn
from isa.faults import ProgramExit

from .errors import CallError, CallFault

HEAP_BASE = 0x10_0000_0000
PAGE = 0x1000
STACK_GAP = 0x1000  # below the initial argv block
MAX_ARGS = 64
RETURNS = ("int", "uint", "pointer", "float", "double", None)
_FLOAT_CTYPES = {ctypes.c_float: "s", ctypes.c_double: "d"}


@attrs.frozen
class CallResult:
    """What a call gives back: ``value`` (None for ``returns=None``), ``cycles`` for this call
    (None when timing is off), ``instructions`` it ran."""

    value: int | float | None
    cycles: int | None
    instructions: int


@attrs.define
class Block:
    """An argument block: ``layout`` (a ``ctypes.Structure`` class or a list of
    ``(name, ctype)`` pairs) filled from ``values``; a numpy array given for a pointer field is
    placed in the heap and replaced by its address."""

    layout: Any
    values: dict = attrs.field(factory=dict)

    def structure(self) -> type:
        if isinstance(self.layout, type) and issubclass(self.layout, ctypes.Structure):
            return self.layout
        try:
            return type("Block", (ctypes.Structure,), {"_fields_": list(self.layout)})
        except (TypeError, AttributeError, ValueError) as e:
            raise CallError(f"argument block layout: {e} (give a ctypes.Structure class or a "
                            "list of (name, ctype) pairs)") from None


class _Return(ProgramExit):
    """Raised by the sentinel slot: the callee returned."""

    def __init__(self):
        super().__init__(0)


def _sentinel(machine) -> int:
    """The index of the return sentinel slot, appended to the program text on first use (the
    run loop, the step counters and the cycle model are rebuilt once to include it)."""
    prog = machine.program
    idx = prog.extra.get("call_return")
    if idx is not None:
        return idx
    idx = len(prog.slots)
    addr = prog.text_base + 4 * idx

    def bind(state, i):
        def run():
            raise _Return()
        return run

    prog.slots.append(Insn(SourceLoc("<return to caller>", 0, 1, ""), "ret", "<return to caller>",
                           (), bind, "int", addr, idx, {"sentinel": True}))
    prog.extra["call_return"] = idx
    machine.state.text_slots = len(prog.slots)
    machine._ops = machine._bind(prog)
    if machine.timing is not None:
        from simulator.timing.engine import Engine

        machine.timing = Engine(machine.timing.desc, prog, machine.state, machine.memory)
    return idx


class _Heap:
    """Regions for one call's arrays and blocks, each on its own pages with a gap after it."""

    def __init__(self, memory):
        self.memory = memory
        memory.unmap_where(lambda r: r.name.startswith("call:"))  # the previous call's arrays
        self.at = HEAP_BASE
        self.copies: list[tuple[np.ndarray, int]] = []
        self.structs: list[tuple[ctypes.Structure, int]] = []

    def place(self, data: bytes, what: str) -> int:
        base = self.at
        self.memory.map(f"call:{what}", base, max(len(data), 1), data)
        self.at = base + -(-max(len(data), 1) // PAGE) * PAGE + PAGE
        return base

    def array(self, a: np.ndarray, what: str) -> int:
        if not a.flags.c_contiguous:
            raise CallError(f"{what}: numpy array is not C-contiguous (pass "
                            "np.ascontiguousarray(...))")
        if a.dtype.hasobject:
            raise CallError(f"{what}: numpy array of Python objects cannot be passed")
        addr = self.place(a.tobytes(), what)
        if a.flags.writeable:
            self.copies.append((a, addr))
        return addr

    def block(self, b: Block | ctypes.Structure, what: str) -> int:
        if isinstance(b, ctypes.Structure):
            addr = self.place(bytes(b), what)
            self.structs.append((b, addr))
            return addr
        cls = b.structure()
        fields = {f[0]: f[1] for f in cls._fields_}
        inst = cls()
        for name, value in b.values.items():
            if name not in fields:
                raise CallError(f"{what}: the block has no field '{name}' "
                                f"(fields: {', '.join(fields)})")
            if isinstance(value, np.ndarray):
                value = self.array(value, f"{what}.{name}")
            try:
                setattr(inst, name, value)
            except (TypeError, ValueError, ctypes.ArgumentError) as e:
                raise CallError(f"{what}.{name}: {e}") from None
        return self.place(bytes(inst), what)

    def copy_back(self) -> None:
        trace = self.memory.trace
        mark = len(trace) if trace is not None else 0
        for a, addr in self.copies:
            raw = self.memory.read_bytes(addr, a.nbytes)
            a[...] = np.frombuffer(raw, a.dtype).reshape(a.shape)
        for s, addr in self.structs:
            raw = self.memory.read_bytes(addr, ctypes.sizeof(s))
            ctypes.memmove(ctypes.addressof(s), raw, len(raw))
        if trace is not None:
            del trace[mark:]  # copying back is the caller's work, not the program's


def _classify(arg: Any, what: str, heap: _Heap) -> tuple[str, int]:
    """(register class, raw bits): ``x`` integer/pointer, ``h``/``s``/``d`` floating point."""
    if arg is None:
        return "x", 0
    if isinstance(arg, (bool, np.bool_)):
        return "x", int(arg)
    if isinstance(arg, (int, np.integer)):
        v = int(arg)
        if not -(1 << 63) <= v < (1 << 64):
            raise CallError(f"{what}: integer {v} does not fit 64 bits")
        return "x", v & ((1 << 64) - 1)
    for t, kind, dt in ((np.float16, "h", "<f2"), (np.float32, "s", "<f4"),
                        (np.float64, "d", "<f8"), (float, "d", "<f8")):
        if isinstance(arg, t):
            return kind, int(np.frombuffer(np.array(arg, dt).tobytes(), f"<u{dt[-1]}")[0])
    if isinstance(arg, ctypes._SimpleCData):
        kind = _FLOAT_CTYPES.get(type(arg))
        if kind:
            return _classify(np.float32(arg.value) if kind == "s" else float(arg.value), what,
                             heap)
        if isinstance(arg.value, int):
            return _classify(arg.value, what, heap)
    if isinstance(arg, np.ndarray):
        return "x", heap.array(arg, what)
    if isinstance(arg, (Block, ctypes.Structure)):
        return "x", heap.block(arg, what)
    if isinstance(arg, (bytes, bytearray)):
        return "x", heap.array(np.frombuffer(arg, np.uint8) if isinstance(arg, bytes)
                               else np.frombuffer(arg, np.uint8), what)
    raise CallError(f"{what}: cannot pass a {type(arg).__name__} (use an int, a float, a numpy "
                    "scalar or array, None, a ctypes value or Structure, or a Block)")


def _resolve(machine, symbol: str | int) -> int:
    prog = machine.program
    if isinstance(symbol, (int, np.integer)):
        addr = int(symbol)
    else:
        if not prog.symbols:
            raise CallError(f"cannot call '{symbol}': the program has no symbols (stripped?); "
                            "call it by address")
        if symbol not in prog.symbols:
            near = [s for s in prog.symbols if symbol.lower() in s.lower()][:3]
            raise CallError(f"no symbol '{symbol}' in the program"
                            + (f" (did you mean {', '.join(near)}?)" if near else ""))
        addr = prog.symbols[symbol]
    i = (addr - prog.text_base) >> 2
    if addr & 3 or not 0 <= i < len(prog.slots) or prog.slots[i] is None:
        raise CallError(f"cannot call {symbol!r}: no instruction at 0x{addr:x}")
    return i


def _set_fp(state, n: int, kind: str, bits: int) -> None:
    size = {"h": 2, "s": 4, "d": 8}[kind]
    state.z[n, :] = 0
    state.z[n, :size] = np.frombuffer(bits.to_bytes(size, "little"), np.uint8)


def call(machine, symbol: str | int, *args, returns: str | None = "int",
         max_steps: int | None = None) -> CallResult:
    """Call ``symbol`` (a name or an address) with ``args``; see the module docstring."""
    from simulator.machine import STACK_TOP

    if returns not in RETURNS:
        raise CallError(f"returns={returns!r}: expected one of " + ", ".join(map(repr, RETURNS)))
    if len(args) > MAX_ARGS:
        raise CallError(f"{len(args)} arguments: at most {MAX_ARGS} are supported")
    entry = _resolve(machine, symbol)
    stop = _sentinel(machine)
    st = machine.state
    heap = _Heap(machine.memory)
    gprs: list[int] = []
    fprs: list[tuple[str, int]] = []
    stack: list[tuple[int, int]] = []  # (bits, size) in 8-byte slots
    for k, arg in enumerate(args):
        kind, bits = _classify(arg, f"argument {k + 1}", heap)
        if kind == "x" and len(gprs) < 8:
            gprs.append(bits)
        elif kind != "x" and len(fprs) < 8:
            fprs.append((kind, bits))
        else:
            stack.append((bits, 8))
    if st.sm:
        st.set_pstate(sm=False)  # AAPCS64: a non-streaming function is entered with PSTATE.SM=0
    sp = (STACK_TOP - STACK_GAP - 8 * len(stack)) & ~15
    for j, (bits, size) in enumerate(stack):
        machine.memory.write_bytes(sp + 8 * j, bits.to_bytes(size, "little"))
    if machine.memory.trace:
        machine.memory.trace.clear()  # placing arguments is the caller's work: no cycles for it
    for n, v in enumerate(gprs):
        st.x[n] = v
    for n, (kind, bits) in enumerate(fprs):
        _set_fp(st, n, kind, bits)
    st.x[31] = sp
    st.x[29] = 0
    st.x[30] = machine.program.text_base + 4 * stop
    st.pc = entry
    machine.exit_code, machine.fault = None, None
    steps0, cycles0 = machine.steps, machine.cycles
    limit = machine.max_steps if max_steps is None else max_steps
    machine._go(limit)
    ran = machine.steps - steps0
    heap.copy_back()
    returned = machine.exit_code == 0 and st.pc == stop + 1
    if not returned:
        if machine.exit_code is None:
            machine._stop_limit()
        if machine.fault is not None:
            raise CallFault(machine.fault.render(), machine.fault, machine.exit_code)
        raise CallFault(f"{symbol}: the program exited with status {machine.exit_code} "
                        "instead of returning", None, machine.exit_code)
    st.pc = stop
    machine.exit_code = None
    cycles = machine.cycles - cycles0 if cycles0 is not None else None
    return CallResult(_return_value(st, returns), cycles, ran - 1)


def _return_value(st, returns: str | None):
    if returns is None:
        return None
    if returns in ("int", "uint", "pointer"):
        v = st.x[0] & ((1 << 64) - 1)
        return v - (1 << 64) if returns == "int" and v >> 63 else v
    dt = np.float32 if returns == "float" else np.float64
    return float(st.z[0, :np.dtype(dt).itemsize].view(dt)[0])
