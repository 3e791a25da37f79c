// Calibration: SME2 SMOPA i16 -> i32 (2-way), 2 tiles (Apple M4 P-core, SVL 512).
// published: 2005 GOPS
// work-per-iteration: 2048
// source: tzakharko/m4-sme-exploration, results/op_benchmarks.json.bz2 (one P-core thread, SME2 ops ILP = tiles; benchmarks.yaml gives the OPs per output element)
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
    ptrue   p0.h
    ptrue   p1.h
    mov     x1, #ITERS
1:
    smopa za0.s, p0/m, p1/m, z0.h, z1.h
    smopa za1.s, p0/m, p1/m, z0.h, z1.h
    subs x1, x1, #1
    b.ne 1b
    smstop
    mov     x0, #0
    mov     x8, #93
    svc     #0
