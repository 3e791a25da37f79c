"""BFloat16 conversions and widening multiply-adds (FEAT_BF16; Arm ARM C7.2 BFCVT, BFCVTN{2},
BFMLALB/BFMLALT), as QEMU 11.1 ``-cpu max`` runs them with FPCR = 0:

* BFCVT Hd, Sn and BFCVTN{2} Vd.4h|8h, Vn.4s: single to bfloat16, rounded to nearest even (a
  NaN is quietened and keeps its top bits; overflow gives infinity);
* BFMLALB/BFMLALT Vd.4s, Vn.8h, Vm.8h | Vm.h[i]: the even (B) or odd (T) bfloat16 elements,
  widened exactly to single precision, multiplied into Vd with one rounding (FPMulAdd);
* BFDOT Vd.2s|4s, Vn.4h|8h, Vm.4h|8h | Vm.2h[i] and BFMMLA Vd.4s, Vn.8h, Vm.8h (the 2x4 by 4x2
  matrix product): QEMU's ``bfdotadd`` with FPCR.EBF = 0 (products and sums rounded to odd,
  subnormals flushed, default NaN; :func:`isa.a64.sme2_za_fp.bfdot`), BFMMLA as two chained
  pair steps per element (QEMU ``gvec_bfmmla``).
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import fp
from . import operands as O
from .simd import bind_vec, vec
from .sme2_za_fp import bfdot as bfdotadd
from .table import Args, insn


def to_bf16(u: np.ndarray) -> np.ndarray:
    """float32 bits -> bfloat16 bits, round to nearest even; NaNs quietened."""
    u = u.astype(np.uint64)
    nan = (u & 0x7FFFFFFF) > 0x7F800000
    rounded = (u + 0x7FFF + ((u >> 16) & 1)) >> 16
    return np.where(nan, (u | 0x400000) >> 16, rounded).astype(np.uint16)


@insn("bfcvtn", "bfcvtn2", klass="fp", first="VReg")
def bfcvtn(a: Args):
    """BFCVTN Vd.4h, Vn.4s (lower half, upper zeroed); BFCVTN2 Vd.8h, Vn.4s (upper half)."""
    a.count(2, usage="Vd.4h, Vn.4s")
    upper = a.m.endswith("2")
    d, _, _ = vec(a, 0, "8h" if upper else "4h")
    n, _, _ = vec(a, 1, "4s")

    def run(vn, vd):
        out = to_bf16(vn[:16].view(np.uint32)).view(np.uint8)
        return np.concatenate([vd[:8], out]) if upper else out
    return bind_vec(d, [n], 16, run, read_d=True)


@insn("bfcvt", klass="fp", first="FReg")
def bfcvt(a: Args):
    """BFCVT Hd, Sn."""
    a.count(2, usage="Hd, Sn")
    if a[0].kind != "h" or type(a[1]) is not O.FReg or a[1].kind != "s":
        raise a.error(0, "bfcvt converts Sn to Hd", "bfcvt h0, s1")
    return bind_vec(a[0].num, [a[1].num], 16, lambda vn: to_bf16(vn[:4].view(np.uint32)))


@insn("bfmlalb", "bfmlalt", klass="fp", first="VReg")
def bfmlal(a: Args):
    """BFMLALB/BFMLALT Vd.4s, Vn.8h, Vm.8h | Vm.h[i] (Vm 0-15)."""
    a.count(3, usage="Vd.4s, Vn.8h, Vm.8h | Vm.h[i]")
    d, _, _ = vec(a, 0, "4s")
    n, _, _ = vec(a, 1, "8h")
    o = a._get(2)
    if isinstance(o, O.VReg) and o.index is not None:
        k = a.ctx.value(o.index, o.col)
        if o.esz != 2 or not 0 <= k <= 7 or o.num > 15:
            raise a.error(2, "the element is v0-v15 .h[0-7]")
        m = o.num
    else:
        m, _, _ = vec(a, 2, "8h")
        k = None
    sel = 1 if a.m.endswith("t") else 0

    def widen(h: np.ndarray) -> np.ndarray:
        return (h.astype(np.uint32) << 16).view(np.float32)

    def run(vn, vm, vd):
        x = widen(vn.view(np.uint16)[sel::2])
        hm = vm.view(np.uint16)
        y = widen(np.repeat(hm[k:k + 1], 4) if k is not None else hm[sel::2])
        return fp.fmla(vd[:16].view(np.float32), x, y)
    return bind_vec(d, [n, m], 16, run, read_d=True)


@insn("bfdot", klass="fp", first="VReg")
def bfdot(a: Args):
    """BFDOT Vd.2s|4s, Vn.4h|8h, Vm.4h|8h | Vm.2h[i]: each single-precision lane of Vd plus the
    dot product of its bfloat16 pair of Vn and of Vm (or of the indexed pair)."""
    a.count(3, usage="Vd.4s, Vn.8h, Vm.8h | Vm.2h[i]")
    d, _, lanes = vec(a, 0, "2s 4s")
    n, _, _ = vec(a, 1, "8h" if lanes == 4 else "4h")
    o = a._get(2)
    if isinstance(o, O.VReg) and o.index is not None:
        k = a.ctx.value(o.index, o.col)
        if o.esz != 2 or o.lanes != 2 or not 0 <= k <= 3:
            raise a.error(2, "the indexed pair is Vm.2h[0-3]", "bfdot v0.4s, v1.8h, v2.2h[1]")
        m = o.num
    else:
        m, _, _ = vec(a, 2, "8h" if lanes == 4 else "4h")
        k = None
    nb = 4 * lanes

    def run(vn, vm, vd):
        pairs = np.tile(vm.view(np.uint16)[2 * k:2 * k + 2], lanes) if k is not None \
            else vm[:nb].view(np.uint16)
        return bfdotadd(vd[:nb].view(np.float32), vn[:nb].view(np.uint16), pairs)
    return bind_vec(d, [n, m], 16, run, read_d=True)


@insn("bfmmla", klass="fp", first="VReg")
def bfmmla(a: Args):
    """BFMMLA Vd.4s, Vn.8h, Vm.8h: Vd (2x2, row-major) += Vn (2x4) times the transpose of Vm
    (2x4); each element takes two pair steps, first elements 0-1 of the rows, then 2-3."""
    a.count(3, usage="Vd.4s, Vn.8h, Vm.8h")
    d, _, _ = vec(a, 0, "4s")
    n, _, _ = vec(a, 1, "8h")
    m, _, _ = vec(a, 2, "8h")
    rows = np.array([0, 0, 1, 1])  # row of Vn for Vd element 2i+j; Vm's row is j
    cols = np.array([0, 1, 0, 1])

    def run(vn, vm, vd):
        hn = vn.view(np.uint16).reshape(2, 4)
        hm = vm.view(np.uint16).reshape(2, 4)
        acc = vd[:16].view(np.float32)
        for half in (slice(0, 2), slice(2, 4)):
            acc = bfdotadd(acc, hn[rows, half].reshape(-1), hm[cols, half].reshape(-1))
        return acc
    return bind_vec(d, [n, m], 16, run, read_d=True)


E.ENC("bfcvtn", "0 Q:1 0 01110 10 10000 10110 10 Rn:5 Rd:5",
      lambda f: f"bfcvtn{'2' if f.Q else ''} v{f.Rd}.{('4h', '8h')[f.Q]}, v{f.Rn}.4s",
      aliases=("bfcvtn2",))
E.ENC("bfcvt", "0001 1110 0110 0011 0100 00 Rn:5 Rd:5", lambda f: f"bfcvt h{f.Rd}, s{f.Rn}")
E.ENC("bfmlalb", "0 Q:1 1 01110 11 0 Rm:5 11111 1 Rn:5 Rd:5",
      lambda f: f"bfmlal{'bt'[f.Q]} v{f.Rd}.4s, v{f.Rn}.8h, v{f.Rm}.8h", aliases=("bfmlalt",))
E.ENC("bfmlalb", "0 Q:1 0 01111 11 L:1 M:1 Rm:4 1111 H:1 0 Rn:5 Rd:5",
      lambda f: (f"bfmlal{'bt'[f.Q]} v{f.Rd}.4s, v{f.Rn}.8h, "
                 f"v{f.Rm}.h[{f.H << 2 | f.L << 1 | f.M}]"), aliases=("bfmlalt",))
E.ENC("bfdot", "0 Q:1 1 01110 01 0 Rm:5 1 1111 1 Rn:5 Rd:5",
      lambda f: (f"bfdot v{f.Rd}.{('2s', '4s')[f.Q]}, v{f.Rn}.{('4h', '8h')[f.Q]}, "
                 f"v{f.Rm}.{('4h', '8h')[f.Q]}"))
E.ENC("bfdot", "0 Q:1 0 01111 01 L:1 M:1 Rm:4 1111 H:1 0 Rn:5 Rd:5",
      lambda f: (f"bfdot v{f.Rd}.{('2s', '4s')[f.Q]}, v{f.Rn}.{('4h', '8h')[f.Q]}, "
                 f"v{f.M << 4 | f.Rm}.2h[{f.H << 1 | f.L}]"))
E.ENC("bfmmla", "0 1 1 01110 01 0 Rm:5 1 1101 1 Rn:5 Rd:5",
      lambda f: f"bfmmla v{f.Rd}.4s, v{f.Rn}.8h, v{f.Rm}.8h")
