"""SVE permutes and element extraction: EXT (destructive, and the SVE2 two-register form), TBL,
REV (vectors and predicates), REVB/REVH/REVW, SUNPKLO/HI, UUNPKLO/HI, PUNPKLO/HI, LASTA/LASTB
(general and SIMD&FP scalar), CLASTA/CLASTB (general, SIMD&FP scalar, vector), SPLICE
(destructive and two-register); and the forms illegal in streaming mode without FEAT_SME_FA64
(SIGILL when PSTATE.SM is 1, as on Apple M4): COMPACT and FADDA. Binary encodings at the end.
"""
from __future__ import annotations

import numpy as np


from . import encoding as E
from . import fp
from . import operands as O
from .sve import FLOAT, LOG2, SINT, SIZE, UINT, destructive, gov, zsame
from .sve_pred import _pdest, _psrc
from .sve2_shift import tbl2
from .table import M64, Args, insn


def _pair(a: Args, i: int, esz: int | None = None) -> tuple[int, int]:
    """``{Zn.T, Zn+1.T}`` (consecutive modulo 32): (first register, element bytes)."""
    o = a._get(i)
    if not isinstance(o, O.ZList) or len(o.items) != 2:
        raise a.error(i, "expected a list of two consecutive Z registers", "e.g. {z2.b, z3.b}")
    z0, z1 = o.items
    if z1.num != (z0.num + 1) % 32 or z0.esz != z1.esz or not z0.esz:
        raise a.error(i, "the two registers must be consecutive with the same element size",
                      f"write {{z{z0.num}.b, z{(z0.num + 1) % 32}.b}}")
    if esz is not None and z0.esz != esz:
        raise a.error(i, f"expected .{SIZE[esz]} registers", f"e.g. {{z{z0.num}.{SIZE[esz]}, ...}}")
    return z0.num, z0.esz


# ----------------------------------------------------------------------------- EXT
@insn("ext", klass="sve_perm", first="ZReg")
def ext(a: Args):
    """EXT Zdn.B, Zdn.B, Zm.B, #imm | Zd.B, {Zn.B, Zn+1.B}, #imm: bytes imm.. of the pair
    (imm beyond the vector length selects 0)."""
    a.count(3, 4, usage="Zdn.B, Zdn.B, Zm.B, #imm | Zd.B, {Zn.B, Zn+1.B}, #imm")
    d = a.zreg(0, "b")[0]
    if len(a) == 4:
        zsame(a, 1, 1)
        destructive(a, d, 1)
        lo, hi, k = d, zsame(a, 2, 1), a.imm(3, 0, 255, "byte offset")
    else:
        lo, _ = _pair(a, 1, 1)
        hi, k = (lo + 1) % 32, a.imm(2, 0, 255, "byte offset")

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1
        rd, rl, rh = z[d], z[lo], z[hi]

        def run():
            vlb = cpu.vlb
            s = k if k < vlb else 0
            both = np.concatenate((rl[:vlb], rh[:vlb]))
            rd[:vlb] = both[s:s + vlb]
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- TBL
@insn("tbl", klass="sve_perm", first="ZReg")
def tbl(a: Args):
    """TBL Zd.T, {Zn.T}, Zm.T: Zd[e] = Zm[e] < elements ? Zn[Zm[e]] : 0 (the SVE2 two-register
    table: sve2_shift.py)."""
    if len(a) > 1 and isinstance(a[1], O.RegList) and len(a[1].items) == 2:
        return tbl2(a)
    a.count(3, usage="Zd.T, {Zn.T}, Zm.T")
    d, esz = a.zreg(0)
    o = a._get(1)
    if not isinstance(o, O.RegList) or len(o.items) != 1 or not isinstance(o.items[0], O.ZReg) \
            or o.items[0].esz != esz:
        raise a.error(1, "expected a one-register table list", f"e.g. {{z1.{SIZE[esz]}}}")
    n, m = o.items[0].num, zsame(a, 2, esz)
    U, sh = UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zt, nxt = cpu.z.view(U), idx + 1
        rd, rn, rm = zt[d], zt[n], zt[m]

        def run():
            ne = cpu.vlb >> sh
            i = rm[:ne].astype(np.uint64)
            ok = i < ne
            rd[:ne] = np.where(ok, rn[:ne][np.where(ok, i, 0).astype(np.intp)], U(0))
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- REV*
@insn("rev", klass="sve_perm", first="ZReg")
def rev_z(a: Args):
    """REV Zd.T, Zn.T: the elements in reverse order."""
    a.count(2, usage="Zd.T, Zn.T")
    d, esz = a.zreg(0)
    n = zsame(a, 1, esz)
    U, sh = UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zt, nxt = cpu.z.view(U), idx + 1
        rd, rn = zt[d], zt[n]

        def run():
            ne = cpu.vlb >> sh
            rd[:ne] = rn[:ne][::-1].copy()
            return nxt
        return run
    return bind


@insn("rev", klass="sve_pred", first="PReg")
def rev_p(a: Args):
    """REV Pd.T, Pn.T: the predicate elements in reverse order."""
    a.count(2, usage="Pd.T, Pn.T")
    d, esz = _pdest(a, 0)
    n = _psrc(a, 1, esz)

    def bind(cpu, idx):
        p, nxt = cpu.p, idx + 1
        rd, rn = p[d], p[n]

        def run():
            vlb = cpu.vlb
            v = rn[:vlb:esz][::-1].copy()
            rd[:vlb] = False
            rd[:vlb:esz] = v
            return nxt
        return run
    return bind


_REVX = {"revb": 1, "revh": 2, "revw": 4}


@insn(*_REVX, klass="sve_perm")
def revx(a: Args):
    """REVB/REVH/REVW Zd.T, Pg/M, Zn.T: reverse the bytes/halfwords/words in each element."""
    a.count(3, usage="Zd.T, Pg/M, Zn.T")
    c = _REVX[a.m]
    d, esz = a.zreg(0, "hsd"[LOG2[c]:])
    g, _ = gov(a, 1, "m")
    n = zsame(a, 2, esz)
    U, UC, sh = UINT[esz], UINT[c], LOG2[esz]
    per = esz // c

    def bind(cpu, idx):
        zt, zc, p, nxt = cpu.z.view(U), cpu.z.view(UC), cpu.p, idx + 1
        rd, rnc, prow = zt[d], zc[n], p[g]

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            res = rnc[:vlb // c].reshape(ne, per)[:, ::-1].copy().reshape(-1).view(U)
            np.copyto(rd[:ne], res, where=prow[:vlb:esz])
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- UNPK
@insn("sunpklo", "sunpkhi", "uunpklo", "uunpkhi", klass="sve_perm")
def unpk(a: Args):
    """S/U UNPK LO/HI Zd.T, Zn.Tb: sign/zero-extend the low or high half's elements."""
    a.count(2, usage="Zd.T, Zn.Tb")
    d, esz = a.zreg(0, "hsd")
    n = a.zreg(1, SIZE[esz // 2])[0]
    hi = a.m.endswith("hi")
    src = (SINT if a.m[0] == "s" else UINT)[esz // 2]
    U, sh = UINT[esz], LOG2[esz]
    dst = (SINT if a.m[0] == "s" else UINT)[esz]

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1
        rd, rn = z.view(U)[d], z.view(src)[n]

        def run():
            ne = cpu.vlb >> sh
            h = rn[ne:2 * ne] if hi else rn[:ne]
            rd[:ne] = h.astype(dst).view(U)
            return nxt
        return run
    return bind


@insn("punpklo", "punpkhi", klass="sve_pred")
def punpk(a: Args):
    """PUNPKLO/HI Pd.H, Pn.B: the low or high half of Pn's byte elements as .h elements."""
    a.count(2, usage="Pd.H, Pn.B")
    d, _ = _pdest(a, 0, "h")
    n = _psrc(a, 1, 1)
    hi = a.m.endswith("hi")

    def bind(cpu, idx):
        p, nxt = cpu.p, idx + 1
        rd, rn = p[d], p[n]

        def run():
            vlb = cpu.vlb
            half = vlb // 2
            v = (rn[half:vlb] if hi else rn[:half]).copy()
            rd[:vlb] = False
            rd[:vlb:2] = v
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- LAST / CLAST
def _last_index(gv, after: bool, ne: int) -> tuple[int, bool]:
    """(element index, any active) for LASTA/LASTB (Arm ARM: LastActiveElement +1 for A)."""
    act = np.flatnonzero(gv)
    last = int(act[-1]) if act.size else -1
    if after:
        i = last + 1
        return (0 if i >= ne else i), bool(act.size)
    return (ne - 1 if last < 0 else last), bool(act.size)


def _scalar_dest(a: Args, i: int, esz: int):
    """A general (W for .b-.s, X for .d) or SIMD&FP (B/H/S/D) destination."""
    o = a._get(i)
    if isinstance(o, O.FReg):
        if o.kind != SIZE[esz]:
            raise a.error(i, f"expected {SIZE[esz]}{o.num} for .{SIZE[esz]} elements",
                          f"write {SIZE[esz]}{o.num}")
        return "v", o.num
    r, is64 = a.gpr(i, write=True)
    if is64 != (esz == 8):
        raise a.error(i, f".{SIZE[esz]} elements go to a {'x' if esz == 8 else 'w'} register",
                      f"write {'x' if esz == 8 else 'w'}{o.num}")
    return "x", r


@insn("lasta", "lastb", klass="sve_perm")
def last(a: Args):
    """LASTA/LASTB Rd|Vd, Pg, Zn.T: the element after / at the last active element."""
    a.count(3, usage="Rd|Vd, Pg, Zn.T")
    n, esz = a.zreg(2)
    kind, r = _scalar_dest(a, 0, esz)
    g, _ = gov(a, 1, "")
    return _last_bind(a.m.endswith("a"), kind, r, g, n, esz, cond=False, src=None)


@insn("clasta", "clastb", klass="sve_perm")
def clast(a: Args):
    """CLASTA/CLASTB Rdn|Vdn|Zdn.T, Pg, Rdn|Vdn|Zdn.T, Zm.T: as LASTA/LASTB when an element is
    active; otherwise the scalar keeps its low element bits (zero-extended), the vector is kept.
    The vector form broadcasts the element."""
    a.count(4, usage="Rdn|Vdn|Zdn.T, Pg, Rdn|Vdn|Zdn.T, Zm.T")
    m, esz = a.zreg(3)
    g, _ = gov(a, 1, "")
    after = a.m.endswith("a")
    if isinstance(a[0], O.ZReg):
        d = zsame(a, 0, esz)
        zsame(a, 2, esz)
        destructive(a, d, 2)
        return _last_bind(after, "z", d, g, m, esz, cond=True, src=None)
    kind, r = _scalar_dest(a, 0, esz)
    k2, r2 = _scalar_dest(a, 2, esz)
    if (kind, r) != (k2, r2) or a[0].num != a[2].num:
        raise a.error(2, f"'{a.m}' is destructive: the third operand must repeat the first",
                      f"write {a.raw[0].text}")
    src = a.gpr(2)[0] if kind == "x" else r
    return _last_bind(after, kind, r, g, m, esz, cond=True, src=src)


def _last_bind(after: bool, kind: str, r: int, g: int, n: int, esz: int, *, cond: bool, src):
    U, sh = UINT[esz], LOG2[esz]
    mask = (1 << 8 * esz) - 1

    def bind(cpu, idx):
        z, p, x, nxt = cpu.z, cpu.p, cpu.x, idx + 1
        rn, prow, zt = z.view(U)[n], p[g], z.view(U)

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            i, any_ = _last_index(prow[:vlb:esz], after, ne)
            if cond and not any_:
                if kind == "x":
                    x[r] = x[src] & mask
                elif kind == "v":
                    v = int(zt[r][0])
                    z[r][:] = 0
                    zt[r][0] = v
                return nxt
            val = rn[i]
            if kind == "x":
                x[r] = int(val) & M64
            elif kind == "v":
                z[r][:] = 0
                zt[r][0] = val
            else:
                zt[r][:ne] = val
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- SPLICE
@insn("splice", klass="sve_perm")
def splice(a: Args):
    """SPLICE Zdn.T, Pg, Zdn.T, Zm.T | Zd.T, Pg, {Zn.T, Zn+1.T}: the Zdn segment from the first
    to the last active element, then Zm's elements from the lowest."""
    a.count(3, 4, usage="Zdn.T, Pg, Zdn.T, Zm.T | Zd.T, Pg, {Zn.T, Zn+1.T}")
    d, esz = a.zreg(0)
    g, _ = gov(a, 1, "")
    if len(a) == 4:
        zsame(a, 2, esz)
        destructive(a, d, 2)
        s1, s2 = d, zsame(a, 3, esz)
    else:
        s1, _ = _pair(a, 2, esz)
        s2 = (s1 + 1) % 32
    U, sh = UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zt, p, nxt = cpu.z.view(U), cpu.p, idx + 1
        rd, r1, r2, prow = zt[d], zt[s1], zt[s2], p[g]

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            act = np.flatnonzero(prow[:vlb:esz])
            seg = r1[act[0]:act[-1] + 1] if act.size else r1[:0]
            rd[:ne] = np.concatenate((seg, r2[:ne]))[:ne]
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- non-streaming only
@insn("compact", klass="sve_perm")
def compact(a: Args):
    """COMPACT Zd.T, Pg, Zn.T (.s, .d): the active elements packed low, the rest zero.
    Not in streaming SVE: SIGILL when PSTATE.SM is 1."""
    a.count(3, usage="Zd.T, Pg, Zn.T")
    d, esz = a.zreg(0, "sd")
    g, _ = gov(a, 1, "")
    n = zsame(a, 2, esz)
    U, sh = UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zt, p, nxt = cpu.z.view(U), cpu.p, idx + 1
        rd, rn, prow = zt[d], zt[n], p[g]

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            v = rn[:ne][prow[:vlb:esz]]
            rd[:ne] = 0
            rd[:v.size] = v
            return nxt
        return run
    return bind


@insn("fadda", klass="sve_reduce")
def fadda(a: Args):
    """FADDA Vdn, Pg, Vdn, Zm.T: strictly ordered sum of the active elements onto Vdn.
    Not in streaming SVE without FEAT_SME_FA64 (simulator/features.py NON_STREAMING_SVE)."""
    a.count(4, usage="Vdn, Pg, Vdn, Zm.T")
    m, esz = a.zreg(3, "hsd")
    g, _ = gov(a, 1, "")
    o0, o2 = a._get(0), a._get(2)
    t = SIZE[esz]
    if not isinstance(o0, O.FReg) or o0.kind != t:
        raise a.error(0, f"expected {t}N for .{t} elements", f"e.g. fadda {t}0, p0, {t}0, z1.{t}")
    if not isinstance(o2, O.FReg) or o2.kind != t or o2.num != o0.num:
        raise a.error(2, "'fadda' is destructive: the third operand must repeat the first",
                      f"write {t}{o0.num}")
    d = o0.num
    F, U, sh = FLOAT[esz], UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        z, p, nxt = cpu.z, cpu.p, idx + 1
        zf, zu, prow = z.view(F), z.view(U), p[g]

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            acc = np.array(zf[d][0], F)
            src = zf[m][:ne]
            for i in np.flatnonzero(prow[:vlb:esz]).tolist():
                acc = fp.fadd(acc, src[i])
            bits = np.asarray(acc, F).view(U)
            z[d][:] = 0
            zu[d][0] = bits
            return nxt
        return run
    return bind


_NON_STREAMING = "SVE: non-streaming only (SIGILL when PSTATE.SM=1: no FEAT_SME_FA64)"
compact.mode = fadda.mode = _NON_STREAMING  # the rule `tilesim isa` prints


# ============================================================================= binary encodings
# Layouts: Arm ARM (DDI 0487) C4.1 "SVE encodings" (permute vector extract / unpredicated /
# predicated, permute predicate, reverse within elements, extract element, conditionally extract
# element, splice, compact, FADDA); spellings as llvm-objdump-19 prints them (the two-register
# lists ``{ z2.b, z3.b }``), llvm/test/MC/AArch64/SVE/ext.s, tbl.s, rev.s, lasta.s, clasta.s...
def _z(n: int, size: int) -> str:
    return E.zr(n, size)


E.ENC("ext", "00000101 001 imm8h:5 000 imm8l:3 Zm:5 Zdn:5",
      lambda f: f"ext z{f.Zdn}.b, z{f.Zdn}.b, z{f.Zm}.b, {E.himm((f.imm8h << 3) | f.imm8l)}", "sve")
E.ENC("ext", "00000101 011 imm8h:5 000 imm8l:3 Zn:5 Zd:5",
      lambda f: f"ext z{f.Zd}.b, {{ z{f.Zn}.b, z{(f.Zn + 1) % 32}.b }}, "
                f"{E.himm((f.imm8h << 3) | f.imm8l)}", "sve2")
E.ENC("tbl", "00000101 size:2 1 Zm:5 001100 Zn:5 Zd:5",
      lambda f: f"tbl {_z(f.Zd, f.size)}, {{ {_z(f.Zn, f.size)} }}, {_z(f.Zm, f.size)}", "sve")
E.ENC("rev", "00000101 size:2 111000 001110 Zn:5 Zd:5",
      lambda f: f"rev {_z(f.Zd, f.size)}, {_z(f.Zn, f.size)}", "sve")
E.ENC("rev", "00000101 size:2 110100 0100000 Pn:4 0 Pd:4",
      lambda f: f"rev p{f.Pd}.{E.ESIZE[f.size]}, p{f.Pn}.{E.ESIZE[f.size]}", "sve")


def _fmt_revx(f):
    m = ("revb", "revh", "revw")[f.opc] if f.opc < 3 else None
    if m is None or f.size <= f.opc:
        return None
    return f"{m} {_z(f.Zd, f.size)}, p{f.Pg}/m, {_z(f.Zn, f.size)}"


E.ENC("revb", "00000101 size:2 1001 opc:2 100 Pg:3 Zn:5 Zd:5", _fmt_revx, "sve",
      aliases=("revh", "revw"))
E.ENC("sunpklo", "00000101 size:2 1100 U:1 H:1 001110 Zn:5 Zd:5",
      lambda f: f.size and f"{'su'[f.U]}unpk{('lo', 'hi')[f.H]} {_z(f.Zd, f.size)}, "
                f"{_z(f.Zn, f.size - 1)}" or None, "sve", aliases=("sunpkhi", "uunpklo", "uunpkhi"))
E.ENC("punpklo", "00000101 0011000 H:1 0100000 Pn:4 0 Pd:4",
      lambda f: f"punpk{('lo', 'hi')[f.H]} p{f.Pd}.h, p{f.Pn}.b", "sve", aliases=("punpkhi",))


def _rr(size: int, n: int) -> str:
    return E.x(n) if size == 3 else E.w(n)


E.ENC("lasta", "00000101 size:2 10000 B:1 101 Pg:3 Zn:5 Rd:5",
      lambda f: f"last{'ab'[f.B]} {_rr(f.size, f.Rd)}, p{f.Pg}, {_z(f.Zn, f.size)}", "sve",
      aliases=("lastb",))
E.ENC("lasta", "00000101 size:2 10001 B:1 100 Pg:3 Zn:5 Vd:5",
      lambda f: f"last{'ab'[f.B]} {E.ESIZE[f.size]}{f.Vd}, p{f.Pg}, {_z(f.Zn, f.size)}", "sve",
      aliases=("lastb",))
E.ENC("clasta", "00000101 size:2 11000 B:1 101 Pg:3 Zm:5 Rdn:5",
      lambda f: f"clast{'ab'[f.B]} {_rr(f.size, f.Rdn)}, p{f.Pg}, {_rr(f.size, f.Rdn)}, "
                f"{_z(f.Zm, f.size)}", "sve", aliases=("clastb",))
E.ENC("clasta", "00000101 size:2 10101 B:1 100 Pg:3 Zm:5 Vdn:5",
      lambda f: f"clast{'ab'[f.B]} {E.ESIZE[f.size]}{f.Vdn}, p{f.Pg}, {E.ESIZE[f.size]}{f.Vdn}, "
                f"{_z(f.Zm, f.size)}", "sve", aliases=("clastb",))
E.ENC("clasta", "00000101 size:2 10100 B:1 100 Pg:3 Zm:5 Zdn:5",
      lambda f: f"clast{'ab'[f.B]} {_z(f.Zdn, f.size)}, p{f.Pg}, {_z(f.Zdn, f.size)}, "
                f"{_z(f.Zm, f.size)}", "sve", aliases=("clastb",))
E.ENC("splice", "00000101 size:2 101100 100 Pg:3 Zm:5 Zdn:5",
      lambda f: f"splice {_z(f.Zdn, f.size)}, p{f.Pg}, {_z(f.Zdn, f.size)}, {_z(f.Zm, f.size)}",
      "sve")
E.ENC("splice", "00000101 size:2 101101 100 Pg:3 Zn:5 Zd:5",
      lambda f: f"splice {_z(f.Zd, f.size)}, p{f.Pg}, {{ {_z(f.Zn, f.size)}, "
                f"{_z((f.Zn + 1) % 32, f.size)} }}", "sve2")
E.ENC("compact", "00000101 size:2 100001 100 Pg:3 Zn:5 Zd:5",
      lambda f: f.size >= 2 and f"compact {_z(f.Zd, f.size)}, p{f.Pg}, {_z(f.Zn, f.size)}" or None,
      "sve")
E.ENC("fadda", "01100101 size:2 011000 001 Pg:3 Zm:5 Vdn:5",
      lambda f: f.size and f"fadda {E.ESIZE[f.size]}{f.Vdn}, p{f.Pg}, {E.ESIZE[f.size]}{f.Vdn}, "
                f"{_z(f.Zm, f.size)}" or None, "sve")
