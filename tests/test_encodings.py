"""Binary encodings against llvm-objdump-19 (disassembly oracle) and clang-19 / GNU as (encoders).

1. Words generated from every encoding in the table (every register of 5-bit register fields,
   boundary and random values of the others) must disassemble exactly as llvm-objdump prints them;
   every one llvm-objdump prints with the encoding's own mnemonic must decode (but for the named
   ``KNOWN_UNDECODED`` forms); a word llvm-objdump calls ``<unknown>`` must not decode.
2. ``tests/encodings/*.s``: representative source lines of every form, assembled by the real
   assembler; each word must decode to llvm-objdump's text and be executable (the text front end
   accepts it).
3. Random and bit-flipped words: zero mis-decodes.
4. Every mnemonic tilesim executes has an encoding.
"""
from __future__ import annotations

import os
import random
import re
from pathlib import Path

import pytest

from isa.a64 import encoding as E
from isa.a64.binary import decode_word, disasm
from isa.a64.backend import A64Backend

from tools import objdump_oracle as OD

needs_llvm = pytest.mark.skipif(not OD.available(), reason="clang-19 / llvm-objdump-19 not installed")
SAMPLES = Path(__file__).parent / "encodings"
REG_FIELDS = re.compile(r"^(R[a-z]\d?|Z[a-z]+|V[a-z]+|Rt2|Rs|Ra)$")


# TILESIM_ENC_MODULES=base_mem,sve limits the checks to the encodings of those family modules
# (for working on one module while others are unfinished); CI leaves it unset.
ONLY = [m for m in os.environ.get("TILESIM_ENC_MODULES", "").split(",") if m]


def _selected(module: str) -> bool:
    # a family's encodings may live in a sibling ``<family>_enc`` module
    return not ONLY or module.rsplit(".", 1)[-1].removesuffix("_enc") in ONLY


def _all_encodings() -> list[E.Encoding]:
    A64Backend()
    return [e for e in E.ENCODINGS if _selected(e.module)]


def _words_for(enc: E.Encoding, rng: random.Random) -> list[int]:
    lay = enc.layout
    names = [n for n, _ in lay.fields]
    width = {n: sum(w for _, w in r) for n, r in lay.fields}
    rnd = lambda n: rng.getrandbits(width[n])  # noqa: E731
    out = [lay.insert({n: 0 for n in names}),
           lay.insert({n: (1 << width[n]) - 1 for n in names})]
    for n in names:
        top = (1 << width[n]) - 1
        values = range(32) if (width[n] == 5 and REG_FIELDS.match(n)) else \
            sorted({0, 1, 2, top, top - 1, top >> 1, (top >> 1) + 1, rnd(n), rnd(n)})
        for v in values:
            f = {m: rnd(m) for m in names}
            f[n] = v & top
            out.append(lay.insert(f))
    for _ in range(16):
        out.append(lay.insert({m: rnd(m) for m in names}))
    return out


def _f(w: int, lo: int, n: int) -> int:
    return (w >> lo) & ((1 << n) - 1)


def _ordered_sbo(w: int) -> bool:
    """LDAR/STLR/LDLAR/STLLR (and B/H) with a (1) field (Rs, Rt2) that is not all ones: QEMU
    11.1 refuses them (SIGILL), so tilesim does too."""
    return w & 0x3FA00000 == 0x08800000 and (_f(w, 16, 5) != 31 or _f(w, 10, 5) != 31)


# Words of claimed forms that llvm-objdump-19 decodes and tilesim does not (so they raise SIGILL),
# each named; the coverage work shrinks this list. Every other generated word llvm-objdump
# decodes as its encoding's own mnemonic must decode in tilesim.
KNOWN_UNDECODED = {
    "SMULH/UMULH with Ra != 11111 (a should-be-one field; QEMU 11.1 refuses them too)":
        lambda w: w & 0xFF608000 == 0x9B400000 and _f(w, 10, 5) != 31,
    "load/store ordered with Rs/Rt2 != 11111 (should-be-one fields; QEMU 11.1 refuses them "
    "too)": _ordered_sbo,
    "ADDG/SUBG with op3 (bits 15:14) != 00 (QEMU 11.1 refuses them too)":
        lambda w: w & 0xBFC00000 == 0x91800000 and _f(w, 14, 2) != 0,
    "SWPP/LDCLRP/LDSETP (FEAT_LSE128) with Rt == Rt2 (QEMU 11.1 refuses them too)":
        lambda w: w & 0xFF200C00 == 0x19200000 and _f(w, 0, 5) == _f(w, 16, 5),
    "CPY*/SET* (FEAT_MOPS) with Xn = XZR (QEMU 11.1 refuses them too)":
        lambda w: w & 0xFB200C00 == 0x19000400 and _f(w, 5, 5) == 31,
    "MSR SVCR with the reserved CRm<3:1> = 000": lambda w: w & 0xFFFFF0FF == 0xD503407F
    and _f(w, 9, 2) == 0,
    "MSR (register) to system registers EL0 cannot write": lambda w: w & 0xFFF00000 == 0xD5100000,
}


def _known_undecoded(w: int) -> str | None:
    return next((name for name, hit in KNOWN_UNDECODED.items() if hit(w)), None)


# encodings (by their ``feature``) of extensions newer than llvm-objdump-19, which prints
# <unknown> for them: checked against GNU binutils' own testsuite listing instead
# (test_newer_than_llvm_match_binutils)
NEWER_THAN_LLVM = {"fprcvt", "f8mm", "sme-mop4"}


def _compare(words: list[int], want: list[str | None]) -> tuple[list[str], int]:
    """Mis-decodes (as messages) and how many words decoded identically."""
    bad, same = [], 0
    for i, (w, ref) in enumerate(zip(words, want)):
        hit = E.disassemble(w, 4 * i)
        if hit is None or not _selected(hit[1].module) or hit[1].feature in NEWER_THAN_LLVM:
            continue
        ours = hit[0]
        if ours != ref:
            bad.append(f"0x{w:08x}: tilesim '{ours}', llvm-objdump '{ref}'")
            continue
        same += 1
        try:
            decode_word(w, 4 * i)
        except Exception as e:  # the text front end must accept its own canonical text
            bad.append(f"0x{w:08x}: '{ours}' does not execute: {e}")
    return bad, same


@needs_llvm
def test_generated_words_match_llvm_objdump():
    rng = random.Random(20261124)
    encs = _all_encodings()
    per_enc = [_words_for(e, rng) for e in encs]
    words = [w for ws in per_enc for w in ws]
    want = OD.objdump_words(words)
    bad, _ = _compare(words, want)
    assert not bad, f"{len(bad)} mis-decodes, first ones:\n" + "\n".join(bad[:40])
    # every encoding decodes at least one of its words exactly as llvm-objdump does, and every
    # generated word llvm-objdump decodes as the encoding's own mnemonic decodes in tilesim
    dead, undecoded = [], []
    pos = 0
    for e, ws in zip(encs, per_enc):
        if e.feature in NEWER_THAN_LLVM:
            pos += len(ws)
            continue
        names = {e.mnemonic, *e.aliases}
        ok = any(disasm(w, 4 * (pos + k)) == want[pos + k] and want[pos + k] is not None
                 for k, w in enumerate(ws))
        for k, w in enumerate(ws):
            ref = want[pos + k]
            if (ref is not None and ref.split()[0] in names and disasm(w, 4 * (pos + k)) is None
                    and _known_undecoded(w) is None):
                undecoded.append(f"0x{w:08x} ({e.mnemonic}: {e.layout.text}): llvm-objdump "
                                 f"'{ref}', tilesim does not decode it")
        pos += len(ws)
        if not ok:
            dead.append(f"{e.mnemonic}: {e.layout.text}")
    assert not dead, "encodings that never agree with llvm-objdump:\n" + "\n".join(dead)
    assert not undecoded, (f"{len(undecoded)} words of claimed forms do not decode:\n"
                           + "\n".join(undecoded[:40]))


def _sample_files() -> list[Path]:
    return sorted(SAMPLES.glob("*.s")) if SAMPLES.is_dir() else []


@needs_llvm
@pytest.mark.parametrize("path", _sample_files(), ids=lambda p: p.name)
def test_sample_file(path: Path):
    text = path.read_text()
    gnu = "// assembler: gnu" in text
    lines = [ln for ln in text.splitlines() if ln.strip() and not ln.strip().startswith("//")]
    words = OD.assemble(lines, "gnu" if gnu else "clang")
    assert len(words) == len(lines), "one instruction per line"
    want = OD.objdump_words(words)
    missing = [f"{ln.strip()}  (0x{w:08x}, llvm-objdump: {ref})"
               for ln, w, ref, i in zip(lines, words, want, range(len(words)))
               if disasm(w, 4 * i) is None]
    assert not missing, "sample words tilesim does not decode:\n" + "\n".join(missing)
    bad, same = _compare(words, want)
    assert not bad, "\n".join(bad[:40])
    if not ONLY:
        assert same == len(words)


@needs_llvm
def test_random_words_never_misdecode():
    rng = random.Random(1)
    words = [rng.getrandbits(32) for _ in range(100_000)]
    # and words next to real encodings: every generated word with one or two bits flipped
    encs = _all_encodings()
    for e in encs:
        base = _words_for(e, rng)[2]
        for _ in range(24):
            w = base ^ (1 << rng.randrange(32))
            if rng.random() < 0.5:
                w ^= 1 << rng.randrange(32)
            words.append(w)
    want = OD.objdump_words(words)
    bad, same = _compare(words, want)
    assert not bad, f"{len(bad)} mis-decodes of {len(words)} words:\n" + "\n".join(bad[:40])
    assert same > 0


def test_every_mnemonic_has_an_encoding():
    from isa.a64.table import _FIRST_OVERLOAD, REGISTRY

    _all_encodings()
    covered = {e.mnemonic for e in E.ENCODINGS}
    for e in E.ENCODINGS:
        covered.update(e.aliases)
    table = {n: d for n, d in _FIRST_OVERLOAD.items()} | dict(REGISTRY)
    from isa.a64.table import OVERLOADS
    modules: dict[str, set[str]] = {}
    for n, d in list(table.items()) + [(k[0], d) for k, d in OVERLOADS.items()]:
        modules.setdefault(n, set()).add(d.decode.__module__)
    names = {n for n, mods in modules.items() if any(_selected(m) for m in mods)}
    missing = sorted(names - covered - E.NO_ENCODING)
    assert not missing, f"{len(missing)} mnemonics without an encoding: {' '.join(missing)}"


# GNU binutils gas/testsuite/gas/aarch64/fprcvt.d (FEAT_FPRCVT), the first word of each group:
# <mnemonic>: the words for (Sd|Hd, Hn|Sn), (Dd, Sn), (Dd|Hd, Hn|Dn), (Sd, Dn) as listed there
_FPRCVT_GNU = """fcvtas 1efa0000 s0,h0 9e3a0000 d0,s0 9efa0000 d0,h0 1e7a0000 s0,d0
fcvtau 1efb0000 s0,h0 9e3b0000 d0,s0 9efb0000 d0,h0 1e7b0000 s0,d0
fcvtms 1ef40000 s0,h0 9e340000 d0,s0 9ef40000 d0,h0 1e740000 s0,d0
fcvtmu 1ef50000 s0,h0 9e350000 d0,s0 9ef50000 d0,h0 1e750000 s0,d0
fcvtns 1eea0000 s0,h0 9e2a0000 d0,s0 9eea0000 d0,h0 1e6a0000 s0,d0
fcvtnu 1eeb0000 s0,h0 9e2b0000 d0,s0 9eeb0000 d0,h0 1e6b0000 s0,d0
fcvtps 1ef20000 s0,h0 9e320000 d0,s0 9ef20000 d0,h0 1e720000 s0,d0
fcvtpu 1ef30000 s0,h0 9e330000 d0,s0 9ef30000 d0,h0 1e730000 s0,d0
fcvtzs 1ef60000 s0,h0 9e360000 d0,s0 9ef60000 d0,h0 1e760000 s0,d0
fcvtzu 1ef70000 s0,h0 9e370000 d0,s0 9ef70000 d0,h0 1e770000 s0,d0
scvtf 1efc0000 h0,s0 1e7c0000 d0,s0 9efc0000 h0,d0 9e3c0000 s0,d0
ucvtf 1efd0000 h0,s0 1e7d0000 d0,s0 9efd0000 h0,d0 9e3d0000 s0,d0"""


def test_newer_than_llvm_match_binutils():
    """FEAT_FPRCVT words decode to binutils' spelling (Rd = 31 and Rn = 31 too, as listed)."""
    bad = []
    for row in _FPRCVT_GNU.splitlines():
        m, *rest = row.split()
        for word, regs in zip(rest[::2], rest[1::2]):
            d, n = regs.split(",")
            w = int(word, 16)
            for ww, dd, nn in ((w, d, n), (w | 31, d[0] + "31", n), (w | 31 << 5, d, n[0] + "31")):
                got = disasm(ww)
                if got != f"{m} {dd}, {nn}":
                    bad.append(f"0x{ww:08x}: tilesim {got!r}, binutils '{m} {dd}, {nn}'")
                else:
                    decode_word(ww, 0)
    assert not bad, "\n".join(bad)
