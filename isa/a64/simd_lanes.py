"""AdvSIMD load/store single structure (Arm ARM C4.1.66 "Advanced SIMD load/store single
structure" and its post-indexed form; C7.2 LD1-LD4/ST1-ST4 (single structure), LD2R-LD4R):

* LD1-LD4/ST1-ST4 {Vt.T, ...}[index], [Xn|SP]{, #imm | , Xm}: element ``index`` of n
  consecutive registers (mod 32) from/to n consecutive elements in memory; a load keeps the
  other lanes (and zeroes the Z bits above 128, as every AdvSIMD write does);
* LD2R-LD4R {Vt.T, ...}, [Xn|SP]{, …}: n consecutive elements, each replicated to every lane of
  its register (LD1R is in :mod:`isa.a64.simd`).

The post-index immediate is the number of bytes transferred (n * element size).
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from .simd import ARR, post_index
from .table import M64, Args, insn

_LANE = ("ld1", "ld2", "ld3", "ld4", "st1", "st2", "st3", "st4")
_REPL = ("ld2r", "ld3r", "ld4r")


def _regs(a: Args, n: int) -> list[int]:
    items = a[0].items
    if len(items) != n:
        raise a.error(0, f"'{a.m}' takes {n} register{'s' if n > 1 else ''}")
    regs = [v.num for v in items]
    if any((b - r) % 32 != 1 for r, b in zip(regs, regs[1:])):
        raise a.error(0, "list registers must be consecutive", "e.g. {v4.s, v5.s}")
    if len({(v.esz, v.lanes) for v in items}) != 1:
        raise a.error(0, "list registers mix element sizes")
    return regs


@insn(*_LANE, klass="load", first="LaneList")
def lanes(a: Args):
    """LD1-LD4/ST1-ST4 {Vt.T, ...}[index], [Xn|SP]{, #imm | , Xm}."""
    a.count(2, 3, usage="{v0.s, v1.s}[1], [Xn] | ..., [Xn], #8 | ..., [Xn], Xm")
    n = int(a.m[2])
    regs = _regs(a, n)
    esz = a[0].items[0].esz
    k = a.ctx.value(a[0].index, a[0].col)
    if not 0 <= k < 16 // esz:
        raise a.error(0, f"element index {k} out of range 0-{16 // esz - 1}")
    total = n * esz
    base, step = post_index(a, total)
    load = a.m.startswith("ld")
    lo = k * esz
    if not load:
        a.klass = "store"

    def bind(cpu, idx):
        x, view, z, nxt = cpu.x, cpu.mem.view, cpu.z, idx + 1
        rows = [z[r] for r in regs]

        def run():
            ad = x[base]
            if load:
                data = view(ad, total).copy()
                for i, row in enumerate(rows):
                    row[16:] = 0
                    row[lo:lo + esz] = data[i * esz:(i + 1) * esz]
            else:
                view(ad, total, True)[:] = np.concatenate([row[lo:lo + esz] for row in rows])
            if step is not None:
                x[base] = (ad + (total if step < 0 else x[step])) & M64
            return nxt
        return run
    return bind


@insn(*_REPL, klass="load", first="RegList:VReg")
def replicate(a: Args):
    """LD2R/LD3R/LD4R {Vt.T, ...}, [Xn|SP]{, #imm | , Xm}."""
    a.count(2, 3, usage="{v0.4s, v1.4s}, [Xn] | ..., [Xn], #8 | ..., [Xn], Xm")
    n = int(a.m[2])
    regs = _regs(a, n)
    o = a[0].items[0]
    if not o.lanes or ARR.get((o.lanes, o.esz)) is None:
        raise a.error(0, "expected vector arrangements", "e.g. {v0.4s, v1.4s}")
    esz, nl = o.esz, o.lanes
    total = n * esz
    base, step = post_index(a, total)

    def bind(cpu, idx):
        x, view, z, nxt = cpu.x, cpu.mem.view, cpu.z, idx + 1
        rows = [z[r] for r in regs]

        def run():
            ad = x[base]
            data = view(ad, total).copy()
            for i, row in enumerate(rows):
                row[:] = 0
                row[:esz * nl] = np.tile(data[i * esz:(i + 1) * esz], nl)
            if step is not None:
                x[base] = (ad + (total if step < 0 else x[step])) & M64
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- encodings
def _fmt(f):
    scale, selem = f.opcode >> 1, ((f.opcode & 1) << 1 | f.R) + 1
    base = f"[{E.x(f.Rn, True)}]"
    if scale == 3:  # replicate
        if not f.L or f.S or selem == 1:
            return None  # LD1R: isa.a64.simd
        t = {0: ("8b", "16b"), 1: ("4h", "8h"), 2: ("2s", "4s"), 3: ("1d", "2d")}[f.size][f.Q]
        m, esz = f"ld{selem}r", 1 << f.size
        regs = ", ".join(f"v{(f.Rt + i) % 32}.{t}" for i in range(selem))
    else:
        if scale == 0:
            e, k = "b", f.Q << 3 | f.S << 2 | f.size
        elif scale == 1:
            if f.size & 1:
                return None
            e, k = "h", f.Q << 2 | f.S << 1 | f.size >> 1
        elif f.size == 0:
            e, k = "s", f.Q << 1 | f.S
        elif f.size == 1 and not f.S:
            e, k = "d", f.Q
        else:
            return None
        m, esz = f"{('st', 'ld')[f.L]}{selem}", {"b": 1, "h": 2, "s": 4, "d": 8}[e]
        regs = ", ".join(f"v{(f.Rt + i) % 32}.{e}" for i in range(selem))
        regs = f"{{ {regs} }}[{k}]"
    text = f"{m} {regs if scale != 3 else '{ ' + regs + ' }'}, {base}"
    if "Rm" not in f:
        return text
    return f"{text}, #{selem * esz}" if f.Rm == 31 else f"{text}, {E.x(f.Rm)}"


E.ENC("ld1", "0 Q:1 0011010 L:1 R:1 00000 opcode:3 S:1 size:2 Rn:5 Rt:5", _fmt,
      aliases=(*_LANE, *_REPL))
E.ENC("ld1", "0 Q:1 0011011 L:1 R:1 Rm:5 opcode:3 S:1 size:2 Rn:5 Rt:5", _fmt,
      aliases=(*_LANE, *_REPL))
