"""VF register state: v0–v31 as one uint8[32, 256] array with cached typed views,
m0–m7 as uint8[8, 256] (one 0/1 byte per mask bit), s0–s31 and a0–a7 as Python ints, loop
counters, and the UB as a numpy view of the machine's UB memory region."""
from __future__ import annotations

import numpy as np

from isa.vf.types import UNALIGN_REGS, UnalignReg


class VfState:
    def __init__(self, ub: np.ndarray, ub_limit: int, n_slots: int):
        self.v = np.zeros((32, 256), np.uint8)
        self.m = np.zeros((8, 256), np.uint8)
        self.s = [0] * 32
        self.a = [0] * 8
        self.u = [UnalignReg() for _ in range(UNALIGN_REGS)]
        self.c = [0] * max(n_slots, 1)
        self.bound = [0] * max(n_slots, 1)  # hardware-loop bounds captured at loop entry
        self.ub = ub
        self.ub_limit = ub_limit
        self._views: dict = {}

    def view(self, dtype) -> np.ndarray:
        """A typed (32, lanes) view of the vector registers (the same bytes)."""
        dt = np.dtype(dtype)
        v = self._views.get(dt)
        if v is None:
            v = self._views[dt] = self.v.view(dt)
        return v

    def snapshot(self) -> dict:
        return {"v": self.v.copy(), "m": self.m.copy(), "s": list(self.s), "a": list(self.a),
                "c": list(self.c), "bound": list(self.bound), "u": [r.copy() for r in self.u]}

    def restore(self, snap: dict) -> None:
        self.v[:] = snap["v"]
        self.m[:] = snap["m"]
        self.s[:], self.a[:], self.c[:], self.bound[:] = snap["s"], snap["a"], snap["c"], snap["bound"]
        self.u[:] = [r.copy() for r in snap["u"]]
