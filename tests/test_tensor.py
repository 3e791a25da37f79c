"""Tensors in simulated memory: the .tensor directive, tensor dumps, write/read through layouts."""
import numpy as np
import pytest

from isa.asm.diag import AsmErrors
from simulator import Machine

SRC = """
.data
.byte 1
.tensor A, "f32[3,5]{1,0:T(2,2)}", arange
.tensor P, "f32[5,4]{0,1:T(4,2)}"
.text
_start:
    adr x1, A
    ldr w2, [x1, #68]          // slot 17 holds element (2,3) (XLA tiled-layout golden value)
    mov x0, #0
    mov x8, #93
    svc #0
"""


def test_tensor_directive_places_elements_by_layout():
    m = Machine.from_source(SRC)
    m.run()
    assert np.float32(np.uint32(m.x[2]).view(np.float32)) == 13.0  # arange: (2,3) -> 2*5+3
    a = m.program.symbols["A"]
    assert a % 4 == 0  # aligned to the element size after the stray byte
    assert m.program.symbols["P"] - a >= 96  # 24 slots * 4 bytes reserved for A
    np.testing.assert_array_equal(m.memory.read_tensor("A", "f32[3,5]{1,0:T(2,2)}"),
                                  np.arange(15, dtype=np.float32).reshape(3, 5))
    # padding slots are zero: slots 9, 11 (column 4's missing partner) per the seed's figure
    raw = m.memory.read("A", "f32", 24)
    assert raw[9] == 0 and raw[11] == 0 and raw[17] == 13


def test_write_tensor_then_dump():
    m = Machine.from_source(SRC)
    x = np.arange(20, dtype=np.float32).reshape(5, 4) * 0.5
    m.memory.write_tensor("P", x, "f32[5,4]{0,1:T(4,2)}")
    # this is packed A with MC=5, KC=4, MR=2: ulmBLAS nu(i, l) = (i/MR)*MR*KC + l*MR + i%MR
    raw = m.memory.read("P", "f32", 24)
    for i in range(5):
        for l in range(4):
            assert raw[(i // 2) * 2 * 4 + l * 2 + i % 2] == x[i, l]
    assert raw[(4 // 2) * 8 + 1] == 0  # the zero-extended row of the last panel
    assert "tensor:P" in m.dump("tensor:P") and "9.5" in m.dump("tensor:P")


def test_bad_tensor_shape_is_a_located_error():
    with pytest.raises(AsmErrors) as e:
        Machine.from_source('.data\n.tensor A, "f32[3,5]{1:T(2,2)}"\n')
    err = e.value.errors[0]
    assert "minor to major size is 1" in err.message and err.loc.line == 2
