"""Random A64 base, scalar FP and Advanced SIMD instruction lines (tools/randprog.py)."""
from __future__ import annotations

from .rand_data import CONDS, LOGIMM_W, LOGIMM_X, Ops



def scalar(o: Ops) -> str:
    r = o.r
    w = r.random() < 0.4
    d, n, m = o.xd(w), o.xn(w), o.xn(w)
    k = r.randrange(22)
    if k == 0:
        return f"{r.choice(('add', 'sub', 'adds', 'subs'))} {d}, {n}, {m}"
    if k == 1:
        sh = r.choice(("lsl", "lsr", "asr"))
        return f"{r.choice(('add', 'subs'))} {d}, {n}, {m}, {sh} #{r.randrange(32 if w else 64)}"
    if k == 2:
        n = n.replace("zr", "0") if "zr" in n else n
        return f"{r.choice(('add', 'sub', 'adds', 'subs'))} {d}, {n}, #{r.randrange(4096)}"
    if k == 3:
        return f"{r.choice(('and', 'orr', 'eor', 'ands', 'bic', 'orn'))} {d}, {n}, {m}"
    if k == 4:
        return f"{r.choice(('and', 'orr', 'eor', 'ands'))} {d}, {n}, " \
               f"{r.choice(LOGIMM_W if w else LOGIMM_X)}"
    if k == 5:
        return f"{r.choice(('lsl', 'lsr', 'asr', 'ror'))} {d}, {n}, #{r.randrange(32 if w else 64)}"
    if k == 6:
        return f"{r.choice(('lsl', 'lsr', 'asr', 'ror'))} {d}, {n}, {m}"
    if k == 7:
        return f"{r.choice(('madd', 'msub'))} {d}, {n}, {m}, {o.xn(w)}"
    if k == 8:
        return f"{r.choice(('mul', 'udiv', 'sdiv'))} {d}, {n}, {m}"
    if k == 9:
        return f"{r.choice(('umulh', 'smulh'))} {o.xd()}, {o.xn()}, {o.xn()}"
    if k == 10:
        return f"{r.choice(('smull', 'umull'))} {o.xd()}, {o.xn(True)}, {o.xn(True)}"
    if k == 11:
        return f"{r.choice(('csel', 'csinc', 'csinv', 'csneg'))} {d}, {n}, {m}, {r.choice(CONDS)}"
    if k == 12:
        return f"{r.choice(('ccmp', 'ccmn'))} {n}, {m}, #{r.randrange(16)}, {r.choice(CONDS)}"
    if k == 13:
        bits = 32 if w else 64
        lsb = r.randrange(bits)
        width = r.randint(1, bits - lsb)
        return f"{r.choice(('ubfx', 'sbfx', 'bfxil', 'ubfiz', 'sbfiz', 'bfi'))} {d}, {n}, " \
               f"#{lsb}, #{width}"
    if k == 14:
        return f"{r.choice(('clz', 'cls', 'rbit', 'rev', 'rev16'))} {d}, {n}"
    if k == 15:
        return f"{r.choice(('movz', 'movk', 'movn'))} {d}, #{r.randrange(65536)}, " \
               f"lsl #{16 * r.randrange(2 if w else 4)}"
    if k == 16:
        return f"{r.choice(('cmp', 'cmn', 'tst'))} {n}, {m}"
    if k == 17:
        return f"{r.choice(('adc', 'adcs', 'sbc', 'sbcs'))} {d}, {n}, {m}"
    if k == 18:
        return f"{r.choice(('cset', 'csetm'))} {d}, {r.choice(CONDS)}"
    if k == 19:
        return f"{r.choice(('sxtb', 'sxth', 'uxtb', 'uxth'))} {o.xd(True)}, {o.xn(True)}"
    if k == 20:
        return f"extr {d}, {n}, {m}, #{r.randrange(32 if w else 64)}"
    return f"{r.choice(('adr', 'adrp'))} {o.xd()}, {r.choice(('data_lo', 'data_hi'))}"


def mem(o: Ops) -> str:
    """Loads and stores relative to the scratch base x27 (in bounds)."""
    r = o.r
    k = r.randrange(5)
    if k == 0:
        size, reg = r.choice((("", o.xd()), ("", o.xd(True)), ("b", o.xd(True)),
                              ("h", o.xd(True)), ("sb", o.xd()), ("sw", o.xd())))
        step = {"": 8 if reg[0] == "x" else 4, "b": 1, "h": 2, "sb": 1, "sw": 4}[size]
        return f"ldr{size} {reg}, [x27, #{step * r.randrange(32)}]"
    if k == 1:
        size, reg = r.choice((("", o.xn()), ("", o.xn(True)), ("b", o.xn(True)),
                              ("h", o.xn(True))))
        step = {"": 8 if reg[0] == "x" else 4, "b": 1, "h": 2}[size]
        return f"str{size} {reg}, [x27, #{step * r.randrange(32)}]"
    if k == 2:
        return f"ldp {o.xd()}, {o.xd()}, [x27, #{16 * r.randrange(16)}]"
    if k == 3:  # an absolute address: ADRP + :lo12: (R_AARCH64_ADR_PREL_PG_HI21 / LDST64_ABS_LO12)
        base = o.xd()
        return f"adrp {base}, data_lo\n    ldr {o.xd()}, [{base}, :lo12:data_lo]"
    return f"stp {o.xn()}, {o.xn()}, [x27, #{16 * r.randrange(16)}]"


def fp(o: Ops) -> str:
    r = o.r
    t = r.choice("hsd")
    d, n, m, a = (f"{t}{r.randrange(32)}" for _ in range(4))
    k = r.randrange(9)
    if k == 0:
        mn = r.choice(('fadd', 'fsub', 'fmul', 'fdiv', 'fmax', 'fmin', 'fmaxnm', 'fminnm',
                       'fnmul', 'fabd'))
        return f"{mn} {d}, {n}, {m}"
    if k == 1:
        return f"{r.choice(('fmadd', 'fmsub', 'fnmadd', 'fnmsub'))} {d}, {n}, {m}, {a}"
    if k == 2:
        mn = r.choice(('fabs', 'fneg', 'fsqrt', 'frintn', 'frintz', 'frinta', 'frintx'))
        return f"{mn} {d}, {n}"
    if k == 3:
        u = r.choice([c for c in "hsd" if c != t])
        return f"fcvt {u}{r.randrange(32)}, {n}"
    if k == 4:
        return f"{r.choice(('fcmp', 'fcmpe'))} {n}, {m if r.random() < 0.8 else '#0.0'}"
    if k == 5:
        return f"fcsel {d}, {n}, {m}, {r.choice(CONDS)}"
    if k == 6:
        return f"{r.choice(('scvtf', 'ucvtf'))} {d}, {o.xn(r.random() < 0.5)}"
    if k == 7:
        return f"{r.choice(('fcvtzs', 'fcvtzu', 'fcvtns', 'fcvtms'))} {o.xd(r.random() < 0.5)}, {n}"
    return f"fmov {d}, {r.choice(('#1.0', '#-0.5', '#31.0', '#0.125'))}"


def neon(o: Ops) -> str:
    r = o.r
    v = lambda a: f"v{r.randrange(32)}.{a}"  # noqa: E731
    k = r.randrange(5)
    if k == 0:
        a = r.choice(("16b", "8h", "4s", "2d", "8b", "4h", "2s"))
        return f"{r.choice(('add', 'sub'))} {v(a)}, {v(a)}, {v(a)}"
    if k == 1:
        a = r.choice(("16b", "8h", "4s", "8b"))
        return f"{r.choice(('mul', 'smax', 'umin', 'cmeq', 'cmgt'))} {v(a)}, {v(a)}, {v(a)}"
    if k == 2:
        a = r.choice(("4s", "2d", "2s"))
        mn = r.choice(('fadd', 'fsub', 'fmul', 'fmla', 'fmax', 'fminnm', 'fdiv'))
        return f"{mn} {v(a)}, {v(a)}, {v(a)}"
    if k == 3:
        return f"{r.choice(('and', 'orr', 'eor', 'bic', 'bsl'))} {v('16b')}, {v('16b')}, {v('16b')}"
    a = r.choice(("4s", "2d"))
    return f"{r.choice(('fabs', 'fneg', 'fsqrt', 'frintn'))} {v(a)}, {v(a)}"
