"""Ascend C as input: C++ with ``__simd_vf__`` functions written against the Reg (MicroAPI)
interface, lowered to the VF program the ``.vf.s`` assembler makes (docs/ascendc.md)."""
from .frontend import Frontend, add_instance, compile_ascendc
from .source import is_cpp_path

__all__ = ["compile_ascendc", "add_instance", "Frontend", "is_cpp_path"]
