"""A set-associative LRU cache hierarchy: write-back, write-allocate, a dirty bit per line.

An access starts at the level its functional unit reads (on M4 the SME unit starts at L2), walks
down until a level hits and fills every level it missed. Its latency is the hit latency of the level
that hit plus the miss penalties of the levels it missed; when no level hits, the last level's hit
latency plus its miss penalty (main memory).

A write marks the line dirty in the level it started at. A fill that evicts a dirty line writes
that line back to the next level (marking it dirty there, allocating it if absent, which may in
turn evict a dirty line) or, from the last level, to memory. Each such write-back counts in the
evicting level's ``writebacks`` and adds its ``writeback_penalty`` cycles to the access; the
engine adds them to a load's latency and to a store's unit busy time
(:attr:`Hierarchy.last_writeback`). Write-backs are traffic, not demand accesses: they change no
hit/miss counts.

Replacement is LRU, or (``replacement = "random"``) a seeded pseudo-random way, so a buffer a
little larger than the level keeps part of its lines, as measured caches do: the victim comes
from a xorshift generator per level, so runs stay deterministic and its state is part of
:meth:`Hierarchy.counters`. ``prefetch = N`` (next-N-line prefetch on a miss): a demand read miss
in that level also fills the N following lines, without touching the hit/miss counts.

Main memory: every line read from it (a read fill that missed every level, prefetches included;
a write allocates its line without reading it) and every dirty line written back to it is
counted per access (:attr:`Hierarchy.last_dram_reads`, :attr:`Hierarchy.last_dram_writes`);
the engine turns them into time on one memory channel whose state (``dram_free``, in engine
ticks) lives here so snapshots and rewinds carry it. Bytes are
counted per level that served them (``bytes``) and for main memory (``dram_bytes``).

The engine hands over one instruction's accesses at a time (:meth:`Hierarchy.access_trace`):
an access inside one line that hits in its first level (most of a blocked kernel's) is served
there, without walking the levels; the others take :meth:`Hierarchy.access`, the reference.

For the debugger's reverse steps the hierarchy can keep an undo journal (``journal`` a list): every
set about to change is recorded with its old contents; :meth:`Hierarchy.mark` and
:meth:`Hierarchy.rewind` use it. Normal runs keep ``journal = None`` and pay one test per access.
"""
from __future__ import annotations


class Level:
    __slots__ = ("name", "line_shift", "nsets", "assoc", "hit_latency", "miss_penalty",
                 "writeback_penalty", "sets", "dirty", "hits", "misses", "writebacks",
                 "random", "prefetch", "rng", "bytes", "prefetches")

    def __init__(self, desc):
        self.name = desc.name
        self.line_shift = desc.line.bit_length() - 1
        self.nsets = desc.size // (desc.line * desc.assoc)
        self.assoc = desc.assoc
        self.hit_latency = desc.hit_latency
        self.miss_penalty = desc.miss_penalty
        self.writeback_penalty = getattr(desc, "writeback_penalty", 0)
        self.sets: list[list[int]] = [[] for _ in range(self.nsets)]
        self.dirty: set[int] = set()  # dirty lines (always lines present in ``sets``)
        self.hits = 0
        self.misses = 0
        self.writebacks = 0
        self.random = getattr(desc, "replacement", "lru") == "random"
        self.prefetch = getattr(desc, "prefetch", 0)
        self.rng = _SEED
        self.bytes = 0        # demand bytes this level served (hits)
        self.prefetches = 0   # lines filled by the prefetcher

    def victim(self, n: int) -> int:
        """The way (of ``n``, least recent first) to evict from a full set: the LRU one, or a
        pseudo-random one."""
        if not self.random:
            return 0
        x = self.rng  # xorshift32: deterministic, its state is part of the counters
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.rng = x
        return x % n


_SEED = 0x9E3779B9
ADDRESS_MASK = (1 << 56) - 1  # lines are named by bits 55:0: a pointer's TBI tag names no other line
_MASK = ADDRESS_MASK


class Hierarchy:
    def __init__(self, levels):
        self.levels = [Level(d) for d in levels]
        self.index = {lv.name: i for i, lv in enumerate(self.levels)}
        self.last_writeback = 0  # write-back cycles of the latest access()
        self.last_dram_reads = 0   # lines the latest access() read from main memory
        self.last_dram_writes = 0  # dirty lines it wrote back to main memory
        self.dram_reads = 0        # totals (lines)
        self.dram_writes = 0
        self.dram_free = 0         # engine tick at which the memory channel is free
        self.line = 1 << self.levels[-1].line_shift if self.levels else 0
        self.journal: list | None = None
        self._jbase = 0  # journal entries already trimmed away

    # ------------------------------------------------------------------ accesses
    def _touch(self, k: int, line: int, write: bool) -> tuple[bool, int]:
        """Look ``line`` up in level ``k`` (LRU: most recent last), allocating on a miss.
        Returns (hit, write-back cycles caused by the eviction)."""
        lv = self.levels[k]
        idx = line % lv.nsets
        s = lv.sets[idx]
        j = self.journal
        if line in s:
            if s[-1] != line or (write and line not in lv.dirty):
                if j is not None:
                    j.append((lv, idx, s[:], [x for x in s if x in lv.dirty]))
                if s[-1] != line:
                    s.remove(line)
                    s.append(line)
                if write:
                    lv.dirty.add(line)
            return True, 0
        if j is not None:
            j.append((lv, idx, s[:], [x for x in s if x in lv.dirty]))
        s.append(line)
        if write:
            lv.dirty.add(line)
        wb = 0
        if len(s) > lv.assoc:
            victim = s.pop(lv.victim(lv.assoc))
            if victim in lv.dirty:
                lv.dirty.remove(victim)
                lv.writebacks += 1
                wb = lv.writeback_penalty
                if k + 1 < len(self.levels):
                    wb += self._writeback(k + 1, victim << lv.line_shift)
                else:
                    self.last_dram_writes += 1
        return False, wb

    def _writeback(self, k: int, byte: int) -> int:
        """A dirty victim arriving at level ``k``: mark it dirty there (allocating it)."""
        lv = self.levels[k]
        return self._touch(k, byte >> lv.line_shift, True)[1]

    def access(self, start: int, addr: int, nbytes: int, write: bool = False) -> int:
        """Latency in cycles of reading (``write``: writing) ``nbytes`` at ``addr`` from level
        ``start``, write-backs included (those alone: :attr:`last_writeback`)."""
        levels = self.levels
        first = levels[start]
        sh = first.line_shift
        worst = 0
        wbs = 0
        self.last_dram_reads = self.last_dram_writes = 0
        a = addr & _MASK
        end = a + max(nbytes, 1)
        touch = self._touch
        for line in range(a >> sh, ((end - 1) >> sh) + 1):
            lat = 0
            byte = line << sh
            nb = min(end, byte + (1 << sh)) - max(a, byte)
            for k in range(start, len(levels)):
                lv = levels[k]
                hit, wb = touch(k, byte >> lv.line_shift, write and k == start)
                if wb:
                    lat += wb
                    wbs += wb
                if hit:
                    lv.hits += 1
                    lv.bytes += nb
                    lat += lv.hit_latency
                    break
                lv.misses += 1
                lat += lv.miss_penalty
                if lv.prefetch and not write:
                    wbs += self._prefetch(k, byte >> lv.line_shift)
            else:
                lat += levels[-1].hit_latency
                if not write:  # a write allocates the line without reading it
                    self.last_dram_reads += 1
            if lat > worst:
                worst = lat
        self.last_writeback = wbs
        self.dram_reads += self.last_dram_reads
        self.dram_writes += self.last_dram_writes
        return worst

    def access_trace(self, start: int, trace, write: bool) -> tuple[int, int, int, int]:
        """The accesses ``trace`` lists (``(address, nbytes)`` each, in order), from level
        ``start``, as :meth:`access` one by one: (worst latency, write-back cycles, lines read
        from and written back to main memory, all summed over the accesses).

        Fast path: an access inside one line that hits in level ``start`` changes only that
        set's order (nothing if the line is already its most recent one) and its dirty bit, so
        it is done here without walking the levels; every other access goes to :meth:`access`.
        Same state, counters and journal entries either way (tests/test_cache_trace.py)."""
        lv = self.levels[start]
        sh = lv.line_shift
        worst = wbs = dr = dw = 0
        for a, nb in trace:
            a &= _MASK
            line = a >> sh
            if nb > 0 and (a + nb - 1) >> sh == line:
                s = lv.sets[line % lv.nsets]
                # the set's most recent line (and dirty already, on a write): nothing changes
                hit = s and s[-1] == line and (not write or line in lv.dirty)
                if not hit and line in s:  # becomes the most recent line (dirty, on a write)
                    dirty = lv.dirty
                    if self.journal is not None:
                        self.journal.append((lv, line % lv.nsets, s[:],
                                             [x for x in s if x in dirty]))
                    s.remove(line)
                    s.append(line)
                    if write:
                        dirty.add(line)
                    hit = True
                if hit:
                    lv.hits += 1
                    lv.bytes += nb
                    if lv.hit_latency > worst:
                        worst = lv.hit_latency
                    continue
            c = self.access(start, a, nb, write)
            if c > worst:
                worst = c
            wbs += self.last_writeback
            dr += self.last_dram_reads
            dw += self.last_dram_writes
        return worst, wbs, dr, dw

    def _prefetch(self, k: int, line: int) -> int:
        """Next-N-line prefetch into level ``k`` after a demand miss of ``line`` there: each
        following line not present is filled from below (no hit/miss counts). Returns the
        write-back cycles the fills caused."""
        lv = self.levels[k]
        wbs = 0
        for d in range(1, lv.prefetch + 1):
            nxt = line + d
            if nxt in lv.sets[nxt % lv.nsets]:
                continue
            lv.prefetches += 1
            byte = nxt << lv.line_shift
            for j in range(k, len(self.levels)):
                hit, wb = self._touch(j, byte >> self.levels[j].line_shift, False)
                wbs += wb
                if hit:
                    break
            else:
                self.last_dram_reads += 1
        return wbs

    @property
    def dram_bytes(self) -> int:
        return (self.dram_reads + self.dram_writes) * self.line

    def stats(self) -> dict:
        out = {}
        for lv in self.levels:
            n = lv.hits + lv.misses
            out[lv.name] = {"hits": lv.hits, "misses": lv.misses, "accesses": n,
                            "hit_rate": round(lv.hits / n, 4) if n else None,
                            "writebacks": lv.writebacks,
                            "writeback_cycles": lv.writebacks * lv.writeback_penalty,
                            "dirty_lines": len(lv.dirty), "bytes": lv.bytes,
                            "prefetches": lv.prefetches}
        return out

    def memory_stats(self) -> dict:
        """Main-memory traffic: lines read (fills, prefetches) and written back, and bytes."""
        return {"line_reads": self.dram_reads, "line_writes": self.dram_writes,
                "bytes": self.dram_bytes}

    # ------------------------------------------------------------------ snapshots
    def counters(self) -> tuple:
        """Every counter and generator state a rewind must restore (per level, then memory)."""
        return tuple((lv.hits, lv.misses, lv.writebacks, lv.bytes, lv.prefetches, lv.rng)
                     for lv in self.levels) + ((self.dram_reads, self.dram_writes,
                                                self.dram_free),)

    def set_counters(self, c: tuple) -> None:
        for lv, (h, m, w, b, p, r) in zip(self.levels, c):
            lv.hits, lv.misses, lv.writebacks, lv.bytes, lv.prefetches, lv.rng = h, m, w, b, p, r
        self.dram_reads, self.dram_writes, self.dram_free = c[-1]

    def mark(self) -> tuple:
        """A point :meth:`rewind` can return to (the journal must be on)."""
        return (self._jbase + len(self.journal), self.counters())

    def rewind(self, mark: tuple) -> None:
        """Undo every change journalled since ``mark`` (newest first)."""
        pos, counters = mark
        j = self.journal
        keep = pos - self._jbase
        if keep < 0:
            raise ValueError("cache journal trimmed past this mark")
        while len(j) > keep:
            lv, idx, old, dirty = j.pop()
            for x in lv.sets[idx]:
                lv.dirty.discard(x)
            lv.sets[idx] = old
            lv.dirty.update(dirty)
        self.set_counters(counters)

    def trim(self, mark: tuple) -> None:
        """Forget journal entries older than ``mark`` (no rewind before it any more)."""
        n = mark[0] - self._jbase
        if n > 0 and self.journal is not None:
            del self.journal[:n]
            self._jbase += n

    def snapshot(self):
        return ([([s[:] for s in lv.sets], set(lv.dirty)) for lv in self.levels], self.counters())

    def restore(self, snap) -> None:
        levels, counters = snap
        for lv, (sets, dirty) in zip(self.levels, levels):
            lv.sets = [s[:] for s in sets]
            lv.dirty = set(dirty)
        self.set_counters(counters)
        if self.journal is not None:
            self.journal.clear()
