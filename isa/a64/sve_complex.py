"""SVE floating-point complex arithmetic (Arm ARM C8.2 FCMLA (vectors), FCMLA (indexed),
FCADD): elements are (real, imaginary) pairs.

* FCMLA Zda.T, Pg/M, Zn.T, Zm.T, #rot (rot 0/90/180/270; merging per element) and
  FCMLA Zda.T, Zn.T, Zm.T[imm], #rot (.h: Zm z0-z7, pair 0-3; .s: Zm z0-z15, pair 0-1, of each
  128-bit segment of Zm);
* FCADD Zdn.T, Pg/M, Zdn.T, Zm.T, #rot (rot 90/270).

The element arithmetic is the AdvSIMD forms' (:func:`isa.a64.simd_fp.complex_pairs`,
:func:`~isa.a64.simd_fp.complex_add`: fused multiply-add with the negation as a sign flip, as
QEMU's ``sve_fcmla_zpzzz_*`` / ``sve_fcadd_*`` do). Binary encodings are at the end.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import operands as O
from .simd_fp import complex_add, complex_pairs, rotation
from .sve import FLOAT, LOG2, SIZE, UINT, destructive, gov, zsame
from .sve_fpmisc import merging
from .table import Args, insn


@insn("fcmla", klass="sve_fma", first="ZReg")
def fcmla(a: Args):
    """FCMLA Zda.T, Pg/M, Zn.T, Zm.T, #rot | Zda.T, Zn.T, Zm.T[imm], #rot."""
    a.count(4, 5, usage="Zda.T, Pg/M, Zn.T, Zm.T, #rot | Zda.T, Zn.T, Zm.T[imm], #rot")
    d, esz = a.zreg(0, "hsd")
    rot = rotation(a, len(a) - 1, (0, 90, 180, 270))
    g, k = None, -1
    if len(a) == 5:
        g, _ = gov(a, 1, "m")
        n, m = zsame(a, 2, esz), zsame(a, 3, esz)
    else:
        if esz == 8:
            raise a.error(0, "indexed fcmla takes .h or .s elements")
        n = zsame(a, 1, esz)
        o = a._get(2)
        if not isinstance(o, O.ZReg) or o.index is None:
            raise a.error(2, "expected an indexed element, e.g. z0.s[1], or write the "
                          "predicated form", f"e.g. fcmla z{d}.{SIZE[esz]}, p0/m, z{n}.{SIZE[esz]}, "
                          f"z1.{SIZE[esz]}, #{rot}")
        m = zsame(a, 2, esz, index=True)
        zmax, imax = (7, 3) if esz == 2 else (15, 1)
        if m > zmax:
            raise a.error(2, f"z{m} is not allowed here: indexed .{SIZE[esz]} fcmla takes Zm "
                          f"from z0-z{zmax}")
        k = a.ctx.value(o.index.lstrip("#"), o.col)
        if not 0 <= k <= imax:
            raise a.error(2, f"pair index {k} out of range 0-{imax}",
                          f"the index selects one of the {imax + 1} complex pairs of each "
                          "128-bit segment")
    F, U, sh = FLOAT[esz], UINT[esz], LOG2[esz]
    pairs = 8 // esz  # complex pairs in a 128-bit segment

    def bind(cpu, idx):
        z, p, nxt = cpu.z, cpu.p, idx + 1
        rd, rn, rm = z[d], z[n], z[m]
        prow = p[g] if g is not None else None

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            vm = rm[:vlb]
            if k >= 0:  # pair k of each segment, for every pair of that segment
                vm = np.repeat(vm.view(F).reshape(-1, pairs, 2)[:, k:k + 1, :], pairs,
                               axis=1).reshape(-1).view(np.uint8)
            res = complex_pairs(F, rn[:vlb], vm, rd[:vlb], ne, rot, None).view(U)
            du = rd[:vlb].view(U)
            if prow is None:
                du[:] = res
            else:
                np.copyto(du, res, where=prow[:vlb:esz])
            return nxt
        return run
    return bind


@insn("fcadd", klass="sve_fp", first="ZReg")
def fcadd(a: Args):
    """FCADD Zdn.T, Pg/M, Zdn.T, Zm.T, #rot (90 or 270), merging per element."""
    a.count(5, usage="Zdn.T, Pg/M, Zdn.T, Zm.T, #rot")
    d, esz = a.zreg(0, "hsd")
    g, _ = gov(a, 1, "m")
    zsame(a, 2, esz)
    destructive(a, d, 2)
    m = zsame(a, 3, esz)
    rot = rotation(a, 4, (90, 270))
    return merging(d, g, esz, FLOAT[esz], lambda x, y: complex_add(x, y, rot), d, m)


# ============================================================================= binary encodings
# Arm ARM C4.1 "SVE floating-point complex add (predicated)", "complex multiply-add
# (predicated)", "complex multiply-add (indexed)"; LLVM llvm/test/MC/AArch64/SVE/fcmla.s, fcadd.s.
def _t(size: int) -> str:
    return "bhsd"[size]


E.ENC("fcadd", "01100100 size:2 00000 rot:1 100 Pg:3 Zm:5 Zdn:5",
      lambda f: f.size and f"fcadd z{f.Zdn}.{_t(f.size)}, p{f.Pg}/m, z{f.Zdn}.{_t(f.size)}, "
                           f"z{f.Zm}.{_t(f.size)}, #{90 + 180 * f.rot}" or None, "sve")
E.ENC("fcmla", "01100100 size:2 0 Zm:5 0 rot:2 Pg:3 Zn:5 Zda:5",
      lambda f: f.size and f"fcmla z{f.Zda}.{_t(f.size)}, p{f.Pg}/m, z{f.Zn}.{_t(f.size)}, "
                           f"z{f.Zm}.{_t(f.size)}, #{90 * f.rot}" or None, "sve")
E.ENC("fcmla", "01100100 101 i:2 Zm:3 0001 rot:2 Zn:5 Zda:5",
      lambda f: f"fcmla z{f.Zda}.h, z{f.Zn}.h, z{f.Zm}.h[{f.i}], #{90 * f.rot}", "sve")
E.ENC("fcmla", "01100100 111 i:1 Zm:4 0001 rot:2 Zn:5 Zda:5",
      lambda f: f"fcmla z{f.Zda}.s, z{f.Zn}.s, z{f.Zm}.s[{f.i}], #{90 * f.rot}", "sve")
