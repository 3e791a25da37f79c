// Calibration: streaming Z copy (LD1W + ST1W), data in L2, unroll 4 (Apple M4 P-core, SVL 512).
// published: 87.7 B/cycle
// work-per-iteration: 6291456
// iterations: 1 2
// source: tzakharko/m4-sme-exploration, results/sme-memcpy.json (copy, storage z, unroll 4, 1 thread, 3 MiB: ~342 GB/s bytes read + written at 3.9 GHz; 6 MiB: ~340)
// The published loop: 4 loads, 4 stores, two pointer increments, compare and branch, over a
// 3 MiB source and destination. ITERS passes; the first finds the L2 cold, so the difference of
// ITERS = 2 and 1 is one warm pass (3 MiB read + 3 MiB written).
// RUN: --svl 512 --machine m4
// CHECK: exit == 0
    .text
    .global _start
    .equ    ITERS, 1
    .equ    SIZE, 3 * 1024 * 1024
_start:
    smstart
    ptrue   p0.b
    mov     x0, #ITERS
    ldr     x5, =src
    ldr     x6, =dst
    ldr     x4, =src + SIZE
1:
    mov     x1, x5
    mov     x2, x6
2:
    ld1w {z0.s}, p0/z, [x1, #0, mul vl]
    ld1w {z1.s}, p0/z, [x1, #1, mul vl]
    ld1w {z2.s}, p0/z, [x1, #2, mul vl]
    ld1w {z3.s}, p0/z, [x1, #3, mul vl]
    st1w {z0.s}, p0, [x2, #0, mul vl]
    st1w {z1.s}, p0, [x2, #1, mul vl]
    st1w {z2.s}, p0, [x2, #2, mul vl]
    st1w {z3.s}, p0, [x2, #3, mul vl]
    add  x1, x1, #256
    add  x2, x2, #256
    cmp  x1, x4
    b.lo 2b
    subs x0, x0, #1
    b.ne 1b
    smstop
    mov     x0, #0
    mov     x8, #93
    svc     #0
    .bss
    .balign 256
src: .space SIZE
dst: .space SIZE
