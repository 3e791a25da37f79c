"""Ascend C as input: C++ with ``__simd_vf__`` functions written against the Reg (MicroAPI)
interface, lowered to the VF program the ``.vf.s`` assembler makes (docs/ascendc.md).

Only :func:`is_cpp_path` is loaded eagerly: the front end (and tree-sitter) is imported when a
C++ source is first compiled, so Arm and ``.vf.s`` programs never load the C++ parser."""
from .source import is_ascendc, is_cpp_path

__all__ = ["compile_ascendc", "add_instance", "Frontend", "is_ascendc", "is_cpp_path"]
_LAZY = ("compile_ascendc", "add_instance", "Frontend")


def __getattr__(name: str):
    if name in _LAZY:
        from . import frontend

        return getattr(frontend, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
