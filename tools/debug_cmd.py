"""`tilesim debug`: a gdb-like step-through debugger with exact reverse execution.

    tilesim debug prog.s                       interactive (readline history and line editing)
    tilesim debug prog.s -x cmds.txt --batch   run commands from a file and exit (like gdb -batch)
    tilesim debug prog.s -ex 'b loop' -ex r -ex 'p za0.f32' --batch

The engine (breakpoints, history, expressions) is simulator/debug/; this module parses command
lines and prints. Errors in a command print one line and never leave the debugger.
"""
from __future__ import annotations

import argparse
import io
import os
import re
import signal
import sys

from simulator.debug import DEFAULT_HISTORY, DebugError, Stop

from . import debug_ui as ui
from .render import is_tty, print_dump
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
    p.add_argument("file")
    add_machine_args(p)
    p.add_argument("--machine", default=None, metavar="NAME",
                   help="count cycles with this machine description (m4, generic or a .toml); "
                   "default: functional only")
    p.add_argument("-x", dest="script", action=_Ordered, metavar="FILE",
                   help="run debugger commands from FILE (repeatable)")
    p.add_argument("-ex", "--eval-command", dest="command", action=_Ordered, metavar="CMD",
                   help="run one debugger command (repeatable)")
    p.add_argument("--batch", action="store_true",
                   help="exit after the -x/-ex commands (like gdb -batch)")
    p.add_argument("--history", type=int, default=DEFAULT_HISTORY, metavar="N",
                   help=f"instructions kept for reverse execution (default {DEFAULT_HISTORY:,})")
    p.set_defaults(func=main, actions=None)


def main(args) -> int:
    kw = machine_kwargs(args)
    if args.machine:
        from simulator.timing import load_machine as load_desc

        kw.update(machine=args.machine, timing=True)
        try:
            desc = load_desc(args.machine)
            if getattr(desc, "kind", "arm") == "arm":
                kw.setdefault("svl", desc.default_svl)
                kw.setdefault("vl", desc.default_vl)
        except Exception as e:  # noqa: BLE001 - a bad name is reported, not a traceback
            print(f"tilesim: error: --machine {args.machine}: {e}", file=sys.stderr)
            return 2
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
    (("print", "p", "inspect"), "print_", "print[/FMT] EXPR — p z3.s, p/x x5, p za1h.s[2], p za0.f32, p tensor:A"),
    (("x",), "examine", "x/NFU ADDR — examine memory: N count, F x d u o t a c f s i z, U b h w g"),
    (("display",), "display", "display[/FMT] EXPR — print EXPR at every stop (no EXPR: show them now)"),
    (("undisplay",), "undisplay", "undisplay [N…] — stop displaying expressions"),
    (("info", "i"), "info", "info registers [x|z|p|za|vf|REG…] — also info breakpoints | display | watchpoints | history"),
    (("set",), "set_", "set var LHS = VALUE — change a register, element or memory (undone by reverse)"),
    (("cycles",), "cycles", "cycles — the cycle count and current stall (when timing is on)"),
    (("layout", "tui"), "layout", "layout [TILE|off] — full-screen view: source, registers, ZA tile heat map"),
    (("list", "l"), "list_", "list [LOCATION] — source lines around the current line or LOCATION"),
    (("where", "bt", "backtrace", "frame", "f"), "where", "where — the current location"),
    (("help", "h"), "help", "help [COMMAND] — list commands or describe one"),
    (("quit", "q", "exit"), "quit", "quit — leave the debugger"),
]
_BY_NAME = {n: (names, meth, h) for names, meth, h in _COMMANDS for n in names}
_REPEATABLE = {"stepi", "step", "next", "reverse-stepi", "reverse-step", "reverse-next",
               "continue", "reverse-continue", "x", "list"}


class Session:
    def __init__(self, path: str, kw: dict, history: int):
        from simulator.debug import Debugger

        self.path, self.kw = path, kw
        self.out = sys.stdout
        self.tty = is_tty(sys.stdout)
        self.last = ""
        self.displays: dict[int, tuple[str, str | None]] = {}
        self._display_n = 0
        self.regs = ui.RegisterMemory()
        self.tui = False
        self.tile = "za0.f32"
        self.x_next: tuple[int, str, int] | None = None  # (address, fmt, size) for a bare `x`
        self.status = 0
        m, status = load(path, kw, self._output)
        if m is None:
            self.dbg, self.status = None, status
            return
        first = [m]

        def factory():
            if first:
                return first.pop()
            m2, _ = load(path, kw, self._output)
            if m2 is None:
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
        buf = io.StringIO() if self.tui else None
        if buf is not None:
            self.out = buf
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
        finally:
            if buf is not None:
                self.out = sys.stdout
        if self.tui:
            self._draw(buf.getvalue() if buf is not None else "")
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
                self.say(f"{n}: " + ui.format_value(self.dbg.evaluate(expr), fmt, self._label))
            except DebugError as e:
                self.say(f"{n}: {expr}: error: {e.message}")

    def _draw(self, output: str) -> None:
        from rich.console import Console

        con = Console(file=sys.stdout)
        con.clear()
        con.print(ui.render_layout(self.dbg, self.regs, self.tile, output, con.height))

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
        bp = self.dbg.add_breakpoint(spec, cond, temporary)
        i = bp.indexes[0]
        ins = self.dbg.insn(i)
        where = f": file {os.path.basename(ins.loc.file)}, line {ins.loc.line}" if ins else ""
        addr = f"0x{self.dbg.address(i):x}" if self.dbg.arm else f"step {i}"
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
        self._motion(self.dbg.step_line, False, self._count(rest))

    def cmd_next(self, rest, _):
        self._motion(self.dbg.step_line, True, self._count(rest))

    def cmd_finish(self, rest, _):
        self._motion(self.dbg.finish)

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

    # ------------------------------------------------------------------ data
    def _fmt_expr(self, rest: str, word: str) -> tuple[str | None, str]:
        fmt = None
        if "/" in word:
            fmt = word.split("/", 1)[1]
        elif rest.startswith("/"):
            fmt, _, rest = rest[1:].partition(" ")
        mo = re.match(r"^(.*\S)\s*/([" + ui.FORMATS + r"])$", rest)
        if fmt is None and mo:
            rest, fmt = mo.group(1), mo.group(2)
        if fmt is not None:
            fmt = fmt.strip()
            if len(fmt) != 1 or fmt not in ui.FORMATS:
                raise DebugError(f"unknown format '/{fmt}'", "x d u o t a c f z")
        return fmt, rest.strip()

    def cmd_print_(self, rest, word):
        fmt, expr = self._fmt_expr(rest, word)
        if not expr:
            raise DebugError("print needs an expression", "e.g. p x0, p/x z3.s, p za0.f32")
        d = self.dbg.evaluate(expr)
        if fmt is None and d.kind == "matrix" and self.tty and not self.tui:
            print_dump(d, self.out)
            return
        self.say(ui.format_value(d, fmt, self._label))

    def cmd_display(self, rest, word):
        if not rest and "/" not in word:
            self._show_displays()
            return
        fmt, expr = self._fmt_expr(rest, word)
        self.dbg.evaluate(expr)  # must be valid now
        self._display_n += 1
        self.displays[self._display_n] = (expr, fmt)
        self.say(f"{self._display_n}: " + ui.format_value(self.dbg.evaluate(expr), fmt, self._label))

    def cmd_undisplay(self, rest, _):
        nums = self._numbers(rest)
        if nums is None:
            self.displays.clear()
            return
        for n in nums:
            if self.displays.pop(n, None) is None:
                raise DebugError(f"no display number {n}")

    def cmd_examine(self, rest, word):
        """x/NFU ADDR: gdb's examine."""
        spec = word.split("/", 1)[1] if "/" in word else ""
        if rest.startswith("/"):
            spec, _, rest = rest[1:].partition(" ")
        mo = re.match(r"^(\d*)([xduotacfsiz]?)([bhwg]?)([xduotacfsiz]?)$", spec)
        if not mo:
            raise DebugError(f"bad format '/{spec}'", "x/NFU: e.g. x/4wx sym, x/8xb sym, x/2gf sym")
        count = int(mo.group(1) or 1)
        fmt = mo.group(2) or mo.group(4) or (self.x_next[1] if self.x_next else "x")
        size = {"b": 1, "h": 2, "w": 4, "g": 8}[mo.group(3)] if mo.group(3) else (
            self.x_next[2] if self.x_next and fmt not in "si" else 4)
        if rest:
            d = self.dbg.evaluate(rest)
            if not isinstance(d.value, int):
                raise DebugError(f"'{rest}' is not an address")
            addr = d.value
        elif self.x_next:
            addr = self.x_next[0]
        else:
            raise DebugError("x needs an address", "e.g. x/4wx sym")
        if fmt == "i":
            return self._x_insns(addr, count)
        if fmt == "s":
            return self._x_string(addr, count)
        if fmt == "f" and size == 1:
            size = 4
        mem = self.dbg.m.memory
        from isa.faults import SegmentationFault

        per_line = {1: 8, 2: 8, 4: 4, 8: 2}[size]
        lines, cur = [], []
        a = addr
        for k in range(count):
            try:
                raw = mem.read_bytes(a, size)
            except SegmentationFault:
                lines.append(self._x_head(addr + (len(lines) * per_line * size)) + "\t".join(cur))
                raise DebugError(f"cannot access memory at 0x{a:x}") from None
            v = int.from_bytes(raw, "little")
            dt = {1: "u8", 2: "f16" if fmt == "f" else "u16", 4: "f32" if fmt == "f" else "u32",
                  8: "f64" if fmt == "f" else "u64"}[size]
            if fmt == "f":
                import numpy as np

                val = np.frombuffer(raw, {"f16": np.float16, "f32": np.float32, "f64": np.float64}[dt])[0]
                cur.append(ui.fmt_float(val, dt))
            else:
                cur.append(ui._elem(v, {1: "u8", 2: "u16", 4: "u32", 8: "u64"}[size],
                                    "z" if fmt == "x" else fmt, self._label))
            a += size
            if len(cur) == per_line or k == count - 1:
                start = a - size * len(cur)
                lines.append(self._x_head(start) + "\t".join(cur))
                cur = []
        for ln in lines:
            self.say(ln)
        self.x_next = (a, fmt, size)

    def _x_head(self, a: int) -> str:
        lab = self._label(a)
        return f"0x{a:x}" + (f" <{lab}>" if lab else "") + ":\t"

    def _x_string(self, addr: int, count: int) -> None:
        mem = self.dbg.m.memory
        for _ in range(count):
            data = bytearray()
            a = addr
            while len(data) < 4096 and mem.mapped(a):
                b = mem.read_bytes(a, 1)[0]
                a += 1
                if b == 0:
                    break
                data.append(b)
            self.say(self._x_head(addr) + '"' + data.decode("utf-8", "backslashreplace")
                     .encode("unicode_escape").decode().replace('"', '\\"') + '"')
            addr = a
        self.x_next = (addr, "s", 1)

    def _x_insns(self, addr: int, count: int) -> None:
        dbg = self.dbg
        i = (addr - dbg.text_base) >> 2 if dbg.arm else addr
        shown = 0
        while shown < count and dbg.insn(i) is not None or (shown < count and i < dbg.pc + 64
                                                           and not dbg.arm and shown == 0):
            ins = dbg.insn(i)
            if ins is not None:
                mark = "=> " if i == dbg.pc else "   "
                sym = dbg.symbolize(dbg.address(i))
                a = f"0x{dbg.address(i):x}" if dbg.arm else f"step {i}"
                self.say(f"{mark}{a}" + (f" <{sym}>" if sym else "") + f":\t{ins.text}")
                shown += 1
            i += 1
        if shown == 0:
            raise DebugError(f"no instruction at 0x{addr:x}")
        self.x_next = (dbg.address(i), "i", 4)

    # ------------------------------------------------------------------ info / set
    def cmd_info(self, rest, _):
        word, _, arg = rest.partition(" ")
        arg = arg.strip()
        if not word:
            raise DebugError("info what?", "info registers | breakpoints | display | watchpoints")
        if "registers".startswith(word) or word in ("reg", "r", "all-registers"):
            return self._info_registers(arg)
        if "breakpoints".startswith(word) or "watchpoints".startswith(word):
            return self._info_breakpoints(watch_only=word.startswith("w"))
        if "display".startswith(word):
            for n, (expr, fmt) in self.displays.items():
                self.say(f"{n}: {'/' + fmt + ' ' if fmt else ''}{expr}")
            if not self.displays:
                self.say("There are no auto-display expressions now.")
            return
        if "history".startswith(word) or word == "record":
            h = self.dbg.history
            self.say(f"history: {len(h)} records kept (limit {h.limit:,}), {h.dropped:,} dropped; "
                     f"instruction {self.dbg.m.steps}")
            return
        if "line".startswith(word) or "frame".startswith(word):
            return self.cmd_where("", "")
        raise DebugError(f"unknown info command '{word}'",
                         "info registers | breakpoints | display | watchpoints | history")

    def _info_breakpoints(self, watch_only: bool) -> None:
        dbg = self.dbg
        rows = []
        if not watch_only:
            for bp in dbg.breakpoints.values():
                i = bp.indexes[0]
                ins = dbg.insn(i)
                where = f"{os.path.basename(ins.loc.file)}:{ins.loc.line}" if ins else "?"
                addr = f"0x{dbg.address(i):x}" if dbg.arm else f"step {i}"
                sym = dbg.symbolize(dbg.address(i))
                rows.append(f"{bp.number:<4}{'breakpoint':<12}{'del' if bp.temporary else 'keep':<6}"
                            f"{'y' if bp.enabled else 'n':<5}{addr:<12}{('<' + sym + '> ') if sym else ''}"
                            f"{where}")
                if bp.condition:
                    rows.append(f"        stop only if {bp.condition}")
                if bp.hits:
                    rows.append(f"        breakpoint already hit {bp.hits} time{'s' * (bp.hits != 1)}")
        for w in dbg.watchpoints.values():
            rows.append(f"{w.number:<4}{'watchpoint':<12}{'keep':<6}{'y' if w.enabled else 'n':<5}"
                        f"{'':<12}{w.expr}")
            if w.hits:
                rows.append(f"        watchpoint already hit {w.hits} time{'s' * (w.hits != 1)}")
        if not rows:
            self.say("No breakpoints or watchpoints.")
            return
        self.say(f"{'Num':<4}{'Type':<12}{'Disp':<6}{'Enb':<5}{'Address':<12}What")
        for r in rows:
            self.say(r)

    def _info_registers(self, arg: str) -> None:
        dbg = self.dbg
        st = dbg.m.state
        groups = arg.split() if arg else ["x"] if dbg.arm else ["vf"]
        for g in groups:
            g = g.lower().lstrip("$")
            if g == "vf":
                if dbg.arm:
                    raise DebugError("this is an Arm program: it has no VF unit",
                                     "info registers x|z|p|za")
                for spec in ("s", "a", "m", "v"):
                    self.say(ui.format_value(dbg.evaluate(spec)))
                continue
            if not dbg.arm and g in ("x", "z", "p", "za"):
                raise DebugError("this is a VF program", "info registers vf | s | v | m | a")
            if g in ("x", "general", "all") and dbg.arm:
                for i in range(31):
                    v = st.x[i]
                    self.say(f"x{i:<13}0x{v:<18x}{v - (1 << 64) if v >> 63 else v}")
                self.say(f"{'sp':<14}0x{st.x[31]:<18x}")
                self.say(f"{'pc':<14}0x{dbg.m.pc:<18x}<{dbg.symbolize(dbg.m.pc)}>")
                flags = "".join(c.upper() if v else c for c, v in zip("nzcv", st.nzcv))
                self.say(f"{'nzcv':<14}{flags}")
                self.say(f"{'pstate':<14}SM={int(st.sm)} ZA={int(st.za_on)} VL={st.vlb * 8} "
                         f"SVL={st.svlb * 8}")
                if g != "all":
                    continue
                g = "z"
            if g == "za" and dbg.arm:
                self.say(f"PSTATE.ZA={int(st.za_on)} SM={int(st.sm)} SVL={st.svlb * 8} "
                         f"({st.svlb}x{st.svlb} bytes)")
                d = dbg.evaluate("za")
                if self.tty and not self.tui:
                    print_dump(d, self.out)
                else:
                    self.say(d.to_text())
                continue
            d = dbg.evaluate(g)
            self.say(ui.format_value(d))

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
        self.say(f"cycles: {t['cycles']}  (instruction {self.dbg.m.steps})")
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
            self.tui = False
            return
        if arg and arg not in ("src", "asm", "split", "regs", "next", "on", "enable"):
            self.dbg.evaluate(arg)  # a tile or any expression; checked now
            self.tile = arg
        if self.tty and sys.stdin.isatty():
            self.tui = True  # drawn after this command (and every following one)
            return
        from rich.console import Console

        con = Console(file=self.out, force_terminal=False, color_system=None, width=120)
        con.print(ui.render_layout(self.dbg, self.regs, self.tile))

    def cmd_list_(self, rest, _):
        i = self.dbg.resolve(rest)[0] if rest else self.dbg.pc
        for n, line, cur in ui.source_lines(self.dbg, i, 5, 5):
            self.say(f"{'=>' if cur else '  '}{n:5}\t{line}")

    def cmd_where(self, rest, _):
        self.say(ui.location(self.dbg, marker="=> "))
        self.say(f"   instruction {self.dbg.m.steps}, history {len(self.dbg.history)} records")

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

