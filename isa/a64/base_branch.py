"""Base A64 control flow and system: B, BL, BR, BLR, RET, B.cond, CBZ/CBNZ, TBZ/TBNZ, ADR/ADRP,
NOP, SVC, UDF, and FMOV between general and FP registers (the low bits of a vector register).
"""
from __future__ import annotations

import numpy as np

from . import operands as O
from .base import _const
from .bits import COND_EXPR
from . import encoding as E
from .table import M64, Args, insn


def _target_index(a: Args, i: int) -> int:
    addr = a.target(i)
    base = a.ctx.address - 4 * a.ctx.index
    off = addr - a.ctx.address
    if addr & 3:
        raise a.error(i, f"branch target 0x{addr:x} is not 4-byte aligned")
    if not -(1 << 27) <= off < (1 << 27):
        raise a.error(i, "branch target out of range (±128 MiB)")
    return (addr - base) >> 2


@insn("b", klass="branch")
def b(a: Args):
    a.count(1, usage="label")
    t = _target_index(a, 0)
    return lambda cpu, idx: (lambda: t)


@insn("bl", klass="branch")
def bl(a: Args):
    a.count(1, usage="label")
    t = _target_index(a, 0)

    def bind(cpu, idx):
        x = cpu.x
        ret = cpu.text_base + 4 * (idx + 1)

        def run():
            x[30] = ret
            return t
        return run
    return bind


def _make_bcond(cond: str):
    expr = COND_EXPR[cond]

    def decode(a: Args):
        a.count(1, usage="label")
        t = _target_index(a, 0)
        src = f"def make(f, t, nxt):\n    def run():\n        return t if {expr} else nxt\n    return run"
        env: dict = {}
        exec(src, env)  # noqa: S102 - expression from the fixed condition table
        make = env["make"]
        return lambda cpu, idx: make(cpu.nzcv, t, idx + 1)
    return decode


for _c in COND_EXPR:
    insn(f"b.{_c}", klass="branch")(_make_bcond(_c))
    if _c in ("eq", "ne", "cs", "hs", "cc", "lo", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt",
              "gt", "le", "al"):
        insn(f"b{_c}", klass="branch")(_make_bcond(_c))  # GNU as also accepts "beq"


@insn("br", "blr", klass="branch")
def br(a: Args):
    a.count(1, usage="Xn")
    n, _ = a.gpr(0, zr=False, width=64)
    link = a.m == "blr"

    def bind(cpu, idx):
        x, branch_to = cpu.x, cpu.branch_to
        ret = cpu.text_base + 4 * (idx + 1)

        def run():
            target = x[n]
            if link:
                x[30] = ret
            return branch_to(target)
        return run
    return bind


@insn("ret", klass="branch")
def ret(a: Args):
    a.count(0, 1, usage="{Xn}")
    n = a.gpr(0, zr=False, width=64)[0] if len(a) else 30

    def bind(cpu, idx):
        x, branch_to = cpu.x, cpu.branch_to
        return lambda: branch_to(x[n])
    return bind


@insn("cbz", "cbnz", klass="branch")
def cbz(a: Args):
    a.count(2, usage="Rt, label")
    t, is64 = a.gpr(0)
    mask = M64 if is64 else 0xFFFFFFFF
    tgt = _target_index(a, 1)
    zero = a.m == "cbz"

    def bind(cpu, idx):
        x, nxt = cpu.x, idx + 1
        if zero:
            return lambda: tgt if not x[t] & mask else nxt
        return lambda: tgt if x[t] & mask else nxt
    return bind


@insn("tbz", "tbnz", klass="branch")
def tbz(a: Args):
    a.count(3, usage="Rt, #bit, label")
    t, is64 = a.gpr(0)
    bit = a.imm(1, 0, 63 if is64 else 31, "bit number")
    tgt = _target_index(a, 2)
    want = 0 if a.m == "tbz" else 1

    def bind(cpu, idx):
        x, nxt = cpu.x, idx + 1
        return lambda: tgt if ((x[t] >> bit) & 1) == want else nxt
    return bind


@insn("adr", "adrp")
def adr(a: Args):
    a.count(2, usage="Xd, label")
    d, _ = a.gpr(0, write=True, width=64)
    addr = a.target(1)
    if a.m == "adrp":
        addr &= ~0xFFF
        if not -(1 << 32) <= addr - (a.ctx.address & ~0xFFF) < (1 << 32):
            raise a.error(1, "adrp target out of range (±4 GiB)")
    elif not -(1 << 20) <= addr - a.ctx.address < (1 << 20):
        raise a.error(1, "adr target out of range (±1 MiB)", "use adrp + add :lo12:")
    return _const(d, addr & M64)


@insn("nop")
def nop(a: Args):
    a.count(0)
    return lambda cpu, idx: (lambda: idx + 1)


@insn("udf")
def udf(a: Args):
    a.count(1, usage="#imm16")
    a.imm(0, 0, 0xFFFF)

    def bind(cpu, idx):
        def run():
            cpu.illegal("permanently undefined instruction (udf)")
        return run
    return bind


@insn("svc", klass="system")
def svc(a: Args):
    a.count(1, usage="#0")
    a.imm(0, 0, 0xFFFF)

    def bind(cpu, idx):
        syscall, nxt = cpu.syscall, idx + 1

        def run():
            syscall()
            return nxt
        return run
    return bind


@insn("fmov", klass="fp_mov", first="FReg|Gpr")
def fmov_gpr(a: Args):
    """FMOV between X/W and D/S registers: bits move unchanged; writing D/S zeroes the rest of
    the vector register (Arm ARM: writes to a SIMD&FP register clear the bits above)."""
    a.count(2, usage="Dd, Xn | Xd, Dn | Sd, Wn | Wd, Sn")
    if isinstance(a[0], O.FReg):
        f = a[0]
        if f.kind not in ("d", "s"):
            raise a.error(0, "fmov here moves to d or s registers")
        n, is64 = a.gpr(1)
        if is64 != (f.kind == "d"):
            raise a.error(1, "fmov d needs an x register, fmov s a w register")
        size = 8 if is64 else 4

        def bind(cpu, idx):
            z, x, nxt = cpu.z, cpu.x, idx + 1

            def run():
                row = z[f.num]
                row[:] = 0
                row[:size] = np.frombuffer((x[n] & ((1 << (8 * size)) - 1)).to_bytes(size, "little"),
                                           np.uint8)
                return nxt
            return run
        return bind
    d, is64 = a.gpr(0, write=True)
    if not isinstance(a[1], O.FReg) or a[1].kind not in ("d", "s"):
        raise a.error(1, "expected a d or s register", "fmov x0, d1")
    f = a[1]
    if is64 != (f.kind == "d"):
        raise a.error(1, "fmov x needs a d register, fmov w an s register")
    size = 8 if is64 else 4

    def bind(cpu, idx):
        z, x, nxt = cpu.z, cpu.x, idx + 1

        def run():
            x[d] = int.from_bytes(z[f.num, :size].tobytes(), "little")
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- encodings
# Arm ARM C4.1.65 (Branches, exception generating and system instructions).
def _fmt_b(f):
    return f"{'bl' if f.op else 'b'} {E.target(f.addr + 4 * E.sext(f.imm26, 26))}"


def _fmt_cb(f):
    return (f"{'cbnz' if f.op else 'cbz'} {E.r(f.sf, f.Rt)}, "
            f"{E.target(f.addr + 4 * E.sext(f.imm19, 19))}")


E.ENC("b", "op:1 00101 imm26:26", _fmt_b, aliases=("bl",))
E.ENC("cbz", "sf:1 011010 op:1 imm19:19 Rt:5", _fmt_cb, aliases=("cbnz",))
E.ENC("ret", "1101011 0 0 10 11111 0000 0 0 Rn:5 00000",
      lambda f: "ret" if f.Rn == 30 else f"ret {E.x(f.Rn)}")
E.ENC("nop", "1101010100 0 00 011 0010 0000 000 11111", lambda f: "nop")
E.ENC("svc", "11010100 000 imm16:16 000 01", lambda f: f"svc {E.himm(f.imm16)}")
