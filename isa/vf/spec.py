"""What the VF decoders produce: one :class:`OpSpec` per instruction — its bound semantics
(``make(state) -> run``), the registers it reads and writes, its UB traffic and timing class.

The state protocol the semantics use (no simulator classes are imported here):
  st.v  uint8[32, 256]   vector registers        st.view(dtype) → a typed (32, lanes) view of st.v
  st.m  uint8[8, 256]    mask registers (one bit per byte of VL, stored as 0/1 bytes)
  st.s  list[int] × 32   scalar registers (signed 64-bit Python ints)
  st.a  list[int] × 8    AddrRegs (byte offsets)
  st.c  list[int]        loop counters (one slot per loop of the program)
  st.u  list[UnalignReg] unaligned registers u0-u7 (isa.vf.types.UnalignReg)
  st.ub uint8[N]         the Unified Buffer; st.ub_limit = usable bytes (248 KiB)
"""
from __future__ import annotations

from typing import Callable

import attrs

from isa.asm.lexer import Statement
from isa.faults import BusError, SegmentationFault

from .operands import Address


@attrs.define(eq=False)
class OpSpec:
    stmt: Statement
    klass: str  # timing class: valu, vmul32, vtrans, vexpdif, vld, vst, reduce, mask, vbr, vcvt, …
    dtype: str
    make: Callable  # make(state) -> run() (None result)
    reads: tuple = ()  # ("v", n) / ("m", n) / ("a", n)
    writes: tuple = ()
    sreads: tuple = ()  # Scalar operands read (s registers and counters)
    swrites: tuple = ()  # ("s", n) / ("c", slot) written
    addr: Address | None = None
    ub_r: int = 0  # VL-wide UB reads
    ub_w: int = 0
    single: bool = False  # issues alone (stores, reductions, gathers — the Ascend C Reg API docs (cannmirror/asc-devkit) DUAL)
    lanes: int = 0  # elements processed (timing: occupancy = lanes / elements-per-cycle)
    kind: str = "op"  # op | call
    target: str = ""  # vfcall: the callee name
    args: tuple = ()  # vfcall: argument Scalars
    # filled by the AddrReg analysis (isa.vf.structure)
    addr_mode: str = ""  # "areg" | "scalar" | "base" | "post" | "explicit"
    addr_cost_terms: int = 0
    areg: int | None = None

    @property
    def text(self) -> str:
        return f"{self.stmt.mnemonic} {self.stmt.rest.strip()}".strip()


def ub_slice(st, addr: int, n: int, align: int, what: str):
    """The UB bytes of one access, after the alignment (SIGBUS) and range (SIGSEGV) checks."""
    if addr % align:
        raise BusError(f"{what}: UB address 0x{addr & 0xFFFFFFFFFFFFFFFF:x} is not {align}-byte "
                       f"aligned", addr)
    if addr < 0 or addr + n > st.ub_limit:
        raise SegmentationFault(f"{what}: {n}-byte UB access at 0x{addr & 0xFFFFFFFFFFFFFFFF:x} "
                                f"is outside the usable UB (0x0-0x{st.ub_limit - 1:x})", addr)
    return st.ub[addr:addr + n]


def bind_address(st, a: Address):
    """A closure computing the byte address of ``a`` from the current registers and counters."""
    S, C, A = st.s, st.c, st.a
    sc = tuple((x.value, m) for x, m in a.scalars)
    ci = tuple((slot, s.value) for slot, _, s in a.counters if s.kind == "imm")
    cr = tuple((slot, s.value) for slot, _, s in a.counters if s.kind == "s")
    k, ar = a.const, a.areg
    if not cr and ar is None and len(sc) == 1 and sc[0][1] == 1:
        r0 = sc[0][0]
        if not ci:
            return lambda: S[r0] + k
        if len(ci) == 1:
            c0, m0 = ci[0]
            return lambda: S[r0] + C[c0] * m0 + k

    def f() -> int:
        v = k
        for r, m in sc:
            v += S[r] * m
        for c, m in ci:
            v += C[c] * m
        for c, r in cr:
            v += C[c] * S[r]
        if ar is not None:
            v += A[ar]
        return v
    return f


def wrap64(v: int) -> int:
    return ((v + (1 << 63)) & ((1 << 64) - 1)) - (1 << 63)
