"""SVE reductions to a scalar: SMAXV/UMAXV/SMINV/UMINV, ORV/EORV/ANDV, FMAXV/FMINV/FMAXNMV/
FMINNMV; and the SVE2p1 reductions to a vector of one quadword: ADDQV, SMAXQV/UMAXQV/SMINQV/
UMINQV, ORQV/EORQV/ANDQV, FADDQV, FMAXQV/FMINQV/FMAXNMQV/FMINNMQV. (UADDV/SADDV: sve.py;
FADDV: sve_fp.py.)

Inactive elements count as the operation's identity. The floating-point forms reduce as the
Arm ARM's ``Reduce()`` does: the vector padded with the identity to a power of two, then the
lower and upper halves reduced recursively and combined, so rounding and NaN propagation are
that tree's.
The quadword forms reduce element e of every 128-bit segment into element e of Vd; the rest of
the Z register is zeroed (a write to a V register).
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import fp
from . import operands as O
from .sve import FLOAT, LOG2, SINT, SIZE, UINT, gov
from .table import Args, insn

_INT = {"smaxv": ("s", np.maximum), "umaxv": ("u", np.maximum), "sminv": ("s", np.minimum),
        "uminv": ("u", np.minimum), "orv": ("u", np.bitwise_or), "eorv": ("u", np.bitwise_xor),
        "andv": ("u", np.bitwise_and), "addqv": ("u", np.add)}
_FP = {"fmaxv": fp.fmax, "fminv": fp.fmin, "fmaxnmv": fp.fmaxnm, "fminnmv": fp.fminnm,
       "faddqv": fp.fadd}
for _m in ("smaxv", "umaxv", "sminv", "uminv", "orv", "eorv", "andv"):
    _INT[_m[:-1] + "qv"] = _INT[_m]
for _m in ("fmaxv", "fminv", "fmaxnmv", "fminnmv"):
    _FP[_m[:-1] + "qv"] = _FP[_m]
_VARR = {1: "16b", 2: "8h", 4: "4s", 8: "2d"}


def int_identity(m: str, esz: int, signed: bool) -> int:
    """The identity of an integer reduction (as an unsigned element value)."""
    bits = 8 * esz
    if m.startswith(("smax", "umin")):
        return (1 << (bits - 1)) if m[0] == "s" else (1 << bits) - 1
    if m.startswith("smin"):
        return (1 << (bits - 1)) - 1
    if m.startswith("and"):
        return (1 << bits) - 1
    return 0


def fp_identity(m: str, esz: int) -> int:
    """The identity of a floating-point reduction, as element bits (Arm ARM FMAXV: -Inf,
    FMINV: +Inf, FMAXNMV/FMINNMV: the default NaN, FADDQV: +0)."""
    exp = {2: 0x7C00, 4: 0x7F800000, 8: 0x7FF0000000000000}[esz]
    sign = 1 << (8 * esz - 1)
    if m.startswith("fmaxnm") or m.startswith("fminnm"):
        return fp.default_nan_bits(FLOAT[esz])
    if m.startswith("fmax"):
        return exp | sign
    if m.startswith("fmin"):
        return exp
    return 0


def fp_tree(fn, vals):
    """Arm ARM Reduce(): the input (padded to a power of two by the caller's identity) split in
    halves recursively, each half reduced, then op(lower, upper): level by level that is
    op(element 2i, element 2i+1)."""
    data = vals
    while data.shape[0] > 1:
        data = fn(data[0::2], data[1::2])
    return data


def _scalar_dest(a: Args, esz: int) -> int:
    o = a._get(0)
    t = SIZE[esz]
    if not isinstance(o, O.FReg) or o.kind != t:
        raise a.error(0, f"'{a.m}' of .{t} elements writes {t}N", f"e.g. {a.m} {t}0, p0, "
                      f"z{a[2].num if len(a) > 2 and isinstance(a[2], O.ZReg) else 1}.{t}")
    return o.num


def _vector_dest(a: Args, esz: int) -> int:
    o = a._get(0)
    want = _VARR[esz]
    if not isinstance(o, O.VReg) or o.index is not None or (o.lanes, o.esz) != (16 // esz, esz):
        raise a.error(0, f"'{a.m}' of .{SIZE[esz]} elements writes v<n>.{want}",
                      f"e.g. {a.m} v0.{want}, p0, z1.{SIZE[esz]}")
    return o.num


@insn(*(m for m in _INT if not m.endswith("qv")), *(m for m in _FP if not m.endswith("qv")),
      klass="sve_reduce", first="FReg,PReg")
@insn(*(m for m in (*_INT, *_FP) if m.endswith("qv")), klass="sve_reduce", first="VReg,PReg")
def reduce(a: Args):
    """<op>V Vd, Pg, Zn.T (a scalar) | <op>QV Vd.T, Pg, Zn.T (one quadword, SVE2p1)."""
    quad = a.m.endswith("qv")
    if quad:
        a.info = {"feature": "sve2p1"}  # SVE2p1 / SME2p1: not in SME2
    a.count(3, usage="Vd.T, Pg, Zn.T" if quad else "Vd, Pg, Zn.T")
    isfp = a.m in _FP
    n, esz = a.zreg(2, "hsd" if isfp else "bhsd")
    d = _vector_dest(a, esz) if quad else _scalar_dest(a, esz)
    g, _ = gov(a, 1, "")
    U, sh = UINT[esz], LOG2[esz]
    fn = F = kind = ufunc = T = None  # every name the closure reads is bound on both paths
    if isfp:
        fn, F = _FP[a.m], FLOAT[esz]
        ident = U(fp_identity(a.m, esz))
        op = lambda x, y: fn(x.view(F), y.view(F)).view(U)  # noqa: E731
    else:
        kind, ufunc = _INT[a.m]
        T = (SINT if kind == "s" else UINT)[esz]
        ident = U(int_identity(a.m, esz, kind == "s"))
        op = lambda x, y: ufunc(x.view(T), y.view(T)).view(U)  # noqa: E731
    per = 16 // esz

    def bind(cpu, idx):
        z, p, nxt = cpu.z, cpu.p, idx + 1
        rn, prow, dst = z.view(U)[n], p[g], z[d]
        du = dst.view(U)

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            v = np.where(prow[:vlb:esz], rn[:ne], ident)
            if quad:
                segs = v.reshape(-1, per)  # (segments, elements per quadword)
                if isfp:
                    k = 1 << (segs.shape[0] - 1).bit_length()
                    full = np.full((k, per), ident, U)
                    full[:segs.shape[0]] = segs
                    r = fp_tree(op, full)[0]
                else:
                    r = segs[0].copy()
                    for s in segs[1:]:
                        r = op(r, s)
                dst[:] = 0
                du[:per] = r
                return nxt
            if isfp:
                k = 1 << (ne - 1).bit_length()
                full = np.full(k, ident, U)
                full[:ne] = v
                r = fp_tree(op, full)[0]
            else:
                r = np.asarray(ufunc.reduce(v.view(T)), T).view(U)
            dst[:] = 0
            du[0] = r
            return nxt
        return run
    return bind


# ============================================================================= binary encodings
# Arm ARM (DDI 0487) C4.1 "SVE integer reduction", "SVE bitwise logical reduction (predicated)",
# "SVE floating-point recursive reduction", and the SVE2.1 "integer/floating-point reduction to
# vector" groups; llvm-objdump spellings as in llvm/test/MC/AArch64/SVE/smaxv.s, orv.s,
# fmaxv.s, SVE2p1/addqv.s, faddqv.s.
_MM = ("smaxv", "umaxv", "sminv", "uminv")
E.ENC("smaxv", "00000100 size:2 0010 opc:2 001 Pg:3 Zn:5 Vd:5",
      lambda f: f"{_MM[f.opc]} {'bhsd'[f.size]}{f.Vd}, p{f.Pg}, {E.zr(f.Zn, f.size)}", "sve",
      aliases=_MM[1:])
_LG = ("orv", "eorv", "andv")
E.ENC("orv", "00000100 size:2 0110 opc:2 001 Pg:3 Zn:5 Vd:5",
      lambda f: f.opc < 3 and f"{_LG[f.opc]} {'bhsd'[f.size]}{f.Vd}, p{f.Pg}, "
                             f"{E.zr(f.Zn, f.size)}" or None, "sve", aliases=_LG[1:])
_FR = {4: "fmaxnmv", 5: "fminnmv", 6: "fmaxv", 7: "fminv"}
E.ENC("fmaxv", "01100101 size:2 000 1 opc:2 001 Pg:3 Zn:5 Vd:5",
      lambda f: f.size > 0 and f"{_FR[4 + f.opc]} {'bhsd'[f.size]}{f.Vd}, p{f.Pg}, "
                               f"{E.zr(f.Zn, f.size)}" or None, "sve",
      aliases=("fmaxnmv", "fminnmv", "fminv"))


def _fmt_iqv(f):
    m = {(0, 1): "addqv", (1, 0): "smaxqv", (1, 1): "umaxqv", (1, 2): "sminqv", (1, 3): "uminqv",
         (3, 0): "orqv", (3, 1): "eorqv", (3, 2): "andqv"}.get((f.opc, f.o))
    esz = 1 << f.size
    return m and f"{m} v{f.Vd}.{_VARR[esz]}, p{f.Pg}, {E.zr(f.Zn, f.size)}"


E.ENC("addqv", "00000100 size:2 0 opc:2 1 o:2 001 Pg:3 Zn:5 Vd:5", _fmt_iqv, "sve2p1",
      aliases=("smaxqv", "umaxqv", "sminqv", "uminqv", "orqv", "eorqv", "andqv"))
_FQ = {0: "faddqv", 4: "fmaxnmqv", 5: "fminnmqv", 6: "fmaxqv", 7: "fminqv"}
E.ENC("faddqv", "01100100 size:2 010 opc:3 101 Pg:3 Zn:5 Vd:5",
      lambda f: f.size > 0 and f.opc in _FQ and f"{_FQ[f.opc]} v{f.Vd}.{_VARR[1 << f.size]}, "
                                               f"p{f.Pg}, {E.zr(f.Zn, f.size)}" or None,
      "sve2p1", aliases=tuple(_FQ.values())[1:])
