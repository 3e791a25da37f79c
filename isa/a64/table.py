"""The A64 instruction table: one entry per mnemonic, with its decoder and timing class.

A decoder validates operands at assembly time and returns a *binder*: ``bind(cpu, index)`` gives
the closure the run loop calls. The closure returns the index of the next instruction. Decoders
read operands through :class:`Args`, which raises located errors with hints.

The state protocol a binder may use (the machine provides it; ``isa`` never imports it):
``x`` (list of 34 ints: 0-30, 31 = SP, 32 = reads as zero, 33 = discards writes), ``nzcv``
(list [N, Z, C, V]), ``mem`` (load/store/view), ``z`` (uint8 [32, 256]), ``p`` (bool [16, 256],
one bit per vector byte), ``za`` (uint8 [256, 256]), ``vlb`` (current vector length in bytes:
SVL while streaming), ``svlb``, ``nsvlb``, ``sm``, ``za_on``, ``set_pstate(sm, za)``,
``syscall()``, ``address_of(index) -> address``, ``branch_to(address) -> index``.
"""
from __future__ import annotations

from typing import Callable

import attrs

from isa.asm.diag import AsmError
from isa.asm.lexer import Statement
from isa.asm.program import Insn

from . import operands as O

XZR_READ, XZR_WRITE, SP = 32, 33, 31
M64 = (1 << 64) - 1
M32 = 0xFFFFFFFF


@attrs.frozen
class InsnDef:
    mnemonic: str
    decode: Callable
    klass: str
    family: str


REGISTRY: dict[str, InsnDef] = {}
# (mnemonic, first-operand kind) -> decoder: one mnemonic, several register files
# (``ldr x0`` / ``ldr z0`` / ``ldr za[..]``; ``add x0`` / ``add z0.s``; ``ld1w {z0.s}`` / ``{za0h.s}``)
OVERLOADS: dict[tuple[str, str], InsnDef] = {}
_FIRST_OVERLOAD: dict[str, InsnDef] = {}  # mnemonic -> its first overload (derived once, not searched)


def operand_kind(op) -> str:
    """Kind of an operand for overload selection: class name, or ``RegList:<first item>``."""
    name = type(op).__name__
    if name == "RegList" and op.items:
        return f"RegList:{type(op.items[0]).__name__}"
    return name


def insn(*names: str, klass: str = "int", family: str = "base", first: str | None = None):
    """Register a decoder for one or more mnemonics (``first``: only for that operand kind, or
    ``"Kind1,Kind2"`` for the first two operands' kinds; ``|`` separates alternatives)."""

    def wrap(fn: Callable) -> Callable:
        for n in names:
            d = InsnDef(n, fn, klass, family)
            if first is not None:
                for kind in first.split("|"):
                    if (n, kind) in OVERLOADS:
                        raise ValueError(f"duplicate overload {n} {kind}")
                    OVERLOADS[(n, kind)] = d
                _FIRST_OVERLOAD.setdefault(n, d)
                continue
            if n in REGISTRY:
                raise ValueError(f"duplicate mnemonic {n}")
            REGISTRY[n] = d
        return fn

    return wrap


def definition(mnemonic: str, ops) -> InsnDef | None:
    """The table entry for ``mnemonic`` with these parsed operands: an overload keyed by the
    first two operand kinds (``smaxv s0, p0, z1.s`` is SVE, ``smaxv s0, v1.4s`` AdvSIMD: both
    start with an FP register), else by the first, else the mnemonic's own entry."""
    if len(ops) > 1:
        d = OVERLOADS.get((mnemonic, f"{operand_kind(ops[0])},{operand_kind(ops[1])}"))
        if d is not None:
            return d
    if ops:
        d = OVERLOADS.get((mnemonic, operand_kind(ops[0])))
        if d is not None:
            return d
    # only overloads exist (e.g. an SVE-only mnemonic registered per kind): the first one
    # decodes the statement and reports what is wrong with it
    return REGISTRY.get(mnemonic) or _FIRST_OVERLOAD.get(mnemonic)


def mnemonics() -> list[str]:
    """Every mnemonic the table has an entry or an overload for."""
    return sorted(set(REGISTRY) | set(_FIRST_OVERLOAD))


def is_mnemonic(mnemonic: str) -> bool:
    return mnemonic in REGISTRY or mnemonic in _FIRST_OVERLOAD


def lookup(mnemonic: str, args: "Args") -> InsnDef | None:
    return definition(mnemonic, args.ops)


class Args:
    """Operands of one statement, with typed accessors that raise located :class:`AsmError`."""

    def __init__(self, stmt: Statement, ctx):
        self.stmt, self.ctx = stmt, ctx
        self.m = stmt.mnemonic
        self.raw = stmt.operands
        self.ops: list = []
        for o in stmt.operands:
            if o.text.startswith("="):
                self.ops.append(O.Imm(o.text, o.col, False))
                continue
            try:
                self.ops.append(O.parse_operand(o.text, o.col))
            except O.OperandError as e:
                raise stmt.error(e.message, e.col, e.hint) from None
            except ValueError:  # e.g. a register number of thousands of digits
                text = o.text if len(o.text) <= 40 else o.text[:40] + "…"
                raise stmt.error(f"bad operand '{text}'", o.col) from None

    def __len__(self) -> int:
        return len(self.ops)

    def __getitem__(self, i: int):
        return self.ops[i]

    # ------------------------------------------------------------- errors
    def col(self, i: int) -> int:
        if i < len(self.ops):
            return self.raw[i].col
        return self.stmt.rest_col + len(self.stmt.rest.rstrip())

    def error(self, i: int | None, message: str, hint: str = "") -> AsmError:
        return self.stmt.error(message, self.col(i) if i is not None else None, hint)

    def hand_to(self, d: "InsnDef"):
        """Decode this statement with another table entry ``d``, which also gives its timing
        class (a decoder that takes a mnemonic's operand kinds but not this form)."""
        self.klass = d.klass
        return d.decode(self)

    def count(self, *allowed: int, usage: str = "") -> int:
        n = len(self.ops)
        if n not in allowed:
            want = " or ".join(map(str, allowed))
            raise self.stmt.error(f"'{self.m}' takes {want} operands, got {n}",
                                  self.col(max(allowed)) if n > max(allowed) else self.col(n),
                                  f"usage: {self.m} {usage}" if usage else "")
        return n

    def kinds(self) -> tuple[str, ...]:
        return tuple(type(o).__name__ for o in self.ops)

    # ------------------------------------------------------------- general registers
    def gpr(self, i: int, *, sp: bool = False, zr: bool = True, write: bool = False,
            width: int | None = None) -> tuple[int, bool]:
        """(index into cpu.x, is64). XZR maps to 32 when read, 33 when written."""
        o = self._get(i)
        if not isinstance(o, O.Gpr):
            raise self.error(i, f"expected a general register, got '{self.raw[i].text}'",
                             "e.g. x0 or w0")
        if o.kind == "sp" and not sp:
            raise self.error(i, f"'{o.name}' is not allowed here", "use a general register x0-x30")
        if o.kind == "zr" and not zr:
            raise self.error(i, f"'{o.name}' is not allowed here", "sp or a general register")
        if width is not None and (64 if o.is64 else 32) != width:
            raise self.error(i, f"expected a {'x' if width == 64 else 'w'} register, got '{o.name}'")
        if o.kind == "zr":
            return (XZR_WRITE if write else XZR_READ), o.is64
        return o.num, o.is64

    def is_gpr(self, i: int) -> bool:
        return i < len(self.ops) and isinstance(self.ops[i], O.Gpr)

    def same_width(self, *idx: int) -> bool:
        widths = {self.ops[i].is64 for i in idx}
        if len(widths) > 1:
            raise self.error(idx[-1], "operands mix x and w registers",
                             "use all x or all w registers")
        return widths.pop()

    # ------------------------------------------------------------- immediates
    def imm(self, i: int, lo: int | None = None, hi: int | None = None, what: str = "immediate",
            hint: str = "") -> int:
        o = self._get(i)
        if isinstance(o, O.Imm):
            text, col = o.text, o.col
        elif isinstance(o, O.Ident):
            text, col = o.raw, o.col
        else:
            raise self.error(i, f"expected an immediate, got '{self.raw[i].text}'", "e.g. #4")
        v = self.ctx.value(text, col)
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            raise self.stmt.error(f"{what} {v} out of range {lo}-{hi}"
                                  if lo is not None and hi is not None else f"{what} {v} out of range",
                                  col, hint)
        return v

    def is_imm(self, i: int) -> bool:
        return i < len(self.ops) and isinstance(self.ops[i], (O.Imm, O.Reloc)) and not (
            isinstance(self.ops[i], O.Imm) and self.ops[i].text.startswith("="))

    def target(self, i: int) -> int:
        """A branch target or address expression (label, number, local label)."""
        self._get(i)
        text = self.raw[i].text.lstrip("#")
        return self.ctx.value(text, self.raw[i].col)

    def ident(self, i: int) -> str:
        self._get(i)
        return self.raw[i].text.strip().lower()

    def shift(self, i: int, kinds: tuple[str, ...], hi: int) -> tuple[str, int]:
        o = self._get(i)
        if not isinstance(o, O.Shift) or o.kind not in kinds:
            raise self.error(i, f"expected {'/'.join(kinds)}, got '{self.raw[i].text}'")
        amt = 0
        if o.amount is not None:
            amt = self.ctx.value(o.amount, o.col)
        elif o.kind in ("lsl", "lsr", "asr", "ror"):
            raise self.error(i, f"'{o.kind}' needs an amount", f"e.g. {o.kind} #2")
        if not 0 <= amt <= hi:
            raise self.error(i, f"shift amount {amt} out of range 0-{hi}")
        return o.kind, amt

    # ------------------------------------------------------------- vector operands
    def zreg(self, i: int, sizes: str = "bhsd", *, index: bool = False) -> tuple[int, int]:
        """(register number, element bytes) of ``zN.T``; ``sizes`` lists the allowed T."""
        o = self._get(i)
        if not isinstance(o, O.ZReg):
            raise self.error(i, f"expected a Z register, got '{self.raw[i].text}'", "e.g. z0.s")
        if o.index is not None and not index:
            raise self.error(i, "an indexed element is not allowed here")
        if sizes and (o.esz == 0 or O.ESZ_NAME[o.esz] not in sizes):
            got = f".{O.ESZ_NAME[o.esz]}" if o.esz else "no element size"
            raise self.error(i, f"z{o.num} has {got}; expected " + " or ".join(f".{c}" for c in sizes),
                             f"write z{o.num}.{sizes[0]}")
        return o.num, o.esz

    def preg(self, i: int, quals: str = "", *, max_num: int = 15, sizes: str = "") -> tuple[int, str, int]:
        """(number, qualifier '' | 'm' | 'z', element bytes or 0) of ``pN``, ``pN/m``, ``pN.T``."""
        o = self._get(i)
        if not isinstance(o, O.PReg):
            raise self.error(i, f"expected a predicate register, got '{self.raw[i].text}'",
                             "e.g. p0/m or p1.s")
        if o.index is not None:
            raise self.error(i, f"an indexed predicate p{o.num}[...] is not allowed here")
        if o.num > max_num:
            raise self.error(i, f"p{o.num} is not allowed here: predicates are P0-P{max_num}",
                             "outer-product predicates are P0-P7" if max_num == 7
                             else f"use p0-p{max_num}")
        if o.qual not in quals and not (o.qual == "" and "" in quals):
            want = " or ".join(f"p{o.num}/{q}" if q else f"p{o.num}" for q in quals) or f"p{o.num}"
            raise self.error(i, f"expected {want}", "predication: /m merges, /z zeroes")
        if sizes and (o.esz == 0 or O.ESZ_NAME[o.esz] not in sizes):
            raise self.error(i, f"p{o.num} needs an element size " + " or ".join(f".{c}" for c in sizes))
        return o.num, o.qual, o.esz

    @property
    def from_word(self) -> bool:
        """Decoding an instruction word, not source text: a CONSTRAINED UNPREDICTABLE register
        overlap (``ldp x1, x1, [x2]``, write-back into a transfer register, a store-exclusive
        status among its operands) runs as QEMU 11.1 runs it; in source text it is an error,
        as in llvm-mc."""
        return getattr(self.ctx, "from_word", False)

    def _get(self, i: int):
        if i >= len(self.ops):
            raise self.stmt.error(f"'{self.m}' needs more operands", self.col(i))
        return self.ops[i]


def decode_statement(stmt: Statement, ctx) -> Insn:
    """The :class:`Insn` of one statement: its table entry's decoder on its operands (the
    family modules must be loaded: :func:`isa.a64.load_all`)."""
    args = Args(stmt, ctx)
    d = lookup(stmt.mnemonic, args)
    try:
        bind = d.decode(args)
    except IndexError:  # a decoder read an operand that is not there (e.g. a bare `incw`)
        raise stmt.error(f"'{stmt.mnemonic}' needs more operands", args.col(len(args)),
                         "see `tilesim isa " + stmt.mnemonic + "` for its forms") from None
    text = stmt.mnemonic + (" " + ", ".join(o.text for o in stmt.operands) if stmt.operands else "")
    # a decoder that hands a form to another entry (Args.hand_to) takes that entry's class
    return Insn(stmt.loc, stmt.mnemonic, text, tuple(args.ops), bind,
                getattr(args, "klass", None) or d.klass, info=getattr(args, "info", {}))
