"""The Ascend-style VF unit: state, machine, cost model and engine."""
from .machine import VfMachine

__all__ = ["VfMachine"]
