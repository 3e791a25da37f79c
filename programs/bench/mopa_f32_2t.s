// Calibration: long runs of independent FMOPAs (fp32: 2*(SVL/32)^2 FLOP each, M4 1/cycle, latency 4) into 2 tiles.
// 100 iterations x 24 outer products, round-robin over za0-za1.s; the loop
// counter is updated first so the branch never waits (tests/test_timing.py reads the cycles).
// RUN: --svl 512
// CHECK: za0h.s[0] == [2400.0, ...]
// CHECK: za1h.s[0] == [2400.0, ...]
// CHECK: exit == 0
    .text
    .global _start
_start:
    smstart
    ptrue   p0.b
    ptrue   p1.b
    fmov    z0.s, #1.0
    fmov    z1.s, #2.0
    zero    {za}
    mov     x1, #100
1:  subs    x1, x1, #1
    fmopa   za0.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za1.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za0.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za1.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za0.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za1.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za0.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za1.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za0.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za1.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za0.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za1.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za0.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za1.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za0.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za1.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za0.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za1.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za0.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za1.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za0.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za1.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za0.s, p0/m, p1/m, z0.s, z1.s
    fmopa   za1.s, p0/m, p1/m, z0.s, z1.s
    b.ne    1b
    smstop  sm
    mov     x0, #0
    mov     x8, #93
    svc     #0
