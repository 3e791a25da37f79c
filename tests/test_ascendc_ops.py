"""Operator-style Ascend C VFs (tests/ascendc/ops.asc: elementwise, activation, reduction,
cast; several dtypes; ragged tails through UpdateMask; explicit and implicit AddrRegs;
post-update and two-register loads/stores) checked against numpy, and Reg API semantics each
with its own small VF."""
from __future__ import annotations

import os

import numpy as np
import pytest

pytest.importorskip("tree_sitter_cpp", reason="needs tree-sitter-cpp (pip install tree-sitter-cpp)")

from simulator.vf import VfMachine  # noqa: E402

SRC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ascendc")
N = 300  # not a multiple of any lane count: every loop ends on a ragged UpdateMask tail


@pytest.fixture(scope="module")
def ops():
    return VfMachine.from_file(os.path.join(SRC, "ops.asc"))


def padded(x, n=320):
    out = np.zeros(n, x.dtype)
    out[:len(x)] = x
    return out


RNG = np.random.default_rng(0)
A = RNG.uniform(-4, 4, N).astype(np.float32)
B = RNG.uniform(-4, 4, N).astype(np.float32)


@pytest.mark.parametrize("dt", [np.float32, np.float16, np.int32, np.int16])
def test_add_every_dtype_with_a_ragged_tail(ops, dt):
    t = {np.float32: "float", np.float16: "half", np.int32: "int32_t", np.int16: "int16_t"}[dt]
    a, b = padded((A * 10).astype(dt), 512), padded((B * 10).astype(dt), 512)
    d = np.zeros(512, dt)
    ops.vf_call(f"AddVF<{t}>", dst=d, a=a, b=b, n=N)
    np.testing.assert_array_equal(d[:N], (a[:N] + b[:N]).astype(dt))
    assert not d[N:].any()  # lanes past n are masked off: not written


def test_add_bfloat16(ops):
    def bf16(x):  # float32 -> bf16 bits, round to nearest even (no NaNs here)
        b = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
        return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)

    def f32(bits):
        return (bits.astype(np.uint32) << 16).view(np.float32)
    a, b = bf16(padded(A, 512)), bf16(padded(B, 512))
    d = np.zeros(512, np.uint16)
    ops.vf_call("AddVF<bfloat16_t>", dst=d, a=a, b=b, n=N)
    np.testing.assert_array_equal(d[:N], bf16(f32(a[:N]) + f32(b[:N])))
    assert not d[N:].any()


@pytest.mark.parametrize("op,ref", [(0, lambda x: np.maximum(x, 0)), (1, np.abs), (2, np.negative)])
def test_relu_abs_neg_through_a_runtime_if(ops, op, ref):
    d = np.zeros(320, np.float32)
    ops.vf_call("UnaryVF<float>", dst=d, src=padded(A), n=N, op=op)
    np.testing.assert_array_equal(d[:N], ref(A))


def test_unary_if_chain_is_a_software_loop(ops):
    msgs = [r.message for r in ops.program.remarks if r.loc.line == 33]
    assert msgs and msgs[0].startswith("software loop: body has a branch")


def test_sigmoid_and_leaky_relu_half(ops):
    d = np.zeros(320, np.float32)
    ops.vf_call("SigmoidVF<float>", dst=d, src=padded(A), n=N)
    np.testing.assert_allclose(d[:N], 1 / (1 + np.exp(-A.astype(np.float64))), rtol=1e-6)
    h = padded(A.astype(np.float16))
    d = np.zeros(320, np.float16)
    ops.vf_call("LeakyReluVF<half>", dst=d, src=h, n=N, alpha=0.1)
    want = np.where(h[:N] >= 0, h[:N], h[:N] * np.float16(0.1))
    np.testing.assert_array_equal(d[:N], want)


def test_axpy_clamp_logsqrt(ops):
    y = padded(B.copy())
    ops.vf_call("AxpyVF", y=y, x=padded(A), alpha=0.5, n=N)
    np.testing.assert_array_equal(y[:N], (np.float32(0.5) * A + B).astype(np.float32))
    d = np.zeros(320, np.float32)
    ops.vf_call("ClampVF<float>", dst=d, src=padded(A), n=N)
    np.testing.assert_array_equal(d[:N], np.clip(A, -2, 3))
    d = np.zeros(320, np.float32)
    ops.vf_call("LogSqrtVF<float>", dst=d, src=padded(np.abs(A) + 1), n=N)
    np.testing.assert_allclose(d[:N], np.log(np.sqrt(np.abs(A) + 1)), rtol=1e-6)


@pytest.mark.parametrize("kind,ref", [("SUM", np.sum), ("MAX", np.max)])
def test_reductions(ops, kind, ref):
    d = np.zeros(64, np.float32)
    ops.vf_call(f"ReduceVF<float, ReduceType::{kind}>", dst=d, src=padded(A), n=N)
    np.testing.assert_allclose(d[0], ref(A.astype(np.float64)), rtol=1e-5)
    assert not d[1:].any()  # DIST_FIRST_ELEMENT stores one element


def test_casts_round_and_widen(ops):
    d = np.zeros(320, np.float16)
    ops.vf_call("CastDownVF", dst=d, src=padded(A), n=N)
    np.testing.assert_array_equal(d[:N], A.astype(np.float16))  # CAST_RINT = numpy's rounding
    d = np.zeros(320, np.float32)
    ops.vf_call("CastUpVF", dst=d, src=padded(A.astype(np.float16)), n=N)
    np.testing.assert_array_equal(d[:N], A.astype(np.float16).astype(np.float32))
    d = np.zeros(320, np.int32)
    ops.vf_call("FloorToIntVF", dst=d, src=padded(A), n=N)
    np.testing.assert_array_equal(d[:N], np.floor(A).astype(np.int32))


def test_explicit_addrreg_post_update_and_interleave(ops):
    s = RNG.uniform(1, 2, 8).astype(np.float32)
    x = RNG.uniform(-1, 1, (8, 64)).astype(np.float32)
    d = np.zeros_like(x)
    ops.vf_call("RowScaleVF", dst=d, src=x, scale=s, rows=8)
    np.testing.assert_array_equal(d, x * s[:, None])
    d = np.zeros(256, np.float32)
    ops.vf_call("CopyPostVF", dst=d, src=A[:256].copy(), loops=4)
    np.testing.assert_array_equal(d, A[:256])
    d = np.zeros(512, np.float32)
    ops.vf_call("CopyStrideVF", dst=d, src=padded(A, 512), loops=4, step=128)  # every other VL
    np.testing.assert_array_equal(d.reshape(4, 2, 64)[:, 0], padded(A, 512).reshape(4, 2, 64)[:, 0])
    assert not d.reshape(4, 2, 64)[:, 1].any()
    d = np.zeros(256, np.float32)
    ops.vf_call("SwapPairsVF", dst=d, src=A[:256].copy(), loops=2)
    np.testing.assert_array_equal(d.reshape(-1, 2), A[:256].reshape(-1, 2)[:, ::-1])


def test_int32_mul_sub(ops):
    a = RNG.integers(-1000, 1000, 320).astype(np.int32)
    b = RNG.integers(-1000, 1000, 320).astype(np.int32)
    d = np.zeros(320, np.int32)
    ops.vf_call("MulSubVF<int32_t>", dst=d, a=a, b=b, n=N)
    np.testing.assert_array_equal(d[:N], a[:N] * b[:N] - a[:N])


# ---------------------------------------------------------------- Reg API semantics, one each
SEM = r'''
#include "kernel_operator.h"
using namespace AscendC::Reg;
__simd_vf__ inline void Modes(__ubuf__ float* dst, __ubuf__ float* a, __ubuf__ float* b, uint32_t n)
{
    RegTensor<float> x, y, z, w;
    LoadAlign(x, a);
    LoadAlign(y, b);
    LoadAlign(z, b);
    MaskReg m = UpdateMask<float>(n);
    Add(w, x, y, m);                               // ZEROING: inactive lanes become 0
    Add<float, MaskMergeMode::MERGING>(z, x, y, m); // MERGING: inactive lanes keep z
    StoreAlign(dst, w, CreateMask<float>());
    StoreAlign(dst + 64, z, CreateMask<float>());
}
__simd_vf__ inline void Count(__ubuf__ int32_t* dst, uint32_t n)
{
    RegTensor<int32_t> v;
    MaskReg full = CreateMask<int32_t>();
    MaskReg m = UpdateMask<int32_t>(n);            // n -= min(n, 64)
    Duplicate(v, n, full);
    StoreAlign(dst, v, full);
}
__simd_vf__ inline void MaskLogic(__ubuf__ int32_t* dst, __ubuf__ int32_t* src)
{
    RegTensor<int32_t> x, one, zero, y;
    MaskReg full = CreateMask<int32_t>();
    MaskReg pos, small, both, either, none, copy;
    LoadAlign(x, src);
    Duplicate(one, 1, full);
    Duplicate(zero, 0, full);
    Compares<int32_t, CMPMODE::GT>(pos, x, 0, full);
    Compares<int32_t, CMPMODE::LT>(small, x, 10, full);
    And(both, pos, small, full);
    Or(either, pos, small, full);
    Not(none, either, full);
    Move(copy, both);
    Select(y, one, zero, copy);
    StoreAlign(dst, y, full);
    Select(y, one, zero, none);
    StoreAlign(dst + 64, y, full);
}
__simd_vf__ inline void More(__ubuf__ float* dst, __ubuf__ float* a, __ubuf__ float* b)
{
    RegTensor<float> x, y, acc, idx, r;
    MaskReg full = CreateMask<float>();
    MaskReg lt;
    LoadAlign(x, a);
    LoadAlign(y, b);
    Duplicate(acc, 1.0f, full);
    MulAddDst(acc, x, y, full);          // acc = x*y + acc
    StoreAlign(dst, acc, full);
    Duplicate(acc, 2.0f, full);
    MulDstAdd(acc, x, y, full);          // acc = acc*x + y
    StoreAlign(dst + 64, acc, full);
    Compare<float, CMPMODE::LT>(lt, x, y, full);
    Arange(idx, 0.0f);
    Select(r, idx, y, lt);
    StoreAlign(dst + 128, r, full);
    Reduce<ReduceType::MIN>(r, x, full);
    StoreAlign<float, StoreDist::DIST_FIRST_ELEMENT_B32>(dst + 192, r, full);
}
__simd_vf__ inline void Permute(__ubuf__ float* dst, __ubuf__ float* src, __ubuf__ uint32_t* perm)
{
    RegTensor<float> x;
    RegTensor<uint32_t> idx;
    MaskReg full = CreateMask<float>();
    LoadAlign(idx, perm);
    Gather(x, src, idx, full);                 // x[i] = src[perm[i]]
    StoreAlign(dst, x, full);
    Scatter(dst + 64, x, idx, full);           // dst[64 + perm[i]] = x[i]
}
__simd_vf__ inline void Sat(__ubuf__ int16_t* dst, __ubuf__ int32_t* src)
{
    static constexpr CastTrait sat = {RegLayout::ZERO, SatMode::SAT, MaskMergeMode::ZEROING,
                                      AscendC::RoundMode::CAST_NONE};
    RegTensor<int32_t> x;
    RegTensor<int16_t> y;
    MaskReg full = CreateMask<int32_t>();
    LoadAlign(x, src);
    Cast<int16_t, int32_t, sat>(y, x, full);
    StoreAlign<int16_t, StoreDist::DIST_PACK_B32>(dst, y, full);
}
'''


@pytest.fixture(scope="module")
def sem():
    return VfMachine.from_source(SEM, "sem.asc")


def test_mask_modes_zeroing_and_merging(sem):
    a, b = np.arange(64, dtype=np.float32), np.full(64, 100, np.float32)
    d = np.zeros(128, np.float32)
    sem.vf_call("Modes", dst=d, a=a, b=b, n=10)
    np.testing.assert_array_equal(d[:64], np.where(np.arange(64) < 10, a + b, 0))
    np.testing.assert_array_equal(d[64:], np.where(np.arange(64) < 10, a + b, 100))


def test_update_mask_decrements_its_count(sem):
    for n, left in ((100, 36), (40, 0)):
        d = np.zeros(64, np.int32)
        sem.vf_call("Count", dst=d, n=n)
        assert (d == left).all()


def test_mask_and_or_not_move(sem):
    x = np.arange(-32, 32, dtype=np.int32)
    d = np.zeros(128, np.int32)
    sem.vf_call("MaskLogic", dst=d, src=x)
    np.testing.assert_array_equal(d[:64], ((x > 0) & (x < 10)).astype(np.int32))
    np.testing.assert_array_equal(d[64:], (~((x > 0) | (x < 10))).astype(np.int32))


def test_muladd_forms_compare_arange_reduce_min(sem):
    a = RNG.uniform(-2, 2, 64).astype(np.float32)
    b = RNG.uniform(-2, 2, 64).astype(np.float32)
    d = np.zeros(256, np.float32)
    sem.vf_call("More", dst=d, a=a, b=b)
    np.testing.assert_array_equal(d[:64], (a * b).astype(np.float32) + np.float32(1))
    np.testing.assert_array_equal(d[64:128], (np.float32(2) * a).astype(np.float32) + b)
    np.testing.assert_array_equal(d[128:192], np.where(a < b, np.arange(64, dtype=np.float32), b))
    assert d[192] == a.min() and not d[193:].any()


def test_gather_and_scatter(sem):
    src = RNG.uniform(-1, 1, 64).astype(np.float32)
    perm = RNG.permutation(64).astype(np.uint32)
    d = np.zeros(128, np.float32)
    sem.vf_call("Permute", dst=d, src=src, perm=perm)
    np.testing.assert_array_equal(d[:64], src[perm])
    back = np.zeros(64, np.float32)
    back[perm] = src[perm]
    np.testing.assert_array_equal(d[64:], back)


def test_cast_saturates_with_sat_mode(sem):
    x = np.array([70000, -70000, 5, -5] * 16, np.int32)
    d = np.zeros(64, np.int16)
    sem.vf_call("Sat", dst=d, src=x)
    np.testing.assert_array_equal(d, np.clip(x, -32768, 32767).astype(np.int16))
