// Calibration: long runs of independent BFMOPAs (widening bf16 -> fp32: 4*(SVL/32)^2 FLOP each, M4 one per 2 cycles, latency 8) into 4 tiles.
// 100 iterations x 24 outer products, round-robin over za0-za3.s; the loop
// counter is updated first so the branch never waits (tests/test_timing.py reads the cycles).
// RUN: --svl 512
// CHECK: za0h.s[0] == [2400.0, ...]
// CHECK: za3h.s[0] == [2400.0, ...]
// CHECK: exit == 0
    .text
    .global _start
_start:
    smstart
    ptrue   p0.b
    ptrue   p1.b
    mov     w0, #0x3f80           // bf16 1.0
    dup     z0.h, w0
    mov     w0, #0x4000           // bf16 2.0
    dup     z1.h, w0
    zero    {za}
    mov     x1, #100
1:  subs    x1, x1, #1
    bfmopa  za0.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za1.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za2.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za3.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za0.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za1.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za2.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za3.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za0.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za1.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za2.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za3.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za0.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za1.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za2.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za3.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za0.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za1.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za2.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za3.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za0.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za1.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za2.s, p0/m, p1/m, z0.h, z1.h
    bfmopa  za3.s, p0/m, p1/m, z0.h, z1.h
    b.ne    1b
    smstop  sm
    mov     x0, #0
    mov     x8, #93
    svc     #0
