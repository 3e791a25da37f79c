"""User-facing views of Arm state for tests and tools: ``m.x[3]``, ``m.z[0].f32``,
``m.p[1].active("s")``, ``m.za.tile("s", 2)``. Every array returned is a numpy *view* of the
machine's state (writing into it changes the machine), sized by the current vector length.
"""
from __future__ import annotations

import numpy as np

from .state.arm import DTYPES, ESZ

M64 = (1 << 64) - 1


class XRegs:
    """``x[i]`` reads X0-X30 (31 = SP) as an unsigned 64-bit int; assignment writes."""

    def __init__(self, st):
        self._st = st

    def __getitem__(self, i: int) -> int:
        return self._st.x[i]

    def __setitem__(self, i: int, v: int) -> None:
        if not 0 <= i <= 31:
            raise IndexError("x registers are 0-30 (31 = sp)")
        self._st.x[i] = v & M64

    def __len__(self) -> int:
        return 32

    @property
    def sp(self) -> int:
        return self._st.x[31]


class ZReg:
    """One Z register; attributes give typed views of the current VL (``.b .h .s .d .f32 …``)."""

    def __init__(self, st, n: int):
        self._st, self.n = st, n

    def view(self, t: str) -> np.ndarray:
        return self._st.z[self.n, :self._st.vlb].view(DTYPES[t])

    def __getattr__(self, t: str) -> np.ndarray:
        if t in DTYPES:
            return self.view(t)
        raise AttributeError(t)

    @property
    def bytes(self) -> np.ndarray:
        return self._st.z[self.n, :self._st.vlb]


class ZRegs:
    def __init__(self, st):
        self._st = st

    def __getitem__(self, n: int) -> ZReg:
        if not 0 <= n < 32:
            raise IndexError("z registers are z0-z31")
        return ZReg(self._st, n)

    def __len__(self) -> int:
        return 32


class PReg:
    def __init__(self, st, n: int):
        self._st, self.n = st, n

    @property
    def bits(self) -> np.ndarray:
        """One bool per vector byte (the architectural layout)."""
        return self._st.p[self.n, :self._st.vlb // 1]

    def active(self, t: str = "b") -> np.ndarray:
        """Element i of size ``t`` is active when bit i*esz is set."""
        return self._st.p[self.n, :self._st.vlb:ESZ[t]]


class PRegs:
    def __init__(self, st):
        self._st = st

    def __getitem__(self, n: int) -> PReg:
        if not 0 <= n < 16:
            raise IndexError("p registers are p0-p15")
        return PReg(self._st, n)

    def __len__(self) -> int:
        return 16


class ZAView:
    """The ZA array (SVL_B × SVL_B bytes) and its aliased tiles and slices."""

    def __init__(self, st):
        self._st = st

    @property
    def array(self) -> np.ndarray:
        s = self._st.svlb
        return self._st.za[:s, :s]

    def tile(self, t: str, k: int) -> np.ndarray:
        return self._st.tile(t, k)

    def hslice(self, t: str, k: int, i: int) -> np.ndarray:
        tile = self._st.tile(t, k)
        return tile[i % tile.shape[0]]

    def vslice(self, t: str, k: int, i: int) -> np.ndarray:
        tile = self._st.tile(t, k)
        return tile[:, i % tile.shape[0]]

    @property
    def enabled(self) -> bool:
        return self._st.za_on
