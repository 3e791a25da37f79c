"""The Ascend-style VF ISA: syntax table, semantics, loop structure, the hardware-loop
classifier and the AddrReg analysis."""
from .assembler import UB_SIZE, UB_USABLE, VfImage, assemble_vf, is_vf_source

__all__ = ["assemble_vf", "is_vf_source", "VfImage", "UB_SIZE", "UB_USABLE"]
