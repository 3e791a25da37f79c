// Calibration: long runs of independent FMOPAs (fp64: 2*(SVL/64)^2 FLOP each, M4 1/cycle, latency 4 (quarter of the fp32 FLOP rate)) into 3 tiles.
// 100 iterations x 24 outer products, round-robin over za0-za2.d; the loop
// counter is updated first so the branch never waits (tests/test_timing.py reads the cycles).
// RUN: --svl 512
// CHECK: za0h.d[0] == [1600.0, ...]
// CHECK: za2h.d[0] == [1600.0, ...]
// CHECK: exit == 0
    .text
    .global _start
_start:
    smstart
    ptrue   p0.b
    ptrue   p1.b
    fmov    z0.d, #1.0
    fmov    z1.d, #2.0
    zero    {za}
    mov     x1, #100
1:  subs    x1, x1, #1
    fmopa   za0.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za1.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za2.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za0.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za1.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za2.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za0.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za1.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za2.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za0.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za1.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za2.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za0.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za1.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za2.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za0.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za1.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za2.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za0.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za1.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za2.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za0.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za1.d, p0/m, p1/m, z0.d, z1.d
    fmopa   za2.d, p0/m, p1/m, z0.d, z1.d
    b.ne    1b
    smstop  sm
    mov     x0, #0
    mov     x8, #93
    svc     #0
