"""Static timing facts of one instruction, derived once at load time from its operands.

For every :class:`~isa.asm.program.Insn` we work out which *resources* it reads and writes (small
ints: X/SP, Z, P, NZCV, FFR and the eight ZA row groups), its refined timing class and its FLOP
formula. The run loop only ever indexes flat lists built from these facts.

ZA aliasing falls out of the representation: a ZA footprint is a set of the eight row groups
``g = row mod 8`` (the rows of tile ZAk.D). ZAk.S covers groups {k, k+4}, ZAk.H {k, k+2, k+4, k+6},
ZA / ZA0.B all eight, ZAk.D just k, ZAk.Q group k mod 8; a slice of a tile covers the tile's groups
(its row depends on a run-time register, so the whole tile is the static footprint). So FMOPA
ZA0.S (groups 0, 4) waits for an earlier write of ZA4.D (group 4) but not for one of ZA1.S.
"""
from __future__ import annotations

import attrs
from numpy import count_nonzero

from isa.a64 import operands as O

# ------------------------------------------------------------------ resource numbering
X0, SP = 0, 31          # X0-X30 = 0-30, SP = 31
Z0 = 32                 # Z0-Z31 (and the V/Q/D/S/H/B views) = 32-63
P0 = 64                 # P0-P15 = 64-79
NZCV = 80
FFR = 81
ZA0 = 82                # ZA row groups 0-7 = 82-89
ZT0 = 90                # the SME2 lookup-table register
NRES = 91
ALL_ZA = tuple(range(ZA0, ZA0 + 8))


def resource_name(r: int) -> str:
    if r < 31:
        return f"x{r}"
    if r == SP:
        return "sp"
    if r < P0:
        return f"z{r - Z0}"
    if r < NZCV:
        return f"p{r - P0}"
    if r == NZCV:
        return "nzcv"
    if r == FFR:
        return "ffr"
    if r == ZT0:
        return "zt0"
    return f"za{r - ZA0}.d"


# register files a machine description may leave un-renamed (``[rename]``): name -> resources.
# ZA is not among them: its static footprint is a set of row groups and most writes are partial
# (a slice, a vector group), so ZA writes always complete in order (see :func:`analyse`).
RENAME_FILES = {"x": tuple(range(X0, SP + 1)), "z": tuple(range(Z0, Z0 + 32)),
                "p": tuple(range(P0, P0 + 16)) + (FFR,), "nzcv": (NZCV,)}


def za_groups(esz: int, num: int) -> tuple[int, ...]:
    """Row groups (0-7) covered by tile ``ZA<num>.<esz>`` (esz 0 = the whole array)."""
    if esz in (0, 1):
        return tuple(range(8))
    if esz == 16:
        return (num % 8,)
    return tuple(range(num, 8, esz))


def za_array_groups(op) -> tuple[int, ...]:
    """Row groups of SME2 ZA array vector group ``za.T[Wv, off{:hi}, vgxN]``. Vector ``k`` of
    the group is ZA row ``(Wv + off) mod (rows / N) + k * rows / N`` (Arm ARM, "ZA array vector
    groups"): with rows / N a multiple of 8 every vector lies in row group ``(Wv + off) mod 8``.
    Wv is a run-time value: the static footprint takes it as a multiple of 8 (loops step it by
    the group stride), so groups with different offsets from the same Wv are independent; an
    offset that is not a plain number gives the whole array."""
    try:
        lo = int(op.imm, 0)
        hi = int(op.imm_hi, 0) if op.imm_hi else lo
    except (TypeError, ValueError):
        return tuple(range(8))
    return tuple(sorted({o % 8 for o in range(lo, hi + 1)})) if hi - lo < 8 else tuple(range(8))


def za_group_size(ops) -> int:
    """Vectors per group of an SME2 ZA-array op: its VGx2/VGx4 suffix, else the length of its
    longest Z register list (``vgx`` may be omitted in the assembly), else 1."""
    arr = next((o for o in ops if isinstance(o, O.ZAArray)), None)
    if arr is not None and arr.vgx:
        return arr.vgx
    return max((len(o.items) for o in ops if isinstance(o, O.RegList)), default=1)


def za_array_vectors(ops) -> int:
    """ZA vectors one SME2 ZA-array op writes: the group size times the rows of each slot
    (``off:off+1`` two rows, as FMLAL writes; ``off:off+3`` four, as SMLALL)."""
    arr = next((o for o in ops if isinstance(o, O.ZAArray)), None)
    rows = 1
    if arr is not None and arr.imm_hi:
        try:
            rows = int(arr.imm_hi, 0) - int(arr.imm, 0) + 1
        except ValueError:
            rows = 1
    return za_group_size(ops) * max(rows, 1)


def vector_beats(ins, klass: str) -> int:
    """Vector-widths of work of one instruction: the length of its longest Z register list
    (SME2 multi-vector forms: ``{z0.s-z3.s}`` is 4), else 1. It occupies its unit ``interval``
    cycles per vector. The SME2 ZA-array classes (``sme_za_*``) are exempt: their published
    costs are per instruction, VGx2 and VGx4 as separate classes."""
    if klass.startswith("sme_za_"):
        return 1
    return max((len(o.items) for o in ins.operands
                if isinstance(o, O.RegList) and o.items and isinstance(o.items[0], O.ZReg)),
               default=1)


def za_tile_name(op) -> str:
    if isinstance(op, O.ZATile):
        return "za" if op.esz == 0 else f"za{op.num}.{O.ESZ_NAME[op.esz]}"
    if isinstance(op, O.ZASlice):
        if op.esz == 0:
            return "za"
        return f"za{op.num}.{O.ESZ_NAME[op.esz]}"
    return "za"


# ------------------------------------------------------------------ FLOPs
# kind -> (is floating point); an outer product's OPs count a multiply-add as 2
KINDS = ("fp64", "fp32", "fp16", "bf16", "int8", "int16")
FLOAT_KINDS = frozenset(("fp64", "fp32", "fp16", "bf16"))


def mopa_flops(klass: str, vlb: int) -> int:
    """FLOPs (or OPs) of one outer product at a vector length of ``vlb`` bytes."""
    if klass == "sme_fmopa_s":
        return 2 * (vlb // 4) ** 2
    if klass == "sme_fmopa_d":
        return 2 * (vlb // 8) ** 2
    if klass in ("sme_fmopa_widen", "sme_imopa_d"):  # 2-way .H → .S, 4-way .H → .D
        return (4 if klass == "sme_fmopa_widen" else 8) * (vlb // (4 if klass == "sme_fmopa_widen" else 8)) ** 2
    if klass == "sme_imopa_s":  # 4-way .B → .S
        return 8 * (vlb // 4) ** 2
    raise KeyError(klass)


# class -> (kind, streaming?) used to compute each kind's peak from a machine description
_ZA_FP = ("sme_za_fma", "sme_za_fma_x4")
_ZA_INT = ("sme_za_dot", "sme_za_dot_x4")
PEAK_CLASSES = {
    "fp32": ("sme_fmopa_s", "sve_fma", *_ZA_FP),
    "fp64": ("sme_fmopa_d", "sve_fma", *_ZA_FP),
    "fp16": ("sme_fmopa_widen", "sve_fma", *_ZA_FP),
    "bf16": ("sme_fmopa_widen", *_ZA_FP),
    "int8": ("sme_imopa_s", *_ZA_INT),
    "int16": ("sme_imopa_d", "sme_imopa_s", *_ZA_INT),
}
KIND_ESZ = {"fp64": 8, "fp32": 4, "fp16": 2}
SOURCE_ESZ = {"fp64": 8, "fp32": 4, "fp16": 2, "bf16": 2, "int8": 1, "int16": 2}


def class_flops(klass: str, kind: str, vlb: int) -> int:
    """FLOPs of one instruction of ``klass`` working on ``kind`` (for peaks)."""
    if klass.startswith("sme_za_"):
        # an SME2 ZA-array multiply-add takes 2 (VGx2) or 4 (VGx4) source vectors and does one
        # multiply-add per source element, whatever it widens into (FMLA, FMLAL, FDOT, SDOT,
        # SMLALL alike; see _za_elem_ops): 2 * vectors * (vlb / source element) FLOPs
        return 2 * (4 if klass.endswith("_x4") else 2) * (vlb // SOURCE_ESZ[kind])
    if klass == "sme_imopa_s" and kind == "int16":  # SME2 2-way i16 -> i32 SMOPA
        return 4 * (vlb // 4) ** 2
    if klass.startswith("sme_"):
        return mopa_flops(klass, vlb)
    esz = KIND_ESZ.get(kind)
    if esz is None:
        return 0
    return (2 if klass.endswith("fma") else 1) * (vlb // esz)


# ------------------------------------------------------------------ classes
# Every class the static pass can produce: a machine description must give each one.
REQUIRED_CLASSES = (
    "int", "int_mul", "int_div", "branch", "load", "store", "fp", "fp_mov", "system",
    "sve_int", "sve_fp", "sve_fma", "sve_count", "sve_pred", "sve_perm", "sve_reduce",
    "sve_load", "sve_store",
    "sme_mode", "sme_zero", "sme_mova", "sme_addha", "sme_load", "sme_store",
    "sme_fmopa_s", "sme_fmopa_d", "sme_fmopa_widen", "sme_imopa_s", "sme_imopa_d", "sme_luti",
)
# optional: used instead of sve_X while PSTATE.SM = 1 when the description defines them
STREAMING_PREFIX = "ssve_"

# flags of an instruction (the run loop's slow path looks at them only when non-zero)
F_MEM = 1       # reads or writes memory: consult the cache with the memory trace
F_BRANCH = 2    # may change control flow
F_FLOPS = 4     # counts FLOPs / OPs
F_MODE = 8      # smstart/smstop: switch streaming tables
F_SERIAL = 16   # waits for everything in flight (mode switches, svc)
F_STORE = 32    # memory write (does not produce a loaded value)
F_MIX = 64      # its unit has switch penalties: sets the other classes' gates (engine)

_STORES = ("st", "str")
_FLAG_SETTERS = {"adds", "subs", "ands", "bics", "negs", "cmp", "cmn", "tst", "ccmp", "ccmn",
                 "fcmp", "fcmpe", "eors", "nands", "nors", "orns", "orrs", "movs", "nots", "ptrues",
                 "whilelt", "whilele", "whilelo", "whilels", "ptest", "adcs", "sbcs", "ngcs",
                 # SVE compares and predicate loop helpers (isa/a64/sve2_cmp.py)
                 *(f"cmp{c}" for c in ("eq", "ne", "gt", "ge", "lt", "le", "hi", "hs", "lo", "ls")),
                 "pfirst", "pnext", "brkas", "brkbs", "brkns", "brkpas", "brkpbs",
                 "match", "nmatch", "ctermeq", "ctermne"}
_FLAG_READERS = {"csel", "csinc", "csinv", "csneg", "cset", "csetm", "cinc", "cinv", "cneg",
                 "ccmp", "ccmn", "adc", "adcs", "sbc", "sbcs", "fcsel", "ngc", "ngcs",
                 "ctermeq", "ctermne"}
_NO_DEST = {"cmp", "cmn", "tst", "ccmp", "ccmn", "fcmp", "fcmpe", "ptest", "nop", "svc",
            "smstart", "smstop", "prfm", "udf", "ctermeq", "ctermne"}
_READ_DEST = {"movk", "bfi", "bfm", "bfxil", "fmla", "fmls", "fmad", "fmsb", "mla", "mls",
              "fnmla", "fnmls", "fnmad", "fnmsb", "sdot", "udot", "pfirst", "pnext", "brkn", "brkns",
              "mad", "msb", "incb", "inch", "incw", "incd", "decb", "dech", "decw", "decd",
              "incp", "decp",
              "fmopa", "fmops", "bfmopa", "bfmops", "smopa", "smops", "umopa", "umops",
              "sumopa", "sumops", "usmopa", "usmops", "addha", "addva", "fmop4a", "fmop4s", "bfmop4a", "bfmop4s",
              *(f"{s}mop4{t}" for s in ("s", "u", "su", "us") for t in "as")}
# Atomics (Arm ARM C6.2, LDADD / SWP / CAS / STXR): which operand each writes. A load-op or swap
# writes the old memory value to Rt (operand 1) and reads Rs; CAS reads Rs and Rt and writes the
# old value back to Rs (operand 0); a store-exclusive writes its status to Ws (operand 0).
_AOPS = ("add", "clr", "eor", "set", "smax", "smin", "umax", "umin")
_ORD = ("", "a", "l", "al")
_ATOMIC_DEST = {
    **{f"ld{op}{o}{z}": 1 for op in _AOPS for o in _ORD for z in ("", "b", "h")},
    **{f"swp{o}{z}": 1 for o in _ORD for z in ("", "b", "h")},
    **{f"cas{o}{z}": 0 for o in _ORD for z in ("", "b", "h")},
    **{m: 0 for m in ("stxr", "stlxr", "stxrb", "stxrh", "stlxrb", "stlxrh", "stxp", "stlxp")},
}
_READ_DEST |= {m for m, i in _ATOMIC_DEST.items() if m.startswith("cas")}
# SVE/SVE2 integer forms that accumulate into or update their destination (isa/a64/
# sve2_complex_int.py, sve_satcount.py, sve_satcountp.py, sve_intmisc.py, sve_crypto.py)
_READ_DEST |= {"cmla", "sqrdcmlah", "cdot", "adclb", "adclt", "sbclb", "sbclt", "insr", "smmla",
               "ummla", "usmmla", "usdot", "sudot",
               *(f"{s}q{o}{c}" for s in "su" for o in ("inc", "dec") for c in "bhwdp")}
_DOTS = ("fdot", "bfdot", "sdot", "udot", "usdot", "sudot")


@attrs.define(eq=False)
class StaticInfo:
    """What the run loop needs to know about one instruction, computed once."""

    klass: str
    srcs: tuple[int, ...]
    dsts: tuple[int, ...]
    flags: int
    flop_kind: str | None = None
    za_name: str | None = None
    wb: tuple[int, ...] = ()  # base registers written back by the addressing mode
    flop_spec: tuple | None = None  # how to count its FLOPs at run time (see flop_spec)
    beats: int = 1  # vector-widths of work: the unit is busy ``interval * beats`` cycles


def refine_class(ins, known: set[str]) -> str:
    """The timing class of ``ins``: its registered class refined from operands and mnemonic."""
    k, m, ops = ins.klass, ins.mnemonic, ins.operands
    if k == "sme_fmopa" or k == "sme_imopa":
        tile = ops[0] if ops else None
        src = next((o for o in ops if isinstance(o, O.ZReg)), None)
        tesz = getattr(tile, "esz", 4)
        sesz = getattr(src, "esz", tesz)
        if k == "sme_imopa":
            return "sme_imopa_d" if tesz == 8 else "sme_imopa_s"
        if tesz == 8:
            return "sme_fmopa_d"
        if sesz == 2:
            return "sme_fmopa_widen"
        return "sme_fmopa_s"
    if k in ("sme_za_fma", "sme_za_dot"):
        # SME2 multi-vector ops into ZA: a VGx4 group takes two cycles of the unit when the
        # description gives a ``_x4`` class (op_benchmarks: vgx2 peaks at ILP 4, vgx4 at ILP 2)
        return k + "_x4" if za_group_size(ops) == 4 and k + "_x4" in known else k
    if m in ("luti2", "luti4") and "sme_luti" in known:
        return "sme_luti"  # ZT0 table lookups: a class of their own (costs: the description)
    if k == "sme_ldst":
        return "sme_store" if m.startswith(_STORES) else "sme_load"
    if k == "load":
        return "store" if m.startswith(_STORES) else "load"
    if k in known:
        return k
    fam = ins.info.get("family") if isinstance(ins.info, dict) else None
    if k.startswith("sme"):
        return "sme_mova"
    if k.startswith("sve"):
        if "load" in k or "ld" in k:
            return "sve_load"
        if "store" in k:
            return "sve_store"
        return "sve_fp" if m.startswith("f") else "sve_int"
    if fam == "sme":
        return "sme_mova"
    if m.startswith("f"):
        return "fp"
    return "int"


def _op_res(op) -> list[int]:
    """Register resources named by an operand (memory operands excluded)."""
    if isinstance(op, O.Gpr):
        if op.kind == "zr":
            return []
        return [SP if op.kind == "sp" else op.num]
    if isinstance(op, O.ZReg):
        return [Z0 + op.num]
    if isinstance(op, O.FReg):
        return [Z0 + op.num]
    if isinstance(op, (O.PReg, O.PNReg)):
        return [P0 + op.num]
    if isinstance(op, O.ZT0):
        return [ZT0]
    if isinstance(op, O.ZAArray):  # SME2 vector group
        return [ZA0 + g for g in za_array_groups(op)]
    if isinstance(op, O.ZATile):
        return [ZA0 + g for g in za_groups(op.esz, op.num)]
    if isinstance(op, O.ZASlice):
        return [ZA0 + g for g in za_groups(op.esz, op.num)]
    if isinstance(op, O.RegList):
        out: list[int] = []
        for it in op.items:
            out += _op_res(it)
        return out
    return []


def _slice_regs(op) -> list[int]:
    """The W12-W15 index register of a slice operand (inside a list too)."""
    if isinstance(op, (O.ZASlice, O.ZAArray)):
        return [op.wreg]
    if isinstance(op, O.RegList):
        out = []
        for it in op.items:
            out += _slice_regs(it)
        return out
    return []


def _mem_res(op) -> tuple[list[int], bool]:
    """(registers read by the address, writeback?)"""
    regs = [SP if op.base.kind == "sp" else op.base.num]
    off = op.offset
    if isinstance(off, O.Gpr) and off.kind != "zr":
        regs.append(off.num)
    elif isinstance(off, O.ZReg):
        regs.append(Z0 + off.num)
    return regs, op.pre


def analyse(ins, klass: str, unrenamed: tuple[int, ...] = ()) -> StaticInfo:
    """Reads, writes, flags and FLOP kind of one instruction (``klass`` already refined).
    ``unrenamed``: resources of register files the machine does not rename; a write of one
    waits for the register's previous write (it becomes a source too)."""
    m, ops = ins.mnemonic, ins.operands
    srcs: list[int] = []
    dsts: list[int] = []
    flags = 0
    za_name = None
    wb: list[int] = []
    mem_idx = next((i for i, o in enumerate(ops) if isinstance(o, O.Mem)), None)
    is_store = klass in ("store", "sve_store", "sme_store") or (
        mem_idx is not None and m.startswith(_STORES))
    if klass == "branch":
        flags |= F_BRANCH
        if m in ("bl", "blr"):
            dsts.append(30)
        if m == "ret":
            srcs.append(ops[0].num if ops and isinstance(ops[0], O.Gpr) else 30)
        elif m in ("br", "blr", "cbz", "cbnz", "tbz", "tbnz"):
            srcs += _op_res(ops[0]) if ops else []
        elif m.startswith("b.") or (m.startswith("b") and len(m) in (3, 4) and m not in ("bl", "br")):
            srcs.append(NZCV)
    elif m == "svc":
        flags |= F_SERIAL | F_MEM | F_BRANCH
        srcs += [8, 0, 1, 2, 3, 4, 5]
        dsts.append(0)
    elif klass == "sme_mode":
        flags |= F_MODE | F_SERIAL
        dsts += list(range(Z0, Z0 + 32)) + list(range(P0, P0 + 16)) + [FFR] + list(ALL_ZA)
    else:
        for i, op in enumerate(ops):
            if isinstance(op, O.Mem):
                regs, wback = _mem_res(op)
                srcs += regs
                if wback or (i + 1 < len(ops) and isinstance(ops[i + 1], (O.Imm, O.Gpr))
                          and not isinstance(op.offset, O.Gpr)):
                    dsts.append(regs[0])  # pre/post-index writeback
                    wb.append(regs[0])
                continue
            res = _op_res(op)
            srcs += _slice_regs(op)
            if isinstance(op, (O.ZATile, O.ZASlice, O.ZAArray)) or (
                    isinstance(op, O.RegList) and op.items
                    and isinstance(op.items[0], (O.ZATile, O.ZASlice))):
                za_name = za_tile_name(op.items[0] if isinstance(op, O.RegList) else op)
            written = False
            if m in _ATOMIC_DEST:
                written = i == _ATOMIC_DEST[m]
            elif not is_store and m not in _NO_DEST:
                if i == 0:
                    written = True
                elif i == 1 and m in ("ldp", "ldpsw", "ldnp", "ldaxp", "ldxp"):
                    written = True
            if written:
                dsts += res
                if m in _READ_DEST or (klass != "sme_load" and (
                        isinstance(op, (O.ZATile, O.ZASlice, O.ZAArray)) or (
                        isinstance(op, O.RegList) and op.items
                        and isinstance(op.items[0], (O.ZATile, O.ZASlice))))):
                    srcs += res  # accumulators; ZA writes complete in order
                elif isinstance(op, O.ZReg) and any(
                        isinstance(o, O.PReg) and o.qual == "m" for o in ops):
                    srcs += res  # merging predication keeps inactive elements
            else:
                srcs += res
        if m in _FLAG_SETTERS:
            dsts.append(NZCV)
        if m in _FLAG_READERS:
            srcs.append(NZCV)
        # what a decoder says its operands cannot: X registers read and written (the MOPS
        # size register Xn!) and whether it reads or writes NZCV
        extra = ins.info.get("timing") if isinstance(ins.info, dict) else None
        if extra:
            srcs += list(extra.get("x_rw", ()))
            dsts += list(extra.get("x_rw", ()))
            (dsts if extra.get("nzcv") == "write" else srcs).append(NZCV)
    if mem_idx is not None or klass in ("load", "store", "sve_load", "sve_store",
                                        "sme_load", "sme_store"):
        flags |= F_MEM
        if is_store:
            flags |= F_STORE
    flop_kind = _flop_kind(ins, klass)
    spec = None
    if flop_kind is not None:
        flags |= F_FLOPS
        spec = flop_spec(ins, klass)
    if unrenamed:
        srcs += [r for r in dsts if r in unrenamed]
    srcs_t = tuple(dict.fromkeys(r for r in srcs if 0 <= r < NRES))
    dsts_t = tuple(dict.fromkeys(r for r in dsts if 0 <= r < NRES))
    return StaticInfo(klass, srcs_t, dsts_t, flags, flop_kind, za_name, tuple(wb), spec,
                      vector_beats(ins, klass))


def unrenamed_resources(rename: dict[str, bool]) -> tuple[int, ...]:
    """Resources of the register files ``rename`` (a description's ``[rename]``) marks false."""
    return tuple(r for f, on in rename.items() if not on for r in RENAME_FILES[f])


def flop_spec(ins, klass: str) -> tuple:
    """How to count one execution's FLOPs (OPs) from the predicates in force, so only active
    elements count:

    * ``("mopa", pn, pm, ses, tesz)``: an outer product with row predicate ``pn`` and column
      predicate ``pm`` over source elements of ``ses`` bytes into tile elements of ``tesz``
      bytes (``w = tesz // ses``-way widening). Source element ``k`` of row ``i`` is governed by
      ``pn`` at element ``i * w + k``, so FLOPs = 2 * sum over k of (active rows at k) *
      (active columns at k); with all-true predicates 2 * w * dim^2.
    * ``("vec", pg, esz, mult)``: a vector op on ``esz``-byte lanes, ``mult`` FLOPs per active
      lane (2 for a fused multiply-add), governed by ``pg`` (-1: unpredicated, every lane).
      SME2 ZA-array ops (unpredicated) use it with the ZA element size and ``mult`` = vectors
      written x OPs per output element (see :func:`_za_elem_ops`).
    """
    ops = ins.operands
    preds = [o.num for o in ops if isinstance(o, O.PReg)]
    z = [o for o in ops if isinstance(o, O.ZReg)]
    if klass.startswith("sme_za_"):
        return ("vec", -1, *_za_elem_ops(ins))
    if klass.startswith("sme_"):
        tile = ops[0] if ops else None
        tesz = getattr(tile, "esz", 4) or 4
        ses = (z[-1].esz if z else tesz) or tesz
        pn, pm = (preds + [-1, -1])[:2]
        return ("mopa", pn, pm, ses, tesz)
    esz = (z[0].esz if z else 4) or 4
    return ("vec", preds[0] if preds else -1, esz, 2 if klass.endswith("fma") else 1)


def count_flops(spec: tuple, p, vlb: int) -> int:
    """FLOPs (OPs) of one execution under predicate registers ``p`` (one bool per byte) at a
    vector length of ``vlb`` bytes (see :func:`flop_spec`)."""
    if spec[0] == "mopa":
        _, pn, pm, ses, tesz = spec
        dim = vlb // tesz
        if pn < 0:
            return 2 * (tesz // ses) * dim * dim
        if ses == tesz:
            return 2 * int(count_nonzero(p[pn, :vlb:tesz])) * int(count_nonzero(p[pm, :vlb:tesz]))
        return 2 * sum(int(count_nonzero(p[pn, k:vlb:tesz])) * int(count_nonzero(p[pm, k:vlb:tesz]))
                       for k in range(0, tesz, ses))
    _, pg, esz, mult = spec
    if pg < 0:
        return mult * (vlb // esz)
    return mult * int(count_nonzero(p[pg, :vlb:esz]))


def _za_sources(ins) -> int:
    """Element size of the Z sources of a ZA-array op (bytes)."""
    for o in ins.operands:
        if isinstance(o, O.ZReg) and o.esz:
            return o.esz
        if isinstance(o, O.RegList) and o.items and isinstance(o.items[0], O.ZReg) and o.items[0].esz:
            return o.items[0].esz
    return 4


def _za_elem_ops(ins) -> tuple[int, int]:
    """(ZA element bytes, FLOPs per ZA element lane summed over the vectors written) of an SME2
    multiply-add into ZA array vectors: every output element of every written vector gets one product (FMLA,
    FMLAL, SMLALL: 2 OPs) or a ``w``-way dot product (FDOT, SDOT: 2 * w OPs, w = ZA element /
    source element). The count is the one tzakharko/m4-sme-exploration's op_benchmarks uses
    (benchmarks.yaml "ops" per output element, tools/gen_op_benchmarks.py)."""
    arr = next((o for o in ins.operands if isinstance(o, O.ZAArray)), None)
    tesz = (arr.esz if arr is not None else 0) or 4
    per = 2 * (tesz // _za_sources(ins)) if ins.mnemonic in _DOTS else 2
    return tesz, per * za_array_vectors(ins.operands)


def _flop_kind(ins, klass: str) -> str | None:
    ops = ins.operands
    z = [o for o in ops if isinstance(o, O.ZReg)]
    if klass.startswith("sme_za_"):
        ses = _za_sources(ins)
        if ins.mnemonic.startswith("bf"):
            return "bf16"
        if ins.mnemonic.startswith("f"):
            return {8: "fp64", 4: "fp32", 2: "fp16"}.get(ses)
        return {1: "int8", 2: "int16"}.get(ses)
    if klass.startswith("sme_fmopa") or klass.startswith("sme_imopa"):
        if klass == "sme_fmopa_s":
            return "fp32"
        if klass == "sme_fmopa_d":
            return "fp64"
        if klass == "sme_fmopa_widen":
            return "bf16" if ins.mnemonic.startswith("bf") else "fp16"
        if klass == "sme_imopa_s":  # 4-way i8 -> i32, or SME2's 2-way i16 -> i32
            return "int16" if z and z[-1].esz == 2 else "int8"
        return "int16"
    if klass in ("sve_fma", "sve_fp") and z and ins.mnemonic.startswith("f") \
            and ins.mnemonic not in ("fmov", "fcvt", "fneg", "fabs", "fdup"):
        return {8: "fp64", 4: "fp32", 2: "fp16"}.get(z[0].esz)
    return None
