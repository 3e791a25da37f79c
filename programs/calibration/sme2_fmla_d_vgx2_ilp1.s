// Calibration: SME2 FMLA za.d vgx2, ILP 1 (Apple M4 P-core, SVL 512).
// published: 31 GFLOPS
// work-per-iteration: 256
// source: tzakharko/m4-sme-exploration, results/op_benchmarks.json.bz2 (one P-core thread, SME2 ops into ZA, ILP = independent ZA vector groups)
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
    mov     x1, #ITERS
1:
    fmla za.d[w8, 0, vgx2], {z0.d-z1.d}, z2.d
    fmla za.d[w8, 0, vgx2], {z0.d-z1.d}, z2.d
    fmla za.d[w8, 0, vgx2], {z0.d-z1.d}, z2.d
    fmla za.d[w8, 0, vgx2], {z0.d-z1.d}, z2.d
    fmla za.d[w8, 0, vgx2], {z0.d-z1.d}, z2.d
    fmla za.d[w8, 0, vgx2], {z0.d-z1.d}, z2.d
    fmla za.d[w8, 0, vgx2], {z0.d-z1.d}, z2.d
    fmla za.d[w8, 0, vgx2], {z0.d-z1.d}, z2.d
    subs x1, x1, #1
    b.ne 1b
    smstop
    mov     x0, #0
    mov     x8, #93
    svc     #0
