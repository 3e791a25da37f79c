"""The Ascend C C API (asc_* calls, vector_float / vector_bool) in VF code, checked against
numpy, with the same loop and AddrReg rules as the Reg API (tests/ascendc/capi.asc, written for
tilesim in the style of the asc-devkit C API samples)."""
from __future__ import annotations

import os

import numpy as np
import pytest

pytest.importorskip("tree_sitter_cpp", reason="needs tree-sitter-cpp (pip install tree-sitter-cpp)")

from simulator import load_machine  # noqa: E402

SRC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ascendc", "capi.asc")


@pytest.mark.parametrize("count", [300, 64, 1])
def test_c_api_add_ragged_tail(count):
    x = np.random.default_rng(count).uniform(-2, 2, 320).astype(np.float32)
    y, z = np.sin(x), np.zeros_like(x)
    load_machine(SRC).vf_call("add_vf", x=x, y=y, z=z, count=count)
    np.testing.assert_array_equal(z[:count], x[:count] + y[:count])
    assert not z[count:].any()  # asc_update_mask_b32 masked the ragged last vector
    m = load_machine(SRC)
    msgs = [r.message for r in m.program.remarks if r.loc.line in (12, 14, 15, 17)]
    assert msgs[0].startswith("hardware loop 'i'") and all("uses AddrReg" in t for t in msgs[1:])


def test_c_api_compare_select_scalar_forms_two_dtypes():
    rng = np.random.default_rng(4)
    x = rng.uniform(-3, 3, 200).astype(np.float32)
    out = np.zeros(256, np.float32)
    m = load_machine(SRC)
    m.vf_call("leaky_vf<float>", out=out, x=x, slope=0.25, bias=1.5, count=200)
    np.testing.assert_array_equal(out[:200], np.where(x > 0, x, np.float32(0.25) * x) + np.float32(1.5))
    xi = rng.integers(-1000, 1000, 200).astype(np.int32)
    oi = np.zeros(256, np.int32)
    m.vf_call("leaky_vf<int32_t>", out=oi, x=xi, slope=3, bias=-7, count=200)
    np.testing.assert_array_equal(oi[:200], np.where(xi > 0, xi, 3 * xi) - 7)


def test_c_api_unaligned_load_and_unmasked_store():
    X = np.random.default_rng(9).uniform(-5, 5, (7, 100)).astype(np.float32)
    O = np.zeros((7, 64), np.float32)
    m = load_machine(SRC)
    m.vf_call("rowmax_vf", out=O, x=X, rows=7)  # rows at 400-byte steps: asc_load, not aligned
    want = X.max(1)
    np.testing.assert_array_equal(O[:, :32], np.repeat(want[:, None], 32, 1))
    assert not O[:, 32:].any()  # asc_duplicate under the VL32 pattern zeroes the other lanes


@pytest.mark.parametrize("count", [200, 70])
def test_c_api_bitwise_and_mask_logic_floor_mod(count):
    rng = np.random.default_rng(count)
    x = rng.integers(-1000, 1000, 256).astype(np.int32)
    y = rng.integers(-9, 10, 256).astype(np.int32)  # zeros included
    z = np.zeros(256, np.int32)
    m = load_machine(SRC)
    m.vf_call("floor_mod_vf", z=z, x=x, y=y, count=count)
    with np.errstate(divide="ignore"):
        want = np.where(y == 0, -1, np.mod(x, np.where(y == 0, 1, y)))
    np.testing.assert_array_equal(z[:count], want[:count])
    assert not z[count:].any()
