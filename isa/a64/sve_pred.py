"""SVE predicates, element counts and permutes: PTRUE/PTRUES/PFALSE, WHILELT/LE/LO/LS,
CNTB/H/W/D, INCx/DECx (scalar and vector), ADDVL/ADDPL/RDVL, MOV/SEL and the logic ops on P
registers, and ZIP1/ZIP2/UZP1/UZP2/TRN1/TRN2 on Z and P registers.

Flag-setting forms compute PredTest (Arm ARM): N = first active element is true, Z = no active
element is true, C = NOT (last active element is true), V = 0.
"""
from __future__ import annotations

import numpy as np

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
    d, _ = a.gpr(0, zr=False, write=True, width=64)
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

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            v1, v2 = x[n] & mask, x[m] & mask
            if signed:
                v1, v2 = (v1 ^ half) - half, (v2 ^ half) - half
            if le:
                c = ne if v2 == top else v2 - v1 + 1
            else:
                c = v2 - v1
            c = 0 if c <= 0 else (ne if c > ne else c)
            row[:vlb] = False
            if c:
                row[:c * esz:esz] = True
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


def _predtest(f, g, r) -> None:
    """PredTest over byte-granular predicate rows (the .B forms)."""
    act = np.flatnonzero(g)
    if act.size == 0:
        f[0], f[1], f[2], f[3] = 0, 1, 1, 0
        return
    f[0] = int(r[act[0]])
    f[1] = int(not r[act].any())
    f[2] = int(not r[act[-1]])
    f[3] = 0


def _plogic_bind(fn, d: int, g: int, n: int, m: int, setf: bool):
    def bind(cpu, idx):
        p, f, nxt = cpu.p, cpu.nzcv, idx + 1
        rd, rg, rn, rm = p[d], p[g], p[n], p[m]

        def run():
            vlb = cpu.vlb
            gv = rg[:vlb]
            r = fn(rn[:vlb], rm[:vlb]) & gv
            rd[:vlb] = r
            if setf:
                _predtest(f, gv, r)
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
        d, esz = a.zreg(0, "bhsd")
        n, m = a.zreg(1, SIZE[esz])[0], a.zreg(2, SIZE[esz])[0]
        table = "z"
    sh = LOG2[esz]
    cache: dict[int, np.ndarray] = {}

    def bind(cpu, idx):
        nxt = idx + 1
        if table == "z":
            rows = cpu.z.view(UINT[esz])
        else:  # a predicate element is esz bits: move (ne, esz) blocks whole
            rows = cpu.p
        rd, rn, rm = rows[d], rows[n], rows[m]

        def run():
            vlb = cpu.vlb
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
