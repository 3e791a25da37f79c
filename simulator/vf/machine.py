"""VfMachine: load a VF program, run its entry or call a VF from Python, dump state, report
cycles and remarks. Exposes the same surface as the Arm ``Machine`` for the tools: run(),
step(n), steps, exit_code, stdout, stderr, fault (render()), dump(spec), program, memory.

    m = VfMachine.from_file("programs/vf/add.vf.s"); m.run(); m.dump("ub:ys:f32:8")
    out = m.vf_call("add_vf", dst=np.zeros(128, np.float32), src0=x, src1=y, count=100, rep=2)
"""
from __future__ import annotations

import os
from typing import Callable

import numpy as np

from isa.faults import STEP_LIMIT_STATUS, Fault, IllegalInstruction, ProgramExit
from isa.asm.diag import AsmError, AsmErrors
from isa.asm.program import Insn
from isa.vf import UB_SIZE, UB_USABLE, assemble_vf

from ..memory import Memory
from ..runner import FaultReport, RunControl
from .bind import Return, bind_steps
from .costs import load_costs
from .engine import CATEGORIES, Engine
from .state import VfState

DEFAULT_MAX_STEPS = 200_000_000
_CHUNK = 1 << 14


class VfMachine(RunControl):
    """The Ascend-style VF unit with its UB."""

    def __init__(self, program, *, max_steps: int = DEFAULT_MAX_STEPS, machine: str = "ascend950",
                 output: Callable | None = None, costs: dict | None = None, **_ignored):
        self.program = program
        self.image = program.extra["vf"]
        self.max_steps = max_steps
        self.memory = Memory(dict(program.symbols))
        ub = program.sections[".ub"]
        region = self.memory.map("ub", 0, UB_SIZE, bytes(ub.data))
        self.state = VfState(region.arr, UB_USABLE, self.image.n_slots)
        self.costs = load_costs(machine, **(costs or {}))
        self.engine = Engine(self.costs)
        self.call_stack: list = []
        self._ops = bind_steps(self.image.steps, self.state, self.engine, self.costs,
                               self.image.functions, self)
        self._insn_at = {ins.index: ins for ins in program.insns}
        self.pc = 0
        self.steps = 0
        self.exit_code: int | None = None
        self.fault: FaultReport | None = None
        self.stdout = bytearray()
        self.stderr = bytearray()
        self._heap = -(-max(ub.size, 1) // 32) * 32
        self.entry_call: dict | None = None  # set by start_call: its return ends the run

    # ------------------------------------------------------------------ construction
    @classmethod
    def from_source(cls, text: str, file: str = "<string>", include_dirs=(),
                    defsyms: dict | None = None, defines: dict | None = None,
                    instantiate=(), **kw) -> "VfMachine":
        """``defsyms``: NAME -> value, like `as --defsym` (overrides ``.equ NAME``). A C++
        ``file`` (.asc .cpp .h …) is Ascend C: ``defines`` are its -D macros (defsyms too) and
        ``instantiate`` names template VFs to lower at once (others when first called)."""
        from isa.vf.ascendc import is_cpp_path

        if is_cpp_path(file):  # the C++ front end (tree-sitter) only for C++ sources
            from isa.vf.ascendc import compile_ascendc

            macros = {**(defsyms or {}), **(defines or {})}
            return cls(compile_ascendc(text, file, macros, instantiate, include_dirs), **kw)
        if defines:
            raise ValueError(f"{file}: defines (-D) apply to Ascend C sources; a .vf.s program "
                             "takes defsyms (--defsym NAME=VALUE overrides .equ NAME)")
        from ..tensors import TensorDirective

        return cls(assemble_vf(text, file, {".tensor": TensorDirective()}, defsyms), **kw)

    @classmethod
    def load(cls, text: str, file: str, **kw) -> "VfMachine":
        """``from_source`` with the options of the Arm ``Machine`` a caller may pass along
        (``load_machine``, ``Machine.from_file``) dropped: the VF machine has no vector-length,
        Arm cycle-model or feature options; it always counts cycles, on ascend950 unless a VF
        ``machine`` description is named."""
        for k in ("svl", "vl", "timing", "features"):
            kw.pop(k, None)
        if not kw.get("machine"):
            kw.pop("machine", None)
        return cls.from_source(text, file, **kw)

    @classmethod
    def from_file(cls, path, **kw) -> "VfMachine":
        path = os.fspath(path)
        with open(path, encoding="utf-8", errors="replace") as fh:
            return cls.from_source(fh.read(), path, **kw)

    # ------------------------------------------------------------------ running
    @property
    def remarks(self) -> list:
        return list(self.program.remarks)

    def _go(self, limit: int, returning: bool = False) -> None:
        if (self.finished and not returning) or limit <= 0:
            return
        ops, pc, done, i = self._ops, self.pc, 0, 0
        try:
            with np.errstate(all="ignore"):
                while done < limit:
                    chunk = min(_CHUNK, limit - done)
                    for i in range(chunk):  # noqa: B007
                        pc = ops[pc]()
                    done += chunk
        except Return:
            done += i + 1
            self.engine.drain()
            if self.entry_call is not None and not returning:  # a bound call is the program
                self.exit_code = 0
                self.call_stack.clear()
            elif not returning:
                raise
        except ProgramExit as e:
            done += i + 1
            self.engine.drain()
            self.exit_code = e.code
        except Fault as f:
            done += i
            self._record_fault(f, pc)
        except (ArithmeticError, ValueError, IndexError, TypeError, KeyError) as e:
            done += i
            self._record_fault(IllegalInstruction(f"internal simulator error: {type(e).__name__}: {e}"), pc)
            self.fault.kind = "internal error"
        finally:
            self.steps += done
            self.pc = pc

    def _record_fault(self, f: Fault, pc: int) -> None:
        self.fault = FaultReport(f.name, f.detail, f.exit_status, self._step_insn(pc), f.address)
        self.exit_code = f.exit_status

    def _stop_limit(self) -> None:
        self.fault = FaultReport("step limit", f"stopped after {self.steps} steps (raise it with "
                                 "--max-steps)", STEP_LIMIT_STATUS, self._step_insn(self.pc))
        self.exit_code = STEP_LIMIT_STATUS

    def _step_insn(self, pc: int) -> Insn | None:
        """The instruction of step ``pc``; for a structural step (loop start or end, call,
        return) its statement (``loop``, ``endloop``, ``.vf`` …) as a stand-in, so every report
        names a source line."""
        ins = self._insn_at.get(pc)
        if ins is not None or not 0 <= pc < len(self.image.steps):
            return ins
        stmt = next((getattr(x, "stmt", None) for x in self.image.steps[pc]
                     if getattr(x, "stmt", None) is not None), None)
        if stmt is None or getattr(stmt, "loc", None) is None:
            return next((self._insn_at[i] for i in range(pc - 1, -1, -1) if i in self._insn_at),
                        None)
        return Insn(stmt.loc, stmt.mnemonic, stmt.loc.text.strip(), (), None, address=pc,
                    index=pc)

    def current_insn(self):
        return self._insn_at.get(self.pc)

    # ------------------------------------------------------------------ Python API
    def ub_alloc(self, nbytes: int, align: int = 32) -> int:
        addr = -(-self._heap // align) * align
        if addr + nbytes > UB_USABLE:
            raise MemoryError(f"UB full: {nbytes} bytes do not fit below 0x{UB_USABLE:x}")
        self._heap = addr + nbytes
        return addr

    def vf_call(self, name: str, **kwargs) -> dict:
        """Call VF ``name`` with keyword arguments by parameter name: numpy arrays are placed in
        UB (32-byte aligned) and bound to their address, ints/floats/UB symbol names bind as
        scalars. Returns {param: array read back from UB}; writeable arrays are updated in place."""
        arrays = self.start_call(name, **kwargs)
        self.entry_call = None
        try:
            self._go(self.max_steps, returning=True)
        finally:
            self.call_stack.clear()
        if self.fault is not None:
            raise RuntimeError(self.fault.render())
        return self.call_results(arrays)

    def start_call(self, name: str, **kwargs) -> dict:
        """Bind a call of VF ``name`` as this machine's program: ``run()``/``step()`` then
        execute it and its return ends the run with status 0 (`tilesim run/debug FILE.asc --vf
        NAME`). Returns {param: (array, UB address)} for :meth:`call_results`."""
        name = self.instance(name)
        fn, start = self.image.functions[name]
        missing = [p for p in fn.params if p not in kwargs]
        extra = [k for k in kwargs if k not in fn.params]
        if missing or extra:
            raise TypeError(f"{name}({', '.join(fn.params)}): missing {missing}, unexpected {extra}")
        arrays, vals = {}, []
        for p in fn.params:
            v = kwargs[p]
            if fn.ptypes and not isinstance(v, (np.ndarray, str)):
                vals.append(typed_scalar(name, p, fn.ptypes[p], v))
            elif isinstance(v, np.ndarray):
                addr = self.ub_alloc(v.nbytes)
                self.memory.write_bytes(addr, np.ascontiguousarray(v).tobytes())
                arrays[p] = (v, addr)
                self.memory.symbols[p] = addr  # `--dump ub:PARAM:f32:8` after the call
                vals.append(addr)
            elif isinstance(v, str):
                vals.append(self.memory.address_of(v))
            elif isinstance(v, float):
                vals.append(int(np.float32(v).view(np.uint32)))
            else:
                vals.append(int(v))
        self.state.s[:len(vals)] = vals
        if not fn.host:  # host code (an __aicore__ function) is not a VF launch; its calls are
            self.engine.vf_call()
        self.call_stack.append((None, list(self.state.s)))
        self.pc = start
        self.exit_code, self.fault = None, None
        self.entry_call = arrays
        return arrays

    def call_results(self, arrays: dict) -> dict:
        out = {}
        for p, (arr, addr) in arrays.items():
            back = np.frombuffer(self.memory.read_bytes(addr, arr.nbytes), arr.dtype).reshape(arr.shape).copy()
            if arr.flags.writeable:
                arr[...] = back
            out[p] = back
        return out

    def instance(self, name: str) -> str:
        """The table name of VF ``name``; an Ascend C template VF (``Name<float>``) is lowered
        and bound now if this is its first use."""
        if name in self.image.functions:
            return name
        fe = self.program.extra.get("ascendc")
        if fe is not None and fe.key(name) in self.image.functions:
            return fe.key(name)
        if fe is None:
            raise KeyError(f"no VF '{name}' (VFs: {', '.join(self.image.functions) or 'none'})")
        from isa.vf.ascendc import add_instance

        try:
            fn, insns = add_instance(self.program, name)
        except AsmErrors as e:
            raise ValueError(e.render()) from None
        except AsmError as e:
            raise ValueError(e.render()) from None
        grow = self.image.n_slots - len(self.state.c)
        if grow > 0:
            self.state.c.extend([0] * grow)
            self.state.bound.extend([0] * grow)
        start = len(self._ops)
        self._ops += bind_steps(self.image.steps, self.state, self.engine, self.costs,
                                self.image.functions, self)[start:]
        for ins in insns:
            self._insn_at[ins.index] = ins
        return fn.name

    # ------------------------------------------------------------------ inspection
    def dump(self, spec: str, fmt: str = "text"):
        d = self.vf_dump(spec)
        return d.to_text() if fmt == "text" else d.to_json()

    def vf_dump(self, spec: str):
        from .dump import vf_dump

        return vf_dump(self, spec)

    def stats(self) -> dict:
        """The cycle report: ``cycles``, ``instructions`` and ``ipc`` at the top level as the Arm
        machine's report has them (simulator/timing/report.py), then the cycle split over
        CATEGORIES (summing to ``cycles``) and the engine's counts."""
        b = self.engine.breakdown()
        cycles = b.pop("total")
        n = self.engine.counts["instructions"]
        out = {"cycles": cycles, "instructions": n,
               "ipc": round(n / cycles, 4) if cycles else 0.0}
        out.update(b)
        out.update(self.engine.counts)
        out["steps"] = self.steps
        return out

    def stats_text(self) -> str:
        s = self.stats()
        T = s["cycles"] or 1
        lines = [f"cycles: {s['cycles']} ({s['cycles'] / (self.costs.clock_ghz * 1e3):.2f} us at "
                 f"{self.costs.clock_ghz} GHz, machine {os.path.basename(self.costs.source)})"]
        names = {"vector": "vector work", "loop": "loop overhead", "addr": "address arithmetic",
                 "scalar": "scalar/launch", "stall": "stalls"}
        for c in CATEGORIES:
            lines.append(f"  {names[c]:<19} {s[c]:>9}  {100 * s[c] / T:5.1f}%")
        lines.append(f"instructions: {s['instructions']} ({s['vector_ops']} vector), "
                     f"IPC {s['vector_ops'] / T:.2f}; loops: {s['hw_loop_iterations']} hardware "
                     f"iterations, {s['sw_loop_iterations']} software; vf calls {s['vf_calls']}; "
                     f"mem_bar {s['mem_bars']}")
        return "\n".join(lines)

    def render_remarks(self) -> str:
        return "\n".join(r.render() for r in self.program.remarks)

    def snapshot(self) -> dict:
        return {"state": self.state.snapshot(), "ub": self.memory.regions[0].arr.copy(),
                "steps": self.steps, "exit_code": self.exit_code, "pc": self.pc}

    def restore(self, snap: dict) -> None:
        self.state.restore(snap["state"])
        self.memory.regions[0].arr[:] = snap["ub"]
        self.steps, self.exit_code, self.pc = snap["steps"], snap["exit_code"], snap["pc"]
        self.fault = None


_INT_RANGE = {"u16": (0, 0xFFFF), "u32": (0, 0xFFFFFFFF), "s32": (-(1 << 31), (1 << 31) - 1),
              "s16": (-(1 << 15), (1 << 15) - 1), "u8": (0, 0xFF), "s8": (-128, 127),
              "u64": (0, (1 << 64) - 1), "s64": (-(1 << 63), (1 << 63) - 1)}


def typed_scalar(vf: str, param: str, ptype: str, v) -> int:
    """A Python number as the s-register bits of a C++ parameter of VF type ``ptype``: floats
    as their f32/f16/bf16 bit pattern, integers range-checked (no silent wrap)."""
    if ptype == "ptr":
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)):
            raise TypeError(f"{vf}: '{param}' is a __ubuf__ pointer: pass a numpy array or a UB "
                            "address")
        return int(v)
    if ptype in ("f32", "f16", "bf16"):
        f = np.float32(v)
        if ptype == "f16":
            return int(np.float16(v).view(np.uint16))
        if ptype == "bf16":
            from isa.vf.types import f32_to_bf16

            return int(f32_to_bf16(np.array([f]))[0])
        return int(f.view(np.uint32))
    if isinstance(v, float) and not v.is_integer():
        raise TypeError(f"{vf}: '{param}' is an integer ({ptype}), got {v}")
    lo, hi = _INT_RANGE.get(ptype, _INT_RANGE["s64"])
    if not lo <= int(v) <= hi:
        raise ValueError(f"{vf}: {param}={v} is out of range for its type ({ptype}: {lo}..{hi})")
    return int(v)
