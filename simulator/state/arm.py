"""Arm core state: X registers and flags as Python ints (the scalar hot path), Z/P/ZA as numpy
byte arrays sized for the largest vector length (2048 bits) so views never move.

Views for users: ``ZRegs``/``PRegs``/``ZAArray`` give numpy views of the *current* length.
"""
from __future__ import annotations

import numpy as np

from isa.a64.bits import tbi_address
from isa.faults import BusError, IllegalInstruction, SegmentationFault

MAX_VLB = 256  # 2048 bits
DTYPES = {"b": np.uint8, "h": np.uint16, "s": np.uint32, "d": np.uint64,
          "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64,
          "s8": np.int8, "s16": np.int16, "s32": np.int32, "s64": np.int64,
          "f16": np.float16, "f32": np.float32, "f64": np.float64, "bf16": np.uint16}
ESZ = {"b": 1, "h": 2, "s": 4, "d": 8, "q": 16}


def valid_length(nbytes: int, pow2: bool = True) -> bool:
    """SVL is a power of two from 16 to 256 bytes; VL may be any multiple of 16 (as QEMU's
    -cpu max allows; Arm's later revisions require powers of two)."""
    ok = 16 <= nbytes <= MAX_VLB and nbytes % 16 == 0
    return ok and (not pow2 or nbytes & (nbytes - 1) == 0)


class ArmState:
    """Everything an A64/SVE/SME instruction may read or write (the ISA's state protocol)."""

    def __init__(self, memory, text_base: int, text_slots: int, vl_bits: int = 512,
                 svl_bits: int = 256):
        if vl_bits % 8 or not valid_length(vl_bits // 8, pow2=False):
            raise ValueError(f"vector length {vl_bits} must be a multiple of 128 from 128 to 2048")
        if svl_bits % 8 or not valid_length(svl_bits // 8):
            raise ValueError(f"streaming vector length {svl_bits} must be a power of two "
                             "from 128 to 2048")
        self.x: list[int] = [0] * 34  # 0-30, 31 = SP, 32 = XZR (read), 33 = XZR (write sink)
        self.nzcv: list[int] = [0, 1, 0, 0]  # NZCV = 0x40000000 at start (QEMU linux-user)
        self.z = np.zeros((32, MAX_VLB), np.uint8)
        self.zbytes = memoryview(self.z).cast("B")  # Z0-Z31 as one flat byte view (forms' {Z})
        self.p = np.zeros((16, MAX_VLB), np.bool_)
        self.ffr = np.zeros(MAX_VLB, np.bool_)
        self.za = np.zeros((MAX_VLB, MAX_VLB), np.uint8)
        self.zt0 = np.zeros(64, np.uint8)  # SME2 lookup table ZT0 (512 bits)
        self.nsvlb = vl_bits // 8  # non-streaming VL in bytes
        self.svlb = svl_bits // 8  # streaming VL in bytes
        self.sm = False
        self.za_on = False
        self.vlb = self.nsvlb  # the VL in force: SVL while PSTATE.SM = 1
        self.mem = memory
        self.text_base = text_base
        self.text_slots = text_slots
        self.syscall = self._no_syscall  # called with the svc's address (simulator.linux)
        self.counter = None  # CNTVCT_EL0's source: a callable, or None (counts reads)
        self.trapped = None  # a served trap's result, for the instruction's second run
        self.pc = 0  # index of the instruction being run (kept up to date by the machine)
        # user-accessible system registers written by MSR (isa/a64/base_branch.py reads them)
        self.sysregs: dict[str, int] = {"tpidr_el0": 0, "tpidr2_el0": 0, "fpcr": 0, "fpsr": 0,
                                        "cntvct_el0": 0}

    # ------------------------------------------------------------------ modes and lengths
    def set_pstate(self, sm: bool | None = None, za: bool | None = None) -> None:
        """SMSTART/SMSTOP: a change of SM zeroes Z, P and FFR; ZA off→on zeroes ZA."""
        if sm is not None and bool(sm) != self.sm:
            self.sm = bool(sm)
            self._reset_sve()
        if za is not None and bool(za) != self.za_on:
            self.za_on = bool(za)
            if self.za_on:
                self.za[:] = 0
                self.zt0[:] = 0
        self.vlb = self.svlb if self.sm else self.nsvlb

    def _reset_sve(self) -> None:
        self.z[:] = 0
        self.p[:] = False
        self.ffr[:] = False

    def set_vector_length(self, streaming: bool, nbytes: int) -> None:
        """prctl(PR_SVE_SET_VL / PR_SME_SET_VL) as QEMU's linux-user does it."""
        if streaming:
            if nbytes != self.svlb:
                self.svlb = nbytes
                # do_prctl_sme_set_vl: "PSTATE.ZA state is cleared on any change to VQ"
                # (SM is already 0: a syscall leaves streaming mode)
                self.za_on = False
        elif nbytes != self.nsvlb:
            old = self.nsvlb
            self.nsvlb = nbytes
            if not self.sm and nbytes < old:  # aarch64_sve_narrow_vq: bits above are zeroed
                self.z[:, nbytes:] = 0
                self.p[:, nbytes:] = False
        self.vlb = self.svlb if self.sm else self.nsvlb

    # ------------------------------------------------------------------ control
    def address_of(self, index: int) -> int:
        """The address of instruction slot ``index`` (a process's code map replaces this)."""
        return self.text_base + 4 * index

    def branch_to(self, address: int) -> int:
        """The slot a branch to ``address`` goes to. A tagged target is the address without its
        tag (Arm ARM AArch64.BranchAddr under TBI; QEMU linux-user, Linux alike)."""
        i = (address - self.text_base) >> 2
        if address & 3 or not 0 <= i < self.text_slots:
            if tbi_address(address) != address:
                return self.branch_to(tbi_address(address))
            if 0 <= i < self.text_slots:  # Linux: a PC alignment fault is SIGBUS (BUS_ADRALN)
                raise BusError(f"branch to 0x{address:x}: not 4-byte aligned (PC alignment "
                               "fault)", address, "fetch")
            raise SegmentationFault(f"branch to 0x{address:x}: no executable code is mapped "
                                    "there", address, "fetch")
        return i

    def illegal(self, why: str):
        raise IllegalInstruction(why)

    def require(self, sm: bool = False, za: bool = False, what: str = "") -> None:
        """SME mode checks: breaking them is SIGILL."""
        if sm and not self.sm:
            raise IllegalInstruction(f"{what} needs streaming mode (PSTATE.SM=1): run smstart first")
        if za and not self.za_on:
            raise IllegalInstruction(f"{what} needs PSTATE.ZA=1: run smstart or smstart za first")

    @staticmethod
    def _no_syscall(*_) -> None:
        raise IllegalInstruction("svc with no operating system attached")

    # ------------------------------------------------------------------ snapshots
    def snapshot(self) -> dict:
        return {"x": list(self.x), "nzcv": list(self.nzcv), "z": self.z.copy(), "p": self.p.copy(),
                "ffr": self.ffr.copy(), "za": self.za.copy(), "zt0": self.zt0.copy(), "nsvlb": self.nsvlb,
                "svlb": self.svlb, "sm": self.sm, "za_on": self.za_on, "pc": self.pc,
                "sysregs": dict(self.sysregs)}

    def restore(self, s: dict) -> None:
        self.x[:] = s["x"]
        self.nzcv[:] = s["nzcv"]
        self.z[:] = s["z"]
        self.p[:] = s["p"]
        self.ffr[:] = s["ffr"]
        self.za[:] = s["za"]
        if "zt0" in s:
            self.zt0[:] = s["zt0"]
        self.nsvlb, self.svlb, self.sm, self.za_on = s["nsvlb"], s["svlb"], s["sm"], s["za_on"]
        self.vlb = self.svlb if self.sm else self.nsvlb
        self.pc = s["pc"]
        self.sysregs.update(s.get("sysregs", {}))  # in place: bound MRS/MSR closures hold it

    # ------------------------------------------------------------------ typed views
    def zview(self, n: int, t: str) -> np.ndarray:
        return self.z[n, :self.vlb].view(DTYPES[t])

    def pactive(self, n: int, t: str) -> np.ndarray:
        return self.p[n, :self.vlb:ESZ[t]]

    def tile(self, t: str, k: int) -> np.ndarray:
        """ZAk.T as a (dim, dim) numpy view: row r is ZA row k + esz*r."""
        esz = ESZ[t] if t in ESZ else np.dtype(DTYPES[t]).itemsize
        svlb = self.svlb
        if not 0 <= k < esz:
            raise IndexError(f"za{k}.{t} does not exist (tiles are 0-{esz - 1})")
        rows = self.za[k:svlb:esz, :svlb]
        if esz == 16:
            return rows.reshape(svlb // 16, svlb // 16, 16)
        return rows.view(DTYPES[t])
