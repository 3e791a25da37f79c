"""SVE core: shared operand helpers, INDEX, DUP/DUPM/MOV/CPY/SEL on Z registers, integer
ADD/SUB/MUL and the logic ops (ORN/EON/BIC #imm too), UADDV/SADDV, MOVPRFX. Binary encodings:
:mod:`isa.a64.sve_enc`.

Z registers are byte rows of ``cpu.z``; a closure takes a typed view of the whole register file
once (``cpu.z.view(uint32)`` is (32, 64)) and slices it with the VL in force when it runs
(``cpu.vlb`` changes with smstart/prctl). Element i of size esz is active when predicate byte
``i*esz`` is set; writes to a predicate with esz > 1 clear the other bytes (canonical form).
Data moves use unsigned views so NaN payloads travel bit for bit.
"""
from __future__ import annotations

import numpy as np

from . import operands as O
from .bits import is_bitmask_imm, sext
from .table import Args, insn

UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
SINT = {1: np.int8, 2: np.int16, 4: np.int32, 8: np.int64}
FLOAT = {2: np.float16, 4: np.float32, 8: np.float64}
LOG2 = {1: 0, 2: 1, 4: 2, 8: 3}
SIZE = {1: "b", 2: "h", 4: "s", 8: "d", 16: "q"}

# ----------------------------------------------------------------------------- operand helpers
def gov(a: Args, i: int, quals: str = "m", max_num: int = 7) -> tuple[int, str]:
    """A governing predicate: ``quals`` lists the allowed qualifiers ('m', 'z', 'mz'), or is ''
    for a plain ``pN``. Most data-processing forms encode only P0-P7."""
    o = a._get(i)
    if not isinstance(o, O.PReg):
        raise a.error(i, f"expected a governing predicate, got '{a.raw[i].text}'",
                      f"e.g. p0{'/' + quals[0] if quals else ''}")
    if o.num > max_num:
        raise a.error(i, f"p{o.num} cannot govern '{a.m}': the governing predicate is "
                      f"P0-P{max_num}", f"use p0-p{max_num} (only {max_num + 1} are encodable)")
    want = [f"p{o.num}/{q}" for q in quals] or [f"p{o.num}"]
    if o.esz or ((not o.qual or o.qual not in quals) if quals else o.qual != ""):
        why = {"z": "SVE loads and zeroing forms zero inactive elements: ",
               "m": "this form keeps inactive elements (merging): "}.get(quals[:1], "")
        raise a.error(i, f"'{a.m}' needs {' or '.join(want)} here, not '{a.raw[i].text}'",
                      f"{why}write {want[0]}")
    return o.num, o.qual


def zsame(a: Args, i: int, esz: int, *, index: bool = False) -> int:
    """A Z register operand that must have element size ``esz`` (like the destination)."""
    return a.zreg(i, SIZE[esz], index=index)[0]


def destructive(a: Args, d: int, i: int) -> None:
    """Predicated/immediate forms are Zdn = Zdn op x: the first source must be the destination."""
    if a[i].num != d:
        t = SIZE.get(a[i].esz, "s")
        raise a.error(i, f"'{a.m}' is destructive: the destination z{d} must also be the first "
                      f"source (got z{a[i].num})",
                      f"write {a.m} z{d}.{t}, ..., z{d}.{t}, ... (copy first with "
                      f"'mov z{d}.d, z{a[i].num}.d' or movprfx)")


def bind_z(fn):
    """A binder whose closure runs ``fn(cpu.z, vlb)`` (whole-register-file forms)."""
    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1

        def run():
            fn(z, cpu.vlb)
            return nxt
        return run
    return bind


def write_pred(row, vlb: int, esz: int, vals) -> None:
    """Write element values to a predicate row, clearing the non-leading bits of each element."""
    if esz == 1:
        row[:vlb] = vals
    else:
        row[:vlb] = False
        row[:vlb:esz] = vals


# ----------------------------------------------------------------------------- INDEX
@insn("index", klass="sve_int")
def index(a: Args):
    a.count(3, usage="Zd.T, #start|Rn, #step|Rm")
    d, esz = a.zreg(0)
    srcs = []
    for i in (1, 2):
        if a.is_gpr(i):
            r, is64 = a.gpr(i)
            if is64 != (esz == 8):
                raise a.error(i, f"index .{SIZE[esz]} takes {'x' if esz == 8 else 'w'} registers",
                              f"write {'x' if esz == 8 else 'w'}{a[i].num}")
            srcs.append(("r", r))
        else:
            srcs.append(("i", a.imm(i, -16, 15, "immediate")))
    U, sh, bits = UINT[esz], LOG2[esz], 8 * esz
    mask = (1 << bits) - 1
    (k1, v1), (k2, v2) = srcs

    def bind(cpu, idx):
        zt, x, nxt = cpu.z.view(U), cpu.x, idx + 1
        row = zt[d]
        iota = np.arange(256 >> sh, dtype=U)

        def run():
            n = cpu.vlb >> sh
            start = (x[v1] if k1 == "r" else v1) & mask
            step = (x[v2] if k2 == "r" else v2) & mask
            v = row[:n]
            np.multiply(iota[:n], U(step), out=v)
            v += U(start)
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- DUP / MOV / CPY
def dup_imm_value(a: Args, i: int, esz: int, shift_op: int | None = None) -> int:
    """The element bits of ``#imm{, lsl #8}`` for DUP/MOV (DUP imm8, or DUPM bitmask)."""
    bits = 8 * esz
    v = a.imm(i)
    if shift_op is not None:
        _, s = a.shift(shift_op, ("lsl",), 8)
        if s not in (0, 8) or (s == 8 and esz == 1):
            raise a.error(shift_op, "shift must be lsl #0 or lsl #8 (not for .b)")
        if not -128 <= v <= 255 if esz == 1 else not -128 <= v <= 127:
            raise a.error(i, f"immediate {v} out of range -128-127 with a shift")
        return (v << s) & ((1 << bits) - 1)
    if not -(1 << (bits - 1)) <= v < (1 << bits):
        raise a.error(i, f"immediate {v} does not fit in .{SIZE[esz]} elements")
    e = v & ((1 << bits) - 1)
    s = sext(e, bits)
    if -128 <= s <= 127 or (esz > 1 and s % 256 == 0 and -128 <= s // 256 <= 127):
        return e
    rep = e
    for _ in range(64 // bits - 1):
        rep = (rep << bits) | e
    if is_bitmask_imm(rep, 64):
        return e
    raise a.error(i, f"immediate 0x{e:x} cannot be replicated into .{SIZE[esz]} elements",
                  "use -128..127 optionally shifted by 8, or a bitmask immediate")


def const_fill(d: int, esz: int, bits: int, g: int | None = None, zeroing: bool = False):
    """Binder: Zd = bits everywhere, or only in active elements (merging or zeroing)."""
    U, sh = UINT[esz], LOG2[esz]
    val = U(bits)

    def bind(cpu, idx):
        zt, p, nxt = cpu.z.view(U), cpu.p, idx + 1
        row = zt[d]
        if g is None:
            def run():
                row[:cpu.vlb >> sh] = val
                return nxt
            return run
        prow = p[g]

        def run():
            vlb = cpu.vlb
            v = row[:vlb >> sh]
            if zeroing:
                v[:] = 0
            np.copyto(v, val, where=prow[:vlb:esz])
            return nxt
        return run
    return bind


def _scalar_src(a: Args, i: int, esz: int):
    """A scalar source for DUP/CPY: ('x', gpr index) or ('v', fp register number)."""
    o = a[i]
    if isinstance(o, O.FReg):
        if o.kind != SIZE[esz]:
            raise a.error(i, f"expected {SIZE[esz]}{o.num} for .{SIZE[esz]} elements")
        return "v", o.num
    r, is64 = a.gpr(i, sp=True)
    if is64 != (esz == 8):
        raise a.error(i, f".{SIZE[esz]} elements take a {'x' if esz == 8 else 'w'} register",
                      f"write {'x' if esz == 8 else 'w'}{a[i].num}")
    return "x", r


def scalar_fill(d: int, esz: int, src, g: int | None = None):
    U, sh = UINT[esz], LOG2[esz]
    kind, r = src
    mask = (1 << 8 * esz) - 1

    def bind(cpu, idx):
        zt, p, x, nxt = cpu.z.view(U), cpu.p, cpu.x, idx + 1
        row = zt[d]
        prow = p[g] if g is not None else None
        src_row = zt[r] if kind == "v" else None

        def run():
            vlb = cpu.vlb
            val = src_row[0] if kind == "v" else U(x[r] & mask)
            if prow is None:
                row[:vlb >> sh] = val
            else:
                np.copyto(row[:vlb >> sh], val, where=prow[:vlb:esz])
            return nxt
        return run
    return bind


def dup_index(d: int, esz: int, n: int, k: int):
    """DUP (indexed): every element = Zn[k], or zero when k is beyond the vector."""
    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1
        row, src = z[d], z[n]

        def run():
            vlb = cpu.vlb
            if (k + 1) * esz > vlb:
                row[:vlb] = 0
            else:
                row[:vlb].reshape(-1, esz)[:] = src[k * esz:(k + 1) * esz]
            return nxt
        return run
    return bind


def _indexed(a: Args, i: int, esz: int) -> tuple[int, int]:
    n = a.zreg(i, SIZE[esz] if esz < 16 else "q", index=True)[0]
    o = a[i]
    if o.index is None:
        raise a.error(i, "expected an indexed element", f"e.g. z{n}.{SIZE[esz]}[1]")
    k = a.ctx.value(o.index.lstrip("#"), o.col)
    hi = 64 // esz - 1
    if not 0 <= k <= hi:
        raise a.error(i, f"element index {k} out of range 0-{hi}")
    return n, k


@insn("dup", klass="sve_int")
def dup(a: Args):
    a.count(2, 3, usage="Zd.T, #imm{, lsl #8} | Zd.T, Rn | Zd.T, Zn.T[imm]")
    d, esz = a.zreg(0, "bhsdq")
    if esz == 16 and not isinstance(a[1], O.ZReg):
        raise a.error(0, "only the indexed form of dup takes .q", f"e.g. dup z{d}.q, z1.q[1]")
    if a.is_imm(1):
        return const_fill(d, esz, dup_imm_value(a, 1, esz, 2 if len(a) == 3 else None))
    a.count(2)
    if isinstance(a[1], O.ZReg):
        return dup_index(d, esz, *_indexed(a, 1, esz))
    if isinstance(a[1], O.FReg):  # as GNU as and LLVM: DUP (scalar) takes a general register
        t = SIZE[esz]
        raise a.error(1, "dup (scalar) takes a general register",
                      f"write mov z{d}.{t}, {t}{a[1].num} (or dup z{d}.{t}, z{a[1].num}.{t}[0])")
    return scalar_fill(d, esz, _scalar_src(a, 1, esz))


def mov_z_z(d: int, n: int):
    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1
        dst, src = z[d], z[n]

        def run():
            vlb = cpu.vlb
            dst[:vlb] = src[:vlb]
            return nxt
        return run
    return bind


def sel_z(d: int, esz: int, g: int, n: int, m: int):
    """SEL: Zd = active ? Zn : Zm (MOV /m is SEL with Zm = Zd)."""
    U, sh = UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zt, p, nxt = cpu.z.view(U), cpu.p, idx + 1
        rd, rn, rm, prow = zt[d], zt[n], zt[m], p[g]

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            if m != d:
                np.copyto(rd[:ne], np.where(prow[:vlb:esz], rn[:ne], rm[:ne]))
            else:
                np.copyto(rd[:ne], rn[:ne], where=prow[:vlb:esz])
            return nxt
        return run
    return bind


@insn("mov", klass="sve_int", first="ZReg")
def mov_z(a: Args):
    if len(a) >= 3 and isinstance(a[2], O.ZASlice):  # SME: mov z, p/m, za slice = MOVA
        from .table import OVERLOADS, REGISTRY
        d = OVERLOADS.get(("mova", "ZReg")) or REGISTRY.get("mova")
        if d is None:
            raise a.error(2, "moves from ZA need the SME instructions")
        return d.decode(a)
    a.count(2, 3, 4, usage="Zd.T, Zn.T | Zd.T, Pg/M, Zn.T | Zd.T, #imm | Zd.T, Rn | Zd.T, Zn.T[i]")
    d, esz = a.zreg(0, "bhsdq")
    if esz == 16 and not (len(a) == 2 and isinstance(a[1], (O.ZReg, O.FReg))):
        raise a.error(0, ".q is only for the indexed move", f"e.g. mov z{d}.q, z1.q[1]")
    if esz == 16 and isinstance(a[1], O.ZReg) and a[1].index is None:
        raise a.error(0, "the vector move is 'mov zd.d, zn.d'", f"write mov z{d}.d, z{a[1].num}.d")
    if len(a) == 2:
        if a.is_imm(1):
            return const_fill(d, esz, dup_imm_value(a, 1, esz))
        if isinstance(a[1], O.ZReg):
            if a[1].index is not None:
                return dup_index(d, esz, *_indexed(a, 1, esz))
            if esz != 8 or a[1].esz != 8:
                raise a.error(0 if esz != 8 else 1, "the vector move is 'mov zd.d, zn.d'",
                              f"write mov z{d}.d, z{a[1].num}.d (the whole register is copied)")
            return mov_z_z(d, a.zreg(1, "d")[0])
        if isinstance(a[1], O.FReg):  # mov z0.s, s1 == dup z0.s, z1.s[0]
            s = _scalar_src(a, 1, esz)
            return dup_index(d, esz, s[1], 0)
        return scalar_fill(d, esz, _scalar_src(a, 1, esz))
    if not isinstance(a[1], O.PReg):
        if len(a) == 3 and a.is_imm(1):  # mov z0.s, #1, lsl #8
            return const_fill(d, esz, dup_imm_value(a, 1, esz, 2))
        raise a.error(1, "expected a governing predicate", f"e.g. mov z{d}.{SIZE[esz]}, p0/m, ...")
    if a.is_imm(2):  # CPY (immediate): /m or /z, P0-P15
        g, q = gov(a, 1, "mz", max_num=15)
        return const_fill(d, esz, dup_imm_value(a, 2, esz, 3 if len(a) == 4 else None), g,
                          zeroing=q == "z")
    a.count(3)
    if isinstance(a[2], O.ZReg):
        g, _ = gov(a, 1, "m", max_num=15)
        return sel_z(d, esz, g, zsame(a, 2, esz), d)
    g, _ = gov(a, 1, "m", max_num=7)
    return scalar_fill(d, esz, _scalar_src(a, 2, esz), g)


@insn("cpy", klass="sve_int")
def cpy(a: Args):
    return mov_z(a)


@insn("sel", klass="sve_int", first="ZReg")
def sel(a: Args):
    a.count(4, usage="Zd.T, Pg, Zn.T, Zm.T")
    d, esz = a.zreg(0)
    g, _ = gov(a, 1, "", max_num=15)
    return sel_z(d, esz, g, zsame(a, 2, esz), zsame(a, 3, esz))


# ----------------------------------------------------------------------------- integer arithmetic
def _bic(x, y, out=None, where=True):
    return np.bitwise_and(x, np.invert(y), out=out, where=where)


INT_OPS = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "and": np.bitwise_and,
           "orr": np.bitwise_or, "eor": np.bitwise_xor, "bic": _bic}
_LOGIC = ("and", "orr", "eor", "bic")


def int_binary(op, esz: int, d: int, n: int, m, g: int | None = None, imm: bool = False):
    """Binder for Zd = Zn op Zm (or op #imm when ``imm``), merging under Pg when given."""
    U, sh = UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zt, p, nxt = cpu.z.view(U), cpu.p, idx + 1
        rd, rn = zt[d], zt[n]
        rm = None if imm else zt[m]
        k = U(m) if imm else None
        prow = p[g] if g is not None else None
        if prow is None:
            def run():
                ne = cpu.vlb >> sh
                op(rn[:ne], k if imm else rm[:ne], out=rd[:ne])
                return nxt
            return run

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            op(rd[:ne], rm[:ne], out=rd[:ne], where=prow[:vlb:esz])
            return nxt
        return run
    return bind


def int_arith(a: Args):
    """ADD/SUB/MUL/AND/ORR/EOR/BIC on Z: unpredicated, predicated (/m, destructive), #imm
    (MUL by an indexed element: sve2_index.py)."""
    if a.m == "mul" and is_indexed(a, 2):
        return decode_same(a)
    op = INT_OPS[a.m]
    a.count(3, 4, usage="Zd.T, Zn.T, Zm.T | Zdn.T, Pg/M, Zdn.T, Zm.T | Zdn.T, Zdn.T, #imm")
    d, esz = a.zreg(0)
    if isinstance(a[1], O.PReg):
        a.count(4)
        g, _ = gov(a, 1, "m")
        n = zsame(a, 2, esz)
        destructive(a, d, 2)
        return int_binary(op, esz, d, n, zsame(a, 3, esz), g)
    n = zsame(a, 1, esz)
    if a.is_imm(2):
        destructive(a, d, 1)
        bits = 8 * esz
        mask = (1 << bits) - 1
        if a.m in _LOGIC:
            a.count(3)
            v = a.imm(2) & mask
            rep = v
            for _ in range(64 // bits - 1):
                rep = (rep << bits) | v
            if not is_bitmask_imm(rep, 64):
                raise a.error(2, f"0x{v:x} is not a bitmask immediate for .{SIZE[esz]}",
                              "a logical immediate is a rotated run of ones, replicated")
            if a.m == "bic":
                return int_binary(np.bitwise_and, esz, d, n, ~v & mask, imm=True)
            return int_binary(op, esz, d, n, v, imm=True)
        if a.m == "mul":
            a.count(3)
            v = a.imm(2, -128, 127, "immediate")
        else:
            v = a.imm(2)
            if len(a) == 4:
                _, s = a.shift(3, ("lsl",), 8)
                if s not in (0, 8) or (s and esz == 1):
                    raise a.error(3, "shift must be lsl #0 or lsl #8 (not for .b)")
                if not 0 <= v <= 255:
                    raise a.error(2, f"immediate {v} out of range 0-255")
                v <<= s
            elif not (0 <= v <= 255 or (esz > 1 and v % 256 == 0 and 0 <= v >> 8 <= 255)):
                raise a.error(2, f"immediate {v} out of range",
                              "add/sub take 0-255, or a multiple of 256 up to 65280 (not .b)")
        return int_binary(op, esz, d, n, v & mask, imm=True)
    a.count(3)
    m = zsame(a, 2, esz)
    if a.m in _LOGIC and (esz != 8 or a[1].esz != 8 or a[2].esz != 8):
        raise a.error(0, f"unpredicated '{a.m}' works on the whole register: write .d",
                      f"{a.m} z{d}.d, z{n}.d, z{m}.d")
    return int_binary(op, esz, d, n, m)


for _m in INT_OPS:
    insn(_m, klass="sve_int", first="ZReg")(int_arith)


@insn("uaddv", "saddv", klass="sve_reduce")
def addv(a: Args):
    a.count(3, usage="Dd, Pg, Zn.T")
    if not isinstance(a[0], O.FReg) or a[0].kind != "d":
        raise a.error(0, f"'{a.m}' writes a d register", f"e.g. {a.m} d0, p0, z1.s")
    d = a[0].num
    g, _ = gov(a, 1, "")
    signed = a.m == "saddv"
    n, esz = a.zreg(2, "bhs" if signed else "bhsd")
    T, sh = (SINT if signed else UINT)[esz], LOG2[esz]
    acc = np.int64 if signed else np.uint64

    def bind(cpu, idx):
        z, p, nxt = cpu.z, cpu.p, idx + 1
        src, prow, dst = z.view(T)[n], p[g], z[d]
        dst64 = dst.view(acc)

        def run():
            vlb = cpu.vlb
            s = np.add.reduce(src[:vlb >> sh], dtype=acc, where=prow[:vlb:esz])
            dst[:] = 0
            dst64[0] = s
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- DUPM, ORN/EON #imm
def bitmask_element(a: Args, i: int, esz: int, invert: bool = False) -> int:
    """The element bits of a logical immediate for .T (``invert``: ORN/EON/BIC take ~imm)."""
    bits = 8 * esz
    mask = (1 << bits) - 1
    v = a.imm(i)
    if not -(1 << (bits - 1)) <= v <= mask:
        raise a.error(i, f"immediate {v} does not fit in .{SIZE[esz]} elements")
    v = (~v if invert else v) & mask
    rep = 0
    for _ in range(64 // bits):
        rep = (rep << bits) | v
    if not is_bitmask_imm(rep, 64):
        raise a.error(i, f"0x{v:x} is not a bitmask immediate for .{SIZE[esz]}",
                      "a logical immediate is a rotated run of ones, replicated")
    return v


@insn("dupm", klass="sve_int")
def dupm(a: Args):
    """DUPM Zd.T, #bitmask: broadcast a logical immediate (MOV Zd.T, #imm is its alias)."""
    a.count(2, usage="Zd.T, #bitmask")
    d, esz = a.zreg(0)
    return const_fill(d, esz, bitmask_element(a, 1, esz))


@insn("orn", "eon", klass="sve_int", first="ZReg")
def orn_eon_imm(a: Args):
    """ORN/EON Zdn.T, Zdn.T, #imm: ORR/EOR with the inverted logical immediate."""
    a.count(3, usage="Zdn.T, Zdn.T, #bitmask")
    d, esz = a.zreg(0)
    n = zsame(a, 1, esz)
    if not a.is_imm(2):
        raise a.error(2, f"SVE '{a.m}' takes only an immediate",
                      f"e.g. {a.m} z{d}.{SIZE[esz]}, z{d}.{SIZE[esz]}, #0xfffffffe")
    destructive(a, d, 1)
    op = np.bitwise_or if a.m == "orn" else np.bitwise_xor
    return int_binary(op, esz, d, n, bitmask_element(a, 2, esz, invert=True), imm=True)


# ----------------------------------------------------------------------------- MOVPRFX
def zeroing_move(d: int, esz: int, g: int, n: int):
    """Zd = active ? Zn : 0 (MOVPRFX /z)."""
    U, sh = UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zt, p, nxt = cpu.z.view(U), cpu.p, idx + 1
        rd, rn, prow = zt[d], zt[n], p[g]

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            np.copyto(rd[:ne], np.where(prow[:vlb:esz], rn[:ne], U(0)))
            return nxt
        return run
    return bind


@insn("movprfx", klass="sve_int")
def movprfx(a: Args):
    """MOVPRFX Zd, Zn | Zd.T, Pg/M|Z, Zn.T: a (predicated) move executed before the next
    instruction (tilesim does not require the next one to be a destructive partner)."""
    a.count(2, 3, usage="Zd, Zn | Zd.T, Pg/M, Zn.T | Zd.T, Pg/Z, Zn.T")
    if len(a) == 2:
        d = a.zreg(0, "")[0]
        n = a.zreg(1, "")[0]
        if a[0].esz or a[1].esz:
            raise a.error(0 if a[0].esz else 1, "unpredicated movprfx takes no element size",
                          f"write movprfx z{d}, z{n}")
        return mov_z_z(d, n)
    d, esz = a.zreg(0)
    g, q = gov(a, 1, "mz")
    n = zsame(a, 2, esz)
    return sel_z(d, esz, g, n, d) if q == "m" else zeroing_move(d, esz, g, n)


from . import sve_enc  # noqa: E402,F401  (binary encodings of this module's forms)
from .sve2_index import decode_same, is_indexed  # noqa: E402  (needs this module's tables)
