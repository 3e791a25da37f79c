"""Address spaces: mapped regions of bytes, little-endian scalar access, typed numpy views.

A region is one ``bytearray`` with a numpy view over the same bytes, so scalar code (struct) and
vector code (numpy) see one memory. An access outside every region raises SegmentationFault, and
so does a store into a region mapped without write permission (``.text`` r-x, ``.rodata`` r--),
as Linux does. Stores search only the writable regions, so the check costs nothing on the hot
path; the user API (``write_bytes``, ``write``, ``write_tensor``) pokes any mapped byte, like a
debugger.

Top Byte Ignore (Linux runs user code with TCR_EL1.TBI0 = 1): a data access through a pointer
with a non-zero top byte uses bits 55:0. Only an access that found no region looks at the tag
(``_untagged``), so untagged accesses pay nothing for it.
"""
from __future__ import annotations

import struct

import attrs
import numpy as np

from isa.a64.bits import tbi_address
from isa.faults import SegmentationFault

_PACK = {1: struct.Struct("<B"), 2: struct.Struct("<H"), 4: struct.Struct("<I"), 8: struct.Struct("<Q")}
_MASKS = {1: 0xFF, 2: 0xFFFF, 4: 0xFFFFFFFF, 8: (1 << 64) - 1}

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

    @property
    def end(self) -> int:
        return self.base + self.size


class Memory:
    """A flat 64-bit address space made of a few regions (program image, stack, …)."""

    def __init__(self, symbols: dict[str, int] | None = None):
        self.regions: list[Region] = []  # in mapping order (snapshots, ``region``)
        self._search: list[Region] = []  # the order loads search: writable ones first
        self._writable: list[Region] = []  # the regions a store may write (searched by stores)
        self.symbols = symbols or {}
        self.on_write = None  # optional hook(addr, nbytes) before a write (debugger undo log)
        self.trace: list | None = None  # (address, nbytes) of accesses, for the cache model
        self.gen = 0  # counts map/unmap changes: whoever caches a region checks it

    def enable_trace(self) -> list:
        """Record ``(address, nbytes)`` of every load/store/view from now on and return the list.

        The recording versions are installed on this instance only, so an untraced Memory runs
        the plain methods at full speed. Enable before instructions are bound: binders capture
        ``mem.load``/``mem.view`` once."""
        if self.trace is None:
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

    def map(self, name: str, base: int, size: int, data: bytes = b"", perms: str = "rw-") -> Region:
        buf = bytearray(size)
        buf[:len(data)] = data
        r = Region(name, base, size, buf, np.frombuffer(buf, np.uint8), perms)
        self.regions.append(r)
        if "w" in perms:
            self._writable.append(r)
        # data and stack, where most accesses go, are searched before code and constants
        self._search[:] = self._writable + [x for x in self.regions if "w" not in x.perms]
        self.gen += 1
        return r

    def unmap_where(self, pred) -> None:
        """Remove the regions ``pred(region)`` selects."""
        self.regions[:] = [r for r in self.regions if not pred(r)]
        self._writable[:] = [r for r in self._writable if not pred(r)]
        self._search[:] = [r for r in self._search if not pred(r)]
        self.gen += 1

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
        pieces: list[tuple[int, int]] = []
        while nbytes > 0:
            r = self.region_at(addr)
            if r is None or "r" not in r.perms:
                return None
            take = min(nbytes, r.end - addr)
            pieces.append((addr, take))
            addr, nbytes = addr + take, nbytes - take
        return pieces

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
                if self.on_write is not None:
                    self.on_write(addr, size)
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
                if write and self.on_write is not None and nbytes:
                    self.on_write(addr, nbytes)
                return r.arr[off:off + nbytes]
        a = self._untagged(addr, nbytes, "write" if write else "read")
        return Memory.view(self, a, nbytes, write)

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
        if self.on_write is not None and data:
            self.on_write(addr, len(data))
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
                                     f"{r.name} is mapped {r.perms} (no write permission)", addr)
        return SegmentationFault(f"{kind} of {size} byte{'s' * (size != 1)} at unmapped address "
                                 f"0x{a:x}", addr)

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
