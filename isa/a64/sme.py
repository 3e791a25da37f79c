"""SME: mode switches (SMSTART/SMSTOP and their ``msr svcr…, #imm`` spellings), ZERO,
RDSVL/ADDSVL/ADDSPL and MOVA/MOV between Z and ZA tile slices, with their binary encodings at the
end. Shared operand helpers for the other SME modules live here too (``sme_mem``, ``sme_mop``).

Layout: ``ZAk.T[r][c]`` is bytes ``[c*esz, (c+1)*esz)`` of ZA row ``k + esz*r``; a
horizontal slice is a tile row, a vertical slice a tile column, the index ``(Ws + imm) mod dim``.
Everything works on byte views of ``cpu.za`` shaped ``(dim, esz)`` so that one code path serves
every element size, .Q included. Mode checks happen at run time through
``cpu.require`` (SIGILL).
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import operands as O
from .table import M32, M64, Args, insn

# element bytes -> largest slice offset immediate (.b 0-15, .h 0-7, .s 0-3, .d 0-1, .q 0)
IMM_MAX = {1: 15, 2: 7, 4: 3, 8: 1, 16: 0}
TNAME = O.ESZ_NAME  # 1 -> 'b', …


# ----------------------------------------------------------------------------- operand helpers
def tile_number(a: Args, i: int, num: int, esz: int) -> None:
    """ZA0-ZA(esz-1) exist for an esz-byte tile (ZA0.B, ZA0-1.H, ZA0-3.S, ZA0-7.D, ZA0-15.Q)."""
    if not 0 <= num < esz:
        t = TNAME[esz]
        raise a.error(i, f"za{num}.{t} does not exist: .{t} tiles are "
                         f"{'ZA0' if esz == 1 else f'ZA0-ZA{esz - 1}'}.{t.upper()}",
                      f"use za0.{t}" if esz == 1 else f"use za0.{t} to za{esz - 1}.{t}")


def za_slice(a: Args, i: int, esz: int | None = None, *, array: bool = False):
    """Validate a ZA slice operand (``zaKh.T[Ws, imm]``; ``za[Wv, imm]`` when ``array``).

    ``i`` may point at a bare slice or at a one-item register list ``{slice}``. Returns
    ``(esz, tile, vertical, ws, imm)`` with ``ws`` the index into ``cpu.x`` (12-15).
    """
    o = a._get(i)
    col = a.col(i)
    if isinstance(o, O.RegList):
        if len(o.items) != 1:
            raise a.error(i, "expected exactly one ZA slice in the list", "e.g. {za0h.s[w12, 0]}")
        o = o.items[0]
        col = o.col
    if not isinstance(o, O.ZASlice):
        want = "za[Wv, imm]" if array else "a ZA tile slice"
        raise a.stmt.error(f"expected {want}, got '{a.raw[i].text}'", col,
                           "e.g. za[w12, 0]" if array else "e.g. za0h.s[w12, 0] or za1v.d[w13, 1]")
    if array:
        if o.esz != 0:
            raise a.stmt.error("expected the ZA array vector za[Wv, imm], not a tile slice", col,
                               "ldr/str za take za[w12, imm]")
        imm = a.ctx.value(o.imm, o.imm_col)
        if not 0 <= imm <= 15:
            raise a.stmt.error(f"immediate {imm} out of range 0-15 for the za[Wv, imm] offset",
                               o.imm_col, "the offset is 0-15")
        return 0, 0, False, o.wreg, imm
    if o.imm_hi is not None:
        raise a.stmt.error(f"a slice range {o.imm}:{o.imm_hi} is not allowed here", o.imm_col,
                           "name one slice, e.g. za0h.s[w12, 0]")
    if o.esz == 0:
        raise a.stmt.error("the ZA array vector za[Wv, imm] is not allowed here", col,
                           "name a tile slice, e.g. za0h.s[w12, 0]")
    t = TNAME[o.esz]
    if esz is not None and o.esz != esz:
        raise a.stmt.error(f"'{a.m}' needs a .{TNAME[esz]} slice, got .{t}", col,
                           f"write za{o.num}{'v' if o.vertical else 'h'}.{TNAME[esz]}[...]")
    if not 0 <= o.num < o.esz:
        raise a.stmt.error(f"za{o.num}{'v' if o.vertical else 'h'}.{t} does not exist: .{t} tiles "
                           f"are ZA0-ZA{o.esz - 1}", col, f"use a tile number 0-{o.esz - 1}")
    imm = a.ctx.value(o.imm, o.imm_col)
    hi = IMM_MAX[o.esz]
    if not 0 <= imm <= hi:
        raise a.stmt.error(f"immediate {imm} out of range 0-{hi} for .{t} slice offset", o.imm_col,
                           f"a .{t} slice offset is 0-{hi}; the index wraps modulo the tile size")
    return o.esz, o.num, o.vertical, o.wreg, imm


def gov_pred(a: Args, i: int, quals: str, what: str = "governing predicates") -> int:
    """A P0-P7 governing predicate (3-bit field) with the given qualifier(s)."""
    o = a._get(i)
    if isinstance(o, O.PReg) and o.num > 7:
        raise a.error(i, f"p{o.num} is not allowed here: {what} are P0-P7",
                      f"{what} are P0-P7 (a 3-bit field): use p0-p7")
    return a.preg(i, quals, max_num=7)[0]


def slice_view(za: np.ndarray, svlb: int, esz: int, tile: int, vertical: bool, s: int) -> np.ndarray:
    """The slice as a (dim, esz) uint8 view of ZA (s already reduced mod dim)."""
    if vertical:
        return za[tile:svlb:esz, s * esz:(s + 1) * esz]
    return za[tile + esz * s, :svlb].reshape(svlb // esz, esz)


def require_sm_za(cpu, what: str) -> None:
    cpu.require(sm=True, za=True, what=what)


# ----------------------------------------------------------------------------- SMSTART / SMSTOP
@insn("smstart", "smstop", family="sme", klass="sme_mode")
def smstart(a: Args):
    a.count(0, 1, usage="[sm | za]")
    on = a.m == "smstart"
    sm = za = on
    if len(a):
        which = a.ident(0)
        if which == "sm":
            za = None
        elif which == "za":
            sm = None
        else:
            raise a.error(0, f"expected sm or za, got '{a.raw[0].text}'",
                          f"{a.m} (both), {a.m} sm or {a.m} za")
    return _pstate_bind(sm, za)


def _pstate_bind(sm: bool | None, za: bool | None):
    """Set PSTATE.SM and/or PSTATE.ZA (None: unchanged)."""

    def bind(cpu, idx):
        nxt = idx + 1
        set_pstate = cpu.set_pstate

        def run():
            set_pstate(sm, za)
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- ZERO
_ZERO_MASK = {1: 0xFF, 2: 0x55, 4: 0x11, 8: 0x01}


def zero_mask(a: Args, i: int) -> int:
    """The 8-bit ZAk.D mask of a ZERO tile list, as LLVM computes it."""
    o = a._get(i)
    if not isinstance(o, O.RegList):
        raise a.error(i, f"expected a tile list, got '{a.raw[i].text}'", "e.g. {za} or {za0.s, za1.s}")
    mask = 0
    for it in o.items:
        if not isinstance(it, O.ZATile):
            raise a.stmt.error("expected a ZA tile in the list", getattr(it, "col", a.col(i)),
                               "e.g. za, za0.h, za1.s or za3.d")
        if it.esz == 0:
            mask |= 0xFF
            continue
        if it.esz == 16:
            raise a.stmt.error("zero takes za, .b, .h, .s or .d tiles, not .q", it.col,
                               "zero {za} clears everything")
        t = TNAME[it.esz]
        if not 0 <= it.num < it.esz:
            raise a.stmt.error(f"za{it.num}.{t} does not exist: .{t} tiles are ZA0-ZA{it.esz - 1}",
                               it.col, f"use za0.{t}" + (f" to za{it.esz - 1}.{t}" if it.esz > 1 else ""))
        mask |= _ZERO_MASK[it.esz] << it.num
    return mask


@insn("zero", family="sme", klass="sme_zero")
def zero(a: Args):
    a.count(1, usage="{za} | {za0.s, za1.s, …}")
    mask = zero_mask(a, 0)
    a.info = {"zero_mask": mask}
    ks = tuple(k for k in range(8) if mask >> k & 1)

    def bind(cpu, idx):
        nxt = idx + 1
        za = cpu.za

        def run():
            if not cpu.za_on:
                cpu.require(za=True, what="zero")
            svlb = cpu.svlb
            if len(ks) == 8:
                za[:svlb, :svlb] = 0
            else:
                for k in ks:
                    za[k:svlb:8, :svlb] = 0
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- RDSVL / ADDSVL / ADDSPL
@insn("rdsvl", family="sme", klass="int")
def rdsvl(a: Args):
    a.count(2, usage="Xd, #imm")
    d, d64 = a.gpr(0, write=True, width=64)
    k = a.imm(1, -32, 31, "immediate", "rdsvl multiplies SVL in bytes by -32..31")

    def bind(cpu, idx):
        nxt, x = idx + 1, cpu.x

        def run():
            x[d] = (k * cpu.svlb) & M64
            return nxt
        return run
    return bind


@insn("addsvl", "addspl", family="sme", klass="int")
def addsvl(a: Args):
    a.count(3, usage="Xd|SP, Xn|SP, #imm")
    d, _ = a.gpr(0, sp=True, zr=False, write=True, width=64)
    n, _ = a.gpr(1, sp=True, zr=False, width=64)
    k = a.imm(2, -32, 31, "immediate", f"{a.m} adds -32..31 times the streaming vector length")
    shift = 3 if a.m == "addspl" else 0

    def bind(cpu, idx):
        nxt, x = idx + 1, cpu.x

        def run():
            x[d] = (x[n] + k * (cpu.svlb >> shift)) & M64
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- MOVA / MOV
def _mova_to_za(a: Args):
    """``mova zaKh.T[Ws, imm], Pg/m, Zn.T`` (merging)."""
    esz, tile, vert, ws, imm = za_slice(a, 0)
    g = gov_pred(a, 1, "m")
    n, zesz = a.zreg(2, TNAME[esz])
    return _mova_bind(esz, tile, vert, ws, imm, g, n, to_za=True, what=a.m)


def decode_mova_to_z(a: Args):
    """``mova/mov Zd.T, Pg/m, zaKh.T[Ws, imm]`` (merging).

    ``mov z…`` belongs to SVE: its decoder hands ``mov Zd.T, Pg/m, <ZA slice>`` to the ``mova``
    entry, which lands here (this function can also be called directly).
    """
    a.count(3, usage="Zd.T, Pg/m, zaKh.T[Ws, imm]")
    a.klass = "sme_mova"  # timed as MOVA also when SVE's ``mov`` entry hands it over
    esz, tile, vert, ws, imm = za_slice(a, 2)
    g = gov_pred(a, 1, "m")
    n, _ = a.zreg(0, TNAME[esz])
    return _mova_bind(esz, tile, vert, ws, imm, g, n, to_za=False, what=a.m)


def _mova_bind(esz, tile, vert, ws, imm, g, n, *, to_za: bool, what: str):
    def bind(cpu, idx):
        nxt, x, za, z, p = idx + 1, cpu.x, cpu.za, cpu.z, cpu.p
        copyto = np.copyto

        def run():
            if not (cpu.sm and cpu.za_on):
                require_sm_za(cpu, what)
            svlb = cpu.svlb
            dim = svlb // esz
            s = ((x[ws] & M32) + imm) % dim
            sl = slice_view(za, svlb, esz, tile, vert, s)
            zr = z[n, :svlb].reshape(dim, esz)
            pg = p[g, :svlb:esz, None]
            if to_za:
                copyto(sl, zr, where=pg)
            else:
                copyto(zr, sl, where=pg)
            return nxt
        return run
    return bind


@insn("mova", family="sme", klass="sme_mova")
def mova(a: Args):
    if len(a) == 2:  # SME2 multi-vector forms
        from .sme2_mova import mova_multi

        return mova_multi(a)
    a.count(3, usage="zaKh.T[Ws, imm], Pg/m, Zn.T | Zd.T, Pg/m, zaKh.T[Ws, imm]")
    if isinstance(a[0], O.ZASlice):
        return _mova_to_za(a)
    if isinstance(a[0], O.ZReg):
        return decode_mova_to_z(a)
    raise a.error(0, f"expected a ZA slice or a Z register, got '{a.raw[0].text}'",
                  "mova za0h.s[w12, 0], p0/m, z0.s or mova z0.s, p0/m, za0h.s[w12, 0]")


@insn("mov", family="sme", klass="sme_mova", first="ZASlice")
def mov_to_za(a: Args):
    if len(a) == 2:  # SME2 multi-vector forms
        from .sme2_mova import mova_multi

        return mova_multi(a)
    a.count(3, usage="zaKh.T[Ws, imm], Pg/m, Zn.T")
    return _mova_to_za(a)


# ----------------------------------------------------------------------------- MSR SVCR spellings
# ``msr svcrsm, #1`` is ``smstart sm`` (Arm ARM C6.2 "SMSTART": an alias of MSR (immediate) with
# the SVCRSM/SVCRZA/SVCRSMZA pstate fields); GNU as and llvm accept both spellings.
_SVCR = {"svcrsm": "sm", "svcrza": "za", "svcrsmza": None}


@insn("msr", family="sme", klass="sme_mode", first="Ident")
def msr_svcr(a: Args):
    """``msr svcrsm|svcrza|svcrsmza, #0|#1``: SMSTOP/SMSTART of SM, ZA or both."""
    from .table import REGISTRY

    field = a.ident(0) if len(a) and isinstance(a[0], O.Ident) else ""
    if field not in _SVCR:
        other = REGISTRY.get("msr")  # MSR <sysreg>, Xt: the base tables' entry and its class
        if other is not None:
            return a.hand_to(other)
        a.count(2, usage="svcrsm|svcrza|svcrsmza, #0|#1")
        raise a.error(0, f"unsupported system register or pstate field '{a.raw[0].text}'",
                      "tilesim supports msr svcrsm, svcrza and svcrsmza")
    a.count(2, usage=f"{field}, #0|#1")
    on = a.imm(1, 0, 1, "immediate", f"msr {field} takes #0 (stop) or #1 (start)")
    which = _SVCR[field]
    return _pstate_bind(bool(on) if which != "za" else None, bool(on) if which != "sm" else None)


# ----------------------------------------------------------------------------- encodings
# SMSTART/SMSTOP: MSR (immediate) op1=011 CRn=0100 CRm=0:pstatefield:imm op2=011 Rt=11111, with
# pstatefield 01 SVCRSM, 10 SVCRZA, 11 SVCRSMZA (Arm ARM C6.2 SMSTART/SMSTOP; LLVM
# llvm/test/MC/AArch64/SME/smstart.s, smstop.s). Pstatefield 00 is another register's MSR.
def _fmt_smstart(f):
    if f.field == 0:
        return None
    m = "smstart" if f.on else "smstop"
    return m if f.field == 3 else f"{m} {('sm', 'za')[f.field - 1]}"


E.ENC("smstart", "1101010100 0 00 011 0100 0 field:2 on:1 011 11111", _fmt_smstart, "sme",
      aliases=("smstop", "msr"))

# ZERO {mask}: 11000000 00001000 00000000 imm8 (Arm ARM C4.1 SME "SME zero", LLVM
# llvm/test/MC/AArch64/SME/zero.s). llvm-objdump prints the LLVM aliases for whole tiles (its
# .s pairs and triples without a space after the comma) and ZA0-ZA7.D lists otherwise.
_ZERO_ALIAS = {0xFF: "za", 0x55: "za0.h", 0xAA: "za1.h", 0x11: "za0.s", 0x22: "za1.s",
               0x44: "za2.s", 0x88: "za3.s", 0x33: "za0.s,za1.s", 0x99: "za0.s,za3.s",
               0x66: "za1.s,za2.s", 0xCC: "za2.s,za3.s", 0x77: "za0.s,za1.s,za2.s",
               0xBB: "za0.s,za1.s,za3.s", 0xDD: "za0.s,za2.s,za3.s", 0xEE: "za1.s,za2.s,za3.s"}


def _fmt_zero(f):
    tiles = _ZERO_ALIAS.get(f.imm8) or ", ".join(f"za{k}.d" for k in range(8) if f.imm8 >> k & 1)
    return f"zero {{{tiles}}}"


E.ENC("zero", "11000000 00001000 00000000 imm8:8", _fmt_zero, "sme")

# RDSVL / ADDSVL / ADDSPL (Arm ARM C4.1 SME "SME add vector length"; LLVM
# llvm/test/MC/AArch64/SME/rdsvl.s, addsvl.s, addspl.s): immediates printed as signed hex.
E.ENC("rdsvl", "00000100 1 0 1 11111 01011 imm6:6 Rd:5",
      lambda f: f"rdsvl {E.x(f.Rd)}, {E.himm(E.sext(f.imm6, 6))}", "sme")
E.ENC("addsvl", "00000100 0 op:1 1 Rn:5 01011 imm6:6 Rd:5",
      lambda f: f"{('addsvl', 'addspl')[f.op]} {E.x(f.Rd, True)}, {E.x(f.Rn, True)}, "
                f"{E.himm(E.sext(f.imm6, 6))}", "sme", aliases=("addspl",))


# MOVA tile <- vector and vector <- tile (Arm ARM C4.1 SME "SME move into array" / "SME move
# from array"; QEMU target/arm/tcg/sme.decode MOVA; LLVM llvm/test/MC/AArch64/SME/mova.s).
# ``off`` holds the tile number in its high log2(esz) bits and the slice offset below;
# .Q is size 11 with Q = 1. llvm-objdump prints the preferred alias MOV.
def slice_text(esz: int, vertical: int, rs: int, off: int) -> str:
    """``zaKh.T[Ws, imm]`` from an encoding's esz, V bit, Rs (W12+) and 4-bit ZAd:imm field."""
    tb = esz.bit_length() - 1
    return (f"za{off >> (4 - tb) if tb else 0}{'hv'[vertical]}.{TNAME[esz]}"
            f"[w{12 + rs}, {off & (0xF >> tb)}]")


def _mova_esz(f) -> int | None:
    if f.Q and f.size != 3:
        return None
    return 16 if f.Q else 1 << f.size


def _fmt_mova_to_za(f):
    esz = _mova_esz(f)
    if esz is None:
        return None
    return (f"mov {slice_text(esz, f.V, f.Rs, f.off)}, p{f.Pg}/m, "
            f"z{f.Zn}.{TNAME[esz]}")


def _fmt_mova_to_z(f):
    esz = _mova_esz(f)
    if esz is None:
        return None
    return (f"mov z{f.Zd}.{TNAME[esz]}, p{f.Pg}/m, "
            f"{slice_text(esz, f.V, f.Rs, f.off)}")


E.ENC("mova", "11000000 size:2 00000 Q:1 V:1 Rs:2 Pg:3 Zn:5 0 off:4", _fmt_mova_to_za, "sme",
      aliases=("mov",))
E.ENC("mova", "11000000 size:2 00001 Q:1 V:1 Rs:2 Pg:3 0 off:4 Zd:5", _fmt_mova_to_z, "sme",
      aliases=("mov",))
