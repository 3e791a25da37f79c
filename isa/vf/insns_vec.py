"""VF vector arithmetic: one small decoder per family, semantics over numpy.

Semantics follow the Ascend C Reg API (AD = cannmirror/asc-devkit, R = its Reg矢量计算 docs):
masked lanes are zeroed unless the mask is written ``mN/m`` (MaskMergeMode MERGING,
R/辅助数据类型/MaskMergeMode.md); Axpy dst = s·src + dst; MulAddDst dst = s0·s1 + dst; MulDstAdd
dst = dst·s0 + s1 (R/复合计算/*.md; tilesim rounds the product and the sum separately);
ExpSub dst = exp(s0 − s1) with fp16 computed in fp32 (R/复合计算/ExpSub.md); Reduce puts the
result in lane 0, MAX/MIN put the first index in lane 1 in T's bit pattern, inactive lanes count as
0 / −inf / +inf, SUM is a binary tree (R/归约计算/Reduce.md); Select takes s0 where the mask is 1
(R/比较与选择/Select.md); Duplicate broadcasts a scalar or lane 0 (R/数据填充/Duplicate.md);
Arange writes start + k (R/数据填充/Arange.md).
"""
from __future__ import annotations

import numpy as np

from . import types as T
from .operands import expect, mask_operand, reg, scalar, type_suffix
from .spec import OpSpec

BIN = {"vadd": np.add, "vsub": np.subtract, "vmul": np.multiply, "vmax": np.maximum,
       "vmin": np.minimum, "vdiv": None}
SCAL = {"vadds": np.add, "vmuls": np.multiply, "vmaxs": np.maximum, "vmins": np.minimum}
UNARY = {"vexp": np.exp, "vln": np.log, "vsqrt": np.sqrt, "vabs": np.abs, "vneg": np.negative,
         "vrelu": lambda x: np.maximum(x, np.zeros((), x.dtype))}
FLOAT_ONLY = {"vexp", "vln", "vsqrt", "vexpdif"}
CMP = {"lt": np.less, "gt": np.greater, "ge": np.greater_equal, "le": np.less_equal,
       "eq": np.equal, "ne": np.not_equal}
REDUCE = ("vcadd", "vcmax", "vcmin")
# bitwise on the lanes' bits, any element type (R/逻辑计算/And.md … Not.md, the C API's asc_and)
LOGIC = {"vand": np.bitwise_and, "vor": np.bitwise_or, "vxor": np.bitwise_xor, "vnot": None}
UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32}


def _div(a, b):
    if a.dtype.kind == "f":
        return a / b
    with np.errstate(all="ignore"):
        q = np.where(b == 0, 0, np.abs(a.astype(np.int64)) // np.where(b == 0, 1, np.abs(b.astype(np.int64))))
        return (q * np.sign(a.astype(np.int64)) * np.sign(b.astype(np.int64))).astype(a.dtype)


def _klass(base: str, t: str) -> str:
    if base in ("vexp", "vln", "vsqrt", "vdiv"):
        return "vtrans"
    if base == "vexpdif":
        return "vexpdif"
    if base in ("vadd", "vsub", "vmul", "vadds", "vmuls") and t in ("s32", "u32"):
        return "valu32"
    return "valu"


def _writeback(V, d, r, pm, merging):
    if merging:
        V[d] = np.where(pm, r, V[d])
    else:
        V[d] = np.where(pm, r, np.zeros((), V.dtype))


def _imm_value(s, t):
    v = s.value
    if t in T.FLOATS:
        return np.float32(v) if t != "f16" else np.float16(v)
    return T.DTYPES[t](int(v) & ((1 << (8 * T.SIZE[t])) - 1)) if int(v) >= 0 else T.DTYPES[t](int(v))


def _scalar_reader(st, s, t):
    """A closure giving scalar operand ``s`` as a value of the lane compute type."""
    if s.is_imm:
        v = _imm_value(s, t)
        return lambda: v
    S, C = st.s, st.c
    src = S if s.kind == "s" else C
    i = s.value
    return lambda: T.scalar_value(src[i], t)


def decode(stmt, parts, scope, base) -> OpSpec:
    ops = stmt.operands
    if base == "vcvt":
        return _vcvt(stmt, parts, scope)
    if base in ("vcmp", "vcmps"):
        cc = next((p for p in parts if p in CMP), None)
        if cc is None:
            raise stmt.error(f"{base} needs a condition suffix", stmt.loc.col, "lt gt ge le eq ne")
        parts = [p for p in parts if p != cc]
        t = type_suffix(stmt, parts, T.ARITH_TYPES)
        expect(stmt, 4, f"{base}.{cc}.{t} md, va, {'vb' if base == 'vcmp' else 's|#imm'}, m")
        md = reg(stmt, ops[0], "m")
        va = reg(stmt, ops[1], "v")
        mk, _ = mask_operand(stmt, ops[3])
        fn = CMP[cc]
        if base == "vcmp":
            vb = reg(stmt, ops[2], "v")
            reads, sr = (("v", va), ("v", vb), ("m", mk)), ()
        else:
            sv = scalar(stmt, ops[2], scope)
            vb, reads, sr = None, (("v", va), ("m", mk)), (sv,)

        def make(st):
            V, M = st.view(T.raw_dtype(t)), st.m
            get = _scalar_reader(st, sr[0], t) if sr else None

            def run():
                a = T.compute(V[va], t)
                b = T.compute(V[vb], t) if vb is not None else get()
                M[md] = T.mask_row(fn(a, b) & T.mask_bits(M[mk], t), t)
            return run
        return OpSpec(stmt, "vcmp", t, make, reads, (("m", md),), sr, lanes=T.lanes(t))

    t = type_suffix(stmt, parts, T.ARITH_TYPES)
    if parts:
        raise stmt.error(f"unexpected suffix '.{parts[0]}'", stmt.loc.col)
    if base in LOGIC:
        return _logic(stmt, base, t)
    if base in FLOAT_ONLY and t not in T.FLOATS:
        raise stmt.error(f"{base} works on floating-point types", stmt.loc.col, ".f32 .f16 .bf16")
    n = T.lanes(t)
    rd = T.raw_dtype(t)

    if base in BIN or base in ("vmula", "vmadd", "vexpdif", "vsel"):
        expect(stmt, 4, f"{base}.{t} vd, va, vb, m")
        d, a, b = (reg(stmt, o, "v") for o in ops[:3])
        mk, merging = mask_operand(stmt, ops[3])
        fn = BIN.get(base) or _div
        reads = [("v", a), ("v", b), ("m", mk)]
        if base in ("vmula", "vmadd") or merging:
            reads.append(("v", d))

        def make(st):
            V, M = st.view(rd), st.m

            def run():
                x, y = T.compute(V[a], t), T.compute(V[b], t)
                pm = T.mask_bits(M[mk], t)
                if base == "vsel":
                    V[d] = np.where(pm, V[a], V[b])
                    return
                if base == "vexpdif":
                    r = np.exp(x.astype(np.float32) - y.astype(np.float32))
                elif base == "vmula":
                    acc = T.compute(V[d], t)
                    r = (x * y).astype(x.dtype) + acc
                elif base == "vmadd":
                    acc = T.compute(V[d], t)
                    r = (acc * x).astype(x.dtype) + y
                else:
                    r = fn(x, y)
                _writeback(V, d, T.store(r, t), pm, merging)
            return run
        klass = "vsel" if base == "vsel" else _klass(base, t)
        return OpSpec(stmt, klass, t, make, tuple(reads), (("v", d),), lanes=n)

    if base in SCAL or base == "vaxpy":
        expect(stmt, 4, f"{base}.{t} vd, va, s|#imm, m")
        d, a = reg(stmt, ops[0], "v"), reg(stmt, ops[1], "v")
        sv = scalar(stmt, ops[2], scope)
        mk, merging = mask_operand(stmt, ops[3])
        reads = [("v", a), ("m", mk)] + ([("v", d)] if base == "vaxpy" or merging else [])
        fn = SCAL.get(base)

        def make(st):
            V, M = st.view(rd), st.m
            get = _scalar_reader(st, sv, t)

            def run():
                x = T.compute(V[a], t)
                s = np.asarray(get()).astype(x.dtype)
                if base == "vaxpy":
                    r = (x * s).astype(x.dtype) + T.compute(V[d], t)
                else:
                    r = fn(x, s)
                _writeback(V, d, T.store(r, t), T.mask_bits(M[mk], t), merging)
            return run
        return OpSpec(stmt, _klass(base, t), t, make, tuple(reads), (("v", d),), (sv,), lanes=n)

    if base in UNARY:
        expect(stmt, 3, f"{base}.{t} vd, va, m")
        d, a = reg(stmt, ops[0], "v"), reg(stmt, ops[1], "v")
        mk, merging = mask_operand(stmt, ops[2])
        fn = UNARY[base]

        def make(st):
            V, M = st.view(rd), st.m

            def run():
                _writeback(V, d, T.store(fn(T.compute(V[a], t)), t), T.mask_bits(M[mk], t), merging)
            return run
        reads = (("v", a), ("m", mk)) + ((("v", d),) if merging else ())
        return OpSpec(stmt, _klass(base, t), t, make, reads, (("v", d),), lanes=n)

    if base in REDUCE:
        expect(stmt, 3, f"{base}.{t} vd, va, m")
        d, a = reg(stmt, ops[0], "v"), reg(stmt, ops[1], "v")
        mk, _ = mask_operand(stmt, ops[2])

        def make(st):
            V, M = st.view(rd), st.m
            idx_dt = {1: np.uint8, 2: np.uint16, 4: np.uint32}[T.SIZE[t]]

            def run():
                x = T.compute(V[a], t)
                pm = T.mask_bits(M[mk], t)
                out = np.zeros(n, V.dtype)
                if base == "vcadd":
                    out[0] = T.store(np.array([T.tree_sum(np.where(pm, x, np.zeros((), x.dtype)))]), t)[0]
                else:
                    if x.dtype.kind == "f":
                        fill = -np.inf if base == "vcmax" else np.inf
                    else:
                        info = np.iinfo(x.dtype)
                        fill = info.min if base == "vcmax" else info.max
                    y = np.where(pm, x, np.asarray(fill, x.dtype))
                    i = int(np.argmax(y) if base == "vcmax" else np.argmin(y))
                    out[0] = T.store(np.array([y[i]]), t)[0]
                    out.view(idx_dt)[1] = i
                V[d] = out
            return run
        return OpSpec(stmt, "reduce", t, make, (("v", a), ("m", mk)), (("v", d),), single=True,
                      lanes=n)

    if base == "vbr":
        expect(stmt, (2, 3), f"vbr.{t} vd, s|#imm[, m]  or  vbr.{t} vd, va[0], m")
        d = reg(stmt, ops[0], "v")
        src = ops[1].text.strip()
        mk, merging = (mask_operand(stmt, ops[2]) if len(ops) == 3 else (None, False))
        reads = [("m", mk)] if mk is not None else []
        if src.endswith("[0]"):
            from isa.asm.lexer import Operand
            a = reg(stmt, Operand(src[:-3].strip(), ops[1].col), "v")
            if mk is None:
                raise stmt.error("vbr from a lane needs a mask", ops[1].col, f"vbr.{t} vd, va[0], m")
            reads.append(("v", a))
            sv = None
        else:
            a, sv = None, scalar(stmt, ops[1], scope)

        def make(st):
            V, M = st.view(rd), st.m
            get = _scalar_reader(st, sv, t) if sv is not None else None

            def run():
                val = V[a][0] if a is not None else T.store(np.array([get()]), t)[0]
                full = np.full(n, val, V.dtype)
                if mk is None:
                    V[d] = full
                else:
                    _writeback(V, d, full, T.mask_bits(M[mk], t), merging)
            return run
        return OpSpec(stmt, "vbr", t, make, tuple(reads), (("v", d),), (sv,) if sv else (), lanes=n)

    if base == "vci":
        expect(stmt, 2, f"vci.{t} vd, #start")
        d = reg(stmt, ops[0], "v")
        sv = scalar(stmt, ops[1], scope)

        def make(st):
            V = st.view(rd)
            get = _scalar_reader(st, sv, t)

            def run():
                start = get()
                V[d] = T.store(np.asarray(start).astype(np.float64 if t in T.FLOATS else np.int64)
                               + np.arange(n), t)
            return run
        return OpSpec(stmt, "vbr", t, make, (), (("v", d),), (sv,), lanes=n)
    raise stmt.error(f"unknown instruction '{stmt.mnemonic}'", stmt.loc.col)


def _vcvt(stmt, parts, scope) -> OpSpec:
    """Cast<TO, FROM>: same width elementwise; ×2 width changes use RegLayout ZERO (the narrow
    value sits in the low half of each wide slot), the mask counts wide lanes (R/类型转换/Cast.md).

    Rounding: RoundMode (rint round floor ceil trunc odd). Overflow (asc-devkit
    docs/api/context/c_api/reg/reg_vector/asc_int322int16.md and the other conversion pages):
    without ``sat`` an integer result keeps its low bits and a float result overflows to ±inf;
    with ``sat`` both clamp to the destination's largest value of that sign, ±inf clamps too
    and NaN becomes 0. Float → integer always saturates (NaN → 0)."""
    ops = stmt.operands
    to = type_suffix(stmt, parts, T.ARITH_TYPES, "destination type")
    frm = type_suffix(stmt, parts, T.ARITH_TYPES, "source type")
    usage = f"vcvt.{to}.{frm} vd, va, m[, rint|round|floor|ceil|trunc|odd][, sat]"
    expect(stmt, (3, 4, 5), usage)
    d, a = reg(stmt, ops[0], "v"), reg(stmt, ops[1], "v")
    mk, merging = mask_operand(stmt, ops[2])
    extra = [o.text.strip().lower() for o in ops[3:]]
    sat = "sat" in extra
    if sat:
        if extra.index("sat") != len(extra) - 1:
            raise stmt.error("'sat' comes last", ops[3 + extra.index("sat")].col, usage)
        extra.pop()
    mode = extra[0] if extra else "rint"
    if mode not in T.ROUND_MODES:
        raise stmt.error(f"unknown rounding mode '{mode}'", ops[3].col,
                         " ".join(T.ROUND_MODES) + ", then optionally sat")
    st_, sf = T.SIZE[to], T.SIZE[frm]
    if max(st_, sf) != 2 * min(st_, sf) and st_ != sf:
        raise stmt.error(f"vcvt.{to}.{frm}: widths must match or differ by 2x", stmt.loc.col)
    wide = max(st_, sf)
    n = 256 // wide
    mtype = {4: "b32", 2: "b16", 1: "b8"}[wide]

    def convert(x):
        if to in T.FLOATS:
            target = np.float32 if to in ("f32", "bf16") else np.float16
            if frm in T.FLOATS:
                x64 = T.compute(x, frm).astype(np.float64)
            else:
                x64 = x.astype(np.float64)
            with np.errstate(over="ignore", invalid="ignore"):
                r = T.round_float(x64, target, mode)
            if to == "bf16":
                r = T.f32_to_bf16(r)
                if sat:
                    mag = r & 0x7FFF
                    r = np.where(mag > 0x7F80, 0, np.where(mag == 0x7F80, (r & 0x8000) | 0x7F7F, r))
                return r.astype(np.uint16)
            if sat:
                big = np.finfo(target).max
                r = np.where(np.isnan(r), 0, np.clip(r, -big, big)).astype(target)
            return r
        if frm in T.FLOATS:
            return T.round_int(T.compute(x, frm), T.DTYPES[to], mode)
        if sat:
            info = np.iinfo(T.DTYPES[to])
            return np.clip(x.astype(np.int64), info.min, info.max).astype(T.DTYPES[to])
        return x.astype(np.int64).astype(T.DTYPES[to])

    def make(st):
        Vt, Vf, M = st.view(T.raw_dtype(to)), st.view(T.raw_dtype(frm)), st.m
        Vw = st.view({4: np.uint32, 2: np.uint16, 1: np.uint8}[wide])

        def run():
            src = Vf[a] if sf == wide else Vf[a][0::2]
            r = convert(src)
            pm = T.mask_bits(M[mk], mtype)
            if st_ == wide:
                out = r.astype(Vt.dtype)
                _writeback(Vt, d, out, pm, merging)
            else:
                slots = np.zeros(2 * n, Vt.dtype)
                slots[0::2] = r
                _writeback(Vw, d, slots.view(Vw.dtype), pm, merging)
        return run
    reads = (("v", a), ("m", mk)) + ((("v", d),) if merging else ())
    klass = "vcvt32" if {to, frm} & {"s32", "u32"} and {to, frm} & set(T.FLOATS) else "vcvt"
    return OpSpec(stmt, klass, to, make, reads, (("v", d),), lanes=n)


def _logic(stmt, base: str, t: str) -> OpSpec:
    """``vand/vor/vxor.T vd, va, vb, m`` and ``vnot.T vd, va, m``: the lanes' bits, masked
    lanes zeroed (or kept with ``mN/m``)."""
    nsrc = 1 if base == "vnot" else 2
    ops = expect(stmt, nsrc + 2, f"{base}.{t} vd, va{', vb' if nsrc == 2 else ''}, m")
    d, *srcs = (reg(stmt, o, "v") for o in ops[:nsrc + 1])
    mk, merging = mask_operand(stmt, ops[nsrc + 1])
    fn, ut = LOGIC[base], UINT[T.SIZE[t]]
    reads = tuple(("v", x) for x in srcs) + (("m", mk),) + ((("v", d),) if merging else ())

    def make(st):
        V, M = st.view(ut), st.m

        def run():
            r = np.invert(V[srcs[0]]) if fn is None else fn(V[srcs[0]], V[srcs[1]])
            _writeback(V, d, r, T.mask_bits(M[mk], t), merging)
        return run
    return OpSpec(stmt, "valu", t, make, reads, (("v", d),), lanes=T.lanes(t))
