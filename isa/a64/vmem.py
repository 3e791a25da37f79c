"""Predicated contiguous memory access shared by the SVE and SME loads and stores."""
from __future__ import annotations

import numpy as np

from isa.faults import SegmentationFault

from .table import M64


def _first_fault(mem, addr, pg, msz, write):
    """Raise the fault of the first active element whose bytes are not mapped."""
    for i in np.flatnonzero(pg):
        mem.view((addr + int(i) * msz) & M64, msz, write)
    raise SegmentationFault("access spans two regions", addr)  # pragma: no cover


def active_span(mem, addr, pg, msz, write):
    """(lo, hi, bytes of elements lo..hi-1) from the first to the last active element, or None
    when none is active: inactive elements outside that span never touch memory, and a fault
    is the first active element's (Arm ARM: contiguous loads/stores fault per active element)."""
    act = np.flatnonzero(pg)
    if not act.size:
        return None
    lo, hi = int(act[0]), int(act[-1]) + 1
    try:
        return lo, hi, mem.view((addr + lo * msz) & M64, (hi - lo) * msz, write)
    except SegmentationFault:
        _first_fault(mem, addr, pg, msz, write)
