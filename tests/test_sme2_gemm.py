"""SME2 GEMM micro-kernels (programs/kernels/*.S, KleidiAI style) called through ``Machine.call``
on numpy data: checked against numpy (exactly for int8; fp32 against a float64 reference within
the fp32 rounding bound) and bit for bit against QEMU 11.1 running a small driver (a ``_start``
that calls the kernel on embedded data and writes dst). The kernels' ``.inst`` words are checked
against llvm-objdump-19's text of them.
"""
from __future__ import annotations

import ctypes
import re
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

from simulator import Machine  # noqa: E402
from simulator.loader.call import Block  # noqa: E402
from tools import objdump_oracle, qemu_oracle  # noqa: E402

KERNELS = ROOT / "programs" / "kernels"
F32 = KERNELS / "sme2_gemm_f32.S"
I8 = KERNELS / "sme2_gemm_i8_luti4.S"
SVL = 256  # bits: QEMU 11.1's default streaming vector length (and tilesim's)
VLS = SVL // 32
P = ctypes.c_void_p
F32_ARGS = [("lhs", P), ("rhs", P), ("dst", P), ("k", ctypes.c_uint64)]
I8_ARGS = [("lhs", P), ("rhs4", P), ("lut", P), ("dst", P), ("k", ctypes.c_uint64)]


def _specials(rng, shape):
    a = rng.standard_normal(shape).astype(np.float32)
    a.flat[rng.choice(a.size, a.size // 8, replace=False)] = np.float32(1.0) + np.float32(2**-12)
    a.flat[0] = np.float32(1.5e-40)  # subnormal
    return a


# ----------------------------------------------------------------------------- fp32
def f32_inputs(k: int, seed: int):
    rng = np.random.default_rng(seed)
    return _specials(rng, (k, 2 * VLS)), _specials(rng, (k, 2 * VLS))


def run_f32(m: Machine, lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
    dst = np.full((2 * VLS, 2 * VLS), np.nan, np.float32)
    m.call("sme2_gemm_f32", Block(F32_ARGS, {"lhs": lhs, "rhs": rhs, "dst": dst,
                                             "k": lhs.shape[0]}), returns=None)
    return dst


@pytest.mark.parametrize("k", [1, 2, 7, 64])
def test_f32_kernel_matches_numpy(k):
    lhs, rhs = f32_inputs(k, k)
    dst = run_f32(Machine.from_file(F32), lhs, rhs)
    ref = lhs.astype(np.float64).T @ rhs.astype(np.float64)
    # k fused multiply-adds, each rounding once: |error| <= k * 2^-24 * sum |a||b| (+ subnormals)
    bound = k * 2.0**-24 * (np.abs(lhs.astype(np.float64)).T @ np.abs(rhs.astype(np.float64)))
    assert np.all(np.abs(dst - ref) <= bound + 1e-38)


def test_f32_kernel_nan_inf():
    lhs, rhs = f32_inputs(4, 99)
    lhs[1, 3], rhs[2, 5], lhs[3, 9] = np.inf, np.nan, -np.inf
    dst = run_f32(Machine.from_file(F32), lhs, rhs)
    ref = lhs.astype(np.float64).T @ rhs.astype(np.float64)
    assert np.array_equal(np.isnan(dst), np.isnan(ref))
    assert np.array_equal(np.isinf(dst), np.isinf(ref))


# ----------------------------------------------------------------------------- int8 + LUTI4
def i8_inputs(k: int, seed: int):
    rng = np.random.default_rng(seed)
    a = rng.integers(-128, 128, (k, VLS), dtype=np.int8)
    codes = rng.integers(0, 16, (k, VLS), dtype=np.uint8)
    # ZT0 is 16 32-bit entries; LUTI4 .b takes the low byte of entry[code] (Arm ARM LUTI4)
    lut = rng.integers(-2**31, 2**31, 16, dtype=np.int64).astype(np.int32)
    lut[:3] = (-128, 127, 0x1234_5600)
    return a, codes, lut


def dequant(codes: np.ndarray, lut: np.ndarray) -> np.ndarray:
    return lut[codes].astype(np.int8).astype(np.int64)  # the low byte, signed


def pack_groups(x: np.ndarray) -> np.ndarray:
    """k x n -> per group of 4 k: n rows of 4 values (SMOPA's 4-way layout), flattened."""
    k, n = x.shape
    return x.reshape(k // 4, 4, n).transpose(0, 2, 1).reshape(-1)


def pack_codes(codes: np.ndarray) -> np.ndarray:
    """Codes in group order, two per byte, low nibble first."""
    c = pack_groups(codes)
    return (c[0::2] | (c[1::2] << 4)).astype(np.uint8)


def run_i8(m: Machine, a, codes, lut) -> np.ndarray:
    dst = np.full((VLS, VLS), -1, np.int32)
    m.call("sme2_gemm_i8_luti4", Block(I8_ARGS, {
        "lhs": pack_groups(a).copy(), "rhs4": pack_codes(codes), "lut": lut, "dst": dst,
        "k": a.shape[0]}), returns=None)
    return dst


@pytest.mark.parametrize("k", [8, 64])
def test_i8_luti4_kernel_matches_numpy(k):
    a, codes, lut = i8_inputs(k, k)
    dst = run_i8(Machine.from_file(I8), a, codes, lut)
    assert np.array_equal(dst, a.astype(np.int64).T @ dequant(codes, lut))


def test_i8_kernel_extremes():
    a = np.full((16, VLS), -128, np.int8)
    codes = np.zeros((16, VLS), np.uint8)
    lut = np.zeros(16, np.int32)
    lut[0] = 0x7F80  # low byte 0x80 = -128
    dst = run_i8(Machine.from_file(I8), a, codes, lut)
    assert np.all(dst == 16 * 128 * 128)


# ----------------------------------------------------------------------------- oracles
def _inst_words(src: Path) -> list[tuple[int, str]]:
    out = []
    for line in src.read_text().splitlines():
        m = re.match(r"\s*\.inst 0x([0-9a-f]{8})\s*//\s*(.*?)(?:\s{2,}.*)?$", line)
        if m:
            out.append((int(m.group(1), 16), m.group(2).strip()))
    return out


@pytest.mark.parametrize("src", [F32, I8], ids=lambda p: p.stem)
def test_inst_words_are_clangs(src):
    """Each ``.inst`` word is what clang-19 assembles its comment's text to."""
    if not objdump_oracle.available():
        pytest.skip("clang-19 / llvm-objdump-19 not installed")
    words = _inst_words(src)
    assert len(words) >= 10
    got = objdump_oracle.assemble([text for _, text in words])
    assert [f"0x{w:08x}" for w in got] == [f"0x{w:08x}" for w, _ in words]


def _run_driver(kernel: Path, call: str, fields: list, blobs: dict[str, bytes], out_name: str,
                out_size: int, tmp: Path) -> bytes:
    """A ``_start`` that calls ``call`` on an argument block (``fields``: blob names and
    integers) over the embedded ``blobs`` and writes ``out_name``; built with clang-19 +
    ld.lld-19 and run under QEMU 11.1. Returns its stdout."""
    data = ["    .balign 8", "args:", *(f"    .quad {f}" for f in fields)]
    for name, blob in blobs.items():
        data += ["    .balign 64", f"{name}:"]
        data += [f"    .byte {','.join(str(b) for b in blob[i:i + 64])}"
                 for i in range(0, len(blob), 64)]
    src = tmp / "driver.S"
    src.write_text("\n".join([
        f'#include "{kernel}"', "    .text", "    .global _start", "_start:",
        "    adr x0, args", f"    bl {call}",
        "    mov x0, #1", f"    adr x1, {out_name}", f"    mov x2, #{out_size}", "    mov x8, #64",
        "    svc #0", "    mov x0, #0", "    mov x8, #93", "    svc #0", "    .data", *data])
        + "\n")
    exe = qemu_oracle.build_clang(src, tmp)
    out, err, status = qemu_oracle.run_qemu(exe)
    assert status == 0, err
    return out


needs_qemu = pytest.mark.skipif(
    not (qemu_oracle.clang_available() and qemu_oracle.tools_available()),
    reason="needs clang-19, ld.lld-19 and QEMU 11.1 (tools/qemu_oracle.py)")


@needs_qemu
@pytest.mark.parametrize("k", [7, 32])
def test_f32_kernel_bit_exact_with_qemu(k, tmp_path):
    lhs, rhs = f32_inputs(k, 1000 + k)
    lhs[0, 1], rhs[1, 2] = np.float32(np.nan), np.float32(np.inf)
    dst = run_f32(Machine.from_file(F32), lhs, rhs)
    n = dst.nbytes
    blobs = {"lhs": lhs.tobytes(), "rhs": rhs.tobytes(), "dst": bytes(n)}
    out = _run_driver(F32, "sme2_gemm_f32", ["lhs", "rhs", "dst", k], blobs, "dst", n, tmp_path)
    assert out == dst.tobytes()


@needs_qemu
@pytest.mark.parametrize("k", [8, 48])
def test_i8_luti4_kernel_bit_exact_with_qemu(k, tmp_path):
    a, codes, lut = i8_inputs(k, 2000 + k)
    dst = run_i8(Machine.from_file(I8), a, codes, lut)
    blobs = {"lhs": pack_groups(a).tobytes(), "rhs4": pack_codes(codes).tobytes(),
             "lut": lut.tobytes(), "dst": bytes(dst.nbytes)}
    out = _run_driver(I8, "sme2_gemm_i8_luti4", ["lhs", "rhs4", "lut", "dst", k], blobs, "dst",
                      dst.nbytes, tmp_path)
    assert out == dst.tobytes()
