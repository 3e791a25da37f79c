"""SME2 core: predicate-as-counter (PTRUE, WHILELT/LE/LO/LS/GE/GT/HS/HI, PEXT, PSEL, CNTP), ZT0
(ZERO, LDR/STR, MOVT, LUTI2/LUTI4), and the operand accessors the other SME2 modules share.

Operand classes (isa/a64/operands.py) and accessors (this module), for SME2 decoders:

- ``O.PNReg`` ``pn8``, ``pn8/z``, ``pn8.s``, ``pn8[1]`` -> :func:`pn` (number, qualifier, esz).
- ``O.ZList`` (a ``RegList`` subclass; overload kind ``"ZList"``) for two or more Z registers:
  ``{z0.s-z3.s}``, ``{z0.s, z1.s}``, ``{z0.s, z8.s}``, ``{z0.s, z4.s, z8.s, z12.s}``; ``.nums``,
  ``.stride``. :func:`zlist` validates count, element size, alignment and strides -> (nums, esz).
  A one-register list ``{z0.s}`` stays a plain ``RegList`` (SVE's forms).
- ``O.ZAArray`` ``za.s[w8, 0, vgx2]``, ``za.d[w11, 7, vgx4]``, ``za.s[w8, 0:1]`` (``imm_hi``),
  ``vgx`` 0 when omitted -> :func:`za_array` (esz, Wv index into cpu.x, offset, vgx).
  :func:`za_vector_rows` gives the ZA rows of vector group member ``i``.
- ``O.ZASlice`` ``za0h.s[w12, 0:3]`` now carries ``imm_hi`` -> :func:`za_slices`
  (esz, tile, vertical, Ws, first offset); ``sme.za_slice`` rejects ranges.
- ``O.ZT0`` ``zt0`` / ``zt0[8]``; the machine state has ``cpu.zt0`` (uint8[64]), zeroed when
  PSTATE.ZA turns on.
- ``O.PReg.index`` holds the ``[w12, 1]`` of PSEL's ``p2.s[w12, 1]``; ``Args.preg`` rejects it.
  ``ldr/str pnN`` are LLVM's spelling of LDR/STR (predicate) and go to SVE's decoder.
- :func:`counter_pred` expands a predicate-as-counter to a byte-granular predicate of 1-4 vectors
  (Arm ARM ``CounterToPredicate``), :func:`encode_counter` is ``EncodePredCount``.

Mode rules (Arm ARM): the predicate-as-counter instructions (PTRUE/WHILE/PEXT/PSEL/CNTP on PN,
the WHILE predicate pairs) and the consecutive multi-vector LD1/ST1 are SME2 *or* SVE2p1: with
FEAT_SVE2p1 (QEMU ``-cpu max``, tilesim's default) they also run outside streaming mode; on a
machine without it (Apple M4) ``simulator.features`` makes them streaming-only. ZT0 needs PSTATE.ZA (``CheckSMEZT0Enabled``):
LDR/STR/ZERO/MOVT work outside streaming mode, LUTI2/LUTI4 need both. Breaking them is SIGILL.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import operands as O
from .sve import LOG2, UINT
from .table import M32, M64, REGISTRY, Args, insn

TNAME = O.ESZ_NAME


# ----------------------------------------------------------------------------- accessors
def pn(a: Args, i: int, qual: str = "", *, sizes: str = "", lo: int = 8,
       index: bool = False) -> tuple[int, str, int]:
    """A predicate-as-counter ``pnN`` or ``pnN/qual`` (``lo``-15): (number, qualifier, esz or 0)."""
    quals = qual
    o = a._get(i)
    if not isinstance(o, O.PNReg):
        raise a.error(i, f"expected a predicate-as-counter register, got '{a.raw[i].text}'",
                      f"e.g. pn8{'/' + quals if quals else ''}")
    if o.num < lo:
        raise a.error(i, f"pn{o.num} is not allowed here: use pn{lo}-pn15",
                      "this field encodes PN8-PN15" if lo == 8 else "")
    if o.qual != quals:
        raise a.error(i, f"expected pn{o.num}/{quals}" if quals else f"expected a plain pn{o.num}",
                      "multi-vector loads take pnN/z, stores and counters a plain pnN")
    if (o.index is not None) != index:
        raise a.error(i, f"pn{o.num}[...] needs an index here" if index else
                      "an indexed predicate is not allowed here")
    if sizes and (o.esz == 0 or TNAME[o.esz] not in sizes):
        raise a.error(i, f"pn{o.num} needs an element size " + " or ".join(f".{c}" for c in sizes),
                      f"e.g. pn{o.num}.{sizes[0]}")
    if not sizes and o.esz:
        raise a.error(i, f"pn{o.num} takes no element size here", f"write pn{o.num}")
    return o.num, o.qual, o.esz


def zlist(a: Args, i: int, counts: tuple[int, ...] = (2, 4), sizes: str = "bhsd", *,
          strided: bool = False) -> tuple[tuple[int, ...], int]:
    """A multi-vector Z list: (register numbers, element bytes).

    Consecutive lists start at a multiple of their length (``{z4.s-z7.s}``); ``strided`` also
    allows the strided groups of the multi-vector loads/stores: two registers 8 apart from Z0-Z7
    or Z16-Z23, four registers 4 apart from Z0-Z3 or Z16-Z19.
    """
    o = a._get(i)
    n_ex = f"{{z0.{sizes[0]}-z{counts[-1] - 1}.{sizes[0]}}}"
    if not isinstance(o, O.ZList):
        raise a.error(i, f"expected a list of {' or '.join(map(str, counts))} Z registers, got "
                      f"'{a.raw[i].text}'", f"e.g. {n_ex}")
    n = len(o.items)
    if n not in counts:
        raise a.error(i, f"'{a.m}' takes {' or '.join(map(str, counts))} registers here, not {n}",
                      f"e.g. {n_ex}")
    sizes_seen = {z.esz for z in o.items}
    esz = o.items[0].esz
    if len(sizes_seen) > 1:
        raise a.error(i, "the registers of a list must have the same element size",
                      f"e.g. {n_ex}")
    if sizes and (esz == 0 or TNAME[esz] not in sizes):
        raise a.error(i, "expected element size " + " or ".join(f".{c}" for c in sizes) +
                      (f", not .{TNAME[esz]}" if esz else ""), f"e.g. {n_ex}")
    first = o.items[0].num
    if o.stride == 1 and first % n == 0:
        return o.nums, esz
    if strided:
        step = 8 if n == 2 else 4
        if o.stride == step and first % 16 < step:
            return o.nums, esz
        raise a.error(i, f"a {n}-register list is consecutive from a multiple of {n} or strided "
                         f"by {step} from z0-z{step - 1} or z16-z{15 + step}",
                      f"e.g. {{z0.{TNAME[esz]}-z{n - 1}.{TNAME[esz]}}} or "
                      f"{{z0.{TNAME[esz]}, z{step}.{TNAME[esz]}{', ...' if n == 4 else ''}}}")
    raise a.error(i, f"a {n}-register list must be consecutive and start at a multiple of {n}",
                  f"e.g. {{z{n * (first // n)}.{TNAME[esz]}-z{n * (first // n) + n - 1}."
                  f"{TNAME[esz]}}}")


def za_array(a: Args, i: int, esz: int | str | None = None, *, vgx: tuple[int, ...] = (2, 4),
             imm_max: int = 7, span: int = 1) -> tuple[int, int, int, int]:
    """A ZA array vector group ``za.T[Wv, off{:off+span-1}{, vgxN}]``: (esz, Wv, offset, vgx).

    ``esz`` (bytes, or allowed letters) restricts the suffix; an omitted ``vgxN`` takes the only
    value in ``vgx`` (several: the caller compares with its list length; 0 is returned).
    """
    o = a._get(i)
    if not isinstance(o, O.ZAArray):
        raise a.error(i, f"expected a ZA array vector group, got '{a.raw[i].text}'",
                      "e.g. za.s[w8, 0, vgx2]")
    if isinstance(esz, int) and o.esz != esz or isinstance(esz, str) and (
            not o.esz or TNAME[o.esz] not in esz):
        want = [TNAME[esz]] if isinstance(esz, int) else list(esz)
        raise a.stmt.error("expected za." + " or za.".join(want), o.col,
                           f"e.g. za.{want[0]}[w8, 0, vgx2]")
    off = a.ctx.value(o.imm, o.imm_col)
    if not 0 <= off <= imm_max or off % span:
        raise a.stmt.error(f"vector-select offset {off} out of range 0-{imm_max}"
                           + (f" (a multiple of {span})" if span > 1 else ""), o.imm_col,
                           f"the offset is 0-{imm_max}")
    if o.imm_hi is not None or span > 1:
        hi = a.ctx.value(o.imm_hi, o.imm_col) if o.imm_hi is not None else None
        if hi != off + span - 1:
            raise a.stmt.error(f"expected the offset range {off}:{off + span - 1}", o.imm_col,
                               f"write za.T[w{o.wreg}, {off}:{off + span - 1}]" if span > 1 else
                               f"write one offset: za.T[w{o.wreg}, {off}]")
    if o.vgx and o.vgx not in vgx:
        raise a.stmt.error(f"vgx{o.vgx} is not allowed here: expected "
                           + " or ".join(f"vgx{v}" for v in vgx), o.col)
    return o.esz, o.wreg, off, o.vgx or (vgx[0] if len(vgx) == 1 else 0)


def za_vector_rows(svlb: int, nvec: int, base: int) -> list[int]:
    """ZA rows of a VGx``nvec`` group whose first vector-select index is ``base`` (Wv + offset):
    member ``r`` is row ``(base mod (SVLB / nvec)) + r * SVLB / nvec`` (Arm ARM ``ZAvector``)."""
    stride = svlb // nvec
    b = base % stride
    return [b + r * stride for r in range(nvec)]


def za_slices(a: Args, i: int, n: int, esz: int | None = None) -> tuple[int, int, bool, int, int]:
    """``zaKh.T[Ws, off:off+n-1]``: (esz, tile, vertical, Ws, first offset)."""
    o = a._get(i)
    if not isinstance(o, O.ZASlice) or o.esz == 0:
        raise a.error(i, f"expected a range of ZA tile slices, got '{a.raw[i].text}'",
                      f"e.g. za0h.s[w12, 0:{n - 1}]")
    t = TNAME[o.esz]
    if esz is not None and o.esz != esz:
        raise a.stmt.error(f"expected a .{TNAME[esz]} tile, got .{t}", o.col)
    if not 0 <= o.num < o.esz or o.esz == 16:
        raise a.stmt.error(f"za{o.num}{'hv'[o.vertical]}.{t} is not a tile here", o.col,
                           f"tiles are za0-za{max(o.esz - 1, 0)}.{t} (no .q)")
    dim_max = max(16 // o.esz, n)  # offsets as for one slice (.d groups of four: 0:3)
    lo = a.ctx.value(o.imm, o.imm_col)
    if o.imm_hi is None:
        raise a.stmt.error(f"expected a range of {n} slices", o.imm_col,
                           f"write za{o.num}{'hv'[o.vertical]}.{t}[w{o.wreg}, {lo}:{lo + n - 1}]")
    hi = a.ctx.value(o.imm_hi, o.imm_col)
    if lo % n or hi != lo + n - 1 or not 0 <= lo or hi >= dim_max:
        raise a.stmt.error(f"slice range {lo}:{hi} must be {n} slices from a multiple of {n} "
                           f"within 0-{dim_max - 1}", o.imm_col, f"e.g. 0:{n - 1}")
    return o.esz, o.num, o.vertical, o.wreg, lo


def zt0(a: Args, i: int, *, index: bool = False) -> str | None:
    """``zt0`` (or ``{zt0}``); ``index``: returns the text inside ``zt0[...]``."""
    o = a._get(i)
    if isinstance(o, O.RegList) and len(o.items) == 1:
        o = o.items[0]
    if not isinstance(o, O.ZT0):
        raise a.error(i, f"expected zt0, got '{a.raw[i].text}'")
    if (o.index is not None) != index:
        raise a.error(i, "expected zt0[offset]" if index else "zt0 takes no index here",
                      "e.g. zt0[8]" if index else "write zt0")
    return o.index


def require_sm(cpu, what: str, za: bool = False) -> None:
    cpu.require(sm=True, za=za, what=what)


# ----------------------------------------------------------------------------- counters
def _maxbit(vlb: int) -> int:
    """HighestSetBit(CeilPow2(PL * 4)): PL in bits is the VL in bytes."""
    return (4 * vlb - 1).bit_length()


def counter_pred(prow: np.ndarray, vlb: int, nvec: int) -> np.ndarray:
    """CounterToPredicate: the byte-granular predicate (``nvec * vlb`` bools) a counter means."""
    word = int(np.packbits(prow[:16], bitorder="little").view("<u2")[0])
    out = np.zeros(nvec * vlb, np.bool_)
    if not word & 0xF:
        return out
    lsb = (word & -word).bit_length() - 1  # 0 .b, 1 .h, 2 .s, 3 .d
    psize = 1 << lsb
    count = (word & ((1 << (_maxbit(vlb) + 1)) - 1)) >> (lsb + 1)
    elements = 4 * vlb // psize
    count = min(count, elements)
    full = np.zeros(4 * vlb, np.bool_)
    if word >> 15 & 1:
        full[count * psize::psize] = True
    else:
        full[:count * psize:psize] = True
    return full[:nvec * vlb]


def encode_counter(prow: np.ndarray, vlb: int, esz: int, elements: int, count: int,
                   invert: bool = False) -> None:
    """EncodePredCount into a P register row (bits 16+ of the VL cleared): ``count`` active
    elements, the first ones or (``invert``) the last ones."""
    prow[:vlb] = False
    if count == 0:
        return
    inv = int(invert)
    if invert:
        count = elements - count
    elif count == elements:
        count, inv = 0, 1
    lsb = LOG2[esz]
    word = (inv << 15) | ((count << (lsb + 1)) & 0x7FFF) | (1 << lsb)
    prow[:16] = [(word >> k) & 1 for k in range(16)]


def count_test(f, elements: int, count: int, invert: bool = False) -> None:
    """PredCountTest: N first element active, Z none active, C last element not active."""
    first = count == elements if invert else count != 0
    last = count != 0 if invert else count == elements
    f[0], f[1], f[2], f[3] = int(first), int(count == 0), int(not last), 0


# ----------------------------------------------------------------------------- PTRUE
def _ptrue_pn(a: Args):
    a.count(1, usage="PNd.T")
    d, _, esz = pn(a, 0, sizes="bhsd")

    def bind(cpu, idx):
        row, nxt = cpu.p[d], idx + 1

        def run():
            vlb = cpu.vlb
            n = vlb // esz
            encode_counter(row, vlb, esz, n, n)
            return nxt
        return run
    return bind


@insn("ptrue", family="sme2", klass="sve_pred", first="PNReg")
def ptrue_pn(a: Args):
    """PTRUE PNd.T (predicate as counter): every element of every vector active."""
    return _ptrue_pn(a)


# ----------------------------------------------------------------------------- WHILE
# mnemonic -> (signed, inclusive, decrementing); the decrementing forms (FEAT_SME2 / SVE2p1
# WHILEGE/GT/HS/HI) count down from Xn and make the LAST elements active (an inverted counter)
_WHILE = {"whilelt": (True, False, False), "whilele": (True, True, False),
          "whilelo": (False, False, False), "whilels": (False, True, False),
          "whilegt": (True, False, True), "whilege": (True, True, True),
          "whilehi": (False, False, True), "whilehs": (False, True, True)}


def _while_count(v1: int, v2: int, signed: bool, incl: bool, dec: bool, elements: int) -> int:
    """How many elements satisfy the 64-bit comparison while Xn counts up (lt/le/lo/ls: Xn < or
    <= Xm) or down (gt/ge/hi/hs: Xn > or >= Xm), stopping at the first failure."""
    if signed:
        v1, v2 = (v1 ^ (1 << 63)) - (1 << 63), (v2 ^ (1 << 63)) - (1 << 63)
    if dec:
        bottom = -(1 << 63) if signed else 0  # Xm at the minimum: ">=" holds for every element
        c = (elements if v2 == bottom else v1 - v2 + 1) if incl else v1 - v2
    else:
        top = (1 << 63) - 1 if signed else M64  # Xm at the maximum: "<=" always holds
        c = (elements if v2 == top else v2 - v1 + 1) if incl else v2 - v1
    return 0 if c <= 0 else min(c, elements)


@insn(*_WHILE, family="sme2", klass="sve_pred", first="PNReg|RegList:PReg")
def while_multi(a: Args):
    """WHILExx PNd.T, Xn, Xm, VLx2|VLx4 (counter) and WHILExx {Pd.T, Pd+1.T}, Xn, Xm (pair)."""
    signed, incl, dec = _WHILE[a.m]
    pair = isinstance(a[0], O.RegList)
    if pair:
        a.count(3, usage="{Pd.T, Pd+1.T}, Xn, Xm")
        d, esz = _pred_pair(a, 0, even=True)
        nvec = 2
    else:
        a.count(4, usage="PNd.T, Xn, Xm, vlx2|vlx4")
        d, _, esz = pn(a, 0, sizes="bhsd")
        nvec = _vlx(a, 3)
    n, _ = a.gpr(1, width=64)
    m, _ = a.gpr(2, width=64)
    what = a.m

    def bind(cpu, idx):
        x, p, f, nxt = cpu.x, cpu.p, cpu.nzcv, idx + 1

        def run():
            vlb = cpu.vlb
            elements = nvec * vlb // esz
            c = _while_count(x[n], x[m], signed, incl, dec, elements)
            if pair:
                bits = np.zeros(2 * vlb, np.bool_)
                lo = elements - c if dec else 0
                bits[lo * esz:(lo + c) * esz:esz] = True
                p[d, :vlb] = bits[:vlb]
                p[d + 1, :vlb] = bits[vlb:]
            else:
                encode_counter(p[d], vlb, esz, elements, c, invert=dec)
            count_test(f, elements, c, invert=dec)
            return nxt
        return run
    return bind


def _vlx(a: Args, i: int) -> int:
    o = a._get(i)
    name = o.name if isinstance(o, O.Ident) else ""
    if name not in ("vlx2", "vlx4"):
        raise a.error(i, f"expected vlx2 or vlx4, got '{a.raw[i].text}'",
                      "the counter covers two (vlx2) or four (vlx4) vectors")
    return int(name[-1])


def _pred_pair(a: Args, i: int, *, even: bool) -> tuple[int, int]:
    """``{Pd.T, Pd+1.T}``: (first register, element bytes)."""
    o = a._get(i)
    items = o.items if isinstance(o, O.RegList) else ()
    if len(items) != 2 or not all(isinstance(p, O.PReg) and not p.qual and p.index is None
                                  for p in items):
        raise a.error(i, f"expected a predicate pair, got '{a.raw[i].text}'", "e.g. {p0.s, p1.s}")
    p0, p1 = items
    if p1.num != (p0.num + 1) % 16 or (even and p0.num % 2):
        raise a.error(i, "a predicate pair is two consecutive registers"
                      + (" from an even one" if even else ""), "e.g. {p2.s, p3.s}")
    if not p0.esz or p0.esz != p1.esz:
        raise a.error(i, "both predicates need the same element size", "e.g. {p0.s, p1.s}")
    return p0.num, p0.esz


# ----------------------------------------------------------------------------- PEXT
@insn("pext", family="sme2", klass="sve_pred")
def pext(a: Args):
    """PEXT Pd.T, PNn[imm] / PEXT {Pd.T, Pd+1.T}, PNn[imm]: one or two vectors' worth of a
    counter's predicate (portion ``imm`` of its four)."""
    a.count(2, usage="Pd.T, PNn[imm] | {Pd.T, Pd+1.T}, PNn[imm]")
    if isinstance(a[0], O.RegList):
        d, esz = _pred_pair(a, 0, even=False)
        nreg = 2
    else:
        d, _, esz = a.preg(0, "", sizes="bhsd")
        nreg = 1
    n, _, _ = pn(a, 1, index=True)
    o = a[1]
    part = a.ctx.value(o.index, o.col)
    if not 0 <= part < 4 // nreg:
        raise a.error(1, f"portion index {part} out of range 0-{4 // nreg - 1}")

    def bind(cpu, idx):
        p, nxt = cpu.p, idx + 1

        def run():
            vlb = cpu.vlb
            mask = counter_pred(p[n], vlb, 4)
            for r in range(nreg):
                seg = mask[(part * nreg + r) * vlb:(part * nreg + r + 1) * vlb]
                row = p[(d + r) % 16]
                row[:vlb] = False
                row[:vlb:esz] = seg[::esz]
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- PSEL
@insn("psel", family="sme2", klass="sve_pred")
def psel(a: Args):
    """PSEL Pd, Pn, Pm.T[Wv, imm] (also spelled with PNd, PNn): Pd = Pn if element
    (Wv + imm) mod elements of Pm is active, else all false."""
    a.count(3, usage="Pd, Pn, Pm.T[Wv, imm]")
    regs = []
    for i in (0, 1):
        o = a._get(i)
        if not isinstance(o, (O.PReg, O.PNReg)) or o.qual or o.esz or o.index is not None:
            raise a.error(i, f"expected a plain predicate register, got '{a.raw[i].text}'",
                          "e.g. psel p0, p1, p2.s[w12, 0] or psel pn8, pn9, p2.s[w12, 0]")
        regs.append(o.num)
    if type(a[0]) is not type(a[1]):
        raise a.error(1, "psel takes two P or two PN registers", "e.g. psel pn8, pn9, p2.b[w12, 0]")
    o = a._get(2)
    if not isinstance(o, O.PReg) or o.index is None or not o.esz or o.qual:
        raise a.error(2, f"expected Pm.T[Wv, imm], got '{a.raw[2].text}'", "e.g. p2.s[w12, 1]")
    parts = o.index.split(",")
    wm = parts[0].strip().lower()
    if not (wm.startswith("w") and wm[1:].isdigit() and 12 <= int(wm[1:]) <= 15) or len(parts) != 2:
        raise a.error(2, f"expected [W12-W15, imm], got '[{o.index}]'", "e.g. p2.s[w12, 1]")
    esz = o.esz
    imm = a.ctx.value(parts[1].strip().lstrip("#"), o.col)
    if not 0 <= imm < 16 // esz:
        raise a.error(2, f"index {imm} out of range 0-{16 // esz - 1} for .{TNAME[esz]}")
    d, n, m, v = regs[0], regs[1], o.num, int(wm[1:])

    def bind(cpu, idx):
        p, x, nxt = cpu.p, cpu.x, idx + 1

        def run():
            vlb = cpu.vlb
            e = ((x[v] & M32) + imm) % (vlb // esz)
            if p[m, e * esz]:
                p[d, :vlb] = p[n, :vlb]
            else:
                p[d, :vlb] = False
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- CNTP
@insn("cntp", family="sme2", klass="sve_count", first="Gpr")
def cntp_pn(a: Args):
    """CNTP Xd, PNn.T, VLx2|VLx4 (counter); the SVE ``cntp xd, pg, pn.t`` goes to SVE's entry."""
    if len(a) < 2 or not isinstance(a[1], O.PNReg):
        return a.hand_to(REGISTRY["cntp"])
    a.count(3, usage="Xd, PNn.T, vlx2|vlx4")
    d, _ = a.gpr(0, write=True, width=64)
    n, _, esz = pn(a, 1, sizes="bhsd", lo=0)  # CNTP's PNn field has 4 bits: PN0-PN15
    nvec = _vlx(a, 2)

    def bind(cpu, idx):
        x, p, nxt = cpu.x, cpu.p, idx + 1

        def run():
            vlb = cpu.vlb
            x[d] = int(np.count_nonzero(counter_pred(p[n], vlb, nvec)[::esz]))
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- ZT0
def _need_zt0(cpu, what: str) -> None:
    cpu.require(za=True, what=what)


@insn("zero", family="sme2", klass="sme_zero", first="RegList:ZT0")
def zero_zt0(a: Args):
    """ZERO { ZT0 }."""
    a.count(1, usage="{zt0}")
    zt0(a, 0)

    def bind(cpu, idx):
        t, nxt = cpu.zt0, idx + 1

        def run():
            if not cpu.za_on:
                _need_zt0(cpu, "zero {zt0}")
            t[:] = 0
            return nxt
        return run
    return bind


@insn("ldr", "str", family="sme2", klass="sme_ldst", first="ZT0")
def ldr_str_zt0(a: Args):
    """LDR/STR ZT0, [Xn|SP]: the 64-byte table from/to memory."""
    a.count(2, usage="zt0, [Xn|SP]")
    zt0(a, 0)
    mem = a._get(1)
    if not isinstance(mem, O.Mem) or mem.pre or mem.offset is not None and not (
            isinstance(mem.offset, O.Imm) and a.ctx.value(mem.offset.text, mem.offset.col) == 0
            and mem.shift is None):
        raise a.error(1, f"expected [Xn|SP], got '{a.raw[1].text}'",
                      f"{a.m} zt0 takes a base register only, e.g. [x0]")
    base, load, what = mem.base.num, a.m == "ldr", a.m + " zt0"
    a.info = {"access": "load" if load else "store", "esz": 64}

    def bind(cpu, idx):
        t, x, mem_, nxt = cpu.zt0, cpu.x, cpu.mem, idx + 1

        def run():
            if not cpu.za_on:
                _need_zt0(cpu, what)
            if load:
                t[:] = mem_.view(x[base], 64)
            else:
                mem_.view(x[base], 64, True)[:] = t
            return nxt
        return run
    return bind


@insn("ldr", "str", family="sme2", klass="sve_load", first="PNReg")
def ldr_str_pn(a: Args):
    """LDR/STR PNt, [Xn{, #imm, mul vl}]: LLVM's spelling of LDR/STR (predicate) for a
    predicate-as-counter register (the same instruction as ``ldr pN``)."""
    from .sve_mem import _ldr_str

    o = a._get(0)
    if o.qual or o.esz or o.index is not None:
        raise a.error(0, f"expected a plain pn{o.num}", f"e.g. {a.m} pn{o.num}, [x0]")
    a.ops[0] = O.PReg(o.num, 0, "", o.col)
    a.klass = "sve_load" if a.m == "ldr" else "sve_store"
    return _ldr_str(a)


@insn("movt", family="sme2", klass="int")
def movt(a: Args):
    """MOVT Xt, ZT0[off] / MOVT ZT0[off], Xt: 8 bytes at byte offset ``off`` (0-56, 8 apart)."""
    a.count(2, usage="Xt, zt0[offset] | zt0[offset], Xt")
    to_zt0 = isinstance(a[0], O.ZT0)
    ti = 0 if to_zt0 else 1
    text = zt0(a, ti, index=True)
    off = a.ctx.value(text, a[ti].col)
    if not 0 <= off <= 56 or off % 8:
        raise a.error(ti, f"offset {off} must be a multiple of 8 in 0-56", "e.g. zt0[8]")
    r, _ = a.gpr(1 - ti, width=64, write=not to_zt0)

    def bind(cpu, idx):
        t, x, nxt = cpu.zt0, cpu.x, idx + 1
        t64 = t.view("<u8")
        k = off // 8

        def run():
            if not cpu.za_on:
                _need_zt0(cpu, "movt")
            if to_zt0:
                t64[k] = x[r]
            else:
                x[r] = int(t64[k])
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- LUTI2 / LUTI4
@insn("luti2", "luti4", family="sme2", klass="sve_perm")
def luti(a: Args):
    """LUTI2/LUTI4 Zd.T | {Zd.T-..}, ZT0, Zn[imm]: table lookups with packed 2-/4-bit indices
    from segment ``imm`` of Zn; ZT0 holds 16 32-bit entries, truncated to T (Arm ARM C9.2)."""
    a.count(3, usage="Zd.T | {Zd1.T-Zdn.T}, zt0, Zn[index]")
    isize = 2 if a.m == "luti2" else 4
    if isinstance(a[0], O.ZList):
        sizes = "hs" if isize == 4 and len(a[0].items) == 4 else "bhs"
        if a[0].stride != 1:  # SME2p1 strided destinations: {z0.h, z8.h}, {z0.b, z4.b, …}
            sizes = "h" if isize == 4 and len(a[0].items) == 4 else "bh"
            a.info = {"feature": "sme2p1"}
        nums, esz = zlist(a, 0, (2, 4), sizes, strided=True)
    else:
        d, esz = a.zreg(0, "bhs")
        nums = (d,)
    nreg = len(nums)
    zt0(a, 1)
    o = a._get(2)
    if not isinstance(o, O.ZReg) or o.index is None or o.esz:
        raise a.error(2, f"expected Zn[index], got '{a.raw[2].text}'", "e.g. z1[0]")
    imm_max = {(2, 1): 15, (2, 2): 7, (2, 4): 3, (4, 1): 7, (4, 2): 3, (4, 4): 1}[(isize, nreg)]
    imm = a.ctx.value(o.index, o.col)
    if not 0 <= imm <= imm_max:
        raise a.error(2, f"index {imm} out of range 0-{imm_max}")
    n = o.num
    segments = 8 * esz // (isize * nreg)
    segment = imm % segments
    UT = UINT[esz]
    what = a.m

    def bind(cpu, idx):
        z, t, nxt = cpu.z, cpu.zt0, idx + 1
        zu = cpu.z.view(UT)

        def run():
            if not (cpu.sm and cpu.za_on):
                require_sm(cpu, what, za=True)
            vlb = cpu.vlb
            elements = vlb // esz
            table = t.view("<u4").astype(np.uint64) & ((1 << (8 * esz)) - 1)
            bits = np.unpackbits(z[n, :vlb], bitorder="little")
            idxs = bits.reshape(-1, isize) @ (1 << np.arange(isize))
            out = [table[idxs[(segment * nreg + r) * elements:(segment * nreg + r + 1) * elements]]
                   for r in range(nreg)]
            for r, dn in enumerate(nums):
                zu[dn, :elements] = out[r].astype(UT)
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- encodings
_P_T = "bhsd"


# PTRUE (predicate as counter) PNd.T (Arm ARM C8.2 PTRUE (predicate as counter); LLVM
# llvm/test/MC/AArch64/SVE2p1/ptrue.s). PNd is 3 bits: PN8-PN15.
E.ENC("ptrue", "00100101 size:2 1 00000 011110 00000 1 0 PNd:3",
      lambda f: f"ptrue pn{8 + f.PNd}.{_P_T[f.size]}", "sme2")

# WHILExx (predicate as counter) PNd.T, Xn, Xm, VLx2|VLx4 and WHILExx (predicate pair)
# {Pd.T, Pd+1.T}, Xn, Xm (Arm ARM C8.2; LLVM llvm/test/MC/AArch64/SVE2p1/whilelt.s, whilelo.s…).
# lt = 1: lt, le, lo, ls; lt = 0: the decrementing ge, gt, hs, hi (eq set for gt/hi there).
# (U, lt, eq) -> mnemonic
_WNAME = {(0, 1, 0): "whilelt", (0, 1, 1): "whilele", (1, 1, 0): "whilelo", (1, 1, 1): "whilels",
          (0, 0, 0): "whilege", (0, 0, 1): "whilegt", (1, 0, 0): "whilehs", (1, 0, 1): "whilehi"}
_WALIAS = tuple(sorted(set(_WNAME.values()) - {"whilelt"}))
E.ENC("whilelt", "00100101 size:2 1 Rm:5 01 vl:1 0 U:1 lt:1 Rn:5 1 eq:1 PNd:3",
      lambda f: f"{_WNAME[f.U, f.lt, f.eq]} pn{8 + f.PNd}.{_P_T[f.size]}, {E.x(f.Rn)}, "
                f"{E.x(f.Rm)}, vlx{2 << f.vl}", "sme2", aliases=_WALIAS)
E.ENC("whilelt", "00100101 size:2 1 Rm:5 0101 U:1 lt:1 Rn:5 1 Pd:3 eq:1",
      lambda f: f"{_WNAME[f.U, f.lt, f.eq]} {{ p{2 * f.Pd}.{_P_T[f.size]}, p{2 * f.Pd + 1}."
                f"{_P_T[f.size]} }}, {E.x(f.Rn)}, {E.x(f.Rm)}", "sme2", aliases=_WALIAS)

# PEXT (predicate) and PEXT (predicate pair) (Arm ARM C8.2 PEXT; LLVM
# llvm/test/MC/AArch64/SVE2p1/pext.s).
E.ENC("pext", "00100101 size:2 1 00000 0111 00 imm:2 PNn:3 1 Pd:4",
      lambda f: f"pext p{f.Pd}.{_P_T[f.size]}, pn{8 + f.PNn}[{f.imm}]", "sme2")
E.ENC("pext", "00100101 size:2 1 00000 0111 01 0 i1:1 PNn:3 1 Pd:4",
      lambda f: f"pext {{ p{f.Pd}.{_P_T[f.size]}, p{(f.Pd + 1) % 16}.{_P_T[f.size]} }}, "
                f"pn{8 + f.PNn}[{f.i1}]", "sme2")


# PSEL Pd, Pn, Pm.T[Wv, imm] (Arm ARM C8.2 PSEL; LLVM llvm/test/MC/AArch64/SME/psel.s): the
# 5-bit i1:tszh:tszl field's lowest set bit gives T, the bits above it the index.
def _fmt_psel(f):
    v = f.imm
    if not v:
        return None
    lsb = (v & -v).bit_length() - 1
    if lsb > 3:
        return None
    return f"psel p{f.Pd}, p{f.Pn}, p{f.Pm}.{_P_T[lsb]}[w{12 + f.Rv}, {v >> (lsb + 1)}]"


E.ENC("psel", "00100101 imm:2 1 imm:3 Rv:2 01 Pn:4 0 Pm:4 0 Pd:4", _fmt_psel, "sme2")

# CNTP (predicate as counter) Xd, PNn.T, VLx2|VLx4 (Arm ARM C8.2; LLVM
# llvm/test/MC/AArch64/SVE2p1/cntp.s).
E.ENC("cntp", "00100101 size:2 1 00000 10000 vl:1 1 PNn:4 Rd:5",
      lambda f: f"cntp {E.x(f.Rd)}, pn{f.PNn}.{_P_T[f.size]}, vlx{2 << f.vl}", "sme2")

# ZERO {ZT0}, LDR/STR ZT0, MOVT (Arm ARM C9.2; LLVM llvm/test/MC/AArch64/SME2/zero.s, ldr.s,
# str.s, movt.s). MOVT's offset is printed in bytes (off3 * 8).
E.ENC("zero", "11000000 01001000 00000000 00000001", lambda f: "zero { zt0 }", "sme2")
E.ENC("ldr", "1110000100 st:1 11111 100000 Rn:5 00000",
      lambda f: f"{('ldr', 'str')[f.st]} zt0, [{E.x(f.Rn, True)}]", "sme2", aliases=("str",))
E.ENC("movt", "11000000 0100 11 dir:1 0 0 off:3 00 11111 Rt:5",
      lambda f: (f"movt zt0[{8 * f.off}], {E.x(f.Rt)}" if f.dir
                 else f"movt {E.x(f.Rt)}, zt0[{8 * f.off}]"), "sme2")


# LUTI2 / LUTI4, single and consecutive two/four registers (Arm ARM C9.2.158-164; LLVM
# llvm/test/MC/AArch64/SME2/luti2.s, luti4.s). llvm-objdump lists groups as ``{ z0.s - z3.s }``
# and pairs as ``{ z0.s, z1.s }``.
def zlist_text(first: int, n: int, t: str, stride: int = 1) -> str:
    """llvm-objdump's spelling of a Z list."""
    if stride == 1 and n > 2:
        return f"{{ z{first}.{t} - z{first + n - 1}.{t} }}"
    return "{ " + ", ".join(f"z{(first + k * stride) % 32}.{t}" for k in range(n)) + " }"


def _fmt_luti(name: str, n: int, sizes: str):
    def fmt(f):
        t = E.ESIZE[f.size]
        if t not in sizes:
            return None
        dst = f"z{f.Zd}.{t}" if n == 1 else zlist_text(f.Zd * n, n, t)
        return f"{name} {dst}, zt0, z{f.Zn}[{f.imm}]"
    return fmt


E.ENC("luti2", "11000000 110 0 11 imm:4 size:2 00 Zn:5 Zd:5", _fmt_luti("luti2", 1, "bhs"),
      "sme2")
E.ENC("luti4", "11000000 110 0 101 imm:3 size:2 00 Zn:5 Zd:5", _fmt_luti("luti4", 1, "bhs"),
      "sme2")
E.ENC("luti2", "11000000 1000 11 imm:3 1 size:2 00 Zn:5 Zd:4 0", _fmt_luti("luti2", 2, "bhs"),
      "sme2")
E.ENC("luti4", "11000000 1000 101 imm:2 1 size:2 00 Zn:5 Zd:4 0", _fmt_luti("luti4", 2, "bhs"),
      "sme2")
E.ENC("luti2", "11000000 1000 11 imm:2 10 size:2 00 Zn:5 Zd:3 00", _fmt_luti("luti2", 4, "bhs"),
      "sme2")
E.ENC("luti4", "11000000 1000 10 1 imm:1 10 size:2 00 Zn:5 Zd:3 00", _fmt_luti("luti4", 4, "hs"),
      "sme2")


# SME2p1 strided destinations: two registers 8 apart, four 4 apart, from Z0-Z7 / Z16-Z23
# (llvm/test/MC/AArch64/SME2p1/luti2.s, luti4.s)
def _fmt_luti_strided(name: str, n: int, sizes: str):
    def fmt(f):
        t = E.ESIZE[f.size]
        if t not in sizes:
            return None
        dst = zlist_text(16 * f.D + f.Zd, n, t, 8 if n == 2 else 4)
        return f"{name} {dst}, zt0, z{f.Zn}[{f.imm}]"
    return fmt


E.ENC("luti2", "11000000 1001 11 imm:3 1 size:2 00 Zn:5 D:1 0 Zd:3",
      _fmt_luti_strided("luti2", 2, "bh"), "sme2p1")
E.ENC("luti4", "11000000 1001 101 imm:2 1 size:2 00 Zn:5 D:1 0 Zd:3",
      _fmt_luti_strided("luti4", 2, "bh"), "sme2p1")
E.ENC("luti2", "11000000 1001 11 imm:2 10 size:2 00 Zn:5 D:1 00 Zd:2",
      _fmt_luti_strided("luti2", 4, "bh"), "sme2p1")
E.ENC("luti4", "11000000 1001 10 1 imm:1 10 size:2 00 Zn:5 D:1 00 Zd:2",
      _fmt_luti_strided("luti4", 4, "h"), "sme2p1")


# modes for `tilesim isa` (the run-time checks above are what enforce them)
for _fn in (ptrue_pn, while_multi, pext, psel, cntp_pn):
    _fn.mode = "PSTATE.SM=1"
for _fn in (zero_zt0, ldr_str_zt0, movt):
    _fn.mode = "PSTATE.ZA=1"
ldr_str_pn.mode = "SVE: non-streaming (VL) or streaming (SVL)"
