"""AdvSIMD "three different" and integer "by element" forms (Arm ARM C7.2; encodings C4.1.95
"Advanced SIMD three different", "vector x indexed element" and their scalar variants):

* long: SADDL/UADDL, SSUBL/USUBL, SABAL/UABAL, SABDL/UABDL, SMLSL/UMLSL, SQDMULL, SQDMLAL,
  SQDMLSL, PMULL{2} (8-bit polynomial); wide: SADDW/UADDW, SSUBW/USUBW{2}; narrow high:
  ADDHN/RADDHN, SUBHN/RSUBHN{2}; scalar SQDMULL/SQDMLAL/SQDMLSL;
* three same extra SQRDMLAH/SQRDMLSH (FEAT_RDM, vector and scalar);
* by element: MUL/MLA/MLS, SQDMULH/SQRDMULH/SQRDMLAH/SQRDMLSH (vector and scalar),
  SMULL/UMULL/SMLAL/UMLAL/SMLSL/UMLSL/SQDMULL/SQDMLAL/SQDMLSL{2} (and scalar SQDMxxL);
* scalar saturating narrow SQXTN/UQXTN/SQXTUN Bd|Hd|Sd, Hn|Sn|Dn (two-register misc; the
  vector forms are :mod:`isa.a64.simd`'s; FPSR.QC is not modelled).

The {2} forms take the upper halves of their narrow sources (or write the upper half of Vd,
keeping the lower, for the narrowing ADDHN2…).
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import operands as O
from .simd import ARR, HOOKS, bind_vec, vec
from .simd_elems import index_elem, lanes, pack, sat
from .table import Args, insn

_S, _U = True, False


def _dmul(x: int, y: int, b: int) -> int:
    return sat(2 * x * y, 2 * b, True)


# long forms: name -> (signed, fn(d, x, y, narrow bits) -> wide result, saturate to wide)
LONG = {
    "saddl": (_S, lambda d, x, y, b: x + y), "uaddl": (_U, lambda d, x, y, b: x + y),
    "ssubl": (_S, lambda d, x, y, b: x - y), "usubl": (_U, lambda d, x, y, b: x - y),
    "sabal": (_S, lambda d, x, y, b: d + abs(x - y)), "uabal": (_U, lambda d, x, y, b: d + abs(x - y)),
    "sabdl": (_S, lambda d, x, y, b: abs(x - y)), "uabdl": (_U, lambda d, x, y, b: abs(x - y)),
    "smlsl": (_S, lambda d, x, y, b: d - x * y), "umlsl": (_U, lambda d, x, y, b: d - x * y),
    "sqdmull": (_S, lambda d, x, y, b: _dmul(x, y, b)),
    "sqdmlal": (_S, lambda d, x, y, b: sat(d + _dmul(x, y, b), 2 * b, True)),
    "sqdmlsl": (_S, lambda d, x, y, b: sat(d - _dmul(x, y, b), 2 * b, True)),
    "pmull": (_U, None),
    # by-element forms of the long multiplies in isa.a64.simd
    "smull": (_S, lambda d, x, y, b: x * y), "umull": (_U, lambda d, x, y, b: x * y),
    "smlal": (_S, lambda d, x, y, b: d + x * y), "umlal": (_U, lambda d, x, y, b: d + x * y),
}
WIDE = {"saddw": (_S, lambda w, x: w + x), "uaddw": (_U, lambda w, x: w + x),
        "ssubw": (_S, lambda w, x: w - x), "usubw": (_U, lambda w, x: w - x)}
HIGH = {"addhn": (lambda x, y: x + y, False), "raddhn": (lambda x, y: x + y, True),
        "subhn": (lambda x, y: x - y, False), "rsubhn": (lambda x, y: x - y, True)}
_NEW_LONG = ("saddl", "uaddl", "ssubl", "usubl", "sabal", "uabal", "sabdl", "uabdl", "smlsl",
             "umlsl", "sqdmull", "sqdmlal", "sqdmlsl", "pmull")


def _pmul(x: int, y: int) -> int:
    r = 0
    for i in range(y.bit_length()):
        if y >> i & 1:
            r ^= x << i
    return r


def _two(names):
    return tuple(n for m in names for n in (m, m + "2"))


def _wide_narrow(a: Args, wi: int, ni: int, upper: bool, scalar_ok: bool
                 ) -> tuple[int, int, int, int, bool]:
    """(wide reg, narrow reg, narrow element bytes, wide lanes, scalar) of a long pair."""
    if scalar_ok and type(a._get(wi)) is O.FReg:
        w, n = a[wi], a[ni]
        if type(n) is not O.FReg or (w.kind, n.kind) not in (("s", "h"), ("d", "s")):
            raise a.error(ni, f"'{a.m}' takes Sd, Hn or Dd, Sn")
        return w.num, n.num, 2 if n.kind == "h" else 4, 1, True
    w, wesz, wl = vec(a, wi, "8h 4s 2d")
    nreg, nesz, nl = vec(a, ni, "8b 16b 4h 8h 2s 4s 1d 2d")
    if wesz != 2 * nesz or nl != wl * (2 if upper else 1):
        want = ARR.get((wl * (2 if upper else 1), wesz // 2), "?")
        raise a.error(ni, f"'{a.m}' pairs .{ARR.get((wl, wesz), '?')} with .{want}")
    return w, nreg, nesz, wl, False


@insn(*_two(_NEW_LONG), klass="fp", first="VReg|FReg")
def long3(a: Args):
    """<op>{2} Vd.Tw, Vn.T, Vm.T (lower or upper halves of Vn, Vm at twice the width); the
    SQDMxxL forms also as scalars and by element."""
    if len(a) == 3 and isinstance(a[2], O.VReg) and a[2].index is not None:
        return by_element(a)
    a.count(3, usage="Vd.4s, Vn.4h, Vm.4h")
    if a.m.startswith("pmull") and isinstance(a[0], O.VReg) and a[0].esz == 16:
        return HOOKS["pmull_1q"](a)  # PMULL Vd.1q (isa.a64.simd_crypto)
    upper = a.m.endswith("2")
    base = a.m.rstrip("2")
    sq = base.startswith("sqdm")
    d, n, nesz, wl, sc = _wide_narrow(a, 0, 1, upper, sq)
    _, m, _, _, _ = _wide_narrow(a, 0, 2, upper, sq)
    if sq and nesz == 1:
        raise a.error(1, f"'{a.m}' takes .h or .s elements")
    if base == "pmull":
        if nesz not in (1, 8):
            raise a.error(1, "pmull takes .8b/.16b (or .1d/.2d) elements")
        lo = 8 if upper else 0
        return bind_vec(d, [n, m], 16, lambda vn, vm: pack(
            [_pmul(x, y) for x, y in zip(lanes(vn, nesz, wl, False, lo),
                                         lanes(vm, nesz, wl, False, lo))], 2 * nesz))
    return _bind_long(d, n, m, None, nesz, wl, upper, base)


def _bind_long(d: int, n: int, m: int, k: int | None, nesz: int, wl: int, upper: bool,
               base: str):
    """Long op on the lower/upper halves of Vn and of Vm (or Vm's element ``k``)."""
    signed, fn = LONG[base]
    bits, lo = 8 * nesz, 8 if upper else 0

    def run(vn, vm, vd):
        xs = lanes(vn, nesz, wl, signed, lo)
        ys = [lanes(vm, nesz, 16 // nesz, signed)[k]] * wl if k is not None else \
            lanes(vm, nesz, wl, signed, lo)
        ds = lanes(vd, 2 * nesz, wl, signed)
        return pack([fn(c, x, y, bits) for c, x, y in zip(ds, xs, ys)], 2 * nesz)
    return bind_vec(d, [n, m], 16, run, read_d=True)


@insn(*_two(WIDE), klass="fp", first="VReg")
def wide3(a: Args):
    """SADDW/UADDW/SSUBW/USUBW{2} Vd.Tw, Vn.Tw, Vm.T: Vn plus/minus the widened lower (2:
    upper) half of Vm."""
    a.count(3, usage="Vd.4s, Vn.4s, Vm.4h")
    upper = a.m.endswith("2")
    d, dw, dl = vec(a, 0, "8h 4s 2d")
    n, nw, nl = vec(a, 1, "8h 4s 2d")
    if (nw, nl) != (dw, dl):
        raise a.error(1, "Vd and Vn must have the same arrangement")
    _, m, mesz, _, _ = _wide_narrow(a, 0, 2, upper, False)
    signed, fn = WIDE[a.m.rstrip("2")]
    lo = 8 if upper else 0
    return bind_vec(d, [n, m], 16, lambda vn, vm: pack(
        [fn(w, x) for w, x in zip(lanes(vn, dw, dl, signed), lanes(vm, mesz, dl, signed, lo))],
        dw))


@insn(*_two(HIGH), klass="fp", first="VReg")
def high3(a: Args):
    """ADDHN/RADDHN/SUBHN/RSUBHN{2} Vd.T, Vn.Tw, Vm.Tw: the high halves of the (rounded) sums
    or differences, into the lower half of Vd (2: the upper half, keeping the lower)."""
    a.count(3, usage="Vd.4h, Vn.4s, Vm.4s")
    upper = a.m.endswith("2")
    n, d, nesz, wl, _ = _wide_narrow(a, 1, 0, upper, False)
    m, _, _, _, _ = _wide_narrow(a, 2, 0, upper, False)
    fn, rnd = HIGH[a.m.rstrip("2")]
    bits = 8 * nesz
    rc = 1 << (bits - 1) if rnd else 0

    def run(vn, vm, vd):
        out = pack([(fn(x, y) + rc) >> bits for x, y in zip(lanes(vn, 2 * nesz, wl, False),
                                                            lanes(vm, 2 * nesz, wl, False))], nesz)
        return np.concatenate([vd[:8], out]) if upper else out
    return bind_vec(d, [n, m], 16, run, read_d=True)


def _rdm(x: int, y: int, d: int, b: int, sub: bool) -> int:
    """SQRDMLAH/SQRDMLSH element: rounded high half of d:0 +/- 2*x*y, saturated."""
    p = 2 * x * y
    return sat(((d << b) + (-p if sub else p) + (1 << (b - 1))) >> b, b, True)


# same-width by-element (and SQRDMLAH/SQRDMLSH three-same) ops: fn(x, y, d, bits)
SAME_ELEM = {
    "mul": (False, lambda x, y, d, b: x * y), "mla": (False, lambda x, y, d, b: d + x * y),
    "mls": (False, lambda x, y, d, b: d - x * y),
    "sqdmulh": (True, lambda x, y, d, b: sat((2 * x * y) >> b, b, True)),
    "sqrdmulh": (True, lambda x, y, d, b: sat((2 * x * y + (1 << (b - 1))) >> b, b, True)),
    "sqrdmlah": (True, lambda x, y, d, b: _rdm(x, y, d, b, False)),
    "sqrdmlsh": (True, lambda x, y, d, b: _rdm(x, y, d, b, True)),
}


def _same_width(a: Args, idx: int | None):
    """Vd.T, Vn.T, Vm.T | Vm.Ts[i] (or scalar Hd/Sd forms for the SQ ops)."""
    scalar_ok = SAME_ELEM[a.m][0]
    o = a._get(0)
    if type(o) is O.FReg:
        if not scalar_ok or o.kind not in "hs" or type(a[1]) is not O.FReg or a[1].kind != o.kind:
            raise a.error(0, f"'{a.m}' takes Hd, Hn or Sd, Sn scalars" if scalar_ok
                          else f"'{a.m}' has no scalar form")
        d, n, esz, nl, sc = o.num, a[1].num, {"h": 2, "s": 4}[o.kind], 1, True
    else:
        d, esz, nl = vec(a, 0, "4h 8h 2s 4s")
        n, nesz, nnl = vec(a, 1, "4h 8h 2s 4s")
        if (nesz, nnl) != (esz, nl):
            raise a.error(1, "operands mix arrangements")
        sc = False
    if idx is not None:
        m, k = index_elem(a, idx, esz)
    else:
        m, mesz, ml = (a[2].num, esz, nl) if sc else vec(a, 2, "4h 8h 2s 4s")
        if sc and (type(a[2]) is not O.FReg or a[2].kind != o.kind):
            raise a.error(2, "operands mix element sizes")
        if (mesz, ml) != (esz, nl):
            raise a.error(2, "operands mix arrangements")
        k = None
    fn = SAME_ELEM[a.m][1]
    bits = 8 * esz

    def run(vn, vm, vd):
        xs, ds = lanes(vn, esz, nl, True), lanes(vd, esz, nl, True)
        ys = [lanes(vm, esz, 16 // esz, True)[k]] * nl if k is not None else lanes(vm, esz, nl, True)
        return pack([fn(x, y, c, bits) for x, y, c in zip(xs, ys, ds)], esz)
    return bind_vec(d, [n, m], 16, run, read_d=True)


@insn("sqrdmlah", "sqrdmlsh", klass="fp", first="VReg|FReg")
def rdm(a: Args):
    """SQRDMLAH/SQRDMLSH Vd.T, Vn.T, Vm.T | Vm.Ts[i] (and Hd/Sd scalars): FEAT_RDM."""
    a.count(3, usage="Vd.4s, Vn.4s, Vm.4s")
    return _same_width(a, 2 if isinstance(a[2], O.VReg) and a[2].index is not None else None)


def by_element(a: Args):
    """The integer by-element forms: MUL/MLA/MLS/SQDMULH/SQRDMULH Vd.T, Vn.T, Vm.Ts[i] (and
    scalar SQ forms); the long forms <op>{2} Vd.Tw, Vn.T, Vm.Ts[i]."""
    a.count(3, usage="Vd.4s, Vn.4s, Vm.s[i]")
    if a.m in SAME_ELEM:
        return _same_width(a, 2)
    upper = a.m.endswith("2")
    base = a.m.rstrip("2")
    if base not in LONG or base in ("pmull", "saddl", "uaddl", "ssubl", "usubl", "sabal",
                                    "uabal", "sabdl", "uabdl"):
        raise a.error(2, f"'{a.m}' has no by-element form")
    o = a._get(0)
    if type(o) is O.FReg:
        if not base.startswith("sqdm") or upper:
            raise a.error(0, f"'{a.m}' has no scalar form")
        n = a[1]
        if type(n) is not O.FReg or (o.kind, n.kind) not in (("s", "h"), ("d", "s")):
            raise a.error(1, f"'{a.m}' takes Sd, Hn or Dd, Sn")
        d, nreg, nesz, wl = o.num, n.num, 2 if n.kind == "h" else 4, 1
    else:
        d, wesz, wl = vec(a, 0, "4s 2d")
        nreg, nesz, nl = vec(a, 1, "4h 8h 2s 4s")
        if wesz != 2 * nesz or nl != wl * (2 if upper else 1):
            raise a.error(1, f"'{a.m}' pairs .{ARR[(wl, wesz)]} with "
                          f".{ARR.get((wl * (2 if upper else 1), wesz // 2), '?')}")
    m, k = index_elem(a, 2, nesz)
    return _bind_long(d, nreg, m, k, nesz, wl, upper, base)


HOOKS["by_element"] = by_element


# ----------------------------------------------------------------------------- encodings
_NARROW_KIND = {"b": "h", "h": "s", "s": "d"}


@insn("sqxtn", "uqxtn", "sqxtun", klass="fp", first="FReg")
def sat_narrow_scalar(a: Args):
    """SQXTN/UQXTN/SQXTUN Bd, Hn | Hd, Sn | Sd, Dn: SatQ of the one element (SQXTUN: a signed
    source to the unsigned range)."""
    a.count(2, usage="Bd, Hn")
    d, n = a._get(0), a._get(1)
    if not (isinstance(d, O.FReg) and isinstance(n, O.FReg) and type(n) is O.FReg
            and _NARROW_KIND.get(d.kind) == n.kind):
        raise a.error(0, f"'{a.m}' narrows Hn to Bd, Sn to Hd or Dn to Sd", f"{a.m} b0, h1")
    nb = {"b": 1, "h": 2, "s": 4}[d.kind]
    bits, signed_src = 8 * nb, not a.m.startswith("uq")
    src = np.dtype(f"{'i' if signed_src else 'u'}{2 * nb}")
    signed_dst = a.m == "sqxtn"

    def run(vn):
        v = sat(int(vn[:2 * nb].view(src)[0]), bits, signed_dst)
        return np.frombuffer((v & ((1 << bits) - 1)).to_bytes(nb, "little"), np.uint8)
    return bind_vec(d.num, [n.num], 16, run)


def _fmt_narrow_scalar(f):
    if f.size == 3:
        return None
    m = ("sqxtn", "uqxtn")[f.U] if "U" in f else "sqxtun"
    return f"{m} {'bhs'[f.size]}{f.Rd}, {'hsd'[f.size]}{f.Rn}"


def _arr(size: int, q: int) -> str | None:
    return {0: ("8b", "16b"), 1: ("4h", "8h"), 2: ("2s", "4s"), 3: ("1d", "2d")}[size][q]


_DIFF_ENC = {(0, 0b0000): "saddl", (1, 0b0000): "uaddl", (0, 0b0001): "saddw",
             (1, 0b0001): "uaddw", (0, 0b0010): "ssubl", (1, 0b0010): "usubl",
             (0, 0b0011): "ssubw", (1, 0b0011): "usubw", (0, 0b0100): "addhn",
             (1, 0b0100): "raddhn", (0, 0b0101): "sabal", (1, 0b0101): "uabal",
             (0, 0b0110): "subhn", (1, 0b0110): "rsubhn", (0, 0b0111): "sabdl",
             (1, 0b0111): "uabdl", (0, 0b1001): "sqdmlal", (0, 0b1010): "smlsl",
             (1, 0b1010): "umlsl", (0, 0b1011): "sqdmlsl", (0, 0b1101): "sqdmull",
             (0, 0b1110): "pmull"}


def _fmt_diff(f):
    m = _DIFF_ENC.get((f.U, f.opcode))
    if m is None:
        return None
    two = "2" if f.Q else ""
    if m == "pmull":
        if f.size == 0:
            return f"pmull{two} v{f.Rd}.8h, v{f.Rn}.{_arr(0, f.Q)}, v{f.Rm}.{_arr(0, f.Q)}"
        return None  # PMULL 1Q (FEAT_PMULL, crypto) is not executed here
    if f.size == 3 or (m.startswith("sqdm") and f.size == 0):
        return None
    small, wide = _arr(f.size, f.Q), _arr(f.size + 1, 1)
    if m in WIDE:
        return f"{m}{two} v{f.Rd}.{wide}, v{f.Rn}.{wide}, v{f.Rm}.{small}"
    if m in HIGH:
        return f"{m}{two} v{f.Rd}.{small}, v{f.Rn}.{wide}, v{f.Rm}.{wide}"
    return f"{m}{two} v{f.Rd}.{wide}, v{f.Rn}.{small}, v{f.Rm}.{small}"


def _fmt_diff_scalar(f):
    m = {0b1001: "sqdmlal", 0b1011: "sqdmlsl", 0b1101: "sqdmull"}.get(f.opcode)
    if m is None or f.size not in (1, 2):
        return None
    w, n = ("s", "h") if f.size == 1 else ("d", "s")
    return f"{m} {w}{f.Rd}, {n}{f.Rn}, {n}{f.Rm}"


def _fmt_rdm(f):
    if f.size not in (1, 2):
        return None
    m = ("sqrdmlah", "sqrdmlsh")[f.S]
    if "Q" in f:
        t = _arr(f.size, f.Q)
        return f"{m} v{f.Rd}.{t}, v{f.Rn}.{t}, v{f.Rm}.{t}"
    r = "hs"[f.size - 1]
    return f"{m} {r}{f.Rd}, {r}{f.Rn}, {r}{f.Rm}"


# (U, opcode) -> by-element integer forms
_ELEM_ENC = {(1, 0b0000): "mla", (0, 0b0010): "smlal", (1, 0b0010): "umlal",
             (0, 0b0011): "sqdmlal", (1, 0b0100): "mls", (0, 0b0110): "smlsl",
             (1, 0b0110): "umlsl", (0, 0b0111): "sqdmlsl", (0, 0b1000): "mul",
             (0, 0b1010): "smull", (1, 0b1010): "umull", (0, 0b1011): "sqdmull",
             (0, 0b1100): "sqdmulh", (0, 0b1101): "sqrdmulh", (1, 0b1101): "sqrdmlah",
             (1, 0b1111): "sqrdmlsh"}


def _elem_index(f) -> tuple[str, int] | None:
    if f.size == 1:
        return f"v{f.Rm}.h", f.H << 2 | f.L << 1 | f.M
    if f.size == 2:
        return f"v{f.M << 4 | f.Rm}.s", f.H << 1 | f.L
    return None


def _fmt_elem(f):
    m = _ELEM_ENC.get((f.U, f.opcode))
    hit = _elem_index(f)
    if m is None or hit is None:
        return None
    vm, k = hit
    if m in SAME_ELEM:
        t = _arr(f.size, f.Q)
        return f"{m} v{f.Rd}.{t}, v{f.Rn}.{t}, {vm}[{k}]"
    two = "2" if f.Q else ""
    return f"{m}{two} v{f.Rd}.{_arr(f.size + 1, 1)}, v{f.Rn}.{_arr(f.size, f.Q)}, {vm}[{k}]"


def _fmt_elem_scalar(f):
    m = _ELEM_ENC.get((f.U, f.opcode))
    hit = _elem_index(f)
    if m is None or hit is None or not m.startswith("sq"):
        return None
    vm, k = hit
    r = "hs"[f.size - 1]
    if m in SAME_ELEM:
        return f"{m} {r}{f.Rd}, {r}{f.Rn}, {vm}[{k}]"
    return f"{m} {'sd'[f.size - 1]}{f.Rd}, {r}{f.Rn}, {vm}[{k}]"


E.ENC("saddl", "0 Q:1 U:1 01110 size:2 1 Rm:5 opcode:4 00 Rn:5 Rd:5", _fmt_diff,
      aliases=_two(_NEW_LONG) + _two(WIDE) + _two(HIGH))
E.ENC("sqdmull", "01 0 11110 size:2 1 Rm:5 opcode:4 00 Rn:5 Rd:5", _fmt_diff_scalar,
      aliases=("sqdmlal", "sqdmlsl"))
E.ENC("sqrdmlah", "0 Q:1 1 01110 size:2 0 Rm:5 1000 S:1 1 Rn:5 Rd:5", _fmt_rdm,
      aliases=("sqrdmlsh",))
E.ENC("sqrdmlah", "01 1 11110 size:2 0 Rm:5 1000 S:1 1 Rn:5 Rd:5", _fmt_rdm,
      aliases=("sqrdmlsh",))
E.ENC("mul", "0 Q:1 U:1 01111 size:2 L:1 M:1 Rm:4 opcode:4 H:1 0 Rn:5 Rd:5", _fmt_elem,
      aliases=tuple(SAME_ELEM) + _two(("smlal", "umlal", "sqdmlal", "smlsl", "umlsl",
                                        "sqdmlsl", "smull", "umull", "sqdmull")))
E.ENC("sqdmulh", "01 U:1 11111 size:2 L:1 M:1 Rm:4 opcode:4 H:1 0 Rn:5 Rd:5", _fmt_elem_scalar,
      aliases=("sqrdmulh", "sqrdmlah", "sqrdmlsh", "sqdmull", "sqdmlal", "sqdmlsl"))
E.ENC("sqxtn", "01 U:1 11110 size:2 10000 10100 10 Rn:5 Rd:5", _fmt_narrow_scalar,
      aliases=("uqxtn",))
E.ENC("sqxtun", "01 1 11110 size:2 10000 10010 10 Rn:5 Rd:5", _fmt_narrow_scalar)
