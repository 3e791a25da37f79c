"""`tilesim debug`: a gdb-like step-through debugger with exact reverse execution.

    tilesim debug prog.s                       interactive (readline history and line editing)
    tilesim debug prog.s -x cmds.txt --batch   run commands from a file and exit (like gdb -batch)
    tilesim debug prog.s -ex 'b loop' -ex r -ex 'p za0.f32' --batch

The engine (breakpoints, history, expressions) is simulator/debug/; this module parses command
lines and prints. Errors in a command print one line and never leave the debugger.
"""
from __future__ import annotations

import argparse
import os
import re
import signal
import sys

from simulator.debug import DEFAULT_HISTORY, DebugError, Stop
from simulator.debug.expr import Expr

from . import debug_ui as ui
from .debug_c import CCommands
from .debug_inspect import InspectCommands
from .render import error, is_tty
from .run_cmd import add_machine_args, load, machine_kwargs


class _Ordered(argparse.Action):
    """-x FILE and -ex CMD keep their command-line order (as gdb does)."""

    def __call__(self, parser, ns, value, option_string=None):
        items = getattr(ns, "actions", None) or []
        items.append(("file" if self.dest == "script" else "cmd", value))
        ns.actions = items


def register(sub) -> None:
    p = sub.add_parser("debug", help="step-through debugger (gdb commands, reverse execution)",
                       description="Debug an Arm or VF program: breakpoints, watchpoints, "
                       "stepping and exact reverse stepping, registers/tiles/tensors. "
                       "`help` inside lists the commands.")
    p.add_argument("file", nargs="?", help="the program (or give it after --args)")
    add_machine_args(p)
    from .run_cmd import add_process_args

    add_process_args(p)
    p.add_argument("--args", dest="program_args", nargs=argparse.REMAINDER,
                   metavar="PROGRAM ARGS", help="as gdb's --args: the program, then its "
                   "arguments (argv[1:]); must come last")
    from simulator.timing import available

    p.add_argument("--machine", default=None, metavar="NAME",
                   help=f"count cycles with this machine description ({', '.join(available())} "
                   "or a .toml); default: functional only")
    p.add_argument("-x", dest="script", action=_Ordered, metavar="FILE",
                   help="run debugger commands from FILE (repeatable)")
    p.add_argument("-ex", "--eval-command", dest="command", action=_Ordered, metavar="CMD",
                   help="run one debugger command (repeatable)")
    p.add_argument("--batch", action="store_true",
                   help="exit after the -x/-ex commands (like gdb -batch)")
    p.add_argument("--gdb", metavar="[HOST:]PORT",
                   help="after the -x/-ex commands, serve this session to gdb/lldb on a TCP port "
                   "(127.0.0.1 unless HOST is given; docs/gdb.md)")
    p.add_argument("--history", type=int, default=DEFAULT_HISTORY, metavar="N",
                   help=f"instructions kept for reverse execution (default {DEFAULT_HISTORY:,}; "
                   "the history also stays under 256 MiB, dropping the oldest first)")
    from .run_cmd import add_vf_call_args

    add_vf_call_args(p)
    p.set_defaults(func=main, actions=None)


def main(args) -> int:
    from .run_cmd import process_kwargs
    from .run_opts import program_kind

    if args.program_args:
        if args.file is not None:
            error("give the program once: before --args or right after it")
            return 2
        args.file, args.args = args.program_args[0], args.program_args[1:]
    elif args.file is None:
        error("no program given", "tilesim debug PROGRAM, or tilesim debug --args PROGRAM ARGS...")
        return 2
    else:
        args.args = []
    kw = machine_kwargs(args)
    try:
        kw.update(process_kwargs(args, program_kind(args.file)))
    except OSError as e:
        error(f"cannot open '{args.file}': {e.strerror}", "check the path")
        return 2
    if args.machine:
        from simulator.timing import load_machine as load_desc

        # the named machine's cycle model and its features (SIGILL rules), as `tilesim run`
        kw.update(machine=args.machine, timing=True)
        try:
            load_desc(args.machine)  # validates the name; it never sets the vector lengths
        except Exception as e:  # noqa: BLE001 - a bad name is reported, not a traceback
            print(f"tilesim: error: --machine {args.machine}: {e}", file=sys.stderr)
            return 2
    if getattr(args, "vf", None):
        kw["instantiate"] = [args.vf]
        kw["call"] = (args.vf, args.arg)
    session = Session(args.file, kw, args.history)
    if session.dbg is None:
        return session.status
    for kind, value in args.actions or []:
        if kind == "file":
            try:
                with open(value, encoding="utf-8") as fh:
                    lines = fh.read().splitlines()
            except OSError as e:
                print(f"tilesim: error: cannot open '{value}': {e.strerror}", file=sys.stderr)
                return 2
            for line in lines:
                if not session.execute(line, from_script=True):
                    return 0
        elif not session.execute(value, from_script=True):
            return 0
    if args.gdb is not None:
        if not session.dbg.arm:
            print("tilesim: error: --gdb debugs Arm programs (a VF program has no Arm registers)",
                  file=sys.stderr)
            return 2
        from .gdbserver.cli import serve

        status = serve(session.dbg, args.gdb, args.file)
        m = session.dbg.m
        if status is None and m.fault is not None:
            print(m.fault.render(), file=sys.stderr)
        return m.exit_code if status is None else status
    if args.batch:
        return 0
    session.repl()
    return 0


# ------------------------------------------------------------------------------------------
_COMMANDS: list[tuple[tuple[str, ...], str, str]] = [
    # names (first = canonical), method, one-line help
    (("break", "b", "br"), "break_", "break LOCATION [if EXPR] — stop at a label, FILE:LINE, LINE or *ADDR"),
    (("tbreak",), "tbreak", "tbreak LOCATION [if EXPR] — a breakpoint that deletes itself when hit"),
    (("delete", "d"), "delete", "delete [N…] — delete breakpoints/watchpoints (all without N)"),
    (("disable",), "disable", "disable [N…] — disable breakpoints/watchpoints"),
    (("enable",), "enable", "enable [N…] — enable breakpoints/watchpoints"),
    (("condition",), "condition", "condition N [EXPR] — set or remove a breakpoint's condition"),
    (("watch",), "watch", "watch EXPR — stop when a register, tile, slice or memory changes"),
    (("rwatch",), "rwatch", "rwatch VAR|ADDR — stop before an instruction that reads it (a C variable's bytes, or 8 at ADDR)"),
    (("awatch",), "awatch", "awatch VAR|ADDR — stop before an instruction that reads or writes it"),
    (("run", "r"), "run", "run — (re)start the program from its first instruction"),
    (("start",), "start", "start — restart and stop before the first instruction"),
    (("continue", "c", "cont", "fg"), "continue_", "continue — run until a breakpoint, watchpoint, fault or exit"),
    (("stepi", "si"), "stepi", "stepi [N] — run N instructions (default 1)"),
    (("step", "s"), "step", "step [N] — run to the next source line (into calls)"),
    (("next", "n"), "next", "next [N] — run to the next source line, stepping over bl/blr"),
    (("finish", "fin"), "finish", "finish — run until the current function returns"),
    (("until", "u", "advance"), "until", "until [LOCATION] — run to LOCATION, or past the current loop"),
    (("reverse-stepi", "rsi"), "rstepi", "reverse-stepi [N] — undo N instructions exactly"),
    (("reverse-step", "rs"), "rstep", "reverse-step [N] — back to the previous source line"),
    (("reverse-next", "rn"), "rnext", "reverse-next [N] — back to the previous line, over calls"),
    (("reverse-continue", "rc"), "rcontinue", "reverse-continue — back to the previous breakpoint/watch change"),
    (("reverse-finish",), "rfinish", "reverse-finish — back to the call of the current function"),
    (("print", "p", "inspect"), "print_", "print[/FMT] EXPR — p z3.s, p/x x5, p za1h.s[2], p za0.f32, p tensor:A; values are kept as $1, $2… ($ last, $$ the one before, $$N)"),
    (("x",), "examine", "x/NFU ADDR — examine memory: N count, F x d u o t a c f s i z, U b h w g"),
    (("display",), "display", "display[/FMT] EXPR — print EXPR at every stop (display/i $pc: the next instruction)"),
    (("undisplay",), "undisplay", "undisplay [N…] — stop displaying expressions"),
    (("info", "i"), "info", "info registers [x|z|p|za|vf|REG…] — also info breakpoints | display | watchpoints | history | frame | locals | args"),
    (("set",), "set_", "set var LHS = VALUE — change a register, element or memory (undone by reverse)"),
    (("cycles",), "cycles", "cycles — the cycle count and current stall (when timing is on)"),
    (("layout", "tui"), "layout", "layout [TILE|off] — full-screen view: source, registers, ZA tile heat map"),
    (("list", "l"), "list_", "list [LOCATION] — source lines around the current line or LOCATION"),
    (("backtrace", "bt", "where"), "backtrace", "backtrace — the call frames (DWARF CFI with -g; else the x29/x30 frame-record chain)"),
    (("frame", "f"), "frame", "frame [N] — select call frame N (C programs with -g) or show the current one"),
    (("up",), "up", "up [N] — select the frame N levels up (the caller)"),
    (("down",), "down", "down [N] — select the frame N levels down (the callee)"),
    (("starti",), "starti", "starti — restart and stop before the first instruction"),
    (("disassemble", "disas"), "disassemble", "disassemble [LOCATION | START,END | START,+LEN] — the function around pc (or LOCATION)"),
    (("help", "h"), "help", "help [COMMAND] — list commands or describe one"),
    (("quit", "q", "exit"), "quit", "quit — leave the debugger"),
]
_BY_NAME = {n: (names, meth, h) for names, meth, h in _COMMANDS for n in names}
_REPEATABLE = {"stepi", "step", "next", "reverse-stepi", "reverse-step", "reverse-next",
               "continue", "reverse-continue", "x", "list"}


class Session(CCommands, InspectCommands):
    def __init__(self, path: str, kw: dict, history: int):
        from simulator.debug import Debugger

        call = kw.pop("call", None)  # Ascend C --vf NAME --arg …: the call is the program
        self.path, self.kw = path, kw
        self.out = sys.stdout
        self.tty = is_tty(sys.stdout)
        self.last = ""
        self.displays: dict[int, tuple[str, str | None]] = {}
        self.values: list = []  # gdb's value history: $1, $2, …
        self._display_n = 0
        self.regs = ui.RegisterMemory()
        self.tile = "za0.f32"
        self.x_next: tuple[int, str, int] | None = None  # (address, fmt, size) for a bare `x`
        self.status = 0
        m, status = load(path, kw, self._output)
        if m is not None and call is not None:
            from .vf_args import start_vf

            status = start_vf(m, *call)
            m = None if status is not None else m
        if m is None:
            self.dbg, self.status = None, status
            return
        first = [m]

        def factory():
            if first:
                return first.pop()
            m2, _ = load(path, kw, self._output)
            if m2 is None or (call is not None and start_vf(m2, *call) is not None):
                raise DebugError("the program no longer assembles")
            return m2

        self.dbg = Debugger(factory, history)
        self.regs.capture(self.dbg)

    def _output(self, fd: int, data: bytes) -> None:
        text = data.decode("utf-8", errors="replace")
        (self.out if fd == 1 else sys.stderr).write(text)
        (self.out if fd == 1 else sys.stderr).flush()

    def say(self, text: str = "") -> None:
        print(text, file=self.out)

    # ------------------------------------------------------------------ the loop
    def repl(self) -> None:
        interactive = sys.stdin.isatty()
        if interactive:
            self._readline()
            n = len(self.dbg.m.program.insns)
            self.say(f"tilesim debug: {self.path} ({n} instructions). `help` lists the commands; "
                     "empty input repeats the last one.")
            self.say(ui.location(self.dbg, marker="=> "))
        while True:
            try:
                line = input("(tilesim) " if interactive else "")
            except EOFError:
                if interactive:
                    self.say()
                break
            except KeyboardInterrupt:
                self.say("^C")
                continue
            if not self.execute(line):
                break
        self._save_history()

    def _readline(self) -> None:
        try:
            import readline
        except ImportError:  # pragma: no cover - Windows without pyreadline
            self._rl = None
            return
        self._rl = readline
        self._histfile = os.environ.get("TILESIM_HISTFILE",
                                        os.path.join(os.path.expanduser("~"), ".tilesim_history"))
        try:
            readline.read_history_file(self._histfile)
        except (OSError, ValueError):
            pass
        readline.set_history_length(2000)
        names = sorted(_BY_NAME)

        def complete(text, state):
            opts = [n for n in names if n.startswith(text)]
            return opts[state] if state < len(opts) else None

        readline.set_completer(complete)
        readline.parse_and_bind("tab: complete")

    def _save_history(self) -> None:
        rl = getattr(self, "_rl", None)
        if rl is not None:
            try:
                rl.write_history_file(self._histfile)
            except OSError:
                pass

    def execute(self, line: str, from_script: bool = False) -> bool:
        """Run one command line; False means quit."""
        text = line.strip()
        if text.startswith("#"):
            return True
        if not text:
            if from_script or not self.last:
                return True
            text = self.last
            if text.split("/")[0].split()[0] == "x" and self.x_next:
                text = "x"
        try:
            word, rest = _split(text)
            base = word.split("/", 1)[0]
            entry = _BY_NAME.get(base) or self._prefix(base)
            if entry is None:
                raise DebugError(f"undefined command: \"{base}\"", "try `help`")
            names, meth, _ = entry
            if names[0] in _REPEATABLE:
                self.last = text
            else:
                self.last = ""
            result = getattr(self, "cmd_" + meth)(rest.strip(), word)
            if result is False:
                return False
        except DebugError as e:
            self.say(f"error: {e.message}" + (f" ({e.hint})" if e.hint else ""))
        except KeyboardInterrupt:
            self.say("Interrupted.")
        except Exception as e:  # noqa: BLE001 - never leave the debugger on a bad command
            self.say(f"error: internal: {type(e).__name__}: {e}")
        return True

    def _prefix(self, word: str):
        hits = {_BY_NAME[n][0] for n in _BY_NAME if n.startswith(word)}
        if len(hits) == 1:
            return _BY_NAME[hits.pop()[0]]
        if len(hits) > 1:
            raise DebugError(f"ambiguous command \"{word}\": "
                             + ", ".join(sorted(h[0] for h in hits)))
        return None

    # ------------------------------------------------------------------ stops
    def _motion(self, fn, *a) -> Stop:
        dbg = self.dbg
        old = signal.getsignal(signal.SIGINT)

        def handler(signum, frame):
            dbg.interrupted = True

        try:
            signal.signal(signal.SIGINT, handler)
        except ValueError:  # not the main thread
            old = None
        try:
            stop = fn(*a)
        finally:
            if old is not None:
                signal.signal(signal.SIGINT, old)
        self.regs.capture(dbg)
        self.level = 0  # as gdb: every stop selects the innermost frame
        self._report(stop)
        return stop

    def _report(self, s: Stop) -> None:
        dbg = self.dbg
        r = s.reason
        if r == "breakpoint":
            bp = s.breakpoint
            self.say(f"\n{'Temporary breakpoint' if bp.temporary else 'Breakpoint'} {bp.number}, "
                     + ui.location(dbg))
        elif r == "watchpoint":
            w = s.watch
            self.say(f"\nWatchpoint {w.number}: {w.expr}\n")
            self.say(self._value_text("Old value", w.expr, s.old))
            self.say(self._value_text("New value", w.expr, s.new))
            self.say(ui.location(dbg))
        elif r == "access-watch":
            w = s.access
            what = "reads" if w.kind == "read" else "reads or writes"
            self.say(f"\n{'Read' if w.kind == 'read' else 'Access'} watchpoint {w.number}: the "
                     f"next instruction {what} 0x{w.address:x} ({w.length} bytes)")
            self.say(ui.location(dbg, marker="=> "))
        elif r == "exited":
            self.say(f"[program exited with code {dbg.m.exit_code}]")
        elif r == "fault":
            f = dbg.m.fault
            self.say(f"\nProgram received {f.kind}.")
            self.say(f.render())
            self.say(ui.location(dbg, marker="=> "))
        elif r in ("history-start", "history-limit"):
            self.say("\nNo more reverse-execution history: " + s.message + ".")
            self.say(ui.location(dbg))
        elif r == "not-running":
            self.say("The program is not being run" + (f" ({s.message})" if s.message else "")
                     + ". Use `run` to start again or reverse commands to go back.")
            return
        elif r in ("interrupted", "step-limit", "condition-error"):
            self.say(f"\nProgram stopped: {s.message or 'interrupted'}.")
            self.say(ui.location(dbg))
        elif r == "finish":
            self.say("Run till exit. Returned to")
            self.say(ui.location(dbg))
            if s.value is not None:
                self.say(f"Value returned: {s.value.to_text()}")
        else:
            self.say(ui.location(dbg))
        self._show_displays()

    def _value_text(self, label: str, expr: str, value) -> str:
        from simulator.debug import as_dump
        from simulator.dump import Dump

        d = as_dump(expr, value)
        try:  # print the old value with the expression's own type (x5 in hex, like `print`)
            cur = self.dbg.evaluate(expr)
            if cur.kind == d.kind or (cur.kind == "scalar" and d.kind == "scalar"):
                d = Dump(expr, cur.kind, cur.dtype, value)
        except DebugError:
            pass
        text = ui.format_value(d)
        _, _, body = text.partition(" = ")
        return f"{label} = {body}"

    def _show_displays(self) -> None:
        for n, (expr, fmt) in self.displays.items():
            try:
                if fmt == "i":
                    self.say(f"{n}: x/i {expr}\n" + self._insn_at_expr(expr))
                    continue
                self.say(f"{n}: " + ui.format_value(self.dbg.evaluate(expr), fmt, self._label))
            except DebugError as e:
                self.say(f"{n}: {expr}: error: {e.message}")

    def _label(self, address: int) -> str:
        syms = self.dbg.m.program.symbols
        best = None
        for name, v in syms.items():
            if v <= address and not name.startswith(".L") and (best is None or v > best[0]):
                best = (v, name)
        if best is None or address - best[0] > 1 << 20:
            return ""
        return best[1] if best[0] == address else f"{best[1]}+{address - best[0]}"

    # ------------------------------------------------------------------ breakpoints
    def _bp(self, rest: str, temporary: bool) -> None:
        spec, cond = rest, None
        mo = re.match(r"^(.*?)\s+if\s+(.*)$", rest)
        if mo:
            spec, cond = mo.group(1), mo.group(2)
        if not spec.strip():
            spec = str(self.dbg.address(self.dbg.pc)) if self.dbg.arm else str(self.dbg.pc)
            spec = "*" + spec if self.dbg.arm else spec
        name = spec.strip()
        if self.dbg.arm and name in self.dbg.m.program.symbols and self.dbg.dwarf is not None:
            # `break FUNCTION` in a C program: past the prologue, where gdb puts it
            spec = f"*0x{self.dbg.after_prologue(self.dbg.m.program.symbols[name]):x}"
        bp = self.dbg.add_breakpoint(spec, cond, temporary)
        i = bp.indexes[0]
        loc = self.dbg.loc_at(i)
        where = f": file {os.path.basename(loc.file)}, line {bp.line or loc.line}" if loc else ""
        addr = f"0x{self.dbg.address(i):x}" if self.dbg.arm else f"insn {i}"
        self.say(f"{'Temporary breakpoint' if temporary else 'Breakpoint'} {bp.number} at {addr}"
                 f"{where}." + (f" (condition: {cond})" if cond else ""))

    def cmd_break_(self, rest, _):
        self._bp(rest, False)

    def cmd_tbreak(self, rest, _):
        self._bp(rest, True)

    def _numbers(self, rest: str) -> list[int] | None:
        if not rest:
            return None
        try:
            return [int(t) for t in rest.replace(",", " ").split()]
        except ValueError:
            raise DebugError(f"bad breakpoint numbers '{rest}'", "e.g. delete 1 3") from None

    def cmd_delete(self, rest, _):
        if rest.startswith("display"):
            return self.cmd_undisplay(rest[7:].strip(), _)
        rest = re.sub(r"^(breakpoints?|br)\s*", "", rest)
        self.dbg.delete(self._numbers(rest))

    def cmd_disable(self, rest, _):
        self.dbg.set_enabled(self._numbers(rest), False)

    def cmd_enable(self, rest, _):
        self.dbg.set_enabled(self._numbers(rest), True)

    def cmd_condition(self, rest, _):
        parts = rest.split(None, 1)
        if not parts or not parts[0].isdigit():
            raise DebugError("usage: condition N [EXPR]")
        self.dbg.set_condition(int(parts[0]), parts[1] if len(parts) > 1 else None)

    def cmd_watch(self, rest, _):
        if not rest:
            raise DebugError("watch needs an expression", "e.g. watch x3, watch za0h.s[1], "
                             "watch mem:out:f32:4")
        w = self.dbg.add_watchpoint(rest)
        self.say(f"Watchpoint {w.number}: {w.expr}")

    def _access_watch(self, rest: str, kind: str) -> None:
        if not rest:
            raise DebugError(f"{'r' if kind == 'read' else 'a'}watch needs a variable or address",
                             "e.g. rwatch counter, awatch *0x410000")
        cv = self.c_print(rest)
        if cv is not None and not isinstance(cv, int) and cv.address is not None:
            address, length = cv.address, max(cv.type.size, 1)
        else:
            v = self.dbg.evaluate(rest.lstrip("*")).value
            if not isinstance(v, int):
                raise DebugError(f"'{rest}' is not an address")
            address, length = v, 8
        w = self.dbg.add_access_watch(address, length, kind)
        self.say(f"{'Read' if kind == 'read' else 'Access'} watchpoint {w.number}: {rest} "
                 f"(0x{address:x}, {length} bytes)")

    def cmd_rwatch(self, rest, _):
        self._access_watch(rest, "read")

    def cmd_awatch(self, rest, _):
        self._access_watch(rest, "access")

    # ------------------------------------------------------------------ motion
    def _count(self, rest: str) -> int:
        if not rest:
            return 1
        try:
            n = int(self.dbg.evaluate(rest).value)
        except (TypeError, ValueError):
            raise DebugError(f"bad count '{rest}'") from None
        if n < 1:
            raise DebugError("the count must be positive")
        return n

    def cmd_run(self, rest, _):
        if self.dbg.started or self.dbg.m.steps:
            self.say(f"Starting program again: {self.path}")
        self._motion(self.dbg.run)

    def cmd_start(self, rest, _):
        self.dbg.restart()
        self.regs.capture(self.dbg)
        self.say(ui.location(self.dbg, marker="=> "))
        self._show_displays()

    def cmd_continue_(self, rest, _):
        self._motion(self.dbg.cont)

    def cmd_stepi(self, rest, _):
        self._motion(self.dbg.stepi, self._count(rest))

    def cmd_step(self, rest, _):
        self._motion(self._in_selected_frame, False, self._count(rest))

    def cmd_next(self, rest, _):
        self._motion(self._in_selected_frame, True, self._count(rest))

    def _in_selected_frame(self, over: bool, count: int) -> Stop:
        """step/next in the selected frame, as gdb: first return to it (``up`` made it an
        outer one), then to its next line."""
        for _ in range(self.level):
            s = self.dbg.finish()
            if s.reason != "finish":
                return s
        return self.dbg.step_line(over, count)

    def cmd_finish(self, rest, _):
        if self.dbg.arm and self.dbg.started:
            from simulator.debug.frames import backtrace

            if len(backtrace(self.dbg)) == 1:  # as gdb: nothing to return to
                raise DebugError('"finish" not meaningful in the outermost frame.',
                                 "use `continue`, `until LOCATION` or `next`")
        rtype = self.return_type()

        def finish() -> Stop:
            stop = self.dbg.finish()
            if stop.reason == "finish" and rtype is not None:
                stop.value = None  # shown below with the function's C type instead
            return stop

        if self._motion(finish).reason == "finish" and rtype is not None:
            v = self.return_value(rtype)
            if v is not None:
                self.values.append(v)
                self.say(f"Value returned is ${len(self.values)} = {self.ctext(v)}")

    def cmd_until(self, rest, _):
        self._motion(self.dbg.until, rest or None)

    def cmd_rstepi(self, rest, _):
        self._motion(self.dbg.reverse_stepi, self._count(rest))

    def cmd_rstep(self, rest, _):
        self._motion(self.dbg.reverse_step_line, False, self._count(rest))

    def cmd_rnext(self, rest, _):
        self._motion(self.dbg.reverse_step_line, True, self._count(rest))

    def cmd_rcontinue(self, rest, _):
        self._motion(self.dbg.reverse_continue)

    def cmd_rfinish(self, rest, _):
        self._motion(self.dbg.reverse_finish)

    def cmd_set_(self, rest, _):
        mo = re.match(r"^(?:var(?:iable)?\s+)?(.+?)\s*(?<![=!<>])=(?!=)\s*(.+)$", rest)
        if not mo:
            raise DebugError("usage: set var REG = VALUE", "e.g. set var x0 = 5, "
                             "set var z1.f32[0] = 2.5, set var {u32}buf = 7")
        d = self.dbg.assign(mo.group(1), mo.group(2))
        self.regs.capture(self.dbg)
        self.say(ui.format_value(d, None, self._label))

    def cmd_cycles(self, rest, _):
        t = self.dbg.timing()
        if t is None:
            self.say("timing is off: start the debugger with --machine NAME (e.g. --machine m4) "
                     "to count cycles")
            return
        self.say(f"cycles: {t['cycles']}  (step {self.dbg.m.steps})")
        st = t.get("stall")
        if isinstance(st, dict):  # the Arm engine: the last instruction's stall
            last = f"  [{st['instruction']}]" if st.get("instruction") else ""
            if st.get("cause"):
                self.say(f"stall: {st['cycles']:g} cycles before issue: {st['cause']} on "
                         f"{st['on']}{last}")
                if st.get("ticks_per_cycle"):
                    self.say(f"       (in cycles; fractions are ticks of 1/{st['ticks_per_cycle']}"
                             f" cycle, an issue slot is 1/{st['issue_width']} cycle)")
            else:
                self.say(f"stall: none, issued without waiting{last}")
        elif st is not None:
            self.say(f"stall: {st}")

    def cmd_layout(self, rest, _):
        arg = rest.strip()
        if arg in ("off", "disable", "quit"):
            return
        if arg and arg not in ("src", "asm", "split", "regs", "next", "on", "enable"):
            Expr(arg)  # a tile or any expression: its syntax is checked now
            self.tile = arg
        if self.tty and sys.stdin.isatty():
            from .debug_screen import FullScreen

            FullScreen(self).run()
            return
        from .debug_screen import frame_text

        self.say(frame_text(self.dbg, self.regs, self.tile, "", 120, 40, False))

    def cmd_list_(self, rest, _):
        i = self.dbg.resolve(rest)[0] if rest else self.dbg.pc
        for n, line, cur in ui.source_lines(self.dbg, i, 5, 5):
            self.say(f"{'=>' if cur else '  '}{n:5}\t{line}")

    def cmd_where(self, rest, _):
        self.say(ui.location(self.dbg, marker="=> "))
        self.say(f"   step {self.dbg.m.steps} (instructions run), history {len(self.dbg.history)} records")

    def cmd_help(self, rest, _):
        if rest:
            entry = _BY_NAME.get(rest) or self._prefix(rest)
            if entry is None:
                raise DebugError(f"undefined command: \"{rest}\"")
            names, _, h = entry
            self.say(h + (f"  (also: {', '.join(names[1:])})" if len(names) > 1 else ""))
            return
        for names, _, h in _COMMANDS:
            name = names[0] + (f" ({', '.join(names[1:])})" if len(names) > 1 else "")
            self.say(f"{name:<30} {h.split(' — ', 1)[1]}")
        self.say("Expressions: x0 w3 sp pc nzcv z3.s z3.f32[2] p0.s za0.s za1h.s[2] za0v.f32[1] "
                 "sym sym+8 *ADDR {f32}ADDR {f32[4]}sym mem:SYM:f32:4 tensor:NAME; "
                 "VF: v3.f32 m0 s2 a1. Empty input repeats the last command.")

    def cmd_quit(self, rest, _):
        return False


def _split(text: str) -> tuple[str, str]:
    """'p/x x5' → ('p/x', 'x5'); 'x/4wx sym' → ('x/4wx', 'sym')."""
    mo = re.match(r"^([A-Za-z][\w-]*)(/\S*)?\s*(.*)$", text)
    if not mo:
        raise DebugError(f"cannot parse '{text}'", "try `help`")
    word = mo.group(1).lower()
    if mo.group(2):
        return word + mo.group(2), mo.group(3)
    return word, mo.group(3)

