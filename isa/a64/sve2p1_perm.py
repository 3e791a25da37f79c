"""SVE2p1 quadword permutes and moves: DUPQ, EXTQ, TBLQ, TBXQ, ZIPQ1/ZIPQ2/UZPQ1/UZPQ2 (each
works inside every 128-bit segment on its own), PMOV (bits of a vector to and from a
predicate) and REVD (swap the doublewords of each active quadword, SME's and SVE2p1's).

Semantics from the Arm ARM (DDI 0487) pseudocode of each instruction; QEMU 11.1
target/arm/tcg/sve_helper.c is the executable cross-check (programs/sve/sve2p1_perm.s).
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import operands as O
from .sve import SIZE, UINT, gov
from .sve2_index import indexed_zm
from .table import Args, insn


def _segments(row, vlb: int, esz: int):
    """The (segments, elements per segment) view of a Z row's first ``vlb`` bytes."""
    return row[:vlb].view(UINT[esz]).reshape(vlb // 16, 16 // esz)


def _same(a: Args, i: int, esz: int) -> int:
    return a.zreg(i, SIZE[esz])[0]


@insn("dupq", klass="sve_perm")
def dupq(a: Args):
    """DUPQ Zd.T, Zn.T[imm]: element imm of each segment to the whole segment."""
    a.info = {"feature": "sve2p1"}  # SVE2p1 / SME2p1: not in SME2
    a.count(2, usage="Zd.T, Zn.T[imm]")
    d, esz = a.zreg(0)
    n, k = indexed_zm(a, 1, esz, 31)

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1

        def run():
            vlb = cpu.vlb
            src = _segments(z[n], vlb, esz)[:, k].copy()
            _segments(z[d], vlb, esz)[:] = src[:, None]
            return nxt
        return run
    return bind


@insn("extq", klass="sve_perm")
def extq(a: Args):
    """EXTQ Zdn.B, Zdn.B, Zm.B, #imm: bytes imm.. of each (Zdn segment : Zm segment) pair."""
    a.info = {"feature": "sve2p1"}  # SVE2p1 / SME2p1: not in SME2
    a.count(4, usage="Zdn.B, Zdn.B, Zm.B, #imm")
    d = a.zreg(0, "b")[0]
    if a.zreg(1, "b")[0] != d:
        raise a.error(1, "'extq' is destructive: the first source is the destination",
                      f"write extq z{d}.b, z{d}.b, ...")
    m = a.zreg(2, "b")[0]
    k = a.imm(3, 0, 15, "byte offset")

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1

        def run():
            vlb = cpu.vlb
            both = np.concatenate([_segments(z[d], vlb, 1), _segments(z[m], vlb, 1)], axis=1)
            _segments(z[d], vlb, 1)[:] = both[:, k:k + 16]
            return nxt
        return run
    return bind


@insn("tblq", "tbxq", klass="sve_perm")
def tblq(a: Args):
    """TBLQ Zd.T, {Zn.T}, Zm.T | TBXQ Zd.T, Zn.T, Zm.T: per segment, element Zm[e] of Zn's
    segment; an index beyond the segment gives 0 (TBLQ) or keeps Zd (TBXQ)."""
    a.info = {"feature": "sve2p1"}  # SVE2p1 / SME2p1: not in SME2
    a.count(3, usage="Zd.T, {Zn.T}, Zm.T")
    d, esz = a.zreg(0)
    o = a._get(1)
    if isinstance(o, O.RegList):
        if a.m == "tbxq" or len(o.items) != 1 or not isinstance(o.items[0], O.ZReg) \
                or o.items[0].esz != esz:
            raise a.error(1, f"expected {{z{getattr(o.items[0], 'num', 0)}.{SIZE[esz]}}}"
                          if a.m == "tblq" else "tbxq takes Zn without braces")
        n = o.items[0].num
    else:
        n = _same(a, 1, esz)
    m = _same(a, 2, esz)
    keep = a.m == "tbxq"
    per = 16 // esz

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1

        def run():
            vlb = cpu.vlb
            src = _segments(z[n], vlb, esz).copy()
            ix = _segments(z[m], vlb, esz).astype(np.uint64)
            ok = ix < per
            picked = np.take_along_axis(src, np.where(ok, ix, 0).astype(np.intp), axis=1)
            dst = _segments(z[d], vlb, esz)
            dst[:] = np.where(ok, picked, dst if keep else 0)
            return nxt
        return run
    return bind


_ZQ = ("zipq1", "zipq2", "uzpq1", "uzpq2")


@insn(*_ZQ, klass="sve_perm")
def zipq(a: Args):
    """ZIPQ1/ZIPQ2/UZPQ1/UZPQ2 Zd.T, Zn.T, Zm.T: ZIP1/ZIP2/UZP1/UZP2 inside every segment."""
    a.info = {"feature": "sve2p1"}  # SVE2p1 / SME2p1: not in SME2
    a.count(3, usage="Zd.T, Zn.T, Zm.T")
    d, esz = a.zreg(0)
    n, m = _same(a, 1, esz), _same(a, 2, esz)
    part = int(a.m[-1]) - 1
    per = 16 // esz
    zip_ = a.m.startswith("zip")

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1

        def run():
            vlb = cpu.vlb
            x, y = _segments(z[n], vlb, esz).copy(), _segments(z[m], vlb, esz).copy()
            if zip_:
                h = per // 2
                out = np.stack([x[:, part * h:(part + 1) * h], y[:, part * h:(part + 1) * h]],
                               axis=2).reshape(x.shape)
            else:
                out = np.concatenate([x, y], axis=1)[:, part::2]
            _segments(z[d], vlb, esz)[:] = out
            return nxt
        return run
    return bind


@insn("pmov", klass="sve_pred")
def pmov(a: Args):
    """PMOV Pd.T, Zn[imm] (bits imm*elements.. of Zn to the predicate's elements) | PMOV
    Zd[imm], Pn.T (the predicate's elements to those bits of Zd; index 0 zeroes the rest, a
    non-zero index keeps the other bits: Arm ARM PMOV (predicate to vector))."""
    a.info = {"feature": "sve2p1"}  # SVE2p1 / SME2p1: not in SME2
    a.count(2, usage="Pd.T, Zn{[imm]} | Zd{[imm]}, Pn.T")
    to_pred = isinstance(a[0], O.PReg)
    pi, zi = (0, 1) if to_pred else (1, 0)
    p, _, esz = a.preg(pi, "", sizes="bhsd")
    zo = a._get(zi)
    if not isinstance(zo, O.ZReg) or zo.esz:
        raise a.error(zi, "expected zN or zN[imm] (no element size)", "e.g. pmov p0.s, z1[1]")
    k = 0
    if zo.index is not None:
        k = a.ctx.value(zo.index.lstrip("#"), zo.col)
    if not 0 <= k < esz:
        raise a.error(zi, f"index {k} out of range 0-{esz - 1} for .{SIZE[esz]}" if esz > 1
                      else "the .b form takes no index")
    zn = zo.num

    def bind(cpu, idx):
        z, pr, nxt = cpu.z, cpu.p, idx + 1

        def run():
            vlb = cpu.vlb
            ne = vlb // esz
            bits = np.unpackbits(z[zn, :vlb], bitorder="little")
            if to_pred:
                row = pr[p, :vlb]
                row[:] = False
                row[::esz] = bits[k * ne:(k + 1) * ne]
            else:
                if k == 0:  # index 0 writes the whole vector (the rest is zero)
                    bits[:] = 0
                bits[k * ne:(k + 1) * ne] = pr[p, :vlb:esz]
                z[zn, :vlb] = np.packbits(bits, bitorder="little")
            return nxt
        return run
    return bind


@insn("revd", klass="sve_perm")
def revd(a: Args):
    """REVD Zd.Q, Pg/M, Zn.Q: swap the two doublewords of each active quadword (merging)."""
    a.count(3, usage="Zd.Q, Pg/M, Zn.Q")
    d = a.zreg(0, "q")[0]
    g, _ = gov(a, 1, "m")
    n = a.zreg(2, "q")[0]

    def bind(cpu, idx):
        z64, p, nxt = cpu.z.view(np.uint64), cpu.p, idx + 1

        def run():
            vlb = cpu.vlb
            src = z64[n, :vlb >> 3].reshape(-1, 2)[:, ::-1].copy()
            act = p[g, :vlb:16]
            dst = z64[d, :vlb >> 3].reshape(-1, 2)
            dst[act] = src[act]
            return nxt
        return run
    return bind


# ============================================================================= binary encodings
# Arm ARM (DDI 0487) C4.1 "SVE2.1 permute" groups; llvm-objdump spellings as in
# llvm/test/MC/AArch64/SVE2p1/{dupq,extq,tblq,tbxq,zipq1,uzpq2,pmov}.s and SME/revd.s.
def _fmt_dupq(f):
    if f.tsz == 0:
        return None
    size = (f.tsz & -f.tsz).bit_length() - 1
    if size > 3:
        return None
    k = f.tsz >> (size + 1)
    t = "bhsd"[size]
    return f"dupq z{f.Zd}.{t}, z{f.Zn}.{t}[{k}]"


E.ENC("dupq", "00000101 001 tsz:5 001001 Zn:5 Zd:5", _fmt_dupq, "sve2p1")
E.ENC("extq", "00000101 011 0 imm4:4 001001 Zm:5 Zdn:5",
      lambda f: f"extq z{f.Zdn}.b, z{f.Zdn}.b, z{f.Zm}.b, {E.himm(f.imm4)}", "sve2p1")
E.ENC("tblq", "01000100 size:2 0 Zm:5 111110 Zn:5 Zd:5",
      lambda f: f"tblq {E.zr(f.Zd, f.size)}, {{ {E.zr(f.Zn, f.size)} }}, {E.zr(f.Zm, f.size)}",
      "sve2p1")
E.ENC("tbxq", "00000101 size:2 1 Zm:5 001101 Zn:5 Zd:5",
      lambda f: f"tbxq {E.zr(f.Zd, f.size)}, {E.zr(f.Zn, f.size)}, {E.zr(f.Zm, f.size)}",
      "sve2p1")
E.ENC("zipq1", "01000100 size:2 0 Zm:5 1110 op:2 Zn:5 Zd:5",
      lambda f: f"{_ZQ[f.op]} {E.zr(f.Zd, f.size)}, {E.zr(f.Zn, f.size)}, {E.zr(f.Zm, f.size)}",
      "sve2p1", aliases=_ZQ[1:])


# PMOV: bits 23-22 and 18-17 hold the element size (highest set bit) and the index below it
def _pmov_t(x: int) -> tuple[str, int] | None:
    for size, top in ((3, 8), (2, 4), (1, 2), (0, 1)):
        if x >= top:
            return "bhsd"[size], x - top
    return None


def _fmt_pmov(to_pred: bool):
    def fmt(f):
        r = _pmov_t((f.xh << 2) | f.xl)
        if r is None:
            return None
        t, k = r
        zs = f"z{f.Zn if to_pred else f.Zd}" + ("" if t == "b" else f"[{k}]")
        return f"pmov p{f.Pd}.{t}, {zs}" if to_pred else f"pmov {zs}, p{f.Pn}.{t}"
    return fmt


E.ENC("pmov", "00000101 xh:2 1 01 xl:2 0 001110 Zn:5 0 Pd:4", _fmt_pmov(True), "sve2p1")
E.ENC("pmov", "00000101 xh:2 1 01 xl:2 1 001110 0 Pn:4 Zd:5", _fmt_pmov(False), "sve2p1")
E.ENC("revd", "00000101 00 101110 100 Pg:3 Zn:5 Zd:5",
      lambda f: f"revd z{f.Zd}.q, p{f.Pg}/m, z{f.Zn}.q", "sme")
