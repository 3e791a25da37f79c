"""Random FP8 and LUT instruction lines (tools/randprog.py): Advanced SIMD, SVE and SME2 forms,
now and then after a new FPMR (source and destination formats, LSCALE, OSM/OSC)."""
from __future__ import annotations

from isa.a64 import encoding as E
from isa.a64 import load_all

from .rand_data import Ops

_FPMR_LOW = (0, 0x9, 0x49, 0x8, 0x41, 0x4009, 0x8049, 0xC049, 0x2, 0x80)


def _fpmr(o: Ops, line: str) -> str:
    """``line``, a third of the time after ``msr fpmr`` of a value with formats, saturation and
    a scale (x17 is clobbered)."""
    r = o.r
    if r.random() >= 0.33:
        return line
    v = r.choice(_FPMR_LOW)
    scale = f"\n    movk x17, #{r.randrange(0x80)}, lsl #16" if r.random() < 0.5 else ""
    return f"mov x17, #{v:#x}{scale}\n    msr fpmr, x17\n    {line}"


def fp8_mmla(o: Ops, space: str) -> str:
    """A random FP8 FMMLA word (FEAT_F8F16MM/F8F32MM) of ``space`` ("v": Advanced SIMD, "z":
    SVE) as ``.inst``: clang-19 cannot assemble them; the layouts are isa/a64/fp8_mmla.py's."""
    load_all()
    encs = [e for e in E.for_mnemonic("fmmla") if e.feature == "f8mm"
            and e.module.endswith("fp8_mmla") and (e.layout.value >> 24 == 0x6E) == (space == "v")]
    e = o.r.choice(encs)
    word = e.layout.value | (o.r.getrandbits(32) & ~e.layout.mask & 0xFFFFFFFF)
    return _fpmr(o, f".inst {word:#010x}")


def fp8_neon(o: Ops) -> str:
    r = o.r
    v = lambda a: f"v{r.randrange(32)}.{a}"  # noqa: E731
    k = r.randrange(9)
    if k == 8:
        return fp8_mmla(o, "v")
    if k == 0:
        a, b = r.choice((("4h", "8b"), ("8h", "16b"), ("2s", "8b"), ("4s", "16b")))
        if r.random() < 0.5:
            g = "2b" if a[-1] == "h" else "4b"
            hi = 15 if a[-1] == "h" else 31
            k = r.randrange(8 if g == "2b" else 4)
            line = f"fdot {v(a)}, {v(b)}, v{r.randint(0, hi)}.{g}[{k}]"
        else:
            line = f"fdot {v(a)}, {v(b)}, {v(b)}"
    elif k == 1:
        mn = r.choice(("fmlalb", "fmlalt"))
        last = f"v{r.randrange(8)}.b[{r.randrange(16)}]" if r.random() < 0.5 else v("16b")
        line = f"{mn} {v('8h')}, {v('16b')}, {last}"
    elif k == 2:
        mn = "fmlall" + r.choice(("bb", "bt", "tb", "tt"))
        last = f"v{r.randrange(8)}.b[{r.randrange(16)}]" if r.random() < 0.5 else v("16b")
        line = f"{mn} {v('4s')}, {v('16b')}, {last}"
    elif k == 3:
        mn = r.choice(("f1cvtl", "f2cvtl", "bf1cvtl", "bf2cvtl"))
        line = f"{mn}2 {v('8h')}, {v('16b')}" if r.random() < 0.5 else f"{mn} {v('8h')}, {v('8b')}"
    elif k == 4:
        d, s = r.choice((("8b", "4h"), ("16b", "8h"), ("8b", "4s")))
        line = f"fcvtn {v(d)}, {v(s)}, {v(s)}" if r.random() < 0.8 else \
            f"fcvtn2 {v('16b')}, {v('4s')}, {v('4s')}"
    elif k == 5:
        a = r.choice(("4h", "8h", "2s", "4s", "2d"))
        line = f"fscale {v(a)}, {v(a)}, {v(a)}"
    elif k == 6:
        a, i = r.choice((("16b", 3), ("8h", 7)))
        line = f"luti2 {v(a)}, {{{v(a)}}}, v{r.randrange(32)}[{r.randint(0, i)}]"
    else:
        if r.random() < 0.5:
            line = f"luti4 {v('16b')}, {{{v('16b')}}}, v{r.randrange(32)}[{r.randrange(2)}]"
        else:
            n = r.randrange(32)
            line = f"luti4 {v('8h')}, {{v{n}.8h, v{(n + 1) % 32}.8h}}, v{r.randrange(32)}" \
                   f"[{r.randrange(4)}]"
    return _fpmr(o, line)


def fp8_sve(o: Ops) -> str:
    r = o.r
    k = r.randrange(7)
    if k == 6:
        return fp8_mmla(o, "z")
    if k == 0:
        t = r.choice("hs")
        if r.random() < 0.5:
            k = r.randrange(8 if t == "h" else 4)
            line = f"fdot {o.z(t)}, {o.z('b')}, z{r.randrange(8)}.b[{k}]"
        else:
            line = f"fdot {o.z(t)}, {o.z('b')}, {o.z('b')}"
    elif k == 1:
        wide = r.random() < 0.5
        mn = ("fmlall" + r.choice(("bb", "bt", "tb", "tt")) if wide
              else r.choice(("fmlalb", "fmlalt")))
        last = f"z{r.randrange(8)}.b[{r.randrange(16)}]" if r.random() < 0.5 else o.z("b")
        line = f"{mn} {o.z('s' if wide else 'h')}, {o.z('b')}, {last}"
    elif k == 2:
        mn = r.choice(("f1cvt", "f2cvt", "bf1cvt", "bf2cvt")) + r.choice(("", "lt"))
        line = f"{mn} {o.z('h')}, {o.z('b')}"
    elif k == 3:
        n = r.randrange(0, 32, 2)
        mn, t = r.choice((("fcvtn", "h"), ("bfcvtn", "h"), ("fcvtnb", "s"), ("fcvtnt", "s")))
        line = f"{mn} {o.z('b')}, {{z{n}.{t}, z{n + 1}.{t}}}"
    elif k == 4:
        t, i = r.choice((("b", 3), ("h", 7)))
        line = f"luti2 {o.z(t)}, {{{o.z(t)}}}, z{r.randrange(32)}[{r.randint(0, i)}]"
    else:
        t = r.choice("bh")
        if t == "h" and r.random() < 0.5:
            n = r.randrange(32)
            line = f"luti4 {o.z('h')}, {{z{n}.h, z{(n + 1) % 32}.h}}, z{r.randrange(32)}" \
                   f"[{r.randrange(4)}]"
        else:
            line = f"luti4 {o.z(t)}, {{{o.z(t)}}}, z{r.randrange(32)}" \
                   f"[{r.randrange(2 if t == 'b' else 4)}]"
    return _fpmr(o, line)


def fp8_sme(o: Ops) -> str:
    """SME2 FP8 forms into ZA (streaming, ZA on) and the multi-vector FSCALE/FAMAX/FAMIN."""
    r = o.r
    n = r.choice((2, 4))
    w = f"w{r.randint(8, 11)}"
    k = r.randrange(8)
    if k == 7:  # SME2p1 MOVAZ: read and zero ZA
        if r.random() < 0.5:
            t = o.t("bhsdq")
            dim = {"b": 1, "h": 2, "s": 4, "d": 8, "q": 16}[t]
            return f"movaz {o.z(t)}, za{r.randrange(dim)}{r.choice('hv')}.{t}" \
                   f"[w{r.randint(12, 15)}, {r.randrange(16 // dim)}]"
        if r.random() < 0.5:
            pair = r.randrange(0, 32, 2)
            return f"luti4 {o.zlist('b', 4)}, zt0, {{z{pair}, z{pair + 1}}}"
        return f"movaz {o.zlist('d', n)}, za.d[{w}, {r.randrange(8)}, vgx{n}]"
    if k == 6:
        if r.random() < 0.5:
            mn = r.choice(("f1cvt", "f2cvt", "bf1cvt", "bf2cvt")) + r.choice(("", "l"))
            return _fpmr(o, f"{mn} {o.zlist('h', 2)}, {o.z('b')}")
        if r.random() < 0.5:
            return _fpmr(o, f"fcvt {o.z('b')}, {o.zlist('h', 2)}")
        return _fpmr(o, f"{r.choice(('fcvt', 'fcvtn'))} {o.z('b')}, {o.zlist('s', 4)}")
    if k == 0:
        t = r.choice("hs")
        second = r.choice(("single", "multi", "index"))
        if second == "multi":
            last = o.zlist("b", n)
        elif second == "index":
            last = f"z{r.randrange(16)}.b[{r.randrange(8 if t == 'h' else 4)}]"
        else:
            last = o.z("b", 15)
        first = o.zlist("b", n) if second != "single" else \
            "{" + ", ".join(f"z{(b + j) % 32}.b" for b in [r.randrange(32)] for j in range(n)) + "}"
        line = f"fdot za.{t}[{w}, {r.randrange(8)}, vgx{n}], {first}, {last}"
    elif k in (1, 2):
        wide = k == 2
        sel = 4 if wide else 2
        mn = "fmlall" if wide else "fmlal"
        t = "s" if wide else "h"
        form = r.choice(("one", "single", "multi", "index"))
        if form == "one":
            off = sel * r.randrange(16 // sel)
            idx = f"[{r.randrange(16)}]" if r.random() < 0.5 else ""
            line = f"{mn} za.{t}[{w}, {off}:{off + sel - 1}], {o.z('b')}, {o.z('b', 15)}{idx}"
        else:
            off = sel * r.randrange(8 // sel)
            group = f"za.{t}[{w}, {off}:{off + sel - 1}, vgx{n}]"
            if form == "multi":
                line = f"{mn} {group}, {o.zlist('b', n)}, {o.zlist('b', n)}"
            elif form == "index":
                line = f"{mn} {group}, {o.zlist('b', n)}, z{r.randrange(16)}.b[{r.randrange(16)}]"
            else:
                b = r.randrange(32)
                zs = "{" + ", ".join(f"z{(b + j) % 32}.b" for j in range(n)) + "}"
                line = f"{mn} {group}, {zs}, {o.z('b', 15)}"
    elif k == 3:
        t = r.choice("hs")
        tile = r.randrange(2 if t == "h" else 4)
        line = f"fmopa za{tile}.{t}, {o.p(7)}/m, {o.p(7)}/m, {o.z('b')}, {o.z('b')}"
    elif k == 4:
        t = o.t("hsd")
        zl = o.zlist(t, n)
        last = o.zlist(t, n) if r.random() < 0.5 else o.z(t, 15)
        line = f"fscale {zl}, {zl}, {last}"
    else:
        t = o.t("hsd")
        zl = o.zlist(t, n)
        line = f"{r.choice(('famax', 'famin'))} {zl}, {zl}, {o.zlist(t, n)}"
    return _fpmr(o, line)
