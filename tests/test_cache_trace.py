"""The cache model's fast path (:meth:`Hierarchy.access_trace`: hits in the first level served
without walking the levels) against the reference path (:meth:`Hierarchy.access`, one access
at a time): same latencies, traffic, sets, dirty bits, counters, generator state and undo
journal on crafted sequences, and the same cycles and statistics for whole timed programs."""
from __future__ import annotations

import os
import random

import pytest

from simulator import Machine
from simulator.timing.cache import Hierarchy
from simulator.timing.description import CacheLevel

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# L1: 4 sets x 2 ways, write-back 1 cycle; L2: 8 sets x 4 ways, random replacement, next-line
# prefetch: small enough that short sequences evict, write back and reach main memory
LEVELS = [CacheLevel("l1", 8 * 128, 2, 128, 4, 0, 1),
          CacheLevel("l2", 32 * 128, 4, 128, 18, 350, 0, "random", 1)]


def reference(h: Hierarchy, start: int, trace, write: bool) -> tuple[int, int, int, int]:
    """The accesses one by one through :meth:`Hierarchy.access` (the engine's former loop)."""
    worst = wbs = dr = dw = 0
    for a, nb in trace:
        worst = max(worst, h.access(start, a, nb, write))
        wbs += h.last_writeback
        dr += h.last_dram_reads
        dw += h.last_dram_writes
    return worst, wbs, dr, dw


def journal(h: Hierarchy) -> list:
    return [(h.levels.index(lv), idx, old, sorted(d)) for lv, idx, old, d in h.journal]


def replay(steps) -> None:
    """Run ``steps`` ((start, trace, write) each) on two journalled hierarchies, one per path,
    checking after every step; then rewind both to the middle and compare again."""
    fast, ref = Hierarchy(LEVELS), Hierarchy(LEVELS)
    fast.journal, ref.journal = [], []
    mid = len(steps) // 2
    for i, (start, trace, write) in enumerate(steps):
        if i == mid:
            marks = fast.mark(), ref.mark()
            snap = ref.snapshot()
        got = fast.access_trace(start, trace, write)
        assert got == reference(ref, start, trace, write), (i, start, trace, write)
        assert fast.snapshot() == ref.snapshot(), (i, start, trace, write)
    assert journal(fast) == journal(ref)
    assert fast.stats() == ref.stats() and fast.memory_stats() == ref.memory_stats()
    fast.rewind(marks[0])
    ref.rewind(marks[1])
    assert fast.snapshot() == ref.snapshot() == snap


def same_set(k: int, n: int) -> list[int]:
    """``n`` line addresses that map to L1 set ``k`` (4 sets of 128-byte lines)."""
    return [(k + 4 * i) * 128 for i in range(n)]


def test_same_line_accesses_match_the_reference():
    line = 0x1000
    replay([(0, [(line, 8)], False), (0, [(line + 8, 8), (line + 64, 64)], False),
            (0, [(line + 16, 16)], True),   # the most recent line, now dirty (journalled)
            (0, [(line, 128)], True),       # dirty already: nothing changes
            (1, [(line, 64), (line + 64, 64)], False),
            (0, [((1 << 64) + line, 8)], False)])  # the address wraps at 64 bits


def test_line_crossing_and_odd_sizes_match_the_reference():
    replay([(0, [(0x10F8, 16)], False), (0, [(0x10F8, 16)], True), (0, [(0x1040, 128)], False),
            (1, [(0x2070, 200)], True), (0, [(0x3000, 0)], False), (0, [(0x3000, 0)], True),
            (0, [((1 << 64) - 4, 8)], False)])


def test_hits_behind_the_most_recent_line_and_evictions_match_the_reference():
    a, b, c, d = same_set(1, 4)
    # a hit behind the set's most recent line moves to its end; a third line evicts the least
    # recent one, dirty (write-back into the L2, which evicts in turn and writes to memory)
    steps = [(0, [(a, 8)], True), (0, [(b, 8)], False), (0, [(a, 8)], False),
             (0, [(b, 8)], True), (0, [(c, 8)], False), (0, [(a, 8)], True)]
    steps += [(0, [(x, 64)], True) for x in same_set(1, 24)]
    steps += [(0, [(x, 64), (x + 64, 64)], False) for x in same_set(1, 24)[::-3]]
    steps += [(0, [(d, 8)], False), (0, [(d + 8, 8)], True)]
    replay(steps)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_sequences_match_the_reference(seed):
    rnd = random.Random(seed)
    steps = []
    for _ in range(1500):
        trace = [(rnd.randrange(0, 96 * 128), rnd.choice((1, 8, 16, 64, 64, 128, 200)))
                 for _ in range(rnd.choice((1, 1, 1, 2, 4)))]
        steps.append((rnd.choice((0, 0, 1)), trace, rnd.random() < 0.4))
    replay(steps)


PROGRAM = """
    .text
    .global _start
_start:
    ldr x3, =buf + 120          // pairs 24 bytes apart: some cross a 128-byte line
    ldr x4, =buf + 2 * 131072   // twice the L1: dirty L1 lines are written back
1:  ldp x6, x7, [x3]
    add x6, x6, #1
    stp x6, x7, [x3]
    add x3, x3, #24
    cmp x3, x4
    b.lo 1b
    smstart
    ptrue p0.b
    mov x0, #2
2:  ldr x2, =buf
    ldr x4, =buf + SIZE
3:  ld1w {z0.s}, p0/z, [x2]        // 200 bytes apart: some vectors cross a line
    st1w {z0.s}, p0, [x2, #1, mul vl]
    add x2, x2, #200
    cmp x2, x4
    b.lo 3b
    subs x0, x0, #1
    b.ne 2b
    smstop
    mov x0, #0
    mov x8, #93
    svc #0
    .bss
    .balign 256
buf: .space SIZE + 512
"""


def test_timed_program_matches_the_reference_path(tmp_path, monkeypatch):
    # an m4 whose L2 is 256 KiB: a 1 MiB buffer evicts (randomly), writes dirty lines back
    # to main memory and prefetches; the scalar pass crosses lines and overflows the L1
    with open(os.path.join(ROOT, "simulator", "timing", "machines", "m4.toml")) as fh:
        text = fh.read()
    small = text.replace("size = 11796480", "size = 262144")
    assert small != text
    path = tmp_path / "m4small.toml"
    path.write_text(small)

    def run():
        m = Machine.from_source(PROGRAM, defsyms={"SIZE": 1 << 20}, svl=512, machine=str(path))
        assert m.run() == 0
        return m.cycles, m.stats(), m.timing.hier.snapshot()

    fast = run()
    monkeypatch.setattr(Hierarchy, "access_trace", reference)
    ref = run()
    assert fast == ref
    caches = fast[1]["caches"]
    assert all(caches[n]["writebacks"] > 0 and caches[n]["misses"] > 0 for n in ("l1d", "l2"))
