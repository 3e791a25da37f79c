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
    addr = f"0x{dbg.address(i):x}" if dbg.arm else f"insn {i}"
    sym = dbg.symbolize(dbg.address(i))
    sym = f" <{sym}>" if sym else ""
    if ins is None:
        return f"{marker}{addr}{sym}  (no instruction here)"
    loc = dbg.loc_at(i)
    src = loc.text.strip() or ins.text
    return f"{marker}{addr}{sym}  {os.path.basename(loc.file)}:{loc.line}  {src}"


def source_of(dbg, address: int) -> str:
    """``file:line`` of the instruction at ``address`` ('??' when none)."""
    ins = dbg.insn_at(address) if dbg.arm else dbg.insn(address)
    return f"{os.path.basename(ins.loc.file)}:{ins.loc.line}" if ins is not None else "??"


def insn_line(dbg, index: int, current: bool, relative: bool = False) -> str:
    """gdb's ``x/i`` / ``disassemble`` line: ``=> 0x400018 <_start+24>:\tfmopa …``."""
    ins = dbg.insn(index)
    a = dbg.address(index)
    mark = "=> " if current else "   "
    if not dbg.arm:
        return f"{mark}insn {index}:\t{ins.text}"
    sym = dbg.symbolize(a)
    if relative and sym:
        off = sym.partition("+")[2]
        sym = f"+{off or 0}"
    from simulator.disasm import insn_text  # the word in memory, as llvm-objdump spells it

    return f"{mark}0x{a:x}" + (f" <{sym}>" if sym else "") + f":\t{insn_text(dbg.m, a)}"


def frame_line(dbg, f) -> str:
    """``#1  0x400040 in caller () at prog.s:12`` (outer frames name the line of the call)."""
    at = f.pc if f.level == 0 else f.pc - 4
    head = f"#{f.level:<2} " + ("" if f.level == 0 else f"0x{f.pc:x} in ")
    return f"{head}{f.function or '??'} () at {source_of(dbg, at)}" + (
        f"  [pc 0x{f.pc:x}]" if f.level == 0 else "")


def disassembly_range(dbg, spec: str) -> tuple[int, int, str]:
    """(start, end, title) for ``disassemble [LOC | START,END | START,+LEN]``."""
    from simulator.debug import DebugError

    here = dbg.address(dbg.resolve(spec.split(",", 1)[0])[0]) if spec else dbg.address(dbg.pc)
    text_end = dbg.text_end(here)
    if "," in spec:
        a, b = (p.strip() for p in spec.split(",", 1))
        start = dbg.address(dbg.resolve(a)[0])
        if b.startswith("+"):
            end = start + int(dbg.evaluate(b[1:]).value)
        else:
            end = int(dbg.evaluate(b).value)
        if end <= start:
            raise DebugError("the end is before the start", "disassemble START,END or START,+LEN")
        return start, min(end, text_end), f"from 0x{start:x} to 0x{end:x}"
    addr = dbg.address(dbg.resolve(spec)[0]) if spec else dbg.address(dbg.pc)
    sym = dbg.symbolize(addr)
    if not sym:
        return addr, min(addr + 64, text_end), f"from 0x{addr:x}"
    name = sym.partition("+")[0]
    start = addr - int(sym.partition("+")[2] or 0)
    later = [a for a, _ in dbg._syms if a > start]
    end = min(later[0] if later else text_end, text_end)
    return start, end, f"for function {name}"


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


def _short(v, dtype: str) -> str:
    """At most 8 characters: enough to read a heat-map cell."""
    if dtype in ("f16", "f32", "f64"):
        return f"{float(v):.4g}"
    if dtype == "bf16":
        return f"{float(np.uint32(int(v) << 16).view(np.float32)):.4g}"
    if dtype in ("b", "h", "s", "d"):
        return f"{int(v):x}"[-8:]
    return str(int(v))[-8:]
