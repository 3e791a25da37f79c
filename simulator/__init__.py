"""tilesim's machine: state, memory, run loop, dumps, layouts and timing."""
from .machine import FaultReport, Machine, assemble

__all__ = ["Machine", "FaultReport", "assemble"]
