"""Pointer authentication (FEAT_PAuth, PAuth2, FPAC, FPACCOMBINE) as QEMU 11.1 ``-cpu max``
linux-user implements it (Arm ARM D8.8 "Pointer authentication"; QEMU
target/arm/tcg/pauth_helper.c):

* PACIA/PACIB/PACDA/PACDB Xd, Xn|SP, PACIZA… Xd, the hint forms PACIASP/PACIAZ/PACIA1716 (and B),
  AUTIA…/AUTDZB and their hint forms, XPACI/XPACD/XPACLRI, PACGA;
* RETAA/RETAB, BRAA/BRAB/BLRAA/BLRAB Xn, Xm|SP, BRAAZ/BRABZ/BLRAAZ/BLRABZ, LDRAA/LDRAB
  (ERETAA/ERETAB are EL1 only).

The address layout is Linux's: 48-bit virtual addresses with the top byte ignored (TBI0, also for
instruction addresses), so the PAC sits in bits 54:48 and bit 55 selects the upper or lower
range. A failed authentication raises SIGILL at the AUT (FPAC; with FPACCOMBINE also in the
combined branches and loads), as under QEMU.

The PAC function is QEMU max's IMPLEMENTATION DEFINED one (ID_AA64ISAR1_EL1.API = 5: QEMU's
``qemu_xxhash64_4`` of data, modifier, key low, key high); :func:`qarma5` is the architected
QARMA5 ``ComputePAC`` for machines that report APA. The five 128-bit keys are derived from the
process's seed (``cpu.run_seed``, default 0): deterministic, unlike QEMU's random keys, so PAC
values themselves are not comparable with QEMU's — their behaviour is.
"""
from __future__ import annotations

import functools
import hashlib

from . import encoding as E
from .table import M64, SP, XZR_READ, XZR_WRITE, Args, insn

# ----------------------------------------------------------------------------- PAC functions
_P1, _P2 = 0x9E3779B185EBCA87, 0xC2B2AE3D27D4EB4F
_P3, _P4 = 0x165667B19E3779F9, 0x85EBCA77C2B2AE63


def _rol(v: int, n: int) -> int:
    return ((v << n) | (v >> (64 - n))) & M64


def _xx_round(acc: int, x: int) -> int:
    return _rol((acc + x * _P2) & M64, 31) * _P1 & M64


def xxhash64_4(a: int, b: int, c: int, d: int, length: int = 0) -> int:
    """QEMU include/qemu/xxhash.h ``qemu_xxhash64_4``: XXH64's four-lane round on (a, b, c, d)
    with seed 1, merged and avalanched, without XXH64's length term (``length=32`` gives the
    standard XXH64 of the 32 bytes)."""
    v = [_xx_round((1 + _P1 + _P2) & M64, a), _xx_round((1 + _P2) & M64, b),
         _xx_round(1, c), _xx_round((1 - _P1) & M64, d)]
    h = (_rol(v[0], 1) + _rol(v[1], 7) + _rol(v[2], 12) + _rol(v[3], 18)) & M64
    for x in v:
        h = ((h ^ _xx_round(0, x)) * _P1 + _P4) & M64
    h = (h + length) & M64
    h ^= h >> 33
    h = h * _P2 & M64
    h ^= h >> 29
    h = h * _P3 & M64
    return h ^ (h >> 32)


def _cells(v: int) -> list[int]:
    return [(v >> (4 * i)) & 0xF for i in range(16)]


def _join(c: list[int]) -> int:
    return sum(x << (4 * i) for i, x in enumerate(c))


# Arm ARM ComputePAC (shared/functions/crypto): cell permutations, S-box, MixColumns
_SHUFFLE = (13, 6, 11, 0, 7, 12, 1, 10, 8, 3, 14, 5, 2, 9, 4, 15)     # o[i] = in[_SHUFFLE[i]]
_INV_SHUFFLE = (3, 6, 12, 9, 14, 11, 1, 4, 8, 13, 7, 2, 5, 0, 10, 15)
_SUB = (0xB, 0x6, 0x8, 0xF, 0xC, 0x0, 0x9, 0xE, 0x3, 0x7, 0x4, 0x5, 0xD, 0x2, 0x1, 0xA)
_INV_SUB = tuple(_SUB.index(i) for i in range(16))
_TWEAK = (4, 5, 6, 7, 11, 2, 3, 8, 12, 13, 14, 15, 0, 1, 10, 9)
_TWEAK_ROT = {2, 4, 7, 11, 12, 14, 15}                              # output cells rotated


def _shuffle(v: int, perm) -> int:
    c = _cells(v)
    return _join([c[p] for p in perm])


def _sub(v: int, box) -> int:
    return _join([box[x] for x in _cells(v)])


def _rot4(x: int, n: int) -> int:
    return ((x << n) | (x >> (4 - n))) & 0xF


def _mult(v: int) -> int:
    c = _cells(v)
    o = [0] * 16
    for i in range(4):
        i0, i4, i8, ic = c[i], c[i + 4], c[i + 8], c[i + 12]
        o[i + 12] = _rot4(i8, 1) ^ _rot4(i4, 2) ^ _rot4(i0, 1)
        o[i + 8] = _rot4(ic, 1) ^ _rot4(i4, 1) ^ _rot4(i0, 2)
        o[i + 4] = _rot4(ic, 2) ^ _rot4(i8, 1) ^ _rot4(i0, 1)
        o[i] = _rot4(ic, 1) ^ _rot4(i8, 2) ^ _rot4(i4, 1)
    return _join(o)


def _tweak(v: int, inverse: bool) -> int:
    c = _cells(v)
    if not inverse:
        o = [c[p] for p in _TWEAK]
        return _join([(x >> 1) | (((x ^ (x >> 1)) & 1) << 3) if i in _TWEAK_ROT else x
                      for i, x in enumerate(o)])
    c = [((x << 1) & 0xF) | ((x & 1) ^ (x >> 3)) if i in _TWEAK_ROT else x
         for i, x in enumerate(c)]
    o = [0] * 16
    for i, p in enumerate(_TWEAK):
        o[p] = c[i]
    return _join(o)


_RC = (0, 0x13198A2E03707344, 0xA4093822299F31D0, 0x082EFA98EC4E6C89, 0x452821E638D01377)
_ALPHA = 0xC0AC29B7C97C50DD


def qarma5(data: int, modifier: int, key_hi: int, key_lo: int) -> int:
    """The architected ComputePAC (QARMA5; key0 = key<127:64>, key1 = key<63:0>)."""
    k0, k1 = key_hi, key_lo
    modk0 = ((k0 << 63) | ((k0 >> 1) ^ (k0 >> 63))) & M64
    mod = modifier
    w = data ^ k0
    for i in range(5):
        w ^= k1 ^ mod ^ _RC[i]
        if i:
            w = _mult(_shuffle(w, _SHUFFLE))
        w = _sub(w, _SUB)
        mod = _tweak(mod, False)
    w ^= modk0 ^ mod
    w = _mult(_shuffle(w, _SHUFFLE))
    w = _sub(w, _SUB)
    w = _mult(_shuffle(w, _SHUFFLE))
    w ^= k1
    w = _shuffle(w, _INV_SHUFFLE)
    w = _sub(w, _INV_SUB)
    w = _mult(w)
    w = _shuffle(w, _INV_SHUFFLE)
    w ^= k0 ^ mod
    for i in range(5):
        w = _sub(w, _INV_SUB)
        if i < 4:
            w = _shuffle(_mult(w), _INV_SHUFFLE)
        mod = _tweak(mod, True)
        w ^= _RC[4 - i] ^ k1 ^ mod ^ _ALPHA
    return w ^ modk0


@functools.lru_cache(maxsize=8192)
def compute_pac(data: int, modifier: int, key_hi: int, key_lo: int) -> int:
    """QEMU max's PAC function (ID_AA64ISAR1_EL1.API = 5)."""
    return xxhash64_4(data, modifier, key_lo, key_hi)


KEYS = ("apia", "apib", "apda", "apdb", "apga")


@functools.lru_cache(maxsize=16)
def keys(seed: int) -> dict[str, tuple[int, int]]:
    """name -> (hi, lo) of the five keys of a process with ``seed``."""
    out = {}
    for name in KEYS:
        d = hashlib.sha256(f"tilesim pauth {seed} {name}".encode()).digest()
        out[name] = (int.from_bytes(d[:8], "little"), int.from_bytes(d[8:16], "little"))
    return out


# ----------------------------------------------------------------------------- AddPAC / Auth
_BOT, _TOP = 48, 56                       # PAC field bits 54:48 (TBI: the top byte is kept)
_FIELD = ((1 << _TOP) - 1) ^ ((1 << _BOT) - 1)   # bits 55:48


def strip(ptr: int) -> int:
    """The pointer without its PAC: bits 55:48 copies of bit 55 (XPAC, the Auth result)."""
    return ptr | _FIELD if ptr >> 55 & 1 else ptr & ~_FIELD


def add_pac(ptr: int, modifier: int, key: tuple[int, int]) -> int:
    """AddPAC: the PAC of the pointer with canonical extension bits, in bits 54:48; a pointer
    whose bits 55:48 are not all equal gets a PAC with bit 54 flipped (so it cannot
    authenticate)."""
    ext = -(ptr >> 55 & 1) & M64
    ext_ptr = (ptr & ~_FIELD) | (ext & _FIELD)
    pac = compute_pac(ext_ptr, modifier, *key)
    test = ptr >> _BOT & 0xFF
    if test not in (0, 0xFF):
        pac ^= 1 << (_TOP - 2)
    return (ptr & ~_FIELD) | (pac & ((1 << 55) - (1 << _BOT))) | (ext & (1 << 55))


def auth(ptr: int, modifier: int, key: tuple[int, int]) -> int | None:
    """Auth: the stripped pointer, or None when the PAC does not match."""
    orig = strip(ptr)
    pac = compute_pac(orig, modifier, *key)
    if (pac ^ ptr) & _FIELD & ~(1 << 55):
        return None
    return orig


def _key(cpu, name: str) -> tuple[int, int]:
    return keys(getattr(cpu, "run_seed", 0))[name]


def _fail(cpu, name: str, ptr: int):
    cpu.illegal(f"pointer authentication failure: {name} of 0x{ptr & M64:016x} (FPAC: "
                "the PAC does not match this key and modifier)")


# ----------------------------------------------------------------------------- instructions
_ONE = {}
for _op in ("pac", "aut"):
    for _kind, _keys in (("i", ("a", "b")), ("d", ("a", "b"))):
        for _k in _keys:
            _ONE[f"{_op}{_kind}{_k}"] = (f"ap{_kind}{_k}", _op == "aut")
            _ONE[f"{_op}{_kind}z{_k}"] = (f"ap{_kind}{_k}", _op == "aut")
# the hint-space forms: mnemonic -> (key, auth, Rd, modifier register: SP, XZR_READ or 16)
HINTS = {"pacia1716": ("apia", False, 17, 16), "pacib1716": ("apib", False, 17, 16),
         "autia1716": ("apia", True, 17, 16), "autib1716": ("apib", True, 17, 16),
         "paciaz": ("apia", False, 30, XZR_READ), "paciasp": ("apia", False, 30, SP),
         "pacibz": ("apib", False, 30, XZR_READ), "pacibsp": ("apib", False, 30, SP),
         "autiaz": ("apia", True, 30, XZR_READ), "autiasp": ("apia", True, 30, SP),
         "autibz": ("apib", True, 30, XZR_READ), "autibsp": ("apib", True, 30, SP)}
HINT_NUMBERS = {"xpaclri": 7, "pacia1716": 8, "pacib1716": 10, "autia1716": 12,
                "autib1716": 14, "paciaz": 24, "paciasp": 25, "pacibz": 26, "pacibsp": 27,
                "autiaz": 28, "autiasp": 29, "autibz": 30, "autibsp": 31}


def _bind_pac(name: str, key: str, is_auth: bool, d: int, m: int):
    s = XZR_READ if d == XZR_WRITE else d  # Xd is read and written (xzr: reads 0)

    def bind(cpu, idx):
        x, nxt, k = cpu.x, idx + 1, _key(cpu, key)
        if is_auth:
            def run():
                r = auth(x[s], x[m], k)
                if r is None:
                    _fail(cpu, name, x[s])
                x[d] = r
                return nxt
        else:
            def run():
                x[d] = add_pac(x[s], x[m], k)
                return nxt
        return run
    return bind


def hint_form(a: Args, name: str):
    """A PAC hint (PACIASP…, XPACLRI) by its name: also ``hint #25`` and friends."""
    if name == "xpaclri":
        def bind(cpu, idx):
            x, nxt = cpu.x, idx + 1

            def run():
                x[30] = strip(x[30])
                return nxt
            return run
        return bind
    key, is_auth, d, m = HINTS[name]
    return _bind_pac(name, key, is_auth, d, m)


@insn(*HINTS, "xpaclri", klass="int")
def pac_hint(a: Args):
    """PACIASP/PACIBSP/PACIAZ/PACIBZ/PACIA1716/PACIB1716, the AUT equivalents, XPACLRI."""
    a.count(0)
    return hint_form(a, a.m)


@insn(*_ONE, klass="int")
def pac_reg(a: Args):
    """PAC<I|D><A|B> Xd, Xn|SP; PAC<I|D>Z<A|B> Xd (modifier 0); AUT… likewise."""
    key, is_auth = _ONE[a.m]
    zero = a.m[4] == "z"
    a.count(1 if zero else 2, usage="Xd" if zero else "Xd, Xn|SP")
    d, _ = a.gpr(0, width=64, write=True)
    m = XZR_READ if zero else a.gpr(1, sp=True, zr=False, width=64)[0]
    return _bind_pac(a.m, key, is_auth, d, m)


@insn("xpaci", "xpacd", klass="int")
def xpac(a: Args):
    """XPACI/XPACD Xd: strip the PAC (bits 55:48 become copies of bit 55)."""
    a.count(1, usage="Xd")
    d, _ = a.gpr(0, width=64, write=True)
    s = XZR_READ if d == XZR_WRITE else d

    def bind(cpu, idx):
        x, nxt = cpu.x, idx + 1

        def run():
            x[d] = strip(x[s])
            return nxt
        return run
    return bind


@insn("pacga", klass="int")
def pacga(a: Args):
    """PACGA Xd, Xn, Xm|SP: the generic key's PAC of Xn with modifier Xm, in bits 63:32."""
    a.count(3, usage="Xd, Xn, Xm|SP")
    d, _ = a.gpr(0, width=64, write=True)
    n, _ = a.gpr(1, width=64)
    m, _ = a.gpr(2, sp=True, zr=False, width=64)

    def bind(cpu, idx):
        x, nxt, k = cpu.x, idx + 1, _key(cpu, "apga")

        def run():
            x[d] = compute_pac(x[n], x[m], *k) & 0xFFFFFFFF00000000
            return nxt
        return run
    return bind


_BRANCHES = ("braa", "brab", "blraa", "blrab", "braaz", "brabz", "blraaz", "blrabz", "retaa",
             "retab")


@insn(*_BRANCHES, klass="branch")
def branch_auth(a: Args):
    """BRAA/BRAB/BLRAA/BLRAB Xn, Xm|SP; …Z Xn (modifier 0); RETAA/RETAB (X30, modifier SP):
    authenticate with the instruction key, then branch (SIGILL on failure: FPACCOMBINE)."""
    m = a.m
    key = "apib" if m.rstrip("z").endswith("b") else "apia"
    if m.startswith("ret"):
        a.count(0)
        n, mod = 30, SP
    elif m.endswith("z"):
        a.count(1, usage="Xn")
        n, mod = a.gpr(0, width=64)[0], XZR_READ
    else:
        a.count(2, usage="Xn, Xm|SP")
        n = a.gpr(0, width=64)[0]
        mod = a.gpr(1, sp=True, zr=False, width=64)[0]
    link = m.startswith("blr")

    def bind(cpu, idx):
        x, branch_to, k = cpu.x, cpu.branch_to, _key(cpu, key)
        ret = cpu.address_of(idx + 1)

        def run():
            target = auth(x[n], x[mod], k)
            if target is None:
                _fail(cpu, m, x[n])
            if link:
                x[30] = ret
            return branch_to(target)
        return run
    return bind


@insn("ldraa", "ldrab", klass="load")
def ldra(a: Args):
    """LDRAA/LDRAB Xt, [Xn|SP{, #simm}]{!}: authenticate Xn with the data key (modifier 0),
    then load 8 bytes at it plus simm (a multiple of 8, -4096..4088); ! writes the address
    back."""
    from . import operands as O

    a.count(2, usage="Xt, [Xn|SP{, #imm}]{!}")
    t, _ = a.gpr(0, width=64, write=True)
    mem = a._get(1)
    if not isinstance(mem, O.Mem) or mem.shift is not None or not (
            mem.offset is None or isinstance(mem.offset, O.Imm)):
        raise a.error(1, "expected [Xn|SP{, #imm}] or [Xn|SP, #imm]!")
    base = mem.base
    if not base.is64 or base.kind == "zr":
        raise a.error(1, "the base is an x register or sp")
    n = SP if base.kind == "sp" else base.num
    off = a.ctx.value(mem.offset.text, mem.offset.col) if mem.offset is not None else 0
    if off % 8 or not -4096 <= off <= 4088:
        raise a.error(1, f"offset {off} is not a multiple of 8 in -4096..4088")
    wb = mem.pre
    if wb and n == t and not a.from_word:
        raise a.error(1, "write-back base is also the destination",
                      "the result is unpredictable; use another register")
    key = "apda" if a.m == "ldraa" else "apdb"

    def bind(cpu, idx):
        x, load, nxt, k = cpu.x, cpu.mem.load, idx + 1, _key(cpu, key)

        def run():
            addr = auth(x[n], 0, k)
            if addr is None:
                _fail(cpu, a.m, x[n])
            addr = (addr + off) & M64
            x[t] = load(addr, 8)
            if wb:  # (after the load: with Rn == Rt the address stays, as in QEMU 11.1)
                x[n] = addr
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- encodings
# Arm ARM C4.1.67 "Data-processing (1 source)" (opcode2 = 00001), "(2 source)" PACGA,
# "Unconditional branch (register)", "Load/store register (pac)"; hint numbers C6.2.
_ONE_ENC = {0: "pacia", 1: "pacib", 2: "pacda", 3: "pacdb", 4: "autia", 5: "autib", 6: "autda",
            7: "autdb"}


def _fmt_one(f):
    if f.op < 8:
        return f"{_ONE_ENC[f.op]} {E.x(f.Rd)}, {E.x(f.Rn, True)}"
    if f.op < 16:
        if f.Rn != 31:
            return None
        m = _ONE_ENC[f.op - 8]
        return f"{m[:4]}z{m[4]} {E.x(f.Rd)}"
    if f.op in (16, 17) and f.Rn == 31:
        return f"{('xpaci', 'xpacd')[f.op - 16]} {E.x(f.Rd)}"
    return None


def _fmt_branch(f):
    k = "ab"[f.M]
    if f.op == 2:  # RETAA/RETAB
        return f"reta{k}" if not f.Z and f.Rn == 31 and f.Rm == 31 else None
    if f.op > 1:
        return None
    m = ("br", "blr")[f.op] + "a" + k
    if not f.Z:
        return f"{m}z {E.x(f.Rn)}" if f.Rm == 31 else None
    return f"{m} {E.x(f.Rn)}, {E.x(f.Rm, True)}"


def _fmt_ldra(f):
    off = E.sext(f.S << 9 | f.imm9, 10) * 8
    base = E.x(f.Rn, True)
    m = ("ldraa", "ldrab")[f.M]
    if f.W:
        return f"{m} {E.x(f.Rt)}, [{base}, {E.himm(off)}]!"
    return f"{m} {E.x(f.Rt)}, [{base}" + (f", {E.himm(off)}]" if off else "]")


E.ENC("pacia", "1 1 0 11010110 00001 op:6 Rn:5 Rd:5", _fmt_one,
      aliases=(*_ONE, "xpaci", "xpacd"))
E.ENC("pacga", "1 0 0 11010110 Rm:5 001100 Rn:5 Rd:5",
      lambda f: f"pacga {E.x(f.Rd)}, {E.x(f.Rn)}, {E.x(f.Rm, True)}")
E.ENC("braa", "1101011 Z:1 0 op:2 11111 0000 1 M:1 Rn:5 Rm:5", _fmt_branch,
      aliases=_BRANCHES)
E.ENC("ldraa", "11 111 0 00 M:1 S:1 1 imm9:9 W:1 1 Rn:5 Rt:5", _fmt_ldra, aliases=("ldrab",))
for _name, _n in HINT_NUMBERS.items():
    E.ENC(_name, f"1101010100 0 00 011 0010 {_n >> 3:04b} {_n & 7:03b} 11111",
          lambda f, _t=_name: _t)
