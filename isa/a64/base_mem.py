"""Base A64 loads and stores: LDR/STR (all sizes, signed forms), LDUR/STUR, LDP/STP, literal
loads (``ldr x0, label`` and ``ldr x0, =value``), with offset, pre-index, post-index and
register-offset addressing (LSL/UXTW/SXTW/SXTX); PRFM/PRFUM (prefetch hints: no architectural
effect); DC ZVA (zero a 512-byte block) and the DC/IC cache maintenance no-ops.
"""
from __future__ import annotations

from . import encoding as E
from . import operands as O
from .base_branch import pc_offset
from .bits import sext
from .sem import form
from .table import M64, Args, insn

# mnemonic -> (bytes, signed, is_load)
_LDST = {
    "ldr": (0, False, True), "str": (0, False, False),
    "ldrb": (1, False, True), "ldrh": (2, False, True), "strb": (1, False, False),
    "strh": (2, False, False), "ldrsb": (1, True, True), "ldrsh": (2, True, True),
    "ldrsw": (4, True, True),
    "ldur": (0, False, True), "stur": (0, False, False), "ldurb": (1, False, True),
    "ldurh": (2, False, True), "sturb": (1, False, False), "sturh": (2, False, False),
    "ldursb": (1, True, True), "ldursh": (2, True, True), "ldursw": (4, True, True),
}


def address_mode(a: Args, mi: int, size: int, *, unscaled: bool = False, pair: bool = False):
    """Decode ``[Xn...]`` at operand ``mi`` (+ a post-index operand after it).

    Returns (base, offset_fn_kind, params, writeback) where the binder computes the address.
    Kinds: ('imm', k) base + k; ('reg', m, tf) base + tf(x[m]); writeback 'pre'/'post'/None.
    """
    mem = a[mi]
    if not isinstance(mem, O.Mem):
        raise a.error(mi, f"expected a memory operand, got '{a.raw[mi].text}'", "e.g. [x0, #8]")
    base = mem.base.num  # 31 = SP
    post = len(a) > mi + 1
    if post:
        if mem.offset is not None or mem.pre:
            raise a.error(mi + 1, "post-index needs a plain [Xn] base", "e.g. ldr x0, [x1], #8")
        if not a.is_imm(mi + 1):
            raise a.error(mi + 1, "post-index offset must be an immediate")
        k = a.imm(mi + 1)
        _check_index_range(a, mi + 1, k, size, pair)
        return base, ("imm", 0), "post", k
    off = mem.offset
    if off is None:
        if mem.pre:
            raise a.error(mi, "pre-index needs an offset", "e.g. [x0, #16]!")
        return base, ("imm", 0), None, 0
    if isinstance(off, O.Reloc):
        if off.kind != "lo12":
            raise a.error(mi, f"relocation ':{off.kind}:' is not supported", "use :lo12:")
        return base, ("imm", a.ctx.value(off.text, off.col) & 0xFFF), None, 0
    if isinstance(off, O.Imm):
        k = a.ctx.value(off.text, off.col)
        if mem.shift is not None:
            raise a.error(mi, "an immediate offset takes no shift")
        if mem.pre:
            _check_index_range(a, mi, k, size, pair)
            return base, ("imm", 0), "pre", k
        if pair:
            _check_index_range(a, mi, k, size, True)
        elif unscaled:
            if not -256 <= k <= 255:
                raise a.error(mi, f"offset {k} out of range -256 to 255", "ldur/stur take -256..255")
        elif not (-256 <= k <= 255 or (k >= 0 and k % size == 0 and k // size <= 4095)):
            raise a.error(mi, f"offset {k} out of range",
                          f"use -256..255 or a multiple of {size} up to {4095 * size}")
        return base, ("imm", k), None, 0
    if isinstance(off, O.Gpr):
        if pair or unscaled or mem.pre:
            raise a.error(mi, "register offset is not allowed here")
        m = off.num if off.kind == "r" else 32
        if off.kind == "sp":
            raise a.error(mi, "the offset register cannot be sp")
        shift = mem.shift
        kind, amt = ("lsl", 0) if shift is None else (shift.kind, None)
        if shift is not None:
            amt = a.ctx.value(shift.amount, shift.col) if shift.amount is not None else 0
        log = size.bit_length() - 1
        if amt not in (0, log):
            raise a.error(mi, f"shift amount must be 0 or {log} for a {size}-byte access",
                          f"e.g. [x0, x1, lsl #{log}]")
        if off.is64 and kind not in ("lsl", "sxtx", "uxtx"):
            raise a.error(mi, f"'{kind}' needs a w offset register", "e.g. [x0, w1, uxtw #2]")
        if not off.is64 and kind not in ("uxtw", "sxtw"):
            raise a.error(mi, "a w offset register needs uxtw or sxtw", "e.g. [x0, w1, sxtw]")
        if kind == "sxtw":
            return base, ("reg", m, lambda v: (sext(v, 32) << amt), kind, amt), None, 0
        if kind == "uxtw":
            return base, ("reg", m, lambda v: ((v & 0xFFFFFFFF) << amt), kind, amt), None, 0
        if kind == "sxtx":
            return base, ("reg", m, lambda v: (sext(v, 64) << amt), kind, amt), None, 0
        return base, ("reg", m, (lambda v: v << amt) if amt else None, kind, amt), None, 0
    raise a.error(mi, "unsupported memory operand")


def _check_index_range(a: Args, i: int, k: int, size: int, pair: bool) -> None:
    if pair:
        if k % size or not -64 <= k // size <= 63:
            raise a.error(i, f"offset {k} out of range",
                          f"pairs take multiples of {size} from {-64 * size} to {63 * size}")
    elif not -256 <= k <= 255:
        raise a.error(i, f"offset {k} out of range -256 to 255")


_EXTEND_TEXT = {"sxtw": "(((({m} & 0xFFFFFFFF) ^ 0x80000000) - 0x80000000) << {sh})",
                "uxtw": "(({m} & 0xFFFFFFFF) << {sh})",
                "sxtx": "((({m} ^ 0x8000000000000000) - 0x8000000000000000) << {sh})",
                "lsl": "({m} << {sh})"}


def address_text(base: int, mode, wb, k: int) -> tuple[str, str, dict, dict]:
    """Template text of an addressing mode (:func:`address_mode`): (address, the base's
    write-back after the access or "", registers, constants)."""
    regs, consts = {"n": base}, {}
    if mode[0] == "reg":
        regs["m"], consts["sh"] = mode[1], mode[4]
        return f"({{n}} + {_EXTEND_TEXT[mode[3]]}) & M64", "", regs, consts
    if wb == "pre":
        consts["k"] = k
        return "({n} + {k}) & M64", "{n} = {_a}", regs, consts
    if wb == "post":
        consts["k"] = k
        return "{n}", "{n} = ({_a} + {k}) & M64", regs, consts
    if mode[1] == 0:
        return "{n}", "", regs, consts
    consts["off"] = mode[1]
    return "({n} + {off}) & M64", "", regs, consts


def _loaded(size: int, signed: bool, dmask: int, addr: str = "{_a}") -> str:
    """Template of a loaded value, sign-extended to ``dmask`` when ``signed``."""
    if not signed:
        return f"LD{size}({addr})"
    s = 1 << (8 * size - 1)
    return f"((LD{size}({addr}) ^ {s}) - {s}) & {dmask}"


@insn(*_LDST, klass="load")
def ldst(a: Args):
    size, signed, load = _LDST[a.m]
    a.count(2, 3, usage="Rt, [Xn{, #imm}] | Rt, [Xn, #imm]! | Rt, [Xn], #imm | Rt, label")
    t, t64 = a.gpr(0, write=load)
    if size == 0:
        size = 8 if t64 else 4
    elif signed:
        if a.m.endswith("sw") and not t64:
            raise a.error(0, f"'{a.m}' needs an x destination")
    elif t64 and size < 4:
        raise a.error(0, f"'{a.m}' needs a w register", f"{a.m} w{a[0].num}, [...]")
    dmask = M64 if t64 else 0xFFFFFFFF
    bits = 8 * size
    if load and isinstance(a[1], (O.Imm, O.Ident)) and len(a) == 2:
        return _literal(a, t, size, signed, dmask)
    base, mode, wb, k = address_mode(a, 1, size, unscaled=a.m.startswith(("ldur", "stur")))
    if wb and base == t and a[0].kind == "r":
        raise a.error(0, "write-back base is also the transfer register",
                      "the result is unpredictable; use another register")

    at, after, regs, consts = address_text(base, mode, wb, k)
    regs["t"] = t
    body = f"{{t}} = {_loaded(size, signed, dmask)}" if load else f"ST{size}({{_a}}, {{t}})"
    writes = ("t",) if load else ()
    if after:
        body += "\n" + after
        writes += ("n",)
    return form(body, regs, writes, consts, access=(at, size, "r" if load else "w"))


def _literal(a: Args, t: int, size: int, signed: bool, dmask: int):
    """``ldr Rt, label`` (PC-relative) or ``ldr Rt, =expr`` (literal pool entry)."""
    text = a.raw[1].text
    if text.startswith("="):
        if a.m not in ("ldr", "ldrsw"):
            raise a.error(1, f"'{a.m}' has no =literal form", "use ldr")
        value = a.ctx.value(text[1:], a.raw[1].col + 1)
        if not -(1 << (8 * size - 1)) <= value < (1 << (8 * size)):
            raise a.error(1, f"literal {value} does not fit in {size} bytes")
        a.ctx.write_literal(value, size)
        address = a.ctx.literal_address()
    else:
        if a.m not in ("ldr", "ldrsw"):
            raise a.error(1, f"'{a.m}' has no PC-relative form", "use adr then a register load")
        address = a.target(1) & M64
        off = pc_offset(a, address)
        if address & 3 or not -(1 << 20) <= off < (1 << 20):
            raise a.error(1, "literal out of range (±1 MiB, 4-byte aligned)",
                          "use adrp + ldr :lo12:, or ldr =value")
    return form(f"{{t}} = {_loaded(size, signed, dmask)}", {"t": t}, ("t",), {"addr": address},
                access=("{addr}", size, "r"))


@insn("ldp", "stp", "ldpsw", "ldnp", "stnp", klass="load")
def ldp(a: Args):
    """LDP/STP/LDPSW, and LDNP/STNP (the non-temporal hint changes nothing here; offset form
    only)."""
    a.count(3, 4, usage="Rt1, Rt2, [Xn{, #imm}]{!} | Rt1, Rt2, [Xn], #imm")
    load = a.m not in ("stp", "stnp")
    t1, is64 = a.gpr(0, write=load)
    t2, _ = a.gpr(1, write=load)
    a.same_width(0, 1)
    size = 4 if a.m == "ldpsw" else (8 if is64 else 4)
    if a.m == "ldpsw" and not is64:
        raise a.error(0, "ldpsw needs x registers")
    if load and t1 == t2 and t1 < 32:
        raise a.error(1, "ldp with the same register twice is unpredictable", "use two registers")
    base, mode, wb, k = address_mode(a, 2, size, pair=True)
    if wb and a.m.endswith("np"):
        raise a.error(2, f"'{a.m}' has only the offset form [Xn{{, #imm}}]")
    if wb and base in (t1, t2):
        raise a.error(2, "write-back base is also a transfer register",
                      "the result is unpredictable; use another register")
    signed = a.m == "ldpsw"
    at, after, regs, consts = address_text(base, mode, wb, k)
    regs.update(t1=t1, t2=t2)
    second = f"({{_a}} + {size}) & M64"
    if load:
        body = (f"{{_v}} = {_loaded(size, signed, M64)}\n"
                f"{{t2}} = {_loaded(size, signed, M64, second)}\n{{t1}} = {{_v}}")
        writes = ("t1", "t2")
    else:
        body = f"ST{size}({{_a}}, {{t1}})\nST{size}({second}, {{t2}})"
        writes = ()
    if after:
        body += "\n" + after
        writes += ("n",)
    return form(body, regs, writes, consts, access=(at, 2 * size, "r" if load else "w"))


# ----------------------------------------------------------------------------- PRFM
# Arm ARM C6.2 "PRFM (immediate/literal/register)", "PRFUM": <prfop> is
# PLD|PLI|PST L1|L2|L3 KEEP|STRM (imm5 = type:target:policy) or #imm5.
_PRF_TYPE, _PRF_TARGET, _PRF_POLICY = ("pld", "pli", "pst"), ("l1", "l2", "l3"), ("keep", "strm")
PRFOPS = {f"{t}{g}{p}": i << 3 | j << 1 | k for i, t in enumerate(_PRF_TYPE)
          for j, g in enumerate(_PRF_TARGET) for k, p in enumerate(_PRF_POLICY)}
PRFOP_NAMES = {v: k for k, v in PRFOPS.items()}


@insn("prfm", "prfum", klass="load")
def prfm(a: Args):
    """A prefetch hint: checked like a load's address, then does nothing (a prefetch never
    faults and has no architectural effect)."""
    a.count(2, usage="<prfop>|#imm5, [Xn{, #imm}] | [Xn, Xm{, lsl #3}] | label")
    if isinstance(a[0], O.Ident):
        if a[0].name not in PRFOPS:
            raise a.error(0, f"unknown prefetch operation '{a.raw[0].text}'",
                          "pld|pli|pst + l1|l2|l3 + keep|strm, e.g. pldl1keep, or #0-#31")
    else:
        a.imm(0, 0, 31, "prefetch operation")
    if a.m == "prfm" and isinstance(a[1], (O.Imm, O.Ident)):
        address = a.target(1) & M64
        off = pc_offset(a, address)
        if address & 3 or not -(1 << 20) <= off < (1 << 20):
            raise a.error(1, "literal out of range (±1 MiB, 4-byte aligned)")
    else:
        _, _, wb, _ = address_mode(a, 1, 8, unscaled=a.m == "prfum")
        if wb:
            raise a.error(1, f"'{a.m}' has no pre/post-index form", "e.g. prfm pldl1keep, [x0, #64]")
    return lambda cpu, idx: (lambda: idx + 1)


# ----------------------------------------------------------------------------- DC / IC
# Arm ARM C5.3 "A64 system instructions for cache maintenance" (SYS #3, C7, Cm, #op2, Xt):
# DC ZVA zeroes one DCZID_EL0-sized block (512 bytes, QEMU -cpu max); the cleans and
# invalidations have no architectural effect on a single core without caches in its state.
DC_OPS = {"zva": (4, 1), "cvac": (10, 1), "cvau": (11, 1), "civac": (14, 1), "cvap": (12, 1),
          "cvadp": (13, 1),
          # FEAT_MTE: GZVA zeroes like ZVA (the tags of untagged memory are dropped), GVA and
          # the tag cleans have no effect here (isa/a64/base_mte.py)
          "gva": (4, 3), "gzva": (4, 4), "cgvac": (10, 3), "cgdvac": (10, 5), "cgvap": (12, 3),
          "cgdvap": (12, 5), "cgvadp": (13, 3), "cgdvadp": (13, 5), "cigvac": (14, 3),
          "cigdvac": (14, 5)}
IC_OPS = {"ivau": (5, 1)}
ZVA_BLOCK = 512  # bytes: 4 << DCZID_EL0.BS (BS = 7)


@insn("dc", "ic", klass="store")
def dc(a: Args):
    """DC ZVA|GZVA|CVAC|CVAU|CIVAC|CVAP|CVADP|GVA|CG…, Xt and IC IVAU, Xt."""
    ops = DC_OPS if a.m == "dc" else IC_OPS
    a.count(2, usage=f"{'|'.join(ops)}, Xt")
    if not isinstance(a[0], O.Ident) or a[0].name not in ops:
        raise a.error(0, f"unsupported {a.m} operation '{a.raw[0].text}'",
                      f"tilesim supports {a.m} " + ", ".join(ops))
    t, _ = a.gpr(1, width=64)
    if a[0].name not in ("zva", "gzva"):
        a.klass = "system"
        return lambda cpu, idx: (lambda: idx + 1)

    def bind(cpu, idx):
        x, view, nxt = cpu.x, cpu.mem.view, idx + 1

        def run():
            view(x[t] & ~(ZVA_BLOCK - 1), ZVA_BLOCK, True)[:] = 0
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- encodings
# Arm ARM C4.1.66 "Loads and Stores" (load/store register: unsigned immediate, unscaled,
# immediate pre/post-indexed, register offset, literal; load/store pair), checked against
# llvm/test/MC/AArch64/basic-a64-instructions.s and llvm-objdump-19.

# (size, opc) -> (mnemonic, 64-bit Rt); PRFM is size 3, opc 2
_ACCESS = {
    (0, 0): ("strb", False), (0, 1): ("ldrb", False), (0, 2): ("ldrsb", True),
    (0, 3): ("ldrsb", False),
    (1, 0): ("strh", False), (1, 1): ("ldrh", False), (1, 2): ("ldrsh", True),
    (1, 3): ("ldrsh", False),
    (2, 0): ("str", False), (2, 1): ("ldr", False), (2, 2): ("ldrsw", True),
    (3, 0): ("str", True), (3, 1): ("ldr", True), (3, 2): ("prfm", False),
}


def _rt(f) -> tuple[str, str] | None:
    """(mnemonic, Rt text) of a single-register access, or None when unallocated."""
    hit = _ACCESS.get((f.size, f.opc))
    if hit is None:
        return None
    m, is64 = hit
    if m == "prfm":
        return m, PRFOP_NAMES.get(f.Rt, f"#0x{f.Rt:x}")
    return m, E.r(is64, f.Rt)


def _fmt_uimm(f):
    hit = _rt(f)
    if hit is None:
        return None
    m, rt = hit
    off = f.imm12 << f.size
    return f"{m} {rt}, [{E.x(f.Rn, True)}{f', {E.himm(off)}' if off else ''}]"


def _fmt_imm9(f):
    hit = _rt(f)
    if hit is None or f.mode == 2:  # 10: LDTR/STTR (unprivileged), not executed here
        return None
    m, rt = hit
    if f.mode == 0:  # unscaled: LDUR/STUR/PRFUM
        m = "prfum" if m == "prfm" else f"{m[:2]}u{m[2:]}"
    elif m == "prfm" or (f.Rn == f.Rt and f.Rn != 31):
        return None  # no pre/post-index prefetch; write-back into Rt is unpredictable
    return f"{m} {rt}, {E.addr_imm9(f.mode, E.x(f.Rn, True), E.sext(f.imm9, 9))}"


def _fmt_regoff(f):
    hit = _rt(f)
    if hit is None or f.option not in (2, 3, 6, 7):
        return None
    m, rt = hit
    if m == "prfm" and f.Rt >> 3 == 3:
        return None  # RPRFM (range prefetch, FEAT_RPRFM) shares this space
    is64m = f.option & 1
    ext = {2: "uxtw", 3: "lsl", 6: "sxtw", 7: "sxtx"}[f.option]
    amount = f.size if f.S else None
    if ext == "lsl":
        tail = "" if amount is None else f", lsl #{amount}"
    else:
        tail = f", {ext}" + ("" if amount is None else f" #{amount}")
    return f"{m} {rt}, [{E.x(f.Rn, True)}, {E.r(is64m, f.Rm)}{tail}]"


def _fmt_literal(f):
    m, is64 = {0: ("ldr", False), 1: ("ldr", True), 2: ("ldrsw", True), 3: ("prfm", False)}[f.opc]
    rt = PRFOP_NAMES.get(f.Rt, f"#0x{f.Rt:x}") if m == "prfm" else E.r(is64, f.Rt)
    return f"{m} {rt}, {E.target(f.addr + 4 * E.sext(f.imm19, 19))}"


def _fmt_pair(f):
    if f.mode == 0:  # LDNP/STNP (non-temporal pair)
        if f.opc not in (0, 2) or (f.L and f.Rt == f.Rt2):
            return None
        off = E.sext(f.imm7, 7) * (8 if f.opc else 4)
        return (f"{'ldnp' if f.L else 'stnp'} {E.r(f.opc, f.Rt)}, {E.r(f.opc, f.Rt2)}, "
                f"[{E.x(f.Rn, True)}{f', {E.himm(off)}' if off else ''}]")
    if f.opc == 1:
        if not f.L:
            return None  # STGP (MTE)
        m, is64, scale = "ldpsw", True, 4
    elif f.opc == 3:
        return None
    else:
        m, is64, scale = ("ldp" if f.L else "stp"), f.opc == 2, (8 if f.opc == 2 else 4)
    if f.L and f.Rt == f.Rt2:
        return None  # unpredictable
    if f.mode != 2 and f.Rn != 31 and f.Rn in (f.Rt, f.Rt2):
        return None  # write-back into a transfer register: unpredictable
    off, base = E.sext(f.imm7, 7) * scale, E.x(f.Rn, True)
    regs = f"{E.r(is64, f.Rt)}, {E.r(is64, f.Rt2)}"
    if f.mode == 1:
        return f"{m} {regs}, [{base}], {E.himm(off)}"
    if f.mode == 3:
        return f"{m} {regs}, [{base}, {E.himm(off)}]!"
    return f"{m} {regs}, [{base}{f', {E.himm(off)}' if off else ''}]"


_LDST_NAMES = tuple(sorted({m for m, _ in _ACCESS.values()} - {"prfm"}))
E.ENC("ldr", "size:2 111 0 01 opc:2 imm12:12 Rn:5 Rt:5", _fmt_uimm,
      aliases=_LDST_NAMES + ("prfm",))
E.ENC("ldur", "size:2 111 0 00 opc:2 0 imm9:9 mode:2 Rn:5 Rt:5", _fmt_imm9,
      aliases=_LDST_NAMES + tuple(f"{m[:2]}u{m[2:]}" for m in _LDST_NAMES) + ("prfum",))
E.ENC("ldr", "size:2 111 0 00 opc:2 1 Rm:5 option:3 S:1 10 Rn:5 Rt:5", _fmt_regoff,
      aliases=_LDST_NAMES + ("prfm",))
E.ENC("ldr", "opc:2 011 0 00 imm19:19 Rt:5", _fmt_literal, aliases=("ldrsw", "prfm"))
E.ENC("ldp", "opc:2 101 0 0 mode:2 L:1 imm7:7 Rt2:5 Rn:5 Rt:5", _fmt_pair,
      aliases=("stp", "ldpsw", "ldnp", "stnp"))

# DC/IC (SYS #3, C7, Cm, #op2, Xt; Arm ARM C5.3): one pattern per operation
for _name, (_crm, _op2) in {**DC_OPS, **IC_OPS}.items():
    _m = "dc" if _name in DC_OPS else "ic"
    E.ENC(_m, f"1101010100 0 01 011 0111 {_crm:04b} {_op2:03b} Rt:5",
          lambda f, _t=f"{_m} {_name}": f"{_t}, {E.x(f.Rt)}")
