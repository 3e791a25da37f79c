"""SVE element and predicate counts: CNTB/H/W/D, INCx/DECx (scalar and vector), CNTP and
INCP/DECP (scalar and vector), with the PTRUE/CNT patterns (Arm ARM DecodePredCount). The
saturating forms (SQINCB ... UQDECP) are in :mod:`isa.a64.sve_satcount`.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import operands as O
from .sve import LOG2, SIZE, UINT, gov, zsame
from .table import M64, Args, insn

# PTRUE/CNT patterns (Arm ARM DecodePredCount); #uimm5 spells the same numbers
PATTERNS = {"pow2": 0, **{f"vl{i}": i for i in range(1, 9)}, "vl16": 9, "vl32": 10, "vl64": 11,
            "vl128": 12, "vl256": 13, "mul4": 29, "mul3": 30, "all": 31}


def pred_count(pat: int, ne: int) -> int:
    """DecodePredCount: how many elements a pattern selects out of ``ne``."""
    if pat == 0:
        return 1 << (ne.bit_length() - 1) if ne else 0
    if 1 <= pat <= 8:
        return pat if pat <= ne else 0
    if 9 <= pat <= 13:
        k = 16 << (pat - 9)
        return k if k <= ne else 0
    if pat == 29:
        return ne - ne % 4
    if pat == 30:
        return ne - ne % 3
    if pat == 31:
        return ne
    return 0


def count_mul(a: Args, i: int) -> tuple[int, int]:
    """``{pattern{, MUL #imm}}`` starting at operand ``i``: (pattern number, multiplier)."""
    pat, mul = 31, 1
    if len(a) > i:
        o = a[i]
        if isinstance(o, O.Ident) and o.name in PATTERNS:
            pat = PATTERNS[o.name]
        elif isinstance(o, O.Imm) and o.hashed:
            pat = a.imm(i, 0, 31, "pattern")
        else:
            raise a.error(i, f"unknown pattern '{a.raw[i].text}'",
                          "patterns: pow2, vl1-vl8, vl16, vl32, vl64, vl128, vl256, mul4, mul3, "
                          "all, or #0-31")
    if len(a) > i + 1:
        o = a[i + 1]
        if not isinstance(o, O.Shift) or o.kind != "mul" or o.amount is None:
            raise a.error(i + 1, f"expected 'mul #n', got '{a.raw[i + 1].text}'", "e.g. mul #4")
        mul = a.ctx.value(o.amount, o.col)
        if not 1 <= mul <= 16:
            raise a.error(i + 1, f"multiplier {mul} out of range 1-16")
    if len(a) > i + 2:
        raise a.error(i + 2, "too many operands")
    return pat, mul


# ----------------------------------------------------------------------------- element counts
@insn("cntb", "cnth", "cntw", "cntd", klass="sve_count")
def cnt(a: Args):
    a.count(1, 2, 3, usage="Xd{, pattern{, mul #imm}}")
    d, _ = a.gpr(0, write=True, width=64)
    esz = {"b": 1, "h": 2, "w": 4, "d": 8}[a.m[-1]]
    pat, mul = count_mul(a, 1)
    sh = LOG2[esz]

    def bind(cpu, idx):
        x, nxt = cpu.x, idx + 1

        def run():
            x[d] = pred_count(pat, cpu.vlb >> sh) * mul
            return nxt
        return run
    return bind


def _incdec(a: Args):
    esz = {"b": 1, "h": 2, "w": 4, "d": 8}[a.m[-1]]
    sign = 1 if a.m.startswith("inc") else -1
    if isinstance(a[0], O.ZReg) if len(a) else False:
        if esz == 1:
            raise a.error(0, f"'{a.m}' has no vector form", "incb/decb take an x register")
        d = zsame(a, 0, esz)
        pat, mul = count_mul(a, 1)
        sh, U = LOG2[esz], UINT[esz]

        def bind(cpu, idx):
            zt, nxt = cpu.z.view(U), idx + 1
            row = zt[d]

            def run():
                n = cpu.vlb >> sh
                v = row[:n]
                v += U(pred_count(pat, n) * mul * sign & ((1 << 8 * esz) - 1))
                return nxt
            return run
        return bind
    if isinstance(a[0], O.Gpr) and not a[0].is64:
        raise a.error(0, f"'{a.m}' needs an x register", f"{a.m} x{a[0].num}")
    d, _ = a.gpr(0, write=True, width=64)
    pat, mul = count_mul(a, 1)
    sh = LOG2[esz]

    def bind(cpu, idx):
        x, nxt = cpu.x, idx + 1

        def run():
            x[d] = (x[d] + sign * pred_count(pat, cpu.vlb >> sh) * mul) & M64
            return nxt
        return run
    return bind


for _m in ("incb", "inch", "incw", "incd", "decb", "dech", "decw", "decd"):
    insn(_m, klass="sve_count")(_incdec)


def count_pred(a: Args, i: int, *, bare: bool = False) -> tuple[int, int]:
    """The counted predicate ``Pn.T`` (``bare``: a plain ``Pn`` takes ``default`` size later)."""
    o = a._get(i)
    if not isinstance(o, O.PReg) or o.qual or (not o.esz and not bare):
        raise a.error(i, f"expected a predicate with an element size, got '{a.raw[i].text}'",
                      "e.g. p1.s")
    return o.num, o.esz


def active_count(row, vlb: int, esz: int, g=None) -> int:
    """CountActive: elements of ``row`` (and of governing row ``g``) that are true."""
    v = row[:vlb:esz]
    return int(np.count_nonzero(v & g[:vlb:esz] if g is not None else v))


@insn("cntp", klass="sve_count")
def cntp(a: Args):
    """CNTP Xd, Pg, Pn.T: the number of elements active in both Pg and Pn."""
    a.count(3, usage="Xd, Pg, Pn.T")
    d, _ = a.gpr(0, write=True, width=64)
    g, _ = gov(a, 1, "", max_num=15)
    n, esz = count_pred(a, 2)

    def bind(cpu, idx):
        x, rg, rn, nxt = cpu.x, cpu.p[g], cpu.p[n], idx + 1

        def run():
            x[d] = active_count(rn, cpu.vlb, esz, rg)
            return nxt
        return run
    return bind


@insn("incp", "decp", klass="sve_count")
def incdecp(a: Args):
    """INCP/DECP Xdn, Pm.T (the 64-bit register) and Zdn.T, Pm.T (every element, modulo 2^esize):
    add or subtract the number of active elements of Pm."""
    a.count(2, usage="Xdn, Pm.T | Zdn.T, Pm.T")
    sign = 1 if a.m == "incp" else -1
    if isinstance(a[0], O.ZReg):
        d, esz = a.zreg(0, "hsd")
        m, pesz = count_pred(a, 1, bare=True)  # GNU as also takes a bare Pm here
        if pesz and pesz != esz:
            raise a.error(1, f"p{m} must have the element size of z{d}", f"write p{m}.{SIZE[esz]}")
        U, mask = UINT[esz], (1 << 8 * esz) - 1

        def bind(cpu, idx):
            row, rm, nxt = cpu.z.view(U)[d], cpu.p[m], idx + 1

            def run():
                vlb = cpu.vlb
                row[:vlb // esz] += U(sign * active_count(rm, vlb, esz) & mask)
                return nxt
            return run
        return bind
    if isinstance(a[0], O.Gpr) and not a[0].is64:
        raise a.error(0, f"'{a.m}' needs an x register", f"{a.m} x{a[0].num}, ...")
    d, _ = a.gpr(0, write=True, width=64)
    m, esz = count_pred(a, 1)

    def bind(cpu, idx):
        x, rm, nxt = cpu.x, cpu.p[m], idx + 1

        def run():
            # Xdn is read before it is written: an xzr operand reads zero, discards the result
            x[d] = (x[d if d != 33 else 32] + sign * active_count(rm, cpu.vlb, esz)) & M64
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- encodings
# Arm ARM C4.1.x "SVE Element Count", "SVE Inc/Dec by Predicate Count", "SVE Predicate Count";
# spellings checked against llvm/test/MC/AArch64/SVE/{cntb,incw,cntp,incp}.s: patterns by name
# (unnamed ones as #0xN), "all" and "mul #1" omitted.
_PAT_NAME = {v: k for k, v in PATTERNS.items()}


def pattern_name(pat: int) -> str:
    """A pattern as llvm-objdump prints it: its name, or #0xN for the unnamed ones."""
    return _PAT_NAME.get(pat) or E.himm(pat)


def pattern_text(f) -> str:
    """``{, pattern{, mul #imm}}`` as llvm-objdump prints it (nothing for ``all, mul #1``)."""
    mul = f.imm4 + 1
    if f.pattern == 31 and mul == 1:
        return ""
    return f", {pattern_name(f.pattern)}" + (f", mul {E.himm(mul)}" if mul > 1 else "")


for _s, _c in enumerate("bhwd"):
    E.ENC(f"cnt{_c}", f"00000100 {_s:02b} 10 imm4:4 111000 pattern:5 Rd:5",
          lambda f, c=_c: f"cnt{c} {E.x(f.Rd)}{pattern_text(f)}", "sve")
    E.ENC(f"inc{_c}", f"00000100 {_s:02b} 11 imm4:4 11100 D:1 pattern:5 Rd:5",
          lambda f, c=_c: f"{'dec' if f.D else 'inc'}{c} {E.x(f.Rd)}{pattern_text(f)}", "sve",
          aliases=(f"dec{_c}",))
    if _s:
        E.ENC(f"inc{_c}", f"00000100 {_s:02b} 11 imm4:4 11000 D:1 pattern:5 Zd:5",
              lambda f, c=_c, s=_s: f"{'dec' if f.D else 'inc'}{c} {E.zr(f.Zd, s)}{pattern_text(f)}",
              "sve", aliases=(f"dec{_c}",))
    # CNTP Xd, Pg, Pn.T; INCP/DECP Xdn, Pm.T and Zdn.T, Pm.T
    E.ENC("cntp", f"00100101 {_s:02b} 100 000 10 Pg:4 0 Pn:4 Rd:5",
          lambda f, s=_s: f"cntp {E.x(f.Rd)}, p{f.Pg}, p{f.Pn}.{E.ESIZE[s]}", "sve")
    E.ENC("incp", f"00100101 {_s:02b} 10110 D:1 10001 00 Pm:4 Rd:5",
          lambda f, s=_s: f"{'decp' if f.D else 'incp'} {E.x(f.Rd)}, p{f.Pm}.{E.ESIZE[s]}",
          "sve", aliases=("decp",))
    if _s:
        E.ENC("incp", f"00100101 {_s:02b} 10110 D:1 10000 00 Pm:4 Zd:5",
              lambda f, s=_s: f"{'decp' if f.D else 'incp'} {E.zr(f.Zd, s)}, "
                              f"p{f.Pm}.{E.ESIZE[s]}", "sve", aliases=("decp",))
