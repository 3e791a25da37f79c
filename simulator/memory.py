"""Address spaces: mapped regions of bytes, little-endian scalar access, typed numpy views.

A region is one ``bytearray`` with a numpy view over the same bytes, so scalar code (struct) and
vector code (numpy) see one memory. An access outside every region raises SegmentationFault, and
so does a store into a region mapped without write permission (``.text`` r-x, ``.rodata`` r--),
as Linux does. Stores search only the writable regions, so the check costs nothing on the hot
path; the user API (``write_bytes``, ``write``, ``write_tensor``) pokes any mapped byte, like a
debugger.

The system-call layer (:mod:`simulator.linux`) maps, unmaps and protects page ranges: a region
split by ``munmap``/``mprotect`` becomes pieces that view one shared backing store, and a large
region is backed by anonymous ``mmap`` memory, so a 1 GiB mapping costs no RSS until touched.
Every mapping counts against :data:`MAX_MAPPED` (beyond it: :class:`OutOfMemory`, the kernel's
ENOMEM), never an unbounded host allocation.

Top Byte Ignore (Linux runs user code with TCR_EL1.TBI0 = 1): a data access through a pointer
with a non-zero top byte uses bits 55:0. Only an access that found no region looks at the tag
(``_untagged``), so untagged accesses pay nothing for it.
"""
from __future__ import annotations

import mmap
import struct
from typing import Callable

import attrs
import numpy as np

from isa.a64.bits import tbi_address
from isa.faults import SegmentationFault

_PACK = {1: struct.Struct("<B"), 2: struct.Struct("<H"), 4: struct.Struct("<I"), 8: struct.Struct("<Q")}
_MASKS = {1: 0xFF, 2: 0xFFFF, 4: 0xFFFFFFFF, 8: (1 << 64) - 1}

PAGE = 0x1000
LAZY_MIN = 1 << 20  # regions this large get anonymous mmap backing (pages appear when touched)
MAX_MAPPED = 1 << 36  # 64 GiB of guest mappings in all (virtual: untouched pages cost nothing)

DTYPES = {"u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64,
          "s8": np.int8, "s16": np.int16, "s32": np.int32, "s64": np.int64,
          "f16": np.float16, "f32": np.float32, "f64": np.float64, "bf16": np.uint16}


@attrs.define(eq=False)
class Region:
    name: str
    base: int
    size: int
    buf: bytearray
    arr: np.ndarray
    perms: str = "rw-"  # as /proc/PID/maps shows them: r-x text, r-- rodata, rw- data and stack
    backing: object = None  # the store ``buf`` views (shared by the pieces of a split region)
    offset: int = 0  # where ``buf`` starts in ``backing``

    @property
    def end(self) -> int:
        return self.base + self.size


class OutOfMemory(Exception):
    """A mapping beyond :data:`MAX_MAPPED` or one the host cannot reserve (ENOMEM)."""


def _store(size: int):
    """Zeroed storage of ``size`` bytes: a bytearray, or for large sizes anonymous private
    memory the host commits page by page as it is touched."""
    if size < LAZY_MIN:
        return bytearray(size)
    try:
        return mmap.mmap(-1, size, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
    except (OSError, OverflowError, ValueError) as e:
        raise OutOfMemory(f"cannot reserve {size} bytes: {e}") from None


def _zero(backing, lo: int, hi: int) -> None:
    """Zero ``backing[lo:hi]``; whole pages of anonymous mmap memory are given back to the
    host instead of written (MADV_DONTNEED: they read as zeros and cost no RSS)."""
    if isinstance(backing, mmap.mmap):
        a, b = -(-lo // PAGE) * PAGE, hi // PAGE * PAGE
        if a < b:
            backing.madvise(mmap.MADV_DONTNEED, a, b - a)
            memoryview(backing)[lo:a] = bytes(a - lo)
            memoryview(backing)[b:hi] = bytes(hi - b)
            return
    memoryview(backing)[lo:hi] = bytes(hi - lo)


def _piece(name: str, base: int, size: int, perms: str, backing, offset: int) -> Region:
    buf = memoryview(backing)[offset:offset + size]
    return Region(name, base, size, buf, np.frombuffer(buf, np.uint8), perms, backing, offset)


class Memory:
    """A flat 64-bit address space made of a few regions (program image, stack, …)."""

    def __init__(self, symbols: dict[str, int] | None = None):
        self.regions: list[Region] = []  # in mapping order (snapshots, ``region``)
        self._search: list[Region] = []  # the order loads search: writable ones first
        self._writable: list[Region] = []  # the regions a store may write (searched by stores)
        self.symbols = symbols or {}
        self._on_write = None  # optional hook(addr, nbytes) before a write (debugger undo log)
        self.trace: list | None = None  # (address, nbytes) of accesses, for the cache model
        self.gen = 0  # counts map/unmap changes: whoever caches a region checks it
        # called with [lo, hi) whenever executable bytes are mapped, unmapped or change
        # permissions (a decoded-code cache listens)
        self.exec_changed: Callable[[int, int], None] | None = None
        self.mapped_bytes = 0  # the sum of region sizes, bounded by MAX_MAPPED
        self._caches: list[list] = []  # access-site caches filled by cache_region

    @property
    def on_write(self):
        """An optional hook(addr, nbytes) called before every write (a debugger's undo log)."""
        return self._on_write

    @on_write.setter
    def on_write(self, hook) -> None:
        self._on_write = hook
        self.forget_caches()  # stores must pass the hook: off the blocks' fast path

    def enable_trace(self) -> list:
        """Record ``(address, nbytes)`` of every load/store/view from now on and return the list.

        The recording versions are installed on this instance only, so an untraced Memory runs
        the plain methods at full speed. Enable before instructions are bound: binders capture
        ``mem.load``/``mem.view`` once."""
        if self.trace is None:
            self.forget_caches()
            self.trace = []
            rec = self.trace.append
            load, store, view = self.load, self.store, self.view

            def traced_load(addr: int, size: int) -> int:
                rec((addr, size))
                return load(addr, size)

            def traced_store(addr: int, size: int, value: int) -> None:
                rec((addr, size))
                store(addr, size, value)

            def traced_view(addr: int, nbytes: int, write: bool = False) -> np.ndarray:
                rec((addr, nbytes))
                return view(addr, nbytes, write)

            self.load, self.store, self.view = traced_load, traced_store, traced_view
        return self.trace

    def map(self, name: str, base: int, size: int, data: bytes = b"", perms: str = "rw-",
            capacity: int = 0) -> Region:
        """Map ``size`` zeroed bytes at ``base`` (``data`` at its start); ``capacity``: reserve
        that much backing so :meth:`grow` extends the region in place (a heap)."""
        if size < 0 or self.mapped_bytes + size > MAX_MAPPED:
            raise OutOfMemory(f"mapping {size} bytes would exceed {MAX_MAPPED} bytes mapped")
        store = _store(max(size, capacity))
        data = data[:size]
        store[:len(data)] = data
        if isinstance(store, bytearray) and not capacity:
            r = Region(name, base, size, store, np.frombuffer(store, np.uint8), perms, store, 0)
        else:
            r = _piece(name, base, size, perms, store, 0)
        self._add(r)
        return r

    def _add(self, r: Region) -> None:
        self.regions.append(r)
        self.mapped_bytes += r.size
        self._reindex()
        if "x" in r.perms:
            self._exec_changed(r.base, r.end)

    def _reindex(self) -> None:
        self._writable[:] = [x for x in self.regions if "w" in x.perms]
        # data and stack, where most accesses go, are searched before code and constants
        self._search[:] = self._writable + [x for x in self.regions if "w" not in x.perms]
        self.gen += 1
        self.forget_caches()

    def forget_caches(self) -> None:
        """Empty every access-site cache (the regions or their permissions changed)."""
        for c in self._caches:
            c[1] = -1
        self._caches.clear()

    def cache_region(self, cell: list, addr: int, nbytes: int, write: bool,
                     counted: bool = False) -> None:
        """Fill an access site's cache ``cell`` = [base, limit, buffer] with the region an
        access of ``nbytes`` at ``addr`` (which just succeeded) used, so the block compiler's
        fast path ``0 <= addr - base <= limit`` reaches the region's bytes directly until the
        mapping changes (:meth:`forget_caches`). Nothing is cached while accesses are hooked,
        or traced unless the site does the cache model's step itself (``counted``: a timed
        block's); those go through :meth:`load` and :meth:`store`."""
        if (self.trace is not None and not counted) or self._on_write is not None:
            return
        for r in (self._writable if write else self._search):
            if 0 <= addr - r.base <= r.size - nbytes:
                cell[0], cell[1], cell[2] = r.base, r.size - nbytes, r.buf
                self._caches.append(cell)
                return

    def _exec_changed(self, lo: int, hi: int) -> None:
        if self.exec_changed is not None and lo < hi:
            self.exec_changed(lo, hi)

    def unmap_where(self, pred) -> None:
        """Remove the regions ``pred(region)`` selects."""
        gone = [r for r in self.regions if pred(r)]
        self.regions[:] = [r for r in self.regions if not pred(r)]
        self.mapped_bytes -= sum(r.size for r in gone)
        self._reindex()
        for r in gone:
            if "x" in r.perms:
                self._exec_changed(r.base, r.end)

    # ------------------------------------------------------------------ page ranges (mm calls)
    def overlapping(self, lo: int, hi: int) -> list[Region]:
        """The regions with a byte in ``[lo, hi)``, by address."""
        return sorted((r for r in self.regions if r.base < hi and lo < r.end),
                      key=lambda r: r.base)

    def is_free(self, lo: int, hi: int) -> bool:
        return not any(r.base < hi and lo < r.end for r in self.regions)

    def _split(self, lo: int, hi: int) -> list[Region]:
        """Cut the regions straddling ``lo`` or ``hi`` there; return those inside ``[lo, hi)``."""
        inside = []
        for r in self.overlapping(lo, hi):
            if r.base < lo or r.end > hi:
                self.regions.remove(r)
                cuts = sorted({r.base, r.end, *(c for c in (lo, hi) if r.base < c < r.end)})
                for a, b in zip(cuts, cuts[1:]):
                    p = _piece(r.name, a, b - a, r.perms, r.backing, r.offset + a - r.base)
                    self.regions.append(p)
                    if lo <= a and b <= hi:
                        inside.append(p)
            else:
                inside.append(r)
        return inside

    def mapping(self) -> tuple[Region, ...]:
        """The regions as they are now, for :meth:`set_mapping` (a debugger's reverse step
        over mmap/munmap/mprotect: region objects keep their bytes when unmapped)."""
        return tuple(self.regions)

    def set_mapping(self, regions: tuple[Region, ...]) -> None:
        changed = {(r.base, r.end) for r in self.regions if "x" in r.perms} ^ \
            {(r.base, r.end) for r in regions if "x" in r.perms}
        self.regions[:] = regions
        self.mapped_bytes = sum(r.size for r in regions)
        self._reindex()
        for lo, hi in sorted(changed):
            self._exec_changed(lo, hi)

    def isolate(self, lo: int, hi: int) -> list[Region]:
        """The regions covering ``[lo, hi)``, cut at ``lo`` and ``hi`` first."""
        inside = self._split(lo, hi)
        self._reindex()
        return inside

    def peek(self, addr: int, nbytes: int) -> bytes:
        """``nbytes`` at ``addr`` across adjacent regions whatever their permissions (holes
        read as zeros): what mremap moves."""
        out = bytearray(nbytes)
        for r in self.overlapping(addr, addr + nbytes):
            lo, hi = max(r.base, addr), min(r.end, addr + nbytes)
            out[lo - addr:hi - addr] = r.buf[lo - r.base:hi - r.base]
        return bytes(out)

    def zero_range(self, lo: int, hi: int) -> None:
        """Zero the mapped bytes of ``[lo, hi)`` (madvise MADV_DONTNEED on private memory)."""
        for r in self.overlapping(lo, hi):
            a, b = max(r.base, lo), min(r.end, hi)
            if self._on_write is not None:
                self._on_write(a, b - a)
            _zero(r.backing, r.offset + a - r.base, r.offset + b - r.base)

    def unmap_range(self, lo: int, hi: int) -> None:
        """munmap: remove every mapped byte of ``[lo, hi)`` (page-aligned), splitting regions."""
        gone = self._split(lo, hi)
        for r in gone:
            self.regions.remove(r)
            self.mapped_bytes -= r.size
        self._reindex()
        for r in gone:
            if "x" in r.perms:
                self._exec_changed(r.base, r.end)

    def protect_range(self, lo: int, hi: int, perms: str) -> bool:
        """mprotect: give ``[lo, hi)`` ``perms``; False (ENOMEM) when a page there is unmapped."""
        covered = sum(min(r.end, hi) - max(r.base, lo) for r in self.overlapping(lo, hi))
        if covered != hi - lo:
            return False
        for r in self._split(lo, hi):
            old, r.perms = r.perms, perms
            if "x" in old or "x" in perms:
                self._exec_changed(r.base, r.end)
        self._reindex()
        return True

    def find_free(self, size: int, top: int, bottom: int = PAGE) -> int | None:
        """The highest page-aligned address ``a`` with ``[a, a + size)`` free and inside
        ``[bottom, top)``: the kernel's top-down search (mm/mmap.c unmapped_area_topdown)."""
        hi = top
        for r in sorted(self.regions, key=lambda r: r.end, reverse=True):
            if r.end <= hi and hi - r.end >= size and hi - size >= bottom:
                return hi - size
            hi = min(hi, r.base)
        return hi - size if hi - size >= bottom else None

    def grow(self, r: Region, size: int) -> Region:
        """Region ``r`` resized to ``size`` bytes at the same base (brk, mremap): in place
        within its backing's capacity, else moved to a larger backing (capacity doubled)."""
        if self.mapped_bytes - r.size + size > MAX_MAPPED:
            raise OutOfMemory(f"growing to {size} bytes would exceed {MAX_MAPPED} bytes mapped")
        backing, offset = r.backing, r.offset
        if backing is None or offset + size > len(backing):
            backing = _store(max(size, 2 * r.size))
            keep = min(size, r.size)
            backing[:keep] = r.buf[:keep]
            offset = 0
        elif size > r.size:  # bytes released earlier (a shrunk heap) come back as zeros
            _zero(backing, offset + r.size, offset + size)
        n = _piece(r.name, r.base, size, r.perms, backing, offset)
        self.regions[self.regions.index(r)] = n
        self.mapped_bytes += size - r.size
        self._reindex()
        if "x" in r.perms:
            self._exec_changed(r.base, max(r.end, n.end))
        return n

    def search_region(self, addr: int, nbytes: int) -> Region | None:
        """The region :meth:`view` reads ``[addr, addr + nbytes)`` from, or None."""
        for r in self._search:
            if 0 <= addr - r.base <= r.size - nbytes:
                return r
        return None

    def region_at(self, addr: int, nbytes: int = 1) -> Region | None:
        """The region holding all of ``[addr, addr + nbytes)``, or None."""
        for r in self.regions:
            if 0 <= addr - r.base <= r.size - nbytes:
                return r
        return None

    def readable_span(self, addr: int, nbytes: int) -> list[tuple[int, int]] | None:
        """``[addr, addr + nbytes)`` as (address, length) pieces over adjacent readable regions,
        or None when any byte is unmapped (the kernel's access_ok + copy_from_user: -EFAULT)."""
        return self._span(addr, nbytes, "r")

    def writable_span(self, addr: int, nbytes: int) -> list[tuple[int, int]] | None:
        """Like :meth:`readable_span` for writes (copy_to_user: every byte mapped writable)."""
        return self._span(addr, nbytes, "w")

    def _span(self, addr: int, nbytes: int, perm: str) -> list[tuple[int, int]] | None:
        pieces: list[tuple[int, int]] = []
        while nbytes > 0:
            r = self.region_at(addr)
            if r is None or perm not in r.perms:
                return None
            take = min(nbytes, r.end - addr)
            pieces.append((addr, take))
            addr, nbytes = addr + take, nbytes - take
        return pieces

    def read_user(self, addr: int, nbytes: int) -> bytes | None:
        """``nbytes`` at ``addr`` as a system call reads them, None (EFAULT) when a byte is
        not readable."""
        if nbytes < 0 or addr < 0 or addr + nbytes > 1 << 64:
            return None
        pieces = self.readable_span(addr, nbytes)
        if pieces is None:
            return None
        return b"".join(self.read_bytes(a, n) for a, n in pieces)

    def write_user(self, addr: int, data: bytes) -> bool:
        """Store ``data`` as a system call does: False (EFAULT), nothing written, when a byte
        is not writable."""
        if addr < 0 or addr + len(data) > 1 << 64:
            return False
        pieces = self.writable_span(addr, len(data))
        if pieces is None:
            return False
        done = 0
        for a, n in pieces:
            self.write_bytes(a, data[done:done + n])
            done += n
        return True

    def read_cstring(self, addr: int, limit: int = 4096) -> bytes | None:
        """The NUL-terminated string at ``addr`` (without the NUL), None when it runs into an
        unreadable byte or past ``limit`` bytes (ENAMETOOLONG for paths)."""
        out = bytearray()
        while len(out) < limit:
            r = self.region_at(addr)
            if r is None or "r" not in r.perms:
                return None
            off = addr - r.base
            chunk = bytes(r.buf[off:off + min(r.end - addr, limit - len(out))])
            nul = chunk.find(0)
            if nul >= 0:
                return bytes(out + chunk[:nul])
            out += chunk
            addr += len(chunk)
        return None

    def executable(self, addr: int) -> bool:
        r = self.region_at(addr)
        return r is not None and "x" in r.perms

    def region(self, name: str) -> Region:
        for r in self.regions:
            if r.name == name:
                return r
        raise KeyError(name)

    # ------------------------------------------------------------------ scalar access
    def load(self, addr: int, size: int) -> int:
        for r in self._search:
            off = addr - r.base
            if 0 <= off <= r.size - size:
                return _PACK[size].unpack_from(r.buf, off)[0]
        return Memory.load(self, self._untagged(addr, size, "read"), size)  # untraced

    def store(self, addr: int, size: int, value: int) -> None:
        for r in self._writable:
            off = addr - r.base
            if 0 <= off <= r.size - size:
                if self._on_write is not None:
                    self._on_write(addr, size)
                _PACK[size].pack_into(r.buf, off, value & _MASKS[size])
                return
        Memory.store(self, self._untagged(addr, size, "write"), size, value)

    # ------------------------------------------------------------------ byte ranges
    def view(self, addr: int, nbytes: int, write: bool = False) -> np.ndarray:
        """A uint8 numpy view of ``nbytes`` at ``addr`` (must lie in one region, a writable one
        when ``write``)."""
        for r in (self._writable if write else self._search):
            off = addr - r.base
            if 0 <= off <= r.size - nbytes:
                if write and self._on_write is not None and nbytes:
                    self._on_write(addr, nbytes)
                return r.arr[off:off + nbytes]
        a = self._untagged(addr, nbytes, "write" if write else "read")
        return Memory.view(self, a, nbytes, write)

    def fetch(self, addr: int) -> int:
        """The 32-bit instruction word at ``addr``: an instruction fetch, not a data access
        (the cycle model's trace of loads and stores does not see it)."""
        r = self.region_at(addr, 4)
        if r is None:
            raise self._fault(addr, 4, "read")
        off = addr - r.base
        return int.from_bytes(r.buf[off:off + 4], "little")

    def mapped(self, addr: int, nbytes: int = 1) -> bool:
        return any(0 <= addr - r.base <= r.size - nbytes for r in self.regions)

    def read_bytes(self, addr: int, nbytes: int) -> bytes:
        return self.view(addr, nbytes).tobytes()

    def write_bytes(self, addr: int, data: bytes) -> None:
        """Store ``data`` at ``addr`` in any mapped region (read-only ones too: the user API and
        the loader poke memory like a debugger; instructions go through ``store``/``view``)."""
        data = bytes(data)
        r = self.region_at(addr, len(data))
        if r is None:
            raise self._fault(addr, len(data), "write")
        if self._on_write is not None and data:
            self._on_write(addr, len(data))
        off = addr - r.base
        r.buf[off:off + len(data)] = data

    def _untagged(self, addr: int, size: int, kind: str) -> int:
        """An access at ``addr`` found no region: retry at its Top-Byte-Ignore address when that
        differs (with the class's method, so a traced access is recorded once); a fault there
        names the address without its tag, as Linux reports ``si_addr``."""
        a = tbi_address(addr)
        if a != addr:
            return a
        raise self._fault(addr, size, kind)

    def _fault(self, addr: int, size: int, kind: str) -> SegmentationFault:
        a = addr & ((1 << 64) - 1)
        r = self.region_at(addr, size) if kind == "write" else None
        if r is not None:
            return SegmentationFault(f"write of {size} byte{'s' * (size != 1)} at 0x{a:x}: "
                                     f"{r.name} is mapped {r.perms} (no write permission)", addr,
                                     "write")
        return SegmentationFault(f"{kind} of {size} byte{'s' * (size != 1)} at unmapped address "
                                 f"0x{a:x}", addr, kind)

    # ------------------------------------------------------------------ typed API for users
    def address_of(self, where: str | int) -> int:
        """``sym``, ``sym+off``, ``0x1234`` or an int."""
        if isinstance(where, int):
            return where
        text = where.strip()
        off = 0
        for sep in ("+", "-"):
            if sep in text[1:]:
                name, _, rest = text.partition(sep) if not text.startswith(sep) else (text, "", "")
                if rest:
                    off = int(rest, 0) * (1 if sep == "+" else -1)
                    text = name.strip()
                    break
        if text in self.symbols:
            return self.symbols[text] + off
        try:
            return int(text, 0) + off
        except ValueError:
            raise KeyError(f"unknown symbol '{text}'") from None

    def read(self, where: str | int, dtype: str, count: int) -> np.ndarray:
        """``count`` elements of ``dtype`` (u8…u64, s8…s64, f16, bf16, f32, f64) as a copy."""
        dt = np.dtype(DTYPES[dtype])
        raw = self.read_bytes(self.address_of(where), dt.itemsize * count)
        return np.frombuffer(raw, dt).copy()

    def read_tensor(self, where: str | int, shape) -> np.ndarray:
        """The logical array at ``where`` stored in tiled layout ``shape`` (text or Shape)."""
        from .layout import from_memory, parse_shape

        shape = parse_shape(shape) if isinstance(shape, str) else shape
        return from_memory(self.view(self.address_of(where), shape.byte_size), shape)

    def write_tensor(self, where: str | int, array, shape) -> None:
        """Store ``array`` at ``where`` in tiled layout ``shape`` (padding zeroed)."""
        from .layout import parse_shape, to_memory

        shape = parse_shape(shape) if isinstance(shape, str) else shape
        self.write_bytes(self.address_of(where), to_memory(np.asarray(array), shape).tobytes())

    def write(self, where: str | int, values, dtype: str) -> None:
        dt = np.dtype(DTYPES[dtype])
        self.write_bytes(self.address_of(where), np.asarray(values, dt).tobytes())
