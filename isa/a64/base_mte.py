"""Memory tagging (FEAT_MTE2/MTE3) as a Linux process sees it without PROT_MTE mappings (Arm ARM
D10 "The Memory Tagging Extension"; QEMU 11.1 linux-user, checked by running it):

* IRG, ADDG, SUBG choose tags with every tag excluded (Linux's default GCR_EL1 exclusion mask
  until prctl(PR_SET_TAGGED_ADDR_CTRL) sets one), so the logical tag (bits 59:56) becomes 0;
  GMI, SUBP, SUBPS (CMPP) are plain arithmetic on the tag and the 56-bit address;
* untagged memory reads allocation tag 0 (LDG writes 0 into Xt<59:56>) and ignores tag writes:
  STG/ST2G only check that the granules are writable, STZG/STZ2G (and DC GZVA) zero them,
  STGP stores its pair; tag checks never fault (TCF = none).

Granules are 16 bytes; an address that is not 16-byte aligned is an alignment fault (SIGBUS).
"""
from __future__ import annotations

from isa.faults import BusError

from . import encoding as E
from . import operands as O
from .table import M64, SP, Args, insn

GRANULE = 16
_TAG = 0xF << 56


def _sx56(v: int) -> int:
    v &= (1 << 56) - 1
    return v - (1 << 56) if v >> 55 else v


@insn("irg", "gmi", "subp", "subps", "cmpp", klass="int")
def tag_arith(a: Args):
    """IRG Xd|SP, Xn|SP{, Xm} (tag 0: all tags excluded); GMI Xd, Xn|SP, Xm (Xm | 1 << tag);
    SUBP/SUBPS Xd, Xn|SP, Xm|SP (56-bit signed difference; S sets NZCV); CMPP Xn|SP, Xm|SP."""
    m = a.m
    if m == "cmpp":
        a.count(2, usage="Xn|SP, Xm|SP")
        d, n, k = None, a.gpr(0, sp=True, zr=False, width=64)[0], \
            a.gpr(1, sp=True, zr=False, width=64)[0]
        m = "subps"
    elif m == "irg":
        a.count(2, 3, usage="Xd|SP, Xn|SP{, Xm}")
        d = a.gpr(0, sp=True, zr=False, width=64, write=True)[0]
        n = a.gpr(1, sp=True, zr=False, width=64)[0]
        k = a.gpr(2, width=64)[0] if len(a) == 3 else None
    else:
        a.count(3, usage="Xd, Xn|SP, Xm")
        d = a.gpr(0, sp=m == "irg", width=64, write=True)[0]
        n = a.gpr(1, sp=True, zr=False, width=64)[0]
        k = a.gpr(2, sp=m.startswith("sub"), zr=m == "gmi", width=64)[0]

    def bind(cpu, idx):
        x, f, nxt = cpu.x, cpu.nzcv, idx + 1
        if m == "irg":
            def run():
                x[d] = x[n] & ~_TAG
                return nxt
        elif m == "gmi":
            def run():
                x[d] = x[k] | (1 << (x[n] >> 56 & 0xF))
                return nxt
        else:
            flags = m == "subps"

            def run():
                p, q = _sx56(x[n]), _sx56(x[k])
                r = (p - q) & M64
                if flags:
                    f[0], f[1] = r >> 63, int(r == 0)
                    f[2] = int((p & M64) >= (q & M64))
                    f[3] = int((p < 0) != (q < 0) and (r >> 63) != (p < 0))
                if d is not None:
                    x[d] = r
                return nxt
        return run
    return bind


@insn("addg", "subg", klass="int")
def addg(a: Args):
    """ADDG/SUBG Xd|SP, Xn|SP, #uimm6*16, #uimm4: the address plus/minus the offset, tag 0."""
    a.count(4, usage="Xd|SP, Xn|SP, #offset, #tag_offset")
    d = a.gpr(0, sp=True, zr=False, width=64, write=True)[0]
    n = a.gpr(1, sp=True, zr=False, width=64)[0]
    off = a.imm(2, 0, 1008, "offset")
    if off % 16:
        raise a.error(2, f"offset {off} is not a multiple of 16")
    a.imm(3, 0, 15, "tag offset")
    off = -off if a.m == "subg" else off

    def bind(cpu, idx):
        x, nxt = cpu.x, idx + 1

        def run():
            x[d] = ((x[n] + off) & M64) & ~_TAG
            return nxt
        return run
    return bind


def _address(a: Args, i: int, scale: int, lo: int, hi: int):
    """(base register, offset, writeback, post) of [Xn|SP{, #imm}]{!} or [Xn|SP], #imm."""
    mem = a._get(i)
    if not isinstance(mem, O.Mem) or mem.shift is not None or not (
            mem.offset is None or isinstance(mem.offset, O.Imm)):
        raise a.error(i, "expected [Xn|SP{, #imm}], [Xn|SP, #imm]! or [Xn|SP], #imm")
    if not mem.base.is64 or mem.base.kind == "zr":
        raise a.error(i, "the base is an x register or sp")
    n = SP if mem.base.kind == "sp" else mem.base.num
    post = len(a) > i + 1
    if post and (mem.offset is not None or mem.pre):
        raise a.error(i + 1, "post-index takes [Xn|SP], #imm")
    off = a.imm(i + 1) if post else (a.ctx.value(mem.offset.text, mem.offset.col)
                                      if mem.offset is not None else 0)
    if off % scale or not lo <= off <= hi:
        raise a.error(i + 1 if post else i, f"offset {off} is not a multiple of {scale} in "
                      f"{lo}..{hi}")
    return n, off, mem.pre or post, post


_STORE_TAGS = {"stg": (1, False), "stzg": (1, True), "st2g": (2, False), "stz2g": (2, True)}


@insn(*_STORE_TAGS, "ldg", klass="store")
def tag_store(a: Args):
    """STG/STZG/ST2G/STZ2G Xt|SP, [Xn|SP, #imm]{!} | [Xn|SP], #imm: tag one or two granules
    (untagged memory: the tags are dropped; the Z forms zero the granules); LDG Xt, [Xn|SP,
    #imm]: Xt<59:56> = the allocation tag (0)."""
    a.count(2, 3, usage="Xt, [Xn|SP, #imm]")
    if a.m == "ldg":
        t = a.gpr(0, width=64, write=True)[0]
        n, off, _, _ = _address(a, 1, 16, -4096, 4080)
        a.klass = "load"

        def bind_ldg(cpu, idx):
            x, view, nxt = cpu.x, cpu.mem.view, idx + 1

            def run():
                view(((x[n] + off) & M64) & ~(GRANULE - 1), GRANULE)  # mapped and readable
                x[t] = x[t] & ~_TAG
                return nxt
            return run
        return bind_ldg
    a.gpr(0, sp=True, zr=False, width=64)
    n, off, wb, post = _address(a, 1, 16, -4096, 4080)
    count, zero = _STORE_TAGS[a.m]
    return _bind_tag_store(n, off, wb, post, GRANULE * count, zero)


def _bind_tag_store(n: int, off: int, wb: bool, post: bool, nbytes: int, zero: bool,
                    pair: tuple[int, int] | None = None):
    def bind(cpu, idx):
        x, view, nxt = cpu.x, cpu.mem.view, idx + 1

        def run():
            addr = x[n] if post else (x[n] + off) & M64
            if addr & (GRANULE - 1):
                raise BusError(f"tag store to 0x{addr:x}: not 16-byte aligned (alignment "
                               "fault)", addr)
            dest = view(addr, nbytes, True)
            if pair is not None:
                dest[:8] = list(x[pair[0]].to_bytes(8, "little"))
                dest[8:] = list(x[pair[1]].to_bytes(8, "little"))
            elif zero:
                dest[:] = 0
            if wb:
                x[n] = (x[n] + off) & M64
            return nxt
        return run
    return bind


@insn("stgp", klass="store")
def stgp(a: Args):
    """STGP Xt1, Xt2, [Xn|SP, #imm]{!} | [Xn|SP], #imm: store the pair and tag the granule."""
    a.count(3, 4, usage="Xt1, Xt2, [Xn|SP, #imm]")
    t1, t2 = a.gpr(0, width=64)[0], a.gpr(1, width=64)[0]
    n, off, wb, post = _address(a, 2, 16, -1024, 1008)
    return _bind_tag_store(n, off, wb, post, 16, False, (t1, t2))


# ----------------------------------------------------------------------------- encodings
# Arm ARM C4.1.66 "Load/store memory tags", "Load/store register pair" (STGP), C4.1.67
# "Data-processing (2 source)" (IRG, GMI, SUBP, SUBPS) and "Add/subtract (immediate, with
# tags)"; spellings as llvm/test/MC/AArch64/armv8.5a-mte.s.
def _fmt_dp2(f):
    d, n, m = E.x(f.Rd, True), E.x(f.Rn, True), f.Rm
    if f.op == 0b000100:
        return f"irg {d}, {n}" + ("" if m == 31 else f", {E.x(m)}")
    if f.op == 0b000101:
        return f"gmi {E.x(f.Rd)}, {n}, {E.x(m)}"
    return None


def _fmt_subp(f):
    return f"{('subp', 'subps')[f.S]} {E.x(f.Rd)}, {E.x(f.Rn, True)}, {E.x(f.Rm, True)}"


def _fmt_addg(f):
    return (f"{('addg', 'subg')[f.op]} {E.x(f.Rd, True)}, {E.x(f.Rn, True)}, "
            f"{E.himm(16 * f.uimm6)}, {E.himm(f.uimm4)}")


def _fmt_tags(f):
    off = E.sext(f.imm9, 9) * 16
    base = E.x(f.Rn, True)
    if f.opc == 1 and f.op2 == 0:
        return f"ldg {E.x(f.Rt)}, [{base}" + (f", {E.himm(off)}]" if off else "]")
    if f.op2 == 0:
        return None  # STZGM/STGM/LDGM: EL1 only
    m = ("stg", "stzg", "st2g", "stz2g")[f.opc]
    t = E.x(f.Rt, True)
    if f.op2 == 1:
        return f"{m} {t}, [{base}], {E.himm(off)}"
    if f.op2 == 3:
        return f"{m} {t}, [{base}, {E.himm(off)}]!"
    return f"{m} {t}, [{base}" + (f", {E.himm(off)}]" if off else "]")


def _fmt_stgp(f):
    if f.mode == 0:
        return None
    off = E.sext(f.imm7, 7) * 16
    regs, base = f"{E.x(f.Rt)}, {E.x(f.Rt2)}", E.x(f.Rn, True)
    if f.mode == 1:
        return f"stgp {regs}, [{base}], {E.himm(off)}"
    if f.mode == 3:
        return f"stgp {regs}, [{base}, {E.himm(off)}]!"
    return f"stgp {regs}, [{base}" + (f", {E.himm(off)}]" if off else "]")


E.ENC("irg", "1 0 0 11010110 Rm:5 op:6 Rn:5 Rd:5", _fmt_dp2, aliases=("gmi",))
# llvm-objdump prints CMPP as ``subps xzr, Xn, Xm``
E.ENC("subp", "1 0 S:1 11010110 Rm:5 000000 Rn:5 Rd:5", _fmt_subp, aliases=("subps", "cmpp"))
# (op3, bits 15:14, must be 00: llvm-objdump-19 ignores it, QEMU 11.1 refuses the others)
E.ENC("addg", "1 op:1 0 100011 0 uimm6:6 00 uimm4:4 Rn:5 Rd:5", _fmt_addg, aliases=("subg",))
E.ENC("stg", "11011001 opc:2 1 imm9:9 op2:2 Rn:5 Rt:5", _fmt_tags,
      aliases=("stzg", "st2g", "stz2g", "ldg"))
E.ENC("stgp", "01 101 0 0 mode:2 0 imm7:7 Rt2:5 Rn:5 Rt:5", _fmt_stgp)
