"""`tilesim debug`: the commands that look at state — print (with gdb's value history $N),
display, x/NFU, info registers/frame/breakpoints/display, backtrace and disassemble. A mixin of
:class:`tools.debug_cmd.Session`, which provides ``dbg``, ``say``, ``out``, ``tty``, ``regs``,
``displays``, ``values`` and ``x_next``."""
from __future__ import annotations

import os
import re

from simulator.debug import DebugError
from simulator.debug.dwarf import CValue
from simulator.dump import Dump

from . import debug_ui as ui
from .render import print_dump


class InspectCommands:
    """print, display, x, info, backtrace, disassemble."""

    def _insn_at_expr(self, expr: str) -> str:
        """``x/i`` text of the instruction at the address ``expr`` gives (``$pc``: the next one)."""
        dbg = self.dbg
        if expr.strip().lstrip("$").lower() == "pc":
            i = dbg.pc
        else:
            d = dbg.evaluate(expr)
            if not isinstance(d.value, int):
                raise DebugError(f"'{expr}' is not an address")
            i = dbg.index_of(d.value)
        ins = dbg.insn(i) if i is not None else None
        if ins is None:
            raise DebugError(f"no instruction at {expr}")
        return ui.insn_line(dbg, i, i == dbg.pc)

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

    def _history_value(self, expr: str):
        """``$N``, ``$``, ``$$``, ``$$N`` from the value history (None: not such a name)."""
        mo = re.fullmatch(r"\$(\d+)|\$|\$\$(\d*)", expr.strip())
        if not mo:
            return None
        n = len(self.values)
        if mo.group(1) is not None:
            k = int(mo.group(1))
        elif expr.strip() == "$":
            k = n
        else:
            k = n - (int(mo.group(2)) if mo.group(2) else 1)
        if not 1 <= k <= n:
            raise DebugError(f"History has not yet reached ${k}." if k > n else
                             "value history is empty" if n == 0 else f"no value ${k}",
                             "print EXPR records $1, $2, …")
        return self.values[k - 1]

    def cmd_print_(self, rest, word):
        fmt, expr = self._fmt_expr(rest, word)
        if not expr:
            raise DebugError("print needs an expression", "e.g. p x0, p/x z3.s, p za0.f32")
        d = self._history_value(expr)
        if d is None and expr.replace(" ", "") == "$_exitcode":
            code = self.exitcode_value()
            d = "void" if code is None else code
        if d is None:
            d = self.c_print(expr)
        if d is None:
            d = self.dbg.evaluate(expr)
        if not isinstance(d, Dump):  # a C value, a C integer result or void
            self.values.append(d)
            self.say(f"${len(self.values)} = " + (self.ctext(d) if isinstance(d, CValue)
                                                   else str(d)))
            return
        self.values.append(d)
        tag = f"${len(self.values)}"
        if fmt is None and d.kind == "matrix" and self.tty:
            self.say(f"{tag} = {d.name}:")
            print_dump(d, self.out)
            return
        self.say(f"{tag} = " + ui.format_value(d, fmt, self._label))

    def cmd_display(self, rest, word):
        if not rest and "/" not in word:
            self._show_displays()
            return
        if word.endswith("/i") or rest.startswith("/i"):
            expr = rest[2:].strip() if rest.startswith("/i") else rest
            self._insn_at_expr(expr or "$pc")  # must be valid now
            self._display_n += 1
            self.displays[self._display_n] = (expr or "$pc", "i")
            self.say(f"{self._display_n}: x/i {expr or '$pc'}\n" + self._insn_at_expr(expr or "$pc"))
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
        i = dbg.index_of(addr)
        if i is None:
            raise DebugError(f"no instruction at 0x{addr:x}")
        shown = 0
        while shown < count and dbg.insn(i) is not None or (shown < count and i < dbg.pc + 64
                                                           and not dbg.arm and shown == 0):
            ins = dbg.insn(i)
            if ins is not None:
                self.say(ui.insn_line(dbg, i, i == dbg.pc))
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
                     f"step {self.dbg.m.steps}")
            return
        if "frame".startswith(word) and self.dbg.arm:
            return self.info_frame()
        if word in ("locals", "args") and self.dbg.arm:
            return self.info_locals(word == "args")
        if "line".startswith(word) or "frame".startswith(word):
            return self.cmd_where("", "")
        raise DebugError(f"unknown info command '{word}'",
                         "info registers | breakpoints | display | watchpoints | history")

    def _info_frame(self) -> None:
        from simulator.debug.frames import backtrace

        dbg = self.dbg
        frames = backtrace(dbg)
        f0 = frames[0]
        st = dbg.m.state
        self.say(f"Stack level 0, frame at 0x{st.x[29]:x}:")
        self.say(f" pc = 0x{f0.pc:x} in {f0.function or '??'} ({ui.source_of(dbg, f0.pc)}); "
                 + (f"saved pc = 0x{frames[1].pc:x}" if len(frames) > 1 else "outermost"))
        if len(frames) > 1:
            self.say(f" called by frame at 0x{frames[1].fp:x} ({frames[1].function or '??'}, "
                     f"found through {'x30 (no frame record yet)' if frames[1].how == 'lr' else 'the frame record'})")
        self.say(f" sp = 0x{st.x[31]:x}, x29 (fp) = 0x{st.x[29]:x}, x30 (lr) = 0x{st.x[30]:x}")

    def _info_breakpoints(self, watch_only: bool) -> None:
        dbg = self.dbg
        rows = []
        if not watch_only:
            for bp in dbg.breakpoints.values():
                i = bp.indexes[0]
                ins = dbg.insn(i)
                where = f"{os.path.basename(ins.loc.file)}:{ins.loc.line}" if ins else "?"
                addr = f"0x{dbg.address(i):x}" if dbg.arm else f"insn {i}"
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
        for w in dbg.access_watches.values():
            kind = "read watch" if w.kind == "read" else "acc watch"
            rows.append(f"{w.number:<4}{kind:<12}{'keep':<6}{'y' if w.enabled else 'n':<5}"
                        f"{f'0x{w.address:x}':<12}{w.length} bytes")
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
                if not st.za_on:
                    self.say("ZA is off (PSTATE.ZA=0): it holds no values now")
                    continue
                d = dbg.evaluate("za")
                if self.tty:
                    print_dump(d, self.out)
                else:
                    self.say(d.to_text())
                continue
            d = dbg.evaluate(g)
            self.say(ui.format_value(d))

    def cmd_disassemble(self, rest, word):
        dbg = self.dbg
        if not dbg.arm:
            raise DebugError("a VF program has no machine code to disassemble", "use x/8i or list")
        mods = word.partition("/")[2]
        if rest.startswith("/"):
            mods, _, rest = rest[1:].partition(" ")
        if mods and mods not in ("s", "m"):
            raise DebugError(f"unknown modifier '/{mods}'", "disassemble /s: with source lines")
        start, end, title = ui.disassembly_range(dbg, rest.strip())
        self.say(f"Dump of assembler code {title}:")
        if mods:
            self.disassemble_source(start, end)
            self.say("End of assembler dump.")
            return
        for a in range(start, end, 4):
            i = dbg.index_of(a)
            if i is not None and dbg.insn(i) is not None:
                self.say(ui.insn_line(dbg, i, i == dbg.pc, relative=True))
        self.say("End of assembler dump.")
