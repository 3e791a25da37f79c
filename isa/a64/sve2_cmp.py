"""SVE integer compares into predicates and the predicate instructions loops use: CMP<cc>
(vectors, wide .d vectors, signed/unsigned immediates; CMPLT/LE/LO/LS on vectors are the swapped
aliases), PTEST, PFIRST, PNEXT, BRKA/BRKB (/Z, /M, flag-setting S), BRKN/BRKNS,
BRKPA/BRKPB(S). Binary encodings are at the end.

Every flag-setting form sets NZCV by the Arm ARM's PredTest: N = first active element of the
result, Z = no active element true, C = last active element false, V = 0.
"""
from __future__ import annotations

import operator

import numpy as np

from . import encoding as E
from . import operands as O
from .sve import LOG2, SINT, UINT, gov, zsame
from .sve_pred import _pdest, _psrc, pred_test
from .table import Args, insn

_CMP = {"eq": operator.eq, "ne": operator.ne, "gt": operator.gt, "ge": operator.ge,
        "lt": operator.lt, "le": operator.le, "hi": operator.gt, "hs": operator.ge,
        "lo": operator.lt, "ls": operator.le}
_SWAP = {"lt": "gt", "le": "ge", "lo": "hi", "ls": "hs"}
_UNSIGNED = ("hi", "hs", "lo", "ls")


@insn(*(f"cmp{c}" for c in _CMP), klass="sve_pred")
def cmp(a: Args):
    """CMP<cc> Pd.T, Pg/Z, Zn.T, Zm.T | Zm.D (wide) | #imm (signed -16..15, unsigned 0..127)."""
    a.count(4, usage="Pd.T, Pg/Z, Zn.T, Zm.T|#imm")
    cc = a.m[3:]
    d, esz = _pdest(a, 0)
    g, _ = gov(a, 1, "z")
    n = zsame(a, 2, esz)
    T = (UINT if cc in _UNSIGNED else SINT)[esz]
    op = _CMP[cc]
    if a.is_imm(3):
        lo, hi = (0, 127) if cc in _UNSIGNED else (-16, 15)
        return _cmp_bind(op, T, esz, d, g, n, a.imm(3, lo, hi, "immediate"), "imm")
    o = a._get(3)
    if isinstance(o, O.ZReg) and o.esz == 8 and esz != 8:
        return _cmp_bind(op, T, esz, d, g, n, a.zreg(3, "d")[0], "wide")
    m = zsame(a, 3, esz)
    if cc in _SWAP:  # CMPLT Zn, Zm is CMPGT Zm, Zn (Arm ARM alias)
        return _cmp_bind(_CMP[_SWAP[cc]], T, esz, d, g, m, n, "vec")
    return _cmp_bind(op, T, esz, d, g, n, m, "vec")


def _cmp_bind(op, T, esz: int, d: int, g: int, n: int, m: int, kind: str):
    sh = LOG2[esz]
    W = np.int64 if T is SINT[esz] else np.uint64

    def bind(cpu, idx):
        z, p, f, nxt = cpu.z, cpu.p, cpu.nzcv, idx + 1
        rn, prow, rd = z.view(T)[n], p[g], p[d]
        rm = z.view(W)[m] if kind == "wide" else (z.view(T)[m] if kind == "vec" else None)
        k = T(m) if kind == "imm" else None

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            x = rn[:ne]
            if kind == "wide":
                y = np.repeat(rm[:vlb >> 3], 8 // esz)
                res = op(x.astype(W), y)
            else:
                res = op(x, k if kind == "imm" else rm[:ne])
            gv = prow[:vlb:esz].copy()
            res &= gv
            rd[:vlb] = False
            rd[:vlb:esz] = res
            pred_test(f, gv, res)
            return nxt
        return run
    return bind


# -------------------------------------------------------------------------- PTEST / PFIRST / PNEXT
@insn("ptest", klass="sve_pred")
def ptest(a: Args):
    """PTEST Pg, Pn.B: NZCV = PredTest(Pg, Pn)."""
    a.count(2, usage="Pg, Pn.B")
    g, _ = gov(a, 0, "", max_num=15)
    n = _psrc(a, 1, 1)

    def bind(cpu, idx):
        p, f, nxt = cpu.p, cpu.nzcv, idx + 1
        rg, rn = p[g], p[n]

        def run():
            vlb = cpu.vlb
            pred_test(f, rg[:vlb], rn[:vlb])
            return nxt
        return run
    return bind


@insn("pfirst", "pnext", klass="sve_pred")
def pfirst_pnext(a: Args):
    """PFIRST Pdn.B, Pg, Pdn.B: set the first active element; PNEXT Pdn.T, Pv, Pdn.T: the next
    active element after the last true one (of Pv, in Pdn). Both set NZCV."""
    a.count(3, usage="Pdn.T, Pg, Pdn.T")
    d, esz = _pdest(a, 0, "b" if a.m == "pfirst" else "bhsd")
    g, _ = gov(a, 1, "", max_num=15)
    if _psrc(a, 2, esz) != d:
        raise a.error(2, f"'{a.m}' is destructive: the last operand must be p{d}", f"write p{d}")
    first = a.m == "pfirst"

    def bind(cpu, idx):
        p, f, nxt = cpu.p, cpu.nzcv, idx + 1
        rg, rd = p[g], p[d]

        def run():
            vlb = cpu.vlb
            gv, dv = rg[:vlb:esz].copy(), rd[:vlb:esz]
            act = np.flatnonzero(gv)
            if first:
                res = dv.copy()
                if act.size:
                    res[act[0]] = True
            else:
                hit = np.flatnonzero(gv & dv)
                start = hit[-1] + 1 if hit.size else 0
                res = np.zeros(gv.size, bool)
                later = act[act >= start]
                if later.size:
                    res[later[0]] = True
            rd[:vlb] = False
            rd[:vlb:esz] = res
            pred_test(f, gv, res)
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- BRK*
def _last_active(gv, nv) -> bool:
    act = np.flatnonzero(gv)
    return bool(act.size) and bool(nv[act[-1]])


@insn("brka", "brkb", "brkas", "brkbs", klass="sve_pred")
def brk(a: Args):
    """BRKA/BRKB Pd.B, Pg/Z|M, Pn.B (break after/before the first true active element);
    BRKAS/BRKBS: zeroing, and set NZCV."""
    a.count(3, usage="Pd.B, Pg/Z, Pn.B")
    setf = a.m.endswith("s")
    after = a.m.startswith("brka")
    d, _ = _pdest(a, 0, "b")
    g, q = gov(a, 1, "z" if setf else "zm", max_num=15)
    n = _psrc(a, 2, 1)
    merge = q == "m"

    def bind(cpu, idx):
        p, f, nxt = cpu.p, cpu.nzcv, idx + 1
        rd, rg, rn = p[d], p[g], p[n]

        def run():
            vlb = cpu.vlb
            gv, nv = rg[:vlb].copy(), rn[:vlb]
            hit = np.flatnonzero(gv & nv)
            stop = hit[0] + (1 if after else 0) if hit.size else vlb
            res = gv.copy()
            res[stop:] = False
            if merge:
                res = np.where(gv, res, rd[:vlb])
            rd[:vlb] = res
            if setf:
                pred_test(f, gv, res)
            return nxt
        return run
    return bind


@insn("brkn", "brkns", klass="sve_pred")
def brkn(a: Args):
    """BRKN(S) Pdm.B, Pg/Z, Pn.B, Pdm.B: Pdm unchanged if the last active element of Pn is true,
    else all false (BRKNS: NZCV = PredTest(all true, result))."""
    a.count(4, usage="Pdm.B, Pg/Z, Pn.B, Pdm.B")
    d, _ = _pdest(a, 0, "b")
    g, _ = gov(a, 1, "z", max_num=15)
    n = _psrc(a, 2, 1)
    if _psrc(a, 3, 1) != d:
        raise a.error(3, f"'{a.m}' is destructive: the last operand must be p{d}", f"write p{d}")
    setf = a.m == "brkns"

    def bind(cpu, idx):
        p, f, nxt = cpu.p, cpu.nzcv, idx + 1
        rd, rg, rn = p[d], p[g], p[n]

        def run():
            vlb = cpu.vlb
            if not _last_active(rg[:vlb], rn[:vlb]):
                rd[:vlb] = False
            if setf:
                pred_test(f, np.ones(vlb, bool), rd[:vlb])
            return nxt
        return run
    return bind


@insn("brkpa", "brkpb", "brkpas", "brkpbs", klass="sve_pred")
def brkp(a: Args):
    """BRKPA/BRKPB(S) Pd.B, Pg/Z, Pn.B, Pm.B: propagate the break from the previous partition
    (Pn's last active element) and break after/before the first true active element of Pm."""
    a.count(4, usage="Pd.B, Pg/Z, Pn.B, Pm.B")
    after = a.m.startswith("brkpa")
    setf = a.m.endswith("s")
    d, _ = _pdest(a, 0, "b")
    g, _ = gov(a, 1, "z", max_num=15)
    n, m = _psrc(a, 2, 1), _psrc(a, 3, 1)

    def bind(cpu, idx):
        p, f, nxt = cpu.p, cpu.nzcv, idx + 1
        rd, rg, rn, rm = p[d], p[g], p[n], p[m]

        def run():
            vlb = cpu.vlb
            gv = rg[:vlb].copy()
            res = np.zeros(vlb, bool)
            if _last_active(gv, rn[:vlb]):
                hit = np.flatnonzero(gv & rm[:vlb])
                stop = hit[0] + (1 if after else 0) if hit.size else vlb
                res[:stop] = gv[:stop]
            rd[:vlb] = res
            if setf:
                pred_test(f, gv, res)
            return nxt
        return run
    return bind


# ============================================================================= binary encodings
# Layouts: Arm ARM (DDI 0487) C4.1 "SVE encodings" (integer compare vectors / wide / signed and
# unsigned immediate, predicate test, PFIRST/PNEXT, partition break); canonical text as
# llvm-objdump prints it (llvm/test/MC/AArch64/SVE/cmp*.s, ptest.s, pfirst.s, pnext.s, brk*.s).
_VEC_OPC = {0: ("hs", "hi"), 4: ("ge", "gt"), 5: ("eq", "ne")}
_WIDE_OPC = {1: ("eq", "ne"), 2: ("ge", "gt"), 3: ("lt", "le"), 6: ("hs", "hi"), 7: ("lo", "ls")}


def _fmt_cmp_vec(f):
    t = E.ESIZE[f.size]
    if f.opc in _VEC_OPC:
        return (f"cmp{_VEC_OPC[f.opc][f.ne]} p{f.Pd}.{t}, p{f.Pg}/z, z{f.Zn}.{t}, z{f.Zm}.{t}")
    if f.size < 3:
        return f"cmp{_WIDE_OPC[f.opc][f.ne]} p{f.Pd}.{t}, p{f.Pg}/z, z{f.Zn}.{t}, z{f.Zm}.d"
    return None


E.ENC("cmpeq", "00100100 size:2 0 Zm:5 opc:3 Pg:3 Zn:5 ne:1 Pd:4", _fmt_cmp_vec, "sve",
      aliases=tuple(f"cmp{c}" for c in _CMP if c != "eq"))
_SIMM_OPC = {0: ("ge", "gt"), 1: ("lt", "le"), 2: ("eq", "ne")}


def _fmt_cmp_simm(f):
    t = E.ESIZE[f.size]
    cc = _SIMM_OPC[(f.op << 1) | f.o2] if (f.op, f.o2) != (1, 1) else None
    if cc is None:
        return None
    return f"cmp{cc[f.ne]} p{f.Pd}.{t}, p{f.Pg}/z, z{f.Zn}.{t}, {E.himm(E.sext(f.imm5, 5))}"


E.ENC("cmpeq", "00100101 size:2 0 imm5:5 op:1 0 o2:1 Pg:3 Zn:5 ne:1 Pd:4", _fmt_cmp_simm, "sve",
      aliases=("cmpne", "cmpge", "cmpgt", "cmplt", "cmple"))
E.ENC("cmphs", "00100100 size:2 1 imm7:7 lt:1 Pg:3 Zn:5 ne:1 Pd:4",
      lambda f: f"cmp{(('hs', 'hi'), ('lo', 'ls'))[f.lt][f.ne]} p{f.Pd}.{E.ESIZE[f.size]}, "
                f"p{f.Pg}/z, z{f.Zn}.{E.ESIZE[f.size]}, {E.himm(f.imm7)}", "sve",
      aliases=("cmphi", "cmplo", "cmpls"))
E.ENC("ptest", "00100101 01 010000 11 Pg:4 0 Pn:4 00000", lambda f: f"ptest p{f.Pg}, p{f.Pn}.b",
      "sve")
E.ENC("pfirst", "00100101 01011000 1100000 Pg:4 0 Pdn:4",
      lambda f: f"pfirst p{f.Pdn}.b, p{f.Pg}, p{f.Pdn}.b", "sve")
E.ENC("pnext", "00100101 size:2 011001 1100010 Pv:4 0 Pdn:4",
      lambda f: f"pnext p{f.Pdn}.{E.ESIZE[f.size]}, p{f.Pv}, p{f.Pdn}.{E.ESIZE[f.size]}", "sve")


def _fmt_brk(f):
    if f.S and f.M:
        return None
    m = ("brka", "brkb")[f.B] + ("s" if f.S else "")
    return f"{m} p{f.Pd}.b, p{f.Pg}/{'zm'[f.M]}, p{f.Pn}.b"


E.ENC("brka", "00100101 B:1 S:1 010000 01 Pg:4 0 Pn:4 M:1 Pd:4", _fmt_brk, "sve",
      aliases=("brkb", "brkas", "brkbs"))
E.ENC("brkn", "00100101 0 S:1 011000 01 Pg:4 0 Pn:4 0 Pdm:4",
      lambda f: f"brkn{'s' if f.S else ''} p{f.Pdm}.b, p{f.Pg}/z, p{f.Pn}.b, p{f.Pdm}.b", "sve",
      aliases=("brkns",))
E.ENC("brkpa", "00100101 0 S:1 00 Pm:4 11 Pg:4 0 Pn:4 B:1 Pd:4",
      lambda f: f"brkp{'ab'[f.B]}{'s' if f.S else ''} p{f.Pd}.b, p{f.Pg}/z, p{f.Pn}.b, p{f.Pm}.b",
      "sve", aliases=("brkpb", "brkpas", "brkpbs"))
