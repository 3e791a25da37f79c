"""AdvSIMD SHA-1 and SHA-256 (FEAT_SHA1, FEAT_SHA256; Arm ARM C7.2 SHA1C…SHA256SU1 and the
shared pseudocode SHAchoose, SHAparity, SHAmajority, SHA256hash):

* SHA1C/SHA1P/SHA1M Qd, Sn, Vm.4s: four rounds of the SHA-1 hash update (choose, parity,
  majority); SHA1H Sd, Sn (fixed rotate); SHA1SU0/SHA1SU1: schedule updates;
* SHA256H/SHA256H2 Qd, Qn, Vm.4s: four rounds (the two halves of the state);
  SHA256SU0/SHA256SU1: schedule updates.

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
