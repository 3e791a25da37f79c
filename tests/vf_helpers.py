"""Helpers for the VF tests: build a one-VF program around a body and call it from Python."""
from __future__ import annotations

import numpy as np

from simulator.vf import VfMachine


def vf(body: str, params: str = "out, a, b", data: str = "") -> VfMachine:
    src = f".arch ascend-vf\n.ub\n.balign 32\n{data}\n.vf k {params}\n{body}\n.endvf\n"
    return VfMachine.from_source(src, "t.vf.s")


def f32(*v) -> np.ndarray:
    return np.array(v, np.float32)


def rng_f32(seed: int, n: int = 64, lo: float = -4, hi: float = 4) -> np.ndarray:
    return np.random.default_rng(seed).uniform(lo, hi, n).astype(np.float32)
