"""SVE2 polynomial multiplies, crypto and bit permutes, and the SVE integer matrix multiplies:
PMUL, PMULLB/PMULLT .Q (FEAT_SVE_PMULL128; the .H/.D forms live in :mod:`isa.a64.sve2_long`),
AESE/AESD/AESMC/AESIMC, SM4E/SM4EKEY, RAX1, BDEP/BEXT/BGRP, SMMLA/UMMLA/USMMLA and USDOT/SUDOT
(vectors and indexed).

The crypto forms apply the AdvSIMD operation to every 128-bit segment (Arm ARM (DDI 0487)
pseudocode of "AESE (SVE)" ... "SM4EKEY"; FIPS-197 for AES, GB/T 32907 for SM4). BDEP/BEXT/BGRP
move bits by stable sorts over unpacked bit matrices. All but PMUL and USDOT/SUDOT are illegal in
streaming mode without FEAT_SME_FA64 (simulator/features.py lists them).
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from .simd_crypto import INV_SBOX, SBOX
from .sve import SIZE, bind_z, destructive
from .sve2_index import indexed_zm, is_indexed
from .table import Args, insn

NON_STREAMING = "SVE2: non-streaming only (SIGILL when PSTATE.SM=1: no FEAT_SME_FA64)"
_M64 = np.uint64(0xFFFFFFFFFFFFFFFF)


# ----------------------------------------------------------------------------- polynomial
def clmul64(x, y):
    """Carry-less products of uint64 arrays: (low, high) 64-bit halves of the 128-bit results."""
    lo = np.zeros_like(x)
    hi = np.zeros_like(x)
    for k in range(64):
        sel = np.uint64(0) - ((y >> np.uint64(k)) & np.uint64(1))  # all ones where bit k set
        lo ^= (x << np.uint64(k)) & sel
        if k:
            hi ^= (x >> np.uint64(64 - k)) & sel
    return lo, hi


@insn("pmul", klass="sve_int", first="ZReg")
def pmul(a: Args):
    """PMUL Zd.B, Zn.B, Zm.B: the low 8 bits of each carry-less byte product."""
    a.count(3, usage="Zd.B, Zn.B, Zm.B")
    d, n, m = (a.zreg(i, "b")[0] for i in range(3))

    def fn(z, vlb):
        x, y = z[n, :vlb].copy(), z[m, :vlb]
        r = np.zeros(vlb, np.uint8)
        for k in range(8):
            r ^= (x << np.uint8(k)) * ((y >> np.uint8(k)) & np.uint8(1))
        z[d, :vlb] = r
    return bind_z(fn)


def pmull_q(a: Args):
    """PMULLB/PMULLT Zd.Q, Zn.D, Zm.D: the 128-bit carry-less product of the even (B) or odd
    (T) doublewords of each segment (called by :func:`isa.a64.sve2_long.long_form`)."""
    a.count(3, usage="Zd.Q, Zn.D, Zm.D")
    d = a.zreg(0, "q")[0]
    n, m = a.zreg(1, "d")[0], a.zreg(2, "d")[0]
    part = int(a.m.endswith("t"))
    a.info = {"non_streaming": True}

    def fn(z, vlb):
        zu = z.view(np.uint64)
        ne = vlb >> 3
        lo, hi = clmul64(zu[n, part:ne:2].copy(), zu[m, part:ne:2].copy())
        zu[d, 0:ne:2] = lo
        zu[d, 1:ne:2] = hi
    return bind_z(fn)


# ----------------------------------------------------------------------------- AES / SM4 / SHA3
def _gmul_table(k: int) -> np.ndarray:
    """Products by ``k`` in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1 for every byte (FIPS-197 4.2)."""
    out = np.zeros(256, np.uint8)
    for v in range(256):
        r, x, b = 0, v, k
        while b:
            if b & 1:
                r ^= x
            x = ((x << 1) ^ (0x11B if x & 0x80 else 0)) & 0xFF
            b >>= 1
        out[v] = r
    return out


_GMUL = {k: _gmul_table(k) for k in (1, 2, 3, 9, 11, 13, 14)}
# ShiftRows: state byte r + 4c (row r, column c) comes from row r, column (c + r) mod 4
_SHIFT_ROWS = np.array([r + 4 * ((c + r) % 4) for c in range(4) for r in range(4)])
_INV_SHIFT_ROWS = np.argsort(_SHIFT_ROWS)
_MIX = ((2, 3, 1, 1), (1, 2, 3, 1), (1, 1, 2, 3), (3, 1, 1, 2))
_INV_MIX = ((14, 11, 13, 9), (9, 14, 11, 13), (13, 9, 14, 11), (11, 13, 9, 14))


def mix_columns(state: np.ndarray, inverse: bool) -> np.ndarray:
    """(Inv)MixColumns of (segments, 16) bytes: each column (4 bytes) times the fixed matrix."""
    cols = state.reshape(-1, 4, 4)  # [segment, column, row]
    out = np.zeros_like(cols)
    for r, row in enumerate(_INV_MIX if inverse else _MIX):
        for k, c in enumerate(row):
            out[:, :, r] ^= _GMUL[c][cols[:, :, k]]
    return out.reshape(state.shape)


@insn("aese", "aesd", klass="sve_int", first="ZReg")
def aese(a: Args):
    """AESE/AESD Zdn.B, Zdn.B, Zm.B: (Inv)SubBytes((Inv)ShiftRows(Zdn ^ Zm)) per segment."""
    a.count(3, usage="Zdn.B, Zdn.B, Zm.B")
    d = a.zreg(0, "b")[0]
    a.zreg(1, "b")
    destructive(a, d, 1)
    m = a.zreg(2, "b")[0]
    box, perm = (SBOX, _SHIFT_ROWS) if a.m == "aese" else (INV_SBOX, _INV_SHIFT_ROWS)

    def fn(z, vlb):
        x = (z[d, :vlb] ^ z[m, :vlb]).reshape(-1, 16)[:, perm]
        z[d, :vlb] = box[x].reshape(-1)
    return bind_z(fn)


@insn("aesmc", "aesimc", klass="sve_int", first="ZReg")
def aesmc(a: Args):
    """AESMC/AESIMC Zdn.B, Zdn.B: (Inv)MixColumns per segment."""
    a.count(2, usage="Zdn.B, Zdn.B")
    d = a.zreg(0, "b")[0]
    a.zreg(1, "b")
    destructive(a, d, 1)
    inverse = a.m == "aesimc"

    def fn(z, vlb):
        z[d, :vlb] = mix_columns(z[d, :vlb].reshape(-1, 16), inverse).reshape(-1)
    return bind_z(fn)


# GB/T 32907-2016 (SM4) S-box
SM4_SBOX = np.frombuffer(bytes.fromhex(
    "d690e9fecce13db716b614c228fb2c052b679a762abe04c3aa441326498606999c4250f491ef987a33540b43"
    "edcfac62e4b31ca9c908e89580df94fa758f3fa64707a7fcf37317ba83593c19e6854fa8686b81b27164da8b"
    "f8eb0f4b70569d351e240e5e6358d1a225227c3b01217887d40046579fd327524c3602e7a0c4c89eeabf8ad2"
    "40c738b5a3f7f2cef96115a1e0ae5da49b341a55ad933230f58cb1e31df6e22e8266ca60c02923ab0d534e6f"
    "d5db3745defd8e2f03ff6a726d6c5b518d1baf92bbddbc7f11d95c411f105ad80ac13188a5cd7bbd2d74d012"
    "b8e5b4b08969974a0c96777e65b9f109c56ec68418f07dec3adc4d2079ee5f3ed7cb3948"), np.uint8)


def _rol32(v, k: int):
    return (v << np.uint32(k)) | (v >> np.uint32(32 - k))


def sm4_rounds(state: np.ndarray, keys: np.ndarray, key_schedule: bool) -> np.ndarray:
    """Four SM4 rounds on (segments, 4) uint32 words with (segments, 4) round keys/constants
    (Arm ARM SM4E / SM4EKEY: the linear transform L, or L' for the key schedule)."""
    w = [state[:, i].copy() for i in range(4)]
    for i in range(4):
        t = w[1] ^ w[2] ^ w[3] ^ keys[:, i]
        t = SM4_SBOX[t.view(np.uint8).reshape(-1, 4)].reshape(-1).view(np.uint32)
        if key_schedule:
            t = t ^ _rol32(t, 13) ^ _rol32(t, 23)
        else:
            t = t ^ _rol32(t, 2) ^ _rol32(t, 10) ^ _rol32(t, 18) ^ _rol32(t, 24)
        w = [w[1], w[2], w[3], t ^ w[0]]
    return np.stack(w, axis=1)


@insn("sm4e", "sm4ekey", klass="sve_int", first="ZReg")
def sm4e(a: Args):
    """SM4E Zdn.S, Zdn.S, Zm.S (four encryption rounds, round keys Zm) | SM4EKEY Zd.S, Zn.S,
    Zm.S (four key-schedule rounds, constants Zm), per segment."""
    a.count(3, usage="Zdn.S, Zdn.S, Zm.S" if a.m == "sm4e" else "Zd.S, Zn.S, Zm.S")
    d = a.zreg(0, "s")[0]
    n = a.zreg(1, "s")[0]
    if a.m == "sm4e":
        destructive(a, d, 1)
    m = a.zreg(2, "s")[0]
    ks = a.m == "sm4ekey"

    def fn(z, vlb):
        zw = z.view(np.uint32)
        ne = vlb >> 2
        r = sm4_rounds(zw[n, :ne].reshape(-1, 4), zw[m, :ne].reshape(-1, 4), ks)
        zw[d, :ne] = r.reshape(-1)
    return bind_z(fn)


@insn("rax1", klass="sve_int", first="ZReg")
def rax1(a: Args):
    """RAX1 Zd.D, Zn.D, Zm.D: Zn ^ (Zm rotated left by 1)."""
    a.count(3, usage="Zd.D, Zn.D, Zm.D")
    d, n, m = (a.zreg(i, "d")[0] for i in range(3))

    def fn(z, vlb):
        zu = z.view(np.uint64)
        ne = vlb >> 3
        y = zu[m, :ne]
        zu[d, :ne] = zu[n, :ne] ^ ((y << np.uint64(1)) | (y >> np.uint64(63)))
    return bind_z(fn)


# ----------------------------------------------------------------------------- bit permutes
def _bits(v: np.ndarray, esz: int) -> np.ndarray:
    """(elements, bits) matrix of bools, bit 0 first."""
    return np.unpackbits(v.view(np.uint8).reshape(-1, esz), axis=1, bitorder="little").astype(bool)


def _pack(b: np.ndarray, esz: int) -> np.ndarray:
    return np.packbits(b, axis=1, bitorder="little").reshape(-1)


def bit_permute(op: str, x: np.ndarray, mask: np.ndarray, esz: int) -> np.ndarray:
    """BEXT (gather the bits of x under mask to the bottom), BDEP (scatter x's low bits to the
    mask's positions), BGRP (the bits under mask to the bottom, the rest above them) -> bytes."""
    xb, mb = _bits(x, esz), _bits(mask, esz)
    if op == "bdep":
        rank = np.maximum(np.cumsum(mb, axis=1) - 1, 0)
        return _pack(np.take_along_axis(xb, rank, axis=1) & mb, esz)
    order = np.argsort(~mb, axis=1, kind="stable")  # masked positions first, in order
    out = np.take_along_axis(xb, order, axis=1)
    if op == "bext":
        out &= np.arange(8 * esz)[None, :] < mb.sum(axis=1)[:, None]
    return _pack(out, esz)


@insn("bdep", "bext", "bgrp", klass="sve_int", first="ZReg")
def bdep(a: Args):
    """BDEP/BEXT/BGRP Zd.T, Zn.T, Zm.T (Zm is the mask)."""
    a.count(3, usage="Zd.T, Zn.T, Zm.T")
    d, esz = a.zreg(0)
    n, m = a.zreg(1, SIZE[esz])[0], a.zreg(2, SIZE[esz])[0]
    op = a.m

    def fn(z, vlb):
        z[d, :vlb] = bit_permute(op, z[n, :vlb].copy(), z[m, :vlb].copy(), esz)
    return bind_z(fn)


# ----------------------------------------------------------------------------- matrix / dot
_MMLA = {"smmla": (True, True), "ummla": (False, False), "usmmla": (False, True)}


@insn(*_MMLA, klass="sve_int", first="ZReg")
def mmla(a: Args):
    """SMMLA/UMMLA/USMMLA Zda.S, Zn.B, Zm.B: per segment, the 2x2 int32 matrix Zda += the 2x8
    matrix Zn (rows) times the transpose of the 2x8 matrix Zm (USMMLA: Zn unsigned, Zm signed)."""
    a.count(3, usage="Zda.S, Zn.B, Zm.B")
    d = a.zreg(0, "s")[0]
    n, m = a.zreg(1, "b")[0], a.zreg(2, "b")[0]
    sn, sm = _MMLA[a.m]

    def fn(z, vlb):
        x = z[n, :vlb].view(np.int8 if sn else np.uint8).astype(np.int64).reshape(-1, 2, 8)
        y = z[m, :vlb].view(np.int8 if sm else np.uint8).astype(np.int64).reshape(-1, 2, 8)
        acc = z[d, :vlb].view(np.int32).astype(np.int64).reshape(-1, 2, 2)
        r = acc + np.einsum("sik,sjk->sij", x, y)
        z[d, :vlb].view(np.uint32)[:] = r.reshape(-1).astype(np.uint32)
    return bind_z(fn)


@insn("usdot", "sudot", klass="sve_int", first="ZReg")
def usdot(a: Args):
    """USDOT Zda.S, Zn.B, Zm.B | USDOT/SUDOT Zda.S, Zn.B, Zm.B[imm] (z0-z7, imm 0-3): each
    word adds the four byte products (US: Zn unsigned, Zm signed; SU: the other way)."""
    a.count(3, usage="Zda.S, Zn.B, Zm.B | Zda.S, Zn.B, Zm.B[imm]")
    d = a.zreg(0, "s")[0]
    n = a.zreg(1, "b")[0]
    k = None
    if is_indexed(a, 2):
        m, k = indexed_zm(a, 2, 1, 7)
        if k > 3:
            raise a.error(2, f"index {k} out of range 0-3 (a group of four bytes)")
    elif a.m == "sudot":
        raise a.error(2, "sudot takes an indexed Zm", "e.g. z2.b[1]")
    else:
        m = a.zreg(2, "b")[0]
    sn = a.m == "sudot"

    def fn(z, vlb):
        x = z[n, :vlb].view(np.int8 if sn else np.uint8).astype(np.int64).reshape(-1, 4)
        y = z[m, :vlb].view(np.uint8 if sn else np.int8).astype(np.int64).reshape(-1, 4)
        if k is not None:
            y = np.repeat(y.reshape(-1, 4, 4)[:, k, :], 4, axis=0)
        acc = z[d, :vlb].view(np.int32).astype(np.int64)
        z[d, :vlb].view(np.uint32)[:] = (acc + (x * y).sum(axis=1)).astype(np.uint32)
    return bind_z(fn)


for _f in (aese, aesmc, sm4e, rax1, bdep, mmla):
    _f.mode = NON_STREAMING

# ============================================================================= binary encodings
# Arm ARM (DDI 0487) C4.1 "SVE integer multiply vectors (unpredicated)" (PMUL), "SVE2 integer
# multiply long" (PMULLB/T size 00), "SVE2 crypto unary/destructive binary/constructive binary
# operations", "SVE2 bitwise permute", "SVE integer matrix multiply accumulate", "SVE mixed sign
# dot product", "SVE mixed sign dot product (indexed)"; llvm/test/MC/AArch64/SVE2/{pmul,
# pmullb,aese,aesmc,sm4e,sm4ekey,rax1,bdep,bext,bgrp}.s, SVE/matrix-multiply-int8.s.
def _z3(f, t: str, tn: str = "", tm: str = "") -> str:
    return f"z{f.Zd}.{t}, z{f.Zn}.{tn or t}, z{f.Zm}.{tm or tn or t}"


E.ENC("pmul", "00000100 00 1 Zm:5 011001 Zn:5 Zd:5", lambda f: f"pmul {_z3(f, 'b')}", "sve2")
E.ENC("pmullb", "01000101 00 0 Zm:5 01101 T:1 Zn:5 Zd:5",
      lambda f: f"pmull{'bt'[f.T]} {_z3(f, 'q', 'd')}", "sve-pmull128", aliases=("pmullt",))
E.ENC("aese", "01000101 00 1 00010 11100 op:1 Zm:5 Zdn:5",
      lambda f: f"{('aese', 'aesd')[f.op]} z{f.Zdn}.b, z{f.Zdn}.b, z{f.Zm}.b", "sve-aes",
      aliases=("aesd",))
E.ENC("aesmc", "01000101 00 1 00000 11100 op:1 00000 Zdn:5",
      lambda f: f"{('aesmc', 'aesimc')[f.op]} z{f.Zdn}.b, z{f.Zdn}.b", "sve-aes",
      aliases=("aesimc",))
E.ENC("sm4e", "01000101 00 1 00011 11100 0 Zm:5 Zdn:5",
      lambda f: f"sm4e z{f.Zdn}.s, z{f.Zdn}.s, z{f.Zm}.s", "sve-sm4")
E.ENC("sm4ekey", "01000101 00 1 Zm:5 11110 0 Zn:5 Zd:5",
      lambda f: f"sm4ekey {_z3(f, 's')}", "sve-sm4")
E.ENC("rax1", "01000101 00 1 Zm:5 11110 1 Zn:5 Zd:5", lambda f: f"rax1 {_z3(f, 'd')}",
      "sve-sha3")
E.ENC("bext", "01000101 size:2 0 Zm:5 1011 opc:2 Zn:5 Zd:5",
      lambda f: f.opc < 3 and f"{('bext', 'bdep', 'bgrp')[f.opc]} {_z3(f, 'bhsd'[f.size])}"
      or None, "sve-bitperm", aliases=("bdep", "bgrp"))
_MMLA_NAME = {0: "smmla", 2: "usmmla", 3: "ummla"}
E.ENC("smmla", "01000101 uns:2 0 Zm:5 100110 Zn:5 Zd:5",
      lambda f: (mn := _MMLA_NAME.get(f.uns)) and f"{mn} {_z3(f, 's', 'b')}", "i8mm",
      aliases=("ummla", "usmmla"))
E.ENC("usdot", "01000100 10 0 Zm:5 011110 Zn:5 Zd:5", lambda f: f"usdot {_z3(f, 's', 'b')}",
      "i8mm")
E.ENC("usdot", "01000100 101 i:2 Zm:3 00011 U:1 Zn:5 Zd:5",
      lambda f: f"{('usdot', 'sudot')[f.U]} z{f.Zd}.s, z{f.Zn}.b, z{f.Zm}.b[{f.i}]", "i8mm",
      aliases=("sudot",))
