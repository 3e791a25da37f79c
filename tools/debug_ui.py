"""Rendering for `tilesim debug`: values in gdb's print formats, stop locations, and the `layout`
full-screen view (source, registers with changes highlighted, a ZA tile as a heat map, the next
instructions). Plain text when the output is not a terminal."""
from __future__ import annotations

import os

import numpy as np

from simulator.dump import Dump, fmt_float

_SIZE = {"b": 1, "h": 2, "s": 4, "d": 8, "w": 4, "x": 8, "int": 8, "u8": 1, "s8": 1, "u16": 2,
         "s16": 2, "f16": 2, "bf16": 2, "u32": 4, "s32": 4, "f32": 4, "u64": 8, "s64": 8,
         "f64": 8, "bit": 1}
_UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
_SINT = {1: np.int8, 2: np.int16, 4: np.int32, 8: np.int64}
_FLOAT = {2: np.float16, 4: np.float32, 8: np.float64}
FORMATS = "xduotacfz"


# ------------------------------------------------------------------------------------- values
def format_value(d: Dump, fmt: str | None = None, label=None) -> str:
    """``print``'s text: the dump module's canonical text, or every element in gdb format ``fmt``
    (x hex, d signed, u unsigned, o octal, t binary, c char, f float, a address, z zero-padded hex)."""
    if d.kind == "group":
        return "\n".join(format_value(x, fmt, label) for x in d.value)
    if fmt is None:
        if d.kind == "scalar" and d.dtype == "int":
            return f"{d.name} = {d.value}"
        if d.kind == "scalar" and d.dtype == "float":
            return f"{d.name} = {fmt_float(d.value, 'f64')}"
        if d.kind == "scalar" and d.dtype in ("f16", "f32", "f64"):
            return f"{d.name} = {fmt_float(d.value, d.dtype)}"
        if d.kind == "scalar" and d.dtype not in ("x", "w"):
            return f"{d.name} = {_elem(d.value, d.dtype, 'x', label)}"
        return d.to_text()
    if d.kind == "flags":
        return d.to_text()
    if d.kind == "scalar":
        return f"{d.name} = {_elem(d.value, d.dtype, fmt, label)}"
    arr = np.asarray(d.value)
    if d.dtype == "q" or d.dtype == "bit":
        return d.to_text()
    if arr.ndim == 1:
        return f"{d.name} = [{', '.join(_elems(arr, d.dtype, fmt, label))}]"
    rows = [f"  [{', '.join(_elems(r, d.dtype, fmt, label))}]" for r in arr]
    return f"{d.name} = [\n" + ",\n".join(rows) + "\n]"


def _elems(arr: np.ndarray, dtype: str, fmt: str, label) -> list[str]:
    return [_elem(v, dtype, fmt, label) for v in arr.tolist()] if arr.dtype.kind != "f" else \
        [_elem(v, dtype, fmt, label) for v in arr]


def _elem(v, dtype: str, fmt: str, label=None) -> str:
    size = _SIZE.get(dtype, 8)
    if isinstance(v, float) and not isinstance(v, np.floating):
        v = np.float64(v)
        size = 8
    if isinstance(v, np.floating):
        size = v.dtype.itemsize
        if fmt == "f":
            return fmt_float(v, f"f{size * 8}")
        bits = int(np.asarray(v).view(_UINT[size]))
    else:
        bits = int(v) & ((1 << (8 * size)) - 1)
        if fmt == "f":
            if dtype == "bf16":
                return fmt_float(np.uint32(bits << 16).view(np.float32), "f32")
            if size in _FLOAT and dtype not in ("int",):
                return fmt_float(np.asarray(bits, _UINT[size]).view(_FLOAT[size]), f"f{size * 8}")
            return str(int(v))
    if fmt == "x":
        return f"0x{bits:x}"
    if fmt == "z":
        return f"0x{bits:0{2 * size}x}"
    if fmt == "o":
        return f"0{bits:o}" if bits else "0"
    if fmt == "t":
        return f"{bits:b}"
    if fmt == "u":
        return str(bits)
    if fmt == "d":
        return str(bits - (1 << (8 * size)) if bits >> (8 * size - 1) else bits)
    if fmt == "c":
        return f"{bits} {chr(bits)!r}" if bits < 0x110000 else str(bits)
    if fmt == "a":
        lab = label(bits) if label else ""
        return f"0x{bits:x}" + (f" <{lab}>" if lab else "")
    raise ValueError(f"unknown format letter '{fmt}'")


# ------------------------------------------------------------------------------------ locations
def location(dbg, index: int | None = None, marker: str = "") -> str:
    """One line: address, <label+off>, file:line and the source statement."""
    i = dbg.pc if index is None else index
    ins = dbg.insn(i)
    addr = f"0x{dbg.address(i):x}" if dbg.arm else f"step {i}"
    sym = dbg.symbolize(dbg.address(i))
    sym = f" <{sym}>" if sym else ""
    if ins is None:
        return f"{marker}{addr}{sym}  (no instruction here)"
    src = ins.loc.text.strip() or ins.text
    return f"{marker}{addr}{sym}  {os.path.basename(ins.loc.file)}:{ins.loc.line}  {src}"


def source_lines(dbg, index: int, before: int = 5, after: int = 5) -> list[tuple[int, str, bool]]:
    """(line number, text, is current) around the instruction at ``index``."""
    ins = dbg.insn(index)
    if ins is None:
        return []
    text = dbg.m.program.files.get(ins.loc.file)
    if text is None:
        try:
            with open(ins.loc.file, encoding="utf-8", errors="replace") as fh:
                text = fh.read()
        except OSError:
            return [(ins.loc.line, ins.loc.text, True)]
    lines = text.splitlines()
    lo, hi = max(1, ins.loc.line - before), min(len(lines), ins.loc.line + after)
    return [(n, lines[n - 1], n == ins.loc.line) for n in range(lo, hi + 1)]


# ------------------------------------------------------------------------------------ the layout
class RegisterMemory:
    """What registers held at the previous stop, to highlight what changed since."""

    def __init__(self):
        self.prev = self.cur = None

    def capture(self, dbg) -> None:
        st = dbg.m.state
        if dbg.arm:
            cur = {"x": list(st.x[:32]), "nzcv": list(st.nzcv), "z": st.z[:, :st.vlb].copy(),
                   "p": st.p[:, :st.vlb].copy(), "za": st.za[:st.svlb, :st.svlb].copy()}
        else:
            cur = {"s": list(st.s), "a": list(st.a), "v": st.v.copy(), "m": st.m.copy()}
        self.prev, self.cur = self.cur, cur

    def changed(self, kind: str, n: int) -> bool:
        if self.prev is None or self.cur is None or kind not in self.prev:
            return False
        a, b = self.prev[kind], self.cur[kind]
        if isinstance(a, list):
            return a[n] != b[n]
        return a.shape == b.shape and not np.array_equal(a[n], b[n])


def heat_map(tile: np.ndarray, dtype: str, title: str, max_cells: int = 32):
    """A rich Table: each cell coloured by value (blue low → red high); values shown when small."""
    from rich.table import Table
    from rich.text import Text

    arr = np.asarray(tile)
    rows, cols = arr.shape[:2]
    r_show, c_show = min(rows, max_cells), min(cols, max_cells)
    vals = arr[:r_show, :c_show].astype(np.float64)
    finite = vals[np.isfinite(vals)]
    lo, hi = (float(finite.min()), float(finite.max())) if finite.size else (0.0, 0.0)
    show = c_show <= 16
    table = Table(title=title + (f" (first {r_show}x{c_show})" if (r_show, c_show) != (rows, cols)
                                 else ""), show_header=True, header_style="bold cyan",
                  padding=(0, 0), box=None)
    table.add_column("", style="bold cyan", justify="right")
    for c in range(c_show):
        table.add_column(str(c) if show else "", justify="right")
    for r in range(r_show):
        cells = []
        texts = [_short(v, dtype) for v in arr[r, :c_show]] if show else [""] * c_show
        for c in range(c_show):
            v = vals[r, c]
            t = 0.0 if not np.isfinite(v) or hi == lo else (v - lo) / (hi - lo)
            red, blue = int(40 + 215 * t), int(40 + 215 * (1 - t))
            body = f"{texts[c]:>8} " if show else "  "
            cells.append(Text(body, style=f"on rgb({red},40,{blue})"))
        table.add_row(str(r), *cells)
    return table


def _short(v, dtype: str) -> str:
    """At most 8 characters: enough to read a heat-map cell."""
    if dtype in ("f16", "f32", "f64"):
        return f"{float(v):.4g}"
    if dtype == "bf16":
        return f"{float(np.uint32(int(v) << 16).view(np.float32)):.4g}"
    if dtype in ("b", "h", "s", "d"):
        return f"{int(v):x}"[-8:]
    return str(int(v))[-8:]


def render_layout(dbg, regs: RegisterMemory, tile: str, output: str = "", height: int = 40):
    """The full-screen view as one rich renderable."""
    from rich.console import Group
    from rich.panel import Panel
    from rich.table import Table
    from rich.text import Text

    from simulator.debug import DebugError

    m, pc = dbg.m, dbg.pc
    # source
    src = Text()
    bp_lines = set()
    for bp in dbg.breakpoints.values():
        for i in bp.indexes:
            ins = dbg.insn(i)
            if ins is not None:
                bp_lines.add(ins.loc.line)
    for n, line, cur in source_lines(dbg, pc, 6, 6):
        mark = "=>" if cur else ("b+" if n in bp_lines else "  ")
        src.append(f"{mark}{n:5} {line}\n", style="bold reverse" if cur else
                   ("red" if n in bp_lines else ""))
    ins = dbg.insn(pc)
    where = f"{os.path.basename(ins.loc.file)}:{ins.loc.line}" if ins else "?"
    status = ("running" if not m.finished else
              (f"{m.fault.kind}" if m.fault is not None else f"exited ({m.exit_code})"))
    t = dbg.timing()
    title = f"{where} — step {m.steps} — {status}" + (f" — cycle {t['cycles']}" if t else "")
    parts = [Panel(src, title=title, title_align="left")]
    # registers
    grid = Table.grid(padding=(0, 2))
    if dbg.arm:
        st = m.state
        names = [f"x{i}" for i in range(31)] + ["sp"]
        cells = []
        for i, name in enumerate(names):
            style = "bold yellow reverse" if regs.changed("x", i) else ""
            cells.append(Text(f"{name:>3} {st.x[i]:016x}", style=style))
        for _ in range(4):
            grid.add_column()
        for k in range(0, len(cells), 4):
            grid.add_row(*cells[k:k + 4])
        flags = "".join(c.upper() if v else c for c, v in zip("nzcv", st.nzcv))
        extra = Text(f"nzcv {flags}   SM={int(st.sm)} ZA={int(st.za_on)}   VL={st.vlb * 8}  "
                     f"SVL={st.svlb * 8}", style="bold yellow" if regs.changed("nzcv", 0) or (
                         regs.prev and regs.prev["nzcv"] != regs.cur["nzcv"]) else "")
        zchg = [f"z{n}" for n in range(32) if regs.changed("z", n)]
        pchg = [f"p{n}" for n in range(16) if regs.changed("p", n)]
        vec = Text("changed: " + (", ".join(zchg + pchg) or "no vector registers"),
                   style="yellow" if zchg or pchg else "dim")
        parts.append(Panel(Group(grid, extra, vec), title="registers", title_align="left"))
    else:
        st = m.state
        for _ in range(4):
            grid.add_column()
        cells = [Text(f"s{i:<2} {st.s[i] & ((1 << 64) - 1):x}",
                      style="bold yellow reverse" if regs.changed("s", i) else "")
                 for i in range(32)]
        for k in range(0, len(cells), 4):
            grid.add_row(*cells[k:k + 4])
        vchg = [f"v{n}" for n in range(32) if regs.changed("v", n)]
        parts.append(Panel(Group(grid, Text("changed: " + (", ".join(vchg) or "none"))),
                           title="registers", title_align="left"))
    # the selected tile
    if dbg.arm:
        try:
            d = dbg.evaluate(tile)
            if d.kind == "matrix":
                parts.append(Panel(heat_map(d.value, d.dtype, tile), title=f"{tile} heat map",
                                   title_align="left"))
            else:
                parts.append(Panel(Text(format_value(d)), title=tile, title_align="left"))
        except DebugError as e:
            parts.append(Panel(Text(str(e), style="red"), title=tile, title_align="left"))
    # next instructions
    nxt = Text()
    k, shown = pc, 0
    n_slots = len(m.program.slots) if dbg.arm else max(getattr(m, "_insn_at", {0: 0})) + 1
    while k < n_slots and shown < 6:
        ins = dbg.insn(k)
        if ins is not None:
            nxt.append(location(dbg, k, "=> " if k == pc else "   ") + "\n",
                       style="bold" if k == pc else "")
            shown += 1
        k += 1
    parts.append(Panel(nxt, title="next instructions", title_align="left"))
    if output:
        lines = output.rstrip("\n").splitlines()[-max(3, height // 4):]
        parts.append(Panel(Text("\n".join(lines)), title="output", title_align="left"))
    return Group(*parts)
