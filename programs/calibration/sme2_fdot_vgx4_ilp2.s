// Calibration: SME2 FDOT za.s vgx4 (f16 -> f32, 2-way), ILP 2 (Apple M4 P-core, SVL 512).
// published: 500 GFLOPS
// work-per-iteration: 512
// source: tzakharko/m4-sme-exploration, results/op_benchmarks.json.bz2 (one P-core thread, SME2 ops into ZA, ILP = independent ZA vector groups; benchmarks.yaml gives the OPs per output element)
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
    mov     w8, #0
    mov     w9, #8
    mov     x1, #ITERS
1:
    fdot za.s[w8, 0, vgx4], {z0.h-z3.h}, {z0.h-z3.h}
    fdot za.s[w8, 1, vgx4], {z0.h-z3.h}, {z0.h-z3.h}
    subs x1, x1, #1
    b.ne 1b
    smstop
    mov     x0, #0
    mov     x8, #93
    svc     #0
