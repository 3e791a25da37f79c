"""Single random instruction words against QEMU 11.1: each one executes identically under both,
or raises SIGILL under both.

Words are biased to the SVE, SME and Advanced SIMD/FP encoding space, and half of them are valid
encodings from the instruction table with one or two bits flipped (the near-valid words a
decoder gets wrong). One executable per mode is built once by tools/randprog.py's case machinery
(registers loaded with random special values, a dump of every register after) with a marker
instruction where the word goes; each word is patched into a copy of that file in place of the
marker and run by QEMU and by tilesim. Mode A runs it outside streaming mode, mode B after
``smstart`` (streaming, ZA on).

Left out, so that a difference is the instruction's and not the process's: branches,
exception-generating and system instructions (op0 = x101: B/BL/B.cond/CB/TB/BR/SVC/MSR/MRS/
HINT ...), and loads/stores based on SP, SVE and SME ones included (the stack holds the
environment, which differs between the two runs).
"""
from __future__ import annotations

import random
import re
from pathlib import Path

import attrs

from .rand_data import SVL, VL

MARKER_TEXT = "orr x26, x26, x26"
MARKER = 0xAA1A035A  # the word MARKER_TEXT assembles to
SIGILL_STATUS = 132

# Words QEMU 11.1 executes and tilesim does not (SIGILL), each named with a pattern of
# llvm-objdump-19's text for them; the coverage work shrinks this to nothing.
KNOWN_UNSUPPORTED: dict[str, str] = {
}
# a word llvm-objdump-19 calls <unknown> that QEMU 11.1 executes: an architecture extension newer
# than the oracle's disassembler, which has no text to name its form by
UNKNOWN_TO_LLVM = "encodings newer than llvm-objdump-19 (no oracle text)"
# Unallocated encodings QEMU 11.1 executes: its target/arm/tcg/sve.decode lets the size-00 slots
# of the SVE FP multiply-add groups (FNMLA/FNMLS writing the addend, FMAD/FMSB/FNMAD/FNMSB
# writing the multiplicand) and of FSUBR (vectors, predicated) through as bfloat16 operations,
# where the Arm ARM (FEAT_SVE_B16B16) allocates only BFMLA/BFMLS and BFADD/BFSUB/BFMUL/BFMAX/
# BFMIN/BFMAXNM/BFMINNM; no assembler has a spelling for them (LLVM: <unknown>). tilesim raises
# SIGILL, as the architecture says.
QEMU_UNALLOCATED = ("unallocated SVE bfloat16 forms QEMU 11.1 executes (FNMLA/FNMLS/FMAD/FMSB/"
                    "FNMAD/FNMSB/FSUBR with size 00)")


# Forms tilesim runs as the Arm ARM's pseudocode says and QEMU 11.1 runs differently (both
# execute them; docs/known-differences.md names the difference and its test)
QEMU_DEVIATIONS: dict[str, str] = {
    "FP8 vertical dot products FVDOT/FVDOTB/FVDOTT (QEMU 11.1 reads other Z registers and "
    "writes other ZA vectors than the pseudocode)": r"^fvdot[bt]? za\.[hs]\[.*\.b\[",
}


def qemu_deviation(text: str | None) -> str | None:
    """The QEMU_DEVIATIONS name covering llvm-objdump's text, else None."""
    return next((name for name, pat in QEMU_DEVIATIONS.items()
                 if text is not None and re.search(pat, text)), None)


def qemu_unallocated(word: int) -> str | None:
    """QEMU_UNALLOCATED for the words it covers, else None."""
    if word & 0xFFE00000 == 0x65200000 and (word >> 13) & 7 >= 2:  # size 00, not BFMLA/BFMLS
        return QEMU_UNALLOCATED
    if word & 0xFFFFE000 == 0x65038000:  # FSUBR (vectors) with size 00
        return QEMU_UNALLOCATED
    return None


@attrs.define
class WordOutcome:
    word: int
    mode: str
    text: str | None  # llvm-objdump-19's disassembly (None: <unknown>)
    qemu: tuple[int, bytes]  # exit status, stdout
    tilesim: tuple[int, bytes]
    verdict: str  # "same", "sigill" (both), a KNOWN_UNSUPPORTED or QEMU_DEVIATIONS name, or
    # "mismatch"


def _op0(word: int) -> int:
    return (word >> 25) & 0xF


def allowed(word: int) -> bool:
    """Not a branch/exception/system word (op0 = x101) and not an SP-based load/store."""
    op0 = _op0(word)
    if op0 & 0b0111 == 0b0101 and op0 & 0b1000 == 0 or op0 in (0b1010, 0b1011):
        return False
    sp_based = (word >> 5) & 31 == 31
    # ADD/SUB (immediate), ADDG/SUBG and ADD/SUB (extended register) read SP as Rn = 31: the
    # stack addresses of QEMU's and tilesim's processes differ
    if sp_based and ((word >> 24) & 0x1F == 0b10001 or (word >> 21) & 0xF9 == 0b01011001):
        return False
    if op0 & 0b0101 == 0b0100 and sp_based:  # load/store with Rn = SP
        return False
    if op0 in (0b0000, 0b0010) and word >> 31 and sp_based:  # SVE / SME memory with Rn = SP
        return False
    return True


def _biased(rng: random.Random) -> tuple[int, str]:
    """A random word in the SVE (op0 0010), SME (bit 31 set, op0 0000) or SIMD&FP (op0 x111)
    space, with its mode."""
    w = rng.getrandbits(32) & ~(0xF << 25)
    k = rng.randrange(3)
    if k == 0:
        return w | (0b0010 << 25), rng.choice("AB")
    if k == 1:
        return w | (1 << 31), "B"
    return w | (rng.choice((0b0111, 0b1111)) << 25), "A" if rng.random() < 0.8 else "B"


def _flipped(rng: random.Random, encs: list) -> tuple[int, str]:
    """A valid encoding of a random table entry (SVE/SME/SIMD ones twice as likely) with one
    or two bits flipped."""
    e = rng.choice(encs)
    lay = e.layout
    word = lay.insert({n: rng.getrandbits(sum(w for _, w in r)) for n, r in lay.fields})
    word ^= 1 << rng.randrange(32)
    if rng.random() < 0.5:
        word ^= 1 << rng.randrange(32)
    mod = e.module.rsplit(".", 1)[-1]
    mode = "B" if mod.startswith("sme") else ("A" if not mod.startswith("sve") else
                                              rng.choice("AB"))
    return word, mode


def random_words(seed: int, n: int) -> list[tuple[int, str]]:
    """``n`` allowed words and their modes: half biased random, half flipped encodings."""
    from isa.a64 import encoding as E
    from isa.a64.backend import A64Backend

    A64Backend()
    encs = [e for e in E.ENCODINGS
            for _ in range(2 if re.search(r"\.(sve|sme|simd|fp)", e.module) else 1)]
    rng = random.Random(seed)
    out: list[tuple[int, str]] = []
    while len(out) < n:
        w, mode = _biased(rng) if len(out) % 2 == 0 else _flipped(rng, encs)
        if allowed(w):
            out.append((w, mode))
    return out


def _template(mode: str, seed: int, workdir: Path) -> tuple[Path, int]:
    """The executable for ``mode`` with the marker in place of the word, and the marker's file
    offset (in .text, exactly once)."""
    from elftools.elf.elffile import ELFFile

    from tools import qemu_oracle

    from . import randprog as R

    case = R.make_case(seed, 0, 0)
    if mode == "A":
        case.body_a = [MARKER_TEXT]
    else:
        case.body_b = [MARKER_TEXT]
    src = workdir / f"word_{mode}.s"
    src.write_text(R.program_text([case]))
    exe = qemu_oracle.build_clang(src, workdir)
    data = exe.read_bytes()
    with open(exe, "rb") as fh:
        text = ELFFile(fh).get_section_by_name(".text")
        lo, hi = text["sh_offset"], text["sh_offset"] + text["sh_size"]
    marker = MARKER.to_bytes(4, "little")
    offs = [i for i in range(lo, hi, 4) if data[i:i + 4] == marker]
    if len(offs) != 1:
        raise RuntimeError(f"{exe}: the marker word occurs {len(offs)} times in .text")
    return exe, offs[0]


def known_unsupported(text: str | None) -> str | None:
    """The KNOWN_UNSUPPORTED name (here or tools/randprog.py's) covering llvm-objdump's text."""
    from .randprog import KNOWN_UNSUPPORTED as LINES

    if text is None:
        return UNKNOWN_TO_LLVM
    return next((name for name, pat in {**LINES, **KNOWN_UNSUPPORTED}.items()
                 if re.search(pat, text)), None)


def run_words(words: list[tuple[int, str]], workdir, seed: int = 0) -> list[WordOutcome]:
    """Run every word under QEMU 11.1 and tilesim (see the module docstring)."""
    from simulator import Machine
    from tools import objdump_oracle, qemu_oracle

    workdir = Path(workdir)
    templates = {m: _template(m, seed, workdir) for m in sorted({m for _, m in words})}
    texts = objdump_oracle.objdump_words([w for w, _ in words])
    out = []
    for i, ((word, mode), text) in enumerate(zip(words, texts)):
        exe, off = templates[mode]
        data = bytearray(exe.read_bytes())
        data[off:off + 4] = word.to_bytes(4, "little")
        path = workdir / f"w{i}_{word:08x}"
        path.write_bytes(bytes(data))
        path.chmod(0o755)
        q_out, _, q_status = qemu_oracle.run_qemu(path, timeout=20)
        m = Machine.from_file(path, svl=8 * SVL, vl=8 * VL, capture=None)
        m.run(max_steps=1_000_000)
        t = (int(m.exit_code), bytes(m.stdout))
        q = (q_status, q_out)
        if q == t:
            verdict = "sigill" if q_status == SIGILL_STATUS else "same"
        elif t[0] == SIGILL_STATUS and q_status != SIGILL_STATUS and (
                qemu_unallocated(word) or known_unsupported(text)):
            verdict = qemu_unallocated(word) or known_unsupported(text)
        elif t[0] == q_status and qemu_deviation(text):
            verdict = qemu_deviation(text)
        else:
            verdict = "mismatch"
        out.append(WordOutcome(word, mode, text, q, t, verdict))
        path.unlink()
    return out


def describe(o: WordOutcome) -> str:
    """One line for a mismatch: the word, its mode, llvm-objdump's text, both outcomes."""
    def side(st: tuple[int, bytes]) -> str:
        return "SIGILL" if st[0] == SIGILL_STATUS else f"exit {st[0]} ({len(st[1])} bytes)"

    diff = ""
    if o.qemu[0] == o.tilesim[0] and o.qemu[1] != o.tilesim[1]:
        from .randprog import where

        n = min(len(o.qemu[1]), len(o.tilesim[1]))
        first = next((i for i in range(n) if o.qemu[1][i] != o.tilesim[1][i]), n)
        diff = f"; first difference at byte {first}: {where(first)}"
    return (f".inst 0x{o.word:08x} (mode {o.mode}, llvm-objdump: {o.text or '<unknown>'}): "
            f"QEMU {side(o.qemu)}, tilesim {side(o.tilesim)}{diff}")
