"""VF operands: registers (v0–v31, m0–m7, a0–a7, s0–s31), scalar operands (registers, named
parameters, loop counters, immediates and constant expressions) and UB addresses.

An address ``[base + i*256 + j*s3 + 64]`` is parsed into an affine form — scalar terms plus
``counter*stride`` terms — so the AddrReg analysis can see its shape and the run loop evaluates it
without text work (addresses are `[base]` or `[base + AFFINE]`).
"""
from __future__ import annotations

import re
from typing import Callable

import attrs

from isa.asm.diag import AsmError
from isa.asm.expr import ExprError, parse_expr
from isa.asm.lexer import Operand, Statement

# a register number has at most 4 digits (no register file is that large; a longer run of
# digits is not a register name, and never reaches int())
REG = re.compile(r"^([vmasu])(\d{1,4})$", re.I)
COUNT = {"v": 32, "m": 8, "a": 8, "s": 32, "u": 8}
NAMES = {"v": "vector", "m": "mask", "a": "AddrReg", "s": "scalar", "u": "unaligned"}


@attrs.frozen
class Scalar:
    """A scalar operand: ``kind`` 's' (register), 'c' (loop counter slot) or 'imm'."""

    kind: str
    value: object  # register/counter index, or the immediate (int or float)
    text: str = ""

    @property
    def is_imm(self) -> bool:
        return self.kind == "imm"


@attrs.frozen
class Address:
    """``Σ scalar·mult + Σ counter·stride + const`` bytes; optional explicit AddrReg / post-inc."""

    scalars: tuple  # ((Scalar, mult), …) — scalar registers/parameters
    counters: tuple  # ((counter slot, counter name, stride Scalar), …)
    const: int
    text: str
    col: int
    areg: int | None = None  # [base, aN]
    post: int | None = None  # post-increment immediate (bytes) for [sN], #imm


class Scope:
    """Names visible in one VF body: parameters → s-registers, loop counters → counter slots,
    and the assembler's symbols (UB addresses, .equ) as constants."""

    def __init__(self, params: dict[str, int], resolve: Callable[[str], int | None]):
        self.params = dict(params)
        self.counters: list[tuple[str, int]] = []  # innermost last
        self.resolve = resolve

    def lookup(self, name: str) -> Scalar | None:
        for n, slot in reversed(self.counters):
            if n == name:
                return Scalar("c", slot, name)
        if name in self.params:
            return Scalar("s", self.params[name], name)
        m = REG.match(name)
        if m and m.group(1).lower() == "s":
            return Scalar("s", int(m.group(2)), name)
        return None


def reg(stmt: Statement, op: Operand, kind: str) -> int:
    """A register of class ``kind``; v32 and friends are errors with the valid range as hint."""
    m = REG.match(op.text.strip())
    if not m or m.group(1).lower() != kind:
        raise stmt.error(f"expected a {NAMES[kind]} register, got '{op.text}'", op.col,
                         f"{kind}0-{kind}{COUNT[kind] - 1}")
    n = int(m.group(2))
    if n >= COUNT[kind]:
        extra = " (the VF has 32 vector registers)" if kind == "v" else ""
        raise stmt.error(f"no register {kind}{n}{extra}", op.col,
                         f"{NAMES[kind]} registers are {kind}0-{kind}{COUNT[kind] - 1}")
    return n


def mask_operand(stmt: Statement, op: Operand) -> tuple[int, bool]:
    """``mN`` (zeroing) or ``mN/m`` (merging) or ``mN/z``."""
    text = op.text.strip()
    merging = False
    if "/" in text:
        text, _, mode = text.partition("/")
        if mode.lower() not in ("m", "z"):
            raise stmt.error(f"unknown mask mode '/{mode}'", op.col, "/m merges, /z (default) zeroes")
        merging = mode.lower() == "m"
    return reg(stmt, Operand(text.strip(), op.col), "m"), merging


_FLOAT = re.compile(r"^[-+]?(\d+\.\d*|\.\d+|\d+[eE][-+]?\d+|\d+\.\d*[eE][-+]?\d+|inf|nan)$", re.I)


def constant(stmt: Statement, text: str, col: int, scope: Scope) -> int | float:
    t = text.strip().lstrip("#").strip()
    if _FLOAT.match(t) or t.lower() in ("-inf", "+inf", "-nan"):
        return float(t)
    try:
        e = parse_expr(t)
    except ExprError as err:
        raise stmt.error(err.message, col + err.offset, err.hint) from None
    def res(name: str) -> int:
        v = scope.resolve(name)
        if v is None:
            raise stmt.error(f"undefined symbol '{name}'", col,
                             "a UB label, an .equ constant, a parameter or a loop counter")
        return v
    try:
        return e.value(res)
    except ExprError as err:
        raise stmt.error(err.message, col + err.offset) from None


def scalar(stmt: Statement, op: Operand, scope: Scope) -> Scalar:
    """A register, parameter, counter, ``#imm`` or constant expression."""
    t = op.text.strip()
    if not t:
        raise stmt.error("missing operand", op.col)
    if not t.startswith("#"):
        s = scope.lookup(t)
        if s is not None:
            if s.kind == "s" and s.value >= 32:
                raise stmt.error(f"no register {t}", op.col, "scalar registers are s0-s31")
            return s
        if REG.match(t):
            raise stmt.error(f"expected a scalar operand, got '{t}'", op.col,
                             "a scalar register sN, a parameter, a counter or #imm")
    return Scalar("imm", constant(stmt, t, op.col, scope), t)


def _split_terms(text: str) -> list[tuple[int, str, int]]:
    """Top-level + / − split: (sign, term text, offset in text)."""
    out, depth, start, sign = [], 0, 0, 1
    i = 0
    while i < len(text):
        c = text[i]
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c in "+-" and depth == 0 and text[start:i].strip():
            out.append((sign, text[start:i], start))
            sign, start = (1 if c == "+" else -1), i + 1
        elif c in "+-" and depth == 0 and not text[start:i].strip():
            sign = sign * (1 if c == "+" else -1)
            start = i + 1
        i += 1
    if text[start:].strip():
        out.append((sign, text[start:], start))
    return out


def address(stmt: Statement, op: Operand, scope: Scope, post: Operand | None = None) -> Address:
    """Parse ``[AFFINE]``, ``[base, aN]`` or (with ``post``) ``[sN], #imm``."""
    t = op.text.strip()
    if not (t.startswith("[") and t.endswith("]")):
        raise stmt.error(f"expected a UB address in brackets, got '{t}'", op.col,
                         "[base], [base + i*256], [base, a0] or [s4], #256")
    inner = t[1:-1]
    col0 = op.col + 1
    areg = None
    if "," in inner:
        body, _, ad = inner.rpartition(",")
        areg = reg(stmt, Operand(ad.strip(), col0 + len(body) + 1), "a")
        inner = body
    scalars, counters, const = [], [], 0
    for sign, term, off in _split_terms(inner):
        tcol = col0 + off + len(term) - len(term.lstrip())
        factors = [f.strip() for f in term.split("*")]
        var, mult_const, mult_var = None, sign, None
        for f in factors:
            s = scope.lookup(f) if re.match(r"^[A-Za-z_.$][\w.$]*$", f) else None
            if s is not None:
                if var is None:
                    var = s
                elif mult_var is None and (var.kind == "c") != (s.kind == "c"):
                    mult_var = s
                else:
                    raise stmt.error(f"address term '{term.strip()}' is not affine", tcol,
                                     "each term is counter*stride, a scalar, or a constant")
            else:
                mult_const *= constant(stmt, f, tcol, scope)
        if isinstance(mult_const, float):
            raise stmt.error("address constants must be integers", tcol)
        if var is None:
            const += mult_const
        elif var.kind == "c" or (mult_var is not None and mult_var.kind == "c"):
            cnt, stride = (var, mult_var) if var.kind == "c" else (mult_var, var)
            if stride is not None and mult_const != 1:
                raise stmt.error(f"address term '{term.strip()}' has two multipliers", tcol)
            counters.append((cnt.value, cnt.text, stride or Scalar("imm", mult_const, str(mult_const))))
        else:
            if mult_var is not None:
                raise stmt.error(f"address term '{term.strip()}' is not affine", tcol)
            scalars.append((var, mult_const))
    pimm = None
    if post is not None:
        if counters or const or len(scalars) != 1 or scalars[0][1] != 1 or scalars[0][0].kind != "s":
            raise stmt.error("a post-increment address is one scalar register", op.col,
                             "vld v0, [s4], #256")
        pv = constant(stmt, post.text, post.col, scope)
        if not isinstance(pv, int):
            raise stmt.error("post-increment must be an integer", post.col)
        pimm = pv
    return Address(tuple(scalars), tuple(counters), int(const), t, op.col, areg, pimm)


def type_suffix(stmt: Statement, parts: list[str], allowed, what: str = "element type") -> str:
    if not parts or parts[0] not in allowed:
        got = f"'.{parts[0]}'" if parts else "none"
        raise stmt.error(f"{stmt.mnemonic.split('.')[0]} needs an {what} suffix (got {got})",
                         stmt.loc.col, "one of " + " ".join("." + a for a in allowed))
    return parts.pop(0)


def expect(stmt: Statement, n: int | tuple, usage: str) -> tuple[Operand, ...]:
    ops = stmt.operands
    ok = len(ops) in n if isinstance(n, tuple) else len(ops) == n
    if not ok:
        raise AsmError(stmt.loc, f"{stmt.mnemonic} takes {n if isinstance(n, int) else ' or '.join(map(str, n))} "
                       f"operands, got {len(ops)}", f"usage: {usage}")
    return ops
