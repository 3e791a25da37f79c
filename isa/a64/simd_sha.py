"""AdvSIMD SHA-1, SHA-256, SHA-512 and SM3 (FEAT_SHA1, SHA256, SHA512, SM3; Arm ARM C7.2
SHA1C…SHA512SU1, SM3SS1…SM3TT2B and the shared pseudocode SHAchoose, SHAparity, SHAmajority,
SHA256hash; QEMU target/arm/tcg/crypto_helper.c orders the SHA-512 and SM3 steps the same way):

* SHA1C/SHA1P/SHA1M Qd, Sn, Vm.4s: four rounds of the SHA-1 hash update (choose, parity,
  majority); SHA1H Sd, Sn (fixed rotate); SHA1SU0/SHA1SU1: schedule updates;
* SHA256H/SHA256H2 Qd, Qn, Vm.4s: four rounds (the two halves of the state);
  SHA256SU0/SHA256SU1: schedule updates;
* SHA512H/SHA512H2 Qd, Qn, Vm.2d (two rounds), SHA512SU0/SHA512SU1 (schedule);
* SM3SS1, SM3TT1A/1B/2A/2B (one round, Vm.s[i] selecting the word), SM3PARTW1/SM3PARTW2;
* SM4E Vd.4s, Vn.4s (four encryption rounds, Vn the round keys) and SM4EKEY Vd.4s, Vn.4s,
  Vm.4s (four key-expansion rounds, Vm the constants) (FEAT_SM4; Arm ARM C7.2 SM4E, SM4EKEY).

Values are 32-bit words, element 0 in bits 31:0 of the register.
"""
from __future__ import annotations

from . import encoding as E
from . import operands as O
from .simd import bind_vec, vec
from .simd_elems import lanes, pack
from .table import Args, insn

_M32 = 0xFFFFFFFF


def _rol(x: int, n: int) -> int:
    return ((x << n) | (x >> (32 - n))) & _M32


def _ror(x: int, n: int) -> int:
    return ((x >> n) | (x << (32 - n))) & _M32


_F = {"sha1c": lambda x, y, z: ((y ^ z) & x) ^ z, "sha1p": lambda x, y, z: x ^ y ^ z,
      "sha1m": lambda x, y, z: (x & y) | ((x | y) & z)}


def sha1_rounds(op: str, x: list[int], y: int, w: list[int]) -> list[int]:
    """SHA1C/SHA1P/SHA1M: hash state x (a, b, c, d), e = y, schedule words w."""
    x = list(x)
    for e in range(4):
        t = _F[op](x[1], x[2], x[3])
        y = (y + _rol(x[0], 5) + t + w[e]) & _M32
        x[1] = _rol(x[1], 30)
        y, x = x[3], [y, x[0], x[1], x[2]]   # <Y, X> = ROL(Y:X, 32)
    return x


def sha256_hash(x: list[int], y: list[int], w: list[int], part1: bool) -> list[int]:
    """SHA256hash(X, Y, W, part1): four rounds on the state halves X (a..d) and Y (e..h)."""
    x, y = list(x), list(y)
    for e in range(4):
        chs = ((y[1] ^ y[2]) & y[0]) ^ y[2]
        maj = (x[0] & x[1]) | ((x[0] | x[1]) & x[2])
        t1 = (y[3] + (_ror(y[0], 6) ^ _ror(y[0], 11) ^ _ror(y[0], 25)) + chs + w[e]) & _M32
        x[3] = (t1 + x[3]) & _M32
        y[3] = (t1 + (_ror(x[0], 2) ^ _ror(x[0], 13) ^ _ror(x[0], 22)) + maj) & _M32
        x, y = [y[3], x[0], x[1], x[2]], [x[3], y[0], y[1], y[2]]   # ROL(Y:X, 32)
    return x if part1 else y


def _q(a: Args, i: int, kind: str) -> int:
    o = a._get(i)
    if type(o) is not O.FReg or o.kind != kind:
        raise a.error(i, f"expected a {kind} register", f"e.g. {kind}{i}")
    return o.num


@insn("sha1c", "sha1p", "sha1m", "sha256h", "sha256h2", "sha1h", klass="fp", first="FReg")
def sha_hash(a: Args):
    """SHA1C/P/M Qd, Sn, Vm.4s; SHA256H/SHA256H2 Qd, Qn, Vm.4s; SHA1H Sd, Sn."""
    m = a.m
    if m == "sha1h":
        a.count(2, usage="Sd, Sn")
        d, n = _q(a, 0, "s"), _q(a, 1, "s")
        return bind_vec(d, [n], 16, lambda vn: pack([_rol(lanes(vn, 4, 1, False)[0], 30)], 4))
    a.count(3, usage="Qd, Sn, Vm.4s" if m.startswith("sha1") else "Qd, Qn, Vm.4s")
    d = _q(a, 0, "q")
    n = _q(a, 1, "s" if m.startswith("sha1") else "q")
    w, _, _ = vec(a, 2, "4s")
    if m.startswith("sha1"):
        return bind_vec(d, [n, w], 16, lambda vn, vw, vd: pack(sha1_rounds(
            m, lanes(vd, 4, 4, False), lanes(vn, 4, 1, False)[0], lanes(vw, 4, 4, False)), 4),
            read_d=True)
    if m == "sha256h":
        return bind_vec(d, [n, w], 16, lambda vn, vw, vd: pack(sha256_hash(
            lanes(vd, 4, 4, False), lanes(vn, 4, 4, False), lanes(vw, 4, 4, False), True), 4),
            read_d=True)
    return bind_vec(d, [n, w], 16, lambda vn, vw, vd: pack(sha256_hash(
        lanes(vn, 4, 4, False), lanes(vd, 4, 4, False), lanes(vw, 4, 4, False), False), 4),
        read_d=True)


def _sha1su0(d: list[int], n: list[int], m: list[int]) -> list[int]:
    t = [d[2], d[3], n[0], n[1]]          # Vn<63:0> : Vd<127:64>
    return [t[i] ^ d[i] ^ m[i] for i in range(4)]


def _sha1su1(d: list[int], n: list[int]) -> list[int]:
    t = [d[0] ^ n[1], d[1] ^ n[2], d[2] ^ n[3], d[3]]   # Vd EOR LSR(Vn, 32)
    out = [_rol(v, 1) for v in t]
    out[3] ^= _rol(t[0], 2)
    return out


def _sha256su0(d: list[int], n: list[int]) -> list[int]:
    t = [d[1], d[2], d[3], n[0]]          # Vn<31:0> : Vd<127:32>
    return [((_ror(v, 7) ^ _ror(v, 18) ^ (v >> 3)) + d[i]) & _M32 for i, v in enumerate(t)]


def _sha256su1(d: list[int], n: list[int], m: list[int]) -> list[int]:
    t0 = [n[1], n[2], n[3], m[0]]         # Vm<31:0> : Vn<127:32>
    out = [0] * 4
    src = [m[2], m[3]]
    for e in range(4):
        v = src[e] if e < 2 else out[e - 2]
        out[e] = ((_ror(v, 17) ^ _ror(v, 19) ^ (v >> 10)) + d[e] + t0[e]) & _M32
    return out


_SU = {"sha1su0": _sha1su0, "sha1su1": _sha1su1, "sha256su0": _sha256su0,
       "sha256su1": _sha256su1}


@insn(*_SU, klass="fp", first="VReg")
def sha_schedule(a: Args):
    """SHA1SU0/SHA256SU1 Vd.4s, Vn.4s, Vm.4s; SHA1SU1/SHA256SU0 Vd.4s, Vn.4s."""
    three = a.m in ("sha1su0", "sha256su1")
    a.count(3 if three else 2, usage="Vd.4s, Vn.4s" + (", Vm.4s" if three else ""))
    regs = [vec(a, i, "4s")[0] for i in range(3 if three else 2)]
    fn = _SU[a.m]
    if three:
        return bind_vec(regs[0], regs[1:], 16, lambda vn, vm, vd: pack(
            fn(lanes(vd, 4, 4, False), lanes(vn, 4, 4, False), lanes(vm, 4, 4, False)), 4),
            read_d=True)
    return bind_vec(regs[0], regs[1:], 16, lambda vn, vd: pack(
        fn(lanes(vd, 4, 4, False), lanes(vn, 4, 4, False)), 4), read_d=True)


# ----------------------------------------------------------------------------- SHA-512, SM3
_M64 = (1 << 64) - 1


def _ror64(x: int, n: int) -> int:
    return ((x >> n) | (x << (64 - n))) & _M64


def _big_sigma512(x: int, r: tuple[int, int, int]) -> int:
    return _ror64(x, r[0]) ^ _ror64(x, r[1]) ^ _ror64(x, r[2])


def _sha512h(d: list[int], n: list[int], m: list[int], second: bool) -> list[int]:
    """Two SHA-512 rounds' halves (SHA512H: Sigma1 and Ch; SHA512H2: Sigma0 and Maj)."""
    d0, d1 = d
    if not second:
        ch = lambda x, y, z: (x & (y ^ z)) ^ z  # noqa: E731
        d1 = (d1 + _big_sigma512(m[1], (14, 18, 41)) + ch(m[1], n[0], n[1])) & _M64
        e = (d1 + m[0]) & _M64
        d0 = (d0 + _big_sigma512(e, (14, 18, 41)) + ch(e, m[1], n[0])) & _M64
    else:
        maj = lambda x, y, z: (x & y) | ((x | y) & z)  # noqa: E731
        d1 = (d1 + _big_sigma512(m[0], (28, 34, 39)) + maj(n[0], m[1], m[0])) & _M64
        d0 = (d0 + _big_sigma512(d1, (28, 34, 39)) + maj(d1, m[0], m[1])) & _M64
    return [d0, d1]


def _s0_512(x: int) -> int:
    return _ror64(x, 1) ^ _ror64(x, 8) ^ (x >> 7)


def _s1_512(x: int) -> int:
    return _ror64(x, 19) ^ _ror64(x, 61) ^ (x >> 6)


@insn("sha512h", "sha512h2", klass="fp", first="FReg")
def sha512h(a: Args):
    """SHA512H/SHA512H2 Qd, Qn, Vm.2d."""
    a.count(3, usage="Qd, Qn, Vm.2d")
    d, n = _q(a, 0, "q"), _q(a, 1, "q")
    m, _, _ = vec(a, 2, "2d")
    second = a.m == "sha512h2"
    return bind_vec(d, [n, m], 16, lambda vn, vm, vd: pack(_sha512h(
        lanes(vd, 8, 2, False), lanes(vn, 8, 2, False), lanes(vm, 8, 2, False), second), 8),
        read_d=True)


def _sm3_p1(t: int) -> int:
    return t ^ _rol(t, 15) ^ _rol(t, 23)


def _sm3partw1(d: list[int], n: list[int], m: list[int]) -> list[int]:
    out = list(d)
    for i in range(4):
        src = m[i + 1] if i < 3 else out[0]
        out[i] = _sm3_p1(d[i] ^ n[i] ^ _ror(src, 17))
    return out


def _sm3partw2(d: list[int], n: list[int], m: list[int]) -> list[int]:
    t = n[0] ^ _ror(m[0], 25)
    out = [d[i] ^ n[i] ^ _ror(m[i], 25) for i in range(4)]
    out[0] = d[0] ^ t
    out[3] ^= _ror(t, 17) ^ _ror(t, 2) ^ _ror(t, 26)
    return out


_SU64 = {"sha512su0": lambda d, n, m: [(d[0] + _s0_512(d[1])) & _M64,
                                       (d[1] + _s0_512(n[0])) & _M64],
         "sha512su1": lambda d, n, m: [(d[0] + _s1_512(n[0]) + m[0]) & _M64,
                                       (d[1] + _s1_512(n[1]) + m[1]) & _M64]}
_SU32 = {"sm3partw1": _sm3partw1, "sm3partw2": _sm3partw2}


@insn(*_SU64, *_SU32, klass="fp", first="VReg")
def sha512_sm3_schedule(a: Args):
    """SHA512SU0 Vd.2d, Vn.2d; SHA512SU1 Vd.2d, Vn.2d, Vm.2d; SM3PARTW1/2 Vd.4s, Vn.4s, Vm.4s."""
    wide = a.m in _SU64
    t, esz, nl = ("2d", 8, 2) if wide else ("4s", 4, 4)
    three = a.m != "sha512su0"
    a.count(3 if three else 2, usage=f"Vd.{t}, Vn.{t}" + (f", Vm.{t}" if three else ""))
    regs = [vec(a, i, t)[0] for i in range(3 if three else 2)]
    fn = _SU64.get(a.m) or _SU32[a.m]
    if not three:
        return bind_vec(regs[0], [regs[1]], 16, lambda vn, vd: pack(
            fn(lanes(vd, 8, 2, False), lanes(vn, 8, 2, False), None), 8), read_d=True)
    return bind_vec(regs[0], regs[1:], 16, lambda vn, vm, vd: pack(
        fn(lanes(vd, esz, nl, False), lanes(vn, esz, nl, False), lanes(vm, esz, nl, False)),
        esz), read_d=True)


@insn("sm3ss1", klass="fp", first="VReg")
def sm3ss1(a: Args):
    """SM3SS1 Vd.4s, Vn.4s, Vm.4s, Va.4s: word 3 = ROL(ROL(n3, 12) + m3 + a3, 7), others 0."""
    a.count(4, usage="Vd.4s, Vn.4s, Vm.4s, Va.4s")
    d, n, m, k = (vec(a, i, "4s")[0] for i in range(4))
    return bind_vec(d, [n, m, k], 16, lambda vn, vm, va: pack(
        [0, 0, 0, _rol((_rol(lanes(vn, 4, 4, False)[3], 12) + lanes(vm, 4, 4, False)[3]
                        + lanes(va, 4, 4, False)[3]) & _M32, 7)], 4))


_TT = {"sm3tt1a": 0, "sm3tt1b": 1, "sm3tt2a": 2, "sm3tt2b": 3}


def _sm3tt(op: int, d: list[int], n: list[int], w: int) -> list[int]:
    x, y, z = d[3], d[2], d[1]
    if op in (0, 2):
        t = x ^ y ^ z
    elif op == 1:
        t = (x & y) | ((x | y) & z)
    else:
        t = (x & (y ^ z)) ^ z
    t = (t + d[0] + w) & _M32
    out = [d[1], 0, d[3], 0]
    if op < 2:
        t = (t + (n[3] ^ _ror(d[3], 20))) & _M32
        out[1] = _ror(d[2], 23)
    else:
        t = (t + n[3]) & _M32
        t ^= _rol(t, 9) ^ _rol(t, 17)
        out[1] = _ror(d[2], 13)
    out[3] = t
    return out


@insn(*_TT, klass="fp", first="VReg")
def sm3tt(a: Args):
    """SM3TT1A/1B/2A/2B Vd.4s, Vn.4s, Vm.s[imm2]: one SM3 round on the state in Vd."""
    a.count(3, usage="Vd.4s, Vn.4s, Vm.s[i]")
    d, _, _ = vec(a, 0, "4s")
    n, _, _ = vec(a, 1, "4s")
    o = a._get(2)
    if not isinstance(o, O.VReg) or o.index is None or o.esz != 4:
        raise a.error(2, "expected Vm.s[index]", "e.g. v2.s[1]")
    k = a.ctx.value(o.index, o.col)
    if not 0 <= k <= 3:
        raise a.error(2, f"element index {k} out of range 0-3")
    op = _TT[a.m]
    return bind_vec(d, [n, o.num], 16, lambda vn, vm, vd: pack(_sm3tt(
        op, lanes(vd, 4, 4, False), lanes(vn, 4, 4, False), lanes(vm, 4, 4, False)[k]), 4),
        read_d=True)


# ----------------------------------------------------------------------------- SM4
# the SM4 S-box (GB/T 32907-2016 "Information security technology -- SM4 block cipher
# algorithm", section 6.2), row by row
SM4_SBOX = bytes.fromhex(
    "d690e9fecce13db716b614c228fb2c05" "2b679a762abe04c3aa44132649860699"
    "9c4250f491ef987a33540b43edcfac62" "e4b31ca9c908e89580df94fa758f3fa6"
    "4707a7fcf37317ba83593c19e6854fa8" "686b81b27164da8bf8eb0f4b70569d35"
    "1e240e5e6358d1a225227c3b01217887" "d40046579fd327524c3602e7a0c4c89e"
    "eabf8ad240c738b5a3f7f2cef96115a1" "e0ae5da49b341a55ad933230f58cb1e3"
    "1df6e22e8266ca60c02923ab0d534e6f" "d5db3745defd8e2f03ff6a726d6c5b51"
    "8d1baf92bbddbc7f11d95c411f105ad8" "0ac13188a5cd7bbd2d74d012b8e5b4b0"
    "8969974a0c96777e65b9f109c56ec684" "18f07dec3adc4d2079ee5f3ed7cb3948")


def _sm4_tau(x: int) -> int:
    """The S-box applied to each byte of a word."""
    return int.from_bytes(bytes(SM4_SBOX[b] for b in x.to_bytes(4, "little")), "little")


def _sm4_rounds(state: list[int], keys: list[int], rotations: tuple[int, ...]) -> list[int]:
    """Four rounds: X4 = X0 ^ L(tau(X1 ^ X2 ^ X3 ^ K)), the words shifting down one each round
    (L: the word xor its left rotations by ``rotations``)."""
    x = list(state)
    for k in keys:
        t = _sm4_tau(x[1] ^ x[2] ^ x[3] ^ k)
        lin = t
        for r in rotations:
            lin ^= _rol(t, r)
        x = x[1:] + [x[0] ^ lin]
    return x


@insn("sm4e", "sm4ekey", klass="fp", first="VReg")
def sm4(a: Args):
    """SM4E Vd.4s, Vn.4s: rounds on the state in Vd with round keys Vn (L = x ^ x<<<2 ^ x<<<10
    ^ x<<<18 ^ x<<<24); SM4EKEY Vd.4s, Vn.4s, Vm.4s: rounds on the key state in Vn with the
    constants Vm (L' = x ^ x<<<13 ^ x<<<23), into Vd."""
    key = a.m == "sm4ekey"
    a.count(3 if key else 2, usage="Vd.4s, Vn.4s, Vm.4s" if key else "Vd.4s, Vn.4s")
    regs = [vec(a, i, "4s")[0] for i in range(3 if key else 2)]
    if key:
        return bind_vec(regs[0], regs[1:], 16, lambda vn, vm: pack(_sm4_rounds(
            lanes(vn, 4, 4, False), lanes(vm, 4, 4, False), (13, 23)), 4))
    return bind_vec(regs[0], regs[1:], 16, lambda vn, vd: pack(_sm4_rounds(
        lanes(vd, 4, 4, False), lanes(vn, 4, 4, False), (2, 10, 18, 24)), 4), read_d=True)


# ----------------------------------------------------------------------------- encodings
def _fmt3(f):
    m = ("sha1c", "sha1p", "sha1m", "sha1su0", "sha256h", "sha256h2", "sha256su1",
         None)[f.opcode]
    if m is None:
        return None
    if m in ("sha1su0", "sha256su1"):
        return f"{m} v{f.Rd}.4s, v{f.Rn}.4s, v{f.Rm}.4s"
    return f"{m} q{f.Rd}, {'s' if m.startswith('sha1') else 'q'}{f.Rn}, v{f.Rm}.4s"


def _fmt2(f):
    m = {0: "sha1h", 1: "sha1su1", 2: "sha256su0"}.get(f.opcode)
    if m is None:
        return None
    return f"sha1h s{f.Rd}, s{f.Rn}" if m == "sha1h" else f"{m} v{f.Rd}.4s, v{f.Rn}.4s"


E.ENC("sha1c", "01011110 00 0 Rm:5 0 opcode:3 00 Rn:5 Rd:5", _fmt3,
      aliases=("sha1p", "sha1m", "sha1su0", "sha256h", "sha256h2", "sha256su1"))
E.ENC("sha1h", "01011110 00 10100 opcode:5 10 Rn:5 Rd:5", _fmt2, aliases=("sha1su1", "sha256su0"))


def _fmt_sha512(f):
    m = ("sha512h", "sha512h2", "sha512su1")[f.opcode] if f.opcode < 3 else None
    if m is None:
        return None  # RAX1 (isa.a64.simd_crypto)
    if m == "sha512su1":
        return f"sha512su1 v{f.Rd}.2d, v{f.Rn}.2d, v{f.Rm}.2d"
    return f"{m} q{f.Rd}, q{f.Rn}, v{f.Rm}.2d"


def _fmt_sm3w(f):
    m = {0: "sm3partw1", 1: "sm3partw2"}.get(f.opcode)
    return m and f"{m} v{f.Rd}.4s, v{f.Rn}.4s, v{f.Rm}.4s"


E.ENC("sha512h", "11001110 011 Rm:5 1000 opcode:2 Rn:5 Rd:5", _fmt_sha512,
      aliases=("sha512h2", "sha512su1"))
E.ENC("sha512su0", "11001110 110 00000 100000 Rn:5 Rd:5",
      lambda f: f"sha512su0 v{f.Rd}.2d, v{f.Rn}.2d")
E.ENC("sm3partw1", "11001110 011 Rm:5 1100 opcode:2 Rn:5 Rd:5", _fmt_sm3w,
      aliases=("sm3partw2",))
E.ENC("sm3ss1", "11001110 010 Rm:5 0 Ra:5 Rn:5 Rd:5",
      lambda f: f"sm3ss1 v{f.Rd}.4s, v{f.Rn}.4s, v{f.Rm}.4s, v{f.Ra}.4s")
E.ENC("sm3tt1a", "11001110 010 Rm:5 10 imm2:2 opcode:2 Rn:5 Rd:5",
      lambda f: (f"{tuple(_TT)[f.opcode]} v{f.Rd}.4s, v{f.Rn}.4s, v{f.Rm}.s[{f.imm2}]"),
      aliases=tuple(_TT))
E.ENC("sm4e", "11001110 110 00000 100001 Rn:5 Rd:5", lambda f: f"sm4e v{f.Rd}.4s, v{f.Rn}.4s")
E.ENC("sm4ekey", "11001110 011 Rm:5 110010 Rn:5 Rd:5",
      lambda f: f"sm4ekey v{f.Rd}.4s, v{f.Rn}.4s, v{f.Rm}.4s")
