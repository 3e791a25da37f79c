// Calibration: long runs of independent SMOPAs (int8 -> int32: 4-way dot product, 8*(SVL/32)^2 OPs each, M4 one per 2 cycles, latency 4 (2 tiles saturate)) into 3 tiles.
// 100 iterations x 24 outer products, round-robin over za0-za2.s; the loop
// counter is updated first so the branch never waits (tests/test_timing.py reads the cycles).
// RUN: --svl 512
// CHECK: za0h.s[0] == [6400, ...]
// CHECK: za2h.s[0] == [6400, ...]
// CHECK: exit == 0
    .text
    .global _start
_start:
    smstart
    ptrue   p0.b
    ptrue   p1.b
    dup     z0.b, #1
    dup     z1.b, #2
    zero    {za}
    mov     x1, #100
1:  subs    x1, x1, #1
    smopa   za0.s, p0/m, p1/m, z0.b, z1.b
    smopa   za1.s, p0/m, p1/m, z0.b, z1.b
    smopa   za2.s, p0/m, p1/m, z0.b, z1.b
    smopa   za0.s, p0/m, p1/m, z0.b, z1.b
    smopa   za1.s, p0/m, p1/m, z0.b, z1.b
    smopa   za2.s, p0/m, p1/m, z0.b, z1.b
    smopa   za0.s, p0/m, p1/m, z0.b, z1.b
    smopa   za1.s, p0/m, p1/m, z0.b, z1.b
    smopa   za2.s, p0/m, p1/m, z0.b, z1.b
    smopa   za0.s, p0/m, p1/m, z0.b, z1.b
    smopa   za1.s, p0/m, p1/m, z0.b, z1.b
    smopa   za2.s, p0/m, p1/m, z0.b, z1.b
    smopa   za0.s, p0/m, p1/m, z0.b, z1.b
    smopa   za1.s, p0/m, p1/m, z0.b, z1.b
    smopa   za2.s, p0/m, p1/m, z0.b, z1.b
    smopa   za0.s, p0/m, p1/m, z0.b, z1.b
    smopa   za1.s, p0/m, p1/m, z0.b, z1.b
    smopa   za2.s, p0/m, p1/m, z0.b, z1.b
    smopa   za0.s, p0/m, p1/m, z0.b, z1.b
    smopa   za1.s, p0/m, p1/m, z0.b, z1.b
    smopa   za2.s, p0/m, p1/m, z0.b, z1.b
    smopa   za0.s, p0/m, p1/m, z0.b, z1.b
    smopa   za1.s, p0/m, p1/m, z0.b, z1.b
    smopa   za2.s, p0/m, p1/m, z0.b, z1.b
    b.ne    1b
    smstop  sm
    mov     x0, #0
    mov     x8, #93
    svc     #0
