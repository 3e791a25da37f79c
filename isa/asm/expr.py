"""Constant expressions as GNU as evaluates them: numbers, symbols, + - * / % << >> & | ^ ~ !,
comparisons and parentheses. Symbols are resolved through a callback so the same parsed
expression serves both assembler passes.

Precedence follows the GNU as manual ("Infix Operators"): * / % << >> bind tightest, then
| & ^ !, then + - and comparisons, then && ||.
"""
from __future__ import annotations

import re
from typing import Callable

import attrs

from .limits import MAX_EXPR_DEPTH, MAX_NUMBER_DIGITS, MAX_VALUE_BITS

_TOKEN = re.compile(
    r"\s*(?:(?P<num>0[xX][0-9a-fA-F]+|0[bB][01]+|\d+[bf](?![\w.$])|\d+)"
    r"|(?P<chr>'\\?.'?)"
    r"|(?P<sym>[A-Za-z_.$][\w.$]*)"
    r"|(?P<op><<|>>|&&|\|\||==|!=|<>|<=|>=|[-+*/%&|^~!()<>]))"
)

Resolver = Callable[[str], int]


class ExprError(ValueError):
    """Bad expression; ``offset`` is the 0-based position in the expression text."""

    def __init__(self, message: str, offset: int = 0, hint: str = ""):
        super().__init__(message)
        self.message = message
        self.offset = offset
        self.hint = hint


@attrs.frozen
class Expr:
    """A parsed expression: evaluate with ``value(resolve)``; ``symbols`` lists what it names."""

    text: str
    tree: tuple
    symbols: frozenset[str]

    def value(self, resolve: Resolver) -> int:
        return _eval(self.tree, resolve)

    @property
    def is_constant(self) -> bool:
        return not self.symbols


_BIN = {
    "*": lambda a, b: a * b,
    "/": lambda a, b: _div(a, b),
    "%": lambda a, b: _mod(a, b),
    "<<": lambda a, b: a << b if 0 <= b < 4096 else 0,
    ">>": lambda a, b: a >> b if 0 <= b < 4096 else (0 if a >= 0 else -1),
    "&": lambda a, b: a & b,
    "|": lambda a, b: a | b,
    "^": lambda a, b: a ^ b,
    "!": lambda a, b: a | ~b,
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "==": lambda a, b: -int(a == b),
    "!=": lambda a, b: -int(a != b),
    "<>": lambda a, b: -int(a != b),
    "<": lambda a, b: -int(a < b),
    ">": lambda a, b: -int(a > b),
    "<=": lambda a, b: -int(a <= b),
    ">=": lambda a, b: -int(a >= b),
    "&&": lambda a, b: int(bool(a) and bool(b)),
    "||": lambda a, b: int(bool(a) or bool(b)),
}
_LEVELS = [("&&", "||"), ("+", "-", "==", "!=", "<>", "<", ">", "<=", ">="), ("|", "&", "^", "!"),
           ("*", "/", "%", "<<", ">>")]


def _div(a: int, b: int) -> int:
    if b == 0:
        raise ExprError("division by zero")
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _mod(a: int, b: int) -> int:
    if b == 0:
        raise ExprError("division by zero")
    return a - b * _div(a, b)


def _eval(t: tuple, resolve: Resolver) -> int:
    kind = t[0]
    if kind == "n":
        return t[1]
    if kind == "s":
        return resolve(t[1])
    if kind == "u":
        v = _eval(t[2], resolve)
        return -v if t[1] == "-" else (~v if t[1] == "~" else (v if t[1] == "+" else int(not v)))
    if kind == "c":  # a left-associative chain a op b op c …, evaluated in a loop
        v = _eval(t[1], resolve)
        for op, rhs in t[2]:
            v = _BIN[op](v, _eval(rhs, resolve))
            if v.bit_length() > MAX_VALUE_BITS:
                raise ExprError(f"expression value is too large (over {MAX_VALUE_BITS} bits)")
        return v
    return _BIN[t[1]](_eval(t[2], resolve), _eval(t[3], resolve))


def _tokens(text: str) -> list[tuple[str, str, int]]:
    out, pos = [], 0
    while pos < len(text):
        if not text[pos:].strip():
            break
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            bad = len(text[:pos]) + len(text[pos:]) - len(text[pos:].lstrip())
            raise ExprError(f"unexpected character '{text[bad]}' in expression", bad)
        kind = m.lastgroup or "op"
        start = m.start(kind)
        out.append((kind, m.group(kind), start))
        pos = m.end()
    return out


def parse_expr(text: str) -> Expr:
    """Parse ``text``; raises :class:`ExprError` with the offset of the problem."""
    toks = _tokens(text)
    if not toks:
        raise ExprError("expected an expression", 0)
    syms: set[str] = set()
    pos = 0
    depth = 0  # nested parentheses and unary operators (bounded: the parser recurses on them)

    def peek() -> tuple[str, str, int] | None:
        return toks[pos] if pos < len(toks) else None

    def level(i: int) -> tuple:
        nonlocal pos
        if i == len(_LEVELS):
            return unary()
        left = level(i + 1)
        chain = []
        while (t := peek()) and t[0] == "op" and t[1] in _LEVELS[i]:
            pos += 1
            chain.append((t[1], level(i + 1)))
        return ("c", left, tuple(chain)) if chain else left

    def unary() -> tuple:
        nonlocal pos, depth
        t = peek()
        if t is None:
            raise ExprError("expression ends too early", len(text))
        kind, val, off = t
        pos += 1
        if kind == "op" and val in "-~+!(":
            depth += 1
            if depth > MAX_EXPR_DEPTH:
                raise ExprError(f"expression nested too deeply (more than {MAX_EXPR_DEPTH} "
                                "parentheses or unary operators)", off,
                                "split it with .equ or .set")
            try:
                if val != "(":
                    return ("u", val, unary())
                inner = level(0)
                if not (c := peek()) or c[1] != ")":
                    raise ExprError("missing ')'", c[2] if c else len(text))
                pos += 1
                return inner
            finally:
                depth -= 1
        if kind == "num":
            if val[-1] in "bfBF" and val[:-1].isdigit():  # numeric local label: 1b / 1f
                syms.add(val.lower())
                return ("s", val.lower())
            return ("n", _number(val, off))
        if kind == "chr":
            body = val[1:].rstrip("'") if len(val) > 2 else val[1:]
            return ("n", ord(_unescape(body)) if body else 0)
        if kind == "sym":
            syms.add(val)
            return ("s", val)
        raise ExprError(f"unexpected '{val}' in expression", off)

    tree = level(0)
    if pos != len(toks):
        raise ExprError(f"unexpected '{toks[pos][1]}' after expression", toks[pos][2])
    return Expr(text.strip(), tree, frozenset(syms))


def _number(tok: str, off: int) -> int:
    low = tok.lower()
    if len(low) > MAX_NUMBER_DIGITS:
        raise ExprError(f"number has {len(low)} digits (tilesim reads at most "
                        f"{MAX_NUMBER_DIGITS})", off, "64-bit values need at most 20 digits")
    if low.startswith("0x"):
        return int(low, 16)
    if low.startswith("0b"):
        return int(low[2:], 2)
    if len(low) > 1 and low.startswith("0") and low.isdigit():
        try:
            return int(low, 8)
        except ValueError:
            raise ExprError(f"bad octal number '{tok}'", off) from None
    return int(low)


_ESC = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", "'": "'", '"': '"', "b": "\b",
        "f": "\f", "v": "\v", "a": "\a", "e": "\x1b"}


def _unescape(body: str) -> str:
    if body.startswith("\\") and len(body) > 1:
        return _ESC.get(body[1], body[1])
    return body[:1]
