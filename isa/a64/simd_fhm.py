"""FEAT_FHM: FMLAL/FMLAL2/FMLSL/FMLSL2 (vector and by element; Arm ARM C7.2). Half-precision
elements of the lower (FMLAL) or upper (FMLAL2) half of Vn and Vm are widened to single
precision (exactly) and multiplied into the single-precision lanes of Vd with one rounding
(FPMulAdd); FMLSL negates the Vn element first."""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import fp
from . import operands as O
from .simd import bind_vec, vec
from .table import Args, insn

_FHM = ("fmlal", "fmlal2", "fmlsl", "fmlsl2")


@insn(*_FHM, klass="fp", first="VReg")
def fmlal(a: Args):
    """<op> Vd.2s|4s, Vn.2h|4h, Vm.2h|4h | Vm.h[i] (Vm 0-15, index 0-7)."""
    a.count(3, usage="Vd.4s, Vn.4h, Vm.4h | Vm.h[i]")
    d, _, dl = vec(a, 0, "2s 4s")
    o = a._get(1)
    if not isinstance(o, O.VReg) or o.esz != 2 or o.lanes != dl or o.index is not None:
        raise a.error(1, f"expected Vn.{dl}h", f"{a.m} v0.{dl}s, v1.{dl}h, v2.{dl}h")
    n = o.num
    m_op = a._get(2)
    if not isinstance(m_op, O.VReg) or m_op.esz != 2:
        raise a.error(2, f"expected Vm.{dl}h or Vm.h[index]")
    if m_op.index is not None:
        k = a.ctx.value(m_op.index, m_op.col)
        if not 0 <= k <= 7 or m_op.num > 15:
            raise a.error(2, "the element is v0-v15 .h[0-7]")
    elif m_op.lanes != dl:
        raise a.error(2, f"expected Vm.{dl}h")
    else:
        k = None
    m = m_op.num
    lo = dl if a.m.endswith("2") else 0        # the upper half of the 2*dl-byte source part
    neg = a.m.startswith("fmlsl")

    def run(vn, vm, vd):
        x = vn.view(np.float16)[lo:lo + dl].astype(np.float32)
        if neg:
            x = fp.fneg(x)
        h = vm.view(np.float16)
        y = np.repeat(h[k:k + 1], dl) if k is not None else h[lo:lo + dl]
        return fp.fmla(vd[:4 * dl].view(np.float32), x, y.astype(np.float32))
    return bind_vec(d, [n, m], 16, run, read_d=True)


def _fmt_vec(f):
    m = {(0, 0): "fmlal", (0, 1): "fmlsl", (1, 0): "fmlal2", (1, 1): "fmlsl2"}[(f.U, f.S)]
    h = ("2h", "4h")[f.Q]
    return f"{m} v{f.Rd}.{('2s', '4s')[f.Q]}, v{f.Rn}.{h}, v{f.Rm}.{h}"


def _fmt_elem(f):
    m = {(0, 0b0000): "fmlal", (0, 0b0100): "fmlsl", (1, 0b1000): "fmlal2",
         (1, 0b1100): "fmlsl2"}.get((f.U, f.opcode))
    if m is None:
        return None
    return (f"{m} v{f.Rd}.{('2s', '4s')[f.Q]}, v{f.Rn}.{('2h', '4h')[f.Q]}, "
            f"v{f.Rm}.h[{f.H << 2 | f.L << 1 | f.M}]")


E.ENC("fmlal", "0 Q:1 U:1 01110 S:1 0 1 Rm:5 11101 1 Rn:5 Rd:5",
      lambda f: None if f.U else _fmt_vec(f), aliases=_FHM)
E.ENC("fmlal2", "0 Q:1 U:1 01110 S:1 0 1 Rm:5 11001 1 Rn:5 Rd:5",
      lambda f: _fmt_vec(f) if f.U else None, aliases=_FHM)
E.ENC("fmlal", "0 Q:1 U:1 01111 10 L:1 M:1 Rm:4 opcode:4 H:1 0 Rn:5 Rd:5", _fmt_elem,
      aliases=_FHM)
