"""SME2 multi-vector MOVA (and its preferred spelling MOV): two or four Z registers to or from
consecutive ZA tile slices (``mova {z0.s-z3.s}, za0h.s[w12, 0:3]``) and to or from a ZA array
vector group (``mova {z0.d-z3.d}, za.d[w8, 0, vgx4]``).

Tile slices (Arm ARM MOVA (tile to vector / vector to tile, two and four registers)): register
``r`` moves slice ``(b + r) mod dim`` of the tile, ``b`` being ``Ws + off`` rounded down to a
multiple of the count (``off`` itself is one).
Array groups (Arm ARM MOVA (array to vector / vector to array)): register ``r`` moves ZA row
``(Wv + off) mod (SVL_B / nreg) + r * SVL_B / nreg``; the element size is only a spelling (every
suffix encodes the same instruction, which llvm-objdump prints as ``.d``). Unpredicated; needs
PSTATE.SM and PSTATE.ZA, and a four-slice .D group is UNDEFINED when SVL is 128 bits.
"""
from __future__ import annotations

from isa.faults import IllegalInstruction

from . import encoding as E
from . import operands as O
from .sme import slice_view, za_slice
from .sme2 import za_array, za_slices, za_vector_rows, zlist, zlist_text
from .table import M32, Args, insn

TNAME = O.ESZ_NAME


def mova_multi(a: Args):
    """``mova``/``mov`` with a Z list on one side (called for every two-operand spelling)."""
    a.count(2, usage="{Zd1.T-Zdn.T}, zaKh.T[Ws, off:off+n-1] | zaKh.T[...], {Zn1.T-Znn.T} | "
                     "{Zd1.D-Zdn.D}, za.d[Wv, off, vgxN] | za.d[Wv, off, vgxN], {...}")
    a.klass = "sme_mova"
    to_za = not isinstance(a[0], O.ZList)
    zi, zai = (1, 0) if to_za else (0, 1)
    za_op = a._get(zai)
    if isinstance(za_op, O.ZAArray):
        nums, esz = zlist(a, zi, (2, 4), "bhsd")
        nreg = len(nums)
        _, wv, off, vgx = za_array(a, zai, esz, vgx=(nreg,))  # za.T matches the list's .T
        return _array_bind(nums, wv, off, to_za, a.m, zero=a.m == "movaz")
    if not isinstance(za_op, O.ZASlice):
        raise a.error(zai, f"expected ZA tile slices or a ZA array group, got '{a.raw[zai].text}'",
                      "e.g. za0h.s[w12, 0:1] or za.d[w8, 0, vgx2]")
    nums, esz = zlist(a, zi, (2, 4), "bhsd")
    nreg = len(nums)
    sesz, tile, vert, ws, off = za_slices(a, zai, nreg, esz)
    if esz == 8 and nreg == 4 and off:
        raise a.stmt.error(".d four-slice groups are za{k}h.d[Ws, 0:3]", za_op.imm_col)
    return _tile_bind(nums, esz, tile, vert, ws, off, to_za, a.m, zero=a.m == "movaz")


def _tile_bind(nums, esz, tile, vert, ws, off, to_za: bool, what: str, zero: bool = False):
    nreg = len(nums)

    def bind(cpu, idx):
        nxt, x, za, z = idx + 1, cpu.x, cpu.za, cpu.z

        def run():
            if not (cpu.sm and cpu.za_on):
                cpu.require(sm=True, za=True, what=what)
            svlb = cpu.svlb
            if svlb < nreg * esz:  # four .d slices at SVL 128: the operation is UNDEFINED
                raise IllegalInstruction(f"{what} of {nreg} .d slices needs SVL >= "
                                         f"{nreg * esz * 8} bits (CurrentVL check)")
            dim = svlb // esz
            base = ((x[ws] & M32) + off) & -nreg  # rounded down to a multiple of the count
            for r, zn in enumerate(nums):
                sl = slice_view(za, svlb, esz, tile, vert, (base + r) % dim)
                zr = z[zn, :svlb].reshape(dim, esz)
                if to_za:
                    sl[...] = zr
                else:
                    zr[...] = sl
                    if zero:  # MOVAZ: the slice is zeroed once read
                        sl[...] = 0
            return nxt
        return run
    return bind


def _array_bind(nums, wv, off, to_za: bool, what: str, zero: bool = False):
    nreg = len(nums)

    def bind(cpu, idx):
        nxt, x, za, z = idx + 1, cpu.x, cpu.za, cpu.z

        def run():
            if not (cpu.sm and cpu.za_on):
                cpu.require(sm=True, za=True, what=what)
            svlb = cpu.svlb
            rows = za_vector_rows(svlb, nreg, (x[wv] & M32) + off)
            for row, zn in zip(rows, nums):
                if to_za:
                    za[row, :svlb] = z[zn, :svlb]
                else:
                    z[zn, :svlb] = za[row, :svlb]
                    if zero:
                        za[row, :svlb] = 0
            return nxt
        return run
    return bind


@insn("mova", "mov", family="sme2", klass="sme_mova", first="ZList|ZAArray")
def mova_list(a: Args):
    return mova_multi(a)


@insn("movaz", family="sme2", klass="sme_mova")
def movaz(a: Args):
    """MOVAZ (SME2p1): MOVA from one ZA tile slice (``movaz z0.s, za1h.s[w12, 3]``), two or
    four slices, or a ZA array vector group to Z registers, zeroing what it read (Arm ARM
    MOVAZ; unpredicated)."""
    if not isinstance(a._get(0), O.ZReg):
        if isinstance(a._get(1), O.ZASlice) or isinstance(a._get(1), O.ZAArray):
            return mova_multi(a)
        raise a.error(1, f"expected ZA tile slices or a ZA array group, got '{a.raw[1].text}'")
    a.count(2, usage="Zd.T, zaKh.T[Ws, imm]")
    a.klass = "sme_mova"
    esz, tile, vert, ws, imm = za_slice(a, 1)
    n, _ = a.zreg(0, TNAME[esz])
    what = a.m

    def bind(cpu, idx):
        nxt, x, za, z = idx + 1, cpu.x, cpu.za, cpu.z

        def run():
            if not (cpu.sm and cpu.za_on):
                cpu.require(sm=True, za=True, what=what)
            svlb = cpu.svlb
            dim = svlb // esz
            sl = slice_view(za, svlb, esz, tile, vert, ((x[ws] & M32) + imm) % dim)
            z[n, :svlb].reshape(dim, esz)[...] = sl
            sl[...] = 0
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- encodings
# MOVA (tile to vector / vector to tile, two and four registers) (Arm ARM C9.2 MOVA; QEMU
# target/arm/tcg/sme.decode MOVA_tz2/MOVA_zt2…; LLVM llvm/test/MC/AArch64/SME2/mova.s). The
# 3-bit ``off`` field holds the tile number in its high log2(esz) bits and the slice offset
# divided by the count below (four .b slices use two bits; four .d slices are always 0:3).
# llvm-objdump prints the preferred MOV with hex slice offsets ``0x0:0x3``.
def _tile_text(esz: int, nreg: int, v: int, rs: int, off: int) -> str | None:
    tb = esz.bit_length() - 1
    obits = (3 if nreg == 2 else 2) - tb
    if obits < 0:  # .d, four slices: the tile number only
        tile, o = off, 0
    else:
        if off >> (obits + tb):
            return None
        tile, o = off >> obits, (off & ((1 << obits) - 1)) * nreg
    return f"za{tile}{'hv'[v]}.{TNAME[esz]}[w{12 + rs}, 0x{o:x}:0x{o + nreg - 1:x}]"


def _fmt_tile(nreg: int, to_za: bool):
    def fmt(f):
        esz = 1 << f.size
        sl = _tile_text(esz, nreg, f.V, f.Rs, f.off)
        if sl is None:
            return None
        lst = zlist_text(f.Z * nreg, nreg, TNAME[esz])
        return f"mov {sl}, {lst}" if to_za else f"mov {lst}, {sl}"
    return fmt


def _fmt_array(nreg: int, to_za: bool):
    def fmt(f):
        grp = f"za.d[w{8 + f.Rv}, {f.off}, vgx{nreg}]"
        lst = zlist_text(f.Z * nreg, nreg, "d")
        return f"mov {grp}, {lst}" if to_za else f"mov {lst}, {grp}"
    return fmt


E.ENC("mova", "11000000 size:2 000110 V:1 Rs:2 00 0 00 off:3 Z:4 0", _fmt_tile(2, False),
      "sme2", aliases=("mov",))
E.ENC("mova", "11000000 size:2 000110 V:1 Rs:2 00 1 00 off:3 Z:3 00", _fmt_tile(4, False),
      "sme2", aliases=("mov",))
E.ENC("mova", "11000000 size:2 000100 V:1 Rs:2 00 0 Z:4 0 00 off:3", _fmt_tile(2, True),
      "sme2", aliases=("mov",))
E.ENC("mova", "11000000 size:2 000100 V:1 Rs:2 00 1 Z:3 00 00 off:3", _fmt_tile(4, True),
      "sme2", aliases=("mov",))
E.ENC("mova", "11000000 00 000110 0 Rv:2 0 1 0 00 off:3 Z:4 0", _fmt_array(2, False), "sme2",
      aliases=("mov",))
E.ENC("mova", "11000000 00 000110 0 Rv:2 0 1 1 00 off:3 Z:3 00", _fmt_array(4, False), "sme2",
      aliases=("mov",))
E.ENC("mova", "11000000 00 000100 0 Rv:2 0 1 0 Z:4 0 00 off:3", _fmt_array(2, True), "sme2",
      aliases=("mov",))
E.ENC("mova", "11000000 00 000100 0 Rv:2 0 1 1 Z:3 00 00 off:3", _fmt_array(4, True), "sme2",
      aliases=("mov",))

# MOVAZ (SME2p1): the tile-to-vector and array-to-vector MOVA encodings with bit 9 set (Arm ARM
# MOVAZ; llvm/test/MC/AArch64/SME2p1/movaz.s)
_QTILE = {1: 0, 2: 1, 4: 2, 8: 3, 16: 4}


def _fmt_movaz1(f):
    esz = 16 if f.Q else 1 << f.size
    if f.Q and f.size != 3:
        return None
    tb = _QTILE[esz]  # bits of the 4-bit field that name the tile
    tile, o = f.imm >> (4 - tb), f.imm & ((1 << (4 - tb)) - 1)
    return f"movaz z{f.Zd}.{TNAME[esz]}, za{tile}{'hv'[f.V]}.{TNAME[esz]}[w{12 + f.Rs}, {o}]"


def _fmt_movaz(fmt):
    def f2(f):
        text = fmt(f)
        return None if text is None else "movaz" + text.removeprefix("mov")
    return f2


E.ENC("movaz", "11000000 size:2 00001 Q:1 V:1 Rs:2 000 1 imm:4 Zd:5", _fmt_movaz1, "sme2p1")
E.ENC("movaz", "11000000 size:2 000110 V:1 Rs:2 00 0 10 off:3 Z:4 0",
      _fmt_movaz(_fmt_tile(2, False)), "sme2p1")
E.ENC("movaz", "11000000 size:2 000110 V:1 Rs:2 00 1 10 off:3 Z:3 00",
      _fmt_movaz(_fmt_tile(4, False)), "sme2p1")
E.ENC("movaz", "11000000 00 000110 0 Rv:2 0 1 0 10 off:3 Z:4 0", _fmt_movaz(_fmt_array(2, False)),
      "sme2p1")
E.ENC("movaz", "11000000 00 000110 0 Rv:2 0 1 1 10 off:3 Z:3 00", _fmt_movaz(_fmt_array(4, False)),
      "sme2p1")
