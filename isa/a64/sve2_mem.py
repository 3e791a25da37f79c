"""SVE structure loads and stores LD2/LD3/LD4 and ST2/ST3/ST4 {B,H,W,D} (interleaved elements:
memory element i*N + r belongs to register Zt+r), and the single-vector non-temporal
LDNT1/STNT1 {B,H,W,D} (N = 1, no widening); scalar plus scalar and scalar plus immediate
(``#imm, mul vl``, a multiple of N) addressing. Binary encodings at the end.

Predication is per structure: an inactive element i transfers none of its N values (loads zero
them) and cannot fault; a fault is the first active element's (Arm ARM: contiguous accesses).
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import operands as O
from . import sve_mem
from .sve import LOG2, SIZE, UINT, gov
from .sve_gather import decode_gather, is_vector_address
from .table import M64, Args, insn
from .vmem import active_span

_MSZ = {"b": 1, "h": 2, "w": 4, "d": 8}


def _zgroup(a: Args, n: int, esz: int) -> int:
    """``{Zt.T, ..., Zt+n-1.T}`` (consecutive modulo 32; ``{Zt.T - Zt+n-1.T}`` too)."""
    o = a._get(0)
    items = o.items if isinstance(o, (O.RegList, O.ZList)) else (o,) if isinstance(o, O.ZReg) \
        else ()
    t = SIZE[esz]
    ex = "{" + ", ".join(f"z{k}.{t}" for k in range(n)) + "}"
    if len(items) != n or not all(isinstance(z, O.ZReg) for z in items):
        raise a.error(0, f"'{a.m}' transfers {n} Z register{'s' if n > 1 else ''}", f"e.g. {ex}")
    first = items[0].num
    for k, z in enumerate(items):
        if z.num != (first + k) % 32:
            raise a.error(0, "the registers must be consecutive (modulo 32)", f"e.g. {ex}")
        if z.esz != esz:
            raise a.error(0, f"'{a.m}' transfers .{t} elements", f"e.g. {ex}")
    return first


def _address(a: Args, i: int, esz: int, n: int):
    """[Xn|SP, Xm{, LSL #log2(esz)}] -> ('reg', m, sh); [Xn|SP{, #imm, MUL VL}] -> ('vl', imm),
    the contiguous forms' addressing with ``n`` registers per access."""
    return sve_mem._address(a, i, esz, esz, n)


def _parse(a: Args, n: int, load: bool):
    a.count(3, usage="{Zt.T, ...}, Pg" + ("/Z" if load else "") + ", [Xn, Xm, lsl #k]")
    esz = _MSZ[a.m[-1]]
    t = _zgroup(a, n, esz)
    g, _ = gov(a, 1, "z" if load else "")
    base, mode = _address(a, 2, esz, n)
    return t, esz, g, base, mode


def _bind(n: int, load: bool, t: int, esz: int, g: int, base: int, mode):
    U, sh = UINT[esz], LOG2[esz]
    regs = [(t + k) % 32 for k in range(n)]

    def bind(cpu, idx):
        zt, p, mem, x, nxt = cpu.z.view(U), cpu.p, cpu.mem, cpu.x, idx + 1
        prow = p[g]
        rows = [zt[r] for r in regs]

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            if mode[0] == "reg":
                addr = (x[base] + (x[mode[1]] << mode[2])) & M64
            else:
                addr = (x[base] + mode[1] * vlb) & M64
            pg = np.repeat(prow[:vlb:esz], n)  # element-major, N values per element
            span = active_span(mem, addr, pg, esz, not load)
            if load:
                buf = np.zeros(ne * n, U)
                if span is not None:
                    lo, hi, raw = span
                    np.copyto(buf[lo:hi], raw.view(U), where=pg[lo:hi])
                buf = buf.reshape(ne, n)
                for k, row in enumerate(rows):
                    row[:ne] = buf[:, k]
            elif span is not None:
                lo, hi, raw = span
                src = np.stack([row[:ne] for row in rows], axis=1).reshape(-1)
                np.copyto(raw.view(U), src[lo:hi], where=pg[lo:hi])
            return nxt
        return run
    return bind


def _ldst(a: Args):
    if a.m[2:5] == "nt1" and is_vector_address(a, 2):  # LDNT1/STNT1 [Zn.T, Xm]: a gather
        return decode_gather(a)
    load = a.m.startswith("ld")
    n = 1 if "nt1" in a.m else int(a.m[2])
    return _bind(n, load, *_parse(a, n, load))


for _n in (2, 3, 4):
    for _t in "bhwd":
        insn(f"ld{_n}{_t}", klass="sve_load")(_ldst)
        insn(f"st{_n}{_t}", klass="sve_store")(_ldst)
for _t in "bhwd":  # SME2 registers the multi-vector {z0-z1} forms under ZList
    insn(f"ldnt1{_t}", klass="sve_load", first="RegList:ZReg|ZReg")(_ldst)
    insn(f"stnt1{_t}", klass="sve_store", first="RegList:ZReg|ZReg")(_ldst)


# ============================================================================= binary encodings
# Arm ARM (DDI 0487) C4.1 "SVE encodings": SVE load multiple structures (scalar plus immediate /
# scalar plus scalar), contiguous non-temporal load, SVE store multiple structures, contiguous
# non-temporal store; opc = N-1 (0: LDNT1/STNT1). Lists as llvm-objdump prints them: ``{ z1.b }``,
# ``{ z1.b, z2.b }``, ``{ z1.h - z3.h }`` and, wrapping past z31, every register.
def _list(t: int, n: int, s: str) -> str:
    if n >= 3 and t + n - 1 < 32:
        return f"{{ z{t}.{s} - z{t + n - 1}.{s} }}"
    return "{ " + ", ".join(f"z{(t + k) % 32}.{s}" for k in range(n)) + " }"


def _fmt(load: bool, imm: bool):
    def fmt(f):
        n = f.opc + 1
        s = "bhsd"[f.msz]
        m = ("ld" if load else "st") + ("nt1" if n == 1 else str(n)) + "bhwd"[f.msz]
        g = f"p{f.Pg}/z" if load else f"p{f.Pg}"
        rn = E.x(f.Rn, sp=True)
        if imm:
            k = E.sext(f.imm4, 4) * n
            addr = f"[{rn}]" if k == 0 else f"[{rn}, {E.himm(k)}, mul vl]"
        else:
            if f.Rm == 31:
                return None
            addr = f"[{rn}, x{f.Rm}" + (f", lsl #{f.msz}]" if f.msz else "]")
        return f"{m} {_list(f.Zt, n, s)}, {g}, {addr}"
    return fmt


_LD_ALIASES = tuple(f"ld{k}{t}" for k in ("nt1", "2", "3", "4") for t in "bhwd")
_ST_ALIASES = tuple(f"st{k}{t}" for k in ("nt1", "2", "3", "4") for t in "bhwd")
E.ENC("ld2b", "1010010 msz:2 opc:2 0 imm4:4 111 Pg:3 Rn:5 Zt:5", _fmt(True, True), "sve",
      aliases=_LD_ALIASES)
E.ENC("ld2b", "1010010 msz:2 opc:2 Rm:5 110 Pg:3 Rn:5 Zt:5", _fmt(True, False), "sve",
      aliases=_LD_ALIASES)
E.ENC("st2b", "1110010 msz:2 opc:2 1 imm4:4 111 Pg:3 Rn:5 Zt:5", _fmt(False, True), "sve",
      aliases=_ST_ALIASES)
E.ENC("st2b", "1110010 msz:2 opc:2 Rm:5 011 Pg:3 Rn:5 Zt:5", _fmt(False, False), "sve",
      aliases=_ST_ALIASES)
