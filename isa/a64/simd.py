"""The AdvSIMD subset memcpy/memset loops and kernel prologues/epilogues use (Arm ARM C3.5,
C7.2), on the 64- or 128-bit V views of the vector registers:

* LD1/ST1 (1-4 registers) and LD2-4/ST2-4 (multiple structures; post-index by #imm or Xm),
  LD1R;
* DUP (element, general), INS/MOV (element, general), UMOV/SMOV (MOV Wd/Xd alias), MOV Sd, Vn.S[i];
* MOVI/MVNI/ORR/BIC (immediate) and FMOV (vector, immediate) -- AdvSIMDExpandImm;
* ADD/SUB/MUL/ADDP, SMAX/SMIN/UMAX/UMIN, CMEQ/CMGT/CMGE/CMHI/CMHS/CMTST, ABS/NEG,
  AND/ORR/ORN/EOR/BIC/BSL/BIT/BIF, MOV (ORR alias), NOT (MVN), CNT;
  SHL/USHR/SSHR, USHLL/SSHLL{2} (UXTL/SXTL{2}), XTN{2}, SHRN{2}, SQXTN/UQXTN/SQXTUN{2};
  SDOT/UDOT (vector, by element), SMULL/UMULL/SMLAL/UMLAL{2};
* FADD/FSUB/FMUL/FDIV/FMAX/FMIN/FMAXNM/FMINNM/FMLA/FMLS/FADDP (.4h/.8h/.2s/.4s/.2d), FMLA/FMLS/
  FMUL by element, FADDP (scalar); FABS/FNEG/FSQRT/FRINT<r>, FCVT<r>S/U and SCVTF/UCVTF (vector,
  integer), FCVTN{2}/FCVTL{2};
* ADDV/SMAXV/SMINV/UMAXV/UMINV, FMAXV/FMINV/FMAXNMV/FMINNMV (.4h/.8h/.4s);
* ZIP1/ZIP2/UZP1/UZP2/TRN1/TRN2, EXT, TBL/TBX (1-4 table registers).

A write of a V register zeroes the rest of the Z register (Arm ARM: AdvSIMD writes clear the
bits above, up to the vector length). FP rules are :mod:`isa.a64.fp`'s (FPCR = 0). Like QEMU's
``-cpu max`` (FEAT_SME_FA64 enabled), these also run in streaming mode.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import fp
from . import operands as O
from .fp_convert import FRINT, float_imm, frint, round_to_float, to_fixed
from .sve_fp import fp8_encodable, vfp_expand_imm
from .sem import Form, form
from .table import M64, Args, insn

# forms of this module's mnemonics that the other AdvSIMD families decode (compare with #0,
# by element, fixed point, FP16 pairs): name -> decoder, filled as those modules load
# (isa.a64.load_all loads every family); looked up here so that nothing imports upwards
HOOKS: dict = {}

UINT = {1: np.dtype(np.uint8), 2: np.dtype(np.uint16), 4: np.dtype(np.uint32),
        8: np.dtype(np.uint64)}
SINT = {1: np.dtype(np.int8), 2: np.dtype(np.int16), 4: np.dtype(np.int32), 8: np.dtype(np.int64)}
FLOAT = {2: np.dtype(np.float16), 4: np.dtype(np.float32), 8: np.dtype(np.float64)}
ARR = {(8, 1): "8b", (16, 1): "16b", (4, 2): "4h", (8, 2): "8h", (2, 4): "2s", (4, 4): "4s",
        (1, 8): "1d", (2, 8): "2d"}


# ----------------------------------------------------------------------------- operands
def vec(a: Args, i: int, allowed: str = "8b 16b 4h 8h 2s 4s 2d") -> tuple[int, int, int]:
    """(number, element bytes, lanes) of a vector ``Vn.<T>``; ``allowed`` lists arrangements."""
    o = a._get(i)
    if not isinstance(o, O.VReg) or not o.lanes or o.index is not None:
        raise a.error(i, f"expected a vector register, got '{a.raw[i].text}'", "e.g. v0.4s")
    arr = ARR.get((o.lanes, o.esz))
    if arr not in allowed.split():
        raise a.error(i, f"arrangement .{arr} is not allowed here",
                      "use " + " or ".join(f".{t}" for t in allowed.split()))
    return o.num, o.esz, o.lanes


def elem(a: Args, i: int, sizes: str = "bhsd") -> tuple[int, int, int]:
    """(number, element bytes, index) of an element ``Vn.T[i]``."""
    o = a._get(i)
    if not isinstance(o, O.VReg) or o.index is None:
        raise a.error(i, f"expected a vector element, got '{a.raw[i].text}'", "e.g. v0.s[1]")
    if O.ESZ_NAME[o.esz] not in sizes:
        raise a.error(i, "element size ." + O.ESZ_NAME[o.esz] + " is not allowed here")
    k = a.ctx.value(o.index, o.col)
    if not 0 <= k < 16 // o.esz:
        raise a.error(i, f"element index {k} out of range 0-{16 // o.esz - 1}")
    return o.num, o.esz, k


def same_arr(a: Args, *idx: int,
             allowed: str = "8b 16b 4h 8h 2s 4s 2d") -> tuple[list[int], int, int]:
    """(register numbers, element bytes, lanes) of vector operands ``idx`` of one arrangement."""
    regs, shapes = [], set()
    for i in idx:
        n, esz, lanes = vec(a, i, allowed)
        regs.append(n)
        shapes.add((esz, lanes))
        if len(shapes) > 1:
            raise a.error(i, "operands mix arrangements", "use the same .<T> everywhere")
    esz, lanes = shapes.pop()
    return regs, esz, lanes


def vwriter(z, d: int):
    """``write(bytes_array)``: the V register gets the bytes, the rest of Zd is zeroed."""
    row = z[d]

    def write(data: np.ndarray) -> None:
        nb = data.nbytes
        row[nb:] = 0
        row[:nb] = data.view(np.uint8)
    return write


def bind_vec(d: int, srcs: list[int], nbytes: int, fn, read_d: bool = False):
    """Binder for ``Vd = fn(*(bytes of each source)[, bytes of Vd])`` on the low ``nbytes``."""
    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1
        views = [z[s, :nbytes] for s in srcs]
        dv, write = z[d, :nbytes], vwriter(z, d)
        if read_d:
            def run():
                write(fn(*views, dv))
                return nxt
        else:
            def run():
                write(fn(*views))
                return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- integer / logic
_INT3 = {"add": lambda u, v: u + v, "sub": lambda u, v: u - v, "mul": lambda u, v: u * v}
_LOGIC = {"and": lambda n, m: n & m, "orr": lambda n, m: n | m, "eor": lambda n, m: n ^ m,
          "bic": lambda n, m: n & ~m, "orn": lambda n, m: n | ~m}
_SELECT = {"bsl": lambda n, m, d: (d & n) | (~d & m), "bit": lambda n, m, d: (n & m) | (d & ~m),
           "bif": lambda n, m, d: (d & m) | (n & ~m)}


def _ones(cond):
    return lambda u, v: np.where(cond(u, v), ~np.zeros_like(u), np.zeros_like(u))


def _addp(u, v):
    cat = np.concatenate([u, v])
    return cat[0::2] + cat[1::2]


# name -> (op on unsigned views, op on signed views or None); compares give all-ones / zero
_INT3.update({"umax": np.maximum, "umin": np.minimum, "addp": _addp,
              "cmhi": _ones(np.greater), "cmhs": _ones(np.greater_equal),
              "cmeq": _ones(np.equal), "cmtst": _ones(lambda u, v: (u & v) != 0)})
_INT3_SIGNED = {"smax": np.maximum, "smin": np.minimum, "cmgt": _ones(np.greater),
                "cmge": _ones(np.greater_equal)}


@insn(*_INT3, *_INT3_SIGNED, klass="fp", first="VReg")
def int3(a: Args):
    """ADD/SUB/MUL/ADDP, SMAX/SMIN/UMAX/UMIN, CMEQ/CMGT/CMGE/CMHI/CMHS/CMTST (register: all ones
    where true) Vd.T, Vn.T, Vm.T (modulo 2^esize; MUL, min/max have no .2d)."""
    if len(a) == 3 and a.is_imm(2):  # CMGT/CMGE/CMEQ Vd.T, Vn.T, #0
        return HOOKS["compare_zero"](a)
    if len(a) == 3 and isinstance(a[2], O.VReg) and a[2].index is not None:  # MUL by element
        return HOOKS["by_element"](a)
    a.count(3, usage="Vd.4s, Vn.4s, Vm.4s")
    no_2d = a.m in ("mul", "umax", "umin", "smax", "smin")
    (d, n, m), esz, lanes = same_arr(a, 0, 1, 2, allowed="8b 16b 4h 8h 2s 4s" +
                                     ("" if no_2d else " 2d"))
    T = (SINT if a.m in _INT3_SIGNED else UINT)[esz]
    fn = _INT3_SIGNED.get(a.m) or _INT3[a.m]
    return bind_vec(d, [n, m], esz * lanes, lambda vn, vm: fn(vn.view(T), vm.view(T)))


@insn("abs", "neg", klass="fp", first="VReg")
def abs_neg(a: Args):
    """ABS/NEG Vd.T, Vn.T (modulo 2^esize: ABS of the most negative value is itself)."""
    a.count(2, usage="Vd.4s, Vn.4s")
    (d, n), esz, lanes = same_arr(a, 0, 1)
    S = SINT[esz]
    fn = np.abs if a.m == "abs" else np.negative
    return bind_vec(d, [n], esz * lanes, lambda v: fn(v.view(S)))


@insn(*_LOGIC, *_SELECT, klass="fp", first="VReg")
def logic(a: Args):
    """AND/ORR/EOR/BIC/ORN Vd.16b, Vn.16b, Vm.16b; BSL/BIT/BIF (Vd is also an input);
    ORR/BIC Vd.T, #imm{, lsl #s} (immediate forms)."""
    if a.m in ("orr", "bic") and len(a) >= 2 and a.is_imm(1):
        return movi(a)
    a.count(3, usage="Vd.16b, Vn.16b, Vm.16b")
    (d, n, m), _, lanes = same_arr(a, 0, 1, 2, allowed="8b 16b")
    return _logic_form(a.m, d, n, m, lanes)


# the bitwise operations on the 8 or 16 bytes as one integer (a, b: Vn, Vm; c: Vd; M all ones)
_LOGIC_TEXT = {"and": "{_a} & {_b}", "orr": "{_a} | {_b}", "eor": "{_a} ^ {_b}",
               "bic": "{_a} & ({_b} ^ M)", "orn": "{_a} | ({_b} ^ M)",
               "bsl": "({_c} & {_a}) | (({_c} ^ M) & {_b})", "bit": "({_a} & {_b}) | ({_c} & ({_b} ^ M))",
               "bif": "({_c} & {_b}) | ({_a} & ({_b} ^ M))"}


def _logic_form(op: str, d: int, n: int, m: int, nbytes: int) -> Form:
    """AND/ORR/EOR/BIC/ORN and BSL/BIT/BIF as a form on the register bytes as integers."""
    def get(t: str) -> str:
        return f"int.from_bytes({{Z}}[{{{t}}}:{{{t}}} + {nbytes}], 'little')"

    expr = _LOGIC_TEXT[op].replace("M", str((1 << 8 * nbytes) - 1))
    body = f"{{_a}} = {get('tn')}; {{_b}} = {get('tm')}"
    if "{_c}" in expr:
        body += f"; {{_c}} = {get('td')}"
    body += (f"\n{{Z}}[{{td}}:{{td}} + {nbytes}] = ({expr}).to_bytes({nbytes}, 'little')"
             f"\n{{Z}}[{{td}} + {nbytes}:{{td}} + 256] = bytes({256 - nbytes})")
    return form(body, {}, (), {"td": 256 * d, "tn": 256 * n, "tm": 256 * m})


@insn("not", "mvn", "cnt", klass="fp", first="VReg")
def not_cnt(a: Args):
    """NOT (MVN) Vd.16b, Vn.16b: bitwise NOT; CNT: population count of each byte."""
    a.count(2, usage="Vd.16b, Vn.16b")
    (d, n), _, lanes = same_arr(a, 0, 1, allowed="8b 16b")
    if a.m == "cnt":
        table = np.array([bin(i).count("1") for i in range(256)], np.uint8)
        return bind_vec(d, [n], lanes, lambda v: table[v])
    return bind_vec(d, [n], lanes, lambda v: ~v)


# ----------------------------------------------------------------------------- floating point
_FP3 = {"fadd": fp.fadd, "fsub": fp.fsub, "fmul": fp.fmul, "fdiv": fp.fdiv, "fmax": fp.fmax,
        "fmin": fp.fmin, "fmaxnm": fp.fmaxnm, "fminnm": fp.fminnm}


def _faddp(vn, vm):
    cat = np.concatenate([vn, vm])
    return fp.fadd(cat[0::2], cat[1::2])


@insn(*_FP3, "fmla", "fmls", "faddp", klass="fp", first="VReg")
def fp3(a: Args):
    """<op> Vd.T, Vn.T, Vm.T (T = 2s, 4s, 2d); FMLA/FMLS/FMUL also by element Vm.Ts[i];
    FADDP pairwise over the concatenation Vn:Vm."""
    if len(a) == 3 and isinstance(a[2], O.VReg) and a[2].index is not None:
        return fp_indexed(a)
    a.count(3, usage="Vd.4s, Vn.4s, Vm.4s")
    (d, n, m), esz, lanes = same_arr(a, 0, 1, 2, allowed="4h 8h 2s 4s 2d")
    F = FLOAT[esz]
    if a.m in ("fmla", "fmls"):
        neg = a.m == "fmls"
        return bind_vec(d, [n, m], esz * lanes,
                         lambda vn, vm, vd: fp.fmla(vd.view(F), vn.view(F), vm.view(F), neg),
                         read_d=True)
    fn = _faddp if a.m == "faddp" else _FP3[a.m]
    return bind_vec(d, [n, m], esz * lanes, lambda vn, vm: fn(vn.view(F), vm.view(F)))


def fp_indexed(a: Args):
    """FMLA/FMLS/FMUL Vd.T, Vn.T, Vm.Ts[i] (H: Vm 0-15, index 0-7; S: index 0-3; D: 0-1)."""
    if a.m not in ("fmla", "fmls", "fmul"):
        raise a.error(2, f"'{a.m}' has no by-element form")
    (d, n), esz, lanes = same_arr(a, 0, 1, allowed="4h 8h 2s 4s 2d")
    m, mesz, k = elem(a, 2, "hsd")
    if mesz != esz:
        raise a.error(2, "the element size must match the vector arrangement")
    if esz == 2 and m > 15:
        raise a.error(2, "a .h element comes from v0-v15")
    F = FLOAT[esz]
    # 16-byte views: the element may lie in the upper half of a 64-bit operation's Vm
    if a.m == "fmul":
        return bind_vec(d, [n, m], 16,
                         lambda vn, vm: fp.fmul(vn.view(F)[:lanes],
                                                np.repeat(vm.view(F)[k:k + 1], lanes)))
    neg = a.m == "fmls"
    return bind_vec(d, [n, m], 16,
                     lambda vn, vm, vd: fp.fmla(vd.view(F)[:lanes], vn.view(F)[:lanes],
                                                np.repeat(vm.view(F)[k:k + 1], lanes), neg),
                     read_d=True)


# ------------------------------------------------------------------------- shifts / widen / narrow
@insn("shl", "ushr", "sshr", klass="fp", first="VReg")
def shift_imm(a: Args):
    """SHL Vd.T, Vn.T, #0..esize-1; USHR/SSHR Vd.T, Vn.T, #1..esize (a shift by esize gives 0,
    or the sign, as the Arm ARM's shift of the extended element does)."""
    a.count(3, usage="Vd.4s, Vn.4s, #shift")
    (d, n), esz, lanes = same_arr(a, 0, 1)
    bits = 8 * esz
    sh = a.imm(2, 0, bits - 1, "shift") if a.m == "shl" else a.imm(2, 1, bits, "shift")
    if a.m != "sshr":
        return shift_form(a.m == "shl", d, n, esz, esz * lanes, sh)
    U, S = UINT[esz], SINT[esz]
    if a.m == "shl":
        fn = lambda v: v.view(U) << U.type(sh)  # noqa: E731
    elif a.m == "ushr":
        fn = (lambda v: v.view(U) >> U.type(sh)) if sh < bits else (  # noqa: E731
            lambda v: np.zeros(lanes, U))
    else:
        fn = lambda v: v.view(S) >> S.type(min(sh, bits - 1))  # noqa: E731
    return bind_vec(d, [n], esz * lanes, fn)


def _write_z(nbytes: int, value: str) -> str:
    """Template lines: Vd's low ``nbytes`` from ``value`` (bytes), the rest of Zd zeroed."""
    return (f"{{Z}}[{{td}}:{{td}} + {nbytes}] = {value}"
            f"\n{{Z}}[{{td}} + {nbytes}:{{td}} + 256] = bytes({256 - nbytes})")


def shift_form(left: bool, d: int, n: int, esz: int, nbytes: int, sh: int) -> Form:
    """SHL/USHR Vd.T, Vn.T, #sh as a form: the register as one integer shifted at once, each
    lane's bits that crossed into its neighbour masked off (a shift by esize gives 0)."""
    bits, lane = 8 * esz, (1 << 8 * esz) - 1
    keep = ((lane << sh) & lane) if left else (lane >> sh)
    mask = sum(keep << bits * i for i in range(nbytes // esz))
    op = "<<" if left else ">>"
    body = (f"{{_v}} = int.from_bytes({{Z}}[{{tn}}:{{tn}} + {nbytes}], 'little')\n"
            + _write_z(nbytes, f"((({{_v}} {op} {sh}) & {mask}).to_bytes({nbytes}, 'little'))"))
    return form(body, {}, (), {"td": 256 * d, "tn": 256 * n})


def widen_form(d: int, n: int, nesz: int, lo: int, sh: int) -> Form:
    """USHLL{2}/UXTL{2}/SHLL{2} as a form: the half's bytes spread into the wide lanes of a
    zeroed 16-byte buffer (byte j of each element to byte j of its lane), then, for a shift,
    the 128 bits shifted at once (no lane's value reaches its neighbour: the value has esize
    bits and the shift is at most esize)."""
    body = "{_w} = bytearray(16); {_s} = {Z}[{tn} + %d:{tn} + %d]" % (lo, lo + 8)
    for j in range(nesz):
        body += f"\n{{_w}}[{j}::{2 * nesz}] = {{_s}}[{j}::{nesz}]"
    val = ("{_w}" if sh == 0 else
           f"(int.from_bytes({{_w}}, 'little') << {sh}).to_bytes(16, 'little')")
    return form(body + "\n" + _write_z(16, val), {}, (), {"td": 256 * d, "tn": 256 * n})


_WIDEN = ("ushll", "ushll2", "sshll", "sshll2", "uxtl", "uxtl2", "sxtl", "sxtl2")


def _halves(a: Args, wide_i: int, narrow_i: int, upper: bool) -> tuple[int, int, int, int]:
    """(wide reg, narrow reg, narrow element bytes, lanes) of a widening/narrowing pair."""
    w, wesz, wl = vec(a, wide_i, "8h 4s 2d")
    nreg, nesz, nl = vec(a, narrow_i, "8b 16b 4h 8h 2s 4s")
    if wesz != 2 * nesz or nl != wl * (2 if upper else 1):
        want = ARR[(wl * (2 if upper else 1), wesz // 2)]
        raise a.error(narrow_i, f"'{a.m}' pairs .{ARR[(wl, wesz)]} with .{want}")
    return w, nreg, nesz, wl


@insn(*_WIDEN, klass="fp", first="VReg")
def widen(a: Args):
    """USHLL/SSHLL{2} Vd.Tw, Vn.Tn, #shift (UXTL/SXTL{2}: #0): zero-/sign-extend the lower (2:
    upper) half's elements to twice their width, then shift left."""
    alias = a.m[1:3] == "xt"
    a.count(2 if alias else 3, usage="Vd.8h, Vn.8b" if alias else "Vd.8h, Vn.8b, #shift")
    upper = a.m.endswith("2")
    d, n, nesz, lanes = _halves(a, 0, 1, upper)
    sh = 0 if alias else a.imm(2, 0, 8 * nesz - 1, "shift")
    if a.m[0] == "u":
        return widen_form(d, n, nesz, 8 if upper else 0, sh)
    src = (SINT if a.m.startswith("s") else UINT)[nesz]
    W = (SINT if a.m.startswith("s") else UINT)[2 * nesz]
    lo = 8 if upper else 0
    return bind_vec(d, [n], 16,
                     lambda v: v[lo:lo + 8].view(src).astype(W) << W.type(sh))


_SAT_NARROW = ("sqxtn", "sqxtn2", "uqxtn", "uqxtn2", "sqxtun", "sqxtun2")


@insn("xtn", "xtn2", "shrn", "shrn2", *_SAT_NARROW, klass="fp", first="VReg")
def narrow(a: Args):
    """XTN{2} Vd.Tn, Vn.Tw: keep the low half of each element; SHRN{2} ..., #shift (1..esize)
    shifts right first; SQXTN/UQXTN/SQXTUN{2} saturate (signed, unsigned, signed to unsigned;
    FPSR.QC is not set). The 2 forms write the upper half of Vd and keep the lower."""
    if a.m in _SAT_NARROW:
        return _sat_narrow(a)
    shr = a.m.startswith("shrn")
    a.count(3 if shr else 2, usage="Vd.4h, Vn.4s, #shift" if shr else "Vd.8b, Vn.8h")
    upper = a.m.endswith("2")
    n, d, nesz, lanes = _halves(a, 1, 0, upper)
    sh = a.imm(2, 1, 8 * nesz, "shift") if shr else 0
    W, N = UINT[2 * nesz], UINT[nesz]

    def fn(vn, vd):
        out = (vn.view(W) >> W.type(sh)).astype(N).view(np.uint8)
        return np.concatenate([vd[:8], out]) if upper else out
    return bind_vec(d, [n], 16, fn, read_d=True)


# ----------------------------------------------------------------------------- dot / long multiply
@insn("sdot", "udot", klass="fp", first="VReg")
def dot(a: Args):
    """SDOT/UDOT Vd.2s|4s, Vn.8b|16b, Vm.8b|16b | Vm.4b[i] (FEAT_DotProd): each 32-bit lane of
    Vd accumulates the sum of four byte products (modulo 2^32)."""
    a.count(3, usage="Vd.4s, Vn.16b, Vm.16b | Vd.4s, Vn.16b, Vm.4b[i]")
    d, _, lanes = vec(a, 0, "2s 4s")
    n, _, nl = vec(a, 1, "8b 16b")
    if nl != 4 * lanes:
        raise a.error(1, f"'{a.m}' pairs .{ARR[(lanes, 4)]} with .{ARR[(4 * lanes, 1)]}")
    o = a._get(2)
    if isinstance(o, O.VReg) and o.lanes == 4 and o.esz == 1 and o.index is not None:
        m, k = o.num, a.ctx.value(o.index, o.col)
        if not 0 <= k <= 3:
            raise a.error(2, f"element index {k} out of range 0-3")
        group = slice(4 * k, 4 * k + 4)
    else:
        m, _, ml = vec(a, 2, "8b 16b")
        if ml != nl:
            raise a.error(2, "operands mix arrangements", "use the same .<T> for Vn and Vm")
        group = None
    B = SINT[1] if a.m == "sdot" else UINT[1]

    def fn(vn, vm, vd):
        x = vn[:nl].view(B).astype(np.int64).reshape(lanes, 4)
        y = (np.tile(vm[group], lanes) if group is not None else vm[:nl]).view(B)
        acc = (x * y.astype(np.int64).reshape(lanes, 4)).sum(axis=1)
        return (vd[:4 * lanes].view(np.uint32) + (acc & 0xFFFFFFFF).astype(np.uint32))
    return bind_vec(d, [n, m], 16, fn, read_d=True)


_LONG = ("smull", "smull2", "umull", "umull2", "smlal", "smlal2", "umlal", "umlal2")


@insn(*_LONG, klass="fp", first="VReg")
def mul_long(a: Args):
    """SMULL/UMULL{2} Vd.Tw, Vn.Tn, Vm.Tn: products of the lower (2: upper) halves' elements at
    twice their width; SMLAL/UMLAL{2} add them to Vd (modulo 2^esize)."""
    if len(a) == 3 and isinstance(a[2], O.VReg) and a[2].index is not None:
        return HOOKS["by_element"](a)
    a.count(3, usage="Vd.8h, Vn.8b, Vm.8b")
    upper = a.m.endswith("2")
    d, n, nesz, lanes = _halves(a, 0, 1, upper)
    _, m, _, _ = _halves(a, 0, 2, upper)
    signed, acc = a.m[0] == "s", "mla" in a.m
    src, W = (SINT if signed else UINT)[nesz], (SINT if signed else UINT)[2 * nesz]
    lo = 8 if upper else 0

    def fn(vn, vm, vd):
        prod = vn[lo:lo + 8].view(src).astype(W) * vm[lo:lo + 8].view(src).astype(W)
        return prod + vd.view(W) if acc else prod
    return bind_vec(d, [n, m], 16, fn, read_d=True)


def _sat_narrow(a: Args):
    a.count(2, usage="Vd.8b, Vn.8h")
    upper = a.m.endswith("2")
    n, d, nesz, lanes = _halves(a, 1, 0, upper)
    bits = 8 * nesz
    src = (UINT if a.m.startswith("uq") else SINT)[2 * nesz]
    lo, hi = (0, (1 << bits) - 1) if a.m.startswith(("uq", "sqxtun")) else \
        (-(1 << (bits - 1)), (1 << (bits - 1)) - 1)
    N = UINT[nesz]

    def fn(vn, vd):
        v = np.clip(vn.view(src).astype(np.int64) if src.itemsize < 8 else
                    np.array([int(i) for i in vn.view(src)], object), lo, hi)
        out = np.array([int(i) & ((1 << bits) - 1) for i in v], N).view(np.uint8)
        return np.concatenate([vd[:8], out]) if upper else out
    return bind_vec(d, [n], 16, fn, read_d=True)


# ----------------------------------------------------------------------------- FP unary
_FP_UNARY = {"fabs": fp.fabs, "fneg": fp.fneg, "fsqrt": fp.fsqrt,
             **{k: frint(v) for k, v in FRINT.items()}}


_FUNARY = ("fabs", "fneg", "fsqrt", "frintn", "frintp", "frintm", "frintz", "frinta", "frintx",
           "frinti")
_FCVTI = tuple(f"fcvt{r}{s}" for r in "nmapz" for s in "su")


@insn(*_FUNARY, klass="fp", first="VReg")
def funary(a: Args):
    """FABS/FNEG/FSQRT/FRINT<r> Vd.T, Vn.T (T = 4h, 8h, 2s, 4s, 2d), element by element."""
    a.count(2, usage="Vd.4s, Vn.4s")
    (d, n), esz, lanes = same_arr(a, 0, 1, allowed="4h 8h 2s 4s 2d")
    F, fn = FLOAT[esz], _FP_UNARY[a.m]
    return bind_vec(d, [n], esz * lanes, lambda v: fn(v.view(F)))


@insn(*_FCVTI, "scvtf", "ucvtf", klass="fp", first="VReg")
def fcvt_int(a: Args):
    """FCVT<r>S/FCVT<r>U Vd.T, Vn.T (each rounding mode, saturating) and SCVTF/UCVTF Vd.T, Vn.T
    (T = 4h, 8h, 2s, 4s, 2d), element by element with the scalar forms' rules."""
    if len(a) == 3:  # #fbits: fixed point (isa.a64.simd_fcvt)
        return HOOKS["convert"](a)
    a.count(2, usage="Vd.4s, Vn.4s")
    (d, n), esz, lanes = same_arr(a, 0, 1, allowed="4h 8h 2s 4s 2d")
    F, U, bits = FLOAT[esz], UINT[esz], 8 * esz
    if a.m.endswith("cvtf"):
        signed = a.m == "scvtf"

        def conv(v):
            ints = [int(i) - ((1 << bits) if signed and int(i) >> (bits - 1) else 0)
                    for i in v.view(U)]
            return np.array([round_to_float(i, 0, esz) for i in ints], F)
        return bind_vec(d, [n], esz * lanes, conv)
    mode, signed = a.m[4], a.m.endswith("s")
    return bind_vec(d, [n], esz * lanes, lambda v: np.array(
        [to_fixed(float(f), 0, bits, signed, mode) for f in v.view(F)], U))


_NARROW = {"fcvtn": ("4h", "4s"), "fcvtn2": ("8h", "4s")}


@insn("fcvtn", "fcvtn2", "fcvtl", "fcvtl2", klass="fp", first="VReg")
def fcvt_nl(a: Args):
    """FCVTN{2} Vd.4h|8h, Vn.4s / Vd.2s|4s, Vn.2d (narrow into the lower half, or the upper
    half keeping the lower); FCVTL{2} Vd.4s, Vn.4h|8h / Vd.2d, Vn.2s|4s (widen the lower or
    upper half)."""
    a.count(2, usage="Vd.4h, Vn.4s | Vd.4s, Vn.4h")
    upper = a.m.endswith("2")
    d, desz, dl = vec(a, 0, "4h 8h 2s 4s 2d")
    n, nesz, nl = vec(a, 1, "4h 8h 2s 4s 2d")
    narrow = a.m.startswith("fcvtn")
    wide, small = (nesz, desz) if narrow else (desz, nesz)
    half_lanes = 8 // small
    ok = wide == 2 * small and small in (2, 4) and (dl if narrow else nl) == (
        2 * half_lanes if upper else half_lanes) and (nl if narrow else dl) == half_lanes
    if not ok:
        s_arr = ARR[(half_lanes * (2 if upper else 1), small)] if small in (2, 4) else "4h"
        w_arr = ARR.get((half_lanes, wide), "4s")
        raise a.error(1, f"'{a.m}' converts " + (f"v.{w_arr} to v.{s_arr}" if narrow
                                                 else f"v.{s_arr} to v.{w_arr}"))
    FW, FS = FLOAT[wide], FLOAT[small]
    if narrow:
        def run_narrow(vn, vd):
            out = fp.fcvt(vn.view(FW), FS).view(np.uint8)
            return np.concatenate([vd[:8], out]) if upper else out
        return bind_vec(d, [n], 16, run_narrow, read_d=True)
    lo = 8 if upper else 0
    return bind_vec(d, [n], 16, lambda vn: fp.fcvt(vn[lo:lo + 8].view(FS), FW))


# ----------------------------------------------------------------------------- reductions
def _fred(op):
    """QEMU's reduction order: op(reduce(lower half), reduce(upper half))."""
    def red(v):
        if v.size == 1:
            return v
        h = v.size // 2
        return op(red(v[:h]), red(v[h:]))
    return red


_IRED = {"addv": lambda v: v.sum(dtype=v.dtype), "umaxv": np.max, "uminv": np.min,
         "smaxv": np.max, "sminv": np.min}
_FRED = {"fmaxv": fp.fmax, "fminv": fp.fmin, "fmaxnmv": fp.fmaxnm, "fminnmv": fp.fminnm}


@insn(*_IRED, *_FRED, klass="fp", first="FReg")
def across_lanes(a: Args):
    """ADDV/SMAXV/SMINV/UMAXV/UMINV Vd, Vn.T (T = 8b 16b 4h 8h 4s); FMAXV/FMINV/FMAXNMV/
    FMINNMV Hd, Vn.4h|8h | Sd, Vn.4s (QEMU's pairwise order: op(op(e0, e1), op(e2, e3)))."""
    a.count(2, usage="Sd, Vn.4s")
    if a.m in _FRED:
        n, esz, lanes = vec(a, 1, "4h 8h 4s")
        if type(a[0]) is not O.FReg or O.ESZ.get(a[0].kind) != esz:
            raise a.error(0, f"expected an {O.ESZ_NAME[esz]} register",
                          f"{a.m} {O.ESZ_NAME[esz]}0, v1.{ARR[(lanes, esz)]}")
        red, F = _fred(_FRED[a.m]), FLOAT[esz]
        return bind_vec(a[0].num, [n], esz * lanes, lambda v: red(v.view(F)))
    n, esz, lanes = vec(a, 1, "8b 16b 4h 8h 4s")
    if type(a[0]) is not O.FReg or a[0].kind != O.ESZ_NAME[esz]:
        raise a.error(0, f"expected a {O.ESZ_NAME[esz]} register for .{ARR[(lanes, esz)]} lanes")
    T = (SINT if a.m.startswith("s") else UINT)[esz]
    fn = _IRED[a.m]
    return bind_vec(a[0].num, [n], esz * lanes,
                     lambda v: np.array([fn(v.view(T))], T))


@insn("faddp", klass="fp", first="FReg")
def faddp_scalar(a: Args):
    """FADDP Sd, Vn.2s | Dd, Vn.2d: the sum of the two elements."""
    if len(a) == 2 and isinstance(a[1], O.VReg) and a[1].esz == 2:  # FADDP Hd, Vn.2h
        return HOOKS["pair_scalar"](a, fp.fadd)
    a.count(2, usage="Sd, Vn.2s")
    n, esz, _ = vec(a, 1, "2s 2d")
    if type(a[0]) is not O.FReg or O.ESZ.get(a[0].kind) != esz:
        raise a.error(0, "expected " + ("s0, v1.2s" if esz == 4 else "d0, v1.2d"))
    F = FLOAT[esz]
    return bind_vec(a[0].num, [n], 2 * esz, lambda v: fp.fadd(v.view(F)[0:1], v.view(F)[1:2]))


# ----------------------------------------------------------------------------- permutes
def _zip(part):
    def f(n, m):
        h = n.size // 2
        out = np.empty_like(n)
        out[0::2], out[1::2] = n[part * h:(part + 1) * h], m[part * h:(part + 1) * h]
        return out
    return f


def _uzp(part):
    return lambda n, m: np.concatenate([n[part::2], m[part::2]])


def _trn(part):
    def f(n, m):
        out = np.empty_like(n)
        out[0::2], out[1::2] = n[part::2], m[part::2]
        return out
    return f


_PERM = {"zip1": _zip(0), "zip2": _zip(1), "uzp1": _uzp(0), "uzp2": _uzp(1), "trn1": _trn(0),
         "trn2": _trn(1)}


@insn(*_PERM, klass="fp_mov", first="VReg")
def permute(a: Args):
    """ZIP1/ZIP2 (interleave halves), UZP1/UZP2 (even/odd elements), TRN1/TRN2 Vd.T, Vn.T, Vm.T."""
    a.count(3, usage="Vd.4s, Vn.4s, Vm.4s")
    (d, n, m), esz, lanes = same_arr(a, 0, 1, 2)
    U, fn = UINT[esz], _PERM[a.m]
    return bind_vec(d, [n, m], esz * lanes, lambda vn, vm: fn(vn.view(U), vm.view(U)))


@insn("ext", klass="fp_mov", first="VReg")
def ext(a: Args):
    """EXT Vd.16b, Vn.16b, Vm.16b, #k: bytes k.. of the concatenation Vm:Vn."""
    a.count(4, usage="Vd.16b, Vn.16b, Vm.16b, #index")
    (d, n, m), _, lanes = same_arr(a, 0, 1, 2, allowed="8b 16b")
    k = a.imm(3, 0, lanes - 1, "index")
    return bind_vec(d, [n, m], lanes, lambda vn, vm: np.concatenate([vn, vm])[k:k + lanes])


@insn("tbl", "tbx", klass="fp_mov", first="VReg")
def tbl(a: Args):
    """TBL/TBX Vd.T, {Vn.16b, ...} (1-4 consecutive registers), Vm.T: byte lookup; an index
    out of range gives 0 (TBL) or keeps Vd's byte (TBX)."""
    a.count(3, usage="Vd.16b, {Vn.16b, Vn+1.16b}, Vm.16b")
    (d, m), _, lanes = same_arr(a, 0, 2, allowed="8b 16b")
    regs = _vlist(a, 1, "16b")
    if len(regs) > 4:
        raise a.error(1, "a table is 1-4 registers")
    keep = a.m == "tbx"

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1
        write, vm, vd = vwriter(z, d), z[m, :lanes], z[d, :lanes]

        def run():
            table = np.concatenate([z[r, :16] for r in regs])
            i = vm.astype(np.intp)
            ok = i < table.size
            out = np.where(ok, table[np.minimum(i, table.size - 1)], vd if keep else 0)
            write(out.astype(np.uint8))
            return nxt
        return run
    return bind


def _vlist(a: Args, i: int, arrs: str) -> list[int]:
    """Register numbers of a ``{Vn.T, ...}`` list of consecutive registers (mod 32)."""
    o = a._get(i)
    if not isinstance(o, O.RegList) or not o.items or not all(
            isinstance(v, O.VReg) and v.lanes for v in o.items):
        raise a.error(i, f"expected a list of vector registers, got '{a.raw[i].text}'",
                      "e.g. {v0.16b, v1.16b}")
    first = o.items[0]
    regs = [v.num for v in o.items]
    if any(((v.lanes, v.esz) != (first.lanes, first.esz)) for v in o.items):
        raise a.error(i, "list registers mix arrangements")
    if ARR[(first.lanes, first.esz)] not in arrs.split():
        raise a.error(i, f"arrangement .{ARR[(first.lanes, first.esz)]} is not allowed here",
                      "use " + " or ".join(f".{t}" for t in arrs.split()))
    if any((b - r) % 32 != 1 for r, b in zip(regs, regs[1:])):
        raise a.error(i, "list registers must be consecutive", "e.g. {v4.4s, v5.4s, v6.4s}")
    return regs


# ----------------------------------------------------------------------------- moves
@insn("dup", klass="fp_mov", first="VReg|FReg")
def dup(a: Args):
    """DUP Vd.T, Vn.Ts[i] | Vd.T, Wn/Xn; DUP/MOV Fd, Vn.T[i] (scalar)."""
    a.count(2, usage="Vd.4s, Vn.s[1] | Vd.4s, Wn")
    if type(a[0]) is O.FReg:
        return mov_scalar(a)
    d, esz, lanes = vec(a, 0)
    nb = esz * lanes
    if a.is_gpr(1):
        n, is64 = a.gpr(1)
        if is64 != (esz == 8):
            raise a.error(1, "dup .2d takes an x register, other arrangements a w register")
        U = UINT[esz]

        def bind(cpu, idx):
            x, nxt, write = cpu.x, idx + 1, vwriter(cpu.z, d)

            def run():
                write(np.full(lanes, x[n] & ((1 << (8 * esz)) - 1), U))
                return nxt
            return run
        return bind
    n, nesz, k = elem(a, 1)
    if nesz != esz:
        raise a.error(1, "the element size must match the vector arrangement")
    return bind_vec(d, [n], 16, lambda v: np.tile(v[k * esz:(k + 1) * esz], lanes))


def mov_scalar(a: Args):
    """DUP (MOV) Bd/Hd/Sd/Dd, Vn.T[i]: one element into a scalar register."""
    f = a[0]
    if f.kind not in "bhsd":
        raise a.error(0, "expected a b/h/s/d register")
    n, esz, k = elem(a, 1)
    if O.ESZ[f.kind] != esz:
        raise a.error(1, f"a {f.kind} register takes a .{f.kind} element")
    return bind_vec(f.num, [n], 16, lambda v: v[k * esz:(k + 1) * esz].copy())


@insn("ins", klass="fp_mov", first="VReg")
def ins(a: Args):
    """INS (MOV) Vd.Ts[i], Wn/Xn | Vd.Ts[i], Vn.Ts[j]: one element; the rest of Vd is kept and
    the Z bits above 128 are zeroed."""
    a.count(2, usage="Vd.s[1], Wn | Vd.s[1], Vn.s[0]")
    d, esz, k = elem(a, 0)
    lo = k * esz
    if a.is_gpr(1):
        n, is64 = a.gpr(1)
        if is64 != (esz == 8):
            raise a.error(1, "a .d element takes an x register, smaller ones a w register")

        def bind(cpu, idx):
            x, row, nxt = cpu.x, cpu.z[d], idx + 1

            def run():
                row[16:] = 0
                row[lo:lo + esz] = np.frombuffer(
                    (x[n] & ((1 << (8 * esz)) - 1)).to_bytes(esz, "little"), np.uint8)
                return nxt
            return run
        return bind
    n, nesz, j = elem(a, 1)
    if nesz != esz:
        raise a.error(1, "both elements must have the same size")

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1
        row, src = z[d], z[n]

        def run():
            v = src[j * esz:(j + 1) * esz].copy()
            row[16:] = 0
            row[lo:lo + esz] = v
            return nxt
        return run
    return bind


@insn("umov", "smov", klass="fp_mov", first="Gpr")
def umov(a: Args):
    """UMOV Wd, Vn.T[i] | Xd, Vn.D[i] (MOV Wd, Vn.S[i] / Xd, Vn.D[i] is its alias: base's MOV
    hands those here); SMOV Wd|Xd, Vn.B/H[i] (and Xd, Vn.S[i]): sign-extended."""
    a.count(2, usage="Wd, Vn.s[1]")
    d, is64 = a.gpr(0, write=True)
    n, esz, k = elem(a, 1)
    if a.m == "mov" and esz < 4:  # base's MOV hands MOV Wd, Vn.S[i] / Xd, Vn.D[i] here
        raise a.error(1, "mov to a general register takes a .s or .d element", "or use umov")
    signed = a.m == "smov"
    if signed and (esz == 8 or (esz == 4 and not is64)):
        raise a.error(1, "smov takes .b or .h elements (or .s into an x register)")
    if not signed and is64 != (esz == 8):
        raise a.error(0, "umov of a .d element needs an x register, smaller ones a w register")
    lo, bits = k * esz, 8 * esz
    mask = M64 if is64 else 0xFFFFFFFF

    def bind(cpu, idx):
        x, row, nxt = cpu.x, cpu.z[n], idx + 1

        def run():
            v = int.from_bytes(row[lo:lo + esz].tobytes(), "little")
            if signed and v >> (bits - 1):
                v -= 1 << bits
            x[d] = v & mask
            return nxt
        return run
    return bind


@insn("mov", klass="fp_mov", first="VReg|FReg")
def mov(a: Args):
    """MOV aliases: Vd.16b, Vn.16b (ORR); Vd.T[i], Wn|Vn.T[j] (INS); Fd, Vn.T[i] (DUP scalar)."""
    a.count(2, usage="Vd.16b, Vn.16b | Vd.s[1], Wn | Sd, Vn.s[1]")
    if type(a[0]) is O.FReg:
        return mov_scalar(a)
    if a[0].index is not None:
        return ins(a)
    (d, n), _, lanes = same_arr(a, 0, 1, allowed="8b 16b")
    return _logic_form("orr", d, n, n, lanes)


# ----------------------------------------------------------------------------- immediates
def expand_imm(op: int, cmode: int, imm8: int) -> int:
    """AdvSIMDExpandImm (Arm ARM J1): the 64-bit pattern of a modified immediate."""
    c = cmode >> 1
    if c <= 3:
        return _rep(imm8 << (8 * c), 32)
    if c <= 5:
        return _rep(imm8 << (8 * (c & 1)), 16)
    if cmode == 12:
        return _rep(imm8 << 8 | 0xFF, 32)
    if cmode == 13:
        return _rep(imm8 << 16 | 0xFFFF, 32)
    if cmode == 14:
        if op == 0:
            return _rep(imm8, 8)
        return sum(0xFF << (8 * i) for i in range(8) if imm8 >> i & 1)
    # cmode 15: FMOV (vector, immediate)
    a, b, cd, efgh = imm8 >> 7, imm8 >> 6 & 1, imm8 >> 4 & 3, imm8 & 15
    if op == 0:
        f32 = a << 31 | (b ^ 1) << 30 | (0x1F if b else 0) << 25 | cd << 23 | efgh << 19
        return _rep(f32, 32)
    return a << 63 | (b ^ 1) << 62 | (0xFF if b else 0) << 54 | cd << 52 | efgh << 48


def fp16_expand_imm(imm8: int) -> int:
    """VFPExpandImm for half precision (FMOV Vd.4h|8h, #imm; FEAT_FP16): sign a, exponent
    NOT(b):b:b:cd, fraction efgh:000000."""
    a, b, cd, efgh = imm8 >> 7, imm8 >> 6 & 1, imm8 >> 4 & 3, imm8 & 15
    return a << 15 | (b ^ 1) << 14 | (3 if b else 0) << 12 | cd << 10 | efgh << 6


def _rep(v: int, width: int) -> int:
    return sum(v << (width * i) for i in range(64 // width)) & M64


@insn("movi", "mvni", klass="fp_mov", first="VReg|FReg")
def movi(a: Args):
    """MOVI/MVNI/ORR/BIC Vd.T, #imm8{, lsl|msl #s}; MOVI Vd.2d|Dd, #bytemask64; FMOV Vd.T, #f."""
    a.count(2, 3, usage="Vd.4s, #imm8{, lsl #8}")
    op, cmode, imm8 = _imm_fields(a)
    pattern = expand_imm(op, cmode, imm8)
    if isinstance(a[0], O.VReg):
        d, esz, lanes = vec(a, 0)
        nb = esz * lanes
    else:
        d, nb = a[0].num, 8
    data = np.frombuffer(pattern.to_bytes(8, "little") * 2, np.uint64)[: nb // 8]
    if a.m == "mvni":
        data = ~data
    if a.m in ("orr", "bic"):
        fn = (lambda v: v.view(np.uint64) | data) if a.m == "orr" else \
            (lambda v: v.view(np.uint64) & ~data)
        return bind_vec(d, [d], nb, fn)
    return bind_vec(d, [], nb, lambda: data)


def _imm_fields(a: Args) -> tuple[int, int, int]:
    """(op, cmode, imm8) of a MOVI/MVNI/ORR/BIC/FMOV (vector immediate) statement."""
    if type(a[0]) is O.FReg:
        if a[0].kind != "d" or a.m != "movi" or len(a) != 2:
            raise a.error(0, "the scalar form is movi Dd, #bytemask",
                          "movi d0, #0xff00ff00ff00ff00")
        return 1, 14, _bytemask(a, 1)
    _, esz, lanes = vec(a, 0, "8b 16b 4h 8h 2s 4s 2d")
    if a.m == "fmov":
        if esz == 1 or (esz == 8 and lanes != 2):
            raise a.error(0, "fmov (vector, immediate) takes .4h, .8h, .2s, .4s or .2d")
        v = float_imm(a, 1)
        if not fp8_encodable(v):
            raise a.error(1, f"{v} is not encodable as an 8-bit floating-point immediate",
                          "use +-(1..1.9375) * 2^(-3..4)")
        for imm8 in range(256):
            if vfp_expand_imm(imm8) == v:
                return int(esz == 8), 15, imm8
    if esz == 8:
        if a.m != "movi" or lanes != 2 or len(a) != 2:
            raise a.error(0, f"'{a.m}' takes .4h, .8h, .2s or .4s here")
        return 1, 14, _bytemask(a, 1)
    imm8 = a.imm(1, 0, 255, "immediate", "an 8-bit value, shifted with lsl #8 etc.")
    kind, amt = ("lsl", 0) if len(a) == 2 else a.shift(2, ("lsl", "msl"), 24)
    op = 1 if a.m in ("mvni", "bic") else 0
    if esz == 1:
        if a.m != "movi" or amt:
            raise a.error(1, "bytes take movi #imm8 without a shift")
        return 0, 14, imm8
    if kind == "msl":
        if esz != 4 or a.m not in ("movi", "mvni") or amt not in (8, 16):
            raise a.error(2, "msl #8 or #16 is for movi/mvni .2s/.4s")
        return op, 12 if amt == 8 else 13, imm8
    shifts = (0, 8) if esz == 2 else (0, 8, 16, 24)
    if amt not in shifts:
        raise a.error(2, f"shift must be lsl {' or '.join(f'#{s}' for s in shifts)}")
    logic = a.m in ("orr", "bic")
    if esz == 2:
        return op, 8 | (amt // 8) << 1 | logic, imm8
    return op, (amt // 8) << 1 | logic, imm8


def _bytemask(a: Args, i: int) -> int:
    v = a.imm(i) & M64
    imm8 = 0
    for k in range(8):
        b = v >> (8 * k) & 0xFF
        if b not in (0, 0xFF):
            raise a.error(i, f"0x{v:x} is not a byte mask", "each byte must be 0x00 or 0xff")
        imm8 |= (b & 1) << k
    return imm8


def fmov_vector(a: Args):
    """FMOV Vd.T, #imm (fp_scalar's FMOV hands the vector form here)."""
    a.count(2, usage="Vd.4s, #1.0")
    op, cmode, imm8 = _imm_fields(a)
    d, esz, lanes = vec(a, 0)
    pattern = _rep(fp16_expand_imm(imm8), 16) if esz == 2 else expand_imm(op, cmode, imm8)
    data = np.frombuffer(pattern.to_bytes(8, "little") * 2, np.uint64)[: esz * lanes // 8]
    return bind_vec(d, [], esz * lanes, lambda: data)


# ----------------------------------------------------------------------------- LD1 / ST1
_LDST_N = ("ld1", "st1", "ld2", "st2", "ld3", "st3", "ld4", "st4")


def post_index(a: Args, total: int, what: str = "the number of bytes transferred",
               ) -> tuple[int, int | None]:
    """(base register, post-index) of the AdvSIMD structure address ``[Xn|SP]{, #imm | , Xm}``
    at operands 1-2: None (no write-back), -1 (#imm, which must be ``total``) or Xm."""
    mem = a._get(1)
    if not isinstance(mem, O.Mem) or mem.offset is not None or mem.pre:
        raise a.error(1, f"'{a.m}' takes a plain [Xn] address", f"e.g. [x0] or [x0], #{total}")
    step = None
    if len(a) == 3:
        if a.is_gpr(2):
            step, _ = a.gpr(2, width=64, zr=False)
        elif a.imm(2) != total:
            raise a.error(2, f"the post-index immediate must be {total}", what)
        else:
            step = -1
    return mem.base.num, step


@insn(*_LDST_N, klass="load", first="RegList:VReg")
def ld1(a: Args):
    """LD1/ST1 {Vt.T, ...} (1-4 consecutive registers): registers filled/stored in order from
    consecutive memory; LD2-4/ST2-4 {Vt.T, ... (n)}: n-element structures, de-interleaved into
    (interleaved from) the n registers; [Xn|SP]{, #imm | , Xm} post-index by the bytes moved."""
    a.count(2, 3, usage="{v0.4s, v1.4s}, [Xn] | ..., [Xn], #32 | ..., [Xn], Xm")
    structure = int(a.m[2])
    regs = _vlist(a, 0, "8b 16b 4h 8h 2s 4s 2d" + (" 1d" if structure == 1 else ""))
    if structure == 1 and len(regs) > 4:
        raise a.error(0, "ld1/st1 take 1-4 registers")
    if structure > 1 and len(regs) != structure:
        raise a.error(0, f"'{a.m}' takes {structure} registers",
                      f"e.g. {{{', '.join(f'v{i}.4s' for i in range(structure))}}}")
    o = a[0].items[0]
    esz, lanes = o.esz, o.lanes
    nb = esz * lanes
    total = nb * len(regs)
    base, step = post_index(a, total)
    load = a.m.startswith("ld")
    n = len(regs)

    def bind(cpu, idx):
        x, view, z, nxt = cpu.x, cpu.mem.view, cpu.z, idx + 1
        rows = [z[r] for r in regs]

        def run():
            ad = x[base]
            if load:
                data = view(ad, total).copy()
                if structure > 1:  # memory element i*n + r -> register r, element i
                    data = data.reshape(lanes, n, esz).transpose(1, 0, 2).reshape(-1)
                for i, row in enumerate(rows):
                    row[:] = 0
                    row[:nb] = data[i * nb:(i + 1) * nb]
            else:
                regs_data = np.concatenate([row[:nb] for row in rows])
                if structure > 1:
                    regs_data = regs_data.reshape(n, lanes, esz).transpose(1, 0, 2).reshape(-1)
                view(ad, total, True)[:] = regs_data
            if step is not None:
                x[base] = (ad + (total if step < 0 else x[step])) & M64
            return nxt
        return run
    return bind


@insn("ld1r", klass="load", first="RegList:VReg")
def ld1r(a: Args):
    """LD1R {Vt.T}, [Xn|SP]{, #esize | , Xm}: load one element and replicate it to every lane."""
    a.count(2, 3, usage="{v0.4s}, [Xn] | {v0.4s}, [Xn], #4 | {v0.4s}, [Xn], Xm")
    regs = _vlist(a, 0, "8b 16b 4h 8h 2s 4s 1d 2d")
    if len(regs) != 1:
        raise a.error(0, "ld1r takes one register (ld2r-ld4r are not implemented)")
    o = a[0].items[0]
    esz, lanes, t = o.esz, o.lanes, regs[0]
    base, step = post_index(a, esz, "the element size")

    def bind(cpu, idx):
        x, view, nxt, write = cpu.x, cpu.mem.view, idx + 1, vwriter(cpu.z, t)

        def run():
            ad = x[base]
            write(np.tile(view(ad, esz), lanes))
            if step is not None:
                x[base] = (ad + (esz if step < 0 else x[step])) & M64
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- encodings
# Arm ARM C4.1.95 "Data Processing -- Scalar Floating-Point and Advanced SIMD" (three same,
# two-register misc, across lanes, scalar pairwise, permute, extract, table lookup, copy, vector
# x indexed element, modified immediate) and C4.1.66 "Advanced SIMD load/store multiple
# structures"; llvm-objdump-19 spelling as llvm/test/MC/AArch64/neon-*.s.
def _arr(size: int, q: int) -> str | None:
    return {0: ("8b", "16b"), 1: ("4h", "8h"), 2: ("2s", "4s"), 3: (None, "2d")}[size][q]


def _v(n: int, arr: str) -> str:
    return f"v{n}.{arr}"


_FP3_ENC = {(0, 0, 0b11000): "fmaxnm", (0, 0, 0b11001): "fmla", (0, 0, 0b11010): "fadd",
            (0, 0, 0b11110): "fmax", (0, 1, 0b11000): "fminnm", (0, 1, 0b11001): "fmls",
            (0, 1, 0b11010): "fsub", (0, 1, 0b11110): "fmin", (1, 0, 0b11010): "faddp",
            (1, 0, 0b11011): "fmul", (1, 0, 0b11111): "fdiv"}


def _fmt_3same(f):
    if f.opcode >> 3 == 3:  # floating point: size<1> = a, size<0> = sz
        m = _FP3_ENC.get((f.U, f.size >> 1, f.opcode))
        if m is None or (f.size & 1 and not f.Q):
            return None
        t = ("2s", "4s")[f.Q] if not f.size & 1 else "2d"
        return f"{m} {_v(f.Rd, t)}, {_v(f.Rn, t)}, {_v(f.Rm, t)}"
    if f.opcode == 0b00011:
        t = ("8b", "16b")[f.Q]
        m = (("and", "bic", "orr", "orn"), ("eor", "bsl", "bit", "bif"))[f.U][f.size]
        if m == "orr" and f.Rn == f.Rm:
            return f"mov {_v(f.Rd, t)}, {_v(f.Rn, t)}"
        return f"{m} {_v(f.Rd, t)}, {_v(f.Rn, t)}, {_v(f.Rm, t)}"
    t = _arr(f.size, f.Q)
    m = _INT3_ENC.get((f.U, f.opcode))
    if m is None or (f.size == 3 and m in ("mul", "smax", "smin", "umax", "umin")):
        return None
    return t and f"{m} {_v(f.Rd, t)}, {_v(f.Rn, t)}, {_v(f.Rm, t)}"


# (U, opcode) -> the integer three-same forms executed here
_INT3_ENC = {(0, 0b10000): "add", (1, 0b10000): "sub", (0, 0b10011): "mul",
             (0, 0b01100): "smax", (0, 0b01101): "smin", (1, 0b01100): "umax",
             (1, 0b01101): "umin", (0, 0b10111): "addp", (0, 0b00110): "cmgt",
             (0, 0b00111): "cmge", (1, 0b00110): "cmhi", (1, 0b00111): "cmhs",
             (1, 0b10001): "cmeq", (0, 0b10001): "cmtst"}


def _fmt_absneg(f):
    t = _arr(f.size, f.Q)
    return t and f"{('abs', 'neg')[f.U]} {_v(f.Rd, t)}, {_v(f.Rn, t)}"


def _fmt_misc(f):
    t = ("8b", "16b")[f.Q]
    return f"{('cnt', 'mvn')[f.U]} {_v(f.Rd, t)}, {_v(f.Rn, t)}"


# (U, a, opcode) -> mnemonic of the FP two-register-misc forms (sz picks S or D)
_FMISC = {(0, 1, 0b01111): "fabs", (1, 1, 0b01111): "fneg", (1, 1, 0b11111): "fsqrt",
          (0, 0, 0b11000): "frintn", (0, 0, 0b11001): "frintm", (0, 1, 0b11000): "frintp",
          (0, 1, 0b11001): "frintz", (1, 0, 0b11000): "frinta", (1, 0, 0b11001): "frintx",
          (1, 1, 0b11001): "frinti", (0, 0, 0b11101): "scvtf", (1, 0, 0b11101): "ucvtf",
          (0, 0, 0b11010): "fcvtns", (0, 0, 0b11011): "fcvtms", (0, 0, 0b11100): "fcvtas",
          (0, 1, 0b11010): "fcvtps", (0, 1, 0b11011): "fcvtzs",
          (1, 0, 0b11010): "fcvtnu", (1, 0, 0b11011): "fcvtmu", (1, 0, 0b11100): "fcvtau",
          (1, 1, 0b11010): "fcvtpu", (1, 1, 0b11011): "fcvtzu"}


def _fmt_fmisc_h(f):
    """The half-precision two-register-misc forms (FEAT_FP16): T = 4h or 8h."""
    m = _FMISC.get((f.U, f.a, f.opcode))
    t = ("4h", "8h")[f.Q]
    return m and f"{m} {_v(f.Rd, t)}, {_v(f.Rn, t)}"


def _fmt_3same_h(f):
    """The half-precision three-same forms (FEAT_FP16)."""
    m = _FP3_ENC.get((f.U, f.a, 0b11000 | f.opcode))
    t = ("4h", "8h")[f.Q]
    return m and f"{m} {_v(f.Rd, t)}, {_v(f.Rn, t)}, {_v(f.Rm, t)}"


def _fmt_fmisc(f):
    if not f.U and not f.a and f.opcode in (0b10110, 0b10111):  # FCVTN{2} / FCVTL{2}
        two = "2" if f.Q else ""
        small = (("4h", "8h"), ("2s", "4s"))[f.sz][f.Q]
        wide = ("4s", "2d")[f.sz]
        if f.opcode == 0b10110:
            return f"fcvtn{two} {_v(f.Rd, small)}, {_v(f.Rn, wide)}"
        return f"fcvtl{two} {_v(f.Rd, wide)}, {_v(f.Rn, small)}"
    m = _FMISC.get((f.U, f.a, f.opcode))
    if m is None or (f.sz and not f.Q):
        return None
    t = ("2s", "4s")[f.Q] if not f.sz else "2d"
    return f"{m} {_v(f.Rd, t)}, {_v(f.Rn, t)}"


def _fmt_ld1r(f):
    t = {0: ("8b", "16b"), 1: ("4h", "8h"), 2: ("2s", "4s"), 3: ("1d", "2d")}[f.size][f.Q]
    text = f"ld1r {{ {_v(f.Rt, t)} }}, [{E.x(f.Rn, True)}]"
    if "Rm" not in f:
        return text
    return f"{text}, #{1 << f.size}" if f.Rm == 31 else f"{text}, {E.x(f.Rm)}"


def _fmt_shift(f):
    """Shift by immediate: immh's top set bit gives the element size (Arm ARM C4.1.95)."""
    if f.immh == 0:
        return None
    log = f.immh.bit_length() - 1               # 0..3: 8/16/32/64-bit elements
    esize, v = 8 << log, f.immh << 3 | f.immb
    if f.opcode in (0b00000, 0b01010):          # SSHR/USHR, SHL on esize elements
        if log == 3 and not f.Q:
            return None
        t = _arr(log, f.Q)
        if f.opcode == 0:
            return f"{('sshr', 'ushr')[f.U]} {_v(f.Rd, t)}, {_v(f.Rn, t)}, {E.himm(2 * esize - v)}"
        return f"shl {_v(f.Rd, t)}, {_v(f.Rn, t)}, {E.himm(v - esize)}" if not f.U else None
    if log == 3:
        return None
    two = "2" if f.Q else ""
    small, wide = _arr(log, f.Q), _arr(log + 1, 1)
    if f.opcode == 0b10100:                     # SSHLL/USHLL{2}
        return (f"{('sshll', 'ushll')[f.U]}{two} {_v(f.Rd, wide)}, {_v(f.Rn, small)}, "
                f"{E.himm(v - esize)}")
    if f.opcode == 0b10000 and not f.U:         # SHRN{2}
        return f"shrn{two} {_v(f.Rd, small)}, {_v(f.Rn, wide)}, {E.himm(2 * esize - v)}"
    return None


def _fmt_sat_narrow(f):
    if f.size == 3:
        return None
    m = ("sqxtn", "uqxtn")[f.U] if "U" in f else "sqxtun"
    return (f"{m}{'2' if f.Q else ''} {_v(f.Rd, _arr(f.size, f.Q))}, "
            f"{_v(f.Rn, _arr(f.size + 1, 1))}")


def _fmt_dot(f):
    t, s = ("2s", "4s")[f.Q], ("8b", "16b")[f.Q]
    m = ("sdot", "udot")[f.U]
    if "H" in f:
        return f"{m} {_v(f.Rd, t)}, {_v(f.Rn, s)}, v{f.M << 4 | f.Rm}.4b[{f.H << 1 | f.L}]"
    return f"{m} {_v(f.Rd, t)}, {_v(f.Rn, s)}, {_v(f.Rm, s)}"


def _fmt_long(f):
    if f.size == 3:
        return None
    m = (("smlal", "umlal"), ("smull", "umull"))[f.o][f.U] + ("2" if f.Q else "")
    small, wide = _arr(f.size, f.Q), _arr(f.size + 1, 1)
    return f"{m} {_v(f.Rd, wide)}, {_v(f.Rn, small)}, {_v(f.Rm, small)}"


def _fmt_xtn(f):
    if f.size == 3:
        return None
    return (f"xtn{'2' if f.Q else ''} {_v(f.Rd, _arr(f.size, f.Q))}, "
            f"{_v(f.Rn, _arr(f.size + 1, 1))}")


_IRED_ENC = {(0, 0b11011): "addv", (0, 0b01010): "smaxv", (0, 0b11010): "sminv",
             (1, 0b01010): "umaxv", (1, 0b11010): "uminv"}


def _fmt_across(f):
    if not f.U and f.opcode in (0b01111, 0b01100):  # half precision (FEAT_FP16): .4h/.8h
        if f.size & 1:
            return None
        m = {0b01111: ("fmaxv", "fminv"), 0b01100: ("fmaxnmv", "fminnmv")}[f.opcode][f.size >> 1]
        return f"{m} h{f.Rd}, v{f.Rn}.{('4h', '8h')[f.Q]}"
    if f.U and f.opcode in (0b01111, 0b01100):  # FMAXV/FMINV/FMAXNMV/FMINNMV .4s
        if f.size & 1 or not f.Q:
            return None
        m = {0b01111: ("fmaxv", "fminv"), 0b01100: ("fmaxnmv", "fminnmv")}[f.opcode][f.size >> 1]
        return f"{m} s{f.Rd}, v{f.Rn}.4s"
    m = _IRED_ENC.get((f.U, f.opcode))
    t = _arr(f.size, f.Q)
    if m is None or t is None or t in ("2s", "2d"):
        return None
    return f"{m} {'bhsd'[f.size]}{f.Rd}, {_v(f.Rn, t)}"


def _fmt_faddp_scalar(f):
    if f.size >> 1:
        return None
    t = "sd"[f.size]
    return f"faddp {t}{f.Rd}, {_v(f.Rn, '2' + t)}"


def _fmt_perm(f):
    m = (None, "uzp1", "trn1", "zip1", None, "uzp2", "trn2", "zip2")[f.opcode]
    t = _arr(f.size, f.Q)
    return m and t and f"{m} {_v(f.Rd, t)}, {_v(f.Rn, t)}, {_v(f.Rm, t)}"


def _fmt_ext(f):
    if not f.Q and f.imm4 >> 3:
        return None
    t = ("8b", "16b")[f.Q]
    return f"ext {_v(f.Rd, t)}, {_v(f.Rn, t)}, {_v(f.Rm, t)}, {E.himm(f.imm4)}"


def _fmt_tbl(f):
    t = ("8b", "16b")[f.Q]
    regs = ", ".join(f"v{(f.Rn + i) % 32}.16b" for i in range(f.len + 1))
    return f"{('tbl', 'tbx')[f.op]} {_v(f.Rd, t)}, {{ {regs} }}, {_v(f.Rm, t)}"


def _esz_of(imm5: int) -> tuple[int, int] | None:
    """(element bytes, index) from a copy instruction's imm5, or None."""
    for log in range(4):
        if imm5 >> log & 1:
            return 1 << log, imm5 >> (log + 1)
    return None


def _fmt_copy(f):
    hit = _esz_of(f.imm5)
    if hit is None:
        return None
    esz, k = hit
    e = "bhsd"[esz.bit_length() - 1]
    if f.op:  # INS (element): imm4 holds the source index
        if not f.Q:
            return None
        return f"mov v{f.Rd}.{e}[{k}], v{f.Rn}.{e}[{f.imm4 >> (esz.bit_length() - 1)}]"
    if f.imm4 == 0:
        t = {1: ("8b", "16b"), 2: ("4h", "8h"), 4: ("2s", "4s"), 8: (None, "2d")}[esz][f.Q]
        return t and f"dup {_v(f.Rd, t)}, v{f.Rn}.{e}[{k}]"
    if f.imm4 == 1:
        t = {1: ("8b", "16b"), 2: ("4h", "8h"), 4: ("2s", "4s"), 8: (None, "2d")}[esz][f.Q]
        return t and f"dup {_v(f.Rd, t)}, {E.r(esz == 8, f.Rn)}"
    if f.imm4 == 3:
        return f.Q and f"mov v{f.Rd}.{e}[{k}], {E.r(esz == 8, f.Rn)}" or None
    if f.imm4 == 5:  # SMOV: Q = 1 is the x form
        if esz == 8 or (esz == 4 and not f.Q):
            return None
        return f"smov {E.r(f.Q, f.Rd)}, v{f.Rn}.{e}[{k}]"
    if f.imm4 == 7:  # UMOV: Q = 1 only for .d
        if f.Q != (esz == 8):
            return None
        m = "mov" if esz >= 4 else "umov"
        return f"{m} {E.r(f.Q, f.Rd)}, v{f.Rn}.{e}[{k}]"
    return None


def _fmt_dup_scalar(f):
    hit = _esz_of(f.imm5)
    if hit is None:
        return None
    esz, k = hit
    e = "bhsd"[esz.bit_length() - 1]
    return f"mov {e}{f.Rd}, v{f.Rn}.{e}[{k}]"


def _fmt_elem(f):
    m = {0b0001: "fmla", 0b0101: "fmls", 0b1001: "fmul"}.get(f.opcode)
    if m is None or f.size == 1:
        return None
    if f.size == 0:  # half precision: index H:L:M, Vm 0-15
        t, k = ("4h", "8h")[f.Q], f.H << 2 | f.L << 1 | f.M
        return f"{m} {_v(f.Rd, t)}, {_v(f.Rn, t)}, v{f.Rm}.h[{k}]"
    if f.size == 2:
        t, k, e = ("2s", "4s")[f.Q], f.H << 1 | f.L, "s"
    else:
        if f.L or not f.Q:
            return None
        t, k, e = "2d", f.H, "d"
    return f"{m} {_v(f.Rd, t)}, {_v(f.Rn, t)}, v{f.M << 4 | f.Rm}.{e}[{k}]"


def _hex64(v: int) -> str:
    """llvm-objdump's ``%#016llx`` (no ``0x`` for zero)."""
    return "#" + (f"0x{v:014x}" if v else "0" * 16)


def _fmt_modimm(f):
    imm8, op, cmode, q = f.abc << 5 | f.defgh, f.op, f.cmode, f.Q
    if cmode == 15:
        if op and not q:
            return None
        t = ("2s", "4s")[q] if not op else "2d"
        return f"fmov {_v(f.Rd, t)}, #{vfp_expand_imm(imm8):.8f}"
    if cmode == 14:
        if op:
            v = expand_imm(1, 14, imm8)
            return f"movi {_v(f.Rd, '2d') if q else f'd{f.Rd}'}, {_hex64(v)}"
        return f"movi {_v(f.Rd, ('8b', '16b')[q])}, {E.himm(imm8)}"
    if cmode >> 1 == 6:
        m = ("movi", "mvni")[op]
        return f"{m} {_v(f.Rd, ('2s', '4s')[q])}, {E.himm(imm8)}, msl #{8 << (cmode & 1)}"
    logic = cmode & 1
    m = (("orr", "bic") if logic else ("movi", "mvni"))[op]
    if cmode >> 3:  # 16-bit
        t, sh = ("4h", "8h")[q], 8 * (cmode >> 1 & 1)
    else:
        t, sh = ("2s", "4s")[q], 8 * (cmode >> 1)
    return f"{m} {_v(f.Rd, t)}, {E.himm(imm8)}" + (f", lsl #{sh}" if sh else "")


# opcode -> (structure elements, registers)
_LD1_REGS = {0b0111: (1, 1), 0b1010: (1, 2), 0b0110: (1, 3), 0b0010: (1, 4), 0b1000: (2, 2),
             0b0100: (3, 3), 0b0000: (4, 4)}


def _ld1_text(f) -> str | None:
    hit = _LD1_REGS.get(f.opcode)
    t = {0: ("8b", "16b"), 1: ("4h", "8h"), 2: ("2s", "4s"), 3: ("1d", "2d")}[f.size][f.Q]
    if hit is None or (hit[0] > 1 and t == "1d"):
        return None
    regs = ", ".join(f"v{(f.Rt + i) % 32}.{t}" for i in range(hit[1]))
    return f"{('st', 'ld')[f.L]}{hit[0]} {{ {regs} }}, [{E.x(f.Rn, True)}]"


def _fmt_ld1(f):
    return _ld1_text(f)


def _fmt_ld1_post(f):
    text = _ld1_text(f)
    if text is None:
        return None
    if f.Rm == 31:
        return f"{text}, #{_LD1_REGS[f.opcode][1] * (16 if f.Q else 8)}"
    return f"{text}, {E.x(f.Rm)}"


E.ENC("add", "0 Q:1 U:1 01110 size:2 1 Rm:5 opcode:5 1 Rn:5 Rd:5", _fmt_3same,
      aliases=(*_INT3, *_INT3_SIGNED, *_LOGIC, *_SELECT, "mov", *_FP3, "fmla", "fmls", "faddp"))
E.ENC("abs", "0 Q:1 U:1 01110 size:2 10000 01011 10 Rn:5 Rd:5", _fmt_absneg, aliases=("neg",))
E.ENC("fadd", "0 Q:1 U:1 01110 a:1 10 Rm:5 00 opcode:3 1 Rn:5 Rd:5", _fmt_3same_h,
      aliases=(*_FP3, "fmla", "fmls", "faddp"))
E.ENC("fabs", "0 Q:1 U:1 01110 a:1 1 11100 opcode:5 10 Rn:5 Rd:5", _fmt_fmisc_h,
      aliases=(*_FUNARY, *_FCVTI, "scvtf", "ucvtf"))
E.ENC("fabs", "0 Q:1 U:1 01110 a:1 sz:1 10000 opcode:5 10 Rn:5 Rd:5", _fmt_fmisc,
      aliases=(*_FUNARY, *_FCVTI, "scvtf", "ucvtf", "fcvtn", "fcvtn2", "fcvtl", "fcvtl2"))
E.ENC("ld1r", "0 Q:1 0011010 1 0 00000 110 0 size:2 Rn:5 Rt:5", _fmt_ld1r)
E.ENC("ld1r", "0 Q:1 0011011 1 0 Rm:5 110 0 size:2 Rn:5 Rt:5", _fmt_ld1r)
E.ENC("shl", "0 Q:1 U:1 011110 immh:4 immb:3 opcode:5 1 Rn:5 Rd:5", _fmt_shift,
      aliases=("ushr", "sshr", *_WIDEN, "shrn", "shrn2"))
E.ENC("xtn", "0 Q:1 0 01110 size:2 10000 10010 10 Rn:5 Rd:5", _fmt_xtn, aliases=("xtn2",))
E.ENC("sqxtn", "0 Q:1 U:1 01110 size:2 10000 10100 10 Rn:5 Rd:5", _fmt_sat_narrow,
      aliases=_SAT_NARROW)
E.ENC("sqxtun", "0 Q:1 1 01110 size:2 10000 10010 10 Rn:5 Rd:5", _fmt_sat_narrow,
      aliases=_SAT_NARROW)
E.ENC("sdot", "0 Q:1 U:1 01110 10 0 Rm:5 100101 Rn:5 Rd:5", _fmt_dot, aliases=("udot",))
E.ENC("sdot", "0 Q:1 U:1 01111 10 L:1 M:1 Rm:4 1110 H:1 0 Rn:5 Rd:5", _fmt_dot,
      aliases=("udot",))
E.ENC("smull", "0 Q:1 U:1 01110 size:2 1 Rm:5 1 o:1 00 00 Rn:5 Rd:5", _fmt_long,
      aliases=_LONG)
E.ENC("cnt", "0 Q:1 U:1 01110 00 10000 00101 10 Rn:5 Rd:5", _fmt_misc,
      aliases=("mvn", "not"))
E.ENC("addv", "0 Q:1 U:1 01110 size:2 11000 opcode:5 10 Rn:5 Rd:5", _fmt_across,
      aliases=(*_IRED, *_FRED))
E.ENC("faddp", "01 1 11110 size:2 11000 01101 10 Rn:5 Rd:5", _fmt_faddp_scalar)
E.ENC("zip1", "0 Q:1 0 01110 size:2 0 Rm:5 0 opcode:3 10 Rn:5 Rd:5", _fmt_perm,
      aliases=tuple(_PERM))
E.ENC("ext", "0 Q:1 101110 00 0 Rm:5 0 imm4:4 0 Rn:5 Rd:5", _fmt_ext)
E.ENC("tbl", "0 Q:1 001110 00 0 Rm:5 0 len:2 op:1 00 Rn:5 Rd:5", _fmt_tbl,
      aliases=("tbx",))
E.ENC("dup", "0 Q:1 op:1 01110000 imm5:5 0 imm4:4 1 Rn:5 Rd:5", _fmt_copy,
      aliases=("ins", "mov", "umov", "smov"))
E.ENC("dup", "01 0 11110000 imm5:5 0 0000 1 Rn:5 Rd:5", _fmt_dup_scalar,
      aliases=("mov",))
E.ENC("fmla", "0 Q:1 0 01111 size:2 L:1 M:1 Rm:4 opcode:4 H:1 0 Rn:5 Rd:5", _fmt_elem,
      aliases=("fmls", "fmul"))
E.ENC("fmov", "0 Q:1 0 0111100000 abc:3 1111 1 1 defgh:5 Rd:5",
      lambda f: f"fmov {_v(f.Rd, ('4h', '8h')[f.Q])}, #{vfp_expand_imm(f.abc << 5 | f.defgh):.8f}")
E.ENC("movi", "0 Q:1 op:1 0111100000 abc:3 cmode:4 0 1 defgh:5 Rd:5", _fmt_modimm,
      aliases=("mvni", "orr", "bic", "fmov"))
E.ENC("ld1", "0 Q:1 0011000 L:1 000000 opcode:4 size:2 Rn:5 Rt:5", _fmt_ld1,
      aliases=_LDST_N)
E.ENC("ld1", "0 Q:1 0011001 L:1 0 Rm:5 opcode:4 size:2 Rn:5 Rt:5", _fmt_ld1_post,
      aliases=_LDST_N)
