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


def sve_int_more(o: Ops) -> str:
    """SVE/SVE2 integer forms legal in streaming and non-streaming mode."""
    return _complex(o)


def sve_int_nonstreaming(o: Ops) -> str:
    """SVE/SVE2 integer forms illegal in streaming mode without FEAT_SME_FA64."""
    return _complex(o)


# (phase A, phase B) mixes for randprog.run_batch(..., phases=PHASES): these families only
PHASES = ([(sve_int_more, 2), (sve_int_nonstreaming, 1)], [(sve_int_more, 1)])
