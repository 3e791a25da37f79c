"""AdvSIMD floating-point forms beyond :mod:`isa.a64.simd` (Arm ARM C7.2; encodings C4.1.95
"three same", "three same (FP16)", "scalar three same", "scalar pairwise", "by element",
"three same extra"):

* FABD, FMULX, FCMEQ/FCMGE/FCMGT (register and #0.0), FCMLE/FCMLT #0.0, FACGE/FACGT,
  FRECPS/FRSQRTS (vector .4h…2d and scalar Hd/Sd/Dd); FAMAX/FAMIN (FEAT_FAMINMAX, vector);
* FMAXP/FMINP/FMAXNMP/FMINNMP (vector, and scalar Hd/Sd/Dd from a pair), FADDP Hd;
* by element: FMULX (vector and scalar), scalar FMLA/FMLS/FMUL Hd|Sd|Dd, Vm.T[i];
* complex (FEAT_FCMA): FCMLA (vector, by element) and FCADD with rotations.

Elementwise rules are :mod:`isa.a64.fp`'s (FPCR = 0: round to nearest even, NaNs per
FPProcessNaNs); compares give all ones where true (false for a NaN operand). FRECPS computes
2 - a*b and FRSQRTS (3 - a*b)/2 with one rounding; inf * 0 gives 2.0 and 1.5 exactly (Arm ARM
FPRecipStepFused, FPRSqrtStepFused).
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import fp
from . import operands as O
from .simd import FLOAT, HOOKS, bind_vec
from .simd_elems import ESZ_OF_KIND, index_elem, same_shape
from .table import Args, insn

_VEC = "4h 8h 2s 4s 2d"


def _ones(cond: np.ndarray, dt) -> np.ndarray:
    u = {2: np.uint16, 4: np.uint32, 8: np.uint64}[np.dtype(dt).itemsize]
    return np.where(cond, ~u(0), u(0)).astype(u)


def _special(a, b) -> np.ndarray:
    """inf * 0 in either order (no NaN involved)."""
    return (np.isinf(a) & (b == 0)) | ((a == 0) & np.isinf(b))


def fmulx(a, b):
    """FMULX: FMUL, but (+-)inf * (+-)0 = (+-)2.0 (sign: the exclusive or of the signs)."""
    r = fp.fmul(a, b)
    sp = _special(a, b)
    if sp.any():
        sign = np.signbit(a) ^ np.signbit(b)
        r = np.where(sp, np.where(sign, -2.0, 2.0).astype(r.dtype), r)
    return r


def frecps(a, b):
    """FRECPS: 2 - a*b, one rounding; inf * 0 gives +2.0."""
    two = np.full(np.shape(a), 2.0, a.dtype)
    r = fp.fmla(two, a, b, negate=True)
    return np.where(_special(a, b), two, r).astype(a.dtype)


def frsqrts(a, b):
    """FRSQRTS: (3 - a*b) / 2, one rounding; inf * 0 gives +1.5."""
    dt = a.dtype
    if dt == np.float16:  # exact in float64 (22-bit products), then one rounding
        with fp.fp_errstate():
            r = ((3.0 - a.astype(np.float64) * b.astype(np.float64)) / 2).astype(dt)
        r = fp.process_nans(r, (fp.fneg(a), b)) if np.isnan(r).any() else r
    else:  # halving the correctly rounded 3 - a*b is exact: it cannot be subnormal here
        r = fp.fmla(np.full(np.shape(a), 3.0, dt), a, b, negate=True)
        with fp.fp_errstate():
            r = np.where(np.isnan(r), r, r * dt.type(0.5)).astype(dt)
            # ... unless 3 - a*b overflows while its half does not: then 1.5 - (a/2)*b, halving
            # the larger operand (at least 2^63 here: exact), as QEMU's fused halving rounds
            over = np.isinf(r) & np.isfinite(a) & np.isfinite(b)
        if over.any():
            big = np.abs(a) >= np.abs(b)
            with fp.fp_errstate():
                ha, hb = np.where(big, a * dt.type(0.5), a), np.where(big, b, b * dt.type(0.5))
            r2 = fp.fmla(np.full(np.shape(a), 1.5, dt), ha.astype(dt), hb.astype(dt),
                         negate=True)
            r = np.where(over, r2, r).astype(dt)
    return np.where(_special(a, b), dt.type(1.5), r).astype(dt)


def _absminmax(op):
    """FAMAX/FAMIN (FEAT_FAMINMAX): FPAbsMax/FPAbsMin -- NaN operands are processed as they are
    (sign kept), otherwise the maximum/minimum of the absolute values."""
    def f(a, b):
        r = op(fp.fabs(a), fp.fabs(b))
        nan = np.isnan(a) | np.isnan(b)
        return np.where(nan, op(a, b), r).astype(a.dtype) if nan.any() else r
    return f


def _cmp(op):
    def f(a, b):
        with fp.fp_errstate():
            return _ones(op(a, b), a.dtype).view(a.dtype)
    return f


THREE = {
    "fabd": lambda a, b: fp.fabs(fp.fsub(a, b)),
    "fmulx": fmulx,
    "fcmeq": _cmp(np.equal), "fcmge": _cmp(np.greater_equal), "fcmgt": _cmp(np.greater),
    "facge": _cmp(lambda a, b: np.abs(a) >= np.abs(b)),
    "facgt": _cmp(lambda a, b: np.abs(a) > np.abs(b)),
    "frecps": frecps, "frsqrts": frsqrts,
    "famax": _absminmax(fp.fmax), "famin": _absminmax(fp.fmin),
}
ZERO = {"fcmeq": np.equal, "fcmge": np.greater_equal, "fcmgt": np.greater,
        "fcmle": np.less_equal, "fcmlt": np.less}
PAIR = {"fmaxp": fp.fmax, "fminp": fp.fmin, "fmaxnmp": fp.fmaxnm, "fminnmp": fp.fminnm}


def _f_shape(a: Args, idx, scalar: str = "hsd"):
    return same_shape(a, idx, _VEC, scalar)


@insn(*THREE, "fcmle", "fcmlt", klass="fp", first="VReg|FReg")
def three(a: Args):
    """<op> Vd.T, Vn.T, Vm.T | Hd/Sd/Dd scalars; FCMxx Vd.T, Vn.T, #0.0; FMULX by element."""
    a.count(3, usage="Vd.4s, Vn.4s, Vm.4s")
    if a.is_imm(2) or a.m in ("fcmle", "fcmlt"):
        return _zero(a)
    if isinstance(a[2], O.VReg) and a[2].index is not None:
        return by_element(a)
    (d, n, m), esz, nl, _ = _f_shape(a, (0, 1, 2), "" if a.m in ("famax", "famin") else "hsd")
    F, fn = FLOAT[esz], THREE[a.m]
    return bind_vec(d, [n, m], 16, lambda vn, vm: fn(vn[:esz * nl].view(F), vm[:esz * nl].view(F)))


def _zero(a: Args):
    if a.m not in ZERO:
        raise a.error(2, f"'{a.m}' has no compare-with-zero form")
    if not a.is_imm(2) or a[2].text.lstrip("#") not in ("0", "0.0"):
        raise a.error(2, "expected #0.0", f"{a.m} v0.4s, v1.4s, #0.0")
    (d, n), esz, nl, _ = _f_shape(a, (0, 1))
    F, op = FLOAT[esz], ZERO[a.m]

    def run(vn):
        v = vn[:esz * nl].view(F)
        with fp.fp_errstate():
            return _ones(op(v, 0), F).view(np.uint8)
    return bind_vec(d, [n], 16, run)


@insn(*PAIR, klass="fp", first="VReg|FReg")
def pairwise(a: Args):
    """FMAXP/FMINP/FMAXNMP/FMINNMP Vd.T, Vn.T, Vm.T (pairs of the concatenation Vn:Vm) or
    Hd, Vn.2h | Sd, Vn.2s | Dd, Vn.2d (the pair in Vn)."""
    fn = PAIR[a.m]
    if type(a._get(0)) is O.FReg:
        return pair_scalar(a, fn)
    a.count(3, usage="Vd.4s, Vn.4s, Vm.4s")
    (d, n, m), esz, nl, _ = _f_shape(a, (0, 1, 2), "")
    F = FLOAT[esz]

    def run(vn, vm):
        cat = np.concatenate([vn[:esz * nl].view(F), vm[:esz * nl].view(F)])
        return fn(cat[0::2], cat[1::2])
    return bind_vec(d, [n, m], 16, run)


def pair_scalar(a: Args, fn):
    """<op> Hd, Vn.2h | Sd, Vn.2s | Dd, Vn.2d: ``fn`` of the pair (FADDP Hd comes from
    :func:`isa.a64.simd.faddp_scalar`)."""
    a.count(2, usage="Sd, Vn.2s")
    o, src = a[0], a._get(1)
    esz = ESZ_OF_KIND.get(o.kind, 0)
    if not isinstance(src, O.VReg) or src.index is not None or src.lanes != 2 or src.esz != esz \
            or esz not in (2, 4, 8):
        raise a.error(1, f"'{a.m}' reduces a pair: Hd, Vn.2h | Sd, Vn.2s | Dd, Vn.2d")
    F = FLOAT[esz]
    return bind_vec(o.num, [src.num], 16,
                    lambda vn: fn(vn[:esz].view(F), vn[esz:2 * esz].view(F)))


# ----------------------------------------------------------------------------- by element
def by_element(a: Args):
    """FMULX Vd.T, Vn.T, Vm.Ts[i] | Hd/Sd/Dd, Hn/Sn/Dn, Vm.Ts[i]; scalar FMLA/FMLS/FMUL
    Hd/Sd/Dd, Hn/Sn/Dn, Vm.Ts[i]."""
    (d, n), esz, nl, sc = _f_shape(a, (0, 1))
    if esz == 1:
        raise a.error(0, "expected .h, .s or .d elements")
    m, k = index_elem(a, 2, esz)
    F = FLOAT[esz]
    if a.m in ("fmla", "fmls"):
        neg = a.m == "fmls"
        return bind_vec(d, [n, m], 16, lambda vn, vm, vd: fp.fmla(
            vd[:esz].view(F), vn[:esz].view(F), vm.view(F)[k:k + 1], neg), read_d=True)
    fn = fmulx if a.m == "fmulx" else fp.fmul
    return bind_vec(d, [n, m], 16, lambda vn, vm: fn(
        vn[:esz * nl].view(F), np.repeat(vm.view(F)[k:k + 1], nl)))


@insn("fmla", "fmls", klass="fp", first="FReg")
def fmla_scalar(a: Args):
    """FMLA/FMLS Hd|Sd|Dd, Hn|Sn|Dn, Vm.T[i]: fused d +/- n * element."""
    a.count(3, usage="Sd, Sn, Vm.s[i]")
    return by_element(a)


HOOKS["pair_scalar"] = pair_scalar
HOOKS["fp_by_element"] = by_element


# ----------------------------------------------------------------------------- complex
def _complex_pairs(F, vn, vm, vd, nl, rot: int, k: int | None):
    """FCMLA: (addend, element2, element1) per lane pair (Arm ARM FCMLA pseudocode)."""
    n, dd = vn.view(F)[:nl], vd.view(F)[:nl]
    m = vm.view(F)
    if k is not None:  # by element: the pair k of each 128-bit segment of Vm
        m = np.tile(m[2 * k:2 * k + 2], nl // 2)
    else:
        m = m[:nl]
    re, im = slice(0, None, 2), slice(1, None, 2)
    n_re, n_im, m_re, m_im = n[re], n[im], m[re], m[im]
    if rot == 0:
        e1, e2, e3, e4 = m_re, n_re, m_im, n_re
    elif rot == 90:
        e1, e2, e3, e4 = fp.fneg(m_im), n_im, m_re, n_im
    elif rot == 180:
        e1, e2, e3, e4 = fp.fneg(m_re), n_re, fp.fneg(m_im), n_re
    else:
        e1, e2, e3, e4 = m_im, n_im, fp.fneg(m_re), n_im
    out = np.empty(nl, F)
    out[re] = fp.fmla(dd[re], e2, e1)
    out[im] = fp.fmla(dd[im], e4, e3)
    return out


def _rot(a: Args, i: int, allowed: tuple[int, ...]) -> int:
    r = a.imm(i, 0, 270, "rotation")
    if r not in allowed:
        raise a.error(i, f"rotation {r} is not one of " + ", ".join(f"#{v}" for v in allowed))
    return r


@insn("fcmla", "fcadd", klass="fp", first="VReg")
def complex_ops(a: Args):
    """FCMLA Vd.T, Vn.T, Vm.T | Vm.T[i], #rot (0/90/180/270): complex multiply-accumulate of
    (real, imaginary) pairs; FCADD Vd.T, Vn.T, Vm.T, #rot (90/270): complex add with Vm
    rotated."""
    a.count(4, usage="Vd.4s, Vn.4s, Vm.4s, #rot")
    (d, n), esz, nl, _ = _f_shape(a, (0, 1), "")
    F = FLOAT[esz]
    if a.m == "fcadd":
        rot = _rot(a, 3, (90, 270))
        (_, m), _, _, _ = _f_shape(a, (0, 2), "")

        def run_add(vn, vm):
            x, y = vn.view(F)[:nl], vm.view(F)[:nl]
            out = np.empty(nl, F)
            # Arm ARM FCADD: the rotated element is negated (FPNeg, NaNs too), then added
            if rot == 90:
                out[0::2] = fp.fadd(x[0::2], fp.fneg(y[1::2]))
                out[1::2] = fp.fadd(x[1::2], y[0::2])
            else:
                out[0::2] = fp.fadd(x[0::2], y[1::2])
                out[1::2] = fp.fadd(x[1::2], fp.fneg(y[0::2]))
            return out
        return bind_vec(d, [n, m], 16, run_add)
    rot = _rot(a, 3, (0, 90, 180, 270))
    if isinstance(a[2], O.VReg) and a[2].index is not None:
        if esz not in (2, 4) or nl * esz == 8 and esz == 4:
            raise a.error(2, "fcmla by element takes .4h/.8h or .4s")
        o = a[2]
        k = a.ctx.value(o.index, o.col)
        if o.esz != esz or not 0 <= k < nl // 2:
            raise a.error(2, f"expected v<m>.{'hs'[esz // 4]}[0-{nl // 2 - 1}]")
        m = o.num
    else:
        (_, m), _, _, _ = _f_shape(a, (0, 2), "")
        k = None
    if nl == 1 or esz == 8 and nl != 2:
        raise a.error(0, "fcmla needs pairs: .4h .8h .2s .4s .2d")
    return bind_vec(d, [n, m], 16, lambda vn, vm, vd: _complex_pairs(F, vn, vm, vd, nl, rot, k),
                    read_d=True)


# ----------------------------------------------------------------------------- encodings
# (U, a, opcode) -> mnemonic of the three-same FP forms here (bit 23 "a" and opcode 11xxx)
_THREE_ENC = {(0, 0, 0b11011): "fmulx", (0, 0, 0b11100): "fcmeq", (0, 0, 0b11111): "frecps",
              (0, 1, 0b11111): "frsqrts", (1, 0, 0b11000): "fmaxnmp", (1, 0, 0b11100): "fcmge",
              (1, 0, 0b11101): "facge", (1, 0, 0b11110): "fmaxp", (1, 1, 0b11000): "fminnmp",
              (1, 1, 0b11010): "fabd", (1, 1, 0b11100): "fcmgt", (1, 1, 0b11101): "facgt",
              (1, 1, 0b11110): "fminp", (0, 1, 0b11011): "famax", (1, 1, 0b11011): "famin"}
_SCALAR_THREE = ("fmulx", "fcmeq", "frecps", "frsqrts", "fcmge", "facge", "fabd", "fcmgt",
                 "facgt")


def _fmt_three(f):
    m = _THREE_ENC.get((f.U, f.a, f.opcode))
    if m is None or (f.sz and not f.Q):
        return None
    t = ("2s", "4s")[f.Q] if not f.sz else "2d"
    return f"{m} v{f.Rd}.{t}, v{f.Rn}.{t}, v{f.Rm}.{t}"


def _fmt_three_h(f):
    m = _THREE_ENC.get((f.U, f.a, 0b11000 | f.opcode))
    t = ("4h", "8h")[f.Q]
    return m and f"{m} v{f.Rd}.{t}, v{f.Rn}.{t}, v{f.Rm}.{t}"


def _fmt_three_scalar(f):
    m = _THREE_ENC.get((f.U, f.a, f.opcode))
    if m not in _SCALAR_THREE:
        return None
    r = "sd"[f.sz]
    return f"{m} {r}{f.Rd}, {r}{f.Rn}, {r}{f.Rm}"


def _fmt_three_scalar_h(f):
    m = _THREE_ENC.get((f.U, f.a, 0b11000 | f.opcode))
    return m in _SCALAR_THREE and f"{m} h{f.Rd}, h{f.Rn}, h{f.Rm}" or None


# (U, opcode) with bit 23 = 1: compares with zero
_ZERO_ENC = {(0, 0b01100): "fcmgt", (0, 0b01101): "fcmeq", (0, 0b01110): "fcmlt",
             (1, 0b01100): "fcmge", (1, 0b01101): "fcmle"}


def _fmt_zero(f):
    m = _ZERO_ENC.get((f.U, f.opcode))
    if m is None or (f.sz and not f.Q):
        return None
    t = ("2s", "4s")[f.Q] if not f.sz else "2d"
    return f"{m} v{f.Rd}.{t}, v{f.Rn}.{t}, #0.0"


def _fmt_zero_h(f):
    m = _ZERO_ENC.get((f.U, f.opcode))
    t = ("4h", "8h")[f.Q]
    return m and f"{m} v{f.Rd}.{t}, v{f.Rn}.{t}, #0.0"


def _fmt_zero_scalar(f):
    m = _ZERO_ENC.get((f.U, f.opcode))
    r = "sd"[f.sz] if "sz" in f else "h"
    return m and f"{m} {r}{f.Rd}, {r}{f.Rn}, #0.0"


_PAIR_ENC = {(0, 0b01100): "fmaxnmp", (0, 0b01101): "faddp", (0, 0b01111): "fmaxp",
             (1, 0b01100): "fminnmp", (1, 0b01111): "fminp"}


def _fmtpair_scalar(f):
    m = _PAIR_ENC.get((f.o1, f.opcode))
    if m is None:
        return None
    if not f.U:  # half precision: sz must be 0
        return None if f.sz else f"{m} h{f.Rd}, v{f.Rn}.2h"
    if m == "faddp":
        return None  # isa.a64.simd
    r = "sd"[f.sz]
    return f"{m} {r}{f.Rd}, v{f.Rn}.2{r}"


def _fmt_elem(f):
    """FMULX by element (U = 1, opcode 1001), vector."""
    if f.size == 1:
        return None
    if f.size == 0:
        t, vm = ("4h", "8h")[f.Q], f"v{f.Rm}.h[{f.H << 2 | f.L << 1 | f.M}]"
    elif f.size == 2:
        t, vm = ("2s", "4s")[f.Q], f"v{f.M << 4 | f.Rm}.s[{f.H << 1 | f.L}]"
    else:
        if f.L or not f.Q:
            return None
        t, vm = "2d", f"v{f.M << 4 | f.Rm}.d[{f.H}]"
    return f"fmulx v{f.Rd}.{t}, v{f.Rn}.{t}, {vm}"


def _fmt_elem_scalar(f):
    m = {(0, 0b0001): "fmla", (0, 0b0101): "fmls", (0, 0b1001): "fmul",
         (1, 0b1001): "fmulx"}.get((f.U, f.opcode))
    if m is None or f.size == 1:
        return None
    if f.size == 0:
        return f"{m} h{f.Rd}, h{f.Rn}, v{f.Rm}.h[{f.H << 2 | f.L << 1 | f.M}]"
    if f.size == 2:
        return f"{m} s{f.Rd}, s{f.Rn}, v{f.M << 4 | f.Rm}.s[{f.H << 1 | f.L}]"
    return None if f.L else f"{m} d{f.Rd}, d{f.Rn}, v{f.M << 4 | f.Rm}.d[{f.H}]"


def _arr(size: int, q: int) -> str | None:
    return {1: ("4h", "8h"), 2: ("2s", "4s"), 3: (None, "2d")}.get(size, (None, None))[q]


def _fmt_fcmla(f):
    t = _arr(f.size, f.Q)
    return t and f"fcmla v{f.Rd}.{t}, v{f.Rn}.{t}, v{f.Rm}.{t}, #{90 * f.rot}"


def _fmt_fcadd(f):
    t = _arr(f.size, f.Q)
    return t and f"fcadd v{f.Rd}.{t}, v{f.Rn}.{t}, v{f.Rm}.{t}, #{90 + 180 * f.rot}"


def _fmt_fcmla_elem(f):
    if f.size == 1 and (f.Q or not f.H):
        t, vm = ("4h", "8h")[f.Q], f"v{f.M << 4 | f.Rm}.h[{f.H << 1 | f.L}]"
    elif f.size == 2 and f.Q and not f.L:
        t, vm = "4s", f"v{f.M << 4 | f.Rm}.s[{f.H}]"
    else:
        return None
    return f"fcmla v{f.Rd}.{t}, v{f.Rn}.{t}, {vm}, #{90 * f.rot}"


_ALL3 = (*THREE, *PAIR)
E.ENC("fmulx", "0 Q:1 U:1 01110 a:1 sz:1 1 Rm:5 opcode:5 1 Rn:5 Rd:5", _fmt_three, aliases=_ALL3)
E.ENC("fmulx", "0 Q:1 U:1 01110 a:1 10 Rm:5 00 opcode:3 1 Rn:5 Rd:5", _fmt_three_h,
      aliases=_ALL3)
E.ENC("fmulx", "01 U:1 11110 a:1 sz:1 1 Rm:5 opcode:5 1 Rn:5 Rd:5", _fmt_three_scalar,
      aliases=_SCALAR_THREE)
E.ENC("fmulx", "01 U:1 11110 a:1 10 Rm:5 00 opcode:3 1 Rn:5 Rd:5", _fmt_three_scalar_h,
      aliases=_SCALAR_THREE)
E.ENC("fcmeq", "0 Q:1 U:1 01110 1 sz:1 10000 opcode:5 10 Rn:5 Rd:5", _fmt_zero,
      aliases=tuple(ZERO))
E.ENC("fcmeq", "0 Q:1 U:1 01110 1 1 11100 opcode:5 10 Rn:5 Rd:5", _fmt_zero_h,
      aliases=tuple(ZERO))
E.ENC("fcmeq", "01 U:1 11110 1 sz:1 10000 opcode:5 10 Rn:5 Rd:5", _fmt_zero_scalar,
      aliases=tuple(ZERO))
E.ENC("fcmeq", "01 U:1 11110 1 1 11100 opcode:5 10 Rn:5 Rd:5", _fmt_zero_scalar,
      aliases=tuple(ZERO))
E.ENC("fmaxp", "01 U:1 11110 o1:1 sz:1 11000 opcode:5 10 Rn:5 Rd:5", _fmtpair_scalar,
      aliases=(*PAIR, "faddp"))
E.ENC("fmulx", "0 Q:1 1 01111 size:2 L:1 M:1 Rm:4 1001 H:1 0 Rn:5 Rd:5", _fmt_elem)
E.ENC("fmulx", "01 U:1 11111 size:2 L:1 M:1 Rm:4 opcode:4 H:1 0 Rn:5 Rd:5", _fmt_elem_scalar,
      aliases=("fmla", "fmls", "fmul"))
E.ENC("fcmla", "0 Q:1 1 01110 size:2 0 Rm:5 110 rot:2 1 Rn:5 Rd:5", _fmt_fcmla)
E.ENC("fcadd", "0 Q:1 1 01110 size:2 0 Rm:5 111 rot:1 0 1 Rn:5 Rd:5", _fmt_fcadd)
E.ENC("fcmla", "0 Q:1 1 01111 size:2 L:1 M:1 Rm:4 0 rot:2 1 H:1 0 Rn:5 Rd:5", _fmt_fcmla_elem)
