"""`tilesim run` and `tilesim asm`: run a program like qemu-aarch64 would, with
dumps, reports and fault diagnostics on stderr (or in --report FILE)."""
from __future__ import annotations

import argparse
import json
import os
import sys

from isa.asm.diag import AsmErrors

from .render import error, print_dump
from .run_opts import defsym, env_assignment, positive, svl_bits, vl_bits, window


def register(sub) -> None:
    p = sub.add_parser("run", help="run a program (ELF, .o, .S, .s or VF) and report",
                       usage="tilesim run [options] PROGRAM [ARGS...]",
                       description="Run a program as QEMU user mode would: an ELF executable "
                       "(static or dynamic, C/C++ with glibc), a relocatable object (.o), Arm "
                       "assembly (.s, or .S through the C preprocessor) or a VF program (.vf.s, "
                       "`.arch ascend-vf`; Ascend C with --vf). The program's stdout/stderr pass "
                       "through, the exit status is the program's. An ELF executable gets "
                       "everything after PROGRAM as its argv[1:], like qemu-aarch64; for "
                       "assembly source, options may follow the file and `--` starts the "
                       "program's arguments.")
    p.add_argument("file", metavar="PROGRAM", help="ELF executable, .o, .S, .s or VF program")
    p.add_argument("args", nargs=argparse.REMAINDER, metavar="ARGS",
                   help="the program's arguments (argv[1:])")
    add_machine_args(p)
    add_process_args(p)
    p.add_argument("--dump", action="append", default=[], metavar="SPEC",
                   help="dump state at the end: x0, w3, nzcv, z5.s, z2.f32, p1.s, za, za0.s, "
                   "za1h.s[3], za2v.d[1], mem:SYM[+OFF]:TYPE:COUNT, tensor:NAME (repeatable)")
    p.add_argument("--dump-format", choices=("text", "json"), default="text")
    p.add_argument("--gdb", metavar="[HOST:]PORT",
                   help="Arm: wait for gdb/lldb on this TCP port (127.0.0.1 unless HOST is "
                   "given; 0 picks a free port) and run under its control (docs/gdb.md)")
    p.add_argument("--report", metavar="FILE", help="write dumps, stats and fault reports here")
    add_timing_args(p)
    from .profile_cmd import add_profile_args

    add_profile_args(p)
    p.add_argument("--remarks", action="store_true",
                   help="VF: print loop-classification and AddrReg remarks")
    add_vf_call_args(p)
    p.set_defaults(func=run, parser=p)

    a = sub.add_parser("asm", help="assemble only: check a program and list its instructions")
    a.add_argument("file")
    add_cpp_args(a)
    a.add_argument("--listing", action="store_true", help="print address, source line and text")
    a.add_argument("--remarks", action="store_true",
                   help="VF: print loop-classification and AddrReg remarks (without running)")
    a.add_argument("--vf", action="append", default=[], metavar="NAME<T>",
                   help="Ascend C: instantiate this template VF (repeatable)")
    a.add_argument("--defsym", action="append", type=defsym, default=[], metavar="NAME=VALUE",
                   help="Ascend C: define a macro (like -D)")
    a.set_defaults(func=asm)


def add_vf_call_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--vf", default=None, metavar="NAME<T>",
                   help="Ascend C (.asc .cpp .h): call this __simd_vf__ function instead of "
                   "running an entry; its arguments come from --arg")
    p.add_argument("--arg", action="append", default=[], metavar="PARAM=VALUE",
                   help="a --vf argument: an integer or float, or an array placed in UB: "
                   "TYPE[N,…] (zeros), TYPE[N]:random:SEED, TYPE[N]:range (repeatable)")


def add_machine_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--svl", type=svl_bits, default=None, metavar="BITS",
                   help="streaming vector length (default 256, QEMU's)")
    p.add_argument("--vl", type=vl_bits, default=None, metavar="BITS",
                   help="SVE vector length (default 512, QEMU's)")
    p.add_argument("--max-steps", type=positive, default=None, metavar="N",
                   help="stop after N instructions (exit status 124; default 200,000,000)")
    p.add_argument("--defsym", action="append", type=defsym, default=[], metavar="NAME=VALUE",
                   help="define an assembly-time symbol, overriding the program's .equ "
                   "(like `as --defsym`)")
    add_cpp_args(p)


def add_cpp_args(p: argparse.ArgumentParser, include: bool = True) -> None:
    """``-D NAME[=VALUE]`` and ``-I DIR`` for ``.S`` files (and ``-I`` for ``.include``)."""
    p.add_argument("-D", dest="defines", action="append", type=cpp_define, default=[],
                   metavar="NAME[=VALUE]", help=".S files: define a C preprocessor macro "
                   "(like cc -D); the target's __aarch64__ and __ARM_FEATURE_* macros are "
                   "the machine's")
    if include:
        p.add_argument("-I", dest="include_dirs", action="append", default=[], metavar="DIR",
                       help="include directory for #include and .include (repeatable)")


def cpp_define(text: str) -> tuple[str, str | None]:
    from simulator.loader.cpp import parse_define

    try:
        return parse_define(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def cpp_kwargs(args, kw: dict) -> dict:
    """Add ``defines``/``include_dirs`` keywords from -D/-I."""
    if getattr(args, "defines", None):
        kw["defines"] = dict(args.defines)
    if getattr(args, "include_dirs", None):
        kw["include_dirs"] = tuple(args.include_dirs)
    return kw


def add_process_args(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("Linux process (as qemu-aarch64's options)")
    g.add_argument("-L", dest="sysroot", metavar="SYSROOT",
                   default=os.environ.get("TILESIM_LD_PREFIX") or None,
                   help="the target's root: a dynamic program's interpreter "
                   "(/lib/ld-linux-aarch64.so.1) and absolute paths it opens are looked up "
                   "there first (e.g. -L /usr/aarch64-linux-gnu; default $TILESIM_LD_PREFIX)")
    g.add_argument("-E", dest="set_env", action="append", default=[], type=env_assignment,
                   metavar="VAR=VALUE", help="set an environment variable for the program")
    g.add_argument("-U", dest="unset_env", action="append", default=[], metavar="VAR",
                   help="remove an environment variable for the program")
    g.add_argument("--clear-env", action="store_true",
                   help="start the program with no environment variables but those -E sets "
                   "(runs that do not depend on the host's environment: the same bytes and "
                   "cycles on every machine)")
    g.add_argument("--seed", type=int, default=0, metavar="N",
                   help="seed of AT_RANDOM and getrandom (default 0: every run the same)")
    g.add_argument("--host-time", action="store_true",
                   help="the program's clocks read the host's time (default: simulated time, "
                   "cycles at the machine's clock, from a fixed epoch)")
    g.add_argument("--sandbox", metavar="DIR",
                   help="only paths under DIR (and the -L sysroot, read-only) exist for the "
                   "program; every other path is ENOENT")


def process_kwargs(args, kind: str) -> dict:
    """argv/env/sysroot for an ELF executable (the program's arguments follow its name)."""
    from simulator.loader.elf import elf_type

    if kind != "elf" or (elf_type(args.file) not in ("ET_EXEC", "ET_DYN") and not args.args):
        return {}
    from simulator.linux import Process

    env = {} if args.clear_env else dict(os.environ)
    for var in args.unset_env:
        env.pop(var, None)
    env.update(dict(args.set_env))
    return {"argv": [args.file, *args.args], "env": env, "sysroot": args.sysroot,
            "process": Process(argv=[], seed=args.seed, host_time=args.host_time,
                               sandbox=args.sandbox)}


def split_program_args(parser: argparse.ArgumentParser, args, kind: str) -> None:
    """For assembly source the words after the file are still tilesim options (up to a
    ``--``); for an ELF executable they are its arguments, as qemu-aarch64 takes them."""
    if kind == "elf":
        return
    rest = list(args.args)
    prog: list[str] = []
    if "--" in rest:
        k = rest.index("--")
        rest, prog = rest[:k], rest[k + 1:]
    if rest:
        parser.parse_args([*rest, args.file], namespace=args)
    args.args = prog


def add_timing_args(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("cycle model")
    from simulator.timing import available

    g.add_argument("--machine", default=None, metavar="NAME",
                   help=f"machine description: {', '.join(available())} (m4 the default for Arm "
                   "programs, ascend950 for VF programs) or a .toml path. It times the run; it "
                   "never changes what the "
                   "program computes (the vector lengths stay QEMU's VL 512 / SVL 256 unless "
                   "--vl/--svl or the program's prctl change them)")
    g.add_argument("--no-timing", action="store_true", help="Arm: run functionally only (faster)")
    g.add_argument("--stats", action="store_true",
                   help="print cycles, IPC, FLOPs vs peak, unit use, stalls, cache hits (VF: "
                   "cycles split into vector work, loop overhead, address arithmetic, stalls)")
    g.add_argument("--stats-json", metavar="FILE", help="write the stats as JSON")
    g.add_argument("--timeline", metavar="START:COUNT", type=window,
                   help="Arm: instruction x cycle chart of dynamic instructions "
                   "START..START+COUNT-1")
    g.add_argument("--trace", metavar="FILE.json",
                   help="Arm: Chrome trace-event JSON (Perfetto), one track per unit")
    g.add_argument("--trace-limit", type=positive, default=200_000, metavar="N",
                   help="instructions recorded in --trace (default 200000)")


def timing_kwargs(args, kw: dict) -> dict:
    """Add machine/timing keywords. The description only times the run: the vector lengths
    are never taken from it."""
    if not hasattr(args, "no_timing"):
        return kw
    from simulator.timing import DEFAULT_MACHINE

    kw["machine"] = args.machine or DEFAULT_MACHINE
    kw["timing"] = not args.no_timing
    if not args.machine:  # the default description only times the run: QEMU max's features
        kw["features"] = "max"
    return kw


def machine_kwargs(args) -> dict:
    kw = {}
    for k in ("svl", "vl", "max_steps"):
        v = getattr(args, k, None)
        if v is not None:
            kw[k] = v
    if getattr(args, "defsym", None):
        kw["defsyms"] = parse_defsyms(args.defsym)
    return cpp_kwargs(args, kw)


def parse_defsyms(items) -> dict[str, int]:
    """NAME=VALUE strings or (name, value) pairs (already checked by the `defsym` type)."""
    out = {}
    for item in items:
        name, value = item if isinstance(item, tuple) else defsym(item)
        out[name] = value
    return out


def load(path: str, kw: dict, output=None):
    """Assemble and load; returns (machine, None) or (None, exit status) after printing errors."""
    from simulator import load_machine

    try:
        with open(path, "rb") as fh:
            raw = fh.read()
    except OSError as e:
        error(f"cannot open '{path}': {e.strerror}", "check the path")
        return None, 2
    text = raw.decode("utf-8", errors="replace")
    from simulator.loader import LoadError

    try:
        if raw[:4] == b"\x7fELF" or path.endswith(".S"):  # ELF executable/.o, cpp source
            from simulator import Machine

            return Machine.from_file(path, output=output, **kw), 0
        if kw.get("defines"):
            raise LoadError(f"{path}: -D applies to .S files (C preprocessor)",
                            "use --defsym NAME=VALUE for assembly symbols, or name the file .S")
        return load_machine(text, path, output=output, **kw), 0
    except LoadError as e:
        error(e.message, e.hint)
        return None, 2
    except AsmErrors as e:
        print(e.render(), file=sys.stderr)
        return None, 2
    except ValueError as e:
        error(str(e))
        return None, 2


def _settle_heap() -> None:
    """What loading made (modules, tables, the code map's slots) lives for the whole run: move
    it out of the cyclic GC's sight (``gc.freeze``) and collect the young generation less
    often, so decoding a program's first few thousand words does not walk the whole heap again
    and again (~25% of a static hello world's run)."""
    import gc

    gc.freeze()
    gc.set_threshold(max(gc.get_threshold()[0], 10_000))


def run(args) -> int:
    out = sys.stdout.buffer

    def output(fd: int, data: bytes) -> None:
        stream = out if fd == 1 else sys.stderr.buffer
        stream.write(data)
        stream.flush()

    from .progress import Interrupted, run_machine
    from .run_opts import UsageError, program_kind, validate

    try:
        kind = program_kind(args.file)
    except OSError as e:
        error(f"cannot open '{args.file}': {e.strerror}", "check the path")
        return 2
    split_program_args(args.parser, args, kind)
    try:
        validate(args, kind)
    except UsageError as e:
        error(e.message, e.hint)
        return 2
    kw = machine_kwargs(args)
    if kind != "vf":
        kw = timing_kwargs(args, kw)
    elif args.machine:
        kw["machine"] = args.machine
    kw["capture"] = 0  # output streams through `output`; the CLI keeps none of it
    kw.update(process_kwargs(args, kind))
    if getattr(args, "vf", None):
        kw["instantiate"] = [args.vf]
    m, status = load(args.file, kw, output)
    if m is None:
        return status
    from .vf_args import needs_vf

    if needs_vf(m, args):
        return 2
    # before running: a bad spec is a usage error (a --vf call's arrays get their UB symbols
    # when it is called: those specs are checked after it)
    ds = list(args.dump) if getattr(args, "vf", None) else _resolve_dumps(m, args.dump)
    if ds is None:
        return 2
    if getattr(args, "gdb", None) is not None:
        status = _serve_gdb(args, kind, kw, output, m)  # the run below finds it ended
        if status is not None:
            return status
    if getattr(m, "timing", None) is not None:
        if args.timeline:
            m.timing.record(*args.timeline)
        if args.trace:
            m.timing.record(0, args.trace_limit)
    _settle_heap()
    runner = _profiled(m, args)
    if runner is None:
        return 2
    try:
        if getattr(args, "vf", None):
            from .vf_args import start_vf

            status = start_vf(m, args.vf, args.arg)
            if status is not None:
                return status
        run_machine(runner, os.path.basename(args.file))
    except Interrupted as e:
        sys.stdout.flush()
        print(f"tilesim: interrupted at {e.where}", file=sys.stderr)
        return 130
    report = open(args.report, "w", encoding="utf-8") if args.report else sys.stderr
    try:
        if getattr(args, "remarks", False):
            _remarks(m, report)
        for w in getattr(getattr(m, "linux", None), "warnings", ()):
            print(f"tilesim: warning: {w}", file=report)
        if m.fault is not None:
            print(m.fault.render(), file=report)
        _dumps(m, ds, args, report)
        _timing_reports(m, args, report)
        if runner is not m:
            _profile_reports(runner.profiler.finish(), args, report)
        if kind == "vf":
            if args.stats:
                print(m.stats_text(), file=report)
            if args.stats_json:
                with open(args.stats_json, "w", encoding="utf-8") as fh:
                    json.dump(m.stats(), fh, indent=1)
    finally:
        if args.report:
            report.close()
    return m.exit_code


def _profiled(m, args):
    """``m`` itself, or (profile options) ``m`` running under a profiler; None after a usage
    error (e.g. --profile-lines names no function of the program)."""
    from .profile_cmd import Profiled, wants_profile

    if not wants_profile(args):
        return m
    from simulator.profile import ProfileError, Profiler

    try:
        return Profiled(m, Profiler(m, tuple(dict.fromkeys(args.profile_lines))))
    except ProfileError as e:
        error(f"--profile-lines: {e.message}", e.hint)
        return None


def _profile_reports(prof, args, stream) -> None:
    from .profile_cmd import render_lines, render_table, write_outputs

    if args.profile or args.profile_lines:
        print(render_table(prof), file=stream)
    for name in dict.fromkeys(args.profile_lines):
        print(render_lines(prof, name), file=stream)
    if args.profile_out:
        try:
            write_outputs(prof, args.profile_out, os.path.basename(args.file))
        except OSError as e:
            error(f"--profile-out: cannot write '{e.filename or args.profile_out}': {e.strerror}",
                  "check the directory", stream)


def _timing_reports(m, args, stream) -> None:
    if getattr(m, "timing", None) is None:  # VF (reported by run) or --no-timing (rejected)
        return
    from simulator.timing import report

    if args.timeline:
        start, count = args.timeline
        print(report.render_timeline(m, start, count), file=stream)
        if m.steps > start + count:
            print(f"… {m.steps - start - count:,} more instructions not shown (raise COUNT in "
                  f"--timeline {start}:{count}, or move START)", file=stream)
    if not (args.stats or args.stats_json or args.trace):
        return
    s = m.stats()
    if args.stats:
        print(report.render_text(s), file=stream)
        flags = " ".join(f"--{k} {s[f'default_{k}']}" for k in ("svl", "vl")
                         if s.get(k) != s.get(f"default_{k}"))
        if flags:
            print(f"Note: this run used SVL {s['svl']} / VL {s['vl']}; machine {s['machine']} is "
                  f"natively SVL {s['default_svl']} / VL {s['default_vl']} (pass {flags} to "
                  "model it at its own lengths)", file=stream)
    if args.stats_json:
        with open(args.stats_json, "w", encoding="utf-8") as fh:
            json.dump(s, fh, indent=1)
    if args.trace:
        with open(args.trace, "w", encoding="utf-8") as fh:
            json.dump(report.chrome_trace(m), fh)
        if m.steps > args.trace_limit:
            print(f"… {m.steps - args.trace_limit:,} more instructions not shown in {args.trace} "
                  f"(raise --trace-limit {args.trace_limit})", file=stream)


def _resolve_dumps(m, specs: list[str]) -> list | None:
    """Check every --dump spec against the loaded machine; None after printing the errors."""
    from simulator.dump import DumpError, ZaOffError, dump

    bad = False
    for spec in specs:
        try:
            dump(m, spec)
        except DumpError as e:
            # the program may still change its lengths (prctl) and turn ZA on
            if "out of range" in e.message or isinstance(e, ZaOffError):
                continue
            error(f"--dump {spec}: {e.message}", e.hint)
            bad = True
    return None if bad else list(specs)


def _dumps(m, specs: list[str], args, stream) -> None:
    from simulator.dump import DumpError, dump

    ds = []
    for spec in specs:
        try:
            ds.append(dump(m, spec))
        except DumpError as e:  # e.g. a slice index past a length the program changed
            error(e.message, e.hint, stream)
    if args.dump_format == "json":
        print(json.dumps([d.to_json() for d in ds], indent=1), file=stream)
    else:
        for d in ds:
            print_dump(d, stream)


def _remarks(m, stream) -> None:
    for r in getattr(m.program, "remarks", ()):
        print(r.render(), file=stream)


def asm(args) -> int:
    kw = {}
    if getattr(args, "vf", None):
        kw["instantiate"] = list(args.vf)
    if getattr(args, "defsym", None):
        kw["defsyms"] = parse_defsyms(args.defsym)
    m, status = load(args.file, cpp_kwargs(args, kw))
    if m is None:
        return status
    if getattr(args, "remarks", False):
        _remarks(m, sys.stderr)
    else:  # warnings always (e.g. `.inst` words tilesim cannot execute)
        for r in getattr(m.program, "remarks", ()):
            if getattr(r, "severity", "") == "warning":
                print(r.render(), file=sys.stderr)
    prog = m.program
    from .vf_args import template_notes

    template_notes(prog)
    n = len(prog.insns)
    if args.listing:
        for ins in prog.insns:
            print(f"{ins.address:08x}  {os.path.basename(ins.loc.file)}:{ins.loc.line:<4} {ins.text}")
    print(f"{args.file}: {n} instruction{'s' * (n != 1)}, "
          + ", ".join(f"{s.name} {s.size} bytes at 0x{s.base:x}" for s in prog.sections.values()),
          file=sys.stderr)
    return 0


def _serve_gdb(args, kind: str, kw: dict, output, m) -> int | None:
    """`run --gdb`: the program under a gdb/lldb client (tools/gdbserver). None when it ran to
    its end (the usual reports follow), else the exit status."""
    if kind == "vf":
        error("--gdb debugs Arm programs; a VF program has no Arm registers for gdb",
              "use `tilesim debug` for VF programs")
        return 2
    from simulator.debug import Debugger

    from .gdbserver.cli import serve

    if args.timeline or args.trace:
        error("--timeline and --trace do not combine with --gdb (the debugger steps the cycle "
              "model one instruction at a time)", "drop them, or use `monitor cycles` in gdb")
        return 2
    first = [m]

    def factory():
        return first.pop() if first else load(args.file, kw, output)[0]

    return serve(Debugger(factory), args.gdb, args.file)
