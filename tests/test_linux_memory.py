"""Page-range mapping in simulator.memory (mmap's machinery): lazy backing, splitting,
permissions, the exec_changed hook, bounds; and the load/store hot path still working."""
from __future__ import annotations

import resource

import pytest

from simulator.memory import MAX_MAPPED, Memory, OutOfMemory


def test_a_gibibyte_mapping_costs_nothing_until_touched():
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    m = Memory()
    r = m.map("big", 1 << 32, 1 << 30)
    m.store((1 << 32) + (1 << 29), 8, 42)
    assert m.load((1 << 32) + (1 << 29), 8) == 42
    assert r.arr.size == 1 << 30
    grown = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before  # KiB
    assert grown < 64 * 1024


def test_bounds_are_out_of_memory_not_memoryerror():
    m = Memory()
    with pytest.raises(OutOfMemory):
        m.map("huge", 1 << 40, 1 << 40)
    assert m.mapped_bytes == 0 and MAX_MAPPED < 1 << 40


def test_unmap_and_protect_split_regions_and_report_code_changes():
    m = Memory()
    m.map("t", 0x10000, 0x4000, perms="r-x")
    seen = []
    m.exec_changed = lambda lo, hi: seen.append((lo, hi))
    m.write_bytes(0x13000, b"\x01\x02")
    m.unmap_range(0x11000, 0x12000)
    assert seen == [(0x11000, 0x12000)]
    assert not m.mapped(0x11000) and m.mapped(0x10000) and m.mapped(0x12000)
    assert m.protect_range(0x12000, 0x13000, "rw-")
    assert seen[-1] == (0x12000, 0x13000)
    m.store(0x12008, 8, 7)  # writable now
    assert m.load(0x13000, 2) == 0x0201  # the split pieces share the bytes
    assert not m.protect_range(0x10000, 0x13000, "r--")  # the hole: ENOMEM
    assert m.find_free(0x1000, 0x14000) == 0x11000  # the highest free page below the top


def test_grow_in_place_keeps_bytes():
    m = Memory()
    r = m.map("[heap]", 0x100000, 0x1000, capacity=1 << 24)
    m.store(0x100ff8, 8, 9)
    r = m.grow(r, 0x5000)
    assert m.load(0x100ff8, 8) == 9 and m.load(0x104ff8, 8) == 0
    r = m.grow(r, 1 << 25)  # beyond the reserve: moved to a larger backing
    assert m.load(0x100ff8, 8) == 9 and r.size == 1 << 25


def test_sigreturn_trampoline_is_mov_x8_139_svc():
    """The page handlers return through without SA_RESTORER holds the instructions llvm-mc
    assembles for ``mov x8, #139; svc #0`` (rt_sigreturn)."""
    import shutil
    import subprocess

    from simulator import Machine

    if not shutil.which("llvm-mc-19"):
        pytest.skip("llvm-mc-19 not installed")
    out = subprocess.run(["llvm-mc-19", "--triple=aarch64", "--show-encoding"],
                         input="mov x8, #139\nsvc #0\n", capture_output=True, text=True,
                         check=True).stdout
    enc = [bytes(int(b, 16) for b in line.split("[", 1)[1].split("]")[0].split(","))
           for line in out.splitlines() if "encoding:" in line]
    m = Machine.from_source(".text\n.global _start\n_start: nop\n", "t.s")
    seen = []
    m.memory.exec_changed = lambda lo, hi: seen.append((lo, hi))
    addr = m.linux.map_sigreturn_trampoline()
    assert m.memory.read_bytes(addr, 8) == b"".join(enc)
    assert seen == [(addr, addr + 0x1000)] and m.linux.signals.trampoline == addr


def test_madvise_dontneed_zeroes_and_returns_pages():
    m = Memory()
    m.map("big", 1 << 32, 1 << 24)
    m.store((1 << 32) + 0x1ff8, 8, 3)
    m.store((1 << 32) + 0x3000, 8, 4)
    m.zero_range((1 << 32) + 0x1000, (1 << 32) + 0x3000)
    assert m.load((1 << 32) + 0x1ff8, 8) == 0 and m.load((1 << 32) + 0x3000, 8) == 4
