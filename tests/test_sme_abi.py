"""tilesim's SME ABI support routines (simulator/runtime/sme_abi.S, AAPCS64 "SME support
routines"), called directly by an assembly program linked with them: QEMU 11.1 and tilesim
print the same bytes and end with the same SIGTRAP, for the runtime built for QEMU max's
features and for the M4's; the values are checked against the contract."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "tests") not in sys.path:
    sys.path.append(str(ROOT / "tests"))

from c_kernels import CLANG, need_tools  # noqa: E402

from simulator import Machine  # noqa: E402
from simulator.features import feature_set, march  # noqa: E402
from simulator.runtime import sme_abi_object  # noqa: E402
from tools import qemu_oracle  # noqa: E402

PROG = ROOT / "tests" / "kernels" / "sme_abi_routines.s"
SVL = 256
SIGTRAP_STATUS = 128 + 5


@pytest.mark.parametrize("machine", ["max", "m4"])
def test_routines_match_qemu_and_the_contract(tmp_path, machine):
    need_tools()
    feats = feature_set(machine)
    exe = tmp_path / "abi"
    subprocess.run([CLANG, "--target=aarch64-linux-gnu", f"-march={march(feats)}", "-static",
                    "-nostdlib", "-fuse-ld=lld", str(PROG), sme_abi_object(feats), "-o",
                    str(exe)], check=True)
    q_out, _, q_status = qemu_oracle.run_qemu(exe)
    m = Machine.from_file(exe, svl=SVL, features=machine)
    m.run()
    assert (bytes(m.stdout), m.exit_code) == (q_out, q_status)
    assert q_status == SIGTRAP_STATUS  # the nonzero reserved byte: BRK #1
    vlb = SVL // 8
    u64 = np.frombuffer(q_out[:8 * 19], np.uint64)
    sme = 0xC000000000000000
    head = 32 + (64 if "sme2" in feats else 0)  # flag word, TPIDR2 block, ZT0
    assert list(u64[:4]) == [sme, 0, 512 // 64 if "sve" in feats else 0, 16]
    assert list(u64[4:7]) == [sme | 2, 0, head + vlb * vlb]
    assert list(u64[7:10]) == [16, sme | 2, 16]   # save pending: TPIDR2_EL0 = buffer + 16
    assert list(u64[10:12]) == [sme, 0]            # committed, ZA off
    assert list(u64[12:14]) == [sme | 2, 0]        # restored, ZA on
    pattern = (np.arange(vlb * vlb + 64) * 7 + 3).astype(np.uint8)
    za = np.frombuffer(q_out[8 * 14:8 * 14 + vlb * vlb], np.uint8)
    np.testing.assert_array_equal(za, pattern[:vlb * vlb])
    zt0 = np.frombuffer(q_out[8 * 14 + vlb * vlb:8 * 14 + vlb * vlb + 64], np.uint8)
    np.testing.assert_array_equal(zt0, pattern[5:69])
    tail = np.frombuffer(q_out[8 * 14 + vlb * vlb + 64:-120], np.uint64)
    assert list(tail) == [SVL // 64, sme | 3, 0]   # streaming VG; SM and ZA
    # __arm_sme_restore kept X1-X15 (it calls __arm_tpidr2_restore, which uses X14-X17)
    assert list(np.frombuffer(q_out[-120:], np.uint64)) == [0x100 + r for r in range(1, 16)]
