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
class VReg(FReg):
    """AdvSIMD vector view ``vN.<lanes><T>`` (``v0.4s``, ``v1.16b``) or element ``vN.T[i]``
    (``v0.s[1]``; ``lanes`` 0). ``kind`` is always 'v'."""

    esz: int = 0
    lanes: int = 0
    index: str | None = None


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
    index: str | None = None  # SME2 PSEL ``p2.s[w12, 1]``: the index text inside []


@attrs.frozen
class PNReg:
    """SME2 predicate-as-counter ``pnN``, ``pnN/z``, ``pnN.T`` or ``pnN[imm]`` (PEXT)."""

    num: int
    esz: int  # 0 when no suffix
    qual: str  # '', 'z'
    col: int
    index: str | None = None


@attrs.frozen
class ZATile:
    """``za`` (esz 0) or ``zaN.T``."""

    esz: int
    num: int
    col: int


@attrs.frozen
class ZASlice:
    """``zaNh.T[Ws, imm]`` / ``zaNv.T[Ws, imm]``; ``za[Wv, imm]`` has esz 0 (ZA array vector).

    SME2 multi-slice operands ``za0h.s[w12, 0:3]`` keep the last offset in ``imm_hi``.
    """

    esz: int
    num: int
    vertical: bool
    wreg: int
    imm: str
    col: int
    imm_col: int
    imm_hi: str | None = None


@attrs.frozen
class ZAArray:
    """SME2 ZA array vector group ``za.T[Wv, off{:off_hi}{, vgx2|vgx4}]`` (Wv = W8-W11).

    ``esz`` 0 when written ``za[...]``; ``vgx`` 0 when the VGx2/VGx4 suffix is omitted.
    """

    esz: int
    wreg: int
    imm: str
    col: int
    imm_col: int
    imm_hi: str | None = None
    vgx: int = 0


@attrs.frozen
class ZT0:
    """SME2 lookup-table register ``zt0`` (``zt0[imm]`` for MOVT)."""

    col: int
    index: str | None = None


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
class ZMem:
    """An SVE address whose base is a vector: ``[z0.d]``, ``[z0.s, #12]`` (gathers and
    scatters, vector plus immediate), ``[z0.d, x1]`` (LD1Q/ST1Q, vector plus scalar), ``[z0.d,
    z1.d, lsl #2]`` (vector ADR: vector plus vector, extended and scaled). A class of
    its own so that decoders of scalar-base addresses never see a Z base."""

    base: ZReg
    col: int
    offset: object = None  # Imm, Gpr or None
    shift: Shift | None = None


@attrs.frozen
class RegList:
    items: tuple
    col: int


@attrs.frozen
class LaneList(RegList):
    """``{v0.s, v1.s}[index]``: one element of each listed register (AdvSIMD LD1-LD4/ST1-ST4
    single structure)."""

    index: str = "0"


@attrs.frozen
class ZList(RegList):
    """A list of two or more Z registers (SME2 multi-vector): ``{z0.s-z3.s}``, ``{z0.s, z1.s}``,
    ``{z0.s, z8.s}``, ``{z0.s, z4.s, z8.s, z12.s}``. ``items`` are the ZRegs in order; ``stride``
    is their common register-number step (0 when irregular)."""

    stride: int = 1

    @property
    def nums(self) -> tuple[int, ...]:
        return tuple(z.num for z in self.items)


@attrs.frozen
class Ident:
    name: str  # lower-case
    col: int
    raw: str


_GPR = re.compile(r"^(?:([xw])(\d+)|(sp|wsp|xzr|wzr))$")
_Z = re.compile(r"^z(\d+)(?:\.([bhsdq]))?(?:\[(.+)\])?$")
_P = re.compile(r"^p(\d+)(?:\.([bhsd])|/([mz]))?(?:\s*\[(.+)\])?$")
_PN = re.compile(r"^pn(\d+)(?:\.([bhsd])|/([mz]))?(?:\s*\[(.+)\])?$")
_ZT = re.compile(r"^zt(\d+)(?:\s*\[(.+)\])?$")
_RANGE = re.compile(r"^([zp])(\d+)(\.[bhsdq])?\s*-\s*([zp])(\d+)(\.[bhsdq])?$")
_ZAGROUP = re.compile(r"^za(?:\.([bhsdq]))?\s*\[(.*)\]$")
_F = re.compile(r"^([bhsdqv])(\d+)$")
_V = re.compile(r"^v(\d+)\.(\d*)([bhsdq])(?:\s*\[(.+)\])?$")
_V_SEG = re.compile(r"^v(\d+)\s*\[(.+)\]$")  # LUTI2/LUTI4's index segment ``v2[1]``
_ZATILE = re.compile(r"^za(\d+)?\.([bhsdq])$")
_ZASLICE = re.compile(r"^za(\d+)([hv])\.([bhsdq])\s*\[(.*)\]$")
_SHIFT = re.compile(r"^(lsl|lsr|asr|ror|msl|uxtb|uxth|uxtw|uxtx|sxtb|sxth|sxtw|sxtx)(?:\s+#?(.+)|\s*#(.+))?$")
_MUL = re.compile(r"^mul\s+(vl|#?.+)$")


# register aliases GNU as and LLVM MC accept (AAPCS64 names; LLVM MC takes fp and lr only)
_GPR_ALIAS = {"fp": "x29", "lr": "x30", "ip0": "x16", "ip1": "x17"}


def parse_gpr(text: str, col: int) -> Gpr | None:
    m = _GPR.match(_GPR_ALIAS.get(text.lower(), text.lower()))
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
        lane = re.match(r"^\{(.*)\}\s*\[([^\[\]]+)\]$", t, re.S)
        if lane:
            return _lane_list(lane.group(1), lane.group(2).strip(), col)
        if not t.endswith("}"):
            raise OperandError("register list is not closed with '}'", col + len(t))
        inner = t[1:-1]
        from isa.asm.lexer import split_operands

        items: list = []
        for o in split_operands(inner, col + 1):
            if o.text:
                items += _list_item(o.text, o.col)
        return _reg_list(tuple(items), col)
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
        return PReg(n, ESZ[m.group(2)] if m.group(2) else 0, m.group(3) or "", col,
                    m.group(4))
    m = _PN.match(low)
    if m:
        n = int(m.group(1))
        if n > 15:
            raise OperandError(f"register {t} does not exist", col,
                               "predicate-as-counter registers are pn0-pn15")
        return PNReg(n, ESZ[m.group(2)] if m.group(2) else 0, m.group(3) or "", col, m.group(4))
    m = _ZT.match(low)
    if m:
        if m.group(1) != "0":
            raise OperandError(f"register {t} does not exist", col, "the lookup table is zt0")
        return ZT0(col, m.group(2))
    m = _ZASLICE.match(low)
    if m:
        ws, imm, wcol, icol = _slice_index(m.group(4), col + t.index("[") + 1)
        lo, hi = _offset_range(imm)
        return ZASlice(ESZ[m.group(3)], int(m.group(1)), m.group(2) == "v", ws, lo, col, icol, hi)
    m = _ZAGROUP.match(low)
    if m:
        return _za_group(m, t, col)
    m = _ZATILE.match(low)
    if m:
        return ZATile(ESZ[m.group(2)], int(m.group(1) or 0), col)
    if low == "za":
        return ZATile(0, 0, col)
    m = _V.match(low)
    if m:
        n, lanes, esz = int(m.group(1)), int(m.group(2) or 0), ESZ[m.group(3)]
        if n > 31:
            raise OperandError(f"register {t} does not exist", col, "vector registers are v0-v31")
        # vN.T[i] element, vN.<n>T vector (64 or 128 bits), vN.4b[i] / vN.2h[i] (a 32-bit
        # group of a dot product's indexed operand; vN.2b[i]: FP8 FDOT's 16-bit pair);
        # vN.2h: the pair FP16 FMAXP/FADDP… reduce
        if not ((not lanes and m.group(4)) or (lanes and not m.group(4) and lanes * esz in (8, 16))
                or (lanes and m.group(4) and lanes * esz == 4)
                or (lanes == 2 and esz == 1 and m.group(4))
                or (lanes == 2 and esz == 2 and not m.group(4))):
            raise OperandError(f"bad vector arrangement '{t}'", col,
                               "e.g. v0.4s, v1.16b, v2.2d or an element v0.s[1]")
        return VReg("v", n, col, esz, lanes, m.group(4))
    m = _V_SEG.match(low)
    if m and int(m.group(1)) <= 31:
        return VReg("v", int(m.group(1)), col, 0, 0, m.group(2))
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


def _list_item(text: str, col: int) -> list:
    """One register-list item; a range ``z0.s-z3.s`` (or ``p0.s-p1.s``) expands to its registers."""
    m = _RANGE.match(text.strip().lower())
    if not m:
        return [parse_operand(text, col)]
    kind, a, b = m.group(1), int(m.group(2)), int(m.group(5))
    if m.group(4) != kind:
        raise OperandError(f"range '{text}' mixes register kinds", col, "e.g. {z0.s-z3.s}")
    if (m.group(3) or "") != (m.group(6) or ""):
        raise OperandError(f"range '{text}' mixes element sizes", col, "e.g. {z0.s-z3.s}")
    top = 32 if kind == "z" else 16
    if a >= top or b >= top:
        raise OperandError(f"register in '{text}' does not exist", col)
    esz = ESZ[m.group(3)[1]] if m.group(3) else 0
    n = (b - a) % top + 1
    nums = [(a + k) % top for k in range(n)]
    return [ZReg(r, esz, col) if kind == "z" else PReg(r, esz, "", col) for r in nums]


_LANE_ITEM = re.compile(r"^v(\d+)\.([bhsd])(?:\s*-\s*v(\d+)\.([bhsd]))?$")


def _lane_list(body: str, index: str, col: int) -> LaneList:
    """``{v0.s, v1.s}[i]`` or ``{v0.s-v3.s}[i]``: registers named by element size only."""
    items: list = []
    for part in body.split(","):
        m = _LANE_ITEM.match(part.strip().lower())
        if not m or (m.group(4) and m.group(4) != m.group(2)):
            raise OperandError(f"bad lane list item '{part.strip()}'", col,
                               "e.g. {v0.s, v1.s}[1] or {v0.s-v3.s}[1]")
        a, b = int(m.group(1)), int(m.group(3) or m.group(1))
        if a > 31 or b > 31:
            raise OperandError(f"register in '{part.strip()}' does not exist", col)
        items += [VReg("v", (a + k) % 32, col, ESZ[m.group(2)], 0, None)
                  for k in range((b - a) % 32 + 1)]
    return LaneList(tuple(items), col, index)


def _reg_list(items: tuple, col: int) -> RegList:
    """A :class:`ZList` for two or more Z registers, a plain :class:`RegList` otherwise."""
    if len(items) < 2 or not all(isinstance(z, ZReg) and z.index is None for z in items):
        return RegList(items, col)
    steps = {(b.num - a.num) % 32 for a, b in zip(items, items[1:])}
    return ZList(items, col, steps.pop() if len(steps) == 1 else 0)


def _offset_range(imm: str) -> tuple[str, str | None]:
    """``0:3`` -> ('0', '3'); ``2`` -> ('2', None)."""
    if ":" not in imm:
        return imm, None
    lo, hi = imm.split(":", 1)
    return lo.strip(), hi.strip().lstrip("#").strip()


def _za_group(m: re.Match, t: str, col: int):
    """``za[Wv, imm]`` (SME ZA array vector, W12-W15) or an SME2 ``za.T[Wv, off, vgxN]`` group."""
    bcol = col + t.index("[") + 1
    body = m.group(2)
    parts = body.split(",")
    vgx = 0
    if len(parts) >= 3 and parts[-1].strip().lower() in ("vgx2", "vgx4"):
        vgx = int(parts[-1].strip()[-1])
        body = ",".join(parts[:-1])
        parts = parts[:-1]
    if not m.group(1) and not vgx and ":" not in body:  # SME ``za[Wv, imm]`` (LDR/STR ZA)
        ws, imm, wcol, icol = _slice_index(body, bcol)
        return ZASlice(0, 0, False, ws, imm, col, icol)
    wm = re.match(r"^w(\d+)$", parts[0].strip().lower())
    if not wm or not 8 <= int(wm.group(1)) <= 11:
        raise OperandError(f"ZA array vector-select register must be W8-W11, not "
                           f"'{parts[0].strip()}'", bcol, "e.g. za.s[w8, 0, vgx2]")
    if len(parts) != 2:
        raise OperandError("expected za.T[Wv, offset] or za.T[Wv, offset, vgx2|vgx4]",
                           bcol + len(body), "e.g. za.s[w8, 0, vgx2]")
    raw = parts[1]
    icol = bcol + len(parts[0]) + 1 + (len(raw) - len(raw.lstrip()))
    lo, hi = _offset_range(raw.strip().lstrip("#").strip())
    if not lo:
        raise OperandError("missing vector-select offset", icol)
    return ZAArray(ESZ[m.group(1)] if m.group(1) else 0, int(wm.group(1)), lo, col, icol, hi, vgx)


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


def _parse_mem(t: str, col: int) -> Mem | ZMem:
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
    if base is None and not pre and 1 <= len(parts) <= 3 \
            and isinstance(zb := parse_operand(parts[0].text, parts[0].col), ZReg):
        off = parse_operand(parts[1].text, parts[1].col) if len(parts) >= 2 else None
        if off is not None and not isinstance(off, (Imm, Gpr, ZReg)):
            raise OperandError(f"bad offset '{parts[1].text}'", parts[1].col,
                               "a vector base takes #imm, a general register or a vector")
        shift = parse_operand(parts[2].text, parts[2].col) if len(parts) == 3 else None
        if shift is not None and not (isinstance(off, ZReg) and isinstance(shift, Shift)):
            raise OperandError(f"bad offset modifier '{parts[2].text}'", parts[2].col,
                               "only a vector offset takes a modifier: [z0.d, z1.d, lsl #2]")
        return ZMem(zb, col, off, shift)
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
