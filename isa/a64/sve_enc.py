"""Binary encodings of the SVE core forms of :mod:`isa.a64.sve` (INDEX, DUP/DUPM/CPY/SEL/MOV,
integer ADD/SUB/MUL and the logic ops, UADDV/SADDV, MOVPRFX).

Layouts come from the Arm ARM (DDI 0487) C4.1 SVE encoding tables; the canonical text is what
llvm-objdump prints, checked against the LLVM MC tests ``llvm/test/MC/AArch64/SVE/<mnemonic>.s``
(``mov`` for DUP/CPY/DUPM/SEL/ORR when the Arm ARM marks the alias preferred).
"""
from __future__ import annotations

from . import encoding as E
from .base import decode_bit_masks
from .bits import sext

T = E.ESIZE  # size field -> element suffix


def _r(size: int, n: int, sp: bool = False) -> str:
    """The general register of a .T operation: X for .d, W otherwise."""
    return E.x(n, sp) if size == 3 else E.w(n, sp)


def _cpy_imm(size: int, sh: int, imm8: int) -> str | None:
    """Imm8 with optional LSL #8 as llvm prints DUP/CPY immediates: the signed value, shifted,
    as an unsigned element in hex; ``#0x0, lsl #8`` stays explicit. None: .b with a shift."""
    if size == 0 and sh:
        return None
    if sh and imm8 == 0:
        return "#0x0, lsl #8"
    v = (sext(imm8, 8) << 8 * sh) & ((1 << (8 << size)) - 1)
    return f"#0x{v:x}"


def _add_imm(size: int, sh: int, imm8: int) -> str | None:
    """Unsigned imm8 with optional LSL #8 (ADD/SUB (immediate))."""
    if size == 0 and sh:
        return None
    if sh and imm8 == 0:
        return "#0x0, lsl #8"
    return f"#0x{imm8 << 8 * sh:x}"


# ----------------------------------------------------------------------------- INDEX
# Arm ARM C4.1 SVE encodings, INDEX (immediates / scalar, immediate / immediate, scalar /
# scalars); llvm/test/MC/AArch64/SVE/index.s.
def _index(kind: str):
    def fmt(f):
        start = E.himm(sext(f.imm5, 5)) if kind[0] == "i" else _r(f.size, f.Rn)
        step = E.himm(sext(f.imm5b if kind == "ii" else f.imm5, 5)) if kind[1] == "i" \
            else _r(f.size, f.Rm)
        return f"index {E.zr(f.Zd, f.size)}, {start}, {step}"
    return fmt


E.ENC("index", "00000100 size:2 1 imm5b:5 010000 imm5:5 Zd:5", _index("ii"), "sve")
E.ENC("index", "00000100 size:2 1 imm5:5 010001 Rn:5 Zd:5", _index("ri"), "sve")
E.ENC("index", "00000100 size:2 1 Rm:5 010010 imm5:5 Zd:5", _index("ir"), "sve")
E.ENC("index", "00000100 size:2 1 Rm:5 010011 Rn:5 Zd:5", _index("rr"), "sve")


# ----------------------------------------------------------------------------- DUP / DUPM / CPY
# Arm ARM C4.1 SVE encodings, DUP (immediate), printed as its preferred alias MOV (immediate);
# llvm/test/MC/AArch64/SVE/dup.s, mov.s.
def _fmt_dup_imm(f):
    v = _cpy_imm(f.size, f.sh, f.imm8)
    return v and f"mov {E.zr(f.Zd, f.size)}, {v}"


E.ENC("dup", "00100101 size:2 111 00 0 11 sh:1 imm8:8 Zd:5", _fmt_dup_imm, "sve", aliases=("mov",))


# Arm ARM C4.1 SVE encodings, DUPM and its alias MOV (bitmask immediate):
# the alias is preferred unless DUP (immediate) could encode the value (SVEMoveMaskPreferred).
# The element size printed is the smallest one whose replication gives the 64-bit mask
# (llvm/test/MC/AArch64/SVE/dupm.s).
def logical_imm(imm13: int) -> tuple[int, int] | None:
    """(element size field 0-3, element value) of an SVE logical immediate, or None if reserved."""
    v = decode_bit_masks(imm13 >> 12, imm13 & 0x3F, (imm13 >> 6) & 0x3F, 64)
    if v is None:
        return None
    for size in range(3):
        bits = 8 << size
        e = v & ((1 << bits) - 1)
        if all((v >> k) & ((1 << bits) - 1) == e for k in range(0, 64, bits)):
            return size, e
    return 3, v


def _dup_can_encode(v: int) -> bool:
    """True when some DUP (immediate) .T broadcasts the 64-bit pattern ``v``."""
    for size in range(4):
        bits = 8 << size
        e = v & ((1 << bits) - 1)
        if any((v >> k) & ((1 << bits) - 1) != e for k in range(0, 64, bits)):
            continue
        s = sext(e, bits)
        if -128 <= s <= 127 or (size and s % 256 == 0 and -128 <= s // 256 <= 127):
            return True
    return False


def _fmt_dupm(f):
    li = logical_imm(f.imm13)
    if li is None:
        return None
    size, e = li
    rep = decode_bit_masks(f.imm13 >> 12, f.imm13 & 0x3F, (f.imm13 >> 6) & 0x3F, 64)
    m = "dupm" if _dup_can_encode(rep) else "mov"
    return f"{m} {E.zr(f.Zd, size)}, #0x{e:x}"


E.ENC("dupm", "00000101 11 0000 imm13:13 Zd:5", _fmt_dupm, "sve", aliases=("mov",))


# Arm ARM C4.1 SVE encodings, CPY (immediate) and its alias MOV (immediate, predicated);
# llvm/test/MC/AArch64/SVE/cpy.s.
def _fmt_cpy_imm(f):
    v = _cpy_imm(f.size, f.sh, f.imm8)
    return v and f"mov {E.zr(f.Zd, f.size)}, {E.pr(f.Pg, 'zm'[f.M])}, {v}"


E.ENC("cpy", "00000101 size:2 01 Pg:4 0 M:1 sh:1 imm8:8 Zd:5", _fmt_cpy_imm, "sve",
      aliases=("mov",))


# Arm ARM C4.1 SVE encodings, DUP (scalar), CPY (scalar) and CPY (SIMD&FP scalar); all print
# as MOV (llvm/test/MC/AArch64/SVE/mov.s).
E.ENC("dup", "00000101 size:2 1 00000 001110 Rn:5 Zd:5",
      lambda f: f"mov {E.zr(f.Zd, f.size)}, {_r(f.size, f.Rn, True)}", "sve", aliases=("mov",))
E.ENC("cpy", "00000101 size:2 101000 101 Pg:3 Rn:5 Zd:5",
      lambda f: f"mov {E.zr(f.Zd, f.size)}, {E.pr(f.Pg, 'm')}, {_r(f.size, f.Rn, True)}", "sve",
      aliases=("mov",))
E.ENC("cpy", "00000101 size:2 100000 100 Pg:3 Vn:5 Zd:5",
      lambda f: f"mov {E.zr(f.Zd, f.size)}, {E.pr(f.Pg, 'm')}, {T[f.size]}{f.Vn}", "sve",
      aliases=("mov",))


# Arm ARM C4.1 SVE encodings, DUP (indexed). tsz's lowest set bit gives the
# element size, the bits above it and imm2 the index; index 0 prints as ``mov zd.T, Vn``.
def _fmt_dup_idx(f):
    if f.tsz == 0:
        return None
    size = (f.tsz & -f.tsz).bit_length() - 1
    k = (f.imm2 << (4 - size)) | (f.tsz >> (size + 1))
    t = "bhsdq"[size]
    if k == 0:
        return f"mov z{f.Zd}.{t}, {t}{f.Zn}"
    return f"mov z{f.Zd}.{t}, z{f.Zn}.{t}[{k}]"


E.ENC("dup", "00000101 imm2:2 1 tsz:5 001000 Zn:5 Zd:5", _fmt_dup_idx, "sve", aliases=("mov",))


# Arm ARM C4.1 SVE encodings, SEL (vectors); MOV (vector, predicated) when Zd == Zm;
# llvm/test/MC/AArch64/SVE/sel.s.
def _fmt_sel(f):
    zd, zn = E.zr(f.Zd, f.size), E.zr(f.Zn, f.size)
    if f.Zd == f.Zm:
        return f"mov {zd}, {E.pr(f.Pg, 'm')}, {zn}"
    return f"sel {zd}, {E.pr(f.Pg)}, {zn}, {E.zr(f.Zm, f.size)}"


E.ENC("sel", "00000101 size:2 1 Zm:5 11 Pg:4 Zn:5 Zd:5", _fmt_sel, "sve", aliases=("mov",))


# ----------------------------------------------------------------------------- integer arithmetic
# Arm ARM C4.1 SVE encodings, ADD/SUB (vectors, unpredicated) (the saturating forms beside them
# are in isa/a64/sve2_ops.py) and the SVE2 MUL (vectors, unpredicated);
# llvm/test/MC/AArch64/SVE/add.s, sub.s, SVE2/mul.s.
def _fmt_arith_unpred(f):
    m = {0: "add", 1: "sub"}.get(f.opc)
    if m is None:
        return None
    return f"{m} {E.zr(f.Zd, f.size)}, {E.zr(f.Zn, f.size)}, {E.zr(f.Zm, f.size)}"


E.ENC("add", "00000100 size:2 1 Zm:5 000 opc:3 Zn:5 Zd:5", _fmt_arith_unpred, "sve",
      aliases=("sub",))
E.ENC("mul", "00000100 size:2 1 Zm:5 011000 Zn:5 Zd:5",
      lambda f: f"mul {E.zr(f.Zd, f.size)}, {E.zr(f.Zn, f.size)}, {E.zr(f.Zm, f.size)}", "sve2")


# Arm ARM C4.1 SVE encodings, AND/ORR/EOR/BIC (vectors, unpredicated); ORR with Zn == Zm is
# MOV (vector, unpredicated); llvm/test/MC/AArch64/SVE/orr.s, mov.s.
def _fmt_logic_unpred(f):
    if f.opc == 1 and f.Zn == f.Zm:
        return f"mov z{f.Zd}.d, z{f.Zn}.d"
    m = ("and", "orr", "eor", "bic")[f.opc]
    return f"{m} z{f.Zd}.d, z{f.Zn}.d, z{f.Zm}.d"


E.ENC("and", "00000100 opc:2 1 Zm:5 001100 Zn:5 Zd:5", _fmt_logic_unpred, "sve",
      aliases=("orr", "eor", "bic", "mov"))


# Arm ARM C4.1 SVE encodings, ADD/SUB (vectors, predicated) (SUBR: sve2_ops.py),
# ORR/EOR/AND/BIC (vectors, predicated), MUL (vectors, predicated) (SMULH/UMULH are not).
def _pred(m: str | None, f) -> str | None:
    if m is None:
        return None
    z = E.zr(f.Zdn, f.size)
    return f"{m} {z}, {E.pr(f.Pg, 'm')}, {z}, {E.zr(f.Zm, f.size)}"


E.ENC("add", "00000100 size:2 0 00 opc:3 000 Pg:3 Zm:5 Zdn:5",
      lambda f: _pred({0: "add", 1: "sub"}.get(f.opc), f), "sve", aliases=("sub",))
E.ENC("orr", "00000100 size:2 0 11 opc:3 000 Pg:3 Zm:5 Zdn:5",
      lambda f: _pred({0: "orr", 1: "eor", 2: "and", 3: "bic"}.get(f.opc), f), "sve",
      aliases=("eor", "and", "bic"))
E.ENC("mul", "00000100 size:2 0 10000 000 Pg:3 Zm:5 Zdn:5", lambda f: _pred("mul", f), "sve")


# Arm ARM C4.1 SVE encodings, ADD/SUB (immediate) with an unsigned
# imm8 and optional LSL #8 (SUBR and the saturating forms: sve2_ops.py), MUL (immediate) with
# a signed imm8; llvm/test/MC/AArch64/SVE/add.s, sub.s, mul.s.
def _fmt_addsub_imm(f):
    m = {0: "add", 1: "sub"}.get(f.opc)
    v = _add_imm(f.size, f.sh, f.imm8)
    if m is None or v is None:
        return None
    z = E.zr(f.Zdn, f.size)
    return f"{m} {z}, {z}, {v}"


E.ENC("add", "00100101 size:2 100 opc:3 11 sh:1 imm8:8 Zdn:5", _fmt_addsub_imm, "sve",
      aliases=("sub",))
E.ENC("mul", "00100101 size:2 110000 11 0 imm8:8 Zdn:5",
      lambda f: f"mul {E.zr(f.Zdn, f.size)}, {E.zr(f.Zdn, f.size)}, {E.himm(sext(f.imm8, 8))}",
      "sve")


# Arm ARM C4.1 SVE encodings, ORR/EOR/AND (immediate); ORN/EON/BIC (immediate) are
# assembler aliases with the inverted immediate, never printed (llvm/test/MC/AArch64/SVE/orn.s).
def _fmt_logic_imm(f):
    li = logical_imm(f.imm13)
    if li is None or f.opc == 3:
        return None
    size, e = li
    z = E.zr(f.Zdn, size)
    return f"{('orr', 'eor', 'and')[f.opc]} {z}, {z}, #0x{e:x}"


E.ENC("orr", "00000101 opc:2 0000 imm13:13 Zdn:5", _fmt_logic_imm, "sve",
      aliases=("eor", "and", "orn", "eon", "bic"))


# ----------------------------------------------------------------------------- reductions
# Arm ARM C4.1 SVE encodings, SADDV (not .d) and UADDV; llvm/test/MC/AArch64/SVE/uaddv.s.
def _fmt_addv(f):
    if not f.U and f.size == 3:
        return None
    return f"{'uaddv' if f.U else 'saddv'} d{f.Vd}, {E.pr(f.Pg)}, {E.zr(f.Zn, f.size)}"


E.ENC("uaddv", "00000100 size:2 000 00 U:1 001 Pg:3 Zn:5 Vd:5", _fmt_addv, "sve",
      aliases=("saddv",))


# ----------------------------------------------------------------------------- MOVPRFX
# Arm ARM C4.1 SVE encodings, MOVPRFX (unpredicated) and MOVPRFX (predicated), M = merging;
# llvm/test/MC/AArch64/SVE/movprfx.s.
E.ENC("movprfx", "00000100 001 00000 101111 Zn:5 Zd:5",
      lambda f: f"movprfx z{f.Zd}, z{f.Zn}", "sve")
E.ENC("movprfx", "00000100 size:2 010 00 M:1 001 Pg:3 Zn:5 Zd:5",
      lambda f: f"movprfx {E.zr(f.Zd, f.size)}, {E.pr(f.Pg, 'zm'[f.M])}, {E.zr(f.Zn, f.size)}",
      "sve")
