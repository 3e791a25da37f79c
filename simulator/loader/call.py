"""Calling a function of a loaded program from Python, following the AAPCS64.

    m = Machine.from_file("saxpy.o")
    r = m.call("saxpy", n, np.float32(2.0), x, y)          # y is updated in place
    r.value, r.cycles, r.instructions

Arguments (Procedure Call Standard for the Arm 64-bit Architecture, AAPCS64, 6.8 "Parameter
passing"): integers, pointers, ``None`` (NULL), numpy arrays and argument blocks go in X0-X7;
Python floats (double), ``np.float64``, ``np.float32``, ``np.float16`` and ctypes floats go in
V0-V7 (D/S/H); a :class:`Vector` (a NEON ``float32x4_t`` or an SVE ``svfloat32_t`` given as a
numpy array) in V0-V7/Z0-Z7 from the same register counter; the rest on the stack in 8-byte
slots from SP (16-byte aligned at the call).
numpy arrays are copied into their own heap region (64-byte aligned, an unmapped guard page
between regions, so an overrun faults) and passed as pointers; after the call every writable
array gets the simulated memory's contents back, in place (also after a fault, so what the
callee wrote is visible). A :class:`Block` (or a ``ctypes.Structure`` instance) is placed in
memory and passed by address; numpy arrays in its pointer fields are placed in the heap first.
For nested pointers (row-pointer arrays, KleidiAI's indirection tables) place the data with
:func:`alloc` (it stays mapped across calls), pass the addresses, read results back with
:func:`read`.

SME (AAPCS64 "The ZA state", "Streaming mode"): clang-19 records no ACLE attribute in an object
(no symbol flag, note or DWARF attribute says ``__arm_streaming`` or ``__arm_inout("za")``), so
the call says what the function's caller must do: ``streaming=True`` enters with PSTATE.SM=1
(``__arm_streaming``); ``za=None`` or ``"new"`` enters with ZA off and TPIDR2_EL0 null (a
private-ZA function, ``__arm_new("za")`` included); ``"shared"`` (``__arm_in/out/inout("za")``)
enters with PSTATE.ZA=1 and ZA/ZT0 as the previous call left them (zeroed when ZA was off);
``"preserved"`` (``__arm_preserves("za")``) as ``"shared"``, and a callee that changes ZA is an
error. The callee returns to a sentinel address in LR, which stops the run.
"""
from __future__ import annotations

import ctypes
from typing import Any

import attrs
import numpy as np

from isa.asm.diag import SourceLoc
from isa.asm.program import Insn
from isa.faults import ProgramExit, SegmentationFault

from .errors import CallError, CallFault

HEAP_BASE = 0x10_0000_0000
ALLOC_BASE = 0x20_0000_0000  # m.alloc: kept across calls
ALLOC_LIMIT = 1 << 32        # bytes m.alloc may place in all
PAGE = 0x1000
STACK_GAP = 0x1000  # below the initial argv block
CALL_RETURN = 0xFFF0  # a process's return sentinel: below mmap_min_addr, so never mapped
MAX_ARGS = 64
RETURNS = ("int", "uint", "pointer", "float", "double", None)
ZA_MODES = (None, "off", "new", "shared", "preserved")
# vector returns: "v:<dtype>" (a 128-bit NEON vector in V0), "d:<dtype>" (64-bit), "z:<dtype>"
# (an SVE vector of the current vector length in Z0)
_VEC_BYTES = {"d": 8, "v": 16}
_FLOAT_CTYPES = {ctypes.c_float: "s", ctypes.c_double: "d"}


@attrs.frozen
class CallResult:
    """What a call gives back: ``value`` (None for ``returns=None``), ``cycles`` for this call
    (None when timing is off), ``instructions`` it ran. Timed calls also say what the caches
    did: ``cache_misses`` (per level, this call's) and ``memory_stall_cycles`` (cycles
    instructions waited for load data: misses, plus the hit latency a load's user waits);
    ``stall_cycles`` splits all its stall cycles by kind. ``profile``: the per-function
    :class:`~simulator.profile.Profile` of this call (``profile=True``); ``warmup``: calls run
    before this one (``warmup=N``)."""

    value: int | float | None
    cycles: int | None
    instructions: int
    cache_misses: dict | None = None
    memory_stall_cycles: float | None = None
    stall_cycles: dict | None = None
    profile: Any = None
    warmup: int = 0


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


@attrs.define
class Vector:
    """A vector argument: ``data`` (a numpy array) goes in the next V/Z register, low bytes
    first, the rest of the register zero (AAPCS64: short vectors and SVE vectors take the
    FP/SIMD register counter)."""

    data: Any

    def raw(self, what: str, vlb: int) -> bytes:
        a = np.ascontiguousarray(self.data)
        if a.dtype.hasobject or a.nbytes == 0:
            raise CallError(f"{what}: a Vector holds a non-empty numeric numpy array")
        if a.nbytes > vlb:
            raise CallError(f"{what}: a {a.nbytes}-byte vector does not fit a {vlb}-byte "
                            "register at this vector length")
        return a.tobytes()


def alloc(machine, data: Any, align: int = 64) -> int:
    """Place ``data`` (a numpy array or bytes) in memory that stays mapped across calls;
    returns its address (aligned to ``align``, a power of two; an unmapped page follows)."""
    if isinstance(data, np.ndarray):
        if data.dtype.hasobject:
            raise CallError("alloc: numpy array of Python objects cannot be placed")
        raw = np.ascontiguousarray(data).tobytes()
    elif isinstance(data, (bytes, bytearray, memoryview)):
        raw = bytes(data)
    else:
        raise CallError(f"alloc: expected a numpy array or bytes, not {type(data).__name__}")
    if align < 1 or align & (align - 1):
        raise CallError(f"alloc: align={align} is not a power of two")
    at = max((r.base + r.size + PAGE for r in machine.memory.regions
              if r.name.startswith("alloc:")), default=ALLOC_BASE)  # after the last, a gap
    base = -(-at // max(align, PAGE)) * max(align, PAGE)
    end = base + -(-max(len(raw), 1) // PAGE) * PAGE
    if end - ALLOC_BASE > ALLOC_LIMIT:
        raise CallError(f"alloc: more than {ALLOC_LIMIT >> 30} GiB placed in all")
    machine.memory.map(f"alloc:{base:x}", base, end - base, raw)
    return base


def read(machine, address: int, dtype: Any, shape: int | tuple[int, ...]) -> np.ndarray:
    """A copy of the ``shape`` array of ``dtype`` at ``address`` in simulated memory."""
    try:
        dt = np.dtype(dtype)
        shp = (shape,) if isinstance(shape, (int, np.integer)) else tuple(int(d) for d in shape)
    except (TypeError, ValueError) as e:
        raise CallError(f"read: {e}") from None
    n = int(np.prod(shp, dtype=np.int64)) * dt.itemsize
    if dt.hasobject or min(shp, default=0) < 0 or n > ALLOC_LIMIT:
        raise CallError(f"read: {n} bytes is not a size that can be read")
    try:
        raw = machine.memory.read_bytes(int(address), n)
    except SegmentationFault as e:
        raise CallError(f"read: 0x{int(address) & ((1 << 64) - 1):x}+{n}: {e.detail}") from None
    return np.frombuffer(raw, dt).reshape(shp).copy()


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
    def bind(state, i):
        def run():
            raise _Return()
        return run

    def sentinel(addr: int, idx: int) -> Insn:
        return Insn(SourceLoc("<return to caller>", 0, 1, ""), "ret", "<return to caller>", (),
                    bind, "int", addr, idx, {"sentinel": True})

    if prog.code is not None:  # a process: a slot of its own at an address nothing maps
        idx = prog.code.add_slot(CALL_RETURN, lambda i: sentinel(CALL_RETURN, i))
        prog.extra["call_return"] = idx
        return idx
    idx = len(prog.slots)
    prog.slots.append(sentinel(prog.text_base + 4 * idx, idx))
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
    i = prog.index_of(addr)
    if i is None or prog.insn(i) is None:
        raise CallError(f"cannot call {symbol!r}: no instruction at 0x{addr:x}")
    return i


def _set_fp(state, n: int, kind: str, bits: int | bytes) -> None:
    raw = bits if isinstance(bits, bytes) else bits.to_bytes({"h": 2, "s": 4, "d": 8}[kind],
                                                               "little")
    state.z[n, :] = 0
    state.z[n, :len(raw)] = np.frombuffer(raw, np.uint8)


def _check_returns(returns: Any) -> None:
    if returns in RETURNS:
        return
    if isinstance(returns, str) and returns[:2] in ("v:", "d:", "z:"):
        try:
            np.dtype(returns[2:])
            return
        except TypeError:
            pass
    raise CallError(f"returns={returns!r}: expected one of "
                    + ", ".join(map(repr, RETURNS)) + ", or 'v:DTYPE'/'d:DTYPE'/'z:DTYPE' for "
                    "a vector in V0/D0/Z0 (e.g. 'v:float32')")


def _enter(st, streaming: bool, za: str | None) -> None:
    """PSTATE.SM/ZA and TPIDR2_EL0 as the caller of such a function sets them."""
    if za not in ZA_MODES:
        raise CallError(f"za={za!r}: expected one of " + ", ".join(map(repr, ZA_MODES)))
    st.set_pstate(sm=bool(streaming))
    st.set_pstate(za=za in ("shared", "preserved"))
    st.sysregs["tpidr2_el0"] = 0


def call(machine, symbol: str | int, *args, returns: str | None = "int",
         max_steps: int | None = None, streaming: bool = False, za: str | None = None,
         profile: bool = False, warmup: int = 0,
         profile_lines: tuple[str, ...] = ()) -> CallResult:
    """Call ``symbol`` (a name or an address) with ``args``; see the module docstring.
    ``streaming``/``za``: PSTATE.SM and ZA as the caller of an ``__arm_streaming`` or
    ZA-sharing function must set them.
    ``warmup=N`` makes the same call N times first (caches, predictors and the block cache
    warm up; the arrays passed get their contents back before each call, so the reported call
    computes what one call does) and reports the last; ``profile=True`` (``profile_lines``:
    functions to profile per source line) adds the call's per-function profile."""
    if isinstance(warmup, bool) or not isinstance(warmup, (int, np.integer)) or warmup < 0:
        raise CallError(f"warmup={warmup!r}: expected a number of calls >= 0")
    inputs = _Inputs(args)
    for _ in range(int(warmup)):
        _call(machine, symbol, args, returns, max_steps, None, streaming, za)
        inputs.restore()
    prof = tuple(profile_lines) if profile or profile_lines else None
    r = _call(machine, symbol, args, returns, max_steps, prof, streaming, za)
    return attrs.evolve(r, warmup=int(warmup)) if warmup else r


class _Inputs:
    """The writable arrays and structures of a call's arguments, saved so warm-up calls can
    give them their contents back."""

    def __init__(self, args):
        self.saved: list[tuple[Any, Any]] = []
        for a in args:
            items = list(a.values.values()) if isinstance(a, Block) else [a]
            for v in items:
                if isinstance(v, np.ndarray) and v.flags.writeable:
                    self.saved.append((v, v.copy()))
                elif isinstance(v, ctypes.Structure):
                    self.saved.append((v, bytes(v)))

    def restore(self) -> None:
        for v, old in self.saved:
            if isinstance(v, np.ndarray):
                v[...] = old
            else:
                ctypes.memmove(ctypes.addressof(v), old, len(old))


def _call(machine, symbol: str | int, args: tuple, returns: str | None,
          max_steps: int | None, profile_lines: tuple[str, ...] | None, streaming: bool,
          za: str | None) -> CallResult:
    from simulator.machine import STACK_TOP

    _check_returns(returns)
    if len(args) > MAX_ARGS:
        raise CallError(f"{len(args)} arguments: at most {MAX_ARGS} are supported")
    entry = _resolve(machine, symbol)
    stop = _sentinel(machine)
    st = machine.state
    _enter(st, streaming, za)
    heap = _Heap(machine.memory)
    gprs: list[int] = []
    fprs: list[tuple[str, int | bytes]] = []
    stack: list[tuple[int, int]] = []  # (bits, size) in 8-byte slots
    for k, arg in enumerate(args):
        what = f"argument {k + 1}"
        if isinstance(arg, Vector):
            if len(fprs) >= 8:
                raise CallError(f"{what}: more than 8 FP/vector arguments (vectors on the "
                                "stack are not supported)")
            fprs.append(("vec", arg.raw(what, st.vlb)))
            continue
        kind, bits = _classify(arg, what, heap)
        if kind == "x" and len(gprs) < 8:
            gprs.append(bits)
        elif kind != "x" and len(fprs) < 8:
            fprs.append((kind, bits))
        else:
            stack.append((bits, 8))
    za_before = st.za.copy() if za == "preserved" else None
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
    st.x[30] = machine.program.address_of(stop)
    st.pc = entry
    machine.exit_code, machine.fault = None, None
    steps0, cycles0 = machine.steps, machine.cycles
    eng = machine.timing
    before = (eng.hier.stats(), eng.stall_ticks()) if eng is not None else None
    limit = machine.max_steps if max_steps is None else max_steps
    _untrace(machine.memory)  # the arguments placed above are the host's accesses, not the callee's
    profiler = None
    if profile_lines is not None:
        from simulator.profile import Profiler

        profiler = Profiler(machine, profile_lines, stop=stop)
        profiler.step(limit)
    else:
        machine._go(limit)
    ran = machine.steps - steps0
    heap.copy_back()
    _untrace(machine.memory)
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
    if za_before is not None and not np.array_equal(za_before, st.za):
        raise CallError(f"{symbol}: called with za='preserved' (__arm_preserves(\"za\")) but "
                        "it changed ZA", "call it with za='shared' if it writes ZA")
    cycles = machine.cycles - cycles0 if cycles0 is not None else None
    prof = profiler.finish() if profiler is not None else None
    if eng is None:
        return CallResult(_return_value(st, returns), cycles, ran - 1, profile=prof)
    from simulator.timing.engine import STALL_KINDS

    h0, s0 = before
    misses = {lv: v["misses"] - h0[lv]["misses"] for lv, v in eng.hier.stats().items()}
    stalls = {k: (b - a) / eng.K for k, a, b in zip(STALL_KINDS, s0, eng.stall_ticks())}
    return CallResult(_return_value(st, returns), cycles, ran - 1, misses, stalls["memory"],
                      stalls, prof)


def _untrace(memory) -> None:
    """Drop the host's own reads and writes (arguments placed, results copied back) from the
    cycle model's access trace: left there, the callee's next load would be charged for them."""
    if memory.trace:
        memory.trace.clear()


def _return_value(st, returns: str | None):
    if returns is None:
        return None
    if returns[:2] in ("v:", "d:", "z:"):
        nbytes = _VEC_BYTES.get(returns[0], st.vlb)
        return st.z[0, :nbytes].copy().view(np.dtype(returns[2:]))
    if returns in ("int", "uint", "pointer"):
        v = st.x[0] & ((1 << 64) - 1)
        return v - (1 << 64) if returns == "int" and v >> 63 else v
    dt = np.float32 if returns == "float" else np.float64
    return float(st.z[0, :np.dtype(dt).itemsize].view(dt)[0])
