"""SVE prefetches PRFB/PRFH/PRFW/PRFD: contiguous (``[Xn{, #imm, mul vl}]``, ``[Xn, Xm{, lsl
#k}]``) and gather (``[Zn.T{, #imm}]``, ``[Xn, Zm.T, sxtw|uxtw{ #k}]``, ``[Xn, Zm.D{, lsl #k}]``).

A prefetch is a hint with no architectural effect (and never faults), so the operation is a
no-op; the operands are still checked so that a wrong one is a located error. The gather
forms are illegal in streaming mode without FEAT_SME_FA64, like the gathers they mirror.
"""
from __future__ import annotations

from . import encoding as E
from . import operands as O
from .sve import gov
from .table import Args, insn

_PRFOP = {0: "pldl1keep", 1: "pldl1strm", 2: "pldl2keep", 3: "pldl2strm", 4: "pldl3keep",
          5: "pldl3strm", 8: "pstl1keep", 9: "pstl1strm", 10: "pstl2keep", 11: "pstl2strm",
          12: "pstl3keep", 13: "pstl3strm"}
_PRFNUM = {v: k for k, v in _PRFOP.items()}


@insn("prfb", "prfh", "prfw", "prfd", klass="sve_load")
def prf(a: Args):
    """PRF<B|H|W|D> <prfop>, Pg, <address>: no architectural effect."""
    a.count(3, usage="<prfop>, Pg, [Xn{, #imm, mul vl}] | [Xn, Xm{, lsl #k}] | [Zn.T{, #imm}]")
    o = a._get(0)
    if isinstance(o, O.Ident):
        if a.ident(0) not in _PRFNUM:
            raise a.error(0, f"unknown prefetch operation '{a.raw[0].text}'",
                          "pldl1keep … pstl3strm or #0-15")
    else:
        a.imm(0, 0, 15, "prefetch operation")
    gov(a, 1, "")
    mem = a._get(2)
    if not isinstance(mem, (O.Mem, O.ZMem)) or getattr(mem, "pre", False):
        raise a.error(2, f"expected an SVE address, got '{a.raw[2].text}'", "e.g. [x0, #1, mul vl]")
    if isinstance(mem, O.ZMem) or isinstance(mem.offset, O.ZReg):
        a.info = {"non_streaming": True}
    a.klass = "int"

    def bind(cpu, idx):
        nxt = idx + 1

        def run():
            return nxt
        return run
    return bind


# ============================================================================= binary encodings
# Arm ARM (DDI 0487) C4.1 "SVE Memory - 32-bit Gather and Unsized Contiguous" / "64-bit Gather"
# prefetch groups; llvm-objdump spellings as in llvm/test/MC/AArch64/SVE/prfb.s … prfd.s.
def _op(f) -> str:
    return _PRFOP.get(f.prfop) or E.himm(f.prfop)


def _name(msz: int) -> str:
    return "prf" + "bhwd"[msz]


def _fmt_si(f):
    k = E.sext(f.imm6, 6)
    off = f", {E.himm(k)}, mul vl" if k else ""
    return f"{_name(f.msz)} {_op(f)}, p{f.Pg}, [{E.x(f.Rn, True)}{off}]"


def _fmt_ss(f):
    if f.Rm == 31:
        return None
    sh = f", lsl #{f.msz}" if f.msz else ""
    return f"{_name(f.msz)} {_op(f)}, p{f.Pg}, [{E.x(f.Rn, True)}, {E.x(f.Rm)}{sh}]"


def _fmt_vi(t: str):
    def fmt(f):
        k = f.imm5 << f.msz
        off = f", {E.himm(k)}" if k else ""
        return f"{_name(f.msz)} {_op(f)}, p{f.Pg}, [z{f.Zn}.{t}{off}]"
    return fmt


def _fmt_sv(t: str, ext: bool):
    def fmt(f):
        if ext:
            mod = f", {('uxtw', 'sxtw')[f.xs]}" + (f" #{f.msz}" if f.msz else "")
        else:
            mod = f", lsl #{f.msz}" if f.msz else ""
        return f"{_name(f.msz)} {_op(f)}, p{f.Pg}, [{E.x(f.Rn, True)}, z{f.Zm}.{t}{mod}]"
    return fmt


_AL = ("prfh", "prfw", "prfd")
E.ENC("prfb", "1000010 11 1 imm6:6 0 msz:2 Pg:3 Rn:5 0 prfop:4", _fmt_si, "sve", aliases=_AL)
E.ENC("prfb", "1000010 msz:2 00 Rm:5 110 Pg:3 Rn:5 0 prfop:4", _fmt_ss, "sve", aliases=_AL)
E.ENC("prfb", "1000010 msz:2 00 imm5:5 111 Pg:3 Zn:5 0 prfop:4", _fmt_vi("s"), "sve",
      aliases=_AL)
E.ENC("prfb", "1100010 msz:2 00 imm5:5 111 Pg:3 Zn:5 0 prfop:4", _fmt_vi("d"), "sve",
      aliases=_AL)
E.ENC("prfb", "1000010 00 xs:1 1 Zm:5 0 msz:2 Pg:3 Rn:5 0 prfop:4", _fmt_sv("s", True), "sve",
      aliases=_AL)
E.ENC("prfb", "1100010 00 xs:1 1 Zm:5 0 msz:2 Pg:3 Rn:5 0 prfop:4", _fmt_sv("d", True), "sve",
      aliases=_AL)
E.ENC("prfb", "1100010 00 11 Zm:5 1 msz:2 Pg:3 Rn:5 0 prfop:4", _fmt_sv("d", False), "sve",
      aliases=_AL)
