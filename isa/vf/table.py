"""The VF syntax table: mnemonic → decoder, plus the list used for "did you mean" hints."""
from __future__ import annotations

from . import insns_mem as MEM
from . import insns_vec as VEC
from .spec import OpSpec

VECTOR = tuple(VEC.BIN) + tuple(VEC.SCAL) + tuple(VEC.UNARY) + VEC.REDUCE + (
    "vaxpy", "vmula", "vmadd", "vexpdif", "vcvt", "vcmp", "vcmps", "vsel", "vbr", "vci")
MASK = ("pset", "plt", "pand", "por", "pxor", "pnot", "pmov")
SCALAR = tuple(MEM.SCALAR_OPS)
CONTROL = ("loop", "endloop", "for", "endfor", "if", "else", "endif")
OTHER = ("vld", "vst", "mem_bar", "vag", "vfcall")
MNEMONICS = VECTOR + MASK + SCALAR + CONTROL + OTHER


def decode(stmt, scope) -> OpSpec:
    """Decode one instruction statement (control statements are handled by the structure pass)."""
    base, *parts = stmt.mnemonic.split(".")
    if base in VECTOR:
        return VEC.decode(stmt, parts, scope, base)
    if base == "vld":
        return MEM.decode_vld(stmt, parts, scope)
    if base == "vst":
        return MEM.decode_vst(stmt, parts, scope)
    if base in MASK:
        return MEM.decode_mask(stmt, base, parts, scope)
    if base in SCALAR and not parts:
        return MEM.decode_scalar(stmt, base, scope)
    if base == "mem_bar":
        return MEM.decode_membar(stmt)
    if base == "vag":
        return MEM.decode_vag(stmt, scope)
    if base == "vfcall":
        return MEM.decode_vfcall(stmt, scope)
    import difflib

    close = difflib.get_close_matches(base, MNEMONICS, n=3)
    raise stmt.error(f"unknown VF instruction '{stmt.mnemonic}'", stmt.loc.col,
                     f"did you mean {', '.join(close)}?" if close else "see SPEC §3.4")
