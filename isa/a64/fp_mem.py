"""Loads and stores of the SIMD&FP registers' B/H/S/D/Q views (Arm ARM C6.2 "LDR (immediate,
SIMD&FP)", "LDR (register, SIMD&FP)", "LDR (literal, SIMD&FP)", LDUR/STUR, LDP/STP and LDNP/STNP
(SIMD&FP)): unsigned offset, pre/post-index, register offset (LSL/UXTW/SXTW/SXTX), unscaled,
PC-relative ``label`` and ``=expr`` literal-pool addressing. A load writes the low bytes of the
Z register and zeroes the rest.
"""
from __future__ import annotations


from . import encoding as E
from . import operands as O
from .base_branch import pc_offset
from .base_mem import address_mode, address_text
from .sem import form
from .table import M64, Args, insn

ZROW = 256  # bytes per Z register in the state's flat view (MAX_VLB)

_VIEW = "bhsdq"


def vreg(a: Args, i: int) -> tuple[int, int]:
    """(number, bytes) of a scalar ``Bn``/``Hn``/``Sn``/``Dn``/``Qn`` transfer register."""
    o = a._get(i)
    if type(o) is not O.FReg or o.kind not in _VIEW:
        raise a.error(i, f"expected a b/h/s/d/q register, got '{a.raw[i].text}'", "e.g. q0 or d1")
    return o.num, O.ESZ[o.kind]


@insn("ldr", "str", "ldur", "stur", klass="load", first="FReg")
def ldst_fp(a: Args):
    """LDR/STR/LDUR/STUR Bt|Ht|St|Dt|Qt, <address> (LDR also PC-relative ``label``: S, D, Q)."""
    a.count(2, 3, usage="Qt, [Xn{, #imm}] | Qt, [Xn, #imm]! | Qt, [Xn], #imm | St, label")
    t, size = vreg(a, 0)
    load = a.m.startswith("ld")
    if len(a) == 2 and isinstance(a[1], (O.Imm, O.Ident)):
        return _literal(a, t, size)
    base, mode, wb, k = address_mode(a, 1, size, unscaled=a.m in ("ldur", "stur"))
    at, after, regs, consts = address_text(base, mode, wb, k)
    consts["tz"] = ZROW * t
    body = _load_text(size, "{tz}", "LDB%d({_a})" % size) if load else \
        f"STB{size}({{_a}}, {{Z}}[{{tz}}:{{tz}} + {size}])"
    if after:
        body += "\n" + after
    return form(body, regs, ("n",) if after else (), consts,
                access=(at, size, "r" if load else "w"))


def _load_text(size: int, row: str, data: str) -> str:
    """Template writing ``data`` (``size`` bytes) to the low bytes of Z row ``row`` (an
    expression), zeroing the rest of the row."""
    return (f"{{Z}}[{row}:{row} + {size}] = {data}\n"
            f"{{Z}}[{row} + {size}:{row} + {ZROW}] = bytes({ZROW - size})")


def _literal(a: Args, t: int, size: int):
    """``ldr St|Dt|Qt, label`` (PC-relative) or ``ldr St|Dt|Qt, =expr`` (a literal pool entry
    of the register's size, as GNU as places it)."""
    if a.m != "ldr" or size < 4:
        raise a.error(1, f"'{a.m} {a.raw[0].text}' has no PC-relative form",
                      "ldr s/d/q takes a label; otherwise use adr then [Xn]")
    text = a.raw[1].text
    if text.startswith("="):
        value = a.ctx.value(text[1:], a.raw[1].col + 1)
        if not -(1 << (8 * size - 1)) <= value < (1 << (8 * size)):
            raise a.error(1, f"literal {value} does not fit in {size} bytes",
                          "=expr is an integer bit pattern, e.g. =0x3f800000 for 1.0f")
        a.ctx.write_literal(value, size)
        address = a.ctx.literal_address()
    else:
        address = a.target(1) & M64
    off = pc_offset(a, address)
    if address & 3 or not -(1 << 20) <= off < (1 << 20):
        raise a.error(1, "literal out of range (±1 MiB, 4-byte aligned)", "use adr + ldr [Xn]")

    return form(_load_text(size, "{tz}", f"LDB{size}({{_a}})"), {}, (),
                {"addr": address, "tz": ZROW * t}, access=("{addr}", size, "r"))


@insn("ldp", "stp", "ldnp", "stnp", klass="load", first="FReg")
def ldp_fp(a: Args):
    """LDP/STP St1, St2 | Dt1, Dt2 | Qt1, Qt2, <address> (offset, pre- and post-index);
    LDNP/STNP (non-temporal hint: the same transfer, signed offset only)."""
    a.count(3, 4, usage="Qt1, Qt2, [Xn{, #imm}]{!} | Qt1, Qt2, [Xn], #imm")
    if a.m.endswith("np") and (len(a) == 4 or (isinstance(a[2], O.Mem) and a[2].pre)):
        raise a.error(2, f"'{a.m}' takes a signed offset only", f"{a.m} q0, q1, [x0, #32]")
    t1, size = vreg(a, 0)
    t2, size2 = vreg(a, 1)
    if size2 != size or size < 4:
        raise a.error(1, "a pair is two s, d or q registers of the same size", "ldp q0, q1, [x0]")
    load = a.m.startswith("ld")
    if load and t1 == t2:
        raise a.error(1, "ldp with the same register twice is unpredictable", "use two registers")
    base, mode, wb, k = address_mode(a, 2, size, pair=True)
    at, after, regs, consts = address_text(base, mode, wb, k)
    consts.update(t1=ZROW * t1, t2=ZROW * t2)
    second = f"({{_a}} + {size}) & M64"
    if load:  # both read before either register is written
        body = (f"{{_v}} = LDB{size}({{_a}}); {{_w}} = LDB{size}({second})\n"
                + _load_text(size, "{t1}", "{_v}") + "\n" + _load_text(size, "{t2}", "{_w}"))
    else:
        body = (f"STB{size}({{_a}}, {{Z}}[{{t1}}:{{t1}} + {size}])\n"
                f"STB{size}({second}, {{Z}}[{{t2}}:{{t2}} + {size}])")
    if after:
        body += "\n" + after
    return form(body, regs, ("n",) if after else (), consts,
                access=(at, 2 * size, "r" if load else "w"))


# ----------------------------------------------------------------------------- encodings
# Arm ARM C4.1.66 "Loads and Stores", the SIMD&FP (V = 1) forms; llvm-objdump-19 spelling as in
# llvm/test/MC/AArch64/basic-a64-instructions.s. size:opc<1> picks the view: B H S D, Q = 00:1.
def _t(f) -> tuple[str, str, int] | None:
    """(mnemonic, Rt text, log2 bytes) of a single-register access, or None when unallocated."""
    hi, ld = f.opc >> 1, f.opc & 1
    if hi and f.size:
        return None
    log = 4 if hi else f.size
    return ("ldr" if ld else "str"), f"{_VIEW[log]}{f.Rt}", log


def _fmt_uimm(f):
    hit = _t(f)
    if hit is None:
        return None
    m, rt, log = hit
    off = f.imm12 << log
    return f"{m} {rt}, [{E.x(f.Rn, True)}{f', {E.himm(off)}' if off else ''}]"


def _fmt_imm9(f):
    hit = _t(f)
    if hit is None or f.mode == 2:
        return None
    m, rt, _ = hit
    m = f"{m[:2]}u{m[2:]}" if f.mode == 0 else m
    return f"{m} {rt}, {E.addr_imm9(f.mode, E.x(f.Rn, True), E.sext(f.imm9, 9))}"


def _fmt_regoff(f):
    hit = _t(f)
    if hit is None or f.option not in (2, 3, 6, 7):
        return None
    m, rt, log = hit
    ext = {2: "uxtw", 3: "lsl", 6: "sxtw", 7: "sxtx"}[f.option]
    amount = log if f.S else None
    if ext == "lsl":
        tail = "" if amount is None else f", lsl #{amount}"
    else:
        tail = f", {ext}" + ("" if amount is None else f" #{amount}")
    return f"{m} {rt}, [{E.x(f.Rn, True)}, {E.r(f.option & 1, f.Rm)}{tail}]"


def _fmt_literal(f):
    if f.opc == 3:
        return None
    return f"ldr {'sdq'[f.opc]}{f.Rt}, {E.target(f.addr + 4 * E.sext(f.imm19, 19))}"


def _fmt_pair(f):
    if f.opc == 3 or (f.L and f.Rt == f.Rt2):
        return None  # unallocated; a load of one register twice is unpredictable
    v, scale = "sdq"[f.opc], 4 << f.opc
    m = ("ldp" if f.L else "stp") if f.mode else ("ldnp" if f.L else "stnp")
    off, base = E.sext(f.imm7, 7) * scale, E.x(f.Rn, True)
    regs = f"{v}{f.Rt}, {v}{f.Rt2}"
    if f.mode == 1:
        return f"{m} {regs}, [{base}], {E.himm(off)}"
    if f.mode == 3:
        return f"{m} {regs}, [{base}, {E.himm(off)}]!"
    return f"{m} {regs}, [{base}{f', {E.himm(off)}' if off else ''}]"


E.ENC("ldr", "size:2 111 1 01 opc:2 imm12:12 Rn:5 Rt:5", _fmt_uimm, aliases=("str",))
E.ENC("ldur", "size:2 111 1 00 opc:2 0 imm9:9 mode:2 Rn:5 Rt:5", _fmt_imm9,
      aliases=("stur", "ldr", "str"))
E.ENC("ldr", "size:2 111 1 00 opc:2 1 Rm:5 option:3 S:1 10 Rn:5 Rt:5", _fmt_regoff,
      aliases=("str",))
E.ENC("ldr", "opc:2 011 1 00 imm19:19 Rt:5", _fmt_literal)
E.ENC("ldp", "opc:2 101 1 0 mode:2 L:1 imm7:7 Rt2:5 Rn:5 Rt:5", _fmt_pair,
      aliases=("stp", "ldnp", "stnp"))
