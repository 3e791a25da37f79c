"""The Ascend-style VF unit: state, machine, cost model and engine (SPEC §3, §5)."""
from .machine import VfMachine

__all__ = ["VfMachine"]
