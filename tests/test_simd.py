"""AdvSIMD subset against numpy and the Arm ARM's element definitions (ZIP/UZP/TRN, EXT, TBL,
AdvSIMDExpandImm); the QEMU comparisons are programs/simd/*.s."""
import numpy as np
import pytest

from simulator import Machine

from helpers import run_asm

A = np.arange(16, dtype=np.uint8) * 17 + 3            # v0 bytes
B = (np.arange(16, dtype=np.uint8) * 29 + 200).astype(np.uint8)  # v1 bytes
DATA = (".balign 16\nvin: .byte " + ", ".join(map(str, A)) + "\n.byte " + ", ".join(map(str, B)))
LOAD = "adr x9, vin\nld1 {v0.16b, v1.16b}, [x9]\n"


def _v(m, n: int, dtype=np.uint8) -> np.ndarray:
    return m.state.z[n, :16].view(dtype)


@pytest.mark.parametrize("arr,dt", [("16b", np.uint8), ("8h", np.uint16), ("4s", np.uint32),
                                    ("2d", np.uint64)])
def test_add_sub_mul_wrap(arr, dt):
    m = run_asm(LOAD + f"add v2.{arr}, v0.{arr}, v1.{arr}\nsub v3.{arr}, v0.{arr}, v1.{arr}\n"
                + (f"mul v4.{arr}, v0.{arr}, v1.{arr}" if arr != "2d" else ""), DATA)
    a, b = A.view(dt), B.view(dt)
    assert (_v(m, 2, dt) == a + b).all() and (_v(m, 3, dt) == a - b).all()
    if arr != "2d":
        assert (_v(m, 4, dt) == a * b).all()


def test_64bit_form_zeroes_the_upper_half_and_z():
    m = run_asm("ptrue p0.b\nmov z2.b, #-1\n" + LOAD + "add v2.2s, v0.2s, v1.2s", DATA)
    assert (_v(m, 2, np.uint32)[:2] == A.view(np.uint32)[:2] + B.view(np.uint32)[:2]).all()
    assert not m.state.z[2, 8:].any()


def test_logic_and_select():
    m = run_asm(LOAD + "and v2.16b, v0.16b, v1.16b\nbic v3.16b, v0.16b, v1.16b\n"
                "mvn v4.16b, v0.16b\nmovi v5.2d, #0xff00ff00ff00ff00\nmov v6.16b, v5.16b\n"
                "bsl v6.16b, v0.16b, v1.16b\ncnt v7.16b, v0.16b", DATA)
    mask = np.tile(np.array([0, 0xFF], np.uint8), 8)
    assert (_v(m, 2) == A & B).all() and (_v(m, 3) == A & ~B).all() and (_v(m, 4) == ~A).all()
    assert (_v(m, 6) == (A & mask) | (B & ~mask)).all()
    assert _v(m, 7).tolist() == [bin(int(v)).count("1") for v in A]


def test_permutes_follow_the_arm_definitions():
    m = run_asm(LOAD + "zip1 v2.4s, v0.4s, v1.4s\nuzp2 v3.8h, v0.8h, v1.8h\n"
                "trn1 v4.16b, v0.16b, v1.16b\next v5.16b, v0.16b, v1.16b, #5", DATA)
    a32, b32 = A.view(np.uint32), B.view(np.uint32)
    assert _v(m, 2, np.uint32).tolist() == [a32[0], b32[0], a32[1], b32[1]]
    a16, b16 = A.view(np.uint16), B.view(np.uint16)
    assert _v(m, 3, np.uint16).tolist() == list(a16[1::2]) + list(b16[1::2])
    want = np.empty(16, np.uint8)
    want[0::2], want[1::2] = A[0::2], B[0::2]
    assert (_v(m, 4) == want).all()
    assert (_v(m, 5) == np.concatenate([A, B])[5:21]).all()


def test_tbl_and_tbx_out_of_range():
    idx = [0, 31, 32, 255, 16, 5, 40, 1, 2, 3, 4, 6, 7, 8, 9, 10]
    data = DATA + "\nidx: .byte " + ", ".join(map(str, idx))
    m = run_asm(LOAD + "ldr q2, [x9, #32]\ntbl v3.16b, {v0.16b, v1.16b}, v2.16b\n"
                "movi v4.16b, #0x55\ntbx v4.16b, {v0.16b, v1.16b}, v2.16b", data)
    table = np.concatenate([A, B])
    assert _v(m, 3).tolist() == [int(table[i]) if i < 32 else 0 for i in idx]
    assert _v(m, 4).tolist() == [int(table[i]) if i < 32 else 0x55 for i in idx]


def test_moves_between_elements_and_general_registers():
    m = run_asm(LOAD + "dup v2.4s, v1.s[3]\nldr x3, =0x8081828384858687\ndup v3.8h, w3\n"
                "mov v4.16b, v0.16b\nmov v4.h[5], w3\nins v4.b[0], v1.b[15]\n"
                "umov w5, v1.b[1]\nsmov x6, v1.b[1]\nmov x7, v1.d[1]\nmov s8, v1.s[2]", DATA)
    b32 = B.view(np.uint32)
    assert (_v(m, 2, np.uint32) == b32[3]).all()
    assert (_v(m, 3, np.uint16) == 0x8687).all()
    want = A.copy().view(np.uint16)
    want[5] = 0x8687
    want = want.view(np.uint8).copy()
    want[0] = B[15]
    assert (_v(m, 4) == want).all()
    assert B[1] >= 128 and m.x[5] == B[1] and m.x[6] == (int(B[1]) - 256) % 2**64
    assert m.x[7] == int(B.view(np.uint64)[1])
    assert int(m.state.z[8, :4].view(np.uint32)[0]) == b32[2] and not m.state.z[8, 4:].any()


@pytest.mark.parametrize("insn,u64", [
    ("movi v2.4s, #0x12, lsl #16", 0x0012000000120000),
    ("movi v2.2s, #0xab, msl #8", 0x0000ABFF0000ABFF),
    ("mvni v2.8h, #0x1, lsl #8", 0xFEFFFEFFFEFFFEFF),
    ("movi v2.16b, #0x3c", 0x3C3C3C3C3C3C3C3C),
    ("movi v2.2d, #0xff0000ffff00ff00", 0xFF0000FFFF00FF00),
    ("fmov v2.4s, #-0.5", 0xBF000000BF000000),
    ("fmov v2.2d, #3.0", 0x4008000000000000),
])
def test_modified_immediates(insn, u64):
    m = run_asm(insn)
    assert int(_v(m, 2, np.uint64)[0]) == u64


def test_fp_vector_and_reductions():
    f = np.array([1.5, -2.0, 3.25, 1e-3], np.float32)
    g = np.array([0.5, 4.0, -1.0, 2e-3], np.float32)
    data = ".balign 16\nfv: .word " + ", ".join(hex(int(v)) for v in f.view(np.uint32)) + \
        "\n.word " + ", ".join(hex(int(v)) for v in g.view(np.uint32))
    m = run_asm("adr x9, fv\nldp q0, q1, [x9]\nfadd v2.4s, v0.4s, v1.4s\n"
                "fmul v3.4s, v0.4s, v1.s[1]\nmov v4.16b, v1.16b\nfmla v4.4s, v0.4s, v1.4s\n"
                "fmaxv s5, v0.4s\nfaddp v6.4s, v0.4s, v1.4s\nfaddp s7, v0.2s", data)
    assert (_v(m, 2, np.float32) == f + g).all()
    assert (_v(m, 3, np.float32) == f * g[1]).all()
    fused = (f.astype(np.float64) * g + g).astype(np.float32)  # exact product, one rounding
    assert (_v(m, 4, np.float32) == fused).all()
    assert _v(m, 5, np.float32)[0] == f.max()
    assert _v(m, 6, np.float32).tolist() == [f[0] + f[1], f[2] + f[3], g[0] + g[1], g[2] + g[3]]
    assert _v(m, 7, np.float32)[0] == f[0] + f[1]


def test_addv_and_integer_reductions():
    m = run_asm(LOAD + "addv b2, v0.16b\naddv s3, v1.4s\numaxv h4, v1.8h\nsminv b5, v1.16b", DATA)
    assert _v(m, 2)[0] == A.sum() % 256
    assert _v(m, 3, np.uint32)[0] == B.view(np.uint32).sum(dtype=np.uint32)
    assert _v(m, 4, np.uint16)[0] == B.view(np.uint16).max()
    assert _v(m, 5, np.int8)[0] == B.view(np.int8).min()


def test_ld1_st1_post_index():
    m = run_asm("adr x9, vin\nmov x3, #16\nld1 {v4.4s, v5.4s}, [x9], #32\nadr x10, out\n"
                "st1 {v5.2d}, [x10], x3\nst1 {v4.8b}, [x10]", DATA + "\nout: .space 32")
    out = np.frombuffer(m.memory.read_bytes(m.memory.address_of("out"), 24), np.uint8)
    assert (out[:16] == B).all() and (out[16:24] == A[:8]).all()
    assert m.x[9] == m.memory.address_of("vin") + 32 and m.x[10] == m.memory.address_of("out") + 16


@pytest.mark.parametrize("line,message", [
    ("add v0.4s, v1.4s, v2.8h", "operands mix arrangements"),
    ("mul v0.2d, v1.2d, v2.2d", "arrangement .2d is not allowed here"),
    ("ld1 {v0.4s, v2.4s}, [x0]", "list registers must be consecutive"),
    ("ld1 {v0.4s}, [x0], #8", "the post-index immediate must be 16"),
    ("movi v0.4s, #0x100", "immediate 256 out of range 0-255"),
    ("movi v0.2d, #0x1234", "is not a byte mask"),
    ("dup v0.2d, w1", "dup .2d takes an x register"),
    ("ext v0.8b, v1.8b, v2.8b, #8", "index 8 out of range 0-7"),
    ("umov x0, v1.s[1]", "umov of a .d element needs an x register"),
    ("add v0.3s, v1.4s, v2.4s", "bad vector arrangement"),
])
def test_errors_are_located(line, message):
    from isa.asm.diag import AsmErrors

    with pytest.raises(AsmErrors) as e:
        Machine.from_source(f".text\n_start: {line}\n", "e.s")
    assert message in str(e.value) and "e.s:2:" in e.value.render()


def test_vector_conversions_and_rounding():
    f = np.array([2.5, -1.5, 3e9, np.nan], np.float32)
    data = ".balign 16\nfv: .word " + ", ".join(hex(int(v)) for v in f.view(np.uint32))
    m = run_asm("adr x9, fv\nldr q0, [x9]\nfcvtzs v1.4s, v0.4s\nfcvtns v2.4s, v0.4s\n"
                "fcvtau v3.4s, v0.4s\nfrintn v4.4s, v0.4s\nfrinta v5.4s, v0.4s\n"
                "fcvtl v6.2d, v0.2s\nfcvtn v7.4h, v0.4s\nmov x2, #-3\ndup v8.2d, x2\n"
                "scvtf v9.2d, v8.2d\nucvtf v10.4s, v8.4s\nld1r {v11.8h}, [x9], #2", data)
    assert _v(m, 1, np.int32).tolist() == [2, -1, 2**31 - 1, 0]     # toward zero, saturate
    assert _v(m, 2, np.int32).tolist() == [2, -2, 2**31 - 1, 0]     # ties to even
    assert _v(m, 3, np.uint32).tolist() == [3, 0, 3000000000, 0]    # ties away, unsigned
    assert _v(m, 4, np.float32)[:3].tolist() == [2.0, -2.0, 3e9]
    assert _v(m, 5, np.float32)[:3].tolist() == [3.0, -2.0, 3e9]
    assert _v(m, 6, np.float64).tolist() == [2.5, -1.5]
    assert _v(m, 7, np.float16)[:3].tolist() == [2.5, -1.5, np.inf] and not m.state.z[7, 8:].any()
    assert _v(m, 9, np.float64).tolist() == [-3.0, -3.0]
    assert _v(m, 10, np.float32).tolist() == [2.0 ** 32] * 4                # rounded up
    assert (_v(m, 11, np.uint16) == f.view(np.uint16)[0]).all()


def test_shifts_widen_narrow():
    m = run_asm(LOAD + "shl v2.8h, v1.8h, #3\nushr v3.4s, v1.4s, #32\nsshr v4.16b, v1.16b, #8\n"
                "ushll2 v5.8h, v1.16b, #1\nsxtl v6.4s, v1.4h\nmov v7.16b, v0.16b\n"
                "xtn2 v7.16b, v1.8h\nshrn v8.4h, v1.4s, #12", DATA)
    b16, b32, b8 = B.view(np.uint16), B.view(np.uint32), B.view(np.int8)
    assert (_v(m, 2, np.uint16) == (b16 << 3).astype(np.uint16)).all()
    assert not _v(m, 3).any()
    assert (_v(m, 4, np.int8) == np.where(b8 < 0, -1, 0)).all()
    assert (_v(m, 5, np.uint16) == B[8:].astype(np.uint16) << 1).all()
    assert (_v(m, 6, np.int32) == B.view(np.int16)[:4].astype(np.int32)).all()
    assert (_v(m, 7)[:8] == A[:8]).all() and (_v(m, 7)[8:] == b16.astype(np.uint8)).all()
    assert (_v(m, 8, np.uint16)[:4] == (b32 >> 12).astype(np.uint16)).all()
    assert not m.state.z[8, 8:].any()


def test_half_precision_vector():
    h = np.array([1.5, -0.25, 65504, 6e-8, 2.0, 3.0, -1.0, 0.5], np.float16)
    data = ".balign 16\nhv: .hword " + ", ".join(hex(int(v)) for v in h.view(np.uint16))
    m = run_asm("adr x9, hv\nldr q0, [x9]\nfadd v1.8h, v0.8h, v0.8h\nfmul v2.4h, v0.4h, v0.h[4]\n"
                "fmaxv h3, v0.8h\nfsqrt v4.8h, v0.8h", data)
    with np.errstate(over="ignore"):
        twice, prod = h + h, h[:4] * h[4]
    assert (_v(m, 1, np.float16) == twice).all()               # 65504 * 2 overflows to inf
    assert (_v(m, 2, np.float16)[:4] == prod).all() and not m.state.z[2, 8:].any()
    assert _v(m, 3, np.float16)[0] == h.max()
    with np.errstate(invalid="ignore"):
        want = np.sqrt(h.astype(np.float64)).astype(np.float16)
    got = _v(m, 4, np.float16)
    assert (got[~np.isnan(want)] == want[~np.isnan(want)]).all()


def test_integer_compare_minmax_abs():
    m = run_asm(LOAD + "cmgt v2.16b, v0.16b, v1.16b\ncmhi v3.16b, v0.16b, v1.16b\n"
                "smax v4.8h, v0.8h, v1.8h\numin v5.4s, v0.4s, v1.4s\naddp v6.4s, v0.4s, v1.4s\n"
                "abs v7.16b, v1.16b", DATA)
    sa, sb = A.view(np.int8), B.view(np.int8)
    assert (_v(m, 2) == np.where(sa > sb, 0xFF, 0)).all()
    assert (_v(m, 3) == np.where(A > B, 0xFF, 0)).all()
    assert (_v(m, 4, np.int16) == np.maximum(A.view(np.int16), B.view(np.int16))).all()
    assert (_v(m, 5, np.uint32) == np.minimum(A.view(np.uint32), B.view(np.uint32))).all()
    a32, b32 = [int(v) for v in A.view(np.uint32)], [int(v) for v in B.view(np.uint32)]
    pairs = [a32[0] + a32[1], a32[2] + a32[3], b32[0] + b32[1], b32[2] + b32[3]]
    assert _v(m, 6, np.uint32).tolist() == [p & 0xFFFFFFFF for p in pairs]
    assert (_v(m, 7, np.int8) == np.abs(sb)).all()


def test_ld3_st3_deinterleave():
    data = ".balign 16\nrgb: .byte " + ", ".join(str(i) for i in range(48)) + "\nout: .space 48"
    m = run_asm("adr x9, rgb\nld3 {v0.16b, v1.16b, v2.16b}, [x9], #48\nadr x10, out\n"
                "st3 {v0.16b, v1.16b, v2.16b}, [x10]\nld2 {v4.4s, v5.4s}, [x10]", data)
    src = np.arange(48, dtype=np.uint8)
    for r in range(3):
        assert (_v(m, r) == src[r::3]).all()
    out = np.frombuffer(m.memory.read_bytes(m.memory.address_of("out"), 48), np.uint8)
    assert (out == src).all()
    words = src[:32].view(np.uint32)
    assert (_v(m, 4, np.uint32) == words[0::2]).all() and (_v(m, 5, np.uint32) == words[1::2]).all()


def test_dot_products_long_multiply_saturating_narrow():
    m = run_asm(LOAD + "movi v2.2d, #0\nsdot v2.4s, v0.16b, v1.16b\nmovi v3.2d, #0\n"
                "udot v3.4s, v0.16b, v1.4b[2]\nsmull2 v4.8h, v0.16b, v1.16b\n"
                "sqxtn v5.8b, v1.8h\nuqxtn v6.4h, v0.4s", DATA)
    sa, sb = A.view(np.int8).astype(np.int64), B.view(np.int8).astype(np.int64)
    assert (_v(m, 2, np.int32) == (sa * sb).reshape(4, 4).sum(axis=1)).all()
    grp = np.tile(B[8:12].astype(np.int64), 4)
    assert (_v(m, 3, np.uint32) == (A.astype(np.int64) * grp).reshape(4, 4).sum(axis=1)).all()
    assert (_v(m, 4, np.int16) == sa[8:] * sb[8:]).all()
    assert (_v(m, 5, np.int8)[:8] == np.clip(B.view(np.int16), -128, 127)).all()
    assert (_v(m, 6, np.uint16)[:4] == np.clip(A.view(np.uint32), 0, 0xFFFF)).all()
