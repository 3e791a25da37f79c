"""Bit-level helpers from the Arm ARM pseudocode (DecodeBitMasks, AddWithCarry, conditions)."""
from __future__ import annotations

M64 = (1 << 64) - 1


def sext(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def tbi_address(vaddr: int) -> int:
    """The address a tagged pointer names under Top Byte Ignore, as Linux runs user space
    (TCR_EL1.TBI0 = 1): bits 55:0 sign-extended from bit 55 (Arm ARM AArch64.AddrTop = 55,
    AArch64.BranchAddr). Bit 55 set stays a kernel-half address, which faults in user space."""
    a = vaddr & M64
    return a | 0xFF00_0000_0000_0000 if a >> 55 & 1 else a & 0x00FF_FFFF_FFFF_FFFF


def is_bitmask_imm(value: int, width: int) -> bool:
    """True when ``value`` is encodable as an A64 logical immediate (DecodeBitMasks)."""
    mask = (1 << width) - 1
    v = value & mask
    if v in (0, mask):
        return False
    size = width
    # find the smallest repeating element size
    while size > 2:
        half = size // 2
        if (v & ((1 << half) - 1)) != ((v >> half) & ((1 << half) - 1)):
            break
        size = half
    elem = v & ((1 << size) - 1)
    emask = (1 << size) - 1
    # element must be a rotation of a contiguous run of ones
    for r in range(size):
        rot = ((elem >> r) | (elem << (size - r))) & emask
        if rot and (rot & (rot + 1)) == 0:
            return True
    return False


# Condition codes: Python expressions over f = [N, Z, C, V] (ConditionHolds).
COND_EXPR = {
    "eq": "f[1]", "ne": "not f[1]", "cs": "f[2]", "hs": "f[2]", "cc": "not f[2]", "lo": "not f[2]",
    "mi": "f[0]", "pl": "not f[0]", "vs": "f[3]", "vc": "not f[3]",
    "hi": "(f[2] and not f[1])", "ls": "(not f[2] or f[1])",
    "ge": "(f[0] == f[3])", "lt": "(f[0] != f[3])",
    "gt": "(not f[1] and f[0] == f[3])", "le": "(f[1] or f[0] != f[3])",
    "al": "True", "nv": "True",
    # SVE aliases (Arm ARM C1.2.4 "Condition code aliases")
    "none": "f[1]", "any": "not f[1]", "nlast": "f[2]", "last": "not f[2]", "first": "f[0]",
    "nfrst": "not f[0]", "pmore": "(f[2] and not f[1])", "plast": "(not f[2] or f[1])",
    "tcont": "(f[0] == f[3])", "tstop": "(f[0] != f[3])",
}
INVERT = {"eq": "ne", "ne": "eq", "cs": "cc", "hs": "lo", "cc": "cs", "lo": "hs", "mi": "pl",
          "pl": "mi", "vs": "vc", "vc": "vs", "hi": "ls", "ls": "hi", "ge": "lt", "lt": "ge",
          "gt": "le", "le": "gt"}

_COND_FN: dict[str, object] = {}


def cond_fn(cond: str):
    """A compiled ``holds(f) -> bool`` for a condition name."""
    if cond not in _COND_FN:
        _COND_FN[cond] = eval(f"lambda f: bool({COND_EXPR[cond]})")  # noqa: S307 - fixed table
    return _COND_FN[cond]


def add_with_carry(a: int, b: int, carry: int, bits: int) -> tuple[int, list[int]]:
    """AddWithCarry: result and [N, Z, C, V] for unsigned ``a``, ``b`` of ``bits`` bits."""
    mask = (1 << bits) - 1
    usum = a + b + carry
    res = usum & mask
    sa, sb, sr = a >> (bits - 1), b >> (bits - 1), res >> (bits - 1)
    return res, [sr, int(res == 0), int(usum > mask), int(sa == sb and sr != sa)]
