"""Memory copy and memory set (FEAT_MOPS; Arm ARM C6.2 "CPYFP, CPYFM, CPYFE", "CPYP, CPYM,
CPYE", "SETP, SETM, SETE", "SETGP, SETGM, SETGE").

Each operation is three instructions, prologue (P), main (M) and epilogue (E), that together
copy or set Xn bytes; how much each does, and what the registers hold in between, the
architecture leaves to the implementation ("option A" or "option B"). tilesim makes QEMU 11.1's
choices (target/arm/tcg/helper-a64.c, ``do_cpyp``/``do_cpym``/``do_cpye``,
``do_setp``/``do_setm``/``do_sete``), so a program sees the same registers after each step and
after a fault part-way (Linux restarts the instruction from them):

* option A throughout: P leaves NZCV = 0000 and, going forwards, Xd/Xs at the ends of the
  regions and Xn = -(bytes left); M and E then count Xn up to 0. A backward copy (CPY only,
  when the source starts below an overlapping destination) leaves Xd/Xs at the starts and
  Xn = bytes left; M and E count it down. M or E with C = 1 is the wrong option: SIGILL.
* P does the bytes up to the first page boundary (4 KiB) of the destination or the source, M
  every step while at least a page remains, E the rest (E with a page or more left: SIGILL);
  M and E do nothing, checking nothing, when Xn = 0.
* each step stays within one page of each region and copies as memmove does (CPYF too); a
  step that faults leaves the registers as they were before it (P: Xd, Xs, Xn the step's start).
* CPYF* and SET* sizes above 2^63 - 1, and CPY* ones above 2^55 - 1, are clamped in P.
* SETG* (set with tags) is SET with its 16-byte granule checks (an unaligned address or size:
  SIGBUS); untagged memory ignores the tags (see :mod:`isa.a64.base_mte`).

The unprivileged (T, RT, WT) and non-temporal (N, RN, WN) variants are the same accesses at EL0.
Xd, Xs and Xn must be distinct and not XZR/SP (Xs may be XZR for SET*): QEMU refuses the others.
"""
from __future__ import annotations

from isa.faults import BusError, IllegalInstruction

from . import encoding as E
from . import operands as O
from .table import M64, Args, insn

PAGE = 4096
_CPY_OPTS = ("", "wt", "rt", "t", "wn", "wtwn", "rtwn", "twn", "rn", "wtrn", "rtrn", "trn",
             "n", "wtn", "rtn", "tn")
_SET_OPTS = ("", "t", "n", "tn")
_PHASES = "pme"
CPY = tuple(f"cpy{f}{p}{o}" for f in ("f", "") for p in _PHASES for o in _CPY_OPTS)
SET = tuple(f"set{g}{p}{o}" for g in ("", "g") for p in _PHASES for o in _SET_OPTS)
_INT63, _INT55 = (1 << 63) - 1, (1 << 55) - 1


def _page_limit(addr: int) -> int:
    """Bytes from ``addr`` up to the next page boundary (a whole page at a boundary)."""
    return PAGE - (addr & (PAGE - 1))


def _page_limit_rev(addr: int) -> int:
    """Bytes from ``addr`` down to its page's start, ``addr`` included."""
    return (addr & (PAGE - 1)) + 1


def _wb_reg(a: Args, i: int) -> int:
    """The ``Xn!`` operand (a size register, written back): its number."""
    text = a.raw[i].text if i < len(a.raw) else ""
    try:
        o = O.parse_operand(text[:-1], a.raw[i].col) if text.endswith("!") else None
    except O.OperandError:
        o = None
    if not isinstance(o, O.Gpr) or not o.is64 or o.kind != "r":
        raise a.error(i, f"expected Xn! (a 64-bit register with write-back), got '{text}'",
                      f"e.g. {a.m} [x0]!, [x1]!, x2!" if a.m.startswith("cpy")
                      else f"e.g. {a.m} [x0]!, x1!, x2")
    return o.num


def _addr_reg(a: Args, i: int) -> int:
    o = a._get(i)
    if not isinstance(o, O.Mem) or not o.pre or o.offset is not None or o.base.kind != "r":
        raise a.error(i, f"expected [Xn]! (a register with write-back, no offset), "
                         f"got '{a.raw[i].text}'")
    return o.base.num


def _distinct(a: Args, regs: tuple[int, ...]) -> None:
    if len(set(regs)) != len(regs):
        raise a.error(0, f"'{a.m}' needs distinct registers",
                      "QEMU 11.1 refuses overlapping MOPS registers (SIGILL)")


def timing_info(n: int, phase: str) -> dict:
    """For the cycle model (simulator.timing.classes): Xn is read and written; P writes NZCV,
    M and E read it."""
    return {"timing": {"x_rw": (n,), "nzcv": "write" if phase == "p" else "read"}}


def _check_option(cpu, m: str) -> None:
    """An M or E step after a P that chose option B (C = 1) is the wrong option: UDEF."""
    if cpu.nzcv[2]:
        raise IllegalInstruction(f"{m}: PSTATE.C = 1 (an option-B sequence) on an option-A "
                                 "implementation")


def _copy(mem, to: int, frm: int, n: int) -> None:
    """``n`` bytes from ``frm`` to ``to``, memmove-style (one page of each at most)."""
    src = mem.view(frm, n).copy()
    mem.view(to, n, True)[:] = src


def _copy_rev(mem, to_last: int, from_last: int, n: int) -> None:
    _copy(mem, (to_last - n + 1) & M64, (from_last - n + 1) & M64, n)


@insn(*CPY, klass="store")
def cpy(a: Args):
    """CPY{F}{P,M,E}{options} [Xd]!, [Xs]!, Xn!"""
    a.count(3, usage="[Xd]!, [Xs]!, Xn!")
    d, s, n = _addr_reg(a, 0), _addr_reg(a, 1), _wb_reg(a, 2)
    _distinct(a, (d, s, n))
    move = not a.m.startswith("cpyf")
    phase = a.m[3 if move else 4]
    m = a.m
    a.info = timing_info(n, phase)

    def bind(cpu, idx):
        x, mem, f, nxt = cpu.x, cpu.mem, cpu.nzcv, idx + 1

        def prologue():
            to, frm, size = x[d], x[s], x[n]
            forwards = True
            if move:
                size = min(size, _INT55)
                fs, ts = frm & ((1 << 56) - 1), to & ((1 << 56) - 1)
                if fs < ts < ((frm + size) & ((1 << 56) - 1)):
                    forwards = False
            else:
                size = min(size, _INT63)
            if forwards:
                step = min(size, _page_limit(to), _page_limit(frm))
                x[d], x[s], x[n] = to, frm, size
                if step:
                    _copy(mem, to, frm, step)
                x[d], x[s] = (to + size) & M64, (frm + size) & M64
                x[n] = -(size - step) & M64
            else:
                to_last, from_last = (to + size - 1) & M64, (frm + size - 1) & M64
                step = min(size, _page_limit_rev(to_last), _page_limit_rev(from_last))
                x[n] = size
                if step:
                    _copy_rev(mem, to_last, from_last, step)
                x[n] = size - step
            f[:] = [0, 0, 0, 0]
            return nxt

        def main_or_end():
            xn = x[n]
            if xn == 0:
                return nxt
            _check_option(cpu, m)
            forwards = not move or xn >> 63
            if forwards:
                to, frm, size = (x[d] + xn) & M64, (x[s] + xn) & M64, -xn & M64
            else:
                size = xn
                to, frm = (x[d] + size - 1) & M64, (x[s] + size - 1) & M64
            if phase == "e" and size >= PAGE:
                raise IllegalInstruction(f"{m}: {size} bytes left for the epilogue (at most "
                                         f"{PAGE - 1} on this implementation)")
            floor = PAGE if phase == "m" else 1
            while size >= floor:
                if forwards:
                    step = min(size, _page_limit(to), _page_limit(frm))
                    _copy(mem, to, frm, step)
                    to, frm = (to + step) & M64, (frm + step) & M64
                    size -= step
                    x[n] = -size & M64
                else:
                    step = min(size, _page_limit_rev(to), _page_limit_rev(frm))
                    _copy_rev(mem, to, frm, step)
                    to, frm = (to - step) & M64, (frm - step) & M64
                    size -= step
                    x[n] = size
            return nxt

        return prologue if phase == "p" else main_or_end
    return bind


def _granules(m: str, addr: int, size: int) -> None:
    """SETG*: the address (when bytes are set) and the size must be 16-byte multiples."""
    if (size and addr & 15) or size & 15:
        raise BusError(f"{m}: address 0x{addr:x} or size {size} is not a multiple of the "
                       "16-byte tag granule", addr)


@insn(*SET, klass="store")
def mset(a: Args):
    """SET{G}{P,M,E}{options} [Xd]!, Xn!, Xs (Xs<7:0> is the byte; XZR sets zeros)."""
    a.count(3, usage="[Xd]!, Xn!, Xs")
    d, n = _addr_reg(a, 0), _wb_reg(a, 1)
    s, _ = a.gpr(2, width=64)
    _distinct(a, (d, n, s))
    tags = a.m.startswith("setg")
    phase = a.m[4 if tags else 3]
    m = a.m
    a.info = timing_info(n, phase)

    def fill(mem, to: int, n_: int, byte: int) -> None:
        mem.view(to, n_, True)[:] = byte

    def bind(cpu, idx):
        x, mem, f, nxt = cpu.x, cpu.mem, cpu.nzcv, idx + 1

        def main_or_end():
            xn = x[n]
            if xn == 0:
                return nxt
            _check_option(cpu, m)
            to, size, byte = (x[d] + xn) & M64, -xn & M64, x[s] & 0xFF
            if phase == "e" and size >= PAGE:
                raise IllegalInstruction(f"{m}: {size} bytes left for the epilogue (at most "
                                         f"{PAGE - 1} on this implementation)")
            if tags:
                _granules(m, to, size)
            stage = size & ~(PAGE - 1) if phase == "m" else size
            while stage > 0:
                step = min(stage, _page_limit(to))
                fill(mem, to, step, byte)
                to = (to + step) & M64
                size -= step
                stage -= step
                x[n] = -size & M64
            return nxt

        def prologue():
            to, size, byte = x[d], x[n], x[s] & 0xFF
            if size > _INT63:
                size = _INT63 & ~15 if tags else _INT63
            if tags:
                _granules(m, to, size)
            step = min(size, _page_limit(to))
            x[d], x[n] = to, size
            if step:
                fill(mem, to, step, byte)
            x[d], x[n] = (to + size) & M64, -(size - step) & M64
            f[:] = [0, 0, 0, 0]
            return nxt

        return prologue if phase == "p" else main_or_end
    return bind


# Arm ARM C4.1.68 "Loads and Stores: Memory Copy and Memory Set": sz 011 o0 01 op1 0 Rs op2 01 Rn
# Rd (sz = 00); op1 = 11 is SET{G} (op2<3:2> the phase, op2<1:0> the options; o0 = 1: SETG).
def _fmt(f):
    if f.op1 == 3:
        phase, opts = f.op2 >> 2, f.op2 & 3
        if phase == 3 or len({f.Rd, f.Rn, f.Rs}) < 3 or 31 in (f.Rd, f.Rn):
            return None
        m = f"set{'g' if f.o0 else ''}{_PHASES[phase]}{_SET_OPTS[opts]}"
        return f"{m} [x{f.Rd}]!, x{f.Rn}!, {E.x(f.Rs)}"
    if len({f.Rd, f.Rn, f.Rs}) < 3 or 31 in (f.Rd, f.Rn, f.Rs):
        return None  # (llvm-objdump prints Xn = 31 as xzr!; QEMU 11.1 refuses it)
    m = f"cpy{'' if f.o0 else 'f'}{_PHASES[f.op1]}{_CPY_OPTS[f.op2]}"
    return f"{m} [x{f.Rd}]!, [x{f.Rs}]!, x{f.Rn}!"


E.ENC("cpyfp", "00 011 o0:1 01 op1:2 0 Rs:5 op2:4 01 Rn:5 Rd:5", _fmt,
      aliases=tuple(m for m in CPY + SET if m != "cpyfp"))
