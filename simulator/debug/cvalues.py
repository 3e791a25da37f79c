"""C frames and C expressions for the debugger: the call stack unwound by the CFI, and
``VAR``, ``VAR.f``, ``P->f``, ``A[i]``, ``*P``, ``&VAR`` over the variables DWARF describes
(:mod:`.dwarf`). Values are :class:`~.dwarf.CValue`; formatting is the UI's."""
from __future__ import annotations

import ast
import operator
import re

from isa.faults import SegmentationFault

from .dwarf import MAX_DEPTH, M64, CFrame, CType, CValue, DwarfInfo, Unavailable, die_name
from .types import DebugError

_PATH = re.compile(r"\s*(\.|->)\s*([A-Za-z_]\w*)|\s*\[\s*([^\]]+?)\s*\]")
# a C lvalue path inside arithmetic: NAME, then .f / ->f / [index] (no nested brackets)
_OPERAND = re.compile(r"[*&]*\s*[A-Za-z_]\w*(?:\s*(?:\.|->)\s*[A-Za-z_]\w*|\s*\[[^\]]*\])*")
_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
        ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.LShift: operator.lshift,
        ast.RShift: operator.rshift, ast.BitAnd: operator.and_, ast.BitOr: operator.or_,
        ast.BitXor: operator.xor}


def reader(memory):
    """``read(addr, n) -> int`` and ``read_bytes(addr, n) -> bytes`` over ``memory`` (an
    unmapped address is :class:`Unavailable`)."""
    def read_bytes(addr: int, n: int) -> bytes:
        try:
            return memory.read_bytes(addr & M64, n)
        except SegmentationFault:
            raise Unavailable from None

    def read(addr: int, n: int) -> int:
        return int.from_bytes(read_bytes(addr, n), "little")

    return read, read_bytes


def c_frames(dbg, info: DwarfInfo) -> list[CFrame]:
    """Frames from the innermost outwards, by the CFI (one frame when none covers the pc);
    like gdb (``backtrace past-main`` off) the walk ends at ``main``."""
    st = dbg.m.state
    regs = {i: st.x[i] for i in range(32)}
    pc = dbg.address(dbg.pc)
    die, _ = info.function_at(pc)
    frames = [CFrame(0, pc, regs, None, die_name(die) if die else dbg.symbolize(pc)
                     .partition("+")[0], die)]
    read, _ = reader(dbg.m.memory)
    while len(frames) < MAX_DEPTH:
        try:
            nxt = info.unwind(frames[-1], read)  # also sets the frame's CFA and saved pc
        except Exception:  # noqa: BLE001 - unreadable stack or damaged CFI: the walk ends
            break
        if nxt is None or frames[-1].function == "main":
            break
        if not nxt.function:
            nxt.function = dbg.symbolize(nxt.pc - 4).partition("+")[0]
        frames.append(nxt)
    return frames


def evaluate(info: DwarfInfo, text: str, frame: CFrame | None, memory) -> CValue | None:
    """``text`` as a C lvalue path, or None when it does not start with a C variable."""
    _, read_bytes = reader(memory)
    s = text.strip()
    prefix = re.match(r"^[*&\s]*", s).group(0)
    rest = s[len(prefix):]
    mo = re.match(r"([A-Za-z_]\w*)", rest)
    if not mo:
        return None
    die, cu = info.lookup(mo.group(1), frame)
    if die is None:
        return None
    v = info.value(die, cu, frame, read_bytes)
    pos = mo.end()
    while pos < len(rest):
        m2 = _PATH.match(rest, pos)
        if not m2:
            raise DebugError(f"cannot parse '{rest[pos:]}' after a C variable",
                             "VAR, VAR.field, PTR->field, ARRAY[i], *PTR, &VAR")
        pos = m2.end()
        if m2.group(3) is not None:
            v = _index(v, _int(info, m2.group(3), frame, memory), read_bytes)
        else:
            if m2.group(1) == "->":
                v = _deref(v, read_bytes)
            v = _field(v, m2.group(2))
    for op in reversed(prefix.replace(" ", "")):
        v = _deref(v, read_bytes) if op == "*" else _address_of(v)
    return v


def _int(info, text: str, frame, memory) -> int:
    n = arithmetic(info, text, frame, memory)
    if n is None:
        raise DebugError(f"'{text}' is not an integer index")
    return n


def arithmetic(info, text: str, frame, memory, literals: bool = False) -> int | None:
    """Integer C arithmetic (+ - * / % << >> & | ^, parentheses) over literals and C variables,
    or None when ``text`` names no C variable and is not a plain number (``literals``: evaluate
    literals-only arithmetic too)."""
    names: list[int] = []
    seen_var = False

    def operand(mo) -> str:
        nonlocal seen_var
        v = evaluate(info, mo.group(0), frame, memory)
        if v is None:
            raise _NotC
        if v.data is None or v.type.kind not in ("base", "enum", "pointer"):
            raise DebugError(f"'{mo.group(0).strip()}' is not an integer")
        seen_var = True
        names.append(scalar(v) if v.type.kind != "pointer" else int.from_bytes(v.data, "little"))
        return f" __v{len(names) - 1} "

    try:
        src = _OPERAND.sub(operand, text.replace("/", "//"))
    except _NotC:
        return None
    try:
        tree = ast.parse(src.strip(), mode="eval").body
    except SyntaxError:
        raise DebugError(f"cannot parse '{text}'") from None
    if not seen_var and not literals and not isinstance(tree, ast.Constant):
        return None
    return _arith(tree, names, text)


class _NotC(Exception):
    """An operand is not a C variable: the expression is the register debugger's."""


def _arith(node, names: list[int], text: str) -> int:
    if isinstance(node, ast.Constant) and isinstance(node.value, int):
        return node.value
    if isinstance(node, ast.Name) and node.id.startswith("__v"):
        return names[int(node.id[3:])]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.Invert)):
        v = _arith(node.operand, names, text)
        return -v if isinstance(node.op, ast.USub) else ~v
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        a, b = _arith(node.left, names, text), _arith(node.right, names, text)
        try:
            return _OPS[type(node.op)](a, b)
        except (ZeroDivisionError, ValueError):
            raise DebugError("Division by zero" if b == 0 else f"cannot evaluate '{text}'") \
                from None
    raise DebugError(f"cannot evaluate '{text}'", "integer C arithmetic on variables")


def scalar(v: CValue) -> int:
    """An integer value's number (signed types sign-extended)."""
    n = int.from_bytes(v.data, "little")
    if v.type.encoding in ("signed", "char") and v.type.size and n >> (8 * v.type.size - 1):
        n -= 1 << (8 * v.type.size)
    return n


def member(v: CValue, field: tuple) -> CValue:
    """Member ``field`` (an entry of the struct type's ``fields``) of struct value ``v``; a
    bit-field's bits are extracted (little-endian: bit 0 is the lowest of the first byte) and
    sign-extended for signed types, into a value of the member type's size."""
    _, off, ft, start, bits = field
    if bits is None:
        data = v.data[off:off + ft.size] if v.data is not None else None
        return CValue(ft, data, None if v.address is None else v.address + off)
    if v.data is None:
        return CValue(ft, None)
    n = (int.from_bytes(v.data, "little") >> start) & ((1 << bits) - 1)
    if ft.encoding in ("signed", "char") and n >> (bits - 1):
        n -= 1 << bits
    return CValue(ft, (n & ((1 << (8 * ft.size)) - 1)).to_bytes(ft.size, "little"))


def c_string(memory, address: int, limit: int) -> tuple[bytes, bool] | None:
    """The NUL-terminated bytes at ``address`` (at most ``limit``; True when cut there), or
    None when the first byte is not readable."""
    out = bytearray()
    while len(out) < limit:
        try:
            b = memory.read_bytes(address + len(out), 1)[0]
        except SegmentationFault:
            if not out:
                return None
            break
        if b == 0:
            return bytes(out), False
        out.append(b)
    return bytes(out), len(out) >= limit


def _deref(v: CValue, read_bytes) -> CValue:
    t = v.type
    if t.kind == "array":
        return _index(v, 0, read_bytes)
    if t.kind != "pointer" or t.target is None:
        raise DebugError(f"attempt to take contents of a non-pointer value ({t.name})")
    if v.data is None:
        return CValue(t.target, None)
    addr = int.from_bytes(v.data, "little")
    try:
        return CValue(t.target, read_bytes(addr, min(t.target.size, 1 << 16)), addr)
    except Unavailable:
        raise DebugError(f"Cannot access memory at address 0x{addr:x}") from None


def _address_of(v: CValue) -> CValue:
    if v.address is None:
        raise DebugError("attempt to take the address of a value not in memory")
    t = CType("pointer", f"{v.type.name} *", 8, target=v.type)
    return CValue(t, v.address.to_bytes(8, "little"))


def _field(v: CValue, name: str) -> CValue:
    t = v.type
    if t.kind not in ("struct", "union"):
        raise DebugError(f"attempt to extract a component of a value that is not a structure "
                         f"({t.name})")
    for f in t.fields:
        if f[0] == name:
            return member(v, f)
    raise DebugError(f"There is no member named {name}.")


def _index(v: CValue, i: int, read_bytes) -> CValue:
    t = v.type
    if t.kind == "pointer" and t.target is not None:
        if v.data is None:
            return CValue(t.target, None)
        addr = int.from_bytes(v.data, "little") + i * t.target.size
        try:
            return CValue(t.target, read_bytes(addr, t.target.size), addr)
        except Unavailable:
            raise DebugError(f"Cannot access memory at address 0x{addr:x}") from None
    if t.kind != "array" or t.target is None:
        raise DebugError(f"cannot subscript something of type `{t.name}'")
    e = t.target
    if not 0 <= i < max(t.count, 1) and v.address is not None:
        addr = v.address + i * e.size  # C lets you: gdb reads past the end too
        try:
            return CValue(e, read_bytes(addr, e.size), addr)
        except Unavailable:
            raise DebugError(f"Cannot access memory at address 0x{addr:x}") from None
    data = v.data[i * e.size:(i + 1) * e.size] if v.data is not None else None
    return CValue(e, data, None if v.address is None else v.address + i * e.size)
