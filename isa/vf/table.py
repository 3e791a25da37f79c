"""The VF syntax table: mnemonic → decoder, plus the list used for "did you mean" hints."""
from __future__ import annotations

from . import insns_blk as BLK
from . import insns_mem as MEM
from . import insns_vec as VEC
from . import insns_xmem as XMEM
from .spec import OpSpec

VECTOR = tuple(VEC.BIN) + tuple(VEC.SCAL) + tuple(VEC.UNARY) + VEC.REDUCE + tuple(VEC.LOGIC) + (
    "vaxpy", "vmula", "vmadd", "vexpdif", "vcvt", "vcmp", "vcmps", "vsel", "vbr", "vci")
MASK = ("pset", "plt", "pand", "por", "pxor", "pnot", "pmov")
SCALAR = tuple(MEM.SCALAR_OPS)
CONTROL = ("loop", "endloop", "for", "endfor", "if", "else", "endif")
OTHER = ("vld", "vst", "vldu", "vstu", "vgather", "vscatter", "plds", "psts", "vsldb", "vsstb",
         "mem_bar", "vag", "vfcall")
MNEMONICS = VECTOR + MASK + SCALAR + CONTROL + OTHER


_XMEM = {"vldu": XMEM.decode_vldu, "vstu": XMEM.decode_vstu, "vgather": XMEM.decode_vgather,
         "vscatter": XMEM.decode_vscatter, "plds": BLK.decode_plds, "psts": BLK.decode_psts,
         "vsldb": BLK.decode_vsldb, "vsstb": BLK.decode_vsstb}


def _intlv_width(stmt, parts) -> int:
    return XMEM._width(stmt, parts[1:], f"{stmt.mnemonic.split('.')[0]}.{parts[0]}")


def decode(stmt, scope) -> OpSpec:
    """Decode one instruction statement (control statements are handled by the structure pass)."""
    base, *parts = stmt.mnemonic.split(".")
    if base in VECTOR:
        return VEC.decode(stmt, parts, scope, base)
    if base == "vld":
        if parts[:1] == ["dintlv"]:
            return XMEM.decode_vld_dintlv(stmt, _intlv_width(stmt, parts), scope)
        return MEM.decode_vld(stmt, parts, scope)
    if base == "vst":
        if parts[:1] == ["intlv"]:
            return XMEM.decode_vst_intlv(stmt, _intlv_width(stmt, parts), scope)
        return MEM.decode_vst(stmt, parts, scope)
    if base in _XMEM:
        return _XMEM[base](stmt, parts, scope)
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
                     f"did you mean {', '.join(close)}?" if close
                     else "see `tilesim isa` for the VF forms")


# The operand form of every VF mnemonic (docs/isa.md and `tilesim isa` are generated from it).
# T: a type suffix; m: a mask register (mN zeroing, mN/m merging); s: a scalar register,
# parameter or immediate; ADDR: [base], [base + AFFINE] (counters times constants, constants and
# scalars), [sreg], #imm (post-increment) or [base, aN] (explicit AddrReg).
FORMS: dict[str, str] = {
    **{m: f"{m}.T vd, va, vb, m" for m in VEC.BIN},
    **{m: f"{m}.T vd, va, s|#imm, m" for m in VEC.SCAL},
    **{m: f"{m}.T vd, va, m" for m in VEC.UNARY},
    **{m: f"{m}.T vd, va, m   (result in lane 0)" for m in VEC.REDUCE},
    **{m: f"{m}.T vd, va, vb, m   (bitwise)" for m in ("vand", "vor", "vxor")},
    "vnot": "vnot.T vd, va, m   (bitwise)",
    "vaxpy": "vaxpy.T vd, va, s, m   (vd = s*va + vd)",
    "vmula": "vmula.T vd, va, vb, m   (vd = va*vb + vd)",
    "vmadd": "vmadd.T vd, va, vb, m   (vd = vd*va + vb)",
    "vexpdif": "vexpdif.T vd, va, vb, m   (exp(va - vb))",
    "vcvt": "vcvt.TO.FROM vd, va, m[, rint|round|floor|ceil|trunc|odd][, sat]",
    "vcmp": "vcmp.CC.T md, va, vb, m   (CC: lt gt ge le eq ne)",
    "vcmps": "vcmps.CC.T md, va, s, m",
    "vsel": "vsel.T vd, va, vb, m   (m ? va : vb)",
    "vbr": "vbr.T vd, s|#imm   |   vbr.T vd, va[0], m   (Duplicate)",
    "vci": "vci.T vd, #start   (Arange)",
    "pset": "pset.bW md, PATTERN   (ALL ALLF VL1..VL128 H Q M3 M4)",
    "plt": "plt.bW md, sreg   (first min(sreg, lanes) lanes; sreg -= that)",
    **{m: f"{m} md, ma, mb" for m in ("pand", "por", "pxor")},
    "pnot": "pnot md, ma",
    "pmov": "pmov md, ma",
    **{m: f"{m} sd, sa, s|#imm" for m in SCALAR if m != "mov"},
    "mov": "mov sd, s|#imm",
    "loop": "loop NAME, BOUND   ... endloop   (u16 counter 0..BOUND-1: the hardware-loop form)",
    "endloop": "endloop",
    "for": "for.TYPE NAME, START, END, STEP   ... endfor   (TYPE u16/u32/s32)",
    "endfor": "endfor",
    "if": "if sreg   ... [else ...] endif   (runs when sreg != 0)",
    "else": "else",
    "endif": "endif",
    "vld": "vld[.DIST] vd, ADDR   (DIST: norm brc.bW us.b8/b16 ds.b8/b16 unpack.bW blk)   |   "
           "vld.dintlv.bW vd0, vd1, ADDR   (2 VL: even elements to vd0, odd to vd1)",
    "vst": "vst[.DIST] ADDR, vs, m   (DIST: norm first.bW pack.b16/b32)   |   "
           "vst.intlv.bW ADDR, vs0, vs1   (2 VL interleaved; no mask)",
    "vldu": "vldu.pre uN, ADDR   then   vldu vd, uN, ADDR   (VL bytes from any address)",
    "vstu": "vstu.bW ADDR, uN, vs, count   ...   vstu.post END, uN   (a stream to any address)",
    "vgather": "vgather.T vd, ADDR, vidx, m   (vd[i] = ADDR[vidx[i]])   |   vgather.T vd, vs, vidx",
    "vscatter": "vscatter.T ADDR, vs, vidx, m   (ADDR[vidx[i]] = vs[i])",
    "plds": "plds[.us|.ds] md, ADDR   (a MaskReg from UB: 32 bytes; us 16, ds 64)",
    "psts": "psts[.pack] ADDR, ms   (a MaskReg to UB: 32 bytes; pack 16)",
    "vsldb": "vsldb vd, ADDR, stride, m   (8 blocks of 32 bytes, stride in blocks)",
    "vsstb": "vsstb ADDR, vs, stride, m   (8 blocks of 32 bytes, stride in blocks)",
    "mem_bar": "mem_bar",
    "vag": "vag aN, stride_outer, ..., stride_inner",
    "vfcall": "vfcall NAME, arg, ...",
}
missing = set(MNEMONICS) - set(FORMS)
assert not missing, f"VF mnemonics without a form: {missing}"
