"""Parse XLA shape text such as ``bf16[123,456,789]{2,1,0:T(2,*,128)(2,1)}``.

Grammar and attribute order follow HloParserImpl::ParseShape/ParseLayout/ParseTiles
(xla/hlo/parser/hlo_parser.cc)::

    shape  ::= type '[' (int (',' int)*)? ']' layout?
    layout ::= '{' (int (',' int)*)? (':' tiles? L? E? S? SC? M?)? '}'
    tiles  ::= 'T' ('(' (int|'*') (',' (int|'*'))* ')')+

Whitespace is allowed between tokens (XLA's AllowShapeWhitespace test). ``*`` is stored as
``COMBINE`` (Tile::kCombineDimension). Not supported here (rejected with a clear message):
tuples, dynamic dims (``<=n``, ``?``) and the sparse-only attributes D, #, *(type), P.
"""

from __future__ import annotations

import re

from .dtypes import ELEMENT_TYPES
from .errors import LayoutError
from .shape import COMBINE, Layout, Shape, Tile

_TOKEN = re.compile(
    r"\s*(?:(?P<int>-?\d+)|(?P<ident>[A-Za-z_][A-Za-z0-9_.]*)|(?P<punct><=|[\[\]{}(),:*#?])|(?P<bad>\S))"
)
_INT64_MAX = 2**63 - 1
_ORDER = ("T", "L", "E", "S", "SC", "M")
_SPARSE_ONLY = {"D": "dim level types D(...)"}


class _Tok:
    __slots__ = ("kind", "text", "col")

    def __init__(self, kind: str, text: str, col: int) -> None:
        self.kind, self.text, self.col = kind, text, col

    def show(self) -> str:
        return "end of text" if self.kind == "eof" else f"'{self.text}'"


def _lex(text: str) -> list[_Tok]:
    toks, pos = [], 0
    while True:
        m = _TOKEN.match(text, pos)
        if m is None:  # only trailing whitespace left
            toks.append(_Tok("eof", "", len(text) + 1))
            return toks
        kind = m.lastgroup or "bad"
        toks.append(_Tok(kind, m.group(kind), m.start(kind) + 1))
        pos = m.end()


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.toks = _lex(text)
        self.i = 0
        self.cols: dict[tuple, int] = {}  # validation loc -> column

    # -- token helpers ------------------------------------------------------------------------
    @property
    def tok(self) -> _Tok:
        return self.toks[self.i]

    def next(self) -> _Tok:
        t = self.tok
        self.i += 1
        return t

    def error(self, message: str, tok: _Tok | None = None, hint: str | None = None) -> LayoutError:
        tok = tok or self.tok
        if tok.kind == "bad":
            message = f"unexpected character '{tok.text}'"
        return LayoutError(message, tok.col, hint, text=self.text)

    def expect(self, punct: str, message: str) -> _Tok:
        if self.tok.kind == "punct" and self.tok.text == punct:
            return self.next()
        raise self.error(f"{message}, saw {self.tok.show()}")

    def at(self, punct: str) -> bool:
        return self.tok.kind == "punct" and self.tok.text == punct

    def int64(self, what: str, loc: tuple | None = None) -> int:
        t = self.tok
        if t.kind != "int":
            raise self.error(f"expects {what}, saw {t.show()}")
        if len(t.text.lstrip("+-0")) > 19:  # int64 has at most 19 digits (and int() of
            show = t.text if len(t.text) <= 24 else t.text[:24] + "…"  # 4,300+ raises)
            raise self.error(f"{what} {show} does not fit in int64")
        value = int(t.text)
        if abs(value) > _INT64_MAX:
            raise self.error(f"{what} {t.text} does not fit in int64")
        if loc is not None:
            self.cols[loc] = t.col
        self.next()
        return value

    # -- grammar ------------------------------------------------------------------------------
    def shape(self) -> Shape:
        t = self.tok
        if self.at("("):
            raise self.error("tuple shapes are not supported", hint="give one array shape")
        if t.kind != "ident" or t.text not in ELEMENT_TYPES:
            what = f"'{t.text}'" if t.kind == "ident" else t.show()
            raise self.error(
                f"expects an element type, saw {what}", hint="supported: " + " ".join(ELEMENT_TYPES)
            )
        self.cols[("type",)] = t.col
        etype = self.next().text
        self.cols[("dims",)] = self.tok.col
        self.expect("[", "expects '[' to start the dimension sizes")
        dims: list[int] = []
        if not self.at("]"):
            while True:
                if self.at("<=") or self.at("?"):
                    raise self.error(
                        "dynamic dimensions are not supported", hint="give a static size"
                    )
                dims.append(self.int64("a dimension size", ("dim", len(dims))))
                if not self.at(","):
                    break
                self.next()
        self.expect("]", "expects ']' to end the dimension sizes")
        if self.at("{"):
            layout = self.layout()
        else:
            layout = Layout(tuple(range(len(dims) - 1, -1, -1)))  # XLA's default layout
        if self.tok.kind != "eof":
            raise self.error(f"extra content after shape: {self.tok.show()}")
        try:
            return Shape(etype, dims, layout)
        except LayoutError as e:
            e.column = self._column(e.loc)
            e.text = self.text
            raise

    def _column(self, loc: tuple | None) -> int:
        while loc:
            if loc in self.cols:
                return self.cols[loc]
            loc = loc[:-1]
        return 1

    def layout(self) -> Layout:
        self.cols[("m2m",)] = self.tok.col
        self.next()  # '{'
        m2m: list[int] = []
        if self.tok.kind == "int":
            self.cols[("m2m",)] = self.tok.col
            while True:
                m2m.append(self.int64("a dimension number", ("m2m", len(m2m))))
                if not self.at(","):
                    break
                self.next()
        elif not (self.at(":") or self.at("}")):
            raise self.error(f"expects minor_to_major or ':' after '{{', saw {self.tok.show()}")
        fields: dict = {}
        if self.at(":"):
            self.next()
            self.attributes(fields)
        if not self.at("}"):
            t = self.tok
            name = t.text if t.kind == "ident" or t.text in ("#", "*") else None
            if name == "P":  # XLA: "Layout has physical shape, but is not for a sparse array"
                raise self.error(
                    "Layout has physical shape, but is not for a sparse array",
                    hint="tilesim supports dense arrays only",
                )
            if name in ("D", "#", "*"):
                raise self.error(
                    f"{_SPARSE_ONLY.get(name, 'index/pointer primitive types')} are for sparse "
                    "arrays, which tilesim does not support"
                )
            if name in _ORDER:
                raise self.error(
                    f"layout attribute {name} is out of order or repeated",
                    hint="XLA's order is " + ", ".join(_ORDER),
                )
            if name is not None:
                raise self.error(
                    f"unsupported layout attribute '{name}'",
                    hint="tilesim understands T, L, E, S, SC and M",
                )
            raise self.error(f"expects layout to end with '}}', saw {t.show()}")
        self.next()
        return Layout(m2m, **fields)

    def attributes(self, fields: dict) -> None:
        if self.ident("T"):
            fields["tiles"] = self.tiles()
        if self.ident("L"):
            fields["tail_padding_alignment_in_elements"] = self.int_attr("L")
        if self.ident("E"):
            fields["element_size_in_bits"] = self.int_attr("E")
        if self.ident("S"):
            fields["memory_space"] = self.int_attr("S")
        if self.ident("SC"):
            fields["split_configs"] = self.split_configs()
        if self.ident("M"):
            fields["dynamic_shape_metadata_prefix_bytes"] = self.int_attr("M")

    def ident(self, name: str) -> bool:
        if self.tok.kind == "ident" and self.tok.text == name:
            self.next()
            return True
        return False

    def int_attr(self, name: str) -> int:
        what = {
            "L": "multiple padded to in elements",  # descriptions as XLA's ParseLayoutIntAttribute
            "E": "element size in bits",
            "S": "memory space",
            "M": "dynamic shape metadata prefix bytes",
        }[name]
        self.expect("(", f"expects {what} to start with '('")
        value = self.int64(what, (name,))
        self.expect(")", f"expects {what} to end with ')'")
        return value

    def tiles(self) -> list[Tile]:
        tiles: list[Tile] = []
        if not self.at("("):
            raise self.error(f"expects '(' to start a tile after T, saw {self.tok.show()}")
        while self.at("("):
            n = len(tiles)
            self.cols[("tile", n)] = self.next().col
            dims: list[int] = []
            if not self.at(")"):
                while True:
                    if self.at("*"):
                        self.cols[("tile", n, len(dims))] = self.next().col
                        dims.append(COMBINE)
                    else:
                        dims.append(self.int64("a tile dimension or '*'", ("tile", n, len(dims))))
                    if not self.at(","):
                        break
                    self.next()
            self.expect(")", "expects ')' to end the tile")
            tiles.append(Tile(dims))
        return tiles

    def split_configs(self) -> list[tuple[int, list[int]]]:
        configs: list[tuple[int, list[int]]] = []
        if not self.at("("):
            raise self.error("expects split configs to start with '('")
        while self.at("("):
            self.next()
            dim = self.int64("a split dimension")
            self.expect(":", "expects ':' after the split dimension")
            indices = [self.int64("a split index")]
            while self.at(","):
                self.next()
                indices.append(self.int64("a split index"))
            self.expect(")", "expects split configs to end with ')'")
            configs.append((dim, indices))
        return configs


def parse_layout(text: str) -> Layout:
    """Parse a bare layout such as ``{3,2,1,0:T(42,123)(4,5)S(3)}`` (no shape to check it against)."""
    p = _Parser(text)
    if not p.at("{"):
        raise p.error(f"expects layout to start with '{{', saw {p.tok.show()}")
    layout = p.layout()
    if p.tok.kind != "eof":
        raise p.error(f"extra content after layout: {p.tok.show()}")
    return layout


def parse_shape(text: str) -> Shape:
    """Parse one XLA array shape (layout optional); raise LayoutError with a 1-based column."""
    return _Parser(text).shape()
