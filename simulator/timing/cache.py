"""A set-associative LRU cache hierarchy (write-allocate; no dirty/write-back traffic modelled).

An access starts at the level its functional unit reads (on M4 the SME unit starts at L2), walks
down until a level hits and fills every level it missed. Its latency is the hit latency of the level
that hit plus the miss penalties of the levels it missed; when no level hits, the last level's hit
latency plus its miss penalty (main memory).
"""
from __future__ import annotations


class Level:
    __slots__ = ("name", "line_shift", "nsets", "assoc", "hit_latency", "miss_penalty", "sets",
                 "hits", "misses")

    def __init__(self, desc):
        self.name = desc.name
        self.line_shift = desc.line.bit_length() - 1
        self.nsets = desc.size // (desc.line * desc.assoc)
        self.assoc = desc.assoc
        self.hit_latency = desc.hit_latency
        self.miss_penalty = desc.miss_penalty
        self.sets: list[list[int]] = [[] for _ in range(self.nsets)]
        self.hits = 0
        self.misses = 0

    def lookup(self, line: int) -> bool:
        """Access one line (address >> 6-ish); LRU order: most recent last."""
        s = self.sets[line % self.nsets]
        if line in s:
            if s[-1] != line:
                s.remove(line)
                s.append(line)
            self.hits += 1
            return True
        s.append(line)
        if len(s) > self.assoc:
            del s[0]
        self.misses += 1
        return False


class Hierarchy:
    def __init__(self, levels):
        self.levels = [Level(d) for d in levels]
        self.index = {lv.name: i for i, lv in enumerate(self.levels)}

    def access(self, start: int, addr: int, nbytes: int) -> int:
        """Latency in cycles of reading/writing ``nbytes`` at ``addr`` from level ``start``."""
        levels = self.levels
        first = levels[start]
        sh = first.line_shift
        worst = 0
        a = addr & ((1 << 64) - 1)
        for line in range(a >> sh, ((a + max(nbytes, 1) - 1) >> sh) + 1):
            lat = 0
            byte = line << sh
            for k in range(start, len(levels)):
                lv = levels[k]
                if lv.lookup(byte >> lv.line_shift):
                    lat += lv.hit_latency
                    break
                lat += lv.miss_penalty
            else:
                lat += levels[-1].hit_latency
            if lat > worst:
                worst = lat
        return worst

    def stats(self) -> dict:
        out = {}
        for lv in self.levels:
            n = lv.hits + lv.misses
            out[lv.name] = {"hits": lv.hits, "misses": lv.misses, "accesses": n,
                            "hit_rate": round(lv.hits / n, 4) if n else None}
        return out
