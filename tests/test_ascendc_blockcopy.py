"""MaskReg loads/stores (plds/psts) and DATA_BLOCK_COPY loads/stores (vsldb/vsstb): the VF
forms against numpy's packbits and reshapes, and the Reg API calls that lower to them
(tests/ascendc/blockcopy.asc, written for tilesim in the asc-devkit sample style)."""
from __future__ import annotations

import os

import numpy as np
import pytest

from simulator import load_machine

SRC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ascendc", "blockcopy.asc")


def vf(body: str, data: str = ""):
    text = (".arch ascend-vf\n.ub\n.balign 32\nbits: .space 64\n.balign 32\nout: .space 64\n"
            f"{data}.vf t\n{body}.endvf\n.entry\n    vfcall t\n")
    return load_machine(text, "t.vf.s")


@pytest.mark.parametrize("dist", ["", ".us", ".ds"])
def test_plds_psts_bit_order_and_distributions(dist):
    raw = np.random.default_rng(len(dist)).integers(0, 256, 64).astype(np.uint8)
    m = vf(f"    plds{dist} m0, [bits]\n    psts [out], m0\n    psts.pack [out + 32], m0\n")
    m.memory.write_bytes(m.memory.address_of("bits"), raw.tobytes())
    assert m.run() == 0
    bits = np.unpackbits(raw, bitorder="little")  # bit i of the mask: bit i % 8 of byte i // 8
    want = {"": bits[:256], ".us": np.repeat(bits[:128], 2), ".ds": bits[:512:2]}[dist]
    out = np.frombuffer(m.memory.read_bytes(m.memory.address_of("out"), 48), np.uint8)
    assert (np.unpackbits(out[:32], bitorder="little") == want).all()
    assert (np.unpackbits(out[32:48], bitorder="little") == want[::2]).all()


def test_plds_alignment_fault_and_vsldb_skips_inactive_blocks():
    m = vf("    plds m0, [bits + 8]\n")
    assert m.run() == 135 and "not 32-byte aligned" in m.fault.render()
    # the second block lies beyond the usable UB: inactive, so not read and no fault
    m = vf("    pset.b32 m1, VL8\n    vsldb v0, [out], #8000, m1\n    vst [out], v0, m1\n")
    assert m.run() == 0


def test_mask_load_store_from_cpp():
    rng = np.random.default_rng(0)
    lanes = rng.integers(0, 2, 64).astype(np.uint8)
    src = np.zeros(64, np.float32)
    src.view(np.uint8)[:32] = np.packbits(np.repeat(lanes, 4), bitorder="little")
    dst = np.full(80, -1, np.float32)
    m = load_machine(SRC)
    m.vf_call("MaskCopyVF<float>", dstAddr=dst, srcAddr=src, oneRepeatSize=64)
    np.testing.assert_array_equal(dst[:64], np.where(lanes == 1, 2.0, -1.0))
    assert (dst[64:72].view(np.uint8) == 255).all()  # the ALL mask saved after the data
    b = rng.integers(0, 256, (5, 16)).astype(np.uint8)
    p = np.zeros_like(b)
    m.vf_call("MaskRowsVF", packed=p, bits=b, rows=5)  # DIST_US in, DIST_PACK out: the same bits
    np.testing.assert_array_equal(p, b)
    assert any(r.message.startswith("hardware loop 'r'") for r in m.program.remarks)


@pytest.mark.parametrize("count", [300, 320, 7])
def test_data_block_copy_post_update_and_ragged_count(count):
    rng = np.random.default_rng(count)
    x, y = rng.uniform(-1, 1, (2, 320)).astype(np.float32)
    z = np.zeros(320, np.float32)
    m = load_machine(SRC)
    m.vf_call("BlockAddVF<float>", zAddr=z, xAddr=x, yAddr=y, count=count, repeatTimes=5)
    np.testing.assert_array_equal(z[:count], x[:count] + y[:count])
    assert not z[count:].any()  # the store writes the active elements only


def test_data_block_strided_transpose():
    g = np.arange(512, dtype=np.float32)
    d = np.zeros(512, np.float32)
    m = load_machine(SRC)
    m.vf_call("BlockTransposeVF", dst=d, src=g)
    np.testing.assert_array_equal(d.reshape(8, 8, 8), g.reshape(8, 8, 8).transpose(1, 0, 2))
    addr = [r.message for r in m.program.remarks if "uses AddrReg" in r.message]
    assert addr == ["address src + c * 8 uses AddrReg a0 (c*32)",
                    "address dst + c * 64 uses AddrReg a1 (c*256)"]
