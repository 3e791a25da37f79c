"""Generate programs/sme2/pred_counter.s, the QEMU-compared SME2 predicate-as-counter program:
PTRUE PNd, WHILE<cc> PNd (VLx2/VLx4) with CNTP and PEXT of every portion, predicate-pair
WHILE<cc>, PSEL. Every P register written is dumped (4 bytes at SVL 256), every WHILE's NZCV.

    python3 -m tools.gen_sme2_pred_counter           # rewrite the file
    python3 -m tools.gen_sme2_pred_counter --check   # exit 1 if it differs
"""
from __future__ import annotations

import re
import sys

from tools.gen_common import IND, OUT_SIZE, START, Body, comments, finish, header
from tools.gen_common import main as gen_main

MODULE = "tools.gen_sme2_pred_counter"
COVER = """\
QEMU: compare
assembler: clang
Covers: SME2 predicate-as-counter: PTRUE PNd.T; WHILELT/LE/LO/LS PNd.T with VLx2 and VLx4
for every element size (counts of zero, inside the first vector, across vectors, exactly
the group, larger than it, signed/unsigned limits and wrap-around), their NZCV flags;
the predicate-pair WHILELT/LE/LO/LS {Pd.T, Pd+1.T}; CNTP Xd, PNn.T, VLx2/VLx4 (also a
counter read at another element size); PEXT of every portion into one register and into a
pair; PSEL with P and PN registers, index wrap-around and an inactive element. SVL 256.
Output: every P register after each step (4 bytes each), flag bytes N Z C V and counts.
CHECK: exit == 0
"""
# WHILE<op> PN8.<t>, x0, x1, VLx<vl> with x0 = start, x1 = limit
COUNTERS = [
    ("whilelt", "s", 0, 5, 2), ("whilelt", "s", 0, 12, 2), ("whilelt", "s", 0, 16, 2),
    ("whilelt", "s", 3, 100, 2), ("whilelt", "s", 5, 0, 2), ("whilelt", "b", 0, 100, 4),
    ("whilelt", "b", 0, 127, 4), ("whilelt", "b", 0, 128, 4), ("whilelt", "b", 0, 33, 2),
    ("whilelt", "h", 0, 47, 4), ("whilelt", "h", 0, 17, 2), ("whilelt", "d", 0, 9, 4),
    ("whilelt", "d", 7, 9, 2), ("whilele", "s", 0, 15, 2), ("whilele", "d", 2, 7, 4),
    ("whilelo", "h", 0, 20, 2), ("whilels", "b", 0, 40, 2), ("whilels", "s", 9, 9, 4),
    ("whilels", "s", 10, 9, 4),
]
# (instruction, comment) lines for script()
LIMITS = [
    ("mov     x0, #-3", ""), ("mov     x1, #2", ""), ("whilelt pn9.s, x0, x1, vlx2", ""),
    ("whilelo pn10.s, x0, x1, vlx2", "0xff..fd < 2 unsigned: none"),
    ("mov     x1, #0x7fffffffffffffff", ""), ("sub     x0, x1, #2", ""),
    ("whilele pn11.h, x0, x1, vlx4", "<= INT64_MAX holds for every element"),
    ("whilelt pn12.h, x0, x1, vlx4", "2 elements"),
    ("mov     x1, #-1", ""), ("sub     x0, x1, #1", ""),
    ("whilels pn13.d, x0, x1, vlx2", "<= UINT64_MAX: all"),
    ("whilelo pn14.d, x0, x1, vlx2", "1"),
]
PAIRS = [
    ("mov     x0, #0", ""), ("mov     x1, #11", ""), ("whilelt {p0.s, p1.s}, x0, x1", ""),
    ("mov     x1, #3", ""), ("whilelo {p2.b, p3.b}, x0, x1", ""),
    ("mov     x1, #31", ""), ("whilele {p4.h, p5.h}, x0, x1", ""),
    ("mov     x0, #40", ""), ("whilels {p14.d, p15.d}, x0, x1", ""),
    ("mov     x0, #-8", ""), ("mov     x1, #0", ""), ("whilele {p6.d, p7.d}, x0, x1", ""),
]
PSEL = [
    ("ptrue   p2.s, vl3", ""), ("mov     w12, #1", ""), ("mov     x0, #0", ""),
    ("mov     x1, #6", ""), ("whilelt p1.h, x0, x1", ""),
    ("psel    p3, p1, p2.s[w12, 1]", "element 2 of p2.s active: p3 = p1"),
    ("psel    p4, p1, p2.s[w12, 3]", "element 4 inactive: p4 = 0"),
    ("mov     w13, #21", ""),
    ("psel    p5, p1, p2.s[w13, 3]", "(21 + 3) mod 8 = 0: active"),
    ("whilelt pn9.s, x0, x1, vlx4", ""), ("mov     w14, #20", ""), ("ptrue   p6.b, vl2", ""),
    ("psel    pn10, pn9, p6.b[w14, 13]", "(20 + 13) mod 32 = 1: active"),
    ("psel    pn11, pn9, p6.b[w14, 14]", "2: inactive"),
    ("ptrue   p7.d", ""), ("psel    p12, p7, p7.d[w12, 1]", ""),
]


def _dests(text: str) -> list[str]:
    """The P registers an instruction writes (PNn is Pn): its first operand or list."""
    ops = text.split(None, 1)[1]
    first = ops[1:ops.index("}")] if ops.startswith("{") else ops.split(",")[0]
    return [f"p{n}" for n in re.findall(r"pn?(\d+)", first)]


def script(b: Body, lines: list[tuple[str, str]], whiles: bool = True) -> None:
    """Emit `lines`, each PSEL followed by a dump of its destination and (with `whiles`) each
    WHILE by its NZCV and the P registers it writes."""
    for text, comment in lines:
        b.raw(f"{IND + text:<56}// {comment}" if comment else IND + text)
        dumped = whiles and text.startswith("while")
        if dumped:
            b.flags()
        if dumped or text.startswith("psel"):
            for p in _dests(text):
                b.stp(p)


def counter(b: Body, op: str, t: str, start: int, limit: int, vl: int) -> None:
    """One counter: WHILE<op> PN8.<t>, its flags, CNTP both ways, PEXT of every portion."""
    b.ins(f"mov     x0, #{start}")
    b.ins(f"mov     x1, #{limit}")
    b.ins(f"{op}     pn8.{t}, x0, x1, vlx{vl}")
    b.flags()
    b.stp("p8")
    for n in (2, 4):
        b.ins(f"cntp    x2, pn8.{t}, vlx{n}")
        b.stx("x2")
    for k in range(4):
        b.ins(f"pext    p{k}.{t}, pn8[{k}]")
    for k in range(4):
        b.stp(f"p{k}")
    b.ins(f"pext    {{p4.{t}, p5.{t}}}, pn8[1]")
    b.stp("p4")
    b.stp("p5")


def pred_counter() -> str:
    b = Body()
    b.raw("")
    for i, t in ((8, "b"), (9, "h"), (10, "s"), (15, "d")):
        b.ins(f"ptrue   pn{i}.{t}")
        b.stp(f"p{i}")
    b.ins("cntp    x2, pn15.d, vlx4")
    b.stx("x2")
    b.raw("")
    for c in COUNTERS:
        counter(b, *c)
    for title, lines in (("limits: signed/unsigned, wrap-around of the incrementing operand",
                          LIMITS), ("predicate pairs", PAIRS)):
        b.raw("")
        b.ins(f"// {title}")
        script(b, lines)
    b.raw("")
    b.ins("// a .b counter read as .h / .s / .d elements")
    b.ins("mov     x0, #0")
    b.ins("mov     x1, #13")
    b.ins("whilelt pn8.b, x0, x1, vlx2")
    for t, n in (("h", 2), ("s", 2), ("d", 4)):
        b.ins(f"cntp    x2, pn8.{t}, vlx{n}")
        b.stx("x2")
    for k, t in ((0, "h"), (1, "s")):
        b.ins(f"pext    p{k}.{t}, pn8[0]")
        b.stp(f"p{k}")
    b.raw("")
    b.ins("// PSEL")
    script(b, PSEL, whiles=False)
    b.raw("")
    start = [*START[:2], "", IND + "// one counter: WHILE<op> PN8.<t>, x0, x1, <vl>; its flags; "
             "CNTP both ways; PEXT x4", "", START[2], IND + "smstart", IND + "adr     x20, out"]
    return (header(MODULE) + comments(COVER) + "\n".join(start + b.lines) + "\n"
            + finish(["smstop", "mov     x0, #1", *OUT_SIZE], ["out:    .space  4096"], gap=False))


def generate() -> dict[str, str]:
    """Program path (relative to the repository) -> text."""
    return {"programs/sme2/pred_counter.s": pred_counter()}


if __name__ == "__main__":
    sys.exit(gen_main(MODULE, generate))
