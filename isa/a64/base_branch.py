"""Base A64 control flow and system: B, BL, BR, BLR, RET, B.cond, CBZ/CBNZ, TBZ/TBNZ, ADR/ADRP,
NOP, SVC, UDF, FMOV between general and FP registers (the low bits of a vector register), and the
system instructions user space meets: hints (YIELD, BTI), barriers (DMB, DSB, ISB), BRK, and
MRS/MSR of TPIDR_EL0, TPIDR2_EL0, NZCV, FPCR, FPSR, DCZID_EL0, CNTFRQ_EL0, CNTVCT_EL0 and SVCR.
"""
from __future__ import annotations

import re

import numpy as np

from isa.faults import Breakpoint, trapping

from . import operands as O
from .base import _const
from .base_system import ID_KEYS, PSTATE_FIELDS, ZERO_REGS, id_registers
from .bits import COND_EXPR
from . import encoding as E
from .sem import form
from .table import M64, Args, insn


def pc_offset(a: Args, addr: int) -> int:
    """``addr - PC`` as a signed 64-bit offset: PC-relative targets wrap modulo 2^64 (a word at a
    small address may branch to 0xffff...; Arm ARM: the address computation is modulo 2^64)."""
    return ((addr - a.ctx.address + (1 << 63)) & M64) - (1 << 63)


def _target_index(a: Args, i: int, bits: int = 28) -> int:
    """Slot index of the branch target at operand ``i``; ``bits``: the signed byte-offset width
    (28 for B/BL, 21 for B.cond/CBZ, 16 for TBZ)."""
    addr = a.target(i)
    off = pc_offset(a, addr)
    if addr & 3:
        raise a.error(i, f"branch target 0x{addr & M64:x} is not 4-byte aligned")
    if not -(1 << (bits - 1)) <= off < (1 << (bits - 1)):
        span = {28: "128 MiB", 21: "1 MiB", 16: "32 KiB"}[bits]
        raise a.error(i, f"branch target out of range (±{span})")
    a.info = {**getattr(a, "info", {}), "target": addr & M64}  # the machine checks it at bind
    return a.ctx.index + (off >> 2)


@insn("b", klass="branch")
def b(a: Args):
    a.count(1, usage="label")
    return form("", consts={"tgt": _target_index(a, 0)}, branch="True")


@insn("bl", klass="branch")
def bl(a: Args):
    a.count(1, usage="label")
    return form("{lr} = {ret}", {"lr": 30}, ("lr",), {"tgt": _target_index(a, 0)}, branch="True",
                link=True)


def _make_bcond(cond: str):

    def decode(a: Args):
        a.count(1, usage="label")
        return form("", consts={"tgt": _target_index(a, 0, 21)}, branch="{cond}", cond=cond,
                    nzcv="c")
    return decode


for _c in COND_EXPR:
    insn(f"b.{_c}", klass="branch")(_make_bcond(_c))
    if _c in ("eq", "ne", "cs", "hs", "cc", "lo", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt",
              "gt", "le", "al"):
        insn(f"b{_c}", klass="branch")(_make_bcond(_c))  # GNU as also accepts "beq"
    # BC.cond (FEAT_HBC): B.cond with a hint that the branch is not expected to be taken
    insn(f"bc.{_c}", klass="branch")(_make_bcond(_c))


@insn("br", "blr", klass="branch")
def br(a: Args):
    a.count(1, usage="Xn")
    n, _ = a.gpr(0, width=64)  # xzr is a valid (if useless) target register: address 0
    link = a.m == "blr"

    def bind(cpu, idx):
        x, branch_to = cpu.x, cpu.branch_to
        ret = cpu.address_of(idx + 1)

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
    n = a.gpr(0, width=64)[0] if len(a) else 30

    def bind(cpu, idx):
        x, branch_to = cpu.x, cpu.branch_to
        return lambda: branch_to(x[n])
    return bind


@insn("cbz", "cbnz", klass="branch")
def cbz(a: Args):
    a.count(2, usage="Rt, label")
    t, is64 = a.gpr(0)
    mask = M64 if is64 else 0xFFFFFFFF
    tgt = _target_index(a, 1, 21)
    test = "{t}" if is64 else f"{{t}} & {mask}"
    return form("", {"t": t}, (), {"tgt": tgt}, branch=f"not {test}" if a.m == "cbz" else test)


@insn("tbz", "tbnz", klass="branch")
def tbz(a: Args):
    a.count(3, usage="Rt, #bit, label")
    t, is64 = a.gpr(0)
    bit = a.imm(1, 0, 63 if is64 else 31, "bit number")
    tgt = _target_index(a, 2, 16)
    test = "{t} >> {bit} & 1"
    return form("", {"t": t}, (), {"bit": bit, "tgt": tgt},
                branch=f"not {test}" if a.m == "tbz" else test)


@insn("adr", "adrp")
def adr(a: Args):
    a.count(2, usage="Xd, label")
    d, _ = a.gpr(0, write=True, width=64)
    addr = a.target(1) & M64
    if a.m == "adrp":
        addr &= ~0xFFF
        page = ((addr - (a.ctx.address & ~0xFFF) + (1 << 63)) & M64) - (1 << 63)
        if not -(1 << 32) <= page < (1 << 32):
            raise a.error(1, "adrp target out of range (±4 GiB)")
    elif not -(1 << 20) <= pc_offset(a, addr) < (1 << 20):
        raise a.error(1, "adr target out of range (±1 MiB)", "use adrp + add :lo12:")
    return _const(d, addr & M64)


@insn("nop")
def nop(a: Args):
    a.count(0)
    return form("")


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
        # the system call returns None (go on) or the address to continue at: a signal
        # handler, or the pc rt_sigreturn restores; the machine serves it with its clocks exact
        syscall, nxt, here, branch_to = cpu.syscall, idx + 1, cpu.address_of(idx), cpu.branch_to

        def serve():
            to = syscall(here)
            return nxt if to is None else branch_to(to)
        return trapping(cpu, serve)
    return bind


@insn("fmov", klass="fp_mov", first="FReg|Gpr")
def fmov_gpr(a: Args):
    """FMOV between X/W and D/S registers: bits move unchanged; writing D/S zeroes the rest of
    the vector register (Arm ARM: writes to a SIMD&FP register clear the bits above)."""
    a.count(2, usage="Dd, Xn | Xd, Dn | Sd, Wn | Wd, Sn")
    if not ((a.is_gpr(0) and type(a[1]) is O.FReg and a[1].kind in ("d", "s"))
            or (type(a[0]) is O.FReg and a[0].kind in ("d", "s") and a.is_gpr(1))):
        from .table import OVERLOADS  # register, #imm, H and V.D[1] forms: isa/a64/fp_scalar.py

        fmov_fp = OVERLOADS[("fmov", "VReg")]
        return a.hand_to(fmov_fp)
    if isinstance(a[0], O.FReg):
        f = a[0]
        if f.kind not in ("d", "s"):
            raise a.error(0, "fmov here moves to d or s registers")
        n, is64 = a.gpr(1)
        if is64 != (f.kind == "d"):
            raise a.error(1, "fmov d needs an x register, fmov s a w register")
        size = 8 if is64 else 4
        return form(f"{{Z}}[{{tz}}:{{tz}} + {size}] = ({{n}} & {(1 << 8 * size) - 1})"
                    f".to_bytes({size}, 'little')\n{{Z}}[{{tz}} + {size}:{{tz}} + 256] = "
                    f"bytes({256 - size})", {"n": n}, (), {"tz": 256 * f.num})
    d, is64 = a.gpr(0, write=True)
    if not isinstance(a[1], O.FReg) or a[1].kind not in ("d", "s"):
        raise a.error(1, "expected a d or s register", "fmov x0, d1")
    f = a[1]
    if is64 != (f.kind == "d"):
        raise a.error(1, "fmov x needs a d register, fmov w an s register")
    size = 8 if is64 else 4
    return form(f"{{d}} = int.from_bytes({{Z}}[{{tz}}:{{tz}} + {size}], 'little')", {"d": d}, ("d",),
                {"tz": 256 * f.num})


# ----------------------------------------------------------------------------- system
# Hints, barriers, BRK and the system registers user space reads (Arm ARM C5.2 / D23: HINT,
# DMB, DSB, ISB, BRK, MRS, MSR (register)). None of them has an architectural effect on a
# single-threaded user-mode process except BRK (SIGTRAP) and the registers MRS/MSR name.

# Every hint number QEMU -cpu max executes: the pointer-authentication hints (PACIASP…,
# isa.a64.base_pauth) and NOPs for the rest (WFE/WFI/SEV/SEVL, DGH, ESB, CSDB, TSB/PSB/GCSB,
# CLRBHB, CHKFEAT, and unallocated numbers: "hints are NOPs unless implemented", Arm ARM C6.2).
_BTI = {"": 32, "c": 34, "j": 36, "jc": 38}
# hint number -> llvm-objdump-19's spelling (the others print as ``hint #0x..``; 39 and 40 as
# decimal ``hint #39``)
HINT_NAMES = {1: "yield", 2: "wfe", 3: "wfi", 4: "sev", 5: "sevl", 6: "dgh", 16: "esb",
              18: "tsb csync", 20: "csdb", 32: "bti", 34: "bti c", 36: "bti j", 38: "bti jc"}
_NOP_HINTS = {"wfe": 2, "wfi": 3, "sev": 4, "sevl": 5, "dgh": 6, "esb": 16, "csdb": 20,
              "clrbhb": 22, "psb": 17, "tsb": 18, "gcsb": 19, "pacm": 39, "chkfeat": 40}


def _no_op(cpu, idx):
    return lambda: idx + 1


@insn("hint", "yield", "bti", *_NOP_HINTS, klass="system")
def hint(a: Args):
    """HINT #imm7 and its named forms: BTI {c|j|jc} (branch targets are not enforced: no page
    is guarded in a user-mode process without PROT_BTI), YIELD, WFE, WFI, SEV, SEVL, DGH, ESB,
    CSDB, PSB/TSB CSYNC, GCSB DSYNC, CLRBHB, PACM, CHKFEAT X16 run as NOPs (as under QEMU
    linux-user); the pointer-authentication numbers run their PAC operation."""
    if a.m == "bti":
        a.count(0, 1, usage="{c|j|jc}")
        if len(a) and (not isinstance(a[0], O.Ident) or a[0].name not in _BTI):
            raise a.error(0, f"bad bti target '{a.raw[0].text}'", "bti c, bti j or bti jc")
    elif a.m in ("psb", "tsb", "gcsb"):
        want = "dsync" if a.m == "gcsb" else "csync"
        a.count(1, usage=want)
        if not isinstance(a[0], O.Ident) or a[0].name != want:
            raise a.error(0, f"expected '{want}'", f"{a.m} {want}")
    elif a.m == "chkfeat":
        a.count(1, usage="x16")
        if a.gpr(0, width=64)[0] != 16:
            raise a.error(0, "chkfeat takes x16")
    elif a.m == "hint":
        a.count(1, usage="#imm7")
        n = a.imm(0, 0, 127, "hint number")
        from .base_pauth import HINT_NUMBERS, hint_form

        for name, num in HINT_NUMBERS.items():
            if num == n:
                return hint_form(a, name)
    else:
        a.count(0)
    return _no_op


BARRIER_OPTIONS = {"oshld": 1, "oshst": 2, "osh": 3, "nshld": 5, "nshst": 6, "nsh": 7,
                   "ishld": 9, "ishst": 10, "ish": 11, "ld": 13, "st": 14, "sy": 15}
BARRIER_NAMES = {v: k for k, v in BARRIER_OPTIONS.items()}


@insn("dmb", "dsb", "isb", "ssbb", "pssbb", "clrex", klass="system")
def barrier(a: Args):
    """DMB/DSB <option>|#imm4, ISB {sy|#imm4}, SSBB, PSSBB: no effect on one in-order core
    (memory is sequentially consistent); CLREX {#imm4} clears the exclusive monitor."""
    if a.m == "clrex":
        a.count(0, 1, usage="{#imm4}")
        if len(a):
            a.imm(0, 0, 15, "barrier option")
        from .base_atomic import clear_monitor

        return clear_monitor
    if a.m in ("ssbb", "pssbb"):
        a.count(0)
        return _no_op
    if a.m in ("isb", "clrex"):
        a.count(0, 1, usage="{#imm4}" if a.m == "clrex" else "{sy | #imm4}")
        if not len(a):
            return _no_op
    else:
        a.count(1, usage="<option> | #imm4  (sy, ish, ishld, ishst, osh, nsh, ...)")
    if isinstance(a[0], O.Ident) and a.m != "clrex":
        name = a[0].name
        if name not in BARRIER_OPTIONS or (a.m == "isb" and name != "sy"):
            raise a.error(0, f"unknown barrier option '{a.raw[0].text}'",
                          "isb takes sy or #imm4" if a.m == "isb"
                          else "sy, ish, ishld, ishst, osh, oshld, oshst, nsh, nshld, nshst, ld, st")
    else:
        a.imm(0, 0, 15, "barrier option")
    return _no_op


@insn("brk", klass="system")
def brk(a: Args):
    """BRK #imm16: a breakpoint; Linux delivers SIGTRAP (exit status 133, as QEMU reports)."""
    a.count(1, usage="#imm16")
    v = a.imm(0, 0, 0xFFFF)

    def bind(cpu, idx):
        def run():
            raise Breakpoint(f"brk #0x{v:x}")
        return run
    return bind


# (op0, op1, CRn, CRm, op2) of the system registers user space uses (Arm ARM D23), and whether
# MSR may write them
SYSREGS = {"tpidr_el0": ((3, 3, 13, 0, 2), True), "fpcr": ((3, 3, 4, 4, 0), True),
           "fpsr": ((3, 3, 4, 4, 1), True), "dczid_el0": ((3, 3, 0, 0, 7), False),
           "cntfrq_el0": ((3, 3, 14, 0, 0), False), "cntvct_el0": ((3, 3, 14, 0, 2), False),
           "svcr": ((3, 3, 4, 2, 2), True), "nzcv": ((3, 3, 4, 2, 0), True),
           "tpidr2_el0": ((3, 3, 13, 0, 5), True),
           # FEAT_FPMR: the FP8 formats, scales and overflow modes (QEMU 11.1 keeps all 64 bits)
           "fpmr": ((3, 3, 4, 4, 2), True)}
SYSREGS.update({name: (key, False) for name, key in {**ID_KEYS, **ZERO_REGS}.items()})
SYSREGS.update({name: (key, True) for name, (key, _, _) in PSTATE_FIELDS.items()})
SYSREG_NAMES = {key: name for name, (key, _) in SYSREGS.items()}
# values QEMU 11.1's ``-cpu max`` user mode gives: DCZID_EL0.BS = 7 (512-byte DC ZVA blocks),
# a 1 GHz generic timer (CNTFRQ_EL0); CNTVCT_EL0 reads the state's ``counter`` (the Linux
# process's simulated clock at 1 GHz, simulator/linux/clocks.py), else counts its reads
DCZID_EL0, CNTFRQ_EL0 = 7, 1_000_000_000
FPSR_MASK = 0xF800009F  # N Z C V QC and the cumulative exception flags IDC IXC UFC OFC DZC IOC


def _sysreg(a: Args, i: int, write: bool) -> str:
    """The register named by operand ``i`` (a name or ``s<op0>_<op1>_c<n>_c<m>_<op2>``)."""
    text = a.raw[i].text.strip().lower()
    m = re.fullmatch(r"s([0-3])_([0-7])_c(\d+)_c(\d+)_([0-7])", text)
    name = SYSREG_NAMES.get(tuple(int(g) for g in m.groups())) if m else text
    if name not in SYSREGS:
        raise a.error(i, f"unsupported system register '{a.raw[i].text}'",
                      "tilesim models " + ", ".join(SYSREGS))
    if write and not SYSREGS[name][1]:
        raise a.error(i, f"'{name}' is read-only", "use mrs")
    return name


@insn("mrs", klass="system")
def mrs(a: Args):
    """MRS Xt, <sysreg>: TPIDR_EL0, FPCR, FPSR, FPMR, DCZID_EL0, CNTFRQ_EL0, CNTVCT_EL0, SVCR, NZCV,
    the identification registers, CTR_EL0, TPIDRRO_EL0, DIT, SSBS, TCO (isa.a64.base_system)."""
    a.count(2, usage="Xt, <system register>")
    t, _ = a.gpr(0, write=True, width=64)
    name = _sysreg(a, 1, write=False)
    if name == "fpmr":
        a.info = {"feature": "fp8"}  # FEAT_FPMR comes with FEAT_FP8 (the M4 has neither)

    def bind(cpu, idx):
        x, regs, nxt = cpu.x, cpu.sysregs, idx + 1
        if name == "svcr":
            def run():
                x[t] = int(cpu.sm) | int(cpu.za_on) << 1
                return nxt
        elif name == "nzcv":  # N Z C V in bits 31..28
            f = cpu.nzcv

            def run():
                x[t] = f[0] << 31 | f[1] << 30 | f[2] << 29 | f[3] << 28
                return nxt
        elif name == "cntvct_el0":
            def serve():  # deterministic: the simulated clock, or one more on every read
                counter = cpu.counter
                regs[name] = counter() & 0xFFFF_FFFF_FFFF_FFFF if counter is not None \
                    else regs[name] + 1
                x[t] = regs[name]
                return nxt
            run = trapping(cpu, serve)
        elif name in regs or name in PSTATE_FIELDS:
            def run():
                x[t] = regs.get(name, 0)
                return nxt
        elif name in ID_KEYS or name in ZERO_REGS:
            v = id_registers(getattr(cpu, "features", None)).get(name, 0)

            def run():
                x[t] = v
                return nxt
        else:
            v = DCZID_EL0 if name == "dczid_el0" else CNTFRQ_EL0

            def run():
                x[t] = v
                return nxt
        return run
    return bind


@insn("msr", klass="system")
def msr(a: Args):
    """MSR <sysreg>, Xt: TPIDR_EL0, FPSR, FPMR, SVCR (SM and ZA bits, as SMSTART/SMSTOP) and FPCR
    (only the value 0 tilesim's floating point implements: round to nearest, no flush to zero,
    no default NaN, no traps)."""
    a.count(2, usage="<system register>, Xt")
    name = _sysreg(a, 0, write=True)
    if name == "fpmr":
        a.info = {"feature": "fp8"}
    if name in PSTATE_FIELDS and a.is_imm(1):  # MSR <pstatefield>, #imm
        bit = PSTATE_FIELDS[name][1]
        val = a.imm(1, 0, 1, "immediate") << bit

        def bind_imm(cpu, idx):
            regs, nxt = cpu.sysregs, idx + 1

            def run():
                regs[name] = val
                return nxt
            return run
        return bind_imm
    t, _ = a.gpr(1, width=64)
    if name == "svcr":
        a.klass = "sme_mode"  # timed as SMSTART/SMSTOP: it may switch streaming mode

    def bind(cpu, idx):
        x, regs, nxt = cpu.x, cpu.sysregs, idx + 1
        if name == "svcr":
            def run():
                cpu.set_pstate(sm=x[t] & 1, za=x[t] >> 1 & 1)
                return nxt
        elif name == "nzcv":
            f = cpu.nzcv

            def run():
                v = x[t]
                f[0], f[1], f[2], f[3] = v >> 31 & 1, v >> 30 & 1, v >> 29 & 1, v >> 28 & 1
                return nxt
        elif name == "fpcr":
            def run():
                if x[t]:
                    cpu.illegal(f"unsupported: msr fpcr with 0x{x[t]:x} (tilesim implements "
                                "FPCR = 0: round to nearest, no flush to zero, no default NaN)")
                return nxt
        else:
            mask = FPSR_MASK if name == "fpsr" else \
                (1 << PSTATE_FIELDS[name][1]) if name in PSTATE_FIELDS else M64

            def run():
                regs[name] = x[t] & mask
                return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- encodings
# Arm ARM C4.1.65 "Branches, exception generating and system instructions" (checked against
# llvm/test/MC/AArch64/basic-a64-instructions.s and llvm-objdump-19).
_COND_NAMES = ("eq", "ne", "hs", "lo", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt", "gt", "le",
               "al", "nv")  # llvm-objdump's spelling of cond 0..15


def imm0x(v: int) -> str:
    """``#0`` for zero, else hex: how llvm-objdump prints SVC/BRK/HINT immediates."""
    return "#0" if v == 0 else f"#0x{v:x}"


def _fmt_b(f):
    return f"{'bl' if f.op else 'b'} {E.target(f.addr + 4 * E.sext(f.imm26, 26))}"


def _fmt_cb(f):
    return (f"{'cbnz' if f.op else 'cbz'} {E.r(f.sf, f.Rt)}, "
            f"{E.target(f.addr + 4 * E.sext(f.imm19, 19))}")


def _fmt_bcond(f):
    return f"b.{_COND_NAMES[f.cond]} {E.target(f.addr + 4 * E.sext(f.imm19, 19))}"


def _fmt_tb(f):
    bit = f.b5 << 5 | f.b40
    return (f"{'tbnz' if f.op else 'tbz'} {E.r(f.b5, f.Rt)}, {E.himm(bit)}, "
            f"{E.target(f.addr + 4 * E.sext(f.imm14, 14))}")


def _fmt_adr(f):
    off = E.sext(f.immhi << 2 | f.immlo, 21)
    if f.op:
        return f"adrp {E.x(f.Rd)}, {E.target((f.addr & ~0xFFF) + (off << 12))}"
    return f"adr {E.x(f.Rd)}, {E.target(f.addr + off)}"


def _fmt_fmov_gpr(f):
    """FMOV (general): Arm ARM C4.1.69 "Conversion between floating-point and integer"."""
    if (f.sf, f.ftype) not in ((1, 1), (0, 0)):
        return None  # fmov h, fmov v.d[1] and the conversions are not executed here
    fp = "d" if f.sf else "s"
    if f.op:  # opcode 111: general -> FP
        return f"fmov {fp}{f.Rd}, {E.r(f.sf, f.Rn)}"
    return f"fmov {E.r(f.sf, f.Rd)}, {fp}{f.Rn}"


E.ENC("b", "op:1 00101 imm26:26", _fmt_b, aliases=("bl",))
E.ENC("cbz", "sf:1 011010 op:1 imm19:19 Rt:5", _fmt_cb, aliases=("cbnz",))
# B.cond (bit 4 = 0; BC.cond of FEAT_HBC has bit 4 = 1): every b.<cond> spelling, the GNU
# ``beq`` forms and the SVE condition aliases (b.none = b.eq, ...) assemble to these words.
E.ENC("b.eq", "0101010 0 imm19:19 0 cond:4", _fmt_bcond,
      aliases=tuple(f"b.{c}" for c in COND_EXPR) + tuple(
          f"b{c}" for c in COND_EXPR if len(c) == 2 and c != "nv"))
E.ENC("bc.eq", "0101010 0 imm19:19 1 cond:4",
      lambda f: "bc" + _fmt_bcond(f)[1:], aliases=tuple(f"bc.{c}" for c in COND_EXPR))
E.ENC("tbz", "b5:1 011011 op:1 b40:5 imm14:14 Rt:5", _fmt_tb, aliases=("tbnz",))
E.ENC("adr", "op:1 immlo:2 10000 immhi:19 Rd:5", _fmt_adr, aliases=("adrp",))
E.ENC("br", "1101011 0 0 0 op:1 11111 0000 0 0 Rn:5 00000",
      lambda f: f"{'blr' if f.op else 'br'} {E.x(f.Rn)}", aliases=("blr",))
E.ENC("ret", "1101011 0 0 10 11111 0000 0 0 Rn:5 00000",
      lambda f: "ret" if f.Rn == 30 else f"ret {E.x(f.Rn)}")
E.ENC("nop", "1101010100 0 00 011 0010 0000 000 11111", lambda f: "nop")
E.ENC("svc", "11010100 000 imm16:16 000 01", lambda f: f"svc {imm0x(f.imm16)}")
E.ENC("udf", "0000000000000000 imm16:16", lambda f: f"udf {E.himm(f.imm16)}")
E.ENC("fmov", "sf:1 0 0 11110 ftype:2 1 00 11 op:1 000000 Rn:5 Rd:5", _fmt_fmov_gpr)


# Arm ARM C4.1.65: hints (CRn = 0010), barriers (CRn = 0011), exception generation, and
# system register moves; spellings checked with llvm-objdump-19 over all 128 hint numbers.
def _fmt_hint(f):
    n = f.CRm << 3 | f.op2
    if n == 0 or n in (7, 8, 10, 12, 14) or 24 <= n <= 31:
        return None  # NOP; the PAC hints (isa.a64.base_pauth)
    if n in HINT_NAMES:
        return HINT_NAMES[n]
    return f"hint #{n}" if n in (39, 40) else f"hint {E.himm(n)}"


def _fmt_barrier(f):
    if f.op2 == 2:
        return "clrex" if f.CRm == 15 else f"clrex {E.himm(f.CRm)}"
    if f.op2 == 4 and f.CRm in (0, 4):
        return "ssbb" if f.CRm == 0 else "pssbb"
    if f.op2 in (4, 5):
        return f"{'dmb' if f.op2 == 5 else 'dsb'} {BARRIER_NAMES.get(f.CRm, f'#{f.CRm}')}"
    if f.op2 == 6:
        return "isb" if f.CRm == 15 else f"isb #{f.CRm}"
    return None  # SB, DSB nXS: not executed here


def _fmt_sysreg(f):
    w = f.word
    name = SYSREG_NAMES.get((2 + (w >> 19 & 1), w >> 16 & 7, w >> 12 & 15, w >> 8 & 15, w >> 5 & 7))
    if name is None:
        return None
    if f.L:
        return f"mrs {E.x(f.Rt)}, {name}"
    return f"msr {name}, {E.x(f.Rt)}" if SYSREGS[name][1] else None


E.ENC("hint", "1101010100 0 00 011 0010 CRm:4 op2:3 11111", _fmt_hint,
      aliases=("yield", "bti", *_NOP_HINTS))
for _name, (_, _bit, (_o1, _o2)) in PSTATE_FIELDS.items():  # MSR <pstatefield>, #imm
    E.ENC("msr", f"1101010100 0 00 {_o1:03b} 0100 000 imm:1 {_o2:03b} 11111",
          lambda f, _n=_name: f"msr {_n}, #0x{f.imm:x}")
E.ENC("dmb", "1101010100 0 00 011 0011 CRm:4 op2:3 11111", _fmt_barrier,
      aliases=("dsb", "isb", "ssbb", "pssbb", "clrex"))
E.ENC("brk", "11010100 001 imm16:16 000 00", lambda f: f"brk {imm0x(f.imm16)}")
for (_op0, _op1, _crn, _crm, _op2), _ in SYSREGS.values():  # one pattern per register
    E.ENC("mrs", f"1101010100 L:1 1 {_op0 - 2} {_op1:03b} {_crn:04b} {_crm:04b} {_op2:03b} Rt:5",
          _fmt_sysreg, aliases=("msr",))
