// Calibration: SMOPA i16 -> i64 (4-way), 4 tiles (Apple M4 P-core, SVL 512).
// published: 2000 GOPS
// work-per-iteration: 2048
// source: tzakharko/m4-sme-exploration, reports/02-sme-outer-product.md (SMOPA I16->I64 2000 GOPS, latency 4; results/op_benchmarks.json.bz2 times it as the fp64 FMOPA, one per cycle)
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
    smopa za0.d, p0/m, p1/m, z0.h, z1.h
    smopa za1.d, p0/m, p1/m, z0.h, z1.h
    smopa za2.d, p0/m, p1/m, z0.h, z1.h
    smopa za3.d, p0/m, p1/m, z0.h, z1.h
    subs x1, x1, #1
    b.ne 1b
    smstop
    mov     x0, #0
    mov     x8, #93
    svc     #0
