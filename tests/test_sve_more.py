"""SVE integer/compare/predicate/FP forms of isa/a64/sve2_ops.py, sve2_cmp.py, sve2_fp.py:
results against numpy / plain-Python references written from the Arm ARM pseudocode, flags by
PredTest, and assembler diagnostics. (programs/sve/int_ops_streaming.s and
fp_fma_round_cmp.s compare the same forms with QEMU 11.1 byte for byte.)
"""
from __future__ import annotations

import random

import numpy as np
import pytest

from isa.asm.diag import AsmErrors
from simulator import Machine, features

EXIT = "\n    mov x0, #0\n    mov x8, #93\n    svc #0\n"
VL = 256
NB = VL // 8
RNG = random.Random(11)
A = bytes(RNG.getrandbits(8) for _ in range(NB))
B = bytes(RNG.getrandbits(8) for _ in range(NB))
SH = bytes(RNG.choice([0, 1, 5, 7, 8, 9, 15, 16, 17, 31, 32, 40, 63, 64, 65, 255])
           for _ in range(NB))
DATA = "\n".join(f"{n}: .byte {', '.join(map(str, v))}" for n, v in (("va", A), ("vb", B),
                                                                       ("vs", SH)))
LOAD = "    adr x0, va\n    ldr z0, [x0]\n    adr x0, vb\n    ldr z1, [x0]\n" \
       "    adr x0, vs\n    ldr z2, [x0]\n    ptrue p0.b\n"
T = {"b": 1, "h": 2, "s": 4, "d": 8}


def run(body: str, data: str = DATA, sm: bool = False) -> Machine:
    pre = "    smstart sm\n" if sm else ""
    src = f".data\n.balign 16\n{data}\n.text\n.global _start\n_start:\n{pre}{LOAD}{body}{EXIT}"
    m = Machine.from_source(src, "<t>", vl=VL, svl=VL)
    m.run(max_steps=100_000)
    assert m.fault is None, m.fault.render()
    return m


def asm_error(body: str):
    with pytest.raises(AsmErrors) as ei:
        Machine.from_source(f".text\n_start:\n{body}\n", "<t>")
    return ei.value.errors[0]


def ints(raw: bytes, t: str, signed: bool) -> list[int]:
    return np.frombuffer(raw, f"{'i' if signed else 'u'}{T[t]}").astype(object).tolist()


def wrap(v: int, t: str) -> int:
    return v & ((1 << 8 * T[t]) - 1)


# ----------------------------------------------------------------------------- integer
@pytest.mark.parametrize("t", "bhsd")
@pytest.mark.parametrize("m", ["sqadd", "uqadd", "sqsub", "uqsub"])
def test_saturating_vectors(m, t):
    signed, bits = m[0] == "s", 8 * T[t]
    lo, hi = (-(1 << bits - 1), (1 << bits - 1) - 1) if signed else (0, (1 << bits) - 1)
    x, y = ints(A, t, signed), ints(B, t, signed)
    want = [wrap(min(max(p - q if m.endswith("sub") else p + q, lo), hi), t) for p, q in zip(x, y)]
    got = run(f"    {m} z3.{t}, z0.{t}, z1.{t}").z[3].view(f"u{8 * T[t]}").tolist()
    assert got == want


@pytest.mark.parametrize("t", "bhsd")
def test_saturating_immediate_is_unsigned(t):
    """SQADD #255 adds +255 (UInt(imm8)); SQSUB #255 subtracts it."""
    bits = 8 * T[t]
    x = ints(A, t, True)
    lo, hi = -(1 << bits - 1), (1 << bits - 1) - 1
    m = run(f"    mov z3.d, z0.d\n    sqadd z3.{t}, z3.{t}, #255\n"
            f"    mov z4.d, z0.d\n    sqsub z4.{t}, z4.{t}, #255")
    assert m.z[3].view(f"u{bits}").tolist() == [wrap(min(v + 255, hi), t) for v in x]
    assert m.z[4].view(f"u{bits}").tolist() == [wrap(max(v - 255, lo), t) for v in x]


@pytest.mark.parametrize("t", "bhsd")
@pytest.mark.parametrize("m", ["smax", "smin", "umax", "umin"])
def test_minmax_partial_predicate(m, t):
    signed = m[0] == "s"
    x, y = ints(A, t, signed), ints(B, t, signed)
    f = max if m.endswith("max") else min
    n = len(x)
    body = f"    mov x2, #0\n    mov x3, #3\n    whilelt p1.{t}, x2, x3\n" \
           f"    mov z3.d, z0.d\n    {m} z3.{t}, p1/m, z3.{t}, z1.{t}\n" \
           f"    mov z4.d, z0.d\n    {m} z4.{t}, z4.{t}, #{-7 if signed else 200}"
    r = run(body, sm=True)
    u = f"u{8 * T[t]}"
    assert r.z[3].view(u).tolist() == [wrap(f(x[i], y[i]) if i < 3 else x[i], t) for i in range(n)]
    k = -7 if signed else 200
    assert r.z[4].view(u).tolist() == [wrap(f(v, k), t) for v in x]


@pytest.mark.parametrize("t", "bhsd")
def test_mla_mls_mad_msb_subr(t):
    x, y, z = ints(A, t, False), ints(B, t, False), ints(SH, t, False)
    m = run(f"    mov z3.d, z2.d\n    mla z3.{t}, p0/m, z0.{t}, z1.{t}\n"
            f"    mov z4.d, z2.d\n    mls z4.{t}, p0/m, z0.{t}, z1.{t}\n"
            f"    mov z5.d, z0.d\n    mad z5.{t}, p0/m, z1.{t}, z2.{t}\n"
            f"    mov z6.d, z0.d\n    msb z6.{t}, p0/m, z1.{t}, z2.{t}\n"
            f"    mov z7.d, z0.d\n    subr z7.{t}, p0/m, z7.{t}, z1.{t}\n"
            f"    mov z8.d, z0.d\n    subr z8.{t}, z8.{t}, #9")
    u = f"u{8 * T[t]}"
    assert m.z[3].view(u).tolist() == [wrap(c + a * b, t) for a, b, c in zip(x, y, z)]
    assert m.z[4].view(u).tolist() == [wrap(c - a * b, t) for a, b, c in zip(x, y, z)]
    assert m.z[5].view(u).tolist() == [wrap(c + a * b, t) for a, b, c in zip(x, y, z)]
    assert m.z[6].view(u).tolist() == [wrap(c - a * b, t) for a, b, c in zip(x, y, z)]
    assert m.z[7].view(u).tolist() == [wrap(b - a, t) for a, b in zip(x, y)]
    assert m.z[8].view(u).tolist() == [wrap(9 - a, t) for a in x]


@pytest.mark.parametrize("t", "bhsd")
def test_unary(t):
    s, u = ints(A, t, True), ints(A, t, False)
    m = run(f"    abs z3.{t}, p0/m, z0.{t}\n    neg z4.{t}, p0/m, z0.{t}\n"
            f"    cnot z5.{t}, p0/m, z0.{t}\n    not z6.{t}, p0/m, z0.{t}")
    w = f"u{8 * T[t]}"
    assert m.z[3].view(w).tolist() == [wrap(abs(v), t) for v in s]
    assert m.z[4].view(w).tolist() == [wrap(-v, t) for v in s]
    assert m.z[5].view(w).tolist() == [int(v == 0) for v in u]
    assert m.z[6].view(w).tolist() == [wrap(~v, t) for v in u]


def _shift_ref(kind: str, v: int, s: int, t: str) -> int:
    bits = 8 * T[t]
    if kind == "asr":
        sv = v - (1 << bits) if v >> (bits - 1) else v
        return wrap(sv >> min(s, bits - 1), t)
    if s >= bits:
        return 0
    return wrap(v >> s if kind == "lsr" else v << s, t)


@pytest.mark.parametrize("t", "bhsd")
@pytest.mark.parametrize("kind", ["asr", "lsr", "lsl"])
def test_shifts(kind, t):
    bits = 8 * T[t]
    x, s = ints(A, t, False), ints(SH, t, False)
    wide = ints(SH, "d", False)
    imm = bits - 1 if kind == "lsl" else bits
    body = (f"    {kind} z3.{t}, z0.{t}, #{imm}\n"
            f"    mov z4.d, z0.d\n    {kind} z4.{t}, p0/m, z4.{t}, z2.{t}\n"
            f"    mov z5.d, z2.d\n    {kind}r z5.{t}, p0/m, z5.{t}, z0.{t}\n")
    if t != "d":
        body += f"    {kind} z6.{t}, z0.{t}, z2.d\n"
    m = run(body)
    w = f"u{bits}"
    assert m.z[3].view(w).tolist() == [_shift_ref(kind, v, imm, t) for v in x]
    assert m.z[4].view(w).tolist() == [_shift_ref(kind, v, a, t) for v, a in zip(x, s)]
    assert m.z[5].view(w).tolist() == [_shift_ref(kind, v, a, t) for v, a in zip(x, s)]
    if t != "d":
        per = 8 // T[t]
        assert m.z[6].view(w).tolist() == [_shift_ref(kind, v, wide[i // per], t)
                                           for i, v in enumerate(x)]


@pytest.mark.parametrize("m_", ["sdot", "udot"])
def test_dot_products(m_):
    signed = m_ == "sdot"
    a8, b8 = np.frombuffer(A, "i1" if signed else "u1"), np.frombuffer(B, "i1" if signed else "u1")
    a16 = np.frombuffer(A, "i2" if signed else "u2")
    b16 = np.frombuffer(B, "i2" if signed else "u2")
    acc32, acc64 = np.frombuffer(SH, "u4"), np.frombuffer(SH, "u8")
    m = run(f"    mov z3.d, z2.d\n    {m_} z3.s, z0.b, z1.b\n"
            f"    mov z4.d, z2.d\n    {m_} z4.d, z0.h, z1.h\n"
            f"    mov z5.d, z2.d\n    {m_} z5.s, z0.b, z1.b[2]\n"
            f"    mov z6.d, z2.d\n    {m_} z6.d, z0.h, z1.h[1]")
    p32 = (a8.astype(int) * b8.astype(int)).reshape(-1, 4).sum(1)
    assert m.z[3].u32.tolist() == [(int(c) + int(p)) & 0xFFFFFFFF for c, p in zip(acc32, p32)]
    p64 = (a16.astype(object) * b16.astype(object)).reshape(-1, 4).sum(1)
    assert m.z[4].u64.tolist() == [(int(c) + int(p)) & (2**64 - 1) for c, p in zip(acc64, p64)]
    bi = np.repeat(b8.reshape(-1, 4, 4)[:, 2, :], 4, axis=0).reshape(-1)  # group 2 of each 128 bits
    p32i = (a8.astype(int) * bi.astype(int)).reshape(-1, 4).sum(1)
    assert m.z[5].u32.tolist() == [(int(c) + int(p)) & 0xFFFFFFFF for c, p in zip(acc32, p32i)]
    bh = np.repeat(b16.reshape(-1, 2, 4)[:, 1, :], 2, axis=0).reshape(-1)
    p64i = (a16.astype(object) * bh.astype(object)).reshape(-1, 4).sum(1)
    assert m.z[6].u64.tolist() == [(int(c) + int(p)) & (2**64 - 1) for c, p in zip(acc64, p64i)]


# ----------------------------------------------------------------------------- compares, flags
_OPS = {"eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "gt": lambda a, b: a > b,
        "ge": lambda a, b: a >= b, "lt": lambda a, b: a < b, "le": lambda a, b: a <= b,
        "hi": lambda a, b: a > b, "hs": lambda a, b: a >= b, "lo": lambda a, b: a < b,
        "ls": lambda a, b: a <= b}


def pred_test(g: list[bool], r: list[bool]) -> list[int]:
    """Arm ARM PredTest: N first active, Z none active, C not last active, V 0."""
    act = [i for i, v in enumerate(g) if v]
    if not act:
        return [0, 1, 1, 0]
    return [int(r[act[0]]), int(not any(r[i] for i in act)), int(not r[act[-1]]), 0]


@pytest.mark.parametrize("t", "bhsd")
@pytest.mark.parametrize("cc", list(_OPS))
def test_cmp_vectors_wide_imm_with_flags(cc, t):
    signed = cc not in ("hi", "hs", "lo", "ls")
    x, y = ints(A, t, signed), ints(B, t, signed)
    op = _OPS[cc]
    n = len(x)
    imm = 100 if not signed else -2
    body = f"    mov x2, #0\n    mov x3, #5\n    whilelt p1.{t}, x2, x3\n" \
           f"    cmp{cc} p3.{t}, p1/z, z0.{t}, z1.{t}\n    cset x10, mi\n    cset x11, eq\n" \
           f"    cset x12, cs\n    cmp{cc} p4.{t}, p0/z, z0.{t}, #{imm}\n"
    if t != "d":
        body += f"    cmp{cc} p5.{t}, p0/z, z0.{t}, z1.d\n"
    m = run(body)
    g = [i < 5 for i in range(n)]
    want = [g[i] and op(x[i], y[i]) for i in range(n)]
    assert m.p[3].active(t).tolist() == want
    assert m.p[3].bits.sum() == sum(want)  # canonical: only the leading bit of each element
    assert [m.x[10], m.x[11], m.x[12]] == pred_test(g, want)[:3]
    assert m.p[4].active(t).tolist() == [op(v, imm) for v in x]
    if t != "d":
        w = ints(B, "d", signed)
        per = 8 // T[t]
        assert m.p[5].active(t).tolist() == [op(v, w[i // per]) for i, v in enumerate(x)]


def _pbits(m, n: int) -> list[int]:
    return [i for i, v in enumerate(m.p[n].bits.tolist()) if v]


def test_brka_brkb_brkn_brkp_pfirst_pnext():
    """Byte predicates built with PTRUE/WHILE; expectations worked out by hand from the Arm ARM
    pseudocode of each instruction (BRKA keeps the first true element, BRKB stops before it)."""
    m = run("    mov x2, #2\n    mov x3, #9\n    whilelt p1.b, x2, x3\n"    # g = 0..6 (7 bits)
            "    index z4.b, #0, #1\n    cmpeq p2.b, p0/z, z4.b, #4\n"          # true at 4
            "    brka p3.b, p1/z, p2.b\n    brkb p4.b, p1/z, p2.b\n"
            "    ptrue p5.b\n    brkb p5.b, p1/m, p2.b\n"                      # merging: 7.. stay
            "    brkbs p12.b, p1/z, p2.b\n    cset x10, eq\n"
            "    ptrue p6.b\n    brkn p6.b, p1/z, p2.b, p6.b\n"  # last active (6) false
            "    ptrue p7.b\n    brkn p7.b, p1/z, p1.b, p7.b\n"                 # last active true
            "    brkpa p8.b, p0/z, p0.b, p2.b\n    brkpb p9.b, p0/z, p0.b, p2.b\n"
            "    pfalse p10.b\n    pfirst p10.b, p2, p10.b\n    cset x11, mi\n"
            "    pfalse p11.b\n    pnext p11.b, p1, p11.b\n    pnext p11.b, p1, p11.b\n"
            "    cset x12, mi\n")
    assert _pbits(m, 1) == list(range(7))
    assert _pbits(m, 3) == [0, 1, 2, 3, 4]
    assert _pbits(m, 4) == [0, 1, 2, 3]
    assert m.x[10] == 0 and _pbits(m, 12) == [0, 1, 2, 3]
    assert _pbits(m, 5) == [0, 1, 2, 3] + list(range(7, NB))
    assert _pbits(m, 6) == []
    assert _pbits(m, 7) == list(range(NB))
    assert _pbits(m, 8) == [0, 1, 2, 3, 4]
    assert _pbits(m, 9) == [0, 1, 2, 3]
    assert _pbits(m, 10) == [4] and m.x[11] == 1
    assert _pbits(m, 11) == [1] and m.x[12] == 0  # N: first active of p1 (0) is false


def test_ptest_flags():
    m = run("    mov x2, #0\n    mov x3, #3\n    whilelt p1.s, x2, x3\n"
            "    ptest p0, p1.b\n    cset x10, mi\n    cset x11, eq\n    cset x12, cs\n"
            "    pfalse p2.b\n    ptest p2, p1.b\n    cset x13, eq\n    cset x14, cs\n")
    assert [m.x[10], m.x[11], m.x[12]] == [1, 0, 1]
    assert [m.x[13], m.x[14]] == [1, 1]


# ----------------------------------------------------------------------------- floating point
def _fdata(vals, dt) -> str:
    raw = np.array(vals, dt).tobytes()
    return ", ".join(map(str, raw))


@pytest.mark.parametrize("dt,t", [(np.float16, "h"), (np.float32, "s"), (np.float64, "d")])
def test_fmad_family_exact_values(dt, t):
    """Small integers: every product and sum is exact, so the expected values need no rounding."""
    n = NB // np.dtype(dt).itemsize
    a = [float((i % 7) - 3) for i in range(n)]
    b = [float((i % 5) + 1) for i in range(n)]
    c = [float(10 - i % 4) for i in range(n)]
    data = f"va: .byte {_fdata(a, dt)}\nvb: .byte {_fdata(b, dt)}\nvs: .byte {_fdata(c, dt)}"
    ops = ["fmad", "fmsb", "fnmad", "fnmsb", "fnmla", "fnmls"]
    body = "".join(f"    mov z{10 + k}.d, z0.d\n    {o} z{10 + k}.{t}, p0/m, z1.{t}, z2.{t}\n"
                   for k, o in enumerate(ops))
    m = run(body, data)
    f = f"f{8 * np.dtype(dt).itemsize}"
    want = {"fmad": [x * y + z for x, y, z in zip(a, b, c)],
            "fmsb": [-x * y + z for x, y, z in zip(a, b, c)],
            "fnmad": [-x * y - z for x, y, z in zip(a, b, c)],
            "fnmsb": [x * y - z for x, y, z in zip(a, b, c)],
            "fnmla": [-x - y * z for x, y, z in zip(a, b, c)],   # Zda = -Zda - Zn*Zm
            "fnmls": [-x + y * z for x, y, z in zip(a, b, c)]}
    for k, o in enumerate(ops):
        assert m.z[10 + k].view(f).tolist() == want[o], o


@pytest.mark.parametrize("dt,t", [(np.float16, "h"), (np.float32, "s"), (np.float64, "d")])
def test_frint_modes(dt, t):
    n = NB // np.dtype(dt).itemsize
    base = [0.5, -0.5, 1.5, -2.5, 2.5, 0.49, -0.3, 3.75, -7.25, 0.0]
    vals = (base * 4)[:n]
    raw = _fdata(vals, dt)
    data = f"va: .byte {raw}\nvb: .byte {raw}\nvs: .byte {raw}"
    modes = ["frintn", "frintp", "frintm", "frintz", "frinta", "frintx", "frinti"]
    m = run("".join(f"    {md} z{10 + k}.{t}, p0/m, z0.{t}\n" for k, md in enumerate(modes)), data)
    v = np.array(vals, dt)
    away = np.where(v < 0, -np.floor(-v + 0.5), np.floor(v + 0.5))  # exact for these values
    ref = {"frintn": np.rint(v), "frintp": np.ceil(v), "frintm": np.floor(v), "frintz": np.trunc(v),
           "frinta": away, "frintx": np.rint(v), "frinti": np.rint(v)}
    u = f"u{8 * np.dtype(dt).itemsize}"
    for k, md in enumerate(modes):  # compare bits: -0.0 results must keep their sign
        want = np.asarray(ref[md], dt).view(f"<u{np.dtype(dt).itemsize}").tolist()
        assert m.z[10 + k].view(u).tolist() == want, md


def test_fcm_nan_and_zero():
    nan, inf = float("nan"), float("inf")
    a = [1.0, nan, -0.0, inf, -inf, 2.0, nan, 1e-45]
    b = [1.0, 1.0, 0.0, inf, 0.0, -3.0, nan, 0.0]
    data = f"va: .byte {_fdata(a, np.float32)}\nvb: .byte {_fdata(b, np.float32)}\nvs: .space 32"
    ops = ["fcmeq", "fcmne", "fcmge", "fcmgt", "fcmlt", "fcmle", "fcmuo", "facge", "facgt"]
    m = run("".join(f"    {o} p{1 + k}.s, p0/z, z0.s, z1.s\n" for k, o in enumerate(ops))
            + "    fcmlt p12.s, p0/z, z0.s, #0.0\n    fcmeq p13.s, p0/z, z0.s, #0.0\n", data)
    un = [x != x or y != y for x, y in zip(a, b)]
    want = {"fcmeq": [x == y for x, y in zip(a, b)],
            "fcmne": [not (x == y) for x, y in zip(a, b)],  # unordered: true
            "fcmge": [x >= y for x, y in zip(a, b)], "fcmgt": [x > y for x, y in zip(a, b)],
            "fcmlt": [x < y for x, y in zip(a, b)], "fcmle": [x <= y for x, y in zip(a, b)],
            "fcmuo": un, "facge": [abs(x) >= abs(y) for x, y in zip(a, b)],
            "facgt": [abs(x) > abs(y) for x, y in zip(a, b)]}
    for k, o in enumerate(ops):
        assert m.p[1 + k].active("s").tolist() == want[o], o
    assert m.p[12].active("s").tolist() == [x < 0 for x in a]
    assert m.p[13].active("s").tolist() == [x == 0 for x in a]  # -0.0 == 0.0


# ----------------------------------------------------------------------------- diagnostics
@pytest.mark.parametrize("src,needle", [
    ("smax z0.s, p0/m, z1.s, z2.s", "destructive"),
    ("smax z0.s, z0.s, #128", "out of range"),
    ("umin z0.b, z0.b, #-1", "out of range"),
    ("sqadd z0.b, z0.b, #1, lsl #8", "lsl #8"),
    ("asr z0.s, z1.s, #0", "out of range"),
    ("lsl z0.b, z1.b, #8", "out of range"),
    ("asrr z0.s, z1.s, #1", "predicated"),
    ("lsl z0.s, z1.s, z2.s", "wide"),
    ("sdot z0.s, z1.b, z8.b[1]", "z0-z7"),
    ("udot z0.d, z1.h, z2.h[2]", "out of range"),
    ("cmpeq p0.s, p1/z, z0.s, #16", "out of range"),
    ("cmphi p0.s, p1/z, z0.s, #128", "out of range"),
    ("cmpeq p0.s, p1/m, z0.s, z1.s", "p1/z"),
    ("fcmeq p0.s, p1/z, z0.s, #1.0", "#0.0"),
    ("fcmuo p0.s, p1/z, z0.s, #0.0", "two vectors"),
    ("pfirst p0.b, p1, p2.b", "destructive"),
    ("brkas p0.b, p1/m, p2.b", "p1/z"),
    ("fmad z0.b, p0/m, z1.b, z2.b", "expected"),
    ("frintn z0.s, p8/m, z1.s", "P0-P7"),
])
def test_diagnostics(src, needle):
    e = asm_error(src)
    assert needle in (e.message + " " + (e.hint or "")), e.message
    assert e.loc.col > 0


# ----------------------------------------------------------------------------- conversions
def test_scvtf_ucvtf_round_to_nearest_even_from_64_bits():
    """2^53+1 -> 2^53 (tie to even) in .d; 2^24+1 -> 2^24 and 2^24+3 -> 2^24+4 in .s; -1 as
    unsigned is 2^64-1 -> 2^64; .h overflows to inf above 65519."""
    vals = [(1 << 53) + 1, (1 << 24) + 1, (1 << 24) + 3, 2**64 - 1]
    data = (f"va: .xword {', '.join(hex(v) for v in vals)}\n"
            "vb: .word 65519, 65520, 0xffffffff, 3\n    .space 16\nvs: .space 32")
    m = run("    scvtf z3.d, p0/m, z0.d\n    scvtf z4.s, p0/m, z0.d\n    ucvtf z5.d, p0/m, z0.d\n"
            "    ucvtf z6.h, p0/m, z1.s\n    scvtf z7.h, p0/m, z1.s", data)
    assert m.z[3].f64.tolist() == [2.0**53, 2.0**24 + 1, 2.0**24 + 3, -1.0]
    assert m.z[4].f32[::2].tolist() == [2.0**53, 2.0**24, 2.0**24 + 4, -1.0]
    assert m.z[4].u32[1::2].tolist() == [0, 0, 0, 0]  # FP results are zero-extended
    assert m.z[5].f64.tolist()[3] == 2.0**64
    assert m.z[6].f16[::2][:4].tolist() == [65504.0, float("inf"), float("inf"), 3.0]
    assert m.z[7].f16[::2][:4].tolist() == [65504.0, float("inf"), -1.0, 3.0]


def test_fcvtzs_fcvtzu_saturate_truncate_nan():
    nan, inf = float("nan"), float("inf")
    vals = [nan, inf, -inf, -0.99, 2.0**63, -2.0**63 - 4096, 3e9, -7.5]
    data = f"va: .byte {_fdata(vals, np.float64)}\nvb: .space 64\nvs: .space 64"
    m = run("    fcvtzs z3.d, p0/m, z0.d\n    fcvtzu z4.d, p0/m, z0.d\n"
            "    fcvtzs z5.s, p0/m, z0.d\n    fcvtzu z6.s, p0/m, z0.d", data)
    i64 = [0, 2**63 - 1, -2**63, 0, 2**63 - 1, -2**63, 3000000000, -7]
    assert m.z[3].s64.tolist() == i64[:4]  # VL 256: four .d elements
    assert m.z[4].u64.tolist() == [0, 2**64 - 1, 0, 0]
    # .s results in .d containers: FCVTZS sign-extends, FCVTZU zero-extends
    assert m.z[5].s64.tolist() == [0, 2**31 - 1, -2**31, 0]
    assert m.z[6].u64.tolist() == [0, 2**32 - 1, 0, 0]


def test_cvt_size_pair_diagnostic():
    e = asm_error("scvtf z0.s, p0/m, z1.h")
    assert "no .s <- .h form" in e.message and "forms:" in e.hint


# ----------------------------------------------------------------------------- permutes, extraction
def test_ext_tbl_rev_unpack():
    m = run("    mov z3.d, z0.d\n    ext z3.b, z3.b, z1.b, #5\n    ext z4.b, {z0.b, z1.b}, #40\n"
            "    tbl z5.h, {z0.h}, z2.h\n    rev z6.s, z0.s\n    sunpkhi z7.h, z0.b\n"
            "    uunpklo z8.d, z0.s\n    revb z9.s, p0/m, z0.s\n")
    both = A + B
    assert bytes(m.z[3].u8) == both[5:5 + NB]
    assert bytes(m.z[4].u8) == bytes(NB)[:0] + both[0:NB]  # 40 >= VL bytes (32): offset 0
    tab, idx = ints(A, "h", False), ints(SH, "h", False)
    assert m.z[5].u16.tolist() == [tab[i] if i < len(tab) else 0 for i in idx]
    assert m.z[6].u32.tolist() == ints(A, "s", False)[::-1]
    assert m.z[7].s16.tolist() == ints(A, "b", True)[NB // 2:]
    assert m.z[8].u64.tolist() == ints(A, "s", False)[:NB // 8]
    assert bytes(m.z[9].u8) == b"".join(A[i:i + 4][::-1] for i in range(0, NB, 4))


def test_lasta_lastb_clast_splice():
    """Active elements 2..4 of .s (VL 256: 8 elements)."""
    m = run("    index z30.s, #0, #1\n    cmpge p1.s, p0/z, z30.s, #2\n"
            "    cmple p1.s, p1/z, z30.s, #4\n    pfalse p2.b\n"
            "    lasta w10, p1, z0.s\n    lastb w11, p1, z0.s\n    lasta w12, p2, z0.s\n"
            "    lastb w13, p2, z0.s\n    mov x14, #-1\n    clasta w14, p2, w14, z0.s\n"
            "    lastb s20, p1, z0.s\n    mov z21.d, z1.d\n    clastb z21.s, p1, z21.s, z0.s\n"
            "    mov z22.d, z1.d\n    clasta z22.s, p2, z22.s, z0.s\n"
            "    mov z23.d, z0.d\n    splice z23.s, p1, z23.s, z1.s\n")
    a, b = ints(A, "s", False), ints(B, "s", False)
    assert [m.x[10], m.x[11], m.x[12], m.x[13]] == [a[5], a[4], a[0], a[7]]
    assert m.x[14] == 0xFFFFFFFF  # nothing active: the low 32 bits, zero-extended
    assert m.z[20].u32.tolist() == [a[4]] + [0] * 7  # a SIMD&FP write clears the rest
    assert m.z[21].u32.tolist() == [a[4]] * 8
    assert m.z[22].u32.tolist() == b
    assert m.z[23].u32.tolist() == (a[2:5] + b)[:8]


@pytest.mark.parametrize("insn_", ["compact z3.s, p0, z0.s", "fadda s3, p0, s3, z0.s"])
def test_non_streaming_only_forms_sigill_in_streaming_mode(insn_):
    """Arm ARM: COMPACT and FADDA are not in the streaming SVE subset; without FEAT_SME_FA64
    they are UNDEFINED while PSTATE.SM is 1. With it (QEMU max) they run there too."""
    src = f".text\n.global _start\n_start:\n    ptrue p0.b\n    {insn_}\n    smstart sm\n" \
          f"    {insn_}\n{EXIT}"
    no_fa64 = features.ALL - {"sme-fa64"}
    m = Machine.from_source(src, "<t>", vl=VL, svl=VL, features=no_fa64)
    m.run(max_steps=100)
    assert m.fault is not None and "SIGILL" in m.fault.render()
    assert "streaming" in m.fault.render()
    assert m.steps == 3  # the first one ran outside streaming mode
    m = Machine.from_source(src, "<t>", vl=VL, svl=VL)
    m.run(max_steps=100)
    assert m.fault is None and m.exit_code == 0


def test_compact_and_fadda_outside_streaming_mode():
    vals = [1.0, 2.0**-30, -1.0, 3.0, 0.5, 2.0**24, 1.0, -2.0**24]
    data = f"va: .byte {_fdata(vals, np.float32)}\nvb: .space 32\nvs: .space 32"
    m = run("    index z30.s, #0, #1\n    cmpge p1.s, p0/z, z30.s, #1\n"
            "    cmple p1.s, p1/z, z30.s, #5\n    compact z3.s, p1, z0.s\n"
            "    fmov s4, #1.0\n    fadda s4, p0, s4, z0.s\n", data)
    assert m.z[3].f32.tolist() == vals[1:6] + [0.0] * 3
    acc = np.float32(1.0)
    for v in vals:  # strictly in element order, rounding after each step
        acc = np.float32(acc + np.float32(v))
    assert m.z[4].f32[0] == acc and m.z[4].u32[1:].tolist() == [0] * 7


# -------------------------------------------------------------------------- structure loads/stores
@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("t,s", [("b", "b"), ("h", "h"), ("w", "s"), ("d", "d")])
def test_ld_st_structures_deinterleave_and_reinterleave(n, t, s):
    esz = T[s]
    ne = NB // esz
    mem = bytes(RNG.getrandbits(8) for _ in range(NB * n))
    regs = "{" + ", ".join(f"z{k + 4}.{s}" for k in range(n)) + "}"
    data = f"va: .space 32\nvb: .space 32\nvs: .space 32\nsrc: .byte {', '.join(map(str, mem))}\n" \
           f"dst: .space {NB * n}"
    m = run(f"    mov x2, #0\n    mov x3, #3\n    whilelt p1.{s}, x2, x3\n    adr x10, src\n"
            f"    ld{n}{t} {regs}, p0/z, [x10]\n    adr x11, dst\n    st{n}{t} {regs}, p1, [x11]\n",
            data)
    elems = np.frombuffer(mem, f"u{esz}").reshape(ne, n)
    for k in range(n):
        assert m.z[4 + k].view(f"u{8 * esz}").tolist() == elems[:, k].tolist()
    out = bytes(m.memory.read_bytes(m.program.symbols["dst"], NB * n))
    assert out[:3 * n * esz] == mem[:3 * n * esz]  # only the first 3 structures are stored
    assert out[3 * n * esz:] == bytes(NB * n - 3 * n * esz)


@pytest.mark.parametrize("src,needle", [
    ("ld2w {z0.s, z2.s}, p0/z, [x0]", "consecutive"),
    ("ld3b {z0.b, z1.b, z2.b}, p0/z, [x0, #4, mul vl]", "multiple of 3"),
    ("st4d {z0.d, z1.d, z2.d, z3.d}, p0, [x0, x1, lsl #2]", "lsl #3"),
    ("ld2h {z0.h, z1.h}, p0/m, [x0]", "p0/z"),
    ("ldnt1w {z0.d}, p0/z, [x0]", ".s elements"),
    ("st2b {z0.b, z1.b}, p0, [x0, xzr]", "x0-x30"),
])
def test_structure_diagnostics(src, needle):
    e = asm_error(src)
    assert needle in (e.message + " " + (e.hint or "")), e.message


# ------------------------------------------------------------------------- FABD/FMULX/FSCALE/FEXPA
def test_fabd_fmulx_fscale():
    inf = float("inf")
    a = [1.0, -3.0, 0.0, -0.0, inf, 1.5, 2.0**-126, 3.0]
    b = [4.0, 2.0, inf, -inf, 0.0, -1.5, 1.0, 2.0]
    k = [1, -1, 0, 3, -200, 128, -23, -150]
    data = (f"va: .byte {_fdata(a, np.float32)}\nvb: .byte {_fdata(b, np.float32)}\n"
            f"vs: .byte {', '.join(map(str, np.array(k, np.int32).tobytes()))}")
    m = run("    mov z3.d, z0.d\n    fabd z3.s, p0/m, z3.s, z1.s\n"
            "    mov z4.d, z0.d\n    fmulx z4.s, p0/m, z4.s, z1.s\n"
            "    mov z5.d, z0.d\n    fscale z5.s, p0/m, z5.s, z2.s\n", data)
    assert m.z[3].f32.tolist() == [abs(x - y) for x, y in zip(a, b)]
    # FPMulX: 0 * inf = 2.0 with the XOR of the signs, otherwise an ordinary product
    assert m.z[4].f32.tolist() == [4.0, -6.0, 2.0, 2.0, 2.0, -2.25, 2.0**-126, 6.0]
    # 2^-126 * 2^-23 = 2^-149 (the smallest subnormal); 3 * 2^-150 rounds to 2^-149 (1.5 ulp -> 2)
    assert m.z[5].f32.tolist() == [2.0, -1.5, 0.0, -0.0, inf, inf, 2.0**-149, 2.0**-148]


def test_fexpa_coefficients_and_exponent():
    """Arm ARM FEXPA: result = exponent bits Zn<13:6> : coefficient[Zn<5:0>] (single); the
    table's entry 1 is 0x0164D2 and entry 32 is 0x3504F3 (2^(1/64), 2^(1/2))."""
    idx = [0, 1, 32, 63, (127 << 6) | 1, (128 << 6) | 32, 5, 6]
    data = (f"va: .word {', '.join(map(str, idx))}\nvb: .space 32\nvs: .space 32")
    m = run("    fexpa z3.s, z0.s\n", data)
    got = m.z[3].u32.tolist()
    assert got[0] == 0 and got[1] == 0x0164D2 and got[2] == 0x3504F3
    assert got[4] == (127 << 23) | 0x0164D2  # 2^(1/64)
    assert m.z[3].f32.tolist()[5] == np.float32(2.0 ** 1.5)
    assert m.z[3].f32.tolist()[4] == np.float32(2.0 ** (1 / 64))


def test_fexpa_sigill_in_streaming_mode_without_fa64():
    """FEXPA is outside the streaming SVE subset: SIGILL in streaming mode on a core without
    FEAT_SME_FA64 (the M4); QEMU's max has FA64 and runs it (tests/test_sve_fp_qemu.py)."""
    m = Machine.from_source(f".text\n.global _start\n_start:\n    smstart sm\n"
                            f"    fexpa z0.s, z1.s\n{EXIT}", "<t>", vl=VL, svl=VL, features="m4")
    m.run(max_steps=100)
    assert m.fault is not None and "SIGILL" in m.fault.render()
