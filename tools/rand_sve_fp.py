"""Random SVE/SVE2/SME2 floating-point and BFloat16 lines (tools/randprog.py): the BFloat16
arithmetic (FEAT_SVE_B16B16) and dot products, complex FCMLA/FCADD, estimates and steps, the
trigonometric helpers, FLOGB, pairwise, FAMAX/FAMIN, FMMLA, the odd-element and round-to-odd
conversions, the SVE2p1 2-way dot products, and (streaming only) their SME2 multi-vector forms."""
from __future__ import annotations

from .rand_data import Ops


def sve_fp_more(o: Ops) -> str:
    r = o.r
    t = o.t("hsd")
    zd, zn, zm = o.z(t), o.z(t), o.z(t)
    pg = o.p(7)
    k = r.randrange(16)
    if k == 0:
        mn = r.choice(("bfadd", "bfsub", "bfmul", "bfmax", "bfmin", "bfmaxnm", "bfminnm"))
        d = o.z("h")
        return f"{mn} {d}, {pg}/m, {d}, {o.z('h')}"
    if k == 1:
        if r.random() < 0.5:
            return f"{r.choice(('bfadd', 'bfsub', 'bfmul'))} {o.z('h')}, {o.z('h')}, {o.z('h')}"
        return f"{r.choice(('bfmla', 'bfmls'))} {o.z('h')}, {pg}/m, {o.z('h')}, {o.z('h')}"
    if k == 2:
        mn = r.choice(("bfmla", "bfmls", "bfmul"))
        return f"{mn} {o.z('h')}, {o.z('h')}, {o.z('h', 7)}[{r.randrange(8)}]"
    if k == 3:
        mn = r.choice(("bfdot", "bfmmla", "bfmlslb", "bfmlslt", "bfmlalb"))
        if mn != "bfmmla" and r.random() < 0.5:
            top = 3 if mn == "bfdot" else 7
            return f"{mn} {o.z('s')}, {o.z('h')}, {o.z('h', 7)}[{r.randrange(top + 1)}]"
        return f"{mn} {o.z('s')}, {o.z('h')}, {o.z('h')}"
    if k == 4:
        if r.random() < 0.5:  # the SVE2p1 2-way dot products
            mn = r.choice(("fdot", "sdot", "udot"))
            idx = f"[{r.randrange(4)}]" if r.random() < 0.5 else ""
            return f"{mn} {o.z('s')}, {o.z('h')}, {o.z('h', 7 if idx else 31)}{idx}"
        return f"bfclamp {o.z('h')}, {o.z('h')}, {o.z('h')}"
    if k == 5:
        return f"fcmla {zd}, {pg}/m, {zn}, {zm}, #{r.choice((0, 90, 180, 270))}"
    if k == 6:
        tt = r.choice("hs")
        hi, top = (7, 3) if tt == "h" else (15, 1)
        return f"fcmla {o.z(tt)}, {o.z(tt)}, {o.z(tt, hi)}[{r.randrange(top + 1)}], " \
               f"#{r.choice((0, 90, 180, 270))}"
    if k == 7:
        return f"fcadd {zd}, {pg}/m, {zd}, {zm}, #{r.choice((90, 270))}"
    if k == 8:
        mn = r.choice(("frecps", "frsqrts", "ftsmul", "ftssel"))
        return f"{mn} {zd}, {zn}, {zm}"
    if k == 9:
        mn = r.choice(("frecpe", "frsqrte", "frecpx", "flogb"))
        return f"{mn} {zd}, {pg}/m, {zn}" if mn in ("frecpx", "flogb") else f"{mn} {zd}, {zn}"
    if k == 10:
        return f"ftmad {zd}, {zd}, {zm}, #{r.randrange(8)}"
    if k == 11:
        mn = r.choice(("faddp", "fmaxp", "fminp", "fmaxnmp", "fminnmp", "famax", "famin"))
        return f"{mn} {zd}, {pg}/m, {zd}, {zm}"
    if k == 12:
        tt = r.choice("sd")
        return f"fmmla {o.z(tt)}, {o.z(tt)}, {o.z(tt)}"
    if k == 13:
        mn, d, s = r.choice((("fcvtx", "s", "d"), ("fcvtxnt", "s", "d"), ("fcvtnt", "h", "s"),
                             ("fcvtnt", "s", "d"), ("fcvtlt", "s", "h"), ("fcvtlt", "d", "s")))
        return f"{mn} {o.z(d)}, {pg}/m, {o.z(s)}"
    # MOVPRFX pairs: the destination appears in no other operand of the second instruction
    d = r.randrange(32)
    others = [x for x in range(32) if x != d]
    a, b = r.choice(others), r.choice(others)
    if k == 14:
        return f"movprfx z{d}, z{r.randrange(32)}\n    fcmla z{d}.{t}, {pg}/m, z{a}.{t}, " \
               f"z{b}.{t}, #{r.choice((0, 90, 180, 270))}"
    return f"movprfx z{d}.h, {pg}/m, z{a}.h\n    bfadd z{d}.h, {pg}/m, z{d}.h, z{b}.h"


def sme2_fp_more(o: Ops) -> str:
    """SME2 multi-vector BFloat16 min/max/clamp, FAMAX/FAMIN and the widening FCVT/FCVTL
    (streaming mode)."""
    r = o.r
    n = r.choice((2, 4))
    k = r.randrange(4)
    if k == 0:
        zl = o.zlist_alias("h", n)
        mn = r.choice(("bfmax", "bfmin", "bfmaxnm", "bfminnm"))
        second = o.zlist_alias("h", n) if r.random() < 0.5 else o.z_in_last_list("h", 15)
        return f"{mn} {zl}, {zl}, {second}"
    if k == 1:
        zl = o.zlist_alias("h", n)
        return f"bfclamp {zl}, {o.z_in_last_list('h')}, {o.z_in_last_list('h')}"
    if k == 2:
        t = r.choice("hsd")
        zl = o.zlist_alias(t, n)
        return f"{r.choice(('famax', 'famin'))} {zl}, {zl}, {o.zlist_alias(t, n)}"
    zl = o.zlist_alias("s", 2)
    return f"{r.choice(('fcvt', 'fcvtl'))} {zl}, {o.z_in_last_list('h')}"
