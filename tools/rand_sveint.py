"""Random SVE/SVE2 integer lines for the differential programs (tools/randprog.py): complex
integer arithmetic, saturating counts, predicated saturating arithmetic and division, carry
and pairwise forms, histograms and matches, vector ADR, INSR, bit permutes, crypto, integer
matrix multiplies, and the F64MM quadword permutes and LD1RO loads.

``sve_int_more`` is legal in either mode; ``sve_int_nonstreaming`` only outside streaming mode
(no FEAT_SME_FA64 assumed: HISTCNT, MATCH, AES, LD1RO, .Q permutes... run in phase A only).
"""
from __future__ import annotations

from .rand_data import Ops

_ROT = (0, 90, 180, 270)


def _complex(o: Ops) -> str:
    r = o.r
    k = r.randrange(5)
    if k == 0:
        t = o.t()
        return f"{r.choice(('cmla', 'sqrdcmlah'))} {o.z(t)}, {o.z(t)}, {o.z(t)}, #{r.choice(_ROT)}"
    if k == 1:
        t = o.t("hs")
        zm = o.z(t, 7 if t == "h" else 15)
        return f"{r.choice(('cmla', 'sqrdcmlah'))} {o.z(t)}, {o.z(t)}, " \
               f"{zm}[{r.randrange(4 if t == 'h' else 2)}], #{r.choice(_ROT)}"
    if k == 2:
        t, q = r.choice((("s", "b"), ("d", "h")))
        return f"cdot {o.z(t)}, {o.z(q)}, {o.z(q)}, #{r.choice(_ROT)}"
    if k == 3:
        t, q = r.choice((("s", "b"), ("d", "h")))
        zm = o.z(q, 7 if t == "s" else 15)
        return f"cdot {o.z(t)}, {o.z(q)}, {zm}[{r.randrange(4 if t == 's' else 2)}], " \
               f"#{r.choice(_ROT)}"
    t = o.t()
    zd = o.z(t)
    return f"{r.choice(('cadd', 'sqcadd'))} {zd}, {zd}, {o.z(t)}, #{r.choice((90, 270))}"


_PATS = ("pow2", "vl1", "vl3", "vl8", "vl16", "vl32", "vl64", "vl128", "vl256", "mul4", "mul3",
         "all", "#14", "#29")


def _pattern(o: Ops) -> str:
    r = o.r
    k = r.randrange(3)
    if k == 0:
        return ""
    pat = r.choice(_PATS)
    return f", {pat}" if k == 1 else f", {pat}, mul #{r.randint(1, 16)}"


def _satcount(o: Ops) -> str:
    r = o.r
    s, op = r.choice("su"), r.choice(("inc", "dec"))
    k = r.randrange(4)
    if k == 0:  # by pattern: Xdn, Xdn/Wdn, Wdn
        c = r.choice("bhwd")
        x = o.xd()
        reg = r.choice((x, f"{x}, w{x[1:]}") if s == "s" else (x, f"w{x[1:]}"))
        return f"{s}q{op}{c} {reg}{_pattern(o)}"
    if k == 1:
        c = r.choice("hwd")
        return f"{s}q{op}{c} {o.z({'w': 's'}.get(c, c))}{_pattern(o)}"
    t = o.t()
    if k == 2:
        x = o.xd()
        reg = r.choice((x, f"{x}, p{r.randrange(16)}.{t}, w{x[1:]}") if s == "s" else
                       (x, f"w{x[1:]}"))
        if "," in reg:
            return f"{s}q{op}p {reg}"
        return f"{s}q{op}p {reg}, p{r.randrange(16)}.{t}"
    t = o.t("hsd")
    return f"{s}q{op}p {o.z(t)}, p{r.randrange(16)}.{t}"


_SATOPS = ("sqadd", "uqadd", "sqsub", "uqsub", "sqsubr", "uqsubr", "suqadd", "usqadd")


def _intmisc(o: Ops) -> str:
    r = o.r
    pg = o.p(7)
    k = r.randrange(7)
    if k == 0:
        t = o.t()
        zd = o.z(t)
        return f"{r.choice(_SATOPS)} {zd}, {pg}/m, {zd}, {o.z(t)}"
    if k == 1:
        t = o.t("sd")
        zd = o.z(t)
        return f"{r.choice(('sdiv', 'udiv', 'sdivr', 'udivr'))} {zd}, {pg}/m, {zd}, {o.z(t)}"
    if k == 2:
        if r.random() < 0.3:
            return f"{r.choice(('urecpe', 'ursqrte'))} {o.z('s')}, {pg}/m, {o.z('s')}"
        t = o.t()
        return f"rbit {o.z(t)}, {pg}/m, {o.z(t)}"
    if k == 3:
        t, h = r.choice((("h", "b"), ("s", "h"), ("d", "s")))
        return f"{r.choice(('sadalp', 'uadalp'))} {o.z(t)}, {pg}/m, {o.z(h)}"
    if k == 4:
        t = o.t("sd")
        return f"{r.choice(('adclb', 'adclt', 'sbclb', 'sbclt'))} {o.z(t)}, {o.z(t)}, {o.z(t)}"
    t = o.t()
    if k == 5:
        if r.random() < 0.3:
            w = r.random() < 0.5
            return f"{r.choice(('ctermeq', 'ctermne'))} {o.xn(w)}, {o.xn(w)}"
        return f"insr {o.z(t)}, {o.xn(w=t != 'd')}"
    return f"insr {o.z(t)}, {t}{r.randrange(32)}"


def _dots(o: Ops) -> str:
    r = o.r
    k = r.randrange(3)
    if k == 0:
        return f"pmul {o.z('b')}, {o.z('b')}, {o.z('b')}"
    if k == 1:
        return f"usdot {o.z('s')}, {o.z('b')}, {o.z('b')}"
    return f"{r.choice(('usdot', 'sudot'))} {o.z('s')}, {o.z('b')}, {o.z('b', 7)}[{r.randrange(4)}]"


def _crypto(o: Ops) -> str:
    r = o.r
    k = r.randrange(7)
    if k == 0:
        zd = o.z("b")
        return f"{r.choice(('aese', 'aesd'))} {zd}, {zd}, {o.z('b')}"
    if k == 1:
        zd = o.z("b")
        return f"{r.choice(('aesmc', 'aesimc'))} {zd}, {zd}"
    if k == 2:
        zd = o.z("s")
        return f"sm4e {zd}, {zd}, {o.z('s')}"
    if k == 3:
        if r.random() < 0.5:
            return f"sm4ekey {o.z('s')}, {o.z('s')}, {o.z('s')}"
        return f"rax1 {o.z('d')}, {o.z('d')}, {o.z('d')}"
    if k == 4:
        t = o.t()
        return f"{r.choice(('bdep', 'bext', 'bgrp'))} {o.z(t)}, {o.z(t)}, {o.z(t)}"
    if k == 5:
        return f"{r.choice(('smmla', 'ummla', 'usmmla'))} {o.z('s')}, {o.z('b')}, {o.z('b')}"
    return f"{r.choice(('pmullb', 'pmullt'))} {o.z('q')}, {o.z('d')}, {o.z('d')}"


def sve_int_more(o: Ops) -> str:
    """SVE/SVE2 integer forms legal in streaming and non-streaming mode."""
    k = o.r.randrange(4)
    if k == 0:
        return _complex(o)
    if k == 1:
        return _intmisc(o)
    if k == 2:
        return _dots(o)
    return _satcount(o)


def _adr(o: Ops) -> str:
    r = o.r
    k = r.randrange(4)
    if k == 0:
        mod = r.choice(("", ", lsl #1", ", lsl #2", ", lsl #3"))
        return f"adr {o.z('s')}, [{o.z('s')}, {o.z('s')}{mod}]"
    if k == 1:
        mod = r.choice(("", ", lsl #1", ", lsl #2", ", lsl #3"))
    else:
        mod = f", {r.choice(('sxtw', 'uxtw'))}" + r.choice(("", " #1", " #2", " #3"))
    return f"adr {o.z('d')}, [{o.z('d')}, {o.z('d')}{mod}]"


def _match(o: Ops) -> str:
    r = o.r
    k = r.randrange(3)
    if k == 0:
        t = o.t("sd")
        return f"histcnt {o.z(t)}, {o.p(7)}/z, {o.z(t)}, {o.z(t)}"
    if k == 1:
        return f"histseg {o.z('b')}, {o.z('b')}, {o.z('b')}"
    t = o.t("bh")
    return f"{r.choice(('match', 'nmatch'))} {o.p()}.{t}, {o.p(7)}/z, {o.z(t)}, {o.z(t)}"


def _f64mm(o: Ops) -> str:
    r = o.r
    if r.random() < 0.5:
        mn = r.choice(("zip1", "zip2", "uzp1", "uzp2", "trn1", "trn2"))
        return f"{mn} {o.z('q')}, {o.z('q')}, {o.z('q')}"
    c = r.choice("bhwd")
    t = {"w": "s"}.get(c, c)
    sz = {"b": 1, "h": 2, "w": 4, "d": 8}[c]
    if r.random() < 0.5:
        off = 32 * r.randint(-8, 7)
        addr = f"[x27, #{off}]" if off else "[x27]"
    else:  # scalar plus scalar: an index set just before, within the scratch area
        sh = sz.bit_length() - 1
        idx = r.randrange(0, 480 >> sh)
        return f"mov x26, #{idx}\n    ld1ro{c} {{{o.z(t)}}}, {o.p(7)}/z, [x27, x26" + \
            (f", lsl #{sh}]" if sh else "]")
    return f"ld1ro{c} {{{o.z(t)}}}, {o.p(7)}/z, {addr}"


def sve_int_nonstreaming(o: Ops) -> str:
    """SVE/SVE2 integer forms illegal in streaming mode without FEAT_SME_FA64."""
    k = o.r.randrange(4)
    if k == 3:
        return _f64mm(o)
    if k == 0:
        return _adr(o)
    if k == 1:
        return _crypto(o)
    return _match(o)


# (phase A, phase B) mixes for randprog.run_batch(..., phases=PHASES): these families only
PHASES = ([(sve_int_more, 2), (sve_int_nonstreaming, 1)], [(sve_int_more, 1)])
