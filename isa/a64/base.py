"""Base A64 integer data processing: moves, add/sub, logic and shifts. Semantics follow the
Arm ARM pseudocode; each closure returns the index of the next instruction. Multiply/divide,
bitfields and conditional select are in base_muldiv.py, base_bitfield.py, base_select.py.
"""
from __future__ import annotations

from . import operands as O
from .bits import add_with_carry, is_bitmask_imm, sext
from . import encoding as E
from .sem import Form, form
from .table import M32, M64, Args, insn

_MASK = {True: M64, False: M32}
_BITS = {True: 64, False: 32}


# ----------------------------------------------------------------------------- operand 2
def _shifted(a: Args, i: int, is64: bool, allow_ror: bool, allow_ext: bool):
    """Second source operand (register, optionally shifted or extended).

    Returns (reg, kind, amount): ``kind`` a shift (lsl/lsr/asr/ror) or an extend (uxtb…sxtx),
    None for the register as is; :func:`operand2` gives its template text.
    """
    m, m64 = a.gpr(i)
    bits = _BITS[is64]
    if len(a) <= i + 1:
        if m64 != is64 and not allow_ext:
            raise a.error(i, "operands mix x and w registers", "use all x or all w registers")
        if m64 != is64:  # GNU as and LLVM MC reject add x0, x1, w2 too
            raise a.error(i, "a w register here needs an extend",
                          f"e.g. {a.raw[i].text}, uxtw or {a.raw[i].text}, sxtw")
        return m, None, 0
    o = a[i + 1]
    if not isinstance(o, O.Shift):
        raise a.error(i + 1, f"expected a shift or extend, got '{a.raw[i + 1].text}'")
    if o.kind in ("lsl", "lsr", "asr", "ror") and m64 == is64 and not (
            allow_ext and o.kind == "lsl" and (a[0].kind == "sp" or a[1].kind == "sp")):
        if o.kind == "ror" and not allow_ror:
            raise a.error(i + 1, "ror is not allowed here", "add/sub take lsl, lsr or asr")
        kind, amt = a.shift(i + 1, ("lsl", "lsr", "asr", "ror"), bits - 1)
        return m, (kind if amt else None), amt
    if not allow_ext:
        raise a.error(i + 1, f"'{o.kind}' is not allowed here", "use lsl, lsr, asr or ror")
    kind, amt = a.shift(i + 1, ("uxtb", "uxth", "uxtw", "uxtx", "sxtb", "sxth", "sxtw", "sxtx",
                                "lsl"), 4)
    if m64 and not is64:
        raise a.error(i, "operands mix x and w registers", "a 32-bit add/sub extends a w register")
    if kind == "lsl" and m64 != is64:
        raise a.error(i + 1, "lsl needs an x register here",
                      "extend a w register with uxtw or sxtw")
    if kind == "lsl":
        kind = "uxtx" if is64 else "uxtw"
    return m, kind, amt


_EXT_BITS = {"b": 8, "h": 16, "w": 32, "x": 64}


def operand2(kind: str | None, bits: int, reg: str = "{m}") -> str:
    """Template text of a shifted or extended register operand (ShiftReg / ExtendReg of the
    Arm ARM), the amount in constant ``{sh}``, the result masked to ``bits``."""
    mask = (1 << bits) - 1
    if kind is None:
        return reg if bits == 64 else f"({reg} & {mask})"
    if kind == "lsl":
        return f"(({reg} << {{sh}}) & {mask})"
    if kind == "lsr":
        return f"(({reg} & {mask}) >> {{sh}})" if bits < 64 else f"({reg} >> {{sh}})"
    sign = 1 << (bits - 1)
    if kind == "asr":
        return f"((((({reg} & {mask}) ^ {sign}) - {sign}) >> {{sh}}) & {mask})"
    if kind == "ror":
        return f"(((({reg} & {mask}) >> {{sh}}) | ({reg} << ({bits} - {{sh}}))) & {mask})"
    eb = _EXT_BITS[kind[-1]]
    em, es = (1 << eb) - 1, 1 << (eb - 1)
    if kind[0] == "u":
        v = reg if eb == 64 else f"({reg} & {em})"
    else:
        v = f"(({reg} ^ {es}) - {es})" if eb == 64 else f"((({reg} & {em}) ^ {es}) - {es})"
    return f"(({v} << {{sh}}) & {mask})"


# ----------------------------------------------------------------------------- moves
def _mov_wide_ok(v: int, bits: int) -> bool:
    return any((v & ~(0xFFFF << s)) & ((1 << bits) - 1) == 0 for s in range(0, bits, 16))


@insn("mov")
def mov(a: Args):
    a.count(2, usage="Xd, Xn | Xd, #imm")
    if isinstance(a[1], O.VReg):  # MOV Wd, Vn.S[i] / Xd, Vn.D[i]: UMOV (isa/a64/simd.py)
        from .table import OVERLOADS

        umov = OVERLOADS[("umov", "Gpr")]
        return a.hand_to(umov)
    if a.is_gpr(1):
        d, d64 = a.gpr(0, sp=True, write=True)
        n, n64 = a.gpr(1, sp=True)
        if d64 != n64:
            raise a.error(1, "operands mix x and w registers", "use all x or all w registers")
        return form("{d} = {n}" if d64 else "{d} = {n} & 0xFFFFFFFF", {"d": d, "n": n}, ("d",))
    d, d64 = a.gpr(0, sp=True, write=True)
    bits = _BITS[d64]
    v = a.imm(1) if not (isinstance(a[1], O.Ident)) else a.target(1)
    if not -(1 << bits) <= v < (1 << bits):
        raise a.error(1, f"immediate {v} does not fit in {bits} bits")
    v &= _MASK[d64]
    if not (_mov_wide_ok(v, bits) or _mov_wide_ok(~v & _MASK[d64], bits)
            or is_bitmask_imm(v, bits)):
        raise a.error(1, f"immediate 0x{v:x} cannot be moved by one instruction",
                      "use 'ldr xN, =value' or movz/movk")
    return _const(d, v)


def _const(d: int, v: int) -> Form:
    return form("{d} = {v}", {"d": d}, ("d",), {"v": v})


def _hw_shift(a: Args, is64: bool) -> int:
    if len(a) == 3:
        _, s = a.shift(2, ("lsl",), 48 if is64 else 16)
        if s % 16:
            raise a.error(2, f"shift {s} must be 0, 16, 32 or 48", "movz/movk shift by 16-bit steps")
        return s
    return 0


@insn("movz", "movn")
def movz(a: Args):
    a.count(2, 3, usage="Xd, #imm16{, lsl #s}")
    d, is64 = a.gpr(0, write=True)
    v = a.imm(1, 0, 0xFFFF, "immediate")
    s = _hw_shift(a, is64)
    v <<= s
    if a.m == "movn":
        v = ~v
    return _const(d, v & _MASK[is64])


@insn("movk")
def movk(a: Args):
    a.count(2, 3, usage="Xd, #imm16{, lsl #s}")
    d, is64 = a.gpr(0, write=True)
    v = a.imm(1, 0, 0xFFFF, "immediate")
    s = _hw_shift(a, is64)
    keep = _MASK[is64] & ~(0xFFFF << s)
    return form("{d} = ({d} & {keep}) | {v}", {"d": d}, ("d",), {"keep": keep, "v": v << s})


# ----------------------------------------------------------------------------- add / sub
@insn("add", "sub", "adds", "subs")
def add_sub(a: Args):
    a.count(3, 4, usage="Xd, Xn, #imm{, lsl #12} | Xd, Xn, Xm{, shift #n}")
    setf = a.m.endswith("s")
    sub = a.m.startswith("sub")
    d, d64 = a.gpr(0, sp=not setf, write=True)
    n, n64 = a.gpr(1, sp=True)
    if d64 != n64:
        raise a.error(1, "operands mix x and w registers", "use all x or all w registers")
    if isinstance(a[2], O.Reloc):
        if a[2].kind != "lo12":
            raise a.error(2, f"relocation ':{a[2].kind}:' is not supported", "use :lo12:")
        imm = a.ctx.value(a[2].text, a[2].col) & 0xFFF
        return _addsub_imm(d, n, imm, sub, setf, d64)
    if a.is_imm(2):
        imm = a.imm(2)
        if imm < 0:  # GNU as and LLVM MC turn add #-n into sub #n (and adds into subs)
            sub, imm = not sub, -imm
        if len(a) == 4:
            _, s = a.shift(3, ("lsl",), 12)
            if s not in (0, 12):
                raise a.error(3, "shift must be 0 or 12", "add/sub immediates shift by lsl #12")
            if not 0 <= imm <= 4095:
                raise a.error(2, f"immediate {a.imm(2)} out of range -4095 to 4095")
            imm <<= s
        if not (0 <= imm <= 4095 or (imm & 0xFFF == 0 and imm >> 12 <= 4095)):
            raise a.error(2, f"immediate {imm} out of range",
                          "add/sub take 0-4095, optionally shifted left by 12")
        return _addsub_imm(d, n, imm, sub, setf, d64)
    sp_involved = a[0].kind == "sp" or a[1].kind == "sp"
    m, kind, amt = _shifted(a, 2, d64, False, True)
    if sp_involved and len(a) == 4 and a[3].kind in ("lsr", "asr"):
        raise a.error(3, "shifted register forms cannot use sp", "use an extend such as uxtx")
    return _addsub_reg(d, n, m, kind, amt, sub, setf, d64)


def _addsub_imm(d, n, imm, sub, setf, is64) -> Form:
    mask, bits = _MASK[is64], _BITS[is64]
    if not setf:
        return form(f"{{d}} = ({{n}} + {{k}}) & {mask}", {"d": d, "n": n}, ("d",),
                    {"k": -imm if sub else imm})
    b, carry = ((~imm) & mask, 1) if sub else (imm, 0)
    src = "{n}" if is64 else f"{{n}} & {mask}"
    return form(f"{{_a}} = {src}\n{{_u}} = {{_a}} + {{bc}}\n{{_r}} = {{_u}} & {mask}\n{{d}} = {{_r}}",
                {"d": d, "n": n}, ("d",), {"b": b, "bc": b + carry},
                flags=("add", bits, "{_a}", "{b}", "{_u}", "{_r}"))


def _addsub_reg(d, n, m, kind, amt, sub, setf, is64) -> Form:
    mask, bits = _MASK[is64], _BITS[is64]
    regs, consts = {"d": d, "n": n, "m": m}, ({"sh": amt} if kind else {})
    op2 = operand2(kind, bits) if (setf or kind) else "{m}"
    if not setf:
        return form(f"{{d}} = ({{n}} {'-' if sub else '+'} {op2}) & {mask}", regs, ("d",), consts)
    src = "{n}" if is64 else f"{{n}} & {mask}"
    if sub:
        text = f"{{_b}} = {op2} ^ {mask}\n{{_u}} = {{_a}} + {{_b}} + 1"
    else:
        text = f"{{_b}} = {op2}\n{{_u}} = {{_a}} + {{_b}}"
    return form(f"{{_a}} = {src}\n{text}\n{{_r}} = {{_u}} & {mask}\n{{d}} = {{_r}}", regs, ("d",),
                consts, flags=("add", bits, "{_a}", "{_b}", "{_u}", "{_r}"))


@insn("cmp", "cmn")
def cmp(a: Args):
    a.count(2, 3, usage="Xn, #imm | Xn, Xm{, shift #n}")
    ops = list(a.stmt.operands)
    return _alias(a, "subs" if a.m == "cmp" else "adds", [_zr(a, 0)] + ops)


def _zr(a: Args, i: int):
    from isa.asm.lexer import Operand

    return Operand("xzr" if a.gpr(i, sp=True)[1] else "wzr", a.raw[i].col)


def _alias(a: Args, mnemonic: str, operands: list):
    """Decode ``a`` as another instruction (Arm aliases such as cmp = subs xzr)."""
    import attrs as _attrs

    from .table import REGISTRY

    st = _attrs.evolve(a.stmt, mnemonic=mnemonic, operands=tuple(operands))
    return REGISTRY[mnemonic].decode(Args(st, a.ctx))


@insn("neg", "negs")
def neg(a: Args):
    a.count(2, 3, usage="Xd, Xm{, shift #n}")
    ops = list(a.stmt.operands)
    return _alias(a, "subs" if a.m == "negs" else "sub", [ops[0], _zr(a, 1)] + ops[1:])


# ----------------------------------------------------------------------------- logic
@insn("and", "orr", "eor", "bic", "orn", "eon", "ands", "bics")
def logic(a: Args):
    a.count(3, 4, usage="Xd, Xn, #bitmask | Xd, Xn, Xm{, shift #n}")
    setf = a.m in ("ands", "bics")
    op = a.m
    imm_form = a.is_imm(2)
    d, is64 = a.gpr(0, sp=imm_form and not setf, write=True)
    n, n64 = a.gpr(1)
    if is64 != n64:
        raise a.error(1, "operands mix x and w registers", "use all x or all w registers")
    mask, bits = _MASK[is64], _BITS[is64]
    if imm_form:
        v = a.imm(2) & mask
        inverted = {"bic": "and", "orn": "orr", "eon": "eor", "bics": "ands"}
        if op in inverted:  # LLVM MC (GNU as: bic) assemble these as and/orr/eor/ands
            op, v = inverted[op], ~v & mask  # with the inverted immediate
        if not is_bitmask_imm(v, bits):
            raise a.error(2, f"immediate 0x{v:x} is not a valid bitmask immediate",
                          "logical immediates are rotated runs of ones repeated in 2-64-bit elements")
        regs = {"d": d, "n": n}
        consts = {"v": v}
        q = "{v}"
    else:
        m, kind, amt = _shifted(a, 2, is64, True, False)
        regs, consts = {"d": d, "n": n, "m": m}, ({"sh": amt} if kind else {})
        q = operand2(kind, bits)
        if op in ("bic", "orn", "eon", "bics"):
            q = f"({q} ^ {mask})"
    sym = {"and": "&", "orr": "|", "eor": "^", "bic": "&", "orn": "|", "eon": "^", "ands": "&",
           "bics": "&"}[op]
    # (a 64-bit OR or XOR of values below 2^64 needs no mask)
    expr = f"{{n}} & {q}" if sym == "&" else (
        f"{{n}} {sym} {q}" if is64 else f"({{n}} {sym} {q}) & {mask}")
    if not setf:
        return form(f"{{d}} = {expr}", regs, ("d",), consts)
    return form(f"{{_r}} = {expr}\n{{d}} = {{_r}}", regs, ("d",), consts,
                flags=("nz", bits, "{_r}"))


@insn("tst")
def tst(a: Args):
    a.count(2, 3, usage="Xn, #bitmask | Xn, Xm{, shift #n}")
    return _alias(a, "ands", [_zr(a, 0)] + list(a.stmt.operands))


@insn("mvn")
def mvn(a: Args):
    a.count(2, 3, usage="Xd, Xm{, shift #n}")
    ops = list(a.stmt.operands)
    return _alias(a, "orn", [ops[0], _zr(a, 1)] + ops[1:])


# ----------------------------------------------------------------------------- shifts
@insn("lsl", "lsr", "asr", "ror", "lslv", "lsrv", "asrv", "rorv")
def shifts(a: Args):
    a.count(3, usage="Xd, Xn, #amount | Xd, Xn, Xm")
    d, is64 = a.gpr(0, write=True)
    n, n64 = a.gpr(1)
    if is64 != n64:
        raise a.error(1, "operands mix x and w registers", "use all x or all w registers")
    mask, bits = _MASK[is64], _BITS[is64]
    kind = a.m[:3]
    if a.is_imm(2):
        if a.m.endswith("v"):
            raise a.error(2, f"'{a.m}' takes a register amount")
        amt = a.imm(2, 0, bits - 1, "shift amount")
        mreg = None
    else:
        mreg, m64 = a.gpr(2)
        if m64 != is64:
            raise a.error(2, "operands mix x and w registers", "use all x or all w registers")
        amt = None

    if amt is not None:
        return form(f"{{d}} = {operand2(kind, bits, '{n}')}", {"d": d, "n": n}, ("d",), {"sh": amt})
    # register amount: taken modulo the width (ShiftReg)
    text = operand2(kind, bits, "{n}").replace("{sh}", "{_s}")
    return form(f"{{_s}} = {{m}} % {bits}\n{{d}} = {text}", {"d": d, "n": n, "m": mreg}, ("d",))


# ----------------------------------------------------------------------------- encodings
# Arm ARM C4.1.64 (Data processing -- immediate): add/sub (immediate) and its aliases.
def _fmt_addsub_imm(f):
    sh = ", lsl #12" if f.sh else ""
    v = E.himm(f.imm12)
    if f.op == 0 and f.S == 0 and f.sh == 0 and f.imm12 == 0 and (f.Rd == 31 or f.Rn == 31):
        return f"mov {E.r(f.sf, f.Rd, True)}, {E.r(f.sf, f.Rn, True)}"
    if f.S and f.Rd == 31:
        return f"{'cmp' if f.op else 'cmn'} {E.r(f.sf, f.Rn, True)}, {v}{sh}"
    m = ("sub" if f.op else "add") + ("s" if f.S else "")
    return f"{m} {E.r(f.sf, f.Rd, not f.S)}, {E.r(f.sf, f.Rn, True)}, {v}{sh}"


E.ENC("add", "sf:1 op:1 S:1 100010 sh:1 imm12:12 Rn:5 Rd:5", _fmt_addsub_imm,
      aliases=("sub", "adds", "subs", "cmp", "cmn", "mov"))


# Arm ARM C4.1.64 (Data processing -- immediate): move wide (immediate). MOVZ/MOVN print as MOV
# unless the shift is ambiguous (imm16 == 0 with hw != 0) or, for 32-bit MOVN, imm16 == 0xffff
# (Arm ARM C6.2 MOV (wide immediate) / MOV (inverted wide immediate)).
def _fmt_movewide(f):
    if f.opc == 1 or (f.sf == 0 and f.hw >= 2):
        return None
    rd, sh = E.r(f.sf, f.Rd), 16 * f.hw
    if f.opc == 2 and not (f.imm16 == 0 and f.hw):
        return f"mov {rd}, {E.himm(sext(f.imm16 << sh, _BITS[bool(f.sf)]))}"
    if f.opc == 0 and not (f.imm16 == 0 and f.hw) and (f.sf or f.imm16 != 0xFFFF):
        v = ~(f.imm16 << sh) & _MASK[bool(f.sf)]
        return f"mov {rd}, {E.himm(sext(v, _BITS[bool(f.sf)]))}"
    lsl = f", lsl #{sh}" if sh else ""
    return f"{('movn', '', 'movz', 'movk')[f.opc]} {rd}, {E.himm(f.imm16)}{lsl}"


E.ENC("movz", "sf:1 opc:2 100101 hw:2 imm16:16 Rd:5", _fmt_movewide, aliases=("movn", "movk"))


# Arm ARM C4.1.64: logical (immediate), with DecodeBitMasks (Arm ARM J1 shared pseudocode) and the
# MOV (bitmask immediate) / TST (immediate) aliases; ORR stays when MOVZ/MOVN could build the
# value (as llvm-objdump-19 decides it, by value rather than by field).
def decode_bit_masks(n: int, imms: int, immr: int, bits: int) -> int | None:
    """The logical immediate ``N:immr:imms`` (``None`` when reserved)."""
    length = (n << 6 | (~imms & 0x3F)).bit_length() - 1
    if length < 1 or (bits == 32 and n):
        return None
    levels = (1 << length) - 1
    s, r = imms & levels, immr & levels
    if s == levels:
        return None
    esize = 1 << length
    welem = (1 << (s + 1)) - 1
    elem = ((welem >> r) | (welem << (esize - r))) & ((1 << esize) - 1) if r else welem
    return sum(elem << k for k in range(0, bits, esize))


def _move_wide_preferred(v: int, bits: int) -> bool:
    """MOVZ or MOVN can build ``v``, so llvm-objdump keeps ORR rather than print MOV."""
    return _mov_wide_ok(v, bits) or _mov_wide_ok(~v & ((1 << bits) - 1), bits)


def _fmt_logic_imm(f):
    v = decode_bit_masks(f.N, f.imms, f.immr, 64 if f.sf else 32)
    if v is None:
        return None
    if f.opc == 1 and f.Rn == 31 and not _move_wide_preferred(v, 64 if f.sf else 32):
        return f"mov {E.r(f.sf, f.Rd, True)}, {E.himm(sext(v, 64 if f.sf else 32))}"
    if f.opc == 3 and f.Rd == 31:
        return f"tst {E.r(f.sf, f.Rn)}, {E.himm(v)}"
    m = ("and", "orr", "eor", "ands")[f.opc]
    return f"{m} {E.r(f.sf, f.Rd, f.opc != 3)}, {E.r(f.sf, f.Rn)}, {E.himm(v)}"


E.ENC("and", "sf:1 opc:2 100100 N:1 immr:6 imms:6 Rn:5 Rd:5", _fmt_logic_imm,
      aliases=("orr", "eor", "ands", "mov", "tst"))

_SHIFT_NAME = ("lsl", "lsr", "asr", "ror")


def _shift_suffix(shift: int, amount: int) -> str:
    return "" if shift == 0 and amount == 0 else f", {_SHIFT_NAME[shift]} #{amount}"


# Arm ARM C4.1.67 (Data processing -- register): logical (shifted register) with the MOV
# (register), MVN and TST (shifted register) aliases. ``uxtw Xd, Wn`` is GNU as's spelling of
# ``mov Wd, Wn`` (ORR), so it shares this encoding.
def _fmt_logic_reg(f):
    if f.sf == 0 and f.imm6 >= 32:
        return None
    rd, rn, rm = E.r(f.sf, f.Rd), E.r(f.sf, f.Rn), E.r(f.sf, f.Rm)
    sh = _shift_suffix(f.shift, f.imm6)
    if f.opc == 1 and f.N == 0 and f.Rn == 31 and not sh:
        return f"mov {rd}, {rm}"
    if f.opc == 1 and f.N == 1 and f.Rn == 31:
        return f"mvn {rd}, {rm}{sh}"
    if f.opc == 3 and f.N == 0 and f.Rd == 31:
        return f"tst {rn}, {rm}{sh}"
    m = (("and", "bic"), ("orr", "orn"), ("eor", "eon"), ("ands", "bics"))[f.opc][f.N]
    return f"{m} {rd}, {rn}, {rm}{sh}"


E.ENC("and", "sf:1 opc:2 01010 shift:2 N:1 Rm:5 imm6:6 Rn:5 Rd:5", _fmt_logic_reg,
      aliases=("bic", "orr", "orn", "eor", "eon", "ands", "bics", "mov", "mvn", "tst", "uxtw"))


# Arm ARM C4.1.67: add/subtract (shifted register) with the CMP/CMN/NEG/NEGS aliases.
def _fmt_addsub_shifted(f):
    if f.shift == 3 or (f.sf == 0 and f.imm6 >= 32):
        return None
    rd, rn, rm = E.r(f.sf, f.Rd), E.r(f.sf, f.Rn), E.r(f.sf, f.Rm)
    sh = _shift_suffix(f.shift, f.imm6)
    if f.S and f.Rd == 31:
        return f"{'cmp' if f.op else 'cmn'} {rn}, {rm}{sh}"
    if f.op and f.Rn == 31:
        return f"{'negs' if f.S else 'neg'} {rd}, {rm}{sh}"
    return f"{('add', 'sub')[f.op]}{'s' if f.S else ''} {rd}, {rn}, {rm}{sh}"


E.ENC("add", "sf:1 op:1 S:1 01011 shift:2 0 Rm:5 imm6:6 Rn:5 Rd:5", _fmt_addsub_shifted,
      aliases=("sub", "adds", "subs", "cmp", "cmn", "neg", "negs"))

_EXTEND = ("uxtb", "uxth", "uxtw", "uxtx", "sxtb", "sxth", "sxtw", "sxtx")


# Arm ARM C4.1.67: add/subtract (extended register). With SP as Rd or Rn, UXTX (UXTW for 32-bit)
# prints as LSL, omitted when the amount is 0 (Arm ARM C6.2 ADD (extended register)).
def _fmt_addsub_ext(f):
    if f.imm3 > 4:
        return None
    rd = E.r(f.sf, f.Rd, not f.S)
    rn = E.r(f.sf, f.Rn, True)
    rm = E.r(f.sf and f.option & 3 == 3, f.Rm)
    sp = (f.Rd == 31 and not f.S) or f.Rn == 31
    if sp and f.option == (3 if f.sf else 2):
        ext = f", lsl #{f.imm3}" if f.imm3 else ""
    else:
        ext = f", {_EXTEND[f.option]}" + (f" #{f.imm3}" if f.imm3 else "")
    if f.S and f.Rd == 31:
        return f"{'cmp' if f.op else 'cmn'} {rn}, {rm}{ext}"
    return f"{('add', 'sub')[f.op]}{'s' if f.S else ''} {rd}, {rn}, {rm}{ext}"


E.ENC("add", "sf:1 op:1 S:1 01011 00 1 Rm:5 option:3 imm3:3 Rn:5 Rd:5", _fmt_addsub_ext,
      aliases=("sub", "adds", "subs", "cmp", "cmn"))


# Arm ARM C4.1.67: data processing (2 source): LSLV/LSRV/ASRV/RORV print as LSL/LSR/ASR/ROR.
E.ENC("lslv", "sf:1 0 0 11010110 Rm:5 0010 op2:2 Rn:5 Rd:5",
      lambda f: f"{_SHIFT_NAME[f.op2]} {E.r(f.sf, f.Rd)}, {E.r(f.sf, f.Rn)}, {E.r(f.sf, f.Rm)}",
      aliases=("lsrv", "asrv", "rorv", "lsl", "lsr", "asr", "ror"))
