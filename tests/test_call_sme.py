"""``m.call`` for C kernels (clang-19): vectors in V/Z registers and back, a streaming
function, nested pointers placed with ``m.alloc`` and read with ``m.read``, the ZA modes and
their errors, and ``machine="m4"`` bringing the M4's features to the API; checked with numpy."""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "tests") not in sys.path:
    sys.path.append(str(ROOT / "tests"))

from c_kernels import compile_object, need_tools  # noqa: E402

from simulator import Machine  # noqa: E402
from simulator.loader import CallError, CallFault  # noqa: E402
from simulator.loader.call import Vector  # noqa: E402


@pytest.fixture(scope="module")
def obj(tmp_path_factory):
    need_tools(qemu=False)
    return compile_object("call_abi.c", tmp_path_factory.mktemp("abi") / "call_abi.o")


def test_vectors_in_and_out(obj):
    m = Machine.from_file(obj, vl=256, svl=512)
    acc, a, b = (np.arange(4, dtype=np.float32) * k for k in (1, 2, 3))
    r = m.call("neon_fma", Vector(acc), Vector(a), Vector(b), returns="v:float32")
    np.testing.assert_array_equal(r.value, acc + a * b)
    r = m.call("neon_add_halves", Vector(np.array([1, 2, 30, 40], np.int32)), returns="d:int32")
    np.testing.assert_array_equal(r.value, [31, 42])
    acc, a = np.arange(8, dtype=np.float32), np.full(8, 0.5, np.float32)  # VL 256: 8 lanes
    r = m.call("sve_mla", Vector(acc), Vector(a), np.float32(4.0), returns="z:float32")
    np.testing.assert_array_equal(r.value, acc + 4 * a)
    v = np.arange(16, dtype=np.int32) - 5                                  # SVL 512: 16 lanes
    r = m.call("ssve_scale", Vector(v), -3, returns="z:int32", streaming=True)
    np.testing.assert_array_equal(r.value, v * -3)
    with pytest.raises(CallError, match="does not fit a 32-byte register"):
        m.call("sve_mla", Vector(np.zeros(16, np.float32)), Vector(a), 1.0)


def test_indirection_table_with_alloc_and_read(obj):
    m = Machine.from_file(obj)
    rng = np.random.default_rng(7)
    rows = [rng.integers(-9, 10, 12).astype(np.float32) for _ in range(5)]
    addrs = [m.alloc(r, align=256) for r in rows]
    assert all(a % 256 == 0 for a in addrs) and len(set(addrs)) == 5
    table = np.array([addrs[0], 0, addrs[3], addrs[4], addrs[3]], np.uint64)  # 0: padding
    table_at = m.alloc(table)
    out_at = m.alloc(np.zeros(12, np.float32))
    m.call("sum_rows", out_at, table_at, len(table), 12, returns=None)
    np.testing.assert_array_equal(m.read(out_at, np.float32, (3, 4)),
                                  (rows[0] + 2 * rows[3] + rows[4]).reshape(3, 4))
    # placed data stays across calls: the table is used again with an array argument
    out = np.zeros(12, np.float32)
    m.call("sum_rows", out, table_at, 1, 12, returns=None)
    np.testing.assert_array_equal(out, rows[0])
    with pytest.raises(CallError, match="not a power of two"):
        m.alloc(b"xy", align=3)
    with pytest.raises(CallError, match="read: 0x8"):
        m.read(8, np.uint8, 4)


def test_za_modes_and_their_errors(obj):
    m = Machine.from_file(obj)
    with pytest.raises(CallError, match="za='bogus'"):
        m.call("sum_rows", 0, 0, 0, 0, za="bogus")
    with pytest.raises(CallError, match="returns='v:nope'"):
        m.call("sum_rows", 0, 0, 0, 0, returns="v:nope")


def test_za_preserved_is_checked(tmp_path):
    need_tools(qemu=False)
    m = Machine.from_file(compile_object("sme_lazy_za.c", tmp_path / "lazy.o"))
    a = np.ones(8, np.float32)
    with pytest.raises(CallError, match="changed ZA"):
        m.call("za_accumulate", a, a, returns=None, streaming=True, za="preserved")
    # ZA stays as that call left it (one outer product); a shared call adds the next
    m.call("za_accumulate", a, a, returns=None, streaming=True, za="shared")
    out = np.zeros((8, 8), np.float32)
    m.call("za_store", out, returns=None, streaming=True, za="preserved")
    np.testing.assert_array_equal(out, np.full((8, 8), 2))


def test_machine_m4_brings_its_features(obj):
    """SVE outside streaming mode is SIGILL on the M4: Machine(machine="m4") says so, as the
    CLI's --machine m4 and the pytest plugin do; features= still overrides."""
    acc = np.zeros(16, np.float32)
    m4 = Machine.from_file(obj, machine="m4", timing=False)
    with pytest.raises(CallFault, match="only in streaming mode"):
        m4.call("sve_mla", Vector(acc), Vector(acc), 1.0, returns="z:float32")
    v = np.arange(8, dtype=np.int32)
    np.testing.assert_array_equal(m4.call("ssve_scale", Vector(v), 2, returns="z:int32",
                                          streaming=True).value, 2 * v)
    mx = Machine.from_file(obj, machine="m4", features="max", timing=False)
    assert mx.call("sve_mla", Vector(acc), Vector(acc), 1.0, returns="z:float32").value.size


def test_m4_timed_calls_switch_modes(obj):
    """Timed M4 calls of one SVE function, entered in streaming mode (legal) until its blocks
    are compiled, then outside it: the cycle model and its compiled blocks follow the mode
    each call sets, so the non-streaming call is still SIGILL."""
    m = Machine.from_file(obj, machine="m4")
    acc, a = np.arange(8, dtype=np.float32), np.ones(8, np.float32)
    for _ in range(3):
        for _ in range(70):  # hot enough for the block compiler
            r = m.call("sve_mla", Vector(acc), Vector(a), np.float32(2), returns="z:float32",
                       streaming=True)
        np.testing.assert_array_equal(r.value, acc + 2)
        with pytest.raises(CallFault, match="only in streaming mode"):
            m.call("sve_mla", Vector(acc), Vector(a), np.float32(2), returns="z:float32")
