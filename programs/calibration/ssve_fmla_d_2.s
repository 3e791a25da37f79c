// Calibration: streaming FMLA z.d, 2 chains (Apple M4 P-core, SVL 512).
// published: 15.7 GFLOPS
// work-per-iteration: 64
// source: tzakharko/m4-sme-exploration, results/op_benchmarks.json.bz2 (one P-core thread, loop = the ops + SUBS + B.NE)
// iterations: 20 60
// `tilesim calibrate` runs it with ITERS = 20 and 60 and times the difference (the loop is
// in its steady state by then: 100 and 300 give the same figure).
// RUN: --svl 512 --machine m4
// CHECK: exit == 0
    .text
    .global _start
    .equ    ITERS, 100
_start:
    smstart
    ptrue   p0.b
    fmov    z0.s, #1.0
    fmov    z1.s, #1.0
    adrp    x2, buf
    add     x2, x2, :lo12:buf
    mov     x1, #ITERS
1:
    fmla z2.d, p0/m, z0.d, z1.d
    fmla z3.d, p0/m, z0.d, z1.d
    fmla z2.d, p0/m, z0.d, z1.d
    fmla z3.d, p0/m, z0.d, z1.d
    subs x1, x1, #1
    b.ne 1b
    smstop
    mov     x0, #0
    mov     x8, #93
    svc     #0
    .bss
    .balign 256
buf: .space 4096
