// Benchmark: independent FMOPAs into the four ZA.S tiles (the GEMM micro-kernel's inner step).
// RUN: --svl 512
// CHECK: exit == 0
    .text
    .global _start
_start:
    smstart
    ptrue   p0.s
    fmov    z0.s, #1.0
    fmov    z1.s, #2.0
    zero    {za}
    ldr     x1, =25000            // iterations, 4 FMOPAs each
1:  fmopa   za0.s, p0/m, p0/m, z0.s, z1.s
    fmopa   za1.s, p0/m, p0/m, z0.s, z1.s
    fmopa   za2.s, p0/m, p0/m, z0.s, z1.s
    fmopa   za3.s, p0/m, p0/m, z0.s, z1.s
    subs    x1, x1, #1
    b.ne    1b
    // every element of every tile is 25000 * 2.0 = 50000.0 (0x47435000)
    mov     w12, #0
    mov     z3.s, p0/m, za3h.s[w12, 0]
    fmov    z4.s, #1.0
    fmov    w4, s3
    smstop
    ldr     w5, =0x47435000
    cmp     w4, w5
    cset    x0, ne
    mov     x8, #93
    svc     #0
