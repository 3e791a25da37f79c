"""User-mode system instructions beyond moves of the thread registers (Arm ARM C5, C6.2):

* the identification registers Linux lets user space read (it emulates MRS of MIDR_EL1,
  MPIDR_EL1, REVIDR_EL1 and the ID_AA64*_EL1 registers, sanitised: Linux
  Documentation/arch/arm64/cpu-feature-registers.rst), CTR_EL0, TPIDRRO_EL0, and the PSTATE
  fields DIT, SSBS and TCO (MRS, MSR register and immediate forms);
* the flag manipulation instructions CFINV, AXFLAG, XAFLAG (FEAT_FlagM/FlagM2), RMIF, SETF8,
  SETF16, and the speculation barrier SB.

The identification values are those QEMU 11.1 ``-cpu max`` linux-user returns (read from it with
MRS); a machine without SVE, SME2p1… (the M4) gets them with those features' fields cleared. The
register tables and :data:`SYSREG_KEYS` feed MRS/MSR in :mod:`isa.a64.base_branch`.
"""
from __future__ import annotations

from . import encoding as E
from .table import Args, insn

# name -> value under QEMU 11.1 -cpu max,sme=on (linux-user, as MRS reads them)
ID_MAX = {
    "midr_el1": 0x000F0510, "mpidr_el1": 0x80000000, "revidr_el1": 0,
    "id_aa64pfr0_el1": 0x0001000100110011, "id_aa64pfr1_el1": 0x0000000002000321,
    "id_aa64pfr2_el1": 0, "id_aa64zfr0_el1": 0x0110110101210022,
    "id_aa64smfr0_el1": 0x82F15CFF00000000, "id_aa64fpfr0_el1": 0x00000000FC000003,
    "id_aa64dfr0_el1": 0x6, "id_aa64dfr1_el1": 0, "id_aa64afr0_el1": 0, "id_aa64afr1_el1": 0,
    "id_aa64isar0_el1": 0x1021111110312120, "id_aa64isar1_el1": 0x0011201110211502,
    "id_aa64isar2_el1": 0x0020000000110012, "id_aa64isar3_el1": 0x0000000010000010,
    "id_aa64mmfr0_el1": 0x20000000FF000000, "id_aa64mmfr1_el1": 0x0000100000000000,
    "id_aa64mmfr2_el1": 0x0000000100000000, "id_aa64mmfr3_el1": 0, "id_aa64mmfr4_el1": 0,
    "ctr_el0": 0x80038003,
}
# (op0, op1, CRn, CRm, op2) of each (Arm ARM D23)
ID_KEYS = {
    "midr_el1": (3, 0, 0, 0, 0), "mpidr_el1": (3, 0, 0, 0, 5), "revidr_el1": (3, 0, 0, 0, 6),
    "id_aa64pfr0_el1": (3, 0, 0, 4, 0), "id_aa64pfr1_el1": (3, 0, 0, 4, 1),
    "id_aa64pfr2_el1": (3, 0, 0, 4, 2), "id_aa64zfr0_el1": (3, 0, 0, 4, 4),
    "id_aa64smfr0_el1": (3, 0, 0, 4, 5), "id_aa64fpfr0_el1": (3, 0, 0, 4, 7),
    "id_aa64dfr0_el1": (3, 0, 0, 5, 0), "id_aa64dfr1_el1": (3, 0, 0, 5, 1),
    "id_aa64afr0_el1": (3, 0, 0, 5, 4), "id_aa64afr1_el1": (3, 0, 0, 5, 5),
    "id_aa64isar0_el1": (3, 0, 0, 6, 0), "id_aa64isar1_el1": (3, 0, 0, 6, 1),
    "id_aa64isar2_el1": (3, 0, 0, 6, 2), "id_aa64isar3_el1": (3, 0, 0, 6, 3),
    "id_aa64mmfr0_el1": (3, 0, 0, 7, 0), "id_aa64mmfr1_el1": (3, 0, 0, 7, 1),
    "id_aa64mmfr2_el1": (3, 0, 0, 7, 2), "id_aa64mmfr3_el1": (3, 0, 0, 7, 3),
    "id_aa64mmfr4_el1": (3, 0, 0, 7, 4), "ctr_el0": (3, 3, 0, 0, 1),
}
# PSTATE fields EL0 may read and write: (op0, op1, CRn, CRm, op2), bit, MSR-immediate op1:op2
PSTATE_FIELDS = {"dit": ((3, 3, 4, 2, 5), 24, (3, 2)), "ssbs": ((3, 3, 4, 2, 6), 12, (3, 1)),
                 "tco": ((3, 3, 4, 2, 7), 25, (3, 4))}
# read-only registers with a constant zero in user mode
ZERO_REGS = {"tpidrro_el0": (3, 3, 13, 0, 3)}


def _clear(v: int, lsb: int, width: int = 4) -> int:
    return v & ~(((1 << width) - 1) << lsb)


def id_registers(features: frozenset[str] | None) -> dict[str, int]:
    """The identification values for a machine with ``features`` (None: QEMU ``max``): QEMU
    max's, with the fields of SVE (ID_AA64PFR0.SVE, ID_AA64ZFR0), MTE (ID_AA64PFR1.MTE),
    SME2p1 (SMFR0.SMEver), FA64, F16F16 and B16B16 cleared when the machine lacks them."""
    regs = dict(ID_MAX)
    if features is None:
        return regs
    if "fp8" not in features:  # ID_AA64FPFR0_EL1: the FP8 formats and operations
        regs["id_aa64fpfr0_el1"] = 0
    if "mte" not in features:
        regs["id_aa64pfr1_el1"] = _clear(regs["id_aa64pfr1_el1"], 8)
    if "sve" not in features:
        regs["id_aa64pfr0_el1"] = _clear(regs["id_aa64pfr0_el1"], 32)
        if "sme" not in features:
            regs["id_aa64zfr0_el1"] = 0
    if "sme" not in features:
        regs["id_aa64pfr1_el1"] = _clear(regs["id_aa64pfr1_el1"], 24)
        regs["id_aa64smfr0_el1"] = 0
        return regs
    smfr = regs["id_aa64smfr0_el1"]
    if "sme-fa64" not in features:
        smfr = _clear(smfr, 63, 1)
    if "sme2p1" not in features:  # SMEver: 1 = SME2, 2 = SME2p1
        smfr = (_clear(smfr, 56) | (1 << 56)) if "sme2" in features else _clear(smfr, 56)
    if "sme-f16f16" not in features:
        smfr = _clear(smfr, 42, 1)
    if "sme-b16b16" not in features:
        smfr = _clear(smfr, 43, 1)
    if "sme-f64f64" not in features:
        smfr = _clear(smfr, 48, 1)
    if "sme-i16i64" not in features:
        smfr = _clear(smfr, 52)
    regs["id_aa64smfr0_el1"] = smfr
    return regs


# ----------------------------------------------------------------------------- flags
@insn("cfinv", "axflag", "xaflag", "sb", klass="system")
def flag_ops(a: Args):
    """CFINV (C = NOT C); AXFLAG/XAFLAG convert between the Arm and an "external" FP compare
    flag format (Arm ARM C6.2); SB: a speculation barrier, no effect here."""
    a.count(0)
    m = a.m

    def bind(cpu, idx):
        f, nxt = cpu.nzcv, idx + 1
        if m == "sb":
            return lambda: nxt

        def run():
            n, z, c, v = f
            if m == "cfinv":
                f[2] = c ^ 1
            elif m == "axflag":
                f[0], f[1], f[2], f[3] = 0, z | v, c & (v ^ 1), 0
            else:
                f[0], f[1], f[2], f[3] = (c ^ 1) & (z ^ 1), z & c, c | z, (c ^ 1) & z
            return nxt
        return run
    return bind


@insn("rmif", klass="int")
def rmif(a: Args):
    """RMIF Xn, #shift, #mask: the flags selected by mask (N Z C V = bits 3..0) from the low
    four bits of Xn rotated right by shift."""
    a.count(3, usage="Xn, #shift, #mask")
    n, _ = a.gpr(0, width=64)
    sh = a.imm(1, 0, 63, "shift")
    mask = a.imm(2, 0, 15, "mask")

    def bind(cpu, idx):
        x, f, nxt = cpu.x, cpu.nzcv, idx + 1

        def run():
            v = x[n]
            tmp = ((v >> sh) | (v << (64 - sh))) & 0xF if sh else v & 0xF
            for i in range(4):
                if mask >> (3 - i) & 1:
                    f[i] = tmp >> (3 - i) & 1
            return nxt
        return run
    return bind


@insn("setf8", "setf16", klass="int")
def setf(a: Args):
    """SETF8/SETF16 Wn: N and Z from the low 8 (16) bits as a signed value, V from the carry
    out of them (bit 8 XOR bit 7); C unchanged."""
    a.count(1, usage="Wn")
    n, _ = a.gpr(0, width=32)
    b = 8 if a.m == "setf8" else 16

    def bind(cpu, idx):
        x, f, nxt = cpu.x, cpu.nzcv, idx + 1

        def run():
            v = x[n]
            f[0] = v >> (b - 1) & 1
            f[1] = int(v & ((1 << b) - 1) == 0)
            f[3] = (v >> b & 1) ^ (v >> (b - 1) & 1)
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- encodings
E.ENC("cfinv", "1101010100 0 00 000 0100 0000 000 11111", lambda f: "cfinv")
E.ENC("xaflag", "1101010100 0 00 000 0100 0000 001 11111", lambda f: "xaflag")
E.ENC("axflag", "1101010100 0 00 000 0100 0000 010 11111", lambda f: "axflag")
E.ENC("sb", "1101010100 0 00 011 0011 0000 111 11111", lambda f: "sb")
E.ENC("rmif", "1 0 1 11010000 imm6:6 00001 Rn:5 0 mask:4",
      lambda f: f"rmif {E.x(f.Rn)}, {E.himm(f.imm6)}, {E.himm(f.mask)}")
E.ENC("setf8", "0 0 1 11010000 000000 sz:1 0010 Rn:5 0 1101",
      lambda f: f"setf{16 if f.sz else 8} {E.w(f.Rn)}", aliases=("setf16",))
