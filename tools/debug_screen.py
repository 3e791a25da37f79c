"""The debugger's full-screen `layout` view: source, next instructions, registers and a ZA tile
heat map, sized to the terminal (80x24 and up), on the alternate screen, redrawn on every key.

Keys: s stepi, n next, c continue, r reverse-stepi, R reverse-continue, f finish, t next tile,
: a command line, Ctrl-L redraw, q back to the command prompt. Off a terminal, `layout` prints one
frame as plain text (what the tests read).
"""
from __future__ import annotations

import os
import shutil
import sys

import numpy as np

from .debug_ui import _short, format_value, location, source_lines

KEYS = {"s": "stepi", "n": "next", "c": "continue", "r": "reverse-stepi",
        "R": "reverse-continue", "f": "finish"}
HELP = "s stepi n next c cont r rev-stepi R rev-cont f finish t tile :cmd ^L q back"
SHADES = " .:-=+*#%@"  # low -> high, so the map reads without colour too
ENTER, LEAVE = "\x1b[?1049h\x1b[?25l", "\x1b[?25h\x1b[?1049l"


def _heat(tile: np.ndarray, dtype: str, name: str, width: int, height: int):
    """A heat map that fits ``width`` x ``height`` cells, with a legend line."""
    from rich.console import Group
    from rich.text import Text

    arr = np.asarray(tile)
    rows, cols = arr.shape[:2]
    show_vals = width >= 6 + 9 * min(cols, 8) and cols <= 8
    cell = 9 if show_vals else 2
    c_show = max(1, min(cols, (width - 5) // cell))
    r_show = max(1, min(rows, height - 4))
    vals = arr[:r_show, :c_show].astype(np.float64)
    finite = vals[np.isfinite(vals)]
    lo, hi = (float(finite.min()), float(finite.max())) if finite.size else (0.0, 0.0)
    out = Text()
    for r in range(r_show):
        out.append(f"{r:>3} ", style="bold cyan")
        for c in range(c_show):
            v = vals[r, c]
            t = 0.0 if not np.isfinite(v) or hi == lo else (v - lo) / (hi - lo)
            style = f"on rgb({int(40 + 215 * t)},40,{int(40 + 215 * (1 - t))})"
            body = f"{_short(arr[r, c], dtype):>8} " if show_vals else SHADES[int(t * 9.99)] * 2
            out.append(body, style=style)
        out.append("\n")
    legend = Text()
    legend.append(SHADES[0] * 2, style="on rgb(40,40,255)")
    legend.append(f" {lo:.4g} … {hi:.4g} ")
    legend.append(SHADES[-1] * 2, style="on rgb(255,40,40)")
    legend.append(f"\n{name} {rows}x{cols}" + (f", showing {r_show}x{c_show}"
                                                if (r_show, c_show) != (rows, cols) else ""))
    return Group(legend, out)


def _registers(dbg, regs, width: int):
    from rich.text import Text

    m = dbg.m
    st = m.state
    out = Text()
    if dbg.arm:
        names = [(f"x{i}", st.x[i], regs.changed("x", i)) for i in range(31)]
        names.append(("sp", st.x[31], regs.changed("x", 31)))
        flags = "".join(c.upper() if v else c for c, v in zip("nzcv", st.nzcv))
        out.append(f"nzcv {flags} SM={int(st.sm)} ZA={int(st.za_on)} SVL={st.svlb * 8}\n",
                   style="bold")
        zchg = [f"z{n}" for n in range(32) if regs.changed("z", n)]
        pchg = [f"p{n}" for n in range(16) if regs.changed("p", n)]
        if zchg or pchg:
            out.append("changed: " + " ".join(zchg + pchg) + "\n", style="yellow")
    else:
        names = [(f"s{i}", st.s[i] & ((1 << 64) - 1), regs.changed("s", i)) for i in range(32)]
    names.sort(key=lambda t: not t[2])  # what changed first
    per = max(1, width // 22)
    for k, (name, v, chg) in enumerate(names):
        out.append(f"{name:>3} {v:016x}", style="bold yellow reverse" if chg else "")
        out.append("\n" if (k + 1) % per == 0 else "  ")
    return out


def render_screen(dbg, regs, tile: str, output: str, width: int, height: int):
    """One frame of the view, exactly ``width`` x ``height`` (rich Layout regions crop)."""
    from rich.layout import Layout
    from rich.panel import Panel
    from rich.text import Text

    from simulator.debug import DebugError

    m, pc = dbg.m, dbg.pc
    ins = dbg.insn(pc)
    where = f"{os.path.basename(ins.loc.file)}:{ins.loc.line}" if ins else "?"
    status = ("running" if not m.finished else
              (f"{m.fault.kind}" if m.fault is not None else f"exited ({m.exit_code})"))
    t = dbg.timing()
    head = f" {where} — step {m.steps} — {status}" + (f" — cycle {t['cycles']}" if t else "")
    out_h = max(3, height // 6)
    body_h = height - 2 - out_h
    half = max(20, width // 2)
    src_h = max(3, (body_h * 2) // 3)
    src = Text()
    bp_lines = {dbg.insn(i).loc.line for bp in dbg.breakpoints.values() for i in bp.indexes
                if dbg.insn(i) is not None}
    around = max(1, (src_h - 2) // 2)
    for n, line, cur in source_lines(dbg, pc, around, around):
        mark = "=>" if cur else ("b+" if n in bp_lines else "  ")
        src.append(f"{mark}{n:4} {line}"[:half - 4] + "\n", style="bold reverse" if cur else
                   ("red" if n in bp_lines else ""))
    nxt = Text()
    k, shown = pc, 0
    limit = len(m.program.slots) if dbg.arm else max(getattr(m, "_insn_at", {0: 0})) + 1
    while k < limit and shown < body_h - src_h - 2:
        if dbg.insn(k) is not None:
            nxt.append(location(dbg, k, "=> " if k == pc else "   ")[:half - 4] + "\n",
                       style="bold" if k == pc else "")
            shown += 1
        k += 1
    reg_h = max(4, body_h // 3)
    if dbg.arm:
        try:
            d = dbg.evaluate(tile)
            tile_r = (_heat(d.value, d.dtype, tile, width - half - 2, body_h - reg_h - 2)
                      if d.kind == "matrix" else Text(format_value(d)))
        except DebugError as e:
            tile_r = Text(e.message, style="red")
    else:
        tile_r = Text("(VF program: no ZA)", style="dim")
    root = Layout()
    root.split_column(Layout(Text(head, style="bold reverse"), size=1),
                      Layout(name="body", size=body_h),
                      Layout(Panel(Text("\n".join(output.rstrip("\n").splitlines()[-(out_h - 2):])),
                                   title="output", title_align="left"), size=out_h),
                      Layout(Text(HELP[:width], style="dim"), size=1))
    left, right = Layout(name="left", size=half), Layout(name="right")
    root["body"].split_row(left, right)
    left.split_column(Layout(Panel(src, title="source", title_align="left"), size=src_h),
                      Layout(Panel(nxt, title="next", title_align="left")))
    right.split_column(Layout(Panel(_registers(dbg, regs, width - half - 4),
                                    title="registers", title_align="left"), size=reg_h),
                       Layout(Panel(tile_r, title=tile if dbg.arm else "tile",
                                    title_align="left")))
    return root


def frame_text(dbg, regs, tile: str, output: str, width: int, height: int,
               color: bool) -> str:
    """The frame as a string of exactly ``height`` lines (ANSI colours when ``color``)."""
    import io

    from rich.console import Console

    buf = io.StringIO()
    con = Console(file=buf, width=width, height=height, force_terminal=color,
                  color_system="truecolor" if color else None, legacy_windows=False)
    con.print(render_screen(dbg, regs, tile, output, width, height), end="")
    lines = buf.getvalue().split("\n")[:height]
    return "\n".join(lines)


class FullScreen:
    """The interactive view: alternate screen, cbreak keys, redraw on every key and resize."""

    def __init__(self, session):
        self.s = session
        self.output = ""

    def _size(self) -> tuple[int, int]:
        sz = shutil.get_terminal_size((80, 24))
        return max(60, sz.columns), max(20, sz.lines)

    def draw(self) -> None:
        w, h = self._size()
        frame = frame_text(self.s.dbg, self.s.regs, self.s.tile, self.output, w, h, True)
        sys.stdout.write("\x1b[H" + frame.replace("\n", "\x1b[K\n") + "\x1b[J")
        sys.stdout.flush()

    def _command(self, line: str) -> None:
        import contextlib
        import io

        buf = io.StringIO()
        old, self.s.out = self.s.out, buf
        try:
            with contextlib.redirect_stdout(buf):
                self.s.execute(line)
        finally:
            self.s.out = old
        self.output = (self.output + buf.getvalue())[-4000:]

    def _read_line(self, fd: int, prompt: str) -> str:
        import termios

        w, h = self._size()
        sys.stdout.write(f"\x1b[{h};1H\x1b[K\x1b[?25h{prompt}")
        sys.stdout.flush()
        attrs = termios.tcgetattr(fd)
        cooked = attrs[:]
        cooked[3] |= termios.ICANON | termios.ECHO
        termios.tcsetattr(fd, termios.TCSANOW, cooked)
        try:
            line = sys.stdin.readline()
        finally:
            termios.tcsetattr(fd, termios.TCSANOW, attrs)
            sys.stdout.write("\x1b[?25l")
        return line.strip()

    def run(self) -> None:
        import termios
        import tty

        fd = sys.stdin.fileno()
        saved = termios.tcgetattr(fd)
        sys.stdout.write(ENTER)
        try:
            tty.setcbreak(fd)
            while True:
                self.draw()
                key = os.read(fd, 1).decode(errors="replace")
                if key == "q":
                    break
                if key == "\x0c":
                    sys.stdout.write("\x1b[2J")
                    continue
                if key == "t":
                    self._next_tile()
                elif key == ":":
                    line = self._read_line(fd, "(tilesim) ")
                    if line in ("q", "quit", "layout off", "tui disable"):
                        break
                    if line:
                        self._command(line)
                elif key in KEYS:
                    self._command(KEYS[key])
        finally:
            termios.tcsetattr(fd, termios.TCSADRAIN, saved)
            sys.stdout.write(LEAVE)
            sys.stdout.flush()

    def _next_tile(self) -> None:
        """Cycle the shown tile through ZA0..ZA(esz-1) of the same element type."""
        import re

        mo = re.fullmatch(r"za(\d+)\.(\w+)", self.s.tile)
        if not mo:
            return
        esz = {"b": 1, "h": 2, "s": 4, "d": 8, "q": 16, "u8": 1, "s8": 1, "f16": 2, "bf16": 2,
               "u16": 2, "s16": 2, "f32": 4, "u32": 4, "s32": 4, "f64": 8, "u64": 8,
               "s64": 8}.get(mo.group(2), 4)
        self.s.tile = f"za{(int(mo.group(1)) + 1) % esz}.{mo.group(2)}"
