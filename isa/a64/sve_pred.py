"""SVE predicates, element counts and permutes: PTRUE/PTRUES/PFALSE, WHILELT/LE/LO/LS,
CNTB/H/W/D, INCx/DECx (scalar and vector), CNTP, INCP/DECP (scalar and vector),
ADDVL/ADDPL/RDVL, MOV/SEL/NOT and the logic ops on P registers, and ZIP1/ZIP2/UZP1/UZP2/TRN1/TRN2
on Z and P registers.

Flag-setting forms compute PredTest (Arm ARM): N = first active element is true, Z = no active
element is true, C = NOT (last active element is true), V = 0 -- against the governing predicate
as it was before the instruction, also when Pd is Pg.
"""
from __future__ import annotations

import numpy as np

from isa.faults import IllegalInstruction

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


@insn("addvl", "addpl", klass="sve_count")
def addvl(a: Args):
    a.count(3, usage="Xd|SP, Xn|SP, #imm")
    d, _ = a.gpr(0, sp=True, zr=False, write=True, width=64)
    n, _ = a.gpr(1, sp=True, zr=False, width=64)
    k = a.imm(2, -32, 31, "multiplier")
    pl = a.m == "addpl"

    def bind(cpu, idx):
        x, nxt = cpu.x, idx + 1

        def run():
            x[d] = (x[n] + k * (cpu.vlb >> 3 if pl else cpu.vlb)) & M64
            return nxt
        return run
    return bind


@insn("rdvl", klass="sve_count")
def rdvl(a: Args):
    a.count(2, usage="Xd, #imm")
    d, _ = a.gpr(0, write=True, width=64)  # Xd = 31 is xzr (the result is discarded)
    k = a.imm(1, -32, 31, "multiplier")

    def bind(cpu, idx):
        x, nxt = cpu.x, idx + 1

        def run():
            x[d] = (k * cpu.vlb) & M64
            return nxt
        return run
    return bind




def _pdest(a: Args, i: int, sizes: str = "bhsd") -> tuple[int, int]:
    o = a._get(i)
    if isinstance(o, O.PReg) and o.qual:
        raise a.error(i, f"the destination predicate takes an element size, not '/{o.qual}'",
                      f"e.g. p{o.num}.s")
    n, _, esz = a.preg(i, "", sizes=sizes)
    return n, esz


def _psrc(a: Args, i: int, esz: int) -> int:
    o = a._get(i)
    if not isinstance(o, O.PReg) or o.qual or o.esz != esz:
        raise a.error(i, f"expected p{getattr(o, 'num', 'N')}.{SIZE[esz]}",
                      "all predicate operands have the destination's element size")
    return o.num


# ----------------------------------------------------------------------------- PTRUE / PFALSE
@insn("ptrue", "ptrues", klass="sve_pred")
def ptrue(a: Args):
    a.count(1, 2, usage="Pd.T{, pattern}")
    d, esz = _pdest(a, 0)
    pat = 31
    if len(a) == 2:
        o = a[1]
        if isinstance(o, O.Ident) and o.name in PATTERNS:
            pat = PATTERNS[o.name]
        elif isinstance(o, O.Imm) and o.hashed:
            pat = a.imm(1, 0, 31, "pattern")
        else:
            raise a.error(1, f"unknown pattern '{a.raw[1].text}'",
                          "patterns: pow2, vl1-vl8, vl16, vl32, vl64, vl128, vl256, mul4, mul3, "
                          "all, or #0-31")
    setf = a.m == "ptrues"
    sh = LOG2[esz]

    def bind(cpu, idx):
        row, f, nxt = cpu.p[d], cpu.nzcv, idx + 1

        def run():
            vlb = cpu.vlb
            c = pred_count(pat, vlb >> sh)
            row[:vlb] = False
            row[:c * esz:esz] = True
            if setf:  # PredTest(result, result): C is set only when nothing is true
                f[0], f[1], f[2], f[3] = int(c > 0), int(c == 0), int(c == 0), 0
            return nxt
        return run
    return bind


@insn("pfalse", klass="sve_pred")
def pfalse(a: Args):
    a.count(1, usage="Pd.B")
    d, _ = _pdest(a, 0, "b")

    def bind(cpu, idx):
        row, nxt = cpu.p[d], idx + 1

        def run():
            row[:cpu.vlb] = False
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- WHILE
@insn("whilelt", "whilele", "whilelo", "whilels", klass="sve_pred")
def whilexx(a: Args):
    a.count(3, usage="Pd.T, Rn, Rm")
    d, esz = _pdest(a, 0)
    n, is64 = a.gpr(1)
    m, _ = a.gpr(2)
    a.same_width(1, 2)
    bits = 64 if is64 else 32
    mask = (1 << bits) - 1
    signed = a.m in ("whilelt", "whilele")
    le = a.m in ("whilele", "whilels")
    top = (mask >> 1) if signed else mask  # op2 == max: "<=" holds for every element
    half = 1 << (bits - 1)
    sh = LOG2[esz]

    def bind(cpu, idx):
        x, row, f, nxt = cpu.x, cpu.p[d], cpu.nzcv, idx + 1
        v: list = [-1]  # the VL in force, Pd's view and the result for each count, made lazily

        def pattern(c):
            pat = np.zeros(v[0], np.bool_)
            pat[:c * esz:esz] = True
            v[3][c] = pat
            return pat

        def run():
            vlb = cpu.vlb
            if v[0] != vlb:
                v[:] = [vlb, vlb >> sh, row[:vlb], [None] * ((vlb >> sh) + 1)]
            _, ne, pd, pats = v
            v1, v2 = x[n] & mask, x[m] & mask
            if signed:
                v1, v2 = (v1 ^ half) - half, (v2 ^ half) - half
            if le:
                c = ne if v2 == top else v2 - v1 + 1
            else:
                c = v2 - v1
            c = 0 if c <= 0 else (ne if c > ne else c)
            pat = pats[c]
            pd[:] = pat if pat is not None else pattern(c)
            f[0], f[1], f[2], f[3] = int(c > 0), int(c == 0), int(c < ne), 0
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- P logic / MOV / SEL
_PLOGIC = {
    "and": lambda n, m: n & m, "bic": lambda n, m: n & ~m, "orr": lambda n, m: n | m,
    "eor": lambda n, m: n ^ m, "orn": lambda n, m: n | ~m, "nor": lambda n, m: ~(n | m),
    "nand": lambda n, m: ~(n & m),
}


def pred_test(f, g, r) -> None:
    """PredTest(mask, result) (Arm ARM) over bool arrays, one entry per element or byte:
    N = first active, Z = none active, C = not last active, V = 0."""
    act = np.flatnonzero(g)
    if act.size == 0:
        f[0], f[1], f[2], f[3] = 0, 1, 1, 0
        return
    f[0] = int(r[act[0]])
    f[1] = int(not r[act].any())
    f[2] = int(not r[act[-1]])
    f[3] = 0


def _plogic_bind(fn, d: int, g: int, n: int, m: int, setf: bool):
    alias = setf and d == g

    def bind(cpu, idx):
        p, f, nxt = cpu.p, cpu.nzcv, idx + 1
        rd, rg, rn, rm = p[d], p[g], p[n], p[m]

        def run():
            vlb = cpu.vlb
            gv = rg[:vlb]
            r = fn(rn[:vlb], rm[:vlb]) & gv
            if alias:  # Pd == Pg: PredTest reads the ORIGINAL governing predicate
                gv = gv.copy()
            rd[:vlb] = r
            if setf:
                pred_test(f, gv, r)
            return nxt
        return run
    return bind


def plogic(a: Args):
    """AND/BIC/ORR/EOR/ORN/NOR/NAND (and the flag-setting …S forms) Pd.B, Pg/Z, Pn.B, Pm.B."""
    setf = a.m.endswith("s") and a.m[:-1] in _PLOGIC
    base = a.m[:-1] if setf else a.m
    a.count(4, usage="Pd.B, Pg/Z, Pn.B, Pm.B")
    d, _ = _pdest(a, 0, "b")
    g, _ = gov(a, 1, "z", max_num=15)
    return _plogic_bind(_PLOGIC[base], d, g, _psrc(a, 2, 1), _psrc(a, 3, 1), setf)


for _m in _PLOGIC:
    insn(_m, klass="sve_pred", first="PReg")(plogic)
    insn(_m + "s", klass="sve_pred", first="PReg")(plogic)


@insn("not", "nots", klass="sve_pred", first="PReg")
def pnot(a: Args):
    """NOT Pd.B, Pg/Z, Pn.B: the alias of EOR Pd.B, Pg/Z, Pn.B, Pg.B (NOTS: of EORS)."""
    a.count(3, usage="Pd.B, Pg/Z, Pn.B")
    d, _ = _pdest(a, 0, "b")
    g, _ = gov(a, 1, "z", max_num=15)
    return _plogic_bind(_PLOGIC["eor"], d, g, _psrc(a, 2, 1), g, a.m == "nots")


@insn("sel", klass="sve_pred", first="PReg")
def psel(a: Args):
    a.count(4, usage="Pd.B, Pg, Pn.B, Pm.B")
    d, _ = _pdest(a, 0, "b")
    g, _ = gov(a, 1, "", max_num=15)
    return _psel_bind(d, g, _psrc(a, 2, 1), _psrc(a, 3, 1))


def _psel_bind(d, g, n, m):
    def bind(cpu, idx):
        p, nxt = cpu.p, idx + 1
        rd, rg, rn, rm = p[d], p[g], p[n], p[m]

        def run():
            vlb = cpu.vlb
            gv = rg[:vlb]
            rd[:vlb] = (rn[:vlb] & gv) | (rm[:vlb] & ~gv)
            return nxt
        return run
    return bind


@insn("mov", "movs", klass="sve_pred", first="PReg")
def pmov(a: Args):
    """MOV Pd.B, Pn.B (ORR Pn, Pn); MOV Pd.B, Pg/Z, Pn.B (AND); MOV Pd.B, Pg/M, Pn.B (SEL)."""
    a.count(2, 3, usage="Pd.B, Pn.B | Pd.B, Pg/Z, Pn.B | Pd.B, Pg/M, Pn.B")
    d, _ = _pdest(a, 0, "b")
    setf = a.m == "movs"
    if len(a) == 2:
        n = _psrc(a, 1, 1)
        if setf:
            return _plogic_bind(_PLOGIC["orr"], d, n, n, n, True)

        def bind(cpu, idx):
            p, nxt = cpu.p, idx + 1
            rd, rn = p[d], p[n]

            def run():
                vlb = cpu.vlb
                rd[:vlb] = rn[:vlb]
                return nxt
            return run
        return bind
    g, q = gov(a, 1, "z" if setf else "zm", max_num=15)
    n = _psrc(a, 2, 1)
    if q == "z":
        return _plogic_bind(_PLOGIC["and"], d, g, n, n, setf)
    return _psel_bind(d, g, n, d)


# ----------------------------------------------------------------------------- permutes
def _perm_index(kind: str, ne: int) -> np.ndarray:
    """Source positions in concat(Zn, Zm) (length 2*ne) for each result element."""
    h = ne // 2
    i = np.arange(ne)
    if kind == "zip1":
        return np.where(i % 2 == 0, i // 2, ne + i // 2)
    if kind == "zip2":
        return np.where(i % 2 == 0, h + i // 2, ne + h + i // 2)
    if kind == "uzp1":
        return 2 * i
    if kind == "uzp2":
        return 2 * i + 1
    if kind == "trn1":
        return np.where(i % 2 == 0, i, ne + i - 1)
    return np.where(i % 2 == 0, i + 1, ne + i)  # trn2


def permute(a: Args):
    a.count(3, usage="Zd.T, Zn.T, Zm.T | Pd.T, Pn.T, Pm.T")
    kind = a.m
    if isinstance(a[0], O.PReg):
        d, esz = _pdest(a, 0)
        n, m = _psrc(a, 1, esz), _psrc(a, 2, esz)
        table = "p"
    else:
        d, esz = a.zreg(0, "bhsdq")
        n, m = a.zreg(1, SIZE[esz])[0], a.zreg(2, SIZE[esz])[0]
        table = "z"
        if esz == 16:  # the FEAT_F64MM quadword forms: not in the streaming subset
            a.info = {"non_streaming": True}
    sh = esz.bit_length() - 1
    cache: dict[int, np.ndarray] = {}

    def bind(cpu, idx):
        nxt = idx + 1
        if table == "z":  # 128-bit elements move as opaque 16-byte items
            rows = cpu.z.view(UINT[esz] if esz < 16 else np.dtype("V16"))
        else:  # a predicate element is esz bits: move (ne, esz) blocks whole
            rows = cpu.p
        rd, rn, rm = rows[d], rows[n], rows[m]

        def run():
            vlb = cpu.vlb
            if vlb < 2 * esz:  # the .Q forms: UNDEFINED below VL 256 (QEMU: unallocated)
                raise IllegalInstruction(f"'{kind}' on .q elements needs a vector length of at "
                                         f"least 256 bits (VL is {8 * vlb})")
            ne = vlb >> sh
            perm = cache.get(ne)
            if perm is None:
                perm = cache[ne] = _perm_index(kind, ne)
            if table == "z":
                cat = np.concatenate((rn[:ne], rm[:ne]))
                rd[:ne] = cat[perm]
            else:
                cat = np.concatenate((rn[:vlb], rm[:vlb])).reshape(2 * ne, esz)
                rd[:vlb] = cat[perm].reshape(vlb)
            return nxt
        return run
    return bind


for _m in ("zip1", "zip2", "uzp1", "uzp2", "trn1", "trn2"):
    insn(_m, klass="sve_perm", first="ZReg|PReg")(permute)


# ----------------------------------------------------------------------------- encodings
# Arm ARM C4.1.x "SVE Element Count", "SVE Inc/Dec by Predicate Count", "SVE Predicate
# Generation", "SVE Integer Compare - Scalars", "SVE Predicate Logical Operations",
# "SVE Permute - Predicates / - Vector Elements", "SVE Stack Allocation"; spellings checked
# against llvm/test/MC/AArch64/SVE/{cntb,incw,cntp,incp,ptrue,whilelo,and,orr,eor,sel,zip1}.s:
# patterns by name (unnamed ones as #0xN), "all" and "mul #1" omitted, preferred aliases
# mov/movs (ORR, AND, SEL) and not/nots (EOR).
_PAT_NAME = {v: k for k, v in PATTERNS.items()}


def pat_mul(f) -> str:
    """``{, pattern{, mul #imm}}`` as llvm-objdump prints it (nothing for ``all, mul #1``)."""
    mul = f.imm4 + 1
    if f.pattern == 31 and mul == 1:
        return ""
    pat = _PAT_NAME.get(f.pattern) or E.himm(f.pattern)
    return f", {pat}" + (f", mul {E.himm(mul)}" if mul > 1 else "")


for _s, _c in enumerate("bhwd"):
    E.ENC(f"cnt{_c}", f"00000100 {_s:02b} 10 imm4:4 111000 pattern:5 Rd:5",
          lambda f, c=_c: f"cnt{c} {E.x(f.Rd)}{pat_mul(f)}", "sve")
    E.ENC(f"inc{_c}", f"00000100 {_s:02b} 11 imm4:4 11100 D:1 pattern:5 Rd:5",
          lambda f, c=_c: f"{'dec' if f.D else 'inc'}{c} {E.x(f.Rd)}{pat_mul(f)}", "sve",
          aliases=(f"dec{_c}",))
    if _s:
        E.ENC(f"inc{_c}", f"00000100 {_s:02b} 11 imm4:4 11000 D:1 pattern:5 Zd:5",
              lambda f, c=_c, s=_s: f"{'dec' if f.D else 'inc'}{c} {E.zr(f.Zd, s)}{pat_mul(f)}",
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
    # PTRUE/PTRUES Pd.T{, pattern}; WHILELT/LE/LO/LS Pd.T, Rn, Rm (lt = 0: SVE2 WHILEGE...)
    E.ENC("ptrue", f"00100101 {_s:02b} 01100 S:1 111000 pattern:5 0 Pd:4",
          lambda f, s=_s: f"ptrue{'s' if f.S else ''} p{f.Pd}.{E.ESIZE[s]}"
                          + ("" if f.pattern == 31 else
                             f", {_PAT_NAME.get(f.pattern) or E.himm(f.pattern)}"),
          "sve", aliases=("ptrues",))
    E.ENC("whilelt", f"00100101 {_s:02b} 1 Rm:5 000 sf:1 U:1 1 Rn:5 eq:1 Pd:4",
          lambda f, s=_s: f"while{(('lt', 'le'), ('lo', 'ls'))[f.U][f.eq]} p{f.Pd}.{E.ESIZE[s]}, "
                          f"{E.r(f.sf, f.Rn)}, {E.r(f.sf, f.Rm)}",
          "sve", aliases=("whilele", "whilelo", "whilels"))

E.ENC("pfalse", "00100101 00 011000 111001 000000 Pd:4", lambda f: f"pfalse p{f.Pd}.b", "sve")
E.ENC("addvl", "00000100 0 op:1 1 Rn:5 01010 imm6:6 Rd:5",
      lambda f: f"{'addpl' if f.op else 'addvl'} {E.x(f.Rd, sp=True)}, {E.x(f.Rn, sp=True)}, "
                f"{E.himm(E.sext(f.imm6, 6))}", "sve", aliases=("addpl",))
E.ENC("rdvl", "00000100 1 01 11111 01010 imm6:6 Rd:5",
      lambda f: f"rdvl {E.x(f.Rd)}, {E.himm(E.sext(f.imm6, 6))}", "sve")

# predicate logic: (op, o2, o3) -> mnemonic; SEL has no flag-setting form
_PLOG_OPS = {(0, 0, 0): "and", (0, 0, 1): "bic", (0, 1, 0): "eor", (0, 1, 1): "sel",
             (1, 0, 0): "orr", (1, 0, 1): "orn", (1, 1, 0): "nor", (1, 1, 1): "nand"}


def _fmt_plogic(m: str):
    def fmt(f):
        d, g, n, mm, s = f.Pd, f.Pg, f.Pn, f.Pm, "s" if f.S else ""
        if m == "sel":
            if f.S:
                return None
            if mm == d:
                return f"mov p{d}.b, p{g}/m, p{n}.b"
            return f"sel p{d}.b, p{g}, p{n}.b, p{mm}.b"
        if m == "orr" and n == mm == g:
            return f"mov{s} p{d}.b, p{n}.b"
        if m == "and" and n == mm:
            return f"mov{s} p{d}.b, p{g}/z, p{n}.b"
        if m == "eor" and mm == g:
            return f"not{s} p{d}.b, p{g}/z, p{n}.b"
        return f"{m}{s} p{d}.b, p{g}/z, p{n}.b, p{mm}.b"
    return fmt


for (_op, _o2, _o3), _m in _PLOG_OPS.items():
    E.ENC(_m, f"00100101 {_op} S:1 00 Pm:4 01 Pg:4 {_o2} Pn:4 {_o3} Pd:4", _fmt_plogic(_m),
          "sve", aliases=(() if _m == "sel" else (_m + "s",))
          + {"orr": ("mov", "movs"), "and": ("mov", "movs"), "eor": ("not", "nots"),
             "sel": ("mov",)}.get(_m, ()))

# ZIP1/ZIP2/UZP1/UZP2/TRN1/TRN2 on predicates and on vectors (opc in Arm ARM order)
for _opc, _m in enumerate(("zip1", "zip2", "uzp1", "uzp2", "trn1", "trn2")):
    E.ENC(_m, f"00000101 size:2 10 Pm:4 010 {_opc:03b} 0 Pn:4 0 Pd:4",
          lambda f, m=_m: f"{m} p{f.Pd}.{E.ESIZE[f.size]}, p{f.Pn}.{E.ESIZE[f.size]}, "
                          f"p{f.Pm}.{E.ESIZE[f.size]}", "sve")
    E.ENC(_m, f"00000101 size:2 1 Zm:5 011 {_opc:03b} Zn:5 Zd:5",
          lambda f, m=_m: f"{m} {E.zr(f.Zd, f.size)}, {E.zr(f.Zn, f.size)}, "
                          f"{E.zr(f.Zm, f.size)}", "sve")
    # the .Q forms (FEAT_F64MM): ZIP/UZP 000-011, TRN 110-111
    E.ENC(_m, f"00000101 10 1 Zm:5 000 {_opc + (2 if _opc > 3 else 0):03b} Zn:5 Zd:5",
          lambda f, m=_m: f"{m} z{f.Zd}.q, z{f.Zn}.q, z{f.Zm}.q", "f64mm")
