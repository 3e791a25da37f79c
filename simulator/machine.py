"""Machine: load a program, run or step it, inspect and dump its state.

    m = Machine.from_file("programs/sme/outer_product.s", svl=512)
    m.run()
    m.za.tile("s", 0); m.x[3]; m.z[0].f32; m.memory.read("out", "f32", 16); m.dump("za0.s")
"""
from __future__ import annotations

import os
from typing import TYPE_CHECKING, Callable

import attrs

from isa.asm.diag import SourceLoc
from isa.asm.program import Insn, Program
from isa.faults import (STEP_LIMIT_STATUS, Fault, IllegalInstruction, ProgramExit,
                        SegmentationFault, Trap)

from .linux import Linux, Process, auxv_entries, build_initial_stack
from .memory import Memory
from .runner import RunControl
from .state.arm import ArmState
from .views import PRegs, XRegs, ZAView, ZRegs

if TYPE_CHECKING:
    from isa.asm.assembler import Assembler

STACK_TOP = 0x7FFF_F000_0000
STACK_SIZE = 8 << 20
DEFAULT_MAX_STEPS = 200_000_000
DEFAULT_CAPTURE = 1 << 20  # bytes of stdout (and of stderr) a Machine keeps (see __init__)
_CHUNK = 1 << 14
_PAGE = 0x1000


def process_program(image) -> Program:
    """An empty program for a process image: its code slots come from the code map."""
    symbols: dict[str, int] = {}
    for mod in reversed(image.modules):  # the program's own names win
        symbols.update(mod.symbols)
    prog = Program("a64", {}, symbols, [], 0, "", slots=[])
    prog.extra["process"] = image
    prog.extra["elf"] = image.main.path
    return prog


@attrs.define(eq=False)
class FaultReport:
    """Where and why a run stopped abnormally."""

    kind: str  # e.g. "SIGILL (illegal instruction)", "step limit"
    detail: str
    exit_status: int
    insn: Insn | None
    address: int | None = None
    note: str = ""  # e.g. "the last instruction before it" when the pc is not an instruction

    @property
    def loc(self) -> SourceLoc | None:
        return self.insn.loc if self.insn else None

    def render(self) -> str:
        lines = [f"tilesim: {self.kind}: {self.detail}"]
        if self.insn is not None:
            pc = self.insn.address
            lines.append(f"  at pc 0x{pc:x}: {self.insn.text}")
            lines.append(f"  {self.insn.loc.file}:{self.insn.loc.line}:{self.insn.loc.col}: "
                         f"{self.insn.loc.text.strip()}"
                         + (f"   ({self.note})" if self.note else ""))
        if self.address is not None:
            lines.append(f"  address: 0x{self.address & ((1 << 64) - 1):x}")
        return "\n".join(lines)


def assemble(text: str, file: str = "<string>", include_dirs: tuple[str, ...] = (),
             defsyms: dict[str, int] | None = None, *,
             assembler: type[Assembler] | None = None) -> Program:
    """Assemble Arm (or, by its ``.arch`` line, VF) source into a :class:`Program`
    (``assembler``: the class to use, e.g. one that records includes for the cache)."""
    from isa.a64.backend import A64Backend
    from isa.asm.assembler import Assembler  # not imported when a cached program is loaded

    from .tensors import TensorDirective

    tensors = TensorDirective()
    prog = (assembler or Assembler)(A64Backend(), include_dirs, {".tensor": tensors},
                                    defsyms).assemble(text, file)
    prog.extra["tensors"] = tensors.tensors
    return prog


class Machine(RunControl):
    """An Arm core with SVE/SME and a Linux user-mode environment (like qemu-aarch64)."""

    def __init__(self, program: Program, *, svl: int = 256, vl: int = 512,
                 max_steps: int = DEFAULT_MAX_STEPS,
                 output: Callable[[int, bytes], None] | None = None,
                 machine: str | None = None, timing: bool | None = None,
                 capture: int | None = DEFAULT_CAPTURE, features: str | None = None,
                 process: Process | None = None):
        """``machine``: a description name (``m4``, ``generic``) or .toml path; ``timing``
        turns the cycle model on (default: on when ``machine`` is given, else functional only).
        ``output(fd, data)`` receives every byte the program writes, as it writes it;
        ``stdout``/``stderr`` keep the first ``capture`` bytes of each (default 1 MiB, None:
        all, 0: none) and ``output_truncated`` says whether bytes were left out. ``features``:
        the machine whose architecture features apply (``m4``: no SVE outside streaming mode…;
        None: the named ``machine``'s, else QEMU's ``max``; see :mod:`simulator.features`).
        ``process``: argv, environment, files and clocks of the Linux process
        (:class:`simulator.linux.Process`; an executable's image is in
        ``program.extra["process"]``)."""
        from .features import machine_features

        self.program = program
        self.max_steps = max_steps
        self.memory = Memory(dict(program.symbols))
        self.features = machine_features(machine, features)
        image = program.extra.get("process")
        if image is not None:
            self.state = ArmState(self.memory, 0, 0, vl, svl)
        else:
            self._map_image(program)
            text = program.sections[".text"]
            self.state = ArmState(self.memory, text.base, len(program.slots), vl, svl)
        self.state.features = self.features  # MRS of the ID registers (isa/a64/base_system.py)
        self.stdout = bytearray()
        self.stderr = bytearray()
        self._output = output
        self.capture = capture
        self.output_truncated = False
        self.steps = 0
        self._inflight = 0  # steps of the run under way, while a trap is served
        self.timing = None  # simulator.timing.Engine when cycles are counted
        process = process or Process()
        if process.now_ns is None and not process.host_time:
            process = attrs.evolve(process, now_ns=self.now_ns)
        self.process = process
        self.linux = Linux(self.state, self._write_fd, process, self.features)
        self.state.syscall = self.linux
        self.state.counter = self.linux.clock.counter
        if image is not None:  # code is bound as it first runs: after the cycle model is made
            # AT_HWCAP/2 of the machine whose features apply (the same rule as self.features)
            named = features if isinstance(features, str) else (
                machine if features is None else None)
            self._ops = self._start_process(image, process, named)
        else:
            self._setup_stack()
            self.state.pc = program.entry
        if timing or (timing is None and machine is not None):
            from .timing import make_engine

            # before binding: the cycle model's memory trace is captured by the binders
            self.timing = make_engine(machine, program, self.state, self.memory)
        if image is None:
            self._ops = self._bind(program)
        from .blocks import BlockRunner, default_on

        # functional runs go block by block (simulator/blocks); None: one closure per step
        self.jit: BlockRunner | None = BlockRunner(self) if default_on() else None
        self.exit_code: int | None = None
        self.fault: FaultReport | None = None
        self.x, self.z, self.p = XRegs(self.state), ZRegs(self.state), PRegs(self.state)
        self.za = ZAView(self.state)

    # ------------------------------------------------------------------ construction
    @classmethod
    def from_source(cls, text: str, file: str = "<string>", include_dirs: tuple[str, ...] = (),
                    defsyms: dict[str, int] | None = None, **kw) -> "Machine":
        """Assemble ``text`` (through the decoded-program cache: :mod:`simulator.progcache`)
        and load it."""
        from . import progcache

        return cls(progcache.assemble(assemble, text, file, include_dirs, defsyms), **kw)

    @classmethod
    def from_file(cls, path: str | os.PathLike, *, argv: list[str] | None = None,
                  env: dict[str, str] | None = None, sysroot: str | None = None,
                  **kw) -> "Machine":
        """Load ``path`` by kind: an ELF executable (started as a Linux process with ``argv``
        — argv[0] included; default ``[path]`` — and ``env``; a dynamically linked one with
        its interpreter from ``sysroot``, QEMU's ``-L``) or ``.o`` (by its magic), a ``.S``
        file through the C preprocessor for this machine's features (``defines``:
        ``{NAME: VALUE}`` as ``-D``, ``include_dirs`` as ``-I``), else tilesim assembly
        source."""
        from .features import machine_features
        from .loader import LoadError, file_kind, load_binary

        path = os.fspath(path)
        kind = file_kind(path)
        defines = kw.pop("defines", None)
        feats = machine_features(kw.get("machine"), kw.get("features"))
        if kind == "elf":
            if kw.pop("defsyms", None) or kw.pop("include_dirs", None) or defines:
                raise LoadError(f"{path}: --defsym, -D and include directories apply to "
                                "assembly source, not to an ELF file")
            from .loader.elf import elf_type

            if elf_type(path) in ("ET_EXEC", "ET_DYN"):
                from .loader.process import load_process

                proc = kw.pop("process", None) or Process(argv=[])
                env = dict(os.environ) if env is None and not proc.envp else env
                proc = attrs.evolve(
                    proc, argv=list(argv) if argv is not None else (proc.argv or [path]),
                    envp=[f"{k}={v}" for k, v in env.items()] if env is not None else proc.envp,
                    sysroot=sysroot if sysroot is not None else proc.sysroot,
                    exe=proc.exe or os.path.abspath(path))
                return cls(process_program(load_process(path, proc.sysroot)), process=proc,
                           **kw)
            if argv is not None or env is not None:
                raise LoadError(f"{path}: a relocatable object has no argv or environment",
                                "link it into a program, or call its functions with m.call")
            return cls(load_binary(path, feats), **kw)
        if kind == "cpp":
            from .loader.cpp import preprocess

            text = preprocess(path, tuple(kw.get("include_dirs", ())), defines, feats)
            return cls.from_source(text, path, **kw)
        if defines:
            raise LoadError(f"{path}: -D/defines apply to .S files (C preprocessor); this is "
                            "tilesim assembly source", "use --defsym NAME=VALUE, or name it .S")
        with open(path, encoding="utf-8", errors="replace") as fh:
            text = fh.read()
        return cls.from_source(text, path, **kw)

    def call(self, symbol: str | int, *args, returns: str | None = "int", **kw):
        """Call ``symbol`` with ``args`` per the AAPCS64 and return a
        :class:`~simulator.loader.call.CallResult` (``streaming=True``, ``za="new"|"shared"|
        "preserved"`` for SME functions; see :mod:`simulator.loader.call`)."""
        from .loader.call import call

        return call(self, symbol, *args, returns=returns, **kw)

    def alloc(self, data, align: int = 64) -> int:
        """Place a numpy array or bytes in memory kept across calls; returns the address (for
        pointer tables and nested structures a call takes; see :mod:`simulator.loader.call`)."""
        from .loader.call import alloc

        return alloc(self, data, align)

    def read(self, address: int, dtype, shape):
        """A copy of the ``shape`` array of ``dtype`` at ``address`` in simulated memory."""
        from .loader.call import read

        return read(self, address, dtype, shape)

    def _map_image(self, program: Program) -> None:
        """Map each section's pages with its permissions, as the kernel maps ELF segments:
        text r-x, ``.rodata*`` r--, data and bss rw- (a page shared by two sections gets both)."""
        spans: list[list] = []  # [start, end, perms, names]
        for s in sorted(program.sections.values(), key=lambda s: s.base):
            lo = s.base & ~(_PAGE - 1)
            hi = -(-max(s.base + s.size, s.base + 1) // _PAGE) * _PAGE
            perms = section_perms(s)
            if spans and (lo < spans[-1][1] or lo == spans[-1][1] and perms == spans[-1][2]):
                prev = spans[-1]
                prev[1] = max(prev[1], hi)
                prev[2] = "".join(c if c in prev[2] or c in perms else "-" for c in "rwx")
                prev[3].append(s)
            else:
                spans.append([lo, hi, perms, [s]])
        for lo, hi, perms, secs in spans:
            image = bytearray(hi - lo)
            for s in secs:
                if not s.nobits:
                    image[s.base - lo:s.base - lo + len(s.data)] = s.data
            self.memory.map("+".join(s.name for s in secs), lo, hi - lo, bytes(image), perms)

    def _start_process(self, image, process: Process, machine: str | None) -> list:
        """Map ``image`` (program, interpreter, stack) as execve does, give its executable
        segments code slots, lay out the initial stack; returns the op list."""
        from .codemap import CodeMap, SourceInfo
        from .features import guard, hwcaps
        from .loader.image import source_lines
        from .loader.process import STACK_SIZE as PSTACK, STACK_TOP as PTOP

        st, mem = self.state, self.memory
        for mod in image.modules:
            for seg in mod.segments:
                mem.map(seg.name, seg.base, seg.size, seg.data, seg.perms)
        mem.map("[stack]", PTOP - PSTACK, PSTACK)
        self.linux.mm.set_brk(image.brk)
        self.linux.map_sigreturn_trampoline()  # where handlers without SA_RESTORER return
        mem.exec_changed = self._exec_changed
        features = self.features

        def bind(ins: Insn, i: int):
            return guard(ins.bind(st, i), ins, st, features)

        code = CodeMap(mem, self.program.slots, [], bind)
        self.program.code = code
        st.branch_to = code.enter
        st.address_of = code.address_of
        for mod in image.modules:
            text = source_lines(mod.roots)
            code.add_source(SourceInfo(mod.lo, mod.hi, mod.lines, text))
            self.program.files = text.files
            for seg in mod.segments:
                if "x" in seg.perms:
                    code.add_range(seg.base, seg.base + seg.size, seg.name)
        h1, h2 = hwcaps(machine)
        main = image.main
        aux = auxv_entries(phdr=main.phdr, phnum=main.phnum, phent=main.phent, entry=main.entry,
                           base=image.interp.lo if image.interp else 0, hwcap=h1, hwcap2=h2,
                           uid=process.uid, gid=process.gid)
        st.x[31] = build_initial_stack(mem, PTOP, process.argv, process.envp, aux, image.argv0,
                                       random16=self.linux.rng.randbytes(16))
        try:
            st.pc = code.enter(image.entry)
        except Fault:  # the kernel would fault fetching the first instruction
            from .loader.image import bad_entry

            st.pc = code.add_slot(image.entry, lambda i: bad_entry(image.entry, image.entry, i))
        self.program.entry = st.pc
        return code.ops

    def _setup_stack(self) -> None:
        """Linux initial stack: argc, argv[0], NULL, envp NULL, auxv AT_NULL."""
        self.memory.map("stack", STACK_TOP - STACK_SIZE, STACK_SIZE)
        name_addr = STACK_TOP - 64
        self.memory.write_bytes(name_addr, b"program\0")
        sp = STACK_TOP - 256
        for i, v in enumerate((1, name_addr, 0, 0, 0, 0)):
            self.memory.store(sp + 8 * i, 8, v)
        self.state.x[31] = sp

    def _bind(self, program: Program) -> list[Callable[[], int]]:
        from .features import guard

        st = self.state
        lo, hi = st.text_base, st.text_base + 4 * len(program.slots)
        ops: list[Callable[[], int]] = []
        for i, ins in enumerate(program.slots):
            if ins is None:
                ops.append(_not_code(st, i))
                continue
            op = guard(ins.bind(st, i), ins, st, self.features)
            target = ins.info.get("target") if ins.info else None
            if target is not None and not lo <= target < hi:
                op = _branch_out(op, i + 1, target)  # only such branches pay for a check
            ops.append(op)
        ops.append(_not_code(st, len(ops)))  # running off the end of the text
        return ops

    def _write_fd(self, fd: int, data: bytes) -> None:
        buf = self.stdout if fd == 1 else self.stderr
        if self.capture is None or len(buf) + len(data) <= self.capture:
            buf.extend(data)
        else:
            buf.extend(data[:max(0, self.capture - len(buf))])
            self.output_truncated = True
        if self._output is not None:
            self._output(fd, data)

    # ------------------------------------------------------------------ running
    @property
    def pc(self) -> int:
        return self.program.address_of(self.state.pc)

    def _go(self, limit: int) -> None:
        if self.finished or limit <= 0:
            return
        ops, pc, done = self._ops, self.state.pc, 0
        timed = self.timing
        # timed runs compile blocks in the cycle model's engine; single steps keep the reference path
        jit = self.jit if timed is None and limit > 1 else None
        if timed is not None and self.jit is None:
            timed.jit = False  # m.jit = None: the per-instruction paths, timed runs too
        eng = timed if timed is not None else jit
        self._inflight = 0
        try:
            while done < limit:
                i = 0
                try:
                    while done < limit:
                        chunk = min(_CHUNK, limit - done)
                        if timed is not None:
                            pc = timed.run(ops, pc, chunk)
                        elif jit is not None:
                            pc = jit.run(pc, chunk)
                        else:
                            for i in range(chunk):  # noqa: B007 - i is read after an exception
                                pc = ops[pc]()
                        done += chunk
                except Trap as t:  # a system call or counter read: served with exact counts
                    if eng is not None:
                        i, pc = eng.i, eng.pc
                    done += i
                    self._inflight = done
                    try:
                        self.state.trapped = t.serve()
                    except (ProgramExit, Fault) as e:  # raised again by the instruction
                        self.state.trapped = e
                except Fault as f:
                    if eng is not None:
                        i, pc = eng.i, eng.pc
                    done += i
                    to = self._signal(f, pc)
                    if to is None:
                        self._record_fault(f, pc)
                        break
                    pc = to
        except ProgramExit as e:
            if eng is not None:
                i, pc = eng.i, eng.pc
            done += i + 1
            pc += 1
            self.exit_code = e.code
        except (ArithmeticError, ValueError, IndexError, TypeError, KeyError) as e:
            if eng is not None:
                i, pc = eng.i, eng.pc
            done += i
            self._record_fault(IllegalInstruction(f"internal simulator error: {type(e).__name__}: "
                                                  f"{e}"), pc)
            self.fault.kind = "internal error"
        finally:
            self.state.trapped = None
            self.steps += done
            self._inflight = 0
            self.state.pc = pc

    def _signal(self, f: Fault, pc: int) -> int | None:
        """A fault the process has a handler for: the slot the handler starts at (its frame
        is on the stack, as Linux delivers it), else None (the default action ends it)."""
        from .linux import KilledBySignal

        if isinstance(f, KilledBySignal) or not f.signal:
            return None
        from .linux.frame import fault_esr

        code = 2 if "permission" in f.detail else 1  # SEGV_ACCERR / SEGV_MAPERR, ILL_ILLOPC…
        esr = fault_esr(f.signal, code, write=f.access == "write", fetch=f.access == "fetch")
        try:
            to = self.linux.deliver(f.signal, code, f.address or 0, self.program.address_of(pc),
                                    esr=esr)
            return None if to is None else self.state.branch_to(to)
        except Fault:  # no room for the frame, or a handler where nothing runs: the default
            return None

    def now_ns(self) -> int:
        """Simulated time since the start: cycles at the machine's clock, else one ns per
        instruction (what the program's clocks and CNTVCT_EL0 read)."""
        if self.timing is not None:
            mhz = round(self.timing.desc.clock_ghz * 1000)
            return self.timing.cycles() * 1000 // mhz
        return self.steps + self._inflight

    def _exec_changed(self, lo: int, hi: int) -> None:
        """Executable bytes ``[lo, hi)`` were mapped, unmapped or re-protected."""
        if self.program.code is not None:
            self.program.code.invalidate(lo, hi)

    def _record_fault(self, f: Fault, pc: int) -> None:
        insn, note = self._insn_or_last(pc)
        self.fault = FaultReport(f.name, f.detail, f.exit_status, insn, f.address, note)
        self.exit_code = f.exit_status

    def _insn_or_last(self, pc: int) -> tuple[Insn | None, str]:
        """The instruction at slot ``pc``; for data, padding or the end of the text, the last
        instruction before it (the one that ran into it), with a note saying so."""
        slots = self.program.slots
        if 0 <= pc < len(slots) and slots[pc] is not None:
            return slots[pc], ""
        for i in range(min(pc, len(slots)) - 1, -1, -1):
            if slots[i] is not None:
                return slots[i], "the last instruction before it"
        return None, ""

    def _stop_limit(self) -> None:
        insn, note = self._insn_or_last(self.state.pc)
        self.fault = FaultReport("step limit", f"stopped after {self.steps} instructions "
                                 "(raise it with --max-steps)", STEP_LIMIT_STATUS, insn, None,
                                 note)
        self.exit_code = STEP_LIMIT_STATUS

    # ------------------------------------------------------------------ cycles
    @property
    def cycles(self) -> int | None:
        """Cycles so far under the machine description (None when timing is off)."""
        return self.timing.cycles() if self.timing is not None else None

    def stats(self) -> dict | None:
        """The cycle report as a dict (see simulator.timing.report), None when timing is off."""
        if self.timing is None:
            return None
        from .timing.report import stats

        return stats(self)

    # ------------------------------------------------------------------ inspection
    def dump(self, spec: str, fmt: str = "text"):
        from .dump import dump

        d = dump(self, spec)
        return d.to_text() if fmt == "text" else d.to_json()

    def current_insn(self) -> Insn | None:
        pc = self.state.pc
        return self.program.slots[pc] if 0 <= pc < len(self.program.slots) else None

    def snapshot(self) -> dict:
        """Everything a later :meth:`restore` needs, cycle model included."""
        return {"state": self.state.snapshot(),
                "memory": [r.arr.copy() for r in self.memory.regions],
                "stdout": bytes(self.stdout), "stderr": bytes(self.stderr), "steps": self.steps,
                "exit_code": self.exit_code, "fault": self.fault,
                "timing": self.timing.snapshot() if self.timing is not None else None}

    def restore(self, snap: dict) -> None:
        self.state.restore(snap["state"])
        for r, a in zip(self.memory.regions, snap["memory"]):
            r.arr[:] = a
        self.stdout[:] = snap["stdout"]
        self.stderr[:] = snap["stderr"]
        self.steps = snap["steps"]
        self.exit_code = snap["exit_code"]
        self.fault = snap.get("fault")
        if self.timing is not None and snap.get("timing") is not None:
            self.timing.restore(snap["timing"])


def section_perms(section) -> str:
    """``r-x`` for executable sections, ``r--`` for ``.rodata*``, else ``rw-``."""
    if section.executable or section.name == ".text" or section.name.startswith(".text."):
        return "r-x"
    if section.name.startswith(".rodata"):
        return "r--"
    return "rw-"


def _branch_out(op, nxt: int, target: int):
    """A direct branch whose target is outside the program text: taking it is the instruction
    fetch fault Linux reports as SIGSEGV at the target (QEMU 11.1 agrees)."""
    def run():
        n = op()
        if n != nxt:
            raise SegmentationFault(f"branch to 0x{target:x}: no executable code is mapped there",
                                    target, "fetch")
        return n
    return run


def _not_code(state, index: int):
    def run():
        raise IllegalInstruction(f"no instruction at 0x{state.text_base + 4 * index:x} "
                                 "(data or the end of the program text)")
    return run
