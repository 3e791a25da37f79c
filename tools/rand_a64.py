"""Random A64 base, scalar FP and Advanced SIMD instruction lines (tools/randprog.py)."""
from __future__ import annotations

from .rand_data import CONDS, F32, FP_SPECIALS, LOGIMM_W, LOGIMM_X, SCRATCH, SPECIALS, SZ, \
    XREGS, Ops



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


def fp_special(o: Ops) -> str:
    """A scalar FP form on special operands: NaNs (quiet, signalling, payloads, negative),
    infinities, zeros, subnormals and values near 1 and the extremes, loaded from the
    FP_SPECIALS table, so over many cases every form meets every pair of them."""
    r = o.r
    t = r.choice("hsd")
    vals = SPECIALS[t]
    size = SZ[t]
    base = {"h": 0, "s": 2 * len(SPECIALS["h"]), "d": 2 * len(SPECIALS["h"]) + 4 * len(F32)}[t]
    x = o.xd()
    a, b, c, d = (f"{t}{r.randrange(32)}" for _ in range(4))
    lines = [f"adr {x}, {FP_SPECIALS}"]
    for reg in (a, b, c):
        lines.append(f"ldr {reg}, [{x}, #{base + size * r.randrange(len(vals))}]")
    k = r.randrange(7)
    if k == 0:
        mn = r.choice(("fadd", "fsub", "fmul", "fdiv", "fmax", "fmin", "fmaxnm", "fminnm",
                       "fnmul", "fmulx", "frecps", "frsqrts", "fabd"))
        op = f"{mn} {d}, {a}, {b}"
    elif k == 1:
        op = f"{r.choice(('fmadd', 'fmsub', 'fnmadd', 'fnmsub'))} {d}, {a}, {b}, {c}"
    elif k == 2:
        mn = r.choice(("fabs", "fneg", "fsqrt", "frintn", "frintz", "frinta", "frintx", "frintm",
                       "frintp", "frinti", "frecpe", "frsqrte", "frecpx"))
        op = f"{mn} {d}, {a}"
    elif k == 3:
        u = r.choice([s for s in "hsd" if s != t])
        op = f"fcvt {u}{r.randrange(32)}, {a}"
    elif k == 4:
        op = f"{r.choice(('fcmp', 'fcmpe'))} {a}, {b if r.random() < 0.8 else '#0.0'}"
    elif k == 5:
        mn = r.choice(("fcvtzs", "fcvtzu", "fcvtns", "fcvtnu", "fcvtms", "fcvtps", "fcvtas"))
        op = f"{mn} {o.xd(r.random() < 0.5)}, {a}"
    else:
        op = f"fccmp {a}, {b}, #{r.randrange(16)}, {r.choice(CONDS)}"
    return "\n    ".join(lines + [op])


def neon_more(o: Ops) -> str:
    """Advanced SIMD forms compilers emit: unary, shifts, saturating, pairwise and across-lane,
    permutes, element moves, widening/narrowing, by-element, compares, conversions,
    immediates and bitwise selects."""
    r = o.r
    v = lambda a: f"v{r.randrange(32)}.{a}"  # noqa: E731
    ia = lambda: r.choice(("16b", "8h", "4s", "8b", "4h", "2s"))  # noqa: E731
    fa = lambda: r.choice(("4s", "2d", "2s"))  # noqa: E731
    k = r.randrange(16)
    if k == 0:
        a = ia()
        mn = r.choice(("abs", "neg", "not", "cls", "clz", "sqabs", "sqneg") if a[-1] != "b"
                      else ("abs", "neg", "not", "cnt", "rbit", "rev16", "rev32", "rev64"))
        if mn in ("not", "rbit", "cnt") and a not in ("16b", "8b"):
            a = "16b"
        return f"{mn} {v(a)}, {v(a)}"
    if k == 1:
        a = ia()
        bits = {"b": 8, "h": 16, "s": 32}[a[-1]]
        mn = r.choice(("shl", "sshr", "ushr", "srshr", "urshr", "ssra", "usra", "sli", "sri"))
        lo = 0 if mn in ("shl", "sli") else 1
        hi = bits - 1 if mn in ("shl", "sli") else bits
        return f"{mn} {v(a)}, {v(a)}, #{r.randint(lo, hi)}"
    if k == 2:
        a = ia()
        mn = r.choice(("sqadd", "uqadd", "sqsub", "uqsub", "shadd", "urhadd", "sabd", "uabd",
                       "smin", "umax", "cmhi", "cmge", "cmtst", "sshl", "ushl", "sqshl"))
        return f"{mn} {v(a)}, {v(a)}, {v(a)}"
    if k == 3:
        a = r.choice(("8h", "4s", "4h", "2s"))
        return f"{r.choice(('sqdmulh', 'sqrdmulh', 'mla', 'mls'))} {v(a)}, {v(a)}, {v(a)}"
    if k == 4:
        a = ia()
        return f"{r.choice(('addp', 'smaxp', 'uminp'))} {v(a)}, {v(a)}, {v(a)}"
    if k == 5:
        a = r.choice(("16b", "8h", "4s", "8b", "4h"))
        mn = r.choice(("addv", "smaxv", "uminv", "saddlv", "uaddlv"))
        dst = {"b": "b", "h": "h", "s": "s"}[a[-1]]
        if mn in ("saddlv", "uaddlv"):
            dst = {"b": "h", "h": "s", "s": "d"}[a[-1]]
        return f"{mn} {dst}{r.randrange(32)}, {v(a)}"
    if k == 6:
        a = r.choice(("4s", "2d"))
        return f"{r.choice(('faddp', 'fmaxp', 'fminnmp'))} {v(a)}, {v(a)}, {v(a)}"
    if k == 7:
        a = ia()
        mn = r.choice(("zip1", "zip2", "uzp1", "uzp2", "trn1", "trn2"))
        return f"{mn} {v(a)}, {v(a)}, {v(a)}"
    if k == 8:
        if r.random() < 0.5:
            return f"ext {v('16b')}, {v('16b')}, {v('16b')}, #{r.randrange(16)}"
        return f"tbl {v('16b')}, {{{v('16b')}}}, {v('16b')}"
    if k == 9:
        t, n = r.choice((("b", 16), ("h", 8), ("s", 4), ("d", 2)))
        kk = r.randrange(4)
        if kk == 0:
            return f"dup v{r.randrange(32)}.{n}{t}, v{r.randrange(32)}.{t}[{r.randrange(n)}]"
        if kk == 1:
            return f"dup v{r.randrange(32)}.{n}{t}, {o.xn(t != 'd')}"
        if kk == 2:
            return f"mov v{r.randrange(32)}.{t}[{r.randrange(n)}], {o.xn(t != 'd')}"
        return f"umov {o.xd(t != 'd')}, v{r.randrange(32)}.{t}[{r.randrange(n)}]"
    if k == 10:
        a, w = r.choice((("8h", "8b"), ("4s", "4h"), ("2d", "2s")))
        kk = r.randrange(3)
        if kk == 0:
            return f"{r.choice(('sxtl', 'uxtl'))} {v(a)}, {v(w)}"
        if kk == 1:
            return f"{r.choice(('xtn', 'sqxtn', 'uqxtn'))} {v(w)}, {v(a)}"
        return f"{r.choice(('saddl', 'umull', 'smlal', 'usubl'))} {v(a)}, {v(w)}, {v(w)}"
    if k == 11:
        a, t, n = r.choice((("4s", "s", 4), ("8h", "h", 8), ("2s", "s", 4)))
        hi = 15 if t == "h" else 31
        mn = r.choice(("mul", "mla", "sqdmulh")) if r.random() < 0.5 else None
        if mn is None:
            a, t, n, hi = r.choice((("4s", "s", 4, 31), ("2d", "d", 2, 31)))
            mn = r.choice(("fmla", "fmul", "fmls"))
        return f"{mn} {v(a)}, {v(a)}, v{r.randrange(hi + 1)}.{t}[{r.randrange(n)}]"
    if k == 12:
        if r.random() < 0.5:
            a = ia()
            mn = r.choice(("cmeq", "cmge", "cmgt", "cmle", "cmlt"))
            return f"{mn} {v(a)}, {v(a)}, #0"
        a = fa()
        mn = r.choice(("fcmeq", "fcmge", "fcmgt", "facgt"))
        return f"{mn} {v(a)}, {v(a)}, {v(a)}"
    if k == 13:
        a = fa()
        mn = r.choice(("scvtf", "ucvtf", "fcvtzs", "fcvtzu", "frintm", "frintp", "fcvtns"))
        return f"{mn} {v(a)}, {v(a)}"
    if k == 14:
        kk = r.randrange(3)
        if kk == 0:
            return f"movi {v('16b')}, #{r.randrange(256)}"
        if kk == 1:
            return f"movi {v('2d')}, #0xff00ff0000ffff00"
        return f"{r.choice(('mvni', 'orr', 'bic'))} {v('4s')}, #{r.randrange(256)}, " \
               f"lsl #{8 * r.randrange(4)}"
    if r.random() < 0.5:
        return f"{r.choice(('bif', 'bit', 'bsl'))} {v('16b')}, {v('16b')}, {v('16b')}"
    wide, narrow = r.choice((("2d", "2s"), ("4s", "4h")))
    if r.random() < 0.5:
        return f"fcvtl {v(wide)}, {v(narrow)}"
    return f"fcvtn {v(narrow)}, {v(wide)}"


def neon_extra(o: Ops) -> str:
    """BF16 dot products and matrix multiply (random bytes: bfloat16 NaNs, subnormals), SM4
    rounds, scalar saturating narrows."""
    r = o.r
    v = lambda a: f"v{r.randrange(32)}.{a}"  # noqa: E731
    k = r.randrange(4)
    if k == 0:
        q = r.random() < 0.5
        a, h = ("4s", "8h") if q else ("2s", "4h")
        m = f"v{r.randrange(32)}.2h[{r.randrange(4)}]" if r.random() < 0.5 else v(h)
        return f"bfdot {v(a)}, {v(h)}, {m}"
    if k == 1:
        return f"bfmmla {v('4s')}, {v('8h')}, {v('8h')}"
    if k == 2:
        if r.random() < 0.5:
            return f"sm4e {v('4s')}, {v('4s')}"
        return f"sm4ekey {v('4s')}, {v('4s')}, {v('4s')}"
    d, n = r.choice((("b", "h"), ("h", "s"), ("s", "d")))
    return f"{r.choice(('sqxtn', 'uqxtn', 'sqxtun'))} {d}{r.randrange(32)}, {n}{r.randrange(32)}"


def mops(o: Ops) -> str:
    """A memory copy or set (FEAT_MOPS: prologue, main, epilogue) inside the scratch memory at
    x27, overlapping or not; the registers end in the random X state."""
    r = o.r
    d, s, n = (f"x{i}" for i in r.sample(XREGS, 3))
    size = r.randrange(SCRATCH // 2)
    lines = [f"add {d}, x27, #{r.randrange(SCRATCH - size)}", f"mov {n}, #{size}"]
    if r.random() < 0.3:
        op, ops = r.choice(("set", "setg")), f"[{d}]!, {n}!, {o.xn()}"
        if op == "setg":
            lines = [f"add {d}, x27, #{16 * r.randrange((SCRATCH - size) // 16)}",
                     f"mov {n}, #{size & ~15}"]
        if ops.endswith(f", {d}") or ops.endswith(f", {n}"):
            ops = f"[{d}]!, {n}!, xzr"
    else:
        op, ops = r.choice(("cpy", "cpyf")), f"[{d}]!, [{s}]!, {n}!"
        lines.insert(1, f"add {s}, x27, #{r.randrange(SCRATCH - size)}")
    opt = r.choice(("", "t", "n")) if op.startswith("set") else r.choice(("", "wt", "rtn", "n"))
    return "\n    ".join(lines + [f"{op}{ph}{opt} {ops}" for ph in "pme"])
