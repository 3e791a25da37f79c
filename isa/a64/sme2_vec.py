"""SME2 multi-vector operations on Z register lists: FCLAMP/SCLAMP/UCLAMP (single-vector SVE
form and ``{z0.s-z3.s}, z4.s, z5.s``), SMAX/SMIN/UMAX/UMIN/FMAX/FMIN/FMAXNM/FMINNM, ADD (single),
SRSHL/URSHL, SQDMULH (single and multi second operand), SUNPK/UUNPK, SEL with a
predicate-as-counter, and ZIP/UZP (two and four registers, .Q included). Conversions and
narrowing live in :mod:`isa.a64.sme2_cvt`. Binary encodings are at the end.

Every instruction here is streaming-only on the modelled core (Apple M4 has no SVE outside
streaming mode) except the single-vector clamps, which SVE2p1 has too: running one with PSTATE.SM=0 is SIGILL. A group ``{zN.T-zN+k.T}`` of 2 or 4
consecutive registers starts at a multiple of its size (Arm ARM C1.2, "multi-vector operands").
"""
from __future__ import annotations

import numpy as np

from isa.faults import IllegalInstruction

from . import bf16
from . import encoding as E
from . import fp
from . import operands as O
from .sve import FLOAT, LOG2, SINT, SIZE, UINT
from .table import Args, insn


# ----------------------------------------------------------------------------- operand helpers
def zgroup(a: Args, i: int, sizes: str = "bhsd", n: int | None = None) -> tuple[int, int, int]:
    """(first register, count, element bytes) of a ``{zN.T-zM.T}`` group of 2 or 4 registers."""
    o = a._get(i)
    want = f"{{z0.{sizes[0]}-z{(n or 2) - 1}.{sizes[0]}}}"
    if not isinstance(o, O.ZList):
        raise a.error(i, f"expected a list of {n or '2 or 4'} consecutive Z registers, got "
                         f"'{a.raw[i].text}'", f"e.g. {want}")
    cnt = len(o.items)
    if cnt not in ((n,) if n else (2, 4)):
        raise a.error(i, f"'{a.m}' takes a group of {n or '2 or 4'} Z registers, got {cnt}",
                      f"e.g. {want}")
    if o.stride != 1:
        raise a.error(i, "the registers of the group must be consecutive", f"e.g. {want}")
    first = o.items[0].num
    if first % cnt:
        raise a.error(i, f"a group of {cnt} registers starts at a multiple of {cnt}, not z{first}",
                      f"e.g. {{z{first - first % cnt}.{sizes[0]}-z{first - first % cnt + cnt - 1}"
                      f".{sizes[0]}}}")
    sz = {z.esz for z in o.items}
    esz = sz.pop() if len(sz) == 1 else -1
    if esz <= 0 or SIZE.get(esz) not in sizes:
        got = f".{SIZE[esz]}" if esz > 0 else "mixed or missing element sizes"
        raise a.error(i, f"{{z{first}-z{first + cnt - 1}}} has {got}; expected "
                         + " or ".join(f".{c}" for c in sizes), f"e.g. {want}")
    return first, cnt, esz


def same_group(a: Args, i: int, first: int, cnt: int) -> None:
    """Destructive multi-vector forms: the first source group is the destination group."""
    f2, c2, _ = zgroup(a, i, "bhsdq")
    if (f2, c2) != (first, cnt):
        raise a.error(i, f"'{a.m}' is destructive: the first source must be the destination "
                         f"group z{first}-z{first + cnt - 1}", "write the destination list twice")


def streaming(cpu, what: str) -> None:
    cpu.require(sm=True, what=what)


def run_each(cpu, nxt, what, body, sve2p1: bool = False):
    """A closure that checks streaming mode and calls ``body(vlb)``. ``sve2p1``: the form is
    also an SVE2p1 instruction, legal outside streaming mode on a core with FEAT_SVE2p1 (the
    machine's feature gate, simulator/features.py, refuses it where the core lacks that)."""
    if sve2p1:
        def run_any():
            body(cpu.vlb)
            return nxt
        return run_any

    def run():
        if not cpu.sm:
            streaming(cpu, what)
        body(cpu.vlb)
        return nxt
    return run


# ----------------------------------------------------------------------------- element ops
def _imax(x, y):
    return np.maximum(x, y)


def _imin(x, y):
    return np.minimum(x, y)


def _iadd(x, y):
    return x + y


def rshl(x, sh, esz: int, signed: bool):
    """SME2 SRSHL/URSHL element op: shift left by the whole signed element of ``sh`` (Arm ARM
    ShiftSat to +-(esize+1), unlike SVE2's low byte), or right with rounding, computed exactly
    and truncated: left shifts by >= esize give 0."""
    bits = 8 * esz
    U = UINT[esz]
    s = np.clip(sh.view(U).view(SINT[esz]).astype(np.int64), -(bits + 1), bits + 1)
    xu = x.view(U)
    left = np.clip(s, 0, bits - 1).astype(U)
    lres = np.where(s >= bits, U(0), xu << left)
    r = np.clip(-s - 1, 0, bits - 1).astype(U)
    t = (x >> r.astype(x.dtype) if signed else xu >> r)
    if not signed:
        t = np.where(-s - 1 >= bits, U(0), t)
    t = t.view(U)
    rres = (t.view(x.dtype) >> x.dtype.type(1)).view(U) + (t & U(1))
    return np.where(s >= 0, lres, rres).view(x.dtype)


def sqdmulh(x, y, esz: int):
    """SQDMULH: SignedSat((2 * x * y) >> esize); only MIN * MIN saturates (to MAX)."""
    bits = 8 * esz
    if esz == 8:
        p = [(2 * int(a) * int(b)) >> bits for a, b in zip(x, y)]
        return np.array([min(v, (1 << 63) - 1) for v in p], dtype=np.int64)
    p = (x.astype(np.int64) * y.astype(np.int64)) >> (bits - 1)  # = (2xy) >> esize, no overflow
    return np.minimum(p, (1 << (bits - 1)) - 1).astype(x.dtype)


# mnemonic -> (numpy dtype family, op) for ``{Zdn}, {Zdn}, Zm | {Zm}``
_INT_OPS = {"smax": (SINT, _imax), "smin": (SINT, _imin), "umax": (UINT, _imax),
            "umin": (UINT, _imin), "add": (UINT, _iadd)}
_FP_OPS = {"fmax": fp.fmax, "fmin": fp.fmin, "fmaxnm": fp.fmaxnm, "fminnm": fp.fminnm,
           "famax": fp.famax, "famin": fp.famin}
# FEAT_SVE_B16B16 / SME2: the bfloat16 forms (size 00 of the FP min/max encodings)
_BF_OPS = {"bfmax": bf16.max_, "bfmin": bf16.min_, "bfmaxnm": bf16.maxnm, "bfminnm": bf16.minnm}


def multi_binary(a: Args):
    """``op {Zdn.T-..}, {Zdn.T-..}, Zm.T`` and ``op {Zdn.T-..}, {Zdn.T-..}, {Zm.T-..}``."""
    m = a.m
    a.count(3, usage=f"{{z0.s-z1.s}}, {{z0.s-z1.s}}, z2.s | {{z0.s-z1.s}}, {{z0.s-z1.s}}, "
                     f"{{z2.s-z3.s}}")
    sizes = "h" if m in _BF_OPS else "hsd" if m in _FP_OPS else "bhsd"
    d, cnt, esz = zgroup(a, 0, sizes)
    same_group(a, 1, d, cnt)
    if isinstance(a[2], O.ZList):
        if m == "add":
            raise a.error(2, "add (multi-vector) takes a single vector as second source",
                          f"e.g. add {{z{d}.s-z{d + cnt - 1}.s}}, {{z{d}.s-z{d + cnt - 1}.s}}, "
                          "z8.s")
        mm, c2, e2 = zgroup(a, 2, SIZE[esz], cnt)
        srcs = [mm + k for k in range(cnt)]
    else:
        if m in ("famax", "famin"):
            raise a.error(2, f"'{m}' (multi-vector) takes a second group, not a single vector",
                          f"e.g. {m} {{z0.s-z1.s}}, {{z0.s-z1.s}}, {{z2.s-z3.s}}")
        mm = a.zreg(2, SIZE[esz])[0]
        if mm > 15:
            raise a.error(2, f"z{mm} is not allowed here: the single vector is Z0-Z15",
                          "use z0-z15 (a 4-bit field)")
        srcs = [mm] * cnt
    if m in _BF_OPS:
        fn, dt = _BF_OPS[m], np.uint16

        def elem(x, y):
            return fn(x, y)
    elif m in _FP_OPS:
        fn, dt = _FP_OPS[m], FLOAT[esz]

        def elem(x, y):
            return fn(x, y)
    elif m == "sqdmulh":
        dt = SINT[esz]

        def elem(x, y):
            return sqdmulh(x, y, esz)
    elif m in ("srshl", "urshl"):
        dt = SINT[esz] if m == "srshl" else UINT[esz]
        signed = m == "srshl"

        def elem(x, y):
            return rshl(x, y, esz, signed)
    else:
        fam, fn = _INT_OPS[m]
        dt = fam[esz]
        elem = fn
    U, sh = UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zv, zu = cpu.z.view(dt), cpu.z.view(U)

        def body(vlb):
            ne = vlb >> sh
            with fp.fp_errstate():
                res = [elem(zv[d + k, :ne], zv[srcs[k], :ne]) for k in range(cnt)]
            for k in range(cnt):
                zu[d + k, :ne] = np.asarray(res[k], dtype=dt).view(U)
        return run_each(cpu, idx + 1, m, body)
    return bind


for _m in ("smax", "smin", "umax", "umin", "add", "fmax", "fmin", "fmaxnm", "fminnm",
           "srshl", "urshl", "sqdmulh", "famax", "famin", *_BF_OPS):
    insn(_m, klass="sve_fp" if _m.startswith(("f", "bf")) else "sve_int", family="sme2_vec",
         first="ZList")(multi_binary)


# ----------------------------------------------------------------------------- CLAMP
def clamp_op(m: str, esz: int):
    """Element op ``clamp(x, lo, hi)`` = min(max(x, lo), hi). FCLAMP is
    ``FPMinNum(FPMaxNum(Zn, Zd), Zm)`` (Arm ARM FCLAMP pseudocode): the operand order decides
    which NaN propagates, so ``lo`` (Zn) comes first."""
    if m == "fclamp":
        return FLOAT[esz], lambda x, lo, hi: fp.fminnm(fp.fmaxnm(lo, x), hi)
    if m == "bfclamp":
        return np.uint16, lambda x, lo, hi: bf16.minnm(bf16.maxnm(lo, x), hi)
    dt = SINT[esz] if m == "sclamp" else UINT[esz]
    return dt, lambda x, lo, hi: np.minimum(np.maximum(x, lo), hi)


@insn("sclamp", "uclamp", "fclamp", "bfclamp", klass="sve_int", family="sme2_vec")
def clamp(a: Args):
    """``sclamp Zd.T, Zn.T, Zm.T`` (Zd = clamp(Zd, Zn, Zm)) and ``{Zd.T-..}, Zn.T, Zm.T``;
    BFCLAMP (FEAT_SVE_B16B16) on bfloat16."""
    a.count(3, usage="Zd.T, Zn.T, Zm.T | {Zd.T-Zd+3.T}, Zn.T, Zm.T")
    sizes = "h" if a.m == "bfclamp" else "hsd" if a.m == "fclamp" else "bhsd"
    if a.m in ("fclamp", "bfclamp"):
        a.klass = "sve_fp"
    if isinstance(a[0], O.ZList):
        d, cnt, esz = zgroup(a, 0, sizes)
    else:
        d, esz = a.zreg(0, sizes)
        cnt = 1
    n = a.zreg(1, SIZE[esz])[0]
    mm = a.zreg(2, SIZE[esz])[0]
    dt, fn = clamp_op(a.m, esz)
    U, sh = UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zv, zu = cpu.z.view(dt), cpu.z.view(U)

        def body(vlb):
            ne = vlb >> sh
            lo, hi = zv[n, :ne].copy(), zv[mm, :ne].copy()
            with fp.fp_errstate():
                for k in range(cnt):
                    zu[d + k, :ne] = np.asarray(fn(zv[d + k, :ne], lo, hi), dt).view(U)
        # the single-vector clamps are SVE2p1 instructions too (Arm ARM SCLAMP: FEAT_SVE2p1)
        return run_each(cpu, idx + 1, a.m, body, sve2p1=cnt == 1)
    return bind


# ----------------------------------------------------------------------------- SUNPK / UUNPK
@insn("sunpk", "uunpk", klass="sve_perm", family="sme2_vec", first="ZList")
def unpk(a: Args):
    """``sunpk {Zd.S-Zd+1.S}, Zn.H`` and ``sunpk {Zd.S-Zd+3.S}, {Zn.H-Zn+1.H}``: the source
    elements in order, sign- (zero-) extended to double width, fill the destinations in order."""
    a.count(2, usage="{z0.s-z1.s}, z2.h | {z0.s-z3.s}, {z4.h-z5.h}")
    d, cnt, esz = zgroup(a, 0, "hsd")
    t = SIZE[esz // 2]
    if cnt == 2:
        srcs = [a.zreg(1, t)[0]]
    else:
        n = zgroup(a, 1, t, 2)[0]
        srcs = [n, n + 1]
    S = (SINT if a.m == "sunpk" else UINT)[esz // 2]
    D, U, sh = SINT[esz], UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        z = cpu.z

        def body(vlb):
            ne = vlb >> sh
            v = z.view(S)
            wide = np.concatenate([v[s, :2 * ne].copy() for s in srcs]).astype(D).view(U)
            zu = z.view(U)
            for k in range(cnt):
                zu[d + k, :ne] = wide[k * ne:(k + 1) * ne]
        return run_each(cpu, idx + 1, a.m, body)
    return bind


# ----------------------------------------------------------------------------- SEL
def counter_predicate(row, vlb: int, nreg: int) -> tuple[np.ndarray, int]:
    """Arm ARM CounterToPredicate: the active-element mask (one bool per element of the
    ``nreg`` registers) and the element bytes of a predicate-as-counter's 16 low bits."""
    bits = 0
    for k in range(16):
        bits |= int(row[k]) << k
    maxbit = (vlb * 4).bit_length() - 1  # Log2(PL * 4), PL = VL / 8 bits = vlb
    esz = next((1 << t for t in range(4) if bits >> t & 1), 0)
    if not esz:
        return np.zeros(vlb * nreg, dtype=bool), 0
    t = esz.bit_length() - 1
    count = (bits >> (t + 1)) & ((1 << (maxbit - t)) - 1)
    e = np.arange(vlb * 4 // esz)
    mask = (e < count) ^ bool(bits >> 15 & 1)  # inverted: all but the first count
    return mask[: vlb * nreg // esz], esz


@insn("sel", klass="sve_int", family="sme2_vec", first="ZList")
def sel_multi(a: Args):
    """``sel {Zd.T-..}, PNg, {Zn.T-..}, {Zm.T-..}``: Zn where the counter's element is active."""
    a.count(4, usage="{z0.s-z1.s}, pn8, {z2.s-z3.s}, {z4.s-z5.s}")
    d, cnt, esz = zgroup(a, 0)
    o = a._get(1)
    if not isinstance(o, O.PNReg) or o.qual or o.esz or o.index is not None:
        raise a.error(1, f"expected a predicate-as-counter pn8-pn15, got '{a.raw[1].text}'",
                      "e.g. pn8")
    if o.num < 8:
        raise a.error(1, f"pn{o.num} is not allowed here: the counter is PN8-PN15",
                      "use pn8-pn15 (a 3-bit field)")
    g = o.num
    n = zgroup(a, 2, SIZE[esz], cnt)[0]
    mm = zgroup(a, 3, SIZE[esz], cnt)[0]
    U, sh = UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zu, p = cpu.z.view(U), cpu.p

        def body(vlb):
            ne = vlb >> sh
            mask, pesz = counter_predicate(p[g], vlb, cnt)
            if pesz == 0:
                act = np.zeros(cnt * ne, dtype=bool)
            else:  # the counter's elements mapped onto bytes, then onto this element size
                byte = np.repeat(mask, pesz)[: cnt * vlb]
                lead = np.zeros(cnt * vlb, dtype=bool)
                lead[::pesz] = byte[::pesz]
                act = lead[::esz]
            src = [zu[n + k, :ne].copy() for k in range(cnt)]
            oth = [zu[mm + k, :ne].copy() for k in range(cnt)]
            for k in range(cnt):
                zu[d + k, :ne] = np.where(act[k * ne:(k + 1) * ne], src[k], oth[k])
        return run_each(cpu, idx + 1, "sel", body)
    return bind


# ----------------------------------------------------------------------------- ZIP / UZP
def _lanes(esz: int):
    """dtype of one element (.Q is 16 bytes: a void dtype moves it as a unit)."""
    return np.dtype(f"V{esz}") if esz == 16 else np.dtype(UINT[esz])


@insn("zip", "uzp", klass="sve_perm", family="sme2_vec", first="ZList")
def zip_uzp(a: Args):
    """``zip {Zd-Zd+1}, Zn, Zm`` (ZIP1 and ZIP2 of Zn, Zm), ``zip {Zd-Zd+3}, {Zn-Zn+3}`` (4-way
    interleave); UZP is the inverse. Elements .b/.h/.s/.d/.q; UNDEFINED (SIGILL) when the vector
    holds fewer than ``nreg`` elements (.Q x4 below SVL 512)."""
    a.count(2, 3, usage="{z0.s-z1.s}, z2.s, z3.s | {z0.s-z3.s}, {z4.s-z7.s}")
    d, cnt, esz = zgroup(a, 0, "bhsdq")
    t = SIZE[esz]
    if cnt == 2:
        a.count(3, usage=f"{{z0.{t}-z1.{t}}}, z2.{t}, z3.{t}")
        srcs = [a.zreg(1, t)[0], a.zreg(2, t)[0]]
    else:
        a.count(2, usage=f"{{z0.{t}-z3.{t}}}, {{z4.{t}-z7.{t}}}")
        n = zgroup(a, 1, t, 4)[0]
        srcs = [n + k for k in range(4)]
    dt = _lanes(esz)
    uzp = a.m == "uzp"

    def bind(cpu, idx):
        z = cpu.z

        def body(vlb):
            if vlb < esz * cnt:  # Arm ARM ZIP/UZP (two/four registers): VL < esize * nreg
                raise IllegalInstruction(f"{a.m} .{t} with {cnt} registers needs a vector length "
                                         f"of at least {esz * cnt * 8} bits (VL is {vlb * 8})")
            ne = vlb // esz
            v = z.view(dt)
            data = np.stack([v[s, :ne].copy() for s in srcs])  # (cnt, ne)
            if uzp:  # concatenate, then take every cnt-th element
                flat = data.reshape(-1)
                out = np.stack([flat[k::cnt] for k in range(cnt)])
            else:  # interleave: element i of source k goes to position cnt*i + k
                out = data.T.reshape(cnt, ne)
            for k in range(cnt):
                v[d + k, :ne] = out[k]
        return run_each(cpu, idx + 1, a.m, body)
    return bind


# ----------------------------------------------------------------------------- encodings
def zl(first: int, cnt: int, t: str) -> str:
    """A Z group as llvm-objdump prints it: ``{ z0.s, z1.s }`` / ``{ z0.s - z3.s }``."""
    if cnt == 2:
        return f"{{ z{first}.{t}, z{first + 1}.{t} }}"
    return f"{{ z{first}.{t} - z{first + cnt - 1}.{t} }}"


# SME2 multi-vector arithmetic, multiple and single vector / multiple vectors (Arm ARM C4.1
# "SME2 multi-vec ... min/max", "add"; LLVM llvm/test/MC/AArch64/SME2/smax.s, fmax.s, add.s,
# srshl.s, sqdmulh.s): opc selects the group (000 int min/max, 001 FP min/max, 010 rounding
# shift, 011 add, 100 SQDMULH), opc2 the operation within it, the low bit U (or FMIN vs FMAX).
_MB = {(0, 0, 0): "smax", (0, 0, 1): "umax", (0, 1, 0): "smin", (0, 1, 1): "umin",
       (1, 0, 0): "fmax", (1, 0, 1): "fmin", (1, 1, 0): "fmaxnm", (1, 1, 1): "fminnm",
       (1, 2, 0): "famax", (1, 2, 1): "famin",
       (2, 1, 0): "srshl", (2, 1, 1): "urshl", (3, 0, 0): "add", (4, 0, 0): "sqdmulh"}


def _fmt_mb(cnt: int, multi: bool):
    def fmt(f):
        m = _MB.get((f.opc, f.opc2, f.U))
        if m is None or (multi and m == "add") or (m.startswith("fa") and not multi):
            return None
        if m.startswith("f") and f.size == 0:  # the bfloat16 min/max (FEAT_SVE_B16B16)
            if m.startswith("fa"):
                return None
            m = "b" + m
        t = E.ESIZE[f.size or (1 if m.startswith("bf") else 0)]
        d = f.Zdn * cnt
        src = zl(f.Zm * cnt, cnt, t) if multi else f"z{f.Zm}.{t}"
        return f"{m} {zl(d, cnt, t)}, {zl(d, cnt, t)}, {src}"
    return fmt


_MB_NAMES = ("smax", "umax", "smin", "umin", "fmax", "fmin", "fmaxnm", "fminnm", "srshl",
             "urshl", "add", "sqdmulh", "famax", "famin", *_BF_OPS)
E.ENC("smax", "11000001 size:2 10 Zm:4 10100 opc:3 opc2:3 Zdn:4 U:1", _fmt_mb(2, False),
      "sme2", aliases=_MB_NAMES)
E.ENC("smax", "11000001 size:2 10 Zm:4 10101 opc:3 opc2:3 Zdn:3 0 U:1", _fmt_mb(4, False),
      "sme2", aliases=_MB_NAMES)
E.ENC("smax", "11000001 size:2 1 Zm:4 0 10110 opc:3 opc2:3 Zdn:4 U:1", _fmt_mb(2, True),
      "sme2", aliases=_MB_NAMES)
E.ENC("smax", "11000001 size:2 1 Zm:3 00 10111 opc:3 opc2:3 Zdn:3 0 U:1", _fmt_mb(4, True),
      "sme2", aliases=_MB_NAMES)


# Clamps: SVE "SCLAMP/UCLAMP" (Arm ARM C8.2; LLVM llvm/test/MC/AArch64/SME/sclamp.s) and
# FCLAMP (LLVM llvm/test/MC/AArch64/SVE2p1/fclamp.s); multi-vector forms (LLVM
# llvm/test/MC/AArch64/SME2/fclamp.s, sclamp.s, uclamp.s). FCLAMP size 00 is BFCLAMP (B16B16).
E.ENC("sclamp", "01000100 size:2 0 Zm:5 11000 U:1 Zn:5 Zd:5",
      lambda f: f"{('sclamp', 'uclamp')[f.U]} {E.zr(f.Zd, f.size)}, {E.zr(f.Zn, f.size)}, "
                f"{E.zr(f.Zm, f.size)}", "sme", aliases=("uclamp",))
E.ENC("fclamp", "01100100 size:2 1 Zm:5 001001 Zn:5 Zd:5",
      lambda f: f"{'bf' if f.size == 0 else 'f'}clamp {E.zr(f.Zd, f.size or 1)}, "
                f"{E.zr(f.Zn, f.size or 1)}, {E.zr(f.Zm, f.size or 1)}", "sme2",
      aliases=("bfclamp",))


def _fmt_clamp(cnt: int):
    def fmt(f):
        if not f.I and f.U:
            return None
        m = ("bfclamp" if f.size == 0 else "fclamp", ("sclamp", "uclamp")[f.U])[f.I]
        t = E.ESIZE[f.size or (0 if f.I else 1)]
        return f"{m} {zl(f.Zd * cnt, cnt, t)}, z{f.Zn}.{t}, z{f.Zm}.{t}"
    return fmt


E.ENC("sclamp", "11000001 size:2 1 Zm:5 11000 I:1 Zn:5 Zd:4 U:1", _fmt_clamp(2), "sme2",
      aliases=("uclamp", "fclamp", "bfclamp"))
E.ENC("sclamp", "11000001 size:2 1 Zm:5 11001 I:1 Zn:5 Zd:3 0 U:1", _fmt_clamp(4), "sme2",
      aliases=("uclamp", "fclamp", "bfclamp"))

# SEL (multi-vector) with a predicate-as-counter PN8-PN15 (Arm ARM C8.2 "SEL (multiple
# vectors)"; LLVM llvm/test/MC/AArch64/SME2/sel.s).
E.ENC("sel", "11000001 size:2 1 Zm:4 0 100 PNg:3 Zn:4 0 Zd:4 0",
      lambda f: f"sel {zl(2 * f.Zd, 2, E.ESIZE[f.size])}, pn{8 + f.PNg}, "
                f"{zl(2 * f.Zn, 2, E.ESIZE[f.size])}, {zl(2 * f.Zm, 2, E.ESIZE[f.size])}", "sme2")
E.ENC("sel", "11000001 size:2 1 Zm:3 01 100 PNg:3 Zn:3 00 Zd:3 00",
      lambda f: f"sel {zl(4 * f.Zd, 4, E.ESIZE[f.size])}, pn{8 + f.PNg}, "
                f"{zl(4 * f.Zn, 4, E.ESIZE[f.size])}, {zl(4 * f.Zm, 4, E.ESIZE[f.size])}", "sme2")


# ZIP/UZP (two registers from two vectors; four registers) (Arm ARM C8.2 "ZIP (two
# registers)", "ZIP (four registers)"; LLVM llvm/test/MC/AArch64/SME2/zip.s, uzp.s). The .Q
# forms have size 00 and Q = 1.
def _zt(size: int, q: int) -> str | None:
    if q:
        return "q" if size == 0 else None
    return E.ESIZE[size]


E.ENC("zip", "11000001 size:2 1 Zm:5 11010 Q:1 Zn:5 Zd:4 U:1",
      lambda f: None if _zt(f.size, f.Q) is None else
      f"{('zip', 'uzp')[f.U]} {zl(2 * f.Zd, 2, _zt(f.size, f.Q))}, z{f.Zn}.{_zt(f.size, f.Q)}, "
      f"z{f.Zm}.{_zt(f.size, f.Q)}", "sme2", aliases=("uzp",))
E.ENC("zip", "11000001 size:2 11011 Q:1 111000 Zn:3 00 Zd:3 U:1 0",
      lambda f: None if _zt(f.size, f.Q) is None else
      f"{('zip', 'uzp')[f.U]} {zl(4 * f.Zd, 4, _zt(f.size, f.Q))}, "
      f"{zl(4 * f.Zn, 4, _zt(f.size, f.Q))}", "sme2", aliases=("uzp",))

# SUNPK/UUNPK (two and four registers) (Arm ARM C8.2 "SUNPK"; LLVM
# llvm/test/MC/AArch64/SME2/sunpk.s, uunpk.s): size is the destination element size.
E.ENC("sunpk", "11000001 size:2 1 00101 111000 Zn:5 Zd:4 U:1",
      lambda f: None if f.size == 0 else
      f"{('sunpk', 'uunpk')[f.U]} {zl(2 * f.Zd, 2, E.ESIZE[f.size])}, "
      f"z{f.Zn}.{E.ESIZE[f.size - 1]}", "sme2", aliases=("uunpk",))
E.ENC("sunpk", "11000001 size:2 110101 111000 Zn:4 0 Zd:3 0 U:1",
      lambda f: None if f.size == 0 else
      f"{('sunpk', 'uunpk')[f.U]} {zl(4 * f.Zd, 4, E.ESIZE[f.size])}, "
      f"{zl(2 * f.Zn, 2, E.ESIZE[f.size - 1])}", "sme2", aliases=("uunpk",))
