"""Load/store forms that differ from LDUR/STUR only in ordering or privilege (Arm ARM C6.2):

* LDAPUR/LDAPURB/LDAPURH/LDAPURSB/LDAPURSH/LDAPURSW, STLUR/STLURB/STLURH (FEAT_LRCPC2:
  load-acquire RCpc / store-release with an unscaled offset): on one in-order core with
  sequentially consistent memory the ordering changes nothing; as ordered accesses they follow
  the FEAT_LSE2 rule (an access crossing a 16-byte boundary is an alignment fault,
  :func:`isa.a64.base_atomic.within_16`);
* LDTR/LDTRB/LDTRH/LDTRSB/LDTRSH/LDTRSW, STTR/STTRB/STTRH (unprivileged): at EL0 they are the
  ordinary accesses.

Each runs as the LDUR/STUR form of :mod:`isa.a64.base_mem` with the same operands.
"""
from __future__ import annotations

from . import encoding as E
from . import operands as O
from .base_atomic import within_16
from .base_mem import ldst
from .table import M64, Args, insn

_AS_UNSCALED = {"ldapur": "ldur", "ldapurb": "ldurb", "ldapurh": "ldurh",
                "ldapursb": "ldursb", "ldapursh": "ldursh", "ldapursw": "ldursw",
                "stlur": "stur", "stlurb": "sturb", "stlurh": "sturh",
                "ldtr": "ldur", "ldtrb": "ldurb", "ldtrh": "ldurh", "ldtrsb": "ldursb",
                "ldtrsh": "ldursh", "ldtrsw": "ldursw", "sttr": "stur", "sttrb": "sturb",
                "sttrh": "sturh"}


@insn(*_AS_UNSCALED, klass="load")
def ordered(a: Args):
    """<op> Rt, [Xn|SP{, #simm9}]: the LDUR/STUR access (offset form only)."""
    a.count(2, usage="Rt, [Xn|SP{, #imm}]")
    mem = a._get(1)
    if not isinstance(mem, O.Mem) or mem.pre or not (mem.offset is None
                                                     or isinstance(mem.offset, O.Imm)):
        raise a.error(1, f"'{a.m}' takes [Xn|SP{{, #imm}}] (-256..255, no write-back)")
    name = a.m
    a.m = _AS_UNSCALED[name]
    try:
        inner = ldst(a)
    finally:
        a.m = name
    if "tr" in name:
        return inner
    base = mem.base.num
    off = a.ctx.value(mem.offset.text, mem.offset.col) if mem.offset is not None else 0
    size = {"b": 1, "h": 2, "w": 4}.get(name[-1], 8 if a[0].is64 else 4)

    def bind(cpu, idx):
        run_inner, x = inner(cpu, idx), cpu.x

        def run():
            within_16((x[base] + off) & M64, size, name)
            return run_inner()
        return run
    return bind


# (size, opc) -> (mnemonic stem, 64-bit Rt) of the RCpc and unprivileged forms
_FORMS = {(0, 0): ("st?rb", False), (0, 1): ("ld?rb", False), (0, 2): ("ld?rsb", True),
          (0, 3): ("ld?rsb", False), (1, 0): ("st?rh", False), (1, 1): ("ld?rh", False),
          (1, 2): ("ld?rsh", True), (1, 3): ("ld?rsh", False), (2, 0): ("st?r", False),
          (2, 1): ("ld?r", False), (2, 2): ("ld?rsw", True), (3, 0): ("st?r", True),
          (3, 1): ("ld?r", True)}


def _fmt(kind: str):
    def fmt(f):
        hit = _FORMS.get((f.size, f.opc))
        if hit is None:
            return None
        stem, is64 = hit
        if kind == "t":
            m = stem.replace("?r", "tr")
        else:
            m = stem.replace("st?r", "stlur").replace("ld?r", "ldapur")
        return f"{m} {E.r(is64 or f.size == 3, f.Rt)}, " \
               f"{E.addr_imm9(0, E.x(f.Rn, True), E.sext(f.imm9, 9))}"
    return fmt


E.ENC("ldtr", "size:2 111 0 00 opc:2 0 imm9:9 10 Rn:5 Rt:5", _fmt("t"),
      aliases=tuple(m for m in _AS_UNSCALED if "tr" in m))
E.ENC("ldapur", "size:2 011001 opc:2 0 imm9:9 00 Rn:5 Rt:5", _fmt("rcpc"),
      aliases=tuple(m for m in _AS_UNSCALED if "tr" not in m))
