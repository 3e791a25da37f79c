"""`tilesim debug` on C programs: frames (bt, up, down, frame N, info frame), C variables (info
locals, info args, print VAR), starti, $_exitcode and `disassemble /s`. A mixin of
:class:`tools.debug_cmd.Session`; the DWARF facts come from simulator/debug/dwarf.py and
cvalues.py, this module only formats them the way gdb prints them."""
from __future__ import annotations

import os
import re
import struct

from simulator.debug import DebugError
from simulator.debug.cvalues import arithmetic, c_frames, c_string, evaluate, member, scalar
from simulator.debug.dwarf import CValue

from . import debug_ui as ui

_HISTORY = re.compile(r"\$\$?\d*(?![\w$])")  # $, $N, $$, $$N (not $x0 or $_exitcode)
MAX_SHOWN = 200  # elements and string characters printed (gdb's `print elements`)
REPEATS = 10  # runs longer than this print as `X <repeats N times>` (gdb's `print repeats`)
_ESC = {7: "\\a", 8: "\\b", 9: "\\t", 10: "\\n", 11: "\\v", 12: "\\f", 13: "\\r",
        27: "\\033"}


def _char(b: int, quote: str) -> str:
    """One character inside quotes, escaped as gdb does (octal for the unprintable)."""
    if b == ord(quote) or b == 0x5C:
        return "\\" + chr(b)
    if 32 <= b < 127:
        return chr(b)
    return _ESC.get(b, f"\\{b:03o}")


def _chars(data: bytes) -> str:
    """gdb's string text: quoted runs, long repeats as ``'c' <repeats N times>``."""
    parts, run = [], ""
    i = 0
    while i < len(data):
        j = i
        while j < len(data) and data[j] == data[i]:
            j += 1
        if j - i > REPEATS:
            if run:
                parts.append(f'"{run}"')
                run = ""
            parts.append(f"'{_char(data[i], chr(39))}' <repeats {j - i} times>")
        else:
            run += "".join(_char(data[i], '"') for _ in range(j - i))
        i = j
    if run or not parts:
        parts.append(f'"{run}"')
    return ", ".join(parts)


def _is_char(t) -> bool:
    return t is not None and t.kind == "base" and t.encoding in ("char", "uchar") and t.size == 1


def c_text(v: CValue, top: bool = True, memory=None, symbol=None) -> str:
    """A value as gdb prints it: ``{x = 3, y = 4}``, ``{10, 20}``, ``"abc"``, ``65 'A'``,
    ``(int *) 0x…`` (the type only at the top of ``print``), ``0x… <sym>``, ``0x… "text"``.
    ``memory`` reads the strings char pointers point to; ``symbol(addr)`` names addresses."""
    t = v.type
    if v.data is None:
        return "<optimized out>"
    if t.kind in ("struct", "union"):
        parts = [f"{f[0]} = " + c_text(member(v, f), False, memory, symbol) for f in t.fields]
        return "{" + ", ".join(parts) + "}"
    if t.kind == "array" and t.target is not None:
        e = t.target
        n = min(t.count, MAX_SHOWN)
        if _is_char(e):
            data = v.data[:n]
            if len(data) == t.count and data.endswith(b"\0"):
                data = data[:-1]  # gdb drops one trailing NUL
            return _chars(data) + ("..." if t.count > n else "")
        items = [c_text(CValue(e, v.data[i * e.size:(i + 1) * e.size]), False, memory, symbol)
                 for i in range(n)]
        out, i = [], 0
        while i < len(items):
            j = i
            while j < len(items) and items[j] == items[i]:
                j += 1
            out += [f"{items[i]} <repeats {j - i} times>"] if j - i > REPEATS else items[i:j]
            i = j
        return "{" + ", ".join(out) + ("..." if t.count > n else "") + "}"
    raw = int.from_bytes(v.data, "little")
    if t.kind == "pointer":
        text = f"0x{raw:x}"
        if _is_char(t.target) and memory is not None and raw:
            got = c_string(memory, raw, MAX_SHOWN)
            if got is None:
                return text + f" <error: Cannot access memory at address 0x{raw:x}>"
            return text + " " + _chars(got[0]) + ("..." if got[1] else "")
        name = symbol(raw) if symbol is not None and raw else ""
        text += f" <{name}>" if name else ""
        return (f"({t.name}) " if top else "") + text
    if t.kind == "enum":
        n = scalar(v)
        return next((name for name, val in t.fields if val == n), str(n))
    if t.encoding == "float" and t.size in (4, 8):
        f = struct.unpack("<f" if t.size == 4 else "<d", v.data)[0]
        return f"{f:.9g}" if t.size == 4 else f"{f:.17g}"
    if t.encoding == "bool":
        return "true" if raw else "false"
    n = scalar(v)
    if _is_char(t):
        return f"{n} '{_char(raw, chr(39))}'"
    return str(n)


class CCommands:
    """Frames and C variables; ``self.level`` is the selected frame (0 after every stop)."""

    level = 0

    def ctext(self, v: CValue, top: bool = True) -> str:
        """:func:`c_text` with this program's memory and symbols."""
        info = self.dbg.dwarf
        return c_text(v, top, self.dbg.m.memory, info.symbol_at if info is not None else None)

    # ------------------------------------------------------------------ frames
    def _c_frames(self):
        info = self.dbg.dwarf
        return c_frames(self.dbg, info) if info is not None else None

    def _frame_line(self, f) -> str:
        dbg = self.dbg
        at = f.pc if f.level == 0 else f.pc - 4
        args = ""
        info = dbg.dwarf
        if info is not None and f.die is not None:
            names = [(n, d, cu) for n, d, cu, arg in info.scope_variables(f) if arg]
            args = ", ".join(f"{n}={self.ctext(self._value(n, f), False)}" for n, _, _ in names)
        head = f"#{f.level:<2} " + ("" if f.level == 0 else f"0x{f.pc:016x} in ")
        return f"{head}{f.function or '??'} ({args}) at {self._source(at)}"

    def _source(self, address: int) -> str:
        """``file:line`` of the instruction at ``address`` (line-0 rows: the row before)."""
        slot = self.dbg.slot_at(address)
        loc = self.dbg.loc_at(slot) if slot is not None else None
        return f"{os.path.basename(loc.file)}:{loc.line}" if loc is not None else "??"

    def _value(self, name: str, frame) -> CValue:
        v = evaluate(self.dbg.dwarf, name, frame, self.dbg.m.memory)
        if v is None:
            raise DebugError(f'No symbol "{name}" in current context.')
        return v

    def _selected(self):
        frames = self._c_frames()
        if not frames:
            return None
        self.level = min(self.level, len(frames) - 1)
        return frames[self.level]

    def cmd_backtrace(self, rest, _):
        frames = self._c_frames() if self.dbg.arm else None
        if frames is None:
            return self.cmd_frame_records(rest, _)
        for f in frames:
            self.say(self._frame_line(f))

    def cmd_frame_records(self, rest, _):
        """`bt` without DWARF: the frame-record chain (simulator/debug/frames.py)."""
        if not self.dbg.arm:
            return self.cmd_where(rest, _)
        from simulator.debug.frames import backtrace

        for f in backtrace(self.dbg):
            self.say(ui.frame_line(self.dbg, f))

    def _select(self, level: int) -> None:
        frames = self._c_frames()
        if frames is None:
            if level:
                raise DebugError("no call frames without debugging information",
                                 "build with -g; `bt` shows the frame-record chain")
            return self.cmd_where("", "")
        if not 0 <= level < len(frames):
            raise DebugError("Initial frame selected; you cannot go down." if level < 0 else
                             "Initial frame selected; you cannot go up." if level == 0 else
                             f"No frame at level {level}.")
        self.level = level
        f = frames[level]
        self.say(self._frame_line(f))
        at = f.pc if f.level == 0 else f.pc - 4
        slot = self.dbg.slot_at(at)
        loc = self.dbg.loc_at(slot) if slot is not None else None
        if loc is not None:
            self.say(f"{loc.line}\t{loc.text.rstrip()}")

    def cmd_frame(self, rest, _):
        if not rest:
            return self._select(self.level)
        try:
            self._select(int(rest, 0))
        except ValueError:
            raise DebugError(f"bad frame number '{rest}'", "frame N") from None

    def cmd_up(self, rest, _):
        n = int(rest or 1)
        frames = self._c_frames()
        if frames is not None and self.level + n >= len(frames):
            raise DebugError("Initial frame selected; you cannot go up.")
        self._select(self.level + n)

    def cmd_down(self, rest, _):
        n = int(rest or 1)
        if self.level - n < 0:
            raise DebugError("Bottom (innermost) frame selected; you cannot go down.")
        self._select(self.level - n)

    def info_frame(self) -> None:
        frames = self._c_frames()
        if frames is None:
            return self._info_frame()
        f = frames[self.level]
        dbg = self.dbg
        at = f.pc if f.level == 0 else f.pc - 4
        cfa = f"0x{f.cfa:x}" if f.cfa is not None else "?"
        self.say(f"Stack level {f.level}, frame at {cfa}:")
        caller = frames[f.level + 1] if f.level + 1 < len(frames) else None
        self.say(f" pc = 0x{f.pc:x} in {f.function or '??'} ({self._source(at)}); "
                 + (f"saved pc = 0x{f.saved_pc:x}" if f.saved_pc else "outermost"))
        if caller:
            self.say(f" called by frame at 0x{caller.cfa:x}" if caller.cfa is not None
                     else f" called by {caller.function}")
        if f.level:
            self.say(f" caller of frame at 0x{frames[f.level - 1].cfa:x}")
        self.say(f" sp = 0x{f.regs.get(31, 0):x}, x29 (fp) = 0x{f.regs.get(29, 0):x}, "
                 f"x30 (lr) = 0x{f.regs.get(30, 0):x} (unwound by the DWARF CFI)")

    def info_locals(self, args: bool) -> None:
        f = self._selected()
        if f is None:
            raise DebugError("No symbol table info available.", "build the program with -g")
        shown = 0
        seen = set()
        for name, die, cu, is_arg in self.dbg.dwarf.scope_variables(f):
            if is_arg != args or name in seen:
                continue
            seen.add(name)
            self.say(f"{name} = {self.ctext(self._value(name, f), False)}")
            shown += 1
        if not shown:
            self.say("No arguments." if args else "No locals.")

    def c_print(self, expr: str):
        """``print`` of a C expression in the selected frame, or None (not a C variable)."""
        info = self.dbg.dwarf if self.dbg.arm else None
        if info is None:
            return None
        frames = c_frames(self.dbg, info)
        f = frames[min(self.level, len(frames) - 1)]
        subst = _HISTORY.sub(lambda mo: str(self._history_int(mo.group(0))), expr)
        if subst != expr:  # `p $ + 1`, `p $2 * k`: integer values from the value history
            return arithmetic(info, subst, f, self.dbg.m.memory, literals=True)
        try:
            return evaluate(info, expr, f, self.dbg.m.memory)
        except DebugError:
            n = arithmetic(info, expr, f, self.dbg.m.memory)  # `p k + 3`, `p p->x * 2`
            if n is None:
                raise
            return n

    def _history_int(self, ref: str) -> int:
        v = self._history_value(ref)
        if isinstance(v, CValue) and v.data is not None and v.type.kind in ("base", "enum"):
            return scalar(v)
        if isinstance(v, int):
            return v
        if getattr(v, "kind", "") == "scalar" and isinstance(v.value, int):
            return v.value
        raise DebugError(f"{ref} is not an integer", "C arithmetic takes integer values")

    def return_type(self):
        """The C return type of the function the pc is in (None: void or no DWARF)."""
        info = self.dbg.dwarf if self.dbg.arm else None
        if info is None:
            return None
        die, _ = info.function_at(self.dbg.address(self.dbg.pc))
        if die is None or "DW_AT_type" not in die.attributes:
            return None
        return info.type_of(die)

    def return_value(self, t) -> CValue | None:
        """The value a function of return type ``t`` just returned, where the AAPCS64 puts it
        (§6.9 "Result return"): integers, pointers and small structs in x0/x1, floating point
        in v0; None for what this does not follow (HFAs, results in memory)."""
        st = self.dbg.m.state
        if t.encoding == "float" and t.kind == "base":
            return CValue(t, st.z[0, :t.size].tobytes())
        if t.kind in ("base", "pointer", "enum") and t.size <= 8:
            return CValue(t, (st.x[0] & ((1 << 64) - 1)).to_bytes(8, "little")[:t.size])
        if t.kind in ("struct", "union") and t.size <= 16 and not any(
                f[2].encoding == "float" for f in t.fields):
            raw = b"".join((st.x[i] & ((1 << 64) - 1)).to_bytes(8, "little") for i in (0, 1))
            return CValue(t, raw[:t.size])
        return None

    def cmd_starti(self, rest, _):
        """starti: restart and stop before the first instruction (gdb's wording)."""
        self.dbg.restart()
        self.level = 0
        self.regs.capture(self.dbg)
        self.say(f"Program stopped.\n{ui.location(self.dbg, marker='=> ')}")

    def exitcode_value(self):
        """``$_exitcode``: the program's exit status once it exited, else void (as gdb)."""
        code = self.dbg.m.exit_code if self.dbg.m.fault is None else None
        return code

    def disassemble_source(self, start: int, end: int) -> None:
        """`disassemble /s`: each source line, then its instructions."""
        dbg = self.dbg
        last = None
        for a in range(start, end, 4):
            i = dbg.slot_at(a)
            loc = dbg.loc_at(i) if i is not None else None
            if loc is None:
                continue
            key = (loc.file, loc.line)
            if key != last:
                if last is not None:
                    self.say("")
                if last is None or key[0] != last[0]:
                    self.say(f"{os.path.basename(loc.file)}:")
                self.say(f"{loc.line}\t{loc.text.rstrip()}")
                last = key
            self.say(ui.insn_line(dbg, i, i == dbg.pc, relative=True))
