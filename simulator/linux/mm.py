"""Memory calls: brk, mmap, munmap, mprotect, mremap, madvise, as QEMU's linux-user gives them.

Placement: without MAP_FIXED a free hint is taken as given, else the highest free range below
:attr:`AddressSpace.mmap_top` (Linux's top-down allocator, mm/mmap.c, without address
randomisation). QEMU 11.1 asks the host kernel instead, so its addresses depend on the host's
layout (and ASLR); tilesim's are deterministic. brk follows QEMU's do_brk (linux-user/
syscall.c): never below the initial break, new pages mapped only where nothing else is
(MAP_FIXED_NOREPLACE), a failure returns the old break."""
from __future__ import annotations

import os

from simulator.memory import MAX_MAPPED, PAGE, Memory, OutOfMemory, Region

from .abi import (EBADF, EEXIST, EFAULT, EINVAL, ENOMEM, MAP_ANONYMOUS, MAP_FIXED,
                  MAP_FIXED_NOREPLACE, MAP_PRIVATE, MAP_SHARED, MREMAP_FIXED, MREMAP_MAYMOVE,
                  page_up, perms_of, s32)
from .table import syscall

MMAP_TOP = 0x7FFF_F000_0000 - (128 << 20)  # below the stack and Linux's minimum 128 MiB gap
MMAP_MIN_ADDR = 0x10000  # vm.mmap_min_addr: hints below it are not taken
HEAP_RESERVE = 64 << 20  # backing the heap reserves so brk grows in place (untouched: no RSS)
MADV_DONTNEED = 4
TASK_SIZE = 1 << 48


class AddressSpace:
    """The process's break and mmap placement over a :class:`~simulator.memory.Memory`."""

    def __init__(self, mem: Memory):
        self.mem = mem
        self.mmap_top = MMAP_TOP
        # the loader sets the break (the end of the data segment: brk(0) returns it); until
        # then it is the page above whatever is mapped (an assembly program's image), or none
        self.initial_brk = self.brk = page_up(max((r.end for r in mem.regions), default=0))

    def set_brk(self, addr: int) -> None:
        """The loader's initial break (QEMU: the end of the highest PT_LOAD's bss)."""
        self.initial_brk = self.brk = addr

    def place(self, addr: int, length: int) -> int | None:
        """Where a non-fixed mapping of ``length`` bytes goes (``addr``: the hint)."""
        if addr and addr >= MMAP_MIN_ADDR and not addr & (PAGE - 1) \
                and addr + length <= TASK_SIZE and self.mem.is_free(addr, addr + length):
            return addr
        return self.mem.find_free(length, self.mmap_top, MMAP_MIN_ADDR)

    def map_anywhere(self, length: int, perms: str, name: str, data: bytes = b"") -> int:
        """Map ``length`` bytes at a free place (the loader's and the stack's helper)."""
        a = self.place(0, page_up(length))
        if a is None:
            raise OutOfMemory(f"no free range of {length} bytes")
        self.mem.map(name, a, page_up(length), data, perms)
        return a


def _heap_ending_at(mem: Memory, end: int) -> Region | None:
    """The heap's top piece (munmap/mprotect may have split the heap into new pieces)."""
    for r in mem.regions:
        if r.name == "[heap]" and r.end == end:
            return r
    return None


@syscall("brk", "QEMU's do_brk: grows the heap in place, never below the initial break")
def brk(k, addr):
    a = k.mm
    if addr < a.initial_brk or not a.initial_brk:  # (no break set by a loader: none to move)
        return a.brk
    new_page, old_page = page_up(addr), page_up(a.brk)
    if new_page == old_page:
        a.brk = addr
        return a.brk
    mem = k.mem
    if new_page < old_page:  # release the pages above the new break
        mem.unmap_range(new_page, old_page)
        a.brk = addr
        return a.brk
    if not mem.is_free(old_page, new_page):
        return a.brk
    heap = _heap_ending_at(mem, old_page)
    try:
        if heap is not None:
            mem.grow(heap, new_page - heap.base)
        else:
            mem.map("[heap]", old_page, new_page - old_page,
                    capacity=max(HEAP_RESERVE, new_page - old_page))
    except OutOfMemory:
        return a.brk
    a.brk = addr
    return a.brk


@syscall("mmap", "anonymous and private file mappings (file bytes copied in); top-down "
         "placement below the stack; MAP_FIXED, MAP_FIXED_NOREPLACE")
def mmap(k, addr, length, prot, flags, fd, offset):
    flags &= 0xFFFFFFFF
    if not length or offset & (PAGE - 1) or length > TASK_SIZE:
        return -EINVAL if not length or offset & (PAGE - 1) else -ENOMEM
    kind = flags & 3
    if kind not in (MAP_SHARED, MAP_PRIVATE, 3):
        return -EINVAL
    length = page_up(length)
    if length > MAX_MAPPED:
        return -ENOMEM
    data = b""
    name = "[anon]"
    if not flags & MAP_ANONYMOUS:
        f = k.files.get(s32(fd))
        if f is None or f.host_fd is None:
            return -EBADF
        try:  # the file's bytes (pages past its end read as zeros)
            size = os.fstat(f.host_fd).st_size
            data = os.pread(f.host_fd, max(0, min(length, size - offset)), offset)
        except OSError as e:
            return -(e.errno or EBADF)
        name = f.path
        if kind != MAP_PRIVATE and prot & 2:
            k.warn(f"mmap: shared writable mapping of {f.path}: writes are not written back "
                   "to the file")
    a = k.mm
    if flags & (MAP_FIXED | MAP_FIXED_NOREPLACE):
        if addr & (PAGE - 1):
            return -EINVAL
        if addr + length > TASK_SIZE:
            return -ENOMEM
        if flags & MAP_FIXED_NOREPLACE and not flags & MAP_FIXED \
                and not k.mem.is_free(addr, addr + length):
            return -EEXIST
        where = addr
    else:
        where = a.place(addr, length)
        if where is None:
            return -ENOMEM
    try:
        k.mem.unmap_range(where, where + length)
        k.mem.map(name, where, length, data, perms_of(prot))
    except OutOfMemory:
        return -ENOMEM
    return where


@syscall("munmap", "unmaps whole pages, splitting mappings")
def munmap(k, addr, length):
    if addr & (PAGE - 1) or not length or addr + length > TASK_SIZE:
        return -EINVAL
    k.mem.unmap_range(addr, addr + page_up(length))
    return 0


@syscall("mprotect", "changes page permissions, splitting mappings (-ENOMEM on a hole)")
def mprotect(k, addr, length, prot):
    if addr & (PAGE - 1) or prot & ~7:
        return -EINVAL
    if not length:
        return 0
    end = addr + page_up(length)
    if end > TASK_SIZE:
        return -ENOMEM
    return 0 if k.mem.protect_range(addr, end, perms_of(prot)) else -ENOMEM


@syscall("mremap", "shrinks, grows in place when the pages above are free, else moves "
         "(MREMAP_MAYMOVE, MREMAP_FIXED)")
def mremap(k, old, old_size, new_size, flags, new_addr):
    if old & (PAGE - 1) or not new_size or flags & ~7 or \
            flags & MREMAP_FIXED and not flags & MREMAP_MAYMOVE:
        return -EINVAL
    old_size, new_size = page_up(old_size), page_up(new_size)
    mem = k.mem
    rs = mem.overlapping(old, old + old_size)
    covered = sum(min(r.end, old + old_size) - max(r.base, old) for r in rs)
    if covered != old_size:
        return -EFAULT  # the old range is not mapped throughout
    if new_size > MAX_MAPPED:
        return -ENOMEM
    if not flags & MREMAP_FIXED:
        if new_size <= old_size:
            mem.unmap_range(old + new_size, old + old_size)
            return old
        if len(rs) == 1 and mem.is_free(old + old_size, old + new_size):
            try:
                mem.grow(mem.isolate(old, old + old_size)[0], new_size)
            except OutOfMemory:
                return -ENOMEM
            return old
        if not flags & MREMAP_MAYMOVE:
            return -ENOMEM
        dest = k.mm.place(0, new_size)
    else:
        dest = new_addr
        if dest & (PAGE - 1):
            return -EINVAL
    if dest is None:
        return -ENOMEM
    data = mem.peek(old, min(old_size, new_size))
    perms, name = rs[0].perms, rs[0].name
    try:
        mem.unmap_range(dest, dest + new_size)
        mem.map(name, dest, new_size, data, perms)
    except OutOfMemory:
        return -ENOMEM
    mem.unmap_range(old, old + old_size)
    return dest


@syscall("madvise", "MADV_DONTNEED zeroes private pages (as Linux); other advice is accepted")
def madvise(k, addr, length, advice):
    if addr & (PAGE - 1):
        return -EINVAL
    end = addr + page_up(length)
    if advice == MADV_DONTNEED:
        k.mem.zero_range(addr, end)
    return 0


@syscall("msync", "nothing to write back: 0")
def msync(k, addr, length, flags):
    return -EINVAL if addr & (PAGE - 1) else 0
