// Calibration: streaming LD1W Z, data in L2, unroll 16 (Apple M4 P-core, SVL 512).
// published: 88.6 B/cycle
// work-per-iteration: 1024
// source: tzakharko/m4-sme-exploration, results/op_benchmarks.json.bz2 (streaming Z loads/stores, data in L2)
// `tilesim calibrate` runs it with ITERS = 100 and 300 and times the difference.
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
    ld1w {z4.s}, p0/z, [x2, #0, mul vl]
    ld1w {z5.s}, p0/z, [x2, #1, mul vl]
    ld1w {z6.s}, p0/z, [x2, #2, mul vl]
    ld1w {z7.s}, p0/z, [x2, #3, mul vl]
    ld1w {z8.s}, p0/z, [x2, #4, mul vl]
    ld1w {z9.s}, p0/z, [x2, #5, mul vl]
    ld1w {z10.s}, p0/z, [x2, #6, mul vl]
    ld1w {z11.s}, p0/z, [x2, #7, mul vl]
    ld1w {z12.s}, p0/z, [x2, #-8, mul vl]
    ld1w {z13.s}, p0/z, [x2, #-7, mul vl]
    ld1w {z14.s}, p0/z, [x2, #-6, mul vl]
    ld1w {z15.s}, p0/z, [x2, #-5, mul vl]
    ld1w {z16.s}, p0/z, [x2, #-4, mul vl]
    ld1w {z17.s}, p0/z, [x2, #-3, mul vl]
    ld1w {z18.s}, p0/z, [x2, #-2, mul vl]
    ld1w {z19.s}, p0/z, [x2, #-1, mul vl]
    subs x1, x1, #1
    b.ne 1b
    smstop
    mov     x0, #0
    mov     x8, #93
    svc     #0
    .bss
    .balign 256
buf: .space 4096
