"""A64 binary encodings: bit patterns with named fields, in the spirit of QEMU's decodetree.

Every instruction form tilesim executes declares, in the same module as its text decoder, one or
more :class:`Encoding` entries::

    ENC("add", "sf:1 0 0 100010 sh:1 imm12:12 Rn:5 Rd:5", _fmt_add_imm)

The layout string lists the 32 bits from bit 31 down to bit 0, as the Arm ARM draws them: ``0``/``1``
are fixed bits, ``name:width`` is a field (a name used twice is concatenated, high part first).
The formatter turns the field values into the canonical assembly text (llvm-objdump's spelling,
lower case); it returns ``None`` when the field values are unallocated or belong to another form.

Binary decoding is therefore ``word -> fields -> canonical text``, and the canonical text goes
through the same text front end as source code (:func:`isa.a64.binary.decode_word`), so text and
binary give the same operands and the same ready-to-run operation. Decoding tries patterns in
order of specificity (more fixed bits first; ties in registration order), so aliases that fix more
bits or reject field values (``mov`` before ``orr``) win as they do in llvm-objdump.
"""
from __future__ import annotations

import sys
from typing import Callable, Iterator

import attrs

Formatter = Callable[["Fields"], "str | None"]


class Fields(dict):
    """Field values of one decoded word (attribute access), plus ``addr`` and ``word``.

    Reading ``f.addr`` marks the text as depending on the word's address (``pc_relative``): a
    branch, ADR/ADRP or literal load is decoded per address, every other word once
    (:func:`isa.a64.binary.decode_word` keeps a per-word cache)."""

    __getattr__ = dict.__getitem__
    pc_relative = False

    @property
    def addr(self) -> int:
        self.pc_relative = True
        return self["addr"]


@attrs.frozen
class Layout:
    """A parsed layout string: fixed-bit mask/value and field bit ranges."""

    text: str
    mask: int
    value: int
    fields: tuple[tuple[str, tuple[tuple[int, int], ...]], ...]  # name -> ((lsb, width), ...)

    @classmethod
    def parse(cls, text: str) -> "Layout":
        pos = 32
        mask = value = 0
        parts: dict[str, list[tuple[int, int]]] = {}
        for tok in text.split():
            if ":" in tok:
                name, w = tok.split(":")
                width = int(w)
                pos -= width
                parts.setdefault(name, []).append((pos, width))
                continue
            bits = tok.replace("(", "").replace(")", "")
            for b in bits:
                pos -= 1
                if b in "01":
                    mask |= 1 << pos
                    value |= int(b) << pos
                elif b != "x":
                    raise ValueError(f"bad bit {b!r} in layout {text!r}")
        if pos != 0:
            raise ValueError(f"layout {text!r} has {32 - pos} bits, not 32")
        return cls(text, mask, value, tuple((k, tuple(v)) for k, v in parts.items()))

    def extract(self, word: int) -> Fields:
        f = Fields()
        for name, ranges in self.fields:
            v = 0
            for lsb, width in ranges:
                v = (v << width) | ((word >> lsb) & ((1 << width) - 1))
            f[name] = v
        return f

    def insert(self, fields: dict[str, int]) -> int:
        """The word with these field values (unnamed ``x`` bits zero); for tests and docs."""
        word = self.value
        for name, ranges in self.fields:
            v = fields.get(name, 0)
            for lsb, width in reversed(ranges):
                word |= (v & ((1 << width) - 1)) << lsb
                v >>= width
        return word

    @property
    def fixed_bits(self) -> int:
        return bin(self.mask).count("1")


@attrs.frozen
class Encoding:
    """One encoding of an instruction form: the table mnemonic, its bit layout and formatter."""

    mnemonic: str
    layout: Layout
    fmt: Formatter
    feature: str = ""  # architecture feature beyond the base (``sve``, ``sme``, ``sme-f64f64``…)
    aliases: tuple[str, ...] = ()  # other table mnemonics this encoding prints (``mov``, ``cmp``)
    order: int = 0
    module: str = ""  # the family module that declared it (``isa.a64.base_mem``)

    def decode(self, word: int, addr: int = 0) -> str | None:
        hit = self.decode_fields(word, addr)
        return hit[0] if hit else None

    def decode_fields(self, word: int, addr: int = 0) -> "tuple[str, Fields] | None":
        """The text and the field values (which say whether the text read ``addr``)."""
        if word & self.layout.mask != self.layout.value:
            return None
        f = self.layout.extract(word)
        f["addr"], f["word"] = addr, word
        text = self.fmt(f)
        return None if text is None else (text, f)


ENCODINGS: list[Encoding] = []
# A word tries only the patterns of its bucket (bits 31..21), most fixed bits first. A bucket is
# built the first time a word of it is decoded: a program meets a few hundred of the 2,048, so
# start-up does not pay for the rest.
_BUCKET_SHIFT = 21
_TOP_MASK = ((1 << 32) - 1) >> _BUCKET_SHIFT << _BUCKET_SHIFT
_buckets: dict[int, list[Encoding]] = {}
_ordered: list[tuple[int, int, Encoding]] | None = None  # (value, mask & top bits, encoding)
_generation = 0


# table mnemonics that are not instructions of their own (none yet; each entry says why)
NO_ENCODING: set[str] = set()


def ENC(mnemonic: str, layout: str, fmt: Formatter, feature: str = "",
        aliases: tuple[str, ...] = ()) -> Encoding:
    """Declare an encoding (call at module level, beside the mnemonic's text decoder)."""
    global _ordered, _generation
    module = sys._getframe(1).f_globals.get("__name__", "")
    e = Encoding(mnemonic, Layout.parse(layout), fmt, feature, tuple(aliases), len(ENCODINGS),
                 module)
    ENCODINGS.append(e)
    _buckets.clear()
    _ordered = None
    _generation += 1
    return e


def generation() -> int:
    """A number that changes whenever an encoding is declared (so caches of decodes can tell)."""
    return _generation


def _bucket(b: int) -> list[Encoding]:
    global _ordered
    if _ordered is None:
        from . import load_all

        load_all()
        _ordered = [(e.layout.value, e.layout.mask & _TOP_MASK, e)
                    for e in sorted(ENCODINGS, key=lambda e: (-e.layout.fixed_bits, e.order))]
    hi = b << _BUCKET_SHIFT
    out = _buckets[b] = [e for value, top, e in _ordered if (hi ^ value) & top == 0]
    return out


def candidates(word: int) -> list[Encoding]:
    """The encodings ``word`` may match, in the order decoding tries them."""
    hit = _buckets.get(word >> _BUCKET_SHIFT)
    return hit if hit is not None else _bucket(word >> _BUCKET_SHIFT)


def disassemble(word: int, addr: int = 0) -> tuple[str, Encoding] | None:
    """Canonical text of ``word`` at ``addr`` and the encoding that matched, or None."""
    hit = disassemble_fields(word, addr)
    return (hit[0], hit[1]) if hit else None


def disassemble_fields(word: int, addr: int = 0) -> tuple[str, Encoding, Fields] | None:
    """:func:`disassemble` plus the field values (``pc_relative``: the text read ``addr``)."""
    for e in candidates(word):
        hit = e.decode_fields(word, addr)
        if hit is not None:
            return hit[0], e, hit[1]
    return None


def for_mnemonic(mnemonic: str) -> Iterator[Encoding]:
    return (e for e in ENCODINGS if e.mnemonic == mnemonic)


# ----------------------------------------------------------------------------- formatting helpers
# Small pieces every formatter uses, named after the Arm ARM's operand notation.

def sext(v: int, bits: int) -> int:
    return v - (1 << bits) if v >> (bits - 1) & 1 else v


def x(n: int, sp: bool = False) -> str:
    """``Xn`` (31 is xzr, or sp where the operand allows it)."""
    return ("sp" if sp else "xzr") if n == 31 else f"x{n}"


def w(n: int, sp: bool = False) -> str:
    return ("wsp" if sp else "wzr") if n == 31 else f"w{n}"


def r(sf: int, n: int, sp: bool = False) -> str:
    """X or W register by the ``sf`` bit."""
    return x(n, sp) if sf else w(n, sp)


def imm(v: int) -> str:
    """A decimal immediate (llvm-objdump prints shift amounts, ``mul vl`` multipliers… so)."""
    return f"#{v}"


def himm(v: int) -> str:
    """A hex immediate (llvm-objdump prints most A64 immediates so)."""
    return f"#0x{v:x}" if v >= 0 else f"#-0x{-v:x}"


def target(addr: int) -> str:
    """A PC-relative target: the absolute address (what the text front end evaluates)."""
    return f"0x{addr & ((1 << 64) - 1):x}"


ESIZE = "bhsd"  # size field 0..3 -> element-size suffix


def zr(n: int, size: int | str) -> str:
    return f"z{n}.{size if isinstance(size, str) else ESIZE[size]}"


def pr(n: int, qual: str = "") -> str:
    return f"p{n}/{qual}" if qual else f"p{n}"


def addr_imm9(mode: int, base: str, off: int) -> str:
    """The address operand of the 9-bit-immediate load/store forms by their ``mode`` field
    (0 unscaled ``[base, #off]``, 1 post-index ``[base], #off``, 3 pre-index ``[base, #off]!``)."""
    if mode == 0:
        return f"[{base}{f', {himm(off)}' if off else ''}]"
    if mode == 1:
        return f"[{base}], {himm(off)}"
    return f"[{base}, {himm(off)}]!"
