"""A KleidiAI-style SME micro-kernel (.S with portable macros, .inst words, kai_commit_za and
an ``#if defined(__ARM_FEATURE_SME2)`` body) and its SVE BFCVT packer (C, streaming), written
for these tests in KleidiAI's style (nothing is fetched): packed operands and results through
``m.call`` byte-identical to a freestanding program under QEMU 11.1, and checked with numpy."""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "tests") not in sys.path:
    sys.path.append(str(ROOT / "tests"))

from c_kernels import (KERNELS, compile_object, header, link_program,  # noqa: E402
                       need_tools, parse_hex)

from simulator import Machine  # noqa: E402
from simulator.loader.cpp import preprocess  # noqa: E402
from tools import qemu_oracle  # noqa: E402

SVL = 256
VL = SVL // 32
K = 7  # odd: the packer pads the last pair with zeros
KERNEL = KERNELS / "kai_style_matmul.S"


def _bf16(a: np.ndarray) -> np.ndarray:
    """fp32 -> bf16 bits, rounding to nearest even (BFCVT with FPCR's default rounding)."""
    u = a.astype(np.float32).view(np.uint32).astype(np.uint64)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


def _pack(src: np.ndarray) -> np.ndarray:
    """The packer's layout: per pair of rows, VL lanes of (bf16 row k) | (bf16 row k+1) << 16."""
    rows = np.vstack([src, np.zeros((src.shape[0] % 2, src.shape[1]), np.float32)])
    b = _bf16(rows).astype(np.uint32)
    return (b[0::2] | (b[1::2] << 16)).ravel()


def _inputs(seed: int):
    rng = np.random.default_rng(seed)
    # small multiples of 1/4 and 1/8: exact in bf16, products and sums exact in fp32
    lhs_t = (rng.integers(-16, 17, (K, VL)) / 4).astype(np.float32)
    rhs = (rng.integers(-16, 17, (K, VL)) / 8).astype(np.float32)
    return lhs_t, rhs


def _qemu_run(tmp_path: Path, lhs_t, rhs, negate: bool):
    header(tmp_path / "inputs.h", {"LHS_T": lhs_t, "RHS": rhs}, {"VL": VL, "K": K})
    extra = ("-DKAI_NEGATE",) if negate else ()
    exe = link_program(["kai_style_pack.c", "kai_style_matmul.S", "kai_style_main.c"],
                       tmp_path, "kai", *extra)
    q_out, _, q_status = qemu_oracle.run_qemu(exe)
    assert q_status == 0
    return exe, q_out, q_status, parse_hex(q_out)


@pytest.mark.parametrize("negate", [False, True])
def test_kernel_through_call_matches_qemu_and_numpy(tmp_path, negate):
    """The .S kernel, preprocessed for the machine (-D KAI_NEGATE as defines=) and called with
    operands packed by numpy as the packer packs them under QEMU."""
    need_tools()
    lhs_t, rhs = _inputs(5)
    exe, q_out, q_status, got = _qemu_run(tmp_path, lhs_t, rhs, negate)
    lp, rp = _pack(lhs_t), _pack(rhs)
    assert lp.tobytes() == got["lhs_packed"] and rp.tobytes() == got["rhs_packed"]
    kernel = Machine.from_file(KERNEL, svl=SVL, defines={"KAI_NEGATE": None} if negate else None)
    dst = np.zeros((VL, VL), np.float32)
    kernel.call("kai_matmul_bf16_f32", lp, rp, dst, (K + 1) // 2, returns=None)
    assert dst.tobytes() == got["dst"]
    want = lhs_t.T.astype(np.float64) @ rhs.astype(np.float64)
    np.testing.assert_array_equal(dst, (-want if negate else want).astype(np.float32))
    # a caller's ZA survives the kernel: kai_commit_za committed the lazy save
    np.testing.assert_array_equal(np.frombuffer(got["probe"], np.float32),
                                  np.arange(1, VL + 1, dtype=np.float32))


def test_packer_through_call_and_whole_program_match_qemu(tmp_path):
    need_tools()
    lhs_t, rhs = _inputs(6)
    exe, q_out, q_status, got = _qemu_run(tmp_path, lhs_t, rhs, False)
    packer = Machine.from_file(compile_object("kai_style_pack.c", tmp_path / "pack.o"), svl=SVL)
    lp = np.zeros((K + 1) // 2 * VL, np.uint32)
    packer.call("kai_pack_bf16_pairs", lp, lhs_t, K, VL, returns=None)
    assert lp.tobytes() == got["lhs_packed"]
    m = Machine.from_file(exe, svl=SVL)
    m.run()
    assert (bytes(m.stdout), m.exit_code) == (q_out, q_status)


def test_target_preprocessing_keeps_the_sme2_body():
    """The host cpp defines no __ARM_FEATURE_SME2 and leaves a bare `ret`; tilesim
    preprocesses for the machine, as the real build does; M4 has SME2 too, A64FX does not."""
    need_tools(qemu=False)
    from simulator.features import feature_set

    for machine, body in (("max", True), ("m4", True), ("a64fx", False)):
        text = preprocess(str(KERNEL), features=feature_set(machine))
        assert ("smstart" in text) == body, machine
    assert "0x81810010" in preprocess(str(KERNEL), defines={"KAI_NEGATE": None})
