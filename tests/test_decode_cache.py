"""The per-word decode cache (isa/a64/binary.py) changes nothing: a word decoded from the cache
at a second address equals a fresh decode there, for words of every encoding in the table —
PC-relative ones (branches, ADR/ADRP, literal loads) included, which must not be shared."""
from __future__ import annotations

import random
import types

import numpy as np

from isa.a64 import encoding as E
from isa.a64.binary import UndefinedWord, clear_decode_cache, decode_word
from isa.a64.backend import A64Backend
from isa.a64.table import Args
from isa.asm.diag import AsmError, SourceLoc

A, B = 0x400000, 0x7F12_3456_7000  # two addresses far apart (ADRP pages and branch targets differ)
BASE_A, BASE_B = 0x3F0000, 0x7F12_3450_0000


def _same(a, b, depth: int = 0) -> bool:
    """Structural equality of decoded operations: same code, equal constants and cells."""
    if depth > 12:
        return True
    if isinstance(a, types.FunctionType) or isinstance(b, types.FunctionType):
        if type(a) is not type(b) or not _same_code(a.__code__, b.__code__):
            return False
        ca, cb = a.__closure__ or (), b.__closure__ or ()
        return len(ca) == len(cb) and all(_same(x.cell_contents, y.cell_contents, depth + 1)
                                          for x, y in zip(ca, cb)) \
            and _same(a.__defaults__, b.__defaults__, depth + 1)
    if isinstance(a, Args) and isinstance(b, Args):  # a decoder's operands, kept by bind
        return a.m == b.m and _same(a.raw, b.raw, depth + 1)
    if isinstance(a, types.CodeType) and isinstance(b, types.CodeType):
        return _same_code(a, b)
    if isinstance(a, (tuple, list)) and isinstance(b, (tuple, list)):
        return type(a) is type(b) and len(a) == len(b) and all(
            _same(x, y, depth + 1) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k], depth + 1) for k in a)
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return np.array_equal(a, b)
    try:
        return bool(a == b)
    except Exception:  # noqa: BLE001 - objects without equality: compare kinds
        return type(a) is type(b)


def _same_code(a: types.CodeType, b: types.CodeType) -> bool:
    """The same code (a decoder may ``eval`` a fresh lambda per decode: equal, not identical)."""
    return a is b or (a.co_code == b.co_code and a.co_names == b.co_names
                      and _same(a.co_consts, b.co_consts))


def _decode(word: int, address: int, base: int):
    try:
        return decode_word(word, address, text_base=base)
    except (UndefinedWord, AsmError):
        return None


def _corpus() -> list[int]:
    A64Backend()
    rng = random.Random(25)
    words = []
    for enc in E.ENCODINGS:
        lay = enc.layout
        words.append(lay.insert({}))
        for _ in range(2):
            words.append(lay.insert({n: rng.getrandbits(sum(w for _, w in r))
                                     for n, r in lay.fields}))
    return words


def test_cached_decode_equals_fresh_at_another_address():
    words = _corpus()
    checked = pcrel = shared = 0
    for word in words:
        clear_decode_cache()
        first = _decode(word, A, BASE_A)  # fills the cache when the word does not use its address
        cached = _decode(word, B, BASE_B)
        clear_decode_cache()
        fresh = _decode(word, B, BASE_B)
        assert (cached is None) == (fresh is None), hex(word)
        if fresh is None:
            continue
        checked += 1
        pcrel += first.text != fresh.text
        shared += cached.bind is first.bind  # came from the cache
        for f in ("loc", "mnemonic", "text", "klass", "address", "index", "info"):
            assert getattr(cached, f) == getattr(fresh, f), (hex(word), fresh.text, f)
        assert _same(cached.operands, fresh.operands), (hex(word), fresh.text)
        assert _same(cached.bind, fresh.bind), (hex(word), fresh.text)
        assert cached.info is not first.info  # each slot has its own info
    assert checked > 1000 and pcrel > 10 and shared > checked // 2, (checked, pcrel, shared)


def test_pc_relative_words_decode_per_address():
    """b, bl, b.cond, cbz, tbz, adr, adrp and ldr (literal) at two addresses: each decode names
    its own target (llvm-objdump prints the absolute target the same way)."""
    words = {0x14000010: "b", 0x94000010: "bl", 0x54000080: "b.eq", 0xB4000080: "cbz",
             0x36000080: "tbz", 0x10000080: "adr", 0x90000000 | (1 << 5) | 1: "adrp",
             0x58000080: "ldr"}
    clear_decode_cache()
    for word, mnem in words.items():
        at_a = decode_word(word, A, text_base=BASE_A)
        at_b = decode_word(word, B, text_base=BASE_B)
        assert at_a.text.split()[0] == at_b.text.split()[0] == mnem
        assert at_a.text != at_b.text, at_a.text
        assert at_b.index == (B - BASE_B) >> 2


def test_dwarf_location_is_the_slots_own():
    clear_decode_cache()
    word = 0x8B020020  # add x0, x1, x2
    decode_word(word, A)
    loc = SourceLoc("prog.c", 12, 5, "    return a + b;")
    ins = decode_word(word, B, text_base=BASE_B, loc=loc)
    assert (ins.loc.file, ins.loc.line, ins.loc.text) == ("prog.c", 12, "    return a + b;")
    assert ins.text == "add x0, x1, x2" and ins.address == B
