"""Arm operand syntax (GNU as / LLVM MC spelling) parsed into small typed values.

Each parsed operand remembers its 1-based source column so that decoders can point errors at it.
Parsing never evaluates expressions: immediates keep their text and are evaluated by the
assembler's context (they may name labels).
"""
from __future__ import annotations

import re

import attrs

ESZ = {"b": 1, "h": 2, "s": 4, "d": 8, "q": 16}
ESZ_NAME = {v: k for k, v in ESZ.items()}


class OperandError(ValueError):
    def __init__(self, message: str, col: int, hint: str = ""):
        super().__init__(message)
        self.message, self.col, self.hint = message, col, hint


@attrs.frozen
class Gpr:
    """X/W register. ``num`` 0-30; 31 with ``kind`` 'sp' or 'zr'."""

    num: int
    is64: bool
    kind: str  # 'r', 'sp', 'zr'
    col: int

    @property
    def name(self) -> str:
        if self.kind == "sp":
            return "sp" if self.is64 else "wsp"
        if self.kind == "zr":
            return "xzr" if self.is64 else "wzr"
        return f"{'x' if self.is64 else 'w'}{self.num}"


@attrs.frozen
class FReg:
    """Scalar FP/SIMD view (b/h/s/d/q/v) of a vector register."""

    kind: str
    num: int
    col: int


@attrs.frozen
class ZReg:
    num: int
    esz: int  # 0 when no suffix
    col: int
    index: str | None = None  # z0.s[2]: the index expression text


@attrs.frozen
class PReg:
    num: int
    esz: int  # 0 when no suffix
    qual: str  # '', 'm', 'z'
    col: int


@attrs.frozen
class ZATile:
    """``za`` (esz 0) or ``zaN.T``."""

    esz: int
    num: int
    col: int


@attrs.frozen
class ZASlice:
    """``zaNh.T[Ws, imm]`` / ``zaNv.T[Ws, imm]``; ``za[Wv, imm]`` has esz 0 (ZA array vector)."""

    esz: int
    num: int
    vertical: bool
    wreg: int
    imm: str
    col: int
    imm_col: int


@attrs.frozen
class Imm:
    text: str  # expression text, '#' removed
    col: int
    hashed: bool


@attrs.frozen
class Reloc:
    """``:lo12:expr`` (optionally after '#')."""

    kind: str
    text: str
    col: int


@attrs.frozen
class Shift:
    """``lsl #3``, ``uxtw``, ``sxtw #2``, ``mul vl``, ``mul #4``: a modifier with an amount."""

    kind: str
    amount: str | None
    col: int


@attrs.frozen
class Mem:
    base: Gpr
    col: int
    offset: object = None  # Imm, Gpr, Reloc or None
    shift: Shift | None = None  # lsl/uxtw/sxtw/… or mul vl
    pre: bool = False  # [..]! pre-index writeback


@attrs.frozen
class RegList:
    items: tuple
    col: int


@attrs.frozen
class Ident:
    name: str  # lower-case
    col: int
    raw: str


_GPR = re.compile(r"^(?:([xw])(\d+)|(sp|wsp|xzr|wzr))$")
_Z = re.compile(r"^z(\d+)(?:\.([bhsdq]))?(?:\[(.+)\])?$")
_P = re.compile(r"^p(\d+)(?:\.([bhsd])|/([mz]))?$")
_F = re.compile(r"^([bhsdqv])(\d+)$")
_ZATILE = re.compile(r"^za(\d+)?\.([bhsdq])$")
_ZASLICE = re.compile(r"^za(\d+)([hv])\.([bhsdq])\s*\[(.*)\]$")
_ZAARRAY = re.compile(r"^za\s*\[(.*)\]$")
_SHIFT = re.compile(r"^(lsl|lsr|asr|ror|msl|uxtb|uxth|uxtw|uxtx|sxtb|sxth|sxtw|sxtx)(?:\s+#?(.+)|\s*#(.+))?$")
_MUL = re.compile(r"^mul\s+(vl|#?.+)$")


def parse_gpr(text: str, col: int) -> Gpr | None:
    m = _GPR.match(text.lower())
    if not m:
        return None
    if m.group(3):
        name = m.group(3)
        return Gpr(31, name in ("sp", "xzr"), "sp" if "sp" in name else "zr", col)
    n = int(m.group(2))
    if n > 30:
        raise OperandError(f"register {text} does not exist", col, "general registers are x0-x30")
    return Gpr(n, m.group(1) == "x", "r", col)


def parse_operand(text: str, col: int) -> object:
    """Parse one operand field (already split at top-level commas)."""
    t = text.strip()
    low = t.lower()
    if not t:
        raise OperandError("missing operand", col)
    if t.startswith("["):
        return _parse_mem(t, col)
    if t.startswith("{"):
        if not t.endswith("}"):
            raise OperandError("register list is not closed with '}'", col + len(t))
        inner = t[1:-1]
        from isa.asm.lexer import split_operands

        items = tuple(parse_operand(o.text, o.col) for o in split_operands(inner, col + 1)
                      if o.text)
        return RegList(items, col)
    if low.startswith("#:") or low.startswith(":"):
        m = re.match(r"^:(\w+):(.+)$", t.lstrip("#"))
        if not m:
            raise OperandError(f"bad relocation operand '{t}'", col, "write :lo12:symbol")
        return Reloc(m.group(1).lower(), m.group(2).strip(), col + t.index(m.group(2)))
    if t.startswith("#"):
        return Imm(t[1:].strip(), col + 1, True)
    g = parse_gpr(low, col)
    if g is not None:
        return g
    m = _Z.match(low)
    if m:
        n = int(m.group(1))
        if n > 31:
            raise OperandError(f"register {t} does not exist", col, "vector registers are z0-z31")
        return ZReg(n, ESZ[m.group(2)] if m.group(2) else 0, col, m.group(3))
    m = _P.match(low)
    if m:
        n = int(m.group(1))
        if n > 15:
            raise OperandError(f"register {t} does not exist", col, "predicate registers are p0-p15")
        return PReg(n, ESZ[m.group(2)] if m.group(2) else 0, m.group(3) or "", col)
    m = _ZASLICE.match(low)
    if m:
        ws, imm, wcol, icol = _slice_index(m.group(4), col + t.index("[") + 1)
        return ZASlice(ESZ[m.group(3)], int(m.group(1)), m.group(2) == "v", ws, imm, col, icol)
    m = _ZAARRAY.match(low)
    if m:
        ws, imm, wcol, icol = _slice_index(m.group(1), col + t.index("[") + 1)
        return ZASlice(0, 0, False, ws, imm, col, icol)
    m = _ZATILE.match(low)
    if m:
        return ZATile(ESZ[m.group(2)], int(m.group(1) or 0), col)
    if low == "za":
        return ZATile(0, 0, col)
    m = _F.match(low)
    if m:
        n = int(m.group(2))
        if n > 31:
            raise OperandError(f"register {t} does not exist", col)
        return FReg(m.group(1), n, col)
    m = _MUL.match(low)
    if m:
        amt = m.group(1)
        return Shift("mul", None if amt == "vl" else amt.lstrip("#").strip(), col)
    m = _SHIFT.match(low)
    if m:
        amount = m.group(2) or m.group(3)
        return Shift(m.group(1), amount.strip() if amount else None, col)
    if re.match(r"^[a-z_.$][\w.$]*$", low):
        return Ident(low, col, t)
    return Imm(t, col, False)


def _slice_index(body: str, col: int) -> tuple[int, str, int, int]:
    parts = [p for p in body.split(",")]
    w = parts[0].strip().lower()
    m = re.match(r"^w(\d+)$", w)
    if not m or not 12 <= int(m.group(1)) <= 15:
        raise OperandError(f"slice index register must be W12-W15, not '{parts[0].strip()}'", col,
                           "slice index register must be W12-W15")
    if len(parts) == 1:
        imm, icol = "0", col + len(parts[0])
    else:
        raw = ",".join(parts[1:])
        icol = col + len(parts[0]) + 1 + (len(raw) - len(raw.lstrip()))
        imm = raw.strip().lstrip("#").strip()
        if not imm:
            raise OperandError("missing slice offset", icol)
    return int(m.group(1)), imm, col, icol


def _parse_mem(t: str, col: int) -> Mem:
    pre = t.endswith("!")
    body = t[:-1].rstrip() if pre else t
    if not body.endswith("]"):
        raise OperandError("memory operand is not closed with ']'", col + len(t),
                           "write [xN], [xN, #imm] or [xN, xM, lsl #k]")
    from isa.asm.lexer import split_operands

    parts = split_operands(body[1:-1], col + 1)
    if not parts or not parts[0].text:
        raise OperandError("missing base register", col + 1, "the base is xN or sp")
    base = parse_gpr(parts[0].text.lower(), parts[0].col)
    if base is None or not base.is64 or base.kind == "zr":
        raise OperandError(f"base register must be an X register or SP, not '{parts[0].text}'",
                           parts[0].col, "the base is xN or sp")
    offset = shift = None
    if len(parts) >= 2:
        offset = parse_operand(parts[1].text, parts[1].col)
        if not isinstance(offset, (Imm, Gpr, Reloc, ZReg)):
            raise OperandError(f"bad offset '{parts[1].text}'", parts[1].col,
                               "the offset is #imm, a register, or :lo12:symbol")
    if len(parts) >= 3:
        shift = parse_operand(parts[2].text, parts[2].col)
        if not isinstance(shift, Shift):
            raise OperandError(f"bad offset modifier '{parts[2].text}'", parts[2].col,
                               "expected lsl #k, uxtw, sxtw or mul vl")
    if len(parts) > 3:
        raise OperandError("too many fields in memory operand", parts[3].col)
    return Mem(base, col, offset, shift, pre)
