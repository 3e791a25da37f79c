"""Name the encoding group of any 32-bit A64 word, from the Arm ARM's top-level decode tables.

Used for words tilesim cannot execute (``.inst`` data, ELF code of unsupported forms): a fault or
a listing then says *what* the word is ("an SME outer product", "Advanced SIMD", …) even when no
supported encoding matches. The groups follow the Arm Architecture Reference Manual for A-profile
(DDI 0487), section C4.1 "A64 instruction set encoding": the top-level table splits on bit 31
(op0) and bits 28:25 (op1); each group's own table splits further. Only the field tests are
taken from there; names are the manual's group titles, shortened.
"""
from __future__ import annotations


def _bits(word: int, hi: int, lo: int) -> int:
    return (word >> lo) & ((1 << (hi - lo + 1)) - 1)


def classify(word: int) -> str:
    """The encoding group of ``word``, e.g. ``"SME outer product"`` or ``"load/store pair"``."""
    word &= 0xFFFFFFFF
    op0, op1 = word >> 31, _bits(word, 28, 25)
    if op1 == 0b0000:
        if op0:
            return _sme(word)
        return "permanently undefined instruction (UDF)" if word >> 16 == 0 else "reserved encoding"
    if op1 in (0b0001, 0b0011):
        return "unallocated encoding"
    if op1 == 0b0010:
        return _sve(word)
    if op1 & 0b1110 == 0b1000:
        return _dp_immediate(word)
    if op1 & 0b1110 == 0b1010:
        return _branch_system(word)
    if op1 & 0b0101 == 0b0100:
        return _load_store(word)
    if op1 & 0b0111 == 0b0101:
        return _dp_register(word)
    return _fp_simd(word)


def _sme(word: int) -> str:
    """SME encodings (op0 = bits 30:29)."""
    op0 = _bits(word, 30, 29)
    if op0 == 0b11:
        return "SME load/store (ZA tile slice)" if not _bits(word, 24, 24) \
            else "SME load/store (ZA array vector or ZT0)"
    if op0 == 0b10:
        if _bits(word, 24, 24):
            return "SME2 multi-vector instruction"
        return "SME move, zero, add-to-tile or lookup-table instruction"
    if op0 == 0b01 and _bits(word, 23, 22) == 0b01:
        return "SME2 multi-vector contiguous load/store"
    return "SME outer product"


_SVE_GROUPS = {
    0b000: "SVE integer arithmetic",
    0b001: "SVE permute, compare or predicate instruction",
    0b010: "SVE integer multiply-add, dot product or SVE2 integer instruction",
    0b011: "SVE floating-point arithmetic",
    0b100: "SVE 32-bit gather load or vector/predicate load",
    0b101: "SVE contiguous or replicating load",
    0b110: "SVE 64-bit gather load",
    0b111: "SVE store",
}


def _sve(word: int) -> str:
    """SVE encodings (op0 = bits 31:29)."""
    op0 = _bits(word, 31, 29)
    if op0 == 0b000 and not _bits(word, 24, 24) and not _bits(word, 21, 21):
        return "SVE predicated integer arithmetic"
    return _SVE_GROUPS[op0]


def _dp_immediate(word: int) -> str:
    """Data processing -- immediate (op0 = bits 25:23)."""
    op0 = _bits(word, 25, 23)
    return ("PC-relative addressing (ADR/ADRP)", "PC-relative addressing (ADR/ADRP)",
            "add/subtract (immediate)", "add/subtract (immediate, with tags)",
            "logical (immediate)", "move wide (immediate)", "bitfield", "extract")[op0]


def _branch_system(word: int) -> str:
    """Branches, exception generating and system instructions (op0 = 31:29, op1 = 25:12)."""
    op0, op1 = _bits(word, 31, 29), _bits(word, 25, 12)
    if op0 == 0b010:
        return "conditional branch (immediate)"
    if op0 & 0b011 == 0b000:
        return "unconditional branch (immediate)"
    if op0 & 0b011 == 0b001:
        return "test and branch (immediate)" if op1 >> 13 else "compare and branch (immediate)"
    if op0 == 0b110:
        if op1 >> 13:
            return "unconditional branch (register)"
        if op1 >> 12 == 0b00:
            return "exception generation"
        if op1 == 0b01000000110010:
            return "hint"
        if op1 == 0b01000000110011:
            return "barrier"
        if op1 & 0b11111110001111 == 0b01000000000100:
            return "PSTATE"
        if op1 & 0b11110100000000 == 0b01000100000000:
            return "system register move (MRS/MSR)"
        return "system instruction"
    return "unallocated branch/system encoding"


def _load_store(word: int) -> str:
    """Loads and stores (op0 = bits 31:28, op1 = bit 26, op2 = bits 24:23)."""
    op0, v, op2 = _bits(word, 31, 28), _bits(word, 26, 26), _bits(word, 24, 23)
    kind = op0 & 0b0011
    if kind == 0b00:
        if v and op0 & 0b1011 == 0b0000:
            return ("Advanced SIMD load/store multiple structures" if op2 < 2
                    else "Advanced SIMD load/store single structure")
        return "load/store exclusive, ordered or compare-and-swap"
    if kind == 0b01:
        if op2 < 2:
            return "load register (literal)"
        return "memory copy/set or load/store (unscaled, RCpc)"
    if kind == 0b10:
        return "load/store pair"
    if op2 >= 2:
        return "load/store register (unsigned immediate)"
    if _bits(word, 21, 21):
        return "atomic memory operation" if _bits(word, 11, 10) == 0 else \
            "load/store register (register offset)"
    return ("load/store register (unscaled immediate)",
            "load/store register (immediate post-indexed)",
            "load/store register (unprivileged)",
            "load/store register (immediate pre-indexed)")[_bits(word, 11, 10)]


def _dp_register(word: int) -> str:
    """Data processing -- register (op0 = bit 30, op1 = bit 28, op2 = bits 24:21)."""
    op0, op1, op2 = _bits(word, 30, 30), _bits(word, 28, 28), _bits(word, 24, 21)
    if op1 == 0:
        if op2 >> 3 == 0:
            return "logical (shifted register)"
        return "add/subtract (extended register)" if op2 & 1 else "add/subtract (shifted register)"
    if op2 == 0b0110:
        return "data-processing (1 source)" if op0 else "data-processing (2 source)"
    if op2 >> 3:
        return "data-processing (3 source)"
    return {0b0000: "add/subtract with carry, rotate or evaluate into flags",
            0b0010: "conditional compare", 0b0100: "conditional select"}.get(
        op2, "unallocated data-processing (register) encoding")


def _fp_simd(word: int) -> str:
    """Data processing -- scalar floating-point and Advanced SIMD (op0 = bits 31:28)."""
    op0 = _bits(word, 31, 28)
    if op0 == 0b0100 and not _bits(word, 24, 24) and _bits(word, 21, 19) == 0b101 \
            and _bits(word, 11, 10) == 0b10 and _bits(word, 22, 22) == 0:
        return "cryptographic AES"
    if op0 & 0b0101 == 0b0001:
        return "scalar floating-point"
    if op0 & 0b1101 == 0b0101:
        return "Advanced SIMD scalar"
    if op0 & 0b1001 == 0b0000:
        return "Advanced SIMD"
    return "cryptographic or Advanced SIMD extension"


def describe(word: int) -> str:
    """``"an SME outer product instruction"``: what ``word`` is, for a message."""
    group = classify(word)
    if not group.endswith(("instruction", "encoding", "(UDF)")):
        group += " instruction"
    return article(group)


def article(group: str) -> str:
    """``"an SME outer product"``: the group with the indefinite article it takes."""
    first = group.split()[0]
    vowel_sound = first[0].lower() in "aeiou" or (first.isupper() and first[0] in "AEFHILMNORSX")
    return ("an " if vowel_sound else "a ") + group
