"""Scalar floating point and SIMD&FP loads/stores against numpy and the Arm ARM pseudocode
(FPCompare flags, FPToFixed saturation, VFPExpandImm, FixedToFP rounding); the QEMU comparisons
are programs/base/fp_scalar_{h,s,d}.s."""
import numpy as np
import pytest

from simulator import Machine

from helpers import run_asm

F = {"h": np.float16, "s": np.float32, "d": np.float64}
U = {"h": np.uint16, "s": np.uint32, "d": np.uint64}


def _val(m, n: int, t: str):
    return m.state.z[n, :np.dtype(F[t]).itemsize].view(F[t])[0]


def _load(t: str, *values) -> tuple[str, str]:
    """(instructions, data) that put ``values`` in t0, t1, ..."""
    d = ".balign 16\nfin: " + "\n".join(f".{ {'h': 'hword', 's': 'word', 'd': 'quad'}[t]} "
                                         f"0x{int(np.array(v, F[t]).view(U[t])):x}" for v in values)
    sz = np.dtype(F[t]).itemsize
    body = "adr x9, fin\n" + "\n".join(f"ldr {t}{i}, [x9, #{i * sz}]" for i in range(len(values)))
    return body, d


@pytest.mark.parametrize("t", "hsd")
@pytest.mark.parametrize("op,ref", [("fadd", np.add), ("fsub", np.subtract),
                                    ("fmul", np.multiply), ("fdiv", np.divide),
                                    ("fmax", np.maximum), ("fminnm", np.fmin)])
def test_binary_matches_numpy(t, op, ref):
    rng = np.random.default_rng(7)
    for _ in range(4):
        a, b = (rng.standard_normal(2) * 100).astype(F[t])
        body, data = _load(t, a, b)
        m = run_asm(f"{body}\n{op} {t}2, {t}0, {t}1", data)
        want = ref(np.array(a, F[t]), np.array(b, F[t]))
        assert _val(m, 2, t) == want


@pytest.mark.parametrize("t", "sd")
def test_fmadd_is_fused(t):
    # a*b + c with one rounding: (1 + 2^-p)(1 - 2^-p) - 1 = -2^-2p exactly (numpy would give 0)
    e = {"s": 2.0 ** -23, "d": 2.0 ** -52}[t]
    body, data = _load(t, 1 + e, 1 - e, -1.0)
    m = run_asm(f"{body}\nfmadd {t}3, {t}0, {t}1, {t}2\nfnmsub {t}4, {t}0, {t}1, {t}2\n"
                f"fmsub {t}5, {t}0, {t}1, {t}2\nfnmadd {t}6, {t}0, {t}1, {t}2", data)
    assert _val(m, 3, t) == -e * e          # FMADD  a + n*m
    assert _val(m, 4, t) == 2.0             # FNMSUB n*m - a = 2 - e^2, rounded
    assert _val(m, 5, t) == -2.0            # FMSUB  a - n*m
    assert _val(m, 6, t) == e * e           # FNMADD -a - n*m


@pytest.mark.parametrize("a,b,nzcv", [(1.0, 2.0, [1, 0, 0, 0]), (2.0, 1.0, [0, 0, 1, 0]),
                                      (-0.0, 0.0, [0, 1, 1, 0]), (np.nan, 1.0, [0, 0, 1, 1]),
                                      (np.inf, np.inf, [0, 1, 1, 0])])
def test_fcmp_flags(a, b, nzcv):
    body, data = _load("d", a, b)
    m = run_asm(f"{body}\nfcmp d0, d1", data)
    assert list(m.state.nzcv) == nzcv


def test_fccmp_and_fcsel():
    body, data = _load("s", 1.0, 2.0)
    m = run_asm(f"{body}\ncmp xzr, #1\nfccmp s0, s1, #0b0110, eq\nfcsel s2, s0, s1, eq\n"
                "cmp xzr, #0\nfccmp s1, s0, #0, eq\nfcsel s3, s0, s1, gt", data)
    # first FCCMP: eq fails -> NZCV = 0110, so fcsel eq picks s0; second compares 2 > 1
    assert _val(m, 2, "s") == 1.0 and _val(m, 3, "s") == 1.0


@pytest.mark.parametrize("op,vals", [
    ("frintn", {0.5: 0.0, 1.5: 2.0, -2.5: -2.0, -0.2: -0.0}),
    ("frinta", {0.5: 1.0, -2.5: -3.0, 0.49999997: 0.0}),
    ("frintp", {0.1: 1.0, -0.9: -0.0}), ("frintm", {-0.1: -1.0, 0.9: 0.0}),
    ("frintz", {-1.9: -1.0, 1.9: 1.0}), ("frintx", {2.5: 2.0}), ("frinti", {3.5: 4.0})])
def test_frint(op, vals):
    for x, want in vals.items():
        body, data = _load("s", x)
        m = run_asm(f"{body}\n{op} s1, s0", data)
        got = _val(m, 1, "s")
        assert got == want and np.signbit(got) == np.signbit(want), (op, x)


@pytest.mark.parametrize("insn,x,want", [
    ("fcvtzs w1, s0", -1.9, 0xFFFFFFFF), ("fcvtzs w1, s0", 3e9, 0x7FFFFFFF),
    ("fcvtzs x1, s0", -3e19, 1 << 63), ("fcvtzu w1, s0", -5.0, 0), ("fcvtzu x1, s0", np.nan, 0),
    ("fcvtzs w1, s0, #4", 1.5, 24), ("fcvtzu x1, s0, #64", 0.5, 1 << 63),
    ("fcvtzu w1, s0", np.inf, 0xFFFFFFFF)])
def test_fcvtz_saturates(insn, x, want):
    body, data = _load("s", x)
    assert run_asm(f"{body}\n{insn}", data).x[1] == want


@pytest.mark.parametrize("insn,x,t,want", [
    ("scvtf s0, x1", (1 << 24) + 1, "s", 16777216.0),       # ties to even
    ("scvtf s0, x1", (1 << 24) + 3, "s", 16777220.0),
    ("ucvtf d0, x1", (1 << 64) - 1, "d", 2.0 ** 64),
    ("scvtf d0, w1", 0xFFFFFFFF, "d", -1.0),
    ("scvtf h0, w1", 65520, "h", np.inf),                   # rounds past the largest half
    ("ucvtf s0, w1, #8", 0x180, "s", 1.5),
    # 2^53 + 2^29 + 1 rounds up in one step to float32; via double it would tie and go down
    ("scvtf s0, x1", (1 << 53) + (1 << 29) + 1, "s", float(np.float32(2.0 ** 53 + 2.0 ** 30))),
])
def test_cvtf_rounds_once(insn, x, t, want):
    m = run_asm(f"ldr x1, ={x}\n{insn}")
    assert _val(m, 0, t) == want


def test_fcvt_and_fmov_forms():
    body, data = _load("d", 1.0 / 3.0)
    m = run_asm(f"{body}\nfcvt s1, d0\nfcvt h2, d0\nfmov s3, #-1.25\nfmov d4, d0\nfmov x5, d0\n"
                "mov x6, #0x3c00\nfmov h7, w6\nfmov w11, h7\nfmov v9.d[1], x5\nfmov x10, v9.d[1]",
                data)
    assert _val(m, 1, "s") == np.float32(1.0 / 3.0)
    assert _val(m, 2, "h") == np.float16(1.0 / 3.0)
    assert _val(m, 3, "s") == -1.25
    assert _val(m, 4, "d") == 1.0 / 3.0
    assert _val(m, 7, "h") == 1.0 and m.x[11] == 0x3C00
    assert m.x[10] == m.x[5] and not m.state.z[9, 16:].any()


def test_scalar_write_zeroes_the_vector_register():
    m = run_asm("ptrue p0.b\nmov z3.b, #-1\nfmov s1, #1.0\nfadd s3, s1, s1")
    assert _val(m, 3, "s") == 2.0 and not m.state.z[3, 4:].any()


def test_fp_loads_and_stores():
    m = run_asm("adr x3, buf\nldp q0, q1, [x3]\nldr d2, [x3, #8]!\nldr s3, [x3], #4\n"
                "ldr h4, [x3, x1]\nldur b5, [x3, #-1]\nadr x2, out\nstp q1, q0, [x2]\n"
                "str d2, [x2, #32]\nldr q6, lit\nstr q6, [x2, #48]",
                ".balign 16\nbuf: .quad 0x1111111111111111, 0x2222222222222222, 0x3333333333333333,"
                " 0x4444444444444444\nlit: .quad 7, 8\nout: .space 64")
    out = m.memory.read_bytes(m.memory.address_of("out"), 64)
    b = np.frombuffer(out, np.uint64)
    assert b.tolist() == [0x3333333333333333, 0x4444444444444444, 0x1111111111111111,
                          0x2222222222222222, 0x2222222222222222, 0, 7, 8]
    assert m.x[3] == m.memory.address_of("buf") + 12
    assert int(m.state.z[3, :4].view(np.uint32)[0]) == 0x22222222


@pytest.mark.parametrize("line,message", [
    ("fadd s0, s1, d2", "operands mix register sizes"),
    ("fmov s0, #0.1", "not encodable as an 8-bit floating-point immediate"),
    ("fcmp s0, #1.0", "the only immediate fcmp compares with is #0.0"),
    ("fcvt s0, s1", "fcvt converts between different sizes"),
    ("scvtf s0, w1, #33", "fixed-point fraction bits 33 out of range 1-32"),
    ("ldp b0, b1, [x0]", "a pair is two s, d or q registers"),
    ("ldr q0, [x0, #264]", "offset 264 out of range"),
    ("fmov x0, v1.d[0]", "fmov moves a general register to or from v<n>.d[1] only"),
])
def test_errors_are_located(line, message):
    from isa.asm.diag import AsmErrors

    with pytest.raises(AsmErrors) as e:
        Machine.from_source(f".text\n_start: {line}\n", "e.s")
    assert message in str(e.value) and "e.s:2:" in e.value.render()
