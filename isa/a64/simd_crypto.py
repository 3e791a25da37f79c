"""AdvSIMD cryptographic and matrix-multiply forms QEMU 11.1 ``-cpu max`` implements (Arm ARM
C7.2; ID_AA64ISAR0_EL1.AES = 2, SHA3 = 1; ID_AA64ISAR1_EL1.I8MM = 1):

* FEAT_AES: AESE/AESD (AddRoundKey, (Inv)ShiftRows, (Inv)SubBytes), AESMC/AESIMC ((Inv)
  MixColumns), and PMULL{2} Vd.1q, Vn.1d|2d, Vm.1d|2d (64 x 64 -> 128-bit carry-less product);
* FEAT_SHA3: EOR3, BCAX, RAX1, XAR;
* FEAT_I8MM: USDOT (vector, by element), SUDOT (by element), SMMLA/UMMLA/USMMLA (2x8 by 8x2
  int8 matrices into a 2x2 int32 accumulator).

The AES state is the FIPS-197 column-major 4x4 byte matrix (byte i is row i % 4, column i // 4).
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import operands as O
from .simd import HOOKS, bind_vec, vec
from .simd_elems import lanes, pack
from .table import Args, insn


# ----------------------------------------------------------------------------- AES
def _gmul(a: int, b: int) -> int:
    """Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1."""
    r = 0
    while b:
        if b & 1:
            r ^= a
        a = (a << 1) ^ (0x11B if a & 0x80 else 0)
        b >>= 1
    return r


def _sbox() -> tuple[np.ndarray, np.ndarray]:
    """FIPS-197 5.1.1: the multiplicative inverse, then the affine transformation."""
    inv = [0] * 256
    for x in range(1, 256):
        for y in range(1, 256):
            if _gmul(x, y) == 1:
                inv[x] = y
                break
    box = np.zeros(256, np.uint8)
    for x in range(256):
        b = inv[x]
        s = b ^ ((b << 1) | (b >> 7)) ^ ((b << 2) | (b >> 6)) ^ ((b << 3) | (b >> 5)) \
            ^ ((b << 4) | (b >> 4)) ^ 0x63
        box[x] = s & 0xFF
    return box, np.argsort(box).astype(np.uint8)


SBOX, INV_SBOX = _sbox()
# ShiftRows: output byte r + 4c comes from row r, column (c + r) % 4 (and back)
_SHIFT = np.array([(r + 4 * ((c + r) % 4)) for c in range(4) for r in range(4)])
_INV_SHIFT = np.argsort(_SHIFT)
_MIX = [[2, 3, 1, 1], [1, 2, 3, 1], [1, 1, 2, 3], [3, 1, 1, 2]]
_INV_MIX = [[14, 11, 13, 9], [9, 14, 11, 13], [13, 9, 14, 11], [11, 13, 9, 14]]
_MUL = {k: np.array([_gmul(x, k) for x in range(256)], np.uint8) for k in (1, 2, 3, 9, 11, 13, 14)}


def _mix(state: np.ndarray, matrix) -> np.ndarray:
    cols = state.reshape(4, 4)  # row c of this array is column c of the state
    out = np.zeros((4, 4), np.uint8)
    for r in range(4):
        acc = np.zeros(4, np.uint8)
        for k in range(4):
            acc ^= _MUL[matrix[r][k]][cols[:, k]]
        out[:, r] = acc
    return out.reshape(-1)


@insn("aese", "aesd", "aesmc", "aesimc", klass="fp", first="VReg")
def aes(a: Args):
    """AESE/AESD Vd.16b, Vn.16b: one AES (decryption) round without MixColumns; AESMC/AESIMC
    Vd.16b, Vn.16b: (Inv)MixColumns."""
    a.count(2, usage="Vd.16b, Vn.16b")
    d, _, _ = vec(a, 0, "16b")
    n, _, _ = vec(a, 1, "16b")
    if a.m == "aese":
        return bind_vec(d, [n], 16, lambda vn, vd: SBOX[(vd[:16] ^ vn[:16])[_SHIFT]],
                        read_d=True)
    if a.m == "aesd":
        return bind_vec(d, [n], 16, lambda vn, vd: INV_SBOX[(vd[:16] ^ vn[:16])[_INV_SHIFT]],
                        read_d=True)
    matrix = _MIX if a.m == "aesmc" else _INV_MIX
    return bind_vec(d, [n], 16, lambda vn: _mix(vn[:16], matrix))


def _clmul(x: int, y: int) -> int:
    r = 0
    while y:
        if y & 1:
            r ^= x
        x <<= 1
        y >>= 1
    return r


def pmull_1q(a: Args):
    """PMULL{2} Vd.1q, Vn.1d|2d, Vm.1d|2d (the lower or upper doubleword of each source)."""
    upper = a.m.endswith("2")
    o = a._get(0)
    if not isinstance(o, O.VReg) or o.esz != 16 or o.lanes != 1:
        raise a.error(0, "expected Vd.1q")
    n, _, _ = vec(a, 1, "2d" if upper else "1d")
    m, _, _ = vec(a, 2, "2d" if upper else "1d")
    k = 1 if upper else 0
    return bind_vec(o.num, [n, m], 16, lambda vn, vm: np.frombuffer(_clmul(
        lanes(vn, 8, 2, False)[k], lanes(vm, 8, 2, False)[k]).to_bytes(16, "little"), np.uint8))


HOOKS["pmull_1q"] = pmull_1q


# ----------------------------------------------------------------------------- SHA3
def _rol64(v: int, n: int) -> int:
    n %= 64
    return ((v << n) | (v >> (64 - n))) & ((1 << 64) - 1) if n else v


@insn("eor3", "bcax", klass="fp", first="VReg")
def eor3(a: Args):
    """EOR3 Vd.16b, Vn.16b, Vm.16b, Va.16b (n ^ m ^ a); BCAX … (n ^ (m & ~a))."""
    a.count(4, usage="Vd.16b, Vn.16b, Vm.16b, Va.16b")
    d, n, m, k = (vec(a, i, "16b")[0] for i in range(4))
    if a.m == "eor3":
        return bind_vec(d, [n, m, k], 16, lambda vn, vm, va: vn ^ vm ^ va)
    return bind_vec(d, [n, m, k], 16, lambda vn, vm, va: vn ^ (vm & ~va))


@insn("rax1", "xar", klass="fp", first="VReg")
def rax1(a: Args):
    """RAX1 Vd.2d, Vn.2d, Vm.2d (n ^ rol(m, 1)); XAR Vd.2d, Vn.2d, Vm.2d, #imm6
    (ror(n ^ m, imm6))."""
    a.count(3 if a.m == "rax1" else 4, usage="Vd.2d, Vn.2d, Vm.2d" + (", #imm" if a.m == "xar"
                                                                        else ""))
    d, n, m = (vec(a, i, "2d")[0] for i in range(3))
    if a.m == "rax1":
        return bind_vec(d, [n, m], 16, lambda vn, vm: pack(
            [x ^ _rol64(y, 1) for x, y in zip(lanes(vn, 8, 2, False), lanes(vm, 8, 2, False))],
            8))
    sh = a.imm(3, 0, 63, "rotation")
    return bind_vec(d, [n, m], 16, lambda vn, vm: pack(
        [_rol64(x ^ y, -sh) for x, y in zip(lanes(vn, 8, 2, False), lanes(vm, 8, 2, False))], 8))


# ----------------------------------------------------------------------------- I8MM
@insn("usdot", "sudot", klass="fp", first="VReg")
def usdot(a: Args):
    """USDOT Vd.2s|4s, Vn.8b|16b, Vm.8b|16b | Vm.4b[i] (unsigned n times signed m); SUDOT …,
    Vm.4b[i] (signed n times unsigned m): four-byte dot products accumulated into int32 lanes."""
    a.count(3, usage="Vd.4s, Vn.16b, Vm.16b | Vm.4b[i]")
    d, _, dl = vec(a, 0, "2s 4s")
    n, _, nl = vec(a, 1, "8b 16b")
    if nl != 4 * dl:
        raise a.error(1, "the byte arrangement must be four times the lanes of Vd")
    o = a._get(2)
    if isinstance(o, O.VReg) and o.index is not None:
        if o.esz != 1 or o.lanes != 4:
            raise a.error(2, "expected Vm.4b[index]", "e.g. v2.4b[1]")
        k = a.ctx.value(o.index, o.col)
        if not 0 <= k <= 3:
            raise a.error(2, f"element index {k} out of range 0-3")
        m = o.num
    else:
        if a.m == "sudot":
            raise a.error(2, "sudot has only the by-element form", "e.g. sudot v0.4s, v1.16b, v2.4b[0]")
        m, _, ml = vec(a, 2, "8b 16b")
        if ml != nl:
            raise a.error(2, "Vn and Vm must have the same arrangement")
        k = None
    n_signed = a.m == "sudot"

    def run(vn, vm, vd):
        x = np.array(lanes(vn, 1, nl, n_signed), np.int64).reshape(dl, 4)
        y = lanes(vm, 1, 16, not n_signed)
        y = np.array(y[4 * k:4 * k + 4] * dl if k is not None else y[:nl], np.int64).reshape(dl, 4)
        acc = lanes(vd, 4, dl, False)
        return pack([c + int(v) for c, v in zip(acc, (x * y).sum(axis=1))], 4)
    return bind_vec(d, [n, m], 16, run, read_d=True)


_MMLA = {"smmla": (True, True), "ummla": (False, False), "usmmla": (False, True)}


@insn(*_MMLA, klass="fp", first="VReg")
def mmla(a: Args):
    """SMMLA/UMMLA/USMMLA Vd.4s, Vn.16b, Vm.16b: Vd (2x2 int32) += Vn (2x8) times Vm^T (8x2),
    signed or unsigned bytes (USMMLA: unsigned Vn, signed Vm)."""
    a.count(3, usage="Vd.4s, Vn.16b, Vm.16b")
    d, _, _ = vec(a, 0, "4s")
    n, _, _ = vec(a, 1, "16b")
    m, _, _ = vec(a, 2, "16b")
    sn, sm = _MMLA[a.m]

    def run(vn, vm, vd):
        x = np.array(lanes(vn, 1, 16, sn), np.int64).reshape(2, 8)
        y = np.array(lanes(vm, 1, 16, sm), np.int64).reshape(2, 8)
        prod = x @ y.T
        acc = lanes(vd, 4, 4, False)
        return pack([c + int(v) for c, v in zip(acc, prod.reshape(-1))], 4)
    return bind_vec(d, [n, m], 16, run, read_d=True)


# ----------------------------------------------------------------------------- encodings
def _fmt_aes(f):
    m = {0b00100: "aese", 0b00101: "aesd", 0b00110: "aesmc", 0b00111: "aesimc"}.get(f.opcode)
    return m and f"{m} v{f.Rd}.16b, v{f.Rn}.16b"


def _fmt_pmull(f):
    t = ("1d", "2d")[f.Q]
    return f"pmull{'2' if f.Q else ''} v{f.Rd}.1q, v{f.Rn}.{t}, v{f.Rm}.{t}"


def _fmt_usdot_elem(f):
    m = {0: "sudot", 2: "usdot"}.get(f.size)
    t = ("2s", "4s")[f.Q], ("8b", "16b")[f.Q]
    return m and f"{m} v{f.Rd}.{t[0]}, v{f.Rn}.{t[1]}, v{f.M << 4 | f.Rm}.4b[{f.H << 1 | f.L}]"


def _fmt_mmla(f):
    m = {(0, 0): "smmla", (1, 0): "ummla", (0, 1): "usmmla"}.get((f.U, f.B))
    return m and f"{m} v{f.Rd}.4s, v{f.Rn}.16b, v{f.Rm}.16b"


E.ENC("aese", "01001110 00 10100 opcode:5 10 Rn:5 Rd:5", _fmt_aes,
      aliases=("aesd", "aesmc", "aesimc"))
E.ENC("pmull", "0 Q:1 0 01110 11 1 Rm:5 1110 00 Rn:5 Rd:5", _fmt_pmull, aliases=("pmull2",))
E.ENC("eor3", "11001110 000 Rm:5 0 Ra:5 Rn:5 Rd:5",
      lambda f: f"eor3 v{f.Rd}.16b, v{f.Rn}.16b, v{f.Rm}.16b, v{f.Ra}.16b")
E.ENC("bcax", "11001110 001 Rm:5 0 Ra:5 Rn:5 Rd:5",
      lambda f: f"bcax v{f.Rd}.16b, v{f.Rn}.16b, v{f.Rm}.16b, v{f.Ra}.16b")
E.ENC("rax1", "11001110 011 Rm:5 100011 Rn:5 Rd:5",
      lambda f: f"rax1 v{f.Rd}.2d, v{f.Rn}.2d, v{f.Rm}.2d")
E.ENC("xar", "11001110 100 Rm:5 imm6:6 Rn:5 Rd:5",
      lambda f: f"xar v{f.Rd}.2d, v{f.Rn}.2d, v{f.Rm}.2d, {E.himm(f.imm6)}")
E.ENC("usdot", "0 Q:1 0 01110 10 0 Rm:5 1 0011 1 Rn:5 Rd:5",
      lambda f: (f"usdot v{f.Rd}.{('2s', '4s')[f.Q]}, v{f.Rn}.{('8b', '16b')[f.Q]}, "
                 f"v{f.Rm}.{('8b', '16b')[f.Q]}"))
E.ENC("usdot", "0 Q:1 0 01111 size:2 L:1 M:1 Rm:4 1111 H:1 0 Rn:5 Rd:5", _fmt_usdot_elem,
      aliases=("sudot",))
E.ENC("smmla", "0 1 U:1 01110 10 0 Rm:5 1010 B:1 1 Rn:5 Rd:5", _fmt_mmla,
      aliases=("ummla", "usmmla"))
