"""`tilesim run` (SPEC §7.1) and `tilesim asm`: run a program like qemu-aarch64 would, with
dumps, reports and fault diagnostics on stderr (or in --report FILE)."""
from __future__ import annotations

import argparse
import json
import os
import sys

from isa.asm.diag import AsmErrors

from .render import error, print_dump


def register(sub) -> None:
    p = sub.add_parser("run", help="run a program (Arm .s or VF) and report",
                       description="Run an assembly program as QEMU user mode would: program "
                       "stdout/stderr pass through, the exit status is the program's.")
    p.add_argument("file")
    add_machine_args(p)
    p.add_argument("--dump", action="append", default=[], metavar="SPEC",
                   help="dump state at the end: x0, w3, nzcv, z5.s, z2.f32, p1.s, za, za0.s, "
                   "za1h.s[3], za2v.d[1], mem:SYM[+OFF]:TYPE:COUNT, tensor:NAME (repeatable)")
    p.add_argument("--dump-format", choices=("text", "json"), default="text")
    p.add_argument("--report", metavar="FILE", help="write dumps, stats and fault reports here")
    add_timing_args(p)
    p.add_argument("--remarks", action="store_true",
                   help="VF: print loop-classification and AddrReg remarks")
    p.set_defaults(func=run)

    a = sub.add_parser("asm", help="assemble only: check a program and list its instructions")
    a.add_argument("file")
    a.add_argument("--listing", action="store_true", help="print address, source line and text")
    a.add_argument("--remarks", action="store_true",
                   help="VF: print loop-classification and AddrReg remarks (without running)")
    a.set_defaults(func=asm)


def add_machine_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--svl", type=int, default=None, metavar="BITS", help="streaming vector length (default 256)")
    p.add_argument("--vl", type=int, default=None, metavar="BITS", help="SVE vector length (default 512)")
    p.add_argument("--max-steps", type=int, default=None, metavar="N",
                   help="stop after N instructions (exit status 124)")
    p.add_argument("--defsym", action="append", default=[], metavar="NAME=VALUE",
                   help="define an assembly-time symbol, overriding the program's .equ "
                   "(like `as --defsym`)")


def add_timing_args(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("cycle model (Arm programs)")
    g.add_argument("--machine", default=None, metavar="NAME",
                   help="machine description (m4, generic or a .toml path; default m4). Given "
                   "explicitly, its default VL/SVL apply unless --vl/--svl are given; otherwise "
                   "QEMU's VL 512 / SVL 256 stay")
    g.add_argument("--no-timing", action="store_true", help="run functionally only (faster)")
    g.add_argument("--stats", action="store_true",
                   help="print cycles, IPC, FLOPs vs peak, unit use, stalls, cache hits (VF: "
                   "cycles split into vector work, loop overhead, address arithmetic, stalls)")
    g.add_argument("--stats-json", metavar="FILE", help="write the stats as JSON")
    g.add_argument("--timeline", metavar="START:COUNT",
                   help="instruction x cycle chart of dynamic instructions START..START+COUNT-1")
    g.add_argument("--trace", metavar="FILE.json",
                   help="Chrome trace-event JSON (Perfetto), one track per unit")
    g.add_argument("--trace-limit", type=int, default=200_000, metavar="N",
                   help="instructions recorded in --trace (default 200000)")


def timing_kwargs(args, kw: dict) -> dict:
    """Add machine/timing keywords; an explicit --machine brings its default lengths."""
    if not hasattr(args, "no_timing"):
        return kw
    from simulator.timing import DEFAULT_MACHINE, load_machine

    name = args.machine or DEFAULT_MACHINE
    kw["machine"] = name
    kw["timing"] = not args.no_timing
    if args.machine and not args.no_timing:
        desc = load_machine(name)
        if desc.kind == "arm":
            kw.setdefault("svl", desc.default_svl)
            kw.setdefault("vl", desc.default_vl)
    return kw


def machine_kwargs(args) -> dict:
    kw = {}
    for k in ("svl", "vl", "max_steps"):
        v = getattr(args, k, None)
        if v is not None:
            kw[k] = v
    if getattr(args, "defsym", None):
        kw["defsyms"] = parse_defsyms(args.defsym)
    return kw


def parse_defsyms(items: list[str]) -> dict[str, int]:
    out = {}
    for item in items:
        name, sep, value = item.partition("=")
        try:
            out[name.strip()] = int(value, 0)
        except ValueError:
            raise SystemExit(f"tilesim: error: --defsym {item}: expected NAME=INTEGER") from None
        if not sep or not name.strip():
            raise SystemExit(f"tilesim: error: --defsym {item}: expected NAME=INTEGER")
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
    try:
        return load_machine(text, path, output=output, **kw), 0
    except AsmErrors as e:
        print(e.render(), file=sys.stderr)
        return None, 2
    except ValueError as e:
        error(str(e))
        return None, 2


def run(args) -> int:
    out = sys.stdout.buffer

    def output(fd: int, data: bytes) -> None:
        stream = out if fd == 1 else sys.stderr.buffer
        stream.write(data)
        stream.flush()

    from simulator.timing import DescriptionError

    try:
        kw = timing_kwargs(args, machine_kwargs(args))
    except DescriptionError as e:
        error(str(e))
        return 2
    if getattr(args, "timeline", None) and not _parse_window(args.timeline):
        error(f"--timeline {args.timeline}: expected START:COUNT", "e.g. --timeline 0:40")
        return 2
    m, status = load(args.file, kw, output)
    if m is None:
        return status
    if getattr(m, "timing", None) is not None:
        if args.timeline:
            m.timing.record(*_parse_window(args.timeline))
        if args.trace:
            m.timing.record(0, args.trace_limit)
    m.run()
    report = open(args.report, "w", encoding="utf-8") if args.report else sys.stderr
    try:
        if getattr(args, "remarks", False):
            _remarks(m, report)
        for w in getattr(getattr(m, "linux", None), "warnings", ()):
            print(f"tilesim: warning: {w}", file=report)
        if m.fault is not None:
            print(m.fault.render(), file=report)
        _dumps(m, args, report)
        _timing_reports(m, args, report)
        if getattr(args, "stats", False) and hasattr(m, "stats_text"):
            print(m.stats_text(), file=report)
    finally:
        if args.report:
            report.close()
    return m.exit_code


def _parse_window(text: str):
    a, sep, b = text.partition(":")
    try:
        start, count = int(a), int(b)
    except ValueError:
        return None
    return (start, count) if sep and start >= 0 and count > 0 else None


def _timing_reports(m, args, stream) -> None:
    if not hasattr(m, "timing"):  # a VF machine reports its own cycles
        return
    if not (args.stats or args.stats_json or args.timeline or args.trace):
        return
    if m.timing is None:
        error("--stats/--timeline/--trace need the cycle model", "drop --no-timing", stream)
        return
    from simulator.timing import report

    if args.timeline:
        print(report.render_timeline(m, *_parse_window(args.timeline)), file=stream)
    s = m.stats()
    if args.stats:
        print(report.render_text(s), file=stream)
    if args.stats_json:
        with open(args.stats_json, "w", encoding="utf-8") as fh:
            json.dump(s, fh, indent=1)
    if args.trace:
        with open(args.trace, "w", encoding="utf-8") as fh:
            json.dump(report.chrome_trace(m), fh)


def _dumps(m, args, stream) -> None:
    from simulator.dump import DumpError, dump

    ds = []
    for spec in args.dump:
        try:
            ds.append(dump(m, spec))
        except DumpError as e:
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
    m, status = load(args.file, {})
    if m is None:
        return status
    if getattr(args, "remarks", False):
        _remarks(m, sys.stderr)
    prog = m.program
    n = len(prog.insns)
    if args.listing:
        for ins in prog.insns:
            print(f"{ins.address:08x}  {os.path.basename(ins.loc.file)}:{ins.loc.line:<4} {ins.text}")
    print(f"{args.file}: {n} instruction{'s' * (n != 1)}, "
          + ", ".join(f"{s.name} {s.size} bytes at 0x{s.base:x}" for s in prog.sections.values()),
          file=sys.stderr)
    return 0
