// Calibration: streaming LD1W Z, data in L2, unroll 2 (Apple M4 P-core, SVL 512).
// published: 120.6 B/cycle
// work-per-iteration: 128
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
    subs x1, x1, #1
    b.ne 1b
    smstop
    mov     x0, #0
    mov     x8, #93
    svc     #0
    .bss
    .balign 256
buf: .space 4096
