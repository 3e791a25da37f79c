"""The signal frame Linux arm64 / QEMU linux-user/aarch64/signal.c build on the stack:
siginfo (128 bytes), ucontext (flags, link, stack_t, sigmask, sigcontext with X0-X30, SP, PC,
PSTATE and 4 KiB of records: fpsimd, ESR (a fault's syndrome), FPMR, SVE, TPIDR2, ZA, ZT,
end — an extra_context when they do not fit), then the fp/lr frame record. rt_sigreturn reads
it back."""
from __future__ import annotations

import struct

import numpy as np

FPSIMD_MAGIC, ESR_MAGIC, EXTRA_MAGIC, SVE_MAGIC = 0x46508001, 0x45535201, 0x45585401, 0x53564501
ZA_MAGIC, TPIDR2_MAGIC, ZT_MAGIC, FPMR_MAGIC = 0x54366345, 0x54504902, 0x5A544E01, 0x46504D52
SVE_SIG_FLAG_SM = 1
SIGINFO_SIZE = 128
UC_OFFSET = SIGINFO_SIZE
UC_SIGMASK = 40  # within ucontext: flags, link, stack_t (24)
MCONTEXT = UC_OFFSET + 176  # sigcontext (16-byte aligned after the 1024-bit sigset)
RESERVED = MCONTEXT + 288  # sigcontext.__reserved
FRAME_SIZE = RESERVED + 4096  # sizeof(struct rt_sigframe)
FPSIMD_SIZE = 528  # head, fpsr, fpcr, 32 x 128-bit V registers
EXTRA_SIZE = 32
TPIDR2_SIZE = FPMR_SIZE = ESR_SIZE = 16
# ESR_EL1 as Linux passes it for a synchronous exception (Arm ARM D24.2.41): EC << 26 | IL
EC_UNKNOWN, EC_INSN_ABORT, EC_PC_ALIGN, EC_DATA_ABORT, EC_SP_ALIGN, EC_BRK = \
    0x00, 0x20, 0x22, 0x24, 0x26, 0x3C
IL = 1 << 25
FSC_TRANSLATION_L3, FSC_PERMISSION_L3, FSC_ALIGNMENT = 0x07, 0x0F, 0x21
SEGV_ACCERR = 2


def fault_esr(signo: int, si_code: int = 1, write: bool = False, fetch: bool = False,
              brk_imm: int = 0) -> int:
    """The syndrome QEMU's linux-user records for a fault (its ESR record): a data or
    instruction abort (translation fault, or permission fault for SEGV_ACCERR; WnR for a
    write), an alignment fault for SIGBUS, BRK's immediate for SIGTRAP, EC 0 for SIGILL."""
    if signo == 5:
        return EC_BRK << 26 | IL | brk_imm & 0xFFFF
    if signo == 4:
        return EC_UNKNOWN << 26 | IL
    if signo == 7:
        ec = EC_PC_ALIGN if fetch else EC_DATA_ABORT
        return ec << 26 | IL | (0 if fetch else FSC_ALIGNMENT | write << 6)
    fsc = FSC_PERMISSION_L3 if si_code == SEGV_ACCERR else FSC_TRANSLATION_L3
    if fetch:
        return EC_INSN_ABORT << 26 | IL | fsc
    return EC_DATA_ABORT << 26 | IL | write << 6 | fsc
ZT_SIZE = 16 + 64


def sve_size(vq: int) -> int:
    """TARGET_SVE_SIG_CONTEXT_SIZE(vq) rounded up to 16."""
    return (16 + 32 * vq * 16 + 17 * vq * 2 + 15) & ~15


def za_size(vq: int) -> int:
    return 16 + (vq * 16) ** 2


class Layout:
    """QEMU's alloc_sigframe_space: records in the 4 KiB reserved area until one does not fit,
    then an extra_context record pointing past the frame."""

    def __init__(self):
        self.total = RESERVED
        self.extra_base = self.extra_size = self.extra_ofs = 0
        self.std_end = self.extra_end = 0

    def alloc(self, size: int) -> int:
        loc = self.total
        if self.extra_base:
            self.extra_size += size
        elif size + loc > FRAME_SIZE - 8:
            self.extra_ofs = loc
            self.total += EXTRA_SIZE
            self.std_end = self.total
            self.total += 8
            self.extra_base = loc = self.total
            self.extra_size = size
        self.total += size
        return loc


def pstate_of(st) -> int:
    n, z, c, v = st.nzcv
    return n << 31 | z << 30 | c << 29 | v << 28


def _preg_bytes(bits: np.ndarray) -> bytes:
    return np.packbits(bits.astype(np.uint8), bitorder="little").tobytes()


def build(st, signo: int, info: bytes, mask: int, stack: tuple[int, int, int], pc: int,
          fault_addr: int, sve: bool, sme: bool, sme2: bool,
          fpmr: bool = False, esr: int | None = None) -> tuple[bytes, int, int]:
    """The frame's bytes for state ``st`` (placed at its final address later: the extra
    context's pointer is patched by :func:`place`), with the frame-record and end offsets."""
    lay = Layout()
    fpsimd_ofs = lay.alloc(FPSIMD_SIZE)
    esr_ofs = lay.alloc(ESR_SIZE) if esr is not None else 0  # a synchronous exception's
    fpmr_ofs = lay.alloc(FPMR_SIZE) if fpmr else 0  # FEAT_FPMR (QEMU max): fpmr_context
    vq = st.vlb // 16
    sve_ofs = lay.alloc(sve_size(vq)) if sve or sme else 0
    tpidr2_ofs = za_ofs = zt_ofs = 0
    svq = st.svlb // 16
    if sme:
        tpidr2_ofs = lay.alloc(TPIDR2_SIZE)
        za_ofs = lay.alloc(za_size(svq) if st.za_on else 16)
    if sme2 and st.za_on:
        zt_ofs = lay.alloc(ZT_SIZE)
    if lay.extra_ofs:
        lay.extra_end = lay.alloc(8)
    else:
        lay.std_end = lay.total
        lay.total += 8
    lay.total = max(lay.total, FRAME_SIZE)
    fr_ofs = lay.total
    lay.total += 16
    f = bytearray(lay.total)
    f[:len(info)] = info
    ss_sp, ss_flags, ss_size = stack
    struct.pack_into("<QQQiiQQ", f, UC_OFFSET, 0, 0, ss_sp, ss_flags, 0, ss_size, mask)
    x = st.x
    struct.pack_into("<Q31QQQQ", f, MCONTEXT, fault_addr, *x[:31], x[31], pc, pstate_of(st))
    # fpsimd: FPSR, FPCR, V0-V31 (the low 128 bits of Z0-Z31)
    struct.pack_into("<IIII", f, fpsimd_ofs, FPSIMD_MAGIC, FPSIMD_SIZE,
                     st.sysregs.get("fpsr", 0), st.sysregs.get("fpcr", 0))
    f[fpsimd_ofs + 16:fpsimd_ofs + 16 + 512] = st.z[:, :16].tobytes()
    if esr_ofs:
        struct.pack_into("<IIQ", f, esr_ofs, ESR_MAGIC, ESR_SIZE, esr)
    if fpmr_ofs:
        struct.pack_into("<IIQ", f, fpmr_ofs, FPMR_MAGIC, FPMR_SIZE, st.sysregs.get("fpmr", 0))
    if sve_ofs:
        size = sve_size(vq)
        struct.pack_into("<IIHH", f, sve_ofs, SVE_MAGIC, size, vq * 16,
                         SVE_SIG_FLAG_SM if st.sm else 0)
        zb = vq * 16
        f[sve_ofs + 16:sve_ofs + 16 + 32 * zb] = st.z[:, :zb].tobytes()
        p0 = sve_ofs + 16 + 32 * zb
        for i in range(16):
            f[p0 + i * vq * 2:p0 + (i + 1) * vq * 2] = _preg_bytes(st.p[i, :zb])
        f[p0 + 32 * vq:p0 + 34 * vq] = _preg_bytes(st.ffr[:zb])
    if tpidr2_ofs:
        struct.pack_into("<IIQ", f, tpidr2_ofs, TPIDR2_MAGIC, TPIDR2_SIZE,
                         st.sysregs.get("tpidr2_el0", 0))
    if za_ofs:
        size = za_size(svq) if st.za_on else 16
        struct.pack_into("<IIH", f, za_ofs, ZA_MAGIC, size, svq * 16)
        if st.za_on:
            n = svq * 16
            f[za_ofs + 16:za_ofs + 16 + n * n] = st.za[:n, :n].tobytes()
    if zt_ofs:
        struct.pack_into("<IIH", f, zt_ofs, ZT_MAGIC, ZT_SIZE, 1)
        f[zt_ofs + 16:zt_ofs + 80] = st.zt0.tobytes()
    if lay.extra_ofs:
        struct.pack_into("<IIQI", f, lay.extra_ofs, EXTRA_MAGIC, EXTRA_SIZE, lay.extra_base,
                         lay.extra_size)  # datap is an offset here; place() adds the address
    struct.pack_into("<QQ", f, fr_ofs, x[29], x[30])
    return bytes(f), fr_ofs, lay.extra_ofs


def place(frame: bytes, addr: int, extra_ofs: int) -> bytes:
    """The frame with its extra_context pointer made absolute for address ``addr``."""
    if not extra_ofs:
        return frame
    f = bytearray(frame)
    datap = struct.unpack_from("<Q", f, extra_ofs + 8)[0]
    struct.pack_into("<Q", f, extra_ofs + 8, addr + datap)
    return bytes(f)


def restore(st, mem, addr: int) -> tuple[int, int] | None:
    """Load the state saved in the frame at ``addr``; (pc, sigmask), or None for a bad frame
    (the kernel then forces SIGSEGV)."""
    if addr & 15:
        return None
    head = mem.read_user(addr, FRAME_SIZE)
    if head is None:
        return None
    mask = struct.unpack_from("<Q", head, UC_OFFSET + UC_SIGMASK)[0]
    vals = struct.unpack_from("<Q31QQQQ", head, MCONTEXT)
    regs, sp, pc, pstate = vals[1:32], vals[32], vals[33], vals[34]
    records = {}
    ofs, base, used_extra, extra = RESERVED, head, False, None
    while True:
        if ofs + 8 > len(base):
            return None
        magic, size = struct.unpack_from("<II", base, ofs)
        if magic == 0:
            if size or used_extra or extra is None:
                break
            base, ofs, used_extra = extra, 0, True
            continue
        if size < 8 or ofs + size > len(base) or magic in records:
            return None
        if magic == EXTRA_MAGIC:
            datap, esize = struct.unpack_from("<QI", base, ofs + 8)
            extra = mem.read_user(datap, esize)
            if extra is None:
                return None
        else:
            records[magic] = bytes(base[ofs:ofs + size])
        ofs += size
    if FPSIMD_MAGIC not in records:
        return None
    st.x[:31] = list(regs)
    st.x[31] = sp
    st.nzcv[:] = [pstate >> 31 & 1, pstate >> 30 & 1, pstate >> 29 & 1, pstate >> 28 & 1]
    fp = records[FPSIMD_MAGIC]
    fpsr, fpcr = struct.unpack_from("<II", fp, 8)
    st.sysregs["fpsr"], st.sysregs["fpcr"] = fpsr, fpcr
    sm = za = False
    if SVE_MAGIC in records:
        sm = bool(struct.unpack_from("<H", records[SVE_MAGIC], 10)[0] & SVE_SIG_FLAG_SM)
    if ZA_MAGIC in records:
        za = len(records[ZA_MAGIC]) > 16
    st.sm, st.za_on = sm, za
    st.vlb = st.svlb if sm else st.nsvlb
    st.z[:, :16] = np.frombuffer(fp, np.uint8, 512, 16).reshape(32, 16)
    if SVE_MAGIC in records:
        r = records[SVE_MAGIC]
        vl = struct.unpack_from("<H", r, 8)[0]
        if len(r) > 16:
            if vl != st.vlb:
                return None
            vq = vl // 16
            st.z[:, :vl] = np.frombuffer(r, np.uint8, 32 * vl, 16).reshape(32, vl)
            p0 = 16 + 32 * vl
            for i in range(17):
                bits = np.unpackbits(np.frombuffer(r, np.uint8, 2 * vq, p0 + i * 2 * vq),
                                     bitorder="little").astype(bool)
                (st.ffr if i == 16 else st.p[i])[:vl] = bits[:vl]
    if FPMR_MAGIC in records:  # Linux restore_fpmr_context
        st.sysregs["fpmr"] = struct.unpack_from("<Q", records[FPMR_MAGIC], 8)[0]
    if TPIDR2_MAGIC in records:
        st.sysregs["tpidr2_el0"] = struct.unpack_from("<Q", records[TPIDR2_MAGIC], 8)[0]
    if za:
        r = records[ZA_MAGIC]
        n = st.svlb
        if len(r) != za_size(n // 16):
            return None
        st.za[:n, :n] = np.frombuffer(r, np.uint8, n * n, 16).reshape(n, n)
    if ZT_MAGIC in records and za:
        st.zt0[:] = np.frombuffer(records[ZT_MAGIC], np.uint8, 64, 16)
    return pc, mask
